package result

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/internal/contract"
	"github.com/team-hook/team-hook/internal/markdown"
	"github.com/team-hook/team-hook/internal/refs"
)

// valid is a result as a code-explorer agent returns it.
const valid = `I traced the configuration loader end to end.

## Code Explorer Result

### Status
SUCCESS

### Summary
The loader reads ` + "`config.yaml`" + `, applies environment overrides and validates the result.
Overrides are applied after validation, which is the bug.

### Findings
1. ` + "`internal/config/load.go:12-14`" + ` opens the file and decodes it.
2. Validation runs at internal/config/load.go:40, before overrides.

### Key References
| file | role |
| --- | --- |
| internal/config/load.go:12 | entry point |

### Issues
- Overrides bypass validation. Severity: important
- The error message omits the file name. **Severity:** minor.

### Confidence
85 — I ran the loader with an override and watched validation pass a bad value.
verified_confidence: 90
inferred_confidence: 70

### Next Steps
Move the override step before validation.
`

func project(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "internal", "config"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "internal", "config", "load.go"), []byte(strings.Repeat("x\n", 50)), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

func check(t *testing.T, msg string) []contract.Violation {
	t.Helper()
	return Check(markdown.Parse([]byte(msg)), refs.OnDisk(project(t)))
}

// replace swaps one section of the valid result for another text.
func replace(old, new string) string {
	if !strings.Contains(valid, old) {
		panic("not in the valid result: " + old)
	}
	return strings.Replace(valid, old, new, 1)
}

func TestValidResult(t *testing.T) {
	if vs := check(t, valid); len(vs) != 0 {
		t.Fatalf("valid result rejected:\n%v", vs)
	}
}

