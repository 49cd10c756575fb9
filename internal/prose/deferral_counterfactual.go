package prose

// Counterfactual asking and failed attempts: "had I been able to ask, I
// would have…", "my AskUserQuestion call errored".

// counterfactual reads "given a channel to you, I'd have confirmed…",
// "in an interactive session I would have asked you…", "had this task
// allowed a round-trip to you, …", and "I would ask you, but the tool is
// unavailable".
func (r *sentenceReader) counterfactual() (deferral, bool) {
	// The wish is the first modal outside a condition: in "if I could
	// reach you I would ask", "could" is the condition's.
	wh, first := -1, -1
	for i := range r.ts {
		if r.wouldAt(i) {
			if first < 0 {
				first = i
			}
			if !r.inCondition(i) {
				wh = i
				break
			}
		}
	}
	if wh < 0 {
		wh = first
	}
	if wh < 0 {
		return deferral{}, false
	}
	// A condition that did not hold, naming a way to reach the person:
	// whose condition it is decides ("had this task allowed…", "given a
	// channel to you").
	if r.at(wh - 1).k.has(kYou) {
		return deferral{}, false // "prompts you would like to use": the reader's wish
	}
	if r.unclearTaskAfter(wh) {
		return deferral{}, false // "would've asked if the ticket were vague; it pins Postgres 16": nothing to ask
	}
	if c, ev, ok := r.conditionBefore(wh); ok && !(r.at(c.i).is("if") && r.at(c.i+1).k.has(kYou) && !r.at(c.i+2).is("had", "were")) {
		// ("if you have prompts…" is the reader's condition; "if you
		// had been around" one that did not hold)
		w, ws := r.conditionSubject(c.j, ev.act.i)
		if w != whoOther && w != whoAgents && r.decide(w, ev, marker{c, "counterfactual"}) {
			return r.explain(w, ws, marker{c, "counterfactual"}, ev), true
		}
	}
	// Otherwise the wish is the agent's, about an act of asking in the
	// sentence, not a request.
	var ev event
	found := false
	for i := range r.ts {
		if e, ok := r.eventAt(i); ok {
			ev, found = e, true
			if i > wh {
				break
			}
		}
	}
	if !found {
		return deferral{}, false
	}
	who, ws := r.subjectOf(wh)
	if who == whoImpersonal && ws.empty() {
		who = whoSelf // "Would have asked you, but…": the writer
	}
	if who == whoWe && r.decide(whoWe, ev, marker{}) {
		who = whoSelf
	}
	if who != whoSelf {
		return deferral{}, false
	}
	if c, ok := r.interactiveSetting(); ok {
		return r.explain(whoSelf, ws, marker{c, "counterfactual"}, ev), true
	}
	// "If only I could have asked you", "I wish I could have checked
	// with you": a wish for what did not happen.
	for j := wh - 1; j >= 0 && j >= wh-4; j-- {
		if t := r.at(j); t.is("wish", "wished") || t.is("only") && r.at(j-1).is("if") {
			if r.at(wh+1).is("have") || r.at(wh).is("could've", "would've") {
				return r.explain(whoSelf, ws, marker{span{j, wh + 1}, "counterfactual"}, ev), true
			}
		}
	}
	// "…, but the tool is unavailable": the reason it did not ask.
	if b, ok := r.butUnable(wh); ok {
		return r.explain(whoSelf, ws, marker{b, "counterfactual"}, ev), true
	}
	// "Would've asked which audience, given any way to reach you": the
	// condition after the wish.
	if c, ok := r.conditionAfter(wh); ok {
		return r.explain(whoSelf, ws, marker{c, "counterfactual"}, ev), true
	}
	// "What I would have asked the user", "Questions I would ask you",
	// "I'd normally ask these first": a list of what it did not ask, or a
	// habit this run broke.
	if mk, ok := r.unaskedList(wh, ev); ok {
		return r.explain(whoSelf, ws, mk, ev), true
	}
	// "I should have asked you first", "ought to have run it past you",
	// "should have asked whether you wanted the API or the UI": the agent
	// owning that it did not put the matter to the person.
	if r.shouldHaveAt(wh) && r.askedRightAfter(wh, ev) && (r.addrIsReader(ev) || r.addrIsRequester(ev) || ev.addrKind == "the person" ||
		ev.addr.empty() && r.at(ev.act.j).is("whether", "which", "if", "first", "before")) {
		return r.explain(whoSelf, ws, marker{span{wh, wh + 2}, "counterfactual, what it should have asked"}, ev), true
	}
	// "I would have asked which port to use, but went with 8080",
	// "ordinarily I'd check this with you; this time I chose…": the wish in
	// the past or as a habit, then its own pick instead.
	if r.pastWish(wh) {
		if p, ok := r.pickedInstead(wh); ok && !r.answerAlreadyBetween(wh, p) {
			return r.explain(whoSelf, ws, marker{span{wh, p}, "counterfactual, its own pick instead"}, ev), true
		}
	}
	return deferral{}, false
}

