package ledger

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

func inSession(t testing.TB, s *Store, agentID, sessionID string) {
	t.Helper()
	if _, err := s.Update(agentID, func(r *Record) error { r.SessionID = sessionID; return nil }); err != nil {
		t.Fatal(err)
	}
}

// List of one session reads that session's records only: a broken record
// of another session is never opened.
func TestListReadsOnlyTheSessionsRecords(t *testing.T) {
	s, dir := openTemp(t)
	inSession(t, s, "a1", "s1")
	inSession(t, s, "a2", "s1")
	inSession(t, s, "b1", "s2")
	os.WriteFile(filepath.Join(AgentsDir(dir), "b1.json"), []byte("{not json"), 0o600)
	recs, err := s.List("s1")
	if err != nil || len(recs) != 2 {
		t.Fatalf("List(s1) = %d records, %v; want 2 and no error", len(recs), err)
	}
	if _, err := s.List("s2"); err == nil {
		t.Fatal("List(s2) did not report its broken record")
	}
	if recs, err := s.List("s3"); err != nil || len(recs) != 0 {
		t.Fatalf("List(s3) = %v, %v", recs, err)
	}
}

// A record that moved to another session is listed there only.
func TestListAfterARecordChangesSession(t *testing.T) {
	s, _ := openTemp(t)
	inSession(t, s, "a1", "s1")
	inSession(t, s, "a1", "s2")
	if recs, _ := s.List("s1"); len(recs) != 0 {
		t.Fatalf("List(s1) = %v", recs)
	}
	if recs, _ := s.List("s2"); len(recs) != 1 {
		t.Fatalf("List(s2) = %v", recs)
	}
}

// A ledger without the index (written before it existed) is read whole
// once and indexed for every session on the way.
func TestListIndexesALedgerWithoutIndex(t *testing.T) {
	s, dir := openTemp(t)
	inSession(t, s, "a1", "s1")
	inSession(t, s, "b1", "s2")
	if err := os.RemoveAll(filepath.Join(dir, sessionsDir)); err != nil {
		t.Fatal(err)
	}
	recs, err := s.List("s1")
	if err != nil || len(recs) != 1 || recs[0].AgentID != "a1" {
		t.Fatalf("List(s1) = %v, %v", recs, err)
	}
	for _, marker := range []string{"s1/a1", "s2/b1"} {
		if _, err := os.Stat(filepath.Join(dir, sessionsDir, marker)); err != nil {
			t.Errorf("not indexed: %v", err)
		}
	}
	if recs, _ := s.List("s2"); len(recs) != 1 || recs[0].AgentID != "b1" {
		t.Fatalf("List(s2) = %v", recs)
	}
}

// A session id unsafe as a file name is never a path: its records are
// found by reading every record.
func TestListWithAnUnsafeSessionID(t *testing.T) {
	s, dir := openTemp(t)
	inSession(t, s, "a1", "../../etc")
	if _, err := os.Stat(filepath.Join(dir, "..", "..", "etc")); err == nil {
		t.Fatal("the session id reached outside the ledger")
	}
	if recs, err := s.List("../../etc"); err != nil || len(recs) != 1 {
		t.Fatalf("List = %v, %v", recs, err)
	}
}

// When the index cannot be written the record is not written either, so
// that no record exists that List cannot find.
func TestUpdateFailsWhenTheIndexCannotBeWritten(t *testing.T) {
	s, dir := openTemp(t)
	if err := os.WriteFile(filepath.Join(dir, sessionsDir), []byte("in the way"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Update("a1", func(r *Record) error { r.SessionID = "s1"; return nil }); err == nil {
		t.Fatal("Update succeeded without its index")
	}
	if r, _ := s.Get("a1"); r != nil {
		t.Fatalf("record written without its index: %+v", r)
	}
}

// BenchmarkListOneSession: delivering to a session costs the same whatever
// the ledger holds from other sessions.
func BenchmarkListOneSession(b *testing.B) {
	for _, others := range []int{0, 5000} {
		b.Run(fmt.Sprintf("%d-other-records", others), func(b *testing.B) {
			s, err := Open(filepath.Join(b.TempDir(), "ledger"))
			if err != nil {
				b.Fatal(err)
			}
			for i := 0; i < others; i++ {
				inSession(b, s, fmt.Sprintf("old%05d", i), fmt.Sprintf("old-session-%d", i%50))
			}
			inSession(b, s, "current", "now")
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if recs, err := s.List("now"); err != nil || len(recs) != 1 {
					b.Fatal(recs, err)
				}
			}
		})
	}
}

// A folder of the ledger planted as a symbolic link is never written
// through: the ledger's writes stay inside it.
func TestLinkedFoldersAreRefused(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("symbolic links need privileges there")
	}
	for _, sub := range []string{agentsDir, failuresDir, sessionsDir} {
		t.Run(sub, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "ledger")
			outside := t.TempDir()
			os.MkdirAll(dir, 0o700)
			if err := os.Symlink(outside, filepath.Join(dir, sub)); err != nil {
				t.Fatal(err)
			}
			s, err := Open(dir)
			if err == nil {
				_, err = s.Update("a1", func(r *Record) error { r.SessionID = "s1"; return nil })
			}
			if err == nil {
				t.Fatalf("%s linked outside: no error", sub)
			}
			if entries, _ := os.ReadDir(outside); len(entries) != 0 {
				t.Fatalf("written outside the ledger: %v", entries)
			}
		})
	}
}
