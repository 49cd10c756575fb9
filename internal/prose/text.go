package prose

import (
	"bytes"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/team-hook/team-hook/internal/markdown"
	"github.com/yuin/goldmark/ast"
	extast "github.com/yuin/goldmark/extension/ast"
)

// unitKind says where a piece of prose stands in the message.
type unitKind int

const (
	unitParagraph unitKind = iota // a top-level paragraph
	unitHeading                   // a heading
	unitItem                      // a paragraph inside a list item
	unitCell                      // a table cell
)

// unit is one leaf of prose (a paragraph, a heading, a list item's text, a
// table cell) in two parallel forms of equal byte length: disp is the text as
// written with markup removed, ana is the same text with quoted material
// masked, which is what the detectors read. runs map bytes back to their
// offsets in the message, for line numbers.
type unit struct {
	kind unitKind
	disp []byte
	ana  []byte
	runs []run
	doc  *markdown.Doc
	// links are the byte ranges [start, end) of link texts: a question
	// mark there ends a title ("[How do I clear the cache?](faq.md)").
	links [][2]int
	// readers are the names the message is addressed to (reader.go), read
	// as the reader in its sentences.
	readers []string
	// label is the text of the list item a nested list hangs from
	// ("Notes for later impl plan:", "Actual schema of metadata.json?"):
	// what it says of the items under it, or what they answer.
	label string
}

// inLink reports whether byte i of the unit is link text.
func (u *unit) inLink(i int) bool {
	for _, l := range u.links {
		if l[0] <= i && i < l[1] {
			return true
		}
	}
	return false
}

// sentence is one sentence of a unit: its bytes start:end.
type sentence struct {
	norm       string // analysis form: lower-case, masked, apostrophes unified
	u          *unit
	start, end int
	// first is true for the first sentence of its unit, last for the last.
	first, last bool
}

// maskByte stands in for every byte of quoted material in ana. A letter, so
// that masked text still separates words but never matches a phrase.
const maskByte = 'x'

// collectUnits lists the prose leaves of one top-level block in document
// order. Code, HTML, rules and block quotes (at any depth) are quoted material
// and yield nothing; table cells only when withTables is set.
func collectUnits(d *markdown.Doc, n ast.Node, withTables bool, readers []string) []*unit {
	var out []*unit
	var walk func(n ast.Node, inItem bool, label string)
	walk = func(n ast.Node, inItem bool, label string) {
		switch n.Kind() {
		case ast.KindParagraph, ast.KindTextBlock:
			k := unitParagraph
			if inItem {
				k = unitItem
			}
			u := buildUnit(d, n, k, readers)
			u.label = label
			out = append(out, u)
			return
		case ast.KindListItem:
			// The item's own text (its last paragraph before the list)
			// is the label of a list nested in it.
			last := -1 // the unit of its last paragraph so far
			for c := n.FirstChild(); c != nil; c = c.NextSibling() {
				if c.Kind() == ast.KindList {
					inner := "" // built only for an item a list hangs from
					if last >= 0 {
						inner = strings.TrimSpace(string(out[last].disp))
					}
					walk(c, true, inner)
					continue
				}
				walk(c, true, label)
				if c.Kind() == ast.KindParagraph || c.Kind() == ast.KindTextBlock {
					last = len(out) - 1
				}
			}
			return
		case ast.KindHeading:
			out = append(out, buildUnit(d, n, unitHeading, readers))
			return
		case ast.KindBlockquote, ast.KindFencedCodeBlock, ast.KindCodeBlock,
			ast.KindHTMLBlock, ast.KindThematicBreak:
			return
		case extast.KindTable:
			if !withTables {
				return
			}
		case extast.KindTableCell:
			out = append(out, buildUnit(d, n, unitCell, readers))
			return
		case ast.KindList, ast.KindListItem:
			inItem = true
		}
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			walk(c, inItem, label)
		}
	}
	walk(n, false, "")
	return out
}

// unitBuilder accumulates a unit's parallel texts.
type unitBuilder struct {
	u       *unit
	lastOff int
}

// run says that the unit's bytes from at on come from the message's bytes
// from src on, one for one, until the next run.
type run struct{ at, src int }

