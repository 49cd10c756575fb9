package prose

import "strings"

// The phrases the open-questions detector recognises (questions.go) are
// alternations of fixed strings, read with the few helpers here: a regular
// expression engine, linked in, would cost every hook process time at its
// start. phrase_test.go holds each reader to the expression it was first
// written as.

// opening reads s as opening with one string of each list in turn, the
// rest then passing done, and gives that rest: the regular expression
// ^(?:a|b)(?:c|d)… followed by what done checks. Every combination is
// tried in order, so the first found is the one a leftmost-first match
// takes; an optional part lists "" last, as a greedy one is tried.
func opening(s string, done func(rest string) bool, lists ...[]string) (string, bool) {
	if len(lists) == 0 {
		return s, done(s)
	}
	for _, w := range lists[0] {
		if rest, ok := strings.CutPrefix(s, w); ok {
			if r, ok := opening(rest, done, lists[1:]...); ok {
				return r, true
			}
		}
	}
	return "", false
}

// whole: s is one string of each list in turn and nothing more.
func whole(s string, lists ...[]string) bool {
	_, ok := opening(s, atEnd, lists...)
	return ok
}

// opensWords: s opens with one string of each list in turn, ending a word
// there (^(?:a|b)(?:c|d)…\b, the last strings all ending in a word
// character).
func opensWords(s string, lists ...[]string) bool {
	_, ok := opening(s, endsWord, lists...)
	return ok
}

// hasWords: one string of each list in turn stands in s as words of their
// own (\b(?:a|b)(?:c|d)…\b, the strings of the first list starting and
// those of the last ending in a word character).
func hasWords(s string, lists ...[]string) bool {
	for i := range len(s) {
		if (i == 0 || !isWordChar(s[i-1])) && opensWords(s[i:], lists...) {
			return true
		}
	}
	return false
}

// atEnd: nothing is left ($ without the m flag).
func atEnd(rest string) bool { return rest == "" }

// endsWord: no word character follows (\b after a word character).
func endsWord(rest string) bool { return rest == "" || !isWordChar(rest[0]) }

// isWordChar: the characters a word boundary (\b) stands between and
// others: ASCII letters, digits and the underscore.
func isWordChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || isDigit(c) || c == '_'
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// digits is how many ASCII digits s opens with.
func digits(s string) int {
	n := 0
	for n < len(s) && isDigit(s[n]) {
		n++
	}
	return n
}
