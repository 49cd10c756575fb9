package ledger

import (
	"bytes"
	"encoding/json"
	"os"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/team-hook/team-hook/internal/envelope"
)

// reflectEncode is the encoder a record was written with before it was
// encoded by hand: every record must come out of both byte for byte.
func reflectEncode(t testing.TB, v any) []byte {
	t.Helper()
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// hostile holds what strings in a record can hold: quotes, backslashes,
// every kind of control character, HTML, line and paragraph separators,
// invalid UTF-8, and text in other scripts.
var hostile = []string{
	"", "plain", `quote " and \ backslash`, "new\nline\ttab\r\x00\x1f\b\f\x7f",
	"<html> & \u2028\u2029 é 日本 🙂", "bad \xff utf-8 \xe2\x82", strings.Repeat("long ", 60),
}

func dialectRequest(s string) envelope.Request {
	return envelope.Request{
		Form: envelope.FormDialect,
		Ask: envelope.AskInput{Questions: []envelope.Question{
			{Question: s + "?", Header: "H", Options: []envelope.Option{{Label: s, Description: s, Preview: s}, {Label: "b"}}, MultiSelect: true},
			{Question: "Empty options?", Header: s, Options: []envelope.Option{}},
			{Question: "No options?", Header: "N"},
		}},
		IDs: []string{"q1", s}, Context: s, StateFile: s, Line: 7,
	}
}

// recordKinds are records of every kind the ledger keeps, reached through
// the transitions that make them.
func recordKinds(t *testing.T, s *Store) []*Record {
	t.Helper()
	at := time.Date(2026, 11, 22, 10, 0, 0, 123456789, time.FixedZone("x", 3600))
	st := Stop{SessionID: "s1", AgentType: "team:questioner"}
	must := func(r *Record, err error) *Record {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	var recs []*Record
	// Only counting blocks, no lifecycle yet.
	recs = append(recs, must(s.CountBlock("blocks", st, true, 2)))
	// Pending, delivered, answered, resumed, asked again.
	recs = append(recs, must(s.Record("life", st, oneQuestion("Which store?"), at)))
	recs = append(recs, must(s.Deliver("life", "s1", at.Add(time.Second))))
	recs = append(recs, must(s.Answer("life", Delivered, []string{"Which store?"}, map[string]string{"Which store?": "Redis", "z": "last", "a": "first"}, at.Add(2*time.Second))))
	recs = append(recs, must(s.Resume("life", at.UTC().Add(3*time.Second))))
	recs = append(recs, must(s.Record("life", st, dialectRequest("again"), at.Add(4*time.Second))))
	// Failed, and its failure delivered.
	recs = append(recs, must(s.Fail("failed", st, "/p/failures/f.md", at)))
	recs = append(recs, must(s.Deliver("failed", "s1", at.Add(time.Minute))))
	// A teammate's, recorded as delivered.
	team := Stop{SessionID: "s2", AgentType: "worker", Team: "alpha", Teammate: "ana"}
	recs = append(recs, must(s.RecordDelivered("mate", team, dialectRequest("mate"), at)))
	// Hostile strings everywhere a record keeps one.
	for i, h := range hostile {
		id := "hostile" + string(rune('a'+i))
		hst := Stop{SessionID: h, AgentType: h, Team: h, Teammate: h}
		rec := must(s.Record(id, hst, dialectRequest(h), at))
		stored := must(s.Get(id)) // invalid UTF-8 is stored as U+FFFD
		recs = append(recs, rec, must(s.Answer(id, Pending, stored.QuestionTexts(), map[string]string{h: h, "k": h}, at)))
	}
	return recs
}

// Every record the transitions write is encoded exactly as the reflecting
// encoder encodes it, the file on disk is the encoding of the last record
// written, and it reads back to itself (but for invalid UTF-8, which JSON
// stores as U+FFFD).
func TestRecordJSONAsEncoder(t *testing.T) {
	s, _ := openTemp(t)
	last := map[string]*Record{}
	for _, r := range recordKinds(t, s) {
		got, err := encodeJSON(r)
		if err != nil {
			t.Fatal(err)
		}
		if want := reflectEncode(t, r); !bytes.Equal(got, want) {
			t.Errorf("%s: hand-encoded\n%s\nwant\n%s", r.AgentID, got, want)
		}
		last[r.AgentID] = r
	}
	if len(last) != 4+len(hostile) {
		t.Fatalf("%d records written", len(last))
	}
	for id, r := range last {
		path, _ := s.Path(id)
		onDisk, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if want := reflectEncode(t, r); !bytes.Equal(onDisk, want) {
			t.Errorf("%s: file\n%s\nwant\n%s", id, onDisk, want)
		}
		if bytes.Contains(onDisk, []byte(`\ufffd`)) {
			continue
		}
		back, err := readRecord(path)
		if err != nil {
			t.Fatal(err)
		}
		if again, _ := encodeJSON(back); !bytes.Equal(again, onDisk) {
			t.Errorf("%s: read back and written again differs:\n%s\nwas\n%s", id, again, onDisk)
		}
	}
}

// A time the JSON form cannot hold fails the write, as it did.
func TestRecordJSONRefusesYearPast9999(t *testing.T) {
	r := &Record{AgentID: "a", StoppedAt: time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC)}
	if _, err := encodeJSON(r); err == nil {
		t.Fatal("a record stopped in the year 10000 was encoded")
	}
}

func FuzzRecordJSON(f *testing.F) {
	for _, h := range hostile {
		f.Add(h, h, int64(0), 0)
	}
	f.Add("a", "\u2029", int64(1<<62), -3)
	f.Fuzz(func(t *testing.T, a, b string, nanos int64, n int) {
		at := time.Unix(0, nanos).In(time.FixedZone("f", n*60))
		r := &Record{
			SessionID: a, AgentID: b, AgentType: a + b, State: State(b), Blocks: n,
			Rounds: []Round{
				{Request: dialectRequest(a), Answers: map[string]string{a: b, b: a}, AskedAt: at, DeliveredAt: at},
				{Request: envelope.Request{Form: envelope.Form(b), Line: n}},
			},
			FailurePath: b, FailureDeliveredAt: at, StoppedAt: at, Updated: at, Team: a, Teammate: b,
		}
		var want bytes.Buffer
		enc := json.NewEncoder(&want)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		wantErr := enc.Encode(r)
		got, err := encodeJSON(r)
		if (err != nil) != (wantErr != nil) {
			t.Fatalf("error %v, the encoder's %v", err, wantErr)
		}
		if err == nil && !bytes.Equal(got, want.Bytes()) {
			t.Fatalf("hand-encoded\n%s\nwant\n%s", got, want.Bytes())
		}
	})
}

// The hand reader reads every record as json.Unmarshal does: the same
// record, or an error where json.Unmarshal fails.
func TestDecodeRecordAsUnmarshal(t *testing.T) {
	s, _ := openTemp(t)
	for _, r := range recordKinds(t, s) {
		data, err := encodeJSON(r)
		if err != nil {
			t.Fatal(err)
		}
		sameAsUnmarshal(t, data)
		sameAsUnmarshal(t, bytes.ReplaceAll(data, []byte("\n"), nil))
		// What the ledger writes the hand reader reads itself.
		if d := (recordReader{b: data}); !d.record(new(Record)) {
			t.Errorf("%s: left to json.Unmarshal:\n%s", r.AgentID, data)
		}
	}
	for _, data := range []string{
		`{}`, ` {"blocks": 2} `, `{"blocks": -0}`, `{"blocks": 01}`, `{"blocks": 1.0}`, `{"blocks": 1e1}`,
		`{"blocks": null}`, `{"blocks": 99999999999999999999}`, `{"state": null}`, `{"rounds": null}`,
		`{"rounds": []}`, `{"rounds": [null]}`, `{"rounds": [{}], "rounds": [{"answers": {"a": "b"}}]}`,
		`{"rounds": [{"answers": {}}]}`, `{"rounds": [{"answers": {"a": null}}]}`, `{"rounds": [{"answers": {"a": "1", "a": "2"}}]}`,
		`{"Session_ID": "x"}`, `{"session_id": "x", "session_id": "y"}`, `{"unknown": 1, "agent_id": "a"}`,
		`{"agent_id": "a\u0041\n\"\/"}`, `{"agent_id": "\ud800"}`, `{"agent_id": "\x"}`, "{\"agent_id\": \"bad \xff\"}",
		"{\"agent_id\": \"tab\there\"}", `{"agent_id": 1}`, `{"agent_id": "a"} x`, `{"agent_id": "a"`, `[]`, `null`, ``,
		`{"updated": "2026-11-22T10:00:00Z"}`, `{"updated": "2026-11-22T10:00:00.5+01:00"}`, `{"updated": null}`,
		`{"updated": "yesterday"}`, `{"updated": 5}`, `{"updated": "2026-11-22T10:00:00\u005a"}`,
		`{"rounds": [{"request": {"ask": {"questions": [{"options": null, "multiSelect": true}]}, "line": 3}}]}`,
		`{"rounds": [{"request": {"ask": {"questions": [{"multiSelect": 1}]}}}]}`,
		`{"rounds": [{"request": {"ask": {"questions": null, "other": 1}}}]}`,
		`{"rounds": [{"request": {"ids": [], "form": "user-input"}}]}`, `{"rounds": [{"request": {"ids": ["a", null]}}]}`,
		`{"rounds": [{"request": {"ask": {"questions": [{"options": [{"label": "a", "preview": "p"}, {}]}]}}}]}`,
		`{"rounds": [{"asked_at": "2026-11-22T10:00:00Z"}], "rounds": [{}]}`, `{"rounds": [{"answers": {"a": "1"}, "answers": {"b": "2"}}]}`,
		`{"teammate": "nulls", "team": null}`, `{"blocks": 2,}`, `{,}`, `{"blocks" 2}`, `{"blocks": tru}`,
	} {
		sameAsUnmarshal(t, []byte(data))
	}
}

func sameAsUnmarshal(t testing.TB, data []byte) {
	t.Helper()
	got, err := decodeRecord(data)
	var want Record
	wantErr := json.Unmarshal(data, &want)
	if (err != nil) != (wantErr != nil) {
		t.Fatalf("%s: error %v, json.Unmarshal's %v", data, err, wantErr)
	}
	if err == nil && !reflect.DeepEqual(*got, want) {
		t.Fatalf("%s:\n got %#v\nwant %#v", data, *got, want)
	}
}

func FuzzDecodeRecord(f *testing.F) {
	f.Add([]byte(`{"session_id": "s", "rounds": [{"request": {"ask": {"questions": [{"options": [{"label": "a"}]}]}}, "asked_at": "2026-11-22T10:00:00Z"}], "blocks": 1}`))
	f.Add([]byte(`{"agent_id": "a\u0041", "answers": {}}`))
	f.Fuzz(func(t *testing.T, data []byte) { sameAsUnmarshal(t, data) })
}