// from notes that the next byte comes from offset off of the message.
func (b *unitBuilder) from(off int) {
	u := b.u
	if n := len(u.runs); n == 0 || u.runs[n-1].src+len(u.disp)-u.runs[n-1].at != off {
		u.runs = append(u.runs, run{len(u.disp), off})
	}
}

// put adds one byte, shown as disp and read as ana.
func (b *unitBuilder) put(disp, ana byte, off int) {
	b.from(off)
	b.u.disp = append(b.u.disp, disp)
	b.u.ana = append(b.u.ana, ana)
	b.lastOff = off
}

// putText adds text copied from the message at offset off.
func (b *unitBuilder) putText(v []byte, off int) {
	if len(v) == 0 {
		return
	}
	b.from(off)
	b.u.disp = append(b.u.disp, v...)
	b.u.ana = append(b.u.ana, v...)
	b.lastOff = off + len(v) - 1
}

// srcOffset is the offset in the message of the unit's byte i.
func (u *unit) srcOffset(i int) int {
	k := sort.Search(len(u.runs), func(k int) bool { return u.runs[k].at > i }) - 1
	if k < 0 {
		return 0
	}
	return u.runs[k].src + i - u.runs[k].at
}

func buildUnit(d *markdown.Doc, n ast.Node, k unitKind, readers []string) *unit {
	size := 64
	if ls := n.Lines(); ls != nil && ls.Len() > 0 {
		size = ls.At(ls.Len()-1).Stop - ls.At(0).Start + 1
	}
	u := &unit{kind: k, doc: d, disp: make([]byte, 0, size), ana: make([]byte, 0, size), readers: readers}
	b := &unitBuilder{u: u, lastOff: markdown.Start(n)}
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if isLabelLineEnd(d.Src, c) {
			// "**Prices**" alone on its line is a label: the line after
			// it is a sentence of its own, not its continuation.
			b.put(' ', '\n', c.(*ast.Text).Segment.Stop)
			continue
		}
		b.inline(d.Src, c)
	}
	maskQuotes(b.u.ana)
	return b.u
}

// logLineAfter: the line after the break at n opens on a time of day
// ("02:31 still nothing from you"), a log's next entry: its own sentence.
func logLineAfter(src []byte, n ast.Node) bool {
	t, ok := n.NextSibling().(*ast.Text)
	if !ok {
		return false
	}
	v := t.Segment.Value(src)
	i := 0
	for i < len(v) && i < 2 && v[i] >= '0' && v[i] <= '9' {
		i++
	}
	return i > 0 && len(v) >= i+3 && v[i] == ':' && v[i+1] >= '0' && v[i+1] <= '9' && v[i+2] >= '0' && v[i+2] <= '9'
}

// isLabelLineEnd: n is the line break after an emphasis that stands alone
// on its line ("**Prices**" over the text it labels).
func isLabelLineEnd(src []byte, n ast.Node) bool {
	t, ok := n.(*ast.Text)
	if !ok || !t.SoftLineBreak() || len(t.Segment.Value(src)) != 0 {
		return false
	}
	e := n.PreviousSibling()
	if e == nil || e.Kind() != ast.KindEmphasis {
		return false
	}
	before := e.PreviousSibling()
	if before == nil {
		return true
	}
	bt, ok := before.(*ast.Text)
	return ok && (bt.SoftLineBreak() || bt.HardLineBreak())
}

func (b *unitBuilder) inline(src []byte, n ast.Node) {
	switch n := n.(type) {
	case *ast.Text:
		v := n.Segment.Value(src)
		if n.IsRaw() || bytes.IndexByte(v, '\\') < 0 {
			b.putText(v, n.Segment.Start)
		} else {
			for i := 0; i < len(v); i++ {
				c := v[i]
				// A backslash escape shows the character it escapes.
				if c == '\\' && i+1 < len(v) && isASCIIPunct(v[i+1]) {
					i++
					c = v[i]
				}
				b.put(c, c, n.Segment.Start+i)
			}
		}
		switch {
		case n.HardLineBreak(), n.SoftLineBreak() && logLineAfter(src, n):
			b.put('\n', '\n', n.Segment.Stop)
		case n.SoftLineBreak():
			b.put(' ', ' ', n.Segment.Stop)
		}
	case *ast.CodeSpan:
		b.codeSpan(src, n)
	case *ast.AutoLink:
		off := markdown.Start(n)
		if off < 0 {
			off = b.lastOff
		}
		for _, c := range n.URL(src) {
			b.put(c, maskByte, off)
		}
	case *ast.RawHTML:
		// Markup, not prose.
	case *ast.Link:
		start := len(b.u.disp)
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			b.inline(src, c)
		}
		b.u.links = append(b.u.links, [2]int{start, len(b.u.disp)})
	default:
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			b.inline(src, c)
		}
	}
}

