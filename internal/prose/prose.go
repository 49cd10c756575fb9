// Package prose finds what a subagent's final message says in prose that it
// should have said another way (docs/CONTRACT.md §3, §3a): sentences rationalising
// that the agent cannot ask the user (no-deferral), and questions to the user
// written as prose in the closing part of the message (open-questions).
//
// Both detectors read the message as CommonMark. Code (fenced, indented,
// inline), block quotes and text in quotation marks inside a sentence are
// quoted material: they are masked before any sentence is judged, so a
// message may quote the rule it keeps.
package prose

import (
	"strings"

	"github.com/team-hook/team-hook/internal/contract"
	"github.com/team-hook/team-hook/internal/markdown"
)

// Finding is one offending sentence, quoted for the block reason.
type Finding struct {
	Line     int    // 1-based line in the message where the sentence is
	Sentence string // the sentence as written (trimmed, markup removed)
	// Why is the clause that decided and the roles read in it.
	Why *contract.Explanation
}

// Deferrals finds prose rationalising that the agent cannot ask the user
// (contract no-deferral). It reads the whole message: headings, paragraphs,
// list items and table cells.
func Deferrals(d *markdown.Doc) []Finding {
	ops := 0
	return countedDeferrals(d, &ops)
}

// countedDeferrals is Deferrals, counting the work done in ops (for the test
// that the reading stays linear in the message).
func countedDeferrals(d *markdown.Doc, ops *int) []Finding {
	if d == nil || d.Root == nil {
		return nil
	}
	var out findings
	readers := readerNames(d, ops)
	readers = append(readers, deciderNames(d.Src, readers, ops)...)
	for _, b := range d.Blocks() {
		for _, u := range collectUnits(d, b, true, readers) {
			clauses := u.clauses()
			whys := make([]*contract.Explanation, len(clauses))
			befores := make([]asked, len(clauses))
			before := askedNothing
			for k, s := range clauses {
				*ops += len(s.norm)
				befores[k] = before
				whys[k], before = judgeSentence(s.norm, before, ops)
			}
			for k, s := range clauses {
				why := whys[k]
				if why == nil && k+1 < len(clauses) && whys[k+1] == nil &&
					(strings.HasSuffix(strings.TrimSpace(s.norm), ":") || len(strings.Fields(s.norm)) <= 4 || opensOnConsequence(clauses[k+1].norm) || opensOnOwnPick(clauses[k+1].norm) && namesNobodyOrAbsence(s.norm, ops)) {
					// A label, or a fragment, is read with what it labels:
					// "No interactive prompts:" then "I went with the
					// defaults.", "no q channel." then "picked B."; and a
					// sentence with the next when that opens on what
					// followed from it ("So I went with the default.").
					*ops += len(clauses[k+1].norm)
					// The learned scorer weighs the pair only when the next
					// sentence goes on from this one; a short sentence beside
					// any other ("You were asleep." then "I went home.") is
					// read by the rules alone.
					next := clauses[k+1].norm
					why = judgeJoined(s.norm+" "+next, befores[k], opensOnConsequence(next) || opensOnOwnPick(next) || strings.HasSuffix(strings.TrimSpace(s.norm), ":"), ops)
				}
				if why != nil {
					out.add(s, why)
				}
			}
		}
	}
	return out.list
}

// opensOnConsequence: a sentence that opens on what followed from the one
// before: "So I went with …", "Hence the default.", "Going with B.". A
// cheap look at its first word, before any reading, to choose whether
// to read it with the sentence before; reportsPickAt and
// nextSentenceGivesPick then judge the two together.
func opensOnConsequence(norm string) bool {
	words := strings.Fields(strings.ToLower(norm))
	if len(words) == 0 {
		return false
	}
	// A word or phrase of consequence in the lexicon: "So I went with …",
	// "Hence the default.", "Because of this, …", "For this reason I
	// asked …".
	first := strings.TrimRight(words[0], ",:")
	for n := min(max(lex().phraseFrom(first), 1), len(words)); n >= 1; n-- {
		if e, ok := lex().word(strings.TrimRight(strings.Join(words[:n], "_"), ",:")); ok && e.k.has(kSo) {
			return true
		}
	}
	switch first {
	case "going", "proceeding", "defaulting", "falling":
		return true // "Going with B."
	case "in":
		if len(words) > 3 && words[1] == "lieu" && words[2] == "of" {
			return true // "In lieu of it, I merged …"
		}
	}
	// "Any question that would need a ruling gets the conservative branch."
	return strings.Contains(norm, " gets the ") || strings.Contains(norm, " get the ")
}

