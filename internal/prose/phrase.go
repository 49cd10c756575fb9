package prose

import "github.com/team-hook/team-hook/internal/lazyre"

// The phrases the open-questions detector recognises (questions.go), as
// regular expressions over a sentence's analysis form or a heading's text
// (lower case, spaces collapsed). Each is compiled on its first use, so a
// hook process that reads no prose never pays for it.

// leftForYou: a decision left to the reader ("Left for you to call",
// "Left open for you"), a heading's or a label's.
const leftForYou = `left (?:open )?for you(?: to (?:decide|call|settle|pick|choose|rule on))?`

// shareHeading: a heading over what the reader is to report back ("What
// to share", "Please share").
const shareHeading = `^(?:please )?(?:what|things|info|information|details) to (?:share|send|report|paste|post)(?: back| with me)?$|^please (?:share|send|report|paste)(?: back)?$` +
	// "After running the diagnosis, report:", "Report back:", "Reporta
	// los resultados:": what a run or a check shows, to be sent back.
	`|^(?:after|once|when|después de|depois de|après|nach|dopo) [^,:]{1,60}, (?:please )?(?:report|report back|reporta|reporte|reportez|reportar|informa|berichte|riporta|сообщите)(?: (?:back|the results|results|what you see|los resultados|o resultado|les résultats))?$` +
	`|^(?:please )?(?:report back|report (?:the )?results|reportar resultados|reporta los resultados|report what you see)$`

