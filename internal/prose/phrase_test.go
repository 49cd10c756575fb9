package prose

import (
	"bufio"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/internal/markdown"
	"github.com/yuin/goldmark/ast"
)

// The regular expressions the open-questions detector's phrases were
// written as, verbatim. They are the reference each hand-written reader is
// held to: the same answer, called as its call site calls it, on every
// heading and sentence of the package's test data and the evaluation sets,
// on the edge cases below, and under the fuzzers.
var (
	reQuestionsHeading = regexp.MustCompile(`^(?:(?:open|outstanding|unresolved|remaining|pending) )?questions?(?: (?:for|to) (?:you|the user|the orchestrator|the team|the reviewer|review))?$`)
	reDecisionsHeading = regexp.MustCompile(`^(?:(?:open|pending|outstanding|remaining) )?(?:decisions?|choices?|input|calls?) (?:needed|required|pending|wanted|for you|from you|to make)$` +
		`|^(?:needs?|need) (?:your|a) (?:input|decision|call|sign-off|go-ahead|approval|choice)$` +
		`|^(?:for you|yours) to (?:decide|choose|pick|confirm)$|^(?:awaiting|waiting on|waiting for) your (?:decision|input|call|choice|sign-off|go-ahead)$` +
		`|^(?:your (?:call|decision|input)|to decide|decisions? for you)$` +
		`|^(?:what i need|what's needed|what is needed|needed|what i need to know|questions?) from you$`)
	reDeferredHeading = regexp.MustCompile(`\(deferred\)$|^deferred (?:open )?questions?\b`)
	reHeadingNumber   = regexp.MustCompile(`^(?:\d+[.)]?|[ivx]+[.)]) `)
	reQuestionsLabel  = regexp.MustCompile(`^(?:open )?questions?(?: for you)?:|^(?:open|undecided|unresolved|tbd|to decide|open (?:point|item|decision)s?): (?:whether|which|what|if) `)
	reAddressed       = regexp.MustCompile(`\b(?:you|your|yours|yourself|yourselves)\b` +
		`|\b(?:should|shall|must|would|will) (?:i|we)\b|(?:^|[,;:] )(?:(?:so|and|also|then|now|ok|okay|finally|lastly|but) )?(?:do|can|could|may) (?:i|we)\b|^(?:should|shall)\b` +
		`|\b(?:want|like|need) me to\b|\bis it (?:ok|okay|alright|all right|fine|acceptable)\b` +
		`|\b(?:ok|okay|alright|acceptable|agreed|preference|preferences|prefer|preferred|preferable|thoughts|objections?|approve|approved|approval|go ahead|green light|sign off|sign-off|good to go|sounds? good|make sense)\b` +
		`|^(?:proceed|continue|go ahead|merge|ship it)\b`)
	reTopicItem = regexp.MustCompile(`^(?:\[[ x]\] |#\d+\b|[a-z][a-z0-9]*-\d+:)`)
	reCourtesy  = regexp.MustCompile(`\b(?:any (?:other |further |more |additional )?(?:questions|concerns|issues|feedback|comments)` +
		`|if you have (?:any )?(?:other |further |more )?(?:questions|concerns|feedback|comments|issues)` +
		`|anything else|something else|if (?:anything|something)(?: else)? (?:is|comes up|needs|looks|seems)` +
		`|if you need (?:anything|more|further|help)|if you(?:'d| would)? like (?:any |more |further |additional )?(?:changes|details|help|adjustments|tweaks)` +
		`|happy to help|hope this helps|if there's anything|if there is anything` +
		`|(?:want|like|wish) to (?:learn|know|read|see|hear) more)\b`)
	reHandsOver   = regexp.MustCompile(`^(?:(?:please|pls|so|just) )?(?:let me know|lmk|tell me|please advise|advise|your call|your pick|your choice|up to you|over to you|thoughts)[.!]*$`)
	reNone        = regexp.MustCompile(`^\(?(?:none|nothing|n/a|no (?:open |further |other )?questions?)\b|^all (?:open )?questions (?:are|were|have been) (?:resolved|answered|settled)\b`)
	reAnswer      = regexp.MustCompile(`^(?:because|cause|yes(?:[ ,.:;!]|$)|no(?:[,.:;!]|$| - )|nope|yep|yeah|not really|not quite|not at all|not necessarily|not possible|not an option|couldn't|could not|can't|cannot|no way|absolutely|definitely|certainly|of course|probably not|likely not|answer:|the answer|short answer|in short|turns out|it turns out|as it turns out|the reason|the root cause|the cause)`)
	reShortAnswer = regexp.MustCompile(`^(?:[^,]*, )+(?:yes|no|nope|yep|yeah|not really|not quite|not at all|not necessarily|probably|probably not|likely not|mostly|largely|partly|absolutely|definitely|certainly|hardly|barely|arguably|it is|it isn't|it does|it doesn't|it will|it won't|they are|they aren't|they do|they don't|we do|we don't|it can|it can't)$` +
		`|^(?:it|they|we|that|this) (?:is|are|does|do|did|was|were|will|can|could|should|has|have)(?: not|n't)?$` +
		`|^(?:not|only) (?:for|with|in|on|under|at|yet|today|now|here|by)\b`)
)

