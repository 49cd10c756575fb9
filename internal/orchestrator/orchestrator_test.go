package orchestrator

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestMatch(t *testing.T) {
	for _, c := range []struct {
		glob, rel string
		want      bool
	}{
		{"**/*.go", "main.go", true},
		{"**/*.go", "internal/x/y.go", true},
		{"*.go", "internal/x/y.go", true}, // no slash: the file name anywhere
		{"**/*.go", "internal/x/y.go.md", false},
		{"docs/**", "docs/a/b.md", true},
		{"docs/**", "docs", true},
		{"docs/**", "src/docs/a.md", false},
		{"**/tests/**", "pkg/tests/util.py", true},
		{"**/*_test.go", "x_test.go", true},
		{"src/*.ts", "src/a/b.ts", false},
		{"[", "x", false}, // a bad pattern matches nothing
		{"", "x", false},
	} {
		if got := Match(c.glob, c.rel); got != c.want {
			t.Errorf("Match(%q, %q) = %v, want %v", c.glob, c.rel, got, c.want)
		}
	}
}

func TestClassify(t *testing.T) {
	r := Defaults()
	for rel, want := range map[string]Kind{
		"cmd/app/main.go":          Source,
		"web/src/App.tsx":          Source,
		"scripts/deploy.sh":        Source,
		"analysis/notebook.ipynb":  Source,
		"internal/x/x_test.go":     Test,
		"tests/test_api.py":        Test,
		"web/src/App.test.tsx":     Test,
		"web/src/api.spec.ts":      Test,
		"docs/design.md":           Spec,
		"README.md":                Spec,
		"docs/api.spec.md":         Spec, // a spec document, not a test
		"specs/auth.yaml":          Spec,
		"config/app.yaml":          Other,
		"package.json":             Other,
		".claude/progress.md":      Exempt,
		".claude/agents/x.md":      Exempt,
		"progress/phase-2.md":      Exempt,
		".claude-other/x.go":       Source, // only the folder itself is exempt
		"docs/examples/example.go": Source, // code in the docs is code
	} {
		if got := r.Classify(rel); got != want {
			t.Errorf("Classify(%q) = %d, want %d", rel, got, want)
		}
	}
}

func TestChangedLines(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want int
	}{
		{"a\nb\nc\n", "a\nb\nc\n", 0},
		{"a\nb\nc", "a\nB\nc", 1},
		{"a\nb\nc\nd\ne", "A\nb\nc\nd\nE", 2}, // two scattered lines, not the block between
		{"a\nb", "a\nb\nc\nd\ne", 3},
		{"", "one\ntwo\nthree\n", 3}, // a new file
		{"x", "", 1},
	} {
		if got := ChangedLines(c.a, c.b); got != c.want {
			t.Errorf("ChangedLines(%q, %q) = %d, want %d", c.a, c.b, got, c.want)
		}
	}
}

