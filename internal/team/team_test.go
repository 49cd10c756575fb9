package team

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/team-hook/team-hook/internal/contract"
	"github.com/team-hook/team-hook/internal/ledger"
)

var now = time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)

// toolInput reads the tool_input of a real payload.
func toolInput(t *testing.T, name string) json.RawMessage {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "host", "claude", "testdata", "teams", name))
	if err != nil {
		t.Fatal(err)
	}
	var ev struct {
		ToolInput json.RawMessage `json:"tool_input"`
	}
	if err := json.Unmarshal(data, &ev); err != nil {
		t.Fatal(err)
	}
	return ev.ToolInput
}

func TestIdentity(t *testing.T) {
	for id, want := range map[string]bool{
		"aworker-251b2dbef78d5d39":      true,
		"areview-er-2-0123456789abcdef": true,
		"ab5cce6ba2e496d5c":             false, // a plain subagent
		"aworker-251b2dbef78d5d3":       false,
		"aworker-251b2dbef78d5d3X":      false,
		"worker-251b2dbef78d5d39":       false,
		"":                              false,
	} {
		if got := IsTeammateID(id); got != want {
			t.Errorf("IsTeammateID(%q) = %v", id, got)
		}
	}
	if got := LeadTeam("998286f3-fdfa-4efb-9b65-78d3e531a2f9"); got != "session-998286f3" {
		t.Errorf("LeadTeam = %q", got)
	}
	if LeadTeam("short") != "" {
		t.Error("LeadTeam of a short id")
	}
	for _, c := range []struct {
		name, teammate, definition string
		want                       bool
	}{
		{"worker", "worker", "p:builder", true},
		{"Worker", "worker", "", true},
		{"builder", "worker", "p:builder", true},
		{"p:builder", "worker", "p:builder", true},
		{"q:builder", "worker", "builder", true},
		{"build", "worker", "p:builder", false},
		{" ", "worker", "p:builder", false},
	} {
		if got := NameMatches(c.name, c.teammate, c.definition); got != c.want {
			t.Errorf("NameMatches(%q, %q, %q) = %v", c.name, c.teammate, c.definition, got)
		}
	}
}

func TestPrefix(t *testing.T) {
	real := toolInput(t, "PreToolUse.teammate.SendMessage.json") // "WORKER-MSG: 2+2=4" to team-lead
	reason := Prefix("worker", real)
	if !strings.HasSuffix(reason, "\n[worker→team-lead] WORKER-MSG: 2+2=4") || !strings.Contains(reason, "this one has no prefix") {
		t.Fatalf("the real message without prefix: %q", reason)
	}
	in := func(to string, message any) json.RawMessage {
		raw, _ := json.Marshal(map[string]any{"to": to, "summary": "s", "message": message})
		return raw
	}
	for _, c := range []struct {
		name     string
		input    json.RawMessage
		refused  bool
		contains string
	}{
		{"arrow", in("team-lead", "[worker→team-lead] done"), false, ""},
		{"ascii arrow and spaces", in("team-lead", "  [worker -> team-lead] done"), false, ""},
		{"broadcast", in("*", "[worker→*] all: done"), false, ""},
		{"case", in("Team-Lead", "[Worker→team-lead] done"), false, ""},
		{"wrong recipient", in("helper", "[worker→team-lead] done"), true, "\n[worker→helper] done"},
		{"wrong sender", in("team-lead", "[lead→team-lead] done\nmore"), true, `names the sender "lead"`},
		{"empty message", in("team-lead", ""), true, "\n[worker→team-lead]"},
		{"message not a string", in("team-lead", map[string]any{"type": "shutdown_response"}), false, ""},
		{"no to", json.RawMessage(`{"message":"done"}`), false, ""},
		{"not JSON", json.RawMessage(`nope`), false, ""},
	} {
		got := Prefix("worker", c.input)
		if (got != "") != c.refused || !strings.Contains(got, c.contains) {
			t.Errorf("%s: %q", c.name, got)
		}
	}
}

