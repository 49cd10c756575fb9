package markdown

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"
)

// The reader is held to goldmark (with the GFM tables this package has
// always read), which the checks were written against: both trees are
// written out node by node (dump_test.go), kinds, nesting, positions,
// lines, text and each kind's fields, and must be the same. Inputs: every
// Markdown text in the repository (its documents, agent and skill files,
// the messages in its test data and fuzz corpora) and CommonMark's own
// examples; FuzzReaderMatchesGoldmark goes on from there.
//
// There is no deliberate difference: where goldmark departs from the
// specification (a one-column "table" of "Foo\n---" indented, for one), the
// reader does the same, so that no check changes its findings.

// input is one Markdown text and where it comes from.
type input struct {
	name string
	src  []byte
}

// repoRoot is the repository, from this package.
const repoRoot = "../.."

// markdownInputs gathers every Markdown text the repository holds: .md
// files, the string values of test data in JSON (final messages and
// transcripts), the files of txtar scripts, and the seed corpora of the
// fuzz targets that read messages.
func markdownInputs(t testing.TB) []input {
	var out []input
	err := filepath.WalkDir(repoRoot, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if name == "node_modules" || name == ".build" || name == "dist" || (strings.HasPrefix(name, ".") && path != repoRoot) {
				return filepath.SkipDir
			}
			return nil
		}
		inTestdata := strings.Contains(filepath.ToSlash(path), "/testdata/")
		rel, _ := filepath.Rel(repoRoot, path)
		switch {
		case strings.HasSuffix(name, ".md"):
			out = append(out, input{rel, mustRead(t, path)})
		case inTestdata && (strings.HasSuffix(name, ".json") || strings.HasSuffix(name, ".jsonl")):
			for i, s := range jsonStrings(mustRead(t, path)) {
				out = append(out, input{rel + "#" + strconv.Itoa(i), []byte(s)})
			}
		case inTestdata && strings.HasSuffix(name, ".txtar"):
			for _, f := range txtar.Parse(mustRead(t, path)).Files {
				out = append(out, input{rel + "#" + f.Name, f.Data})
			}
		case inTestdata && strings.Contains(filepath.ToSlash(path), "/testdata/fuzz/"):
			for i, s := range corpusStrings(mustRead(t, path)) {
				out = append(out, input{rel + "#" + strconv.Itoa(i), []byte(s)})
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(out) < 100 {
		t.Fatalf("only %d inputs found under %s", len(out), repoRoot)
	}
	return out
}

func mustRead(t testing.TB, path string) []byte {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// jsonStrings lists the string values of a JSON document or of each line
// of a JSON Lines file that are longer than a word.
func jsonStrings(data []byte) []string {
	var out []string
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case string:
			if len(v) > 20 {
				out = append(out, v)
			}
		case []any:
			for _, e := range v {
				walk(e)
			}
		case map[string]any:
			for _, e := range v {
				walk(e)
			}
		}
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	for {
		var v any
		if dec.Decode(&v) != nil {
			break
		}
		walk(v)
	}
	return out
}

// corpusStrings lists the string and []byte values of a fuzz corpus file.
func corpusStrings(data []byte) []string {
	var out []string
	for _, line := range strings.Split(string(data), "\n") {
		for _, prefix := range []string{"string(", "[]byte("} {
			if arg, ok := strings.CutPrefix(line, prefix); ok {
				if s, err := strconv.Unquote(strings.TrimSuffix(arg, ")")); err == nil {
					out = append(out, s)
				}
			}
		}
	}
	return out
}

// specExamples are CommonMark's examples, from goldmark's copy of the
// specification's tests.
func specExamples(t testing.TB) []input {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "github.com/yuin/goldmark").Output()
	if err != nil {
		t.Fatalf("finding goldmark's module: %v", err)
	}
	data := mustRead(t, filepath.Join(strings.TrimSpace(string(out)), "_test", "spec.json"))
	var examples []struct {
		Markdown string `json:"markdown"`
		Example  int    `json:"example"`
		Section  string `json:"section"`
	}
	if err := json.Unmarshal(data, &examples); err != nil {
		t.Fatal(err)
	}
	var in []input
	for _, e := range examples {
		in = append(in, input{"example " + strconv.Itoa(e.Example) + " (" + e.Section + ")", []byte(e.Markdown)})
	}
	return in
}

// sameTree fails t when the reader and goldmark read src differently.
func sameTree(t *testing.T, name string, src []byte) {
	t.Helper()
	want, got := dumpGoldmark(src), dumpReader(src)
	if want != got {
		t.Errorf("%s: %q\n--- goldmark\n%s--- reader\n%s", name, src, want, got)
	}
}

func TestReaderMatchesGoldmarkOnRepository(t *testing.T) {
	for _, in := range markdownInputs(t) {
		sameTree(t, in.name, in.src)
	}
}

func TestReaderMatchesGoldmarkOnSpecExamples(t *testing.T) {
	examples := specExamples(t)
	if len(examples) < 600 {
		t.Fatalf("only %d examples", len(examples))
	}
	for _, in := range examples {
		sameTree(t, in.name, in.src)
	}
}

// The comparison itself tells trees apart: a reader that lost a level of
// nesting, a line or a text flag would fail the tests above.
func TestDumpsTellTreesApart(t *testing.T) {
	for _, pair := range [][2]string{
		{"- a\n- b\n", "- a\n\n- b\n"},              // tight and loose
		{"a  \nb\n", "a\nb\n"},                      // hard and soft break
		{"> a\n", "    a\n"},                        // quote and code
		{"# a\n", "## a\n"},                         // heading level
		{"```go\nx\n```\n", "```js\nx\n```\n"},      // info string
		{"[a](b)\n", "[a](c)\n"},                    // destination
		{"| a |\n|---|\n| b |\n", "| a |\n| b |\n"}, // table or paragraph
	} {
		if dumpReader([]byte(pair[0])) == dumpReader([]byte(pair[1])) {
			t.Errorf("%q and %q dump alike", pair[0], pair[1])
		}
	}
}

func FuzzReaderMatchesGoldmark(f *testing.F) {
	for _, in := range append(markdownInputs(f), specExamples(f)...) {
		f.Add(in.src)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		sameTree(t, "fuzz", src)
	})
}
