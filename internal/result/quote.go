package result

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/yuin/goldmark/ast"

	"github.com/team-hook/team-hook/internal/contract"
	"github.com/team-hook/team-hook/internal/markdown"
	"github.com/team-hook/team-hook/internal/quote"
	"github.com/team-hook/team-hook/internal/refs"
)

// RuleQuotedCode is the rule of quoted code (§10): a snippet attributed to
// a reference is in the file at those lines.
const RuleQuotedCode = "quoted-code"

// maxShownLines bounds the file lines a mismatch shows; maxShownRunes
// bounds each of them.
const (
	maxShownLines = 20
	maxShownRunes = 160
)

// snippet is quoted code attributed to one reference of the message.
type snippet struct {
	ref  int    // index of the reference in the message's references
	code string // the quoted code as written
	line int    // the message line where the code starts
}

// attributed finds the quoted code of a message and the reference each
// snippet quotes, in the two forms of §10 and no other:
//
//   - a fenced code block whose nearest preceding non-blank line holds
//     exactly one reference and ends with it (the reference may be in a
//     code span, bold or a link, and followed by ":", ")", "." or "):");
//   - an inline code span right after the label "Code match:" on a line,
//     or in a list item, holding exactly one reference.
//
// Nothing inside a block quote is attributed, neither the code nor the
// reference. found are the message's references (refs.Find).
func attributed(d *markdown.Doc, found []refs.Ref) []snippet {
	out, _ := countedAttributed(d, found)
	return out
}

// countedAttributed is attributed, with the references it looked at (for
// the test that the work is linear).
func countedAttributed(d *markdown.Doc, found []refs.Ref) ([]snippet, int) {
	if len(found) == 0 {
		return nil, 0
	}
	m := &quoting{
		d: d, text: string(d.Src), found: found, quoted: quoteRanges(d), items: map[ast.Node][2]int{},
		inOrder: slices.IsSortedFunc(found, func(a, b refs.Ref) int { return a.Line - b.Line }),
	}
	var out []snippet
	markdown.Walk(d.Root, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Blockquote:
			return false
		case *ast.FencedCodeBlock:
			if s, ok := blockSnippet(m, n); ok {
				out = append(out, s)
			}
			return false
		case *ast.CodeSpan:
			if s, ok := codeMatchSnippet(m, n); ok {
				out = append(out, s)
			}
			return false
		}
		return true
	})
	return out, m.looked
}

// quoting is what attributing the quotes of one message looks up for
// each snippet, found once: the message as text, its references, the
// stretches in block quotes, the lines of the list items met so far.
type quoting struct {
	d      *markdown.Doc
	text   string
	found  []refs.Ref
	quoted quoteStretches
	items  map[ast.Node][2]int
	// inOrder: the references are in line order (refs.Find gives them
	// in document order), so a line's are found by halving.
	inOrder bool
	lines   map[[2]int]*lineRefs
	looked  int
}

// blockSnippet attributes a fenced code block to the one reference that
// ends the nearest non-blank line before its opening fence.
func blockSnippet(m *quoting, n *ast.FencedCodeBlock) (snippet, bool) {
	d, found := m.d, m.found
	fence := d.FenceLine(n)
	prev := fence - 1
	for prev > 0 && strings.TrimSpace(d.LineText(prev)) == "" {
		prev--
	}
	if prev < 1 {
		return snippet{}, false
	}
	only, ok := m.onlyRef(prev, prev, func(refs.Ref) bool { return true })
	if !ok {
		return snippet{}, false
	}
	r := found[only]
	text := d.LineText(prev)
	start := d.LineStart(prev)
	if r.To-start > len(text) || !endsWithReference(text[r.To-start:]) {
		return snippet{}, false
	}
	var b strings.Builder
	ls := n.Lines()
	for i := 0; i < ls.Len(); i++ {
		seg := ls.At(i)
		b.Write(seg.Value(d.Src))
	}
	return snippet{ref: only, code: b.String(), line: fence + 1}, true
}

// endsWithReference says whether what follows a reference on its line is
// only the close of its markup (code span, emphasis, a link's destination)
// and one of ":", ")", "." or "):".
func endsWithReference(rest string) bool {
	const markup = "`*_~"
	rest = strings.TrimLeft(rest, markup)
	if strings.HasPrefix(rest, "](") {
		end := strings.IndexByte(rest, ')')
		if end < 0 {
			return false
		}
		rest = rest[end+1:]
	} else {
		rest = strings.TrimPrefix(rest, "]")
	}
	rest = strings.TrimSpace(strings.Trim(rest, markup+" \t"))
	switch rest {
	case "", ":", ")", ".", "):":
		return true
	}
	// Markup between the punctuation marks: "`a.go:3`**:**".
	stripped := strings.Map(func(r rune) rune {
		if strings.ContainsRune(markup, r) || r == ' ' {
			return -1
		}
		return r
	}, rest)
	switch stripped {
	case ":", ")", ".", "):":
		return true
	}
	return false
}

