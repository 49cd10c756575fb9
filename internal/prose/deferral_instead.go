package prose

import "strings"

// What the agent did in place of asking (docs/CONTRACT.md §3b): it wrote
// its questions down ("Recorded, not asked", "I wrote these down rather
// than asking you"), picked instead of waiting on the person ("Rather than
// wait for you, I chose…", "didn't hear back, so I went with…"), decided
// without asking ("## Decisions made without asking"), or assumed instead
// ("Instead of asking, I made reasonable assumptions"). Each says it did
// not ask, whatever the reason given, and a veto never drops it. A product
// that stores an answer instead of asking again ("the wizard records the
// answer instead of asking twice"), or waiting on a thing ("rather than
// wait for CI"), is not the agent. The readers run before the deferral
// gate: their words ("rather than", "unasked") are not the gate's.

// mayBeInstead: a sentence that may say what it did in place of asking.
func mayBeInstead(ts []token) bool {
	ask, instead, unasked := false, false, false
	for _, t := range ts {
		unasked = unasked || t.is("unasked")
		instead = instead || t.is("avoid", "off")
		ask = ask || t.is("ask", "asked", "asking", "checking", "consulting", "confirming", "clarifying", "check", "confirm", "consult") || isWaitVerb(t) || t.is("hear", "heard")
		instead = instead || t.is("rather", "instead", "without", "w/o", "lieu", "place") || t.k.has(kNot)
		ask = ask || t.is("clarify", "clarifying", "query", "querying", "confirmed", "checked", "verified", "putting", "raising", "running", "bringing") || isIdleVerb(t) || isHaltVerb(t)
		instead = instead || t.is("alternative", "skipped", "skipping", "forgot", "against", "passed")
		unasked = unasked || t.is("unconfirmed", "unverified", "unchecked")
		// "the question is written out above instead"; "I didn't ask
		// you", "I didn't run the wording past you"
		ask = ask || t.is("question", "questions") || t.k.has(kActDirect) || t.is("run", "put", "raise", "bring", "raised", "brought")
		ask = ask || t.is("until", "till")              // "rather than leave the branch parked until you were back"
		ask = ask || t.is("held", "stalled", "delayed") // "so the queue wasn't held up on your answer"
	}
	// "Blocking the pipeline on your reply looked worse …, so I
	// guessed": waiting, weighed at the head of the sentence.
	weighed := len(ts) > 0 && ts[0].is("waiting", "blocking", "holding", "pausing", "stalling")
	return ask && (instead || weighed) || unasked
}

// insteadAt: "rather than", "instead of" or "in place of" opens at i
// (at "place" for the last); what it replaces starts at i+2.
func (r *sentenceReader) insteadAt(i int) bool {
	return r.at(i).is("rather") && r.at(i+1).is("than") || r.at(i).is("instead") && r.at(i+1).is("of") ||
		r.at(i).is("place", "lieu") && r.at(i-1).is("in") && r.at(i+1).is("of") // "in place of a question to you"
}

// afterInstead: where what "rather than" or "instead of" at i replaces
// starts, past a "by" before asking ("resolved from the issue body rather
// than by asking").
func (r *sentenceReader) afterInstead(i int) int {
	if r.at(i+2).is("by") && r.at(i+3).is("asking", "checking", "confirming", "consulting") {
		return i + 3
	}
	if r.at(i+2).is("stopping", "pausing", "halting", "breaking", "waiting") && r.at(i+3).is("to") && r.at(i+4).is("ask", "check", "confirm", "consult", "clarify") {
		return i + 4 // "rather than stopping to ask", "instead of pausing to check with you"
	}
	return i + 2
}

// isWaitVerb: waiting on the person, or disturbing them, the thing an
// agent does instead of asking.
func isWaitVerb(t token) bool {
	return t.is("wait", "waiting", "block", "blocking", "hold", "holding", "pause", "pausing", "stall", "stalling", "wake", "waking",
		"bother", "bothering", "interrupt", "interrupting", "ping", "pinging", "disturb", "disturbing", "drag", "dragging", "distract", "distracting",
		"bug", "bugging", "pester", "pestering", "nag", "nagging", "trouble", "troubling", "hassle", "hassling", "page", "paging")
}

// decisionsTakenBefore: before i its decisions are told in the passive,
// with no one named to have taken them: "Every decision below was taken
// on the author's behalf because …" ("was taken by the board" is
// another's).
func (r *sentenceReader) decisionsTakenBefore(i int) bool {
	return r.passivePickBefore(i) || r.passiveBefore(i, func(v int) bool {
		if !r.at(v).is("taken", "made") {
			return false
		}
		for k := v - 1; k >= 0 && k >= v-4; k-- {
			if t := r.at(k); t.is("decision", "decisions", "choice", "choices", "call", "calls", "ruling", "rulings") {
				return true
			}
		}
		return false
	})
}

// isHaltVerb: halting the work itself ("parking the run", "pausing the
// batch"), waiting when the person is what it halts until.
func isHaltVerb(t token) bool {
	return t.is("park", "parking", "pause", "pausing", "halt", "halting", "stop", "stopping", "suspend", "suspending", "freeze", "freezing", "shelve", "shelving")
}

// isIdleVerb: idling until the person is back ("sit on my hands until
// you surfaced", "idle till you reply").
func isIdleVerb(t token) bool {
	return t.is("sit", "sitting", "idle", "idling", "twiddle", "twiddling")
}

// isWritingVerb: a verb of putting something in writing.
func isWritingVerb(t token) bool {
	return t.is("wrote", "written", "write", "writing", "recorded", "record", "recording", "noted", "note", "noting", "listed", "list", "listing",
		"flagged", "flag", "flagging", "logged", "log", "logging", "parked", "park", "captured", "capture", "documented", "document",
		"filed", "queued", "collected", "gathered", "jotted", "left", "put", "kept")
}

