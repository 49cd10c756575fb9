package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/team-hook/team-hook/internal/agents"
	"github.com/team-hook/team-hook/internal/config"
	"github.com/team-hook/team-hook/internal/contract"
	"github.com/team-hook/team-hook/internal/engine"
	"github.com/team-hook/team-hook/internal/hook"
	"github.com/team-hook/team-hook/internal/host/claude"
	"github.com/team-hook/team-hook/internal/host/codex"
	"github.com/team-hook/team-hook/internal/install"
	"github.com/team-hook/team-hook/internal/version"
)

const doctorUsage = `Usage: team-hook doctor [--json] [--strict] [--plugin-root DIR] [--project DIR]

Checks the installation on every host it finds (Claude Code, Copilot CLI,
Codex CLI: the client on PATH, or its settings in your home), each against
that host's own files, one line per check:
  hosts       which hosts this machine has
  plugin      Claude Code: team is installed and enabled for the project (as
              'claude plugin list --json' run there says); the release, the
              repository's entry built from source, or a hooks file linked
              by hand all count
  copilot     Copilot CLI: team is enabled in ~/.copilot/settings.json
  codex       Codex CLI: where team is enabled, it trusts its hooks
  options     the plugin options saved in Claude Code's settings are valid
  binary      this binary is the one the plugin runs: the release's, matching
              SHA256SUMS, or the build of the source beside it
  claude      Claude Code is at least ` + version.MinClaude + `
  hooks       each host's hooks file (hooks.json, hooks/copilot.json,
              hooks/codex.json, or one linked by hand) registers SessionStart,
              SubagentStop, UserPromptSubmit and PostToolUse
  ledger      the project's ledger (option ledger_dir) can be written
  todo-tools  agents under todo-first have Claude Code's todo tools (a warning)
  codex-plan  Codex offers its agents update_plan, which todo-first reads (a
              warning)
then which contracts apply to each agent it can find, with the options.
It changes nothing: it creates no ledger and builds nothing.

Exit 0: nothing is wrong (warnings are printed, marked !); 1: something is
wrong (marked ✗; each line says how to fix it), or, with --strict, a
warning; 2: usage error.

Flags:
      --json               print the same facts as JSON: {"ok","project","plugin_root",
                           "checks":[{"name","status","ok","detail"}],"options",
                           "todo_tools","agents","other_agents"}
      --strict             warnings fail too (exit 1)
      --plugin-root DIR    the plugin to check (default: $CLAUDE_PLUGIN_ROOT, else the plugin
                           this binary belongs to, else the one a host has installed,
                           else the project when it is a checkout of the plugin)
      --project DIR        the project (default: found as status finds it)

Example:
  team-hook doctor
  team-hook doctor --strict
`

// Check statuses. A warning is something the user may have chosen, but
// should know: it fails the exit code only with --strict.
const (
	statusOK   = "ok"
	statusWarn = "warn"
	statusFail = "fail"
)

type doctorCheck struct {
	Name   string `json:"name"`
	Status string `json:"status"`
	OK     bool   `json:"ok"`
	Detail string `json:"detail"`
}

type doctorAgent struct {
	AgentType string   `json:"agent_type"`
	Path      string   `json:"path"`
	Contracts []string `json:"contracts"`
}

type doctorOptions struct {
	// InForce is each option's value as the hook uses it.
	InForce map[string]string `json:"in_force"`
	// Saved is what Claude Code's settings hold, where it differs from
	// nothing: key → value.
	Saved map[string]string `json:"saved"`
	From  string            `json:"from"`
}

type doctorTodo struct {
	Needed    bool     `json:"needed"` // some agent lives under todo-first
	Available bool     `json:"available"`
	Tools     []string `json:"tools"`
	Model     string   `json:"model"`
	Reason    string   `json:"reason"`
}

type doctorReport struct {
	OK          bool          `json:"ok"`
	Project     string        `json:"project"`
	PluginRoot  string        `json:"plugin_root"`
	Checks      []doctorCheck `json:"checks"`
	Options     doctorOptions `json:"options"`
	TodoTools   doctorTodo    `json:"todo_tools"`
	Agents      []doctorAgent `json:"agents"`
	OtherAgents []string      `json:"other_agents"` // the contracts of any agent not listed

	failed, warned bool // a check failed; one warned
}

