package rollup

import (
	"strconv"
	"strings"

	"github.com/team-hook/team-hook/internal/lazy"
)

// trailingSeverityRe is a Severity field at the end of a line that has no
// "|" before it: "Overrides bypass validation. Severity: important", the
// form the result contract accepts (§6).
var trailingSeverityRe = &lazy.Regexp{Expr: `(?i)[\s.;,:—–-]*[*_]*severity[*_\s]*:[*_\s]*([a-z]+)[^a-z0-9]*$`}

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
		if m := trailingSeverityRe.Re().FindStringSubmatchIndex(head); m != nil {
			if sev := strings.ToLower(head[m[2]:m[3]]); Rank(sev) >= 0 {
				is.Severity, ok = sev, true
			}
			head = head[:m[0]]
		}
	}
	head = strings.TrimSpace(strings.NewReplacer("**", "", "__", "").Replace(head))
	is.Title = strings.Trim(head, "*_ ")
	if t, d, found := strings.Cut(head, ": "); found {
		is.Title, is.Description = strings.Trim(t, "*_ "), strings.TrimSpace(d)
	}
	return is, ok
}