func TestCheckHandoff(t *testing.T) {
	valid := `{"produced":"internal/x.go","decisions":["kept the API"],"uncertainty":["[HIGH] load untested","[low] naming"],"integration":"called from main","open_questions":[],"reasoning_chain":"…","extra":{"kept":true}}`
	for _, c := range []struct {
		name string
		v    string
		want []string // substrings, one per problem
	}{
		{"valid", valid, nil},
		{"null clears", `null`, nil},
		{"none flagged", `{"produced":"x","decisions":"y","uncertainty":"No areas of uncertainty flagged.","integration":"z","open_questions":""}`, nil},
		{"none flagged in a list", `{"produced":"x","decisions":"y","uncertainty":["no areas of uncertainty flagged"],"integration":"z","open_questions":["Which?"]}`, nil},
		{"handoff block as text", `"HANDOFF:\n1. Produced: x\n2. Key decisions: y\n3. Areas of uncertainty: No areas of uncertainty flagged.\n4. Integration points: z\n5. Open questions: None"`, nil},
		{"missing keys", `{"produced":"x"}`, []string{`no "decisions"`, `no "uncertainty"`, `no "integration"`, `no "open_questions"`}},
		{"empty values", `{"produced":"","decisions":[],"uncertainty":["[LOW] a",""],"integration":["z",3],"open_questions":[]}`, []string{"produced is empty", "decisions is an empty list", "uncertainty entry 2 is empty", "integration entry 2 must be a string"}},
		{"untagged uncertainty", `{"produced":"x","decisions":"y","uncertainty":["[HIGH] a","maybe slow"],"integration":"z","open_questions":"None"}`, []string{`entry 2 ("maybe slow") does not start with [HIGH]`}},
		{"reasoning chain of a wrong type", `{"produced":"x","decisions":"y","uncertainty":"[LOW] a","integration":"z","open_questions":"","reasoning_chain":5}`, []string{"reasoning_chain must be a string or a list"}},
		{"not an object", `42`, []string{"must be an object"}},
		{"text without a HANDOFF", `"done, see above"`, []string{"no HANDOFF block"}},
	} {
		got := CheckHandoff(json.RawMessage(c.v))
		if len(got) != len(c.want) {
			t.Errorf("%s: %d problems %q, want %d", c.name, len(got), got, len(c.want))
			continue
		}
		for i, w := range c.want {
			if !strings.Contains(got[i], w) {
				t.Errorf("%s: problem %d = %q, want it to contain %q", c.name, i+1, got[i], w)
			}
		}
	}
}

func TestParseWait(t *testing.T) {
	for _, c := range []struct {
		name string
		v    string
		want []string
	}{
		{"valid", `{"reason":"awaiting_lead_completion","expected_resolver":"lead","since":"2026-11-23T11:50:00Z","note":"kept"}`, nil},
		{"other values pass", `{"reason":"awaiting_coffee","expected_resolver":"the build","since":"2026-11-23T13:00:00.123+02:00"}`, nil},
		{"a minute ahead is fine", `{"reason":"r","expected_resolver":"lead","since":"2026-11-23T12:00:59Z"}`, nil},
		{"null clears", `null`, nil},
		{"future", `{"reason":"r","expected_resolver":"lead","since":"2026-11-23T12:05:00Z"}`, []string{"in the future"}},
		{"no zone", `{"reason":"r","expected_resolver":"lead","since":"2026-11-23T11:50:00"}`, []string{"not an ISO-8601 time with a time zone"}},
		{"missing", `{}`, []string{`no "reason"`, `no "expected_resolver"`, `no "since"`}},
		{"empty and wrong types", `{"reason":" ","expected_resolver":7,"since":17}`, []string{"reason must be a non-empty string", "expected_resolver must be a non-empty string", "since must be a string"}},
		{"not an object", `"waiting"`, []string{"must be an object"}},
	} {
		w, got := ParseWait(json.RawMessage(c.v), now)
		if len(got) != len(c.want) {
			t.Errorf("%s: %q", c.name, got)
			continue
		}
		for i, s := range c.want {
			if !strings.Contains(got[i], s) {
				t.Errorf("%s: %q, want %q", c.name, got[i], s)
			}
		}
		if len(c.want) == 0 && (w == nil) != (c.v == "null") {
			t.Errorf("%s: wait %+v", c.name, w)
		}
	}
	w, _ := ParseWait(json.RawMessage(`{"reason":"r","expected_resolver":"lead","since":"2026-11-23T11:30:00Z"}`), now)
	if w.Stale(now) || !w.Stale(now.Add(time.Second)) {
		t.Error("a wait turns stale 30 minutes after since, not before")
	}
}

