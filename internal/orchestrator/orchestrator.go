// Package orchestrator owns the orchestrator's own rules (docs/CONTRACT.md
// §10), which the main agent keeps when the plugin option
// orchestrator_rules is on: quick look-ups only (at most 3 files, 200
// lines each and 300 in all per turn), no code or tests written by the
// orchestrator, and spec and design files edited by at most 2 changed
// lines. It decides one tool call against the turn's budget; keeping the
// budget and reading files happen through what it is given.
package orchestrator

import (
	"fmt"
	"path"
	"slices"
	"strings"
)

// Limits of §10.
const (
	MaxFiles        = 3   // direct look-ups per turn: files read, searches
	MaxLinesPerFile = 200 // lines read of one file per turn
	MaxLines        = 300 // lines read per turn
	MaxSpecLines    = 2   // changed lines per edit of a spec or design file
	// DefaultReadLines is what Read returns without a limit.
	DefaultReadLines = 2000
)

// The tools the rules watch: hooks.json starts the hook on PreToolUse of
// exactly these.
const (
	ToolRead         = "Read"
	ToolGrep         = "Grep"
	ToolGlob         = "Glob"
	ToolEdit         = "Edit"
	ToolWrite        = "Write"
	ToolNotebookEdit = "NotebookEdit"
)

// Tools lists the tools the rules watch.
func Tools() []string {
	return []string{ToolRead, ToolGrep, ToolGlob, ToolEdit, ToolWrite, ToolNotebookEdit}
}

// Rules is what a user may change of the rules: which files are source,
// test and spec files, which folders are exempt, and the agents to
// delegate to.
type Rules struct {
	SourceGlobs []string
	TestGlobs   []string
	SpecGlobs   []string
	// ExemptDirs are the project's progress and metadata folders,
	// relative to the project: reading and writing there is free.
	ExemptDirs []string
	// ReadAgent is the agent to delegate reading to, WriteAgent the one to
	// delegate code, tests and larger spec edits to.
	ReadAgent, WriteAgent string
}

// sourceExtensions are the file name extensions of source code in common
// languages.
var sourceExtensions = []string{
	"go", "py", "pyi", "js", "jsx", "mjs", "cjs", "ts", "tsx", "mts", "cts", "vue", "svelte",
	"rs", "java", "kt", "kts", "scala", "groovy", "c", "h", "cc", "cpp", "cxx", "hpp", "hh",
	"m", "mm", "cs", "fs", "vb", "swift", "rb", "php", "pl", "pm", "lua", "r", "dart",
	"ex", "exs", "erl", "hrl", "hs", "ml", "mli", "clj", "cljs", "elm", "zig", "nim",
	"sh", "bash", "zsh", "ps1", "sql", "ipynb",
}

// Defaults are the rules without options.
func Defaults() Rules {
	src := make([]string, len(sourceExtensions))
	for i, e := range sourceExtensions {
		src[i] = "**/*." + e
	}
	return Rules{
		SourceGlobs: src,
		TestGlobs: []string{
			"**/*_test.go", "**/test_*.py", "**/*_test.py", "**/*.test.*", "**/*.spec.js", "**/*.spec.jsx",
			"**/*.spec.ts", "**/*.spec.tsx", "**/*Test.java", "**/*Test.kt", "**/*Tests.cs", "**/*_spec.rb",
			"**/tests/**", "**/__tests__/**",
		},
		SpecGlobs: []string{
			"**/*.md", "**/*.mdx", "**/*.rst", "**/*.adoc",
			"docs/**", "doc/**", "spec/**", "specs/**", "design/**", "rfcs/**", "adr/**",
		},
		ExemptDirs: []string{".claude", ".progress", "progress", ".meta", ".metadata"},
		ReadAgent:  "team:researcher",
		WriteAgent: "team:implementer",
	}
}

// Kind is what a file is to the rules.
type Kind int

const (
	Other  Kind = iota // anything else: configuration, data
	Source             // source code
	Test               // tests
	Spec               // a spec or design document
	Exempt             // under a progress or metadata folder
)

