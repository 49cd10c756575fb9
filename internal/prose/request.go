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
	// pastCourtesy: the request goes on after a courtesy ("let me know
	// if anything's unclear, and whether the EU region works").
	pastCourtesy bool
	// conditional: put as a condition of the writer's next step ("if you
	// can tell me which…, I can finish"), whose "I can" is no offer.
	conditional bool
}

// readRequest reads a sentence for a decision request.
func readRequest(ts []token, ops *int) (request, bool) {
	r := newSentenceReader(ts, ops)
	for i := range ts {
		if q, ok := r.requestAt(i); ok {
			if (q.mood == "declarative" || q.mood == "fragment") && r.readerAlreadyDecidedAfter(q.words.j) {
				// "This would normally be your call, but you delegated
				// it in #12": the reader's word is already in hand.
				return request{}, false
			}
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
			// A request joined after a courtesy by "and" is a second one:
			// "Shout if anything reads wrong, and tell me whether Friday
			// still stands".
			joined := false
			for j := q.words.i - 1; j >= 0 && j >= q.words.i-2; j-- {
				if r.at(j).is("and") && j > 0 {
					from, joined = j+1, true
					break
				}
			}
			goAhead := r.at(q.words.i).is("confirm", "approve") && r.at(q.words.j).is("if") && r.goAheadAfter(q.words.j+1)
			// A choice asked for ("let me know which file …") stays asked
			// whatever offer follows it ("…, and I'll be happy to help
			// once you add it"): only one before it excuses it.
			to := len(ts)
			either := false
			if r.at(q.words.j).is("which", "whether", "wether") {
				to = q.words.i
				// "Happy to do either — tell me whether you want the
				// rename here or in a follow-up": an offer of both
				// courses leaves the choice between them asked.
				either = r.anyIn(from, to, func(t token) bool { return t.is("either", "both") })
			}
			if !q.conditional && !goAhead && !either && r.isCourtesyOrOffer(from, to) {
				// A courtesy excuses its own object, not a second one
				// joined to it: "…if anything's unclear, and whether the
				// EU region works".
				if w, ok := r.secondQuestionObject(q.words.j); ok {
					return request{mood: q.mood, words: span{q.words.i, w + 1}, pastCourtesy: true}, true
				}
				return request{}, false
			}
			q.pastCourtesy = q.pastCourtesy || joined && r.isCourtesyOrOffer(0, len(ts)) || to < len(ts) && r.opensSentence(q.words.i)
			return q, true
		}
	}
	return request{}, false
}

// readerAlreadyDecidedAfter: after j, a clause on "but" says the reader
// has already given their word ("…, but you already said 8080", "…, but
// you delegated it in #12").
func (r *sentenceReader) readerAlreadyDecidedAfter(j int) bool {
	for k := j; k < len(r.ts) && k < j+2*window; k++ {
		if !r.at(k).is("but") {
			continue
		}
		v := k + 1
		if !r.at(v).is("you") {
			return false
		}
		v++
		if r.at(v).is("already", "'ve", "have", "had") {
			v++
		}
		if r.at(v).is("already") {
			v++
		}
		return r.at(v).is("said", "decided", "picked", "chose", "delegated", "answered", "told", "confirmed", "settled", "approved", "set")
	}
	return false
}

// opensSentence: nothing but "please", "so", "and" or "just" stands before
// i ("Please let me know which file…", not "If you need more, let me know
// which part…").
func (r *sentenceReader) opensSentence(i int) bool {
	for j := 0; j < i; j++ {
		if t := r.at(j); !t.k.has(kPlease) && !t.is("so", "and", "just", "also") {
			return false
		}
	}
	return true
}

// secondQuestionObject: after i, "and whether", "and which", "or
// whether": a second thing to decide joined to the first; its question
// word.
func (r *sentenceReader) secondQuestionObject(i int) (int, bool) {
	for j := i; j < len(r.ts) && j < i+3*window; j++ {
		if r.at(j).is("and", "or", "also") && r.at(j+1).is("whether", "which", "wether") {
			return j + 1, true
		}
		// "…, and tell me whether Friday still stands", "— and let me
		// know which runner stays".
		if r.at(j).is("and", "also") {
			k := j + 1
			if r.at(k).is("please", "also", "just") {
				k++
			}
			if r.at(k).is("tell") && r.at(k+1).is("me", "us") || r.at(k).is("let") && r.at(k+1).is("me", "us") && r.at(k+2).is("know") {
				w := k + 2
				if r.at(k).is("let") {
					w++
				}
				if r.at(w).is("whether", "which", "wether") {
					return w, true
				}
			}
		}
	}
	return 0, false
}

