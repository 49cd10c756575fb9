package fakeserver

import (
	"strings"
	"testing"
	"time"

	"github.com/team-hook/team-hook/internal/testwait"
)

func TestLogAwaitWakesOnAdd(t *testing.T) {
	var l Log[int]
	go func() {
		time.Sleep(20 * time.Millisecond)
		l.Add(func(seq int) int { return seq * 10 })
	}()
	got, ok := l.Await(func(v int) bool { return v == 10 }, testwait.Left(t))
	if !ok || got != 10 {
		t.Fatalf("Await = %d, %v; want the first request, recorded as 10", got, ok)
	}
	if _, ok := l.Await(func(v int) bool { return v == 20 }, 20*time.Millisecond); ok {
		t.Error("Await matched a request that never came")
	}
	if ids := []string{l.ID("call_"), l.ID("call_")}; ids[0] == ids[1] || !strings.HasPrefix(ids[0], "call_") {
		t.Errorf("ids %q are not fresh call_ ids", ids)
	}
}

func TestCallTurnsAPanicIntoAnError(t *testing.T) {
	rep, err := Call(func(int) *Reply { panic("boom") }, 1)
	if rep != nil || err == nil || !strings.Contains(err.Error(), "boom") {
		t.Fatalf("Call = %v, %v; want no reply and the panic as an error", rep, err)
	}
	rep, err = Call(func(int) *Reply { return Text("fine") }, 1)
	if err != nil || rep.Blocks[0].Text != "fine" || rep.CallsTool() {
		t.Fatalf("Call = %v, %v", rep, err)
	}
	if args, err := (ReplyBlock{Tool: "x", Input: func() {}}).Arguments(); err == nil {
		t.Errorf("an input that does not encode gave %s", args)
	}
}
