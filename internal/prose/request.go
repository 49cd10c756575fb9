package prose

import "strings"

// A request for the reader's decision without a question mark (docs/
// CONTRACT.md §3a), in any mood, read from a sentence's tokens:
//
//   - imperative: a verb of deciding or telling at the head of a clause
//     ("Tell me if Postgres is fine", "Please confirm the region", "Pick
//     one"), with what is to be decided after it: a question word, a
//     choice between things, or the approval of something;
//   - declarative: the writer needing or awaiting the reader's decision
//     ("I need to know whether…", "I'd appreciate a decision on…",
//     "Awaiting your go/no-go", "A decision from you is needed");
//   - fragment: the choice handed over ("Redis or LRU — your call", "up to
//     you", "yours to decide").
//
// Courtesy lines ("let me know if you have questions", "if anything looks
// off, say so") and offers ("if you'd rather keep X, I can switch") ask for
// nothing to be decided.

// request is a decision request read in a sentence: its mood and words.
type request struct {
	mood  string
	words span
	// pastCourtesy: the request goes on after a courtesy ("let me know
	// if anything's unclear, and whether the EU region works").
	pastCourtesy bool
	// conditional: put as a condition of the writer's next step ("if you
	// can tell me which…, I can finish"), whose "I can" is no offer.
	conditional bool
}

// decideVerbs are imperatives that hand the reader a decision.
func isDecideImperative(t token) bool {
	return t.is("confirm", "decide", "choose", "pick", "select", "advise", "specify", "clarify", "indicate", "approve", "reply", "answer", "vote", "greenlight", "weigh", "sign", "chime")
}

// isTellImperative: "tell me", "let me know", "say".
func (r *sentenceReader) tellAt(i int) (int, bool) {
	t := r.at(i)
	switch {
	case t.is("tell", "ping", "send", "give", "drop") && r.at(i+1).is("me", "us"):
		return i + 2, true
	case t.is("let") && r.at(i+1).is("me", "us") && r.at(i+2).is("know", "hear"):
		return i + 3, true
	case t.is("say", "advise", "indicate", "specify"):
		return i + 1, true
	}
	return 0, false
}

// readRequest reads a sentence for a decision request.
func readRequest(ts []token, ops *int) (request, bool) {
	r := newSentenceReader(ts, ops)
	for i := range ts {
		if q, ok := r.requestAt(i); ok {
			// An offer or courtesy excuses what it stands beside, not a
			// request after "but" ("Happy to do either, but I need your
			// decision").
			from := 0
			for j := q.words.i - 1; j >= 0; j-- {
				if r.at(j).is("but", "however", "although", "though", "yet") {
					from = j + 1
					break
				}
			}
			if !q.conditional && r.isCourtesyOrOffer(from) {
				// A courtesy excuses its own object, not a second one
				// joined to it: "…if anything's unclear, and whether the
				// EU region works".
				if w, ok := r.secondQuestionObject(q.words.j); ok {
					return request{mood: q.mood, words: span{q.words.i, w + 1}, pastCourtesy: true}, true
				}
				return request{}, false
			}
			return q, true
		}
	}
	return request{}, false
}

// secondQuestionObject: after i, "and whether", "and which", "or
// whether": a second thing to decide joined to the first; its question
// word.
func (r *sentenceReader) secondQuestionObject(i int) (int, bool) {
	for j := i; j < len(r.ts) && j < i+3*window; j++ {
		if r.at(j).is("and", "or", "also") && r.at(j+1).is("whether", "which", "wether") {
			return j + 1, true
		}
	}
	return 0, false
}

// isCourtesyOrOffer: an offer ("if you'd rather X, I can switch", "happy
// to split this if…", "I can also add…") or a courtesy ("questions
// welcome", "if anything looks off, say so").
func (r *sentenceReader) isCourtesyOrOffer(from int) bool {
	for i := from; i < len(r.ts); i++ {
		t := r.at(i)
		switch {
		case t.is("happy", "glad") && r.at(i+1).is("to"):
			return true
		case t.k.has(kSelf) && r.at(i+1).is("can", "could") && !r.at(i+2).k.has(kNot) && !r.at(i+2).is("only") &&
			!r.at(i-1).is("so", "that", "until", "before", "once", "when", "after", "then") && !r.at(i-1).k.has(kWh):
			// "I can switch", "I could also add"; not "so I can finish",
			// nor what is to be decided ("confirm whether we can drop…").
			return true
		case t.k.has(kSelf) && r.at(i+1).is("will") && r.at(i+2).is("happily", "gladly"):
			return true
		case t.is("if", "should") && r.at(i+1).is("anything", "something", "any"):
			return true
		case t.is("if") && !r.at(i-1).is("or") && r.at(i+1).k.has(kYou) && (r.at(i+2).is("want", "wanted", "need", "like") || r.at(i+2).is("'d", "would") && r.at(i+3).is("like")) &&
			!r.whichAfter(i+2):
			// "If you want me to start, say the word", "let me know if you
			// want sample telemetry or help with citations": an offer; not
			// "tell me if X is fine, or if you want Y", nor "if you want me
			// to go on, tell me which option".
			return true
		case t.is("questions", "feedback", "comments") && r.at(i+1).is("welcome"):
			return true
		}
	}
	return false
}

