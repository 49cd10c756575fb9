package prose

import (
	"fmt"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/internal/markdown"
	"github.com/team-hook/team-hook/internal/markdown/hostile"
)

// BenchmarkAdversarialMessages times both detectors, parsing aside, over
// messages built to make a quadratic scan show: one long sentence
// repeating what the detectors look for, at 32 KiB and at four times that.
// Then it times reading and both detectors over every hostile message
// (internal/markdown/hostile) at 128 and 256 KiB: about 2x between the
// two is linear, 4x quadratic.
// Linearity itself is asserted by TestReadingIsLinear and
// TestReadingHostileMessagesIsLinear, which count work instead of timing
// it, so a busy machine cannot fail them; compare the sizes' ns/op here by
// eye (about 4x is linear, 16x quadratic).
func BenchmarkAdversarialMessages(b *testing.B) {
	pieces := []string{
		` "a`, ` 'a`, " \u201ca", " I would ask you", " AskUserQuestion is unavailable",
		" I can't really", " I can't ask", " e.g.", " Should I?", "\n- Should I?",
		"\n## Open questions\n", " subagents cannot ask the user and", ".", "?", "'",
	}
	for _, p := range pieces {
		for _, size := range []int{32 << 10, 128 << 10} {
			d := markdown.Parse([]byte(strings.Repeat(p, size/len(p))))
			b.Run(fmt.Sprintf("%q/%dKiB", p, size>>10), func(b *testing.B) {
				for b.Loop() {
					Deferrals(d)
					Questions(d)
				}
			})
		}
	}
	for _, h := range append(hostile.Markdown(), hostile.Prose()...) {
		for _, size := range []int{128 << 10, 256 << 10} {
			src := h.Build(size)
			b.Run(fmt.Sprintf("read %s/%dKiB", h.Name, size>>10), func(b *testing.B) {
				b.SetBytes(int64(len(src)))
				for b.Loop() {
					d := markdown.Parse(src)
					Deferrals(d)
					Questions(d)
				}
			})
		}
	}
}

// scaling runs cost over each piece repeated to size bytes and to four
// times that, and fails when the larger costs more than ratio times the
// smaller plus slack (or the smaller costs nothing). cost returns the figure
// compared and how to print it.
func scaling(t *testing.T, pieces map[string]string, size int, cost func(string) (float64, string), ratio, slack float64) {
	t.Helper()
	for name, p := range pieces {
		t.Run(name, func(t *testing.T) {
			small, smallText := cost(strings.Repeat(p, size/len(p)))
			large, largeText := cost(strings.Repeat(p, 4*size/len(p)))
			if small <= 0 || large > ratio*small+slack {
				t.Errorf("%d bytes cost %s, four times as much cost %s", size, smallText, largeText)
			}
		})
	}
}
