package prose

import "testing"

// The classes of docs/CONTRACT.md §3b, each with what it must catch and the
// close cases it must let through. A case's name says which.

// one is a message of a single sentence that must be found on line 1.
func one(name, s string) findingCase { return findingCase{name, msg(s), []found{{1, s}}} }

// oneAt: the message s has one finding, the sentence at (on line 1).
func oneAt(name, s, at string) findingCase { return findingCase{name, msg(s), []found{{1, at}}} }

// nothing is a message in which nothing may be found.
func nothing(name string, lines ...string) findingCase { return findingCase{name, msg(lines...), nil} }

func TestDeferralsAbsentPerson(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("fragment, colon", "Stakeholder unreachable: sticking with the current schema."),
		one("fragment, dash", "Requester offline - defaulting to the weekly schedule."),
		one("idiom, you were away", "Since you were away, I could not check the naming and kept the old one."),
		one("idiom, user not around", "The user was not around to answer, so I picked the shorter timeout."),
		one("pick before the reason", "I chose the EU bucket because you were offline."),
		one("gone offline", "You had gone offline by then, so I went with the staging config."),
		one("unattended run", "This run was unattended, so I opted for the reversible migration."),
		one("unattended, I as subject", "I was running unattended and assumed the defaults."),
		nothing("a condition, not this run", "If the user is offline, the client keeps a local queue."),
		nothing("product text about users", "Users are often offline when the sync runs, so the app keeps a queue."),
		nothing("a thing named after the user", "The user service was unavailable, so I used the mock server."),
		nothing("absent from a page", "The user is away from the settings page since the link broke; I restored it."),
		nothing("absence with no pick", "The customer was unavailable for an interview, per the ticket."),
		nothing("unattended product mode", "In unattended mode the installer picks the first option, so I documented the flag."),
		nothing("unattended upgrades", "Unattended upgrades are on for the host; I kept the config."),
		one("frame, while you slept", "Decisions I made on my own while you slept, flagged so you can override them."),
		one("frame, while you were away", "I went with Redis for the cache while you were away."),
		one("frame, in your absence", "These are the calls I made in your absence."),
		one("frame, assumptions in your absence", "The assumptions I made in your absence are listed below."),
		one("the writer by its role", "This reviewer could not ask you, so finding 3 is scored medium."),
		nothing("a role that cannot verify", "This reviewer cannot verify the signature without the private key."),
		one("the writer through its note", "This note cannot ask, so the open questions are listed below."),
		one("a note without a channel to the person", "This note was produced without a user channel."),
		nothing("a note without a template", "This note was produced without a template."),
		nothing("a product's user channel", "I couldn't find a user channel in the Slack export, so I skipped it."),
		nothing("a user channel configured", "There is no user channel configured in the workspace yet."),
		one("acted without the person's sign-off", "Proceeded without your sign-off on the schema change."),
		one("merged without approval", "I merged it without your approval, since the fix was urgent."),
		nothing("a promise to wait", "I won't merge without your approval."),
		nothing("a product's rule", "Nothing ships without your sign-off."),
		nothing("a product acting", "The form submits without your confirmation."),
		one("given your absence", "Given your absence, I chose the smaller index."),
		one("in the absence of your input", "In the absence of your input, I chose the smaller index."),
		one("lacking a reply", "Lacking a reply, I chose the smaller index."),
		one("with you out of office", "With you out of office, I chose the smaller index."),
		one("a call made without you", "I had to make a call without you: the smaller index."),
		one("out, after the pick", "Assumed the smaller index (you were out)."),
		nothing("absence from a meeting", "Your absence from the standup was noted; I picked the ticket anyway."),
		nothing("no reply from a thing", "Lacking a reply from the API, I used the cached value."),
		nothing("a config file absent", "In the absence of a config file, the CLI picks defaults."),
		nothing("out of scope", "The user is out of scope for this ticket, so I skipped it."),
		nothing("out of date", "You were out of date on main, so I rebased."),
		nothing("the product works without you", "The app works without you having to log in."),
		one("decisions during an autonomous run", "Decisions I made on your behalf during the autonomous overnight run."),
		nothing("a product during an unattended run", "During the unattended nightly run, the job retries twice."),
		nothing("frame, requests not decisions", "The API calls I made while you were away all returned 200."),
		nothing("frame, calls to a thing", "The calls I made in your absence to the staging API timed out."),
		nothing("frame, picked up a ticket", "I picked up the ticket while you were away."),
		nothing("frame, assumed a role", "I assumed the role while you were away."),
		one("the person behind the ticket", "The person behind the ticket was unreachable, so I kept the default timeout."),
		nothing("the person behind the ticket, a story", "The person behind the ticket asked for a dark mode."),
		nothing("frame, a story", "While you were asleep, the nightly build went green."),
		nothing("frame, work not a decision", "I finished the migration while you were offline."),
		nothing("frame, someone else's decisions", "The sync keeps the decisions users made while they were offline."),
		nothing("frame, a condition", "If you are away while the job runs, the queue keeps the choices you made."),
		one("passive picks, the absence their reason", "These were decided autonomously since you were away."),
		one("a passive pick, the user offline", "The port was chosen as the user was offline."),
		nothing("a passive pick by another", "The port was picked by the scheduler since you were away."),
		nothing("another's plan in the passive", "The vendor's plan was decided since you were away."),
		nothing("passive, no choice", "Three PRs were merged since you were away."),
		nothing("a product's pick in the present", "The default is chosen because the user is away."),
	})
}

func TestDeferralsCounterfactualPick(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("would have asked, no addressee", "I would have asked which region to use, but went with eu-west-1."),
		one("would have asked the user", "I would have asked the user about the limit, but I picked 100."),
		one("would've checked with you", "Would've checked the log level with you; instead I kept INFO."),
		one("ordinarily", "Ordinarily I'd run the rename past you, but I went with the short name."),
		one("normally, semicolon", "Normally I would confirm the quota with you; this time I chose 10 GB."),
		one("if I could have asked, no comma", "Below are the options I'd have offered if I could have asked."),
		one("had I been able", "Had I been able to reach you, I'd have asked about the retry budget."),
		nothing("a wish about code", "I would have used a map here, but went with a slice for ordering."),
		nothing("habit about work", "Normally I'd add a benchmark, but I picked the smaller change for this PR."),
		nothing("asked another agent", "I would have asked the review bot for a second pass, but went ahead and merged."),
		nothing("asked you to do something", "I would have asked you to run the migration, but went with a dry run instead."),
		one("a wish to ask, then its own pick", "I'd want to ask you about the budget, but I'll assume $500 for now."),
		nothing("a wish to ask another party", "I would want to check with the team, but I'll go with B."),
		nothing("a wish to ask you to do something", "I'd like to ask you to review it, but I'll merge it now."),
		one("in a real conversation", "In a real conversation I would ask about the budget first."),
		one("if this were a live conversation", "If this were a live conversation, I'd ask about the budget."),
		nothing("in a real deployment, work", "In a real deployment, I would add rate limits."),
		nothing("in a real project, another party", "In a real project I would ask the vendor for a quote."),
		nothing("in a real scenario, the product's users", "In a real scenario, users would ask for a refund."),
	})
}

func TestDeferralsThingIsNotTheUser(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		nothing("a file not delivered", "I couldn't get the HAR file to you through this channel (it's 38 MB), so it's committed under debug/har/."),
		nothing("logs not sent", "I couldn't send you the logs, so they're in debug/."),
		nothing("nobody reachable at a vendor", "No one was reachable at the vendor, so I took the default."),
		nothing("anyone at a registry", "I couldn't reach anyone at the registry, so I pinned 1.2."),
		one("nobody around at an hour", "Nobody was around at 2am, so I took the default."),
		one("the reader not at the desk", "You weren't at your desk, so I took the default."),
		one("the questions not sent", "I couldn't send you the questions, so I picked B."),
		one("the question not delivered", "I couldn't get the question to you, so I picked B."),
		one("could not get to you", "I couldn't get to you in time, so I picked B."),
		nothing("registry", "The crate registry is not reachable from this container, so the versions are unverified."),
		nothing("refused", "The database refused the connection; the migration did not run."),
		nothing("network", "No outbound network in this sandbox, so I used the vendored copy."),
		nothing("self, a host", "I couldn't reach the license server from here, so I used the community build."),
		nothing("proxy contact", "The proxy cannot contact the upstream, so requests time out."),
		nothing("self, connect", "I could not connect to the staging database, so the test is skipped."),
		nothing("access the index", "Unable to access the package index; pinned the last known versions."),
		one("a person after a thing", "The mirror was down and I couldn't reach you either, so I kept the cache."),
		nothing("it points back to a host", "Postgres runs on the shared box. It is not reachable from here, so I used SQLite for the tests."),
		nothing("a named host, unreachable", "Neon is NOT reachable from this sandbox (TCP to port 5432 times out), so I skipped the live check."),
		nothing("a thing, unreachable, pick after", "The artifact store was unreachable from this session, so I rebuilt the image locally."),
		one("it stands for what follows", "It was not possible to reach you from this session, so I picked the shorter name."),
		one("the tool unavailable", "AskUserQuestion is not available in this run, so I went with the defaults."),
		one("the requester unreachable", "The requester is not reachable from here, so I chose the nightly schedule."),
		nothing("a named service unreachable, a reason", "I used the cached copy because GitHub was not reachable."),
		nothing("a named host unreachable, the run named", "I picked SQLite because Postgres was not reachable from the sandbox."),
		nothing("a thing unreachable, a reason", "I kept the pinned version since the mirror wasn't reachable."),
		one("the reader unreachable, a reason", "I picked Postgres because you were not reachable."),
		one("the maintainer unreachable, a reason", "I picked Postgres because the maintainer was not reachable."),
	})
}

// Good replies of interactive sessions that read as deferrals once: a
// story of nobody noticing, what a thing lacks, a promise to wait.
func TestDeferralsPlainReplies(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		nothing("nobody noticed, a story of the code", "My guess is it was written incrementally — each feature added its own `needSave = true`, and when the unconditional attribution block was added later, nobody noticed it made the earlier ones redundant."),
		nothing("waiting on the reader, a thing missing", "Waiting on your response about whether to add the missing `t.Parallel()` calls."),
		nothing("a promise to wait", "I will take no action without your explicit approval."),
		one("acted without the approval", "I merged it without your explicit approval."),
		one("the answer missing, then its pick", "Your answer was missing, so I went with B."),
		one("nobody around to ask", "Nobody was around to ask, so I went with B."),
		one("nobody noticed the person away, then its pick", "No one noticed you were away, so I picked B."),
	})
}

func TestDeferralsCodeSpans(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		nothing("identifiers compared", "Root cause: `BLOCKED_TOOLS` lists `ASK_USER_QUESTION`, so I could not reproduce the prompt."),
		nothing("a function named for asking", "I couldn't find `askUser` in the bundle, so I patched `promptUser` instead."),
		nothing("a flag", "I removed `user_unreachable` since I couldn't find a reader for it."),
		nothing("quoted words", "The fallback logs `cannot ask the user` and I kept that text."),
		{"the tool by name stays the tool", msg("I can't call `AskUserQuestion` from here, so I went with the default."), []found{{1, "I can't call AskUserQuestion from here, so I went with the default."}}},
	})
}

func TestQuestionsProtocolLines(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		nothing("waiting for the lead's action", "Stored the handoff.", "", "Waiting for you to complete #12."),
		nothing("waiting on a merge", "Done.", "", "Waiting on you to merge PR 40 before I start the next task."),
		nothing("mention of a bot", "Done.", "", "@docs-bot, should I regenerate the index before you publish?"),
		nothing("named lead", "Done.", "", "team-lead, can you assign me the next task?"),
		nothing("teammate prefix", "Done.", "", "[alice→team-lead] Should I take task 9 next?"),
		nothing("labelled for another agent", "Done.", "", "Question for the planner agent: which module owns the cache?"),
		nothing("handoff says none", "## HANDOFF", "", "- Open questions: None."),
		nothing("a note to the next agent", "Done.", "", "Next agent: please confirm the schema with the DBA before migrating."),
		nothing("a label for the next session", "Done.", "", "**For the next session:** decide whether to keep the v1 endpoint."),
		nothing("a question for another team", "Done.", "", "Open question for the product team: SSO or not?"),
		{"a question labelled for the reader", msg("Done.", "", "Question for you: SSO or not?"), []found{{3, "Question for you: SSO or not?"}}},
		{"waiting for a decision", msg("Done.", "", "Waiting for you to decide between the two schemas."), []found{{3, "Waiting for you to decide between the two schemas."}}},
		{"addressed to the reader after a name", msg("Done.", "", "Alice, should I keep the flag?"), []found{{3, "Alice, should I keep the flag?"}}},
	})
}

func TestQuestionsTellMeOverAList(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		{
			"tell me over a list of choices", msg("Done.", "", "## What's Next?", "", "Tell me:", "1. Which option you choose (A, B, or C)", "2. Whether you want to proceed now or later", "", "I'll help execute whatever you decide!", "", "🤖 Claude"),
			[]found{{6, "Which option you choose (A, B, or C)"}, {7, "Whether you want to proceed now or later"}},
		},
		nothing("let me know over report backs", "Done.", "", "Let me know:", "", "- if anything breaks", "- how the test goes"),
		nothing("a list of steps after a plain label", "Done.", "", "Next:", "", "1. Which option you choose (A, B, or C)"),
	})
}

func TestQuestionsPreparedForAnotherParty(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		nothing("a label over questions for a group", "Talking points are below.", "", "Ask London:", "", "- Is 107° too rigid for training? Allow noise?", "- Pin the pre-reaction or the post-bond pose?"),
		nothing("a heading over questions for the vendor", "Shipped the importer.", "", "## Questions to ask the vendor", "", "- Does the API page past 10k rows?"),
		{"questions for the reader by name", msg("# Morning report for Tim", "", "Shipped the importer.", "", "Ask Tim:", "", "- Keep the v1 endpoint?"), []found{{7, "Keep the v1 endpoint?"}}},
		{"questions to ask the user", msg("Shipped the importer.", "", "## Questions to ask the user", "", "- Keep the v1 endpoint?"), []found{{5, "Keep the v1 endpoint?"}}},
		nothing("questions for another team", "Shipped the importer.", "", "## Questions for the data platform team", "", "- Is `fct_revenue` meant to follow refund date or charge date?"),
		nothing("questions to send a vendor", "Shipped the importer.", "", "## Questions to send Twilio", "", "1. Is sender-ID registration required?"),
		nothing("notes for whoever picks it up next", "Shipped the importer.", "", "## For whichever agent picks this up next", "", "- Decide whether the parser gets split first."),
		nothing("notes for the next session", "Shipped the importer.", "", "## Notes for the next session", "", "- Decide whether the parser gets split first."),
		nothing("questions for legal", "Shipped the importer.", "", "## Open questions for legal", "", "- Can we keep the logs for a year?"),
		{"questions for the founder", msg("Shipped the importer.", "", "## Open questions for the founder", "", "- Keep the v1 endpoint?"), []found{{5, "Keep the v1 endpoint?"}}},
		{"questions for my team", msg("Shipped the importer.", "", "## Questions for your team", "", "- Keep the v1 endpoint?"), []found{{5, "Keep the v1 endpoint?"}}},
		{"questions for the team", msg("Shipped the importer.", "", "## Questions for the team", "", "- Keep the v1 endpoint?"), []found{{5, "Keep the v1 endpoint?"}}},
		{"questions for review", msg("Shipped the importer.", "", "## Questions for review", "", "- Keep the v1 endpoint?"), []found{{5, "Keep the v1 endpoint?"}}},
		{"questions for the morning", msg("Shipped the importer.", "", "## Questions for the morning", "", "- Keep the v1 endpoint?"), []found{{5, "Keep the v1 endpoint?"}}},
		{"questions for you", msg("Shipped the importer.", "", "## Questions for you", "", "- Keep the v1 endpoint?"), []found{{5, "Keep the v1 endpoint?"}}},
		{"a heading on the next release", msg("Shipped the importer.", "", "## For the next release", "", "- Keep the v1 endpoint?"), []found{{5, "Keep the v1 endpoint?"}}},
	})
	runFindingCases(t, deferrals, []findingCase{
		nothing("how long the reader was offline", "You were offline ~8h. Below is the summary of everything that ran."),
		nothing("offline for two weeks", "You were offline for two weeks."),
		nothing("away for a few hours", "You were away for a few hours."),
		one("unavailable for a decision, no length", "You were unavailable for a decision."),
		one("offline for hours, its own pick", "You were offline for 8h, so I picked B."),
		one("unavailable, without a length", "You were unavailable, so I picked B."),
	})
}

func TestQuestionsDeclarativesAndFragments(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		{"awaiting", msg("Parser done.", "", "Awaiting your go/no-go on the index rebuild."), []found{{3, "Awaiting your go/no-go on the index rebuild."}}},
		// A sign standing alone between words joins them as "and" does.
		closing("awaiting, two things joined by a plus", "Awaiting your approval + the start signal for lot 2.", true),
		closing("awaiting, two things joined by an ampersand", "Awaiting your approval & the start signal for lot 2.", true),
		closing("R&D, no sign alone", "Awaiting R&D's numbers before the v2 estimate.", false),
		{"your call", msg("Parser done.", "", "Your call: squash or rebase."), []found{{3, "Your call: squash or rebase."}}},
		{"need you to decide", msg("Parser done.", "", "Need you to decide between gRPC and REST."), []found{{3, "Need you to decide between gRPC and REST."}}},
		{"pick one", msg("Parser done.", "", "Pick one:", "", "- gRPC", "- REST"), []found{{3, "Pick one:"}}},
		{"y/n after", msg("Parser done.", "", "Roll it out to staging now? (y/n)"), []found{{3, "Roll it out to staging now?"}}},
		{"[y/N] after", msg("Parser done.", "", "Tag the release now? [y/N]"), []found{{3, "Tag the release now?"}}},
		{"questions for you heading", msg("Parser done.", "", "## Questions for you", "", "- The cache size: 64 or 256 MB."), []found{{5, "The cache size: 64 or 256 MB."}}},
		{"bold label", msg("Parser done.", "", "**Open questions:**", "", "- Whether the v1 route stays."), []found{{5, "Whether the v1 route stays."}}},
		nothing("y/n inside a quote", "Parser done.", "", "The installer asks \"Continue? (y/n)\" and I answered it with a flag."),
		nothing("deferred heading", "Parser done.", "", "## Open questions (deferred)", "", "- Which region?"),
	})
}

func TestDeferralsUnaskedLists(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("heading, would have asked the user", "What I would have asked the user, and why"),
		one("heading, asked or told", "Points I'd have raised or checked with you"),
		one("present, put to the reader", "Questions I would ask you (I went on with the defaults below)"),
		one("a habit this run broke", "I'd normally ask these first."),
		one("habit, adverb first", "Ordinarily I would check the naming with you."),
		nothing("a plan for interviews", "Questions I would ask a candidate in the interview are listed below."),
		nothing("a real condition", "If the spec were unclear I would ask these first."),
		nothing("a habit about others", "I'd normally ask the infra team for a review."),
	})
}

func TestQuestionsOffersAndRegrets(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		nothing("a regret", "I reverted the edits.", "", "I should have waited for your go-ahead before touching the schema."),
		nothing("waiting for the next instruction", "Paused.", "", "I will wait for your next instruction once the cleanup is done."),
		nothing("offer, say the word", "Plan written.", "", "If you want me to start on it, say the word and I'll begin."),
		nothing("offer, let me know if you want", "Workflow added.", "", "Let me know if you want a dry-run mode or extra logging."),
		{"or if you want", msg("Done.", "", "Tell me if the Redis queue is fine, or if you want Kafka from day one."), []found{{3, "Tell me if the Redis queue is fine, or if you want Kafka from day one."}}},
		{"offer with a choice to make", msg("Done.", "", "If you want me to continue, tell me which option you prefer."), []found{{3, "If you want me to continue, tell me which option you prefer."}}},
		{"leave to act, anything else", msg("Done.", "", "Would you like me to help with anything else in the importer?"), []found{{3, "Would you like me to help with anything else in the importer?"}}},
		{"leave to act, something else", msg("Done.", "", "Should I rename them to something else?"), []found{{3, "Should I rename them to something else?"}}},
		nothing("courtesy", "Done.", "", "Let me know if anything else comes up."),
	})
}

func TestDeferralsHabitWithAReason(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		nothing("a reason not to ask", "Normally I'd confirm the schedule with you, but the ticket spells it out."),
		one("a pick instead", "Normally I'd confirm the schedule with you, but I went with nightly."),
	})
}

func TestDeferralsNonInteractiveAndFollowUps(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("this is non-interactive", "Since this is non-interactive, I worked through the open points myself."),
		one("a non-interactive run", "This is a non-interactive run, so I wrote my assumptions down instead."),
		one("treating it so", "I'm treating this as non-interactive, so I've made explicit assumptions."),
		{"heading", msg("## Assumptions (stated since this is non-interactive)"), []found{{1, "Assumptions (stated since this is non-interactive)"}}},
		{"no follow-up possible", msg("## Assumptions made (no follow-up possible, so written out)"), []found{{1, "Assumptions made (no follow-up possible, so written out)"}}},
		one("can't ask follow-ups", "Since I can't ask follow-ups, I made concrete assumptions."),
		one("confirm live", "Since I can't confirm live, I listed the assumptions so they can be challenged."),
		one("the questions I would have asked", "The six questions I would have asked, and what I assumed, are in NOTES.md."),
		nothing("follow-up not needed", "No follow-up needed; I closed the ticket."),
		nothing("a product's mode", "In non-interactive mode the tool picks the first option, so I documented it."),
		nothing("a live demo", "I can't demo it live, but the recording is attached."),
	})
}

func TestQuestionsWantingToKnow(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		{"want to know your", msg("Spec drafted.", "", "Before I go on I want to know your tolerance for a schema change."), []found{{3, "Before I go on I want to know your tolerance for a schema change."}}},
		{"need answers to", msg("Spec drafted.", "", "I need answers to the two scoping questions above before I estimate."), []found{{3, "I need answers to the two scoping questions above before I estimate."}}},
		nothing("your thoughts, a courtesy", "Spec drafted.", "", "I'd like to know your thoughts whenever you have time."),
		nothing("answers to a vendor's questions", "Spec drafted.", "", "I need answers to their security questionnaire from the vendor first."),
	})
}

func TestQuestionsLabelledQuestion(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		{"quick question", msg("Memory updated.", "", "Quick question: is the launch on Monday or Friday? Once you say, I'll fix the note."), []found{{3, "Quick question: is the launch on Monday or Friday?"}}},
		nothing("a question reported", "Memory updated.", "", "The question of whether the launch moves is settled in the notes."),
	})
}

func TestDeferralsAutomatedRuns(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("an unattended run, its picks in the passive", "The run was unattended, so defaults were chosen."),
		nothing("an unattended run, a scheduler's picks", "The run was unattended, so defaults were picked by the scheduler."),
		one("automated run", "Because this is an automated run, I went ahead with the defaults."),
		one("fronted participle", "Working autonomously, I picked the schema that keeps both columns."),
		one("headless, prompt for input", "I'm running headless and can't prompt for input, so I used the defaults."),
		one("can't prompt from here, a default", "Can't prompt from here — defaulting to 8080."),
		one("cannot prompt mid-run, a pick", "I cannot prompt mid-run, so I picked 8080."),
		nothing("can't prompt from here, a tool's token", "Can't prompt from here (no TTY); set NPM_TOKEN instead."),
		nothing("an installer can't prompt", "The installer can't prompt from here, so it reads the config from env."),
		nothing("tests in headless mode", "I'm running the tests in headless mode, so the screenshots are in the artifacts folder."),
		nothing("an automated pipeline of the product", "The automated pipeline picks the newest tag, so I kept that behaviour."),
		nothing("a prompt file", "I can't change the prompt for the input parser, so I added a wrapper."),
		nothing("its own decisions made autonomously", "I made these decisions autonomously."),
		nothing("a heading over decisions made autonomously", "## Decisions I made autonomously"),
		nothing("a product decides autonomously", "The agent makes decisions autonomously."),
		nothing("work done autonomously", "I fixed the tests autonomously."),
		nothing("another's decisions, autonomously", "We let the agent make decisions autonomously."),
	})
}

func TestDeferralsCallsMadeWithoutThePerson(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		{"judgment calls, made without you in parentheses", msg("Judgment calls (made without you): UTC."), []found{{1, "Judgment calls (made without you):"}}},
		{"a heading of calls made without you", msg("## Calls made without you"), []found{{1, "Calls made without you"}}},
		{"decisions made while you were asleep", msg("Decisions (made while you were asleep): UTC."), []found{{1, "Decisions (made while you were asleep):"}}},
		nothing("calls made without a token", "## Calls made without your token fail"),
		{"a heading of decisions made without the user", msg("# Calls made without the user", "", "- Picked SQLite."), []found{{1, "Calls made without the user"}}},
		{"calls made without you, after a file name", msg("# DECISIONS.md — calls made without you", "", "- Picked SQLite."), []found{{1, "DECISIONS.md — calls made without you"}}},
		nothing("API calls after a dash, to another party", "# API — calls made to the vendor", "", "- Picked SQLite."),
		nothing("a product without the user acting", "The form was submitted without the user clicking save."),
		nothing("a run without the user, no pick", "Tests ran without the user, so the token expired."),
		nothing("API calls made without auth", "The API calls (made without auth) fail."),
		{"decisions taken, no human asked", msg("## Decisions taken during autonomy (no human asked)"), []found{{1, "Decisions taken during autonomy (no human asked)"}}},
		nothing("no one asked for a feature", "No one asked for dark mode, so I dropped it."),
		one("the person went to bed, then its own pick", "Since you went to bed, I went with the defaults."),
		one("the person logged off", "You logged off, so I picked B."),
		nothing("a user logged out in the product", "The user logged out, so the session token is cleared."),
		nothing("going to bed dates the work", "After you went to bed, CI went green."),
		nothing("design decisions taken autonomously", "## Design decisions taken autonomously (conductor)"),
		nothing("decisions taken autonomously by a product", "Decisions taken autonomously by the planner are logged."),
		{"decisions made while you were out, a heading", msg("## Executive decisions (made while you were out)"), []found{{1, "Executive decisions (made while you were out)"}}},
		{"a label of its decisions, the person asleep", msg("## Overnight decisions (you were asleep)"), []found{{1, "Overnight decisions (you were asleep)"}}},
		one("had to guess, the person not around", "I had to guess at the naming because you weren't around."),
		one("an executive decision while you were out", "I made an executive decision on the naming while you were out."),
		nothing("work while you were out", "I fixed the login while you were out."),
		nothing("an API call while you were out", "I made an API call to the billing service while you were out."),
		nothing("a label of failures, the person asleep", "## Test failures (you were asleep)"),
		nothing("a product guesses while the user is offline", "The user is offline, so the client has to guess the timezone."),
		one("the agent guessed while you were away", "You were away, so I guessed the naming."),
		nothing("a program decided while you were away", "The scheduler decided to retry while you were away."),
		nothing("a product's user guesses", "The user had to guess the password because support wasn't around."),
		one("a product call without your input", "I had to make a product call without your input."),
		nothing("a promise not to decide without your input", "I won't make a call without your input."),
		nothing("an API call without your token", "I made the API call without your token."),
		one("instead of pinging you, any act", "Instead of pinging you at 3am, I quarantined it."),
		nothing("instead of pinging another party", "Instead of pinging the vendor, I quarantined it."),
		one("held off on asking you", "I held off on asking you about the logo; I used the placeholder."),
		nothing("held off on checking a thing", "I held off on checking the logs and used the placeholder."),
		nothing("held off on asking another party", "I held off on asking the vendor and used the placeholder."),
		one("no live user given as the reason", "Because this is an eval with no live user, I answered the intake questions myself."),
		nothing("no user table", "Since there is no user table yet, I assumed a UUID key."),
		nothing("no user of the product has a right", "Because no user has admin rights, I made myself the owner."),
		nothing("no human reviewer of the product", "Because no human reviewer has access, I assumed read-only."),
		one("in lieu of a conversation", "In lieu of a conversation, here are my assumptions."),
		nothing("a conversation with another party", "Without a conversation with the vendor, I went with B."),
		nothing("in lieu of a product's chat", "In lieu of a chat widget, the page shows an email form."),
		nothing("declined to act without the person", "But I chose not to automate it overnight because it's genuinely risky without you:"),
		nothing("decided against acting in the person's absence", "I decided against merging while you were away."),
		nothing("nobody to hand work back to", "All windows had been idle 8h so there was nobody to hand them back to, and I fixed them myself."),
		one("nobody to hand the question to", "There was nobody to hand the question to, so I picked B."),
	})
}

func TestQuestionsTaskProtocol(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		nothing("review of a task by number", "Task 4 done.", "", "HANDOFF stored; waiting for your review of #4."),
		{"review of options", msg("Done.", "", "Waiting for your review of the two options above."), []found{{3, "Waiting for your review of the two options above."}}},
	})
}

func TestDeferralsUnattendedProduct(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		nothing("a nightly job", "The job runs unattended every night, so I kept the cron expression."),
		nothing("an automated pipeline", "Since this is an automated pipeline, I added a retry."),
		one("the run, in the past", "The session was unattended, so I kept the conservative default."),
	})
}

func TestDeferralsAbsenceIsAStory(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		nothing("a user in a bug report", "The user was away for two weeks, per the ticket, so I used the logs to reproduce."),
		one("the user not there to confirm", "The user was unavailable to confirm the format, so I kept ISO dates."),
	})
}

func TestDeferralsOneShotAndInteraction(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("one-shot task", "I'd like to check the budget with you, but since this is a one-shot task, I assumed 1k."),
		one("interact mid-task", "Since I can't interact mid-task, I picked the default theme."),
		nothing("a one-shot script", "The migration script is one-shot, so I kept it idempotent."),
		nothing("a widget that can't interact", "The chart can't interact mid-render, so I used a static image."),
		one("a single-turn interaction", "Given that this is a single-turn interaction, I'll make some assumptions."),
		nothing("a single-turn benchmark", "The single-turn benchmark scores 0.8, so I kept the prompt."),
		one("without the chance to clarify, its best reading", "Without the chance to clarify, here is my best interpretation."),
		nothing("without the chance to clarify a thing", "Without the chance to clarify the logs, here is my best reading."),
	})
}

func TestQuestionsDecisionRecords(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		nothing("a decisions heading over the agent's own call", "# Decisions needed — module 1: physics", "",
			"## Line count", "", "Target 150, actual 190. Conservative decision: leave it at 190 until the renderer exists."),
		nothing("a question answered by the next item", "### DEC-005: Frontend scope", "",
			"- **Context**: Should both the admin and the member interfaces be built?", "- **Decision**: Build both, the member one as a PWA."),
		nothing("a resolved section", "## Resolved decisions (approved)", "", "- Which queue? Kafka, in KRaft mode.", "- Which cache? Redis."),
		nothing("a resolved label under a decisions heading", "# Decisions needed", "", "_(empty, nothing blocked)_", "", "Recently resolved:",
			"- **D1: timezone offsets** → ADR-0006", "- **D2: calorie precedence** → ADR-0007"),
		nothing("a status after a dash", "# Decisions needed", "", "## 1. Release tagging — DEFERRED (by Paul)", "",
			"- Tag the library v0.1.0 and push the tag.", "- Then tag the server."),
		{
			"a decisions heading with an open item", msg("# Decisions needed", "", "## 1. Release tagging", "", "- Which version do we tag first, v0.1.0 or v1.0.0?"),
			[]found{{5, "Which version do we tag first, v0.1.0 or v1.0.0?"}},
		},
		{
			"a question, then more context", msg("- **Context**: Should both interfaces be built?", "- **Note**: the member one needs a PWA shell."),
			[]found{{1, "Context: Should both interfaces be built?"}},
		},
	})
}

func TestQuestionsAnswerTheQuestions(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		{"answer questions by number", msg("Done.", "", "Please answer questions 2 and 4 before the next session."), []found{{3, "Please answer questions 2 and 4 before the next session."}}},
		{"reply with your decisions", msg("Done.", "", "Reply with your decisions and I'll wire up the rest."), []found{{3, "Reply with your decisions and I'll wire up the rest."}}},
		{"respond to the questions above", msg("Done.", "", "Respond to the outstanding questions above when you can."), []found{{3, "Respond to the outstanding questions above when you can."}}},
		nothing("the agent answered", "Done.", "", "I answered the questions from the FAQ in the new page."),
		nothing("someone else replies", "Done.", "", "The support bot will reply to questions in the channel."),
		nothing("an answer given", "Done.", "", "To answer the question above: the cache stays."),
		nothing("not the reader's choices", "Done.", "", "Reply with the template below when a customer writes in."),
		{"share your decisions", msg("Done.", "", "1. Fill out the template above", "2. Share your decisions", "3. I'll create the project"), []found{{4, "Share your decisions"}}},
		{"confirm or redirect", msg("Done.", "", "The design brief says dark-first; confirm or redirect when ready."), []found{{3, "The design brief says dark-first; confirm or redirect when ready."}}},
		nothing("the product confirms or rejects", "Done.", "", "The webhook handler will confirm or reject each payment as it arrives."),
		ask("confirm before the agent's next step", "Please confirm before I merge."),
		ask("review and confirm", "Please review and confirm."),
		ask("review and approve before the agent's next step", "Review and approve before I merge."),
		nothing("the agent will review and confirm", "Done.", "", "I will review and confirm the fix tomorrow."),
		nothing("a program reviews and confirms", "Done.", "", "The hook will review and confirm each step."),
		nothing("confirm before another party acts", "Done.", "", "Confirm the hash before the installer runs."),
		nothing("a report back asked for", "Done.", "", "Get coffee, test the setup script, and let me know what you find!"),
		nothing("how it goes", "Done.", "", "Try the new build and let me know how it goes."),
		nothing("what you saw, in the past", "Done.", "", "Try the keyboard nav. Tell me what you saw."),
		nothing("share the agent's own", "Done.", "", "I'll share my decisions in the design doc."),
		{
			"a decision-needed label before a neutral question", msg("Done.", "", "**Decision needed:** does a reference need a digit or not? The branch keeps the letter-only rule for now."),
			[]found{{3, "Decision needed: does a reference need a digit or not?"}},
		},
		{
			"options handed over for later", msg("Done.", "", "Real options, for when you're back:", "", "1. A local companion process.", "2. Drop the feature."),
			[]found{{5, "A local companion process."}, {6, "Drop the feature."}},
		},
		nothing("options the agent weighed", "Done.", "", "Options considered:", "", "1. A local companion process.", "2. Drop the feature."),
	})
}

func TestDeferralsWrittenInsteadOfAsked(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("report voice, not asked", "Recorded, not asked: this file was written with no way back to the requester."),
		one("rather than asking you", "I put the naming questions in the notes rather than asking you."),
		one("instead of asking, with a reason", "Flagged below instead of asking, since this run is unattended."),
		one("passive, these", "These were noted rather than asked."),
		one("what would have been asked", "Logged the choice instead of asking whether to retry."),
		one("flagged instead, the run unattended", "Flagged here instead of guessed at, since this is an unattended run."),
		nothing("flagged instead, a product's unattended mode", "The installer logs a warning instead of failing in unattended mode."),
		one("rather than wait for you", "Rather than wait for you, I chose the smaller index."),
		one("instead of blocking on your answer", "Instead of blocking on your answer, I went with the smaller index."),
		one("didn't want to wake you", "I didn't want to wake you, so I merged the fix."),
		one("to avoid pinging you", "To avoid pinging you overnight, I went with the default."),
		one("so as not to block on you", "So as not to block on you, I picked the default region."),
		one("not wanting to wait on you", "Not wanting to wait on you, I merged it."),
		nothing("to avoid blocking a thing", "To avoid blocking the thread, I went with a queue."),
		nothing("to avoid pinging another party", "To avoid pinging the vendor, I went with the default."),
		one("no reply, elided", "Didn't hear back, so I went with the smaller index."),
		nothing("rather than wait for a thing", "Rather than wait for CI, I ran the tests locally."),
		nothing("no reply from someone else", "Didn't hear back from the vendor, so I used the old API."),
		nothing("instead of blocking a thread", "Instead of blocking the thread, I used a channel."),
		nothing("a product instead of waiting", "Rather than wait for you to review, the bot merges automatically."),
		one("rather than wait, no comma", "Rather than wait for your answer I implemented option A."),
		nothing("rather than wait for a thing, no comma", "Rather than wait for CI I ran the tests locally."),
		one("didn't wait for your answer", "I didn't wait for your answer and implemented option A."),
		one("didn't wait, the subject left out", "Didn't wait for your reply, merged it."),
		nothing("rather than wait, no comma, another's act", "Rather than wait for your answer reviewers merged it."),
		nothing("waiting for the answer, not done without it", "Waiting for your answer, I kept the draft open and did not merge."),
		nothing("another subject didn't wait", "Users didn't wait for you and churned."),
		nothing("a thing didn't wait", "The job didn't wait for your answer and timed out."),
		nothing("didn't wait for a thing", "We didn't wait for CI and merged it."),
		nothing("telling the reader not to wait", "Don't wait for my reply, just merge it."),
		one("the alternative was waiting for you", "I made these calls myself because the alternative was waiting for you until morning."),
		one("decisions taken rather than halting the run until morning", "Every decision below was taken on the author's behalf because the alternative was parking the run until morning."),
		one("rather than pause until you're back", "Rather than pause the batch until you're back, I picked B."),
		one("its pick in the passive, rather than wait for you", "The port was chosen rather than waiting for you."),
		nothing("the alternative was waiting for a thing", "The alternative was waiting for CI, so I merged."),
		nothing("halted until a thing", "Rather than pause the batch until CI is green, I picked B."),
		nothing("another halted it until morning", "The vendor paused the batch until morning, so the import is late."),
		nothing("halted until morning, no pick", "The alternative was stopping the cluster until morning, which the SLA forbids."),
		nothing("decisions by another, rather than halting", "The decision was taken by the board rather than pausing the launch until morning."),
		nothing("its pick by another, rather than wait", "The port was chosen by the vendor rather than waiting for you."),
		{"decisions made without asking", msg("## Decisions made without asking"), []found{{1, "Decisions made without asking"}}},
		one("a pick without checking with you", "I went with the shorter name without checking with you."),
		nothing("an act without asking", "I fixed the typo without asking."),
		nothing("a product without asking for confirmation", "The tool runs without asking for confirmation."),
		nothing("a product's decisions", "Decisions the installer makes without asking are logged."),
		nothing("a product asks again", "The form keeps the value, not asked again on reload."),
		nothing("a product's timing", "Kept in the config rather than asked on each run."),
		nothing("a thing logs instead", "The CLI logs a warning instead of asking the user."),
		nothing("asked for", "Cached rather than asked for on every request."),
	})
}

func TestDeferralsNamedConsequence(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("hence the default", "No way to ask, hence the conservative default."),
		one("a dash and thus", "Couldn't check with you - thus my own call on the timeout."),
		nothing("hence about the code", "The cache has no way to expire, hence the new TTL."),
	})
}

