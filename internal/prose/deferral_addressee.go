package prose

import "strings"

// Addressee: the person an act is addressed to (you, the user, the
// requester), as the head of its noun phrase, and asked rather than asked to
// do something.

// personAt reads an addressee starting at token i: you, the user (as a
// head noun), the requester, whoever asked. It returns where it ends.
func (r *sentenceReader) personAt(i int) (int, string, bool) {
	t := r.at(i)
	switch {
	case t.k.has(kYou):
		return i + 1, "the reader", true
	case t.is("them", "him", "her") && r.personBefore(i):
		return i + 1, "the person, named before", true
	case t.k.has(kYour) && r.at(i+1).is("attention", "side", "end"):
		return i + 2, "the reader", true
	case t.k.has(kIndef):
		// "anyone on the infra team" is someone else.
		if n := r.at(i + 1); n.is("on", "at", "in", "from", "outside") && r.at(i+2).k.has(kDet) && !r.at(i+3).k.has(kRunNoun) {
			return 0, "", false
		}
		return i + 1, "anyone", true
	}
	j := i
	for k := 0; k < 2 && r.at(j).k.has(kDet) && !r.at(j).k.has(kPerson); k++ {
		j++
	}
	for k := 0; k < 2 && isPersonAdjective(r.at(j)) && (r.at(j+1).k.has(kPerson) || isPersonAdjective(r.at(j+1))); k++ {
		j++ // "the actual user", not "the human who asked"
	}
	p := r.at(j)
	// "the person who filed this", "the one who asked for it": whoever
	// gave the agent its task.
	if r.at(j-1).is("the") && p.is("person", "one", "individual", "colleague", "engineer", "developer", "teammate", "human", "user", "reviewer", "maintainer", "designer", "lead", "manager", "stakeholder", "reporter") &&
		r.at(j+1).is("who", "that") && isRequesterVerb(r.at(j+2)) && r.isTaskObject(j+3) {
		e := j + 3
		if r.at(e).is("me", "us") && r.at(e+1).k.has(kDet) && r.isTaskObject(e+1) {
			e += 3 // "the person who assigned me this issue"
		}
		return e, "the requester", true
	}
	if r.at(j-1).is("the", "one", "only") && p.is("person", "one", "human") && r.at(j+1).is("who", "that") && r.at(j+2).is("could", "can") &&
		r.at(j+3).is("rule", "decide", "approve", "sign", "answer", "confirm", "say", "weigh", "settle", "make") {
		return j + 1, "the person", true // "the one person who could rule on brand fonts": whose word the work needed
	}
	if r.at(j-1).is("the") && p.is("person", "one", "human", "people", "folks") && r.at(j+1).is("behind") && r.isTaskObject(j+2) {
		e := j + 3
		if r.at(j + 2).k.has(kDet) {
			e++
		}
		return e, "the requester", true // "the person behind the ticket"
	}
	if r.at(j-1).is("the") && r.at(j).is("issue", "ticket", "request", "pr", "task") && r.at(j+1).is("author", "reporter", "opener", "filer") {
		return j + 2, "the requester", true // "the issue author"
	}
	if r.at(j).is("issue", "ticket", "request", "pr", "task") && r.at(j+1).k.has(kPoss) && r.at(j+2).is("author", "reporter", "opener", "filer") && r.at(j-1).is("the", "this") {
		return j + 3, "the requester", true // "the issue's author"
	}
	if isIssueKey(r.at(j).w) && r.at(j+1).k.has(kPoss) && r.at(j+2).is("author", "reporter", "opener", "filer", "requester") {
		return j + 3, "the requester", true // "FIN-77's author"
	}
	if r.at(j-1).is("the") && r.at(j).is("author", "reporter", "opener", "filer", "requester") && r.at(j+1).is("of") && (isIssueKey(r.at(j+2).w) || r.at(j+2).is("the", "this") && r.at(j+3).is("issue", "ticket", "request", "pr", "task")) {
		e := j + 3
		if !isIssueKey(r.at(j + 2).w) {
			e++
		}
		return e, "the requester", true // "the author of FIN-77", "the reporter of the issue"
	}
	if r.at(j-1).is("its") && r.at(j).is("author", "reporter", "opener", "filer") && r.taskNamedBefore(j-1) {
		return j + 1, "the requester", true // "… in the issue could not be clarified with its author"
	}
	if r.ownersRoleAt(j) {
		return j + 1, "the person", true // "the owner", "the repo maintainer": whose work it is
	}
	if r.at(j).is("repo", "repository", "project") && r.ownersRoleAt(j+1) {
		return j + 2, "the person", true // "the repo owner", read from its first word
	}
	if !p.k.has(kPerson) {
		return 0, "", false
	}
	if p.is("whoever") {
		// "whoever asked for this": the clause that names them.
		end := j + 1
		for end < len(r.ts) && end < j+6 && !r.at(end).isBoundary() && !r.at(end).k.has(kComma) && !(end > j+1 && r.at(end).k.has(kAux|kNot|kCan)) {
			end++
		}
		return end, "the requester", true
	}
	if !r.headsNounPhrase(j) {
		return 0, "", false
	}
	return j + 1, "the person", true
}

