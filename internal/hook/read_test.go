package hook

import (
	"errors"
	"io"
	"strings"
	"testing"
	"time"
)

type neverCloses struct{}

func (neverCloses) Read([]byte) (int, error) { select {} }

func TestRead(t *testing.T) {
	data, err := Read(strings.NewReader(`{"hook_event_name":"Stop"}`), time.Second)
	if err != nil || string(data) != `{"hook_event_name":"Stop"}` {
		t.Fatalf("Read = %q, %v", data, err)
	}
	start := time.Now()
	if _, err := Read(neverCloses{}, 50*time.Millisecond); err == nil || err.Error() != "stdin did not close within 50ms" || !errors.Is(err, ErrNeverClosed) {
		t.Fatalf("never-closing stdin: %v", err)
	}
	if time.Since(start) > 2*time.Second {
		t.Fatal("the deadline did not fire")
	}
	big := io.LimitReader(zeros{}, MaxEvent+1)
	if _, err := Read(big, 10*time.Second); err == nil || !strings.Contains(err.Error(), "larger than 64 MiB") || !errors.Is(err, ErrTooLarge) {
		t.Fatalf("oversized event: %v", err)
	}
}

type zeros struct{}

func (zeros) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}