func (r *doctorReport) add(name, status, format string, a ...any) {
	r.Checks = append(r.Checks, doctorCheck{Name: name, Status: status, OK: status == statusOK, Detail: fmt.Sprintf(format, a...)})
	r.failed = r.failed || status == statusFail
	r.warned = r.warned || status == statusWarn
}

// neededTools lists the PostToolUse tools delivery and todo-first listen to.
// Task, the Agent tool's former name, may be left out.
func neededTools() []string {
	return slices.DeleteFunc(engine.ToolsHandled(), func(tool string) bool { return tool == "Task" })
}

func runDoctor(env *Env, args []string) int {
	fs := flags("doctor")
	asJSON := fs.Bool("json", false, "")
	strict := fs.Bool("strict", false, "")
	root := fs.String("plugin-root", "", "")
	projectFlag := fs.String("project", "", "")
	if code, done := parse(fs, doctorUsage, env, args); done {
		return code
	}
	if fs.NArg() != 0 {
		return usageError(env, "doctor", doctorUsage, "unexpected argument %q", fs.Arg(0))
	}
	pl := locate(env, "")
	if *projectFlag != "" {
		abs, err := filepath.Abs(*projectFlag)
		if err != nil {
			return usageError(env, "doctor", doctorUsage, "--project: %v", err)
		}
		pl = placeIn(env, abs, "")
	}
	rep := &doctorReport{Project: pl.Project}

	// Which hosts there are, and where each has the plugin: which plugin it
	// has installed tells where the plugin is when nothing else does.
	claudePath, claudeVersion, claudeErr := findClaude()
	hosts := findHosts(env.Getenv, claudePath)
	copilotIn, copilotErr := copilotInstall(env.Getenv)
	trust, trustErr := codex.ReadTrust(codexHome(env.Getenv), agents.PluginName)
	codexIn := codexInstall(env.Getenv, trust.Enabled)
	byHand := handHooks(env.Getenv, pl.Project)
	if found, missing := hosts.names(); len(found) > 0 {
		detail := strings.Join(found, ", ") + " found"
		if len(missing) > 0 {
			detail += "; " + strings.Join(missing, " and ") + " not (not checked)"
		}
		rep.add("hosts", statusOK, "%s", detail)
	} else if len(byHand) == 0 {
		rep.add("hosts", statusFail, "none of Claude Code, Copilot CLI and Codex CLI is on PATH or has its settings in %s: install one, then the plugin (see Install in the README)", userHome(env.Getenv))
	}
	elsewhere := copilotIn != nil || codexIn != nil || len(byHand) > 0
	var installed *claude.Plugin
	if hosts.claude {
		installed = doctorPlugin(rep, claudePath, pl.Project, elsewhere)
		elsewhere = elsewhere || installed != nil
	}
	if hosts.copilot {
		doctorCopilot(rep, copilotIn, copilotErr, elsewhere)
	}
	if hosts.codex || len(trust.Enabled) > 0 {
		doctorCodex(rep, trust, trustErr, elsewhere)
	}
	if len(byHand) > 0 {
		rep.add("by-hand", statusOK, "a hooks file linked by hand runs team-hook: %s", strings.Join(byHand, ", "))
	}
	if *root == "" {
		*root = env.Getenv("CLAUDE_PLUGIN_ROOT")
	}
	if *root == "" {
		*root = pluginRootOfExecutable()
	}
	if *root == "" && installed != nil {
		*root = installed.Root()
	}
	if *root == "" && copilotIn != nil {
		*root = copilotIn.Root
	}
	if *root == "" && codexIn != nil {
		*root = codexIn.Root
	}
	if *root == "" && isTeamPlugin(pl.Project) {
		*root = pl.Project // run in a checkout of the plugin itself
	}
	if *root != "" {
		*root, _ = filepath.Abs(*root)
	}
	rep.PluginRoot = *root
	doctorOptionsCheck(rep, pl)
	if *root != "" || len(byHand) == 0 {
		doctorBinary(rep, *root)
	}
	if hosts.claude || !hosts.any() {
		doctorClaude(rep, claudePath, claudeVersion, claudeErr)
	}
	if hosts.claude && (installed != nil || copilotIn == nil && codexIn == nil && len(byHand) == 0) {
		doctorHooks(rep, *root)
	}
	if copilotIn != nil && copilotIn.Root != "" {
		doctorHostHooks(rep, "copilot-hooks", manifestHooks(copilotIn.Root, ".github/plugin/plugin.json"))
	}
	if codexIn != nil && codexIn.Root != "" {
		doctorHostHooks(rep, "codex-hooks", manifestHooks(codexIn.Root, ".codex-plugin/plugin.json"))
	}
	doctorLedger(rep, pl.Ledger)
	rep.Agents = doctorAgents(env.Getenv, pl.Config, *root, pl.Project)
	rep.OtherAgents = names(pl.Config.Contracts(nil))
	if hosts.claude {
		doctorTodoTools(rep, env.Getenv, pl)
	}
	rep.OK = !rep.failed && !(*strict && rep.warned)

	if *asJSON {
		enc := json.NewEncoder(env.Stdout)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		_ = enc.Encode(rep)
	} else {
		marks := map[string]string{statusOK: "ok ", statusWarn: "!  ", statusFail: "✗  "}
		for _, c := range rep.Checks {
			fmt.Fprintf(env.Stdout, "%s %-10s %s\n", marks[c.Status], c.Name, c.Detail)
		}
		fmt.Fprintf(env.Stdout, "\nContracts per agent (%s):\n", pl.Config.InForce())
		for _, a := range rep.Agents {
			fmt.Fprintf(env.Stdout, "  %-28s %s\n", a.AgentType, strings.Join(a.Contracts, ", "))
		}
		fmt.Fprintf(env.Stdout, "  %-28s %s\n", "(any other agent)", strings.Join(rep.OtherAgents, ", "))
	}
	if !rep.OK {
		return ExitViolations
	}
	return ExitOK
}

