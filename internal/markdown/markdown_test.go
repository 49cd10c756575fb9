package markdown

import (
	"testing"

	"github.com/yuin/goldmark/ast"
)

func TestLines(t *testing.T) {
	src := "# Title\n\npara one\nstill one\n\n```json\n{}\n```\n\n- a\n- b\n"
	d := Parse([]byte(src))
	blocks := d.Blocks()
	if len(blocks) != 4 {
		t.Fatalf("%d blocks", len(blocks))
	}
	wantLines := []int{1, 3, 6, 10}
	for i, b := range blocks {
		line := d.Line(b)
		if fc, ok := b.(*ast.FencedCodeBlock); ok {
			line = d.FenceLine(fc)
			if seg := fc.Lines().At(0); d.FenceLanguage(fc) != "json" || string(seg.Value(d.Src)) != "{}\n" {
				t.Errorf("fence %q %q", d.FenceLanguage(fc), seg.Value(d.Src))
			}
		}
		if line != wantLines[i] {
			t.Errorf("block %d (%s) on line %d, want %d", i, b.Kind(), line, wantLines[i])
		}
	}
	if d.LineText(3) != "para one" || d.LineText(99) != "" {
		t.Errorf("LineText: %q", d.LineText(3))
	}
	if d.LineAt(0) != 1 || d.LineAt(len(src)-1) != 11 {
		t.Errorf("LineAt: %d %d", d.LineAt(0), d.LineAt(len(src)-1))
	}
}

func TestPlainText(t *testing.T) {
	d := Parse([]byte("I **can't** ask `AskUserQuestion` [here](http://x).\nNext line.\n\n> quoted\n"))
	p := d.Blocks()[0]
	if got := d.PlainText(p); got != "I can't ask `code` here. Next line." {
		t.Fatalf("%q", got)
	}
	if got := d.PlainTextWith(p, ProseOptions{KeepCodeSpans: true}); got != "I can't ask AskUserQuestion here. Next line." {
		t.Fatalf("%q", got)
	}
}

func TestKinds(t *testing.T) {
	d := Parse([]byte("| a | b |\n|---|---|\n| 1 | 2 |\n\n## H\n"))
	if !IsTable(d.Blocks()[0]) || IsProse(d.Blocks()[0]) || !IsProse(d.Blocks()[1]) {
		t.Fatal("table/heading kinds")
	}
}

func TestFenceLineOfEmptyUntaggedFence(t *testing.T) {
	d := Parse([]byte("x\n\n```\n```\n"))
	fc := d.Blocks()[1].(*ast.FencedCodeBlock)
	if got := d.FenceLine(fc); got != 3 {
		t.Fatalf("line %d", got)
	}
}

func TestTables(t *testing.T) {
	d := Parse([]byte("Intro.\n\n| File | Line |\n|:---|---:|\n| `a.go` | 12 |\n| b \\| c | 3 |\n\n|not|a table|\n|---|\n"))
	tbl := d.Blocks()[1]
	if !IsTable(tbl) || d.Line(tbl) != 3 {
		t.Fatalf("block 1 is %s on line %d", tbl.Kind(), d.Line(tbl))
	}
	var rows [][]string
	for r := tbl.FirstChild(); r != nil; r = r.NextSibling() {
		var cells []string
		for c := r.FirstChild(); c != nil; c = c.NextSibling() {
			cells = append(cells, d.PlainTextWith(c, ProseOptions{KeepCodeSpans: true}))
		}
		rows = append(rows, cells)
	}
	want := [][]string{{"File", "Line"}, {"a.go", "12"}, {`b \| c`, "3"}}
	if len(rows) != len(want) {
		t.Fatalf("rows %q", rows)
	}
	for i := range want {
		if len(rows[i]) != len(want[i]) || rows[i][0] != want[i][0] || rows[i][1] != want[i][1] {
			t.Fatalf("row %d = %q, want %q", i, rows[i], want[i])
		}
	}
	if d.Line(tbl.FirstChild().NextSibling()) != 5 {
		t.Errorf("row line %d", d.Line(tbl.FirstChild().NextSibling()))
	}
	// A delimiter row with the wrong number of columns is not a table.
	if IsTable(d.Blocks()[2]) {
		t.Fatal("column mismatch parsed as a table")
	}
}
