package text

import (
	"bytes"
	"strings"
	"testing"
)

// walkBackValue is Value as upstream finds a segment's line: walking back
// from the last line.
func walkBackValue(r *blockReader, seg Segment) []byte {
	line := r.segmentsLength - 1
	for ; line >= 0; line-- {
		if seg.Start >= r.segments.At(line).Start {
			break
		}
	}
	ret := []byte{}
	i := seg.Start
	for ; line < r.segmentsLength; line++ {
		s := r.segments.At(line)
		if i < 0 {
			i = s.Start
		}
		ret = s.ConcatPadding(ret)
		for ; i < seg.Stop && i < s.Stop; i++ {
			ret = append(ret, r.source[i])
		}
		i = -1
		if s.Stop > seg.Stop {
			break
		}
	}
	return ret
}

func linesOf(source []byte) *Segments {
	lines := NewSegments()
	start := 0
	for i, c := range source {
		if c == '\n' {
			lines.Append(NewSegmentPadding(start, i+1, start%3))
			start = i + 1
		}
	}
	return lines
}

// TestBlockReaderValueBisects: a block reader finds the line a segment
// starts on by bisection when its lines are in order (the segments Value
// looks at grow as n log n for a value of each of n lines, not as n
// squared), and gives what walking back from the last line gives, in
// order or not.
func TestBlockReaderValueBisects(t *testing.T) {
	var counts [3]int
	for k := range counts {
		n := 500 << k
		source := []byte(strings.Repeat("[a]: b\n", n))
		r := NewBlockReader(source, linesOf(source)).(*blockReader)
		for i := range n {
			seg := NewSegment(i*7+1, i*7+2)
			if got, want := r.Value(seg), walkBackValue(r, seg); !bytes.Equal(got, want) {
				t.Fatalf("line %d: Value %q, walking back %q", i, got, want)
			}
		}
		counts[k] = r.searched
	}
	// n log n: each doubling adds a little over twice as much as the one
	// before. With the square, four times.
	if first, second := counts[1]-counts[0], counts[2]-counts[1]; second > 3*first {
		t.Errorf("a value of each of 500, 1000 and 2000 lines: %v segments looked at", counts)
	}

	// Segments across lines, and lines out of order (walked back, as
	// upstream does).
	source := []byte("ab\ncd\nef\ngh\n")
	ordered := linesOf(source)
	shuffled := NewSegments()
	for _, i := range []int{2, 0, 3, 1} {
		shuffled.Append(ordered.At(i))
	}
	for _, lines := range []*Segments{ordered, shuffled} {
		r := NewBlockReader(source, lines).(*blockReader)
		for start := 0; start < len(source); start++ {
			for stop := start; stop <= len(source); stop++ {
				seg := NewSegment(start, stop)
				if got, want := r.Value(seg), walkBackValue(r, seg); !bytes.Equal(got, want) {
					t.Errorf("%v (sorted %v): Value %q, walking back %q", seg, r.sorted, got, want)
				}
			}
		}
	}
}
