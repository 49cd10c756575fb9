package e2e

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/team-hook/team-hook/e2e/fakeapi"
	"github.com/team-hook/team-hook/internal/install"
	"github.com/team-hook/team-hook/internal/release"
	"github.com/team-hook/team-hook/internal/testwait"
)

// A client run, and every wait for it, is bounded only by the test run's
// own deadline (internal/testwait): how long a session takes on a busy
// machine is not what these tests check.

// claudeVersion is the client the scenarios were written against.
const claudeVersion = "2.1.330"

var (
	// pluginOnce prepares the plugin copy shared by every test of the binary.
	pluginOnce sync.Once
	pluginDir  string
	pluginErr  error
	// pluginTmp is removed by TestMain once every test is done.
	pluginTmp string
	// hostsTmp holds what the tests of the other hosts share (Copilot's
	// package cache, Codex's prepared home); TestMain removes it.
	hostsTmpOnce sync.Once
	hostsTmp     string
	hostsTmpErr  error

	// versionOnce asks the client its version once per test binary.
	versionOnce sync.Once
	versionOut  string
)

func TestMain(m *testing.M) {
	code := m.Run()
	for _, dir := range []string{pluginTmp, releaseTmp, hostsTmp} {
		if dir != "" {
			os.RemoveAll(dir)
		}
	}
	// go test prints "ok" for a package whose tests all skipped, and shows
	// the skips only with -v: make test prints this file in its summary.
	if path := os.Getenv("TEAM_HOOK_E2E_NOTICE"); path != "" {
		if notice := skips.notice(); notice != "" {
			if err := os.WriteFile(path, []byte(notice), 0o644); err != nil {
				fmt.Fprintln(os.Stderr, err)
			}
		}
	}
	os.Exit(code)
}

// skipped remembers why tests skipped (a host's CLI not installed), once
// each, for the notice make test prints.
type skipped struct {
	mu  sync.Mutex
	why []string
}

// skips is the test binary's record of skips; test state, not the product's.
var skips skipped

func (s *skipped) add(why string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !slices.Contains(s.why, why) {
		s.why = append(s.why, why)
	}
}

func (s *skipped) notice() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var b strings.Builder
	for _, why := range s.why {
		fmt.Fprintf(&b, "SKIPPED (go test printed ok for e2e/ all the same): %s\n", why)
	}
	return b.String()
}

// hostsTemp makes a folder that lives as long as the test binary.
func hostsTemp(pattern string) (string, error) {
	hostsTmpOnce.Do(func() { hostsTmp, hostsTmpErr = os.MkdirTemp("", "team-hook-e2e-hosts-") })
	if hostsTmpErr != nil {
		return "", hostsTmpErr
	}
	return os.MkdirTemp(hostsTmp, pattern)
}

// repoRoot is the module root: tests run in the package folder.
func repoRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("repository root %s has no go.mod: %v", root, err)
	}
	return root
}

// claudeCLI is how the Claude Code client is found and installed.
var claudeCLI = hostCLI{
	name: "claude", pathEnv: "TEAM_HOOK_CLAUDE", requireEnv: "TEAM_HOOK_REQUIRE_CLAUDE",
	npm: "@anthropic-ai/claude-code", version: claudeVersion,
}

// claudeBinary finds the client or skips the test. A client other than the
// one the scenarios were written against is noted in the log: its wire
// format may have moved.
func claudeBinary(t *testing.T) string {
	t.Helper()
	p := findCLI(t, claudeCLI)
	versionOnce.Do(func() {
		out, err := exec.Command(p, "--version").Output()
		versionOut = strings.TrimSpace(string(out))
		if err != nil {
			versionOut = err.Error()
		}
	})
	if !strings.HasPrefix(versionOut, claudeVersion+" ") && versionOut != claudeVersion {
		t.Logf("%s --version: %s; these scenarios were written against %s", p, versionOut, claudeVersion)
	}
	return p
}

