package team

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/team-hook/team-hook/internal/ledger"
)

var leadNow = time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)

func metadata(kv ...string) map[string]json.RawMessage {
	md := map[string]json.RawMessage{}
	for i := 0; i+1 < len(kv); i += 2 {
		md[kv[i]] = json.RawMessage(kv[i+1])
	}
	return md
}

const (
	validHandoff   = `{"produced":"src/a.go","decisions":["d"],"uncertainty":["[LOW] x"],"integration":"i","open_questions":[]}`
	validRejection = `{"reason":"r","corrections":["c"],"since":"2026-11-28T11:00:00Z","revision_number":1}`
)

func TestParseRejection(t *testing.T) {
	if r, p := ParseRejection(KeyHandoffRejection, json.RawMessage(validRejection), leadNow); r == nil || len(p) > 0 || r.Revision != 1 || r.Corrections[0] != "c" {
		t.Errorf("a valid rejection: %+v %q", r, p)
	}
	if r, p := ParseRejection(KeyHandoffRejection, json.RawMessage(`null`), leadNow); r != nil || p != nil {
		t.Error("null does not clear a rejection")
	}
	for in, want := range map[string]string{
		`"no"`: "must be an object",
		`{"reason":"r","corrections":["c"],"since":"2026-11-28T11:00:00Z"}`:                       "revision_number must be an integer of at least 1",
		`{"reason":"r","corrections":["c"],"since":"2026-11-28T11:00:00Z","revision_number":1.5}`: "revision_number must be an integer",
		`{"reason":" ","corrections":["c"],"since":"2026-11-28T11:00:00Z","revision_number":1}`:   "reason must be a non-empty string",
		`{"reason":"r","since":"2026-11-28T11:00:00Z","revision_number":1}`:                       `has no "corrections"`,
		`{"reason":"r","corrections":"","since":"2026-11-28T11:00:00Z","revision_number":1}`:      "corrections is empty",
		`{"reason":"r","corrections":["c"],"since":"yesterday","revision_number":1}`:              "since \"yesterday\" is not an ISO-8601 time",
		`{"reason":"r","corrections":["c"],"revision_number":1}`:                                  `has no "since"`,
	} {
		r, p := ParseRejection(KeyTeachbackRejection, json.RawMessage(in), leadNow)
		if r != nil || !strings.Contains(strings.Join(p, "|"), want) {
			t.Errorf("%s: %q, want %q", in, p, want)
		}
	}
}

