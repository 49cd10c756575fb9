package prose

import "strings"

// The person's absence, or an unattended run, given as the reason for the
// agent's own pick (docs/CONTRACT.md §3b): "Requester unavailable: going
// with the default", "you were away, so I couldn't confirm the branch",
// "the run was unattended, so I chose the safe migration". The absence is
// the person's, not a thing's: "the registry was unreachable" names no
// person and is never read here.

// isAbsenceWord: a word that says the person is not there to answer.
func isAbsenceWord(t token) bool {
	return t.is("away", "afk", "asleep", "offline", "absent", "unavailable", "unreachable", "uncontactable", "inaccessible",
		"unresponsive", "out_of_reach", "gone", "ooo", "sleeping")
}

// isSleepWord: the person asleep, as a verb ("while you slept").
func isSleepWord(t token) bool { return t.is("slept", "sleeping", "asleep", "napping", "resting") }

// isUnattendedWord: a word that says a run has nobody watching it.
func isUnattendedWord(t token) bool {
	return t.is("unattended", "non-interactive", "noninteractive", "non-interactively", "noninteractively", "unsupervised",
		"automated", "autonomous", "autonomously", "headless", "headlessly", "one-shot", "single-shot", "oneshot", "fire-and-forget", "single-turn")
}

// isOutOfTouch: the person heads-down or silent ("you stayed silent",
// "the owner was heads-down"), read by absenceAfter and let through by
// mayBeAbsence.
func isOutOfTouch(t token) bool {
	return t.is("quiet", "silent", "radio-silent", "heads-down", "heads_down", "swamped", "slammed")
}

// isSignOff: a verb the person leaves work with, before "off" or "out"
// ("you logged off", "the requester clocked out").
func isSignOff(t token) bool { return t.is("logged", "signed", "clocked", "knocked") }

// isFollowUp: a follow-up, the question after the first.
func isFollowUp(t token) bool {
	return t.is("follow-up", "follow-ups", "followup", "followups", "follow-up-questions")
}

// mayBeAbsence: a sentence the deferral gate lets by that may still state
// the person's absence, or an unattended run.
func mayBeAbsence(ts []token) bool {
	for _, t := range ts {
		if isAwayPlace(t) || t.is("out_of", "left", "timezone", "zone", "heard", "cron", "scheduled", "batch", "nightly") {
			return true // "at a conference", "out of office", "had left for the day", "in another timezone"
		}
		if isAbsenceWord(t) || isUnattendedWord(t) || isFollowUp(t) || isSleepWord(t) || isReplyNoun(t) || isReplyVerb(t) || isGotBack(t) || isOutOfTouch(t) || isSignOff(t) ||
			t.is("unanswered", "absence", "without", "came", "w/o", "absent", "lacking", "lieu", "in_the_absence_of", "out", "out_of_office", "bed", "stepped") ||
			t.is("vacation", "holiday", "holidays", "pto", "sabbatical", "meetings", "busy", "travelling", "traveling", "unplugged", "silence", "crickets",
				"home", "desk", "keyboard", "plane", "flight", "train", "road", "transit", "atlantic", "pacific",
				"night", "nighttime", "overnight", "hours", "time", "tied", "in_no_position", "off", "air", "earshot", "sleep", "worth", "overkill", "proportion", "disproportionate", "excessive", "leave", "being", "presenting", "speaking", "driving", "flying", "vanished", "disappeared", "mid-flight", "midflight", "mid-air", "airborne", "in-flight", "sick", "silly", "rude", "pointless", "unnecessary", "day") {
			return true
		}
	}
	return false
}

// absence reads the person's absence or an unattended run as the reason
// for the agent's own pick.
func (r *sentenceReader) absence() (deferral, bool) {
	if d, ok := r.absentPerson(); ok {
		return d, true
	}
	if d, ok := r.absenceFrame(); ok {
		return d, true
	}
	if d, ok := r.withoutTheirInput(); ok {
		return d, true
	}
	if d, ok := r.noFollowUp(); ok {
		return d, true
	}
	if d, ok := r.noAnswerCame(); ok {
		return d, true
	}
	if d, ok := r.readersNight(); ok {
		return d, true
	}
	if d, ok := r.letThemSleep(); ok {
		return d, true
	}
	if d, ok := r.notWorthAsking(); ok {
		return d, true
	}
	return r.unattendedRun()
}

// pastShortQualifier: after an absence ending at j, a short phrase of
// place or time ("in Sydney", "until Monday", "all night") up to the
// mark that sets the next step beside it; j itself when none.
func (r *sentenceReader) pastShortQualifier(j int) int {
	if !r.at(j).is("in", "at", "on", "until", "till", "since", "for", "over", "during", "today", "tonight", "overnight", "all", "this") {
		return j
	}
	for k := j + 1; k < len(r.ts) && k <= j+4; k++ {
		t := r.at(k)
		if t.is(";", "-", "—", "–", ":") || t.k.has(kComma) {
			return k
		}
		if t.isBoundary() || t.k.has(kSo|kSelf|kYou|kPerson|kAux|kNot) || t.is("so", "and", "but") {
			return j
		}
	}
	return j
}

// noFollowUp reads no follow-up possible, or none it can ask, as the
// reason for its own assumptions: "Assumptions made (no follow-up
// possible, so stated explicitly)", "since I can't ask follow-ups, I made
// concrete assumptions".
func (r *sentenceReader) noFollowUp() (deferral, bool) {
	for i := range r.ts {
		if !isFollowUp(r.at(i)) {
			continue
		}
		if r.at(i+1).is("needed", "required", "necessary", "is", "was") && r.at(i+2).is("needed", "required", "necessary") {
			continue // "no follow-up needed"
		}
		no := r.at(i-1).k.has(kNo) || r.at(i-2).k.has(kNo) && r.at(i-1).k.has(kAdv|kDet)
		cant := r.at(i-1).is("ask", "send", "pose", "raise") && (r.at(i-2).k.has(kNot) || r.at(i-2).k.has(kUnable) || r.at(i-3).is("can", "could") && r.at(i-2).k.has(kNot))
		if !no && !cant || r.conditionBefore4(i) || !r.ownPickAfter(0) {
			continue
		}
		ev := event{act: span{i, i + 1}, actKind: "a follow-up question", addrKind: "implied"}
		return r.explain(whoImpersonal, span{}, marker{span{max(0, i-2), i + 1}, "absence of a follow-up"}, ev), true
	}
	return deferral{}, false
}

