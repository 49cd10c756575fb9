package prose

import (
	"bytes"
	"slices"
	"strings"
	"unicode"

	"github.com/team-hook/team-hook/internal/contract"
	"github.com/team-hook/team-hook/internal/markdown"
	"github.com/yuin/goldmark/ast"
)

// A question to the user (docs/CONTRACT.md §3, §3a) is looked for only in the
// closing part of the message: its last three top-level paragraphs, headings
// and lists (code, quotes, tables, HTML and rules are skipped, not counted;
// a label such as "Options:" counts with the list under it).
// There it is
//   - a request for a decision ("Let me know whether …", "Please choose …"),
//     courtesies ("Let me know if you have questions") aside;
//   - a sentence ending in "?" addressed to the reader ("Should I …?", "Do
//     you want …?"), unless the message answers it next ("… ? Because …");
//   - a neutral question ("Which module is the target?") left standing at
//     the end of its paragraph or item; one the paragraph goes on to discuss
//     is the message's own, rhetorical;
//   - under an "Open questions" or "Questions" heading, every question and
//     every list item, however neutrally phrased.
//
// Nothing under a heading ending in "(deferred)" counts.

// closingSize is how many prose blocks make the closing part.
const closingSize = 3

// section says what a heading makes of the blocks under it.
type section int

const (
	sectionPlain    section = iota
	sectionListed           // "Open questions", "Questions": its questions are for the user
	sectionDeferred         // "Open questions (deferred)": exempt
	// sectionTell: "Tell me:", "Let me know:" over a list: each item is
	// read as the label's request ("Tell me: 1. which option you choose"
	// asks; "Let me know: - if anything breaks" is a report back).
	sectionTell
	// sectionSettled: decisions reported as made ("Decisions of record",
	// "Decisions made"): it ends a request
	// section above it ("# DECISIONS NEEDED" over the whole file) for the
	// blocks under it, which are then read as plain text.
	sectionSettled
	// sectionListedBelow: under a plain heading that stands inside a
	// listed section ("# Needs decision" over "## Yandex deployment"):
	// its questions are for the user, and a list item without a question
	// mark counts only when it offers a choice ("- Region: eu or us"),
	// not when it reports ("- The deploy needs SUPABASE_URL").
	sectionListedBelow
	// sectionAnswered: questions the message answers ("Answers to the
	// architecture questions", "FAQ"): its lists of questions and their
	// answers ask nothing.
	sectionAnswered
)

// isQuestionsHeading: "Open questions", "Questions", "Outstanding
// questions for you" (numbering, emphasis and a colon already gone).
func isQuestionsHeading(t string) bool { return reQuestionsHeading.Re().MatchString(t) }

// isDecisionsHeading: a heading that hands the reader decisions
// ("Decisions needed", "Needs your input", "For you to decide"), not one
// that reports them ("Decisions", "Decisions made").
func isDecisionsHeading(t string) bool { return reDecisionsHeading.Re().MatchString(t) }

// isDeferredHeading: "Open questions (deferred)", "Deferred questions".
func isDeferredHeading(t string) bool { return reDeferredHeading.Re().MatchString(t) }

// trimHeadingNumber is t without the number it opens with ("2. ", "3 ",
// "iv) ").
func trimHeadingNumber(t string) string {
	t = strings.TrimLeftFunc(t, func(r rune) bool { return isLeadingPictograph(r) || r == ' ' }) // "👉 Things only you can settle"
	if loc := reHeadingNumber.Re().FindStringIndex(t); loc != nil {
		return t[loc[1]:]
	}
	return t
}

// cutQuestionsLabel: a sentence that labels itself ("Open questions:
// which module is the target?"); it gives what follows the label, or s
// when there is none. "Open: whether the job may run by day" labels what
// it asks too.
func cutQuestionsLabel(s string) (string, bool) {
	if loc := reQuestionsLabel.Re().FindStringIndex(s); loc != nil {
		return s[loc[1]:], true
	}
	return s, false
}

// isAddressed: a question put to the reader.
func isAddressed(s string) bool {
	return reAddressed.Re().MatchString(s) || reForeignAddressed.Re().MatchString(s) || koreanShallI(s)
}

// isTopicItem: a list item that names a checklist entry ("[x] Are all
// call sites updated?") or an issue ("#233: Why does make rebuild
// everything?", "ABC-12: …") rather than asking.
func isTopicItem(s string) bool { return reTopicItem.Re().MatchString(s) }

// isCourtesy: closing courtesies, never a question to answer.
func isCourtesy(s string) bool { return reCourtesy.Re().MatchString(s) }

// handsOver: a sentence that only hands the question before it to the
// reader ("Let me know.", "Your call.").
func handsOver(s string) bool { return reHandsOver.Re().MatchString(s) }

// asksLeaveToAct: a question that asks the reader's leave to act ("Would
// you like me to help with anything else?", "Should I also look at
// something else?"), which a courtesy's words do not excuse.
func asksLeaveToAct(s string) bool { return reLeaveToAct.Re().MatchString(s) }

// toOtherAgent: a sentence put to another agent by name ("@reviewer-bot,
// should I rebase?", "team-lead, can you assign me #4?"), which is not the
// user's to answer.
func toOtherAgent(s string) bool { return reOtherAddressee.Re().MatchString(s) }

// asksToTry: a question asking the reader to carry out a step and report
// what they see, or whether something works now, with no choice in it: a
// report back, not a decision.
func asksToTry(s string) bool {
	m := reConfirmWorks.Re().FindString(s)
	// What is to be confirmed is how it behaves, not what it should do
	// ("confirm the migration should run tonight" asks).
	confirm := m != "" && !reModalWord.Re().MatchString(m)
	rest := s
	if confirm {
		rest = reConfirmWorks.Re().ReplaceAllString(s, " ") // "confirm" there asks for no decision
	}
	seen := strings.TrimPrefix(s, "let me know ") // an item under "Could you please let me know:"
	observes := reObserves.Re().MatchString(seen) && !reJudgementObject.Re().MatchString(seen)
	// "check which pool contains your user": the fact to be checked, no
	// choice in "which".
	rest = reCheckWhich.Re().ReplaceAllString(rest, " ")
	// Not a thing to judge: "Does the proposed schedule work for you?"
	judged := reJudgedThing.Re().MatchString(seen)
	works := (reWorksNow.Re().MatchString(s) || reWorksNowOther.Re().MatchString(s)) && !reSuitsReader.Re().MatchString(s) && !judged ||
		reAppearsThere.Re().MatchString(seen) && !judged && !reBareSubject.Re().MatchString(seen)
	return (confirm || observes || reAskedToTry.Re().MatchString(s) || works || reHappensIfYou.Re().MatchString(s)) && !reTryButChoose.Re().MatchString(reSeeWhether.Re().ReplaceAllString(rest, " "))
}

// isCommandNote: the unit opens on a command to run and a dash, what
// follows being that command's checks ("`/premises` — at the start: is
// the stack still up?").
func isCommandNote(u *unit) bool {
	head := u.disp[:min(len(u.disp), 80)] // the command and its dash open the unit
	return reCommandNote.Re().MatchString(strings.ToLower(collapseSpace(string(head))))
}

// saysNone: an item saying there is nothing to ask.
func saysNone(s string) bool { return reNone.Re().MatchString(s) }

// saysNoneOpen: a section's opening paragraph that says none of its
// questions is open ("None blocking.", "None.", "(All four Q's from v1
// resolved by review)", "All open questions are now resolved.").
func saysNoneOpen(s string) bool { return reNoneOpen.Re().MatchString(s) }

// opensAnswer: a sentence that answers the question before it, which
// makes that question rhetorical ("Why does it fail? Because …").
func opensAnswer(s string) bool { return reAnswer.Re().MatchString(s) }

// isShortAnswer: the first clause of a sentence after a question ends in
// its answer ("For an internal admin endpoint called a few hundred times
// a day, yes; …", "In practice, not really.") or is a short answer of its
// own ("It does: …", "They are, for now."), or answers for a case ("Not
// for this endpoint.", "Only for the nightly job.").
func isShortAnswer(clause string) bool { return reShortAnswer.Re().MatchString(clause) }

// answersQuestion: a sentence answers the question before it, which makes
// that question the message's own, rhetorical. Its first clause is read
// (up to a semicolon, colon, dash or the sentence's end); a condition ("if
// yes, I'll merge") or a request for the answer ("reply yes or no") is no
// answer.
func answersQuestion(next string) bool {
	if opensAnswer(next) || putsOff(next) {
		return true
	}
	clause := firstClause(next)
	first, _, _ := strings.Cut(clause, " ")
	switch first {
	case "if", "unless", "when", "whether", "once", "should", "reply", "answer", "say", "respond", "tell", "type", "please", "just":
		return false
	}
	if strings.HasSuffix(clause, " or no") || strings.HasSuffix(clause, " or not") || strings.HasSuffix(clause, " if so") {
		return false
	}
	if i := strings.IndexAny(next, ";:.!?\u2014("); i >= 0 && next[i] == ':' && reOptionsIntro.Re().MatchString(clause) {
		return false // "How would you like to fix it? We could: 1. … 2. …": the options, no answer
	}
	return isShortAnswer(clause)
}

