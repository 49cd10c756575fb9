package prose

import (
	_ "embed"
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/team-hook/team-hook/internal/contract"
)

// The deferral scorer: a logistic regression over the roles and words of a
// sentence, a second reader for the sentences the rules above pass over.
// It catches wordings no rule names yet ("float the price points past
// you", a named agent "unable to reach whoever requested the fix") from
// what such sentences share: a first-person or impersonal subject, a
// negation or absence near an act of asking, the person after it, a choice
// that follows.
//
// Its weights are data (scorer_weights.txt), trained by scorer_train_test.go
// on the labelled sets under testdata/eval and the probe sentences under
// testdata/roles; that test checks the file is what training produces.
// They are read on first use. A sentence is scored only when it names the
// person, the question tool or an act of asking and has a word of
// inability, absence, failure or condition; it is a deferral when its
// score reaches the threshold written with the weights, chosen by
// cross-validation so that no good message of a held-out fold is blocked.

//go:embed scorer_weights.txt
var scorerWeights string

// scorer is the trained model: a bias, one weight per feature, and the
// score from which a sentence is a deferral. The weights stay in the text
// they were written in, one "feature weight" line each, sorted by feature,
// and are looked up by binary search: nothing is built when they are first
// read.
type scorer struct {
	bias      float64
	threshold float64
	table     string // the weight lines
}

// theScorer is the weights, read by loadScorer on first use (a package
// variable with no initialiser: nothing runs at start-up).
var theScorer struct {
	once sync.Once
	s    *scorer
}

func loadScorer() *scorer {
	theScorer.once.Do(func() {
		s, err := parseScorer(scorerWeights)
		if err != nil {
			panic("prose: " + err.Error())
		}
		theScorer.s = s
	})
	return theScorer.s
}

// parseScorer reads the weights file: comment lines ('#'), then
// "threshold <p>" and "bias <w>", then the "<feature> <w>" lines, sorted.
func parseScorer(text string) (*scorer, error) {
	s := &scorer{}
	rest := text
	for rest != "" {
		line, next, _ := strings.Cut(rest, "\n")
		name, val, _ := strings.Cut(line, " ")
		switch {
		case line == "" || line[0] == '#':
		case name == "threshold" || name == "bias":
			v, err := strconv.ParseFloat(val, 64)
			if err != nil {
				return nil, fmt.Errorf("scorer weights: %s: %v", name, err)
			}
			if name == "bias" {
				s.bias = v
				s.table = next
				rest = ""
				continue
			}
			s.threshold = v
		default:
			return nil, fmt.Errorf("scorer weights: %q before the bias", line)
		}
		rest = next
	}
	if s.threshold <= 0 || s.threshold >= 1 {
		return nil, fmt.Errorf("scorer weights: threshold %v is not a probability", s.threshold)
	}
	return s, nil
}

// weight looks a feature up in the sorted weight lines.
func (s *scorer) weight(f string) (float64, bool) {
	lo, hi := 0, len(s.table) // lo is a line's start; hi is a line's start or the end
	for lo < hi {
		mid := lo + (hi-lo)/2
		for mid > lo && s.table[mid-1] != '\n' {
			mid--
		}
		end := strings.IndexByte(s.table[mid:], '\n')
		if end < 0 {
			end = len(s.table) - mid
		}
		line := s.table[mid : mid+end]
		name, val, _ := strings.Cut(line, " ")
		switch {
		case name == f:
			w, err := strconv.ParseFloat(val, 64)
			return w, err == nil
		case name < f:
			lo = mid + end + 1
		default:
			hi = mid
		}
	}
	return 0, false
}

// each calls f with every feature and its weight, in order.
func (s *scorer) each(f func(feature string, w float64)) {
	for rest := s.table; rest != ""; {
		line, next, _ := strings.Cut(rest, "\n")
		if name, val, ok := strings.Cut(line, " "); ok {
			if w, err := strconv.ParseFloat(val, 64); err == nil {
				f(name, w)
			}
		}
		rest = next
	}
}

// weighed is one feature of a sentence and its weight.
type weighed struct {
	feature string
	weight  float64
}

// score is the probability the model gives features, and the features
// it knows with their weights.
func (s *scorer) score(features []string) (float64, []weighed) {
	z := s.bias
	ws := make([]weighed, 0, len(features))
	for _, f := range features {
		if w, ok := s.weight(f); ok {
			z += w
			ws = append(ws, weighed{f, w})
		}
	}
	return 1 / (1 + math.Exp(-z)), ws
}

// maxScored bounds the tokens of a sentence the scorer reads: the
// longest deferral of the training data has under a hundred; a longer run
// of text without a sentence end is a table or a list written as one
// line. The bound keeps a sentence's scoring (its features are sorted)
// within a constant cost.
const maxScored = 160

// mayScore: the sentence names someone or something to ask (the person,
// the question tool, an act of asking) and a word of inability, absence,
// failure, attempt or condition. Other sentences are never scored.
func mayScore(ts []token) bool {
	if len(ts) > maxScored {
		return false
	}
	var all kind
	relative, condition := false, false
	for i, t := range ts {
		if t.k.has(kYour) && (i+1 >= len(ts) || !ts[i+1].k.has(kNeed|kNeedYour)) {
			// "your Grafana" is a thing of the reader's; "your input" is
			// what the person gives.
			all |= t.k &^ kYour
			continue
		}
		all |= t.k
		relative = relative || t.w == "whoever"
		// "with" and "if" open real conditions as often as unreal ones;
		// "would" is a wish ("I would check with you first") unless it
		// says what did not happen ("would have asked").
		condition = condition || t.k.has(kCond) && !t.is("with", "if") ||
			t.k.has(kWould) && i+1 < len(ts) && ts[i+1].is("have")
	}
	target := relative || all.has(kYou|kYour|kPerson|kIndef|kNobody|kTool|kToolMod|kActAdj|kActBare|kNeedStrong)
	negative := condition || all.has(kNo|kUnable|kUnavail|kFail|kAttempt|kNobody) || deniesOtherThanPreference(ts)
	return target && negative
}

