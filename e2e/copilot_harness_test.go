package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/team-hook/team-hook/e2e/fakechat"
	"github.com/team-hook/team-hook/e2e/fakeserver"
	"github.com/team-hook/team-hook/internal/testwait"
)

// copilotVersion is the Copilot CLI the scenarios were written against.
const copilotVersion = "1.0.102"

var copilotCLI = hostCLI{
	name: "copilot", pathEnv: "TEAM_HOOK_COPILOT", requireEnv: "TEAM_HOOK_REQUIRE_COPILOT",
	npm: "@github/copilot", version: copilotVersion,
}

var (
	// copilotOnce unpacks Copilot's package (235 MB, on its first run)
	// into one cache every run of the test binary shares.
	copilotOnce     sync.Once
	copilotPkgCache string
	copilotErr      error
)

// copilotBinary finds the client and prepares its shared package cache, or
// skips the test.
func copilotBinary(t *testing.T) string {
	t.Helper()
	bin := findCLI(t, copilotCLI)
	copilotOnce.Do(func() {
		var dir string
		if dir, copilotErr = hostsTemp("copilot-pkg-"); copilotErr != nil {
			return
		}
		copilotPkgCache = dir
		cmd := exec.Command(bin, "--version")
		cmd.Env = append(offlineEnv(dir), "COPILOT_PKG_CACHE_HOME="+dir, "COPILOT_AUTO_UPDATE=false")
		out, err := cmd.CombinedOutput()
		switch {
		case err != nil:
			copilotErr = errors.New(bin + " --version: " + err.Error() + "\n" + string(out))
		case !bytes.Contains(out, []byte(" "+copilotVersion+".")):
			t.Logf("%s --version: %s; these scenarios were written against %s", bin, bytes.TrimSpace(out), copilotVersion)
		}
	})
	if copilotErr != nil {
		t.Fatal(copilotErr)
	}
	return bin
}

// copilotRun is one `copilot -p` run against a fake Chat Completions API,
// with a throwaway HOME and project.
type copilotRun struct {
	t       *testing.T
	bin     string
	plugin  string // --plugin-dir; "" runs the plugins installed in home
	api     *fakechat.Server
	home    string
	project string
	logDir  string
	stdout  []byte
	stderr  []byte
	env     []string // added to the client's environment
}

func newCopilotRun(t *testing.T, script fakechat.Script) *copilotRun {
	t.Helper()
	c := &copilotRun{
		t:       t,
		bin:     copilotBinary(t),
		plugin:  plugin(t),
		api:     fakechat.New(script),
		home:    t.TempDir(),
		project: projectDir(t),
		logDir:  t.TempDir(),
	}
	if p, err := filepath.EvalSymlinks(c.project); err == nil {
		c.project = p
	}
	t.Cleanup(c.api.Close)
	t.Cleanup(func() {
		if t.Failed() {
			c.logDiagnostics()
		}
	})
	return c
}

func (c *copilotRun) environ() []string {
	return append(append(offlineEnv(c.home),
		"COPILOT_PKG_CACHE_HOME="+copilotPkgCache,
		"COPILOT_OFFLINE=true",
		"COPILOT_AUTO_UPDATE=false",
		"COPILOT_PROVIDER_BASE_URL="+c.api.URL(),
		"COPILOT_PROVIDER_TYPE=openai",
		"COPILOT_PROVIDER_WIRE_API=completions",
		"COPILOT_MODEL=gpt-4.1",
	), c.env...)
}

