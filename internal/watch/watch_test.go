package watch

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/fsnotify/fsnotify"

	"github.com/team-hook/team-hook/internal/envelope"
	"github.com/team-hook/team-hook/internal/ledger"
	"github.com/team-hook/team-hook/internal/testwait"
)

// output collects what Run prints, safe to read while Run writes.
type output struct {
	mu  sync.Mutex
	buf strings.Builder
}

func (o *output) Write(p []byte) (int, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.buf.Write(p)
}

func (o *output) String() string {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.buf.String()
}

// waitFor waits until the output holds every want, after the first from
// bytes, and returns the output's length then.
func (o *output) waitFor(t *testing.T, from int, want ...string) int {
	t.Helper()
	for {
		s := o.String()
		ok := true
		for _, w := range want {
			if !strings.Contains(s[from:], w) {
				ok = false
			}
		}
		if ok {
			return len(s)
		}
		if testwait.Expired(t) {
			t.Fatalf("output lacks %q after %d bytes:\n%s", want, from, s)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// start runs the view on dir until the test ends, checking that it
// returns nil once cancelled.
func start(t *testing.T, dir string) (*output, context.CancelFunc) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	out := &output{}
	done := make(chan error, 1)
	go func() { done <- Run(ctx, dir, out) }()
	stopped := false
	stop := func() {
		if stopped {
			return
		}
		stopped = true
		cancel()
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("Run returned %v after cancel, want nil", err)
			}
		case <-testwait.After(t):
			t.Error("Run did not return after cancel")
		}
	}
	t.Cleanup(stop)
	return out, stop
}

func twoQuestions() envelope.Request {
	return envelope.Request{Form: envelope.FormEnvelope, Ask: envelope.AskInput{Questions: []envelope.Question{
		{Question: "Which database?", Header: "DB", Options: []envelope.Option{{Label: "Postgres"}, {Label: "SQLite"}}},
		{Question: "Which caches?", Header: "Cache", MultiSelect: true, Options: []envelope.Option{{Label: "Redis"}, {Label: "None"}}},
	}}}
}

