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
// TaskCreate or TaskUpdate writes (§9): metadata.handoff and
// metadata.intentional_wait are checked when they are written.
func CheckMetadata(w TaskWrite, now time.Time) []string {
	var out []string
	if v, ok := w.Metadata[KeyHandoff]; ok {
		out = append(out, CheckHandoff(v)...)
	}
	if v, ok := w.Metadata[KeyWait]; ok {
		_, problems := ParseWait(v, now)
		out = append(out, problems...)
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

// Teachback refuses a teammate's edit while the teachback gate is on and
// it stored no metadata.teachback_submit on a task it owns (§9). owned
// counts the tasks it owns; submitted says one of them has a teachback.
func Teachback(tool string, owned int, submitted bool) string {
	if submitted {
		return ""
	}
	claim := ""
	if owned == 0 {
		claim = " You own no task yet: claim yours first (TaskUpdate {\"taskId\": \"<id>\", \"status\": \"in_progress\"})."
	}
	return fmt.Sprintf("team-hook: the teachback gate is on: no %s before you have stored your teachback on a task you own.%s "+
		"Store it with TaskUpdate {\"taskId\": \"<id>\", \"metadata\": {\"teachback_submit\": {\"understanding\": \"…\", \"plan\": \"…\"}}}, "+
		"tell %s, and wait for the go-ahead if your team asks for one; then edit.", tool, claim, Lead)
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