// personBefore: a person word stands shortly before i ("the requester …
// no way to ping them").
func (r *sentenceReader) personBefore(i int) bool {
	for j := i - 1; j >= 0 && j >= i-2*window; j-- {
		if t := r.at(j); t.k.has(kPerson) && !t.is("whoever") && r.headsNounPhrase(j) || t.is("person") && r.at(j+1).is("who") {
			return true // not "the user's manager", "the user table"
		}
	}
	return false
}

// isTaskObject: what a requester asked for, filed or gave at i: this task
// ("this", "it", "me", "the ticket", "for this"), or nothing more.
func (r *sentenceReader) isTaskObject(i int) bool {
	t := r.at(i)
	switch {
	case i >= len(r.ts), t.isBoundary(), t.k.has(kComma | kSo | kBreak), t.is("this", "it", "me", "us"), isIssueKey(t.w):
		return true // ("the person who filed CAT-207")
	case t.is("for", "off", "up") && !r.at(i+1).is("for", "off", "up"):
		return r.isTaskObject(i + 1)
	case t.k.has(kDet):
		return r.at(i+1).is("ticket", "task", "request", "brief", "job", "story", "card", "issue", "change", "work", "run",
			"review", "audit", "fix", "report", "bug", "pr", "migration", "scan", "feature", "upgrade", "refactor", "investigation", "analysis", "update", "build", "release",
			"rename", "cleanup", "redesign", "rewrite", "tweak", "spike", "prototype", "port", "backport", "hotfix", "patch", "rollout")
	}
	return false
}

// isRequesterVerb: what the requester did ("who filed this", "who asked
// for it").
func isRequesterVerb(t token) bool {
	return t.is("asked", "filed", "requested", "opened", "raised", "wrote", "assigned", "created", "submitted", "sent",
		"dispatched", "started", "launched", "commissioned", "reported", "kicked", "briefed", "gave", "delegated", "invoked", "spawned",
		"queued", "scheduled", "triggered", "ordered", "initiated")
}

// isPersonAdjective: words that may stand before the person ("the actual
// user", "a live human").
func isPersonAdjective(t token) bool {
	return t.is("actual", "real", "live", "human", "original", "end", "requesting", "current", "same")
}

