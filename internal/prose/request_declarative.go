package prose

import "strings"

// Requests in the declarative (docs/CONTRACT.md §3a, §3b): the writer
// needing or awaiting the reader's decision ("I need to know whether…",
// "Awaiting your go/no-go", "The rollout is blocked on your sign-off"),
// or leaving it to the reader ("I'll leave that decision to you").

// isDependencyWord: a word that hangs the work on something still to come
// ("depends on", "blocked on", "waiting on", "standing by for", "needs").
func isDependencyWord(t token) bool {
	return t.is("depends", "depend", "depending", "dependent", "hinges", "hinge", "hinging", "hangs", "hang", "rests", "blocked", "waits", "wait", "waiting",
		"awaits", "await", "awaiting", "pending", "gated", "contingent", "conditional", "stalled", "parked", "standing", "stand", "needs", "requires")
}

// readerNeedAfter: after a dependency word, in its clause, the reader's
// decision ("on your decision", "for your go or no-go", "on one thing from
// your side: a decision on…"). It returns where that ends.
func (r *sentenceReader) readerNeedAfter(i int) (int, bool) {
	for j := i; j < len(r.ts) && j < i+2*window; j++ {
		t := r.at(j)
		// "on which fiscal calendar you want", "on which of the two
		// snapshots you trust": what the reader wants, to be told.
		if t.is("which", "whether") && r.at(j-1).is("on", "upon") && !r.at(i-1).is("depends", "depend", "depending", "dependent") {
			// (not "the layout depends on which theme you prefer": a
			// product's, not work held for the reader)
			for k := j + 1; k < len(r.ts) && k < j+window; k++ {
				if x := r.at(k); x.isBoundary() || x.k.has(kComma|kSo) {
					break
				}
				if r.at(k).k.has(kYou) && r.at(k+1).is("want", "prefer", "trust", "pick", "choose", "like", "'d", "would") {
					return k + 2, true
				}
			}
		}
		// "requires human judgment on whether to extend it here or open a
		// follow-up", "needs your judgement on which …": the person's
		// judgement of a choice to be made.
		if t.is("your", "human") && r.at(j+1).is("judgment", "judgement", "decision", "call", "input") && r.at(j+2).is("on", "about", "as_to") && r.at(j+3).is("whether", "which") &&
			!r.anyIn(j+4, len(r.ts), func(t token) bool { return t.is("when", "whenever", "if", "each", "every") }) {
			// (not "The tool needs human input on which file to open when
			// run interactively": a product's, under a condition)
			return j + 4, true
		}
		// "parked on one thing: whether eu-west or us-east flips first"
		if t.is(":") && r.at(j-1).is("thing", "question", "decision", "call", "point", "item") && r.at(j+1).is("whether", "which") && (r.alternativesOpen(j+2) || r.readerIn(j+1)) {
			return j + 2, true
		}
		if t.k.has(kPunct) && !t.is(":", "-") || t.k.has(kSo|kBreak) && !t.is("and") {
			return 0, false
		}
		if t.k.has(kNot) || t.is("no", "nothing", "none") {
			return 0, false // "needs no input from you"
		}
		if e, addr, ok := r.needAt(j); ok && !addr.empty() && r.at(addr.i).k.has(kYou|kYour) {
			if r.ofTask(e) {
				return 0, false // "waiting for your approval on task 7": a teammate's protocol with its lead
			}
			return e, true
		}
		// "from your side: how long …", "from you: the retention period"
		if e := r.fromTheReaderAt(j); e > 0 && r.at(e).is(":", "-") && e+1 < len(r.ts) {
			return e + 1, true
		}
	}
	return 0, false
}

// fromTheReaderAt: at i, "from your side", "from your end" or "from
// you"; it returns where that ends (0: not so).
func (r *sentenceReader) fromTheReaderAt(i int) int {
	switch {
	case !r.at(i).k.has(kPrepFrom):
		return 0
	case r.at(i+1).k.has(kYour) && r.at(i+2).is("side", "end"):
		return i + 3
	case r.at(i + 1).k.has(kYou):
		return i + 2
	}
	return 0
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
				n.is("what") && (m.k.has(kSelf) || m.is("the", "this", "it", "unblocks", "unblock", "unsticks", "stands", "blocks", "gates")) // "is what stands between this and merge"
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
	case t.is("on", "for") && r.at(i+1).is("its", "their", "his", "her"):
		// "I'll wait for its verdict": another party's answer.
		return false
	case t.is("on", "for") && (r.at(i+1).k.has(kYour|kYou) || r.isNeedAt(i+1)):
		return true
	case t.is("to") && r.at(i+1).is("know", "hear") && (r.at(i+2).k.has(kWh) || r.at(i+2).is("from")),
		t.is("to") && r.at(i+1).is("confirm", "check") && r.at(i+2).is("from", "with") && r.at(i+3).k.has(kYou):
		// ("I need to check if the client needs a secret": its own check)
		return true
	case t.is("a", "an") && r.at(i+1).is("sense", "idea", "feel", "read") && r.at(i+2).is("of", "for", "on") && r.at(i+3).k.has(kWh) && r.readerIn(i+3):
		return true // "I'd like a sense of how much downtime you'd accept"
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
	case t.k.has(kYour) && r.at(i+1).is("yes", "ok", "okay", "nod") && r.at(i+2).is("on", "for", "to", "before", "."):
		return true // "I need your yes on the force-push"
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
		if r.at(j).is("direction", "guidance") && r.at(j+1).is("on", "about", "regarding") && !r.fromPartyAfter(j) {
			return true // "awaiting direction on the legacy endpoint": what to do with it
		}
		if !r.at(j).k.has(kDet|kAdv) && !isNeedAdjective(r.at(j)) {
			break
		}
	}
	if _, addr, ok := r.needAt(i); ok {
		return !addr.empty() || (!need || r.at(i).is("a", "an", "the") || r.at(i).k.has(kNeedStrong)) && !r.fromPartyAfter(i)
	}
	return false
}

// fromPartyAfter: "from" a party other than the reader stands after i
// ("awaiting direction on the endpoint from legal", "a decision from the
// vendor on …"); "from MySQL to Postgres" is a move, not a party.
func (r *sentenceReader) fromPartyAfter(i int) bool {
	for j := i; j < len(r.ts) && j < i+3*window; j++ {
		if !r.at(j).k.has(kPrepFrom) || r.at(j).is("out_of") {
			continue
		}
		p := j + 1
		if r.at(p).k.has(kDet) {
			p++
		}
		x := r.at(p)
		if r.at(p+1).is("to", "into") {
			continue
		}
		if x.k.has(kOther|kIndef) && !x.k.has(kYou|kPerson) || isPartyWord(x) {
			return true
		}
	}
	return false
}

// isPartyWord: a team or party that decides for itself ("legal", "the
// vendor", "design").
func isPartyWord(t token) bool {
	return t.is("legal", "team", "vendor", "vendors", "client", "clients", "customer", "customers", "product", "design", "security", "management", "leadership",
		"finance", "marketing", "compliance", "upstream", "partner", "partners", "board", "ops", "infra", "qa", "pm", "cto", "ceo")
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
