package check

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/internal/contract"
	"github.com/team-hook/team-hook/internal/prose/evalset"
)

// The evaluation sets: every folder testdata/eval/<set>/ holds labelled final
// messages, one Markdown file each, with YAML frontmatter (skills, expect
// block|pass, rule no-deferral|open-questions|none, category, decisive: a
// verbatim part of the message, why). Each message goes through Run with the
// contracts its skills give, as the hook checks it. On every set a good
// message blocked fails the test. Sets whose name starts with "heldout"
// were written apart from the detectors and are never tuned on: there a
// recall below evalMinRecall for a rule fails it too. Every set prints its
// figures.

// evalDir is where the sets live, from this package.
var evalDir = filepath.Join("..", "..", "testdata", "eval")

// evalMinRecall is the recall a held-out set must reach for each prose rule.
const evalMinRecall = 0.95

// measuredOnly are the sets whose figures are reported but do not yet
// gate the test, each with why. heldout-real is the real agents' held-out
// set: the detector does not yet reach the held-out line there (README.md
// and the changelog give its figures); it gates once it does, and its
// cases are never read to get it there. heldout-fresh and
// heldout-fresh-2 … -7 are the same for writers whose habits no set
// shares. real-scan is development text whose remaining false blocks
// are cases the contract itself leaves contested (its README).
var measuredOnly = map[string]string{
	"heldout-real":    "real agents' messages from sources never read while developing: recall and false blocks reported, not yet gated",
	"heldout-fresh":   "a fresh writer's messages, never read while developing: recall and false blocks reported, not yet gated",
	"heldout-fresh-2": "a fourth fresh writer's messages, kept back while fresh-b and fresh-c were developed on: recall and false blocks reported, not yet gated",
	"heldout-fresh-3": "a later fresh writer's messages, written after this pass's changes and never developed on: recall and false blocks reported, not yet gated",
	"heldout-fresh-4": "another later fresh writer's messages, written after this pass's changes and never developed on: recall and false blocks reported, not yet gated",
	"heldout-fresh-5": "a fresh writer's messages written while fresh-f and fresh-g were developed on, never read: recall and false blocks reported, not yet gated",
	"heldout-fresh-6": "a fresh writer's short returns and other registers, written while fresh-q was developed on, never read: recall and false blocks reported, not yet gated",
	"heldout-fresh-7": "a fresh writer's reports, returns and replies in many registers, written while fresh-r was developed on, never read: recall and false blocks reported, not yet gated",
	"real-scan":       "real agents' messages sampled from the development side's unlabelled corpus and read blind: its false blocks left open are named in its README",
}

// evalRules are the rules the sets label.
var evalRules = []contract.Name{contract.NoDeferral, contract.OpenQuestions}

// evalFinding is one violation as the evaluation reads it.
type evalFinding struct {
	rule     contract.Name
	sentence string // the sentence it quotes
	message  string
	under    string // the heading or label a listed question stands under
}

// findingsOf runs the product's check over a case.
func findingsOf(c evalset.Case) []evalFinding {
	r := Run(Read(c.Body), Facts{Contracts: contract.ForSkills(c.Skills)})
	var out []evalFinding
	for _, v := range r.Violations {
		f := evalFinding{rule: v.Contract, sentence: quotedSentence(v), message: v.Message}
		if v.Explanation != nil {
			f.under = v.Explanation.Under
		}
		out = append(out, f)
	}
	return out
}

// quotedSentence is the sentence a prose violation quotes: its explanation's
// clause when it has one, else the quoted text its message opens with.
func quotedSentence(v contract.Violation) string {
	if v.Explanation != nil && v.Explanation.Sentence != "" {
		return v.Explanation.Sentence
	}
	if s, err := strconv.QuotedPrefix(v.Message); err == nil {
		if u, err := strconv.Unquote(s); err == nil {
			return u
		}
	}
	return v.Message
}

// ruleScore counts one rule's outcomes over a set, by message.
// ruleScore is a rule's figures on a set. anywhere counts its block cases
// the rule blocked on any sentence (what a user sees), tp those blocked on
// the decisive one.
type ruleScore struct{ cases, tp, fn, fp, anywhere int }

func (s ruleScore) precision() float64 {
	if s.tp+s.fp == 0 {
		return 1
	}
	return float64(s.tp) / float64(s.tp+s.fp)
}

func (s ruleScore) recall() float64 {
	if s.cases == 0 {
		return 1
	}
	return float64(s.tp) / float64(s.cases)
}

// evalResult is a set's figures and the cases behind them.
type evalResult struct {
	cases       int
	blocks      int // block cases
	blocked     int // block cases the product blocked, by any finding
	rules       map[contract.Name]*ruleScore
	misses      []string // block cases not caught by a finding of their rule on their sentence
	falseBlocks []string // pass cases the product blocked
	groups      map[string]*groupScore
}

