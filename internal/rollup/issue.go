package rollup

import (
	"strconv"
	"strings"

	"github.com/team-hook/team-hook/internal/lazyre"
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

// trailingSeverityRe is a Severity field at the end of a line that has no
// "|" before it: "Overrides bypass validation. Severity: important", the
// form the result contract accepts (§6). The label in any case (folded as
// Unicode folds: the Kelvin sign is a k, the long s an s), a colon with
// blanks and emphasis around it, a word, and after the word nothing but
// punctuation and marks; the match starts with the emphasis and the
// punctuation that lead into the field.
var trailingSeverityRe = lazyre.Regexp{Expr: `(?i)[\s.;,:—–-]*[*_]*severity[*_\s]*:[*_\s]*([a-z]+)[^a-z0-9]*$`}

// trailingSeverity finds the field in head: at is where it starts, level
// its word.
func trailingSeverity(head string) (at int, level string, ok bool) {
	m := trailingSeverityRe.Re().FindStringSubmatchIndex(head)
	if m == nil {
		return 0, "", false
	}
	return m[0], head[m[2]:m[3]], true
}
