package todo

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzRebuild feeds arbitrary bytes as a transcript, and the same bytes as a
// journal: neither reader may panic, and Check must accept whatever comes
// out.
func FuzzRebuild(f *testing.F) {
	// Seeds: testdata/fuzz/FuzzRebuild (call and result lines of the
	// captured transcripts, journal lines, odd shapes).
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, data []byte) {
		p := filepath.Join(dir, "agent.jsonl")
		if err := os.WriteFile(p, data, 0o600); err != nil {
			t.Fatal(err)
		}
		for _, paths := range [][2]string{{p, ""}, {"", p}, {p, p}} {
			tr, err := rebuild(paths[0], paths[1], 1<<16)
			if err != nil {
				t.Fatal(err)
			}
			vs, _ := Check(tr)
			if len(vs) > 1 {
				t.Fatalf("more than one todo-first violation: %v", vs)
			}
			if len(vs) == 1 && !tr.Wrote {
				t.Fatalf("a block for an agent that never wrote a todo: %v", vs)
			}
		}
	})
}
