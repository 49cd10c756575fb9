package prose

import "strings"

// Requests in the imperative (docs/CONTRACT.md §3a, §3b): a verb of
// deciding or telling at the head of a clause ("Tell me if Postgres is
// fine", "Please confirm the region", "Pick one"), what follows it that is
// to be decided, and what makes the same words no request (a report back,
// a check to carry out, an offer).

// decideVerbs are imperatives that hand the reader a decision.
func isDecideImperative(t token) bool {
	return t.is("confirm", "decide", "choose", "pick", "select", "advise", "specify", "clarify", "indicate", "approve", "reply", "answer", "vote", "greenlight", "weigh", "sign", "chime")
}

// isTellImperative: "tell me", "let me know", "say".
func (r *sentenceReader) tellAt(i int) (int, bool) {
	t := r.at(i)
	switch {
	case t.is("give", "drop") && r.at(i+1).is("me", "us") && r.at(i+2).is("a") && r.at(i+3).is("shout", "holler", "ping", "line", "nudge"):
		return i + 4, true // "Give me a shout with the region …"
	case t.is("tell", "ping", "send", "give", "drop", "say") && r.at(i+1).is("me", "us"): // ("Please say me if …", as "tell me")
		return i + 2, true
	case t.is("send", "post", "reply") && r.at(i+1).is("back"):
		return i + 2, true // "Send back the letter you want for each"
	case t.is("let") && r.at(i+1).is("me", "us") && r.at(i+2).is("know", "hear"):
		return i + 3, true
	case t.is("say") && r.at(i+1).is("the") && r.at(i+2).is("word") && (r.proceedsAfter(i+3) || r.sentenceEndsAt(i+3) || r.at(i+3).is("to") && isPlainVerb(r.at(i+4)) || r.at(i+3).is("—", "–", "-", ";")) && !r.namesAlternative(i+3):
		return 0, false // "Say the word and I'll start": a go-ahead awaited, as "once you give the green light"; "say the word — that would be a small follow-up"
	case t.is("say") && r.at(i+1).k.has(kComma):
		return 0, false // "If you switched to, say, SQLite or an object store": for example
	case t.is("say", "advise", "indicate", "specify"):
		return i + 1, true
	case t.is("shout", "holler") && r.at(i+1).is("which", "whether", "what", "if") && r.readerSetsIn(i+1):
		return i + 1, true // "Shout which region you want first" ("shout which page confused you" reports)
	}
	return 0, false
}

// whatToDoAt: from i, after "which" or "whether", what is to be done, in
// the infinitive with no one named ("which one to record", "whether to
// keep it", "which of them to drop"): the reader settles it. "which one
// maps to the old field" and "which test failed" report.
func (r *sentenceReader) whatToDoAt(i int) bool {
	for j := i; j < len(r.ts) && j <= i+2; j++ {
		t := r.at(j)
		if t.is("to") {
			return j+1 < len(r.ts) && !r.at(j+1).k.has(kDet|kYou|kSelf|kPunct) && !r.at(j+1).isBoundary()
		}
		if t.k&^kDet != 0 && !t.is("one", "ones", "of", "them") || isPastVerb(t) || strings.HasSuffix(t.w, "s") && !t.is("ones", "options", "candidates", "takes", "versions", "files", "them", "this") {
			return false
		}
	}
	return false
}

// isApproval: a word of the reader's consent ("… is fine", "OK with").
func isApproval(t token) bool {
	return t.is("ok", "okay", "fine", "alright", "good")
}

// readerWantsAt: at j the reader's want of what was just named ("the
// region you want", "the date you prefer", "the name you'd like"); not
// "if you want", "whatever you want".
func (r *sentenceReader) readerWantsAt(j int) bool {
	w := j + 1
	if r.at(w).is("would", "'d") && r.at(w+1).is("like", "prefer", "rather") {
		w++ // "the name you'd like", "whether you'd rather keep it"
	}
	return r.at(j).k.has(kYou) && r.at(w).is("want", "prefer", "choose", "pick", "like", "rather") && (w > j+1 || !r.at(w).is("like", "rather")) &&
		!r.at(j-1).is("if", "whatever", "whoever", "whichever", "what", "when", "whenever", "once", "as")
}

