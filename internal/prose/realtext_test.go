package prose

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"
)

// Real text: sentences of documentation written by people for people —
// READMEs, manuals and guides full of "user", "ask", "cannot", "prompt" —
// that the scorer's gate admits. None is an agent excusing itself for not
// asking; all are negatives for the scorer's training and its threshold.
//
// They are extracted once, by
//
//	go test ./internal/prose -run '^TestRealTextExtract$' -extract [-roots dir,dir]
//
// from the Markdown and plain-text documentation of the Go module cache
// (go env GOMODCACHE), the Go distribution (go env GOROOT), /usr/share/doc,
// the repository's own docs, skills and agents, and any further roots
// named; the files are read in lexical order and each sentence is kept
// once. The result, testdata/realtext/sentences.txt, is committed: training
// reads it and never the machine's files, so it gives the same weights
// everywhere.

var (
	extractRealText = flag.Bool("extract", false, "write testdata/realtext/sentences.txt from the documentation on this machine")
	extraRoots      = flag.String("roots", "", "further documentation folders for -extract, comma-separated")
)

// realTextFile is where the extracted sentences are.
var realTextFile = filepath.Join("testdata", "realtext", "sentences.txt")

// docName: a file of documentation prose, by its name (a .gz of one too).
var docName = regexp.MustCompile(`(?i)(\.(md|markdown|mdown|rst|txt)|^(readme|faq|usage|guide|howto|manual|tutorial|intro|overview|design|security|contributing)([._-][a-z0-9._-]*)?)$`)

// codeName: source code and data, whatever their names start with
// ("security_windows.go").
var codeName = regexp.MustCompile(`(?i)\.(go|c|h|cc|cpp|py|sh|js|ts|pl|pm|rb|java|rs|html?|css|json|ya?ml|toml|xml|in|am|ac|mk|s|asm|awk|sed|el|vim|cocci|diff|patch)$`)

// noHosts: sentences naming a web address or a package index are left out
// (none is needed to learn from, and the repository names no package host).
var noHosts = regexp.MustCompile(`(?i)://|www\.|\b[a-z0-9-]+\.(org|com|io|dev|net|pm|rs)\b|\b(pypi|npmjs|rubygems|nuget|packagist|crates|registry|registries|index-url)\b`)

// maxDocFile bounds the size of a file read.
const maxDocFile = 2 << 20

func TestRealTextExtract(t *testing.T) {
	if !*extractRealText {
		t.Skip("run with -extract to write " + realTextFile)
	}
	type root struct{ dir, label string }
	var roots []root
	for _, v := range []string{"GOMODCACHE", "GOROOT"} {
		out, err := exec.Command("go", "env", v).Output()
		if err != nil {
			t.Fatalf("go env %s: %v", v, err)
		}
		if dir := strings.TrimSpace(string(out)); dir != "" {
			roots = append(roots, root{dir, strings.ToLower(v)})
		}
	}
	roots = append(roots, root{"/usr/share/doc", "doc"})
	for _, d := range []string{"docs", "skills", "agents"} {
		roots = append(roots, root{filepath.Join("..", "..", d), "repo/" + d})
	}
	for _, d := range strings.Split(*extraRoots, ",") {
		if d != "" {
			roots = append(roots, root{d, filepath.Base(d)})
		}
	}
	var b strings.Builder
	b.WriteString("# Sentences of documentation that the deferral scorer's gate admits: negatives\n")
	b.WriteString("# for its training (realtext_test.go writes this file; see there how).\n")
	b.WriteString("# <source>\\t<the sentence, in its analysis form: lower case, quoted material as x>\n")
	seen := map[string]bool{}
	files, kept := 0, 0
	ops := 0
	for _, r := range roots {
		err := filepath.WalkDir(r.dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return nil // an unreadable folder is skipped
			}
			if d.IsDir() {
				if name := d.Name(); name == "testdata" || name == "cache" && r.label == "gomodcache" || strings.HasPrefix(name, ".") && path != r.dir {
					return fs.SkipDir
				}
				return nil
			}
			name := strings.TrimSuffix(d.Name(), ".gz")
			if !d.Type().IsRegular() || !docName.MatchString(name) || codeName.MatchString(name) || strings.Contains(strings.ToLower(name), "changelog") {
				return nil
			}
			text, ok := readDoc(path)
			if !ok {
				return nil
			}
			files++
			rel, _ := filepath.Rel(r.dir, path)
			src := r.label + ":" + filepath.ToSlash(rel)
			forEachSentence(text, &ops, func(s sentence, ts []token, rules bool) {
				if !mayScore(ts) && !rules || seen[s.norm] || noHosts.MatchString(s.norm) || strings.ContainsAny(s.norm, "\t") {
					return
				}
				seen[s.norm] = true
				kept++
				fmt.Fprintf(&b, "%s\t%s\n", src, s.norm)
			})
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if err := os.MkdirAll(filepath.Dir(realTextFile), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(realTextFile, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d files read, %d sentences kept", files, kept)
}

// readDoc reads a documentation file, uncompressed; ok is false for a file
// too large, binary or not UTF-8.
func readDoc(path string) ([]byte, bool) {
	f, err := os.Open(path)
	if err != nil {
		return nil, false
	}
	defer f.Close()
	var rd io.Reader = f
	if strings.HasSuffix(path, ".gz") {
		z, err := gzip.NewReader(f)
		if err != nil {
			return nil, false
		}
		defer z.Close()
		rd = z
	}
	data, err := io.ReadAll(io.LimitReader(rd, maxDocFile+1))
	if err != nil || len(data) > maxDocFile || bytes.IndexByte(data, 0) >= 0 || !utf8.Valid(data) {
		return nil, false
	}
	return data, true
}

// realSentence is one extracted sentence and where it is from.
type realSentence struct {
	source, norm string
}

// loadRealText reads the extracted sentences.
func loadRealText(t testing.TB) []realSentence {
	t.Helper()
	f, err := os.Open(realTextFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []realSentence
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 64<<10), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		src, norm, ok := strings.Cut(line, "\t")
		if !ok {
			t.Fatalf("%s: %q has no source", realTextFile, line)
		}
		out = append(out, realSentence{src, norm})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// No sentence of real text is a deferral, to the rules or the scorer: the
// threshold written with the weights is above every one of them.
func TestRealTextNotDeferral(t *testing.T) {
	sentences := loadRealText(t)
	if len(sentences) < 1000 {
		t.Fatalf("only %d sentences of real text", len(sentences))
	}
	ops := 0
	for _, x := range sentences {
		if why, _ := judgeSentence(x.norm, askedNothing, &ops); why != nil {
			t.Errorf("%s: %q read as a deferral (%s)", x.source, x.norm, why.Reading)
		}
	}
}
