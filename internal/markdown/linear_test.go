package markdown

import (
	"testing"

	"github.com/team-hook/team-hook/internal/markdown/hostile"
)

// TestReadingIsLinear counts the reader's work (the steps of its searches,
// bytes and lines read) over each hostile message at two sizes: twice the
// text must cost at most about twice the work (a quadratic search costs
// four times). Counted, not timed, so a busy machine cannot fail it.
func TestReadingIsLinear(t *testing.T) {
	const size = 16 << 10
	for _, h := range hostile.Markdown() {
		t.Run(h.Name, func(t *testing.T) {
			_, small := read(h.Build(size))
			_, large := read(h.Build(2 * size))
			if small <= 0 || float64(large) > 2.2*float64(small) {
				t.Errorf("%d bytes took %d steps, twice as many took %d", size, small, large)
			}
		})
	}
}