// codeMatchSnippet attributes an inline code span that follows the label
// "Code match:" to the one reference of its line or list item.
func codeMatchSnippet(m *quoting, n *ast.CodeSpan) (snippet, bool) {
	d := m.d
	from := markdown.Start(n)
	if from < 0 {
		return snippet{}, false
	}
	line := d.LineAt(from)
	before := m.text[d.LineStart(line):from] // no copy: a line may hold many spans
	before = strings.TrimRight(before, "` ")
	if !afterCodeMatchLabel(before) {
		return snippet{}, false
	}
	var b strings.Builder
	end := from
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if t, ok := c.(*ast.Text); ok {
			b.Write(t.Segment.Value(d.Src))
			end = max(end, t.Segment.Stop)
		}
	}
	first, last := line, line
	if item := listItemOf(n); item != nil {
		// Once per item: an item may hold many labelled spans.
		lines, ok := m.items[item]
		if !ok {
			lines[0], lines[1] = ownLines(d, item)
			m.items[item] = lines
		}
		first, last = lines[0], lines[1]
	}
	var only int
	var ok bool
	if m.inOrder {
		only, ok = m.linesOf(first, last).onlyOutside(m, from, end)
	} else {
		only, ok = m.onlyRef(first, last, func(r refs.Ref) bool {
			return r.From < from || r.To > end
		})
	}
	if !ok && m.inOrder {
		only, ok = m.refAbove(first, last)
	}
	if !ok {
		return snippet{}, false
	}
	return snippet{ref: only, code: b.String(), line: line}, true
}

// refAbove is the two-line form of a code match: the reference alone on
// the line right above a "Code match:" item or line that holds none
// ("`a.go:5` — signing" and under it "- Code match: `sign()`"). The line
// above must hold one reference (of one text) and the labelled lines
// none.
func (m *quoting) refAbove(first, last int) (int, bool) {
	if first <= 1 {
		return -1, false
	}
	if l := m.linesOf(first, last); l.hi > l.lo {
		return -1, false // references of their own, ambiguous: not this form
	}
	above := first - 1
	if strings.TrimSpace(m.d.LineText(above)) == "" {
		return -1, false
	}
	return m.onlyRef(above, above, func(refs.Ref) bool { return true })
}

// lineRefs are the references on lines of the message (a line, or a
// list item's), summed up once for the many labelled code spans they may
// hold: each span asks onlyRef's question of them all but those inside it.
type lineRefs struct {
	lo, hi int // the references on the lines, found[lo:hi]
	// quoted[k]: how many of found[lo:lo+k] are inside block quotes.
	quoted []int
	// found[lo:sameTo] all have found[lo]'s text, found[sameFrom:hi] all
	// have found[hi-1]'s.
	sameTo, sameFrom int
}

// linesOf sums up the references on lines first to last (in order).
func (m *quoting) linesOf(first, last int) *lineRefs {
	key := [2]int{first, last}
	if l, ok := m.lines[key]; ok {
		return l
	}
	found := m.found
	l := &lineRefs{}
	l.lo = sort.Search(len(found), func(i int) bool { return found[i].Line >= first })
	l.hi = sort.Search(len(found), func(i int) bool { return found[i].Line > last })
	l.hi = max(l.hi, l.lo)
	l.quoted = make([]int, l.hi-l.lo+1)
	for i := l.lo; i < l.hi; i++ {
		m.looked++
		l.quoted[i-l.lo+1] = l.quoted[i-l.lo]
		if m.quoted.within(found[i].From) {
			l.quoted[i-l.lo+1]++
		}
	}
	l.sameTo = l.lo
	for l.sameTo < l.hi && found[l.sameTo].Text == found[l.lo].Text {
		m.looked++
		l.sameTo++
	}
	l.sameFrom = l.hi
	for l.sameFrom > l.lo && found[l.sameFrom-1].Text == found[l.hi-1].Text {
		m.looked++
		l.sameFrom--
	}
	if m.lines == nil {
		m.lines = map[[2]int]*lineRefs{}
	}
	m.lines[key] = l
	return l
}