// deniesOtherThanPreference: a "not" that is no preference ("I'd rather
// not pick the order", "I prefer not to guess"): a preference says what
// the agent wants, not what it cannot do.
func deniesOtherThanPreference(ts []token) bool {
	for i, t := range ts {
		if !t.k.has(kNot) {
			continue
		}
		p := tokenAt(ts, i-1)
		if p.is("to") {
			p = tokenAt(ts, i-2)
		}
		if !p.is("rather", "prefer", "prefers", "preferred", "preferring", "sooner") {
			return true
		}
	}
	return false
}

// tokenAt is ts[i], or no token outside the sentence.
func tokenAt(ts []token, i int) token {
	if i < 0 || i >= len(ts) {
		return token{}
	}
	return ts[i]
}

// classes name the lexicon's kinds in the scorer's features, most telling
// first: a word is read as its first class here. Each says in words what
// it stands for, for explanations.
var classes = [...]struct {
	k          kind
	name, text string
}{
	{kTool, "TOOL", "the question tool"},
	{kYou, "YOU", "you"},
	{kYour, "YOUR", "your"},
	{kPerson, "PERSON", "the user"},
	{kNobody, "NOBODY", "nobody"},
	{kIndef, "ANYONE", "anyone"},
	{kSelf, "SELF", "I"},
	{kAgent, "AGENT", "an agent"},
	{kUnable, "UNABLE", "unable"},
	{kNot, "NOT", "not"},
	{kNo, "NO", "no"},
	{kCan, "CAN", "can"},
	{kAble, "ABLE", "able"},
	{kUnavail, "UNAVAILABLE", "unavailable"},
	{kAvail, "AVAILABLE", "available"},
	{kFail, "FAILED", "failed"},
	{kAttempt, "TRIED", "tried"},
	{kWould, "WOULD", "would"},
	{kCond, "IF", "a condition"},
	{kActAdj, "ASKABLE", "askable"},
	{kActAdjWith, "ASKABLE", "askable"},
	{kToolMod, "ASKING-WORD", "a word of asking"},
	{kChannel, "CHANNEL", "a way or channel"},
	{kActDirect, "ASK", "ask"},
	{kActWith, "CHECK", "check with"},
	{kActTo, "RAISE", "raise to"},
	{kActBy, "RUN-BY", "run by"},
	{kActGet, "GET", "get"},
	{kActNoun, "ASKING", "asking"},
	{kNeedStrong, "DECISION", "a decision"},
	{kNeed, "INPUT", "input"},
	{kChoice, "CHOSE", "chose"},
	{kChoiceNoun, "CHOICE", "a choice"},
	{kSo, "SO", "so"},
	{kBreak, "BUT", "but"},
	{kRunNoun, "RUN", "its run"},
	{kHere, "HERE", "here"},
	{kOther, "OTHER", "another party"},
	{kPrepTo, "TO", "to"},
	{kPrepWith, "WITH", "with"},
	{kPrepBy, "PAST", "past"},
	{kPrepFrom, "FROM", "from"},
	{kWh, "WHETHER", "whether"},
	{kPunct, "|", "a clause break"},
	{kComma, ",", "a comma"},
}

// classOf is a token's class; "" for the words a clause's verb group and
// noun phrases are glued with (articles, adverbs, auxiliaries), which the
// class n-grams skip; "W" for a word the lexicon does not know.
func classOf(t token) string {
	for _, c := range classes {
		if t.k.has(c.k) {
			return c.name
		}
	}
	if t.k.has(kDet | kAdv | kAux | kTime | kPoss) {
		return ""
	}
	return "W"
}

var whoNames = [...]string{whoOther: "other", whoSelf: "self", whoImpersonal: "impersonal", whoAgents: "agents", whoWe: "we", whoAgent: "the-agent", whoNamed: "a-name"}

// nearWindow is how far from a word naming the person the words around it
// are features.
const nearWindow = 6