// requestAt reads a request starting at token i.
func (r *sentenceReader) requestAt(i int) (request, bool) {
	t := r.at(i)
	atClauseStart := r.atClauseStart(i)
	// Imperative: "Tell me if Postgres 16 is fine", "Please confirm which
	// region", "Pick one", "Confirm the region before I deploy".
	if atClauseStart {
		if e, ok := r.tellAt(i); ok {
			if t.is("advise") && !r.at(i-1).k.has(kSelf|kAux) && (r.handsBack(e) || r.at(e).is("on", "about", "regarding", "re")) {
				// "Please advise.", "Please advise on the retry policy":
				// guidance asked for ("advise users to upgrade" informs).
				return request{mood: "imperative", words: span{i, e}}, true
			}
			if r.decisionAfter(e, true) || r.handsBack(e) && r.choiceBefore(i) {
				// (the second: "Blue-green or canary - let me know.")
				return request{mood: "imperative", words: span{i, e}}, true
			}
		} else if t.is("make") && r.at(i+1).is("the", "a", "your") && r.at(i+2).is("call", "decision", "choice") && !r.at(i-1).k.has(kSelf|kAux) {
			return request{mood: "imperative", words: span{i, i + 3}}, true // "Please make the call on the TTL"
		} else if isDecideImperative(t) && !r.at(i-1).k.has(kSelf|kAux) {
			v := i + 1
			if t.is("sign") && r.at(v).is("off") || t.is("weigh", "chime") && r.at(v).is("in") {
				v++ // "Sign off on the plan above", "Please weigh in on the naming"
			}
			if r.decisionAfter(v, false) && (t.is("confirm", "approve", "greenlight") || !r.objectOnly(v)) &&
				!(t.is("confirm") && r.objectOnly(v) && !r.requestCue() && !r.shortObjectCloses(v)) {
				return request{mood: "imperative", words: span{i, v}}, true
			}
			if t.is("confirm", "approve", "greenlight", "accept") && r.at(v).is("or", "/") &&
				r.at(v+1).is("redirect", "reject", "correct", "change", "adjust", "override", "veto", "decline", "amend", "deny", "refuse") {
				// "confirm or redirect when ready", "approve or reject the
				// plan": the reader's yes or no.
				return request{mood: "imperative", words: span{i, v + 2}}, true
			}
			if t.is("confirm", "approve", "greenlight") && r.handsBack(v) {
				// "Confirm and I'll ship it tonight", "Please approve.":
				// what was said before is to be approved.
				return request{mood: "imperative", words: span{i, v}}, true
			}
		}
	}
	if atClauseStart {
		if e, ok := r.answerTheQuestionsAt(i); ok {
			return request{mood: "imperative", words: span{i, e}}, true
		}
	}
	if i == 0 && r.unmarkedQuestion() {
		return request{mood: "question without its mark", words: span{0, 2}}, true
	}
	// Declarative: "I need to know whether…", "I'd appreciate a decision
	// on…", "I need your go-ahead", "we need a yes or no from you", and
	// with the subject left out, as reports and non-native writers do
	// ("Need you decide between…", "Would prefer your input on…").
	elided := atClauseStart && t.is("need", "would", "'d", "am", "waiting", "awaiting") && !r.at(i-1).k.has(kSelf)
	if t.k.has(kSelf) && !t.is("my", "our", "me", "us") || elided {
		j := i + 1
		if elided {
			j = i
		}
		for k := 0; k < 2 && r.at(j).k.has(kAux|kAdv) && !r.at(j).is("needed", "did", "had", "was"); k++ {
			if r.at(j).is("have", "'ve") && r.at(j-1).is("should", "would", "could", "might", "must") {
				return request{}, false // "I should have paused for your go-ahead": a regret, no request
			}
			j++
		}
		if r.at(j).k.has(kNot) {
			return request{}, false
		}
		v := r.at(j)
		switch {
		case v.is("need", "require", "appreciate", "want", "like", "prefer", "await", "am", "'m", "waiting", "awaiting", "holding", "blocked", "pausing", "paused", "request", "seek"):
			if v.is("am", "'m") {
				j++
				if !r.at(j).is("waiting", "awaiting", "holding", "blocked", "pausing", "paused", "stopping", "stopped", "requesting", "seeking") {
					break
				}
			}
			if r.decisionObject(j+1, v.is("need", "require")) {
				return request{mood: "declarative", words: span{i, j + 1}}, true
			}
		case v.is("wait", "hold", "pause", "stop") && r.decisionObject(j+1, false):
			return request{mood: "declarative", words: span{i, j + 1}}, true
		}
	}
	// "It would help to know whether…", "it'd be good to hear which…",
	// "Keen to hear whether…", "I'd love to know which…".
	if t.is("know", "hear", "learn") && r.at(i-1).is("to") && r.at(i+1).is("whether", "which", "if", "wether") {
		for j := i - 2; j >= 0 && j >= i-6; j-- {
			if r.at(j).is("would", "'d") && r.at(j-1).is("it", "that") && !r.at(j+1).is("have") {
				return request{mood: "declarative", words: span{j - 1, i + 1}}, true
			}
		}
		if w := r.at(i - 2); w.is("keen", "eager", "curious", "love", "like", "want", "glad", "grateful") && r.wishOfTheWriter(i-2) && r.readerIn(i+1) {
			return request{mood: "declarative", words: span{i - 2, i + 1}}, true
		}
	}
	// "Awaiting your go/no-go", "Blocked pending your choice", "Waiting on
	// your call", "Pending your approval".
	// "Requesting your approval to…", "Seeking your input on whether…".
	if atClauseStart && t.is("awaiting", "waiting", "pending", "blocked", "holding", "paused", "needs", "need", "requires", "requesting", "seeking", "soliciting") {
		j := i + 1
		if r.at(j).is("off", "on") && r.at(j+1).is("until", "till") {
			j++ // "Holding off until you choose"
		}
		if r.decisionObject(j, false) {
			return request{mood: "declarative", words: span{i, i + 1}}, true
		}
	}
	// "A decision from you is needed on whether…", "your sign-off is
	// required".
	if t.is("needed", "required", "pending", "outstanding", "wanted", "missing") && r.at(i-1).is("is", "are", "still") && !r.pastOrConditional(i) && !r.negatedBefore(i) {
		// Whose decision and on what: "from you", "on whether"; "one
		// decision is needed before I wire it" only announces.
		on := r.at(i+1).is("on", "about", "regarding", "whether", "re", "for")
		fromYou := r.at(i+1).k.has(kPrepFrom) && r.at(i+2).k.has(kYou) // "a decision is needed from you"
		for j := i - 2; j >= 0 && j >= i-6; j-- {
			if _, addr, ok := r.needAt(j); ok && (!addr.empty() || fromYou || on && (r.at(j).k.has(kNeedStrong) || r.at(j+1).k.has(kNeedStrong))) {
				return request{mood: "declarative", words: span{j, i + 1}}, true
			}
		}
	}
	// Fragment: "Redis or LRU — your call", "up to you", "yours to decide",
	// "your decision".
	if t.k.has(kYour) && r.at(i+1).is("call", "pick", "choice", "decision", "preference", "choosing", "move", "shout") && !r.pastOrConditional(i) && !r.negatedBefore(i) && r.handedOver(i, i+2) {
		return request{mood: "fragment", words: span{i, i + 2}}, true
	}
	// "Blue-green or rolling: whichever you prefer", "A or B, whatever you
	// choose": the choice before it handed over.
	if t.is("whichever", "whatever") && r.at(i+1).k.has(kYou) && r.at(i+2).is("prefer", "want", "like", "choose", "pick", "decide", "think", "'d", "would") &&
		(r.at(i-1).is(":", "-", ",") && r.choiceBefore(i) || r.at(i-1).is(":", "-") && r.alternativeIn(0, i-1)) && !r.pastOrConditional(i) {
		return request{mood: "fragment", words: span{i, i + 3}}, true
	}
	// "Green light for the rollout on Monday: yes or no." A yes or no
	// handed over at the end of the sentence.
	if t.is("yes_or_no", "yes/no", "y/n", "go/no-go", "go_or_no-go") && r.at(i-1).is(":", "-") &&
		(i+1 >= len(r.ts) || r.at(i+1).isBoundary() || r.at(i+1).is("?")) && r.decisionNamedBefore(i-1) {
		return request{mood: "fragment", words: span{i, i + 1}}, true
	}
	// "Your go-ahead on freezing the schema is what's needed before I
	// merge": the reader's go-ahead, needed.
	if t.k.has(kYour) && r.at(i+1).k.has(kNeedStrong) && !r.pastOrConditional(i) && !r.negatedBefore(i) {
		for j := i + 2; j < len(r.ts) && j < i+2*window; j++ {
			x := r.at(j)
			if !x.is("needed", "required", "missing", "outstanding") || r.at(j-2).k.has(kNot) || r.at(j-1).k.has(kNot) {
				continue
			}
			// what is still pending, not a rule: "is what's needed", "is
			// all that's needed", "is still needed", "is needed before I
			// merge"; not "is needed for deploys to prod".
			if r.at(j-1).is("what's", "still", "only") || r.at(j-1).is("'s") && r.at(j-2).is("what", "that") ||
				r.at(j+1).is("before") && r.at(j+2).k.has(kSelf) || r.at(j+1).is("to") && r.at(j+2).is("proceed", "continue", "merge", "ship", "finish", "go") {
				return request{mood: "declarative", words: span{i, j + 1}}, true
			}
		}
	}
	// "Two decisions are yours: the region and the retention window".
	if t.is("decision", "decisions", "call", "calls", "choice", "choices") && r.at(i+1).is("is", "are", "remain", "remains") && r.at(i+2).is("yours") && !r.pastOrConditional(i) &&
		(i+3 >= len(r.ts) || r.at(i+3).isBoundary() || r.at(i+3).is(":", "-")) {
		return request{mood: "fragment", words: span{i, i + 3}}, true
	}
	// "A or B — over to you", "the ball is in your court".
	if t.is("over") && r.at(i+1).is("to") && r.at(i+2).k.has(kYou) && (i+3 >= len(r.ts) || r.at(i+3).isBoundary() || r.at(i+3).k.has(kComma) || r.at(i+3).is("on", "about", "regarding", "re")) &&
		(i == 0 || r.at(i-1).isBoundary() || r.at(i-1).k.has(kComma) || r.at(i-1).is("is", "'s") && r.at(i-2).is("it", "that", "this", "choice", "decision", "call")) && !r.pastOrConditional(i) {
		return request{mood: "fragment", words: span{i, i + 3}}, true
	}
	if t.is("in") && r.at(i+1).k.has(kYour) && r.at(i+2).is("court", "hands") && !r.pastOrConditional(i) {
		return request{mood: "fragment", words: span{i, i + 3}}, true
	}
	// "Decision needed: soft or hard delete", "Decision required on the
	// retention window".
	if i == 0 || r.at(i-1).isBoundary() || r.at(i-1).k.has(kYour) && (i == 1 || r.at(i-2).isBoundary()) {
		if t.is("decision", "decisions", "choice", "call") && r.at(i+1).is("needed", "required", "pending", "wanted") &&
			(r.at(i+2).is(":", "-", "on", "about", "regarding", "re", "between", "whether", "for") && !r.at(i+3).k.has(kOther)) {
			return request{mood: "fragment", words: span{i, i + 2}}, true
		}
		// "Decision point: ship the partial fix now, or wait": a decision
		// named, and the alternatives after the colon, none taken.
		if t.is("decision", "choice") && r.at(i+1).is("point", "points", "pending", "open", "needed", "time") && r.at(i+2).is(":", "-") && r.alternativesOpen(i+3) {
			return request{mood: "fragment", words: span{i, i + 2}}, true
		}
		// "Morning decision: merge the PR or not", "Key call: A or B": a
		// decision named by one word, the alternatives after the colon.
		if r.at(i+1).is("decision", "choice", "call") && r.at(i+2).is(":", "-") && !t.k.has(kSelf|kDet) && !t.is("my", "our", "final", "past", "previous", "earlier") && r.alternativesOpen(i+3) {
			return request{mood: "fragment", words: span{i, i + 2}}, true
		}
		// "One thing I need: the staging URL", "What I need from you: …".
		if t.is("one", "the", "only", "what") && (r.at(i+1).is("thing", "things") && r.at(i+2).k.has(kSelf) && r.at(i+3).is("need", "still") ||
			t.is("what") && r.at(i+1).k.has(kSelf) && r.at(i+2).is("need", "still")) {
			for j := i + 2; j < len(r.ts) && j <= i+6; j++ {
				if r.at(j).is(":", "-") && j+1 < len(r.ts) && !r.at(j+1).is("nothing", "none", "n/a") {
					return request{mood: "declarative", words: span{i, j}}, true
				}
			}
		}
		// "Sign-off needed on the IAM policy", "Approval required: …",
		// "Input needed on the schema".
		if (t.k.has(kNeedStrong) || t.is("input", "feedback", "guidance", "direction")) && r.at(i+1).is("needed", "required", "pending", "wanted") &&
			!r.at(i+3).is("none", "nothing", "n/a", "no") &&
			r.at(i+2).is(":", "-", "on", "about", "regarding", "re", "between", "whether") && !r.at(i+3).k.has(kOther) && !r.verbLater(i+2) {
			return request{mood: "fragment", words: span{i, i + 2}}, true
		}
		// "Decision for you: Redis or Memcached", "Two open points for
		// you: the TTL and whether…".
		n := i
		for k := 0; k < 2 && (r.at(n).is("one", "two", "three", "four", "a", "few", "open", "remaining", "outstanding", "quick", "last", "final") || isNumeral(r.at(n))); k++ {
			n++
		}
		if r.at(n).is("decision", "decisions", "choice", "choices", "call", "calls", "question", "questions", "point", "points", "item", "items", "things") &&
			(n > i || !r.at(n).is("point", "points", "item", "items", "things")) &&
			r.at(n+1).is("for") && r.at(n+2).k.has(kYou) && r.at(n+3).is(":", "-") && !r.at(n+4).is("none", "nothing", "n/a", "no") {
			return request{mood: "fragment", words: span{i, n + 3}}, true
		}
	}
	// "Can't continue until you pick the schema", "I'll hold the deploy
	// until you confirm the window": the work waits on the reader's
	// decision.
	if t.is("until", "till", "til") && r.at(i+1).k.has(kYou) {
		// "until you pick", "until you've picked", "until you have chosen"
		v := i + 2
		if r.at(v).is("have", "'ve") {
			v++
		}
		if isDecisionVerb(r.at(v)) && !r.at(v).is("let", "tell") || v > i+2 && isChosen(r.at(v)) {
			return request{mood: "declarative", words: span{i, v + 1}}, true
		}
	}
	// "Holding the rollout until you tell me which region goes first",
	// "once you let me know whether…": the reader's telling, of something
	// to decide ("until you tell me otherwise" is none).
	if t.is("until", "till", "til", "once") && r.at(i+1).k.has(kYou) && !r.pastOrConditional(i) {
		if e, ok := r.tellAt(i + 2); ok && r.decisionAfter(e, true) {
			return request{mood: "declarative", words: span{i, e}}, true
		}
	}
	if t.is("up", "down") && r.at(i+1).is("to") && r.at(i+2).k.has(kYou) && !r.pastOrConditional(i) {
		return request{mood: "fragment", words: span{i, i + 3}}, true // "up to you", "down to you"
	}
	// "SQS or Redis Streams - you decide.", "you pick which": the choice
	// handed over, with nothing after it but what is to be decided.
	if t.k.has(kYou) && r.at(i+1).is("decide", "choose", "pick", "call", "tell") && (i == 0 || r.at(i-1).isBoundary() || r.at(i-1).k.has(kComma)) {
		if n := r.at(i + 2); i+2 >= len(r.ts) || n.isBoundary() || n.k.has(kComma) || n.k.has(kWh) && !n.is("when", "how", "why", "where") || r.at(i+1).is("call") && n.is("it") {
			return request{mood: "fragment", words: span{i, i + 2}}, true
		}
	}
	// "My next step depends on your decision about…", "The purge job is
	// blocked on one thing from your side: a decision on…", "Standing by
	// for your go or no-go": the work hangs on the reader's decision.
	if isDependencyWord(t) && !r.pastOrConditional(i) && !r.negatedBefore(i) {
		if e, ok := r.readerNeedAfter(i + 1); ok {
			return request{mood: "declarative", words: span{i, e}}, true
		}
	}
	// "Your sign-off on the IAM policy is the last thing the deploy
	// needs": the reader's decision as what is left.
	// "A go/no-go from you on the column drop is the only thing left": the
	// same with the reader after the need.
	if (t.k.has(kYour) || t.k.has(kDet)) && r.atClauseStart(i) {
		if e, addr, ok := r.needAt(i); ok && !addr.empty() && r.at(addr.i).k.has(kYou|kYour) && r.isLeftAfter(e) {
			return request{mood: "declarative", words: span{i, e}}, true
		}
	}
	// "Ready to ship as soon as you confirm the cutover date".
	if t.is("once") || t.is("as") && r.at(i+1).is("soon") && r.at(i+2).is("as") {
		y := i + 1
		if t.is("as") {
			y = i + 3
		}
		if v := r.at(y + 1); r.at(y).k.has(kYou) && isDecisionVerb(v) && !v.is("let", "tell", "say") && !r.pastOrConditional(i) {
			return request{mood: "declarative", words: span{i, y + 2}}, true
		}
	}

	if q, ok := r.leftToTheReader(i); ok {
		return q, true
	}
	if q, ok := r.askedIfYouCan(i); ok {
		return q, true
	}
	if t.is("yours") && r.at(i+1).is("to") && r.at(i+2).is("decide", "pick", "choose", "call", "make") && !r.laterAfter(i+3) {
		return request{mood: "fragment", words: span{i, i + 3}}, true
	}
	// "The choice between A and B is yours."
	if t.is("yours") && r.at(i-1).is("is", "'s") && (i+1 >= len(r.ts) || r.at(i+1).isBoundary()) && r.choiceSubject(i-1) {
		return request{mood: "fragment", words: span{i - 1, i + 1}}, true
	}
	return request{}, false
}

