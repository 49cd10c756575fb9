package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/team-hook/team-hook/internal/lint"
	"github.com/team-hook/team-hook/internal/project"
)

const lintUsage = `Usage: team-hook lint [--json] [--watch] [DIR]

Checks a plugin (a folder with .claude-plugin/plugin.json) or a .claude/
folder (or a project that has one) the way Claude Code reads it: agent and
skill frontmatter, agents that list AskUserQuestion in tools: (subagents
cannot call it), preloaded skills that do not exist, and hooks.json mistakes
(timeouts in milliseconds, Task without Agent, unanchored plugin:agent
matchers, unquoted ${CLAUDE_PLUGIN_ROOT}). Without DIR, the nearest folder
from here up to the root of the git work tree that is a plugin or holds a
.claude/ folder (else the current directory); finding paths are relative to
it, and it is named on stderr when it is not the current directory. Exit 0:
no errors; 1: errors; 2: usage or I/O error.

Flags:
      --json    print the findings as a JSON array
      --watch   lint again on every save (Ctrl-C exits)

Examples:
  team-hook lint .
  team-hook lint --json ~/.claude
  team-hook lint --watch .claude
`

func runLint(env *Env, args []string) int {
	fs := flags("lint")
	asJSON := fs.Bool("json", false, "")
	watchMode := fs.Bool("watch", false, "")
	if code, done := parse(fs, lintUsage, env, args); done {
		return code
	}
	if fs.NArg() > 1 {
		return usageError(env, "lint", lintUsage, "want at most one folder")
	}
	dir := "."
	if fs.NArg() == 1 {
		dir = fs.Arg(0)
	} else if up := lintRoot(env); up != "" {
		dir = up
		fmt.Fprintf(env.Stderr, "team-hook lint: linting %s\n", dir)
	}
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return usageError(env, "lint", lintUsage, "%s is not a folder", dir)
	}
	if *watchMode {
		ctx, stop := env.untilInterrupted()
		defer stop()
		err := lint.Watch(ctx, dir, func(fs []lint.Finding) {
			fmt.Fprintf(env.Stdout, "\n--- %s\n", dir)
			writeFindings(env.Stdout, fs, *asJSON)
		})
		if err != nil {
			fmt.Fprintf(env.Stderr, "team-hook lint: %v\n", err)
			return ExitUsage
		}
		return ExitOK
	}
	findings, err := lint.Run(dir)
	if err != nil {
		fmt.Fprintf(env.Stderr, "team-hook lint: %v\n", err)
		return ExitUsage
	}
	if errs := writeFindings(env.Stdout, findings, *asJSON); errs > 0 {
		return ExitViolations
	}
	return ExitOK
}

// writeFindings prints the findings and returns how many are errors.
func writeFindings(w io.Writer, findings []lint.Finding, asJSON bool) int {
	errs := 0
	for _, f := range findings {
		if f.Severity == lint.Error {
			errs++
		}
	}
	if asJSON {
		if findings == nil {
			findings = []lint.Finding{}
		}
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		_ = enc.Encode(findings)
		return errs
	}
	for _, f := range findings {
		loc := f.Path
		if f.Line > 0 {
			loc = fmt.Sprintf("%s:%d", f.Path, f.Line)
		}
		fmt.Fprintf(w, "%s: %s: %s [%s]\n", loc, f.Severity, f.Message, f.Rule)
	}
	fmt.Fprintf(w, "%d error%s, %d warning%s\n", errs, plural(errs), len(findings)-errs, plural(len(findings)-errs))
	return errs
}

// lintRoot is the folder lint means when run in a subfolder of a project:
// the nearest, from the working directory up to the root of its git work
// tree, that is a plugin (.claude-plugin/, hooks/hooks.json) or holds a
// .claude/ folder; "" when that is the working directory itself, or none
// is (then the working directory is linted, as before). Outside a work
// tree nothing bounds the walk, so it stays where it is.
func lintRoot(env *Env) string {
	cwd, err := os.Getwd()
	if err != nil {
		return ""
	}
	if _, ok := project.WorkTree(cwd); !ok {
		return ""
	}
	found, ok := project.Find(cwd, home(env), func(d string) bool {
		for _, p := range []string{".claude-plugin", ".claude", filepath.Join("hooks", "hooks.json")} {
			if _, err := os.Stat(filepath.Join(d, p)); err == nil {
				return true
			}
		}
		return false
	})
	if !ok || found == filepath.Clean(cwd) {
		return ""
	}
	return found
}