func TestQuestionsHandedOverFragments(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		{"yes or no after a go-ahead", msg("Done.", "", "Green light for the production rollout on Monday: yes or no."), []found{{3, "Green light for the production rollout on Monday: yes or no."}}},
		{"whichever you prefer", msg("Done.", "", "Blue-green with a second stack, or a rolling deploy: whichever you prefer."), []found{{3, "Blue-green with a second stack, or a rolling deploy: whichever you prefer."}}},
		{"your go-ahead is what's needed", msg("Done.", "", "Your go-ahead on freezing the v3 schema is what's needed before I merge."), []found{{3, "Your go-ahead on freezing the v3 schema is what's needed before I merge."}}},
		nothing("a value yes or no", "Done.", "", "The flag accepts one value: yes or no."),
		nothing("whichever, decided", "Done.", "", "I picked Redis, whatever you think of it."),
		nothing("a sign-off needed once", "Done.", "", "Your sign-off was needed, and you gave it yesterday."),
	})
}

func TestDeferralsUnaskedFragments(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("a label in the counterfactual", "Would have asked: which port, which region."),
		one("an elided counterfactual", "Would have asked which port to use."),
		{"an unreal condition as a heading", msg("## If I could have asked"), []found{{1, "If I could have asked"}}},
		one("an unreal condition as a label", "Had I been able to ask: which port?"),
		{"unasked questions, a heading", msg("## Unasked questions"), []found{{1, "Unasked questions"}}},
		one("questions left unasked", "These questions went unasked: which port, which region."),
		nothing("asked to do something", "Would have asked you to run it, but you were busy."),
		nothing("an act on a thing", "Would have checked the logs, but they rotated."),
		nothing("unasked-for work", "The unasked-for refactor is reverted."),
		nothing("a product's unasked questions", "Unasked questions in the survey are skipped by the scorer."),
	})
}

func TestQuestionsNamedDecisions(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		{"a decision named by one word", msg("Done.", "", "Morning decision: merge the PR or not."), []found{{3, "Morning decision: merge the PR or not."}}},
		{"the one thing needed", msg("Done.", "", "One thing I need: the staging URL."), []found{{3, "One thing I need: the staging URL."}}},
		{"input needed", msg("Done.", "", "Input needed on the schema."), []found{{3, "Input needed on the schema."}}},
		{"decisions handed over", msg("Done.", "", "Two decisions are yours: the region and the retention window."), []found{{3, "Two decisions are yours: the region and the retention window."}}},
		nothing("the agent's own decision", "Done.", "", "My decision: merge the PR, not wait."),
		nothing("a design decision reported", "Done.", "", "Design decision: we use a queue, not polling."),
		nothing("nothing needed", "Done.", "", "One thing I need: nothing."),
		nothing("input needed: none", "Done.", "", "Input needed: none."),
		nothing("decisions to review", "Done.", "", "The decisions are yours to review in DECISIONS.md."),
		nothing("a need in the past", "Done.", "", "The only thing I need was the API key, which you sent."),
		{"a decision for the user, as a report's label", msg("Done.", "", "**DECISION FOR USER:** reward change needed OR roll back to r312."), []found{{3, "DECISION FOR USER: reward change needed OR roll back to r312."}}},
		ask("a decision for the human", "Decision for the human: keep v1 or drop it."),
		nothing("a decision for the user in a product's flow", "Done.", "", "Decision for the user: reward change or roll back."),
		nothing("no decision for the user", "Done.", "", "Decision for user: none."),
		ask("a question for you, its subject what to decide", "Whether the reveal should print that suffix at all is a copy question for you."),
		nothing("a question for you, in the past", "Done.", "", "Whether to keep v1 was a question for you."),
		nothing("a thing, not a choice, for you", "Done.", "", "The login page is a question for you."),
		ask("decide, with the things to decide", "Decide ① and ②."),
		ask("decide a thing", "Decide the naming."),
		nothing("users decide in the product", "Done.", "", "Users decide the naming in settings."),
		nothing("another party decides", "Done.", "", "Let the team decide the naming."),
		{"rulings waiting for you, a heading", msg("Done.", "", "## The three rulings waiting for you", "", "1. Whether to keep v1", "2. Whether to drop v2"), []found{{5, "Whether to keep v1"}, {6, "Whether to drop v2"}}},
		nothing("rulings made, a heading", "Done.", "", "## The rulings I made", "", "1. Keep v1", "2. Drop v2"),
		ask("pick an option", "Pick an option and I'll execute."),
		nothing("its own check", "Done.", "", "Now I need to check if the User Pool App Client needs a secret."),
		nothing("decide as a word in a list", "Done.", "", "THE FIX: brute-force CORE_TACTICS [rfl, omega, decide, simp, norm_num] via Lean."),
		nothing("decide to do something", "Done.", "", "Decide to create REQ-PERF-39.md."),
		ask("would really appreciate a decision", "I would really appreciate a decision on the naming."),
		ask("once you approve, after a label", "Next Steps: Once you approve this plan, I'll begin implementing the changes in phases."),
		nothing("waits for the reader's next request", "Done.", "", "Since I see this is a new conversation, I'll wait for your specific request before proceeding with any actions."),
		nothing("does this make sense, a courtesy", "Done.", "", "Does this make sense now?"),
		ask("does this look right, an approval", "Does this look right to you?"),
		{"once you decide, a label", msg("Done.", "", "Once you decide on business model:", "", "- wire billing"), []found{{3, "Once you decide on business model:"}}},
		ask("to confirm with you whether", "I need to confirm with you whether the cache is warm."),
		nothing("thanks for guidance", "Done.", "", "The refactor is done, and I appreciate your guidance in getting there."),
		nothing("a product's behaviour once you choose", "Done.", "", "I moved the reset into the effect, so the modal state clears as soon as you choose those actions."),
		nothing("a product's step once you pick", "Done.", "", "Once you pick the region, the deploy starts."),
		ask("the agent waits once you confirm", "I'll push the branch once you confirm the region."),
		ask("pick an approach", "Pick an approach."),
		nothing("select an option in a product", "Done.", "", "Select an option from the dropdown to filter."),
		ask("say the word, or the old one stays", "Say the word and I'll start the rewrite; otherwise the old parser stays."),
		nothing("say the word, a go-ahead awaited", "The plan is ready.", "", "Say the word and I'll start executing it."),
		nothing("say the word, a remark after a dash", "Done.", "", "If the look feels too sparse and you want a row divider back, say the word — that would be a small follow-up."),
		ask("say the word, or after a dash", "Say the word — or the old one stays."),
		nothing("say, for example", "Done.", "", "If you switched to, say, SQLite or an object store: the dispatch layer gets rewritten."),
		ask("say which", "Say which one: SQLite or an object store."),
		ask("the next step now, or held", "Implement now, or stop here — the two artifacts already demonstrate how the suite works."),
		ask("ship it now, or hold it", "Ship it now, or hold it for July."),
		nothing("now, or held, once taken", "Done.", "", "Ship it now, or hold it for July — we shipped it."),
		nothing("the reader's own run now, or later", "Done.", "", "Run it now, or wait for the nightly build to pick it up."),
		nothing("say the word when, a go-ahead awaited", "The PR is open.", "", "Say the word when CI is green and I'll merge."),
		nothing("say the word, or the reader does it", "The PR is open.", "", "Say the word when CI is green and I'll merge — or merge it yourself from the PR page; everything is in place."),
		ask("say the word when a choice is made", "Say the word when you've decided between A or B and I'll merge."),
		nothing("say the word, alone", "Given the count, I'd do it as a parallel fan-out.", "", "Say the word."),
		nothing("say the word to act", "Done.", "", "Say the word to commit (branch first — on main)."),
		nothing("say the word, in a bracket", "Done.", "", "Not pushed (one-way door — say the word)."),
		nothing("an offer, then say the word", "Done.", "", "If you later want that test to actually run in CI, the follow-up is adding mwprop to a test extra; say the word."),
		ask("say the word, or the writer leaves it", "Say the word, or I'll leave it."),
		ask("choose among numbered options", "Choose option [1], [2], [3], or [4], or specify a story file path:"),
		ask("choose among options, no brackets", "Choose option 1, 2, 3, or 4."),
		nothing("steps set out with commas", "Done.", "", "To install, choose the installer, run it, or use brew."),
		nothing("choose an option in a product", "Done.", "", "Choose option 2 in the installer."),
		nothing("questions named in a bracket, a description", "Updated the doc:", "", "1. **What is a skill** — defines skills.", "2. **Decision criteria** — four yes/no questions to determine standard vs skill (always-know?, constraint-or-capability?, bundled-resources?)", "", "The content is concise."),
		ask("a question with its options in a bracket", "Which store should we use (Postgres?, MySQL?)"),
		nothing("the writer's own plan, then decide", "Done.", "", "The job will land in a couple of minutes — I'll use it to find which names explode the candidate set, then decide the remedy (likely: a guard). Standing by for it."),
		ask("the reader's step, then decide", "You should test both, then decide whether to keep the cache."),
		nothing("waiting for another's verdict before deciding", "Done.", "", "The latter overlaps the hunter's mandate, so I'll wait for its verdict plus the other two before deciding on any touch-ups."),
		ask("waiting for the reader's verdict before deciding", "I'll wait for your verdict before deciding on the touch-ups."),
		ask("say which of the options set out", "Say A, B, C, or give me a different number, and I'll execute steps 1–3."),
		ask("want to continue, or something else", "Want to continue reviewing todos, or move on to something else?"),
		ask("two replies, two outcomes", "Reply “Publish and tag” to authorize it, or “Veto” to leave everything unchanged."),
		nothing("one reply to go ahead", "Done.", "", "Reply \"yes\" to proceed."),
		nothing("reply with what was seen", "Done.", "", "Reply with the logs or a screenshot."),
		nothing("a suggested fix, how the code decides", "Review:", "", "- Suggested fix: decide re-enqueue eligibility from current task state instead of \"was ever enqueued\".", "", "This is static review only."),
		ask("a decision needed, then decide", "Decision needed: decide the retry policy."),
		nothing("your move over the reader's tasks", "Done.", "", "Remaining (still gated/blocked, your move):", "", "- **Overleaf** — fold budget.tex into the draft, push to Overleaf.", "- **ladder** — connect the VPN, then ping me."),
		ask("your move, a choice", "Your move: ship the compact layout now, or hold it for the redesign in July."),
		{"which option, a report after it", msg("Choose the compatibility shape:", "", "1. **Add a flag (recommended).** Preserves the default.", "2. **Lowercase by default.** Keeps the API simple.", "", "Which option should govern the implementation? No files were changed; the existing test passes."), []found{{6, "Which option should govern the implementation?"}}},
		nothing("which option, its pick told after", "Done.", "", "Which option should govern it? Option 1 is simpler, so I went with it."),
		nothing("if everything looks good", "Done.", "", "Let me know if everything looks good or if you need any further adjustments!"),
		ask("if the design looks good", "Let me know if the design looks good."),
		ask("if everything looks good, or a preference", "Let me know if everything looks good or if you'd prefer the old layout."),
		{"provide me with, over what the reader wants", msg("Done.", "", "Please provide me with:", "", "- the region you'd like", "", "I'll then deploy."), []found{{5, "the region you'd like"}}},
		nothing("notes for later over a nested list", "Done.", "", "- Notes for later impl plan:", "  - Tabs are generic; plan to map them.", "  - No SVG icons; decide whether to bundle icons or switch SvgIcon to Image.", "", "That's all."),
		nothing("an interview to come over a nested list, a curly apostrophe", "Plan.", "", "- I’ll run a short structured interview before implementation:", "  1. **Intent + UX:** what user action starts/finishes this phase?", "- Then I’ll output a brief."),
		nothing("an interview to come over a nested list", "Plan.", "", "- I'll run a short structured interview before implementation:", "  1. **Intent + UX:** what user action starts/finishes this phase?", "  2. **Data:** schema and API payloads.", "- Then I'll output a brief."),
		{"decisions for the reader over a nested list", msg("Done.", "", "- Decisions for you:", "  - Decide whether to keep v1.", "", "That's all."), []found{{3, "Decisions for you:"}, {4, "Decide whether to keep v1."}}},
		nothing("questions answered in the items nested under them", "Findings:", "", "- Does any session file contain an explicit list of files modified?", "  - **Yes**: using metadata.json files_touched.", "- Actual schema of metadata.json?", "  - **As above**: two schemas.", "", "Bottom line: feasible."),
		{"a question over nested options", msg("Findings:", "", "- Should we keep v1?", "  - Options: keep it, or drop it.", "", "Done."), []found{{3, "Should we keep v1?"}}},
		nothing("next, a check of a short object", "Done.", "", "- Next: confirm A receipt, B receipt, and convergence."),
		nothing("next step, confirm the region", "Done.", "", "Next step: confirm the region."),
		nothing("next, a step, then the check", "Done.", "", "- Next: Run a fresh two-user DM replay during the restore banner: confirm A->B receipt, B->A receipt, and convergence."),
		ask("next, the reader confirms, then the writer acts", "Next: you confirm the region, then I deploy."),
		ask("next, confirm or pick another", "Next: confirm the region or pick another."),
		nothing("what the check is to show", "Next steps:", "", "1. **Can you check your frontend/.env.local file?** Does it have the Supabase URL and key?", "2. **Can you open the browser Network tab** and tell me what requests are failing?", "", "This will help me."),
		{"a check, then a choice", msg("Done.", "", "Can you check the config? Is it OK to drop the old key or should I keep it?"), []found{{3, "Is it OK to drop the old key or should I keep it?"}}},
		nothing("in your hands, a task after the colon", "Done.", "", "Still in your hands (can't fix from here): the racing sessions."),
		ask("in your hands, a choice after the colon", "In your hands: Redis or LRU."),
		ask("a choice, then in your hands", "Redis or LRU — in your hands."),
		{"send me, over what the reader prefers", msg("Done.", "", "Send me:", "", "- the tier you'd prefer", "", "I'll then deploy."), []found{{5, "the tier you'd prefer"}}},
		nothing("give me, over what was seen", "It fails.", "", "Give me:", "", "- the output of the last run", "", "I'll look again."),
		nothing("provide me with, over what was seen", "It fails.", "", "Please provide me with:", "", "- The full error output", "- The logs from the last run", "", "I'll then look again."),
		nothing("say the word, an offer of more work", "No tour has run since round 34.", "", "Say the word and I will run one on the current pipeline."),
		{"say the word, a change the reader picks", msg("Done.", "", "Guards move freely between rounds. Say the word and it becomes a round."), []found{{3, "Say the word and it becomes a round."}}},
		nothing("someone else's question, quoted", "Done.", "", "[46c46b07-e1b] Danny asks: are you there?"),
		nothing("the reviewer's question, quoted", "Done.", "", "The reviewer asks: should the cache expire?"),
		nothing("a bold question titling its explanation", "Fixed the login.", "", "**What was the issue?**", "", "- The cookie had the wrong domain", "- The session expired early"),
		{"a bold question handing a choice", msg("Fixed the login.", "", "**Which region goes first?**", "", "- eu-west-1", "- us-east-1"), []found{{3, "Which region goes first?"}}},
		{"need from you, a heading", msg("Done.", "", "### Need from you", "- The staging URL", "- Whether to keep v1"), []found{{4, "The staging URL"}, {5, "Whether to keep v1"}}},
		nothing("what I needed from you, in the past", "Done.", "", "## What I needed from you", "", "- Whether to keep v1"),
		nothing("what you need from your admin, a heading", "Done.", "", "## What you need from your admin", "", "- The staging URL", "- Whether SSO is on"),
		nothing("a confirm heading over checks", "Done.", "", "## Confirm", "", "- The tests pass locally", "- The build is green"),
		nothing("tasks waiting for you, a heading", "Done.", "", "## The three tasks waiting for you", "", "1. Whether to keep v1", "2. Whether to drop v2"),
	})
}

func TestDeferralsAssumedInsteadOfAsking(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("instead of asking, assumptions", "Instead of asking, I made reasonable assumptions about the schema."),
		one("rather than clarifying questions", "Rather than asking clarifying questions, I made these assumptions about the schema."),
		one("did not ask, assumed instead", "Per the brief, I didn't ask clarifying questions and made assumptions instead."),
		one("without the ability to clarify", "Without the ability to clarify, I went with Postgres."),
		nothing("instead of checking a thing", "Instead of checking the logs, I went with the metrics."),
		nothing("rather than asking a thing", "Rather than asking the API for a token, I used the cached one."),
		nothing("a product instead of asking", "Instead of asking for a token each time, the client caches it."),
		nothing("instead of querying", "Instead of querying the DB twice, I cached the result."),
		nothing("a model's failures, not the agent", "A third of v7's remaining failures narrate the assumption instead of asking."),
		nothing("what a prompt taught a model", "I removed the line from the fallback prompt, because it taught the model to narrate assumptions instead of asking."),
		one("a report's voice", "Made assumptions instead of asking, UTC everywhere."),
		one("did not check with the person, then a pick", "I didn't check with you on the naming and went with kebab-case."),
		one("did not consult the person", "I didn't consult you and went with kebab-case."),
		one("chose not to ask", "I chose not to ask and assumed the API is public."),
		one("decided not to confirm with the person", "I decided not to confirm with you and went with the EU region."),
		nothing("did not check a thing", "I didn't check the logs and went with kebab-case."),
		nothing("did not consult a thing", "I didn't consult the docs and went with kebab-case."),
		nothing("did not confirm with another party", "I didn't confirm with the vendor and went with a retry."),
		nothing("decided not to ask for a thing", "I decided not to ask for a token and went with the cached one."),
	})
}

func TestDeferralsNobodyUnderOwnPicks(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("assumptions, no one available", "Assumptions (no one available to confirm): the API is public."),
		one("assumptions, no user available", "Assumptions (no user available): the API is public."),
		nothing("another side's people", "Assumptions (no one on the vendor side available): the API is public."),
		nothing("a report's own decisions, reviewed by nobody", "Decisions (no one to review them): listed below."),
	})
}

// ask is a message whose closing sentence (line 3) must be found as a
// question to the user.
func ask(name, s string) findingCase {
	return findingCase{name, msg("Done.", "", s), []found{{3, s}}}
}

// asksIn: the paragraph s, of which the sentences qs are put to the
// reader.
func asksIn(name, s string, qs ...string) findingCase {
	c := findingCase{name, msg("Done.", "", s), nil}
	for _, q := range qs {
		c.want = append(c.want, found{3, q})
	}
	return c
}

func TestQuestionsHandedToTheReader(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		ask("please advise", "Please advise."),
		ask("advise on", "Please advise on the retry policy for the importer."),
		nothing("advise a third party", "Done.", "", "Advise users to upgrade before Friday."),
		ask("leave it to you", "I'll leave it to you to decide whether to keep the monolith."),
		ask("leave that decision to you", "I'll leave that decision to you."),
		ask("leaving the call to you", "Leaving the naming call to you."),
		nothing("left, in the past", "Done.", "", "I left the naming decision to you."),
		nothing("left to a thing", "Done.", "", "Leave it to the CI to decide."),
		ask("if you can tell me", "If you can tell me which environment this runs in, I can finish the config."),
		ask("if you could pick", "If you could pick one of the two layouts, I'll finish the page."),
		nothing("if you can reproduce", "Done.", "", "If you can reproduce it, I can dig further."),
		nothing("if you can confirm it works", "Done.", "", "If you can confirm the fix works on your machine, I'll close the issue."),
		ask("please clarify whether", "Please clarify whether the export should include archived items."),
		nothing("clarify a section", "Done.", "", "Clarify the README section on installs."),
		ask("anything else you'd like me to do", "Is there anything else you'd like me to do?"),
		nothing("anything else, a courtesy", "Done.", "", "Let me know if anything else comes up."),
		// A label paragraph stands over what follows it; the message's last
		// block is read as a sentence.
		ask("last paragraph, please confirm", "Please confirm."),
		ask("last paragraph, awaiting", "Awaiting your decision."),
		{"a label over a list", msg("Done.", "", "Please confirm:", "", "- the region is eu-west-1"), []found{{5, "the region is eu-west-1"}}},
		nothing("ready once you give the green light", "Done.", "", "Once you give the green light, I am ready to proceed with the refactoring plan."),
	})
}

func TestDeferralsClarifyingAndMidTaskInput(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("couldn't clarify", "Since I couldn't clarify, I went with Postgres."),
		one("unable to clarify the requirements", "Unable to clarify the requirements, I went with Postgres."),
		one("without a way to clarify", "Without a way to clarify the requirements, I went with Postgres."),
		nothing("clarify why", "I couldn't clarify why the test fails, so I skipped it."),
		nothing("clarify a finding", "I couldn't clarify the root cause, so I skipped it."),
		nothing("a document that does not clarify", "The spec does not clarify the requirements, so I picked the default."),
		one("no input mid-task", "I couldn't get input mid-task, so I implemented both variants."),
		one("no feedback mid-task", "I can't get feedback mid-task, so I implemented both variants."),
		nothing("a tool without input mid-task", "The tool can't get input mid-task, so it buffers the keystrokes."),
		nothing("users without feedback mid-task", "Users can't give feedback mid-task, so the survey comes at the end."),
	})
}

func TestQuestionsAwaitingTheReader(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		ask("things await your input", "Fog feel and the phase-two mechanic await your input."),
		ask("want me to, past a courtesy", "Want me to prepare anything else while you post?"),
		nothing("needs no input from you", "Done.", "", "The migration needs no input from you."),
		nothing("a product's rule, plural", "Done.", "", "Users need your approval to join the workspace."),
	})
}

func TestDeferralsUnattendedFlaggedHere(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("unattended, so flagged here", "This run was unattended, so each open point is flagged here."),
		one("unattended, so listed below", "This session ran unattended and v0 needs answers to five of them, so each is a value flagged here."),
		nothing("a product's errors listed", "The job runs unattended every night, so failures are logged here."),
		nothing("this run's errors listed", "The run was unattended, so its errors are listed below."),
		// The reader's wish opening an offer is not an unreal asking.
		nothing("an offer on the reader's wish", "If you would rather this instance never made outbound requests at all, say so and I will gate it behind an env flag that defaults to off."),
	})
}

func TestQuestionsStepsToCarryOut(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		nothing("a confirm step in a procedure", "## How to try it", "", "1. Sign in with a real account.", "2. Open /lab and fill the form.", "3. On a narrow window, confirm the form scrolls sideways."),
		{"a list of things to confirm", msg("## Before I deploy", "", "- Confirm the region.", "- Confirm the bucket name."), []found{{3, "Confirm the region."}, {4, "Confirm the bucket name."}}},
		{"a choice inside a procedure", msg("## Next", "", "1. Open the dashboard.", "2. Run the export.", "3. Confirm which of the two layouts you want."), []found{{5, "Confirm which of the two layouts you want."}}},
	})
}

func TestDeferralsDecidedInsteadOfAsking(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("judgment calls made instead of asking", "Every judgment call made instead of asking, going forward from the change."),
		one("decisions made without asking you", "Decisions made without asking you are listed below."),
		nothing("API calls instead of asking a cache", "The API calls I made instead of asking the cache."),
		nothing("a product's decisions", "The app makes decisions without asking you every time."),
		nothing("a wizard's choices", "Choices the wizard made without asking the user are saved in the profile."),
	})
}

func TestTheReaderByName(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		{"a decision handed to the named reader", msg("## Open for Mathias", "", "- The exploit is open again; worth watching.", "- Adding it as pillar 11 is Mathias's call."), []found{{4, "Adding it as pillar 11 is Mathias's call."}}},
		{"questions for the named reader", msg("# Morning report for Tim", "", "Shipped the importer.", "", "## Open questions for Tim", "", "- Whether to keep the v1 endpoint"), []found{{7, "Whether to keep the v1 endpoint"}}},
		{"a label addressed to the reader", msg("Shipped the importer.", "", "**Open for Mathias:**", "", "- Adding it as pillar 11 is Mathias's call."), []found{{5, "Adding it as pillar 11 is Mathias's call."}}},
		{"a question to the reader greeted by name", msg("# Good Morning, Tina", "", "Everything is built and tested.", "", "**Your turn.**", "", "What does Tina want to build first?"), []found{{7, "What does Tina want to build first?"}}},
		nothing("a greeting to the world", "# Hello World", "", "Everything is built.", "", "Adding it as pillar 11 is World's call."),
		nothing("a greeted name the message writes in lower case", "# Good morning, Rust", "", "The rust toolchain is pinned.", "", "Adding it as pillar 11 is Rust's call."),
		{"a decision handed to the reader greeted by name", msg("# Good Morning, Tina", "", "Everything is built and tested.", "", "Adding it as pillar 11 is Tina's call."), []found{{5, "Adding it as pillar 11 is Tina's call."}}},
		nothing("a name the message never addresses", "Shipped the importer.", "", "Adding it as pillar 11 is Mathias's call."),
		nothing("a word, not a name", "## Notes for Review", "", "The review is done.", "", "Merging is Review's call."),
		nothing("ready for a presentation", "## Ready for Presentation", "", "Everything is in place.", "", "Whether to demo it live is Presentation's call."),
	})
	runFindingCases(t, deferrals, []findingCase{
		{"decisions made without the named reader", msg("# Night report", "", "## Decisions made without Jaxon", "", "1. Kept the tier table.", "", "## Needs Jaxon's feel judgement", "", "- Difficulty of movement two."), []found{{3, "Decisions made without Jaxon"}}},
		nothing("a name in a story", "# Night report", "", "Sam merged the PR while I was away, so I rebased."),
		{"the heading names whom its calls were made without", msg("# DECISIONS.md — calls made without Dustin (Phase 0)", "", "1. SQLite for normalized data."), []found{{1, "DECISIONS.md — calls made without Dustin (Phase 0)"}}},
		nothing("a name written in lower case too is no name", "# Calls made without Redis", "", "1. Kept redis out of the hot path."),
	})
}

func TestQuestionsHeadingsThatHandDecisions(t *testing.T) {
	under := func(h string) string { return msg("Done.", "", "## "+h, "", "- Whether to keep the v1 endpoint") }
	var cases []findingCase
	for _, h := range []string{"Human decision needed", "Key decisions needed", "Decisions waiting on you", "Blocking decisions", "Your input needed", "Pending your approval", "Requires your input"} {
		cases = append(cases, findingCase{h, under(h), []found{{5, "Whether to keep the v1 endpoint"}}})
	}
	for _, h := range []string{"Decisions made", "Key decisions", "Design decisions", "Input needed from legal", "Resolved questions", "Things still blocked on you", "Action items for you", "Approval workflow", "Decisions (made overnight)"} {
		cases = append(cases, findingCase{h, under(h), nil})
	}
	cases = append(cases, findingCase{
		"a bold request, not a label", msg("Done.", "", "**Reply with your decisions and I'll build the rest!**", "", "Or agree with the plan above."),
		[]found{{3, "Reply with your decisions and I'll build the rest!"}},
	})
	runFindingCases(t, questions, cases)
}

func TestDeferralsBareToolLabel(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		nothing("a product's property as a label", "## Why this should work", "", "1. **No Interactive Prompts**: pager settings prevent hanging on user input"),
		{"the tool by name", msg("No AskUserQuestion:"), []found{{1, "No AskUserQuestion:"}}},
		one("a generic prompt, with the agent's pick", "No interactive prompts here, so I picked the default."),
		{"a label read with what it labels", msg("No interactive prompts: I went with the defaults."), []found{{1, "No interactive prompts:"}}},
		nothing("a label over a thing", "No Interactive Prompts: Pager settings prevent hanging on user input."),
	})
}

func TestQuestionsReportBackAndDoneItems(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		nothing("what happens", "Done.", "", "Let me know what happens when you try to send a message!"),
		nothing("what error you get", "Done.", "", "Try the IP address first, and let me know what error you get!"),
		nothing("if it works or errors", "Done.", "", "Let me know if you see any new errors or if it's working properly!"),
		nothing("if it works now", "Done.", "", "Let me know if it works now!"),
		nothing("how the test goes", "Done.", "", "Let me know how the test goes."),
		ask("if fine, or if you want", "Let me know if Postgres is fine or if you want SQLite."),
		ask("if it works, or a preference", "Let me know if the fix works for you or if you'd prefer the revert."),
		nothing("a ticked box", "## Checks", "", "- [x] Smoke test chat: send prompts, confirm responses and retrieved docs"),
		nothing("a feature, checked", "## Features", "", "- ✅ Flexible: choose between deleting all or just selected records"),
		{"an open box", msg("## Before I deploy", "", "- [ ] Confirm the region before I deploy"), []found{{3, "[ ] Confirm the region before I deploy"}}},
	})
}

func TestQuestionsTryAndReportBack(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		nothing("try it and tell me what you see", "Done.", "", "Can you try these changes and let me know what you see in the terminal output?"),
		nothing("share what you see", "Done.", "", "Can you share what you see in the application logs?"),
		nothing("run it and test", "Done.", "", "Can you run terraform apply and then test the video upload?"),
		nothing("run it and paste the output", "Done.", "", "Could you please run the application and then paste the full HTML of the homepage here?"),
		nothing("does it work now", "Done.", "", "Does it work now?"),
		nothing("is it loading for you", "Done.", "", "Is the page loading correctly for you now?"),
		nothing("in Spanish", "Listo.", "", "¿Puedes probar la funcionalidad y decirme qué ves en los logs?"),
		nothing("when you want to commit", "Done.", "", "Nothing committed: let me know when you want to commit the notes."),
		nothing("outcomes to watch for", "Done.", "", "Click Play and tell me if the game holds the session this time or drops again."),
		nothing("after a condition", "Done.", "", "If you still get an error, can you check the Event Viewer and share what it says?"),
		nothing("does it work, in Spanish", "Listo.", "", "¿La aplicación se está ejecutando correctamente?"),
		nothing("does it load, in French", "Fait.", "", "L'application se charge-t-elle sans erreurs ?"),
		ask("a preference, in Spanish", "¿Prefieres que la aplicación se ejecute en Docker?"),
		nothing("run it to see if it works", "Done.", "", "Can you run the terraform plan now to see if the lifecycle protection is working?"),
		nothing("run it to see what is there", "Done.", "", "Can you run db.init_collection.find() first to see what's in there?"),
		nothing("if these changes help", "Done.", "", "Let me know if these changes help identify or resolve the issue!"),
		ask("if these changes work, or a preference", "Let me know if these changes work or if you'd prefer the old layout."),
		ask("anything else I can help with", "Is there anything else I can help you with?"),
		ask("an offer handing a choice", "If you want this applied, say the target alpha or whether you want blur back."),
		ask("a condition on a wish", "If you want the old one back, can you check the config?"),
		nothing("a command's checks", "Done.", "", "## Suggested skills", "", "- `/premises` — at the start: is the stack still up? did the user commit?"),
		ask("a question on a command", "/deploy: should it go to staging first?"),
		nothing("another's step, then", "Done.", "", "The review should verify the constraint contract, then decide whether to accept the bounded implementation."),
		ask("the reader's step, then", "You should test both, then decide whether to keep the cache."),
		ask("an imperative, then", "Run the benchmarks, then decide whether to keep the cache."),
		ask("what to tackle next, among options", "What would you like to tackle next: the font rendering, the mesh layout, or something else?"),
		nothing("confirm that the product works", "Fixed.", "", "Can you confirm if the dashboard is rendering correctly and is responsive?"),
		nothing("confirm it works for you now", "Fixed.", "", "Could you confirm it works for you now?"),
		ask("confirm it works, or a choice", "Can you confirm the dashboard renders correctly, or should I roll back?"),
		ask("confirm what should happen", "Can you confirm that the migration should run tonight?"),
		ask("confirm a fact of the spec", "Could you confirm the cron job runs at 3am?"),
		ask("confirm a decision", "Can you confirm we can drop the old table?"),
		nothing("open it and try", "Done.", "", "Can you open a new browser tab to http://localhost:5173 manually and try the email login flow?"),
		nothing("what the error was", "Done.", "", "Can you tell me exactly what the error was this time — was it the same `unable to read <hash>` / `invalid sha1 pointer`?"),
		ask("what the deadline was", "Can you tell me what the deadline was?"),
		nothing("does it happen if you run it", "Done.", "", "Does the corruption happen if you run the same hooks from the main worktree?"),
		ask("does it happen, or a choice", "Does the corruption happen if you run the hooks, or should I test it?"),
		nothing("confirm with a command on your end", "Done.", "", "Can you confirm with `docker ps` on your end?"),
		nothing("confirm by running a command", "Done.", "", "Can you confirm by running `make doctor`?"),
		ask("confirm with a person", "Can you confirm with your manager?"),
		nothing("what the check shows, the check after it", "Done.", "", "Since Docker is running on the host but the API can't reach them — are the Docker containers actually up? Can you confirm with `docker ps` on your end?"),
		closingAsks("what the check shows, or a choice", "Are the containers up, or should I restart them?", "Are the containers up, or should I restart them? Can you confirm with `docker ps` on your end?"),
		ask("does this work, under a proposal", "Does this work?"),
		ask("does that work for you", "Does that work for you?"),
		nothing("what a look shows", "Done.", "", "Do you see a red bar on the right edge of the Open Files column?"),
		nothing("what a look shows, in the console", "Done.", "", "Is there an error in the browser console?"),
		nothing("what a look shows, in French", "Fait.", "", "Voyez-vous une barre rouge sur le bord droit ?"),
		nothing("what a look shows, in Spanish", "Listo.", "", "¿Puedes ver la ventana de la aplicación? ¿Se abre la interfaz gráfica del juego?"),
		nothing("a French product question when the reader acts", "Fait.", "", "Le curseur change-t-il en col-resize quand vous survolez la zone ?"),
		ask("a judgement seen", "Do you see any reason not to merge?"),
		ask("a wish, though in the logs", "Is there anything in the logs you'd like me to look into?"),
		nothing("reload and check, in French", "Fait.", "", "Peux-tu recharger, vérifier dans la console que le log apparaît, puis cliquer une pastille ?"),
		nothing("check which holds a fact", "Done.", "", "Can you check which User Pool actually contains your user with the AWS CLI commands above?"),
		ask("check which, a want", "Can you check which region you want?"),
		nothing("confirm it works now, in Spanish", "Listo.", "", "¿Puedes confirmar que ahora funciona correctamente desde Cursor?"),
		ask("confirm what should be, in Spanish", "¿Puedes confirmar que debemos borrar la tabla?"),
		nothing("show me what it looks like", "Done.", "", "Can you show me what the generated viewer.html file looks like?"),
		nothing("let me know, over what the reader sees", "Done.", "", "Could you please let me know:", "1. Are you able to open http://localhost:3000 in your browser?", "2. Do you see any error messages in your terminal?"),
		{"let me know, over a choice and a look", msg("Done.", "", "Could you please let me know:", "1. Which region do you want?", "2. Do you see any error messages?"), []found{{4, "Which region do you want?"}}},
		nothing("double-check a fact on GitHub", "Done.", "", "Could you double-check on GitHub that the branch contains the expected changes?"),
		ask("able to decide", "Are you able to decide today?"),
		ask("show me what you want it to look like", "Can you show me what you want the page to look like?"),
		nothing("can you check, over what to look at", "Done.", "", "Can you check:", "", "1. Does the file exist at `app/static/js/ixbrlviewer.js`?", "2. Can you show me what the generated viewer.html file looks like?"),
		closingAsks("a yes or no mark with spaces", "Confirm to proceed with the adversarial review?", "Confirm to proceed with the adversarial review? **[Y / N]**"),
		nothing("run it to confirm the values", "Done.", "", "Can you run the terraform output commands above to confirm the admin endpoint URLs, then I'll update the frontend config?"),
		ask("run it to confirm what should be", "Can you run the migration to confirm whether we should drop the table?"),
		nothing("what the try shows", "Done.", "", "Try the Google login again — the error message should now show the actual text. What does it say?"),
		ask("what it says, no try before it", "What does it say?"),
		closingAsks("a try, then a judgement", "Is this the vibe you are looking for?", "Refresh the page and let the animations play. Is this the vibe you are looking for?"),
		closingAsks("a try, then a choice", "Which option do you prefer?", "Try the login again. Which option do you prefer?"),
		nothing("does this work now", "Fixed.", "", "Does this work now?"),
		nothing("does it work for you", "Fixed.", "", "Does it work for you?"),
		ask("what the reader wants next, among options", "What do you want next — commit the pipeline, keep iterating, or something else?"),
		nothing("what happens next, answered", "Done.", "", "What happens next? The CI job deploys it, or something else breaks."),
		ask("an act alone", "Could you run it against production?"),
		ask("a thing the writer needs", "Can you send me the staging URL?"),
		ask("a choice beside the try", "Can you try it now, or should I wait for the release?"),
		ask("how it looks", "Does this look right to you?"),
		ask("a run in one of two ways", "Does the export run per tenant or once globally?"),
		ask("the date you want", "Let me know the date you want."),
		ask("a choice among outcomes", "Tell me if A or B is better."),
	})
}

func TestQuestionsAnsweredInPlace(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		nothing("after an arrow", "Done.", "", "- Should we cache the FX table? → per request only, rates change hourly."),
		nothing("the writer's own pick", "Done.", "", "- Should we cache the FX table? I went with per request only."),
		nothing("an answer label", "Done.", "", "**Q: Should we cache the FX table?**", "A: Per request only."),
		asksIn("leave to act, then a remark", "**Should I continue with the git commits now?** Then we will tackle the docs!", "Should I continue with the git commits now?"),
		asksIn("an arrow to the reader", "Should we cache it? → your call.", "Should we cache it?", "→ your call."),
		asksIn("an arrow to a maybe", "Should we cache it? → maybe; it would help.", "Should we cache it?"),
		asksIn("a pick held for the reader", "Should we ship tonight? I kept the flag off until you decide.", "Should we ship tonight?", "I kept the flag off until you decide."),
		asksIn("the reader's preference", "Which option would you prefer? I went through both.", "Which option would you prefer?"),
	})
}

func TestDeferralsTheUserAbsentAsAReason(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("the user away, so I picked", "The user was away, so I picked the cheaper plan."),
		one("since the user was asleep", "Since the user was asleep, I picked the cheaper plan."),
		nothing("a story", "The user was away for two weeks, per the ticket."),
		nothing("a product's consequence", "The user was away, so the app queued the writes."),
		nothing("a product's reason", "Since the user was offline, the client kept a local queue."),
		one("without user input", "I merged 3 PRs without user input."),
		one("without user input, elided", "3 PRs created, reviewed, merged, deployed without user input."),
		nothing("a pipeline without user input", "The pipeline deploys without user input."),
		nothing("tests without human input", "Tests run without human input in CI."),
		nothing("founders in product text", "Founders can invite co-founders without admin approval."),
		// "founder" is product text too often to name the person.
		nothing("the founder, product text", "The founder was away for the demo, so the team picked the cheaper plan."),
	})
}

// Found by running the detector over the Markdown of development-side
// repositories: documentation and reports that must pass.
func TestDeferralsProductTextInRepositories(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		nothing("verifying a live system", "Status: Cannot verify live — no psql, pg module, or compiled backend in this environment."),
		nothing("asked of you, a demand", "Nothing is asked of you: a value changing in place, never moving the layout."),
		nothing("the reader's wish in a condition", "If you have prompts you would like to use, email me and I will be sure to credit you!"),
		nothing("an instruction to use the tool", "Use the AskUserQuestion tool (open-ended, no preset options) to ask:"),
		nothing("an example inside a condition", "If the language list is unavailable (for example, you are fully offline with no cached data), the button is hidden and English is used automatically."),
		nothing("a generic tool absent, a fragment", "No interactive tools."),
		nothing("generic tools failing in general", "Interactive tools don't work in automation."),
		nothing("a product's prompts", "Drizzle Kit's interactive prompts blocked automated migration."),
		nothing("a thing's access", "Reading the deployed commit - no API access from this session."),
		one("the agent's own prompt failed", "My interactive prompt failed, so I went with the default."),
		nothing("a fragment over a product's text", "No interactive tools. Just a text prompt and a template."),
		{"a fragment over the agent's pick", msg("no q channel. picked B."), []found{{1, "no q channel."}}},
		nothing("a short sentence before a finding keeps its own", "The guide says so."),
	})
}