// isDependencyWord: a word that hangs the work on something still to come
// ("depends on", "blocked on", "waiting on", "standing by for", "needs").
func isDependencyWord(t token) bool {
	return t.is("depends", "depend", "depending", "dependent", "hinges", "hinge", "hinging", "rests", "blocked", "waits", "wait", "waiting",
		"awaits", "await", "awaiting", "pending", "gated", "contingent", "conditional", "stalled", "parked", "standing", "stand", "needs", "requires")
}

// readerNeedAfter: after a dependency word, in its clause, the reader's
// decision ("on your decision", "for your go or no-go", "on one thing from
// your side: a decision on…"). It returns where that ends.
func (r *sentenceReader) readerNeedAfter(i int) (int, bool) {
	for j := i; j < len(r.ts) && j < i+2*window; j++ {
		t := r.at(j)
		if t.k.has(kPunct) && !t.is(":", "-") || t.k.has(kSo|kBreak) && !t.is("and") {
			return 0, false
		}
		if t.k.has(kNot) || t.is("no", "nothing", "none") {
			return 0, false // "needs no input from you"
		}
		if e, addr, ok := r.needAt(j); ok && !addr.empty() && r.at(addr.i).k.has(kYou|kYour) {
			return e, true
		}
		// "from your side: how long …", "from you: the retention period"
		if t.k.has(kPrepFrom) {
			e := j + 1
			if r.at(e).k.has(kYour) && r.at(e+1).is("side", "end") {
				e += 2
			} else if r.at(e).k.has(kYou) {
				e++
			} else {
				continue
			}
			if r.at(e).is(":", "-") && e+1 < len(r.ts) {
				return e + 1, true
			}
		}
	}
	return 0, false
}

