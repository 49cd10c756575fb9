package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/team-hook/team-hook/internal/check"
	"github.com/team-hook/team-hook/internal/contract"
	"github.com/team-hook/team-hook/internal/deliver"
	"github.com/team-hook/team-hook/internal/hook"
	"github.com/team-hook/team-hook/internal/ledger"
	"github.com/team-hook/team-hook/internal/orchestrator"
	"github.com/team-hook/team-hook/internal/refs"
	"github.com/team-hook/team-hook/internal/team"
	"github.com/team-hook/team-hook/internal/transcript"
)

// Agent teams (docs/CONTRACT.md §9): who an event's agent is in its team,
// a teammate's turn end (SubagentStop in-process, Stop for a pane
// teammate, then the turn-end TaskCompleted and TeammateIdle), the
// refusals on the tool path, what the task calls teach the ledger, and
// the lead's turn end, where it is told what its teammates left.

// toolsGated are the tools whose PreToolUse the engine may refuse; the
// PreToolUse matcher in hooks.json lists the same ones. The edits matter
// only with the teachback gate on.
func toolsGated() []string {
	return []string{"SendMessage", "TaskCreate", "TaskUpdate", "Edit", "Write", "NotebookEdit", "Bash"}
}

// ToolsRefusable lists the tools whose PreToolUse the engine may refuse:
// the team rules' and the orchestrator's (hooks.json's PreToolUse
// matcher lists the same).
func ToolsRefusable() []string {
	tools := append(toolsGated(), "Agent", "Task") // dispatches rewritten (§8, §8b)
	for _, t := range orchestrator.Tools() {
		if !slices.Contains(tools, t) {
			tools = append(tools, t)
		}
	}
	return tools
}

func isEdit(tool string) bool { return tool == "Edit" || tool == "Write" || tool == "NotebookEdit" }

// Keys of the tool-path retry budget besides task ids.
const (
	refusalSend = "send"
	refusalEdit = "edit"
	refusalBash = "bash"
)

// mate is an agent of an agent team as the hook knows it: a teammate, or
// the lead.
type mate struct {
	team       string
	name       string // its name in the team; team.Lead for the lead
	definition string // the agent definition it was spawned from, when known
	recordID   string // its ledger record: its agent id, or a pane teammate's
	pane       bool
	lead       bool
	t          *ledger.Team // the team as read, nil when the ledger has none
}

func (m *mate) teammate() team.Teammate { return team.Teammate{Name: m.name, Definition: m.definition} }

// stop is what the teammate's ledger record keeps of it.
func (m *mate) stop(ev *hook.Event) ledger.Stop {
	typ := m.definition
	if typ == "" {
		typ = m.name
	}
	return ledger.Stop{SessionID: ev.SessionID, AgentType: typ, Team: m.team, Teammate: m.name}
}

// teamMember finds who the event's agent is in an agent team: a teammate
// (in-process, by its agent id; a pane teammate, by its session), or the
// lead (a main agent whose session's team the ledger knows); nil for any
// other agent. scan lets it read the start of the session's transcript,
// which names a pane teammate before the ledger knows it.
func (r *run) teamMember(scan bool) (*mate, error) {
	ev := r.ev
	switch {
	case ev.TeammateName != "" && ev.TeamName != "":
		return r.namedTeammate()
	case ev.AgentID != "":
		if !team.IsTeammateID(ev.AgentID) {
			return nil, nil // a plain subagent
		}
		return r.inProcessTeammate()
	}
	if m, err := r.paneTeammate(scan); m != nil || err != nil {
		return m, err
	}
	return r.lead()
}

// readTeam is the team from the ledger; nil when there is no ledger yet.
func (r *run) readTeam(name string) (*ledger.Team, error) {
	if name == "" || !r.deps.Ledger.Exists() {
		return nil, nil
	}
	return r.deps.Ledger.GetTeam(name)
}

