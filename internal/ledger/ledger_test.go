package ledger

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/team-hook/team-hook/internal/envelope"
)

// The concurrency tests re-run this test binary as plain processes: with
// helperEnv set, TestMain performs one ledger change and exits instead of
// running tests.
const helperEnv = "LEDGER_TEST_HELPER"

func TestMain(m *testing.M) {
	if mode := os.Getenv(helperEnv); mode != "" {
		if err := runHelper(mode, os.Args[len(os.Args)-3:]); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// runHelper waits for the start file, so that every process touches the
// ledger at the same moment, then makes its change. The test writes the
// file once all helpers run; a helper whose test is gone (it failed before
// that) gives up rather than wait for ever.
func runHelper(mode string, args []string) error {
	dir, id, start := args[0], args[1], args[2]
	parent := os.Getppid()
	for ; ; time.Sleep(time.Millisecond) {
		if _, err := os.Stat(start); err == nil {
			break
		}
		if os.Getppid() != parent {
			return errors.New("the test ended before the start file appeared")
		}
	}
	s, err := Open(dir)
	if err != nil {
		return err
	}
	switch mode {
	case "pending":
		_, err = s.Update(id, func(r *Record) error {
			r.SessionID = "s-concurrent"
			r.AgentType = "team:questioner"
			r.AddRound(sampleRequest("Question of "+id+"?"), time.Now())
			return nil
		})
	case "increment":
		for i := 0; i < 2 && err == nil; i++ {
			_, err = s.Update(id, func(r *Record) error {
				r.Blocks++
				return nil
			})
		}
	default:
		err = fmt.Errorf("unknown helper mode %q", mode)
	}
	return err
}

func sampleRequest(questions ...string) envelope.Request {
	req := envelope.Request{Form: envelope.FormEnvelope, Line: 3}
	for i, q := range questions {
		req.Ask.Questions = append(req.Ask.Questions, envelope.Question{
			Question: q,
			Header:   fmt.Sprintf("Q%d", i+1),
			Options: []envelope.Option{
				{Label: "Yes", Description: "Go ahead."},
				{Label: "No", Description: "Stop here."},
			},
		})
	}
	return req
}

func openTemp(t *testing.T) (*Store, string) {
	t.Helper()
	dir := filepath.Join(t.TempDir(), ".claude", "team-hook")
	s, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	return s, dir
}

// fakeClock counts the waits of a lock instead of sleeping them: its time
// moves only when it is slept on.
type fakeClock struct {
	now    time.Time
	sleeps int
	waited time.Duration
}

func (c *fakeClock) Now() time.Time { return c.now }

func (c *fakeClock) Sleep(d time.Duration) {
	c.sleeps++
	c.waited += d
	c.now = c.now.Add(d)
}

// countingClock gives s a fakeClock starting now.
func countingClock(s *Store) *fakeClock {
	c := &fakeClock{now: time.Now()}
	s.clock = c
	return c
}

// leftovers lists temporary and lock files under the ledger.
func leftovers(t *testing.T, dir string) []string {
	t.Helper()
	var bad []string
	filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if strings.HasSuffix(name, tempExt) || strings.HasSuffix(name, lockExt) {
			bad = append(bad, path)
		}
		return nil
	})
	return bad
}

func TestDefaultDir(t *testing.T) {
	got := DefaultDir(filepath.FromSlash("/p/proj"))
	want := filepath.FromSlash("/p/proj/.claude/team-hook")
	if got != want {
		t.Fatalf("DefaultDir = %q, want %q", got, want)
	}
}