// cli runs a copilot subcommand (plugin install and the like) in c's HOME.
func (c *copilotRun) cli(args ...string) string {
	c.t.Helper()
	out, err := runBounded(c.t, c.project, c.environ(), c.bin, args...)
	if err != nil {
		c.t.Fatalf("copilot %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

// run runs prompt to its end. A run that does not end in time, exits
// non-zero, or met a broken script fails the test.
func (c *copilotRun) run(prompt string) {
	c.t.Helper()
	args := []string{
		"-p", prompt, "--allow-all", "--no-auto-update", "--output-format", "json",
		"--log-dir", c.logDir, "--log-level", "all",
	}
	if c.plugin != "" {
		args = append(args, "--plugin-dir", c.plugin)
	}
	c.stdout, c.stderr = runClient(c.t, "copilot", c.project, c.environ(), c.bin, args...)
	for _, e := range c.api.Errors() {
		c.t.Errorf("fake API: %v", e)
	}
}

// log is everything Copilot logged in this run.
func (c *copilotRun) log() string {
	var b strings.Builder
	files, _ := filepath.Glob(filepath.Join(c.logDir, "*"))
	for _, f := range files {
		data, _ := os.ReadFile(f)
		b.Write(data)
	}
	return b.String()
}

// hookLines are the lines of the log about hooks.
func (c *copilotRun) hookLines() []string {
	var out []string
	for _, line := range strings.Split(c.log(), "\n") {
		if strings.Contains(strings.ToLower(line), "hook") {
			out = append(out, line)
		}
	}
	return out
}

func (c *copilotRun) logDiagnostics() {
	t := c.t
	t.Logf("hook lines of the log:\n%s", strings.Join(c.hookLines(), "\n"))
	t.Logf("stdout:\n%s", c.stdout)
	if len(c.stderr) > 0 {
		t.Logf("stderr:\n%s", c.stderr)
	}
	t.Logf("requests the fake API answered:\n%s", c.api.Summary())
}

// runClient runs a host's client for a whole session, bounded by the test
// run's deadline, and returns what it printed; a timeout or a non-zero exit
// fails the test.
func runClient(t *testing.T, name, dir string, env []string, bin string, args ...string) (stdout, stderr []byte) {
	t.Helper()
	ctx, cancel := testwait.Context(t)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Dir = dir
	cmd.Env = env
	cmd.Stdin = nil // not a terminal, and nothing to read: Codex reads stdin otherwise
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	killGroup(cmd)
	cmd.WaitDelay = 5 * time.Second
	err := cmd.Run()
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		t.Fatalf("%s did not finish before the test run's deadline (go test -timeout)", name)
	}
	switch {
	case errors.Is(err, exec.ErrWaitDelay):
		t.Logf("%s: %v", name, err)
	case err != nil:
		t.Errorf("%s: %v", name, err)
	}
	return out.Bytes(), errOut.Bytes()
}

// runBounded runs a short command (an install step), killed if it is still
// running at the test run's deadline.
func runBounded(t testwait.T, dir string, env []string, bin string, args ...string) ([]byte, error) {
	ctx, cancel := testwait.Context(t)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Dir, cmd.Env = dir, env
	killGroup(cmd)
	cmd.WaitDelay = 5 * time.Second
	return cmd.CombinedOutput()
}

// copilotHookRun is one hook run as Copilot records it in the session's
// events.jsonl: the event (in Copilot's camelCase) and the output it
// accepted, if any.
type copilotHookRun struct {
	HookType string         `json:"hookType"`
	Success  bool           `json:"success"`
	Output   map[string]any `json:"output"`
}

// hookRuns reads the hook.end records of every session of the run.
func (c *copilotRun) hookRuns() []copilotHookRun {
	c.t.Helper()
	files, _ := filepath.Glob(filepath.Join(c.home, ".copilot", "session-state", "*", "events.jsonl"))
	var out []copilotHookRun
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			c.t.Fatal(err)
		}
		for _, line := range bytes.Split(data, []byte("\n")) {
			var ev struct {
				Type string         `json:"type"`
				Data copilotHookRun `json:"data"`
			}
			if json.Unmarshal(line, &ev) == nil && ev.Type == "hook.end" {
				out = append(out, ev.Data)
			}
		}
	}
	return out
}

// hookWarnings are the log lines in which Copilot reports a hook that
// failed (a non-zero exit, or output on stderr): its only trace of them.
func (c *copilotRun) hookWarnings() []string {
	var out []string
	for _, line := range strings.Split(c.log(), "\n") {
		if strings.Contains(line, "Hook warning") || strings.Contains(line, "[hook stderr]") {
			out = append(out, line)
		}
	}
	return out
}

// taskResult finds the orchestrator's first request that holds the result
// of its task call, and that result.
func (c *copilotRun) taskResult() (*fakechat.Request, string) {
	c.t.Helper()
	for _, r := range c.api.Main() {
		for _, call := range r.ToolCalls() {
			if call.Function.Name != "task" {
				continue
			}
			if res, ok := r.ToolResult(call.ID); ok {
				return r, res
			}
		}
	}
	c.t.Fatal("the orchestrator never received the result of its task call")
	return nil, ""
}

// copilotTask is the orchestrator's task call for a subagent, in the
// foreground.
func copilotTask(agentType string) *fakeserver.Reply { return copilotTaskIn(agentType, "sync") }

// copilotTaskIn is the orchestrator's task call for a subagent in mode
// ("sync" or "background").
func copilotTaskIn(agentType, mode string) *fakeserver.Reply {
	return fakeserver.ToolUse("task", map[string]any{
		"name": "database", "description": "Pick a database", "agent_type": agentType,
		"prompt": "Find out which database the project should use.", "mode": mode,
	})
}

// copilotReadAgent is the orchestrator's read_agent call that waits for
// the agent a background task started, named in the task's result.
func copilotReadAgent(taskResult string) *fakeserver.Reply {
	id := copilotAgentID(taskResult)
	if id == "" {
		return fakeserver.Text("no agent id in " + taskResult)
	}
	return fakeserver.ToolUse("read_agent", map[string]any{"agent_id": id, "wait": true, "timeout": 60})
}

// copilotAgentID is the agent id a background task's result names.
func copilotAgentID(taskResult string) string {
	m := regexp.MustCompile(`agent_id: ([0-9a-f-]+)`).FindStringSubmatch(taskResult)
	if m == nil {
		return ""
	}
	return m[1]
}

// ledgerDir is where the hook keeps its ledger by default: Copilot gives
// plugin hooks the project as CLAUDE_PROJECT_DIR.
func (c *copilotRun) ledgerDir() string { return filepath.Join(c.project, ".claude", "team-hook") }

// runInteractive runs prompt in Copilot's interactive client (-i), the
// only mode that offers ask_user, under a pseudo-terminal. It trusts the
// project when asked, and whenever ask_user's form waits for the user it
// accepts the selected choice of each field (the first, unless the field
// has a default). It ends the client once done reports the run over.
func (c *copilotRun) runInteractive(prompt string, done func() bool) {
	c.t.Helper()
	args := []string{"-i", prompt, "--allow-all", "--no-auto-update", "--log-dir", c.logDir, "--log-level", "all"}
	if c.plugin != "" {
		args = append(args, "--plugin-dir", c.plugin)
	}
	press := func(drawn, _ string) bool {
		return strings.Contains(drawn, "Do you trust the files in this folder?") || strings.Contains(drawn, "ctrl+d decline")
	}
	runInteractive(c.t, c.project, c.environ(), c.bin, args, press, done)
	for _, e := range c.api.Errors() {
		c.t.Errorf("fake API: %v", e)
	}
}