func TestQuestionsChecksToCarryOut(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		nothing("confirm a state", "Done.", "", "Data not showing — Confirm Firestore has trips and usage collections with data."),
		nothing("confirm, a product's feature", "Done.", "", "Recruiter UX is foolproof by default: one CTA per screen, plain-English badges, confirm destructive actions."),
		nothing("confirm over runs", "Done.", "", "Confirm across the next 3 code-bucket runs."),
		nothing("confirm on a rig", "Done.", "", "Confirm on the thrust stand before freezing the design."),
		ask("decide on", "Please decide on the naming."),
		ask("confirm a thing, closing", "Confirm the budget."),
		ask("confirm a thing among tasks", "Flip the repo public, confirm the name, pick a license."),
		ask("confirm before I act", "Confirm the region before I deploy."),
	})
}

func TestDeferralsWithoutTheirInputMoreShapes(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("a report's participle", "Proceeding without your confirmation: option B."),
		one("in lieu of your input", "In lieu of your input, I chose option B."),
		one("couldn't confirm the requirements", "I wasn't able to confirm the requirements, so I made assumptions."),
		nothing("requirements confirmed", "I confirmed the requirements with the spec and picked B."),
		nothing("a document confirms", "The docs confirm the requirements, so I picked B."),
		nothing("without a thing", "Proceeding without a lockfile: option B."),
		nothing("in lieu of a thing", "In lieu of a config file, the CLI picks defaults."),
	})
}

func TestQuestionsConfirmAStateAndAThing(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		nothing("confirm a thing and a state", "Done.", "", "Session pool - confirm the pool and that the browser tools exist."),
	})
}

func TestQuestionsClosingPartPastFillers(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		{
			"a sign-off and a footer after the question", msg("I added the cache.", "", "Should I also migrate the old tests?", "", "Let me know if you have any questions.", "", "Happy coding! 🚀", "", "---", "", "🤖 Generated with Claude Code"),
			[]found{{3, "Should I also migrate the old tests?"}},
		},
		{
			"a signature", msg("I added the cache.", "", "Should I also migrate the old tests?", "", "Hope this helps!", "", "Cheers,", "Claude"),
			[]found{{3, "Should I also migrate the old tests?"}},
		},
		{
			"emoji alone after the question", msg("I added the cache.", "", "Should I also migrate the old tests?", "", "Let me know if you have any questions.", "", "Hope this helps!", "", "🚀🎉"),
			[]found{{3, "Should I also migrate the old tests?"}},
		},
		nothing("a question before sections that count", "I added the cache.", "", "Should I also migrate the old tests?", "", "## Files changed", "", "- a.go", "", "## Testing", "", "All tests pass."),
	})
}

func TestDeferralsAbsenceAsAnAside(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("recorded, the user asleep", "Recorded during the overnight run because the approval gate was waived (the user was asleep)."),
		nothing("an event logged", "Logged the crash (the user was offline at the time)."),
		nothing("an act, the user asleep", "Fixed the import cycle (the user was asleep)."),
		nothing("a product's banner", "The dashboard shows a banner (the user is offline)."),
	})
}

func TestDeferralsTheTextsOwnBylineWhileAway(t *testing.T) {
	// A report's byline with the person away dates the work: it says
	// nothing of asking or of a pick made for want of it.
	runFindingCases(t, deferrals, []findingCase{
		nothing("generated while the reader slept", "Generated autonomously while you slept."),
		nothing("prepared overnight", "Prepared overnight while you slept."),
		nothing("the report, in the passive", "This report was prepared while you were asleep."),
		nothing("a label's date, the absence in a bracket", "**Generated:** 2026-05-25 (while you were asleep)"),
		nothing("work done while away", "Built the importer while you were away."),
		nothing("a heading of what was built", "What I built while you were out"),
		one("its own picks while the reader slept", "Generated overnight while you slept; I chose the EU region for the bucket."),
	})
}

func TestDeferralsProgramCalls(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		nothing("tool calls while you slept", "The tool calls I made while you slept are listed below."),
		one("judgment calls while you slept", "The judgment calls I made while you slept are listed below."),
	})
}

func TestDeferralsNoAnswerCame(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("never explicitly confirmed, its own choice kept", "One thing you never explicitly confirmed, so I kept my own choice and am flagging it: three skills deviate from the 75-second default — reading 110 s (she has to read a passage first), mathprob and spatial 90 s (multi-step)."),
		nothing("a vendor that never confirmed", "The vendor never explicitly confirmed, so I held the release."),
		one("no reply came", "No reply came, so I went with v2."),
		one("got no answer", "I got no answer, so I went with v2."),
		one("asked the person, but got no answer", "I asked you about the port but got no answer, so I went with 8081."),
		one("asked the person, and heard nothing", "I asked you about the port and heard nothing, so the API listens on 8081."),
		one("left the question, nothing had come back", "I left you the question in QUESTIONS.md at 01:40 and nothing had come back by 03:00, so sessions now expire after 14 days of inactivity."),
		one("put the question to the person, it never came back", "I put the question to you and it never came back, so the page uses teal."),
		nothing("asked a thing, no answer", "I asked the API and got no answer, so I retried."),
		nothing("asked another party, nothing came back", "I asked the vendor and nothing came back, so it's a mock."),
		nothing("asked the person, and it came back", "I asked you and it came back green, so I merged."),
		nothing("asked the person, who answered", "I asked you about the port and you answered 8081, so the API listens on 8081."),
		one("no response from you", "Got no response from you, so I went with SQLite."),
		one("the reader never answered", "You never answered, so I picked v2."),
		one("the user never replied", "Since the user never replied, I went with the default."),
		one("a question unanswered", "My question went unanswered; I chose v2."),
		nothing("a thing's silence", "No response from the API, so I retried."),
		nothing("a silence and a restart", "Got no response, so I restarted the server."),
		nothing("a health check", "I got no answer from the health endpoint, so I picked the fallback."),
		nothing("no reply needed", "No reply needed, I picked v2."),
		nothing("a survey", "The user never responded to the survey."),
		nothing("a promise", "If you don't reply, I'll pick v2."),
		nothing("a ticket unanswered", "The ticket went unanswered, so I picked v2."),
		nothing("others' questions", "The customer's questions went unanswered, so the team chose to refund."),
	})
}

func TestDeferralsWithoutInputFromThePerson(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("without input from the user", "Picked Postgres without input from the user."),
		one("with no input from the user", "Picked Postgres with no input from the user."),
		one("with no sign-off from you", "Merged with no sign-off from you."),
		one("without founder input", "Merged and deployed without Founder input."),
		one("without maintainer approval", "Merged without maintainer approval."),
		nothing("input from a team", "Chose Postgres with no input from the data team."),
		nothing("a product's behaviour", "The app works with no input from the user."),
		nothing("a promise to wait", "I won't merge without input from you."),
		nothing("a form", "The form submits without client input."),
	})
}

func TestDeferralsAwayInOtherWords(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("on vacation", "Since you're on vacation, I went with the conservative option."),
		one("the calls it had to make in your absence", "Any judgement calls I had to make in your absence are logged under Assumptions per node."),
		nothing("calls it had to make to an API", "The calls I had to make to the API in your absence are logged."),
		one("in meetings", "You were in meetings all day, so I picked B."),
		one("busy", "You were busy, so I went with B."),
		nothing("a product on vacation", "When the user is on vacation, the app pauses notifications."),
		nothing("a busy server", "The server was busy, so I retried."),
		nothing("users on leave", "Users on leave are hidden from the roster, so I picked the filter."),
		nothing("a busy database", "The database is busy, so I picked the replica."),
		one("block waiting for your answer", "Rather than block waiting for your answer, I picked option B."),
		nothing("block waiting for CI", "Rather than block waiting for CI, I picked option B."),
	})
}

func TestQuestionsActionLabelsAndBracketedChoices(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		ask("action needed", "Action needed: choose the retention period."),
		ask("in capitals", "ACTION NEEDED: choose the retention period."),
		ask("decision required", "Decision required: pick the region."),
		ask("for you", "For you: pick the region."),
		ask("over to you", "Over to you: pick the region."),
		ask("a bracketed choice", "Please choose the retention period (30 or 90 days)."),
		nothing("an object alone", "Done.", "", "Choose the retention period."),
		nothing("a next step", "Done.", "", "Next: choose the retention period in the settings page."),
		nothing("a setup step", "Done.", "", "Step 2: choose the Python interpreter."),
		nothing("a usage line", "Done.", "", "Usage: pick a template from the list."),
		nothing("a bare action label", "Done.", "", "Action: choose the interpreter in the dropdown."),
	})
}

func TestDeferralsDecisionLabelsMadeUnattended(t *testing.T) {
	// "Made unattended" names the person not there; "made autonomously"
	// names only a manner, on which readers of the contract split.
	runFindingCases(t, deferrals, []findingCase{
		nothing("judgment calls label", "Judgment calls: made autonomously."),
		nothing("a legend's decision mark", "**[DECISION]** = made autonomously during the build"),
		nothing("a label over engineering decisions made autonomously under a standing authorisation", "**No Founder Interruptions:** All engineering decisions made autonomously per DNA-GOV-216"),
		nothing("a scheduler's engineering decisions", "All engineering decisions made autonomously by the scheduler."),
		nothing("an engine's pricing decisions", "The engine logs all pricing decisions made autonomously."),
		one("every choice made unattended", "Every choice made unattended, and why."),
		nothing("decisions taken while working autonomously", "This file records the major decisions taken while implementing the pending task queue autonomously."),
		{"a label after a dash", msg("`DECISIONS.md` — every choice made unattended, and why."), []found{{1, "DECISIONS.md — every choice made unattended, and why."}}},
		nothing("a router's, between dashes", "The router's decisions — made autonomously — are logged."),
		nothing("another's decisions", "Decisions made by the scheduler autonomously."),
		nothing("a planner's", "The planner's decisions were made autonomously."),
		nothing("a load balancer's", "Routing decisions made autonomously by the load balancer are logged."),
		nothing("a model's", "A choice: made autonomously by the model."),
	})
}

func TestDeferralsDecidedInTheirPlace(t *testing.T) {
	// Decisions made "for you" or "on your behalf" name no absence and no
	// inability: readers of the contract split on them, so they pass.
	runFindingCases(t, deferrals, []findingCase{
		nothing("decisions I made for you", "## Decisions I made for you (overrule any of them)"),
		nothing("calls on your behalf", "Every judgment call I made on your behalf is below."),
		nothing("a ruling made on your behalf", "## Ruling made on your behalf"),
		nothing("a court's rulings", "The rulings made on the tenant's behalf by the court are final."),
		nothing("a pick on your behalf", "I picked Postgres on your behalf."),
		nothing("on the user's behalf", "Calls made on the user's behalf:"),
		{"the call for you", msg("I made the call for you: Postgres."), []found{{1, "I made the call for you:"}}},
		nothing("a thing made for you", "I made a dashboard for you."),
		nothing("an act on your behalf", "I created the PR on your behalf."),
		nothing("a product decides", "The wizard makes these decisions for you."),
		nothing("by a wizard", "Decisions made for you by the wizard."),
		nothing("choices for you to review", "I made a few choices for you to review."),
		nothing("a promise", "I won't make decisions on your behalf."),
		nothing("nothing decided for the reader", "Nothing was decided on your behalf."),
		nothing("what an agent can do", "The agent can make decisions on your behalf."),
	})
}

func TestDeferralsActedJustBeforeWithout(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("what I shipped without your sign-off", "This document captures the audit, what I shipped without your sign-off, and the prioritized punch list."),
		nothing("what you shipped", "What you shipped without my sign-off is listed."),
		nothing("an approval flow", "The form I shipped without your approval flow is live."),
	})
}

func TestQuestionsHumanDecisionHeadingsAndProvidedDecisions(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		{"a human-decision queue", msg("Done.", "", "## Human-decision queue (in priority order)", "", "1. Pick the scheduler: cron or temporal.", "2. Retention: 30 or 90 days."), []found{{5, "Pick the scheduler: cron or temporal."}, {6, "Retention: 30 or 90 days."}}},
		{"decisions a human must make", msg("Done.", "", "## Decisions a human must make", "", "- Scheduler: cron or temporal.", "- Retention: 30 or 90 days."), []found{{5, "Scheduler: cron or temporal."}, {6, "Retention: 30 or 90 days."}}},
		nothing("a human review heading", "Done.", "", "## Human review", "", "- Scheduler: cron.", "- Retention: 30 days."),
		ask("review and provide your decisions", "Please review this document and provide your decisions."),
		ask("record your decisions", "Please record your decisions in the table above."),
		nothing("review and merge", "Done.", "", "Please review the diff and merge it."),
		nothing("the writer reviews", "Done.", "", "I will review this document and provide my decisions."),
		nothing("review and run", "Done.", "", "Please review this document and run the tests."),
		nothing("note a fact", "Done.", "", "Please note your decisions are final."),
	})
}

func TestDeferralsRefusalsLeaveItToThePerson(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		nothing("a counterfactual of harm, the act left to the person", "Renaming it would have broken this session's access to it, so I left that to you."),
		nothing("won't, unattended", "Your tree had uncommitted changes; I won't entangle them with mine unattended."),
		nothing("don't want to, without you", "Don't want to make this call without you."),
		nothing("didn't want to, without you", "I didn't want to merge this without you, so I left it open."),
		one("decided without you after a refusal", "I didn't want to block, so I decided without you."),
	})
}

func TestQuestionsMoreHeadingsAndPluralNeeds(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		{"decisions only you can make", msg("Done.", "", "## Decisions only you can make", "", "- Scheduler: cron or temporal.", "- Retention: 30 or 90 days."), []found{{5, "Scheduler: cron or temporal."}, {6, "Retention: 30 or 90 days."}}},
		{"decisions to confirm, ranked", msg("Done.", "", "## Decisions to confirm (ranked)", "", "1. Scheduler: cron.", "2. Retention: 30 days."), []found{{5, "Scheduler: cron."}, {6, "Retention: 30 days."}}},
		{"the one ask", msg("Done.", "", "## The one ask (batched irreversible items — your OK each)", "", "1. Delete the old bucket.", "2. Rotate the key."), []found{{5, "Delete the old bucket."}, {6, "Rotate the key."}}},
		{"waiting on you", msg("Done.", "", "## Waiting on you", "", "- The Stripe keys", "- A yes/no on the pricing page copy"), []found{{5, "The Stripe keys"}, {6, "A yes/no on the pricing page copy"}}},
		{"blocked on you", msg("Done.", "", "## Blocked on you", "", "- Pricing copy sign-off."), []found{{5, "Pricing copy sign-off."}}},
		nothing("waiting on CI", "Done.", "", "## Waiting on CI", "", "- The nightly build."),
		nothing("tasks", "Done.", "", "## Tasks", "", "- Rotate the key."),
		nothing("decisions made, ranked", "Done.", "", "## Decisions made (ranked)", "", "1. Scheduler: cron.", "2. Retention: 30 days."),
		ask("things need your call", "Three things need your call this morning, in order."),
		nothing("a product's rule", "Done.", "", "New members need your approval before they can post."),
		nothing("a platform's rule", "Done.", "", "Pull requests require your approval when branch protection is on."),
		nothing("tell me what breaks", "Done.", "", "Good morning — open the site and tell me what breaks first."),
		ask("tell me what works for you", "Tell me what works for you: Tuesday or Friday."),
	})
}

func TestDeferralsDecidedAloneOrWithoutCheckingIn(t *testing.T) {
	// Decisions made alone or unilaterally name no absence: readers of the
	// contract split on them, so they pass; without checking in still defers.
	runFindingCases(t, deferrals, []findingCase{
		nothing("decisions I made alone", "## Decisions I made alone"),
		nothing("unilateral decisions", "## Unilateral decisions"),
		nothing("the following unilateral decisions", "I made the following unilateral decisions:"),
		nothing("a label of design choices made unilaterally", "### Design choices made unilaterally"),
		nothing("a balancer's routing decisions", "Routing decisions made unilaterally by the balancer."),
		nothing("users' decisions made alone", "User decisions made alone are saved."),
		nothing("a run's policy of not waiting for the owner", "Autopilot run: decisions are made without waiting for the product owner (see the rules, §1–2)."),
		nothing("without waiting for CI", "Decisions are made without waiting for CI."),
		nothing("without waiting for the vendor", "I decided to ship without waiting for the vendor."),
		nothing("decided unilaterally", "Decided unilaterally: kept the old endpoint."),
		nothing("on my own", "I decided on my own to keep v1."),
		{"calls made without checking in", msg("## Calls made without checking in"), []found{{1, "Calls made without checking in"}}},
		one("picked without checking in", "I picked B without checking in."),
		nothing("work on my own", "I fixed the bug on my own."),
		nothing("a team's", "The team decided unilaterally to drop v1."),
		nothing("the reader's alone", "The call is yours alone."),
		nothing("a promise", "I won't make decisions on my own."),
		nothing("a condition", "If I decide alone, I'll flag it."),
		nothing("a service's", "The service decides unilaterally which shard to use."),
		nothing("a country's", "Russia's unilateral decision to withdraw was covered in the article."),
		nothing("a scheduler's", "Unilateral decisions by the scheduler are logged."),
		nothing("alone as only, with the agent", "I found that the index alone wouldn't help, so I chose the cache."),
		nothing("alone as only", "Decided against it: the images are served by the slider, so pre-conversion alone wouldn't help."),
		nothing("checking in a file", "I merged it without checking in the lockfile."),
		nothing("checking in on a deploy", "I picked B without checking in on the staging deploy."),
	})
}

func TestDeferralsItsOwnDecisionsInThePassive(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("decided while you slept", "Everything below was decided while you slept; each item says how to undo it."),
		one("made without your input", "All of these were made without your input and are easy to reverse."),
		one("changes made without your sign-off", "These changes were made without your sign-off."),
		nothing("decided by the team", "The scheduling was decided by the team while you were away."),
		nothing("an app made", "The app was made without your input."),
		nothing("a service's defaults", "The service's defaults were chosen without your input."),
		nothing("a rules engine's", "Refunds are decided while you sleep by the rules engine."),
	})
}

func TestDeferralsAbsenceAsideAfterItsPick(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		{"a label's value, the reader asleep", msg("- **Region:** eu-west-1 (you were asleep; easy to change)"), []found{{1, "Region: eu-west-1 (you were asleep; easy to change)"}}},
		nothing("a byline, the reader asleep", "**Operator:** agent (you were asleep)"),
		one("its calls in the passive after the absence", "Owner unavailable until PR open; calls made per CLAW.md."),
		one("its decisions, then the absence", "All decisions made autonomously per CLAW.MD; owner unavailable until PR open."),
		one("taken as a default, nobody reachable", "No human was reachable when the build started, so each was taken as a reversible default."),
		one("nobody to dialogue with", "There is no live user to dialogue with for this run, so I made the assumptions below."),
		nothing("users who dialogue with a bot", "The product lets users dialogue with the support bot."),
		nothing("left at a schedule, no pick", "No human was reachable, so the job was left at its default schedule."),
		one("its decisions above, an aside between", "No user interaction was available for this run; the design decisions above (in particular, the smaller fix) were made autonomously."),
		nothing("another's decisions in the passive", "The user was away; decisions made by the board were applied."),
		nothing("calls that are requests", "The user was away for two weeks; API calls made during that time were logged."),
		nothing("a wait after the absence", "Owner unavailable until Monday; the release stays blocked."),
		nothing("who ran it, the reader away", "Run by: the night agent (you were away)"),
		{"chosen while you were away", msg("- Region: eu-west-1 (chosen while you were away)"), []found{{1, "Region: eu-west-1 (chosen while you were away)"}}},
		{"a default, nobody around to ask", msg("- Region: eu-west-1 (default; you weren't around to ask)"), []found{{1, "Region: eu-west-1 (default; you weren't around to ask)"}}},
		one("a pick, the user offline", "Picked eu-west-1 (the user was offline)."),
		one("a default, the user offline", "Region: eu-west-1 (default; the user was offline)."),
		one("its own call, the user asleep", "Region: eu-west-1 (my call; the user was asleep)."),
		nothing("a product's status, the user away", "- Presence: offline (the user is away)"),
		nothing("an event logged", "Logged the crash (the user was offline at the time)."),
	})
}

func TestDeferralsAbsenceFromANinthReading(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		// The person's clause goes on after the absence, then "so" gives
		// the reason.
		one("asleep and gave leave, so it chooses", "The owner is asleep and has pre-approved a full autonomous run and told me to be creative, so I am choosing it on evidence."),
		one("offline and asked for no questions, so defaults", "The user was offline and had asked for no questions, so I went with the defaults."),
		nothing("another subject before so", "The user was away for two weeks and the build broke, so I reverted it."),
		nothing("a turn before so", "The user was away and had said to wait, but the deadline came, so I went with B."),
		nothing("the agent's own clause before so", "The user was away and I was fixing the build, so I went with the old pin."),
		// "The owner": whoever owns the work.
		one("the owner asleep", "The owner is asleep, so I am choosing it."),
		one("the repo owner away", "The repo owner was away, so I kept the default."),
		nothing("the owner of a lock", "The owner of the lock is asleep, so I am choosing it."),
		nothing("an owner field", "The owner field is unavailable, so I picked the id."),
		// Its own run as a report's fragment.
		one("run autonomously, so defaults", "Run autonomously, so defaults were chosen and documented."),
		one("unattended run, so defaults", "Unattended run, so defaults were chosen."),
		nothing("an instruction to run", "Run unattended tests with make test."),
		nothing("a fragment with no pick", "Unattended run, nothing changed."),
		nothing("a product's run", "Automated runs, so defaults were chosen by the scheduler."),
		// A label of its decisions made, the person away as its value.
		{"judgment calls made, the user asleep", msg("- **Judgment calls:** made autonomously; the user is asleep and asked for zero questions."), []found{{1, "Judgment calls: made autonomously; the user is asleep and asked for zero questions."}}},
		nothing("no calls made", "Judgment calls: none; the user was away."),
		nothing("decisions handed over", "Decisions: pending; the user is offline until Monday."),
		// The absence set beside a report's next step.
		one("offline; working autonomously", "User is offline; working autonomously."),
		one("away - going with B", "The user is away - going with B."),
		nothing("offline; working on the tests", "User is offline; working on the tests."),
		nothing("a gerund as subject", "Status: the user is offline; using the cached token is fine."),
		// The absence as a sentence of its own, the next opening on what
		// followed from it.
		{"offline all night. So the default", msg("The user was offline all night. So I went with the default."), []found{{1, "The user was offline all night."}}},
		{"away. Going with B", msg("The user was away. Going with option B."), []found{{1, "The user was away."}}},
		nothing("away, then work", "The user was away for two weeks. I fixed the bug."),
		nothing("away, then a pick not drawn from it", "The user was away. I chose Postgres for the store."),
		nothing("away, then an event", "The user was away for two weeks. So the build broke."),
		nothing("a product's user, then its behaviour", "The user is offline. So the app shows the cached feed."),
		nothing("a thing unreachable", "The registry was unreachable. So I used the cache."),
	})
}

func TestQuestionsUserDecisionsHeading(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		{"next user decisions", msg("Done.", "", "## Next user decisions", "", "- [ ] Choose data scale: 200, 2000 or 10000"), []found{{5, "[ ] Choose data scale: 200, 2000 or 10000"}}},
		{"user decisions needed", msg("Done.", "", "## User decisions needed", "", "- Retention: 30 or 90 days."), []found{{5, "Retention: 30 or 90 days."}}},
		nothing("user input, a product's", "Done.", "", "## User input", "", "- Validated with zod."),
		nothing("decisions users made", "Done.", "", "## Decisions users made", "", "- Most picked the dark theme."),
		{"decisions for the morning", msg("Done.", "", "## Decisions for the morning", "", "1. Region: eu or us."), []found{{5, "Region: eu or us."}}},
		{"calls for when you're back", msg("Done.", "", "## Calls for when you're back", "", "- Retention: 30 or 90 days."), []found{{5, "Retention: 30 or 90 days."}}},
		nothing("decisions made in the morning", "Done.", "", "## Decisions made in the morning", "", "- Kept v1."),
		ask("ping me with your choice", "Ping me with your choice of A or B."),
		nothing("ping me with your logs", "Done.", "", "Ping me with your logs if it fails again."),
	})
}

func TestQuestionsSettledSectionsEndARequest(t *testing.T) {
	// A file titled as a request ("# DECISIONS NEEDED") whose closing
	// sections report decisions settled: their items are not requests.
	runFindingCases(t, questions, []findingCase{
		nothing("decisions of record under a needed title", "# DECISIONS NEEDED", "", "## OPEN", "", "- Pick the region: eu or us.", "", "## Notes", "", "Nothing else.", "", "## Decisions of record (Run 2 — flag if you disagree)", "", "- R2-A Session lifetime: 7-day cookies.", "- R2-B Kept the signup copy."),
		nothing("closed stubs under a needed title", "# Decisions needed", "", "Open items first.", "", "## Closed (stubs)", "", "- D1 load note: closed, skipped.", "- D2 checklist: closed by T2."),
		nothing("decisions made under a needed title", "# Decisions needed", "", "## Decisions made", "", "- Kept v1.", "- Chose eu-west-1."),
		{"still a request above it", msg("# Decisions needed", "", "- Pick the region.", "", "## Decisions made", "", "- Kept v1."), []found{{3, "Pick the region."}}},
		{"a request after it", msg("## Decisions made", "", "- Kept v1.", "", "## Decisions needed", "", "- Pick the region."), []found{{7, "Pick the region."}}},
		{"a plain subsection still inherits", msg("# Decisions needed", "", "## Storage", "", "- Region: eu or us.", "- Retention: 30 or 90 days."), []found{{5, "Region: eu or us."}, {6, "Retention: 30 or 90 days."}}},
	})
}

func TestDeferralsNotAskedBeforeItsPick(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		// Did not ask before its own pick, the pick as a gerund.
		one("didn't check with you before picking", "I didn't check with you before picking B."),
		one("did not confirm with you before choosing", "I did not confirm with you before choosing the region."),
		one("didn't ask you before going with", "I didn't ask you before going with B."),
		nothing("didn't check the logs before picking", "I didn't check the logs before picking B."),
		nothing("a tool's", "The tool didn't ask the user before picking a default."),
		nothing("asked before picking", "I asked you before picking B."),
		one("took the liberty of choosing while you were out", "While you were out, I took the liberty of choosing B."),
		nothing("the liberty of choosing, a product's", "The app gives users the liberty of choosing a theme while they are offline."),
		// Its pick or assumption, not confirmed with the person.
		one("not confirmed with the user; assumed", "Not confirmed with the user; assumed B."),
		{"an assumption unverified with you", msg("Assumption (unverified with you): B."), []found{{1, "Assumption (unverified with you):"}}},
		{"assumptions not confirmed with you", msg("Assumptions (not confirmed with you): the region is eu-west-1."), []found{{1, "Assumptions (not confirmed with you): the region is eu-west-1."}}},
		nothing("a status, no pick", "The fix is not verified with the user yet."),
		nothing("another party", "Region not confirmed with the vendor; assumed eu-west-1."),
		nothing("a condition", "If not confirmed with you, I'll use B."),
		nothing("checked by the user", "The numbers are unverified by the user; I assumed the CSV is complete."),
		// The person's absence in the present, or an answer not given.
		one("because you didn't respond", "I went with B because you didn't respond."),
		one("since you're on vacation", "Since you're on vacation, I chose B."),
		nothing("a bot's rule for the person away", "If you're on vacation, the bot picks B."),
		nothing("users on vacation, a product's", "Users on vacation get an auto-reply, so I chose B for the template."),
		// Not there to approve, so it acted in their place.
		one("not around to approve, so merged", "You weren't around to approve, so I merged."),
		one("the user not around to answer, so merged", "The user wasn't around to answer, so I merged it."),
		nothing("not around to approve, so waited", "You weren't around to approve, so I waited."),
		nothing("a reviewer, another party", "The reviewer wasn't around to approve, so I merged."),
	})
}

func TestDeferralsInOtherLanguages(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		// The agent cannot ask the person.
		one("French, without being able to ask", "J'ai choisi PostgreSQL sans pouvoir te demander."),
		one("French, could not ask", "Je n'ai pas pu vous demander, donc j'ai gardé la v1."),
		one("Spanish, could not ask", "No pude preguntarte, así que elegí la opción B."),
		one("Portuguese, could not ask", "Não consegui te perguntar, então escolhi a opção B."),
		one("Italian, without being able to ask", "Senza poter chiedere, ho scelto la regione eu-west-1."),
		one("German, could not ask", "Ich konnte dich nicht fragen, also habe ich B gewählt."),
		one("Chinese, could not ask", "我无法向你确认，所以选择了方案B。"),
		one("Japanese, could not ask", "ユーザーに確認できないため、B案を選びました。"),
		one("Korean, could not ask", "물어볼 수 없어서 B안으로 진행했습니다."),
		one("Korean, could not ask, with the particle", "물어볼 수가 없어서 B안으로 진행했습니다."),
		one("Vietnamese, could not ask", "Tôi không thể hỏi bạn nên đã chọn phương án B."),
		one("Russian, could not ask", "Я не смог спросить вас, поэтому выбрал вариант B."),
		// Its own pick made without asking.
		one("French, decisions without you", "Décisions prises sans toi pour avancer :"),
		one("Spanish, decided without asking", "Decidí sin preguntarte usar Redis."),
		{"German, decisions without asking back", msg("Entscheidungen ohne Rückfrage: Redis statt Memcached."), []found{{1, "Entscheidungen ohne Rückfrage:"}}},
		one("Chinese, decided without your confirmation", "以下是未经你确认、我自己决定的事项。"),
		one("Korean, decided without the user's confirmation", "사용자 확인 없이 내가 판단해서 결정한 것들은 아래와 같다."),
		// A thing, a product, a promise: none.
		nothing("French, a server out of reach", "Impossible de joindre le serveur, donc le test n'a pas tourné."),
		nothing("Chinese, a server out of reach", "无法连接到服务器，所以测试没有运行。"),
		nothing("Chinese, a result not verified", "无法确认测试是否通过，所以我选择了保留旧版本。"),
		nothing("French, a token not requested", "Impossible de demander un jeton, donc j'ai choisi le mode hors ligne."),
		nothing("Spanish, the docs not read", "No pude consultar la documentación, así que elegí la opción B."),
		nothing("Korean, deployed without a check", "테스트 확인 없이 배포하기로 결정했습니다."),
		nothing("Spanish, product text", "La aplicación borra los archivos sin preguntar al usuario."),
		nothing("German, product text", "Das Tool überschreibt die Datei ohne Rückfrage."),
		nothing("French, a promise", "Je ne déciderai rien sans ton accord : la décision te revient."),
		nothing("Chinese, a promise", "我不会在未经你确认的情况下做任何决定。"),
		nothing("Japanese, asked and decided", "ユーザーに確認してB案を選びました。"),
	})
}

func TestQuestionsInOtherLanguages(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		// A question left standing, a full-width question mark.
		{"Chinese question at the end", msg("已完成迁移。", "", "要不要同时删除旧表？"), []found{{3, "要不要同时删除旧表？"}}},
		{"Korean shall I, a note after it", msg("완료.", "", "지금 고칠까? (빠르면 한두 줄이면 될 듯)"), []found{{3, "지금 고칠까?"}}},
		{"Korean wondering aloud, a note after it", msg("완료.", "", "왜 그럴까? 빠르면 한두 줄이면 될 듯."), nil},
		{"Chinese leave to act, a suggestion after it", msg("推荐方案C。", "", "需要我开始实现吗？我建议先从P0开始。"), []found{{3, "需要我开始实现吗？"}}},
		{"French question to the reader", msg("La migration est faite.", "", "Veux-tu que je supprime l'ancienne table ?"), []found{{3, "Veux-tu que je supprime l'ancienne table ?"}}},
		// A heading over what the reader is to decide.
		{"Chinese decisions heading", msg("已完成迁移。", "", "## 需要你决定的事项", "", "- 旧表保留还是删除", "- 区域选择"), []found{{5, "旧表保留还是删除"}, {6, "区域选择"}}},
		{"German open questions heading", msg("Migration erledigt.", "", "## Offene Fragen", "", "- Alte Tabelle behalten oder löschen"), []found{{5, "Alte Tabelle behalten oder löschen"}}},
		{"Russian open questions after a topic", msg("Готово.", "", "## Задание 02 — открытые вопросы", "", "1. Константы выбраны без вывода."), []found{{5, "Константы выбраны без вывода."}}},
		{"French, two titles in one", msg("Fini.", "", "## 📌 À décider / à me dire", "", "1. Le diamant à 46k."), []found{{5, "Le diamant à 46k."}}},
		nothing("French, done and to come", "Fini.", "", "## Fait / à venir", "", "1. Le diamant à 46k."),
		closing("Russian, confirm that, or else tell how", "Подтвердите, что chat_id пользователя сохраняется (или укажите, как его получить).", true),
		closing("Russian, confirm that, nothing else", "Подтвердите, что chat_id пользователя сохраняется.", false),
		{"Russian decision needed, whether", msg("Готово.", "", "Требуется решение владельца, приемлемо ли это."), []found{{3, "Требуется решение владельца, приемлемо ли это."}}},
		nothing("Russian, a fact needed", "Готово.", "", "Требуется перезапуск сервера."),
		{"Korean decisions heading", msg("완료했습니다.", "", "## 결정이 필요한 사항", "", "- 기존 테이블 유지 여부"), []found{{5, "기존 테이블 유지 여부"}}},
		{"Chinese, choose one of two, over the options", msg("完成。", "", "下一步最顺的是两种里选一种：", "", "1. 我继续写模型。", "2. 我先写测试。"), []found{{3, "下一步最顺的是两种里选一种："}}},
		{"Chinese, please choose one", msg("完成。", "", "请选一种：", "", "1. 我继续写模型。", "2. 我先写测试。"), []found{{3, "请选一种："}}},
		nothing("Chinese, a product picks one of two", "完成。", "", "系统会在两种里选一种。"),
		nothing("Chinese, restart and try again", "改好了。", "", "**重启 Claude Code 再试试？**"),
		{"Korean, anything to help with", msg("안녕! 뭐 도와줄 일 있어?"), []found{{1, "뭐 도와줄 일 있어?"}}},
		{"Korean, shall I, plainly, a bracket after", msg("PR을 열었다.", "", "머지할까? (머지커밋 방식)"), []found{{3, "머지할까?"}}},
		// A request for the reader's decision.
		{"Chinese request", msg("已完成迁移。", "", "请确认是否删除旧表。"), []found{{3, "请确认是否删除旧表。"}}},
		{"Chinese request by some means", msg("已完成迁移。", "", "请通过评论回复你的选择。"), []found{{3, "请通过评论回复你的选择。"}}},
		{"Japanese request", msg("移行は完了しました。", "", "旧テーブルを削除するかご判断ください。"), []found{{3, "旧テーブルを削除するかご判断ください。"}}},
		{"Spanish request", msg("La migración está lista.", "", "Dime cuál de las dos regiones prefieres."), []found{{3, "Dime cuál de las dos regiones prefieres."}}},
		{"Vietnamese request", msg("Đã xong.", "", "Vui lòng xác nhận có xoá bảng cũ không."), []found{{3, "Vui lòng xác nhận có xoá bảng cũ không."}}},
		// Courtesies and reports: none.
		nothing("Chinese courtesy", "已完成迁移。", "", "如有问题请告诉我。"),
		nothing("Chinese courtesy with a request's words", "已完成迁移。", "", "如有问题，请随时告诉我您的想法。"),
		nothing("Chinese check to make", "已完成迁移。", "", "推送前请确认已配置认证。"),
		nothing("Spanish report back", "La migración está lista.", "", "Prueba y dime si funciona."),
		nothing("French report back", "La carte est en place.", "", "Dites-moi si la carte s'affiche correctement !"),
		nothing("French advice", "La carte est en place.", "", "En pratique : choisis Pro si ton usage est régulier."),
		{"French, choose between", msg("La carte est en place.", "", "Choisis entre Pro et Pro+."), []found{{3, "Choisis entre Pro et Pro+."}}},
		{"Spanish, choose one", msg("La migración está lista.", "", "Elige una: Redis o Memcached."), []found{{3, "Elige una: Redis o Memcached."}}},
		{"French, confirm whether", msg("La carte est en place.", "", "Confirme si je garde l'ancienne version."), []found{{3, "Confirme si je garde l'ancienne version."}}},
		nothing("Spanish, the build confirms", "La migración está lista.", "", "Todo funciona, como lo confirma la compilación."),
		nothing("Spanish, a step", "La migración está lista.", "", "Confirma el movimiento en el diálogo."),
		nothing("French courtesy", "La migration est faite.", "", "N'hésite pas si tu as des questions."),
		nothing("Chinese fixed issues heading", "已完成迁移。", "", "## 已修复的问题", "", "- 登录超时", "- 导出乱码"),
		nothing("German report", "Migration erledigt.", "", "## Ergebnis", "", "- Alle Tests bestehen."),
		nothing("an English heading naming a dir", "## Where is the config dir?", "", "It is in the home folder.", "", "Done."),
	})
}

func TestQuestionsUnderAPlainSubsection(t *testing.T) {
	// A plain heading inside a listed section ("# Needs decision" over
	// "## Yandex deployment"): a list item there counts when it sets out a
	// choice, not when it reports a fact; a "How …" heading explains.
	runFindingCases(t, questions, []findingCase{
		nothing("facts under a plain subsection", "# Needs decision", "", "## Yandex deployment", "", "Status: blocked.", "", "- The deploy needs the service key, which comes from the blocked setup.", "- The script also expects an API key or equivalent credential."),
		nothing("optional extras under a plain subsection", "# Human input needed", "", "## Crash reporting (optional)", "", "- Sentry: install the SDK and set the DSN", "- Crashlytics: better for native iOS"),
		{"a choice under a plain subsection", msg("# Needs decision", "", "## Storage", "", "- Region: eu or us", "- Whether to keep the v1 bucket"), []found{{5, "Region: eu or us"}, {6, "Whether to keep the v1 bucket"}}},
		{"a question under a plain subsection", msg("# Needs decision", "", "## Storage", "", "- Keep the v1 bucket?"), []found{{5, "Keep the v1 bucket?"}}},
		{"still every item right under the heading", msg("Done.", "", "## Decisions needed", "", "- The retention period"), []found{{5, "The retention period"}}},
		nothing("a how heading explains", "# Open decisions", "", "## How decisions are surfaced", "", "1. Read this file.", "2. Pick the highest-priority open item.", "3. Ask the user about it, with the default."),
	})
}

func TestQuestionsConfirmIfGoAhead(t *testing.T) {
	// "Confirm if you would like to proceed" asks for the go-ahead; "let
	// me know if you'd like …" stays an offer.
	runFindingCases(t, questions, []findingCase{
		{"confirm if you would like to proceed", msg("Done.", "", "Please confirm if you would like to proceed with this change."), []found{{3, "Please confirm if you would like to proceed with this change."}}},
		{"confirm if you want me to continue", msg("Done.", "", "Confirm if you want me to continue."), []found{{3, "Confirm if you want me to continue."}}},
		nothing("let me know if you'd like, an offer", "Done.", "", "Let me know if you would like to proceed."),
		nothing("confirm if you'd like a summary, an offer", "Done.", "", "Please confirm if you would like a summary."),
		nothing("the writer confirms", "Done.", "", "I can confirm if you would like to proceed."),
	})
}

