package prose

import "strings"

// Marker: an inability (can't, unable) or an absence (no way, without)
// before an act.

// marker is an inability, absence, counterfactual or failure.
type marker struct {
	s    span
	kind string
}

// inabilityBefore finds the inability or absence that governs the event
// starting at token a: within its clause, before it, with only the words of
// a verb group between ("couldn't really loop you in", "no way for me to
// reach you", "not being able for contacting you").
func (r *sentenceReader) inabilityBefore(a int, ev event) (marker, bool) {
	start, _ := r.clauseOf(a)
	unknown, verb := 0, false
	tool := ev.actKind == "the question tool"
	for m := a - 1; m >= start && m >= a-window; m-- {
		if mk, ok := r.markerAt(m, a); ok {
			if verb && !r.at(m).is("nothing", "none") {
				return marker{}, false
			}
			if r.personModifiesChannel(a) && !r.at(mk.s.i).k.has(kNo) {
				return marker{}, false // "couldn't find a user channel in the export": a thing looked for
			}
			return mk, true
		}
		t := r.at(m)
		if tool && isToolVerb(t) || isEnabling(t) || t.is("how") && r.at(m-1).is("have", "has", "had") ||
			t.is("where", "whereby", "which", "that") && r.at(m-1).k.has(kChannel) {
			// "nothing lets me ask you", "no way in which I could ask
			// you", and, non-native, "don't have how to contact you".
			continue
		}
		if t.k.has(kRunNoun) && r.at(m-1).is("this", "my", "our", "the", "current") && r.at(m-2).is("in", "inside", "within", "from", "during") {
			m -= 2 // "nothing in this sandbox connects back to you"
			continue
		}
		if t.k.has(kRunNoun) && r.at(m-1).is("this", "my", "our", "the", "its") && r.at(m-2).is("stop", "pause", "halt", "interrupt", "suspend") && r.at(a-1).is("to") {
			m -= 2 // "couldn't pause the job to ask you": the run held to ask
			continue
		}
		if m == a-1 && r.at(a).k.has(kChannel) && r.personModifiesChannel(a) {
			continue // "without a user channel"
		}
		if m == a-1 && r.at(a).k.has(kChannel|kNeed|kActNoun) && !t.k.has(kSelf|kYou|kYour|kPerson|kPunct|kComma|kBreak|kSo|kNot|kNo|kUnable|kCan) {
			// A noun compound: "no feedback path to you", "no return
			// channel", "no reply path back".
			continue
		}
		if !isGlue(t) {
			switch {
			case unknown >= 1:
				return marker{}, false
			case t.k.has(kActTo|kActDirect) && !verb:
				verb = true // "nothing I write reaches you"
			case t.k != 0:
				return marker{}, false
			}
			unknown++ // one adjective: "no direct way", "no practical way"
		}
	}
	return marker{}, false
}

// isGlue: words that may stand between an inability and its act.
func isGlue(t token) bool {
	return t.k.has(kAdv|kAux|kDet|kSelf|kPrepTo|kAble|kChannel|kNot|kCan|kTime) ||
		t.is("for", "of", "being", "be", "get", "got", "stop", "pause", "halt", "and", "even", "any", "access", "means", "the", "a", "in", "position", "instead", "chance", "way", "ability", "able", "possibility", "opportunity", "option", "direct", "practical", "real", "reliable", "actual", "proper", "easy", "simple", "obvious", "live", "interactive", "two-way")
}

