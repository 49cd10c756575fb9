// Package team owns the agent-team protocol of docs/CONTRACT.md §9 as pure
// functions: who is a teammate (from the shape of what a hook sees), the
// message prefix, the lead completes tasks, the HANDOFF and the
// intentional_wait stored in task metadata, the order of the steps before
// an idle turn end, and the teachback gate. Every rule takes what the hook
// learned before (from the ledger) as input and returns findings or a
// refusal; none reads, writes or prints.
package team

import (
	"encoding/json"
	"strings"
	"time"
)

// Lead is the name every teammate addresses the lead by.
const Lead = "team-lead"

// StaleAfter is how long an intentional_wait counts (§9).
const StaleAfter = 30 * time.Minute

// The intentional_wait reason of the completion path: the teammate
// handed off and waits for the lead to complete its task.
const AwaitingLeadCompletion = "awaiting_lead_completion"

// The wait of a teachback's path: the lead is to accept it (§9a).
const awaitingTeachbackApproved = "awaiting_teachback_approved"

// LeadTeam is the team Claude Code gives a session's agent team:
// session-<first 8 characters of its id>. A lead's own events carry no
// team fields, so this is how its team is known.
func LeadTeam(sessionID string) string {
	if len(sessionID) < 8 {
		return ""
	}
	return "session-" + sessionID[:8]
}

// IsTeammateID reports whether an agent id has the shape Claude Code gives
// in-process teammates, a<name>-<16 hex digits>, rather than a plain
// subagent's a<16 hex digits>: a test that costs nothing before any file
// is read.
func IsTeammateID(agentID string) bool {
	i := strings.LastIndexByte(agentID, '-')
	if len(agentID) < 2 || agentID[0] != 'a' || i < 2 || len(agentID)-i-1 != 16 {
		return false
	}
	for _, c := range agentID[i+1:] {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return false
		}
	}
	return true
}

// NameMatches reports whether a name from an option or a SendMessage `to`
// names a teammate or its definition: exactly, or the definition without
// its plugin prefix ("team:reviewer" and "reviewer").
func NameMatches(name, teammate, definition string) bool {
	name = strings.TrimSpace(name)
	if name == "" {
		return false
	}
	if teammate != "" && strings.EqualFold(name, teammate) {
		return true
	}
	return definition != "" && strings.EqualFold(baseName(name), baseName(definition))
}

func baseName(s string) string {
	if i := strings.LastIndexByte(s, ':'); i >= 0 {
		return s[i+1:]
	}
	return s
}

// TaskWrite is what a TaskCreate or TaskUpdate call asks for, read field
// by field so one of an unexpected type does not lose the others.
type TaskWrite struct {
	TaskID      string
	Subject     string
	Description string
	Status      string
	Owner       string
	HasOwner    bool
	// Metadata holds the keys the call sets; a key set to null is
	// present with the value null (Claude Code deletes it).
	Metadata map[string]json.RawMessage
}

// ParseTaskWrite reads a TaskCreate or TaskUpdate input.
func ParseTaskWrite(input json.RawMessage) TaskWrite {
	var m map[string]json.RawMessage
	var w TaskWrite
	if json.Unmarshal(input, &m) != nil {
		return w
	}
	str := func(key string) string {
		var s string
		if v, ok := m[key]; ok && json.Unmarshal(v, &s) == nil {
			return s
		}
		return ""
	}
	w.TaskID = str("taskId")
	w.Subject = str("subject")
	w.Description = str("description")
	w.Status = str("status")
	w.Owner = str("owner")
	_, w.HasOwner = m["owner"]
	if raw, ok := m["metadata"]; ok {
		var md map[string]json.RawMessage
		if json.Unmarshal(raw, &md) == nil {
			w.Metadata = md
		}
	}
	return w
}

// Metadata keys of the protocol.
const (
	KeyHandoff   = "handoff"
	KeyWait      = "intentional_wait"
	KeyTeachback = "teachback_submit"
)

// IsNull reports a JSON null, which clears a metadata key.
func IsNull(v json.RawMessage) bool { return strings.TrimSpace(string(v)) == "null" }

// Timestamp is how the texts write a time for an intentional_wait's since.
func Timestamp(t time.Time) string { return t.UTC().Format("2006-01-02T15:04:05Z") }
