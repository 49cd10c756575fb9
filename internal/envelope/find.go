package envelope

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/team-hook/team-hook/internal/jsonpos"

	"github.com/yuin/goldmark/ast"
	"go.yaml.in/yaml/v3"

	"github.com/team-hook/team-hook/internal/contract"
	"github.com/team-hook/team-hook/internal/markdown"
)

const key = "openQuestions"

// Dialect markers (§7a).
const (
	MarkerAwaiting = "AWAITING_USER_INPUT"
	MarkerPaused   = "PAUSED_FOR_INPUT"
)

// maxNearMissTries bounds how many `{` of one paragraph are tried as the
// start of an unfenced object, so hostile text cannot make Find quadratic.
const maxNearMissTries = 16

type finder struct {
	d         *markdown.Doc
	envelope  *Request
	dialect   *Request
	envelopes int
	dialects  int
	// dialectAt is the message offset of the object a dialect marker
	// was followed by (-1: none), which is not read again as a block.
	dialectObj int
	errs       []contract.Violation
	// nearMisses index the near misses in errs, advised once the whole
	// message has been read.
	nearMisses []int
}

// Find looks for a question request (envelope or user-input dialect) in a
// parsed message. It returns the valid request, if there is one, and every
// envelope-contract violation: a broken envelope, a near miss, a second
// envelope, an envelope and a dialect request together. A message with
// neither returns (nil, nil).
func Find(d *markdown.Doc) (*Request, []contract.Violation) {
	return scan(d).result()
}

// UsesDialect reports whether the message asks through the user-input
// dialect (§7a) and has no envelope: its problems are explained in that
// form.
func UsesDialect(d *markdown.Doc) bool {
	f := scan(d)
	return f.dialects > 0 && f.envelopes == 0
}

func scan(d *markdown.Doc) *finder {
	f := &finder{d: d, dialectObj: -1}
	markdown.Walk(d.Root, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Blockquote:
			return false // quoted material: neither an envelope nor a near miss
		case *ast.FencedCodeBlock:
			f.fenced(n)
			return false
		case *ast.CodeBlock:
			f.indented(n)
			return false
		case *ast.Paragraph, *ast.TextBlock:
			f.paragraph(n)
			return false
		}
		return true
	})
	f.adviseNearMisses()
	return f
}

func (f *finder) result() (*Request, []contract.Violation) {
	if f.envelopes > 0 && f.dialects > 0 {
		f.errs = append(f.errs, contract.Violation{
			Contract: contract.Envelope,
			Message:  fmt.Sprintf("the message has both an openQuestions envelope and an %s request: one question request per message; keep the envelope", MarkerAwaiting),
			Line:     f.lineOfDialect(),
		})
	}
	if len(f.errs) > 0 {
		contract.Sort(f.errs)
		return nil, f.errs
	}
	if f.envelope != nil {
		return f.envelope, nil
	}
	return f.dialect, nil
}

func (f *finder) lineOfDialect() int {
	if f.dialect != nil {
		return f.dialect.Line
	}
	return 0
}

func (f *finder) nearMiss(line int, format string, args ...any) {
	f.errs = append(f.errs, contract.Violation{
		Contract: contract.Envelope,
		Message:  fmt.Sprintf(format, args...),
		Line:     line,
	})
	f.nearMisses = append(f.nearMisses, len(f.errs)-1)
}

// adviseNearMisses ends each near miss's message with what to do, which
// depends on whether the message also has a valid envelope.
func (f *finder) adviseNearMisses() {
	advice := fmt.Sprintf(": questions in it would be lost; put the envelope in a fenced block tagged json (```json) holding one object with the %q key", key)
	if f.envelope != nil {
		advice = ": questions in it would be lost; move them into the openQuestions envelope (one per message) and drop this block"
	}
	for _, i := range f.nearMisses {
		f.errs[i].Message += advice
	}
}

// block is a code block's content with a map back to message offsets.
type block struct {
	text  []byte
	segs  []int // content offset where each line starts
	srcAt []int // message offset of the same point
}

func (f *finder) content(n ast.Node) block {
	var b block
	ls := n.Lines()
	for i := 0; i < ls.Len(); i++ {
		s := ls.At(i)
		b.segs = append(b.segs, len(b.text))
		b.srcAt = append(b.srcAt, s.Start)
		b.text = append(b.text, s.Value(f.d.Src)...)
	}
	return b
}