// isLeftAfter: after the reader's decision at i, "is the last thing …",
// "is all that's left", "is the only open item": it is what the work still
// needs.
func (r *sentenceReader) isLeftAfter(i int) bool {
	for j := i; j < len(r.ts) && j < i+2*window; j++ {
		if r.at(j).is("is", "'s", "remains") {
			n, m := r.at(j+1), r.at(j+2)
			return n.is("all") && (m.is("that", "that's", "i", "we") || m.k.has(kNeed)) ||
				n.is("the") && m.is("last", "only", "one", "final", "remaining", "blocker", "gate") ||
				n.is("what") && (m.k.has(kSelf) || m.is("the", "this", "it"))
		}
		// "… would let me finish", "… would unblock the deploy": what the
		// work waits for.
		if r.at(j).is("would", "will", "'d", "'ll") {
			n := r.at(j + 1)
			return n.is("unblock", "unblocks", "unstick") || n.is("let", "allow") && r.at(j+2).is("me", "us") && !r.at(j+3).k.has(kNot) ||
				n.is("help") && r.at(j+2).is("me", "us") && r.at(j+3).is("decide", "choose", "pick", "finish", "proceed", "continue")
		}
		if r.at(j).isBoundary() {
			return false
		}
	}
	return false
}

// verbLater: a form of "be" follows in the clause from i: the words
// before it are a subject ("sign-off needed on every release is
// automated"), not a fragment.
func (r *sentenceReader) verbLater(i int) bool {
	_, end := r.clauseOf(i)
	for j := i; j < end && j < i+2*window; j++ {
		if r.at(j).is("is", "are", "was", "were") {
			return true
		}
	}
	return false
}

// handsBack: after an imperative at i-1, the sentence ends, or goes on
// with what the writer will do then ("… and I'll ship it").
func (r *sentenceReader) handsBack(i int) bool {
	if r.at(i).k.has(kPlease) {
		i++
	}
	if i >= len(r.ts) || r.at(i).is(".", "!") && i+1 >= len(r.ts) {
		return true
	}
	return r.at(i).is("and", ",") && r.at(i+1).is("i") && r.at(i+2).is("will", "can", "'ll")
}

