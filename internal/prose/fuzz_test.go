package prose

import (
	"strings"
	"testing"

	"github.com/team-hook/team-hook/internal/markdown"
)

// fuzzSeeds are messages at the edges of the parser: unclosed quotes and
// fences, marks at the very start or end, multi-byte punctuation.
var fuzzSeeds = []string{
	"",
	"I can't ask the user.",
	"\"",
	"'",
	"\u201c",
	"\u2019",
	"x\"",
	"?",
	"...",
	"\u2026",
	"a.\u201d B",
	"## Open questions\n\n- ",
	"**Open questions:**\n- Which?",
	"> I can't ask\n\nShould I?",
	"```\nI can't ask the user",
	"| I can't ask you | x |\n| --- | --- |\n| `AskUserQuestion` isn't available to me | y |",
	"I would ask you \"but\" the tool is unavailable",
	"Ideally I would check with you first. Since I can't,",
	"\\",
	"\xff\xfe I can't ask you",
}

func FuzzDeferrals(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		checkFindings(t, src, Deferrals(markdown.Parse([]byte(src))))
	})
}

func FuzzQuestions(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		checkFindings(t, src, Questions(markdown.Parse([]byte(src))))
	})
}

// checkFindings holds for any message: each finding is on a line of the
// message, is a trimmed non-empty sentence, and is reported once.
func checkFindings(t *testing.T, src string, got []Finding) {
	t.Helper()
	lines := strings.Count(src, "\n") + 1
	seen := map[Finding]bool{}
	for _, f := range got {
		if f.Line < 1 || f.Line > lines {
			t.Errorf("finding %+v: line outside 1..%d", f, lines)
		}
		if f.Sentence == "" || strings.TrimSpace(f.Sentence) != f.Sentence {
			t.Errorf("finding %+v: sentence empty or untrimmed", f)
		}
		if seen[f] {
			t.Errorf("finding %+v reported twice", f)
		}
		seen[f] = true
	}
}
