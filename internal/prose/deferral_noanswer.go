package prose

// Shapes where the person's answer never came: "No reply came, so I went
// with v2", "I got no answer from you; picked the default", "My question
// went unanswered, so I chose B". ("With no reply by morning, I merged
// it" names no one who did not reply and no choice: it passes.)

// isReplyNoun: a word for what the person would have sent back.
func isReplyNoun(t token) bool {
	return t.is("reply", "replies", "answer", "answers", "response", "responses", "word", "reaction", "reactions")
}

// isGotBack: "got back" (to someone), a reply sent, as one token.
func isGotBack(t token) bool { return t.is("got_back", "get_back", "gotten_back") }

// isReplyVerb: a verb of the person sending an answer back.
func isReplyVerb(t token) bool {
	return t.is("answer", "answered", "reply", "replied", "respond", "responded")
}

// noAnswerCame reads the person's answer not coming as the reason for the
// agent's own pick. When nobody is named as who did not answer, the act
// after must be a choice of the agent's ("No response, so I retried" is a
// server's silence and a retry); an answer that did not come from the
// reader or the person may be followed by any act of the agent's. An
// answer from a thing ("no response from the API") is never the person's.
func (r *sentenceReader) noAnswerCame() (deferral, bool) {
	for i := range r.ts {
		var mk, addr span
		anon := false   // nobody named whose answer it was
		people := false // but people's, not a thing's: "Nobody answered my question"
		switch t := r.at(i); {
		case t.is("no") && isReplyNoun(r.at(i+1)) && r.at(i-1).is("was", "were") && r.at(i-2).is("there") && (r.clauseOpensAt(i-2) || r.at(i-3).is("since", "because")) && !r.at(i+2).is("needed", "required", "necessary", "expected"):
			// "There was no reply, so I kept the old API" ("no answer in
			// the docs" is a thing's).
			if !r.unplacedAfter(i + 2) {
				continue
			}
			mk, anon = span{i - 2, i + 2}, true
		case t.is("no") && isReplyNoun(r.at(i+1)) && !r.at(i+2).is("needed", "required", "necessary", "expected"):
			// "No reply came", "with no answer by morning", "I got no
			// response from you".
			opens := r.clauseOpensAt(i) || r.at(i-1).is("still") && (r.clauseOpensAt(i-1) || isClockTime(r.at(i-2)) && r.clauseOpensAt(i-2)) || r.at(i-1).is("with", "got", "received", "had", "heard", "getting", "receiving", "having") && (r.clauseOpensAt(i-1) || r.selfWithin(i-1, 2))
			// After its question to the person: "I asked you about the
			// port but got no answer".
			asked := r.at(i-1).is("got", "received", "had", "heard") && r.askedThePersonBefore(i-1)
			opens = opens || asked
			if !opens || r.conditionBefore4(i) {
				continue
			}
			mk = span{i, i + 2}
			if asked {
				addr = r.askedWhom(i - 1)
			}
			c := i - 1
			if r.at(c).is("with") && (r.at(c-1).k.has(kComma|kBreak) || r.at(c-1).is(";")) {
				c--
			}
			if !asked && (r.at(c).k.has(kComma|kBreak) || c < i-1) {
				// "Pinged you twice about the flag name, no reply; named
				// it …", "Left you a question at 01:00; with no answer by
				// 04:00 I merged" ("Pinged the vendor twice, no reply" is
				// theirs).
				if a := r.askedWhom(c); !a.empty() {
					addr = a
				} else if r.askedAnotherBefore(c) {
					continue
				}
			}
			if f := r.replyFromAt(i + 2); f > 0 {
				e, kind, ok := r.personAt(f + 1)
				if !ok || kind == "anyone" || kind == "the person, named before" {
					continue // "no response from the API", "no answer came back from the health endpoint": a thing's silence
				}
				addr = span{f + 1, e}
			}
		case t.is("nothing") && (r.clauseOpensAt(i) || r.at(i-1).is("still") && (r.clauseOpensAt(i-1) || isClockTime(r.at(i-2)) && r.clauseOpensAt(i-2))) && r.fromThePersonAt(r.pastYet(i+1)) > 0:
			// "Still nothing from you, so I rolled back to v3.8.2",
			// "Nothing yet from the user → picked 8080".
			mk = span{i, r.fromThePersonAt(r.pastYet(i + 1))}
			addr = span{mk.j - 1, mk.j}
		case t.is("nothing") && r.clauseOpensAt(i) && r.at(i+1).is("came", "arrived") && r.fromThePersonAt(i+2) > 0:
			// "Nothing came from you. So the text is …"
			mk = span{i, r.fromThePersonAt(i + 2)}
			addr = span{mk.j - 1, mk.j}
		case t.is("heard") && r.at(i-1).is("having") && (r.at(i-2).k.has(kNot) || r.at(i-2).is("never")) && r.clauseOpensAt(i-2) && (r.fromThePersonAt(i+1) > 0 || r.at(i+1).is("back") && r.unplacedAfter(i+2)):
			// "Not having heard from you, I shipped the smaller fix",
			// "Never having heard back, …" ("… from the vendor" is
			// theirs).
			if f := r.fromThePersonAt(i + 1); f > 0 {
				mk, addr = span{i - 2, f}, span{f - 1, f}
			} else {
				mk, anon = span{i - 2, i + 2}, true
			}
		case t.is("nothing") && r.at(i-1).is("heard", "got", "received") && (r.clauseOpensAt(i-1) || r.selfWithin(i-1, 2) || r.at(i-2).is("having") && r.clauseOpensAt(i-2)) && r.fromThePersonAt(i+1) > 0:
			// "Heard nothing back from you on the retention period, so 90
			// days is what's configured."
			mk = span{i - 1, r.fromThePersonAt(i + 1)}
			addr = span{mk.j - 1, mk.j}
		case (t.is("silence", "crickets") || t.is("nothing") && (r.at(i+1).is("back") || r.unplacedAfter(i+1))) && r.clauseOpensAt(i) && r.askedThePersonBefore(i):
			// "Pinged you at 02:10 about the window; silence, so 30 days
			// it is", "Asked you at 01:10, nothing by 03:00 — applied
			// the migration".
			mk, addr = span{i, i + 1}, r.askedWhom(i)
		case t.is("nothing") && r.cameBackAt(i+1) > 0 && r.clauseOpensAt(i) && r.askedThePersonBefore(i):
			// "Dropped you a note at 02:15 with both options; nothing
			// came back, so the canary went to 10%."
			mk = span{i, r.cameBackAt(i + 1)}
		case t.is("nothing", "it") && r.cameBackAt(i+1) > 0 && !r.clauseOpensAt(i) && r.askedThePersonBefore(i):
			// After its question to the person, in the same sentence:
			// "I left you the question at 01:40 and nothing had come back
			// by 03:00", "I put it to you and it never came back".
			mk, addr = span{i, r.cameBackAt(i + 1)}, r.askedWhom(i)
		case t.is("nothing") && r.at(i-1).is("heard") && !r.clauseOpensAt(i-1) && r.askedThePersonBefore(i-1):
			// "I asked you about the port and heard nothing".
			mk, addr = span{i - 1, i + 1}, r.askedWhom(i-1)
		case t.is("lieu") && r.at(i-1).is("in") && r.at(i+1).is("of") && r.at(i+2).is("a", "an", "any") && isReplyNoun(r.at(i+3)) && r.fromThePersonAt(i+4) > 0:
			// "In lieu of a reply from whoever scheduled this job, I
			// ranked by throughput."
			mk = span{i - 1, i + 4}
			addr = span{i + 5, r.fromThePersonAt(i + 4)}
		case t.is("question", "questions", "ping", "message") && r.at(i-1).is("my", "our") && r.questionNeverArrived(i+1) > 0:
			// "My question to you about #418 never got there, so I
			// labelled it myself."
			mk = span{i - 1, r.questionNeverArrived(i + 1)}
		case t.is("question", "questions") && r.theQuestionOpens(i) && r.questionNeverArrived(i+1) > 0 && r.readerAfter(r.questionNeverArrived(i+1)-1):
			// "The pagination question never made it to you; cursor-based
			// it is": the question named, and the reader it never
			// reached.
			e := r.questionNeverArrived(i + 1)
			mk = span{i, e}
			for k := e - 1; k <= e+1; k++ {
				if r.at(k).k.has(kYou) {
					addr = span{k, k + 1} // "… to you", "… reached you"
					break
				}
				if pe, kind, ok := r.personAt(k); ok && kind != "anyone" && kind != "the person, named before" {
					addr = span{k, pe} // "… to the repo owner"
					break
				}
			}
		case isReplyNoun(t) && r.at(i-1).is("a", "an", "any") && r.at(i-2).is("got", "get", "received", "receive", "had", "heard") &&
			(r.at(i-3).is("never") || r.at(i-3).k.has(kNot)) && (r.selfWithin(i-3, 2) || r.clauseOpensAt(i-3)) && !r.at(i+1).is("needed", "required"):
			// "I never got a reply, so I kept the old API", "didn't get
			// an answer in time"; "Never got an answer out of you on the
			// port, so …" names whose it was ("… from the vendor" is
			// theirs).
			if f := r.fromThePersonAt(i + 1); f > 0 {
				mk, addr = span{i - 3, f}, span{f - 1, f}
				break
			}
			if r.at(i+1).is("from", "out_of") || !r.unplacedAfter(i+1) {
				continue
			}
			mk, anon = span{i - 3, i + 1}, true
		case r.nobodyOpensAt(i) >= 0 && isReplyVerb(r.at(i+1)) && r.repliedToOwnAt(i+2) > 0:
			// "Nobody answered my question, so I kept the old API", "No
			// one replied, so …" ("Nobody at the vendor answered" names
			// another party's people and is not read here).
			mk, anon, people = span{r.nobodyOpensAt(i), r.repliedToOwnAt(i + 2)}, true, true
		case t.is("nothing") && r.at(i+1).is("back") && r.at(i-1).is("heard", "got", "received") && r.selfWithin(i-1, 2) && !r.clauseOpensAt(i):
			// "I heard nothing back, so I used the default" (not "… from
			// the build server").
			if !r.unplacedAfter(i + 2) {
				continue
			}
			mk, anon = span{i - 1, i + 2}, true
		case isReplyNoun(t) && r.at(i-1).is("got", "received", "had", "heard") && (r.at(i-2).k.has(kNot) || r.at(i-2).is("never")) && r.selfWithin(i-2, 3) && !r.at(i+1).is("needed", "required", "from"):
			// "I have not received answer", without an article.
			if !r.unplacedAfter(i + 1) {
				continue
			}
			mk, anon = span{i - 2, i + 1}, true
			if a := r.askedWhom(i - 2); !a.empty() {
				addr, anon = a, false
			}
		case isReplyNoun(t) && r.at(i-1).is("the") && (r.clauseOpensAt(i-1) || r.at(i-2).is("but", "and") && r.askedThePersonBefore(i-2)) && r.neverCameAt(i+1) > 0:
			// "The answer never came, so I used the default" (not "…
			// came back from the resolver").
			e := r.neverCameAt(i + 1)
			if r.at(e).is("back", "through", "in") {
				e++
			}
			if !r.unplacedAfter(e) {
				continue
			}
			mk, anon = span{i - 1, e}, true
			if a := r.askedWhom(i - 1); !a.empty() {
				// "I sent you the two options by mail, but the reply
				// never came": the reply to its own question, theirs.
				addr, anon = a, false
			}
		case (isReplyNoun(t) || isAwaitedWord(t)) && r.at(i-1).is("your") && r.at(i+1).k.has(kComma) && r.at(i+2).is("it") && r.neverCameAt(i+3) > 0:
			// "I needed your decision, it didn't come until the deadline"
			mk = span{i - 1, r.neverCameAt(i + 3)}
		case (isReplyNoun(t) || isAwaitedWord(t)) && r.at(i-1).is("your") && r.neverCameAt(r.afterShortComplement(i+1)) > 0:
			// "Your reply never came, so I used 8080", "your answer
			// didn't arrive in time", "your reply to the 01:30 ping
			// never arrived".
			mk = span{i - 1, r.neverCameAt(r.afterShortComplement(i + 1))}
		case t.is("none", "nothing") && r.at(i-1).is(":") && (isReplyNoun(r.at(i-2)) || r.at(i-2).k.has(kNeed|kNeedStrong)) && r.labelPersonAt(i-3) >= 0 &&
			!r.at(i+1).is("needed", "required", "necessary", "expected", "outstanding", "pending", "open"):
			// "**Requester input:** none received", "User answer: none":
			// a report's label of the person's word, and its value.
			mk, addr = span{r.labelPersonAt(i - 3), i + 1}, span{r.labelPersonAt(i - 3), i - 2}
			if r.at(i+1).is("received", "given", "yet", "so", "came") {
				mk.j++
			}
		case t.is("unanswered") && i >= 2 && r.questionNounBefore(i):
			// "My question went unanswered", "the questions were left
			// unanswered"; "my comment asking you … has sat unanswered"
			// names whose answer it was.
			mk = span{i, i + 1}
			start, _ := r.clauseOf(i)
			for j := start; j < i; j++ {
				if r.at(j).k.has(kYou) && r.at(j-1).is("to", "asking", "for") {
					addr = span{j, j + 1}
					break
				}
			}
		default:
			continue
		}
		if r.heldBack() || r.choiceIsOthers() || r.keptWaitingOrRecordedBeside(mk.j) || r.waitsAfter(mk.j) || r.answeredLaterAfter(mk.j) || r.keptBeforeReason(mk.i) {
			continue
		}
		// Whose answer did not come is known: the reader's ("your reply"),
		// the person's ("from you"), or its own question's.
		theirs := (!addr.empty() || !r.at(mk.i).is("no")) && !anon || people
		// "In lieu of a reply from whoever scheduled this job, the report
		// groups by ISO week": what stands instead of the reply is the
		// main clause after it, whoever its subject.
		instead := r.at(mk.i).is("in") && r.at(mk.i+1).is("lieu") && !addr.empty() && r.clauseAfter(mk.j)
		// Or after the act that commits the work, as its reason: "Rolled
		// the canary to 25% — no answer from you after the 02:00 ping",
		// "I merged it, since there was no reply".
		o := mk.i
		instead = instead || (theirs || anon) && (r.at(o-1).is("—", "–", "-", ";") || r.at(o-1).is("since", "because") && r.at(o-2).k.has(kComma)) && r.consequentialActOpens() ||
			// Or after the question it put to them, itself set after the
			// act: "Relicensed the docs; pinged the owner twice, no reply".
			!addr.empty() && r.at(o-1).k.has(kComma) && r.breakBefore(o-1) && r.consequentialActOpens()
		if !instead && !r.ownPickAfter(mk.j) && (addr.empty() || !r.agentActedAfter(mk.j)) && (!theirs || !r.soConsequenceAfter(mk.j)) {
			continue
		}
		ev := event{act: mk, addr: addr, actKind: "the person's answer", addrKind: "the reader"}
		return r.explain(whoImpersonal, span{}, marker{mk, "absence of the person's answer"}, ev), true
	}
	return deferral{}, false
}