// wishOfTheWriter: the wish at i is the writer's, now: its subject is I
// or we, or left out at the head of the sentence ("Keen to hear…"), and
// it is neither denied nor past.
func (r *sentenceReader) wishOfTheWriter(i int) bool {
	j := i - 1
	for j >= 0 && r.at(j).k.has(kAux|kAdv) && !r.at(j).is("was", "were", "had", "did") {
		j--
	}
	if j >= 0 && r.at(j).k.has(kNot) {
		return false
	}
	return j < 0 || r.at(j).is("i", "we") || r.at(j).isBoundary()
}

// readerIn: the clause from i names the reader or the writer's next step
// ("whether you want…", "which one you prefer", "whether I should…"): a
// decision of the reader's, not a hope about how things turn out
// ("whether the fix holds").
func (r *sentenceReader) readerIn(i int) bool {
	_, end := r.clauseOf(i)
	for j := i; j < end && j < i+2*window; j++ {
		if t := r.at(j); t.k.has(kYou|kYour) || t.is("should", "shall") && r.at(j+1).is("i", "we") || t.is("i", "we") && r.at(j+1).is("should") {
			return true
		}
	}
	return false
}

// isNumeral: a number written in digits ("2 open points").
func isNumeral(t token) bool {
	return t.w != "" && strings.Trim(t.w, "0123456789") == ""
}

// isChosen: the participle of a verb of deciding ("until you've picked").
func isChosen(t token) bool {
	return t.is("picked", "chosen", "decided", "confirmed", "approved", "signed", "settled", "answered", "selected", "specified", "indicated", "weighed", "voted", "okayed", "ok'd")
}

// choiceBefore: the clause before i, ended by a dash or colon, is a
// choice between things ("Blue-green or canary - let me know") or what the
// reader wants ("Still unsure whether you want the export - please
// advise").
func (r *sentenceReader) choiceBefore(i int) bool {
	if r.at(i - 1).k.has(kPlease) {
		i-- // "… - please advise"
	}
	if !r.at(i-1).is("-", ":") {
		return false
	}
	start, _ := r.clauseOf(i - 2)
	for j := start; j < i-1; j++ {
		if isAlternative(r.at(j)) || r.at(j).is("whether", "which") && r.readerIn(j+1) {
			return true
		}
	}
	return false
}

// alternativesOpen: from i, a choice between things ("ship now, or wait")
// that no word of the past closes ("… : we shipped the partial fix").
func (r *sentenceReader) alternativesOpen(i int) bool {
	alt := false
	for j := i; j < len(r.ts) && j < i+3*window; j++ {
		t := r.at(j)
		if isPastVerb(t) && !t.is("needed", "required", "wanted", "preferred") || t.is("decided", "made", "taken") {
			return false
		}
		alt = alt || isAlternative(t)
	}
	return alt
}

// unmarkedQuestion: the sentence is a question without its mark, asking
// the reader's leave or preference: "Should i keep the old cron or remove
// it", "Do you want the flag removed." Not a conditional ("Should we need
// to roll back, …"), a statement's opening ("May I suggest…", "Can I add
// that…"), or a request for something done ("Could you have a look").
func (r *sentenceReader) unmarkedQuestion() bool {
	m, who, verb := r.at(0), r.at(1), r.at(2)
	if m.is("which", "what") {
		// "Which of the two migrations do you want me to run first":
		// the reader's preference asked, its mark left off.
		_, end := r.clauseOf(0)
		for j := 1; j+2 < end && j < 8; j++ {
			if r.at(j).is("do", "would") && r.at(j+1).k.has(kYou) && r.at(j+2).is("want", "prefer", "like") {
				return true
			}
		}
		return false
	}
	switch {
	case len(r.ts) <= 3 || !m.is("should", "shall", "can", "may", "do", "would", "could"):
		return false
	case !who.k.has(kSelf|kYou) || who.is("my", "our", "me", "us", "your"):
		return false
	case verb.k.has(kNot | kPunct | kComma):
		return false
	case m.is("should") && (who.k.has(kYou) || verb.is("need", "want", "have", "be", "find", "get")):
		return false
	case who.k.has(kYou) && !verb.is("want", "prefer", "like", "need", "agree", "approve", "mind", "confirm", "think", "see"):
		return false
	case verb.is("suggest", "add", "note", "say", "recommend", "mention", "point", "remind", "just", "also", "ask", "stress", "repeat"):
		return false
	}
	_, end := r.clauseOf(2)
	return end > 3
}

// handedOver: "your call" at [i, e) stands as the predicate or the whole
// of a fragment ("Redis or LRU: your call.", "it's your call whether",
// "your call: ship or wait"), not as the subject of a statement ("your
// call from Monday is implemented").
func (r *sentenceReader) handedOver(i, e int) bool {
	next, prev := r.at(e), r.at(i-1)
	if prev.k.has(kPrepTo|kPrepWith|kPrepBy|kPrepFrom) || prev.is("into", "on", "about", "of", "for", "in", "at", "without", "against", "per", "like") {
		return false // "visibility into your preference": an object, not handed over
	}
	return e >= len(r.ts) || next.isBoundary() || next.k.has(kComma|kWh|kBreak|kSo) || next.is("on", "here", "about", "between", "regarding", "re") ||
		prev.isBoundary() || prev.k.has(kComma) || prev.is("is", "be", "'s", "remains", "entirely", "really", "ultimately", "totally")
}

// atClauseStart: token i opens its clause, past "please", "so", "and",
// "also" and adverbs.
func (r *sentenceReader) atClauseStart(i int) bool {
	for j := i - 1; j >= 0 && j >= i-window; j-- {
		t := r.at(j)
		switch {
		case t.isBoundary() || t.k.has(kComma):
			return true
		case t.k.has(kPlease) || t.is("so", "and", "also", "then", "now", "just", "simply", "kindly", "finally", "lastly", "first", "ideally", "ok", "okay", "meanwhile", "but"):
			continue
		case j == i-1 && t.is("do") || t.is("to") && r.at(j-1).k.has(kPlease):
			continue // emphatic "Do let me know", non-native "Please to tell me"
		}
		return false
	}
	return true
}

