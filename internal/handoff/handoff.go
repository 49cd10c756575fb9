// Package handoff owns the HANDOFF contract (docs/CONTRACT.md §7, §7b): a
// `HANDOFF:` line or a `HANDOFF` heading followed by the items Produced, Key
// decisions, Reasoning chain (optional), Areas of uncertainty, Integration
// points and Open questions, each with content, and every area of
// uncertainty tagged [HIGH], [MEDIUM] or [LOW].
package handoff

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/team-hook/team-hook/internal/contract"
	"github.com/team-hook/team-hook/internal/lazyre"
	"github.com/team-hook/team-hook/internal/markdown"
	"github.com/yuin/goldmark/ast"
)

// The item labels, as written in the block.
const (
	Produced             = "Produced"
	KeyDecisions         = "Key decisions"
	ReasoningChain       = "Reasoning chain"
	AreasOfUncertainty   = "Areas of uncertainty"
	IntegrationPoints    = "Integration points"
	OpenQuestions        = "Open questions"
	NoUncertaintyFlagged = "No areas of uncertainty flagged."
)

// Labels lists every item in the order the block gives them.
var Labels = []string{Produced, KeyDecisions, ReasoningChain, AreasOfUncertainty, IntegrationPoints, OpenQuestions}

// Optional reports an item that may be left out.
func Optional(label string) bool { return label == ReasoningChain }

// Shape is the block as the agent is asked to write it.
const Shape = "HANDOFF:\n" +
	"1. **Produced**: files, artifacts or results you created\n" +
	"2. **Key decisions**: what you chose and why\n" +
	"3. **Reasoning chain** (optional): the steps that led there\n" +
	"4. **Areas of uncertainty**: one entry per line, each starting with [HIGH], [MEDIUM] or [LOW] (or \"" + NoUncertaintyFlagged + "\")\n" +
	"5. **Integration points**: where this connects to other work\n" +
	"6. **Open questions**: what is still undecided (\"None\" is fine)"

var tags = []string{"[high]", "[medium]", "[low]"}

// marker is where the HANDOFF block starts.
type marker struct {
	index int // top-level block holding it
	level int // heading level; 7 for a `HANDOFF:` line, which any heading ends
	line  int
}

// item is one labelled entry of the block: its label, the text after the
// label on its first line, and the lines under it.
type item struct {
	label string
	line  int
	rest  string
	under []bodyLine
}

type bodyLine struct {
	text string // without indentation
	line int
	code bool // inside a fenced code block
}

// Check returns the handoff violations of a message.
func Check(d *markdown.Doc) []contract.Violation {
	var vs []contract.Violation
	add := func(line int, format string, args ...any) {
		vs = append(vs, contract.Violation{Contract: contract.Handoff, Line: line, Message: fmt.Sprintf(format, args...)})
	}
	blocks := d.Blocks()
	m, ok := findMarker(d, blocks)
	if !ok {
		add(0, "no HANDOFF block: end your final message with a `HANDOFF:` line followed by these items, each filled in:\n%s", Shape)
		return vs
	}
	items, endAt := collectItems(d, blocks, m)
	// cutOff says where an item the agent wrote after the heading that
	// closes the block went.
	cutOff := func(labels ...string) string {
		if endAt == 0 {
			return ""
		}
		var after strings.Builder
		for n, last := endAt, d.LineAt(len(d.Src)); n <= last; n++ {
			after.WriteString(strings.ToLower(d.LineText(n)))
			after.WriteByte('\n')
		}
		for _, l := range labels {
			if strings.Contains(after.String(), strings.ToLower(l)) {
				return fmt.Sprintf(" (%q is after the heading on line %d, which closes the HANDOFF block: move the items above it)", l, endAt)
			}
		}
		return ""
	}
	if len(items) == 0 {
		add(m.line, "the HANDOFF block has no numbered or bulleted items%s: follow the HANDOFF marker with a list like this:\n%s", cutOff(Labels...), Shape)
		return vs
	}
	byLabel := map[string]item{}
	for _, it := range items {
		if _, dup := byLabel[it.label]; !dup {
			byLabel[it.label] = it
		}
	}
	for _, label := range Labels {
		it, ok := byLabel[label]
		switch {
		case !ok && !Optional(label):
			if note := cutOff(label); note != "" {
				add(m.line, "the HANDOFF block has no %q item%s", label, note)
				continue
			}
			add(m.line, "the HANDOFF block has no %q item: add `- **%s**: …` to its list (write %s if there is nothing to say)", label, label, nothingToSay(label))
		case ok && !hasContent(it):
			add(it.line, "the HANDOFF item %q is empty: write its content after the label or on the lines under it (write %s if there is nothing to say)", label, nothingToSay(label))
		case ok && label == AreasOfUncertainty:
			checkUncertainty(it, add)
		}
	}
	return vs
}

