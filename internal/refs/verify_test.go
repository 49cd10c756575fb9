package refs

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/internal/contract"
	"github.com/team-hook/team-hook/internal/markdown"
	"github.com/team-hook/team-hook/internal/testwait"
)

// project builds a project tree beside a directory outside it:
//
//	<tmp>/project/internal/config/load.go   88 lines
//	<tmp>/project/README.md                 5 lines, last without newline
//	<tmp>/project/empty.txt                 0 lines
//	<tmp>/project/docs/guide.md             3 lines
//	<tmp>/project/escape -> <tmp>/outside   a symlink leaving the project
//	<tmp>/project/secret.txt -> <tmp>/outside/secret.txt
//	<tmp>/project/inner.go -> internal/config/load.go (stays inside)
//	<tmp>/project/pipe.txt                  a FIFO inside the project
//	<tmp>/outside/secret.txt, <tmp>/outside/trap.txt (a FIFO)
func project(t testing.TB) (proj, outside string) {
	t.Helper()
	tmp := t.TempDir()
	proj = filepath.Join(tmp, "project")
	outside = filepath.Join(tmp, "outside")
	mkdir(t, filepath.Join(proj, "internal", "config"))
	mkdir(t, filepath.Join(proj, "docs"))
	mkdir(t, outside)
	write(t, filepath.Join(proj, "internal", "config", "load.go"), strings.Repeat("line\n", 88))
	write(t, filepath.Join(proj, "README.md"), "a\nb\nc\nd\ne")
	write(t, filepath.Join(proj, "empty.txt"), "")
	write(t, filepath.Join(proj, "docs", "guide.md"), "1\n2\n3\n")
	write(t, filepath.Join(outside, "secret.txt"), strings.Repeat("s\n", 500))
	symlink(t, outside, filepath.Join(proj, "escape"))
	symlink(t, filepath.Join(outside, "secret.txt"), filepath.Join(proj, "secret.txt"))
	symlink(t, filepath.Join("internal", "config", "load.go"), filepath.Join(proj, "inner.go"))
	if runtime.GOOS != "windows" {
		mkfifo(t, filepath.Join(proj, "pipe.txt"))
		mkfifo(t, filepath.Join(outside, "trap.txt"))
		symlink(t, filepath.Join(outside, "trap.txt"), filepath.Join(proj, "trap.txt"))
	}
	return proj, outside
}

func mkdir(t testing.TB, p string) {
	t.Helper()
	if err := os.MkdirAll(p, 0o755); err != nil {
		t.Fatal(err)
	}
}

func write(t testing.TB, p, s string) {
	t.Helper()
	if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
}

func symlink(t testing.TB, target, link string) {
	t.Helper()
	if err := os.Symlink(target, link); err != nil {
		t.Skipf("symlinks unavailable: %v", err)
	}
}

// withDeadline fails the test instead of hanging when fn blocks, which is
// what opening a FIFO with no writer does.
func withDeadline(t *testing.T, fn func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { fn(); close(done) }()
	select {
	case <-done:
	case <-testwait.After(t):
		t.Fatal("blocked: a FIFO was opened")
	}
}

