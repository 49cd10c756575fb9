package ledger

import (
	"bytes"
	"encoding/json"
	"slices"
	"strconv"
	"time"
	"unicode/utf8"

	"github.com/team-hook/team-hook/internal/envelope"
	"github.com/team-hook/team-hook/internal/hook"
)

// A record is encoded by hand, byte for byte as encodeJSON's encoder
// would write it (TestRecordJSONAsEncoder): a blocked stop writes one,
// and encoding/json builds its encoders for Record and every type in it
// by reflection on first use, which cost that stop more than the rest of
// its ledger work. Reading stays with encoding/json.

// appendJSON appends the record as compact JSON, the fields in the order
// and with the omissions of its struct tags.
func (r *Record) appendJSON(b []byte) ([]byte, error) {
	var err error
	b = append(b, `{"session_id":`...)
	b = hook.AppendJSONString(b, r.SessionID)
	b = append(b, `,"agent_id":`...)
	b = hook.AppendJSONString(b, r.AgentID)
	b = append(b, `,"agent_type":`...)
	b = hook.AppendJSONString(b, r.AgentType)
	b = append(b, `,"state":`...)
	b = hook.AppendJSONString(b, string(r.State))
	if len(r.Rounds) > 0 {
		b = append(b, `,"rounds":`...)
		b = appendArray(b, r.Rounds, func(b []byte, rd *Round) []byte {
			b, e := rd.appendJSON(b)
			if err == nil {
				err = e
			}
			return b
		})
		if err != nil {
			return nil, err
		}
	}
	if r.Blocks != 0 {
		b = append(b, `,"blocks":`...)
		b = strconv.AppendInt(b, int64(r.Blocks), 10)
	}
	b = appendOmitEmpty(b, "failure_path", r.FailurePath)
	for _, t := range []struct {
		key string
		at  time.Time
	}{{"failure_delivered_at", r.FailureDeliveredAt}, {"stopped_at", r.StoppedAt}, {"updated", r.Updated}} {
		if b, err = appendJSONTime(b, t.key, t.at); err != nil {
			return nil, err
		}
	}
	b = appendOmitEmpty(b, "team", r.Team)
	b = appendOmitEmpty(b, "teammate", r.Teammate)
	return append(b, '}'), nil
}

func (rd *Round) appendJSON(b []byte) ([]byte, error) {
	b = append(b, `{"request":`...)
	b = appendRequestJSON(b, &rd.Request)
	if len(rd.Answers) > 0 {
		b = append(b, `,"answers":{`...)
		keys := make([]string, 0, len(rd.Answers))
		for k := range rd.Answers {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for i, k := range keys {
			if i > 0 {
				b = append(b, ',')
			}
			b = hook.AppendJSONString(b, k)
			b = append(b, ':')
			b = hook.AppendJSONString(b, rd.Answers[k])
		}
		b = append(b, '}')
	}
	var err error
	for _, t := range []struct {
		key string
		at  time.Time
	}{{"asked_at", rd.AskedAt}, {"delivered_at", rd.DeliveredAt}, {"answered_at", rd.AnsweredAt}, {"resumed_at", rd.ResumedAt}} {
		if b, err = appendJSONTime(b, t.key, t.at); err != nil {
			return nil, err
		}
	}
	return append(b, '}'), nil
}

func appendRequestJSON(b []byte, req *envelope.Request) []byte {
	b = append(b, `{"form":`...)
	b = hook.AppendJSONString(b, string(req.Form))
	b = append(b, `,"ask":{"questions":`...)
	b = appendArray(b, req.Ask.Questions, appendQuestionJSON)
	b = append(b, '}')
	if len(req.IDs) > 0 {
		b = append(b, `,"ids":`...)
		b = appendArray(b, req.IDs, func(b []byte, id *string) []byte { return hook.AppendJSONString(b, *id) })
	}
	b = appendOmitEmpty(b, "context", req.Context)
	b = appendOmitEmpty(b, "stateFile", req.StateFile)
	b = append(b, `,"line":`...)
	b = strconv.AppendInt(b, int64(req.Line), 10)
	return append(b, '}')
}

func appendQuestionJSON(b []byte, q *envelope.Question) []byte {
	b = append(b, `{"question":`...)
	b = hook.AppendJSONString(b, q.Question)
	b = append(b, `,"header":`...)
	b = hook.AppendJSONString(b, q.Header)
	b = append(b, `,"options":`...)
	b = appendArray(b, q.Options, func(b []byte, o *envelope.Option) []byte {
		b = append(b, `{"label":`...)
		b = hook.AppendJSONString(b, o.Label)
		b = append(b, `,"description":`...)
		b = hook.AppendJSONString(b, o.Description)
		b = appendOmitEmpty(b, "preview", o.Preview)
		return append(b, '}')
	})
	b = append(b, `,"multiSelect":`...)
	b = strconv.AppendBool(b, q.MultiSelect)
	return append(b, '}')
}

// appendOmitEmpty appends ,"key":v unless v is empty (omitempty).
func appendOmitEmpty(b []byte, key, v string) []byte {
	if v == "" {
		return b
	}
	b = append(b, ',', '"')
	b = append(b, key...)
	b = append(b, '"', ':')
	return hook.AppendJSONString(b, v)
}

// appendArray appends s as a JSON array, each element by item, or null
// for a nil slice, as encoding/json writes a slice.
func appendArray[T any](b []byte, s []T, item func([]byte, *T) []byte) []byte {
	if s == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i := range s {
		if i > 0 {
			b = append(b, ',')
		}
		b = item(b, &s[i])
	}
	return append(b, ']')
}

// appendJSONTime appends ,"key":<time> unless the time is zero (omitzero),
// in the time's own JSON form (which refuses years past 9999).
func appendJSONTime(b []byte, key string, t time.Time) ([]byte, error) {
	if t.IsZero() {
		return b, nil
	}
	v, err := t.MarshalJSON()
	if err != nil {
		return nil, err
	}
	b = append(b, ',', '"')
	b = append(b, key...)
	b = append(b, '"', ':')
	return append(b, v...), nil
}

// indentJSON turns compact JSON into encodeJSON's layout: two spaces per
// level and a final newline.
func indentJSON(compact []byte) ([]byte, error) {
	var buf bytes.Buffer
	buf.Grow(len(compact) * 2)
	if err := json.Indent(&buf, compact, "", "  "); err != nil {
		return nil, err
	}
	buf.WriteByte('\n')
	return buf.Bytes(), nil
}

// decodeRecord reads a record file as json.Unmarshal reads it into a
// Record. Reading a record by reflection cost a blocked stop as much as
// encoding one, so the records the ledger writes are read by hand: the
// reader takes the exact field names, well-formed values and no key twice,
// and leaves anything else (an unknown or differently cased key, a value
// of another type, a string with escapes it does not read) to
// json.Unmarshal, which then decides as it always did
// (FuzzDecodeRecord).
func decodeRecord(data []byte) (*Record, error) {
	d := recordReader{b: data}
	var r Record
	if d.record(&r) {
		return &r, nil
	}
	r = Record{}
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, err
	}
	return &r, nil
}

