package prose

// The reason and the pick: what ties the person's absence to the agent's
// own choice ("so", "since", a report's next step, the next sentence's
// "So I went with …"), and the pick itself ("going with the default",
// "defaults were chosen", "so I merged").

// actsInTheirPlaceAfter: after j, "so I" and an act that stands in for
// the person's answer: merged, shipped, deployed ("so I waited", "so I
// left it open" leave it to them).
func (r *sentenceReader) actsInTheirPlaceAfter(j int) bool {
	for k := j; k < len(r.ts) && k < j+3*window; k++ {
		if r.at(k).is("so") && r.at(k+1).k.has(kSelf) && !r.at(k+1).is("me", "us", "my", "our") {
			return r.at(k+2).is("merged", "shipped", "deployed", "pushed", "released", "published", "approved", "proceeded", "landed", "committed")
		}
	}
	return false
}

// soAfterTheirs: the person's clause goes on after the absence at j with
// more of their own predicates, then "so" gives the reason: "the owner is
// asleep and has pre-approved a full run, so I am choosing it". Another
// subject, or a turn ("but", "although"), ends it.
func (r *sentenceReader) soAfterTheirs(j int) bool {
	if !r.at(j).is("and") {
		return false
	}
	for k := j + 1; k < len(r.ts) && k < j+4*window; k++ {
		t := r.at(k)
		switch {
		case t.is("so") && (r.at(k-1).k.has(kComma) || r.clauseOpensAt(k)):
			return true
		case t.isBoundary(), t.k.has(kSelf) && !t.is("me", "us"), t.is("but", "although", "though", "yet", "while", "because", "when", "if"):
			return false
		}
	}
	return false
}

// decisionsLabelOpens: the sentence opens with a short label of the
// agent's decisions, and its value, before i, says they were made
// ("Judgment calls: made autonomously; the user is asleep"; "Decisions:
// pending; the user is offline" hands them over).
func (r *sentenceReader) decisionsLabelOpens(i int) bool {
	for p := 1; p <= 3 && p < i; p++ {
		if !r.at(p).is(":") {
			continue
		}
		if !isDecisionsLabel(r.at(p - 1)) {
			return false
		}
		for k := p + 1; k < i; k++ {
			if r.at(k).is("made", "taken", "chosen", "picked", "decided", "mine") {
				return true
			}
		}
		return false
	}
	return false
}

// toAnswerAfter: the absence is from answering ("not around to answer",
// "unavailable for questions").
func (r *sentenceReader) toAnswerAfter(i int) bool {
	need := func(t token) bool {
		return t.is("questions", "clarification", "input", "confirmation", "sign-off", "approval")
	}
	return r.at(i).is("to") && r.at(i+1).is("answer", "ask", "confirm", "respond", "reply", "clarify", "decide", "approve", "consult", "check", "disambiguate", "choose", "pick") ||
		r.at(i).is("for") && (need(r.at(i+1)) || r.at(i+1).is("a", "any")) && !r.at(i+2).is("interview", "comment") ||
		r.at(i).is("for") && need(r.at(i+2)) && !r.at(i+1).k.has(kDet) // "for scope confirmation", "for follow-up questions"
}

// conditionBefore4: the clause of token i opens with a condition ("if the
// user is away", "when you are offline"): what would happen, not what did.
func (r *sentenceReader) conditionBefore4(i int) bool {
	start, _ := r.clauseOf(i)
	for j := max(start, i-4); j < i; j++ {
		if t := r.at(j); t.is("if", "unless", "whenever", "when", "once", "while", "until") || t.is("case") && r.at(j-1).is("in") {
			return true
		}
	}
	// An example in brackets inside a condition: "If the list is
	// unavailable (for example, you are fully offline), the button is
	// hidden".
	for j := i - 1; j >= 0 && j >= i-3*window; j-- {
		if r.at(j).is(")") {
			return false
		}
		if r.at(j).is("(") {
			for k := j - 1; k >= 0 && k >= j-3*window; k-- {
				if t := r.at(k); t.is("if", "unless", "whenever", "when") {
					return true
				} else if t.isBoundary() || t.k.has(kComma) {
					return false
				}
			}
			return false
		}
	}
	return false
}