// phraseReader is a hand-written reader and its expression, each called
// as the call site calls it, their answers written out to compare.
type phraseReader struct {
	name      string
	re        *regexp.Regexp
	got, want func(string) string
}

func matches(f func(string) bool) func(string) string {
	return func(s string) string { return fmt.Sprint(f(s)) }
}

var phraseReaders = []phraseReader{
	{"isQuestionsHeading", reQuestionsHeading, matches(isQuestionsHeading), matches(reQuestionsHeading.MatchString)},
	{"isDecisionsHeading", reDecisionsHeading, matches(isDecisionsHeading), matches(reDecisionsHeading.MatchString)},
	{"isDeferredHeading", reDeferredHeading, matches(isDeferredHeading), matches(reDeferredHeading.MatchString)},
	{"trimHeadingNumber", reHeadingNumber, trimHeadingNumber, func(s string) string { return reHeadingNumber.ReplaceAllString(s, "") }},
	{
		"cutQuestionsLabel", reQuestionsLabel,
		func(s string) string { rest, ok := cutQuestionsLabel(s); return fmt.Sprintf("%q %v", rest, ok) },
		func(s string) string {
			return fmt.Sprintf("%q %v", reQuestionsLabel.ReplaceAllString(s, ""), reQuestionsLabel.MatchString(s))
		},
	},
	{"isAddressed", reAddressed, matches(isAddressed), matches(reAddressed.MatchString)},
	{"isTopicItem", reTopicItem, matches(isTopicItem), matches(reTopicItem.MatchString)},
	{"isCourtesy", reCourtesy, matches(isCourtesy), matches(reCourtesy.MatchString)},
	{"handsOver", reHandsOver, matches(handsOver), matches(reHandsOver.MatchString)},
	{"saysNone", reNone, matches(saysNone), matches(reNone.MatchString)},
	{"opensAnswer", reAnswer, matches(opensAnswer), matches(reAnswer.MatchString)},
	{"isShortAnswer", reShortAnswer, matches(isShortAnswer), matches(reShortAnswer.MatchString)},
}

