package team

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/team-hook/team-hook/internal/handoff"
	"github.com/team-hook/team-hook/internal/markdown"
)

// The keys of metadata.handoff, in the order a HANDOFF block gives them.
const (
	HandoffProduced      = "produced"
	HandoffDecisions     = "decisions"
	HandoffReasoning     = "reasoning_chain"
	HandoffUncertainty   = "uncertainty"
	HandoffIntegration   = "integration"
	HandoffOpenQuestions = "open_questions"
)

// handoffKeys lists the keys a handoff must have.
func handoffKeys() []string {
	return []string{HandoffProduced, HandoffDecisions, HandoffUncertainty, HandoffIntegration, HandoffOpenQuestions}
}

// HandoffShape is the object a teammate is asked to store.
const HandoffShape = `{"produced": "…", "decisions": ["…"], "uncertainty": ["[MEDIUM] …"], "integration": "…", "open_questions": []}`

// CheckHandoff lists what is wrong with a metadata.handoff value (§9):
// an object with produced, decisions, uncertainty, integration and
// open_questions (each a non-empty string or a non-empty list of
// non-empty strings; open_questions may be empty) and an optional
// reasoning_chain, every uncertainty entry tagged; or a string holding a
// HANDOFF block (§7). Other keys are kept and not checked. null clears the
// handoff and is fine.
func CheckHandoff(v json.RawMessage) []string {
	v = bytes.TrimSpace(v)
	if IsNull(v) {
		return nil
	}
	var text string
	if json.Unmarshal(v, &text) == nil {
		var out []string
		for _, viol := range handoff.Check(markdown.Parse([]byte(text))) {
			out = append(out, "metadata.handoff (a HANDOFF block as text): "+viol.Message)
		}
		return out
	}
	var obj map[string]json.RawMessage
	if len(v) == 0 || v[0] != '{' || json.Unmarshal(v, &obj) != nil {
		return []string{fmt.Sprintf("metadata.handoff must be an object like %s (or a HANDOFF block as one string), not %s", HandoffShape, kind(v))}
	}
	var out []string
	for _, key := range append(handoffKeys(), HandoffReasoning) {
		raw, ok := obj[key]
		if !ok {
			if key != HandoffReasoning {
				out = append(out, fmt.Sprintf("metadata.handoff has no %q", key))
			}
			continue
		}
		entries, problem := entriesOf(raw, key == HandoffOpenQuestions)
		if problem != "" {
			out = append(out, fmt.Sprintf("metadata.handoff.%s %s", key, problem))
			continue
		}
		if key == HandoffUncertainty {
			out = append(out, checkUncertainty(entries)...)
		}
	}
	return out
}

// entriesOf reads a handoff value: a non-empty string, or a non-empty list
// of non-empty strings (empty allowed where mayBeEmpty).
func entriesOf(raw json.RawMessage, mayBeEmpty bool) ([]string, string) {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		if strings.TrimSpace(s) == "" && !mayBeEmpty {
			return nil, "is empty: write what it holds (\"None\" if there is nothing)"
		}
		if strings.TrimSpace(s) == "" {
			return nil, ""
		}
		return []string{s}, ""
	}
	var list []json.RawMessage
	if json.Unmarshal(raw, &list) != nil {
		return nil, fmt.Sprintf("must be a string or a list of strings, not %s", kind(raw))
	}
	if len(list) == 0 && !mayBeEmpty {
		return nil, "is an empty list: give at least one entry (\"None\" if there is nothing)"
	}
	out := make([]string, 0, len(list))
	for i, item := range list {
		var e string
		if json.Unmarshal(item, &e) != nil {
			return nil, fmt.Sprintf("entry %d must be a string, not %s", i+1, kind(item))
		}
		if strings.TrimSpace(e) == "" {
			return nil, fmt.Sprintf("entry %d is empty", i+1)
		}
		out = append(out, e)
	}
	return out, ""
}

// checkUncertainty wants every entry tagged [HIGH], [MEDIUM] or [LOW], or
// the one entry saying nothing was flagged.
func checkUncertainty(entries []string) []string {
	if len(entries) == 1 && noneFlagged(entries[0]) {
		return nil
	}
	var out []string
	for i, e := range entries {
		if !tagged(e) {
			out = append(out, fmt.Sprintf("metadata.handoff.uncertainty entry %d (%q) does not start with [HIGH], [MEDIUM] or [LOW]; if nothing is uncertain, the value is %q", i+1, clip(e), handoff.NoUncertaintyFlagged))
		}
	}
	return out
}