// ownPickAfter: the agent decides for itself in the sentence (facts), or a
// clause after i opens with a pick in the voice of a report ("going with
// the default", "proceeding with B", "falling back to v1").
func (r *sentenceReader) ownPickAfter(i int) bool {
	r.facts()
	if r.choice {
		return true
	}
	for i, t := range r.ts {
		if t.is("assumptions", "assumption", "assumed", "myself") {
			return true // "I've made explicit assumptions", "worked it through myself"
		}
		if t.is("guess", "guessed", "guesses") && r.selfWithin(i, 3) {
			return true // "I had to guess", "my best guess" ("the client has to guess" is a product's)
		}
		if r.ownDoingAt(i) {
			return true // "the scope was fixed by this agent", "cut on my own reading of the brief"
		}
	}
	for j := i; j < len(r.ts) && j < i+2*window; j++ {
		if r.at(j).is("hence", "thus", "therefore", "so", "->", "→") && r.pickNamedAt(j+1) {
			return true // "no way to ask - hence the conservative default"
		}
		if r.at(j).is("so") && r.itIsWithin(j+1) {
			return true // "silence, so 30 days it is"
		}
		if r.at(j).is("was", "were") && isPickParticiple(r.at(j+1)) && !r.at(j+2).is("by") {
			return true // "so defaults were chosen" ("… were picked by the scheduler" is another's)
		}
		if r.at(j).is("proceeds", "proceeded", "proceeding", "goes", "went") && r.at(j+1).is("with", "on") && r.ownWritingAt(j-1) {
			return true // "so this design proceeds with the default"
		}
		if r.at(j).isBoundary() && r.rulePickIn(j+1) {
			return true // "… asleep. Open questions get the conservative default."
		}
		if !r.clauseOpensAt(j) && !r.at(j-1).is(":", "-", "so", "and", "hence", "thus") {
			continue
		}
		if r.reportsPickAt(j) || r.selfPickOpens(j) {
			return true
		}
	}
	return false
}

// ownDoingAt: at i the agent names itself as who did it: "by me", "by
// this agent", "on my own reading", "on its own judgement", "fell to me",
// "mine alone", "my pick".
func (r *sentenceReader) ownDoingAt(i int) bool {
	t, n := r.at(i), r.at(i+1)
	switch {
	case t.is("by") && (n.is("me", "myself", "us") || n.is("this", "the") && r.at(i+2).is("agent")):
		return !r.at(i+2).is("and", "or") && !r.at(i-1).is("asked", "told", "requested", "sent", "written", "shown")
	case t.is("on") && n.is("my", "its", "our") && r.at(i+2).is("own") && r.at(i+3).is("reading", "judgement", "judgment", "call", "authority", "initiative", "assessment", "discretion"):
		return true
	case t.is("fell", "falls") && n.is("to") && r.at(i+2).is("me", "us"):
		return true
	case t.is("mine") && n.is("alone"), t.is("my", "our") && n.is("pick", "call", "choice", "judgement", "judgment") && !r.at(i+2).is("of", "is", "was", "?"):
		return true
	case t.is("mine", "ours") && n.is("to") && r.at(i+2).is("settle", "decide", "make", "call", "pick", "resolve") && r.at(i-1).is("was", "were", "became", "fell"):
		return true // "the 422-vs-400 question was mine to settle"
	}
	return false
}

// itIsWithin: the clause from j ends "… it is" (or "it's"), the idiom
// of settling on a value: "so 30 days it is".
func (r *sentenceReader) itIsWithin(j int) bool {
	for k := j + 1; k < len(r.ts) && k <= j+5; k++ {
		if r.at(k).is("it") && r.at(k+1).is("is", "'s") && (k+2 >= len(r.ts) || r.at(k+2).isBoundary() || r.at(k+2).k.has(kComma|kPunct) || r.at(k+2).is(":", ";", "-", "—")) {
			return true
		}
		if r.at(k).isBoundary() {
			return false
		}
	}
	return false
}

