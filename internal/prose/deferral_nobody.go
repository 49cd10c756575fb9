package prose

import "strings"

// Shapes with nobody to ask: "nobody to ask", "no one around to answer".

// nobodyDeferral reads "nobody on the other end of this session to ask",
// "no human in the loop on this run", "nobody is reachable from here".
func (r *sentenceReader) nobodyDeferral() (deferral, bool) {
	for i := range r.ts {
		t := r.at(i)
		j := i + 1
		switch {
		case t.k.has(kNobody):
		case (t.is("wasn't", "weren't") || t.k.has(kNot) && r.at(i-1).is("was", "were")) && (r.at(i-1).is("there") || r.at(i-2).is("there")) && (r.at(j).is("a", "any") && r.at(j+1).is("human", "person", "soul") || r.at(j).k.has(kIndef)):
			// "There wasn't a human to run it past", "there wasn't
			// anyone to ask".
			j++
		case t.is("without", "w/o", "for_want_of", "for_lack_of", "lacking", "absent") && (r.at(j).is("a", "an", "any") && r.at(j+1).is("human", "person", "soul", "one") || r.at(j).k.has(kIndef)):
			// "Without a human to ask, I granted it", "for want of a
			// human to ask at 2am", "for lack of anyone to ask".
			j++
			if !r.at(j - 1).k.has(kIndef) {
				j++
			}
		case t.is("none") && r.at(j).is("of") && (r.at(j+1).k.has(kYou) || r.at(j+1).is("the", "our") && r.at(j+2).is("humans", "maintainers", "owners", "people", "reviewers", "approvers", "admins")):
			// "none of the humans on this repo were online to weigh in",
			// "none of you online during the run"
			j += 2
			if !r.at(j - 1).k.has(kYou) {
				j++
			}
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
		if r.othersPeopleAt(j) || r.anyRunBefore(i) {
			continue
		}
		for k := j; k < end && k < j+window; k++ {
			x := r.at(k)
			switch {
			case x.is("to") && k+1 < len(r.ts):
				// "nobody to ask", "no one to put the question to",
				// "nobody to check with": the nobody is who is asked.
				a := k + 1
				if r.at(a).is("interactively", "directly", "actually", "really", "properly", "quickly", "live") {
					a++ // "no live user to interactively dialogue with"
				}
				if v := r.at(a); v.k.has(kActDirect|kActWith|kActTo|kActBy|kActBare) || v.is("answer", "respond", "reply", "decide", "approve", "sign", "weigh", "rule") {
					if isDeliveryVerb(v) && !r.deliversQuestion(a, a+1) {
						continue // "nobody to hand them back to": work handed on, not a question
					}
					return r.nobodyFound(i, j, a+1)
				}
			case x.k.has(kSelf) && !x.is("my", "our") && r.actAfterSelf(k+1):
				// "no one I could check with", "nobody we could run it by".
				return r.nobodyFound(i, j, k+1)
			case x.k.has(kActAdj) || x.is("reachable", "available", "around", "present", "listening", "watching", "responding") || x.is("online", "awake") && !r.at(i).is("no"):
				return r.nobodyFound(i, j, k+1)
			case x.k.has(kActDirect|kActWith|kActTo|kActBy) && r.at(k-1).is("be", "been"):
				// "no one can be asked from in here": the nobody is who
				// would be asked; "… at the vendor" are the vendor's.
				if p := r.at(k + 1); p.is("at", "in", "on", "from") && !r.isOwnRunAt(k+2) && !r.at(k+2).k.has(kHere|kSelf) && !r.isOwnRunAt(k+1) {
					break
				}
				return r.nobodyFound(i, j, k+1)
			case k == j && x.is("asked", "consulted", "checked", "queried") && (k+1 >= len(r.ts) || r.at(k+1).is(")") || r.at(k+1).isBoundary()) && r.decisionsMade():
				// "Decisions taken during autonomy (no human asked)":
				// nobody was asked about the agent's decisions ("no one
				// asked for dark mode" is a request nobody made).
				ev := event{act: span{k, k + 1}, addr: span{i, j}, actKind: "someone to ask", addrKind: "nobody"}
				return r.explain(whoImpersonal, span{}, marker{span{i, j}, "absence of anyone to ask"}, ev), true
			case x.is("other", "receiving") && r.at(k+1).is("end", "side"):
				return r.nobodyFound(i, j, k+2)
			case x.is("loop", "keyboard", "chair"):
				// "no human in the loop tonight to approve a bigger node
				// pool": what nobody there was to do, as "nobody to
				// approve it" says.
				t := k + 1
				if r.at(t).is("tonight", "today", "overnight", "now", "here") {
					t++
				}
				if r.at(t).is("to") && r.toAnswer(t) {
					return r.nobodyFound(i, t, t+2)
				}
				return r.nobodyFound(i, j, k+1)
			}
		}
		// "Because this is an eval with no live user, I answered the
		// questions myself": nobody there, given as the reason for its
		// own pick.
		// Or in brackets after its own pick: "proceeding autonomously per
		// the parent task's instruction (no live user in this run)".
		if r.at(i).is("no") && r.at(i+1).is("live", "real", "actual", "human") && (r.reasonBefore(i) && r.ownPickAfter(j) || r.pickBeforeBracket(i)) && !r.othersPeopleAt(j) {
			if d, ok := r.nobodyFound(i, j, j); ok {
				return d, true
			}
		}
	}
	return deferral{}, false
}

// anyRunBefore: the nobody at i qualifies a run in general ("deadlocks a
// run nobody is watching", "runs no one watches"), not the agent's own.
func (r *sentenceReader) anyRunBefore(i int) bool {
	n := r.at(i - 1)
	if !n.k.has(kRunNoun) && !n.is("runs", "sessions", "jobs", "tasks", "agents") {
		return false
	}
	return r.at(i-2).is("a", "an", "any", "every", "each") || strings.HasSuffix(n.w, "s") && !r.at(i-2).is("this", "my", "our", "the")
}

// othersPeopleAt: the words at j make a nobody or anyone before them
// another party's people ("nobody from the platform team", "anyone at the
// SMS vendor's support").
func (r *sentenceReader) othersPeopleAt(j int) bool {
	if r.at(j).k.has(kAvail|kUnavail) || r.at(j).is("around", "awake", "online", "reachable") {
		j++ // "no one available on the vendor side"
	}
	if !r.at(j).is("from", "on", "at", "in", "of", "with", "inside", "within") {
		return false
	}
	if r.at(j + 1).k.has(kDet) {
		// "nobody at the hosting provider", "anyone on the vendor's
		// support line": another party's people, named in a few words.
		for k := j + 2; k < len(r.ts) && k <= j+4; k++ {
			if r.at(k).is("team", "vendor", "platform", "infra", "ops", "customer", "client", "vendor's", "customer's", "client's", "provider", "provider's", "support", "hotline", "helpdesk", "registrar", "company", "partner", "agency", "bank", "supplier") {
				return true
			}
			if r.at(k).isBoundary() || r.at(k).k.has(kComma|kYou|kSelf) {
				break
			}
		}
	}
	return r.otherAfterPrep(j+1, len(r.ts))
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
	// "The contested call, made with no human available": its own
	// decisions, made with nobody there.
	madeWith := r.at(i-1).is("with") && r.at(i-2).is("made", "taken", "decided") && r.decisionsMade() || r.pickBeforeBracket(i)
	if r.keptWaitingOrRecordedBeside(e) {
		return deferral{}, false // "No human available to confirm; I left it in draft": nothing picked
	}
	if r.otherQualifiedUpTo(e) || !r.decide(whoImpersonal, ev, mk) && !r.at(j).is("to") && !r.actedBecause() && !r.ownPicksLabel(i) && !madeWith && !((r.reasonBefore(i) || r.soWithin(e) || r.clauseOpensAt(i) && r.breakWithin(e)) && r.ownPickAfter(e)) && !(r.askNamedAt(e) && r.soConsequenceAfter(e)) && !(r.reasonBefore(i) && r.recordedBefore(i) && r.toAnswer(e)) && !r.passivePickSoonAfter(e) {
		return deferral{}, false
	}
	return r.explain(whoImpersonal, span{}, mk, ev), true
}

// otherQualifiedUpTo: another party is named after a preposition ("nobody
// from the vendor", "for subagents") in the sentence up to where what the
// agent did after e is set out after a colon or semicolon: "…, I took
// the stricter policy: no inline scripts for plugins" names the work, not
// whose nobody it was.
func (r *sentenceReader) otherQualifiedUpTo(e int) bool {
	r.facts()
	if !r.otherQualified {
		return false
	}
	end := len(r.ts)
	for k := e; k < len(r.ts); k++ {
		if r.at(k).is(":", ";") {
			end = k
			break
		}
	}
	for i := 0; i < end; i++ {
		if r.at(i).is("in", "inside", "within", "for", "to", "from", "under", "by", "via", "through", "during", "outside", "at") && r.otherAfterPrep(i+1, end) {
			return true
		}
	}
	return false
}

// recordedBefore: before the reason at i, what was not asked is said to
// be put in writing instead ("They are recorded because no human was
// available to rule on them"); "the errors are logged because …" is a
// report.
func (r *sentenceReader) recordedBefore(i int) bool {
	for j := 0; j < i; j++ {
		switch t := r.at(j); {
		case isRunOutput(t):
			return false
		case t.is("flagged", "listed", "recorded", "noted", "written", "logged", "parked", "documented") && r.at(j-1).is("are", "were", "is", "was", "been"):
			return true
		}
	}
	return false
}

// toAnswer: what nobody was there to do, if said at e, is to answer, ask
// or decide ("available to rule on them"; not "available to pair").
func (r *sentenceReader) toAnswer(e int) bool {
	if !r.at(e).is("to") {
		return true
	}
	v := r.at(e + 1)
	return v.k.has(kActDirect|kActWith|kActTo|kActBy|kActBare) || v.is("answer", "respond", "reply", "decide", "approve", "sign", "rule", "weigh")
}

// askNamedAt: the nobody read up to e is who would have been asked:
// "nobody to ask" (the act just read), or "none of the humans were
// online to weigh in" (the act after e). "No one was available, so the
// meeting moved" names no asking.
func (r *sentenceReader) askNamedAt(e int) bool {
	return r.at(e).is("to") && r.toAnswer(e) || r.at(e-2).is("to")
}

// soWithin: a "so" of consequence follows within a few words of e ("No
// one was available, so each is followed by the assumption I built on").
func (r *sentenceReader) soWithin(e int) bool {
	e = r.pastShortQualifier(e) // "no human was available for this work, so …"
	for k := e; k < len(r.ts) && k < e+4; k++ {
		if r.at(k).is("so") || r.at(k).k.has(kSo) {
			return true
		}
	}
	return false
}

// pickBeforeBracket: the nobody at i opens a bracket after the agent's own
// pick ("proceeding autonomously per the parent task's instruction (no
// live user in this run)").
func (r *sentenceReader) pickBeforeBracket(i int) bool {
	return r.at(i-1).is("(") && (r.pickBefore(i-1) || r.anyIn(0, i-1, isReportPick))
}

// nextBreakFrom: where the clause at e is next set off by a semicolon or
// dash ("no human available to confirm; I left it in draft"), or e.
func (r *sentenceReader) nextBreakFrom(e int) int {
	for k := e; k < len(r.ts); k++ {
		switch t := r.at(k); {
		case t.is(";", "—", "–", "-"):
			return k
		case t.isBoundary():
			return e
		}
	}
	return e
}

// breakWithin: a semicolon, dash or colon, or the end of the sentence,
// stands a few words after e: "No human available to confirm; defaulting
// to the safest option" sets the pick beside the nobody.
func (r *sentenceReader) breakWithin(e int) bool {
	for k := e; k < len(r.ts) && k < e+4; k++ {
		if t := r.at(k); t.is(";", "—", "–", "-", ":") || t.isBoundary() {
			return true
		}
	}
	return false
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

// ownPicksLabel: the nobody at i is the parenthesis of a label over the
// agent's own picks: "Assumptions (no one available to confirm): …".
func (r *sentenceReader) ownPicksLabel(i int) bool {
	if i < 2 || i > 4 || !r.at(i-1).is("(") {
		return false
	}
	// "Judgment calls (no human reachable)", "Calls made (nobody to
	// ask)", "Design decisions (…)": the label is the picks, up to three
	// words.
	h := i - 2
	if r.at(h).is("made", "taken") {
		h--
	}
	return h >= 0 && h <= 1 && r.at(h).is("assumptions", "assumption", "decisions", "choices", "defaults", "guesses", "calls", "picks") && (h == 0 || r.at(h-1).is("judgment", "judgement", "design", "my", "our", "own", "tie-break", "tiebreak", "the"))
}

// reasonBefore: the nobody at i stands in a clause of reason ("Because
// this is an eval with no live user, I answered the questions myself").
func (r *sentenceReader) reasonBefore(i int) bool {
	start, _ := r.clauseOf(i)
	for j := max(0, start-1); j < i && j <= start+1; j++ {
		if r.at(j).is("because", "since", "as", "given") {
			return true
		}
	}
	if r.at(i - 1).is("with") {
		return true // "With no one on the other end, I answered them myself", "a sandbox with no live person on the other end"
	}
	return false
}
