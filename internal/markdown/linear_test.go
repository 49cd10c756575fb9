package markdown

import (
	"testing"

	"github.com/team-hook/team-hook/internal/markdown/hostile"
)

// TestReadingIsLinear counts the reader's work (the steps of its searches,
// bytes and lines read) over each hostile message at three sizes, each
// twice the last: it must grow linearly (hostile.Linear). Counted, not
// timed, so a busy machine cannot fail it.
func TestReadingIsLinear(t *testing.T) {
	for _, h := range hostile.Markdown() {
		t.Run(h.Name, func(t *testing.T) {
			ok, counts := hostile.Linear(h, 8<<10, func(src []byte) int {
				_, steps := read(src)
				return steps
			})
			if !ok {
				t.Error(counts)
			}
		})
	}
}