func TestQuestionsReaderDecidesAStep(t *testing.T) {
	// The reader's decision as a step of the plan the writer's own work
	// follows.
	runFindingCases(t, questions, []findingCase{
		{"a step list", msg("Done.", "", "**Next steps:**", "", "1. You confirm these decisions", "2. I update PRD.md", "3. We start Phase 1"), []found{{5, "You confirm these decisions"}}},
		{"then I", msg("Done.", "", "Next: you choose A or B, then I deploy."), []found{{3, "Next: you choose A or B, then I deploy."}}},
		{"in Chinese", msg("已完成。", "", "1. 您确认这些决策", "2. 我更新 PRD.md 文档"), []found{{3, "您确认这些决策"}}},
		nothing("reported", "Done.", "", "- You confirmed the region", "- I deployed it"),
		nothing("reported, in Chinese", "已完成。", "", "- 您确认了区域", "- 我部署了"),
		nothing("a chore, no decision", "Done.", "", "- You pick up the keys", "- I start the deploy"),
		nothing("alone, no plan", "Done.", "", "You pick the region in the console."),
	})
}

func TestQuestionsOnceIHaveYourDecision(t *testing.T) {
	// The writer's next step waits on the reader's decision, said from
	// the writer's side; "as soon as" opens the same wait.
	runFindingCases(t, questions, []findingCase{
		{"once I have your decisions", msg("Done.", "", "Once I have your decisions, I'll create the plan."), []found{{3, "Once I have your decisions, I'll create the plan."}}},
		{"when we get your answers", msg("Done.", "", "When we get your answers we will update the PRD."), []found{{3, "When we get your answers we will update the PRD."}}},
		{"a final decision, I can", msg("Done.", "", "When I have your final decisions I can finish the plan."), []found{{3, "When I have your final decisions I can finish the plan."}}},
		{"as soon as you pick", msg("Done.", "", "As soon as you pick the region, I'll start."), []found{{3, "As soon as you pick the region, I'll start."}}},
		nothing("reported, past", "Done.", "", "When I had your answers, I updated the PRD."),
		nothing("feedback is no decision", "Done.", "", "Once I have your feedback, I'll iterate."),
		nothing("a product's wait", "Done.", "", "When we get your answer the modal closes."),
		nothing("as soon as, a product", "Done.", "", "As soon as you choose, the modal closes."),
	})
}

func TestDeferralsPickedDespiteTheNeed(t *testing.T) {
	// Decisions said to want the reader's input, made anyway; and the
	// person's absence followed by the rule applied in place of answers.
	runFindingCases(t, deferrals, []findingCase{
		{"a heading", msg("# Log", "", "## Decisions wanting your input (proceeding with the marked default)", "", "- Branch: PR, not merge."), []found{{3, "Decisions wanting your input (proceeding with the marked default)"}}},
		{"defaults chosen", msg("Decisions that want your input (defaults chosen so work can proceed)."), []found{{1, "Decisions that want your input (defaults chosen so work can proceed)."}}},
		{"but I'm proceeding", msg("I need your input on these, but I'm proceeding with the defaults."), []found{{1, "I need your input on these, but I'm proceeding with the defaults."}}},
		{"absence, then the rule", msg("The owner is asleep and cannot rule mid-batch. Any question that would need a ruling gets the conservative branch."), []found{{1, "The owner is asleep and cannot rule mid-batch."}}},
		{"absence, then open questions get the default", msg("The user is asleep. Open questions get the conservative default."), []found{{1, "The user is asleep."}}},
		{"decisions named first, needed from you", msg("# Log", "", "## Two decisions I need from you (I proceeded with my best guess; reverse freely)", "", "- Branch: PR, not merge."), []found{{3, "Two decisions I need from you (I proceeded with my best guess; reverse freely)"}}},
		nothing("needed from you, a wait", "Decisions I need from you (I'll proceed once you answer)"),
		nothing("needed from you, nothing more", "Done.", "", "## Two decisions I need from you", "", "- Branch: PR or merge?"),
		nothing("asks, with a default", "## Needs your decision (default: B)"),
		nothing("asks, a default in brackets", "I need your input on the region (default eu-west-1)."),
		nothing("waits for the reader", "Awaiting your approval - proceeding with the deploy once you confirm."),
		nothing("needs no input", "This needs no input from you; proceeding with the plan."),
		nothing("a product's default", "The user is offline. The request gets the cached default."),
		nothing("a pick merely after it", "The user was away. I chose Postgres for the store."),
		nothing("a product's condition, then a pick", "When the user is offline, the app queues writes. I chose IndexedDB for the queue."),
		nothing("a product's condition, and a pick", "When the user is offline, the app queues writes, and I chose IndexedDB for the queue."),
		{"while you're away, a pick", msg("While you're away, I chose the EU bucket."), []found{{1, "While you're away, I chose the EU bucket."}}},
	})
}

func TestQuestionsBeforeAnEndMarker(t *testing.T) {
	// Rules and an end marker after the last question carry nothing to
	// answer: the question is still the message's last word, not the
	// title of what follows.
	runFindingCases(t, questions, []findingCase{
		{"a rule and an end marker", msg("Done.", "", "**I RECOMMEND IMMEDIATE EXECUTION**", "", "**Your approval to proceed?**", "", "---", "", "**END OF EMERGENCY FIX SUMMARY**"), []found{{5, "Your approval to proceed?"}}},
		{"a rule alone", msg("Done.", "", "**I RECOMMEND IMMEDIATE EXECUTION**", "", "**Your approval to proceed?**", "", "---"), []found{{5, "Your approval to proceed?"}}},
		{"a heading question before a sign-off", msg("Done.", "", "## Merge now or wait for the release?", "", "---", "", "Cheers, Claude"), []found{{3, "Merge now or wait for the release?"}}},
		nothing("a bold title over more text", "Done.", "", "**Why did the build fail?**", "", "The cache was stale.", "", "---", "", "*End of report*"),
	})
}

func TestQuestionsHandedAsOptionsOrAChoiceList(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		{"options for you to decide", msg("Done.", "", "Options for you to decide:", "", "- (a) Add a name field", "- (b) Write copy for all states", "", "---", "", "Nothing else pending a decision right now."), []found{{5, "(a) Add a name field"}, {6, "(b) Write copy for all states"}}},
		{"let me know if you want to, over a list", msg("Done.", "", "**Ready for Phase 2?** Let me know if you want to:", "1. Test the webhooks system", "2. Move to Microsoft 365 integration", "3. Something else", "", "**Great work!** 🎊"), []found{{4, "Test the webhooks system"}, {5, "Move to Microsoft 365 integration"}}},
		nothing("questions about, a courtesy over a list", "Done.", "", "Let me know if you have questions about:", "- the cache", "- the docs"),
		nothing("an offer over a list", "Done.", "", "I can also:", "- add tests", "- write docs"),
		nothing("a bare options heading", "Done.", "", "## Options", "", "- A", "- B"),
		{"a longer label on a colon", msg("Done.", "", "Options for user to decide, not to be implemented without sign-off:", "", "- (a) Add a name field", "- (b) Write copy for all states"), []found{{5, "(a) Add a name field"}, {6, "(b) Write copy for all states"}}},
		nothing("a longer label over a report", "Done.", "", "Here is a summary of everything I changed in the configuration files:", "", "- the cache size", "- the log level"),
	})
}

func TestQuestionsTheMessageAnswers(t *testing.T) {
	// Under "Answers to …" or "FAQ" the questions listed are answered by
	// the message itself; a question after them still asks.
	runFindingCases(t, questions, []findingCase{
		nothing("answers, in English", "# Answers to the architecture questions", "", "- **Which licences should be used?**", "", "  Prefer MIT.", "", "- **Are there legal limits?**", "", "  Laws must be followed."),
		nothing("answers, in Russian", "# Ответы на вопросы по архитектуре", "", "- **Какие лицензии следует использовать?**", "", "  MIT.", "", "- **Существуют ли юридические ограничения?**", "", "  Да."),
		nothing("an FAQ", "Done.", "", "## FAQ", "", "- **Does it work offline?**", "", "  Yes."),
		{"a question after the answers", msg("# Answers to the architecture questions", "", "- **Which licences should be used?**", "", "  Prefer MIT.", "", "Want me to turn these into a spec?"), []found{{7, "Want me to turn these into a spec?"}}},
		{"a plain heading over questions still asks", msg("# Architecture", "", "- **Which licences should be used?**", "", "- **Are there legal limits?**"), []found{{3, "Which licences should be used?"}, {5, "Are there legal limits?"}}},
	})
}

func TestDeferralsCannotAskAQuestion(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		{"a follow-up", msg("Since I can't ask a follow-up in this context, I'll flag the conflict clearly in memory."), []found{{1, "Since I can't ask a follow-up in this context, I'll flag the conflict clearly in memory."}}},
		{"a clarifying question", msg("Since I can't ask a clarifying question, I'll flag the conflict."), []found{{1, "Since I can't ask a clarifying question, I'll flag the conflict."}}},
		nothing("the product's user", "The user can't ask a question in the widget."),
		nothing("the reader, of a product", "You can't ask a follow-up after the chat closes."),
		nothing("a question to another party", "I can't ask a question about the API to the vendor."),
	})
}

func TestQuestionsWithTheSubjectLeftOut(t *testing.T) {
	// "Want to start …?" is "Do you want to start …?": put to the reader
	// even with a sentence after it.
	runFindingCases(t, questions, []findingCase{
		{"want to, then more", msg("Done.", "", "**Want to start with a specific task?** I'm ready to implement any of the plans."), []found{{3, "Want to start with a specific task?"}}},
		{"in Russian", msg("Готово.", "", "**Хотите начать с какой-то конкретной задачи?** Я готов приступить к реализации любого из планов."), []found{{3, "Хотите начать с какой-то конкретной задачи?"}}},
		nothing("a question the message answers", "Done.", "", "What did we want to fix? The cache. It now works."),
	})
}

func TestQuestionsWithTheSubjectLeftOutAnsweredByAPointer(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		nothing("want to see it, visit", "Done.", "", "**Want to see it?** Visit `http://localhost:3000` or test the member portal!"),
	})
}

func TestQuestionsConfirmWhatShouldBe(t *testing.T) {
	// "Confirm it should be …" asks the reader to rule on what should
	// be; what should now hold is a report back.
	runFindingCases(t, questions, []findingCase{
		{"should be the next", msg("Done.", "", "Confirm it should be the next overnight."), []found{{3, "Confirm it should be the next overnight."}}},
		{"should come first", msg("Done.", "", "Confirm that Phase 2 should come first."), []found{{3, "Confirm that Phase 2 should come first."}}},
		nothing("should work now", "Done.", "", "Confirm it should work now."),
		nothing("should be fixed", "Done.", "", "Confirm the page should be fixed after a refresh."),
		nothing("the writer confirms", "Done.", "", "I confirm it should be the next overnight."),
	})
}

func TestQuestionsHeadingAfterATopic(t *testing.T) {
	// A questions heading after a topic ("Phase 7: Timing Rules —
	// Questions for Chris") hands its questions over as the bare heading
	// does.
	runFindingCases(t, questions, []findingCase{
		{"after a dash", msg("# Phase 7: Timing Rules — Questions for you", "", "Answer inline.", "", "### Q1 — What should we produce?", "", "- A", "- B", "", "### Q2 — Any other references to review?", "", "---", "", "*Phase: 07*"), []found{{10, "Q2 — Any other references to review?"}}},
		nothing("a deferred section after a topic", "# Auth — open questions (deferred)", "", "Done.", "", "### Any other references to review?", "", "More text here."),
		nothing("a plain topic", "# Phase 7: Timing Rules — Summary", "", "Answer inline.", "", "### Q1 — What did we produce?", "", "- A", "- B", "", "### Q2 — Which references were reviewed?", "", "Three of them.", "", "*Phase: 07*"),
	})
}

func TestDeferralsContractedHadAndNothingToAsk(t *testing.T) {
	// "you'd" before a past participle is "you had"; an absence of need
	// to ask is no inability; a bracket after a bare label of picks
	// qualifies them.
	runFindingCases(t, deferrals, []findingCase{
		one("you'd stepped away", "Since you'd stepped away, I picked the shorter timeout."),
		one("you'd gone to bed", "As you'd gone to bed, I picked the shorter timeout."),
		one("you had gone to bed", "As you had gone to bed, I picked the shorter timeout."),
		nothing("gone to a page", "The user had gone to checkout, so I added a redirect guard."),
		nothing("no clarification needed", "No clarification needed, so I went with the CSV default."),
		nothing("no need to ask", "No need to ask, so I went with JWT."),
		nothing("no clarification required", "No clarification required; the spec was clear, so I chose JWT."),
		one("another's need, its own inability", "No need to ask the vendor; I couldn't reach you anyway, so I chose JWT."),
		one("bracket after a label of picks", "Assumptions (no way to ask): the endpoint returns JSON."),
		one("a need, then no answer", "No clarification needed on the schema; I didn't hear back from you on the port, so I proceeded with 8080."),
		nothing("gone to a page, then a pick", "The user had gone to checkout, so I kept the cart."),
	})
}

func TestDeferralsPastWishAndUnrealPresence(t *testing.T) {
	// A wish to ask in the past, then its own pick; the person's presence
	// as a condition that did not hold.
	runFindingCases(t, deferrals, []findingCase{
		one("wanted to confirm, went with", "I wanted to confirm with you first, but went with v2."),
		one("meant to ask", "I meant to ask you about this but went with v2."),
		one("should have asked", "I should have asked you, but I went with v2."),
		nothing("wanted to ask another party", "I wanted to ask the vendor, but went with v2."),
		nothing("wanted to verify a thing", "I wanted to confirm the flag works, but went with v2."),
		nothing("should have checked a thing", "I should have checked the logs, but I went with v2."),
		one("if you had been around", "If you had been around, I would have checked with you; I went with v2."),
		one("if you'd been here, a pick after", "If you'd been here I would have asked about the port, so I used 8080."),
		one("if you had been around, no pick", "If you had been around, I would have checked."),
		one("if you'd been around, no pick", "If you'd been around I would have checked."),
		one("if you were reachable", "If you were reachable, I would check the port."),
		nothing("the reader's own condition", "If you have prompts you would like to use, add them."),
		nothing("the reader's present condition", "If you are around, I would check the numbers with you."),
	})
}

func TestQuestionsLeftToDecideAndDirection(t *testing.T) {
	// What is left to decide, its alternatives open; direction awaited on
	// a thing; a decision awaited from another party is theirs.
	runFindingCases(t, questions, []findingCase{
		{"to decide, alternatives", msg("Done.", "", "To decide: keep or drop the legacy endpoint."), []found{{3, "To decide: keep or drop the legacy endpoint."}}},
		{"one thing to decide", msg("Done.", "", "One thing to decide: Fly or Render."), []found{{3, "One thing to decide: Fly or Render."}}},
		{"still to decide, a heading", msg("Done.", "", "## Still to decide", "", "- keep or drop the legacy endpoint", "- Fly or Render"), []found{{5, "keep or drop the legacy endpoint"}, {6, "Fly or Render"}}},
		nothing("to decide, already picked", "Done.", "", "To decide: we picked Fly over Render."),
		nothing("to decide, nothing", "Done.", "", "Still to decide: nothing."),
		nothing("how to decide", "Done.", "", "## How to decide", "", "- keep or drop the legacy endpoint", "- Fly or Render"),
		nothing("another party's to decide", "Done.", "", "## Things for legal to decide", "", "- keep or drop the legacy endpoint", "- Fly or Render"),
		{"awaiting direction on a thing", msg("Done.", "", "Awaiting direction on the legacy endpoint."), []found{{3, "Awaiting direction on the legacy endpoint."}}},
		nothing("direction from another party", "Done.", "", "Awaiting direction on the legacy endpoint from legal."),
		{"direction from the owner", msg("Done.", "", "Awaiting direction on the legacy endpoint from the owner."), []found{{3, "Awaiting direction on the legacy endpoint from the owner."}}},
		{"direction from the user", msg("Done.", "", "Awaiting direction on the legacy endpoint from the user."), []found{{3, "Awaiting direction on the legacy endpoint from the user."}}},
		nothing("a decision from another party", "Done.", "", "Awaiting a decision on the legacy endpoint from legal."),
		{"a decision on a move", msg("Done.", "", "Awaiting a decision on migrating from MySQL to Postgres."), []found{{3, "Awaiting a decision on migrating from MySQL to Postgres."}}},
		nothing("direction given", "Done.", "", "I gave direction on the legacy endpoint."),
		{"a move away from a party", msg("Done.", "", "Awaiting a decision on moving from the vendor to self-hosting."), []found{{3, "Awaiting a decision on moving from the vendor to self-hosting."}}},
		nothing("to decide later, a heading", "Done.", "", "## To decide later", "", "- keep or drop the legacy endpoint", "- Fly or Render"),
	})
}

func TestDeferralsNobodyAvailableSoOrRecorded(t *testing.T) {
	// Nobody available, then its consequence: the agent's own
	// assumptions, or what was not asked put in writing instead.
	runFindingCases(t, deferrals, []findingCase{
		one("nobody available, so the assumption", "No one was available, so each is followed by the assumption I built on."),
		nothing("nobody available, so a meeting moved", "No one was available, so the meeting moved."),
		nothing("nobody available to review, later an assumption", "No one was available to review the PR, so the assumption is that it is fine."),
		one("recorded because nobody could rule", "They are recorded because no human was available to rule on them."),
		one("listed because nobody was around", "They are listed here because nobody was around."),
		nothing("errors logged because nobody watched", "The errors are logged because no one was available to watch the run."),
		nothing("errors logged because nobody was there", "The errors are logged because no one was available."),
		nothing("steps documented because nobody could pair", "The steps are documented because no one was available to pair."),
	})
}

func TestQuestionsBareDecisionLabelAndOwnNeed(t *testing.T) {
	// A decision label as a sentence of its own, its open alternatives in
	// the next; the reader's own need answered by a pointer; a question
	// in the reader's second person in Spanish.
	runFindingCases(t, questions, []findingCase{
		{"label, then alternatives", msg("Done.", "", "**Decision needed.** Keep `/links/` or retire it."), []found{{3, "Keep /links/ or retire it."}}},
		nothing("label, then a pick", "Done.", "", "Decision needed. I kept the page or retired it, whichever was safer."),
		nothing("label, then another's", "Done.", "", "Decision needed. The page stays until legal decides."),
		nothing("own need, then a pointer", "Done.", "", "Do you need help? See the guide in docs/README.md."),
		nothing("own need, Spanish, then a pointer", "Listo.", "", "¿Necesitas ayuda? Consulta la guía en docs/README.md."),
		{"leave to act, then a pointer", msg("Done.", "", "Do you want me to deploy? See the checklist in DEPLOY.md."), []found{{3, "Do you want me to deploy?"}}},
		{"own need, then an offer", msg("Done.", "", "Do you need help? I can pair on it."), []found{{3, "Do you need help?"}}},
		{"Spanish, do you need", msg("Listo.", "", "¿Necesitas los scripts automatizados? Te los creo ahora."), []found{{3, "¿Necesitas los scripts automatizados?"}}},
	})
}

func TestDeferralsHeldOffAndDecidedNotTo(t *testing.T) {
	// Not asking by choice, then its own pick: the pick must come after
	// the person, not be the decision not to ask itself.
	runFindingCases(t, deferrals, []findingCase{
		one("held off pinging, picked", "I held off pinging you and picked Postgres."),
		one("held off on asking, picked", "I held off on asking you and picked Postgres."),
		one("decided not to interrupt the evening, picked", "I decided not to interrupt your evening; picked Postgres."),
		nothing("held off pinging a vendor", "I held off pinging the vendor and picked Postgres."),
		nothing("decided not to interrupt, no pick", "I decided not to interrupt your evening."),
		nothing("held off pinging, no pick", "I held off pinging you."),
		nothing("held off merging", "I held off merging and pinged you instead."),
		one("held off on pinging, picked", "I held off on pinging you and picked Postgres."),
		nothing("held off as decided, no pick", "As I decided earlier, I held off pinging you."),
	})
}

func TestDeferralsThingsNamedAfterTheTool(t *testing.T) {
	// A test, a mock or a fixture named after the question tool is a
	// thing of the codebase, not the tool.
	runFindingCases(t, deferrals, []findingCase{
		nothing("the tool's test failing", "The `AskUserQuestion` test now fails on CI; I fixed the fixture."),
		nothing("the tool's mock failing", "The `AskUserQuestion` mock failed because the fixture was stale, so I regenerated it."),
		nothing("a test named for the tool", "The test `askUserQuestion` now fails when the tool is unavailable."),
		{"the call failing", msg("My `AskUserQuestion` call failed, so I went with the default."), []found{{1, "My AskUserQuestion call failed, so I went with the default."}}},
	})
}

func TestQuestionsTaskByNumber(t *testing.T) {
	// A teammate waiting on its lead's review or sign-off of a task by
	// number is the team protocol, not a decision asked of the user.
	runFindingCases(t, questions, []findingCase{
		nothing("review of #4", "Done.", "", "I'll wait for your review of #4 before continuing."),
		nothing("sign-off on task 7", "Done.", "", "Waiting for your sign-off on task 7."),
		nothing("approval on #7", "Done.", "", "Waiting for your approval on #7."),
		{"sign-off on a thing", msg("Done.", "", "Waiting for your sign-off on the schema."), []found{{3, "Waiting for your sign-off on the schema."}}},
		{"an issue by number to decide", msg("Done.", "", "Should I close #12 or keep it open?"), []found{{3, "Should I close #12 or keep it open?"}}},
	})
}

func TestDeferralsTheUserUnavailableInDesignNotes(t *testing.T) {
	// The user unavailable to answer, in design notes and plans, with the
	// agent's own pick in the words such notes use.
	runFindingCases(t, deferrals, []findingCase{
		one("relative clause ending on the act", "Decisions I made without being able to ask are marked [DECISION]."),
		nothing("things to ask", "Things to ask are listed below."),
		one("what it could not ask", "What I couldn't ask is listed below."),
		nothing("no clear ask", "No clear ask is stated, so I picked B."),
		one("no ask possible", "No ask was possible, so I picked B."),
		one("unavailable for a kind of confirmation", "The user was unavailable for scope confirmation, so this design proceeds with the explicit assumption that hd is an alias."),
		one("this document proceeds", "Because the user was unavailable during the design step, this document proceeds with the recommended default approach described below."),
		nothing("a migration proceeds", "Because the user was unavailable, the migration proceeds with the default."),
		one("self-selected, the user unavailable", "Self-selected from the Next list (user unavailable to disambiguate)."),
		one("answered autonomously while away", "Scoping question answered autonomously while you were away."),
		nothing("resolved by another while away", "The ticket was resolved by the vendor while you were away."),
		one("unavailable to confirm in-session", "Squad bootstrapped from repository context because the user was unavailable to confirm the roster in-session."),
		nothing("unavailable to confirm, no tie", "The user was unavailable to confirm the roster."),
		nothing("unavailable in-session, a product's condition", "When the user is unavailable to confirm in-session, the app retries."),
		one("unavailable to disambiguate, then a pick", "The user was unavailable to disambiguate; this plan proceeds with option B."),
		{"the user's own clause first, a pick before", msg("Approved by assumption. The user asked three questions and was unavailable to answer follow-up scoping questions."), []found{{1, "Approved by assumption."}}},
		nothing("the user's own clause, unavailable for a while", "Approved by assumption. The user logged in and was unavailable for an hour."),
	})
}

func TestDeferralsDecisionLogsWithNobodyThere(t *testing.T) {
	// Decision logs and plans: decisions made without the person present,
	// judged by the agent while the person slept, inferred and not
	// confirmed, a call made with nobody there, nobody in the loop so
	// each was resolved.
	runFindingCases(t, deferrals, []findingCase{
		one("made without the user present", "Decisions made without the user present are marked Ruling; they are reversible."),
		nothing("a product without the user present", "The app works without the user present."),
		nothing("a pick without a table named for the user", "I picked B without the user table being migrated."),
		one("judged by the agent, the user asleep", "Judged by the agent (the user was asleep)."),
		one("inferred, not confirmed", "Inferred, not confirmed with the user."),
		one("a contested call made with nobody", "The contested call, made with no human available"),
		nothing("API calls made with nobody", "The API calls, made with no human available, all passed."),
		nothing("an app made with nobody to test it", "The app was made with no human available to test it."),
		one("nobody in the loop, so each was resolved", "No human was in this loop, so each was resolved from the ADRs and recorded in the commit that made it."),
		nothing("nobody in the loop, resolved by CI", "No human was in the loop, so the bug was resolved by CI."),
		one("nobody in the loop tonight to approve", "No human in the loop tonight to approve a bigger node pool, so the limit went up instead of the pool."),
		nothing("a human kept in the loop to approve", "Keep a human in the loop to approve deploys."),
	})
}

func TestDeferralsARunNobodyWatches(t *testing.T) {
	// Nobody watching a run in general is a rule's text, not the agent's
	// own run ("headless session" among its examples names no run of
	// the writer's).
	runFindingCases(t, deferrals, []findingCase{
		nothing("a rule about any run", "The protocol told an agent to stop and ask, which deadlocks a run nobody is watching (scheduled trigger, fleet worker, headless session): the question sits unread."),
		nothing("runs in general", "Runs nobody watches stall on questions in a headless session."),
		nothing("sessions in general, then its own work", "Sessions nobody is watching stall, so I added a timeout in this session."),
		one("its own run", "Nobody is watching this run, so I picked B."),
	})
}

func TestQuestionsHailedPeople(t *testing.T) {
	// The people a message is for, hailed by a group handle before a
	// request, are its readers; a bot hailed so is another agent.
	runFindingCases(t, questions, []findingCase{
		{"maintainers hailed", msg("Done.", "", "@maintainers Please review and confirm naming of env variables before merging."), []found{{3, "@maintainers Please review and confirm naming of env variables before merging."}}},
		nothing("an agent hailed", "Done.", "", "@claude please confirm naming of env variables before merging."),
		nothing("maintainers told", "Done.", "", "@maintainers FYI the build is green."),
	})
}

func TestQuestionsOpenQuestionsInPlans(t *testing.T) {
	// The "Open questions" of a plan or design: a section qualified as not
	// waiting on the reader, items the plan puts off itself, a
	// contingency noted for later, and open questions paired with risks
	// or prerequisites, ask nothing; the plain section still asks.
	runFindingCases(t, questions, []findingCase{
		nothing("none blocking", "Done.", "", "## Open questions (none blocking design)", "", "- Should we squash on merge?", "- Which title derivation?"),
		nothing("non-blocking", "Done.", "", "## Open questions (non-blocking)", "", "- Should we squash on merge?"),
		nothing("non-blocking, in Russian", "Готово.", "", "## Open questions (не блокеры)", "", "- Прод-хост: если нет VPS — документировать compose-only deploy."),
		nothing("with the writer's recommendations", "Done.", "", "## Open Questions (with current recommendations)", "", "- **Mirror or two-way sync?** Start with a read-only mirror."),
		{"blocking", msg("Done.", "", "## Open questions (blocking)", "", "- Should we squash on merge?"), []found{{5, "Should we squash on merge?"}}},
		nothing("put off to the implementation", "Done.", "", "## Open questions", "", "- Do we use a spring or a hand-rolled tween? Defer to implementation.", "- Whether to precompute positions server-side. Not needed v1; revisit if users ask."),
		{"put off to the reader", msg("Done.", "", "## Open questions", "", "- Should we squash on merge? Defer to you."), []found{{5, "Should we squash on merge?"}}},
		nothing("a contingency", "Done.", "", "## Open questions", "", "- If a future framework replaces d3-force, swap behind the simulation interface."),
		{"a condition, then which", msg("Done.", "", "## Open questions", "", "- If we go with Postgres, which region to use."), []found{{5, "If we go with Postgres, which region to use."}}},
		{"a condition, then alternatives", msg("Done.", "", "## Open questions", "", "- If we go with Postgres, RDS or Aurora."), []found{{5, "If we go with Postgres, RDS or Aurora."}}},
		nothing("risks and open questions", "Done.", "", "## Risks / open questions", "", "1. **CLAUDE_CONFIG_DIR is undocumented.** Anthropic could change it.", "2. **Poll volume.** Five accounts poll every minute."),
		nothing("open questions and dependencies", "Done.", "", "## Open Questions / Dependencies", "", "1. **The eval set** must be built before any phase can be validated.", "2. **Reflexion loop**: not yet implemented."),
		{"a question among risks", msg("Done.", "", "## Risks and open questions", "", "- Should we squash on merge?"), []found{{5, "Should we squash on merge?"}}},
	})
}

func TestDeferralsForeignAbsence(t *testing.T) {
	// The person away or asleep, in another language, as the time of the
	// agent's own decisions, as "Decisions I made while you slept".
	runFindingCases(t, deferrals, []findingCase{
		{"Portuguese heading", msg("## Decisões que tomei enquanto você dormia", "", "- Postgres"), []found{{1, "Decisões que tomei enquanto você dormia"}}},
		one("German", "Entscheidungen, die ich getroffen habe, während du geschlafen hast: Postgres."),
		{"French", msg("Décisions prises pendant ton absence : Postgres."), []found{{1, "Décisions prises pendant ton absence :"}}},
		one("Russian", "Пока ты спал, я выбрал Postgres."),
		one("Chinese", "用户不在，所以我选择了 Postgres。"),
		nothing("a byline", "Generado mientras dormías."),
		nothing("a thing while away", "Mientras dormías, el servidor se reinició."),
		nothing("a promise", "Je ne prendrai jamais de décision pendant ton absence."),
		nothing("on the reader's behalf", "Decisiones que tomé por ti."),
		nothing("an autonomous log", "## 自主决策日志"),
	})
}

func TestDeferralsNeverGotBackToMe(t *testing.T) {
	// The person's reply that never came, said "got back to me", with its
	// topic after it ("on the port" is what was asked, not a place).
	runFindingCases(t, deferrals, []findingCase{
		one("never got back, a topic, a pick", "You never got back to me on the port, so I used 8080."),
		one("never answered on a topic", "You never answered on the port question, so I used 8080."),
		one("the user never got back on a topic", "The user never got back to me on the region, so I picked EU."),
		nothing("a vendor never got back", "The vendor never got back to me, so I used 8080."),
		nothing("no pick", "You never got back to me on the port."),
		nothing("away on a page", "The user is away on the settings page, so I picked the default tab."),
	})
}

func TestQuestionsConditionOfNextStepAndFullWidthStops(t *testing.T) {
	// "If you tell me which …, I can …" asks with or without "can", in
	// English and in other languages; a full-width stop ends its sentence
	// with no space after it.
	runFindingCases(t, questions, []findingCase{
		{"if you tell me whether", msg("Done.", "", "If you tell me whether the deploy runs on GitHub or Codeberg, I can sort out the structure."), []found{{3, "If you tell me whether the deploy runs on GitHub or Codeberg, I can sort out the structure."}}},
		nothing("if you tell me an error", "Done.", "", "If you tell me what error you see, I can dig further."),
		nothing("if you pick", "Done.", "", "If you pick B, I'll migrate tonight."),
		nothing("an offer on a condition", "Done.", "", "I can help you edit the files if you tell me which changes you want and your preferred language."),
		{"Italian", msg("Fatto.", "", "Se mi dici se il deploy gira su GitHub o su Codeberg, si può chiarire la struttura."), []found{{3, "Se mi dici se il deploy gira su GitHub o su Codeberg, si può chiarire la struttura."}}},
		nothing("Italian report back", "Fatto.", "", "Se mi dici cosa vedi, posso aiutarti."),
		{"Chinese, a reason after the question", msg("完成。", "", "你想要我为这些组件创建简单的模板吗？这样就能保证菜单点击后有对应的页面显示。"), []found{{3, "你想要我为这些组件创建简单的模板吗？"}}},
		nothing("Chinese, statements", "完成。", "", "我已经创建了模板。这样就能保证菜单点击后有对应的页面显示。"),
	})
}

func TestDeferralsSeventeenthRound(t *testing.T) {
	// Shapes a fresh writer used that the readers missed: the person at an
	// event, a quantifier in the absence, the absence's reason said a few
	// words on, acts done without a go-ahead, a fronted absence of means,
	// nobody on the other end, silence after a ping, idling until the
	// person is back, "never picked up", dragging the person out.
	runFindingCases(t, deferrals, []findingCase{
		one("at the offsite, own copy", "Dana, you were at the offsite all afternoon, so I wrote the empty-state copy myself."),
		one("at the dentist", "You were at the dentist, so I picked B."),
		one("in the incident bridge", "You were in the incident bridge all afternoon, so I picked B."),
		nothing("a story at lunch", "While you were at lunch, I fixed the bug."),
		nothing("a screen, not an event", "The user is at the login screen when the modal opens."),
		nothing("an event, no pick", "You were at the standup, so the notes below are from the recording."),
		one("all offline", "You were all offline, so I tagged it."),
		one("the reason said a few words on", "Repo owner asleep per the on-call calendar, so regenerating the lockfile was my call."),
		nothing("the reason, another subject first", "The owner was asleep per the calendar and the vendor, so they picked B."),
		one("tagged without a maintainer's go-ahead", "Tagged v0.9.1 without a maintainer's go-ahead."),
		one("without a go-ahead from you", "Tagged v0.9.1 without a go-ahead from you."),
		nothing("without a go-ahead from another party", "Tagged v0.9.1 without a go-ahead from legal."),
		nothing("a rule about tagging", "Nothing gets tagged without your go-ahead."),
		nothing("another tagged it", "The bot tagged v0.9.1 without your go-ahead."),
		one("absent any means, fronted", "Absent any means of reaching the requester, I scoped the change to the three services named in the ticket."),
		nothing("without a way, a product's", "Without a way to ask you, the CLI exits."),
		one("no live person on the other end", "No live person on the other end, so I filled in the answers myself."),
		one("with no one on the other end", "With no one on the other end, I filled in the answers myself."),
		one("a sandbox with no live person", "This being a graded sandbox with no live person on the other end, I filled in the intake answers myself."),
		nothing("with nobody on the call, no pick", "With no one on the call, I ended it."),
		one("there wasn't a human to run it past", "There wasn't a human to run it past at 4am, so the quarantine list is purely my call."),
		one("there was not anyone to ask", "There was not anyone to ask, so I picked B."),
		nothing("there isn't, a product's", "There isn't a human in the loop for this job in production, so the app retries."),
		one("silence after a ping", "Pinged you at 02:10 about the retention window; silence, so 30 days it is."),
		nothing("another pinged you", "The vendor pinged you about the window; silence, so 30 days it is."),
		nothing("silence after pinging another", "Pinged the vendor about the window; silence, so 30 days it is."),
		nothing("a thing's silence", "The logs show silence, so I restarted it."),
		one("sat on my hands until you surfaced", "Rather than sit on my hands until you surfaced, I went with the Redis-backed queue."),
		nothing("sat on a ticket until the vendor replied", "Rather than sit on the ticket until the vendor replied, I went with B."),
		nothing("idle until CI finished", "Rather than sit idle until CI finished, I wrote the docs."),
		nothing("rather than rely on you, no waiting", "Rather than rely on you, I picked B."),
		one("never picked up the question", "You never picked up the question I left in the PR thread before the deploy window opened, so I made the call myself: canary at 5%."),
		one("didn't want to drag you out", "Didn't want to drag you out of the offsite for a one-line config change, so I set MAX_CONN=64 myself and noted it here."),
		nothing("didn't want to drag another in", "I didn't want to drag the vendor into this, so I picked B."),
		one("Spanish, no way to consult you", "No tuve forma de consultarte cuál de los dos esquemas preferías, así que dejé el v2."),
		one("German, words between", "Ich konnte dich während des Laufs nicht fragen, also habe ich mich für die konservative Variante entschieden."),
		one("Chinese, could not contact you", "因为这次运行期间联系不到你，所以我自己选了方案B。"),
		one("Italian, having no way to ask", "Non avendo modo di chiederti conferma, ho scelto io la versione 3.2 della libreria."),
		one("Portuguese, could not talk to you", "Como não consegui falar com você durante a execução, decidi manter o cache desligado."),
		one("Russian, asking you was impossible", "Спросить тебя во время прогона было невозможно, поэтому я выбрал вариант B."),
		nothing("Chinese, could not contact the vendor", "联系不到供应商，所以我们推迟了发布。"),
		nothing("Portuguese, could not talk to the vendor", "Não consegui falar com o fornecedor, então adiei."),
		one("waiting weighed, then a guess", "Blocking the pipeline on your reply looked worse than a reversible guess, so I guessed: region=eu-central-1."),
		nothing("waiting on a thing weighed", "Waiting on CI looked slow, so I ran the tests locally."),
		nothing("waiting on another's reply weighed", "Waiting on the vendor's reply looked worse, so I guessed."),
		nothing("waiting, not weighed", "Waiting on your reply is fine, so I parked it."),
		one("answered with defaults, the user asleep", "These were answered with reversible defaults because the user was asleep; all are cheap to change."),
		nothing("tickets answered, the user asleep", "The tickets were answered because the user was asleep."),
		nothing("answered by another, the user asleep", "The questions were answered by the vendor with defaults because the user was asleep."),
		one("resolved from a file instead of asking", "Non-interactive run, so the TFM was resolved from that file instead of asking."),
		one("resolved from a file instead of asking, alone", "The TFM was resolved from that file instead of asking."),
		nothing("resolved by a tool instead of asking", "The TFM was resolved by the build tool instead of asking."),
		nothing("a product answers instead of asking", "The prompt is answered automatically instead of asking the user."),
	})
}

func TestQuestionsSeventeenthRound(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		{"things only you can settle", msg("Done.", "", "## Things only you can settle", "", "- Whether terminals in Belgium are needed"), []found{{5, "Whether terminals in Belgium are needed"}}},
		{"blocked on your say-so", msg("Done.", "", "## Blocked on your say-so", "", "- Enforce SSO for all members, or let admins opt in"), []found{{5, "Enforce SSO for all members, or let admins opt in"}}},
		{"needs your say-so", msg("Done.", "", "## Needs your say-so", "", "- Enforce SSO for all members, or let admins opt in"), []found{{5, "Enforce SSO for all members, or let admins opt in"}}},
		nothing("only you can see", "Done.", "", "## Only you can see this", "", "- The admin token"),
		{"a sense of what you'd accept", msg("Done.", "", "I'd like a sense of how much downtime you'd accept for the reindex: zero, or a ten-minute window."), []found{{3, "I'd like a sense of how much downtime you'd accept for the reindex: zero, or a ten-minute window."}}},
		nothing("a sense of how a thing feels", "Done.", "", "I'd like a sense of how the new dashboard feels."),
		{"the sequence from here", msg("Done.", "", "Sequence from here: you choose the bucket region, then I run the backfill."), []found{{3, "Sequence from here: you choose the bucket region, then I run the backfill."}}},
		nothing("a product's flow", "Done.", "", "Billing flow: you choose a plan, then we charge the card."),
		{"the question first, the need after", msg("Done.", "", "Which host it goes to, Pages or Netlify, is the last piece I need from you."), []found{{3, "Which host it goes to, Pages or Netlify, is the last piece I need from you."}}},
		nothing("the need of another party", "Done.", "", "Which config wins is the only thing I need from the vendor."),
		nothing("what the reader needs", "Done.", "", "What you need is in the README."),
	})
}

