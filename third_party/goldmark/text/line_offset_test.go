package text

import (
	"testing"

	"github.com/yuin/goldmark/util"
)

// TestLineOffsetCountsOn: LineOffset counts on from where its last call on
// the line stopped, and gives what counting from the line's head gives,
// tabs included, wherever the reader is moved on the line.
func TestLineOffsetCountsOn(t *testing.T) {
	source := []byte("a\n>\t- \t1.  \t\t-\tb\t \tc\n\td")
	want := func(head, start, padding int) int {
		v := 0
		for i := head; i < start; i++ {
			if source[i] == '\t' {
				v += util.TabWidth(v)
			} else {
				v++
			}
		}
		return v - padding
	}
	r := NewReader(source).(*reader)
	r.AdvanceLine()
	line, head := r.line, r.head
	_, seg := r.Position()
	// forwards, backwards, and forwards again from the head, with padding
	moves := []int{}
	for s := seg.Start; s < seg.Stop; s++ {
		moves = append(moves, s)
	}
	for s := seg.Stop - 1; s >= seg.Start; s-- {
		moves = append(moves, s)
	}
	for s := seg.Start; s < seg.Stop; s += 3 {
		moves = append(moves, s)
	}
	for k, s := range moves {
		padding := k % 3
		r.SetPosition(line, NewSegmentPadding(s, seg.Stop, padding))
		if got, w := r.LineOffset(), want(head, s, padding); got != w {
			t.Fatalf("at %d (padding %d): LineOffset %d, counting from the head %d", s, padding, got, w)
		}
	}
	// The next line starts over.
	r.AdvanceLine()
	r.Advance(1)
	if got := r.LineOffset(); got != 4 {
		t.Errorf("after a tab at the head of a line: LineOffset %d, want 4", got)
	}
	// Stepping through the line once counts each byte once.
	r = NewReader(source).(*reader)
	r.AdvanceLine()
	for r.Advance(1); r.pos.Start < seg.Stop; r.Advance(1) {
		r.LineOffset()
	}
	if n := seg.Stop - 1 - seg.Start; r.counted != n {
		t.Errorf("stepping through a line of %d bytes: %d counted", n, r.counted)
	}
}