// unclearTaskAfter: after the wish at wh, its condition is the work being
// unclear ("… if the ticket were vague", "… if the spec had been
// ambiguous"), a condition that did not hold: there was nothing to ask.
func (r *sentenceReader) unclearTaskAfter(wh int) bool {
	for i := wh + 1; i < len(r.ts) && i < wh+2*window; i++ {
		if r.at(i).isBoundary() || r.at(i).is(";") {
			return false
		}
		if !r.at(i).is("if") || r.at(i+1).k.has(kSelf|kYou) || r.at(i+1).is("there") {
			continue
		}
		for k := i + 2; k < len(r.ts) && k <= i+6; k++ {
			t := r.at(k)
			if t.isBoundary() || t.k.has(kComma) || t.is(";") {
				break
			}
			if t.is("vague", "unclear", "ambiguous", "underspecified", "contradictory", "inconsistent", "silent", "open-ended", "unspecified") {
				return r.at(k-1).is("were", "was", "had", "been", "more", "at_all", "any")
			}
		}
	}
	return false
}

// unaskedList reads a wish that names what was not asked: a heading or
// sentence opening with what it would have asked ("What I would have asked
// the user, and where", "Things I'd have checked with you"; in the present
// only when put to the reader: "Questions I would ask you"), or a habit
// this run broke ("I'd normally ask these first"), with no condition.
func (r *sentenceReader) unaskedList(wh int, ev event) (marker, bool) {
	if r.inCondition(wh) || r.hypotheticalAt(wh) {
		return marker{}, false
	}
	if r.at(wh).is("normally", "ordinarily", "usually", "typically") || r.at(wh+1).is("normally", "ordinarily", "usually", "typically") || r.at(wh-1).is("normally", "ordinarily", "usually", "typically") && r.at(wh-2).k.has(kSelf) {
		if !ev.addr.empty() && !r.addrIsReader(ev) && !r.addrIsRequester(ev) && ev.addrKind != "the person" {
			return marker{}, false
		}
		// "…, but the runbook covers this case": a reason not to ask, not
		// a pick of its own instead.
		if r.butAfter(wh) {
			if _, ok := r.pickedInstead(wh); !ok {
				return marker{}, false
			}
		}
		return marker{span{wh, wh + 2}, "counterfactual, a habit this run broke"}, true
	}
	first := r.firstWordOf(0, wh)
	if first < 0 || !r.at(first).is("what", "things", "questions", "points", "items", "everything", "question", "thing") {
		first = -1
	}
	if h := r.at(wh - 2); first < 0 && h.is("questions", "things", "points", "items", "ones") && r.at(wh+1).is("have") {
		first = wh - 2 // "the eight questions I would have asked", "answers to the questions I would have asked you"
	}
	if first < 0 {
		return marker{}, false
	}
	if k := r.at(wh - 1); !k.k.has(kSelf) || k.is("my", "our", "me", "us") {
		return marker{}, false
	}
	past := r.at(wh+1).is("have") || r.at(wh).is("would've", "'d've")
	if !past && !r.addrIsReader(ev) {
		return marker{}, false
	}
	return marker{span{first, wh + 1}, "counterfactual, what it would have asked"}, true
}