// absentPerson reads "you were away, so I…", "the user is offline; picked
// v2", "Requester unavailable: going with…": the person, then its absence,
// with the agent's own choice or its inability in the sentence.
func (r *sentenceReader) absentPerson() (deferral, bool) {
	for i := range r.ts {
		e, kind, ok := r.personAt(i)
		if !ok && r.at(i).k.has(kPerson) && isAbsenceWord(r.at(i+1)) {
			e, kind, ok = i+1, "the person", true // "Requester unavailable:", a fragment
		}
		if !ok && r.at(i).is("owner", "maintainer", "pm", "requester") && (i == 0 || r.clauseOpensAt(i)) {
			e, kind, ok = i+1, "the person", true // "Owner off shift, so …": a report's fragment
		}
		if !ok && r.at(i).is("owner") && r.at(i-1).is("the", "repo", "repository") {
			e, kind, ok = i+1, "the person", true // "the owner is asleep": whoever owns the work ("the owner of the lock is asleep" reads no absence after "of")
		}
		if !ok || kind == "anyone" || kind == "the person, named before" || r.delegatedBefore(i) {
			continue // ("You said to use my judgement while you were out": the person's own word)
		}
		e = r.pastWorkPlace(e) // "the human on this project was asleep"
		mk, ok := r.absenceAfter(e)
		if !ok && (r.at(e).is("who", "who'd", "that") || kind == "the requester") {
			// "The human who'd normally rule on that was off the clock",
			// "the user who opened the ticket was away": past the
			// relative clause to the person's own verb.
			if v := r.verbAfterRelative(e - 2); v > 0 {
				mk, ok = r.absenceAfter(v)
			}
		}
		if !ok {
			// The person's own verb first: "The user asked three
			// questions and was unavailable to answer follow-ups".
			if a := r.andWasAfter(e); a > 0 {
				mk, ok = r.absenceAfter(a)
			}
		}
		if !ok || r.conditionBefore4(i) || r.placedElsewhere(mk.j) && !r.replyIn(mk) || r.futureAt(mk.j) || r.keptWaitingOrRecordedAfter(mk.j) || r.usedTheTimeAfter(mk.j) ||
			r.keptBeforeReason(mk.i) {
			continue
		}
		// Whose absence: the reader's or the requester's, a fragment of a
		// report ("Requester unavailable:"), or someone not there to answer;
		// "the user was away for two weeks, per the ticket" is a story.
		fragment := mk.i == e && (i == 0 || r.clauseOpensAt(i) || r.at(i-1).k.has(kDet) && (i == 1 || r.clauseOpensAt(i-1)))
		reader := kind == "the reader" || kind == "the requester" || r.at(i).is("requester", "requestor")
		// The absence given as the reason for what follows ("the user was
		// away, so I picked…", "since the user was asleep, I…") is no
		// story either.
		// A report's fragment, then its own act with the subject left
		// out: "User asleep; slowed my cron to every 2h".
		q := r.pastShortQualifier(mk.j) // "Requester asleep in Sydney; went with …"
		// Or the reader's (the user's) absence set beside the agent's own
		// act: "You weren't around: I renamed the package", "The user was
		// asleep; I rotated the key".
		user := reader || r.at(i).is("user", "human", "requestor")
		a := q + 1
		if r.at(a).is("i", "we") && (user || fragment) {
			a++
		}
		fragmentAct := (fragment && r.at(q).is(";", "-", "—", "–") || user && r.at(q).is(";", ":", "-", "—", "–")) && isOwnActPast(r.at(a)) && !isWritingVerb(r.at(a)) && !r.keptWaitingOrRecordedAfter(q+1)
		reason := fragmentAct || r.at(mk.j).is("so") || r.at(mk.j).k.has(kComma) && r.at(mk.j+1).is("so") || r.soSoonAfter(mk.j) ||
			r.at(r.nounPhraseStart(i)-1).is("since", "because", "as") ||
			r.soAfterTheirs(mk.j) ||
			// The absolute construction: "With the owner out until
			// Monday, I'm going ahead with 16".
			(r.at(i-1).is("with") || r.at(i-2).is("with") && r.at(i-1).k.has(kDet) || r.at(e).is("being")) && (r.commaSoonAfter(mk.j) || r.at(mk.j).is("i", "we")) ||
			// Set side by side, a report's next step: "User is offline;
			// working autonomously", "the user is away - going with B".
			(r.at(q).is(";", ":", "-", "—", "–") || fragment && r.at(q).k.has(kComma)) && r.reportsPickAt(q+1) && !r.gerundIsSubject(q+1) ||
			r.nextSentenceGivesPick(mk.j)
		// A label of its own decisions whose value is the person's
		// absence: "**Judgment calls:** made autonomously; the user is
		// asleep".
		labelled := r.decisionsLabelOpens(i)
		// An aside after the agent's own act gives its reason: "Recorded
		// during the overnight run (the user was asleep)".
		f := r.firstWordOf(0, i)
		aside := (r.at(i-1).is("(") || r.at(i-2).is("(") && r.at(i-1).k.has(kDet)) && isWritingVerb(r.at(f)) &&
			r.at(f+1).is("during", "here", "below", "above", "while", "because", "as", "instead", "rather", ",", "(") // what this text is, not "Logged the crash"
		// Or a label of its own decisions: "Overnight decisions (you were
		// asleep)".
		aside = aside || (r.at(i-1).is("(") || r.at(i-2).is("(") && r.at(i-1).k.has(kDet)) && r.decisionsLabelBefore(i)
		// Or its pick before the bracket: "Region: eu-west-1 (chosen while
		// you were away)", "eu-west-1 (default; you weren't around to
		// ask)", "**Region:** eu-west-1 (you were asleep; easy to
		// change)" (a label's value, the reader away).
		if p := r.openBracketBefore(i); p > 0 {
			aside = aside || r.pickBefore(p) || kind == "the reader" && r.labelValueBefore(p)
		}
		reason = reason || aside || labelled
		// Its decisions in the passive before the absence given as their
		// reason: "These were decided autonomously since you were away".
		passive := (r.at(i-1).is("since", "because", "as") || r.at(i-2).is("since", "because", "as") && r.at(i-1).k.has(kDet)) && r.passivePickBefore(i) ||
			// "All decisions made autonomously per CLAW.md; owner
			// unavailable until PR open": the picks, then the absence.
			fragment && r.at(i-1).is(";", "—", "–") && r.decisionsMadeAt(0)
		// Or the picks in the passive after it: "Owner unavailable until
		// PR open; calls made per CLAW.md", "No human was reachable when
		// the build started, so each was taken as a reversible default".
		passive = passive || r.passivePickSoonAfter(mk.j)
		if !fragment && !reader && !r.toAnswerAfter(mk.j) && !reason {
			continue
		}
		// Not there to approve, so it acted in their place: "You weren't
		// around to approve, so I merged."
		actedFor := r.toAnswerAfter(mk.j) && r.actsInTheirPlaceAfter(mk.j)
		// Not there to answer in its own run: "because the user was
		// unavailable to confirm the roster in-session".
		r.facts()
		inRun := r.toAnswerAfter(mk.j) && r.selfLoc
		// The absolute construction's main clause, the agent acting:
		// "With the PM unreachable tonight, I'm putting the FK first".
		absolute := (r.at(i-1).is("with") || r.at(i-2).is("with") && r.at(i-1).k.has(kDet) || r.at(e).is("being")) && r.selfClauseAfterComma(mk.j) ||
			// Or closing the sentence after the agent's own act:
			// "quarantined `test_sync_retry`, you being off shift".
			r.at(e).is("being") && r.at(i-1).k.has(kComma) && r.endsSoonAfter(mk.j) && r.ownActOpens()
		// Given as the reason for an act of its own in the passive: "Since
		// the user is away, the file was overwritten".
		np := r.nounPhraseStart(i)
		since := r.at(np-1).is("since", "because", "as")
		sinceActed := since && (r.passiveActAfterComma(mk.j, kind == "the reader" || kind == "the requester") ||
			// Or for an act of its own on the work: "Because the requester
			// was asleep, I merged it as is" (a product's user, "we
			// dropped the event", is another story).
			r.selfActAfterBreak(mk.j, reader) ||
			// Or the act first, the absence its reason after it: "I merged
			// it as is, as the maintainer was not online".
			(r.at(np-2).k.has(kComma) || r.at(np-1).is("since", "because") && (reader || r.consequentialActOpens())) && r.ownActOpens() ||
			// Or for its own act, the person not there to ask: "Since you
			// weren't around to ask, I stripped those fields".
			r.toAnswerAfter(mk.j) && r.ownActAfterBreak(mk.j) ||
			// Or for a call it names first: "**A judgement call, since
			// you weren't around to ask:** …".
			r.callOpensBefore(np-1))
		// The person not there to answer what the agent would have asked,
		// as a report's fragment ("user unavailable to confirm the tooling
		// questions below") or as the reason for an act on the work,
		// is its inability to ask ("The user was unavailable to confirm
		// the roster", a bare fact, is not).
		unanswered := r.at(mk.j).is("to") && r.toAnswerAfter(mk.j) && !r.waitedOrNotedAfter(mk.j) && (fragment ||
			// or given as the reason for what the sentence said first:
			// "Squad was bootstrapped from repository context because the
			// user was unavailable to confirm the proposed roster".
			r.at(np-1).is("because", "since") && r.ownOrPassiveActBefore(np-1))
		// Or set after a dash or a semicolon behind an act that commits
		// the work, the reader's absence its reason: "I merged it — you
		// were in the air", "Merged it; you were away".
		dashAct := reader && r.at(np-1).is("—", "–", "-", ";", "(") && r.consequentialActOpens()
		if !r.ownPickAfter(mk.j) && !r.selfInabilityAfter(mk.j) && !aside && !labelled && !actedFor && !inRun && !passive && !r.soConsequenceAfter(mk.j) && !absolute && !sinceActed && !fragmentAct && !unanswered && !dashAct {
			continue
		}
		ev := event{act: mk, addr: span{i, e}, actKind: "the person absent", addrKind: kind}
		return r.explain(whoImpersonal, span{}, marker{mk, "absence of the person"}, ev), true
	}
	return deferral{}, false
}