// pastYet: i, or past a "yet" at i.
func (r *sentenceReader) pastYet(i int) int {
	if r.at(i).is("yet") {
		return i + 1
	}
	return i
}

// askedAnotherBefore: before i the agent put something to another party,
// not the person ("Pinged the vendor twice", "emailed their support").
func (r *sentenceReader) askedAnotherBefore(i int) bool {
	for j := 0; j < i; j++ {
		if isPutToVerb(r.at(j)) && r.at(j+1).k.has(kDet) && !r.at(j+1).k.has(kYour) {
			return true
		}
	}
	return false
}

// isPutToVerb: a verb of putting something to someone, in the past
// ("pinged", "asked", "messaged").
func isPutToVerb(t token) bool {
	return t.is("pinged", "asked", "messaged", "emailed", "paged", "dmed", "texted", "queried", "contacted")
}

// isAwaitedWord: what the agent waited on from the person besides an
// answer ("your confirmation never arrived", "your sign-off never came
// through").
func isAwaitedWord(t token) bool {
	return t.is("confirmation", "sign-off", "signoff", "approval", "go-ahead", "decision", "verdict", "input", "feedback", "ok", "okay", "review")
}

// unplacedAfter: what follows the reply at k places it nowhere else:
// the clause ends, or it goes on with when ("by morning", "in time") or
// from the person ("from you"); not "in the docs", "from the API".
func (r *sentenceReader) unplacedAfter(k int) bool {
	t := r.at(k)
	switch {
	case k >= len(r.ts) || t.isBoundary() || t.k.has(kComma|kSo) || t.is(";", ":", "—", "–", "-", "so", "by", "overnight", "yet", "again", "all", "for"):
		return true
	case t.is("in") && r.at(k+1).is("time"):
		return true
	case t.is("from"):
		_, kind, ok := r.personAt(k + 1)
		return ok && kind != "anyone" && kind != "the person, named before"
	}
	return false
}