// codeSpan adds inline code. Its text is quoted material, masked for the
// detectors (docs/CONTRACT.md §3b: a sentence is judged without its code
// spans), except the question tool's own name (`AskUserQuestion`,
// `request_user_input`), which the surrounding prose talks about as the
// tool: other identifiers (`EXCLUDED_TOOLS`, `askUser`) are code.
func (b *unitBuilder) codeSpan(src []byte, n *ast.CodeSpan) {
	start := len(b.u.disp)
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		t, ok := c.(*ast.Text)
		if !ok {
			continue
		}
		v := t.Segment.Value(src)
		for i, ch := range v {
			if ch == '\n' || ch == '\r' {
				ch = ' '
			}
			b.put(ch, maskByte, t.Segment.Start+i)
		}
	}
	content := b.u.disp[start:]
	if isIdentifier(content) && isQuestionToolName(content) {
		copy(b.u.ana[start:], content)
	} else if isErrorText(content) {
		b.u.ana[start] = errorMaskByte
	}
}

// errorMaskByte opens the mask of quoted material that reads as an error
// message (`permission denied`, "No such tool"): the words stay masked,
// and the reader knows only that an error was quoted ("got `No such tool
// available` back" reports a failed call).
const errorMaskByte = 'e'

// errorWords are what an error message says.
var errorWords = [...]string{
	"error", "denied", "not found", "no such", "unknown tool", "not available", "unavailable",
	"not permitted", "forbidden", "refused", "failed", "failure", "exception", "invalid", "not allowed", "disabled",
	"timed out", "timeout", "unauthorized", "unauthorised", "rejected", "not supported", "unsupported", "not enabled", "eacces", "eperm", "enoent",
}

// isErrorText: s reads as an error message.
func isErrorText(s []byte) bool {
	if len(s) < 3 || len(s) > 200 {
		return false
	}
	l := bytes.ToLower(s)
	for _, w := range errorWords {
		if bytes.Contains(l, []byte(w)) {
			return true
		}
	}
	return false
}

// isErrorMask: w is the mask of a quoted error message.
func isErrorMask(w string) bool {
	return len(w) >= 3 && w[0] == errorMaskByte && isMask(w[1:])
}

func isIdentifier(s []byte) bool {
	if len(s) == 0 {
		return false
	}
	for i, c := range s {
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c == '_':
		case i > 0 && (c >= '0' && c <= '9' || c == '-'):
		default:
			return false
		}
	}
	return true
}

// questionToolNames are the question tools of the hosts, lower case.
var questionToolNames = [...]string{"askuserquestion", "ask_user_question", "ask-user-question"}

// isQuestionToolName: an identifier is a host's question tool.
func isQuestionToolName(s []byte) bool {
	for _, n := range questionToolNames {
		if strings.EqualFold(string(s), n) {
			return true
		}
	}
	return false
}

func isASCIIPunct(c byte) bool {
	return c >= '!' && c <= '/' || c >= ':' && c <= '@' || c >= '[' && c <= '`' || c >= '{' && c <= '~'
}

// Quotation marks. Curly marks say which side they are on; straight ones are
// judged by their neighbours.
const (
	rdquo = "\u201d" // ”
	rsquo = "\u2019" // ’
	raquo = "\u00bb" // »
)

// maxSingleQuote bounds how far a single-quote pair may reach: a straight
// apostrophe that is not a quotation mark must not mask a whole paragraph.
const maxSingleQuote = 160

