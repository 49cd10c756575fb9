package prose

import (
	"strings"

	"github.com/team-hook/team-hook/internal/contract"
)

// Deferral (docs/CONTRACT.md §3, §3a) is the agent saying that it cannot ask
// the user. A clause defers when four roles hold in it, in any order, voice
// or tense:
//
//   - who: the agent itself (I, we, "this agent", an elided subject) or an
//     impersonal statement about its own run ("from here", "in this
//     session") — not another party (subagents in general, a service, a
//     form), unless the agent uses that party's inability to excuse its own
//     choice ("subagents can't ask, so I assumed v2");
//   - a marker: an inability (can't, unable, not able), an absence (no way,
//     no channel, without, nobody to ask), a counterfactual (given a way to
//     reach you, I'd have…) or a failed attempt (my call to the question tool
//     errored);
//   - an act: communicating with the person (ask, check with, loop in, run
//     by, get a decision from), or the question tool;
//   - an addressee: the user, you, the requester — the head of its noun
//     phrase, so that "the user service" is no person — and asked, not asked
//     to do something ("ask you to run the tests" is a request).
//
// The words of each role are the lexicon's (lexicon.go); how roles combine
// is below. Every search looks a bounded number of tokens from where it
// starts, so a sentence is read in time linear in its length.

// window bounds how far apart two roles of one clause may stand.
const window = 8

// event is an act of communicating with the person: the act's tokens and
// the addressee's (absent when the act names no one: a bare "ask", the
// question tool).
type event struct {
	act, addr span
	actKind   string
	addrKind  string
}

// span is a run of tokens [i, j); i == j is no tokens.
type span struct{ i, j int }

func (s span) empty() bool { return s.i >= s.j }

// who says whose inability a marker states.
type who int

const (
	whoOther      who = iota // another party: documentation
	whoSelf                  // the agent
	whoImpersonal            // no subject, or an impersonal one: read the sentence
	whoAgents                // subagents in general: deferral only as an excuse
	whoWe                    // "we": the agent, or a team or company speaking of its users
	whoAgent                 // "the review agent": one agent, the writer when it goes on as "it"
	whoNamed                 // "deploy-bot", "ImageAudit": a name the lexicon does not know, the writer's own when it says it could not reach its requester
)

// sentenceReader reads one sentence's tokens.
type sentenceReader struct {
	ts []token
	// clause[i] is the index of the clause token i is in; starts and ends
	// are each clause's first and one-past-last token.
	clause       []int
	starts, ends []int
	// ops counts the tokens the searches looked at.
	ops *int

	factsRead            bool
	selfLoc, choice, you bool
	otherQualified       bool
	agentsQualified      bool // the other party named is agents ("in subagents")
	firstChoice          int  // firstPersonChoice: 0 unread, 1 no, 2 yes
	person               int  // namesPerson: 0 unread, 1 no, 2 yes
}

func newSentenceReader(ts []token, ops *int) *sentenceReader {
	r := &sentenceReader{ts: ts, ops: ops, clause: make([]int, len(ts))}
	start := 0
	for i, t := range ts {
		*ops++
		if isClauseBreak(t) && i > start {
			r.starts = append(r.starts, start)
			r.ends = append(r.ends, i)
			start = i
		}
		r.clause[i] = len(r.starts)
	}
	r.starts = append(r.starts, start)
	r.ends = append(r.ends, len(ts))
	return r
}

// isClauseBreak: a token that starts a new clause.
func isClauseBreak(t token) bool {
	return t.k.has(kPunct|kComma|kBreak|kSo) && !t.k.has(kAdv&^kSo) || t.is("so")
}

func (r *sentenceReader) at(i int) token {
	*r.ops++
	if i < 0 || i >= len(r.ts) {
		return token{}
	}
	return r.ts[i]
}

// clauseOf is the first and last token of the clause token i stands in;
// past the sentence's ends there is none (i, i).
func (r *sentenceReader) clauseOf(i int) (int, int) {
	if i < 0 || i >= len(r.clause) {
		return i, i
	}
	c := r.clause[i]
	return r.starts[c], r.ends[c]
}

// personAt reads an addressee starting at token i: you, the user (as a
// head noun), the requester, whoever asked. It returns where it ends.
func (r *sentenceReader) personAt(i int) (int, string, bool) {
	t := r.at(i)
	switch {
	case t.k.has(kYou):
		return i + 1, "the reader", true
	case t.is("them", "him", "her") && r.personBefore(i):
		return i + 1, "the person, named before", true
	case t.k.has(kYour) && r.at(i+1).is("attention", "side", "end"):
		return i + 2, "the reader", true
	case t.k.has(kIndef):
		// "anyone on the infra team" is someone else.
		if n := r.at(i + 1); n.is("on", "at", "in", "from", "outside") && r.at(i+2).k.has(kDet) && !r.at(i+3).k.has(kRunNoun) {
			return 0, "", false
		}
		return i + 1, "anyone", true
	}
	j := i
	for k := 0; k < 2 && r.at(j).k.has(kDet) && !r.at(j).k.has(kPerson); k++ {
		j++
	}
	for k := 0; k < 2 && isPersonAdjective(r.at(j)) && (r.at(j+1).k.has(kPerson) || isPersonAdjective(r.at(j+1))); k++ {
		j++ // "the actual user", not "the human who asked"
	}
	p := r.at(j)
	// "the person who filed this", "the one who asked for it": whoever
	// gave the agent its task.
	if r.at(j-1).is("the") && p.is("person", "one", "individual", "colleague", "engineer", "developer", "teammate", "human", "user") &&
		r.at(j+1).is("who", "that") && isRequesterVerb(r.at(j+2)) && r.isTaskObject(j+3) {
		return j + 3, "the requester", true
	}
	if !p.k.has(kPerson) {
		return 0, "", false
	}
	if p.is("whoever") {
		// "whoever asked for this": the clause that names them.
		end := j + 1
		for end < len(r.ts) && end < j+6 && !r.at(end).isBoundary() && !r.at(end).k.has(kComma) {
			end++
		}
		return end, "the requester", true
	}
	if !r.headsNounPhrase(j) {
		return 0, "", false
	}
	return j + 1, "the person", true
}

// personBefore: a person word stands shortly before i ("the requester …
// no way to ping them").
func (r *sentenceReader) personBefore(i int) bool {
	for j := i - 1; j >= 0 && j >= i-2*window; j-- {
		if t := r.at(j); t.k.has(kPerson) && !t.is("whoever") && r.headsNounPhrase(j) || t.is("person") && r.at(j+1).is("who") {
			return true // not "the user's manager", "the user table"
		}
	}
	return false
}

// isTaskObject: what a requester asked for, filed or gave at i: this task
// ("this", "it", "me", "the ticket", "for this"), or nothing more.
func (r *sentenceReader) isTaskObject(i int) bool {
	t := r.at(i)
	switch {
	case i >= len(r.ts), t.isBoundary(), t.k.has(kComma | kSo | kBreak), t.is("this", "it", "me", "us"):
		return true
	case t.is("for", "off", "up") && !r.at(i+1).is("for", "off", "up"):
		return r.isTaskObject(i + 1)
	case t.k.has(kDet):
		return r.at(i+1).is("ticket", "task", "request", "brief", "job", "story", "card", "issue", "change", "work", "run")
	}
	return false
}

// isRequesterVerb: what the requester did ("who filed this", "who asked
// for it").
func isRequesterVerb(t token) bool {
	return t.is("asked", "filed", "requested", "opened", "raised", "wrote", "assigned", "created", "submitted", "sent",
		"dispatched", "started", "launched", "commissioned", "reported", "kicked", "briefed", "gave", "delegated", "invoked", "spawned")
}

// isPersonAdjective: words that may stand before the person ("the actual
// user", "a live human").
func isPersonAdjective(t token) bool {
	return t.is("actual", "real", "live", "human", "original", "end", "requesting", "current", "same")
}

// headsNounPhrase: the person word at j is the head of its noun phrase,
// not a modifier of the next word ("the user service", "user input
// validation"). Only a word known to follow a head (a verb's auxiliary, a
// preposition, an adverb, punctuation) keeps it the person: an unknown next
// word is read as the noun it modifies.
func (r *sentenceReader) headsNounPhrase(j int) bool {
	if j+1 >= len(r.ts) {
		return true
	}
	n := r.at(j + 1)
	switch {
	case n.k.has(kPoss):
		return false // "the user's config": its need is read by needAt
	case n.k.has(kPunct | kComma | kAux | kNot | kAdv | kTime | kWh | kBreak | kSo | kPrepTo | kPrepWith | kPrepBy | kPrepFrom | kHere):
		return true
	case n.k.has(kActDirect|kActWith|kActTo|kActBy|kActGet|kChoice) && !n.k.has(kNeed|kActNoun|kChannel|kToolHead):
		return true
	case n.is("who", "that", "directly", "themselves", "himself", "herself", "about", "for", "of", "over", "via", "through", "until", "till", "unless", "except", "instead", "xx") || isMidTask(n),
		n.is("within", "inside", "outside", "beyond", "throughout", "without", "w/o", "despite", "behind", "around", "under", "after", "beforehand", "whatsoever"):
		// "the user within this context": a preposition follows the head.
		return true
	}
	return false
}

// needAt reads what the person gives, starting at i: "your sign-off", "the
// user's input", "a decision" (only a person decides), "input from you".
// It returns where it ends and the addressee's span.
func (r *sentenceReader) needAt(i int) (end int, addr span, ok bool) {
	j := i
	switch t := r.at(j); {
	case t.k.has(kYour):
		j++
		addr = span{j - 1, j}
	case t.k.has(kPerson) && r.at(j+1).k.has(kPoss):
		addr = span{j, j + 1}
		j += 2
	case t.k.has(kDet) && r.at(j+1).k.has(kPerson) && r.at(j+2).k.has(kPoss):
		addr = span{j, j + 2}
		j += 3
	}
	for k := 0; k < 3 && (r.at(j).k.has(kDet|kAdv) || isNeedAdjective(r.at(j))) && !r.at(j).k.has(kNeed); k++ {
		j++
	}
	// "user input", "human sign-off": the person as the need's modifier.
	if r.at(j).is("user", "human", "operator", "requester") && r.at(j+1).k.has(kNeed) {
		addr = span{j, j + 1}
		j++
	}
	n := r.at(j)
	// "your view", "the requester's view": what only a person gives, as
	// theirs.
	// "a call from you": what only a person gives, from the reader.
	fromYou := addr.empty() && r.at(j+1).k.has(kPrepFrom) && r.at(j+2).k.has(kYou)
	if !n.k.has(kNeed) && !(n.k.has(kNeedYour) && (fromYou || !addr.empty() && (r.at(addr.i).k.has(kYour) || !n.is("call")))) {
		return 0, span{}, false
	}
	end = j + 1
	if !r.at(end).k.has(kPrepFrom) && end < len(r.ts) && !r.headsNeed(end) {
		return 0, span{}, false
	}
	if addr.empty() && r.at(end).k.has(kPrepFrom) {
		e, _, ok := r.personAt(end + 1)
		if !ok {
			return 0, span{}, false // "sign-off from legal": someone else's
		}
		addr = span{end + 1, e}
		end = e
	}
	if addr.empty() && !n.k.has(kNeedStrong) {
		return 0, span{}, false
	}
	return end, addr, true
}

// headsNeed: the need word before i is the head of its phrase ("your
// input" and not "your input file").
func (r *sentenceReader) headsNeed(i int) bool {
	n := r.at(i)
	return n.k.has(kPunct|kComma|kAux|kNot|kAdv|kTime|kWh|kBreak|kSo|kPrepTo|kPrepWith|kPrepBy|kPrepFrom|kHere|kAble|kAvail|kUnavail) ||
		n.is("on", "about", "for", "of", "in", "inside", "within", "during", "before", "regarding", "re", "over", "whether", "xx") || isMidTask(n)
}

func isNeedAdjective(t token) bool {
	return t.is("explicit", "direct", "real-time", "live", "further", "more", "additional", "timely", "interactive", "quick", "clear", "final", "formal", "human", "actual", "proper", "firm", "definitive", "definite", "own", "written",
		"two", "three", "four", "both", "couple", "few")
}

// decisionVerbs are what asking someone "to" do makes a question ("ask
// you to confirm"), not a request ("ask you to run the tests").
func isDecisionVerb(t token) bool {
	return t.is("confirm", "decide", "choose", "pick", "clarify", "approve", "weigh", "sign", "settle", "answer",
		"tell", "select", "specify", "indicate", "advise", "say", "let", "verify", "vote", "review-and-approve", "okay", "ok")
}

