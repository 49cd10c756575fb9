package prose

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A sentence is read as a row of tokens: its words in a canonical form
// (contractions opened, apostrophes restored, abbreviations and British
// spellings read as the words meant, typos of long key words mended), each
// with the kinds the lexicon gives it, and the punctuation that bounds
// clauses.

// token is one word or mark of a sentence.
type token struct {
	w          string // canonical form
	k          kind
	start, end int // bytes of the sentence's analysis form it was read from
}

// abbreviations maps shorthand to the words meant (sorted: looked up by
// pairOf).
var abbreviations = [...]lexPair{
	{"'cause", "because"},
	{"abt", "about"},
	{"altho", "although"},
	{"atm", "at the moment"},
	{"b/c", "because"},
	{"b4", "before"},
	{"bc", "because"},
	{"bcs", "because"},
	{"bcz", "because"},
	{"becos", "because"},
	{"cdnt", "could not"},
	{"cld", "could"},
	{"cldnt", "could not"},
	{"cos", "because"},
	{"coz", "because"},
	{"ctx", "context"},
	{"cudnt", "could not"},
	{"cuz", "because"},
	{"env", "environment"},
	{"i'd've", "i would have"},
	{"id've", "i would have"},
	{"lemme", "let me"},
	{"lmk", "let me know"},
	{"msg", "message"},
	{"pls", "please"},
	{"plz", "please"},
	{"ppl", "people"},
	{"q", "question"},
	{"q's", "questions"},
	{"qs", "questions"},
	{"r", "are"},
	{"re", "about"},
	{"rn", "right now"},
	{"shld", "should"},
	{"shldnt", "should not"},
	{"smth", "something"},
	{"sth", "something"},
	{"tho", "though"},
	{"thru", "through"},
	{"u", "you"},
	{"ur", "your"},
	{"w/", "with"},
	{"w/o", "without"},
	{"w/out", "without"},
	{"wdnt", "would not"},
	{"wld", "would"},
	{"wldnt", "would not"},
	{"wo/", "without"},
	{"wrt", "about"},
	{"ya", "you"},
}

// contractions opens contracted forms, with or without their apostrophe
// (sorted: looked up by pairOf).
var contractions = [...]lexPair{
	{"'d", "would"},
	{"'ll", "will"},
	{"'m", "am"},
	{"'re", "are"},
	{"'ve", "have"},
	{"ain't", "is not"},
	{"aint", "is not"},
	{"arent", "are not"},
	{"can't", "can not"},
	{"cannot", "can not"},
	{"cant", "can not"},
	{"could've", "could have"},
	{"couldnt", "could not"},
	{"couldve", "could have"},
	{"didnt", "did not"},
	{"doesnt", "does not"},
	{"dont", "do not"},
	{"hadnt", "had not"},
	{"hasnt", "has not"},
	{"havent", "have not"},
	{"here's", "here is"},
	{"i'd", "i would"},
	{"i'll", "i will"},
	{"i'm", "i am"},
	{"i've", "i have"},
	{"im", "i am"},
	{"isnt", "is not"},
	{"it'd", "it would"},
	{"it's", "it is"},
	{"ive", "i have"},
	{"let's", "let us"},
	{"might've", "might have"},
	{"mustnt", "must not"},
	{"neednt", "need not"},
	{"no-one's", "no-one is"},
	{"nobody's", "nobody is"},
	{"noone's", "noone is"},
	{"shan't", "shall not"},
	{"should've", "should have"},
	{"shouldnt", "should not"},
	{"shouldve", "should have"},
	{"that'd", "that would"},
	{"that's", "that is"},
	{"thats", "that is"},
	{"there're", "there are"},
	{"there's", "there is"},
	{"theres", "there is"},
	{"wasnt", "was not"},
	{"we'd", "we would"},
	{"we'll", "we will"},
	{"we're", "we are"},
	{"we've", "we have"},
	{"werent", "were not"},
	{"what's", "what is"},
	{"who's", "who is"},
	{"won't", "will not"},
	{"wont", "will not"},
	{"would've", "would have"},
	{"wouldnt", "would not"},
	{"wouldve", "would have"},
	{"you'd", "you would"},
	{"you'll", "you will"},
	{"you're", "you are"},
	{"you've", "you have"},
	{"youre", "you are"},
}

