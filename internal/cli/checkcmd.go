package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/team-hook/team-hook/internal/agents"
	"github.com/team-hook/team-hook/internal/check"
	"github.com/team-hook/team-hook/internal/config"
	"github.com/team-hook/team-hook/internal/contract"
	"github.com/team-hook/team-hook/internal/engine"
	"github.com/team-hook/team-hook/internal/envelope"
	"github.com/team-hook/team-hook/internal/hook"
	"github.com/team-hook/team-hook/internal/host/claude"
	"github.com/team-hook/team-hook/internal/markdown"
	"github.com/team-hook/team-hook/internal/refs"
	"github.com/team-hook/team-hook/internal/todo"
)

const checkUsage = `Usage: team-hook check [flags] FILE|-

Checks a subagent's final message (a Markdown file, or - for stdin) against
the contracts, exactly as the SubagentStop hook would, and prints what is
wrong. Exit 0: clean; 1: violations; 2: usage or I/O error, an unknown
skill, contract or agent.

Which contracts apply is resolved as the hook resolves them: the agent's
definition (--agent-type, looked up like the hook does, from this folder up
to the git root and then ~/.claude/agents) and the skills named with
--skills, then the plugin options contracts_on and contracts_off (from the
environment, else as saved in Claude Code's settings.json files) and
--on/--off; every subagent lives under envelope and no-deferral.

Flags:
      --agent-type T       resolve the contracts from agent T's definition (e.g. team:questioner);
                           an agent with no definition that is not built in is refused
      --skills a,b         preloaded skills of the team plugin (e.g. agent-open-questions,subagent-contract);
                           any other name is refused
      --on c,d             also enforce these contracts
      --off c,d            do not enforce these contracts
      --project DIR        the project: file:line references, agent definitions (default:
                           $CLAUDE_PROJECT_DIR, else the current directory)
      --transcript FILE    subagent transcript (JSONL) for todo-first
      --retry-budget N     print the block reason as attempt 1 of N (default 2)
      --json               print {"ok","violations":[{"contract","message","line","explanation"?}],"questions"}
      --reason             print the block reason the hook would feed back

Examples:
  team-hook check --skills agent-open-questions final.md
  team-hook check --agent-type team:researcher --json final.md
  pbpaste | team-hook check --reason -
`

const renderUsage = `Usage: team-hook render FILE|-

Prints the AskUserQuestion input for the open-questions envelope (or the
AWAITING_USER_INPUT request) in a message, as the orchestrator must pass it.
Exit 0: printed; 1: the message has no valid request (the problems are
printed on stderr); 2: usage or I/O error.

Example:
  team-hook render final.md
`

func readInput(env *Env, name string) ([]byte, error) {
	if name == "-" {
		return io.ReadAll(io.LimitReader(env.Stdin, hook.MaxEvent))
	}
	st, err := os.Stat(name)
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a regular file", name)
	}
	return os.ReadFile(name)
}

func runCheck(env *Env, args []string) int {
	fs := flags("check")
	agentType := fs.String("agent-type", "", "")
	skills := fs.StringSlice("skills", nil, "")
	on := fs.String("on", "", "")
	off := fs.String("off", "", "")
	project := fs.String("project", "", "")
	transcriptPath := fs.String("transcript", "", "")
	budget := fs.String("retry-budget", "", "")
	asJSON := fs.Bool("json", false, "")
	asReason := fs.Bool("reason", false, "")
	if code, done := parse(fs, checkUsage, env, args); done {
		return code
	}
	if fs.NArg() != 1 {
		return usageError(env, "check", checkUsage, "want one message file (or - for stdin), got %d arguments", fs.NArg())
	}
	// The plugin options as the hook is given them, then the flags: check
	// decides as the hook would.
	pl := locate(env, "")
	cfg := pl.Config
	for _, err := range pl.ConfigErrs {
		fmt.Fprintf(env.Stderr, "team-hook check: %v\n", err)
	}
	if *budget != "" {
		if err := cfg.SetRetryBudget(*budget); err != nil {
			return usageError(env, "check", checkUsage, "--retry-budget: %v", err)
		}
	}
	forcedOn, err := config.ParseContracts(*on)
	if err != nil {
		return usageError(env, "check", checkUsage, "--on: %v", err)
	}
	switchedOff, err := config.ParseContracts(*off)
	if err != nil {
		return usageError(env, "check", checkUsage, "--off: %v", err)
	}
	cfg.On, cfg.Off = append(cfg.On, forcedOn...), append(cfg.Off, switchedOff...)
	dir := *project
	if dir == "" {
		dir = env.Getenv("CLAUDE_PROJECT_DIR") // run inside a session
	}
	if dir == "" {
		dir, _ = os.Getwd()
	}
	aenv := agents.EnvFrom(env.Getenv, dir)
	if aenv.PluginRoot == "" {
		// Run from a shell: this binary's own plugin holds team: agents.
		aenv.PluginRoot = pluginRootOfExecutable()
	}
	for _, sk := range *skills {
		if msg := unknownSkill(sk); msg != "" {
			return usageError(env, "check", checkUsage, "--skills: %s", msg)
		}
	}
	contracts, def, err := engine.Contracts(aenv, cfg, *agentType, *skills)
	if *agentType != "" && def == nil {
		if !slices.Contains(agents.BuiltIn(), *agentType) {
			_, dirs := aenv.Dirs(*agentType)
			why := ""
			if err != nil {
				why = fmt.Sprintf(" (%v)", err)
			}
			return usageError(env, "check", checkUsage, "--agent-type: no definition of %q in %s%s; only Claude Code's built-in agents (%s) have none",
				*agentType, strings.Join(dirs, ", "), why, strings.Join(agents.BuiltIn(), ", "))
		}
		fmt.Fprintf(env.Stderr, "team-hook check: %s is a built-in agent: the default contracts apply\n", *agentType)
	}
	for _, sk := range agents.Skills(def) {
		if msg := unknownSkill(sk); msg != "" && (strings.HasPrefix(sk, agents.PluginName+":") || !strings.Contains(sk, ":")) {
			fmt.Fprintf(env.Stderr, "team-hook check: %s preloads %s: Claude Code skips it, so no contract of it is checked (team-hook lint flags it)\n", def.Path, msg)
		}
	}
	data, err := readInput(env, fs.Arg(0))
	if err != nil {
		fmt.Fprintf(env.Stderr, "team-hook check: %v\n", err)
		return ExitUsage
	}
	if why := engine.TooLarge(len(data)); why != "" {
		// Decided as the hook decides: not checked, and said so.
		fmt.Fprintf(env.Stderr, "team-hook check: the message is %s, so it is not checked; the hook lets such a stop through and tells the user (failure_mode closed blocks it)\n", why)
		return ExitUsage
	}
	msg := check.Read(string(data))
	facts := check.Facts{Contracts: contracts, Project: refs.OnDisk(dir)}
	if msg.NeedsTodo(contracts) && *transcriptPath != "" {
		t, err := todo.Rebuild(*transcriptPath, "")
		if err != nil {
			fmt.Fprintf(env.Stderr, "team-hook check: %v\n", err)
			return ExitUsage
		}
		facts.Todo = t
	}
	r := check.Run(msg, facts)
	code := ExitOK
	if !r.OK() {
		code = ExitViolations
	}
	switch {
	case *asJSON:
		writeCheckJSON(env.Stdout, r)
	case *asReason:
		if !r.OK() {
			fmt.Fprintln(env.Stdout, check.Reason(r, 1, cfg.RetryBudget, claude.Tools()))
		}
	default:
		writeCheckText(env.Stdout, r, contracts)
	}
	return code
}

