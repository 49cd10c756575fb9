package markdown

import (
	"runtime"
	"testing"

	"github.com/team-hook/team-hook/internal/markdown/hostile"
)

// allocations is what reading src cost, counted: the objects allocated.
func allocations(src []byte) int {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	Parse(src)
	runtime.ReadMemStats(&after)
	return int(after.Mallocs - before.Mallocs)
}

// TestReadingIsLinear counts the objects goldmark allocates reading each
// hostile message at three sizes, each twice the last: they must grow
// linearly (hostile.Linear). Counted, not timed, so a busy machine cannot
// fail it. goldmark counts no steps of its own, so work that grows with
// the square of the size without allocating (a search run again from each
// of many openers) is not seen here: third_party/goldmark/PATCHES.md lists
// the shapes on which goldmark's time does, measured, and
// BenchmarkParseHostile times them all.
func TestReadingIsLinear(t *testing.T) {
	for _, h := range hostile.Markdown() {
		t.Run(h.Name, func(t *testing.T) {
			ok, counts := hostile.Linear(h, 8<<10, allocations)
			if !ok {
				t.Error(counts)
			}
		})
	}
}

// FuzzReadingIsLinear looks for hostile messages not yet known: any two
// pieces, each repeated to half of a message, must be read with
// allocations growing linearly.
func FuzzReadingIsLinear(f *testing.F) {
	for _, seed := range [][2]string{
		{"*a ", "a_ "},
		{"[a](", ""},
		{"- ", "a"},
		{"`", "a"},
		{"<a ", "b"},
		{"[a]: b\n", "[a]"},
		{"| a ", "|---"},
		{"> ", "a\n"},
		{"![", "](b)"},
		{"0000`0", "0"},
		{"00*\x85[", "]000000"},
	} {
		f.Add(seed[0], seed[1])
	}
	f.Fuzz(func(t *testing.T, a, b string) {
		if len(a)+len(b) == 0 || len(a) > 32 || len(b) > 32 {
			return
		}
		pieces := []string{a, b}
		if b == "" {
			pieces = pieces[:1]
		} else if a == "" {
			pieces = pieces[1:]
		}
		h := hostile.Pieces(pieces...)
		ok, counts := hostile.Linear(h, 32<<10, allocations)
		if !ok {
			t.Errorf("%s: %s", h.Name, counts)
		}
	})
}

// The judgement: linear work passes with a bounded part that moves between
// sizes (as the capped work of "0[" then "]00]" does: 532737, 553509 and
// 631041 steps at 32, 64 and 128 KB), and work growing with the square of
// the size fails, with or without such a part.
func TestGrowsTellsSquareFromBounded(t *testing.T) {
	square := func(a, s int) [3]int {
		return [3]int{a + s*s/1000, a + 4*s*s/1000, a + 16*s*s/1000}
	}
	for _, c := range []struct {
		counts [3]int
		linear bool
	}{
		{[3]int{532737, 553509, 631041}, true},
		{[3]int{1000, 2000, 4000}, true},
		{[3]int{500001 + 32768, 488013 + 65536, 500001 + 131072}, true},
		{square(0, 8<<10), false},
		{square(500000, 8<<10), false},
		{square(500000, 32<<10), false},
		{square(5000, 1<<10), false},
	} {
		if got := hostile.Grows(c.counts, 2.2); got != c.linear {
			t.Errorf("Grows(%v) = %v, want %v", c.counts, got, c.linear)
		}
	}
}

// TestLinearTakesTheLeastOfNoise: a spike the runtime adds to one count
// is measured away; a cost that grows with the square of the size is
// still told, however often it is measured.
func TestLinearTakesTheLeastOfNoise(t *testing.T) {
	m := hostile.Pieces("a ")
	calls := 0
	noisy := func(src []byte) int {
		calls++
		if calls == 3 {
			return 400 + len(src)/1000 // the third count, once, with a spike
		}
		return 200 + len(src)/1000
	}
	if ok, counts := hostile.Linear(m, 16<<10, noisy); !ok {
		t.Errorf("a spike once was taken for growth: %s", counts)
	}
	square := func(src []byte) int { return len(src) * len(src) / 1000 }
	if ok, counts := hostile.Linear(m, 16<<10, square); ok {
		t.Errorf("a square cost was taken for linear: %s", counts)
	}
}
