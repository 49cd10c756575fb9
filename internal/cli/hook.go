package cli

import (
	"fmt"
	"hash/fnv"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/team-hook/team-hook/internal/agents"
	"github.com/team-hook/team-hook/internal/config"
	"github.com/team-hook/team-hook/internal/engine"
	"github.com/team-hook/team-hook/internal/hook"
	"github.com/team-hook/team-hook/internal/install"
	"github.com/team-hook/team-hook/internal/ledger"
	"github.com/team-hook/team-hook/internal/notice"
)

const hookUsage = `Usage: team-hook hook [flags] < event.json

Reads one hook event of Claude Code, GitHub Copilot CLI or OpenAI Codex CLI
on stdin and prints at most one JSON answer on stdout, in that host's shape.
The plugin's hooks files run it for SessionStart (say once that enforcement
starts, and any bad option), SubagentStop (check the final message),
PostToolUse (deliver pending questions, record answers and resumes, journal
todo calls, learn a team's tasks), UserPromptSubmit (deliver questions of
background agents), and for agent teams Stop (a pane teammate's turn end; a
lead told what its teammates left), PreToolUse (the team rules' refusals),
TaskCreated, TaskCompleted and TeammateIdle. Run with no command and an
event piped in, team-hook does the same.

Its own failures never block a session unless --failure-mode=closed: it exits
0 and says what went wrong in a systemMessage.

Flags:
      --host string            claude, copilot or codex (default: detected from the event and the environment)
      --failure-mode string    open (default) or closed; also plugin option failure_mode
      --retry-budget int       blocks per stop before a dispatch failure (default 2; plugin option retry_budget)
      --ledger DIR             ledger folder (default <project>/.claude/team-hook; plugin option ledger_dir)
      --stdin-timeout duration how long to wait for the event (default 5s; below the hooks' timeout)

Example:
  team-hook hook < SubagentStop.json
  team-hook hook --host codex < SubagentStop.json
`

func runHook(env *Env, args []string) int {
	fs := flags("hook")
	hostFlag := fs.String("host", "", "")
	mode := fs.String("failure-mode", "", "")
	budget := fs.String("retry-budget", "", "")
	ledgerDir := fs.String("ledger", "", "")
	timeout := fs.Duration("stdin-timeout", hook.DefaultReadTimeout, "")
	if code, done := parse(fs, hookUsage, env, args); done {
		if code != ExitOK {
			// Never a blocking exit code from a hook: say it and go on.
			host, _ := hostFor("", env.Getenv, nil)
			return answer(env, host, "", hook.Decision{Message: "team-hook: bad hook arguments in the plugin's hooks file: " + fmt.Sprint(args)})
		}
		return code
	}
	// First the event: one the engine ignores is answered before anything
	// else is read or built.
	var p hook.Payload
	data, readErr := hook.Read(env.Stdin, *timeout)
	// A checked stop's statistics keep the time the hook took from here:
	// its own work, not the wait for the host to write the event.
	started := time.Now()
	if readErr == nil {
		p, readErr = hook.ParsePayload(data)
	}
	host, hostErr := hostFor(*hostFlag, env.Getenv, p)
	var ev *hook.Event
	if readErr == nil {
		ev, readErr = host.decode(p)
	}
	if readErr == nil && (host.skip(ev) || engine.Ignored(ev)) {
		return ExitOK // bad options are told at SessionStart, not on every event
	}
	cfg, cfgErrs := config.FromEnv(env.Getenv)
	if hostErr != nil {
		cfgErrs = append(cfgErrs, hostErr)
	}
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
		return answer(env, host, "", engine.Finish(hook.Decision{}, engine.OwnFailure(readErr), cfg))
	}
	if ev.Name == hook.SessionStart {
		if err := checkOwnRelease(env.Getenv); err != nil {
			cfgErrs = append(cfgErrs, err)
		}
	}
	deps := depsFor(env, host, cfg, ev)
	if engine.Idle(ev, deps) {
		return ExitOK // as for an ignored event: a stat said there is nothing to do
	}
	deps.ConfigErrors = cfgErrs
	deps.Started = started
	return answer(env, host, ev.Name, safely(func() hook.Decision { return engine.Decide(ev, deps) }, cfg))
}

