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
// linearly (hostile.Linear). The prose readers count their own steps
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
	allocations := func(src []byte) int {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		m := Read(string(src))
		r := Run(m, Facts{Contracts: on, Project: refs.OnDisk(dir)})
		Reason(r, 1, 3, claude.Tools())
		runtime.ReadMemStats(&after)
		return int(after.Mallocs - before.Mallocs)
	}
	shapes := append(append(hostile.Markdown(), hostile.Prose()...), hostile.Checks()...)
	for _, h := range shapes {
		t.Run(h.Name, func(t *testing.T) {
			if ok, counts := hostile.Linear(h, 16<<10, allocations); !ok {
				t.Error(counts, "(allocations)")
			}
		})
	}
}
