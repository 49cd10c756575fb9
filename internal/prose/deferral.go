package prose

import (
	"regexp"
	"strings"
	"sync"
)

// Deferral (docs/CONTRACT.md §3, §3a) is the agent saying, in the first person,
// that it cannot ask or reach the user: "I can't ask the user", "I don't have
// access to AskUserQuestion", "AskUserQuestion isn't available to me", "I
// would ask you, but the tool is unavailable". The same inability said of
// others is documentation ("subagents cannot call AskUserQuestion"), unless
// the sentence uses it to excuse a choice the agent made ("subagents cannot
// ask the user, so I assumed Postgres").
//
// Sentences are read in their analysis form (lower case, quoted material
// masked). A sentence is first sorted by its words (does it name an
// inability, the user or the tool, the agent itself?); only the few that
// could defer are matched against the patterns, each anchored at a word that
// can start it. Every pattern is an RE2 expression compiled once, so the
// whole check is linear in the message.

// Building blocks of the patterns.
const (
	// The person the agent would ask. Possessives ("the user's config")
	// are excluded by userEnd.
	reUser  = `(?:the (?:end[- ])?user|the human(?: user)?|the requester|the requestor|the operator|the stakeholders?|the product owner|the caller|a human|anyone|anybody|you|yourself)`
	userEnd = `(?:[^a-z0-9'_]|$)`

	// The question tool, by name or by description.
	reTool = `(?:ask ?user ?questions?|ask_user_question|ask-user-question|askuser|(?:the |an? )?(?:ask|ask-user|ask user|askuser|user[- ]questions?|questions?|questioning|prompt|prompting|user[- ]prompt|user[- ]input|clarification|clarifying[- ]questions?|interactive[- ]questions?|interactive[- ]prompts?|interactive|elicitation)(?:[- ]questions?)? tool)`

	// Words that may stand between the inability and the action.
	reAdv = `(?: (?:directly|really|actually|currently|even|easily|simply|just|properly|interactively|explicitly|formally|first|here|now|also|still|reliably|ever|possibly|personally|meaningfully|synchronously|readily|safely|quickly|myself|yet|at all|live|in turn))*`

	// What may follow a bare "ask" or "prompt" for it to mean asking the
	// user: the end of a clause, a question word, "for clarification".
	reAskFollow = `(?:\s*$|\s*[,;:.!?)]| - | (?:but|so|and|since|because|as|which|therefore|hence|or|about|whether|if|what|how|who|when|anything|directly|here|now|from|interactively|in this|at this|right now|at the moment|mid-task|mid-run|during|while|until|before|without|questions?|a question|any questions?|a (?:clarifying|follow-up|quick) question|clarifying questions?|follow-up questions?|myself|either|first)\b| for (?:clarification|confirmation|input|guidance|a decision|decisions|direction|feedback|your|the user's|user|permission|approval|an answer|answers|help|preferences?|details|specifics|more|sign-off|a choice|a preference|clarity)\b)`

	// What the agent would want from the user.
	reNeed = `(?:input|answers?|repl(?:y|ies)|responses?|confirmation|decisions?|approval|feedback|preferences?|choices?|clarification|guidance|sign-off|go-ahead|opinions?|direction|instructions?|selection|permission)`

	// Asking, reaching or consulting the user, or using the question tool.
	reAction = `(?:` +
		`(?:ask|asking|asked|prompt|prompting|prompted|query|querying|queried)(?: ` + reUser + userEnd + `|` + reAskFollow + `)` +
		`|(?:reach|reaching|reached|contact|contacting|contacted|consult|consulting|consulted|ping|pinging|pinged|message|messaging|messaged|email|emailing|notify|notifying|interrupt|interrupting|interview|interviewing|question|questioning|poll|polling|survey|surveying|involve|involving|loop in|looping in|engage|engaging|bother|bothering|get hold of|get in touch with|getting in touch with|hear from|hear back from|hearing from|hearing back from) ` + reUser + userEnd +
		`|(?:check|checking|checked|confirm|confirming|confirmed|clarify|clarifying|clarified|verify|verifying|verified|talk|talking|talked|speak|speaking|spoken|communicate|communicating|interact|interacting|discuss|discussing|follow up|following up|check in|checking in|sync|syncing|coordinate|coordinating|raise|raising|flag|flagging|surface|surfacing|escalate|escalating|go back|going back|get back|getting back|turn|turning|defer|deferring|hand|handing|pass|passing|pose|posing|put|putting|bring|bringing|run|running|clear|clearing|double-check|double-checking|validate|validating|settle|settling|resolve|resolving|present|presenting)(?: [a-z0-9'-]+){0,4} (?:with|to|by|past) ` + reUser + userEnd +
		`|(?:get|getting|got|gotten|obtain|obtaining|obtained|receive|receiving|request|requesting|requested|solicit|soliciting|seek|seeking|collect|collecting|gather|gathering|wait for|waiting for|pause for|pausing for|await|awaiting|elicit|eliciting)(?: (?:a|an|the|any|some|direct|explicit|real-time|live|further|more|additional|timely|interactive|quick|clear))* (?:(?:your|the user's|the human's) (?:[a-z-]+ )?` + reNeed + `|` + reNeed + `(?: [a-z-]+){0,3} from ` + reUser + userEnd + `)` +
		`|(?:use|using|used|call|calling|called|invoke|invoking|invoked|access|accessing|run|running|trigger|triggering|open|opening|launch|launching|make use of|rely on|fall back to|reach for|employ|have|see|find|load|issue) (?:the |an? )?` + reTool +
		`)`

	// "for me" / "for subagents" inside an inability ("no way for me to").
	reForWhom = `(?: for (?:me|us|myself|ourselves|an? [a-z-]+|the [a-z-]+|[a-z-]+))?`

	// The inability itself. Auxiliaries before it ("I am not able to")
	// belong to its subject, read by classify.
	reModal = `(?:can't|cannot|can not|can no longer|couldn't|could not|won't be able to|will not be able to` +
		`|(?:wasn't|weren't|aren't|isn't|not|no longer|not being|never) able to` +
		`|(?:unable|not allowed|not permitted|not in a position|in no position|not equipped|not set up|not supposed) to` +
		`|(?:(?:have|has|had|there's|there is|there was|with|got|having) )?no (?:direct )?(?:way|means|ability|option|mechanism|possibility|capability|opportunity|channel|tool|facility|route|method|chance)` + reForWhom + ` (?:to|of)` +
		`|(?:don't|do not|didn't|did not|doesn't|does not) have (?:a|any|the) (?:direct )?(?:way|means|ability|option|mechanism|possibility|capability|opportunity|channel|tool|facility|route|method|permission)` + reForWhom + ` (?:to|of)` +
		`|lack(?:s|ed|ing)? (?:the |any |a )?(?:ability|means|way|capability|permission|option|tools?) (?:to|of)` +
		`|without (?:the |any |a )?(?:ability|means|way|capability|option|possibility|chance|opportunity|tool|mechanism|permission)` + reForWhom + ` (?:to|of)` +
		`|without being able to` +
		`|(?:not|never|no longer|isn't|wasn't) possible` + reForWhom + ` to` +
		`|impossible` + reForWhom + ` to` +
		`)`
)

