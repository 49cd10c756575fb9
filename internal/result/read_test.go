package result

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/internal/markdown"
	"github.com/team-hook/team-hook/internal/refs"
	"github.com/team-hook/team-hook/internal/rollup"
)

// turn reads the results of testdata/turns/<name>: each <agent id>-<agent
// type>.md is one agent's final message, checked against the turn's
// project/ as the hook checks it. A message the contract rejects fails the
// test: a roll-up only ever sees results the hook let through.
func turn(t *testing.T, name string) []rollup.Result {
	t.Helper()
	dir := filepath.Join("testdata", "turns", name)
	files, err := filepath.Glob(filepath.Join(dir, "*.md"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no results in %s: %v", dir, err)
	}
	var out []rollup.Result
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		d := markdown.Parse(data)
		if vs := Check(d, refs.OnDisk(filepath.Join(dir, "project"))); len(vs) != 0 {
			t.Fatalf("%s breaks the result contract: %v", f, vs)
		}
		found := refs.Find(d)
		refs.CheckFound(found, refs.OnDisk(filepath.Join(dir, "project")))
		res, ok := Read(d, found)
		if !ok {
			t.Fatalf("%s: no result read", f)
		}
		id, typ, _ := strings.Cut(strings.TrimSuffix(filepath.Base(f), ".md"), "-")
		res.AgentID, res.AgentType = id, typ
		out = append(out, res)
	}
	return out
}

func TestReadIssues(t *testing.T) {
	rs := turn(t, "review")
	a2 := rs[1]
	if a2.AgentID != "a2" || a2.Status != "PARTIAL" || a2.Confidence != 78 {
		t.Fatalf("a2 read as %+v", a2)
	}
	want := []rollup.Issue{
		{Title: "Injection risk in the search query", Description: "src/db/query.go:42", Location: "src/db/query.go:42", Category: "security", Severity: "critical", Confidence: 78},
		{Title: "Token in logs", Description: "src/auth/session.go:25", Location: "src/auth/session.go:25", Category: "security", Severity: "minor", Confidence: -1},
		{Title: "README does not say how to configure the database", Category: "docs", Severity: "minor", Confidence: -1},
	}
	if !reflect.DeepEqual(a2.Issues, want) {
		t.Errorf("a2's issues\n got %+v\nwant %+v", a2.Issues, want)
	}
	// The location is the first reference of the line, a range kept whole.
	if got := rs[2].Issues[1].Location; got != "src/orders/list.go:33-43" {
		t.Errorf("a3's second issue at %q", got)
	}
}

func TestLocation(t *testing.T) {
	for text, want := range map[string]string{
		"src/db/query.go:42":            "src/db/query.go:42",
		"./src/db/query.go:42:7":        "src/db/query.go:42",
		"src/db/../db/query.go:42":      "src/db/query.go:42",
		"src/orders/list.go:33-43":      "src/orders/list.go:33-43",
		"src/orders/list.go:33\u201343": "src/orders/list.go:33-43",
	} {
		rs := refs.Find(markdown.Parse([]byte(text)))
		if len(rs) != 1 || Location(rs[0]) != want {
			t.Errorf("Location(%q) = %v, want %q", text, rs, want)
		}
	}
}

// The roll-up of three reviewers of one turn, read from their messages:
// issues deduplicated within an agent (the highest confidence counts),
// merged across agents by location and category with the agreement bonus,
// capped at 100, and the one severity conflict turned into a question.
func TestRollupOfATurn(t *testing.T) {
	r := rollup.Of(turn(t, "review"))
	if r.Status != rollup.StatusReview || len(r.Agents) != 3 {
		t.Errorf("status %s, agents %+v", r.Status, r.Agents)
	}
	type row struct {
		loc, cat, sev string
		conf          float64
		agents        string
	}
	var got []row
	for _, is := range r.Issues {
		cat := ""
		if is.Category != nil {
			cat = *is.Category
		}
		got = append(got, row{is.Location, cat, is.Severity, is.Confidence, strings.Join(is.Agents, ",")})
	}
	want := []row{
		{"src/db/query.go:42", "security", "critical", 96.5, "a1,a2"},          // (95 + 78) / 2 + 10; a1's 70 is not its highest
		{"src/auth/session.go:25", "security", "critical", 94, "a1,a2"},        // agents' own confidences (90, 78) / 2 + 10
		{"src/orders/list.go:33-43", "performance", "important", 100, "a1,a3"}, // (98 + 96) / 2 + 10, capped
		{"src/db/query.go:42", "performance", "important", 95, "a3"},           // same place, another category
		{"", "docs", "minor", 78, "a2"},                                        // no location: listed, not merged
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("issues\n got %+v\nwant %+v", got, want)
	}
	if len(r.Conflicts) != 1 {
		t.Fatalf("conflicts %+v", r.Conflicts)
	}
	c := r.Conflicts[0]
	if c.Location != "src/auth/session.go:25" || len(c.Positions) != 2 || c.Positions[0].Severity != "critical" || c.Positions[1].Severity != "minor" {
		t.Errorf("conflict %+v", c)
	}
	ask, _ := json.Marshal(c.Ask)
	for _, s := range []string{`"label":"critical"`, `"label":"minor"`, "Reported by security (a1)", "Reported by reviewer (a2)"} {
		if !strings.Contains(string(ask), s) {
			t.Errorf("the conflict's question lacks %s: %s", s, ask)
		}
	}
}