func TestCheckMetadataAndRefusal(t *testing.T) {
	w := ParseTaskWrite(json.RawMessage(`{"taskId":"1","metadata":{"handoff":{"produced":"x"},"intentional_wait":{"reason":"r"},"other":1}}`))
	problems := CheckMetadata(w, now)
	if len(problems) != 4+2 {
		t.Fatalf("%q", problems)
	}
	reason := MetadataRefusal("TaskUpdate", problems)
	if !strings.HasPrefix(reason, "team-hook: the task metadata this TaskUpdate writes is malformed (6 problems):\n1. ") || !strings.Contains(reason, "Nothing of this call was saved") {
		t.Fatal(reason)
	}
	if got := CheckMetadata(ParseTaskWrite(toolInput(t, "PreToolUse.teammate.TaskUpdate.claim.json")), now); got != nil {
		t.Fatalf("a claim writes no metadata: %q", got)
	}
}

func TestSelfCompletion(t *testing.T) {
	worker := Teammate{Name: "worker", Definition: "hooktest-teams:worker"}
	real := ParseTaskWrite(toolInput(t, "PreToolUse.teammate.TaskUpdate.completed.json"))
	reason := SelfCompletion(real, worker, nil, now)
	for _, want := range []string{"the lead marks tasks completed", `"taskId": "1"`, `"intentional_wait": {"reason": "awaiting_lead_completion", "expected_resolver": "lead", "since": "2026-11-23T12:00:00Z"}`, "SendMessage {\"to\": \"team-lead\""} {
		if !strings.Contains(reason, want) {
			t.Errorf("reason lacks %q:\n%s", want, reason)
		}
	}
	for _, exempt := range []string{"worker", "worker-2, hooktest-teams:worker", "other:worker"} {
		if got := SelfCompletion(real, worker, strings.Split(exempt, ", "), now); got != "" {
			t.Errorf("exempt %q refused", exempt)
		}
	}
	if SelfCompletion(real, worker, []string{"reviewer"}, now) == "" {
		t.Error("an exemption of another agent let it through")
	}
	if SelfCompletion(ParseTaskWrite(toolInput(t, "PreToolUse.teammate.TaskUpdate.claim.json")), worker, nil, now) != "" {
		t.Error("a claim refused")
	}
}

func TestTeachback(t *testing.T) {
	if Teachback("Edit", Gate{Owned: 1, Submitted: true, Accepted: true}) != "" {
		t.Error("a teammate whose teachback was accepted refused")
	}
	if r := Teachback("Bash", Gate{Owned: 1, Submitted: true}); !strings.Contains(r, "no Bash before team-lead has accepted your teachback") {
		t.Errorf("a teachback stored, not accepted: %s", r)
	}
	if r := Teachback("Write", Gate{}); !strings.Contains(r, "no Write before") || !strings.Contains(r, "claim yours first") {
		t.Error(r)
	}
	team := &ledger.Team{Tasks: map[string]*ledger.Task{
		"1": {ID: "1", Owner: "worker", Status: "in_progress", Metadata: map[string]json.RawMessage{"teachback_submit": json.RawMessage(`{"plan":"p"}`)}},
		"2": {ID: "2", Owner: "other", Status: "in_progress", Metadata: map[string]json.RawMessage{"teachback_submit": json.RawMessage(`{"plan":"p"}`)}},
		"3": {ID: "3", Owner: "helper", Status: "in_progress", Metadata: map[string]json.RawMessage{"teachback_submit": json.RawMessage(`null`)}},
		"4": {ID: "4", Owner: "approved", Status: "in_progress", Metadata: map[string]json.RawMessage{"teachback_submit": json.RawMessage(`{"plan":"p"}`), "teachback_approved": json.RawMessage(`true`)}},
		"5": {ID: "5", Owner: "done", Status: "completed", Metadata: map[string]json.RawMessage{"teachback_submit": json.RawMessage(`{"plan":"p"}`)}},
		"6": {ID: "6", Owner: "refused", Status: "in_progress", Metadata: map[string]json.RawMessage{"teachback_submit": json.RawMessage(`{"plan":"p"}`), "teachback_approved": json.RawMessage(`false`)}},
	}}
	for name, want := range map[string]Gate{
		"worker":   {Owned: 1, Submitted: true},
		"helper":   {Owned: 1},
		"approved": {Owned: 1, Submitted: true, Accepted: true},
		"done":     {Owned: 1, Submitted: true, Accepted: true},
		"refused":  {Owned: 1, Submitted: true},
		"nobody":   {},
	} {
		if g := TeachbackGate(team, name); g != want {
			t.Errorf("%s: %+v, want %+v", name, g, want)
		}
	}
}

