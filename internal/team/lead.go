package team

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/team-hook/team-hook/internal/ledger"
)

// The lead's side of the protocol (§9a): it completes only what was
// handed off, rejects with a numbered revision, and accepts teachbacks.

// Metadata keys of §9a.
const (
	KeyHandoffRejection   = "handoff_rejection"
	KeyTeachbackRejection = "teachback_rejection"
	KeyRevision           = "revision_number"
	KeyTeachbackApproved  = "teachback_approved"
	KeyTeachbackTask      = "teachback"
)

// RejectionShape is the object the lead is asked to store.
func RejectionShape(revision int, now time.Time) string {
	return fmt.Sprintf(`{"reason": "…", "corrections": ["…"], "since": %q, "revision_number": %d}`, Timestamp(now), revision)
}

// Rejection is a handoff_rejection or teachback_rejection (§9a).
type Rejection struct {
	Reason      string
	Corrections []string
	Since       time.Time
	Revision    int
}

// ParseRejection reads a rejection and lists what is wrong with it:
// reason a non-empty string, corrections a non-empty list of non-empty
// strings, since as an intentional_wait's, revision_number an integer of
// at least 1. null clears it: nil, nil.
func ParseRejection(key string, v json.RawMessage, now time.Time) (*Rejection, []string) {
	v = bytes.TrimSpace(v)
	if IsNull(v) {
		return nil, nil
	}
	var obj map[string]json.RawMessage
	if len(v) == 0 || v[0] != '{' || json.Unmarshal(v, &obj) != nil {
		return nil, []string{fmt.Sprintf("metadata.%s must be an object like %s, not %s", key, RejectionShape(1, now), kind(v))}
	}
	var r Rejection
	var out []string
	if raw, ok := obj["reason"]; !ok || json.Unmarshal(raw, &r.Reason) != nil || strings.TrimSpace(r.Reason) == "" {
		out = append(out, fmt.Sprintf("metadata.%s.reason must be a non-empty string: why the lead rejects it", key))
	}
	if raw, ok := obj["corrections"]; !ok {
		out = append(out, fmt.Sprintf("metadata.%s has no \"corrections\" (a list of what to change)", key))
	} else if entries, problem := entriesOf(raw, false); problem != "" {
		out = append(out, fmt.Sprintf("metadata.%s.corrections %s", key, problem))
	} else {
		r.Corrections = entries
	}
	since, problems := parseSince("metadata."+key, obj, now)
	out = append(out, problems...)
	r.Since = since
	n, ok := intOf(obj[KeyRevision])
	if !ok || n < 1 {
		out = append(out, fmt.Sprintf("metadata.%s.revision_number must be an integer of at least 1 (the revision it rejects)", key))
	}
	r.Revision = n
	if len(out) > 0 {
		return nil, out
	}
	return &r, nil
}

// intOf reads a JSON integer; ok is false for anything else.
func intOf(raw json.RawMessage) (int, bool) {
	var f float64
	if raw == nil || json.Unmarshal(raw, &f) != nil || f != float64(int(f)) {
		return 0, false
	}
	return int(f), true
}

// rejectionKeys pairs each rejection with what it rejects.
func rejectionKeys() [][2]string {
	return [][2]string{{KeyHandoffRejection, KeyHandoff}, {KeyTeachbackRejection, KeyTeachback}}
}

// StoredRejection is a task's newest rejection, by revision number, and
// the key of what it rejects; nil when it has none that reads.
func StoredRejection(task *ledger.Task, now time.Time) (*Rejection, string) {
	if task == nil {
		return nil, ""
	}
	var best *Rejection
	var of string
	for _, k := range rejectionKeys() {
		raw := metadataValue(task.Metadata, k[0])
		if raw == nil {
			continue
		}
		if r, _ := ParseRejection(k[0], raw, now); r != nil && (best == nil || r.Revision > best.Revision) {
			best, of = r, k[1]
		}
	}
	return best, of
}

// StoredRevision is the revision_number a task's owner stored, 0 when none.
func StoredRevision(task *ledger.Task) int {
	if task == nil {
		return 0
	}
	n, _ := intOf(metadataValue(task.Metadata, KeyRevision))
	return n
}

// Revised reports whether the task's newest rejection was answered with
// the next revision.
func Revised(task *ledger.Task, now time.Time) bool {
	r, _ := StoredRejection(task, now)
	return r == nil || StoredRevision(task) >= r.Revision+1
}

