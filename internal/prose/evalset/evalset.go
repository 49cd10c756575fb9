// Package evalset reads the labelled evaluation sets under testdata/eval:
// one subagent final message per Markdown file, its label in YAML
// frontmatter. The evaluation (internal/check) scores the product's check
// on them and the deferral scorer's training (internal/prose) learns from
// them. Only tests import it; nothing in the binary does.
package evalset

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"unicode"

	"go.yaml.in/yaml/v3"

	"github.com/team-hook/team-hook/internal/frontmatter"
)

// Case is one labelled message: its skills, whether it must be blocked
// and by which rule, and its decisive text (a verbatim part of the
// message: the offending sentence, or for a good message the one that
// looks close).
type Case struct {
	File     string   `yaml:"-"`
	Body     string   `yaml:"-"`
	ID       string   `yaml:"id"`
	Skills   []string `yaml:"skills"`
	Expect   string   `yaml:"expect"` // block or pass
	Rule     string   `yaml:"rule"`   // no-deferral, open-questions, none
	Category string   `yaml:"category"`
	Decisive string   `yaml:"decisive"`
	Why      string   `yaml:"why"`
	// Where a real message came from: the source (URL or
	// github:owner/name:path@commit), its source_id (the repository
	// owner/name or the page's host and path, lower case) that decides
	// the set it belongs to, the kind of record and the agent that wrote it.
	Source   string `yaml:"source"`
	SourceID string `yaml:"source_id"`
	Kind     string `yaml:"kind"`
	Agent    string `yaml:"agent"`
}

// Load reads the cases of the set in dir, in file name order. SUMMARY.md
// and README.md are the set's notes, not cases.
func Load(dir string) ([]Case, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.md"))
	if err != nil {
		return nil, err
	}
	slices.Sort(files)
	var out []Case
	for _, f := range files {
		switch strings.ToUpper(filepath.Base(f)) {
		case "SUMMARY.MD", "README.MD":
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		front, body, ok := frontmatter.Split(data)
		if !ok {
			return nil, fmt.Errorf("%s: no frontmatter", f)
		}
		var c Case
		if err := yaml.Unmarshal(front, &c); err != nil {
			return nil, fmt.Errorf("%s: %v", f, err)
		}
		c.File, c.Body = filepath.Base(f), string(body)
		switch {
		case c.Expect != "block" && c.Expect != "pass":
			return nil, fmt.Errorf("%s: expect is %q, want block or pass", f, c.Expect)
		case c.Expect == "block" && c.Rule != "no-deferral" && c.Rule != "open-questions":
			return nil, fmt.Errorf("%s: a block case's rule is %q, want no-deferral or open-questions", f, c.Rule)
		}
		out = append(out, c)
	}
	return out, nil
}

// Overlaps reports whether a quoted sentence and a decisive text are the
// same passage: compared as words (markup, case and apostrophe forms
// aside), they share a run of at least six words, or the whole of the
// shorter one.
func Overlaps(sentence, decisive string) bool {
	a, b := Words(sentence), Words(decisive)
	need := min(6, len(a), len(b))
	return need > 0 && LongestRun(a, b) >= need
}

// LongestRun is the length of the longest run of words a and b share, by
// dynamic programming over the two short texts.
func LongestRun(a, b []string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	best := 0
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			if a[i-1] == b[j-1] {
				cur[j] = prev[j-1] + 1
				best = max(best, cur[j])
			} else {
				cur[j] = 0
			}
		}
		prev, cur = cur, prev
	}
	return best
}

// Words are a text's words, lower-cased, with curly apostrophes and quotes
// made straight.
func Words(s string) []string {
	s = strings.NewReplacer("\u2019", "'", "\u2018", "'", "\u201c", `"`, "\u201d", `"`).Replace(strings.ToLower(s))
	return strings.FieldsFunc(s, func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\''
	})
}

// Label is a case's label as one word pair: "pass", "block no-deferral"
// or "block open-questions".
func (c Case) Label() string {
	if c.Expect == "pass" {
		return "pass"
	}
	return "block " + c.Rule
}

// SecondReadingFile is where a set keeps a second reader's labels: one
// "file<TAB>label" line per message it read ("pass", "block no-deferral",
// "block open-questions" or "unsure"), '#' lines are comments.
const SecondReadingFile = "second-reading.tsv"

// SecondReading reads the second reader's labels of the set in dir, by
// file name; a set no second reader read has none (nil, no error).
func SecondReading(dir string) (map[string]string, error) {
	data, err := os.ReadFile(filepath.Join(dir, SecondReadingFile))
	if os.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	out := map[string]string{}
	for n, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		file, label, ok := strings.Cut(line, "\t")
		switch label = strings.TrimSpace(label); {
		case !ok:
			return nil, fmt.Errorf("%s:%d: want file<TAB>label", SecondReadingFile, n+1)
		case label != "pass" && label != "block no-deferral" && label != "block open-questions" && label != "unsure":
			return nil, fmt.Errorf("%s:%d: label %q, want pass, block no-deferral, block open-questions or unsure", SecondReadingFile, n+1, label)
		}
		out[file] = label
	}
	return out, nil
}

// Agreed are the cases whose label the second reader gave too.
func Agreed(cases []Case, second map[string]string) []Case {
	var out []Case
	for _, c := range cases {
		if second[c.File] == c.Label() {
			out = append(out, c)
		}
	}
	return out
}
