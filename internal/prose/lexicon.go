package prose

import (
	"math/bits"
	"slices"
	"sort"
	"strings"
)

// The words the clause reader knows, by kind. The words are data: a line
// "kind: word word …" adds each word (a lemma with its inflections, written
// out) to a kind; a word may have several kinds. What a kind means in a
// clause is code (clause.go, deferral.go). Multi-word entries join their
// words with '_' and are matched on the token stream.
//
// Nothing here is built until a message is first read.

// kind is a set of word classes.
type kind uint64

const (
	kSelf       kind = 1 << iota // i, me, my, we: the agent
	kYou                         // you, yourself: the reader, who is the user
	kYour                        // your, yours
	kPerson                      // user, human, requester: the person, when the head of its noun phrase
	kIndef                       // anyone, someone
	kNobody                      // nobody, no one
	kDet                         // the, a, any
	kAdv                         // adverbs that may stand inside a clause's verb group
	kAux                         // be, have, do and the modals
	kCan                         // can, could, will, would (a modal that "not" makes an inability)
	kNot                         // not, never, no longer
	kNo                          // no, without, lack: an absence of what follows
	kAble                        // able, possible: "not" before it is an inability
	kUnable                      // unable, impossible: an inability by itself
	kChannel                     // way, channel, line, access: a means of reaching someone
	kTool                        // AskUserQuestion, by name
	kToolMod                     // ask, question, clarification: a noun that makes "tool", "channel" the question tool
	kToolHead                    // tool, channel, prompt: the head of a description of the question tool
	kActDirect                   // ask, reach, ping: takes the person as its object
	kActWith                     // check, confirm, clarify: with the person
	kActTo                       // raise, put, escalate: something to the person
	kActBy                       // run, float, bounce: something by, past or off the person
	kActGet                      // get, obtain, wait for: what the person gives
	kActBare                     // ask, query: asking even without an object
	kActNoun                     // asking, consultation, escalation: the act as a noun
	kActAdj                      // askable, reachable: the act as an adjective
	kNeed                        // input, decision, sign-off: what the person gives
	kNeedStrong                  // decision, sign-off, go-ahead: only a person gives it
	kNeedYour                    // view, read, eyes: what the person gives, only as "your …"
	kAvail                       // available, possible, an option: "not" before it is an absence
	kUnavail                     // unavailable, unreachable, disabled
	kFail                        // failed, errored, rejected
	kAttempt                     // tried, attempt, call
	kWould                       // would, 'd
	kCond                        // given, if, were: a condition
	kChoice                      // assumed, picked, went: the agent deciding
	kChoiceNoun                  // pick, call, choice, guess: the agent's decision
	kSo                          // so, therefore, instead: a consequence
	kBreak                       // but, because, which: a new clause
	kRunNoun                     // run, session, context: the agent's own run, after "this"
	kAgent                       // agent, subagent, assistant
	kOther                       // orchestrator, service, form: another party
	kPrepTo                      // to, toward
	kPrepWith                    // with
	kPrepBy                      // by, past, off, before
	kPrepFrom                    // from
	kWh                          // whether, which, what, if
	kTime                        // now, today, first: may follow the person
	kPunct                       // a clause boundary: ; : ( ) and dashes
	kComma                       // a comma
	kHere                        // here, in here: the agent's own place
	kPoss                        // 's
	kPlease                      // please
	kAsk                         // the lemma ask, for requests ("ask you to run …")
	kActAdjWith                  // confirmable, unverified: the act as an adjective, only with the person after ("with you"); "not" makes the first an absence, the second only names the act
)

func (k kind) has(m kind) bool { return k&m != 0 }

