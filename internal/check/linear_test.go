package check

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/internal/contract"
	"github.com/team-hook/team-hook/internal/host/claude"
	"github.com/team-hook/team-hook/internal/markdown/hostile"
	"github.com/team-hook/team-hook/internal/refs"
)

// TestCheckingIsLinear runs the whole check of a message (reading it,
// every contract, the block reason) over each hostile message at three
// sizes, each twice the last, and counts the allocations: they must grow
// linearly (hostile.Grows). The prose readers count their own steps
// (TestReadingIsLinear in internal/prose), and so does the attribution of
// quoted code (internal/result); goldmark's allocations are counted by
// internal/markdown's TestReadingIsLinear. This test covers what the other
// checks add.
func TestCheckingIsLinear(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "a.go"), []byte(strings.Repeat("x\n", 100)), 0o644); err != nil {
		t.Fatal(err)
	}
	on := contract.Set{}
	for _, c := range contract.All() {
		on[c] = true
	}
	check := func(src []byte) {
		m := Read(string(src))
		r := Run(m, Facts{Contracts: on, Project: refs.OnDisk(dir)})
		Reason(r, 1, 3, claude.Tools())
	}
	shapes := append(append(hostile.Markdown(), hostile.Prose()...), hostile.Checks()...)
	const size = 16 << 10
	for _, h := range shapes {
		t.Run(h.Name, func(t *testing.T) {
			var allocs [3]int
			for i := range allocs {
				src := h.Build(size << i)
				var before, after runtime.MemStats
				runtime.ReadMemStats(&before)
				check(src)
				runtime.ReadMemStats(&after)
				allocs[i] = int(after.Mallocs - before.Mallocs)
			}
			if !hostile.Grows(allocs, 2.2) {
				t.Errorf("%d, %d and %d bytes made %v allocations", size, 2*size, 4*size, allocs)
			}
		})
	}
}
