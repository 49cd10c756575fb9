// Package quote decides whether code an agent quotes is really in the file
// it cites (docs/CONTRACT.md §10, "Quoted code is real"). It compares text
// only: finding which snippet is attributed to which reference, and
// reading the lines safely, happen in the result contract.
package quote

import "strings"

// Matches reports whether snippet is quoted from lines, the text of the
// cited line or range (lines[0] is its first line). Runs of white space are
// collapsed and leading and trailing white space ignored, so a reindented
// quote matches. For one cited line the snippet (one non-blank line) must
// occur in it; for a range, every non-blank line of the snippet must occur
// in a line of the range, each in a later line than the one before. A
// snippet with no non-blank line quotes nothing and matches nothing.
func Matches(snippet string, lines []string, rangeCited bool) bool {
	want := nonBlank(snippet)
	if len(want) == 0 || len(lines) == 0 {
		return false
	}
	if !rangeCited {
		return len(want) == 1 && strings.Contains(Normalize(lines[0]), want[0])
	}
	at := 0
	for _, w := range want {
		for at < len(lines) && !strings.Contains(Normalize(lines[at]), w) {
			at++
		}
		if at == len(lines) {
			return false
		}
		at++ // the next snippet line must be in a later line
	}
	return true
}

// Normalize collapses runs of white space to one space and trims both ends.
func Normalize(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

func nonBlank(snippet string) []string {
	var out []string
	for l := range strings.SplitSeq(snippet, "\n") {
		if n := Normalize(l); n != "" {
			out = append(out, n)
		}
	}
	return out
}
