package prose

import (
	"slices"
	"strings"
)

// Act: communicating with the person (ask, check with, loop in, get a
// decision from), or the question tool.

// eventAt reads an act of communicating with the person that starts at
// token i: the first of actReaders that decides.
func (r *sentenceReader) eventAt(i int) (event, bool) {
	for _, read := range actReaders {
		if ev, decided := read(r, i); decided {
			return ev, !ev.act.empty()
		}
	}
	return event{}, false
}

// actReaders are the shapes an act takes, tried in order. Each reads token
// i and either decides (an event, or none: an event with no act) or leaves
// the token to the next.
var actReaders = []func(*sentenceReader, int) (event, bool){
	(*sentenceReader).questionMadeAt,
	(*sentenceReader).unknownWordAt,
	(*sentenceReader).toolEventAt,
	(*sentenceReader).channelToPersonAt,
	(*sentenceReader).channelOutOfRunAt,
	(*sentenceReader).directActAt,
	(*sentenceReader).gotOnALineAt,
	(*sentenceReader).prepositionalActAt,
	(*sentenceReader).gettingAnswerAt,
	(*sentenceReader).messageNounAt,
	(*sentenceReader).personPassiveAt,
	(*sentenceReader).replyAt,
	(*sentenceReader).unaskableAt,
	(*sentenceReader).bareAskAt,
	(*sentenceReader).actAdjectiveAt,
}

// noEvent decides that token i is no act.
var noEvent = event{}

// questionMadeAt reads the non-native "make you the question", "do the
// question to you".
func (r *sentenceReader) questionMadeAt(i int) (event, bool) {
	if !r.at(i).is("make", "makes", "made", "making", "do", "did", "doing") {
		return noEvent, false
	}
	if e, kind, ok := r.personAt(i + 1); ok && r.questionNounAt(e) > 0 {
		return event{act: span{i, r.questionNounAt(e)}, addr: span{i + 1, e}, actKind: "putting a question to the person", addrKind: kind}, true
	}
	if q := r.questionNounAt(i + 1); q > 0 && (r.at(q).k.has(kPrepTo) || r.at(q).is("for")) {
		if e, kind, ok := r.personAt(q + 1); ok {
			return event{act: span{i, q + 1}, addr: span{q + 1, e}, actKind: "putting a question to the person", addrKind: kind}, true
		}
	}
	return noEvent, false
}

// unknownWordAt: a word the lexicon does not know is no act.
func (r *sentenceReader) unknownWordAt(i int) (event, bool) {
	return noEvent, r.at(i).k == 0
}

// toolEventAt reads the question tool, by name or by description ("the
// ask tool", "no question channel").
func (r *sentenceReader) toolEventAt(i int) (event, bool) {
	if e, ok := r.toolAt(i); ok {
		return event{act: span{i, e}, actKind: "the question tool"}, true
	}
	return noEvent, false
}

// channelToPersonAt reads "a line to you", "access to the user", "a
// channel back to whoever asked".
func (r *sentenceReader) channelToPersonAt(i int) (event, bool) {
	if !r.at(i).k.has(kChannel) {
		return noEvent, false
	}
	if r.personModifiesChannel(i) {
		// "without a user channel", "no human line": the channel to the person.
		return event{act: span{i - 1, i + 1}, addr: span{i - 1, i}, actKind: "a channel to the person", addrKind: "the person"}, true
	}
	j := i + 1
	if r.at(j).is("back") {
		j++
		if n := r.at(j); j >= len(r.ts) || n.isBoundary() || n.k.has(kComma|kSo|kBreak) {
			// "a research file with no channel back": back to whoever asked.
			return event{act: span{i, j}, actKind: "a channel back to the requester", addrKind: "implied"}, true
		}
	}
	if r.at(j).k.has(kPrepTo|kPrepWith) || r.at(j).is("for", "of") && r.at(j+1).is("contacting", "reaching", "asking") {
		if e, kind, ok := r.personAt(j + 1); ok {
			return event{act: span{i, j + 1}, addr: span{j + 1, e}, actKind: "a channel to the person", addrKind: kind}, true
		}
	}
	return noEvent, false
}