// maskQuotes masks text in quotation marks inside ana, in place. Double
// quotes pair anywhere in the unit; single quotes only within a short
// distance. A quoted lone identifier keeps its text (only the marks go), as
// inline code does.
func maskQuotes(a []byte) {
	// Once a double mark finds no closing one, none after it will either:
	// remembering that keeps the scan linear.
	straightOpen, curlyOpen := true, true
	for i := 0; i < len(a); {
		r, size := utf8.DecodeRune(a[i:])
		var end int // end of the closing mark, or -1
		switch {
		case r == '"' && straightOpen && opensAt(a, i, size):
			end = findClose(a, i+size, len(a), func(j int) (bool, int) {
				return a[j] == '"' && closesAt(a, j, 1), 1
			})
			straightOpen = end >= 0
		case (r == '\u201c' || r == '\u201e') && curlyOpen:
			end = findClose(a, i+size, len(a), func(j int) (bool, int) {
				return hasAt(a, j, rdquo), 3
			})
			curlyOpen = end >= 0
		case r == '\'' && opensAt(a, i, size) || r == '\u2018':
			limit := min(len(a), i+maxSingleQuote)
			end = findClose(a, i+size, limit, func(j int) (bool, int) {
				if a[j] == '\'' {
					return closesAt(a, j, 1), 1
				}
				if hasAt(a, j, rsquo) {
					return closesAt(a, j, 3), 3
				}
				return false, 0
			})
		default:
			end = -1
		}
		if end < 0 {
			i += size
			continue
		}
		closeSize := 1
		if a[end-1] >= 0x80 {
			closeSize = 3
		}
		inner := a[i+size : end-closeSize]
		switch {
		case isIdentifier(inner):
			fill(a[i:i+size], ' ')
			fill(a[end-closeSize:end], ' ')
		case isErrorText(inner):
			fill(a[i:end], maskByte)
			a[i] = errorMaskByte
		default:
			fill(a[i:end], maskByte)
		}
		i = end
	}
}

// findClose scans a[from:limit] for a closing mark and returns the offset
// just past it, or -1.
func findClose(a []byte, from, limit int, isClose func(j int) (bool, int)) int {
	for j := from; j < limit; j++ {
		if ok, n := isClose(j); ok && j+n <= len(a) {
			return j + n
		}
	}
	return -1
}

// hasAt reports whether s stands in a at offset i.
func hasAt(a []byte, i int, s string) bool {
	return i >= 0 && len(a)-i >= len(s) && string(a[i:i+len(s)]) == s
}

func fill(b []byte, c byte) {
	for i := range b {
		b[i] = c
	}
}

// opensAt: a straight mark opens a quotation when it follows a space, an
// opening bracket or the start, and precedes text.
func opensAt(a []byte, i, size int) bool {
	if i+size >= len(a) {
		return false
	}
	next, _ := utf8.DecodeRune(a[i+size:])
	if unicode.IsSpace(next) {
		return false
	}
	if i == 0 {
		return true
	}
	prev, _ := utf8.DecodeLastRune(a[:i])
	return unicode.IsSpace(prev) || strings.ContainsRune("([{/:-\u2014\u2013", prev)
}

// closesAt: a mark closes a quotation when it follows text and is not
// followed by a letter or digit (so the apostrophe of "can't" never closes).
func closesAt(a []byte, j, size int) bool {
	if j == 0 {
		return false
	}
	prev, _ := utf8.DecodeLastRune(a[:j])
	if unicode.IsSpace(prev) {
		return false
	}
	if j+size >= len(a) {
		return true
	}
	next, _ := utf8.DecodeRune(a[j+size:])
	return !unicode.IsLetter(next) && !unicode.IsDigit(next)
}

// isAbbreviation: words whose period never ends a sentence, even before a
// capital letter ("e.g. Postgres").
func isAbbreviation(w string) bool {
	switch strings.ToLower(w) {
	case "e.g", "i.e", "eg", "ie", "cf", "vs", "approx", "incl", "esp", "resp",
		"viz", "mr", "mrs", "ms", "dr", "fig", "eq", "al", "ca", "jr", "sr", "n.b":
		return true
	}
	return false
}

