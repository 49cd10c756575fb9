package quote

import "testing"

func TestMatches(t *testing.T) {
	file := []string{
		"func Load(path string) (*Config, error) {",
		"\tdata, err := os.ReadFile(path)",
		"\tif err != nil {",
		"\t\treturn nil, fmt.Errorf(\"config: %w\", err)",
		"\t}",
		"\treturn parse(data)",
		"}",
	}
	for _, c := range []struct {
		name    string
		snippet string
		lines   []string
		rng     bool
		want    bool
	}{
		{"exact line", "data, err := os.ReadFile(path)", file[1:2], false, true},
		{"reindented, spaces collapsed", "    data,   err := os.ReadFile(path)   ", file[1:2], false, true},
		{"part of the line", "os.ReadFile(path)", file[1:2], false, true},
		{"wrong line", "return parse(data)", file[1:2], false, false},
		{"invented code", "data, err := ioutil.ReadFile(path)", file[1:2], false, false},
		{"two lines for one cited line", "data, err := os.ReadFile(path)\nif err != nil {", file[1:2], false, false},
		{"blank lines around a one-line quote", "\n  data, err := os.ReadFile(path)\n\n", file[1:2], false, true},
		{"range, in order", "func Load(path string) (*Config, error) {\n\n\treturn parse(data)\n}", file, true, true},
		{"range, out of order", "return parse(data)\ndata, err := os.ReadFile(path)", file, true, false},
		{"range, the same line twice needs two lines", "}\n}", file[4:7], true, true},
		{"range, repeated line beyond what is there", "}\n}\n}", file[4:7], true, false},
		{"range, a line from outside it", "func Load(path string) (*Config, error) {", file[1:4], true, false},
		{"empty snippet", "  \n ", file[1:2], false, false},
		{"past the end: no lines", "x", nil, false, false},
		{"case matters", "DATA, err := os.ReadFile(path)", file[1:2], false, false},
		{"one cited line: lines given past it do not count", "if err != nil {", file[1:3], false, false},
	} {
		if got := Matches(c.snippet, c.lines, c.rng); got != c.want {
			t.Errorf("%s: Matches = %v, want %v", c.name, got, c.want)
		}
	}
}

func TestFirstMissing(t *testing.T) {
	lines := []string{"a := 1", "b := 2", "c := 3"}
	for _, c := range []struct {
		snippet, want string
		missing       bool
	}{
		{"a := 1\n  c   :=  3", "", false},
		{"a := 1\nd := 4\nc := 3", "d := 4", true},
		{"c := 3\na := 1", "a := 1", true}, // order counts
		{"  ", "", false},
	} {
		got, missing := FirstMissing(c.snippet, lines)
		if got != c.want || missing != c.missing {
			t.Errorf("FirstMissing(%q) = %q, %v; want %q, %v", c.snippet, got, missing, c.want, c.missing)
		}
	}
	if n := Lines("\n x\n\n y \n"); n != 2 {
		t.Errorf("Lines = %d, want 2", n)
	}
}
