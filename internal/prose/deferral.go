package prose

import "github.com/team-hook/team-hook/internal/contract"

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
	// marks: where the sentence first has a contrast ("but"), the word
	// the reader's word to decide ends on, and agents named (-1: none),
	// read once by readMarks.
	marksRead                      bool
	contrastAt, delegatedAt, agent int
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
	d, ok := readDeferralOf(ts, ops)
	if ok && noPicksLabel(ts) && !newSentenceReader(ts, ops).firstPersonChoice() {
		// "Judgment calls: none; you were offline for the window": the
		// label says no pick was made, whatever the absence beside it.
		return deferral{}, false
	}
	return d, ok
}

// noPicksLabel: the sentence opens on a label of the agent's decisions
// (isDecisionsLabel, as decisionsLabelOpens reads one) whose value is that
// there were none, or none yet ("Judgment calls: none", "Decisions:
// pending", "Assumptions made: n/a").
func noPicksLabel(ts []token) bool {
	for p := 1; p <= 3 && p+1 < len(ts); p++ {
		if !ts[p].is(":") {
			continue
		}
		w := ts[p-1]
		if w.is("made", "taken") && p >= 2 {
			w = ts[p-2]
		}
		if !isDecisionsLabel(w) || !ts[p+1].is("none", "nothing", "pending", "n/a", "zero", "0") {
			return false
		}
		n := p + 2
		return n >= len(ts) || ts[n].isBoundary() || ts[n].k.has(kComma) || ts[n].is(";", "—", "–", "-", "(", "so", "as", "because", "since", "although", "though", "but", "and", "made", "taken", "needed", "required", "this", "tonight")
	}
	return false
}

