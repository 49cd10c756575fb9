// Package result owns the result contract of the subagent-contract skill
// (docs/CONTRACT.md §6, §7b, §10): a level-2 "… Result" heading with the
// Status, Summary, Findings and Confidence sections under it, each in its
// expected form, every file:line reference of the message pointing at
// lines that exist in the project, and code quoted from a reference being
// what the file has there. It also gives the confidence tiers' warnings and
// reads a result for the roll-up across agents.
package result

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/team-hook/team-hook/internal/contract"
	"github.com/team-hook/team-hook/internal/lazyre"
	"github.com/team-hook/team-hook/internal/markdown"
	"github.com/team-hook/team-hook/internal/refs"
	"github.com/yuin/goldmark/ast"
	extast "github.com/yuin/goldmark/extension/ast"
)

// Section names, lower-cased as they are matched.
const (
	Status        = "status"
	Summary       = "summary"
	Findings      = "findings"
	Confidence    = "confidence"
	KeyReferences = "key references"
	Issues        = "issues"
	NextSteps     = "next steps"
	Blockers      = "blockers"
)

// RuleSections is the rule of the result's shape (§6): its heading and
// sections, each in its form.
const RuleSections = "sections"

// Required lists the sections every result carries, in the order they are
// reported missing.
var Required = []string{Status, Summary, Findings, Confidence}

// Optional lists the sections a result may carry besides the required ones.
var Optional = []string{KeyReferences, Issues, NextSteps, Blockers}

// MaxSummary is the longest Summary, in characters (about 500 tokens).
const MaxSummary = 2000

// HighConfidence is the confidence from which the verified and inferred
// parts must be given separately.
const HighConfidence = 75

// Shape is the result section as the agent is asked to write it.
const Shape = "## <Agent Name> Result\n\n" +
	"### Status\nSUCCESS | PARTIAL | FAILED\n\n" +
	"### Summary\nAt most 2000 characters.\n\n" +
	"### Findings\nWhat you found, with file:line references.\n\n" +
	"### Confidence\n<0-100> — why\n(at 75 or more also: verified_confidence: N and inferred_confidence: N)"

func isStatus(s string) bool { return s == "SUCCESS" || s == "PARTIAL" || s == "FAILED" }

func isSeverity(s string) bool { return s == "critical" || s == "important" || s == "minor" }

// The expressions the result contract reads its parts by. Case is
// folded as Unicode folds it (the Kelvin sign is a k, the long s an s);
// \s is ASCII white space: a vertical tab or a no-break space is text.
var (
	// "<name>: N" (or "<name> = N", with blanks, emphasis and code marks
	// around the sign), name not ending a longer word: N's digits.
	verifiedRe = lazyre.Regexp{Expr: "(?i)(?:^|[^a-z0-9_])verified_confidence[*_`\\s]*[:=][*_`\\s]*(\\d+)"}
	inferredRe = lazyre.Regexp{Expr: "(?i)(?:^|[^a-z0-9_])inferred_confidence[*_`\\s]*[:=][*_`\\s]*(\\d+)"}
	combinedRe = lazyre.Regexp{Expr: "(?i)(?:^|[^a-z0-9_])combined_confidence[*_`\\s]*[:=][*_`\\s]*(\\d+)"}
	// A line giving one of the two parts: a quote, list or emphasis mark
	// may come before verified_confidence or inferred_confidence.
	partLineRe = lazyre.Regexp{Expr: "(?i)^[\\s>*_`+-]*(?:\\d+[.)]\\s*)?[*_`]*(?:verified|inferred)_confidence"}
	// "Severity: <level>" ending a line: a word, and after it nothing but
	// punctuation and marks.
	severityRe = lazyre.Regexp{Expr: "(?i)severity[*_`\\s]*:[*_`\\s]*([a-z]+)[^a-z0-9]*$"}
	// The one line of an Issues section saying there are none: "None",
	// "N/A", "**No issues found.**".
	noIssuesRe = lazyre.Regexp{Expr: `(?i)^[\s*_]*(none|n/a|no issues\b.*)[\s.!*_]*$`}
)

// confidencePart finds the first "<name>: N" of a text and returns N's
// digits; name is verified_confidence, inferred_confidence or
// combined_confidence.
func confidencePart(text, name string) (digits string, ok bool) {
	re := &combinedRe
	switch name {
	case "verified_confidence":
		re = &verifiedRe
	case "inferred_confidence":
		re = &inferredRe
	}
	m := re.Re().FindStringSubmatch(text)
	if m == nil {
		return "", false
	}
	return m[1], true
}

// isPartLine reports whether a line gives one of the two parts, which does
// not count as the justification of the overall number.
func isPartLine(text string) bool { return partLineRe.Re().MatchString(text) }