// nobodyOpensAt: "nobody" or "no one" ends at i and opens its clause;
// where it starts (-1: not so).
func (r *sentenceReader) nobodyOpensAt(i int) int {
	s := -1
	switch {
	case r.at(i).is("nobody", "no-one", "no_one"):
		s = i
	case r.at(i).is("one") && r.at(i-1).is("no"):
		s = i - 1
	}
	if s < 0 || !r.clauseOpensAt(s) {
		return -1
	}
	return s
}

// repliedToOwnAt: after "nobody answered" (from i), where the clause of
// its question ends: nothing, "my question", "to my question", "to the
// ping"; 0 when something else follows ("nobody answered the phone at
// the vendor").
func (r *sentenceReader) repliedToOwnAt(i int) int {
	if r.at(i).is("to") {
		i++
	}
	if r.at(i).is("my", "our", "the") {
		q := i + 1
		if isClockTime(r.at(q)) || r.at(q).is("earlier", "overnight", "last", "first", "second", "follow-up", "original") {
			q++ // "my 01:30 question", "my earlier ping"
		}
		if r.at(q).is("question", "questions", "ping", "pings", "message", "messages", "comment", "page") {
			i = q + 1
			// Where it was put, one's own channel: "in the migration
			// thread", "on the PR", "in Slack".
			if r.at(i).is("in", "on") {
				for k := i + 1; k < len(r.ts) && k <= i+4; k++ {
					if r.at(k).is("thread", "channel", "pr", "issue", "ticket", "slack", "chat", "discussion", "comments", "review", "dm", "email") {
						i = k + 1
						break
					}
					if r.at(k).isBoundary() || r.at(k).k.has(kComma) {
						break
					}
				}
			}
		}
	}
	if r.unplacedAfter(i) {
		return i
	}
	return 0
}