// onlyOutside is onlyRef's answer for the references on the lines but
// those inside the code span from from to end (a run of them, found in
// order): none of the rest in a block quote, and all of one text.
func (l *lineRefs) onlyOutside(m *quoting, from, end int) (int, bool) {
	found := m.found
	a := l.lo + sort.Search(l.hi-l.lo, func(i int) bool { return found[l.lo+i].From >= from })
	b := a
	for b < l.hi && found[b].To <= end {
		m.looked++
		b++
	}
	if l.quoted[a-l.lo]+l.quoted[l.hi-l.lo]-l.quoted[b-l.lo] > 0 {
		return -1, false
	}
	before, after := a > l.lo, b < l.hi
	if before && a > l.sameTo || after && b < l.sameFrom ||
		before && after && found[l.lo].Text != found[l.hi-1].Text {
		return -1, false
	}
	switch {
	case after:
		return l.hi - 1, true
	case before:
		return a - 1, true
	}
	return -1, false
}

// afterCodeMatchLabel says whether text ends with the label "Code match:",
// in any case, bold or emphasised or not ("**Code match:**",
// "**Code match**:").
func afterCodeMatchLabel(text string) bool {
	const markup = "*_ \t"
	text = strings.TrimRight(text, markup)
	text, ok := strings.CutSuffix(text, ":")
	if !ok {
		return false
	}
	text = strings.TrimRight(text, markup)
	const label = "code match"
	if len(text) < len(label) || !strings.EqualFold(text[len(text)-len(label):], label) {
		return false
	}
	rest := strings.TrimRight(text[:len(text)-len(label)], "*_")
	r, _ := utf8.DecodeLastRuneInString(rest)
	return rest == "" || !isWordRune(r)
}

func isWordRune(r rune) bool {
	return r == '_' || ('0' <= r && r <= '9') || ('a' <= r && r <= 'z') || ('A' <= r && r <= 'Z') || r > utf8.RuneSelf
}

// onlyRef is the one reference, among those on lines first to last that
// keep, that the line or item holds: the same reference written twice is
// one; none, or two different ones, attribute nothing, and neither does a
// reference inside a block quote.
func (m *quoting) onlyRef(first, last int, keep func(refs.Ref) bool) (int, bool) {
	found := m.found
	only := -1
	i := 0
	if m.inOrder {
		i = sort.Search(len(found), func(i int) bool { return found[i].Line >= first })
	}
	for ; i < len(found); i++ {
		m.looked++
		r := found[i]
		if r.Line > last && m.inOrder {
			break
		}
		if r.Line < first || r.Line > last || !keep(r) {
			continue
		}
		if m.quoted.within(r.From) {
			return -1, false
		}
		if only >= 0 && found[only].Text != r.Text {
			return -1, false
		}
		only = i
	}
	return only, only >= 0
}

// offsets is a stretch of the message's bytes, start to end.
type offsets struct{ start, end int }

// quoteStretches are the stretches of the message inside block quotes, in
// document order, with the furthest end of each and those before it.
type quoteStretches struct {
	ranges []offsets
	ends   []int
}

// within reports whether offset off is inside a block quote.
func (q quoteStretches) within(off int) bool {
	i := sort.Search(len(q.ranges), func(i int) bool { return q.ranges[i].start > off }) - 1
	return i >= 0 && q.ends[i] > off
}

// quoteRanges are the stretches of the message inside block quotes.
func quoteRanges(d *markdown.Doc) quoteStretches {
	var out []offsets
	markdown.Walk(d.Root, func(n ast.Node) bool {
		if n.Kind() != ast.KindBlockquote {
			return true
		}
		first, last := lineRange(d, n)
		if first > 0 {
			out = append(out, offsets{d.LineStart(first), d.LineStart(last + 1)})
		}
		return false
	})
	q := quoteStretches{ranges: out, ends: make([]int, len(out))}
	for i, r := range out {
		q.ends[i] = r.end
		if i > 0 {
			q.ends[i] = max(q.ends[i], q.ends[i-1])
		}
	}
	return q
}

// lineRange is the first and last message line a block's text is on (0
// when it has none).
func lineRange(d *markdown.Doc, n ast.Node) (first, last int) {
	markdown.Walk(n, func(c ast.Node) bool {
		note := func(off int) {
			l := d.LineAt(off)
			if first == 0 || l < first {
				first = l
			}
			last = max(last, l)
		}
		if c.Type() == ast.TypeBlock {
			ls := c.Lines()
			for i := 0; ls != nil && i < ls.Len(); i++ {
				note(ls.At(i).Start)
				note(max(ls.At(i).Stop-1, ls.At(i).Start))
			}
			if f, ok := c.(*ast.FencedCodeBlock); ok {
				note(d.LineStart(d.FenceLine(f)))
			}
		} else if t, ok := c.(*ast.Text); ok {
			note(t.Segment.Start)
		}
		return true
	})
	return first, last
}

// listItemOf is the innermost list item holding n, or nil.
func listItemOf(n ast.Node) ast.Node {
	for p := n.Parent(); p != nil; p = p.Parent() {
		if p.Kind() == ast.KindListItem {
			return p
		}
	}
	return nil
}