// sentences splits a unit at sentence ends: '.', '?', '!' or an ellipsis
// followed by a space (past closing quotes and brackets), and hard line
// breaks. A period is not an end inside a word (load.go, v1.2), after a known
// abbreviation, or when the next word starts in lower case ("etc. and").
func (u *unit) sentences() []sentence {
	var out []sentence
	a := u.ana
	lower := inLowerCase(a)
	start := 0
	emit := func(end int) {
		if s, ok := u.sentence(start, end); ok {
			out = append(out, s)
		}
		start = end
	}
	for i := 0; i < len(a); {
		c := a[i]
		if c == '\n' {
			emit(i)
			i++
			start = i
			continue
		}
		if c == maskByte {
			// A quotation that ends its sentence: `He wrote "done." Then …`.
			if end, ok := quotedSentenceEnd(u.disp, a, i); ok {
				emit(end)
				i = end
			} else {
				i++
			}
			continue
		}
		if n := fullWidthStopAt(a, i); n > 0 {
			// "你想要我…吗？这样就能…": a full-width stop ends its sentence
			// with no space after it.
			emit(skipClosers(a, i+n))
			i = start
			continue
		}
		if c != '?' && c != '!' && c != '.' && !isEllipsisAt(a, i) {
			i++
			continue
		}
		// A run of final punctuation: "?", "?!", "...", "…".
		j, dots, marks := i, 0, 0
		for j < len(a) {
			if a[j] == '?' || a[j] == '!' {
				marks++
				j++
			} else if a[j] == '.' {
				dots++
				j++
			} else if isEllipsisAt(a, j) {
				dots += 3
				j += 3
			} else {
				break
			}
		}
		k := skipClosers(a, j)
		switch {
		case k < len(a) && !isSpaceByte(a[k]):
			// Inside a word: load.go, v1.2, a?b.
		case marks > 0 && k > j && a[k-1] == ')' && k < len(a) && !nextIsUpper(a, k):
			// A parenthetical "(maybe?)" inside a sentence.
		case marks == 0 && k < len(a) && dots == 1 && !periodEnds(a, i, k, lower, u.maskedAt(k)):
		case marks == 0 && k < len(a) && dots > 1 && !nextIsUpper(a, k):
		default:
			emit(k)
		}
		i = j
	}
	emit(len(a))
	for k := range out {
		out[k].first = k == 0
		out[k].last = k == len(out)-1
	}
	return out
}

// fullWidthStopAt: the length of a full-width question mark, exclamation
// mark or ideographic full stop at i ("？", "！", "。"), 0 if none.
func fullWidthStopAt(a []byte, i int) int {
	if i+2 < len(a) && (a[i] == 0xef && a[i+1] == 0xbc && (a[i+2] == 0x9f || a[i+2] == 0x81) || a[i] == 0xe3 && a[i+1] == 0x80 && a[i+2] == 0x82) {
		return 3
	}
	return 0
}

// clauses are the unit's sentences as the deferral reader takes them: a
// label of a few words that opens the unit ("Default locale when nothing
// matches: Couldn't ask. Picked en-GB.") stands apart from the sentence
// after it when that starts with a capital, as a heading would, so the
// finding quotes the sentence, not the topic. A one-word label ("Note:",
// "NB:") is read with its sentence.
func (u *unit) clauses() []sentence {
	out := u.sentences()
	if len(out) == 0 {
		return out
	}
	s := out[0]
	words := 0
	for i := s.start; i < s.end && words < maxLabelWords; i++ {
		switch c := u.ana[i]; {
		case c == ' ':
			words++
		case c == ':' && words > 0 && i+2 < s.end && u.ana[i+1] == ' ' && u.ana[i+2] >= 'A' && u.ana[i+2] <= 'Z':
			label, ok1 := u.sentence(s.start, i+1)
			rest, ok2 := u.sentence(i+1, s.end)
			if !ok1 || !ok2 {
				return out
			}
			label.first, rest.last = true, s.last
			return append([]sentence{label, rest}, out[1:]...)
		}
	}
	return out
}

// maxLabelWords is the longest label clauses splits off.
const maxLabelWords = 8

