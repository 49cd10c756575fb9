package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/team-hook/team-hook/internal/check"
	"github.com/team-hook/team-hook/internal/contract"
	"github.com/team-hook/team-hook/internal/hook"
	"github.com/team-hook/team-hook/internal/ledger"
	"github.com/team-hook/team-hook/internal/team"
	"github.com/team-hook/team-hook/internal/transcript"
)

// The orchestrator's dispatches (PreToolUse of the Agent tool): an
// onboarding dispatch opens a handle (§8b), a dispatch naming a handle
// gets its interview, and any dispatch gets the answers the user gave
// earlier in the session to agents of its type (§8). A dispatch with none
// of these reads nothing but the ledger's existence.

// OnboardPrefix starts the first line of an onboarding dispatch's prompt.
const OnboardPrefix = "onboard:"

// HandleLabel names a handle: a line "handle: <id>" in a prompt, and in
// the orchestrator's deliveries.
const HandleLabel = "handle:"

// isDispatch: the tool that starts a subagent.
func isDispatch(tool string) bool { return tool == "Agent" || tool == "Task" }

// handleMarker opens an onboarding agent's prompt; it is how the hook
// knows the agent later (its transcript starts with its prompt).
func handleMarker(id string) string { return "[team-hook onboarding handle " + id + "]" }

// dispatch rewrites a dispatch's prompt (updatedInput) when it onboards,
// names a handle, or an agent of its type was answered before.
func (r *run) dispatch() (hook.Decision, error) {
	ev := r.ev
	if ev.AgentID != "" || !r.deps.Host.RewritesInput {
		return hook.Decision{}, nil // only a host that takes a rewritten input
	}
	in, prompt, agentType, ok := dispatchInput(ev.ToolInput)
	if !ok {
		return hook.Decision{}, nil
	}
	if rest, ok := onboarding(prompt); ok {
		return r.openHandle(in, rest, agentType)
	}
	s := r.deps.Ledger
	handleID := namedHandle(prompt)
	if handleID == "" && (r.deps.Config.NoCarry || !s.Exists()) {
		return hook.Decision{}, nil
	}
	var parts []string
	seen := map[string]bool{}
	if handleID != "" {
		h, err := s.GetHandle(handleID)
		if err != nil || h == nil {
			return hook.Decision{Block: r.unknownHandle(handleID, err)}, nil
		}
		qa := s.HandleQA(h)
		for _, x := range qa {
			seen[ledger.NormalQuestion(x.Question)] = true
		}
		parts = append(parts, handlePreamble(h, qa))
		prompt = dropHandleLine(prompt, handleID)
		if _, err := s.UpdateHandle(handleID, func(h *ledger.Handle) error { h.Dispatches++; return nil }); err != nil {
			r.warn("onboarding handle %s: %v", handleID, err)
		}
	}
	if !r.deps.Config.NoCarry {
		qa, err := s.AnsweredQuestions(ev.SessionID, agentType)
		if err != nil {
			r.warn("the session's answers could not be read (%v); the dispatch goes without them", err)
		}
		var carried []ledger.QA
		for _, x := range qa {
			if !seen[ledger.NormalQuestion(x.Question)] {
				carried = append(carried, x)
			}
		}
		if len(carried) > 0 {
			parts = append(parts, carryPreamble(agentType, carried))
		}
	}
	if len(parts) == 0 {
		return hook.Decision{}, nil
	}
	return hook.Decision{UpdatedInput: withPrompt(in, strings.Join(parts, "\n\n")+"\n\n"+prompt)}, nil
}

// dispatchInput reads an Agent call's input: its keys as sent, the prompt
// and the agent type (general-purpose when none is named).
func dispatchInput(raw []byte) (in map[string]json.RawMessage, prompt, agentType string, ok bool) {
	if json.Unmarshal(raw, &in) != nil || in == nil {
		return nil, "", "", false
	}
	if json.Unmarshal(in["prompt"], &prompt) != nil || prompt == "" {
		return nil, "", "", false
	}
	_ = json.Unmarshal(in["subagent_type"], &agentType)
	if agentType == "" {
		agentType = "general-purpose"
	}
	return in, prompt, agentType, true
}

// withPrompt is the whole input with only the prompt changed: a partial
// updatedInput fails the tool's schema (CLAUDE-CODE-FACTS.md).
func withPrompt(in map[string]json.RawMessage, prompt string) []byte {
	out := make(map[string]json.RawMessage, len(in))
	for k, v := range in {
		out[k] = v
	}
	out["prompt"] = json.RawMessage(hook.AppendJSONString(nil, prompt))
	b, _ := json.Marshal(out) // raw values that were decoded: cannot fail
	return b
}