// ownLines are the lines of a list item without those of the lists nested
// in it, which are items of their own.
func ownLines(d *markdown.Doc, item ast.Node) (first, last int) {
	for c := item.FirstChild(); c != nil; c = c.NextSibling() {
		if c.Kind() == ast.KindList {
			break
		}
		f, l := lineRange(d, c)
		if f == 0 {
			continue
		}
		if first == 0 || f < first {
			first = f
		}
		last = max(last, l)
	}
	return first, last
}

// checkQuotes compares every attributed snippet with the file at the lines
// its reference cites. errs are the references' verification results
// (nil for a good reference): a snippet of a reference that does not hold
// is not compared, since that reference is reported already. A project
// that cannot give lines compares nothing.
func checkQuotes(d *markdown.Doc, found []refs.Ref, errs []error, p refs.Project) []contract.Violation {
	lr, ok := p.(refs.LineReader)
	if !ok {
		return nil
	}
	var snippets []snippet
	var wants []refs.Want
	for _, s := range attributed(d, found) {
		if errs[s.ref] != nil {
			continue
		}
		r := found[s.ref]
		after := 0
		if r.Start == r.End {
			// A quote of several lines citing one: read as many more to
			// tell the agent the range it meant, if that is it.
			after = quote.Lines(s.code) - 1
		}
		snippets = append(snippets, s)
		wants = append(wants, refs.Want{Ref: r, After: after})
	}
	if len(wants) == 0 {
		return nil
	}
	var out []contract.Violation
	for i, ex := range lr.Excerpts(wants) {
		s, r := snippets[i], wants[i].Ref
		if ex.Err != nil {
			continue // the reference's own check names what is wrong
		}
		msg := mismatch(s.code, r, ex)
		if msg == "" {
			continue
		}
		out = append(out, contract.Violation{Contract: contract.Result, Rule: RuleQuotedCode, Line: s.line, Message: msg})
	}
	return out
}

// mismatch is what is wrong with a quote of r, or "" when the file holds
// it: what the file has there, shown so the agent can fix its quote.
func mismatch(code string, r refs.Ref, ex refs.Excerpt) string {
	if ex.Binary {
		return fmt.Sprintf("the code quoted from `%s` cannot be in that file: it is binary (a NUL byte in its first %d bytes). Quote code from text files only, or drop the quote.",
			r.Text, refs.BinaryProbe)
	}
	cited := ex.Lines[:min(len(ex.Lines), r.End-r.Start+1)]
	rangeCited := r.Start != r.End
	if quote.Matches(code, cited, rangeCited) {
		return ""
	}
	var b strings.Builder
	n := quote.Lines(code)
	switch {
	case n == 0:
		return ""
	case !rangeCited && n > 1:
		fmt.Fprintf(&b, "the code quoted from `%s` has %d lines, but the reference cites one line.", r.Text, n)
		if quote.Matches(code, ex.Lines, true) && len(ex.Lines) > 1 {
			fmt.Fprintf(&b, " The quote is at lines %d-%d: cite `%s:%d-%d`.", r.Start, r.Start+len(ex.Lines)-1, r.Path, r.Start, r.Start+len(ex.Lines)-1)
			return b.String()
		}
		b.WriteString(" Cite the range the quote comes from, or quote the one line.")
	case !rangeCited:
		fmt.Fprintf(&b, "the code quoted from `%s` is not on that line.", r.Text)
	default:
		missing, _ := quote.FirstMissing(code, cited)
		fmt.Fprintf(&b, "the code quoted from `%s` is not in those lines: %q is not there (in order, each quoted line in a later line than the one before).", r.Text, clipRunes(missing, maxShownRunes))
	}
	b.WriteString(" " + showLines(r.Start, cited))
	b.WriteString("\nQuote the file as it is (white space may differ), or cite the lines where the quoted code is. " +
		"If the code is not a quote (a fix, a sketch, a command), neither put it right under a line that ends with the reference nor label it `Code match:`.")
	return b.String()
}

// showLines is the file's text at the cited lines, numbered.
func showLines(start int, lines []string) string {
	var b strings.Builder
	if len(lines) == 1 {
		fmt.Fprintf(&b, "Line %d reads:", start)
	} else {
		fmt.Fprintf(&b, "Lines %d-%d read:", start, start+len(lines)-1)
	}
	for i, l := range lines {
		if i == maxShownLines {
			fmt.Fprintf(&b, "\n    … %d more lines", len(lines)-maxShownLines)
			break
		}
		fmt.Fprintf(&b, "\n    %d | %s", start+i, clipRunes(l, maxShownRunes))
	}
	return b.String()
}

func clipRunes(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n-1]) + "…"
}
