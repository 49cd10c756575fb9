package ledger

import (
	"bytes"
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"
)

func statusRecords() []*Record {
	t0 := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	answered := &Record{
		SessionID: "97cba4eb-bc75-400c-acea-97ec1a47024b", AgentID: "a1e80360502c92676",
		AgentType: "team:questioner", State: Answered, Updated: t0,
	}
	answered.AddRound(sampleRequest("Which database?", "Which cache?"), t0)
	answered.State = Answered
	answered.Rounds[0].Answers = map[string]string{"Which database?": "Yes", "Which cache?": "No"}
	pending := &Record{SessionID: "s2", AgentID: "a2", AgentType: "Explore", Updated: t0.Add(time.Minute)}
	pending.AddRound(sampleRequest("Go on?"), t0)
	failed := &Record{SessionID: "s2", AgentID: "a3", Updated: t0}
	failed.SetFailed("/x/failures/f.md", t0)
	return []*Record{answered, pending, failed}
}

func TestWriteJSON(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteJSON(&buf, statusRecords(), func(id string) string { return "/l/agents/" + id + ".json" }); err != nil {
		t.Fatal(err)
	}
	var got []map[string]any
	if err := json.Unmarshal(buf.Bytes(), &got); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, buf.String())
	}
	if len(got) != 3 {
		t.Fatalf("%d entries, want 3", len(got))
	}
	wantKeys := []string{"agent_id", "agent_type", "answers", "path", "questions", "session_id", "state", "updated"}
	for i, e := range got {
		var keys []string
		for k := range e {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		if !reflect.DeepEqual(keys, wantKeys) {
			t.Errorf("entry %d keys = %v, want exactly %v", i, keys, wantKeys)
		}
	}
	first := got[0]
	if first["agent_id"] != "a1e80360502c92676" || first["state"] != "answered" ||
		first["path"] != "/l/agents/a1e80360502c92676.json" || first["updated"] != "2026-01-02T03:04:05Z" {
		t.Errorf("first entry = %v", first)
	}
	qs := first["questions"].([]any)
	if len(qs) != 2 || qs[0].(map[string]any)["question"] != "Which database?" {
		t.Errorf("questions = %v, want the AskUserQuestion questions", qs)
	}
	if ans := first["answers"].(map[string]any); ans["Which cache?"] != "No" || len(ans) != 2 {
		t.Errorf("answers = %v", ans)
	}
	// No answers yet, no questions at all: empty, never null.
	if ans, ok := got[1]["answers"].(map[string]any); !ok || len(ans) != 0 {
		t.Errorf("pending answers = %#v, want {}", got[1]["answers"])
	}
	if qs, ok := got[2]["questions"].([]any); !ok || len(qs) != 0 {
		t.Errorf("failed questions = %#v, want []", got[2]["questions"])
	}
}

func TestWriteJSONEmptyIsEmptyArray(t *testing.T) {
	for _, recs := range [][]*Record{nil, {}} {
		var buf bytes.Buffer
		if err := WriteJSON(&buf, recs, nil); err != nil {
			t.Fatal(err)
		}
		if got := strings.TrimSpace(buf.String()); got != "[]" {
			t.Errorf("WriteJSON(%v) = %q, want []", recs, got)
		}
	}
}

func TestWriteTable(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteTable(&buf, statusRecords()); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimRight(buf.String(), "\n"), "\n")
	if len(lines) != 4 {
		t.Fatalf("%d lines, want a header and 3 rows:\n%s", len(lines), buf.String())
	}
	header := strings.Fields(lines[0])
	if want := []string{"SESSION", "AGENT", "TYPE", "STATE", "QUESTIONS", "ANSWERS", "UPDATED"}; !reflect.DeepEqual(header, want) {
		t.Errorf("header = %v, want %v", header, want)
	}
	// Columns line up: every row has its STATE where the header has it.
	col := strings.Index(lines[0], "STATE")
	for _, l := range lines[1:] {
		if col >= len(l) || l[col-1] != ' ' || l[col] == ' ' {
			t.Errorf("row not aligned with the STATE column:\n%s\n%s", lines[0], l)
		}
	}
	row := strings.Fields(lines[1])
	if row[0] != "97cba4eb" || row[1] != "a1e80360502c92676" || row[3] != "answered" || row[4] != "2" || row[5] != "2" {
		t.Errorf("first row = %v", row)
	}
	if strings.Contains(lines[1], "bc75") {
		t.Error("session id not shortened")
	}
	if row := strings.Fields(lines[3]); row[2] != "-" || row[3] != "failed" {
		t.Errorf("failed row = %v", row)
	}
}

func TestWriteTableEmpty(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteTable(&buf, nil); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(buf.String(), "SESSION") || buf.Len() == 0 {
		t.Errorf("empty table = %q, want a short note", buf.String())
	}
}

// A record that was only blocked shows that, not an empty state.
func TestWriteTableBlockedOnly(t *testing.T) {
	var buf bytes.Buffer
	recs := []*Record{{SessionID: "s", AgentID: "b1", AgentType: "team:x", Blocks: 1}, {SessionID: "s", AgentID: "b2", AgentType: "team:x"}}
	if err := WriteTable(&buf, recs); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimRight(buf.String(), "\n"), "\n")
	if len(lines) != 3 || !strings.Contains(lines[1], "blocked 1") || strings.Fields(lines[2])[3] != "-" {
		t.Errorf("table:\n%s", buf.String())
	}
}