// namedTeammate: the team events name the teammate and its team.
func (r *run) namedTeammate() (*mate, error) {
	ev := r.ev
	s := r.deps.Ledger
	t, err := r.readTeam(ev.TeamName)
	if err != nil {
		return nil, err
	}
	m := &mate{team: ev.TeamName, name: ev.TeammateName, t: t}
	known := t.Member(ev.TeammateName)
	if known != nil {
		m.definition = known.Definition
	}
	if ev.AgentID != "" {
		m.recordID = ev.AgentID
		if known != nil && known.AgentID == ev.AgentID {
			return m, nil
		}
		side, _ := transcript.TeammateSidecar(transcript.SidecarPath(ev.TranscriptPath, ev.AgentID))
		join := ledger.Member{Name: m.name, AgentID: ev.AgentID}
		if side != nil && side.Definition != "" {
			join.Definition, m.definition = side.Definition, side.Definition
		}
		m.t, err = s.Join(m.team, join, r.deps.Now())
		return m, err
	}
	// A pane teammate: its hooks carry the definition it was started
	// with (--agent-type), when it was.
	m.pane, m.recordID = true, ledger.PaneRecordID(m.team, m.name)
	if ev.AgentType != "" {
		m.definition = ev.AgentType
	}
	if known != nil && known.SessionID == ev.SessionID && (ev.AgentType == "" || known.Definition == ev.AgentType) {
		return m, nil
	}
	return r.joinPane(m)
}

// joinPane records a pane teammate: its session and its membership.
func (r *run) joinPane(m *mate) (*mate, error) {
	ev := r.ev
	s := r.deps.Ledger
	if err := s.SetPane(ev.SessionID, ledger.Pane{Team: m.team, Name: m.name}); err != nil && !errors.Is(err, ledger.ErrBadID) {
		return m, err
	}
	t, err := s.Join(m.team, ledger.Member{Name: m.name, Definition: m.definition, SessionID: ev.SessionID}, r.deps.Now())
	if t != nil {
		m.t = t
	}
	return m, err
}

// inProcessTeammate: an agent id of a teammate's shape, in the team of
// the lead whose session it shares. The spawn recorded it; failing that,
// its sidecar names it.
func (r *run) inProcessTeammate() (*mate, error) {
	ev := r.ev
	name := team.LeadTeam(ev.SessionID)
	t, err := r.readTeam(name)
	if err != nil {
		return nil, err
	}
	if known := t.MemberByAgentID(ev.AgentID); known != nil {
		return &mate{team: name, name: known.Name, definition: known.Definition, recordID: ev.AgentID, t: t}, nil
	}
	side, err := transcript.TeammateSidecar(transcript.SidecarPath(ev.TranscriptPath, ev.AgentID))
	if side == nil {
		return nil, err
	}
	if side.Team != "" {
		name = side.Team
	}
	if side.Name == "" {
		side.Name = ev.AgentType
	}
	m := &mate{team: name, name: side.Name, definition: side.Definition, recordID: ev.AgentID}
	m.t, err = r.deps.Ledger.Join(name, ledger.Member{Name: side.Name, Definition: side.Definition, AgentID: ev.AgentID}, r.deps.Now())
	return m, err
}

// paneTeammate: a main agent whose session the ledger knows as a pane
// teammate's, or (with scan) whose transcript starts as one.
func (r *run) paneTeammate(scan bool) (*mate, error) {
	ev := r.ev
	s := r.deps.Ledger
	if s.Exists() {
		p, err := s.PaneOf(ev.SessionID)
		if err != nil {
			return nil, err
		}
		if p != nil {
			t, err := s.GetTeam(p.Team)
			m := &mate{team: p.Team, name: p.Name, definition: ev.AgentType, recordID: ledger.PaneRecordID(p.Team, p.Name), pane: true, t: t}
			if known := t.Member(p.Name); known != nil && m.definition == "" {
				m.definition = known.Definition
			}
			return m, err
		}
	}
	if !scan {
		return nil, nil
	}
	tm, err := transcript.TeammateOf(ev.TranscriptPath)
	if tm == nil || tm.Team == "" {
		return nil, err
	}
	return r.joinPane(&mate{team: tm.Team, name: tm.Name, definition: ev.AgentType, recordID: ledger.PaneRecordID(tm.Team, tm.Name), pane: true})
}

