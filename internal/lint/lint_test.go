package lint

import (
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// want is one expected finding; says, when set, must appear in its message.
type want struct {
	path string
	line int
	sev  Severity
	rule string
	says string
}

func (w want) String() string {
	return w.path + ":" + strconv.Itoa(w.line) + " " + string(w.sev) + " " + w.rule
}

func key(f Finding) string {
	return want{path: f.Path, line: f.Line, sev: f.Severity, rule: f.Rule}.String()
}

// TestBundles runs every bundle under testdata and asserts exactly the
// findings it must produce, in order.
func TestBundles(t *testing.T) {
	cases := []struct {
		dir  string
		want []want
	}{
		{dir: "clean-plugin"},
		{dir: "clean-claude"},
		{dir: "clean-claude/.claude"},
		{dir: "broken-frontmatter", want: []want{
			{"agents/bad-yaml.md", 3, Error, "frontmatter-invalid", "did not find expected"},
			// Where Claude Code and adrg/frontmatter end the block apart
			// (README, Definitions).
			{"agents/dashes-in-value.md", 3, Warning, "frontmatter-dashes", "keep --- out of this agent's frontmatter values"},
			{"agents/dup-key.md", 4, Error, "frontmatter-invalid", "already defined at line 2"},
			{"agents/empty-name.md", 2, Error, "name-missing", "add name:"},
			{"agents/four-dashes.md", 1, Error, "frontmatter-missing", "Claude Code ends it at the --- on line 4"},
			{"agents/key-typo.md", 4, Warning, "frontmatter-key-typo", `did you mean "skills"`},
			// Claude Code reads frontmatter only from the first line on
			// (TestClaudeCodeReadsDefinitionsAsLintDoes, in e2e).
			{"agents/leading-blank.md", 1, Error, "frontmatter-missing", "must be the first line of an agent file"},
			{"agents/name-list.md", 2, Error, "frontmatter-invalid", "cannot unmarshal"},
			{"agents/no-description.md", 3, Error, "description-missing", "description"},
			{"agents/no-frontmatter.md", 1, Error, "frontmatter-missing", "must start with a --- line"},
			{"agents/no-name.md", 1, Error, "name-missing", "add name:"},
			{"agents/tools-of-maps.md", 6, Error, "frontmatter-invalid", "plain strings"},
			{"agents/unclosed.md", 1, Error, "frontmatter-missing", "closing ---"},
			{"skills/flat.md", 0, Warning, "skill-layout", "skills/flat/SKILL.md"},
			{"skills/mismatch/SKILL.md", 2, Warning, "skill-name-mismatch", `"other-name"`},
			{"skills/no-frontmatter/SKILL.md", 1, Error, "frontmatter-missing", "a skill file"},
			{"skills/no-skill-file", 0, Error, "skill-file-missing", "skills/no-skill-file/SKILL.md"},
		}},
		{dir: "broken-asks-user", want: []want{
			{"agents/inline-list.md", 4, Error, "agent-asks-user", "agent-open-questions"},
			{"agents/list-form.md", 6, Error, "agent-asks-user", "remove it"},
			{"agents/string-form.md", 4, Error, "agent-asks-user", "remove it"},
		}},
		{dir: "broken-skills", want: []want{
			{"agents/preloader.md", 5, Error, "skill-not-found", `"nope"`},
			{"agents/preloader.md", 12, Error, "skill-not-found", `"other:handoff"`},
			// The team plugin's skills are known exactly: a name it does
			// not ship is an error, not a newer skill taken on trust.
			{"agents/preloader.md", 13, Error, "skill-not-found", `"team:newer-skill" does not exist`},
			{"agents/string-list.md", 4, Error, "skill-not-found", `"missing-one"`},
			{"agents/typo.md", 5, Error, "skill-not-found", `"team:agent-open-question" does not exist; did you mean "team:agent-open-questions"?`},
			{"agents/typo.md", 6, Error, "skill-not-found", `did you mean "subagent-contract"?`},
		}},
		{dir: "broken-team-skills", want: []want{
			{"agents/member.md", 4, Error, "skill-not-found", `"team:not-shipped"`},
		}},
		{dir: "broken-duplicates", want: []want{
			{"agents/b.md", 2, Error, "agent-duplicate-name", "agents/a.md"},
			{"agents/c.md", 3, Error, "agent-duplicate-name", "agents/a.md"},
		}},
		{dir: "broken-hooks-timeouts", want: []want{
			{"hooks/hooks.json", 6, Error, "hook-timeout", "not \"10\""},
			{"hooks/hooks.json", 7, Error, "hook-timeout-milliseconds", "write 5"},
			{"hooks/hooks.json", 8, Error, "hook-timeout", "over 600"},
			{"hooks/hooks.json", 9, Error, "hook-timeout", "positive"},
			{"hooks/hooks.json", 10, Error, "hook-timeout", "positive"},
			{"hooks/hooks.json", 13, Error, "hook-timeout", "over 600"},
			{"hooks/hooks.json", 20, Warning, "hook-timeout-long", "SubagentStop"},
			{"hooks/hooks.json", 28, Warning, "hook-timeout-long", "PostToolUse"},
		}},
		{dir: "broken-hooks-matchers", want: []want{
			{"hooks/hooks.json", 4, Warning, "matcher-task-without-agent", `"Agent|Task"`},
			{"hooks/hooks.json", 5, Warning, "matcher-task-without-agent", `"Agent|Task|Bash"`},
			{"hooks/hooks.json", 6, Warning, "matcher-task-without-agent", "Agent"},
			{"hooks/hooks.json", 9, Warning, "matcher-spaces", "without spaces"},
			{"hooks/hooks.json", 12, Warning, "matcher-unanchored", `"^team:questioner$"`},
			{"hooks/hooks.json", 13, Warning, "matcher-unanchored", `"^team:questioner$"`},
			{"hooks/hooks.json", 15, Warning, "matcher-unanchored", `"^team:researcher$"`},
			{"hooks/hooks.json", 20, Warning, "matcher-ignored", "UserPromptSubmit"},
		}},
		{dir: "broken-hooks-commands", want: []want{
			{"hooks/hooks.json", 6, Error, "hook-unquoted-plugin-root", "double quotes"},
			{"hooks/hooks.json", 7, Error, "hook-unquoted-plugin-root", "double quotes"},
			{"hooks/hooks.json", 8, Error, "hook-unquoted-plugin-root", "double quotes"},
			{"hooks/hooks.json", 10, Warning, "hook-program-missing", "bin/missing"},
			{"hooks/hooks.json", 11, Warning, "hook-program-missing", "scripts/gone.js"},
			{"hooks/hooks.json", 12, Warning, "hook-unquoted-path", "CLAUDE_PROJECT_DIR"},
			{"hooks/hooks.json", 14, Error, "hook-exec-quoted", "remove them"},
			{"hooks/hooks.json", 15, Error, "hook-args-invalid", "not a string"},
			{"hooks/hooks.json", 16, Error, "hook-args-invalid", "not a number"},
			{"hooks/hooks.json", 17, Warning, "hook-program-missing", "bin/absent"},
		}},
		{dir: "broken-hooks-shape", want: []want{
			{"hooks/hooks.json", 3, Error, "hook-event-unknown", `write "SubagentStop"`},
			{"hooks/hooks.json", 6, Error, "hook-event-unknown", `"OnFinish"`},
			{"hooks/hooks.json", 9, Error, "hooks-shape", "array of matcher groups"},
			{"hooks/hooks.json", 11, Error, "hooks-shape", "not a string"},
			{"hooks/hooks.json", 12, Error, "hooks-shape", "matcher must be a string"},
			{"hooks/hooks.json", 13, Error, "hooks-shape", `"hooks" array`},
			{"hooks/hooks.json", 16, Error, "hook-type-unknown", `"script"`},
			{"hooks/hooks.json", 17, Error, "hook-type-unknown", `no "type"`},
			{"hooks/hooks.json", 18, Error, "hook-field-missing", `"command"`},
			{"hooks/hooks.json", 19, Error, "hook-field-missing", `"command"`},
			{"hooks/hooks.json", 20, Error, "hook-field-missing", `"prompt"`},
			{"hooks/hooks.json", 22, Error, "hook-field-missing", `"url"`},
			{"hooks/hooks.json", 23, Error, "hooks-shape", "must be an object"},
			{"hooks/hooks.json", 30, Error, "json-duplicate-key", `"PreToolUse"`},
		}},
		{dir: "broken-hooks-json", want: []want{
			{"hooks/hooks.json", 4, Error, "json-invalid", "line 4, column 64: a trailing comma before ]: remove the comma"},
		}},
		{dir: "broken-hooks-toplevel", want: []want{
			{"hooks/hooks.json", 1, Error, "hooks-shape", `{"hooks": {...}}`},
		}},
		{dir: "broken-manifest", want: []want{
			{".claude-plugin/plugin.json", 2, Error, "plugin-name", `"my-plugin"`},
			{".claude-plugin/plugin.json", 4, Error, "plugin-path-prefix", `"./agents/reviewer.md"`},
			{".claude-plugin/plugin.json", 5, Error, "plugin-path-prefix", "./"},
			{".claude-plugin/plugin.json", 6, Error, "plugin-path-missing", "commands/about.md"},
			{".claude-plugin/plugin.json", 6, Error, "plugin-path-prefix", `"./commands/about.md"`},
			{".claude-plugin/plugin.json", 7, Error, "plugin-hooks-duplicate", "twice"},
			{".claude-plugin/plugin.json", 7, Error, "plugin-path-missing", "./extra/missing.json"},
			{"extra/hooks.json", 4, Error, "hook-timeout-milliseconds", "write 3"},
		}},
		{dir: "broken-manifest-inline", want: []want{
			{".claude-plugin/plugin.json", 1, Error, "plugin-name", `no "name"`},
			{".claude-plugin/plugin.json", 5, Error, "hook-timeout-milliseconds", "write 2"},
			{".claude-plugin/plugin.json", 5, Error, "hook-unquoted-plugin-root", "double quotes"},
		}},
		{dir: "broken-manifest-json", want: []want{
			{".claude-plugin/plugin.json", 3, Error, "json-invalid", "line 3, column 3"},
		}},
		{dir: "broken-manifest-types", want: []want{
			{".claude-plugin/plugin.json", 1, Error, "plugin-name", "not a number"},
		}},
		{dir: "broken-no-manifest", want: []want{
			{".claude-plugin/plugin.json", 0, Error, "plugin-manifest-missing", `"name"`},
		}},
		// A project root: paths start at the project, where lint was run.
		{dir: "broken-settings", want: []want{
			{".claude/agents/asker.md", 4, Error, "agent-asks-user", "remove it"},
			{".claude/settings.json", 5, Warning, "matcher-task-without-agent", `"Agent|Task"`},
			{".claude/settings.json", 6, Error, "hook-timeout-milliseconds", "write 2"},
			{".claude/settings.json", 6, Warning, "hook-unquoted-path", "CLAUDE_PROJECT_DIR"},
			{".claude/settings.local.json", 1, Error, "json-invalid", "line 1, column 27: a trailing comma before }"},
		}},
		{dir: "broken-settings/.claude", want: []want{
			{"agents/asker.md", 4, Error, "agent-asks-user", "remove it"},
			{"settings.json", 5, Warning, "matcher-task-without-agent", `"Agent|Task"`},
			{"settings.json", 6, Error, "hook-timeout-milliseconds", "write 2"},
			{"settings.json", 6, Warning, "hook-unquoted-path", "CLAUDE_PROJECT_DIR"},
			{"settings.local.json", 1, Error, "json-invalid", "line 1, column 27: a trailing comma before }"},
		}},
	}
	for _, c := range cases {
		t.Run(c.dir, func(t *testing.T) {
			got, err := Run(filepath.Join("testdata", filepath.FromSlash(c.dir)))
			if err != nil {
				t.Fatal(err)
			}
			assertFindings(t, got, c.want)
		})
	}
}

func assertFindings(t *testing.T, got []Finding, want []want) {
	t.Helper()
	var g, w []string
	for _, f := range got {
		g = append(g, key(f))
	}
	for _, x := range want {
		w = append(w, x.String())
	}
	if !reflect.DeepEqual(g, w) {
		t.Errorf("findings differ\ngot:\n  %s\nwant:\n  %s\nmessages:\n%s", strings.Join(g, "\n  "), strings.Join(w, "\n  "), messages(got))
		return
	}
	for i, x := range want {
		if got[i].Message == "" {
			t.Errorf("%s: empty message", key(got[i]))
		}
		if x.says != "" && !strings.Contains(got[i].Message, x.says) {
			t.Errorf("%s: message %q does not say %q", key(got[i]), got[i].Message, x.says)
		}
	}
}

func messages(fs []Finding) string {
	var b strings.Builder
	for _, f := range fs {
		b.WriteString("  " + f.String() + "\n")
	}
	return b.String()
}

// TestRunIsDeterministic: the same bundle gives the same findings in the
// same order, sorted by path, line and rule.
func TestRunIsDeterministic(t *testing.T) {
	for _, dir := range []string{"broken-hooks-shape", "broken-frontmatter", "broken-manifest"} {
		a, err := Run(filepath.Join("testdata", dir))
		if err != nil {
			t.Fatal(err)
		}
		b, _ := Run(filepath.Join("testdata", dir))
		if !reflect.DeepEqual(a, b) {
			t.Errorf("%s: two runs differ", dir)
		}
		if !sort.SliceIsSorted(a, func(i, j int) bool {
			if a[i].Path != a[j].Path {
				return a[i].Path < a[j].Path
			}
			if a[i].Line != a[j].Line {
				return a[i].Line < a[j].Line
			}
			return a[i].Rule < a[j].Rule
		}) {
			t.Errorf("%s: not sorted by path, line, rule:\n%s", dir, messages(a))
		}
	}
}

// TestRunErrors: only a dir that cannot be read is an error.
func TestRunErrors(t *testing.T) {
	tmp := t.TempDir()
	if _, err := Run(filepath.Join(tmp, "absent")); err == nil {
		t.Error("a missing folder: want an error")
	}
	file := filepath.Join(tmp, "file")
	if err := os.WriteFile(file, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Run(file); err == nil {
		t.Error("a file: want an error")
	}
	if os.Geteuid() != 0 {
		locked := filepath.Join(tmp, "locked")
		if err := os.Mkdir(locked, 0o000); err != nil {
			t.Fatal(err)
		}
		defer os.Chmod(locked, 0o755)
		if _, err := Run(locked); err == nil {
			t.Error("an unreadable folder: want an error")
		}
	}
}

// TestNothingToLint: a folder with no bundle in it says so, as a warning;
// one with only agents/ is a bundle.
func TestNothingToLint(t *testing.T) {
	empty := t.TempDir()
	got, err := Run(empty)
	if err != nil {
		t.Fatal(err)
	}
	assertFindings(t, got, []want{{".", 0, Warning, "no-bundle", ".claude"}})

	agentsOnly := t.TempDir()
	if err := os.Mkdir(filepath.Join(agentsOnly, "agents"), 0o755); err != nil {
		t.Fatal(err)
	}
	got, err = Run(agentsOnly)
	if err != nil {
		t.Fatal(err)
	}
	assertFindings(t, got, nil)
}

// TestUnreadableDefinition: an agents/x.md that is not a regular file is
// reported, not opened (a FIFO would block).
func TestUnreadableDefinition(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "agents"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(dir, "nowhere.md"), filepath.Join(dir, "agents", "dangling.md")); err != nil {
		t.Skip("no symlinks here:", err)
	}
	got, err := Run(dir)
	if err != nil {
		t.Fatal(err)
	}
	assertFindings(t, got, []want{{"agents/dangling.md", 0, Error, "file-unreadable", "cannot read"}})
}

// TestRepoBundle: the plugin this repository ships lints without errors.
// Only a skill file not written yet is tolerated, and only while it is
// really absent.
func TestRepoBundle(t *testing.T) {
	root := filepath.Join("..", "..")
	if !isFile(filepath.Join(root, ".claude-plugin", "plugin.json")) {
		t.Fatal("the repository root has no .claude-plugin/plugin.json")
	}
	got, err := Run(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range got {
		if f.Severity != Error {
			t.Logf("warning: %s", f)
			continue
		}
		if f.Rule == "skill-file-missing" && !isFile(filepath.Join(root, filepath.FromSlash(f.Path), "SKILL.md")) {
			t.Logf("not written yet: %s", f)
			continue
		}
		t.Errorf("%s", f)
	}
}
