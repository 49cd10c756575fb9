package hook

import (
	"bytes"
	"encoding/json"
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
