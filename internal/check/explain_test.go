package check

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/internal/contract"
)

// A prose violation carries its explanation, and it reaches JSON.
func TestProseViolationsExplain(t *testing.T) {
	r := Run(Read("Done.\n\nAsking you wasn't possible from this sandbox, so I chose B.\n\nShould I also migrate the worker?\n"),
		Facts{Contracts: contract.ForSkills([]string{"agent-open-questions"})})
	if len(r.Violations) != 2 {
		t.Fatalf("violations %+v", r.Violations)
	}
	for _, v := range r.Violations {
		if v.Explanation == nil || v.Explanation.Sentence == "" || v.Explanation.Reading == "" || v.Explanation.Marker == nil {
			t.Errorf("%s: no explanation: %+v", v.Contract, v.Explanation)
		}
	}
	b, err := json.Marshal(r.Violations[0])
	if err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{`"explanation"`, `"clause"`, `"who"`, `"marker"`, `"act"`, `"addressee"`} {
		if !strings.Contains(string(b), key) {
			t.Errorf("JSON %s has no %s", b, key)
		}
	}
}