func TestVerify(t *testing.T) {
	proj, outside := project(t)
	ref := func(text string) Ref {
		rs := find("x " + text + " y")
		if len(rs) != 1 {
			t.Fatalf("%q: found %d references", text, len(rs))
		}
		return rs[0]
	}
	tests := []struct {
		text    string
		wantErr error  // nil for a valid reference
		wantMsg string // exact reason, when it matters
	}{
		{"internal/config/load.go:1", nil, ""},
		{"internal/config/load.go:88", nil, ""},
		{"internal/config/load.go:12-14", nil, ""},
		{"internal/config/load.go:80-88", nil, ""},
		{"internal/config/load.go:12:7", nil, ""},
		{"README.md:3", nil, ""},
		{"README.md:5", nil, ""}, // last line has no newline
		{"docs/guide.md:3", nil, ""},
		{"./docs/guide.md:2", nil, ""},
		{"docs/../README.md:1", nil, ""}, // a .. that stays inside
		{"inner.go:88", nil, ""},         // a symlink that stays inside
		{filepath.Join(proj, "README.md") + ":2", nil, ""},

		{"internal/config/load.go:89", ErrPastEnd, "line 89 is past the end (file has 88 lines)"},
		{"internal/config/load.go:120", ErrPastEnd, "line 120 is past the end (file has 88 lines)"},
		{"internal/config/load.go:80-120", ErrPastEnd, "line 120 is past the end (file has 88 lines)"},
		{"internal/config/load.go:100-120", ErrPastEnd, "line 100 is past the end (file has 88 lines)"},
		{"README.md:6", ErrPastEnd, "line 6 is past the end (file has 5 lines)"},
		{"docs/guide.md:4", ErrPastEnd, "line 4 is past the end (file has 3 lines)"},
		{"empty.txt:1", ErrPastEnd, "line 1 is past the end (file has 0 lines)"},
		{"internal/config/load.go:0", ErrLineZero, "line 0 is not a line"},
		{"internal/config/load.go:0-3", ErrLineZero, "line 0 is not a line"},
		{"internal/config/load.go:14-12", ErrStartAfterEnd, "start after end (line 14 > line 12)"},
		{"internal/config/missing.go:1", ErrNoSuchFile, "no such file"},
		{"missing.md:1", ErrNoSuchFile, "no such file"},
		{"README.md/x.go:1", ErrNoSuchFile, "no such file"},
		{"internal/config:1", ErrNotFile, "is a directory, not a file"},
		{"../outside/secret.txt:1", ErrOutside, "outside the project"},
		{"docs/../../outside/secret.txt:1", ErrOutside, "outside the project"},
		{"escape/secret.txt:1", ErrOutside, "outside the project"},
		{"escape/nothing-here.txt:1", ErrOutside, "outside the project"},
		{"secret.txt:1", ErrOutside, "outside the project"},
		{filepath.Join(outside, "secret.txt") + ":1", ErrOutside, "outside the project"},
		{"/etc/passwd:1", ErrOutside, "outside the project"},
		{"~/notes.md:1", ErrOutside, "outside the project"},
	}
	if runtime.GOOS != "windows" {
		tests = append(tests, struct {
			text    string
			wantErr error
			wantMsg string
		}{`C:\src\main.go:1`, ErrOutside, "outside the project"})
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			err := verifyOne(proj, ref(tt.text))
			if tt.wantErr == nil {
				if err != nil {
					t.Fatalf("Verify(%q) = %v, want nil", tt.text, err)
				}
				return
			}
			if !errors.Is(err, tt.wantErr) {
				t.Fatalf("Verify(%q) = %v, want %v", tt.text, err, tt.wantErr)
			}
			if err.Error() != tt.wantMsg {
				t.Errorf("Verify(%q) says %q, want %q", tt.text, err, tt.wantMsg)
			}
		})
	}
}

func TestVerifyNeverOpensFIFOs(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no FIFOs")
	}
	proj, outside := project(t)
	tests := []struct {
		text string
		want error
	}{
		{"pipe.txt:1", ErrNotFile}, // inside: refused after stat, before open
		{"trap.txt:1", ErrOutside}, // a link to a FIFO outside: refused before stat
		{"escape/trap.txt:1", ErrOutside},
		{filepath.Join(outside, "trap.txt") + ":1", ErrOutside},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			withDeadline(t, func() {
				if err := verifyOne(proj, find(tt.text)[0]); !errors.Is(err, tt.want) {
					t.Errorf("Verify(%q) = %v, want %v", tt.text, err, tt.want)
				}
			})
		})
	}
}

func TestVerifyProjectDirIsSymlink(t *testing.T) {
	proj, _ := project(t)
	link := filepath.Join(t.TempDir(), "proj-link")
	symlink(t, proj, link)
	for _, text := range []string{"README.md:2", filepath.Join(link, "README.md") + ":2", filepath.Join(proj, "README.md") + ":2"} {
		if err := verifyOne(link, find(text)[0]); err != nil {
			t.Errorf("Verify(%q) through a linked project dir = %v, want nil", text, err)
		}
	}
}

func TestVerifyNoProject(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "gone")
	if err := verifyOne(missing, Ref{Text: "a.go:1", Path: "a.go", Start: 1, End: 1}); !errors.Is(err, ErrNoProject) {
		t.Errorf("Verify with a missing project = %v, want ErrNoProject", err)
	}
	if vs := Check(markdown.Parse([]byte("a/b.go:1")), OnDisk(missing)); len(vs) != 0 {
		t.Errorf("Check with a missing project = %v, want nothing (the hook's fault, not the agent's)", vs)
	}
}