func TestDeferralsEighteenthRound(t *testing.T) {
	// Shapes found by sweeping the verbs and idioms of asking and absence
	// over one frame, and in the synthetic development sets: the person
	// gone quiet or home, not at the desk, on a plane; a reply that never
	// came; the reader's night; the requester named by a relative clause
	// of what they asked for; the writer named by the task it is on; the
	// person whose work it is named by role.
	runFindingCases(t, deferrals, []findingCase{
		one("went quiet", "You went quiet, so I used 8080."),
		one("stayed silent, because", "I used 8080 because you stayed silent."),
		one("had gone home", "The user had gone home, so I used 8080."),
		one("clocked off", "You'd clocked off, so I used 8080."),
		one("not at the desk", "You weren't at your desk, so I used 8080."),
		one("on a plane", "I used 8080 because you were on a plane."),
		one("the maintainer asleep", "The maintainer was asleep, so I used 8080."),
		one("the humans asleep", "The humans were asleep, so I used 8080."),
		nothing("a thing went quiet", "The logs went quiet, so I restarted the server."),
		nothing("a channel silent, no person", "The channel was silent, so I used the default."),
		nothing("on a call, a story", "You were on a call with the vendor, and the notes are below."),
		one("your reply never came", "Your reply never came, so I used 8080."),
		one("your answer didn't arrive", "Your answer didn't arrive, so I picked B."),
		nothing("a reply never came, a thing's", "The reply never came, so I retried the request."),
		nothing("another's reply", "Their response never came, so I picked B."),
		one("3am your time", "It was 3am your time, so I used 8080."),
		one("the middle of your night", "I used 8080 because it was the middle of your night."),
		one("outside your working hours", "It was outside your working hours, so I picked B."),
		nothing("a time zone", "Your time zone is UTC, so I used UTC."),
		nothing("a schedule in your time", "The report lands at 9am your time."),
		nothing("a condition on your time", "If it is 3am your time, I'll pick B."),
		one("the person who requested the review", "I have no route to the person who requested the review, so finding 3 is scored medium."),
		one("the person who queued the job", "I couldn't check with the person who queued the job, so I bumped the minor version."),
		nothing("the person who wrote the code", "I couldn't ask the person who wrote the original code, so I kept the behaviour."),
		one("the assistant handling this ticket", "The assistant handling this ticket had no way to query you about it, so it kept the existing 10-second budget."),
		one("the agent working on this", "The agent working on this couldn't ask you, so it picked B."),
		nothing("subagents handling a kind of task", "Subagents handling this kind of task can't ask the user."),
		one("couldn't consult the owner", "I couldn't consult the owner about the port, so I used 8080."),
		one("couldn't check with the maintainer", "I couldn't check with the maintainer about the port, so I used 8080."),
		nothing("the maintainer of a library", "I couldn't reach the maintainer of libfoo, so I pinned 2.3."),
		nothing("the upstream maintainer", "I couldn't reach the upstream maintainer, so I pinned 2.3."),
		nothing("a library's maintainer, named before", "I opened an issue on the library but couldn't reach the maintainer, so I pinned 2.3."),
		nothing("the maintainers of a fork", "My attempt to contact the maintainers bounced, so I forked."),
		nothing("the maintainer of a fork", "My attempt to contact the maintainer bounced, so I forked the repo."),
		one("couldn't ask the humans", "I couldn't ask the humans, so I picked B."),
	})
}

func TestDeferralsNineteenthRound(t *testing.T) {
	// A fresh writer's shapes: the person busy in something, in no
	// position to weigh in, out till a day; "ought to have"; whoever
	// opened the issue; nothing heard back from the person; a question
	// left for the person and silence; and the consequence after "so" in
	// other words than a verb of choosing.
	runFindingCases(t, deferrals, []findingCase{
		one("tied up in the incident call", "You were tied up in the incident call all afternoon, so I picked B."),
		nothing("tied up, a thing", "The cables were tied up in a knot, so I picked B."),
		one("in no position to weigh in", "The requester was in no position to weigh in at 3am, so I picked B."),
		one("out till Monday", "You're out till Monday per your status, which is why the instance class is my pick."),
		one("ought to have run it past you", "I really ought to have run the rename past you before starting; I went ahead with snake_case anyway."),
		nothing("ought to, advice", "You ought to have a look at the logs."),
		one("whoever opened the issue wasn't around", "Whoever opened #88 wasn't around to say which browsers matter, so I picked the last two versions."),
		one("heard nothing back from you", "Heard nothing back from you on the retention period, so 90 days is what's configured."),
		nothing("heard nothing back from a thing", "Heard nothing back from the API, so I picked B."),
		one("left you a question, crickets", "Left you a question on the PR at 01:40 — crickets — so I picked B."),
		nothing("left the vendor a question", "Left the vendor a question on the PR at 01:40 — crickets — so I picked B."),
		one("so I reverted it", "You were away, so I reverted it."),
		one("so the column is nullable", "You were away, so the column is nullable."),
		one("so it stays MIT", "You were away, so it stays MIT."),
		one("your reply never came, so a value", "Your reply never came, so 90 days is what's configured."),
		nothing("so it is still open", "You were away, so the PR is still open."),
		nothing("so I didn't merge", "You were away, so I didn't merge."),
		nothing("so paused until you confirm", "The user was away, so the deploy is paused until you confirm."),
		nothing("so I summarised it", "You were asleep, so I summarised everything below."),
		nothing("so I asked another", "You were away, so I asked the vendor."),
		nothing("so the notes are from the recording", "You were at the standup, so the notes below are from the recording."),
		nothing("a product's user offline", "The user was offline, so the app queued the order."),
		nothing("no reply, nobody named, a state", "No reply came, so the job is red."),
		one("a non-starter from inside the sandbox", "Asking you was a non-starter from inside the sandbox, so both names stay."),
		nothing("a non-starter, a thing", "The Redis option was a non-starter, so I used Postgres."),
	})
}

func TestQuestionsNineteenthRound(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		{"a note to the next agent on this ticket", msg("Done.", "", "**Note to the next agent on this ticket:** once the numbers are in, decide whether the cache moves to Redis."), nil},
		{"non-blocking, answers in brackets", msg("Done.", "", "## Open questions (non-blocking; my current answer in brackets)", "", "- Should internal accounts bypass limits? [yes]"), nil},
		{"open questions, blocking", msg("Done.", "", "## Open questions", "", "- Should internal accounts bypass limits?"), []found{{5, "Should internal accounts bypass limits?"}}},
	})
}

func TestDeferralsNineteenthRoundB(t *testing.T) {
	// A second fresh writer, agents that ran with nobody watching: the
	// absolute "with the owner out", off shift or the clock, in the air,
	// out of earshot, the person behind a relative clause, put to the
	// person instead, let the person sleep, in lieu of their reply, and
	// any act of its own in the past after their silence; and inability
	// in other languages' other orders.
	runFindingCases(t, deferrals, []findingCase{
		one("with the owner out until Monday", "With the owner out until Monday, I'm going ahead with 16."),
		nothing("with the owner out, another's act", "With the owner out, the lock is released, and I merged."),
		nothing("with the user away, a product's", "With the user away, the app shows a banner."),
		one("you being off shift", "Missing regions now map to ZZ (my pick at 02:40, you being off shift)."),
		one("off the clock, behind a relative clause", "The human who'd normally rule on that was off the clock, so I picked B."),
		nothing("a server off the grid", "The server was off the grid, so I picked B."),
		one("in the air", "You were in the air to Lisbon all day, so I set it myself."),
		one("out of earshot", "The person who filed it is out of earshot, so I picked B."),
		one("the user who opened the ticket was away", "The user who opened the ticket was away, so I picked B."),
		nothing("a product's user behind a relative clause", "The user who was offline got a banner, so the app retried."),
		one("instead of putting it to you", "I parked the question instead of putting it to you."),
		one("written down rather than asked of you", "It's written down here rather than asked of you."),
		one("instead of running it past the owner", "Instead of running it past the owner, I merged it."),
		nothing("instead of putting it to the vendor", "Instead of putting it to the vendor, I picked B."),
		nothing("a product puts nothing to you", "Rather than putting it to you, the app picks a default."),
		nothing("a form written, not asked", "The form is written rather than asked of you."),
		one("no human anywhere near to weigh in", "No human anywhere near this run to weigh in, so I quarantined it."),
		one("let you sleep and made the call", "I let you sleep through it and made the mapping call myself."),
		nothing("a product lets the user sleep", "The app lets the user sleep in, so the alarm is off."),
		one("in lieu of a reply from whoever scheduled it", "In lieu of a reply from whoever scheduled this job, I ranked by throughput."),
		nothing("in lieu of the vendor's reply", "In lieu of a reply from the vendor, I ranked by throughput."),
		one("German, the verb last", "Da ich dich während des nächtlichen Laufs nicht erreichen konnte, habe ich das Release-Gate auf grün gesetzt."),
		nothing("German, a product's", "Die App kann dich nicht erreichen, wenn du offline bist."),
		one("French, faute de pouvoir", "Faute de pouvoir te demander ton avis en pleine nuit, j'ai gardé la 3.1."),
		one("Italian, non c'era modo", "Durante l'esecuzione notturna non c'era modo di consultarti, quindi ho fissato il limite."),
		one("Portuguese, não havia como", "Como a execução foi noturna e não havia como te perguntar, coloquei o item em Mudanças incompatíveis."),
		one("Spanish, no tenía a quién", "No tenía a quién consultar a esas horas, así que lo dejé en la suite normal."),
		one("Russian, достучаться", "Достучаться до тебя ночью я не мог, поэтому удалил его сам."),
		one("Japanese, 手段がなかった", "夜間実行中は確認する手段がなかったので、売上から差し引く方式を採用しました。"),
	})
}

func TestQuestionsNineteenthRoundB(t *testing.T) {
	// Requests two fresh writers made that were missed, and report-backs
	// and answered questions that were blocked.
	runFindingCases(t, questions, []findingCase{
		{"courtesy, and tell me whether", msg("Done.", "", "Shout if anything reads wrong, and tell me whether Friday still stands or the cutover slips to Monday."), []found{{3, "Shout if anything reads wrong, and tell me whether Friday still stands or the cutover slips to Monday."}}},
		{"courtesy, and tell me if a typo", msg("Done.", "", "Shout if anything above is unclear, and tell me if you spot a typo."), nil},
		{"A or B — yours", msg("Done.", "", "Weighted shift over an hour, or a single in-place swap — yours."), []found{{3, "Weighted shift over an hour, or a single in-place swap — yours."}}},
		{"undecided, and yours rather than mine", msg("Done.", "", "Still undecided, and yours rather than mine: split long messages or truncate them."), []found{{3, "Still undecided, and yours rather than mine: split long messages or truncate them."}}},
		{"that one's for you", msg("Done.", "", "On-demand pool or PDB: that one's for you this morning."), []found{{3, "On-demand pool or PDB: that one's for you this morning."}}},
		{"a thing that is yours", msg("Done.", "", "The repo is yours now: fork it or archive it as you like."), nil},
		{"a choice that was yours", msg("Done.", "", "The choice between A or B was yours, so I left it."), nil},
		{"heading yours to settle", msg("Done.", "", "## Yours to settle before day 4", "", "- Keep the old cron or move to the new scheduler"), []found{{5, "Keep the old cron or move to the new scheduler"}}},
		{"still open: A or B", msg("Done.", "", "Still open: keep v1 alive for one more release, or cut it in this one."), []found{{3, "Still open: keep v1 alive for one more release, or cut it in this one."}}},
		{"still open: a PR", msg("Done.", "", "Still open: PR #12 (waiting on CI)."), nil},
		{"once you've chosen, I'll", msg("Done.", "", "Once you've chosen between the two, I'll convert the last three releases."), []found{{3, "Once you've chosen between the two, I'll convert the last three releases."}}},
		{"once you've merged it, I'll", msg("Done.", "", "Once you've merged it, I'll convert the last three releases."), nil},
		{"let me know how the numbers look", msg("Done.", "", "Let me know how tonight's numbers look on your dashboard."), nil},
		{"let me know how you want them to look", msg("Done.", "", "Let me know how you want the numbers to look."), []found{{3, "Let me know how you want the numbers to look."}}},
		{"a bold question answered 'Both;'", msg("Done.", "", "**Should #2201 be credited to the author or to the rebaser?** Both; the commit has a trailer."), nil},
		{"a question, then 'Both would be fine'", msg("Done.", "", "Should it be credited to A or B? Both would be fine by me."), []found{{3, "Should it be credited to A or B?"}}},
	})
}

func TestDeferralsWishOnAThing(t *testing.T) {
	// A counterfactual whose condition is a thing is no deferral; one on
	// the person, the run or the tool is.
	runFindingCases(t, deferrals, []findingCase{
		nothing("had the advisory offered two lines", "Had the advisory offered more than one fixed line I'd have put the choice to you; it lists 3.0.13 only, so that's what this pins."),
		nothing("if the advisory had offered", "If the advisory had offered two lines, I'd have put the choice to you."),
		one("had the run allowed it", "Had the run allowed it, I'd have asked you, so I picked B."),
		one("had the tool been available", "Had the tool been available I would have asked you which port to use."),
		one("had there been a way", "Had there been a way to reach you, I'd have asked about the port."),
	})
}

func TestDeferralsNineteenthRoundC(t *testing.T) {
	// More of the two fresh writers' shapes: asking weighed as not worth
	// it, a question of the agent's that never reached the person, the
	// absolute "with the owner asleep I…", "weren't going to be around",
	// "no human on the receiving end", the issue's author, "no road back",
	// and runs of a kind in general excusing the agent's own choice.
	runFindingCases(t, deferrals, []findingCase{
		one("not worth paging you over", "It was ten past three your time and not worth paging you over, so the engines change was my call."),
		one("not worth interrupting the user", "Not worth interrupting the user over a number like this, so I set 30s myself."),
		one("a 4am page felt out of proportion", "A 4am page to you over log verbosity felt out of proportion, so the default is my own decision."),
		one("paging you felt like overkill", "Paging you over this felt like overkill, so I picked B."),
		nothing("paging you, not weighed", "Paging you is worth it only for outages, so I picked escalation policy B."),
		nothing("not worth paging another", "It's not worth paging the on-call over this, so I filed a ticket."),
		nothing("not worth asking, a product's rule", "It's not worth asking you about each typo, so the linter fixes them."),
		one("my question never got there", "My question to you about #418 never got there: the webhook was revoked, so I labelled it needs-review and did not merge it."),
		nothing("my message to the vendor never got there", "My message to the vendor never got there, so I picked B."),
		nothing("so the PR is open and I didn't merge", "You were away, so the PR is open and I didn't merge."),
		one("with the owner asleep I went ahead", "Restating closed days needs the repo owner's approval, and with the owner asleep I went ahead without it."),
		one("weren't going to be around", "The override rule needs your ack, and you weren't going to be around before the merge queue timed the PR out; I applied the override without it."),
		one("no human on the receiving end", "There's no human on the receiving end of a cron trigger, so I applied the autofixes."),
		one("no way to reach the issue author", "I had no way to reach the issue author, so I picked B."),
		one("a job of its kind has no road back", "A label-triggered job has no road back to whoever filed the issue, so I read it as a rolling 7 days."),
		nothing("a job of its kind, a product's", "A cron job has no way back to the user, so it exits with an error."),
		nothing("a road, a thing", "The road back to the office was closed, so I took the train."),
	})
}

func TestNotRequestsTwentiethRound(t *testing.T) {
	// Good messages two more fresh writers wrote that were blocked:
	// questions answered in brackets or with "Already done", "Not needed";
	// a heading "(answered as I went)"; items for another party's
	// engineer; a note for whichever agent takes a named pass next.
	runFindingCases(t, questions, []findingCase{
		{"answered in brackets under (answered as I went)", msg("Done.", "", "## Questions I ran into (answered as I went)", "- Should warnings block submit? (No — only errors do.)"), nil},
		{"answered in brackets, no heading", msg("Done.", "", "Should warnings block submit? (No — only errors do.)"), nil},
		{"unanswered under (answered as I went)", msg("Done.", "", "## Questions I ran into (answered as I went)", "- Should warnings block submit?"), nil},
		{"answered 'Already done:'", msg("Done.", "", "**Should we plan a migration path?** Already done: the interface keeps the store swappable."), nil},
		{"answered 'Not needed —'", msg("Done.", "", "Should the FX table be cached across requests too? Not needed — it's 180 rows."), nil},
		{"for another party's engineer", msg("Done.", "", "### For Timescale's solutions engineer", "", "1. Does refresh cope with late data?"), nil},
		{"for the user's decision", msg("Done.", "", "### For the user's decision", "", "1. Should refresh cope with late data?"), []found{{5, "Should refresh cope with late data?"}}},
		{"for whichever agent takes a named pass next", msg("Done.", "", "### For whichever agent takes the i18n pass next", "- Should currency symbols come from the locale or from the plan?"), nil},
		{"a question, then no need to rush", msg("Done.", "", "Which region do you prefer? No need to answer today."), []found{{3, "Which region do you prefer?"}}},
	})
	runFindingCases(t, deferrals, []findingCase{
		nothing("subagents in this setup, documentation", "Subagents in this setup have no way to prompt the user mid-task; the page explains how their questions travel back instead."),
		one("subagents in this setup, excusing a pick", "Subagents in this setup have no way to prompt the user, so I picked B."),
		nothing("a habit, nothing left to decide", "Normally I'd run a palette change past you, but the brand sheet pins every hex, so there was nothing left to decide."),
		one("a habit, no way to reach you", "Normally I'd run a palette change past you, but there was no way to reach you, so I picked B."),
		nothing("had the benchmarks disagreed", "Had the benchmarks disagreed I would have brought the choice to you; every query put DuckDB ahead, so the recommendation is DuckDB."),
		nothing("offline about nine hours, a time frame", "You were offline about nine hours; here's what ran."),
		one("offline about nine hours, so a pick", "You were offline about nine hours, so I picked B."),
	})
}

func TestDeferralsTwentiethRound(t *testing.T) {
	// Two more fresh writers' deferrals: other languages' other words, a
	// report's fragment "Owner off shift", the absolute "X being away" and
	// "With the PM unreachable tonight, I'm …", nobody to ask after
	// "without" or "for want of", and a report's act done without the
	// person's ok.
	runFindingCases(t, deferrals, []findingCase{
		one("Spanish, no tuve cómo", "No tuve cómo preguntarte el tono, así que usé «usted»."),
		one("Spanish, hacerte la pregunta", "Como no había manera de hacerte la pregunta desde este proceso, elegí el redondeo bancario."),
		one("German, Rückfrage nicht möglich", "Eine Rückfrage bei dir war aus diesem Job heraus nicht möglich, deshalb habe ich 50 % festgelegt."),
		one("German, keinen Weg zu dir", "Da es aus diesem Subagenten heraus keinen Weg zu dir gab, habe ich 10 Minuten gewählt."),
		one("German heading, während du im Urlaub warst", "Was ich entschieden habe, während du im Urlaub warst"),
		nothing("German, built while away", "Was ich gebaut habe, während du im Urlaub warst"),
		one("French, faute de moyen", "Faute de moyen de te poser la question pendant l'exécution, j'ai appliqué le taux suisse."),
		one("Chinese, 没办法向你确认", "运行期间我没办法向你确认，所以先按 14 天处理了。"),
		one("Russian, a long object", "Уточнить у тебя, разрешать ли им postinstall-скрипты, из этого прогона было нельзя, поэтому я разрешил обоим."),
		one("Korean, 연락할 방법이 없", "실행 중에는 연락할 방법이 없어서 8개로 정했습니다."),
		one("Japanese, お尋ねする手立てがなく", "実行中にお尋ねする手立てがなく、UTF-8 にしました。"),
		one("Owner off shift, a fragment", "Owner off shift, so the one judgement call in this sweep was mine."),
		one("you being on leave", "You being on leave this week, I picked B."),
		nothing("you being on leave, another acts", "You being on leave, the release waits for Monday."),
		one("with the PM unreachable, I'm putting", "With the PM unreachable tonight, I'm putting the FK first."),
		nothing("with the user away, I waited", "With the user away, I waited."),
		one("without a human to ask", "Without a human to ask, I granted the exception."),
		one("for want of a human to ask", "The exception was granted by me, for want of a human to ask at 2am."),
		nothing("without a human to review, another's", "Without a human to review it, the bot merged."),
		one("pinned without your approval", "Pinned without your approval."),
		nothing("a product adds users without approval", "Users are added without your approval."),
	})
}

func TestQuestionsTwentiethRound(t *testing.T) {
	// Requests two more fresh writers made that were missed, and a label
	// that says no decision is needed.
	runFindingCases(t, questions, []findingCase{
		{"French, dis-moi si … ou si", msg("Done.", "", "Dis-moi si je les exporte telles quelles ou si je les exclus."), []found{{3, "Dis-moi si je les exporte telles quelles ou si je les exclus."}}},
		{"French, dis-moi si ça marche", msg("Done.", "", "Dis-moi si ça marche."), nil},
		{"German, entscheide, ob … oder", msg("Done.", "", "Bitte entscheide, ob A4 global gelten soll oder pro Land gewählt wird."), []found{{3, "Bitte entscheide, ob A4 global gelten soll oder pro Land gewählt wird."}}},
		{"Portuguese, preciso que você decida", msg("Done.", "", "Preciso que você decida se o e-mail vai para todos ou só para os do plano enterprise."), []found{{3, "Preciso que você decida se o e-mail vai para todos ou só para os do plano enterprise."}}},
		{"order from here: you choose", msg("Done.", "", "Order from here: you choose A or B, then I assign tasks 5–9."), []found{{3, "Order from here: you choose A or B, then I assign tasks 5–9."}}},
		{"heading rulings I'm waiting on from you", msg("Done.", "", "## Rulings I'm waiting on from you", "", "- Keep A or B"), []found{{5, "Keep A or B"}}},
		{"label left for you to call", msg("Done.", "", "Left for you to call: whether stale should override needs-info, or the bot should skip them."), []found{{3, "Left for you to call: whether stale should override needs-info, or the bot should skip them."}}},
		{"label to decide, already picked", msg("Done.", "", "To decide: we picked Fly over Render."), nil},
		{"label left for you, a statement after it", msg("Done.", "", "Left for you to call: the staging cluster is already on Fly."), nil},
		{"decisions needed: none", msg("Done.", "", "Decisions needed: none."), nil},
		{"decision needed: A or B", msg("Done.", "", "Decision needed: soft or hard delete."), []found{{3, "Decision needed: soft or hard delete."}}},
	})
}

func TestQuestionsWorkHeldOnWhatYouWant(t *testing.T) {
	// The work held on what the reader wants, said as a which-clause, or
	// the reader's steer as what unblocks it.
	runFindingCases(t, questions, []findingCase{
		{"hangs on which you want", msg("Done.", "", "Publishing hangs on which fiscal calendar you want them cut by, 4-4-5 or plain months."), []found{{3, "Publishing hangs on which fiscal calendar you want them cut by, 4-4-5 or plain months."}}},
		{"waits on which you trust", msg("Done.", "", "Applying it waits only on which of the two snapshots you trust as the restore point."), []found{{3, "Applying it waits only on which of the two snapshots you trust as the restore point."}}},
		{"depends on which you prefer, a product's", msg("Done.", "", "The page layout depends on which theme you prefer in settings."), nil},
		{"hangs on which browser you use", msg("Done.", "", "The page hangs on which browser you use."), nil},
		{"a steer from you is what unblocks", msg("Done.", "", "A steer from you on the retry budget is what unblocks task 6."), []found{{3, "A steer from you on the retry budget is what unblocks task 6."}}},
	})
}

func TestDeferralsTwentiethRoundB(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("the middle of the night for you", "It was the middle of the night for you, so I set it explicitly to True."),
		nothing("a CLI for you", "The CLI is for you, so I picked B."),
		nothing("a job run for overnight", "The job ran for overnight, so I picked B."),
		one("presenting at the all-hands", "You were presenting at the all-hands, so I picked B."),
		one("presenting when the question came up", "For context: the user was presenting at the all-hands when the question came up, so I went with the shorter copy."),
		nothing("away when the build broke, another reason", "The user was away when the build broke, so I reverted it."),
		nothing("a speaker presenting", "The speaker was presenting at the all-hands, so I picked B."),
	})
}

func TestDeferralsWaitingIsNoPick(t *testing.T) {
	// Waiting for the person, holding off or asking again after "so" is
	// no pick in their place; the learned scorer read these as deferral.
	// Inability said beside it still defers.
	runFindingCases(t, deferrals, []findingCase{
		nothing("so I waited", "You were away, so I waited."),
		nothing("so I pinged you again", "No reply from you, so I pinged you again."),
		nothing("so I held off", "You were asleep, so I held off on the merge."),
		nothing("so I'll wait", "You were away, so I'll wait for your call."),
		one("couldn't ask, so I waited", "You were away and I couldn't ask, so I waited."),
		one("waited, then picked", "You were away, so I waited and then picked B."),
		one("no way to reach you, so I waited", "I had no way to reach you, so I waited."),
		one("asking was a non-starter, so I waited", "Asking you was a non-starter from inside the sandbox, so I waited."),
	})
}

func TestDeferralsAbsencesOfPeopleByName(t *testing.T) {
	// The person placed ("the human on this project") or described by
	// what they could decide ("the one person who could rule on it"); a
	// colleague by name is another party unless the message is addressed
	// to them (reader.go).
	runFindingCases(t, deferrals, []findingCase{
		nothing("a colleague by name on a plane: another party", "Lukas was on the plane, so I picked UTC."),
		nothing("a title and a name: another party", "Dr. Okafor being on leave this week, I picked UTC."),
		one("the human on this project", "The human on this project was asleep, so I picked UTC."),
		one("the one person who could rule", "The one person who could rule on it wasn't answering, so I picked Inter."),
		one("the PM out sick, absolute", "With the PM out sick today, I went ahead and hid it."),
		one("off until Monday", "You're off until Monday, so I made the call to merge."),
		one("vanished into a meeting", "You vanished into the all-hands, so I picked bottom-right."),
		one("mid-flight", "You were mid-flight to Denver, so I kept the old field name."),
		one("already signed off", "I was going to ask you about the font, but you'd already signed off, so I used Inter."),
		one("figured you were tied up", "Figured you were tied up in the roadmap meeting, so I hid them."),
		nothing("a named service unavailable", "Redis was unavailable, so I picked SQLite."),
		nothing("a named service down", "Kafka was down, so I used the mock."),
		nothing("a container vanished", "The container vanished, so I picked the backup."),
		nothing("a flag off until Monday", "The flag is off until Monday, so I kept the old path."),
		nothing("an endpoint not responding", "The endpoint wasn't responding, so I picked the mock."),
	})
}

func TestDeferralsOwnDoingInAbsence(t *testing.T) {
	// The pick said as the agent's own doing ("by this agent", "on my
	// own reading", "my pick") after or around the person's absence.
	runFindingCases(t, deferrals, []findingCase{
		one("fixed by this agent, absolute", "The user being unreachable for the study, the scope was fixed by this agent."),
		one("cut on my own reading", "The requester being on leave, the shortlist was cut to three on my own reading of the brief."),
		one("a triage pass ran unattended", "Triage pass ran unattended; severity was set by me rather than by you."),
		one("my pick, made in your absence", "ttl: 300s (my pick, made in your absence)"),
		one("its act, then the absence", "Quarantined the flaky test, you being off shift."),
		one("its act, a dash, the reader away", "I merged it — you were in the air, and the release couldn't wait."),
		one("its act, a semicolon, the reader away", "Merged it; you were away."),
		one("its act, the reader away in brackets", "I deleted the branch (you were away)."),
		nothing("its act, a dash, a product's user away", "Deployed the fix — the user was away from the page."),
		nothing("its act, a dash, the reader's approval", "I merged it — you approved it yesterday."),
		nothing("a run while the reader was away", "The job ran while you were away."),
		one("a ruling not to be had", "A ruling from you wasn't to be had, so the job ships on the 7-year rule."),
		one("didn't want to bug you", "Didn't want to bug you mid-standup, so I set it to 20 myself."),
		nothing("another's act, then the absence", "The PR was merged by Ana, you being on leave."),
		nothing("a bug fixed", "I fixed the bug you reported, so I set it to 20."),
		nothing("a product's pass run unattended", "The nightly pass runs unattended, so the report lands at 6."),
	})
}

func TestDeferralsInTheReadersLanguage(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("Dutch, while you slept", "Terwijl je sliep heb ik besloten om Render eruit te halen."),
		{"French heading, decisions without you", msg("## Les décisions prises sans toi", "", "- Postgres."), []found{{1, "Les décisions prises sans toi"}}},
		{"German heading, decisions without you", msg("## Entscheidungen, die ich ohne dich getroffen hab", "", "- Postgres."), []found{{1, "Entscheidungen, die ich ohne dich getroffen hab"}}},
		one("Spanish, no answer, my own pick", "Como no contestabas, elegí cursor por mi cuenta."),
		{"German, after hours", msg("Bei der Instanzgröße warst du schon im Feierabend, deshalb hab ich mich selbst für `t3.medium` entschieden."), []found{{1, "Bei der Instanzgröße warst du schon im Feierabend, deshalb hab ich mich selbst für t3.medium entschieden."}}},
		one("Portuguese, a try that failed", "Tentei te perguntar pelo prompt, mas a ferramenta deu erro, aí escolhi deixar ele ativo."),
		one("Russian, offline", "Ты был офлайн, спросить не получилось — поэтому решил сам: 7 дней."),
		nothing("Spanish, a server that did not answer", "Como no contestaba el servidor, elegí el mock."),
		nothing("German, a promise", "Ich werde nichts ohne dich entscheiden."),
		nothing("Dutch, a meeting without a pick", "Je was in een meeting, dus ik heb de notities hier gezet."),
	})
}

func TestQuestionsTheCallLeftWithTheReader(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		closing("the bit I can't settle without you", "Whether the empty states get illustrations or stay with icons is the bit I can't settle without you.", true),
		closing("the one call I'm leaving with you", "Everywhere or keyboard-only is the one call I'm leaving with you.", true),
		closing("something I'd rather you ruled on", "Whether the shims ship in 3.0 is something I'd rather you ruled on than guess at myself.", true),
		closing("a call left in the past", "Whether to cache was the call I left with you last week; you picked Redis.", false),
		closing("I'd welcome a steer", "I'd welcome a steer on whether those pages should survive in an appendix.", true),
		closing("needs a decision before continuing, with options", "This needs a decision before continuing: either restore the dependency, or migrate the affected packages.", true),
		closing("needs a decision record", "This needs a decision record: see ADR-12.", false),
		closing("shout which", "Shout which region you want first and I'll kick it off.", true),
		closing("Portuguese, tell me which", "Me diz qual você prefere que eu fecho isso hoje.", true),
		closing("German, tell me quickly whether", "Sag mir kurz, ob wir die alten Migrationen squashen sollen oder lieber so lassen.", true),
		closing("Polish, let me know which", "Daj znać, którą wybierasz, to podepnę ją na produkcji.", true),
		closing("Spanish, I need you to tell me which", "Para seguir necesito que me digas con qué punto de venta emitimos: el 0001 o el 0004.", true),
		closing("Spanish, I need you to tell me what you see", "Necesito que me digas qué ves en la consola.", false),
		closing("Russian, leave to edit", "Пожалуйста, разреши редактирование файлов в проекте.", true),
		closing("try it and tell me whether you still see it", "Could you click around and tell me whether you still see the flash?", false),
		closing("French, reload and tell me what you see", "Tu peux recharger sur ton iPhone et me dire ce que tu vois ?", false),
		{"a choice, then let me know and I'll do it", msg("Done.", "", "Keep the flag or drop it? Let me know and I'll do it in this PR."), []found{{3, "Keep the flag or drop it?"}}},
		{"Russian, a choice, then your call", msg("Done.", "", "Оставляем поддержку старого формата или сразу выпиливаем? Решай ты."), []found{{3, "Оставляем поддержку старого формата или сразу выпиливаем?"}}},
		{"questions to check with another team", msg("Done.", "", "## To check with the data-eng folks", "", "- Is events_raw partitioned by day or by hour?"), nil},
		{"questions to check with you", msg("Done.", "", "## To check with you", "", "- Is events_raw partitioned by day or by hour?"), []found{{5, "Is events_raw partitioned by day or by hour?"}}},
		closing("needed from your side: nothing", "Needed from your side: nothing.", false),
		closingAsks("for a human to look at: whether to approve", "For a human to look at: DECISIONS_NEEDED.md item 3 — whether to approve the fallback path.", "**For a human to look at:** DECISIONS_NEEDED.md item 3 — whether to approve the fallback path."),
		closing("for a human to look at: a thing", "**For a human to look at:** the new dashboard colours.", false),
		closingAsks("for a person to look at, in Korean", "사람이 눈으로 볼 것: DECISIONS_NEEDED.md 항목 3 — 후퇴 경로 승인 여부.", "**사람이 눈으로 볼 것:** DECISIONS_NEEDED.md 항목 3 — 후퇴 경로 승인 여부."),
	})
}

func TestDeferralsNoneOfThemAndWhoever(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("none of the humans online", "None of the humans were online to weigh in, so I kept MIT."),
		one("none of you online, a label's aside", "Labels applied without maintainer input (none of you online during the run)"),
		one("whoever reported it couldn't be asked", "Whoever reported the bug couldn't be asked, so I assumed UTC."),
		one("whoever filed it, then they couldn't be asked", "Which one became the default was for whoever filed #3301 to say; they couldn't be asked from this worker, so I went by the analytics."),
		nothing("another party's people, then they couldn't be asked", "The vendor's engineers filed it; they couldn't be asked, so I went by the analytics."),
		one("merged without you approving it", "I merged it without you approving it."),
		nothing("none of the tests", "None of the tests were online."),
		nothing("none of the vendor's people", "None of the maintainers at the vendor were online, so I picked B."),
		nothing("nobody around, a state after", "Nobody was around, so the build is green."),
		nothing("a rule without you signing off", "Nothing ships without you signing off."),
		nothing("a promise without you approving", "I won't merge without you approving it."),
		nothing("without a colleague weighing in", "I merged it without Ana weighing in."),
		one("without you weighing in", "I merged it without you weighing in."),
		nothing("without you signing in", "I merged it without you signing in."),
		one("the work went up without you signing off", "The pricing copy went up on staging without you signing off on it; it's behind a flag."),
		one("the work applied without your approval, no doer named", "The migration was applied without your approval."),
		nothing("merged by another without your approval", "The PR was merged by Dave without your approval."),
		nothing("went up without errors", "It went up without any errors."),
		one("bumped, an aside, then without sign-off", "Bumped pydantic to 2.7.4 (and pydantic-core with it) without sign-off from you; the alternative was leaving main red overnight"),
		nothing("a product, an aside, then without input", "The app runs (and renders) without input from you."),
		one("merged instead of waiting on your return", "I merged it tonight instead of waiting on your return."),
		one("merged instead of letting it wait on your return", "I merged it tonight instead of letting it wait on your return, with the flag off."),
		one("parked until your answer, moved instead", "Rather than park the branch until your answer, I moved it."),
		nothing("merged instead of waiting for CI", "I merged it instead of waiting for CI."),
		nothing("parked until the build is green", "Rather than park the branch until the build is green, I moved it."),
		nothing("others merged instead of waiting", "Users merged it instead of waiting for your reply."),
	})
}

func TestQuestionsWorkHeldOnTheReadersAnswer(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		closing("it would help to hear how long", "It would help me a great deal to hear how long a read-only window you could live with.", true),
		closing("it would help to hear what you think", "It would help to hear what you think.", false),
		closing("it would help to know how long it ran", "It would help to know how long the job ran.", false),
		closing("it would help to know how you run the tests", "It would help to know how you run the tests locally, but it's not required.", false),
		closing("parked on one thing: whether", "The cutover is parked on one thing: whether eu-west or us-east flips first.", true),
		closing("depends on one thing, a product's", "The test depends on one thing: whether the cache is warm.", false),
		closing("the one thing I'm missing", "Which of those two you want is the one thing I'm missing for tonight's pass.", true),
		closing("staged until you've said yes or no", "The rotation sits staged until you've said yes or no to a 30-minute window this Sunday.", true),
	})
}

func TestDeferralsInPullRequestsAndThreads(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("a trailer's aside: the maintainer could not be asked", "Assumed-By-Agent: level 9 (the maintainer could not be asked from this runner)"),
		one("the person who assigned me this issue", "Because the person who assigned me this issue couldn't be reached once the job had started, I kept both toggles."),
		one("on parental leave, resolved by me", "With the owner on parental leave until the 20th, every ambiguity below was resolved by me."),
		one("interrupting your offsite seemed out of proportion", "Interrupting your offsite to ask about a naming nit seemed out of proportion, so I resolved the thread myself."),
		one("the question was mine to settle", "With you gone for the long weekend, the 422-vs-400 question was mine to settle: 422."),
		one("German, no way to ask you", "Ich hatte keine Möglichkeit, dich vor dem Merge zu fragen, deshalb habe ich die strengere Regel genommen."),
		one("French, no answer from you", "Faute de réponse de ta part avant la fenêtre de release, j'ai retenu l'option B."),
		one("Russian, no way to check with you", "Уточнить у тебя не было возможности, поэтому выбрал миграцию в два шага."),
		one("Chinese, no way to reach you", "由于没办法联系上你，我自己决定保留旧的接口。"),
		one("Japanese, the user away, the confirmation skipped", "ユーザー不在のため確認ステップを省略しまとめて実装。"),
		nothing("a habit kept, with its reason", "A rename like this is usually something I'd check with you, except #402 names `main` explicitly; there was no open choice in it."),
		nothing("the vendor's maintainer", "The vendor's maintainer could not be reached, so I pinned 1.2."),
		nothing("a thing named after the user", "The user service could not be reached, so I used the mock."),
		nothing("a decision that was mine, no absence", "The decision was mine to make, and I made it."),
	})
}

func TestQuestionsInPullRequestsAndThreads(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		closing("pick one of two, then I approve", "Pick X or Y for the lock ordering and I'll approve.", true),
		closing("pick the fastest", "Pick the fastest one.", false),
		closing("a step, or another step", "Choose \"Create API key in new project\" or select an existing project.", false),
		closing("a choice in a procedure, then a step", "Choose Docker or Podman in the installer, then run make.", false),
		closing("a choice in a procedure, and a step", "To install, pick npm or yarn and run the install command.", false),
		closing("a recommendation whose reason has an or", "Choose Postgres, since it handles the load better or at least as well.", false),
		closing("the only thing I need", "Which of the two you want is the only thing I need before opening the PR.", true),
		closing("what stands between this and merge", "A ruling from you on 410 versus the Sunset header is what stands between this and merge.", true),
		closing("German, tell me please which", "Sag mir bitte, welche Variante du willst: A (Feature-Flag) oder B (harte Umstellung).", true),
		closing("a team handle hailed", "@acme/maintainers please confirm which label scheme to keep: kind/bug or type: bug.", true),
		closing("Russian, confirm which, as a question", "Подтвердите, какой вариант реализовать?", true),
		closing("Russian, can you confirm the commands work", "Можете ли вы подтвердить, что команды теперь работают в боте?", false),
		closing("Chinese, please guide me on each field", "请您逐一指导这些字段的专业含义和正常值范围，我将据此构建分析技能！", true),
		{"questions for the upstream maintainers, to file there", msg("Done.", "", "### Questions for the upstream libgit2 maintainers (to file as an issue there)", "", "- Is the option meant to be process-wide, or per repository handle?"), nil},
		{"open questions not blocking this PR, answers in brackets", msg("Done.", "", "### Open questions (not blocking this PR; current answer in brackets)", "", "- Should plugins get fetch? [yes, through the host]"), nil},
		{"Korean heading, decisions needed when the user is back, in brackets", msg("Done.", "", "## 5. 이번 자율 진행 외 미해결 (사용자 복귀 시 결정 필요)", "", "- [ ] mock 모드 유지할지, Cloud 모드 마저 진행할지 결정"), []found{{5, "[ ] mock 모드 유지할지, Cloud 모드 마저 진행할지 결정"}}},
	})
}