// lexiconText is the lexicon. Inflections are listed, not derived: a
// reviewer sees every word the reader acts on.
const lexiconText = `
self: i me my mine myself we us our ours ourselves
you: you yourself yourselves u ya
your: your yours ur
person: user human humans requester requestor operator stakeholder stakeholders whoever human-in-the-loop requesting_party product_owner project_owner task_owner ticket_owner end_user human_user human_operator human_reviewer
indef: anyone anybody someone somebody
nobody: nobody no-one noone no_one
det: the a an any some this that these those its his her their such another every each
adv: really directly actually currently even easily simply just properly interactively explicitly formally first here now also still reliably ever possibly personally meaningfully synchronously readily safely quickly yet live again then genuinely truly unfortunately sadly technically practically realistically obviously clearly honestly literally already ultimately therefore thus so at_all in_turn mid-task mid-run mid-rollout mid-deploy mid-deployment mid-migration mid-flight mid-session mid-job mid-build mid-review mid-execution mid-work mid-process mid-operation mid-upgrade mid-pipeline mid-conversation mid-change mid-stream mid-sprint mid-audit mid-investigation midway beforehand upfront up_front back either too in_time in_advance ahead properly fully fyi btw nb ps tldr tl;dr note heads-up sorry alas regrettably
aux: am is are was were be been being have has had having do does did doing will would shall should ought_to may might must can could 'm 're 've 'll 'd
can: can could will would shall should ought_to may might must
not: not never no_longer nor
no: no without w/o lacking lack lacks lacked absent absence sans zero minus short_of in_the_absence_of barring nothing for_want_of for_lack_of
able: able capable possible feasible free allowed permitted in_a_position in_position equipped set_up supposed
unable: unable incapable impossible infeasible unaskable unreachable uncontactable unconfirmable uncheckable unclarifiable impossibility impossibilities inability impracticality in_no_position
channel: way ways road roads manner opening openings occasion moment channel channels line lines path paths route routes means link links connection connections access avenue avenues mechanism method methods option options ability abilities chance chances opportunity opportunities possibility possibilities capability capabilities window bridge hotline pipe conduit back-channel backchannel line_of_communication lines_of_communication feedback_loop round-trip roundtrip round_trip back-and-forth
tool: askuserquestion ask_user_question ask-user-question askuser askuserquestions ask-user ask-tool
toolmod: ask question questions questioning clarification clarifying elicitation interactive ask-user user-question user-questions user-input user-prompt prompting prompt human-input
toolhead: tool tools channel channels path paths mechanism function capability facility feature prompt prompts call route line access
actdirect: ask asks asked asking demand demands demanded demanding sound_out sound sounded sounding query queries queried querying prompt prompts prompted prompting poll polls polled polling interview interviews interviewed interviewing question questions questioned questioning reach reaches reached reaching contact contacts contacted contacting ping pings pinged pinging message messages messaged messaging email emails emailed emailing dm dms dmed dming page pages paged paging bother bothers bothered bothering interrupt interrupts interrupted interrupting involve involves involved involving consult consults consulted consulting loop loops looped looping engage engages engaged engaging notify notifies notified notifying alert alerts alerted alerting get_hold_of got_hold_of getting_hold_of get_in_touch_with got_in_touch_with getting_in_touch_with get_through_to got_through_to touch_base_with touched_base_with reach_out_to reached_out_to reaching_out_to hear_back_from heard_back_from check_in_with checked_in_with follow_up_with followed_up_with circle_back_with loop_in looped_in run_it_by get_ahold_of got_ahold_of getting_ahold_of get_a_hold_of got_a_hold_of getting_a_hold_of
actwith: check checks checked checking confirm confirms confirmed confirming clarify clarifies clarified clarifying verify verifies verified verifying validate validates validated validating discuss discusses discussed discussing settle settles settled settling align aligns aligned aligning agree agrees agreed agreeing coordinate coordinates coordinated coordinating double-check double-checks double-checked double-checking sanity-check sanity-checked talk talks talked talking speak speaks spoke spoken speaking chat chats chatted chatting sync syncs synced syncing confer confers conferred conferring dialogue dialogues dialogued dialoguing communicate communicates communicated communicating interact interacts interacted interacting consult consults consulted consulting touch_base follow_up followed_up check_in checked_in raise raised raising share shared sharing connect connects connected connecting clear clears cleared clearing
actto: raise raises raised raising flag flags flagged flagging surface surfaces surfaced surfacing escalate escalates escalated escalating bring brings brought bringing take takes took taken taking pass passes passed passing send sends sent sending route routes routed routing relay relays relayed relaying forward forwards forwarded forwarding put puts putting pose poses posed posing present presents presented presenting hand hands handed handing direct directs directed directing get gets got gotten getting defer defers deferred deferring kick kicked turn turned talk talked speak spoke reach_out reached_out reaching_out go_back went_back going_back get_back got_back getting_back get_through got_through write wrote written writing
actby: run runs ran running float floats floated floating bounce bounces bounced bouncing clear clears cleared clearing
actget: get gets got gotten getting obtain obtains obtained obtaining receive receives received receiving request requests requested requesting seek seeks sought seeking solicit solicits solicited soliciting collect collects collected collecting gather gathers gathered gathering secure secures secured securing elicit elicits elicited eliciting await awaits awaited awaiting wait waits waited waiting pause paused hold held have had hear heard
actbare: ask asks asked asking query queried querying
actnoun: asking consulting consultation contacting contact reaching escalation escalating escalations interaction interactions communication conversation dialogue dialog check-in check-ins ping pings sign-off clarifying questioning prompting querying consult question questions query queries outreach reaching_out loop-in round-trip roundtrip back-and-forth handoff
actadj: askable reachable contactable consultable pingable promptable unaskable un-askable uncontactable unconsultable
need: yes/no yes-or-no yes_or_no go_or_no-go input inputs answer answers reply replies response responses confirmation confirmations decision decisions approval approvals sign-off signoff sign-offs go-ahead goahead go/no-go go_no-go greenlight green_light green-light say-so sayso guidance direction clarification clarifications preference preferences choice choices opinion opinions verdict blessing nod ok okay permission consent steer feedback word thumbs-up thumbs_up ruling rulings
needyour: view views read take thoughts eyes eye perspective two_cents input call say
needstrong: yes/no yes-or-no yes_or_no go_or_no-go decision decisions approval sign-off signoff go-ahead goahead go/no-go green_light green-light greenlight say-so sayso blessing steer clarification confirmation guidance preference preferences thumbs-up thumbs_up nod ruling rulings
avail: available obtainable accessible possible feasible allowed permitted supported an_option on_the_table an_avenue viable exposed enabled provided present offered granted wired_up configured installed registered listed loaded callable usable reachable askable contactable open doable workable practical on_the_cards in_the_cards a_thing on_offer
unavail: unavailable non-starter nonstarter unobtainable unattainable inaccessible unreachable disabled missing absent off-limits off_limits blocked offline out_of_reach off_the_table out_of_the_question not_an_option n/a gone unsupported unexposed unaskable uncontactable precluded
fail: fail fails failed failing failure errored error errors erroring rejected rejects refused refuses denied denies bounced bounces timed_out not_found unknown_tool no_such_tool crashed threw broke went_nowhere got_nowhere led_nowhere came_to_nothing fell_through
attempt: tried try tries trying attempted attempt attempts attempting call calls calling called invoked invoke invoking invocation invocations request reached_for reach_for went_for
would: would 'd would've 'd've could've should've might've
cond: given if were had with provided assuming supposing in_an_interactive_session in_a_normal_session in_an_interactive_run in_an_interactive_setting in_interactive_mode interactively
choice: assume assumed assuming assumes chose choose chosen choosing picked pick picking self-selected self-chosen self-picked went go going gone default defaulted defaulting decided decide deciding guessed guess guessing kept keep keeping left settled settle opted opt opting selected select inferred infer fell fall falling resolved resolve treated treat read interpreted interpret took take set stuck stick applied apply used use using proceeded proceed proceeding made judged estimated plumped plumping
choicenoun: pick call choice decision guess assumption assumptions reading interpretation convention default defaults estimate judgement judgment own mine discretion
so: so therefore thus hence instead consequently accordingly → => -> ergo because_of_this because_of_that for_this_reason for_that_reason as_a_result due_to_this due_to_that
break: but because since as although though while whereas which and or yet however cause plus whereby
runnoun: run session context task sandbox environment conversation thread job setup mode ctx env process invocation container workspace execution pass turn harness runner agent subagent instance worker setting box vm pod pipeline review audit scan batch
agent: agent agents subagent subagents sub-agent sub-agents assistant assistants worker workers model models claude helper helpers bot bots reviewer
other: orchestrator orchestrators service services form forms wizard wizards cli installer installers script scripts hook hooks test tests app apps application page pages job jobs api apis server servers endpoint endpoints site ui frontend backend flow step steps screen dialog modal bot system tool library client clients browser team teams it they he she users customers people process processes maintainer maintainers vendor support
prepto: to toward towards into onto
prepwith: with alongside
prepby: by past off before in_front_of through via
prepfrom: from out_of
wh: whether which what if how when where who why wether
time: now today tonight yesterday first again earlier later anymore directly beforehand upfront either too once yet back in on at for about before during while mid-task mid-run mid-rollout mid-deploy mid-deployment mid-migration mid-flight mid-session mid-job mid-build mid-review mid-execution mid-work mid-process mid-operation mid-upgrade mid-pipeline mid-conversation mid-change mid-stream mid-sprint mid-audit mid-investigation midway right then ahead in_time in_advance here there this
here: here in_here from_here over_here from_in_here out_here from_where_i_sit where_i_sit from_where_i_am from_where_i_stand on_my_end on_my_side from_my_end from_my_side
please: please pls plz kindly
ask: ask asks asked asking demand demands demanded demanding
actadjwith: confirmable checkable verifiable clarifiable discussable raisable escalatable unconfirmable uncheckable unclarifiable unconfirmed unverified unchecked unclarified undiscussed unraised unescalated uncleared unvalidated unconsulted
`

