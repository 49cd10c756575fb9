package testwait

import (
	"context"
	"testing"
	"time"
)

type fixed struct {
	end time.Time
	ok  bool
}

func (f fixed) Deadline() (time.Time, bool) { return f.end, f.ok }

func TestNoDeadlineNeverFires(t *testing.T) {
	none := fixed{}
	if After(none) != nil {
		t.Error("After fires without a deadline")
	}
	if Expired(none) {
		t.Error("expired without a deadline")
	}
	ctx, cancel := Context(none)
	defer cancel()
	if _, ok := ctx.Deadline(); ok {
		t.Error("the context has a deadline")
	}
}

func TestAPassedDeadlineHasFired(t *testing.T) {
	past := fixed{time.Now().Add(-time.Minute), true}
	if !Expired(past) || Left(past) != 0 {
		t.Errorf("Expired %v, Left %v", Expired(past), Left(past))
	}
	<-After(past) // returns: the deadline has passed
	ctx, cancel := Context(past)
	defer cancel()
	<-ctx.Done()
	if ctx.Err() != context.DeadlineExceeded {
		t.Errorf("context: %v", ctx.Err())
	}
}

// The wait ends before the run's deadline, with room to say so.
func TestTheMarginComesFirst(t *testing.T) {
	end := time.Now().Add(time.Hour)
	got, ok := Deadline(fixed{end, true})
	if !ok || !got.Before(end) || got.Before(end.Add(-30*time.Second)) {
		t.Errorf("Deadline = %v, run's %v", got, end)
	}
}
