package prose

import "strings"

// Who: whose inability a marker states (the agent, an impersonal statement
// about its own run, another party).

// subjectOf reads who a marker at m belongs to: the words before it in its
// clause, past auxiliaries and adverbs; a clause with none takes the main
// clause's subject after a fronted one ("Unable to ask you, I chose…"), or
// the sentence's first subject after "and".
func (r *sentenceReader) subjectOf(m int) (who, span) {
	start, end := r.clauseOf(m)
	start = max(start, m-2*window) // a subject stands near its verb
	if r.at(m).is("without", "w/o", "lacking", "absent", "sans", "barring", "short_of", "in_the_absence_of", "for_want_of", "for_lack_of") {
		if m == 0 && end < len(r.ts) && r.at(end).k.has(kComma) {
			// Fronted, the main clause's subject: "Absent any means of
			// reaching the requester, I scoped the change".
			if w, s := r.subjectBeyond(start, end, m); w == whoSelf {
				return w, s
			}
			n := end + 1
			if r.at(n).k.has(kDet) {
				n++
			}
			if t := r.at(n); t.k.has(kOther) && !t.k.has(kAgent|kSelf) {
				return whoOther, span{n, n + 1} // "Without a way to ask you, the CLI exits"
			}
		}
		return r.absenceSubject(start, m)
	}
loop:
	for j := m - 1; j >= start; j-- {
		if p := r.at(j - 2); r.at(j-1).k.has(kDet) && p.is("in", "within", "inside", "under", "across", "for") && j-3 >= start {
			if a := r.at(j - 3); a.k.has(kAgent) && strings.HasSuffix(a.w, "s") {
				j -= 2 // "Subagents in this setup have no way…": the phrase qualifies them
				continue
			}
		}
		w, s, step := r.subjectWordAt(j, start, m)
		switch step {
		case subjectFound:
			return w, s
		case subjectFronted:
			break loop
		}
	}
	return r.subjectBeyond(start, end, m)
}

// subjectStep is what a word before a marker says of its subject.
type subjectStep int

const (
	subjectFound   subjectStep = iota // the word is, or names, the subject
	subjectSkip                       // an adverb or auxiliary: read on
	subjectFronted                    // a fronted clause: the subject is beyond it
)

// absenceSubject reads who a prepositional absence belongs to ("chosen
// without being able to check with you"): the agent only if it is named in
// the clause; the clause's subject when that is another party ("subagents
// run without a way to prompt the user", "the CLI exits without…").
func (r *sentenceReader) absenceSubject(start, m int) (who, span) {
	for j := start; j < m; j++ {
		if t := r.at(j); t.k.has(kSelf) && !t.is("my", "our", "me", "us") {
			return whoSelf, span{j, j + 1}
		}
		if r.ownWritingAt(j) && (j-1 == start || r.clauseOpensAt(j-1)) {
			return whoSelf, span{j - 1, j + 1} // "this note was produced without a user channel"
		}
	}
	// The clause's first word, or the noun the absence qualifies ("the
	// docs say a subagent without the tool should…").
	for _, j := range [2]int{r.firstWordOf(start, m), m - 1} {
		if j < start {
			continue
		}
		t := r.at(j)
		switch {
		case t.k.has(kAgent) && !r.at(j-1).is("this") && !r.selfAfter(j):
			if w, ws := r.agentNamed(j); w == whoAgents {
				return w, ws
			}
		case t.k.has(kOther) && !t.is("it") && !t.k.has(kAgent):
			return whoOther, span{j, j + 1}
		}
	}
	return whoImpersonal, span{}
}

