package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"syscall"
	"time"

	"github.com/team-hook/team-hook/internal/ledger"
	"github.com/team-hook/team-hook/internal/team"
	"github.com/team-hook/team-hook/internal/watch"
)

const statusUsage = `Usage: team-hook status [--json] [--teams] [--session ID] [--all] [--ledger DIR]

Shows the ledger: one line per subagent or teammate that asked the user
something or failed its contract, with its state (pending, delivered,
answered, resumed, failed), its questions and the answers. By default only
the newest session is shown. Then the agent team, when there is one: its
teammates by name and definition with their tasks, pending questions and
last block, and its tasks with owner, status, completion step and wait
(STALE once older than 30 minutes). By default the team last active is
shown; with --session, that session's; with --all, every team.

Flags:
      --json         print [{"session_id","agent_id","agent_type","state","questions","answers","path","updated","team","teammate"}]
      --teams        with --json: print the teams instead, [{"team","teammates","tasks","updated"}]
      --session ID   show this session only
      --all          show every session and team
      --ledger DIR   ledger folder (default: .claude/team-hook under $CLAUDE_PROJECT_DIR or the current directory)

Examples:
  team-hook status
  team-hook status --all --json | jq '.[] | select(.state == "pending")'
  team-hook status --teams --json | jq '.[].tasks[] | select(.stale)'
`

const watchUsage = `Usage: team-hook watch [--ledger DIR]

Follows the ledger live, for a person in a second terminal: each new pending
question set, answer, resume and dispatch failure is printed as it happens.
Ctrl-C exits.

Example:
  team-hook watch
`

// ledgerDirFor is the ledger folder a person means: --ledger, the plugin
// option, or .claude/team-hook under the project.
func ledgerDirFor(env *Env, flag string) string {
	dir := flag
	if dir == "" {
		dir = env.Getenv("CLAUDE_PLUGIN_OPTION_LEDGER_DIR")
	}
	project := env.Getenv("CLAUDE_PROJECT_DIR")
	if project == "" {
		project, _ = os.Getwd()
	}
	if dir == "" {
		return ledger.DefaultDir(project)
	}
	if !filepath.IsAbs(dir) {
		return filepath.Join(project, dir)
	}
	return dir
}

func runStatus(env *Env, args []string) int {
	fs := flags("status")
	asJSON := fs.Bool("json", false, "")
	teamsOnly := fs.Bool("teams", false, "")
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
	if *teamsOnly && !*asJSON {
		return usageError(env, "status", statusUsage, "--teams goes with --json (the text shows the teams anyway)")
	}
	path := ledgerDirFor(env, *dir)
	var recs []*ledger.Record
	var teams []team.Status
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
		teams, err = teamsToShow(s, *session, *all)
		if err != nil {
			fmt.Fprintf(env.Stderr, "team-hook status: %v\n", err)
		}
		if *asJSON && *teamsOnly {
			if err := writeJSON(env.Stdout, teams); err != nil {
				fmt.Fprintf(env.Stderr, "team-hook status: %v\n", err)
				return ExitUsage
			}
			return ExitOK
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
	} else if err := ledger.WriteTable(env.Stdout, recs); err != nil {
		fmt.Fprintf(env.Stderr, "team-hook status: %v\n", err)
		return ExitUsage
	}
	for _, st := range teams {
		if err := team.WriteStatus(env.Stdout, st); err != nil {
			fmt.Fprintf(env.Stderr, "team-hook status: %v\n", err)
			return ExitUsage
		}
	}
	return ExitOK
}

// teamsToShow is the teams status shows: every team with --all; with a
// session, the team it leads and those it is a pane teammate of; else the
// team last active.
func teamsToShow(s *ledger.Store, session string, all bool) ([]team.Status, error) {
	ts, err := s.Teams()
	if len(ts) == 0 {
		return []team.Status{}, err
	}
	var keep []*ledger.Team
	switch {
	case all:
		keep = ts
	case session != "":
		for _, t := range ts {
			if t.Name == team.LeadTeam(session) || slices.ContainsFunc(t.Names(), func(n string) bool { return t.Members[n].SessionID == session }) {
				keep = append(keep, t)
			}
		}
	default:
		last := ts[0]
		for _, t := range ts {
			if t.Updated.After(last.Updated) {
				last = t
			}
		}
		keep = []*ledger.Team{last}
	}
	out := []team.Status{}
	now := time.Now()
	for _, t := range keep {
		recs, rerr := s.ListTeam(t.Name)
		err = errors.Join(err, rerr)
		out = append(out, team.StatusOf(t, recs, now))
	}
	return out, err
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
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
	path := ledgerDirFor(env, *dir)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	fmt.Fprintf(env.Stderr, "team-hook: watching %s (Ctrl-C to stop)\n", path)
	if err := watch.Run(ctx, path, env.Stdout); err != nil {
		fmt.Fprintf(env.Stderr, "team-hook watch: %v\n", err)
		return ExitUsage
	}
	return ExitOK
}