func readDeferralOf(ts []token, ops *int) (deferral, bool) {
	if mayBeInstead(ts) {
		r := newSentenceReader(ts, ops)
		if d, ok := r.writtenNotAsked(); ok {
			return d, true
		}
		if d, ok := r.pickedInsteadOfWaiting(); ok {
			return d, true
		}
		if d, ok := r.decidedWithoutAsking(); ok {
			return d, true
		}
		if d, ok := r.unaskedFragment(); ok {
			return d, true
		}
		if d, ok := r.assumedInsteadOfAsking(); ok {
			return d, true
		}
		if d, ok := r.notConfirmedWith(); ok {
			return d, true
		}
		if d, ok := r.notPutToThem(); ok {
			return d, true
		}
	}
	if mayBeAskedField(ts) {
		if d, ok := newSentenceReader(ts, ops).askedFieldNo(); ok {
			return d, true
		}
	}
	if mayPickDespiteNeed(ts) {
		if d, ok := newSentenceReader(ts, ops).pickedDespiteNeed(); ok {
			return d, true
		}
	}
	if !mayDefer(ts) {
		if mayBeAbsence(ts) {
			return newSentenceReader(ts, ops).absence()
		}
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
	if d, ok := r.unaskedFragment(); ok {
		return d, true
	}
	if d, ok := r.failedAttempt(); ok {
		return d, true
	}
	if d, ok := r.ellipticalAbsence(); ok {
		return d, true
	}
	return r.absence()
}

// mayDefer: the sentence has a word of each role it needs, so that most
// sentences are ruled out after one look at each word.
func mayDefer(ts []token) bool {
	var all kind
	named := false // "the person who filed this", "the owner" (ownersRoleAt)
	live := false  // "since I can't confirm live"
	none := false  // "none of the humans were online"
	for i, t := range ts {
		none = none || t.is("none") && i+1 < len(ts) && ts[i+1].is("of")
		// "I should have asked you first": what it did not do
		none = none || t.is("should've") || t.is("should", "ought_to") && i+1 < len(ts) && (ts[i+1].is("have") || isHedge(ts[i+1]) && i+2 < len(ts) && ts[i+2].is("have"))
		// "I meant to ask you which region, but …", "I was going to ask
		// you, but …": a wish to ask that did not happen
		none = none || t.is("meant", "intended", "wanted", "planned") && i+1 < len(ts) && ts[i+1].is("to") ||
			t.is("going", "about") && i > 0 && ts[i-1].is("was", "were") && i+1 < len(ts) && ts[i+1].is("to")
		all |= t.k
		named = named || t.w == "who" || t.is("owner", "maintainer", "founder", "author", "reporter", "pm")
		live = live || (t.k.has(kActWith|kActDirect) && !t.is("verify", "verified", "verifying", "validate", "validated", "validating") || t.is("interact", "interacting")) && i+1 < len(ts) && (ts[i+1].is("live", "interactively", "in_real_time") || t.is("interact", "interacting") && isMidTask(ts[i+1]))
		// "couldn't clarify", "no input mid-task": the person implied
		live = live || t.is("person", "one") && i > 0 && ts[i-1].is("live", "real", "actual") // "no live person on the other end"
		live = live || t.is("clarify") || t.is("confirm") && i+2 < len(ts) && ts[i+1].is("the") && ts[i+2].is("requirements", "requirement", "spec", "specification", "scope", "intent", "brief") || t.k.has(kNeed) && i+1 < len(ts) && isMidTask(ts[i+1])
	}
	target := named || live || all.has(kYou|kYour|kPerson|kIndef|kNobody|kTool|kToolMod|kActAdj|kActBare|kNeedStrong) ||
		all.has(kChannel) && all.has(kRunNoun|kHere) // "no path back from this run"
	negative := all.has(kNot|kNo|kUnable|kUnavail|kFail|kWould|kNobody|kCond) || none
	return target && negative
}

// deferralFor decides an event at i by the inability before it.
func (r *sentenceReader) deferralFor(i int, ev event) (deferral, bool) {
	mk, ok := r.inabilityBefore(i, ev)
	if !ok && r.at(i).is("unaskable", "un-askable", "uncontactable", "unconsultable", "unconfirmable", "uncheckable", "unclarifiable") {
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
	if !r.decide(w, ev, mk) || r.waitHoldsAct(mk.s.j, i) {
		return deferral{}, false
	}
	return r.explain(w, ws, mk, ev), true
}

// waitHoldsAct: the person's act at i is what the agent left the work
// waiting for, after the marker ending at j: "The maintainer was offline,
// so I left the PR open for their review".
func (r *sentenceReader) waitHoldsAct(j, i int) bool {
	if !r.keptWaitingOrRecordedAfter(j) {
		return false
	}
	for k := i - 1; k >= j && k >= i-window; k-- {
		if r.at(k).is("left", "kept", "keeping", "leaving", "held", "parked") {
			return true
		}
		if r.at(k).isBoundary() || r.at(k).is(";", "but") {
			return false
		}
	}
	return false
}

// text is the words of a span as read.
func (r *sentenceReader) text(s span, sentence string) string {
	if s.empty() || s.i < 0 || s.j > len(r.ts) {
		return ""
	}
	return sentence[r.ts[s.i].start:r.ts[s.j-1].end]
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

// judgeSentence reads a sentence (analysis form) by the rules, and scores
// it when they find nothing. before: what the sentence before said of
// asking; it returns what this one says.
func judgeSentence(norm string, before asked, ops *int) (d *contract.Explanation, says asked) {
	ts := tokenize(norm)
	d, says = judgeTokens(ts, norm, before, ops)
	if d == nil {
		d = foreignDeferral(norm)
	}
	if d == nil {
		d = scoredDeferral(ts, norm, ops)
	}
	return d, says
}

// judgeJoined is judgeSentence on two sentences read together; scored
// says whether the learned scorer may weigh them when the rules find
// nothing.
func judgeJoined(norm string, before asked, scored bool, ops *int) *contract.Explanation {
	if scored {
		d, _ := judgeSentence(norm, before, ops)
		return d
	}
	ts := tokenize(norm)
	d, _ := judgeTokens(ts, norm, before, ops)
	if d == nil {
		d = foreignDeferral(norm)
	}
	return d
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
