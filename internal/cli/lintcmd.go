package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"os"

	"github.com/team-hook/team-hook/internal/lint"
)

const lintUsage = `Usage: team-hook lint [--json] [--watch] [DIR]

Checks a plugin (a folder with .claude-plugin/plugin.json) or a .claude/
folder (or a project that has one) the way Claude Code reads it: agent and
skill frontmatter, agents that list AskUserQuestion in tools: (subagents
cannot call it), preloaded skills that do not exist, and hooks.json mistakes
(timeouts in milliseconds, Task without Agent, unanchored plugin:agent
matchers, unquoted ${CLAUDE_PLUGIN_ROOT}). DIR defaults to the current
directory. Exit 0: no errors; 1: errors; 2: usage or I/O error.

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