func names(s contract.Set) []string {
	var out []string
	for _, n := range s.Names() {
		out = append(out, string(n))
	}
	return out
}

// findClaude is the claude on PATH and the version it reports.
func findClaude() (path, ver string, err error) {
	path, err = exec.LookPath("claude")
	if err != nil {
		return "", "", err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, path, "--version").Output()
	if err != nil {
		return path, "", fmt.Errorf("%s --version failed: %v", path, err)
	}
	v := strings.Fields(string(out))
	if len(v) == 0 {
		return path, "", fmt.Errorf("%s --version printed nothing", path)
	}
	return path, v[0], nil
}

// claudeInstallHint is how to install the supported Claude Code.
const claudeInstallHint = "npm install -g @anthropic-ai/claude-code@" + version.MinClaude

// doctorPlugin asks Claude Code whether team is installed and enabled for
// the project, and returns the plugin it loads (nil when none). Not
// installed there is a problem only when no other host has it either.
func doctorPlugin(rep *doctorReport, claudePath, project string, elsewhere bool) *claude.Plugin {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	dir := project
	for !isDir(dir) && filepath.Dir(dir) != dir {
		dir = filepath.Dir(dir) // a project not made yet: its settings are the user's
	}
	all, err := claude.ListPlugins(ctx, claudePath, dir)
	if err != nil {
		rep.add("plugin", statusFail, "cannot tell whether team is installed: %v", err)
		return nil
	}
	var ours []claude.Plugin
	for _, p := range all {
		if isOurPluginID(p.ID) || isTeamPlugin(p.Root()) {
			ours = append(ours, p)
		}
	}
	if len(ours) == 0 {
		if elsewhere {
			rep.add("plugin", statusOK, "team is not installed in Claude Code (it runs elsewhere, below); to add it: %s", installLines("claude"))
			return nil
		}
		rep.add("plugin", statusFail, "team is not installed in Claude Code, so no session runs its hooks: %s (a session started with --plugin-dir loads it for that session only)", installLines("claude"))
		return nil
	}
	for i, p := range ours {
		if p.Enabled {
			rep.add("plugin", statusOK, "%s %s is installed (%s scope, %s) and enabled; Claude Code loads it from %s", p.ID, p.Version, p.Scope, kindName(p.Root()), p.Root())
			return &ours[i]
		}
	}
	p := ours[0]
	rep.add("plugin", statusFail, "%s is installed (%s scope) but disabled for %s, so no session there runs its hooks: claude plugin enable %s", p.ID, p.Scope, project, p.ID)
	return &ours[0]
}