// groupScore is a set's figures over the cases of one source group: the
// kind of text a case was mined from (sourceGroup).
type groupScore struct{ cases, blocks, caughtND, casesND, caughtOQ, casesOQ, falseBlocks int }

// sourceGroup sorts a case's kind (its frontmatter's free words, such as
// "session export (SpecStory, Cursor)" or "overnight report file") into the
// groups the figures are given by; "" for a case that names none.
func sourceGroup(kind string) string {
	k := strings.ToLower(kind)
	switch {
	case k == "":
		return ""
	case strings.Contains(k, "session export") || strings.Contains(k, "chat history") || strings.Contains(k, "stream-json"):
		return "session export"
	case strings.Contains(k, "eval") || strings.Contains(k, "trial run") || strings.Contains(k, "experiment"):
		return "eval transcript"
	case strings.Contains(k, "handoff") || strings.Contains(k, "subagent") || strings.Contains(k, "agent-to-agent") || strings.Contains(k, "result file"):
		return "handoff or subagent report"
	case strings.Contains(k, "pr ") || strings.HasPrefix(k, "pr") || strings.Contains(k, "pull request") || strings.Contains(k, "commit"):
		return "pull request or commit"
	case strings.Contains(k, "report") || strings.Contains(k, "notes") || strings.Contains(k, "summary") ||
		strings.Contains(k, "briefing") || strings.Contains(k, "log") || strings.Contains(k, "decisions") || strings.Contains(k, "questions"):
		return "report file"
	}
	return "other"
}

// evaluate scores a set. A block case is caught when a finding of its rule
// quotes a sentence overlapping its decisive text. A finding of a rule on a
// pass case, or of the case's own rule on another sentence, counts against
// that rule's precision; findings of another rule on a block case are
// neither (the message may break both).
func evaluate(cases []evalset.Case) evalResult {
	res := evalResult{cases: len(cases), rules: map[contract.Name]*ruleScore{}, groups: map[string]*groupScore{}}
	for _, r := range evalRules {
		res.rules[r] = &ruleScore{}
	}
	for _, c := range cases {
		found := findingsOf(c)
		g := res.group(c)
		g.cases++
		if c.Expect == "pass" {
			if len(found) > 0 {
				g.falseBlocks++
				res.falseBlocks = append(res.falseBlocks, describe(c, found))
				for _, r := range rulesOf(found) {
					if s := res.rules[r]; s != nil {
						s.fp++
					}
				}
			}
			continue
		}
		res.blocks++
		if len(found) > 0 {
			res.blocked++
		}
		rule := contract.Name(c.Rule)
		s := res.rules[rule]
		s.cases++
		caught, wrong := false, false
		for _, f := range found {
			if f.rule != rule {
				continue
			}
			// The heading a listed question stands under is what put it
			// to the reader: a decisive heading ("## Decisions only you
			// can make") is caught by the items the finding quotes under it.
			if evalset.Overlaps(f.sentence, c.Decisive) || f.under != "" && evalset.Overlaps(f.under, c.Decisive) {
				caught = true
			} else {
				wrong = true
			}
		}
		if caught || wrong {
			s.anywhere++
		}
		g.blocks++
		switch rule {
		case contract.NoDeferral:
			g.casesND++
			if caught {
				g.caughtND++
			}
		case contract.OpenQuestions:
			g.casesOQ++
			if caught {
				g.caughtOQ++
			}
		}
		if caught {
			s.tp++
		} else {
			s.fn++
			if wrong {
				s.fp++
			}
			res.misses = append(res.misses, describe(c, found))
		}
	}
	return res
}

// group is the figures of c's source group, nil when c names no kind:
// a set without kinds (the synthetic ones) is given whole only.
func (r evalResult) group(c evalset.Case) *groupScore {
	name := sourceGroup(c.Kind)
	if name == "" {
		return &groupScore{}
	}
	if r.groups[name] == nil {
		r.groups[name] = &groupScore{}
	}
	return r.groups[name]
}

func rulesOf(fs []evalFinding) []contract.Name {
	seen := map[contract.Name]bool{}
	var out []contract.Name
	for _, f := range fs {
		if !seen[f.rule] {
			seen[f.rule] = true
			out = append(out, f.rule)
		}
	}
	return out
}

// describe names a case, its decisive text and what the check found.
func describe(c evalset.Case, found []evalFinding) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s [%s, %s, %s]\n      decisive: %q", c.File, c.Expect, c.Rule, c.Category, c.Decisive)
	if len(found) == 0 {
		b.WriteString("\n      found: nothing")
	}
	for _, f := range found {
		fmt.Fprintf(&b, "\n      found %s: %q", f.rule, f.sentence)
	}
	return b.String()
}

