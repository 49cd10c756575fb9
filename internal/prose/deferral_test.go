package prose

import (
	"reflect"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/internal/markdown"
)

// msg joins lines into a message, so that line numbers in the tables below
// can be read off the source.
func msg(lines ...string) string { return strings.Join(lines, "\n") + "\n" }

func deferrals(src string) []Finding { return Deferrals(markdown.Parse([]byte(src))) }

type findingCase struct {
	name string
	src  string
	want []found
}

// found is where a finding is: what the tables below compare.
type found struct {
	Line     int
	Sentence string
}

func runFindingCases(t *testing.T, detect func(string) []Finding, cases []findingCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var got []found
			for _, f := range detect(c.src) {
				got = append(got, found{f.Line, f.Sentence})
			}
			if len(got) == 0 && len(c.want) == 0 {
				return
			}
			if !reflect.DeepEqual(got, c.want) {
				t.Errorf("got  %+v\nwant %+v\nmessage:\n%s", got, c.want, c.src)
			}
		})
	}
}

func TestDeferralsFirstPersonInability(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		{
			"cannot ask you", msg("As a subagent I cannot ask you, so I went with SQLite."),
			[]found{{1, "As a subagent I cannot ask you, so I went with SQLite."}},
		},
		{
			"can not prompt", msg("Done.", "", "I can not prompt the user, so the default stays."),
			[]found{{3, "I can not prompt the user, so the default stays."}},
		},
		{
			"unable to reach", msg("I'm unable to reach the user; assuming UTC."),
			[]found{{1, "I'm unable to reach the user; assuming UTC."}},
		},
		{
			"not able to check with", msg("I am not able to check with you before merging."),
			[]found{{1, "I am not able to check with you before merging."}},
		},
		{
			"have no way to reach", msg("Since I have no way to reach the user, I assumed the default."),
			[]found{{1, "Since I have no way to reach the user, I assumed the default."}},
		},
		{
			"don't have a way to ask", msg("I don't have a way to ask you directly."),
			[]found{{1, "I don't have a way to ask you directly."}},
		},
		{
			"lack the means", msg("I lack the means to contact the user from here."),
			[]found{{1, "I lack the means to contact the user from here."}},
		},
		{
			"no way for me", msg("There's no way for me to get your confirmation, so I stopped."),
			[]found{{1, "There's no way for me to get your confirmation, so I stopped."}},
		},
		{
			"not possible for me", msg("It is not possible for me to ask you mid-run."),
			[]found{{1, "It is not possible for me to ask you mid-run."}},
		},
		{
			"isn't possible for me", msg("It isn't possible for me to reach you."),
			[]found{{1, "It isn't possible for me to reach you."}},
		},
		{
			"not in a position", msg("I'm not in a position to ask you."),
			[]found{{1, "I'm not in a position to ask you."}},
		},
		{
			"wait for your reply", msg("I can't wait for your reply, so I chose A."),
			[]found{{1, "I can't wait for your reply, so I chose A."}},
		},
		{
			"decision from you", msg("I'm unable to get a decision from you."),
			[]found{{1, "I'm unable to get a decision from you."}},
		},
		{
			"no access to you", msg("I have no access to you."),
			[]found{{1, "I have no access to you."}},
		},
		{
			"we cannot ask", msg("We cannot ask the user here, so we kept the old behaviour."),
			[]found{{1, "We cannot ask the user here, so we kept the old behaviour."}},
		},
		{
			"this agent", msg("This agent can't ask the user; defaults were used."),
			[]found{{1, "This agent can't ask the user; defaults were used."}},
		},
		{
			"curly apostrophe", msg("I can\u2019t ask you which one wins, so I used 4.5:1."),
			[]found{{1, "I can\u2019t ask you which one wins, so I used 4.5:1."}},
		},
		{
			"ask for clarification", msg("I cannot ask for clarification, so I read 'recent' as 30 days."),
			[]found{{1, "I cannot ask for clarification, so I read 'recent' as 30 days."}},
		},
		{
			"bare ask before comma", msg("I can't ask, so I picked the smaller change."),
			[]found{{1, "I can't ask, so I picked the smaller change."}},
		},
		{
			"participle first", msg("Unable to ask the user, I chose the safer path."),
			[]found{{1, "Unable to ask the user, I chose the safer path."}},
		},
		{
			"without the ability", msg("Without the ability to ask you, I defaulted to stdout."),
			[]found{{1, "Without the ability to ask you, I defaulted to stdout."}},
		},
		{
			"no subject", msg("Couldn't reach you, so I went with the conservative option."),
			[]found{{1, "Couldn't reach you, so I went with the conservative option."}},
		},
		{
			"subagent and", msg("I'm a subagent and can't ask the user."),
			[]found{{1, "I'm a subagent and can't ask the user."}},
		},
		{
			"asking is not possible", msg("Asking the user isn't possible from here, so I assumed v2."),
			[]found{{1, "Asking the user isn't possible from here, so I assumed v2."}},
		},
		{
			"passive from here", msg("The user can't be reached from here, so I logged the rows."),
			[]found{{1, "The user can't be reached from here, so I logged the rows."}},
		},

		// Negative: the same verbs about something else.
		{"reach a server", msg("I couldn't reach the staging database, so tests ran locally."), nil},
		{"query an API", msg("I wasn't able to query the metrics API."), nil},
		{"prompt for a password", msg("I cannot prompt for a password in CI, so the script reads an env var."), nil},
		{"confirm a cause", msg("I couldn't confirm the root cause; the logs rotate hourly."), nil},
		{"possessive user", msg("I couldn't verify the fix with the user's config file."), nil},
		{"ability", msg("I can ask follow-up questions through the envelope."), nil},
		{"impersonal without the agent", msg("There is no way to ask the user from a subagent."), nil},
		{"passive elsewhere", msg("The user can't be asked from inside a subagent; the orchestrator asks."), nil},
	})
}

