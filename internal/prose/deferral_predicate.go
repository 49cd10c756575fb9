package prose

// Shapes with the act first: "asking you wasn't possible", "the user could
// not be consulted", and an absence after the act it denies.

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
		case t.is("couldn't") || t.is("could") && r.at(j).k.has(kNot) && r.at(j+1).k.has(kComma|kPunct):
			// "Check the window with the repo owner: couldn't, …": the
			// item's answer, the act left out, in the past ("Ping you:
			// can't, you're asleep; will merge in the morning" waits).
			if t.is("could") {
				j++
			}
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
		if r.toolInstruction(ev) {
			return deferral{}, false
		}
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
		if !ev.addr.empty() && r.at(ev.addr.i-1).is("while", "whilst", "when", "as") && !r.decisionsMade() && !r.selfInabilityAfter(neg.s.j) {
			continue // "I finished the migration while you were offline": when, not why
		}
		if !ev.addr.empty() && neg.kind != "inability (passive)" && (r.durationAt(neg.s.j) || r.timePassedWith(ev.addr.i)) && !r.decisionsMade() && !r.ownPickAfter(neg.s.j) && !r.selfInabilityAfter(neg.s.j) {
			// "You were offline ~8h. Below is the summary…": how long, a
			// time frame for the report; "couldn't be reached all
			// afternoon" says the agent tried, however long.
			continue
		}
		if ev.actKind == "reaching the person" && r.nothingNeededYouAfter(neg.s.j) {
			continue // "You were offline, which is fine: nothing needed your call": no decision went without the person
		}
		if ev.actKind == "reaching the person" && (r.keptWaitingOrRecordedAfter(neg.s.j) || r.waitsAfter(neg.s.j)) && !r.selfInabilityAfter(neg.s.j) {
			continue // "You were offline, so I kept a log of everything": a record, or the work kept waiting
		}
		if !ev.addr.empty() && r.conditionBefore4(ev.addr.i) && !r.decisionsMade() {
			continue // "If the list is unavailable (for example, you are offline), the button is hidden"
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
		for k := 0; k < 2 && (r.at(j).k.has(kAux|kAdv) || r.at(j).is("all", "both")) && !r.at(j).k.has(kNot|kAble|kAvail); k++ {
			j++ // "were all offline"
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
		case n.is("to") && r.at(j+1).is("be") && r.at(j+2).is("had", "obtained", "got", "gotten") && t.is("was", "were", "is"):
			return marker{span{p, j + 3}, "inability (passive)"}, true // "a ruling from you wasn't to be had"
		case n.is("be", "been", "being") && t.is("will", "shall"):
			// "you won't be asked again": what a product will do, not
			// what could not be done
		case n.is("be", "been", "being"):
			v := r.at(j + 1)
			if v.k.has(kActDirect|kActWith|kActTo|kActBy|kActGet) || v.is("done", "had", "given", "put", "posed", "raised", "asked", "answered", "settled", "made", "called", "used", "invoked", "accessed", "run", "triggered", "loaded", "found") ||
				v.is("established", "determined", "ascertained", "learned", "learnt", "sought", "secured", "settled", "agreed", "cleared") && (r.needBefore(p) || r.at(j+2).is("with") && r.personAfterWith(j+3)) {
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
		if r.at(p-1).is("the", "a", "an", "any", "those", "these", "its", "their", "our", "my", "some") && r.at(p+1).k == 0 && r.at(p+1).w != "" {
			return marker{}, false // "whether to add the missing calls": what a thing lacks, said of it
		}
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

// requesterBefore: before i in the sentence stands the person the work is
// for, as "whoever filed #3301" or "the requester".
func (r *sentenceReader) requesterBefore(i int) bool {
	for j := i - 1; j >= 0 && j >= i-3*window; j-- {
		if t := r.at(j); t.is("whoever") && isRequesterVerb(r.at(j+1)) || t.is("requester", "requestor") {
			return true
		}
	}
	return false
}

// byAnotherAfter: the passive from p names a doer other than the agent
// ("they couldn't be reached by the courier").
func (r *sentenceReader) byAnotherAfter(p int) bool {
	for k := p; k < len(r.ts) && k < p+window && !r.at(k).isBoundary() && !r.at(k).k.has(kComma); k++ {
		if r.at(k).is("by") && !r.at(k+1).k.has(kSelf) && !r.at(k+1).is("anyone", "anybody") {
			return true
		}
	}
	return false
}

// personAfterWith: the person at i, after "with": "could not be
// established with you".
func (r *sentenceReader) personAfterWith(i int) bool {
	_, kind, ok := r.personAt(i)
	return ok && kind != "anyone" && kind != "the person, named before"
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
			break // "no word from you could be had" reads past "from you"
		}
	}
	// "No decision on the reporting timezone could be had": the need,
	// then what it is about, before the predicate.
	for j := p - 2; j >= 2 && j >= p-6; j-- {
		t := r.at(j)
		if t.isBoundary() || t.k.has(kComma|kAux|kPunct) {
			return false
		}
		if t.is("on", "about", "regarding", "re", "over") && r.at(j-1).k.has(kNeed) && r.at(j-2).is("no") {
			return true
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
	// "the maintainer could not be asked", "whoever reported the bug
	// couldn't be asked", "the person who assigned me this issue couldn't
	// be reached": the person's noun phrase, ending
	// where the predicate starts.
	for j := h; j >= 0 && j >= h-7; j-- {
		if x := r.at(j); x.isBoundary() || x.k.has(kComma|kAux|kCan|kNot) || x.is(";", ":", "(", "because", "since", "as") {
			break
		}
		if e, kind, ok := r.personAt(j); ok && e == p && kind != "anyone" && kind != "the person, named before" && !r.at(j).k.has(kYou) {
			return event{act: span{p, p}, addr: span{j, e}, actKind: "reaching the person", addrKind: kind}, true
		}
	}
	// "… for whoever filed #3301 to say; they couldn't be asked from this
	// worker": the person named before, its pronoun the subject.
	if j := p - 1; j >= 0 && r.at(j).is("they", "he", "she") && r.requesterBefore(j) && !r.byAnotherAfter(p) {
		return event{act: span{p, p}, addr: span{j, p}, actKind: "reaching the person", addrKind: "the requester"}, true
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

// toolInstruction: the question tool is the object of an imperative that
// opens the sentence ("Use the AskUserQuestion tool (open-ended, no preset
// options) to ask:"): an instruction to ask with it, not its absence.
func (r *sentenceReader) toolInstruction(ev event) bool {
	if ev.actKind != "the question tool" {
		return false
	}
	v := ev.act.i - 1
	for v >= 0 && r.at(v).k.has(kDet) {
		v--
	}
	return v >= 0 && r.at(v).is("use", "call", "invoke", "run", "trigger") && (v == 0 || r.at(v-1).isBoundary() || r.at(v-1).k.has(kPlease))
}

// durationAt: a length of time stands at i ("~8h", "for two weeks", "for
// most of the night", "all night").
func (r *sentenceReader) durationAt(i int) bool {
	t := r.at(i)
	switch {
	case i >= len(r.ts):
		return false
	case isDateWord(t):
		return true // "~8h", "8 hours"
	case t.is("all", "most") && r.at(i+1).is("night", "day", "weekend", "week", "morning", "evening", "afternoon", "of"):
		return true
	case t.is("about", "around", "roughly", "nearly", "almost", "over", "some", "just", "~") && (isDateWord(r.at(i+1)) || isTimeUnit(r.at(i+2))):
		return true // "offline about nine hours"
	case t.is("for"):
		n := r.at(i + 1)
		if n.is("a", "an") {
			return isTimeUnit(r.at(i+2)) || r.at(i+2).is("few", "couple", "while")
		}
		return isDateWord(n) || isTimeUnit(r.at(i+2)) || n.is("several", "many", "about", "around", "over", "nearly", "almost", "roughly", "most", "hours", "days", "weeks")
	}
	return false
}

// timePassedWith: before the person at i, a length of time that passed
// with them away ("Roughly nine hours passed with you offline"): how
// long, as durationAt reads it after the absence.
func (r *sentenceReader) timePassedWith(i int) bool {
	if !r.at(i-1).is("with") || !r.at(i-2).is("passed", "elapsed", "went") {
		return false
	}
	for j := i - 3; j >= 0 && j >= i-6; j-- {
		if isTimeUnit(r.at(j)) {
			return true
		}
	}
	return false
}

// isTimeUnit: a unit of time ("hours", "day").
func isTimeUnit(t token) bool {
	return t.is("hour", "hours", "day", "days", "week", "weeks", "night", "nights", "minute", "minutes", "month", "months", "weekend", "h", "hrs")
}

// isDateWord: a date, a time of day or a number of units ("8h",
// "2026-05-25", "03:00", "june"; "may" is too often a verb).
func isDateWord(t token) bool {
	if t.w != "" && t.w[0] >= '0' && t.w[0] <= '9' {
		return true
	}
	return t.is("january", "february", "march", "april", "june", "july", "august", "september", "october", "november", "december", "utc", "am", "pm")
}

// nothingNeededYouAfter: after j the sentence says nothing waited on the
// person ("nothing needed your call", "none of it required your input").
func (r *sentenceReader) nothingNeededYouAfter(j int) bool {
	for k := j; k < len(r.ts) && k < j+3*window; k++ {
		if !r.at(k).is("nothing", "none") {
			continue
		}
		v := k + 1
		if r.at(v).is("of") {
			v += 2 // "none of it"
		}
		if r.at(v).is("needed", "required", "needs", "requires", "waited") && (r.at(v+1).k.has(kYou|kYour) || r.at(v+1).is("on") && r.at(v+2).k.has(kYou)) {
			return true
		}
	}
	return false
}
