// Package testwait bounds a test's wait for something that must happen
// (a file, an event, a process's end) by the only limit that says nothing
// about how fast the machine is: the test run's own deadline (go test
// -timeout), less a margin so the wait that never ended is named instead
// of go test's panic. A test that says "within 5 s" fails on a busy
// machine for no fault of the code; how fast a thing is is measured by a
// benchmark. Tests only.
package testwait

import (
	"context"
	"time"
)

// T is what the waits need of a test: *testing.T.
type T interface {
	Deadline() (time.Time, bool)
}

// Deadline is when a wait gives up, and false when the run has no
// deadline (go test -timeout 0): then a wait lasts as long as it takes.
func Deadline(t T) (time.Time, bool) {
	end, ok := t.Deadline()
	if !ok {
		return time.Time{}, false
	}
	// Room to say which wait failed and to end the processes started.
	margin := min(30*time.Second, time.Until(end)/4)
	return end.Add(-margin), true
}

// Left is the time a wait has: until Deadline, or a very long time.
func Left(t T) time.Duration {
	end, ok := Deadline(t)
	if !ok {
		return 1<<63 - 1
	}
	return max(time.Until(end), 0)
}

// Expired reports whether the wait is over.
func Expired(t T) bool {
	end, ok := Deadline(t)
	return ok && !time.Now().Before(end)
}

// After fires at Deadline; it never fires when there is none.
func After(t T) <-chan time.Time {
	end, ok := Deadline(t)
	if !ok {
		return nil
	}
	return time.After(time.Until(end))
}

// Context is done at Deadline, for a process started with
// exec.CommandContext: it is killed rather than left behind.
func Context(t T) (context.Context, context.CancelFunc) {
	end, ok := Deadline(t)
	if !ok {
		return context.WithCancel(context.Background())
	}
	return context.WithDeadline(context.Background(), end)
}