// lead: a main agent whose session's team the ledger knows, or, with
// agent teams switched on, any main agent: the tasks it creates before
// its first spawn are its team's.
func (r *run) lead() (*mate, error) {
	name := team.LeadTeam(r.ev.SessionID)
	t, err := r.readTeam(name)
	if t == nil && (err != nil || !r.deps.AgentTeams || name == "") {
		return nil, err
	}
	return &mate{team: name, name: team.Lead, lead: true, t: t}, nil
}

// contractsOf is a teammate's contracts: those of the definition it was
// spawned from (§9); the defaults when that is not known.
func (r *run) contractsOf(m *mate) contract.Set {
	cs, _, err := Contracts(r.deps.Agents, r.deps.Config, m.definition, nil)
	if err != nil {
		r.warn("could not read the definition of %s (%v); checking the default contracts only", m.definition, err)
	}
	return cs
}

// mainStop handles Stop, the main agent's turn end: a pane teammate's is
// checked as a teammate's (§9); a lead is told what its teammates left;
// the main agent of any other session is never checked (§1).
func (r *run) mainStop() (hook.Decision, error) {
	if r.ev.AgentID != "" {
		return hook.Decision{}, nil
	}
	m, err := r.paneTeammate(true)
	if err != nil {
		r.warn("could not tell whether this session is a teammate's (%v)", err)
	}
	if m != nil {
		return r.teammateStop(m)
	}
	return deliver.OnLeadStop(r.deps.Ledger, r.ev, r.orchestrator())
}

// teammateStop checks a teammate's turn end: its final message as a
// subagent's (§2-§7), and, under the team contract, the tasks it owns.
func (r *run) teammateStop(m *mate) (hook.Decision, error) {
	ev := r.ev
	text, err := r.teammateMessage(m)
	if err != nil {
		return hook.Decision{}, err
	}
	if why := TooLarge(len(text)); why != "" {
		return hook.Decision{}, ownFailure(nil, "the final message of %s is %s, so it was not checked", m.name, why)
	}
	contracts := r.contractsOf(m)
	msg := check.Read(text)
	facts := check.Facts{Contracts: contracts, Project: refs.OnDisk(r.deps.ProjectDir), Teammate: true, Now: r.deps.Now()}
	if contracts[contract.Team] {
		facts.Owned = m.t.Owned(m.name, "in_progress")
		facts.Name = m.name
		if known := m.t.Member(m.name); known != nil {
			facts.ToldLead = known.ToldLead
		}
	}
	if msg.NeedsTodo(contracts) {
		facts.Todo = r.todoTrace()
	}
	report := check.Run(msg, facts)
	r.warnings = append(r.warnings, report.Warnings...)
	first := !ev.StopHookActive
	if !report.OK() {
		return r.turnEndBlock(m, contracts, report, text, first)
	}
	store := r.deps.Ledger
	if report.Request != nil {
		if _, err := store.Record(m.recordID, m.stop(ev), *report.Request, r.deps.Now()); err != nil {
			r.warn("the questions of %s could not be recorded (%v); its lead still gets them in its message", m.name, err)
		}
	}
	r.clearTurnEnd(m)
	r.recordTurnEnd(m, contracts, report, ledger.OutcomePassed)
	return hook.Decision{}, nil
}

// teammateMessage is the final message of a teammate's turn: the event's
// last_assistant_message, else the end of its transcript.
func (r *run) teammateMessage(m *mate) (string, error) {
	ev := r.ev
	if ev.LastAssistantMessage != nil || !m.pane {
		return r.finalMessage()
	}
	msg, err := transcript.LastAssistantText(ev.TranscriptPath)
	if err != nil {
		return "", ownFailure(err, "reading the final message from the transcript: %v", err)
	}
	return msg, nil
}