// answeredInPlace: the writer answers its own question in the same item
// or paragraph, by an arrow, an answer label or its own pick ("Should we
// cache it? → per request only", "Should we cache it? A: per request",
// "Should we cache it? I went with per request."), docs/CONTRACT.md §3b.
// A question to the reader or for leave to act is never the writer's to
// answer ("Should I continue? Then we'll tackle the docs!"), and options,
// the reader, a condition or a weighing after it leave it open.
func answeredInPlace(q closingSentence, a sentence) bool {
	if a.u != q.u || isQuestion(a) || reLeftOpen.Re().MatchString(a.norm) || reAddressedYou.Re().MatchString(q.norm) || strings.HasPrefix(q.norm, "should i ") || strings.HasPrefix(q.norm, "shall i ") {
		return false
	}
	text := strings.TrimLeft(a.text(), " *_")
	rest, arrow := strings.CutPrefix(text, "→")
	if !arrow {
		rest, arrow = strings.CutPrefix(text, "->")
	}
	if arrow {
		clause := firstClause(strings.ToLower(rest))
		return len(strings.Fields(clause)) >= 1 && !reWeighing.Re().MatchString(clause)
	}
	return reAnswerLabel.Re().MatchString(a.norm) || reOwnPick.Re().MatchString(a.norm)
}

// firstClause is the sentence up to a semicolon, colon, period, mark,
// dash or bracket, trimmed.
func firstClause(s string) string {
	if i := strings.IndexAny(s, ";:.!?\u2014("); i >= 0 {
		s = s[:i]
	}
	if i := strings.Index(s, " - "); i >= 0 {
		s = s[:i]
	}
	return strings.TrimSpace(s)
}

// mayHandDecisions: a heading's text (in lower case) has a word that a
// questions, decisions or deferred heading needs; most headings are ruled
// out by it unread.
func mayHandDecisions(l string) bool {
	for _, w := range [...]string{
		"question", "deferred", "decide", "decision", "input", "call", "choice", "choose", "pick", "select", "from you", "resolved", "answered", "closed", "ruling",
		"settled", "option", "confirm", "clarif", "approv", "sign", "ahead", "answer", "guidance", "direction", "prefer", "judg",
		"on you", "for you", "yours", "settle", "ask", "tell me", "let me know", "provide me with", "send me", "give me", "next", "picks", "takes", "successor", "only you", "say-so", "your ok", "your word", "your say", "your pick", "your nod", "your yes",
		"check with", "verify with", "raise with", "discuss with", "run past", "run by", "to share", "please share", "to report", "to paste", "report", "informa", "berichte", "riporta", "сообщите", "告诉我", "告訴我",
	} {
		if strings.Contains(l, w) {
			return true
		}
	}
	return false
}

// asksOthers: a heading over questions prepared for another party ("Ask
// London", "Questions to ask the vendor"); the reader and the person are
// no other party ("Ask you", "Questions to ask the user").
func asksOthers(t string) bool {
	if reSuccessorHeading.Re().MatchString(t) {
		return true // "For whichever agent picks this up next"
	}
	if c := reCheckWithHeading.Re().FindStringSubmatch(t); c != nil {
		// "To check with the data-eng folks", "To raise with the payments
		// team on Thursday" ("… with you", "… with the owner" are the
		// reader's).
		return namesOtherParty(partyBeforeOccasion(c[1]))
	}
	m := reAskOthersHeading.Re().FindStringSubmatch(t)
	if m == nil {
		// "Questions for the data platform team", "Questions to send
		// Twilio"; "Questions for the team", "… for review" and "… for
		// the morning" are the reader's.
		q := reQuestionsForHeading.Re().FindStringSubmatch(t)
		if q == nil {
			return false
		}
		// "Questions to raise with the warehouse-ops team at Thursday's
		// sync": the party, before the occasion.
		party := partyBeforeOccasion(q[2])
		if q[1] == "for" && !namesOtherParty(party) || party != q[2] && !namesOtherParty(party) {
			return false // "Open questions for the founder": whoever the report is for
		}
		m = []string{q[0], party}
	}
	switch first, _, _ := strings.Cut(m[1], " "); first {
	case "you", "yourself", "me", "us", "user", "users", "human", "owner", "maintainer", "maintainers", "reviewer", "requester", "for", "about", "away", "anything", "questions", "if", "whether", "which", "what", "when", "how", "why", "before", "first", "now", "again", "here", "and":
		return false
	}
	return true
}

// partyBeforeOccasion: the party a heading names, without the occasion
// after it ("the payments team on thursday" → "the payments team").
func partyBeforeOccasion(p string) string {
	for _, sep := range []string{" on ", " at ", " by ", " before ", " during ", " next ", " this ", " in "} {
		if i := strings.Index(p, sep); i > 0 {
			p = p[:i]
		}
	}
	return p
}

// namesOtherParty: the party a heading names ("the data platform team",
// "legal", "the vendor") is a group or an outside party, never the one
// the report is for; "the team" alone, "the founder" or "the operator"
// may well be the reader.
func namesOtherParty(p string) bool {
	words := strings.Fields(p)
	if len(words) == 0 {
		return false
	}
	for _, w := range words[:len(words)-1] {
		if w == "upstream" || w == "vendor" || w == "third-party" || w == "vendor's" {
			return true // "the upstream libgit2 maintainers"
		}
	}
	switch last := words[len(words)-1]; last {
	case "team", "teams", "squad", "group", "department", "dept", "folks", "people", "crew":
		return len(words) > 1 && words[0] != "my" && words[0] != "your"
	case "product", "design", "marketing", "sales", "ux", "qa", "hr", "leadership", "management":
		return len(words) == 1 // "Questions for Product": a function of the company ("the product" is no party)
	case "testers", "tester", "participants", "interviewees", "respondents", "customers":
		return true // "Feedback questions for testers": a survey for others
	case "vendor", "vendors", "support", "upstream", "supplier", "suppliers", "provider", "providers", "partner", "partners", "legal", "finance",
		"security", "compliance", "ops", "devops", "sre", "infra", "dba", "dbas", "carrier", "carriers", "bank", "agency", "counsel", "contractor", "contractors",
		"rep", "reps", "representative", "representatives", "liaison", "accountant", "accountants", "lawyer", "lawyers", "attorney", "attorneys", "auditor", "auditors", "landlord", "insurer":
		return true // "Questions for the Auth0 account rep": someone outside, met on the reader's behalf
	case "manager", "managers":
		return len(words) > 1 && words[len(words)-2] == "account" // "the account manager" at a vendor
	}
	return false
}

// trimTrailingBracket is t without the bracket it ends with ("decisions to
// confirm (ranked)").
func trimTrailingBracket(t string) string {
	if strings.HasSuffix(t, ")") {
		if i := strings.LastIndex(t, " ("); i > 0 {
			return t[:i]
		}
	}
	return t
}

// trailingBracket is what the bracket that ends t holds ("need your
// judgment" in "Open items (need your judgment)"), or "".
func trailingBracket(t string) string {
	if rest := trimTrailingBracket(t); rest != t {
		return strings.TrimSpace(t[len(rest)+2 : len(t)-1])
	}
	return ""
}

// reportsSettled: a title's words report what is settled ("Resolved",
// "Decisions made", "Closed items").
func reportsSettled(t string) bool {
	for w := range strings.FieldsSeq(t) {
		switch strings.Trim(w, ":,.") {
		case "made", "taken", "resolved", "answered", "closed", "settled", "decided", "done", "my", "our":
			return true
		}
	}
	return false
}

// headingSection reads a heading's (or a heading-like paragraph's) text.
func headingSection(text string) section {
	l := strings.ToLower(text)
	if isAnswersHeading(l) {
		return sectionAnswered // "Answers to the architecture questions", "FAQ"
	}
	if isForeignQuestionsHeading(text) {
		return sectionListed
	}
	if m := reForOtherHeading.Re().FindStringSubmatch(strings.TrimRight(l, " :.")); m != nil && (namesOtherParty(m[1]) || othersPossessive(m[1])) {
		return sectionDeferred // "For Timescale's solutions engineer": items for another party
	}
	if reLaterWorkHeading.Re().MatchString(trimHeadingNumber(strings.TrimRight(l, " :."))) {
		return sectionDeferred // "Follow-ups for Sprint 7": work scheduled for later
	}
	if !mayHandDecisions(l) && !strings.Contains(l, "how ") {
		return sectionPlain
	}
	if m := reNeededFromHeading.Re().FindStringSubmatch(strings.TrimRight(l, " :.")); m != nil {
		// "Decisions needed from legal": another's to make; "… from the
		// tech lead" too, a teammate's lead being another party
		// (readerRoleAt); "… from the user" is the reader's.
		party := partyBeforeOccasion(m[1])
		if w := strings.Fields(party); namesOtherParty(party) || len(w) >= 2 && w[len(w)-1] == "lead" && !readerRoleAt(w, 0) {
			return sectionDeferred
		}
	}
	t := strings.ToLower(collapseSpace(strings.ReplaceAll(text, "`", ""))) // "Questions for the upstream `pg-boss` maintainers"
	t = strings.TrimRight(t, " :.：")
	t = trimHeadingNumber(t)
	if in := trailingBracket(t); in != "" && !isDeferredHeading(t) && handsDecisions(in) && !reportsSettled(trimTrailingBracket(t)) {
		// "Open questions / items I deliberately skipped (need your
		// judgment)": the bracket hands them to the reader, whatever
		// the title before it ("Resolved (was: open questions)" does
		// not).
		return sectionListed
	}
	switch {
	case reMixedQuestions.Re().MatchString(t):
		// "Risks / open questions", "Open questions & dependencies": a
		// section of risks or prerequisites, whose items ask only as
		// sentences do.
		return sectionPlain
	case isDeferredHeading(t), isDeferredHeading(trimTrailingBracket(t)), asksOthers(t), asksOthers(trimTrailingBracket(t)):
		return sectionDeferred // "Closed (stubs)" as "Closed"
	case settlesDecisions(t), explainsProcess(t):
		return sectionSettled
	case isQuestionsHeading(t), isDecisionsHeading(t), handsDecisions(t), isDecisionsHeading(trimTrailingBracket(t)):
		return sectionListed
	case reTellMeLabel.Re().MatchString(t), reTriedTellLabel.Re().MatchString(t):
		return sectionTell
	case reTellChoiceLabel.Re().MatchString(t):
		return sectionListed
	}
	// "Phase 7: Timing Rules — Questions for Chris": the title after a
	// topic.
	for _, sep := range [...]string{" — ", " – ", " - ", ": "} {
		if i := strings.LastIndex(t, sep); i > 0 {
			if s := headingSection(t[i+len(sep):]); s != sectionPlain {
				return s
			}
		}
	}
	return sectionPlain
}

