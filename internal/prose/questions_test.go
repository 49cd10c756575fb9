package prose

import (
	"testing"

	"github.com/team-hook/team-hook/internal/markdown"
)

func questions(src string) []Finding { return Questions(markdown.Parse([]byte(src))) }

func TestQuestionsAddressed(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		{
			"which do you prefer", msg("Both are prototyped.", "", "Which approach do you prefer?"),
			[]found{{3, "Which approach do you prefer?"}},
		},
		{
			"should I", msg("Converted the api tests.", "", "- Should I also migrate the tests in worker?", "- The mocks are unused."),
			[]found{{3, "Should I also migrate the tests in worker?"}},
		},
		{
			"would you like", msg("Would you like me to open a follow-up PR?"),
			[]found{{1, "Would you like me to open a follow-up PR?"}},
		},
		{
			"can you confirm", msg("Can you confirm the retention period is 400 days?"),
			[]found{{1, "Can you confirm the retention period is 400 days?"}},
		},
		{
			"shall I, then an offer", msg("Shall I proceed with option B? I can do it in a follow-up PR."),
			[]found{{1, "Shall I proceed with option B?"}},
		},
		{
			"do we", msg("Do we keep the v1 endpoint for another release?"),
			[]found{{1, "Do we keep the v1 endpoint for another release?"}},
		},
		{
			"want me to", msg("Want me to add a benchmark as well?"),
			[]found{{1, "Want me to add a benchmark as well?"}},
		},
		{
			"stray closing quote", msg(`Should I keep the old name?"`),
			[]found{{1, `Should I keep the old name?"`}},
		},
		{
			"in parentheses", msg("Docs are next. (Should I also update the changelog?)"),
			[]found{{1, "(Should I also update the changelog?)"}},
		},

		// Negative: no question, or the question is quoted.
		{"statement", msg("All tests pass.", "", "The migration is reversible."), nil},
		{"double quotes", msg(`The old prompt ended with "Which approach do you prefer?" and now uses an envelope.`), nil},
		{"inline code", msg("The `Should I continue?` fallback line is gone."), nil},
		{"block quote", msg("Done.", "", "> Should I also migrate the tests?"), nil},
		{"fenced code", msg("Done.", "", "```text", "Would you like me to open a PR?", "```"), nil},
	})
}

func TestQuestionsDecisionRequests(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		{
			"let me know whether", msg("Let me know whether you want the cache per tenant or global."),
			[]found{{1, "Let me know whether you want the cache per tenant or global."}},
		},
		{
			"let me know which", msg("Done. Let me know which option you'd like."),
			[]found{{1, "Let me know which option you'd like."}},
		},
		{
			"please confirm which", msg("Please confirm which branch is the target."),
			[]found{{1, "Please confirm which branch is the target."}},
		},
		{
			"please confirm whether", msg("Please confirm whether the v1 client can go."),
			[]found{{1, "Please confirm whether the v1 client can go."}},
		},
		{
			"please choose", msg("Please choose between the two layouts below."),
			[]found{{1, "Please choose between the two layouts below."}},
		},
		{
			"please decide", msg("Please decide on the retention period."),
			[]found{{1, "Please decide on the retention period."}},
		},
		{
			"waiting for your decision", msg("Waiting for your decision on the retention period."),
			[]found{{1, "Waiting for your decision on the retention period."}},
		},
		{
			"i need you to", msg("I need you to choose the region before I deploy."),
			[]found{{1, "I need you to choose the region before I deploy."}},
		},
		{
			"let me know if, with alternatives", msg("Let me know if you'd prefer Postgres or SQLite."),
			[]found{{1, "Let me know if you'd prefer Postgres or SQLite."}},
		},

		// Negative: courtesy lines and offers.
		{"courtesy questions", msg("Let me know if you have questions."), nil},
		{"courtesy anything else", msg("Let me know if anything else is needed."), nil},
		{"courtesy changes or additions", msg("Let me know if you'd like any changes or additions."), nil},
		{"courtesy question mark", msg("Do you have any questions?"), nil},
		{"offer", msg("If you prefer X, I can switch."), nil},
		{"offer with let me know if", msg("Let me know if you want metrics too."), nil},
		{"please review", msg("Please review the PR when you have time."), nil},
		{"feedback, not a decision", msg("Let me know what you think."), nil},
		{
			"let me know how", msg("Let me know how you'd like to proceed."),
			[]found{{1, "Let me know how you'd like to proceed."}},
		},
	})
}