// subjectWordAt reads the word at j, before the marker at m in a clause
// that starts at start, as its subject.
func (r *sentenceReader) subjectWordAt(j, start, m int) (who, span, subjectStep) {
	t := r.at(j)
	switch {
	case r.ownWritingAt(j):
		// "This note cannot ask, so the questions live here": the writer,
		// through what it writes.
		return whoSelf, span{j - 1, j + 1}, subjectFound
	case t.k.has(kAdv|kAux|kCan|kNot) && !t.k.has(kSelf|kAgent|kOther) || t.is("only", "personally", "truly", "genuinely", "even", "simply", "literally"),
		j == m-1 && t.is("offers", "offered", "provides", "provided", "gives", "gave", "affords", "afforded", "leaves", "left", "includes", "included"):
		// "the run offers no way back", "this task left no opening"
		return whoOther, span{}, subjectSkip
	case t.k.has(kSelf):
		return selfOrWe(t), span{j, j + 1}, subjectFound
	case t.is("this", "these", "writing") || r.at(j-1).is("this", "these") && t.k == 0 && j-1 > start:
		// "the agent writing this had no means…", "the assistant
		// handling this ticket had no way…": the writer.
		for k := j - 1; k >= start && k >= j-4; k-- {
			if r.at(k).k.has(kAgent) && r.selfAfter(k) {
				return whoSelf, span{k, j + 1}, subjectFound
			}
		}
	case t.is("it") && r.itIsSomeone(j):
	case t.is("it") && r.itIsAThing(j):
		// "It is NOT reachable from this sandbox": what "it" points back
		// to (a host, a database) is unreachable, not the person.
		return whoOther, span{j, j + 1}, subjectFound
	case t.is("there", "it"):
		return whoImpersonal, span{j, j + 1}, subjectFound
	case isRequesterVerb(t) && r.at(j-1).k.has(kYou) && r.at(j-2).k.has(kAgent):
		// "the research subagent you dispatched could not…": the writer,
		// as the reader knows it.
		return whoSelf, span{j - 2, j + 1}, subjectFound
	case t.k.has(kRunNoun) && !t.k.has(kAgent) && r.runOfAKindAt(j, start) >= 0:
		// "a label-triggered job has no road back to whoever filed the
		// issue, so I read it as…": runs of its kind in general, which
		// excuse its own choice only (decide).
		return whoAgents, span{r.runOfAKindAt(j, start), j + 1}, subjectFound
	case t.k.has(kAgent) || t.k.has(kRunNoun) && r.at(j-1).is("this"):
		if r.at(j-1).is("this") || r.selfAfter(j) {
			return whoSelf, span{j - 1, j + 1}, subjectFound
		}
		if t.k.has(kRunNoun) && !t.k.has(kAgent) {
			return whoOther, span{j, j + 1}, subjectFound
		}
		w, s := r.agentNamed(j)
		return w, s, subjectFound
	case r.at(j-1).is("the") && t.is("run", "session", "task", "job", "sandbox", "container", "context", "invocation", "execution"):
		// "the run offers no way back to the requester": a run, most
		// likely its own; the sentence decides.
		return whoImpersonal, span{j - 1, j + 1}, subjectFound
	case t.k.has(kYou):
		// "you can't prompt the user from a hook"
	case t.k.has(kChannel | kNeed | kActNoun | kPerson | kTool):
		return whoImpersonal, span{j, j + 1}, subjectFound
	case t.is(")"):
		// "docs-bot (that's me) couldn't…", "the reviewer (this agent)".
		if w, s := r.parentheticalSelf(j); w == whoSelf {
			return w, s, subjectFound
		}
		w, s := r.elidedSubject(j, m)
		return w, s, subjectFound
	case t.isBoundary() || t.k.has(kComma|kBreak|kSo) || t.is("so"):
		w, s := r.elidedSubject(j, m)
		return w, s, subjectFound
	case t.k.has(kDet) && j == m-1 && (r.at(m).is("lack", "absence", "nothing") || r.at(m).k.has(kUnable|kUnavail) && !r.at(m).is("unable", "incapable")):
		// "The lack of any way to consult you": a noun, no subject.
		return whoImpersonal, span{}, subjectFound
	case t.is("to", "of") && r.at(j-1).is("owing", "due", "thanks", "because"),
		t.is("with", "without", "given", "absent", "having", "lacking", "being", "due", "after", "before", "when", "while", "once", "until", "lack"):
		// A fronted clause ("owing to no channel back to the requester"):
		// its subject is the main clause's.
		return whoOther, span{}, subjectFronted
	case r.at(j-1).is("my", "our") && (t.k.has(kRunNoun) || t.is("toolset", "tool", "tools", "toolbox", "toolkit", "tool-set", "permissions", "harness", "config", "configuration")):
		return whoSelf, span{j - 1, j + 1}, subjectFound
	case t.k == 0 && r.firstWordOf(start, m) == j && !strings.HasSuffix(t.w, "ing"):
		// A name the lexicon does not know, opening the clause
		// ("deploy-bot had no means of…", "ImageAudit could not…").
		return whoNamed, span{j, j + 1}, subjectFound
	}
	return whoOther, span{j, j + 1}, subjectFound
}

