package team

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/team-hook/team-hook/internal/ledger"
)

// Status is a team as status and watch show it: its teammates by name and
// definition with their pending questions and last block, and its tasks
// with owner, status, completion step and wait (stale ones marked).
type Status struct {
	Team      string           `json:"team"`
	Teammates []TeammateStatus `json:"teammates"`
	Tasks     []TaskStatus     `json:"tasks"`
	Updated   string           `json:"updated,omitempty"`
}

// TeammateStatus is one teammate of a Status.
type TeammateStatus struct {
	Name       string        `json:"name"`
	Definition string        `json:"definition"`
	AgentID    string        `json:"agent_id,omitempty"`
	SessionID  string        `json:"session_id,omitempty"`
	Tasks      []string      `json:"tasks"`     // the ids of the tasks it owns, not completed or deleted
	Questions  int           `json:"questions"` // questions of its record not yet answered
	State      ledger.State  `json:"state,omitempty"`
	LastBlock  *ledger.Block `json:"last_block,omitempty"`
}

// TaskStatus is one task of a Status.
type TaskStatus struct {
	ID      string       `json:"id"`
	Subject string       `json:"subject"`
	Owner   string       `json:"owner"`
	Status  string       `json:"status"`
	Step    ledger.State `json:"step"`
	Wait    *Wait        `json:"wait,omitempty"`
	Stale   bool         `json:"stale,omitempty"`
	// Revision is the revision number its owner stored (§9a); Rejection
	// the lead's newest rejection, with Revised saying whether it was
	// answered with the next revision.
	Revision  int             `json:"revision,omitempty"`
	Rejection *RejectionState `json:"rejection,omitempty"`
}

// RejectionState is a task's newest rejection as status shows it.
type RejectionState struct {
	Of       string    `json:"of"` // handoff or teachback_submit
	Revision int       `json:"revision_number"`
	Reason   string    `json:"reason"`
	Since    time.Time `json:"since"`
	Revised  bool      `json:"revised"`
}

// StatusOf builds a team's status at now; recs are its teammates' ledger
// records (questions and dispatch failures).
func StatusOf(t *ledger.Team, recs []*ledger.Record, now time.Time) Status {
	st := Status{Team: t.Name, Teammates: []TeammateStatus{}, Tasks: []TaskStatus{}}
	if !t.Updated.IsZero() {
		st.Updated = t.Updated.Format(time.RFC3339)
	}
	var tasks []*ledger.Task
	for _, task := range t.Tasks {
		tasks = append(tasks, task)
	}
	ledger.SortTasks(tasks)
	for _, task := range tasks {
		ts := TaskStatus{ID: task.ID, Subject: task.Subject, Owner: task.Owner, Status: task.Status, Step: task.Step, Wait: StoredWait(task, now)}
		ts.Stale = ts.Wait != nil && ts.Wait.Stale(now)
		ts.Revision = StoredRevision(task)
		if rej, of := StoredRejection(task, now); rej != nil {
			ts.Rejection = &RejectionState{Of: of, Revision: rej.Revision, Reason: rej.Reason, Since: rej.Since, Revised: Revised(task, now)}
		}
		st.Tasks = append(st.Tasks, ts)
	}
	for _, name := range t.Names() {
		if name == Lead {
			continue // the lead has a member entry only for its refusals
		}
		m := t.Members[name]
		ms := TeammateStatus{Name: name, Definition: m.Definition, AgentID: m.AgentID, SessionID: m.SessionID, Tasks: []string{}, LastBlock: m.LastBlock}
		for _, task := range tasks {
			if task.Owner == name && task.Status != "completed" && task.Status != "deleted" {
				ms.Tasks = append(ms.Tasks, task.ID)
			}
		}
		for _, r := range recs {
			if r.Teammate != name {
				continue
			}
			ms.State = r.State
			if cur := r.Current(); cur != nil && (r.State == ledger.Pending || r.State == ledger.Delivered) {
				ms.Questions = len(cur.Request.Ask.Questions)
			}
		}
		st.Teammates = append(st.Teammates, ms)
	}
	return st
}

// WriteStatus prints a team's status for people.
func WriteStatus(w io.Writer, st Status) error {
	fmt.Fprintf(w, "\nTeam %s\n", st.Team)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "TEAMMATE\tDEFINITION\tTASKS\tQUESTIONS\tLAST BLOCK")
	if len(st.Teammates) == 0 {
		fmt.Fprintln(tw, "-\t-\t-\t-\t-")
	}
	for _, m := range st.Teammates {
		questions := "-"
		switch {
		case m.State == ledger.Failed:
			questions = "dispatch failure"
		case m.Questions > 0:
			questions = fmt.Sprintf("%d %s", m.Questions, m.State)
		}
		block := "-"
		if b := m.LastBlock; b != nil {
			block = fmt.Sprintf("%s %s: %s", b.At.Local().Format("15:04:05"), b.Event, clip(b.Reason))
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", m.Name, orDash(m.Definition), orDash(strings.Join(m.Tasks, ",")), questions, block)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if len(st.Tasks) == 0 {
		_, err := fmt.Fprintln(w, "no tasks seen")
		return err
	}
	fmt.Fprintln(w)
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "TASK\tSUBJECT\tOWNER\tSTATUS\tSTEP\tREVISION\tWAIT")
	for _, t := range st.Tasks {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\n", t.ID, orDash(clip(t.Subject)), orDash(t.Owner), orDash(t.Status), orDash(string(t.Step)), RevisionText(t), WaitText(t.Wait, t.Stale))
	}
	return tw.Flush()
}

// RevisionText is a task's revision and rejection on one line: "-", "2",
// or "1 REJECTED: <reason>" while a rejection waits for its revision.
func RevisionText(t TaskStatus) string {
	s := "-"
	if t.Revision > 0 {
		s = fmt.Sprint(t.Revision)
	}
	if r := t.Rejection; r != nil && !r.Revised {
		s = fmt.Sprintf("%d REJECTED (%s): %s", r.Revision, r.Of, clip(r.Reason))
	}
	return s
}

// WaitText is a wait on one line, STALE when it no longer counts.
func WaitText(w *Wait, stale bool) string {
	if w == nil {
		return "-"
	}
	s := fmt.Sprintf("%s (%s) since %s", w.Reason, w.ExpectedResolver, w.Since.Local().Format("2006-01-02 15:04:05"))
	if stale {
		s += " STALE"
	}
	return s
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