// kindName says what an installed plugin folder is.
func kindName(root string) string {
	switch install.KindOf(root) {
	case install.Release:
		return "the release"
	case install.Source:
		return "built from its source"
	}
	return "neither a release nor source"
}

// doctorCopilot reports team in Copilot CLI's settings.
func doctorCopilot(rep *doctorReport, in *hostInstall, err error, elsewhere bool) {
	switch {
	case err != nil:
		rep.add("copilot", statusFail, "cannot tell whether team is installed in Copilot CLI: %v", err)
	case in == nil && elsewhere:
		rep.add("copilot", statusOK, "team is not installed in Copilot CLI; to add it: %s", installLines("copilot"))
	case in == nil:
		rep.add("copilot", statusFail, "team is not installed in Copilot CLI, so no session runs its hooks: %s", installLines("copilot"))
	case in.Root == "":
		rep.add("copilot", statusOK, "%s is enabled in Copilot CLI (%s); its folder is not a local marketplace, so its hooks file is not checked", in.ID, in.Source)
	default:
		rep.add("copilot", statusOK, "%s is enabled in Copilot CLI (%s, %s), loaded from %s", in.ID, in.Source, kindName(in.Root), in.Root)
	}
}

// doctorOptionsCheck reports each saved option the hook cannot use as
// saved, and what it uses instead.
func doctorOptionsCheck(rep *doctorReport, pl place) {
	saved := map[string]string{}
	var problems []string
	rep.Options.From = pl.OptionsFrom
	if pl.Saved != nil {
		schema := optionSchema()
		for _, key := range slices.Sorted(maps.Keys(pl.Saved)) {
			s := pl.Saved[key]
			saved[key] = s.Value
			o, known := schema[key]
			switch {
			case !known:
				problems = append(problems, fmt.Sprintf("option %s is saved in %s, but team has no such option (known: %s); it does nothing", key, s.File, strings.Join(slices.Sorted(maps.Keys(schema)), ", ")))
			case o.Options != nil && !slices.Contains(o.Options, s.Value):
				problems = append(problems, fmt.Sprintf("option %s is %q in %s, not one of %s: Claude Code ignores it and the hook uses %s", key, s.Value, s.File, strings.Join(o.Options, ", "), o.Default))
			}
		}
	}
	for _, err := range pl.ConfigErrs {
		msg := err.Error()
		if key, _, ok := strings.Cut(strings.TrimPrefix(msg, "option "), ":"); ok && pl.Saved != nil {
			if s, ok := pl.Saved[key]; ok {
				msg += " (saved in " + s.File + ")"
			}
		}
		problems = append(problems, msg)
	}
	rep.Options.Saved = saved
	rep.Options.InForce = inForce(pl.Config)
	if len(problems) == 0 {
		what := "none saved, the defaults apply"
		if len(saved) > 0 {
			what = "saved ones valid"
		}
		if pl.Saved == nil {
			what = "from the environment, valid"
		}
		rep.add("options", statusOK, "%s (%s)", pl.Config.InForce(), what)
		return
	}
	for _, p := range problems {
		rep.add("options", statusFail, "%s; set it with /plugin configure team@team-hook", p)
	}
}

// inForce is each option's value as the hook uses it.
func inForce(c config.Config) map[string]string {
	mode := "open"
	if c.FailClosed {
		mode = "closed"
	}
	join := func(ns []contract.Name) string {
		s := make([]string, len(ns))
		for i, n := range ns {
			s[i] = string(n)
		}
		return strings.Join(s, ",")
	}
	return map[string]string{
		"retry_budget":  strconv.Itoa(c.RetryBudget),
		"failure_mode":  mode,
		"contracts_on":  join(c.On),
		"contracts_off": join(c.Off),
		"ledger_dir":    c.LedgerDir,
	}
}