// channelOutOfRunAt reads "no line out of this sandbox", "no channel from
// this run": no way out of the agent's own run, to anyone; "no contact
// possible from inside the pipeline" when the sentence names the reader or
// the person ("chosen without your input").
func (r *sentenceReader) channelOutOfRunAt(i int) (event, bool) {
	t := r.at(i)
	if !(t.k.has(kChannel) || t.k.has(kActNoun) && !t.is("handoff") && r.namesPerson()) {
		return noEvent, false
	}
	if isThingModifier(r.at(i - 1)) {
		return noEvent, true // "no API access from this session": a thing out of reach
	}
	j := i + 1
	if r.at(j).is("back") || r.at(j).k.has(kAvail) {
		j++ // "no channel back from this session", "no round-trip possible from this run"
	}
	if !r.at(j).is("out_of", "from", "outside", "beyond", "off") {
		return noEvent, false
	}
	j++
	if !r.isOwnRunAt(j) && r.at(j).is("inside", "within", "in") && r.isOwnRunAt(j+1) {
		j++ // "from inside the pipeline"
	}
	if r.isOwnRunAt(j) {
		return event{act: span{i, j + 2}, actKind: "a channel out of its own run", addrKind: "implied"}, true
	}
	return noEvent, false
}

// directActAt reads a verb of asking or reaching whose person follows,
// after a particle ("loop you in", "reach out to you") or an object ("run
// this by you", "put the question to you"). Asking the person to do
// something is no act ("ask you to run the tests").
func (r *sentenceReader) directActAt(i int) (event, bool) {
	t := r.at(i)
	if !t.k.has(kActDirect) {
		return noEvent, false
	}
	if t.k.has(kAsk) && r.at(i+1).is("of") {
		return noEvent, true // "nothing is asked of you": demanded, not asked
	}
	j := i + 1
	to := false
	for k := 0; k < 2 && r.at(j).is("in", "out", "to", "back", "up", "through", "with", "of", "hold", "touch", "directly", "again", "first"); k++ {
		to = to || r.at(j).is("to")
		j++
	}
	// "(the report) could not be emailed to you": something sent, not the
	// person reached.
	e, kind, ok := r.personAt(j)
	if !ok || to && isDeliveryVerb(t) && !r.deliversQuestion(i, e) {
		return noEvent, false
	}
	if t.k.has(kAsk) && r.isRequest(e) {
		return noEvent, true
	}
	return event{act: span{i, i + 1}, addr: span{j, e}, actKind: "asking or reaching", addrKind: kind}, true
}

// gotOnALineAt reads the person got on a line ("get you on the phone",
// "got the user on Slack"): reaching them.
func (r *sentenceReader) gotOnALineAt(i int) (event, bool) {
	if !r.at(i).is("get", "got", "getting", "gotten") {
		return noEvent, false
	}
	e, kind, ok := r.personAt(i + 1)
	if !ok || !r.at(e).is("on") {
		return noEvent, false
	}
	l := e + 1
	if r.at(l).is("the", "a") {
		l++
	}
	if !r.at(l).is("phone", "slack", "teams", "chat", "call", "line", "zoom", "discord", "telegram", "whatsapp", "signal") {
		return noEvent, false
	}
	return event{act: span{i, i + 1}, addr: span{i + 1, e}, actKind: "asking or reaching", addrKind: kind}, true
}

