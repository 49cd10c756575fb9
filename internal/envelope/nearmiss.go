package envelope

import "encoding/json"

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
