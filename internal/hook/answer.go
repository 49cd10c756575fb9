package hook

import (
	"bytes"
	"encoding/json"
	"unicode/utf8"
)

// Answer is what the process does to answer one event: its exit code and
// what it writes. Every host reads stdout as JSON only when it starts with
// '{'; at most one JSON document ever goes there.
type Answer struct {
	Code   int
	Stdout []byte
	Stderr []byte
}

// JSONAnswer is the answer that prints v as one line of JSON on stdout and
// exits 0. HTML is not escaped, so that a reason's "<" and "&" reach the
// model as written.
func JSONAnswer(v any) Answer {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return Answer{}
	}
	return Answer{Stdout: buf.Bytes()}
}

// AppendJSONString appends s as encoding/json writes a string with HTML
// escaping off (as JSONAnswer does): quotes, backslashes and control characters escaped (\b,
// \f, \n, \r, \t short), U+2028 and U+2029 escaped, invalid UTF-8 as
// \ufffd.
func AppendJSONString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hex[r&0xf])
			i += size
			start = i
			continue
		}
		i += size
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
