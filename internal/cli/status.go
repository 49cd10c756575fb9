package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"time"

	"github.com/team-hook/team-hook/internal/ledger"
	"github.com/team-hook/team-hook/internal/team"
	"github.com/team-hook/team-hook/internal/watch"
)

const statusUsage = `Usage: team-hook status [--json] [--teams|--handles] [--session ID] [--all] [--ledger DIR]

Shows the ledger: one line per subagent or teammate that asked the user
something or failed its contract, with its state (pending, delivered,
answered, resumed, failed), its questions and the answers; then the
onboarding handles, with their state and rounds. By default only the
newest session that has one is shown; --all shows every session, and
also the agents that were only blocked (STATE "blocked N" while in their
retry budget, "-" once they stopped cleanly). Then the agent team, when
there is one: its teammates by name and definition with their tasks,
pending questions and last block, and its tasks with owner, status,
completion step and wait (STALE once older than 30 minutes). By default
the team last active is shown; with --session, that session's; with --all,
every team. A --ledger folder that does not exist, or a --session the
ledger knows nothing of, is an error (exit 2).

The ledger is the one the hook keeps: in $CLAUDE_PROJECT_DIR when set, else
in the nearest folder from here up to the git root that has one (else at
the git root), at the plugin option ledger_dir (from the environment, else
as saved in Claude Code's settings.json files) or .claude/team-hook.

Flags:
      --json         print [{"session_id","agent_id","agent_type","state","questions","answers","path","updated","team","teammate"}]
      --teams        with --json: print the teams instead, [{"team","teammates","tasks","updated"}]
      --handles      with --json: print the onboarding handles instead, [{"id","session_id","agent_type","state","rounds","budget",...,"qa"}]
      --session ID   show this session only
      --all          show every session and team, and agents that were only blocked
      --ledger DIR   this ledger folder instead

Examples:
  team-hook status
  team-hook status --all --json | jq '.[] | select(.state == "pending")'
  team-hook status --teams --json | jq '.[].tasks[] | select(.stale)'
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
	teamsOnly := fs.Bool("teams", false, "")
	handlesOnly := fs.Bool("handles", false, "")
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
	if *handlesOnly && (!*asJSON || *teamsOnly) {
		return usageError(env, "status", statusUsage, "--handles goes with --json, without --teams (the text shows the handles anyway)")
	}
	path := locate(env, *dir).Ledger
	var recs []*ledger.Record
	var teams []team.Status
	if code, missing := namedLedgerMissing(env, "status", *dir, *session, path, false); missing {
		return code
	}
	_, statErr := os.Stat(path)
	if statErr == nil {
		s, err := ledger.Open(path)
		if err != nil {
			fmt.Fprintf(env.Stderr, "team-hook status: %v\n", err)
			return ExitUsage
		}
		recs, err = s.List(*session)
		if err != nil {
			fmt.Fprintf(env.Stderr, "team-hook status: %v\n", err)
		}
		known := len(recs) > 0
		if !*all {
			recs = slices.DeleteFunc(recs, onlyBlocked)
		}
		if !*all && *session == "" {
			recs = newestSession(recs)
		}
		teams, err = teamsToShow(s, *session, *all)
		if err != nil {
			fmt.Fprintf(env.Stderr, "team-hook status: %v\n", err)
		}
		if hs, _ := s.Handles(*session); *session != "" && !known && len(teams) == 0 && len(hs) == 0 {
			fmt.Fprintf(env.Stderr, "team-hook status: the ledger at %s has nothing of session %s (no questions, failures, blocks, handles or team)\n", path, *session)
			return ExitUsage
		}
		if *asJSON && *handlesOnly {
			sess := *session
			if !*all && sess == "" && len(recs) > 0 {
				sess = recs[0].SessionID
			}
			if err := writeJSON(env.Stdout, handlesJSON(s, sess)); err != nil {
				fmt.Fprintf(env.Stderr, "team-hook status: %v\n", err)
				return ExitUsage
			}
			return ExitOK
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
	switch {
	case statErr != nil:
		fmt.Fprintf(env.Stdout, "No subagent is waiting on the user (no ledger yet at %s).\n", path)
	case len(recs) == 0:
		fmt.Fprintf(env.Stdout, "No subagent is waiting on the user (ledger: %s).\n", path)
	default:
		if err := ledger.WriteTable(env.Stdout, recs); err != nil {
			fmt.Fprintf(env.Stderr, "team-hook status: %v\n", err)
			return ExitUsage
		}
	}
	if _, err := os.Stat(path); err == nil {
		sess := *session
		if !*all && sess == "" && len(recs) > 0 {
			sess = recs[0].SessionID
		}
		writeHandles(env.Stdout, ledger.At(path), sess)
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

// onlyBlocked is a record of an agent that neither asked nor failed: it
// was blocked, and is in its retry budget or stopped cleanly since.
func onlyBlocked(r *ledger.Record) bool { return r.State == "" }

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
	if code, missing := namedLedgerMissing(env, "watch", *dir, "", path, true); missing {
		return code
	}
	ctx, stop := env.untilInterrupted()
	defer stop()
	if err := watch.Run(ctx, path, env.Stdout); err != nil {
		fmt.Fprintf(env.Stderr, "team-hook watch: %v\n", err)
		return ExitUsage
	}
	return ExitOK
}