// entry is what the lexicon knows of one word or phrase.
type entry struct {
	k kind
	// phrase is the number of words of a multi-word entry.
	phrase int
}

// lexicon reads the tables lexicon_table.go holds: the texts of this file
// (lexiconText, fuzzyKeys, misspellings) as sorted arrays, which the
// compiler lays out as data, so that reading a message builds nothing.
// Building maps from the texts on first use cost about as much as the
// rest of a stop's checks. TestLexiconTable keeps the tables equal to the
// texts; after editing a text, run go generate.
//
//go:generate go test -run ^TestLexiconTable$ -update-lexicon
type lexicon struct{}

// lex is the lexicon.
func lex() *lexicon { return &lexicon{} }

// word is w's entry: its kinds, and its length in words for a phrase
// (words joined by '_').
func (*lexicon) word(w string) (entry, bool) {
	i, ok := slices.BinarySearchFunc(lexWords[:], w, func(e lexWord, w string) int { return strings.Compare(e.w, w) })
	if !ok {
		return entry{}, false
	}
	return lexWords[i].e, true
}

// phraseFrom is the length in words of the longest phrase that starts
// with w, or 0, so that phrases are looked for only where one can start.
func (*lexicon) phraseFrom(w string) int {
	i, ok := slices.BinarySearchFunc(lexFirstWords[:], w, func(e lexFirst, w string) int { return strings.Compare(e.w, w) })
	if !ok {
		return 0
	}
	return lexFirstWords[i].n
}