// askedThePersonBefore: before i the agent put something to the person
// ("Pinged you", "I asked the user"), its subject said or left out.
func (r *sentenceReader) askedThePersonBefore(i int) bool {
	return !r.askedWhom(i).empty()
}

// askedWhom: before i the agent put something to the person ("Pinged
// you", "I asked the user", "put the question to you"), its subject said
// or left out; it returns the person (empty: none).
func (r *sentenceReader) askedWhom(i int) span {
	for j := 0; j < i; j++ {
		if r.at(j).is("left", "sent", "posted", "put", "dropped", "wrote", "shot", "fired", "mailed", "emailed", "gave") && r.at(j+1).k.has(kYou) && r.at(j+2).is("a", "the", "my", "two", "three", "both") {
			q := j + 3
			if r.at(q).is("two", "three", "both") {
				q++ // "sent you the two options"
			}
			if r.at(q).is("question", "questions", "note", "notes", "message", "messages", "comment", "ping", "line", "dm", "email", "options", "choices", "alternatives") && r.selfSubjectBefore(j) {
				return span{j + 1, j + 2} // "Left you a question on the PR at 01:40"
			}
		}
		if r.at(j).is("left", "posted", "wrote", "filed", "put") && r.at(j+1).is("a", "the", "my", "two", "three", "both") && r.at(j+2).is("question", "questions", "note", "comment") && r.at(j+3).is("for") && r.at(j+4).k.has(kYou) && r.selfSubjectBefore(j) {
			return span{j + 4, j + 5} // "Left a question for you in the PR at 01:00"
		}
		if r.at(j).is("put", "sent", "posed", "raised") && (r.at(j+1).is("it") || r.at(j+1).is("the", "my") && r.at(j+2).is("question", "questions")) && r.selfSubjectBefore(j) {
			// "I put the question to you", "sent it to the user"
			for k := j + 2; k < i && k <= j+4; k++ {
				if r.at(k).is("to") {
					if e, kind, ok := r.personAt(k + 1); ok && kind != "anyone" && kind != "the person, named before" {
						return span{k + 1, e}
					}
					break
				}
			}
		}
		if !isPutToVerb(r.at(j)) {
			continue
		}
		if e, kind, ok := r.personAt(j + 1); ok && kind != "anyone" && kind != "the person, named before" && r.selfSubjectBefore(j) {
			return span{j + 1, e}
		}
	}
	return span{}
}