// endsSoonAfter: the sentence ends within a few words after j ("off
// shift this week.").
func (r *sentenceReader) endsSoonAfter(j int) bool {
	for k := j; k < j+4; k++ {
		if k >= len(r.ts) || r.at(k).isBoundary() || r.at(k).is(")", ";") {
			return true
		}
		if r.at(k).k.has(kComma|kSelf|kYou|kPerson) || r.at(k).is("so", "and", "but") {
			return false
		}
	}
	return false
}

// ownActOpens: the sentence opens on the agent's own act in the past,
// its subject elided or "I": "Rotated the token", "I quarantined it".
func (r *sentenceReader) ownActOpens() bool {
	f := r.openingVerb()
	if f < 0 {
		return false
	}
	return isOwnActPast(r.at(f)) || r.at(f).k.has(kChoice) && !isWaitVerb(r.at(f)) && strings.HasSuffix(r.at(f).w, "ed")
}

// keptWaitingOrRecordedAfter: what the agent did after the absence at j
// is to keep the work waiting ("so I kept the deploy paused until
// morning", "so I left the PR in draft") or to keep a record ("so I kept
// a log of everything"): no pick in the person's place (CONTRACT §3b),
// though "kept" and "left" are verbs of choosing.
func (r *sentenceReader) keptWaitingOrRecordedAfter(j int) bool {
	kept := false
	if r.at(j).is(";", ":", "-", "—", "–") {
		j++ // "You weren't around; I've kept the PR in draft": the clause set beside it
	}
	for k := j; k < len(r.ts) && k < j+3*window && !r.at(k).isBoundary() && !r.at(k).is(";"); k++ {
		t := r.at(k)
		if v := k + 2; k <= j+2 && t.is("nothing") && r.at(k+1).is("was", "got", "has", "had") && (r.at(v).is("been") && isWorkAct(r.at(v+1)) && !r.at(v+2).is("by") || isWorkAct(r.at(v)) && !r.at(v+1).is("by")) {
			return true // "Since you were away, nothing was merged": no act, the work left for the person
		}
		if t.is("logged", "recorded", "noted", "filed", "queued", "listed") && (r.at(k+1).is("it", "them") || r.at(k+1).is("the", "my") && r.at(k+2).is("question", "questions")) && !r.goesOnAfter(k+1) && !r.anyIn(j, k, isPastVerb) { // ("took your defaults and noted them": not its only act)
			return true // "so I logged it in QUESTIONS.md": the question kept for later, no pick
		}
		if !kept && (isOwnActPast(t) && !t.is("kept", "left", "held", "parked") || t.is("chose", "went", "picked", "set", "made", "took")) && r.at(k-1).is("i", "we", "and", "so", ",") {
			return false // "so I picked 8080 and left the rest for tomorrow": a pick first
		}
		if t.is("kept", "left", "keeping", "leaving", "held", "parked") {
			if t.is("kept", "keeping") && r.recordAt(k+1) {
				return true // "so I kept a log of everything in RUN.md": a record of the run, no pick
			}
			kept = true
			continue
		}
		if kept && (t.is("paused", "draft", "unmerged", "untouched", "pending", "on_hold", "closed", "unapplied", "unreleased") ||
			t.is("hold") && r.at(k-1).is("on") || t.is("until") && r.at(k+1).k.has(kYou|kTime) || t.is("until") && r.at(k+1).is("morning", "tomorrow", "monday", "you") ||
			t.is("morning", "tomorrow", "later", "you") && r.at(k-1).is("for") || // "left it for tomorrow", "left it for you"
			t.is("open") && r.at(k+1).is("for", "until") || // "left the PR open for their review"
			t.is("open", "draft") && (r.at(k+1).k.has(kComma) || r.at(k+1).is("since", "because", "as")) && r.keptOpens() || // "I kept the PR open, since …": the act first
			t.is("for") && r.at(k+1).is("their", "your", "his", "her") && isDecisionNoun(r.at(k+2)) || t.is("for") && r.at(k+1).is("their", "your", "his", "her") && r.at(k+2).is("review", "input", "eyes")) {
			return true
		}
	}
	return false
}

// keptOpens: the sentence opens on the agent keeping or leaving
// something as it was ("I kept the PR in draft, since …").
func (r *sentenceReader) keptOpens() bool {
	return r.at(r.openingVerb()).is("kept", "left", "held", "parked")
}

// keptBeforeReason: the sentence opens on keeping the work waiting, and
// the reason at i is its own, not a clause set beside it after a dash,
// colon or semicolon ("I kept the PR in draft, since you were away";
// not "Kept the changelog formal — your reply never came").
func (r *sentenceReader) keptBeforeReason(i int) bool {
	return r.keptOpens() && r.keptWaitingOrRecordedAfter(0) && !r.anyIn(0, i, func(t token) bool { return t.is(";", ":", "—", "–", "-") })
}

// openingVerb: where the sentence's first verb stands, past an "I" or
// "we" (-1: an empty sentence).
func (r *sentenceReader) openingVerb() int {
	f := r.firstWordOf(0, len(r.ts))
	if f >= 0 && r.at(f).is("i", "we") {
		f++
	}
	return f
}

// recordAt: at i (past a determiner) a record the agent keeps: "a log",
// "notes", "a list".
func (r *sentenceReader) recordAt(i int) bool {
	if r.at(i).k.has(kDet) {
		i++
	}
	return r.at(i).is("log", "logs", "record", "records", "notes", "note", "journal", "list", "tally", "diary", "changelog", "track")
}

// futureAt: the absence at j is still to come ("on leave next month",
// "away tomorrow"): no reason for a pick already made.
func (r *sentenceReader) futureAt(j int) bool {
	for k := j; k < j+4 && k < len(r.ts); k++ {
		t := r.at(k)
		if t.is("tomorrow", "soon") || t.is("next") && r.at(k+1).is("week", "month", "year", "sprint", "quarter", "monday", "tuesday", "wednesday", "thursday", "friday", "weekend") ||
			t.is("later") && r.at(k+1).is("this", "today", "in") {
			return true
		}
		if t.isBoundary() || t.k.has(kComma) || t.is(";", "so") {
			return false
		}
	}
	return false
}

// nounPhraseStart: where the noun phrase of the person word at i opens,
// past its determiners ("because the one person who…").
func (r *sentenceReader) nounPhraseStart(i int) int {
	q := i
	for q > 0 && q > i-3 && (r.at(q-1).k.has(kDet) && !r.at(q-1).k.has(kSelf|kYou) || r.at(q-1).is("one", "only")) {
		q--
	}
	return q
}

// pastWorkPlace: past a phrase after the person at e that says where
// they work ("the human on this project", "the owner of this repo", "the
// PM for the billing team"): where their own verb stands.
func (r *sentenceReader) pastWorkPlace(e int) int {
	if !r.at(e).is("on", "for", "of", "from") {
		return e
	}
	j := e + 1
	for k := 0; k < 2 && r.at(j).k.has(kDet); k++ {
		j++
	}
	if r.at(j).k == 0 && r.at(j+1).is("project", "team", "repo", "repository", "service", "account") {
		j++ // "for the billing team"
	}
	if j > e+1 && (r.at(j).k.has(kRunNoun) || r.at(j).is("project", "team", "repo", "repository", "codebase", "ticket", "issue", "feature", "product", "account", "side")) &&
		r.at(j+1).is("is", "was", "were", "are", "had", "has", "being", "'s") {
		return j + 1
	}
	return e
}

// soSoonAfter: a few words after j, past how long or by whose word the
// absence held ("all afternoon", "per the on-call calendar"), a clause
// opens on "so": the absence is the reason for what follows. Another
// clause or subject first ends it.
func (r *sentenceReader) soSoonAfter(j int) bool {
	for k := j; k < len(r.ts) && k < j+2*window; k++ {
		t := r.at(k)
		switch {
		case t.is("so", "hence", "therefore") && r.at(k-1).k.has(kComma):
			return true
		case t.k.has(kComma) && !r.at(k+1).is("so", "hence", "therefore"):
			return false // "away for two weeks, per the ticket, so …": an aside first
		case t.is("when", "while"):
			// A time clause said on the way, up to its comma: "… asleep
			// when the alert fired, so …", "… at the all-hands when the
			// question came up, so …".
			c := r.commaWithin(k+1, 2*window)
			if c < 0 {
				return false
			}
			k = c - 1
		case t.isBoundary() || t.is(";", ":", "(", ")", "but", "although", "though", "because", "when", "if", "and", "which", "who", "that", "until"):
			return false
		}
	}
	return false
}

