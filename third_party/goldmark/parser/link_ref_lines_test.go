package parser

import (
	"reflect"
	"testing"

	"github.com/yuin/goldmark/text"
)

// upstreamRemoveLines is how upstream removed the definitions' lines: a
// move of all the lines after each definition.
func upstreamRemoveLines(lines *text.Segments, removes [][2]int) {
	offset := 0
	for _, remove := range removes {
		if lines.Len() == 0 {
			break
		}
		s := lines.Sliced(remove[1]-offset, lines.Len())
		lines.SetSliced(0, remove[0]-offset)
		lines.AppendAll(s)
		offset = remove[1]
	}
}

func numberedLines(n int) *text.Segments {
	lines := text.NewSegments()
	for i := range n {
		lines.Append(text.NewSegment(i*7, i*7+7))
	}
	return lines
}

// TestReferenceDefinitionsRemovedOnce: the lines of a paragraph's link
// reference definitions are removed with one move of the lines left (the
// lines moved grow linearly with the definitions, not with their square),
// leaving what upstream's removal leaves.
func TestReferenceDefinitionsRemovedOnce(t *testing.T) {
	var counts [3]int
	for k := range counts {
		n := 500 << k
		// n definitions of a line each, one of two lines, then a line of text
		removes := [][2]int{}
		for i := range n {
			removes = append(removes, [2]int{i, i + 1})
		}
		removes = append(removes, [2]int{n, n + 2})
		lines, want := numberedLines(n+3), numberedLines(n+3)
		counts[k] = removeLines(lines, removes)
		upstreamRemoveLines(want, removes)
		if !reflect.DeepEqual(lines.Sliced(0, lines.Len()), want.Sliced(0, want.Len())) {
			t.Fatalf("%d definitions: %v left, upstream leaves %v", n, lines.Sliced(0, lines.Len()), want.Sliced(0, want.Len()))
		}
	}
	if first, second := counts[1]-counts[0], counts[2]-counts[1]; second > 2*first+64 {
		t.Errorf("500, 1000 and 2000 definitions: %v lines moved", counts)
	}

	for _, removes := range [][][2]int{
		{}, {{0, 1}}, {{0, 5}}, {{0, 1}, {1, 3}}, {{0, 2}, {2, 3}, {3, 5}},
		{{1, 2}}, {{0, 1}, {2, 3}}, {{0, 1}, {1, 2}, {3, 4}}, {{0, 2}, {3, 4}, {4, 5}},
	} {
		lines, want := numberedLines(5), numberedLines(5)
		removeLines(lines, removes)
		upstreamRemoveLines(want, removes)
		if !reflect.DeepEqual(lines.Sliced(0, lines.Len()), want.Sliced(0, want.Len())) {
			t.Errorf("removing %v: %v left, upstream leaves %v", removes, lines.Sliced(0, lines.Len()), want.Sliced(0, want.Len()))
		}
	}
}