// report prints a set's figures, and the cases behind its misses and
// false blocks.
func (r evalResult) report(name string) string {
	return r.figures(name) + r.details()
}

// figures are a set's counts alone: all that is printed of a set whose
// cases must not be read while developing.
func (r evalResult) figures(name string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "set %s: %d cases, %d block, %d pass; blocked %d of %d block cases; %d false blocks\n",
		name, r.cases, r.blocks, r.cases-r.blocks, r.blocked, r.blocks, len(r.falseBlocks))
	for _, rule := range evalRules {
		s := r.rules[rule]
		fmt.Fprintf(&b, "  %-15s precision %.3f recall %.3f (caught %d of %d, wrong or false %d; its cases blocked by it on any sentence %d)\n",
			rule, s.precision(), s.recall(), s.tp, s.cases, s.fp, s.anywhere)
	}
	names := make([]string, 0, len(r.groups))
	for n := range r.groups {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		g := r.groups[n]
		fmt.Fprintf(&b, "    by source, %-27s %3d cases: no-deferral caught %d of %d, open-questions caught %d of %d, %d of %d good messages blocked\n",
			n+":", g.cases, g.caughtND, g.casesND, g.caughtOQ, g.casesOQ, g.falseBlocks, g.cases-g.blocks)
	}
	return b.String()
}

// details lists the cases behind the misses and false blocks.
func (r evalResult) details() string {
	var b strings.Builder
	if len(r.falseBlocks) > 0 {
		fmt.Fprintf(&b, "  false blocks:\n")
		for _, d := range r.falseBlocks {
			fmt.Fprintf(&b, "    %s\n", d)
		}
	}
	if len(r.misses) > 0 {
		fmt.Fprintf(&b, "  misses:\n")
		for _, d := range r.misses {
			fmt.Fprintf(&b, "    %s\n", d)
		}
	}
	return b.String()
}

// failures are why a held-out set fails, if it does.
func (r evalResult) failures() []string {
	var out []string
	if n := len(r.falseBlocks); n > 0 {
		out = append(out, fmt.Sprintf("%d good messages blocked", n))
	}
	for _, rule := range evalRules {
		if s := r.rules[rule]; s.cases > 0 && s.recall() < evalMinRecall {
			out = append(out, fmt.Sprintf("%s recall %.3f, below %.2f", rule, s.recall(), evalMinRecall))
		}
	}
	return out
}

// evalSets lists the sets under dir.
func evalSets(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		if os.IsNotExist(err) {
			return nil
		}
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		if e.IsDir() {
			out = append(out, e.Name())
		}
	}
	sort.Strings(out)
	return out
}

func TestEvaluation(t *testing.T) {
	sets := evalSets(t, evalDir)
	if len(sets) == 0 {
		t.Fatalf("no evaluation sets under %s", evalDir)
	}
	for _, name := range sets {
		t.Run(name, func(t *testing.T) {
			cases, err := evalset.Load(filepath.Join(evalDir, name))
			if err != nil {
				t.Fatal(err)
			}
			if len(cases) == 0 {
				t.Fatalf("set %s has no cases", name)
			}
			for _, c := range cases {
				if c.Decisive != "" && !strings.Contains(c.Body, c.Decisive) {
					t.Logf("%s: decisive text is not verbatim in the message; matched by its words", c.File)
				}
			}
			res := evaluate(cases)
			second, err := evalset.SecondReading(filepath.Join(evalDir, name))
			if err != nil {
				t.Fatal(err)
			}
			if second != nil {
				agreed := evalset.Agreed(cases, second)
				t.Logf("\nset %s: a second reader, blind, gave %d of its %d labels too; on those:\n%s",
					name, len(agreed), len(cases), evaluate(agreed).figures(name+", both readers"))
			}
			if why, ok := measuredOnly[name]; ok {
				t.Log("\n" + res.figures(name))
				if f := res.failures(); len(f) > 0 {
					t.Logf("set %s (%s): %s", name, why, strings.Join(f, "; "))
				}
				return
			}
			t.Log("\n" + res.report(name))
			if strings.HasPrefix(name, "heldout") {
				for _, f := range res.failures() {
					t.Errorf("held-out set %s: %s", name, f)
				}
			} else if n := len(res.falseBlocks); n > 0 {
				t.Errorf("set %s: %d good messages blocked", name, n)
			}
		})
	}
}