// andWasAfter: after the person's own clause from e, "and was" or "and
// were" goes on with the same subject; it returns where "was" stands (0:
// none). Another subject or the sentence's end stops it.
func (r *sentenceReader) andWasAfter(e int) int {
	for k := e; k < len(r.ts) && k < e+4*window; k++ {
		t := r.at(k)
		if t.is("and") && r.at(k+1).is("was", "were") {
			return k + 1
		}
		if t.is(".", "!", ";") || t.k.has(kSelf|kYou|kPerson|kSo) || t.is("so", "but", "because", "which", "who") {
			return 0
		}
	}
	return 0
}

// replyIn: the absence is of a reply ("never answered", "never got back
// to me"), whose "on the port" after it is its topic, not a place.
func (r *sentenceReader) replyIn(mk span) bool {
	for j := mk.i; j < mk.j; j++ {
		if t := r.at(j); isReplyVerb(t) || isGotBack(t) {
			return true
		}
	}
	return false
}

// unattendedRun reads the agent's own run said to be unattended ("the
// run was unattended, so I chose…", "since this session ran
// non-interactively, I picked…"), with the agent's own pick.
func (r *sentenceReader) unattendedRun() (deferral, bool) {
	for i := range r.ts {
		t := r.at(i)
		// "This ran as a cron job", "since this is a scheduled job": a
		// run that starts with nobody there, by its kind.
		scheduled := t.is("cron", "scheduled", "batch", "nightly", "overnight") && r.at(i+1).is("job", "run", "task", "pass", "build", "workflow")
		if !isUnattendedWord(t) && !scheduled {
			continue
		}
		during := r.duringARun(i) && r.decisionsMade() ||
			// "Decisions I made unattended": the manner of its own
			// decisions, the person not there ("I made these decisions
			// autonomously" names no absence: readers of the contract
			// split on it, and it is not read as one).
			t.is("unattended", "non-interactively", "noninteractively", "headlessly", "unsupervised") && (r.selfInClauseBefore(i) || r.reportsDecisionsAt(i)) && r.decisionsMade()
		if !during && (!r.ownRunBefore(i) || !r.ownPickAfter(i+1) && !r.flaggedInstead(i) && !r.flaggedAfter(i+1)) || r.conditionBefore4(i) || r.refusedBefore(i) {
			continue
		}
		ev := event{act: span{i, i + 1}, actKind: "the person watching the run", addrKind: "implied"}
		return r.explain(whoImpersonal, span{}, marker{span{i, i + 1}, "absence of the person (an unattended run)"}, ev), true
	}
	return deferral{}, false
}

// reportsDecisionsAt: a report's label of decisions made in the manner
// at i, opening the sentence: "Design decisions taken unattended",
// "Decisions made unattended" ("… by the planner" are another's).
func (r *sentenceReader) reportsDecisionsAt(i int) bool {
	if r.at(i + 1).is("by") {
		return false
	}
	// The participle, a few words before: "decisions taken while
	// working through the queue unattended"; none of them another's doing.
	m := i - 1
	for ; m >= 0 && m >= i-7 && !r.at(m).is("made", "taken"); m-- {
		if t := r.at(m); t.is("by") || t.k.has(kOther|kSelf|kComma) || t.isBoundary() {
			return false
		}
	}
	if m < 1 || !r.at(m).is("made", "taken") {
		return false
	}
	// Before it, a label of decisions: "Design decisions", "Judgment
	// calls:", "[DECISION] =", "every choice", "the major decisions".
	n := m - 1
	for n >= 0 && r.at(n).is(":", "=", "-", "]", ")") {
		n--
	}
	if !r.at(n).is("decisions", "decision", "calls", "choices", "choice", "assumptions") {
		return false
	}
	// Back to the label's start: the sentence's, or a mark that sets it
	// off ("`DECISIONS.md` — every choice made unattended", "Legend |
	// [DECISION] = made unattended").
	for j := n - 1; j >= 0; j-- {
		t := r.at(j)
		if t.is("decisions", "calls", "choices", "judgment", "judgement", "design", "key", "the", "some", "a", "few", "other", "technical", "product", "assumptions",
			"every", "each", "all", "major", "main", "these", "those", "[", "this", "file", "document", "records", "lists", "logs", "captures") {
			continue
		}
		return t.isBoundary()
	}
	return true
}

// selfInClauseBefore: the agent is a subject in the clause before i ("I
// made these decisions unattended", "Decisions I made unattended").
func (r *sentenceReader) selfInClauseBefore(i int) bool {
	start, _ := r.clauseOf(i)
	for j := start; j < i; j++ {
		if t := r.at(j); t.k.has(kSelf) && !t.is("my", "our", "me", "us") {
			return true
		}
	}
	return false
}

// ownRunBefore: the unattended word at i is said of the agent's own run:
// "this run was unattended", "the session ran unattended", "I'm running
// unattended", "in this unattended run".
func (r *sentenceReader) ownRunBefore(i int) bool {
	if r.isOwnRunAt(i-1) || r.isOwnRunAt(i-2) {
		return true // "this unattended run", "in this non-interactive session"
	}
	// A report's fragment, its own run with no subject: "Run autonomously,
	// so defaults were chosen", "Ran unattended; …", "Unattended run, so …".
	if i == 1 && r.at(0).is("run", "ran", "running", "worked", "working", "operated", "operating") ||
		i == 0 && r.at(1).is("run", "session") && r.at(2).k.has(kComma|kPunct) {
		return true
	}
	// A fronted clause whose main clause is the agent's: "Operating
	// autonomously, I made…".
	start, end := r.clauseOf(i)
	if r.at(start).isBoundary() || r.at(start).k.has(kComma) {
		start++
	}
	if n := r.at(end + 1); r.at(end).k.has(kComma) && n.k.has(kSelf) && !n.is("my", "our", "me", "us") &&
		strings.HasSuffix(r.at(start).w, "ing") && start < i {
		return true
	}
	for j := i - 1; j >= 0 && j >= i-4; j-- {
		t := r.at(j)
		switch {
		case t.k.has(kRunNoun) && r.at(j-1).is("this", "my", "our", "current"):
			return true
		case t.k.has(kRunNoun) && r.at(j-1).k == 0 && r.at(j-1).w != "xx" && (j == 1 || r.clauseOpensAt(j-1) || r.at(j-2).is("the", "this", "my", "our", "tonight's", "last")):
			// "Triage pass ran unattended", "the nightly-sweep job
			// was unattended": a run named by its task, in the past.
			for k := j + 1; k < i; k++ {
				if r.at(k).is("was", "were", "ran", "went", "been") {
					return true
				}
			}
			return false
		case t.k.has(kRunNoun) && r.at(j-1).is("the"):
			// "the run was unattended" tells of this run; "the job runs
			// unattended every night" of a product's.
			for k := j + 1; k < i; k++ {
				if r.at(k).is("was", "were", "ran", "went", "been") {
					return true
				}
			}
			return false
		case t.k.has(kSelf) && !t.is("my", "our", "me", "us"):
			return true
		case t.is("this") && r.at(j+1).is("is", "was", "'s", "as", "ran", "runs"):
			return true // "since this is non-interactive", "treating this as non-interactive", "this ran as a cron job"
		case t.is("a", "an") && r.at(j-1).is("is", "was", "'s") && r.at(j-2).is("this"):
			return true // "this is a non-interactive run"
		case t.k.has(kDet) && !t.is("this"), t.is("in", "as", "was", "is", "ran", "runs", "running", "run", "'m", "am", "went", "being", "been", "'s", "were", "are", "operating", "working", "worked"), t.k.has(kAdv):
			continue
		}
		return false
	}
	return false
}

// delegatedBefore: before i, the reader told or asked the agent to
// decide ("You told me to pick the defaults while you're away", "you
// asked me to use my judgement"): the person's own word, not an absence
// the agent decided in.
func (r *sentenceReader) delegatedBefore(i int) bool {
	r.readMarks()
	// A contrast in the sentence keeps the word from excusing it: "You
	// asked me to wait, but …", "I'd normally check, but you told me to …".
	return r.delegatedAt >= 0 && r.delegatedAt < i && (r.contrastAt < 0 || r.contrastAt >= i)
}

