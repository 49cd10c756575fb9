// Package lint checks an agent bundle the way Claude Code reads it: a plugin
// (.claude-plugin/plugin.json, agents/, skills/, hooks/hooks.json) or a
// .claude folder (agents/, skills/, settings.json hooks). It owns the rules
// that catch, before a session starts, the mistakes that make subagents and
// their hooks fail silently: agents that list AskUserQuestion, preloaded
// skills that do not exist, timeouts in milliseconds, matchers that miss the
// Agent tool or other plugins' agents, and unquoted plugin paths.
package lint

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
)

// Severity says whether a finding breaks the bundle (error) or only risks it.
type Severity string

// The two severities. Errors make `team-hook lint` exit 1.
const (
	Error   Severity = "error"
	Warning Severity = "warning"
)

// Finding is one broken rule, located in the bundle.
type Finding struct {
	Path     string   `json:"path"` // relative to the linted dir
	Line     int      `json:"line,omitempty"`
	Severity Severity `json:"severity"`
	Rule     string   `json:"rule"`    // short stable id, e.g. "agent-asks-user"
	Message  string   `json:"message"` // what is wrong and how to fix it
}

func (f Finding) String() string {
	if f.Line > 0 {
		return fmt.Sprintf("%s:%d: %s: %s [%s]", f.Path, f.Line, f.Severity, f.Message, f.Rule)
	}
	return fmt.Sprintf("%s: %s: %s [%s]", f.Path, f.Severity, f.Message, f.Rule)
}

// Limits on what is read: definitions are read only as far as the hook reads
// them, and a JSON file larger than this is not a hand-written config.
const (
	maxFrontmatter = 64 << 10
	maxJSON        = 1 << 20
)

// Run lints the bundle in dir: a plugin root, a .claude folder, or a project
// root that has a .claude folder. It returns an error only when dir itself
// cannot be read; everything wrong inside it is a finding.
func Run(dir string) ([]Finding, error) {
	r, err := run(dir)
	if err != nil {
		return nil, err
	}
	return r.findings, nil
}

// result is one lint run: its findings, and what it looked at, so that Watch
// knows which folders and files to watch.
type result struct {
	findings []Finding
	dirs     map[string]bool // folders read
	files    map[string]bool // files consulted, present or not
}

type layout int

const (
	pluginLayout layout = iota // .claude-plugin/plugin.json, hooks/hooks.json
	claudeLayout               // a .claude folder: settings.json hooks
)

// linter collects the findings of one run.
type linter struct {
	base   string // the dir passed in: finding paths are relative to it
	root   string // the bundle: base, or base/.claude
	layout layout
	res    *result

	pluginName string          // the manifest's name, when it has one
	skills     map[string]bool // skills of the bundle, lower-cased, by folder and by name
}

func run(dir string) (*result, error) {
	dir = filepath.Clean(dir)
	st, err := os.Stat(dir)
	if err != nil {
		return nil, err
	}
	if !st.IsDir() {
		return nil, fmt.Errorf("%s: not a folder", dir)
	}
	f, err := os.Open(dir)
	if err != nil {
		return nil, err
	}
	_, err = f.ReadDir(1)
	f.Close()
	if err != nil && !errors.Is(err, io.EOF) {
		return nil, err
	}
	l := &linter{base: dir, root: dir, res: &result{dirs: map[string]bool{}, files: map[string]bool{}}, skills: map[string]bool{}}
	l.res.dirs[dir] = true
	l.detect()
	l.lint()
	sortFindings(l.res.findings)
	return l.res, nil
}

