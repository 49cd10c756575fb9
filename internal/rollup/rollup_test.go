package rollup

import (
	"encoding/json"
	"strings"
	"testing"
)

func issue(title, loc, cat, sev string, conf int) Issue {
	return Issue{Title: title, Location: loc, Category: cat, Severity: sev, Confidence: conf}
}

func TestStatus(t *testing.T) {
	for _, c := range []struct {
		statuses []string
		want     string
		failed   int
	}{
		{[]string{"SUCCESS", "SUCCESS"}, StatusContinue, 0},
		{[]string{"SUCCESS", "PARTIAL"}, StatusReview, 0},
		{[]string{"PARTIAL", "FAILED", "SUCCESS"}, StatusFailed, 1},
		{[]string{"FAILED", "failed"}, StatusFailed, 2},
	} {
		var rs []Result
		for i, s := range c.statuses {
			rs = append(rs, Result{AgentID: string(rune('a' + i)), AgentType: "team:r", Status: s, Confidence: 80})
		}
		r := Of(rs)
		if r.Status != c.want || len(r.Failed) != c.failed {
			t.Errorf("%v: status %s failed %v, want %s and %d", c.statuses, r.Status, r.Failed, c.want, c.failed)
		}
	}
}

func TestCombinedConfidence(t *testing.T) {
	for _, c := range []struct {
		sum, n int
		want   float64
	}{
		{95 + 78, 2, 96.5}, // the contract's example
		{90 + 95, 2, 100},  // capped
		{70, 1, 70},        // one agent: no bonus
		{60 + 61 + 61, 3, 70.7},
		{0, 0, 0},
	} {
		if got := Combined(c.sum, c.n); got != c.want {
			t.Errorf("Combined(%d, %d) = %v, want %v", c.sum, c.n, got, c.want)
		}
	}
}

func TestMergeByLocationAndCategory(t *testing.T) {
	r := Of([]Result{
		{AgentID: "a1", AgentType: "team:sec", Status: "SUCCESS", Confidence: 80, Issues: []Issue{
			issue("SQL built by concatenation", "src/db/query.go:42", "security", "important", 95),
			// Within one agent the highest confidence counts.
			issue("Same query, second mention", "src/db/query.go:42", "Security", "important", 60),
			issue("Slow loop", "src/db/query.go:42", "performance", "minor", -1), // another category: another issue
			issue("Docs out of date", "", "", "minor", -1),
		}},
		{AgentID: "a2", AgentType: "team:review", Status: "SUCCESS", Confidence: 70, Issues: []Issue{
			issue("Injection risk", "src/db/query.go:42", "security", "critical", 78),
		}},
	})
	if len(r.Conflicts) != 0 {
		t.Errorf("important vs critical is one level apart, not a conflict: %+v", r.Conflicts)
	}
	if len(r.Issues) != 3 {
		t.Fatalf("issues %+v", r.Issues)
	}
	top := r.Issues[0]
	if top.Location != "src/db/query.go:42" || *top.Category != "security" || top.Severity != "critical" || top.Confidence != 96.5 || strings.Join(top.Agents, ",") != "a1,a2" {
		t.Errorf("merged issue %+v", top)
	}
	// Sorted by severity, then combined confidence; the unlocated issue is
	// listed, not merged, with the agent's confidence.
	if r.Issues[1].Title != "Slow loop" || r.Issues[1].Confidence != 80 || r.Issues[2].Title != "Docs out of date" || r.Issues[2].Location != "" {
		t.Errorf("order %+v", r.Issues)
	}
}

func TestConflictIsAQuestion(t *testing.T) {
	r := Of([]Result{
		{AgentID: "a1", AgentType: "team:sec", Status: "SUCCESS", Confidence: 90, Issues: []Issue{issue("Token logged", "api/auth.go:10", "", "critical", -1)}},
		{AgentID: "a2", AgentType: "team:review", Status: "PARTIAL", Confidence: 60, Issues: []Issue{issue("Token logged", "api/auth.go:10", "", "minor", -1)}},
		{AgentID: "a3", AgentType: "team:lint", Status: "SUCCESS", Confidence: 60, Issues: []Issue{issue("Token logged", "api/auth.go:10", "", "minor", -1)}},
	})
	if r.Status != StatusReview {
		t.Errorf("status %s", r.Status)
	}
	if len(r.Conflicts) != 1 {
		t.Fatalf("conflicts %+v", r.Conflicts)
	}
	c := r.Conflicts[0]
	if len(c.Positions) != 3 || c.Category != nil {
		t.Errorf("conflict %+v", c)
	}
	q := c.Ask.Questions[0]
	if len(q.Options) != 2 || q.Options[0].Label != "critical" || q.Options[1].Label != "minor" ||
		!strings.Contains(q.Options[1].Description, "team:review (a2), team:lint (a3)") || len([]rune(q.Header)) > 12 {
		t.Errorf("question %+v", q)
	}
	if r.Issues[0].Severity != "critical" || r.Issues[0].Confidence != 80 { // (90+60+60)/3 + 10
		t.Errorf("issue %+v", r.Issues[0])
	}
}