// nothingToSay is what an item holds when there is nothing to report:
// "None", except for the uncertainty list, whose entries are tagged.
func nothingToSay(label string) string {
	if label == AreasOfUncertainty {
		return `"No areas of uncertainty flagged."`
	}
	return `"None"`
}

// findMarker finds the last top-level `HANDOFF:` line or `HANDOFF` heading.
// Markers inside code blocks, quotes or lists are examples, not the block.
func findMarker(d *markdown.Doc, blocks []ast.Node) (marker, bool) {
	var m marker
	found := false
	for i, b := range blocks {
		switch b := b.(type) {
		case *ast.Heading:
			t := d.PlainTextWith(b, markdown.ProseOptions{KeepCodeSpans: true})
			if strings.EqualFold(strings.TrimRight(strings.TrimSpace(t), ": "), "handoff") {
				m, found = marker{index: i, level: b.Level, line: d.Line(b)}, true
			}
		case *ast.Paragraph:
			ls := b.Lines()
			for j := 0; j < ls.Len(); j++ {
				seg := ls.At(j)
				if isMarkerLine(string(seg.Value(d.Src))) {
					m, found = marker{index: i, level: 7, line: d.LineAt(seg.Start)}, true
				}
			}
		}
	}
	return m, found
}

// isMarkerLine accepts "HANDOFF:", "Handoff:", "**HANDOFF:**", "**HANDOFF**:".
func isMarkerLine(s string) bool {
	s = strings.Map(func(r rune) rune {
		if r == '*' || r == '_' || unicode.IsSpace(r) {
			return -1
		}
		return r
	}, s)
	return strings.EqualFold(s, "handoff:")
}

// itemStartRe is a list item's first line: indentation, a marker ("-",
// "*", "+", or a number of up to nine digits and "." or ")"), then the
// item's text after blanks, or nothing.
var itemStartRe = lazyre.Regexp{Expr: `^([ \t]*)(?:\d{1,9}[.)]|[-*+])(?:[ \t]+(.*))?$`}

// itemStart reads a list item's first line: its text ("" when it has
// none) and whether the line starts an item.
func itemStart(line string) (text string, ok bool) {
	m := itemStartRe.Re().FindStringSubmatch(line)
	if m == nil {
		return "", false
	}
	return m[2], true
}

// collectItems reads the labelled items after the marker, up to the next
// heading of the marker's level or higher. It reads the lines rather than the
// CommonMark tree: a list that starts at "2." cannot interrupt the
// `HANDOFF:` paragraph and would otherwise vanish into it, yet it is plainly
// a list of items to the agent who wrote it and to the reader.
func collectItems(d *markdown.Doc, blocks []ast.Node, m marker) (items []item, closedAt int) {
	end := d.LineAt(len(d.Src)) + 1
	for _, b := range blocks[m.index+1:] {
		if h, ok := b.(*ast.Heading); ok && h.Level <= m.level {
			end = d.Line(h)
			closedAt = end
			break
		}
	}
	var out []item
	var cur *item
	base := -1 // indentation of the block's items
	fence := ""
	blank := false // the line before was blank
	for n := m.line + 1; n < end; n++ {
		raw := d.LineText(n)
		text := strings.TrimLeft(raw, " \t")
		indent := len(raw) - len(text)
		afterBlank := blank
		blank = text == ""
		first, isItem := itemStart(raw)
		if fence == "" && cur != nil && afterBlank && !blank && indent <= base && !isItem {
			// Text back at the list's margin after a blank line has left
			// the list (CommonMark): it is not the last item's content.
			out = append(out, *cur)
			cur = nil
		}
		if fence != "" {
			if strings.HasPrefix(text, fence) {
				fence = ""
			}
			if cur != nil {
				cur.under = append(cur.under, bodyLine{text: text, line: n, code: true})
			}
			continue
		}
		if f := fenceOf(text); f != "" {
			fence = f
			if cur != nil {
				cur.under = append(cur.under, bodyLine{text: text, line: n, code: true})
			}
			continue
		}
		if isItem && (base < 0 || indent <= base) {
			label, rest, ok := labelOf(first)
			if ok || base >= 0 {
				// A new item at the block's level; one without a known
				// label is not part of the contract and is skipped.
				if cur != nil {
					out = append(out, *cur)
					cur = nil
				}
				if ok {
					if base < 0 {
						base = indent
					}
					cur = &item{label: label, line: n, rest: rest}
				}
				continue
			}
		}
		if cur != nil && strings.TrimSpace(text) != "" {
			cur.under = append(cur.under, bodyLine{text: text, line: n})
		}
	}
	if cur != nil {
		out = append(out, *cur)
	}
	return out, closedAt
}

