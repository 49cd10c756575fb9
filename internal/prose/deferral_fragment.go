package prose

// Fragments over what the agent did not ask, as reports write them: a
// label in the counterfactual with its subject left out ("Would have
// asked: which port, which region"), an unreal condition standing alone
// as a heading ("If I could have asked", "Had I been able to ask:"), and
// questions said to be left unasked ("## Unasked questions", "Left
// unasked: which port"). docs/CONTRACT.md §3b.

// unaskedFragment reads those fragments.
func (r *sentenceReader) unaskedFragment() (deferral, bool) {
	first := r.firstWordOf(0, len(r.ts))
	for i, t := range r.ts {
		switch {
		case t.is("unasked") && !r.at(i+1).is("-", "for") && r.unaskedQuestions(i):
			ev := event{act: span{i, i + 1}, actKind: "asking", addrKind: "implied"}
			return r.explain(whoSelf, span{}, marker{span{i, i + 1}, "not asked"}, ev), true
		case i == first && t.k.has(kWould) && r.at(i+1).is("have", "'ve") && r.at(i+2).k.has(kActBare|kActWith|kActDirect):
			// "Would have asked: …", "Would've checked with you first".
			a := i + 2
			if _, kind, ok := r.personAt(a + 1); ok && kind != "anyone" && r.at(a+2).is("to") {
				continue // "Would have asked you to run it"
			}
			if r.at(a+1).k.has(kDet) && !r.at(a+1).is("which", "what", "whether") {
				continue // "Would have checked the logs": an act on a thing
			}
			if r.unclearTaskAfter(i) {
				continue // "would've asked if the ticket were vague": nothing to ask
			}
			ev := event{act: span{a, a + 1}, actKind: "asking", addrKind: "implied"}
			return r.explain(whoSelf, span{}, marker{span{i, a}, "counterfactual"}, ev), true
		case i == 0 && r.unrealConditionAlone():
			ev := event{act: span{0, len(r.ts)}, actKind: "asking", addrKind: "implied"}
			return r.explain(whoSelf, span{}, marker{span{0, 1}, "counterfactual"}, ev), true
		}
	}
	return deferral{}, false
}

// unaskedQuestions: "unasked" at i is said of questions, or of what the
// label after it lists ("Unasked: which port", "left unasked", "the
// questions that went unasked").
func (r *sentenceReader) unaskedQuestions(i int) bool {
	if r.at(i + 1).is(":") {
		return true // "Unasked: which port", "Left unasked: …"
	}
	if r.at(i+1).is("questions", "question") {
		// a heading or label, not a noun phrase in a sentence about a
		// product ("unasked questions in the survey are skipped")
		n := r.at(i + 2)
		return i+2 >= len(r.ts) || n.isBoundary() || n.k.has(kPunct|kComma) || n.is("and", "-", "(")
	}
	if r.at(i-1).is("went", "remained", "stayed", "go", "goes", "left") {
		for j := 0; j < i; j++ {
			if r.at(j).is("questions", "question") {
				return true // "These questions went unasked"
			}
		}
	}
	return false
}

// unrealConditionAlone: the sentence is nothing but an unreal condition on
// the agent's asking ("If I could have asked", "Had I been able to ask:").
func (r *sentenceReader) unrealConditionAlone() bool {
	j := 0
	switch {
	case r.at(0).is("if") && r.at(1).k.has(kSelf) && r.at(2).is("could", "had") && r.at(3).is("have", "'ve", "been"):
		j = 4
	case r.at(0).is("had") && r.at(1).k.has(kSelf) && r.at(2).is("been") && r.at(3).k.has(kAble) && r.at(4).is("to"):
		j = 5
	default:
		return false
	}
	for j < len(r.ts) && (r.at(j).k.has(kAble) || r.at(j).is("to", "been")) {
		j++
	}
	if !r.at(j).k.has(kActBare | kActWith | kActDirect) {
		return false
	}
	j++
	if _, _, ok := r.personAt(j); ok {
		j++
	}
	for ; j < len(r.ts); j++ {
		if t := r.at(j); t.is(":") {
			return true // "Had I been able to ask: which port?", a label
		} else if !t.isBoundary() && !t.k.has(kPunct) {
			return false
		}
	}
	return true
}