func call(t *testing.T, r Rules, project, tool string, in map[string]any) Call {
	t.Helper()
	raw, _ := json.Marshal(in)
	c, err := r.CallOf(project, tool, raw)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestDecide(t *testing.T) {
	project := t.TempDir()
	write := func(rel, content string) string {
		p := filepath.Join(project, filepath.FromSlash(rel))
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	lines := func(n int) string { return strings.Repeat("line\n", n) }
	small := write("pkg/small.go", lines(50))
	big := write("pkg/big.go", lines(1000))
	other := write("pkg/other.go", lines(120))
	fourth := write("pkg/fourth.go", lines(10))
	spec := write("docs/design.md", "# Design\n\nThe cache holds 100 entries.\nEntries expire after 1 hour.\n\nTODO: eviction\n")
	progress := write(".claude/progress.md", lines(5000))
	r := Defaults()
	var b Budget
	step := func(tool string, in map[string]any) Decision {
		t.Helper()
		c := call(t, r, project, tool, in)
		d := r.Decide(c, &b)
		if d.Spend {
			b.Apply(c)
		}
		return d
	}
	expect := func(d Decision, refuse string) {
		t.Helper()
		switch {
		case refuse == "" && d.Refuse != "":
			t.Errorf("refused: %s", d.Refuse)
		case refuse != "" && !strings.Contains(d.Refuse, refuse):
			t.Errorf("reason %q does not hold %q", d.Refuse, refuse)
		}
	}
	// A whole read of a long file: Read returns up to 2000 lines.
	expect(step(ToolRead, map[string]any{"file_path": big}), "this Read of pkg/big.go returns 1000 lines. Read at most 200 (pass offset and limit), or delegate the reading to the team:researcher agent")
	expect(step(ToolRead, map[string]any{"file_path": big, "offset": 100, "limit": 150}), "")
	expect(step(ToolRead, map[string]any{"file_path": small}), "")
	expect(step(ToolRead, map[string]any{"file_path": progress}), "") // exempt: not counted
	if b.Lines != 200 || len(b.Files) != 2 {
		t.Fatalf("budget %+v", b)
	}
	// 300 lines in all: 100 left.
	expect(step(ToolRead, map[string]any{"file_path": other}), "this turn has read 200, and this Read of pkg/other.go returns 120. Read at most 100")
	expect(step(ToolRead, map[string]any{"file_path": big, "offset": 900, "limit": 60}), "returns 60 lines after 150 read already. Read at most 50")
	expect(step(ToolGrep, map[string]any{"pattern": "TODO", "output_mode": "content"}), "set head_limit to at most 100")
	expect(step(ToolGrep, map[string]any{"pattern": "TODO"}), "") // the third look-up
	// The fourth direct look-up is refused, whatever it is.
	expect(step(ToolRead, map[string]any{"file_path": fourth}), "at most 3 direct look-ups per turn, and this turn has made 3 (pkg/big.go, pkg/small.go, Grep TODO). Delegate the reading to the team:researcher agent")
	expect(step(ToolGlob, map[string]any{"pattern": "**/*.go"}), "at most 3 direct look-ups")
	// A file already read may be read further within its lines.
	expect(step(ToolRead, map[string]any{"file_path": small, "offset": 40, "limit": 5}), "")
	// Outside the project: not the project's code.
	expect(step(ToolRead, map[string]any{"file_path": "/etc/hostname"}), "")

	// Writes.
	expect(step(ToolEdit, map[string]any{"file_path": small, "old_string": "line", "new_string": "x"}), "the orchestrator does not write code or tests, and pkg/small.go is a source file. Delegate the change to the team:implementer agent")
	expect(step(ToolWrite, map[string]any{"file_path": filepath.Join(project, "pkg", "x_test.go"), "content": "package pkg\n"}), "pkg/x_test.go is a test file")
	expect(step(ToolNotebookEdit, map[string]any{"notebook_path": filepath.Join(project, "nb.ipynb"), "new_source": "x = 1"}), "is a source file")
	expect(step(ToolEdit, map[string]any{"file_path": spec, "old_string": "holds 100 entries", "new_string": "holds 500 entries"}), "")
	expect(step(ToolEdit, map[string]any{"file_path": spec, "old_string": "The cache holds 100 entries.\nEntries expire after 1 hour.\n\nTODO: eviction", "new_string": "The cache holds 500 entries.\nEntries expire after 2 hours.\n\nEviction: least recently used."}), "at most 2 changed lines, and this Edit of docs/design.md changes 3")
	expect(step(ToolEdit, map[string]any{"file_path": spec, "old_string": "e", "new_string": "E", "replace_all": true}), "changes 4") // every line holding an e
	expect(step(ToolWrite, map[string]any{"file_path": spec, "content": "# Design\n\nThe cache holds 500 entries.\nEntries expire after 1 hour.\n\nTODO: eviction\n"}), "")
	expect(step(ToolWrite, map[string]any{"file_path": filepath.Join(project, "docs", "new.md"), "content": "# New\n\nA new design.\n"}), "changes 3")
	expect(step(ToolWrite, map[string]any{"file_path": filepath.Join(project, ".claude", "plan.md"), "content": lines(300)}), "")
	expect(step(ToolWrite, map[string]any{"file_path": filepath.Join(project, "config", "app.yaml"), "content": lines(30)}), "")
	expect(step(ToolWrite, map[string]any{"file_path": "/tmp/scratch.py", "content": "print(1)\n"}), "")
}

func TestDecideWithoutDelegateNamesASubagent(t *testing.T) {
	r := Defaults()
	r.WriteAgent = ""
	d := r.Decide(Call{Tool: ToolEdit, Rel: "a.go"}, &Budget{})
	if !strings.Contains(d.Refuse, "Delegate the change to a subagent (the Agent tool)") {
		t.Errorf("reason %q", d.Refuse)
	}
}

func TestLinesFrom(t *testing.T) {
	p := filepath.Join(t.TempDir(), "f.txt")
	os.WriteFile(p, []byte("1\n2\n3\n4\n5"), 0o644) // the last line has no newline
	for _, c := range []struct{ offset, limit, want int }{
		{1, 2000, 5}, {1, 3, 3}, {4, 10, 2}, {5, 1, 1}, {6, 10, 0}, {2, 2, 2},
	} {
		if got := linesFrom(p, c.offset, c.limit); got != c.want {
			t.Errorf("linesFrom(%d, %d) = %d, want %d", c.offset, c.limit, got, c.want)
		}
	}
	if got := linesFrom(filepath.Join(t.TempDir(), "none"), 1, 10); got != 0 {
		t.Errorf("a missing file: %d", got)
	}
}

func TestIsTeammate(t *testing.T) {
	dir := t.TempDir()
	lead := filepath.Join(dir, "lead.jsonl")
	mate := filepath.Join(dir, "mate.jsonl")
	os.WriteFile(lead, []byte(`{"type":"user","message":{"content":"Do it."}}`+"\n"), 0o644)
	os.WriteFile(mate, []byte(`{"type":"user"}`+"\n"+`{"attachment":{"type":"team_context","agentName":"worker","teamName":"t"},"type":"attachment"}`+"\n"), 0o644)
	if IsTeammate(lead) || !IsTeammate(mate) || IsTeammate("") || IsTeammate(filepath.Join(dir, "none")) {
		t.Error("IsTeammate misread a transcript")
	}
}