// headsNounPhrase: the person word at j is the head of its noun phrase,
// not a modifier of the next word ("the user service", "user input
// validation"). Only a word known to follow a head (a verb's auxiliary, a
// preposition, an adverb, punctuation) keeps it the person: an unknown next
// word is read as the noun it modifies.
func (r *sentenceReader) headsNounPhrase(j int) bool {
	if j+1 >= len(r.ts) {
		return true
	}
	n := r.at(j + 1)
	switch {
	case n.k.has(kPoss):
		return false // "the user's config": its need is read by needAt
	case n.k.has(kPunct | kComma | kAux | kNot | kAdv | kTime | kWh | kBreak | kSo | kPrepTo | kPrepWith | kPrepBy | kPrepFrom | kHere):
		return true
	case n.k.has(kActDirect|kActWith|kActTo|kActBy|kActGet|kChoice) && !n.k.has(kNeed|kActNoun|kChannel|kToolHead):
		return true
	case n.is("anything", "something", "everything", "anyone", "anybody", "whilst", "meant", "wanted", "needed", "said", "asked"),
		n.k.has(kDet) && !n.is("that", "its", "his", "her", "their"), isMidWork(n):
		return true // "couldn't ask the user anything", "the user mid-analysis": what is asked, or when, follows
	case isPastVerb(n) && !n.k.has(kChoice|kActGet|kNeed) && !isParticipleModifier(n) && !isSignOff(n) && !n.is("went", "gone", "stepped", "left", "signed") && !r.at(j+2).k.has(kPerson|kRunNoun):
		// "the user meant", "whoever the user dispatched": a verb in the
		// past follows its subject ("the user-defined field" is one word,
		// "the user provided values" a modifier, kept apart below).
		return true
	case isAbsenceWord(n) || isSleepWord(n) || n.is("out", "out_of", "out_of_office", "ooo") && !r.at(j+2).is("of"):
		return true // "With the PM out sick", "Requester unavailable"
	case n.is("who", "who'd", "who's", "who've", "who'll", "that", "directly", "themselves", "himself", "herself", "about", "for", "of", "over", "via", "through", "until", "till", "unless", "except", "instead", "xx") || isMidTask(n),
		n.is("within", "inside", "outside", "beyond", "throughout", "without", "w/o", "despite", "behind", "around", "under", "after", "beforehand", "whatsoever"),
		n.is("twice", "thrice", "again", "repeatedly", "2x", "3x", "earlier", "yesterday", "overnight"): // "pinged the owner twice"
		// "the user within this context": a preposition follows the head.
		return true
	}
	return false
}

// needAt reads what the person gives, starting at i: "your sign-off", "the
// user's input", "a decision" (only a person decides), "input from you".
// It returns where it ends and the addressee's span.
func (r *sentenceReader) needAt(i int) (end int, addr span, ok bool) {
	j := i
	switch t := r.at(j); {
	case t.k.has(kYour):
		j++
		addr = span{j - 1, j}
	case t.k.has(kPerson) && r.at(j+1).k.has(kPoss):
		addr = span{j, j + 1}
		j += 2
	case t.k.has(kDet) && r.at(j+1).k.has(kPerson) && r.at(j+2).k.has(kPoss):
		addr = span{j, j + 2}
		j += 3
	}
	for k := 0; k < 3 && (r.at(j).k.has(kDet|kAdv) || isNeedAdjective(r.at(j))) && !r.at(j).k.has(kNeed); k++ {
		j++
	}
	// "user input", "human sign-off": the person as the need's modifier.
	if r.at(j).is("user", "human", "operator", "requester") && r.at(j+1).k.has(kNeed) {
		addr = span{j, j + 1}
		j++
	}
	n := r.at(j)
	// "your view", "the requester's view": what only a person gives, as
	// theirs.
	// "a call from you": what only a person gives, from the reader.
	fromYou := addr.empty() && r.at(j+1).k.has(kPrepFrom) && r.at(j+2).k.has(kYou)
	if !n.k.has(kNeed) && !(n.k.has(kNeedYour) && (fromYou || !addr.empty() && (r.at(addr.i).k.has(kYour) || !n.is("call")))) {
		return 0, span{}, false
	}
	end = j + 1
	if !r.at(end).k.has(kPrepFrom) && end < len(r.ts) && !r.headsNeed(end) {
		return 0, span{}, false
	}
	if addr.empty() && r.at(end).k.has(kPrepFrom) {
		e, _, ok := r.personAt(end + 1)
		if !ok {
			return 0, span{}, false // "sign-off from legal": someone else's
		}
		addr = span{end + 1, e}
		end = e
	}
	if addr.empty() && !n.k.has(kNeedStrong) && !isMidTask(r.at(end)) {
		// ("input mid-task": only the person gives it while a run is on)
		return 0, span{}, false
	}
	return end, addr, true
}

