package prose

import "strings"

// The person away in other words than "away" (docs/CONTRACT.md §3b): the
// absence read after the person ("was away", "had gone home", "tied up in
// the incident call", "off shift", "out till Monday", "in no position to
// weigh in"), the reader's night ("3am your time"), letting them sleep,
// asking weighed as not worth it, and the absolute construction ("With the
// owner out until Monday, I …").

// absenceAfter reads the absence after the person ending at e: "was
// away", "unavailable", "is not around", "had gone offline".
func (r *sentenceReader) absenceAfter(e int) (span, bool) {
	j := e
	k := 0
	if r.at(j).is("'d", "would") && r.at(j+1).is("be") && r.at(e-1).k.has(kYou) && r.at(e-2).is("said", "mentioned", "warned", "noted", "wrote", "explained", "that") {
		j, k = j+2, 3 // "you said you'd be offline tonight": the person's own word of being away
	}
	for ; k < 3 && r.at(j).is("is", "was", "were", "are", "'s", "'re", "been", "being", "has", "had", "have", "did", "does", "do",
		"seemed", "seems", "remained", "stayed", "still", "currently", "apparently", "evidently", "clearly", "unfortunately", "gone", "already", "probably", "likely", "sitting"); k++ {
		if r.at(j).is("gone") && isAbsenceWord(r.at(j+1)) {
			j++ // "had gone offline"
			break
		}
		if r.at(j).is("gone") && r.at(j+1).is("to", "home", "quiet", "silent", "dark") {
			break // "had gone to bed", "had gone home", read below
		}
		if r.at(j).is("gone") && r.forTheDayAt(j+1) > 0 {
			break // "was gone for the day", read below
		}
		j++
	}
	t := r.at(j)
	switch {
	case isAbsenceWord(t) && !(t.is("gone") && r.at(j+1).is("to")): // ("had gone to checkout" is a place)
		return span{j, j + 1}, true
	case t.is("went", "gone", "headed") && r.at(j+1).is("to") && r.at(j+2).is("bed", "sleep"):
		return span{j, j + 3}, true // "since you went to bed"
	case isSignOff(t) && r.at(j+1).is("off", "out") && !(t.is("signed") && r.at(j+1).is("off") && r.at(j+2).is("to", "on", "that", "with")), t.is("stepped") && r.at(j+1).is("away", "out"),
		t.is("went", "gone", "headed") && r.at(j+1).is("home", "quiet", "silent", "dark", "offline"):
		return span{j, j + 2}, true // "you logged off", "you'd stepped away", "you went quiet", "had gone home"
	case t.is("on") && j > e && r.at(j-1).is("was", "were", "'re", "are", "is", "'s", "being", "been") && r.onAnOccasionAt(j+1) > 0:
		return span{j, r.onAnOccasionAt(j + 1)}, true // "You were on the outage call with the vendor all afternoon"
	case t.is("at", "in") && j > e && r.at(j-1).is("was", "were", "'re", "are", "is", "'s", "being", "been") && r.somewhereForAStretch(j+1) > 0:
		return span{j, r.somewhereForAStretch(j + 1)}, true // "You were at the playtest all afternoon"
	case t.is("gone", "off", "left", "away", "out") && r.forTheDayAt(j+1) > 0:
		return span{j, r.forTheDayAt(j + 1)}, true // "was off for the weekend", "had left for the day", "gone for the night"
	case t.is("in") && r.at(j+1).is("another", "a") && (r.at(j+1).is("another") || r.at(j+2).is("different", "other")) && r.timeZoneAt(j+2) > 0:
		return span{j, r.timeZoneAt(j + 2)}, true // "the user was in another timezone"
	case t.is("called") && r.at(j+1).is("it") && r.at(j+2).is("a") && r.at(j+3).is("day", "night"):
		return span{j, j + 4}, true // "you'd already called it a day"
	case isOutOfTouch(t):
		return span{j, j + 1}, true // "you stayed silent", "the owner was heads-down"
	case t.is("off") && r.at(j+1).is("shift", "duty", "work", "line", "grid", "call", "rota"):
		return span{j, j + 2}, true // "you being off shift"
	case t.is("off") && r.at(j+1).is("until", "till", "today", "tomorrow", "sick") && j > 0 && r.at(j-1).is("is", "are", "'re", "'s", "was", "were", "being"):
		return span{j, j + 2}, true // "you're off until Monday"
	case t.is("vanished", "disappeared") && (r.at(j+1).is("into", "off", "before", "for", "from") || r.at(j+1).isBoundary() || r.at(j+1).k.has(kComma)):
		return span{j, j + 1}, true // "you vanished into the all-hands"
	case t.is("off") && r.at(j+1).is("the") && r.at(j+2).is("clock", "grid", "rota", "radar"):
		return span{j, j + 3}, true // "off the clock", "off the grid"
	case t.is("in") && r.at(j+1).is("the") && r.at(j+2).is("air"):
		return span{j, j + 3}, true // "you were in the air to Lisbon"
	case t.is("tied") && r.at(j+1).is("up"):
		return span{j, j + 2}, true // "you were tied up in the incident call"
	case t.is("stuck", "caught") && r.at(j+1).is("in", "on", "at") && r.awayPlaceWithin(j+2, 3):
		return span{j, j + 2}, true // "you were stuck in the incident call"
	case t.is("in_no_position") && r.at(j+1).is("to"):
		return span{j, j + 1}, true // "the requester was in no position to weigh in"
	case t.k.has(kNot) && r.at(j+1).is("in_a_position") && r.at(j+2).is("to") && r.at(j+3).is("answer", "respond", "reply", "weigh", "rule", "decide", "confirm", "approve", "sign"):
		return span{j, j + 2}, true // "you weren't in a position to weigh in at 3am"
	case t.is("unable") && r.at(j+1).is("to") && r.at(j+2).is("answer", "respond", "reply", "weigh", "rule", "decide") &&
		(r.at(e-1).k.has(kYou) || r.at(e-1).is("requester", "requestor", "owner", "maintainer", "pm")):
		// "you were unable to weigh in": the reader's answer not to be
		// had ("the user was unable to respond to the survey" is a
		// product's user).
		return span{j, j + 1}, true
	case t.k.has(kNot) && r.at(j+1).is("at") && r.at(j+2).k.has(kYour|kDet) && r.at(j+3).is("desk", "keyboard", "computer", "laptop", "screen", "terminal"):
		return span{j, j + 4}, true // "you weren't at your desk"
	case t.k.has(kNot) && r.at(j+1).is("in", "at") && r.at(j+2).is("the") && r.at(j+3).is("office", "building"):
		return span{j, j + 4}, true // "you were not in the office"
	case t.k.has(kNot) && r.at(j+1).is("at") && r.at(j+2).is("work"):
		return span{j, j + 3}, true // "you weren't at work"
	case r.isOutAt(j):
		return span{j, j + 1}, true // "(you were out)", "the user is out of office"
	case t.k.has(kNot) && r.at(j+1).is("around", "available", "reachable", "present", "online", "responding", "here", "there", "contactable"):
		return span{j, j + 2}, true
	case t.k.has(kNot) && r.at(j+1).is("going") && r.at(j+2).is("to") && r.at(j+3).is("be") && r.at(j+4).is("around", "available", "reachable", "online", "back", "awake", "up"):
		return span{j, j + 5}, true // "you weren't going to be around before the queue timed out"
	case t.is("nowhere") && r.at(j+1).is("around", "to"):
		return span{j, j + 2}, true
	case t.k.has(kNot) && r.at(j+1).is("answering", "responding", "replying") && !r.at(j+2).is("to") && !r.at(j+2).k.has(kDet):
		return span{j, j + 2}, true // "you weren't answering" ("wasn't answering the question", "… to requests" are about what)
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

// forTheDayAt: "for the day" (night, weekend, evening, …) opens at i,
// the person gone for a stretch of time; where it ends, 0 when it does
// not.
func (r *sentenceReader) forTheDayAt(i int) int {
	if !r.at(i).is("for") || !r.at(i+1).is("the", "a") {
		return 0
	}
	if r.at(i+2).is("day", "night", "evening", "weekend", "week", "holidays", "holiday", "afternoon", "morning", "long") {
		if r.at(i+2).is("long") && r.at(i+3).is("weekend") {
			return i + 4
		}
		return i + 3
	}
	return 0
}

// timeZoneAt: "timezone" or "time zone" at i (past "different" or
// "other"), where it ends; 0 when it is not there.
func (r *sentenceReader) timeZoneAt(i int) int {
	if r.at(i).is("different", "other") {
		i++
	}
	switch {
	case r.at(i).is("timezone", "time-zone"):
		return i + 1
	case r.at(i).is("time") && r.at(i+1).is("zone"):
		return i + 2
	}
	return 0
}

// isOutAt: "out" at i says the person is away: "out", "out of office",
// "out for the night"; not "out of date", "out of scope".
func (r *sentenceReader) isOutAt(i int) bool {
	t, n := r.at(i), r.at(i+1)
	switch {
	case t.is("out_of_office", "ooo"):
		return true
	case t.is("out_of"):
		if n.is("the") {
			n = r.at(i + 2) // "out of the office"
		}
		return n.is("office", "town", "reach", "contact", "earshot", "range", "pocket")
	case t.is("out"):
		return i+1 >= len(r.ts) || n.isBoundary() || n.k.has(kComma|kPunct|kSo|kBreak) || n.is("for", "today", "tonight", "sick", "till", "until", "through")
	case t.is("on"):
		if n.is("a", "an", "the", "your") {
			n = r.at(i + 2)
			return n.is("plane", "flight", "train", "road") // "you were on a plane", "on the road"
		}
		if n.is("parental", "paternity", "maternity", "medical", "sick", "annual", "extended", "family", "bereavement") {
			n = r.at(i + 2) // "on parental leave"
		}
		return n.is("vacation", "holiday", "holidays", "leave", "pto", "sabbatical") // "since you're on vacation"
	case t.is("in", "at"):
		// "you were in meetings all day", "at the offsite", "in the
		// incident bridge": somewhere that keeps the person from
		// answering.
		if t.is("in") {
			m := n
			if m.is("parental", "paternity", "maternity", "medical", "sick", "annual", "family") {
				m = r.at(i + 2)
			}
			if m.is("vacation", "holiday", "holidays", "leave", "pto") {
				return true // "you were in annual leave", as "on"
			}
		}
		if t.is("in") && n.is("meetings", "transit") {
			return true
		}
		j := i + 1
		if n.is("a", "an", "the", "your") {
			j++
		}
		mods := 0
		for mods < 2 && r.at(j).is("incident", "customer", "all-day", "board", "team", "client", "sales", "planning", "company", "back-to-back", "review", "design", "strategy", "hiring", "budget", "leadership", "quarterly", "roadmap") {
			j++
			mods++
		}
		if mods > 0 && r.at(j).is("sessions", "session", "reviews", "syncs") {
			return true // "in back-to-back planning sessions all day"
		}
		return isAwayPlace(r.at(j))
	}
	if t.is("over") && n.is("the") && r.at(i+2).is("atlantic", "pacific", "ocean", "channel", "alps", "pond") {
		return true // "the PM was over the Atlantic": in the air
	}
	if t.is("somewhere") && r.isOutAt(i+1) {
		return true // "somewhere over the Atlantic", "somewhere in transit"
	}
	if t.is("mid-flight", "midflight", "mid-air", "airborne", "in-flight") {
		return true // "you were mid-flight to Denver"
	}
	if t.is("presenting", "speaking", "interviewing", "driving", "flying", "boarding") && n.is("at", "in", "to", "on") {
		return true // "the user was presenting at the all-hands"
	}
	return t.is("busy", "travelling", "traveling", "commuting", "unplugged")
}

// isAwayPlace: somewhere that keeps the person from answering, after "in"
// or "at" ("in a meeting", "at the offsite"); the absence gate
// (mayBeAbsence) admits a sentence on these words too.
func isAwayPlace(t token) bool {
	return t.is("meeting", "meetings", "flight", "offsite", "off-site", "onsite", "conference", "bridge", "workshop", "retreat", "summit", "all-hands", "wedding", "funeral",
		"dentist", "doctor", "hospital", "lunch", "dinner", "interview", "interviews", "training", "airport", "plane", "offsites", "standup", "demo", "kickoff", "call")
}

// awayPlaceWithin: within n words from i, past determiners and
// modifiers, a place the person is away at ("the incident call", "a
// long meeting").
func (r *sentenceReader) awayPlaceWithin(i, n int) bool {
	for k := i; k < len(r.ts) && k < i+n; k++ {
		if isAwayPlace(r.at(k)) {
			return true
		}
		if r.at(k).isBoundary() || r.at(k).k.has(kComma) {
			return false
		}
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
		r.at(i-1).is("up", "busy", "stuck", "swamped", "slammed", "heads-down", "heads_down", "presenting", "speaking", "interviewing", "driving", "flying", "boarding") || isSleepWord(r.at(i-1)) {
		return false // busy in something: "tied up in the incident call"; asleep somewhere ("asleep in Sydney")
	}
	j := i + 1
	for j < i+3 && r.at(j).k.has(kDet) {
		j++
	}
	// Where the person did not answer is a channel, not a place they were
	// ("not answering on chat the whole day", "silent on Slack").
	if r.at(j).is("chat", "slack", "teams", "email", "mail", "discord", "telegram", "whatsapp", "signal", "zoom", "thread", "phone", "dm", "dms") {
		return false
	}
	return !r.at(j).is("keyboard", "desk", "computer", "screen", "terminal", "moment", "time", "meantime", "meanwhile") && !r.at(j).k.has(kRunNoun)
}

// readersNight reads the reader's night or off-hours given as the reason
// for the agent's own pick: "It was 3am your time, so I used 8080", "in
// the middle of your night I went with B", "outside your working hours,
// so the default stands". ("Your time zone is UTC, so I used UTC" is a
// setting.)
func (r *sentenceReader) readersNight() (deferral, bool) {
	for i := range r.ts {
		e := 0
		switch n := r.at(i + 1); {
		case !r.at(i).k.has(kYour):
			if r.at(i).is("for") && n.k.has(kYou) && r.at(i-1).is("night") && r.at(i-2).is("the") && r.at(i-3).is("of") {
				e = i + 2 // "the middle of the night for you"
			}
		case n.is("night", "nighttime", "overnight"):
			e = i + 2 // "the middle of your night"
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

// notWorthAsking reads asking the person weighed as not worth it, and
// the agent deciding instead: "not worth paging you over, so the engines
// change was my call", "A 4am page to you over log verbosity felt out of
// proportion, so the default is my own decision" ("not worth paging the
// on-call over this" is another's).
func (r *sentenceReader) notWorthAsking() (deferral, bool) {
	for i := range r.ts {
		a := -1      // the act of asking
		weighed := 0 // where it is weighed as too much, after it
		switch t := r.at(i); {
		case t.is("worth") && (r.at(i-1).k.has(kNot) || r.at(i-1).is("wasn't", "isn't") || r.at(i-1).is("seem", "seemed", "feel", "felt", "look", "looked") && r.at(i-2).k.has(kNot)):
			a = i + 1 // "not worth paging you over", "It didn't seem worth interrupting you"
		case t.is("silly", "rude", "excessive", "overkill", "pointless", "unnecessary") && r.at(i-1).is("felt", "seemed", "was", "looked") && r.at(i+1).is("to") &&
			isInterruptVerb(r.at(i+2)) && (r.firstWordOf(0, i) == i-1 || r.at(i-2).is("it") && r.firstWordOf(0, i) == i-2):
			// ("It seemed silly to wake you over a column name")
			a = i + 2 // "Felt silly to interrupt your planning session over a bucket prefix"
		case isInterruptAct(t) && (i == 0 || r.clauseOpensAt(i) || r.at(i-1).is("a", "an") || isClockTime(r.at(i-1)) && r.at(i-2).is("a", "an")):
			// "Paging you over this felt like overkill", "A 4am page to
			// you … felt out of proportion": the act, weighed after.
			if w := r.weighedExcessiveAfter(i); w > 0 {
				a, weighed = i, w
			}
		}
		if a < 0 || !isInterruptAct(r.at(a)) && !isInterruptVerb(r.at(a)) {
			continue
		}
		p := a + 1
		if r.at(p).is("to") || r.at(a).is("checking") && r.at(p).is("with") {
			p++ // "a page to you", "checking with you"
		}
		e, kind, ok := r.personAt(p)
		if !ok && r.at(p).k.has(kYour) {
			for q := p + 1; q <= p+3; q++ {
				if r.at(q).is("offsite", "evening", "weekend", "holiday", "vacation", "night", "sleep", "meeting", "dinner", "day", "morning", "leave", "standup", "session", "call", "review", "demo") ||
					r.yourDoingEndsAt(q) {
					e, kind, ok = q+1, "the reader", true // "Interrupting your offsite to ask …", "your planning session", "your flight"
					break
				}
				if r.at(q).isBoundary() || r.at(q).k.has(kComma|kSelf|kYou) {
					break
				}
			}
		}
		// What it did instead: a pick, or an act of its own ("so I turned
		// no-console off"), not a wait or a note.
		from := max(e, weighed)
		goesOn := r.ownPickAfter(e) || r.agentActedAfter(from) && !r.keptWaitingOrRecordedAfter(from) || r.soConsequenceAfter(from)
		if !ok || kind == "anyone" || kind == "the person, named before" || !goesOn {
			continue
		}
		mk := span{i, e}
		ev := event{act: span{a, a + 1}, addr: span{p, e}, actKind: "asking", addrKind: kind}
		return r.explain(whoSelf, span{}, marker{mk, "not asked (not worth it)"}, ev), true
	}
	return deferral{}, false
}

// yourDoingEndsAt: after "your", the word at q ends a noun phrase of what
// the reader was doing ("interrupting your flight for …", "your school
// run, so …"): a word the lexicon does not know and no thing of the work
// ("your build" is a thing), with the phrase closed after it.
func (r *sentenceReader) yourDoingEndsAt(q int) bool {
	t := r.at(q)
	if t.k != 0 || isWorkThing(t) || isThingHead(t) || isRunOutput(t) {
		return false
	}
	n := r.at(q + 1)
	return n.is("for", "over", "to", "with", "at", "about", "on", "just", "so") || n.k.has(kComma) || n.isBoundary()
}

// isInterruptAct: asking or disturbing the person, as a gerund or a noun
// ("paging", "waking", "a page", "a ping").
func isInterruptAct(t token) bool {
	return t.is("asking", "paging", "pinging", "waking", "interrupting", "bothering", "disturbing", "messaging", "escalating", "page", "ping", "call", "message", "checking", "consulting")
}

// isInterruptVerb: asking or disturbing the person, as a bare verb
// ("felt silly to interrupt your planning session").
func isInterruptVerb(t token) bool {
	return t.is("interrupt", "ping", "page", "bother", "wake", "disturb", "pester", "bug")
}

// weighedExcessiveAfter: after the act at i, within its clause, it is
// weighed as too much ("felt out of proportion", "seemed like
// overkill", "was excessive", "felt like a bit much"); it returns where
// the weighing ends (0: not so).
func (r *sentenceReader) weighedExcessiveAfter(i int) int {
	for k := i + 1; k < len(r.ts) && k < i+4*window; k++ {
		t := r.at(k)
		if t.isBoundary() || t.k.has(kSo) || t.is(";", "so") {
			return 0
		}
		if t.is("overkill", "disproportionate", "excessive", "proportion", "much") && r.at(k-1).is("like", "felt", "seemed", "was", "is", "of", "out_of", "too", "looked", "bit") ||
			t.is("silly", "pointless", "unnecessary", "rude") && r.at(k-1).is("felt", "seemed", "was", "looked") {
			return k + 1
		}
	}
	return 0
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

// commaSoonAfter: a comma closes the phrase within a few words after j
// ("With the owner out until Monday, I…"), no other clause first.
func (r *sentenceReader) commaSoonAfter(j int) bool {
	end := j + window
	for k := j; k < len(r.ts) && k < end; k++ {
		t := r.at(k)
		if t.k.has(kComma) {
			return true
		}
		if t.is("and") && end == j+window {
			end += window // "… on leave and nobody else around, …": a second reason beside it
			continue
		}
		if t.isBoundary() || t.k.has(kSo) || t.is(";", ":", "(", "and", "but", "so") {
			return false
		}
	}
	return false
}

// commaWithin: where the first comma from j stands within n words, no
// sentence boundary or other clause first (-1: none).
func (r *sentenceReader) commaWithin(j, n int) int {
	for k := j; k < len(r.ts) && k < j+n; k++ {
		t := r.at(k)
		if t.k.has(kComma) {
			return k
		}
		if t.isBoundary() || t.is(";", ":", "(", ")", "so", "but") {
			return -1
		}
	}
	return -1
}

// selfClauseAfterComma: the clause after the comma that closes the phrase
// from j opens on the agent ("…, I'm putting the FK first", "…, we
// shipped"), an act of its own.
func (r *sentenceReader) selfClauseAfterComma(j int) bool {
	end := j + window
	for k := j; k < len(r.ts) && k < end; k++ {
		t := r.at(k)
		if t.k.has(kComma) {
			n := r.at(k + 1)
			return n.k.has(kSelf) && !n.is("my", "our", "me", "us") && !r.at(k+2).k.has(kNot|kCan) && !r.at(k+2).is("waited", "paused", "stopped", "held", "didn't", "won't", "will", "'ll")
		}
		if t.is("and") && end == j+window {
			end += window // "With the PM on leave until Monday and nobody else able to sign off, I merged it"
			continue
		}
		if t.isBoundary() || t.is(";", ":", "(", "and", "but", "so") {
			return false
		}
	}
	return false
}

// onAnOccasionAt: from i, after "on", an occasion that keeps the person
// away ("the outage call", "a flight", "leave", "the road"); where it
// ends, 0 when none.
// somewhereForAStretch: from i, where the person was ("the playtest",
// "the workshop"), then for how long ("all afternoon", "for hours", "the
// whole morning"): kept from answering for a stretch; where the stretch
// ends (0: not so). "in the repo root" names no stretch.
func (r *sentenceReader) somewhereForAStretch(i int) int {
	if !r.at(i).k.has(kDet | kYour) {
		return 0
	}
	for k := i + 1; k < len(r.ts) && k <= i+3; k++ {
		t := r.at(k)
		if t.isBoundary() || t.k.has(kComma|kSo|kPunct|kSelf|kYou) || t.is("so", "and", "but", "when", "while") {
			return 0
		}
		switch n := r.at(k + 1); {
		case t.is("all", "the") && n.is("whole", "entire") && isDayPart(r.at(k+2)):
			return k + 3
		case t.is("all") && isDayPart(n):
			return k + 2
		case t.is("for") && n.is("hours", "most") || t.is("for") && n.is("the") && isDayPart(r.at(k+2)):
			return k + 2
		}
	}
	return 0
}

// isDayPart: a stretch of the day or week ("afternoon", "day", "week").
func isDayPart(t token) bool {
	return t.is("day", "morning", "afternoon", "evening", "night", "week", "weekend", "shift", "session")
}

func (r *sentenceReader) onAnOccasionAt(i int) int {
	j := i
	if r.at(j).is("the", "a", "an", "another", "that", "their", "his", "her") {
		j++
	}
	for k := j; k < len(r.ts) && k <= j+2; k++ {
		t := r.at(k)
		if t.is("call", "calls", "meeting", "meetings", "flight", "plane", "train", "leave", "vacation", "holiday", "holidays", "offsite", "road", "bridge") {
			if t.is("bridge") && !r.at(k-1).is("incident", "outage") {
				return 0
			}
			return k + 1
		}
		if t.isBoundary() || t.k.has(kComma|kSo|kPunct) || t.is("so", "and", "but") {
			return 0
		}
	}
	return 0
}
