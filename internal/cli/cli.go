// Package cli is the team-hook command: it parses arguments and wires each
// subcommand to the packages that do the work. Every command runs through
// Run, so tests drive it in-process exactly as a shell would.
package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	"github.com/spf13/pflag"
	"github.com/team-hook/team-hook/internal/hook"
)

// Exit codes shared by every command.
const (
	ExitOK         = 0
	ExitViolations = 1 // findings: violations, lint errors, doctor problems
	ExitUsage      = 2 // bad arguments or unreadable input
)

// Env is what a command may read from its surroundings besides stdin.
type Env struct {
	Getenv func(string) string
	Stdin  io.Reader
	Stdout io.Writer
	Stderr io.Writer
	// Context, when set, ends the commands that run until Ctrl-C (watch,
	// lint --watch) instead of a signal: tests.
	Context context.Context
}

// untilInterrupted is the context of a command that runs until Ctrl-C.
func (env *Env) untilInterrupted() (context.Context, context.CancelFunc) {
	if env.Context != nil {
		return env.Context, func() {}
	}
	return signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
}

type command struct {
	name    string
	summary string
	usage   string // the help text, with examples
	run     func(env *Env, args []string) int
}

func commands() []command {
	return []command{
		{"hook", "handle one hook event from stdin (what the plugin's hooks files run)", hookUsage, runHook},
		{"check", "check a final message file against the contracts", checkUsage, runCheck},
		{"render", "print the AskUserQuestion input for the envelope in a message", renderUsage, runRender},
		{"status", "show the ledger: which subagents wait on the user", statusUsage, runStatus},
		{"watch", "follow the ledger live in a second terminal", watchUsage, runWatch},
		{"onboarding", "print an onboarding handle: its questions, answers and state", onboardingUsage, runOnboarding},
		{"resume", "print the new dispatch that continues a paused agent from its checkpoint", resumeUsage, runResume},
		{"results", "show the roll-up of the results of agents started in one turn", resultsUsage, runResults},
		{"stats", "show how each agent type's stops went: checks, blocks, rules, hook times", statsUsage, runStats},
		{"lint", "check a plugin or .claude/ folder the way Claude Code reads it", lintUsage, runLint},
		{"doctor", "check the installation", doctorUsage, runDoctor},
		{"version", "print the version", versionUsage, runVersion},
	}
}

// Run is the whole command line: args without the program name.
func Run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return RunEnv(&Env{Getenv: os.Getenv, Stdin: stdin, Stdout: stdout, Stderr: stderr}, args)
}

// RunEnv is Run with an explicit environment (tests).
func RunEnv(env *Env, args []string) int {
	if len(args) == 0 {
		if hook.Invoked(args, env.Stdin) {
			return runHook(env, nil)
		}
		writeHelp(env.Stderr)
		return ExitUsage
	}
	name := args[0]
	switch name {
	case "-h", "--help", "help":
		if len(args) > 1 {
			for _, c := range commands() {
				if c.name == args[1] {
					fmt.Fprint(env.Stdout, c.usage)
					return ExitOK
				}
			}
		}
		writeHelp(env.Stdout)
		return ExitOK
	case "-v", "--version":
		name = "version"
	}
	for _, c := range commands() {
		if c.name == name {
			return c.run(env, args[1:])
		}
	}
	fmt.Fprintf(env.Stderr, "team-hook: unknown command %q\n\n", name)
	writeHelp(env.Stderr)
	return ExitUsage
}

func writeHelp(w io.Writer) {
	fmt.Fprint(w, `team-hook enforces the subagent contracts of multi-agent work in Claude Code:
the open-questions envelope, no deferral prose, todo-first, the result
format with verified file:line references, and HANDOFF.

Usage: team-hook <command> [flags]

Commands:
`)
	for _, c := range commands() {
		fmt.Fprintf(w, "  %-8s %s\n", c.name, c.summary)
	}
	fmt.Fprint(w, `
Run 'team-hook <command> --help' for a command's flags and examples.
`)
}

// parse parses args; it prints help on --help and a clear error otherwise.
// done reports that the command must return code now.
func parse(fs *pflag.FlagSet, usage string, env *Env, args []string) (code int, done bool) {
	err := fs.Parse(args)
	if errors.Is(err, pflag.ErrHelp) {
		fmt.Fprint(env.Stdout, usage)
		return ExitOK, true
	}
	if err != nil {
		fmt.Fprintf(env.Stderr, "team-hook %s: %v\n\n%s", fs.Name(), err, usage)
		return ExitUsage, true
	}
	return 0, false
}

func usageError(env *Env, cmd, usage, format string, a ...any) int {
	fmt.Fprintf(env.Stderr, "team-hook %s: %s\n\n%s", cmd, fmt.Sprintf(format, a...), usage)
	return ExitUsage
}
