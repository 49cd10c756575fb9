package ledger

import (
	"encoding/json"
	"fmt"
	"io"
	"text/tabwriter"
	"time"

	"github.com/team-hook/team-hook/internal/envelope"
)

// shortSession is how much of a session id the table shows: enough to
// tell sessions apart.
const shortSession = 8

// WriteTable prints records as aligned columns for people.
func WriteTable(w io.Writer, recs []*Record) error {
	if len(recs) == 0 {
		_, err := fmt.Fprintln(w, "no ledger records")
		return err
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "SESSION\tAGENT\tTYPE\tSTATE\tQUESTIONS\tANSWERS\tUPDATED")
	for _, r := range recs {
		session := r.SessionID
		if len(session) > shortSession {
			session = session[:shortSession]
		}
		questions, answers := 0, 0
		if cur := r.Current(); cur != nil {
			questions, answers = len(cur.Request.Ask.Questions), len(cur.Answers)
		}
		updated := "-"
		if !r.Updated.IsZero() {
			updated = r.Updated.Local().Format("2006-01-02 15:04:05")
		}
		state := string(r.State)
		switch {
		case state == "" && r.Blocks > 0:
			state = fmt.Sprintf("blocked %d", r.Blocks) // in its retry budget
		case state == "":
			state = "-" // was blocked, then stopped cleanly: nothing to ask
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%d\t%d\t%s\n",
			orDash(session), r.AgentID, orDash(r.AgentType), state, questions, answers, updated)
	}
	return tw.Flush()
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// statusJSON is one record in the machine-readable status.
type statusJSON struct {
	SessionID string              `json:"session_id"`
	AgentID   string              `json:"agent_id"`
	AgentType string              `json:"agent_type"`
	State     State               `json:"state"`
	Questions []envelope.Question `json:"questions"`
	Answers   map[string]string   `json:"answers"`
	Path      string              `json:"path"`
	Updated   string              `json:"updated"`
	Team      string              `json:"team,omitempty"`
	Teammate  string              `json:"teammate,omitempty"`
}

// WriteJSON prints records for scripts: the current round's
// AskUserQuestion questions and answers of each, and its record path
// (pathOf may be nil).
func WriteJSON(w io.Writer, recs []*Record, pathOf func(agentID string) string) error {
	out := make([]statusJSON, 0, len(recs))
	for _, r := range recs {
		s := statusJSON{
			SessionID: r.SessionID,
			AgentID:   r.AgentID,
			AgentType: r.AgentType,
			State:     r.State,
			Questions: []envelope.Question{},
			Answers:   map[string]string{},
			Team:      r.Team,
			Teammate:  r.Teammate,
		}
		if cur := r.Current(); cur != nil {
			if cur.Request.Ask.Questions != nil {
				s.Questions = cur.Request.Ask.Questions
			}
			if cur.Answers != nil {
				s.Answers = cur.Answers
			}
		}
		if pathOf != nil {
			s.Path = pathOf(r.AgentID)
		}
		if !r.Updated.IsZero() {
			s.Updated = r.Updated.Format(time.RFC3339)
		}
		out = append(out, s)
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}