// prepositionalActAt reads a verb whose person follows its preposition
// within the clause ("check with you", "talk to the user", "run it by
// you", "loop in with you").
func (r *sentenceReader) prepositionalActAt(i int) (event, bool) {
	t := r.at(i)
	if !t.k.has(kActWith | kActTo | kActBy) {
		return noEvent, false
	}
	_, clauseEnd := r.clauseOf(i)
	for j := i + 1; j < min(clauseEnd, i+window); j++ {
		p := r.at(j)
		ok := p.k.has(kPrepWith) && t.k.has(kActWith|kActTo) ||
			p.k.has(kPrepTo) && t.k.has(kActTo|kActWith) && !p.is("into") ||
			p.k.has(kPrepBy) && t.k.has(kActBy|kActTo) ||
			p.is("in") && r.at(j+1).k.has(kPrepWith) && t.k.has(kActWith)
		if !ok {
			continue
		}
		k := j + 1
		if p.is("in") {
			k++
		}
		e, kind, ok := r.personAt(k)
		switch {
		case !ok:
		case p.is("to", "with") && isDeliveryVerb(t) && !r.deliversQuestion(i, e):
			// "the logs couldn't be sent to you", "I couldn't share the
			// dashboard with you": delivering, not asking.
		case strings.HasSuffix(r.at(e).w, "ing") && r.at(e).k == 0:
			// "validated with you watching": you as a bystander.
		default:
			return event{act: span{i, j + 1}, addr: span{k, e}, actKind: "communicating with the person", addrKind: kind}, true
		}
		break
	}
	return noEvent, false
}

// gettingAnswerAt reads getting the person's answer: "(sign-off) could not
// be obtained from you", "wait for you", "your preference, and no channel
// to get it", "hear from the user", "get your approval".
func (r *sentenceReader) gettingAnswerAt(i int) (event, bool) {
	t := r.at(i)
	if !t.k.has(kActGet) {
		return noEvent, false
	}
	j := i + 1
	// The passive, its object before: "(an answer) couldn't be got out of
	// you".
	if r.at(i-1).is("be", "been", "being") && r.at(j).k.has(kPrepFrom) {
		if e, kind, ok := r.personAt(j + 1); ok {
			return event{act: span{i, j + 1}, addr: span{j + 1, e}, actKind: "getting the person's answer", addrKind: kind}, true
		}
	}
	if r.at(j).is("for", "on", "back") {
		j++
		if e, kind, ok := r.personAt(j); ok && t.is("wait", "waits", "waited", "waiting", "await", "hear", "heard", "hold", "pause", "paused") {
			return event{act: span{i, j}, addr: span{j, e}, actKind: "waiting for the person", addrKind: kind}, true
		}
	}
	// What is got is the reader's, named just before.
	if r.at(j).is("it", "one", "them") {
		for k := max(0, i-2*window); k < i; k++ {
			if _, addr, ok := r.needAt(k); ok && !addr.empty() {
				return event{act: span{i, j + 1}, addr: addr, actKind: "getting the person's answer", addrKind: "the person"}, true
			}
		}
	}
	if t.is("hear", "heard", "hearing") && r.at(j).k.has(kPrepFrom) {
		if e, kind, ok := r.personAt(j + 1); ok {
			return event{act: span{i, j + 1}, addr: span{j + 1, e}, actKind: "hearing from the person", addrKind: kind}, true
		}
	}
	if e, addr, ok := r.needAt(j); ok {
		kind := "the person"
		if addr.empty() {
			kind = "implied by what is asked for"
		}
		return event{act: span{i, e}, addr: addr, actKind: "getting the person's answer", addrKind: kind}, true
	}
	return noEvent, false
}