// waitsAfter: the agent's next clause after j says it waits ("…, I'll
// wait until Monday", "…, so we're holding off"): no pick.
func (r *sentenceReader) waitsAfter(j int) bool {
	for k := j; k < len(r.ts) && k < j+window; k++ {
		if r.at(k).is("i", "we") {
			return isKeptWaiting(r.at(r.selfVerbAt(k)))
		}
	}
	return false
}

// selfVerbAt: after "I" or "we" at k, where its verb stands, past the
// auxiliaries ("I'll wait", "we're holding", "I had to wait").
func (r *sentenceReader) selfVerbAt(k int) int {
	v := k + 1
	for v < k+4 && r.at(v).is("'ll", "will", "am", "'m", "are", "'re", "have", "'ve", "had", "going", "to", "just", "still") {
		v++
	}
	return v
}

// isKeptWaiting: a verb of the agent's waiting ("wait", "held", "parked").
func isKeptWaiting(t token) bool {
	return t.is("wait", "waiting", "waited", "hold", "holding", "held", "pause", "pausing", "paused", "park", "parking", "parked")
}

// keptWaitingOrRecordedBeside: keptWaitingOrRecordedAfter from j, or
// from the semicolon or dash that next sets a clause beside it ("No human
// available to confirm; I left it in draft").
func (r *sentenceReader) keptWaitingOrRecordedBeside(j int) bool {
	return r.keptWaitingOrRecordedAfter(j) || r.keptWaitingOrRecordedAfter(r.nextBreakFrom(j))
}

