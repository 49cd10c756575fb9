package result

import (
	"testing"

	"github.com/team-hook/team-hook/internal/markdown"
	"github.com/team-hook/team-hook/internal/markdown/hostile"
	"github.com/team-hook/team-hook/internal/refs"
)

// TestAttributingIsLinear counts the references looked at while quoted
// code is attributed to them, over every hostile message at three sizes,
// each twice the last: the work must grow linearly (hostile.Linear), so a
// message of many references and many quotes does not compare each with
// each.
func TestAttributingIsLinear(t *testing.T) {
	for _, h := range append(hostile.Checks(), hostile.Markdown()...) {
		t.Run(h.Name, func(t *testing.T) {
			ok, counts := hostile.Linear(h, 8<<10, func(src []byte) int {
				d := markdown.Parse(src)
				_, looked := countedAttributed(d, refs.Find(d))
				return looked
			})
			if !ok {
				t.Error(counts)
			}
		})
	}
}