func TestCheck(t *testing.T) {
	proj, _ := project(t)
	msg := strings.Join([]string{
		"## Code Explorer Result",
		"",
		"The loader is internal/config/load.go:12-14 (see `README.md:3`).",
		"It fails at internal/config/load.go:120 and reads docs/nope.md:1.",
		"",
		"| where | what |",
		"|---|---|",
		"| ../outside/secret.txt:1 | leak |",
		"| internal/config/load.go:0 | zero |",
		"",
		"```",
		"internal/config/load.go:999 is inside a code block",
		"```",
		"",
		"Again internal/config/load.go:120; and internal/config/load.go:14-12.",
		"Service at localhost:8080, at 10:30, http://localhost:8080/x.go:12.",
	}, "\n")
	got := Check(markdown.Parse([]byte(msg)), OnDisk(proj))
	want := []struct {
		line int
		has  string
	}{
		{4, "`internal/config/load.go:120`: line 120 is past the end (file has 88 lines)"},
		{4, "`docs/nope.md:1`: no such file"},
		{8, "`../outside/secret.txt:1`: outside the project"},
		{9, "`internal/config/load.go:0`: line 0 is not a line"},
		{15, "`internal/config/load.go:14-12`: start after end"},
	}
	if len(got) != len(want) {
		t.Fatalf("Check returned %d violations, want %d:\n%s", len(got), len(want), violations(got))
	}
	for i, w := range want {
		v := got[i]
		if v.Contract != contract.Result || v.Line != w.line || !strings.Contains(v.Message, w.has) {
			t.Errorf("violation %d = %v, want line %d containing %q", i, v, w.line, w.has)
		}
	}
}

// A file name with spaces is cited as written; it is first read as its
// last word ("Notes.md:3"), then with the words before it.
func TestCheckPathsWithSpaces(t *testing.T) {
	proj, _ := project(t)
	os.MkdirAll(filepath.Join(proj, "docs"), 0o755)
	os.WriteFile(filepath.Join(proj, "docs", "My Notes.md"), []byte("1\n2\n3\n4\n5\n6\n"), 0o644)
	msg := strings.Join([]string{
		"See docs/My Notes.md:3 and `docs/My Notes.md:6`.",
		"Not docs/My Notes.md:9, nor Their Notes.md:1.",
	}, "\n")
	got := Check(markdown.Parse([]byte(msg)), OnDisk(proj))
	want := []string{
		"`docs/My Notes.md:9`: line 9 is past the end (file has 6 lines)",
		"`Notes.md:1`: no such file",
	}
	if len(got) != len(want) {
		t.Fatalf("Check returned %d violations, want %d:\n%s", len(got), len(want), violations(got))
	}
	for i, w := range want {
		if !strings.Contains(got[i].Message, w) {
			t.Errorf("violation %d = %v, want %q", i, got[i], w)
		}
	}
}

// countingChecker is a checker of proj that counts the files it opens.
func countingChecker(t *testing.T, proj string) (*checker, map[string]int) {
	t.Helper()
	c, err := newChecker(proj)
	if err != nil {
		t.Fatal(err)
	}
	opened := map[string]int{}
	c.open = func(name string) (*os.File, error) {
		opened[name]++
		return os.Open(name)
	}
	return c, opened
}

func TestCheckOpensEachFileOnce(t *testing.T) {
	proj, _ := project(t)
	c, opened := countingChecker(t, proj)
	// Four spellings of one file (one through a symlink) and a second file
	// cited twice.
	refs := find("internal/config/load.go:1 internal/config/load.go:88 ./internal/config/load.go:40 " +
		"inner.go:89 README.md:1 README.md:5 README.md:9 docs/missing.md:1 docs/missing.md:2")
	errs := c.verify(refs)
	wantPastEnd := map[string]bool{"inner.go:89": true, "README.md:9": true}
	for i, err := range errs {
		switch text := refs[i].Text; {
		case wantPastEnd[text]:
			if !errors.Is(err, ErrPastEnd) {
				t.Errorf("%s = %v, want past the end", text, err)
			}
		case strings.HasPrefix(text, "docs/missing.md"):
			if !errors.Is(err, ErrNoSuchFile) {
				t.Errorf("%s = %v, want no such file", text, err)
			}
		case err != nil:
			t.Errorf("%s = %v, want nil", text, err)
		}
	}
	if len(opened) != 2 {
		t.Errorf("opened %d files, want 2: %v", len(opened), opened)
	}
	for name, n := range opened {
		if n != 1 {
			t.Errorf("%s opened %d times, want once", name, n)
		}
	}
}