// pluginRootOfExecutable finds the plugin this binary belongs to: a
// release keeps it in <root>/libexec/ and copies it to <root>/bin/.
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

// doctorBinary checks that this binary is the one the plugin at root runs
// (install.Check: the release's, matching SHA256SUMS, or the build of the
// source beside it), which makes it missing or stale when it is not.
func doctorBinary(rep *doctorReport, root string) {
	if root == "" {
		rep.add("binary", statusFail, "team-hook %s, but no plugin found: pass --plugin-root, or install the plugin (see Install in the README)", version.Version)
		return
	}
	exe, err := os.Executable()
	if err != nil {
		rep.add("binary", statusFail, "cannot find this binary: %v", err)
		return
	}
	if ok, detail := install.Check(root, exe); ok {
		rep.add("binary", statusOK, "%s", detail)
	} else {
		rep.add("binary", statusFail, "%s", detail)
	}
}

// isTeamPlugin reports whether dir is this plugin: its manifest names it.
func isTeamPlugin(dir string) bool {
	data, err := os.ReadFile(filepath.Join(dir, ".claude-plugin", "plugin.json"))
	if err != nil {
		return false
	}
	var m struct {
		Name string `json:"name"`
	}
	return json.Unmarshal(data, &m) == nil && m.Name == agents.PluginName
}

func isDir(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}

func doctorClaude(rep *doctorReport, path, ver string, err error) {
	switch {
	case path == "":
		rep.add("claude", statusFail, "Claude Code is not on PATH: %s", claudeInstallHint)
		return
	case err != nil:
		rep.add("claude", statusFail, "%v", err)
		return
	}
	if older(ver, version.MinClaude) {
		rep.add("claude", statusFail, "Claude Code %s (%s) is older than %s, the oldest team-hook supports: %s", ver, path, version.MinClaude, claudeInstallHint)
		return
	}
	if slices.Contains(version.Tested, ver) {
		rep.add("claude", statusOK, "Claude Code %s (%s), a version team-hook was tested against", ver, path)
		return
	}
	rep.add("claude", statusOK, "Claude Code %s (%s); team-hook was tested against %s: it decodes newer payloads tolerantly, but report anything odd", ver, path, strings.Join(version.Tested, ", "))
}

