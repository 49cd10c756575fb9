package rollup

import (
	"regexp"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/internal/testinputs"
)

// trailingSeverityRe is the regular expression trailingSeverity was
// written from, verbatim: the reference it is held to.
var trailingSeverityRe = regexp.MustCompile(`(?i)[\s.;,:—–-]*[*_]*severity[*_\s]*:[*_\s]*([a-z]+)[^a-z0-9]*$`)

// sameTrailingSeverity compares trailingSeverity with
// FindStringSubmatchIndex, as ParseIssue used it: whether it matched, where
// the match starts, and group 1.
func sameTrailingSeverity(t testing.TB, head string) bool {
	t.Helper()
	m := trailingSeverityRe.FindStringSubmatchIndex(head)
	at, level, ok := trailingSeverity(head)
	if ok != (m != nil) || ok && (at != m[0] || level != head[m[2]:m[3]]) {
		t.Errorf("trailingSeverity(%q) = %d, %q, %v; the expression gives %v", head, at, level, ok, m)
	}
	return m != nil
}

func TestTrailingSeverityIsTheExpression(t *testing.T) {
	lines := testinputs.Lines(testinputs.Messages(t))
	for _, l := range lines {
		// ParseIssue reads the severity at the end of the part before any "|".
		head, _, _ := strings.Cut(l, "|")
		lines = append(lines, head)
	}
	testinputs.Compare(t, testinputs.Distinct(lines), 10, sameTrailingSeverity)
}

// severityEdges are hand-picked texts at the edges of the expression: what
// may lead into the field, case and Unicode folding (the Kelvin sign folds
// to k, long s to s), marks, blanks it does not read as blanks, invalid
// UTF-8, several lines and near misses.
var severityEdges = []string{
	"", " ", "\xff", "Severity: minor", "x. Severity: minor", "x; severity:critical", "x, SEVERITY : Important.",
	"x — Severity: minor", "x – Severity: minor", "x - Severity: minor", "x —— **Severity:** minor", "x:\t\n_Severity_: minor",
	"x.**Severity:** minor.", "x\xe2\x80 Severity: minor", "x\x94 Severity: minor", "x\u2012 Severity: minor",
	"x\u00a0Severity: minor", "x\vSeverity: minor", "x*. Severity: minor", "Severity: `minor`", "Severity: minor (x)",
	"Severity: minor 2", "Severity: minor2", "Severity: minor é", "Severity: mi nor", "Severity: \u212aey", "ſeverity: minor",
	"Severity: ſ", "Severity: minor\xff", "Severity: minor\n", "Severity: minor\nmore", "Severity\n:\nminor",
	"Severity - minor", "Severity: ", "Severity: minor. Severity: major", "Severity: 3 Severity: minor",
	"Overrides bypass validation. Severity: important", "**Error**: see load.go:44. **Severity:** minor.",
	"severitySeverity: minor", "Severity: minor —", "No severity here: at all",
}

func TestTrailingSeverityOnEdges(t *testing.T) {
	testinputs.Compare(t, severityEdges, 10, sameTrailingSeverity)
}

func FuzzTrailingSeverity(f *testing.F) { testinputs.Fuzz(f, severityEdges, sameTrailingSeverity) }