// onboarding: the prompt's first line starts with "onboard:"; rest is the
// prompt without the word.
func onboarding(prompt string) (string, bool) {
	p := strings.TrimLeft(prompt, " \t\r\n")
	if len(p) < len(OnboardPrefix) || !strings.EqualFold(p[:len(OnboardPrefix)], OnboardPrefix) {
		return "", false
	}
	return strings.TrimSpace(p[len(OnboardPrefix):]), true
}

// namedHandle is the id of a line "handle: <id>" in the prompt, or "".
func namedHandle(prompt string) string {
	if !strings.Contains(prompt, HandleLabel) {
		return ""
	}
	for line := range strings.Lines(prompt) {
		l := strings.Trim(strings.TrimSpace(line), "*`")
		if rest, ok := strings.CutPrefix(l, HandleLabel); ok {
			id := strings.Trim(strings.TrimSpace(rest), "*`")
			if ledger.ValidID(id) == nil && strings.HasPrefix(id, "ob-") {
				return id
			}
		}
	}
	return ""
}

func dropHandleLine(prompt, id string) string {
	var b strings.Builder
	for line := range strings.Lines(prompt) {
		if namedHandle(line) == id {
			continue
		}
		b.WriteString(line)
	}
	return strings.TrimSpace(b.String())
}

func (r *run) unknownHandle(id string, err error) string {
	msg := fmt.Sprintf("team-hook: the prompt names onboarding handle %s, which the ledger does not hold", id)
	if err != nil {
		msg = fmt.Sprintf("team-hook: onboarding handle %s could not be read (%v)", id, err)
	}
	if hs, _ := r.deps.Ledger.Handles(r.ev.SessionID); len(hs) > 0 {
		ids := make([]string, len(hs))
		for i, h := range hs {
			ids[i] = h.ID + " (" + h.AgentType + ", " + h.State + ")"
		}
		msg += "; this session's handles: " + strings.Join(ids, ", ")
	}
	return msg + ". Name a handle from `team-hook status`, or leave the handle line out."
}

// openHandle opens an onboarding handle and rewrites the prompt so the
// agent knows it is being interviewed, not put to work.
func (r *run) openHandle(in map[string]json.RawMessage, rest, agentType string) (hook.Decision, error) {
	s, cfg := r.deps.Ledger, r.deps.Config
	if err := s.Ensure(); err != nil {
		return hook.Decision{}, ownFailure(err, "the onboarding handle could not be opened: %v", err)
	}
	id := ledger.NewHandleID(r.deps.Now())
	budget := cfg.OnboardingRounds
	if budget <= 0 {
		budget = 3
	}
	_, err := s.UpdateHandle(id, func(h *ledger.Handle) error {
		h.SessionID, h.AgentType, h.State, h.Budget, h.Told = r.ev.SessionID, agentType, ledger.HandleOnboarding, budget, true
		h.Context = clipText(rest, 4000)
		return nil
	})
	if err != nil {
		return hook.Decision{}, ownFailure(err, "the onboarding handle could not be opened: %v", err)
	}
	return hook.Decision{UpdatedInput: withPrompt(in, onboardingPrompt(id, budget, rest))}, nil
}

// ReadyLine is the line an onboarding agent ends with when it has what it
// needs.
const ReadyLine = "READY"

func onboardingPrompt(id string, budget int, work string) string {
	return fmt.Sprintf(`%s
You are being onboarded: this is an interview before the work, not the work itself. Read what you need to understand the task (reading is fine), but change nothing: edits and writes are refused while you are onboarding, and the work comes in a later dispatch that will carry everything you learn here.

Find out what you need from the user to do the work below well. Then end your final message in one of two ways:
- to ask: an openQuestions envelope (a fenced json block; at most 4 questions, each with a header of at most 12 characters and 2 to 4 options). The user's answers come back to you, and you may ask again: at most %d rounds in all.
- when you have what you need: a short summary of your understanding and the decisions you were given, then a last line that is exactly %s.

Do not stop with neither.

The work to come:
%s`, handleMarker(id), budget, ReadyLine, work)
}

