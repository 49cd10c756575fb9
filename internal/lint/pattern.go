package lint

import (
	"cmp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// A hook matcher that is not a plain name is a regular expression. Lint
// needs to know only whether one matches a tool name, so it reads the
// part of the syntax matchers are written in (literals, ., classes, ^ and
// $, \b, groups, |, quantifiers) and matches by backtracking, as Go's regexp
// would answer. Anything else (look-around, back-references, flags, named
// groups, \p{…}) is not understood, and neither is a pattern whose match
// takes more than maxPatternSteps: lint then says nothing of it.

const (
	maxPatternLen   = 1000   // longer is no matcher anyone writes
	maxPatternDepth = 100    // groups inside groups
	maxRepeat       = 1000   // the largest {n,m} count, as in Go's regexp
	maxPatternSteps = 100000 // backtracking steps for one subject
)

// patternKind is what a pattern node matches.
type patternKind int

const (
	runeSet         patternKind = iota // one rune out of ranges (a literal, ., a class)
	textBegin                          // ^
	textEnd                            // $
	wordBoundary                       // \b
	notWordBoundary                    // \B
	group                              // alternatives, each a sequence
	repeat                             // sub, min to max times (max < 0: no limit)
)

// patternNode is one parsed piece of a pattern.
type patternNode struct {
	kind     patternKind
	ranges   []runeRange // runeSet: the runes matched
	alts     [][]*patternNode
	sub      *patternNode
	min, max int
}

// runeRange is the runes lo to hi, both included.
type runeRange struct{ lo, hi rune }

// pattern is a parsed matcher.
type pattern struct{ root *patternNode }

// parsePattern reads a matcher; ok is false for one outside the syntax
// understood here (or not valid at all).
func parsePattern(expr string) (p pattern, ok bool) {
	if len(expr) > maxPatternLen || !utf8.ValidString(expr) {
		return pattern{}, false
	}
	ps := &patternParser{rest: expr}
	root, ok := ps.alternation()
	if !ok || ps.rest != "" { // an unopened )
		return pattern{}, false
	}
	return pattern{root: root}, true
}

// patternParser holds what is left of the pattern being read.
type patternParser struct {
	rest  string
	depth int
}

// alternation reads alternatives up to a ) or the end, not taking the ).
func (ps *patternParser) alternation() (*patternNode, bool) {
	ps.depth++
	defer func() { ps.depth-- }()
	if ps.depth > maxPatternDepth {
		return nil, false
	}
	g := &patternNode{kind: group}
	for {
		seq, ok := ps.sequence()
		if !ok {
			return nil, false
		}
		g.alts = append(g.alts, seq)
		if !strings.HasPrefix(ps.rest, "|") {
			return g, true
		}
		ps.rest = ps.rest[1:]
	}
}

// sequence reads atoms, each perhaps quantified, up to a | or ) or the end.
func (ps *patternParser) sequence() ([]*patternNode, bool) {
	var seq []*patternNode
	quantified := false // the last atom already has a quantifier
	for ps.rest != "" && ps.rest[0] != '|' && ps.rest[0] != ')' {
		if min, max, n, ok := quantifierAt(ps.rest); ok {
			// Go rejects a quantifier with nothing to repeat, and a second
			// one on the same atom (a** is not a doubled star).
			if len(seq) == 0 || quantified {
				return nil, false
			}
			ps.rest = ps.rest[n:]
			ps.rest = strings.TrimPrefix(ps.rest, "?") // lazy: the same yes or no
			r := &patternNode{kind: repeat, sub: seq[len(seq)-1], min: min, max: max}
			if n > 1 && (min >= 2 || max >= 2) && !repeatFits(r, maxRepeat) {
				return nil, false
			}
			seq[len(seq)-1] = r
			quantified = true
			continue
		}
		atom, ok := ps.atom()
		if !ok {
			return nil, false
		}
		seq = append(seq, atom)
		quantified = false
	}
	return seq, true
}

// quantifierAt reads a quantifier at the start of s: * + ? {n} {n,} or
// {n,m}, its counts and its length.
func quantifierAt(s string) (min, max, n int, ok bool) {
	switch s[0] {
	case '*':
		return 0, -1, 1, true
	case '+':
		return 1, -1, 1, true
	case '?':
		return 0, 1, 1, true
	case '{':
		return countedRepeat(s)
	}
	return 0, 0, 0, false
}

// countedRepeat reads {n}, {n,} or {n,m} as Go does: counts without
// leading zeros, at most maxRepeat, n <= m.
func countedRepeat(s string) (min, max, n int, ok bool) {
	end := strings.IndexByte(s, '}')
	if end < 0 {
		return 0, 0, 0, false
	}
	lo, hi, comma := strings.Cut(s[1:end], ",")
	min, ok = repeatCount(lo)
	max = min
	if ok && comma {
		max = -1
		if hi != "" {
			max, ok = repeatCount(hi)
		}
	}
	if !ok || max >= 0 && max < min {
		return 0, 0, 0, false
	}
	return min, max, end + 1, true
}

// repeatCount reads one count of a {n,m}.
func repeatCount(s string) (int, bool) {
	if s == "" || len(s) > 1 && s[0] == '0' || len(s) > 4 {
		return 0, false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
	}
	n, err := strconv.Atoi(s)
	return n, err == nil && n <= maxRepeat
}

// repeatFits says whether counted repeats nested in r multiply to at most
// n, the limit Go's regexp sets ((a{100}){100} is too large).
func repeatFits(r *patternNode, n int) bool {
	if r.kind == repeat {
		m := r.max
		if m == 0 {
			return true
		}
		if m < 0 {
			m = r.min
		}
		if m > n {
			return false
		}
		if m > 0 {
			n /= m
		}
	}
	if r.sub != nil && !repeatFits(r.sub, n) {
		return false
	}
	for _, alt := range r.alts {
		for _, a := range alt {
			if !repeatFits(a, n) {
				return false
			}
		}
	}
	return true
}

// atom reads one unquantified piece: a group, a class, ., ^, $, an escape
// or a literal rune.
func (ps *patternParser) atom() (*patternNode, bool) {
	switch c := ps.rest[0]; c {
	case '(':
		ps.rest = ps.rest[1:]
		if strings.HasPrefix(ps.rest, "?") {
			// (?: groups only: (?=, (?<name>, (?i) are not understood.
			if !strings.HasPrefix(ps.rest, "?:") {
				return nil, false
			}
			ps.rest = ps.rest[2:]
		}
		g, ok := ps.alternation()
		if !ok || !strings.HasPrefix(ps.rest, ")") {
			return nil, false
		}
		ps.rest = ps.rest[1:]
		return g, true
	case '[':
		return ps.class()
	case '.':
		ps.rest = ps.rest[1:]
		return &patternNode{kind: runeSet, ranges: []runeRange{{0, '\n' - 1}, {'\n' + 1, utf8.MaxRune}}}, true
	case '^':
		ps.rest = ps.rest[1:]
		return &patternNode{kind: textBegin}, true
	case '$':
		ps.rest = ps.rest[1:]
		return &patternNode{kind: textEnd}, true
	case '{':
		return nil, false // a { that is no quantifier: Go reads it as a literal, not needed here
	case '\\':
		if kind, ok := assertionEscape(ps.rest); ok {
			ps.rest = ps.rest[2:]
			return &patternNode{kind: kind}, true
		}
		if set := perlClass(ps.rest); set != nil {
			ps.rest = ps.rest[2:]
			return &patternNode{kind: runeSet, ranges: set}, true
		}
	}
	r, ok := ps.char()
	if !ok {
		return nil, false
	}
	return &patternNode{kind: runeSet, ranges: []runeRange{{r, r}}}, true
}

// class reads a character class: [abc], [a-z], [^…], with \d \w \s and
// their negations inside. As in Go, a ] first in the class is a literal
// and - is a literal where it cannot make a range.
func (ps *patternParser) class() (*patternNode, bool) {
	t := ps.rest[1:]
	negate := strings.HasPrefix(t, "^")
	if negate {
		t = t[1:]
	}
	var ranges []runeRange
	for first := true; t == "" || t[0] != ']' || first; first = false {
		if t == "" || strings.HasPrefix(t, "[:") {
			return nil, false // unclosed, or a POSIX class
		}
		if set := perlClass(t); set != nil {
			ranges = append(ranges, set...)
			t = t[2:]
			continue
		}
		ps.rest = t
		lo, ok := ps.char()
		if !ok {
			return nil, false
		}
		hi := lo
		if len(ps.rest) >= 2 && ps.rest[0] == '-' && ps.rest[1] != ']' {
			ps.rest = ps.rest[1:]
			if perlClass(ps.rest) != nil {
				return nil, false
			}
			if hi, ok = ps.char(); !ok || hi < lo {
				return nil, false
			}
		}
		ranges = append(ranges, runeRange{lo, hi})
		t = ps.rest
	}
	ps.rest = t[1:]
	if negate {
		ranges = negateRanges(ranges)
	}
	return &patternNode{kind: runeSet, ranges: ranges}, true
}

// char reads one literal rune: itself, an escaped punctuation character,
// or \t \n \r \f \v.
func (ps *patternParser) char() (rune, bool) {
	if ps.rest[0] != '\\' {
		r, n := utf8.DecodeRuneInString(ps.rest)
		ps.rest = ps.rest[n:]
		return r, true
	}
	if len(ps.rest) < 2 {
		return 0, false
	}
	c := ps.rest[1]
	ps.rest = ps.rest[2:]
	switch c {
	case 't':
		return '\t', true
	case 'n':
		return '\n', true
	case 'r':
		return '\r', true
	case 'f':
		return '\f', true
	case 'v':
		return '\v', true
	}
	if c < utf8.RuneSelf && !isWordByte(c) || c == '_' {
		return rune(c), true
	}
	return 0, false // \b, \p, \1, \x…: not understood
}

// assertionEscape is the kind of the \A \z \b or \B s starts with.
func assertionEscape(s string) (patternKind, bool) {
	if len(s) < 2 {
		return 0, false
	}
	switch s[:2] {
	case `\A`:
		return textBegin, true
	case `\z`:
		return textEnd, true
	case `\b`:
		return wordBoundary, true
	case `\B`:
		return notWordBoundary, true
	}
	return 0, false
}

// perlClass is the runes of the \d \w \s (or \D \W \S) s starts with, or
// nil.
func perlClass(s string) []runeRange {
	if len(s) < 2 || s[0] != '\\' {
		return nil
	}
	var set []runeRange
	switch s[1] | 0x20 {
	case 'd':
		set = []runeRange{{'0', '9'}}
	case 'w':
		set = []runeRange{{'0', '9'}, {'A', 'Z'}, {'_', '_'}, {'a', 'z'}}
	case 's':
		set = []runeRange{{'\t', '\n'}, {'\f', '\r'}, {' ', ' '}}
	default:
		return nil
	}
	if s[1] < 'a' {
		return negateRanges(set)
	}
	return set
}

// negateRanges is every rune not in ranges.
func negateRanges(ranges []runeRange) []runeRange {
	var out []runeRange
	next := rune(0)
	sorted := slices.Clone(ranges)
	slices.SortFunc(sorted, func(a, b runeRange) int { return cmp.Compare(a.lo, b.lo) })
	for _, r := range sorted {
		if r.lo > next {
			out = append(out, runeRange{next, r.lo - 1})
		}
		next = max(next, r.hi+1)
	}
	if next <= utf8.MaxRune {
		out = append(out, runeRange{next, utf8.MaxRune})
	}
	return out
}

// matches says whether the pattern matches somewhere in s, as Go's
// regexp.MatchString does; ok is false when the answer took too long.
func (p pattern) matches(s string) (match, ok bool) {
	m := &patternMatch{s: s}
	for start := 0; ; {
		if m.node(p.root, start, func(int) bool { return true }) {
			return true, true
		}
		if start == len(s) {
			break
		}
		_, n := utf8.DecodeRuneInString(s[start:])
		start += n
	}
	return false, m.steps <= maxPatternSteps
}

// patternMatch is one backtracking match of a pattern against s.
type patternMatch struct {
	s     string
	steps int
}

// node matches n at pos, then hands the end to next; it reports whether
// next accepted one of the ways n matches.
func (m *patternMatch) node(n *patternNode, pos int, next func(int) bool) bool {
	m.steps++
	if m.steps > maxPatternSteps {
		return false
	}
	switch n.kind {
	case runeSet:
		if pos == len(m.s) {
			return false
		}
		// An invalid byte reads as U+FFFD, as in Go's regexp.
		r, size := utf8.DecodeRuneInString(m.s[pos:])
		return inRanges(r, n.ranges) && next(pos+size)
	case textBegin:
		return pos == 0 && next(pos)
	case textEnd:
		return pos == len(m.s) && next(pos)
	case wordBoundary:
		return m.atWordBoundary(pos) && next(pos)
	case notWordBoundary:
		return !m.atWordBoundary(pos) && next(pos)
	case group:
		for _, alt := range n.alts {
			if m.sequence(alt, pos, next) {
				return true
			}
		}
		return false
	default:
		return m.repeat(n, 0, pos, next)
	}
}

// sequence matches nodes one after the other from pos.
func (m *patternMatch) sequence(nodes []*patternNode, pos int, next func(int) bool) bool {
	if len(nodes) == 0 {
		return next(pos)
	}
	return m.node(nodes[0], pos, func(end int) bool {
		return m.sequence(nodes[1:], end, next)
	})
}

// repeat matches r's sub from pos, count times having matched already. A
// repetition beyond the minimum must move on: one that matches empty text
// leads back to where it started.
func (m *patternMatch) repeat(r *patternNode, count, pos int, next func(int) bool) bool {
	if count < r.min {
		return m.node(r.sub, pos, func(end int) bool {
			return m.repeat(r, count+1, end, next)
		})
	}
	if r.max < 0 || count < r.max {
		more := m.node(r.sub, pos, func(end int) bool {
			return end > pos && m.repeat(r, count+1, end, next)
		})
		if more {
			return true
		}
	}
	return next(pos)
}

// atWordBoundary says whether an ASCII word character is on one side of
// pos and not on the other, as \b means in Go's regexp.
func (m *patternMatch) atWordBoundary(pos int) bool {
	before := pos > 0 && isWordByte(m.s[pos-1])
	after := pos < len(m.s) && isWordByte(m.s[pos])
	return before != after
}

// inRanges says whether r is in one of ranges.
func inRanges(r rune, ranges []runeRange) bool {
	for _, rg := range ranges {
		if rg.lo <= r && r <= rg.hi {
			return true
		}
	}
	return false
}