// Resubmission checks a teammate's handoff or teachback written on a task
// the lead rejected (§9a): the same call must carry revision_number =
// the rejection's + 1. It returns the refusal reason, or "".
func Resubmission(w TaskWrite, task *ledger.Task, now time.Time) string {
	rej, of := StoredRejection(task, now)
	if rej == nil {
		return ""
	}
	v, writes := w.Metadata[of]
	if !writes || IsNull(v) {
		return ""
	}
	want := rej.Revision + 1
	got, ok := intOf(w.Metadata[KeyRevision])
	if ok && got == want {
		return ""
	}
	have := "none"
	if raw, present := w.Metadata[KeyRevision]; present {
		have = strings.TrimSpace(string(raw))
	}
	return fmt.Sprintf("team-hook: the lead rejected the %s of task %s (revision %d: %s), so its re-submission must carry the next revision number in the same call; this one has %s, and nothing of it was saved. Call it again with \"%s\": %d beside the %s:\n"+
		"   TaskUpdate {\"taskId\": %q, \"metadata\": {%q: …your revised %s…, %q: %d}}\n"+
		"Then tell %s and set your wait again, as after your first submission.",
		of, task.ID, rej.Revision, clip(rej.Reason), have, KeyRevision, want, of, task.ID, of, of, KeyRevision, want, Lead)
}

// LeadOnly refuses a teammate's write of what only the lead writes
// (§9a): a rejection, or the approval of a teachback.
func LeadOnly(w TaskWrite) string {
	for _, key := range []string{KeyHandoffRejection, KeyTeachbackRejection, KeyTeachbackApproved} {
		if v, ok := w.Metadata[key]; ok && !IsNull(v) {
			return fmt.Sprintf("team-hook: only %s writes metadata.%s, and nothing of this call was saved. If you disagree with the task, tell %s with SendMessage.", Lead, key, Lead)
		}
	}
	return ""
}

// IsTeachbackTask reports whether a task is a teachback: marked
// teachback: true, or holding a teachback and no handoff.
func IsTeachbackTask(task *ledger.Task) bool {
	var flag bool
	if raw := metadataValue(task.Metadata, KeyTeachbackTask); raw != nil && json.Unmarshal(raw, &flag) == nil && flag {
		return true
	}
	return metadataValue(task.Metadata, KeyTeachback) != nil && metadataValue(task.Metadata, KeyHandoff) == nil
}

// LeadCompletion checks the lead's TaskUpdate to completed on a task the
// ledger knows (§9a): a task a teammate under the team contract owns is
// completed only once it holds a valid handoff (a teachback task: its
// teachback), and not while a rejection waits for its revision. owner is
// the task's owner as a teammate; exempt is the self_complete option. It
// returns the refusal reason, or "".
func LeadCompletion(w TaskWrite, task *ledger.Task, owner Teammate, exempt []string, now time.Time) string {
	if w.Status != StatusCompleted || task == nil || task.Status == StatusCompleted {
		return ""
	}
	for _, name := range exempt {
		if NameMatches(name, owner.Name, owner.Definition) {
			return ""
		}
	}
	id := task.ID
	if rej, of := StoredRejection(task, now); rej != nil && !Revised(task, now) {
		return fmt.Sprintf("team-hook: task %s (%s's) cannot be completed yet: you rejected its %s (revision %d) and %s has not stored revision %d. Wait for %s's re-submission, or clear the rejection if you changed your mind: TaskUpdate {\"taskId\": %q, \"metadata\": {%q: null}}",
			id, owner.Name, of, rej.Revision, owner.Name, rej.Revision+1, owner.Name, id, of+"_rejection")
	}
	if IsTeachbackTask(task) {
		if metadataValue(task.Metadata, KeyTeachback) != nil {
			return ""
		}
		return fmt.Sprintf("team-hook: task %s is %s's teachback, and it has stored no metadata.teachback_submit yet, so it cannot be completed. Ask %s for it with SendMessage {\"to\": %q, \"message\": \"…\"}, then complete the task once it is stored.",
			id, owner.Name, owner.Name, owner.Name)
	}
	raw := metadataValue(task.Metadata, KeyHandoff)
	if raw != nil && len(CheckHandoff(raw)) == 0 {
		return ""
	}
	what := "no HANDOFF is stored on it"
	if raw != nil {
		what = "its stored HANDOFF is not valid (" + strings.Join(CheckHandoff(raw), "; ") + ")"
	}
	return fmt.Sprintf("team-hook: task %s is owned by %s, and %s: the lead completes a task only after inspecting its metadata.handoff. Ask %s for it: SendMessage {\"to\": %q, \"message\": \"[%s%s%s] Please store your HANDOFF on task %s, then tell me.\"}; complete the task once it is stored. To reject a HANDOFF instead: TaskUpdate {\"taskId\": %q, \"metadata\": {%q: %s}}",
		id, owner.Name, what, owner.Name, owner.Name, Lead, Arrow, owner.Name, id, id, KeyHandoffRejection, RejectionShape(StoredRevision(task)+1, now))
}