func handlePreamble(h *ledger.Handle, qa []ledger.QA) string {
	var b strings.Builder
	fmt.Fprintf(&b, "[team-hook: onboarding handle %s]\nBefore this work, a %s agent was onboarded for it and the user answered its questions. Take these as decided and do not ask them again:\n", h.ID, h.AgentType)
	if len(qa) == 0 {
		b.WriteString("- (no question was answered)\n")
	}
	for _, x := range qa {
		fmt.Fprintf(&b, "- %q → %q\n", x.Question, x.Answer)
	}
	if h.Summary != "" {
		fmt.Fprintf(&b, "What the onboarded agent understood:\n%s\n", h.Summary)
	}
	switch h.State {
	case ledger.HandleGaps:
		fmt.Fprintf(&b, "Still open (the interview ran out of rounds): %s. Decide these sensibly and say what you assumed.\n", strings.Join(h.Gaps, "; "))
	case ledger.HandleOnboarding:
		b.WriteString("(The interview had not finished when this work was dispatched.)\n")
	}
	return strings.TrimRight(b.String(), "\n")
}

func carryPreamble(agentType string, qa []ledger.QA) string {
	var b strings.Builder
	fmt.Fprintf(&b, "[team-hook: answers carried from earlier in this session]\nThe user already answered these questions for earlier %s agents in this session. Take them as decided and do not ask them again:\n", agentType)
	for _, x := range qa {
		fmt.Fprintf(&b, "- %q → %q\n", x.Question, x.Answer)
	}
	return strings.TrimRight(b.String(), "\n")
}

func clipText(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}

// onboardingHandle is the open handle whose interview the event's agent
// is, or nil: linked by agent id, or found by the marker its prompt (the
// first line of its transcript) starts with. Without handles in the
// session it costs one failed directory read.
func (r *run) onboardingHandle() *ledger.Handle {
	ev, s := r.ev, r.deps.Ledger
	if ev.AgentID == "" {
		return nil
	}
	hs, err := s.Handles(ev.SessionID)
	if err != nil || len(hs) == 0 {
		return nil
	}
	var unlinked []*ledger.Handle
	for _, h := range hs {
		switch {
		case h.AgentID == ev.AgentID:
			return h
		case h.AgentID == "" && h.State == ledger.HandleOnboarding:
			unlinked = append(unlinked, h)
		}
	}
	if len(unlinked) == 0 {
		return nil
	}
	head := r.promptHead()
	for _, h := range unlinked {
		if !bytes.Contains(head, []byte(handleMarker(h.ID))) {
			continue
		}
		linked, err := s.UpdateHandle(h.ID, func(h *ledger.Handle) error {
			if h.AgentID != "" && h.AgentID != ev.AgentID {
				return ledger.ErrSkip
			}
			h.AgentID = ev.AgentID
			return nil
		})
		if err != nil {
			r.warn("onboarding handle %s: %v", h.ID, err)
			return h
		}
		if linked.AgentID == ev.AgentID {
			return linked
		}
	}
	return nil
}

// promptHead is the head of the event's subagent's transcript once its
// prompt is in it. Claude Code writes a subagent's transcript beside its
// run, so the first tool call of a freshly dispatched agent may come before
// the file holds the prompt: while it holds no user turn yet, it is read
// again, for at most promptWait (only when an onboarding handle waits to
// be linked, so no other event pays it).
func (r *run) promptHead() []byte {
	path := r.subagentTranscript()
	head := transcript.Head(path)
	if path == "" {
		return head // a host that keeps no such transcript
	}
	for waited := time.Duration(0); waited < promptWait && !bytes.Contains(head, []byte(`"type":"user"`)); waited += promptPoll {
		time.Sleep(promptPoll)
		head = transcript.Head(path)
	}
	return head
}

// promptWait bounds the wait for a subagent's prompt to reach its
// transcript; promptPoll is how often it is read meanwhile.
const (
	promptWait = 1500 * time.Millisecond
	promptPoll = 25 * time.Millisecond
)

// subagentTranscript is the event's subagent's transcript: given on a
// stop, beside the main one otherwise.
func (r *run) subagentTranscript() string {
	ev := r.ev
	if ev.AgentTranscriptPath != "" {
		return ev.AgentTranscriptPath
	}
	if ev.TranscriptPath == "" {
		return ""
	}
	return filepath.Join(strings.TrimSuffix(ev.TranscriptPath, ".jsonl"), "subagents", "agent-"+ev.AgentID+".jsonl")
}