// markerAt reads an inability or absence at m that may govern an act at a.
func (r *sentenceReader) markerAt(m, a int) (marker, bool) {
	t := r.at(m)
	switch {
	case t.is("can", "could") && r.notAfter(m) > 0:
		return marker{span{m, m + 1 + r.notAfter(m)}, "inability"}, true
	case t.k.has(kUnable):
		return marker{span{m, m + 1}, "inability"}, true
	case t.k.has(kNot):
		n := m + 1
		for n < a && r.at(n).k.has(kAdv|kAux) && !r.at(n).k.has(kAble) && !r.at(n).is("have", "has", "had", "having", "got") {
			n++
		}
		switch x := r.at(n); {
		case n == a && x.k.has(kActAdj|kActAdjWith):
			return marker{span{m, n + 1}, "absence"}, true
		case x.k.has(kAble) && n < a:
			return marker{span{m, n + 1}, "inability"}, true
		case x.k.has(kChannel) && n < a:
			return marker{span{m, n + 1}, "absence"}, true // "not possibility", non-native
		case x.k.has(kDet) && r.at(n+1).k.has(kChannel) && n+1 < a:
			return marker{span{m, n + 2}, "absence"}, true // "there is not any way for me"
		case x.is("something", "anything", "a_thing") && n < a && r.modalWithin(n+1, 3):
			// "was not something that could be raised with you", "isn't
			// anything I can ask you".
			return marker{span{m, n + 1}, "inability"}, true
		case isEnabling(x) && n < a:
			// "this run doesn't let me ask you", "did not allow me to
			// check with you".
			return marker{span{m, n + 1}, "inability"}, true
		case x.is("get", "got", "gotten", "getting") && (r.at(n+1).is("to") || r.at(n+1).k.has(kDet|kChannel)) && n < a:
			return marker{span{m, n + 1}, "inability"}, true
		case x.is("have", "has", "had", "got", "having") && n+1 <= a && (r.channelWithin(n+1, a) || r.at(n+1).is("how")):
			// "don't have a way to", and, non-native, "don't have how to".
			return marker{span{m, n + 1}, "absence"}, true
		case x.is("include", "includes", "contain", "contains", "expose", "exposes", "offer", "offers", "provide", "provides", "list", "lists", "give", "gives", "grant", "grants") && n < a && r.isToolStart(a):
			return marker{span{m, n + 1}, "absence"}, true
		}
	case t.is("nothing", "none") && r.at(m+1).is("to") && a == m+2 && r.at(a+1).is("through", "via", "over", "with", "on") && r.strandedAt(a+2):
		// "nothing to ask through from here": the nothing is the means.
		return marker{span{m, m + 1}, "absence"}, true
	case t.is("nothing", "none") && a-m <= 6 && !r.at(m+1).is("to", "else", "worth", "needed", "here") && !r.selfActsOn(m+1, a):
		// "nothing I send reaches you"; "nothing to ask" is no question,
		// not a way of asking missing.
		return marker{span{m, m + 1}, "absence"}, true
	case t.is("no", "zero", "lack", "absence", "without") && r.isCommNounAt(m+1, a):
		// "no contact with you", "the lack of contact with you", "zero
		// communication with the user": the act of communicating itself
		// denied.
		return marker{span{m, m + 1}, "absence"}, true
	case t.k.has(kNo) && !t.is("zero") || t.is("zero") && r.at(m+1).k.has(kChannel):
		// "no way to", "without a line to", "lack of any way to",
		// "without being able to".
		if r.channelWithin(m+1, a) || r.at(m+1).is("being") && r.at(m+2).k.has(kAble) {
			return marker{span{m, m + 1}, "absence"}, true
		}
		if m+1 == a && !t.is("without", "w/o") && strings.HasSuffix(r.at(a).w, "ing") {
			// "there was no getting the diff in front of you", "no
			// asking you from here": the act itself denied.
			return marker{span{m, m + 1}, "absence"}, true
		}
	case t.k.has(kUnavail) && !t.k.has(kAvail) && r.at(m+1).k.has(kChannel) && m+1 <= a:
		// "the missing channel back to you", "a blocked path to the user".
		return marker{span{m, m + 1}, "absence"}, true
	case t.is("instead") && r.at(m+1).is("of") && r.at(m+2).is("being") && r.at(m+3).k.has(kAble):
		return marker{span{m, m + 4}, "inability"}, true
	}
	return marker{}, false
}

// selfActsOn: "(nothing) I could ask you": the act at a is the verb of a
// clause whose subject stands at i, and what it lacks is an object, not a
// way to ask ("nothing I send reaches you" has its own verb first).
func (r *sentenceReader) selfActsOn(i, a int) bool {
	if !r.at(i).k.has(kSelf) {
		return false
	}
	j := i + 1
	for j < a && r.at(j).k.has(kAux|kCan|kAdv) && !r.at(j).k.has(kNot) {
		j++
	}
	return j == a
}

// modalWithin: "can", "could" within n tokens from i ("that could be",
// "I can").
func (r *sentenceReader) modalWithin(i, n int) bool {
	for j := i; j < i+n; j++ {
		if r.at(j).is("can", "could") {
			return true
		}
	}
	return false
}

// isEnabling: verbs of letting ("nothing here lets me", "doesn't allow
// me to").
func isEnabling(t token) bool {
	return t.is("let", "lets", "letting", "allow", "allows", "allowed", "permit", "permits", "permitted", "enable", "enables", "enabled")
}

// notAfter: "not" right after a modal at m (past an adverb), and how many
// tokens it takes.
func (r *sentenceReader) notAfter(m int) int {
	switch {
	case r.at(m + 1).k.has(kNot):
		return 1
	case r.at(m+1).k.has(kAdv) && r.at(m+2).k.has(kNot):
		return 2
	}
	return 0
}
