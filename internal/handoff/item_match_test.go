package handoff

import (
	"regexp"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/internal/testinputs"
)

// itemStartRe is the regular expression itemStart was written from,
// verbatim: the reference it is held to.
var itemStartRe = regexp.MustCompile(`^([ \t]*)(?:\d{1,9}[.)]|[-*+])(?:[ \t]+(.*))?$`)

// sameItemStart compares itemStart with FindStringSubmatch, as
// collectItems and uncertaintyEntries used it (and MatchString): whether
// it matched, and group 2 ("" when it is unmatched, as with the
// expression).
func sameItemStart(t testing.TB, line string) bool {
	t.Helper()
	m := itemStartRe.FindStringSubmatch(line)
	text, ok := itemStart(line)
	if ok != (m != nil) || ok != itemStartRe.MatchString(line) || ok && text != m[2] {
		t.Errorf("itemStart(%q) = %q, %v; the expression gives %q", line, text, ok, m)
	}
	return m != nil
}

func TestItemStartIsTheExpression(t *testing.T) {
	lines := testinputs.Lines(testinputs.Messages(t))
	for _, l := range lines {
		// uncertaintyEntries reads lines without their indentation.
		lines = append(lines, strings.TrimLeft(l, " \t"))
	}
	testinputs.Compare(t, testinputs.Distinct(lines), 10, sameItemStart)
}

// itemEdges are hand-picked lines at the edges of the expression: each
// marker, the longest number, blanks it does not read as blanks, a marker
// alone, invalid UTF-8, several lines and near misses.
var itemEdges = []string{
	"", " ", "-", "*", "+", "- x", "* x", "+ x", "\t- x", "   -\tx", "-x", "- ", "-  \t ", "--", "- -",
	"1.", "1)", "1. x", "1) x", "123456789. x", "1234567890. x", "0. x", "1.x", "1:", "1", "12", "a. x", "1.. x",
	"- x\n", "- x\ny", "-\n", "-\n x", "1.\n", "- \xff", "\xff- x", "- x\xff", "-\u00a0x", "-\vx", "\v- x",
	"\u00a0- x", "• x", "١. x", "- x\r", "-\r", "  10) **Key decisions**: x", "- [HIGH] x",
}

func TestItemStartOnEdges(t *testing.T) {
	testinputs.Compare(t, itemEdges, 10, sameItemStart)
}

func FuzzItemStart(f *testing.F) { testinputs.Fuzz(f, itemEdges, sameItemStart) }