// lineOf maps an offset in the block's content to a message line.
func (b block) lineOf(d *markdown.Doc) func(int) int {
	return func(off int) int {
		i := len(b.segs) - 1
		for i > 0 && b.segs[i] > off {
			i--
		}
		if i < 0 {
			return 0
		}
		return d.LineAt(b.srcAt[i] + off - b.segs[i])
	}
}

func (f *finder) fenced(n *ast.FencedCodeBlock) {
	b := f.content(n)
	line := f.d.FenceLine(n)
	f.dialectIn(b)
	lang := f.d.FenceLanguage(n)
	if lang == "json" {
		f.jsonFence(b, line)
		return
	}
	if !bytes.Contains(b.text, []byte(key)) {
		return
	}
	var hit bool
	switch lang {
	case "jsonc", "json5":
		hit, _ = hasTopKey(stripJSONC(b.text), key)
	case "yaml", "yml":
		var m map[string]any
		if yaml.Unmarshal(b.text, &m) == nil {
			_, hit = m[key]
		}
	default:
		hit, _ = hasTopKey(b.text, key)
	}
	if !hit {
		return
	}
	if lang == "" {
		f.nearMiss(line, "the untagged fenced block at line %d holds %s", line, key)
	} else {
		f.nearMiss(line, "the fenced block at line %d is tagged %q, not json, and holds %s", line, lang, key)
	}
}

func (f *finder) jsonFence(b block, line int) {
	tree, _, err := jsonpos.Decode(b.text, false)
	if err != nil {
		if bytes.Contains(b.text, []byte(key)) {
			f.errs = append(f.errs, f.syntaxError(fmt.Sprintf("the json block at line %d", line), b.text, b.srcOffset, false, err))
		}
		return
	}
	if tree.Kind != jsonpos.Object {
		return
	}
	oq, koff, ok := tree.Field(key)
	if !ok && isSingleQuestion(tree) && (len(b.srcAt) == 0 || b.srcAt[0] != f.dialectObj) {
		// One question object, not wrapped in openQuestions: asked like
		// an envelope of one question.
		f.envelopes++
		if f.envelopes > 1 {
			f.errs = append(f.errs, contract.Violation{
				Contract: contract.Envelope,
				Message:  fmt.Sprintf("a second question block at line %d: one envelope per message; merge the questions into the first", line),
				Line:     line,
			})
			return
		}
		v := &validator{lineOf: b.lineOf(f.d)}
		ask, _ := v.single(tree, envelopeTopKeys)
		if len(v.errs) > 0 {
			for i := range v.errs {
				v.errs[i].Message = fmt.Sprintf("the json block at line %d holds one question: ", line) + v.errs[i].Message
			}
			f.errs = append(f.errs, v.errs...)
			return
		}
		f.envelope = &Request{Form: FormEnvelope, Ask: ask, Line: line}
		return
	}
	if !ok {
		// Another JSON block, such as a summary, is ignored; but a key
		// that is openQuestions misspelt would lose its questions.
		for _, k := range tree.Keys {
			if k != key && sameKey(k, key) {
				f.errs = append(f.errs, contract.Violation{
					Contract: contract.Envelope,
					Message:  fmt.Sprintf("the json block at line %d has the key %q, not %q (keys are case-sensitive): rename it, or its questions are lost", line, k, key),
					Line:     line,
				})
				break
			}
		}
		return
	}
	f.envelopes++
	if f.envelopes > 1 {
		f.errs = append(f.errs, contract.Violation{
			Contract: contract.Envelope,
			Message:  fmt.Sprintf("a second %s envelope at line %d: one envelope per message; merge the questions into the first", key, line),
			Line:     line,
		})
		return
	}
	v := &validator{lineOf: b.lineOf(f.d)}
	if oq.Kind != jsonpos.Array {
		v.add(koff, "%s must be an array of questions, not %s", key, oq.KindName())
		f.errs = append(f.errs, v.errs...)
		return
	}
	ask, _ := v.questions(oq, key, false)
	if len(v.errs) > 0 {
		f.errs = append(f.errs, v.errs...)
		return
	}
	f.envelope = &Request{Form: FormEnvelope, Ask: ask, Line: line}
}