// settlesDecisions: a heading that reports decisions as settled, not
// handed over: "Decisions of record", "Decisions made (ranked)", "Calls
// taken". "Decisions needed" is not.
func settlesDecisions(t string) bool {
	head, rest, _ := strings.Cut(trimTrailingBracket(t), " ")
	switch head {
	case "decision", "decisions", "call", "calls", "choice", "choices":
	default:
		return false
	}
	switch rest {
	case "of record", "on record", "made", "taken", "recorded", "already made", "already taken":
		return true
	}
	return false
}

// explainsProcess: a heading that titles how something is done ("How
// decisions are surfaced", "How to use this file"), read as plain text
// even inside a listed section.
func explainsProcess(t string) bool {
	return strings.HasPrefix(t, "how ") && !strings.HasPrefix(t, "how should") && !strings.HasPrefix(t, "how would") && !strings.HasPrefix(t, "how do you")
}

// handsDecisions: a heading of a few words that names what only the
// reader gives, still to come ("Human decision needed", "Key decisions
// needed", "Decisions waiting on you", "Blocking decisions", "Pending your
// approval", "Your input needed"). Decisions reported ("Decisions made",
// "My decisions", "Resolved questions"), someone else's ("Input needed
// from legal") and the reader's tasks ("Things still blocked on you",
// "Action items for you") are none.
func handsDecisions(t string) bool {
	// "need your yes/no", "go/no-go call": one word each, as
	// "sign-off" and "go-ahead" are; a dash between words parts them.
	t = strings.NewReplacer("yes/no", "yes-or-no", "go/no-go", "go-or-no-go", " - ", " ", " -", " ", "- ", " ").Replace(t)
	words := strings.FieldsFunc(t, func(r rune) bool {
		return r == ' ' || r == '/' || r == ',' || r == '(' || r == ')' || r == ':' || r == '—'
	})
	has := func(ws ...string) bool {
		for _, w := range words {
			for _, x := range ws {
				if w == x {
					return true
				}
			}
		}
		return false
	}
	if len(words) > 2 && (words[0] == "options" || words[0] == "choices") && (words[1] == "for" || words[1] == "left") && (strings.Contains(t, " to decide") || strings.Contains(t, " to choose")) {
		return true // "Options for user to decide, not to be implemented without sign-off"
	}
	if len(words) > 4 && words[0] == "what" && (words[1] == "i" || words[1] == "we") && (words[2] == "need" || words[2] == "want") &&
		(words[3] == "your" && isDecisionWord(words[4]) || words[3] == "you" && words[4] == "to" && len(words) > 5 && isRulingWord(words[5])) {
		// "What I want your decision on (when you're back)", "What I
		// need you to decide": what the writer wants of the reader,
		// however long ("What I need you to run" is a task).
		return true
	}
	content := 0
	for _, w := range words {
		if w == "before" || w == "until" {
			break // "Two design decisions to make before writing any more code": the title ends there
		}
		switch w {
		case "the", "a", "an", "these", "those", "some", "few", "two", "three", "four", "five", "1", "2", "3", "4", "5":
		default:
			content++ // ("The three rulings waiting for you": four words that count)
		}
	}
	if content > 5 {
		return false // a sentence, not a title ("Reply with your decisions and I'll build the rest")
	}
	if has("made", "taken", "resolved", "answered", "closed", "settled", "deferred", "decided", "my", "our", "log", "record", "history", "past", "earlier", "previous") {
		return false
	}
	for i, w := range words {
		if w == "from" && i+1 < len(words) && words[i+1] != "you" && words[i+1] != "your" && !readerRoleAt(words, i+1) {
			return false // "input needed from legal"
		}
	}
	switch t {
	case "decide", "please decide", "for you to decide", "to decide", "for you to settle", "for you to choose", "for you to pick", "for you to rule on", "for you to call",
		"please choose", "please choose one", "please pick", "please pick one", "please select", "please select one":
		return true // "Please decide:" over the list of what to decide
	}
	if leftToDecide(words) || leftToDecide(withoutForYou(words)) {
		return true // "Still to decide", "Two things to decide before launch", "Two things for you to decide"
	}
	if fromYou(words) && (has("need", "needs") || words[0] == "needed") {
		return true // "What I need from you", "Need from you"
	}
	noun := false
	for _, w := range words {
		noun = noun || isDecisionWord(w)
	}
	cue := has("needed", "required", "pending", "wanted", "open", "outstanding", "unresolved", "remaining", "blocking", "waiting", "awaiting",
		"your", "yours", "need", "needs", "needing", "requires", "requiring", "queue") ||
		strings.Contains(t, "for you") || strings.Contains(t, "from you") || strings.Contains(t, "to make") || strings.Contains(t, "to decide") || strings.Contains(t, "on you")
	return noun && cue
}

// isDecisionWord: a heading's word for what the reader gives ("Decisions
// needed", "Your sign-off", "Need your yes/no"); "picks" and "verdict"
// are as often the writer's own ("Top picks for you", "Verdict: needs
// changes").
func isDecisionWord(w string) bool {
	switch w {
	case "decision", "decisions", "question", "questions", "choice", "choices", "call", "calls", "input", "ruling", "rulings", "approval", "sign-off", "signoff",
		"go-ahead", "answer", "answers", "clarification", "clarifications", "confirmation", "direction", "guidance", "preference", "preferences", "judgment", "judgement",
		"yes-or-no", "go-or-no-go", "say-so", "nod", "green-light":
		return true
	}
	return false
}

// isRulingWord: the reader's act of deciding ("What I need you to
// decide"; "… to confirm works" is a check to report back).
func isRulingWord(w string) bool {
	switch w {
	case "decide", "choose", "pick", "answer", "approve", "rule", "settle", "sign":
		return true
	}
	return false
}

// readerRoleAt: at i (past "the") a subagent's reader named by its role:
// the orchestrator, the coordinator, the main or parent agent ("Input
// needed from the main agent"). A teammate's lead is another party, as
// its protocol lines to the lead are (docs/CONTRACT.md §3a); "from the
// tech lead" names someone else too.
func readerRoleAt(words []string, i int) bool {
	if i < len(words) && words[i] == "the" {
		i++
	}
	if i >= len(words) {
		return false
	}
	switch words[i] {
	case "orchestrator", "coordinator":
		return true
	case "main", "parent":
		return i+1 < len(words) && (words[i+1] == "agent" || words[i+1] == "session")
	}
	return false
}

// withoutForYou is words without the "for you" before "to decide" or
// "to choose" ("two things for you to decide"), or nil when there is none.
func withoutForYou(words []string) []string {
	for i := 0; i+3 < len(words); i++ {
		if words[i] == "for" && words[i+1] == "you" && words[i+2] == "to" && (words[i+3] == "decide" || words[i+3] == "choose") {
			return slices.Concat(words[:i], words[i+2:])
		}
	}
	return nil
}

// leftToDecide: a heading of what is left to decide, its words before
// "to decide" only a count or "still" ("Still to decide", "Two things to
// decide before launch"; not "How to decide", "Things for legal to
// decide").
func leftToDecide(words []string) bool {
	for i, w := range words {
		if w == "to" && i+1 < len(words) && (words[i+1] == "decide" || words[i+1] == "choose") {
			return i > 0
		}
		switch w {
		case "one", "two", "three", "a", "few", "the", "thing", "things", "item", "items", "point", "points", "still", "left", "open", "remaining":
		default:
			return false
		}
	}
	return false
}

// isContingency: a condition, then what to do then ("If a future change
// replaces d3-force, swap behind the interface"), with no question or
// choice in what follows it ("If we go with Postgres, whether to use RDS
// or Aurora" asks).
func isContingency(s string) bool {
	if !reContingency.Re().MatchString(s) {
		return false
	}
	_, then, _ := strings.Cut(s, ", ")
	first, _, _ := strings.Cut(then, " ")
	switch first {
	case "whether", "which", "what", "how", "who", "where", "when", "should", "shall", "do", "does", "can", "could", "would":
		return false
	}
	return !strings.Contains(" "+then+" ", " or ")
}

// notNeededAfter: a later sentence of the closing part, outside the list,
// says its questions need no answer or block nothing, and none asks for
// the answers after all ("Answer when convenient" still asks).
func notNeededAfter(items []closingSentence, k int) bool {
	said := false
	for j := k + 1; j < len(items); j++ {
		if items[j].u.kind == unitItem {
			continue
		}
		if reNotNeeded.Re().MatchString(items[j].norm) {
			said = true
		} else if said && (handsOver(items[j].norm) || reAnswerWhen.Re().MatchString(items[j].norm)) {
			return false
		}
	}
	return said
}

// itemTaggedForOther: the item that holds sentence k opens on a tag that
// addresses it to another agent or role ("**(security-reviewer)** Is the
// check sufficient? …").
func itemTaggedForOther(items []closingSentence, k int) bool {
	if items[k].u.kind != unitItem {
		return false
	}
	j := k
	for j > 0 && items[j-1].u == items[k].u {
		j--
	}
	return reItemForOther.Re().MatchString(withoutEmphasis(items[j].norm))
}