// readMarks reads, once per sentence, where its first contrast, the end
// of the reader's word to decide ("you told me to pick") and its first
// word for agents stand, so that readings asked at every token cost one
// pass.
func (r *sentenceReader) readMarks() {
	if r.marksRead {
		return
	}
	r.marksRead = true
	r.contrastAt, r.delegatedAt, r.agent = -1, -1, -1
	for k, t := range r.ts {
		*r.ops++
		if r.contrastAt < 0 && t.is("but", "although", "though", "yet") {
			r.contrastAt = k
		}
		if r.agent < 0 && t.k.has(kAgent) {
			r.agent = k
		}
		if r.delegatedAt >= 0 || !t.k.has(kYou) || !r.at(k+1).is("told", "asked", "said", "wanted", "instructed", "authorised", "authorized", "allowed", "let") {
			continue
		}
		v := k + 2
		if r.at(v).is("me", "us") {
			v++
		}
		if r.at(v).is("to") {
			v++
		}
		if r.at(v).is("pick", "decide", "choose", "use", "go", "proceed", "make", "handle", "settle", "call") {
			r.delegatedAt = v
		}
	}
}

// absenceFrame reads the agent's own decisions framed by the person's
// absence, said as a time or a manner rather than a reason: "Decisions I
// made autonomously while you slept", "I chose the EU bucket while you
// were away", "the calls I made in your absence". Without a pick of its
// own it is a story ("While you were away, CI went green"; "I fixed the
// bug while you were at lunch").
func (r *sentenceReader) absenceFrame() (deferral, bool) {
	for i := range r.ts {
		var mk span
		var addr span
		switch t := r.at(i); {
		case t.is("while", "whilst", "when") && !r.at(i-1).is("if", "even"):
			if r.delegatedBefore(i) {
				continue // "You told me to pick the defaults while you're away": the person's own word
			}
			e, kind, ok := r.personAt(i + 1)
			if !ok || kind == "anyone" || kind == "the person, named before" {
				continue
			}
			j := e
			present := false
			for k := 0; k < 2 && r.at(j).is("were", "was", "are", "is", "'re", "'s", "had", "been", "still"); k++ {
				present = present || r.at(j).is("are", "is", "'re", "'s")
				j++
			}
			if !isAbsenceWord(r.at(j)) && !isSleepWord(r.at(j)) && !r.isOutAt(j) {
				continue // ("while you were out": out of office)
			}
			if present && (t.is("when") || !r.at(i+1).k.has(kYou)) {
				continue // "When the user is offline, the app queues writes": a product's condition
			}
			mk, addr = span{i, j + 1}, span{i + 1, e}
		case t.is("absence") && i > 0:
			// "in your absence", "given your absence", "with the user's
			// absence", "in the absence of your input".
			switch {
			case r.at(i + 1).k.has(kPrepFrom):
				continue // "your absence from the standup": a story
			case r.at(i - 1).k.has(kYour):
				mk, addr = span{i - 1, i + 1}, span{i - 1, i}
			case r.at(i-1).k.has(kPoss) && r.at(i-2).k.has(kPerson):
				mk, addr = span{i - 3, i + 1}, span{i - 2, i}
			case r.at(i+1).is("of") && r.at(i+2).k.has(kYour) && r.isAnswerNoun(i+3):
				mk, addr = span{i, i + 4}, span{i + 2, i + 3}
			default:
				continue
			}
		case t.is("in_the_absence_of", "absent", "lacking", "without", "w/o") && r.at(i+1).k.has(kYour) && r.isAnswerNoun(i+2) && !t.is("without", "w/o"):
			mk, addr = span{i, i + 3}, span{i + 1, i + 2} // "lacking your reply" ("without your input" is read as acting without it)
		case t.is("lacking", "without", "absent", "in_the_absence_of") && r.at(i+1).is("a", "any", "an") && r.isAnswerNoun(i+2) &&
			!r.at(i+3).k.has(kPrepFrom) && r.clauseOpensAt(i):
			// "Lacking a reply, I chose…": no reply from anyone named, so
			// from the person the report is for.
			mk, addr = span{i, i + 3}, span{}
		case t.is("without") && r.at(i+1).k.has(kYou) && !r.at(i+2).k.has(kPrepTo|kPrepWith) && !r.at(i+2).is("having", "needing", "noticing", "knowing"):
			mk, addr = span{i, i + 2}, span{i + 1, i + 2} // "I had to make a call without you"
		case t.is("without") && r.at(i+1).is("the") && r.at(i+2).is("user", "human", "owner", "requester") && r.at(i+3).is("present", "around", "available", "awake", "online", "here"):
			mk, addr = span{i, i + 4}, span{i + 1, i + 3} // "Decisions made without the user present"
		case t.is("without") && r.at(i+1).is("the") && r.at(i+2).is("user", "human", "owner", "requester") &&
			(i+3 >= len(r.ts) || r.at(i+3).isBoundary() || r.at(i+3).k.has(kComma) || r.at(i+3).is("(", ")", ":", ";", "-", "—", "–")):
			mk, addr = span{i, i + 3}, span{i + 1, i + 3} // "Calls made without the user" ("without the user clicking" is a product's)
		case t.is("with") && r.at(i+1).k.has(kYou) && (isAbsenceWord(r.at(i+2)) || isSleepWord(r.at(i+2)) || r.isOutAt(i+2)):
			mk, addr = span{i, i + 3}, span{i + 1, i + 2} // "With you out of office, I chose…"
		default:
			continue
		}
		if !r.decisionsMade() || r.heldBack() || r.choiceIsOthers() || r.refusedBefore(mk.i) {
			continue
		}
		ev := event{act: mk, addr: addr, actKind: "the person absent", addrKind: "the reader"}
		return r.explain(whoImpersonal, span{}, marker{mk, "absence of the person"}, ev), true
	}
	return deferral{}, false
}

// decisionsLabelBefore: the sentence opens with a short label of
// decisions before the parenthesis that holds i ("Overnight decisions (you
// were asleep)", "Calls (the user was offline)").
func (r *sentenceReader) decisionsLabelBefore(i int) bool {
	p := i - 1
	for p >= 0 && !r.at(p).is("(") {
		p--
	}
	// The label may follow a topic: "S8 — Token economy: decisions log
	// (operator-asleep)".
	start := 0
	for k := p - 1; k > 0; k-- {
		if r.at(k).is(":", "—", "–") {
			start = k + 1
			break
		}
	}
	// "Decisions I have taken in your place (you were sleeping)": the
	// decisions first, then what the agent did with them.
	if p-start > 4 && p-start <= 9 && isDecisionsLabel(r.at(start)) {
		v := start + 1
		if r.at(v).is("i", "we") {
			v++
		}
		if r.at(v).is("have", "'ve", "had") {
			v++
		}
		if r.at(v).is("made", "taken", "took", "reached", "picked") {
			return true
		}
	}
	if p-start < 1 || p-start > 4 {
		return false
	}
	// Among the label's last three words: "Open decisions / veto points
	// (…)" (the slash is no token).
	for k := p - 1; k >= start && k >= p-3; k-- {
		if isDecisionsLabel(r.at(k)) {
			return true
		}
	}
	return false
}

// isDecisionsLabel: the word that labels the agent's own decisions
// ("Overnight decisions (…)", "Judgment calls: …").
func isDecisionsLabel(t token) bool {
	return t.is("decisions", "calls", "choices", "picks", "assumptions", "guesses", "defaults")
}

// choiceIsOthers: the sentence's verb of choosing has a subject of its
// own that is not the agent ("the scheduler decided to retry while you
// were away", "the cron job picked the newest file").
func (r *sentenceReader) choiceIsOthers() bool {
	for i, t := range r.ts {
		if !t.is("chose", "picked", "decided", "opted", "selected", "settled", "defaulted") && !isAutoPick(t) {
			continue
		}
		if r.at(i-1).is("was", "were", "been", "be", "is", "are") && !r.at(i+1).is("by") {
			return false // "Everything below was decided while you slept": the agent's, in the passive
		}
		j := i - 1
		for j >= 0 && r.at(j).k.has(kAdv|kAux) {
			j--
		}
		p := r.at(j)
		return j >= 0 && !p.k.has(kSelf) && !p.isBoundary() && !p.k.has(kComma|kSo|kPunct) && !p.is("and", "so", "then", "(", ":", "-")
	}
	return false
}