func TestTiers(t *testing.T) {
	base := func(conf string, extra string) string {
		return "## Probe Result\n\n### Status\nSUCCESS\n\n### Summary\ns\n\n### Findings\nf\n\n### Confidence\n" + conf + "\n" + extra
	}
	const justified = "\n### Confidence Justification\n- **Score:** 90\n- Evidence Count: 4 files\n- **Verification Method**: ran the tests\n- Potential Blind Spots: none known\n"
	for _, c := range []struct {
		name, msg string
		want      []string // a text each warning holds, in order
	}{
		{"69 without Uncertainty", base("69 — partly read", ""), []string{"confidence 69, below 70, and has no `### Uncertainty` section"}},
		{"69 with Uncertainty", base("69 — partly read", "\n### Uncertainty\nThe cache layer was not read.\n"), nil},
		{"an empty Uncertainty counts as none", base("50 — guess", "\n### Uncertainty\n\n### Next Steps\nx\n"), []string{"no `### Uncertainty`"}},
		{"Uncertainty elsewhere in the message", "### Uncertainty\nThe cache.\n\n" + base("40 — guess", ""), nil},
		{"70 needs neither", base("70 — read it", ""), nil},
		{"84 needs neither", base("84 — read it\nverified_confidence: 84\ninferred_confidence: 84", ""), nil},
		{"85 without a justification", base("85 — read it\nverified_confidence: 85\ninferred_confidence: 85", ""), []string{"confidence 85 (85 or more) and has no `### Confidence Justification` section with `Score:`, `Evidence Count:`, `Verification Method:` and `Potential Blind Spots:`"}},
		{"90 justified", base("90 — read it\nverified_confidence: 90\ninferred_confidence: 90", justified), nil},
		{"90 with labels missing", base("90 — read it\nverified_confidence: 90\ninferred_confidence: 90", "\n### Confidence Justification\nScore: 90\nEvidence Count:\nVerification: ran it\n"), []string{"lacks `Evidence Count:`, `Verification Method:` and `Potential Blind Spots:`"}},
		{"combined is the mean", base("80 — x\nverified_confidence: 90\ninferred_confidence: 71\ncombined_confidence: 81", ""), nil},
		{"combined off by more than 1", base("80 — x\nverified_confidence: 90\ninferred_confidence: 70\ncombined_confidence: 82", ""), []string{"combined_confidence 82, but the mean of verified_confidence 90 and inferred_confidence 70 is 80"}},
		{"combined alone is not compared", base("80 — x\ncombined_confidence: 12", ""), nil},
		{"no confidence to read", base("high", ""), nil},
		{"no result", "Just prose.", nil},
	} {
		got := Tiers(markdown.Parse([]byte(c.msg)))
		if len(got) != len(c.want) {
			t.Errorf("%s: warnings %q, want %d", c.name, got, len(c.want))
			continue
		}
		for i, w := range c.want {
			if !strings.Contains(got[i], w) || !strings.HasPrefix(got[i], "result (L2 rule, a warning): ") {
				t.Errorf("%s: warning %q does not hold %q", c.name, got[i], w)
			}
		}
	}
}

func TestTurnsKeepTheTiers(t *testing.T) {
	for _, f := range []string{"review/a1-security.md", "review/a2-reviewer.md", "review/a3-performance.md", "login/explorer.md", "login/notes.md"} {
		data, err := os.ReadFile(filepath.Join("testdata", "turns", f))
		if err != nil {
			t.Fatal(err)
		}
		if ws := Tiers(markdown.Parse(data)); len(ws) != 0 {
			t.Errorf("%s: %q", f, ws)
		}
	}
}