// phraseEdges are hand-picked inputs: each alternative of each expression,
// case variants, word boundaries, near misses, the empty string, Unicode
// that folds or lowers to ASCII, and invalid UTF-8.
var phraseEdges = []string{
	"", " ", ",", ", ", ":", ".", "!", "?", "(", "\n", "\xff", "\u212a", "\u017f", "\u00e9",
	// Headings.
	"questions", "question", "open questions", "open question", "outstanding questions for you",
	"unresolved questions to the user", "remaining questions for the orchestrator", "pending question to the team",
	"questions for the reviewer", "questions for review", "questions to review", "questions for", "questions for you ",
	"question for yous", "questionss", "open  questions", "Open questions", "open questions\n", "openquestions",
	"pending questions for the users", "questions for the team.", "questions to you\xff", "\u00e9questions",
	"decisions needed", "decision needed", "open decisions needed", "choices required", "choice pending", "input wanted",
	"calls for you", "call from you", "remaining calls to make", "decisions made", "decisions", "input",
	"needs your input", "need a decision", "needs a sign-off", "need your go-ahead", "needs your approval",
	"needs your choice", "needs your calls", "for you to decide", "yours to choose", "for you to pick", "yours to confirm",
	"for you to decide.", "awaiting your decision", "waiting on your input", "waiting for your call",
	"waiting for your sign-off", "awaiting your go-ahead", "awaiting your choices", "your call", "your decision",
	"your input", "to decide", "decision for you", "decisions for you", "your calls", "what i need from you",
	"what's needed from you", "what is needed from you", "needed from you", "what i need to know from you",
	"questions from you", "question from you", "what i need to know", "what i need to from you",
	"open questions (deferred)", "(deferred)", "(deferred) ", "deferred questions", "deferred question",
	"deferred open questions", "deferred open question:", "deferred questionsx", "deferred questions_",
	"deferred questions2", "deferred question-s", "deferred questions\xff", "deferred  questions", "deferred",
	"1. questions", "1 questions", "12) questions", "1.questions", "1.. questions", "i. questions", "iv) questions",
	"xiv. questions", "ix questions", "v.) questions", "1) ", "2. ", "x. ", "ii.", "1", " 1. questions", "0. 1. x",
	"\u0661. questions", "iii.  questions",
	// Labels.
	"open questions: which module?", "questions:", "question:", "open question for you: x", "questions for you:",
	"questions for you", "open questions for you:none", "open: whether to keep v1", "open: whether", "open:whether x",
	"undecided: which way ", "unresolved: what now", "tbd: if so ", "to decide: whether ", "open point: whether x",
	"open points: which x", "open item: what x", "open items: if x", "open decision: whether x",
	"open decisions: which x", "open pointss: which x", "open point which x", "open: whetherx", "open: which  x",
	"open questions: none", "open questions: none.", "open questions:", "open questions: n/a", "tbd: whether\n",
	// Addressed.
	"do you want x?", "yours?", "yourself?", "yourselves?", "youth?", "you_?", "you2?", "_you?", "2you?", "-you-?",
	"\xffyou\xff?", "\u00e9you?", "you\u00e9?", "should i?", "shall we go?", "must i?", "would we?", "will i?",
	"will iou?", "should wee?", "would_i?", "should  i?", "do i?", "can we?", "could i?", "may we?", "so do i?",
	"and can we?", "also could i?", "then may i?", "now do we?", "ok can i?", "okay do we?", "finally can i?",
	"lastly may we?", "but could i?", "x, do i?", "x; can we?", "x: so do i?", "x,do i?", "x , do i?", "x. do i?",
	"how do i run it?", "so so do i?", "do id?", "cando i?", "should it?", "should", "shall", "shalll", "shall_",
	"want me to?", "like me to?", "need me to?", "wants me to?", "need me too?", "is it ok?", "is it okay?",
	"is it alright?", "is it all right?", "is it fine?", "is it acceptable?", "this it ok", "ok?", "okay?",
	"alright?", "acceptable?", "agreed?", "preference?", "preferences?", "prefer?", "preferred?", "preferable?",
	"thoughts?", "objection?", "objections?", "approve?", "approved?", "approval?", "go ahead?", "green light?",
	"sign off?", "sign-off?", "good to go?", "sound good?", "sounds good?", "make sense?", "makes sense?",
	"okays?", "disapprove?", "signoff?", "proceed?", "continue?", "go ahead", "merge?", "ship it?", "merged?",
	"ship its?", "proceed_", "\u212aay?", "ok\u212a?", "\u017fhould i?",
	// Topic items.
	"[ ] are all call sites updated?", "[x] done?", "[X] done?", "[ ]x", "[  ] x", "#233: why?", "#2", "#2a",
	"#2_", "#2-", "#", "#a", "abc-12: x", "abc-12:", "a-1:", "a1b2-3:", "abc-12 x", "abc-:", "abc12:", "1abc-2:",
	"abc-12x:", "abc_1-2:", "-1:", "Abc-1:", "\u00e9bc-1:",
	// Courtesies.
	"any questions", "any other questions", "any further concerns", "any more issues", "any additional feedback",
	"any comments", "any commentsx", "many questions", "any  questions", "if you have questions",
	"if you have any questions", "if you have any other concerns", "if you have further feedback",
	"if you have more comments", "if you have issues", "if you have any issue", "anything else", "something else",
	"anything elsewhere", "if anything is", "if something comes up", "if anything else needs", "if something looks",
	"if anything seems", "if anything isn't", "if you need anything", "if you need more", "if you need further",
	"if you need help", "if you need helpers", "if you'd like changes", "if you would like details",
	"if you like help", "if you'd like any adjustments", "if you would like more tweaks",
	"if you'd like further changes", "if you'd like additional help", "if youd like changes", "happy to help",
	"hope this helps", "if there's anything", "if there is anything", "if there's anythings", "want to learn more",
	"like to know more", "wish to read more", "want to see more", "like to hear more", "want to learn mores",
	"xhappy to help", "_hope this helps",
	// Hands over.
	"let me know", "let me know.", "let me know!!", "please let me know", "pls lmk", "so tell me", "just advise",
	"please advise", "please please advise", "advise.", "your call.", "your pick!", "your choice", "up to you",
	"over to you.", "thoughts", "thoughts?", "let me know?", "let me know. thanks", "just  advise", "let me knowx",
	// None.
	"none", "(none)", "nothing", "(nothing to ask", "n/a", "n/ab", "no questions", "no question", "(no open questions",
	"no further question", "no other questions.", "no questionsx", "none_", "nonexistent", "nothing2",
	"all questions are resolved", "all open questions were answered", "all questions have been settled",
	"all question are resolved", "all questions have been resolvedx", "((none)",
	// Answers.
	"because it fails", "cause", "causeway", "yes", "yes ", "yes,", "yes.", "yes:", "yes;", "yes!", "yes?", "yesterday",
	"no", "no,", "no.", "no:", "no;", "no!", "no - not now", "no -", "no ", "no-", "nope", "yep", "yeah",
	"not really", "not quite", "not at all", "not necessarily", "not possible", "not an option", "couldn't",
	"could not", "can't", "cannot", "no way", "absolutely", "definitely", "certainly", "of course", "probably not",
	"likely not", "answer:", "the answer", "short answer", "in short", "turns out", "it turns out",
	"as it turns out", "the reason", "the root cause", "the cause", "Yes.", "\u00e9yes",
	// Short answers.
	"in practice, yes", "in practice, not really", "for an internal endpoint, yes", "a, b, no", "a,b, no",
	"a, b,no", ", yes", "a, , yes", "a,, yes", "a, yes ", "a, yes,", "in practice,  yes", "x\n, it can't",
	"\xff, nope", "a, probably", "a, probably not", "a, it isn't", "a, they don't", "a, we do", "a, it won't",
	"it is", "it isn't", "they are not", "we do", "that did", "this was", "it were", "they will", "we can",
	"it could", "that should", "this has", "we have not", "it isnt", "it is not really", "its", "it  is",
	"not for this endpoint", "only for the nightly job", "not with x", "not in", "only on", "not under",
	"not at", "not yet", "only today", "not now", "only here", "not by", "not into", "only forever", "not for_",
	"notfor", "only  for",
}