func TestOneAgentCountsOnce(t *testing.T) {
	r := Of([]Result{
		{AgentID: "a1", Status: "FAILED", Confidence: 40},
		{AgentID: "a2", Status: "SUCCESS", Confidence: 90},
		{AgentID: "a1", Status: "SUCCESS", Confidence: 85}, // resumed and reported again
	})
	if r.Status != StatusContinue || len(r.Agents) != 2 || r.Agents[0].Confidence != 85 {
		t.Errorf("%+v", r)
	}
}

func TestJSONShape(t *testing.T) {
	r := Of([]Result{
		{AgentID: "a1", AgentType: "team:sec", Status: "SUCCESS", Confidence: 90, Issues: []Issue{issue("X", "a.go:1", "", "critical", -1)}},
		{AgentID: "a2", AgentType: "team:rev", Status: "SUCCESS", Confidence: 90, Issues: []Issue{issue("X", "a.go:1", "", "minor", -1)}},
	})
	data, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	json.Unmarshal(data, &m)
	for _, k := range []string{"status", "agents", "issues", "conflicts"} {
		if _, ok := m[k]; !ok {
			t.Errorf("no %q in %s", k, data)
		}
	}
	is := m["issues"].([]any)[0].(map[string]any)
	for _, k := range []string{"location", "category", "severity", "confidence", "agents"} {
		if _, ok := is[k]; !ok {
			t.Errorf("issue lacks %q: %s", k, data)
		}
	}
	if is["category"] != nil {
		t.Errorf("absent category must be null: %s", data)
	}
	cf := m["conflicts"].([]any)[0].(map[string]any)
	for _, k := range []string{"location", "category", "positions", "ask"} {
		if _, ok := cf[k]; !ok {
			t.Errorf("conflict lacks %q: %s", k, data)
		}
	}
	// An empty roll-up still has arrays, never null.
	data, _ = json.Marshal(Of(nil))
	if !strings.Contains(string(data), `"issues":[]`) || !strings.Contains(string(data), `"conflicts":[]`) {
		t.Errorf("empty: %s", data)
	}
}

func TestParseIssue(t *testing.T) {
	for _, c := range []struct {
		line string
		want Issue
		ok   bool
	}{
		{
			"Token logged: the bearer token reaches the access log at api/auth.go:10 | Severity: critical",
			Issue{Title: "Token logged", Description: "the bearer token reaches the access log at api/auth.go:10", Severity: "critical", Confidence: -1},
			true,
		},
		{
			"Slow query: full scan | Confidence: 65 | Category: performance | Severity: Important.",
			Issue{Title: "Slow query", Description: "full scan", Category: "performance", Severity: "important", Confidence: 65},
			true,
		},
		{
			"Typo in README | Category: docs | **Severity:** minor",
			Issue{Title: "Typo in README", Category: "docs", Severity: "minor", Confidence: -1},
			true,
		},
		{
			"Out-of-range confidence: x | Confidence: 140 | Severity: minor",
			Issue{Title: "Out-of-range confidence", Description: "x", Severity: "minor", Confidence: -1},
			true,
		},
		{
			// The form the result contract also accepts: no fields, the
			// severity at the end.
			"Overrides bypass validation. Severity: important",
			Issue{Title: "Overrides bypass validation", Severity: "important", Confidence: -1},
			true,
		},
		{
			"**Error omits the file name**: see internal/config/load.go:44. **Severity:** minor.",
			Issue{Title: "Error omits the file name", Description: "see internal/config/load.go:44", Severity: "minor", Confidence: -1},
			true,
		},
		{
			"**Token logged:** in api/auth.go:10 | Severity: critical",
			Issue{Title: "Token logged", Description: "in api/auth.go:10", Severity: "critical", Confidence: -1},
			true,
		},
		{"No severity here: at all", Issue{Title: "No severity here", Description: "at all", Confidence: -1}, false},
		{"Unknown level | Severity: blocker", Issue{Title: "Unknown level", Confidence: -1}, false},
	} {
		got, ok := ParseIssue(c.line)
		if got != c.want || ok != c.ok {
			t.Errorf("ParseIssue(%q) = %+v, %v; want %+v, %v", c.line, got, ok, c.want, c.ok)
		}
	}
}