// messageNounAt reads "a question to you", "a message to the user", "a
// quick word with you", "a question could have gone out to you".
func (r *sentenceReader) messageNounAt(i int) (event, bool) {
	t := r.at(i)
	with := t.is("word", "chat", "sync", "conversation", "talk", "check-in", "communication", "contact", "interaction", "dialogue", "dialog", "consultation", "exchange", "discussion")
	if !with && !t.is("question", "questions", "query", "queries", "ping", "message", "messages", "note", "request", "heads-up") {
		return noEvent, false
	}
	_, clauseEnd := r.clauseOf(i)
	for j := i + 1; j < min(clauseEnd, i+6); j++ {
		if r.at(j).k.has(kPrepTo) || r.at(j).is("for") || with && r.at(j).k.has(kPrepWith) {
			if e, kind, ok := r.personAt(j + 1); ok {
				return event{act: span{i, j + 1}, addr: span{j + 1, e}, actKind: "a question to the person", addrKind: kind}, true
			}
		}
	}
	return noEvent, false
}

// personPassiveAt reads the person, then a passive act: "(something) you
// could be consulted on", "you can't be asked".
func (r *sentenceReader) personPassiveAt(i int) (event, bool) {
	if r.at(i).k.has(kYou) && r.at(i+1).is("could", "can") && r.at(i+2).is("be") && r.at(i+3).k.has(kActDirect|kActWith) {
		return event{act: span{i + 1, i + 4}, addr: span{i, i + 1}, actKind: "the person, asked (passive)", addrKind: "the reader"}, true
	}
	return noEvent, false
}

// replyAt reads a reply: "nothing back from you", "no word back from the
// user".
func (r *sentenceReader) replyAt(i int) (event, bool) {
	if r.at(i).is("back") && r.at(i+1).k.has(kPrepFrom) {
		if e, kind, ok := r.personAt(i + 2); ok {
			return event{act: span{i, i + 2}, addr: span{i + 2, e}, actKind: "a reply from the person", addrKind: kind}, true
		}
	}
	return noEvent, false
}

// unaskableAt reads the act and its denial in one word: "unaskable".
func (r *sentenceReader) unaskableAt(i int) (event, bool) {
	if r.at(i).is("unaskable", "un-askable", "uncontactable", "unconsultable") {
		return event{act: span{i, i + 1}, actKind: "asking (as an adjective)", addrKind: "implied"}, true
	}
	return noEvent, false
}