func TestOpenCreatesPrivateIgnoredDir(t *testing.T) {
	_, dir := openTemp(t)
	fi, err := os.Stat(dir)
	if err != nil {
		t.Fatal(err)
	}
	if perm := fi.Mode().Perm(); perm != 0o700 && runtime.GOOS != "windows" {
		t.Errorf("ledger dir mode = %v, want 0700", perm)
	}
	data, err := os.ReadFile(filepath.Join(dir, ".gitignore"))
	if err != nil {
		t.Fatal(err)
	}
	if string(data) != "*\n" {
		t.Errorf(".gitignore = %q, want %q", data, "*\n")
	}
	for _, sub := range []string{AgentsDir(dir), FailuresDir(dir)} {
		if fi, err := os.Stat(sub); err != nil || !fi.IsDir() {
			t.Errorf("%s not created: %v", sub, err)
		}
	}
	// Opening again keeps a .gitignore the user edited.
	if err := os.WriteFile(filepath.Join(dir, ".gitignore"), []byte("*\n!keep\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := Open(dir); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(filepath.Join(dir, ".gitignore")); string(data) != "*\n!keep\n" {
		t.Errorf("reopening rewrote .gitignore: %q", data)
	}
}

func TestValidID(t *testing.T) {
	for _, tc := range []struct {
		id string
		ok bool
	}{
		{"a1e80360502c92676", true},
		{"agent_1-2.b", true},
		{strings.Repeat("a", maxIDLen), true},
		{"", false},
		{"../../etc", false},
		{"..", false},
		{".hidden", false},
		{"a/b", false},
		{`a\b`, false},
		{"a\x00b", false},
		{"a b", false},
		{"a:b", false},
		{"é", false},
		{strings.Repeat("a", maxIDLen+1), false},
		{"con", false},
		{"LPT1.x", false},
		{"console", true},
	} {
		err := ValidID(tc.id)
		if (err == nil) != tc.ok {
			t.Errorf("ValidID(%q) = %v, want ok=%v", tc.id, err, tc.ok)
		}
		if err != nil && !errors.Is(err, ErrBadID) {
			t.Errorf("ValidID(%q) error %v does not wrap ErrBadID", tc.id, err)
		}
	}
}

func TestHostileIDsNeverTouchTheDisk(t *testing.T) {
	s, dir := openTemp(t)
	parent := filepath.Dir(dir)
	for _, id := range []string{"../../etc", "../escape", "a/b", "", "x\x00y", "."} {
		if _, err := s.Update(id, func(r *Record) error { return nil }); !errors.Is(err, ErrBadID) {
			t.Errorf("Update(%q) error = %v, want ErrBadID", id, err)
		}
		if _, err := s.Get(id); !errors.Is(err, ErrBadID) {
			t.Errorf("Get(%q) error = %v, want ErrBadID", id, err)
		}
		if _, err := s.Path(id); !errors.Is(err, ErrBadID) {
			t.Errorf("Path(%q) error = %v, want ErrBadID", id, err)
		}
		if _, err := s.WriteDispatchFailure(DispatchFailure{AgentID: id}); !errors.Is(err, ErrBadID) {
			t.Errorf("WriteDispatchFailure(%q) error = %v, want ErrBadID", id, err)
		}
	}
	if _, err := os.Stat(filepath.Join(parent, "escape.json")); err == nil {
		t.Error("a record escaped the ledger directory")
	}
}

func TestUpdateGetRoundTrip(t *testing.T) {
	s, dir := openTemp(t)
	if r, err := s.Get("a1"); r != nil || err != nil {
		t.Fatalf("Get of a missing record = %v, %v; want nil, nil", r, err)
	}
	stopped := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	var seen Record
	r, err := s.Update("a1", func(r *Record) error {
		seen = *r
		r.SessionID = "s1"
		r.AgentType = "team:questioner"
		r.AddRound(sampleRequest("Which database?"), stopped)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if seen.AgentID != "a1" || seen.State != "" || len(seen.Rounds) != 0 {
		t.Errorf("fn saw %+v, want a zero record with AgentID set", seen)
	}
	if r.Updated.IsZero() {
		t.Error("Updated not set")
	}
	got, err := s.Get("a1")
	if err != nil {
		t.Fatal(err)
	}
	if got.State != Pending || got.SessionID != "s1" || got.AgentType != "team:questioner" ||
		!got.StoppedAt.Equal(stopped) || len(got.Rounds) != 1 ||
		got.Rounds[0].Request.Ask.Questions[0].Question != "Which database?" {
		t.Errorf("Get = %+v", got)
	}
	path, _ := s.Path("a1")
	if want := filepath.Join(dir, "agents", "a1.json"); path != want {
		t.Errorf("Path = %q, want %q", path, want)
	}
	if bad := leftovers(t, dir); len(bad) > 0 {
		t.Errorf("left behind: %v", bad)
	}
}

func TestUpdateFnErrorsLeaveRecord(t *testing.T) {
	s, dir := openTemp(t)
	if _, err := s.Update("a1", func(r *Record) error { r.Blocks = 1; return nil }); err != nil {
		t.Fatal(err)
	}
	boom := errors.New("boom")
	if _, err := s.Update("a1", func(r *Record) error { r.Blocks = 7; return boom }); !errors.Is(err, boom) {
		t.Errorf("Update error = %v, want boom", err)
	}
	r, err := s.Update("a1", func(r *Record) error { r.Blocks = 9; return ErrSkip })
	if err != nil || r == nil {
		t.Fatalf("Update with ErrSkip = %v, %v; want the record and no error", r, err)
	}
	if got, _ := s.Get("a1"); got.Blocks != 1 {
		t.Errorf("Blocks = %d, want 1: a failed or skipped update was written", got.Blocks)
	}
	if bad := leftovers(t, dir); len(bad) > 0 {
		t.Errorf("left behind: %v", bad)
	}
}

func TestListFiltersAndSortsByStop(t *testing.T) {
	s, dir := openTemp(t)
	base := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		id, session string
		offset      time.Duration
	}{
		{"c", "s1", 1 * time.Second},
		{"a", "s1", 3 * time.Second},
		{"b", "s2", 2 * time.Second},
		{"d", "s1", 1 * time.Second}, // same instant as c: id breaks the tie
	} {
		if _, err := s.Update(c.id, func(r *Record) error {
			r.SessionID = c.session
			r.AddRound(sampleRequest("Q?"), base.Add(c.offset))
			return nil
		}); err != nil {
			t.Fatal(err)
		}
	}
	// Temporary, lock and foreign files are not records.
	for _, name := range []string{".x.json.123.tmp", "x.lock", "notes.txt", ".hidden.json"} {
		os.WriteFile(filepath.Join(AgentsDir(dir), name), []byte("{"), 0o600)
	}
	ids := func(recs []*Record) string {
		var out []string
		for _, r := range recs {
			out = append(out, r.AgentID)
		}
		return strings.Join(out, ",")
	}
	all, err := s.List("")
	if err != nil {
		t.Fatal(err)
	}
	if got := ids(all); got != "c,d,b,a" {
		t.Errorf("List(\"\") = %s, want c,d,b,a", got)
	}
	s1, err := s.List("s1")
	if err != nil {
		t.Fatal(err)
	}
	if got := ids(s1); got != "c,d,a" {
		t.Errorf("List(s1) = %s, want c,d,a", got)
	}
	none, err := s.List("other")
	if err != nil || len(none) != 0 {
		t.Errorf("List(other) = %v, %v; want nothing", none, err)
	}
}

func TestListReportsCorruptRecordButKeepsOthers(t *testing.T) {
	s, dir := openTemp(t)
	for _, id := range []string{"good", "bad"} {
		if _, err := s.Update(id, func(r *Record) error { r.SessionID = "s"; return nil }); err != nil {
			t.Fatal(err)
		}
	}
	os.WriteFile(filepath.Join(AgentsDir(dir), "bad.json"), []byte("{not json"), 0o600)
	recs, err := s.List("s")
	if err == nil {
		t.Error("corrupt record not reported")
	}
	if len(recs) != 1 || recs[0].AgentID != "good" {
		t.Errorf("List = %v, want the good record", recs)
	}
}

func TestAddRoundKeepsConversation(t *testing.T) {
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	var r Record
	r.AddRound(sampleRequest("First?"), t0)
	// Asked again before anyone saw it: the unseen round is replaced.
	r.AddRound(sampleRequest("First, revised?"), t0.Add(time.Second))
	if len(r.Rounds) != 1 || r.Rounds[0].Request.Ask.Questions[0].Question != "First, revised?" {
		t.Fatalf("undelivered round not replaced: %+v", r.Rounds)
	}
	r.MarkDelivered(t0.Add(2 * time.Second))
	r.State = Resumed
	r.Rounds[0].Answers = map[string]string{"First, revised?": "Yes"}
	r.AddRound(sampleRequest("Second?"), t0.Add(3*time.Second))
	if len(r.Rounds) != 2 || r.State != Pending || !r.StoppedAt.Equal(t0.Add(3*time.Second)) {
		t.Fatalf("second round: %+v", r)
	}
	if r.Rounds[0].Answers["First, revised?"] != "Yes" {
		t.Error("first round's answers lost")
	}
	if got := r.QuestionTexts(); len(got) != 1 || got[0] != "Second?" {
		t.Errorf("QuestionTexts = %v", got)
	}
}

func TestDueAndMarkDelivered(t *testing.T) {
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		name      string
		setup     func(r *Record)
		due       bool
		afterMark State
	}{
		{"pending", func(r *Record) { r.AddRound(sampleRequest("Q?"), t0) }, true, Delivered},
		{"failed", func(r *Record) { r.SetFailed("/f.md", t0) }, true, Failed},
		{"failed and delivered", func(r *Record) { r.SetFailed("/f.md", t0); r.FailureDeliveredAt = t0 }, false, Failed},
		{"delivered", func(r *Record) { r.AddRound(sampleRequest("Q?"), t0); r.State = Delivered }, false, Delivered},
		{"answered", func(r *Record) { r.AddRound(sampleRequest("Q?"), t0); r.State = Answered }, false, Answered},
		{"resumed", func(r *Record) { r.AddRound(sampleRequest("Q?"), t0); r.State = Resumed }, false, Resumed},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var r Record
			tc.setup(&r)
			if r.Due() != tc.due {
				t.Fatalf("Due = %v, want %v", r.Due(), tc.due)
			}
			if !tc.due {
				return
			}
			r.MarkDelivered(t0.Add(time.Minute))
			if r.Due() {
				t.Error("still due after MarkDelivered")
			}
			if r.State != tc.afterMark {
				t.Errorf("State = %s, want %s", r.State, tc.afterMark)
			}
		})
	}
}

