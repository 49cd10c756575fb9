package transcript

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestLastAssistantTextRealTranscript(t *testing.T) {
	got, err := LastAssistantText("testdata/transcript.subagent.jsonl")
	if err != nil || got != "SUBAGENT-FINAL: the answer is 4." {
		t.Fatalf("%q %v", got, err)
	}
}

func TestLastAssistantTextJoinsBlocksOfOneMessage(t *testing.T) {
	lines := []string{
		`{"type":"assistant","message":{"id":"m1","content":[{"type":"text","text":"older"}]}}`,
		`{"type":"user","message":{"content":[{"type":"tool_result","content":"x"}]}}`,
		`{"type":"assistant","message":{"id":"m2","content":[{"type":"text","text":"part one"}]}}`,
		`{"type":"assistant","message":{"id":"m2","content":[{"type":"text","text":"part two"}]}}`,
		`{"type":"user","isMeta":true,"message":{"content":"Stop hook feedback:\nx"}}`,
		`{"type":"system","subtype":"x"}`,
		``,
	}
	path := filepath.Join(t.TempDir(), "t.jsonl")
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := LastAssistantText(path)
	if err != nil || got != "part one\n\npart two" {
		t.Fatalf("%q %v", got, err)
	}
}

func TestLastAssistantTextReadsOnlyTheTail(t *testing.T) {
	// A transcript whose early part is not even JSON: only the end is read.
	path := filepath.Join(t.TempDir(), "big.jsonl")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	junk := strings.Repeat("x", 1<<20) + "\n"
	for i := 0; i < 20; i++ {
		f.WriteString(junk)
	}
	f.WriteString(`{"type":"assistant","message":{"id":"m","content":[{"type":"text","text":"final"}]}}` + "\n")
	f.Close()
	got, err := LastAssistantText(path)
	if err != nil || got != "final" {
		t.Fatalf("%q %v", got, err)
	}
}

func TestLastAssistantTextErrors(t *testing.T) {
	if _, err := LastAssistantText(filepath.Join(t.TempDir(), "missing.jsonl")); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("missing: %v", err)
	}
	if _, err := LastAssistantText(t.TempDir()); err == nil {
		t.Fatal("a directory was read")
	}
	empty := filepath.Join(t.TempDir(), "e.jsonl")
	os.WriteFile(empty, []byte(`{"type":"user","message":{"content":"hi"}}`+"\n"), 0o644)
	if _, err := LastAssistantText(empty); !errors.Is(err, ErrNoText) {
		t.Fatalf("no text: %v", err)
	}
}

func BenchmarkLastAssistantText(b *testing.B) {
	for _, size := range []int{1 << 10, 1 << 30} {
		path := filepath.Join(b.TempDir(), "t.jsonl")
		f, _ := os.Create(path)
		line := `{"type":"user","message":{"content":[{"type":"tool_result","content":"` + strings.Repeat("y", 1000) + `"}]}}` + "\n"
		// A sparse file stands in for a huge one: only its tail is real.
		if size > len(line) {
			f.Truncate(int64(size))
			f.Seek(0, 2)
			f.WriteString("\n")
		}
		f.WriteString(line)
		f.WriteString(`{"type":"assistant","message":{"id":"m","content":[{"type":"text","text":"final"}]}}` + "\n")
		f.Close()
		name := "1KB"
		if size > 1<<20 {
			name = "1GB"
		}
		b.Run(name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if _, err := LastAssistantText(path); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