func waitJSON(reason, since string) json.RawMessage {
	return json.RawMessage(`{"reason":"` + reason + `","expected_resolver":"lead","since":"` + since + `"}`)
}

func TestIdle(t *testing.T) {
	fresh, stale := "2026-11-23T11:59:00Z", "2026-11-23T11:00:00Z"
	task := func(step ledger.State, wait json.RawMessage) *ledger.Task {
		md := map[string]json.RawMessage{}
		if wait != nil {
			md["intentional_wait"] = wait
		}
		return &ledger.Task{ID: "1", Subject: "Compute 2+2", Status: "in_progress", Owner: "worker", Step: step, Metadata: md}
	}
	for _, c := range []struct {
		name string
		task *ledger.Task
		want string // "" passes
	}{
		{"the whole path", task(ledger.Waiting, waitJSON(AwaitingLeadCompletion, fresh)), ""},
		{"another wait", task(ledger.None, waitJSON("awaiting_peer_response", fresh)), ""},
		{"another wait, handed off", task(ledger.HandedOff, waitJSON("awaiting_user_decision", fresh)), ""},
		{"nothing", task(ledger.None, nil), "task 1 (Compute 2+2) is in progress and yours, and nothing says why"},
		{"the lead not told", task(ledger.HandedOff, nil), "you stored your HANDOFF but have not told team-lead"},
		{"the wait before the message", task(ledger.HandedOff, waitJSON(AwaitingLeadCompletion, fresh)), "you set intentional_wait before telling team-lead"},
		{"no wait yet", task(ledger.Reported, nil), "now wait for the lead to complete it"},
		{"a lead wait without the path", task(ledger.None, waitJSON(AwaitingLeadCompletion, fresh)), "nothing says why"},
		{"a stale path", task(ledger.Waiting, waitJSON(AwaitingLeadCompletion, stale)), "is more than 30 minutes old and no longer counts"},
		{"a stale other wait", task(ledger.None, waitJSON("awaiting_peer_response", stale)), `(awaiting_peer_response, since 2026-11-23T11:00:00Z)`},
		{"a malformed stored wait", task(ledger.Waiting, json.RawMessage(`{"reason":"x"}`)), "its intentional_wait is malformed"},
		{"waiting, the wait gone", task(ledger.Waiting, nil), "set your intentional_wait again"},
	} {
		vs := Idle([]*ledger.Task{c.task}, now)
		switch {
		case c.want == "" && len(vs) != 0:
			t.Errorf("%s: refused: %v", c.name, vs)
		case c.want != "" && (len(vs) != 1 || !strings.Contains(vs[0].Message, c.want) || vs[0].Contract != contract.Team):
			t.Errorf("%s: %v, want %q", c.name, vs, c.want)
		}
	}
	team := &ledger.Team{Tasks: map[string]*ledger.Task{
		"1": task(ledger.Waiting, waitJSON(AwaitingLeadCompletion, stale)),
		"2": {ID: "2", Status: "completed", Owner: "worker", Metadata: map[string]json.RawMessage{"intentional_wait": waitJSON("x", stale)}},
	}}
	if got := StaleWaits(team, now); len(got) != 1 || got[0].Teammate != "worker" || got[0].Task.ID != "1" {
		t.Errorf("stale waits: %+v", got)
	}
}