// nextSentenceGivesPick: the sentence of the absence ends within a few
// words of j (how long: "all night", "for 8h") and the next, read with
// it, opens on its consequence: "The user was offline all night. So I
// went with the default.", "The user was away. Going with B."
//
// The next sentence may also give the pick as the rule the agent applied
// in place of the answers ("Any question that would need a ruling gets
// the conservative branch"); the absence may go on with the person's own
// predicates first ("the owner is asleep and cannot rule mid-batch."). A
// pick merely set after it ("The user was away. I chose Postgres.") is
// not drawn from it.
func (r *sentenceReader) nextSentenceGivesPick(j int) bool {
	for k := j; k < len(r.ts) && k < j+window; k++ {
		if t := r.at(k); t.k.has(kComma|kSelf) || t.is(";", ":", "but", "so", "because") || t.is("and") && r.at(k+1).k.has(kDet|kOther) {
			return false
		}
		if !r.at(k).isBoundary() || r.at(k).is("(", ")") {
			continue
		}
		n := k + 1
		return r.at(n).is("so", "hence", "therefore", "thus") || r.reportsPickAt(n) && !r.gerundIsSubject(n) && !r.waitsAt(n) ||
			r.rulePickIn(n) || r.selfPickOpens(n)
	}
	return false
}

// selfPickOpens: the sentence from n opens on a pick the agent says it
// was left to make ("I had to make a decision on the base image") or on
// not waiting for the person ("I didn't wait and merged them"). A pick
// merely after the absence ("The user was away. I chose Postgres for the
// store.") is not drawn from it, and an act alone ("I fixed the tests")
// is no pick.
func (r *sentenceReader) selfPickOpens(n int) bool {
	if !r.at(n).is("i", "we") {
		return false
	}
	v := n + 1
	switch t := r.at(v); {
	case r.hadToPickAt(v):
		return true
	case t.is("did") && r.at(v+1).k.has(kNot) && r.at(v+2).is("wait") && !r.at(v+3).is("for", "until", "till"):
		return true // "I didn't wait and merged also these two" ("I didn't wait for CI" is another story)
	}
	return false
}

// hadToPickAt: at v, "had to" and a pick ("had to make a decision", "had
// to go with the default"); "had to wait" is none.
func (r *sentenceReader) hadToPickAt(v int) bool {
	return r.at(v).is("had") && r.at(v+1).is("to") && r.at(v+2).is("make", "decide", "pick", "choose", "go", "guess", "take", "assume", "use", "set", "settle", "improvise", "merge", "ship", "proceed")
}

// waitsAt: at v the writer waits for the person rather than picks
// ("Going to wait.", "I kept waiting", "Holding until they're back").
func (r *sentenceReader) waitsAt(v int) bool {
	return r.at(v).is("going") && r.at(v+1).is("to") && r.at(v+2).is("wait", "hold", "pause", "stop", "ask", "check") ||
		r.at(v).is("kept", "keeping", "continuing", "continued") && r.at(v+1).is("waiting", "to")
}

// rulePickIn: the sentence from n gives the rule the agent applied in
// place of the answers: "Any question that would need a ruling gets the
// conservative branch", "open items get the safe default".
// What gets it is a question or a decision ("the request gets the cached
// default" is a product's).
func (r *sentenceReader) rulePickIn(n int) bool {
	open := false
	for k := n; k < len(r.ts) && k < n+2*window; k++ {
		t := r.at(k)
		if t.isBoundary() || t.k.has(kSelf) {
			return false
		}
		open = open || t.is("question", "questions", "decision", "decisions", "ruling", "call", "calls", "choice", "choices", "ambiguity", "ambiguities", "unknowns")
		if t.is("gets", "get", "got") && open && r.pickNamedAt(k+1) {
			return true
		}
	}
	return false
}

// gerundIsSubject: the gerund at j is the subject of a verb after it in
// its clause ("using the cached token is fine"), not a report's step.
func (r *sentenceReader) gerundIsSubject(j int) bool {
	for k := j + 1; k < len(r.ts) && k < j+2*window; k++ {
		t := r.at(k)
		if t.isBoundary() || t.k.has(kComma) || t.is(";", ":", "(") {
			return false
		}
		if t.is("is", "was", "are", "were", "would", "will", "should", "can", "could", "may", "might", "must", "seems", "works", "helps", "keeps", "makes") {
			return true
		}
	}
	return false
}