// clearTurnEnd forgets a teammate's turn-end blocks once a turn end
// passed; nothing is written when there are none.
func (r *run) clearTurnEnd(m *mate) {
	if known := m.t.Member(m.name); known == nil || known.Blocks == 0 && !known.Released && !known.ToldLead {
		return
	}
	if err := r.deps.Ledger.ClearTurnEnd(m.team, m.name, r.deps.Now()); err != nil {
		r.warn("the ledger could not be updated (%v)", err)
	}
}

// teamTurnEnd handles TeammateIdle and the turn-end TaskCompleted: under
// the team contract, the tasks the teammate owns in progress (for
// TaskCompleted, the one task) must have their steps done in order
// before it goes idle (§9). They carry no stop_hook_active: the blocks
// count on the teammate's shared turn-end budget.
func (r *run) teamTurnEnd() (hook.Decision, error) {
	ev := r.ev
	m, err := r.teamMember(false)
	if m == nil || m.lead {
		return hook.Decision{}, err
	}
	if err != nil {
		r.warn("the ledger could not be updated (%v)", err)
	}
	contracts := r.contractsOf(m)
	if !contracts[contract.Team] {
		return hook.Decision{}, nil
	}
	owned := m.t.Owned(m.name, "in_progress")
	if ev.Name == hook.TaskCompleted {
		// This event fires for a task in progress that the teammate owns:
		// what the ledger missed of it is learned here.
		owned = slices.DeleteFunc(owned, func(t *ledger.Task) bool { return t.ID != ev.TaskID })
		if len(owned) == 0 {
			t, err := r.deps.Ledger.RecordTaskCall(m.team, ledger.TaskCall{
				TaskID: ev.TaskID, Subject: ev.TaskSubject, Description: ev.TaskDescription, Status: "in_progress", Owner: m.name,
			}, r.deps.Now())
			if err != nil {
				return hook.Decision{}, err
			}
			m.t, owned = t, []*ledger.Task{t.Tasks[ev.TaskID]}
		}
	}
	vs := team.Idle(owned, r.deps.Now())
	if len(vs) == 0 {
		return hook.Decision{}, nil
	}
	return r.turnEndBlock(m, contracts, check.Report{Violations: vs, Teammate: true}, fmt.Sprintf("(%s: the turn end of %s; no message)", ev.Name, m.name), false)
}

// turnEndBlock blocks a teammate's turn end while its retry budget lasts;
// after that it lets it go with a dispatch-failure record, and lets the
// rest of that round's turn-end events pass. A block and the failure count
// in the statistics as a subagent's stop does; the events let pass after
// the failure do not count again.
func (r *run) turnEndBlock(m *mate, on contract.Set, rep check.Report, text string, first bool) (hook.Decision, error) {
	ev := r.ev
	budget := r.deps.Config.RetryBudget
	reason := func(attempt int) hook.Decision {
		return hook.Decision{Block: check.Reason(rep, attempt, budget, r.deps.Host)}
	}
	b := ledger.Block{At: r.deps.Now(), Event: ev.Name, Reason: summary(rep)}
	mem, err := r.deps.Ledger.CountTurnEnd(m.team, m.name, first, budget, b)
	var spent *ledger.BudgetError
	switch {
	case err == nil:
		r.recordTurnEnd(m, on, rep, ledger.OutcomeBlocked)
		return reason(mem.Blocks), nil
	case errors.Is(err, ledger.ErrReleased):
		return hook.Decision{}, nil
	case errors.As(err, &spent):
		r.recordTurnEnd(m, on, rep, ledger.OutcomeFailed)
		errs, broken := violationTexts(rep)
		return r.letGo(m.recordID, m.name, m.stop(ev), spent.Blocks+1, broken, errs, text)
	}
	// Without a ledger there is no count: block the first, as for a
	// subagent, and let the next through.
	return r.blockWithoutLedger(rep, m.name, first, err)
}

