package yaml

// Not upstream's (PATCHES.md): isYAMLStyleFloat and isBase60FloatNotation
// replace the two regular expressions upstream matched scalars against, and
// are held here to those expressions, verbatim, as the reference.

import (
	"go/ast"
	goparser "go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

var (
	yamlStyleFloatReference = regexp.MustCompile(`^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$`)
	base60floatReference    = regexp.MustCompile(`^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?$`)
)

// floatNotationCases are the hand-picked inputs: each alternative of both
// expressions, their boundaries and near misses.
var floatNotationCases = []string{
	"", " ", "+", "-", ".", "e", "E", ":", "_", "+-", "++1", "+-1", "-+1",
	// yamlStyleFloat
	"0", "1", "00", "-0", "+1", "-1", "123456789", "1_000", "1000",
	".5", "-.5", "+.5", ".50", "5.", "-5.", "+5.", "0.", "1.5", "-1.5",
	"1e3", "1E3", "1e+3", "1e-3", "1E+03", "-1.5e-3", ".5e3", "5.e3", "+.5E-07",
	"1e", "1e+", "1e-", "e3", ".e3", "+.e3", "-e3", "1ee3", "1e3e3", "1e3.5",
	"1e+-3", "1e++3", "1.2.3", "..5", "5..", "1.5.", "1.5e3.", "1,5", "0x1F",
	"0o17", "0b101", "inf", ".inf", "-.inf", "NaN", ".nan", "1.5f", "1.5e3x",
	" 1", "1 ", "1\n", "\n1", "1\r", "1.5e3\n", "1\x00", "\x001",
	"١", "١.٥", "１", "1.５", "1e٣", "\xff", "1\xff", "\xff1", "1.\xff", "1e\xff3",
	"1\u00a0", "\u20001",
	// base60float
	"1:30", "190:20:30", "190:20:30.15", "+1:30", "-1:30", "+190:20:30.15",
	"1:0", "1:00", "1:5", "1:05", "1:59", "1:60", "1:69", "1:6", "1:005",
	"1:50:", "1:", ":30", "1::30", "_1:30", "1_:30", "1__0:30", "1_000:30",
	"1:3_0", "1:_3", "1:30.", "1:30._", "1:30.1_5", "1:30.__", "1:30..1",
	"1:30.1.2", "1.5:30", "1:30.5:10", "1:30:", "a:30", "1:30a", "+:30",
	"1: 30", "1 :30", "1:30\n", "1:30 ", "1:٣٠", "١:30", "1:30\xff", "1:\xff",
	"12:34:56.789", "1:2:3:4:5:6:7:8:9", "0:0", "0:00:00.0", "-0:0.",
	"1:30e3", "1:30.5e3", "1e3:30", "1:-30", "1:+30", "1:3a", "1:a3",
}

func TestIsYAMLStyleFloatMatchesReference(t *testing.T) {
	for _, s := range floatNotationInputs(t) {
		if got, want := isYAMLStyleFloat(s), yamlStyleFloatReference.MatchString(s); got != want {
			t.Errorf("isYAMLStyleFloat(%q) = %v, the expression gives %v", s, got, want)
		}
	}
}

func TestIsBase60FloatMatchesReference(t *testing.T) {
	for _, s := range floatNotationInputs(t) {
		want := base60floatReference.MatchString(s)
		if got := isBase60FloatNotation(s); got != want {
			t.Errorf("isBase60FloatNotation(%q) = %v, the expression gives %v", s, got, want)
		}
		if got := isBase60Float(s); got != want {
			t.Errorf("isBase60Float(%q) = %v, the expression gives %v", s, got, want)
		}
	}
}

func FuzzIsYAMLStyleFloat(f *testing.F) {
	for _, s := range floatNotationCases {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := isYAMLStyleFloat(s), yamlStyleFloatReference.MatchString(s); got != want {
			t.Errorf("isYAMLStyleFloat(%q) = %v, the expression gives %v", s, got, want)
		}
	})
}

