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
	// "Was the cutoff something I could run by you? It wasn't — so …",
	// "Did it reach you? It couldn't, from a batch runner": the matter's
	// own "no".
	// "It couldn't" answers any question of asking; "It wasn't" only
	// one of whether it could.
	if len(ts) > 2 && ts[0].is("it", "that") && (ts[1].is("couldn't", "can't", "cannot") || ts[1].is("could", "can") && ts[2].k.has(kNot) ||
		before == askedAbility && (ts[1].is("wasn't", "isn't", "didn't") || ts[1].is("was", "is", "did") && ts[2].k.has(kNot))) {
		e := 2
		if !ts[1].is("wasn't", "couldn't", "didn't", "isn't", "can't", "cannot") {
			e = 3
		}
		if e == len(ts) || ts[e].k.has(kPunct|kComma|kSo) || ts[e].is("so", "—", "–", "-", ";") {
			return -1, span{0, e}, true
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
		// Or about the matter reaching the person: "Could the retry
		// ceiling have gone past you first?", "Was the cutoff something I
		// could run by you?", "Did the license choice reach you before I
		// published?".
		a, b := ts[0], ts[1]
		matter := b.is("the", "this", "that", "these", "those")
		ability := a.is("could", "can", "was", "were", "is", "would") && (b.k.has(kSelf) || b.is("there", "it") || matter)
		factual := a.is("did", "have", "had") && (b.k.has(kSelf) || matter)
		if n <= 24 && (ability || factual) {
			for j := 2; j < n; j++ {
				ev, ok := r.eventAt(j)
				ok = ok && (!ev.addr.empty() || ev.actKind == "the question tool")
				if matter {
					// The matter's way to the person: put to them ("run by
					// you", "gone past you", "something you got a say
					// in"), or reaching them before the agent acted ("Did
					// the license choice reach you before I published?";
					// "Did the deploy reach you?" asks of a delivery).
					ok = ok && !ts[j].is("reach", "reached", "reaching") || ok && r.beforeSelfIn(j) ||
						ts[j].is("go", "gone", "went", "get", "got", "gotten") && r.at(j+1).is("past", "by") && r.at(j+2).k.has(kYou) ||
						ts[j].k.has(kYou) && r.at(j+1).is("got", "get", "had", "have") && r.at(j+2).is("a", "any") && r.at(j+3).is("say")
				}
				if ok {
					if ability && (!matter || r.couldIn(len(ts))) {
						return askedAbility
					}
					// "Was the wording change something to bring to you
					// first?": whether it was worth asking, which a bare
					// "No" answers with a reason, not an inability.
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

// beforeSelfIn: after i, "before I …" dates the question by the agent's
// own act ("… reach you before I published?").
func (r *sentenceReader) beforeSelfIn(i int) bool {
	for k := i + 1; k+1 < len(r.ts); k++ {
		if r.at(k).is("before") && r.at(k+1).k.has(kSelf) && !r.at(k+1).is("my", "our", "me", "us") {
			return true
		}
	}
	return false
}

// couldIn: "could" or "can" stands in the first n tokens ("something I
// could run by you").
func (r *sentenceReader) couldIn(n int) bool {
	for k := 0; k < n && k < len(r.ts); k++ {
		if r.at(k).is("could", "can", "able") {
			return true
		}
	}
	return false
}