// safely is decide's decision, or, when decide panics, the failure policy's
// answer to an own failure: a panic would exit 2 with a stack trace, which
// Claude Code reads as a block of whatever the event was.
func safely(decide func() hook.Decision, cfg config.Config) (d hook.Decision) {
	defer func() {
		if p := recover(); p != nil {
			d = engine.Finish(hook.Decision{}, engine.OwnFailure(fmt.Errorf("internal error: %v", p)), cfg)
		}
	}()
	return decide()
}

// answer writes the host's answer to the event and returns its exit code.
func answer(env *Env, host adapter, event string, d hook.Decision) int {
	a := host.encode(event, d)
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

// depsFor is what the engine may use for ev: the project, its ledger, the
// options, where agent definitions are, the host's tools. The project is
// the environment's CLAUDE_PROJECT_DIR, else the event's cwd, else the
// working directory; on a host that runs hooks outside the project
// (Copilot CLI runs plugin hooks in the plugin's folder) or names it
// nowhere else (Codex CLI), the event's cwd comes first.
func depsFor(env *Env, host adapter, cfg config.Config, ev *hook.Event) engine.Deps {
	candidates := []string{env.Getenv("CLAUDE_PROJECT_DIR"), ev.Cwd}
	if host.projectFromEvent {
		candidates[0], candidates[1] = candidates[1], candidates[0]
	}
	project := ""
	for _, c := range candidates {
		if c != "" {
			project = c
			break
		}
	}
	if project == "" {
		project, _ = os.Getwd()
	}
	ag := agents.EnvFrom(env.Getenv, project)
	ag.RolesArePluginAgents = host.rolesAreAgents
	return engine.Deps{
		Now:        time.Now,
		ProjectDir: project,
		Ledger:     ledger.At(ledgerDirIn(project, cfg.LedgerDir)),
		Config:     cfg,
		Agents:     ag,
		Host:       host.tools,
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

// checkOwnRelease tells, at a session's start, when this binary is a
// release's and no longer matches its SHA256SUMS: after the launcher put
// it in its own place no script checks it again, so a binary changed
// since would otherwise run without a word. The check hashes the binary
// only when it changed since it last passed (its size, time and inode are
// remembered beside the notices), so an unchanged install costs a stat.
func checkOwnRelease(getenv func(string) string) error {
	root := getenv("CLAUDE_PLUGIN_ROOT")
	if root == "" || install.KindOf(root) != install.Release {
		return nil
	}
	exe, err := os.Executable()
	if err != nil {
		return nil
	}
	if real, err := filepath.EvalSymlinks(exe); err == nil {
		exe = real
	}
	if r, err := filepath.EvalSymlinks(root); err == nil {
		root = r
	}
	if rel, err := filepath.Rel(root, exe); err != nil || strings.HasPrefix(rel, "..") {
		return nil // a binary of its own, run with the plugin's variables
	}
	var stamp string
	if dir := noticeDir(getenv); dir != "" {
		if st, err := os.Stat(exe); err == nil {
			stamp = filepath.Join(dir, "verified-"+fileStamp(exe, st))
			if _, err := os.Stat(stamp); err == nil {
				return nil
			}
		}
	}
	if ok, detail := install.Check(root, exe); !ok {
		return fmt.Errorf("this session runs a binary the release did not ship: %s", detail)
	}
	if stamp != "" && os.MkdirAll(filepath.Dir(stamp), 0o700) == nil {
		os.WriteFile(stamp, nil, 0o600)
	}
	return nil
}

// fileStamp names a file's state: its path, size, modification time and
// inode, hashed.
func fileStamp(name string, st os.FileInfo) string {
	h := fnv.New64a()
	fmt.Fprintf(h, "%s\x00%d\x00%d\x00%d", name, st.Size(), st.ModTime().UnixNano(), inode(st))
	return strconv.FormatUint(h.Sum64(), 16)
}