// replyFromAt: where "from" stands at i, or after a reply's coming at i
// ("came back from", "arrived from", "ever came from"); 0: neither.
func (r *sentenceReader) replyFromAt(i int) int {
	if r.at(i).is("from") {
		return i
	}
	for j := i; j < i+4 && j < len(r.ts); j++ {
		switch t := r.at(j); {
		case t.is("from"):
			return j
		case !t.is("came", "come", "comes", "arrived", "arrives", "back", "ever", "had", "has", "was", "were", "received", "in"):
			return 0
		}
	}
	return 0
}

// cameBackAt: at i an answer is said to have come back or not ("had come
// back", "came back", "never came back"); it returns where that ends (0:
// not so). What precedes says whether it came ("nothing", "it never").
func (r *sentenceReader) cameBackAt(i int) int {
	j := i
	for k := 0; k < 3 && r.at(j).is("had", "has", "never", "ever"); k++ {
		j++
	}
	if !r.at(j).is("came", "come") || !r.at(j+1).is("back") {
		return 0
	}
	if r.at(i-1).is("it") && !r.at(i).is("never") {
		return 0 // "it came back green": it did come back
	}
	return j + 2
}

// questionNounBefore: a question of the agent's or the reader's stands in
// the few words before i ("my question went unanswered", "the two
// questions I posted were left unanswered"); "the ticket went unanswered"
// is a ticket's.
func (r *sentenceReader) questionNounBefore(i int) bool {
	start, _ := r.clauseOf(i)
	for j := i - 1; j >= start && j >= i-8; j-- {
		if r.at(j).is("question", "questions", "ping", "pings", "message", "messages", "query", "queries") {
			// Its determiner is the writer's or names it ("my question",
			// "the two questions I posted"); "a user's forum question",
			// "a 2017 Stack Overflow question" are others'.
			d := j - 1
			if isNumeral(r.at(d)) || r.at(d).is("two", "three", "four", "both", "open", "follow-up", "remaining", "last", "first") {
				d--
			}
			return d < start || r.at(d).is("my", "our", "the", "these", "those", "this", "that") // ("Questions went unanswered": no determiner)
		}
		if r.at(j).is("asking") && r.at(j+1).k.has(kYou) && r.at(j-1).is("comment", "note", "post", "message", "thread", "issue") && r.at(j-2).is("my", "our") {
			return true // "My comment asking you about soft-delete has sat unanswered"
		}
	}
	return false
}

