package e2e

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/team-hook/team-hook/e2e/fakeresponses"
	"github.com/team-hook/team-hook/e2e/fakeserver"
)

// codexVersion is the Codex CLI the scenarios were written against.
const codexVersion = "0.169.0"

var codexCLI = hostCLI{
	name: "codex", pathEnv: "TEAM_HOOK_CODEX", requireEnv: "TEAM_HOOK_REQUIRE_CODEX",
	npm: "@openai/codex", version: codexVersion,
}

var (
	// codexOnce prepares one CODEX_HOME with the plugin installed as a user
	// installs it; every run starts from a copy.
	codexOnce sync.Once
	codexHome string
	codexErr  error
)

// codexBinary finds the client and prepares the CODEX_HOME runs copy, or
// skips the test.
func codexBinary(t *testing.T) string {
	t.Helper()
	bin := findCLI(t, codexCLI)
	dir := plugin(t)
	codexOnce.Do(func() { codexHome, codexErr = prepareCodexHome(t, bin, dir) })
	if codexErr != nil {
		t.Fatal(codexErr)
	}
	return bin
}

// prepareCodexHome installs the plugin folder into a new CODEX_HOME the
// way a user does, offline: the folder as a local marketplace, then the
// plugin from it. Codex copies the plugin into its cache and enables it in
// config.toml.
func prepareCodexHome(t *testing.T, bin, pluginDir string) (string, error) {
	root, err := hostsTemp("codex-home-")
	if err != nil {
		return "", err
	}
	home := filepath.Join(root, ".codex")
	if err := os.MkdirAll(home, 0o755); err != nil {
		return "", err
	}
	env := append(offlineEnv(root), "CODEX_HOME="+home)
	if out, err := runBounded(t, root, env, bin, "--version"); err != nil {
		return "", fmt.Errorf("%s --version: %v\n%s", bin, err, out)
	} else if !strings.Contains(string(out), " "+codexVersion) {
		t.Logf("%s --version: %s; these scenarios were written against %s", bin, strings.TrimSpace(string(out)), codexVersion)
	}
	for _, args := range [][]string{{"plugin", "marketplace", "add", pluginDir}, {"plugin", "add", "team@team-hook"}} {
		if out, err := runBounded(t, root, env, bin, args...); err != nil {
			return "", fmt.Errorf("codex %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	return home, nil
}

// codexRun is one `codex exec` run against a fake Responses API, with a
// throwaway HOME, CODEX_HOME (a copy of the prepared one) and project.
type codexRun struct {
	t       *testing.T
	bin     string
	api     *fakeresponses.Server
	home    string // HOME; CODEX_HOME is home/.codex
	project string
	stdout  []byte
	stderr  []byte
	env     []string // added to the client's environment
	// flags are added to `codex exec`; by default the one that runs hooks
	// the user has not approved in /hooks yet.
	flags []string
}

func newCodexRun(t *testing.T, script fakeresponses.Script) *codexRun {
	t.Helper()
	return newCodexRunAt(t, script, t.TempDir())
}

// newCodexRunAt is newCodexRun with HOME (and so CODEX_HOME, where Codex
// keeps its copy of the plugin) at home.
func newCodexRunAt(t *testing.T, script fakeresponses.Script, home string) *codexRun {
	t.Helper()
	c := &codexRun{
		t:       t,
		bin:     codexBinary(t),
		api:     fakeresponses.New(script),
		home:    home,
		project: projectDir(t),
		flags:   []string{"--dangerously-bypass-hook-trust"},
	}
	if p, err := filepath.EvalSymlinks(c.project); err == nil {
		c.project = p
	}
	t.Cleanup(c.api.Close)
	if err := copyTree(codexHome, c.codexHome()); err != nil {
		t.Fatal(err)
	}
	c.useFakeAPI()
	t.Cleanup(func() {
		if t.Failed() {
			c.logDiagnostics()
		}
	})
	return c
}

// useFakeAPI points CODEX_HOME's config.toml, as the install left it, at
// the fake Responses API.
func (c *codexRun) useFakeAPI() {
	c.t.Helper()
	config, err := os.ReadFile(filepath.Join(c.codexHome(), "config.toml"))
	if err != nil {
		c.t.Fatal(err)
	}
	// Top-level keys must come before the tables the install wrote.
	provider := fmt.Sprintf(`model = "gpt-5.4"
model_provider = "fake"
approval_policy = "never"
sandbox_mode = "danger-full-access"

[model_providers.fake]
name = "fake"
base_url = %q
wire_api = "responses"
supports_websockets = false

`, c.api.URL())
	c.writeCodexFile("config.toml", provider+string(config))
}

func (c *codexRun) codexHome() string { return filepath.Join(c.home, ".codex") }

// writeCodexFile writes a file under CODEX_HOME.
func (c *codexRun) writeCodexFile(rel, content string) string {
	c.t.Helper()
	p := filepath.Join(c.codexHome(), rel)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		c.t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		c.t.Fatal(err)
	}
	return p
}

// appendConfig adds tables to CODEX_HOME's config.toml, after every
// top-level key.
func (c *codexRun) appendConfig(tables string) {
	c.t.Helper()
	data, err := os.ReadFile(filepath.Join(c.codexHome(), "config.toml"))
	if err != nil {
		c.t.Fatal(err)
	}
	c.writeCodexFile("config.toml", string(data)+"\n"+tables)
}

// install installs another plugin from the marketplace folder dir, as
// prepareCodexHome installed team-hook.
func (c *codexRun) install(dir, plugin string) {
	c.t.Helper()
	for _, args := range [][]string{{"plugin", "marketplace", "add", dir}, {"plugin", "add", plugin}} {
		if out, err := runBounded(c.t, c.project, c.environ(), c.bin, args...); err != nil {
			c.t.Fatalf("codex %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
}

// disableTeamHook switches the installed team-hook plugin off, for tests
// of what Codex itself does.
func (c *codexRun) disableTeamHook() {
	c.t.Helper()
	path := filepath.Join(c.codexHome(), "config.toml")
	data, err := os.ReadFile(path)
	if err != nil {
		c.t.Fatal(err)
	}
	const on = "[plugins.\"team@team-hook\"]\nenabled = true"
	if !strings.Contains(string(data), on) {
		c.t.Fatalf("config.toml does not enable team-hook as expected:\n%s", data)
	}
	c.writeCodexFile("config.toml", strings.Replace(string(data), on, strings.Replace(on, "true", "false", 1), 1))
}

// pluginRoot is where Codex keeps its copy of an installed plugin.
func (c *codexRun) pluginRoot(market, plugin string) string {
	c.t.Helper()
	found, _ := filepath.Glob(filepath.Join(c.codexHome(), "plugins", "cache", market, plugin, "*"))
	if len(found) != 1 {
		c.t.Fatalf("installed copies of %s: %v, want one", plugin, found)
	}
	return found[0]
}

func (c *codexRun) environ() []string {
	return append(append(offlineEnv(c.home), "CODEX_HOME="+c.codexHome()), c.env...)
}

// run runs prompt to its end with `codex exec`. A run that does not end in
// time, exits non-zero, or met a broken script fails the test.
func (c *codexRun) run(prompt string) {
	c.t.Helper()
	args := append([]string{"exec", "--skip-git-repo-check", "--json"}, c.flags...)
	args = append(args, prompt)
	c.stdout, c.stderr = runClient(c.t, "codex", c.project, c.environ(), c.bin, args...)
	for _, e := range c.api.Errors() {
		c.t.Errorf("fake API: %v", e)
	}
}

func (c *codexRun) logDiagnostics() {
	t := c.t
	t.Logf("stdout (JSON events):\n%s", c.stdout)
	if len(c.stderr) > 0 {
		t.Logf("stderr:\n%s", c.stderr)
	}
	t.Logf("requests the fake API answered:\n%s", c.api.Summary())
}

// codexDelegation is the script of a run in which the root agent spawns
// one agent (of role agentType; "" for Codex's default), waits for it, and
// ends once it has the result; the agent's replies come from sub.
func codexDelegation(agentType string, sub func(r *fakeresponses.Request) string) fakeresponses.Script {
	return func(r *fakeresponses.Request) *fakeserver.Reply {
		switch calls := r.Calls(); {
		case r.Responses == nil:
			return nil
		case r.IsSubagent():
			return fakeserver.Text(sub(r))
		case len(calls) == 0:
			in := map[string]any{"message": "Find out which database the project should use."}
			if agentType != "" {
				in["agent_type"] = agentType
			}
			return fakeserver.ToolUse("spawn_agent", in)
		case len(calls) == 1:
			out, _ := r.Output(calls[0].CallID)
			var spawned struct {
				AgentID string `json:"agent_id"`
			}
			if err := json.Unmarshal([]byte(out), &spawned); err != nil || spawned.AgentID == "" {
				return fakeserver.Text("spawn_agent gave no agent id: " + out)
			}
			return fakeserver.ToolUse("wait_agent", map[string]any{"targets": []string{spawned.AgentID}, "timeout_ms": 60000})
		}
		return fakeserver.Text("The storage layer is planned.")
	}
}

// waitResult finds the root agent's first request that holds the output of
// its wait_agent call, and the final message it reports for the agent.
func (c *codexRun) waitResult() (*fakeresponses.Request, string) {
	c.t.Helper()
	for _, r := range c.api.Main() {
		for _, call := range r.Calls() {
			if call.Name != "wait_agent" {
				continue
			}
			out, ok := r.Output(call.CallID)
			if !ok {
				continue
			}
			var waited struct {
				Status map[string]struct {
					Completed string `json:"completed"`
				} `json:"status"`
			}
			if err := json.Unmarshal([]byte(out), &waited); err != nil || len(waited.Status) != 1 {
				c.t.Fatalf("wait_agent output %q: %v", out, err)
			}
			for _, s := range waited.Status {
				return r, s.Completed
			}
		}
	}
	c.t.Fatal("the root agent never received the output of its wait_agent call")
	return nil, ""
}

// teamHookNotes are the developer messages of r that team-hook's context
// became: what the root agent was told.
func teamHookNotes(r *fakeresponses.Request) []string {
	var out []string
	for _, m := range r.Messages("developer") {
		if strings.Contains(string(m.Content), "team-hook:") {
			out = append(out, string(m.Content))
		}
	}
	return out
}

// agentMessages are the texts of the agent_message items of codex exec's
// JSON output: what the run answered.
func (c *codexRun) agentMessages() []string {
	var out []string
	for _, line := range bytes.Split(c.stdout, []byte("\n")) {
		var ev struct {
			Type string `json:"type"`
			Item struct {
				Type string `json:"type"`
				Text string `json:"text"`
			} `json:"item"`
		}
		if json.Unmarshal(line, &ev) == nil && ev.Type == "item.completed" && ev.Item.Type == "agent_message" {
			out = append(out, ev.Item.Text)
		}
	}
	return out
}

// ledgerDir is where the hook keeps its ledger by default: Codex runs hooks
// in the project and the hook takes the project from the payload's cwd.
func (c *codexRun) ledgerDir() string { return filepath.Join(c.project, ".claude", "team-hook") }

// runInteractive runs prompt in Codex's interactive client, under a
// pseudo-terminal, with request_user_input offered outside Plan mode
// (default_mode_request_user_input) and the project trusted. Once
// request_user_input's form is up (Codex tells the terminal it waits on a
// question), it submits the selected option of each question (the first)
// until answered reports the answer given. It ends the client once done
// reports the run over.
func (c *codexRun) runInteractive(prompt string, answered, done func() bool) {
	c.t.Helper()
	c.appendConfig(fmt.Sprintf("[features]\ndefault_mode_request_user_input = true\n\n[projects.%q]\ntrust_level = \"trusted\"\n", c.project))
	asking := false
	press := func(_, raw string) bool {
		asking = asking || strings.Contains(raw, "state=blocked:app=codex:kind=question")
		return asking && !answered()
	}
	runInteractive(c.t, c.project, c.environ(), c.bin, append(slices.Clone(c.flags), prompt), press, done)
	for _, e := range c.api.Errors() {
		c.t.Errorf("fake API: %v", e)
	}
}
