// Package hostile builds the messages the tests of the reader and of the
// checks read to show that their work grows linearly with a message's
// size: shapes that make a search going back over what was read cost the
// square of the size (CommonMark's pathological inputs, and the prose
// readers' own). Tests only.
package hostile

import (
	"fmt"
	"strings"
)

// Message is one shape of message, built at any size.
type Message struct {
	Name string
	// Build returns a message of about size bytes.
	Build func(size int) []byte
}

// Pieces is a message of each piece repeated to an equal share of the
// size, in order. Each is repeated a multiple of 12 times (when it is
// repeated more than 24), so that what pairs up (backticks, brackets,
// emphasis by the rule of three) pairs up alike at every size.
func Pieces(pieces ...string) Message {
	return Message{
		Name: fmt.Sprintf("%q", pieces),
		Build: func(size int) []byte {
			var b strings.Builder
			for _, p := range pieces {
				n := max(1, size/len(pieces)/len(p))
				if n > 24 {
					n -= n % 12
				}
				b.WriteString(strings.Repeat(p, n))
			}
			return []byte(b.String())
		},
	}
}

// Growing is a message of prefix, then run repeated once, twice, three
// times and so on, each time followed by sep, to the size: runs of every
// length up to about the square root of the size.
func Growing(name, prefix, run, sep string) Message {
	return Message{
		Name: name,
		Build: func(size int) []byte {
			var b strings.Builder
			b.WriteString(prefix)
			for k := 1; b.Len() < size; k++ {
				b.WriteString(strings.Repeat(run, k))
				b.WriteString(sep)
			}
			return []byte(b.String())
		},
	}
}

// Nested is open repeated to half the size, then text, then close
// repeated as often as open: brackets nested as deep as the size allows.
func Nested(open, text, close string) Message {
	return Message{
		Name: fmt.Sprintf("%q nested", open+text+close),
		Build: func(size int) []byte {
			n := max(1, size/2/(len(open)+len(close)))
			return []byte(strings.Repeat(open, n) + text + strings.Repeat(close, n))
		},
	}
}

// Markdown are the shapes that once took internal/markdown's reader (or
// could take a CommonMark reader) work growing with the square of their
// size.
func Markdown() []Message {
	return []Message{
		// Emphasis: openers that closers of another character, or of a
		// length the rule of three forbids, search past.
		Pieces("*a ", "a_ "),
		Pieces("_a ", "a* "),
		Pieces("*a_ "),
		Pieces("a**b", "c* "),
		Pieces("**a ", "a* "),
		Pieces("*a", "b*"),
		Pieces("*a ", "[b](c) "),
		Pieces("*_"),
		Pieces("_*a "),
		// Inline links whose destination runs to the end of the line and
		// does not close.
		Pieces("[a]("),
		Pieces("*[a*]("),
		Pieces("[]("),
		Pieces("![a]("),
		Pieces("[a](<"),
		Pieces("[a]((b)"),
		Pieces("[a](", "("),
		Pieces("[a](b)(", "[a](b"),
		Pieces("[a](<b>", "[a](<"),
		Pieces(`[a](b "c`),
		// Link and image openers, closed or not, and brackets nested.
		Pieces("["),
		Pieces("!["),
		Pieces("[a]"),
		Pieces("[a]["),
		Pieces("[a][b"),
		Pieces("[", "a]"),
		Pieces("[a", "](b)"),
		Nested("[", "a", "]"),
		Nested("[", "a", "](b)"),
		Nested("![", "a", "](b)"),
		Nested("[", "[a](b)", "]"),
		Nested("*[", "a", "*]"),
		Pieces("[", "`a`", "]"),
		Pieces("[", "*a", "]"),
		Pieces("a [", "b [c](d) ", "]"),
		// Code spans: backtick runs of every length, none closed.
		Growing("backtick runs of every length", "", "`", "a"),
		Growing("backtick runs of every length, one a line", "`a\n", "`", "\n"),
		Pieces("`a"),
		Pieces("`a", "``b"),
		// Nested containers on one line, each tried for a thematic break,
		// and lazy lines after them.
		Pieces("- ", "a"),
		Pieces("* ", "a\n"),
		Pieces("- ", "  a\n"),
		Pieces("> ", "a\n"),
		Pieces("> - ", "a\n"),
		Pieces("1. ", "a\n"),
		Pieces("- a\n  "),
		Pieces("- a\n\n"),
		// Inline HTML, autolinks and entities.
		Pieces("<a"),
		Pieces("<a b=\""),
		Pieces("<a b='"),
		Pieces("<!--"),
		Pieces("<?"),
		Pieces("<![CDATA["),
		Pieces("<http:"),
		Pieces("<a@"),
		Pieces("&amp;"),
		Pieces("&#123;"),
		// Link reference definitions, and many of them used.
		Pieces("[a]: b\n"),
		Pieces("[a]: <b\n"),
		Pieces("[a]: b \"\n"),
		Pieces("[a]: b\n", "[a] "),
		// Tables: a header row of many columns, and many rows.
		Pieces("| a ", "\n", "|---", "\n", "| b "),
		Pieces("| a |\n|---|\n", "| b |\n"),
		// Lines of every kind.
		Pieces("a\n"),
		Pieces("a  \n"),
		Pieces("a\\\n"),
		Pieces("    a\n"),
		Pieces("```\n"),
		Pieces("# a\n"),
		Pieces("a\n=\n"),
		Pieces("\\*"),
	}
}