// pickedInsteadOfWaiting reads the agent's own pick made instead of
// waiting on the person: "Rather than wait for you, I chose…", "Instead of
// blocking on your answer, I went with…", "I didn't want to wake you, so I
// merged", "Didn't hear back, so I went with…".
func (r *sentenceReader) pickedInsteadOfWaiting() (deferral, bool) {
	for i := range r.ts {
		k := 0
		after := false // the pick must come after the person: the decision not to ask is none
		idle := false  // k stands before "until", "for" or "on": idling or waiting said another way
		switch t := r.at(i); {
		case r.insteadAt(i):
			k = i + 2
		case t.is("alternative") && r.at(i+1).is("was", "being"):
			k = i + 2 // "because the alternative was waiting for you"
		case t.is("alternative") && r.at(i+1).is("would") && r.at(i+2).is("have") && r.at(i+3).is("been"):
			k = i + 4 // "the alternative would have been blocking on you"
		case t.is("want", "wanted") && r.at(i-1).k.has(kNot) && r.at(i+1).is("to"):
			k = i + 2 // "didn't want to wait for you"
		case t.is("wanting") && r.at(i-1).k.has(kNot) && r.at(i+1).is("to"):
			k = i + 2 // "Not wanting to wait on you"
		case t.is("avoid") && r.at(i-1).is("to") && (i == 1 || r.at(i-2).isBoundary()):
			k = i + 1 // "To avoid pinging you overnight"
		case i == 0 && t.is("waiting", "blocking", "holding", "pausing", "stalling") && r.weighedSoPicked():
			// "Blocking the pipeline on your reply looked worse than a
			// guess, so I guessed": waiting weighed and passed over.
			k = i
			for n := i + 1; n < len(r.ts) && n <= i+4; n++ {
				if r.at(n).is("on", "for") {
					k, idle = n-1, true
					break
				}
			}
		case isWaitVerb(t) && r.at(i-1).k.has(kNot) && r.selfSubjectBefore(i):
			k, after = i, true // "I didn't wait for your answer and merged" ("users didn't wait" are theirs)
		case t.is("not") && r.at(i-1).is("as") && r.at(i-2).is("so") && r.at(i+1).is("to"):
			k = i + 2 // "So as not to block on you"
		case t.is("so") && (i == 0 || r.at(i-1).isBoundary()) && r.heldUpAfter(i+1) > 0:
			// "So the rest of the queue wasn't held up on your answer,
			// I named it myself": the aim, said of the work.
			k, idle = r.heldUpAfter(i+1), true
		case t.is("not") && r.at(i-1).is("decided", "chose", "opted", "elected") && r.at(i+1).is("to"):
			k, after = i+2, true // "I decided not to interrupt your evening; picked B"
		case t.is("held", "holding") && r.at(i+1).is("off"):
			k, after = i+2, true // "I held off pinging you and picked B"
			if r.at(k).is("on") {
				k++
			}
		case t.is("hear", "heard") && r.at(i+1).is("back") && (r.at(i-1).k.has(kNot) || r.at(i-1).is("never")):
			e := i + 2
			if r.at(e).k.has(kPrepFrom) {
				pe, _, ok := r.personAt(e + 1)
				if !ok {
					continue // "didn't hear back from the vendor"
				}
				e = pe
			}
			if !r.ownPickAfter(e) {
				continue
			}
			ev := event{act: span{i, i + 2}, actKind: "a reply from the person", addrKind: "implied"}
			return r.explain(whoImpersonal, span{}, marker{span{max(0, i-1), i}, "no reply"}, ev), true
		default:
			continue
		}
		if r.at(k).is("letting", "let") && r.at(k+1).is("it", "them", "this", "that") && isWaitVerb(r.at(k+2)) {
			k += 2 // "instead of letting it wait on your return"
		}
		if r.at(k).is("letting", "let", "leave", "leaving", "keep", "keeping") {
			// "Instead of letting the PR sit in conflict until you
			// returned", "Rather than leave the branch parked until you
			// were back": the work left idle until the person is back.
			for n := k + 1; n < len(r.ts) && n <= k+8; n++ {
				if r.at(n).isBoundary() || r.at(n).k.has(kComma) {
					break
				}
				if r.at(n).is("until", "till") && (r.at(n+1).k.has(kYou) || r.at(n+1).k.has(kYour) && r.at(n+2).is("return")) {
					k, idle = n-1, true
					break
				}
			}
		}
		if isIdleVerb(r.at(k)) {
			// "Rather than sit on my hands until you surfaced": idle
			// until the person comes back.
			for n := k + 1; n < len(r.ts) && n <= k+5; n++ {
				if r.at(n).is("until", "till", "for") {
					k, idle = n-1, true
					break
				}
			}
		}
		if isHaltVerb(r.at(k)) {
			// "parking the run until morning", "pausing the batch till
			// you're back": the work halted until the person returns.
			for n := k + 1; n < len(r.ts) && n <= k+5; n++ {
				if r.at(n).is("until", "till") && r.at(n+1).is("morning", "tomorrow") {
					ev := event{act: span{k, n + 2}, actKind: "waiting on the person", addrKind: "implied"}
					if r.ownPickAfter(n+2) || r.agentActedAfter(n+2) || r.pastAfter(n+2) || r.decisionsTakenBefore(i) {
						return r.explain(whoSelf, span{}, marker{span{i, k}, "not waited for (picked instead)"}, ev), true
					}
				}
				if r.at(n).is("until", "till") && !r.at(n+1).k.has(kYou) && !r.at(n+1).k.has(kPerson) && !(r.at(n+1).k.has(kYour) && (r.isAnswerNoun(n+2) || r.at(n+2).is("return"))) {
					break // ("until the build is green"; "until your answer" waits on the person)
				}
				if r.at(n).is("until", "till") {
					k, idle = n-1, true
					break
				}
			}
		}
		if !isWaitVerb(r.at(k)) && !idle {
			continue
		}
		e := k + 1
		if isWaitVerb(r.at(e)) || r.at(e).is("around") {
			e++ // "rather than block waiting for your answer", "sit around waiting"
		}
		if o := r.waitObjectEnd(e); o > e {
			e = o // "so as not to hold the queue up on your answer"
		}
		for n := 0; n < 2 && r.at(e).is("for", "on", "up", "until"); n++ {
			e++
		}
		pe, _, ok := r.personAt(e)
		if !ok && r.at(e).k.has(kYour) && (r.isAnswerNoun(e+1) || r.at(e+1).is("return")) {
			pe, ok = e+2, true // "block on your answer", "wait for your reply", "wait on your return"
		}
		if !ok && r.at(e).k.has(kYour) && r.at(e+1).is("evening", "night", "weekend", "sleep", "vacation", "holiday", "morning", "meeting", "meetings") &&
			r.at(k).is("interrupt", "interrupting", "disturb", "disturbing", "bother", "bothering") {
			pe, ok = e+2, true // "not to interrupt your evening"
		}
		if !ok {
			continue // "rather than wait for CI", "instead of blocking the thread"
		}
		// An opening "Rather than wait for your answer" may run into its
		// main clause with no comma: "… I implemented option A".
		runOn := r.insteadAt(i) && (i == 0 || r.clauseOpensAt(i)) && r.at(pe).is("i", "we") && isPastVerb(r.at(pe+1))
		actedFirst := r.insteadAt(i) && i > 1 && r.agentActedBefore(i-1) // "I merged it tonight instead of waiting on your return"
		// Or the work as it now stands, its consequence: "Didn't want to
		// ping you about the default at 11pm, so `source` defaults to
		// 'web'".
		consequence := !after && r.soConsequenceAfter(pe)
		if r.keptWaitingOrRecordedAfter(pe) {
			continue // "Didn't want to ping you about it, so I've left it for tomorrow": still waiting, no pick
		}
		if !runOn && !actedFirst && !consequence && (!after && !r.ownPickAfter(pe) && !r.agentActedAfter(pe) && !r.pastAfter(pe) && !(i > 0 && r.decisionsTakenBefore(i)) || after && !r.choiceAfter(pe) && !r.agentActedAfter(pe) && !r.pastAfter(pe)) {
			continue
		}
		ev := event{act: span{k, pe}, addr: span{e, pe}, actKind: "waiting on the person", addrKind: "the reader"}
		return r.explain(whoSelf, span{}, marker{span{i, k}, "not waited for (picked instead)"}, ev), true
	}
	return deferral{}, false
}