// quotedSentenceEnd: at i a masked quotation closes with a mark right after
// final punctuation, and a new sentence follows. It returns where the
// sentence ends.
func quotedSentenceEnd(disp, a []byte, i int) (int, bool) {
	size := 0
	switch {
	case disp[i] == '"' || disp[i] == '\'':
		size = 1
	case hasAt(disp, i, rdquo) || hasAt(disp, i, rsquo):
		size = 3
	default:
		return 0, false
	}
	end := i + size
	if i == 0 || strings.IndexByte(".?!", disp[i-1]) < 0 || end < len(a) && a[end] == maskByte {
		return 0, false
	}
	k := skipClosers(a, end)
	if k < len(a) && (!isSpaceByte(a[k]) || !nextIsUpper(a, k)) {
		return 0, false
	}
	return k, true
}

func isEllipsisAt(a []byte, i int) bool {
	return i+3 <= len(a) && a[i] == 0xE2 && a[i+1] == 0x80 && a[i+2] == 0xA6
}

func isSpaceByte(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// skipClosers steps over closing quotes, brackets and emphasis marks after a
// sentence's final punctuation.
func skipClosers(a []byte, j int) int {
	for j < len(a) {
		switch {
		case strings.IndexByte(")]}\"'*_`", a[j]) >= 0:
			j++
		case hasAt(a, j, rdquo),
			hasAt(a, j, rsquo):
			j += 3
		case hasAt(a, j, raquo):
			j += 2
		default:
			return j
		}
	}
	return j
}

// periodEnds decides a single period at i, followed by space at j. In a
// unit written in lower case a lower-case word after it starts a sentence
// too, unless the period closes "etc." or a single letter; quoted material
// after it (inline code) may start a sentence as a capital does.
func periodEnds(a []byte, i, j int, lower, quoted bool) bool {
	// The word before the period.
	k := i
	for k > 0 && (isWordByte(a[k-1]) || a[k-1] == '.') {
		k--
	}
	w := string(a[k:i])
	if isAbbreviation(w) || isOrdinalDay(w) && monthAt(a, j) {
		return false // "zum 31. März": a German or Scandinavian day's number
	}
	return nextIsUpper(a, j) || quoted || lower && len(w) > 1 && w != "etc"
}

// isOrdinalDay: a day of the month written as a number ("31" of "31.").
func isOrdinalDay(w string) bool {
	return len(w) >= 1 && len(w) <= 2 && w[0] >= '0' && w[0] <= '9' && w[len(w)-1] >= '0' && w[len(w)-1] <= '9'
}

// monthAt: the word from j on names a month, as a date writes it after
// its day ("31. März", "1. Januar", "5. mai").
func monthAt(a []byte, j int) bool {
	for j < len(a) && isSpaceByte(a[j]) {
		j++
	}
	k := j
	for k < len(a) && !isSpaceByte(a[k]) && a[k] != ',' && a[k] != '.' {
		k++
	}
	switch strings.ToLower(string(a[j:k])) {
	case "januar", "jänner", "februar", "märz", "april", "mai", "juni", "juli", "august", "september", "oktober", "november", "dezember",
		"january", "february", "march", "may", "june", "july", "october", "december", "jan", "feb", "mär", "apr", "jun", "jul", "aug", "sep", "sept", "okt", "oct", "nov", "dez", "dec",
		"januari", "februari", "maart", "mei", "augustus", "mars", "maj":
		return true
	}
	return false
}

// maskedAt: the next word from j on is quoted material ("…instead.
// `LANGUAGE_CODE` is…"): masked, it reads as lower case, but a sentence may
// start with it as with a capital.
func (u *unit) maskedAt(j int) bool {
	for j < len(u.ana) && isSpaceByte(u.ana[j]) {
		j++
	}
	return j < len(u.ana) && u.ana[j] == maskByte && u.disp[j] != maskByte
}

// inLowerCase: the unit is written without capitals where its sentences
// start ("done. couldn't ask, so kept 5."): its first letter is lower
// case, and so is every letter after a period and a space.
func inLowerCase(a []byte) bool {
	first := true
	for i := 0; i < len(a); i++ {
		c := a[i]
		switch {
		case first && (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'):
			if c < 'a' {
				return false
			}
			first = false
		case c == '.' && i+2 < len(a) && a[i+1] == ' ' && a[i+2] >= 'A' && a[i+2] <= 'Z':
			return false
		}
	}
	return !first
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

func nextRune(a []byte, j int) rune {
	for j < len(a) && isSpaceByte(a[j]) {
		j++
	}
	if j >= len(a) {
		return 0
	}
	r, _ := utf8.DecodeRune(a[j:])
	return r
}

// nextIsUpper: the next word does not start in lower case (a capital, a
// digit, a symbol).
func nextIsUpper(a []byte, j int) bool { return !unicode.IsLower(nextRune(a, j)) }

// sentence makes the sentence a[start:end] of the unit, or false when it
// holds no words.
func (u *unit) sentence(start, end int) (sentence, bool) {
	for start < end && isSpaceByte(u.ana[start]) {
		start++
	}
	for end > start && isSpaceByte(u.ana[end-1]) {
		end--
	}
	if start >= end {
		return sentence{}, false
	}
	words := false
	for _, r := range string(u.disp[start:end]) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			words = true
			break
		}
	}
	if !words {
		return sentence{}, false
	}
	norm := normalize(string(u.ana[start:end]))
	if len(u.readers) > 0 {
		norm = asReader(norm, u.readers)
	}
	return sentence{norm: norm, u: u, start: start, end: end}, true
}

// text is the sentence as written, markup removed, whitespace collapsed.
func (s sentence) text() string { return collapseSpace(string(s.u.disp[s.start:s.end])) }

// line is the 1-based line of the message the sentence starts on.
func (s sentence) line() int { return s.u.doc.LineAt(s.u.srcOffset(s.start)) }

func collapseSpace(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// isLeadingPictograph: an emoji or symbol a sentence may open with that
// says nothing of what it asks ("👉", "⚠️", "❓", "📌"); a check mark or a
// cross ("✅", "❌", "☑") says the item is done or failed and is kept.
func isLeadingPictograph(r rune) bool {
	switch r {
	case '✅', '✔', '☑', '❌', '✗', '✘', '✓', '☐', '☒':
		return false
	case '\ufe0f', '\u200d':
		return true
	}
	return r >= 0x1f000 && r <= 0x1faff || unicode.Is(unicode.So, r)
}

// normalize is the analysis form of a sentence: lower case, apostrophes
// and dashes unified, whitespace collapsed, and the periods of "i.e." and
// "e.g." dropped (their "i" is no pronoun).
func normalize(s string) string {
	buf := make([]byte, 0, len(s))
	space := false
	for i := 0; i < len(s); {
		c := s[i]
		var r rune
		if c < utf8.RuneSelf {
			r = rune(c)
			i++
		} else {
			var size int
			r, size = utf8.DecodeRuneInString(s[i:])
			i += size
		}
		if len(buf) == 0 && isLeadingPictograph(r) {
			continue // "👉 Which region goes first?", "⚠️ Decision needed:": the text after it
		}
		switch r {
		case '\u2019', '\u2018', '\u02bc', '\u2032':
			r = '\''
		case '\u2014', '\u2013':
			r = '-'
			space = true
		case '\uff1f':
			r = '?' // a full-width question mark ends a question as "?" does
		case '\uff01':
			r = '!'
		case ' ', '\t', '\n', '\r', '\u00a0':
			space = true
			continue
		}
		if r == '.' && isLatinAbbrev(buf) {
			buf[len(buf)-2] = buf[len(buf)-1]
			buf = buf[:len(buf)-1]
			continue
		}
		if space && len(buf) > 0 {
			buf = append(buf, ' ')
		}
		space = r == '-' && len(buf) > 0 && buf[len(buf)-1] == ' '
		switch {
		case r >= 'A' && r <= 'Z':
			buf = append(buf, byte(r)+'a'-'A')
		case r < utf8.RuneSelf:
			buf = append(buf, byte(r))
		default:
			buf = utf8.AppendRune(buf, unicode.ToLower(r))
		}
	}
	return string(buf)
}

// isLatinAbbrev: buf ends with the word "i.e" or "e.g".
func isLatinAbbrev(buf []byte) bool {
	n := len(buf)
	if n < 3 || n > 3 && isWordByte(buf[n-4]) {
		return false
	}
	t := string(buf[n-3:])
	return t == "i.e" || t == "e.g"
}