// bareAskAt reads a bare "ask": at the end of its clause, before a
// question word, or for clarification; "if i could have asked i'd have…"
// (a clause written without its comma); "nothing to ask through from
// here" (a preposition left at the end).
func (r *sentenceReader) bareAskAt(i int) (event, bool) {
	if r.at(i).k.has(kActWith|kActDirect) && !r.at(i).is("verify", "verifies", "verified", "verifying", "validate", "validates", "validated", "validating") &&
		r.at(i+1).is("live", "interactively", "in_real_time") {
		// ("cannot verify live — no psql here" checks a live system)
		// "since I can't confirm live": the act, with the person in the loop.
		return event{act: span{i, i + 2}, actKind: "asking, live", addrKind: "implied"}, true
	}
	if r.at(i).is("prompt", "prompting") && !r.at(i-1).k.has(kDet|kYour|kSelf) && r.at(i+1).is("for") && r.isNeedAt(i+2) {
		// "can't prompt for input"
		return event{act: span{i, i + 1}, actKind: "asking", addrKind: "implied"}, true
	}
	if r.at(i).is("prompt") && r.at(i-1).k.has(kCan|kNot) && (r.at(i+1).k.has(kHere) || isMidTask(r.at(i+1)) || r.at(i+1).k.has(kPrepFrom) && r.isOwnRunAt(i+2)) && r.ownPickAfter(i+1) {
		// "can't prompt from here, defaulting to 8080": the only one
		// a run would prompt is the person, and a pick in their place (not
		// "can't prompt from here (no TTY); set NPM_TOKEN", a tool's prompt)
		return event{act: span{i, i + 1}, actKind: "asking", addrKind: "implied"}, true
	}
	if r.at(i).is("interact", "interacting") && (isMidTask(r.at(i+1)) || r.at(i+1).k.has(kHere) || r.strandedAt(i+1)) {
		// "since I can't interact mid-task": with the person, the only one
		// a run interacts with
		return event{act: span{i, i + 1}, actKind: "interacting", addrKind: "implied"}, true
	}
	if r.at(i).is("confirm") && r.at(i-1).is("to") && r.at(i+1).is("the") && r.at(i+2).is("requirements", "requirement", "spec", "specification", "scope", "intent", "brief") {
		// "I wasn't able to confirm the requirements": what only the person settles
		return event{act: span{i, i + 3}, actKind: "confirming what was asked for", addrKind: "implied"}, true
	}
	if r.at(i).is("clarify") && !r.at(i-1).k.has(kDet) && r.clarifiedIsTheTask(i+1) {
		// "since I couldn't clarify, I went with…", "unable to clarify
		// the requirements": the person is the one who clarifies them.
		return event{act: span{i, i + 1}, actKind: "asking for clarification", addrKind: "implied"}, true
	}
	if !r.at(i).k.has(kActBare) {
		return noEvent, false
	}
	n := r.at(i + 1)
	switch {
	case i+1 >= len(r.ts), n.isBoundary(), n.k.has(kComma | kWh | kSo | kBreak | kHere), isMidTask(n),
		n.is("about", "around", "first", "anything", "directly", "questions", "question", "xx") && !r.at(i+2).k.has(kPerson|kYou),
		n.is("for") && r.isNeedAt(i+2),
		n.k.has(kPrepFrom) && r.isOwnRunAt(i+2),
		n.is("i", "we") && r.at(i+2).k.has(kAux|kCan|kWould),
		n.is("through", "via", "over", "with", "on") && r.strandedAt(i+2),
		n.is("these", "those") && (r.at(i+2).is("first") || r.strandedAt(i+2)),
		isFollowUp(n), n.is("clarifying") && r.at(i+2).is("questions", "question"),
		// "I can't ask a follow-up in this context", "any clarifying question"
		n.is("a", "any") && (isFollowUp(r.at(i+2)) || r.at(i+2).is("question") || r.at(i+2).is("clarifying") && r.at(i+3).is("question", "questions")) && !r.at(i+3).k.has(kPerson|kYou) && !r.at(i+3).is("about", "on", "to", "for"),
		n.is("or", "and", "/") && r.at(i+2).k.has(kActDirect|kActWith|kActTo),
		// "decisions I made without being able to ask are marked": the
		// relative clause ends on the act
		n.is("are", "is", "were", "was"):
		// ("I'd normally ask these first"; "what I would have asked or
		// told the user")
		return event{act: span{i, i + 1}, actKind: "asking", addrKind: "implied"}, true
	}
	return noEvent, false
}

// actAdjectiveAt reads the act as an adjective: "not confirmable with
// you", "unverified with you" (with the person it would have been done
// with), "not askable", "not reachable from here".
func (r *sentenceReader) actAdjectiveAt(i int) (event, bool) {
	t := r.at(i)
	if t.k.has(kActAdjWith) {
		j := i + 1
		if r.at(j).k.has(kPrepWith|kPrepTo|kPrepBy) || r.at(j).is("w/") {
			if e, kind, ok := r.personAt(j + 1); ok {
				return event{act: span{i, j + 1}, addr: span{j + 1, e}, actKind: "asking (as an adjective)", addrKind: kind}, true
			}
		}
		return noEvent, true
	}
	if t.k.has(kActAdj) {
		return event{act: span{i, i + 1}, actKind: "asking (as an adjective)", addrKind: "implied"}, true
	}
	return noEvent, false
}

// strandedAt: a preposition before i ends its clause ("nothing to ask
// through", "no channel to ask over from here").
func (r *sentenceReader) strandedAt(i int) bool {
	t := r.at(i)
	return i >= len(r.ts) || t.isBoundary() || t.k.has(kComma|kSo|kBreak|kHere) || r.isOwnRunAt(i)
}

