package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/team-hook/team-hook/internal/agents"
	"github.com/team-hook/team-hook/internal/config"
	"github.com/team-hook/team-hook/internal/engine"
	"github.com/team-hook/team-hook/internal/hook"
	"github.com/team-hook/team-hook/internal/host/claude"
	"github.com/team-hook/team-hook/internal/ledger"
	"github.com/team-hook/team-hook/internal/notice"
)

const hookUsage = `Usage: team-hook hook [flags] < event.json

Reads one Claude Code hook event on stdin and prints at most one JSON answer
on stdout. hooks.json runs it for SessionStart (say once that enforcement
starts, and any bad option), SubagentStop (check the final message),
PostToolUse (deliver pending questions, record answers and resumes, journal
todo calls, learn a team's tasks), UserPromptSubmit (deliver questions of
background agents), and for agent teams Stop (a pane teammate's turn end; a
lead told what its teammates left), PreToolUse (the team rules' refusals),
TaskCreated, TaskCompleted and TeammateIdle.

Its own failures never block a session unless --failure-mode=closed: it exits
0 and says what went wrong in a systemMessage.

Flags:
      --failure-mode string    open (default) or closed; also plugin option failure_mode
      --retry-budget int       blocks per stop before a dispatch failure (default 2; plugin option retry_budget)
      --ledger DIR             ledger folder (default $CLAUDE_PROJECT_DIR/.claude/team-hook; plugin option ledger_dir)
      --stdin-timeout duration how long to wait for the event (default 5s; below the hooks.json timeout)

Example:
  team-hook hook < SubagentStop.json
`

func runHook(env *Env, args []string) int {
	fs := flags("hook")
	mode := fs.String("failure-mode", "", "")
	budget := fs.String("retry-budget", "", "")
	ledgerDir := fs.String("ledger", "", "")
	timeout := fs.Duration("stdin-timeout", hook.DefaultReadTimeout, "")
	if code, done := parse(fs, hookUsage, env, args); done {
		if code != ExitOK {
			// Never a blocking exit code from a hook: say it and go on.
			return answer(env, "", hook.Decision{Message: "team-hook: bad hook arguments in hooks.json: " + fmt.Sprint(args)})
		}
		return code
	}
	// First the event: one the engine ignores is answered before anything
	// else is read or built.
	ev, readErr := claude.ReadEvent(env.Stdin, *timeout)
	if readErr == nil && engine.Ignored(ev) {
		return ExitOK // bad options are told at SessionStart, not on every event
	}
	// A checked stop's statistics keep the time the hook took from here:
	// its own work, not the wait for the host to write the event.
	started := time.Now()
	cfg, cfgErrs := config.FromEnv(env.Getenv)
	if *mode != "" {
		if err := cfg.SetFailureMode(*mode); err != nil {
			cfgErrs = append(cfgErrs, fmt.Errorf("--failure-mode: %w", err))
		}
	}
	if *budget != "" {
		if err := cfg.SetRetryBudget(*budget); err != nil {
			cfgErrs = append(cfgErrs, fmt.Errorf("--retry-budget: %w", err))
		}
	}
	if *ledgerDir != "" {
		cfg.LedgerDir = *ledgerDir
	}
	if readErr != nil {
		return answer(env, "", engine.Finish(hook.Decision{}, engine.OwnFailure(readErr), cfg))
	}
	deps := depsFor(env, cfg, ev)
	deps.ConfigErrors = cfgErrs
	deps.Started = started
	return answer(env, ev.Name, engine.Decide(ev, deps))
}

// answer writes the host's answer to the event and returns its exit code.
func answer(env *Env, event string, d hook.Decision) int {
	a := claude.Encode(event, d)
	if len(a.Stdout) > 0 {
		if _, err := env.Stdout.Write(a.Stdout); err != nil {
			fmt.Fprintf(env.Stderr, "team-hook: writing the answer: %v\n", err)
		}
	}
	if len(a.Stderr) > 0 {
		env.Stderr.Write(a.Stderr)
	}
	return a.Code
}

// depsFor is what the engine may use for ev: the project (the
// environment's, else the event's cwd, else the working directory), its
// ledger, the options, where agent definitions are, the host's tools.
func depsFor(env *Env, cfg config.Config, ev *hook.Event) engine.Deps {
	project := env.Getenv("CLAUDE_PROJECT_DIR")
	if project == "" && ev != nil {
		project = ev.Cwd
	}
	if project == "" {
		project, _ = os.Getwd()
	}
	return engine.Deps{
		Now:        time.Now,
		ProjectDir: project,
		Ledger:     ledger.At(ledgerDirIn(project, cfg.LedgerDir)),
		Config:     cfg,
		Agents:     agents.EnvFrom(env.Getenv, project),
		Host:       claude.Tools(),
		Notices:    notice.At(noticeDir(env.Getenv)),
		AgentTeams: switchedOn(env.Getenv("CLAUDE_CODE_EXPERIMENTAL_AGENT_TEAMS")),
	}
}

// switchedOn reads a Claude Code switch variable: 1 or true.
func switchedOn(v string) bool {
	v = strings.ToLower(strings.TrimSpace(v))
	return v == "1" || v == "true"
}

// noticeDir is where the hook remembers what it told the user: the
// plugin's data folder, which Claude Code gives every plugin hook; else
// (a hook registered by hand) the user's cache.
func noticeDir(getenv func(string) string) string {
	if d := getenv("CLAUDE_PLUGIN_DATA"); d != "" {
		return filepath.Join(d, "notices")
	}
	cache := getenv("XDG_CACHE_HOME")
	if cache == "" {
		if h := getenv("HOME"); h != "" {
			cache = filepath.Join(h, ".cache")
		}
	}
	if cache == "" {
		return ""
	}
	return filepath.Join(cache, "team-hook", "notices")
}