var (
	// reInability: "can't ask the user", "no way to reach you", "unable
	// to call AskUserQuestion". Group 1 is the inability.
	reInability = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^(` + reModal + `)` + reAdv + ` ` + reAction) })

	// reNoAccess: "don't have access to AskUserQuestion", "have no line to
	// the user", "there is no AskUserQuestion tool". Group 1 is the lack.
	reNoAccess = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^((?:(?:don't|do not|didn't|did not|doesn't|does not) have|haven't got|hasn't got|(?:have|has|had|there's|there is|there was|with|got) no|lack|lacks|lacked|lacking|without)(?: (?:a|an|any|direct|interactive|real-time|live|two-way))*) ` +
			`(?:(?:access|permission) to (?:the |an? )?(?:use of )?` + reTool +
			`|(?:access|line|channel|connection|contact|link|path|route|way through|means of contact|communication) (?:to|with) ` + reUser + userEnd +
			`|(?:the |an? )?` + reTool + `)`)
	})

	// rePassive: "the user can't be reached", "questions cannot be put to
	// you". Impersonal by construction.
	rePassive = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^(?:` + reUser + ` (?:can't|cannot|can not|couldn't|could not|won't|will not|isn't able to|is not able to|aren't able to|are not able to) (?:(?:really|directly|currently|easily) )?be (?:asked|reached|prompted|consulted|contacted|queried|interrupted|pinged|polled|questioned|involved)` +
			`|(?:questions?|this|it|that|these) (?:can't|cannot|can not|couldn't|could not) be (?:asked|raised|posed|put|surfaced|escalated|brought|routed) (?:directly )?(?:to|of|with) ` + reUser + `)` + userEnd)
	})

	// reAskingImpossible: "asking the user isn't possible from a
	// subagent". Impersonal by construction.
	reAskingImpossible = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^(?:asking|prompting|contacting|reaching|consulting|querying|pinging|interrupting)(?: ` + reUser + `)?(?: directly)? (?:isn't|is not|wasn't|was not|won't be|will not be)(?: really)? (?:possible|an option|available|allowed|permitted|supported|feasible)\b`)
	})

	// reBareInability: "since I can't, I picked …" — an inability whose
	// action was named in the sentence before ("Ideally I would check
	// with you first.").
	reBareInability = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^(?:i|we)(?:'m| am| was)? (?:can't|cannot|can not|couldn't|could not|unable to|not able to|wasn't able to|was not able to)(?: (?:do (?:that|so|it)|here|now|from here|in this context))?(?:[,.;:!)]|$| so | - )`)
	})

	// reToolUnavailable: "AskUserQuestion isn't available", "the question
	// tool is disabled", "AskUserQuestion failed". Who it is unavailable
	// to is read from the clause around it.
	reToolUnavailable = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^` + reTool + `(?: tool)?(?:` +
			`(?: (?:is|was|seems to be|appears to be|remains|has been))? (?:isn't|is not|wasn't|was not|aren't|are not|not|never)(?: (?:currently|simply|still|also|just|really|actually|yet|even|sadly|unfortunately))* (?:available|accessible|exposed|enabled|provided|present|permitted|allowed|supported|callable|usable|reachable|loaded|registered|listed|granted|offered|an option|something (?:i|we) (?:can|could|have|get to)|in my|among my|one of my|part of my|on my|wired up|configured|installed)\b` +
			`|(?: (?:is|was|seems|appears|remains|has been|became|seems to be|appears to be))?(?: (?:currently|simply|still|also|just|really|actually|sadly|unfortunately))* (?:unavailable|inaccessible|disabled|missing|absent|off-limits|blocked)\b` +
			`|(?: call| calls| invocation)? (?:fails|failed|errors|errored|returns an error|returned an error|was rejected|is rejected|was denied|is denied|doesn't work|does not work|didn't work|did not work|won't work|will not work)\b` +
			`|(?: (?:can't|cannot|can not|couldn't|could not) be (?:used|called|invoked|accessed|reached))\b` +
			`)`)
	})

	// reMyTools: "my toolset doesn't include AskUserQuestion".
	reMyTools = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^my (?:tool ?set|toolset|tools|toolbox|toolkit|tool list|available tools|environment|sandbox|context) (?:doesn't|does not|don't|do not|didn't|did not) (?:include|contain|have|expose|offer|provide|list) (?:the |an? )?` + reTool)
	})

	// reWouldAsk: "I would ask the user", "I'd have confirmed this with
	// you", "I tried to call AskUserQuestion". Counts with a "but …"
	// naming why not (reButUnable).
	reWouldAsk = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^(?:i|we)(?:'d|'ve|'ll| would| would've| should| should've| could| could've| might| wanted to| want to| intended to| meant to| was going to| had planned to| planned to| tried to| tried| attempted to| attempted| had hoped to| hoped to| normally| ideally| usually| typically| ordinarily| first| have| had| liked to| like to| love to| prefer to| rather| really| otherwise| definitely| also)+ ` + reAction)
	})

	// reButUnable: the "but …" after a wish to ask, naming why the agent
	// did not ("but the tool is unavailable", "but subagents can't").
	reButUnable = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`\b(?:but|however|though|although|yet|unfortunately|since|as|because|except|only)\b.*(?:\b(?:can't|cannot|can not|couldn't|could not|unable|not able|unavailable|not available|isn't available|no way|no access|don't have|do not have|not possible|isn't possible|impossible|lack|without|sub-?agents?|from here|in this context|not an option|no (?:such )?tool|the tool|no means|not supported|disabled|not exposed|isn't exposed|not allowed|not permitted|no channel|not given|wasn't given|isn't provided|not provided|failed|fails|errored|returned an error|rejected|denied|didn't work|doesn't work|no such tool)\b)`)
	})

	// "for me" or "for subagents" inside an inability.
	reForMe    = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\bfor (?:me|us|myself|ourselves)\b`) })
	reForAgent = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`\bfor (?:an? |the |any )?(?:sub-?agents?|agents?|claude|models?|assistants?|workers?)\b`)
	})
	reFor = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\bfor [a-z]`) })

	// The sentence speaks of the agent itself.
	reSelf = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`\b(?:i|me|my|myself|mine)\b|\b(?:here|from here|in this context|in this session|in this environment|in this run|in this conversation|in this sandbox|in this setting|right now|at the moment|currently|at this point|this (?:sub-?)?agent)\b`)
	})
	// A clause qualifying a tool's unavailability with the agent itself.
	reSelfQualifier = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`\b(?:to|for) (?:me|us|myself|ourselves)\b|\b(?:my|i|me)\b|\b(?:here|from here|in this context|in this session|in this environment|in this run|in this conversation|in this sandbox|in this setting|right now|at the moment|currently|at this point|this (?:sub-?)?agent)\b`)
	})
	// A clause qualifying it with someone or something else ("inside
	// subagents", "in -p mode").
	reOtherQualifier = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`\b(?:in|inside|within|under|from|for|to|during|outside|via|through|by)\b`)
	})

	// The agent excusing its own choice: "so I assumed", "I went with".
	reRationale = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`\b(?:i|we)(?:'ve|'ll|'m|'d| have| will| am| had| just| simply| therefore| instead| then| also| went ahead and| have gone ahead and| had to| have to| must)* (?:assum(?:e|ed|ing)|went with|go with|going with|gone with|chose|choose|chosen|picked|pick|defaulted|default(?:ing)? to|proceed(?:ed|ing)?|guess(?:ed)?|decided|made (?:a|the|an|my|some)(?: [a-z-]+)? (?:call|choice|decision|assumption|assumptions|guess|pick)|opted|settled on|took the liberty|used my (?:best )?judge?ment|made assumptions|fell back|fall back|falling back|selected|inferred|infer)\b`)
	})
)

// subject says who a matched inability belongs to.
type subject int

const (
	subjectOther  subject = iota // someone else: documentation
	subjectSelf                  // the agent: deferral
	subjectNone                  // no subject in its clause: read the sentence
	subjectAgents                // subagents in general: deferral only as an excuse
)

// classify finds the subject of an inability that starts at byte start of s
// and whose own words are inability.
func classify(s string, start int, inability string) subject {
	switch {
	case reForMe().MatchString(inability):
		return subjectSelf
	case reForAgent().MatchString(inability):
		return subjectAgents
	case reFor().MatchString(inability):
		return subjectOther
	}
	// "without a way to ask you, I …": the subject is the main clause.
	for _, p := range []string{"without", "with ", "lacking", "having", "not being", "no "} {
		if strings.HasPrefix(inability, p) {
			return subjectNone
		}
	}
	return subjectBefore(s[:start])
}

// subjectBefore reads the words before an inability, from the nearest back,
// past auxiliaries and adverbs ("I really can't", "we have no way").
func subjectBefore(prefix string) subject {
	aux := false // an auxiliary was passed ("it is not possible")
	end := len(prefix)
	for {
		for end > 0 && prefix[end-1] == ' ' {
			end--
		}
		if end == 0 || strings.IndexByte(",;:(", prefix[end-1]) >= 0 {
			return subjectNone // the clause starts here
		}
		start := end
		for start > 0 && isWordChar(prefix[start-1]) {
			start--
		}
		if start == end {
			return subjectNone // other punctuation: a dash, a quote
		}
		w := prefix[start:end]
		switch {
		case isAuxOrAdverb(w):
			aux = aux || isAux(w)
			end = start
			continue
		case isFirstPerson(w):
			return subjectSelf
		case isAgentNoun(w):
			if before := lastWord(prefix[:start]); before == "this" {
				return subjectSelf // "this agent"
			}
			return subjectAgents
		case w == "code" && lastWord(prefix[:start]) == "claude":
			return subjectAgents
		case w == "it" && aux, w == "it's", w == "there", w == "there's", isClauseWord(w):
			return subjectNone
		}
		return subjectOther
	}
}

// lastWord is the last word of s.
func lastWord(s string) string {
	s = strings.TrimRight(s, " ")
	i := len(s)
	for i > 0 && isWordChar(s[i-1]) {
		i--
	}
	return s[i:]
}

func isFirstPerson(w string) bool {
	switch w {
	case "i", "we", "i'm", "we're", "i've", "we've", "i'd", "we'd", "i'll", "we'll":
		return true
	}
	return false
}

func isAgentNoun(w string) bool {
	switch w {
	case "subagent", "subagents", "sub-agent", "sub-agents", "agent", "agents", "claude",
		"model", "models", "assistant", "assistants", "worker", "workers", "helper", "helpers":
		return true
	}
	return false
}

func isAux(w string) bool {
	switch w {
	case "am", "are", "is", "was", "were", "be", "been", "have", "has", "had", "do", "does", "did",
		"will", "would", "shall", "should", "may", "might", "must":
		return true
	}
	return false
}

// isAuxOrAdverb: words that may stand between a subject and its inability.
func isAuxOrAdverb(w string) bool {
	if isAux(w) {
		return true
	}
	switch w {
	case "also", "still", "just", "really", "simply", "currently", "unfortunately", "therefore",
		"thus", "honestly", "actually", "definitely", "certainly", "literally", "technically",
		"genuinely", "obviously", "clearly", "now", "then", "here", "myself", "ourselves",
		"personally", "sadly", "already", "probably", "likely", "apparently", "evidently", "truly",
		"sometimes", "often", "generally", "typically", "normally", "ultimately", "basically",
		"essentially", "so":
		return true
	}
	return false
}

// isClauseWord: words after which a clause has no subject yet ("since
// unable to ask …", "and can't reach you").
func isClauseWord(w string) bool {
	switch w {
	case "since", "because", "as", "and", "but", "while", "given", "being", "hence", "however",
		"though", "although", "yet", "again", "meaning", "that", "plus", "with", "without",
		"having", "lacking", "ie", "eg", "practically", "effectively", "otherwise", "alas",
		"note", "noting", "well", "ok", "okay", "sorry", "regrettably", "anyway", "which",
		"where", "whereas", "when", "if", "once", "until", "after", "before", "-":
		return true
	}
	return false
}

// isWordChar: letters, digits and the apostrophes, hyphens and underscores
// inside words. Bytes of multi-byte runes count as letters.
func isWordChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '\'' || c == '-' || c == '_' || c >= 0x80
}

// sentenceFacts are facts about a whole sentence, read at most once however
// many inabilities it holds.
type sentenceFacts struct {
	s                  string
	selfRead, self     bool // it speaks of the agent ("I", "here")
	excuseRead, excuse bool // the agent excuses a choice ("so I assumed")
}

func (f *sentenceFacts) speaksOfSelf() bool {
	if !f.selfRead {
		f.selfRead, f.self = true, reSelf().MatchString(f.s)
	}
	return f.self
}

func (f *sentenceFacts) excusesChoice() bool {
	if !f.excuseRead {
		f.excuseRead, f.excuse = true, reRationale().MatchString(f.s)
	}
	return f.excuse
}

// defers decides a matched inability by its subject.
func (f *sentenceFacts) defers(subj subject) bool {
	switch subj {
	case subjectSelf:
		return true
	case subjectNone:
		return f.speaksOfSelf() || f.excusesChoice()
	case subjectAgents:
		return f.excusesChoice()
	}
	return false
}

// cues are what a sentence's words say it might be about.
type cues struct {
	inability   bool // not, can't, unable, no, without, lack …
	unavailable bool // unavailable, disabled, failed …
	target      bool // the user, asking, the question tool
	tool        bool // a tool is named
	self        bool // I, we, my
	wish        bool // would, 'd, wanted, tried …
	be          bool // "be" (passive forms)
}

// nextWord finds the first word of s at or after i: s[start:end], or
// start == len(s) when there is none.
func nextWord(s string, i int) (start, end int) {
	for i < len(s) && !isWordChar(s[i]) {
		i++
	}
	end = i
	for end < len(s) && isWordChar(s[end]) {
		end++
	}
	return i, end
}

// readCues reads what the words of s say it might be about.
func readCues(s string) cues {
	var c cues
	for i, j := nextWord(s, 0); i < len(s); i, j = nextWord(s, j) {
		w := s[i:j]
		switch w {
		case "not", "cannot", "unable", "no", "never", "without", "impossible":
			c.inability = true
		case "unavailable", "inaccessible", "disabled", "missing", "absent", "off-limits", "blocked",
			"fails", "failed", "errors", "errored", "error", "rejected", "denied":
			c.unavailable = true
		case "be":
			c.be = true
		case "you", "your", "yourself", "user", "user's", "human", "requester", "requestor", "operator",
			"stakeholder", "stakeholders", "owner", "caller", "anyone", "anybody":
			c.target = true
		case "i", "we", "i'm", "we're", "i've", "we've", "i'll", "we'll", "me", "my", "myself", "us", "our":
			c.self = true
		case "i'd", "we'd":
			c.self, c.wish = true, true
		case "would", "would've", "should", "should've", "could", "could've", "might", "wanted", "want",
			"intended", "meant", "going", "planned", "tried", "attempted", "hoped", "liked", "like",
			"love", "prefer", "rather", "normally", "ideally", "usually", "typically", "ordinarily":
			c.wish = true
		}
		switch {
		case strings.HasSuffix(w, "n't"), strings.HasPrefix(w, "lack"):
			c.inability = true
		case strings.HasPrefix(w, "ask"), strings.HasPrefix(w, "prompt"), strings.HasPrefix(w, "quer"):
			c.target = true
			if strings.HasPrefix(w, "askuser") || strings.HasPrefix(w, "ask_user") || strings.HasPrefix(w, "ask-user") {
				c.tool = true
			}
		case strings.HasPrefix(w, "tool"):
			c.tool, c.target = true, true
		}
	}
	return c
}

// judgeDeferral reports whether a sentence (analysis form) is the agent
// rationalising that it cannot ask the user, and whether it wishes it could
// ("Ideally I would check with you first."), which makes a bare "since I
// can't" in the next sentence a deferral (afterWish).
func judgeDeferral(s string, afterWish bool) (defers, wishes bool) {
	c := readCues(s)
	if c.self && c.wish && c.target {
		wishes = wishesToAsk(s)
	}
	if afterWish && c.self && c.inability && bareInability(s) {
		return true, wishes
	}
	return isDeferral(s, c), wishes
}

// isDeferral matches the patterns of deferral at the words that can start
// them, when the sentence's cues allow one.
func isDeferral(s string, c cues) bool {
	if !c.target || !c.inability && !c.unavailable && !c.wish {
		return false
	}
	f := &sentenceFacts{s: s}
	wishChecked := false
	for i, j := nextWord(s, 0); i < len(s); i, j = nextWord(s, j) {
		word, rest := s[i:j], s[i:]
		if c.inability {
			if startsInability(word, rest[len(word):]) {
				for _, re := range []*regexp.Regexp{reInability(), reNoAccess()} {
					if m := re.FindStringSubmatchIndex(rest); m != nil && f.defers(classify(s, i, rest[m[2]:m[3]])) {
						return true
					}
				}
			}
			if c.be && isUserWordStart(word) && rePassive().MatchString(rest) && f.defers(subjectNone) {
				return true
			}
			if strings.HasSuffix(word, "ing") && reAskingImpossible().MatchString(rest) && f.defers(subjectNone) {
				return true
			}
			if c.tool && word == "my" && reMyTools().MatchString(rest) {
				return true
			}
		}
		if c.tool && (c.inability || c.unavailable) && startsTool(word) {
			if m := reToolUnavailable().FindStringIndex(rest); m != nil && f.toolUnavailableDefers(i, i+m[1]) {
				return true
			}
		}
		// The first wish decides: a "but …" after a later one is after
		// this one too.
		if c.wish && c.self && !wishChecked && isFirstPerson(word) && reWouldAsk().MatchString(rest) {
			if reButUnable().MatchString(rest) {
				return true
			}
			wishChecked = true
		}
	}
	return false
}

// startsInability: an inability or a lack can start at the word w, followed
// by next. Common words ("have", "do", "in") only with the word that makes
// them one ("have no", "do not have", "in no position").
func startsInability(w, next string) bool {
	switch w {
	case "can't", "cannot", "couldn't", "won't", "wasn't", "weren't", "isn't", "aren't", "not",
		"no", "never", "unable", "don't", "didn't", "doesn't", "haven't", "hasn't", "lack",
		"lacks", "lacked", "lacking", "without", "impossible", "there's":
		return true
	case "can":
		return strings.HasPrefix(next, " not") || strings.HasPrefix(next, " no ")
	case "could", "will":
		return strings.HasPrefix(next, " not ")
	case "in", "have", "has", "had", "with", "got", "having":
		return strings.HasPrefix(next, " no ")
	case "there":
		return strings.HasPrefix(next, " is no ") || strings.HasPrefix(next, " was no ")
	case "do", "did", "does":
		return strings.HasPrefix(next, " not have ")
	}
	return false
}

// isUserWordStart: words the person asked, or the thing asked, can start with.
func isUserWordStart(w string) bool {
	switch w {
	case "the", "a", "you", "yourself", "anyone", "anybody", "questions", "question", "this", "it", "that", "these":
		return true
	}
	return false
}

// startsTool: words a name or description of the question tool can start with.
func startsTool(w string) bool {
	if strings.HasPrefix(w, "ask") {
		return true
	}
	switch w {
	case "the", "a", "an", "user", "question", "questions", "questioning", "prompt", "prompting",
		"clarification", "clarifying", "interactive", "elicitation":
		return true
	}
	return false
}

// toolUnavailableDefers decides "AskUserQuestion isn't available…" by the
// clause around it: to the agent ("to me", "here") it is deferral; said of
// others ("inside subagents", "in -p mode") only when it excuses a choice;
// unqualified, when the sentence speaks of the agent.
func (f *sentenceFacts) toolUnavailableDefers(start, end int) bool {
	// The clause is read within a window, so that a long sentence naming
	// the tool often stays linear.
	before := f.s[max(0, start-clauseWindow):start]
	if i := strings.LastIndexAny(before, ",;:("); i >= 0 {
		before = before[i+1:]
	}
	after := f.s[end:min(len(f.s), end+clauseWindow)]
	if i := clauseEnd(after); i >= 0 {
		after = after[:i]
	}
	switch {
	case reSelfQualifier().MatchString(before), reSelfQualifier().MatchString(after):
		return true
	case reOtherQualifier().MatchString(after):
		return f.excusesChoice()
	}
	return f.defers(subjectNone)
}

// clauseWindow is how far around a tool's name its clause is looked for.
const clauseWindow = 120

// clauseEnd is where the clause that starts s ends, or -1.
func clauseEnd(s string) int {
	end := -1
	if i := strings.IndexAny(s, ",;:.!?()"); i >= 0 {
		end = i
	}
	for _, w := range []string{" so ", " but ", " and ", " which ", " - ", " because ", " since "} {
		if i := strings.Index(s, w); i >= 0 && (end < 0 || i < end) {
			end = i
		}
	}
	return end
}

// wishesToAsk: the agent says it would ask ("I would check with you").
func wishesToAsk(s string) bool {
	for i, j := nextWord(s, 0); i < len(s); i, j = nextWord(s, j) {
		if isFirstPerson(s[i:j]) && reWouldAsk().MatchString(s[i:]) {
			return true
		}
	}
	return false
}

// bareInability: "Since I can't, I picked …".
func bareInability(s string) bool {
	for i, j := nextWord(s, 0); i < len(s); i, j = nextWord(s, j) {
		if isFirstPerson(s[i:j]) && reBareInability().MatchString(s[i:]) {
			return true
		}
	}
	return false
}
