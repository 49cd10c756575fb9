// The boundaries between the engine and the host adapters, kept by a test:
// an adapter (internal/host/<host>) knows only the neutral vocabulary of
// internal/hook, the standard library and the library that reads its
// host's settings, and nothing of the engine's packages imports an
// adapter. Only the command (internal/cli) joins them.
package architecture_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

const module = "github.com/team-hook/team-hook/"

// imports lists, per package folder under internal/, what its non-test
// files import.
func imports(t *testing.T) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	err := filepath.WalkDir("internal", func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && d.Name() == "testdata" {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		dir := filepath.ToSlash(filepath.Dir(path))
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			out[dir] = append(out[dir], p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// hostFormats are the libraries an adapter may use to read its host's own
// files: Codex keeps its settings in TOML.
var hostFormats = map[string][]string{"internal/host/codex": {"github.com/pelletier/go-toml/v2"}}

func TestAdaptersKnowOnlyTheVocabulary(t *testing.T) {
	all := imports(t)
	adapters := 0
	for dir, imps := range all {
		if !strings.HasPrefix(dir, "internal/host/") {
			continue
		}
		adapters++
		for _, p := range imps {
			if strings.HasPrefix(p, module) && p != module+"internal/hook" {
				t.Errorf("adapter %s imports %s: adapters may import only internal/hook", dir, p)
			}
			if !strings.HasPrefix(p, module) && strings.Contains(strings.SplitN(p, "/", 2)[0], ".") && !slices.Contains(hostFormats[dir], p) {
				t.Errorf("adapter %s imports %s: adapters use the standard library only", dir, p)
			}
		}
	}
	if adapters == 0 {
		t.Fatal("no adapter found under internal/host")
	}
}

func TestNothingButTheCommandImportsAnAdapter(t *testing.T) {
	for dir, imps := range imports(t) {
		if dir == "internal/cli" || strings.HasPrefix(dir, "internal/host/") {
			continue
		}
		for _, p := range imps {
			if strings.HasPrefix(p, module+"internal/host/") {
				t.Errorf("%s imports the adapter %s: the engine is host-neutral", dir, p)
			}
		}
	}
}

// The vocabulary stays a vocabulary: the neutral event and decision depend
// on nothing of ours, so every adapter and the engine can share them.
func TestTheVocabularyImportsNothingOfOurs(t *testing.T) {
	for _, p := range imports(t)["internal/hook"] {
		if strings.HasPrefix(p, module) {
			t.Errorf("internal/hook imports %s", p)
		}
	}
}

// Markdown is read by goldmark, through internal/markdown: only it uses
// goldmark's parser; the checks walk the tree it returns, so they may
// import goldmark's ast packages and nothing else of goldmark. Neither the
// package of goldmark's extensions (whose initialisation compiles
// linkify's regular expressions) nor its renderer is linked.
func TestHeavyLibrariesStayOutOfTheHook(t *testing.T) {
	for dir, imps := range imports(t) {
		for _, p := range imps {
			switch {
			case p == "github.com/yuin/goldmark/ast" || p == "github.com/yuin/goldmark/extension/ast":
			case strings.HasPrefix(p, "github.com/yuin/goldmark/") && dir == "internal/markdown" &&
				p != "github.com/yuin/goldmark/extension" && !strings.HasPrefix(p, "github.com/yuin/goldmark/renderer"):
			case p == "github.com/yuin/goldmark" || strings.HasPrefix(p, "github.com/yuin/goldmark/"):
				t.Errorf("%s imports %s: read Markdown with internal/markdown", dir, p)
			}
		}
	}
}

// Nothing compiles a regular expression when the process starts: an
// expression is a lazyre.Regexp value (or a function such as
// sync.OnceValue's), compiled by its first use, never a package-level
// regexp call (which every hook process, whatever its
// event, would pay). The init trace (cmd/team-hook's
// TestOwnPackagesInitialiseNothing) shows the same from the binary.
func TestNoExpressionCompiledAtStartUp(t *testing.T) {
	files := 0
	for _, root := range []string{"internal", "cmd"} {
		err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() && d.Name() == "testdata" {
				return filepath.SkipDir
			}
			if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return nil
			}
			f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
			if err != nil {
				return err
			}
			files++
			for _, decl := range f.Decls {
				g, ok := decl.(*ast.GenDecl)
				if !ok || g.Tok != token.VAR {
					continue
				}
				ast.Inspect(g, func(n ast.Node) bool {
					if _, lit := n.(*ast.FuncLit); lit {
						return false // runs when called, not at start-up
					}
					call, ok := n.(*ast.CallExpr)
					if !ok {
						return true
					}
					if sel, ok := call.Fun.(*ast.SelectorExpr); ok {
						if pkg, ok := sel.X.(*ast.Ident); ok && pkg.Name == "regexp" {
							t.Errorf("%s: regexp.%s at package level compiles at start-up: declare a lazyre.Regexp", path, sel.Sel.Name)
						}
					}
					return true
				})
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if files < 50 {
		t.Fatalf("only %d files read", files)
	}
}