// heldUpAfter: from i, a clause saying the work was not held up on
// someone or something: "the queue wasn't held up on …", "the release
// wouldn't be blocked on …". It returns the verb's index (0: none); who
// or what it waited on is read after it.
func (r *sentenceReader) heldUpAfter(i int) int {
	for n := i; n < len(r.ts) && n < i+8; n++ {
		t := r.at(n)
		if t.isBoundary() || t.k.has(kComma) || t.k.has(kSelf|kYou) {
			return 0
		}
		v := n + 1
		if t.k.has(kNot) && r.at(n-1).is("was", "were", "is", "are", "would", "be") || t.is("wasn't", "weren't", "isn't", "aren't", "wouldn't") {
			if r.at(v).is("be", "get", "been") {
				v++
			}
			if r.at(v).is("held", "blocked", "stalled", "stuck", "delayed") && r.at(v+1).is("up", "on", "waiting", "for") {
				return v
			}
			return 0
		}
	}
	return 0
}

// waitObjectEnd: after a wait verb, its object then "up on", "on" or
// "for" ("hold the queue up on", "block the pipeline on"): it returns
// where the particle stands (e: no object).
func (r *sentenceReader) waitObjectEnd(e int) int {
	if !r.at(e).k.has(kDet) || r.at(e).k.has(kYour|kYou) {
		return e
	}
	for n := e + 1; n < len(r.ts) && n <= e+3; n++ {
		t := r.at(n)
		if t.is("up", "on", "for") || t.is("until", "till") && r.at(n+1).k.has(kYou|kYour|kPerson) {
			return n // ("hold the release until you were back")
		}
		if t.isBoundary() || t.k.has(kComma|kSelf|kYou|kAux|kNot) || t.k.has(kDet) {
			return e
		}
	}
	return e
}

// weighedSoPicked: the sentence weighs what opens it ("looked worse",
// "would have cost", "wasn't worth it") and goes on ", so I" with a past
// act of the agent's.
func (r *sentenceReader) weighedSoPicked() bool {
	weighed := false
	for j, t := range r.ts {
		weighed = weighed || t.is("looked", "seemed", "felt", "would", "wasn't") && j > 2
		if weighed && t.is("so") && r.at(j-1).k.has(kComma) && r.at(j+1).is("i", "we") && isPastVerb(r.at(j+2)) {
			return true
		}
	}
	return false
}

// toldToGoOnBefore: before i the person told the agent to go on ("The
// user asked me to proceed …", "you told me to keep going …", "You asked
// me to skip the check-in for small fixes, so I didn't ask you"): working
// without asking is then their instruction, not the agent's deferral.
func (r *sentenceReader) toldToGoOnBefore(i int) bool {
	for k := i - 1; k >= 0 && k >= i-2*window; k-- {
		if !r.at(k).is("asked", "told", "instructed", "wanted", "authorized", "authorised", "allowed", "permitted") || !r.at(k+1).is("me", "us") || !r.at(k+2).is("to") {
			continue
		}
		for p := k - 1; p >= 0 && p >= k-3; p-- {
			if _, kind, ok := r.personAt(p); ok && kind != "anyone" {
				return true
			}
		}
	}
	return false
}

// selfSubjectBefore: the verb at i, negated or helped, has the agent for
// its subject, said ("I didn't wait") or left out at the head of its
// clause ("Didn't wait for your reply, merged it").
func (r *sentenceReader) selfSubjectBefore(i int) bool {
	j := i - 1
	for j >= 0 && r.at(j).k.has(kNot|kAux|kAdv) {
		j--
	}
	return j < 0 || r.at(j).isBoundary() || r.at(j).k.has(kComma) || r.at(j).is("i", "we", ";", ":", "-")
}

// pastAfter: after i a clause goes on with the agent's act in the past,
// its subject said or left out ("…, and used the placeholder", "; I used
// the placeholder").
func (r *sentenceReader) pastAfter(i int) bool {
	for j := i; j < len(r.ts) && j < i+3*window; j++ {
		if !r.at(j).is("and", ";", "so") && !r.at(j).k.has(kComma|kSo) {
			continue
		}
		n := j + 1
		if r.at(n).is("and", "so") {
			n++
		}
		if r.at(n).is("i", "we") {
			n++
		}
		if isPastVerb(r.at(n)) {
			return true
		}
	}
	return false
}

// agentActedAfter: after i, the agent did something itself ("…, I
// merged", "so merged it").
func (r *sentenceReader) agentActedAfter(i int) bool {
	for j := i; j < len(r.ts) && j < i+2*window; j++ {
		// "with no answer by 04:00 I merged": a time, then the main
		// clause, no comma between.
		afterTime := r.at(j).is("i", "we") && (isClockTime(r.at(j-1)) || r.at(j-1).is("morning", "midnight", "noon", "then", "dawn"))
		if !r.clauseOpensAt(j) && !r.at(j-1).is("so", "and") && !afterTime {
			continue
		}
		if r.agentActsAt(r.firstWordOf(j, len(r.ts)), len(r.ts)) {
			return true
		}
	}
	return false
}

// decidedWithoutAsking reads decisions of the agent's own said to be made
// without asking, or instead of it: "## Decisions made without asking",
// "Calls I took without checking with you", "Every judgment call made
// instead of asking". A product that acts "without asking for
// confirmation" makes no decision of the agent's.
func (r *sentenceReader) decidedWithoutAsking() (deferral, bool) {
	for i := range r.ts {
		a := i + 1 // the asking
		if r.insteadAt(i) {
			a = i + 2 // "Every judgment call made instead of asking"
		} else if !r.at(i).is("without", "w/o") {
			continue
		}
		if !r.at(a).is("asking", "checking", "consulting", "confirming", "clarifying") {
			continue
		}
		e := a + 1
		// "without checking in": with the person, unnamed.
		checkIn := r.at(a).is("checking") && r.at(e).is("in") && !r.at(e+1).is("with", "on", "the", "a", "to")
		if checkIn || r.at(e).is("with", "in") {
			e++
		}
		if pe, _, ok := r.personAt(e); ok && !checkIn {
			e = pe
		} else if e > a+1 && !checkIn {
			continue // "without checking with the vendor"
		} else if n := r.at(e); !(e >= len(r.ts) || n.isBoundary() || n.k.has(kComma|kPunct|kSo|kBreak)) {
			continue // "without asking for confirmation"
		}
		// A report's label with its subject left out: "## Made without
		// asking", "Taken without checking with you:".
		madeLabel := r.at(i-1).is("made", "taken") && r.firstWordOf(0, i) == i-1
		if !r.decisionsMade() && !r.passivePickBefore(i) && !madeLabel {
			continue // ("the TFM was resolved from that file instead of asking" is a pick)
		}
		if r.toldToGoOnBefore(i) {
			continue // "The user asked me to proceed without checking in": the person's own instruction
		}
		ev := event{act: span{a, e}, actKind: "asking", addrKind: "implied"}
		return r.explain(whoSelf, span{}, marker{span{i, a}, "decided without asking"}, ev), true
	}
	return deferral{}, false
}

