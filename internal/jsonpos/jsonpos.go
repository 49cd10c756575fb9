// Package jsonpos decodes JSON into a tree that remembers where each key
// and value was written, so that a finding can name the line at fault (an
// envelope's field, a hooks.json timeout).
package jsonpos

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// MaxDepth bounds nesting: no JSON this project reads is deeper, and a
// hostile document must not cost more.
const MaxDepth = 64

// Kinds of Node.
const (
	Object = 'o'
	Array  = 'a'
	String = 's'
	Number = 'n'
	Bool   = 'b'
	Null   = 'z'
)

// Node is one decoded value.
type Node struct {
	Kind    byte
	Off     int // byte offset of the value in the decoded text
	Keys    []string
	KeyOffs []int // byte offset of each key
	Vals    []*Node
	Items   []*Node
	Str     string // a string's value, a number's text
	Bool    bool
}

// Get returns the value of key in an object: the last one, as JSON.parse
// and encoding/json keep the last of duplicate keys.
func (n *Node) Get(key string) (*Node, bool) {
	v, _, ok := n.Field(key)
	return v, ok
}

// Field is Get with the offset of the key.
func (n *Node) Field(key string) (v *Node, keyOff int, ok bool) {
	if n == nil || n.Kind != Object {
		return nil, 0, false
	}
	for i := len(n.Keys) - 1; i >= 0; i-- {
		if n.Keys[i] == key {
			return n.Vals[i], n.KeyOffs[i], true
		}
	}
	return nil, 0, false
}

// KindName names the value's kind for messages ("an object").
func (n *Node) KindName() string {
	switch n.Kind {
	case Object:
		return "an object"
	case Array:
		return "an array"
	case String:
		return "a string"
	case Number:
		return "a number"
	case Bool:
		return "a boolean"
	}
	return "null"
}

// ErrTrailing is returned when text follows the value and trailingOK is false.
var ErrTrailing = errors.New("text after the JSON value")

// Decode decodes one JSON value from src (surrounding white space allowed).
// With trailingOK, anything after the first value is ignored; end is the
// offset just past the value.
func Decode(src []byte, trailingOK bool) (n *Node, end int, err error) {
	dec := json.NewDecoder(bytes.NewReader(src))
	dec.UseNumber()
	n, err = read(dec, src, 0)
	if err != nil {
		return nil, int(dec.InputOffset()), err
	}
	end = int(dec.InputOffset())
	if !trailingOK {
		if _, err := dec.Token(); err != io.EOF {
			return nil, end, ErrTrailing
		}
	}
	return n, end, nil
}

// tokenStart skips the white space and separators the decoder consumes
// silently before a token.
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

func read(dec *json.Decoder, src []byte, depth int) (*Node, error) {
	if depth > MaxDepth {
		return nil, errors.New("nested too deeply")
	}
	n := &Node{Off: tokenStart(src, int(dec.InputOffset()))}
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch t := tok.(type) {
	case json.Delim:
		switch t {
		case '{':
			n.Kind = Object
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
				v, err := read(dec, src, depth+1)
				if err != nil {
					return nil, err
				}
				n.Keys = append(n.Keys, k)
				n.KeyOffs = append(n.KeyOffs, koff)
				n.Vals = append(n.Vals, v)
			}
		case '[':
			n.Kind = Array
			for dec.More() {
				v, err := read(dec, src, depth+1)
				if err != nil {
					return nil, err
				}
				n.Items = append(n.Items, v)
			}
		default:
			return nil, fmt.Errorf("unexpected %q", t)
		}
		if _, err := dec.Token(); err != nil { // the closing delimiter
			return nil, err
		}
	case string:
		n.Kind, n.Str = String, t
	case json.Number:
		n.Kind, n.Str = Number, t.String()
	case bool:
		n.Kind, n.Bool = Bool, t
	case nil:
		n.Kind = Null
	}
	return n, nil
}