func fenceOf(text string) string {
	for _, f := range []string{"```", "~~~"} {
		if strings.HasPrefix(text, f) {
			return f
		}
	}
	return ""
}

// labelOf reads a known label at the start of an item's text
// ("**Key decisions**: …", "Open questions for the orchestrator - …") and returns
// the text after the label and the ":" or dash that ends it.
func labelOf(text string) (label, rest string, ok bool) {
	t := strings.TrimLeft(text, "*_` \t")
	for _, l := range Labels {
		if len(t) >= len(l) && strings.EqualFold(t[:len(l)], l) {
			after := t[len(l):]
			if i := separator(after); i >= 0 {
				after = after[i:]
			}
			return l, trimMarks(after), true
		}
	}
	return "", "", false
}

// separator is the index just past the first ":" or dash that ends a label
// ("Produced artifacts: …", "Key decisions — …"), or -1.
func separator(s string) int {
	for i, r := range s {
		switch {
		case r == ':':
			return i + 1
		case r == '—' || r == '–':
			return i + len(string(r))
		case r == '-' && (i == 0 || s[i-1] == ' ' || s[i-1] == '*' || s[i-1] == '_') && (i+1 == len(s) || s[i+1] == ' '):
			return i + 1
		}
	}
	return -1
}

// hasContent reports whether an item says anything beyond its label, on its
// own line or on the lines under it.
func hasContent(it item) bool {
	if hasWord(it.rest) {
		return true
	}
	for _, l := range it.under {
		if hasWord(l.text) {
			return true
		}
	}
	return false
}

func hasWord(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0
}

// checkUncertainty wants every entry tagged, unless the item says that no
// areas of uncertainty were flagged.
func checkUncertainty(it item, add func(int, string, ...any)) {
	if saysNoneFlagged(it.rest) {
		return
	}
	for _, l := range it.under {
		if saysNoneFlagged(l.text) {
			return
		}
	}
	for _, e := range uncertaintyEntries(it) {
		if !tagged(e.text) {
			add(e.line, "the area of uncertainty %q must start with [HIGH], [MEDIUM] or [LOW] (or, when there are none, the item must say %q)", clip(e.text), NoUncertaintyFlagged)
		}
	}
}

func saysNoneFlagged(s string) bool {
	return strings.Contains(strings.ToLower(s), "no areas of uncertainty flagged")
}

// uncertaintyEntries are the text after the label, each bullet under the
// item, and each line under it that opens with "[". Any other line continues
// the entry before it (a wrapped line), or is an entry itself when it comes
// first.
func uncertaintyEntries(it item) []bodyLine {
	var out []bodyLine
	if it.rest != "" {
		out = append(out, bodyLine{text: it.rest, line: it.line})
	}
	for _, l := range it.under {
		if l.code {
			continue
		}
		text := l.text
		bullet := false
		if first, isItem := itemStart(text); isItem {
			text, bullet = first, true
		}
		text = trimMarks(text)
		if text == "" {
			continue
		}
		if bullet || strings.HasPrefix(text, "[") || len(out) == 0 {
			out = append(out, bodyLine{text: text, line: l.line})
		}
	}
	return out
}

// trimMarks drops the emphasis and code marks around a text.
func trimMarks(s string) string {
	return strings.Trim(s, " \t*_`")
}

func tagged(s string) bool {
	s = strings.ToLower(s)
	for _, t := range tags {
		if strings.HasPrefix(s, t) {
			return true
		}
	}
	return false
}

func clip(s string) string {
	r := []rune(s)
	if len(r) <= 80 {
		return s
	}
	return string(r[:77]) + "..."
}