func TestRunReportsLifecycle(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "ledger")
	s, err := ledger.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	out, stop := start(t, dir)
	n := out.waitFor(t, 0, "watching "+dir)

	update := func(fn func(r *ledger.Record)) {
		t.Helper()
		if _, err := s.Update("a1", func(r *ledger.Record) error { fn(r); return nil }); err != nil {
			t.Fatal(err)
		}
	}
	update(func(r *ledger.Record) {
		r.SessionID, r.AgentType = "s1", "team:questioner"
		r.AddRound(twoQuestions(), time.Now())
	})
	n = out.waitFor(t, n,
		"pending    team:questioner a1: 2 questions\n",
		"    Which database? [Postgres | SQLite]\n",
		"    Which caches? [Redis | None] (several allowed)\n")

	update(func(r *ledger.Record) { r.MarkDelivered(time.Now()) })
	n = out.waitFor(t, n, "delivered  team:questioner a1")

	update(func(r *ledger.Record) {
		r.State = ledger.Answered
		r.Current().Answers = map[string]string{"Which caches?": "Redis, None", "Which database?": "Postgres"}
	})
	n = out.waitFor(t, n, "answered   team:questioner a1\n    Which database? → Postgres\n    Which caches? → Redis, None\n")

	update(func(r *ledger.Record) { r.State = ledger.Resumed })
	n = out.waitFor(t, n, "resumed    team:questioner a1")

	// Writing the record again without a change prints nothing.
	update(func(r *ledger.Record) {})

	path, err := s.WriteDispatchFailure(ledger.DispatchFailure{
		SessionID: "s1", AgentID: "a2", AgentType: "team:planner", Phase: "design", Attempts: 3,
		Contracts: []string{"envelope"},
		Errors:    []string{"envelope (line 3): header too long", "two\nlines"}, Message: "final",
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Update("a2", func(r *ledger.Record) error {
		r.SessionID, r.AgentType = "s1", "team:planner"
		r.SetFailed(path, time.Now())
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	n = out.waitFor(t, n,
		"FAILED     team:planner a2: dispatch failure (broke envelope) in phase design after 3 attempts, "+path+"\n",
		"    - envelope (line 3): header too long\n",
		"    - two lines\n")

	// A second round of the same agent is news again.
	update(func(r *ledger.Record) {
		r.AddRound(envelope.Request{Ask: envelope.AskInput{Questions: []envelope.Question{
			{Question: "Ship it?", Header: "Ship", Options: []envelope.Option{{Label: "Yes"}, {Label: "No"}}},
		}}}, time.Now())
	})
	n = out.waitFor(t, n, "pending    team:questioner a1: 1 question\n    Ship it? [Yes | No]\n")

	stop()
	all := out.String()
	for _, once := range []string{"resumed    team:questioner a1", "FAILED     team:planner a2", "delivered  team:questioner a1"} {
		if c := strings.Count(all, once); c != 1 {
			t.Errorf("%q printed %d times, want once:\n%s", once, c, all)
		}
	}
	if strings.Contains(all, ".tmp") || strings.Contains(all, ".lock") {
		t.Errorf("temporary or lock files reported:\n%s", all)
	}
	_ = n
}

func TestRunWaitsForLedgerToAppear(t *testing.T) {
	project := t.TempDir()
	dir := ledger.DefaultDir(project) // project/.claude/team-hook: neither exists yet
	out, _ := start(t, dir)
	n := out.waitFor(t, 0, "waiting for "+dir)
	s, err := ledger.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Update("b1", func(r *ledger.Record) error {
		r.AgentType = "Explore"
		r.AddRound(twoQuestions(), time.Now())
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	out.waitFor(t, n, "pending    Explore b1: 2 questions\n")
}

func TestRunShowsOpenRecordsAtStartAndIgnoresStrayFiles(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "ledger")
	s, err := ledger.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	for id, state := range map[string]ledger.State{"open": ledger.Pending, "done": ledger.Resumed} {
		if _, err := s.Update(id, func(r *ledger.Record) error {
			r.AgentType = "team:" + id
			r.AddRound(twoQuestions(), time.Now())
			r.State = state
			return nil
		}); err != nil {
			t.Fatal(err)
		}
	}
	old, err := s.WriteDispatchFailure(ledger.DispatchFailure{AgentID: "old", AgentType: "team:old", Attempts: 3})
	if err != nil {
		t.Fatal(err)
	}
	out, stop := start(t, dir)
	n := out.waitFor(t, 0, "pending    team:open open: 2 questions")
	if !strings.HasPrefix(out.String(), "watching "+dir+" (Ctrl-C to stop)\n") {
		t.Errorf("open records shown before the header:\n%s", out.String())
	}
	// Temporary, lock and foreign files are not events.
	agents := ledger.AgentsDir(dir)
	for _, name := range []string{".x.json.1.tmp", "x.lock", "notes.txt"} {
		if err := os.WriteFile(filepath.Join(agents, name), []byte("{}"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	os.WriteFile(filepath.Join(ledger.FailuresDir(dir), ".y.md.1.tmp"), []byte("---\n---\n"), 0o600)
	// A real change after the stray files proves they were seen and skipped.
	if _, err := s.Update("late", func(r *ledger.Record) error {
		r.AgentType = "team:late"
		r.AddRound(twoQuestions(), time.Now())
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	out.waitFor(t, n, "pending    team:late late")
	stop()
	all := out.String()
	if strings.Contains(all, "team:done") {
		t.Errorf("a finished conversation was shown at start:\n%s", all)
	}
	if strings.Contains(all, old) || strings.Contains(all, "team:old") {
		t.Errorf("an old dispatch failure was shown as news:\n%s", all)
	}
	if got := strings.Count(all, "\n"); got != 1+3+3 {
		t.Errorf("%d lines, want 7 (header, open record, late record):\n%s", got, all)
	}
}

func TestRunFollowsLedgerRemovedAndRecreated(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "ledger")
	if _, err := ledger.Open(dir); err != nil {
		t.Fatal(err)
	}
	out, _ := start(t, dir)
	n := out.waitFor(t, 0, "watching "+dir)
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	// Let the removal be seen before the ledger comes back.
	time.Sleep(50 * time.Millisecond)
	s, err := ledger.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Update("c1", func(r *ledger.Record) error {
		r.AgentType = "team:again"
		r.AddRound(twoQuestions(), time.Now())
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	out.waitFor(t, n, "pending    team:again c1: 2 questions\n")
}

// A watch fsnotify dropped (as inotify can when a folder is removed and
// made again at once) is put back by resync, and what was written in the
// meantime is reported once.
func TestResyncRestoresADroppedWatch(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "ledger")
	s, err := ledger.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	fw, err := fsnotify.NewWatcher()
	if err != nil {
		t.Fatal(err)
	}
	defer fw.Close()
	var out strings.Builder
	v := &view{
		dir: dir, agents: ledger.AgentsDir(dir), failures: ledger.FailuresDir(dir), fw: fw, w: &out,
		watched: map[string]bool{}, seen: map[string]snapshot{}, reported: map[string]bool{},
	}
	if err := v.setup(true); err != nil {
		t.Fatal(err)
	}
	fw.Remove(v.agents) // dropped behind the view's back
	if _, err := s.Update("c1", func(r *ledger.Record) error {
		r.AgentType = "team:late"
		r.AddRound(twoQuestions(), time.Now())
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	v.resync()
	v.resync()
	if !slices.Contains(fw.WatchList(), v.agents) {
		t.Errorf("agents folder not watched again: %v", fw.WatchList())
	}
	if got := strings.Count(out.String(), "team:late c1"); got != 1 {
		t.Errorf("record reported %d times:\n%s", got, out.String())
	}
}

// A team as it changes: a teammate joining, its task claimed, the steps of
// its completion path, its waits (a stale one marked once), its blocks.
func TestRunReportsTeam(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "ledger")
	s, err := ledger.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	// Open at the start: a task in progress, with a stale wait.
	if _, err := s.RecordTaskCall("session-1", ledger.TaskCall{
		TaskID: "1", Subject: "Old", Status: "in_progress", Owner: "helper",
		Metadata: map[string]json.RawMessage{"intentional_wait": json.RawMessage(`{"reason":"awaiting_peer_response","expected_resolver":"peer","since":"2020-01-01T00:00:00Z"}`)},
	}, now); err != nil {
		t.Fatal(err)
	}
	if _, err := s.RecordTaskCall("session-1", ledger.TaskCall{TaskID: "9", Subject: "Done", Status: "completed"}, now); err != nil {
		t.Fatal(err)
	}
	out, stop := start(t, dir)
	n := out.waitFor(t, 0, "task       session-1 task 1 (Old): in_progress, owner helper\n",
		"STALE      helper on session-1 task 1: awaiting_peer_response (peer) since ")
	must := func(_ *ledger.Team, err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(s.Join("session-1", ledger.Member{Name: "worker", Definition: "team:worker", AgentID: "aworker-0123456789abcdef"}, now))
	n = out.waitFor(t, n, "joined     worker in team session-1 (team:worker)\n")
	must(s.RecordTaskCall("session-1", ledger.TaskCall{TaskID: "2", Subject: "Compute 2+2", Status: "in_progress", ClaimedBy: "worker"}, now))
	n = out.waitFor(t, n, "task       session-1 task 2 (Compute 2+2): in_progress, owner worker\n")
	must(s.RecordTaskCall("session-1", ledger.TaskCall{TaskID: "2", Handoff: true}, now))
	n = out.waitFor(t, n, "step       worker on session-1 task 2 (Compute 2+2): stored its HANDOFF\n")
	must(s.Report("session-1", "worker", now))
	n = out.waitFor(t, n, "step       worker on session-1 task 2 (Compute 2+2): told the lead\n")
	since := time.Now().UTC().Format(time.RFC3339)
	must(s.RecordTaskCall("session-1", ledger.TaskCall{
		TaskID: "2", AwaitLead: true,
		Metadata: map[string]json.RawMessage{"intentional_wait": json.RawMessage(`{"reason":"awaiting_lead_completion","expected_resolver":"lead","since":"` + since + `"}`)},
	}, now))
	n = out.waitFor(t, n, "step       worker on session-1 task 2 (Compute 2+2): waits for the lead to complete it\n",
		"waits      worker on session-1 task 2 (Compute 2+2): awaiting_lead_completion (lead) since ")
	// The lead rejects the handoff (§9a), and the teammate stores its
	// revision.
	must(s.RecordTaskCall("session-1", ledger.TaskCall{
		TaskID: "2", Rejected: true,
		Metadata: map[string]json.RawMessage{"handoff_rejection": json.RawMessage(`{"reason":"Show the working.","corrections":["add the steps"],"since":"` + since + `","revision_number":1}`)},
	}, now))
	n = out.waitFor(t, n, "rejected   worker's handoff on session-1 task 2 (Compute 2+2) (revision 1): Show the working.\n")
	must(s.RecordTaskCall("session-1", ledger.TaskCall{TaskID: "2", Handoff: true, Metadata: map[string]json.RawMessage{"revision_number": json.RawMessage(`2`)}}, now))
	n = out.waitFor(t, n, "revision   worker on session-1 task 2 (Compute 2+2): revision 2 stored\n")
	if _, err := s.CountTurnEnd("session-1", "worker", true, 2, ledger.Block{At: now, Event: "TeammateIdle", Reason: "team: task 3 is in progress"}); err != nil {
		t.Fatal(err)
	}
	out.waitFor(t, n, "blocked    worker at TeammateIdle: team: task 3 is in progress\n")
	stop()
	all := out.String()
	if strings.Count(all, "STALE") != 1 || strings.Contains(all, "Done") {
		t.Errorf("the stale wait shown more than once, or a finished task shown at start:\n%s", all)
	}
}