// Prose are the shapes that could take the prose readers (sentences,
// clauses, brackets and quotes, questions) work growing with the square of
// their size.
func Prose() []Message {
	return []Message{
		Nested("(", "a", ")"),
		Nested("(", "I can't ask you", ")"),
		Nested("[", "a", "]"),
		Nested("\"", "a", "\""),
		Nested("(a ", "b", " c)"),
		Pieces("(", "a"),
		Pieces("a)"),
		Pieces("\u201ca "),
		Pieces("'a "),
		Pieces("a "),
		Pieces("word "),
		Pieces("I can't ask you "),
		Pieces("you "),
		Pieces("?"),
		Pieces("? "),
		Pieces("a? "),
		Pieces("Should I? "),
		Pieces("a, "),
		Pieces("a; "),
		Pieces("a: "),
		Pieces("a - "),
		Pieces("e.g. "),
		Pieces("1. "),
		Pieces("\n- a?"),
		Pieces("# a?\n"),
		Pieces("a", "?"),
		Pieces("`a` "),
		Pieces("**a** "),
		Pieces("[a](b) "),
		Pieces("a\n"),
		Pieces("a\n\n"),
		Pieces("## Open questions\n"),
		Pieces("## Open questions\n\n- a?\n"),
		Pieces("AWAITING_USER_INPUT "),
	}
}

// Linear counts cost (work, not time) over m built at size, twice and four
// times that, and reports whether it grows linearly: the second doubling
// may add at most 2.2 times the work the first added (a quadratic cost
// adds four times as much, one of n times its square root 2.8). Comparing
// what each doubling adds, not the totals, lets a shape cost a fixed
// amount more or less (brackets nested past the depth a link may have
// become text all at once), or one that costs the same at every size
// vary by a fiftieth (and a few dozen). It returns the counts, for the failure.
//
// Counts that do not grow linearly are taken twice more, keeping each
// size's least: the Go runtime allocates now and then on its own (a count
// of allocations a few hundred strong gains as many at random), and such
// noise only ever adds. A cost that does grow is as large every time.
func Linear(m Message, size int, cost func([]byte) int) (bool, string) {
	var c [3]int
	for i := range c {
		c[i] = cost(m.Build(size << i))
	}
	for n := 0; n < 2 && !Grows(c, 2.2); n++ {
		for i := range c {
			c[i] = min(c[i], cost(m.Build(size<<i)))
		}
	}
	return Grows(c, 2.2), fmt.Sprintf("%d, %d and %d bytes cost %d, %d and %d", size, 2*size, 4*size, c[0], c[1], c[2])
}

// Grows is Linear's judgement of three counts, at a size, twice it and
// four times it: the second doubling adds at most ratio times what the
// first added. A count may carry a bounded part that does not grow with
// the size (work capped at a fixed number of steps, say) and moves a
// little between sizes; what the first doubling did not add is that part,
// and an eighth of it is allowed as slack, so that it is not taken for
// growth. Work growing with the square of the size adds four times as
// much at each doubling and is still told.
func Grows(c [3]int, ratio float64) bool {
	first := max(c[1]-c[0], 0)
	bounded := max(c[0]-first, 0)
	return float64(c[2]-c[1]) <= ratio*float64(first)+float64(c[0])/50+float64(bounded)/8+64
}

// Checks are the shapes aimed at the checks past the readers: envelopes,
// result sections and their references, quoted code, HANDOFF blocks.
// Their references name a.go, which the tests' project holds.
func Checks() []Message {
	return []Message{
		Pieces("```json\n{\"openQuestions\": [\n"),
		Pieces("```json\n{\"openQuestions\": [{\"question\": \"a?\", \"options\": [\n"),
		Pieces("```json\n{\"openQuestions\": [{\"question\": \"a?\"}]}\n```\n"),
		Pieces("{\"openQuestions\": "),
		Pieces("AWAITING_USER_INPUT\n"),
		Pieces("PAUSED_FOR_INPUT: a?\n"),
		Pieces("## A Result\n"),
		Pieces("## A Result\n\n### Status\nSUCCESS\n\n### Findings\n", "- a.go:1 b\n"),
		Pieces("a.go:1 "),
		Pieces("`a.go:1` "),
		Pieces("a.go:1-2 "),
		Pieces("b/c/d.go:1 "),
		Pieces("a.go:1\n```go\nx\n```\n"),
		Pieces("a.go:1", "\n```go\n", "x\n", "```\n"),
		Pieces("a.go:1 ", "\n```go\nx\n```\n"),
		Pieces("Code match: `x` a.go:1 "),
		Pieces("- Code match: `x` a.go:1 "),
		Pieces("> a.go:1\n\n", "a.go:1\n```go\nx\n```\n"),
		Pieces("> a\n\n", "Code match: `x` a.go:1\n\n"),
		Pieces("verified_confidence: 1 "),
		Pieces("### Confidence\n80\n"),
		Pieces("HANDOFF:\n"),
		Pieces("HANDOFF:\n", "1. **Produced**: a\n"),
		Pieces("[HIGH] a\n"),
		Pieces("## Open questions\n- a?\n"),
		Pieces("## Open questions (deferred)\n- a?\n"),
	}
}