// decisionAfter: what follows an imperative at i is something to decide: a
// question word ("which", "whether", "if Postgres is fine"), a choice ("A
// or B", "between", "one"), or the reader's need ("your preference", "a
// go/no-go"). After "tell me if" an offer ("if you'd like X") or a
// courtesy ("if anything is unclear") is not.
func (r *sentenceReader) decisionAfter(i int, tell bool) bool {
	if r.at(i).k.has(kPlease) {
		i++ // "Confirm please if 30 days is OK"
	}
	if r.at(i).is(":", "-") {
		// "Please decide: keep the flag or remove it", "Let me know:
		// keep v1 or drop it": the choice after the colon.
		for j := i + 1; j < len(r.ts) && j < i+2*window; j++ {
			if isAlternative(r.at(j)) {
				return true
			}
		}
		i++
	}
	if r.at(i).is("on", "about", "regarding", "re") && r.at(i+1).k.has(kWh) && !r.at(i+1).is("when") {
		i++ // "Please advise on whether…"
	}
	t := r.at(i)
	for t.is("for", "to", "with") && r.at(i+1).is("me", "us") {
		i += 2
		t = r.at(i)
	}
	if tell {
		// "Ping me with the region you want", "let me know the date you
		// prefer": what the reader prefers.
		_, end := r.clauseOf(i)
		for j := i; j < end && j < i+2*window; j++ {
			if r.at(j).k.has(kYou) && r.at(j+1).is("want", "prefer", "choose", "pick") && !r.at(j-1).is("if", "whatever", "what") {
				return true
			}
		}
	}
	switch {
	case t.is("if"):
		return r.approvalOrChoice(i+1) && !r.offerIf(i+1) && !(tell && r.reportBackIf(i+1))
	case t.k.has(kWh) && !t.is("if", "when") || t.is("between", "on") && !tell:
		if t.is("what") && r.at(i+1).k.has(kYou) && r.at(i+2).is("think", "find", "see", "notice", "get", "observe", "hear", "discover", "run", "hit", "experience") {
			return false // "let me know what you think", "what you find": feedback, a report back
		}
		if tell && t.is("what") && (r.at(i+1).is("happens", "happened", "comes") || r.at(i+2).k.has(kYou) && r.at(i+3).is("get", "see", "got", "saw", "hit", "receive")) {
			return false // "let me know what happens when you try it", "what error you get"
		}
		if tell && t.is("how") {
			for j := i + 1; j <= i+4 && j < len(r.ts); j++ {
				if r.at(j).is("goes", "went", "works", "worked", "runs", "ran", "looks", "feels", "turns", "turned", "performs", "behaves") {
					return false // "let me know how it goes", "how the test goes"
				}
				if r.at(j).k.has(kYou) || r.at(j).isBoundary() {
					break
				}
			}
		}
		return true
	case t.is("one", "either") && !tell:
		return true
	case r.isNeedAt(i) || t.k.has(kYour) && r.at(i+1).k.has(kNeed):
		return true
	case !tell && (t.k.has(kDet) || t.k == 0):
		// "Please confirm the region before I deploy", "Approve the
		// plan": an object to approve.
		_, end := r.clauseOf(i)
		return end > i
	}
	return false
}

// objectOnly: what follows the verb at i is a plain object, not a choice
// ("pick the fastest", where only "confirm the region" asks for approval).
func (r *sentenceReader) objectOnly(i int) bool {
	t := r.at(i)
	if t.is(":", "-") {
		// "Pick: A or B"
		for j := i + 1; j < len(r.ts) && j < i+2*window; j++ {
			if isAlternative(r.at(j)) {
				return false
			}
		}
	}
	if t.k.has(kWh) || t.is("between", "on", "one", "either") || r.isNeedAt(i) {
		return false
	}
	_, end := r.clauseOf(i)
	for j := i; j < end && j < i+2*window; j++ {
		if isAlternative(r.at(j)) {
			return false
		}
	}
	return true
}

// isAlternative: a word that joins the things to choose between ("A or
// B", "A vs B").
func isAlternative(t token) bool {
	return t.is("or", "vs", "versus")
}

// approvalOrChoice: an if-clause from i asks for approval ("Postgres 16 is
// fine", "this is what you want") or a choice ("A or B").
func (r *sentenceReader) approvalOrChoice(i int) bool {
	for j := i; j < len(r.ts) && j < i+3*window; j++ {
		t := r.at(j)
		if t.is("fine", "ok", "okay", "acceptable", "alright", "good", "right", "correct", "intended", "expected", "safe", "enough", "preferred", "approved", "agreed", "works", "suits") ||
			isAlternative(t) || t.is("want") && r.at(j-1).is("you") && r.at(j+1).is("me") {
			return true
		}
	}
	return false
}

// offerIf: "if you'd like", "if you want more": an offer, unless it names
// alternatives.
func (r *sentenceReader) offerIf(i int) bool {
	if !r.at(i).k.has(kYou) {
		return false
	}
	j := i + 1
	if r.at(j).is("would") {
		j++
	}
	if !r.at(j).is("like", "want", "prefer", "need", "have") {
		return false
	}
	for k := j; k < len(r.ts) && k < j+2*window; k++ {
		if r.at(k).is("or") {
			return false
		}
	}
	return true
}

// decisionObject: after "need", "awaiting", "appreciate": the reader's
// decision ("your go/no-go", "a decision on", "to know whether", "a yes or
// no from you", "you to pick").
func (r *sentenceReader) decisionObject(i int, need bool) bool {
	t := r.at(i)
	// "I'm blocked on one thing: which auth provider to use": what is to
	// be decided, after a colon.
	for j := i; j < i+5 && j < len(r.ts); j++ {
		if r.at(j).is(":", "-") && r.at(j+1).k.has(kWh) && !r.at(j+1).is("when", "how", "why") {
			return true
		}
		if r.at(j).isBoundary() || r.at(j).k.has(kComma) {
			break
		}
	}
	switch {
	case t.is("on", "for") && r.at(i+1).k.has(kYou) && r.at(i+2).is("to") && !isDecisionVerb(r.at(i+3)):
		// "Waiting for you to complete #12", "waiting on you to merge":
		// the reader's action awaited, no decision asked.
		return false
	case t.is("on", "for") && r.at(i+1).k.has(kYour) && (r.genericInstruction(i+2) || r.ofTask(i+2)):
		// "I'll wait for your next instruction": no decision named.
		return false
	case t.is("on", "for") && (r.at(i+1).k.has(kYour|kYou) || r.isNeedAt(i+1)):
		return true
	case t.is("to") && r.at(i+1).is("know", "hear", "confirm", "check") && (r.at(i+2).k.has(kWh) || r.at(i+2).is("from")):
		return true
	case t.is("to") && r.at(i+1).is("know", "learn") && r.at(i+2).k.has(kYour) && !r.at(i+3).is("thoughts", "feedback", "opinion", "impressions"):
		return true // "I want to know your appetite for this round of fixes"
	case need && t.is("answers", "answer") && r.at(i+1).is("to", "on") && !r.at(i+2).k.has(kOther) && !r.fromOtherAfter(i):
		return true // "I need answers to the questions that set the scope"
	case need && t.is("know") && r.at(i+1).is("whether", "if", "which", "wether"):
		return true // non-native "I need know if"
	case t.k.has(kYou) && r.at(i+1).is("to") && isDecisionVerb(r.at(i+2)),
		t.k.has(kYou) && isDecisionVerb(r.at(i+1)) && !r.at(i+1).is("let", "say", "tell"): // non-native "need you decide"
		return true
	case t.is("a", "an") && r.at(i+1).is("yes", "yes/no", "go/no-go") || t.is("yes/no", "go/no-go"):
		return true
	case t.is("until") && r.at(i+1).k.has(kYou):
		return true
	case t.k.has(kPrepFrom) && r.at(i+1).k.has(kYou):
		// "what I need from you is a yes or no", "one thing I need from
		// you: the retention period"; not "… is a review".
		for j := i + 2; j < len(r.ts) && j < i+8; j++ {
			if x := r.at(j); x.k.has(kNeed) || x.is("whether", "which", "or", "yes", "period", "window", "limit", "value", "name", "choice") {
				return true
			}
		}
		return false
	}
	// "awaiting direction on whether…": what the person gives, on a
	// question.
	for j := i; j < i+3; j++ {
		if r.at(j).k.has(kNeed) && r.at(j+1).is("on", "about", "regarding") && r.at(j+2).k.has(kWh) {
			return true
		}
		if !r.at(j).k.has(kDet|kAdv) && !isNeedAdjective(r.at(j)) {
			break
		}
	}
	if _, addr, ok := r.needAt(i); ok {
		return !addr.empty() || !need || r.at(i).is("a", "an", "the") || r.at(i).k.has(kNeedStrong)
	}
	return false
}