// opensOnOwnPick: a sentence that opens on the agent's pick: "I went with
// the default.", "Went with 8080.", "We picked Postgres.". Read with the
// sentence before it when that one names nobody there or the person away
// ("Nobody was around to confirm. I went with the default.").
func opensOnOwnPick(norm string) bool {
	f := strings.Fields(strings.ToLower(norm))
	if len(f) > 0 && strings.TrimRight(f[0], ",") == "then" {
		return true // "Then I have decided for last-write-wins"
	}
	self := len(f) > 0 && (f[0] == "i" || f[0] == "we")
	if self {
		f = f[1:]
	}
	if len(f) == 0 {
		return false
	}
	if f[0] == "went" && len(f) > 1 && !strings.HasPrefix(f[1], "with") && !strings.HasPrefix(f[1], "for") && !strings.HasPrefix(f[1], "ahead") {
		return false // "I went home", "went to the docs": a move, not a pick
	}
	switch strings.TrimRight(f[0], ",:") {
	case "went", "picked", "chose", "defaulted", "assumed", "settled", "opted", "decided", "proceeded", "used", "took", "made":
		return true
	case "had", "have", "didn't", "did", "ranked", "merged", "set", "kept", "applied", "limited", "switched":
		return self // "I had to make a decision in your place", "I didn't wait and merged them"
	}
	return false
}

// namesNobodyOrAbsence: a cheap look for nobody, an absent or unreachable
// person, or an inability in a sentence, before reading it with the next.
func namesNobodyOrAbsence(norm string, ops *int) bool {
	ts := tokenize(norm)
	*ops += len(ts)
	person := false
	for i, t := range ts {
		if t.k.has(kNobody|kUnavail|kUnable) || t.is("no") && i+1 < len(ts) && ts[i+1].k.has(kPerson) {
			return true
		}
		// The person, then a word of not, never or away: "You stayed
		// offline the whole weekend.", "You did not reply in the chat."
		person = person || t.k.has(kYou|kPerson)
		if person && (t.k.has(kNot) || t.is("never") || isAbsenceWord(t) || isSleepWord(t) || t.is("none") && i > 0 && ts[i-1].is(":") ||
			t.is("holiday", "holidays", "leave", "vacation", "pto", "meeting", "meetings", "bridge", "flight", "offsite", "dentist", "doctor")) {
			return true
		}
	}
	return false
}

// Questions finds questions to the user written as prose in the closing part
// of the message (contract open-questions). The caller only calls it when the
// message has no valid envelope.
func Questions(d *markdown.Doc) []Finding {
	ops := 0
	return countedQuestions(d, &ops)
}

// countedQuestions is Questions, counting the work done in ops.
func countedQuestions(d *markdown.Doc, ops *int) []Finding {
	if d == nil || d.Root == nil {
		return nil
	}
	var out findings
	for _, q := range closingQuestions(d, ops) {
		out.add(q.sentence, q.why)
	}
	return out.list
}

// findings reports each sentence once, in document order.
type findings struct {
	list []Finding
	seen map[place]bool
}

// place is where a finding is: its line and sentence.
type place struct {
	line     int
	sentence string
}

func (f *findings) add(s sentence, why *contract.Explanation) {
	p := place{s.line(), s.text()}
	if f.seen == nil {
		f.seen = map[place]bool{}
	}
	if p.sentence == "" || f.seen[p] {
		return
	}
	f.seen[p] = true
	if why != nil {
		why.Sentence = p.sentence
	}
	f.list = append(f.list, Finding{Line: p.line, Sentence: p.sentence, Why: why})
}
