package prose

import (
	"fmt"
	"testing"

	"github.com/team-hook/team-hook/internal/markdown"
	"github.com/team-hook/team-hook/internal/markdown/hostile"
)

// TestReadingIsLinear counts the work of both readers (tokens looked at,
// bytes matched) over messages built to make a quadratic search show: one
// long sentence, or one long paragraph, repeating what the readers look
// for. Four times the text must cost at most about four times the work (a
// quadratic search costs sixteen). Counted, not timed, so a busy machine
// cannot fail it.
func TestReadingIsLinear(t *testing.T) {
	const size = 16 << 10
	pieces := map[string]string{
		"inabilities":                   " I can't ask",
		"wishes":                        " I would have asked you",
		"conditions":                    " given a way to reach you, I'd have",
		"tool":                          " AskUserQuestion errored",
		"attempts":                      " I tried to ask you",
		"nobody":                        " nobody to ask",
		"absences":                      " no way to",
		"people":                        " the user",
		"passives":                      " the user couldn't be consulted",
		"needs":                         " your sign-off",
		"fragments":                     " your call",
		"requests":                      " please confirm",
		"adverbs":                       " I can't really",
		"third person":                  " subagents cannot ask the user and",
		"choices":                       " so I went with",
		"parentheses":                   " (this agent)",
		"sentences":                     " I can't reach you. Tell me if it is fine.",
		"closing questions":             " Should I? Your call.",
		"passives, person after":        " the choice could not be put to you from this run",
		"nominalisations":               " the impossibility of a feedback path to you",
		"agents named":                  " the review agent could not reach you, so it flagged",
		"requesters":                    " the person who asked for for this",
		"pronouns":                      " your call, and no way to get it from them",
		"enabling":                      " nothing in this run lets me check",
		"wishes that did not come true": " if only I could have asked you",
		"tried but":                     " I tried to raise the question, but",
		"unmarked":                      " Should I keep it",
		"list items":                    "\n- Should I?",
		"questions asked":               " Ask you? Not possible.",
		"second objects":                " let me know if anything is unclear, and whether",
		"deferred sections":             "\n## Open questions (deferred)\n- a?\n\nShould I?\n",
		"scored sentences":              " I was cut off from you for the run, so the call was mine.",
		"scored, one sentence":          " I was cut off from you for the run, so the call was mine",
		"quoted errors":                 " I called AskUserQuestion and got `permission denied` back",
		"acts left out":                 " I didn't ping you (no way to from here)",
		"conditions after":              " I would have asked you, given a way to reach you",
		"headings for a name":           "\n## Notes for Zed\n\nzed was here\n",
	}
	scaling(t, pieces, size, func(src string) (float64, string) {
		n := readingOps(src)
		return float64(n), fmt.Sprintf("%d operations", n)
	}, 5, 0)
}

func readingOps(src string) int {
	d := markdown.Parse([]byte(src))
	ops := 0
	countedDeferrals(d, &ops)
	countedQuestions(d, &ops)
	return ops
}

// TestReadingHostileMessagesIsLinear counts both readers' work over the
// messages built to slow a Markdown reader, and over the prose readers' own
// hostile shapes (brackets nested deep, a sentence that never ends, a
// message of question marks), at three sizes, each twice the last: the
// work must grow linearly (hostile.Linear).
func TestReadingHostileMessagesIsLinear(t *testing.T) {
	for _, h := range append(hostile.Markdown(), hostile.Prose()...) {
		t.Run(h.Name, func(t *testing.T) {
			if ok, counts := hostile.Linear(h, 8<<10, func(src []byte) int { return readingOps(string(src)) }); !ok {
				t.Error(counts)
			}
		})
	}
}