// provideWantedAt reads "Please provide the name you'd like for the new
// repository", "Share the values you want for the limits": a value only
// the reader's wish settles ("share the logs you see" reports). It
// returns where the words end.
func (r *sentenceReader) provideWantedAt(i int) (int, bool) {
	if !r.at(i).is("provide", "share", "supply") || r.at(i-1).k.has(kSelf|kAux) || r.at(i-1).is("to") {
		return 0, false
	}
	for j := i + 1; j < len(r.ts) && j <= i+window; j++ {
		if t := r.at(j); t.isBoundary() || t.k.has(kComma) || t.is("if", "with", "and", "so") {
			return 0, false
		}
		if r.readerWantsAt(j) {
			return j + 2, true
		}
	}
	return 0, false
}

// proceedsAfter: at i the writer goes on with work of its own ("and I'll
// start executing it", "and I will run one on the current pipeline"), an
// offer, not a change the reader picks ("and it becomes a round").
func (r *sentenceReader) proceedsAfter(i int) bool {
	if r.at(i).is("when", "once", "after", "whenever") {
		// "Say the word when CI is green and I'll merge": when, then the
		// writer's act.
		for j := i + 1; j < len(r.ts) && j <= i+8; j++ {
			if r.at(j).isBoundary() || isAlternative(r.at(j)) {
				return false
			}
			if r.at(j).is("and", ",") {
				i = j
				break
			}
		}
	}
	return r.at(i).is("and", ",") && r.at(i+1).is("i", "we") && r.at(i+2).is("will", "can", "'ll") && !r.at(i+3).k.has(kNot)
}

// sentenceEndsAt: the sentence ends at i ("Say the word."), or its
// bracket does ("(one-way door — say the word)").
func (r *sentenceReader) sentenceEndsAt(i int) bool {
	if r.at(i).is(")") {
		i++ // "Not pushed (one-way door — say the word)."
	}
	return i >= len(r.ts) || r.at(i).is(".", "!") && i+1 >= len(r.ts)
}

// namesAlternative: after i the sentence names what happens otherwise
// ("Say the word and I'll drop the table; otherwise it stays"): a choice.
func (r *sentenceReader) namesAlternative(i int) bool {
	for j := i; j < len(r.ts); j++ {
		if r.at(j).is("otherwise", "or", "either", "else") && !r.yourselfAfter(j) {
			return true
		}
	}
	return false
}

