package prose

import (
	"bytes"
	"regexp"
	"slices"
	"strings"

	"github.com/team-hook/team-hook/internal/lazyre"
	"github.com/team-hook/team-hook/internal/markdown"
	"github.com/yuin/goldmark/ast"
)

// The reader by name (docs/CONTRACT.md §3b). A report left for a person
// often names them instead of saying "you": "# Morning report for Tim",
// "## Open for Mathias", "## Needs Jaxon's feel judgement". The name a
// heading addresses the report to is the reader throughout it, so that
// "Adding it as pillar 11 is Mathias's call" hands the reader a decision as
// "… is your call" does, and "Decisions made without Jaxon" is made in the
// reader's absence.

var (
	// A heading addressed to someone: "… for Tim", "(for Yoann)", "— for
	// Androtim", "Open for Mathias".
	reForName = lazyre.Regexp{Expr: `\bfor ([A-Z][a-z]{2,})(?:\s*$|\s*[)\]:—–-]|\s+\()`}
	// A heading of decisions taken without someone: "calls made without
	// Dustin", "Decisions taken without Jaxon".
	reMadeWithoutName = lazyre.Regexp{Expr: `\b(?:made|taken|decided)\s+without\s+([A-Z][a-z]{2,})\b`}
	// A heading of what is left for someone: a report, questions,
	// decisions, open items ("Ready for Presentation" is none).
	reAddressedHeading = lazyre.Regexp{Expr: `(?i)\b(?:report|summary|brief|briefing|notes?|status|questions?|decisions?|open|gaps|handoff|hand-off|update|next steps|recap|digest|memo|to-?dos?|action items|needs|input|calls|choices|for review)\b`}
	// A heading that names whose decision is wanted: "Needs Jaxon's feel
	// judgement", "Waiting on Mathias".
	reNamesNeed = lazyre.Regexp{Expr: `\b([A-Z][a-z]{2,})['’]s (?:call|calls|decision|decisions|input|judg\w*|feel|review|sign-off|approval|go-ahead|answer|answers|pick|choice)\b` +
		`|^(?:waiting on|awaiting|needs|need|blocked on) ([A-Z][a-z]{2,})\b`}
	// A heading that greets the reader: "Good Morning, Tina", "Hi Sam!".
	reGreetsName = lazyre.Regexp{Expr: `^\W*(?i:good (?:morning|afternoon|evening)|morning|hi|hello|hey|dear|welcome back)[,!]?\s+([A-Z][a-z]{2,})\b`}
)

// notAName: a capitalized word a heading puts after "for" that names no
// person: a team, a stage, a moment or a product.
func notAName(w string) bool {
	switch w {
	case "you", "user", "users", "review", "reviewers", "production", "phase", "testing", "demo", "implementation", "performance", "enhancement", "standup", "morning", "round", "epics", "next", "now", "later", "today", "tomorrow", "tonight", "release", "launch", "deployment", "merge", "approval", "reference", "developers", "maintainers", "agents", "agent", "team", "future", "context", "discussion", "decision", "everyone", "all", "legal", "marketing", "design", "product", "engineering", "security", "ops", "finance", "sales", "support", "infra", "data", "backend", "frontend", "platform", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "claude", "codex", "copilot", "gemini", "cursor", "windows", "linux", "macos", "android", "ios", "web", "mobile", "desktop", "beta", "alpha", "staging", "later_review", "human", "humans", "owner", "owners", "lead", "leads", "ci", "world", "there", "folks", "friends", "again", "sunshine":
		return true
	}
	return false
}

// maxReaderCandidates bounds the names looked for in a message.
const maxReaderCandidates = 8

// readerNames finds the names the message's headings address it to. A
// name is a capitalized word never written in lower case in the message
// ("Review" in "Ready for Review" is a word, "Tim" a name).
func readerNames(d *markdown.Doc, ops *int) []string {
	if d == nil || d.Root == nil {
		return nil
	}
	var names []string
	// Each candidate is looked for in the whole message once; a message
	// of many headings gets a few looks, not one per heading.
	tried := 0
	for c := d.Root.FirstChild(); c != nil && tried < maxReaderCandidates; c = c.NextSibling() {
		var text string
		if h, ok := c.(*ast.Heading); ok {
			text = d.PlainText(h)
		} else if t, ok := labelText(d, c); ok && strings.HasSuffix(strings.TrimSpace(t), ":") {
			text = t // "**Open for Mathias:**" over a list
		} else {
			continue
		}
		res := []*regexp.Regexp{reNamesNeed.Re(), reGreetsName.Re()}
		if reAddressedHeading.Re().MatchString(text) {
			res = append(res, reForName.Re(), reMadeWithoutName.Re())
		}
		for _, re := range res {
			for _, m := range re.FindAllStringSubmatch(text, -1) {
				for _, n := range m[1:] {
					if n == "" {
						continue
					}
					l := strings.ToLower(n)
					if notAName(l) || slices.Contains(names, l) || tried >= maxReaderCandidates {
						continue
					}
					tried++
					*ops += len(d.Src)
					if hasLowerWord(d.Src, l) {
						continue
					}
					names = append(names, l)
				}
			}
		}
		if len(names) >= 3 {
			break
		}
	}
	return names
}

