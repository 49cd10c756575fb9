package result

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/internal/markdown"
	"github.com/team-hook/team-hook/internal/rollup"
	"github.com/team-hook/team-hook/internal/testinputs"
)

// The regular expressions the matchers of this package were written from,
// verbatim: the reference they are held to.
var (
	verifiedRe = regexp.MustCompile("(?i)(?:^|[^a-z0-9_])verified_confidence[*_`\\s]*[:=][*_`\\s]*(\\d+)")
	inferredRe = regexp.MustCompile("(?i)(?:^|[^a-z0-9_])inferred_confidence[*_`\\s]*[:=][*_`\\s]*(\\d+)")
	combinedRe = regexp.MustCompile("(?i)(?:^|[^a-z0-9_])combined_confidence[*_`\\s]*[:=][*_`\\s]*(\\d+)")
	confLineRe = regexp.MustCompile("(?i)^[\\s>*_`+-]*(?:\\d+[.)]\\s*)?[*_`]*(?:verified|inferred)_confidence")
	severityRe = regexp.MustCompile("(?i)severity[*_`\\s]*:[*_`\\s]*([a-z]+)[^a-z0-9]*$")
	noIssuesRe = regexp.MustCompile(`(?i)^[\s*_]*(none|n/a|no issues\b.*)[\s.!*_]*$`)
	labelRe    = regexp.MustCompile(`(?im)^[ \t>*_+-]*(?:\d+[.)][ \t]*)?[*_]*[ \t]*(score|evidence count|verification method|potential blind spots)[ \t]*[*_]*[ \t]*:[*_ \t]*(.*)$`)
)

// sameConfidencePart compares confidencePart with FindStringSubmatch, as
// number and checkConfidence used it: whether it matched, and group 1.
func sameConfidencePart(t testing.TB, text string) (matched bool) {
	t.Helper()
	for _, c := range []struct {
		name string
		re   *regexp.Regexp
	}{{"verified_confidence", verifiedRe}, {"inferred_confidence", inferredRe}, {"combined_confidence", combinedRe}} {
		m := c.re.FindStringSubmatch(text)
		digits, ok := confidencePart(text, c.name)
		if ok != (m != nil) || ok && digits != m[1] {
			t.Errorf("confidencePart(%q, %q) = %q, %v; the expression gives %q", text, c.name, digits, ok, m)
		}
		matched = matched || m != nil
	}
	return matched
}

// sameMatch compares a matcher with MatchString, as its call site used the
// expression.
func sameMatch(name string, re *regexp.Regexp, matcher func(string) bool) testinputs.Same {
	return func(t testing.TB, text string) bool {
		t.Helper()
		want := re.MatchString(text)
		if got := matcher(text); got != want {
			t.Errorf("%s(%q) = %v; the expression gives %v", name, text, got, want)
		}
		return want
	}
}

var (
	samePartLine = sameMatch("isPartLine", confLineRe, isPartLine)
	sameNoIssues = sameMatch("saysNoIssues", noIssuesRe, saysNoIssues)
)

// sameSeverity compares SeverityAtEnd as checkIssues calls it with
// FindStringSubmatch: whether it matched, and group 1.
func sameSeverity(t testing.TB, text string) bool {
	t.Helper()
	m := severityRe.FindStringSubmatch(text)
	_, level, ok := rollup.SeverityAtEnd(text, "*_`")
	if ok != (m != nil) || ok && level != m[1] {
		t.Errorf("SeverityAtEnd(%q) = %q, %v; the expression gives %q", text, level, ok, m)
	}
	return m != nil
}

// sameLabelLines compares labelLines with FindAllStringSubmatch, as
// missingLabels used it: groups 1 and 2 of every match.
func sameLabelLines(t testing.TB, text string) bool {
	t.Helper()
	var want []labelLine
	for _, m := range labelRe.FindAllStringSubmatch(text, -1) {
		want = append(want, labelLine{label: m[1], content: m[2]})
	}
	if got := labelLines(text); !slices.Equal(got, want) {
		t.Errorf("labelLines(%q) = %q; the expression gives %q", text, got, want)
	}
	return want != nil
}

// matchers are the comparisons, by the expression they hold a matcher to.
var matchers = []struct {
	name string
	same testinputs.Same
}{
	{"verified/inferred/combinedRe", sameConfidencePart},
	{"confLineRe", samePartLine},
	{"severityRe", sameSeverity},
	{"noIssuesRe", sameNoIssues},
	{"labelRe", sameLabelLines},
}

// callInputs are the texts the matchers are given in checking the test
// messages: every section's text under every heading (the Confidence and
// Justification texts), its non-blank lines, and the issues of an Issues
// section; and each message whole and line by line.
func callInputs(t *testing.T) []string {
	messages := testinputs.Messages(t)
	out := testinputs.Lines(messages)
	for _, msg := range messages {
		d := markdown.Parse([]byte(msg))
		blocks := d.Blocks()
		for at := -1; at < len(blocks); at++ {
			for _, s := range sectionsUnder(d, blocks, at) {
				out = append(out, strings.Join(s.text, "\n"))
				lines, _ := s.nonEmpty()
				out = append(out, lines...)
				eachIssue(d, s, func(_, _, _ int, text string) { out = append(out, text) })
			}
		}
	}
	return testinputs.Distinct(out)
}

