package envelope

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// node is a decoded JSON value that remembers where it stood, so that every
// validation error can name its line in the message.
type node struct {
	kind  byte // 'o' object, 'a' array, 's' string, 'n' number, 'b' bool, 'z' null
	off   int  // byte offset of the value within the decoded text
	keys  []string
	koff  []int // offset of each key
	vals  []*node
	items []*node
	str   string
	b     bool
}

func (n *node) get(key string) (*node, int, bool) {
	for i, k := range n.keys {
		if k == key {
			return n.vals[i], n.koff[i], true
		}
	}
	return nil, 0, false
}

func (n *node) kindName() string {
	switch n.kind {
	case 'o':
		return "an object"
	case 'a':
		return "an array"
	case 's':
		return "a string"
	case 'n':
		return "a number"
	case 'b':
		return "a boolean"
	}
	return "null"
}

var errTrailing = errors.New("text after the JSON value")

// decodeTree decodes exactly one JSON value from src (surrounding white
// space allowed). With trailingOK, anything after the first value is ignored
// and the number of bytes consumed is returned.
func decodeTree(src []byte, trailingOK bool) (*node, int, error) {
	dec := json.NewDecoder(bytes.NewReader(src))
	dec.UseNumber()
	n, err := readValue(dec, src, 0)
	if err != nil {
		return nil, 0, err
	}
	end := int(dec.InputOffset())
	if !trailingOK {
		if _, err := dec.Token(); err != io.EOF {
			return nil, 0, errTrailing
		}
	}
	return n, end, nil
}

// tokenStart finds where the token that ends at or after from begins: past
// white space and the separators the decoder consumes silently.
func tokenStart(src []byte, from int) int {
	for from < len(src) {
		switch src[from] {
		case ' ', '\t', '\n', '\r', ',', ':':
			from++
		default:
			return from
		}
	}
	return from
}

func readValue(dec *json.Decoder, src []byte, depth int) (*node, error) {
	if depth > 64 {
		return nil, errors.New("nested too deeply")
	}
	start := tokenStart(src, int(dec.InputOffset()))
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	n := &node{off: start}
	switch t := tok.(type) {
	case json.Delim:
		switch t {
		case '{':
			n.kind = 'o'
			for dec.More() {
				koff := tokenStart(src, int(dec.InputOffset()))
				kt, err := dec.Token()
				if err != nil {
					return nil, err
				}
				k, ok := kt.(string)
				if !ok {
					return nil, fmt.Errorf("object key is not a string")
				}
				v, err := readValue(dec, src, depth+1)
				if err != nil {
					return nil, err
				}
				n.keys = append(n.keys, k)
				n.koff = append(n.koff, koff)
				n.vals = append(n.vals, v)
			}
		case '[':
			n.kind = 'a'
			for dec.More() {
				v, err := readValue(dec, src, depth+1)
				if err != nil {
					return nil, err
				}
				n.items = append(n.items, v)
			}
		default:
			return nil, fmt.Errorf("unexpected %q", t)
		}
		if _, err := dec.Token(); err != nil { // the closing delimiter
			return nil, err
		}
	case string:
		n.kind, n.str = 's', t
	case json.Number:
		n.kind, n.str = 'n', t.String()
	case bool:
		n.kind, n.b = 'b', t
	case nil:
		n.kind = 'z'
	}
	return n, nil
}

// hasTopKey reports whether JSON text decodes to an object with key. It is
// the cheap test for near misses: full trees are built only for candidates.
func hasTopKey(src []byte, key string) (ok bool, valid bool) {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(src, &m); err != nil {
		return false, false
	}
	_, ok = m[key]
	return ok, true
}

// stripJSONC removes // and /* */ comments and trailing commas, so that
// jsonc and json5-ish blocks can be read as JSON.
func stripJSONC(src []byte) []byte {
	out := make([]byte, 0, len(src))
	inStr, esc := false, false
	for i := 0; i < len(src); i++ {
		c := src[i]
		if inStr {
			out = append(out, c)
			switch {
			case esc:
				esc = false
			case c == '\\':
				esc = true
			case c == '"':
				inStr = false
			}
			continue
		}
		switch {
		case c == '"':
			inStr = true
			out = append(out, c)
		case c == '/' && i+1 < len(src) && src[i+1] == '/':
			for i < len(src) && src[i] != '\n' {
				i++
			}
			if i < len(src) {
				out = append(out, '\n')
			}
		case c == '/' && i+1 < len(src) && src[i+1] == '*':
			i += 2
			for i+1 < len(src) && !(src[i] == '*' && src[i+1] == '/') {
				i++
			}
			i++
		case c == ']' || c == '}':
			// Drop a comma that only white space separates from the closer.
			j := len(out) - 1
			for j >= 0 && (out[j] == ' ' || out[j] == '\t' || out[j] == '\n' || out[j] == '\r') {
				j--
			}
			if j >= 0 && out[j] == ',' {
				out = append(out[:j], out[j+1:]...)
			}
			out = append(out, c)
		default:
			out = append(out, c)
		}
	}
	return out
}