// summary is a block's violations on one line, for status.
func summary(rep check.Report) string {
	parts := make([]string, len(rep.Violations))
	for i, v := range rep.Violations {
		parts[i] = v.String()
	}
	s := strings.Join(strings.Fields(strings.Join(parts, "; ")), " ")
	if r := []rune(s); len(r) > 300 {
		s = string(r[:300]) + "…"
	}
	return s
}

// teamEvent handles TaskCreated and the tool-path TaskCompleted: they name
// the teammate, which is all the hook learns from them (a pane
// teammate's name and team, before its own tool calls need them).
func (r *run) teamEvent() (hook.Decision, error) {
	_, err := r.teamMember(false)
	return hook.Decision{}, err
}

// teamCall refuses, before it runs, a team member's call that breaks
// §9: a teammate's message without its prefix, its TaskUpdate to
// completed, malformed handoff or intentional_wait metadata (from anyone
// in the team), a teammate's edit before its teachback (with the gate
// on). Refusals count on a budget per teammate and task, since the client
// has no cap on the tool path.
func (r *run) teamCall() (hook.Decision, error) {
	ev := r.ev
	cfg := r.deps.Config
	bash := ev.ToolName == "Bash"
	if isEdit(ev.ToolName) && !cfg.TeachbackGate || bash && !cfg.TeachbackGate && cfg.TeammateCommits {
		return hook.Decision{}, nil
	}
	// A main agent is a pane teammate only in a session started with a
	// definition (--agent-type) or with the team contract on for all.
	scan := ev.AgentID == "" && (ev.AgentType != "" || slices.Contains(cfg.On, contract.Team))
	m, err := r.teamMember(scan)
	if m == nil {
		return hook.Decision{}, err
	}
	underTeam := !m.lead && r.contractsOf(m)[contract.Team]
	now := r.deps.Now()
	switch {
	case ev.ToolName == "SendMessage":
		if !underTeam {
			return hook.Decision{}, nil
		}
		reason := team.Prefix(m.name, ev.ToolInput)
		if reason == "" {
			reason = team.Message(ev.ToolInput)
		}
		return r.refuse(m, refusalSend, reason)
	case isEdit(ev.ToolName) || bash:
		if !underTeam {
			return hook.Decision{}, nil
		}
		key, reason := refusalEdit, ""
		if bash {
			key = refusalBash
			if !cfg.TeammateCommits {
				reason = team.Commits(ev.ToolInput)
			}
		}
		if reason == "" && cfg.TeachbackGate {
			reason = team.Teachback(ev.ToolName, team.TeachbackGate(m.t, m.name))
		}
		return r.refuse(m, key, reason)
	}
	w := team.ParseTaskWrite(ev.ToolInput)
	key := w.TaskID
	if key == "" {
		key = "new"
	}
	if problems := team.CheckMetadata(w, now); len(problems) > 0 {
		return r.refuse(m, key, team.MetadataRefusal(ev.ToolName, problems))
	}
	if v, ok := w.Metadata[team.KeyHandoff]; ok && !team.IsNull(v) {
		if missing := team.MissingProduced(v, r.inProject); len(missing) > 0 {
			return r.refuse(m, key, team.ProducedRefusal(missing))
		}
	}
	var task *ledger.Task
	if m.t != nil {
		task = m.t.Tasks[w.TaskID]
	}
	if ev.ToolName != "TaskUpdate" {
		return r.refuse(m, key, "")
	}
	if m.lead {
		return r.refuse(m, key, r.leadCompletion(m, w, task, now))
	}
	if !underTeam {
		return r.refuse(m, key, "")
	}
	reason := team.LeadOnly(w)
	if reason == "" {
		reason = team.Resubmission(w, task, now)
	}
	if reason == "" {
		reason = team.SelfCompletion(w, m.teammate(), cfg.SelfComplete, now)
	}
	return r.refuse(m, key, reason)
}