// reportsPickAt: a clause in the voice of a report opens at j with the
// agent's pick ("going with the default", "proceeding with B", "working
// autonomously"; "working on the tests" is work, not a pick).
func (r *sentenceReader) reportsPickAt(j int) bool {
	t := r.at(j)
	if t.is("working", "operating", "running", "worked", "operated", "ran") {
		return r.at(j+1).is("autonomously", "alone", "independently", "solo", "unattended")
	}
	if r.wentSomewhere(j) {
		return false // "I went to the docs to check": no pick
	}
	if t.is("decisions", "calls", "choices", "defaults") {
		// "User away, decisions autonomous", "…; decisions made autonomously"
		return r.at(j+1).is("autonomous", "mine", "made", "taken", "applied", "used") || r.at(j+1).is("my", "our") && r.at(j+2).is("own")
	}
	if t.is("used", "applied", "took", "accepted") {
		// "No user available - used defaults", "… - applied the
		// conservative default" ("used a fixture account" names no pick).
		return r.at(j+1).is("defaults", "default") || r.pickNamedAt(j+1)
	}
	return isReportPick(t)
}

// isReportPick: a word that opens a report's pick ("going with",
// "proceeding with", "defaulted to").
func isReportPick(t token) bool {
	return t.is("going", "proceeding", "defaulting", "falling", "continuing", "sticking", "picking", "using",
		"assuming", "keeping", "choosing", "opting", "settling", "moving", "went", "proceeded", "defaulted")
}

// selfWithin: the agent ("I", "we", "my", "our") stands within n words
// before i.
func (r *sentenceReader) selfWithin(i, n int) bool {
	for j := i - 1; j >= 0 && j >= i-n; j-- {
		if r.at(j).k.has(kSelf) && !r.at(j).is("me", "us") {
			return true
		}
	}
	return false
}

// pickNamedAt: from i, a noun phrase that names the agent's pick ("the
// conservative default", "my own call", "a best guess").
func (r *sentenceReader) pickNamedAt(i int) bool {
	if !r.at(i).k.has(kDet) && !r.at(i).is("my", "our") {
		return false
	}
	for j := i + 1; j < len(r.ts) && j <= i+3; j++ {
		if r.at(j).is("default", "defaults", "fallback", "choice", "pick", "assumption", "assumptions", "guess", "call", "decision", "decisions") ||
			r.at(j).is("branch", "option") && r.at(j-1).is("conservative", "safe", "safer", "safest", "default", "cautious") {
			return true
		}
		if r.at(j).isBoundary() || r.at(j).k.has(kComma|kPunct) {
			return false
		}
	}
	return false
}

// selfInabilityAfter: after i the agent says it could not do something
// ("so I couldn't confirm the branch", "and could not check").
func (r *sentenceReader) selfInabilityAfter(i int) bool {
	for j := i; j < len(r.ts) && j < i+3*window; j++ {
		t := r.at(j)
		unable := t.is("could", "can") && r.at(j+1).k.has(kNot) || t.k.has(kUnable) && !t.k.has(kAvail)
		if !unable {
			continue
		}
		p := r.at(j - 1)
		if p.k.has(kSelf) && !p.is("my", "our", "me", "us") || p.is("so", "and", "but", ",", ";", ":", "-") {
			return true
		}
	}
	return false
}

// anotherDecidesAt: at v the agent hands the decision to another party
// ("asked the on-call SRE to pick the window", "had Priya make the
// call", "got the DBA to decide"): made in the person's place, by someone
// else, all the same.
func (r *sentenceReader) anotherDecidesAt(v int) bool {
	if !r.at(v).is("asked", "had", "got", "let") || r.at(v+1).k.has(kYou|kYour|kSelf) {
		return false
	}
	for k := v + 2; k < len(r.ts) && k <= v+8; k++ { // ("asked Jonas from the SRE team to choose")
		t := r.at(k)
		if t.isBoundary() || t.k.has(kComma) {
			return false
		}
		if t.is("pick", "decide", "choose", "approve", "sign") || t.is("make") && r.at(k+1).is("the", "that") && r.at(k+2).is("call", "decision", "choice") {
			return !r.at(k - 1).k.has(kNot)
		}
	}
	return false
}