// fromOtherAfter: "from" someone other than the reader stands after i
// ("answers … from the vendor").
func (r *sentenceReader) fromOtherAfter(i int) bool {
	for j := i; j < len(r.ts); j++ {
		if r.at(j).k.has(kPrepFrom) && !r.at(j+1).k.has(kYou) {
			return true
		}
	}
	return false
}

// whichAfter: "which" or "whether" stands after i: something to decide.
func (r *sentenceReader) whichAfter(i int) bool {
	for j := i; j < len(r.ts); j++ {
		if r.at(j).is("which", "whether", "wether") {
			return true
		}
	}
	return false
}

// ofTask: within a few tokens of i, a task by number ("your review of
// #4", "your sign-off on task 7"): a teammate's protocol with its lead.
func (r *sentenceReader) ofTask(i int) bool {
	for j := i; j < i+4 && j < len(r.ts); j++ {
		t := r.at(j)
		if strings.HasPrefix(t.w, "#") && len(t.w) > 1 && isDigitByte(t.w[1]) || t.is("#") && isNumeral(r.at(j+1)) || t.is("task", "tasks") && isNumeral(r.at(j+1)) ||
			t.is("of", "on") && isNumeral(r.at(j+1)) && (j+2 >= len(r.ts) || r.at(j+2).isBoundary() || r.at(j+2).k.has(kComma)) {
			return true
		}
	}
	return false
}

func isDigitByte(c byte) bool { return c >= '0' && c <= '9' }

// genericInstruction: at i, past adjectives, a word for whatever the
// reader says next ("next instruction", "clear instructions", "further
// commands"), which names no decision.
func (r *sentenceReader) genericInstruction(i int) bool {
	for r.at(i).is("next", "further", "clear", "explicit", "new", "own") {
		i++
	}
	return r.at(i).is("instruction", "instructions", "command", "commands", "message", "messages", "prompt", "reply", "response")
}

// laterAfter: a time after i puts the decision off ("yours to make next
// quarter", "later"): a deferred decision asks nothing now.
func (r *sentenceReader) laterAfter(i int) bool {
	for j := i; j < i+4 && j < len(r.ts); j++ {
		if r.at(j).is("later", "next", "eventually", "someday", "future", "afterwards") {
			return true
		}
	}
	return false
}

// choiceSubject: the clause before the verb at i names a choice ("the
// choice between A and B is", "which one to keep is").
func (r *sentenceReader) choiceSubject(i int) bool {
	for j := i - 1; j >= 0 && j >= i-2*window && !r.at(j).isBoundary(); j-- {
		if t := r.at(j); t.is("choice", "decision", "call", "pick", "say", "which", "whether") {
			return !r.pastOrConditional(i) && !r.negatedBefore(i)
		}
	}
	return false
}

// negatedBefore: the clause of i denies what it says ("no decision from
// you is needed", "nothing here needs your decision"); "A or not" only
// names a choice.
func (r *sentenceReader) negatedBefore(i int) bool {
	start, _ := r.clauseOf(i)
	for j := max(start, i-2*window); j < i; j++ {
		t := r.at(j)
		if (t.k.has(kNot) || t.is("no", "nothing", "none", "nobody", "neither")) && !r.at(j-1).is("or") {
			return true
		}
	}
	return false
}

// pastOrConditional: "your call" said of the past ("that was your call")
// or inside an if-clause.
func (r *sentenceReader) pastOrConditional(i int) bool {
	start, _ := r.clauseOf(i)
	for j := max(start, i-2*window); j < i; j++ {
		if r.at(j).is("was", "were", "had", "if", "when", "whenever", "once", "unless") {
			return true
		}
	}
	return false
}

// describe gives a request's words as read.
func (q request) describe(ts []token, norm string) string {
	if q.words.empty() || q.words.j > len(ts) {
		return ""
	}
	return norm[ts[q.words.i].start:ts[q.words.j-1].end]
}

// answerTheQuestionsAt reads an imperative that asks for the answers
// themselves: "Please answer questions 1-3 before the next session",
// "Reply with your decisions", "Respond to the open questions above", "Fill
// in the answers inline". It returns where the words end.
func (r *sentenceReader) answerTheQuestionsAt(i int) (int, bool) {
	t := r.at(i)
	if r.at(i-1).k.has(kSelf|kAux) || r.at(i-1).is("to") {
		return 0, false
	}
	if t.is("share", "send", "give", "post", "provide", "tell") {
		// "Share your decisions", "send me your answers": the reader's own.
		j := i + 1
		if r.at(j).is("me", "us") {
			j++
		}
		if r.at(j).k.has(kYour) && r.at(j+1).is("decisions", "decision", "answers", "answer", "choices", "choice", "picks", "pick", "preferences", "preference", "call") {
			return j + 2, true
		}
		return 0, false
	}
	if !t.is("answer", "respond", "reply", "fill") {
		return 0, false
	}
	j := i + 1
	for k := 0; k < 5 && (r.at(j).k.has(kDet|kYour) || r.at(j).is("to", "in", "with", "the", "these", "those", "above", "following", "open", "remaining", "outstanding", "my", "all", "each", "of")); k++ {
		j++
	}
	switch x := r.at(j); {
	case x.is("questions", "question", "answers", "decisions", "choices", "picks") || isQuestionNumber(x.w):
		if x.is("answers", "decisions", "choices", "picks") && !r.at(j-1).k.has(kYour) {
			return 0, false // "answer with the choices below" is not theirs
		}
		return j + 1, true
	}
	return 0, false
}