// unknownSkill says why sk is not a skill of the team plugin; "" when it is.
func unknownSkill(sk string) string {
	prefix, _, namespaced := strings.Cut(strings.TrimSpace(sk), ":")
	if contract.IsPluginSkill(sk) && (!namespaced || prefix == agents.PluginName) {
		return ""
	}
	if near := contract.Nearest(contract.SkillBaseName(sk), contract.PluginSkills()); near != "" {
		return fmt.Sprintf("unknown skill %q (did you mean %s?); the team plugin's skills: %s", sk, near, strings.Join(contract.PluginSkills(), ", "))
	}
	return fmt.Sprintf("unknown skill %q; the team plugin's skills: %s", sk, strings.Join(contract.PluginSkills(), ", "))
}

type checkJSON struct {
	OK         bool                 `json:"ok"`
	Violations []contract.Violation `json:"violations"`
	Questions  *envelope.AskInput   `json:"questions"`
	Warnings   []string             `json:"warnings,omitempty"`
}

func writeCheckJSON(w io.Writer, r check.Report) {
	out := checkJSON{OK: r.OK(), Violations: r.Violations, Warnings: r.Warnings}
	if out.Violations == nil {
		out.Violations = []contract.Violation{}
	}
	if r.Request != nil && r.OK() {
		out.Questions = &r.Request.Ask
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	_ = enc.Encode(out)
}

func writeCheckText(w io.Writer, r check.Report, contracts contract.Set) {
	if len(contracts.Names()) == 0 {
		// Nothing applies, as the hook would find: say so rather than print
		// an empty list and a promise that every contract was kept.
		fmt.Fprintln(w, "contracts: none (every one is switched off for this agent): nothing was checked")
		return
	}
	fmt.Fprintf(w, "contracts: %s\n", contracts)
	for _, v := range r.Violations {
		fmt.Fprintf(w, "  ✗ %s\n", v)
	}
	for _, s := range r.Warnings {
		fmt.Fprintf(w, "  ! %s\n", s)
	}
	if r.OK() {
		fmt.Fprintln(w, "ok: the message keeps every contract")
		if r.Request != nil {
			fmt.Fprintf(w, "questions for AskUserQuestion (%s):\n%s\n", r.Request.Form, envelope.Render(r.Request.Ask))
		}
		return
	}
	n := len(r.Violations)
	fmt.Fprintf(w, "%d violation%s\n", n, plural(n))
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func runRender(env *Env, args []string) int {
	fs := flags("render")
	if code, done := parse(fs, renderUsage, env, args); done {
		return code
	}
	if fs.NArg() != 1 {
		return usageError(env, "render", renderUsage, "want one message file (or - for stdin)")
	}
	data, err := readInput(env, fs.Arg(0))
	if err != nil {
		fmt.Fprintf(env.Stderr, "team-hook render: %v\n", err)
		return ExitUsage
	}
	if why := engine.TooLarge(len(data)); why != "" {
		fmt.Fprintf(env.Stderr, "team-hook render: the message is %s; the hook records no questions from it\n", why)
		return ExitUsage
	}
	req, errs := envelope.Find(markdown.Parse(data))
	if req == nil {
		if len(errs) == 0 {
			fmt.Fprintln(env.Stderr, "team-hook render: the message has no open-questions envelope")
		}
		for _, v := range errs {
			fmt.Fprintf(env.Stderr, "team-hook render: %s\n", v)
		}
		return ExitViolations
	}
	fmt.Fprintf(env.Stdout, "%s\n", envelope.Render(req.Ask))
	return ExitOK
}