// habitWithAReason: a habit of asking ("A rename like this is usually
// something I'd check with you") with a reason after it not to ask this
// time ("…, except #402 names main explicitly") and no pick of its own
// instead: the habit kept, not broken.
func (r *sentenceReader) habitWithAReason() bool {
	for wh, t := range r.ts {
		if !t.is("would", "'d") {
			continue
		}
		habit := r.at(wh+1).is("normally", "ordinarily", "usually", "typically", "generally")
		for k := 1; k <= 4 && !habit; k++ {
			habit = r.at(wh-k).is("normally", "ordinarily", "usually", "typically", "generally")
		}
		if habit && r.butAfter(wh) {
			if _, ok := r.pickedInstead(wh); !ok {
				return true
			}
		}
	}
	return false
}

// butAfter: a clause opened by "but", "however", "though", "yet" or a
// semicolon follows the wish at wh.
func (r *sentenceReader) butAfter(wh int) bool {
	for i := wh + 1; i < len(r.ts); i++ {
		if r.at(i).is("but", "however", "though", "although", "yet", ";", "except") {
			return true
		}
	}
	return false
}

// hypotheticalAt: the clause of token i opens with a real condition ("if
// the spec is unclear, I would ask…").
func (r *sentenceReader) hypotheticalAt(i int) bool {
	start, _ := r.clauseOf(i)
	for j := start; j < i; j++ {
		if r.at(j).is("if", "when", "whenever", "unless") {
			return true
		}
	}
	return false
}

// answerAlreadyBetween: between the wish at wh and the pick at p the
// answer is said to be there already ("I was going to ask you about the
// port, but you'd already set it in .env, so I used 8080"): nothing was
// left to ask.
func (r *sentenceReader) answerAlreadyBetween(wh, p int) bool {
	for k := wh + 1; k < p; k++ {
		if r.at(k).is("already") {
			return true
		}
	}
	return false
}

// shouldHaveAt: "should have", "ought to have", "should've" at wh.
func (r *sentenceReader) shouldHaveAt(wh int) bool {
	t := r.at(wh)
	return t.is("should've") || t.is("should", "ought_to") && (r.at(wh+1).is("have") || isHedge(r.at(wh+1)) && r.at(wh+2).is("have"))
}

// isHedge: an adverb that may stand between a modal and "have" ("I
// should probably have checked", "I'd really have liked to ask").
func isHedge(t token) bool {
	return t.is("probably", "really", "definitely", "certainly", "ideally", "normally", "ordinarily", "usually", "rather", "sooner", "surely", "likely", "honestly")
}

// askedRightAfter: the act is the verb of "should have" at wh, one of
// asking ("should have asked you", "ought to have run it past you",
// "should've checked with the owner"), not waiting for an answer ("should
// have paused for your go-ahead" owns a mistake, asked nothing).
func (r *sentenceReader) askedRightAfter(wh int, ev event) bool {
	v := wh + 1
	if isHedge(r.at(v)) && r.at(v+1).is("have") {
		v++
	}
	if r.at(v).is("have") {
		v++
	}
	if r.at(v).is("first", "just", "at_least", "really") {
		v++
	}
	return ev.act.i == v && (r.at(v).k.has(kActDirect|kActWith|kActBy|kActTo) || r.at(v).is("run", "put", "raised", "brought", "run_it_by"))
}

// pastWish: the wish at wh is in the past ("would have", "I'd have",
// "would've") or a habit this run broke ("normally I'd", "ordinarily I
// would", "ideally I'd").
func (r *sentenceReader) pastWish(wh int) bool {
	t := r.at(wh)
	return t.is("would've", "'d've", "could've", "might've", "should've") ||
		t.is("would", "could", "might", "should", "ought_to", "'d") && r.at(wh+1).is("have") ||
		// "I'd rather have checked with you, but went with 8080", "I would
		// normally have asked": an adverb before "have"
		t.is("would", "'d", "should") && isHedge(r.at(wh+1)) && r.at(wh+2).is("have") ||
		// "I wanted to confirm with you first, but went with v2"
		t.is("wanted", "intended", "meant", "hoped", "planned") && r.at(wh+1).is("to") ||
		t.is("going", "about") && r.at(wh-1).is("was", "were") && r.at(wh+1).is("to") ||
		t.is("normally", "ordinarily", "usually", "typically", "ideally", "otherwise") ||
		t.is("would", "'d") && r.at(wh+1).is("want", "like", "prefer", "love") && r.at(wh+2).is("to") // "I'd want to ask you…, but I'll assume"
}

