package team

import (
	"encoding/json"
	"fmt"
	"strings"
)

// Arrow is the prefix's arrow; ArrowASCII is accepted for it.
const (
	Arrow      = "→"
	ArrowASCII = "->"
)

// maxQuoted bounds the first line a reason quotes back.
const maxQuoted = 200

// Prefix checks a teammate's SendMessage (§9): its message starts with
// [<sender>→<recipient>], sender its own name, recipient the call's `to`
// as written ("*" for a broadcast). It returns the refusal reason with
// the corrected first line, or "" when the message keeps the rule or is
// not checked (no `to`, a message that is not a string).
func Prefix(sender string, input json.RawMessage) string {
	var in map[string]json.RawMessage
	if json.Unmarshal(input, &in) != nil {
		return ""
	}
	var to, message string
	if json.Unmarshal(in["to"], &to) != nil || json.Unmarshal(in["message"], &message) != nil {
		return ""
	}
	to = strings.TrimSpace(to)
	if to == "" || sender == "" {
		return ""
	}
	want := "[" + sender + Arrow + to + "]"
	text := strings.TrimLeft(message, " \t\r\n")
	from, rcpt, rest, ok := splitPrefix(text)
	if ok && strings.EqualFold(from, sender) && strings.EqualFold(rcpt, to) {
		return ""
	}
	if !ok {
		rest = text
	}
	first, _, _ := strings.Cut(strings.TrimLeft(rest, " \t"), "\n")
	first = strings.TrimRight(first, "\r")
	if len([]rune(first)) > maxQuoted {
		first = string([]rune(first)[:maxQuoted]) + "…"
	}
	var why string
	switch {
	case !ok:
		why = "this one has no prefix"
	case !strings.EqualFold(from, sender):
		why = fmt.Sprintf("this one names the sender %q, but you are %q", from, sender)
	default:
		why = fmt.Sprintf("this one names the recipient %q, but it goes to %q (the call's `to`)", rcpt, to)
	}
	corrected := want
	if first != "" {
		corrected += " " + first
	}
	return fmt.Sprintf("team-hook: a teammate's message must start with [<your name>%s<recipient>], here %s; %s. Send it again with this first line, the rest unchanged (the summary takes no prefix):\n%s",
		Arrow, want, why, corrected)
}

// splitPrefix reads a leading [sender→recipient] (or ->) off text.
func splitPrefix(text string) (sender, recipient, rest string, ok bool) {
	if !strings.HasPrefix(text, "[") {
		return "", "", "", false
	}
	end := strings.IndexByte(text, ']')
	if end < 0 || strings.ContainsAny(text[:end], "\n") {
		return "", "", "", false
	}
	inner := text[1:end]
	for _, arrow := range []string{Arrow, ArrowASCII} {
		if a, b, found := strings.Cut(inner, arrow); found {
			return strings.TrimSpace(a), strings.TrimSpace(b), text[end+1:], true
		}
	}
	return "", "", "", false
}
