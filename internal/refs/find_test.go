package refs

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/internal/markdown"
)

// find is Find without the longer paths, which TestFindLongerPaths covers,
// and without the offsets, once they are seen to locate each reference's
// text in the message (a wrong offset panics or returns nothing).
func find(msg string) []Ref {
	refs := Find(markdown.Parse([]byte(msg)))
	for i, r := range refs {
		if r.From < 0 || r.To > len(msg) || r.From > r.To || msg[r.From:r.To] != r.Text {
			return nil
		}
		refs[i].longer = nil
		refs[i].From, refs[i].To = 0, 0
	}
	return refs
}

func TestFindLongerPaths(t *testing.T) {
	for _, c := range []struct {
		msg  string
		want []string
	}{
		{"See docs/My Notes.md:3 now", []string{"docs/My Notes.md", "See docs/My Notes.md"}},
		{"`docs/My Notes.md:3`", []string{"docs/My Notes.md"}},
		{"a b c d e f.md:1", []string{"e f.md", "d e f.md", "c d e f.md", "b c d e f.md"}},
		{"two  spaces.md:1", nil},
		{"(My Notes.md:1)", []string{"My Notes.md"}},
		{"My\\_Notes x.md:2", []string{"My_Notes x.md"}},
		{`Found C:\src\main.go:12`, nil},
	} {
		refs := Find(markdown.Parse([]byte(c.msg)))
		if len(refs) != 1 || !slices.Equal(refs[0].longer, c.want) {
			t.Errorf("Find(%q) = %+v, want longer %q", c.msg, refs, c.want)
		}
	}
}