func (f *finder) indented(n *ast.CodeBlock) {
	b := f.content(n)
	if !bytes.Contains(b.text, []byte(key)) {
		return
	}
	// An envelope indented four spaces keeps its fence lines as content.
	if hit, _ := hasTopKey(unfence(b.text), key); hit {
		line := f.d.Line(n)
		f.nearMiss(line, "the indented code block at line %d holds %s (indented blocks are never read as envelopes; start the fence at most 3 spaces in)", line, key)
	}
}

// unfence drops a fence's opening and closing lines from text that is a
// whole fenced block; other text is returned as it is.
func unfence(text []byte) []byte {
	t := bytes.TrimSpace(text)
	for _, fence := range []string{"```", "~~~"} {
		if !bytes.HasPrefix(t, []byte(fence)) {
			continue
		}
		nl := bytes.IndexByte(t, '\n')
		if nl < 0 {
			return text
		}
		body := bytes.TrimRight(t[nl+1:], " \t\r\n")
		body = bytes.TrimSuffix(body, []byte(fence))
		return bytes.TrimRight(body, "`~")
	}
	return text
}

// paragraph looks for the dialect marker and for an unfenced object that
// holds openQuestions (a near miss). Inline code is never either.
func (f *finder) paragraph(n ast.Node) {
	b := f.content(n)
	f.dialectIn(b)
	if !bytes.Contains(b.text, []byte(key)) {
		return
	}
	code := codeSpans(n)
	tries := 0
	for i := 0; i < len(b.text) && tries < maxNearMissTries; i++ {
		if b.text[i] != '{' {
			continue
		}
		src := b.srcOffset(i)
		if inSpans(code, src) {
			continue
		}
		tries++
		// The object may run past the paragraph (a blank line inside it).
		var m map[string]json.RawMessage
		dec := json.NewDecoder(bytes.NewReader(f.d.Src[src:]))
		if dec.Decode(&m) != nil {
			continue
		}
		if _, ok := m[key]; ok {
			line := f.d.LineAt(src)
			f.nearMiss(line, "an object holding %s stands in plain text at line %d, not in a fenced block", key, line)
			return
		}
	}
}

func (b block) srcOffset(off int) int {
	i := len(b.segs) - 1
	for i > 0 && b.segs[i] > off {
		i--
	}
	return b.srcAt[i] + off - b.segs[i]
}

type span struct{ start, end int }

func codeSpans(n ast.Node) []span {
	var out []span
	markdown.Walk(n, func(c ast.Node) bool {
		if c.Kind() != ast.KindCodeSpan {
			return true
		}
		s := span{-1, -1}
		for t := c.FirstChild(); t != nil; t = t.NextSibling() {
			if tx, ok := t.(*ast.Text); ok {
				if s.start < 0 {
					s.start = tx.Segment.Start
				}
				s.end = tx.Segment.Stop
			}
		}
		if s.start >= 0 {
			// Widen to the backticks so a `{` right after one is covered.
			out = append(out, span{s.start - 1, s.end + 1})
		}
		return false
	})
	return out
}

func inSpans(spans []span, off int) bool {
	for _, s := range spans {
		if off >= s.start && off < s.end {
			return true
		}
	}
	return false
}

// dialectIn finds AWAITING_USER_INPUT / PAUSED_FOR_INPUT in the lines of a
// block and reads the request that follows it. A marker at the start of a
// line is always a request; one further along the line ("Status:
// PAUSED_FOR_INPUT") is one when a question follows it, so that a mention
// of the marker in prose is not read as a pause.
func (f *finder) dialectIn(b block) {
	for i := range b.segs {
		end := len(b.text)
		if i+1 < len(b.segs) {
			end = b.segs[i+1]
		}
		raw := string(b.text[b.segs[i]:end])
		lineNo, lineEnd := f.d.LineAt(b.srcAt[i]), b.srcAt[i]+(end-b.segs[i])
		if marker, rest, ok := dialectMarker(strings.TrimSpace(raw)); ok {
			f.dialectAt(marker, rest, lineNo, lineEnd, false)
			continue
		}
		at, marker := midMarker(raw)
		if at < 0 {
			continue
		}
		rest := strings.TrimLeft(raw[at+len(marker):], ":`* \t")
		off, path := lineEnd, ""
		switch {
		case strings.HasPrefix(rest, "{"):
			off = b.srcAt[i] + len(raw) - len(rest) // the object stands on the marker's line
		case marker == MarkerPaused:
			if fields := strings.Fields(rest); len(fields) > 0 {
				path = strings.TrimRight(strings.Trim(fields[0], "*`"), ".,;")
			}
		}
		f.dialectAt(marker, path, lineNo, off, true)
	}
}