// plugin returns the plugin folder the client loads: the release tree
// (make release's) with the binary for this platform only, and a
// marketplace listing it, made once. The first hook event of the first
// test checks the binary and puts it in the launcher's place, as in an
// installed release.
func plugin(t *testing.T) string {
	t.Helper()
	root := repoRoot(t)
	pluginOnce.Do(func() {
		if dir := os.Getenv("TEAM_HOOK_E2E_PLUGIN"); dir != "" {
			pluginDir, pluginErr = filepath.Abs(dir)
			return
		}
		pluginTmp, pluginErr = os.MkdirTemp("", "team-hook-e2e-plugin-")
		if pluginErr != nil {
			return
		}
		var res release.Result
		res, pluginErr = release.Build(release.Options{
			Source: root, Out: filepath.Join(pluginTmp, "release"), Commit: "e2e",
			Platforms: []install.Platform{{OS: runtime.GOOS, Arch: runtime.GOARCH}},
		})
		pluginDir = res.Plugin // its own marketplace too, for the hosts that install from one (Codex)
	})
	if pluginErr != nil {
		t.Fatalf("preparing the plugin: %v", pluginErr)
	}
	return pluginDir
}

func copyTree(src, dst string) error {
	return filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, p)
		if err != nil {
			return err
		}
		target := filepath.Join(dst, rel)
		info, err := d.Info()
		if err != nil {
			return err
		}
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(target, data, info.Mode().Perm())
	})
}

// session is one client run: its fake API, throwaway HOME and project, and
// what it printed.
type session struct {
	t       *testing.T
	claude  string
	plugin  string
	api     *fakeapi.Server
	home    string
	project string
	tmp     string
	debug   string
	stdout  []byte
	stderr  []byte
	env     []string // added to the client's environment
}

// newSession prepares a run answered by script. The caller may write files
// into s.project before calling run.
func newSession(t *testing.T, script fakeapi.Script) *session {
	t.Helper()
	claude := claudeBinary(t)
	s := &session{
		t:       t,
		claude:  claude,
		plugin:  plugin(t),
		api:     fakeapi.New(script),
		home:    t.TempDir(),
		project: projectDir(t),
		tmp:     t.TempDir(),
	}
	// The project path is what the hook sees as cwd; resolve symlinks
	// (macOS's /var) so paths it reports compare equal.
	if p, err := filepath.EvalSymlinks(s.project); err == nil {
		s.project = p
	}
	s.debug = filepath.Join(t.TempDir(), "debug.log")
	t.Cleanup(s.api.Close)
	t.Cleanup(func() {
		if t.Failed() {
			s.logDiagnostics()
		}
	})
	return s
}

// offlineEnv is the client's environment: the test's own, less anything
// that would point it at a real account or another configuration, plus a
// throwaway HOME and the switches that keep it from calling home.
func offlineEnv(home string) []string {
	var env []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		switch {
		case strings.HasPrefix(k, "ANTHROPIC_"), strings.HasPrefix(k, "CLAUDE"),
			strings.HasPrefix(k, "TEAM_HOOK_"), strings.HasPrefix(k, "OTEL_"),
			strings.HasPrefix(k, "XDG_"), k == "HOME",
			// the other hosts' accounts and settings
			strings.HasPrefix(k, "COPILOT_"), strings.HasPrefix(k, "GITHUB_"), strings.HasPrefix(k, "GH_"),
			strings.HasPrefix(k, "CODEX_"), strings.HasPrefix(k, "OPENAI_"):
			continue
		}
		env = append(env, kv)
	}
	return append(env,
		"HOME="+home,
		"DISABLE_TELEMETRY=1",
		"DISABLE_AUTOUPDATER=1",
		"DISABLE_ERROR_REPORTING=1",
		"CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1",
	)
}

func (s *session) environ() []string {
	return append(append(offlineEnv(s.home),
		"ANTHROPIC_BASE_URL="+s.api.URL(),
		"ANTHROPIC_API_KEY=test",
		// Task output files go here instead of a shared /tmp/claude-<uid>.
		"CLAUDE_CODE_TMPDIR="+s.tmp,
		// --dangerously-skip-permissions refuses to run as root otherwise.
		"IS_SANDBOX=1",
	), s.env...)
}