// yourselfAfter: the alternative after the "or" at j is the reader doing
// it themselves ("— or merge it yourself from the PR page"): who acts,
// not a second outcome to choose.
func (r *sentenceReader) yourselfAfter(j int) bool {
	for k := j + 1; k < len(r.ts) && k <= j+6 && !r.at(k).isBoundary(); k++ {
		if r.at(k).is("yourself", "yourselves") {
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
	return r.at(i).is("and", ",") && r.at(i+1).is("i") && r.at(i+2).is("will", "can", "'ll") ||
		r.at(i).is("before") && r.at(i+1).is("i", "we") && isPlainVerb(r.at(i+2)) // "Please confirm before I merge"
}

// isPlainVerb: a verb the agent does next ("before I merge").
func isPlainVerb(t token) bool {
	return t.is("merge", "push", "deploy", "ship", "proceed", "continue", "release", "publish", "commit", "delete", "drop", "apply", "run", "start", "go", "move", "finalize", "finalise", "land", "roll", "cut", "tag", "implement", "change", "remove")
}

// atClauseStart: token i opens its clause, past "please", "so", "and",
// "also" and adverbs.
func (r *sentenceReader) atClauseStart(i int) bool {
	for j := i - 1; j >= 0 && j >= i-window; j-- {
		t := r.at(j)
		switch {
		case t.isBoundary() || t.k.has(kComma):
			return true
		case j == i-1 && t.is("and") && r.readingImperativeOpens(j):
			return true // "Please review this document and provide your decisions"
		case j == i-1 && t.is("and") && r.tellsChoiceAt(i) && r.imperativeOpensBefore(j):
			return true // "Switch to Agent mode and say whether you prefer A or B"
		case t.k.has(kPlease) || t.is("so", "and", "also", "then", "now", "just", "simply", "kindly", "finally", "lastly", "first", "ideally", "ok", "okay", "meanwhile", "but"):
			continue
		case j == i-1 && t.is("do") || t.is("to") && r.at(j-1).k.has(kPlease):
			continue // emphatic "Do let me know", non-native "Please to tell me"
		case t.is("help") && (j == i-1 || j == i-2 && r.at(j+1).is("to")) && r.at(j-1).k.has(kPlease), t.is("to") && j == i-1 && r.at(j-1).is("help") && r.at(j-2).k.has(kPlease):
			continue // non-native "Please help to confirm …", "Please help confirm …"
		case j == i-2 && r.at(j+1).is("and") && t.is("review", "check", "read", "test", "try", "inspect", "look", "verify"):
			continue // "Please review and confirm"
		}
		return false
	}
	return true
}

// tellsChoiceAt: at i the reader is told to say which or whether they
// prefer ("say whether you prefer A or B", "tell me which you want").
func (r *sentenceReader) tellsChoiceAt(i int) bool {
	e, ok := r.tellAt(i)
	if ok && r.at(e).is("if", "whether", "wether") && r.shouldInClause(e+1) {
		return true // "… and tell me if the flag default should be on or off": what ought to be, the reader's call
	}
	if !ok || !r.at(e).is("which", "whether", "wether") {
		return false
	}
	if r.whatToDoAt(e + 1) {
		return true // "… and tell me which one to record", "… whether to keep it"
	}
	for j := e + 1; j < len(r.ts) && j <= e+window && !r.at(j).isBoundary(); j++ {
		if r.readerWantsAt(j) {
			return true // the reader's want; "… and tell me whether the header still jumps" reports
		}
	}
	return false
}

// imperativeOpensBefore: the clause that ends before j opens on a verb
// with no subject ("Switch to Agent mode and …"), not on a subject ("the
// tool will run and say whether …", "I'll fix it and tell you which").
func (r *sentenceReader) imperativeOpensBefore(j int) bool {
	k := r.clauseStartBefore(j)
	for k < j && (r.at(k).k.has(kPlease) || r.at(k).is("then", "just", "first", "so")) {
		k++
	}
	if k >= j-1 {
		return false
	}
	t := r.at(k)
	return !t.k.has(kSelf|kYou|kDet|kAux|kPerson|kOther|kWh|kNot) && !t.is("it", "this", "that", "they", "he", "she", "there", "these", "those", "if", "when", "once", "or") &&
		!strings.HasSuffix(t.w, "s") && !strings.HasSuffix(t.w, "ed") && !strings.HasSuffix(t.w, "ing")
}

// clauseStartBefore: where the clause that ends before j starts (at most
// a window back): after a sentence boundary or a comma.
func (r *sentenceReader) clauseStartBefore(j int) int {
	k := j - 1
	for k > 0 && k > j-window && !r.at(k-1).isBoundary() && !r.at(k-1).k.has(kComma) {
		k--
	}
	return k
}

// readingImperativeOpens: the clause that ends before j opens with an
// imperative to read what was written ("Please review this document",
// "Read the plan above"): what is joined to it by "and" is asked too.
func (r *sentenceReader) readingImperativeOpens(j int) bool {
	k := r.clauseStartBefore(j)
	for r.at(k).k.has(kPlease) && k < j {
		k++
	}
	return k < j-1 && r.at(k).is("review", "read", "check", "skim", "scan", "go") && !r.at(k-1).k.has(kSelf|kAux) ||
		k == j-1 && r.at(k).is("ptal") // "PTAL + tell me …"
}

// shouldInClause: within the clause from i, what ought to be ("the
// default should be on or off", "we ought to keep it").
func (r *sentenceReader) shouldInClause(i int) bool {
	for k := i; k < len(r.ts) && k < i+window; k++ {
		t := r.at(k)
		if t.isBoundary() || t.k.has(kComma) {
			return false
		}
		if t.is("should", "ought_to", "shall") {
			return true
		}
	}
	return false
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
	if tell && t.is("with") && r.at(i+1).k.has(kYour) && r.at(i+2).is("choice", "choices", "pick", "decision", "decisions", "preference", "call", "answer", "answers", "go-ahead", "approval", "verdict") {
		return true // "Ping me with your choice of A or B" ("ping me with your logs" is a report back)
	}
	if tell && t.is("with") && r.at(i+1).k.has(kDet) && !isReportBackNoun(r.at(i+2)) && r.writersStepAfter(i) {
		return true // "Ping me with the region and I'll deploy" ("… with the logs and I'll take a look" reports)
	}
	if tell && r.shortAlternativesAt(i) {
		return true // "Say A, B, C, or give me a different number"
	}
	y := i
	if t.is("that") {
		y++
	}
	if a := r.at(y + 2); r.at(y).k.has(kYou) && r.at(y+1).is("are", "'re") && (isApproval(a) || a.is("happy", "comfortable", "content")) && r.at(y+3).is("with", "going") {
		return true // "Confirm you're OK with that conservative default"
	}
	if tell && t.k.has(kYour) && r.at(i+1).is("preferred", "preference", "preferences", "choice", "pick", "favourite", "favorite") {
		return true // "If you tell me your preferred combo, I can map the env vars"
	}
	if tell {
		// "Ping me with the region you want", "let me know the date you
		// prefer": what the reader prefers; "say the target alpha or
		// whether you want blur back": a choice handed over.
		_, end := r.clauseOf(i)
		for j := i + 1; j < len(r.ts) && j < i+2*window && !r.at(j).isBoundary(); j++ {
			if isAlternative(r.at(j)) && r.at(j+1).is("whether", "which") {
				return true
			}
		}
		for j := i; j < end && j < i+2*window; j++ {
			if r.readerWantsAt(j) {
				return true
			}
		}
	}
	switch {
	case t.is("if"):
		if !tell && r.offerIf(i+1) && r.goAheadAfter(i+1) {
			return true // "Please confirm if you would like to proceed with this change": a go-ahead asked for
		}
		return (r.approvalOrChoice(i+1) || r.whatShouldBeIn(i+1)) && !r.offerIf(i+1) && !(tell && r.reportBackIf(i+1))
	case t.k.has(kWh) && !t.is("if", "when") || t.is("between", "on") && !tell:
		if tell && t.is("whether", "wether") && r.at(i+1).is("it", "this", "that", "everything", "things") && r.reportBackIf(i+1) {
			return false // "let me know whether it works now": a report back, as "… if it works now"
		}
		if t.is("what") && r.at(i+1).k.has(kYou) && r.at(i+2).is("think", "find", "see", "notice", "get", "observe", "hear", "discover", "run", "hit", "experience",
			"saw", "found", "noticed", "got", "observed", "heard", "discovered", "experienced", "thought") {
			return false // "let me know what you think", "what you find": feedback, a report back
		}
		if tell && t.is("what") && (r.at(i+1).is("happens", "happened", "comes", "breaks", "broke", "fails", "failed", "crashes", "crashed", "errors") || r.at(i+2).k.has(kYou) && r.at(i+3).is("get", "see", "got", "saw", "hit", "receive")) {
			return false // "let me know what happens when you try it", "what error you get"
		}
		if tell && t.is("how") {
			for j := i + 1; j <= i+10 && j < len(r.ts); j++ { // ("how the test with the real printer goes")
				if r.at(j).is("goes", "went", "works", "worked", "runs", "ran", "looks", "feels", "turns", "turned", "performs", "behaves",
					"go", "work", "run", "look", "feel", "turn", "perform", "behave", "compare", "compares", "hold", "holds", "land", "lands") {
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
	case !tell && r.shouldBeIn(i):
		return true // "Confirm it should be the next overnight"
	case r.isNeedAt(i) || t.k.has(kYour) && r.at(i+1).k.has(kNeed):
		return true
	case !tell && t.is("an_option") && !r.at(i+1).is("from", "in", "on", "under", "to"):
		return true // "Pick an option and I'll execute" ("Select an option from the dropdown" tells how)
	case !tell && (t.k.has(kDet) || t.k == 0 || t.is("option", "options")):
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
	if t.is("an_option") && !r.at(i+1).is("from", "in", "on", "under", "to") ||
		t.is("an", "a", "your") && r.at(i+1).is("option", "approach", "direction", "path", "alternative", "variant") && !r.at(i+2).is("from", "in", "on", "under", "to") {
		return false // "Pick an option and I'll execute": one of those set out
	}
	_, end := r.clauseOf(i)
	if end < len(r.ts) && r.at(end).is("(") {
		// "choose the retention period (30 or 90 days)": the bracket
		// sets out the choice.
		for end++; end < len(r.ts) && !r.at(end).is(")"); end++ {
		}
	}
	for j := i; j < end && j < i+2*window; j++ {
		if isAlternative(r.at(j)) || r.readerWantsAt(j) {
			return false // "A or B"; "Choose the region you want": the reader's wish settles it
		}
	}
	if r.shortAlternativesAt(i) {
		return false // "Choose option 1, 2, 3, or 4"
	}
	if r.at(end).is(":", "—", "–", "-") {
		// "Please pick the package name: ui-kit or design-system", "…
		// the name — `a` or `b` —": the choice set out after the object.
		for j := end + 1; j < len(r.ts) && j < end+2*window && !r.at(j).isBoundary(); j++ {
			if isAlternative(r.at(j)) {
				return false
			}
		}
	}
	// "or" closes a clause: the alternative after it is a choice when the
	// sentence ends on it or goes on with the writer's next step ("Pick X
	// or Y for the lock ordering and I'll approve"), not another step
	// ("Choose 'new project' or select an existing one", "or contact
	// sales").
	if r.at(end).k.has(kComma) {
		end++ // "Pick X, or Y if you prefer"
	}
	return !isAlternative(r.at(end)) || r.anotherStepAt(end+1) || !r.choiceClosesAfter(end)
}

// isReportBackNoun: what a reader sends back from trying something ("the
// logs", "the error", "a screenshot").
func isReportBackNoun(t token) bool {
	return t.is("logs", "log", "output", "error", "errors", "screenshot", "screenshots", "trace", "stack", "stacktrace", "results", "result", "details", "file", "files", "link", "url", "response", "message", "code", "token", "key")
}

// writersStepAfter: after i, the writer's next step waits on what the
// reader picks ("Please pick the package name before I publish", "Choose
// the region and I'll deploy", "so I can finish"), which makes a plain
// object a decision handed over ("Choose a strong password" is a step).
func (r *sentenceReader) writersStepAfter(i int) bool {
	if r.at(0).is("to", "for", "in_order_to") {
		return false // "To deploy, pick the region in the dashboard, then I …": a procedure
	}
	for j := i + 1; j < len(r.ts) && j < i+3*window && !r.at(j).isBoundary(); j++ {
		t := r.at(j)
		if t.is("in", "on", "from", "under") && r.at(j+1).k.has(kDet) && r.at(j+2).is("dashboard", "dropdown", "menu", "ui", "console", "sidebar", "list", "picker", "dialog", "settings", "panel", "page", "form", "tab") {
			return false // "pick the region in the dashboard": a step in a UI
		}
		if t.k.has(kSelf) && !t.is("my", "our", "me", "us") && r.at(j-1).is("before", "so", "once", "and", "until") {
			return true
		}
	}
	return false
}

// shortAlternativesAt: from i, short items set out with commas, the last
// joined by "or", are alternatives ("option 1, 2, 3, or 4", "**A**,
// **B**, **C**, or give me a different number"); steps so set out
// ("choose the installer, run it, or use brew") are a procedure, and a
// reason after a comma ("Postgres, since it handles … or …") no item.
func (r *sentenceReader) shortAlternativesAt(i int) bool {
	bracket := func(t token) bool { return t.is("[", "]", "(", ")") }
	for k, n := i, 0; n < 8 && k < len(r.ts); n++ {
		if n > 0 {
			f := k
			for f < len(r.ts) && bracket(r.at(f)) {
				f++
			}
			if r.anotherStepAt(f) || isStepVerb(r.at(f).w) {
				return false
			}
		}
		if r.at(k).k.has(kBreak|kWh) || r.at(k).is("since", "as", "that", "when", "if") {
			return false
		}
		m, words := k, 0
		for m < len(r.ts) && words <= 3 && !r.at(m).k.has(kComma) && (!r.at(m).isBoundary() || bracket(r.at(m))) && !isAlternative(r.at(m)) {
			if !bracket(r.at(m)) {
				words++
			}
			m++
		}
		if words > 3 {
			return false
		}
		if isAlternative(r.at(m)) && n > 0 {
			return true
		}
		if !r.at(m).k.has(kComma) {
			return false
		}
		k = m + 1
		if isAlternative(r.at(k)) && n > 1 {
			return true
		}
	}
	return false
}

// anotherStepAt: at i a verb that begins another step of a procedure
// ("select", "contact", "use").
func (r *sentenceReader) anotherStepAt(i int) bool {
	t := r.at(i)
	return isStepVerb(t.w) || isDecideImperative(t) || t.is("use", "keep", "leave", "skip", "contact", "email", "reach", "talk") || t.k.has(kActDirect|kActWith|kActTo)
}

// choiceClosesAfter: after the "or" at j the sentence ends within a few
// words ("Pick A or B."), or goes on with the writer's next step ("… and
// I'll approve"): a choice handed over, not a step of a procedure
// ("Choose Docker or Podman in the installer, then run make").
func (r *sentenceReader) choiceClosesAfter(j int) bool {
	for k := j + 1; k <= j+3; k++ {
		if k >= len(r.ts) || r.at(k).isBoundary() {
			return true
		}
	}
	for k := j + 1; k < len(r.ts) && k < j+3*window && !r.at(k).isBoundary(); k++ {
		if r.at(k).is("then") || isStepVerb(r.at(k).w) && r.at(k-1).is("and", ",") {
			return false
		}
		if r.at(k).is("and", ",") && r.at(k+1).is("i", "we") && r.at(k+2).is("will", "'ll", "can") {
			return true
		}
	}
	return false
}

// actionLabelBefore: the imperative at i follows a label that hands the
// reader an action or a decision ("Action needed: choose the retention
// period", "Decision required: pick the region", "For you: approve the
// plan"): what follows is asked of the reader, not an instruction.
func (r *sentenceReader) actionLabelBefore(i int) bool {
	c := i - 1
	for c >= 0 && r.at(c).k.has(kPlease) {
		c--
	}
	if c < 1 || c > 4 || !r.at(c).is(":", "-") {
		return false
	}
	what, need, you := false, false, false
	for j := 0; j < c; j++ {
		t := r.at(j)
		what = what || t.is("action", "actions", "decision", "decisions", "input", "approval", "call")
		need = need || t.is("needed", "required", "requested", "pending", "wanted", "awaiting")
		you = you || t.k.has(kYou|kYour)
	}
	return what && (need || you) || you && r.at(c-1).is("you", "yours")
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
		if isApproval(t) || t.is("acceptable", "right", "correct", "intended", "expected", "safe", "enough", "preferred", "approved", "agreed", "works", "suits") ||
			isAlternative(t) || t.is("want") && r.at(j-1).is("you") && r.at(j+1).is("me") {
			return true
		}
	}
	return false
}

// whatShouldBeIn: the clause from i asks what should be done with the
// work ("if the mobile app should still support Android 8"); "if anything
// should change" is a courtesy, "if you should need more" an offer.
func (r *sentenceReader) whatShouldBeIn(i int) bool {
	_, end := r.clauseOf(i)
	for j := i; j < end && j < i+window; j++ {
		t := r.at(j)
		if t.k.has(kYou|kIndef) || t.is("anything", "something", "everything", "nothing") {
			return false
		}
		if t.is("should", "shall") {
			return j > i && !r.at(j+1).is("work", "run", "pass", "load") // ("if the fix should work for you": a report back)
		}
	}
	return false
}

// goAheadAfter: the clause from i wants the writer's work to go on
// ("if you would like to proceed", "if you want me to continue").
func (r *sentenceReader) goAheadAfter(i int) bool {
	_, end := r.clauseOf(i)
	for j := i; j < end && j < i+2*window; j++ {
		if r.at(j).is("proceed", "continue", "apply", "merge", "deploy") || r.at(j).is("go") && r.at(j+1).is("ahead") {
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

// answerTheQuestionsAt reads an imperative that asks for the answers
// themselves: "Please answer questions 1-3 before the next session",
// "Reply with your decisions", "Respond to the open questions above", "Fill
// in the answers inline", "Reply with option numbers (e.g. 1C, 2B)". It
// returns where the words end.
func (r *sentenceReader) answerTheQuestionsAt(i int) (int, bool) {
	t := r.at(i)
	if r.at(i-1).k.has(kSelf|kAux) || r.at(i-1).is("to") {
		return 0, false
	}
	if t.is("share", "send", "give", "post", "provide", "tell", "record", "enter", "write", "mark", "add", "put", "leave", "drop") {
		// "Share your decisions", "send me your answers", "record your
		// decisions in the table above": the reader's own.
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
	case x.is("option", "options") && r.at(j+1).is("number", "numbers", "letter", "letters") || x.is("letter", "letters") && r.at(j-1).is("with", "the"):
		return j + 2, true // "Reply with option numbers for either you'd resolve differently", "reply with the letter"
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

// askedIfYouCan reads a polite request put as a condition: "If you can
// tell me which environment this runs in, I can finish the config", "if
// you could pick one of the two layouts, …". What is asked is something
// to decide, as after an imperative; "if you can reproduce it" asks
// nothing of the kind.
func (r *sentenceReader) askedIfYouCan(i int) (request, bool) {
	if !r.at(i).is("if") || !r.at(i+1).k.has(kYou) || r.pastOrConditional(i) {
		return request{}, false
	}
	v := i + 2
	if r.at(v).is("can", "could") {
		v++ // "if you can tell me which …"
	} else if i > 0 && !r.at(i-1).isBoundary() && !r.at(i-1).k.has(kComma) && !r.at(i-1).is("so", "and", "but") {
		// "If you tell me which …, I can …" opening its sentence asks as
		// well; "I can help you … if you tell me what you want changed"
		// is an offer on a condition.
		return request{}, false
	}
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
		if t.is("looks", "look", "seems") && r.at(j-1).is("everything", "things", "all") && r.at(j+1).is("good", "fine", "ok", "okay", "right", "correct") {
			// "if everything looks good": how things turned out, not a
			// judgement on one thing ("if the design looks good" asks)
			report = true
			j++
			continue
		}
		if t.is("prefer", "want", "fine", "ok", "okay", "acceptable", "rather", "should", "approve", "agree", "like", "correct", "right", "intended", "expected") {
			return false
		}
		// "if it works now", "if everything works smoothly"; not "if 30
		// days works", which approves a value
		// "if these changes help": a plural subject's verb
		plural := t.is("work", "help", "fix", "resolve", "succeed", "fail") && r.at(j-1).is("fixes", "changes", "patches", "updates", "edits") && r.at(j-2).is("the", "these", "those")
		works := plural || t.is("works", "working", "worked", "succeeds", "fails", "failed", "helps", "helped", "resolves", "resolved", "fixes", "fixed", "crashes", "loads") &&
			(r.at(j-1).is("it", "this", "that", "everything", "things", "anything") || r.at(j-2).is("it", "this", "that", "everything") ||
				r.at(j-1).is("fix", "change", "build", "app", "patch", "update") && r.at(j-2).is("the", "this", "that") ||
				r.at(j+1).is("for", "on") && r.at(j+2).k.has(kYou|kYour) || r.at(j+1).is("now", "properly", "correctly", "smoothly") || r.at(j+1).is("as") && r.at(j+2).is("expected", "intended"))
		// "tell me if the game holds the session or drops again": the
		// outcomes to watch for, not options to choose from.
		outcome := isAlternative(t) && r.at(j+1).is("still", "fails", "failed", "breaks", "broke", "crashes", "crashed", "drops", "dropped", "hangs", "errors", "freezes", "regresses")
		report = report || works || outcome || t.is("errors", "error", "issues", "problems", "smoothly")
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

// whichAfter: "which" or "whether" stands after i: something to decide.
func (r *sentenceReader) whichAfter(i int) bool {
	for j := i; j < len(r.ts); j++ {
		if r.at(j).is("which", "whether", "wether") {
			return true
		}
	}
	return false
}

// genericInstruction: at i, past adjectives, a word for whatever the
// reader says next ("next instruction", "clear instructions", "further
// commands"), which names no decision.
func (r *sentenceReader) genericInstruction(i int) bool {
	for r.at(i).is("next", "further", "clear", "explicit", "new", "own", "specific") {
		i++
	}
	return r.at(i).is("instruction", "instructions", "command", "commands", "message", "messages", "prompt", "reply", "response", "request", "requests",
		"assignment", "assignments", "task", "tasks", "orders", "brief", "dispatch") // "I'll wait for your next assignment"
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

// shouldBeIn: the clause from i says what should be, for the reader to
// rule on ("it should be the next overnight", "Phase 2 should come
// first"), not what should now hold ("it should work now", "the error
// should be gone"): a report back.
func (r *sentenceReader) shouldBeIn(i int) bool {
	_, end := r.clauseOf(i)
	for j := i; j < end && j < i+2*window; j++ {
		if !r.at(j).is("should", "shall") {
			continue
		}
		n := r.at(j + 1)
		if n.is("come", "go", "stay", "remain", "follow", "precede") {
			return true
		}
		return n.is("be") && r.at(j+2).is("the", "next", "first", "last", "our", "a", "in", "out", "part", "kept", "dropped", "included", "excluded", "prioritised", "prioritized", "merged", "shipped", "scheduled", "deferred")
	}
	return false
}
