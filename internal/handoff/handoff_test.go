package handoff

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/internal/contract"
	"github.com/team-hook/team-hook/internal/markdown"
)

// valid is a HANDOFF block as an implementer agent ends its message.
const valid = `Implemented the token-bucket limiter and its tests.

HANDOFF:
1. **Produced**: internal/ratelimit/bucket.go, internal/ratelimit/bucket_test.go
2. **Key decisions**: one bucket per client IP, kept in memory; no Redis.
3. **Reasoning chain**: measured burst sizes, picked a bucket of 20 to absorb them.
4. **Areas of uncertainty**:
   - [HIGH] Clients behind one NAT share a bucket.
   - [low] The refill rate was not load-tested.
5. **Integration points**: the HTTP middleware in cmd/server calls Allow() per request.
6. **Open questions**: None
`

func check(msg string) []contract.Violation { return Check(markdown.Parse([]byte(msg))) }

func swap(old, new string) string {
	if !strings.Contains(valid, old) {
		panic("not in the valid block: " + old)
	}
	return strings.Replace(valid, old, new, 1)
}

func TestValidHandoff(t *testing.T) {
	if vs := check(valid); len(vs) != 0 {
		t.Fatalf("valid HANDOFF rejected:\n%v", vs)
	}
}

func TestHandoff(t *testing.T) {
	const uncertainty = "4. **Areas of uncertainty**:\n   - [HIGH] Clients behind one NAT share a bucket.\n   - [low] The refill rate was not load-tested.\n"
	tests := []struct {
		name string
		msg  string
		want []string // one substring per expected violation, in order
		line []int
	}{
		// The marker.
		{"marker lower case", swap("HANDOFF:", "handoff:"), nil, nil},
		{"marker bold", swap("HANDOFF:", "**HANDOFF:**"), nil, nil},
		{"marker heading", swap("HANDOFF:", "## Handoff"), nil, nil},
		{"marker heading with colon", swap("HANDOFF:", "### HANDOFF:"), nil, nil},
		{"marker after text in the same paragraph", swap("HANDOFF:", "All done, see below.\nHANDOFF:"), nil, nil},
		{"no marker", "Implemented the limiter.\n\n1. **Produced**: a.go\n", []string{"no HANDOFF block"}, []int{0}},
		{"marker inside a code block is an example", "```\nHANDOFF:\n1. Produced: x\n```\n", []string{"no HANDOFF block"}, nil},
		{"marker with text after it is not the marker", swap("HANDOFF:", "HANDOFF: see below"), []string{"no HANDOFF block"}, nil},
		{"marker without items", "Done.\n\nHANDOFF:\nProduced: a.go\nKey decisions: none\n", []string{"no numbered or bulleted items"}, []int{3}},

		// Items and labels.
		{"bulleted items", strings.NewReplacer("1. ", "- ", "2. ", "- ", "3. ", "* ", "4. ", "- ", "5. ", "- ", "6. ", "- ").Replace(valid), nil, nil},
		{"plain labels with dashes", "HANDOFF:\n- Produced - a.go\n- Key decisions — none\n- Areas of uncertainty – No areas of uncertainty flagged.\n- Integration points - main.go\n- Open questions - None\n", nil, nil},
		{"labels case-insensitive", "HANDOFF:\n- PRODUCED: a.go\n- key DECISIONS: x\n- areas of uncertainty: [medium] y\n- Integration Points: z\n- open questions: none\n", nil, nil},
		{"label starting the item with more words", swap("**Open questions**: None", "**Open questions for the orchestrator**: None"), nil, nil},
		{"bold label with colon inside", swap("**Produced**:", "**Produced:**"), nil, nil},
		{"reasoning chain is optional", swap("3. **Reasoning chain**: measured burst sizes, picked a bucket of 20 to absorb them.\n", ""), nil, nil},
		{"content under the label", swap("1. **Produced**: internal/ratelimit/bucket.go, internal/ratelimit/bucket_test.go", "1. **Produced**:\n   - internal/ratelimit/bucket.go\n   - internal/ratelimit/bucket_test.go"), nil, nil},
		{"content in a later paragraph", swap("2. **Key decisions**: one bucket per client IP, kept in memory; no Redis.", "2. **Key decisions**\n\n   One bucket per client IP.\n"), nil, nil},
		{"None is content", swap("**Integration points**: the HTTP middleware in cmd/server calls Allow() per request.", "**Integration points**: None"), nil, nil},
		{
			"missing Produced", swap("1. **Produced**: internal/ratelimit/bucket.go, internal/ratelimit/bucket_test.go\n", ""),
			[]string{`no "Produced" item`},
			[]int{3},
		},
		{"missing Key decisions", swap("2. **Key decisions**: one bucket per client IP, kept in memory; no Redis.\n", ""), []string{`no "Key decisions" item`}, nil},
		{"missing Areas of uncertainty", swap(uncertainty, ""), []string{`no "Areas of uncertainty" item`}, nil},
		{"missing Integration points", swap("5. **Integration points**: the HTTP middleware in cmd/server calls Allow() per request.\n", ""), []string{`no "Integration points" item`}, nil},
		{"missing Open questions", swap("6. **Open questions**: None\n", ""), []string{`no "Open questions" item`}, nil},
		{"empty item", swap("**Key decisions**: one bucket per client IP, kept in memory; no Redis.", "**Key decisions**:"), []string{`"Key decisions" is empty`}, []int{5}},
		{"empty item with only a dash", swap("**Open questions**: None", "**Open questions** -"), []string{`"Open questions" is empty`}, nil},
		{
			"item after a same-level heading does not count",
			"## HANDOFF\n\n- Produced: a.go\n- Key decisions: x\n- Areas of uncertainty: [LOW] y\n- Integration points: z\n\n## Appendix\n\n- Open questions: none\n",
			[]string{`no "Open questions" item`},
			nil,
		},
		{
			"item after a lower-level heading counts",
			"## HANDOFF\n\n- Produced: a.go\n- Key decisions: x\n- Areas of uncertainty: [LOW] y\n\n### More\n\n- Integration points: z\n- Open questions: none\n",
			nil, nil,
		},
		{
			"any heading ends a HANDOFF: line block",
			"HANDOFF:\n- Produced: a.go\n- Key decisions: x\n- Areas of uncertainty: [LOW] y\n- Integration points: z\n\n#### Notes\n\n- Open questions: none\n",
			[]string{`no "Open questions" item`},
			nil,
		},

		{
			"an unlabelled item is skipped, not taken as content", swap("5. **Integration points**: the HTTP middleware in cmd/server calls Allow() per request.\n", "5. **Notes**: see the PR.\n"),
			[]string{`no "Integration points" item`},
			nil,
		},
		{"an item holding only a code block has content", swap("2. **Key decisions**: one bucket per client IP, kept in memory; no Redis.", "2. **Key decisions**:\n   ```go\n   // - Produced: not an item\n   ```"), nil, nil},

		{
			"text after the list is not the last item's content", swap("6. **Open questions**: None\n", "6. **Open questions**:\n\nThanks for reading.\n"),
			[]string{`"Open questions" is empty`},
			nil,
		},
		{"lazy continuation is content", swap("6. **Open questions**: None\n", "6. **Open questions**:\nNone so far.\n"), nil, nil},

		// Areas of uncertainty.
		{"wrapped entry", swap("   - [HIGH] Clients behind one NAT share a bucket.", "   - [HIGH] Clients behind one NAT\n     share a bucket."), nil, nil},
		{"untagged line under the label", swap(uncertainty, "4. **Areas of uncertainty**:\n   refill rate untested\n   [LOW] x\n"), []string{`"refill rate untested" must start with`}, []int{8}},
		{"bracketed entry with another word", swap(uncertainty, "4. **Areas of uncertainty**:\n   [LOW] x\n   [maybe] y\n"), []string{`"[maybe] y" must start with`}, nil},
		{"tag on the label line", swap(uncertainty, "4. **Areas of uncertainty**: [MEDIUM] the refill rate\n"), nil, nil},
		{"tags in bold", swap(uncertainty, "4. **Areas of uncertainty**:\n   - **[HIGH]** NAT\n   - `[Low]` refill\n"), nil, nil},
		{"entries on lines under the label", swap(uncertainty, "4. **Areas of uncertainty**:\n   [HIGH] NAT\n   [LOW] refill\n"), nil, nil},
		{"none flagged", swap(uncertainty, "4. **Areas of uncertainty**: No areas of uncertainty flagged.\n"), nil, nil},
		{"none flagged under the label", swap(uncertainty, "4. **Areas of uncertainty**:\n   - no areas of uncertainty flagged\n"), nil, nil},
		{
			"untagged entry", swap("   - [low] The refill rate was not load-tested.", "   - The refill rate was not load-tested."),
			[]string{`"The refill rate was not load-tested." must start with [HIGH], [MEDIUM] or [LOW]`},
			[]int{9},
		},
		{"wrong tag", swap("[HIGH] Clients", "[CRITICAL] Clients"), []string{`"[CRITICAL] Clients behind one NAT share a bucket." must start with`}, nil},
		{"untagged on the label line", swap(uncertainty, "4. **Areas of uncertainty**: refill rate untested\n"), []string{`"refill rate untested" must start with`}, nil},
		{"None is not a tag", swap(uncertainty, "4. **Areas of uncertainty**: None\n"), []string{`"None" must start with [HIGH], [MEDIUM] or [LOW] (or, when there are none, the item must say "No areas of uncertainty flagged.")`}, nil},
		{"empty areas of uncertainty", swap(uncertainty, "4. **Areas of uncertainty**:\n"), []string{`"Areas of uncertainty" is empty`}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := check(tt.msg)
			if len(got) != len(tt.want) {
				t.Fatalf("got %d violations, want %d %q:\n%v", len(got), len(tt.want), tt.want, got)
			}
			for i, w := range tt.want {
				v := got[i]
				if v.Contract != contract.Handoff || !strings.Contains(v.Message, w) {
					t.Errorf("violation %v, want one containing %q", v, w)
				}
				if tt.line != nil && v.Line != tt.line[i] {
					t.Errorf("violation on line %d, want %d", v.Line, tt.line[i])
				}
			}
		})
	}
}