// withoutEmphasis is norm without the marks of emphasis it may still hold
// ("**decision**: separate" → "decision: separate").
func withoutEmphasis(norm string) string {
	return strings.Map(func(r rune) rune {
		if r == '*' || r == '_' {
			return -1
		}
		return r
	}, norm)
}

// isAnswerItem: a listed sentence that opens on an answer's label
// ("**Decision**: Separate", "Answer: yes"): the item above it answered.
func isAnswerItem(norm string) bool {
	return reAnswerLabel.Re().MatchString(withoutEmphasis(norm))
}

// putOffLaterInItem: a later sentence of the item that holds sentence k
// puts the question off.
func putOffLaterInItem(items []closingSentence, k int) bool {
	if items[k].u.kind != unitItem {
		return false
	}
	for j := k + 1; j < len(items) && items[j].u == items[k].u; j++ {
		if putsOff(items[j].norm) || rePutOffInside.Re().MatchString(items[j].norm) {
			return true
		}
	}
	return false
}

// putsOff: the sentence puts the question before it off, to later or to
// the plan ("Defer to implementation.", "Not needed v1; revisit if …"),
// not to the reader ("Defer to you.").
func putsOff(s string) bool {
	return rePutOff.Re().MatchString(s) && !rePutOffToReader.Re().MatchString(s)
}

// fromYou: the words hold "from you" ("from your admin" is another's).
func fromYou(words []string) bool {
	for i := 0; i+1 < len(words); i++ {
		if words[i] == "from" && words[i+1] == "you" {
			return true
		}
	}
	return false
}

// labelText is a paragraph's text when it is nothing but a label ("**Open
// questions:**" above a list, "**My recommendation:**").
func labelText(d *markdown.Doc, n ast.Node) (string, bool) {
	if n.Kind() != ast.KindParagraph {
		return "", false
	}
	// A label is one short line; most paragraphs are ruled out unread.
	if ls := n.Lines(); ls == nil || ls.Len() != 1 || ls.At(0).Stop-ls.At(0).Start > 80 {
		return "", false
	}
	t := d.PlainText(n)
	// One that ends on a colon may run longer ("Options for user to
	// decide, not to be implemented without sign-off:").
	if len(t) > 60 && (len(t) > 80 || !strings.HasSuffix(strings.TrimSpace(t), ":")) || strings.ContainsRune(t, '\n') {
		return "", false
	}
	return t, true
}

// question is a question to the user found in the closing part, and why.
type question struct {
	sentence
	why *contract.Explanation
}

// closingQuestions finds the questions to the user in the closing part.
func closingQuestions(d *markdown.Doc, ops *int) []question {
	blocks := d.Blocks()
	readers := readerNames(d, ops)
	sections, titles, markers, verdicts := sectionsOf(d, blocks, readers)

	var closing []int
	tail := true
	for i, n := len(blocks)-1, 0; i >= 0 && n < closingSize; i-- {
		if !markdown.IsProse(blocks[i]) {
			continue
		}
		if tail && isFiller(d, blocks[i]) {
			continue // "Happy coding! 🚀", "🤖 Generated with …" after the last word that counts
		}
		tail = false
		closing = append(closing, i)
		if !listLabel(d, blocks, i) {
			n++ // "Options:" over its list is one block with it
		}
	}

	// The closing part's sentences in order.
	var items []closingSentence
	for k := len(closing) - 1; k >= 0; k-- {
		i := closing[k]
		if markers[i] || sections[i] == sectionDeferred || sections[i] == sectionAnswered && blocks[i].Kind() == ast.KindList {
			continue
		}
		units := collectUnits(d, blocks[i], false, readers)
		procedure := blocks[i].Kind() == ast.KindList && isProcedure(units)
		topic, options := false, false
		if blocks[i].Kind() == ast.KindList && i > 0 && blocks[i-1].Kind() == ast.KindParagraph {
			if us := collectUnits(d, blocks[i-1], false, readers); len(us) > 0 {
				ss := us[len(us)-1].sentences()
				topic = len(ss) > 0 && (reWriteUpIntro.Re().MatchString(ss[len(ss)-1].norm) || reCheckLabel.Re().MatchString(ss[len(ss)-1].norm))
				if len(ss) > 0 && (reForOtherLeadIn.Re().MatchString(ss[len(ss)-1].norm) || reDeferredUntilLeadIn.Re().MatchString(ss[len(ss)-1].norm)) {
					continue // the list's questions are another party's to answer, or conditions something waits on
				}
				options = len(ss) > 0 && reOptionsLabel.Re().MatchString(ss[len(ss)-1].norm) && len(units) >= 2
			}
		}
		firstItem := true
		for _, u := range units {
			for _, s := range u.sentences() {
				if sections[i] == sectionTell && u.kind == unitItem {
					title := strings.ToLower(strings.TrimRight(titles[i], " :.：*"))
					if (reShareHeading.Re().MatchString(title) || reTriedTellLabel.Re().MatchString(strings.Trim(title, "* "))) && isAskedMark(s.norm) && !reTryButChoose.Re().MatchString(s.norm) && !reCJKChoice.Re().MatchString(s.norm) {
						continue // "### What to share" over "What is the return status after processing?", "Rebuild and test, then tell me:" over "Does the serial port print anything?": what to report back
					}
					s.norm = "let me know " + s.norm // read as the label's request
				}
				_, labelled := cutQuestionsLabel(s.norm)
				listed := sections[i] == sectionListed || sections[i] == sectionListedBelow || labelled
				afterRule := i > 0 && blocks[i-1].Kind() == ast.KindThematicBreak
				verdict := verdicts[i] || isVerdictLabel(s.norm)
				below := sections[i] == sectionListedBelow && !labelled
				under := ""
				if listed && !labelled || sections[i] == sectionTell && u.kind == unitItem {
					under = titles[i] // ("Before I wire it, tell me:" over the items it asks)
				}
				items = append(items, closingSentence{s, i, listed, afterRule, verdict, procedure, isEmphasisOnly(blocks[i]), below, topic && u.kind == unitItem || u.kind == unitItem && itemsPutOff(u.label), under, options && firstItem && u.kind == unitItem})
				firstItem = false
			}
		}
	}

	var out []question
	for start := 0; start < len(items); {
		end := start
		for end < len(items) && items[end].u == items[start].u {
			end++
		}
		out = append(out, unitQuestions(items, start, end, len(blocks), ops)...)
		start = end
	}
	return out
}

// isAskedMark: the sentence ends on a question mark (a full-width one,
// or one before a closing bracket's aside: "R5 串口有输出吗？（如果能连接
// UART1）").
func isAskedMark(norm string) bool {
	t := strings.TrimSpace(norm)
	if i := strings.LastIndexAny(t, "(（"); i > 0 && (strings.HasSuffix(t, ")") || strings.HasSuffix(t, "）")) {
		t = strings.TrimSpace(t[:i])
	}
	return strings.HasSuffix(t, "?") || strings.HasSuffix(t, "？")
}

// closingSentence is a sentence of the closing part.
type closingSentence struct {
	sentence
	block  int  // its top-level block
	listed bool // under an "Open questions" heading, or labelled so itself
	// afterRule: a thematic break stands right before its block: what
	// follows (a footer) does not go on with the text before it.
	afterRule bool
	// verdict: under a heading or label that gives the agent's own
	// verdict ("Verdict", "Recommendation"): an imperative there is the
	// verdict ("Approve after the buffer fix"), not a request.
	verdict bool
	// procedure: in a list of steps for the reader to carry out ("Open
	// /lab", "Sign in", "Run make"): "confirm the form scrolls" there is a
	// step that checks the product, not a decision asked for.
	procedure bool
	// boldLine: its block is a paragraph of emphasis alone ("**What was
	// the issue?**"), a label over what follows it, as a heading is.
	boldLine bool
	// below: listed only from a heading above a plain one
	// (sectionListedBelow).
	below bool
	// topic: an item of a list whose introduction makes its items the
	// topics of a write-up ("append a dated section interpreting:").
	topic bool
	// under: the heading or label it is listed under.
	under string
	// options: the first item of a list its label names as the options
	// ("Possible resolutions:", "Options:"), the list a choice as a whole.
	options bool
}

// explainsTitle: a question that titles an explanation ("What was the
// issue?", "Why did it fail?", "How it works?"), not a choice ("Which
// region goes first?").
func explainsTitle(norm string) bool {
	first, rest, _ := strings.Cut(strings.TrimLeft(norm, " *_"), " ")
	switch first {
	case "what", "why", "how", "where", "who", "when", "what's":
		return !strings.Contains(rest, "should") && !strings.Contains(rest, "would") && !strings.Contains(rest, "shall")
	}
	return false
}

// isEmphasisOnly: n is a paragraph whose only content is one emphasis.
func isEmphasisOnly(n ast.Node) bool {
	if n.Kind() != ast.KindParagraph {
		return false
	}
	c := n.FirstChild()
	return c != nil && c == n.LastChild() && c.Kind() == ast.KindEmphasis
}