// misspelt is the word (or words) a short typo of misspellings means.
func (*lexicon) misspelt(w string) (string, bool) { return pairOf(lexMisspelt[:], w) }

// pairOf is what w maps to in ps, sorted by from.
func pairOf(ps []lexPair, w string) (string, bool) {
	i, ok := slices.BinarySearchFunc(ps, w, func(p lexPair, w string) int { return strings.Compare(p.from, w) })
	if !ok {
		return "", false
	}
	return ps[i].to, true
}

// fuzzy are the long key words starting with c that a typo may be matched
// to, in the order of fuzzyKeys.
func (*lexicon) fuzzy(c byte) []string {
	i := sort.Search(len(lexFuzzy), func(i int) bool { return lexFuzzy[i][0] >= c })
	j := i
	for j < len(lexFuzzy) && lexFuzzy[j][0] == c {
		j++
	}
	return lexFuzzy[i:j]
}

// The tables' element types.
type (
	lexWord struct {
		w string
		e entry
	}
	lexFirst struct {
		w string
		n int
	}
	lexPair struct{ from, to string }
)

// fuzzyKeys are the words a typo is matched to (Damerau-Levenshtein
// distance 1, 2 from nine letters on). Each is long enough that no English
// word lies that close, except those listed in notTypos.
const fuzzyKeys = `available unavailable possible impossible possibility ability question questions questioning
clarify clarification confirm confirmation consult consulted whether channel interactive requester approval
decision escalate reachable unreachable permission askuserquestion couldn't wasn't contacting contacted
consulting confirmed clarified checked without opportunity mechanism because`

// notTypos are real words within reach of a fuzzy key: they keep their own
// meaning. The list is every such word of a 100,000-word English dictionary
// (TestFuzzyKeysReachNoWord checks it against the system's word list),
// plus technical words the dictionary lacks.
const notTypos = `contract contracts conform conformed confirms clarity decisions consul consular possibly
impassible passable channels chapel reachable teachable breachable without withheld becaus weather wither
wetter ether either neither question questions approved approvals checker checkers checkered consulter
channeled channelled requested requests requesters
agility assailable avoidable calcified chancel cheeked chocked chucked clarioned classification classified
compacted compacting concocted concocting conducted conducting confided confined confiscation conformation
conformations confuted confuting consented consenting consisted consisting consoled consoling consorted
consorting consulate consulates consuls consultant consumed consuming contained containing contented
contenting contested contesting contorted contorting contracted contracting contrasted contrasting convicted
convicting convulsed convulsing derision impassable iterative mechanic mechanics mechanize opportunism
opportunist opportunists percussion permissive questing questioner questioners readable unassailable
unavoidable unreadable`