// callSiteInputs gathers what the readers are given in use, from the
// package's test data and the evaluation sets: each heading's and label's
// text prepared as headingSection prepares it, each sentence's analysis
// form, its first clause and what follows a label; the analysis form of
// every line; and the sentence lists' lines as written.
func callSiteInputs(t *testing.T) []string {
	t.Helper()
	set := map[string]bool{}
	add := func(s string) { set[s] = true }
	for _, root := range []string{"testdata", filepath.Join("..", "..", "testdata", "eval")} {
		err := filepath.WalkDir(root, func(path string, e fs.DirEntry, err error) error {
			if err != nil || e.IsDir() {
				return err
			}
			src, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			if strings.HasSuffix(path, ".md") {
				messageInputs(markdown.Parse(src), add)
			}
			sc := bufio.NewScanner(strings.NewReader(string(src)))
			sc.Buffer(nil, 1<<20)
			for sc.Scan() {
				line := sc.Text()
				add(normalize(line))
				if !strings.HasSuffix(path, ".md") {
					// sentences.txt: a source, a tab, a sentence.
					_, text, _ := strings.Cut(line, "\t")
					add(line)
					add(text)
					add(normalize(text))
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(set) < 10000 {
		t.Fatalf("only %d inputs from the test data", len(set))
	}
	out := make([]string, 0, len(set))
	for s := range set {
		out = append(out, s)
	}
	sort.Strings(out)
	return out
}

// messageInputs gives what the open-questions detector hands the readers
// for one message.
func messageInputs(d *markdown.Doc, add func(string)) {
	heading := func(text string) {
		t := strings.TrimRight(strings.ToLower(collapseSpace(text)), " :.")
		add(t)
		add(trimHeadingNumber(t))
	}
	for _, b := range d.Blocks() {
		if b.Kind() == ast.KindHeading {
			heading(d.PlainText(b))
		}
		if t, ok := labelText(d, b); ok {
			heading(t)
		}
		for _, u := range collectUnits(d, b, true) {
			for _, s := range u.sentences() {
				add(s.norm)
				add(firstClause(s.norm))
				rest, _ := cutQuestionsLabel(s.norm)
				add(strings.TrimSpace(rest))
			}
		}
	}
}

// checkPhrase fails when the reader and its expression differ on s.
func checkPhrase(t *testing.T, r phraseReader, s string) bool {
	t.Helper()
	got, want := r.got(s), r.want(s)
	if got != want {
		t.Errorf("%s(%q) = %s, the expression gives %s", r.name, s, got, want)
		return false
	}
	return true
}

func TestPhrasesEqualTheirExpressions(t *testing.T) {
	real := callSiteInputs(t)
	t.Logf("%d inputs from the test data, %d edge cases", len(real), len(phraseEdges))
	for _, r := range phraseReaders {
		t.Run(r.name, func(t *testing.T) {
			failed := 0
			for _, s := range append(real, phraseEdges...) {
				if !checkPhrase(t, r, s) {
					if failed++; failed == 20 {
						t.Fatal("more differences left unreported")
					}
				}
			}
			// The edge cases hold matches and misses both, or the
			// comparison held the reader to one answer only.
			n := 0
			for _, s := range phraseEdges {
				if r.re.MatchString(s) {
					n++
				}
			}
			if n < 3 || n > len(phraseEdges)-3 {
				t.Errorf("the expression matches %d of the %d edge cases: too few matches or misses", n, len(phraseEdges))
			}
		})
	}
}

// fuzzPhrase holds the reader named to its expression on any string.
func fuzzPhrase(f *testing.F, name string) {
	var r phraseReader
	for _, p := range phraseReaders {
		if p.name == name {
			r = p
		}
	}
	if r.got == nil {
		f.Fatalf("no reader %s", name)
	}
	for _, s := range phraseEdges {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) { checkPhrase(t, r, s) })
}

func FuzzQuestionsHeading(f *testing.F) { fuzzPhrase(f, "isQuestionsHeading") }
func FuzzDecisionsHeading(f *testing.F) { fuzzPhrase(f, "isDecisionsHeading") }
func FuzzDeferredHeading(f *testing.F)  { fuzzPhrase(f, "isDeferredHeading") }
func FuzzHeadingNumber(f *testing.F)    { fuzzPhrase(f, "trimHeadingNumber") }
func FuzzQuestionsLabel(f *testing.F)   { fuzzPhrase(f, "cutQuestionsLabel") }
func FuzzAddressed(f *testing.F)        { fuzzPhrase(f, "isAddressed") }
func FuzzTopicItem(f *testing.F)        { fuzzPhrase(f, "isTopicItem") }
func FuzzCourtesy(f *testing.F)         { fuzzPhrase(f, "isCourtesy") }
func FuzzHandsOver(f *testing.F)        { fuzzPhrase(f, "handsOver") }
func FuzzNone(f *testing.F)             { fuzzPhrase(f, "saysNone") }
func FuzzAnswer(f *testing.F)           { fuzzPhrase(f, "opensAnswer") }
func FuzzShortAnswer(f *testing.F)      { fuzzPhrase(f, "isShortAnswer") }