// headsNeed: the need word before i is the head of its phrase ("your
// input" and not "your input file").
func (r *sentenceReader) headsNeed(i int) bool {
	n := r.at(i)
	return n.k.has(kPunct|kComma|kAux|kNot|kAdv|kTime|kWh|kBreak|kSo|kPrepTo|kPrepWith|kPrepBy|kPrepFrom|kHere|kAble|kAvail|kUnavail) ||
		n.is("on", "about", "for", "of", "in", "inside", "within", "during", "before", "regarding", "re", "over", "whether", "xx") || isMidTask(n)
}

func isNeedAdjective(t token) bool {
	return t.is("explicit", "direct", "real-time", "live", "further", "more", "additional", "timely", "interactive", "quick", "clear", "final", "formal", "human", "actual", "proper", "firm", "definitive", "definite", "own", "written",
		"two", "three", "four", "both", "couple", "few")
}

// decisionVerbs are what asking someone "to" do makes a question ("ask
// you to confirm"), not a request ("ask you to run the tests").
func isDecisionVerb(t token) bool {
	return t.is("confirm", "decide", "choose", "pick", "clarify", "approve", "weigh", "sign", "settle", "answer",
		"tell", "select", "specify", "indicate", "advise", "say", "let", "verify", "vote", "review-and-approve", "okay", "ok")
}

// namesPerson: the sentence names the reader ("you", "your input") or the
// person as a head noun.
func (r *sentenceReader) namesPerson() bool {
	if r.person == 0 {
		r.person = 1
		for j, t := range r.ts {
			*r.ops++
			if t.k.has(kYou|kYour) || t.k.has(kPerson) && r.headsNounPhrase(j) {
				r.person = 2
				break
			}
		}
	}
	return r.person == 2
}

// isNeedAt: "for input", "for a decision", "for clarification".
func (r *sentenceReader) isNeedAt(i int) bool {
	for k := 0; k < 2 && r.at(i).k.has(kDet|kYour); k++ {
		i++
	}
	return r.at(i).k.has(kNeed)
}

// isRequest: after "ask <person>", "to <verb>" that is not deciding ("ask
// you to run the tests").
func (r *sentenceReader) isRequest(e int) bool {
	if !r.at(e).is("to") {
		return false
	}
	v := e + 1
	if r.at(v).k.has(kAdv) {
		v++
	}
	return !isDecisionVerb(r.at(v))
}

// addrIsRequester: the event's addressee is whoever gave the agent its
// task ("whoever requested the fix", "its requester").
func (r *sentenceReader) addrIsRequester(ev event) bool {
	if ev.addrKind == "the requester" {
		return true
	}
	for j := ev.addr.i; j < ev.addr.j; j++ {
		if r.at(j).is("requester", "requestor", "requesting_party") {
			return true
		}
	}
	return false
}

// addrIsOwner: the event's addressee owns the work, and its word was
// needed: "the PM", "the repo owner" (ownersRoleAt) are no product's
// users.
func (r *sentenceReader) addrIsOwner(ev event) bool {
	for j := ev.addr.i; j < ev.addr.j; j++ {
		if r.ownersRoleAt(j) {
			return true
		}
	}
	return false
}

// keptAsItWasAfter: the clause after j keeps things as they were ("so
// the feature stays dark", "so the flag remains off"): waiting on a
// process, no pick.
func (r *sentenceReader) keptAsItWasAfter(j int) bool {
	for k := j; k < len(r.ts) && k < j+2*window && !r.at(k).isBoundary() && !r.at(k).is(";"); k++ {
		if r.at(k).is("stays", "stay", "stayed", "remains", "remain", "remained", "waits", "waited", "waiting") {
			return true
		}
	}
	return r.keptWaitingOrRecordedAfter(j)
}