// misspellings are frequent typos of short key words, too short for the
// edit-distance match (which starts at six letters), as "typo=word" pairs
// ("_" for a space). None is an English word (TestMisspellingsAreNotWords
// checks them against a dictionary).
const misspellings = `aks=ask aksed=asked aksing=asking ther=there thier=their teh=the wiht=with yuo=you
uesr=user coudl=could cuold=could woudl=would shoudl=should coud=could coudnt=couldnt culdnt=couldnt
couldnot=could_not canot=can_not cannnot=can_not chek=check cehck=check unbale=unable unabel=unable
acess=access rech=reach
shud=should shuld=should shoud=should wud=would wuld=would`

// isNotTypo: w is a real word that a key is within reach of. Looked up
// only when a key matched, which is rare, so that nothing is built for it
// when a message is first read.
func isNotTypo(w string) bool {
	for rest := notTypos; rest != ""; {
		i := strings.Index(rest, w)
		if i < 0 {
			return false
		}
		end := i + len(w)
		if (i == 0 || isSpaceByte(rest[i-1])) && (end == len(rest) || isSpaceByte(rest[end])) {
			return true
		}
		rest = rest[end:]
	}
	return false
}

// lookup gives a word's kinds, reading a British spelling or a typo of a
// long key word as the word meant.
func (l *lexicon) lookup(w string) (string, kind) {
	if e, ok := l.word(w); ok {
		return w, e.k
	}
	if v, ok := americanSpelling(w); ok {
		if e, ok := l.word(v); ok {
			return v, e.k
		}
	}
	if key := l.typoOf(w); key != "" {
		e, _ := l.word(key)
		return key, e.k
	}
	return w, 0
}

// americanSpelling turns -ise, -isation, -our and -yse spellings into the
// forms the lexicon lists.
func americanSpelling(w string) (string, bool) {
	for _, r := range [...][2]string{
		{"isation", "ization"},
		{"ising", "izing"},
		{"ised", "ized"},
		{"ises", "izes"},
		{"ise", "ize"},
		{"yse", "yze"},
		{"ysed", "yzed"},
		{"our", "or"},
		{"ours", "ors"},
		{"lled", "led"},
		{"lling", "ling"},
		{"gement", "gment"},
	} {
		if strings.HasSuffix(w, r[0]) && len(w) > len(r[0])+2 {
			return w[:len(w)-len(r[0])] + r[1], true
		}
	}
	return "", false
}

// typoOf is the fuzzy key w is a typo of, or "". Only words of six letters
// or more are read so; a cheap letter-set test rules out most keys before
// the distance is computed.
func (l *lexicon) typoOf(w string) string {
	if len(w) < 6 || len(w) > 24 {
		return ""
	}
	keys := l.fuzzy(w[0])
	if len(keys) == 0 {
		return ""
	}
	if _, known := l.word(w); known {
		return ""
	}
	wm := letterSet(w)
	for _, key := range keys {
		limit := 1
		if len(key) >= 9 {
			limit = 2
		}
		if d := len(key) - len(w); d > limit || d < -limit {
			continue
		}
		if bits.OnesCount32(wm^letterSet(key)) > 2*limit {
			continue
		}
		if osaDistance(w, key, limit) <= limit {
			if isNotTypo(w) {
				return ""
			}
			return key
		}
	}
	return ""
}

func letterSet(w string) uint32 {
	var m uint32
	for i := 0; i < len(w); i++ {
		if c := w[i]; c >= 'a' && c <= 'z' {
			m |= 1 << (c - 'a')
		}
	}
	return m
}

// osaDistance is the optimal string alignment distance between a and b
// (edits and swaps of neighbours), or limit+1 once it exceeds limit. Both
// are short: the cost is bounded by the longest key.
func osaDistance(a, b string, limit int) int {
	var rows [3][26]int
	if len(a) > 25 || len(b) > 25 {
		return limit + 1
	}
	prev2, prev, cur := &rows[0], &rows[1], &rows[2]
	for j := 0; j <= len(b); j++ {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		best := cur[0]
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			v := min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				v = min(v, prev2[j-2]+1)
			}
			cur[j] = v
			best = min(best, v)
		}
		if best > limit {
			return limit + 1
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(b)]
}