// writeUpAt: at v the agent wrote something up for the person ("so I
// drafted the summary for when you're back", "so I wrote up the
// options"): a text for them, no pick in their place.
func (r *sentenceReader) writeUpAt(v int) bool {
	if r.at(v).is("collected", "compiled", "gathered", "put") {
		// "so I collected the incidents of the week in one summary for
		// your return": a write-up named after what went into it.
		for k := v + 1; k < len(r.ts) && k <= v+9 && !r.at(k).isBoundary(); k++ {
			if isWriteUpNoun(r.at(k)) {
				return true
			}
		}
		return false
	}
	if !r.at(v).is("drafted", "wrote", "summarised", "summarized", "documented", "noted", "logged", "recorded", "listed", "jotted", "prepared") {
		return false
	}
	k := v + 1
	if r.at(k).is("up", "down") {
		k++
	}
	if r.at(k).k.has(kDet) {
		k++
	}
	// Past a few words naming what it is about: "the Q3 infra-budget
	// summary".
	for n := k; n < len(r.ts) && n <= k+3; n++ {
		if isWriteUpNoun(r.at(n)) {
			return true
		}
		if t := r.at(n); t.isBoundary() || t.k.has(kComma|kAux|kSelf|kYou|kDet) || t.is("and", "for", "to", "in", "of", "with") {
			return false
		}
	}
	return false
}

// isWriteUpNoun: a text written up for someone to read ("the summary",
// "the options"), of which isOwnDocumentNoun names the documents.
func isWriteUpNoun(t token) bool {
	return isOwnDocumentNoun(t) || t.is("summaries", "options", "questions", "question", "brief", "status", "update")
}

// isOwnDocumentNoun: a document of the agent's ("the summary below", "the
// notes", "the log").
func isOwnDocumentNoun(t token) bool {
	return t.is("summary", "report", "digest", "recap", "list", "doc", "writeup", "write-up", "overview", "notes", "note", "memo", "handoff", "findings", "log", "table", "section")
}

// isEventNoun: a meeting or an occasion, which moves or slips on its own
// ("the demo", "the standup").
func isEventNoun(t token) bool {
	return t.is("meeting", "demo", "call", "standup", "stand-up", "sync", "session", "interview", "presentation", "deadline", "appointment", "retro", "planning", "workshop", "offsite", "review", "kickoff", "launch")
}

