package prose

import "strings"

// Acts done without the person's input (docs/CONTRACT.md §3b): "Merged
// with no sign-off from you", "Pinned without your approval", and what
// tells the agent's own act from another's.

// withoutTheirInput reads the agent acting without what only the person
// gives: "Proceeded without your sign-off on the schema change", "merged
// it without the user's approval", "went with B absent your input". A
// promise to wait ("I won't merge without your approval") and a product's
// rule ("nothing ships without your sign-off") are not the agent acting.
func (r *sentenceReader) withoutTheirInput() (deferral, bool) {
	for i := range r.ts {
		j := i + 1
		lieu := false
		switch {
		case r.at(i).is("in") && r.at(i+1).is("lieu") && r.at(i+2).is("of"):
			j, lieu = i+3, true // "In lieu of your input, I chose…"
		case r.at(i).is("with") && r.at(i+1).is("no"):
			j = i + 2 // "Picked Postgres with no input from the user"
		case r.at(i).is("no") && r.at(i-1).is("("):
			j = i + 1 // "Port: 8080 (no input from you)", read with the bracket below
		case !r.at(i).is("without", "w/o", "absent", "lacking", "in_the_absence_of", "for_want_of", "for_lack_of"):
			continue
		}
		if r.at(j).is("waiting", "asking") && r.at(j+1).is("for", "on") && r.at(j+2).k.has(kYour) {
			j += 2 // "Rotated the key without waiting for your go-ahead"
		}
		var addr span
		switch {
		case r.at(j).is("a", "an", "any") && isCommNoun(r.at(j+1)) && r.clauseOpensAt(i) && r.ownPickAfter(j+2) && !r.at(j+2).is("with", "from", "between"):
			// "In lieu of a conversation, here are my assumptions": no
			// exchange with the person named, so with the reader.
			ev := event{act: span{j + 1, j + 2}, actKind: "an exchange with the person", addrKind: "implied"}
			return r.explain(whoSelf, span{}, marker{span{i, j + 1}, "absence of the person's answer"}, ev), true
		case r.at(j).k.has(kYou) && (r.at(j+1).is("signing", "approving", "confirming", "okaying", "greenlighting", "deciding", "agreeing") && !r.at(j+2).is("up", "into", "in") ||
			r.at(j+1).is("weighing")):
			// "without you signing off on it": the sign-off, as a verb
			if !r.actedBeforeAside(i) && !r.ownPickAfter(j+2) && !r.ownDecisionBefore(i) {
				continue
			}
			ev := event{act: span{j + 1, j + 2}, addr: span{j, j + 1}, actKind: "getting the person's answer", addrKind: "the reader"}
			return r.explain(whoSelf, span{}, marker{span{i, i + 1}, "absence of the person's answer"}, ev), true
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
			r.passivePickJustBefore(i)
		// "In lieu of your input on the rounding rule, I switched the
		// totals to HALF_EVEN": the phrase opens the sentence, and the
		// agent's own act in the past is its main clause.
		actsInstead := (i == 0 || r.clauseOpensAt(i)) && r.selfActsPastAfter(j+1)
		// "In lieu of a steer from you on timing, the welcome email goes
		// out a day after signup": what stands in place of the person's
		// word is the work as the agent set it, whatever the clause's
		// subject.
		standsInstead := lieu && (i == 0 || r.clauseOpensAt(i)) && r.settledClauseAfter(j+1)
		// In brackets after a pick, a call's label or a setting the report
		// gives: "Judgement call (without your input): 8080", "Port: 8080
		// (no input from you)"; not when the input is said not to be
		// needed ("(no sign-off from you required)").
		aside := false
		if p := r.openBracketBefore(i); p > 0 && !r.notNeededAfter(j+1) && !r.isQuestionSentence() && !r.anyIn(0, p, func(t token) bool { return t.is("open", "pending", "outstanding", "unresolved", "needed", "required") }) {
			aside = r.decisionsLabelBefore(i) || r.pickBefore(p) || r.labelValueBefore(p) ||
				// a call's label of one to three words: "Judgement call (…)"
				p >= 1 && p <= 3 && r.at(p-1).is("call", "decision", "choice", "pick", "assumption", "guess") && r.firstWordOf(0, p) == 0
		}
		if !r.actedBeforeAside(i) && !r.ownPickAfter(j+1) && !r.ownDecisionBefore(i) && !justBefore && !actsInstead && !standsInstead && !aside {
			continue
		}
		// A promise to wait: "I will take no action without your
		// explicit approval", "nothing will ship without your sign-off".
		if r.anyBefore(i, func(t token) bool { return t.is("will", "'ll", "shall", "won't") }) && r.anyBefore(i, func(t token) bool { return t.is("no", "nothing", "never", "won't") || t.k.has(kNot) }) {
			continue
		}
		ev := event{act: span{j, j + 1}, addr: addr, actKind: "getting the person's answer", addrKind: "the reader"}
		return r.explain(whoSelf, span{}, marker{span{i, i + 1}, "absence of the person's answer"}, ev), true
	}
	return deferral{}, false
}

// selfActsPastAfter: after i, past a comma, the agent's own clause opens
// on an act in the past ("…, I switched the totals", "…, we merged it").
func (r *sentenceReader) selfActsPastAfter(i int) bool {
	for k := i; k < len(r.ts) && k < i+3*window; k++ {
		t := r.at(k)
		if t.isBoundary() || t.is(";") {
			return false
		}
		if !t.k.has(kComma) {
			continue
		}
		s := k + 1
		if !r.at(s).is("i", "we") {
			return false
		}
		v := s + 1
		if r.at(v).k.has(kAdv) {
			v++
		}
		return isOwnActPast(r.at(v))
	}
	return false
}

// settledClauseAfter: after i, past a comma, a main clause says how the
// work stands, not what will wait or what is asked ("…, the email goes
// out a day later"; not "…, I'll hold the release", nor "…, which do you
// want?").
func (r *sentenceReader) settledClauseAfter(i int) bool {
	k := r.commaWithin(i, 3*window)
	if k < 0 {
		return false
	}
	for n := k + 1; n < len(r.ts) && n < k+2*window; n++ {
		x := r.at(n)
		if x.is("will", "'ll", "won't", "shall", "should", "could", "would", "please", "let", "?") || isWaitVerb(x) || isHaltVerb(x) || x.k.has(kNot) || x.k.has(kYou) {
			return false
		}
		if x.isBoundary() {
			break
		}
	}
	return true
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

// notNeededAfter: within a few words from k the input is said not to be
// needed ("from you required", "needed").
func (r *sentenceReader) notNeededAfter(k int) bool {
	for j := k; j < len(r.ts) && j < k+4; j++ {
		if r.at(j).is("needed", "required", "necessary", "expected", "wanted") {
			return true
		}
		if r.at(j).is(")") || r.at(j).isBoundary() {
			return false
		}
	}
	return false
}

// actedBeforeAside: agentActedBefore, past a bracket just before i
// ("Bumped pydantic to 2.7.4 (and pydantic-core with it) without sign-off
// from you").
func (r *sentenceReader) actedBeforeAside(i int) bool {
	if r.agentActedBefore(i) {
		return true
	}
	if !r.at(i - 1).is(")") {
		return false
	}
	for b := i - 2; b > 0 && b >= i-3*window; b-- {
		if r.at(b).is("(") {
			return r.agentActedBefore(b - 1)
		}
	}
	return false
}

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
	if w, ok := r.workWentAt(f, end); ok {
		return w // "It went up on staging", "the migration was applied": the work's own fate, told without its doer
	}
	if v == f && r.at(v).is("proceeding", "continuing", "going", "merging", "shipping", "deploying", "defaulting", "falling", "sticking") && (f == 0 || r.at(f-1).isBoundary()) {
		return true // a report's present participle at its head: "Proceeding without your confirmation: option B"
	}
	if isOwnActPast(r.at(v)) && (v > f || f == 0 || r.at(f-1).isBoundary() || r.at(f-1).is("(", ":", ";", "-", "—")) {
		return true // "I ranked by throughput", "we quarantined it", "Pinned without your approval": any act of its own in the past
	}
	if r.settledOnAt(f, end) {
		return true // "`ghost` it is on the toolbar": the value it settled on
	}
	if r.at(v).is("raised", "lowered") && r.at(v+1).is("the", "our", "its", "a") && !r.at(v+2).is("question", "questions", "concern", "concerns", "issue", "issues", "point", "points", "flag", "alarm", "topic", "matter") {
		return true // "Raised the minimum Node version to 20" (not "raised the question")
	}
	return r.at(v).is("proceeded", "went", "continued", "merged", "shipped", "deployed", "pushed", "released", "committed", "published",
		"decided", "chose", "picked", "settled", "opted", "moved", "made", "finalized", "finalised", "approved", "applied", "enabled", "removed", "deleted", "renamed", "migrated",
		"tagged", "bumped", "upgraded", "downgraded", "reverted", "rotated", "rolled", "dropped", "disabled", "archived", "closed", "rebased", "force-pushed", "landed",
		"ran", "executed", "installed", "uninstalled", "changed", "updated", "replaced", "switched", "configured", "scheduled", "launched", "restarted", "regenerated",
		"rewrote", "purged", "truncated", "wiped", "reset", "restored", "cut")
}

// passivePickJustBefore: the clause of i tells a pick in the passive
// before it, of no other party (passiveBefore): "All of these were made
// without …", "The cutoff was set to 30 days without …" ("was set up" is
// an act).
func (r *sentenceReader) passivePickJustBefore(i int) bool {
	start, _ := r.clauseOf(i)
	return r.passiveBefore(i, func(v int) bool {
		return v >= start && (isPickParticiple(r.at(v)) || r.at(v).is("made", "taken", "set", "fixed")) && !r.at(v+1).is("up", "off", "out")
	})
}

// settledOnAt: the clause from f is the idiom of settling on a value,
// "<value> it is" ("30 days it is", "`ghost` it is on the toolbar"): one to
// three words of the value, then "it is" at the clause's end or before
// where it applies. Not "so it is", "whatever it is", "that it is".
func (r *sentenceReader) settledOnAt(f, end int) bool {
	if f < 0 {
		return false
	}
	for k := f + 1; k < end && k <= f+3; k++ {
		if !r.at(k).is("it") || !r.at(k+1).is("is", "'s") {
			if t := r.at(k); t.isBoundary() || t.k.has(kComma|kAux|kSelf|kYou|kNot|kSo) {
				return false
			}
			continue
		}
		for j := f; j < k; j++ {
			if r.at(j).is("so", "and", "but", "what", "whatever", "whichever", "how", "where", "as", "because", "if", "that", "which", "this", "here", "there", "think", "guess", "know", "say", "hope") {
				return false
			}
		}
		n := r.at(k + 2)
		return k+2 >= end || n.isBoundary() || n.k.has(kComma|kPunct) || n.is(":", ";", "-", "—", "on", "in", "for", "across", "everywhere", "now", "then", "until", "(")
	}
	return false
}

// workWentAt: the words from f (before end) tell what became of the work
// with no doer named: "It went up on staging", "The pricing copy went
// live", "the migration was applied" (not "… was merged by Dave", another's).
func (r *sentenceReader) workWentAt(f, end int) (bool, bool) {
	if f > 0 && r.at(f-1).is("the", "this", "that") {
		f-- // firstWordOf passes over the determiner
	}
	if !(f == 0 || r.at(f-1).isBoundary()) {
		return false, false
	}
	v := f
	switch {
	case r.at(v).is("it", "this", "that") && r.at(v+1).is("went", "was", "were", "got"):
		v++ // "It went up on staging"
	case r.at(v).is("the", "this", "that"): // "The pricing copy went up"
		v++
		for n := 0; n < 3 && v < end && !r.at(v).is("went", "was", "were", "got") && !r.at(v).isBoundary() && !r.at(v).k.has(kComma); n++ {
			v++
		}
	default:
		return false, false
	}
	switch {
	case r.at(v).is("went") && r.at(v+1).is("up", "in", "live", "out", "ahead", "through", "public"):
		return true, true
	case r.at(v).is("was", "were", "got") && (isOwnActPast(r.at(v+1)) || r.at(v+1).is("merged", "shipped", "deployed", "pushed", "released", "published", "applied", "bumped", "rotated")):
		return !r.byAnotherAfter(v + 2), true
	}
	return false, false
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
		"consulted", "offered", "suggested", "proposed", "recommended", "preferred", "intended", "declined", "refused", "held", "deferred", "parked", "blocked",
		"summarised", "summarized", "compiled", "prepared", "saved")
}

// isUnrealised: a word that denies an act or puts it off ("not", "never",
// "won't", "would", "'ll").
func isUnrealised(t token) bool {
	return t.k.has(kNot) || t.is("nothing", "never", "won't", "wouldn't", "will", "would", "cannot", "'ll", "'d")
}

// isOtherParty: a word for a party other than the agent and the person
// ("the scheduler", "the app"); the pronouns that point back are none.
func isOtherParty(t token) bool { return t.k.has(kOther) && !t.is("it", "this", "that", "them") }

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

// anyBefore: a word of the clause that holds i, before i, is one that f
// accepts.
func (r *sentenceReader) anyBefore(i int, f func(token) bool) bool {
	start, _ := r.clauseOf(i)
	return r.anyIn(start, i, f)
}

// anyIn: a word from from (inclusive) to to (exclusive) is one that f
// accepts.
func (r *sentenceReader) anyIn(from, to int, f func(token) bool) bool {
	for j := from; j < to; j++ {
		if f(r.at(j)) {
			return true
		}
	}
	return false
}
