package refs

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"testing"
)

func excerptOf(t *testing.T, proj, text string, after int) Excerpt {
	t.Helper()
	refs := find(text)
	if len(refs) != 1 {
		t.Fatalf("%q holds %d references", text, len(refs))
	}
	return OnDisk(proj).(LineReader).Excerpts([]Want{{Ref: refs[0], After: after}})[0]
}

func TestExcerpts(t *testing.T) {
	proj, _ := project(t)
	write(t, filepath.Join(proj, "code.go"), "package x\r\n\nfunc A() {\n\treturn\n}")
	write(t, filepath.Join(proj, "docs", "image.png"), "\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\nmore\n")
	for _, c := range []struct {
		ref    string
		after  int
		lines  []string
		binary bool
		err    error
	}{
		{"code.go:1", 0, []string{"package x"}, false, nil}, // CR of a CRLF ending dropped
		{"code.go:3-5", 0, []string{"func A() {", "\treturn", "}"}, false, nil},
		{"code.go:5", 0, []string{"}"}, false, nil}, // the last line has no newline
		{"code.go:3", 1, []string{"func A() {", "\treturn"}, false, nil},
		{"code.go:4", 9, []string{"\treturn", "}"}, false, nil}, // After stops at the end
		{"code.go:6", 0, nil, false, ErrPastEnd},
		{"code.go:2", 0, []string{""}, false, nil},
		{"docs/image.png:2", 0, nil, true, nil},
		{"docs/missing.go:1", 0, nil, false, ErrNoSuchFile},
		{"../outside/secret.txt:1", 0, nil, false, ErrOutside},
		{"secret.txt:1", 0, nil, false, ErrOutside},     // a link leaving the project
		{"inner.go:2", 0, []string{"line"}, false, nil}, // a link that stays inside
		{"./docs:1", 0, nil, false, ErrNotFile},
	} {
		got := excerptOf(t, proj, c.ref, c.after)
		if !reflect.DeepEqual(got.Lines, c.lines) || got.Binary != c.binary || !errors.Is(got.Err, c.err) {
			t.Errorf("%s (+%d) = %q binary %v err %v; want %q binary %v err %v", c.ref, c.after, got.Lines, got.Binary, got.Err, c.lines, c.binary, c.err)
		}
	}
}

func TestExcerptsOpenEachFileOnce(t *testing.T) {
	proj, outside := project(t)
	c, opened := countingChecker(t, proj)
	texts := []string{
		"internal/config/load.go:1", "internal/config/load.go:80-88", "./internal/config/load.go:40",
		"README.md:5", "../outside/secret.txt:1", filepath.Join(outside, "secret.txt") + ":2",
	}
	if runtime.GOOS != "windows" {
		texts = append(texts, "pipe.txt:1", "trap.txt:1")
	}
	refs := find(strings.Join(texts, " "))
	var wants []Want
	for _, r := range refs {
		wants = append(wants, Want{Ref: r})
	}
	var got []Excerpt
	withDeadline(t, func() { got = c.excerpts(wants) })
	if len(got[1].Lines) != 9 || got[3].Lines[0] != "e" || !errors.Is(got[4].Err, ErrOutside) || !errors.Is(got[5].Err, ErrOutside) {
		t.Errorf("excerpts %+v", got)
	}
	if len(opened) != 2 {
		t.Errorf("opened %v, want load.go and README.md once each", opened)
	}
	for name, n := range opened {
		if n != 1 || strings.Contains(name, "outside") {
			t.Errorf("%s opened %d times", name, n)
		}
	}
}

// failAfter is a reader of an endless file that fails the test when it is
// read past limit bytes.
type failAfter struct {
	t     *testing.T
	head  string
	limit int
	read  int
}

