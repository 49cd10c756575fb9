package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// TestCheckJSONExplainsEachFinding runs `team-hook check --json` over one
// message of each kind of finding (docs/CONTRACT.md §3b): every finding
// carries its explanation, with the sentence, the reading and the roles.
func TestCheckJSONExplainsEachFinding(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("CLAUDE_PROJECT_DIR", dir)
	t.Setenv("CLAUDE_CONFIG_DIR", filepath.Join(dir, "config"))
	for name, msg := range map[string]string{
		"absent person":        "Requester offline - defaulting to the weekly schedule.\n",
		"unattended run":       "This run was unattended, so I opted for the reversible migration.\n",
		"counterfactual pick":  "I would have asked which region to use, but went with eu-west-1.\n",
		"unasked list":         "Done.\n\n## Things I would have asked you\n\n- Whether the v1 route stays.\n",
		"declarative request":  "Done.\n\nAwaiting your go/no-go on the index rebuild.\n",
		"question handed over": "Done.\n\nRoll it out to staging now? (y/n)\n",
	} {
		t.Run(name, func(t *testing.T) {
			f := filepath.Join(dir, "m.md")
			if err := os.WriteFile(f, []byte(msg), 0o644); err != nil {
				t.Fatal(err)
			}
			var out, errb bytes.Buffer
			code := Run([]string{"check", "--json", "--skills", "agent-open-questions", f}, nil, &out, &errb)
			if code != ExitViolations {
				t.Fatalf("exit %d, stdout %s, stderr %s", code, out.String(), errb.String())
			}
			var res struct {
				Violations []struct {
					Contract    string `json:"contract"`
					Explanation *struct {
						Sentence string          `json:"sentence"`
						Reading  string          `json:"reading"`
						Marker   json.RawMessage `json:"marker"`
					} `json:"explanation"`
				} `json:"violations"`
			}
			if err := json.Unmarshal(out.Bytes(), &res); err != nil {
				t.Fatalf("%v: %s", err, out.String())
			}
			if len(res.Violations) == 0 {
				t.Fatalf("no violations: %s", out.String())
			}
			for _, v := range res.Violations {
				e := v.Explanation
				if e == nil || e.Sentence == "" || e.Reading == "" || len(e.Marker) == 0 {
					t.Errorf("%s: finding without its explanation: %s", v.Contract, out.String())
				}
			}
		})
	}
}
