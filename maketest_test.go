package architecture_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// make test runs every stage whatever the others did, prints what was
// skipped even when a stage failed, and then fails naming the stages that
// failed. Go, the binary, claude and the tools are stand-ins here that
// record their calls: what is checked is the Makefile's sequence.
func TestMakeTestRunsEveryStage(t *testing.T) {
	if _, err := exec.LookPath("make"); err != nil {
		t.Skip("make not installed")
	}
	dir := t.TempDir()
	calls := filepath.Join(dir, "calls")
	script := func(name, body string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte("#!/bin/sh\necho \""+name+" $*\" >>"+calls+"\n"+body), 0o755); err != nil {
			t.Fatal(err)
		}
		return p
	}
	// Unit tests fail if $FAIL_UNIT is set; claude's validate if $FAIL_VALIDATE.
	fakeGo := script("go", `case "$1" in
list) echo example/internal/a; echo example/e2e ;;
test) case "$*" in
	*go.yaml.in/yaml/v3*|*github.com/yuin/goldmark*) ;;
	*./e2e/...*) if [ -n "$E2E_SKIPS" ]; then echo "SKIPPED (go test printed ok for e2e/ all the same): claude not found" >>"$TEAM_HOOK_E2E_NOTICE"; fi ;;
	*) [ -z "$FAIL_UNIT" ] ;;
	esac ;;
esac
`)
	bin := script("team-hook", "")
	claude := script("claude", `[ -z "$FAIL_VALIDATE" ]`+"\n")
	tools := filepath.Join(dir, "tools")
	os.Mkdir(tools, 0o755)
	for _, name := range []string{"gofumpt", "staticcheck", "actionlint"} {
		p := script(name, "")
		if err := os.Rename(p, filepath.Join(tools, name)); err != nil {
			t.Fatal(err)
		}
	}
	run := func(env ...string) (string, []string, error) {
		os.Remove(calls)
		cmd := exec.Command("make", "--no-print-directory", "test",
			"GO="+fakeGo, "BIN="+bin, "TOOLS="+tools, "NOTICE="+filepath.Join(dir, "notice"))
		cmd.Env = append(os.Environ(), "MAKEFLAGS=", "MAKELEVEL=", "TEAM_HOOK_CLAUDE="+claude)
		cmd.Env = append(cmd.Env, env...)
		out, err := cmd.CombinedOutput()
		data, _ := os.ReadFile(calls)
		return string(out), strings.Split(strings.TrimSpace(string(data)), "\n"), err
	}

	out, got, err := run("FAIL_UNIT=1", "FAIL_VALIDATE=1", "E2E_SKIPS=1")
	if err == nil {
		t.Errorf("make test passed with two failed stages:\n%s", out)
	}
	want := []string{
		"go vet", "staticcheck", "team-hook version", "go list", "go test -count=1 -timeout 30m example/internal/a",
		"go test -count=1 go.yaml.in/yaml/v3", "go test -count=1 -skip Performance$ github.com/yuin/goldmark", "go test -count=1 -timeout 30m ./e2e/...", "team-hook lint .", "claude plugin validate --strict .", "actionlint",
	}
	for i, w := range want {
		found := false
		for _, c := range got {
			found = found || strings.HasPrefix(c, w)
		}
		if !found {
			t.Errorf("stage call %d %q never made; calls:\n%s", i, w, strings.Join(got, "\n"))
		}
	}
	tail := out[max(0, strings.LastIndex(out, "== make test: actionlint")):]
	for _, w := range []string{"SKIPPED (go test printed ok for e2e/ all the same): claude not found", "make test: FAILED: unit validate"} {
		if !strings.Contains(tail, w) {
			t.Errorf("the summary lacks %q:\n%s", w, out)
		}
	}
	if strings.Contains(out, "every test ran") {
		t.Errorf("a failed run says every test ran:\n%s", out)
	}

	out, _, err = run()
	if err != nil || !strings.HasSuffix(strings.TrimSpace(out), "make test: every test ran") {
		t.Errorf("a clean run: %v\n%s", err, out)
	}
}