// onboardingStop holds an onboarding agent's stop to the interview
// (§8b): a question round is counted (past the budget the handle is
// ready with gaps), a READY line makes the handle ready, and a stop with
// neither is blocked. It changes the handle only for a stop that keeps
// its contracts; report gains the violation that blocks.
func (r *run) onboardingStop(h *ledger.Handle, report *check.Report, text string) {
	if !report.OK() {
		return
	}
	s := r.deps.Ledger
	// Commands that changed files, not reported yet: a command is judged
	// by its words once it ran, from the transcript, so its stop is held.
	var changed []string
	for _, c := range transcript.BashCommands(r.subagentTranscript()) {
		if ChangesFiles(c) && !slices.Contains(h.Commands, c) && !slices.Contains(changed, c) {
			changed = append(changed, c)
		}
	}
	if len(changed) > 0 {
		if _, err := s.UpdateHandle(h.ID, func(h *ledger.Handle) error { h.Commands = append(h.Commands, changed...); return nil }); err != nil {
			r.warn("onboarding handle %s could not be updated (%v)", h.ID, err)
		}
		quoted := make([]string, len(changed))
		for i, c := range changed {
			quoted[i] = "`" + clipText(strings.ReplaceAll(c, "`", "'"), 120) + "`"
		}
		report.Violations = append(report.Violations, contract.Violation{
			Contract: contract.Envelope,
			Message: fmt.Sprintf("you are being onboarded (handle %s) and ran %s, which change%s files: onboarding changes nothing. Undo what you changed if you can, say what you changed, and end your final message asking (an openQuestions envelope) or with a summary and a last line %s",
				h.ID, strings.Join(quoted, ", "), verbS(len(changed)), ReadyLine),
		})
		return
	}
	var change func(h *ledger.Handle) error
	switch {
	case report.Request != nil:
		change = func(h *ledger.Handle) error {
			h.Rounds++
			if h.Rounds > h.Budget {
				h.State, h.Gaps = ledger.HandleGaps, ledger.GapsOf(*report.Request)
			}
			h.Told = false
			return nil
		}
	case saysReady(text):
		change = func(h *ledger.Handle) error {
			h.State, h.Summary, h.Told = ledger.HandleReady, clipText(withoutReady(text), 2000), false
			return nil
		}
	default:
		report.Violations = append(report.Violations, contract.Violation{
			Contract: contract.Envelope,
			Message: fmt.Sprintf("you are being onboarded (handle %s) and stopped neither asking nor ready: end your final message with an openQuestions envelope asking what you need from the user, or, when you have it, with a short summary of your understanding and a last line that is exactly %s. Do not do the work yet.",
				h.ID, ReadyLine),
		})
		return
	}
	if _, err := s.UpdateHandle(h.ID, change); err != nil {
		r.warn("onboarding handle %s could not be updated (%v)", h.ID, err)
	}
}

// saysReady: a line of the message is READY (markup and a full stop
// aside, any case).
func saysReady(text string) bool {
	for line := range strings.Lines(text) {
		if isReadyLine(line) {
			return true
		}
	}
	return false
}

func isReadyLine(line string) bool {
	l := strings.Trim(strings.TrimSpace(line), "*`#_ .!")
	return strings.EqualFold(l, ReadyLine)
}

func withoutReady(text string) string {
	var b strings.Builder
	for line := range strings.Lines(text) {
		if !isReadyLine(line) {
			b.WriteString(line)
		}
	}
	return strings.TrimSpace(b.String())
}

// reasked blocks a request that asks again what the user answered
// earlier in the session for an agent of this type (carry_answers).
func (r *run) reasked(report *check.Report) {
	s := r.deps.Ledger
	if report.Request == nil || r.deps.Config.NoCarry || !s.Exists() {
		return
	}
	qa, err := s.AnsweredQuestions(r.ev.SessionID, r.ev.AgentType)
	if err != nil || len(qa) == 0 {
		return
	}
	answer := make(map[string]string, len(qa))
	for _, x := range qa {
		answer[ledger.NormalQuestion(x.Question)] = x.Answer
	}
	for i, q := range report.Request.Ask.Questions {
		a, ok := answer[ledger.NormalQuestion(q.Question)]
		if !ok {
			continue
		}
		report.Violations = append(report.Violations, contract.Violation{
			Contract: contract.Envelope,
			Line:     report.Request.Line,
			Message: fmt.Sprintf("question %d (%q) was already answered by the user in this session: %q. Do not ask it again: take that answer, drop the question from your request, and leave the request out if nothing else is open",
				i+1, q.Question, a),
		})
	}
}

// handleNews is what the orchestrator has not been told of this
// session's handles: each handle whose agent asked, became ready or ran
// out of rounds since, named by a line "handle: <id>".
func (r *run) handleNews(s *ledger.Store) string {
	if s == nil {
		return ""
	}
	hs, err := s.Handles(r.ev.SessionID)
	if err != nil || len(hs) == 0 {
		return ""
	}
	var parts []string
	for _, h := range hs {
		if h.Told {
			continue
		}
		fresh := false
		now, err := s.UpdateHandle(h.ID, func(h *ledger.Handle) error {
			if h.Told {
				return ledger.ErrSkip
			}
			h.Told, fresh = true, true
			return nil
		})
		if err != nil || !fresh {
			continue
		}
		parts = append(parts, HandleNotice(now, s.HandleQA(now)))
	}
	return strings.Join(parts, "\n\n")
}

