package cli

import (
	"fmt"
	"os"

	"github.com/team-hook/team-hook/internal/ledger"
	"github.com/team-hook/team-hook/internal/watch"
)

const statusUsage = `Usage: team-hook status [--json] [--session ID] [--all] [--ledger DIR]

Shows the ledger: one line per subagent that asked the user something or
failed its contract, with its state (pending, delivered, answered, resumed,
failed), its questions and the answers. By default only the newest session
is shown.

The ledger is the one the hook keeps: in $CLAUDE_PROJECT_DIR when set, else
in the nearest folder from here up to the git root that has one (else at
the git root), at the plugin option ledger_dir (from the environment, else
as saved in Claude Code's settings.json files) or .claude/team-hook.

Flags:
      --json         print [{"session_id","agent_id","agent_type","state","questions","answers","path","updated"}]
      --session ID   show this session only
      --all          show every session
      --ledger DIR   this ledger folder instead

Examples:
  team-hook status
  team-hook status --all --json | jq '.[] | select(.state == "pending")'
`

const watchUsage = `Usage: team-hook watch [--ledger DIR]

Follows the ledger live, for a person in a second terminal: each new pending
question set, answer, resume and dispatch failure is printed as it happens.
It finds the ledger as status does, and waits for it to appear when no
session has made it yet. Ctrl-C exits.

Flags:
      --ledger DIR   this ledger folder instead

Example:
  team-hook watch
`

func runStatus(env *Env, args []string) int {
	fs := flags("status")
	asJSON := fs.Bool("json", false, "")
	session := fs.String("session", "", "")
	all := fs.Bool("all", false, "")
	dir := fs.String("ledger", "", "")
	if code, done := parse(fs, statusUsage, env, args); done {
		return code
	}
	if fs.NArg() != 0 {
		return usageError(env, "status", statusUsage, "unexpected argument %q", fs.Arg(0))
	}
	if *all && *session != "" {
		return usageError(env, "status", statusUsage, "--all and --session exclude each other")
	}
	path := locate(env, *dir).Ledger
	var recs []*ledger.Record
	if _, err := os.Stat(path); err == nil {
		s, err := ledger.Open(path)
		if err != nil {
			fmt.Fprintf(env.Stderr, "team-hook status: %v\n", err)
			return ExitUsage
		}
		recs, err = s.List(*session)
		if err != nil {
			fmt.Fprintf(env.Stderr, "team-hook status: %v\n", err)
		}
		if !*all && *session == "" {
			recs = newestSession(recs)
		}
		if *asJSON {
			if err := ledger.WriteJSON(env.Stdout, recs, func(id string) string { p, _ := s.Path(id); return p }); err != nil {
				fmt.Fprintf(env.Stderr, "team-hook status: %v\n", err)
				return ExitUsage
			}
			return ExitOK
		}
	} else if *asJSON {
		fmt.Fprintln(env.Stdout, "[]")
		return ExitOK
	}
	if len(recs) == 0 {
		fmt.Fprintf(env.Stdout, "No subagent is waiting on the user (ledger: %s).\n", path)
		return ExitOK
	}
	if err := ledger.WriteTable(env.Stdout, recs); err != nil {
		fmt.Fprintf(env.Stderr, "team-hook status: %v\n", err)
		return ExitUsage
	}
	return ExitOK
}

// newestSession keeps the records of the session that stopped last.
func newestSession(recs []*ledger.Record) []*ledger.Record {
	if len(recs) == 0 {
		return recs
	}
	newest := recs[0]
	for _, r := range recs {
		if r.Updated.After(newest.Updated) {
			newest = r
		}
	}
	var out []*ledger.Record
	for _, r := range recs {
		if r.SessionID == newest.SessionID {
			out = append(out, r)
		}
	}
	return out
}

func runWatch(env *Env, args []string) int {
	fs := flags("watch")
	dir := fs.String("ledger", "", "")
	if code, done := parse(fs, watchUsage, env, args); done {
		return code
	}
	if fs.NArg() != 0 {
		return usageError(env, "watch", watchUsage, "unexpected argument %q", fs.Arg(0))
	}
	path := locate(env, *dir).Ledger
	ctx, stop := env.untilInterrupted()
	defer stop()
	if err := watch.Run(ctx, path, env.Stdout); err != nil {
		fmt.Fprintf(env.Stderr, "team-hook watch: %v\n", err)
		return ExitUsage
	}
	return ExitOK
}