// isCourtesyOrOffer: an offer ("if you'd rather X, I can switch", "happy
// to split this if…", "I can also add…") or a courtesy ("questions
// welcome", "if anything looks off, say so") among the words [from, to).
func (r *sentenceReader) isCourtesyOrOffer(from, to int) bool {
	for i := from; i < to && i < len(r.ts); i++ {
		t := r.at(i)
		switch {
		case t.is("happy", "glad") && r.at(i+1).is("to"):
			return true
		case t.k.has(kSelf) && r.at(i+1).is("can", "could") && !r.at(i+2).k.has(kNot) && !r.at(i+2).is("only", "either") && !r.leftToReaderAfter(i+2) &&
			!r.at(i-1).is("so", "that", "until", "before", "once", "when", "after", "then") && !r.at(i-1).k.has(kWh):
			// "I can switch", "I could also add"; not "so I can finish",
			// nor what is to be decided ("confirm whether we can drop…"),
			// nor two courses set out ("I can either keep it or drop it —
			// up to you").
			return true
		case t.k.has(kSelf) && r.at(i+1).is("will") && r.at(i+2).is("happily", "gladly"):
			return true
		case t.is("if", "should") && r.at(i+1).is("anything", "something", "any"):
			return true
		case t.is("if") && !r.at(i-1).is("or") && r.at(i+1).k.has(kYou) && (r.at(i+2).is("want", "wanted", "need", "like") || r.at(i+2).is("'d", "would") && r.at(i+3).is("like")) &&
			!r.whichAfter(i+2) && !r.thingsStateChoiceAfter(i+2):
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

// leftToReaderAfter: the sentence from i leaves the choice to the reader
// after a comma: ", whichever you prefer".
func (r *sentenceReader) leftToReaderAfter(i int) bool {
	for j := i; j < len(r.ts) && !r.at(j).isBoundary(); j++ {
		if r.at(j).is("whichever") && r.at(j-1).k.has(kComma) && r.at(j+1).k.has(kYou) {
			return true
		}
	}
	return false
}

// writersCoursesBefore: the sentence before i sets out the writer's
// own courses, one or the other: "I can keep it or drop it", "we could
// either squash or rebase" (not "the CLI accepts YAML or JSON").
func (r *sentenceReader) writersCoursesBefore(i int) bool {
	for j := 0; j+1 < i; j++ {
		if r.at(j).k.has(kSelf) && !r.at(j).is("my", "our", "me", "us") && r.at(j+1).is("can", "could", "'ll", "will") {
			return r.anyIn(j+2, i, isAlternative)
		}
	}
	return false
}

// thingsStateChoiceAfter: after the reader's "want" or "like" at i, the
// thing already named and a choice of how it is to be ("if you want it
// public or private", "if you want it in the README or the docs site"): a
// choice handed over, not an offer of extras ("if you want tests or docs
// added") or of further acts ("if you want this pushed or opened as a PR").
func (r *sentenceReader) thingsStateChoiceAfter(i int) bool {
	j := i + 1
	if r.at(i).is("'d", "would") {
		j++
	}
	if !r.at(j).is("it", "them", "this", "that", "these", "those") {
		return false
	}
	j++
	if r.at(j).is("to") && r.at(j+1).is("be", "stay", "remain") {
		j += 2
	}
	if isParticipleAfter(r.ts, j) {
		return false // "say if you want this pushed or opened as a PR": further acts offered
	}
	for k := j + 1; k < len(r.ts) && k <= j+3; k++ {
		t := r.at(k)
		if t.isBoundary() || t.k.has(kComma|kYou|kSelf) {
			return false
		}
		if isAlternative(t) {
			n := r.at(k + 1)
			return !n.isBoundary() && !n.k.has(kYou|kSelf|kNeed) && !n.is("anything", "something", "more", "further", "help", "any", "other", "have")
		}
	}
	return false
}

// requestAt reads a request starting at token i.
func (r *sentenceReader) requestAt(i int) (request, bool) {
	t := r.at(i)
	atClauseStart := r.atClauseStart(i)
	// "Which host it goes to is the last piece I need from you": the
	// question said first, the need of it after.
	if t.is("need", "needed") && r.at(i-1).is("i", "we") && r.at(i+1).k.has(kPrepFrom) && r.at(i+2).k.has(kYou) && r.whSubjectBefore(i) {
		return request{mood: "declarative", words: span{i - 1, i + 3}}, true
	}
	// "Which of those two you want is the one thing I'm missing for
	// tonight's pass", "… is the only thing I need before opening the
	// PR": the reader's want, what the writer still lacks.
	if s := i - 1; t.is("missing", "lacking", "need", "needed") {
		if t.is("missing", "lacking") && r.at(s).is("am", "'m") {
			s-- // "I'm missing"
		}
		if r.at(s).is("i", "we") && (s < i-1 || t.is("need", "needed")) && r.at(s-1).is("thing", "piece", "bit", "input", "answer") && r.whSubjectBefore(i) && r.readerIn(0) {
			return request{mood: "declarative", words: span{s, i + 1}}, true
		}
	}
	// "Whether the trial clock starts at signup or at the first project
	// needs to come from you", "that call has to come from you": the
	// decision is the reader's to give.
	if t.is("come") && r.at(i+1).k.has(kPrepFrom) && r.at(i+2).k.has(kYou) && !r.negatedBefore(i) && !r.pastOrConditional(i) &&
		(r.at(i-1).is("to") && r.at(i-2).is("needs", "need", "has", "have") || r.at(i-1).is("should", "must")) && r.decisionIsSubjectBefore(i) {
		return request{mood: "declarative", words: span{i - 2, i + 3}}, true
	}
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
		} else if isDecideImperative(t) && !r.at(i-1).k.has(kSelf|kAux) && !r.goesOnFromModal(i) && !r.uiStepAfter(i) && !r.fixLabelBefore(i) && !r.planStatedBefore(i) {
			v := i + 1
			if t.is("reply", "respond", "answer") && r.alternativeWithPurposeAfter(v) {
				// "Reply “Publish and tag” to authorize it, or “Veto” to
				// leave everything unchanged": two answers, two outcomes.
				return request{mood: "imperative", words: span{i, v}}, true
			}
			if t.is("sign") && r.at(v).is("off") || t.is("weigh", "chime") && r.at(v).is("in") {
				v++ // "Sign off on the plan above", "Please weigh in on the naming"
			}
			if t.is("decide") && v < len(r.ts) && !r.at(v).isBoundary() && !r.at(v).k.has(kComma|kPunct) && !r.at(i-1).k.has(kComma) && !r.at(v).is("to") && !r.laterAfter(v) &&
				!r.at(v).is("nothing", "none", "yet", "tomorrow", "when", "once", "after", "soon") && !r.at(v).k.has(kNot) {
				// "Decide ① and ②", "Decide the naming": only the reader
				// can ("Pick Postgres" may be a recommendation).
				return request{mood: "imperative", words: span{i, v}}, true
			}
			if r.decisionAfter(v, false) && (t.is("confirm", "approve", "greenlight") || !r.objectOnly(v) || r.actionLabelBefore(i) || t.is("pick", "choose", "select") && r.writersStepAfter(v)) &&
				!(t.is("confirm") && (r.objectOnly(v) || r.at(v).is("on")) && !r.requestCue() && !(r.shortObjectCloses(v) && !r.nextLabelBefore(i)) && !r.shouldBeIn(v)) {
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
		if e, ok := r.provideWantedAt(i); ok {
			return request{mood: "imperative", words: span{i, e}}, true
		}
		if e, ok := r.answerTheQuestionsAt(i); ok {
			return request{mood: "imperative", words: span{i, e}}, true
		}
	}
	if i == 0 {
		if e, ok := r.nowOrHoldAt(i); ok {
			return request{mood: "imperative", words: span{i, e}}, true
		}
		if e, ok := r.keepOrDropAt(i); ok {
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
		case v.is("appreciate", "welcome", "value") && !r.conditionalBefore(j):
			// "I appreciate your guidance in getting there": thanks, not
			// "I'd appreciate a decision on…".
		case v.is("need", "needed") && r.at(j+1).is("is") && r.at(i-1).is("what", "all") && r.decisionObject(j+2, true) && r.at(j+2).k.has(kYour):
			return request{mood: "declarative", words: span{i - 1, j + 2}}, true // "What I still need is your yes or no on …"
		case v.is("need", "require", "appreciate", "welcome", "value", "want", "like", "prefer", "await", "am", "'m", "waiting", "awaiting", "holding", "blocked", "pausing", "paused", "request", "seek"):
			if v.is("am", "'m") {
				j++
				if !r.at(j).is("waiting", "awaiting", "holding", "blocked", "pausing", "paused", "stopping", "stopped", "requesting", "seeking") {
					break
				}
			}
			if r.decisionObject(j+1, v.is("need", "require")) {
				return request{mood: "declarative", words: span{i, j + 1}}, true
			}
		case v.is("grateful", "thankful", "glad") && r.at(j+1).is("for") && r.conditionalBefore(j-1) && r.decisionObject(j+2, false) &&
			(r.at(j+3).k.has(kNeedStrong) || r.at(j+3).is("choice", "call", "preference", "answer", "pick", "verdict")): // (not "… for your feedback": thanks ahead)
			// "I would be grateful for your decision on the pagination",
			// as "I'd appreciate …".
			return request{mood: "declarative", words: span{i, j + 2}}, true
		case v.is("wait", "hold", "pause", "stop") && r.decisionObject(j+1, false):
			return request{mood: "declarative", words: span{i, j + 1}}, true
		}
	}
	// "It would help to know whether…", "it'd be good to hear which…",
	// "Keen to hear whether…", "I'd love to know which…".
	// "It would help me a great deal to hear how long a read-only window
	// you could live with": a wh-clause the reader answers.
	howReader := r.at(i+1).is("how") && r.at(i+2).is("long", "much", "many", "often", "far", "big", "large", "strict", "soon", "aggressive") && r.readerSetsIn(i+3) // a quantity the reader sets
	if t.is("know", "hear", "learn") && r.at(i-1).is("to") && (r.at(i+1).is("whether", "which", "if", "wether") || howReader) {
		for j := i - 2; j >= 0 && j >= i-8; j-- {
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
	// "This needs a dependency/package-path decision before continuing:
	// either restore …, or migrate …": the work held on a decision that
	// is not the writer's, before it goes on.
	if t.is("needs", "requires") && r.at(i-1).is("this", "that", "it") && (i == 1 || r.clauseOpensAt(i-1)) {
		j := i + 1
		for k := 0; k < 4 && !isDecisionNoun(r.at(j)) && !r.at(j).k.has(kNeedStrong) && !r.at(j).isBoundary() && !r.at(j).k.has(kComma|kNot); k++ {
			j++ // "a dependency/package-path decision", "human direction"
		}
		if isDecisionNoun(r.at(j)) || r.at(j).k.has(kNeedStrong) || r.at(j).is("direction") {
			n := r.at(j + 1)
			before := n.is("before") && (r.at(j+2).is("continuing", "proceeding", "going", "moving", "merging", "anything", "i", "we") || r.at(j+2).k.has(kSelf))
			options := n.is(":", "-", "—", "–") && r.alternativesOpen(j+2)
			if before && (r.at(j+3).is(":", "-", "—", "–") && r.alternativesOpen(j+4) || r.at(j+4).is(":") && r.alternativesOpen(j+5)) || options ||
				n.k.has(kPrepFrom) && r.at(j+2).k.has(kYou) {
				return request{mood: "declarative", words: span{i - 1, j + 1}}, true
			}
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
	// "Your move" labelling a list ("Remaining (still blocked, your
	// move):") hands over the reader's tasks, which its items say; a
	// choice among them is read in them.
	moveLabel := r.at(i+1).is("move") && len(r.ts) > 0 && r.ts[len(r.ts)-1].is(":")
	if t.k.has(kYour) && r.at(i+1).is("call", "pick", "choice", "decision", "preference", "choosing", "move", "shout") && !moveLabel && !r.pastOrConditional(i) && !r.negatedBefore(i) && !r.at(i-1).is("needed", "wanted", "got", "received", "had", "awaited", "heard", "took", "made", "followed", "asked") && r.handedOver(i, i+2) { // ("I needed your decision, it didn't come": the object of a past verb)
		return request{mood: "fragment", words: span{i, i + 2}}, true
	}
	// "Weighted shift or an in-place swap — yours.", "Still undecided,
	// and yours rather than mine: split or truncate", "On-demand pool or
	// PDB: that one's for you this morning".
	if e, ok := r.yoursAt(i); ok && !r.pastOrConditional(i) && !r.negatedBefore(i) {
		if (e >= len(r.ts) || r.at(e).isBoundary() || r.at(e).is("!")) && r.at(i-1).is("-", "—", "–", ":", ",", "'s", "is") && r.alternativeIn(0, i) ||
			r.at(e).is(":", "-", "—", "–") && r.alternativesOpen(e+1) && !r.at(i-1).is("is", "are", "'s") || // a label, not "The repo is yours now: fork it or archive it"
			r.at(e).is(":") && r.at(e+1).is("whether", "which") && r.at(i-1).is("'s", "is") && r.at(i-2).is("it", "that", "this") && r.at(i-3).is("and", "open", ",") { // "Still open, and it's yours: whether …"
			return request{mood: "fragment", words: span{i, e}}, true
		}
	}
	// "Whether the empty states get illustrations is the bit I can't
	// settle without you", "Everywhere or keyboard-only is the one call
	// I'm leaving with you": what is to be decided, said to be the
	// reader's to decide.
	if t.is("is", "'s") && i > 1 && i < 4*window && (r.alternativeIn(0, i) || r.at(r.firstWordOf(0, i)).is("whether")) && !r.negatedBefore(i) {
		if e, ok := r.readerDecidesIn(i+1, i+3*window); ok {
			return request{mood: "declarative", words: span{i, e}}, true
		}
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
	if t.is("in") && r.at(i+1).k.has(kYour) && r.at(i+2).is("court", "hands") && !r.pastOrConditional(i) && !r.taskAfterColon(i+3) {
		return request{mood: "fragment", words: span{i, i + 3}}, true
	}
	// "Decision needed: soft or hard delete", "Decision required on the
	// retention window".
	// "Owner decision needed: …", "Human decision required on …": whose
	// decision, the person's, before it.
	whose := r.at(i-1).is("owner", "owner's", "user", "user's", "human", "maintainer", "requester", "operator") && (i == 1 || r.at(i-2).isBoundary())
	if i == 0 || r.at(i-1).isBoundary() || r.at(i-1).k.has(kYour) && (i == 1 || r.at(i-2).isBoundary()) || whose {
		if t.is("decision", "decisions", "choice", "call") && r.at(i+1).is("needed", "required", "pending", "wanted") &&
			(r.at(i+2).is(":", "-", "on", "about", "regarding", "re", "between", "whether", "for") && !r.at(i+3).k.has(kOther)) &&
			!r.at(i+3).is("none", "nothing", "n/a", "no", "zero", "nil") { // "Decisions needed: none."
			return request{mood: "fragment", words: span{i, i + 2}}, true
		}
		// "TBD (yours): minSdk 26 or 24", "Action required (you): choose
		// the retention period": a label of what is left, the reader
		// named in brackets as whose it is.
		if e := r.yoursBracketAfter(i); e > 0 && r.at(e).is(":", "-") && e+1 < len(r.ts) && !r.at(e+1).is("none", "nothing", "n/a", "no", "done") {
			return request{mood: "fragment", words: span{i, e}}, true
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
		// "To decide: keep or drop the endpoint", "One thing to decide:
		// Fly or Render", "Still to decide: …": what is left to decide,
		// its alternatives open after the colon.
		if e, ok := r.toDecideLabel(i); ok && r.at(e).is(":", "-") && r.alternativesOpen(e+1) ||
			(i == 0 || r.clauseOpensAt(i)) && r.openLabelAt(i) > 0 && (r.alternativesOpen(r.openLabelAt(i)) ||
				// "Still open + yours: whether refunds need a second
				// approver": the reader's, a question to settle.
				r.at(r.openLabelAt(i)).is("whether", "which") && r.anyIn(i, r.openLabelAt(i), func(t token) bool { return t.is("yours") })) {
			return request{mood: "fragment", words: span{i, max(e, i+1)}}, true
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
			r.at(n+1).is("for") {
			// The reader, or the person as a report's telegraphic label
			// names them: "DECISION FOR USER:", "Decision for the human:"
			// ("Decision for the user:" may be a product's flow).
			p := n + 3
			if !r.at(n+2).k.has(kYou) && !r.at(n+2).is("user", "human") {
				p = n + 4
				if !r.at(n+2).is("the") || !r.at(n+3).is("human") {
					p = -1
				}
			}
			if p > 0 && r.at(p).is(":", "-") && !r.at(p+1).is("none", "nothing", "n/a", "no") {
				return request{mood: "fragment", words: span{i, p}}, true
			}
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
		// "The rotation sits staged until you've said yes or no to …"
		yesOrNo := r.at(v).is("said", "say", "given", "give") && (r.at(v+1).is("yes_or_no", "yes/no", "go/no-go", "go_or_no-go") || r.at(v+1).is("yes") && r.at(v+2).is("or") && r.at(v+3).is("no") ||
			r.at(v+1).is("the", "a", "your") && r.at(v+2).k.has(kNeedStrong))
		approves := r.at(v).is("validate", "validated", "greenlight", "greenlit", "accept", "accepted", "endorse", "endorsed", "ratify", "ratified")
		if (isDecisionVerb(r.at(v)) && !r.at(v).is("let", "tell") || approves || v > i+2 && isChosen(r.at(v)) || yesOrNo) && r.workWaitsBefore(i) {
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
	// "I can keep the flag or drop it, whichever you prefer": two
	// courses set out, the choice left to the reader after a comma.
	if t.is("whichever") && r.at(i-1).k.has(kComma) && r.at(i+1).k.has(kYou) && r.writersCoursesBefore(i) && !r.pastOrConditional(i) {
		e := i + 3
		if r.at(i+2).is("'d", "would") && r.at(i+3).is("prefer", "like", "rather") {
			e++
		} else if !r.at(i+2).is("prefer", "want", "like", "choose", "pick") {
			e = -1
		}
		if e > 0 && (e >= len(r.ts) || r.at(e).isBoundary()) {
			return request{mood: "fragment", words: span{i, e}}, true
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
	// "Three items need your call this morning": the things the writer
	// sets out need it ("new members need your approval" is a product's
	// rule).
	plural := t.is("need", "require") && r.at(i-1).is("things", "items", "decisions", "questions", "points", "calls", "choices", "these", "those", "both", "few")
	// ("Rotated the key without waiting for your go-ahead" tells what the
	// writer did.)
	if (isDependencyWord(t) || plural) && !r.pastOrConditional(i) && !r.negatedBefore(i) && !r.at(i-1).is("without", "w/o") {
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
		v := y + 1
		if r.at(v).is("'ve", "have") && isChosen(r.at(v+1)) {
			v++ // "once you've chosen between the two, I'll convert…"
		}
		if w := r.at(v); r.at(y).k.has(kYou) && (isDecisionVerb(w) || v > y+1) && !w.is("let", "tell", "say") && !r.pastOrConditional(i) && (r.writerWaits(i) || r.at(len(r.ts)-1).is(":")) {
			return request{mood: "declarative", words: span{i, v + 1}}, true
		}
	}
	// "Run /pg-plan when you've picked between Approach E2 and Approach
	// C", "Once you choose which region goes first, start the rollout":
	// the reader's own next step waits on a pick among what the message
	// sets out.
	if e, ok := r.readerPicksThenActs(i); ok {
		return request{mood: "declarative", words: span{i, e}}, true
	}
	// "Once I have your decisions, I'll create the plan", "When I get
	// your answers, I'll update the PRD": the writer's next step waits on
	// the reader's decision ("when I had your answers, I…" reports).
	if e, ok := r.onceIHaveYour(i); ok {
		return request{mood: "declarative", words: span{i, e}, conditional: true}, true
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
	// "Whether the reveal prints the suffix is a copy question for you."
	if t.is("question", "decision", "call", "choice") && r.at(i+1).is("for") && r.at(i+2).k.has(kYou) && (i+3 >= len(r.ts) || r.at(i+3).isBoundary()) {
		for j := i - 1; j >= 0 && j >= i-3; j-- {
			if r.at(j).is("a", "an", "one") && r.at(j-1).is("is", "'s") && r.choiceSubject(j-1) {
				return request{mood: "fragment", words: span{j - 1, i + 3}}, true
			}
		}
	}
	// "The choice between A and B is yours."
	if t.is("yours") && r.at(i-1).is("is", "'s") && (i+1 >= len(r.ts) || r.at(i+1).isBoundary()) && r.choiceSubject(i-1) {
		return request{mood: "fragment", words: span{i - 1, i + 1}}, true
	}
	return request{}, false
}

// readerPicksThenActs reads, at i, "once" or "when" and the reader's pick
// between alternatives or of which or whether ("when you've picked
// between A and C", "once you choose which region goes first"), beside
// an imperative to the reader that opens the sentence or the clause
// after it. "Run the plan when you are ready" and "the modal clears once
// you choose" hand nothing to decide. It returns where the pick ends.
func (r *sentenceReader) readerPicksThenActs(i int) (int, bool) {
	if !r.at(i).is("once", "when") || !r.at(i+1).k.has(kYou) {
		return 0, false
	}
	v := i + 2
	if r.at(v).is("'ve", "have") {
		v++
	}
	if w := r.at(v); !isChosen(w) && !w.is("pick", "choose", "decide", "select", "settle") || !r.at(v+1).is("between", "which", "whether", "wether") {
		return 0, false
	}
	if i > 0 {
		k := r.clauseStartBefore(i)
		for k < i && (r.at(k).k.has(kPlease) || r.at(k).is("then", "just", "so")) {
			k++
		}
		// "Click Save once you've chosen between the plans" walks a
		// user through a screen.
		return v + 2, r.imperativeOpensBefore(i) && !r.at(k).is("click", "tap", "press", "hit", "submit", "type", "enter", "scroll", "drag", "fill", "toggle", "check", "tick")
	}
	for j := v + 2; j < len(r.ts); j++ {
		if r.at(j).k.has(kComma) {
			k := j + 1
			for k < len(r.ts) && (r.at(k).k.has(kPlease) || r.at(k).is("then", "just")) {
				k++
			}
			t := r.at(k)
			return v + 2, k < len(r.ts) && isPlainVerb(t) && !r.at(k+1).is("to", "and", ",")
		}
	}
	return 0, false
}

// decisionIsSubjectBefore: the clause before i opens on a question word
// ("Whether the clock starts at signup or …", "Which region goes first")
// or names a decision ("the call on the region", "that choice").
func (r *sentenceReader) decisionIsSubjectBefore(i int) bool {
	start := 0
	for j := i - 1; j > 0; j-- {
		if r.at(j).is(";", ":") {
			start = j + 1
			break
		}
	}
	for j := start; j < i; j++ {
		if r.at(j).is("which", "whether", "wether") && j == start {
			return true
		}
		if isDecisionNoun(r.at(j)) || r.at(j).is("call", "choice", "answer", "pick") && r.at(j-1).k.has(kDet) {
			return true
		}
	}
	return false
}

// whSubjectBefore: a question word opens the sentence, or a clause after
// a semicolon, and its clause is the subject of "is" before i ("which
// host it goes to, Pages or Netlify, is the last piece …").
func (r *sentenceReader) whSubjectBefore(i int) bool {
	for j := 0; j < i; j++ {
		if !r.at(j).is("which", "whether", "what", "who") || j > 0 && !r.at(j-1).isBoundary() && !r.at(j-1).is(";", ":") {
			continue
		}
		for k := j + 1; k < i; k++ {
			if r.at(k).is("is", "are") {
				return true
			}
		}
	}
	return false
}

// conditionalBefore: "would" or "will" stands before the verb at j, past
// adverbs ("I would really appreciate").
func (r *sentenceReader) conditionalBefore(j int) bool {
	k := j - 1
	for k >= 0 && r.at(k).k.has(kAdv) {
		k--
	}
	return r.at(k).is("would", "'d", "will", "'ll")
}

// writerWaits: the sentence has the writer, or its readiness, waiting on
// what the reader does ("I'll push once you confirm", "Ready to ship as
// soon as you confirm"); "the modal clears as soon as you choose" tells
// how a product behaves.
func (r *sentenceReader) writerWaits(i int) bool {
	start, end := r.clauseOf(i)
	from := start
	if start > 0 {
		from, _ = r.clauseOf(start - 1) // "Ready to ship | as soon as you confirm"
	}
	if (start == 0 || r.at(start).is(":") || r.at(start-1).is(":")) && end+1 < len(r.ts) {
		if c := r.closingBracketAfter(end); r.at(end).is("(") && c > 0 && c+1 < len(r.ts) {
			// "Once you've picked the mode (banker's or half-up), I'll
			// regenerate": past the bracket to the clause after it.
			end = c
		}
		_, end = r.clauseOf(end + 1) // "Once you confirm, I'll push the branch"
		if start == 0 && r.at(0).is("as") && end+1 < len(r.ts) {
			_, end = r.clauseOf(end + 1) // "As soon as | you confirm | , I'll push"
		}
	}
	for j := from; j <= end && j < len(r.ts); j++ {
		if t := r.at(j); t.k.has(kSelf) && !t.is("my", "our", "me", "us") || t.is("ready", "waiting", "standing", "holding", "paused") {
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

// onceIHaveYour reads "once I have your decisions", "when we get your
// answer", "as soon as I have your go-ahead" at i: a present wait for the
// reader's decision, with the writer's next step after it. It returns
// where the words end.
func (r *sentenceReader) onceIHaveYour(i int) (int, bool) {
	y := i + 1
	switch {
	case r.at(i).is("once", "when"):
	case r.at(i).is("as") && r.at(i+1).is("soon") && r.at(i+2).is("as"):
		y = i + 3
	default:
		return 0, false
	}
	if r.at(y).is("approved", "signed") || r.at(y).k.has(kYou) && r.at(y+1).is("approve", "sign", "'ve", "have") && (r.at(y+1).is("approve", "sign") || r.at(y+2).is("approved", "signed")) {
		// "Once approved, I'll start phase 2", "once you approve, I'll
		// merge", "when you've signed off, I'll deploy": the reader's
		// go-ahead, the writer's next step after it ("once approved by
		// CI" is another's).
		n := y + 1
		for n < len(r.ts) && !r.at(n).k.has(kComma) && !r.at(n).isBoundary() && n < y+6 {
			if r.at(n).is("by") {
				return 0, false
			}
			n++
		}
		if r.at(n).k.has(kComma) && r.at(n+1).is("i", "we") && r.at(n+2).is("'ll", "will", "can") {
			return n, true
		}
		return 0, false
	}
	if !r.at(y).is("i", "we") || !r.at(y+1).is("have", "get", "receive", "hear") || !r.at(y+2).k.has(kYour) {
		return 0, false
	}
	n := y + 3
	if !isDecisionNoun(r.at(n)) {
		n++ // "your final decisions"
	}
	if !isDecisionNoun(r.at(n)) {
		return 0, false
	}
	for j := n + 1; j < len(r.ts) && j < n+2*window; j++ {
		if r.at(j).is("i", "we") && (r.at(j+1).is("'ll", "will", "can", "'d", "would") || isPresentStep(r.at(j+1))) {
			return n + 1, true
		}
	}
	return 0, false
}

// isDecisionNoun: what a reader decides and sends back.
func isDecisionNoun(t token) bool {
	return t.is("decision", "decisions", "choice", "choices", "answer", "answers", "go-ahead", "approval", "sign-off", "picks",
		"selection", "selections", "confirmation", "ruling", "rulings", "verdict", "call", "go/no-go")
}

// isPresentStep: a verb of the writer's plan in the present ("once I have
// your answers, I update the PRD").
func isPresentStep(t token) bool {
	return t.is("update", "create", "start", "proceed", "implement", "ship", "deploy", "merge", "continue", "finish", "begin", "write", "build")
}

// toDecideLabel: a label of what is left to decide opens at i ("To
// decide", "Still to decide", "Two things to decide"); it returns where
// the label ends.
func (r *sentenceReader) toDecideLabel(i int) (int, bool) {
	j := i
	for k := 0; k < 4 && r.at(j).is("one", "two", "three", "a", "few", "the", "thing", "things", "item", "items", "point", "points", "still", "left", "open", "remaining"); k++ {
		j++
	}
	if r.at(j).is("to") && r.at(j+1).is("decide", "choose", "pick") {
		return j + 2, true
	}
	return 0, false
}

// uiStepAfter: the imperative at i is a step in a program's interface:
// "Select Yes or No when the installer asks", "choose the plan in the
// billing page", "pick a region in the dropdown".
func (r *sentenceReader) uiStepAfter(i int) bool {
	for j := i + 1; j < len(r.ts) && j < i+3*window && !r.at(j).isBoundary(); j++ {
		t := r.at(j)
		if t.is("when", "once") && r.at(j+1).is("prompted", "asked") {
			return true // "Pick the interpreter when prompted"
		}
		if t.is("when", "once") && !r.at(j+1).k.has(kSelf|kYou) {
			// "when the installer asks", "when VS Code prompts": a
			// program asks, not the writer or the reader.
			for k := j + 1; k <= j+4 && !r.at(k).k.has(kSelf|kYou|kComma) && !r.at(k).isBoundary(); k++ {
				if r.at(k).is("asks", "prompts", "appears", "pops", "shows", "opens", "loads") {
					return true
				}
			}
		}
		if t.is("in", "from", "on") && r.at(j+1).is("the", "a") {
			for k := j + 2; k <= j+4; k++ {
				if r.at(k).is("dialog", "dialogue", "page", "menu", "console", "installer", "wizard", "prompt", "ui", "dropdown", "picker", "modal", "sidebar", "form", "screen", "popup", "toolbar") {
					return true
				}
			}
		}
	}
	return false
}

// workWaitsBefore: before the "until" at i the writer or its work is
// what waits ("I'll hold the deploy", "Can't continue", "The rotation
// sits staged"), not a product's state ("The account stays locked until
// you confirm your email").
func (r *sentenceReader) workWaitsBefore(i int) bool {
	for j := max(0, i-3*window); j < i; j++ {
		t := r.at(j)
		if t.k.has(kSelf) && !t.is("my", "our", "me", "us") || t.k.has(kNot|kCan) && r.at(j+1).is("continue", "proceed", "merge", "ship", "deploy", "finish", "start", "go") ||
			t.is("blocked", "held", "holding", "hold", "waiting", "wait", "paused", "parked", "staged", "pending", "on_hold") ||
			t.is("no") && r.at(j+1).is("further", "more", "additional", "new") || // "No further mockups until you validate the charter"
			t.is("pr", "branch", "deploy", "rollout", "migration", "merge", "release", "cutover", "rotation", "upgrade", "rest", "work", "change", "changes", "fix", "plan", "patch", "commit") {
			return true
		}
	}
	return false
}

// readerSetsIn: in the clause from i the reader wants, accepts or
// prefers ("… a read-only window you could live with", "… you'd
// accept"), not a fact about them ("how long the migration took on your
// machine").
func (r *sentenceReader) readerSetsIn(i int) bool {
	for j := i; j < len(r.ts) && j < i+2*window && !r.at(j).isBoundary(); j++ {
		if r.at(j).k.has(kYou) && r.at(j+1).is("want", "prefer", "accept", "could", "can", "'d", "would", "need", "expect", "tolerate", "pick", "choose", "like") {
			return true
		}
	}
	return false
}

// readerDecidesIn: from i to at most end, before the sentence ends, the
// reader named as who decides, now: "I'd rather you ruled on", "I'm
// leaving with you", "I can't settle without you", "for you to decide".
// It returns where that ends.
func (r *sentenceReader) readerDecidesIn(i, end int) (int, bool) {
	for j := i; j < len(r.ts) && j < end; j++ {
		t := r.at(j)
		if t.isBoundary() || t.is(";", "was", "were", "had") {
			return 0, false
		}
		n := r.at(j + 1)
		switch {
		case t.is("rather") && n.k.has(kYou) && isRulingVerb(r.at(j+2)):
			return j + 3, true
		case t.is("leaving", "leave") && n.is("with", "to") && r.at(j+2).k.has(kYou):
			return j + 3, true
		case t.is("without") && n.k.has(kYou) && (r.at(j-1).is("settle", "decide", "call", "make", "resolve", "pick") || r.at(j-2).is("settle", "decide", "call", "make", "resolve", "pick")):
			return j + 2, true
		case t.is("for") && n.k.has(kYou) && r.at(j+2).is("to") && isRulingVerb(r.at(j+3)):
			return j + 4, true
		}
	}
	return 0, false
}

// isRulingVerb: a verb of deciding ("rule", "decide", "settle", "pick").
func isRulingVerb(t token) bool {
	return t.is("rule", "ruled", "decide", "decided", "settle", "settled", "pick", "picked", "choose", "chose", "call", "called", "weigh", "make", "made")
}

// yoursAt: the decision said to be the reader's at i ("yours", "yours to
// settle", "yours rather than mine", "for you this morning" after "that
// one's"); it returns where that ends.
func (r *sentenceReader) yoursAt(i int) (int, bool) {
	e := i + 1
	switch t := r.at(i); {
	case t.is("yours"):
	case t.is("for") && r.at(i+1).k.has(kYou) && r.at(i-1).is("'s", "is") && r.at(i-2).is("one", "that", "this"):
		e = i + 2
	default:
		return 0, false
	}
	if r.at(e).is("to") && r.at(e+1).is("settle", "decide", "pick", "choose", "call", "make", "rule") {
		e += 2
		if r.at(e).is("on") {
			e++
		}
	}
	if r.at(e).is("rather") && r.at(e+1).is("than") && r.at(e+2).is("mine") {
		e += 3
	}
	for k := 0; k < 2 && r.at(e).is("this", "today", "tonight", "now", "morning", "afternoon", "evening"); k++ {
		e++
	}
	return e, true
}

// openLabelAt: a label saying what follows is not settled opens at i
// ("Still open:", "Undecided -", "Still unresolved:"); it returns where
// its content starts (0: none). "Open:" alone is a questions label.
func (r *sentenceReader) openLabelAt(i int) int {
	j := i
	if r.at(j).is("still") {
		j++
	}
	if !r.at(j).is("undecided", "unresolved", "unsettled") && !(j > i && r.at(j).is("open", "pending")) {
		return 0
	}
	if r.yoursAfterLabel(j+1) > 0 {
		j = r.yoursAfterLabel(j+1) - 1 // "Still open + yours:"
	}
	if !r.at(j+1).is(":", "-", "—", "–") {
		return 0
	}
	return j + 2
}

// yoursAfterLabel: at i a label goes on to say what it holds is the
// reader's ("… + yours", "…, yours", "… (yours)"); where that ends (0:
// not so).
func (r *sentenceReader) yoursAfterLabel(i int) int {
	switch {
	case r.at(i).is("and") && r.at(i+1).is("yours"), r.at(i).k.has(kComma) && r.at(i+1).is("yours"):
		return i + 2
	case r.at(i).is("(") && r.at(i+1).is("yours") && r.at(i+2).is(")"):
		return i + 3
	}
	return 0
}

// taskAfterColon: after i the sentence goes on past a colon with a thing
// to act on and no choice ("Still in your hands (can't fix from here):
// the racing sessions"): the reader's task, handed over as "Your move:"
// over tasks is, not a decision.
func (r *sentenceReader) taskAfterColon(i int) bool {
	c := -1
	for j := i; j < len(r.ts); j++ {
		if r.at(j).is(":") {
			c = j
			break
		}
	}
	if c < 0 || c+1 >= len(r.ts) {
		return false
	}
	for j := c + 1; j < len(r.ts); j++ {
		if t := r.at(j); isAlternative(t) || t.k.has(kWh) || t.is("decide", "choose", "pick", "decision", "call", "choice", "yes", "no") {
			return false
		}
	}
	return true
}

// nextLabelBefore: the imperative at i is in a sentence that opens on a
// report's label of the next step ("Next: confirm the receipt", "Next
// step: run the replay: confirm A->B receipt, B->A receipt"): a check
// for whoever goes on, as "Confirm Firestore has the trips collection"
// is, however short its object.
func (r *sentenceReader) nextLabelBefore(i int) bool {
	// The sentence opens on the label, the check after it or after the
	// step it names ("Next: Run a fresh replay …: confirm A->B receipt").
	j := 0
	for j < i && j < 3 && r.at(j).is("next", "step", "steps", "up") {
		j++
	}
	return j > 0 && r.at(0).is("next") && r.at(j).is(":") && j < i
}

// planStatedBefore: the imperative at i comes after the colon of a
// sentence that says what the next move is ("The correct next move is to
// synthesize the transcript into a design direction: take the three
// variants, decide which visual language wins, then evolve generate.py"):
// the steps of that move, not a decision handed to the reader ("The next
// step is yours: decide which wins" hands one).
func (r *sentenceReader) planStatedBefore(i int) bool {
	j := 0
	if r.at(j).is("so", "then") {
		j++
	}
	if !r.at(j).is("the") {
		return false
	}
	j++
	if r.at(j).is("correct", "right", "real", "best", "natural", "logical", "obvious", "sensible", "proper", "actual") {
		j++
	}
	if r.at(j).is("next") {
		j++
	}
	if !r.at(j).is("move", "step", "plan", "path", "approach") || !r.at(j+1).is("is") || !r.at(j+2).is("to") {
		return false
	}
	for k := i; k < len(r.ts) && !r.at(k).isBoundary(); k++ {
		if r.at(k).k.has(kYou | kYour) {
			return false // "…: decide which region you want" asks
		}
	}
	for k := j + 3; k < i; k++ {
		if r.at(k).is(":") {
			return true
		}
	}
	return false
}

// fixLabelBefore: the imperative at i follows a label of a suggested
// change to the code ("Suggested fix: decide re-enqueue eligibility from
// the task state", "Fix: pick the retry from the status code"): how the
// code should decide, not the reader's decision.
func (r *sentenceReader) fixLabelBefore(i int) bool {
	if !r.at(i - 1).is(":") {
		return false
	}
	for j := i - 2; j >= 0 && j >= i-4; j-- {
		if r.at(j).is("fix", "fixes", "remedy", "mitigation", "workaround", "patch", "solution") {
			return true
		}
		if r.at(j).isBoundary() {
			return false
		}
	}
	return false
}

// alternativeWithPurposeAfter: after i an "or" sets out a second answer
// with what it does ("…, or “Veto” to leave everything unchanged").
func (r *sentenceReader) alternativeWithPurposeAfter(i int) bool {
	for j := i; j < len(r.ts); j++ {
		if !isAlternative(r.at(j)) {
			continue
		}
		for k := j + 1; k < len(r.ts) && k <= j+5; k++ {
			if n := r.at(k + 1); r.at(k).is("to") && n.w != "" && n.w != "xx" && !n.k.has(kDet|kYou|kYour|kSelf|kPunct|kComma) {
				return true
			}
		}
	}
	return false
}

// goesOnFromModal: the verb at i, after ", then" or "and", goes on from
// another subject's modal earlier in the sentence ("The review should
// verify the contract, then decide whether to accept it"): that subject's
// step, not the reader's imperative ("You should test it, then decide"
// is the reader's).
func (r *sentenceReader) goesOnFromModal(i int) bool {
	j := i - 1
	if !r.at(j).is("then", "and") {
		return false
	}
	for j--; j > 0 && j > i-3*window; j-- {
		t := r.at(j)
		if t.isBoundary() || t.is(";", ":") {
			return false
		}
		if t.is("should", "must", "will", "'ll", "would", "can", "could", "may", "might", "shall") {
			// "The review should verify it, then decide", "I'll use it to
			// find …, then decide the remedy": another's, or the writer's
			// own plan; "You should test both, then decide" and "we
			// should …, then decide" are put to the reader.
			s := r.at(j - 1)
			return s.is("i") || !s.k.has(kYou|kSelf)
		}
	}
	return false
}

// keepOrDropAt: a sentence that opens on one course for a thing and
// offers its opposite for the same thing ("Keep the flag around for one
// more release or remove it with this PR", "Merge the branch as is, or
// close it"): two courses set before the reader, none taken; the end of
// the words that say so.
func (r *sentenceReader) keepOrDropAt(i int) (int, bool) {
	a := r.at(i)
	opposite := func(b token) bool {
		switch {
		case a.is("keep", "retain", "leave"):
			return b.is("remove", "drop", "delete", "retire", "kill", "rip")
		case a.is("remove", "drop", "delete", "retire", "kill"):
			return b.is("keep", "retain", "leave")
		case a.is("merge", "ship", "land"):
			return b.is("revert", "hold", "close", "drop", "shelve", "park")
		case a.is("revert", "close"):
			return b.is("merge", "keep", "land", "ship")
		case a.is("enable"):
			return b.is("disable")
		case a.is("disable"):
			return b.is("enable")
		}
		return false
	}
	for j := i + 1; j < len(r.ts) && j <= i+12; j++ {
		t := r.at(j)
		if t.isBoundary() {
			return 0, false
		}
		if !t.is("or") {
			continue
		}
		// The first course has its object, the second takes it back:
		// "keep X … or remove it" ("keep or drop the endpoint" is a
		// topic).
		if j < i+2 || !opposite(r.at(j+1)) || !r.at(j+2).is("it", "them") {
			return 0, false
		}
		if !r.alternativesOpen(i) {
			return 0, false // "…, or remove it — we removed it"
		}
		return j + 2, true
	}
	return 0, false
}

// nowOrHoldAt: a sentence that opens on the work's next step done now,
// or held back ("Ship it now, or hold it for July.", "Implement now, or
// stop here"): the two courses set before the reader, none taken; the
// end of the words that say so. A step that is the reader's own to run
// ("Run it now, or wait for the nightly build") hands no decision.
func (r *sentenceReader) nowOrHoldAt(i int) (int, bool) {
	if !r.at(i).is("ship", "implement", "merge", "deploy", "release", "publish", "land", "proceed", "continue", "apply", "push", "tag", "cut", "start") {
		return 0, false
	}
	for j := i + 1; j <= i+4 && j < len(r.ts) && !r.at(j).isBoundary(); j++ {
		if !r.at(j).is("now", "today", "tonight") {
			continue
		}
		k := j + 1
		if r.at(k).k.has(kComma) {
			k++
		}
		if r.at(k).is("or") && r.at(k+1).is("stop", "hold", "wait", "park", "defer", "pause", "leave", "keep", "revisit", "postpone", "skip", "shelve") && r.alternativesOpen(i) {
			return k + 2, true // (not once taken: "…, or hold it — we shipped it")
		}
		return 0, false
	}
	return 0, false
}

// yoursBracketAfter: at i a label of what is left to do or decide ("TBD",
// "Action required", "Decision", "To do"), then the reader in brackets
// ("(yours)", "(you)", "(for you)", "(your call)"); where the bracket
// closes, past it (0: not so).
func (r *sentenceReader) yoursBracketAfter(i int) int {
	k := i
	switch t := r.at(k); {
	case t.is("tbd", "todo", "to-do", "pending", "open", "outstanding", "decide", "decision", "decisions", "choice", "call"):
		k++
	case t.is("action", "actions", "input", "sign-off", "approval") && r.at(k+1).is("required", "needed", "item", "items", "pending"):
		k += 2
	case t.is("to") && r.at(k+1).is("do", "decide"):
		k += 2
	default:
		return 0
	}
	if r.at(k).is("needed", "required") {
		k++
	}
	if !r.at(k).is("(") {
		return 0
	}
	k++
	if r.at(k).is("for") {
		k++
	}
	switch {
	case r.at(k).is("yours", "you"):
	case r.at(k).k.has(kYour) && r.at(k+1).is("call", "decision", "choice", "side"):
		k++
	default:
		return 0
	}
	if !r.at(k + 1).is(")") {
		return 0
	}
	return k + 2
}