// saysNoIssues reports whether the one line of an Issues section only says
// there are none.
func saysNoIssues(line string) bool { return noIssuesRe.Re().MatchString(line) }

// Check returns the result violations of a message: its sections, then its
// file:line references (checked against the project), ordered by line.
func Check(d *markdown.Doc, project refs.Project) []contract.Violation {
	vs := checkSections(d)
	found := refs.Find(d)
	errs, refVs := refs.CheckFound(found, project)
	vs = append(vs, refVs...)
	vs = append(vs, checkQuotes(d, found, errs, project)...)
	contract.Sort(vs)
	return vs
}

// section is one "### Name" part of the result, with its text.
type section struct {
	line   int        // line of its heading
	blocks []ast.Node // top-level blocks under the heading
	first  int        // first line of its text
	text   []string   // source lines under the heading, up to the next heading
}

// found is a "## … Result" heading and the sections under it.
type found struct {
	title    string
	line     int
	sections map[string]*section
}

func checkSections(d *markdown.Doc) []contract.Violation {
	r := locate(d)
	if r == nil {
		return []contract.Violation{{
			Contract: contract.Result,
			Rule:     RuleSections,
			Message: "no result section: add a level-2 heading ending in \"Result\" (for example `## Code Explorer Result`) " +
				"with the level-3 sections `### Status`, `### Summary`, `### Findings` and `### Confidence` under it:\n" + Shape,
		}}
	}
	var vs []contract.Violation
	add := func(line int, format string, args ...any) {
		vs = append(vs, contract.Violation{Contract: contract.Result, Rule: RuleSections, Line: line, Message: fmt.Sprintf(format, args...)})
	}
	for _, name := range Required {
		if r.sections[name] != nil {
			continue
		}
		if at, parent, ok := strayed(d, r, name); ok {
			add(at, "`## %s` has no `### %s` section: the one at line %d is under `## %s` instead (a level-1 or level-2 heading ends the result section); "+
				"move it under `## %s`", r.title, title(name), at, parent, r.title)
			continue
		}
		add(r.line, "`## %s` has no `### %s` section (an empty one counts as missing): add it under the heading, %s",
			r.title, title(name), whatGoesIn(name))
	}
	if s := r.sections[Status]; s != nil {
		checkStatus(s, add)
	}
	if s := r.sections[Summary]; s != nil {
		if n := utf8.RuneCountInString(strings.TrimSpace(strings.Join(s.text, "\n"))); n > MaxSummary {
			add(s.line, "`### Summary` is %d characters long; shorten it to at most %d (about 500 tokens) and move detail to `### Findings`", n, MaxSummary)
		}
	}
	if s := r.sections[Confidence]; s != nil {
		checkConfidence(s, add)
	}
	if s := r.sections[Issues]; s != nil {
		checkIssues(d, s, add)
	}
	return vs
}

// strayed finds a non-empty `### name` section that is not under the
// result heading: after another level-1 or level-2 heading. It returns its
// line and that heading's text.
func strayed(d *markdown.Doc, r *found, name string) (line int, parent string, ok bool) {
	blocks := d.Blocks()
	for i, b := range blocks {
		h, isHeading := b.(*ast.Heading)
		if !isHeading || h.Level > 2 || d.Line(h) == r.line {
			continue
		}
		if sec := sectionsUnder(d, blocks, i)[name]; sec != nil {
			return sec.line, headingText(d, h), true
		}
	}
	return 0, "", false
}

func whatGoesIn(section string) string {
	switch section {
	case Status:
		return "with SUCCESS, PARTIAL or FAILED on its first line"
	case Summary:
		return "with a short summary of the outcome (at most 2000 characters)"
	case Findings:
		return "with what you found"
	case Confidence:
		return "with a number 0-100 and its justification on the first line"
	}
	return ""
}

func title(name string) string {
	words := strings.Fields(name)
	for i, w := range words {
		words[i] = strings.ToUpper(w[:1]) + w[1:]
	}
	return strings.Join(words, " ")
}

// locate finds the "## … Result" heading. When several headings end in
// "Result", the one with the most required sections under it wins (the
// first on a tie), so an unrelated "## Benchmark Result" does not hide the
// real one.
func locate(d *markdown.Doc) *found {
	blocks := d.Blocks()
	var best *found
	bestScore := -1
	for i, b := range blocks {
		h, ok := b.(*ast.Heading)
		if !ok || h.Level != 2 {
			continue
		}
		t := headingText(d, h)
		if !strings.HasSuffix(strings.ToLower(t), "result") {
			continue
		}
		f := &found{title: t, line: d.Line(h), sections: sectionsUnder(d, blocks, i)}
		score := 0
		for _, name := range Required {
			if f.sections[name] != nil {
				score++
			}
		}
		if score > bestScore {
			best, bestScore = f, score
		}
	}
	return best
}