// pickedInstead finds, after the wish at wh, a clause opened by "but",
// "instead", "so" or a semicolon or dash whose first verb is the agent's
// pick ("but went with 8080", "; this time I chose 512 MB", "so I just
// picked B"). It returns where the pick ends.
func (r *sentenceReader) pickedInstead(wh int) (int, bool) {
	for i := wh + 1; i < len(r.ts) && i < wh+4*window; i++ {
		if !r.at(i).is("but", "however", "instead", "yet", "so", ";", "-", "\u2014", "\u2013") {
			continue
		}
		for j := i + 1; j < len(r.ts) && j < i+6; j++ {
			x := r.at(j)
			switch {
			case x.k.has(kChoice) && !x.k.has(kAux|kDet|kChoiceNoun) || isReportChoice(x):
				return j + 1, true
			case isOwnActPast(x) && !isWritingVerb(x) && !isFindingVerb(x) && j > i+1 && r.at(j-1).k.has(kSelf):
				// "Normally I'd have asked you first, but I regenerated
				// all 61": its own act on the work in the pick's place
				// (not "but I realised the spec covers it").
				return j + 1, true
			case x.k.has(kSelf) && !x.is("my", "our", "me", "us"), x.k.has(kAdv | kComma),
				x.is("instead", "just", "simply", "then", "this", "time", "here", "so", "i've", "have", "had", "will", "for", "now"):
				continue
			}
			break
		}
	}
	return 0, false
}

// isFindingVerb: a verb of learning something, after which asking was
// needless ("but I realised the spec covers it").
func isFindingVerb(t token) bool {
	return t.is("realised", "realized", "learned", "learnt", "discovered", "noticed", "remembered", "figured", "reread", "re-read", "spotted", "recalled", "determined", "established", "verified", "checked", "confirmed", "answered", "resolved", "settled")
}

// conditionAfter finds an unreal condition after the wish at wh, naming a
// way to reach the person: "…, given any way to reach you from here", "…,
// had there been a way to from this run", "… if there had been a channel
// back to you". It returns the condition's opening word.
func (r *sentenceReader) conditionAfter(wh int) (span, bool) {
	for i := wh + 1; i < len(r.ts) && i < wh+4*window; i++ {
		t := r.at(i)
		prev := r.at(i - 1)
		// "…I'd have suggested if I could have asked": an unreal "if" needs
		// no comma.
		unrealIf := t.is("if") && r.at(i+1).k.has(kSelf) && r.at(i+2).is("could", "had", "were")
		if !unrealIf && (!(prev.isBoundary() || prev.k.has(kComma|kBreak|kSo)) || !t.is("given", "had", "were", "provided", "absent", "if", "with")) {
			continue
		}
		_, end := r.clauseOf(i)
		unreal := !t.is("if")
		for j := i + 1; j < end && j < i+2*window; j++ {
			x := r.at(j)
			if x.is("had", "were", "was", "could", "did") {
				unreal = true // "if there had been", "if I could"
			}
			if x.k.has(kChannel) || x.k.has(kTool) {
				return span{i, i + 1}, unreal
			}
			if _, ok := r.eventAt(j); ok {
				return span{i, i + 1}, unreal
			}
		}
	}
	return span{}, false
}

// inCondition: the modal at i is the first of a clause opened by a
// condition ("if I could reach you", not "would" in "if I could reach you
// I would ask").
func (r *sentenceReader) inCondition(i int) bool {
	start, _ := r.clauseOf(i)
	for j := start; j < i && j < start+3; j++ {
		if r.at(j).is("if", "had", "were", "given", "provided", "assuming", "unless") {
			for k := j + 1; k < i; k++ {
				if r.wouldAt(k) {
					return false
				}
			}
			return true
		}
	}
	return false
}

// wouldAt: "would have", "I'd have", "would've", or a wish to ask ("I would
// ask", "I'd like to check", "I wanted to ask").
func (r *sentenceReader) wouldAt(i int) bool {
	t := r.at(i)
	switch {
	case t.is("would've", "'d've", "could've", "should've"):
		return true
	case t.is("would", "could", "should", "ought_to", "might") && !r.at(i+1).k.has(kNot):
		return true
	case t.is("wanted", "intended", "meant", "hoped", "planned", "tried") && r.at(i+1).is("to"):
		return true
	case t.is("going", "about") && r.at(i-1).is("was", "were") && r.at(i+1).is("to"):
		return true // "I was going to ask you which region"
	case t.is("normally", "ideally", "usually", "ordinarily", "otherwise") && r.at(i+1).k.has(kSelf):
		return true
	}
	return false
}