func TestQuestionsClosingPart(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		// Code, tables, quotes, HTML and rules are skipped, not counted.
		{
			"skipped blocks", msg(
				"Should I also convert the examples?",
				"",
				"```go",
				"cfg := load()",
				"```",
				"",
				"| a | b |",
				"| --- | --- |",
				"| 1 | 2 |",
				"",
				"> quoted",
				"",
				"<!-- note -->",
				"",
				"---",
				"",
				"Both formats share one schema.",
				"",
				"Tests cover both."),
			[]found{{1, "Should I also convert the examples?"}},
		},
		{
			"list counts as one block", msg(
				"Should I also convert the examples?",
				"",
				"- one",
				"- two",
				"- three",
				"- four",
				"",
				"Done."),
			[]found{{1, "Should I also convert the examples?"}},
		},

		{
			// "Options:" over its list is one block with it, so the
			// question before it is the third block from the end.
			"a list's label counts with it", msg(
				"Should we fix the errors now, or document them and move on?",
				"",
				"Options:",
				"1. Fix now",
				"2. Document",
				"",
				"I recommend fixing now."),
			[]found{{1, "Should we fix the errors now, or document them and move on?"}},
		},
		// Negative: the question is the fourth prose block from the end
		// (a paragraph of its own over a list is a block of its own).
		{"outside the closing part, over a list", msg(
			"Should I also convert the examples?",
			"",
			"The loader accepts TOML from now on:",
			"",
			"- tables",
			"- arrays",
			"",
			"Tests cover both."), nil},
		{"outside the closing part", msg(
			"Should I also convert the examples?",
			"",
			"## Changes",
			"",
			"The loader accepts TOML.",
			"",
			"Tests cover both."), nil},
		{"rhetorical in the body", msg(
			"# Slow builds",
			"",
			"Why did the cache miss every night? The key had a timestamp.",
			"",
			"## Fix",
			"",
			"Removed the timestamp.",
			"",
			"## Effect",
			"",
			"Builds take 9 minutes."), nil},
	})
}

func TestQuestionsHeadings(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		{
			"open questions, neutral", msg(
				"The plan is ready.",
				"",
				"## Open questions",
				"",
				"1. Which module is the target?",
				"2. Is the v1 client still used?"),
			[]found{{5, "Which module is the target?"}, {6, "Is the v1 client still used?"}},
		},
		{
			"questions heading, any level and case", msg("Done.", "", "#### QUESTIONS:", "", "- Is the cache shared?"),
			[]found{{5, "Is the cache shared?"}},
		},
		{
			"bold label", msg("Profiled it.", "", "**Open questions:**", "- Is a streaming decoder acceptable?"),
			[]found{{4, "Is a streaming decoder acceptable?"}},
		},
		{
			"item without a question mark", msg("## Open questions", "", "- Whether to keep the legacy endpoint", "- Target module (api or worker)"),
			[]found{{3, "Whether to keep the legacy endpoint"}, {4, "Target module (api or worker)"}},
		},
		{
			"list under heading outside the closing part", msg(
				"## Open questions",
				"",
				"- Is the cache shared?",
				"",
				"More context follows.",
				"",
				"And more."),
			[]found{{3, "Is the cache shared?"}},
		},
		{
			"addressed question heading", msg("Done.", "", "## Should we keep v1?", "", "It costs one serializer."),
			[]found{{3, "Should we keep v1?"}},
		},
		{
			"deferred section closed by a later heading", msg(
				"## Open questions (deferred)",
				"",
				"- Which signing scheme do you prefer?",
				"",
				"## Next",
				"",
				"Should I start on the loader?"),
			[]found{{7, "Should I start on the loader?"}},
		},

		// Negative.
		{"deferred section", msg(
			"Plugins load in name order.",
			"",
			"## Open questions (deferred)",
			"",
			"- Should plugins override built-ins?",
			"- Which signing scheme do you prefer?",
			"- Let me know whether hot reload is in scope."), nil},
		{"deferred subsection", msg(
			"## Open questions",
			"",
			"### Open questions (deferred)",
			"",
			"- Which analytics events do you want?"), nil},
		{"any heading ending in (deferred)", msg("Done.", "", "### Follow-ups (deferred)", "", "- Should I also migrate the worker?"), nil},
		{"none under the heading", msg("Done.", "", "## Open questions", "", "- None."), nil},
		{"none in brackets", msg("## Questions", "", "- (none)"), nil},
		{"all resolved", msg("## Open questions", "", "- All questions were resolved from the spec."), nil},
		{"section title", msg("Moved blobs to S3.", "", "## What changed?", "", "- Uploads use blob.Store."), nil},
		{"neutral question in a plain section", msg("## Next steps", "", "Is the flag read anywhere? I grepped and found no readers."), nil},
		// An imperative under the agent's own verdict is the verdict.
		{"verdict heading", msg("Reviewed the PR.", "", "### Verdict", "Approve after the buffer fix; the retry cap can land with it."), nil},
		{"verdict label", msg("Reviewed the PR.", "", "Final verdict: merge once CI is green."), nil},
		{"recommendation label paragraph", msg("Reviewed the PR.", "", "**My recommendation:**", "", "Ship the smaller patch first."), nil},
		{
			"a choice under a verdict heading", msg("Reviewed the PR.", "", "### Verdict", "Approve the buffer fix or the retry cap first."),
			[]found{{4, "Approve the buffer fix or the retry cap first."}},
		},
		{
			"an imperative without a verdict heading", msg("Reviewed the PR.", "", "Approve after the buffer fix; the retry cap can land with it."),
			[]found{{3, "Approve after the buffer fix; the retry cap can land with it."}},
		},
		{
			"told under a verdict heading", msg("Reviewed the PR.", "", "### Recommendation", "The existing database.", "", "Tell me if running the queue on Postgres is acceptable."),
			[]found{{6, "Tell me if running the queue on Postgres is acceptable."}},
		},
		{
			"a question under a verdict heading", msg("Reviewed the PR.", "", "## Recommendation", "Shall I merge it once CI is green?"),
			[]found{{4, "Shall I merge it once CI is green?"}},
		},
	})
}

