package ledger

import (
	"bytes"
	"encoding/json"
	"slices"
	"strconv"
	"time"
	"unicode/utf8"

	"github.com/team-hook/team-hook/internal/envelope"
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
	b = appendJSONString(b, r.SessionID)
	b = append(b, `,"agent_id":`...)
	b = appendJSONString(b, r.AgentID)
	b = append(b, `,"agent_type":`...)
	b = appendJSONString(b, r.AgentType)
	b = append(b, `,"state":`...)
	b = appendJSONString(b, string(r.State))
	if len(r.Rounds) > 0 {
		b = append(b, `,"rounds":[`...)
		for i := range r.Rounds {
			if i > 0 {
				b = append(b, ',')
			}
			if b, err = r.Rounds[i].appendJSON(b); err != nil {
				return nil, err
			}
		}
		b = append(b, ']')
	}
	if r.Blocks != 0 {
		b = append(b, `,"blocks":`...)
		b = strconv.AppendInt(b, int64(r.Blocks), 10)
	}
	if r.FailurePath != "" {
		b = append(b, `,"failure_path":`...)
		b = appendJSONString(b, r.FailurePath)
	}
	for _, t := range []struct {
		key string
		at  time.Time
	}{{"failure_delivered_at", r.FailureDeliveredAt}, {"stopped_at", r.StoppedAt}, {"updated", r.Updated}} {
		if b, err = appendJSONTime(b, t.key, t.at); err != nil {
			return nil, err
		}
	}
	if r.Team != "" {
		b = append(b, `,"team":`...)
		b = appendJSONString(b, r.Team)
	}
	if r.Teammate != "" {
		b = append(b, `,"teammate":`...)
		b = appendJSONString(b, r.Teammate)
	}
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
			b = appendJSONString(b, k)
			b = append(b, ':')
			b = appendJSONString(b, rd.Answers[k])
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
	b = appendJSONString(b, string(req.Form))
	b = append(b, `,"ask":{"questions":`...)
	if req.Ask.Questions == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '[')
		for i, q := range req.Ask.Questions {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendQuestionJSON(b, &q)
		}
		b = append(b, ']')
	}
	b = append(b, '}')
	if len(req.IDs) > 0 {
		b = append(b, `,"ids":[`...)
		for i, id := range req.IDs {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendJSONString(b, id)
		}
		b = append(b, ']')
	}
	if req.Context != "" {
		b = append(b, `,"context":`...)
		b = appendJSONString(b, req.Context)
	}
	if req.StateFile != "" {
		b = append(b, `,"stateFile":`...)
		b = appendJSONString(b, req.StateFile)
	}
	b = append(b, `,"line":`...)
	b = strconv.AppendInt(b, int64(req.Line), 10)
	return append(b, '}')
}

func appendQuestionJSON(b []byte, q *envelope.Question) []byte {
	b = append(b, `{"question":`...)
	b = appendJSONString(b, q.Question)
	b = append(b, `,"header":`...)
	b = appendJSONString(b, q.Header)
	b = append(b, `,"options":`...)
	if q.Options == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '[')
		for i, o := range q.Options {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"label":`...)
			b = appendJSONString(b, o.Label)
			b = append(b, `,"description":`...)
			b = appendJSONString(b, o.Description)
			if o.Preview != "" {
				b = append(b, `,"preview":`...)
				b = appendJSONString(b, o.Preview)
			}
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	b = append(b, `,"multiSelect":`...)
	b = strconv.AppendBool(b, q.MultiSelect)
	return append(b, '}')
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

// appendJSONString appends s as encoding/json writes a string with HTML
// escaping off: quotes, backslashes and control characters escaped (\b,
// \f, \n, \r, \t short), U+2028 and U+2029 escaped, invalid UTF-8 as
// \ufffd.
func appendJSONString(b []byte, s string) []byte {
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