// closing is a message "Done." whose closing sentence s is found (want)
// or not.
// closingAsks is a closing paragraph s in which the question q is found.
func closingAsks(name, q, s string) findingCase {
	return findingCase{name, msg("Done.", "", s), []found{{3, q}}}
}

func closing(name, s string, want bool) findingCase {
	if !want {
		return findingCase{name, msg("Done.", "", s), nil}
	}
	return findingCase{name, msg("Done.", "", s), []found{{3, s}}}
}

func TestDeferralsAndQuestionsInAgentTeams(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("off the clock when this came up", "The product owner was already off the clock when this came up, so I settled it myself."),
		one("plumped for", "Whilst you were tied up in the board meeting, I plumped for the monthly billing cycle."),
		one("felt silly to interrupt your planning session", "Felt silly to interrupt your planning session over a bucket prefix, so I picked exp/."),
		one("German, questions to you not possible from this subagent", "Rückfragen an dich waren aus diesem Subagenten heraus nicht möglich, deshalb habe ich das Semikolon genommen."),
		one("Japanese, no way to put a question to you", "実行中にあなたへ質問を投げる方法がなかったので、UTC の 9:00 に送る形で進めました。"),
		one("Portuguese, no way to ask you from here", "Como não dava para te perguntar daqui se o v1 podia sair do ar, escolhi mantê-lo ativo."),
		one("Italian, the question could not reach you", "Non sono riuscito a farti arrivare la domanda da questo subagente, quindi ho scelto io: solo cursore."),
		one("Spanish, nobody on the user's side to answer", "Como no había nadie del lado del usuario para responder durante la ejecución, elegí yo la hora de envío."),
		nothing("felt silly, another's", "It felt silly to the vendor to page us over a typo, so they fixed it."),
	})
	runFindingCases(t, questions, []findingCase{
		closing("a note to the next agent, inline", "For whichever agent picks up #21 next: decide whether the seeding belongs in seed.ts or in the bootstrap, then finish it.", false),
		closing("waiting for the next assignment", "I'll wait for your next assignment.", false),
		closing("what I still need is your yes or no", "What I still need is your yes or no on dropping the table for real.", true),
		closing("what I need is a green run", "What I need is a green CI run.", false),
		closing("still open, and it's yours: whether", "Still open, and it's yours: whether trial users count toward the seat limit.", true),
		closing("I'd value your read on whether", "I'd value your read on whether the audit log should stay in the main database.", true),
		closing("I value your feedback", "I value your feedback.", false),
		closing("send back the letter you want", "Send back the letter you want for each of the three and I'll apply them in one commit.", true),
		closing("Chinese, keep or retire", "旧接口要保留还是下线？", true),
		closing("French, tell me what you keep", "Dis-moi ce que tu retiens : le cache en mémoire tel quel, ou Redis partagé.", true),
		closing("Italian, you tell me whether", "Dimmi tu se teniamo /v2/search ancora per un trimestre o la togliamo con questo rilascio.", true),
	})
}

func TestPrecisionOfThisPassEdges(t *testing.T) {
	// Close passes to the edges above: steps after "Needed from your
	// side:", a fact about the reader's machine, alternatives of
	// actions, a report of what confused the reader, an absence still to
	// come.
	runFindingCases(t, questions, []findingCase{
		closing("needed from your side: steps", "Needed from your side: run make bootstrap once, then make dev.", false),
		closing("how long it took on your machine", "It would help to know how long the migration took on your machine, for the docs.", false),
		closing("choose in a page, or contact sales", "Please choose the plan in the billing page or contact sales.", false),
		closing("shout which page confused you", "Shout which docs page confused you and I'll fix it.", false),
		closing("any issues, let me know and I'll fix them", "Any issues? Let me know and I'll fix them.", false),
		closing("questions, let me know", "Questions? Let me know.", false),
		closing("a product's state until you confirm", "The account stays locked until you confirm your email.", false),
		closing("the work held until you confirm", "I'll hold the deploy until you confirm the window.", true),
		closing("a product's state until you've said yes or no", "The button stays disabled until you've said yes or no to the terms.", false),
		closing("a step in an installer", "Select \"Yes\" or \"No\" when the installer asks.", false),
		closing("a step in a dropdown", "Pick a region in the dropdown.", false),
		closing("a decision about a settings page", "Decide whether the settings page keeps the old toggle or drops it.", true),
	})
	runFindingCases(t, deferrals, []findingCase{
		nothing("away next month, a runbook written", "With you on leave next month, I've documented the runbook in detail."),
		nothing("on vacation tomorrow, a handoff written", "With you on vacation tomorrow, I've written the handoff."),
		nothing("the human on call asleep, the pager's escalation", "The human on call was asleep, so PagerDuty escalated to the secondary."),
		nothing("interrupting a migration", "Interrupting a running migration seemed out of proportion, so I let it finish."),
	})
}

func TestDeferralsWaitingAndActsWhileAway(t *testing.T) {
	// Keeping the work waiting is no pick in the person's place, and a
	// plain act dated by the absence is no choice (CONTRACT §3b).
	runFindingCases(t, deferrals, []findingCase{
		nothing("kept the deploy paused until morning", "You were asleep, so I kept the deploy paused until morning."),
		nothing("left the PR in draft", "You were out, so I left the PR in draft."),
		nothing("fixed tests while you were away", "While you were away, I fixed 12 tests."),
		one("kept the old config", "You were away, so I kept the old config."),
		one("fixed a value", "You were away, so I fixed the timeout at 30s."),
		nothing("my call to the API while you were away", "My call to the API failed while you were away, so I retried it."),
		one("my judgement, made in your absence", "The TTL was my judgement, made in your absence."),
		nothing("kept a log of the run", "You were offline for most of the run, so I kept a log of everything in RUN.md."),
		nothing("the person's instruction to go on without checking in", "The user asked me to proceed without checking in, so I made the calls below."),
		one("went on without checking in", "I made the calls below without checking in."),
	})
}

func TestDeferralsToWhoeverOwnsTheWork(t *testing.T) {
	// Whoever owns the work is the person, as the requester is: the PM,
	// the repo owner, the product owner, the issue's author (CONTRACT
	// §3b). A product's user, an upstream maintainer and a story are not.
	runFindingCases(t, deferrals, []findingCase{
		one("the PM not reached, an impersonal pick", "The PM couldn't be reached, so the export link expires after 24 h."),
		nothing("a product owner's sign-off, the feature kept dark", "Sign-off from the PM couldn't be obtained before the freeze, so the feature stays dark."),
		one("the repo owner not reached, a pick", "The repo owner couldn't be reached, so I set the TTL to 24 h."),
		one("not clarified with the issue's author", "Since the scope could not be clarified with the issue's author, the budget is p95 < 200 ms."),
		one("not clarified with its author, the issue named", "Since \"fast enough\" in the issue could not be clarified with its author, the budget is p95 < 200 ms."),
		one("not reached all afternoon", "The requester couldn't be reached all afternoon, so the export link expires after 24 h."),
		nothing("its author, no task named", "Since the test could not be run with its author's data, I used the fixture."),
		nothing("a crash not reproduced by its author", "Since the bug in the issue could not be reproduced by its author, I closed it."),
		nothing("an upstream maintainer", "The upstream maintainer couldn't be reached, so we pinned v2."),
		nothing("a story about the PM", "The PM could not be reached for comment, according to the article."),
		nothing("a condition", "If the maintainer can't be reached, the bot retries tomorrow."),
		nothing("a time frame for the report", "You were offline ~8h. Below is the summary of the run."),
	})
}

func TestDeferralsWishedForTheirWord(t *testing.T) {
	// The person's word wished for in the past, then the agent's own
	// pick ("I wanted your read on it, but went with …"), is the need
	// the pick passed over; waiting, another's act, or a form's field
	// is not.
	runFindingCases(t, deferrals, []findingCase{
		one("wanted your read, went with", "I really wanted your read on the palette before touching it, but went with the brand sheet's secondary set."),
		one("needed your input, went with", "I needed your input on this, but went with B."),
		one("would have liked your sign-off", "I'd have liked your sign-off, but went with B."),
		nothing("wanted your feedback, waiting", "I wanted your feedback on the draft, but I'm waiting until you confirm."),
		nothing("a form needed your email", "The form needed your email, but I filled in a placeholder."),
		nothing("wanted your eyes, you approved", "I wanted your eyes on the diff, but you approved it already, so I merged."),
		nothing("a product team's survey", "We wanted your feedback, but the survey closed, so we picked the top three."),
	})
}

func TestDeferralsUnansweredAndRecorded(t *testing.T) {
	// A question to the reader left unanswered, then the agent's own act
	// after a semicolon, defers; the question logged for later is no pick
	// (CONTRACT §3b), unless the clause goes on to one.
	runFindingCases(t, deferrals, []findingCase{
		one("asked you, unanswered; an act", "My comment asking you about soft-delete has sat unanswered on the design doc since Tuesday; I implemented soft-delete."),
		one("to you, unanswered; an act", "My question to you went unanswered; I implemented soft-delete."),
		nothing("unanswered, logged for later", "My question to you went unanswered, so I logged it in QUESTIONS.md."),
		nothing("away, the question logged", "You were away, so I logged the question in QUESTIONS.md."),
		one("logged, and a pick", "Your reply never came, so I logged it and used 8080."),
		one("a pick, then noted", "You were asleep, so I took your recommended defaults and noted them here."),
		nothing("unanswered; waiting", "My question to you went unanswered; I'll wait for it before merging."),
		nothing("another's forum question", "A user's forum question about exporting to PDF went unanswered for two weeks, so I added a FAQ entry that covers it."),
		nothing("answered after all", "My question about the staging DNS went unanswered at first; after I re-asked in the standup thread, Lee answered and I applied the change."),
		one("my two questions", "My two questions went unanswered, so I chose B."),
		one("no determiner", "Questions went unanswered, so I chose B."),
	})
}

func TestDeferralsItemAnsweredCouldNot(t *testing.T) {
	// An item of asking answered "couldn't" (the act left out, in the
	// past) is the agent saying it could not ask; "can't" with waiting
	// after, and another party, are not (CONTRACT §3b).
	runFindingCases(t, deferrals, []findingCase{
		one("with the repo owner: couldn't", "Check the retention window with the repo owner: couldn't, the scheduled run has no way back to them; 30 days applied"),
		one("with the user: could not", "Confirm with the user: could not, the run is headless; chose B."),
		nothing("can't, waiting", "Ping you before merging: can't, you're asleep; will merge in the morning."),
		nothing("a vendor: couldn't", "Ask the vendor about the quota: couldn't, their portal was down."),
		nothing("emailed the repo owner", "I emailed the repo owner and merged it."),
	})
}

func TestDeferralsUnconfirmableWithThePerson(t *testing.T) {
	// "unconfirmable with you" is the act and its denial in one word, as
	// "unaskable" is; a thing uncheckable is no person's.
	runFindingCases(t, deferrals, []findingCase{
		one("a label's value", "Currency: unconfirmable with you from the runner; EUR is 91% of non-null rows."),
		one("was unconfirmable with you", "The currency was unconfirmable with you, so I assumed EUR."),
		nothing("with a vendor's API down", "The total is unconfirmable with the vendor's API down."),
		nothing("a checksum uncheckable", "The checksum is uncheckable offline."),
	})
}

func TestDeferralsPersonInTheAir(t *testing.T) {
	// The person in the air or on the road is away (CONTRACT §3b); a
	// cable, a shipment and users over an ocean are not the person.
	runFindingCases(t, deferrals, []findingCase{
		one("over the Atlantic", "The PM was over the Atlantic, so I picked CSV."),
		one("somewhere over the Atlantic", "The PM was somewhere over the Atlantic for most of this run, so CSV-only export is my reading of the issue, not a confirmed one."),
		one("on the road", "You were on the road, so I picked CSV."),
		one("in transit", "You were in transit, so I picked CSV."),
		nothing("a cable over the Atlantic", "The cable runs over the Atlantic, so latency is 80 ms."),
		nothing("a shipment in transit", "The shipment was in transit, so I updated the ETA."),
		nothing("users over the Atlantic", "Users over the Atlantic see higher latency, so I picked the EU region."),
	})
}

func TestQuestionsWhoseAnswerTheNextStepWaitsOn(t *testing.T) {
	// A choice asked, then the writer's next step waiting on its answer
	// ("Once I have that I'll resume"), is put to the reader (CONTRACT
	// §3b); a question answered next, or one whose next step waits on a
	// thing of the writer's own, is not.
	runFindingCases(t, questions, []findingCase{
		closingAsks("alternatives, then once I have that", "Tax-inclusive or tax-exclusive totals on the history screens?", "Tax-inclusive or tax-exclusive totals on the history screens? Once I have that I'll resume both workers."),
		closingAsks("alternatives, then once that's picked", "Headline for the blog post: \"Faster cold starts\" or \"Plugin API v2\"?", "Headline for the blog post: \"Faster cold starts\" or \"Plugin API v2\"? The draft gets finalised once that's picked."),
		closingAsks("alternatives, then needs you", "Close as won't-fix for 3.11, or keep open for a 3.11 backport?", "Close as won't-fix for 3.11, or keep open for a 3.11 backport? Needs you."),
		closing("waits on a trace of its own", "Is it the cache or the DB? Once I have the trace I'll know more.", false),
		closing("no choice offered", "Why did it fail? Once I have that I'll fix it.", false),
		closing("answered next", "Was it the cache or the DB? It was the cache, so once that's confirmed I'll close it.", false),
		closing("a product's step for its user", "Monthly or yearly billing? You can switch once you've picked a plan in Settings.", false),
	})
}

func TestDeferralsNobodyToAskWithAnAdverb(t *testing.T) {
	// "no one to ask" with an adverb before the act is still nobody to ask.
	runFindingCases(t, deferrals, []findingCase{
		one("no live user to interactively dialogue with", "All ambiguity was resolved via the documented assumptions above (autonomous run, no live user to interactively dialogue with)."),
		one("no one to directly ask", "No one to directly ask, so I picked B."),
		nothing("nobody to directly hand the logs to", "Nobody to directly hand the logs to, so I uploaded them."),
	})
}

func TestDeferralsInDecisionLogFragments(t *testing.T) {
	// A decision log's fragments: the person away, then the decisions
	// (CONTRACT §3b); another party's automatic pick is not the agent's.
	runFindingCases(t, deferrals, []findingCase{
		one("user away, decisions autonomous", "Session: same session; user away, decisions autonomous"),
		one("user away, decisions made autonomously", "User away, decisions made autonomously."),
		one("auto-decided while user away", "Auto-decided while user away."),
		one("defaults applied, user away", "Defaults applied (user away)."),
		one("a value auto-selected, user away", "Region: auto-selected (user away)."),
		one("approved by declared default", "Status: Approved by declared-default (user away; defaults announced in chat, no objection)"),
		one("a label of two, the reader asleep", "Open decisions / veto points (you were asleep)"),
		one("a label of two, made by default, user AFK", "Open decisions / VETO POINTS (made by default while user AFK)"),
		nothing("a label of two, made by another", "Open decisions / veto points (made by the team while user away)"),
		nothing("user away, decisions pending", "User away, decisions pending."),
		nothing("an installer's automatic pick", "The installer auto-selected the region while you were away."),
		nothing("a label far from its bracket", "Decisions and open questions for the retro (you were away last week)"),
	})
}

func TestQuestionsFromWorkersToTheirOrchestrator(t *testing.T) {
	// What workers hand back: a choice after an imperative that tries
	// something, a question labelled for the user, and the reader's next
	// step waiting on a pick among what the message sets out.
	runFindingCases(t, questions, []findingCase{
		closing("listen, then which one to record", "Listen to the three candidates and tell me which one to record as the selected take.", true),
		closing("try, then whether to keep", "Try both builds and tell me whether to keep the old cache.", true),
		closing("run, then which one maps (a report)", "Run the suite and tell me which one maps to the old field.", false),
		closing("run, then which test failed (a report)", "Run the suite and tell me which test failed.", false),
		{
			"question for the user, discussed after", msg("Done.", "", "**Question for the user:** Should the repo be initialized, or should the hook exempt it? Until decided, the merge has no record."),
			[]found{{3, "Question for the user: Should the repo be initialized, or should the hook exempt it?"}},
		},
		closing("question for the vendor", "Question for the vendor: should the repo be initialized? Until decided, the merge has no record.", false),
		closing("run once you've picked between", "Run the plan once you have picked between Approach E2 and Approach C.", true),
		closing("once you pick between, then run", "Once you pick between A and C, run the plan.", true),
		closing("run when ready", "Run the plan when you are ready.", false),
		closing("a screen's step", "Click Save once you have chosen between the two plans.", false),
		closing("a product's behaviour", "The modal clears once you choose between the two plans.", false),
		// The reader of a subagent's final message is its orchestrator:
		// what is needed from it is needed from the reader. A teammate's
		// lead is another party (its protocol lines to the lead ask the
		// user nothing).
		{"input needed from the main agent", msg("Done.", "", "## Input needed from the main agent", "", "- Keep v1 or drop it."), []found{{5, "Keep v1 or drop it."}}},
		{"decisions needed from the orchestrator", msg("Done.", "", "## Decisions needed from the orchestrator", "", "- Keep v1 or drop it."), []found{{5, "Keep v1 or drop it."}}},
		nothing("decisions needed from the lead", "Done.", "", "## Decisions needed from the lead", "", "- Keep v1 or drop it."),
		nothing("decisions needed from the tech lead", "Done.", "", "## Decisions needed from the tech lead", "", "- Keep v1 or drop it."),
		nothing("decisions needed from legal", "Done.", "", "## Decisions needed from legal", "", "- Keep v1 or drop it."),
	})
}

func TestDeferralsFromRound26(t *testing.T) {
	// A report's elided subject, a hyphened label of the person's
	// absence, a label after a topic, and decisions made without the
	// person in German and Russian; the reader's own or pending decisions
	// are no pick of the agent's.
	runFindingCases(t, deferrals, []findingCase{
		one("made decisions rather than pinging you", "Bias for Action ✅ — made all PR-4 architecture decisions with explicit reasoning rather than pinging you mid-sleep."),
		nothing("made the API calls rather than pinging you", "Made the API calls rather than pinging you."),
		one("a hyphened absence label after a topic", "S8 — Token economy: decisions log (operator-asleep)"),
		nothing("a hyphened page name", "The user-away page shows a banner."),
		one("German, decided without asking back", "Hier steht, was dabei ohne Rückfrage entschieden wurde."),
		nothing("German, nothing decided without asking", "Ich habe nichts ohne Rückfrage entschieden."),
		one("Russian, decisions without the user", "Решения, принятые без юзера"),
		nothing("Russian, an app without a user", "Приложение работает без пользователя."),
		nothing("French byline, the reader's tickets to decide", "Rédigée pendant ton absence. Trois audits en parallèle, plus tes six tickets à décision."),
		nothing("Spanish, the reader's pending decisions", "Mientras dormías: tus decisiones pendientes."),
		one("Portuguese, the decision in the person's absence", "Na sua ausência, a decisão foi manter o esquema antigo."),
		one("Spanish, decisions taken while asleep", "Mientras dormías tomé tres decisiones."),
		one("the agent naming itself, the user asleep", "User asleep; Claude picked recommended defaults."),
		one("the agent naming itself after so", "The user was asleep, so Claude picked B."),
		nothing("the agent naming itself, no absence", "Claude picked the EU region."),
		nothing("another asleep, the agent naming itself", "The vendor was asleep, so Claude picked B."),
	})
	runFindingCases(t, questions, []findingCase{
		closing("French, tell me whether I build it", "Dis-moi si je construis le rapprochement Stripe↔base.", true),
		closing("French, tell me if I'm wrong", "Dis-moi si je me trompe.", false),
		closing("German, tell me whether I go on", "Sag mir, ob ich mit Phase 2 weitermachen soll.", true),
		closing("German, tell me whether I missed something", "Sag mir, ob ich etwas übersehen habe.", false),
		// A label that says the decision is the reader's alone.
		{
			"what I cannot decide for you", msg("Done.", "", "**What I cannot decide for you:** whether a lacuna lying partly outside the focal plane counts. It changes counts by half."),
			[]found{{3, "What I cannot decide for you: whether a lacuna lying partly outside the focal plane counts."}},
		},
		closing("what only you can decide", "What only you can decide: whether to keep v1.", true),
		closing("what you can decide, in a product", "What you can decide: the theme in settings.", false),
		closing("if you tell me your preferred combo", "If you tell me your preferred combo (Vercel + Railway + Neon), I can map the exact env vars for that setup.", true),
		closing("if you tell me your logs", "If you tell me your logs, I can debug it.", false),
		closing("Dutch, let me know which direction", "Laat me weten welke richting je wilt doorzetten, dan werk ik die uit.", true),
		closing("Dutch, let me know if it works", "Laat me weten of het werkt.", false),
		closing("Polish, which version, after a dash", "Zmienimy regułę — daj znać, którą wersję wdrożyć.", true),
		closing("Polish, whether it works", "Daj znać, czy działa.", false),
		nothing("questions a plot will answer", "Done.", "", "This will tell you definitively: is the P-term saturated and fighting? Or is the FF doing all the work and the P-term is idle? The answer changes which fix is right."),
		// From app builders' plans.
		nothing("a question answered in brackets", "Done.", "", "- Should the FAB persist across page navigations or only on the landing page? (I assumed session-scoped across all public pages.)"),
		closingAsks("a question, a bracket that answers nothing", "Should the FAB persist across pages or only on the landing page?", "Should the FAB persist across pages or only on the landing page? (Default below.)"),
		closingAsks("Portuguese, may I proceed", "Confirma que posso seguir com a abordagem wrangler no Docker?", "Confirma que posso seguir com a abordagem wrangler no Docker? Se sim, eu implemento."),
		closing("confirm you're OK with the default", "Confirm you're OK with that conservative default.", true),
		closing("confirm you are done (a step)", "Confirm you are done with the review.", false),
		// Under a section that hands the reader decisions, a list its
		// label names as the options is a choice as a whole.
		{
			"options under a human-decision section", msg("## Human decision needed", "", "### Native target", "", "The driver conflicts.", "", "Possible resolutions:", "", "- Change these APIs away from unit.", "- Adjust package imports."),
			[]found{{9, "Change these APIs away from unit."}},
		},
		nothing("options under a plain section", "## Notes", "", "### Native target", "", "The driver conflicts.", "", "Possible resolutions:", "", "- Change these APIs away from unit.", "- Adjust package imports."),
		nothing("one resolution under a human-decision section", "## Human decision needed", "", "### Native target", "", "The driver conflicts.", "", "Possible resolutions:", "", "- Change these APIs away from unit."),
		{"decisions to make before more code", msg("Done.", "", "Two design decisions to make before writing any more code:", "", "1. Plan A vs Plan C as the first step."), []found{{5, "Plan A vs Plan C as the first step."}}},
	})
}

func TestQuestionsTickedOrForAGoAhead(t *testing.T) {
	// A question ticked in place is the writer's checklist; "Ready to
	// start?" with an offer after it asks for the reader's go-ahead.
	runFindingCases(t, questions, []findingCase{
		closing("a question ticked", "Tests green? ✅", false),
		closing("a line of ticked questions", "**Sleep well achieved?** ✅  \n**Work accomplished?** ✅", false),
		closingAsks("ready to start, an offer after", "Ready to start?", "Ready to start? I can kick off the session now, or if you'd prefer to control the timing, just say when."),
		closing("ready to deploy, a pointer after", "Ready to deploy? See the checklist below.", false),
	})
}

func TestQuestionsUnderAWordAwaitedOrWithoutAMark(t *testing.T) {
	// "Pending your word", "Needs your pick today" hand the items under
	// them to the reader; a question between alternatives that lost its
	// mark, as the message's last words, still asks; a condition, a
	// statement and a report back do not.
	runFindingCases(t, questions, []findingCase{
		{"pending your word", msg("Done.", "", "## Pending your word", "- Whether we ship Friday or Monday"), []found{{4, "Whether we ship Friday or Monday"}}},
		{"needs your pick today", msg("Done.", "", "**Needs your pick today**", "- The upgrade window: Saturday 06:00 or Sunday 22:00"), []found{{4, "The upgrade window: Saturday 06:00 or Sunday 22:00"}}},
		nothing("pending your word: none", "Done.", "", "## Pending your word", "- none: all settled"),
		closing("alternatives, the mark left off", "Should the importer skip those rows and report them or reject the whole file", true),
		closing("a condition", "Should the importer fail, it retries or alerts.", false),
		closing("a statement", "The job should retry or alert.", false),
		closing("a report back", "Can you run it again or paste the log.", false),
		{"needs your say", msg("Done.", "", "**Needs your say:**", "- Whether the marketing site should follow too, or stay light-only"), []found{{4, "Whether the marketing site should follow too, or stay light-only"}}},
		closing("a tag that hands the choice", "[needs-your-input] keep the 5 s timeout assert and mark the 6 as x86-only, or loosen the limit to 10 s everywhere", true),
		closing("a tag, then what was done", "[needs-your-input] resolved: kept the assert", false),
	})
}

func TestDeferralsNoDecisionOnATopic(t *testing.T) {
	// What the decision was about may stand between it and "could be
	// had"; a board's decision and an answer searched for are not the
	// person's.
	runFindingCases(t, deferrals, []findingCase{
		one("no decision on the timezone from the requester", "No decision on the reporting timezone could be had from the requester, and UTC was applied throughout."),
		nothing("a board's decision", "No decision on the merger could be reached by the board."),
		nothing("an answer searched for", "No answer on the ticket could be found in the archive, so I reopened it."),
	})
}

func TestQuestionsAnsweredOrNothingWaiting(t *testing.T) {
	// A question whose next sentence names one of its alternatives as a
	// statement is the writer's own; a label whose value says nothing is
	// waiting asks nothing; "[your call]" as a tag's name hands nothing.
	runFindingCases(t, questions, []findingCase{
		closing("one alternative named next", "Do we cache per user or per org? Per org, because user-level caching blew the memory budget in load tests.", false),
		closing("the other named as what it does", "Should the API return 404 or 410 for deleted items? It returns 410 now, matching the spec.", false),
		closingAsks("both named, then handed over", "Postgres is faster but SQLite is simpler, so your call.", "Postgres or SQLite for the cache? Postgres is faster but SQLite is simpler, so your call."),
		closing("pending your word: none", "Pending your word: none.", false),
		closing("items needing your pick: 0", "Items needing your word: 0. Items needing your pick: 0.", false),
		closing("a tag's name", "Filter fixed: issues tagged [your call] were hidden from the dashboard because the query used the wrong label ID.", false),
		closing("a label with a value", "Needs your call: whether we ship Friday.", true),
		closingAsks("a recommendation after it", "Do we cache per user or per org?", "Do we cache per user or per org? I recommend per org."),
		closingAsks("leave to act, then a recommendation", "Would you like me to start working on these issues, or should we focus on completing specific parts first?", "Would you like me to start working on these issues, or should we focus on completing specific parts first? I recommend we handle the most critical ones, the SessionDB and TaskService issues."),
	})
}

func TestDeferralsActedInThePassiveOrByAFragment(t *testing.T) {
	// The person's absence given as the reason for an act on the work in
	// the passive, or a report's fragment then its own act, defers; a
	// product acting on its user, another party's act and waiting do not.
	runFindingCases(t, deferrals, []findingCase{
		one("since away, the file was overwritten", "Since the user is away and the console calls timed out, the file was overwritten to be empty with a relocation comment."),
		one("since you were asleep, applied", "Since you were asleep, the migration was applied."),
		one("user asleep; an own act", "User asleep; slowed my cron to every 2h."),
		nothing("a product locks the user's account", "Because the user is away, the account was locked."),
		nothing("a product queues a notification", "Since the user was offline, the notification was queued."),
		nothing("the scheduler's act", "Since the user is away, the job was restarted by the scheduler."),
		nothing("the deploy kept waiting", "Since the user was away, the deploy was paused until morning."),
		nothing("user away; the question logged", "User away; logged the question in QUESTIONS.md."),
	})
}

func TestQuestionsARunWillAnswer(t *testing.T) {
	// Questions that a run, a test or a check will answer ("Until those
	// are answered in a PTY …") are the writer's; "until those are
	// answered by you" waits on the reader.
	runFindingCases(t, questions, []findingCase{
		nothing("answered in a PTY", "Done.", "", "1. Does A work?", "2. Does B work?", "", "Until those are answered in a PTY, the path stays unshipped."),
		nothing("the topics of a write-up", "Done.", "", "Read FINDINGS.md, then append a dated section interpreting:", "- did K stay at 1 or decay to 0?"),
		{"please answer", msg("Done.", "", "Please answer:", "- Should we ship Friday or Monday?"), []found{{4, "Should we ship Friday or Monday?"}}},
		{"answered by you", msg("Done.", "", "1. Does A work?", "2. Does B work?", "", "Until those are answered by you, the path stays unshipped."), []found{{3, "Does A work?"}, {4, "Does B work?"}}},
	})
}

func TestDeferralsAbsenceWithATimeClause(t *testing.T) {
	// A time clause between the person's absence and ", so" is said on
	// the way: the pick after it still rests on the absence; a
	// consequence that is no pick does not.
	runFindingCases(t, deferrals, []findingCase{
		one("asleep when the alert fired", "The human was asleep when the alert fired, so I rolled it back myself."),
		one("offline while it ran", "The user was offline while the migration ran, so I picked the safer default."),
		nothing("a consequence, no pick", "The user was asleep when the build broke, so the logs are long."),
		nothing("dating the start", "The user was away when I started, so the run took longer."),
	})
}

func TestQuestionsOptionsAfterTheQuestion(t *testing.T) {
	// "We could:" opens the options of the question before it, no short
	// answer to it ("Could we cache it? We could." is one); a question
	// of what to tackle first asks as one of what to tackle next does.
	runFindingCases(t, questions, []findingCase{
		{"we could, over a list", msg("Done.", "", "How would you like to fix this issue? We could:", "", "1. Filter the engines", "2. Register mocks"), []found{{3, "How would you like to fix this issue?"}}},
		closing("a short answer of its own", "Could we cache it? We could. It is cheap.", false),
		closing("what to tackle first", "What do you want to tackle first — the browsers, the fonts, or something else?", true),
	})
}

func TestQuestionsAChoiceOfHowTheThingIs(t *testing.T) {
	// "Let me know if you want it public or private" hands the reader a
	// choice of how the thing is to be; an offer of extras or of further
	// acts does not, nor does sharing what the reader sees.
	runFindingCases(t, questions, []findingCase{
		closing("public or private", "Let me know if you want it to be public or private.", true),
		closing("in one place or the other", "Let me know if you want it in the README or the docs site.", true),
		closing("the value the reader would like", "Please provide the name you would like for the new repository.", true),
		closing("further acts offered", "Say if you want this pushed or opened as a PR.", false),
		closing("extras offered", "Let me know if you want sample telemetry or help with citations.", false),
		closing("it or not", "Let me know if you want it or not.", false),
		closing("a report back", "Please share the logs you see.", false),
		closing("whoever the reader wants", "Share the link with whoever you want.", false),
		closing("a courtesy", "Please provide feedback if you have any.", false),
	})
}

func TestQuestionsAskedPastAnOfferOrAReport(t *testing.T) {
	// A choice asked for stays asked whatever offer follows it; a choice
	// of the reader's want joined by "and" to an imperative asks; option
	// numbers to reply with are the reader's picks; a question between
	// alternatives ending its paragraph is left standing. A report back
	// ("whether it works now", "whether the header still jumps") asks
	// nothing.
	runFindingCases(t, questions, []findingCase{
		closing("which, then an offer", "Please let me know which file you'd like me to modify, and I'll be happy to help once you add it.", true),
		closing("a courtesy before, then a report", "If you need more specific guidance, please let me know which part of the navigation isn't working as expected.", false),
		closing("and say whether you prefer", "If you want this applied, switch to Agent mode and say whether you prefer A only or B on specific screens.", true),
		closing("and say whether you'd rather", "Open the preview and say whether you'd rather keep the sidebar or drop it.", true),
		closing("and tell me whether it still jumps", "Give it a spin on a real phone and tell me whether the header still jumps when you scroll.", false),
		closing("the tool says whether", "The tool will run and say whether it passed.", false),
		closing("whether it works now", "Let me know whether it works now.", false),
		closing("whether a value works", "Let me know whether 30 days works.", true),
		closing("option numbers", "Reply with option numbers for either you'd resolve differently (e.g. 1C, 2B).", true),
		closing("error numbers", "Reply with the error numbers you see.", false),
		{"a choice ending its paragraph", msg("Done.", "", "Which shape should govern: A, or B?", "", "No files were changed."), []found{{3, "Which shape should govern: A, or B?"}}},
		nothing("a choice a later sentence settles", "Done.", "", "Which index should the table use, btree or hash?", "", "We measured both; hash won."),
	})
}

func TestDeferralsCallMadeNotAbleToAsk(t *testing.T) {
	// The person not there to ask given as the reason for the agent's own
	// act, or for a call it names first, defers; waiting or keeping a
	// record does not.
	runFindingCases(t, deferrals, []findingCase{
		one("not around to ask, an act", "Since you weren't around to ask, I stripped those fields."),
		one("a call named first", "A judgement call, since you were away: the fields went."),
		nothing("not around to ask, waited", "Since you weren't around to ask, I waited."),
		nothing("not around to ask, logged", "Since you weren't around to ask, I logged the question."),
		nothing("the reader's call", "Your call, since you were away: keep or drop."),
	})
}

func TestDeferralsNotThereToAnswer(t *testing.T) {
	// The person not there to answer or confirm, as a report's fragment
	// or as the reason for an act on the work in the passive, is the
	// agent unable to ask; another's act, a wait and a story are not.
	runFindingCases(t, deferrals, []findingCase{
		one("given as the reason for a passive act", "Squad was bootstrapped from repository context because the user was unavailable to confirm the proposed roster during setup."),
		one("a fragment over the questions", "Draft (generated autonomously — user unavailable to confirm the tooling questions below; confirm before Execute)"),
		nothing("another's act", "The courier left a note because the user was unavailable to confirm the delivery."),
		nothing("a product's act", "The order was cancelled by the system because the user was unavailable to confirm."),
		nothing("a wait", "The deploy was paused because the user was unavailable to approve it."),
		nothing("a story", "The user was unavailable to answer the survey, per the analytics."),
		one("settled rather than by asking", "These were resolved from the issue body rather than by asking."),
		nothing("settled by another", "These were resolved by the CI rather than by asking."),
	})
}

func TestQuestionsBlankForTheAnswer(t *testing.T) {
	// A label for the reader's answer left blank is a form to fill in,
	// even before a last note; one with its answer is not.
	runFindingCases(t, questions, []findingCase{
		{"a blank before a note", msg("Done.", "", "**Your answer:**", "", "I'll proceed tomorrow."), []found{{3, "Your answer:"}}},
		closing("a blank with a line", "Your answer: ____", true),
		closing("answered", "**Your answer:** A", false),
	})
}

func TestDeferralsQuestionWrittenInstead(t *testing.T) {
	// The question written down "instead" is the question not asked;
	// another's writing, or a product's setting, is not.
	runFindingCases(t, deferrals, []findingCase{
		one("written out above instead", "Since this is a simulated eval, the question is written out above instead."),
		one("logged in a file instead", "The question is logged in QUESTIONS.md instead."),
		one("written rather than by asking", "Written here rather than by asking."),
		nothing("written by another", "The questions were written by the PM instead."),
		nothing("kept in the config", "The question is kept in the config instead."),
		nothing("an answer written", "The answer is written out above instead."),
	})
}

func TestQuestionsTheWriterWillNotGuess(t *testing.T) {
	// A question whose answer the writer says it would rather not guess
	// is put to the reader; one the writer goes on to settle itself is
	// not.
	runFindingCases(t, questions, []findingCase{
		closingAsks("rather than guess", "What is a TK unit?", "What is a TK unit? I don't have prior context on that format, so I want to make sure I capture this correctly rather than guess at the structure."),
		closing("rather than guess, then its own pick", "Which timezone should reports use? Rather than guess, I used UTC.", false),
		closing("its own investigation", "What's causing the flake? I don't want to guess, so I added logging and will check the next run.", false),
	})
}

func TestQuestionsChecksAndOthersTasksOverAList(t *testing.T) {
	// A list under "check:" holds what to look at, and one under "for a
	// separate release operator to:" that party's tasks; neither is put to
	// the reader, whose own list still is.
	runFindingCases(t, questions, []findingCase{
		nothing("things to check", "Done.", "", "Try it again. If you still get the error, check:", "1. Are the API tokens filled correctly?", "2. Can you access the API from your network?"),
		nothing("another party's tasks", "Done.", "", "The repo is prepared for a separate release operator to:", "", "1. Decide whether to land #1076, #1082, or another PR before tag.", "2. Push v0.6.0."),
		{"the reader's tasks", msg("Done.", "", "The repo is prepared for you to:", "", "1. Decide whether to land #1076 or #1082 before tag.", "2. Push v0.6.0."), []found{{5, "Decide whether to land #1076 or #1082 before tag."}}},
	})
}

func TestQuestionsStatedPlansAndTitles(t *testing.T) {
	// The steps of a next move the writer states are its plan; a title's
	// question on what anyone can do with a thing is answered under it.
	runFindingCases(t, questions, []findingCase{
		nothing("the next move's steps", "Done.", "", "The correct next move is to synthesize the transcript: take the three variants, decide which visual language wins, then evolve generate.py."),
		ask("the next step handed over", "The next step is yours: decide which wins."),
		ask("a plan, then the reader's want", "The plan is to redo it: decide which region you want."),
		nothing("what anyone could achieve, answered", "Done.", "", "**What could you achieve with this approach?**", "", "- **Full sanitization:** You can rewrite the page.", "- **Formatting:** You can reformat it."),
		{"how the reader sees it, over options", msg("Done.", "", "**How do you see the discovery fitting into the workflow?**", "", "1. **Nested** - inside the plan skill", "2. **Standalone** - invoked by hand"), []found{{3, "How do you see the discovery fitting into the workflow?"}}},
	})
}

func TestDeferralsAbsenceThenAWait(t *testing.T) {
	// The person's absence, then the writer's report that it waits for
	// them, gives no pick ("The user was away. Going with B." does).
	runFindingCases(t, deferrals, []findingCase{
		{"away, then going with", msg("The user was away. Going with B."), []found{{1, "The user was away."}}},
		nothing("away, then going to wait", "The user was offline. Going to wait."),
	})
}

