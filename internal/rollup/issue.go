package rollup

import (
	"strconv"
	"strings"
)

// ParseIssue reads one line of an Issues section, its list marker and
// emphasis already removed: "<title>: <description> | Severity: <level>",
// with optional "| Category: <word>" and "| Confidence: <0-100>" fields in
// either order before Severity. ok is false when the line carries no valid
// Severity field (the result contract reports that). The caller sets
// Location from the line's first file:line reference.
func ParseIssue(line string) (is Issue, ok bool) {
	fields := strings.Split(line, "|")
	is.Confidence = -1
	head := strings.TrimSpace(fields[0])
	is.Title, is.Description = head, ""
	if t, d, found := strings.Cut(head, ": "); found {
		is.Title, is.Description = strings.TrimSpace(t), strings.TrimSpace(d)
	}
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
	return is, ok
}