// recordReader is the hand reader's position in a record file; each
// method reports false for anything it leaves to json.Unmarshal.
type recordReader struct {
	b []byte
	i int
}

func (d *recordReader) ws() {
	for d.i < len(d.b) {
		switch d.b[d.i] {
		case ' ', '\t', '\n', '\r':
			d.i++
		default:
			return
		}
	}
}

// next skips white space and consumes c if it comes next.
func (d *recordReader) next(c byte) bool {
	d.ws()
	if d.i < len(d.b) && d.b[d.i] == c {
		d.i++
		return true
	}
	return false
}

// null consumes a null.
func (d *recordReader) null() bool {
	d.ws()
	if bytes.HasPrefix(d.b[d.i:], []byte("null")) {
		d.i += 4
		return true
	}
	return false
}

// raw consumes a string and returns it with its quotes; escaped reports a
// backslash or a byte past ASCII in it.
func (d *recordReader) raw() (raw []byte, escaped, ok bool) {
	d.ws()
	if d.i >= len(d.b) || d.b[d.i] != '"' {
		return nil, false, false
	}
	start := d.i
	for i := start + 1; i < len(d.b); i++ {
		switch c := d.b[i]; {
		case c == '"':
			d.i = i + 1
			return d.b[start:d.i], escaped, true
		case c == '\\':
			escaped = true
			i++ // the escaped byte: json.Unmarshal checks it
		case c < 0x20:
			return nil, false, false // not JSON
		case c >= utf8.RuneSelf:
			escaped = true
		}
	}
	return nil, false, false
}

// str consumes a string. One with escapes or past ASCII is decoded by
// json.Unmarshal, which alone says what \u escapes and invalid UTF-8 read
// as.
func (d *recordReader) str() (string, bool) {
	raw, escaped, ok := d.raw()
	if !ok {
		return "", false
	}
	if !escaped {
		return string(raw[1 : len(raw)-1]), true
	}
	var s string
	if json.Unmarshal(raw, &s) != nil {
		return "", false
	}
	return s, true
}

// int consumes an integer without fraction or exponent that fits an int.
func (d *recordReader) int() (int, bool) {
	d.ws()
	start := d.i
	if d.i < len(d.b) && d.b[d.i] == '-' {
		d.i++
	}
	digits := d.i
	for d.i < len(d.b) && '0' <= d.b[d.i] && d.b[d.i] <= '9' {
		d.i++
	}
	if d.i == digits || (d.b[digits] == '0' && d.i > digits+1) {
		return 0, false
	}
	if d.i < len(d.b) && (d.b[d.i] == '.' || d.b[d.i] == 'e' || d.b[d.i] == 'E') {
		return 0, false
	}
	n, err := strconv.ParseInt(string(d.b[start:d.i]), 10, 0)
	return int(n), err == nil
}