func TestDeferralsTool(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		{
			"isn't available to me", msg("AskUserQuestion isn't available to me, so I kept CSV."),
			[]found{{1, "AskUserQuestion isn't available to me, so I kept CSV."}},
		},
		{
			"not available to me in this context", msg("The AskUserQuestion tool is not available to me in this context."),
			[]found{{1, "The AskUserQuestion tool is not available to me in this context."}},
		},
		{
			"unavailable here", msg("AskUserQuestion is unavailable here."),
			[]found{{1, "AskUserQuestion is unavailable here."}},
		},
		{
			"don't have access", msg("I don't have access to AskUserQuestion."),
			[]found{{1, "I don't have access to AskUserQuestion."}},
		},
		{
			"inline code name", msg("I don't have access to `AskUserQuestion`."),
			[]found{{1, "I don't have access to AskUserQuestion."}},
		},
		{
			"do not have the tool", msg("I do not have the AskUserQuestion tool."),
			[]found{{1, "I do not have the AskUserQuestion tool."}},
		},
		{
			"cannot use", msg("I can't use AskUserQuestion from a subagent."),
			[]found{{1, "I can't use AskUserQuestion from a subagent."}},
		},
		{
			"my toolset", msg("My toolset doesn't include AskUserQuestion."),
			[]found{{1, "My toolset doesn't include AskUserQuestion."}},
		},
		{
			"there is no tool", msg("There is no AskUserQuestion tool in my environment, so I guessed."),
			[]found{{1, "There is no AskUserQuestion tool in my environment, so I guessed."}},
		},
		{
			"cannot be called here", msg("Since AskUserQuestion can't be called here, I went with option A."),
			[]found{{1, "Since AskUserQuestion can't be called here, I went with option A."}},
		},

		// Negative: mentioning the tool, or its unavailability to others.
		{"orchestrator will call", msg("The orchestrator will call AskUserQuestion with these."), nil},
		{"not in subagents", msg("AskUserQuestion is not available inside subagents (a subagent calling it gets an error)."), nil},
		{"disabled in -p mode", msg("AskUserQuestion is disabled in plain -p mode, which matters for headless runs."), nil},
		{"other access", msg("I don't have access to the production logs."), nil},
		{"to subagents", msg("Note: AskUserQuestion is not available to subagents."), nil},
		{"verified for subagents", msg("We verified that AskUserQuestion isn't available inside subagents."), nil},
		{
			"failed call, excused", msg("AskUserQuestion returned an error, so I went with A."),
			[]found{{1, "AskUserQuestion returned an error, so I went with A."}},
		},
		{"available", msg("AskUserQuestion is available to the orchestrator."), nil},
	})
}