func TestLastMarkerWins(t *testing.T) {
	msg := "The format is a `HANDOFF:` block, so:\n\nHANDOFF:\n- Produced: draft\n\nRevised:\n\n" + valid
	if vs := check(msg); len(vs) != 0 {
		t.Fatalf("the final HANDOFF block is valid, got %v", vs)
	}
}

func TestMissingBlockShowsShape(t *testing.T) {
	for _, msg := range []string{"Done.\n", "HANDOFF:\n\nProduced: a.go\n"} {
		vs := check(msg)
		if len(vs) != 1 || !strings.Contains(vs[0].Message, Shape) {
			t.Errorf("%q: got %v, want one violation showing the block's shape", msg, vs)
		}
	}
}

// The skill's example is what agents copy: it must pass.
func TestSkillExamplePasses(t *testing.T) {
	path := filepath.Join("..", "..", "skills", "handoff", "SKILL.md")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(b), "```markdown\n")
	example, _, ok2 := strings.Cut(rest, "\n```")
	if !ok || !ok2 {
		t.Fatalf("%s has no ```markdown example", path)
	}
	if vs := check(example); len(vs) != 0 {
		t.Fatalf("the skill's example is rejected:\n%v", vs)
	}
}

func FuzzCheck(f *testing.F) {
	f.Add(valid)
	f.Add("HANDOFF:\n2. Produced\n```\n- Key decisions:\n- Areas of uncertainty: [\n")
	f.Add("# handoff\n- **Areas of uncertainty** —\n  -\n  [x\n")
	f.Fuzz(func(t *testing.T, msg string) {
		for _, v := range check(msg) {
			if v.Contract != contract.Handoff || v.Message == "" {
				t.Fatalf("bad violation %+v", v)
			}
		}
	})
}

