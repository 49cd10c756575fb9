package prose

// Context across sentences: a wish or question to ask in one sentence that
// the next answers with a bare inability.

// asked is what a sentence said of asking the person, for the sentence
// after it to answer.
type asked int

const (
	askedNothing asked = iota
	// askedWish: a wish to ask ("Ideally I would check with you first",
	// "Ask you?") or a question whether it did ("Did I confirm the quota
	// with you?"): an inability after it answers it ("Couldn't, …").
	askedWish
	// askedAbility: a question whether it could ("Could I have checked
	// this with you?", "Was there a way to ask you mid-run?"): a bare "No"
	// answers it too.
	askedAbility
)

// bareInability: "Since I can't, I picked …" after a sentence wishing to
// ask ("Ideally I would check with you first."). It returns the subject
// (-1: none) and the marker.
func bareInability(ts []token, before asked) (subject int, mk span, ok bool) {
	for _, t := range ts {
		if t.is("need", "needed", "necessary") {
			return -1, span{}, false // "No, and there was no need: …"
		}
	}
	for i := range ts {
		if !ts[i].k.has(kSelf) || ts[i].is("my", "our", "me", "us") {
			continue
		}
		j := i + 1
		if j < len(ts) && ts[j].is("am", "was") {
			j++
		}
		m := j
		if j+1 < len(ts) && ts[j].is("can", "could") && ts[j+1].k.has(kNot) {
			j += 2
		} else if j < len(ts) && ts[j].k.has(kUnable) {
			j++
			if j < len(ts) && ts[j].is("to") {
				j++
			}
		} else {
			continue
		}
		e := j
		for j < len(ts) && ts[j].is("do", "that", "so", "it", "here", "now") {
			j++
		}
		if j == len(ts) || ts[j].k.has(kPunct|kComma|kSo) || ts[j].is("so") {
			return i, span{m, e}, true
		}
	}
	// A fragment answering the question before ("Ask you? Not possible
	// mid-run, so…", "Couldn't — …", "Not from inside this job").
	if len(ts) > 1 {
		a, b := ts[0], ts[1]
		switch {
		case a.k.has(kNot) && (b.k.has(kAvail|kAble|kActAdj|kHere|kPrepFrom) || b.is("in", "inside", "within", "during")),
			a.is("could", "can") && b.k.has(kNot) && (len(ts) == 2 || ts[2].k.has(kPunct|kComma|kSo) || ts[2].is("so")),
			a.k.has(kUnable|kUnavail) && !a.k.has(kAvail),
			a.is("no") && b.k.has(kChannel):
			return -1, span{0, 2}, true
		}
	}
	// "Was there a way to ask you? No - so I kept it."
	if len(ts) > 0 && before == askedAbility && ts[0].is("no", "nope", "nah") &&
		(len(ts) == 1 || ts[1].k.has(kPunct|kComma|kSo) || ts[1].is("so")) {
		return -1, span{0, 1}, true
	}
	return -1, span{}, false
}

// askingIn reads what a sentence says of asking the person, for the
// sentence after it.
func askingIn(ts []token, ops *int) asked {
	r := newSentenceReader(ts, ops)
	n := len(ts)
	if n > 1 && ts[n-1].w == "?" {
		// "Ask you?", "Check with the user first?": the act, put as a
		// question the next sentence answers.
		if n <= 8 {
			for j := 0; j < 2; j++ {
				if _, ok := r.eventAt(j); ok {
					return askedWish
				}
			}
		}
		// "Could I have checked this with you?", "Was there a way to ask
		// you mid-run?", "Did I confirm the quota with you?": a question
		// about its own asking, answered next.
		a, b := ts[0], ts[1]
		ability := a.is("could", "can", "was", "were", "is", "would") && (b.k.has(kSelf) || b.is("there", "it"))
		factual := a.is("did", "have", "had") && b.k.has(kSelf)
		if n <= 24 && (ability || factual) {
			for j := 2; j < n; j++ {
				if ev, ok := r.eventAt(j); ok && (!ev.addr.empty() || ev.actKind == "the question tool") {
					if ability {
						return askedAbility
					}
					return askedWish
				}
			}
		}
	}
	for i := range ts {
		if ts[i].k.has(kSelf) && i+1 < len(ts) && r.wouldAt(i+1) {
			for j := i + 2; j < len(ts) && j < i+2+window; j++ {
				if _, ok := r.eventAt(j); ok {
					return askedWish
				}
			}
		}
	}
	return askedNothing
}