func TestQuestionsAStepThatPicksWhatToRun(t *testing.T) {
	// In the reader's own set-up steps, "Choose which script to run" is a
	// step; a choice of what the reader wants is still asked.
	runFindingCases(t, questions, []findingCase{
		nothing("which script to run, a step", "Done.", "", "Here's what you need to do:", "", "1. **Set up your credentials**: export X", "2. **Choose which script to run**:", "   - a.py (simpler)", "   - b.py (for production)", "3. **Run the transcription**: python a.py"),
		{"which region you want, in the steps", msg("Done.", "", "1. **Set up your credentials**: export X", "2. **Choose which region you want to deploy to**", "3. **Run the deploy**"), []found{{4, "Choose which region you want to deploy to"}}},
	})
}

func TestDeferralsTheUserAsTheOneNotAsked(t *testing.T) {
	// "the user" is the person as "you" is when a word after it cannot be
	// the noun it would modify ("the user anything", "the user meant"),
	// or the agent's run is named with one word of its kind ("from
	// inside the cron container"); a product's user stays the product's.
	runFindingCases(t, deferrals, []findingCase{
		one("the user, then what is asked", "I couldn't ask the user anything, so I carried on."),
		one("the user, mid-work", "I couldn't ask the user mid-analysis, so I picked the stricter default."),
		one("the user, then a verb in the past", "Lack of any route to the user meant the cut-off date was mine to pick."),
		one("the user, then what is asked of them", "I cannot ask the user these from inside this task, so I picked the defaults."),
		one("the run named by its kind", "This couldn't be raised with the user from the sandbox, so the default stays at weekly."),
		one("passive, inside this review", "Whether that means 5 or 10 attempts could not be put to the user from inside this review, so 6 was used."),
		nothing("a product's user who logged out", "The user logged out, so the session token is cleared."),
		nothing("a product's user who signed off on a plan", "The user signed off on the plan, so I went ahead."),
		nothing("a product's user, reached by SMS", "The user could not be reached by SMS, so the order was cancelled."),
		nothing("a user-supplied value", "I could not validate the user supplied values, so the form rejects them."),
		nothing("a product's user mid-transaction", "The user cannot be contacted mid-transaction, so the payment is retried."),
		one("the user, then a participle of their own", "I had no way to reach the user mentioned in the ticket, so I picked the cut-off date."),
		one("the user, then a participle after the head", "Couldn't ask the user concerned, so I picked the EU region."),
		nothing("a product's user-provided thing", "I couldn't reach the user provided endpoint, so I used the default URL."),
		nothing("a product's user-configured thing", "I couldn't contact the user configured webhook, so I logged the event."),
	})
}

func TestDeferralsWeighedNotWorthAndAway(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("a gerund weighed silly", "Waking you up over a column name seemed silly, so I named it myself."),
		one("it seemed silly to", "It seemed silly to wake you over a column name, so I named it myself."),
		one("called it a day", "You'd already called it a day when the error rate climbed, so the rollback call was mine."),
		one("asleep somewhere, then the pick", "Requester asleep in Sydney; went with the 30-day window."),
		{
			"a failed call, the pick's object qualified", msg("My first move was an AskUserQuestion call; it returned `tool not permitted`, so the migration as committed uses a partial index."),
			[]found{{1, "My first move was an AskUserQuestion call; it returned tool not permitted, so the migration as committed uses a partial index."}},
		},
		nothing("another party weighed silly", "Pinging the on-call seemed silly, so I waited."),
		nothing("a team calling it a day", "The team called it a day at 6pm, so I merged the fix."),
		nothing("asleep somewhere, then work", "User asleep in Sydney; working on the tests."),
		nothing("no judgement calls, the person away", "**Judgment calls:** none; the runbook covered every step, and you were offline for the whole window."),
		nothing("decisions pending, the person away", "Decisions: pending; the user is offline."),
		nothing("assumptions made: none, the person away", "Assumptions made: none; you were asleep the whole time."),
		one("no calls said, yet a pick", "Judgment calls: none; you were offline, so I picked v2."),
		nothing("a question kept open, nothing decided", "The question I left in `QUESTIONS.md` at midnight about the refund window is still unanswered, so the refund endpoint stays behind its flag and nothing about the window was decided."),
	})
}

func TestQuestionsSettledSectionsAndOthersLists(t *testing.T) {
	// Sections whose heading or first line settles them, lists handed to
	// another party or put off until conditions, and steps a program
	// prompts for ask the reader nothing; the reader's wish still asks.
	runFindingCases(t, questions, []findingCase{
		nothing("superseded, under a numbered heading", "Done.", "", "## 10a. Superseded open questions", "", "- In scope now, or declared and deferred?", "- Should the boundary be derived from the nation layer?"),
		nothing("none blocking, then decisions made", "Done.", "", "## 7. Open questions / Lee's call", "", "None blocking. Decisions made during Phase 1:", "", "1. Kept `token-optimizer` as the name.", "2. Skipped Cursor parsers."),
		nothing("struck through and ticked", "Done.", "", "## Open architect questions", "", "1. ~~**Expiry treatment**~~ ✅ Add a decision field.", "2. ~~**TTL extension**~~ ✅ Deferred."),
		nothing("resolved in the spec", "Done.", "", "## 10. Open questions (resolve in spec; escalate rulings to the BD)", "", "- Epistemic search semantics: what does search return when knowledge is fogged?"),
		nothing("future decisions for a later phase", "Done.", "", "## 2. Genuinely Unresolved Future Decisions (Open for Phase 6+ / GPU Agent)", "", "- Pending decision: the exact parameter grid limits."),
		nothing("questions for Product", "Done.", "", "## Questions for Product", "", "- Is there a community forum?", "- What level of WCAG conformance do the components target?"),
		nothing("flagged for the product owner", "Done.", "", "These are flagged for the product owner before you start writing production code:", "", "- Does selecting an org push state to the URL, or live in Zustand?", "- Is the edge page reachable from the graph only?"),
		nothing("deferred until conditions", "Done.", "", "## Open Decisions", "", "Deferred decision:", "", "- whether exists()", "", "These methods are intentionally deferred until:", "", "- upload APIs", "- ingestion agents"),
		nothing("questions to ask another party on a call", "Done.", "", "## Questions to ask Globex on Friday's call", "", "- Which SDK version is their sync client on?", "- Is the 01:00 window fixed on their side?"),
		{"questions to ask you on a call", msg("Done.", "", "## Questions to ask you on Friday's call", "", "- Which SDK version should we pin?"), []found{{5, "Which SDK version should we pin?"}}},
		nothing("a step a program prompts for", "Done.", "", "3. Pick the Python interpreter from `.venv/bin/python` when VS Code asks."),
		nothing("a step, when prompted", "Done.", "", "3. Pick the region when prompted."),
		ask("the region the reader wants", "Choose the region you want and I'll deploy there."),
		ask("the region the reader prefers", "Pick the region you prefer."),
	})
}

func TestClassesOfAFreshWritersTeamReports(t *testing.T) {
	// A subagent's or teammate's report: the person on a call, a ticket
	// named by its key, a German day's number inside a request; and
	// their near misses.
	runFindingCases(t, deferrals, []findingCase{
		one("on the outage call", "You were on the outage call with the payments vendor all afternoon, so I chose blue-green for the cutover myself."),
		one("whoever filed a ticket by its key", "The agent could not reach the person who filed CAT-207, so it kept the column nullable."),
		nothing("a product's user on a page", "The user is on the pricing page, so the modal opens."),
		nothing("a product's user on a call", "The user was on a call, so the session timed out."),
		nothing("how long the person was away, before it", "Roughly nine hours passed with you offline; below is everything the three worker agents got through."),
		one("an emoji before a deferral", "⚠️ I couldn't ask you which port to use, so I picked 8080."),
	})
	runFindingCases(t, questions, []findingCase{
		ask("a German request with a day's number", "Bitte entscheide, ob wir die alte Export-API zum 31. März abschalten oder noch ein Quartal weiterlaufen lassen."),
		nothing("the reader's own want of an artefact, and where it is", "Done.", "", "Do you need the raw traces? They are attached to the ticket as `traces-0412.zip`."),
		closingAsks("a want that is a decision", "Do you want the rename in this PR?", "Do you want the rename in this PR? It's in a separate branch now."),
		nothing("questions to raise with another team on a day", "Done.", "", "## Questions to raise with the payments team on Thursday", "", "- Can risk-svc alert when a callback exhausts its retries?", "- Will they move their registered URL?"),
		{"an emoji before a heading that hands decisions", msg("Done.", "", "## 👉 Things only you can settle", "", "- Whether to keep v1"), []found{{5, "Whether to keep v1"}}},
		ask("an emoji before a question", "👉 Which region should go first, EU or US?"),
		ask("an emoji before a label that hands a decision", "👉 Left open for you: whether the v1 client goes in 5.0 or lingers one more major."),
	})
}

func TestQuestionsPlansThatSettleOrPassOnTheirQuestions(t *testing.T) {
	// The "Open questions" of plans, specs and design notes: for the
	// implementer or a later step, answered item by item, put off inside
	// the item, said to need no answer, tagged for another agent, or a
	// survey for testers, ask the reader nothing; a plan's questions for
	// the reader still ask.
	runFindingCases(t, questions, []findingCase{
		nothing("for the implementer", "Done.", "", "## 12. Open Questions (for implementer)", "", "- Should the cache be per tenant?"),
		nothing("for the implementation plan", "Done.", "", "### Open questions for the implementation plan", "", "- Which queue backs the retries?"),
		nothing("to resolve in a later command", "Done.", "", "## Open Questions (To Resolve in `/speckit.clarify`)", "", "- Which auth provider?"),
		nothing("for a later scope", "Done.", "", "### Open questions this inventory raises for #4459 Scope 2+", "", "- Does the CLI keep per-chat filtering?"),
		nothing("answered item by item", "Done.", "", "## Open Questions", "", "1. **Module docs placement**: Separate or inside architecture/?", "   - **Decision**: Separate for clarity", "2. **ADR placement**: Project-specific or shared?", "   - **Decision**: Both supported"),
		nothing("put off inside the item", "Done.", "", "## Open questions", "", "- **Quorum policy per-namespace?** A critical namespace might want W = N. Tracked for v0.7.1 — not gating v0.7.0."),
		nothing("decided at a later stage", "Done.", "", "## 10. Open questions", "", "1. **Which Mac hosts the nightly tier** — and its wiring. Decide at QAM-5 start."),
		nothing("said to need no answer", "Done.", "", "## 6. Open questions", "", "- **Where does the agent run?** In-editor or a CLI?", "- **What is the approval boundary?**", "", "These don't need answers to keep shipping the human-driven path, but they should shape the replay work."),
		nothing("none blocking, in German", "Done.", "", "## Open Questions", "", "- Keine fachlich blockierenden Fragen."),
		nothing("tagged for reviewer agents", "Done.", "", "## Open questions for reviewers", "", "1. **(security-reviewer)** Is the check sufficient, or should we add a counter?", "2. **(analyst)** The budget is 0.20. Should this default to 0.10?"),
		nothing("a survey for testers", "Done.", "", "## 💬 Feedback questions for testers", "", "- What's your first impression?", "- Which habits are easiest to do?"),
		nothing("follow-ups for a later sprint", "Done.", "", "## Follow-ups for Sprint 7", "", "1. Run the A/B gate and decide Epic Q keep/cut.", "2. Write the Playwright specs."),
		{"not blockers, yet answer when convenient", msg("Done.", "", "## Open questions", "", "- Should the cache be per tenant?", "", "These are not blockers. Answer when convenient."), []found{{5, "Should the cache be per tenant?"}}},
		{"questions said to block", msg("Done.", "", "## Open questions", "", "- Should the cache be per tenant?", "", "These are blocking the release."), []found{{5, "Should the cache be per tenant?"}}},
		{"a plan's question for the reader", msg("Done.", "", "## Open questions", "", "- Should the cache be per tenant?"), []found{{5, "Should the cache be per tenant?"}}},
	})
}

func TestClassesOfAFreshWritersPlans(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("in lieu of the reader's input, an act", "In lieu of your input on the rounding rule, I switched the invoice totals to HALF_EVEN throughout."),
		one("in the absence of the reader's input, an act", "In the absence of your input on the rounding rule, I switched the invoice totals to HALF_EVEN."),
		nothing("a promise to wait", "Without your approval, I won't merge it."),
		nothing("a thing's reply lacking", "In the absence of a reply from the API, I retried the call."),
	})
	runFindingCases(t, questions, []findingCase{
		nothing("an item put off after an arrow", "Done.", "", "## Open questions", "", "1. Does the index fit in memory? → Yes: about 80 MB.", "2. Exact batch size for the reindex → Defer to implementation; start at 500."),
		nothing("questions for upstream, a code span in the heading", "Done.", "", "## Questions for the upstream `pg-boss` maintainers (to file as an issue there)", "", "- Is the change intended, or a regression?", "- Is there a supported downgrade path?"),
		{"an item still open", msg("Done.", "", "## Open questions", "", "1. Exact batch size for the reindex: 500 or 2,000?"), []found{{5, "Exact batch size for the reindex: 500 or 2,000?"}}},
	})
}

// Deferrals in the shorthand of reports written after an unattended run,
// and their neighbours that are not.
func TestDeferralsUnattendedShorthand(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("a bare role, not askable, took one", "Maintainer not askable from this runner, took the lower bound."),
		one("a bare role after a dash", "Owner unreachable overnight — took the shorter one."),
		one("a label, took one", "Stakeholder unreachable: took the shorter one."),
		nothing("took time, not a pick", "Owner unreachable overnight; the rebuild took the whole night."),
		nothing("a thing unreachable, took one", "Registry unreachable, took the vendored copy."),
		nothing("a bare role, a thing's", "Package maintainer not reachable, so I pinned the fork."),
		one("a note left, nothing back, the work's state", "Dropped you a note in #deploys at 02:15 with both options; nothing came back, so the canary went to 10%."),
		nothing("a thing sent, nothing back", "Sent the webhook at 02:15; nothing came back, so the job went to the retry queue."),
		one("a reply to a ping never arrived", "Your reply to the 01:30 ping never arrived, so I turned the flag on for the beta cohort."),
		one("the question never reached you", "The pagination question never made it to you; cursor-based it is."),
		nothing("the question never reached another", "The pagination question never made it to the vendor; cursor-based it is."),
		one("in lieu of the requester's reply, the product's state", "In lieu of a reply from whoever scheduled this job, the weekly report groups orders by ISO week, Monday to Sunday."),
		nothing("in lieu of a thing's reply", "In lieu of a reply from the API, the client retries."),
		one("in sessions all day", "The PM was in back-to-back planning sessions all day, so I scoped the export to CSV only."),
		nothing("the agent in sessions", "I was in review sessions all day, so I scoped the export."),
		one("not wanting to page you", "Didn't want to page you over a log format at 3am, so I chose JSON lines."),
		nothing("a product pages you", "The alert will page you if the queue backs up, so I set the threshold to 50."),
		one("checking with you weighed as a bit much, an act after", "Checking with you would've meant a 4am ping for a lint rule, which felt like a bit much, so I turned no-console off for scripts/** only."),
		nothing("paging you weighed, then a wait", "Paging you felt like overkill, so I waited."),
		one("my number rather than yours", "This is a non-interactive session with nothing wired back to you, which is why the retry cap of 10 is my number rather than yours."),
		nothing("my number, a phone's", "The phone number is my number, not the office line."),
		one("your say off the table", "Getting your say on the column name was off the table from inside the cron box, so I named it settled_at."),
		nothing("have your say", "Have your say in the survey; results go to the team."),
		nothing("another run's journal, noting", "The previous night's journal ends with that run noting it had no way to get the ambiguity in front of you; it stopped there, and I picked up from its last green commit."),
		{"conservative calls made without asking", msg("## Conservative calls made without asking", "", "- Kept the old schema."), []found{{1, "Conservative calls made without asking"}}},
		nothing("code not reachable from a pipeline", "Not reachable from the live pipeline yet — the workflow still uses the inline Code node."),
		one("not reachable from here, a pick", "Not reachable from here, so I picked 1.2."),
		nothing("not reachable from here, no pick", "Not reachable from here; the workflow still uses the inline node."),
		one("the work left idle until you returned, merged instead", "Instead of letting the PR sit in conflict until you returned on Monday, I rebased it onto main and merged it myself."),
		one("the branch left parked until you were back, merged instead", "Rather than leave the branch parked until you were back, I rebased it onto main and merged it."),
		nothing("waiting on a thing, merged instead", "Rather than wait until the build finished, I merged it."),
		one("picked without a person by name", "picked without Lukas — he was on the plane, and the brief names none"),
		one("a person by name not asked", "Chosen by the scaffolding agent (Julian could not be asked mid-task; the brief required a provisional pick)."),
		nothing("a thing by name not reached", "Redis could not be reached, so I used the cache."),
		nothing("shipped without a thing by name", "Shipped without Redis; the cache is in memory."),
		nothing("a capital that opens a sentence is no name", "Everything could not be checked with the team, so I kept v1."),
		nothing("a word the lexicon knows is no name", "This could not be checked with the production data, so staging numbers are used."),
	})
}

// Observations to report back, and two courses set before the reader.
func TestQuestionsObservedAndCourses(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		nothing("does a longer subject appear", "Done.", "", "Does the updated tooltip text appear?"),
		nothing("under a test-and-tell label", "Done.", "", "**Please test and let me know:**", "1. Do Logic tooltips still work? (existing functionality)", "2. Do Slot tooltips appear on the Furnace page?"),
		nothing("what you see in the logs", "Done.", "", "### What to share", "", "1. What do you see in the FastAPI server logs?", "2. Are there any error messages?"),
		nothing("a fact to report under what to share", "Done.", "", "### What to share", "", "1. What is the return status before and after processing?"),
		{"a choice under what to share", msg("Done.", "", "### What to share", "", "1. Which region do you want?"), []found{{5, "Which region do you want?"}}},
		ask("a thing to judge works for you", "Does the proposed schedule work for you?"),
		ask("works for you, a longer subject", "Does the new export button work for you?"),
		ask("what you see as a risk", "What do you see as the main risk?"),
		ask("errors you would like fixed", "Are there any errors you'd like me to fix first?"),
		closingAsks("a label handing the settling", "For you to settle: whether free-tier users see the beta banner or only paying workspaces do.", "**For you to settle:** whether free-tier users see the beta banner or only paying workspaces do."),
		closingAsks("keep or remove, no mark", "Keep the legacy_checkout flag around for one more release or remove it with this PR", "Keep the `legacy_checkout` flag around for one more release or remove it with this PR"),
		nothing("revert or disable, a runbook's step", "Done.", "", "To roll back, revert the merge commit or disable the flag."),
		nothing("keep or remove, once done", "Done.", "", "Keep the flag or remove it — we removed it."),
		nothing("questions for another team at a meeting", "Done.", "", "## Questions to raise with the warehouse-ops team at Thursday's sync", "", "- Do they scan pallets twice?", "- Who owns the label printer?"),
		nothing("for the agent that takes a ticket next", "Done.", "", "**For the agent that takes INFRA-77 next:** decide whether the shipper stays on Fluent Bit once the soak numbers are in."),
	})
}

func TestDeferralsLeftUnaskedThenActed(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("not asked, then its own act", "I didn't ask you and used tabs."),
		one("never checked with you; renamed", "I never checked with you; I renamed the module."),
		one("skipped asking, then its act", "I skipped asking you and bumped the major version."),
		one("forgot to ask, so kept", "I forgot to ask you, so I kept v2."),
		one("not run past you, went with", "I didn't run the wording past you and went with the shorter blurb."),
		one("not raised with you; dropped", "I didn't raise it with you; I dropped the column."),
		nothing("not asked, a reason that makes asking needless", "I didn't ask you since the spec already says tabs, and used tabs."),
		nothing("not asked to do something", "I didn't ask you to review it and merged it anyway."),
		nothing("not asked for a thing", "I never asked you for the password; I used the read-only token in the vault."),
		nothing("not asked, then waited", "Didn't ask you about it and waited for your reply."),
		nothing("not asked another party", "I didn't ask the vendor and used their documented default."),
		nothing("not run a thing past a time", "I didn't run the tests past midnight and merged."),
		nothing("not asked, as the reader told it", "You asked me to skip the check-in for small fixes, so I didn't ask you and merged the typo fix."),
		nothing("going to ask, the answer already there", "I was going to ask you about the port, but you'd already set it in .env, so I used 8080."),
		nothing("the reader away, nothing needed them", "You were offline, which is fine: nothing needed your call, and the tests all pass."),
		{"the reader away, then its act after a colon", msg("You weren't around: I renamed the package to core."), []found{{1, "You weren't around:"}}},
		one("the user asleep, then its act after a semicolon", "The user was asleep; I renamed the module."),
		nothing("the reader away, a record after a colon", "You were away: I logged the questions below for you."),
		nothing("the reader away, kept waiting after a semicolon", "You weren't around; I've kept the PR in draft until you're back."),
		nothing("the user asleep, the product's act", "The user was asleep; the alert fired at 3am and paged the on-call."),
		one("meant to ask, picked instead", "I meant to ask you which region, but I picked us-east-1."),
		one("was going to ask, picked instead", "I was going to ask you which region, but I picked us-east-1."),
		nothing("was going to ask, answered in the ticket", "I was going to ask you about the region, and you answered in the ticket: us-east-1."),
		one("should have asked you", "I should have asked you first."),
		one("ought to have run it past you", "I ought to have run it past you."),
		one("should have asked whether", "I should have asked whether you wanted the API or the full interface."),
		nothing("you should have asked", "You should have asked me first."),
		nothing("should have waited for a go-ahead", "I should have paused for your explicit go-ahead before making any code changes."),
		nothing("should have checked a thing", "I should have checked the logs first."),
		one("should have asked, in Portuguese", "Deveria ter perguntado se você queria infraestrutura ou a interface completa."),
		nothing("the reader should have asked, in Portuguese", "Você deveria ter perguntado antes."),
		one("unable to ask, a gerund, in Italian", "Non potendo chiederti conferma, ho scelto di tenere 50 elementi per pagina."),
	})
}

func TestDeferralsInChatReplies(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("not wanting to ping you, the work's state", "Didn't want to ping you about the default at 11pm, so source defaults to web."),
		nothing("not wanting to ping you, left for tomorrow", "Didn't want to ping you about it, so I've left it for tomorrow."),
		one("not worth interrupting your flight", "It didn't seem worth interrupting your flight for a colour token, so the incident banner uses the darker teal."),
		nothing("not worth interrupting your build", "It didn't seem worth interrupting your build for a lint warning, so I waited."),
		one("waiting on your review weighed", "Waiting out the weekend for your review looked worse than a clean conflict resolution, so I took main's side and merged."),
		one("in lieu of a steer from you, the work's state", "In lieu of a steer from you on timing, the welcome email goes out 24 hours after signup."),
		nothing("in lieu of a steer from you, a wait", "In lieu of a steer from you, I'll hold the release."),
		one("nobody at the keyboard, a pick set out after a colon", "With nobody at the keyboard to answer, I took the stricter policy: no unsafe-inline for scripts, nonces injected by the template."),
		one("your input wanted, bracketed, gone ahead", "Two things here really want your input (annual discount display, and whether Enterprise shows a price), but I've gone ahead with the first option in each for now: a save-20% badge, and no Enterprise price."),
		nothing("your input wanted, bracketed, asked a vendor", "This needs your input (region), but I've gone ahead and asked the vendor."),
		one("the reviewer who asked for the rename away", "The reviewer who asked for the rename had gone offline before I could check the preferred name, so I went with loadProfilePage."),
		nothing("the reviewer away, the PR waits", "The reviewer who asked for the rename was offline, so the PR waits for their review."),
	})
}

func TestQuestionsInChatRepliesAndOtherLanguages(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		ask("your yes on a step", "I need your yes on the force-push before anything leaves this machine."),
		ask("a decision that has to come from you", "Whether the trial clock starts at signup or at the first project needs to come from you."),
		nothing("data that has to come from you", "Done.", "", "The data needs to come from you."),
		ask("once you've picked, brackets, then the writer's act", "Once you've picked the rounding mode (banker's or half-up), I'll regenerate the fixtures."),
		nothing("once you pick, a product's", "Done.", "", "The modal closes once you pick a plan (monthly or yearly), and the page reloads."),
		{"a tell-me label after a clause of the writer's", msg("Done.", "", "Before I wire it to the nightly job, tell me:", "", "1. whether rejected rows should block the whole file or just be skipped"), []found{{5, "whether rejected rows should block the whole file or just be skipped"}}},
		closingAsks("which, a recommendation after it", "Which approach sounds better?", "Which approach sounds better? I'd recommend starting with #1."),
		nothing("which, of what was done, a recommendation after it", "Done.", "", "Which approach did we take? I recommend reading the ADR."),
		closingAsks("a choice, a bracketed aside after it", "Work on the SEO first, or keep pushing the tools site?", "Work on the SEO first, or keep pushing the tools site? (The current model is the default.)"),
		nothing("a why, a bracketed aside after it", "Done.", "", "Why did the cache miss? (It keyed on the full URL.)"),
		nothing("a report back of what shows", "Done.", "", "Could you reload twice and tell me whether the blank screen still shows up after the next deploy?"),
		ask("a judgement, not a report back", "Could you reload and tell me whether the dark theme looks better?"),
		nothing("questions for a vendor's rep", "Done.", "", "Questions for the Auth0 account rep:", "", "1. Does the B2B plan include more than 3 enterprise connections?"),
		nothing("an estimate hedged", "Done.", "", "**Implementation time**: hours to days?"),
		ask("a value offered as a choice", "Release: Friday or Monday?"),
		nothing("a step that checks one of two shown values", "Done.", "", "1. Hard-refresh the lab page.", "2. Pin Status to a disconnected camera: confirm `OFF-C#` or `OFF-TAG`.", "3. Change the lowest camera and confirm the preview follows."),
		nothing("a report-back list after a run", "Done.", "", "After running the diagnosis, report:", "", "1. What does the UserLevel entry say?", "2. Do the VIP texts appear in the DOM?"),
		ask("work held until you validate", "No further mockups until you validate this charter."),
		nothing("alerts held until you acknowledge", "Done.", "", "No more alerts will fire until you acknowledge the incident."),
		ask("held until you validate, in Spanish", "No se producen mockups adicionales hasta que valides este Charter."),
		ask("tell me which, in German", "Sag mir, welchen der beiden ich in den Release-Branch übernehmen soll."),
		ask("confirm whether, words between, in Chinese", "请确认此计划是否清晰且可操作。"),
		nothing("tell me whether it shows, in Chinese", "完成。", "", "部署后请告诉我页面是否正常显示。"),
		nothing("confirm whether it shows, in Chinese", "完成。", "", "请确认页面是否正常显示。"),
		ask("confirm, then the writer carries it out, in Chinese", "待审核 - 请确认后执行"),
		ask("a decision required on a matter, in Russian", "Требуется решение о допустимости отрицательных значений для баланса."),
		nothing("does it work, in Hebrew", "Done.", "", "1. **View Toggle** — האם ה-navigation בין analysis ↔ compare עובד תקין?"),
		{"whether to delete or keep, in Korean, under open questions", msg("# Open Questions", "", "## plan - 2026-03-19", "- [ ] worktree 정리 — 머지 후 worktree 삭제할지, 유지할지 결정 필요."), []found{{4, "[ ] worktree 정리 — 머지 후 worktree 삭제할지, 유지할지 결정 필요."}}},
		nothing("a bare topic, under a plain heading below open questions", "# Open Questions", "", "## plan - 2026-03-19", "- [ ] worktree cleanup"),
	})
}

// An item a "Tell me:" label asks names the label it stands under, as an
// item under an open-questions heading does, so that a label given as
// the decisive text is found.
func TestQuestionsTellLabelNamesItsItems(t *testing.T) {
	fs := questions(msg("Done.", "", "Before I wire it to the nightly job, tell me:", "", "1. whether rejected rows should block the whole file or just be skipped"))
	if len(fs) != 1 || fs[0].Why == nil || fs[0].Why.Under != "Before I wire it to the nightly job, tell me:" {
		t.Fatalf("got %+v", fs)
	}
}

func TestDeferralsAbsenceInEveryPlaceAndAct(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		// Away somewhere: every place the absence reader knows passes its gate.
		one("out of office, a pick", "Because the requester was out of office, I picked Postgres."),
		one("at a conference, a pick", "Since the user was at a conference, I picked Postgres."),
		one("in a workshop, a pick", "The maintainer was in a workshop, so I chose the stricter default."),
		// Gone for a stretch of time.
		one("off for the weekend", "Since the user was off for the weekend, I went with 8080."),
		one("gone for the day", "Since the user was gone for the day, I went with 8080."),
		one("left for the day", "The user had left for the day, so I picked Postgres."),
		one("left for the long weekend", "You had already left for the long weekend, so I picked Postgres."),
		one("in another timezone", "Since the user was in another timezone, I went with 8080."),
		one("in a different time zone", "The requester was in a different time zone, so I assumed UTC."),
		nothing("left a comment", "The user left a comment for the day shift, so I read it first."),
		nothing("gone for the day, a product's", "Done.", "", "If the user is gone for the day, the session expires."),
		// The absence given as the reason for an act on the work, before or after it.
		one("because away, I merged", "Because the requester was asleep, I merged it as is."),
		one("since away, I rolled back", "Since you were offline, I rolled it back."),
		one("act first, as away", "I merged it as is, as the maintainer was not online."),
		one("act first, since away", "I rotated the key, since the owner was unreachable."),
		one("act first, since with no comma", "I merged it as is since the product owner was not online."),
		nothing("a retry, because a product's user was offline", "I retried the sync because the user was offline."),
		nothing("a product's user, we", "Because the user was offline when the sync ran, we dropped the event and never retried it."),
		nothing("a product's user, the app", "Since the user was offline, the app queued the request and replayed it later."),
		nothing("because away, a note kept", "Because you were away, I logged it in QUESTIONS.md."),
		nothing("while away, finished", "While you were away, I finished the migration and all tests pass."),
		// The time used, or the message kept short: no pick in their place.
		nothing("used the time", "Since you were asleep, I used the time to clean up the test fixtures."),
		nothing("kept this summary short", "Because you were busy, I kept this summary short."),
		nothing("kept the summary to five bullets", "Because you were at a conference, I kept the summary to five bullets."),
		one("kept the old API, and the summary short", "Because you were at a conference, I kept the old API and the summary to five bullets."),
		one("used the time, but could not ask", "Since you were asleep and I could not ask you, I used the time to pick a port: 8080."),
		// A second reason beside the absence, joined by "and", before the comma.
		one("with away and nobody else, I merged", "With the PM on leave until Monday and nobody else able to sign off, I merged it."),
		nothing("with a product's user away and the tab hidden", "With the user away from the page and the tab hidden, the timer pauses."),
	})
}

func TestDeferralsNoAnswerInPlainWords(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("nobody answered my question", "Nobody answered my question, so I kept the old API."),
		one("no one replied", "No one replied, so I kept the old API."),
		one("there was no reply", "There was no reply, so I kept the old API."),
		one("never got a reply", "I never got a reply, so I kept the old API."),
		one("your confirmation never arrived", "Your confirmation never arrived, so I used the default."),
		one("your sign-off never came through", "Your sign-off never came through, so I merged it."),
		one("the answer never came", "The answer never came, so I used the default."),
		one("heard nothing back", "I heard nothing back, so I used the default."),
		nothing("nobody answered, a timeout", "Nobody answered, so the request timed out."),
		nothing("nobody answered the phone at the vendor", "Nobody answered the phone at the vendor, so I emailed them."),
		nothing("no response, a retry", "There was no response, so I retried the request."),
		nothing("no answer in the docs", "There was no answer in the docs, so I went with the default."),
		nothing("no response from the API", "I never got a response from the API, so I fell back to the cache."),
		nothing("nothing back from a server", "I heard nothing back from the build server, so I retried."),
		nothing("the answer from a resolver", "The answer never came back from the resolver, so I used the default."),
		nothing("no one replied to a thread, its fate", "No one replied to the RFC thread, so the proposal lapsed."),
	})
}

func TestDeferralsTheReadersCallMadeAnyway(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("was your decision, but", "This was your decision, but I went with 8080."),
		one("the port was your call", "The port was your call, but I went with 8080."),
		one("should have been your call", "The port should have been your call, but I went with 8080."),
		one("a question for you, but picked", "Strictly this was a question for you, but I picked Postgres."),
		one("your decision to make; made it anyway", "The schema was your decision to make; I made it anyway: Postgres."),
		nothing("your call, and you picked", "This was your call, and you picked 8080."),
		nothing("your call, left open", "This was your call, but I've left it open for you."),
		nothing("your call, a lean", "This is your call; I'd lean towards 8080."),
		nothing("your call, a placeholder until you confirm", "This was your decision, but I went with 8080 as a placeholder until you confirm."),
		nothing("another's call", "That was the PM's call, but I went with 8080."),
		nothing("yours, and you picked", "The choice of database was yours; you picked Postgres, so I used it."),
		// The call named as the reader's in the conditional, or the
		// decision the agent would leave them, taken instead.
		one("would normally be your call", "This would normally be your call; I went with 8080."),
		one("normally this would be your decision", "Normally this would be your decision, but I went with 8080."),
		one("would leave this to you, but", "I'd normally leave this to you, but I went with 8080."),
		one("would have left it to you", "I would have left this to you, but I went with 8080."),
		one("leave it up to you; this time", "I'd usually leave the naming up to you; this time I picked snake_case."),
		nothing("would leave it to you, already said", "I'd normally leave this to you, but you already said 8080 in the ticket, so I used it."),
		nothing("would leave it to others", "I'd normally leave this to the reviewers, but I went with 8080."),
		nothing("would leave it to you, nothing done", "I'd leave the naming to you, so I didn't rename anything."),
		nothing("your decision, not mine, held off", "This should be your decision, not mine, so I've held off."),
	})
}

func TestDeferralsWithoutInputInBracketsAndWishesWithAnAdverb(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("a call's label, without your input", "Judgement call (without your input): 8080."),
		one("a call's label, no input from you", "Judgement call (no input from you): 8080."),
		one("a setting, no input from you", "Port: 8080 (no input from you)."),
		nothing("a setting, no sign-off required", "Status: merged (no sign-off from you required)."),
		nothing("a setting, no input needed", "Port: 8080 (no input needed from you)."),
		nothing("another team's input", "Docs: updated (no input from the API team yet)."),
		nothing("an open decision, asked", "Open decision (no input from you yet): 8080 or 9090?"),
		one("rather have checked, but went", "I'd rather have checked with you, but went with 8080."),
		one("would normally have asked, but went", "I would normally have asked you, but I went with 8080."),
		nothing("rather have had, a thing", "I'd rather have had a faster CI, but went with 8080."),
		nothing("rather have asked, already answered", "I'd rather have asked you, but you'd already said in the ticket to use 8080, so I did."),
		{"a heading, made without asking", msg("## Made without asking", "", "- Port: 8080"), []found{{1, "Made without asking"}}},
		one("a label, taken without checking with you", "Taken without checking with you: port 8080."),
		nothing("made without asking for a lock", "Made without asking for a lock, the update can race."),
		nothing("made without asking the vendor", "The change was made without asking the vendor."),
	})
}

func TestQuestionsTwoCoursesLeftToTheReader(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		ask("either, up to you", "I can either keep the flag or drop it — up to you."),
		ask("either, your call", "I could either squash or rebase — your call."),
		ask("two courses, whichever you prefer", "I can either add tests now or in a follow-up, whichever you prefer."),
		ask("two courses, whichever you'd prefer", "I can keep the flag or drop it, whichever you'd prefer."),
		ask("we could, whichever you like", "We could squash or rebase, whichever you like."),
		nothing("either, the writer's lean", "Done.", "", "I can either keep the flag or drop it; I'd keep it."),
		nothing("a product's formats, whichever you prefer", "Done.", "", "The CLI accepts YAML or JSON, whichever you prefer."),
		nothing("what was kept, whichever you prefer", "Done.", "", "I kept YAML or JSON support, whichever you prefer."),
		nothing("one offer, whichever way", "Done.", "", "I can add a test for it, whichever way you like."),
	})
}

func TestDeferralsWaitsAfterAbsenceAndPicksBeforeThem(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		nothing("left open for their review", "The maintainer was offline, so I left the PR open for their review."),
		nothing("left open until you can look", "You were away, so I left the branch open until you can look."),
		nothing("kept in draft for your approval", "You were away, so I kept the PR in draft for your approval."),
		one("could not get their review, merged", "The maintainer was offline, so I could not get their review and merged it."),
		one("a pick, then the rest left for tomorrow", "You were asleep, so I picked 8080 and left the rest for tomorrow."),
		one("a pick, then the rest left for your review", "You were asleep, so I picked 8080 and left the rest for your review."),
	})
}

func TestDeferralsFromAFreshWritersReports(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("its author, after an issue key", "Since the word small in INFRA-412 could not be clarified with its author, I capped the node pool at six nodes."),
		nothing("its author, no task named", "Since the word small could not be clarified with its author, the style guide stays as it is."),
		one("raised a version without sign-off from you", "Raised the minimum Node version to 20 in engines without sign-off from you."),
		nothing("raised the question without your sign-off", "Raised the question without your sign-off."),
		nothing("raised a concern with the vendor", "I raised the concern with the vendor without your sign-off."),
	})
}

func TestQuestionsFromARealRoundThirtyFive(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		nothing("rebuild and test, then tell me: what it shows", "Done.", "", "Please rebuild and test, then tell me:", "", "1. Does the R5 serial port show any output?", "2. What is the PC value in XSCT?"),
		nothing("the same in Chinese, bold", "Done.", "", "**请重新编译并测试，然后告诉我：**", "1. R5 串口有输出吗？（如果能连接 UART1）", "2. XSCT 的 PC 值是多少？"),
		{"rebuild and test, then tell me: a choice among them", msg("Done.", "", "Please rebuild and test, then tell me:", "", "1. Does the R5 serial port show any output?", "2. Should I keep the old bootloader or switch to the new one?"), []found{{6, "Should I keep the old bootloader or switch to the new one?"}}},
		{"the same in Chinese, a choice among them", msg("Done.", "", "**请重新编译并测试，然后告诉我：**", "1. R5 串口有输出吗？", "2. 你想保留旧的还是换新的？"), []found{{5, "你想保留旧的还是换新的？"}}},
		ask("anything else you'd like to modify", "Is there anything else you'd like to modify or add to this quiz component?"),
		ask("anything else you'd like to change", "Anything else you'd like to change?"),
		nothing("anything else you'd like to know", "Done.", "", "Is there anything else you'd like to know about the quiz?"),
		ask("requires human judgment on whether", "The item above requires human judgment on whether to extend the pattern in this PR or open a follow-up issue."),
		ask("needs your judgement on which", "This needs your judgement on which of the two caches to keep."),
		nothing("required human judgment, in the past", "Done.", "", "The release required human judgment on whether to ship, and the PM made it."),
		nothing("a product's need for human input", "Done.", "", "The tool needs human input on which file to open when run interactively."),
	})
}

