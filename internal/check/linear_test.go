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
// sizes, each twice the last, and counts the allocations: they must grow linearly (hostile.Linear). The readers count
// their own steps (TestReadingIsLinear in internal/markdown and
// internal/prose); this test covers what the other checks add.
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
	for _, h := range shapes {
		t.Run(h.Name, func(t *testing.T) {
			allocs := func(src []byte) int {
				var before, after runtime.MemStats
				runtime.ReadMemStats(&before)
				check(src)
				runtime.ReadMemStats(&after)
				return int(after.Mallocs - before.Mallocs)
			}
			if ok, counts := hostile.Linear(h, 16<<10, allocs); !ok {
				t.Errorf("allocations: %s", counts)
			}
		})
	}
}