// HandleNotice is what the orchestrator is told of a handle: the line
// "handle: <id>", then where the interview stands and what to do next.
func HandleNotice(h *ledger.Handle, qa []ledger.QA) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s\n", HandleLabel, h.ID)
	dispatch := fmt.Sprintf("Dispatch the work with a prompt whose first line is `%s %s`: every dispatch naming the handle gets the whole interview in its prompt, so one handle can serve several dispatches.", HandleLabel, h.ID)
	switch h.State {
	case ledger.HandleOnboarding:
		fmt.Fprintf(&b, "The %s agent %s is being onboarded (question round %d of at most %d). Ask its questions with %s as given, then resume it with the answers; it ends with %s when it has what it needs.", h.AgentType, h.AgentID, h.Rounds, h.Budget, "AskUserQuestion", ReadyLine)
	case ledger.HandleReady:
		fmt.Fprintf(&b, "Onboarding handle %s is ready: the %s agent asked %d round%s and holds %d answer%s. %s", h.ID, h.AgentType, h.Rounds, plural(h.Rounds), len(qa), plural(len(qa)), dispatch)
	case ledger.HandleGaps:
		fmt.Fprintf(&b, "Onboarding handle %s ran out of its %d question rounds and is ready with gaps; still open: %s. Ask these and resume the agent, or dispatch now: the work is told to decide them and say what it assumed. %s", h.ID, h.Budget, strings.Join(h.Gaps, "; "), dispatch)
	}
	return b.String()
}

// ChangesFiles says whether a shell command writes to the project: a
// redirection into a file, or a command that creates, moves, deletes or
// edits files (rm, mv, cp, touch, mkdir, tee, sed -i, git commit, an
// install…). Reading commands (cat, ls, grep, git log) do not.
func ChangesFiles(cmd string) bool {
	c := cmd
	for _, harmless := range []string{"2>&1", ">&2", "1>&2", "2>/dev/null", "2> /dev/null", ">/dev/null", "> /dev/null", "&>/dev/null"} {
		c = strings.ReplaceAll(c, harmless, " ")
	}
	if strings.Contains(c, ">") {
		return true
	}
	writers := " rm rmdir mv cp touch mkdir tee ln chmod chown truncate dd install patch unzip tar "
	phrases := []string{
		"sed -i", "perl -i", "git commit", "git apply", "git checkout", "git reset", "git add", "git mv", "git rm", "git stash", "git merge", "git rebase",
		"npm install", "npm i ", "pnpm install", "yarn add", "pip install", "go mod tidy", "go get", "gofmt -w", "cargo add",
	}
	for seg := range strings.FieldsFuncSeq(c, func(r rune) bool { return r == ';' || r == '&' || r == '|' || r == '\n' || r == '(' || r == ')' }) {
		fields := strings.Fields(seg)
		for len(fields) > 0 && (strings.Contains(fields[0], "=") || fields[0] == "sudo" || fields[0] == "env" || fields[0] == "xargs") {
			fields = fields[1:]
		}
		if len(fields) == 0 {
			continue
		}
		if strings.Contains(writers, " "+filepath.Base(fields[0])+" ") {
			return true
		}
		joined := strings.Join(fields, " ") + " "
		for _, p := range phrases {
			if strings.HasPrefix(joined, p) {
				return true
			}
		}
	}
	return false
}

func verbS(n int) string {
	if n == 1 {
		return "s"
	}
	return ""
}

// Idle reports whether an event the engine does not ignore still has
// nothing to do, as a stat or two tell: a plain subagent's edit in a
// project that never onboarded (no handle folder), or a dispatch that
// neither onboards nor names a handle in a project with nothing to carry.
// The process then answers before any more is read or said.
func Idle(ev *hook.Event, deps Deps) bool {
	if ev.Name != hook.PreToolUse {
		return false
	}
	switch {
	case ev.AgentID != "" && isEdit(ev.ToolName) && !team.IsTeammateID(ev.AgentID):
		return !deps.Ledger.HasHandles()
	case ev.AgentID == "" && isDispatch(ev.ToolName):
		if !deps.Host.RewritesInput {
			return true
		}
		if bytes.Contains(ev.ToolInput, []byte(OnboardPrefix)) || bytes.Contains(ev.ToolInput, []byte(HandleLabel)) {
			return false
		}
		return deps.Config.NoCarry || !deps.Ledger.Exists()
	}
	return false
}