func dialectMarker(line string) (marker, rest string, ok bool) {
	line = strings.Trim(line, "*`")
	switch {
	case strings.TrimSuffix(line, ":") == MarkerAwaiting:
		return MarkerAwaiting, "", true
	case strings.HasPrefix(line, MarkerPaused):
		rest = line[len(MarkerPaused):]
		if rest != "" && rest[0] != ':' && rest[0] != ' ' && rest[0] != '\t' {
			return "", "", false
		}
		rest = strings.Trim(strings.TrimSpace(strings.TrimPrefix(rest, ":")), "*`")
		if strings.HasPrefix(rest, "{") {
			return "", "", false // the object on the marker's line: read as such (midMarker)
		}
		return MarkerPaused, strings.TrimSpace(rest), true
	}
	return "", "", false
}

// midMarker finds a marker standing as a word anywhere in line: its offset
// and which, or -1.
func midMarker(line string) (int, string) {
	for _, m := range []string{MarkerAwaiting, MarkerPaused} {
		from := 0
		for {
			i := strings.Index(line[from:], m)
			if i < 0 {
				break
			}
			i += from
			end := i + len(m)
			if (i == 0 || !wordByte(line[i-1])) && (end == len(line) || !wordByte(line[end])) {
				return i, m
			}
			from = end
		}
	}
	return -1, ""
}

func wordByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// dialectAt reads the request whose marker stands before message offset
// off (the end of its line, or the object on it). tentative: the marker
// stood inside a line, and counts only when a question follows it.
func (f *finder) dialectAt(marker, statePath string, line, off int, tentative bool) {
	if off > len(f.d.Src) {
		off = len(f.d.Src)
	}
	start := skipToObject(f.d.Src, off)
	fail := func(format string, args ...any) {
		f.errs = append(f.errs, contract.Violation{
			Contract: contract.Envelope,
			Message:  fmt.Sprintf("%s at line %d: ", marker, line) + fmt.Sprintf(format, args...),
			Line:     line,
		})
	}
	if start >= len(f.d.Src) || f.d.Src[start] != '{' {
		plain, ok := plainQuestion(f.d.Src[off:])
		if !ok && tentative {
			return // a mention of the marker, not a pause
		}
		if !f.countDialect(marker, line) {
			return
		}
		if ok {
			fail("%s", plainFix(marker, statePath, plain))
			return
		}
		fail("must be followed by a JSON object {context, stateFile, questions: [...]}")
		return
	}
	tree, _, err := jsonpos.Decode(f.d.Src[start:], true)
	if tentative && !asksSomething(tree, err, f.d.Src[start:]) {
		return
	}
	if !f.countDialect(marker, line) {
		return
	}
	f.dialectObj = start
	srcLine := func(o int) int { return f.d.LineAt(start + o) }
	v := &validator{lineOf: srcLine}
	if err != nil {
		f.errs = append(f.errs, f.syntaxError(fmt.Sprintf("%s at line %d: the JSON object after it", marker, line),
			f.d.Src[start:], func(o int) int { return start + o }, true, err))
		return
	}
	req := &Request{Form: FormDialect, Line: line, StateFile: statePath, Paused: marker == MarkerPaused}
	qs, koff, ok := tree.Field("questions")
	switch {
	case !ok && isSingleQuestion(tree):
		// One question object in place of the list (the single-question
		// form): the same limits, its id optional.
		req.Ask, req.IDs = v.single(tree, dialectTopKeys)
	case !ok:
		fail("the JSON object after it has no \"questions\" array")
		return
	case qs.Kind != jsonpos.Array:
		v.add(koff, "questions must be an array, not %s", qs.KindName())
		f.errs = append(f.errs, v.errs...)
		return
	default:
		req.Ask, req.IDs = v.questions(qs, "questions", true)
	}
	if c, ok := v.str(tree, "context", "the request", false); ok {
		req.Context = c
	}
	if s, ok := v.str(tree, "stateFile", "the request", false); ok && s != "" {
		req.StateFile = s
	}
	if len(v.errs) > 0 {
		f.errs = append(f.errs, v.errs...)
		return
	}
	f.dialect = req
}

