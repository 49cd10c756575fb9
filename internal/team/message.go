package team

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"unicode"
)

// The forms of a teammate's messages (§9a): a BLOCKER and an ALGEDONIC
// carry what the lead needs to act; an idle acknowledgement is no message
// (the teammate sets a wait instead); the summary takes no prefix.

// PartialHandoff is the part a BLOCKER and an ALGEDONIC carry.
const PartialHandoff = "Partial HANDOFF"

// algedonicFields are the labels an ALGEDONIC message carries.
func algedonicFields() []string {
	return []string{"Issue:", "Evidence:", "Impact:", "Recommended Action:"}
}

// Message checks a teammate's SendMessage beyond its prefix: a BLOCKER,
// an ALGEDONIC, an idle acknowledgement, a prefixed summary. It returns
// the refusal reason, or "" (also for a message that is not a string).
func Message(input json.RawMessage) string {
	var in map[string]json.RawMessage
	if json.Unmarshal(input, &in) != nil {
		return ""
	}
	var message, summary string
	if json.Unmarshal(in["message"], &message) != nil {
		return ""
	}
	if json.Unmarshal(in["summary"], &summary) == nil {
		if _, _, _, prefixed := splitPrefix(strings.TrimSpace(summary)); prefixed {
			return fmt.Sprintf("team-hook: the summary of a message takes no [sender%srecipient] prefix (only the message does); nothing was sent. Send it again with the summary %q.", Arrow, strings.TrimSpace(afterPrefix(summary)))
		}
	}
	body := strings.TrimSpace(afterPrefix(message))
	switch {
	case IdleAcknowledgement(body):
		return fmt.Sprintf("team-hook: %q says only that you are idle, which is no message for %s: nothing was sent. If you wait for something, record it on your task instead: TaskUpdate {\"taskId\": \"<id>\", \"metadata\": {\"intentional_wait\": {\"reason\": \"awaiting_lead_completion\", \"expected_resolver\": \"lead\", \"since\": \"<now>\"}}}, then end your turn.", clip(body), Lead)
	case hasWord(body, "BLOCKER:"):
		if !strings.Contains(strings.ToLower(body), strings.ToLower(PartialHandoff)) {
			return fmt.Sprintf("team-hook: a BLOCKER message carries a %q part (what you produced so far, your decisions, what is uncertain), so the lead can act on it; this one has none, and nothing was sent. Send it again with a section \"%s:\" after the blocker.", PartialHandoff, PartialHandoff)
		}
	case isAlgedonic(body):
		if missing := algedonicMissing(body); len(missing) > 0 {
			return fmt.Sprintf("team-hook: an ALGEDONIC message names [HALT] or [ALERT] and carries %s and a %q part; this one lacks %s, and nothing was sent. Send it again with every part, e.g.:\nALGEDONIC [HALT]\nIssue: …\nEvidence: …\nImpact: …\nRecommended Action: …\n%s: …",
				strings.Join(algedonicFields(), ", "), PartialHandoff, strings.Join(missing, ", "), PartialHandoff)
		}
	}
	return ""
}

// afterPrefix is a message without its [a→b] prefix.
func afterPrefix(message string) string {
	if _, _, rest, ok := splitPrefix(strings.TrimLeft(message, " \t\r\n")); ok {
		return rest
	}
	return message
}

// hasWord reports whether text starts with word (case-sensitive, as the
// protocol writes it).
func hasWord(text, word string) bool { return strings.HasPrefix(text, word) }

// isAlgedonic: the message starts with ALGEDONIC, a warning sign before it
// allowed.
func isAlgedonic(text string) bool {
	text = strings.TrimLeftFunc(text, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '[' })
	return strings.HasPrefix(strings.ToUpper(text), "ALGEDONIC")
}

func algedonicMissing(text string) []string {
	var out []string
	if !strings.Contains(text, "[HALT]") && !strings.Contains(text, "[ALERT]") {
		out = append(out, "[HALT] or [ALERT]")
	}
	lower := strings.ToLower(text)
	for _, f := range append(algedonicFields(), PartialHandoff) {
		if !strings.Contains(lower, strings.ToLower(f)) {
			out = append(out, f)
		}
	}
	return out
}

