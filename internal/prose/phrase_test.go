package prose

import "testing"

// TestPhrases holds each phrase of the open-questions detector to what it
// is meant to recognise, and to the near misses it must not.
func TestPhrases(t *testing.T) {
	cases := []struct {
		name    string
		f       func(string) bool
		yes, no []string
	}{
		{
			"isQuestionsHeading", isQuestionsHeading,
			[]string{"questions", "open question", "outstanding questions for you", "pending question to the team", "questions for review", "questions for when you're back", "questions for the morning"},
			[]string{"questions for", "openquestions", "questionss", "open  questions", "questions for the team.", "decisions"},
		},
		{
			"isDecisionsHeading", isDecisionsHeading,
			[]string{
				"decisions needed", "needs your input", "for you to decide", "awaiting your go-ahead", "your call", "what i need from you",
				"your decisions", "things to confirm", "to confirm", "please confirm", "needs a decision", "open decisions", "clarifications needed",
				"questions / decisions", "real options, for when you're back", "your options",
				"pending your word", "needs your pick today", "awaiting your nod",
			},
			[]string{
				"decisions made", "decisions", "input", "awaiting your choices", "needs your calls", "for you to decide.",
				"confirmed", "things confirmed", "decision points reviewed", "options considered", "your decisions, recorded",
			},
		},
		{
			"isDeferredHeading", isDeferredHeading,
			[]string{
				"open questions (deferred)", "deferred questions", "deferred open question:", "resolved decisions (approved for option b)",
				"answered questions", "1. release / versioning — deferred (by paul)", "q3 (answered)", "retention period: resolved", "cache layer [decided]", "recently resolved", "answered",
			},
			[]string{
				"(deferred) ", "deferred questionsx", "deferred", "deferred  questions", "unresolved questions", "decisions to be decided",
				"how the answered flag is stored", "why the retry was deferred to v2 matters",
			},
		},
		{
			"isAddressed", isAddressed,
			[]string{"do you want x?", "should i?", "x; can we?", "ok, can we merge?", "is it fine?", "thoughts?", "proceed?"},
			[]string{"youth?", "how do i run it?", "must it?", "okays?", "merged?", "will iou?"},
		},
		{
			"isTopicItem", isTopicItem,
			[]string{"[ ] are all call sites updated?", "[x] done?", "#233: why?", "abc-12: x"},
			[]string{"[X] done?", "#2a", "#", "abc-12 x", "1abc-2:", "Abc-1:"},
		},
		{
			"isCourtesy", isCourtesy,
			[]string{"any other questions", "if you have any questions", "if something comes up", "if you'd like changes", "hope this helps"},
			[]string{"any commentsx", "many questions", "if youd like changes", "want to learn mores"},
		},
		{
			"handsOver", handsOver,
			[]string{"let me know.", "pls lmk", "your call.", "over to you.", "thoughts"},
			[]string{"let me know?", "let me know. thanks", "just  advise", "let me knowx"},
		},
		{
			"saysNone", saysNone,
			[]string{"none", "(none)", "n/a", "no other questions.", "all questions have been settled"},
			[]string{"nonexistent", "no questionsx", "all question are resolved", "((none)"},
		},
		{
			"opensAnswer", opensAnswer,
			[]string{"because it fails", "yes", "no - not now", "not possible", "it turns out"},
			[]string{"yesterday", "no-", "no ", "\u00e9yes"},
		},
		{
			"isShortAnswer", isShortAnswer,
			[]string{"in practice, yes", "in practice, not really", "it is", "they are not", "only for the nightly job"},
			[]string{"a,b, no", "a, yes,", "it is not really", "notfor", "not into"},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for _, s := range c.yes {
				if !c.f(s) {
					t.Errorf("%s(%q) = false, want true", c.name, s)
				}
			}
			for _, s := range c.no {
				if c.f(s) {
					t.Errorf("%s(%q) = true, want false", c.name, s)
				}
			}
		})
	}
}

func TestPhraseCuts(t *testing.T) {
	for in, want := range map[string]string{"2. open questions": "open questions", "iv) notes": "notes", "12 x": "x", "1.questions": "1.questions", "a. y": "a. y"} {
		if got := trimHeadingNumber(in); got != want {
			t.Errorf("trimHeadingNumber(%q) = %q, want %q", in, got, want)
		}
	}
	for in, want := range map[string]string{"open questions: which module?": " which module?", "open: whether to keep v1": "to keep v1", "open questions for you:none": "none"} {
		if got, ok := cutQuestionsLabel(in); !ok || got != want {
			t.Errorf("cutQuestionsLabel(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
	if got, ok := cutQuestionsLabel("open point which x"); ok || got != "open point which x" {
		t.Errorf("cutQuestionsLabel of no label = %q, %v", got, ok)
	}
}