// unitQuestions judges the sentences items[start:end] of one unit. Under a
// questions heading a list item is an open question even without a question
// mark ("- Whether to keep the v1 endpoint"), unless it says there is none.
func unitQuestions(items []closingSentence, start, end, blocks int, ops *int) []question {
	var out []question
	asks := false
	for k := start; k < end; k++ {
		if isQuestion(items[k].sentence) {
			asks = true
		}
		if why := questionToUser(items, k, blocks, ops); why != nil {
			if why.Under == "" && items[k].under != "" && !items[k].listed {
				why.Under = strings.TrimSpace(items[k].under) // an item of a "Tell me:" list
			}
			out = append(out, question{items[k].sentence, why})
		}
	}
	first := items[start]
	// "Open questions: None." labels itself and says there is nothing.
	rest, labelsItself := cutQuestionsLabel(first.norm)
	rest = strings.TrimSpace(rest)
	// "Open question: whether to keep v1." labels itself wherever it stands.
	labelled := first.u.kind == unitItem || labelsItself
	// "- Whether to precompute positions. Not needed v1; revisit if …":
	// the item puts itself off.
	// "- If a future change replaces d3-force, swap behind the
	// interface": a contingency noted for later, not a question.
	putOff := start+1 < end && putsOff(items[start+1].norm) || isContingency(rest) || putOffLaterInItem(items, start) || rePutOffAfterMark.Re().MatchString(first.norm)
	if !asks && len(out) == 0 && first.listed && labelled && !saysNone(rest) && rest != "" && !isCourtesy(rest) && (!first.below || offersChoice(rest) || first.options) && !putOff && !isDoneItem(first.norm) && !isAnswerItem(first.norm) {
		out = append(out, question{first.sentence, underHeading(askWhy(first.sentence, "listed under an open-questions heading", ""), first.under)})
	}
	return out
}

// asideClosesParagraph: the sentence is a bracketed aside that ends its
// paragraph ("(The current model is the default.)").
func asideClosesParagraph(s sentence) bool {
	t := strings.TrimSpace(s.norm)
	return s.last && (strings.HasPrefix(t, "(") && strings.HasSuffix(t, ")") || strings.HasPrefix(t, "（") && strings.HasSuffix(t, "）"))
}

// hedgedValue: a field's label and, after its colon, a short value
// written with a question mark, a doubt over the writer's own estimate
// ("Implementation time: hours to days?", "ETA: Friday?", "実装時間:
// 数時間〜数日？"), with no choice in it ("Region: eu or us?" asks), no
// question word and no reader.
func hedgedValue(norm string) bool {
	label, value, ok := strings.Cut(strings.TrimSpace(norm), ":")
	value = strings.TrimSpace(value)
	if !ok || !strings.HasSuffix(value, "?") || strings.Count(value, "?") > 1 {
		return false
	}
	lw, vw := strings.Fields(label), strings.Fields(strings.TrimSuffix(value, "?"))
	if len(lw) == 0 || len(lw) > 4 || len(vw) == 0 || len(vw) > 5 {
		return false
	}
	if offersChoice(value) || reHedgeAsks.Re().MatchString(value) || reHedgeAsks.Re().MatchString(label) {
		return false
	}
	return reHedgeLabel.Re().MatchString(strings.ToLower(label))
}