// heldBack: the agent's decision is not to act ("I chose not to automate
// it overnight because it's risky without you", "decided against merging
// while you were away"): it left the call to the person.
func (r *sentenceReader) heldBack() bool {
	for i, t := range r.ts {
		if t.is("chose", "decided", "opted", "elected") && (r.at(i+1).k.has(kNot) && r.at(i+2).is("to") || r.at(i+1).is("against")) {
			return true
		}
	}
	return false
}

// othersBefore: another party stands in the clause before i ("the
// scheduler's runs were made without your input").
func (r *sentenceReader) othersBefore(i int) bool {
	return r.anyBefore(i, func(t token) bool {
		return t.k.has(kOther|kPerson|kYou|kPoss) && !t.is("it", "this", "that", "them", "they")
	})
}

// openBracketBefore: the bracket that opens the aside holding i, when it
// is in the few words before i; 0 when there is none.
func (r *sentenceReader) openBracketBefore(i int) int {
	for j := i - 1; j > 0 && j >= i-6; j-- {
		if r.at(j).is("(") {
			return j
		}
		if r.at(j).is(")") {
			return 0
		}
	}
	return 0
}

// passivePickBefore: before i a choice is told in the passive with no
// agent named ("These were decided autonomously since…", "the port was
// chosen because…", "These were answered with reversible defaults
// because…"); "was picked by the scheduler" is another's.
func (r *sentenceReader) passivePickBefore(i int) bool {
	return r.passiveBefore(i, func(v int) bool {
		return isPickParticiple(r.at(v)) || r.at(v).is("answered") && r.answeredByDefault(v+1)
	})
}

// passiveBefore: before i a participle that fits is told in the passive
// ("was", "were" or "been", adverbs passed over) with no one named to have
// done it ("was picked by the scheduler", "the team's plan was decided"
// name another).
func (r *sentenceReader) passiveBefore(i int, fits func(v int) bool) bool {
	for j := 0; j < i; j++ {
		if !r.at(j).is("was", "were", "been") {
			continue
		}
		v := j + 1
		for v < i && r.at(v).k.has(kAdv) {
			v++
		}
		if !fits(v) {
			continue
		}
		for k := 0; k < i; k++ {
			if t := r.at(k); t.is("by") || k < j && t.k.has(kOther|kPerson|kYou) {
				return false
			}
		}
		return true
	}
	return false
}

// passivePickSoonAfter: a few words after the absence at j, past how
// long it held ("until PR open", "when the build started"), a clause
// after ";", a dash or ", so" gives the agent's picks in the passive
// (decisionsMadeAt, defaultTakenAt).
func (r *sentenceReader) passivePickSoonAfter(j int) bool {
	for k := j; k < len(r.ts) && k < j+2*window; k++ {
		t := r.at(k)
		if t.is(";", "—", "–") || t.is("so") && r.at(k-1).k.has(kComma) {
			return r.decisionsMadeAt(k+1) || r.defaultTakenAt(k+1)
		}
		if t.isBoundary() || t.k.has(kComma) && !r.at(k+1).is("so") || t.is("but", "although", "though", "because", "if", "unless") {
			return false
		}
	}
	return false
}

// soonInClause: within a few words from i, before the clause ends or
// another party is named, f holds at some token.
func (r *sentenceReader) soonInClause(i int, f func(k int) bool) bool {
	for k := i; k < len(r.ts) && k <= i+4; k++ {
		if t := r.at(k); t.isBoundary() || t.k.has(kComma) || t.k.has(kOther|kPerson|kYou) {
			return false
		}
		if f(k) {
			return true
		}
	}
	return false
}

// decisionsMadeAt: from i, within a few words, the agent's decisions
// made, the verb "to be" left out or not ("decisions made per the spec",
// "calls made per CLAW.md", "the design decisions above were made
// autonomously"); not another's ("decisions made by the board").
func (r *sentenceReader) decisionsMadeAt(i int) bool {
	return r.soonInClause(i, func(k int) bool {
		t := r.at(k)
		if !t.is("decisions", "decision", "choices", "choice", "picks", "defaults") && !(t.is("calls", "call") && (k == i || r.judgmentCall(k))) {
			return false
		}
		m := k + 1
		for steps := 0; steps < 5; steps++ {
			if r.at(m).is("(") { // "the design decisions above (in particular, …) were made"
				b := m + 1
				for b < len(r.ts) && b <= m+3*window && !r.at(b).is(")") {
					b++
				}
				m = b + 1
				continue
			}
			if !r.at(m).is("above", "below", "here", "were", "was", "have", "has", "been", "are", "all", "then") {
				break
			}
			m++
		}
		return r.at(m).is("made", "taken") && !r.at(m+1).is("by")
	})
}

// defaultTakenAt: from i, within a few words, something taken or kept as
// its pick ("each was taken as a reversible default", "kept as the
// fallback"), the pick named as pickNamedAt reads it.
func (r *sentenceReader) defaultTakenAt(i int) bool {
	return r.soonInClause(i, func(k int) bool {
		return r.at(k).is("taken", "treated", "kept", "left", "set") && r.at(k+1).is("as", "at", "to") && !r.at(k-1).k.has(kNot) && r.pickNamedAt(k+2) ||
			// "30-day default applied", "defaults used": a report's
			// fragment, the default named and put in place.
			r.at(k).is("default", "defaults", "fallback") && r.at(k+1).is("applied", "used", "kept", "taken", "chosen", "picked", "adopted") && (k+2 >= len(r.ts) || r.at(k+2).isBoundary() || r.at(k+2).k.has(kComma) || r.at(k+2).is("(", ";", "—", "–", "-", "for", "on", "to", "until", "everywhere"))
	})
}

// isPickParticiple: the participle of a choice, as the passive tells it
// ("was chosen", "were resolved").
func isPickParticiple(t token) bool {
	return t.is("chosen", "picked", "decided", "selected", "assumed", "resolved", "settled")
}

// answeredByDefault: what was answered at v-1 was answered with the
// agent's defaults or assumptions ("answered with reversible defaults");
// "the tickets were answered" is no pick.
func (r *sentenceReader) answeredByDefault(v int) bool {
	for k := v; k < len(r.ts) && k <= v+3; k++ {
		if r.at(k).is("default", "defaults", "assumption", "assumptions", "guess", "guesses", "my", "judgement", "judgment") {
			return true
		}
	}
	return false
}

// pickBefore: the agent's pick stands before p in the sentence ("went
// with B (…", "eu-west-1 (default; …", "(my call, …").
func (r *sentenceReader) pickBefore(p int) bool {
	for j := 0; j < p+3 && j < len(r.ts); j++ {
		t := r.at(j)
		if t.is("chose", "chosen", "picked", "decided", "opted", "defaulted", "default", "selected", "judged", "ruled", "inferred") || t.is("went") && r.at(j+1).is("with", "for") ||
			isAutoPick(t) || t.is("defaults", "assumptions") && r.at(j+1).is("applied", "used", "taken", "chosen", "kept", "made") ||
			strings.HasSuffix(t.w, "-default") && r.at(j-1).is("by") || // "Approved by declared-default (user away; …)"
			t.is("my", "our") && r.at(j+1).is("call", "pick", "choice", "guess", "decision") {
			return true
		}
	}
	return false
}

// labelValueBefore: before p the sentence is a short label and its value
// ("Region: eu-west-1 (", "**Auth:** Clerk ("): a setting the report
// gives.
func (r *sentenceReader) labelValueBefore(p int) bool {
	c := -1
	for j := 0; j < p; j++ {
		if r.at(j).is(":") {
			c = j
			break
		}
	}
	if c < 1 || c > 4 || p-c < 2 || p-c > 7 {
		return false
	}
	// A byline names who ran the work, no pick: "**Operator:** agent (you
	// were asleep)", "Run by: the night agent (you were away)".
	for j := 0; j < c; j++ {
		if r.at(j).is("operator", "operated", "author", "authored", "written", "generated", "executed", "driver", "run", "ran", "by", "mode", "shift") {
			return false
		}
	}
	return true
}

// refusedBefore: the clause that holds i refuses the act it names ("I
// won't entangle them with mine unattended", "Don't want to make this call
// without you"): the agent leaves it to the person.
func (r *sentenceReader) refusedBefore(i int) bool {
	return r.anyBefore(i, func(t token) bool {
		return t.k.has(kNot) || t.is("won't", "wouldn't", "don't", "didn't", "never", "refuse", "refused", "declined")
	})
}