// notConfirmedWith reads the agent's own pick or assumption said not to
// have been confirmed with the person: "Not confirmed with the user;
// assumed B", "Assumption (unverified with you): B". "The fix is not
// verified with the user yet" picks nothing; "not confirmed with the
// vendor" is another party.
func (r *sentenceReader) notConfirmedWith() (deferral, bool) {
	for i := range r.ts {
		t := r.at(i)
		if !(t.is("confirmed", "checked", "verified", "cleared") && r.at(i-1).k.has(kNot) || t.is("unconfirmed", "unverified", "unchecked")) || !r.at(i+1).is("with") {
			continue
		}
		e, _, ok := r.personAt(i + 2)
		if !ok || r.conditionBefore4(i) || !r.ownPickAfter(0) {
			continue
		}
		ev := event{act: span{i, e}, actKind: "asking", addr: span{i + 2, e}, addrKind: "the person"}
		return r.explain(whoImpersonal, span{}, marker{span{max(i-1, 0), i + 1}, "not asked (assumed instead)"}, ev), true
	}
	return deferral{}, false
}

// assumedInsteadOfAsking reads the agent's own assumptions or pick made in
// place of asking: "Instead of asking, I made reasonable assumptions",
// "Rather than asking clarifying questions, I made these assumptions", "I
// didn't ask clarifying questions and made assumptions instead", "Without
// the ability to clarify, I went with Postgres".
func (r *sentenceReader) assumedInsteadOfAsking() (deferral, bool) {
	for i := range r.ts {
		if r.leftUnaskedThenActed(i) {
			ev := event{act: span{i, i + 1}, actKind: "asking", addrKind: "the person"}
			return r.explain(whoSelf, span{}, marker{span{max(i-2, 0), i + 1}, "not asked (acted instead)"}, ev), true
		}
		k := 0
		switch t := r.at(i); {
		case r.insteadAt(i):
			k = r.afterInstead(i)
		case t.is("ask", "asked") && r.at(i-1).k.has(kNot) && r.at(i-2).is("did", "do", "didn't", "don't") && r.at(i-3).k.has(kSelf):
			k = i // "I didn't ask clarifying questions"
		case t.is("check", "confirm", "consult") && r.at(i-1).k.has(kNot) && r.at(i-2).is("did", "didn't") && r.at(i-3).k.has(kSelf):
			if _, _, ok := r.personAt(i + 2); !(r.at(i+1).is("with") && ok) && !t.is("consult") {
				continue // "I didn't check the logs", "I didn't confirm it"
			}
			k = i // "I didn't check with you on the naming"
		case t.is("ask", "check", "confirm", "consult") && r.at(i-1).is("to") && r.at(i-2).k.has(kNot) && r.at(i-3).is("chose", "decided", "opted", "elected") && r.at(i-4).k.has(kSelf):
			k = i // "I chose not to ask"
		case t.is("asking", "checking", "confirming", "consulting") && r.at(i-1).is("on") && r.at(i-2).is("off") && r.at(i-3).is("held", "holding") && r.at(i-4).k.has(kSelf):
			k = i // "I held off on asking you about the logo"
		case t.is("without") && r.at(i+1).is("the", "any", "an", "a") && r.at(i+2).is("ability", "means", "chance", "option", "opportunity", "way") && r.at(i+3).is("to"):
			k = i + 4 // "without the ability to clarify"
		default:
			continue
		}
		if e := r.putToThePersonAt(k); e > 0 {
			// "I parked it instead of putting it to you", "written down
			// rather than asked of you", "instead of running it past the
			// owner, I merged it"; not a product's ("Rather than putting
			// it to you, the app picks a default").
			written := false
			for j := i - 1; j >= 0 && j >= i-4; j-- {
				written = written || isWritingVerb(r.at(j)) && !r.othersBefore(j)
			}
			if r.agentSpeaks() || written {
				ev := event{act: span{k, e}, actKind: "asking", addrKind: "implied"}
				return r.explain(whoSelf, span{}, marker{span{i, k}, "not asked (assumed instead)"}, ev), true
			}
			continue
		}
		if !r.at(k).is("ask", "asking", "asked", "clarify", "clarifying", "check", "checking", "confirm", "confirming", "consult", "consulting", "query", "querying") {
			continue
		}
		e := k + 1
		if r.at(k).is("check", "checking", "confirm", "confirming") && !r.at(e).is("in", "with", ",", "-") && !r.at(e).isBoundary() {
			continue // "instead of checking the logs": an act on a thing
		}
		if r.at(e).is("with") || r.at(e).is("in") && r.at(e+1).is("with") {
			e++
			if r.at(e).is("with") {
				e++
			}
		}
		if pe, _, ok := r.personAt(e); ok {
			e = pe
		} else if r.at(e).is("clarifying", "follow-up", "any", "more", "further") || r.at(e).is("questions", "question") {
			e++
			if r.at(e).is("questions", "question") {
				e++
			}
		} else if n := r.at(e); !(e >= len(r.ts) || n.isBoundary() || n.k.has(kComma|kPunct|kSo|kBreak)) {
			continue // "instead of asking the API", "rather than asking for a token"
		}
		if !r.assumedItself() && !(r.at(i-1).is("on") && r.pastAfter(e)) && !r.settledInThePassiveBefore(i) {
			continue // (held off on asking, then "… and used the placeholder")
		}
		ev := event{act: span{k, e}, actKind: "asking", addrKind: "implied"}
		return r.explain(whoSelf, span{}, marker{span{i, k}, "not asked (assumed instead)"}, ev), true
	}
	return deferral{}, false
}