// older compares dotted versions numerically; an unreadable one is not
// called older.
func older(v, than string) bool {
	a, b := strings.Split(v, "."), strings.Split(than, ".")
	for i := 0; i < len(a) && i < len(b); i++ {
		x, err1 := strconv.Atoi(a[i])
		y, err2 := strconv.Atoi(b[i])
		if err1 != nil || err2 != nil {
			return false
		}
		if x != y {
			return x < y
		}
	}
	return len(a) < len(b)
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

// neededEvents are the events hooks.json must run the hook for, besides
// PostToolUse on neededTools: SessionStart says when enforcement starts.
func neededEvents() []string {
	return []string{hook.SessionStart, hook.SubagentStop, hook.UserPromptSubmit}
}

func doctorHooks(rep *doctorReport, root string) {
	if root == "" {
		rep.add("hooks", statusFail, "no plugin to check")
		return
	}
	path := filepath.Join(root, "hooks", "hooks.json")
	data, err := os.ReadFile(path)
	if err != nil {
		rep.add("hooks", statusFail, "%v", err)
		return
	}
	var hf hooksFile
	if err := json.Unmarshal(data, &hf); err != nil {
		rep.add("hooks", statusFail, "%s: %v", path, err)
		return
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
	for _, ev := range neededEvents() {
		if len(ours(ev)) == 0 {
			missing = append(missing, ev)
		}
	}
	post := ours(hook.PostToolUse)
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
		rep.add("hooks", statusFail, "%s does not register team-hook for %s", path, strings.Join(missing, ", "))
		return
	}
	rep.add("hooks", statusOK, "%s registers %s and PostToolUse on %s", path, strings.Join(neededEvents(), ", "), strings.Join(neededTools(), ", "))
}

// doctorLedger checks that the ledger can be written without making it:
// the ledger folder when it exists, else its nearest existing parent.
func doctorLedger(rep *doctorReport, dir string) {
	at := dir
	for {
		st, err := os.Stat(at)
		if err == nil {
			if !st.IsDir() {
				rep.add("ledger", statusFail, "%s is in the way of the ledger %s: it is not a folder", at, dir)
				return
			}
			break
		}
		if !errors.Is(err, fs.ErrNotExist) && !errors.Is(err, syscall.ENOTDIR) || filepath.Dir(at) == at {
			rep.add("ledger", statusFail, "%s: %v: pending questions cannot be recorded and the retry budget falls back to one block", dir, err)
			return
		}
		at = filepath.Dir(at)
	}
	probe, err := os.CreateTemp(at, ".team-hook-doctor-*")
	if err != nil {
		rep.add("ledger", statusFail, "%s cannot be written (%v): pending questions cannot be recorded and the retry budget falls back to one block", dir, err)
		return
	}
	probe.Close()
	os.Remove(probe.Name())
	if at == dir {
		rep.add("ledger", statusOK, "%s is writable", dir)
		return
	}
	rep.add("ledger", statusOK, "%s does not exist yet; the hook can make it (%s is writable)", dir, at)
}

func doctorAgents(getenv func(string) string, cfg config.Config, root, project string) []doctorAgent {
	var out []doctorAgent
	env := agents.EnvFrom(getenv, project)
	env.PluginRoot = root
	seen := map[string]bool{}
	scan := func(dir, prefix string) {
		entries, _ := os.ReadDir(dir)
		for _, e := range entries {
			if e.IsDir() || !strings.HasSuffix(e.Name(), ".md") {
				continue
			}
			def, err := agents.ReadDefinition(filepath.Join(dir, e.Name()))
			if err != nil || seen[prefix+def.Name] {
				continue // a nearer folder's definition of the same name wins
			}
			seen[prefix+def.Name] = true
			out = append(out, doctorAgent{AgentType: prefix + def.Name, Path: def.Path, Contracts: names(cfg.Contracts(agents.Skills(def)))})
		}
	}
	if root != "" {
		scan(filepath.Join(root, "agents"), agents.PluginName+":")
	}
	_, dirs := env.Dirs("any")
	for _, d := range dirs {
		scan(d, "")
	}
	return out
}

// doctorTodoTools says whether the agents under todo-first have todo tools
// in a session started here: Claude Code 2.1.330 offers them only with
// CLAUDE_CODE_ENABLE_TODO_TOOLS, an older main model, or when a launch
// names them in --tools; CLAUDE_CODE_ENABLE_TASKS=false swaps
// TaskCreate/TaskUpdate for TodoWrite.
func doctorTodoTools(rep *doctorReport, getenv func(string) string, pl place) {
	var needing []string
	for _, a := range rep.Agents {
		if slices.Contains(a.Contracts, string(contract.TodoFirst)) {
			needing = append(needing, a.AgentType)
		}
	}
	if slices.Contains(rep.OtherAgents, string(contract.TodoFirst)) {
		needing = append(needing, "every agent (contracts_on)")
	}
	ss, _ := claude.ReadSessionSettings(claude.SettingsFiles(claude.ConfigDir(getenv), pl.Project))
	lookup := func(k string) string {
		if v := getenv(k); v != "" {
			return v
		}
		return ss.Env[k]
	}
	t := claude.TodoToolsFor(lookup, ss.Model)
	rep.TodoTools = doctorTodo{Needed: len(needing) > 0, Available: t.Available, Tools: t.Tools, Model: t.Model, Reason: t.Reason}
	switch {
	case len(needing) == 0:
		rep.add("todo-tools", statusOK, "no agent lives under todo-first")
	case t.Available:
		rep.add("todo-tools", statusOK, "%s for the agents under todo-first (%s)", strings.Join(t.Tools, ", "), t.Reason)
	default:
		rep.add("todo-tools", statusWarn, "%s live under todo-first, but a session started here has no todo tools (%s), so they cannot keep a todo list and todo-first never sees one: set CLAUDE_CODE_ENABLE_TODO_TOOLS=1 in your shell or in the \"env\" of settings.json", strings.Join(needing, ", "), t.Reason)
	}
}
