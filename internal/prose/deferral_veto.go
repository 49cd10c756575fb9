package prose

import "strings"

// Vetoes: what keeps a clause that has the roles from being the agent's own
// deferral (documentation of others, a condition in the future), and what
// the whole sentence says of the agent's run and its own choice.

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
		if t.is("in", "inside", "within", "for", "to", "from", "under", "by", "via", "through", "during", "outside", "at") {
			if r.otherAfterPrep(i+1, len(r.ts)) {
				r.otherQualified = true
				r.agentsQualified = r.agentsQualified || r.namesAgents(i+1)
			}
		}
	}
}

// passivePickAfterBreak: the pick participle at i is told in the
// passive ("was chosen", "were assumed") in a clause of its own after a
// semicolon, a dash or ", so", with nobody named in it, no "by" after it
// and no agents named before it.
func (r *sentenceReader) passivePickAfterBreak(i int) bool {
	v := i - 1
	for v > 0 && r.at(v).k.has(kAdv) {
		v--
	}
	r.readMarks()
	if !r.at(v).is("was", "were", "been") || r.at(i+1).is("by") || r.agent >= 0 && r.agent < v {
		return false // ("Subagents cannot ask the user; the envelope was chosen": a design's)
	}
	for k := v - 1; k >= 0 && k >= v-6; k-- {
		t := r.at(k)
		switch {
		case t.is(";", "—", "–") || t.is("so") && r.at(k-1).k.has(kComma):
			return k > 0
		case t.isBoundary() || t.k.has(kSelf|kYou|kPerson|kOther|kComma):
			return false
		}
	}
	return false
}

// choiceAt: the agent deciding for itself at token i: "I assumed", "so I
// kept", "went with 7 days" (an elided subject), "my pick", "the choice was
// mine", "fell to me", "set by me".
func (r *sentenceReader) choiceAt(i int) bool {
	t := r.at(i)
	switch {
	case isPickParticiple(t) && r.passivePickAfterBreak(i):
		// "The user could not be consulted; EU was chosen": the pick in
		// the passive, its own clause after a break, nobody named.
		return true
	case t.is("mine"):
		// ("your decision, not mine": whose it is not)
		return !r.at(i-1).is("not", "never")
	case t.is("hence", "thus", "therefore", "->", "→") && r.pickNamedAt(i+1):
		// "No way to ask, hence the conservative default": the pick named
		// as the consequence.
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
	case t.is("number", "figure", "value", "setting") && r.at(i-1).is("my", "our") && r.at(i-2).is("is", "was", "'s") && r.at(i+1).is("rather", "not", ","):
		// "the retry cap of 10 is my number rather than yours"
		return true
	case t.is("own") && r.at(i-1).is("my", "our", "on"):
		return true
	case t.is("made", "took") && (i == 0 || r.at(i-1).isBoundary() || r.at(i-1).is(":", "—", "–", "-")):
		// An elided subject, in the voice of a report: "Made all PR-4
		// architecture decisions …", "Took the call on the schema".
		for j := i + 1; j < len(r.ts) && j <= i+5 && !r.at(j).isBoundary() && !r.at(j).k.has(kComma); j++ {
			if r.at(j).is("decision", "decisions", "choice", "choices") || r.at(j).is("call", "calls") && r.judgmentCall(j) {
				return true
			}
		}
		return r.tookAPick(i) // "Took the shorter one."
	case i == 0 && t.is("assumption", "assumptions", "guess", "guesses", "decision", "decisions", "choices", "defaults"):
		// A report's label or heading: "Assumptions (made without …)",
		// "Decisions taken in your absence".
		// A bracket or dash after the bare label qualifies the picks
		// under it: "Assumptions (no clarification possible): …",
		// "## Defaults — no way to ask".
		n := r.at(1)
		if n.is("(", "—", "–", "-") {
			return true
		}
		return n.is("made", "taken", "stated", "used")
	case t.k.has(kChoice) && !t.k.has(kAux|kDet):
		if r.wentSomewhere(i) {
			return false // "I went to the docs to check the flag": no pick
		}
		for j := i - 1; j >= 0 && j >= i-4; j-- {
			p := r.at(j)
			switch {
			case p.k.has(kSelf) && !p.is("my", "our", "me", "us"):
				return true
			case p.is("claude", "codex") && (j == 0 || r.at(j-1).isBoundary() || r.at(j-1).k.has(kComma|kPunct) || r.at(j-1).is("so", "and", "then")):
				return true // the agent naming itself: "user asleep; Claude picked recommended defaults"
			case p.k.has(kAdv|kAux) && !p.k.has(kSo) && !p.is("so"):
				continue
			case p.isBoundary() || p.k.has(kSo|kComma) || p.is("so", "and", ":", "—", "–", "-"):
				// An elided subject, in the voice of a report: "went
				// with 7 days", "so picked B", "took the shorter one".
				return isReportChoice(t) || r.tookAPick(i)
			}
			return false
		}
		return i == 0 && (isReportChoice(t) || r.tookAPick(i))
	}
	return false
}