func TestLeadCompletion(t *testing.T) {
	worker := Teammate{Name: "worker", Definition: "team:worker"}
	done := TaskWrite{TaskID: "1", Status: StatusCompleted}
	cases := []struct {
		name string
		md   map[string]json.RawMessage
		want string // "" lets it through
	}{
		{"no handoff", nil, "no HANDOFF is stored on it"},
		{"a malformed handoff", metadata(KeyHandoff, `{"produced":"x"}`), "its stored HANDOFF is not valid"},
		{"a handoff", metadata(KeyHandoff, validHandoff), ""},
		{"rejected, not revised", metadata(KeyHandoff, validHandoff, KeyHandoffRejection, validRejection), "has not stored revision 2"},
		{"rejected, revised", metadata(KeyHandoff, validHandoff, KeyHandoffRejection, validRejection, KeyRevision, `2`), ""},
		{"a teachback task without its teachback", metadata(KeyTeachbackTask, `true`), "stored no metadata.teachback_submit"},
		{"a teachback task with it", metadata(KeyTeachbackTask, `true`, KeyTeachback, `{"plan":"p"}`), ""},
		{"a stored teachback and no handoff", metadata(KeyTeachback, `{"plan":"p"}`), ""},
	}
	for _, c := range cases {
		task := &ledger.Task{ID: "1", Owner: "worker", Status: "in_progress", Metadata: c.md}
		got := LeadCompletion(done, task, worker, nil, leadNow)
		if c.want == "" && got != "" || c.want != "" && !strings.Contains(got, c.want) {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
	bare := &ledger.Task{ID: "1", Owner: "worker", Status: "in_progress"}
	if LeadCompletion(done, bare, worker, []string{"worker"}, leadNow) != "" {
		t.Error("self_complete does not exempt")
	}
	if LeadCompletion(TaskWrite{TaskID: "1", Status: "in_progress"}, bare, worker, nil, leadNow) != "" {
		t.Error("an update that does not complete refused")
	}
	if LeadCompletion(done, nil, worker, nil, leadNow) != "" {
		t.Error("a task the ledger does not know refused")
	}
}

func TestResubmission(t *testing.T) {
	task := &ledger.Task{ID: "7", Owner: "worker", Metadata: metadata(KeyHandoff, validHandoff, KeyHandoffRejection, validRejection)}
	write := func(kv ...string) TaskWrite { return TaskWrite{TaskID: "7", Metadata: metadata(kv...)} }
	if r := Resubmission(write(KeyHandoff, validHandoff), task, leadNow); !strings.Contains(r, "this one has none") || !strings.Contains(r, `"revision_number": 2`) {
		t.Errorf("no revision: %q", r)
	}
	if r := Resubmission(write(KeyHandoff, validHandoff, KeyRevision, `1`), task, leadNow); !strings.Contains(r, "this one has 1") {
		t.Errorf("the same revision: %q", r)
	}
	if r := Resubmission(write(KeyHandoff, validHandoff, KeyRevision, `2`), task, leadNow); r != "" {
		t.Errorf("the next revision refused: %q", r)
	}
	if r := Resubmission(write(KeyWait, `null`), task, leadNow); r != "" {
		t.Errorf("a write that re-submits nothing refused: %q", r)
	}
	if r := Resubmission(write(KeyHandoff, validHandoff), &ledger.Task{ID: "8"}, leadNow); r != "" {
		t.Errorf("a task never rejected: %q", r)
	}
	tb := &ledger.Task{ID: "9", Metadata: metadata(KeyTeachback, `{}`, KeyTeachbackRejection, `{"reason":"r","corrections":["c"],"since":"2026-11-28T11:00:00Z","revision_number":3}`)}
	if r := Resubmission(TaskWrite{TaskID: "9", Metadata: metadata(KeyTeachback, `{}`)}, tb, leadNow); !strings.Contains(r, "teachback_submit") || !strings.Contains(r, `"revision_number": 4`) {
		t.Errorf("a teachback re-submission: %q", r)
	}
	for _, key := range []string{KeyHandoffRejection, KeyTeachbackRejection, KeyTeachbackApproved} {
		if LeadOnly(TaskWrite{Metadata: metadata(key, `{"x":1}`)}) == "" {
			t.Errorf("a teammate's %s let through", key)
		}
	}
	if LeadOnly(TaskWrite{Metadata: metadata(KeyHandoffRejection, `null`)}) != "" {
		t.Error("a teammate clearing nothing refused")
	}
}

// A rejection restarts the completion path: the wait set before it no
// longer lets the teammate go idle, a revision does.
func TestIdleAfterRejection(t *testing.T) {
	wait := waitJSON(AwaitingLeadCompletion, "2026-11-28T11:30:00Z")
	task := &ledger.Task{ID: "1", Owner: "worker", Status: "in_progress", Step: ledger.None, Metadata: metadata(KeyHandoff, validHandoff, KeyHandoffRejection, validRejection, KeyWait, string(wait))}
	if vs := Idle([]*ledger.Task{task}, leadNow); len(vs) != 1 || !strings.Contains(vs[0].Message, "team-lead rejected your handoff (revision 1: r; corrections: c)") {
		t.Fatalf("an unrevised rejection: %v", vs)
	}
	task.Metadata[KeyRevision] = json.RawMessage(`2`)
	task.Step = ledger.Waiting
	if vs := Idle([]*ledger.Task{task}, leadNow); len(vs) != 0 {
		t.Fatalf("a revised task: %v", vs)
	}
	// Waiting for a peer's help with the corrections, set after the
	// rejection, counts.
	delete(task.Metadata, KeyRevision)
	task.Metadata[KeyWait] = waitJSON("awaiting_peer_response", "2026-11-28T11:30:00Z")
	if vs := Idle([]*ledger.Task{task}, leadNow); len(vs) != 0 {
		t.Fatalf("a wait for a peer after the rejection: %v", vs)
	}
}

func TestMessageForms(t *testing.T) {
	msg := func(message, summary string) json.RawMessage {
		b, _ := json.Marshal(map[string]string{"to": Lead, "message": message, "summary": summary})
		return b
	}
	for _, c := range []struct{ message, summary, want string }{
		{"[w→team-lead] Standing by.", "idle", "says only that you are idle"},
		{"[w→team-lead] still waiting… 🙂", "", "says only that you are idle"},
		{"Acknowledged!", "", "says only that you are idle"},
		{"[w→team-lead] Waiting for team-lead", "", "says only that you are idle"},
		{"[w->team-lead] idle on task 4", "", "says only that you are idle"},
		{"[w→team-lead] BLOCKER: the lock file is held.", "", `a BLOCKER message carries a "Partial HANDOFF" part`},
		{"[w→team-lead] ALGEDONIC [ALERT] Issue: x", "", "lacks Evidence:, Impact:, Recommended Action:, Partial HANDOFF"},
		{"[w→team-lead] ⚠️ ALGEDONIC Issue: x Evidence: y Impact: z Recommended Action: a Partial HANDOFF: b", "", "lacks [HALT] or [ALERT]"},
		{"[w→team-lead] Done.", "[w→team-lead] done", "the summary of a message takes no"},
	} {
		if got := Message(msg(c.message, c.summary)); !strings.Contains(got, c.want) {
			t.Errorf("%q / %q: %q, want %q", c.message, c.summary, got, c.want)
		}
	}
	for _, ok := range []string{
		"[w→team-lead] Waiting for you to complete #12 — the HANDOFF is stored.",
		"[w→team-lead] Standing by for the schema change; task 3 is blocked until it lands, HANDOFF stored.",
		"[w→team-lead] OK, I will take task 5 next.",
		"[w→team-lead] BLOCKER: lock held.\n\nPartial HANDOFF:\n- produced: a.go",
		"[w→team-lead] ALGEDONIC [HALT]\nIssue: a\nEvidence: b\nImpact: c\nRecommended Action: d\nPartial HANDOFF: e",
		"[w→team-lead] The BLOCKER: label is for blockers only.",
	} {
		if got := Message(msg(ok, "s")); got != "" {
			t.Errorf("%q refused: %s", ok, got)
		}
	}
}

func TestChannel(t *testing.T) {
	if Channel("worker", "[worker→team-lead] done, HANDOFF stored", false) == "" {
		t.Error("a final message to the lead, never sent, let through")
	}
	for _, c := range []struct {
		text string
		sent bool
	}{
		{"[worker→team-lead] done", true},
		{"Task 1 done.", false},
		{"[worker→reviewer] done", false},
		{"[other→team-lead] done", false},
	} {
		if Channel("worker", c.text, c.sent) != "" {
			t.Errorf("%q (sent %v) blocked", c.text, c.sent)
		}
	}
}

func TestProducedPath(t *testing.T) {
	for in, want := range map[string]string{
		"src/app.go":                       "src/app.go",
		"src/app.go:12 — the handler":      "src/app.go",
		"`internal/x/y.go:3-9`":            "internal/x/y.go",
		"README.md":                        "README.md",
		"docs/":                            "docs/",
		"Makefile":                         "",
		"a new README section":             "",
		"/etc/hosts":                       "",
		"https://example.com/a.html":       "",
		"v2":                               "",
		"the migration — pending review.":  "",
		"~/notes.md":                       "",
		"internal/team/lead.go — new file": "internal/team/lead.go",
	} {
		if got := producedPath(in); got != want {
			t.Errorf("producedPath(%q) = %q, want %q", in, got, want)
		}
	}
	exists := func(p string) bool { return p == "src/app.go" }
	got := MissingProduced(json.RawMessage(`{"produced":["src/app.go","src/gone.go — x","prose"]}`), exists)
	if len(got) != 1 || got[0] != "src/gone.go" {
		t.Errorf("MissingProduced = %q", got)
	}
	if MissingProduced(json.RawMessage(`"HANDOFF\n- produced: src/gone.go"`), exists) != nil {
		t.Error("a HANDOFF as one string searched for files")
	}
}

func TestGitWrite(t *testing.T) {
	for in, want := range map[string]string{
		"git commit -m x":                        "commit",
		"git -C repo commit -am x":               "commit",
		"go test ./... && git push origin main":  "push",
		"GIT_AUTHOR_NAME=x git commit":           "commit",
		"cd a; /usr/bin/git commit --amend":      "commit",
		"(cd sub && git push)":                   "push",
		"sudo git -c user.name=x commit":         "commit",
		"git status":                             "",
		"echo git commit":                        "",
		"git log --grep commit":                  "",
		"grep -r 'git commit' docs":              "",
		"git diff | tee out.txt":                 "",
		"gitk":                                   "",
		"git --no-pager log -1 --format=%H push": "",
	} {
		if got := GitWrite(in); got != want {
			t.Errorf("GitWrite(%q) = %q, want %q", in, got, want)
		}
	}
	if Commits(json.RawMessage(`{"command":"git commit -m x"}`)) == "" || Commits(json.RawMessage(`{"command":"ls"}`)) != "" {
		t.Error("Commits")
	}
}