// neverCameAt: at i a reply is said not to have come ("never came",
// "didn't arrive", "hasn't come back"); it returns where that ends (0:
// not so).
func (r *sentenceReader) neverCameAt(i int) int {
	j := i
	for k := 0; k < 3 && (r.at(j).k.has(kNot) || r.at(j).is("never", "did", "didn't", "has", "hasn't", "had", "hadn't", "still", "yet")); k++ {
		j++
	}
	if j == i || !r.at(j).is("came", "come", "arrived", "arrive", "landed", "land", "showed", "turned") {
		return 0
	}
	return j + 1
}

// questionNeverArrived: after the agent's question, within its clause, it
// never reached the person ("… to you about #418 never got there",
// "never reached you", "never went out"); it returns where that ends (0:
// not so).
func (r *sentenceReader) questionNeverArrived(i int) int {
	for k := i; k < len(r.ts) && k < i+window; k++ {
		t := r.at(k)
		if t.isBoundary() || t.k.has(kComma|kSo) || t.is(";", ":") {
			return 0
		}
		if !t.is("never") && !(t.k.has(kNot) && r.at(k-1).is("did", "didn't", "was", "wasn't")) {
			continue
		}
		switch n := r.at(k + 1); {
		case n.is("got", "made") && r.at(k+2).is("there", "it", "through"):
			return k + 3
		case n.is("reached", "arrived", "landed", "posted", "delivered") || n.is("went") && r.at(k+2).is("out", "through"):
			return k + 2
		}
		return 0
	}
	return 0
}

// fromThePersonAt: at i, "(back) from you", "from the user" or "out of
// you": it returns where the person ends (0: not so; "from the API" is
// a thing's).
func (r *sentenceReader) fromThePersonAt(i int) int {
	if r.at(i).is("back") {
		i++
	}
	if !r.at(i).is("from", "out_of") { // "never got an answer out of you"
		return 0
	}
	e, kind, ok := r.personAt(i + 1)
	if !ok || kind == "anyone" || kind == "the person, named before" {
		return 0
	}
	return e
}