// wentSomewhere: "went" at i is a move, not a pick ("went to the docs",
// "went home"; "went with 8080", "went ahead" pick).
func (r *sentenceReader) wentSomewhere(i int) bool {
	return r.at(i).is("went") && r.at(i+1).is("to", "into", "through", "over", "home", "out", "off", "up", "down", "in", "on")
}

// isReportChoice: choice verbs that, with no subject, are the writer's
// ("went with 7 days", "defaulted to", "picked B").
func isReportChoice(t token) bool {
	return t.is("went", "picked", "chose", "defaulted", "assumed", "kept", "decided", "settled", "opted", "guessed", "selected", "resolved", "fell", "stuck", "proceeded", "self-selected", "self-chosen", "self-picked", "inferred", "judged", "ruled")
}

// tookAPick: "took" with no subject, and what was taken one of the
// options ("took the shorter one", "took the lower bound", "took option
// B"), not time or effort ("took three hours").
func (r *sentenceReader) tookAPick(i int) bool {
	if !r.at(i).is("took") {
		return false
	}
	n := r.at(i + 1)
	if n.is("option", "variant", "route", "path", "approach") {
		return true
	}
	if !n.is("the") {
		return false
	}
	for j := i + 2; j <= i+4; j++ {
		x := r.at(j)
		if x.is("one", "option", "variant", "route", "path", "approach", "default", "bound", "side", "version", "name", "value", "reading", "interpretation") || x.k.has(kChoiceNoun) {
			return true
		}
		if x.isBoundary() || x.k.has(kComma) {
			return false
		}
	}
	return false
}

// reachableOnly: the act is only "reachable" (or "contactable",
// "pingable"), with nobody after it: a word said of hosts and code as
// much as of people.
func (r *sentenceReader) reachableOnly(ev event) bool {
	return ev.actKind == "asking (as an adjective)" && ev.addr.empty() && ev.act.j == ev.act.i+1 &&
		r.at(ev.act.i).is("reachable", "contactable", "pingable")
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
		if r.reachableOnly(ev) && !r.choice && !r.namesPerson() {
			// "Not reachable from the live pipeline yet": code or a
			// host may be unreachable from a place; with nobody named
			// and no pick of the agent's after it, nothing says it is
			// the person.
			return false
		}
		// "It was not possible for me to ask the user …": the agent's own.
		forMe := r.at(mk.s.j).is("for") && r.at(mk.s.j+1).is("me", "us") && r.pastMarker(mk)
		return r.selfLoc || r.choice || forMe || r.you && r.addrIsReader(ev) || r.addrIsRequester(ev) ||
			r.addrIsOwner(ev) && r.pastMarker(mk) && !r.keptAsItWasAfter(mk.s.j) ||
			ev.actKind == "the question tool" && (r.namedTool(ev) || r.pastMarker(mk)) && !r.bareToolLabel(mk, ev) ||
			mk.kind == "failed attempt" && (ev.actKind != "the question tool" || r.namedTool(ev) || r.pastMarker(mk)) || r.elidedPast(mk)
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

// bareToolLabel: the sentence, or the label before its colon, is nothing
// but the marker and a generic prompt ("No interactive prompts:" labelling
// a list item about a CI script's pager settings): a product's property,
// which says nothing of the agent's run (the agent's own choice after it
// is read before this). The tool by name ("No AskUserQuestion here") is
// not generic.
func (r *sentenceReader) bareToolLabel(mk marker, ev event) bool {
	for i := ev.act.i; i < ev.act.j; i++ {
		if r.at(i).k.has(kTool) {
			return false
		}
	}
	for i, t := range r.ts {
		if t.is(":") || t.isBoundary() && i+1 < len(r.ts) {
			// a label or a fragment over what follows ("No Interactive
			// Prompts: pager settings prevent…"), unless what follows is
			// the agent's pick ("…: going with the defaults", "no q
			// channel. picked B.")
			return !r.ownPickAfter(i+1) && !r.decisionsMade() && !r.agentActedAfter(i+1)
		}
		inside := i >= mk.s.i && i < mk.s.j || i >= ev.act.i && i < ev.act.j
		if !inside && !t.isBoundary() && !t.is("-") {
			return false
		}
	}
	return true // a fragment alone ("No interactive tools."): a product's property
}

// namedTool: the question tool is named as such (AskUserQuestion, "the ask
// tool"), not a generic prompt or tool, which a product has as well
// ("Drizzle Kit's interactive prompts blocked automated migration",
// "interactive tools don't work in automation"): said of no run of the
// agent's, a generic one is a product's.
func (r *sentenceReader) namedTool(ev event) bool {
	for i := ev.act.i; i < ev.act.j; i++ {
		if r.at(i).k.has(kTool) || r.at(i).is("question", "questions", "ask", "ask-user", "user-question", "user-input", "human-input", "elicitation", "clarification", "clarifying") {
			return true
		}
	}
	return false
}
