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

import markdown "github.com/team-hook/team-hook/internal/markdown/goldmarkdoc"

// Finding is one offending sentence, quoted for the block reason.
type Finding struct {
	Line     int    // 1-based line in the message where the sentence is
	Sentence string // the sentence as written (trimmed, markup removed)
}

// Deferrals finds prose rationalising that the agent cannot ask the user
// (contract no-deferral). It reads the whole message: headings, paragraphs,
// list items and table cells.
func Deferrals(d *markdown.Doc) []Finding {
	if d == nil || d.Root == nil {
		return nil
	}
	var out findings
	for _, b := range d.Blocks() {
		for _, u := range collectUnits(d, b, true) {
			wouldAsk := false
			for _, s := range u.sentences() {
				defers, wishes := judgeDeferral(s.norm, wouldAsk)
				if defers {
					out.add(s)
				}
				wouldAsk = wishes
			}
		}
	}
	return out.list
}

// Questions finds questions to the user written as prose in the closing part
// of the message (contract open-questions). The caller only calls it when the
// message has no valid envelope.
func Questions(d *markdown.Doc) []Finding {
	if d == nil || d.Root == nil {
		return nil
	}
	var out findings
	for _, s := range closingQuestions(d) {
		out.add(s)
	}
	return out.list
}

// findings reports each sentence once, in document order.
type findings struct {
	list []Finding
	seen map[Finding]bool
}

func (f *findings) add(s sentence) {
	fd := Finding{Line: s.line(), Sentence: s.text()}
	if f.seen == nil {
		f.seen = map[Finding]bool{}
	}
	if fd.Sentence == "" || f.seen[fd] {
		return
	}
	f.seen[fd] = true
	f.list = append(f.list, fd)
}
