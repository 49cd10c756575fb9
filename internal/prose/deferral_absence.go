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
		"unresponsive", "out_of_reach", "gone", "ooo")
}

// isSleepWord: the person asleep, as a verb ("while you slept").
func isSleepWord(t token) bool { return t.is("slept", "sleeping", "asleep", "napping", "resting") }

// isUnattendedWord: a word that says a run has nobody watching it.
func isUnattendedWord(t token) bool {
	return t.is("unattended", "non-interactive", "noninteractive", "non-interactively", "noninteractively", "unsupervised",
		"automated", "autonomous", "autonomously", "headless", "headlessly", "one-shot", "single-shot", "oneshot", "fire-and-forget", "single-turn")
}

// isFollowUp: a follow-up, the question after the first.
func isFollowUp(t token) bool {
	return t.is("follow-up", "follow-ups", "followup", "followups", "follow-up-questions")
}

// mayBeAbsence: a sentence the deferral gate lets by that may still state
// the person's absence, or an unattended run.
func mayBeAbsence(ts []token) bool {
	for _, t := range ts {
		if isAbsenceWord(t) || isUnattendedWord(t) || isFollowUp(t) || isSleepWord(t) || isReplyNoun(t) || isReplyVerb(t) || t.is("unanswered", "absence", "without", "w/o", "absent", "lacking", "lieu", "in_the_absence_of", "out", "out_of_office", "bed", "stepped", "logged", "signed") || isGotBack(t) ||
			t.is("vacation", "holiday", "holidays", "pto", "sabbatical", "meetings", "busy", "travelling", "traveling", "unplugged", "silence", "crickets",
				"quiet", "silent", "radio-silent", "heads-down", "heads_down", "home", "clocked", "knocked", "desk", "keyboard", "plane", "flight", "train",
				"night", "nighttime", "overnight", "hours", "time", "tied", "in_no_position", "swamped", "slammed", "off", "air", "earshot", "sleep", "worth", "overkill", "proportion", "disproportionate", "excessive", "leave", "being", "presenting", "speaking", "driving", "flying") {
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
		if !ok || kind == "anyone" || kind == "the person, named before" {
			continue
		}
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
		if !ok || r.conditionBefore4(i) || r.placedElsewhere(mk.j) && !r.replyIn(mk) {
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
		reason := r.at(mk.j).is("so") || r.at(mk.j).k.has(kComma) && r.at(mk.j+1).is("so") || r.soSoonAfter(mk.j) ||
			r.at(i-1).is("since", "because", "as") || r.at(i-2).is("since", "because", "as") && r.at(i-1).k.has(kDet) ||
			r.soAfterTheirs(mk.j) ||
			// The absolute construction: "With the owner out until
			// Monday, I'm going ahead with 16".
			(r.at(i-1).is("with") || r.at(i-2).is("with") && r.at(i-1).k.has(kDet) || r.at(e).is("being")) && (r.commaSoonAfter(mk.j) || r.at(mk.j).is("i", "we")) ||
			// Set side by side, a report's next step: "User is offline;
			// working autonomously", "the user is away - going with B".
			r.at(mk.j).is(";", ":", "-", "—", "–") && r.reportsPickAt(mk.j+1) && !r.gerundIsSubject(mk.j+1) ||
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
		passive := (r.at(i-1).is("since", "because", "as") || r.at(i-2).is("since", "because", "as") && r.at(i-1).k.has(kDet)) && r.passivePickBefore(i)
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
		absolute := (r.at(i-1).is("with") || r.at(i-2).is("with") && r.at(i-1).k.has(kDet) || r.at(e).is("being")) && r.selfClauseAfterComma(mk.j)
		if !r.ownPickAfter(mk.j) && !r.selfInabilityAfter(mk.j) && !aside && !labelled && !actedFor && !inRun && !passive && !r.soConsequenceAfter(mk.j) && !absolute {
			continue
		}
		ev := event{act: mk, addr: span{i, e}, actKind: "the person absent", addrKind: kind}
		return r.explain(whoImpersonal, span{}, marker{mk, "absence of the person"}, ev), true
	}
	return deferral{}, false
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
		case t.is("when") && r.at(k+1).is("the", "this", "that") && r.at(k+2).is("question", "choice", "decision", "call", "issue") && r.at(k+3).is("came", "arose", "surfaced", "cropped"):
			k += 3 // "… at the all-hands when the question came up, so …": when, said on the way
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

// absenceAfter reads the absence after the person ending at e: "was
// away", "unavailable", "is not around", "had gone offline".
func (r *sentenceReader) absenceAfter(e int) (span, bool) {
	j := e
	for k := 0; k < 3 && r.at(j).is("is", "was", "were", "are", "'s", "'re", "been", "being", "has", "had", "have", "did", "does", "do",
		"seemed", "seems", "remained", "stayed", "still", "currently", "apparently", "evidently", "clearly", "unfortunately", "gone"); k++ {
		if r.at(j).is("gone") && isAbsenceWord(r.at(j+1)) {
			j++ // "had gone offline"
			break
		}
		if r.at(j).is("gone") && r.at(j+1).is("to", "home", "quiet", "silent", "dark") {
			break // "had gone to bed", "had gone home", read below
		}
		j++
	}
	t := r.at(j)
	switch {
	case isAbsenceWord(t) && !(t.is("gone") && r.at(j+1).is("to")): // ("had gone to checkout" is a place)
		return span{j, j + 1}, true
	case t.is("went", "gone", "headed") && r.at(j+1).is("to") && r.at(j+2).is("bed", "sleep"):
		return span{j, j + 3}, true // "since you went to bed"
	case t.is("logged", "signed", "clocked", "knocked") && r.at(j+1).is("off", "out"), t.is("stepped") && r.at(j+1).is("away", "out"),
		t.is("went", "gone", "headed") && r.at(j+1).is("home", "quiet", "silent", "dark", "offline"):
		return span{j, j + 2}, true // "you logged off", "you'd stepped away", "you went quiet", "had gone home"
	case t.is("quiet", "silent", "radio-silent", "heads-down", "heads_down", "swamped", "slammed"):
		return span{j, j + 1}, true // "you stayed silent", "the owner was heads-down"
	case t.is("off") && r.at(j+1).is("shift", "duty", "work", "line", "grid", "call", "rota"):
		return span{j, j + 2}, true // "you being off shift"
	case t.is("off") && r.at(j+1).is("the") && r.at(j+2).is("clock", "grid", "rota", "radar"):
		return span{j, j + 3}, true // "off the clock", "off the grid"
	case t.is("in") && r.at(j+1).is("the") && r.at(j+2).is("air"):
		return span{j, j + 3}, true // "you were in the air to Lisbon"
	case t.is("tied") && r.at(j+1).is("up"):
		return span{j, j + 2}, true // "you were tied up in the incident call"
	case t.is("in_no_position") && r.at(j+1).is("to"):
		return span{j, j + 1}, true // "the requester was in no position to weigh in"
	case t.k.has(kNot) && r.at(j+1).is("at") && r.at(j+2).k.has(kYour|kDet) && r.at(j+3).is("desk", "keyboard", "computer", "laptop", "screen", "terminal"):
		return span{j, j + 4}, true // "you weren't at your desk"
	case r.isOutAt(j):
		return span{j, j + 1}, true // "(you were out)", "the user is out of office"
	case t.k.has(kNot) && r.at(j+1).is("around", "available", "reachable", "present", "online", "responding", "here", "there", "contactable"):
		return span{j, j + 2}, true
	case t.k.has(kNot) && r.at(j+1).is("going") && r.at(j+2).is("to") && r.at(j+3).is("be") && r.at(j+4).is("around", "available", "reachable", "online", "back", "awake", "up"):
		return span{j, j + 5}, true // "you weren't going to be around before the queue timed out"
	case t.is("nowhere") && r.at(j+1).is("around", "to"):
		return span{j, j + 2}, true
	case (t.k.has(kNot) || t.is("never")) && isReplyVerb(r.at(j+1)):
		return span{j, j + 2}, true // "you never answered", "the user didn't reply"
	case (t.k.has(kNot) || t.is("never")) && r.at(j+1).is("picked", "pick") && r.at(j+2).is("up") && r.at(j+3).is("the", "my", "our") && r.at(j+4).is("question", "questions", "ping", "message", "page", "call"):
		return span{j, j + 5}, true // "you never picked up the question I left"
	case (t.k.has(kNot) || t.is("never")) && isGotBack(r.at(j+1)) && r.at(j+2).is("to") && r.at(j+3).is("me", "us"):
		return span{j, j + 4}, true // "you never got back to me"
	case t.is("never") && r.at(j+1).is("explicitly", "actually", "clearly", "directly") && (isReplyVerb(r.at(j+2)) || r.at(j+2).is("confirmed")):
		return span{j, j + 3}, true // "one thing you never explicitly confirmed, so I kept my choice"
	}
	return span{}, false
}

// unattendedRun reads the agent's own run said to be unattended ("the
// run was unattended, so I chose…", "since this session ran
// non-interactively, I picked…"), with the agent's own pick.
func (r *sentenceReader) unattendedRun() (deferral, bool) {
	for i := range r.ts {
		t := r.at(i)
		if !isUnattendedWord(t) {
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
		case t.is("this") && r.at(j+1).is("is", "was", "'s", "as"):
			return true // "since this is non-interactive", "treating this as non-interactive"
		case t.is("a", "an") && r.at(j-1).is("is", "was", "'s") && r.at(j-2).is("this"):
			return true // "this is a non-interactive run"
		case t.k.has(kDet) && !t.is("this"), t.is("in", "as", "was", "is", "ran", "runs", "running", "run", "'m", "am", "went", "being", "been", "'s", "were", "are", "operating", "working", "worked"), t.k.has(kAdv):
			continue
		}
		return false
	}
	return false
}

// placedElsewhere: the absence is from a thing, not from the run ("the
// requester was unavailable in the audit log", "the user is away from the
// settings page"); "unavailable in this session", "away from the keyboard"
// are the person's.
func (r *sentenceReader) placedElsewhere(i int) bool {
	p := r.at(i)
	if !p.is("in", "on", "from", "within", "inside", "at") || r.isOwnRunAt(i) || r.isOwnRunAt(i+1) ||
		r.at(i-1).is("up", "busy", "swamped", "slammed", "heads-down", "heads_down", "presenting", "speaking", "interviewing", "driving", "flying", "boarding") {
		return false // busy in something: "tied up in the incident call"
	}
	j := i + 1
	for j < i+3 && r.at(j).k.has(kDet) {
		j++
	}
	return !r.at(j).is("keyboard", "desk", "computer", "screen", "terminal", "moment", "time", "meantime", "meanwhile") && !r.at(j).k.has(kRunNoun)
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
	if p < 1 || p > 4 {
		return false
	}
	return isDecisionsLabel(r.at(p - 1))
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
		if !t.is("chose", "picked", "decided", "opted", "selected", "settled", "defaulted") {
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
	for j := 0; j < i; j++ {
		if !r.at(j).is("was", "were", "been") {
			continue
		}
		v := j + 1
		for v < i && r.at(v).k.has(kAdv) {
			v++
		}
		if !isPickParticiple(r.at(v)) && !(r.at(v).is("answered") && r.answeredByDefault(v+1)) {
			continue
		}
		for k := 0; k < i; k++ {
			if t := r.at(k); t.is("by") || k < j && t.k.has(kOther|kPerson|kYou) {
				return false // "was picked by the scheduler", "the team's plan was decided"
			}
		}
		return true
	}
	return false
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
	return c >= 1 && c <= 4 && p-c >= 2 && p-c <= 7
}

// refusedBefore: the clause that holds i refuses the act it names ("I
// won't entangle them with mine unattended", "Don't want to make this call
// without you"): the agent leaves it to the person.
func (r *sentenceReader) refusedBefore(i int) bool {
	return r.anyBefore(i, func(t token) bool {
		return t.k.has(kNot) || t.is("won't", "wouldn't", "don't", "didn't", "never", "refuse", "refused", "declined")
	})
}

// isOutAt: "out" at i says the person is away: "out", "out of office",
// "out for the night"; not "out of date", "out of scope".
func (r *sentenceReader) isOutAt(i int) bool {
	t, n := r.at(i), r.at(i+1)
	switch {
	case t.is("out_of_office", "ooo"):
		return true
	case t.is("out_of"):
		return n.is("office", "town", "reach", "contact", "earshot", "range", "pocket")
	case t.is("out"):
		return i+1 >= len(r.ts) || n.isBoundary() || n.k.has(kComma|kPunct|kSo|kBreak) || n.is("for", "today", "tonight", "sick", "till", "until", "through")
	case t.is("on"):
		if n.is("a", "an", "the", "your") {
			n = r.at(i + 2)
			return n.is("plane", "flight", "train") // "you were on a plane"
		}
		return n.is("vacation", "holiday", "holidays", "leave", "pto", "sabbatical") // "since you're on vacation"
	case t.is("in", "at"):
		// "you were in meetings all day", "at the offsite", "in the
		// incident bridge": somewhere that keeps the person from
		// answering.
		if t.is("in") && n.is("meetings", "transit") {
			return true
		}
		j := i + 1
		if n.is("a", "an", "the", "your") {
			j++
		}
		if r.at(j).is("incident", "customer", "all-day", "board", "team", "client", "sales", "planning", "company") {
			j++
		}
		return r.at(j).is("meeting", "meetings", "flight", "offsite", "off-site", "onsite", "conference", "bridge", "workshop", "retreat", "summit", "all-hands", "wedding", "funeral",
			"dentist", "doctor", "hospital", "lunch", "dinner", "interview", "interviews", "training", "airport", "plane", "offsites", "standup", "demo", "kickoff", "call")
	}
	if t.is("presenting", "speaking", "interviewing", "driving", "flying", "boarding") && n.is("at", "in", "to", "on") {
		return true // "the user was presenting at the all-hands"
	}
	return t.is("busy", "travelling", "traveling", "commuting", "unplugged")
}

// judgmentCall: "call(s)" at i is a decision ("the calls I made", "a
// judgment call"), not a request to something ("the API calls I made",
// "the calls I made to the staging API").
func (r *sentenceReader) judgmentCall(i int) bool {
	if p := r.at(i - 1); !(p.k.has(kDet) || p.is("my", "our", "own", "judgment", "judgement", "tough", "hard", "these", "those", "some", "few", "two", "three",
		"product", "design", "executive", "quick", "naming", "scope", "scoping", "architecture", "architectural", "business", "pricing", "copy", "ux", "ui",
		"contested", "close", "difficult", "borderline", "key", "big")) &&
		!(i == 0 && r.at(1).is("made", "taken", "i", "we")) { // a heading: "Calls made without you"
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
	return t.k.has(kNeed|kNeedStrong) || isReplyNoun(t) || t.is("confirmation", "feedback", "go-ahead")
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
		case t.is("chose", "chosen", "picked", "decided", "opted", "settled", "selected", "defaulted", "assumed") || t.is("went") && r.at(i+1).is("with", "for", "ahead"):
			return true
		case t.is("answered", "resolved") && (r.at(i+1).is("autonomously", "myself", "unilaterally") || r.at(i+1).is("by") && r.at(i+2).is("assumption", "default", "me")):
			return true // "scoping question answered autonomously", "resolved by assumption"
		case (r.at(i-1).is("before", "after") || r.at(i-1).is("of") && r.at(i-2).is("liberty")) && (t.is("choosing", "picking", "selecting", "deciding", "opting", "defaulting", "settling") || t.is("going") && r.at(i+1).is("with", "for", "ahead")):
			return true // "I didn't check with you before picking B"
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

// withoutTheirInput reads the agent acting without what only the person
// gives: "Proceeded without your sign-off on the schema change", "merged
// it without the user's approval", "went with B absent your input". A
// promise to wait ("I won't merge without your approval") and a product's
// rule ("nothing ships without your sign-off") are not the agent acting.
func (r *sentenceReader) withoutTheirInput() (deferral, bool) {
	for i := range r.ts {
		j := i + 1
		switch {
		case r.at(i).is("in") && r.at(i+1).is("lieu") && r.at(i+2).is("of"):
			j = i + 3 // "In lieu of your input, I chose…"
		case r.at(i).is("with") && r.at(i+1).is("no"):
			j = i + 2 // "Picked Postgres with no input from the user"
		case !r.at(i).is("without", "w/o", "absent", "lacking"):
			continue
		}
		var addr span
		switch {
		case r.at(j).is("a", "an", "any") && isCommNoun(r.at(j+1)) && r.clauseOpensAt(i) && r.ownPickAfter(j+2) && !r.at(j+2).is("with", "from", "between"):
			// "In lieu of a conversation, here are my assumptions": no
			// exchange with the person named, so with the reader.
			ev := event{act: span{j + 1, j + 2}, actKind: "an exchange with the person", addrKind: "implied"}
			return r.explain(whoSelf, span{}, marker{span{i, j + 1}, "absence of the person's answer"}, ev), true
		case r.at(j).k.has(kYour):
			addr = span{j, j + 1}
			j++
		case r.at(j).is("the", "a", "any") && (r.at(j+1).k.has(kPerson) || isOwnerRole(r.at(j+1))) && r.at(j+2).k.has(kPoss):
			addr = span{j, j + 3} // "without the user's approval", "without a maintainer's go-ahead"
			j += 3
		case (r.at(j).k.has(kPerson) || isOwnerRole(r.at(j))) && r.at(j+1).k.has(kNeed|kNeedStrong):
			addr = span{j, j + 1} // "without user input", "without founder sign-off"
			j++
		case r.at(j).is("a", "an", "any") && r.at(j+1).k.has(kNeed|kNeedStrong) && r.at(j+2).is("from"):
			j++ // "without a go-ahead from you"
			fallthrough
		case r.at(j).k.has(kNeed|kNeedStrong) && r.at(j+1).is("from"):
			// "without input from the user", "with no sign-off from you":
			// the giver named after.
			e, kind, ok := r.personAt(j + 2)
			if !ok || kind == "anyone" || kind == "the person, named before" {
				continue
			}
			addr = span{j + 2, e}
		default:
			continue
		}
		for k := 0; k < 2 && (r.at(j).k.has(kAdv) || r.at(j).is("explicit", "express", "prior", "final", "formal", "actual")); k++ {
			j++
		}
		if !r.at(j).k.has(kNeed|kNeedStrong) || r.at(j+1).is("flow", "flows", "process", "step", "gate", "screen", "page", "form", "workflow", "queue", "tool", "ui", "button", "dialog", "field", "api", "endpoint") {
			continue // "without your approval flow": a thing named by it
		}
		// "what I shipped without your sign-off": the agent's act just
		// before, whatever the clause opens with.
		justBefore := r.at(i-2).k.has(kSelf) && !r.at(i-2).is("my", "our", "me", "us") && r.agentActsAt(i-2, i) ||
			// "All of these were made without your input": its own
			// decisions, in the passive, of no other party.
			r.at(i-1).is("made", "taken", "decided", "chosen", "picked") && r.at(i-2).is("was", "were", "been") && !r.othersBefore(i-2)
		if !r.agentActedBefore(i) && !r.ownPickAfter(j+1) && !r.ownDecisionBefore(i) && !justBefore {
			continue
		}
		ev := event{act: span{j, j + 1}, addr: addr, actKind: "getting the person's answer", addrKind: "the reader"}
		return r.explain(whoSelf, span{}, marker{span{i, i + 1}, "absence of the person's answer"}, ev), true
	}
	return deferral{}, false
}

// isOwnerRole: a person who owns the work and whose word the agent would
// need: "without founder input", "without maintainer sign-off".
func isOwnerRole(t token) bool {
	return t.is("founder", "founders", "cofounder", "co-founder", "maintainer", "maintainers", "client", "customer", "pm", "manager")
}

// ownDecisionBefore: before i, in its clause, the agent made a decision,
// not negated nor promised: "I had to make a call without your input"
// ("I won't make a call without your input" waits).
func (r *sentenceReader) ownDecisionBefore(i int) bool {
	return !r.anyBefore(i, isUnrealised) && r.selfInClauseBefore(i) && r.decisionsMade()
}

// anyBefore: a word of the clause that holds i, before i, is one that f
// accepts.
func (r *sentenceReader) anyBefore(i int, f func(token) bool) bool {
	start, _ := r.clauseOf(i)
	for j := start; j < i; j++ {
		if f(r.at(j)) {
			return true
		}
	}
	return false
}

// isUnrealised: a word that denies an act or puts it off ("not", "never",
// "won't", "would", "'ll").
func isUnrealised(t token) bool {
	return t.k.has(kNot) || t.is("nothing", "never", "won't", "wouldn't", "will", "would", "cannot", "'ll", "'d")
}

// isOtherParty: a word for a party other than the agent and the person
// ("the scheduler", "the app"); the pronouns that point back are none.
func isOtherParty(t token) bool { return t.k.has(kOther) && !t.is("it", "this", "that", "them") }

// agentActedBefore: before i, in its clause, the agent did something, in
// the past and not negated: "Proceeded", "I merged it", "went ahead and
// shipped".
func (r *sentenceReader) agentActedBefore(i int) bool {
	if r.anyBefore(i, func(t token) bool {
		return t.k.has(kNot) || t.is("nothing", "never", "won't", "wouldn't", "will", "cannot") || isOtherParty(t)
	}) {
		return false
	}
	start, _ := r.clauseOf(i)
	return r.agentActsAt(r.firstWordOf(start, i), i)
}

// agentActsAt: the words from f (before end) are the agent doing something
// in the past, its subject said or left out: "I merged", "proceeded".
func (r *sentenceReader) agentActsAt(f, end int) bool {
	if f < 0 {
		return false
	}
	v := f
	if t := r.at(f); t.k.has(kSelf) && !t.is("my", "our", "me", "us") {
		v = f + 1
		for v < end && r.at(v).k.has(kAdv) {
			v++
		}
	}
	if v == f && r.at(v).is("proceeding", "continuing", "going", "merging", "shipping", "deploying", "defaulting", "falling", "sticking") && (f == 0 || r.at(f-1).isBoundary()) {
		return true // a report's present participle at its head: "Proceeding without your confirmation: option B"
	}
	if isOwnActPast(r.at(v)) && (v > f || f == 0 || r.at(f-1).isBoundary() || r.at(f-1).is("(", ":", ";", "-", "—")) {
		return true // "I ranked by throughput", "we quarantined it", "Pinned without your approval": any act of its own in the past
	}
	return r.at(v).is("proceeded", "went", "continued", "merged", "shipped", "deployed", "pushed", "released", "committed", "published",
		"decided", "chose", "picked", "settled", "opted", "moved", "made", "finalized", "finalised", "approved", "applied", "enabled", "removed", "deleted", "renamed", "migrated",
		"tagged", "bumped", "upgraded", "downgraded", "reverted", "rotated", "rolled", "dropped", "disabled", "archived", "closed", "rebased", "force-pushed", "landed",
		"ran", "executed", "installed", "uninstalled", "changed", "updated", "replaced", "switched", "configured", "scheduled", "launched", "restarted", "regenerated",
		"rewrote", "purged", "truncated", "wiped", "reset", "restored", "cut")
}

// duringARun: the unattended word at i qualifies a run the agent's
// decisions were made in: "Decisions I made during the autonomous
// overnight run".
func (r *sentenceReader) duringARun(i int) bool {
	if !r.at(i-1).is("the", "this", "my", "an", "a", "our") || !r.at(i-2).is("during", "in", "over", "throughout", "for") {
		return false
	}
	for j := i + 1; j <= i+2 && j < len(r.ts); j++ {
		if r.at(j).k.has(kRunNoun) || r.at(j).is("run", "session", "pass", "build", "night", "shift") {
			return true
		}
	}
	return false
}

// hadToAt: "to" at j after a verb of obligation ("the calls I had to
// make", "decisions I needed to take").
func (r *sentenceReader) hadToAt(j int) bool {
	return r.at(j).is("to") && r.at(j-1).is("had", "needed", "have", "has")
}

// readersNight reads the reader's night or off-hours given as the reason
// for the agent's own pick: "It was 3am your time, so I used 8080", "in
// the middle of your night I went with B", "outside your working hours,
// so the default stands". ("Your time zone is UTC, so I used UTC" is a
// setting.)
func (r *sentenceReader) readersNight() (deferral, bool) {
	for i := range r.ts {
		if !r.at(i).k.has(kYour) && !r.at(i).is("for") {
			continue
		}
		e := 0
		switch n := r.at(i + 1); {
		case n.is("night", "nighttime", "overnight"):
			e = i + 2 // "the middle of your night"
		case n.k.has(kYou) && r.at(i).is("for") && r.at(i-1).is("night") && r.at(i-2).is("the") && r.at(i-3).is("of"):
			e = i + 2 // "the middle of the night for you"
		case n.is("time") && isClockTime(r.at(i-1)):
			e = i + 2 // "3am your time"
		case r.at(i-1).is("outside", "after", "before") && (n.is("hours") || r.at(i+2).is("hours") && n.is("working", "office", "business", "waking", "work")):
			e = i + 2 // "outside your working hours"
			if !n.is("hours") {
				e++
			}
		}
		if e == 0 || r.conditionBefore4(i) || !r.ownPickAfter(e) && !r.soConsequenceAfter(e) {
			continue
		}
		mk := span{i, e}
		ev := event{act: mk, addr: span{i, i + 1}, actKind: "the person absent", addrKind: "the reader"}
		return r.explain(whoImpersonal, span{}, marker{mk, "absence of the person"}, ev), true
	}
	return deferral{}, false
}

// isClockTime: a time of day ("3am", "03:10", "2 am", "midnight").
func isClockTime(t token) bool {
	if t.is("am", "pm", "a.m", "p.m", "midnight", "dawn") {
		return true
	}
	w := strings.TrimSuffix(strings.TrimSuffix(t.w, "am"), "pm")
	if w == "" || w == t.w && !strings.Contains(w, ":") {
		return false
	}
	for _, c := range w {
		if (c < '0' || c > '9') && c != ':' {
			return false
		}
	}
	return true
}

// commaSoonAfter: a comma closes the phrase within a few words after j
// ("With the owner out until Monday, I…"), no other clause first.
func (r *sentenceReader) commaSoonAfter(j int) bool {
	for k := j; k < len(r.ts) && k < j+window; k++ {
		t := r.at(k)
		if t.k.has(kComma) {
			return true
		}
		if t.isBoundary() || t.k.has(kSo) || t.is(";", ":", "(", "and", "but", "so") {
			return false
		}
	}
	return false
}

// verbAfterRelative: after the relative clause opening at e ("who'd
// normally rule on that"), the main verb of the person ("was", "is"); 0
// when none stands within a few words.
func (r *sentenceReader) verbAfterRelative(e int) int {
	for k := e + 2; k < len(r.ts) && k < e+window; k++ {
		t := r.at(k)
		if t.isBoundary() || t.k.has(kComma|kSo) || t.is(";", ":", "(") {
			return 0
		}
		if t.is("was", "were", "is", "are", "had", "has") {
			return k
		}
	}
	return 0
}

// letThemSleep reads the agent leaving the person asleep and deciding in
// their place: "I let you sleep through it and made the mapping call
// myself" ("The app lets the user sleep in" picks nothing).
func (r *sentenceReader) letThemSleep() (deferral, bool) {
	for i := range r.ts {
		if !r.at(i).is("let", "letting") || !r.selfSubjectBefore(i) && !r.at(i-1).k.has(kSelf) {
			continue
		}
		e, kind, ok := r.personAt(i + 1)
		if !ok || kind == "anyone" || !r.at(e).is("sleep", "rest") || !r.ownPickAfter(e+1) {
			continue
		}
		mk := span{i, e + 1}
		ev := event{act: mk, addr: span{i + 1, e}, actKind: "the person absent", addrKind: kind}
		return r.explain(whoSelf, span{}, marker{mk, "absence of the person"}, ev), true
	}
	return deferral{}, false
}

// isOwnActPast: a verb in the past after "I" that is an act on the work,
// not asking, waiting or wanting ("I ranked", "I quarantined"; not "I
// asked", "I waited", "I needed").
func isOwnActPast(t token) bool {
	if !strings.HasSuffix(t.w, "ed") || t.k.has(kAux|kNot|kCan) || isWaitVerb(t) || isReplyVerb(t) {
		return false
	}
	return !t.is("asked", "pinged", "messaged", "emailed", "paged", "queried", "waited", "paused", "stopped", "halted", "escalated", "needed", "wanted", "hoped",
		"planned", "expected", "tried", "attempted", "noticed", "noted", "checked", "confirmed", "verified", "followed", "requested", "raised", "reached", "contacted",
		"consulted", "offered", "suggested", "proposed", "recommended", "preferred", "intended", "declined", "refused", "held", "deferred", "parked", "blocked")
}

// notWorthAsking reads asking the person weighed as not worth it, and
// the agent deciding instead: "not worth paging you over, so the engines
// change was my call", "A 4am page to you over log verbosity felt out of
// proportion, so the default is my own decision" ("not worth paging the
// on-call over this" is another's).
func (r *sentenceReader) notWorthAsking() (deferral, bool) {
	for i := range r.ts {
		a := -1 // the act of asking
		switch t := r.at(i); {
		case t.is("worth") && (r.at(i-1).k.has(kNot) || r.at(i-1).is("wasn't", "isn't")):
			a = i + 1 // "not worth paging you over"
		case isInterruptAct(t) && (i == 0 || r.clauseOpensAt(i) || r.at(i-1).is("a", "an") || isClockTime(r.at(i-1)) && r.at(i-2).is("a", "an")):
			// "Paging you over this felt like overkill", "A 4am page to
			// you … felt out of proportion": the act, weighed after.
			if r.weighedExcessiveAfter(i) {
				a = i
			}
		}
		if a < 0 || !isInterruptAct(r.at(a)) {
			continue
		}
		p := a + 1
		if r.at(p).is("to") {
			p++
		}
		e, kind, ok := r.personAt(p)
		if !ok || kind == "anyone" || kind == "the person, named before" || !r.ownPickAfter(e) {
			continue
		}
		mk := span{i, e}
		ev := event{act: span{a, a + 1}, addr: span{p, e}, actKind: "asking", addrKind: kind}
		return r.explain(whoSelf, span{}, marker{mk, "not asked (not worth it)"}, ev), true
	}
	return deferral{}, false
}

// isInterruptAct: asking or disturbing the person, as a gerund or a noun
// ("paging", "waking", "a page", "a ping").
func isInterruptAct(t token) bool {
	return t.is("asking", "paging", "pinging", "waking", "interrupting", "bothering", "disturbing", "messaging", "escalating", "page", "ping", "call", "message")
}

// weighedExcessiveAfter: after the act at i, within its clause, it is
// weighed as too much ("felt out of proportion", "seemed like
// overkill", "was excessive").
func (r *sentenceReader) weighedExcessiveAfter(i int) bool {
	for k := i + 1; k < len(r.ts) && k < i+3*window; k++ {
		t := r.at(k)
		if t.isBoundary() || t.k.has(kSo) || t.is(";", "so") {
			return false
		}
		if t.is("overkill", "disproportionate", "excessive", "proportion", "much") && r.at(k-1).is("like", "felt", "seemed", "was", "is", "of", "out_of", "too", "looked") {
			return true
		}
	}
	return false
}

// selfClauseAfterComma: the clause after the comma that closes the phrase
// from j opens on the agent ("…, I'm putting the FK first", "…, we
// shipped"), an act of its own.
func (r *sentenceReader) selfClauseAfterComma(j int) bool {
	for k := j; k < len(r.ts) && k < j+window; k++ {
		t := r.at(k)
		if t.k.has(kComma) {
			n := r.at(k + 1)
			return n.k.has(kSelf) && !n.is("my", "our", "me", "us") && !r.at(k+2).k.has(kNot|kCan) && !r.at(k+2).is("waited", "paused", "stopped", "held", "didn't", "won't", "will", "'ll")
		}
		if t.isBoundary() || t.is(";", ":", "(", "and", "but", "so") {
			return false
		}
	}
	return false
}
