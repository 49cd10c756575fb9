package team

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"
)

// Teammate is who a rule is about: its name in the team and the agent
// definition it was spawned from ("" when unknown).
type Teammate struct {
	Name       string
	Definition string
}

// StatusCompleted is the task status only the lead sets.
const StatusCompleted = "completed"

// CheckMetadata lists what is wrong with the protocol's metadata a
// TaskCreate or TaskUpdate writes (§9, §9a): metadata.handoff,
// metadata.intentional_wait and the lead's rejections are checked when
// they are written.
func CheckMetadata(w TaskWrite, now time.Time) []string {
	var out []string
	if v, ok := w.Metadata[KeyHandoff]; ok {
		out = append(out, CheckHandoff(v)...)
	}
	if v, ok := w.Metadata[KeyWait]; ok {
		_, problems := ParseWait(v, now)
		out = append(out, problems...)
	}
	for _, k := range rejectionKeys() {
		if v, ok := w.Metadata[k[0]]; ok {
			_, problems := ParseRejection(k[0], v, now)
			out = append(out, problems...)
		}
	}
	return out
}

// MetadataRefusal is the reason a malformed write is refused with.
func MetadataRefusal(tool string, problems []string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "team-hook: the task metadata this %s writes is malformed (%d problem%s):\n", tool, len(problems), plural(len(problems)))
	for i, p := range problems {
		fmt.Fprintf(&b, "%d. %s\n", i+1, p)
	}
	b.WriteString("Nothing of this call was saved. Call it again with the metadata fixed.")
	return b.String()
}

// SelfCompletion refuses a teammate's TaskUpdate to completed (§9): the
// lead completes tasks. Teammates named in exempt (by name or definition,
// a plugin prefix optional) may. It returns the reason, or "".
func SelfCompletion(w TaskWrite, tm Teammate, exempt []string, now time.Time) string {
	if w.Status != StatusCompleted {
		return ""
	}
	for _, name := range exempt {
		if NameMatches(name, tm.Name, tm.Definition) {
			return ""
		}
	}
	id := w.TaskID
	if id == "" {
		id = "<id>"
	}
	return fmt.Sprintf("team-hook: in this team the lead marks tasks completed, not the teammate who did them, so this TaskUpdate was refused and nothing of it was saved. Instead, for task %s:\n%s\nThen end your turn: team-lead completes the task.",
		id, completionSteps(id, now))
}

// completionSteps is the completion path of §9, spelled out for a task.
func completionSteps(id string, now time.Time) string {
	return fmt.Sprintf("   (a) store your HANDOFF on it: TaskUpdate {\"taskId\": %q, \"metadata\": {\"handoff\": %s}}\n"+
		"   (b) tell the lead: SendMessage {\"to\": %q, \"message\": \"[<your name>%s%s] …your result and HANDOFF…\"}\n"+
		"   (c) then wait for the lead: TaskUpdate {\"taskId\": %q, \"metadata\": {\"intentional_wait\": %s}}",
		id, HandoffShape, Lead, Arrow, Lead, id, WaitShape(AwaitingLeadCompletion, "lead", now))
}

// Gate is how far a teammate got through the teachback gate (§9a): the
// tasks it owns, whether it stored a teachback on one, and whether the
// lead accepted it (completed that task, or set teachback_approved).
type Gate struct {
	Owned               int
	Submitted, Accepted bool
}

// Teachback refuses a teammate's edit or command while the teachback gate
// is on and the lead has not accepted its teachback (§9a). It returns the
// reason, or "".
func Teachback(tool string, g Gate) string {
	switch {
	case g.Accepted:
		return ""
	case g.Submitted:
		return fmt.Sprintf("team-hook: the teachback gate is on: no %s before %s has accepted your teachback. You stored it; now tell %s if you have not, set your wait (TaskUpdate {\"taskId\": \"<id>\", \"metadata\": {\"intentional_wait\": {\"reason\": \"awaiting_teachback_approved\", \"expected_resolver\": \"lead\", \"since\": \"<now>\"}}}) and end your turn; the lead accepts it by completing the teachback task or setting teachback_approved: true on it.", tool, Lead, Lead)
	}
	claim := ""
	if g.Owned == 0 {
		claim = " You own no task yet: claim yours first (TaskUpdate {\"taskId\": \"<id>\", \"status\": \"in_progress\"})."
	}
	return fmt.Sprintf("team-hook: the teachback gate is on: no %s before you have stored your teachback on a task you own and %s has accepted it.%s "+
		"Store it with TaskUpdate {\"taskId\": \"<id>\", \"metadata\": {\"teachback_submit\": {\"understanding\": \"…\", \"plan\": \"…\"}}}, "+
		"tell %s with SendMessage, and wait for the lead to accept it; then work.", tool, Lead, claim, Lead)
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// metadataValue reads one key of stored metadata; nil when absent or null.
func metadataValue(md map[string]json.RawMessage, key string) json.RawMessage {
	v, ok := md[key]
	if !ok || IsNull(v) {
		return nil
	}
	return v
}
