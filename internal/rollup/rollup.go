// Package rollup rolls the results of several agents of one orchestrator
// turn up into one picture (docs/CONTRACT.md §10): the aggregated status,
// the issues merged by location and category with a combined confidence,
// and the conflicts a person must settle. It is arithmetic over parsed
// results: reading messages and the ledger happens elsewhere.
package rollup

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/team-hook/team-hook/internal/envelope"
)

// Statuses of one agent's result, as its Status section gives them.
const (
	Success = "SUCCESS"
	Partial = "PARTIAL"
	Failed  = "FAILED"
)

// What the orchestrator should do with the turn.
const (
	StatusFailed   = "failed"   // an agent failed: deal with it before going on
	StatusReview   = "review"   // an agent finished part of its work
	StatusContinue = "continue" // every agent succeeded
)

// Severities, lowest first; an issue's rank is its index.
var severities = []string{"minor", "important", "critical"}

// Rank is a severity's weight (minor 0, important 1, critical 2), -1 for a
// word that is not a severity.
func Rank(severity string) int {
	return slices.Index(severities, strings.ToLower(severity))
}

// AgreementBonus is added to the mean confidence of an issue that several
// agents reported; the sum is capped at 100.
const AgreementBonus = 10

// Result is one agent's result message, as the result contract reads it.
type Result struct {
	AgentID    string  `json:"agent_id"`
	AgentType  string  `json:"agent_type"`
	Status     string  `json:"status"`     // SUCCESS, PARTIAL or FAILED
	Confidence int     `json:"confidence"` // 0-100
	Issues     []Issue `json:"issues,omitempty"`
}

// Issue is one line of a result's Issues section.
type Issue struct {
	Title       string `json:"title"`
	Description string `json:"description,omitempty"`
	Location    string `json:"location,omitempty"` // the first file:line reference on the line
	Category    string `json:"category,omitempty"`
	Severity    string `json:"severity"`
	// Confidence is the issue's own confidence; -1 when it gave none, and
	// then the agent's counts.
	Confidence int `json:"confidence"`
}

// Rollup is the picture of one turn, in the JSON shape of §10.
type Rollup struct {
	Status string `json:"status"`
	// Failed names the agents whose status is FAILED.
	Failed    []string      `json:"failed,omitempty"`
	Agents    []Agent       `json:"agents"`
	Issues    []MergedIssue `json:"issues"`
	Conflicts []Conflict    `json:"conflicts"`
	// The turn rolled up: set by the caller that read the ledger.
	SessionID string `json:"session_id,omitempty"`
	PromptID  string `json:"prompt_id,omitempty"`
}

// Agent is one result's summary line.
type Agent struct {
	AgentID    string `json:"agent_id"`
	AgentType  string `json:"agent_type"`
	Status     string `json:"status"`
	Confidence int    `json:"confidence"`
}

// MergedIssue is one issue as every agent that reported it sees it.
type MergedIssue struct {
	Title    string  `json:"title"`
	Location string  `json:"location"`
	Category *string `json:"category"`
	Severity string  `json:"severity"`
	// Confidence is the combined confidence, one decimal place.
	Confidence float64  `json:"confidence"`
	Agents     []string `json:"agents"`
}

// Conflict is an issue whose severities, between two agents, are two
// levels apart: a person says which stands.
type Conflict struct {
	Title     string             `json:"title"`
	Location  string             `json:"location"`
	Category  *string            `json:"category"`
	Positions []Position         `json:"positions"`
	Ask       *envelope.AskInput `json:"ask"`
}

// Position is what one agent holds about a conflicting issue.
type Position struct {
	AgentID   string `json:"agent_id"`
	AgentType string `json:"agent_type"`
	Severity  string `json:"severity"`
}

// Of rolls results up. Each agent counts once: a later result of the same
// agent_id replaces an earlier one.
func Of(results []Result) Rollup {
	results = lastPerAgent(results)
	r := Rollup{Status: StatusContinue, Agents: []Agent{}, Issues: []MergedIssue{}, Conflicts: []Conflict{}}
	for _, res := range results {
		r.Agents = append(r.Agents, Agent{res.AgentID, res.AgentType, res.Status, res.Confidence})
		switch strings.ToUpper(res.Status) {
		case Failed:
			r.Status = StatusFailed
			r.Failed = append(r.Failed, name(res))
		case Partial:
			if r.Status == StatusContinue {
				r.Status = StatusReview
			}
		}
	}
	merged, conflicts := merge(results)
	r.Issues = append(r.Issues, merged...)
	r.Conflicts = append(r.Conflicts, conflicts...)
	return r
}

func name(res Result) string {
	if res.AgentType == "" {
		return res.AgentID
	}
	return res.AgentType + " (" + res.AgentID + ")"
}

func lastPerAgent(results []Result) []Result {
	at := map[string]int{}
	var out []Result
	for _, res := range results {
		if i, ok := at[res.AgentID]; ok {
			out[i] = res
			continue
		}
		at[res.AgentID] = len(out)
		out = append(out, res)
	}
	return out
}