// judgmentCall: "call(s)" at i is a decision ("the calls I made", "a
// judgment call"), not a request to something ("the API calls I made",
// "the calls I made to the staging API").
func (r *sentenceReader) judgmentCall(i int) bool {
	if p := r.at(i - 1); !(p.k.has(kDet) || p.is("my", "our", "own", "judgment", "judgement", "tough", "hard", "these", "those", "some", "few", "two", "three",
		"product", "design", "executive", "quick", "naming", "scope", "scoping", "architecture", "architectural", "business", "pricing", "copy", "ux", "ui",
		"contested", "close", "difficult", "borderline", "key", "big", "conservative", "small", "minor", "safe", "reversible", "local", "autonomous", "unilateral", "overnight", "interim", "provisional")) &&
		!((i == 0 || r.at(i-1).is("—", "–", "-", ":")) && r.at(i+1).is("made", "taken", "i", "we")) { // a heading: "Calls made without you", "DECISIONS.md — calls made without …"
		return false
	}
	for j := i + 1; j < len(r.ts); j++ {
		if r.hadToAt(j) && r.at(j+1).is("make", "take") {
			continue // "the calls I had to make"
		}
		if r.at(j).is("to", "against", "returned", "failed", "timed", "succeeded", "errored", "hit") {
			return false
		}
	}
	return true
}

// isAnswerNoun: the word at i is what the person would have given: a
// reply, an answer, their input or decision.
func (r *sentenceReader) isAnswerNoun(i int) bool {
	t := r.at(i)
	return t.k.has(kNeed|kNeedStrong) || isReplyNoun(t) || t.is("confirmation", "feedback", "go-ahead", "review")
}

// decisionsMade: the agent's decisions named as made ("Decisions I made",
// "the calls I took", "I had to make a call"), or a verb of choosing
// itself ("chose", "picked", "went with"), not any act ("fixed the typo").
func (r *sentenceReader) decisionsMade() bool {
	for i, t := range r.ts {
		switch {
		case t.is("picked") && r.at(i+1).is("up", "off"), t.is("settled") && r.at(i+1).is("in", "down"):
			continue // "picked up the ticket": no choice
		case t.is("assumed") && r.at(i+1).k.has(kDet) && r.at(i+2).is("role", "roles", "responsibility", "ownership", "control", "position", "identity", "name"):
			continue // "assumed the role"
		case t.is("chose", "chosen", "picked", "decided", "opted", "settled", "selected", "defaulted", "assumed") || t.is("went") && r.at(i+1).is("with", "for", "ahead") || isAutoPick(t):
			return true
		case t.is("my", "our") && r.at(i+1).is("guess") && !r.at(i+2).is("of", "is", "was", "?"),
			t.is("mine", "ours", "on") && r.ownDoingAt(i), t.is("my", "our") && !r.at(i+1).is("call") && r.ownDoingAt(i):
			// "ttl: 300s (my pick, made in your absence)", "the question
			// was mine to settle", "set on my own judgement in your
			// absence" ("my call to the API" is a request: judgmentCall)
			return true
		case t.is("made", "taken") && r.at(i-1).is("(") && r.decisionsLabelBefore(i) && (!r.at(i+1).is("by") || r.at(i+2).is("default", "defaults")):
			return true // "Open decisions / veto points (made by default while …)"
		case t.is("answered", "resolved") && (r.at(i+1).is("autonomously", "myself", "unilaterally") || r.at(i+1).is("by") && r.at(i+2).is("assumption", "default", "me")):
			return true // "scoping question answered autonomously", "resolved by assumption"
		case (r.at(i-1).is("before", "after") || r.at(i-1).is("of") && r.at(i-2).is("liberty")) && (t.is("choosing", "picking", "selecting", "deciding", "opting", "defaulting", "settling") || t.is("going") && r.at(i+1).is("with", "for", "ahead")):
			return true // "I didn't check with you before picking B"
		case r.at(i-1).is("of") && r.at(i-2).is("liberty") && r.at(i-3).is("the") && r.at(i-4).is("took", "taken", "take", "taking") && strings.HasSuffix(t.w, "ing"):
			return true // "took the liberty of renaming utils/": an act in the person's place
		}
		if t.is("calls", "call") && !r.judgmentCall(i) {
			continue // "the API calls I made": requests, not decisions
		}
		if !t.is("decisions", "decision", "calls", "call", "choices", "choice", "picks", "judgment", "judgement", "judgments", "judgements", "assumptions") {
			continue
		}
		if v := r.at(i - 2); r.at(i-1).is("a", "the", "my", "that", "this", "these", "those", "some") && v.is("make", "made", "making", "take", "took", "taken") {
			return true // "I had to make a call", "made the decision"
		}
		if v := r.at(i - 3); r.at(i-2).is("a", "an", "the", "my", "that", "this", "these", "those", "some") && v.is("make", "made", "making", "take", "took", "taken") &&
			r.at(i-1).k == 0 {
			return true // "I made an executive decision"
		}
		for j := i + 1; j < len(r.ts) && j <= i+5; j++ {
			if r.at(j).is("made", "took", "taken", "reached") || r.at(j).is("make", "take") && r.at(j-1).is("to") {
				return true // "decisions I made", "the calls I had to make"
			}
			if r.hadToAt(j) {
				continue
			}
			// Between them only the agent ("decisions I made") or an
			// adverb: "decisions users made" are someone else's.
			// A label's mark between them too: "Judgment calls: made
			// unattended", "[DECISION] = made during the build".
			if x := r.at(j); !(x.k.has(kSelf) && !x.is("my", "our", "me", "us")) && !x.k.has(kAdv|kAux|kComma) && !x.is("that", "which", "(", ":", "=", "]") {
				break
			}
		}
	}
	return false
}

// flaggedInstead: before the unattended run at u, the agent says it put
// things in writing instead of settling them with the person: "flagged
// here instead of guessed at, since this is an unattended run", "written
// up rather than decided, as the run is unattended".
func (r *sentenceReader) flaggedInstead(u int) bool {
	for i := 0; i < u; i++ {
		if r.insteadAt(i) {
			if _, ok := r.writerBefore(i); ok {
				return true
			}
		}
	}
	return false
}

// flaggedAfter: after an unattended run at i-1, its consequence is that
// the open points are put in writing here: "This session ran unattended
// and v0 needs answers to five of them, so each is a value flagged here",
// "…, so the open points are listed below".
func (r *sentenceReader) flaggedAfter(i int) bool {
	for j := i; j < len(r.ts); j++ {
		if !r.at(j).k.has(kSo) {
			continue
		}
		for k := j + 1; k < len(r.ts) && k < j+3*window; k++ {
			if isRunOutput(r.at(k)) {
				break // "so its errors are listed below": a report, not what was not asked
			}
			if r.at(k).is("flagged", "listed", "recorded", "noted", "written", "logged", "parked", "documented") &&
				(r.at(k+1).k.has(kHere) || r.at(k+1).is("below", "above")) {
				return true
			}
		}
	}
	return false
}

// isRunOutput: what a run produces and a report lists ("errors",
// "logs"), not questions left unasked.
func isRunOutput(t token) bool {
	return t.is("errors", "failures", "logs", "results", "warnings", "output", "crashes", "timings")
}

// hadToAt: "to" at j after a verb of obligation ("the calls I had to
// make", "decisions I needed to take").
func (r *sentenceReader) hadToAt(j int) bool {
	return r.at(j).is("to") && r.at(j-1).is("had", "needed", "have", "has")
}

// goesOnAfter: the clause from j goes on to another act of the agent's
// ("logged it and used 8080"), whose pick the record does not undo.
func (r *sentenceReader) goesOnAfter(j int) bool {
	for k := j; k < len(r.ts) && k < j+3*window && !r.at(k).isBoundary() && !r.at(k).is(";"); k++ {
		if r.at(k).is("and", "then") && isPastVerb(r.at(k+1)) {
			return true
		}
	}
	return false
}

// isAutoPick: a pick made by default, as one word ("auto-decided",
// "auto-selected").
func isAutoPick(t token) bool {
	return t.is("auto-decided", "auto-selected", "auto-picked", "auto-chosen", "auto-resolved", "auto-approved")
}