func FuzzIsBase60Float(f *testing.F) {
	for _, s := range floatNotationCases {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want := base60floatReference.MatchString(s)
		if got := isBase60FloatNotation(s); got != want {
			t.Errorf("isBase60FloatNotation(%q) = %v, the expression gives %v", s, got, want)
		}
		if got := isBase60Float(s); got != want {
			t.Errorf("isBase60Float(%q) = %v, the expression gives %v", s, got, want)
		}
	})
}

// floatNotationInputs returns the hand-picked cases and every scalar the
// package's tests and the repository's test data hold, each as it is and
// with its underscores dropped (as resolve drops them before it asks
// isYAMLStyleFloat).
func floatNotationInputs(t *testing.T) []string {
	seen := map[string]bool{}
	var inputs []string
	add := func(s string) {
		for _, s := range []string{s, strings.Replace(s, "_", "", -1)} {
			if !seen[s] {
				seen[s] = true
				inputs = append(inputs, s)
			}
		}
	}
	for _, s := range floatNotationCases {
		add(s)
	}
	cases := len(inputs)
	for _, text := range testStringLiterals(t) {
		addScalars(text, add)
	}
	literals := len(inputs)
	if literals == cases {
		t.Fatal("no input from the package's tests")
	}
	// The copy lives in team-hook's third_party/: its test data is the
	// YAML the hook reads (agent definitions, envelopes, ledger records).
	for _, root := range []string{"../../testdata", "../../internal"} {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.Contains(filepath.ToSlash(path), "/testdata/") {
				return err
			}
			data, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			addScalars(string(data), add)
			for _, part := range yamlParts(string(data)) {
				addScalars(part, add)
			}
			return nil
		})
		if err != nil {
			t.Fatalf("reading the repository's test data: %v", err)
		}
	}
	if len(inputs) == literals {
		t.Fatal("no input from the repository's test data")
	}
	t.Logf("%d inputs: %d hand-picked, %d from the package's tests, %d from the repository's test data",
		len(inputs), cases, literals-cases, len(inputs)-literals)
	return inputs
}

// addScalars passes on text, its words, and, when text is YAML, every
// scalar in it.
func addScalars(text string, add func(string)) {
	add(text)
	for _, word := range strings.Fields(text) {
		add(word)
	}
	var doc Node
	if Unmarshal([]byte(text), &doc) == nil {
		addNodeScalars(&doc, add)
	}
}

func addNodeScalars(n *Node, add func(string)) {
	if n.Kind == ScalarNode {
		add(n.Value)
	}
	for _, child := range n.Content {
		addNodeScalars(child, add)
	}
}

// yamlParts returns the YAML inside a file that is not YAML as a whole: a
// Markdown file's front matter and fenced blocks, and a JSON Lines file's
// lines.
func yamlParts(text string) []string {
	var parts []string
	lines := strings.Split(text, "\n")
	if strings.HasSuffix(text, "\n") {
		lines = lines[:len(lines)-1]
	}
	var block []string
	inBlock := false
	for i, line := range lines {
		parts = append(parts, line)
		fence := strings.HasPrefix(strings.TrimSpace(line), "```") || (line == "---" && (i == 0 || inBlock))
		switch {
		case fence && inBlock:
			parts = append(parts, strings.Join(block, "\n"))
			block, inBlock = nil, false
		case fence:
			inBlock = true
		case inBlock:
			block = append(block, line)
		}
	}
	return parts
}

// testStringLiterals returns every string literal in the package's test
// files: upstream's tables of documents to decode and values to encode.
func testStringLiterals(t *testing.T) []string {
	files, err := filepath.Glob("*_test.go")
	if err != nil {
		t.Fatal(err)
	}
	var literals []string
	fset := token.NewFileSet()
	for _, name := range files {
		file, err := goparser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(file, func(n ast.Node) bool {
			if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				if s, err := strconv.Unquote(lit.Value); err == nil {
					literals = append(literals, s)
				}
			}
			return true
		})
	}
	return literals
}
