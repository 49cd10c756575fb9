package lint

import (
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// matchesTaskNotAgentRef is the rule as it was written with Go's regexp:
// the reference the hand-written matcher is held to.
func matchesTaskNotAgentRef(m string) bool {
	if m == "" || m == "*" {
		return false
	}
	if plainMatcherRef.MatchString(m) {
		task, agent := false, false
		for _, n := range strings.Split(m, "|") {
			task = task || n == "Task"
			agent = agent || n == "Agent"
		}
		return task && !agent
	}
	re, err := regexp.Compile(m)
	if err != nil {
		return false
	}
	return re.MatchString("Task") && !re.MatchString("Agent")
}

// patternSubjects are the tool names asked about, and others that tell
// the parts of a pattern apart.
var patternSubjects = []string{
	"Task", "Agent", "", "TaskCreate", "task", "TASK", "Bash", "mcp__github__create_issue",
	"NotebookEdit", "team:questioner", "a", "ab", "aaa", "-", "]", "}", "{1}", "a{1}", "1,2",
	"\n", "a\nb", "\t ", "é", "Tâsk", "\xff", "T\xffk", "\u212a", "\u017f", "_x_", "x.y", "$^",
}

// realMatchers are matchers as they are written: in this repository's
// hooks files and lint test data (added by hooksFileMatchers), in Claude
// Code's documentation, and as users write them.
var realMatchers = []string{
	"Task", "Agent", "Task|Agent", "Agent|Task", "Bash", "Edit|Write", "Edit|MultiEdit|Write",
	"Write|Edit|MultiEdit", "Read", "Glob|Grep", "WebFetch|WebSearch", "Notebook.*", "NotebookEdit",
	"mcp__.*", "mcp__memory__.*", "mcp__.*__write.*", "mcp__github__.*", "mcp__.*__.*",
	"^Task$", "^Agent$", "^(Task|Agent)$", "^(?:Task|Agent)$", "Task.*", "Agen.*", "Ta.k", "T.*k",
	"Bash(git:*)", "Bash(npm run test:*)", "Task(Explore)", "Task(.*)", ".*", "*", "", "^Task",
	"Task$", "[Tt]ask", "^[Tt]ask$", "Ta[a-z]k", "Ta[^g]k", "\\w+", "^\\w{4}$", "^.{4}$", "^.{5}$",
	"Task\\b", "\\bTask\\b", "Task|Bash|Agent", "team:questioner", "^team:questioner$",
	"^(team:questioner|team:researcher)$", "Agent | Task", "Task ", "compact", "startup|resume",
	"manual|auto", "Write|Edit", "Bash|Task", "TaskCreate|TaskUpdate", "^Task(Create|Update)?$",
	"Tasks?", "Ta+sk", "Task?", "(Task)", "Task|", "|Task", "T(a|e)sk", "T[ae]sk", "mcp__\\w+__\\w+",
	"^mcp__", ".+", ".?", "Task\\|Agent", "Task\\.", "^(?!Agent)", "(?i)task", "(?i)^task$",
	"Task(?=x)", "\\p{Lu}ask", "[[:alpha:]]ask", "Task{", "Task{1,}", "Ta{0}sk", "Task\\z",
}

// hooksFileMatchers are the matchers of every hooks file in the
// repository and this package's test data.
func hooksFileMatchers(t *testing.T) []string {
	t.Helper()
	var out []string
	for _, dir := range []string{"testdata", "../../hooks", "../../.claude"} {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				if os.IsNotExist(err) {
					return filepath.SkipDir
				}
				return err
			}
			if d.IsDir() || !strings.HasSuffix(path, ".json") {
				return nil
			}
			data, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			var f struct {
				Hooks map[string][]struct {
					Matcher string `json:"matcher"`
				} `json:"hooks"`
			}
			if json.Unmarshal(data, &f) != nil {
				return nil // the broken files of the test data
			}
			for _, groups := range f.Hooks {
				for _, g := range groups {
					out = append(out, g.Matcher)
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// samePatternAnswers fails when the parsed pattern is accepted but Go's
// regexp rejects it, or the two answer differently on a subject. A match
// that gives up at the step limit is not an answer (see
// TestPatternStepLimit).
func samePatternAnswers(t *testing.T, expr string, subjects ...string) {
	t.Helper()
	p, ok := parsePattern(expr)
	if !ok {
		return
	}
	re, err := regexp.Compile(expr)
	if err != nil {
		t.Errorf("parsePattern(%q) accepted what Go's regexp rejects: %v", expr, err)
		return
	}
	for _, s := range subjects {
		got, ok := p.matches(s)
		if !ok {
			continue
		}
		if want := re.MatchString(s); got != want {
			t.Errorf("pattern %q on %q: %v, regexp gives %v", expr, s, got, want)
		}
	}
}

// Matchers as written get the same warning as with Go's regexp, and each
// one Go compiles is understood, but for the syntax left out on purpose.
func TestRealMatchersSameDecision(t *testing.T) {
	fromFiles := hooksFileMatchers(t)
	if len(fromFiles) < 10 {
		t.Fatalf("only %d matchers in the hooks files: the test data was not found", len(fromFiles))
	}
	notUnderstood := map[string]bool{ // look-around, flags, \p, POSIX classes, a literal {
		"^(?!Agent)": true, "(?i)task": true, "(?i)^task$": true, "Task(?=x)": true,
		"\\p{Lu}ask": true, "[[:alpha:]]ask": true, "Task{": true,
	}
	for _, m := range append(realMatchers, fromFiles...) {
		_, ok := parsePattern(m)
		_, err := regexp.Compile(m)
		switch {
		case notUnderstood[m]:
			if ok {
				t.Errorf("parsePattern(%q) understood a pattern outside its syntax", m)
			}
			if got := matchesTaskNotAgent(m); got {
				t.Errorf("matchesTaskNotAgent(%q) warns about a pattern it does not understand", m)
			}
			continue
		case err == nil && !ok:
			t.Errorf("parsePattern(%q) does not understand a matcher Go's regexp compiles", m)
		}
		if got, want := matchesTaskNotAgent(m), matchesTaskNotAgentRef(m); got != want {
			t.Errorf("matchesTaskNotAgent(%q) = %v, with Go's regexp %v", m, got, want)
		}
		samePatternAnswers(t, m, patternSubjects...)
	}
}

// patternEdgeCases are hand-picked patterns: each piece of the syntax,
// its limits, and what Go rejects.
var patternEdgeCases = []string{
	"a", "ab", "a|b", "a|", "|", "()", "(?:)", "(a)(b)", "((a|b)c)*", "a*", "a+", "a?", "a*?", "a+?",
	"a??", "a{2}", "a{2,}", "a{2,3}", "a{0}", "a{0,0}", "a{3,2}", "a{1000}", "a{1001}", "a{01}",
	"a{,2}", "a{2", "a{}", "{2}", "a**", "a*+", "a+*", "a{2}{3}", "a{2}?", "a{2}??", "*a", "+", "?",
	"(*)", "(|*)", "a|*", "^*", "$+", "\\b*", "(a*)*", "(a*)+b", "(a|b|)+", "(?:a?){3}", "(a{2}){3}",
	"(a{100}){10}", "(a{100}){11}", "((a{10}){10}){10}", "((a{10}){10}){11}", "(a{0}){1000}",
	"(a{1000}){0}", "((a{1000}){0}){2}", "(a*){1000}", "[a]", "[^a]", "[a-c]", "[c-a]", "[]a]",
	"[^]a]", "[]", "[^]", "[a-]", "[-a]", "[a-b-c]", "[\\d]", "[\\D]", "[\\w-]", "[\\d-z]",
	"[a-\\d]", "[\\s\\S]", "[^\\n]", "[\\]]", "[\\[]", "[[]", "[a", "[[:alpha:]]", "[\\p{L}]",
	"[\\-]", "[a\\-z]", "[\\t-\\r]", "[é-ü]", "[^é]", "[\\b]", "\\d", "\\D", "\\w", "\\W", "\\s",
	"\\S", "\\.", "\\*", "\\\\", "\\_", "\\ ", "\\-", "\\t", "\\n", "\\r", "\\f", "\\v", "\\a",
	"\\x41", "\\1", "\\0", "\\Q.\\E", "\\pL", "\\p{L}", "\\", "a\\", "\\é", "\\A", "\\z", "\\b",
	"\\B", "\\Z", "^", "$", "^$", "a^", "$a", "^a$", ".", "..", ".*", "a.c", "(", ")", "a)", "(a",
	"(?", "(?:a", "(?i)a", "(?P<n>a)", "(?<n>a)", "(?=a)", "(?!a)", "(?<=a)", "]", "}", "a]", "a}",
	"{", "é", "ſ", "K", "\u212a", "\ufffd", "\xff", "a\xffb", "T\ufffdk", "[\ufffd]", ".{2}",
}

func TestPatternEdgeCases(t *testing.T) {
	accepted := 0
	for _, expr := range patternEdgeCases {
		if _, ok := parsePattern(expr); ok {
			accepted++
		}
		samePatternAnswers(t, expr, patternSubjects...)
	}
	if accepted < len(patternEdgeCases)/2 {
		t.Errorf("only %d of %d edge cases understood", accepted, len(patternEdgeCases))
	}
}

// Every pattern of up to four pieces of the syntax is either not
// understood or answers as Go's regexp does.
func TestShortPatterns(t *testing.T) {
	pieces := []string{"a", "T", ".", "*", "+", "?", "|", "(", ")", "[", "]", "^", "$", "\\", "-", "{", "}", "1", ",", "k", "d", "(?:"}
	accepted := 0
	var walk func(prefix string, n int)
	walk = func(prefix string, n int) {
		if _, ok := parsePattern(prefix); ok {
			accepted++
		}
		samePatternAnswers(t, prefix, "Task", "Agent", "", "a", "aa", "-", "a{1}", "Tk\n", "1,", "\\d", "é")
		if n == 0 {
			return
		}
		for _, p := range pieces {
			walk(prefix+p, n-1)
		}
	}
	walk("", 4)
	if accepted < 10000 {
		t.Errorf("only %d short patterns understood", accepted)
	}
}

// A pattern built to backtrack without end is not understood rather than
// slow, and one that is merely long still answers.
func TestPatternStepLimit(t *testing.T) {
	p, ok := parsePattern("(a?){30}a{30}")
	if !ok {
		t.Fatal("not parsed")
	}
	if _, ok := p.matches(strings.Repeat("a", 29)); ok {
		t.Error("an exponential match was answered instead of given up")
	}
	// Go's regexp says this matches Task and not Agent; given up on, it
	// gets no warning, as a pattern that does not compile.
	const hostile = "(.?){40}!|Task"
	if p, ok := parsePattern(hostile); !ok {
		t.Errorf("parsePattern(%q) failed", hostile)
	} else if _, ok := p.matches("Task"); ok {
		t.Errorf("%q on Task was answered within the step limit", hostile)
	}
	if matchesTaskNotAgent(hostile) {
		t.Errorf("matchesTaskNotAgent(%q) warned on a match it gave up", hostile)
	}
	p, ok = parsePattern("^(Task|Agent|Bash|Read|Write|Edit)+$")
	if !ok {
		t.Fatal("not parsed")
	}
	if got, ok := p.matches("TaskAgentBashReadWriteEdit"); !ok || !got {
		t.Errorf("matches = %v, %v; want true, true", got, ok)
	}
}

func FuzzPatternMatchesRegexp(f *testing.F) {
	for _, expr := range append(realMatchers, patternEdgeCases...) {
		f.Add(expr, "Task")
	}
	for _, s := range patternSubjects {
		f.Add("T.*k|^\\w+$", s)
	}
	f.Fuzz(func(t *testing.T, expr, s string) {
		samePatternAnswers(t, expr, s, "Task", "Agent")
	})
}