func tagged(e string) bool {
	e = strings.ToLower(strings.TrimSpace(e))
	return slices.ContainsFunc([]string{"[high]", "[medium]", "[low]"}, func(tag string) bool { return strings.HasPrefix(e, tag) })
}

func noneFlagged(e string) bool {
	e = strings.TrimSuffix(strings.ToLower(strings.TrimSpace(e)), ".")
	return e == strings.TrimSuffix(strings.ToLower(handoff.NoUncertaintyFlagged), ".")
}

// Wait is an intentional_wait (§9): the teammate is idle on purpose,
// waiting for someone.
type Wait struct {
	Reason           string    `json:"reason"`
	ExpectedResolver string    `json:"expected_resolver"`
	Since            time.Time `json:"since"`
}

// Stale reports whether the wait is older than StaleAfter at now: it no
// longer lets the teammate go idle, and the lead is told of it.
func (w *Wait) Stale(now time.Time) bool { return now.Sub(w.Since) > StaleAfter }

// WaitShape is the object a teammate is asked to store, with now as since.
func WaitShape(reason, resolver string, now time.Time) string {
	return fmt.Sprintf(`{"reason": %q, "expected_resolver": %q, "since": %q}`, reason, resolver, Timestamp(now))
}

// maxFuture is how far ahead of the hook's clock a since may be.
const maxFuture = time.Minute

// ParseWait reads a metadata.intentional_wait value and lists what is
// wrong with it: reason and expected_resolver non-empty strings, since an
// ISO-8601 time with a time zone no more than a minute ahead of now.
// Unknown keys are kept and not checked. null clears the wait: nil, nil.
func ParseWait(v json.RawMessage, now time.Time) (*Wait, []string) {
	v = bytes.TrimSpace(v)
	if IsNull(v) {
		return nil, nil
	}
	var obj map[string]json.RawMessage
	if len(v) == 0 || v[0] != '{' || json.Unmarshal(v, &obj) != nil {
		return nil, []string{fmt.Sprintf("metadata.intentional_wait must be an object like %s, not %s", WaitShape("awaiting_lead_completion", "lead", now), kind(v))}
	}
	var w Wait
	var out []string
	for _, f := range []struct {
		key string
		dst *string
	}{{"reason", &w.Reason}, {"expected_resolver", &w.ExpectedResolver}} {
		raw, ok := obj[f.key]
		if !ok {
			out = append(out, fmt.Sprintf("metadata.intentional_wait has no %q", f.key))
			continue
		}
		if json.Unmarshal(raw, f.dst) != nil || strings.TrimSpace(*f.dst) == "" {
			out = append(out, fmt.Sprintf("metadata.intentional_wait.%s must be a non-empty string", f.key))
		}
	}
	since, problems := parseSince("metadata.intentional_wait", obj, now)
	out = append(out, problems...)
	w.Since = since
	if len(out) > 0 {
		return nil, out
	}
	return &w, nil
}

// parseSince reads the since of an object written at key: an ISO-8601
// time with a time zone, no more than a minute ahead of now.
func parseSince(key string, obj map[string]json.RawMessage, now time.Time) (time.Time, []string) {
	raw, ok := obj["since"]
	var since string
	switch {
	case !ok:
		return time.Time{}, []string{fmt.Sprintf("%s has no \"since\" (when it began, e.g. %q)", key, Timestamp(now))}
	case json.Unmarshal(raw, &since) != nil:
		return time.Time{}, []string{fmt.Sprintf("%s.since must be a string, an ISO-8601 time with a time zone such as %q", key, Timestamp(now))}
	}
	t, err := time.Parse(time.RFC3339Nano, strings.TrimSpace(since))
	switch {
	case err != nil:
		return time.Time{}, []string{fmt.Sprintf("%s.since %q is not an ISO-8601 time with a time zone such as %q", key, clip(since), Timestamp(now))}
	case t.Sub(now) > maxFuture:
		return time.Time{}, []string{fmt.Sprintf("%s.since %q is in the future (now is %s)", key, clip(since), Timestamp(now))}
	}
	return t, nil
}

// kind names a JSON value's type for a message.
func kind(v json.RawMessage) string {
	v = bytes.TrimSpace(v)
	if len(v) == 0 {
		return "nothing"
	}
	switch v[0] {
	case '{':
		return "an object"
	case '[':
		return "a list"
	case '"':
		return "a string"
	case 't', 'f':
		return "a boolean"
	case 'n':
		return "null"
	}
	return "a number"
}

func clip(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > 80 {
		return string(r[:80]) + "…"
	}
	return s
}