// questionToUser judges one sentence of the closing part, and says why it
// is a question to the user (nil: it is not).
func questionToUser(items []closingSentence, k, blocks int, ops *int) *contract.Explanation {
	it := items[k]
	*ops += len(it.norm) // the phrases below are read in time linear in it
	if toOtherAgent(it.norm) || isCommandNote(it.u) {
		return nil // another agent's, or the checks of a command to run
	}
	if reDecideAtStage.Re().MatchString(it.norm) {
		return nil // "Decide at QAM-5 start.": when an item is to be settled, not a request
	}
	if hedgedValue(it.norm) {
		return nil // "Implementation time: hours to days?": a value given with a doubt, asked of no one
	}
	// next is the sentence that goes on from it; a footer after a rule
	// does not, though it may still answer it.
	var next, answer *sentence
	if k+1 < len(items) && connected(it.sentence, items[k+1].sentence) {
		answer = &items[k+1].sentence
		if !items[k+1].afterRule || items[k+1].block == it.block {
			next = answer
		}
	}
	if k+1 < len(items) && items[k+1].u != it.u && items[k+1].first && reAnswerLabel.Re().MatchString(items[k+1].norm) {
		return nil // "Context: should both UIs be built?" then "Decision: build both."
	}
	if label, _, ok := strings.Cut(it.norm, ":"); ok && len(strings.Fields(label)) <= 9 && reSuccessorHeading.Re().MatchString(strings.TrimSpace(strings.ReplaceAll(label, "#", ""))) {
		return nil // "For whichever agent picks up #21 next: decide whether …": a note to another agent
	}
	// "Questions for the vendor: do they support SAML? Is there an EU
	// region?": questions an inline label gives to another party, to the
	// end of its paragraph.
	for j := k; j >= 0 && items[j].u == it.u; j-- {
		if label, _, ok := strings.Cut(items[j].norm, ":"); ok && len(strings.Fields(label)) <= 8 && asksOthers(strings.TrimSpace(strings.Trim(label, "*_ "))) {
			return nil
		}
	}
	// "This will tell you definitively: is the P-term saturated? Or is
	// the FF doing all the work?": questions a plot, a run or a trace
	// is said to answer, the "or" after it one of them.
	if reToldByRun.Re().MatchString(it.norm) || k > 0 && items[k-1].u == it.u && strings.HasPrefix(it.norm, "or ") && reToldByRun.Re().MatchString(items[k-1].norm) {
		return nil
	}
	if !isQuestion(it.sentence) {
		if it.topic {
			return nil // "Notes for later impl plan:" over "- decide whether to bundle icons …", "… for a separate release operator to:" over "1. Decide whether to land #1076"
		}
		if it.u.kind == unitHeading && it.block < blocks-1 {
			return nil // a heading over more text is a section's title ("Decisions needed — module 1")
		}
		if it.first && isDoneItem(it.norm) {
			return nil // "[x] Smoke test: send prompts, confirm responses", "✅ Flexible: choose between…": done, or a feature
		}
		// "Pending your word: none.", "Items needing your pick: 0.": a
		// label whose value says nothing is waiting.
		if c := strings.LastIndex(it.norm, ":"); c > 0 && reNothingWaits.Re().MatchString(strings.TrimSpace(it.norm[c+1:])) {
			return nil
		}
		// "**Your answer:**" left blank under a question: a form for the
		// reader to fill in.
		if reBlankForAnswer.Re().MatchString(it.norm) {
			return askWhy(it.sentence, "a request for a decision, a blank left for the reader's answer", "")
		}
		// "@maintainers Please review and confirm …": the people the
		// message is for, hailed before the request.
		ts := tokenize(reHailedPeople.Re().ReplaceAllString(it.norm, ""))
		*ops += len(ts)
		if q, ok := readRequest(ts, ops); ok && (q.pastCourtesy || !isCourtesy(it.norm)) &&
			!(it.verdict && q.mood == "imperative" && !handsChoice(ts)) &&
			!(it.procedure && q.mood == "imperative" && ts[q.words.i].is("confirm") && (!handsChoice(ts) || shownValuesOnly(ts))) &&
			!(it.procedure && q.mood == "imperative" && reWhichToRun.Re().MatchString(it.norm) && !reAddressedYou.Re().MatchString(it.norm)) {
			return askWhy(it.sentence, "a request for a decision, "+q.mood, q.describe(ts, it.norm))
		}
		if foreignRequest(it.norm) {
			return askWhy(it.sentence, "a request for a decision, in another language", "")
		}
		// "Left for you to call: whether … or …", "**Needed from your
		// side:** a go/no-go on …": a label that hands the reader a
		// decision, its content after the colon.
		if label, rest, ok := strings.Cut(it.norm, ":"); ok && len(strings.Fields(label)) <= 7 {
			l := strings.Trim(strings.ToLower(collapseSpace(label)), " *_")
			if rest = strings.TrimSpace(rest); rest != "" && !saysNone(rest) && reHandingLabel.Re().MatchString(l) {
				// What follows is open: alternatives none of which is
				// taken, a wh-clause or a yes or no ("To decide: we
				// picked Fly" reports; "To confirm: the fix is deployed"
				// states).
				rts := tokenize(rest)
				*ops += len(rts)
				first, _, _ := strings.Cut(rest, " ")
				after, _, _ := strings.Cut(lastDashClause(rest), " ") // "item 3 — whether to approve the fallback path"
				if newSentenceReader(rts, ops).alternativesOpen(0) || slices.Contains([]string{"whether", "which", "what", "how", "when", "where", "if"}, first) || after == "whether" || after == "which" ||
					strings.Contains(rest, "여부") ||
					strings.Contains(rest, "go/no-go") || strings.Contains(rest, "yes or no") || strings.Contains(rest, "yes/no") {
					return askWhy(it.sentence, "a request for a decision, a label that hands it to the reader", "")
				}
			}
		}
		// "[needs-your-input] keep the assert, or loosen the limit": a
		// tag that hands the reader the choice after it.
		if m := reNeedsYouTag.Re().FindStringIndex(it.norm); m != nil {
			rest := strings.TrimSpace(it.norm[m[1]:])
			rts := tokenize(rest)
			*ops += len(rts)
			first, _, _ := strings.Cut(rest, " ")
			if rest != "" && (newSentenceReader(rts, ops).alternativesOpen(0) || first == "whether" || first == "which") {
				return askWhy(it.sentence, "a request for a decision, a tag that hands it to the reader", "")
			}
		}
		// "**Decision needed.** Keep /links/ or retire it.": a bare label
		// in a sentence of its own, its content in the next.
		if k > 0 && it.u == items[k-1].u && reBareDecisionLabel.Re().MatchString(items[k-1].norm) && newSentenceReader(ts, ops).alternativesOpen(0) {
			joined := strings.TrimRight(items[k-1].norm, ".!*_ ") + ": " + it.norm
			lts := tokenize(joined)
			*ops += len(lts)
			if q, ok := readRequest(lts, ops); ok {
				return askWhy(it.sentence, "a request for a decision, after its label", q.describe(lts, joined))
			}
		}
		if readerDecidesStep(items, k) {
			return askWhy(it.sentence, "a request for a decision, the reader's step in a plan", "")
		}
		// "Should the importer skip those rows or reject the whole file",
		// the message's last words: a question between alternatives
		// that lost its question mark.
		if k == len(items)-1 && !it.listed && it.u.kind != unitHeading && reInvertedChoice.Re().MatchString(it.norm) {
			return askWhy(it.sentence, "a question between alternatives, its mark left off", "")
		}
		return nil
	}
	if isTitle(it.sentence) {
		return nil
	}
	// A question the message answers next is rhetorical.
	if answer != nil && (answersQuestion(answer.norm) || answeredInPlace(it, *answer) || namesOneAlternative(it.norm, answer.norm)) {
		return nil
	}
	// Questions the closing part then says need no answer ("These don't
	// need answers to keep shipping the human-driven path, but …").
	if it.listed && notNeededAfter(items, k) {
		return nil
	}
	// A listed question its own item puts off, a sentence or two on
	// ("**Quorum policy per-namespace?** … Tracked for v0.7.1 — not
	// gating v0.7.0.").
	if it.listed && putOffLaterInItem(items, k) {
		return nil
	}
	// An item's question answered in the item nested under it ("- Actual
	// schema of metadata.json?" over "- **As above**: two schemas").
	if it.u.kind == unitItem && k+1 < len(items) && items[k+1].first && items[k+1].u.label != "" &&
		items[k+1].u.label == strings.TrimSpace(string(it.u.disp)) && (answersQuestion(items[k+1].norm) || reItemAnswer.Re().MatchString(items[k+1].norm)) {
		return nil
	}
	if checkedAfter(it.sentence) {
		return nil // "Sleep well achieved? ✅": ticked in place
	}
	// "… append a dated section interpreting: - did K stay ~1 or decay
	// to 0?": the questions a write-up is to cover, not put to the reader.
	if it.topic {
		return nil
	}
	// "Does Esc reject cleanly? … Until those are answered in a PTY, the
	// path stays unshipped": questions a run will answer, not the reader.
	for j := k + 1; j < len(items) && j <= k+6; j++ {
		if reAnsweredByRun.Re().MatchString(items[j].norm) {
			return nil
		}
	}
	// "Ready to start? I can kick off the session now, or … just say
	// when.": the reader's go-ahead, the writer's offer after it.
	if next != nil && it.u.kind != unitHeading && !it.boldLine && reReadyToStart.Re().MatchString(it.norm) && reOfferAfterReady.Re().MatchString(next.norm) {
		return askWhy(it.sentence, "a question for the reader's go-ahead, an offer after it", next.text())
	}
	// "Region: eu-west-1 or us-east-1? Let me know.": the sentence after
	// puts the question to the reader.
	if next != nil && (handsOver(next.norm) && !isCourtesy(it.norm) || reHandsOverThenActs.Re().MatchString(next.norm) && offersChoice(it.norm) && !isCourtesy(it.norm)) {
		return askWhy(it.sentence, "a question the next sentence puts to the reader", next.text())
	}
	// "Tax-inclusive or tax-exclusive totals? Once I have that I'll
	// resume both workers.": a choice whose answer the writer's next step
	// waits on.
	if next != nil && (offersChoice(it.norm) || strings.Contains(it.norm, " or ")) && !isCourtesy(it.norm) && reWaitsOnAnswer.Re().MatchString(next.norm) && !reStatesAnswer.Re().MatchString(next.norm) && !reReaderActsInProduct.Re().MatchString(next.norm) {
		return askWhy(it.sentence, "a question whose answer the next sentence waits on", next.text())
	}
	// "What is a TK unit? … rather than guess": a question whose answer
	// the writer says it would otherwise have to guess.
	if next != nil && next.u == it.u && !isCourtesy(it.norm) && reWontGuess.Re().MatchString(next.norm) && !reStatesAnswer.Re().MatchString(next.norm) && !reActsOnItsOwn.Re().MatchString(next.norm) {
		return askWhy(it.sentence, "a question the writer will not guess the answer to", next.text())
	}
	// "Want to start with a specific task?" asks the reader; "Want to
	// see it? Visit localhost:3000" is a label its next sentence answers.
	addressed := isAddressed(it.norm) || reElidedYou.Re().MatchString(it.norm) && (next == nil || !opensOnPointer(next.norm)) ||
		foreignRequest(it.norm) // "Подтвердите, какой вариант реализовать …?": the imperative names no pronoun
	if addressed && next != nil && reReadersOwnNeed.Re().MatchString(it.norm) && (opensOnPointer(next.norm) || reSaysWhereItIs.Re().MatchString(next.norm)) {
		// "Do you need help? See the guide", "¿Necesitas ayuda? Consulta
		// la guía", "Want to see the diff? It's in PR #41": the reader's
		// own need, answered by where to go.
		return nil
	}
	if addressed && next != nil && reReadersOwnArtefact.Re().MatchString(it.norm) && reSaysWhereItIs.Re().MatchString(next.norm) {
		// "Do you need the raw traces? They are attached to the ticket":
		// a thing the reader may want, and where it already is.
		return nil
	}
	if !it.listed && asksToTry(it.norm) {
		return nil // "Can you try it and tell me what you see?": a report back
	}
	// "Can you check your .env.local file? Does it have the Supabase URL
	// and key?": what the check is to look for, reported back with it.
	if !it.listed && k > 0 && items[k-1].u == it.u && asksToTry(items[k-1].norm) && reWhatTheCheckShows.Re().MatchString(it.norm) && !reTryButChoose.Re().MatchString(it.norm) {
		return nil
	}
	// "Try the Google login again — the error should now show the real
	// text. What does it say?": what the try shows, reported back ("Refresh
	// the page. Is this the vibe you are looking for?" asks a judgement).
	if !it.listed && k > 0 && items[k-1].u == it.u && reTryImperative.Re().MatchString(items[k-1].norm) && reWhatItShows.Re().MatchString(it.norm) && !reTryButChoose.Re().MatchString(it.norm) {
		return nil
	}
	// "… — are the Docker containers actually up? Can you confirm with
	// docker ps on your end?": the same, the check asked after it.
	if !it.listed && next != nil && next.u == it.u && asksToTry(next.norm) && reWhatTheCheckShows.Re().MatchString(lastDashClause(it.norm)) && !reTryButChoose.Re().MatchString(it.norm) {
		return nil
	}
	switch {
	case it.listed && (isAnswerItem(it.norm) || itemTaggedForOther(items, k)):
		return nil // "Decision: Separate (projects/{id}/modules/)": an item's answer; "(security-reviewer) Is …?": another agent's
	case it.listed:
		return underHeading(askWhy(it.sentence, "a question listed under an open-questions heading", ""), it.under)
	case isCourtesy(it.norm) && !asksLeaveToAct(it.norm):
		return nil
	case (it.u.kind == unitHeading || it.boldLine && explainsTitle(it.norm)) && it.block < blocks-1 && (!addressed || reGenericYouTitle.Re().MatchString(it.norm)):
		// A neutral question heading (or bold label) over more text is a
		// section title, "you" in it anyone ("**What could you achieve
		// with this approach?**" over what it gives).
		return nil
	case addressed:
		return askWhy(it.sentence, "a question addressed to the reader", "")
	}
	// "Which option should govern the implementation? No files were
	// changed.": a choice among the options set out, whatever report
	// follows it, unless the message answers it (above).
	if it.u.kind != unitHeading && reWhichOption.Re().MatchString(it.norm) && !pickedLater(items, k) {
		return askWhy(it.sentence, "a choice among the options set out, left to the reader", "")
	}
	// A neutral question the message goes on to discuss is its own; one
	// left standing at the end of its paragraph is put to the reader,
	// unless it is the title of a checklist entry or an issue.
	if it.u.kind == unitItem && isTopicItem(it.norm) {
		return nil
	}
	if next == nil || isQuestion(*next) || asideClosesParagraph(*next) && (offersChoice(it.norm) || strings.Contains(it.norm, " or ")) {
		// ("Work on the SEO first, or keep pushing the tools site? (The
		// current model is the default.)": an aside in brackets is no
		// discussion of it.)
		return askWhy(it.sentence, "a question left standing at the end of its paragraph", "")
	}
	// "Which approach sounds better? (I'd recommend starting with #1.)":
	// a recommendation is no answer; the choice is still the reader's.
	if next.u == it.u && reRecommends.Re().MatchString(next.norm) && !rePastQuestion.Re().MatchString(it.norm) &&
		(offersChoice(it.norm) || strings.Contains(it.norm, " or ") || reChoiceQuestion.Re().MatchString(it.norm)) {
		return askWhy(it.sentence, "a choice put to the reader, a recommendation after it", next.text())
	}
	// "Which shape should govern: A, or B?" ending its paragraph, the
	// report going on in the next ("No files were changed."): a choice
	// left standing, unless a later sentence names the one taken.
	if next.u != it.u && it.u.kind == unitParagraph && strings.Contains(it.norm, " or ") && offersChoice(it.norm) {
		for _, later := range items[k+1:] {
			for _, c := range strings.Split(later.norm, "; ") {
				if namesOneAlternative(it.norm, c) {
					return nil // "We measured both; hash won."
				}
			}
		}
		return askWhy(it.sentence, "a choice left standing at the end of its paragraph", "")
	}
	return nil
}

// lastDashClause: what follows the last dash of a sentence, the whole
// sentence if none ("Since the API can't reach them — are the containers
// up?" gives "are the containers up?").
func lastDashClause(s string) string {
	for _, d := range []string{" — ", " – ", " - "} {
		if i := strings.LastIndex(s, d); i >= 0 {
			return s[i+len(d):]
		}
	}
	return s
}

