package prose

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
}

// decideVerbs are imperatives that hand the reader a decision.
func isDecideImperative(t token) bool {
	return t.is("confirm", "decide", "choose", "pick", "select", "advise", "specify", "indicate", "approve", "reply", "answer", "vote", "greenlight", "weigh", "sign")
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
			if r.isCourtesyOrOffer(from) {
				return request{}, false
			}
			return q, true
		}
	}
	return request{}, false
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
			!r.at(i-1).is("so", "that", "until", "before", "once", "when", "after", "then"):
			return true // "I can switch", "I could also add"; not "so I can finish"
		case t.k.has(kSelf) && r.at(i+1).is("will") && r.at(i+2).is("happily", "gladly"):
			return true
		case t.is("if", "should") && r.at(i+1).is("anything", "something", "any"):
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
			if r.decisionAfter(e, true) {
				return request{"imperative", span{i, e}}, true
			}
		} else if isDecideImperative(t) && !r.at(i-1).k.has(kSelf|kAux) {
			if r.decisionAfter(i+1, false) && (t.is("confirm", "approve", "greenlight") || !r.objectOnly(i+1)) {
				return request{"imperative", span{i, i + 1}}, true
			}
		}
	}
	// Declarative: "I need to know whether…", "I'd appreciate a decision
	// on…", "I need your go-ahead", "we need a yes or no from you".
	if t.k.has(kSelf) && !t.is("my", "our", "me", "us") {
		j := i + 1
		for k := 0; k < 2 && r.at(j).k.has(kAux|kAdv) && !r.at(j).is("needed", "did", "had", "was"); k++ {
			j++
		}
		if r.at(j).k.has(kNot) {
			return request{}, false
		}
		v := r.at(j)
		switch {
		case v.is("need", "require", "appreciate", "want", "like", "await", "am", "'m"):
			if v.is("am") {
				j++
				if !r.at(j).is("waiting", "awaiting", "holding", "blocked", "pausing", "paused", "stopping", "stopped") {
					break
				}
			}
			if r.decisionObject(j+1, v.is("need", "require")) {
				return request{"declarative", span{i, j + 1}}, true
			}
		case v.is("wait", "hold", "pause", "stop") && r.decisionObject(j+1, false):
			return request{"declarative", span{i, j + 1}}, true
		}
	}
	// "Awaiting your go/no-go", "Blocked pending your choice", "Waiting on
	// your call", "Pending your approval".
	if atClauseStart && t.is("awaiting", "waiting", "pending", "blocked", "holding", "paused", "needs", "need", "requires") {
		if r.decisionObject(i+1, false) {
			return request{"declarative", span{i, i + 1}}, true
		}
	}
	// "A decision from you is needed on whether…", "your sign-off is
	// required".
	if t.is("needed", "required", "pending", "outstanding", "wanted") && r.at(i-1).is("is", "are", "still") && !r.pastOrConditional(i) {
		// Whose decision and on what: "from you", "on whether"; "one
		// decision is needed before I wire it" only announces.
		on := r.at(i+1).is("on", "about", "regarding", "whether", "re", "for")
		for j := i - 2; j >= 0 && j >= i-6; j-- {
			if _, addr, ok := r.needAt(j); ok && (!addr.empty() || on && (r.at(j).k.has(kNeedStrong) || r.at(j+1).k.has(kNeedStrong))) {
				return request{"declarative", span{j, i + 1}}, true
			}
		}
	}
	// Fragment: "Redis or LRU — your call", "up to you", "yours to decide",
	// "your decision".
	if t.k.has(kYour) && r.at(i+1).is("call", "pick", "choice", "decision", "preference", "choosing") && !r.pastOrConditional(i) && r.handedOver(i, i+2) {
		return request{"fragment", span{i, i + 2}}, true
	}
	if t.is("up") && r.at(i+1).is("to") && r.at(i+2).k.has(kYou) && !r.pastOrConditional(i) {
		return request{"fragment", span{i, i + 3}}, true
	}
	if t.is("yours") && r.at(i+1).is("to") && r.at(i+2).is("decide", "pick", "choose", "call", "make") {
		return request{"fragment", span{i, i + 3}}, true
	}
	return request{}, false
}

// handedOver: "your call" at [i, e) stands as the predicate or the whole
// of a fragment ("Redis or LRU: your call.", "it's your call whether",
// "your call: ship or wait"), not as the subject of a statement ("your
// call from Monday is implemented").
func (r *sentenceReader) handedOver(i, e int) bool {
	next, prev := r.at(e), r.at(i-1)
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
	t := r.at(i)
	for t.is("for", "to", "with") && r.at(i+1).is("me", "us") {
		i += 2
		t = r.at(i)
	}
	switch {
	case t.is("if"):
		return r.approvalOrChoice(i+1) && !r.offerIf(i+1)
	case t.k.has(kWh) && !t.is("if", "when") || t.is("between", "on") && !tell:
		if t.is("what") && r.at(i+1).k.has(kYou) && r.at(i+2).is("think") {
			return false // "let me know what you think": feedback
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
	if t.k.has(kWh) || t.is("between", "on", "one", "either") || r.isNeedAt(i) {
		return false
	}
	_, end := r.clauseOf(i)
	for j := i; j < end && j < i+2*window; j++ {
		if r.at(j).is("or") {
			return false
		}
	}
	return true
}

// approvalOrChoice: an if-clause from i asks for approval ("Postgres 16 is
// fine", "this is what you want") or a choice ("A or B").
func (r *sentenceReader) approvalOrChoice(i int) bool {
	for j := i; j < len(r.ts) && j < i+3*window; j++ {
		t := r.at(j)
		if t.is("fine", "ok", "okay", "acceptable", "alright", "good", "right", "correct", "intended", "expected", "safe", "enough", "preferred", "approved", "agreed", "works", "suits") ||
			t.is("or") || t.is("want") && r.at(j-1).is("you") && r.at(j+1).is("me") {
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
	switch {
	case t.is("on", "for") && (r.at(i+1).k.has(kYour|kYou) || r.isNeedAt(i+1)):
		return true
	case t.is("to") && r.at(i+1).is("know", "hear", "confirm", "check") && (r.at(i+2).k.has(kWh) || r.at(i+2).is("from")):
		return true
	case t.k.has(kYou) && r.at(i+1).is("to") && isDecisionVerb(r.at(i+2)):
		return true
	case t.is("a", "an") && r.at(i+1).is("yes", "yes/no", "go/no-go") || t.is("yes/no", "go/no-go"):
		return true
	case t.is("until") && r.at(i+1).k.has(kYou):
		return true
	}
	if _, addr, ok := r.needAt(i); ok {
		return !addr.empty() || !need || r.at(i).is("a", "an", "the") || r.at(i).k.has(kNeedStrong)
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