// The scoring itself: a caught case, a case found on the wrong sentence, a
// missed one and a false block, each counted where it belongs, and a held-out
// set with a false block or a low recall fails.
func TestEvaluationScoring(t *testing.T) {
	cases := []evalset.Case{
		{
			File: "caught.md", Expect: "block", Rule: "no-deferral", Decisive: "I can't ask you which region, so I chose eu-west-1.",
			Body: "Deployed.\n\nI can't ask you which region, so I chose eu-west-1.\n",
		},
		{
			File: "wrong.md", Expect: "block", Rule: "no-deferral", Decisive: "the decisive sentence is this one about nothing",
			Body: "I can't ask you which region, so I chose eu-west-1.\n\nthe decisive sentence is this one about nothing\n",
		},
		{
			File: "missed.md", Expect: "block", Rule: "open-questions", Skills: []string{"agent-open-questions"},
			Decisive: "The region is open.", Body: "Deployed.\n\nThe region is open.\n",
		},
		{
			File: "false.md", Expect: "pass", Rule: "none", Skills: []string{"agent-open-questions"},
			Body: "Deployed.\n\nWhich region should it run in?\n",
		},
		{File: "clean.md", Expect: "pass", Rule: "none", Body: "Deployed to eu-west-1.\n"},
	}
	res := evaluate(cases)
	nd, oq := res.rules[contract.NoDeferral], res.rules[contract.OpenQuestions]
	if nd.cases != 2 || nd.tp != 1 || nd.fn != 1 || nd.fp != 1 {
		t.Errorf("no-deferral scored %+v, want 2 cases, 1 caught, 1 missed on the wrong sentence", *nd)
	}
	if nd.anywhere != 2 {
		t.Errorf("no-deferral blocked %d of its cases on some sentence, want 2 (caught.md, and wrong.md on another sentence)", nd.anywhere)
	}
	if oq.cases != 1 || oq.tp != 0 || oq.fn != 1 || oq.fp != 1 || oq.anywhere != 0 {
		t.Errorf("open-questions scored %+v, want 1 case missed and 1 false block", *oq)
	}
	if len(res.falseBlocks) != 1 || !strings.HasPrefix(res.falseBlocks[0], "false.md") {
		t.Errorf("false blocks %q, want false.md", res.falseBlocks)
	}
	if len(res.misses) != 2 {
		t.Errorf("misses %q, want wrong.md and missed.md", res.misses)
	}
	if f := res.failures(); len(f) != 3 {
		t.Errorf("failures %q, want a false block and two low recalls", f)
	}
	if !strings.Contains(res.report("x"), "wrong.md") {
		t.Error("the report does not list the misses")
	}

	kinds := evaluate([]evalset.Case{
		{File: "a.md", Expect: "block", Rule: "no-deferral", Kind: "overnight report file", Decisive: "I can't ask you which region, so I chose eu-west-1.", Body: "I can't ask you which region, so I chose eu-west-1.\n"},
		{File: "b.md", Expect: "pass", Rule: "none", Kind: "session export (SpecStory, Cursor)", Body: "Deployed.\n"},
		{File: "c.md", Expect: "pass", Rule: "none", Body: "Deployed.\n"},
	})
	if g := kinds.groups["report file"]; g == nil || g.cases != 1 || g.casesND != 1 || g.caughtND != 1 {
		t.Errorf("report file group %+v, want its one deferral caught", g)
	}
	if g := kinds.groups["session export"]; g == nil || g.cases != 1 || g.blocks != 0 {
		t.Errorf("session export group %+v, want one good message", g)
	}
	if len(kinds.groups) != 2 || !strings.Contains(kinds.figures("k"), "by source, report file:") {
		t.Errorf("groups %v: a case without a kind is in no group, and the figures give each group", kinds.groups)
	}

	// A decisive heading is caught by the items a finding quotes under it,
	// and only by those: a heading that names no question does not lend
	// its items.
	under := evaluate([]evalset.Case{
		{
			File: "heading.md", Expect: "block", Rule: "open-questions", Skills: []string{"agent-open-questions"},
			Decisive: "## Decisions only you can make",
			Body:     "Deployed.\n\n## Decisions only you can make\n\n- Publish.\n- License.\n",
		},
		{
			File: "elsewhere.md", Expect: "block", Rule: "open-questions", Skills: []string{"agent-open-questions"},
			Decisive: "## Summary of the work done overnight",
			Body:     "## Summary of the work done overnight\n\nDeployed.\n\nShould I also publish it?\n",
		},
	})
	if s := under.rules[contract.OpenQuestions]; s.tp != 1 || s.fn != 1 {
		t.Errorf("open-questions scored %+v, want heading.md caught by its items, elsewhere.md missed on another sentence", *s)
	}

	if !evalset.Overlaps("Note: I can't reach the user from inside this run.", "**Note:** I can’t reach the user") {
		t.Error("markup and apostrophe forms must not stop an overlap")
	}
	if evalset.Overlaps("I asked the user.", "I can't ask the user from here, so I chose A.") {
		t.Error("two words in common are not the same sentence")
	}
}