// itemsPutOff: the label a nested list hangs from makes its items topics
// of a write-up, notes for later or the questions of an interview to come
// ("Notes for later impl plan:", "I'll run a short structured interview
// before implementation:"), not questions put to the reader now.
func itemsPutOff(label string) bool {
	if label == "" {
		return false
	}
	l := strings.ReplaceAll(strings.ToLower(collapseSpace(label)), "’", "'")
	return strings.HasSuffix(l, ":") && (reWriteUpIntro.Re().MatchString(l) || reLaterLabel.Re().MatchString(l))
}

// pickedLater: a clause of a later sentence of the closing part opens on
// the writer's own pick ("Option 1 is simpler, so I went with it").
func pickedLater(items []closingSentence, k int) bool {
	for _, later := range items[k+1:] {
		for _, c := range strings.Split(strings.ReplaceAll(later.norm, "; ", ", "), ", ") {
			if reOwnPick.Re().MatchString(c) {
				return true
			}
		}
	}
	return false
}

// readerDecidesStep: the sentence gives the reader's decision as a step
// of the plan the writer's own work follows ("You confirm these
// decisions" over "I update PRD.md"; "Next: you choose A or B, then I
// deploy"). "You pick up the logs" is no decision, "You confirmed the
// region" ("您确认了") reports.
func readerDecidesStep(items []closingSentence, k int) bool {
	m := reYouDecide.Re().FindStringIndex(items[k].norm)
	if m == nil {
		return false
	}
	rest := strings.TrimLeft(items[k].norm[m[1]:], " ")
	if strings.HasPrefix(rest, "up") || strings.HasPrefix(rest, "out") || strings.HasPrefix(rest, "了") {
		return false
	}
	if reWriterActsNext.Re().MatchString(rest) {
		return true
	}
	it := items[k]
	if it.u.kind != unitItem {
		return false
	}
	for _, o := range items {
		if o.block == it.block && o.u != it.u && o.first && reWriterStep.Re().MatchString(o.norm) {
			return true // a step of the writer's own in the same list
		}
	}
	return false
}

// verdictWords name a section or label that gives the agent's own verdict.
var verdictWords = [...]string{"verdict", "recommendation", "recommendations", "conclusion", "conclusions", "assessment", "bottom line", "tl;dr", "tldr", "outcome"}

// isVerdictName: a heading's or label's text names the agent's verdict
// ("Verdict", "Final verdict", "My recommendation", "Overall assessment").
func isVerdictName(text string) bool {
	t := strings.TrimRight(strings.ToLower(collapseSpace(text)), " :.")
	for _, q := range [...]string{"final ", "overall ", "review ", "my ", "our "} {
		t = strings.TrimPrefix(t, q)
	}
	return slices.Contains(verdictWords[:], t)
}

// isVerdictLabel: the sentence opens with a verdict label ("Verdict:
// approve after the buffer fix.").
func isVerdictLabel(norm string) bool {
	label, _, ok := strings.Cut(norm, ": ")
	return ok && len(label) <= 30 && isVerdictName(label)
}

// handsChoice: the imperative hands the reader a choice, addresses the
// reader or asks to be told ("Pick A or B", "Please approve", "Tell me if
// Postgres is acceptable"), which a verdict does not.
func handsChoice(ts []token) bool {
	for _, t := range ts {
		if t.is("or", "whether", "which", "if", "please", "you", "your", "yours", "me", "us") {
			return true
		}
	}
	return false
}

// shownValuesOnly: the only choice words in a step are "or" between two
// values in code ("confirm `OFF-C#` or `OFF-TAG`", masked as quoted
// material): what the screen may show, both right, not options for the
// reader to pick.
func shownValuesOnly(ts []token) bool {
	or := false
	for k, t := range ts {
		if t.is("whether", "which", "if", "please", "you", "your", "yours", "me", "us") {
			return false
		}
		if !t.is("or") {
			continue
		}
		if k == 0 || k+1 >= len(ts) || ts[k-1].w != "xx" || ts[k+1].w != "xx" {
			return false
		}
		or = true
	}
	return or
}

// underHeading names the heading or label that puts a listed sentence to
// the reader.
func underHeading(e *contract.Explanation, title string) *contract.Explanation {
	e.Under = strings.TrimSpace(title)
	return e
}

// askWhy explains an open-questions finding: the mood it asks in and the
// words that ask.
func askWhy(s sentence, mood, asking string) *contract.Explanation {
	e := &contract.Explanation{
		Clause:    collapseSpace(s.norm),
		Reading:   "a question to the user written as prose in the closing part (" + mood + ")",
		Marker:    &contract.Role{Text: mood, Kind: "mood"},
		Addressee: &contract.Role{Text: "(the reader)", Kind: "implied"},
	}
	if asking != "" {
		e.Act = &contract.Role{Text: asking, Kind: "asking for a decision"}
	}
	return e
}

// isTitle: the sentence's question mark ends link text, the title of what
// the link points at, not a question put to anyone.
func isTitle(s sentence) bool {
	i := bytes.LastIndexByte(s.u.ana[s.start:s.end], '?')
	return i >= 0 && s.u.inLink(s.start+i)
}

// sectionsOf gives each top-level block the section it stands in, marks
// the blocks that are themselves section labels, and the blocks under a
// verdict heading (up to the next heading) or right after a verdict label
// ("**Verdict:**").
func sectionsOf(d *markdown.Doc, blocks []ast.Node, readers []string) (sections []section, titles []string, markers, verdicts []bool) {
	type open struct {
		level int
		kind  section
		title string // the heading's or label's text
		// listed: a list has stood in the section. A deferred section
		// defers its list; a paragraph after that list is the message
		// talking again ("Should I delete the importer now?").
		listed bool
	}
	// A label paragraph ranks below every heading.
	const labelLevel = 7
	var stack []open
	push := func(level int, kind section, title string) {
		for len(stack) > 0 && stack[len(stack)-1].level >= level {
			stack = stack[:len(stack)-1]
		}
		stack = append(stack, open{level: level, kind: kind, title: title})
	}
	sections = make([]section, len(blocks))
	titles = make([]string, len(blocks))
	markers = make([]bool, len(blocks))
	verdicts = make([]bool, len(blocks))
	underVerdict := false
	end := contentEnd(d, blocks)
	for i, b := range blocks {
		if h, ok := b.(*ast.Heading); ok {
			t := d.PlainText(h)
			kind := headingSection(readerText(t, readers))
			push(h.Level, kind, t)
			markers[i] = kind != sectionPlain
			underVerdict = isVerdictName(t)
		} else {
			verdicts[i] = verdicts[i] || underVerdict
			// The section's first paragraph says nothing is open: "None
			// blocking. Decisions made autonomously during Phase 1:",
			// "(All four questions from v1 resolved by review:)".
			if i > 0 && b.Kind() == ast.KindParagraph && len(stack) > 0 && markers[i-1] {
				if top := &stack[len(stack)-1]; (top.kind == sectionListed || top.kind == sectionListedBelow) && saysNoneOpen(strings.ToLower(strings.TrimSpace(d.PlainText(b)))) {
					top.kind = sectionSettled
				}
			}
			// A label stands over what follows it; the message's last
			// block is a sentence of its own ("Please confirm.",
			// "Awaiting your decision.").
			// A blank for the reader's answer ("**Your answer:**") is no
			// section's title: it asks.
			if t, ok := labelText(d, b); ok && i+1 < end && !reBlankForAnswer.Re().MatchString(strings.ToLower(t)) {
				if kind := headingSection(readerText(t, readers)); kind != sectionPlain {
					push(labelLevel, kind, t)
					markers[i] = true
				}
				if i+1 < len(blocks) && strings.HasSuffix(strings.TrimSpace(t), ":") && isVerdictName(t) {
					verdicts[i+1] = true
				}
			}
		}
		// The nearest enclosing question section decides.
		for k := len(stack) - 1; k >= 0; k-- {
			if stack[k].kind == sectionPlain {
				continue
			}
			if stack[k].kind == sectionSettled {
				break // read as plain text
			}
			if stack[k].kind == sectionListed && k < len(stack)-1 && stack[len(stack)-1].level < labelLevel {
				sections[i], titles[i] = sectionListedBelow, stack[k].title
				break
			}
			if stack[k].kind == sectionDeferred && !markers[i] {
				if b.Kind() == ast.KindList {
					stack[k].listed = true
				} else if stack[k].listed && b.Kind() == ast.KindParagraph {
					stack[k].kind = sectionPlain
					break
				}
			}
			sections[i], titles[i] = stack[k].kind, stack[k].title
			break
		}
	}
	return sections, titles, markers, verdicts
}