// isDeliveryVerb: verbs that deliver a thing ("send the logs to you",
// "share the dashboard with you"): they ask only when what they deliver
// is a question.
func isDeliveryVerb(t token) bool {
	return t.is("send", "sends", "sent", "sending", "share", "shares", "shared", "sharing", "email", "emails", "emailed", "emailing",
		"forward", "forwards", "forwarded", "forwarding", "pass", "passes", "passed", "passing", "hand", "hands", "handed", "handing",
		"route", "routes", "routed", "routing", "relay", "relays", "relayed", "relaying", "post", "posts", "posted", "posting",
		"deliver", "delivers", "delivered", "delivering", "attach", "attached", "message", "messages", "messaged", "messaging",
		"direct", "directs", "directed", "directing", "get", "gets", "got", "gotten", "getting", "take", "takes", "took", "taken", "taking")
}

// deliversQuestion: the clause of a delivery verb at i, up to a few words
// past its person at e, names a question or what the person gives ("send
// the question to you", "pass this to you for a decision").
func (r *sentenceReader) deliversQuestion(i, e int) bool {
	start, end := r.clauseOf(i)
	if r.at(i).is("take", "takes", "took", "taken", "taking") && (r.at(i+1).is("up") || r.at(i+2).is("up")) {
		return true // "take this up with you": raising it
	}
	for j := start; j < end && j < e+4; j++ {
		if t := r.at(j); t.k.has(kNeed|kNeedStrong) || t.is("question", "questions", "query", "queries", "choice", "choices", "call", "trade-off", "trade-offs", "tradeoff", "tradeoffs", "concern", "concerns", "proposal", "proposals", "decision", "decisions", "ambiguity", "point", "matter") {
			return true
		}
	}
	return false
}

// questionActAt reads "raise the question", "surface a question", "put the
// question" at i, with no one named or the person named ("… to you");
// "put the question to the vendor" is someone else's.
func (r *sentenceReader) questionActAt(i int) (event, bool) {
	if !r.at(i).k.has(kActTo) {
		return event{}, false
	}
	q := r.questionNounAt(i + 1)
	if q == 0 {
		return event{}, false
	}
	if r.at(q).k.has(kPrepTo|kPrepWith) || r.at(q).is("for", "by") {
		if e, kind, ok := r.personAt(q + 1); ok {
			return event{act: span{i, q + 1}, addr: span{q + 1, e}, actKind: "raising the question", addrKind: kind}, true
		}
		return event{}, false
	}
	return event{act: span{i, q}, actKind: "raising the question", addrKind: "implied"}, true
}

// questionNounAt: "the question", "a question", "questions" at i; where
// it ends, or 0.
func (r *sentenceReader) questionNounAt(i int) int {
	if r.at(i).k.has(kDet) {
		i++
	}
	if r.at(i).is("question", "questions", "query", "queries") {
		return i + 1
	}
	return 0
}

// toolAt reads the question tool at i: AskUserQuestion, or a description
// ("the ask tool", "a question channel", "interactive prompts").
func (r *sentenceReader) toolAt(i int) (int, bool) {
	t := r.at(i)
	if t.k.has(kTool) && (isArtifactHead(r.at(i+1)) || isArtifactHead(r.at(i-1)) && r.at(i-2).k.has(kDet)) {
		// "the AskUserQuestion test failed", "the test askUserQuestion
		// fails": a thing named after the tool
		return 0, false
	}
	if t.k.has(kTool) {
		j := i + 1
		if r.at(j).k.has(kToolHead) {
			j++
		}
		return j, true
	}
	if !t.k.has(kToolMod) {
		return 0, false
	}
	j := i
	for k := 0; k < 3 && r.at(j).k.has(kToolMod) && !r.at(j).k.has(kToolHead); k++ {
		j++
	}
	if j == i && r.at(i+1).k.has(kToolHead) {
		j = i + 1
	}
	if j > i && r.at(j).k.has(kToolHead) && !r.at(j+1).k.has(kToolHead) {
		// "the question prompt" and "ask prompt": a prompt is one only
		// after a word of asking.
		return j + 1, true
	}
	return 0, false
}

