package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/internal/install"
	"github.com/team-hook/team-hook/internal/version"
)

// TestExitCodes pins every command's exit codes: 0 success, 1 findings
// (violations, lint errors, doctor problems, no request to render), 2
// usage or I/O errors. The hook exits 0 whatever happens.
func TestExitCodes(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("POSIX file modes")
	}
	repo, _ := filepath.Abs("../..")
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(text), 0o755); err != nil {
			t.Fatal(err)
		}
		return p
	}
	clean := write("clean.md", "Done; tests pass.\n")
	broken := write("broken.md", "I would ask the user which store to use, but I can't, so I picked Redis.\n")
	valid := write("valid.md", "Two fit.\n\n```json\n{\"openQuestions\":[{\"question\":\"Which?\",\"header\":\"Store\",\"options\":[{\"label\":\"A\"},{\"label\":\"B\"}]}]}\n```\n")
	ledgerDir := filepath.Join(dir, "ledger")
	os.Mkdir(ledgerDir, 0o700)
	// A plugin whose hooks.json registers nothing: doctor finds problems.
	brokenPlugin := filepath.Join(dir, "broken-plugin")
	write("broken-plugin/hooks/hooks.json", `{"hooks":{}}`)
	write("broken-plugin/bin/team-hook", "#!/bin/sh\nversion=0.0.9\n")
	write("broken-plugin/.claude-plugin/plugin.json", `{"name":"team"}`)
	// A plugin folder with a lint error: an agent that lists AskUserQuestion.
	lintBad := filepath.Join(dir, "lint-bad")
	write("lint-bad/.claude/agents/asker.md", "---\nname: asker\ndescription: asks\ntools: Read, AskUserQuestion\n---\nBody.\n")
	lintClean := filepath.Join(dir, "lint-clean")
	write("lint-clean/.claude/agents/fine.md", "---\nname: fine\ndescription: fine\ntools: Read\n---\nBody.\n")
	// A claude on PATH of a tested version, in which the repository is the
	// plugin installed and enabled, for a healthy doctor.
	fakebin := filepath.Join(dir, "fakebin")
	write("fakebin/claude", `#!/bin/sh
case "$*" in
"plugin list --json") echo '[{"id":"team@team-hook","version":"0.1.0","scope":"user","enabled":true,"installPath":"`+repo+`"}]' ;;
*) echo '2.1.330 (Claude Code)' ;;
esac
`)
	t.Setenv("PATH", fakebin+string(os.PathListSeparator)+os.Getenv("PATH"))

	// This test binary stands in for the launcher's build of the source, so
	// that doctor finds the repository healthy.
	key, err := install.SourceKey(repo)
	if err != nil {
		t.Fatal(err)
	}
	defer func(s string) { version.Source = s }(version.Source)
	version.Source = key

	env := map[string]string{
		"CLAUDE_PROJECT_DIR": dir, "CLAUDE_PLUGIN_ROOT": repo, "CLAUDE_CONFIG_DIR": filepath.Join(dir, "config"),
		"CLAUDE_CODE_ENABLE_TODO_TOOLS": "1",
	}
	for _, c := range []struct {
		args  []string
		stdin string
		want  int
	}{
		{[]string{"hook"}, `{"hook_event_name":"SubagentStop","agent_id":"a1","agent_type":"x","last_assistant_message":"I can't ask the user, so I guessed."}`, ExitOK},
		{[]string{"hook"}, "not json", ExitOK},
		{[]string{"hook", "--no-such-flag"}, "{}", ExitOK},
		{[]string{"check", clean}, "", ExitOK},
		{[]string{"check", broken}, "", ExitViolations},
		{[]string{"check", "--json", broken}, "", ExitViolations},
		{[]string{"check", "--off", "no-such-contract", clean}, "", ExitUsage},
		{[]string{"check", filepath.Join(dir, "missing.md")}, "", ExitUsage},
		{[]string{"check"}, "", ExitUsage},
		{[]string{"render", valid}, "", ExitOK},
		{[]string{"render", clean}, "", ExitViolations},
		{[]string{"render"}, "", ExitUsage},
		{[]string{"status", "--ledger", ledgerDir}, "", ExitOK},
		{[]string{"status", "--ledger", filepath.Join(dir, "no-such-ledger")}, "", ExitUsage},
		{[]string{"status", "--ledger", ledgerDir, "--session", "no-such-session"}, "", ExitUsage},
		{[]string{"status", "--all", "--session", "s"}, "", ExitUsage},
		{[]string{"watch", "extra"}, "", ExitUsage},
		{[]string{"results", "--ledger", ledgerDir}, "", ExitOK},
		{[]string{"results", "--json", "--ledger", ledgerDir}, "", ExitOK},
		{[]string{"results", "extra"}, "", ExitUsage},
		{[]string{"results", "--session", "../x", "--ledger", ledgerDir}, "", ExitUsage},
		{[]string{"stats", "--ledger", ledgerDir}, "", ExitOK},
		{[]string{"stats", "--since", "soon"}, "", ExitUsage},
		{[]string{"lint", lintClean}, "", ExitOK},
		{[]string{"lint", lintBad}, "", ExitViolations},
		{[]string{"lint", filepath.Join(dir, "missing")}, "", ExitUsage},
		{[]string{"doctor", "--plugin-root", repo, "--project", dir}, "", ExitOK},
		{[]string{"doctor", "--plugin-root", brokenPlugin, "--project", dir}, "", ExitViolations},
		{[]string{"doctor", "--no-such-flag"}, "", ExitUsage},
		{[]string{"version"}, "", ExitOK},
		{[]string{"version", "--no-such-flag"}, "", ExitUsage},
		{[]string{"help"}, "", ExitOK},
		{[]string{"no-such-command"}, "", ExitUsage},
	} {
		var out, errb bytes.Buffer
		e := &Env{Getenv: func(k string) string { return env[k] }, Stdin: strings.NewReader(c.stdin), Stdout: &out, Stderr: &errb}
		if got := RunEnv(e, c.args); got != c.want {
			t.Errorf("team-hook %s: exit %d, want %d\nstdout: %s\nstderr: %s", strings.Join(c.args, " "), got, c.want, out.String(), errb.String())
		}
	}
}

// The commands are written once, in commands(); README's table of
// commands must name the same ones, in the same order.
func TestReadmeListsTheCommands(t *testing.T) {
	data, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	var inTable []string
	for _, line := range strings.Split(string(data), "\n") {
		if rest, ok := strings.CutPrefix(line, "| `team-hook "); ok {
			inTable = append(inTable, strings.Fields(strings.TrimSuffix(strings.SplitN(rest, "`", 2)[0], " "))[0])
		}
	}
	var want []string
	for _, c := range commands() {
		want = append(want, c.name)
	}
	if strings.Join(inTable, " ") != strings.Join(want, " ") {
		t.Fatalf("README lists %v; the command has %v", inTable, want)
	}
}
