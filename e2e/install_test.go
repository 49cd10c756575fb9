package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/team-hook/team-hook/internal/host/claude"
	"github.com/team-hook/team-hook/internal/version"
)

// A new user's install: the repository as a marketplace, `claude plugin
// install team@team-hook`, no binary anywhere. The first session's
// SessionStart builds it in the background without holding anything up;
// once built, the next session's subagent that defers in prose is blocked.
func TestMarketplaceInstallBuildsOnFirstUse(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the hook from source")
	}
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("go not on PATH")
	}
	t.Parallel()
	claudePath := claudeBinary(t)

	// The marketplace: the repository's tracked files, as a user clones it.
	market := t.TempDir()
	root := repoRoot(t)
	files, err := exec.Command("git", "-C", root, "ls-files").Output()
	if err != nil {
		t.Skip("not a git checkout: ", err)
	}
	for _, f := range strings.Fields(string(files)) {
		if strings.HasPrefix(f, "e2e/") || strings.Contains(f, "/testdata/") {
			continue
		}
		data, err := os.ReadFile(filepath.Join(root, f))
		if err != nil {
			continue // deleted in the work tree
		}
		info, _ := os.Stat(filepath.Join(root, f))
		dst := filepath.Join(market, f)
		os.MkdirAll(filepath.Dir(dst), 0o755)
		if err := os.WriteFile(dst, data, info.Mode().Perm()); err != nil {
			t.Fatal(err)
		}
	}

	home := t.TempDir()
	cli := func(args ...string) string {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		cmd := exec.CommandContext(ctx, claudePath, args...)
		cmd.Env = offlineEnv(home)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("claude %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return string(out)
	}
	cli("plugin", "marketplace", "add", market)
	installed := cli("plugin", "install", "team@team-hook")
	mustContain(t, "plugin install", installed, "team@team-hook")

	// The client counts every option without a saved value as not yet set,
	// whatever its default. That is true, and harmless: each unset option
	// reaches the hook as its default, and the first session says which
	// values are in force (below). The count is what claude.Unset models.
	schema, err := claude.ReadUserConfig(market)
	if err != nil {
		t.Fatal(err)
	}
	hint := func(n int) string {
		return fmt.Sprintf("%d userConfig options not yet set — run /plugin configure team@team-hook in Claude Code, or pass --config KEY=VALUE.", n)
	}
	mustContain(t, "plugin install", installed, hint(len(claude.Unset(schema, nil))))
	// failure_mode is a picker: the client refuses anything but its choices.
	mustContain(t, "a mistyped failure_mode", cli("plugin", "install", "team@team-hook", "--config", "failure_mode=clsoed"),
		"--config not applied: --config validation failed: Failure mode must be one of: open, closed")
	// A saved value counts as set, a default never does.
	saved := map[string]claude.SavedOption{"failure_mode": {Value: "open"}, "retry_budget": {Value: "2"}}
	mustContain(t, "options saved at install", cli("plugin", "install", "team@team-hook", "--config", "failure_mode=open", "--config", "retry_budget=2"),
		hint(len(claude.Unset(schema, saved))))

	script := defersThen("Picked PostgreSQL: the billing service already runs it.", "Done.")

	// The build reuses this machine's Go caches rather than a cold HOME's.
	var goCaches []string
	for _, k := range []string{"GOCACHE", "GOMODCACHE"} {
		if v, err := exec.Command("go", "env", k).Output(); err == nil {
			goCaches = append(goCaches, k+"="+strings.TrimSpace(string(v)))
		}
	}

	// Session 1: SessionStart starts the build; the session is not held up.
	first := newSession(t, script)
	first.home, first.plugin, first.env = home, "", goCaches
	start := time.Now()
	first.run("Set up the storage layer.")
	t.Logf("first session took %v", time.Since(start))

	// The binary appears in the installed plugin's folder.
	var bin string
	deadline := time.Now().Add(4 * time.Minute)
	for bin == "" {
		// A local marketplace is loaded in place; a remote one from the cache.
		found, _ := filepath.Glob(filepath.Join(home, ".claude", "plugins", "cache", "*", "team", "*", ".build", "team-hook-"+version.Version))
		if local := filepath.Join(market, ".build", "team-hook-"+version.Version); exists(local) {
			found = append(found, local)
		}
		if len(found) == 1 {
			if _, err := os.Stat(filepath.Join(filepath.Dir(found[0]), "build.lock")); os.IsNotExist(err) {
				bin = found[0]
				break
			}
		}
		if time.Now().After(deadline) {
			logs, _ := filepath.Glob(filepath.Join(home, ".claude", "plugins", "cache", "*", "team", "*", ".build", "build.log"))
			logs = append(logs, filepath.Join(market, ".build", "build.log"))
			for _, l := range logs {
				data, _ := os.ReadFile(l)
				t.Logf("%s:\n%s", l, data)
			}
			t.Fatal("the first session did not build the hook binary")
		}
		time.Sleep(250 * time.Millisecond)
	}
	t.Logf("built %s", bin)

	// Session 2: the contract is enforced. The binary's first run said so,
	// once, with the options in force: at this session's start, or at an
	// event of the first session that came after the build.
	second := newSession(t, script)
	second.home, second.plugin = home, ""
	second.run("Set up the storage layer.")
	ready := "team-hook " + version.Version + " is ready: subagent stops are checked from"
	var told []string
	for _, m := range append(hookAnswers(t, first.debug), hookAnswers(t, second.debug)...) {
		if strings.Contains(m, ready) {
			told = append(told, m)
		}
	}
	if len(told) != 1 {
		t.Fatalf("the ready message was said %d times in the first two sessions, want once: %q", len(told), told)
	}
	mustContain(t, "what is in force", told[0], "(retry budget 2, failure mode open).")
	t.Logf("told once: %s", told[0])
	id := onlyAgent(t, second.api)
	sub := second.api.Subagent(id)
	if len(sub) < 2 {
		t.Fatalf("the subagent made %d requests: the installed plugin did not block its deferral", len(sub))
	}
	mustContain(t, "the block reason", feedback(t, sub[1]), strings.TrimSuffix(deferral, "."))
}

// hookAnswers lists what each hook run of a session answered, from the
// client's debug log (stream-json shows the answers of some events only:
// not a SubagentStop's).
func hookAnswers(t *testing.T, debugLog string) []string {
	t.Helper()
	data, err := os.ReadFile(debugLog)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, line := range strings.Split(string(data), "\n") {
		if i := strings.Index(line, `"Hook `); i >= 0 && strings.Contains(line, `) success:\n`) {
			out = append(out, line[i:])
		}
	}
	return out
}

// systemMessages lists what the hooks of a run showed the user, from its
// stream-json output: the output of SessionStart hooks, and the notices of
// the others ("<event> says: <message>").
func systemMessages(t *testing.T, stream []byte) []string {
	t.Helper()
	var out []string
	for _, line := range strings.Split(string(stream), "\n") {
		var ev struct {
			Type, Subtype, Stdout, Content string
		}
		if json.Unmarshal([]byte(line), &ev) != nil || ev.Type != "system" {
			continue
		}
		switch ev.Subtype {
		case "hook_response":
			var answer struct {
				SystemMessage string `json:"systemMessage"`
			}
			if json.Unmarshal([]byte(ev.Stdout), &answer) == nil && answer.SystemMessage != "" {
				out = append(out, answer.SystemMessage)
			}
		case "informational":
			out = append(out, ev.Content)
		}
	}
	return out
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
