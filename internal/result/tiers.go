package result

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode"

	"github.com/team-hook/team-hook/internal/lazyre"
	"github.com/team-hook/team-hook/internal/markdown"
	"github.com/yuin/goldmark/ast"
)

// The confidence tiers of §10: soft rules (L2) of the subagent-contract
// skill, which a result may override with its reasoning, so they warn and
// never block.
const (
	// UncertainBelow is the confidence under which a result says what is
	// uncertain, in a `### Uncertainty` section.
	UncertainBelow = 70
	// JustifyFrom is the confidence from which a result justifies it, in
	// a `### Confidence Justification` section.
	JustifyFrom = 85
)

// Section names of the tiers, lower-cased as they are matched.
const (
	Uncertainty   = "uncertainty"
	Justification = "confidence justification"
)

// justificationLabels are the labels a Confidence Justification gives,
// each followed by ":" and its content.
var justificationLabels = []string{"Score", "Evidence Count", "Verification Method", "Potential Blind Spots"}

// labelLine is a line of a justification that gives one of its labels
// and what follows the label's colon.
type labelLine struct {
	label, content string
}

// labelRe is a line that gives a label, each in its own line: "Score: 90",
// "- **Evidence Count:** 3", "2. Verification Method: ran the tests".
// Quote, list and emphasis marks may come before the label, and blanks and
// emphasis around its colon.
var labelRe = lazyre.Regexp{Expr: `(?im)^[ \t>*_+-]*(?:\d+[.)][ \t]*)?[*_]*[ \t]*(score|evidence count|verification method|potential blind spots)[ \t]*[*_]*[ \t]*:[*_ \t]*(.*)$`}

// labelLines are the lines of a text that give a label, with what follows
// the label's colon.
func labelLines(text string) []labelLine {
	var out []labelLine
	for _, m := range labelRe.Re().FindAllStringSubmatch(text, -1) {
		out = append(out, labelLine{label: m[1], content: m[2]})
	}
	return out
}

// Tiers returns the warnings of the confidence tiers for a result message:
// below 70 a `### Uncertainty` section; at 85 or more a `### Confidence
// Justification` section with Score, Evidence Count, Verification Method
// and Potential Blind Spots; and a combined_confidence within 1 of the
// mean of verified_confidence and inferred_confidence when all three are
// given. A message whose confidence cannot be read has no tiers (the
// result check says what is wrong with it).
func Tiers(d *markdown.Doc) []string {
	r := locate(d)
	if r == nil || r.sections[Confidence] == nil {
		return nil
	}
	conf := r.sections[Confidence]
	n, ok := confidenceOf(conf)
	if !ok {
		return nil
	}
	var ws []string
	warn := func(format string, a ...any) {
		ws = append(ws, "result (L2 rule, a warning): "+fmt.Sprintf(format, a...))
	}
	justification := anySection(d, r, Justification)
	if n < UncertainBelow && anySection(d, r, Uncertainty) == nil {
		warn("`## %s` gives confidence %d, below %d, and has no `### Uncertainty` section; say there what is uncertain and what would settle it",
			r.title, n, UncertainBelow)
	}
	if n >= JustifyFrom {
		if justification == nil {
			warn("`## %s` gives confidence %d (%d or more) and has no `### Confidence Justification` section with %s",
				r.title, n, JustifyFrom, labelList(justificationLabels))
		} else if missing := missingLabels(justification); len(missing) > 0 {
			warn("the `### Confidence Justification` of `## %s` lacks %s (each a label followed by `:` and its content)",
				r.title, labelList(missing))
		}
	}
	text := strings.Join(conf.text, "\n")
	if justification != nil {
		text += "\n" + strings.Join(justification.text, "\n")
	}
	v, vok := number(text, "verified_confidence")
	i, iok := number(text, "inferred_confidence")
	c, cok := number(text, "combined_confidence")
	if vok && iok && cok {
		if mean := float64(v+i) / 2; math.Abs(float64(c)-mean) > 1 {
			warn("`## %s` gives combined_confidence %d, but the mean of verified_confidence %d and inferred_confidence %d is %s; combined is within 1 of it",
				r.title, c, v, i, strconv.FormatFloat(mean, 'f', -1, 64))
		}
	}
	return ws
}

// anySection is the level-3 section name of the message: under the result
// heading first, else under any other level-1 or level-2 heading, or
// before the first one.
func anySection(d *markdown.Doc, r *found, name string) *section {
	if s := r.sections[name]; s != nil {
		return s
	}
	blocks := d.Blocks()
	if s := sectionsUnder(d, blocks, -1)[name]; s != nil {
		return s
	}
	for i, b := range blocks {
		if h, ok := b.(*ast.Heading); ok && h.Level <= 2 {
			if s := sectionsUnder(d, blocks, i)[name]; s != nil {
				return s
			}
		}
	}
	return nil
}

func missingLabels(s *section) []string {
	given := map[string]bool{}
	for _, l := range labelLines(strings.Join(s.text, "\n")) {
		if strings.IndexFunc(l.content, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0 {
			given[strings.ToLower(l.label)] = true
		}
	}
	var missing []string
	for _, l := range justificationLabels {
		if !given[strings.ToLower(l)] {
			missing = append(missing, l)
		}
	}
	return missing
}

func labelList(labels []string) string {
	quoted := make([]string, len(labels))
	for i, l := range labels {
		quoted[i] = "`" + l + ":`"
	}
	if len(quoted) == 1 {
		return quoted[0]
	}
	return strings.Join(quoted[:len(quoted)-1], ", ") + " and " + quoted[len(quoted)-1]
}

// number is the whole number from 0 to 100 a text gives for the named part
// of the confidence ("verified_confidence: 80").
func number(text, name string) (int, bool) {
	digits, ok := confidencePart(text, name)
	if !ok {
		return 0, false
	}
	n, err := strconv.Atoi(digits)
	return n, err == nil && n <= 100
}