// isOwnRunAt: "this run", "this session", "here", "inside the run".
func (r *sentenceReader) isOwnRunAt(i int) bool {
	t := r.at(i)
	switch {
	case t.k.has(kHere) && !r.at(i+1).is("is", "are"):
		return true
	case t.is("this", "my", "our", "the") && r.at(i+1).k.has(kRunNoun):
		if t.is("the") {
			return r.at(i-1).is("inside", "within", "during", "in", "from") && isRunPlace(r.at(i+1))
		}
		return true
	case t.is("the") && r.at(i-1).is("inside", "within", "during", "in", "from") && !r.at(i+1).k.has(kRunNoun|kPerson|kAgent|kPunct|kComma) && isRunPlace(r.at(i+2)) && !r.at(i+3).k.has(kRunNoun):
		// "from inside the cron container", "from the CI box", "during
		// the nightly job": one word naming the kind of run.
		return true
	case t.is("this", "the") && r.at(i+1).is("current") && r.at(i+2).k.has(kRunNoun):
		return true
	case t.is("midway", "headless", "headlessly", "non-interactive", "non-interactively", "in-session", "in-run") || isMidTask(t):
		return true
	case t.is("inside", "within", "in", "during") && r.at(i+1).is("this", "my", "our") && r.at(i+2).k.has(kRunNoun):
		return true // "from inside this run"
	}
	return false
}

// isMidTask: "mid-task", "mid-run", "mid-rollout": while the agent's own
// work is under way.
func isMidTask(t token) bool {
	return strings.HasPrefix(t.w, "mid-") && t.k.has(kTime)
}

// isMidWork: "mid-analysis", "mid-migration": while some work is under way
// (whose, the sentence says). Not a size, a level or a date ("mid-range",
// "mid-tier", "mid-2024").
func isMidWork(t token) bool {
	if !strings.HasPrefix(t.w, "mid-") {
		return false
	}
	rest := t.w[len("mid-"):]
	return t.k.has(kTime) || len(rest) > 3 && !strings.ContainsAny(rest, "0123456789-") && !slices.Contains(midNotWork, rest)
}

// midNotWork: "mid-" words that are a size, a level or a part, not work
// under way.
var midNotWork = []string{"range", "size", "sized", "level", "levels", "tier", "market", "point", "grade", "weight", "price", "priced", "century", "sentence", "line", "file", "page", "section", "table", "list", "air", "scale", "career", "term", "terms", "cap", "caps"}

// isRunPlace: where the agent's own run happens ("the sandbox", "the
// job", "the runner"), after "inside", "from" or "during".
func isRunPlace(t token) bool {
	return t.is("run", "session", "task", "sandbox", "conversation", "job", "container", "pipeline", "box", "vm", "runner", "worker", "pod", "harness", "execution", "invocation")
}

// isToolVerb: what an agent does with the question tool ("can't use
// AskUserQuestion", "no access to the ask tool").
func isToolVerb(t token) bool {
	return t.is("use", "using", "call", "calling", "invoke", "invoking", "access", "reach", "open", "run", "trigger", "have", "see", "find", "load", "issue", "make", "rely", "on", "employ", "fall", "back", "include", "includes", "contain", "contains", "expose", "exposes", "offer", "offers", "provide", "provides", "list", "lists", "through", "via", "with")
}

// isCommNounAt: from i (past "of" and a determiner or adjective) the act
// at a is a noun of communicating: contact, communication, consultation.
// A question itself is not ("no question to put to you": nothing to ask).
func (r *sentenceReader) isCommNounAt(i, a int) bool {
	if a < i || a > i+3 || !isCommNoun(r.at(a)) {
		return false
	}
	for j := i; j < a; j++ {
		if t := r.at(j); !t.is("of", "any", "a", "the", "direct", "live", "real", "quick", "further") {
			return false
		}
	}
	return true
}