// soConsequenceAfter: after j, a clause on "so" (or "which is why")
// gives what the agent did or how the work now stands, the consequence of
// the person's absence before it: "so I quarantined it", "so the API
// listens on 8081", "so it stays MIT", "so 90 days is what's configured".
// Waiting is no consequence of that kind ("so the PR is still open", "so
// I didn't merge", "so the deploy is paused until you confirm").
func (r *sentenceReader) soConsequenceAfter(j int) bool {
	k := -1
	for i := j; i < len(r.ts) && i < j+3*window; i++ {
		t := r.at(i)
		if t.is("so", "hence", "therefore") && (r.at(i-1).k.has(kComma) || r.at(i-1).is("—", "–", "-", ";") || r.at(i-1).isBoundary()) ||
			t.is("so") && r.at(i+1).is("i", "we") && !r.at(i-1).is("and", "or", "not", "do", "did", "think", "hope") || // "you were stuck in the call so i pinned it"
			t.is("→") ||
			t.is("why") && r.at(i-1).is("is", "was") && r.at(i-2).is("which", "that") {
			k = i + 1
			break
		}
		// A consequence named by a phrase, or "then", opening its
		// sentence or clause: "… your phone is off. For this reason I
		// asked Jonas to choose", "… did not answer my message. Then I
		// decided to keep both".
		if (t.is("for_this_reason", "for_that_reason", "because_of_this", "because_of_that", "as_a_result", "due_to_this", "due_to_that", "consequently", "accordingly", "instead") ||
			t.is("then") && r.at(i+1).is("i", "we")) && (r.at(i-1).isBoundary() || r.at(i-1).k.has(kComma)) ||
			t.is("lieu") && r.at(i-1).is("in") && r.at(i+1).is("of") && r.at(i+2).is("it", "that", "this", "them") && (r.at(i-2).isBoundary() || r.at(i-2).k.has(kComma)) {
			k = i + 1
			if t.is("lieu") {
				k = i + 3 // "… it didn't come. In lieu of it, I merged …"
			}
			if r.at(k).k.has(kComma) {
				k++
			}
			break
		}
		if t.is("but", "although", "though", "because", "if", "unless", "when") {
			return false
		}
	}
	if k < 0 {
		return false
	}
	end := k
	for end < len(r.ts) && end < k+3*window && !r.at(end).isBoundary() && !r.at(end).is(";", ":", "(", "but", "until", "unless", "once") && !(r.at(end).is("and") && end > k+2) {
		t := r.at(end)
		if t.k.has(kNot) || t.is("still", "pending", "paused", "waiting", "wait", "hold", "blocked", "unmerged", "parked", "open", "untouched", "unchanged", "held", "draft", "nothing", "didn't", "won't", "haven't", "hasn't", "isn't", "wasn't", "aren't") {
			return false
		}
		end++
	}
	for r.at(k).is("then", "now", "for", "this", "that") && !r.at(k+1).isBoundary() && (r.at(k).is("then", "now") || r.at(k+1).is("one", "reason")) {
		k++
	}
	if r.anotherDecidesAt(k) {
		return true // "→ asked the on-call SRE to pick the window"
	}
	if t := r.at(k); t.k.has(kSelf) && !t.is("my", "our", "me", "us") {
		for v := k + 1; v < end && v <= k+3; v++ {
			w := r.at(v)
			if r.anotherDecidesAt(v) {
				return true // "so I had Priya make the call"
			}
			if r.hadToPickAt(v) {
				return true // "so I had to make a decision on the base image"
			}
			if w.k.has(kCan) || w.is("will", "'ll", "am", "'m", "was", "had", "have", "need", "hope", "think") || r.writeUpAt(v) {
				return false
			}
			if isOwnActPast(w) || w.k.has(kChoice) && !isWaitVerb(w) || w.is("set", "made", "took", "ran", "built", "chose", "let", "cut", "hid", "kept", "stuck", "went", "put") {
				return true // "so I quarantined it" ("so I summarised it below", "so I waited" pick nothing: isOwnActPast)
			}
		}
		return false
	}
	// The work's state: a subject, then its verb; not a write-up's ("so
	// the summary below runs in order").
	for v := k + 1; v < end && v <= k+6; v++ {
		w := r.at(v)
		if w.k.has(kSelf|kYou|kPerson) || isOwnDocumentNoun(w) {
			return false
		}
		if w.is("stays", "stay", "remains", "remain", "listens", "defaults", "points", "uses", "targets", "ships",
			"expires", "runs", "retains", "caps", "rounds", "sorts", "accepts", "rejects", "skips", "excludes", "assumes", "compares", "falls") {
			// "so the export link expires after 24 h", "so this
			// compares against v2.7.0": the work as the agent set it.
			return true
		}
		if w.is("went", "moved", "switched", "flipped", "shipped", "merged", "rolled", "became") && v > k && !r.at(v-1).k.has(kNot|kAux) {
			if r.anyIn(k, v, isEventNoun) {
				return false // "so the demo moved to Thursday": a meeting's date, no setting of the work
			}
			return true // "so the canary went to 10%", "so the flag flipped on"
		}
		if w.is("'s") && (r.at(v+2).is("is", "are", "was", "were") || r.at(v+3).is("is", "are", "was", "were")) {
			continue // "so the week's incidents are …": a possessive
		}
		if w.is("is", "'s", "was", "are", "were") {
			// "is nullable", "is what's configured", "is now 5"; not "are
			// from the recording", "is in the notes below": a place.
			n := r.at(v + 1)
			if isWritingVerb(n) || n.is("collected", "compiled", "gathered", "summarised", "summarized", "drafted", "listed", "prepared") {
				return false // "so the week's incidents are collected in one summary": a write-up
			}
			return !n.k.has(kDet|kPrepTo|kPrepWith|kPrepBy|kPrepFrom|kAux|kSelf|kYou) && !n.is("in", "on", "at", "from", "of", "for", "about", "below", "above", "here", "there", "over", "under", "why", "how", "because")
		}
	}
	return false
}