// subjectBeyond reads the subject of a clause with none before its marker:
// "The reviewer (this agent) could not…", a clause after "and", or a
// fronted clause ("Unable to ask the user, I chose…", "Without a way to
// reach you, we…"): the subject of the clause after it.
func (r *sentenceReader) subjectBeyond(start, end, m int) (who, span) {
	if start > 0 {
		if b := r.at(start); b.is(")") || r.at(start-1).is(")") {
			if w, s := r.parentheticalSelf(start); w == whoSelf {
				return w, s
			}
		}
		if w, s := r.elidedSubject(start, m); w != whoImpersonal || !s.empty() {
			return w, s
		}
	}
	if end < len(r.ts) && r.at(end).k.has(kComma) {
		if n := r.at(end + 1); n.k.has(kSelf) {
			return whoSelf, span{end + 1, end + 2}
		}
	}
	return whoImpersonal, span{}
}

// itIsSomeone: "it" at j is a program or another agent doing something
// ("it had no way to ask you", "its prompt says it cannot use the tool"),
// not the "it" of "it wasn't possible to ask you"; unless the sentence
// names the agent itself before it ("this agent …, and it could not").
func (r *sentenceReader) itIsSomeone(j int) bool {
	if r.at(j+1).is("is", "was", "were", "'s", "seems", "seemed", "would", "will", "might", "may") {
		return false // "it was not possible", "it would have been quicker to ask you"
	}
	for k := 0; k < j; k++ {
		if t := r.at(k); t.k.has(kSelf) && !t.is("we", "us", "our") || t.k.has(kAgent) && (r.at(k-1).is("this") || r.selfAfter(k)) {
			return false
		}
	}
	return true
}

// ownWritingAt: the word at j, after "this", is what the agent is writing
// ("this note", "this report", "this handoff"): the writer speaking of
// itself through it.
func (r *sentenceReader) ownWritingAt(j int) bool {
	return r.at(j-1).is("this") && r.at(j).is("note", "report", "document", "handoff", "writeup", "write-up", "summary", "memo", "file", "response", "reply", "answer", "message",
		"doc", "design", "plan", "proposal", "spec", "draft",
		// the writer by its role: "this reviewer", "this researcher"
		"reviewer", "researcher", "auditor", "analyst", "planner", "implementer", "investigator", "worker", "helper", "triager", "writer", "author")
}

// itIsAThing: "it" at j points back to a thing said of with an adjective
// of reaching ("it is not reachable from here", "it wasn't accessible"),
// not the "it" that stands in for what follows ("it was not possible to
// ask you", "it isn't feasible for me to check"), which an infinitive or a
// that-clause after the adjective gives away.
func (r *sentenceReader) itIsAThing(j int) bool {
	k := j + 1
	if !r.at(k).is("is", "was", "were", "'s", "seems", "seemed", "remains", "remained", "stays", "stayed") {
		return false
	}
	k++
	for n := 0; n < 3 && (r.at(k).k.has(kNot|kAdv) || r.at(k).is("currently", "still", "even", "reliably")); n++ {
		k++
	}
	a := r.at(k)
	if !a.k.has(kActAdj) && !a.is("unreachable", "accessible", "inaccessible", "contactable", "uncontactable", "online", "offline", "available", "unavailable") {
		return false
	}
	for m := k + 1; m < len(r.ts) && m <= k+4; m++ {
		x := r.at(m)
		if x.is("to", "that") || x.k.has(kYou|kPerson) {
			return false // "it is not possible to…", "reachable to you"
		}
		if x.isBoundary() || x.k.has(kComma|kSo|kBreak) {
			break
		}
	}
	return true
}