func TestFindForms(t *testing.T) {
	tests := []struct {
		name string
		msg  string
		want []Ref
	}{
		{
			"single line with slash", "See internal/config/load.go:12 for the loader.",
			[]Ref{{Text: "internal/config/load.go:12", Path: "internal/config/load.go", Start: 12, End: 12, Line: 1}},
		},
		{
			"range", "The parser lives at internal/config/load.go:12-14.",
			[]Ref{{Text: "internal/config/load.go:12-14", Path: "internal/config/load.go", Start: 12, End: 14, Line: 1}},
		},
		{
			"range with en dash", "See pkg/a.go:3–5.",
			[]Ref{{Text: "pkg/a.go:3–5", Path: "pkg/a.go", Start: 3, End: 5, Line: 1}},
		},
		{
			"line and column checks the line", "Compiler says cmd/main.go:7:15: undefined.",
			[]Ref{{Text: "cmd/main.go:7:15", Path: "cmd/main.go", Start: 7, End: 7, Line: 1}},
		},
		{
			"bare file name with listed extension", "Install steps are in README.md:3.",
			[]Ref{{Text: "README.md:3", Path: "README.md", Start: 3, End: 3, Line: 1}},
		},
		{
			"bare name, extension in upper case", "See NOTES.TXT:2",
			[]Ref{{Text: "NOTES.TXT:2", Path: "NOTES.TXT", Start: 2, End: 2, Line: 1}},
		},
		{
			"path without extension but with slash", "Look at scripts/build:4",
			[]Ref{{Text: "scripts/build:4", Path: "scripts/build", Start: 4, End: 4, Line: 1}},
		},
		{
			"dot-dot path", "See ../proj/a.go:1",
			[]Ref{{Text: "../proj/a.go:1", Path: "../proj/a.go", Start: 1, End: 1, Line: 1}},
		},
		{
			"absolute path", "See /srv/app/a.go:2",
			[]Ref{{Text: "/srv/app/a.go:2", Path: "/srv/app/a.go", Start: 2, End: 2, Line: 1}},
		},
		{
			"inline code span", "The check is in `internal/refs/find.go:40`.",
			[]Ref{{Text: "internal/refs/find.go:40", Path: "internal/refs/find.go", Start: 40, End: 40, Line: 1}},
		},
		{
			"bold", "**internal/x_y.go:3** is wrong",
			[]Ref{{Text: "internal/x_y.go:3", Path: "internal/x_y.go", Start: 3, End: 3, Line: 1}},
		},
		{
			"emphasis with underscores", "_internal/x.go:3_ is wrong",
			[]Ref{{Text: "internal/x.go:3", Path: "internal/x.go", Start: 3, End: 3, Line: 1}},
		},
		{
			"markdown escape in prose", `See foo\_bar.go:2`,
			[]Ref{{Text: `foo\_bar.go:2`, Path: "foo_bar.go", Start: 2, End: 2, Line: 1}},
		},
		{
			"backslash is literal in code", "See `a\\_b.go:2`",
			[]Ref{{Text: `a\_b.go:2`, Path: `a\_b.go`, Start: 2, End: 2, Line: 1}},
		},
		{
			"in parentheses and quotes", `(see "pkg/a.go:9") and 'b.py:1'`,
			[]Ref{
				{Text: "pkg/a.go:9", Path: "pkg/a.go", Start: 9, End: 9, Line: 1},
				{Text: "b.py:1", Path: "b.py", Start: 1, End: 1, Line: 1},
			},
		},
		{
			"table cell", "| file | why |\n|---|---|\n| `a/b.go:4` | x |\n| c/d.rs:5-6 | y |\n",
			[]Ref{
				{Text: "a/b.go:4", Path: "a/b.go", Start: 4, End: 4, Line: 3},
				{Text: "c/d.rs:5-6", Path: "c/d.rs", Start: 5, End: 6, Line: 4},
			},
		},
		{
			"list items and headings", "## In x/y.go:1\n\n- first z.go:2\n- second\n  w/v.ts:3\n",
			[]Ref{
				{Text: "x/y.go:1", Path: "x/y.go", Start: 1, End: 1, Line: 1},
				{Text: "z.go:2", Path: "z.go", Start: 2, End: 2, Line: 3},
				{Text: "w/v.ts:3", Path: "w/v.ts", Start: 3, End: 3, Line: 5},
			},
		},
		{
			"link text and destination", "[load](internal/config/load.go:12)",
			[]Ref{{Text: "internal/config/load.go:12", Path: "internal/config/load.go", Start: 12, End: 12, Line: 1}},
		},
		{
			"line 0 is still found", "See a/b.go:0",
			[]Ref{{Text: "a/b.go:0", Path: "a/b.go", Start: 0, End: 0, Line: 1}},
		},
		{
			"reversed range is still found", "See a/b.go:9-3",
			[]Ref{{Text: "a/b.go:9-3", Path: "a/b.go", Start: 9, End: 3, Line: 1}},
		},
		{
			"windows drive path", `Found C:\src\app\main.go:12 too`,
			[]Ref{{Text: `C:\src\app\main.go:12`, Path: `C:\src\app\main.go`, Start: 12, End: 12, Line: 1}},
		},
		{
			"several on one line", "a/b.go:1, c/d.go:2; e.md:3",
			[]Ref{
				{Text: "a/b.go:1", Path: "a/b.go", Start: 1, End: 1, Line: 1},
				{Text: "c/d.go:2", Path: "c/d.go", Start: 2, End: 2, Line: 1},
				{Text: "e.md:3", Path: "e.md", Start: 3, End: 3, Line: 1},
			},
		},
		{
			"block quote is prose", "> see q/r.go:2",
			[]Ref{{Text: "q/r.go:2", Path: "q/r.go", Start: 2, End: 2, Line: 1}},
		},
		{
			"huge line number saturates", "a/b.go:99999999999999999999999",
			[]Ref{{Text: "a/b.go:99999999999999999999999", Path: "a/b.go", Start: maxLine, End: maxLine, Line: 1}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := find(tt.msg)
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Find(%q)\n got  %+v\n want %+v", tt.msg, got, tt.want)
			}
		})
	}
}