func TestQuestionsRhetorical(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		// A neutral question left standing is put to the reader.
		{
			"neutral, unanswered", msg("I stopped before production.", "", "Which environment should the migration run against first?"),
			[]found{{3, "Which environment should the migration run against first?"}},
		},
		{
			"addressed, followed by context", msg("Do you want the v2 schema? It drops two columns."),
			[]found{{1, "Do you want the v2 schema?"}},
		},
		{
			"two questions in a row", msg("Is the cache shared? Is it per tenant?"),
			[]found{{1, "Is the cache shared?"}, {1, "Is it per tenant?"}},
		},

		// Negative: the message answers it.
		{"because", msg("Why does this fail? Because the cache is stale."), nil},
		{"answer in the next paragraph", msg("Why does this fail?", "", "Because the cache is stale on CI."), nil},
		{"not really", msg("Do you need a cache here? Not really: the data set is 2 KB."), nil},
		{"no, then reason", msg("Should we worry about latency? No, p99 stays under 5 ms."), nil},
		{"neutral, discussed", msg("Is the legacy flag still read anywhere? I grepped and found no readers."), nil},
		{"answered under the heading", msg("## Questions", "", "- Why does this fail? Because the cache is stale."), nil},
	})
}

// A HANDOFF list ends with its "Open questions" item: "None" asks nothing,
// a real question there is still one.
func TestQuestionsLabelledItem(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		{"open questions: none", msg("HANDOFF:", "1. Produced: the Timeout field.", "2. Key decisions: default 10s.", "3. Open questions: None."), nil},
		{"open questions: bold none", msg("HANDOFF:", "1. **Produced:** the field.", "2. **Open questions:** none"), nil},
		{
			"open questions: a question", msg("HANDOFF:", "1. Produced: the field.", "2. Open questions: which module is the target"),
			[]found{{3, "Open questions: which module is the target"}},
		},
	})
}

// A reader's own question ("How do I…?", as in an FAQ), a link's title, a
// checklist entry and an issue's title are not put to the user; asking the
// reader's leave or direction still is.
func TestQuestionsTopicsAndFAQ(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		{"faq heading how do I", msg("Added a local runner.", "", "### How do I run it locally?", "", "It runs with `make test-local`; it needs Docker."), nil},
		{"faq heading where do I", msg("Logging is fixed.", "", "### Where do I find the logs?", "", "In `/var/log/runner/`, rotated daily."), nil},
		{"how do I answered inline", msg("Fixed the flake.", "", "How do I reproduce the old failure? Run `go test -run TestUploadResume -count=500` on an arm64 runner."), nil},
		{"faq list", msg("Docs updated.", "", "## FAQ", "", "- **How do I run it?** With make run.", "- **Where do I find the logs?** In /var/log/runner."), nil},
		{"link titles", msg("Cache work is done.", "", "See also:", "", "- [Why is the first build still slow?](docs/faq.md#first-build)", "- [How do I clear the cache?](docs/faq.md#clear-cache)"), nil},
		{"link title paragraph", msg("Cache work is done. See [How do I clear the cache?](docs/faq.md)"), nil},
		{"issue titles", msg("Build fix merged.", "", "## Related issues", "", "- #233: Why does make rebuild everything?", "- #240: Is the cache shared across branches?"), nil},
		{"tracker ids", msg("Build fix merged.", "", "- BUILD-12: Why is the cache cold after a rebase?"), nil},
		{"ticked checklist", msg("Review done.", "", "Checklist I went through:", "", "- [x] Are all call sites updated?", "- [x] Does the migration avoid locking the table? (it uses CREATE INDEX CONCURRENTLY)"), nil},

		// Still questions to the user.
		{
			"can I at the start", msg("The old table is unused.", "", "Can I drop it in this PR?"),
			[]found{{3, "Can I drop it in this PR?"}},
		},
		{
			"can we after a lead-in", msg("The v1 endpoint has no callers.", "", "Also, can we remove it now?"),
			[]found{{3, "Also, can we remove it now?"}},
		},
		{
			"how should I", msg("The legacy flag conflicts with the new parser.", "", "How should I handle it?"),
			[]found{{3, "How should I handle it?"}},
		},
		{
			"unticked and addressed", msg("Almost done.", "", "- [ ] Should we drop v1?"),
			[]found{{3, "[ ] Should we drop v1?"}},
		},
		{
			"bare neutral items at the end", msg("Two things are undecided.", "", "- Which database?", "- Which region?"),
			[]found{{3, "Which database?"}, {4, "Which region?"}},
		},
	})
}