// tokenize reads a sentence's analysis form (lower case, quoted material
// masked, apostrophes unified).
func tokenize(s string) []token {
	l := lex()
	out := make([]token, 0, len(s)/5+1)
	add := func(w string, start, end int) {
		if exp, ok := pairOf(abbreviations[:], w); ok {
			w = exp
		} else if exp, ok := l.misspelt(w); ok {
			w = exp
		}
		if exp, ok := pairOf(contractions[:], w); ok {
			w = exp
		} else if strings.HasSuffix(w, "n't") && len(w) > 3 {
			w = w[:len(w)-3] + " not"
		} else if key := l.typoOf(w); key != "" && !strings.HasSuffix(w, "'s") {
			// ("requester's" is the requester and 's, read below)
			w = key
			if exp, ok := pairOf(contractions[:], w); ok {
				w = exp
			} else if strings.HasSuffix(w, "n't") {
				w = w[:len(w)-3] + " not"
			}
		}
		for _, part := range strings.Fields(w) {
			if exp, ok := l.misspelt(part); ok && !strings.Contains(exp, " ") {
				part = exp // "coudn't": "coud" "not"
			}
			if base, ok := strings.CutSuffix(part, "'s"); ok && base != "" && base != "let" {
				out = append(out, l.token(base, start, end), token{w: "'s", k: kPoss, start: end, end: end})
				continue
			}
			out = append(out, l.token(part, start, end))
		}
	}
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case isTokenRune(r) || r == '-' && isFlagAt(s, i):
			j := i + size
			for j < len(s) {
				r2, n := utf8.DecodeRuneInString(s[j:])
				if isTokenRune(r2) || isInnerMark(s, j, r2) {
					j += n
					continue
				}
				break
			}
			w := strings.TrimRight(s[i:j], "'-/")
			if w == "w" && j < len(s) && s[j] == '/' {
				w, j = "w/", j+1
			}
			if isMask(w) {
				out = append(out, token{w: "xx", start: i, end: j})
			} else if isErrorMask(w) {
				out = append(out, token{w: "xx", k: kFail, start: i, end: j})
			} else if who, state, ok := personAbsentCompound(l, w); ok {
				add(who, i, i+len(who)) // "(operator-asleep)", "user-AFK": the person, then the state
				add(state, i+len(who)+1, j)
			} else {
				add(w, i, j)
			}
			i = j
		case r == '#' && i+1 < len(s) && isDigitByte(s[i+1]) && (i == 0 || !isTokenRune(rune(s[i-1]))):
			// "#12", a task or issue by number
			j := i + 1
			for j < len(s) && isDigitByte(s[j]) {
				j++
			}
			out = append(out, token{w: s[i:j], start: i, end: j})
			i = j
		case r == ',':
			out = append(out, token{w: ",", k: kComma, start: i, end: i + 1})
			i++
		case (r == '+' || r == '&') && i > 0 && s[i-1] == ' ' && i+1 < len(s) && s[i+1] == ' ':
			// "your approval + the start signal", "R&D" aside: a sign
			// standing alone between words joins them as "and" does.
			out = append(out, l.token("and", i, i+1))
			i++
		case r == '\u2192' && len(out) > 0 && endsInDigit(out[len(out)-1].w) && startsWithValue(s[i+size:]):
			// "minSdk 24 → 26", "v3.8 → v4.0": a value changed, read as
			// "to", not as "so"
			out = append(out, l.token("to", i, i+size))
			i += size
		case r == '\u2192' || r == '\u21d2':
			out = append(out, token{w: "→", k: kPunct | kSo, start: i, end: i + size})
			i += size
		case (r == '-' || r == '=') && i+1 < len(s) && s[i+1] == '>':
			out = append(out, token{w: "→", k: kPunct | kSo, start: i, end: i + 2})
			i += 2
		case strings.ContainsRune(";:()[]|-.?!\u2014\u2013\u2026", r):
			out = append(out, token{w: string(r), k: kPunct, start: i, end: i + size})
			i += size
		default:
			i += size
		}
	}
	return goneWith(l, participleAs(joinPhrases(l, openShorthand(l, out))))
}

// goneWith: "I've gone with EU", "we have gone for the default": the perfect of
// "went with", a pick, where "gone" alone is what is no longer there
// ("the tool is gone").
func goneWith(l *lexicon, ts []token) []token {
	for i := 1; i+1 < len(ts); i++ {
		if ts[i].w == "gone" && ts[i-1].is("have", "has", "had") && ts[i+1].is("with", "for") {
			ts[i] = l.token("went", ts[i].start, ts[i].end)
		}
	}
	return ts
}

