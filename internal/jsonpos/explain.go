package jsonpos

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// Problem is why a text is not JSON: where, what, and what fixes it, in
// the words of the mistake people make rather than the decoder's.
type Problem struct {
	Off int    // byte offset of the fault
	Msg string // "a trailing comma before ]"
	Fix string // "remove the comma after the last item (JSON allows none)"
}

// Explain says why src is not one JSON value (with trailingOK, one value
// followed by anything); nil when it is. The decoder finds the offset; the
// text around it tells the mistake: a trailing comma, a missing closing
// brace or bracket, an unquoted key, single quotes, a comment, a missing
// comma, text after the value.
func Explain(src []byte, trailingOK bool) *Problem {
	dec := json.NewDecoder(bytes.NewReader(src))
	var v any
	err := dec.Decode(&v)
	if err == nil {
		if trailingOK {
			return nil
		}
		end := int(dec.InputOffset())
		rest := skipSpace(src, end)
		if rest >= len(src) {
			return nil
		}
		return extra(src, rest)
	}
	var se *json.SyntaxError
	switch {
	case errors.As(err, &se):
		off := int(se.Offset) - 1 // Offset is just past the offending byte
		if off < 0 {
			off = 0
		}
		return explainAt(src, off, se.Error())
	case errors.Is(err, io.EOF):
		return &Problem{Off: 0, Msg: "the block is empty", Fix: "write the JSON object in it"}
	}
	return unfinished(src)
}

// closer is the byte that closes an opening { or [, and opener the one
// that a closing } or ] closes.
func closer(c byte) byte {
	if c == '[' {
		return ']'
	}
	return '}'
}

func opener(c byte) byte {
	if c == ']' {
		return '['
	}
	return '{'
}

func skipSpace(src []byte, i int) int {
	for i < len(src) && (src[i] == ' ' || src[i] == '\t' || src[i] == '\n' || src[i] == '\r') {
		i++
	}
	return i
}

// prevToken is the offset of the last byte before off that is not white
// space, or -1.
func prevToken(src []byte, off int) int {
	for i := off - 1; i >= 0; i-- {
		switch src[i] {
		case ' ', '\t', '\n', '\r':
			continue
		}
		return i
	}
	return -1
}

// explainAt names the mistake at the byte the decoder stopped on.
func explainAt(src []byte, off int, decoderMsg string) *Problem {
	if off >= len(src) {
		return unfinished(src)
	}
	c := src[off]
	p := prevToken(src, off)
	var prev byte
	if p >= 0 {
		prev = src[p]
	}
	word := identifier(src[off:])
	switch {
	case c == '`': // the closing fence of a code block: the JSON ended early
		return unfinished(src[:off])
	case (c == '}' || c == ']') && prev == ',':
		return &Problem{Off: p, Msg: fmt.Sprintf("a trailing comma before %c", c), Fix: "remove the comma after the last item (JSON allows none)"}
	case c == '/' && off+1 < len(src) && (src[off+1] == '/' || src[off+1] == '*'):
		return &Problem{Off: off, Msg: "a comment: JSON has none", Fix: "remove the comment; say it in a description instead"}
	case c == '#':
		return &Problem{Off: off, Msg: "a # comment: JSON has none", Fix: "remove the comment; say it in a description instead"}
	case c == '\'':
		return &Problem{Off: off, Msg: "single quotes", Fix: `write keys and strings in double quotes: "like this"`}
	case word != "" && inObjectKey(src, off, prev):
		return &Problem{Off: off, Msg: fmt.Sprintf("the key %s is not in double quotes", word), Fix: fmt.Sprintf(`write it as "%s"`, word)}
	case word != "" && (prev == ':' || prev == '[' || prev == ','):
		return &Problem{Off: off, Msg: fmt.Sprintf("the bare word %s", word), Fix: fmt.Sprintf(`write text in double quotes: "%s"`, word)}
	case (c == '"' || c == '{' || c == '[' || isDigit(c)) && (prev == '"' || prev == '}' || prev == ']' || isDigit(prev) || prev == 'e' || prev == 'l'):
		return &Problem{Off: off, Msg: "a comma is missing before this item", Fix: "add a comma after the item before it"}
	case c == '}' || c == ']':
		return extraOrMismatch(src, off, c)
	}
	return &Problem{Off: off, Msg: strings.TrimPrefix(decoderMsg, "invalid character "), Fix: ""}
}