// conditionSubject reads whose condition it is, from the words between
// its opening word and its act: "had I", "had this task allowed", "given
// a channel" (no one's), "if subagents could".
func (r *sentenceReader) conditionSubject(from, to int) (who, span) {
	for j := from; j < to; j++ {
		t := r.at(j)
		switch {
		case t.k.has(kSelf) && !t.is("my", "our"):
			return selfOrWe(t), span{j, j + 1}
		case r.isOwnRunAt(j):
			return whoSelf, span{j, j + 2}
		case t.k.has(kAgent):
			return whoAgents, span{j, j + 1}
		case t.k.has(kOther) && !t.is("it"):
			return whoOther, span{j, j + 1}
		}
	}
	return whoImpersonal, span{}
}

// interactiveSetting: an interactive setting this run is not ("in an
// interactive session", "interactively").
func (r *sentenceReader) interactiveSetting() (span, bool) {
	for i := range r.ts {
		t := r.at(i)
		switch {
		case t.is("interactively", "in_an_interactive_session", "in_a_normal_session", "in_an_interactive_run", "in_an_interactive_setting", "in_interactive_mode"):
			return span{i, i + 1}, true
		case t.is("in", "with", "from") && r.at(i+1).is("an", "a") && r.at(i+2).is("interactive", "live", "normal", "attended"):
			return span{i, i + 3}, true
		case t.is("in") && r.at(i+1).is("an", "a") && r.at(i+2).is("real", "actual", "typical", "regular", "usual", "genuine") && isExchangeSetting(r.at(i+3)):
			return span{i, i + 4}, true // "in a real conversation I would ask"
		case t.is("if") && r.at(i+1).is("this", "it") && r.at(i+2).is("were", "was") && r.at(i+3).is("an", "a") &&
			r.at(i+4).is("interactive", "live", "real", "normal", "two-way", "real-time") && isExchangeSetting(r.at(i+5)):
			return span{i, i + 6}, true // "if this were a live conversation, I'd ask"
		case t.is("if") && r.at(i+1).is("this", "it") && r.at(i+2).is("were", "was") && r.at(i+3).is("interactive", "live", "attended", "synchronous") && (r.at(i+4).k.has(kComma) || r.at(i+4).is("i")):
			return span{i, i + 4}, true // "if this were interactive, I'd ask you"
		}
	}
	return span{}, false
}

// isExchangeSetting: a setting in which the person answers ("a real
// conversation", "a live session").
func isExchangeSetting(t token) bool {
	return t.is("scenario", "conversation", "session", "setting", "situation", "interaction", "engagement", "chat", "exchange", "run", "context")
}

// conditionBefore finds an unreal condition before the wish at wh: a
// clause opening with "given", "had", "were", "if", "with" that names a way
// to reach the person or an act of asking. It returns the condition's
// opening word and the act.
func (r *sentenceReader) conditionBefore(wh int) (span, event, bool) {
	for i := 0; i < wh; i++ {
		t := r.at(i)
		atStart := i == 0 || r.at(i-1).isBoundary() || r.at(i-1).k.has(kComma|kBreak|kSo)
		if !atStart || !t.is("given", "with", "had", "were", "provided", "if", "absent", "assuming") {
			continue
		}
		_, end := r.clauseOf(i)
		// The act is the condition's, before the wish: "had the ticket
		// been unclear I'd have asked" wishes with no condition about
		// reaching anyone.
		for j := i + 1; j < min(end, wh) && j < i+2*window; j++ {
			if ev, ok := r.eventAt(j); ok {
				return span{i, i + 1}, ev, true
			}
			// "had you been available", "were the user reachable": the
			// person reachable.
			if e, kind, ok := r.personAt(j); ok && !r.at(j).is("them", "him", "her") {
				v := e
				if r.at(v).is("had") && r.at(v+1).is("been") {
					v++ // "if you had been around"
				}
				if r.at(v).is("been", "be", "was", "were", "is") {
					v++
				}
				if x := r.at(v); v > e && x.k.has(kAvail|kActAdj) && !x.is("open", "present") || x.is("around", "reachable", "available", "online") {
					return span{i, i + 1}, event{act: span{e, v + 1}, addr: span{j, e}, actKind: "the person reachable", addrKind: kind}, true
				}
			}
		}
	}
	return span{}, event{}, false
}

