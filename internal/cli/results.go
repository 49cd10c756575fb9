package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/team-hook/team-hook/internal/ledger"
	"github.com/team-hook/team-hook/internal/rollup"
)

const resultsUsage = `Usage: team-hook results [--session ID] [--all] [--json] [--ledger DIR]

Prints the roll-up of the results of agents started in one turn of the
orchestrator, as the orchestrator was given it: the status (failed, review or
continue), each agent's status and confidence, the issues merged by file:line
and category with their combined confidence and the agents that reported
them, and the severity conflicts put to the user. By default: the newest turn
with two or more results, of the newest session.

Flags:
      --session ID   that session's newest turn
      --all          every turn with two or more results, newest first (of --session, else of every session)
      --json         print {"status","agents","issues","conflicts"} (with --all, an array of them)
      --ledger DIR   this ledger folder instead of the one status finds (see team-hook status --help)

Examples:
  team-hook results
  team-hook results --json | jq '.issues[] | select(.severity == "critical")'
  team-hook results --all --session 8cb6451c-4d67-4d88-abf9-465418e80e52
`

func runResults(env *Env, args []string) int {
	fs := flags("results")
	asJSON := fs.Bool("json", false, "")
	session := fs.String("session", "", "")
	all := fs.Bool("all", false, "")
	dir := fs.String("ledger", "", "")
	if code, done := parse(fs, resultsUsage, env, args); done {
		return code
	}
	if fs.NArg() != 0 {
		return usageError(env, "results", resultsUsage, "unexpected argument %q", fs.Arg(0))
	}
	path := locate(env, *dir).Ledger
	if code, missing := namedLedgerMissing(env, "results", *dir, *session, path, false); missing {
		return code
	}
	turns, err := ledger.At(path).Turns(*session)
	if err != nil {
		fmt.Fprintf(env.Stderr, "team-hook results: %v\n", err)
		if turns == nil && *session != "" {
			return ExitUsage
		}
	}
	var rolled []*ledger.Turn
	for _, t := range turns { // newest first
		if len(t.Results) < 2 {
			continue
		}
		if !*all && len(rolled) > 0 {
			break
		}
		rolled = append(rolled, t)
	}
	if *asJSON {
		if *all {
			out := make([]rollup.Rollup, len(rolled))
			for i, t := range rolled {
				out[i] = t.Rollup()
			}
			return writeResultsJSON(env, out)
		}
		if len(rolled) == 0 {
			fmt.Fprintln(env.Stdout, "null")
			return ExitOK
		}
		return writeResultsJSON(env, rolled[0].Rollup())
	}
	if len(rolled) == 0 {
		fmt.Fprintf(env.Stdout, "No turn has two or more results yet (ledger: %s).\n", path)
		return ExitOK
	}
	for i, t := range rolled {
		if i > 0 {
			fmt.Fprintln(env.Stdout)
		}
		writeRollup(env.Stdout, t)
	}
	return ExitOK
}

func writeResultsJSON(env *Env, v any) int {
	enc := json.NewEncoder(env.Stdout)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		fmt.Fprintf(env.Stderr, "team-hook results: %v\n", err)
		return ExitUsage
	}
	return ExitOK
}

// whatToDo is what a turn's status asks of the orchestrator, for people.
func whatToDo(status string) string {
	switch status {
	case rollup.StatusFailed:
		return "an agent failed: deal with it before going on"
	case rollup.StatusReview:
		return "an agent finished part of its work: review what is missing"
	case rollup.StatusContinue:
		return "every agent succeeded"
	}
	return ""
}