// offersChoice: an item that sets out a choice ("Region: eu or us",
// "Whether to keep v1", "Which provider", "Pick the region") rather than
// a fact ("The deploy script also expects an API key or equivalent").
func offersChoice(norm string) bool {
	words := strings.FieldsFunc(norm, func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' })
	if _, after, ok := strings.Cut(norm, ": "); ok && len(strings.Fields(after)) <= 6 && strings.Contains(" "+after+" ", " or ") {
		return true // "Region: eu or us."
	}
	if len(words) > 0 && (words[0] == "whether" || words[0] == "which") {
		return true
	}
	for _, w := range words {
		switch w {
		case "choose", "choice", "decide", "decision", "pick", "prefer", "preference", "confirm", "approve", "approval":
			return true
		}
	}
	return len(words) <= 6 && slices.Contains(words, "or") || offersChoiceForeign(norm)
}

// isQuestion: the sentence ends with a question mark (past closing brackets
// and emphasis; a question inside quotation marks is masked away).
func isQuestion(s sentence) bool {
	n := strings.TrimRight(s.norm, ")]}*_ \"'\u201d")
	if !strings.HasSuffix(n, "?") {
		return false
	}
	// "four yes/no questions to decide it (always-know?, bundled-resources?)":
	// a closing bracket that names questions in a list is no question of
	// the sentence's own.
	if open := strings.LastIndexAny(n, "(["); open >= 0 && strings.ContainsAny(s.norm[len(n):], ")]") {
		if inner := n[open+1:]; strings.Count(inner, "?") >= 2 && strings.Contains(inner, ",") && !strings.Contains(inner, " or ") {
			head := strings.TrimSpace(n[:open])
			first, _, _ := strings.Cut(strings.TrimLeft(head, "#*_-0123456789. "), " ")
			switch first {
			case "which", "what", "how", "where", "when", "who", "why", "should", "shall", "do", "does", "did", "can", "could", "would", "will", "is", "are", "want":
				return true // "Which store should we use (Postgres?, MySQL?)" asks
			}
			return strings.HasSuffix(head, "?")
		}
	}
	return true
}

// connected: b follows a in the same paragraph or list item, or opens the
// paragraph right after a's top-level paragraph or heading.
func connected(a, b sentence) bool {
	if a.u == b.u {
		return true
	}
	return a.last && b.first && a.u.kind != unitItem && b.u.kind != unitItem
}

// isProcedure: a list of steps for the reader to carry out: at least two
// of its items open on a verb of doing ("Open /lab", "Sign in", "Run
// make", "Click Save"). A list of things to confirm or decide is none.
func isProcedure(units []*unit) bool {
	steps := 0
	for _, u := range units {
		if u.kind != unitItem {
			continue
		}
		ss := u.sentences()
		if len(ss) == 0 {
			continue
		}
		first, _, _ := strings.Cut(strings.TrimSpace(ss[0].norm), " ")
		first, _, _ = strings.Cut(strings.Trim(first, "*_`,:"), "/") // "Reload/reconnect, Read Settings"
		if isStepVerb(first) {
			steps++
		}
	}
	return steps >= 2
}

// isStepVerb: a verb a manual test or set-up step opens on.
func isStepVerb(w string) bool {
	switch w {
	case "open", "go", "click", "sign", "log", "fill", "enter", "navigate", "tap", "visit", "run", "build", "reload", "refresh",
		"type", "press", "hover", "scroll", "start", "launch", "install", "load", "submit", "upload", "create", "add", "set",
		"copy", "paste", "switch", "toggle", "drag", "resize", "restart", "execute", "try", "repeat", "verify", "check", "ensure",
		"browse", "point", "trigger", "send", "call", "invoke", "rerun", "re-run", "clone", "pull", "checkout", "cd", "export",
		"hard-refresh", "change", "pin", "unpin", "select", "connect", "disconnect", "reconnect", "plug", "unplug", "save", "edit", "wait", "watch", "observe", "compare":
		return true
	}
	return false
}

// isDoneItem: a sentence that opens on a ticked box, a check mark or words
// struck through ("[x]
// Smoke test chat: send prompts, confirm responses", "✅ Flexible: choose
// between deleting all or some records"): what is done, or a feature
// listed, never a request.
func isDoneItem(norm string) bool {
	n := strings.TrimLeft(norm, " *_")
	if strings.HasPrefix(n, "~~") && strings.Contains(n[2:], "~~") {
		return true // "~~Expiry treatment~~ ✅ Add a decision field": struck through, settled
	}
	return strings.HasPrefix(n, "[x] ") || strings.HasPrefix(n, "✅") || strings.HasPrefix(n, "✔") || strings.HasPrefix(n, "☑")
}

// listLabel: block i is a paragraph of a few words that only names the
// list right after it ("Options:", "The choices are:"), one block with
// that list in the closing part.
func listLabel(d *markdown.Doc, blocks []ast.Node, i int) bool {
	if i+1 >= len(blocks) || blocks[i].Kind() != ast.KindParagraph || blocks[i+1].Kind() != ast.KindList {
		return false
	}
	t := strings.TrimSpace(d.PlainText(blocks[i]))
	return strings.HasSuffix(t, ":") && len(strings.Fields(t)) <= 4
}

// isFiller: a paragraph that ends a message and carries nothing to answer:
// a sign-off ("Happy coding! 🚀", "Cheers, Claude"), a courtesy ("Let me
// know if you have any questions."), a footer ("🤖 Generated with Claude
// Code", "Co-Authored-By: …") or emoji alone. It does not count among the
// closing part's blocks, so a question before it is still the closing
// part's.
func isFiller(d *markdown.Doc, n ast.Node) bool {
	if n.Kind() != ast.KindParagraph {
		return false
	}
	t := strings.ToLower(strings.TrimSpace(d.PlainText(n)))
	if len(t) > 120 {
		return false
	}
	if reFiller.Re().MatchString(t) {
		return true
	}
	letters := false
	for _, r := range t {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			letters = true
			break
		}
	}
	if !letters {
		return true // emoji or punctuation alone
	}
	return isCourtesy(t) && !strings.Contains(t, "?") && !strings.Contains(t, "whether") && !strings.Contains(t, "which")
}

// contentEnd is where what the message says ends: before the rules and
// filler that close it ("**Your approval to proceed?**", "---", "**END OF
// SUMMARY**"). A label or heading there has nothing after it to stand
// over.
func contentEnd(d *markdown.Doc, blocks []ast.Node) int {
	end := len(blocks)
	for end > 0 && (blocks[end-1].Kind() == ast.KindThematicBreak || markdown.IsProse(blocks[end-1]) && isFiller(d, blocks[end-1])) {
		end--
	}
	return end
}

// isAnswersHeading: a heading over questions the message answers: "Answers
// to the architecture questions", "FAQ", "Q&A", "Ответы на вопросы".
func isAnswersHeading(l string) bool {
	l = strings.TrimSpace(l)
	for _, p := range [...]string{"answers to ", "answers on ", "ответы на ", "ответ на ", "respuestas a ", "réponses aux ", "réponses à ", "antworten auf ", "risposte a ", "respostas a ", "respostas às "} {
		if strings.HasPrefix(l, p) {
			return true
		}
	}
	return l == "faq" || l == "q&a" || strings.HasPrefix(l, "faq ") || strings.HasPrefix(l, "frequently asked")
}

// opensOnPointer: a sentence that opens by pointing the reader somewhere
// ("Visit http://localhost:3000", "See the table", "Check
// COMPLETED.md").
func opensOnPointer(norm string) bool {
	first, _, _ := strings.Cut(strings.TrimSpace(norm), " ")
	switch strings.ToLower(first) {
	case "visit", "see", "check", "open", "read", "try", "go", "head", "browse", "navigate", "click", "run", "view",
		"visita", "consulta", "mira", "revisa", "abre", "lee", "prueba", "ve", "visite", "consulte", "voir", "consultez", "ouvrez", "siehe", "öffne":
		return true
	}
	return false
}

// othersPossessive: a party named as someone's ("timescale's solutions
// engineer"), not the person's own ("the user's decision", "the owner's
// call").
func othersPossessive(p string) bool {
	p = strings.ReplaceAll(p, "’", "'")
	owner, _, ok := strings.Cut(p, "'s ")
	if !ok {
		return false
	}
	switch owner {
	case "user", "owner", "requester", "human", "maintainer", "founder", "reader", "person", "customer", "client":
		return false
	}
	return true
}

// checkedAfter: a check or cross mark follows the question on its line
// ("Tests green? ✅", "**Deployed?** ❌"): a checklist the writer ticked.
func checkedAfter(q sentence) bool {
	rest := q.u.disp[min(q.end, len(q.u.disp)):]
	rest = bytes.TrimLeft(rest, " *_\t")
	for _, m := range []string{"✅", "✔", "☑", "❌", "✗", "✘", "[x]", "[X]"} {
		if bytes.HasPrefix(rest, []byte(m)) {
			return true
		}
	}
	return false
}

// namesOneAlternative: the question offers two alternatives ("Do we cache
// per user or per org?") and the next sentence, a statement that hands
// nothing to the reader, names one of them in its first clause ("Per org,
// because …", "It returns 410 now"): the writer's own answer.
func namesOneAlternative(q, next string) bool {
	if reAddressedYou.Re().MatchString(next) || strings.Contains(next, "?") || handsOver(next) || reHandsOverThenActs.Re().MatchString(next) ||
		strings.Contains(" "+next+" ", " you ") || strings.Contains(next, "your ") {
		return false
	}
	words := strings.FieldsFunc(strings.TrimRight(q, "?.! "), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '-' && r != '\'' })
	o := slices.Index(words, "or")
	if o < 1 || o+1 >= len(words) || len(words)-o-1 > 4 || reLeaveOrRecommend.Re().MatchString(q) || reLeaveOrRecommend.Re().MatchString(next) {
		return false // alternatives of a few words each, not "… or should we focus on …"
	}
	left, right := altKey(words[:o], true), altKey(words[o+1:], false)
	if left == "" || right == "" || left == right {
		return false
	}
	first := strings.FieldsFunc(firstClause(next), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '-' && r != '\'' })
	l, r := slices.Contains(first, left), slices.Contains(first, right)
	return l != r
}

// altKey is the word that tells an alternative apart: the last content
// word before "or" (back), or the first after it.
func altKey(words []string, back bool) string {
	for k := range words {
		w := words[k]
		if back {
			w = words[len(words)-1-k]
		}
		switch w {
		case "per", "by", "the", "a", "an", "to", "in", "on", "at", "for", "with", "use", "keep", "go":
			continue
		}
		return w
	}
	return ""
}
