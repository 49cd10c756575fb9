// Package engine decides one hook event: Handle takes a host-neutral event
// and what it may use (Deps) and returns one Decision. It routes the event,
// resolves the agent's contracts, gathers what the checks need, runs them,
// keeps the retry budget and moves ledger records through their lifecycle.
// It never reads stdin, prints or exits, and knows no host's wire format:
// the host adapters (internal/host/...) decode events for it and encode its
// decisions.
package engine

import (
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/team-hook/team-hook/internal/agents"
	"github.com/team-hook/team-hook/internal/config"
	"github.com/team-hook/team-hook/internal/hook"
	"github.com/team-hook/team-hook/internal/ledger"
	"github.com/team-hook/team-hook/internal/notice"
	"github.com/team-hook/team-hook/internal/orchestrator"
	"github.com/team-hook/team-hook/internal/team"
	"github.com/team-hook/team-hook/internal/version"
)

// MaxCheckedMessage bounds the final message the checks parse. A real
// final message is a few kilobytes; a larger one is not checked: the stop
// is let through and the user is told so (failure_mode closed blocks it),
// and team-hook check refuses the same file (exit 2), never passing it.
const MaxCheckedMessage = 4 << 20

// TooLarge says why a final message of n bytes is not checked; "" when it
// is read whole.
func TooLarge(n int) string {
	if n <= MaxCheckedMessage {
		return ""
	}
	return fmt.Sprintf("%.1f MiB, over the %d MiB the checks read", float64(n)/(1<<20), MaxCheckedMessage>>20)
}

// Deps is everything a decision may use besides the event: no globals.
type Deps struct {
	Now        func() time.Time
	ProjectDir string        // the project: file:line references, the default ledger
	Ledger     *ledger.Store // this project's ledger (ledger.At: opened on first write)
	Config     config.Config
	// ConfigErrors are the options that were bad, each saying the value
	// used instead; they are told once per session.
	ConfigErrors []error
	Agents       agents.Env   // where agent definitions are looked up
	Host         hook.Host    // the host's names for the orchestrator's tools
	Notices      *notice.Book // what was told in which session; nil: no memory
	// Started is when the hook began on the event (the zero time: when
	// Handle was called); a checked stop's statistics keep the time taken.
	Started time.Time
	// AgentTeams says the session runs with agent teams switched on: its
	// main agent may lead a team before it spawned the first teammate.
	AgentTeams bool
}

// ErrOwnFailure is wrapped by every error Handle returns: team-hook could
// not decide (bad input, an unreadable file, a full disk), which the
// failure policy (Finish) maps to an answer.
var ErrOwnFailure = errors.New("team-hook could not decide")

type ownError struct {
	msg string
	err error
}

func (e *ownError) Error() string { return e.msg }

func (e *ownError) Unwrap() []error { return []error{ErrOwnFailure, e.err} }

// OwnFailure marks err as an own failure of team-hook (for the failure
// policy), keeping its message.
func OwnFailure(err error) error {
	if err == nil || errors.Is(err, ErrOwnFailure) {
		return err
	}
	return &ownError{msg: err.Error(), err: err}
}

// ownFailure wraps err (which may be nil) as an own failure with a message.
func ownFailure(err error, format string, a ...any) error {
	return &ownError{msg: fmt.Sprintf(format, a...), err: err}
}

// toolsHandled are the tools whose PostToolUse the engine acts on; the
// matcher in hooks.json lists the same ones. Task is the Agent tool's
// former name.
func toolsHandled() []string {
	return []string{"Agent", "Task", "AskUserQuestion", "SendMessage", "TaskCreate", "TaskUpdate", "TodoWrite"}
}

// ToolsHandled lists the tools whose PostToolUse the engine acts on.
func ToolsHandled() []string { return toolsHandled() }

// Ignored reports whether the engine has nothing to do for ev whatever the
// ledger, the project or the options hold: a PostToolUse of a tool it does
// not handle, or an event it does not know. It needs nothing but the
// event, so a process can answer such an event first thing.
func Ignored(ev *hook.Event) bool {
	switch ev.Name {
	case hook.SubagentStop, hook.UserPromptSubmit, hook.SessionStart, hook.Stop:
		return false
	case hook.PostToolUse:
		return !slices.Contains(toolsHandled(), ev.ToolName)
	case hook.PreToolUse:
		// The orchestrator's rules (§10) watch the main agent only; the team
		// rules (§9) watch teammates and main agents (a lead, a pane
		// teammate), never a plain subagent.
		orchestratorCall := ev.AgentID == "" && slices.Contains(orchestrator.Tools(), ev.ToolName)
		teamCall := slices.Contains(toolsGated(), ev.ToolName) && (ev.AgentID == "" || team.IsTeammateID(ev.AgentID))
		if ev.ToolName == "Bash" && ev.AgentID == "" && ev.AgentType == "" {
			// Every command of every session: a main agent's matters only
			// in a pane teammate started with a definition (--agent-type),
			// the only one under the team contract.
			teamCall = false
		}
		// A dispatch may carry answers or a handle's interview (§8, §8b);
		// a subagent's edit may be an onboarding agent's, refused.
		dispatchCall := ev.AgentID == "" && isDispatch(ev.ToolName)
		onboardingCall := ev.AgentID != "" && isEdit(ev.ToolName)
		return !orchestratorCall && !teamCall && !dispatchCall && !onboardingCall
	case hook.TaskCreated, hook.TaskCompleted, hook.TeammateIdle:
		// These fire without a matcher in any session with task tools;
		// only a teammate's concern the team rules.
		return ev.TeammateName == "" || ev.TeamName == ""
	}
	return true
}