// Doing what a missing or empty item's message says gives a block that
// passes: the message quotes the content to write when there is nothing
// to say.
func TestMissingItemAdviceLeadsToAPass(t *testing.T) {
	quoted := regexp.MustCompile(`write "([^"]+)"`)
	for _, label := range Labels {
		if Optional(label) {
			continue
		}
		var without, empty strings.Builder
		without.WriteString("HANDOFF:\n")
		empty.WriteString("HANDOFF:\n")
		for _, l := range Labels {
			content := "done in `x.go`"
			if l == AreasOfUncertainty {
				content = "[LOW] nothing risky"
			}
			if l != label {
				fmt.Fprintf(&without, "- **%s**: %s\n", l, content)
				fmt.Fprintf(&empty, "- **%s**: %s\n", l, content)
			} else {
				fmt.Fprintf(&empty, "- **%s**:\n", l)
			}
		}
		for _, msg := range []string{without.String(), empty.String()} {
			vs := check(msg)
			if len(vs) != 1 {
				t.Fatalf("%s: %v", label, vs)
			}
			m := quoted.FindStringSubmatch(vs[0].Message)
			if m == nil {
				t.Fatalf("%s: the message says nothing to write: %s", label, vs[0].Message)
			}
			fixed := strings.Replace(empty.String(), "- **"+label+"**:\n", "- **"+label+"**: "+m[1]+"\n", 1)
			if vs := check(fixed); len(vs) != 0 {
				t.Errorf("%s: following %q still fails: %v", label, m[1], vs)
			}
		}
	}
}

// Items after a heading that closes the block are not the block's, and
// the message says where they went.
func TestItemsAfterAClosingHeading(t *testing.T) {
	for _, c := range []struct{ msg, want string }{
		{
			"Done.\n\nHANDOFF:\n- **Produced**: x.go\n- **Key decisions**: y\n- **Areas of uncertainty**: No areas of uncertainty flagged.\n- **Integration points**: none\n\n## Appendix\n\n- **Open questions**: None\n",
			`no "Open questions" item ("Open questions" is after the heading on line 9, which closes the HANDOFF block`,
		},
		{
			"Done.\n\n### HANDOFF\n\n## Items\n\n- **Produced**: x.go\n",
			`no numbered or bulleted items ("Produced" is after the heading on line 5, which closes the HANDOFF block`,
		},
	} {
		vs := check(c.msg)
		if len(vs) != 1 || !strings.Contains(vs[0].Message, c.want) {
			t.Errorf("%q: %v, want %q", c.msg, vs, c.want)
		}
	}
}
