package cli

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/team-hook/team-hook/internal/agents"
	"github.com/team-hook/team-hook/internal/config"
	"github.com/team-hook/team-hook/internal/engine"
	"github.com/team-hook/team-hook/internal/ledger"
	"github.com/team-hook/team-hook/internal/version"
)

const doctorUsage = `Usage: team-hook doctor [--json] [--plugin-root DIR] [--project DIR]

Checks the installation: is this binary the version the plugin's launcher
expects, which Claude Code is on PATH and whether team-hook was tested
against it, whether hooks.json registers every event team-hook needs,
whether the ledger is writable, and which contracts apply to each agent it
can find. Exit 0: all well; 1: something is wrong (each problem says how to
fix it).

Flags:
      --json               print the checks as JSON
      --plugin-root DIR    the plugin to check (default: $CLAUDE_PLUGIN_ROOT, else the plugin this binary belongs to)
      --project DIR        the project (default: $CLAUDE_PROJECT_DIR, else the current directory)

Example:
  team-hook doctor
`

type doctorCheck struct {
	Name   string `json:"name"`
	OK     bool   `json:"ok"`
	Detail string `json:"detail"`
}

type doctorAgent struct {
	AgentType string   `json:"agent_type"`
	Path      string   `json:"path"`
	Contracts []string `json:"contracts"`
}

type doctorReport struct {
	OK     bool          `json:"ok"`
	Checks []doctorCheck `json:"checks"`
	Agents []doctorAgent `json:"agents"`
}

// neededTools lists the PostToolUse tools delivery and todo-first listen to.
// Task, the Agent tool's former name, may be left out.
func neededTools() []string {
	return slices.DeleteFunc(engine.ToolsHandled(), func(tool string) bool { return tool == "Task" })
}

func runDoctor(env *Env, args []string) int {
	fs := flags("doctor")
	asJSON := fs.Bool("json", false, "")
	root := fs.String("plugin-root", "", "")
	project := fs.String("project", "", "")
	if code, done := parse(fs, doctorUsage, env, args); done {
		return code
	}
	if *root == "" {
		*root = env.Getenv("CLAUDE_PLUGIN_ROOT")
	}
	if *root == "" {
		*root = pluginRootOfExecutable()
	}
	if *project == "" {
		*project = env.Getenv("CLAUDE_PROJECT_DIR")
	}
	if *project == "" {
		*project, _ = os.Getwd()
	}
	rep := doctorReport{OK: true}
	add := func(c doctorCheck) {
		rep.Checks = append(rep.Checks, c)
		rep.OK = rep.OK && c.OK
	}
	add(doctorBinary(*root))
	add(doctorClaude())
	add(doctorHooks(*root))
	add(doctorLedger(placeIn(env, *project, "").Ledger))
	cfg, _ := config.FromEnv(env.Getenv)
	rep.Agents = doctorAgents(env.Getenv, cfg, *root, *project)

	if *asJSON {
		enc := json.NewEncoder(env.Stdout)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		_ = enc.Encode(rep)
	} else {
		for _, c := range rep.Checks {
			mark := "ok "
			if !c.OK {
				mark = "✗  "
			}
			fmt.Fprintf(env.Stdout, "%s %-10s %s\n", mark, c.Name, c.Detail)
		}
		fmt.Fprintln(env.Stdout, "\nContracts per agent:")
		for _, a := range rep.Agents {
			fmt.Fprintf(env.Stdout, "  %-28s %s\n", a.AgentType, strings.Join(a.Contracts, ", "))
		}
		fmt.Fprintln(env.Stdout, "  (any other agent)            envelope, no-deferral")
	}
	if !rep.OK {
		return ExitViolations
	}
	return ExitOK
}

// pluginRootOfExecutable finds the plugin this binary was built into
// (<root>/.build/team-hook-<version>).
func pluginRootOfExecutable() string {
	exe, err := os.Executable()
	if err != nil {
		return ""
	}
	if real, err := filepath.EvalSymlinks(exe); err == nil {
		exe = real
	}
	root := filepath.Dir(filepath.Dir(exe))
	if _, err := os.Stat(filepath.Join(root, ".claude-plugin", "plugin.json")); err == nil {
		return root
	}
	return ""
}

// launcherVersion is the version bin/team-hook runs: the launcher script's
// version= line, or, in an installed plugin where the launcher has copied
// the binary over itself, what that binary says.
func launcherVersion(root string) (string, error) {
	path := filepath.Join(root, "bin", "team-hook")
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	if sc.Scan() && !strings.HasPrefix(sc.Text(), "#!") {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		out, err := exec.CommandContext(ctx, path, "version").Output()
		if f := strings.Fields(string(out)); err == nil && len(f) >= 2 && f[0] == "team-hook" {
			return f[1], nil
		}
		return "", fmt.Errorf("%s is neither the launcher nor a team-hook binary", path)
	}
	for sc.Scan() {
		if v, ok := strings.CutPrefix(strings.TrimSpace(sc.Text()), "version="); ok {
			return v, nil
		}
	}
	return "", fmt.Errorf("no version= line in %s", path)
}