// firstWordOf is the first word of [start, m) past articles, adverbs and
// a label ending in a colon, or -1.
func (r *sentenceReader) firstWordOf(start, m int) int {
	for j := start; j < m; j++ {
		t := r.at(j)
		if t.isBoundary() || t.k.has(kComma|kDet|kAdv|kBreak|kSo) && !t.k.has(kSelf|kAgent|kOther) {
			continue
		}
		if isClockTime(t) || t.is("at", "around", "by") && isClockTime(r.at(j+1)) {
			continue // a log line's time: "02:25 rotated the key", "At 02:25 I …"
		}
		return j
	}
	return -1
}

// agentNamed reads the agent noun at j as the subject: "your triage
// agent" is the writer as the reader's; "the review agent" is one agent,
// which a report about its own run names so ("the review agent could not
// reach you, so it flagged…"); "subagents" are subagents in general.
func (r *sentenceReader) agentNamed(j int) (who, span) {
	t := r.at(j)
	for k := j - 1; k >= 0 && k >= j-3; k-- {
		d := r.at(k)
		switch {
		case d.is("other", "another", "second", "sibling", "parent", "previous", "upstream", "downstream", "first"):
			return whoAgents, span{k, j + 1} // another agent than the writer
		case d.k.has(kYour) && !t.k.has(kOther):
			return whoSelf, span{k, j + 1}
		case d.is("the") && !strings.HasSuffix(t.w, "s") && !t.k.has(kOther):
			// (a "bot" may be the product's: not read so)
			return whoAgent, span{k, j + 1}
		case d.k == 0 || d.k.has(kAgent|kOther|kRunNoun) && !d.k.has(kDet|kSelf):
			continue // "the code-review agent", "the docs bot"
		}
		break
	}
	return whoAgents, span{j, j + 1}
}

// selfAfter: an agent noun named as the agent itself ("a subagent such as
// myself", "the reviewer (me)").
func (r *sentenceReader) selfAfter(j int) bool {
	// "the agent writing this", "the subagent that wrote this report".
	if n := r.at(j + 1); strings.HasSuffix(n.w, "ing") && (r.at(j+2).is("this", "these") || r.at(j+2).is("on") && r.at(j+3).is("this", "these")) ||
		n.is("that", "who") && r.at(j+2).is("wrote", "produced", "sent", "authored", "is") && r.at(j+3).is("this", "these", "writing") {
		return true
	}
	for k := j + 1; k < j+4; k++ {
		if t := r.at(k); t.is("myself", "me") {
			return true
		} else if !t.is("such", "as", "like", "(", "i.e", "ie", "namely", ",") {
			return false
		}
	}
	return false
}

// parentheticalSelf reads "(this agent)" or "(me)" closing at or before
// token k.
func (r *sentenceReader) parentheticalSelf(k int) (who, span) {
	if !r.at(k).is(")") {
		k--
	}
	for j := k - 1; j >= 0 && j >= k-4; j-- {
		t := r.at(j)
		if t.is("(") {
			break
		}
		if t.k.has(kSelf) || t.is("this") && r.at(j+1).k.has(kAgent) {
			return whoSelf, span{j, k}
		}
	}
	return whoImpersonal, span{}
}

// elidedSubject reads a clause with no subject of its own, opened at the
// boundary b: after "and", "but", "so" it shares the first clause's
// subject ("I'm a subagent and can't ask the user").
func (r *sentenceReader) elidedSubject(b, m int) (who, span) {
	if b < 0 || b >= len(r.ts) || !r.at(b).is("and", "but", "so", "yet", "or") {
		return whoImpersonal, span{}
	}
	for j := 0; j < b && j < 4; j++ {
		t := r.at(j)
		if t.k.has(kSelf) && !t.is("my", "our", "me", "us") {
			return whoSelf, span{j, j + 1}
		}
		if !t.k.has(kAdv | kAux | kBreak | kComma) {
			break
		}
	}
	return whoImpersonal, span{}
}

