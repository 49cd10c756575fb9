// Package testinputs gathers the texts the repository's tests and test
// data give the checks, for the tests that hold a hand-written matcher to
// the regular expression it replaces: it must give the same on every one
// of them. Only tests import it; nothing in the binary does.
package testinputs

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"
)

// Messages are, for the package whose tests run: the string literals of
// its _test.go files, the files under its testdata (fuzz corpus entries
// read as the strings they hold), the messages of the repository's
// evaluation sets (testdata/eval) and those of the CLI scripts
// (cmd/team-hook/testdata: the strings of their JSON payloads and their
// other files).
func Messages(t testing.TB) []string {
	t.Helper()
	root := moduleRoot(t)
	out := literals(t)
	for _, dir := range []string{"testdata", filepath.Join(root, "testdata", "eval"), filepath.Join(root, "cmd", "team-hook", "testdata")} {
		err := filepath.WalkDir(dir, func(path string, e fs.DirEntry, err error) error {
			if err != nil || e.IsDir() {
				return err
			}
			data, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			out = append(out, texts(path, data)...)
			return nil
		})
		if err != nil && !os.IsNotExist(err) {
			t.Fatal(err)
		}
	}
	if len(out) < 1000 {
		t.Fatalf("only %d texts: the test data was not found", len(out))
	}
	return out
}

// Lines are the texts and each of their lines, as written and without the
// blanks around them, each once.
func Lines(texts []string) []string {
	var out []string
	for _, text := range texts {
		out = append(out, text)
		for line := range strings.SplitSeq(text, "\n") {
			out = append(out, line, strings.TrimSpace(line))
		}
	}
	return Distinct(out)
}

// Distinct is texts without repeats, in their first order.
func Distinct(texts []string) []string {
	seen := make(map[string]bool, len(texts))
	out := texts[:0]
	for _, s := range texts {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

func texts(path string, data []byte) []string {
	switch {
	case strings.HasPrefix(string(data), "go test fuzz v1\n"):
		var out []string
		for line := range strings.SplitSeq(string(data), "\n") {
			if s, ok := strings.CutPrefix(line, "string("); ok {
				if u, err := strconv.Unquote(strings.TrimSuffix(s, ")")); err == nil {
					out = append(out, u)
				}
			}
		}
		return out
	case strings.HasSuffix(path, ".txtar"):
		a := txtar.Parse(data)
		out := []string{string(a.Comment)}
		for _, f := range a.Files {
			var v any
			if json.Unmarshal(f.Data, &v) == nil {
				out = appendStrings(out, v)
			} else {
				out = append(out, string(f.Data))
			}
		}
		return out
	}
	return []string{string(data)}
}

// appendStrings appends the strings a JSON value holds.
func appendStrings(out []string, v any) []string {
	switch v := v.(type) {
	case string:
		out = append(out, v)
	case []any:
		for _, e := range v {
			out = appendStrings(out, e)
		}
	case map[string]any:
		for _, e := range v {
			out = appendStrings(out, e)
		}
	}
	return out
}

// literals are the string literals of the _test.go files of the package
// whose tests run.
func literals(t testing.TB) []string {
	files, err := filepath.Glob("*_test.go")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	fset := token.NewFileSet()
	for _, name := range files {
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				if s, err := strconv.Unquote(lit.Value); err == nil {
					out = append(out, s)
				}
			}
			return true
		})
	}
	return out
}

func moduleRoot(t testing.TB) string {
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the package")
		}
		dir = parent
	}
}

// Same compares a hand-written matcher with the expression it replaces on
// one text: it reports a difference with t.Errorf, and whether the
// expression matched.
type Same func(t testing.TB, text string) (matched bool)

// Compare holds a matcher to its expression on every text. The texts must
// hold at least least matches of the expression, so that the comparison is
// not made on misses alone.
func Compare(t *testing.T, texts []string, least int, same Same) {
	t.Helper()
	matched := 0
	for _, text := range texts {
		if same(t, text) {
			matched++
		}
	}
	t.Logf("the expression matched %d of %d texts", matched, len(texts))
	if matched < least {
		t.Errorf("the expression matched %d of %d texts, fewer than %d", matched, len(texts), least)
	}
}

// Fuzz holds a matcher to its expression on the fuzzer's texts, seeded
// with edges.
func Fuzz(f *testing.F, edges []string, same Same) {
	for _, text := range edges {
		f.Add(text)
	}
	f.Fuzz(func(t *testing.T, text string) { same(t, text) })
}