// eventAt reads an act of communicating with the person that starts at
// token i.
func (r *sentenceReader) eventAt(i int) (event, bool) {
	t := r.at(i)
	// Non-native: "make you the question", "do the question to you".
	if t.is("make", "makes", "made", "making", "do", "did", "doing") {
		if e, kind, ok := r.personAt(i + 1); ok && r.questionNounAt(e) > 0 {
			return event{act: span{i, r.questionNounAt(e)}, addr: span{i + 1, e}, actKind: "putting a question to the person", addrKind: kind}, true
		}
		if q := r.questionNounAt(i + 1); q > 0 && (r.at(q).k.has(kPrepTo) || r.at(q).is("for")) {
			if e, kind, ok := r.personAt(q + 1); ok {
				return event{act: span{i, q + 1}, addr: span{q + 1, e}, actKind: "putting a question to the person", addrKind: kind}, true
			}
		}
	}
	if t.k == 0 {
		return event{}, false
	}
	_, clauseEnd := r.clauseOf(i)
	// The question tool, by name or by description ("the ask tool", "no
	// question channel").
	if e, ok := r.toolAt(i); ok {
		return event{act: span{i, e}, actKind: "the question tool"}, true
	}
	// "a line to you", "access to the user", "a channel back to whoever
	// asked".
	if t.k.has(kChannel) {
		j := i + 1
		if r.at(j).is("back") {
			j++
		}
		if r.at(j).k.has(kPrepTo|kPrepWith) || r.at(j).is("for", "of") && r.at(j+1).is("contacting", "reaching", "asking") {
			if e, kind, ok := r.personAt(j + 1); ok {
				return event{act: span{i, j + 1}, addr: span{j + 1, e}, actKind: "a channel to the person", addrKind: kind}, true
			}
		}
	}
	// "no line out of this sandbox", "no channel from this run": no way
	// out of the agent's own run, to anyone; "no contact possible from
	// inside the pipeline" when the sentence names the reader or the
	// person ("chosen without your input").
	if t.k.has(kChannel) || t.k.has(kActNoun) && !t.is("handoff") && r.namesPerson() {
		j := i + 1
		if r.at(j).is("back") || r.at(j).k.has(kAvail) {
			j++ // "no channel back from this session", "no round-trip possible from this run"
		}
		if r.at(j).is("out_of", "from", "outside", "beyond", "off") {
			j++
		} else {
			j = -1
		}
		if j > 0 && !r.isOwnRunAt(j) && r.at(j).is("inside", "within", "in") && r.isOwnRunAt(j+1) {
			j++ // "from inside the pipeline"
		}
		if j > 0 && r.isOwnRunAt(j) {
			return event{act: span{i, j + 2}, actKind: "a channel out of its own run", addrKind: "implied"}, true
		}
	}
	// A verb of asking or reaching: its person follows, after a particle
	// ("loop you in", "reach out to you") or an object ("run this by you",
	// "put the question to you").
	if t.k.has(kActDirect) {
		j := i + 1
		to := false
		for k := 0; k < 2 && r.at(j).is("in", "out", "to", "back", "up", "through", "with", "of", "hold", "touch", "directly", "again", "first"); k++ {
			to = to || r.at(j).is("to")
			j++
		}
		// "(the report) could not be emailed to you": something sent,
		// not the person reached.
		if e, kind, ok := r.personAt(j); ok && !(to && isDeliveryVerb(t) && !r.deliversQuestion(i, e)) {
			if t.k.has(kAsk) && r.isRequest(e) {
				return event{}, false
			}
			return event{act: span{i, i + 1}, addr: span{j, e}, actKind: "asking or reaching", addrKind: kind}, true
		}
	}
	if t.k.has(kActWith | kActTo | kActBy) {
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
				// "the logs couldn't be sent to you", "I couldn't share
				// the dashboard with you": delivering, not asking.
			case strings.HasSuffix(r.at(e).w, "ing") && r.at(e).k == 0:
				// "validated with you watching": you as a bystander.
			default:
				return event{act: span{i, j + 1}, addr: span{k, e}, actKind: "communicating with the person", addrKind: kind}, true
			}
			break
		}
	}
	if t.k.has(kActGet) {
		j := i + 1
		// "(sign-off) could not be obtained from you", "(an answer)
		// couldn't be got out of you": the passive, its object before.
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
		// "your preference, and no channel to get it": what is got is
		// the reader's, named just before.
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
	}
	// "a question to you", "a message to the user", "a question could have
	// gone out to you".
	if t.is("question", "questions", "query", "queries", "ping", "message", "messages", "note", "request", "word", "heads-up", "chat", "sync", "conversation", "talk", "check-in",
		"communication", "contact", "interaction", "dialogue", "dialog", "consultation", "exchange", "discussion") {
		// "a quick word with you", "communication with you"
		with := t.is("word", "chat", "sync", "conversation", "talk", "check-in", "communication", "contact", "interaction", "dialogue", "dialog", "consultation", "exchange", "discussion")
		for j := i + 1; j < min(clauseEnd, i+6); j++ {
			if r.at(j).k.has(kPrepTo) || r.at(j).is("for") || with && r.at(j).k.has(kPrepWith) {
				if e, kind, ok := r.personAt(j + 1); ok {
					return event{act: span{i, j + 1}, addr: span{j + 1, e}, actKind: "a question to the person", addrKind: kind}, true
				}
			}
		}
	}
	// "(something) you could be consulted on", "the user can't be asked":
	// the person, then a passive act.
	if t.k.has(kYou) && r.at(i+1).is("could", "can") && r.at(i+2).is("be") && r.at(i+3).k.has(kActDirect|kActWith) {
		return event{act: span{i + 1, i + 4}, addr: span{i, i + 1}, actKind: "the person, asked (passive)", addrKind: "the reader"}, true
	}
	// "nothing back from you", "no word back from the user": a reply.
	if t.is("back") && r.at(i+1).k.has(kPrepFrom) {
		if e, kind, ok := r.personAt(i + 2); ok {
			return event{act: span{i, i + 2}, addr: span{i + 2, e}, actKind: "a reply from the person", addrKind: kind}, true
		}
	}
	// "unaskable": the act and its denial in one word.
	if t.is("unaskable", "un-askable", "uncontactable", "unconsultable") {
		return event{act: span{i, i + 1}, actKind: "asking (as an adjective)", addrKind: "implied"}, true
	}
	// A bare "ask": at the end of its clause, before a question word, or
	// for clarification.
	if t.k.has(kActBare) {
		n := r.at(i + 1)
		switch {
		case i+1 >= len(r.ts), n.isBoundary(), n.k.has(kComma | kWh | kSo | kBreak | kHere), isMidTask(n),
			n.is("about", "around", "first", "anything", "directly", "questions", "question", "xx") && !r.at(i+2).k.has(kPerson|kYou),
			n.is("for") && r.isNeedAt(i+2),
			n.k.has(kPrepFrom) && r.isOwnRunAt(i+2),
			n.is("i", "we") && r.at(i+2).k.has(kAux|kCan|kWould),
			n.is("through", "via", "over", "with", "on") && r.strandedAt(i+2):
			// ("if i could have asked i'd have…": a clause written
			// without its comma; "nothing to ask through from here": a
			// preposition left at the end)
			return event{act: span{i, i + 1}, actKind: "asking", addrKind: "implied"}, true
		}
	}
	// "not confirmable with you", "unverified with you": the act as an
	// adjective, with the person it would have been done with.
	if t.k.has(kActAdjWith) {
		j := i + 1
		if r.at(j).k.has(kPrepWith|kPrepTo|kPrepBy) || r.at(j).is("w/") {
			if e, kind, ok := r.personAt(j + 1); ok {
				return event{act: span{i, j + 1}, addr: span{j + 1, e}, actKind: "asking (as an adjective)", addrKind: kind}, true
			}
		}
		return event{}, false
	}
	// "not askable", "not reachable from here".
	if t.k.has(kActAdj) {
		return event{act: span{i, i + 1}, actKind: "asking (as an adjective)", addrKind: "implied"}, true
	}
	return event{}, false
}

// strandedAt: a preposition before i ends its clause ("nothing to ask
// through", "no channel to ask over from here").
func (r *sentenceReader) strandedAt(i int) bool {
	t := r.at(i)
	return i >= len(r.ts) || t.isBoundary() || t.k.has(kComma|kSo|kBreak|kHere) || r.isOwnRunAt(i)
}