// addrIsReader: the event's addressee is the reader ("you", "your").
func (r *sentenceReader) addrIsReader(ev event) bool {
	return !ev.addr.empty() && r.at(ev.addr.i).k.has(kYou|kYour)
}

// personBack reads the person phrase ending at h ("the requester", "the
// end user").
func (r *sentenceReader) personBack(h int) (span, string, bool) {
	for j := h; j >= 0 && j >= h-3; j-- {
		if e, kind, ok := r.personAt(j); ok && e == h+1 {
			return span{j, e}, kind, true
		}
	}
	return span{}, "", false
}

// ownersRoleAt: the word at j names the person whose work it is by role
// ("the owner", "the repo maintainer", "the founder", "the PM"), not
// another's ("the maintainer of libfoo", "the upstream maintainer", "the
// owner of the lock", "the maintainers" of a project it forked).
func (r *sentenceReader) ownersRoleAt(j int) bool {
	// A report's fragment drops the article: "Maintainer not askable
	// from this runner", "— owner offline".
	fragment := (j == 0 || r.at(j-1).isBoundary() || r.at(j-1).is("—", "–", "-", ":", ";", "(")) &&
		(isAbsenceWord(r.at(j+1)) || r.at(j+1).k.has(kNot) && r.at(j+2).k.has(kActAdj|kAvail))
	// Or after "from" in a log line: "still nothing from owner → …".
	n := r.at(j + 1)
	fragment = fragment || r.at(j-1).is("from") && (j+1 >= len(r.ts) || n.isBoundary() || n.k.has(kComma|kSo) || n.is("→", "->", ";", "—", "–", "-", "yet", "re", "about", "on", "since", "after", "overnight", "so"))
	if !r.at(j).is("owner", "maintainer", "founder", "pm") ||
		!r.at(j-1).is("the", "repo", "repository", "project", "our", "my") && !fragment || r.at(j+1).is("of", "at", "from", "for") || !r.headsNounPhrase(j) && !isAbsenceWord(r.at(j+1)) && !fragment {
		return false
	}
	for _, t := range r.ts {
		if t.is("upstream", "library", "library's", "package", "package's", "dependency", "dependency's", "vendor", "vendor's", "fork", "forked", "forking", "third-party") {
			return false
		}
	}
	return true
}

// taskNamedBefore: the sentence names a task before i ("the issue", "the
// ticket", "this PR", a key such as "INFRA-412"), whose author "its
// author" is.
func (r *sentenceReader) taskNamedBefore(i int) bool {
	for j := 0; j < i; j++ {
		if r.at(j).is("issue", "ticket", "request", "pr", "task", "brief", "spec", "story") || isIssueKey(r.at(j).w) {
			return true
		}
	}
	return false
}

// isParticipleModifier: a participle that, after "user", makes a compound
// modifier of a thing ("user supplied values", "user based pricing"), not
// a verb whose subject is the person.
func isParticipleModifier(t token) bool {
	return t.is("based", "related", "defined", "generated", "owned", "supplied", "provided", "specified", "submitted", "created", "entered",
		"selected", "configured", "managed", "facing", "centered", "centred", "focused", "initiated", "triggered", "uploaded", "authored", "driven", "assigned", "scoped", "level", "visible", "controlled")
}

// isIssueKey: a ticket's or an issue's key ("cat-207", "#412", "gh-45").
func isIssueKey(w string) bool {
	if strings.HasPrefix(w, "#") {
		return len(w) > 1 && strings.Trim(w[1:], "0123456789") == ""
	}
	p, n, ok := strings.Cut(w, "-")
	return ok && p != "" && n != "" && strings.Trim(p, "abcdefghijklmnopqrstuvwxyz") == "" && strings.Trim(n, "0123456789") == ""
}
