package ledger

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// A session's handles are found through its index: another session's are
// neither listed nor read, and every session's are listed with "".
func TestHandlesBySession(t *testing.T) {
	s, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	for id, session := range map[string]string{"ob-00000001": "s1", "ob-00000002": "s2", "ob-00000003": "s1"} {
		if _, err := s.UpdateHandle(id, func(h *Handle) error { h.SessionID, h.State = session, HandleOnboarding; return nil }); err != nil {
			t.Fatal(err)
		}
	}
	// A broken handle of another session would fail a read of it.
	if err := os.WriteFile(filepath.Join(s.Dir(), onboardingDir, "ob-00000002.json"), []byte("{"), 0o600); err != nil {
		t.Fatal(err)
	}
	hs, err := s.Handles("s1")
	if err != nil || len(hs) != 2 {
		t.Fatalf("Handles(s1) = %d handles, %v", len(hs), err)
	}
	for _, h := range hs {
		if h.SessionID != "s1" {
			t.Errorf("listed %+v", h)
		}
	}
	if hs, _ := s.Handles("s3"); len(hs) != 0 {
		t.Errorf("a session without handles listed %d", len(hs))
	}
	if hs, _ := s.Handles(""); len(hs) != 2 { // the broken one is skipped
		t.Errorf("Handles(\"\") = %d", len(hs))
	}
	if id := NewHandleID(time.Now()); !strings.HasPrefix(id, "ob-") || len(id) != 11 || ValidID(id) != nil {
		t.Errorf("NewHandleID = %q", id)
	}
}

// A question asked again is the same question whatever its case, spacing
// or closing mark.
func TestNormalQuestion(t *testing.T) {
	if NormalQuestion("  Which   Database?") != NormalQuestion("which database") {
		t.Error("case, spacing and the question mark should not count")
	}
}