// inObjectKey reports whether off is where an object's key belongs: just
// after { or after a comma inside an object.
func inObjectKey(src []byte, off int, prev byte) bool {
	if prev != '{' && prev != ',' {
		return false
	}
	stack := openers(src[:off])
	return len(stack) > 0 && stack[len(stack)-1] == '{'
}

func identifier(b []byte) string {
	n := 0
	for n < len(b) && (b[n] == '_' || b[n] == '$' || b[n] == '-' || b[n] >= 'a' && b[n] <= 'z' || b[n] >= 'A' && b[n] <= 'Z' || n > 0 && isDigit(b[n])) {
		n++
	}
	if n == 0 || b[0] == '-' {
		return ""
	}
	return string(b[:n])
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// openers is the stack of { and [ still open at the end of src, read
// outside strings; inString reports an unclosed string.
func openers(src []byte) []byte {
	stack, _ := scanOpen(src)
	return stack
}

// scanOpen reads src outside strings: the { and [ left open, and the
// offset of a string left open (-1 when none is).
func scanOpen(src []byte) (stack []byte, openString int) {
	escaped, inString := false, false
	openString = -1
	for i, c := range src {
		switch {
		case inString && escaped:
			escaped = false
		case inString && c == '\\':
			escaped = true
		case inString && c == '"':
			inString = false
		case inString:
		case c == '"':
			inString, openString = true, i
		case c == '{' || c == '[':
			stack = append(stack, c)
		case (c == '}' || c == ']') && len(stack) > 0:
			stack = stack[:len(stack)-1]
		}
	}
	if !inString {
		openString = -1
	}
	return stack, openString
}

// unfinished explains a text that ends before its value does.
func unfinished(src []byte) *Problem {
	stack, openString := scanOpen(src)
	last := prevToken(src, len(src))
	if last < 0 {
		last = 0
	}
	if openString >= 0 {
		return &Problem{Off: openString, Msg: "a string is not closed", Fix: `add the closing "`}
	}
	if len(stack) == 0 {
		return &Problem{Off: last, Msg: "the JSON ends too early", Fix: "finish the value"}
	}
	closers := make([]byte, len(stack))
	for i, o := range stack {
		closers[len(stack)-1-i] = closer(o)
	}
	what := "closing brace"
	if len(closers) > 1 || closers[0] == ']' {
		what = "closing brackets and braces"
	}
	return &Problem{Off: last, Msg: fmt.Sprintf("the JSON ends before every { and [ is closed (missing %s %s)", what, closers), Fix: fmt.Sprintf("add %s where each object and list ends", closers)}
}

// extraOrMismatch explains a } or ] the decoder did not expect.
func extraOrMismatch(src []byte, off int, c byte) *Problem {
	stack := openers(src[:off])
	if len(stack) > 0 {
		want := closer(stack[len(stack)-1])
		return &Problem{Off: off, Msg: fmt.Sprintf("%c where %c was expected", c, want), Fix: fmt.Sprintf("close the %c opened before with %c, or add the missing %c", stack[len(stack)-1], want, opener(c))}
	}
	return extra(src, off)
}

// extra explains text after the end of the value.
func extra(src []byte, off int) *Problem {
	if c := src[off]; c == '}' || c == ']' {
		return &Problem{Off: off, Msg: fmt.Sprintf("an extra %c after the end of the JSON", c), Fix: fmt.Sprintf("remove it, or add the %c it should close", opener(c))}
	}
	return &Problem{Off: off, Msg: "text after the end of the JSON", Fix: "keep only the one JSON object in the block; put other text outside it"}
}

// LineCol is the 1-based line and column (in characters) of offset off.
func LineCol(src []byte, off int) (line, col int) {
	if off > len(src) {
		off = len(src)
	}
	start := bytes.LastIndexByte(src[:off], '\n') + 1
	return bytes.Count(src[:off], []byte("\n")) + 1, utf8.RuneCount(src[start:off]) + 1
}

// LineAt is the text of the line holding offset off, without its break.
func LineAt(src []byte, off int) string {
	if off > len(src) {
		off = len(src)
	}
	start := bytes.LastIndexByte(src[:off], '\n') + 1
	end := bytes.IndexByte(src[off:], '\n')
	if end < 0 {
		end = len(src) - off
	}
	return strings.TrimRight(string(src[start:off+end]), "\r")
}