// canWriteReadOnly reports whether permission bits are ignored here
// (root), which makes a read-only directory test meaningless.
func canWriteReadOnly(t *testing.T, dir string) bool {
	probe := filepath.Join(dir, "probe")
	if err := os.WriteFile(probe, nil, 0o600); err != nil {
		return false
	}
	os.Remove(probe)
	return true
}

func TestUpdateFailsOnReadOnlyLedger(t *testing.T) {
	s, dir := openTemp(t)
	agents := AgentsDir(dir)
	if err := os.Chmod(agents, 0o500); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.Chmod(agents, 0o700) })
	if canWriteReadOnly(t, agents) {
		t.Skip("permission bits are not enforced for this user (root)")
	}
	c := countingClock(s)
	if _, err := s.Update("a1", func(r *Record) error { return nil }); err == nil {
		t.Fatal("Update on a read-only ledger succeeded")
	}
	if c.sleeps != 0 {
		t.Errorf("a read-only ledger was waited on like a held lock (%d waits)", c.sleeps)
	}
}

// The same degradation as a read-only ledger, testable as root too: the
// agents folder is not a directory.
func TestUpdateFailsWhenLedgerUnwritable(t *testing.T) {
	s, dir := openTemp(t)
	agents := AgentsDir(dir)
	if err := os.RemoveAll(agents); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(agents, []byte("in the way"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Update("a1", func(r *Record) error { return nil }); err == nil {
		t.Fatal("Update succeeded although the record cannot be written")
	}
}

func TestHeldLockTimesOut(t *testing.T) {
	s, dir := openTemp(t)
	lock := filepath.Join(AgentsDir(dir), "a1"+lockExt)
	if err := os.WriteFile(lock, []byte("1 other"), 0o600); err != nil {
		t.Fatal(err)
	}
	c := countingClock(s)
	_, err := s.Update("a1", func(r *Record) error { return nil })
	if !errors.Is(err, ErrLockTimeout) {
		t.Fatalf("Update with a held lock = %v, want ErrLockTimeout", err)
	}
	// It waited out lockWait, in backed-off steps (at most 32 ms each),
	// and gave up on the first try past it.
	if c.waited < lockWait || c.waited > lockWait+32*time.Millisecond {
		t.Errorf("waited %v in %d steps, want just over %v", c.waited, c.sleeps, lockWait)
	}
	if min := int(lockWait / (32 * time.Millisecond)); c.sleeps < min || c.sleeps > int(lockWait/time.Millisecond) {
		t.Errorf("%d waits for %v: the back-off is off", c.sleeps, lockWait)
	}
	if _, err := os.Stat(lock); err != nil {
		t.Error("someone else's fresh lock was removed")
	}
}

func TestStaleLockIsBroken(t *testing.T) {
	s, dir := openTemp(t)
	lock := filepath.Join(AgentsDir(dir), "a1"+lockExt)
	if err := os.WriteFile(lock, []byte("1 dead"), 0o600); err != nil {
		t.Fatal(err)
	}
	old := time.Now().Add(-2 * lockStale)
	if err := os.Chtimes(lock, old, old); err != nil {
		t.Fatal(err)
	}
	c := countingClock(s)
	if _, err := s.Update("a1", func(r *Record) error { r.Blocks = 1; return nil }); err != nil {
		t.Fatalf("Update with a stale lock: %v", err)
	}
	if c.sleeps != 0 {
		t.Errorf("a stale lock was waited on (%d waits)", c.sleeps)
	}
	if bad := leftovers(t, dir); len(bad) > 0 {
		t.Errorf("left behind: %v", bad)
	}
}

// A holder whose lock was broken as stale and taken by another process
// writes nothing when it finally commits: the lock file at the path is the
// other holder's, and neither it nor the record is touched.
func TestCommitAfterLockTakenOver(t *testing.T) {
	s, dir := openTemp(t)
	if _, err := s.Update("a1", func(r *Record) error { r.Blocks = 1; return nil }); err != nil {
		t.Fatal(err)
	}
	path, _ := s.Path("a1")
	before, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lockPath := filepath.Join(AgentsDir(dir), "a1"+lockExt)
	lock, err := takeWriteLock(lockPath, realClock{})
	if err != nil {
		t.Fatal(err)
	}
	// Another process breaks the lock and takes its own.
	if err := os.Remove(lockPath); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(lockPath, []byte("2 other"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := lock.commit(path, []byte("{}\n")); !errors.Is(err, ErrLockBroken) {
		t.Fatalf("commit after the lock was taken over = %v, want ErrLockBroken", err)
	}
	if got, _ := os.ReadFile(lockPath); string(got) != "2 other" {
		t.Errorf("the other holder's lock now holds %q", got)
	}
	if after, _ := os.ReadFile(path); string(after) != string(before) {
		t.Errorf("the record was written by a holder that lost its lock:\n%s", after)
	}
	lock.release()
	if _, err := os.Stat(lockPath); err != nil {
		t.Error("releasing a lost lock removed the other holder's")
	}
}

// An update that changes nothing (ErrSkip) or fails leaves no lock behind
// and the record as it was; one that succeeds leaves only the record.
func TestUpdateLeavesOnlyTheRecord(t *testing.T) {
	s, dir := openTemp(t)
	if _, err := s.Update("a1", func(r *Record) error { r.Blocks = 2; return nil }); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Update("a1", func(r *Record) error { return ErrSkip }); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Update("a1", func(r *Record) error { return errors.New("no") }); err == nil {
		t.Fatal("a failing change reported success")
	}
	if bad := leftovers(t, dir); len(bad) > 0 {
		t.Errorf("left behind: %v", bad)
	}
	r, err := s.Get("a1")
	if err != nil || r == nil || r.Blocks != 2 {
		t.Fatalf("record after a skipped and a failed change = %+v, %v; want Blocks 2", r, err)
	}
	path, _ := s.Path("a1")
	if fi, err := os.Stat(path); err != nil || (runtime.GOOS != "windows" && fi.Mode().Perm() != 0o600) {
		t.Errorf("record file %v, %v: want mode 0600", fi, err)
	}
}

// startHelpers starts n copies of the test binary in helper mode, opens
// the gate once all are running, and waits for them.
func startHelpers(t *testing.T, mode, dir string, ids []string) {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	gate := filepath.Join(t.TempDir(), "go")
	cmds := make([]*exec.Cmd, len(ids))
	outs := make([]*strings.Builder, len(ids))
	for i, id := range ids {
		cmd := exec.Command(exe, "-test.run=^$", dir, id, gate)
		cmd.Env = append(os.Environ(), helperEnv+"="+mode)
		outs[i] = &strings.Builder{}
		cmd.Stderr = outs[i]
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		cmds[i] = cmd
	}
	if err := os.WriteFile(gate, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	for i, cmd := range cmds {
		if err := cmd.Wait(); err != nil {
			t.Errorf("helper %d (%s): %v: %s", i, ids[i], err, outs[i])
		}
	}
}

func TestFiftyProcessesStopAtOnce(t *testing.T) {
	if testing.Short() {
		t.Skip("starts 50 processes")
	}
	s, dir := openTemp(t)
	const n = 50
	ids := make([]string, n)
	for i := range ids {
		ids[i] = fmt.Sprintf("agent%02d", i)
	}
	startHelpers(t, "pending", dir, ids)
	recs, err := s.List("s-concurrent")
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != n {
		t.Fatalf("%d records, want %d", len(recs), n)
	}
	for _, r := range recs {
		path, _ := s.Path(r.AgentID)
		data, err := os.ReadFile(path)
		if err != nil || !json.Valid(data) {
			t.Errorf("record %s torn: %v", r.AgentID, err)
		}
		if r.State != Pending || len(r.Rounds) != 1 ||
			r.Rounds[0].Request.Ask.Questions[0].Question != "Question of "+r.AgentID+"?" {
			t.Errorf("record %s wrong: %+v", r.AgentID, r)
		}
	}
	if bad := leftovers(t, dir); len(bad) > 0 {
		t.Errorf("left behind: %v", bad)
	}
}

func TestManyProcessesUpdateOneRecord(t *testing.T) {
	if testing.Short() {
		t.Skip("starts 50 processes")
	}
	s, dir := openTemp(t)
	const n = 50
	ids := make([]string, n)
	for i := range ids {
		ids[i] = "shared"
	}
	startHelpers(t, "increment", dir, ids)
	r, err := s.Get("shared")
	if err != nil {
		t.Fatal(err)
	}
	if r == nil || r.Blocks != 2*n {
		t.Fatalf("counter = %v, want %d: an update was lost", r, 2*n)
	}
	if bad := leftovers(t, dir); len(bad) > 0 {
		t.Errorf("left behind: %v", bad)
	}
}