func TestResult(t *testing.T) {
	statusBlock := "### Status\nSUCCESS\n"
	confBlock := "### Confidence\n85 — I ran the loader with an override and watched validation pass a bad value.\nverified_confidence: 90\ninferred_confidence: 70\n"
	issuesBlock := "### Issues\n- Overrides bypass validation. Severity: important\n- The error message omits the file name. **Severity:** minor.\n"
	summaryBlock := "### Summary\nThe loader reads `config.yaml`, applies environment overrides and validates the result.\nOverrides are applied after validation, which is the bug.\n"

	tests := []struct {
		name string
		msg  string
		want []string // substrings, one per expected violation, in order
		line []int    // expected lines, when they matter
	}{
		// The heading.
		{"heading case-insensitive", replace("## Code Explorer Result", "## code explorer RESULT"), nil, nil},
		{"heading just Result", replace("## Code Explorer Result", "## Result"), nil, nil},
		{"heading setext", replace("## Code Explorer Result", "Code Explorer Result\n--------------------"), nil, nil},
		{"heading bold with colon", replace("## Code Explorer Result", "## **Code Explorer Result**:"), nil, nil},
		{"no result heading", "Done. Everything works.\n", []string{"no result section"}, []int{0}},
		{"heading level 3 is not it", replace("## Code Explorer Result", "### Code Explorer Result"), []string{"no result section"}, nil},
		{"heading level 1 is not it", replace("## Code Explorer Result", "# Code Explorer Result"), []string{"no result section"}, nil},
		{"heading not ending in Result", replace("## Code Explorer Result", "## Code Explorer Results"), []string{"no result section"}, nil},
		{
			"sections after a later level-2 heading do not count",
			"## Code Explorer Result\n\nSee below.\n\n## Details\n\n### Status\nSUCCESS\n\n### Summary\nx\n\n### Findings\ny\n\n### Confidence\n50 because z\n",
			[]string{
				"no `### Status` section: the one at line 7 is under `## Details` instead", "no `### Summary` section: the one at line 10",
				"no `### Findings` section: the one at line 13", "no `### Confidence` section: the one at line 16",
			},
			[]int{7, 10, 13, 16},
		},
		{
			"sections before the result heading do not count",
			"## Notes\n\n### Status\nSUCCESS\n\n## Code Explorer Result\n\n### Summary\nx\n\n### Findings\ny\n\n### Confidence\n50 because z\n",
			[]string{"no `### Status` section: the one at line 3 is under `## Notes` instead"},
			[]int{3},
		},
		{
			"best of several Result headings",
			"## Benchmark Result\n\n12 ms.\n\n" + valid, nil, nil,
		},

		// Required sections.
		{"section names case-insensitive", strings.NewReplacer("### Status", "### STATUS", "### Summary", "### summary", "### Findings", "### FINDINGS", "### Confidence", "### confidence").Replace(valid), nil, nil},
		{"missing Status", replace(statusBlock, ""), []string{"no `### Status` section"}, []int{3}},
		{"empty Status is missing", replace(statusBlock, "### Status\n\n"), []string{"no `### Status` section"}, nil},
		{"missing Summary", replace(summaryBlock, ""), []string{"no `### Summary` section"}, nil},
		{"missing Findings", replace("### Findings", "### Observations"), []string{"no `### Findings` section"}, nil},
		{"missing Confidence", replace(confBlock, ""), []string{"no `### Confidence` section"}, nil},
		{"optional sections may go", replace(issuesBlock, ""), nil, nil},

		// Status.
		{"status lower case", replace(statusBlock, "### Status\npartial\n"), nil, nil},
		{"status bold", replace(statusBlock, "### Status\n**FAILED**\n"), nil, nil},
		{"status code", replace(statusBlock, "### Status\n`SUCCESS`\n"), nil, nil},
		{"status with dash note", replace(statusBlock, "### Status\nSUCCESS — all green\n"), nil, nil},
		{"status with colon note", replace(statusBlock, "### Status\n**PARTIAL**: two of three fixed\n"), nil, nil},
		{"status after blank lines", replace(statusBlock, "### Status\n\n\nSUCCESS\n"), nil, nil},
		{"status unknown word", replace(statusBlock, "### Status\nDONE\n"), []string{"first line of `### Status` must be SUCCESS, PARTIAL or FAILED (optionally followed by a dash or colon and a note), not \"DONE\""}, []int{6}},
		{"status longer word", replace(statusBlock, "### Status\nSUCCESSFUL\n"), []string{"`### Status`"}, nil},
		{"status in a sentence", replace(statusBlock, "### Status\nThe status is SUCCESS\n"), []string{"`### Status`"}, nil},
		{"status followed by text without dash", replace(statusBlock, "### Status\nSuccess is likely\n"), []string{"`### Status`"}, nil},
		{"status on second line", replace(statusBlock, "### Status\nAll done.\nSUCCESS\n"), []string{"`### Status`"}, nil},

		// Summary.
		{"summary 2000 characters", replace(summaryBlock, "### Summary\n"+strings.Repeat("é", 2000)+"\n"), nil, nil},
		{"summary 2001 characters", replace(summaryBlock, "### Summary\n"+strings.Repeat("é", 2001)+"\n"), []string{"`### Summary` is 2001 characters long"}, []int{8}},

		// Confidence.
		{"confidence low, justified on the line", replace(confBlock, "### Confidence\n60 - only read the code\n"), nil, nil},
		{"confidence justified on the next line", replace(confBlock, "### Confidence\n**60**\nOnly read the code, did not run it.\n"), nil, nil},
		{"confidence with percent", replace(confBlock, "### Confidence\n60% (read, not run)\n"), nil, nil},
		{"confidence 0", replace(confBlock, "### Confidence\n0: nothing could be checked\n"), nil, nil},
		{"confidence 100", replace(confBlock, "### Confidence\n100 — reproduced and fixed\nverified_confidence: 100\ninferred_confidence: 100\n"), nil, nil},
		{"confidence 74 needs no split", replace(confBlock, "### Confidence\n74 — tests pass\n"), nil, nil},
		{
			"confidence 75 needs the split", replace(confBlock, "### Confidence\n75 — tests pass\n"),
			[]string{"`verified_confidence: N`", "`inferred_confidence: N`"},
			nil,
		},
		{
			"confidence 75 with only verified", replace(confBlock, "### Confidence\n75 — tests pass\nverified_confidence: 80\n"),
			[]string{"`inferred_confidence: N`"},
			nil,
		},
		{"confidence split as a bold list", replace(confBlock, "### Confidence\n80 — tests pass\n- **verified_confidence:** 85\n- **inferred_confidence:** 60\n"), nil, nil},
		{"confidence split on one line", replace(confBlock, "### Confidence\n80 — tests pass; verified_confidence: 85, inferred_confidence: 60\n"), nil, nil},
		{"confidence not a number", replace(confBlock, "### Confidence\nHigh — tests pass\n"), []string{"must start with a whole number from 0 to 100"}, nil},
		{"confidence label first", replace(confBlock, "### Confidence\nConfidence: 60 because tests pass\n"), []string{"must start with a whole number"}, nil},
		{"confidence decimal", replace(confBlock, "### Confidence\n0.8 — tests pass\n"), []string{"must start with a whole number"}, nil},
		{"confidence over 100", replace(confBlock, "### Confidence\n150 — very sure\n"), []string{"confidence 150 is out of range"}, nil},
		{"confidence without justification", replace(confBlock, "### Confidence\n60\n"), []string{"confidence 60 has no justification"}, nil},
		{"confidence with only a dash", replace(confBlock, "### Confidence\n60 —\n"), []string{"has no justification"}, nil},
		{
			"confidence split is not the justification", replace(confBlock, "### Confidence\n85\nverified_confidence: 90\ninferred_confidence: 70\n"),
			[]string{"confidence 85 has no justification"},
			nil,
		},
		{
			"confidence split on the first line is not the justification", replace(confBlock, "### Confidence\n85 verified_confidence: 90\ninferred_confidence: 70\n"),
			[]string{"has no justification"},
			nil,
		},
		{
			"verified over 100", replace(confBlock, "### Confidence\n80 — ok\nverified_confidence: 180\ninferred_confidence: 60\n"),
			[]string{"`verified_confidence: 180` is out of range"},
			nil,
		},

		// Issues.
		{"severity case-insensitive", replace(issuesBlock, "### Issues\n- A. Severity: CRITICAL\n- B (severity: Minor)\n"), nil, nil},
		{"severity with trailing punctuation", replace(issuesBlock, "### Issues\n- A. Severity: important.\n- B. `Severity: minor`;\n"), nil, nil},
		{"issue wrapped over lines", replace(issuesBlock, "### Issues\n- A long issue that\n  wraps. Severity: minor\n"), nil, nil},
		{"issues as paragraph lines", replace(issuesBlock, "### Issues\nA. Severity: minor\nB. Severity: important\n"), nil, nil},
		{"issues in a table", replace(issuesBlock, "### Issues\n| issue | severity |\n|---|---|\n| A | Severity: minor |\n"), nil, nil},
		{"issues none", replace(issuesBlock, "### Issues\nNone.\n"), nil, nil},
		{
			"issue without severity", replace(issuesBlock, "### Issues\n- Overrides bypass validation.\n- B. Severity: minor\n"),
			[]string{`issue "Overrides bypass validation." must end with`},
			[]int{22},
		},
		{"severity not at the end", replace(issuesBlock, "### Issues\n- A. Severity: minor, to be fixed later\n"), []string{"must end with"}, nil},
		{"severity unknown", replace(issuesBlock, "### Issues\n- A. Severity: high\n"), []string{`has severity "high"; use critical, important or minor`}, nil},
		{"paragraph line without severity", replace(issuesBlock, "### Issues\nA. Severity: minor\nB is also off\n"), []string{`issue "B is also off"`}, nil},
		{"table row without severity", replace(issuesBlock, "### Issues\n| issue | severity |\n|---|---|\n| A | high |\n"), []string{"must end with"}, nil},

		// References are part of the result.
		{
			"broken reference", replace("internal/config/load.go:40", "internal/config/load.go:400"),
			[]string{"`internal/config/load.go:400`: line 400 is past the end (file has 50 lines)"},
			[]int{14},
		},
		{"missing file", replace("internal/config/load.go:40", "internal/config/lod.go:40"), []string{"`internal/config/lod.go:40`: no such file"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := check(t, tt.msg)
			if len(got) != len(tt.want) {
				t.Fatalf("got %d violations, want %d %q:\n%v", len(got), len(tt.want), tt.want, got)
			}
			for i, w := range tt.want {
				if got[i].Contract != contract.Result || !strings.Contains(got[i].Message, w) {
					t.Errorf("violation %d = %v, want one containing %q", i, got[i], w)
				}
				if tt.line != nil && got[i].Line != tt.line[i] {
					t.Errorf("violation %d on line %d, want %d", i, got[i].Line, tt.line[i])
				}
			}
		})
	}
}