// settledInThePassiveBefore: before i the sentence says its questions or
// decisions were settled, no one named ("These were resolved from the
// issue body rather than by asking", "The open points were answered from
// the spec instead of asking").
func (r *sentenceReader) settledInThePassiveBefore(i int) bool {
	for j := 1; j+1 < i && j <= 4; j++ {
		if r.at(j).is("were", "was") && r.at(j+1).is("resolved", "answered", "settled", "decided", "made") {
			for k := 0; k < i; k++ {
				if r.at(k).is("by") && !r.at(k+1).is("asking") || r.at(k).k.has(kOther|kPerson|kYou) {
					return false
				}
			}
			return r.at(j-1).is("these", "they", "those", "questions", "decisions", "points", "calls", "choices", "ambiguities", "unknowns")
		}
	}
	return false
}

// assumedItself: the sentence has the agent assuming or picking for
// itself: "I made reasonable assumptions", "made assumptions instead",
// "I went with Postgres".
func (r *sentenceReader) assumedItself() bool {
	for j := range r.ts {
		if r.at(j).is("best") && r.at(j-1).is("my", "our") && r.at(j+1).is("guess", "guesses", "interpretation", "reading", "judgment", "judgement") {
			return true // "here is my best interpretation"
		}
	}
	if !r.agentSpeaks() {
		return false // "the model's failures narrate the assumption instead of asking"
	}
	for j := 0; j < len(r.ts); j++ {
		if r.at(j).is("assumptions", "assumption") && (r.at(j-1).is("made", "make", "these", "some", "reasonable", "my", "own", "following", "explicit") || r.at(j-2).is("made", "make")) {
			return true
		}
	}
	return r.decisionsMade()
}

// agentSpeaks: the sentence has the agent as a subject ("I", "we"), or
// opens in a report's voice with its verb ("Made assumptions instead of
// asking").
func (r *sentenceReader) agentSpeaks() bool {
	for _, t := range r.ts {
		if t.k.has(kSelf) && !t.is("my", "our", "me", "us") {
			return true
		}
	}
	f := r.firstWordOf(0, len(r.ts))
	return f >= 0 && r.at(f).is("made", "assumed", "went", "picked", "chose", "decided", "opted", "defaulted", "proceeded")
}

// writtenNotAsked reads "<written>, not asked", "<written> rather than
// asked/asking", "<written> instead of asking".
func (r *sentenceReader) writtenNotAsked() (deferral, bool) {
	for i := range r.ts {
		k := 0
		switch t := r.at(i); {
		case r.insteadAt(i):
			k = r.afterInstead(i)
		case t.k.has(kNot) && (r.at(i-1).isBoundary() || r.at(i-1).k.has(kComma|kPunct)):
			k = i + 1
		case t.is("instead") && (i+1 >= len(r.ts) || r.at(i+1).isBoundary()) && r.questionWrittenBefore(i):
			// "Since this is a simulated eval, the question is written
			// out above instead": written where it would have been asked.
			ev := event{act: span{i, i + 1}, actKind: "asking", addrKind: "implied"}
			return r.explain(whoImpersonal, span{}, marker{span{i, i + 1}, "not asked (written instead)"}, ev), true
		default:
			continue
		}
		// "noted here in place of a question to you": the question, put
		// to the person, as the asking.
		questionTo := r.at(k).is("a", "any", "one") && r.at(k+1).is("question", "questions") && r.at(k+2).is("to")
		if questionTo {
			k += 2
		} else if !r.at(k).is("ask", "asked", "asking") {
			continue
		}
		e := k + 1
		if pe, _, ok := r.personAt(e); ok {
			e = pe
		}
		// What follows is the end of the part, a reason, or what would have
		// been asked; not "again", "for", "on each run": a product's timing
		// ("kept in the config rather than asked on each run").
		if n := r.at(e); !(e >= len(r.ts) || n.isBoundary() || n.k.has(kComma|kPunct|kSo|kBreak|kWh|kHere) ||
			n.is("about", "first", "directly", "since", "because", "as", "given", "-")) || n.is("if") && !r.at(e+1).k.has(kYou|kPerson) {
			continue
		}
		w, ok := r.writerBefore(i)
		if !ok {
			continue
		}
		ev := event{act: span{k, e}, actKind: "asking", addrKind: "implied"}
		return r.explain(whoSelf, w, marker{span{i, k}, "not asked (written instead)"}, ev), true
	}
	return deferral{}, false
}

// questionWrittenBefore: the clause before i says the question (or
// questions) was written down, no one else named: "the question is
// written out above", "the open questions were listed below".
func (r *sentenceReader) questionWrittenBefore(i int) bool {
	for j := i - 1; j >= 1 && j >= i-6; j-- {
		if r.at(j).isBoundary() || r.at(j).k.has(kComma) {
			return false
		}
		if r.at(j).is("by", "to", "for") {
			return false // "written by the PM", "sent to the vendor"
		}
		if r.at(j).is("written", "listed", "logged", "recorded", "noted", "flagged", "documented", "captured", "jotted") && r.at(j-1).is("is", "are", "was", "were", "been") && r.at(j-2).is("question", "questions") {
			return true
		}
	}
	return false
}

// writerBefore: before i, in the same sentence part, a verb of writing
// whose doer is the agent: "I wrote these down", "Recorded", "these were
// noted", "Flagged here". A named thing doing it ("the wizard records", "the
// CLI logs") is not the agent.
func (r *sentenceReader) writerBefore(i int) (span, bool) {
	for j := i - 1; j >= 0 && j >= i-8; j-- {
		t := r.at(j)
		if t.isBoundary() || t.k.has(kPunct) {
			return span{}, false
		}
		if !isWritingVerb(t) {
			continue
		}
		h := j - 1
		passive := false
		for h >= 0 && (r.at(h).is("were", "was", "are", "is", "been", "be", "have", "has", "had", "'ve", "then", "also", "just", "all") || passive && r.at(h).is("above", "below") ||
			r.at(h).k.has(kAdv) && !r.at(h).k.has(kSelf)) {
			passive = passive || r.at(h).is("were", "was", "are", "is", "been", "be")
			h--
		}
		if h < 0 || r.at(h).isBoundary() || r.at(h).k.has(kComma|kPunct) {
			return span{j, j + 1}, true // the report's voice: "Recorded, not asked"
		}
		s := r.at(h)
		if s.k.has(kSelf) && !s.is("my", "our", "me", "us") || s.is("these", "those", "they", "both", "each", "questions", "question", "it") {
			return span{h, j + 1}, true
		}
		if passive && (isDecisionsLabel(s) || s.is("assumption", "decision", "acceptance", "acceptances")) && !r.at(h-1).k.has(kPoss|kOther) && !r.at(h-2).k.has(kOther) {
			return span{h, j + 1}, true // "The assumptions are noted instead of asking you"
		}
		return span{}, false
	}
	return span{}, false
}

