// Package contract names the subagent contracts team-hook enforces and the
// violation every check reports, so that checks, the engine and the output
// encoder speak of them in one vocabulary.
package contract

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// Name is a contract's name as users write it in flags and options.
type Name string

// The contracts of docs/CONTRACT.md §1.
const (
	Envelope      Name = "envelope"
	NoDeferral    Name = "no-deferral"
	OpenQuestions Name = "open-questions"
	TodoFirst     Name = "todo-first"
	Result        Name = "result"
	Handoff       Name = "handoff"
	// Team is the agent-team protocol of §9: message prefix, the lead
	// completes tasks, HANDOFF and a wait before going idle, the
	// teachback gate.
	Team Name = "team"
)

// All lists every contract in the order their findings are reported.
func All() []Name {
	return []Name{Envelope, NoDeferral, OpenQuestions, TodoFirst, Result, Handoff, Team}
}

// Skill is the skill whose preloading switches a contract on; "" for the
// contracts every subagent lives under.
func Skill(n Name) string {
	switch n {
	case OpenQuestions:
		return "agent-open-questions"
	case TodoFirst:
		return "progress-tracking"
	case Result:
		return "subagent-contract"
	case Handoff:
		return "handoff"
	case Team:
		return "agent-teams"
	}
	return ""
}

// PluginSkills lists the skills the team plugin ships (skills/): those
// that switch a contract on (Skill), orchestrator-rules (the main agent's
// rules, switched on by an option), and user-input-protocol, which teaches
// the dialect.
func PluginSkills() []string {
	return []string{"agent-open-questions", "agent-teams", "handoff", "orchestrator-rules", "progress-tracking", "subagent-contract", "user-input-protocol"}
}

// IsPluginSkill reports whether a skill name (with or without the "team:"
// prefix) is one of PluginSkills.
func IsPluginSkill(s string) bool {
	return slices.Contains(PluginSkills(), SkillBaseName(s))
}

// Nearest is the candidate closest to s in spelling, compared without
// case, when it is close enough to be what was meant (at most two edits:
// a typo, a missing or extra "s"); "" otherwise. The first of equals wins.
func Nearest(s string, candidates []string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	best, bestD := "", 3
	for _, c := range candidates {
		if d := editDistance(s, strings.ToLower(c)); d < bestD {
			best, bestD = c, d
		}
	}
	return best
}

// editDistance is the Levenshtein distance between a and b in characters;
// names longer than 64 characters are never close (a hostile name must not
// cost a quadratic comparison).
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	if len(ra) > 64 || len(rb) > 64 {
		return 99
	}
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}

// Parse turns a user-written name into a Name.
func Parse(s string) (Name, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	for _, n := range All() {
		if string(n) == s {
			return n, nil
		}
	}
	if near := Nearest(s, names(All())); near != "" {
		return "", fmt.Errorf("unknown contract %q (did you mean %s? known: %s)", s, near, Known())
	}
	return "", fmt.Errorf("unknown contract %q (known: %s)", s, Known())
}

// Known lists every contract name, for messages that say which exist.
func Known() string { return joinNames(All()) }

func names(ns []Name) []string {
	parts := make([]string, len(ns))
	for i, n := range ns {
		parts[i] = string(n)
	}
	return parts
}

func joinNames(ns []Name) string { return strings.Join(names(ns), ", ") }

// Set is the contracts that apply to one agent.
type Set map[Name]bool

// Defaults is the set every subagent lives under.
func Defaults() Set { return Set{Envelope: true, NoDeferral: true} }

// ForSkills is Defaults plus the contracts the given skills switch on. A
// skill matches with or without a plugin prefix ("team:handoff").
func ForSkills(skills []string) Set {
	s := Defaults()
	for _, sk := range skills {
		sk = SkillBaseName(sk)
		for _, n := range All() {
			if want := Skill(n); want != "" && sk == want {
				s[n] = true
			}
		}
	}
	return s
}

// Resolve is the one contract resolution, used by the hook, check and
// doctor alike: the contracts the skills an agent preloads switch on (its
// definition's, and any named besides), then those forced on for every
// agent, less those switched off (the plugin options contracts_on and
// contracts_off, or their flags).
func Resolve(skills []string, on, off []Name) Set {
	s := ForSkills(skills)
	for _, n := range on {
		s[n] = true
	}
	for _, n := range off {
		delete(s, n)
	}
	return s
}

// SkillBaseName strips a plugin prefix from a skill name.
func SkillBaseName(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.LastIndexByte(s, ':'); i >= 0 {
		s = s[i+1:]
	}
	return strings.ToLower(s)
}

// Names lists the set in report order.
func (s Set) Names() []Name {
	var out []Name
	for _, n := range All() {
		if s[n] {
			out = append(out, n)
		}
	}
	return out
}

// String is the set as a comma-separated list.
func (s Set) String() string { return joinNames(s.Names()) }

// Violation is one broken rule, located in the final message where possible.
type Violation struct {
	Contract Name `json:"contract"`
	// Rule names the rule of the contract that was broken, where the
	// contract has several a person would tell apart ("quoted-code" of
	// result); "" for the contract as a whole.
	Rule    string `json:"rule,omitempty"`
	Message string `json:"message"`
	Line    int    `json:"line"` // 1-based line in the message; 0 when not tied to a line
	// Explanation says why a prose rule (no-deferral, open-questions) read
	// the sentence as it did; nil for the other rules.
	Explanation *Explanation `json:"explanation,omitempty"`
}

// Explanation is what a prose rule found in a sentence: the clause that
// decided, and the roles read in it (docs/CONTRACT.md §3a). A role absent from
// the clause is nil: an elided subject, or an addressee that the act implies
// ("unaskable").
type Explanation struct {
	Sentence  string `json:"sentence"`            // the sentence as written
	Clause    string `json:"clause"`              // the part of it that decided
	Reading   string `json:"reading"`             // the judgement in words
	Who       *Role  `json:"who,omitempty"`       // whose inability, or who is asked
	Marker    *Role  `json:"marker,omitempty"`    // inability, absence, counterfactual, failure; or the mood of a request
	Act       *Role  `json:"act,omitempty"`       // asking, consulting, deciding
	Addressee *Role  `json:"addressee,omitempty"` // the person asked
	Under     string `json:"under,omitempty"`     // the heading or label that puts a listed sentence to the reader
}

// Role is one word or phrase of a clause and what it was read as.
type Role struct {
	Text string `json:"text"`
	Kind string `json:"kind"`
}

func (v Violation) String() string {
	if v.Line > 0 {
		return fmt.Sprintf("%s (line %d): %s", v.Contract, v.Line, v.Message)
	}
	return fmt.Sprintf("%s: %s", v.Contract, v.Message)
}

// Sort orders violations by contract, then line, keeping the order of equals.
func Sort(vs []Violation) {
	rank := map[Name]int{}
	for i, n := range All() {
		rank[n] = i
	}
	sort.SliceStable(vs, func(i, j int) bool {
		if vs[i].Contract != vs[j].Contract {
			return rank[vs[i].Contract] < rank[vs[j].Contract]
		}
		return vs[i].Line < vs[j].Line
	})
}