// headingText is a heading's text without markup, trailing colons or
// closing hashes.
func headingText(d *markdown.Doc, h *ast.Heading) string {
	t := d.PlainTextWith(h, markdown.ProseOptions{KeepCodeSpans: true})
	return strings.TrimSpace(strings.TrimRight(t, ": \t"))
}

// sectionsUnder collects the non-empty level-3 sections between the result
// heading at blocks[at] and the next heading of level 1 or 2. The first
// section of each name counts.
func sectionsUnder(d *markdown.Doc, blocks []ast.Node, at int) map[string]*section {
	out := map[string]*section{}
	var cur *section
	var curName string
	flush := func(endLine int) {
		if cur == nil {
			return
		}
		for l := cur.first; l < endLine; l++ {
			cur.text = append(cur.text, d.LineText(l))
		}
		if out[curName] == nil && strings.TrimSpace(strings.Join(cur.text, "")) != "" {
			out[curName] = cur
		}
		cur = nil
	}
	end := lineCount(d) + 1
	for _, b := range blocks[at+1:] {
		if h, ok := b.(*ast.Heading); ok && h.Level <= 3 {
			flush(d.Line(h))
			if h.Level <= 2 {
				return out
			}
			line := d.Line(h)
			cur = &section{line: line, first: line + 1}
			curName = strings.ToLower(headingText(d, h))
			continue
		}
		if cur != nil {
			cur.blocks = append(cur.blocks, b)
		}
	}
	flush(end)
	return out
}

func lineCount(d *markdown.Doc) int {
	return d.LineAt(len(d.Src))
}

// nonEmpty is the section's non-blank lines with their message line numbers.
func (s *section) nonEmpty() (lines []string, at []int) {
	for i, l := range s.text {
		if strings.TrimSpace(l) != "" {
			lines = append(lines, strings.TrimSpace(l))
			at = append(at, s.first+i)
		}
	}
	return lines, at
}

type adder func(line int, format string, args ...any)

func checkStatus(s *section, add adder) {
	lines, at := s.nonEmpty()
	if !validStatus(lines[0]) {
		add(at[0], "the first line of `### Status` must be SUCCESS, PARTIAL or FAILED (optionally followed by a dash or colon and a note), not %q", lines[0])
	}
}

// validStatus accepts "SUCCESS", "**partial**", "`FAILED`: two tests",
// "SUCCESS — all green".
func validStatus(line string) bool {
	s := strings.TrimLeft(line, " \t*_`~")
	i := strings.IndexFunc(s, func(r rune) bool { return !unicode.IsLetter(r) })
	if i < 0 {
		i = len(s)
	}
	if !isStatus(strings.ToUpper(s[:i])) {
		return false
	}
	rest := strings.TrimSpace(strings.TrimLeft(s[i:], "*_`~"))
	switch {
	case rest == "", rest == ".", rest == "!":
		return true
	case strings.HasPrefix(rest, ":"), strings.HasPrefix(rest, "-"),
		strings.HasPrefix(rest, "–"), strings.HasPrefix(rest, "—"):
		return true
	}
	return false
}

// leadingConfidence reads the number a Confidence line starts with: n and
// the text after it when it is a whole number from 0 to 100; digits is
// what was written (empty when no whole number starts the line).
func leadingConfidence(line string) (n int, digits, rest string, ok bool) {
	first := strings.TrimLeft(line, " \t*_`")
	k := len(first) - len(strings.TrimLeft(first, "0123456789"))
	digits, rest = first[:k], first[k:]
	if k == 0 || (len(rest) > 1 && rest[0] == '.' && rest[1] >= '0' && rest[1] <= '9') {
		return 0, "", rest, false
	}
	n, err := strconv.Atoi(first[:min(k, 4)])
	return n, digits, rest, err == nil && k <= 3 && n <= 100
}

// confidenceOf is the confidence a result gives, when it gives one the
// result contract accepts.
func confidenceOf(s *section) (int, bool) {
	lines, _ := s.nonEmpty()
	n, _, _, ok := leadingConfidence(lines[0])
	return n, ok
}

