package team

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/team-hook/team-hook/internal/contract"
	"github.com/team-hook/team-hook/internal/ledger"
)

// Idle checks a teammate's turn end (§9): for each task it owns that is in
// progress, either its completion path is done in order (HANDOFF stored,
// the lead told, then intentional_wait awaiting_lead_completion), or it
// waits for something else; no wait counts once stale. owned is what the
// ledger learned of those tasks; each one that fails is a violation naming
// the task and the missing or out-of-order step.
func Idle(owned []*ledger.Task, now time.Time) []contract.Violation {
	var out []contract.Violation
	for _, task := range owned {
		if msg := idleTask(task, now); msg != "" {
			out = append(out, contract.Violation{Contract: contract.Team, Message: msg})
		}
	}
	return out
}

func idleTask(task *ledger.Task, now time.Time) string {
	name := fmt.Sprintf("task %s", task.ID)
	if task.Subject != "" {
		name += fmt.Sprintf(" (%s)", clip(task.Subject))
	}
	raw := metadataValue(task.Metadata, KeyWait)
	var wait *Wait
	if raw != nil {
		w, problems := ParseWait(raw, now)
		if len(problems) > 0 {
			return fmt.Sprintf("%s is in progress and yours, and its intentional_wait is malformed (%s): set it again as %s",
				name, strings.Join(problems, "; "), waitCall(task.ID, AwaitingLeadCompletion, "lead", now))
		}
		wait = w
	}
	if wait != nil && wait.Stale(now) {
		return fmt.Sprintf("%s: your intentional_wait (%s, since %s) is more than %d minutes old and no longer counts: if you still wait, set it again with a fresh since, %s; if not, finish what you waited for",
			name, wait.Reason, Timestamp(wait.Since), int(StaleAfter/time.Minute), waitCall(task.ID, wait.Reason, wait.ExpectedResolver, now))
	}
	if rej, of := StoredRejection(task, now); rej != nil && !Revised(task, now) &&
		(wait == nil || wait.Since.Before(rej.Since) || wait.Reason == AwaitingLeadCompletion || wait.Reason == awaitingTeachbackApproved) {
		return fmt.Sprintf("%s: %s rejected your %s (revision %d: %s; corrections: %s), so your earlier wait no longer counts. Revise it, then store it with the next revision number in the same call: TaskUpdate {\"taskId\": %q, \"metadata\": {%q: …, %q: %d}}; then tell %s and set your wait again",
			name, Lead, of, rej.Revision, clip(rej.Reason), clip(strings.Join(rej.Corrections, "; ")), task.ID, of, KeyRevision, rej.Revision+1, Lead)
	}
	if wait != nil && wait.Reason != AwaitingLeadCompletion {
		return "" // waiting for something else, and says so
	}
	switch task.Step {
	case ledger.Waiting:
		if wait != nil {
			return ""
		}
		// The wait was removed without the table hearing of it: ask again.
		return fmt.Sprintf("%s: set your intentional_wait again: %s", name, waitCall(task.ID, AwaitingLeadCompletion, "lead", now))
	case ledger.Reported:
		return fmt.Sprintf("%s: you stored your HANDOFF and told %s; now wait for the lead to complete it: %s",
			name, Lead, waitCall(task.ID, AwaitingLeadCompletion, "lead", now))
	case ledger.HandedOff:
		if wait != nil {
			return fmt.Sprintf("%s: you set intentional_wait before telling %s about your HANDOFF, so it does not count: send %s a SendMessage with your result and HANDOFF, then set the wait again: %s",
				name, Lead, Lead, waitCall(task.ID, AwaitingLeadCompletion, "lead", now))
		}
		return fmt.Sprintf("%s: you stored your HANDOFF but have not told %s since: send %s a SendMessage with your result and HANDOFF, then %s",
			name, Lead, Lead, waitCall(task.ID, AwaitingLeadCompletion, "lead", now))
	}
	return fmt.Sprintf("%s is in progress and yours, and nothing says why your turn ends. Either finish it this way, in this order:\n%s\n"+
		"or, if you are waiting for something else (a peer, the user, a blocker), say so: %s",
		name, completionSteps(task.ID, now), waitCall(task.ID, "awaiting_peer_response", "peer", now))
}

// waitCall is the TaskUpdate that sets a wait.
func waitCall(id, reason, resolver string, now time.Time) string {
	if resolver == "" {
		resolver = "lead"
	}
	return fmt.Sprintf("TaskUpdate {\"taskId\": %q, \"metadata\": {\"intentional_wait\": %s}}", id, WaitShape(reason, resolver, now))
}

// StaleWait is a teammate's wait that ran past StaleAfter, for the lead.
type StaleWait struct {
	Teammate string
	Task     *ledger.Task
	Wait     Wait
}

// StaleWaits lists the waits of a team's in-progress tasks that are stale
// at now, by task.
func StaleWaits(t *ledger.Team, now time.Time) []StaleWait {
	if t == nil {
		return nil
	}
	var tasks []*ledger.Task
	for _, task := range t.Tasks {
		tasks = append(tasks, task)
	}
	ledger.SortTasks(tasks)
	var out []StaleWait
	for _, task := range tasks {
		if task.Status != "in_progress" {
			continue
		}
		if w := StoredWait(task, now); w != nil && w.Stale(now) {
			out = append(out, StaleWait{Teammate: task.Owner, Task: task, Wait: *w})
		}
	}
	return out
}

// StoredWait is a task's intentional_wait as stored, nil when it has
// none or none that reads.
func StoredWait(task *ledger.Task, now time.Time) *Wait {
	raw := metadataValue(task.Metadata, KeyWait)
	if raw == nil {
		return nil
	}
	w, _ := ParseWait(raw, now)
	return w
}

// TeachbackGate is where a teammate stands at the teachback gate: the
// tasks it owns, whether one holds its teachback, and whether the lead
// accepted one (completed its task, or set teachback_approved: true).
func TeachbackGate(t *ledger.Team, name string) Gate {
	var g Gate
	if t == nil {
		return g
	}
	for _, task := range t.Tasks {
		if task.Owner != name || task.Status == "deleted" {
			continue
		}
		g.Owned++
		if metadataValue(task.Metadata, KeyTeachback) == nil {
			continue
		}
		g.Submitted = true
		var approved bool
		if raw := metadataValue(task.Metadata, KeyTeachbackApproved); raw != nil && json.Unmarshal(raw, &approved) == nil && approved || task.Status == StatusCompleted {
			g.Accepted = true
		}
	}
	return g
}