// Classify says what the project file rel (slash-separated, relative to
// the project) is. Exempt folders come first, then tests, source, specs.
func (r Rules) Classify(rel string) Kind {
	rel = path.Clean(rel)
	for _, d := range r.ExemptDirs {
		d = strings.Trim(path.Clean(strings.TrimSpace(d)), "/")
		if d != "" && d != "." && (rel == d || strings.HasPrefix(rel, d+"/")) {
			return Exempt
		}
	}
	switch {
	case matchAny(r.TestGlobs, rel):
		return Test
	case matchAny(r.SourceGlobs, rel):
		return Source
	case matchAny(r.SpecGlobs, rel):
		return Spec
	}
	return Other
}

func matchAny(globs []string, rel string) bool {
	return slices.ContainsFunc(globs, func(g string) bool { return Match(strings.TrimSpace(g), rel) })
}

// Match reports whether the slash-separated path rel matches glob, where
// "**" stands for any number of folders (none included) and every other
// part is a path.Match pattern of one name. A glob without "/" is matched
// against the file name alone ("*.go" is "**/*.go").
func Match(glob, rel string) bool {
	if glob == "" {
		return false
	}
	if !strings.Contains(glob, "/") {
		glob = "**/" + glob
	}
	return matchParts(strings.Split(glob, "/"), strings.Split(rel, "/"))
}

func matchParts(glob, parts []string) bool {
	for len(glob) > 0 {
		if glob[0] == "**" {
			for i := 0; i <= len(parts); i++ {
				if matchParts(glob[1:], parts[i:]) {
					return true
				}
			}
			return false
		}
		if len(parts) == 0 {
			return false
		}
		if ok, err := path.Match(glob[0], parts[0]); err != nil || !ok {
			return false
		}
		glob, parts = glob[1:], parts[1:]
	}
	return len(parts) == 0
}

// Budget is what the orchestrator read directly in its current turn.
type Budget struct {
	PromptID string         `json:"prompt_id"`
	Files    map[string]int `json:"files"`    // file read → lines read of it
	Searches []string       `json:"searches"` // Grep and Glob calls, as "Grep <pattern>"
	Lines    int            `json:"lines"`
}

// used is how many of the turn's look-ups are spent.
func (b *Budget) used() int { return len(b.Files) + len(b.Searches) }

// Call is one tool call of the orchestrator as the rules read it.
type Call struct {
	Tool string
	// Rel is the file or folder it names, relative to the project and
	// slash-separated; "" for the project itself; Outside when it lies
	// outside the project.
	Rel     string
	Outside bool
	// Lines is what a Read returns, or a content Grep's head_limit; -1
	// for a content Grep without one.
	Lines int
	// Changed is how many lines an edit changes.
	Changed int
	// What describes a search for the reason ("Grep TODO").
	What string
}

// Decision is the rules' answer to a call: Refuse is the reason, "" to
// let it run; Spend says the call counts against the budget (Apply it).
type Decision struct {
	Refuse string
	Spend  bool
}

// Decide answers one call against the turn's budget.
func (r Rules) Decide(c Call, b *Budget) Decision {
	if c.Outside {
		return Decision{} // the rules are about the project's files
	}
	kind := r.Classify(c.Rel)
	if c.Rel == "" || c.Rel == "." {
		kind = Other
	}
	if kind == Exempt {
		return Decision{}
	}
	switch c.Tool {
	case ToolEdit, ToolWrite, ToolNotebookEdit:
		return r.decideWrite(c, kind)
	case ToolRead:
		return r.decideRead(c, b)
	case ToolGrep, ToolGlob:
		return r.decideSearch(c, b)
	}
	return Decision{}
}

func (r Rules) decideWrite(c Call, kind Kind) Decision {
	switch kind {
	case Source, Test:
		what := "a source file"
		if kind == Test {
			what = "a test file"
		}
		return Decision{Refuse: fmt.Sprintf("the orchestrator does not write code or tests, and %s is %s. %s",
			c.Rel, what, r.delegate(r.WriteAgent, "the change"))}
	case Spec:
		if c.Changed > MaxSpecLines {
			return Decision{Refuse: fmt.Sprintf("the orchestrator edits spec and design files by at most %d changed lines, and this %s of %s changes %d. Make a smaller edit, or %s",
				MaxSpecLines, c.Tool, c.Rel, c.Changed, lowerFirst(r.delegate(r.WriteAgent, "the edit")))}
		}
	}
	return Decision{}
}