func checkConfidence(s *section, add adder) {
	lines, at := s.nonEmpty()
	n, digits, rest, ok := leadingConfidence(lines[0])
	switch {
	case digits == "":
		add(at[0], "the first line of `### Confidence` must start with a whole number from 0 to 100 followed by its justification (for example `80 — verified by running the tests`), not %q", lines[0])
		return
	case !ok:
		add(at[0], "confidence %s is out of range: give a whole number from 0 to 100", digits)
		return
	}
	rest = strings.TrimPrefix(strings.TrimLeft(rest, "*_`"), "%")
	rest = strings.TrimPrefix(strings.TrimPrefix(rest, "/100"), " / 100")
	justified := isJustification(rest)
	if !justified && len(lines) > 1 {
		justified = isJustification(lines[1])
	}
	if !justified {
		add(at[0], "confidence %d has no justification: say why, after the number on the same line or on the next line (a verified_confidence or inferred_confidence line does not count)", n)
	}
	if n < HighConfidence {
		return
	}
	body := strings.Join(s.text, "\n")
	for _, part := range []struct {
		name string
		what string
	}{
		{"verified_confidence", "the part you checked directly (ran, read, reproduced)"},
		{"inferred_confidence", "the part you reasoned to without checking"},
	} {
		digits, found := confidencePart(body, part.name)
		if !found {
			add(s.line, "confidence %d is %d or more, so `### Confidence` must also give `%s: N` (%s)", n, HighConfidence, part.name, part.what)
			continue
		}
		if v, err := strconv.Atoi(digits); err != nil || v > 100 {
			add(s.line, "`%s: %s` is out of range: give a whole number from 0 to 100", part.name, digits)
		}
	}
}

// isJustification reports whether text says something (a word or number),
// and is not one of the verified/inferred lines.
func isJustification(text string) bool {
	if isPartLine(text) {
		return false
	}
	return strings.IndexFunc(text, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0
}

// checkIssues wants every issue to end with "Severity: critical|important|minor".
func checkIssues(d *markdown.Doc, s *section, add adder) {
	eachIssue(d, s, func(line, _, _ int, text string) {
		m := severityRe.Re().FindStringSubmatch(text)
		switch {
		case m == nil:
			add(line, "issue %q must end with `Severity: critical`, `Severity: important` or `Severity: minor`", clip(text))
		case !isSeverity(strings.ToLower(m[1])):
			add(line, "issue %q has severity %q; use critical, important or minor", clip(text), m[1])
		}
	})
}

// eachIssue calls fn with every issue of an Issues section: a list item,
// a line of a paragraph, or a table row, with its first line, the lines
// it spans and its text (markup kept). A section that only says there are
// none has no issues.
func eachIssue(d *markdown.Doc, s *section, fn func(line, first, last int, text string)) {
	lines, _ := s.nonEmpty()
	if len(lines) == 1 && saysNoIssues(lines[0]) {
		return
	}
	issue := func(line, first, last int, text string) {
		if text = strings.TrimSpace(text); text != "" {
			fn(line, first, last, text)
		}
	}
	for _, b := range s.blocks {
		switch {
		case b.Kind() == ast.KindList:
			for item := b.FirstChild(); item != nil; item = item.NextSibling() {
				if c := item.FirstChild(); c != nil {
					first, last := lineRange(d, c)
					issue(d.Line(item), min(first, d.Line(item)), last, joinLines(d, c))
				}
			}
		case b.Kind() == ast.KindParagraph:
			ls := b.Lines()
			for i := 0; i < ls.Len(); i++ {
				seg := ls.At(i)
				l := d.LineAt(seg.Start)
				issue(l, l, l, string(seg.Value(d.Src)))
			}
		case markdown.IsTable(b):
			for row := b.FirstChild(); row != nil; row = row.NextSibling() {
				if row.Kind() != extast.KindTableRow {
					continue // the header names columns, it is not an issue
				}
				var cells []string
				for c := row.FirstChild(); c != nil; c = c.NextSibling() {
					cells = append(cells, strings.TrimSpace(joinLines(d, c)))
				}
				l := d.Line(row)
				issue(l, l, l, strings.Join(cells, " | "))
			}
		}
	}
}

// joinLines is a block's raw source lines joined by spaces, markup kept so
// that "**Severity:** minor" reads as written.
func joinLines(d *markdown.Doc, n ast.Node) string {
	if n.Type() != ast.TypeBlock {
		return ""
	}
	ls := n.Lines()
	if ls == nil || ls.Len() == 0 {
		// Table cells keep their text in inline children only.
		return d.PlainTextWith(n, markdown.ProseOptions{KeepCodeSpans: true})
	}
	parts := make([]string, 0, ls.Len())
	for i := 0; i < ls.Len(); i++ {
		seg := ls.At(i)
		parts = append(parts, strings.TrimSpace(string(seg.Value(d.Src))))
	}
	return strings.Join(parts, " ")
}

func clip(s string) string {
	if utf8.RuneCountInString(s) <= 80 {
		return s
	}
	r := []rune(s)
	return string(r[:77]) + "..."
}
