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
	if len(want) == 0 || len(lines) == 0 || (!rangeCited && len(want) > 1) {
		return false
	}
	if !rangeCited {
		lines = lines[:1]
	}
	_, missing := firstMissing(want, lines)
	return !missing
}

// FirstMissing is the first non-blank line of snippet, white space
// collapsed, that is not in lines where Matches looks for it (in order,
// each in a later line than the one before); ok is false when every line
// is there. It names what to fix in a quote that does not match.
func FirstMissing(snippet string, lines []string) (line string, ok bool) {
	return firstMissing(nonBlank(snippet), lines)
}

func firstMissing(want, lines []string) (string, bool) {
	at := 0
	for _, w := range want {
		for at < len(lines) && !strings.Contains(Normalize(lines[at]), w) {
			at++
		}
		if at == len(lines) {
			return w, true
		}
		at++ // the next snippet line must be in a later line
	}
	return "", false
}

// Lines is the number of non-blank lines of snippet: a quote of more than
// one line needs a range.
func Lines(snippet string) int { return len(nonBlank(snippet)) }

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