// leadCompletion is the lead's completion gate (§9a) for a task whose
// owner is a teammate under the team contract.
func (r *run) leadCompletion(m *mate, w team.TaskWrite, task *ledger.Task, now time.Time) string {
	if task == nil || task.Owner == "" || task.Owner == team.Lead {
		return ""
	}
	owner := &mate{team: m.team, name: task.Owner, t: m.t}
	if known := m.t.Member(task.Owner); known != nil {
		owner.definition = known.Definition
	}
	if !r.contractsOf(owner)[contract.Team] {
		return ""
	}
	return team.LeadCompletion(w, task, owner.teammate(), r.deps.Config.SelfComplete, now)
}

// inProject reports whether a path relative to the project exists.
func (r *run) inProject(rel string) bool {
	if r.deps.ProjectDir == "" {
		return true // nothing to check against
	}
	_, err := os.Stat(filepath.Join(r.deps.ProjectDir, filepath.FromSlash(rel)))
	return err == nil
}

// refuse refuses the call with reason while the member's budget for key
// lasts; past it, the call goes through with a dispatch-failure record.
// An empty reason lets the call go and forgets earlier refusals of key.
func (r *run) refuse(m *mate, key, reason string) (hook.Decision, error) {
	ev := r.ev
	s := r.deps.Ledger
	now := r.deps.Now()
	if reason == "" {
		if known := m.t.Member(m.name); known != nil && known.Refusals[key] > 0 {
			if err := s.ClearRefusal(m.team, m.name, key, now); err != nil {
				r.warn("the ledger could not be updated (%v)", err)
			}
		}
		return hook.Decision{}, nil
	}
	budget := r.deps.Config.RetryBudget
	first, _, _ := strings.Cut(strings.TrimPrefix(reason, "team-hook: "), "\n")
	err := s.CountRefusal(m.team, m.name, key, budget, ledger.Block{At: now, Event: ev.Name + " " + ev.ToolName, Reason: first})
	var spent *ledger.BudgetError
	switch {
	case err == nil:
		return hook.Decision{Block: reason}, nil
	case errors.Is(err, ledger.ErrReleased):
		return hook.Decision{}, nil
	case errors.As(err, &spent) && m.lead:
		// The lead is no agent to halt: its call goes through, and the
		// user hears of it.
		return hook.Decision{Message: fmt.Sprintf("team-hook: the lead's %s was refused %d times (the retry budget) and this time let through: %s", ev.ToolName, spent.Blocks, first)}, nil
	case errors.As(err, &spent):
		call := ev.ToolName + " " + string(ev.ToolInput)
		return r.letGo(m.recordID, m.name, m.stop(ev), spent.Blocks+1, []string{string(contract.Team)}, []string{reason}, call)
	}
	return hook.Decision{}, ownFailure(err, "the ledger could not count the refusal of %s's %s: %v", m.name, ev.ToolName, err)
}

// learnTeam keeps what a PostToolUse shows of a team: a teammate spawned
// (name → definition), a task call of a team member (status, owner,
// metadata and the completion path), a teammate's message to the lead.
// Nothing is read or written for an agent outside a team.
func (r *run) learnTeam() error {
	ev := r.ev
	if ev.AgentID != "" && !team.IsTeammateID(ev.AgentID) {
		return nil // a plain subagent
	}
	switch ev.ToolName {
	case deliver.ToolAgent, deliver.ToolTask:
		return r.learnSpawn()
	case "TaskCreate", "TaskUpdate":
		m, err := r.teamMember(false)
		if m == nil {
			return err
		}
		c, ok := taskCall(ev, m, r.deps.Now())
		if !ok {
			return nil
		}
		_, err = r.deps.Ledger.RecordTaskCall(m.team, c, r.deps.Now())
		return err
	case deliver.ToolSendMessage:
		var in struct {
			To string `json:"to"`
		}
		var out struct {
			Routing struct {
				Sender string `json:"sender"`
			} `json:"routing"`
		}
		_ = json.Unmarshal(ev.ToolInput, &in)
		_ = json.Unmarshal(ev.ToolResponse, &out)
		if in.To != team.Lead || out.Routing.Sender == "" || out.Routing.Sender == team.Lead {
			return nil // not a teammate's message to its lead
		}
		m, err := r.teamMember(ev.AgentID == "")
		if m == nil || m.lead {
			return err
		}
		_, err = r.deps.Ledger.Report(m.team, m.name, r.deps.Now())
		return err
	}
	return nil
}