// detect decides what kind of bundle base is. A manifest makes a plugin; a
// folder named .claude, or a project holding one, is a .claude folder.
func (l *linter) detect() {
	manifest := filepath.Join(l.base, ".claude-plugin", "plugin.json")
	l.res.files[manifest] = true
	if isFile(manifest) {
		l.layout = pluginLayout
		return
	}
	if abs, err := filepath.Abs(l.base); err == nil && filepath.Base(abs) == ".claude" {
		l.layout = claudeLayout
		return
	}
	dotClaude := filepath.Join(l.base, ".claude")
	l.res.files[dotClaude] = true
	if isDir(dotClaude) {
		l.root = dotClaude
		l.res.dirs[dotClaude] = true
		l.layout = claudeLayout
		return
	}
	// A plugin whose manifest is missing still has its other plugin parts.
	if isDir(filepath.Join(l.base, ".claude-plugin")) || isFile(filepath.Join(l.base, "hooks", "hooks.json")) {
		l.layout = pluginLayout
		return
	}
	l.layout = claudeLayout
}

func (l *linter) lint() {
	if l.layout == pluginLayout {
		l.lintManifest()
	}
	foundSkills := l.lintSkills()
	foundAgents := l.lintAgents()
	foundHooks := false
	if l.layout == pluginLayout {
		foundHooks = l.lintHooksFile(filepath.Join(l.root, "hooks", "hooks.json"))
	} else {
		for _, name := range []string{"settings.json", "settings.local.json"} {
			if l.lintSettings(filepath.Join(l.root, name)) {
				foundHooks = true
			}
		}
	}
	if l.layout == claudeLayout && !foundSkills && !foundAgents && !foundHooks {
		l.add(l.base, 0, Warning, "no-bundle",
			"nothing to lint here: no .claude-plugin/plugin.json, .claude/ folder, agents/, skills/ or settings.json; point lint at a plugin root, a .claude folder or a project that has one")
	}
}

// add records a finding about the file or folder at abs.
func (l *linter) add(abs string, line int, sev Severity, rule, msg string) {
	l.res.findings = append(l.res.findings, Finding{Path: l.rel(abs), Line: line, Severity: sev, Rule: rule, Message: msg})
}

// rel is abs relative to the dir passed in, with forward slashes, so that a
// path printed by the command can be opened from where it was run.
func (l *linter) rel(abs string) string {
	r, err := filepath.Rel(l.base, abs)
	if err != nil {
		return filepath.ToSlash(abs)
	}
	return filepath.ToSlash(r)
}

// sortFindings orders findings by path, line, rule, then message, so that
// output never depends on the order folders were read in.
func sortFindings(fs []Finding) {
	sort.Slice(fs, func(i, j int) bool {
		a, b := fs[i], fs[j]
		if a.Path != b.Path {
			return a.Path < b.Path
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		if a.Rule != b.Rule {
			return a.Rule < b.Rule
		}
		return a.Message < b.Message
	})
}

// readRegular reads at most limit bytes of a regular file. Anything else (a
// FIFO, a device) is refused: opening it could block forever.
func readRegular(path string, limit int64) ([]byte, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, errors.New("not a regular file")
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, limit))
}

// readDir lists a folder of the bundle and remembers it for Watch. A missing
// folder is no error: every part of a bundle is optional.
func (l *linter) readDir(dir string) []fs.DirEntry {
	l.res.files[dir] = true
	entries, err := os.ReadDir(dir)
	switch {
	case err == nil:
		l.res.dirs[dir] = true
		return entries
	case errors.Is(err, fs.ErrNotExist):
	case isFile(dir):
		l.add(dir, 0, Error, "file-unreadable", "this must be a folder, not a file")
	default:
		l.add(dir, 0, Error, "file-unreadable", fmt.Sprintf("cannot read this folder: %v", unwrapPath(err)))
	}
	return nil
}

// unwrapPath drops the path from an *fs.PathError: the finding names it.
func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

func isFile(p string) bool {
	st, err := os.Stat(p)
	return err == nil && !st.IsDir()
}

func isDir(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}

// lineOf is the 1-based line of byte offset off in data.
func lineOf(data []byte, off int) int {
	if off > len(data) {
		off = len(data)
	}
	line := 1
	for _, b := range data[:off] {
		if b == '\n' {
			line++
		}
	}
	return line
}