// participleAs: "the migration as committed", "the schema as written":
// "as" before a participle names a state of the noun before it and opens
// no clause of its own ("as I couldn't ask you" still does).
func participleAs(ts []token) []token {
	for i := 1; i+1 < len(ts); i++ {
		if ts[i].w == "as" && ts[i+1].is("committed", "shipped", "written", "merged", "deployed", "released", "built", "planned", "specified",
			"described", "configured", "implemented", "designed", "drafted", "proposed", "requested", "submitted", "pushed", "tagged", "published", "landed", "documented", "filed") &&
			!ts[i-1].k.has(kPunct|kComma|kBreak|kSo|kAux) {
			ts[i].k &^= kBreak
		}
	}
	return ts
}

// personAbsentCompound splits a hyphened label of the person's absence
// ("operator-asleep", "user-away", "you-afk": the person as the lexicon
// knows them, then a word of absence or sleep) into its two words; other
// compounds ("time-out", "check-away") stay one word.
func personAbsentCompound(l *lexicon, w string) (string, string, bool) {
	who, state, ok := strings.Cut(w, "-")
	if !ok || strings.Contains(state, "-") || !l.token(who, 0, 0).k.has(kPerson|kYou) {
		return "", "", false
	}
	if t := l.token(state, 0, 0); !isAbsenceWord(t) && !isSleepWord(t) {
		return "", "", false
	}
	return who, state, true
}

// openShorthand reads what hurried writing leaves out, where only one
// reading fits: "id" before "have" and a past participle is "I'd" ("id
// have gone with"; an identifier is not followed so); "2" between a word
// of ability or means and an act of asking is "to" ("unable 2 confirm");
// a bare "w" before the person is "with" ("confirm w you").
func openShorthand(l *lexicon, ts []token) []token {
	const acts = kActDirect | kActWith | kActTo | kActBy | kActBare
	var out []token // built only when an "id" opens, so that the reading stays linear
	for i := 0; i < len(ts); i++ {
		switch {
		case ts[i].w == "id" && i+2 < len(ts) && ts[i+1].w == "have" && (isPastVerb(ts[i+2]) || ts[i+2].is("been")):
			if out == nil {
				out = append(make([]token, 0, len(ts)+4), ts[:i]...)
			}
			t := ts[i]
			out = append(out, l.token("i", t.start, t.end), l.token("would", t.start, t.end))
			continue
		case ts[i].w == "would" && i > 0 && ts[i-1].start == ts[i].start && isParticipleAfter(ts, i+1):
			// "you'd stepped away", "I'd logged off": the contraction's
			// "had" before a past participle, never "would".
			ts[i] = l.token("had", ts[i].start, ts[i].end)
		case ts[i].w == "2" && i > 0 && i+1 < len(ts) && ts[i-1].k.has(kUnable|kAble|kChannel) && ts[i+1].k.has(acts):
			ts[i] = l.token("to", ts[i].start, ts[i].end)
		case ts[i].w == "w" && i > 0 && i+1 < len(ts) && ts[i-1].k.has(acts) && ts[i+1].k.has(kYou|kPerson|kDet):
			ts[i] = l.token("with", ts[i].start, ts[i].end)
		}
		if out != nil {
			out = append(out, ts[i])
		}
	}
	if out != nil {
		return out
	}
	return ts
}

// isParticipleAfter: a past participle at i, past an adverb ("already
// gone", "just logged off"): a word in -ed or an irregular participle that
// is no bare verb ("gone", not "read").
func isParticipleAfter(ts []token, i int) bool {
	if i < len(ts) && ts[i].is("already", "just", "long", "since", "all", "both", "both_already") {
		i++
	}
	if i >= len(ts) {
		return false
	}
	w := ts[i].w
	return strings.HasSuffix(w, "ed") && len(w) > 3 && !ts[i].is("need", "feed", "speed", "proceed", "succeed", "exceed", "embed", "bleed", "breed", "heed", "seed", "shred") ||
		ts[i].is("gone", "been", "left", "gotten", "taken", "done", "given", "fallen", "seen", "heard", "said", "told", "made", "slept", "sent", "written", "chosen", "spoken", "begun")
}

// isFlagAt: a command-line flag ("-p") starts at i.
func isFlagAt(s string, i int) bool {
	if i+1 >= len(s) || i > 0 && s[i-1] != ' ' && s[i-1] != '(' {
		return false
	}
	c := s[i+1]
	return c >= 'a' && c <= 'z'
}