// learnSpawn records the teammate a lead's Agent call spawned: its name,
// the definition it was spawned from, its agent id.
func (r *run) learnSpawn() error {
	ev := r.ev
	if ev.AgentID != "" {
		return nil
	}
	var res struct {
		Status    string `json:"status"`
		Name      string `json:"name"`
		AgentID   string `json:"agent_id"`
		AgentType string `json:"agent_type"`
		TeamName  string `json:"team_name"`
	}
	if !bytes.Contains(ev.ToolResponse, []byte("teammate_spawned")) { // most Agent results: skip the decode
		return nil
	}
	if json.Unmarshal(ev.ToolResponse, &res) != nil || res.Status != "teammate_spawned" || res.Name == "" {
		return nil
	}
	name := res.TeamName
	if name == "" {
		name = team.LeadTeam(ev.SessionID)
	}
	m := ledger.Member{Name: res.Name, Definition: res.AgentType}
	if team.IsTeammateID(res.AgentID) {
		m.AgentID = res.AgentID // a pane teammate's "agent id" is its name@team
	}
	_, err := r.deps.Ledger.Join(name, m, r.deps.Now())
	return err
}

// taskCall reads a task call that went through: its task id (a
// TaskCreate's from its result), what it set, and what the team rules
// make of its metadata. A failed call changed nothing.
func taskCall(ev *hook.Event, m *mate, now time.Time) (ledger.TaskCall, bool) {
	w := team.ParseTaskWrite(ev.ToolInput)
	var res struct {
		Success       *bool    `json:"success"`
		UpdatedFields []string `json:"updatedFields"`
		Task          struct {
			ID string `json:"id"`
		} `json:"task"`
	}
	_ = json.Unmarshal(ev.ToolResponse, &res)
	c := ledger.TaskCall{Subject: w.Subject, Description: w.Description, Status: w.Status, Owner: w.Owner, Metadata: w.Metadata}
	switch ev.ToolName {
	case "TaskCreate":
		c.TaskID = res.Task.ID
		if c.Status == "" {
			c.Status = "pending"
		}
	default:
		if res.Success == nil || !*res.Success {
			return c, false
		}
		c.TaskID = w.TaskID
		if !w.HasOwner && slices.Contains(res.UpdatedFields, "owner") {
			c.ClaimedBy = m.name // a claim without an owner names the caller
		}
	}
	if c.TaskID == "" {
		return c, false
	}
	if v, ok := w.Metadata[team.KeyHandoff]; ok && !team.IsNull(v) && len(team.CheckHandoff(v)) == 0 {
		c.Handoff = true
	}
	for _, key := range []string{team.KeyHandoffRejection, team.KeyTeachbackRejection} {
		if v, ok := w.Metadata[key]; ok && m.lead {
			rej, _ := team.ParseRejection(key, v, now)
			c.Rejected = c.Rejected || rej != nil
		}
	}
	if v, ok := w.Metadata[team.KeyWait]; ok {
		wait, problems := team.ParseWait(v, now)
		c.AwaitLead = wait != nil && len(problems) == 0 && wait.Reason == team.AwaitingLeadCompletion
		c.Unwait = !c.AwaitLead
	}
	return c, true
}