// pickedDespiteNeed reads decisions said to want the reader's input, made
// anyway: "## Decisions wanting your input (proceeding with the marked
// default)", "These need your call; going with B for now". Asking in the
// closing part instead ("Needs your decision (default: B)", "I need your
// input on the region") picks nothing.
func (r *sentenceReader) pickedDespiteNeed() (deferral, bool) {
	for i := range r.ts {
		t := r.at(i)
		// "I wanted your read on it, but went with …", "I'd have liked
		// your sign-off, but …": the wish, in the past, as the need.
		wished := t.is("needed", "wanted") && r.at(i-1).k.has(kSelf|kAdv) || t.is("liked") && r.at(i-1).is("have") && r.at(i-2).is("'d", "would")
		named := t.is("was", "is", "'s", "were", "been") || t.is("be") && r.modalBefore(i) // "this would normally be your call"
		left := t.is("leave") && r.modalBefore(i) || t.is("left") && r.at(i-1).is("have") && r.modalBefore(i-1)
		if !t.is("wanting", "needing", "need", "needs", "want", "wants", "requiring", "require", "requires", "awaiting") && !named && !wished && !left || r.negatedBefore(i) {
			continue
		}
		y := i + 1
		from := y + 2 // where what follows the need starts: past "your input", past "from you"
		switch {
		case left:
			// "I'd normally leave this to you, but I went with 8080": the
			// decision it would hand the reader, taken instead.
			y, from = r.toYouAfter(i)
			if y < 0 {
				continue
			}
		case named:
			// "This was really your call, but I went with 8080", "the
			// schema should have been your decision; I picked Postgres":
			// the reader's decision, named as such, made anyway.
			y, from = r.yourCallAfter(i)
			if y < 0 {
				continue
			}
		case r.at(y).k.has(kYour) && (isDecisionNoun(r.at(y+1)) || r.at(y+1).is("input") || wished && r.at(y+1).k.has(kNeedYour|kNeed)):
		case t.is("need", "want") && r.at(y).is("from") && r.at(y+1).k.has(kYou) && r.decisionNounBefore(i):
			// "Two decisions I need from you (I proceeded with my best
			// guess; reverse freely)": the decisions named first.
		default:
			continue
		}
		end := from + window
		for j := from; j < len(r.ts) && j < end; j++ {
			if r.at(j).is("(") && r.at(j-1).k.has(kNeed|kNeedYour|kNeedStrong) {
				// "want your input (the discount badge, and whether
				// Enterprise shows a price), but …": what the input is
				// on, in brackets, before the clause that goes on.
				if c := r.closingBracketAfter(j); c > 0 && r.at(c+1).k.has(kComma) {
					end = max(end, c+2+window)
					j = c + 1
					continue
				}
			}
			if !r.at(j).is("(", ";", "-", "—", "–", "but", ":") {
				continue
			}
			n := j + 1
			if r.at(n).is("so", "and", "for") {
				n++
			}
			if r.at(n).is("this") && r.at(n+1).is("time") {
				n += 2 // "…; this time I picked snake_case"
			}
			if r.at(n).is("i", "we") && !r.at(n+1).is("will", "'ll", "can", "could", "would", "need") {
				n++ // "but I'm proceeding"
				if r.at(n).is("am", "'m", "are", "'re", "have", "'ve") {
					n++
				}
			}
			picked := r.reportsPickAt(n) && !r.gerundIsSubject(n) || (named || left) && r.pickedPastAt(n) || r.at(n).is("defaults", "default") && r.at(n+1).is("chosen", "picked", "applied", "used") ||
				r.at(n).is("gone") && (r.at(n+1).is("with") || r.at(n+1).is("ahead") && (r.at(n+2).is("with") || r.at(n+2).is("and") && isOwnActPast(r.at(n+3)))) // "but I've gone ahead with the first option"
			if picked && !r.waitsOnReaderAfter(n) {
				ev := event{act: span{i, y + 2}, addr: span{y, y + 1}, actKind: "the person's input wanted, a pick made", addrKind: "the reader"}
				return r.explain(whoImpersonal, span{}, marker{span{n, n + 1}, "picked despite the need to ask"}, ev), true
			}
		}
	}
	return deferral{}, false
}

// modalBefore: a modal of wish or habit stands before the verb at i ("would
// be", "'d normally leave", "should really be").
func (r *sentenceReader) modalBefore(i int) bool {
	if isHedge(r.at(i - 1)) {
		i--
	}
	return r.at(i-1).is("would", "'d", "should")
}

// toYouAfter: within a few words after the verb at i, what is left to the
// reader ("leave this to you", "leave it up to you", "left the call for
// you"); where the reader's word is and where what follows starts (-1: not
// so).
func (r *sentenceReader) toYouAfter(i int) (int, int) {
	for k := i + 1; k < len(r.ts) && k < i+5; k++ {
		if r.at(k).isBoundary() || r.at(k).k.has(kComma) {
			break
		}
		if r.at(k).is("to", "for") && r.at(k+1).is("you") {
			return k + 1, k + 2
		}
	}
	return -1, -1
}

// yourCallAfter: after the verb at i, the reader's decision named as
// theirs: "your call", "really your decision", "a question for you",
// "your call to make"; where the reader's word is and where what follows
// starts (-1: not so). "Your call" as a label or a question ("Your call:
// A or B?") has no verb before it and is a request, read elsewhere.
func (r *sentenceReader) yourCallAfter(i int) (int, int) {
	j := i + 1
	for k := 0; k < 2 && r.at(j).is("really", "strictly", "properly", "ideally", "technically", "arguably", "clearly", "probably", "always", "by_rights"); k++ {
		j++
	}
	switch {
	case r.at(j).is("your") && isDecisionNoun(r.at(j+1)) && !r.at(j+1).is("answer", "answers", "confirmation", "approval", "sign-off", "go-ahead"):
		e := j + 2
		if r.at(e).is("to") && r.at(e+1).is("make", "take", "answer", "settle") {
			e += 2
		}
		return j, e
	case r.at(j).is("a", "the") && r.at(j+1).is("call", "decision", "choice", "question") && r.at(j+2).is("for") && r.at(j+3).is("you"):
		return j + 3, j + 4
	}
	return -1, -1
}

// pickedPastAt: at n a pick of the agent's told in the past ("picked
// Postgres", "chose B", "made it anyway", "kept the old API"); not a
// wait or a note.
func (r *sentenceReader) pickedPastAt(n int) bool {
	t := r.at(n)
	if t.is("made", "took") && r.at(n+1).is("it", "the") {
		return true
	}
	return t.k.has(kChoice) && !isWaitVerb(t) && (strings.HasSuffix(t.w, "ed") || t.is("chose", "went", "kept", "set", "took", "stuck")) && !r.keptWaitingOrRecordedAfter(n)
}

// decisionNounBefore: a decision is named just before the need at i, its
// subject "I" or "we" ("decisions I need from you").
func (r *sentenceReader) decisionNounBefore(i int) bool {
	return r.at(i-1).is("i", "we") && (isDecisionNoun(r.at(i-2)) || r.at(i-2).is("calls", "choices", "questions"))
}