func TestDeferralsThirdPerson(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		// Negative: documentation of who can ask.
		{"subagents cannot call", msg("Subagents cannot call AskUserQuestion."), nil},
		{"the subagent can't ask", msg("The subagent can't ask the user, so the orchestrator does."), nil},
		{"a subagent that needs", msg("A subagent that needs a decision cannot prompt the user either."), nil},
		{"you cannot", msg("You can't prompt the user from a hook; hooks only return JSON."), nil},
		{"child processes", msg("Child processes cannot prompt the user for a password, so I pass it through an env var."), nil},
		{"no way for subagents", msg("There is no way for subagents to ask the user, so I documented the envelope."), nil},
		{"they", msg("The hook blocks subagents that say they can't ask the user."), nil},
		{"when a subagent", msg("When a subagent can't ask the user, it must return an envelope."), nil},
		{"instruction to the reader", msg("If you can't ask the user, return an envelope."), nil},
		{"the orchestrator", msg("The orchestrator can't ask the user on behalf of a background agent until it is resumed."), nil},
		{"that subagents", msg("I documented that subagents can't ask the user directly."), nil},
		{"tool to subagents, own work", msg("AskUserQuestion isn't available to subagents, so I put the questions in the envelope below."), nil},

		// Positive: the same facts used to excuse the agent's own choice.
		{
			"subagents, so I assumed", msg("Since subagents cannot ask the user, I assumed the v2 schema."),
			[]found{{1, "Since subagents cannot ask the user, I assumed the v2 schema."}},
		},
		{
			"inside subagents, so I went with", msg("AskUserQuestion is not available inside subagents, so I went with SQLite."),
			[]found{{1, "AskUserQuestion is not available inside subagents, so I went with SQLite."}},
		},
	})
}

func TestDeferralsWouldAsk(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		{
			"would ask but unavailable", msg("I would ask the user but the tool is unavailable."),
			[]found{{1, "I would ask the user but the tool is unavailable."}},
		},
		{
			"would have asked but subagents", msg("I would have asked which region you wanted, but subagents can't prompt the user."),
			[]found{{1, "I would have asked which region you wanted, but subagents can't prompt the user."}},
		},
		{
			"normally I'd confirm", msg("Normally I'd confirm this with you, but I can't ask from here."),
			[]found{{1, "Normally I'd confirm this with you, but I can't ask from here."}},
		},
		{
			"tried the tool, it failed", msg("I tried calling AskUserQuestion but it failed, so I assumed the default."),
			[]found{{1, "I tried calling AskUserQuestion but it failed, so I assumed the default."}},
		},
		{
			"wanted to use the tool", msg("I wanted to use AskUserQuestion, but it is not available to me as a subagent."),
			[]found{{1, "I wanted to use AskUserQuestion, but it is not available to me as a subagent."}},
		},
		{
			"since I can't, next sentence", msg("Ideally I would check with you first. Since I can't, I picked the cheaper plan."),
			[]found{{1, "Since I can't, I picked the cheaper plan."}},
		},

		// Negative: a wish without an inability.
		{"would ask to review", msg("I would ask the user to review the schema before merging."), nil},
		{"but not unable", msg("I would have asked you about the colour, but the design doc settles it."), nil},
		{"bare can't without a wish", msg("The build is red. Since I can't, I left the pin."), nil},
	})
}

