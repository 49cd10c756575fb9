package cli

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/internal/testwait"
)

// watch, started by a person in a subfolder of the project, follows the
// ledger a session at the project's root keeps, and says once which ledger
// it watches: on stdout, with nothing on stderr.
func TestWatchFromSubfolderFollowsTheProjectLedger(t *testing.T) {
	root := t.TempDir()
	repo := filepath.Join(root, "repo")
	sub := filepath.Join(repo, "service", "api")
	for _, d := range []string{filepath.Join(repo, ".git"), sub} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	vars := map[string]string{"HOME": filepath.Join(root, "home"), "CLAUDE_CONFIG_DIR": filepath.Join(root, "config")}
	getenv := func(k string) string { return vars[k] }
	t.Chdir(sub)

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	pr, pw := io.Pipe()
	var stderr bytes.Buffer
	done := make(chan int, 1)
	go func() {
		done <- RunEnv(&Env{Getenv: getenv, Stdin: strings.NewReader(""), Stdout: pw, Stderr: &stderr, Context: ctx}, []string{"watch"})
		pw.Close()
	}()
	lines := bufio.NewScanner(pr)
	next := func() string {
		t.Helper()
		got := make(chan string, 1)
		go func() {
			if lines.Scan() {
				got <- lines.Text()
			} else {
				got <- "<end of output>"
			}
		}()
		select {
		case l := <-got:
			return l
		case <-testwait.After(t):
			t.Fatal("watch printed nothing")
			return ""
		}
	}
	ledger := filepath.Join(repo, ".claude", "team-hook")
	if got, want := next(), "waiting for "+ledger+" to appear (Ctrl-C to stop)"; got != want {
		t.Fatalf("first line %q, want %q", got, want)
	}

	// A session at the root records a question.
	hookVars := map[string]string{"CLAUDE_PROJECT_DIR": repo, "HOME": vars["HOME"], "CLAUDE_CONFIG_DIR": vars["CLAUDE_CONFIG_DIR"]}
	stop := stopEvent(t, map[string]any{"last_assistant_message": "Two stores fit.\n\n```json\n" +
		`{"openQuestions":[{"question":"Which database should we use?","header":"Database","options":[{"label":"Postgres","description":"a"},{"label":"SQLite","description":"b"}]}]}` +
		"\n```\n"})
	var out bytes.Buffer
	// (Its answer is at most the first run's "ready" message.)
	if code := RunEnv(&Env{Getenv: func(k string) string { return hookVars[k] }, Stdin: bytes.NewReader(stop), Stdout: &out, Stderr: io.Discard}, []string{"hook"}); code != 0 || strings.Contains(out.String(), "decision") {
		t.Fatalf("hook: %d %s", code, out.String())
	}
	if got := next(); !strings.Contains(got, "pending") || !strings.Contains(got, "team:questioner a1") {
		t.Fatalf("watch printed %q, want the pending record", got)
	}
	cancel()
	for lines.Scan() {
	}
	if code := <-done; code != 0 {
		t.Fatalf("watch exited %d", code)
	}
	if stderr.Len() != 0 {
		t.Fatalf("watch wrote to stderr: %q", stderr.String())
	}
}