// closingBracketAfter: where the bracket opened at i closes, within a
// sentence's reach (0: not closed).
func (r *sentenceReader) closingBracketAfter(i int) int {
	for k := i + 1; k < len(r.ts) && k < i+6*window; k++ {
		if r.at(k).is(")") {
			return k
		}
		if r.at(k).is("(") || r.at(k).isBoundary() {
			return 0
		}
	}
	return 0
}

// mayPickDespiteNeed: a cheap look for pickedDespiteNeed's words.
func mayPickDespiteNeed(ts []token) bool {
	your, pick := false, false
	for _, t := range ts {
		your = your || t.k.has(kYour|kYou)
		pick = pick || isReportPick(t) || t.is("defaults", "default", "gone") || t.k.has(kChoice)
	}
	return your && pick
}

// waitsOnReaderAfter: the clause from n goes on to wait for the reader
// ("proceeding with the deploy once you confirm"): no pick yet.
func (r *sentenceReader) waitsOnReaderAfter(n int) bool {
	for k := n; k < len(r.ts) && k < n+2*window; k++ {
		if t := r.at(k); t.isBoundary() || t.is(";", ")") {
			return false
		}
		if r.at(k).is("once", "until", "after", "when", "pending", "if") && (r.at(k+1).k.has(kYou|kYour) || r.at(k).is("pending")) {
			return true
		}
	}
	return false
}

// putToThePersonAt: at k an act that puts a matter to the person with a
// particle ("putting it to you", "raise the question with the user",
// "running this past the owner", "asked of you"); it returns where the
// person ends (0: not so).
func (r *sentenceReader) putToThePersonAt(k int) int {
	t := r.at(k)
	if !t.is("putting", "put", "raising", "raise", "raised", "running", "run", "taking", "take", "bringing", "bring", "asked") {
		return 0
	}
	for j := k + 1; j <= k+4 && j < len(r.ts); j++ {
		p := r.at(j)
		if p.is("to", "past", "by", "with", "of", "before") {
			if t.is("asked") && !p.is("of") {
				return 0
			}
			if e, kind, ok := r.personAt(j + 1); ok && kind != "anyone" {
				return e
			}
			return 0
		}
		if p.isBoundary() || p.k.has(kComma) {
			return 0
		}
	}
	return 0
}

// leftUnaskedThenActed reads the agent saying that it did not put the
// matter to the person, then acting on the work itself: "I didn't ask you
// and used tabs", "I never checked with you; renamed it", "I didn't
// run the wording past you and went with the short one", "I skipped
// asking you and bumped the major", "forgot to ask you, so I kept v2".
// The act at i is one of asking; the person is named right after it (not
// someone named before), and asked, not asked to do something or for a
// thing; the act after is a verb of the work in the past or a report's
// pick, not waiting, asking or recording.
// A reason given between the two ("… since the spec covers it") makes
// asking needless, not skipped.
func (r *sentenceReader) leftUnaskedThenActed(i int) bool {
	t := r.at(i)
	p := i + 1
	put := false // "run the wording past you", "put it to the owner"
	switch {
	case t.is("run", "put", "raise", "bring", "take", "running", "putting", "raising", "bringing", "taking"):
		put = true
	case t.is("check", "checking", "checked", "confirm", "confirming", "confirmed", "clear", "clearing", "cleared") && r.at(i+1).is("with"):
		p = i + 2
	case t.k.has(kActDirect | kActWith):
	default:
		return false
	}
	if !r.agentDidNotAt(i) || r.toldToGoOnBefore(i) {
		return false // ("You asked me to skip the check-in for small fixes, so I didn't ask you and merged": their instruction)
	}
	e, kind, ok := r.personAt(p)
	if put {
		e = r.putToThePersonAt(i)
		ok, kind = e > 0, "the person"
	}
	if !ok || kind == "the person, named before" {
		return false
	}
	if r.at(e).is("to") || r.at(e).is("for") && !isAnswerThing(r.at(e+1)) && !isAnswerThing(r.at(e+2)) {
		return false // "I didn't ask you to review it", "never asked you for access": a request, not a question
	}
	for j := e; j < len(r.ts) && j < e+3*window; j++ {
		x := r.at(j)
		if x.isBoundary() && !x.is(";", ":", "—", "–", "-") || x.is("since", "because", "as", "given", "already", "if", "until", "unless", "but") {
			return false
		}
		if x.is("before") && r.ownActingAt(j+1) && r.selfWithin(i, 4) {
			// "I didn't check with you before regenerating it": the act
			// it went on to, unless a reason after makes asking needless
			// ("The tool didn't ask the user before …" is a product's).
			for k := j + 2; k < len(r.ts) && k < j+3*window && !r.at(k).isBoundary(); k++ {
				if r.at(k).is("since", "because", "as", "given", "already", "if", "unless") {
					return false
				}
			}
			return true
		}
		if !x.is("and", ";", ":", "so", "—", "–", "-") && !x.k.has(kComma) {
			continue
		}
		n := j + 1
		for n < j+4 && r.at(n).is("and", "so", "i", "we", "just", "simply", "then", "instead") {
			n++
		}
		if v := r.at(n); isOwnActPast(v) && !isWritingVerb(v) || isReportPick(v) || v.k.has(kChoice) && !v.k.has(kAux|kDet|kChoiceNoun) && !isWaitVerb(v) {
			return true
		}
	}
	return false
}

// ownActingAt: the agent's act on the work named by a gerund at i
// ("regenerating", "renaming"), not waiting, asking, writing it down or
// going on ("before going further" names no act).
func (r *sentenceReader) ownActingAt(i int) bool {
	t := r.at(i)
	if !strings.HasSuffix(t.w, "ing") || len(t.w) < 6 || t.k.has(kAux|kNot|kCan|kActDirect|kActWith) || isWaitVerb(t) || isWritingVerb(t) || isReplyVerb(t) {
		return false
	}
	return !t.is("going", "moving", "continuing", "proceeding", "starting", "beginning", "asking", "checking", "confirming", "consulting", "reaching", "contacting", "messaging", "emailing",
		"answering", "replying", "responding", "hearing", "getting", "anything", "something", "nothing", "everything", "morning", "evening", "during", "thing", "bring", "bringing", "running", "putting", "raising", "taking")
}

// isAnswerThing: what asking someone "for" brings back when it is their
// word on the work ("for a decision", "for your input", "for sign-off").
func isAnswerThing(t token) bool {
	return t.is("decision", "input", "approval", "sign-off", "signoff", "confirmation", "guidance", "preference", "answer", "opinion", "call", "direction", "go-ahead", "ok", "okay", "feedback", "thoughts", "views", "view")
}