// countDialect counts one more request; a second is an error (and false).
func (f *finder) countDialect(marker string, line int) bool {
	f.dialects++
	if f.dialects > 1 {
		f.errs = append(f.errs, contract.Violation{
			Contract: contract.Envelope,
			Message:  fmt.Sprintf("a second %s request at line %d: one question request per message; merge the questions into the first", marker, line),
			Line:     line,
		})
		return false
	}
	return true
}

// asksSomething: the JSON after a marker met inside a line is a question
// request (or a broken one that mentions a question).
func asksSomething(tree *jsonpos.Node, err error, src []byte) bool {
	if err != nil {
		head := src[:min(len(src), 4096)]
		return bytes.Contains(head, []byte(`"question`))
	}
	_, _, ok := tree.Field("questions")
	return ok || isSingleQuestion(tree)
}

// skipToObject skips blank space and one fence opening line.
func skipToObject(src []byte, off int) int {
	for {
		for off < len(src) && (src[off] == ' ' || src[off] == '\t' || src[off] == '\n' || src[off] == '\r') {
			off++
		}
		if off+3 <= len(src) && (string(src[off:off+3]) == "```" || string(src[off:off+3]) == "~~~") {
			nl := bytes.IndexByte(src[off:], '\n')
			if nl < 0 {
				return len(src)
			}
			off += nl + 1
			continue
		}
		return off
	}
}

// syntaxError is the violation for JSON that does not parse: the line and
// column in the message, that line quoted, and the fix for the mistake
// made there. toMessage maps an offset in src to one in the message.
func (f *finder) syntaxError(what string, src []byte, toMessage func(int) int, trailingOK bool, decodeErr error) contract.Violation {
	p := jsonpos.Explain(src, trailingOK)
	if p == nil { // parses, but not within jsonpos's limits (nesting)
		p = &jsonpos.Problem{Off: 0, Msg: decodeErr.Error()}
	}
	off := toMessage(p.Off)
	line := f.d.LineAt(off)
	_, col := jsonpos.LineCol(f.d.Src, off)
	quoted := strings.ReplaceAll(strings.TrimSpace(jsonpos.LineAt(f.d.Src, off)), "`", "'")
	if r := []rune(quoted); len(r) > maxQuoted {
		quoted = string(r[:maxQuoted]) + "…"
	}
	msg := fmt.Sprintf("%s is not valid JSON: %s at line %d, column %d: `%s`", what, p.Msg, line, col, quoted)
	if p.Fix != "" {
		msg += "; " + p.Fix
	}
	return contract.Violation{Contract: contract.Envelope, Message: msg, Line: line}
}

// maxQuoted bounds a quoted line of the message, in characters.
const maxQuoted = 80

// Render is the AskUserQuestion input as compact JSON, exactly as the
// orchestrator must pass it.
func Render(ask AskInput) []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(ask) // cannot fail: only strings, bools and slices
	return bytes.TrimRight(buf.Bytes(), "\n")
}

// MayHoldRequest is the cheap test before a parse: a message without the
// envelope's key or a dialect marker cannot hold a question request. (A
// key spelt with JSON escapes would slip past it; models write it plainly.)
func MayHoldRequest(text []byte) bool {
	return bytes.Contains(text, []byte(key)) ||
		bytes.Contains(text, []byte(MarkerAwaiting)) ||
		bytes.Contains(text, []byte(MarkerPaused)) ||
		bytes.Contains(text, []byte(`"question"`)) && bytes.Contains(text, []byte(`"options"`))
}

// sameKey: a and b differ only in case, '_', '-' or spaces
// ("open_questions", "OpenQuestions" for openQuestions).
func sameKey(a, b string) bool {
	norm := func(s string) string {
		return strings.ToLower(strings.NewReplacer("_", "", "-", "", " ", "").Replace(s))
	}
	return norm(a) == norm(b)
}
