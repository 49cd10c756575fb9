package lint

import (
	"errors"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/internal/agents"
	"github.com/team-hook/team-hook/internal/testinputs"
)

// The regular expressions the hand-written readers replaced, verbatim:
// the reference they are held to.
var (
	yamlLineRef     = regexp.MustCompile(`^line (\d+): `)
	yamlAtLineRef   = regexp.MustCompile(`at line (\d+)`)
	plainMatcherRef = regexp.MustCompile(`^[A-Za-z0-9_|]+$`)
)

// markAt stands in for the call site's replacement: it shows what was
// replaced and where.
func markAt(at string) string { return "<" + at + ">" }

// sameAsRegexp fails when one of the readers differs from its expression
// on s.
func sameAsRegexp(t *testing.T, s string) {
	t.Helper()
	if got, want := yamlLine(s), yamlLineRef.FindStringSubmatch(s); !reflect.DeepEqual(got, want) {
		t.Errorf("yamlLine(%q) = %q, regexp gives %q", s, got, want)
	}
	if got, want := replaceAtLines(s, markAt), yamlAtLineRef.ReplaceAllStringFunc(s, markAt); got != want {
		t.Errorf("replaceAtLines(%q) = %q, regexp gives %q", s, got, want)
	}
	if got, want := plainMatcher(s), plainMatcherRef.MatchString(s); got != want {
		t.Errorf("plainMatcher(%q) = %v, regexp gives %v", s, got, want)
	}
}

// noRegexpEdgeCases are hand-picked inputs: each part of each expression,
// near misses, boundaries, Unicode and invalid UTF-8.
var noRegexpEdgeCases = []string{
	"", "line 3: did not find expected key", "line 3:did not find", "line 3 : x",
	"line : x", "line x: y", "Line 3: x", " line 3: x", "line 03: x", "line 12345678901234567890: x",
	"line 3: ", "line 3:", "line 3", "line ３: x", "line 3: mapping key \"name\" already defined at line 1",
	"at line 1", "at line", "at line x", "at line 12 and at line 3", "at line at line 4", "at line 4at line 5",
	"at  line 4", "At line 4", "what line 4", "at line 4: at line", "at line ٣", "\xffat line 7\xfe",
	"a", "A", "z", "Z", "0", "9", "_", "|", "||", "Task", "Agent|Task", "Agent | Task", "Task.*", "Task\n",
	"\nTask", "Tâsk", "Task-v2", "team:questioner", "Task\x00", "\xff", "é", "K", "ſ",
}

// noRegexpInputs is what the readers are given in the texts the
// repository's tests and test data give (internal/testinputs): the YAML
// errors of every definition among them, and every line and sentence.
func noRegexpInputs(t *testing.T) []string {
	t.Helper()
	var out []string
	add := func(text string) {
		for _, line := range strings.Split(text, "\n") {
			out = append(out, line, strings.TrimRight(line, "\r"))
			out = append(out, strings.SplitAfter(line, ". ")...)
		}
	}
	for _, text := range testinputs.Messages(t) {
		add(text)
		if _, err := agents.ParseDefinition(noName, []byte(text)); err != nil {
			out = append(out, err.Error(), yamlMessage(err))
		}
	}
	for _, doc := range []string{
		"---\nname: a\nname: b\n---\n",
		"---\nname: a\ndescription: b\n  bad: indent\n---\n",
		"---\n- a\n- b\n---\n",
		"---\nname: [a\n---\n",
		"---\nname: a\ntools: {a: 1, a: 2}\n---\n",
		"---\nname: a\n\tdescription: tab\n---\n",
		"---\nname: a\ndescription: \"open\n---\n",
	} {
		if _, err := agents.ParseDefinition(noName, []byte(doc)); err != nil {
			msg := yamlMessage(err)
			out = append(out, err.Error(), msg)
			if m := yamlLineRef.FindString(msg); m != "" {
				out = append(out, msg[len(m):])
			}
		}
	}
	return out
}

func TestReadersMatchTheirRegexps(t *testing.T) {
	inputs := noRegexpInputs(t)
	if len(inputs) < 10000 {
		t.Fatalf("only %d inputs: the test data was not found", len(inputs))
	}
	yamlErrors := 0
	for _, s := range append(inputs, noRegexpEdgeCases...) {
		sameAsRegexp(t, s)
		if yamlLineRef.MatchString(s) {
			yamlErrors++
		}
	}
	if yamlErrors < 3 {
		t.Errorf("%d inputs name a YAML line: the YAML errors were not read", yamlErrors)
	}
}

// The messages frontmatterError makes are the same through either reader.
func TestFrontmatterErrorShiftsEveryLine(t *testing.T) {
	err := errors.New("frontmatter: yaml: line 3: mapping key \"a\" already defined at line 1, see at line 2")
	line, msg := frontmatterError([]byte("\n\n---\nx\n"), err)
	if line != 6 || msg != `mapping key "a" already defined at line 4, see at line 5` {
		t.Errorf("frontmatterError = %d, %q", line, msg)
	}
}

func FuzzYAMLLine(f *testing.F) {
	for _, s := range noRegexpEdgeCases {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := yamlLine(s), yamlLineRef.FindStringSubmatch(s); !reflect.DeepEqual(got, want) {
			t.Errorf("yamlLine(%q) = %q, regexp gives %q", s, got, want)
		}
	})
}

func FuzzReplaceAtLines(f *testing.F) {
	for _, s := range noRegexpEdgeCases {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := replaceAtLines(s, markAt), yamlAtLineRef.ReplaceAllStringFunc(s, markAt); got != want {
			t.Errorf("replaceAtLines(%q) = %q, regexp gives %q", s, got, want)
		}
	})
}

func FuzzPlainMatcher(f *testing.F) {
	for _, s := range noRegexpEdgeCases {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := plainMatcher(s), plainMatcherRef.MatchString(s); got != want {
			t.Errorf("plainMatcher(%q) = %v, regexp gives %v", s, got, want)
		}
	})
}