// bool consumes true or false.
func (d *recordReader) bool() (bool, bool) {
	d.ws()
	switch {
	case bytes.HasPrefix(d.b[d.i:], []byte("true")):
		d.i += 4
		return true, true
	case bytes.HasPrefix(d.b[d.i:], []byte("false")):
		d.i += 5
		return false, true
	}
	return false, false
}

// time consumes a time as its JSON form reads it: a string, or null for
// no change.
func (d *recordReader) time(t *time.Time) bool {
	if d.null() {
		return true
	}
	raw, _, ok := d.raw()
	return ok && t.UnmarshalJSON(raw) == nil
}

// object consumes an object, calling field for each key; a key seen
// twice is left to json.Unmarshal (which merges what a repeated map or
// object holds).
func (d *recordReader) object(field func(key string) bool) bool {
	if !d.next('{') {
		return false
	}
	if d.next('}') {
		return true
	}
	var seen []string
	for {
		key, ok := d.str()
		if !ok || slices.Contains(seen, key) || !d.next(':') || !field(key) {
			return false
		}
		seen = append(seen, key)
		if d.next('}') {
			return true
		}
		if !d.next(',') {
			return false
		}
	}
}

// array consumes an array into *s, each element read by item, or null
// (nil), as json.Unmarshal fills a slice.
func array[T any](d *recordReader, s *[]T, item func(*T) bool) bool {
	if d.null() {
		*s = nil
		return true
	}
	if !d.next('[') {
		return false
	}
	out := []T{}
	defer func() { *s = out }()
	if d.next(']') {
		return true
	}
	for {
		out = append(out, *new(T))
		if !item(&out[len(out)-1]) {
			return false
		}
		if d.next(']') {
			return true
		}
		if !d.next(',') {
			return false
		}
	}
}

// strField consumes a string into *s; null leaves it as it is, as
// json.Unmarshal does.
func (d *recordReader) strField(s *string) bool {
	if d.null() {
		return true
	}
	v, ok := d.str()
	*s = v
	return ok
}

func (d *recordReader) record(r *Record) bool {
	ok := d.object(func(key string) bool {
		switch key {
		case "session_id":
			return d.strField(&r.SessionID)
		case "agent_id":
			return d.strField(&r.AgentID)
		case "agent_type":
			return d.strField(&r.AgentType)
		case "state":
			return d.strField((*string)(&r.State))
		case "rounds":
			return array(d, &r.Rounds, d.round)
		case "blocks":
			n, ok := d.int()
			r.Blocks = n
			return ok
		case "failure_path":
			return d.strField(&r.FailurePath)
		case "failure_delivered_at":
			return d.time(&r.FailureDeliveredAt)
		case "stopped_at":
			return d.time(&r.StoppedAt)
		case "updated":
			return d.time(&r.Updated)
		case "team":
			return d.strField(&r.Team)
		case "teammate":
			return d.strField(&r.Teammate)
		}
		return false
	})
	d.ws()
	return ok && d.i == len(d.b)
}

func (d *recordReader) round(rd *Round) bool {
	return d.object(func(key string) bool {
		switch key {
		case "request":
			return d.request(&rd.Request)
		case "answers":
			if d.null() {
				rd.Answers = nil
				return true
			}
			rd.Answers = map[string]string{}
			return d.object(func(k string) bool {
				v, ok := d.str()
				rd.Answers[k] = v
				return ok
			})
		case "asked_at":
			return d.time(&rd.AskedAt)
		case "delivered_at":
			return d.time(&rd.DeliveredAt)
		case "answered_at":
			return d.time(&rd.AnsweredAt)
		case "resumed_at":
			return d.time(&rd.ResumedAt)
		}
		return false
	})
}

func (d *recordReader) request(req *envelope.Request) bool {
	return d.object(func(key string) bool {
		switch key {
		case "form":
			return d.strField((*string)(&req.Form))
		case "ask":
			return d.object(func(key string) bool {
				return key == "questions" && array(d, &req.Ask.Questions, d.question)
			})
		case "ids":
			return array(d, &req.IDs, func(id *string) bool {
				v, ok := d.str()
				*id = v
				return ok
			})
		case "context":
			return d.strField(&req.Context)
		case "stateFile":
			return d.strField(&req.StateFile)
		case "line":
			n, ok := d.int()
			req.Line = n
			return ok
		}
		return false
	})
}

func (d *recordReader) question(q *envelope.Question) bool {
	return d.object(func(key string) bool {
		switch key {
		case "question":
			return d.strField(&q.Question)
		case "header":
			return d.strField(&q.Header)
		case "options":
			return array(d, &q.Options, func(o *envelope.Option) bool {
				return d.object(func(key string) bool {
					switch key {
					case "label":
						return d.strField(&o.Label)
					case "description":
						return d.strField(&o.Description)
					case "preview":
						return d.strField(&o.Preview)
					}
					return false
				})
			})
		case "multiSelect":
			b, ok := d.bool()
			q.MultiSelect = b
			return ok
		}
		return false
	})
}