// isTokenRune: a rune that makes words.
func isTokenRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' || r == '\''
}

// isInnerMark: a hyphen, slash or period inside a word ("sign-off",
// "go/no-go", "w/o"), a colon inside a time ("03:10").
func isInnerMark(s string, j int, r rune) bool {
	if r == ':' {
		// "03:10", a time of day
		return j > 0 && isDigitByte(s[j-1]) && j+1 < len(s) && isDigitByte(s[j+1])
	}
	if r != '-' && r != '/' && r != '.' {
		return false
	}
	if j+1 >= len(s) {
		return r == '/' && j > 0 && s[j-1] == 'w'
	}
	next, _ := utf8.DecodeRuneInString(s[j+1:])
	return unicode.IsLetter(next) || unicode.IsDigit(next)
}

// isMask: a run of the mask byte, quoted material.
func isMask(w string) bool {
	if len(w) < 2 {
		return false
	}
	for i := 0; i < len(w); i++ {
		if w[i] != maskByte {
			return false
		}
	}
	return true
}

// token makes the token of one canonical word. A hyphenated compound the
// lexicon does not list takes its head's kind where that names a means of
// reaching someone ("ask-channel" is the question tool, "reply-path" a
// channel).
func (l *lexicon) token(w string, start, end int) token {
	cw, k := l.lookup(w)
	if k == 0 && strings.Contains(w, "-") {
		i := strings.LastIndexByte(w, '-')
		_, head := l.lookup(w[i+1:])
		_, mod := l.lookup(w[:i])
		switch {
		case head.has(kToolHead) && mod.has(kToolMod):
			k = kTool
		case head.has(kChannel) && (mod.has(kToolMod|kActNoun|kNeed) || strings.HasPrefix(w, "back-") || strings.HasPrefix(w, "feedback-") || strings.HasPrefix(w, "reply-") || strings.HasPrefix(w, "return-")):
			k = kChannel
		case asksThePerson(l, w):
			k = kToolMod
		}
	}
	return token{w: cw, k: k, start: start, end: end}
}

// asksThePerson: a hyphenated compound names asking the person
// ("ask-the-user access", "talk-to-a-human step", "check-with-you path"):
// an act of asking and the person among its parts.
func asksThePerson(l *lexicon, w string) bool {
	act, person := false, false
	for part := range strings.SplitSeq(w, "-") {
		_, k := l.lookup(part)
		act = act || k.has(kActDirect|kActWith|kActBare)
		person = person || k.has(kPerson|kYou)
	}
	return act && person
}

// joinPhrases merges the words of the lexicon's multi-word entries into
// one token each ("no one", "at all", "in the absence of").
func joinPhrases(l *lexicon, ts []token) []token {
	out := ts[:0]
	for i := 0; i < len(ts); {
		n := l.phraseFrom(ts[i].w)
		matched := 0
		for m := min(n, len(ts)-i); m >= 2; m-- {
			if e, ok := l.word(phraseKey(ts[i : i+m])); ok && e.phrase == m {
				matched = m
				break
			}
		}
		if matched == 0 {
			out = append(out, ts[i])
			i++
			continue
		}
		key := phraseKey(ts[i : i+matched])
		e, _ := l.word(key)
		t := token{w: key, k: e.k, start: ts[i].start, end: ts[i+matched-1].end}
		out = append(out, t)
		i += matched
	}
	return out
}

func phraseKey(ts []token) string {
	var b strings.Builder
	for i, t := range ts {
		if i > 0 {
			b.WriteByte('_')
		}
		b.WriteString(t.w)
	}
	return b.String()
}

// isBoundary: a token that ends a clause.
func (t token) isBoundary() bool { return t.k.has(kPunct) }

// is reports whether the token is one of the words.
func (t token) is(words ...string) bool {
	for _, w := range words {
		if t.w == w {
			return true
		}
	}
	return false
}

// endsInDigit: the word ends in a digit ("24", "v3.8").
func endsInDigit(w string) bool {
	return w != "" && isDigitByte(w[len(w)-1])
}

// startsWithValue: after spaces, s opens on a number or a version ("26",
// "v4.0").
func startsWithValue(s string) bool {
	s = strings.TrimLeft(s, " ")
	if s != "" && (s[0] == 'v' || s[0] == 'V') {
		s = s[1:]
	}
	return s != "" && isDigitByte(s[0])
}