func TestFindNotReferences(t *testing.T) {
	tests := []struct{ name, msg string }{
		{"url", "See https://github.com/o/r/blob/main/x.go:12 for it."},
		{"url with port and path", "Served from http://localhost:8080/x.go:12"},
		{"file url", "Open file:///srv/app/a.go:3"},
		{"protocol-relative url", "Load //cdn.example.com/x.js:3"},
		{"autolink", "<http://localhost:8080/x.go:12>"},
		{"host and port", "Connects to api.example.com:443 over TLS."},
		{"localhost and port", "It listens on localhost:8080."},
		{"ip and port", "Bound to 127.0.0.1:9000"},
		{"time", "The job ran at 10:30."},
		{"time with seconds", "The job ran at 10:30:15 UTC."},
		{"config key", "Set rate_limit.burst:20 in the config."},
		{"bare name with unlisted extension", "Read notes.docx:4"},
		{"bare name without extension", "See Makefile:12"},
		{"number runs into a word", "Width a/b.css:12px"},
		{"decimal", "Version pkg/a.go:1.5"},
		{"colon then path", "api.example.com:443/v1/x.go:12"},
		{"ratio", "The ratio was 3:2."},
		{"fenced code block", "```\ninternal/config/load.go:12\n```\n"},
		{"tagged fenced code block", "```go\n// see a/b.go:3\n```\n"},
		{"indented code block", "Output:\n\n    internal/config/load.go:12: undefined\n"},
		{"html block", "<div>\na/b.go:3\n</div>\n"},
		{"no line number", "See internal/config/load.go for details."},
		{"github anchor", "See internal/config/load.go#L12."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := find(tt.msg); len(got) != 0 {
				t.Errorf("Find(%q) = %+v, want no references", tt.msg, got)
			}
		})
	}
}

func TestFindLineNumbers(t *testing.T) {
	msg := "## Code Explorer Result\n\n### Findings\n\n```\nnot/this.go:1\n```\n\nThe loader at internal/config/load.go:12 and\n`cmd/main.go:3`.\n"
	got := find(msg)
	want := []int{9, 10}
	if len(got) != len(want) {
		t.Fatalf("got %+v, want lines %v", got, want)
	}
	for i, r := range got {
		if r.Line != want[i] {
			t.Errorf("ref %q on line %d, want %d", r.Text, r.Line, want[i])
		}
	}
}

func FuzzFind(f *testing.F) {
	seeds := []string{
		"See internal/config/load.go:12-14 and `README.md:3`.",
		"http://localhost:8080/x.go:12 api.example.com:443 10:30:15 rate_limit.burst:20",
		`C:\src\main.go:1 foo\_bar.go:2 a/b.go:3:4 a/b.go:0 a/b.go:9-3`,
		"| a | b |\n|---|---|\n| x/y.go:1 | z |\n",
		"[t](c/d.go:5) <http://x/y.go:1> _a/b.go:1_ **c.md:2**",
		"```\na/b.go:1\n```\n\n    c/d.go:2\n",
		"x.go:" + strings.Repeat("9", 40),
		"é/ü.go:1 a/b.go:1–2 ::::1 :1 /:1 .go:1",
	}
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, msg string) {
		d := markdown.Parse([]byte(msg))
		for _, r := range Find(d) {
			if r.Path == "" || r.Line < 1 || r.Start < 0 || r.End < 0 {
				t.Fatalf("bad ref %+v", r)
			}
			if !strings.Contains(d.LineText(r.Line), r.Text) {
				t.Fatalf("ref %q not on its line %d %q", r.Text, r.Line, d.LineText(r.Line))
			}
		}
	})
}

func ExampleFind() {
	d := markdown.Parse([]byte("The loader is at internal/config/load.go:12-14; it listens on localhost:8080."))
	for _, r := range Find(d) {
		fmt.Println(r.Path, r.Start, r.End)
	}
	// Output: internal/config/load.go 12 14
}
