package hook

import (
	"errors"
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
	// A stdin that never closes: Read returning at all is the deadline
	// having fired (else the run's own timeout ends the test).
	if _, err := Read(neverCloses{}, 50*time.Millisecond); err == nil || err.Error() != "stdin did not close within 50ms" || !errors.Is(err, ErrNeverClosed) {
		t.Fatalf("never-closing stdin: %v", err)
	}
	// An endless stdin is refused once it passes the limit, and no more of
	// it is read: memory stays bounded whatever the client sends. The
	// deadline is out of the way: how fast 64 MiB is read is not the point.
	var endless zeros
	if _, err := Read(&endless, time.Hour); err == nil || !strings.Contains(err.Error(), "larger than 64 MiB") || !errors.Is(err, ErrTooLarge) {
		t.Fatalf("oversized event: %v", err)
	}
	if endless.read != MaxEvent+1 {
		t.Errorf("read %d bytes of an endless stdin, want %d", endless.read, MaxEvent+1)
	}
}

// zeros is an endless stdin that counts what was read of it.
type zeros struct{ read int64 }

func (z *zeros) Read(p []byte) (int, error) {
	clear(p)
	z.read += int64(len(p))
	return len(p), nil
}