func doctorBinary(root string) doctorCheck {
	if root == "" {
		return doctorCheck{"binary", false, fmt.Sprintf("team-hook %s, but no plugin found: pass --plugin-root or run it through the plugin's bin/team-hook", version.Version)}
	}
	lv, err := launcherVersion(root)
	if err != nil {
		return doctorCheck{"binary", false, fmt.Sprintf("cannot read the launcher: %v", err)}
	}
	if lv != version.Version {
		return doctorCheck{"binary", false, fmt.Sprintf("this binary is %s but the plugin's launcher runs %s: run 'make build' in %s (or start a new session to rebuild)", version.Version, lv, root)}
	}
	return doctorCheck{"binary", true, fmt.Sprintf("team-hook %s, current for the plugin at %s", version.Version, root)}
}

func doctorClaude() doctorCheck {
	path, err := exec.LookPath("claude")
	if err != nil {
		return doctorCheck{"claude", false, "Claude Code is not on PATH (install: npm install -g @anthropic-ai/claude-code)"}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, path, "--version").Output()
	if err != nil {
		return doctorCheck{"claude", false, fmt.Sprintf("%s --version failed: %v", path, err)}
	}
	v := strings.Fields(string(out))
	if len(v) == 0 {
		return doctorCheck{"claude", false, fmt.Sprintf("%s --version printed nothing", path)}
	}
	if slices.Contains(version.Tested, v[0]) {
		return doctorCheck{"claude", true, fmt.Sprintf("Claude Code %s (%s), a version team-hook was tested against", v[0], path)}
	}
	return doctorCheck{"claude", true, fmt.Sprintf("Claude Code %s (%s); team-hook was tested against %s: it decodes newer payloads tolerantly, but report anything odd", v[0], path, strings.Join(version.Tested, ", "))}
}

type hooksFile struct {
	Hooks map[string][]struct {
		Matcher string `json:"matcher"`
		Hooks   []struct {
			Type    string   `json:"type"`
			Command string   `json:"command"`
			Args    []string `json:"args"`
		} `json:"hooks"`
	} `json:"hooks"`
}

func doctorHooks(root string) doctorCheck {
	if root == "" {
		return doctorCheck{"hooks", false, "no plugin to check"}
	}
	path := filepath.Join(root, "hooks", "hooks.json")
	data, err := os.ReadFile(path)
	if err != nil {
		return doctorCheck{"hooks", false, fmt.Sprintf("%v", err)}
	}
	var hf hooksFile
	if err := json.Unmarshal(data, &hf); err != nil {
		return doctorCheck{"hooks", false, fmt.Sprintf("%s: %v", path, err)}
	}
	ours := func(event string) (matchers []string) {
		for _, g := range hf.Hooks[event] {
			for _, h := range g.Hooks {
				cmd := h.Command + " " + strings.Join(h.Args, " ")
				if strings.Contains(cmd, "team-hook") && strings.Contains(cmd, "hook") {
					matchers = append(matchers, g.Matcher)
				}
			}
		}
		return matchers
	}
	var missing []string
	for _, ev := range []string{"SubagentStop", "UserPromptSubmit"} {
		if len(ours(ev)) == 0 {
			missing = append(missing, ev)
		}
	}
	post := ours("PostToolUse")
	for _, tool := range neededTools() {
		covered := false
		for _, m := range post {
			if m == "" || m == "*" || slices.Contains(strings.Split(m, "|"), tool) {
				covered = true
			}
		}
		if !covered {
			missing = append(missing, "PostToolUse:"+tool)
		}
	}
	if len(missing) > 0 {
		return doctorCheck{"hooks", false, fmt.Sprintf("%s does not register team-hook for %s", path, strings.Join(missing, ", "))}
	}
	return doctorCheck{"hooks", true, fmt.Sprintf("%s registers SubagentStop, UserPromptSubmit and PostToolUse on %s", path, strings.Join(neededTools(), ", "))}
}

func doctorLedger(dir string) doctorCheck {
	s, err := ledger.Open(dir)
	if err != nil {
		return doctorCheck{"ledger", false, fmt.Sprintf("%v: pending questions cannot be recorded and the retry budget falls back to one block", err)}
	}
	probe, err := os.CreateTemp(s.Dir(), ".doctor-*")
	if err != nil {
		return doctorCheck{"ledger", false, fmt.Sprintf("%s is not writable: %v", dir, err)}
	}
	probe.Close()
	os.Remove(probe.Name())
	return doctorCheck{"ledger", true, fmt.Sprintf("%s is writable", dir)}
}

func doctorAgents(getenv func(string) string, cfg config.Config, root, project string) []doctorAgent {
	var out []doctorAgent
	env := agents.EnvFrom(getenv, project)
	scan := func(dir, prefix string) {
		entries, _ := os.ReadDir(dir)
		for _, e := range entries {
			if e.IsDir() || !strings.HasSuffix(e.Name(), ".md") {
				continue
			}
			def, err := agents.ReadDefinition(filepath.Join(dir, e.Name()))
			if err != nil {
				continue
			}
			var cs []string
			for _, n := range cfg.Contracts(agents.Skills(def)).Names() {
				cs = append(cs, string(n))
			}
			out = append(out, doctorAgent{AgentType: prefix + def.Name, Path: def.Path, Contracts: cs})
		}
	}
	if root != "" {
		scan(filepath.Join(root, "agents"), agents.PluginName+":")
	}
	scan(filepath.Join(project, ".claude", "agents"), "")
	if env.ConfigDir != "" {
		scan(filepath.Join(env.ConfigDir, "agents"), "")
	}
	return out
}
