package architecture_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// No test asserts how long something took or bounds a wait by a guess
// ("within 5 s"): CI is two busy cores, and such a test fails there for no
// fault of the code. A test asserts the outcome (or counts the work, as
// the linearity tests do); a wait for something that must happen is
// bounded by the run's own deadline (internal/testwait); speed is measured
// by benchmarks (bench/, Benchmark functions), which this leaves alone.
func TestNoTimedAssertions(t *testing.T) {
	// Calls that start or read a clock-bound wait.
	banned := map[string]string{
		"time.Since":           "measures a duration",
		"time.Until":           "measures a duration",
		"time.After":           "bounds a wait by a guess",
		"time.NewTimer":        "bounds a wait by a guess",
		"time.AfterFunc":       "bounds a wait by a guess",
		"context.WithTimeout":  "bounds a wait by a guess",
		"context.WithDeadline": "bounds a wait by a guess",
	}
	fset := token.NewFileSet()
	var found []string
	err := filepath.WalkDir(".", func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			switch d.Name() {
			case "third_party", "testdata", "node_modules", "dist", "bench", ".build", ".git":
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		for _, decl := range f.Decls {
			if fn, ok := decl.(*ast.FuncDecl); ok && strings.HasPrefix(fn.Name.Name, "Benchmark") {
				continue
			}
			ast.Inspect(decl, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				sel, ok := call.Fun.(*ast.SelectorExpr)
				if !ok {
					return true
				}
				name := ""
				if id, ok := sel.X.(*ast.Ident); ok {
					name = id.Name + "." + sel.Sel.Name
				}
				why, bad := banned[name]
				// time.Now().After(deadline), time.Now().Before(…)
				if inner, ok := sel.X.(*ast.CallExpr); ok && (sel.Sel.Name == "After" || sel.Sel.Name == "Before") {
					if s, ok := inner.Fun.(*ast.SelectorExpr); ok {
						if id, ok := s.X.(*ast.Ident); ok && id.Name == "time" && s.Sel.Name == "Now" {
							name, why, bad = "time.Now()."+sel.Sel.Name, "compares with a deadline", true
						}
					}
				}
				if bad {
					found = append(found, fset.Position(call.Pos()).String()+": "+name+" "+why)
				}
				return true
			})
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range found {
		t.Error(f)
	}
}
