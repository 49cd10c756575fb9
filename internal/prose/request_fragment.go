package prose

import "strings"

// Requests as fragments (docs/CONTRACT.md §3a, §3b): a choice handed
// over ("Redis or LRU — your call", "up to you", "Decision point: ship
// now, or wait"), and what makes them no request (said of the past, put
// off, denied).

// isNumeral: a number written in digits ("2 open points").
func isNumeral(t token) bool {
	return t.w != "" && strings.Trim(t.w, "0123456789") == ""
}

// isChosen: the participle of a verb of deciding ("until you've picked").
func isChosen(t token) bool {
	return t.is("picked", "chosen", "decided", "confirmed", "approved", "signed", "settled", "answered", "selected", "specified", "indicated", "weighed", "voted", "okayed", "ok'd")
}

// choiceBefore: the clause before i, ended by a dash or colon, is a
// choice between things ("Blue-green or canary - let me know") or what the
// reader wants ("Still unsure whether you want the export - please
// advise").
func (r *sentenceReader) choiceBefore(i int) bool {
	if r.at(i - 1).k.has(kPlease) {
		i-- // "… - please advise"
	}
	if !r.at(i-1).is("-", ":") {
		return false
	}
	start, _ := r.clauseOf(i - 2)
	for j := start; j < i-1; j++ {
		if isAlternative(r.at(j)) || r.at(j).is("whether", "which") && r.readerIn(j+1) {
			return true
		}
	}
	return false
}

// alternativesOpen: from i, a choice between things ("ship now, or wait")
// that no word of the past closes ("… : we shipped the partial fix").
func (r *sentenceReader) alternativesOpen(i int) bool {
	alt := false
	for j := i; j < len(r.ts) && j < i+3*window; j++ {
		t := r.at(j)
		if (isPastVerb(t) && !t.is("needed", "required", "wanted", "preferred") || t.is("decided", "made", "taken")) && !r.at(j-1).is("that", "which", "who") && !r.at(j-1).k.has(kDet) {
			return false // ("restore the dependency that provided it, or …", "migrate the affected packages": a relative clause's past, an adjective)
		}
		alt = alt || isAlternative(t)
	}
	return alt
}

// handedOver: "your call" at [i, e) stands as the predicate or the whole
// of a fragment ("Redis or LRU: your call.", "it's your call whether",
// "your call: ship or wait"), not as the subject of a statement ("your
// call from Monday is implemented").
func (r *sentenceReader) handedOver(i, e int) bool {
	next, prev := r.at(e), r.at(i-1)
	if prev.k.has(kPrepTo|kPrepWith|kPrepBy|kPrepFrom) || prev.is("into", "on", "about", "of", "for", "in", "at", "without", "against", "per", "like") {
		return false // "visibility into your preference": an object, not handed over
	}
	if prev.is("[") && next.is("]") {
		return false // "[your call]": a tag's name (reNeedsYouTag reads a choice after it)
	}
	return e >= len(r.ts) || next.isBoundary() || next.k.has(kComma|kWh|kBreak|kSo) || next.is("on", "here", "about", "between", "regarding", "re") ||
		prev.isBoundary() || prev.k.has(kComma) || prev.is("is", "be", "'s", "remains", "entirely", "really", "ultimately", "totally")
}

// laterAfter: a time after i puts the decision off ("yours to make next
// quarter", "later"): a deferred decision asks nothing now.
func (r *sentenceReader) laterAfter(i int) bool {
	for j := i; j < i+4 && j < len(r.ts); j++ {
		if r.at(j).is("later", "next", "eventually", "someday", "future", "afterwards") {
			return true
		}
	}
	return false
}

// choiceSubject: the clause before the verb at i names a choice ("the
// choice between A and B is", "which one to keep is").
func (r *sentenceReader) choiceSubject(i int) bool {
	for j := i - 1; j >= 0 && j >= i-2*window && !r.at(j).isBoundary(); j-- {
		if t := r.at(j); t.is("choice", "decision", "call", "pick", "say", "which", "whether") {
			return !r.pastOrConditional(i) && !r.negatedBefore(i)
		}
	}
	return false
}

// negatedBefore: the clause of i denies what it says ("no decision from
// you is needed", "nothing here needs your decision"); "A or not" only
// names a choice.
func (r *sentenceReader) negatedBefore(i int) bool {
	start, _ := r.clauseOf(i)
	for j := max(start, i-2*window); j < i; j++ {
		t := r.at(j)
		if (t.k.has(kNot) || t.is("no", "nothing", "none", "nobody", "neither")) && !r.at(j-1).is("or") {
			return true
		}
	}
	return false
}

// pastOrConditional: "your call" said of the past ("that was your call")
// or inside an if-clause.
func (r *sentenceReader) pastOrConditional(i int) bool {
	start, _ := r.clauseOf(i)
	for j := max(start, i-2*window); j < i; j++ {
		if r.at(j).is("was", "were", "had", "if", "when", "whenever", "once", "unless") {
			return true
		}
	}
	return false
}

// alternativeIn: between from and to, a choice between things ("blue-green
// or rolling").
func (r *sentenceReader) alternativeIn(from, to int) bool {
	return r.anyIn(from, to, isAlternative)
}

// decisionNamedBefore: before i the sentence names what is to be decided by
// the reader: a go-ahead, approval or sign-off ("Green light for the
// rollout: yes or no"), not a value ("The flag accepts one value: yes or
// no").
func (r *sentenceReader) decisionNamedBefore(i int) bool {
	for j := 0; j < i; j++ {
		if r.at(j).k.has(kNeedStrong) {
			return true
		}
	}
	return false
}