// idleAcknowledgements are what an idle acknowledgement says (§9a),
// lower-cased, without punctuation or emoji.
func idleAcknowledgements() []string {
	return []string{
		"standing by", "still standing by", "still waiting", "waiting", "waiting for instructions",
		"waiting for further instructions", "awaiting instructions", "ready when you are", "ack",
		"acknowledged", "noted", "ok", "idle",
	}
}

// IdleAcknowledgement reports whether a message says only that its sender
// is idle: lower-cased, without punctuation or emoji, one of the phrases,
// optionally followed by "for <name>" or "on task <n>".
func IdleAcknowledgement(text string) bool {
	words := strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '-' && r != '_'
	})
	s := strings.Join(words, " ")
	for _, p := range idleAcknowledgements() {
		rest, ok := strings.CutPrefix(s, p)
		if !ok {
			continue
		}
		rest = strings.TrimSpace(rest)
		if rest == "" {
			return true
		}
		if f := strings.Fields(rest); len(f) == 2 && f[0] == "for" || len(f) == 3 && f[0] == "on" && f[1] == "task" {
			return true
		}
	}
	return false
}

// Channel checks a teammate's final message at its turn end (§9a): one
// that begins with a prefix to the lead, while it sent the lead no
// SendMessage this turn, was meant for the lead and never sent. It
// returns the violation's message, or "".
func Channel(name, text string, sentToLead bool) string {
	if sentToLead || name == "" {
		return ""
	}
	from, to, _, ok := splitPrefix(strings.TrimLeft(text, " \t\r\n"))
	if !ok || !strings.EqualFold(to, Lead) || !strings.EqualFold(from, name) {
		return ""
	}
	return fmt.Sprintf("your final message is addressed to %s ([%s%s%s]), but you sent %s no SendMessage this turn, and a final message does not reach the lead: send it with SendMessage {\"to\": %q, \"message\": \"[%s%s%s] …\"}, then end your turn",
		Lead, name, Arrow, Lead, Lead, Lead, name, Arrow, Lead)
}

// MissingProduced lists the entries of a handoff's produced that name a
// file of the project that does not exist (§9a). exists answers for a
// path relative to the project. A HANDOFF given as one string is not
// searched.
func MissingProduced(v json.RawMessage, exists func(rel string) bool) []string {
	var obj map[string]json.RawMessage
	if json.Unmarshal(v, &obj) != nil {
		return nil
	}
	entries, problem := entriesOf(obj[HandoffProduced], true)
	if problem != "" {
		return nil
	}
	var out []string
	for _, e := range entries {
		if p := producedPath(e); p != "" && !exists(p) {
			out = append(out, p)
		}
	}
	return out
}

// producedPath is the file a produced entry names: a relative path with a
// "/" or an extension and no spaces, optionally followed by :line or a
// note after " — "; "" when the entry names no file.
func producedPath(e string) string {
	e = strings.TrimSpace(e)
	if i := strings.Index(e, " — "); i >= 0 {
		e = strings.TrimSpace(e[:i])
	}
	e = strings.Trim(e, "`")
	if i := strings.IndexByte(e, ':'); i > 0 && lineSuffix(e[i+1:]) {
		e = e[:i]
	}
	if e == "" || strings.ContainsAny(e, " \t") || filepath.IsAbs(e) || strings.HasPrefix(e, "~") || strings.Contains(e, "://") {
		return ""
	}
	if !strings.Contains(e, "/") {
		ext := filepath.Ext(e)
		if len(ext) < 2 || !isWord(ext[1:]) || ext == e {
			return ""
		}
	}
	return e
}

// lineSuffix: digits, or a range of them.
func lineSuffix(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !unicode.IsDigit(r) && r != '-' {
			return false
		}
	}
	return true
}

func isWord(s string) bool {
	for _, r := range s {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			return false
		}
	}
	return true
}

// ProducedRefusal is the reason a handoff naming missing files is
// refused with.
func ProducedRefusal(missing []string) string {
	return fmt.Sprintf("team-hook: metadata.handoff.produced names files that do not exist in the project: %s. Nothing of this call was saved. Create them, or correct their paths (relative to the project), then store the HANDOFF again.", strings.Join(missing, ", "))
}