// agentDidNotAt: the act at i is denied by the agent itself: "I didn't
// ask", "I never checked with", "Didn't ask" (a report's elided subject),
// "I skipped asking", "I forgot to ask", "I decided against asking", "I
// passed on asking".
func (r *sentenceReader) agentDidNotAt(i int) bool {
	selfOrOpen := func(j int) bool {
		return r.at(j).k.has(kSelf) && !r.at(j).is("my", "our", "me", "us") || j == r.firstWordOf(0, len(r.ts))
	}
	switch {
	case r.at(i-1).k.has(kNot) && r.at(i-2).is("did", "didn't"):
		return selfOrOpen(i - 3)
	case r.at(i - 1).is("never"):
		return selfOrOpen(i - 2)
	case r.at(i-1).is("skipped", "avoided") || r.at(i-1).is("against") && r.at(i-2).is("decided") || r.at(i-1).is("on") && r.at(i-2).is("passed"):
		v := i - 1
		if r.at(v).is("against", "on") {
			v--
		}
		return selfOrOpen(v - 1)
	case r.at(i-1).is("to") && r.at(i-2).is("forgot", "neglected"):
		return selfOrOpen(i - 3)
	}
	return false
}

// notPutToThem reads the matter said, in the passive, not to have been put
// to the person, then the work done: "The page-naming question was not put
// to you; the pages were named after the subcommands", "The retention
// call was never run past the owner, so I set 30 days". The subject is
// what would have been asked (a question, a call, "it"); "the invoice was
// not sent to you" is a thing, and "… until you're back" waits.
func (r *sentenceReader) notPutToThem() (deferral, bool) {
	for i := range r.ts {
		t := r.at(i)
		if !t.is("put", "raised", "run", "brought", "taken", "asked") {
			continue
		}
		n := i - 1
		if r.at(n).is("ever", "actually", "really") {
			n--
		}
		neg := r.at(n).is("never") && r.at(n-1).is("was", "were", "is", "are", "been", "be") || r.at(n).k.has(kNot) && r.at(n-1).is("was", "were", "is", "are", "be") || r.at(n).is("wasn't", "weren't", "isn't", "aren't")
		if !neg {
			continue
		}
		// The subject: a matter to ask about, before the verb group.
		matter := false
		for k := n - 1; k >= 0 && k >= n-6; k-- {
			x := r.at(k)
			if x.isBoundary() || x.k.has(kComma|kSelf|kYou) {
				break
			}
			matter = matter || x.is("question", "questions", "call", "decision", "choice", "matter", "it", "this", "that", "naming", "name", "wording", "default", "value")
		}
		if !matter {
			continue
		}
		e := r.putToThePersonAt(i)
		if e == 0 && t.is("asked") && r.at(i+1).k.has(kYou) {
			e = i + 2 // "was not asked you" ("… asked of you" is read above)
		}
		if e == 0 || r.keptWaitingOrRecordedAfter(e) || r.waitsAfter(e) {
			continue
		}
		if !r.ownPickAfter(e) && !r.agentActedAfter(e) && !r.soConsequenceAfter(e) && !r.passiveWorkActAfter(e) {
			continue
		}
		ev := event{act: span{i, e}, actKind: "asking", addrKind: "the person"}
		return r.explain(whoImpersonal, span{}, marker{span{n, i + 1}, "not asked (acted instead)"}, ev), true
	}
	return deferral{}, false
}

// passiveWorkActAfter: after e, past a semicolon, comma or dash, the work
// done in the passive: "; the pages were named after the subcommands".
func (r *sentenceReader) passiveWorkActAfter(e int) bool {
	for c := e; c < len(r.ts) && c < e+2*window; c++ {
		x := r.at(c)
		if x.isBoundary() || x.is("but", "until", "unless", "because", "since") {
			return false
		}
		if !x.is(";", "—", "–", "-") && !x.k.has(kComma) {
			continue
		}
		for k := c + 1; k < len(r.ts) && k <= c+6; k++ {
			y := r.at(k)
			if y.isBoundary() || y.k.has(kComma|kSelf|kYou) || y.is(";") {
				return false
			}
			if y.is("was", "were") {
				v := k + 1
				if r.at(v).k.has(kAdv) {
					v++
				}
				return isWorkAct(r.at(v)) && !r.at(v+1).is("by")
			}
		}
		return false
	}
	return false
}

// askedFieldNo reads a report's field saying the person was not asked,
// beside the agent's own pick: "asked_user: no (headless run), minSdk
// raised to 26 on my own call", "User consulted: no. Went with 26.",
// "Asked the user? No — picked B". A field saying nothing was picked
// ("asked_user: no; nothing to decide") is none.
func (r *sentenceReader) askedFieldNo() (deferral, bool) {
	for i := 0; i+2 < len(r.ts) && i < 4; i++ {
		a, e := -1, -1
		switch t := r.at(i); {
		case t.is("asked_user", "user_asked", "asked_human", "human_asked", "user_consulted", "consulted_user", "asked_owner"):
			a, e = i, i+1
		case t.is("asked", "consulted", "checked") && r.personOrRoleAt(i+1) > 0:
			a, e = i, r.personOrRoleAt(i+1) // "Asked the user:"
		case (t.k.has(kPerson) || isOwnerRole(t)) && r.at(i+1).is("asked", "consulted"):
			a, e = i, i+2 // "User consulted:"
		default:
			continue
		}
		if a != r.firstWordOf(0, len(r.ts)) || !r.at(e).is(":", "?", "=") || !r.at(e+1).is("no", "none", "false", "never", "n/a", "nope") {
			continue
		}
		if !r.ownPickAfter(e+2) && !r.agentActedAfter(e+2) {
			continue
		}
		ev := event{act: span{a, e}, actKind: "asking", addrKind: "the person"}
		return r.explain(whoImpersonal, span{}, marker{span{a, e + 2}, "not asked (acted instead)"}, ev), true
	}
	return deferral{}, false
}

// mayBeAskedField: a cheap look at a sentence's first words for a field
// of asking ("asked_user", "Asked the user", "User consulted") before
// askedFieldNo reads it.
func mayBeAskedField(ts []token) bool {
	for i := 0; i < len(ts) && i < 4; i++ {
		if ts[i].is("asked_user", "user_asked", "asked_human", "human_asked", "user_consulted", "consulted_user", "asked_owner", "asked", "consulted", "checked") {
			return true
		}
	}
	return false
}

// personOrRoleAt: the person at i, or a bare role a field names ("Asked
// owner:"); where it ends (0: none).
func (r *sentenceReader) personOrRoleAt(i int) int {
	if e, kind, ok := r.personAt(i); ok && kind != "anyone" && kind != "the person, named before" {
		return e
	}
	if t := r.at(i); t.k.has(kPerson) && !t.is("whoever") || isOwnerRole(t) {
		return i + 1
	}
	return 0
}