// answeredLaterAfter: after j the answer came after all ("went unanswered
// at first; after I re-asked, Lee answered"): the person answered.
func (r *sentenceReader) answeredLaterAfter(j int) bool {
	for k := j; k < len(r.ts); k++ {
		if r.at(k).is("answered", "replied", "responded") && !r.at(k-1).k.has(kNot) && !r.at(k-1).is("never", "hadn't", "hasn't", "had", "has") {
			return true
		}
	}
	return false
}

// afterShortComplement: past a short complement of a noun at i ("to the
// 01:30 ping", "on the naming"), where the predicate starts; i itself
// when there is none.
func (r *sentenceReader) afterShortComplement(i int) int {
	if !r.at(i).is("to", "on", "about", "regarding", "re", "for") {
		return i
	}
	for k := i + 1; k < len(r.ts) && k <= i+6; k++ {
		t := r.at(k)
		if t.is(":") && isNumeral(r.at(k-1)) && isNumeral(r.at(k+1)) {
			continue // a time: "the 01:30 ping"
		}
		if t.isBoundary() || t.k.has(kComma|kSo) {
			return i
		}
		if t.k.has(kNot) || t.is("never", "did", "didn't", "has", "hasn't", "had", "hadn't", "still") {
			return k
		}
	}
	return i
}

// theQuestionOpens: the question noun at i heads its clause's subject,
// with "the" or "this" and at most two words between ("The pagination
// question", "this one question").
func (r *sentenceReader) theQuestionOpens(i int) bool {
	start, _ := r.clauseOf(i)
	for d := i - 1; d >= start && d >= i-3; d-- {
		if r.at(d).is("the", "this", "that") {
			return d == start || r.at(d-1).isBoundary()
		}
		if r.at(d).k.has(kAux|kNot|kCan) || r.at(d).isBoundary() {
			return false
		}
	}
	return false
}

// breakBefore: a semicolon or dash stands shortly before i, in the same
// sentence, with no other clause between.
func (r *sentenceReader) breakBefore(i int) bool {
	for k := i - 1; k > 0 && k >= i-window; k-- {
		t := r.at(k)
		if t.is(";", "—", "–", "-") {
			return true
		}
		if t.isBoundary() || t.k.has(kComma) || t.is("but", "and", "so") {
			return false
		}
	}
	return false
}

// labelPersonAt: a report's label names the person at i, opening it
// ("Requester input:", "User's answer:", "Your decision:"); where the
// label starts (-1: not so).
func (r *sentenceReader) labelPersonAt(i int) int {
	if r.at(i).k.has(kPoss) {
		i-- // "User's answer:"
	}
	t := r.at(i)
	if !(t.k.has(kPerson|kYour) || isOwnerRole(t)) || t.is("whoever") {
		return -1
	}
	s := i
	if r.at(i - 1).k.has(kDet) {
		s--
	}
	if s == 0 || r.at(s-1).isBoundary() || r.at(s-1).is("(", "-", "—", "–", "*") {
		return s
	}
	return -1
}

// readerAfter: the reader, or the person the work is for, stands at i or
// right after ("… never made it to you", "never reached you", "… to the
// repo owner").
func (r *sentenceReader) readerAfter(i int) bool {
	for k := i; k <= i+2; k++ {
		if r.at(k).k.has(kYou) {
			return true
		}
		if _, kind, ok := r.personAt(k); ok && kind != "anyone" && kind != "the person, named before" {
			return true // "… never made it to the repo owner"
		}
	}
	return false
}

// clauseAfter: a clause of some words follows j, after a comma ("In lieu
// of a reply from X, the report groups …").
func (r *sentenceReader) clauseAfter(j int) bool {
	for k := j; k < len(r.ts) && k <= j+8; k++ {
		if r.at(k).k.has(kComma) {
			return k+3 < len(r.ts)
		}
	}
	return false
}