// callerBefore reads who made the call whose act starts at i: "a subagent
// calling AskUserQuestion", "agents that invoke the tool" (subagents in
// general), "my call to …" (the agent).
func (r *sentenceReader) callerBefore(i int) (who, span) {
	j := i - 1
	for k := 0; k < 3 && (r.at(j).k.has(kAttempt|kDet) || r.at(j).is("that", "who", "which")); k++ {
		j--
	}
	switch t := r.at(j); {
	case j >= i-1:
		return whoImpersonal, span{}
	case t.k.has(kSelf):
		return selfOrWe(t), span{j, j + 1}
	case t.k.has(kAgent) && !r.at(j-1).is("this") && !r.selfAfter(j):
		return r.agentNamed(j)
	}
	return whoImpersonal, span{}
}

// qualifierAfter reads who a denied act is denied to: "to me", "for me",
// "here", "in this session" (the agent); "to subagents", "in -p mode"
// (others); nothing said.
func (r *sentenceReader) qualifierAfter(i int) (who, span) {
	_, end := r.clauseOf(max(i-1, 0))
	for j := i; j < end && j < i+window; j++ {
		t := r.at(j)
		switch {
		case t.k.has(kSelf):
			return whoSelf, span{j, j + 1}
		case r.isOwnRunAt(j):
			// "within this context", "this session", "here"
			e := j + 1
			for e < end && e < j+3 && (r.at(e).k.has(kDet|kRunNoun) && !r.at(e-1).k.has(kRunNoun) || r.at(e).is("current")) {
				e++
			}
			return whoSelf, span{j, e}
		case t.is("in", "inside", "within", "for", "to", "from", "under", "via", "through", "during", "outside", "by", "on"):
			n := r.at(j + 1)
			if n.k.has(kSelf) || r.isOwnRunAt(j+1) {
				return whoSelf, span{j, j + 2}
			}
			if r.otherAfterPrep(j+1, len(r.ts)) {
				return whoOther, span{j, j + 2}
			}
		}
	}
	return whoImpersonal, span{}
}

// otherAfterPrep: the words after a preposition name another party or
// setting ("inside subagents", "in plain -p mode", "for the CLI").
func (r *sentenceReader) otherAfterPrep(i, end int) bool {
	for j := i; j < end && j < i+3; j++ {
		t := r.at(j)
		switch {
		case t.is("this", "my", "our", "here", "it") || t.k.has(kSelf):
			// "it" after a preposition points back ("no one on it" of
			// "this session"): no party of its own.
			return false
		case t.k.has(kAgent) && r.selfAfter(j):
			return false // "to subagents like me": the agent itself
		case t.k.has(kAgent|kOther) || t.is("-p", "p", "--print", "headless", "ci", "print", "mode", "batch"):
			return true
		case t.k.has(kDet|kAdv) || t.is("plain", "non-interactive", "-", "general", "any"):
			continue
		case j > i && (t.k == 0 || strings.HasSuffix(t.w, "ing") && !t.k.has(kToolMod|kSelf|kYou|kPerson)):
			continue // a modifier: "during the checkout flow", "by the alerting bot"
		}
		return false
	}
	return false
}

// namesAgents: the words from i name agents or a mode of running them
// ("subagents", "the subagent context", "-p mode"), not a product's
// parts ("the checkout flow").
func (r *sentenceReader) namesAgents(i int) bool {
	for j := i; j < i+3; j++ {
		t := r.at(j)
		switch {
		case t.k.has(kAgent) || t.is("-p", "p", "--print", "headless", "ci", "print", "mode", "batch"):
			return true
		case t.k.has(kOther):
			return false
		}
	}
	return false
}

// selfOrWe: "we" and "us" may be a team or company; "I" is the agent.
func selfOrWe(t token) who {
	if t.is("we", "us", "ourselves") {
		return whoWe
	}
	return whoSelf
}

// runOfAKindAt: the run noun at j is named with "a" or "an" and its
// kind ("a label-triggered job", "a cron run"); it returns where the
// article stands (-1: not so).
func (r *sentenceReader) runOfAKindAt(j, start int) int {
	for k := j - 1; k >= start && k >= j-3; k-- {
		if d := r.at(k); d.is("a", "an") {
			return k
		} else if d.k != 0 && !d.k.has(kRunNoun) {
			return -1
		}
	}
	return -1
}