func TestMatchersAreTheExpressions(t *testing.T) {
	inputs := callInputs(t)
	for _, m := range matchers {
		t.Run(m.name, func(t *testing.T) { testinputs.Compare(t, inputs, 10, m.same) })
	}
}

// edges are hand-picked texts at the edges of the expressions: each
// alternative, case and Unicode folding (the Kelvin sign folds to k, long
// s to s), boundaries, blanks the expressions do not read as blanks,
// invalid UTF-8, several lines, and near misses.
var edges = []string{
	"", " ", "\n", "\xff", "\xe2\x80", "k", "\u212a", "ſ",
	// The parts of the confidence.
	"verified_confidence: 80", "Verified_Confidence = 80", "VERIFIED_CONFIDENCE:80%",
	"**verified_confidence**: 80", "`verified_confidence`: `80`", "verified_confidence :\n 80",
	"verified_confidence\v: 80", "verified_confidence: \u00a080", "verified_confidence - 80", "verified_confidence: eighty",
	"unverified_confidence: 80", "x_verified_confidence: 80", "2verified_confidence: 80",
	"\u212averified_confidence: 80", "ſverified_confidence: 80", "éverified_confidence: 80", "\xffverified_confidence: 80",
	"-verified_confidence: 80", "(verified_confidence: 80)", "a verified_confidence: 80",
	"unverified_confidence: 1, verified_confidence: 2", "verified_confidence: x verified_confidence: 7",
	"verified_confidence: 0123456789012", "verified_confidence: 80 inferred_confidence: 60 combined_confidence=70",
	"inferred_confidence: 60", "Inferred_confidence: **60**", "combined_confidence: 70", "combined_confidence= 7\n",
	"verified_confidenc: 80", "verified confidence: 80", "verified_confidence",
	// A line giving a part.
	"- verified_confidence: 90", "> * 1. **inferred_confidence**: 70", "2) inferred_confidence: 1",
	"\t`verified_confidence`", "1.verified_confidence", "12)\n\n`*Inferred_Confidence", "1 verified_confidence",
	"1. 2. verified_confidence", "_ verified_confidence", "** verified_confidence", "=verified_confidence",
	"Because verified_confidence: 80", "ſ verified_confidence", "\u00a0verified_confidence",
	"inferred_confidencé", "\xffinferred_confidence", "- \v verified_confidence",
	// Severity.
	"Severity: minor", "severity:critical", "SEVERITY : Important.", "**Severity:** minor", "Severity: `minor`",
	"Severity: minor.", "Severity: minor (x)", "Severity: minor 2", "Severity: minor2", "Severity: minor é",
	"Severity: mi nor", "Severity: \u212aey", "ſeverity: minor", "Severity: minor\xff", "Severity: minor\n",
	"Severity: minor\nmore", "Severity\n:\nminor", "Severity - minor", "Severity: ", "Severity:",
	"Severity: minor. Severity: major", "Severity: 3 Severity: minor", "x | Severity: blocker",
	"Token logged: bearer token. Severity: critical", "Severity: **minor**", "Severity:_minor_",
	"Severity:\u00a0minor", "Severity:\vminor", "severitySeverity: minor", "Severity: minor —",
	// An Issues section that says there are none.
	"None", "none.", "**None**", "_N/A_", "n/a!", "No issues", "No issues found.", "no issues found, all good",
	"No issuesfound", "No issues_", "No issues-found", "no iſſueſ", "no iſſueſx", "no iſſueſ.", "None of them",
	"Nothing", "none\n", "none\nx", "No issues\nfound", "No issues found\n.\n", "No issues found\n\xff",
	"No issues\xff", "  * none *  ", "none\v", "N/A\u00a0", "Nonе", "NONE", "n/ab",
	// Justification labels.
	"Score: 90", "- **Evidence Count:** 3", "2. Verification Method: ran the tests", "> Potential Blind Spots: none",
	"1) *Score*: 9", "**1. Score**: 9", "Score : 9", "Score:", "Score: **", "Score: \xff", "Score:\r",
	"ſcore: 9", "Score 9", "Scores: 9", "Evidence  Count: 3", "evidence count:3\nscore: 4\n\nverification method: x",
	"1234567890. Score: 1", "1 Score: 1", "1.Score: 1", "1. _ Score: 1", "* _Score_ : 1", "\tScore\t:\t1",
	"Score\v: 1", "text\nScore: 1\nmore", "Score: 1\r\nEvidence Count: 2\r\n", "potential blind spotſ: none",
	"Potential Blind Spots — none", "Score: a\nScore: b",
}

func TestMatchersOnEdges(t *testing.T) {
	for _, m := range matchers {
		t.Run(m.name, func(t *testing.T) { testinputs.Compare(t, edges, 10, m.same) })
	}
}

func FuzzConfidencePart(f *testing.F) { testinputs.Fuzz(f, edges, sameConfidencePart) }

func FuzzPartLine(f *testing.F) { testinputs.Fuzz(f, edges, samePartLine) }

func FuzzSeverity(f *testing.F) { testinputs.Fuzz(f, edges, sameSeverity) }

func FuzzNoIssues(f *testing.F) { testinputs.Fuzz(f, edges, sameNoIssues) }

func FuzzLabelLines(f *testing.F) { testinputs.Fuzz(f, edges, sameLabelLines) }