// namesPerson: the sentence names the reader ("you", "your input") or the
// person as a head noun.
func (r *sentenceReader) namesPerson() bool {
	if r.person == 0 {
		r.person = 1
		for j, t := range r.ts {
			*r.ops++
			if t.k.has(kYou|kYour) || t.k.has(kPerson) && r.headsNounPhrase(j) {
				r.person = 2
				break
			}
		}
	}
	return r.person == 2
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

// isNeedAt: "for input", "for a decision", "for clarification".
func (r *sentenceReader) isNeedAt(i int) bool {
	for k := 0; k < 2 && r.at(i).k.has(kDet|kYour); k++ {
		i++
	}
	return r.at(i).k.has(kNeed)
}

// isRequest: after "ask <person>", "to <verb>" that is not deciding ("ask
// you to run the tests").
func (r *sentenceReader) isRequest(e int) bool {
	if !r.at(e).is("to") {
		return false
	}
	v := e + 1
	if r.at(v).k.has(kAdv) {
		v++
	}
	return !isDecisionVerb(r.at(v))
}

// toolAt reads the question tool at i: AskUserQuestion, or a description
// ("the ask tool", "a question channel", "interactive prompts").
func (r *sentenceReader) toolAt(i int) (int, bool) {
	t := r.at(i)
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
			return r.at(i-1).is("inside", "within", "during", "in") && r.at(i+1).is("run", "session", "task", "sandbox", "conversation", "job", "container", "pipeline", "box", "vm")
		}
		return true
	case t.is("this", "the") && r.at(i+1).is("current") && r.at(i+2).k.has(kRunNoun):
		return true
	case t.is("midway", "headless", "headlessly", "non-interactive", "non-interactively") || isMidTask(t):
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

// marker is an inability, absence, counterfactual or failure.
type marker struct {
	s    span
	kind string
}

// inabilityBefore finds the inability or absence that governs the event
// starting at token a: within its clause, before it, with only the words of
// a verb group between ("couldn't really loop you in", "no way for me to
// reach you", "not being able for contacting you").
func (r *sentenceReader) inabilityBefore(a int, ev event) (marker, bool) {
	start, _ := r.clauseOf(a)
	unknown, verb := 0, false
	tool := ev.actKind == "the question tool"
	for m := a - 1; m >= start && m >= a-window; m-- {
		if mk, ok := r.markerAt(m, a); ok {
			if verb && !r.at(m).is("nothing", "none") {
				return marker{}, false
			}
			return mk, true
		}
		t := r.at(m)
		if tool && isToolVerb(t) || isEnabling(t) || t.is("how") && r.at(m-1).is("have", "has", "had") ||
			t.is("where", "whereby", "which", "that") && r.at(m-1).k.has(kChannel) {
			// "nothing lets me ask you", "no way in which I could ask
			// you", and, non-native, "don't have how to contact you".
			continue
		}
		if t.k.has(kRunNoun) && r.at(m-1).is("this", "my", "our", "the", "current") && r.at(m-2).is("in", "inside", "within", "from", "during") {
			m -= 2 // "nothing in this sandbox connects back to you"
			continue
		}
		if m == a-1 && r.at(a).k.has(kChannel|kNeed|kActNoun) && !t.k.has(kSelf|kYou|kYour|kPerson|kPunct|kComma|kBreak|kSo|kNot|kNo|kUnable|kCan) {
			// A noun compound: "no feedback path to you", "no return
			// channel", "no reply path back".
			continue
		}
		if !isGlue(t) {
			switch {
			case unknown >= 1:
				return marker{}, false
			case t.k.has(kActTo|kActDirect) && !verb:
				verb = true // "nothing I write reaches you"
			case t.k != 0:
				return marker{}, false
			}
			unknown++ // one adjective: "no direct way", "no practical way"
		}
	}
	return marker{}, false
}

// isToolVerb: what an agent does with the question tool ("can't use
// AskUserQuestion", "no access to the ask tool").
func isToolVerb(t token) bool {
	return t.is("use", "using", "call", "calling", "invoke", "invoking", "access", "reach", "open", "run", "trigger", "have", "see", "find", "load", "issue", "make", "rely", "on", "employ", "fall", "back", "include", "includes", "contain", "contains", "expose", "exposes", "offer", "offers", "provide", "provides", "list", "lists", "through", "via", "with")
}

// isGlue: words that may stand between an inability and its act.
func isGlue(t token) bool {
	return t.k.has(kAdv|kAux|kDet|kSelf|kPrepTo|kAble|kChannel|kNot|kCan|kTime) ||
		t.is("for", "of", "being", "be", "get", "got", "stop", "and", "even", "any", "access", "means", "the", "a", "in", "position", "instead", "chance", "way", "ability", "able", "possibility", "opportunity", "option", "direct", "practical", "real", "reliable", "actual", "proper", "easy", "simple", "obvious", "live", "interactive", "two-way")
}

// markerAt reads an inability or absence at m that may govern an act at a.
func (r *sentenceReader) markerAt(m, a int) (marker, bool) {
	t := r.at(m)
	switch {
	case t.is("can", "could") && r.notAfter(m) > 0:
		return marker{span{m, m + 1 + r.notAfter(m)}, "inability"}, true
	case t.k.has(kUnable):
		return marker{span{m, m + 1}, "inability"}, true
	case t.k.has(kNot):
		n := m + 1
		for n < a && r.at(n).k.has(kAdv|kAux) && !r.at(n).k.has(kAble) && !r.at(n).is("have", "has", "had", "having", "got") {
			n++
		}
		switch x := r.at(n); {
		case n == a && x.k.has(kActAdj|kActAdjWith):
			return marker{span{m, n + 1}, "absence"}, true
		case x.k.has(kAble) && n < a:
			return marker{span{m, n + 1}, "inability"}, true
		case x.k.has(kChannel) && n < a:
			return marker{span{m, n + 1}, "absence"}, true // "not possibility", non-native
		case x.k.has(kDet) && r.at(n+1).k.has(kChannel) && n+1 < a:
			return marker{span{m, n + 2}, "absence"}, true // "there is not any way for me"
		case x.is("something", "anything", "a_thing") && n < a && r.modalWithin(n+1, 3):
			// "was not something that could be raised with you", "isn't
			// anything I can ask you".
			return marker{span{m, n + 1}, "inability"}, true
		case isEnabling(x) && n < a:
			// "this run doesn't let me ask you", "did not allow me to
			// check with you".
			return marker{span{m, n + 1}, "inability"}, true
		case x.is("get", "got", "gotten", "getting") && (r.at(n+1).is("to") || r.at(n+1).k.has(kDet|kChannel)) && n < a:
			return marker{span{m, n + 1}, "inability"}, true
		case x.is("have", "has", "had", "got", "having") && n+1 <= a && (r.channelWithin(n+1, a) || r.at(n+1).is("how")):
			// "don't have a way to", and, non-native, "don't have how to".
			return marker{span{m, n + 1}, "absence"}, true
		case x.is("include", "includes", "contain", "contains", "expose", "exposes", "offer", "offers", "provide", "provides", "list", "lists", "give", "gives", "grant", "grants") && n < a && r.isToolStart(a):
			return marker{span{m, n + 1}, "absence"}, true
		}
	case t.is("nothing", "none") && r.at(m+1).is("to") && a == m+2 && r.at(a+1).is("through", "via", "over", "with", "on") && r.strandedAt(a+2):
		// "nothing to ask through from here": the nothing is the means.
		return marker{span{m, m + 1}, "absence"}, true
	case t.is("nothing", "none") && a-m <= 6 && !r.at(m+1).is("to", "else", "worth", "needed", "here") && !r.selfActsOn(m+1, a):
		// "nothing I send reaches you"; "nothing to ask" is no question,
		// not a way of asking missing.
		return marker{span{m, m + 1}, "absence"}, true
	case t.is("no", "zero", "lack", "absence", "without") && r.isCommNounAt(m+1, a):
		// "no contact with you", "the lack of contact with you", "zero
		// communication with the user": the act of communicating itself
		// denied.
		return marker{span{m, m + 1}, "absence"}, true
	case t.k.has(kNo) && !t.is("zero") || t.is("zero") && r.at(m+1).k.has(kChannel):
		// "no way to", "without a line to", "lack of any way to",
		// "without being able to".
		if r.channelWithin(m+1, a) || r.at(m+1).is("being") && r.at(m+2).k.has(kAble) {
			return marker{span{m, m + 1}, "absence"}, true
		}
		if m+1 == a && !t.is("without", "w/o") && strings.HasSuffix(r.at(a).w, "ing") {
			// "there was no getting the diff in front of you", "no
			// asking you from here": the act itself denied.
			return marker{span{m, m + 1}, "absence"}, true
		}
	case t.k.has(kUnavail) && !t.k.has(kAvail) && r.at(m+1).k.has(kChannel) && m+1 <= a:
		// "the missing channel back to you", "a blocked path to the user".
		return marker{span{m, m + 1}, "absence"}, true
	case t.is("instead") && r.at(m+1).is("of") && r.at(m+2).is("being") && r.at(m+3).k.has(kAble):
		return marker{span{m, m + 4}, "inability"}, true
	}
	return marker{}, false
}

// selfActsOn: "(nothing) I could ask you": the act at a is the verb of a
// clause whose subject stands at i, and what it lacks is an object, not a
// way to ask ("nothing I send reaches you" has its own verb first).
func (r *sentenceReader) selfActsOn(i, a int) bool {
	if !r.at(i).k.has(kSelf) {
		return false
	}
	j := i + 1
	for j < a && r.at(j).k.has(kAux|kCan|kAdv) && !r.at(j).k.has(kNot) {
		j++
	}
	return j == a
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

// modalWithin: "can", "could" within n tokens from i ("that could be",
// "I can").
func (r *sentenceReader) modalWithin(i, n int) bool {
	for j := i; j < i+n; j++ {
		if r.at(j).is("can", "could") {
			return true
		}
	}
	return false
}

// isEnabling: verbs of letting ("nothing here lets me", "doesn't allow
// me to").
func isEnabling(t token) bool {
	return t.is("let", "lets", "letting", "allow", "allows", "allowed", "permit", "permits", "permitted", "enable", "enables", "enabled")
}

// notAfter: "not" right after a modal at m (past an adverb), and how many
// tokens it takes.
func (r *sentenceReader) notAfter(m int) int {
	switch {
	case r.at(m + 1).k.has(kNot):
		return 1
	case r.at(m+1).k.has(kAdv) && r.at(m+2).k.has(kNot):
		return 2
	}
	return 0
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

// subjectOf reads who a marker at m belongs to: the words before it in its
// clause, past auxiliaries and adverbs; a clause with none takes the main
// clause's subject after a fronted one ("Unable to ask you, I chose…"), or
// the sentence's first subject after "and".
func (r *sentenceReader) subjectOf(m int) (who, span) {
	start, end := r.clauseOf(m)
	start = max(start, m-2*window) // a subject stands near its verb
	if r.at(m).is("without", "w/o", "lacking", "absent", "sans", "barring", "short_of", "in_the_absence_of", "for_want_of", "for_lack_of") {
		// A prepositional absence ("chosen without being able to check
		// with you"): the agent only if it is named in the clause; the
		// clause's subject when that is another party ("subagents run
		// without a way to prompt the user", "the CLI exits without…").
		for j := start; j < m; j++ {
			if t := r.at(j); t.k.has(kSelf) && !t.is("my", "our", "me", "us") {
				return whoSelf, span{j, j + 1}
			}
		}
		// The clause's first word, or the noun the absence qualifies ("the
		// docs say a subagent without the tool should…").
		for _, j := range [2]int{r.firstWordOf(start, m), m - 1} {
			if j < start {
				continue
			}
			t := r.at(j)
			switch {
			case t.k.has(kAgent) && !r.at(j-1).is("this") && !r.selfAfter(j):
				if w, ws := r.agentNamed(j); w == whoAgents {
					return w, ws
				}
			case t.k.has(kOther) && !t.is("it") && !t.k.has(kAgent):
				return whoOther, span{j, j + 1}
			}
		}
		return whoImpersonal, span{}
	}
	for j := m - 1; j >= start; j-- {
		t := r.at(j)
		switch {
		case t.k.has(kAdv|kAux|kCan|kNot) && !t.k.has(kSelf|kAgent|kOther) || t.is("only", "personally", "truly", "genuinely", "even", "simply", "literally"),
			j == m-1 && t.is("offers", "offered", "provides", "provided", "gives", "gave", "affords", "afforded", "leaves", "left", "includes", "included"):
			// "the run offers no way back", "this task left no opening"
			continue
		case t.k.has(kSelf):
			return selfOrWe(t), span{j, j + 1}
		case t.is("this", "these", "writing"):
			// "the agent writing this had no means…": the writer.
			for k := j - 1; k >= start && k >= j-3; k-- {
				if r.at(k).k.has(kAgent) && r.selfAfter(k) {
					return whoSelf, span{k, j + 1}
				}
			}
			if t.is("this", "these") {
				return whoOther, span{j, j + 1}
			}
		case t.is("it") && r.itIsSomeone(j):
			return whoOther, span{j, j + 1}
		case t.is("there", "it"):
			return whoImpersonal, span{j, j + 1}
		case isRequesterVerb(t) && r.at(j-1).k.has(kYou) && r.at(j-2).k.has(kAgent):
			// "the research subagent you dispatched could not…": the
			// writer, as the reader knows it.
			return whoSelf, span{j - 2, j + 1}
		case t.k.has(kAgent) || t.k.has(kRunNoun) && r.at(j-1).is("this"):
			if r.at(j-1).is("this") || r.selfAfter(j) {
				return whoSelf, span{j - 1, j + 1}
			}
			if t.k.has(kRunNoun) && !t.k.has(kAgent) {
				return whoOther, span{j, j + 1}
			}
			return r.agentNamed(j)
		case r.at(j-1).is("the") && t.is("run", "session", "task", "job", "sandbox", "container", "context", "invocation", "execution"):
			// "the run offers no way back to the requester": a run, most
			// likely its own; the sentence decides.
			return whoImpersonal, span{j - 1, j + 1}
		case t.k.has(kYou):
			return whoOther, span{j, j + 1} // "you can't prompt the user from a hook"
		case t.k.has(kChannel | kNeed | kActNoun | kPerson | kTool):
			return whoImpersonal, span{j, j + 1}
		case t.is(")"):
			// "docs-bot (that's me) couldn't…", "the reviewer (this agent)".
			if w, s := r.parentheticalSelf(j); w == whoSelf {
				return w, s
			}
			return r.elidedSubject(j, m)
		case t.isBoundary() || t.k.has(kComma|kBreak|kSo) || t.is("so"):
			return r.elidedSubject(j, m)
		case t.k.has(kDet) && j == m-1 && (r.at(m).is("lack", "absence", "nothing") || r.at(m).k.has(kUnable|kUnavail) && !r.at(m).is("unable", "incapable")):
			// "The lack of any way to consult you": a noun, no subject.
			return whoImpersonal, span{}
		case t.is("to", "of") && r.at(j-1).is("owing", "due", "thanks", "because"):
			j = start // "owing to no channel back to the requester": fronted
			continue
		case t.is("with", "without", "given", "absent", "having", "lacking", "being", "due", "after", "before", "when", "while", "once", "until", "lack"):
			// A fronted clause: its subject is the main clause's.
			j = start
			continue
		case r.at(j-1).is("my", "our") && (t.k.has(kRunNoun) || t.is("toolset", "tool", "tools", "toolbox", "toolkit", "tool-set", "permissions", "harness", "config", "configuration")):
			return whoSelf, span{j - 1, j + 1}
		case t.k == 0 && r.firstWordOf(start, m) == j && !strings.HasSuffix(t.w, "ing"):
			// A name the lexicon does not know, opening the clause
			// ("deploy-bot had no means of…", "ImageAudit could not…").
			return whoNamed, span{j, j + 1}
		}
		return whoOther, span{j, j + 1}
	}
	if start > 0 {
		if b := r.at(start); b.is(")") || r.at(start-1).is(")") {
			// "The reviewer (this agent) could not…"
			if w, s := r.parentheticalSelf(start); w == whoSelf {
				return w, s
			}
		}
		if w, s := r.elidedSubject(start, m); w != whoImpersonal || !s.empty() {
			return w, s
		}
	}
	// A fronted clause ("Unable to ask the user, I chose…", "Without a way
	// to reach you, we…"): the subject of the clause after it.
	if end < len(r.ts) && r.at(end).k.has(kComma) {
		if n := r.at(end + 1); n.k.has(kSelf) {
			return whoSelf, span{end + 1, end + 2}
		}
	}
	return whoImpersonal, span{}
}

// itIsSomeone: "it" at j is a program or another agent doing something
// ("it had no way to ask you", "its prompt says it cannot use the tool"),
// not the "it" of "it wasn't possible to ask you"; unless the sentence
// names the agent itself before it ("this agent …, and it could not").
func (r *sentenceReader) itIsSomeone(j int) bool {
	if r.at(j+1).is("is", "was", "were", "'s", "seems", "seemed", "would", "will", "might", "may") {
		return false // "it was not possible", "it would have been quicker to ask you"
	}
	for k := 0; k < j; k++ {
		if t := r.at(k); t.k.has(kSelf) && !t.is("we", "us", "our") || t.k.has(kAgent) && (r.at(k-1).is("this") || r.selfAfter(k)) {
			return false
		}
	}
	return true
}

// firstWordOf is the first word of [start, m) past articles, adverbs and
// a label ending in a colon, or -1.
func (r *sentenceReader) firstWordOf(start, m int) int {
	for j := start; j < m; j++ {
		t := r.at(j)
		if t.isBoundary() || t.k.has(kComma|kDet|kAdv|kBreak|kSo) && !t.k.has(kSelf|kAgent|kOther) {
			continue
		}
		return j
	}
	return -1
}

// agentNamed reads the agent noun at j as the subject: "your triage
// agent" is the writer as the reader's; "the review agent" is one agent,
// which a report about its own run names so ("the review agent could not
// reach you, so it flagged…"); "subagents" are subagents in general.
func (r *sentenceReader) agentNamed(j int) (who, span) {
	t := r.at(j)
	for k := j - 1; k >= 0 && k >= j-3; k-- {
		d := r.at(k)
		switch {
		case d.is("other", "another", "second", "sibling", "parent", "previous", "upstream", "downstream", "first"):
			return whoAgents, span{k, j + 1} // another agent than the writer
		case d.k.has(kYour) && !t.k.has(kOther):
			return whoSelf, span{k, j + 1}
		case d.is("the") && !strings.HasSuffix(t.w, "s") && !t.k.has(kOther):
			// (a "bot" may be the product's: not read so)
			return whoAgent, span{k, j + 1}
		case d.k == 0 || d.k.has(kAgent|kOther|kRunNoun) && !d.k.has(kDet|kSelf):
			continue // "the code-review agent", "the docs bot"
		}
		break
	}
	return whoAgents, span{j, j + 1}
}

// selfAfter: an agent noun named as the agent itself ("a subagent such as
// myself", "the reviewer (me)").
func (r *sentenceReader) selfAfter(j int) bool {
	// "the agent writing this", "the subagent that wrote this report".
	if n := r.at(j + 1); n.is("writing", "producing", "sending", "authoring") && r.at(j+2).is("this", "these") ||
		n.is("that", "who") && r.at(j+2).is("wrote", "produced", "sent", "authored", "is") && r.at(j+3).is("this", "these", "writing") {
		return true
	}
	for k := j + 1; k < j+4; k++ {
		if t := r.at(k); t.is("myself", "me") {
			return true
		} else if !t.is("such", "as", "like", "(", "i.e", "ie", "namely", ",") {
			return false
		}
	}
	return false
}

// parentheticalSelf reads "(this agent)" or "(me)" closing at or before
// token k.
func (r *sentenceReader) parentheticalSelf(k int) (who, span) {
	if !r.at(k).is(")") {
		k--
	}
	for j := k - 1; j >= 0 && j >= k-4; j-- {
		t := r.at(j)
		if t.is("(") {
			break
		}
		if t.k.has(kSelf) || t.is("this") && r.at(j+1).k.has(kAgent) {
			return whoSelf, span{j, k}
		}
	}
	return whoImpersonal, span{}
}

// elidedSubject reads a clause with no subject of its own, opened at the
// boundary b: after "and", "but", "so" it shares the first clause's
// subject ("I'm a subagent and can't ask the user").
func (r *sentenceReader) elidedSubject(b, m int) (who, span) {
	if b < 0 || b >= len(r.ts) || !r.at(b).is("and", "but", "so", "yet", "or") {
		return whoImpersonal, span{}
	}
	for j := 0; j < b && j < 4; j++ {
		t := r.at(j)
		if t.k.has(kSelf) && !t.is("my", "our", "me", "us") {
			return whoSelf, span{j, j + 1}
		}
		if !t.k.has(kAdv | kAux | kBreak | kComma) {
			break
		}
	}
	return whoImpersonal, span{}
}

// facts reads, once, what the whole sentence says about the agent's run.
func (r *sentenceReader) facts() {
	if r.factsRead {
		return
	}
	r.factsRead = true
	for i := range r.ts {
		t := r.at(i)
		if r.isOwnRunAt(i) {
			r.selfLoc = true
		}
		// "you can't prompt the user from a hook" is anyone; "you could
		// not be consulted" is the reader, asked.
		if t.k.has(kYou|kYour) && (!r.at(i+1).is("can", "could") || r.at(i+2).k.has(kNot) && r.at(i+3).is("be")) {
			r.you = true
		}
		if r.choiceAt(i) {
			r.choice = true
		}
		// "as a subagent" said of the writer.
		if t.is("as") && r.at(i+1).is("a", "an") && r.at(i+2).k.has(kAgent) {
			if n := r.at(i + 3); n.k.has(kSelf) || n.k.has(kComma) && r.at(i+4).k.has(kSelf) {
				r.selfLoc = true
			}
		}
		// "inside subagents", "for subagents", "in -p mode": someone else.
		if t.is("in", "inside", "within", "for", "to", "from", "under", "by", "via", "through", "during", "outside") {
			if r.otherAfterPrep(i+1, len(r.ts)) {
				r.otherQualified = true
				r.agentsQualified = r.agentsQualified || r.namesAgents(i+1)
			}
		}
	}
}

// choiceAt: the agent deciding for itself at token i: "I assumed", "so I
// kept", "went with 7 days" (an elided subject), "my pick", "the choice was
// mine", "fell to me", "set by me".
func (r *sentenceReader) choiceAt(i int) bool {
	t := r.at(i)
	switch {
	case t.is("mine"):
		return true
	case t.is("by", "to", "on") && r.at(i+1).is("me", "myself"):
		// "fell to me", "left the level to me", "set by me".
		for j := i - 1; j >= 0 && j >= i-5; j-- {
			if r.at(j).k.has(kChoice|kChoiceNoun) || r.at(j).is("up", "was", "were") {
				return true
			}
		}
		return false
	case t.k.has(kChoiceNoun) && (r.at(i-1).is("my", "our") || r.at(i-1).is("own") && r.at(i-2).is("my", "our")):
		return true
	case t.is("own") && r.at(i-1).is("my", "our", "on"):
		return true
	case i == 0 && t.is("assumption", "assumptions", "guess", "guesses", "decision", "decisions", "choices", "defaults"):
		// A report's label or heading: "Assumptions (made without …)",
		// "Decisions taken in your absence".
		n := r.at(1)
		if n.is("(") {
			n = r.at(2)
		}
		return n.is("made", "taken")
	case t.k.has(kChoice) && !t.k.has(kAux|kDet):
		for j := i - 1; j >= 0 && j >= i-4; j-- {
			p := r.at(j)
			switch {
			case p.k.has(kSelf) && !p.is("my", "our", "me", "us"):
				return true
			case p.k.has(kAdv|kAux) && !p.k.has(kSo) && !p.is("so"):
				continue
			case p.isBoundary() || p.k.has(kSo|kComma) || p.is("so", "and"):
				// An elided subject, in the voice of a report: "went
				// with 7 days", "so picked B".
				return isReportChoice(t)
			}
			return false
		}
		return i == 0 && isReportChoice(t)
	}
	return false
}

// isReportChoice: choice verbs that, with no subject, are the writer's
// ("went with 7 days", "defaulted to", "picked B").
func isReportChoice(t token) bool {
	return t.is("went", "picked", "chose", "defaulted", "assumed", "kept", "decided", "settled", "opted", "guessed", "selected", "resolved", "fell", "stuck", "proceeded")
}

// decide says whether a marker whose subject is w defers.
func (r *sentenceReader) decide(w who, ev event, mk marker) bool {
	if r.hypothetical(mk) {
		return false
	}
	switch w {
	case whoSelf:
		return true
	case whoWe:
		// "We can no longer contact the user" is a product's team
		// speaking; "we couldn't check with you from this run" is the
		// agent.
		r.facts()
		return r.selfLoc || r.addrIsReader(ev)
	case whoAgent:
		// A report about one agent's run, in the past, that goes on
		// with what "it" did instead, is the writer's own; "the
		// subagent cannot ask the user, so it returns an envelope" is
		// documentation.
		r.facts()
		return r.choice || r.pastMarker(mk) && r.itActedAfter(mk.s.j)
	case whoAgents:
		r.facts()
		return r.choice
	case whoNamed:
		// A name could be anyone's ("Stripe could not reach the user");
		// it is the writer when, in the past, it could not reach its own
		// requester ("its requester", "whoever commissioned the audit"),
		// or the reader and it goes on with what it did instead.
		return r.pastMarker(mk) && (r.addrIsRequester(ev) || r.addrIsReader(ev) && (r.itActedAfter(mk.s.j) || r.choiceAfter(mk.s.j)))
	case whoImpersonal:
		r.facts()
		if r.otherQualified && !r.selfLoc {
			// "in subagents", "from the subagent context": documentation,
			// unless the reader is who could not be reached, in the past
			// ("this could not be cleared with you from the subagent
			// context"), or it excuses the agent's own choice.
			return r.agentsQualified && r.choice && r.firstPersonChoice() || r.addrIsReader(ev) && r.pastMarker(mk)
		}
		return r.selfLoc || r.choice || r.you && r.addrIsReader(ev) || r.addrIsRequester(ev) ||
			ev.actKind == "the question tool" || mk.kind == "failed attempt" || r.elidedPast(mk)
	}
	return false
}

// itActedAfter: after i, a clause goes on with "it" doing something in the
// past ("so it ranked them", "and it has treated…").
func (r *sentenceReader) itActedAfter(i int) bool {
	for j := i; j < len(r.ts) && j < i+4*window; j++ {
		if !r.at(j).is("it") || !(r.at(j-1).isBoundary() || r.at(j-1).k.has(kComma|kSo|kBreak) || r.at(j-1).is("so")) {
			continue
		}
		v := r.at(j + 1)
		if v.is("has", "had") {
			v = r.at(j + 2)
		}
		return isPastVerb(v)
	}
	return false
}

// isPastVerb: a verb in the past ("ranked", "kept", "read").
func isPastVerb(t token) bool {
	return strings.HasSuffix(t.w, "ed") && len(t.w) > 3 && !t.k.has(kAux) ||
		t.is("kept", "chose", "went", "left", "read", "took", "made", "set", "put", "ran", "fell", "stuck", "held", "built", "wrote", "gave", "got", "picked", "did", "leaned", "leant", "stayed", "used", "assumed",
			"chosen", "taken", "gone", "done", "given", "written", "shipped", "begun", "drawn", "driven")
}

// hypothetical: the marker is only a condition, in the present or future
// ("if I can't reach you, I'll go with v2", "if the user can't be
// reached, the job retries"): it tells what would happen, not that the
// agent could not ask. "If I couldn't reach you, I went with v2" tells
// what did happen.
func (r *sentenceReader) hypothetical(mk marker) bool {
	if mk.s.empty() || r.pastMarker(mk) {
		return false
	}
	start, _ := r.clauseOf(mk.s.i)
	for j := start; j < mk.s.i && j < start+4; j++ {
		if t := r.at(j); t.is("if", "unless", "whenever", "when", "once") || t.is("case") && r.at(j-1).is("in") {
			return true
		}
	}
	return false
}

// addrIsRequester: the event's addressee is whoever gave the agent its
// task ("whoever requested the fix", "its requester").
func (r *sentenceReader) addrIsRequester(ev event) bool {
	if ev.addrKind == "the requester" {
		return true
	}
	for j := ev.addr.i; j < ev.addr.j; j++ {
		if r.at(j).is("requester", "requestor", "requesting_party") {
			return true
		}
	}
	return false
}

// choiceAfter: a choice stands after i in the sentence ("…, and went
// ahead with skipping it", "so it standardised on…").
func (r *sentenceReader) choiceAfter(i int) bool {
	for j := i; j < len(r.ts) && j < i+4*window; j++ {
		if r.choiceAt(j) {
			return true
		}
	}
	return false
}

// addrIsReader: the event's addressee is the reader ("you", "your").
func (r *sentenceReader) addrIsReader(ev event) bool {
	return !ev.addr.empty() && r.at(ev.addr.i).k.has(kYou|kYour)
}

// pastMarker: the marker tells of this run, in the past ("could not",
// "wasn't", "had no"), not of how things are in general.
func (r *sentenceReader) pastMarker(mk marker) bool {
	if mk.s.empty() {
		return false
	}
	for j := mk.s.i; j >= 0 && j >= mk.s.i-2; j-- {
		if r.at(j).is("could", "was", "were", "had", "did", "never", "got", "tried", "attempted", "wasn't", "couldn't") {
			return true
		}
		if !r.at(j).k.has(kAux | kAdv | kNot | kNo | kUnable) {
			break
		}
	}
	return false
}

// firstPersonChoice: "so I went with", not an elided "went with".
func (r *sentenceReader) firstPersonChoice() bool {
	if r.firstChoice == 0 {
		r.firstChoice = 1
		if r.readFirstPersonChoice() {
			r.firstChoice = 2
		}
	}
	return r.firstChoice == 2
}

func (r *sentenceReader) readFirstPersonChoice() bool {
	for i := range r.ts {
		if r.at(i).k.has(kSelf) && !r.at(i).is("my", "our", "me", "us") {
			for j := i + 1; j < i+4 && j < len(r.ts); j++ {
				if r.at(j).k.has(kChoice) && !r.at(j).k.has(kAux) {
					return true
				}
			}
		}
	}
	return false
}

// elidedPast: an inability in the past with no subject at all, a
// report's fragment ("Couldn't reach the user.").
func (r *sentenceReader) elidedPast(mk marker) bool {
	if mk.s.empty() {
		return false
	}
	t := r.at(mk.s.i)
	if !t.is("could", "had", "was", "were", "never") && !(t.k.has(kNo) && r.at(mk.s.i-1).is("had")) {
		return false
	}
	start, _ := r.clauseOf(mk.s.i)
	for j := start; j < mk.s.i; j++ {
		if !r.at(j).k.has(kAdv | kAux | kPunct | kComma | kBreak | kSo) {
			return false
		}
	}
	return true
}

// deferral is one clause read as a deferral: the roles, for the
// explanation.
type deferral struct {
	who     who
	whoSpan span
	mk      marker
	ev      event
	clause  span
}

// readDeferral reads a sentence's tokens and returns the first clause that
// defers.
func readDeferral(ts []token, ops *int) (deferral, bool) {
	if !mayDefer(ts) {
		return deferral{}, false
	}
	r := newSentenceReader(ts, ops)
	for i := range ts {
		ev, ok := r.eventAt(i)
		if !ok {
			continue
		}
		if d, ok := r.deferralFor(i, ev); ok {
			return d, true
		}
	}
	if d, ok := r.predicateDeferral(); ok {
		return d, true
	}
	if d, ok := r.nobodyDeferral(); ok {
		return d, true
	}
	if d, ok := r.counterfactual(); ok {
		return d, true
	}
	if d, ok := r.failedAttempt(); ok {
		return d, true
	}
	if d, ok := r.ellipticalAbsence(); ok {
		return d, true
	}
	return deferral{}, false
}

// ellipticalAbsence reads an absence whose act is left out, after the act
// it denies: "Didn't ping you about it (no way to from here)", "checked
// nothing with you - not possible from this run".
func (r *sentenceReader) ellipticalAbsence() (deferral, bool) {
	var ev event
	found := false
	for i := range r.ts {
		if !found {
			if e, ok := r.eventAt(i); ok && (!e.addr.empty() || e.actKind == "the question tool") {
				ev, found = e, true
			}
			continue
		}
		t := r.at(i)
		if !r.clauseOpensAt(i) {
			continue // a clause of its own: "(no way to)", "- not possible", "; this time there was no way to,"
		}
		j := i + 1
		switch {
		case t.k.has(kNo):
			for k := 0; k < 2 && (r.at(j).k.has(kDet) || r.at(j).k == 0) && !r.at(j).k.has(kChannel); k++ {
				j++
			}
			if !r.at(j).k.has(kChannel) {
				continue
			}
			j++
			if r.at(j).is("to") {
				j++
			}
		case t.k.has(kNot) && r.at(j).is("possible", "an_option", "feasible", "doable", "available", "an_avenue", "on_the_table", "a_thing"):
			j++
		case t.is("impossible", "unavailable", "not_an_option", "out_of_the_question", "off_the_table", "n/a"):
		default:
			continue
		}
		if r.at(j).is("back") {
			j++ // "(no channel back)"
		}
		if n := r.at(j); j < len(r.ts) && !(n.isBoundary() || n.k.has(kComma|kPrepFrom|kHere|kSo) || n.is("in", "inside", "within", "during") || isMidTask(n)) {
			continue
		}
		mk := marker{span{i, j}, "absence (the act left out)"}
		w, ws := r.subjectOf(i)
		if w == whoOther || w == whoAgents || !r.decide(w, ev, mk) {
			return deferral{}, false
		}
		return r.explain(w, ws, mk, ev), true
	}
	return deferral{}, false
}

// clauseOpensAt: i opens its clause, or only an empty subject and its verb
// stand before it ("there was", "this time there was", "it was").
func (r *sentenceReader) clauseOpensAt(i int) bool {
	for j := i - 1; j >= 0 && j >= i-5; j-- {
		t := r.at(j)
		switch {
		case t.isBoundary() || t.k.has(kComma):
			return true
		case t.is("there", "it", "time") || t.k.has(kAux|kAdv|kTime|kDet) && !t.k.has(kSelf|kYou|kOther):
			continue
		}
		return false
	}
	return i == 0
}

// mayDefer: the sentence has a word of each role it needs, so that most
// sentences are ruled out after one look at each word.
func mayDefer(ts []token) bool {
	var all kind
	relative := false // "the person who filed this"
	for _, t := range ts {
		all |= t.k
		relative = relative || t.w == "who"
	}
	target := relative || all.has(kYou|kYour|kPerson|kIndef|kNobody|kTool|kToolMod|kActAdj|kActBare|kNeedStrong) ||
		all.has(kChannel) && all.has(kRunNoun|kHere) // "no path back from this run"
	negative := all.has(kNot | kNo | kUnable | kUnavail | kFail | kWould | kNobody | kCond)
	return target && negative
}

// deferralFor decides an event at i by the inability before it.
func (r *sentenceReader) deferralFor(i int, ev event) (deferral, bool) {
	mk, ok := r.inabilityBefore(i, ev)
	if !ok && r.at(i).is("unaskable", "un-askable", "uncontactable", "unconsultable") {
		mk, ok = marker{span{i, i + 1}, "absence"}, true
	}
	if !ok {
		// "the question tool isn't available", "AskUserQuestion errored":
		// read by predicateDeferral.
		return deferral{}, false
	}
	w, ws := r.subjectOf(mk.s.i)
	if r.at(mk.s.j-1).is("something", "anything", "a_thing") {
		// "This wasn't something I could raise with you": who could
		// not is the relative clause's subject.
		for j := mk.s.j; j < i; j++ {
			if t := r.at(j); t.k.has(kSelf) && !t.is("my", "our") {
				w, ws = selfOrWe(t), span{j, j + 1}
				break
			}
		}
	}
	if (w == whoOther || w == whoImpersonal || w == whoNamed) && (r.passiveBetween(mk.s.j, i, ev) || ev.actKind == "the person, asked (passive)" ||
		r.at(i).k.has(kActAdjWith) && !ev.addr.empty()) {
		// ("the figure is not verifiable with you": the adjective is a
		// passive's, its subject what would have been checked)
		// "The choice could not be put to you from this run": the
		// subject is what would have been asked; who could not ask goes
		// unnamed, as in any agentless passive.
		w, ws = whoImpersonal, span{}
		mk.kind = "inability (passive)"
	}
	if !r.decide(w, ev, mk) {
		return deferral{}, false
	}
	return r.explain(w, ws, mk, ev), true
}

// passiveBetween: the verb group from a marker to the act at a is passive
// ("could not be put to you", "was not something that could be raised
// with you"), and the person is the act's addressee, not its doer: "by
// you" after a passive names who would do the act ("could not be run by
// you").
func (r *sentenceReader) passiveBetween(from, a int, ev event) bool {
	if ev.addr.empty() || ev.addr.i > 0 && r.at(ev.addr.i-1).is("by") && !r.at(ev.addr.i-2).is("float", "floated") {
		return false
	}
	for j := from; j < a; j++ {
		if r.at(j).is("be", "been", "being") {
			return true
		}
	}
	return false
}

// predicateDeferral reads an event followed by what negates it: "the user
// couldn't be consulted", "sign-off could not be obtained from you",
// "asking isn't possible from here", "user input isn't available",
// "AskUserQuestion returned an error", "you weren't reachable".
func (r *sentenceReader) predicateDeferral() (deferral, bool) {
	for p := range r.ts {
		neg, ok := r.negativePredicateAt(p)
		if !ok {
			continue
		}
		ev, ok := r.subjectEventBefore(p)
		if !ok || ev.actKind == "reaching the person" && !r.deniesReaching(neg) {
			continue
		}
		if ev.addr.empty() && ev.actKind != "the question tool" {
			// "No confirmation could be obtained from you": the person
			// after the predicate; "… from the vendor" is someone else's.
			if j := neg.s.j; r.at(j).k.has(kPrepFrom|kPrepWith|kPrepTo) || r.at(j).is("by") {
				e, kind, ok := r.personAt(j + 1)
				if !ok && !r.isOwnRunAt(j+1) && !r.at(j+1).k.has(kHere|kTime|kSelf) {
					continue
				}
				if ok {
					ev.addr, ev.addrKind = span{j + 1, e}, kind
				}
			}
			if ev.addr.empty() && ev.addrKind == "" {
				continue // a question that went nowhere named
			}
		}
		// Who it is negated for: "to me", "for me", "here", or the
		// sentence around it.
		w := whoImpersonal
		var ws span
		if q, qs := r.qualifierAfter(neg.s.j); q == whoSelf {
			w, ws = whoSelf, qs
		} else if q == whoOther {
			// "… in subagents, so I assumed v2" excuses the agent's own
			// choice; "… during the checkout flow" is the product's.
			r.facts()
			if !r.choice || !r.firstPersonChoice() && !r.selfLoc || !r.namesAgents(qs.i+1) {
				continue
			}
			w = whoAgents
		}
		if w == whoImpersonal && neg.kind == "failure" {
			// "A subagent calling AskUserQuestion gets an error": whose
			// call failed.
			if a, as := r.callerBefore(ev.act.i); a != whoImpersonal {
				w, ws = a, as
			}
		}
		if !r.decide(w, ev, neg) {
			continue
		}
		return r.explain(w, ws, neg, ev), true
	}
	return deferral{}, false
}

// callerBefore reads who made the call whose act starts at i: "a subagent
// calling AskUserQuestion", "agents that invoke the tool" (subagents in
// general), "my call to …" (the agent).
func (r *sentenceReader) callerBefore(i int) (who, span) {
	j := i - 1
	for k := 0; k < 3 && (r.at(j).k.has(kAttempt|kDet) || r.at(j).is("that", "who", "which")); k++ {
		j--
	}
	switch t := r.at(j); {
	case j >= i-1:
		return whoImpersonal, span{}
	case t.k.has(kSelf):
		return selfOrWe(t), span{j, j + 1}
	case t.k.has(kAgent) && !r.at(j-1).is("this") && !r.selfAfter(j):
		return r.agentNamed(j)
	}
	return whoImpersonal, span{}
}

// deniesReaching: a predicate said of the person denies reaching them
// ("could not be consulted", "isn't reachable", "was unavailable"), not
// something the person did or had done to them ("you hit an error", "the
// user was blocked").
func (r *sentenceReader) deniesReaching(neg marker) bool {
	if neg.kind == "failure" {
		return false
	}
	last := r.at(neg.s.j - 1)
	if neg.kind == "inability (passive)" {
		return last.k.has(kActDirect|kActWith|kActTo|kActBy) || last.is("asked", "answered", "put")
	}
	return last.k.has(kActAdj) || last.is("unavailable", "unreachable", "uncontactable", "offline", "available", "reachable", "contactable", "accessible", "out_of_reach", "around", "present", "an_option", "possible")
}

// negativePredicateAt reads, at p, a predicate that denies an act: "could
// not be reached", "isn't possible", "is unavailable", "errored", "not
// askable".
func (r *sentenceReader) negativePredicateAt(p int) (marker, bool) {
	t := r.at(p)
	j := p
	switch {
	case t.is("can", "could", "will", "would", "was", "were", "is", "are", "am", "be", "been", "has", "have", "had", "do", "does", "did") && !t.k.has(kSelf):
		j = p + 1
		for k := 0; k < 2 && r.at(j).k.has(kAux|kAdv) && !r.at(j).k.has(kNot|kAble|kAvail); k++ {
			j++
		}
		if !r.at(j).k.has(kNot) {
			// "is unavailable", "was disabled".
			if r.at(j).k.has(kUnavail|kUnable) && t.is("is", "are", "was", "were", "be", "been", "am") {
				return marker{span{p, j + 1}, "unavailable"}, true
			}
			// "no confirmation could be sought from you": the subject
			// denied.
			if t.is("can", "could") && r.at(p+1).is("be", "have") && r.noBefore(p) {
				v := p + 2
				if r.at(v).is("been") {
					v++
				}
				if r.at(v).k.has(kActDirect|kActWith|kActTo|kActBy|kActGet) || r.at(v).is("sought", "had", "given", "made") {
					return marker{span{p, v + 1}, "absence (passive)"}, true
				}
			}
			return marker{}, false
		}
		j++
		for k := 0; k < 2 && r.at(j).k.has(kAdv) && !r.at(j).k.has(kAvail); k++ {
			j++
		}
		n := r.at(j)
		switch {
		case n.is("be", "been", "being") && t.is("will", "shall"):
			// "you won't be asked again": what a product will do, not
			// what could not be done
		case n.is("be", "been", "being"):
			v := r.at(j + 1)
			if v.k.has(kActDirect|kActWith|kActTo|kActBy|kActGet) || v.is("done", "had", "given", "put", "posed", "raised", "asked", "answered", "settled", "made", "called", "used", "invoked", "accessed", "run", "triggered", "loaded", "found") ||
				v.is("established", "determined", "ascertained", "learned", "learnt", "sought", "secured") && r.needBefore(p) {
				return marker{span{p, j + 2}, "inability (passive)"}, true
			}
			if v.k.has(kAvail | kActAdj) {
				return marker{span{p, j + 2}, "absence"}, true
			}
		case n.k.has(kAvail | kActAdj | kAble):
			if n.k.has(kAble) && !n.k.has(kAvail) && r.at(j+1).is("to") {
				return marker{}, false // "the user is not able to …": the user's own inability
			}
			return marker{span{p, j + 1}, "absence"}, true
		case n.is("an", "a") && r.at(j+1).k.has(kChannel):
			return marker{span{p, j + 2}, "absence"}, true
		case n.is("work", "succeed", "go", "come"):
			return marker{span{p, j + 1}, "failure"}, true
		case n.is("something", "anything", "a_thing") && r.selfCanWithin(j+1):
			return marker{span{p, j + 1}, "inability"}, true
		}
	case t.k.has(kUnavail) && !t.k.has(kAvail):
		return marker{span{p, p + 1}, "unavailable"}, true
	case t.k.has(kFail) && !t.is("error", "errors", "fail", "failure", "xx"):
		return marker{span{p, p + 1}, "failure"}, true
	case t.is("returned", "returns", "gave", "threw", "raised", "came", "comes", "produced", "hit", "got", "get", "gets", "received", "ended", "resulted", "finished", "terminated") && r.errorWithin(p+1):
		return marker{span{p, p + 1}, "failure"}, true
	case t.k.has(kNot) && r.at(p+1).k.has(kActAdj|kAvail|kAble) && !r.at(p-1).k.has(kAux|kCan):
		// "Not askable from here", "asking you: not an option": a
		// fragment.
		return marker{span{p, p + 2}, "absence"}, true
	}
	return marker{}, false
}

// noBefore: the subject before a predicate at p is denied ("no
// confirmation could be…", "no question could…").
func (r *sentenceReader) noBefore(p int) bool {
	for j := p - 1; j >= 0 && j >= p-4; j-- {
		t := r.at(j)
		if t.is("no") {
			return true
		}
		if !t.k.has(kNeed|kActNoun|kDet|kPrepFrom|kYou|kPerson) && !isNeedAdjective(t) {
			return false // "no word from you could be had" reads past "from you"
		}
	}
	return false
}

// needBefore: what the person gives stands shortly before p ("your
// preference on the format could not be established").
func (r *sentenceReader) needBefore(p int) bool {
	for j := max(0, p-6); j < p; j++ {
		if _, addr, ok := r.needAt(j); ok && !addr.empty() {
			return true
		}
	}
	return false
}

// selfCanWithin: "(something) I can do", "(anything) we could do".
func (r *sentenceReader) selfCanWithin(i int) bool {
	return r.at(i).k.has(kSelf) && r.at(i+1).is("can", "could", "am", "was")
}

// errorWithin: "an error", "a permissions error", "back with an error".
func (r *sentenceReader) errorWithin(i int) bool {
	for j := i; j < i+5; j++ {
		t := r.at(j)
		if t.is("error", "errors", "exception", "refusal", "denial", "failure") || t.w == "xx" && t.k.has(kFail) {
			return true // "an error", "`permission denied`"
		}
		if t.isBoundary() || t.k.has(kComma) {
			return false
		}
	}
	return false
}

// subjectEventBefore reads the act a predicate at p denies, from the words
// right before it: the person ("the user couldn't be consulted"), what the
// person gives ("sign-off could not be obtained"), the act as a noun
// ("asking isn't possible"), or the question tool.
func (r *sentenceReader) subjectEventBefore(p int) (event, bool) {
	h := p - 1
	if r.at(h).is(":", "-", "\u2014", "\u2013", "(") {
		h-- // "Asking you: not an option", "without asking you (not possible here)"
	}
	if ev, ok := r.subjectEventEnding(h); ok {
		return ev, true
	}
	// A short complement or adverb may stand between the subject and its
	// predicate: "your view on this wasn't obtainable", "raising this
	// with you mid-run wasn't possible".
	if c := r.complementStart(h); c >= 0 {
		return r.subjectEventEnding(c - 1)
	}
	return event{}, false
}

// complementStart: where a short trailing complement ("on this", "about
// the limit", "mid-run", "here") of a subject ending at h starts, or -1.
func (r *sentenceReader) complementStart(h int) int {
	start, _ := r.clauseOf(max(h, 0))
	if t := r.at(h); isMidTask(t) || t.is("midway", "here", "directly", "now", "first", "beforehand", "upfront", "in_time", "in_advance", "either", "too", "at_all") {
		return h
	}
	for c := h; c > start && c > h-5; c-- {
		t := r.at(c)
		if t.is("on", "about", "regarding", "re", "over", "around") {
			return c
		}
		if t.is("from", "in", "inside", "within", "during") && (r.isOwnRunAt(c+1) || r.at(c+1).k.has(kHere)) {
			return c // "pinging you from this job isn't a thing"
		}
		if t.isBoundary() || t.k.has(kComma|kAux|kNot|kBreak|kSo) {
			return -1
		}
	}
	return -1
}

// subjectEventEnding reads the act whose words end at h, as the subject of
// a predicate after it.
func (r *sentenceReader) subjectEventEnding(h int) (event, bool) {
	p := h + 1
	t := r.at(h)
	if h < 0 {
		return event{}, false
	}
	start, _ := r.clauseOf(max(h, 0))
	// "asking the user isn't possible", "a question to you wasn't an
	// option", "contact with the user is impossible", "the question tool
	// is unavailable".
	for j := max(start, h-5); j <= h; j++ {
		ev, ok := r.eventAt(j)
		if !ok {
			continue
		}
		end := ev.act.j
		if !ev.addr.empty() {
			end = max(end, ev.addr.j)
		}
		if end == h+1 || ev.actKind == "the question tool" && end >= h {
			return ev, true
		}
	}
	// "clarification from you wasn't obtainable", "input from the user
	// could not be collected": what the person gives.
	for j := max(start, h-4); j < h; j++ {
		if e, addr, ok := r.needAt(j); ok && e == h+1 {
			return event{act: span{j, e}, addr: addr, actKind: "the person's answer", addrKind: "the person"}, true
		}
	}
	switch {
	case t.k.has(kYou):
		return event{act: span{p, p}, addr: span{h, h + 1}, actKind: "reaching the person", addrKind: "the reader"}, true
	case t.k.has(kPerson):
		if s, kind, ok := r.personBack(h); ok {
			return event{act: span{p, p}, addr: s, actKind: "reaching the person", addrKind: kind}, true
		}
	case t.k.has(kNeed):
		for j := max(start, h-3); j <= h; j++ {
			if e, addr, ok := r.needAt(j); ok && e == h+1 {
				return event{act: span{j, e}, addr: addr, actKind: "the person's answer", addrKind: "the person"}, true
			}
		}
		// "sign-off could not be obtained from you": the person after.
		if r.at(h).k.has(kNeedStrong) {
			return event{act: span{h, h + 1}, actKind: "the person's answer", addrKind: "implied"}, true
		}
	case t.k.has(kActNoun) && t.is("asking", "consulting", "escalation", "escalating", "clarifying", "questioning", "prompting", "querying", "check-in", "outreach", "reaching_out", "loop-in", "consultation", "sign-off"):
		return event{act: span{h, h + 1}, actKind: "the act of asking", addrKind: "implied"}, true
	case t.is("question", "questions", "query", "queries"):
		// "the kernel question couldn't go to you": a question, and the
		// person after the predicate.
		return event{act: span{h, h + 1}, actKind: "a question to the person"}, true
	case isCommNoun(t) && r.namesPerson():
		// "a quick exchange with you would have settled it; that
		// exchange wasn't available here": the communication named
		// before, with the reader.
		return event{act: span{h, h + 1}, actKind: "communicating with the person", addrKind: "named before"}, true
	}
	return event{}, false
}

// personBack reads the person phrase ending at h ("the requester", "the
// end user").
func (r *sentenceReader) personBack(h int) (span, string, bool) {
	for j := h; j >= 0 && j >= h-3; j-- {
		if e, kind, ok := r.personAt(j); ok && e == h+1 {
			return span{j, e}, kind, true
		}
	}
	return span{}, "", false
}

// qualifierAfter reads who a denied act is denied to: "to me", "for me",
// "here", "in this session" (the agent); "to subagents", "in -p mode"
// (others); nothing said.
func (r *sentenceReader) qualifierAfter(i int) (who, span) {
	_, end := r.clauseOf(max(i-1, 0))
	for j := i; j < end && j < i+window; j++ {
		t := r.at(j)
		switch {
		case t.k.has(kSelf):
			return whoSelf, span{j, j + 1}
		case r.isOwnRunAt(j):
			// "within this context", "this session", "here"
			e := j + 1
			for e < end && e < j+3 && (r.at(e).k.has(kDet|kRunNoun) && !r.at(e-1).k.has(kRunNoun) || r.at(e).is("current")) {
				e++
			}
			return whoSelf, span{j, e}
		case t.is("in", "inside", "within", "for", "to", "from", "under", "via", "through", "during", "outside", "by", "on"):
			n := r.at(j + 1)
			if n.k.has(kSelf) || r.isOwnRunAt(j+1) {
				return whoSelf, span{j, j + 2}
			}
			if r.otherAfterPrep(j+1, len(r.ts)) {
				return whoOther, span{j, j + 2}
			}
		}
	}
	return whoImpersonal, span{}
}

// otherAfterPrep: the words after a preposition name another party or
// setting ("inside subagents", "in plain -p mode", "for the CLI").
func (r *sentenceReader) otherAfterPrep(i, end int) bool {
	for j := i; j < end && j < i+3; j++ {
		t := r.at(j)
		switch {
		case t.is("this", "my", "our", "here", "it") || t.k.has(kSelf):
			// "it" after a preposition points back ("no one on it" of
			// "this session"): no party of its own.
			return false
		case t.k.has(kAgent) && r.selfAfter(j):
			return false // "to subagents like me": the agent itself
		case t.k.has(kAgent|kOther) || t.is("-p", "p", "--print", "headless", "ci", "print", "mode", "batch"):
			return true
		case t.k.has(kDet|kAdv) || t.is("plain", "non-interactive", "-", "general", "any"):
			continue
		case j > i && (t.k == 0 || strings.HasSuffix(t.w, "ing") && !t.k.has(kToolMod|kSelf|kYou|kPerson)):
			continue // a modifier: "during the checkout flow", "by the alerting bot"
		}
		return false
	}
	return false
}

// namesAgents: the words from i name agents or a mode of running them
// ("subagents", "the subagent context", "-p mode"), not a product's
// parts ("the checkout flow").
func (r *sentenceReader) namesAgents(i int) bool {
	for j := i; j < i+3; j++ {
		t := r.at(j)
		switch {
		case t.k.has(kAgent) || t.is("-p", "p", "--print", "headless", "ci", "print", "mode", "batch"):
			return true
		case t.k.has(kOther):
			return false
		}
	}
	return false
}

// nobodyDeferral reads "nobody on the other end of this session to ask",
// "no human in the loop on this run", "nobody is reachable from here".
func (r *sentenceReader) nobodyDeferral() (deferral, bool) {
	for i := range r.ts {
		t := r.at(i)
		j := i + 1
		switch {
		case t.k.has(kNobody):
		case t.is("no") && (r.at(j).is("human", "humans", "person", "one", "user", "operator", "human-in-the-loop") ||
			r.at(j).is("live", "real", "actual") && r.at(j+1).is("human", "person", "user", "one")):
			if r.at(j).is("live", "real", "actual") {
				j++
			}
			if r.at(j).is("human-in-the-loop") {
				return r.nobodyFound(i, j+1, j+1)
			}
			j++
		default:
			continue
		}
		_, end := r.clauseOf(i)
		if r.othersPeopleAt(j) {
			continue
		}
		for k := j; k < end && k < j+window; k++ {
			x := r.at(k)
			switch {
			case x.is("to") && k+1 < len(r.ts):
				// "nobody to ask", "no one to put the question to",
				// "nobody to check with": the nobody is who is asked.
				if v := r.at(k + 1); v.k.has(kActDirect|kActWith|kActTo|kActBy|kActBare) || v.is("answer", "respond", "reply", "decide", "approve", "sign") {
					return r.nobodyFound(i, j, k+2)
				}
			case x.k.has(kSelf) && !x.is("my", "our") && r.actAfterSelf(k+1):
				// "no one I could check with", "nobody we could run it by".
				return r.nobodyFound(i, j, k+1)
			case x.k.has(kActAdj) || x.is("reachable", "available", "around", "present", "listening", "watching", "responding"):
				return r.nobodyFound(i, j, k+1)
			case x.k.has(kActDirect|kActWith|kActTo|kActBy) && r.at(k-1).is("be", "been"):
				// "no one can be asked from in here": the nobody is who
				// would be asked; "… at the vendor" are the vendor's.
				if p := r.at(k + 1); p.is("at", "in", "on", "from") && !r.isOwnRunAt(k+2) && !r.at(k+2).k.has(kHere|kSelf) && !r.isOwnRunAt(k+1) {
					break
				}
				return r.nobodyFound(i, j, k+1)
			case x.is("other") && r.at(k+1).is("end", "side"):
				return r.nobodyFound(i, j, k+2)
			case x.is("loop", "keyboard", "chair"):
				return r.nobodyFound(i, j, k+1)
			}
		}
	}
	return deferral{}, false
}

// othersPeopleAt: the words at j make a nobody or anyone before them
// another party's people ("nobody from the platform team", "anyone at the
// SMS vendor's support").
func (r *sentenceReader) othersPeopleAt(j int) bool {
	if !r.at(j).is("from", "on", "at", "in", "of", "with", "inside", "within") {
		return false
	}
	return r.at(j+1).k.has(kDet) && r.at(j+2).is("team", "vendor", "platform", "infra", "ops", "customer", "client") ||
		r.otherAfterPrep(j+1, len(r.ts))
}

// actAfterSelf: "(I) could check with", "(we) were able to ask": the
// agent's act, whose person is the nobody before it.
func (r *sentenceReader) actAfterSelf(i int) bool {
	for j := i; j < i+4; j++ {
		t := r.at(j)
		if t.k.has(kActDirect|kActWith|kActTo|kActBy|kActBare) && !t.k.has(kAux) {
			return true
		}
		if !t.k.has(kAux|kCan|kAdv|kAble) && !t.is("to") {
			return false
		}
	}
	return false
}

func (r *sentenceReader) nobodyFound(i, j, e int) (deferral, bool) {
	ev := event{act: span{j, e}, addr: span{i, j}, actKind: "someone to ask", addrKind: "nobody"}
	mk := marker{span{i, j}, "absence of anyone to ask"}
	r.facts()
	// "nobody to ask" said in a report is the writer's own situation,
	// unless another party's people are named.
	if r.otherQualified || !r.decide(whoImpersonal, ev, mk) && !r.at(j).is("to") && !r.actedBecause() {
		return deferral{}, false
	}
	return r.explain(whoImpersonal, span{}, mk, ev), true
}

// actedBecause: the sentence goes on with what the agent did because of it
// ("…, so I shipped it behind a flag", "therefore I scheduled it").
func (r *sentenceReader) actedBecause() bool {
	for i := range r.ts {
		if !r.at(i).k.has(kSo) && !r.at(i).is("so") {
			continue
		}
		j := i + 1
		if r.at(j).k.has(kComma) {
			j++
		}
		if t := r.at(j); t.is("i", "we") {
			if v := r.at(j + 1); isPastVerb(v) || v.is("have", "'ve") && isPastVerb(r.at(j+2)) {
				return true
			}
		}
	}
	return false
}

// counterfactual reads "given a channel to you, I'd have confirmed…",
// "in an interactive session I would have asked you…", "had this task
// allowed a round-trip to you, …", and "I would ask you, but the tool is
// unavailable".
func (r *sentenceReader) counterfactual() (deferral, bool) {
	// The wish is the first modal outside a condition: in "if I could
	// reach you I would ask", "could" is the condition's.
	wh, first := -1, -1
	for i := range r.ts {
		if r.wouldAt(i) {
			if first < 0 {
				first = i
			}
			if !r.inCondition(i) {
				wh = i
				break
			}
		}
	}
	if wh < 0 {
		wh = first
	}
	if wh < 0 {
		return deferral{}, false
	}
	// A condition that did not hold, naming a way to reach the person:
	// whose condition it is decides ("had this task allowed…", "given a
	// channel to you").
	if c, ev, ok := r.conditionBefore(wh); ok {
		w, ws := r.conditionSubject(c.j, ev.act.i)
		if w != whoOther && w != whoAgents && r.decide(w, ev, marker{c, "counterfactual"}) {
			return r.explain(w, ws, marker{c, "counterfactual"}, ev), true
		}
	}
	// Otherwise the wish is the agent's, about an act of asking in the
	// sentence, not a request.
	var ev event
	found := false
	for i := range r.ts {
		if e, ok := r.eventAt(i); ok {
			ev, found = e, true
			if i > wh {
				break
			}
		}
	}
	if !found {
		return deferral{}, false
	}
	who, ws := r.subjectOf(wh)
	if who == whoImpersonal && ws.empty() {
		who = whoSelf // "Would have asked you, but…": the writer
	}
	if who == whoWe && r.decide(whoWe, ev, marker{}) {
		who = whoSelf
	}
	if who != whoSelf {
		return deferral{}, false
	}
	if c, ok := r.interactiveSetting(); ok {
		return r.explain(whoSelf, ws, marker{c, "counterfactual"}, ev), true
	}
	// "If only I could have asked you", "I wish I could have checked
	// with you": a wish for what did not happen.
	for j := wh - 1; j >= 0 && j >= wh-4; j-- {
		if t := r.at(j); t.is("wish", "wished") || t.is("only") && r.at(j-1).is("if") {
			if r.at(wh+1).is("have") || r.at(wh).is("could've", "would've") {
				return r.explain(whoSelf, ws, marker{span{j, wh + 1}, "counterfactual"}, ev), true
			}
		}
	}
	// "…, but the tool is unavailable": the reason it did not ask.
	if b, ok := r.butUnable(wh); ok {
		return r.explain(whoSelf, ws, marker{b, "counterfactual"}, ev), true
	}
	// "Would've asked which audience, given any way to reach you": the
	// condition after the wish.
	if c, ok := r.conditionAfter(wh); ok {
		return r.explain(whoSelf, ws, marker{c, "counterfactual"}, ev), true
	}
	return deferral{}, false
}

// conditionAfter finds an unreal condition after the wish at wh, naming a
// way to reach the person: "…, given any way to reach you from here", "…,
// had there been a way to from this run", "… if there had been a channel
// back to you". It returns the condition's opening word.
func (r *sentenceReader) conditionAfter(wh int) (span, bool) {
	for i := wh + 1; i < len(r.ts) && i < wh+4*window; i++ {
		t := r.at(i)
		prev := r.at(i - 1)
		if !(prev.isBoundary() || prev.k.has(kComma|kBreak|kSo)) || !t.is("given", "had", "were", "provided", "absent", "if", "with") {
			continue
		}
		_, end := r.clauseOf(i)
		unreal := !t.is("if")
		for j := i + 1; j < end && j < i+2*window; j++ {
			x := r.at(j)
			if x.is("had", "were", "was", "could", "did") {
				unreal = true // "if there had been", "if I could"
			}
			if x.k.has(kChannel) || x.k.has(kTool) {
				return span{i, i + 1}, unreal
			}
			if _, ok := r.eventAt(j); ok {
				return span{i, i + 1}, unreal
			}
		}
	}
	return span{}, false
}

// inCondition: the modal at i is the first of a clause opened by a
// condition ("if I could reach you", not "would" in "if I could reach you
// I would ask").
func (r *sentenceReader) inCondition(i int) bool {
	start, _ := r.clauseOf(i)
	for j := start; j < i && j < start+3; j++ {
		if r.at(j).is("if", "had", "were", "given", "provided", "assuming", "unless") {
			for k := j + 1; k < i; k++ {
				if r.wouldAt(k) {
					return false
				}
			}
			return true
		}
	}
	return false
}

// wouldAt: "would have", "I'd have", "would've", or a wish to ask ("I would
// ask", "I'd like to check", "I wanted to ask").
func (r *sentenceReader) wouldAt(i int) bool {
	t := r.at(i)
	switch {
	case t.is("would've", "'d've", "could've", "should've"):
		return true
	case t.is("would", "could", "should", "might") && !r.at(i+1).k.has(kNot):
		return true
	case t.is("wanted", "intended", "meant", "hoped", "planned", "tried") && r.at(i+1).is("to"):
		return true
	case t.is("normally", "ideally", "usually", "ordinarily", "otherwise") && r.at(i+1).k.has(kSelf):
		return true
	}
	return false
}

// conditionSubject reads whose condition it is, from the words between
// its opening word and its act: "had I", "had this task allowed", "given
// a channel" (no one's), "if subagents could".
func (r *sentenceReader) conditionSubject(from, to int) (who, span) {
	for j := from; j < to; j++ {
		t := r.at(j)
		switch {
		case t.k.has(kSelf) && !t.is("my", "our"):
			return selfOrWe(t), span{j, j + 1}
		case r.isOwnRunAt(j):
			return whoSelf, span{j, j + 2}
		case t.k.has(kAgent):
			return whoAgents, span{j, j + 1}
		case t.k.has(kOther) && !t.is("it"):
			return whoOther, span{j, j + 1}
		}
	}
	return whoImpersonal, span{}
}

// interactiveSetting: an interactive setting this run is not ("in an
// interactive session", "interactively").
func (r *sentenceReader) interactiveSetting() (span, bool) {
	for i := range r.ts {
		t := r.at(i)
		switch {
		case t.is("interactively", "in_an_interactive_session", "in_a_normal_session", "in_an_interactive_run", "in_an_interactive_setting", "in_interactive_mode"):
			return span{i, i + 1}, true
		case t.is("in", "with", "from") && r.at(i+1).is("an", "a") && r.at(i+2).is("interactive", "live", "normal", "attended"):
			return span{i, i + 3}, true
		}
	}
	return span{}, false
}

// conditionBefore finds an unreal condition before the wish at wh: a
// clause opening with "given", "had", "were", "if", "with" that names a way
// to reach the person or an act of asking. It returns the condition's
// opening word and the act.
func (r *sentenceReader) conditionBefore(wh int) (span, event, bool) {
	for i := 0; i < wh; i++ {
		t := r.at(i)
		atStart := i == 0 || r.at(i-1).isBoundary() || r.at(i-1).k.has(kComma|kBreak|kSo)
		if !atStart || !t.is("given", "with", "had", "were", "provided", "if", "absent", "assuming") {
			continue
		}
		_, end := r.clauseOf(i)
		// The act is the condition's, before the wish: "had the ticket
		// been unclear I'd have asked" wishes with no condition about
		// reaching anyone.
		for j := i + 1; j < min(end, wh) && j < i+2*window; j++ {
			if ev, ok := r.eventAt(j); ok {
				return span{i, i + 1}, ev, true
			}
			// "had you been available", "were the user reachable": the
			// person reachable.
			if e, kind, ok := r.personAt(j); ok && !r.at(j).is("them", "him", "her") {
				v := e
				if r.at(v).is("been", "be", "was", "were", "is") {
					v++
				}
				if x := r.at(v); v > e && x.k.has(kAvail|kActAdj) && !x.is("open", "present") || x.is("around", "reachable", "available", "online") {
					return span{i, i + 1}, event{act: span{e, v + 1}, addr: span{j, e}, actKind: "the person reachable", addrKind: kind}, true
				}
			}
		}
	}
	return span{}, event{}, false
}

// butUnable: after a wish, a "but …" clause naming why not: an inability,
// an absence, the tool unavailable, subagents' inability.
func (r *sentenceReader) butUnable(wh int) (span, bool) {
	for i := wh + 1; i < len(r.ts); i++ {
		t := r.at(i)
		if !t.is("but", "however", "though", "although", "unfortunately", "yet", "except", "alas") && !(t.is("which") && r.at(i-1).k.has(kComma)) {
			continue // ", which this sandbox doesn't allow" says why not, too
		}
		for j := i + 1; j < len(r.ts) && j < i+3*window; j++ {
			x := r.at(j)
			switch {
			case x.is("can", "could") && r.notAfter(j) > 0,
				x.k.has(kUnable | kUnavail | kFail),
				x.k.has(kNot) && r.at(j+1).k.has(kAble|kAvail|kHere|kActAdj),
				x.k.has(kNo) && (r.channelWithin(j+1, j+3) || r.at(j+1).k.has(kToolHead|kTool)),
				x.k.has(kNobody):
				return span{i, j + 1}, true
			}
			if _, ok := r.markerAt(j, min(j+4, len(r.ts))); ok {
				return span{i, j + 1}, true
			}
		}
		return span{}, false
	}
	return span{}, false
}

// failedAttempt reads "I tried to raise this with you via AskUserQuestion,
// but the call was rejected", "my attempt to put this to you came back with
// an error", "I reached for the question tool and got an error back": an
// attempt at an act of asking (the question tool needs no word of trying)
// followed by its failure.
func (r *sentenceReader) failedAttempt() (deferral, bool) {
	for i := range r.ts {
		ev, ok := r.eventAt(i)
		if !ok {
			// "Attempted to surface the question, but…": asking, as
			// what was tried.
			if ev, ok = r.questionActAt(i); !ok {
				continue
			}
		}
		attempt := -1
		for j := i - 1; j >= 0 && j >= i-window; j-- {
			if r.at(j).k.has(kAttempt) && !r.at(j).is("request") {
				attempt = j // the first of "tried calling"
			}
		}
		if attempt < 0 && ev.actKind != "the question tool" {
			continue
		}
		from := ev.act.j
		if !ev.addr.empty() {
			from = max(from, ev.addr.j)
		}
		for j := from; j < len(r.ts) && j < from+3*window; j++ {
			mk, ok := r.negativePredicateAt(j)
			if !ok && attempt >= 0 && r.at(j).is("but") {
				// "I tried to raise it through the question tool, but
				// the call came back …, so I went with X": the "but" says
				// the attempt failed, the choice what came of it.
				r.facts()
				mk, ok = marker{span{j, j + 1}, "failure"}, r.choice
			}
			if !ok || mk.kind != "failure" && (attempt < 0 || mk.kind != "unavailable" && mk.kind != "inability (passive)") {
				continue
			}
			subj := i
			if attempt >= 0 {
				subj = attempt
			}
			w, ws := r.subjectOf(subj)
			if r.at(subj-1).is("my", "our") {
				w, ws = whoSelf, span{subj - 1, subj}
			}
			if e := ev.act.j; r.at(e).is("i") && (isPastVerb(r.at(e+1)) || r.at(e+1).is("sent", "made", "issued", "tried")) {
				w, ws = whoSelf, span{e, e + 1} // "the ask-user call I made was denied"
			}
			mk = marker{span{subj, mk.s.j}, "failed attempt"}
			if w == whoOther || w == whoAgents || !r.decide(w, ev, mk) {
				break
			}
			return r.explain(w, ws, mk, ev), true
		}
	}
	return deferral{}, false
}

// text is the words of a span as read.
func (r *sentenceReader) text(s span, sentence string) string {
	if s.empty() || s.i < 0 || s.j > len(r.ts) {
		return ""
	}
	return sentence[r.ts[s.i].start:r.ts[s.j-1].end]
}

// selfOrWe: "we" and "us" may be a team or company; "I" is the agent.
func selfOrWe(t token) who {
	if t.is("we", "us", "ourselves") {
		return whoWe
	}
	return whoSelf
}

// explain builds the deferral's roles.
func (r *sentenceReader) explain(w who, ws span, mk marker, ev event) deferral {
	lo, hi := mk.s.i, mk.s.j
	for _, s := range []span{ws, ev.act, ev.addr} {
		if !s.empty() {
			lo, hi = min(lo, s.i), max(hi, s.j)
		}
	}
	return deferral{who: w, whoSpan: ws, mk: mk, ev: ev, clause: span{lo, hi}}
}

// roles turns a deferral into the explanation a finding carries.
func (d deferral) roles(r *sentenceReader, norm string) *contract.Explanation {
	e := &contract.Explanation{Clause: r.text(d.clause, norm)}
	whoKind := map[who]string{
		whoSelf:       "the agent itself",
		whoImpersonal: "impersonal, about its own run",
		whoAgents:     "subagents in general, used to excuse its own choice",
		whoWe:         "the agent, as we",
		whoAgent:      "the agent itself, in the third person",
		whoNamed:      "the agent itself, by its name",
	}[d.who]
	whoText := r.text(d.whoSpan, norm)
	if whoText == "" && d.who == whoImpersonal {
		whoText = "(no subject)"
	}
	e.Who = &contract.Role{Text: whoText, Kind: whoKind}
	e.Marker = &contract.Role{Text: r.text(d.mk.s, norm), Kind: d.mk.kind}
	if t := r.text(d.ev.act, norm); t != "" {
		e.Act = &contract.Role{Text: t, Kind: d.ev.actKind}
	}
	addr := r.text(d.ev.addr, norm)
	switch {
	case addr != "":
		e.Addressee = &contract.Role{Text: addr, Kind: d.ev.addrKind}
	case d.ev.actKind == "the question tool":
		e.Addressee = &contract.Role{Text: "(the user, through the tool)", Kind: "implied"}
	default:
		e.Addressee = &contract.Role{Text: "(the user)", Kind: "implied"}
	}
	e.Reading = "the agent says it cannot ask the user (" + d.mk.kind + ", " + whoKind + ")"
	return e
}

// asked is what a sentence said of asking the person, for the sentence
// after it to answer.
type asked int

const (
	askedNothing asked = iota
	// askedWish: a wish to ask ("Ideally I would check with you first",
	// "Ask you?") or a question whether it did ("Did I confirm the quota
	// with you?"): an inability after it answers it ("Couldn't, …").
	askedWish
	// askedAbility: a question whether it could ("Could I have checked
	// this with you?", "Was there a way to ask you mid-run?"): a bare "No"
	// answers it too.
	askedAbility
)

// bareInability: "Since I can't, I picked …" after a sentence wishing to
// ask ("Ideally I would check with you first."). It returns the subject
// (-1: none) and the marker.
func bareInability(ts []token, before asked) (subject int, mk span, ok bool) {
	for _, t := range ts {
		if t.is("need", "needed", "necessary") {
			return -1, span{}, false // "No, and there was no need: …"
		}
	}
	for i := range ts {
		if !ts[i].k.has(kSelf) || ts[i].is("my", "our", "me", "us") {
			continue
		}
		j := i + 1
		if j < len(ts) && ts[j].is("am", "was") {
			j++
		}
		m := j
		if j+1 < len(ts) && ts[j].is("can", "could") && ts[j+1].k.has(kNot) {
			j += 2
		} else if j < len(ts) && ts[j].k.has(kUnable) {
			j++
			if j < len(ts) && ts[j].is("to") {
				j++
			}
		} else {
			continue
		}
		e := j
		for j < len(ts) && ts[j].is("do", "that", "so", "it", "here", "now") {
			j++
		}
		if j == len(ts) || ts[j].k.has(kPunct|kComma|kSo) || ts[j].is("so") {
			return i, span{m, e}, true
		}
	}
	// A fragment answering the question before ("Ask you? Not possible
	// mid-run, so…", "Couldn't — …", "Not from inside this job").
	if len(ts) > 1 {
		a, b := ts[0], ts[1]
		switch {
		case a.k.has(kNot) && (b.k.has(kAvail|kAble|kActAdj|kHere|kPrepFrom) || b.is("in", "inside", "within", "during")),
			a.is("could", "can") && b.k.has(kNot) && (len(ts) == 2 || ts[2].k.has(kPunct|kComma|kSo) || ts[2].is("so")),
			a.k.has(kUnable|kUnavail) && !a.k.has(kAvail),
			a.is("no") && b.k.has(kChannel):
			return -1, span{0, 2}, true
		}
	}
	// "Was there a way to ask you? No - so I kept it."
	if len(ts) > 0 && before == askedAbility && ts[0].is("no", "nope", "nah") &&
		(len(ts) == 1 || ts[1].k.has(kPunct|kComma|kSo) || ts[1].is("so")) {
		return -1, span{0, 1}, true
	}
	return -1, span{}, false
}

// askingIn reads what a sentence says of asking the person, for the
// sentence after it.
func askingIn(ts []token, ops *int) asked {
	r := newSentenceReader(ts, ops)
	n := len(ts)
	if n > 1 && ts[n-1].w == "?" {
		// "Ask you?", "Check with the user first?": the act, put as a
		// question the next sentence answers.
		if n <= 8 {
			for j := 0; j < 2; j++ {
				if _, ok := r.eventAt(j); ok {
					return askedWish
				}
			}
		}
		// "Could I have checked this with you?", "Was there a way to ask
		// you mid-run?", "Did I confirm the quota with you?": a question
		// about its own asking, answered next.
		a, b := ts[0], ts[1]
		ability := a.is("could", "can", "was", "were", "is", "would") && (b.k.has(kSelf) || b.is("there", "it"))
		factual := a.is("did", "have", "had") && b.k.has(kSelf)
		if n <= 24 && (ability || factual) {
			for j := 2; j < n; j++ {
				if ev, ok := r.eventAt(j); ok && (!ev.addr.empty() || ev.actKind == "the question tool") {
					if ability {
						return askedAbility
					}
					return askedWish
				}
			}
		}
	}
	for i := range ts {
		if ts[i].k.has(kSelf) && i+1 < len(ts) && r.wouldAt(i+1) {
			for j := i + 2; j < len(ts) && j < i+2+window; j++ {
				if _, ok := r.eventAt(j); ok {
					return askedWish
				}
			}
		}
	}
	return askedNothing
}

// judgeSentence reads a sentence (analysis form) by the rules, and scores
// it when they find nothing. before: what the sentence before said of
// asking; it returns what this one says.
func judgeSentence(norm string, before asked, ops *int) (d *contract.Explanation, says asked) {
	ts := tokenize(norm)
	d, says = judgeTokens(ts, norm, before, ops)
	if d == nil {
		d = scoredDeferral(ts, norm, ops)
	}
	return d, says
}

// judgeDeferral reads a sentence (analysis form) by the rules. before:
// what the sentence before said of asking ("I would check with you
// first"), which makes a bare "since I can't" a deferral.
func judgeDeferral(norm string, before asked, ops *int) (d *contract.Explanation, says asked) {
	return judgeTokens(tokenize(norm), norm, before, ops)
}

// judgeTokens is judgeDeferral on a sentence already read into tokens.
func judgeTokens(ts []token, norm string, before asked, ops *int) (d *contract.Explanation, says asked) {
	*ops += len(ts)
	says = askingIn(ts, ops)
	if before != askedNothing {
		if subj, mk, ok := bareInability(ts, before); ok {
			who := &contract.Role{Text: "(no subject)", Kind: "impersonal, about its own run"}
			if subj >= 0 {
				who = &contract.Role{Text: norm[ts[subj].start:ts[subj].end], Kind: "the agent itself"}
			}
			return &contract.Explanation{
				Clause:    norm,
				Reading:   "the agent says it cannot ask the user (inability, after the sentence before named the asking)",
				Who:       who,
				Marker:    &contract.Role{Text: norm[ts[mk.i].start:ts[mk.j-1].end], Kind: "inability"},
				Act:       &contract.Role{Text: "(the asking named in the sentence before)", Kind: "asking"},
				Addressee: &contract.Role{Text: "(the user)", Kind: "implied"},
			}, says
		}
	}
	r := newSentenceReader(ts, ops)
	if df, ok := readDeferral(ts, ops); ok {
		return df.roles(r, norm), says
	}
	return nil, says
}