// scorerFeatures lists a sentence's features, sorted, each once:
//
//	w:<word>            a word, in its canonical form
//	k:<CLASS>           a class of word in the sentence
//	b:<C1>_<C2>         two classes in a row (glue words skipped)
//	t:<C1>_<C2>_<C3>    three
//	near:<A><<C>        a class up to six words before the person, the tool, nobody (A)
//	near:<A>><C>        … after it
//	act:, addr:         an act of asking and its addressee, as the rules read them
//	marker:, who:       the inability or absence before such an act, and whose
//	marker+who:         both
//	hypothetical        that marker sits in a present condition ("if I can't …")
//	request             "ask you to <do something>": a request, not a question
//	own-run, own-choice, reader, other-party, agents
//	                    what the sentence says of the agent's run (rules' facts)
func scorerFeatures(r *sentenceReader, rs roles) []string {
	ts := r.ts
	out := make([]string, 0, 6*len(ts))
	var cls []string
	for _, t := range ts {
		*r.ops++
		if t.w != "xx" && len(t.w) > 1 && (t.w[0] < '0' || t.w[0] > '9') {
			out = append(out, "w:"+t.w)
		}
		for _, c := range classes {
			if t.k.has(c.k) {
				out = append(out, "k:"+c.name)
			}
		}
		if c := classOf(t); c != "" && !(c == "W" && len(cls) > 0 && cls[len(cls)-1] == "W") {
			cls = append(cls, c)
		}
	}
	for i := range cls {
		if i+1 < len(cls) {
			out = append(out, "b:"+cls[i]+"_"+cls[i+1])
		}
		if i+2 < len(cls) {
			out = append(out, "t:"+cls[i]+"_"+cls[i+1]+"_"+cls[i+2])
		}
	}
	for a, t := range ts {
		if !t.k.has(kYou|kPerson|kTool|kNobody|kActAdj|kIndef) && t.w != "whoever" {
			continue
		}
		ac := classOf(t)
		if t.w == "whoever" {
			ac = "PERSON"
		}
		for d := 1; d <= nearWindow; d++ {
			*r.ops++
			if c := classOf(r.at(a - d)); c != "" && a-d >= 0 {
				out = append(out, "near:"+ac+"<"+c)
			}
			if c := classOf(r.at(a + d)); c != "" && a+d < len(ts) {
				out = append(out, "near:"+ac+">"+c)
			}
		}
	}
	if rs.request {
		out = append(out, "request")
	}
	for _, a := range rs.acts {
		out = append(out, "act:"+a.ev.actKind, "addr:"+a.ev.addrKind)
		if a.marked {
			w := whoNames[a.who]
			out = append(out, "marker:"+a.mk.kind, "who:"+w, "marker+who:"+a.mk.kind+"/"+w)
			if r.hypothetical(a.mk) {
				out = append(out, "hypothetical")
			}
		}
	}
	r.facts()
	for _, f := range [...]struct {
		on   bool
		name string
	}{{r.selfLoc, "own-run"}, {r.choice, "own-choice"}, {r.you, "reader"}, {r.otherQualifiedUpTo(firstTarget(ts, rs)), "other-party"}, {r.agentsQualified, "agents"}} {
		if f.on {
			out = append(out, f.name)
		}
	}
	o := r.ownSide(rs)
	for _, f := range [...]struct {
		on   bool
		name string
	}{{o.self, "own:self"}, {o.named, "own:named"}, {o.reader, "own:reader"}, {o.elided, "own:elided"}} {
		if f.on {
			out = append(out, f.name)
		}
	}
	for i := range out {
		out[i] = strings.ReplaceAll(out[i], " ", "_")
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// firstTarget is where the sentence first names what would be asked: its
// first act of asking as the roles read it, or else its first word for the
// person, the tool or nobody. Another party named only after a colon or
// semicolon past it ("…, so 'recent' means seven days; anything older is
// purged by the nightly job") is not whose asking the sentence is about.
func firstTarget(ts []token, rs roles) int {
	if len(rs.acts) > 0 {
		return rs.acts[0].i
	}
	for i, t := range ts {
		if t.k.has(kYou | kPerson | kTool | kNobody | kActAdj | kIndef | kChannel) {
			return i
		}
	}
	return 0
}

// roles are the partial readings the rules make of a sentence they did
// not find: its acts of asking, the marker before each, and whose it is.
// The scorer's veto, features and explanation share them.
type roles struct {
	acts    []roleAct
	request bool // "ask you to <do something>"
	thing   bool // a thing could not be reached ("GitHub was not reachable"), read as no act
}

// marked: one of the acts of asking has a marker of inability before it.
func (rs roles) marked() bool {
	for _, a := range rs.acts {
		if a.marked {
			return true
		}
	}
	return false
}

// roleAct is an act of asking at token i, with the marker before it and
// whose marker it is, if the rules read one.
type roleAct struct {
	i      int
	ev     event
	mk     marker
	marked bool
	who    who
	whoAt  span
}

// readRoles reads a sentence's roles, once.
func (r *sentenceReader) readRoles() roles {
	var rs roles
	for i, t := range r.ts {
		if t.k.has(kAsk) {
			if e, _, ok := r.personAt(i + 1); ok && r.isRequest(e) {
				rs.request = true
			}
		}
		ev, ok := r.eventAt(i)
		if !ok {
			continue
		}
		a := roleAct{i: i, ev: ev}
		if mk, ok := r.inabilityBefore(i, ev); ok {
			a.mk, a.marked = mk, true
			a.who, a.whoAt = r.subjectOf(mk.s.i)
			if r.passiveBetween(mk.s.j, i, ev) || ev.actKind == "the person, asked (passive)" {
				a.who, a.whoAt = whoImpersonal, span{} // as the rules read a passive
			}
			if (a.who == whoNamed || a.who == whoOther) && r.at(i).k.has(kActAdj) && !a.whoAt.empty() && !r.at(a.whoAt.j-1).k.has(kPerson|kYou) {
				// "GitHub was not reachable", "the mirror wasn't
				// reachable": its subject is what could not be reached,
				// a thing, not the agent nor a person.
				rs.thing = true
				continue
			}
		}
		rs.acts = append(rs.acts, a)
	}
	return rs
}

// scoredDeferral scores a sentence the rules did not find, and explains it
// when the score reaches the threshold.
func scoredDeferral(ts []token, norm string, ops *int) *contract.Explanation {
	if !mayScore(ts) {
		return nil
	}
	r := newSentenceReader(ts, ops)
	if noPicksLabel(ts) && !r.firstPersonChoice() {
		return nil // "Assumptions made: none; you were asleep": no pick, as the rules read it
	}
	rs := r.readRoles()
	if r.notTheAgents(rs) || r.delegatedBefore(len(ts)) {
		return nil // ("You said to use my judgement while you were out, so I picked EU": the person's own word)
	}
	s := loadScorer()
	p, ws := s.score(scorerFeatures(r, rs))
	if p < s.threshold {
		return nil
	}
	return r.scoredExplanation(rs, norm, p, s.threshold, ws)
}

// notTheAgents: the roles the rules read rule the sentence out whatever
// its score (docs/CONTRACT.md §3a): its only asking is a request ("ask
// you to run the build"); its inability is another party's or subagents'
// in general ("subagents run without a way to prompt the user"), with no
// word of the agent itself; the act is placed in another setting ("not
// available inside subagents") and not in the agent's own run; or the
// inability is a condition in the present ("if I can't reach you, …").
func (r *sentenceReader) notTheAgents(rs roles) bool {
	r.facts()
	// "we" is the agent only when it speaks of its own run ("we verified
	// that the tool isn't available inside subagents" is a team's).
	self := false
	for _, t := range r.ts {
		if t.k.has(kSelf) && (!t.is("we", "us", "our", "ours", "ourselves") || r.selfLoc) {
			self = true
			break
		}
	}
	// The agent's own run named as such ("this session", "from here"):
	// "headless runs" may be anyone's.
	ownRun := false
	for i, t := range r.ts {
		if r.isOwnRunAt(i) && !t.is("headless", "headlessly", "non-interactive", "non-interactively") {
			ownRun = true
			break
		}
	}
	// "It is not reachable from here, so I pinned 1.2": a thing is
	// unreachable, and no person is named.
	if r.thingUnreachable() || r.asksNow() || r.isQuestionSentence() || r.offersOnAWish() || r.asksOnlyThings() || r.actDoneWithoutAsking() || r.callsAreRequests() || r.nobodyTakesWork() || r.leftToThePerson() || r.nothingNeeded() || r.onlyTheAskNoun() || r.deliversAThing(rs) || r.wishOnAThing() || r.waitsForThem() || r.habitWithAReason() || r.keptWaitingOrRecordedBeside(0) || r.nobodyNoticed() || r.nothingDecided() {
		return true
	}
	// The person's absence as the time the agent worked in, or as why
	// the message is short, is no pick in their place (usedTheTimeAfter),
	// unless the sentence also says it could not ask.
	if r.usedTheTimeAfter(0) && !rs.marked() {
		return true
	}
	// A wish to ask, had the work been unclear ("I'd have asked you if
	// the spec were unclear, but it names 8080"): nothing to ask.
	for i, t := range r.ts {
		if t.k.has(kWould) && r.unclearTaskAfter(i) {
			return true
		}
	}
	reader := false
	for _, a := range rs.acts {
		reader = reader || r.addrIsReader(a.ev)
		if a.marked && (r.hypothetical(a.mk) || (a.who == whoOther || a.who == whoAgents) && !self) {
			return true
		}
	}
	if r.otherQualified && !ownRun && !(self && r.choice) && !reader {
		return true
	}
	// "A subagent calling AskUserQuestion gets …", "The CLI cannot …": a
	// sentence about another party or subagents in general.
	if j := r.firstWordOf(0, len(r.ts)); j >= 0 && !self && !reader {
		t := r.at(j)
		if t.k.has(kOther) && !t.k.has(kAgent) && !t.is("it") {
			return true
		}
		if t.k.has(kAgent) && !r.at(j-1).is("this") && !r.selfAfter(j) {
			if w, _ := r.agentNamed(j); w == whoAgents {
				return true
			}
		}
	}
	if (rs.request || rs.thing && !r.namesPerson()) && len(rs.acts) == 0 || r.onlyReachable(rs) || r.reportedInability() || r.onlyOthersToAsk() || r.thingOnly(rs) {
		return true
	}
	// A marker whose subject is "it" doing something ("it could not reach
	// you", "it had no way to ask") is another program's or agent's; the
	// "it" of "it wasn't possible to ask you" is no one's.
	for _, a := range rs.acts {
		if a.marked && a.who == whoImpersonal && !a.whoAt.empty() && r.at(a.whoAt.i).is("it") &&
			!r.at(a.whoAt.i+1).is("is", "was", "were", "seemed", "seems", "'s") && !self {
			return true
		}
	}
	return !r.ownSide(rs).any()
}

// onlyOthersToAsk: the one the agent could not reach is another party's
// ("anyone at the SMS vendor's support", "nobody on the data team"), and
// the sentence names no one else to ask: no "you", no user, no question
// tool.
func (r *sentenceReader) onlyOthersToAsk() bool {
	others := false
	for i, t := range r.ts {
		switch {
		case t.k.has(kYou|kYour|kTool) || t.k.has(kPerson) && r.headsNounPhrase(i):
			return false
		case t.k.has(kIndef|kNobody) && r.othersPeopleAt(i+1):
			others = true
		}
	}
	return others
}

// thingOnly: the sentence names no act of asking and no one to ask: its
// only person word modifies a thing ("the user service was unavailable",
// "the user database was unreachable, so I used the fixture"). A thing is
// not the user (docs/CONTRACT.md §3b).
func (r *sentenceReader) thingOnly(rs roles) bool {
	if len(rs.acts) > 0 {
		return false
	}
	thing := false
	for i, t := range r.ts {
		switch {
		case t.k.has(kYou|kYour|kTool|kToolMod|kIndef|kNobody|kActBare|kActAdj|kActNoun) || t.is("whoever"):
			return false
		case t.k.has(kPerson):
			if !isThingHead(r.at(i + 1)) {
				return false
			}
			thing = true
		}
	}
	return thing
}

// isThingHead: a noun that a person word before it names a thing of
// ("user service", "user database", "user table").
func isThingHead(t token) bool {
	return t.is("service", "services", "database", "databases", "db", "table", "tables", "model", "models", "id", "ids",
		"account", "accounts", "record", "records", "profile", "profiles", "store", "api", "apis", "endpoint", "endpoints",
		"interface", "object", "objects", "field", "fields", "column", "columns", "flag", "flags", "role", "roles",
		"directory", "dir", "folder", "home", "module", "class", "type", "schema", "entity", "entities", "repository",
		"repo", "collection", "list", "page", "pages", "story", "stories", "group", "groups", "event", "events", "cache",
		"store", "registry", "server", "pool", "queue", "index", "record", "lookup", "search", "directory", "sync", "import", "export")
}

// ownSide is what ties a sentence to the agent's own run and its reader:
// the positive evidence the scorer needs before it reads an inability as
// the agent's own (docs/CONTRACT.md §3a). Documentation says "you must
// call…", "the user cannot be prompted…", "it will not ask you…" of
// anyone; a deferral says I, this run, my choice, or the reader asked.
type ownSide struct {
	self   bool // I, me, my: the agent itself
	run    bool // this run, this session, from here, mid-task
	choice bool // its own choice: "so I picked", "my call", "went with"
	named  bool // the agent by a name of its own, as the rules read it ("this agent", "the subagent you dispatched")
	reader bool // you as the one not reached: "to you", "reach you", "your input", "you weren't reachable"
	elided bool // an inability in the past with no subject, a report's fragment ("Couldn't check with the user")
}

func (o ownSide) any() bool { return o.self || o.run || o.choice || o.named || o.reader || o.elided }

// ownSide reads the sentence's evidence of the agent's own side.
func (r *sentenceReader) ownSide(rs roles) ownSide {
	r.facts()
	o := ownSide{run: r.selfLoc, choice: r.choice}
	for _, a := range rs.acts {
		if a.marked && (a.who == whoSelf || a.who == whoAgent || a.who == whoNamed) {
			o.named = o.named || a.who != whoSelf || !a.whoAt.empty() && !r.at(a.whoAt.i).k.has(kSelf)
		}
		o.elided = o.elided || a.marked && a.who == whoImpersonal && a.whoAt.empty() && r.elidedPast(a.mk)
	}
	for i, t := range r.ts {
		*r.ops++
		switch {
		case t.is("i", "me", "my", "mine", "myself"):
			o.self = true
		case t.k.has(kAgent) && r.at(i-1).is("this", "undersigned"):
			o.named = true
		case t.k.has(kYou) && r.readerReached(i):
			o.reader = true
		case t.k.has(kYour) && (r.at(i+1).k.has(kNeed) || r.at(i+1).k.has(kNeedYour) && !r.at(i+1).is("call") || r.at(i+1).is("side", "end")):
			o.reader = true // "your input", "your view", "from your side"
		}
	}
	return o
}

// readerReached: "you" at i is the one reached or not, not the doer: the
// object of a preposition or an act ("to you", "with you", "reach you",
// "getting you on the line"), or the subject of a passive or of being
// reachable ("you could not be consulted", "you weren't reachable").
func (r *sentenceReader) readerReached(i int) bool {
	p := r.at(i - 1)
	if p.k.has(kPrepTo|kPrepWith|kPrepBy|kPrepFrom|kActDirect|kActWith|kActTo|kActBy|kActGet) || p.is("for", "of", "w/", "at", "behind") {
		return true
	}
	if p.is(":", "-") && r.at(i-2).k.has(kActAdj|kAvail|kUnavail) {
		return true // "Not reachable: you."
	}
	if r.at(i+1).is("out", "in", "into", "over", "up") && p.w != "" && !p.k.has(kAux|kCan|kNot|kWh|kCond|kBreak|kSo|kPunct|kComma|kPrepTo|kPrepWith|kPrepFrom|kPrepBy) {
		return true // a phrasal verb's object: "sound you out", "fill you in", "rope you in"
	}
	be := false // "you were", "you're": what follows says how the reader was
	for j := i + 1; j < len(r.ts) && j <= i+4; j++ {
		x := r.at(j)
		switch {
		case x.is("be", "been", "being"):
			return true // "you could not be consulted"
		case x.k.has(kUnavail|kActAdj) || x.is("reachable", "available", "around", "online", "unreachable", "offline", "away"):
			return be || j == i+1 // "you weren't reachable", "you unreachable"; not "you've gone"
		case x.k.has(kAux | kCan | kNot | kAdv):
			be = be || x.is("is", "are", "was", "were", "am", "'re")
			continue
		}
		return false
	}
	return false
}

// onlyReachable: the sentence's only acts are "reachable" with nobody
// after it, and it names no person and no pick of the agent's ("Not
// reachable from the live pipeline yet"), as decide reads it.
func (r *sentenceReader) onlyReachable(rs roles) bool {
	if len(rs.acts) == 0 || r.namesPerson() {
		return false
	}
	r.facts()
	if r.choice {
		return false
	}
	for _, a := range rs.acts {
		if !r.reachableOnly(a.ev) {
			return false
		}
	}
	return true
}

// reportedInability: the inability is what a prompt, a definition or
// instructions tell an agent to say ("its definition instructed it to
// explain its inability to ask"), or what the agent is told to state: a
// description of a prompt, not the agent's own situation.
func (r *sentenceReader) reportedInability() bool {
	for i, t := range r.ts {
		// "I was told I can't reach you from here" is the agent's own
		// situation, heard of; "the docs say a subagent without the tool
		// should…" is documentation.
		instructs := t.is("instructed", "instructs", "instruct", "instructing", "told", "tells", "directs", "directed", "requires", "required", "prompts", "prompted", "expects") &&
			!r.at(i-1).is("i", "was", "were", "am", "been", "is", "are") || t.is("say", "says", "said", "state", "states", "stated", "explain", "explains", "recommend", "recommends") && isDocumentNoun(r.at(i-1)) ||
			r.othersWords(i)
		if instructs ||
			t.is("to") && r.at(i+1).is("explain", "state", "say", "report", "describe", "mention", "admit", "acknowledge", "declare", "document") && !r.at(i-1).k.has(kAble|kCan|kChannel) {
			for j := i + 1; j < len(r.ts) && j <= i+8; j++ {
				if x := r.at(j); x.k.has(kUnable|kNot|kNo) || x.is("can", "could") {
					return true
				}
			}
		}
	}
	return false
}

// othersWords: at i another party, or its log or notes, is reported
// saying something ("the earlier run's notes end with it saying it had no
// way to ask you", "they wrote that they couldn't reach you", "the previous
// agent's log notes that…"): what follows is its inability, not the
// agent's. "I wrote that I couldn't reach you" stays the agent's own.
func (r *sentenceReader) othersWords(i int) bool {
	if !r.at(i).is("saying", "said", "says", "wrote", "writes", "writing", "noted", "notes", "noting", "reported", "reports", "reporting", "claimed", "claims", "claiming", "mentioned", "mentions") {
		return false
	}
	p := r.at(i - 1)
	return p.is("it", "they", "he", "she") || isDocumentNoun(p) || p.is("log", "logs", "notes", "report", "summary", "handoff", "transcript", "output", "journal") ||
		(p.k.has(kOther) || p.k.has(kAgent)) && !r.at(i-2).is("this", "my", "i") ||
		// "… ends with that run noting it had no way to …": another run
		p.k.has(kRunNoun) && r.at(i-2).is("that", "the", "previous", "earlier", "last", "prior", "other", "first")
}

// isDocumentNoun: a document that says what agents do ("the docs say…").
func isDocumentNoun(t token) bool {
	return t.is("docs", "doc", "documentation", "readme", "guide", "manual", "spec", "contract", "faq", "rfc", "policy", "runbook", "skill", "instructions", "prompt")
}

// scoredExplanation names what the scorer found: the roles the rules read
// in the sentence, where they read any, and the features that weighed most.
func (r *sentenceReader) scoredExplanation(rs roles, norm string, p, threshold float64, ws []weighed) *contract.Explanation {
	e := &contract.Explanation{Clause: norm}
	if len(rs.acts) > 0 {
		a := rs.acts[0]
		for _, b := range rs.acts {
			if b.marked {
				a = b // the act the rules read a marker before
				break
			}
		}
		if t := r.text(a.ev.act, norm); t != "" {
			e.Act = &contract.Role{Text: t, Kind: a.ev.actKind}
		}
		if t := r.text(a.ev.addr, norm); t != "" {
			e.Addressee = &contract.Role{Text: t, Kind: a.ev.addrKind}
		}
		if a.marked {
			e.Marker = &contract.Role{Text: r.text(a.mk.s, norm), Kind: a.mk.kind}
			if t := r.text(a.whoAt, norm); t != "" {
				e.Who = &contract.Role{Text: t, Kind: whoNames[a.who]}
			}
		}
	}
	// Where the rules read no act, the words that stand for the roles.
	for i, t := range r.ts {
		switch {
		case e.Who == nil && t.k.has(kSelf) && !t.is("my", "our", "me", "us", "mine", "ours"):
			e.Who = &contract.Role{Text: r.text(span{i, i + 1}, norm), Kind: "the agent itself"}
		case e.Addressee == nil && (t.k.has(kYou|kYour|kTool) || t.k.has(kPerson) && r.headsNounPhrase(i) || t.k.has(kNobody)):
			e.Addressee = &contract.Role{Text: r.text(span{i, i + 1}, norm), Kind: "named"}
		}
	}
	sort.SliceStable(ws, func(a, b int) bool { return ws[a].weight > ws[b].weight })
	var top []string
	for _, w := range ws {
		if w.weight <= 0 || len(top) == 4 {
			break
		}
		top = append(top, fmt.Sprintf("%s (%+.2f)", describeFeature(w.feature), w.weight))
	}
	e.Reading = fmt.Sprintf("the agent says it cannot ask the user (learned scorer: %.2f, threshold %.2f; weighed most: %s)",
		p, threshold, strings.Join(top, ", "))
	return e
}

// describeFeature puts a feature in words for an explanation.
func describeFeature(f string) string {
	kind, v, _ := strings.Cut(f, ":")
	v = strings.ReplaceAll(v, "_", " ")
	switch kind {
	case "w":
		return strconv.Quote(v)
	case "k":
		return "a word for " + classText(v)
	case "b", "t":
		var parts []string
		for _, c := range strings.Split(strings.ReplaceAll(f[len(kind)+1:], "_", " "), " ") {
			parts = append(parts, classText(c))
		}
		return strings.Join(parts, ", then ")
	case "near":
		if a, c, ok := strings.Cut(v, "<"); ok {
			return classText(c) + " shortly before " + classText(a)
		}
		a, c, _ := strings.Cut(v, ">")
		return classText(c) + " shortly after " + classText(a)
	case "act":
		return "an act of " + v
	case "addr":
		return "addressed to " + v
	case "marker":
		return "a marker of " + v + " before the act"
	case "who":
		return "whose: " + v
	case "marker+who":
		return "marker and whose: " + v
	}
	switch f {
	case "own-run":
		return "its own run named (this session, from here)"
	case "own-choice":
		return "a choice of its own (so I picked…)"
	case "reader":
		return "the reader named (you)"
	case "other-party":
		return "another party or setting named"
	case "agents":
		return "subagents in general named"
	case "request":
		return "a request (ask you to do something)"
	case "hypothetical":
		return "a condition in the present"
	case "own:self":
		return "the agent itself (I, me, my)"
	case "own:named":
		return "the agent by its own name"
	case "own:reader":
		return "you, as the one not reached"
	case "own:elided":
		return "a past inability with no subject (a report's fragment)"
	}
	return f
}

// classText is a class's name in words ("W": a word the lexicon does not
// know).
func classText(name string) string {
	for _, c := range classes {
		if c.name == name {
			return strconv.Quote(c.text)
		}
	}
	return "another word"
}

// thingUnreachable: the sentence says of a thing ("it" pointing back, "the
// registry", "Neon") that it cannot be reached, and names no person and no act of asking anyone.
func (r *sentenceReader) thingUnreachable() bool {
	thing := false
	for i, t := range r.ts {
		switch {
		case t.k.has(kYou | kPerson | kTool):
			return false
		case (t.is("it") || r.isThingNoun(i)) && r.itIsAThing(i):
			thing = true
		}
	}
	return thing
}

// isThingNoun: the word at i is a noun that heads its own subject and is
// not a person, the agent or a pronoun: "the registry", "the proxy".
func (r *sentenceReader) isThingNoun(i int) bool {
	t := r.at(i)
	if t.k.has(kYou|kPerson|kSelf|kAgent|kAux|kNot|kAdv|kWh|kDet|kTool|kToolMod|kToolHead|kChannel|kNeed|kActNoun) || t.isBoundary() || t.k.has(kComma|kSo|kBreak) {
		return false
	}
	return i == 0 || r.at(i-1).k.has(kDet) || r.clauseOpensAt(i)
}

// asksNow: the sentence puts its question to the person here and now
// ("since I don't have the context, let me ask you directly:", "I'll ask
// you instead"): asking, not a reason for not asking.
func (r *sentenceReader) asksNow() bool {
	for i, t := range r.ts {
		if !t.k.has(kActDirect|kActWith) || r.at(i+1).k.has(kNot) {
			continue
		}
		p := r.at(i - 1)
		switch {
		case p.is("me", "us") && r.at(i-2).is("let"):
		case p.is("'ll", "will", "must") && r.at(i-2).k.has(kSelf):
		case p.is("to") && r.at(i-2).is("need", "want", "have") && r.at(i-3).k.has(kSelf):
		default:
			continue
		}
		if _, _, ok := r.personAt(i + 1); ok && !r.at(i-3).is("would", "'d", "could") {
			return true
		}
	}
	return false
}

// isQuestionSentence: the sentence is a question ("Q: can my subagent
// just call AskUserQuestion?"): it asks, it does not excuse; the rules
// still read it.
func (r *sentenceReader) isQuestionSentence() bool {
	for i := len(r.ts) - 1; i >= 0; i-- {
		t := r.at(i)
		if t.is("?") {
			return true
		}
		if !t.isBoundary() && !t.is(")", "]", "*", "\"", "'") {
			return false
		}
	}
	return false
}

// offersOnAWish: the sentence opens on the reader's wish ("If you would
// rather this instance never made outbound requests, say so and I will
// gate it", "if you'd prefer the old names, I can switch back"): an offer,
// whose "would" is the reader's and not an unreal asking of the agent's.
func (r *sentenceReader) offersOnAWish() bool {
	if !r.at(0).is("if") || !r.at(1).k.has(kYou) {
		return false
	}
	j := 2
	if r.at(j).is("would", "'d") {
		j++
	}
	return r.at(j).is("rather", "prefer", "prefers", "like", "want", "wants", "need")
}

// asksOnlyThings: every asking in the sentence has a thing for its object
// ("the API calls I made instead of asking the cache", "querying the
// database"): no person is asked.
func (r *sentenceReader) asksOnlyThings() bool {
	acts := 0
	for i, t := range r.ts {
		if !t.k.has(kActBare|kActDirect) || t.k.has(kAux) {
			continue
		}
		acts++
		o := r.at(i + 1)
		if !o.k.has(kDet) || o.k.has(kYour) {
			return false
		}
		n := r.at(i + 2)
		if n.k.has(kPerson|kYou|kIndef|kNobody|kTool|kToolMod|kAgent) || n.isBoundary() {
			return false
		}
	}
	return acts > 0
}

// actDoneWithoutAsking: an act, not a decision, done "without asking"
// with no person named ("I fixed the typo without asking"), which
// docs/CONTRACT.md §3b does not count; decisions made without asking are
// the rules' to read.
func (r *sentenceReader) actDoneWithoutAsking() bool {
	for i := range r.ts {
		if !r.at(i).is("without", "w/o") || !r.at(i+1).is("asking", "checking", "confirming", "consulting") {
			continue
		}
		if _, _, ok := r.personAt(i + 2); ok || r.at(i+2).is("with", "for") {
			return false
		}
		return !r.decisionsMade()
	}
	return false
}

// deliversAThing: the sentence's only tie to the person is a thing the
// agent could not hand over ("I couldn't get the HAR file to you through
// this channel"): delivering a file is not
// asking, unless what it carries is a question or a decision ("couldn't
// get the question to you").
func (r *sentenceReader) deliversAThing(rs roles) bool {
	if len(rs.acts) > 0 {
		return false
	}
	for i, t := range r.ts {
		if !isDeliveryVerb(t) {
			continue
		}
		thing, you := false, false
		for j := i + 1; j < len(r.ts) && j <= i+8; j++ {
			x := r.at(j)
			if x.isBoundary() || x.k.has(kComma) {
				break
			}
			switch {
			case x.k.has(kActNoun|kActBare|kNeed|kNeedStrong|kTool|kToolMod) || isReplyNoun(x):
				return false // "couldn't get the question to you"
			case x.k.has(kYou) && r.at(j-1).k.has(kPrepTo|kPrepWith):
				you = true
			case x.k.has(kDet|kYour|kPoss) && !x.k.has(kYou):
				thing = true // "the HAR file", "your copy"
			}
		}
		if thing && you {
			return true
		}
	}
	return false
}

// nobodyTakesWork: the sentence's nobody is who would have been handed
// work, not a question ("there was nobody to hand them back to"), and the
// sentence names no other act of asking.
func (r *sentenceReader) nobodyTakesWork() bool {
	found := false
	for i, t := range r.ts {
		if t.k.has(kActDirect|kActWith|kActTo|kActBy|kActBare) && !t.k.has(kAux) && !isDeliveryVerb(t) {
			return false
		}
		if !t.k.has(kNobody) && !(t.is("no") && r.at(i+1).is("one")) {
			continue
		}
		for j := i + 1; j <= i+3; j++ {
			if r.at(j).is("to") && isDeliveryVerb(r.at(j+1)) && !r.deliversQuestion(j+1, j+2) {
				found = true
			}
		}
	}
	return found
}

// nobodyNoticed: "nobody" is the subject of a verb of noticing or knowing
// ("nobody noticed it made the earlier ones redundant", "no one caught
// the regression"), and the sentence names no person, no question tool
// and no act of asking: a story of the work, not the person's absence.
func (r *sentenceReader) nobodyNoticed() bool {
	found := false
	for i, t := range r.ts {
		if t.k.has(kYou|kYour|kPerson|kTool) || t.k.has(kActDirect|kActWith|kActBare) && !t.k.has(kAux) {
			return false
		}
		v := i + 1
		switch {
		case t.k.has(kNobody):
		case t.is("no") && r.at(i+1).is("one"):
			v = i + 2
		default:
			continue
		}
		for k := 0; k < 2 && (r.at(v).k.has(kAdv) || r.at(v).is("ever", "else", "really")); k++ {
			v++
		}
		if r.at(v).is("noticed", "notices", "saw", "sees", "caught", "catches", "spotted", "realised", "realized", "knew", "knows", "remembered", "remembers", "touched", "read", "looked", "cared", "minded") {
			found = true
		}
	}
	return found
}

// callsAreRequests: the sentence's only calls are requests a program makes
// ("the tool calls I made while you slept", "the API calls I made while
// you were away"), not judgment calls, and it names no other decision.
func (r *sentenceReader) callsAreRequests() bool {
	found := false
	for i, t := range r.ts {
		if !t.is("call", "calls") {
			continue
		}
		if !isThingModifier(r.at(i-1)) && !r.at(i-1).is("tool", "function", "rpc", "sql", "fetch", "webhook", "llm", "model", "sdk", "endpoint", "service") {
			return false
		}
		found = true
	}
	return found && !r.decisionsMade()
}

// leftToThePerson: the agent leaves the act or the call to the person
// ("so I left that to you", "I'm leaving the rename for you"): it waits on
// them, the opposite of deciding in their place (docs/CONTRACT.md §3b).
func (r *sentenceReader) leftToThePerson() bool {
	for i, t := range r.ts {
		if !t.is("left", "leave", "leaving", "leaves") {
			continue
		}
		for j := i + 1; j < len(r.ts) && j <= i+4; j++ {
			if r.at(j).is("to", "for") && r.at(j+1).k.has(kYou) {
				return true
			}
			if r.at(j).isBoundary() || r.at(j).k.has(kComma) {
				break
			}
		}
	}
	return false
}

// nothingNeeded: the sentence's only absence is of a need to ask ("No
// clarification needed, so I went with the default", "No need to ask, so
// I used JWT"): having nothing to ask is not deferral (docs/CONTRACT.md
// §3a). A word of inability, absence or failure elsewhere in the sentence
// is read as usual.
func (r *sentenceReader) nothingNeeded() bool {
	found := false
	for i := 0; i < len(r.ts); i++ {
		t := r.at(i)
		switch {
		case t.is("no") && r.at(i+1).is("need", "needs"):
			found = true
			i++
		case t.is("no", "zero"):
			j := i + 1
			if r.at(j).is("further", "real", "clarifying", "follow-up", "additional", "extra") {
				j++
			}
			if !isNeedlessNoun(r.at(j)) {
				return false
			}
			j++
			if r.at(j).is("was", "were", "is", "are", "seemed", "seems") {
				j++
			}
			if !r.at(j).is("needed", "required", "necessary", "warranted", "called_for") {
				return false
			}
			found, i = true, j
		case t.k.has(kNot | kUnable | kUnavail | kFail | kNobody | kWould | kNo):
			return false
		}
	}
	return found
}

// isNeedlessNoun: what a sentence can say was not needed ("no
// clarification needed", "no questions were necessary").
func isNeedlessNoun(t token) bool {
	return t.is("clarification", "clarifications", "question", "questions", "confirmation", "input", "answer", "answers", "check-in", "consultation")
}

// onlyTheAskNoun: the sentence's only word of asking is "ask" as a noun,
// the request the work came with ("No clear ask is stated, so I picked
// B", "the original ask was vague").
func (r *sentenceReader) onlyTheAskNoun() bool {
	found := false
	for i, t := range r.ts {
		if !t.k.has(kActDirect | kActWith | kActTo | kActBy | kActBare | kActNoun | kTool | kToolMod) {
			continue
		}
		if r.at(i+1).is("ask", "asks") {
			continue // "no clear ask": the noun's modifier
		}
		p := r.at(i - 1)
		noun := t.is("ask", "asks") && r.at(i+1).is("is", "was", "were", "are", "for", "here", "didn't", "did", "does") && !r.at(i+2).k.has(kAble|kAvail) &&
			(p.k.has(kDet|kYour|kNo) || !p.k.has(kSelf|kAux|kCan|kNot|kPrepTo) && !p.is("to") && r.at(i-2).k.has(kDet|kYour|kNo))
		if !noun {
			return false
		}
		found = true
	}
	return found
}

// wishOnAThing: the sentence would have asked had a thing been otherwise
// ("Had the advisory offered more than one fixed line I'd have put the
// choice to you"; "if the ticket had been ambiguous, I'd have asked"): a
// counterfactual whose condition is no way to reach the person does not
// defer (docs/CONTRACT.md §3b). A condition on the person, the agent, its
// run, a channel or the question tool is not one.
func (r *sentenceReader) wishOnAThing() bool {
	for i := range r.ts {
		j := -1
		switch t := r.at(i); {
		case t.is("had") && (i == 0 || r.clauseOpensAt(i)) && r.at(i+1).k.has(kDet):
			j = i + 2 // "Had the advisory offered …"
		case t.is("if") && r.at(i+1).k.has(kDet):
			j = i + 2 // "If the advisory had offered …"
			for k := j; k < j+4 && k < len(r.ts); k++ {
				if r.at(k).is("had", "were") {
					break
				}
				if k == j+3 {
					j = -1
				}
			}
		}
		if j < 0 {
			continue
		}
		for k := j; k < j+3 && k < len(r.ts); k++ {
			n := r.at(k)
			if k > j && (n.k.has(kAux|kNot) || strings.HasSuffix(n.w, "ed")) {
				break // the condition's verb: "Had the benchmarks disagreed"
			}
			if n.k.has(kYou|kSelf|kPerson|kRunNoun|kChannel|kTool|kToolMod|kIndef|kNobody|kHere) || n.is("it", "there", "time", "budget", "tool", "tools", "toolset", "harness", "sandbox", "permission", "permissions", "access", "way", "means", "line", "setup", "config", "configuration", "environment", "mode", "settings") {
				return false
			}
		}
		for k := j + 1; k < len(r.ts); k++ {
			if r.wouldAt(k) && r.at(k+1).is("have") || r.at(k).is("would've", "'d've") {
				return true
			}
		}
	}
	return false
}

// waitsForThem: after "so" the agent waited for the person, held off or
// asked again ("You were away, so I waited", "No reply from you, so I
// pinged you again", "so I'll wait for your call"): no pick of its own in
// their place. A sentence that says the agent could not ask is never
// left out so.
func (r *sentenceReader) waitsForThem() bool {
	asking := false
	for i, t := range r.ts {
		// The person said to be unreachable ("You were unreachable, so I
		// had to wait") is their absence, not the agent's inability.
		personUnreachable := t.is("unreachable", "uncontactable") && r.at(i-1).is("was", "were", "is", "are", "'re", "'s") && r.at(i-2).k.has(kYou|kPerson)
		if t.k.has(kUnable|kNobody|kFail) && !personUnreachable || t.is("can", "could") && r.at(i+1).k.has(kNot) || t.is("can't", "couldn't", "cannot") ||
			t.k.has(kUnavail) && asking { // "Asking you was a non-starter …, so I waited"
			return false
		}
		asking = asking || t.k.has(kActDirect|kActWith|kActTo|kActNoun|kTool)
	}
	// The main clause after ", so" or after an opening reason ("Not
	// having heard from you, I'll wait until Monday", "Since you're
	// out, I'll hold").
	opener := r.at(0).is("not", "having", "since", "as", "because", "given", "with", "without", "absent", "still", "never")
	for i := range r.ts {
		k := i + 1
		switch {
		case r.at(i).is("so") && r.at(i-1).k.has(kComma):
		case opener && r.at(i).k.has(kComma) && r.at(i+1).is("i", "we"):
		default:
			continue
		}
		if !r.at(k).is("i", "we") {
			return false
		}
		v := r.at(r.selfVerbAt(k)) // "so I had to wait"
		return isKeptWaiting(v) || v.is("pinged", "asked", "re-asked", "messaged", "emailed", "paged")
	}
	return false
}

// nothingDecided: the sentence says no pick was made ("… stays behind its
// flag and nothing about the window was decided", "left it undecided",
// "no decision was taken"): a question kept open is no pick in the
// person's place (CONTRACT §3b).
func (r *sentenceReader) nothingDecided() bool {
	for i, t := range r.ts {
		switch {
		case t.is("undecided", "unresolved", "unsettled"):
			return !r.at(i - 1).k.has(kNot)
		case t.is("nothing", "none") || t.is("no") && r.at(i+1).is("decision", "call", "pick", "choice", "default"):
			for k := i + 1; k < len(r.ts) && k <= i+6 && !r.at(k).isBoundary() && !r.at(k).k.has(kComma) && !r.at(k).is(";", "so", "but"); k++ {
				if r.at(k).is("was", "were", "has", "have", "got") {
					n := k + 1
					if r.at(n).is("been") {
						n++
					}
					if r.at(n).is("decided", "picked", "chosen", "settled", "made", "taken", "changed", "applied") {
						return true
					}
				}
			}
		}
	}
	return false
}