// writeRollup prints one turn's roll-up for a person.
func writeRollup(w io.Writer, t *ledger.Turn) {
	r := t.Rollup()
	fmt.Fprintf(w, "Turn %s of session %s, %d results, latest %s\n", short(t.PromptID), short(t.SessionID), len(r.Agents), t.Latest().Local().Format(time.DateTime))
	fmt.Fprintf(w, "Status: %s (%s)\n\n", r.Status, whatToDo(r.Status))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "AGENT\tTYPE\tSTATUS\tCONFIDENCE")
	for _, a := range r.Agents {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\n", a.AgentID, dash(a.AgentType), strings.ToUpper(a.Status), a.Confidence)
	}
	tw.Flush()
	fmt.Fprintln(w)
	if len(r.Issues) == 0 {
		fmt.Fprintln(w, "No issues reported.")
	} else {
		tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, "SEVERITY\tCONFIDENCE\tLOCATION\tCATEGORY\tAGENTS\tISSUE")
		for _, is := range r.Issues {
			cat := "-"
			if is.Category != nil {
				cat = *is.Category
			}
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\n", is.Severity, strings.TrimSuffix(fmt.Sprintf("%.1f", is.Confidence), ".0"),
				dash(is.Location), cat, strings.Join(is.Agents, ","), is.Title)
		}
		tw.Flush()
	}
	for _, c := range r.Conflicts {
		var held []string
		for _, p := range c.Positions {
			held = append(held, fmt.Sprintf("%s (%s) says %s", dash(p.AgentType), p.AgentID, p.Severity))
		}
		settled := "not yet asked"
		for _, a := range t.Asked {
			if a.Location == c.Location && (c.Category == nil && a.Category == "" || c.Category != nil && strings.EqualFold(a.Category, *c.Category)) {
				settled = "asked, unanswered"
				if a.Answer != "" {
					settled = "the user chose " + a.Answer
				}
			}
		}
		fmt.Fprintf(w, "\nConflict at %s: %s; %s.\n", c.Location, strings.Join(held, ", "), settled)
	}
}

func short(id string) string {
	if len(id) > 8 {
		return id[:8]
	}
	return id
}

func dash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

const statsUsage = `Usage: team-hook stats [--session ID] [--since DATE] [--json] [--ledger DIR]

Shows, from the ledger, how each agent type's stops went, so a prompt author
can see which agent needs its prompt fixed: per agent type and contract how
many stops were checked, blocked (and by which rule) and let stop after the
retry budget, the sentences most often quoted in blocks, and how long the
hook took (p50, p95; its own work, from the event read to its answer).

Flags:
      --session ID   that session's stops only
      --since DATE   stops from DATE on (2006-01-02, or a duration back such as 168h)
      --json         print [{"agent_type","stops","blocked","failed","p50_us","p95_us","contracts":[…]}]
      --ledger DIR   this ledger folder instead of the one status finds (see team-hook status --help)

Examples:
  team-hook stats
  team-hook stats --since 168h --json | jq '.[0].contracts'
`

func runStats(env *Env, args []string) int {
	fs := flags("stats")
	asJSON := fs.Bool("json", false, "")
	session := fs.String("session", "", "")
	sinceFlag := fs.String("since", "", "")
	dir := fs.String("ledger", "", "")
	if code, done := parse(fs, statsUsage, env, args); done {
		return code
	}
	if fs.NArg() != 0 {
		return usageError(env, "stats", statsUsage, "unexpected argument %q", fs.Arg(0))
	}
	var since time.Time
	if *sinceFlag != "" {
		if d, err := time.ParseDuration(*sinceFlag); err == nil && d > 0 {
			since = time.Now().Add(-d)
		} else if t, err := time.ParseInLocation(time.DateOnly, *sinceFlag, time.Local); err == nil {
			since = t
		} else {
			return usageError(env, "stats", statsUsage, "--since %q is neither a date (2006-01-02) nor a duration (168h)", *sinceFlag)
		}
	}
	path := locate(env, *dir).Ledger
	if code, missing := namedLedgerMissing(env, "stats", *dir, *session, path, false); missing {
		return code
	}
	if _, err := os.Stat(path); err != nil && !os.IsNotExist(err) {
		fmt.Fprintf(env.Stderr, "team-hook stats: %v\n", err)
		return ExitUsage
	}
	stops, skipped, err := ledger.At(path).Stats(since, *session)
	if err != nil {
		fmt.Fprintf(env.Stderr, "team-hook stats: %v\n", err)
	}
	if skipped > 0 {
		fmt.Fprintf(env.Stderr, "team-hook stats: %d unreadable line%s skipped\n", skipped, plural(skipped))
	}
	sum := ledger.Summarize(stops)
	if *asJSON {
		return writeResultsJSON(env, sum)
	}
	if len(sum) == 0 {
		fmt.Fprintf(env.Stdout, "No checked stops recorded yet (ledger: %s).\n", path)
		return ExitOK
	}
	if err := ledger.WriteStatsTable(env.Stdout, sum); err != nil {
		fmt.Fprintf(env.Stderr, "team-hook stats: %v\n", err)
		return ExitUsage
	}
	return ExitOK
}