var (
	// "Open questions", "Questions", "Outstanding questions for you".
	reQuestionsHeading = lazyre.Regexp{Expr: `^(?:(?:open|outstanding|unresolved|remaining|pending) )?questions?(?: (?:for|to) (?:you|the user|the orchestrator|the team|the reviewer|review)| for when you(?:'re| are) back| for your return| for the morning)?$`}
	// "Decisions needed", "Needs your input", "For you to decide".
	reDecisionsHeading = lazyre.Regexp{Expr: `^(?:(?:open|pending|outstanding|remaining) )?(?:decisions?|choices?|input|calls?) (?:needed|required|pending|wanted|for you|from you|to make)$` +
		`|^(?:needs?|need) (?:your|a) (?:input|decision|call|sign-off|go-ahead|approval|choice)$` +
		`|^(?:for you|yours) to (?:decide|choose|pick|confirm|settle|rule on|call)(?: (?:before|by|today|tonight|this) [\w -]+)?$|^(?:awaiting|waiting on|waiting for|blocked on|pending) your (?:decision|input|call|choice|sign-off|go-ahead|say-so|ok|okay|answer|answers|approval|steer|blessing)$` +
		`|^needs? your (?:say-so|ok|okay|answer|answers|confirmation|steer|blessing|green light)$` +
		// "Pending your word", "Needs your pick today".
		`|^(?:needs?|awaiting|pending|waiting on|waiting for) your (?:word|say|pick|nod|ruling|reply|yes|go|decision|call|choice|input)(?: (?:today|tonight|this (?:morning|week)|by [\w ]+))?$` +
		// "Things only you can settle", "Only you can decide".
		`|^(?:(?:things|items|questions|decisions|calls|points) )?only you can (?:settle|decide|answer|make|call|confirm|pick|choose)$` +
		`|^(?:your (?:call|decision|input)|to decide|decisions? for you)$` +
		`|^(?:what i need|what's needed|what is needed|needed|what i need to know|questions?) from (?:you|your side|your end)$` +
		// "Left for you to call", "Left open for you", "Rulings I'm
		// waiting on from you".
		`|^` + leftForYou + `$|^(?:rulings?|decisions?|calls?|answers?|input) (?:i'm |i am )?(?:waiting|still waiting) (?:on|for) from you$` +
		// "Your decisions", "Things to confirm", "Needs a decision", "Open
		// decisions", "Clarifications needed", "Questions / decisions".
		`|^your (?:decisions?|calls?|input)$|^(?:things |items |points )?(?:to confirm|for you to confirm)$|^please confirm$` +
		`|^needs? (?:a )?decisions?$|^open (?:decisions?|choices?)$|^(?:clarifications?|clarity) (?:needed|required|wanted)$|^needs? clarification$` +
		`|^questions? (?:/|and|&) decisions?$|^decisions? (?:/|and|&) questions?$` +
		// "Real options, for when you're back", "Your options": choices handed over.
		`|^(?:\w+ )?(?:options|choices),? for (?:you|when you(?:'re| are) back|your (?:decision|call|review))$|^your (?:options|choices)$` +
		// "Decisions for the morning", "Calls for when you're back".
		`|^(?:decisions?|choices?|calls?) for (?:the morning|tomorrow|when you(?:'re| are) back|your return)$` +
		// "Human-decision queue (in priority order)", "Decisions a human
		// must make", "Needs human input", "Next user decisions": handed to
		// the person ("User input" is a product's).
		`|^(?:(?:open|pending|next|outstanding) )?(?:human[- ](?:decisions?|calls?|input)|user[- ](?:decisions?|calls?))(?: (?:queue|needed|required|list|items))?(?: \([^)]*\))?$` +
		`|^(?:decisions?|calls?|choices?|questions?) (?:for (?:a|the) (?:human|person|user)|(?:a|the) (?:human|person|user|founder|owner) (?:must|needs? to|should|has to|will need to) (?:make|take|answer|decide))(?: \([^)]*\))?$` +
		`|^needs? (?:a )?human(?: (?:decisions?|input|call))?$` +
		// "Decisions only you can make", "Decisions to confirm".
		`|^(?:decisions?|choices?|calls?|things|items|questions?) (?:only you can (?:make|take|answer|decide)|(?:for you )?to confirm)$` +
		// "The one ask (… your OK each)", "Asks for you".
		`|^(?:the |my )?(?:one |only |two |three |last |open )?asks?(?: (?:for|of) you)?$` +
		// "Waiting on you", "Blocked on you".
		`|^(?:(?:still )?(?:waiting|blocked|pending|held|stuck|gated) on you|(?:waiting for|awaiting) you)$`}
	// "Open questions (deferred)", "Deferred questions".
	// A status that closes the section: "Resolved decisions", "Answered
	// questions", "Release — DEFERRED (by Paul)", "Q3 (answered)".
	reDeferredHeading = lazyre.Regexp{Expr: `\(deferred\)$|^deferred (?:open )?questions?\b|\((?:all )?answered(?: [a-z ]+)?\)$` +
		`|^(?:resolved|answered|closed|settled|deferred|superseded|obsolete|retired|historical|archived) (?:open )?(?:decisions?|questions?|items?|calls?|choices?)\b` +
		// Put off to a later phase or step: "Genuinely unresolved future
		// decisions (open for phase 6+ / GPU agent)", "Open questions
		// (resolve in spec; escalate rulings to the BD)".
		`|\bfuture (?:decisions?|questions?)\b|[(\[] ?(?:open )?for (?:phase|stage|milestone|v|version|step|sprint) ?[0-9][^)\]]*[)\]]$` +
		// For a later stage of the work: "Open questions (for
		// implementer)", "Open questions for the implementation plan",
		// "… / decisions for implementation time", "Open questions this
		// inventory raises for #4459 Scope 2+".
		`|\bfor (?:the )?(?:implementers?|implementing (?:agent|engineer|developer|session)|implementation(?: (?:plan|time|phase|stage|step|pass))?|build(?: time| phase)?|the (?:implementation|build|next) (?:plan|phase|stage|step))[)\]]?$` +
		`|\bfor #?[0-9]+ (?:scope|phase|stage|milestone) ?[0-9]+\+?$|[(\[] ?(?:to )?(?:be )?resolved? (?:in|during|at|by) [^)\]]+[)\]]$` +
		`|[(\[] ?(?:to )?(?:be )?(?:resolved?|settled?|answered?|decided?) (?:in|during|at|by|before) (?:the )?(?:spec|design|implementation|planning|review|kickoff|phase|stage|sprint|next)[^)\]]*[)\]]$` +
		`|^(?:recently |already |previously )?(?:resolved|answered|closed|settled|decided)$` +
		`|[-—–:(\[] ?(?:resolved|answered|closed|settled|deferred|decided)(?: \(?by [^)]*\)?| on [^)]*)?[)\]]?$` +
		// qualified as answered or not waiting on the reader: "Open
		// questions (none blocking design)", "(with current
		// recommendations)", "(non-blocking)", in other languages too
		// ("(не блокеры)", "(no bloqueantes)")
		`|[(\[] ?(?:none (?:of them )?blocking(?: [a-z -]+)?|non-blocking|not blocking(?: [a-z -]+)?|не блокер[а-я]*|не блокирующ[а-я]*|no bloqueantes?|non bloquant[a-z]*|non bloccant[ei]|nicht blockierend|` +
		`(?:non-blocking|not blocking|none blocking)(?: [a-z -]+)?[;,] [^)\]]+|with (?:current |proposed |my |suggested )?(?:recommendations?|answers|defaults|proposals)|for later|later|future)[)\]]$`}
	// A request to be told, over the list of what to tell: "Tell me:",
	// "Please let me know:" (as a label or a heading ending the message).
	// The reader's decision as a plan's step: "You confirm these
	// decisions", "Next: you choose A or B", "您确认这些决策".
	reYouDecide = lazyre.Regexp{Expr: `^[\s\d.):*_>-]*(?:(?:(?:next|then|first|step \d+|(?:the )?sequence(?: from here)?|from here|order of operations|(?:the )?order(?: from here)?|(?:the )?plan from here|next steps?)[:,]? )?you (?:confirm|choose|pick|decide|approve|select|sign off on|answer|greenlight)\b|(?:你|您)(?:来)?(?:确认|決定|决定|选择|选定|拍板|批准))`}
	// The writer acts after it: "…, then I deploy", "… and I'll ship it".
	reWriterActsNext = lazyre.Regexp{Expr: `(?:,|;|-|\band)? ?(?:then|and|so|once done,?) (?:i|we)(?:'ll| will)?\b|\bi'll\b`}
	// A step of the writer's own: "I update PRD.md", "We start Phase 1".
	reWriterStep  = lazyre.Regexp{Expr: `^[\s\d.):*_>-]*(?:(?:then )?(?:i|we)(?:'ll| will)? [a-z]+|我|我们)`}
	reTellMeLabel = lazyre.Regexp{Expr: `^(?:so |and )?(?:(?:before|once|so|and before) (?:i|we) [^,:]{1,60}, )?(?:please |pls |just )?(?:(?:test|try|check|run|retest|re-test)(?: it| this| that| them| these| everything)?(?: out| again)? and )?(?:tell me|let me know|lmk|provide me with|send me|give me)$` +
		`|` + shareHeading}
	reShareHeading = lazyre.Regexp{Expr: shareHeading}
	// "Please rebuild and test, then tell me:", "Flash it, run it and let
	// me know:", "请重新编译并测试，然后告诉我：": a label that has the reader
	// try the work first; the questions under it ask what the try showed
	// (a report back, docs/CONTRACT.md §3b), unless they choose.
	// A choice in Chinese, Japanese or Korean ("保留旧的还是换新的？",
	// "どちらにしますか？"), which no report back holds.
	reCJKChoice      = lazyre.Regexp{Expr: `还是|還是|或者|哪个|哪個|哪一|要不要|选择|選擇|决定|決定|想要|希望|どちら|どっち|または|選ん|決め|어느|할까요|원하|선택|결정`}
	reTriedTellLabel = lazyre.Regexp{Expr: `^(?:so |and )?(?:please |pls |just )?(?:(?:re-?)?(?:build|compile|flash|test|try|run|deploy|restart|reload|install|reinstall|retest|re-test|rerun|re-run|refresh|reboot)(?: it| this| that| them| these| everything| the [a-z0-9_-]+)?(?: out| again)?(?:,? and then |,? then |,? and |, )){1,4}(?:tell me|let me know|lmk|report back|report)$` +
		`|^(?:请|請)?(?:你|您)?(?:重新)?(?:编译|編譯|测试|測試|运行|運行|试|試|烧录|燒錄|重启|重啟|刷新|部署)[^：:]{0,16}(?:然后|然後|再|之后|之後)?(?:告诉我|告訴我|反馈|回报|回報)$`}
	// "Let me know if you want to:" over the list that completes it: the
	// reader picks one of the things set out.
	reTellChoiceLabel = lazyre.Regexp{Expr: `(?:^|[?.!] )(?:so |and )?(?:please |pls |just )?(?:tell me|let me know|lmk) if you(?:'d| would)? (?:want|like|prefer)(?: me| us)? to$`}
	// Questions prepared for another party, over the list of them: "Ask
	// London:", "Questions to ask the vendor", "Things to ask the
	// landlord", "Questions to ask Globex on Friday's call" ("Ask you" is
	// the reader, and so is a name the report is addressed to, read as
	// "you").
	reAskOthersHeading = lazyre.Regexp{Expr: `^(?:(?:questions?|things|points) (?:to )?)?ask (?:the |our |their )?([a-z][a-z0-9'’ -]{1,40})$`}
	// Questions headed to a party: "Questions for the data platform
	// team", "Questions to send Twilio", "Open questions for legal"; the
	// first group is how they go, the second to whom.
	reQuestionsForHeading = lazyre.Regexp{Expr: `^(?:(?:open|outstanding|remaining|pending|feedback|survey|interview) )?(?:questions?|things|points|items) ` +
		`(for|to send(?: to)?|to forward to|to raise with|to put to|to take to|to bring to|to pass to) (?:the |our |their )?([a-z][a-z0-9 -]{1,40}(?: (?:on|at|by|before|during|next|this|in) [a-z0-9 '’:-]{1,40})?)$`}
	// Questions to settle with a party: "To check with the data-eng
	// folks", "Things to confirm with legal"; whether the party is
	// another is namesOtherParty's to say.
	reCheckWithHeading = lazyre.Regexp{Expr: `^(?:(?:things|questions?|points|items|open questions?) )?(?:to )?(?:check|confirm|clarify|verify|raise|discuss|sort out|run past|run by) with (?:the |our |their )?([a-z][a-z0-9 -]{1,40})$`}
	// A label that hands what follows it to the reader: "Left for you to
	// call:", "Left open for you:" (a heading's words such as "Your call",
	// "Needed from you" or "Decision for the user" are not read so
	// inline; "What I need from you: …" is read as a request already).
	reHandingLabel = lazyre.Regexp{Expr: `^(?:` + leftForYou + `|for (?:a|the) human(?: to (?:look at|check|review|decide|see))?|(?:needs|for) human (?:review|attention|eyes|decision)|for you to (?:look at|check|review|see)|사람이 (?:눈으로 )?(?:볼|확인할|결정할|검토할) 것)$`}
	// A heading of what is needed from a party: "Decisions needed from
	// legal", "Input required from the tech lead" (the reader's own:
	// "… from you", "… from the orchestrator").
	reNeededFromHeading = lazyre.Regexp{Expr: `^(?:(?:open|pending|outstanding) )?(?:decisions?|input|calls?|questions?|sign-offs?|approvals?|answers?|choices?) (?:needed|required|wanted|pending|awaited) from ([a-z][a-z0-9'’ -]{0,40})$`}
	// A heading that names another party the items under it are for: "For
	// Timescale's solutions engineer", "For the vendor".
	reForOtherHeading = lazyre.Regexp{Expr: `^for (?:the |our |their )?([a-z0-9][a-z0-9'’ -]{1,40})$`}
	// A heading over notes to whoever takes the work up next: "For
	// whichever agent picks this up next", "Notes for the next session".
	reSuccessorHeading = lazyre.Regexp{Expr: `^(?:(?:notes?|questions?|items?|things|todo|handoff|open questions?) )?(?:for|to) ` +
		`(?:the next (?:agent|session|instance|run|worker|shift|implementer|engineer|developer|subagent|iteration|person|pass)|` +
		`(?:whoever|whichever (?:agent|session|engineer|developer|worker)|the (?:agent|session|engineer|developer|worker|subagent|person|one|instance|run) (?:that|who|which)(?:'ll| will)?) (?:picks|takes|pick|take) (?:up |over )?(?:this|it|the work|the [a-z0-9 -]{1,30}?|#?[0-9]+|[a-z][a-z0-9]*-[0-9]+|(?:task|issue|ticket) #?[0-9]+)(?: (?:up|over))?(?: next)?|my successor|the successor)$`}
	// The label that opens an answer to the question before it, in a
	// decision record: "Decision: build both", "A: yes".
	reAnswerLabel = lazyre.Regexp{Expr: `^(?:decision|decided|answer|answered|resolution|resolved|outcome|chosen|a)\s*:`}
	// The number a heading opens with: "2. ", "3 ", "iv) ".
	reHeadingNumber = lazyre.Regexp{Expr: `^(?:\d+[a-z]?[.)]?|[ivx]+[.)]) `}
	// A question on the reader's own need or wish to look ("Do you need
	// help?", "¿Quieres probarlo?"), which a pointer after it answers.
	// The reader's own want of an artefact the writer has ("Do you need
	// the raw traces?", "Want the full logs?"), and the next sentence
	// saying where it already is ("They are attached to the ticket").
	reReadersOwnArtefact = lazyre.Regexp{Expr: `^\W*(?:(?:do |would )?you )?(?:need|want) (?:the |a |any |more |all the )?(?:raw |full |complete |original |underlying |detailed )?(?:traces?|logs?|data|files?|screenshots?|numbers|output|diffs?|scripts?|queries|query|dumps?|reports?|details|transcripts?|recordings?|csvs?|samples?|fixtures?|benchmarks?|results)\b[^?]*\?$`}
	reSaysWhereItIs      = lazyre.Regexp{Expr: `^(?:they(?:'re| are)|it(?:'s| is)|both are|all are|the [a-z -]+ (?:is|are)) (?:attached|linked|uploaded|saved|stored|committed|checked in|in|at|under|on)\b`}
	reReadersOwnNeed     = lazyre.Regexp{Expr: `^\W*(?:(?:do |would )?you |¿)?(?:need|want|necesitas|quieres|te gustaría|besoin|brauchst du) (?:(?:some |more |any )?help|ayuda|d'aide|hilfe|to (?:see|try|test|learn|know|read)\b|ver|probar|verlo|probarlo|saber más)`}
	// The people a message is for, hailed by a handle before a request
	// ("@maintainers Please confirm …", "@reviewers please decide …"); a
	// bot or another agent is not hailed so.
	reHailedPeople = lazyre.Regexp{Expr: `^@(?:[a-z0-9_.-]+/)?(?:maintainers|reviewers|owners|team|everyone|all|admins|core|core-team|leads)\s+`}
	// A decision label standing as a sentence of its own ("**Decision
	// needed.**"), its stop read as the label's colon.
	reBareDecisionLabel = lazyre.Regexp{Expr: `^\W*(?:(?:decision|choice|call|input|sign-off|approval)s? (?:needed|required|wanted|pending)|needs? (?:a |your )?decision)\W*$`}
	// A sentence that labels itself: "Open questions: which…", "Open:
	// whether…".
	reQuestionsLabel = lazyre.Regexp{Expr: `^(?:open )?questions?(?: for (?:you|the (?:user|human|owner|requester|reader|orchestrator)))?:|^(?:open|undecided|unresolved|tbd|to decide|open (?:point|item|decision)s?): (?:whether|which|what|if) ` +
		`|^(?:decisions? (?:needed|required|wanted)|needs? (?:your|a) decision|your (?:call|decision) (?:needed|required)|for you to (?:decide|choose|pick|settle|rule on|call)):` +
		// "What only you can decide:", "What I cannot decide for you:"
		`|^what only you (?:alone )?(?:can|must|need to|have to|should|get to) (?:decide|choose|pick|settle|rule on):|^what you (?:alone )?(?:must|need to|have to|should) (?:decide|choose|pick|settle|rule on):|^what i (?:cannot|can't|can not|could not|couldn't) (?:decide|choose|settle) for you:`}
	// A question put to the reader. "Do/can I…?" opening a sentence or a
	// clause after a comma asks the reader's leave; after a question word
	// ("How do I run it?") it is the reader's own question, as in an FAQ.
	// The reader left out: "Want to start with a specific task?".
	reElidedYou = lazyre.Regexp{Expr: `^(?:(?:so|and|also|or) )?(?:want|wanna) to\b`}
	reAddressed = lazyre.Regexp{Expr: `\b(?:you|your|yours|yourself|yourselves)\b` +
		`|\b(?:should|shall|must|would|will) (?:i|we)\b|(?:^|[,;:] )(?:(?:so|and|also|then|now|ok|okay|finally|lastly|but) )?(?:do|can|could|may) (?:i|we)\b|^(?:should|shall)\b` +
		`|\b(?:want|like|need) me to\b|\bis it (?:ok|okay|alright|all right|fine|acceptable)\b` +
		`|\b(?:ok|okay|alright|acceptable|agreed|preference|preferences|prefer|preferred|preferable|thoughts|objections?|approve|approved|approval|go ahead|green light|sign off|sign-off|good to go|sounds? good|make sense)\b` +
		`|^(?:proceed|continue|go ahead|merge|ship it)\b` +
		`|^(?:(?:a|one|quick|last|final|one more|another|one last) )*question(?: for you)?: `}
	// A checklist entry ("[x] Are all call sites updated?") or an issue
	// ("#233: …", "ABC-12: …").
	reTopicItem = lazyre.Regexp{Expr: `^(?:\[[ x]\] |#\d+\b|[a-z][a-z0-9]*-\d+:)`}
	// Closing courtesies, never a question to answer.
	reCourtesy = lazyre.Regexp{Expr: `\b(?:any (?:other |further |more |additional )?(?:questions|concerns|issues|feedback|comments)` +
		`|if you have (?:any )?(?:other |further |more )?(?:questions|concerns|feedback|comments|issues)` +
		`|anything else|something else|if (?:anything|something)(?: else)? (?:is|comes up|needs|looks|seems)` +
		`|if you need (?:anything|more|further|help)|if you(?:'d| would)? like (?:any |more |further |additional )?(?:changes|details|help|adjustments|tweaks)` +
		`|happy to help|hope this helps|if there's anything|if there is anything` +
		`|^(?:does|did) (?:this|that|it|everything|all (?:of )?(?:this|that)) (?:make sense|help|clarify|answer your question)` +
		`|(?:want|like|wish) to (?:learn|know|read|see|hear) more)\b` +
		// "Questions? Let me know.": the courtesy as a one-word question
		`|^\W*(?:questions|concerns|problems|issues|comments)\W*$`}
	// A sentence that only hands the question before it to the reader
	// ("Let me know.", "Your call.", "(y/n)").
	reHandsOver = lazyre.Regexp{Expr: `^(?:(?:please|pls|so|just) )?(?:let me know|lmk|tell me|please advise|advise|your call|your pick|your choice|up to you|over to you|thoughts)[.!]*$` +
		`|^[(\[]? ?(?:y ?/ ?n|yes ?/ ?no|y ?/ ?n ?/ ?q|yes or no)\??[)\]]?[.!?]*$` +
		// "your call" in other languages: "Решай ты.", "À toi de voir.",
		// "Tú decides."
		`|^(?:решай(?:те)?(?: (?:ты|вы|сам|сами))?|решать (?:тебе|вам)|à (?:toi|vous) de (?:voir|décider|choisir)|(?:tu|vous) décidez?|(?:tú )?decides(?: tú)?|(?:você|vc) decide|decidi tu|decidete voi|du entscheidest|sie entscheiden|jij beslist|ty decydujesz|ty wybierasz|karar senin|你(?:来)?决定|您(?:来)?决定|你来定)[.!]*$`}
	// The answer asked for, then the writer's next step: "Let me know and
	// I'll do it in this PR". It hands over only a choice set out before
	// it ("Flag stays or goes?"), not a courtesy ("Any issues? Let me
	// know and I'll fix them").
	reHandsOverThenActs = lazyre.Regexp{Expr: `^(?:(?:please|pls|so|just) )?(?:let me know|lmk|tell me|say the word|shout)(?:,| and| -| —) (?:i|we)(?:'ll| will| can)\b`}
	// The writer's next step waits on the answer to the question before:
	// "Once I have that I'll resume both workers", "The draft gets
	// finalised once that's picked", "Needs you." ("Once I have the trace
	// I'll know more" waits on a thing of its own).
	reWaitsOnAnswer = lazyre.Regexp{Expr: `\bonce (?:i (?:have|get|hear|know) (?:that|this|it|your (?:answer|call|pick|choice|decision)|an answer|the answer)\b|i've (?:got|heard) (?:that|this|it|your answer|an answer)\b|(?:that|this|it)(?:'s| is| has been) (?:picked|decided|settled|confirmed|chosen|answered)\b|you(?:'ve| have)? (?:picked|pick|chosen|choose|decided|decide|confirmed|confirm|answered|answer|replied|reply)\b)` +
		`|\b(?:as soon as|when) you(?:'ve| have)? (?:pick|picked|decide|decided|confirm|confirmed|answer|answered|choose|chosen)\b` +
		`|^(?:this |that |it )?needs (?:you|your (?:call|decision|answer|input|pick))[.!]*$`}
	// The writer would rather not guess the answer to the question before
	// it: "What is a TK unit? I don't have prior context on that format,
	// so I want to make sure I capture this correctly rather than guess".
	reWontGuess = lazyre.Regexp{Expr: `\b(?:rather than (?:guess|guessing)|(?:'d|would) rather not guess|instead of guessing|(?:don't|do not|didn't|did not) want to guess|(?:won't|will not|wouldn't|would not) (?:want to )?guess)\b`}
	// ... unless the writer then acts on its own ("Rather than guess, I
	// used UTC", "so I added logging and will check the next run").
	reActsOnItsOwn = lazyre.Regexp{Expr: `\b(?:i|we)(?:'ve| have)? (?:[a-z]+ed|used|went|chose|made|set|kept|left|wrote|ran|took|will|'ll|am going)\b|(?:^|, )(?:i|we)'ll\b`}
	// A sentence that opens on what something is or was ("It was the
	// cache, so once that's confirmed I'll close it"): an answer.
	reStatesAnswer = lazyre.Regexp{Expr: `^(?:it|that|this|they|both|neither)(?:'s| is| was| were| are)\b`}
	// The reader or a product's user doing something in the product
	// ("You can switch once you've picked a plan in Settings"): a
	// product's text, not the writer waiting.
	reReaderActsInProduct = lazyre.Regexp{Expr: `^(?:you|users?|customers?|the user|each user)(?: can| may| will| must| should|'ll)\b`}
	// "Ready to start?", "Are you ready for me to merge?": the reader's
	// go-ahead asked for, with an offer after it (reOfferAfterReady).
	reReadyToStart    = lazyre.Regexp{Expr: `^(?:(?:so|ok|okay|alright),? )?(?:are you |you )?ready (?:to|for)\b[^?]{0,60}\?$`}
	reOfferAfterReady = lazyre.Regexp{Expr: `^(?:i can|i'll|we can|happy to)\b|\b(?:just say (?:when|the word|go)|say the word|let me know)\b`}
	// A question by its inverted verb, between alternatives, with no
	// comma to make it a condition ("Should the build fail, …"): "Should
	// the importer skip those rows or reject the whole file".
	reInvertedChoice = lazyre.Regexp{Expr: `^(?:should|shall|do) (?:we|i|the|it|this)\b[^,;:?]* or [^,;:?]+[.]?$`}
	// A tag that hands the reader a decision: "[needs-your-input]",
	// "[decision needed]", "[your call]".
	reNeedsYouTag = lazyre.Regexp{Expr: `^\[(?:needs?[- ]your[- ](?:input|decision|call|pick|say)|decision[- ](?:needed|required)|your[- ](?:call|pick|decision))\]`}
	// A label's value that says nothing waits: "none", "nothing", "0",
	// "n/a", "nothing this time".
	reNothingWaits = lazyre.Regexp{Expr: `^(?:none|nothing|n/a|nil|zero|0|—|-)(?: (?:this time|at the moment|for now|right now|today|yet|pending|open|outstanding))?[.!]*$`}
	// Leave to act asked for, or a recommendation given after a question:
	// never the writer's own answer to it.
	reLeaveOrRecommend = lazyre.Regexp{Expr: `^(?:would you like|do you want|want me|shall i|should i|can i|may i)\b|\b(?:i recommend|i'd recommend|i would recommend|i suggest|i'd suggest|my recommendation|my suggestion|i'd go with|i would go with|i lean)\b`}
	// A recommendation opening a sentence: "I'd recommend #1", "(My
	// suggestion: keep both.)", "I lean towards B".
	reRecommends = lazyre.Regexp{Expr: `^\W*(?:i recommend|i'd recommend|i would recommend|i suggest|i'd suggest|i would suggest|my recommendation|my suggestion|my vote|i'd go with|i would go with|i lean)\b`}
	// A question that asks which of several, or whether to: "Which
	// approach sounds better?", "Should we keep the flag?".
	reChoiceQuestion = lazyre.Regexp{Expr: `^\W*(?:which|should we|shall we|do we (?:go|want|keep|ship|use))\b`}
	// A field whose value is an estimate or a measure, which a question
	// mark after it only hedges: "Implementation time", "ETA", "Effort",
	// "実装時間", "工数", "预计时间".
	reHedgeLabel = lazyre.Regexp{Expr: `\b(?:time|eta|effort|estimate|estimated|cost|costs|duration|size|budget|hours|days|weeks|risk|impact|confidence|likelihood|probability|complexity|timeline|timeframe)\b|時間|工数|期間|見積|コスト|规模|時間|时间|工时|成本|预计|預計|예상|시간|기간|비용|tiempo|tempo|durée|dauer|aufwand|coste|custo|coût`}
	// What makes such a line a question after all: a question word, the
	// reader, a preference.
	reHedgeAsks = lazyre.Regexp{Expr: `\b(?:you|your|which|what|whether|should|shall|prefer|ok|okay|fine|agree|approve)\b|哪|还是|還是|か、|どちら|あなた|你|您`}
	// A question on what was done: "Which approach did we take?".
	rePastQuestion = lazyre.Regexp{Expr: `\b(?:did|was|were|had)\b`}
	// A lead-in that says a plot, a run or a trace answers the question
	// after its colon: "This will tell you definitively: is the P-term
	// saturated?", "The trace should show us: does the retry fire twice?".
	reToldByRun = lazyre.Regexp{Expr: `^(?:this|that|it|these|those|the (?:plot|plots|graph|graphs|run|runs|test|tests|trace|traces|log|logs|profile|benchmark|experiment|diagnostic|decomposition|output))(?: (?:plot|run|test|trace|check|diagnostic))? (?:will|should|would|can) (?:tell|show) (?:you|us|me)\b[^:?]{0,30}:`}
	// The questions before are the writer's to settle by a run, a test or
	// a check: "Until those are answered in a PTY …", "These get verified
	// by the nightly run".
	reAnsweredByRun = lazyre.Regexp{Expr: `\b(?:until|once|when|after) (?:those|these|they|all three|both)(?: are| have been| get| got)? (?:answered|verified|checked|tested|confirmed|settled) (?:in|by|against|on|with|through) (?:a|an|the|our|my)\b`}
	// A label that names the list under it as the options to choose
	// from: "Possible resolutions:", "Options:", "Two ways forward:".
	reOptionsLabel = lazyre.Regexp{Expr: `^(?:the |possible |two |three |some )?(?:options|alternatives|choices|resolutions|ways forward|paths forward|fixes|approaches)(?: (?:are|here|to choose from))?[ *_]*:$`}
	// A list's introduction that makes its items the topics of a write-up:
	// "then append a dated section interpreting:", "the report should
	// cover:".
	// A list's lead-in that hands its items to another party than the
	// reader, who is named apart: "These are flagged for the product
	// owner (Persephone) before you start writing production code:".
	reForOtherLeadIn = lazyre.Regexp{Expr: `\b(?:flagged|raised|reserved|kept|noted|parked|held|queued|left) for (?:the |our |their )?(?:product owner|po|pm|product manager|designer|design team|stakeholders?|client|customer|[a-z]+ team)\b.*\byou\b.*:$`}
	// A list's lead-in that puts what follows off until conditions it
	// lists: "These methods are intentionally deferred until:".
	reDeferredUntilLeadIn = lazyre.Regexp{Expr: `\b(?:deferred|postponed|parked|on hold|held back|put off|left out|out of scope) (?:until|till|pending)[ *_]*:$`}
	reWriteUpIntro        = lazyre.Regexp{Expr: `\b(?:interpreting|covering|addressing|answering|explaining|discussing|examining)[ *_]*:$|\b(?:should|must|will|to) (?:cover|address|answer|explain|discuss)[ *_]*:$`}
	// A paragraph's last sentence that makes the list under it things to
	// check ("If you still get the error, check:", "Two things to check:",
	// "Can you check:") or another party's tasks ("The repo is prepared
	// for a separate release operator to:"): the items are what to look at
	// or what that party does, not questions put to the reader.
	reCheckLabel = lazyre.Regexp{Expr: `\b(?:if|when|otherwise|else|si)\b[^:]*,? (?:check|verify|double-check|make sure|ensure|vérifiez|vérifie|verifica|verifique|comprueba|revisa)(?: (?:that|the following|these|this|for|whether|if))?[ *_]*:$|\b(?:things|items|points) (?:to check|worth checking)[ *_]*:$|^(?:so |then )?(?:can|could) you (?:please |also )?(?:check|verify|look at)(?: (?:the following|these|a few things|for me))?[ *_]*:$` +
		`|\bfor (?:a|an|the) (?:separate|different|second|downstream|later) [a-z -]{1,30} to[ *_]*:$|\bfor another [a-z -]{1,30} to[ *_]*:$`}
	// A step of the reader's own set-up that picks what to run ("2.
	// Choose which script to run:" between "Set up your credentials" and
	// "Run the transcription").
	reWhichToRun = lazyre.Regexp{Expr: `^\W*(?:choose|pick|select|decide) which [a-z0-9_./ -]{1,30} to (?:run|use|install|deploy|start|launch|open|build|execute)\b[^?]*$`}
	// A sign-off or a footer that ends a message.
	reFiller = lazyre.Regexp{Expr: `^(?:happy (?:coding|hacking|building|shipping|testing)|cheers|best(?: regards)?|kind regards|regards|thanks|thank you|enjoy|good luck|all the best)\b[^?]{0,40}$` +
		`|^(?:🤖 ?)?generated (?:with|by) |^co-authored-by:|^— ?[a-z ]{1,30}$` +
		// An end marker: "END OF EMERGENCY FIX SUMMARY", "— end of report —".
		`|^(?:[-—–*=] ?)*end of (?:the |this )?[a-z0-9 _/-]{1,40}(?: ?[-—–*=])*$` +
		// An agent's signature alone: "🤖 Claude", "— Codex".
		`|^(?:\p{So} ?|[-—–] ?)?(?:claude|claude code|codex|copilot|gemini|cursor|devin)[.!]?$`}
	// A question that asks the reader to try something and report what
	// they see, no decision (docs/CONTRACT.md §3b): "Can you try these
	// changes and let me know what you see?", "Can you paste the output?",
	// "Can you run terraform apply and then test the upload?", "Can you run
	// the plan to see if it works?", "If you still get an error, can you
	// check the Event Viewer?", "¿Puedes probar la funcionalidad y decirme
	// qué ves?". An act alone is no
	// report ("Could you run it against production?" asks the reader to
	// act), and sharing is a report only of what was seen ("Can you send me
	// the staging URL?" asks for what the writer needs).
	reAskedToTry = lazyre.Regexp{Expr: `^\W*(?:(?:so|ok|okay|now|then|and),? )?(?:if [^,?]{1,80}, )?(?:can|could|would|will) you (?:please |kindly |also |now |quickly |maybe |perhaps |just |then |go ahead and )*` +
		`(?:(?:try|test|retest|re-test|retry|reproduce|reload|refresh|hard-refresh|check|double-check|double check|re-check|recheck|look|take a look|verify)\b` +
		`|(?:run|rerun|re-run|restart|reopen|open|click|visit|navigate|clear|rebuild|redeploy|execute|apply|start)\b[^?]*(?:\b(?:and|then)\b[^?]*\b(?:let me know|tell me|share|paste|send|post|report|test|check|verify|try|retry|see if|what you see|the output)\b|\bto (?:see|check|verify|test) (?:if|what)\b|\bto confirm (?:that )?(?:the|what|which|whether|if)\b)` +
		`|(?:tell|show) (?:me|us) (?:exactly |precisely )?what (?:the |that )?(?:exact |full )?(?:error|error message|message|output|log|warning|exception|stack ?trace|traceback|response|status|exit code)s? (?:was|were|said|says|looked like)\b` +
		`|(?:share|paste|send|post|show|copy|give)(?: me| us)? (?:(?:here |back )?(?:the|your|any|all|a|what|how)\b[^?]{0,40}?\b(?:output|outputs|logs?|errors?|warnings?|stack ?trace|traceback|screenshots?|looks? like|console|results?|response|see|saw|get|got|happens|happened|says)\b))` +
		`|^\W*¿?(?:puedes|podrías|podrias|podés|pode|podes|poderia|peux-tu|pouvez-vous|tu peux|vous pouvez|você pode|tu puoi|puoi|potresti|kannst du|können sie) (?:probar|revisar|verificar|comprobar|recargar|refrescar|intentar|testar|tentar|recarregar|tester|essayer|réessayer|vérifier|recharger|rafraîchir|provare|testare|verificare|controllare|ricaricare)\b` +
		`|^\W*¿?(?:puedes|podrías|podrias|podés|pode|podes|poderia|peux-tu|pouvez-vous|tu peux|vous pouvez|você pode|tu puoi|puoi|potresti|kannst du|können sie) [^?]*\b(?:y|e|et|und) (?:probar|decirme|dime|compartir|pegar|testar|me dizer|tester|me dire|provare|dirmi|mir sagen)\b` +
		// in Chinese: "重启 Claude Code 再试试？" (restart and try again?)
		`|(?:再|重新)试(?:试|一下|一次)?吧?\s*[?？]?\s*$` +
		// in Russian: "Можете ли вы подтвердить, что команды теперь
		// работают в боте?"
		`|^\W*(?:можете|можешь|могли бы|мог бы)(?: ли)? (?:вы |ты )?(?:подтвердить|проверить|попробовать|посмотреть)[^?]*(?:работа(?:ет|ют)|отобража|загружа|видно|видите|видишь|появ)`}
	// Asked to confirm that the product works, which is to look and say
	// ("Can you confirm if the dashboard is rendering correctly?"), as
	// "Is the page loading for you now?" is; what to confirm otherwise
	// ("Can you confirm we can drop the table?") asks; so does a check
	// run on the reader's machine.
	reConfirmWorks = lazyre.Regexp{Expr: `^\W*(?:(?:so|ok|okay|now|and),? )?(?:can|could|would) you (?:please |also |now |just )*confirm (?:that |if |whether )?(?:the |your |it |this |that |everything )[^?,;]{0,60}?\b(?:(?:is|are) (?:now |still )?(?:working|loading|rendering|displaying|running|showing up)|works?|loads?|renders?|displays?|runs?|shows? up)\b(?: (?:correctly|properly|fine|as expected|now|again|for you|on your (?:side|end|machine)))*(?: (?:with|on|in|using|against) [^?,;]{1,60}?)?\s*(?:\?|$| and )` +
		// a check run on the reader's machine ("Can you confirm with docker
		// ps on your end?", "… confirm by running make doctor?")
		`|^\W*(?:(?:so|ok|okay|now|and),? )?(?:can|could|would) you (?:please |also |now |just )*confirm (?:this |that |it )?(?:(?:with|using|via) [^?,;]{1,40}? on your (?:side|end|machine)|by running [^?,;]{1,40}?)\s*(?:\?|$)` +
		// in other languages: "¿Puedes confirmar que ahora funciona
		// correctamente desde Cursor?"
		`|^\W*¿?\s*(?:puedes|podrías|podrias|podés|pode|poderia|peux-tu|pouvez-vous|puoi|potresti) (?:confirmar|confirmer|confermare) (?:que|si|se|che) [^?]{0,60}\b(?:funciona|funcionan|fonctionne|fonctionnent|funziona|funzionano|carga|charge|carica)\b`}
	// A modal or a person choosing inside what is to be confirmed.
	reModalWord = lazyre.Regexp{Expr: `\bconfirm\b.*\b(?:should|shall|must|ought|can|could|would|will|may|might|need|needs|we|i)\b`}
	// A question which of the options set out should be taken ("Which
	// option should govern the implementation?", "Which approach do we
	// take?").
	reWhichOption = lazyre.Regexp{Expr: `^\W*which (?:of (?:the|these|those) )?(?:option|approach|variant|alternative|path|shape|direction|design)s? (?:should|shall|do (?:we|i)|would you|do you)\b[^?]*\?\W*$`}
	// A label of notes for later, or of an interview to come: "Notes for
	// later impl plan:", "I'll run a short structured interview before
	// implementation:".
	reLaterLabel = lazyre.Regexp{Expr: `\b(?:notes?|todos?|ideas?|items?) for (?:later|the (?:next|later) [a-z ]{1,20}|a later [a-z ]{1,20})\b[^:]*:$|\b(?:i'll|i will|we'll|we will) (?:run|conduct|hold|do|start) (?:a|an|the)\b[^:]{0,40}\binterview\b[^:]*:$`}
	// An item that answers the question it is nested under: "Yes: …",
	// "Partially / not reliably …", "As above: …".
	reItemAnswer = lazyre.Regexp{Expr: `^\W*(?:yes|no|partially|partly|not really|not reliably|as above|see above|both|neither|none|n/a|unknown|mostly|likely|unlikely)\b`}
	// A yes-or-no question on a thing the reader looks at: "Does it have
	// the Supabase URL and key?", "Is there an error in the console?".
	reWhatTheCheckShows = lazyre.Regexp{Expr: `^\W*(?:does|do|did|is|are|was|were|has|have) (?:it|that|this|they|there|the [a-z0-9_./-]+)\b[^?]*\?\W*$`}
	// A report asked for, worded with "whether" or "if": "tell me whether
	// you still see the flash", "let me know if it loads". It makes no
	// choice of a request to try something.
	reSeeWhether = lazyre.Regexp{Expr: `\b(?:whether|if) (?:you |it |this |that |(?:the|your|any) (?:[a-z0-9_-]+ ){1,3})?(?:still |now |also )?(?:see|get|notice|hit|experience|run into|works?|loads?|appears?|shows? up|renders?|happens?)\b`}
	// What makes a request to try something a choice after all: options,
	// a preference, an approval ("Can you run it now, or should I wait?").
	reTryButChoose = lazyre.Regexp{Expr: `\b(?:or|which|whether|prefer|preferred|preference|want|wanted|rather|decide|decision|choose|choice|pick|approve|approval|confirm|should|shall|ok|okay|fine|proceed|permission|go-ahead|sign off|o|ou|oppure|cuál|cual|quale|lequel|prefieres|preferís|prefere|préfères|préférez|preferisci|decidir|décider|decidere|elegir|choisir|scegliere)\b`}
	// A yes-or-no question on whether something works, answered by
	// looking ("Does it work now?", "Is the page loading for you now?"):
	// a report back, as "let me know if it works now" is. Not one on how
	// it looks or feels ("Does this look right to you?" asks).
	reWorksNow = lazyre.Regexp{Expr: `^\W*(?:(?:so|ok|okay|now|and),? )?(?:does|do|did|is|are) (?:it|that|this|everything|(?:the|your) [a-z0-9_./-]+(?: [a-z0-9_./-]+)?) (?:now |still |also )?` +
		`(?:work|load|render|display|appear|show up|run|start|compile|build|pass|persist|save|respond|connect|working|loading|rendering|displaying|appearing|showing up|running|starting|compiling|building|passing|persisting|saving|responding|connecting)` +
		`(?: (?:now|again|correctly|properly|fine|ok|okay|as expected|without (?:any )?errors?|for you|on your (?:side|end|machine|phone|device|laptop|computer|browser|mac|pc)|in your browser|this time))*\W*$` +
		// in other languages: "¿La aplicación se está ejecutando
		// correctamente?", "L'application se charge-t-elle sans erreurs ?"
		`|^\W*(?:(?:la|el|le|l'|il|lo|a|o|die|der|das|ça|esto|eso|isso) ?[\p{L}0-9_./-]* )?(?:se |si |s')?(?:está |esta |sta )?` +
		`(?:funciona|funcionando|fonctionne|funziona|funzionando|funktioniert|marche|carga|cargando|ejecuta|ejecutando|charge|affiche|carica|caricando|carrega|carregando|lädt|läuft)(?:-t-(?:il|elle))?` +
		`(?: (?:ahora|ya|maintenant|ora|agora|jetzt|bien|correctamente|correctement|correttamente|sans erreurs?|sin errores|senza errori|sem erros|ohne fehler|dans la console|en la consola|nella console|na console|en tu (?:máquina|equipo|lado)|de tu lado|chez toi|de ton côté|bei dir|na sua máquina|do seu lado|sul tuo computer|da te))*\W*$` +
		// Chinese, Japanese, Korean, Russian: "现在能正常运行吗？", "動きましたか？",
		// "이제 작동하나요?", "Теперь работает?"
		`|^\W*(?:现在|現在|这次|這次)?(?:能|可以|是否)?(?:正常)?(?:运行|運行|工作|启动|啟動|加载|載入|显示|顯示|编译|編譯|跑起来|跑通)(?:了)?(?:吗|嗎|没有|沒有|了吗|了嗎)[？?]\W*$` +
		`|^\W*(?:今は|もう)?(?:正しく|ちゃんと|問題なく)?(?:動き|動作し|起動し|表示され|読み込まれ|ビルドでき|コンパイルでき|動い)(?:ました|ます|ています|てい)か[？?]\W*$` +
		`|^\W*(?:이제 |지금 )?(?:잘 |정상적으로 |제대로 )?(?:작동|실행|동작|로드|표시|빌드)(?:하나요|되나요|돼요|됩니까|합니까|되었나요|됐나요)\?\W*$` +
		`|^\W*(?:теперь |сейчас )?(?:всё |все )?(?:работает|запускается|грузится|загружается|отображается|компилируется|собирается)(?: ли)?(?: теперь| сейчас| у тебя| у вас| нормально| корректно)*\?\W*$`}
	// The same in Hebrew, after an item's label and dash: "View Toggle —
	// האם ה-navigation עובד תקין?" (does the navigation work properly?),
	// "האם ה-tooltip מוצג כראוי?" (is the tooltip shown properly?).
	reWorksNowOther = lazyre.Regexp{Expr: `(?:^|[—–:-] )האם [^?]{0,100}(?:עובד|עובדת|עובדים|עובדות|מוצג|מוצגת|מוצגים|מוצגות|נטען|נטענת|נטענים|כצפוי|כראוי|תקין|תקינה|תקינים|מסתננות|מסתננים|מסתנות)(?:\s|$|[?])[^?]{0,60}\?\W*$`}
	// Whether a thing of the product does what the reader is to look for,
	// named by a longer subject and where to look ("Does the updated
	// tooltip text appear?", "Do Slot tooltips appear on the Furnace
	// page?", "Do Logic tooltips still work? (existing functionality)"):
	// a report back, as reWorksNow's. Not a thing to judge ("Does option B
	// work for you?").
	reAppearsThere = lazyre.Regexp{Expr: `^\W*(?:(?:so|ok|okay|now|and),? )?(?:does|do|did) (?:the |your |any )?(?:[a-z0-9_./'-]+ ){0,3}[a-z0-9_./'-]+ (?:now |still |also )?` +
		`(?:appear|show up|show|pop up|load|render|display|update|refresh|fire|trigger|highlight|change colou?r|work)` +
		`(?: (?:now|again|correctly|properly|as expected|still|anymore|any more))*(?: (?:on|in|at|inside|under|over|when|after|once|while|for each) [^?]{1,60})?\?(?:\s*\([^)]{0,60}\))?\W*$`}
	// A subject too bare for reAppearsThere: a pronoun ("Does this
	// work?" under a proposal) or one word ("Does A work?", one option).
	reBareSubject = lazyre.Regexp{Expr: `^\W*(?:(?:so|ok|okay|now|and),? )?(?:does|do|did) (?:this|that|these|those|it|they|we|you|i|[a-z0-9_.'-]+ (?:now |still |also )?[a-z]+\b(?: [a-z]+)?\W*$|[a-z0-9_.'-]+ (?:now |still |also )?(?:work|appear|show|load|render|display))\b`}
	reJudgedThing = lazyre.Regexp{Expr: `\b(?:options?|approach|plan|proposal|proposed|suggested|design|naming|name|wording|layout|idea|suggestion|choice|split|schedule|scope|timeline|trade-?off)\b`}
	// A title's question on what anyone can do with a thing ("What could
	// you achieve with this approach?", "How do you run it?"): "you" is
	// anyone, the text under it the answer.
	reGenericYouTitle = lazyre.Regexp{Expr: `^\W*(?:what (?:can|could|might|will) (?:you|one) (?:achieve|gain|build|accomplish|do with)|how (?:can|could|do|does|will|might) (?:you|one) (?:use|run|install|set up|configure|test|deploy|benefit))\b`}
	// A question on what the reader sees on their screen ("Do you see a
	// red bar on the right edge?", "Are you able to open localhost:3000 in
	// your browser?", "Is there an error in the console?",
	// "Voyez-vous une barre rouge ?", "¿Puedes ver la ventana?", "Le
	// curseur change-t-il quand vous survolez la zone ?"): what a look
	// shows, reported back. Not a judgement ("Do you see any reason not
	// to merge?", reJudgementObject).
	reObserves = lazyre.Regexp{Expr: `^\W*(?:(?:so|and|now|also|then),? )?(?:(?:do|did) you (?:now |still |also |actually )?(?:see|notice|observe)|can you (?:now |still |actually )?see|(?:are|were) you (?:now |still )?able to (?:open|see|load|reach|access|log in|sign in))\b` +
		// "What do you see in the server logs?", "What did you get
		// when you ran it?" (not "What do you see as the risk?")
		`|^\W*(?:(?:so|and|now|also|then),? )?what (?:do|did) you (?:now |still )?(?:see|get|notice) (?:in|on|at|when|after|if|from|once)\b` +
		// "Are there any error messages?": errors are looked for
		`|^\W*(?:(?:so|and|now|also|then),? )?(?:is|are|were|was) there (?:any |an? )?(?:new |other |more |still )?(?:errors?|error messages?|warnings?|exceptions?|stack ?traces?|tracebacks?|crash(?:es)?|red lines?)\b[^?]{0,40}\?\W*$` +
		`|^\W*(?:is|are) there (?:any |an? |some )?[^?]{0,40}\b(?:in|on) (?:the |your )?(?:browser |devtools |dev tools |js |javascript )?(?:console|logs?|terminal|output|network tab)\b` +
		`|^\W*(?:voyez|vois|observez|remarquez|obtenez)-(?:vous|tu)\b|^\W*y a-t-il\b[^?]{0,60}\b(?:console|logs?|erreurs?|terminal|écran)\b|-t-(?:il|elle)\b[^?]*\bquand (?:vous|tu)\b` +
		`|^\W*¿?\s*(?:puedes|podés|pueden|puede|podrías|consegues|podes|pode) (?:ver|abrir)\b|^\W*¿?\s*(?:ves|ven|notas)\b|^\W*¿?\s*(?:se abre|se muestra|aparece|aparecen)\b|^\W*¿?\s*hay\b[^?]{0,60}\b(?:consola|logs?|errores|terminal|pantalla)\b`}
	// "check which" or "check whether" asks for the fact to be looked up,
	// as "run the commands above to confirm the endpoint URLs" does.
	reCheckWhich      = lazyre.Regexp{Expr: `\b(?:check|see|verify|find out|look up) (?:which|whether|if)\b|\b(?:run|rerun|re-run|execute)\b[^?]*?\bto confirm (?:that )?(?:the|what|which|whether|if)\b`}
	reJudgementObject = lazyre.Regexp{Expr: `\b(?:reasons?|problems?|concerns?|value|benefits?|need|point|downsides?|risks?|objections?|ways?|options?|alternatives?|preferences?|differences?|gaps?|flaws?|issues? with|better|worse|prefer|should|would|like|love|want|you'd|you'll)\b`}
	// A step the reader is told to try ("Try the Google login again",
	// "Reload the page"), and a question on what that try shows ("What
	// does it say?", "What do you see?").
	reTryImperative = lazyre.Regexp{Expr: `^\W*(?:(?:now|so|ok|okay|then),? )?(?:please )?(?:try|retry|reload|refresh|hard-refresh|restart|rerun|re-run|run|open|click|visit|test)\b`}
	reWhatItShows   = lazyre.Regexp{Expr: `^\W*what (?:does|do|did) (?:it|that|this|they|the [a-z0-9_./-]+(?: [a-z0-9_./-]+)?) (?:now )?(?:say|show|print|return|log|display|output)\b[^?]*\?\W*$|^\W*what (?:do|did) you (?:now )?(?:see|get)\b[^?]*\?\W*$`}
	// Whether something still happens when the reader does a step ("Does
	// the corruption happen if you run the same hooks from the main
	// worktree?"): what the reader's try shows, reported back.
	reHappensIfYou = lazyre.Regexp{Expr: `^\W*(?:(?:so|and|also),? )?(?:does|do|did) (?:it|that|this|the [a-z0-9_./-]+(?: [a-z0-9_./-]+)?) (?:still |also |ever )?(?:happen|occur|reproduce|fail|break|crash|hang|show up|appear|go away|persist|recur) (?:if|when|after|once) you\b`}
	// Whether a plan or a proposal suits the reader, the subject a
	// demonstrative and no time on it ("Does this work?" under a proposed
	// breakdown, "Does that work for you?"): a judgement asked, not a
	// report that it runs ("Does it work now?", "Does this work again?").
	reSuitsReader = lazyre.Regexp{Expr: `^\W*(?:(?:so|ok|okay|and),? )?(?:does|would|will) (?:this|that)(?: (?:plan|approach|breakdown|split|order|proposal|layout|structure|scope|outline))? work(?: for (?:you|everyone|the team|both of us))?\W*$`}
	// A note on a command to run, its checks after a dash: "`/premisses`
	// — at the start: is the stack still up?" ("/deploy: should it go to
	// staging first?" may still ask).
	reCommandNote = lazyre.Regexp{Expr: `^/[a-z][a-z0-9_-]* (?:[—–]|-) `}
	// What leaves a question open though an answer seems to follow it:
	// options, the reader, what is still to decide ("eu-west-1 or
	// us-east-1", "your call", "undecided").
	reLeftOpen = lazyre.Regexp{Expr: `\b(?:or|vs|versus|either|whichever|you|your|yours|undecided|unsure|not sure|open|tbd|pending|unclear|unknown|depends|maybe|perhaps|possibly)\b`}
	// The reader in a question, in English or another language: a question
	// only the reader answers.
	reAddressedYou = lazyre.Regexp{Expr: `\b(?:you|your|yours|yourself|vous|votre|tu|ton|ta|você|voce|usted|ustedes|te|sie|du|dein|deine|ihr|vi|voi)\b|вы|ты|您|你`}
	// A weighing, no answer: "It would be faster but costs more".
	reWeighing = lazyre.Regexp{Expr: `\b(?:would|could|might|may|pros?|cons?|trade-?offs?)\b`}
	// The writer's own pick, answering the question before it ("I went
	// with per request", "Went with B", "We kept the old one").
	reOwnPick = lazyre.Regexp{Expr: `^\(?(?:so,? )?(?:(?:i|we)(?:'ve| have)? )?(?:went|gone|chose|chosen|picked|kept|used|opted|settled|defaulted|assumed|decided)\b`}
	// A question asking the reader's leave to act.
	reLeaveToAct = lazyre.Regexp{Expr: `^(?:(?:so|and|also|or) )?(?:would|do|will) you (?:like|want|prefer) (?:me|us) to\b|^(?:should|shall) (?:i|we)\b` +
		// "Is there anything else you'd like me to change?"
		`|\byou(?:'d| would)? (?:like|want|prefer) (?:me|us) to\b|^(?:(?:so|and|also|or) )?want (?:me|us) to\b` +
		// "Want to continue reviewing todos, or move on to something else?"
		`|^(?:(?:so|and|also|or) )?(?:do you )?want to (?:continue|keep going|move on|proceed|go on|carry on|start|tackle|dig into|pick up)\b` +
		// "Is there anything else I can help you with?"
		`|^is there anything (?:else )?(?:that )?i (?:can|could) (?:help|assist)(?: you)? with\b` +
		// "Is there anything else you'd like to modify or add to this
		// component?": a change to the work ("… you'd like to know" is a
		// courtesy)
		`|^(?:is there )?anything (?:else )?(?:that )?you(?:'d| would)? (?:like|want) to (?:change|modify|add|adjust|tweak|update|fix|remove|revise|improve|rework|refine)\b` +
		// "What would you like to tackle next — A, B, or something else?",
		// "What do you want to tackle first — …?", "What do you want next —
		// commit it, keep iterating, or something else?"
		`|^(?:(?:so|and|now) )?(?:what|which) (?:would|do) you (?:like|want|prefer) (?:(?:me |us )?to (?:tackle|do|work on|focus on|prioriti[sz]e|start with|look at|pick up) )?(?:next|first|now)\b`}
	// A sentence put to another agent by name, not to the reader: a
	// teammate's prefix ("[alice→team-lead]"), a mention ("@reviewer-bot,"),
	// a name ending in -bot, -agent, -lead ("team-lead, …"), or a label
	// ("Question for the planner agent:"). The orchestrator relays to the
	// user, so it is not another agent here.
	reOtherAddressee = lazyre.Regexp{Expr: `^\[[^\]]*(?:→|->)[^\]]*\]` +
		`|^(?:hey |hi |@)?(?:@[a-z0-9_.-]+|team-lead|team lead|the lead|[a-z0-9_]+(?:-[a-z0-9_]+)*-(?:bot|agent|lead|reviewer|worker|tester|planner)) ?[,:]` +
		`|^(?:(?:open )?(?:question|questions|note|notes|request|ask|todo|action) )?(?:for|to) (?:the |@)?(?:team-lead|team lead|lead|[a-z0-9_-]+ (?:agent|teammate|bot|team)|[a-z0-9_]+(?:-[a-z0-9_]+)*-(?:bot|agent|lead|reviewer|worker|tester|planner)|next (?:agent|session|instance|run|worker|shift)(?: (?:on|for|in) (?:this|the) [a-z-]+)?) ?:` +
		// "Next agent: …", "Next session: …": a handoff's note to who picks it up.
		`|^(?:the )?next (?:agent|session|instance|run|worker|shift|implementer|engineer|developer)s? ?:` +
		// "[46c46b07] Danny asks: are you there?": someone else's question, quoted.
		`|^(?:\[[^\]]*\] )?(?:the )?[a-z][a-z0-9_.-]+ (?:asks|asked|wants to know|wanted to know) ?:`}
	// An item saying there is nothing to ask.
	reNoneOpen = lazyre.Regexp{Expr: `^\(?(?:none|nothing|no (?:open )?questions?)(?: (?:blocking|open|outstanding|pending|left|remaining))?(?: (?:right )?now| at (?:this|the moment))?[.!)]|^\(?all (?:[a-z0-9'’]+ )?(?:open )?(?:q's|qs|questions?|decisions?)(?: from [a-z0-9 ]+)? (?:are |were |have been )?(?:now )?(?:resolved|answered|settled|closed)\b`}
	// An item's later sentence that puts its question off: "Tracked for
	// v0.7.1 — not gating v0.7.0.", "will tune when chaos campaigns
	// report real skews".
	rePutOffInside = lazyre.Regexp{Expr: `\b(?:tracked for|not (?:gating|blocking)|non-blocking|will (?:tune|revisit|decide|settle|pick|revisit it|decide it) (?:when|after|once|in|during|at)|decide (?:at|after|during|in) (?:the )?[a-z0-9-]+ ?(?:start|kickoff|phase|stage|gate)?)\b`}
	// Questions said to need no answer now: "These don't need answers to
	// keep shipping …", "None of these block the release".
	reNotNeeded = lazyre.Regexp{Expr: `^(?:these|they|the (?:questions|points|items) above)(?: questions)? (?:don't|do not|doesn't|does not|aren't|are not|need not|needn't) (?:need (?:answers?|an answer|answering|to be answered)|be answered|blocking|blockers|gating|block\w*)\b` +
		`|^none of (?:these|them|the above)(?: questions)? (?:is |are )?(?:blocking|blocks?|gating|gates?|needs? (?:an )?answers?)\b`}
	// A request for the answers after all: "Answer when convenient".
	reAnswerWhen = lazyre.Regexp{Expr: `^(?:please )?(?:answer|reply|respond|weigh in)(?: (?:them|these|when|whenever|at|in|by|if)\b|[.!]?$)`}
	// Work scheduled for a later sprint or phase: "Follow-ups for Sprint
	// 7", "Backlog for v2" ("Next steps for v2" may still hand decisions).
	reLaterWorkHeading = lazyre.Regexp{Expr: `^(?:follow-?ups?|todos?|to-dos?|backlog|tasks?|work|items?)(?: (?:for|in) )(?:the )?(?:next )?(?:sprint|phase|milestone|iteration|release|v|version|cycle)(?: ?[0-9][0-9.]*)?$`}
	// A listed item addressed to another agent or role by a tag before
	// it: "(security-reviewer) Is the line-1 check sufficient …?".
	reItemForOther = lazyre.Regexp{Expr: `^[(\[]@?[a-z0-9-]*(?:reviewer|agent|architect|lead|qa|tester|auditor|engineer|implementer|analyst|strategist|researcher|designer|writer)[)\]] `}
	// An item put off after a mark in its own sentence: "Exact batch
	// size for the reindex → Defer to implementation; start at 500".
	rePutOffAfterMark = lazyre.Regexp{Expr: `(?:→|->|=>|—|–|:|;) ?(?:defer(?:red)?|punt(?:ed)?|out of scope|not needed (?:for|in|yet|now)|revisit (?:later|after|if|when|in)|post-(?:v1|mvp|launch)|tracked for|not (?:gating|blocking))\b`}
	// When a listed item is to be settled, a later stage of the work:
	// "Decide at QAM-5 start.", "To be decided during implementation."
	reDecideAtStage = lazyre.Regexp{Expr: `^(?:to be )?decided? (?:at|during|in|before|after|when) (?:the )?(?:[a-z0-9-]+ )?(?:start|kickoff|implementation|planning|review|phase|stage|sprint|milestone|gate|build|rollout|launch)[.!]?$`}
	reNone          = lazyre.Regexp{Expr: `^\(?(?:none|nothing|n/a|no (?:open |further |other )?questions?)\b|^all (?:open )?questions (?:are|were|have been) (?:resolved|answered|settled)\b` +
		// in other languages: "Keine fachlich blockierenden Fragen.",
		// "Aucune question ouverte", "Ninguna pregunta pendiente"
		`|^(?:keine|aucune|ninguna|nenhuma|nessuna|geen|żadnych)(?: \p{L}+){0,2} (?:fragen|offenen punkte|questions?|preguntas?|perguntas?|questões|domande|vragen|pytań)\b`}
	// A question the text puts off itself ("Defer to implementation.",
	// "Not needed v1; revisit if …", "Out of scope here"): decided later,
	// by the plan, not now by the reader.
	rePutOff = lazyre.Regexp{Expr: `^(?:defer(?:red)?\b|punt(?:ed)?\b|not needed (?:for |in )?(?:v1|v0|now|yet|the mvp|this (?:phase|release|pr|iteration))\b|out of scope\b|revisit (?:later|after|if|when|in)\b|keep as[- ]is\b|leave (?:it )?as[- ]is\b|later\.?$|post-(?:v1|mvp|launch)\b)`}
	// A contingency: a condition, then what to do then, no question in it.
	reContingency = lazyre.Regexp{Expr: `^(?:if|when|once|in case|whenever) [^?]*, [^?]*$`}
	// Open questions paired with risks or prerequisites in one heading.
	reMixedQuestions = lazyre.Regexp{Expr: `\b(?:risks?|dependencies|prerequisites|caveats|limitations|assumptions|constraints|known issues)\s*(?:/|&|and|,)\s*(?:open )?questions\b|\b(?:open )?questions\s*(?:/|&|and|,)\s*(?:risks?|dependencies|prerequisites|caveats|limitations|assumptions|constraints|known issues)\b`}
	// ... unless put off to the reader ("Defer to you.").
	rePutOffToReader = lazyre.Regexp{Expr: `^defer(?:red)? (?:to|until) (?:you|your|the user|the owner|the human)\b`}
	reAnswer         = lazyre.Regexp{Expr: `^\(?(?:because|cause|yes(?:[ ,.:;!]|$)|(?:both|neither|all of them|none of them)(?:[,.:;!]|$| -)|not needed|unnecessary|already (?:done|handled|covered|in place|there)|no(?:[,.:;!]|$| - )|nope|yep|yeah|not really|not quite|not at all|not necessarily|not possible|not an option|couldn't|could not|can't|cannot|no way|absolutely|definitely|certainly|of course|probably not|likely not|answer:|the answer|short answer|in short|turns out|it turns out|as it turns out|the reason|the root cause|the cause)`}
	// reBlankForAnswer: a label for the reader's answer with nothing after
	// it ("**Your answer:**", "Your choice: ____").
	reBlankForAnswer = lazyre.Regexp{Expr: `^[\W_]*your (?:answer|answers|choice|choices|pick|decision|decisions|reply|response)[\W_]*:[\s_.\-*]*$`}
	// reOptionsIntro: a clause that opens a list of options ("We could:",
	// "I can:"), which a colon after it says.
	reOptionsIntro = lazyre.Regexp{Expr: `^(?:we|i) (?:could|can|might)(?: either| also)?$`}
	// A first clause that ends in its answer, is a short answer of its own,
	// or answers for a case.
	reShortAnswer = lazyre.Regexp{Expr: `^(?:[^,]*, )+(?:yes|no|nope|yep|yeah|not really|not quite|not at all|not necessarily|probably|probably not|likely not|mostly|largely|partly|absolutely|definitely|certainly|hardly|barely|arguably|it is|it isn't|it does|it doesn't|it will|it won't|they are|they aren't|they do|they don't|we do|we don't|it can|it can't)$` +
		`|^(?:it|they|we|that|this) (?:is|are|does|do|did|was|were|will|can|could|should|has|have)(?: not|n't)?$` +
		`|^(?:not|only) (?:for|with|in|on|under|at|yet|today|now|here|by)\b`}
)