// run is one Handle call: the event, its deps, and the warnings gathered
// on the way (they reach the user with the decision).
type run struct {
	ev       *hook.Event
	deps     Deps
	warnings []string
}

func (r *run) warn(format string, a ...any) {
	r.warnings = append(r.warnings, fmt.Sprintf(format, a...))
}

// Handle decides one event. An error is an own failure (it wraps
// ErrOwnFailure); the decision beside it is what could still be decided.
func Handle(ev *hook.Event, deps Deps) (hook.Decision, error) {
	if deps.Now == nil {
		deps.Now = time.Now
	}
	if deps.Started.IsZero() {
		deps.Started = deps.Now()
	}
	r := &run{ev: ev, deps: deps}
	var d hook.Decision
	var err error
	if !Ignored(ev) {
		switch ev.Name {
		case hook.SubagentStop:
			d, err = r.agentStop()
		case hook.PostToolUse:
			d, err = r.postToolUse()
		case hook.UserPromptSubmit:
			d, err = r.userPrompt()
		case hook.Stop:
			d, err = r.mainStop()
		case hook.PreToolUse:
			d, err = r.preToolUse()
		case hook.TeammateIdle:
			d, err = r.teamTurnEnd()
		case hook.TaskCompleted:
			if ev.PermissionMode != "" { // only the turn-end path carries it
				d, err = r.teamTurnEnd()
			} else {
				d, err = r.teamEvent()
			}
		case hook.TaskCreated:
			d, err = r.teamEvent()
		}
	}
	d.Warnings = append(d.Warnings, r.warnings...)
	return d, OwnFailure(err)
}

// Decide is the whole answer to ev: Handle, the failure policy (Finish),
// and what team-hook says about itself, once (Tell).
func Decide(ev *hook.Event, deps Deps) hook.Decision {
	d, err := Handle(ev, deps)
	return Tell(ev, Finish(d, err, deps.Config), deps)
}

// Finish applies the failure policy to what Handle returned: with no
// decision, an own failure becomes a system message (failure mode open)
// or a block that says what went wrong (closed); beside a decision it is
// only a warning.
func Finish(d hook.Decision, err error, cfg config.Config) hook.Decision {
	switch {
	case err != nil && d.Block == "" && d.Context == "" && d.Message == "":
		msg := fmt.Sprintf("team-hook could not check this event: %v", err)
		if cfg.FailClosed {
			d.Block = msg + ". (failure mode is closed, so this blocks; set the plugin option failure_mode to open to let such events through)"
		} else {
			d.Message = msg + "; it was let through."
		}
	case err != nil:
		d.Warnings = append(d.Warnings, err.Error()) // the answer stands; say what else went wrong
	}
	return d
}

// Tell adds to d what team-hook says about itself, each thing once: that
// subagent stops are checked, with the options in force, on the first run
// of this version (at SessionStart, or at the first event it handles when
// its binary was still being built when the session started); the bad
// options, with the values used instead, once per session; and no warning
// twice in a session. Without a memory (deps.Notices nil) bad options are
// told at SessionStart only, and readiness is not announced.
func Tell(ev *hook.Event, d hook.Decision, deps Deps) hook.Decision {
	book, session := deps.Notices, ev.SessionID
	if ev.Name == hook.SessionStart {
		now := time.Now
		if deps.Now != nil {
			now = deps.Now
		}
		book.Prune(now())
	}
	if book.FirstRun(version.Version) {
		from := "from this event on"
		if ev.Name == hook.SessionStart {
			from = "from now on"
		}
		msg := fmt.Sprintf("team-hook %s is ready: subagent stops are checked %s (%s).", version.Version, from, deps.Config.InForce())
		if d.Message != "" {
			msg += "\n" + d.Message
		}
		d.Message = msg
	}
	var warnings []string
	if book != nil || ev.Name == hook.SessionStart {
		for _, e := range deps.ConfigErrors {
			warnings = append(warnings, e.Error())
		}
	}
	warnings = append(warnings, d.Warnings...)
	d.Warnings = nil
	for _, w := range warnings {
		if book.First(session, w) {
			d.Warnings = append(d.Warnings, w)
		}
	}
	return d
}