// run starts the client on prompt with extra flags and waits for it. A run
// that does not end in time, exits non-zero, or met a broken script fails
// the test.
func (s *session) run(prompt string, flags ...string) {
	s.t.Helper()
	args := []string{
		"-p", prompt,
		"--output-format", "stream-json",
		"--verbose",
		"--dangerously-skip-permissions",
		"--debug-file", s.debug,
	}
	if s.plugin != "" { // "" runs the plugins installed in s.home
		args = append(args, "--plugin-dir", s.plugin)
	}
	args = append(args, flags...)
	ctx, cancel := testwait.Context(s.t)
	defer cancel()
	cmd := exec.CommandContext(ctx, s.claude, args...)
	cmd.Dir = s.project
	cmd.Env = s.environ()
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	killGroup(cmd)
	cmd.WaitDelay = 5 * time.Second
	err := cmd.Run()
	s.stdout, s.stderr = stdout.Bytes(), stderr.Bytes()
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		s.t.Fatal("claude did not finish before the test run's deadline (go test -timeout)")
	}
	switch {
	case errors.Is(err, exec.ErrWaitDelay):
		// The client exited; a process it left behind still held its
		// output open. Not the product's concern.
		s.t.Logf("claude: %v", err)
	case err != nil:
		s.t.Fatalf("claude: %v", err)
	}
	for _, e := range s.api.Errors() {
		s.t.Errorf("fake API: %v", e)
	}
}

func (s *session) logDiagnostics() {
	t := s.t
	if data, err := os.ReadFile(s.debug); err == nil {
		var hookLines []string
		for _, line := range strings.Split(string(data), "\n") {
			if strings.Contains(strings.ToLower(line), "hook") && !strings.Contains(line, "hooks module") {
				hookLines = append(hookLines, line)
			}
		}
		t.Logf("hook lines of the debug log %s:\n%s", s.debug, strings.Join(hookLines, "\n"))
	}
	t.Logf("stream-json output:\n%s", s.stdout)
	if len(s.stderr) > 0 {
		t.Logf("stderr:\n%s", s.stderr)
	}
	t.Logf("requests the fake API answered:\n%s", s.api.Summary())
	var turns strings.Builder
	for _, r := range s.api.Filter((*fakeapi.Request).IsConversation) {
		if r.AssistantTurns() == 0 {
			continue // the prompt and the environment: the same in every run
		}
		who := "main"
		if id := r.AgentID(); id != "" {
			who = "agent " + id
		}
		fmt.Fprintf(&turns, "--- #%d %s, after %d replies:\n", r.Seq, who, r.AssistantTurns())
		for _, m := range r.Turn() {
			text := m.Content.Text()
			if len(text) > 3000 {
				text = text[:3000] + "…"
			}
			fmt.Fprintf(&turns, "[%s] %s\n", m.Role, text)
		}
	}
	t.Logf("what each agent was told after its replies:\n%s", turns.String())
	if entries, err := listTree(filepath.Join(s.project, ".claude")); err == nil {
		t.Logf("files under the project's .claude/:\n%s", strings.Join(entries, "\n"))
	}
}

func listTree(dir string) ([]string, error) {
	var out []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			rel, _ := filepath.Rel(dir, p)
			out = append(out, rel)
		}
		return nil
	})
	return out, err
}

// projectDir is a throwaway project, or, with TEAM_HOOK_E2E_KEEP set, one
// that outlives the test so a person can run team-hook status in it.
func projectDir(t *testing.T) string {
	if os.Getenv("TEAM_HOOK_E2E_KEEP") == "" {
		return t.TempDir()
	}
	dir, err := os.MkdirTemp("", "team-hook-e2e-"+t.Name()+"-")
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("project kept at %s", dir)
	return dir
}

// writeFile writes a project file, creating its folders.
func (s *session) writeFile(rel, content string, mode os.FileMode) string {
	s.t.Helper()
	p := filepath.Join(s.project, rel)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		s.t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(content), mode); err != nil {
		s.t.Fatal(err)
	}
	return p
}

// ledgerDir is where the hook keeps its ledger by default.
func (s *session) ledgerDir() string { return filepath.Join(s.project, ".claude", "team-hook") }