// A person the text itself shows as the one whose say the work needed:
// "picked without Lukas", "Julian could not be asked mid-task". For the
// deferral rule only, such a name is read as the reader is.
var (
	rePickedWithoutName = lazyre.Regexp{Expr: `\b(?:made|taken|decided|picked|chose|chosen|settled|assumed)\s+without\s+([A-Z][a-z]{2,})\b`}
	reNameNotAsked      = lazyre.Regexp{Expr: `\b([A-Z][a-z]{2,})\s+(?:could not|couldn't|couldn’t|cannot|can't|can’t|was not|wasn't|wasn’t)\s+be\s+(?:asked|consulted|looped in|checked with)\b`}
)

// deciderNames finds the names of people the message shows the work
// needed the say of (rePickedWithoutName, reNameNotAsked), other than
// the reader's names already found.
func deciderNames(src []byte, readers []string, ops *int) []string {
	var names []string
	*ops += len(src)
	for k, re := range []*regexp.Regexp{rePickedWithoutName.Re(), reNameNotAsked.Re()} {
		for _, m := range re.FindAllSubmatch(src, maxReaderCandidates) {
			l := strings.ToLower(string(m[1]))
			if _, kind := lex().lookup(l); kind != 0 || notAName(l) || slices.Contains(names, l) || slices.Contains(readers, l) || len(names) >= 3 {
				continue // "This could not be checked with …": a word the lexicon knows is no name
			}
			*ops += 2 * len(src)
			// A name is capitalized inside a sentence too ("Awaiting
			// Julian's approval"), not only where a sentence opens
			// ("Everything could not be checked with the team").
			if hasLowerWord(src, l) || k == 1 && !capitalizedInside(src, m[1]) {
				continue
			}
			names = append(names, l)
		}
	}
	return names
}

// capitalizedInside: the word w stands in src after a word or a bracket
// of the same sentence, where only a name keeps its capital.
func capitalizedInside(src, w []byte) bool {
	return wordAt(src, w, func(k int) bool {
		p := k - 1
		for p >= 0 && (src[p] == ' ' || src[p] == '\t') {
			p--
		}
		return p >= 0 && (src[p] >= 'a' && src[p] <= 'z' || src[p] == ',' || src[p] == '(' || src[p] == ';')
	})
}

// hasLowerWord: w, in lower case, stands as a word of src.
func hasLowerWord(src []byte, w string) bool {
	return wordAt(src, []byte(w), func(int) bool { return true })
}

// wordAt: w stands as a whole word of src at some offset k for which ok
// holds.
func wordAt(src, w []byte, ok func(k int) bool) bool {
	for i := 0; ; {
		k := bytes.Index(src[i:], w)
		if k < 0 {
			return false
		}
		k += i
		e := k + len(w)
		if (k == 0 || !isWordByte(src[k-1])) && (e >= len(src) || !isWordByte(src[e])) && ok(k) {
			return true
		}
		i = k + 1
	}
}

// asReader reads a sentence's analysis form with the reader's names as the
// reader: "mathias's call" as "your call", "without jaxon" as "without
// you".
func asReader(norm string, names []string) string {
	for _, n := range names {
		if !strings.Contains(norm, n) {
			continue
		}
		var b strings.Builder
		for i := 0; i < len(norm); {
			k := strings.Index(norm[i:], n)
			if k < 0 {
				b.WriteString(norm[i:])
				break
			}
			k += i
			e := k + len(n)
			if k > 0 && isWordByte(norm[k-1]) || e < len(norm) && isWordByte(norm[e]) && !strings.HasPrefix(norm[e:], "'s") {
				b.WriteString(norm[i:e])
				i = e
				continue
			}
			b.WriteString(norm[i:k])
			if strings.HasPrefix(norm[e:], "'s") && (e+2 >= len(norm) || !isWordByte(norm[e+2])) {
				b.WriteString("your")
				e += 2
			} else {
				b.WriteString("you")
			}
			i = e
		}
		norm = b.String()
	}
	return norm
}

// readerText is a heading's text with the reader's names read as the
// reader ("Open questions for Tim" as "open questions for you").
func readerText(text string, readers []string) string {
	if len(readers) == 0 {
		return text
	}
	return asReader(strings.ToLower(text), readers)
}
