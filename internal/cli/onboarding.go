package cli

import (
	"fmt"
	"io"
	"strings"

	"github.com/team-hook/team-hook/internal/engine"
	"github.com/team-hook/team-hook/internal/ledger"
)

const onboardingUsage = `Usage: team-hook onboarding show ID [--json] [--ledger DIR]

Prints one onboarding handle: the agent type interviewed, its state
(onboarding, ready, ready-with-gaps), the questions it asked and the user's
answers, what it understood when it said READY, the questions left open,
and how many dispatches named it. An orchestrator opens a handle with a
dispatch whose prompt's first line is "onboard:", and puts the work to a
dispatch whose prompt's first line is "handle: ID" (docs/CONTRACT.md §8b).
team-hook status lists the handles.

Flags:
      --json         print the handle as the ledger keeps it, with "qa"
      --ledger DIR   this ledger folder instead

Example:
  team-hook onboarding show ob-3f2a9c41
`

func runOnboarding(env *Env, args []string) int {
	fs := flags("onboarding")
	asJSON := fs.Bool("json", false, "")
	dir := fs.String("ledger", "", "")
	if code, done := parse(fs, onboardingUsage, env, args); done {
		return code
	}
	if fs.NArg() != 2 || fs.Arg(0) != "show" {
		return usageError(env, "onboarding", onboardingUsage, "want: onboarding show ID")
	}
	id := fs.Arg(1)
	path := locate(env, *dir).Ledger
	s := ledger.At(path)
	h, err := s.GetHandle(id)
	if err != nil || h == nil {
		if err == nil {
			err = fmt.Errorf("no onboarding handle %s in %s", id, path)
		}
		fmt.Fprintf(env.Stderr, "team-hook onboarding: %v\n", err)
		return ExitUsage
	}
	qa := s.HandleQA(h)
	if *asJSON {
		if err := writeJSON(env.Stdout, handleJSONOf(h, qa)); err != nil {
			fmt.Fprintf(env.Stderr, "team-hook onboarding: %v\n", err)
			return ExitUsage
		}
		return ExitOK
	}
	writeHandle(env.Stdout, h, qa)
	return ExitOK
}

func writeHandle(w io.Writer, h *ledger.Handle, qa []ledger.QA) {
	fmt.Fprintf(w, "%s %s\n", engine.HandleLabel, h.ID)
	fmt.Fprintf(w, "agent type: %s\nstate: %s\nrounds: %d of %d\ndispatches: %d\n", h.AgentType, h.State, h.Rounds, h.Budget, h.Dispatches)
	if h.AgentID != "" {
		fmt.Fprintf(w, "agent: %s\n", h.AgentID)
	}
	if h.Context != "" {
		fmt.Fprintf(w, "work: %s\n", oneLine(h.Context, 200))
	}
	fmt.Fprintln(w, "questions and answers:")
	if len(qa) == 0 {
		fmt.Fprintln(w, "  (none yet)")
	}
	for _, x := range qa {
		fmt.Fprintf(w, "  %q → %q\n", x.Question, x.Answer)
	}
	if len(h.Gaps) > 0 {
		fmt.Fprintf(w, "still open: %s\n", strings.Join(h.Gaps, "; "))
	}
	if h.Summary != "" {
		fmt.Fprintf(w, "understood:\n%s\n", indent(h.Summary))
	}
}

// writeHandles is status's list of a session's onboarding handles.
func writeHandles(w io.Writer, s *ledger.Store, session string) {
	hs, err := s.Handles(session)
	if err != nil || len(hs) == 0 {
		return
	}
	fmt.Fprintln(w, "Onboarding handles:")
	for _, h := range hs {
		fmt.Fprintf(w, "  %s  %s  %s  rounds %d/%d  answers %d  dispatches %d\n", h.ID, h.AgentType, h.State, h.Rounds, h.Budget, len(s.HandleQA(h)), h.Dispatches)
	}
}

func oneLine(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}

func indent(s string) string {
	return "  " + strings.ReplaceAll(strings.TrimSpace(s), "\n", "\n  ")
}

type qaJSON struct {
	Question string `json:"question"`
	Answer   string `json:"answer"`
}

// handleJSON is a handle as the ledger keeps it, with its interview.
type handleJSON struct {
	*ledger.Handle
	QA []qaJSON `json:"qa"`
}

func handleJSONOf(h *ledger.Handle, qa []ledger.QA) handleJSON {
	out := handleJSON{Handle: h, QA: []qaJSON{}}
	for _, x := range qa {
		out.QA = append(out.QA, qaJSON{x.Question, x.Answer})
	}
	return out
}

// handlesJSON is status --handles --json: a session's handles ("" for
// every session's).
func handlesJSON(s *ledger.Store, session string) []handleJSON {
	out := []handleJSON{}
	hs, _ := s.Handles(session)
	for _, h := range hs {
		out = append(out, handleJSONOf(h, s.HandleQA(h)))
	}
	return out
}