func TestResultCodeBlockHeadingsDoNotCount(t *testing.T) {
	msg := "Example of the shape:\n\n```markdown\n## Code Explorer Result\n### Status\nSUCCESS\n```\n"
	got := check(t, msg)
	if len(got) != 1 || !strings.Contains(got[0].Message, "no result section") {
		t.Fatalf("got %v, want the result section reported missing", got)
	}
}

// The skill's example is what agents copy: it must pass, quotes included,
// against the code it cites (testdata/skill/project), and keep the tiers.
func TestSkillExamplePasses(t *testing.T) {
	example := skillExample(t, filepath.Join("..", "..", "skills", "subagent-contract", "SKILL.md"))
	d := markdown.Parse([]byte(example))
	if vs := Check(d, refs.OnDisk(filepath.Join("testdata", "skill", "project"))); len(vs) != 0 {
		t.Fatalf("the skill's example is rejected:\n%v", vs)
	}
	if ws := Tiers(d); len(ws) != 0 {
		t.Errorf("the skill's example breaks a tier: %q", ws)
	}
	if n := len(attributed(d, refs.Find(d))); n != 2 {
		t.Errorf("the skill's example shows %d checked quotes, want both forms", n)
	}
}

// skillExample is the body of the ```markdown block of a SKILL.md.
func skillExample(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(b), "```markdown\n")
	body, _, ok2 := strings.Cut(rest, "\n```")
	if !ok || !ok2 {
		t.Fatalf("%s has no ```markdown example", path)
	}
	return body + "\n"
}

func FuzzCheckSections(f *testing.F) {
	f.Add(valid)
	f.Add("## Result\n### Status\n**\n### Confidence\n999999999999\n### Issues\n- x Severity:\n")
	f.Add("Result\n---\n### Confidence\n80\nverified_confidence: 1000000000000000000000\n")
	f.Fuzz(func(t *testing.T, msg string) {
		for _, v := range checkSections(markdown.Parse([]byte(msg))) {
			if v.Contract != contract.Result || v.Message == "" {
				t.Fatalf("bad violation %+v", v)
			}
		}
	})
}
