package cli

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/team-hook/team-hook/internal/agents"
	"github.com/team-hook/team-hook/internal/check"
	"github.com/team-hook/team-hook/internal/config"
	"github.com/team-hook/team-hook/internal/contract"
	"github.com/team-hook/team-hook/internal/deliver"
	"github.com/team-hook/team-hook/internal/early"
	"github.com/team-hook/team-hook/internal/envelope"
	"github.com/team-hook/team-hook/internal/hook"
	"github.com/team-hook/team-hook/internal/ledger"
	"github.com/team-hook/team-hook/internal/todo"
	"github.com/team-hook/team-hook/internal/transcript"
)

const hookUsage = `Usage: team-hook hook [flags] < event.json

Reads one Claude Code hook event on stdin and prints at most one JSON answer
on stdout. hooks.json runs it for SubagentStop (check the final message),
PostToolUse (deliver pending questions, record answers and resumes, journal
todo calls) and UserPromptSubmit (deliver questions of background agents).

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

// MaxCheckedMessage bounds the final message the checks parse. A real
// final message is a few kilobytes; a larger one fails open.
const MaxCheckedMessage = 4 << 20

// errHook is an own failure of the hook, mapped to the failure policy.
type errHook struct{ msg string }

func (e *errHook) Error() string { return e.msg }

func ownFailure(format string, a ...any) error { return &errHook{fmt.Sprintf(format, a...)} }

func runHook(env *Env, args []string) int {
	fs := flags("hook")
	mode := fs.String("failure-mode", "", "")
	budget := fs.String("retry-budget", "", "")
	ledgerDir := fs.String("ledger", "", "")
	timeout := fs.Duration("stdin-timeout", hook.DefaultReadTimeout, "")
	if code, done := parse(fs, hookUsage, env, args); done {
		if code != ExitOK {
			// Never a blocking exit code from a hook: say it and go on.
			_ = hook.Write(env.Stdout, &hook.Output{SystemMessage: "team-hook: bad hook arguments in hooks.json: " + fmt.Sprint(args)})
			return ExitOK
		}
		return code
	}
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
	h := &hookRun{env: env, cfg: cfg}
	for _, e := range cfgErrs {
		h.warn("%v", e)
	}
	out, err := h.handle(*timeout)
	switch {
	case err != nil && out == nil:
		out = h.failure(err)
	case err != nil:
		h.warn("%v", err) // the answer stands; say what else went wrong
	}
	out = h.withWarnings(out)
	if err := hook.Write(env.Stdout, out); err != nil {
		fmt.Fprintf(env.Stderr, "team-hook: writing the answer: %v\n", err)
	}
	return ExitOK
}

type hookRun struct {
	env      *Env
	cfg      config.Config
	ev       *hook.Event
	warnings []string
}

func (h *hookRun) warn(format string, a ...any) {
	h.warnings = append(h.warnings, fmt.Sprintf(format, a...))
}

// failure maps an own error to the failure policy: a systemMessage (open),
// or a block that says what went wrong (closed).
func (h *hookRun) failure(err error) *hook.Output {
	msg := fmt.Sprintf("team-hook could not check this event: %v", err)
	if h.cfg.FailClosed {
		return hook.Block(msg + ". (failure mode is closed, so this blocks; set the plugin option failure_mode to open to let such events through)")
	}
	return &hook.Output{SystemMessage: msg + "; it was let through."}
}

func (h *hookRun) withWarnings(out *hook.Output) *hook.Output {
	if len(h.warnings) == 0 {
		return out
	}
	if out == nil {
		out = &hook.Output{}
	}
	w := check.Warnings(h.warnings)
	if out.SystemMessage != "" {
		out.SystemMessage += "\n" + w
	} else {
		out.SystemMessage = w
	}
	return out
}

func (h *hookRun) handle(timeout time.Duration) (*hook.Output, error) {
	ev, ok, err := early.Event(h.env.Stdin)
	if !ok {
		ev, err = hook.ReadEvent(h.env.Stdin, timeout)
	}
	if err != nil {
		return nil, ownFailure("%v", err)
	}
	h.ev = ev
	if hook.Ignored(ev) {
		return nil, nil // SessionStart, unknown events, tools it does not handle
	}
	switch ev.HookEventName {
	case hook.SubagentStop:
		return h.subagentStop()
	case hook.PostToolUse:
		return h.postToolUse()
	case hook.UserPromptSubmit:
		if ev.AgentID != "" {
			return nil, nil
		}
		s, ok := h.deliveryStore([]byte(ev.Prompt))
		if !ok {
			return nil, nil
		}
		return deliver.OnPrompt(s, ev)
	}
	return nil, nil
}

func (h *hookRun) projectDir() string {
	if d := h.env.Getenv("CLAUDE_PROJECT_DIR"); d != "" {
		return d
	}
	if h.ev != nil && h.ev.Cwd != "" {
		return h.ev.Cwd
	}
	d, _ := os.Getwd()
	return d
}

func (h *hookRun) ledgerDir() string {
	if h.cfg.LedgerDir != "" {
		if filepath.IsAbs(h.cfg.LedgerDir) {
			return h.cfg.LedgerDir
		}
		return filepath.Join(h.projectDir(), h.cfg.LedgerDir)
	}
	return ledger.DefaultDir(h.projectDir())
}

func (h *hookRun) store() (*ledger.Store, error) {
	return ledger.Open(h.ledgerDir())
}

func (h *hookRun) postToolUse() (*hook.Output, error) {
	ev := h.ev
	switch ev.ToolName {
	case "TaskCreate", "TaskUpdate", "TodoWrite":
		if ev.AgentID == "" {
			return nil, nil
		}
		path, err := h.journalPath(ev.AgentID)
		if err != nil {
			return nil, nil // an unusable id journals nothing; the transcript remains
		}
		if err := todo.AppendJournal(path, ev); err != nil {
			h.warn("could not journal %s: %v", ev.ToolName, err)
		}
		return nil, nil
	}
	if ev.AgentID != "" {
		return nil, nil // context here would reach the subagent, not the orchestrator
	}
	var evidence []byte // what could start a record the ledger lacks
	if ev.ToolName == "Agent" || ev.ToolName == "Task" {
		evidence = ev.ToolResponse
	}
	s, ok := h.deliveryStore(evidence)
	if !ok {
		return nil, nil
	}
	switch ev.ToolName {
	case "Agent", "Task":
		return deliver.OnAgentResult(s, ev)
	}
	if s == nil {
		return nil, nil // answers and resumes need the ledger
	}
	switch ev.ToolName {
	case "AskUserQuestion":
		return nil, deliver.OnAskUserQuestion(s, ev)
	case "SendMessage":
		return nil, deliver.OnSendMessage(s, ev)
	}
	return nil, nil
}

// deliveryStore opens the ledger for the orchestrator's events. Every user
// prompt and Agent result passes here, so a project that has no ledger yet
// gets none (no folder created, nothing read) unless the event itself
// carries a question request. ok is false when there is nothing to
// deliver or record; a nil store with ok means the ledger could not be
// opened but the event may carry questions, which are passed on unrecorded.
func (h *hookRun) deliveryStore(evidence []byte) (s *ledger.Store, ok bool) {
	dir := h.ledgerDir()
	may := envelope.MayHoldRequest(evidence)
	if _, err := os.Stat(dir); err != nil && !may {
		return nil, false
	}
	s, err := ledger.Open(dir)
	if err != nil {
		if !may {
			return nil, false // nothing can be pending where there is no ledger
		}
		h.warn("the ledger could not be opened (%v); questions in this result are passed on without a record", err)
		return nil, true
	}
	return s, true
}

func (h *hookRun) journalPath(agentID string) (string, error) {
	if err := ledger.ValidID(agentID); err != nil {
		return "", err
	}
	return filepath.Join(h.ledgerDir(), "journal", agentID+".jsonl"), nil
}

func (h *hookRun) subagentStop() (*hook.Output, error) {
	ev := h.ev
	if ev.AgentType == "" {
		return nil, nil // an orphan stop: nothing to check it against
	}
	msg, err := h.finalMessage()
	if err != nil {
		return nil, err
	}
	if len(msg) > MaxCheckedMessage {
		return nil, ownFailure("the final message of %s is %d MiB, over the %d MiB the checks read", ev.AgentType, len(msg)>>20, MaxCheckedMessage>>20)
	}
	def, err := agents.EnvFrom(h.env.Getenv, h.projectDir()).Resolve(ev.AgentType)
	if err != nil {
		h.warn("could not read the definition of %s (%v); checking the default contracts only", ev.AgentType, err)
	}
	contracts := h.cfg.Apply(agents.Contracts(def))
	in := check.Input{Message: msg, Contracts: contracts, ProjectDir: h.projectDir()}
	if contracts[contract.TodoFirst] {
		in.Todo = h.todoTrace
	}
	report := check.Run(in)
	h.warnings = append(h.warnings, report.Warnings...)

	if report.OK() {
		return h.passed(report)
	}
	return h.broken(report, msg)
}

func (h *hookRun) finalMessage() (string, error) {
	ev := h.ev
	if ev.LastAssistantMessage != nil {
		return *ev.LastAssistantMessage, nil
	}
	if ev.AgentTranscriptPath == "" {
		return "", ownFailure("the SubagentStop event has neither last_assistant_message nor agent_transcript_path")
	}
	msg, err := transcript.LastAssistantText(ev.AgentTranscriptPath)
	if err != nil {
		return "", ownFailure("reading the final message from the transcript: %v", err)
	}
	return msg, nil
}

func (h *hookRun) todoTrace() *todo.Trace {
	journal, _ := h.journalPath(h.ev.AgentID)
	t, err := todo.Rebuild(h.ev.AgentTranscriptPath, journal)
	if err != nil {
		h.warn("could not rebuild the todo list of %s (%v); todo-first not checked", h.ev.AgentType, err)
		return nil
	}
	return t
}

// passed lets the agent stop: its retry count starts again, and a valid
// question request becomes a pending ledger record.
func (h *hookRun) passed(r check.Report) (*hook.Output, error) {
	ev := h.ev
	if r.Request == nil && !ev.StopHookActive {
		return nil, nil // nothing to record and no earlier block to forget
	}
	store, storeErr := h.store()
	if storeErr != nil {
		if r.Request != nil {
			h.warn("the questions of %s could not be recorded (%v); the orchestrator still gets them in the agent's result", ev.AgentType, storeErr)
		}
		return nil, nil
	}
	now := time.Now()
	_, err := store.Update(ev.AgentID, func(rec *ledger.Record) error {
		if r.Request == nil && rec.Blocks == 0 {
			return ledger.ErrSkip
		}
		rec.SessionID, rec.AgentType = ev.SessionID, ev.AgentType
		rec.Blocks = 0
		if r.Request != nil {
			rec.AddRound(*r.Request, now)
		}
		return nil
	})
	if err != nil && !errors.Is(err, ledger.ErrSkip) {
		h.warn("the ledger could not be updated (%v)", err)
	}
	return nil, nil
}

// broken blocks the stop while the retry budget lasts; after that it lets
// the agent stop and writes a dispatch-failure record.
func (h *hookRun) broken(r check.Report, msg string) (*hook.Output, error) {
	ev := h.ev
	budget := h.cfg.RetryBudget
	store, storeErr := h.store()
	if storeErr != nil {
		// Without a ledger the only memory is stop_hook_active: block the
		// first stop, let the next one through.
		if !ev.StopHookActive && budget > 0 {
			return hook.Block(check.Reason(r, 1, budget)), nil
		}
		// An own failure: let through, or blocked when failing closed.
		return nil, ownFailure("%s broke its contract again and the ledger is not writable (%v), so no dispatch-failure record could be written", ev.AgentType, storeErr)
	}
	now := time.Now()
	var blocks int
	var failed bool
	rec, err := store.Update(ev.AgentID, func(rec *ledger.Record) error {
		rec.SessionID, rec.AgentType = ev.SessionID, ev.AgentType
		if !ev.StopHookActive {
			rec.Blocks = 0 // a first stop: no block of ours is pending
		}
		if rec.Blocks < budget {
			rec.Blocks++
			blocks = rec.Blocks
			return nil
		}
		failed = true
		return ledger.ErrSkip
	})
	if err != nil && !errors.Is(err, ledger.ErrSkip) {
		if !ev.StopHookActive && budget > 0 {
			return hook.Block(check.Reason(r, 1, budget)), nil
		}
		return nil, ownFailure("the ledger could not be updated: %v", err)
	}
	if !failed {
		return hook.Block(check.Reason(r, blocks, budget)), nil
	}
	attempts := budget + 1
	if rec != nil {
		attempts = rec.Blocks + 1
	}
	errs := make([]string, len(r.Violations))
	for i, v := range r.Violations {
		errs[i] = v.String()
	}
	path, err := store.WriteDispatchFailure(ledger.DispatchFailure{
		SessionID: ev.SessionID, AgentID: ev.AgentID, AgentType: ev.AgentType,
		Attempts: attempts, Errors: errs, Message: msg, Time: now,
	})
	if err != nil {
		return nil, ownFailure("%s broke its contract %d times and the dispatch-failure record could not be written: %v", ev.AgentType, attempts, err)
	}
	if _, err := store.Update(ev.AgentID, func(rec *ledger.Record) error {
		rec.Blocks = 0
		rec.SetFailed(path, now)
		return nil
	}); err != nil {
		h.warn("the ledger could not be updated (%v)", err)
	}
	return &hook.Output{SystemMessage: fmt.Sprintf("team-hook: %s still broke its contract after %d block%s (the retry budget); it was let stop and the orchestrator will be told to halt. Dispatch-failure record: %s", ev.AgentType, attempts-1, plural(attempts-1), path)}, nil
}