// isCommNoun: a noun of communicating with someone.
func isCommNoun(t token) bool {
	return t.is("contact", "communication", "consultation", "interaction", "interactions", "conversation", "dialogue", "dialog", "outreach", "check-in", "sync", "chat", "word", "talk",
		"exchange", "discussion", "round-trip", "roundtrip", "back-and-forth")
}

// channelWithin: a means of reaching ("way", "channel", "chance") stands in
// [i, a), or the act itself is one.
func (r *sentenceReader) channelWithin(i, a int) bool {
	for j := i; j <= a && j < i+4; j++ {
		if t := r.at(j); t.k.has(kChannel|kAble) || j == a && (t.k.has(kTool|kChannel) || r.isToolStart(j)) {
			return true
		}
	}
	return false
}

func (r *sentenceReader) isToolStart(j int) bool {
	_, ok := r.toolAt(j)
	return ok
}

// personModifiesChannel: the channel at i is named for the person it
// reaches ("a user channel", "no human line"), not a product's ("the user
// channel id", "the user's channel").
func (r *sentenceReader) personModifiesChannel(i int) bool {
	return r.at(i-1).is("user", "human", "requester", "operator") && !r.at(i+1).is("id", "ids", "name", "names", "list", "export", "setting", "settings") &&
		!r.at(i-2).k.has(kPoss)
}

// clarifiedIsTheTask: after "clarify" at i-1, the clause ends, or what is
// clarified is the work asked for ("the requirements", "the scope",
// "this"), which only the person can make clear; "clarify why the test
// fails" is the agent's own finding out.
func (r *sentenceReader) clarifiedIsTheTask(i int) bool {
	n := r.at(i)
	if i >= len(r.ts) || n.isBoundary() || n.k.has(kComma|kSo|kBreak|kHere) || isMidTask(n) {
		return true
	}
	if n.is("this", "that", "it") && (i+1 >= len(r.ts) || r.at(i+1).isBoundary() || r.at(i+1).k.has(kComma|kSo)) {
		return true
	}
	return n.is("the", "this", "these", "its") && r.at(i+1).is("requirements", "requirement", "spec", "specification", "scope", "intent", "ambiguity", "ambiguities", "request", "brief", "task", "details", "question", "questions", "wording")
}

// isThingModifier: a word that makes a channel a thing's ("API access",
// "network access", "shell access", "SSH connection"), never the person.
func isThingModifier(t token) bool {
	return t.is("api", "apis", "network", "internet", "web", "db", "database", "ssh", "shell", "cloud", "github", "git", "docker", "registry",
		"vercel", "aws", "gcp", "azure", "supabase", "browser", "file", "filesystem", "disk", "prod", "production", "server", "remote", "admin",
		"root", "sudo", "write", "read", "repo", "repository", "outbound", "inbound", "http", "https", "tcp", "vpn", "proxy", "dns", "port")
}

// isArtifactHead: a thing of the codebase a name can modify ("the
// `AskUserQuestion` test", "its mock", "the fixture"), which is not the
// thing named.
func isArtifactHead(t token) bool {
	return t.is("test", "tests", "mock", "mocks", "stub", "stubs", "fixture", "fixtures", "spec", "specs", "snapshot", "snapshots",
		"example", "examples", "doc", "docs", "documentation", "schema", "schemas", "type", "types", "component", "components", "wrapper",
		"helper", "helpers", "handler", "handlers", "renderer", "parser", "validator", "implementation", "integration", "module",
		"file", "files", "suite", "adapter", "shim", "polyfill", "definition", "definitions", "matcher", "hook", "hooks", "case", "cases")
}