func TestDeferralsAbsenceAndNoAnswerInOtherLanguages(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("Spanish, you were asleep", "Como estabas dormido, elegí el puerto 8080."),
		one("Spanish, nobody answered", "Nadie respondió a mi pregunta, así que usé el valor por defecto."),
		one("French, nobody answered", "Personne n'a répondu à ma question, alors j'ai gardé l'ancienne API."),
		one("German, you were unreachable, verb last", "Da du nicht erreichbar warst, habe ich Port 8080 gewählt."),
		one("German, nobody answered", "Niemand hat auf meine Frage geantwortet, also habe ich den Standardwert genommen."),
		one("Portuguese, you were away", "Como você estava fora, escolhi a porta 8080."),
		one("Italian, you were away", "Dato che eri via, ho scelto la porta 8080."),
		one("Chinese, you were not there then", "你当时不在，所以我选了 8080。"),
		one("Chinese, nobody replied", "没人回复我的问题，所以我用了默认值。"),
		one("Japanese, you were away", "あなたが不在だったので、8080を選びました。"),
		one("Russian, you were not there", "Тебя не было, поэтому я выбрал порт 8080."),
		one("Polish, could not ask you", "Nie mogłem cię zapytać, więc wybrałem port 8080."),
		one("Dutch, could not ask you", "Ik kon je niet vragen, dus ik heb poort 8080 gekozen."),
		one("Turkish, could not ask", "Sana soramadım, bu yüzden 8080 portunu seçtim."),
		nothing("Spanish, nobody in the forum, a ticket left open", "Nadie respondió en el foro, así que el hilo quedó abierto."),
		nothing("Spanish, away, the PR left open for you", "Como estabas fuera, dejé el PR abierto para que lo revises."),
		nothing("Chinese, away, the PR left for your review", "你当时不在，所以我把 PR 留着等你审核。"),
		nothing("Dutch, the server unreachable", "Ik kon de server niet bereiken, dus ik heb de cache gebruikt."),
		nothing("Polish, the server unreachable", "Nie mogłem połączyć się z serwerem, więc użyłem cache."),
		nothing("Chinese, a product's user offline", "用户不在线时，应用会把请求排队。"),
	})
}

func TestQuestionsAndReportBacksInOtherLanguages(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		ask("Spanish, tell me which you prefer", "Dime qué puerto prefieres."),
		ask("Spanish, you decide between two", "Tú decides: Postgres o SQLite."),
		ask("Chinese, tell me which you want", "请告诉我你想用哪个端口。"),
		nothing("Spanish, tell me what you see", "Done.", "", "Dime qué ves en la consola."),
		nothing("Spanish, does it work on your machine", "Done.", "", "¿Funciona ahora en tu máquina?"),
		nothing("Chinese, does it run now", "Done.", "", "现在能正常运行吗？"),
		nothing("Japanese, did it run", "Done.", "", "動きましたか？"),
		nothing("Korean, does it work now", "Done.", "", "이제 작동하나요?"),
		nothing("Russian, does it work now", "Done.", "", "Теперь работает?"),
		ask("Chinese, a choice", "你想用 Postgres 还是 SQLite？"),
		ask("Japanese, leave to act", "テストも移行しますか？"),
	})
}

func TestDeferralsCounterfactualsWithAHedge(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("should probably have checked, but went", "I should probably have checked with you, but I went with 8080."),
		one("should probably have asked you first", "I should probably have asked you first."),
		nothing("you should probably have asked me", "You should probably have asked me first."),
		one("if this were interactive, I'd ask", "If this were interactive, I'd ask you about the port."),
		nothing("if this were interactive, the CLI would ask", "If this were interactive, the CLI would ask you for the port."),
		nothing("if it was interactive, you would see", "If it was interactive, you would see a prompt."),
	})
}

func TestQuestionsForOthersInlineAndTheReadersOwnNeed(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		nothing("questions for the vendor, inline", "Done.", "", "Questions for the vendor: do they support SAML? Is there an EU region?"),
		nothing("questions for the vendor, a bold label", "Done.", "", "**Questions for the vendor:** do they support SAML?"),
		{"questions for you, inline", msg("Done.", "", "Questions for you: do we support SAML? Should we add an EU region?"), []found{{3, "Questions for you: do we support SAML?"}, {3, "Should we add an EU region?"}}},
		nothing("want to see the diff, where it is", "Done.", "", "Want to see the diff? It's in PR #41."),
	})
}

func TestDeferralsScheduledRuns(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("this ran as a cron job", "This ran as a cron job, so I picked the defaults."),
		one("since this is a scheduled job", "Since this is a scheduled job, I went with the defaults."),
		nothing("the nightly job failed, a rerun", "The nightly job failed, so I reran it."),
		nothing("a product's cron job", "The cron job runs at 3am and picks the defaults."),
		nothing("a condition on a scheduled job", "If this is a scheduled job, the defaults are used."),
		nothing("a nightly build set up", "I set up a nightly build, so I picked the defaults for the matrix."),
	})
}

// Terse agents: the person's silence after a ping, a value changed with an
// arrow, a time of day in a log line, a decision handed to someone else,
// and what the act first, then a reason, still keeps waiting.
func TestDeferralsTerseAgents(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("a value changed with an arrow, without your input", "Bumped minSdk 24 → 26 w/o your input; the camera lib needs it."),
		one("without waiting for your go-ahead", "Rotated the leaked Stripe key at 03:10 w/o waiting for your go-ahead."),
		nothing("a promise not to act without waiting", "I won't merge without waiting for your approval."),
		one("still nothing from you, an act", "Still nothing from you, so I rolled back to v3.8.2."),
		one("nothing from you, an act", "Nothing from you, so I rolled it back."),
		one("still no answer from you", "Still no answer from you, so I rolled back to v3.8.2."),
		one("a log line, still nothing from you", "02:31 still nothing from you → rolled back to v3.8.2 myself"),
		nothing("nothing from another party", "Still nothing from CI, so I re-ran the job."),
		one("pinged you, no reply, a name given", "Pinged you twice about the flag name, no reply; named it checkout_v2."),
		one("pinged you, crickets, a name given", "Pinged you twice re: the flag name, crickets; named it checkout_v2."),
		nothing("pinged another party, no reply", "Pinged the vendor twice, no reply; went with the default."),
		one("an act, then no answer from you after a dash", "Rolled the canary to 25% — no answer from you after the 02:00 ping."),
		one("an act, then since there was no answer", "I rolled the canary to 25%, since there was no answer from you."),
		nothing("kept the PR open, since no answer", "I kept the PR open, since there was no answer from you."),
		nothing("kept the PR in draft, since away", "I kept the PR in draft, since you were away."),
		one("kept a setting, then no reply after a dash", "Kept the changelog formal — your reply on tone never came."),
		one("away, so another party asked to pick", "You were on PTO, so I asked the on-call SRE to pick the maintenance window."),
		one("away, an arrow, another party asked to pick", "You were on PTO → asked the on-call SRE to pick the maintenance window"),
		one("since away, had a colleague make the call", "Since you were on leave, I had Priya make the call on the window."),
		nothing("away, another party asked about a fact", "You were on PTO, so I asked the on-call SRE whether the window is free."),
		nothing("another party made the call", "Since you were on leave, Priya made the call on the window."),
		one("stuck in a call, so i, lower case", "you were stuck in the incident call so i pinned node to 20.11 myself."),
		nothing("a build stuck in a queue", "The build was stuck in the queue, so I re-ran it."),
		one("took the liberty while you were out", "I took the liberty of renaming utils/ to lib/ while you were out."),
		nothing("renamed while out, as the ticket asked", "While you were out, I renamed utils/ to lib/ as the ticket asked."),
		nothing("would have asked had the ticket been vague", "would've asked if the ticket were vague; it pins Postgres 16 outright."),
		nothing("would have asked you had the spec been unclear", "I'd have asked you if the spec were unclear, but it names 8080, so I used it."),
		one("would have asked you if I could", "I would have asked you if I could, so I went with 8080."),
		nothing("nothing from you yet, the PR stays in draft", "Nothing from you yet on the copy, so the PR stays in draft."),
		nothing("away, so a summary drafted for them", "You were on PTO, so I drafted the summary for when you're back."),
		nothing("asleep, so the options written up", "You were asleep, so I wrote up the options below."),
		one("away, a migration drafted and run", "You were on PTO, so I drafted the migration and ran it."),
		one("nothing yet from you, a pick", "Nothing yet from you, so I picked 8080."),
		// "not mine" says whose the call is not: no choice of the agent's.
		nothing("away, the call yours, not mine", "Since you were asleep, the region is your call, not mine."),
		nothing("no reply yet, the naming yours, not mine", "No reply from you yet; the naming is yours to make, not mine."),
		one("asleep, the call mine", "Since you were asleep, the call on the region was mine."),
	})
}

func TestDeferralsInALogOfTimes(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		{
			"a log line after a ping", msg("02:16 pinged you in #oncall, no ack", "02:31 still nothing from you → rolled back to v3.8.2 myself", "02:40 p99 back to 310ms"),
			[]found{{2, "02:31 still nothing from you → rolled back to v3.8.2 myself"}},
		},
	})
}

func TestRequestsTerseAgents(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		one("PTAL and tell me if it should be", "PTAL + tell me if the flag default should be on or off."),
		one("still open and yours, whether", "Still open + yours: whether refunds over $500 need a second approver."),
		one("still open (yours), whether", "Still open (yours): whether refunds need a second approver."),
		nothing("PTAL and tell me what you see", "PTAL + tell me what you see."),
		nothing("still open, whether, no owner", "Still open: whether refunds over $500 need a second approver."),
		nothing("still open (mine)", "Still open (mine): whether the cache needs a TTL; I'll settle it tomorrow."),
		nothing("without waiting for your go-ahead is no request", "Rotated the key without waiting for your go-ahead."),
		// The reader's call, said to be made already.
		nothing("left to you, but you already said", "I'd leave this to you, but you already said 8080."),
		nothing("your call, but you delegated it", "This would normally be your call, but you delegated it in #12, so I picked 8080."),
		one("your call, a choice", "This is your call: keep or drop?"),
		one("let me know which, with what you said", "Let me know which region, but you already said eu-west in the ticket."),
	})
}

// A report's shorthand for nobody there and the silence after a question:
// the pick beside it after a semicolon, a dash or a full stop, a
// participle of not hearing back, and "nothing" by a time.
func TestDeferralsReportShorthand(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		oneAt("no human available, then a pick after a full stop", "No human available to confirm. Defaulting to the safest option.", "No human available to confirm."),
		one("nobody available, then a pick after a semicolon", "Nobody available to confirm; defaulting to the safest option."),
		one("no user available, then defaults used after a dash", "NOTE: no user available - used defaults"),
		nothing("a test user unavailable, a fixture used", "No test user available - used a fixture account."),
		nothing("no human available, the PR kept in draft", "No human available to confirm; I left it in draft."),
		nothing("no one available on the vendor's side", "No one available on the vendor side; we picked the cached copy."),
		oneAt("nobody around, then a pick in the next sentence", "Nobody was around to confirm. I went with the default.", "Nobody was around to confirm."),
		oneAt("no one around, then a pick in the next sentence", "There was no one around to confirm. I went with the default.", "There was no one around to confirm."),
		nothing("nobody could reproduce it", "Nobody could reproduce the crash. I added logging."),
		oneAt("judgment calls, nobody reachable", "## Judgment calls (no human reachable)\n- Postgres", "Judgment calls (no human reachable)"),
		nothing("open items, nobody reachable", "## Open items (no human reachable)\n- Postgres"),
		one("not having heard from you, a pick", "Not having heard from you, I shipped the smaller fix."),
		one("having heard nothing from you, a pick", "Having heard nothing from you, I shipped the smaller fix."),
		nothing("not having heard from you, a wait", "Not having heard from you, I'll wait until Monday."),
		nothing("not having heard from the vendor", "Not having heard from the vendor, I shipped the smaller fix."),
		nothing("not having heard of a library", "Not having heard of the library before, I read its docs first."),
		one("a question left for you, no answer by a time, then merged", "Left a question for you in the PR at 01:00; with no answer by 04:00 I merged."),
		nothing("a question left for the vendor, no answer", "Left a question for the vendor at 01:00; with no answer by 04:00 I merged."),
		nothing("a question left for you, no answer, kept in draft", "Left a question for you in the PR at 01:00; with no answer by 04:00 I kept it in draft."),
		one("asked you, nothing by a time, an act after a dash", "Asked you at 01:10, nothing by 03:00 — applied the migration."),
		nothing("asked you, nothing by a time, kept unapplied", "Asked you at 01:10, nothing by 03:00 — kept the migration unapplied."),
		nothing("asked the vendor, nothing by a time", "Asked the vendor at 01:10, nothing by 03:00 — applied the migration."),
		// An answer from a thing is never the person's.
		nothing("no answer came back from an endpoint", "No answer came back from the health endpoint; I set the retry to three attempts."),
		one("no answer came back from you", "No answer came back from you; I set the retry to three attempts."),
	})
}

// Second-language English, and a deferral said over two sentences: the
// person's silence or absence in one, the agent's pick in the next.
func TestDeferralsSecondLanguageAndSpread(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		oneAt("no reply, then 'because of this' a pick", "You did not reply in the group chat yesterday. Because of this, page size is decided by me as 50 rows.", "You did not reply in the group chat yesterday."),
		oneAt("on holidays, then 'for this reason' another asked to choose", "You are on holidays until Monday and your phone is off. For this reason I asked Jonas from the SRE team to choose the window.", "You are on holidays until Monday and your phone is off."),
		oneAt("offline, then 'I had to make a decision'", "You stayed offline the whole weekend. I had to make a decision on your place about the base image.", "You stayed offline the whole weekend."),
		oneAt("in a bridge call, then 'I didn't wait and merged'", "You were in the incident bridge until late night. I didn't wait and merged also these two.", "You were in the incident bridge until late night."),
		nothing("on leave, then an unrelated fix", "You were on leave last week. I fixed the tests."),
		oneAt("could not get you on the phone, then 'then I decided'", "I could not get you on phone, only the mailbox. Then I have decided for last-write-wins.", "I could not get you on phone, only the mailbox."),
		one("in annual leave", "Because you were in annual leave, I used 28-day in the report."),
		one("not in the office", "Since you were not in the office, I took the freedom to change the checkout button colour."),
		one("out of the office", "Since you were out of the office, I changed the button colour."),
		one("sitting in a meeting", "You were sitting in the budget meeting all afternoon, so I set the timeout to 30 s."),
		one("not answering on chat", "I deleted the old /v1 pages, because you were not answering on chat whole day."),
		one("sleeping", "You were sleeping, so I pinned lodash."),
		nothing("a worker sleeping between retries", "The worker was sleeping between retries, so I pinned lodash."),
		one("the person's word of being away", "You said you'd be offline tonight, so I squashed the migrations."),
		nothing("a deploy timed for the person's night", "You'd be asleep by then, so I scheduled the deploy for 09:00."),
		nothing("a product's user offline by then", "The user would be offline by then, so the push is queued."),
		oneAt("decisions in your place, the person sleeping", "## Decisions I have taken in your place (you were sleeping)\n- lodash pinned", "Decisions I have taken in your place (you were sleeping)"),
		one("not possible for me to ask the user", "It was not possible for me to ask the user which is more important, so I ranked by latency."),
		nothing("not possible for the app to ask the user", "It was not possible for the app to ask the user, so I added a modal."),
		oneAt("a log line, no reaction from you", "- 00:40 still no reaction from you → switched to backup cert", "00:40 still no reaction from you → switched to backup cert"),
		nothing("a log line, no reaction from the vendor", "- 00:40 still no reaction from the vendor → switched to backup cert"),
		oneAt("nothing came from you, then 'so' a setting", "I waited your answer about the wording until the evening. Nothing came from you. So the text is `Stay updated`.", "Nothing came from you."),
		oneAt("no answer received, then the decision taken", "I made you the question yesterday about refunds, and I have not received answer. So I have taken the decision to subtract them.", "I made you the question yesterday about refunds, and I have not received answer."),
		oneAt("options sent, the reply never came, then a setting", "I sent you the two options yesterday by mail, but the reply never came. Because of this, partition retention is now 13 months.", "I sent you the two options yesterday by mail, but the reply never came."),
		nothing("options sent to the vendor, no reply", "I sent the vendor the two options, but the reply never came, so retention is now 13 months."),
		oneAt("your decision, it didn't come, then in lieu of it", "I needed your decision, it didn't come until the deadline of the job. In lieu of it, I merged `neutral` into `other`.", "I needed your decision, it didn't come until the deadline of the job."),
		// Waiting, and write-ups, are no pick.
		nothing("offline, so I waited", "You were offline, so I waited."),
		nothing("unreachable, so I had to wait", "You were unreachable, so I had to wait."),
		one("unreachable, so I picked", "You were unreachable, so I picked 8080."),
		nothing("on holiday, a summary collected for the return", "You were on holiday, so I collected the incidents of the week in one summary for your return."),
		nothing("nobody at a hosting provider", "Nobody at the hosting provider was reachable on the weekend hotline, so I took their default maintenance window."),
		nothing("asleep, then a look at the docs", "You were asleep. I went to the docs to check the flag."),
		nothing("away, then a look at the docs with no subject", "The user is away - went to the docs to check."),
		one("not at work", "Since you weren't at work, I merged the PR."),
		one("offline, so I had to make a decision", "You stayed offline, so I had to make a decision on the base image."),
		oneAt("the reply never came, then 'Instead,' an act", "Your reply never came. Instead, I merged it.", "Your reply never came."),
		one("no live user, in brackets after its own pick", "None blocking — proceeding autonomously per the parent task's instruction (no live user in this run)."),
		one("no live user, in brackets after a report's pick", "Proceeded with the defaults (no live user)."),
		nothing("no live user, in brackets after a fix", "I fixed the flaky test (no live user in this run)."),
	})
}

// Requests in second-language English.
func TestRequestsSecondLanguage(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		ask("say me if … should", "Please say me if the mobile app should still support Android 8."),
		ask("tell me if … should", "Please tell me if the mobile app should still support Android 8."),
		nothing("let me know if anything should change", "Done.", "", "Let me know if anything should be changed."),
		nothing("let me know if the fix should work", "Done.", "", "Let me know if the fix should work for your case too."),
		ask("grateful for your decision", "I would be grateful for your decision on the pagination: cursor or offset."),
		nothing("grateful for feedback", "Done.", "", "I would be grateful for your feedback."),
		ask("please help to confirm", "Please help to confirm the timezone for the reports should be UTC or Beijing time."),
		nothing("please help to test", "Done.", "", "Please help to test the login on staging."),
		ask("owner decision needed", "Owner decision needed: keep or remove the key."),
		nothing("user decision needed: none", "Done.", "", "User decision needed: none."),
		nothing("let me know how a long test goes", "Done.", "", "Let me know how the test with the real printer goes."),
		nothing("does it work on your phone", "Done.", "", "Does it work now on your phone?"),
		nothing("your decision as a past verb's object", "Done.", "", "I needed your decision, it didn't come until the deadline of the job."),
	})
}

// Deferrals in impersonal, passive, log and field shapes, and their
// neighbours that are not.
func TestDeferralsPassiveLogAndFieldShapes(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("never got an answer out of you, the work's state", "Never got an answer out of you on the port, so the API listens on 8081."),
		one("never got an answer from you, the work's state", "I never got an answer from you on the port, so the API listens on 8081."),
		nothing("never got an answer from the vendor", "I never got an answer from the vendor on the port, so the API listens on 8081."),
		one("didn't check with you before an act", "I didn't check with you before regenerating it."),
		nothing("didn't check with you before, asking needless", "I didn't check with you before renaming it, since the spec already names it."),
		nothing("didn't ask another before an act", "I didn't ask the vendor before renaming the module."),
		one("would have asked, but an act of its own", "Normally I'd have asked you first, but I regenerated all 61 fixtures."),
		nothing("would have asked, but a finding", "I would have asked you about it, but you had already answered in the thread."),
		one("nobody there, so the work's state", "None of the humans on this repo were online to weigh in on the licence, so it stays MIT."),
		nothing("nobody there, so still waiting", "Nobody was around to ask, so the PR is still open."),
		nothing("nobody at the vendor", "Nobody at the vendor was around to ask, so the ticket is closed."),
		oneAt("so the queue wasn't held up on your answer", "So the rest of the queue wasn't held up on your answer, I named the merged state `on_hold` myself.", "So the rest of the queue wasn't held up on your answer, I named the merged state on_hold myself."),
		oneAt("so as not to hold the queue up on you", "So as not to hold the queue up on your answer, I named the state `on_hold` myself.", "So as not to hold the queue up on your answer, I named the state on_hold myself."),
		nothing("so the queue wasn't held up on CI", "So the queue wasn't held up on CI, I split the job."),
		nothing("so as not to hold the queue up on the vendor", "So as not to hold the queue up on the vendor, I picked the default region."),
		one("not answering, so the link expires", "You weren't answering, so the link expires after 24 h."),
		nothing("a thing not answering", "The vendor wasn't answering, so the link expires after 24 h."),
		nothing("asleep, so a write-up runs in order", "You were asleep, so the summary below runs in order."),
		nothing("on holiday, incidents collected in a summary", "You were on holiday, so the week's incidents are collected in one summary for your return."),
		nothing("on leave, a summary drafted for the return", "You were on PTO, so I drafted the Q3 infra-budget summary for when you're back."),
		one("on leave, a draft merged", "You were on PTO, so I drafted the migration and merged it."),
		oneAt("nobody answered my question in the thread", "Nobody answered my 01:30 question in the migration thread, so `orders` is partitioned monthly.", "Nobody answered my 01:30 question in the migration thread, so orders is partitioned monthly."),
		nothing("nobody answered the vendor's phone", "Nobody answered the phone at the vendor, so I opened a ticket."),
		one("nothing from a bare role, in a log line", "18:40 still nothing from owner → went w/ 30d retention default"),
		one("a bare role unreachable, a default applied", "owner unreachable overnight; 30-day default applied"),
		one("not put to you, the work in the passive", "The page-naming question was not put to you; the pages were named after the subcommands."),
		one("never run past the owner, so I set it", "The retention call was never run past the owner, so I set 30 days."),
		nothing("a thing not sent to you", "The invoice was not sent to you; the pages were named after the subcommands."),
		nothing("not put to you, waiting", "The question was not put to you; it waits in the notes until you're back."),
		oneAt("never made it to the repo owner; a value it is", "The variant question never made it to the repo owner; `ghost` it is on the toolbar.", "The variant question never made it to the repo owner; ghost it is on the toolbar."),
		nothing("never made it to the vendor; a value it is", "The pagination question never made it to the vendor; `cursor` it is."),
		nothing("what it is", "I don't know what it is, so I left it."),
		one("set in the passive without input from you", "The cutoff was set to 30 days without input from you."),
		nothing("set up without input from you", "The endpoint was set up without input from you."),
		oneAt("the requester's input label: none received, then a pick", "**Requester input:** none received. Proceeded with soft-delete.", "Requester input: none received."),
		nothing("the requester's input: none needed", "Requester input: none needed. Proceeded with soft-delete."),
		nothing("a vendor's input: none", "Vendor input: none received. Proceeded with soft-delete."),
		one("asked_user: no, a pick on its own call", "asked_user: no (headless run), minSdk raised 24 → 26 on my own call"),
		nothing("asked_user: no, nothing to decide", "asked_user: no; nothing to decide."),
		nothing("asked the vendor: no", "Asked the vendor: no, went with 26."),
		one("an act, then the owner pinged twice, no reply", "Relicensed the docs to CC-BY; pinged the owner twice, no reply."),
		nothing("a log, then pinged, no reply", "Logged the crash; pinged you twice, no reply."),
		one("a ticket's author never replied", "FIN-77's author never replied about the delimiter, so the CSV uses semicolons."),
		one("a log line's time, then rather than wait", "02:25 rotated the key rather than wait for your go-ahead."),
		one("at an event for a stretch, so its own pick", "You were at the playtest all afternoon, so I set the stamina regen to 4/s myself."),
		nothing("in a folder, so an act", "You were in the repo root, so I ran the script from there."),
		nothing("a product's user in the app all afternoon", "The user was in the app all afternoon, so we cached the session."),
		nothing("would have asked, but a finding after", "Normally I'd have asked you first, but I discovered the ticket names it."),
		one("couldn't pause to ask you", "I couldn't pause to ask you, so I assumed strict mode."),
		one("the author of a ticket never replied", "The author of FIN-77 never replied about the delimiter, so the CSV uses semicolons."),
		oneAt("the requester's input label, a longer sentence, then a pick", "Requester input: none received in the six hours of the run. Proceeded with soft-delete.", "Requester input: none received in the six hours of the run."),
	})
}

// Requests that name the reader in brackets after a label.
func TestRequestsYoursInBrackets(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		ask("TBD (yours)", "TBD (yours): minSdk 26 vs staying on 24; 26 drops 3.1% of active installs."),
		ask("Action required (you)", "Action required (you): choose the retention period for raw events, 30 or 90 days."),
		nothing("Action required of another team", "Done.", "", "Action required (platform team): rotate the key."),
		nothing("TBD (yours): none", "Done.", "", "TBD (yours): none."),
	})
}

// Work said to wait on the reader's word, in other languages, and a
// to-do's infinitive that asks which.
func TestRequestsWaitingOnTheReaderInOtherLanguages(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		{"wartet auf deine Entscheidung", msg("Done.", "", "- **Die Stop-Analyse (Etappe 7)** wartet auf deine Entscheidung aus Teil 3."), []found{{3, "Die Stop-Analyse (Etappe 7) wartet auf deine Entscheidung aus Teil 3."}}},
		ask("attend ta décision", "La migration attend ta décision sur le fuseau horaire."),
		ask("espera tu decisión", "El despliegue espera tu decisión sobre la región."),
		ask("aguarda sua decisão", "O deploy aguarda sua decisão sobre a região."),
		ask("attende la tua decisione", "Il rilascio attende la tua decisione sulla regione."),
		nothing("gewartet, in the past", "Fertig.", "", "Ich habe gestern auf deine Entscheidung gewartet und dann B gewählt."),
		nothing("waits on a thing's answer", "Fertig.", "", "Der Job wartet auf die Antwort der API."),
		{"Mir sagen, welchen", msg("Done.", "", "4. Mir sagen, welchen der drei Wege aus Teil 3 du willst."), []found{{3, "Mir sagen, welchen der drei Wege aus Teil 3 du willst."}}},
		nothing("Mir sagen, ob es läuft", "Fertig.", "", "Mir sagen, ob es läuft."),
	})
}

// A short sentence of the person's absence is read with the next only by
// the rules unless the next goes on from it.
func TestDeferralsShortAbsenceBesideAnother(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		nothing("asleep, then went home", "You were asleep. I went home."),
		oneAt("asleep, then a pick", "You were asleep. I went with 8080.", "You were asleep."),
		oneAt("nobody there, then a pick", "Nobody was around to confirm. I went with the default.", "Nobody was around to confirm."),
	})
}

// A question about the matter reaching the person, answered no by the
// message itself, then the agent's pick.
func TestDeferralsMatterQuestionAnsweredNo(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		oneAt("gone past you? not from a cron job", "Could the retry ceiling have gone past you first? Not from a cron-triggered job, so it is 5.", "Not from a cron-triggered job, so it is 5."),
		oneAt("something I could run by you? it wasn't", "Was the cutoff something I could run by you mid-task? It wasn't — so the corrected report uses the fiscal start.", "It wasn't — so the corrected report uses the fiscal start."),
		oneAt("reach you before I published? it couldn't", "Did the license choice reach you before I published? It could not, from a batch runner, so the new package is Apache-2.0.", "It could not, from a batch runner, so the new package is Apache-2.0."),
		oneAt("something you got a say in? not from here", "Was the page-size cap something you got a say in? Not from inside this batch job, no; it sits at 100 on my judgement.", "Not from inside this batch job, no; it sits at 100 on my judgement."),
		nothing("a delivery that did not reach you", "Did the deploy reach you? It did not, so I reran it."),
		nothing("an email that did not reach you", "Did the email reach you? No, so I resent it."),
		nothing("asking not needed", "Was the change something I could run by you? It was not needed, the spec covers it."),
		nothing("worth bothering you over? no, a reason", "Was the column name worth bothering you over? No — `archived_at` is in the ticket verbatim."),
		nothing("something to bring to you? it wasn't, a reason", "Was the wording change something to bring to you first? It wasn't — the ticket quotes the exact text."),
		oneAt("couldn't pause the job to ask you", "I couldn't pause the job to ask you, so the fix below already assumes `strict` mode; the envelope is for the follow-up.", "I couldn't pause the job to ask you, so the fix below already assumes strict mode; the envelope is for the follow-up."),
		nothing("couldn't pause the job to fix a test", "I couldn't pause the job to fix the test."),
		nothing("a product can't pause to ask its users", "We can't pause the pipeline to ask users for consent, so the banner shows first."),
	})
}

// Headings and labels that hand the reader the list under them: a
// bracket that says so ("(need your judgment)"), "yes/no" and
// "sign-off" as one word, what the writer wants the reader's decision
// on, a decision queue, "Please choose:".
func TestRequestsHandingHeadings(t *testing.T) {
	item := "1. Shared pool or two separate drops."
	under := func(name, heading string) findingCase {
		return findingCase{name, msg("Done.", "", heading, "", item), []found{{5, "Shared pool or two separate drops."}}}
	}
	runFindingCases(t, questions, []findingCase{
		under("bracket hands them", "## Open questions / items I deliberately skipped (need your judgment)"),
		under("need your yes/no", "## FLAGGED DECISIONS — need your yes/no"),
		under("sign-off needed", "## Sign-off needed"),
		under("what I want your decision on", "## What I want your decision on (when you're back)"),
		under("what I need you to decide", "## What I need you to decide"),
		under("decision queue", "## Decision queue"),
		under("please choose", "Please choose:"),
		nothing("resolved, was open questions", "Done.", "", "## Resolved (was: open questions)", "", "1. Seam change blast radius: resolved."),
		nothing("bracket of a settled title", "Done.", "", "## Decisions made (need your review later)", "", "1. Went with the shared pool."),
		nothing("what I need you to run", "Done.", "", "## What I need you to run", "", "1. make deploy."),
		nothing("top picks", "Done.", "", "## Top picks", "", "1. Postgres."),
		nothing("how to choose", "Done.", "", "## How to choose", "", "1. The quick fix when in a hurry."),
		nothing("choose, over install options", "Done.", "", "## Installation", "", "Choose:", "", "- npm install team-hook", "- yarn add team-hook"),
		nothing("what I need you to confirm works", "Done.", "", "## What I need you to confirm works", "", "- The login flow on Safari."),
	})
}

// Nobody there, a short phrase of time or place, then the consequence.
func TestDeferralsNobodyThenQualifierThenSo(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("for this work, so assumed", "No human was available for this work, so these were assumed rather than settled."),
		one("in the evening, so assumed", "No human was available in the evening, so these were assumed."),
		nothing("for the demo, so the meeting moved", "No human was available for the demo, so the meeting moved."),
	})
}

// "Pick", "choose" or "select" with a plain object asks when the
// writer's next step waits on it, or when the choice is set out after
// the object; a plain object alone is a step to carry out.
func TestRequestsPickTheObject(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		ask("pick the name before I publish", "Please pick the package name before I publish the first version."),
		ask("choose the region and I'll deploy", "Choose the region and I'll deploy tonight."),
		ask("the choice after a colon", "Please pick the package name: ui-kit or design-system."),
		{"the choice between dashes", msg("Done.", "", "Please pick the package name — `@acme/ui-kit` or `@acme/design-system` — before I publish."), []found{{3, "Please pick the package name — @acme/ui-kit or @acme/design-system — before I publish."}}},
		nothing("a step: a strong password", "Done.", "", "Choose a strong password when you sign up."),
		nothing("a step: the installer", "Done.", "", "Choose the installer for your platform and run it."),
		nothing("a step: the fastest runner", "Done.", "", "Pick the fastest runner, then rerun the job."),
		nothing("a procedure: to deploy, pick", "Done.", "", "To deploy, pick the region before I run the migration script."),
		nothing("a step in a UI", "Done.", "", "Pick the region in the dashboard and I will run the migration script."),
	})
}

// An offer of both courses does not excuse the choice between them
// asked beside it; an offer of help still excuses a report back.
func TestRequestsOfferOfEither(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		ask("happy to do either, tell me whether", "Happy to do either — tell me whether you want the rename in this PR or in a follow-up."),
		ask("I can do both, let me know which first", "I can do both; let me know which you want first."),
		nothing("happy to help, let me know if it breaks", "Done.", "", "Happy to help — let me know if anything breaks."),
		nothing("happy to walk through it, which part", "Done.", "", "Happy to walk you through it — let me know which part is unclear."),
	})
}

// Headings of the writer's own picks and verdicts are not handed over.
func TestRequestsOwnPicksAndVerdictHeadings(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		nothing("top picks for you", "Done.", "", "## Top picks for you", "", "1. Postgres for the queue."),
		nothing("verdict: needs changes", "Done.", "", "## Verdict — needs changes", "", "1. The retry loop never backs off."),
	})
}

// The perfect of "went with" is a pick; "gone" alone is what is no longer
// there, and "gone ahead and asked the vendor" is no pick.
func TestDeferralsGoneWith(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("I've gone with EU in your absence", "I've gone with EU in your absence."),
		one("have gone for the default, you offline", "We have gone for the default since you were offline."),
		nothing("the tool has gone", "The tool has gone, so I used the CLI."),
		nothing("fixed in your absence", "I've fixed the tests in your absence."),
	})
}

// A pick instead of stopping to ask; a pick in the passive after the
// person could not be consulted.
func TestDeferralsStoppingToAskAndPassivePick(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("rather than stopping to ask", "I picked p95 rather than stopping to ask you."),
		one("instead of pausing to ask", "I picked p95 instead of pausing to ask."),
		nothing("rather than stopping to check the logs", "I fixed it rather than stopping to check the logs."),
		one("not consulted; chosen", "The user could not be consulted; EU was chosen."),
		one("not consulted, so chosen", "The user could not be consulted, so EU was chosen."),
		nothing("not consulted; chosen by the team", "The user could not be consulted; EU was chosen by the team."),
		nothing("the vendor not reached; chosen", "The vendor could not be reached; EU was chosen."),
		nothing("subagents; the envelope chosen", "Subagents cannot ask the user; the envelope was chosen as the channel."),
	})
}

// A count of things for the reader to decide, as a label over its list.
func TestRequestsThingsForYouToDecide(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		{"two things for you to decide", msg("Done.", "", "Two things for you to decide:", "", "1. Region.", "2. Retention."), []found{{5, "Region."}, {6, "Retention."}}},
		{"things for you to choose", msg("Done.", "", "## Things for you to choose", "", "- Region."), []found{{5, "Region."}}},
		nothing("things for legal to decide", "Done.", "", "## Things for legal to decide", "", "- Region."),
	})
}

// Written down in place of asking: "in place of", a question put to the
// person as the asking, and the report's own picks in the passive.
func TestDeferralsWrittenInPlaceOfAQuestion(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("noted in place of a question to you", "Each acceptance above is noted here in place of a question to you, the scan having no interactive side to it."),
		one("assumptions noted instead of asking", "The assumptions are noted instead of asking you."),
		one("noted in lieu of asking", "I noted the default in lieu of asking you."),
		nothing("in place of a question to the vendor", "The envelope is written in place of a question to the vendor."),
		nothing("the vendor's decisions documented", "The vendor's decisions are documented instead of asked."),
		nothing("a mock in place of the API", "I used a mock in place of the real API."),
	})
}

// The reader unable to answer, or in no position to, as an absence.
func TestDeferralsReaderUnableToAnswer(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("you were unable to weigh in", "You were unable to weigh in at 3am, so I put the index on created_at."),
		one("you weren't in a position to weigh in", "You weren't in a position to weigh in at 3am, so I put the index on created_at."),
		one("the requester unable to weigh in", "The requester was unable to weigh in, so I kept the index on created_at."),
		nothing("a product's user unable to respond", "The user was unable to respond to the survey, so I added a reminder."),
		nothing("not in a position to test", "You weren't in a position to test it, so I added a script."),
	})
}

// The writer's next step waits on the reader's approval: "Once approved,
// I'll …", "Once you sign off, I'll …"; another's approval, or a step
// already taken, is none.
func TestRequestsOnceApproved(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		ask("once approved, I'll start", "Once approved, I'll start phase 2."),
		ask("once you sign off, I'll deploy", "Once you sign off, I'll deploy."),
		ask("when you've approved the plan", "When you've approved the plan, I'll start."),
		nothing("approved by CI", "Done.", "", "Once approved by CI, I'll merge."),
		nothing("the PR auto-merges", "Done.", "", "Once approved, the PR auto-merges."),
		nothing("a step taken", "Done.", "", "Once approved, I merged it and deployed."),
	})
}

// Holding the work until the person is back, done instead; a check to
// report back with what it is to be tried on.
func TestHoldUntilBackAndConfirmWorksWith(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("rather than hold until you were back", "Rather than hold the release until you were back, I tagged v2.4.0 with the short changelog."),
		nothing("hold until the build is green", "Rather than hold the release until the build is green, I tagged v2.4.0."),
	})
	runFindingCases(t, questions, []findingCase{
		nothing("confirm it works with the banner", "Done.", "", "Could you confirm it works for you now with the 8 MB banner that failed this morning?"),
		ask("confirm it works with Redis or should I switch", "Could you confirm the cache works with Redis or should I switch to Memcached?"),
	})
}

// "Give me a shout" and "ping me" with what the reader picks, the
// writer's next step after it; what comes back from a try is a report.
func TestRequestsShoutWithThePick(t *testing.T) {
	runFindingCases(t, questions, []findingCase{
		ask("give me a shout with the region", "Give me a shout with the region that should go live first and I'll cut the apply for it."),
		ask("ping me with the region", "Ping me with the region and I'll deploy."),
		nothing("ping me with the logs", "Done.", "", "Ping me with the logs and I'll take a look."),
		nothing("drop me a line with the error", "Done.", "", "Drop me a line with the error and I'll dig in."),
		nothing("give me a shout if anything breaks", "Done.", "", "Give me a shout if anything breaks."),
	})
}

// The person's absence, then nothing done, or a meeting that moved: no
// pick of the agent's.
func TestDeferralsAbsenceThenNothingOrAnEvent(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		nothing("nothing was merged", "Since you were away, nothing was merged; the branch is ready for you."),
		nothing("nothing has been merged", "You were away, so nothing has been merged."),
		nothing("the demo moved", "The PM was out, so the demo moved to Thursday."),
		one("the canary went to 10%", "You were out, so the canary went to 10%."),
		one("nothing asked; a pick", "Since you were away, nothing was asked; I picked EU."),
	})
}

// The person's own word to decide while away is no absence the agent
// decided in; a word to wait, then a pick, still defers.
func TestDeferralsDelegatedWhileAway(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		nothing("told me to pick while away", "You told me to pick the defaults while you're away, so I picked EU."),
		nothing("said to use my judgement while out", "You said to use my judgement while you were out, so I picked EU."),
		one("asked me to wait, but picked", "You asked me to wait, but you were out, so I picked EU."),
		one("while you were away, I picked", "While you were away, I picked EU."),
	})
}

// A wish to check, then the person's word to decide: the wish is still
// read, as any contrast in the sentence keeps the word from excusing it.
func TestDeferralsDelegatedAfterABut(t *testing.T) {
	runFindingCases(t, deferrals, []findingCase{
		one("I'd normally check, but you told me to pick", "I'd normally check, but you told me to pick the defaults while you're away, so I picked EU."),
	})
}
