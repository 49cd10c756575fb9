package prose

import (
	"strings"
	"testing"
	"time"

	"github.com/team-hook/team-hook/internal/markdown"
)

// TestAdversarialMessagesStayLinear feeds messages built to make a
// quadratic scan show: one long sentence repeating what the detectors look
// for. Four times the text must take about four times as long (a quadratic
// pass takes sixteen); the bound leaves room for a noisy machine.
func TestAdversarialMessagesStayLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	const size = 32 << 10
	pieces := map[string]string{
		"unclosed quotes":  ` "a`,
		"unclosed singles": ` 'a`,
		"unclosed curly":   " \u201ca",
		"wishes":           " I would ask you",
		"tool unavailable": " AskUserQuestion is unavailable",
		"adverbs":          " I can't really",
		"inabilities":      " I can't ask",
		"periods":          " e.g.",
		"questions":        " Should I?",
		"list items":       "\n- Should I?",
		"headings":         "\n## Open questions\n",
		"third person":     " subagents cannot ask the user and",
		"dots":             ".",
		"question marks":   "?",
		"apostrophes":      "'",
	}
	scaling(t, pieces, size, func(src string) (float64, string) {
		d := detectTime(src)
		return float64(d), d.String()
	}, 10, float64(50*time.Millisecond))
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

// detectTime is the best of three runs of both detectors over src, parsing
// aside.
func detectTime(src string) time.Duration {
	d := markdown.Parse([]byte(src))
	best := time.Duration(1 << 62)
	for range 3 {
		start := time.Now()
		Deferrals(d)
		Questions(d)
		best = min(best, time.Since(start))
	}
	return best
}
