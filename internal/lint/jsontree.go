package lint

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// jnode is a decoded JSON value that remembers where it was written, so
// that a finding can name the line of the key or value at fault.
type jnode struct {
	kind  byte // 'o' object, 'a' array, 's' string, 'n' number, 'b' bool, 'z' null
	off   int  // byte offset of the value
	keys  []string
	koff  []int // byte offset of each key
	vals  []*jnode
	items []*jnode
	str   string // a string's value, a number's text
}

// get returns the last value of key, as JSON.parse keeps the last of
// duplicate keys.
func (n *jnode) get(key string) (*jnode, bool) {
	if n == nil || n.kind != 'o' {
		return nil, false
	}
	for i := len(n.keys) - 1; i >= 0; i-- {
		if n.keys[i] == key {
			return n.vals[i], true
		}
	}
	return nil, false
}

func (n *jnode) kindName() string {
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

// jsonError is a JSON file that does not parse, with where it broke.
type jsonError struct {
	off int
	msg string
}

func (e *jsonError) Error() string { return e.msg }

const maxJSONDepth = 64

// parseJSON decodes exactly one JSON value. Syntax errors carry the offset
// the decoder stopped at.
func parseJSON(src []byte) (*jnode, error) {
	// The standard decoder's own syntax check gives the best offset.
	var probe any
	if err := json.Unmarshal(src, &probe); err != nil {
		var se *json.SyntaxError
		if errors.As(err, &se) {
			off := int(se.Offset)
			if off > 0 && off <= len(src) && se.Error() != "unexpected end of JSON input" {
				off-- // Offset is just past the offending byte
			}
			return nil, &jsonError{off: off, msg: se.Error()}
		}
		return nil, &jsonError{msg: err.Error()}
	}
	dec := json.NewDecoder(bytes.NewReader(src))
	dec.UseNumber()
	n, err := readJSON(dec, src, 0)
	if err != nil {
		return nil, &jsonError{off: int(dec.InputOffset()), msg: err.Error()}
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, &jsonError{off: int(dec.InputOffset()), msg: "text after the JSON value"}
	}
	return n, nil
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

func readJSON(dec *json.Decoder, src []byte, depth int) (*jnode, error) {
	if depth > maxJSONDepth {
		return nil, errors.New("nested too deeply")
	}
	n := &jnode{off: tokenStart(src, int(dec.InputOffset()))}
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
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
				v, err := readJSON(dec, src, depth+1)
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
				v, err := readJSON(dec, src, depth+1)
				if err != nil {
					return nil, err
				}
				n.items = append(n.items, v)
			}
		}
		if _, err := dec.Token(); err != nil { // the closing delimiter
			return nil, err
		}
	case string:
		n.kind, n.str = 's', t
	case json.Number:
		n.kind, n.str = 'n', t.String()
	case bool:
		n.kind = 'b'
	case nil:
		n.kind = 'z'
	}
	return n, nil
}

// readJSONFile reads and parses one JSON file of the bundle, reporting why
// it cannot be used. It returns nil, nil when the file does not exist.
func (l *linter) readJSONFile(abs string) (*jnode, []byte) {
	l.res.files[abs] = true
	if !isFile(abs) && !isDir(abs) {
		return nil, nil
	}
	data, err := readRegular(abs, maxJSON+1)
	if err != nil {
		l.add(abs, 0, Error, "file-unreadable", fmt.Sprintf("cannot read this file: %v", unwrapPath(err)))
		return nil, nil
	}
	if len(data) > maxJSON {
		l.add(abs, 0, Error, "file-unreadable", fmt.Sprintf("larger than %d bytes: not a configuration file", maxJSON))
		return nil, nil
	}
	n, err := parseJSON(data)
	if err != nil {
		var je *jsonError
		errors.As(err, &je)
		line, col := lineCol(data, je.off)
		l.add(abs, line, Error, "json-invalid",
			fmt.Sprintf("not valid JSON at line %d, column %d: %s; Claude Code cannot load this file", line, col, je.msg))
		return nil, nil
	}
	l.checkDuplicateKeys(abs, data, n)
	return n, data
}

// checkDuplicateKeys reports keys written twice in one object: JSON.parse
// keeps only the last, so the first block is silently dropped.
func (l *linter) checkDuplicateKeys(abs string, data []byte, n *jnode) {
	switch n.kind {
	case 'o':
		seen := make(map[string]bool, len(n.keys))
		for i, k := range n.keys {
			if seen[k] {
				l.add(abs, lineOf(data, n.koff[i]), Error, "json-duplicate-key",
					fmt.Sprintf("key %q appears twice in one object: Claude Code keeps only the last one and drops the other; merge them", k))
			}
			seen[k] = true
			l.checkDuplicateKeys(abs, data, n.vals[i])
		}
	case 'a':
		for _, it := range n.items {
			l.checkDuplicateKeys(abs, data, it)
		}
	}
}