// butUnable: after a wish, a "but …" clause naming why not: an inability,
// an absence, the tool unavailable, subagents' inability.
func (r *sentenceReader) butUnable(wh int) (span, bool) {
	for i := wh + 1; i < len(r.ts); i++ {
		t := r.at(i)
		if !t.is("but", "however", "though", "although", "unfortunately", "yet", "except", "alas") && !(t.is("which") && r.at(i-1).k.has(kComma)) {
			continue // ", which this sandbox doesn't allow" says why not, too
		}
		for j := i + 1; j < len(r.ts) && j < i+3*window; j++ {
			x := r.at(j)
			switch {
			case x.is("can", "could") && r.notAfter(j) > 0,
				x.k.has(kUnable | kUnavail | kFail),
				x.k.has(kNot) && r.at(j+1).k.has(kAble|kAvail|kHere|kActAdj),
				x.k.has(kNo) && (r.channelWithin(j+1, j+3) || r.at(j+1).k.has(kToolHead|kTool)),
				x.k.has(kNobody):
				return span{i, j + 1}, true
			}
			if x.is("nothing") && (r.at(j+1).is("left", "more", "further", "else") || r.at(j+1).is("to") && r.at(j+2).is("decide", "ask", "settle", "choose", "pick", "confirm")) {
				return span{}, false // "…, but the brand sheet pins every hex, so there was nothing left to decide": nothing to ask
			}
			if _, ok := r.markerAt(j, min(j+4, len(r.ts))); ok {
				return span{i, j + 1}, true
			}
		}
		return span{}, false
	}
	return span{}, false
}

// failedAttempt reads "I tried to raise this with you via AskUserQuestion,
// but the call was rejected", "my attempt to put this to you came back with
// an error", "I reached for the question tool and got an error back": an
// attempt at an act of asking (the question tool needs no word of trying)
// followed by its failure.
func (r *sentenceReader) failedAttempt() (deferral, bool) {
	for i := range r.ts {
		ev, ok := r.eventAt(i)
		if !ok {
			// "Attempted to surface the question, but…": asking, as
			// what was tried.
			if ev, ok = r.questionActAt(i); !ok {
				continue
			}
		}
		attempt := -1
		for j := i - 1; j >= 0 && j >= i-window; j-- {
			if r.at(j).k.has(kAttempt) && !r.at(j).is("request") {
				attempt = j // the first of "tried calling"
			}
		}
		if attempt < 0 && ev.actKind != "the question tool" {
			continue
		}
		from := ev.act.j
		if !ev.addr.empty() {
			from = max(from, ev.addr.j)
		}
		for j := from; j < len(r.ts) && j < from+3*window; j++ {
			mk, ok := r.negativePredicateAt(j)
			if !ok && attempt >= 0 && r.at(j).is("but") {
				// "I tried to raise it through the question tool, but
				// the call came back …, so I went with X": the "but" says
				// the attempt failed, the choice what came of it.
				r.facts()
				mk, ok = marker{span{j, j + 1}, "failure"}, r.choice
			}
			if !ok || mk.kind != "failure" && (attempt < 0 || mk.kind != "unavailable" && mk.kind != "inability (passive)") {
				continue
			}
			subj := i
			if attempt >= 0 {
				subj = attempt
			}
			w, ws := r.subjectOf(subj)
			if r.at(subj-1).is("my", "our") {
				w, ws = whoSelf, span{subj - 1, subj}
			}
			if e := ev.act.j; r.at(e).is("i") && (isPastVerb(r.at(e+1)) || r.at(e+1).is("sent", "made", "issued", "tried")) {
				w, ws = whoSelf, span{e, e + 1} // "the ask-user call I made was denied"
			}
			mk = marker{span{subj, mk.s.j}, "failed attempt"}
			if w == whoOther || w == whoAgents || !r.decide(w, ev, mk) {
				break
			}
			return r.explain(w, ws, mk, ev), true
		}
	}
	return deferral{}, false
}