// key is what makes two issues one: location and category, compared
// case-insensitively. An issue without a location has no key.
type key struct{ location, category string }

// report is one agent's view of one issue: its highest confidence and
// severity among the lines with that key.
type report struct {
	agent      Result
	title      string
	severity   string
	confidence int
}

func merge(results []Result) ([]MergedIssue, []Conflict) {
	var order []key
	reports := map[key][]*report{}
	var unlocated []MergedIssue
	for _, res := range results {
		for _, is := range res.Issues {
			conf := is.Confidence
			if conf < 0 {
				conf = res.Confidence
			}
			if is.Location == "" {
				unlocated = append(unlocated, MergedIssue{
					Title: is.Title, Category: category(is.Category), Severity: strings.ToLower(is.Severity),
					Confidence: float64(conf), Agents: []string{res.AgentID},
				})
				continue
			}
			k := key{is.Location, strings.ToLower(is.Category)}
			rs := reports[k]
			if len(rs) == 0 {
				order = append(order, k)
			}
			if i := slices.IndexFunc(rs, func(r *report) bool { return r.agent.AgentID == res.AgentID }); i >= 0 {
				// Within one agent the highest confidence counts, and the
				// highest severity it gave.
				rs[i].confidence = max(rs[i].confidence, conf)
				if Rank(is.Severity) > Rank(rs[i].severity) {
					rs[i].severity = strings.ToLower(is.Severity)
				}
				continue
			}
			reports[k] = append(rs, &report{agent: res, title: is.Title, severity: strings.ToLower(is.Severity), confidence: conf})
		}
	}
	var merged []MergedIssue
	var conflicts []Conflict
	for _, k := range order {
		rs := reports[k]
		m := MergedIssue{Title: rs[0].title, Location: k.location, Category: category(rs[0].agent.issueCategory(k)), Severity: rs[0].severity}
		sum := 0
		lo, hi := rs[0], rs[0]
		for _, r := range rs {
			sum += r.confidence
			m.Agents = append(m.Agents, r.agent.AgentID)
			if Rank(r.severity) > Rank(m.Severity) {
				m.Severity = r.severity
			}
			if Rank(r.severity) < Rank(lo.severity) {
				lo = r
			}
			if Rank(r.severity) > Rank(hi.severity) {
				hi = r
			}
		}
		m.Confidence = Combined(sum, len(rs))
		merged = append(merged, m)
		if Rank(hi.severity)-Rank(lo.severity) >= 2 {
			conflicts = append(conflicts, conflict(m, rs))
		}
	}
	merged = append(merged, unlocated...)
	slices.SortStableFunc(merged, func(a, b MergedIssue) int {
		if c := cmp.Compare(Rank(b.Severity), Rank(a.Severity)); c != 0 {
			return c
		}
		return cmp.Compare(b.Confidence, a.Confidence)
	})
	return merged, conflicts
}

// issueCategory is the category as the agent wrote it, for the key's
// lower-cased one.
func (res Result) issueCategory(k key) string {
	for _, is := range res.Issues {
		if is.Location == k.location && strings.EqualFold(is.Category, k.category) {
			return is.Category
		}
	}
	return k.category
}

// Combined is the confidence of an issue n agents reported with
// confidences summing to sum: the mean, plus the agreement bonus when
// n > 1, at most 100, to one decimal place.
func Combined(sum, n int) float64 {
	if n == 0 {
		return 0
	}
	c := float64(sum) / float64(n)
	if n > 1 {
		c = math.Min(c+AgreementBonus, 100)
	}
	return math.Round(c*10) / 10
}

func category(c string) *string {
	if c == "" {
		return nil
	}
	return &c
}

// conflict builds the question for a person: one option per severity
// held, described with the agents that hold it, most severe first.
func conflict(m MergedIssue, rs []*report) Conflict {
	c := Conflict{Title: m.Title, Location: m.Location, Category: m.Category}
	held := map[string][]string{}
	for _, r := range rs {
		c.Positions = append(c.Positions, Position{r.agent.AgentID, r.agent.AgentType, r.severity})
		held[r.severity] = append(held[r.severity], name(r.agent))
	}
	q := envelope.Question{
		Question: fmt.Sprintf("Agents disagree on how severe %q at %s is%s. Which severity stands?", m.Title, m.Location, inCategory(m.Category)),
		Header:   "Severity",
	}
	for i := len(severities) - 1; i >= 0; i-- {
		s := severities[i]
		if who := held[s]; len(who) > 0 {
			q.Options = append(q.Options, envelope.Option{Label: s, Description: truncate("Reported by "+strings.Join(who, ", "), 200)})
		}
	}
	c.Ask = &envelope.AskInput{Questions: []envelope.Question{q}}
	return c
}

func inCategory(c *string) string {
	if c == nil {
		return ""
	}
	return " (" + *c + ")"
}

func truncate(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}