func (f *failAfter) Read(p []byte) (int, error) {
	if f.read >= f.limit {
		f.t.Fatalf("read past byte %d: a file is read only as far as the lines asked of it", f.limit)
		return 0, io.ErrUnexpectedEOF
	}
	n := 0
	for n < len(p) && f.read < f.limit {
		if f.read < len(f.head) {
			p[n] = f.head[f.read]
		} else {
			p[n] = "x\n"[f.read%2]
		}
		n++
		f.read++
	}
	return n, nil
}

func TestScanSpansStopsAfterTheLastLineWanted(t *testing.T) {
	head := ""
	for i := 1; i <= 20; i++ {
		head += fmt.Sprintf("line %d\n", i)
	}
	// The lines asked for are in the first 8000 bytes; the reader fails the
	// test if the scan asks for more than one buffer beyond them.
	r := &failAfter{t: t, head: head, limit: BinaryProbe + 32<<10}
	got, err := scanSpans(r, []lineSpan{{3, 3}, {10, 12}}, nil)
	if err != nil || got.binary || got.complete {
		t.Fatalf("scanSpans = %+v, %v", got, err)
	}
	if !reflect.DeepEqual(got.spans, [][]string{{"line 3"}, {"line 10", "line 11", "line 12"}}) {
		t.Errorf("spans %q", got.spans)
	}
}

func TestScanSpansHugeFile(t *testing.T) {
	// A sparse file: its text lines, then 300 MB of NUL bytes well past the
	// binary probe. Reading it to the end would take seconds; the lines
	// asked for come at once.
	p := filepath.Join(t.TempDir(), "huge.log")
	write(t, p, strings.Repeat(strings.Repeat("y", 99)+"\n", 100)) // 10 000 bytes
	if err := os.Truncate(p, 300<<20); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(p)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	got, err := scanSpans(f, []lineSpan{{99, 100}}, nil)
	if err != nil || got.binary || len(got.spans[0]) != 2 {
		t.Fatalf("scanSpans = %+v, %v", got, err)
	}
	if off, _ := f.Seek(0, io.SeekCurrent); off > 64<<10 {
		t.Errorf("read %d bytes of a 300 MB file to get lines 99-100", off)
	}
}

func TestScanSpansKeepsLongLinesBounded(t *testing.T) {
	long := strings.Repeat("z", 3*maxExcerptLine)
	got, err := scanSpans(strings.NewReader("a\n"+long+"\nc\n"), []lineSpan{{2, 3}}, nil)
	if err != nil || len(got.spans[0]) != 2 || len(got.spans[0][0]) != maxExcerptLine || got.spans[0][1] != "c" {
		t.Fatalf("scanSpans = %d lines, first %d bytes; err %v", len(got.spans[0]), len(got.spans[0][0]), err)
	}
}

func TestScanSpansBinaryOnlyInTheProbe(t *testing.T) {
	nulEarly := "text\n\x00rest\n"
	if got, _ := scanSpans(strings.NewReader(nulEarly), []lineSpan{{1, 1}}, nil); !got.binary {
		t.Error("a NUL byte in the first 8000 bytes makes a file binary")
	}
	nulLate := strings.Repeat("t\n", BinaryProbe/2) + "\x00\n"
	if got, _ := scanSpans(strings.NewReader(nulLate), []lineSpan{{1, 1}}, nil); got.binary || len(got.spans[0]) != 1 {
		t.Errorf("a NUL byte after the first 8000 bytes does not: %+v", got)
	}
	if got, _ := scanSpans(strings.NewReader(""), []lineSpan{{1, 1}}, nil); !got.complete || got.lines != 0 {
		t.Errorf("empty file: %+v", got)
	}
}

func TestScanSpansBoundsWhatItKeeps(t *testing.T) {
	line := strings.Repeat("w", 1000) + "\n"
	r := strings.NewReader(strings.Repeat(line, maxExcerptBytes/1000+2000))
	if _, err := scanSpans(r, []lineSpan{{1, 1 << 30}}, nil); !errors.Is(err, errTooMuch) {
		t.Fatalf("a range of more than %d bytes: %v", maxExcerptBytes, err)
	}
}