func (r Rules) decideRead(c Call, b *Budget) Decision {
	_, seen := b.Files[c.Rel]
	switch {
	case !seen && b.used() >= MaxFiles:
		return Decision{Refuse: fmt.Sprintf("the orchestrator makes at most %d direct look-ups per turn, and this turn has made %d (%s). %s",
			MaxFiles, b.used(), b.spent(), r.delegate(r.ReadAgent, "the reading"))}
	case b.Files[c.Rel]+c.Lines > MaxLinesPerFile:
		left := MaxLinesPerFile - b.Files[c.Rel]
		return Decision{Refuse: fmt.Sprintf("the orchestrator reads at most %d lines of a file per turn; this Read of %s returns %d lines%s. Read at most %d (pass offset and limit), or %s",
			MaxLinesPerFile, c.Rel, c.Lines, already(b.Files[c.Rel]), max(min(left, MaxLines-b.Lines), 0), lowerFirst(r.delegate(r.ReadAgent, "the reading")))}
	case b.Lines+c.Lines > MaxLines:
		return Decision{Refuse: fmt.Sprintf("the orchestrator reads at most %d lines per turn; this turn has read %d, and this Read of %s returns %d. Read at most %d (pass offset and limit), or %s",
			MaxLines, b.Lines, c.Rel, c.Lines, MaxLines-b.Lines, lowerFirst(r.delegate(r.ReadAgent, "the reading")))}
	}
	return Decision{Spend: true}
}

func (r Rules) decideSearch(c Call, b *Budget) Decision {
	switch {
	case b.used() >= MaxFiles:
		return Decision{Refuse: fmt.Sprintf("the orchestrator makes at most %d direct look-ups per turn, and this turn has made %d (%s). %s",
			MaxFiles, b.used(), b.spent(), r.delegate(r.ReadAgent, "the search"))}
	case c.Lines < 0:
		return Decision{Refuse: fmt.Sprintf("a Grep in content mode returns lines, and the orchestrator reads at most %d per turn (%d left): set head_limit to at most %d, use output_mode files_with_matches, or %s",
			MaxLines, MaxLines-b.Lines, MaxLines-b.Lines, lowerFirst(r.delegate(r.ReadAgent, "the search")))}
	case b.Lines+c.Lines > MaxLines:
		return Decision{Refuse: fmt.Sprintf("the orchestrator reads at most %d lines per turn; this turn has read %d, and this Grep may return %d. Lower head_limit to %d, or %s",
			MaxLines, b.Lines, c.Lines, MaxLines-b.Lines, lowerFirst(r.delegate(r.ReadAgent, "the search")))}
	}
	return Decision{Spend: true}
}

// Apply spends a call the rules let run.
func (b *Budget) Apply(c Call) {
	switch c.Tool {
	case ToolRead:
		if b.Files == nil {
			b.Files = map[string]int{}
		}
		b.Files[c.Rel] += c.Lines
		b.Lines += c.Lines
	case ToolGrep, ToolGlob:
		b.Searches = append(b.Searches, c.What)
		b.Lines += max(c.Lines, 0)
	}
}

// spent lists what the turn's look-ups were.
func (b *Budget) spent() string {
	files := make([]string, 0, len(b.Files))
	for f := range b.Files {
		files = append(files, f)
	}
	slices.Sort(files)
	return strings.Join(append(files, b.Searches...), ", ")
}

func (r Rules) delegate(agent, what string) string {
	if agent == "" {
		return fmt.Sprintf("Delegate %s to a subagent (the Agent tool) and act on its result.", what)
	}
	return fmt.Sprintf("Delegate %s to the %s agent (the Agent tool, subagent_type %q) and act on its result.", what, agent, agent)
}

func already(n int) string {
	if n == 0 {
		return ""
	}
	return fmt.Sprintf(" after %d read already", n)
}

func lowerFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}