func TestCountLinesStopsEarly(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "big.txt")
	write(t, p, strings.Repeat("0123456789\n", 200000)) // 2.2 MB
	lc := countLines(os.Open, p, []int{3})
	if lc.err != nil || lc.complete || lc.lines < 3 {
		t.Fatalf("countLines(3) = %+v, want an early, incomplete count of at least 3", lc)
	}
	if lc.lines > 4000 {
		t.Errorf("countLines read %d lines to find line 3; it should stop at the first buffer", lc.lines)
	}
	if lc := countLines(os.Open, p, []int{3, 200001}); !lc.complete || lc.lines != 200000 {
		t.Errorf("countLines past the end = %+v, want complete 200000", lc)
	}
}

func TestCountLinesNeverOpensForImpossibleLines(t *testing.T) {
	p := filepath.Join(t.TempDir(), "small.txt")
	write(t, p, "a\nb\n")
	opened := 0
	open := func(name string) (*os.File, error) { opened++; return os.Open(name) }
	// A 4-byte file cannot have a line 5, but it is small enough to count.
	if lc := countLines(open, p, []int{5}); !lc.complete || lc.lines != 2 || opened != 1 {
		t.Errorf("countLines(5) = %+v after %d opens, want complete 2 after 1", lc, opened)
	}
	if lc := countLines(open, filepath.Join(t.TempDir(), "none"), []int{1}); !errors.Is(lc.err, ErrNoSuchFile) {
		t.Errorf("countLines on a missing file = %+v, want no such file", lc)
	}
}

func violations(vs []contract.Violation) string {
	var b strings.Builder
	for _, v := range vs {
		fmt.Fprintln(&b, v)
	}
	return b.String()
}

func BenchmarkCheck50(b *testing.B) {
	proj, _ := project(b)
	var msg strings.Builder
	msg.WriteString("## Code Explorer Result\n\n### Findings\n\n")
	files := []string{"internal/config/load.go", "README.md", "docs/guide.md", "inner.go", "docs/missing.md"}
	for i := 0; i < 50; i++ {
		fmt.Fprintf(&msg, "- Finding %d is at `%s:%d` and nearby.\n", i, files[i%len(files)], i%3+1)
	}
	d := markdown.Parse([]byte(msg.String()))
	if n := len(Find(d)); n != 50 {
		b.Fatalf("found %d references, want 50", n)
	}
	b.ReportAllocs()
	for b.Loop() {
		Check(d, OnDisk(proj))
	}
}

func TestOutsideIsNeverOpened(t *testing.T) {
	proj, outside := project(t)
	c, err := newChecker(proj)
	if err != nil {
		t.Fatal(err)
	}
	var opened []string
	c.open = func(name string) (*os.File, error) {
		opened = append(opened, name)
		return os.Open(name)
	}
	texts := []string{
		"../outside/secret.txt:1", "escape/secret.txt:1", "secret.txt:1",
		"docs/../../outside/secret.txt:1", filepath.Join(outside, "secret.txt") + ":1",
	}
	if runtime.GOOS != "windows" {
		texts = append(texts, "trap.txt:1") // a link to a FIFO outside
	}
	refs := find(strings.Join(texts, " "))
	for i, err := range c.verify(refs) {
		if !errors.Is(err, ErrOutside) {
			t.Errorf("%s = %v, want outside the project", refs[i].Text, err)
		}
	}
	if len(opened) != 0 {
		t.Errorf("opened %v; nothing outside the project may be opened", opened)
	}
}

func TestHugeFileIsNotReadToTheEnd(t *testing.T) {
	proj := t.TempDir()
	p := filepath.Join(proj, "huge.txt")
	write(t, p, "a\nb\nc\nd\ne\n")
	if err := os.Truncate(p, maxCountBytes+1<<20); err != nil { // sparse: cheap to make
		t.Fatal(err)
	}
	c, err := newChecker(proj)
	if err != nil {
		t.Fatal(err)
	}
	refs := find("huge.txt:3 huge.txt:999999999")
	errs := c.verify(refs)
	if errs[0] != nil {
		t.Errorf("%s = %v, want nil", refs[0].Text, errs[0])
	}
	want := "line 999999999 is past the end (file has fewer than 999999999 lines)"
	if !errors.Is(errs[1], ErrPastEnd) || errs[1].Error() != want {
		t.Errorf("%s = %v, want %q", refs[1].Text, errs[1], want)
	}
}

// verifyOne checks one reference against the project on disk in dir.
func verifyOne(dir string, r Ref) error { return OnDisk(dir).Verify([]Ref{r})[0] }
