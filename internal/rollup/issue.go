package rollup

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// ParseIssue reads one line of an Issues section, its list marker
// removed: "<title>: <description> | Severity: <level>", with optional
// "| Category: <word>" and "| Confidence: <0-100>" fields in either order
// before Severity; a line without fields may end "… Severity: <level>".
// Emphasis around the title and the labels is dropped. ok is false when
// the line carries no valid Severity (the result contract reports that).
// The caller sets Location from the line's first file:line reference.
func ParseIssue(line string) (is Issue, ok bool) {
	fields := strings.Split(line, "|")
	is.Confidence = -1
	head := fields[0]
	for _, f := range fields[1:] {
		label, value, found := strings.Cut(f, ":")
		if !found {
			continue
		}
		value = strings.Trim(strings.TrimSpace(value), ".;,")
		switch strings.ToLower(strings.Trim(strings.TrimSpace(label), "*_")) {
		case "severity":
			value = strings.ToLower(strings.Trim(value, "*_` "))
			if Rank(value) >= 0 {
				is.Severity, ok = value, true
			}
		case "category":
			is.Category = strings.Trim(value, "*_` ")
		case "confidence":
			if n, err := strconv.Atoi(strings.TrimSuffix(strings.Trim(value, "*_` "), "%")); err == nil && n >= 0 && n <= 100 {
				is.Confidence = n
			}
		}
	}
	if len(fields) == 1 {
		if at, level, found := trailingSeverity(head); found {
			if sev := strings.ToLower(level); Rank(sev) >= 0 {
				is.Severity, ok = sev, true
			}
			head = head[:at]
		}
	}
	head = strings.TrimSpace(strings.NewReplacer("**", "", "__", "").Replace(head))
	is.Title = strings.Trim(head, "*_ ")
	if t, d, found := strings.Cut(head, ": "); found {
		is.Title, is.Description = strings.Trim(t, "*_ "), strings.TrimSpace(d)
	}
	return is, ok
}

// spaces are the white space the contract reads around labels and marks
// (ASCII: a vertical tab or a no-break space is text).
const spaces = " \t\n\f\r"

// trailingSeverity is a Severity field at the end of a line that has no
// "|" before it: "Overrides bypass validation. Severity: important", the
// form the result contract accepts (§6). at is where the field starts,
// with the emphasis and the punctuation that lead into it.
func trailingSeverity(head string) (at int, level string, ok bool) {
	at, level, ok = SeverityAtEnd(head, "*_")
	if ok {
		at = len(strings.TrimRight(strings.TrimRight(head[:at], "*_"), spaces+".;,:—–-"))
	}
	return at, level, ok
}

// SeverityAtEnd finds the first "Severity: <level>" that ends a line: the
// label in any case, a colon with spaces and the given marks around it, a
// word, and after the word nothing but punctuation and marks. at is where
// the label starts.
func SeverityAtEnd(line, marks string) (at int, level string, ok bool) {
	around := marks + spaces
	for i := range len(line) {
		n, found := PrefixFold(line[i:], "severity")
		if !found {
			continue
		}
		rest := strings.TrimLeft(line[i+n:], around)
		if !strings.HasPrefix(rest, ":") {
			continue
		}
		rest = strings.TrimLeft(rest[1:], around)
		word := len(rest) - len(strings.TrimLeftFunc(rest, isLetter))
		if word > 0 && strings.IndexFunc(rest[word:], func(r rune) bool { return isLetter(r) || isDigit(r) }) < 0 {
			return i, rest[:word], true
		}
	}
	return 0, "", false
}

// PrefixFold is the length of word (lower-case ASCII) at the start of s,
// when s starts with it in any case. Like every case-insensitive match of
// the contract it folds as Unicode does: the Kelvin sign is a k and the
// long s (ſ) an s.
func PrefixFold(s, word string) (n int, ok bool) {
	for _, w := range word {
		r, size := utf8.DecodeRuneInString(s[n:])
		if !strings.EqualFold(string(r), string(w)) {
			return 0, false
		}
		n += size
	}
	return n, true
}

// isLetter is a letter of a case-insensitive word: ASCII, or the Kelvin
// sign and long s, which fold to k and s.
func isLetter(r rune) bool {
	return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r == '\u212a' || r == 'ſ'
}

func isDigit(r rune) bool { return r >= '0' && r <= '9' }