func TestDeferralsQuotedMaterial(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		{"fenced code", msg("Blocked phrases:", "", "```text", "I can't ask the user", "```"), nil},
		{"unclosed fence", msg("Example:", "", "```", "I can't ask the user"), nil},
		{"indented code", msg("Example:", "", "    I cannot prompt the user directly, so I assumed Postgres."), nil},
		{"inline code", msg("The check looks for `I cannot ask the user` and similar phrases."), nil},
		{"block quote", msg("> I can't ask the user, so I assumed X."), nil},
		{"block quote in a list", msg("- Rule:", "", "  > I can't ask the user."), nil},
		{"double quotes", msg(`The skill says "I can't ask the user, so I assumed X" is a defect.`), nil},
		{"curly double quotes", msg("Two prompts said \u201cI can\u2019t ask you, so I\u2019ll assume\u201d when unsure."), nil},
		{"single quotes", msg("The error read 'I cannot ask the user from here' in the log."), nil},
		{"html comment", msg("<!-- I can't ask the user -->", "", "Done."), nil},
		{"table of code", msg("| phrase | blocked |", "| --- | --- |", "| `I can't ask the user` | yes |"), nil},

		// Positive: the caveat beside quoted material still counts.
		{
			"quote, then caveat", msg(`The guide says "never write that". I can't reach the user from a subagent, so I kept YAML.`),
			[]found{{1, "I can't reach the user from a subagent, so I kept YAML."}},
		},
		{
			"quoted name kept", msg(`I can't use "AskUserQuestion" here.`),
			[]found{{1, `I can't use "AskUserQuestion" here.`}},
		},
	})
}

func TestDeferralsPlacesAndLines(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		{
			"atx heading", msg("# Report", "", "## Why I couldn't ask you about the budget", "", "Ranked by cost."),
			[]found{{3, "Why I couldn't ask you about the budget"}},
		},
		{
			"setext heading", msg("Defaults I picked because I cannot ask you", "===", "", "- Retry: 3"),
			[]found{{1, "Defaults I picked because I cannot ask you"}},
		},
		{
			"list item", msg("1. Added the bucket.", "2. As a subagent I cannot ask you, so I chose 20 rps.", "3. Added tests."),
			[]found{{2, "As a subagent I cannot ask you, so I chose 20 rps."}},
		},
		{
			"nested item with emphasis", msg("- Fixes", "  - **Note:** I can't reach the user from inside this run."),
			[]found{{2, "Note: I can't reach the user from inside this run."}},
		},
		{
			"table cell", msg("| topic | note |", "| --- | --- |", "| window | Since I have no way to reach the user, I assumed 90 days. |"),
			[]found{{3, "Since I have no way to reach the user, I assumed 90 days."}},
		},
		{
			"wrapped sentence", msg("The job is done and", "I can't ask you", "about the window."),
			[]found{{1, "The job is done and I can't ask you about the window."}},
		},
		{
			"two in one paragraph", msg("Intro.", "", "I can't reach the user. I also wasn't able to confirm the port with you."),
			[]found{{3, "I can't reach the user."}, {3, "I also wasn't able to confirm the port with you."}},
		},
		{
			"two rules, one finding", msg("I'd like to ask you about it; however, the AskUserQuestion tool is disabled for me."),
			[]found{{1, "I'd like to ask you about it; however, the AskUserQuestion tool is disabled for me."}},
		},
		{
			"with an envelope", msg("I don't have access to AskUserQuestion, so the question is below.", "", "```json", `{"openQuestions": []}`, "```"),
			[]found{{1, "I don't have access to AskUserQuestion, so the question is below."}},
		},
	})
}