// passiveActAfterComma: after the comma that closes the clause from j, the
// main clause is an act on the work in the passive ("the file was
// overwritten", "the migration was applied"), by no one named, and not
// the work kept waiting or recorded. Said after a product's user
// (reader false) the thing acted on must be the work's ("the file", "the
// migration"), not the user's ("the account was locked").
func (r *sentenceReader) passiveActAfterComma(j int, reader bool) bool {
	c := j
	for c < len(r.ts) && c < j+2*window && !r.at(c).k.has(kComma) {
		if r.at(c).isBoundary() || r.at(c).is(";") {
			return false
		}
		c++
	}
	if !r.at(c).k.has(kComma) || r.keptWaitingOrRecordedAfter(c+1) {
		return false
	}
	work := reader
	for k := c + 1; k < len(r.ts) && k <= c+6; k++ {
		t := r.at(k)
		if t.isBoundary() || t.k.has(kComma) || t.is(";") || t.k.has(kSelf|kYou) {
			return false
		}
		work = work || isWorkThing(t)
		if !t.is("was", "were") {
			continue
		}
		v := r.at(k + 1)
		if r.at(k + 1).k.has(kAdv) {
			v = r.at(k + 2)
		}
		return work && isWorkAct(v) && !r.at(k+2).is("by") && !r.at(k+3).is("by")
	}
	return false
}

// waitedOrNotedAfter: after j the sentence says the agent waited or kept
// a note ("…, so I waited", "…; logged the question"): no act in the
// person's place.
func (r *sentenceReader) waitedOrNotedAfter(j int) bool {
	for k := j; k < len(r.ts); k++ {
		if t := r.at(k); isWaitVerb(t) || t.is("waited", "logged", "recorded", "noted", "flagged", "parked", "held", "paused", "deferred", "left", "kept", "stopped", "halted") {
			return true
		}
	}
	return false
}

// ownOrPassiveActBefore: the clause before p tells an act on the work in
// the past, the agent's own ("I bootstrapped the squad") or in the
// passive with no one else named ("Squad was bootstrapped from repository
// context"); "the job waited", "the app shows a banner" are another's.
func (r *sentenceReader) ownOrPassiveActBefore(p int) bool {
	if r.ownActOpens() && !isWaitVerb(r.at(r.firstWordOf(0, p))) {
		return true
	}
	return r.passiveBefore(p, func(v int) bool {
		t := r.at(v)
		return isParticipleAfter(r.ts, v) && !isWaitVerb(t) &&
			!t.is("asked", "told", "notified", "informed", "queued", "locked", "shown", "left", "paused", "held", "deferred", "parked", "blocked", "halted", "stopped", "postponed", "delayed")
	})
}

// callOpensBefore: the sentence opens, before the comma ahead of j, on a
// call or decision it names as its own ("A judgement call, since …",
// "One more assumption, because …"), no one else's.
func (r *sentenceReader) callOpensBefore(j int) bool {
	if j < 2 || j > 6 || !r.at(j-1).k.has(kComma) {
		return false
	}
	call := false
	for k := 0; k < j-1; k++ {
		t := r.at(k)
		if t.k.has(kYou|kYour|kPerson|kOther|kSelf) || t.isBoundary() {
			return false
		}
		call = call || t.is("call", "decision", "choice", "assumption", "guess", "pick") || isDecisionsLabel(t)
	}
	return call
}

// ownActAfterBreak: after the comma or colon that closes the phrase from
// j, the agent's own act in the past ("…, I stripped those fields", "…:
// reverted the bump"), no waiting or record keeping.
func (r *sentenceReader) ownActAfterBreak(j int) bool {
	c := j
	for c < len(r.ts) && c < j+2*window && !r.at(c).k.has(kComma) && !r.at(c).is(":") {
		if r.at(c).isBoundary() || r.at(c).is(";", "so", "but", "and") {
			return false
		}
		c++
	}
	if c >= len(r.ts) || !r.at(c).k.has(kComma) && !r.at(c).is(":") {
		return false
	}
	v := c + 1
	if r.at(v).is("i", "we") {
		v++
	}
	return isOwnActPast(r.at(v)) && !r.keptWaitingOrRecordedAfter(c+1)
}

// consequentialActOpens: the sentence opens on an act that commits the
// work, one the person would sign off ("I merged it", "Deployed",
// "rolled it back"), not a step such as a retry.
func (r *sentenceReader) consequentialActOpens() bool {
	v := r.at(r.openingVerb())
	return v.is("merged", "shipped", "deployed", "released", "published", "pushed", "force-pushed", "rolled", "reverted", "deleted", "dropped", "approved", "rotated", "closed", "tagged", "renamed", "removed") ||
		isWorkAct(v) || v.is("relicensed", "raised", "lowered", "capped", "partitioned", "rewrote", "restarted", "scaled", "expanded", "shortened", "extended")
}

// selfActAfterBreak: after the reason ending at j, past its comma, the
// agent's own act in the past: "…, I merged it as is". With "we" only
// when the absent one is the reader or the requester: "because the user
// was offline, we dropped the event" tells what a product did. A clause
// of time before the comma dates the absence instead ("… offline when
// the sync ran, …").
func (r *sentenceReader) selfActAfterBreak(j int, reader bool) bool {
	c := j
	for c < len(r.ts) && c < j+2*window && !r.at(c).k.has(kComma) {
		if r.at(c).isBoundary() || r.at(c).is(";", ":", "so", "but", "and", "when", "while", "after", "before", "until", "whenever") {
			return false
		}
		c++
	}
	if c >= len(r.ts) || !r.at(c).k.has(kComma) {
		return false
	}
	v := c + 1
	if !r.at(v).is("i") && !(reader && r.at(v).is("we")) {
		return false
	}
	return (isOwnActPast(r.at(v+1)) || r.anotherDecidesAt(v+1)) && !r.keptWaitingOrRecordedAfter(c+1)
}

// usedTheTimeAfter: what the agent did while the person was away was to
// use the time ("Since you were asleep, I used the time to clean up the
// fixtures") or to keep this message to what they need ("Because you were
// busy, I kept this summary short"): no pick in their place.
func (r *sentenceReader) usedTheTimeAfter(j int) bool {
	for k := j; k < len(r.ts) && k < j+2*window && !r.at(k).isBoundary(); k++ {
		t := r.at(k)
		if t.is("used", "spent", "took") && r.at(k+1).is("the", "that", "this", "those", "my") &&
			r.at(k+2).is("time", "night", "hours", "window", "weekend", "downtime", "evening", "morning", "gap", "opportunity", "chance", "quiet") {
			return true
		}
		if t.is("kept", "made") && r.at(k+1).is("this", "the", "my") && r.at(k+2).is("summary", "message", "report", "note", "notes", "update", "reply", "write-up", "recap") &&
			(r.at(k+3).is("short", "brief", "shorter", "concise", "tight", "skimmable") ||
				r.at(k+3).is("to", "under", "within") && r.anyIn(k+4, min(k+7, len(r.ts)), func(t token) bool {
					return t.is("bullets", "bullet", "lines", "line", "points", "words", "items", "paragraph", "paragraphs", "page", "screen")
				})) {
			return true // "I kept the summary to five bullets"
		}
	}
	return false
}

// isWorkAct: a participle of an act on the work ("overwritten",
// "merged", "applied"), not one of waiting, recording or a product's on
// its users ("queued", "locked").
func isWorkAct(t token) bool {
	return t.is("overwritten", "rewritten", "merged", "deleted", "applied", "reverted", "regenerated", "committed", "pushed", "deployed", "migrated",
		"bumped", "pinned", "renamed", "refactored", "removed", "replaced", "updated", "changed", "chosen", "picked", "dropped", "rolled", "upgraded",
		"downgraded", "disabled", "enabled", "truncated", "restructured", "reset", "rebased", "released", "shipped", "published", "switched", "configured")
}

// isWorkThing: a thing of the agent's work ("the file", "the migration",
// "the lockfile").
func isWorkThing(t token) bool {
	return t.is("file", "files", "migration", "migrations", "branch", "pr", "commit", "config", "configuration", "lockfile", "schema", "table", "column",
		"dependency", "dependencies", "version", "test", "tests", "fixture", "fixtures", "script", "module", "code", "change", "changes", "deploy",
		"release", "build", "index", "flag", "setting", "settings", "default", "defaults", "plan", "spec", "doc", "docs", "readme", "changelog")
}