// isQuestionNumber: "q1", "q1-3", "q2/q3".
func isQuestionNumber(w string) bool {
	if len(w) < 2 || w[0] != 'q' {
		return false
	}
	return w[1] >= '0' && w[1] <= '9'
}

// alternativeIn: between from and to, a choice between things ("blue-green
// or rolling").
func (r *sentenceReader) alternativeIn(from, to int) bool {
	for j := from; j < to; j++ {
		if isAlternative(r.at(j)) {
			return true
		}
	}
	return false
}

// decisionNamedBefore: before i the sentence names what is to be decided by
// the reader: a go-ahead, approval or sign-off ("Green light for the
// rollout: yes or no"), not a value ("The flag accepts one value: yes or
// no").
func (r *sentenceReader) decisionNamedBefore(i int) bool {
	for j := 0; j < i; j++ {
		if r.at(j).k.has(kNeedStrong) {
			return true
		}
	}
	return false
}

// leftToTheReader reads the writer leaving a decision to the reader: "I'll
// leave it to you to decide whether…", "Leaving the naming call to you",
// "I'd leave that to your judgment". A decision left in the past ("I left
// the naming to you") is a report.
func (r *sentenceReader) leftToTheReader(i int) (request, bool) {
	if !r.at(i).is("leave", "leaving") || r.pastOrConditional(i) || r.negatedBefore(i) {
		return request{}, false
	}
	if p := r.at(i - 1); !(r.atClauseStart(i) || p.k.has(kSelf) || p.is("will", "'ll", "would", "'d", "am", "'m", "to")) {
		return request{}, false
	}
	j := i + 1
	switch {
	case r.at(j).is("it", "that", "this", "those", "these", "both") && !r.at(j+1).is("decision", "decisions", "choice", "choices", "call", "calls", "pick"):
		j++
	case r.at(j).is("the", "this", "that", "these", "those", "both", "one", "two", "three"):
		j++
		for k := 0; k < 2 && !r.at(j).is("decision", "decisions", "choice", "choices", "call", "calls", "pick"); k++ {
			j++ // "the naming call", "the final decision"
		}
		if !r.at(j).is("decision", "decisions", "choice", "choices", "call", "calls", "pick") {
			return request{}, false
		}
		j++
	default:
		return request{}, false
	}
	if r.at(j).is("up") {
		j++
	}
	if !r.at(j).is("to") {
		return request{}, false
	}
	if r.at(j+1).k.has(kYou) || r.at(j+1).k.has(kYour) && r.at(j+2).is("judgment", "judgement", "discretion", "call", "decision", "preference") {
		return request{mood: "declarative", words: span{i, j + 2}}, true
	}
	return request{}, false
}

// askedIfYouCan reads a polite request put as a condition: "If you can
// tell me which environment this runs in, I can finish the config", "if
// you could pick one of the two layouts, …". What is asked is something
// to decide, as after an imperative; "if you can reproduce it" asks
// nothing of the kind.
func (r *sentenceReader) askedIfYouCan(i int) (request, bool) {
	if !r.at(i).is("if") || !r.at(i+1).k.has(kYou) || !r.at(i+2).is("can", "could") || r.pastOrConditional(i) {
		return request{}, false
	}
	v := i + 3
	if e, ok := r.tellAt(v); ok && r.decisionAfter(e, true) {
		return request{mood: "imperative", words: span{i, e}, conditional: true}, true
	}
	if t := r.at(v); isDecideImperative(t) && !t.is("reply", "answer", "sign", "weigh", "chime") && r.decisionAfter(v+1, false) && (!t.is("confirm", "approve") && !r.objectOnly(v+1) || r.at(v+1).k.has(kWh)) {
		return request{mood: "imperative", words: span{i, v + 1}, conditional: true}, true
	}
	return request{}, false
}

// reportBackIf: after "let me know if", what is to be told is how things
// turned out for the reader ("if it works now", "if you see any errors or
// if everything works smoothly"), not a choice: a report back. A clause
// that names something to prefer or approve still asks.
func (r *sentenceReader) reportBackIf(i int) bool {
	report := false
	for j := i; j < len(r.ts) && j < i+3*window; j++ {
		t := r.at(j)
		if t.is("whether", "which") {
			break // "…, and whether the EU region works": a second thing, to decide
		}
		if t.is("prefer", "want", "fine", "ok", "okay", "acceptable", "rather", "should", "approve", "agree", "like", "correct", "right", "intended", "expected") {
			return false
		}
		// "if it works now", "if everything works smoothly"; not "if 30
		// days works", which approves a value
		works := t.is("works", "working", "worked", "succeeds", "fails", "failed", "helps", "helped", "resolves", "resolved", "fixes", "fixed", "crashes", "loads") &&
			(r.at(j-1).is("it", "this", "that", "everything", "things", "anything") || r.at(j-2).is("it", "this", "that", "everything") ||
				r.at(j-1).is("fix", "change", "build", "app", "patch", "update") && r.at(j-2).is("the", "this", "that") ||
				r.at(j+1).is("for", "on") && r.at(j+2).k.has(kYou|kYour) || r.at(j+1).is("now", "properly", "correctly", "smoothly") || r.at(j+1).is("as") && r.at(j+2).is("expected", "intended"))
		report = report || works || t.is("errors", "error", "issues", "problems", "smoothly")
	}
	return report
}

// requestCue: the sentence is put to the reader: "please", "you", the
// writer's next step hanging on it ("before I deploy", "so I can finish",
// "and I'll ship it"), or a choice. Without one, "confirm <something>" is
// a check to carry out ("Confirm Firestore has the trips collection",
// "confirm 6/6 Active", "confirm destructive actions"), not a decision
// asked for.
func (r *sentenceReader) requestCue() bool {
	for i, t := range r.ts {
		switch {
		case t.k.has(kPlease | kYou | kYour):
			return true
		case t.k.has(kSelf) && !t.is("my", "our", "me", "us") && r.at(i-1).is("before", "so", "then", "once", "and", "until", "after", "when", "that"):
			return true // "before I deploy", "so I can finish", "and I'll ship it"
		case t.is("i'll", "we'll"):
			return true
		case isAlternative(t), t.is("whether", "which"):
			return true
		}
	}
	return false
}

// shortObjectCloses: from i, a determined noun phrase of a few words ends
// the sentence ("Confirm the region.", "Confirm the bucket name"): a thing
// to approve, where "Confirm Firestore has the trips collection" states
// what to check.
func (r *sentenceReader) shortObjectCloses(i int) bool {
	if !r.at(i).k.has(kDet) {
		return false
	}
	for j := i + 1; j <= i+4; j++ {
		if j >= len(r.ts) || r.at(j).isBoundary() || r.at(j).k.has(kComma) || r.at(j).is(";") {
			return true // "Confirm the region.", "confirm the name, pick a license"
		}
	}
	return false
}
