package notice

import (
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

func TestFirstOncePerSession(t *testing.T) {
	b := At(t.TempDir())
	if !b.First("s1", "option x is bad") {
		t.Fatal("first telling refused")
	}
	if b.First("s1", "option x is bad") {
		t.Fatal("told twice in one session")
	}
	if !b.First("s1", "another thing") || !b.First("s2", "option x is bad") {
		t.Fatal("another text, or another session, is told again")
	}
	// A session id that is no file name is kept under its hash.
	if !b.First("../../etc", "t") || b.First("../../etc", "t") {
		t.Fatal("odd session id")
	}
	if _, err := os.Stat(filepath.Join(b.dir, "..", "etc")); err == nil {
		t.Fatal("a session id escaped the book's folder")
	}
}

// Hooks of one session run at once: exactly one says it.
func TestFirstRace(t *testing.T) {
	b := At(t.TempDir())
	var said atomic.Int32
	var wg sync.WaitGroup
	for range 20 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if b.First("s", "text") {
				said.Add(1)
			}
			if b.FirstRun("1.0.0") {
				said.Add(100)
			}
		}()
	}
	wg.Wait()
	if got := said.Load(); got != 101 {
		t.Fatalf("said %d times (units: First, hundreds: FirstRun), want once each", got)
	}
}

func TestFirstRun(t *testing.T) {
	b := At(t.TempDir())
	if !b.FirstRun("0.1.0") || b.FirstRun("0.1.0") || !b.FirstRun("0.2.0") {
		t.Fatal("FirstRun is not once per version")
	}
}

// Without a memory, or with one that cannot be written: every message is
// told (better twice than lost), readiness never (it would repeat).
func TestNoMemory(t *testing.T) {
	var b *Book
	for range 2 {
		if !b.First("s", "t") || b.FirstRun("0.1.0") {
			t.Fatal("nil book")
		}
	}
	b.Prune(time.Now())
	file := filepath.Join(t.TempDir(), "a-file")
	os.WriteFile(file, nil, 0o600)
	b = At(filepath.Join(file, "notices"))
	for range 2 {
		if !b.First("s", "t") || b.FirstRun("0.1.0") {
			t.Fatal("unwritable book")
		}
	}
}

func TestPrune(t *testing.T) {
	b := At(t.TempDir())
	b.First("old", "t")
	b.First("new", "t")
	old := time.Now().Add(-Keep - time.Hour)
	if err := os.Chtimes(filepath.Join(b.dir, "sessions", "old"), old, old); err != nil {
		t.Fatal(err)
	}
	b.Prune(time.Now())
	if _, err := os.Stat(filepath.Join(b.dir, "sessions", "old")); err == nil {
		t.Error("an old session was kept")
	}
	if b.First("new", "t") {
		t.Error("a recent session was pruned")
	}
}
