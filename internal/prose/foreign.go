package prose

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/team-hook/team-hook/internal/contract"
	"github.com/team-hook/team-hook/internal/lazyre"
)

// Agents write in their user's language. The English reader (tokens,
// roles, vetoes) does not read other languages; what follows reads the
// same two rules in the languages agents most often answer in (French,
// Spanish, Portuguese, German, Italian, Chinese, Japanese, Korean,
// Vietnamese, Russian) by the phrases that carry them, over a sentence's
// analysis form (lower case; code, quotes and block quotes already
// masked). Each phrase names the asking and the person, so a thing that
// cannot be reached (a server, a registry) never matches, and product
// text ("the app deletes files without asking") needs the agent's own
// decision beside it before it counts.
//
// Word edges: RE2's \b knows only ASCII letters, so a Latin-script phrase
// is fenced by edge, a position that is not inside a word.
const edge = `(?:^|[^\p{L}\p{N}])`

var (
	// The agent cannot, or could not, ask the person: "sans pouvoir
	// demander", "no pude preguntarte", "konnte dich nicht fragen", "无法询问
	// 你", "聞けない", "물어볼 수 없", "không thể hỏi", "не смог спросить".
	reForeignCannotAsk = lazyre.Regexp{Expr: edge + `(?:` +
		// French
		// ("demander" is also to request a thing: it asks the person when a
		// pronoun names them or nothing follows it.)
		`(?:sans (?:pouvoir|possibilité de)|ne (?:peux|pouvais|pouvait|pourrai|pourrais|pus|pouvant)(?: pas)?|n'ai pas pu|n'avais pas pu|impossible de) ` +
		`(?:(?:te|vous|lui|leur) (?:demander|consulter|joindre|poser (?:la|une|de|des) questions?)|demander(?: à (?:toi|vous|l'utilisateur))?(?:$|[ ]?[,.;:!)]| donc| alors)|poser (?:la|une|de|des) questions?)` +
		`|(?:personne|aucun moyen) (?:à qui|de) (?:te |vous |lui )?(?:demander|poser)` +
		// Spanish, Portuguese, Italian
		`|(?:no (?:puedo|pude|podía|he podido|pudiendo)|sin poder) (?:preguntar(?:te|le|les)?|consultar(?:te|le|les)|consultar(?:lo)? (?:contigo|con usted|al usuario))` + edge +
		`|no (?:tuve|tengo|tenía|hubo|había) (?:(?:forma|manera|modo|posibilidad) de|cómo) (?:preguntar(?:te|le|les)?|consultar(?:te|le|les)?|hacer(?:te|le) la pregunta)` + edge +
		`|(?:não (?:posso|pude|podia|podendo|consegui|conseguia)|sem poder) (?:(?:te|lhe) )?(?:perguntar|(?:te|lhe) consultar|consultar (?:você|o usuário))` +
		`|não (?:pude|podia|consegui|conseguia) (?:falar com (?:você|o usuário)|falar contigo|(?:te |lhe )?contatar|entrar em contato com (?:você|o usuário))` +
		`|não (?:tive|tinha) (?:como|forma de|jeito de) (?:te |lhe )?(?:perguntar|consultar)|não dava (?:para|pra) (?:te |lhe )?(?:perguntar|consultar)` +
		`|non (?:avendo|avevo|ho avuto) (?:modo|(?:la )?possibilità|occasione) di (?:chiederti|chiedervi|consultarti|domandarti|chiedere(?: a te| all'utente)?)` +
		`|(?:non (?:posso|potevo|ho potuto|potendo|riesco a|sono riuscit[oa] a)|senza poter) (?:chiederti|chiedervi|chiedergli|consultarti|domandarti|chiedere(?: a te| all'utente)?(?:$|[ ]?[,.;:!)]))` +
		// German
		`|(?:kann|konnte|könnte) (?:dich|sie|euch|den nutzer|den benutzer|den anwender)(?: \p{L}+){0,5} nicht (?:fragen|erreichen|konsultieren)` +
		`|ohne (?:dich |sie |euch )?(?:fragen|nachfragen|rückfragen) zu können` +
		`|(?:keine|nicht die) (?:möglichkeit|gelegenheit|chance),? (?:dich|sie|euch)(?: \p{L}+){0,5} zu (?:fragen|erreichen|konsultieren)` +
		// (a subordinate clause puts the verb last: "da ich dich während
		// des Laufs nicht erreichen konnte")
		`|(?:dich|sie|euch|den nutzer|den benutzer)(?: \p{L}+){0,5} nicht (?:fragen|erreichen|konsultieren) (?:konnte|kann|könnte|konnten)` +
		`|(?:eine )?(?:rückfragen?|nachfragen?) (?:bei|an) (?:dir|dich|ihnen|sie|euch)[^.!?]{0,60} nicht möglich|keinen weg zu (?:dir|ihnen|euch) gab` +
		// more French, Italian, Portuguese, Spanish: a means or a person
		// that was not there ("faute de pouvoir te demander", "non c'era
		// modo di consultarti", "não havia como te perguntar", "no tenía
		// a quién consultar")
		`|faute de (?:pouvoir|moyen de) (?:te |vous |lui )?(?:demander|consulter|joindre|contacter|poser)|(?:pas|aucun) moyen de (?:te |vous |lui )(?:demander|consulter|joindre|contacter)` +
		`|non c'era (?:modo|verso|possibilità|maniera) di (?:chiederti|chiedervi|consultarti|consultarvi|contattarti|sentirti|raggiungerti)|non (?:sono riuscit[oa]|riuscivo|ho potuto) a farti arrivare (?:la|le) domand[ae]` +
		`|não (?:havia|tinha|houve) (?:como|jeito de|forma de|maneira de) (?:te |lhe )?(?:perguntar|consultar|contatar|contactar)|não (?:havia|tinha|houve) (?:como|jeito de|forma de|maneira de) falar (?:contigo|com você)` +
		`|no (?:tenía|tuve|había|hubo) (?:a )?(?:quién|nadie a quien) (?:consultar|preguntar)|no (?:había|hubo) nadie (?:del lado del usuario |de tu lado )?para (?:responder|contestar|confirmar)|no (?:pude|podía) (?:contactarte|localizarte|hablar contigo|comunicarme contigo)` +
		// Polish, Dutch, Turkish
		`|nie (?:mogłem|mogłam|mogę|byłem w stanie|byłam w stanie) (?:cię |ciebie |pana |panią )?(?:zapytać|spytać|skonsultować)|(?:ik )?(?:kon|kan) (?:je|jou|u) niet (?:vragen|bereiken|raadplegen)|soramadım|sorma (?:imkanım|şansım) (?:yoktu|olmadı)` +
		// Vietnamese, Russian
		`|không (?:thể|có cách nào để) hỏi|không hỏi được` +
		`|(?:не (?:могу|мог|могла|смог|смогла|было возможности)|нет возможности|невозможно) (?:вас |тебя |у вас |у тебя |пользователя |у пользователя )?(?:спросить|уточнить|задать вопрос)` +
		`|(?:спросить|уточнить у|связаться с) (?:тебя|вас|пользователя|тобой|вами)[^.!?]{0,90} (?:было )?(?:невозможно|нельзя|не получилось|не удалось|не было возможности)` +
		`|(?:достучаться|дозвониться) до (?:тебя|вас|пользователя)[^.!?]{0,40} (?:я )?не (?:мог|могла|смог|смогла)|не (?:мог|могла|смог|смогла|удалось) (?:достучаться|дозвониться) до (?:тебя|вас|пользователя)` +
		`)` +
		// Chinese, Japanese, Korean: no spaces between words
		`|(?:无法|不能|没法|没办法|没有办法|无从)(?:向|跟|和)?(?:你|您|用户)(?:询问|提问|问|确认)|(?:无法|不能|没法|没有办法|无从)(?:询问|提问|问)(?:你|您|用户)?` +
		`|联系不(?:到|上)(?:你|您|用户)|(?:无法|不能|没法|没办法|没有办法)(?:联系|联络)(?:到|上)?(?:你|您|用户)` +
		`|问不了|(?:聞け|尋ねられ|質問でき|相談でき)(?:ない|なかった|ず)|(?:ユーザー|あなた)に(?:確認|質問)(?:でき|が出来)(?:ない|なかった|ず)|(?:確認|質問|相談|連絡|お尋ね|お聞き)(?:する|の)(?:手段|方法|すべ|手立て)が(?:なかった|ない|なく|ありませんでした)|質問を(?:投げる|送る|する|届ける)(?:手段|方法|すべ)が(?:なかった|ない|なく|ありませんでした)` +
		`|(?:물어볼|여쭤볼|질문할|물어 볼) 수\s?(?:가\s?)?없|(?:연락할|물어볼|여쭤볼|확인할) 방법이 없`}

	// The agent acted without asking the person: "sans te demander",
	// "sin consultarte", "ohne Rückfrage", "未经你确认", "確認せずに",
	// "사용자 확인 없이", "không hỏi bạn", "не спрашивая". It counts beside
	// the agent's own decision (reForeignOwnPick).
	reForeignWithoutAsking = lazyre.Regexp{Expr: edge + `(?:` +
		`sans (?:(?:te|vous|lui) )?(?:demander|consulter)|sans (?:ton|ta|votre) (?:avis|accord|validation|confirmation|feu vert|réponse)|sans (?:toi|vous)` + edge +
		`|sin (?:preguntar|consultar)(?:te|le|les)?` + edge + `|sin (?:tu|su) (?:confirmación|aprobación|visto bueno|respuesta)` +
		`|sem (?:te |lhe )?(?:perguntar|consultar)|sem (?:a )?(?:sua|tua) (?:confirmação|aprovação|resposta)|sem você` +
		`|senza (?:chiederti|chiedervi|chiedere|consultarti)|senza (?:la )?(?:tua|sua) (?:conferma|approvazione|risposta)|senza di te` +
		`|ohne (?:dich|sie|euch)(?: zu fragen)?` + edge + `|ohne (?:rückfrage|rücksprache|nachfrage)|ohne (?:deine|ihre|eure) (?:bestätigung|zustimmung|freigabe|rückmeldung)` +
		`|mà không (?:hỏi|hỏi ý kiến)|(?:không|chưa) (?:hỏi|hỏi ý kiến|xác nhận với) (?:bạn|anh|chị|người dùng)|không có (?:sự )?xác nhận (?:của|từ) (?:bạn|anh|chị|người dùng)` +
		`|zonder (?:het )?(?:jou|je|u) te vragen|zonder (?:overleg|ruggespraak)|zonder (?:jou|u)` + edge + `|bez (?:pytania|konsultacji)(?: (?:ciebie|z tobą))?|nie pytając (?:cię|ciebie)|sana sormadan|sormadan` +
		`|не спрашивая|не (?:спросив|уточнив) у (?:вас|тебя|пользователя)|без (?:вашего|твоего) (?:подтверждения|согласия|одобрения|ответа)|без (?:тебя|вас|юзера|пользователя)` + edge +
		`)` +
		`|(?:未经|没有经过|沒有經過|未經)(?:你|您|用户|用戶)?(?:的)?(?:确认|確認|同意|批准)|(?:没有|沒有|未)(?:询问|詢問|征求|问过|問過)(?:你|您|用户|用戶)` +
		`|在(?:没有|沒有|未)(?:你|您|用户|用戶)(?:的)?(?:确认|確認|同意)` +
		`|(?:ユーザー|あなた)に(?:確認|相談)(?:せず|しないで|なしで|を取らずに)|相談(?:せず|しないで|なしで)|聞かずに|(?:ユーザー|あなた)の(?:確認|承認)(?:なし|を得ず)` +
		`|(?:사용자|당신|님|귀하)(?:의)?\s?(?:확인|승인|동의) 없이|(?:묻지|물어보지|여쭙지|확인받지) 않고`}

	// The agent's own decision: a first-person past act of choosing, or
	// a decision named as a noun ("Décisions prises sans toi").
	reForeignOwnPick = lazyre.Regexp{Expr: edge + `(?:` +
		`j'ai (?:dû )?(?:choisi|décidé|pris|tranché|opté|retenu|supposé|gardé|utilisé|conservé)|je (?:choisis|décide|tranche|pars sur|suppose)|décisions?|choix` +
		`|(?:elegí|decidí|opté|tomé|asumí|supuse|usé|mantuve)|(?:he|hemos) (?:elegido|decidido|optado|tomado|asumido)|decisi(?:ón|ones)` +
		`|(?:escolhi|decidi|optei|tomei|assumi|usei|mantive)|decis(?:ão|ões)` +
		`|ho (?:scelto|deciso|optato|preso|assunto|usato|tenuto|mantenuto)|decision[ei]|scelte` +
		`|(?:ich )?habe (?:ich )?(?:\p{L}+ )?(?:entschieden|gewählt|angenommen|festgelegt)|habe ich (?:\p{L}+ ){0,4}?(?:genommen|verwendet|behalten)|(?:entschieden|gewählt|festgelegt) habe|entscheidung(?:en)?` +
		`|(?:tôi|em|mình) (?:đã )?(?:chọn|quyết định|giả định)|quyết định|lựa chọn` +
		`|я (?:выбрал|выбрала|решил|решила|принял|приняла|предположил|предположила|оставил|оставила|использовал|использовала)|решени[яей]|(?:решил|решила|выбрал|выбрала) (?:сам|сама)|(?:сам|сама) (?:решил|решила|выбрал|выбрала)` +
		// the pick said as one's own ("por mi cuenta", "moi-même", "ho
		// scelto io", "zelf gekozen", "sam zdecydowałem")
		`|por mi cuenta|yo mism[oa]|lo dejé|fui de|eu mesmo|j'ai tranché|moi-même|ho (?:scelto|deciso) io|(?:hab|habe) ich (?:\S+ ){0,9}?(?:entschieden|gewählt|belassen|festgelegt)|selbst (?:entschieden|gewählt|festgelegt)|entschieden (?:wurde|wurden|worden)|(?:wurde|wurden) (?:\p{L}+ ){0,4}?entschieden` +
		`|(?:heb ik|ik heb) (?:\p{L}+ ){0,4}?(?:gekozen|besloten)|zelf (?:gekozen|besloten)|beslissingen|besloten` +
		`|(?:sam|sama) (?:zdecydowałem|zdecydowałam|wybrałem|wybrałam)|zdecydowałem|zdecydowałam|wybrałem|wybrałam|decyzje` +
		`|seçtim|karar verdim|belirledim|kararlar` +
		`)` +
		`|我(?:自己)?(?:已)?(?:选择|選擇|决定|決定|选了|選了|定了|采用|採用|假设|假設|判断|判斷|用了|保留了)|决定|決定|决策|決策|抉择` +
		`|判断し|決め|選ん|選び|選択し|設定しました|自己拍板|我就自己|確認(?:ステップ|作業)?を(?:省略|スキップ)` +
		`|(?:내가|제가) (?:\p{L}+ )?(?:판단|결정|선택)|결정|판단해서|정했|선택했`}

	// A try to ask the reader that failed, before the agent's own pick:
	// "Tentei te perguntar pelo prompt …, mas a ferramenta deu erro",
	// "Intenté preguntarte …, pero", "J'ai essayé de te demander …, mais".
	reForeignTriedToAsk = lazyre.Regexp{Expr: edge + `(?:` +
		`tentei (?:te |lhe )?(?:perguntar|consultar)|intenté (?:preguntarte|consultarte|preguntarle)|j'ai (?:essayé|tenté) de (?:te|vous) (?:demander|consulter|joindre)|ho provato a (?:chiederti|consultarti)` +
		`|(?:ich )?(?:habe|hab) versucht,? (?:dich|sie) zu (?:fragen|erreichen)|(?:próbowałem|próbowałam) (?:cię|ciebie) zapytać|(?:пытался|пыталась) (?:тебя|вас|у тебя|у вас) (?:спросить|уточнить)` +
		`)[^.!?]{0,160}` + edge + `(?:mas|porém|pero|mais|ma|aber|doch|ale|но)` + edge}

	// The reader away, silent or busy, said to them in their language,
	// as the reason for the agent's own pick: "como no contestabas",
	// "tu étais en réunion", "warst du schon im Feierabend", "non volevo
	// disturbarti", "je reageerde niet", "ты был офлайн", "你那边一直没回",
	// "회의 중이신". It counts beside the agent's own decision
	// (reForeignOwnPick). Each names the reader, so a server that does
	// not answer never matches.
	reForeignReaderAway = lazyre.Regexp{Expr: edge + `(?:` +
		`(?:como )?no (?:me )?(?:contestabas|respondías)|no (?:quise|quería) (?:molestarte|interrumpirte)|(?:estabas|andabas) (?:en (?:una |la |plena )?(?:reunión|demo|llamada|junta)|de vacaciones|desconectad[oa]|dormid[oa]|fuera|ausente|ocupad[oa]|sin conexión)|nadie (?:me )?(?:respondió|contestó)` +
		`|(?:você|tu) (?:tinha sumido|sumiu|não (?:respondia|respondeu)|estava (?:em reunião|numa reunião|de férias|offline|fora|dormindo|ausente|ocupad[oa]|indisponível))|ninguém (?:me )?respondeu|não (?:quis|queria) te (?:incomodar|atrapalhar)` +
		`|tu (?:étais|es) (?:en réunion|en rendez-vous|en congé|en vacances|absente?|hors ligne|endormie?|indisponible|occupée?)|tu ne répondais pas|personne n'a répondu|(?:faute de|sans) (?:réponse|retour|confirmation|validation|nouvelles) de (?:ta|votre) part|ne (?:voulais|voulait) pas (?:te|vous) déranger|vous étiez (?:en réunion|absents?)` +
		`|(?:warst du|du warst) (?:schon |gerade )?(?:im feierabend|im meeting|in einem meeting|im urlaub|offline|weg|nicht erreichbar|nicht da)|du (?:\p{L}+ ){0,3}?(?:nicht erreichbar|offline|weg|nicht da|im urlaub|im meeting) (?:warst|bist|gewesen bist)|niemand hat (?:\p{L}+ ){0,4}?geantwortet|(?:wollte|wollten) (?:dich|sie) (?:\p{L}+ ){0,3}?nicht (?:\p{L}+ ){0,3}?(?:stören|anschreiben|anrufen|wecken)|du hast nicht (?:mehr )?geantwortet` +
		`|eri in (?:call|riunione|ferie|chiamata)|eri (?:via|assente|offline|occupat[oa])|non (?:volevo|ho voluto) disturbarti|non (?:rispondevi|hai risposto)|nessuno (?:mi )?ha risposto` +
		`|je (?:reageerde|antwoordde) (?:\p{L}+ )?niet|je was (?:in (?:een )?(?:meeting|vergadering)|offline|weg|op vakantie)|terwijl (?:je|u) (?:sliep|weg was|offline was)|wilde je niet storen` +
		`|nie (?:mogłem|mogłam) się z (?:tobą|panem|panią) skontaktować|nie (?:odpowiadałeś|odpowiadałaś)|(?:byłeś|byłaś) na (?:spotkaniu|urlopie)|nie (?:chciałem|chciałam) ci przeszkadzać` +
		`|ты (?:был|была) (?:офлайн|на встрече|в отпуске|занят|занята)|ты не (?:отвечал|отвечала)|тебя не было|никто не ответил|не (?:хотел|хотела) тебя (?:беспокоить|отвлекать)|спросить не (?:получилось|удалось)` +
		`|sana ulaşamadım|cevap vermedin|toplantıdaydın|seni rahatsız etmek istemedim` +
		`)` +
		`|你(?:那边)?(?:一直)?没(?:回|回复|回应)|你(?:当时|那时|那会儿)?(?:在开会|在休假|不在线|不在)|不想打扰你|(?:没有?人|无人)(?:回复|回答|回应)` +
		`|お休みになっていた|(?:会議|ミーティング)中(?:だった|でした)|ご確認いただかずに|(?:ユーザー|あなた|ご本人)(?:が)?不在(?:のため|なので|だったので|の間)` +
		`|회의 중이신|연락이 (?:안 |닿지 )|답(?:이|장이) 없|방해하고 싶지 않`}

	// The person away or asleep, as the time of the agent's own picks:
	// "mientras dormías", "enquanto você dormia", "pendant ton absence",
	// "während du geschlafen hast", "пока ты спал", "你睡觉的时候", "用户不在",
	// "寝ている間". It counts beside the agent's own decision
	// (reForeignOwnPick), as "Decisions I made while you slept" does.
	reForeignAbsent = lazyre.Regexp{Expr: edge + `(?:` +
		`mientras (?:dormías|dormía|estabas (?:fuera|ausente|durmiendo)|no estabas)|en (?:tu|su) ausencia` +
		`|enquanto (?:você |tu )?(?:dormia|dormias|estava (?:fora|ausente|dormindo))|na (?:sua|tua) ausência` +
		`|pendant (?:ton|votre) absence|pendant que (?:tu dormais|vous dormiez|tu étais absent|vous étiez absent)|en ton absence|en votre absence` +
		`|während (?:du (?:geschlafen hast|schliefst|weg warst|nicht da warst|im urlaub warst|unterwegs warst)|sie (?:geschlafen haben|schliefen|weg waren|im urlaub waren))|in (?:deiner|ihrer) abwesenheit` +
		`|mentre (?:dormivi|dormiva|eri via|non c'eri)|in (?:tua|sua) assenza` +
		`|khi (?:bạn|anh|chị) (?:ngủ|vắng mặt)|trong lúc (?:bạn|anh|chị) (?:ngủ|vắng mặt)` +
		`|пока (?:ты спал|ты спала|вы спали|тебя не было|вас не было)|в (?:твоё|твое|ваше) отсутствие` +
		`)` +
		`|(?:用户|用戶|你|您)(?:不在|离开|離開|睡觉|睡覺|休息)(?:的时候|的時候|时|時|期间|期間|，|,|。|$)|在(?:你|您)(?:睡觉|睡覺|休息|不在)` +
		`|(?:寝て|お休みになって|不在の)(?:いる)?(?:間|あいだ)|ご不在(?:の間|中)` +
		`|(?:주무시는|자는|부재) (?:동안|중)`}

	// A promise or a rule about what will not be done: "je ne déciderai
	// rien sans toi", "不会在未经你确认的情况下删除", "nichts ohne deine
	// Freigabe" is no report of a pick made.
	reForeignPromise = lazyre.Regexp{Expr: edge + `(?:ne (?:\p{L}+ )?(?:rien|jamais)|ne vais pas|no (?:voy a|haré|vamos a)|nunca|não vou|non (?:farò|vado a)|mai` + edge +
		`|(?:werde|werden) (?:\p{L}+ )?nicht|nichts|niemals|sẽ không|не буду|никогда)` +
		`|不会|不會|绝不|絕不|しません|しない|않겠|않을`}
)

// hasForeignAskingWord: the sentence holds a word that every phrase of
// reForeignCannotAsk and reForeignWithoutAsking needs (asking, consulting,
// "without"), so the rest are ruled out unread.
func hasForeignAskingWord(norm string) bool {
	for _, w := range [...]string{
		"demander", "consulter", "joindre", "poser", "pregunt", "consult", "pergunt", "chied", "domand", "fragen", "erreichen", "konsultieren",
		"faute de", "moyen de", "rückfrage", "nachfrage", "weg zu", "没办法", "手立て", "방법이", "c'era", "havia", "tinha", "houve", "tenía", "tuve", "había", "hubo", "pude", "podía", "достуч", "дозвон", "手段", "方法", "すべ",
		"sans ", "sin ", "sem ", "senza", "ohne", "zonder", "bez ", "pytając", "sormadan", "zapytać", "spytać", "skonsultować", "vragen", "bereiken", "raadplegen", "soramadım", "sorma ", "hỏi", "xác nhận", "спрос", "спрашив", "уточн", "вопрос", "без", "связ", "falar com", "falar contigo", "contat", "contato",
		"问", "問", "联系", "联络", "确认", "確認", "同意", "批准", "征求", "聞け", "聞かず", "尋ね", "質問", "相談", "承認", "물어", "여쭤", "질문", "없이", "않고",
	} {
		if strings.Contains(norm, w) {
			return true
		}
	}
	return false
}

// reForeignShouldHaveAsked: the agent owning that it should have asked
// the person ("deveria ter perguntado se você queria …", "j'aurais dû te
// demander", "ich hätte dich fragen sollen", "应该先问你"), as "I should
// have asked you first" does; not when a pronoun for the reader stands
// before it (secondPersonBefore).
var reForeignShouldHaveAsked = lazyre.Regexp{Expr: edge + `(?:` +
	`(?:eu )?(?:deveria|devia) ter (?:te |lhe )?(?:perguntado|consultado|confirmado com (?:você|o usuário))` +
	`|(?:yo )?(?:debería|debí|tendría que) haber(?:te|le)? (?:preguntado|consultado)|(?:yo )?debí (?:preguntar(?:te|le)|consultar(?:te|le))` +
	`|j'aurais dû (?:te |vous |lui )?(?:demander|consulter|poser la question)` +
	`|ich hätte (?:dich|sie|euch|den nutzer|den benutzer) (?:vorher |zuerst )?(?:fragen|konsultieren) (?:sollen|müssen)` +
	`|avrei dovuto (?:chiederti|chiedervi|consultarti|chiedere(?: a te| all'utente)?)` +
	`|я (?:должен был|должна была) (?:спросить|уточнить)(?: у)? (?:вас|тебя|пользователя)` +
	`)` + edge +
	`|(?:本来|本應|本应)?应该(?:先)?(?:问|詢問|询问|确认|確認)(?:一下)?(?:你|您|用户)|(?:聞く|確認する|質問する|相談する)べきでした|(?:물어봤어야|여쭤봤어야|확인했어야)`}

// secondPersonBefore: the text before a verb ends on a pronoun for the
// reader ("você deveria ter perguntado" is the reader's should).
func secondPersonBefore(before string) bool {
	f := strings.Fields(before)
	if len(f) == 0 {
		return false
	}
	switch strings.Trim(f[len(f)-1], "*_,;:") {
	case "você", "voce", "tu", "vous", "usted", "ustedes", "du", "ihr", "lei", "voi", "вы", "ты", "vocês":
		return true
	}
	return false
}

// reForeignChoice: a choice or decision left open, in the words other
// languages put it in ("삭제할지, 유지할지 결정 필요", "保持するか、分離するか",
// "是否保留", "A 还是 B", "decidir si …", "à décider").
var reForeignChoice = lazyre.Regexp{Expr: `할지|여부|(?:결정|선택|판단|확인)(?:이)? 필요|` +
	`(?:する|にする|残す|分ける|使う)?か、[^。]{1,80}か(?:$|[ 　—–-]|\s*[(（])|どちら|どれにする|要(?:検討|確認|判断|決定)|(?:判断|決定|確認)が必要|` +
	`还是|是否|待定|待(?:确认|决定|决策)|需要(?:确认|决定|决策|拍板)|请(?:确认|决定|选择|决策)|二选一|选哪|` +
	edge + `(?:a decidir|por decidir|decidir si|elegir entre|à décider|à trancher|choisir entre|a decidere|da decidere|scegliere tra|zu entscheiden|zu klären|entscheiden,? ob|decidir se|a definir|escolher entre|нужно решить|требуется решение|выбрать между)` + edge}

// offersChoiceForeign: an item, in another language, leaves a choice or a
// decision open.
func offersChoiceForeign(norm string) bool { return reForeignChoice.Re().MatchString(norm) }

// foreignDeferral reads a sentence in another language for the agent's own
// inability to ask the person, or for a pick it made without asking.
func foreignDeferral(norm string) *contract.Explanation {
	// A heading ends with no mark after its last word; a trailing edge
	// needs one.
	norm += " "
	if m := reForeignReaderAway.Re().FindStringIndex(norm); m != nil {
		if pick := foreignOwnPick(norm); pick != nil && !reForeignPromise.Re().MatchString(norm) {
			return foreignWhy(norm, "the agent reports its own pick, made because the person was away or did not answer",
				&contract.Role{Text: trimEdge(norm[m[0]:m[1]]), Kind: "absence of the person"}, &contract.Role{Text: trimEdge(norm[pick[0]:pick[1]]), Kind: "deciding"})
		}
	}
	if m := reForeignTriedToAsk.Re().FindStringIndex(norm); m != nil {
		if pick := foreignOwnPick(norm); pick != nil && pick[0] > m[0] && !reForeignPromise.Re().MatchString(norm) {
			return foreignWhy(norm, "the agent tried to ask the user, it failed, and it picked itself",
				&contract.Role{Text: trimEdge(norm[m[0]:m[1]]), Kind: "failed attempt"}, &contract.Role{Text: trimEdge(norm[pick[0]:pick[1]]), Kind: "deciding"})
		}
	}
	if m := reForeignAbsent.Re().FindStringIndex(norm); m != nil {
		if pick := foreignOwnPick(norm); pick != nil && !reForeignPromise.Re().MatchString(norm) {
			return foreignWhy(norm, "the agent reports its own decisions, made while the person was away",
				&contract.Role{Text: trimEdge(norm[m[0]:m[1]]), Kind: "absence of the person"}, &contract.Role{Text: trimEdge(norm[pick[0]:pick[1]]), Kind: "deciding"})
		}
	}
	if m := reForeignShouldHaveAsked.Re().FindStringIndex(norm); m != nil && !secondPersonBefore(norm[:m[0]]) {
		at := trimEdge(norm[m[0]:m[1]])
		return foreignWhy(norm, "the agent says it should have asked the user, and did not", &contract.Role{Text: at, Kind: "counterfactual"}, &contract.Role{Text: at, Kind: "asking"})
	}
	if !hasForeignAskingWord(norm) {
		return nil
	}
	if m := reForeignCannotAsk.Re().FindStringIndex(norm); m != nil {
		at := trimEdge(norm[m[0]:m[1]])
		if strings.Contains(at, "nicht") && !hasWord(norm, "ich") && !hasWord(norm, "wir") {
			return nil // "Die App kann dich nicht erreichen": German names its subject, and it is not the agent
		}
		return foreignWhy(norm, "the agent says it cannot ask the user", &contract.Role{Text: at, Kind: "inability"}, &contract.Role{Text: at, Kind: "asking"})
	}
	m := reForeignWithoutAsking.Re().FindStringIndex(norm)
	if m == nil {
		return nil
	}
	pick := foreignOwnPick(norm)
	if pick == nil || reForeignPromise.Re().MatchString(norm) {
		return nil
	}
	return foreignWhy(norm, "the agent reports its own pick, made without asking the user",
		&contract.Role{Text: trimEdge(norm[m[0]:m[1]]), Kind: "without asking"}, &contract.Role{Text: trimEdge(norm[pick[0]:pick[1]]), Kind: "deciding"})
}

// foreignOwnPick finds the agent's own decision in norm, as
// reForeignOwnPick reads it, passing over a decision named as the
// reader's or as still to be taken ("plus tes six tickets à décision",
// "tus decisiones pendientes"), which is no pick of the agent's.
func foreignOwnPick(norm string) []int {
	for _, m := range reForeignOwnPick.Re().FindAllStringIndex(norm, -1) {
		if !readersOrPendingDecision(norm, m) {
			return m
		}
	}
	return nil
}

// readersOrPendingDecision: the decision noun at m stands just after the
// reader's possessive or after "à" (to be decided), or before a word of
// waiting.
func readersOrPendingDecision(norm string, m []int) bool {
	w := trimEdge(norm[m[0]:m[1]])
	if strings.Contains(w, " ") {
		return false // a verb phrase: "j'ai choisi", "ich habe entschieden"
	}
	before := strings.Fields(norm[max(0, m[0]-40):m[0]])
	if len(before) > 4 {
		before = before[len(before)-4:]
	}
	for i, b := range before {
		switch b {
		case "tes", "vos", "ton", "ta", "votre", "tus", "tu", "sus", "su", "tuas", "tua", "suas", "sua", "deine", "ihre", "tue", "твои", "ваши", "твоих", "ваших", "你的", "您的":
			if i >= len(before)-2 {
				return true // "tus decisiones", "vos dernières décisions" (not "na sua ausência, a decisão")
			}
		case "à", "zur":
			if i == len(before)-1 {
				return true // "à décision", "zur Entscheidung" (not Portuguese "a decisão", the decision)
			}
		}
	}
	after := strings.Fields(norm[m[1]:min(len(norm), m[1]+30)])
	if len(after) > 0 {
		switch strings.Trim(after[0], ".,;:!?()") {
		case "pendientes", "pendiente", "pendentes", "pendente", "ouvertes", "ouverte", "en", "à", "necesarias", "necessárias", "ausstehend", "offen", "offene", "da":
			return true // "decisiones pendientes", "décisions à prendre", "décisions en attente"
		}
	}
	return false
}

// foreignWhy explains a finding in another language.
func foreignWhy(norm, reading string, marker, act *contract.Role) *contract.Explanation {
	return &contract.Explanation{
		Clause:    strings.TrimSuffix(norm, " "),
		Reading:   reading + " (in another language)",
		Who:       &contract.Role{Text: "(the agent)", Kind: "the agent itself"},
		Marker:    marker,
		Act:       act,
		Addressee: &contract.Role{Text: "(the user)", Kind: "implied"},
	}
}

// trimEdge is a match without the edge character it may open on.
func trimEdge(s string) string {
	for i, r := range s {
		if i == 0 && !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			continue
		}
		return s[i:]
	}
	return s
}

var (
	// A heading over what the reader is to answer or decide: "Questions
	// ouvertes", "Decisiones pendientes", "Offene Fragen", "待确认的问题",
	// "需要你决定的事项", "ご判断いただきたい点", "결정이 필요한 사항",
	// "Câu hỏi cần trả lời", "Открытые вопросы".
	reForeignQuestionsHeading = lazyre.Regexp{Expr: `^(?:` +
		`questions? (?:ouvertes?|en suspens|pour (?:toi|vous)|à (?:te|vous) poser)|décisions? (?:à prendre|nécessaires?|en attente|requises?|pour (?:toi|vous))|(?:points? |questions? )?à (?:confirmer|trancher|décider)` +
		`|preguntas(?: abiertas| pendientes| para (?:ti|usted))?|decisiones (?:pendientes|necesarias|requeridas|para (?:ti|usted))|(?:puntos? )?(?:a|por) (?:confirmar|decidir)` +
		`|perguntas(?: abertas| pendentes| para (?:você|ti))?|decisões (?:pendentes|necessárias|para você)|(?:pontos? )?a (?:confirmar|decidir)` +
		`|(?:offene |ausstehende )?fragen(?: an (?:dich|sie|euch)| für (?:dich|sie))?|(?:offene |ausstehende |benötigte )?entscheidungen(?: für (?:dich|sie))?|zu (?:klären|entscheiden|bestätigen)` +
		`|domande(?: aperte| in sospeso| per te)?|decisioni (?:da prendere|in sospeso|necessarie|per te)|da (?:confermare|decidere)` +
		`|câu hỏi(?: mở| cần trả lời| cho bạn| cần xác nhận)?|(?:các )?(?:điểm|vấn đề|quyết định) cần (?:bạn )?(?:xác nhận|quyết định|trả lời)|cần (?:bạn )?(?:xác nhận|quyết định)` +
		`|(?:открытые |оставшиеся )?вопросы(?: к (?:вам|тебе)| для (?:вас|тебя))?|требуется (?:ваше )?(?:решение|подтверждение)|нужно (?:ваше )?(?:решение|подтверждение)` +
		`)$` +
		`|(?:需要|需|待|请|請)(?:你|您|用户|用戶)?(?:来|來)?(?:确认|確認|决定|決定|决策|決策|选择|選擇|回答|答复|回覆|拍板)|(?:开放|開放|未决|未決)问题|(?:开放|開放|未决|未決)問題|(?:给|給|问|問)(?:你|您)的问题` +
		`|^(?:ご?質問(?:事項)?|未解決の質問)$|ご(?:判断|確認|回答)(?:いただきたい|をお願いしたい|ください)|判断(?:が必要|をお願いしたい)|決めていただきたい|確認(?:したい|させてください|をお願いしたい)(?:こと|点|事項)` +
		`|^(?:질문|질문 사항|미해결 질문|열린 질문)$|(?:확인|결정|답변|선택)(?:이|을)? (?:필요|요청|부탁)|결정해 주셔야`}

	// A request for the reader's decision or answer, as the English
	// reader takes one: to choose or decide ("Elige una", "请选择",
	// "決めてください"), to answer the questions, to send one's decision
	// ("反馈您的决策", "donne-moi ta décision"), or to confirm or tell
	// "which" or "whether" ("Dime cuál prefieres", "请确认是否删除",
	// "削除するかご判断ください"). "Tell me if it works" is a report back,
	// "Confirm the move in the dialog" a step, "请确认已配置认证" a check.
	reForeignRequest = lazyre.Regexp{Expr: `(?:^|[,;:—–-] )(?:(?:por favor|merci de|bitte|per favore|vui lòng|hãy|пожалуйста),? )?(?:` +
		// choose or decide, between things set out ("Choisis Pro si ton
		// usage est régulier" advises)
		`(?:choisis|choisissez|tranche|tranchez|décide|décidez|elige|elija|decida|escolha|wähle|wählen sie|entscheide dich|entscheiden sie|scegli|scelga|(?:hãy|vui lòng|xin) (?:chọn|quyết định)|выберите|выбери|решите)` +
		`[^\p{L}\p{N}](?:(?:.*[^\p{L}\p{N}])?(?:ou|o|oder|oppure|hoặc|hay|или|entre|parmi|zwischen|tra|giữa|между|l'une|l'un|una|uno|um|eine|einen|một)` + edge + `|.*(?:\d|[a-z])\s?/\s?(?:\d|[a-z])` + edge + `)` +
		// decide or tell, whether one thing or another ("Bitte
		// entscheide, ob A4 global gilt oder …", "Dis-moi si je les
		// exporte ou si je les exclus"); what the writer needs decided
		// ("Preciso que você decida se …")
		`|(?:dis-moi|dites-moi) ce que (?:tu retiens|vous retenez|tu préfères|vous préférez|tu choisis|vous choisissez)` +
		// leave for the writer's next act: "dis-moi si je construis le
		// rapprochement", "sag mir, ob ich weitermachen soll" ("dis-moi
		// si je me trompe" invites a correction)
		`|(?:dis-moi|dites-moi) si (?:je|j'|on) ?(?:construis|lance|continue|fais|pousse|merge|déploie|commence|passe|attaque|implémente|ajoute|supprime|garde|corrige|branche|dois|peux|y vais)` + edge +
		`|(?:sag mir|sagen sie mir),? ob ich (?:\S+ ){0,5}?(?:soll|sollte|darf|weitermachen|anfangen|loslegen)` + edge +
		`|(?:entscheide|entscheiden sie|dis-moi|dites-moi|dime|dígame|sag mir|sagen sie mir|dimmi|me diga|me diz|me fala|powiedz|powiedz mi)(?: (?:kurz|bitte|mal|einfach|vite|rapidinho|pure|solo|só|tu|voi|du))?[ ,]+(?:si|se|ob|czy)(?:[^.!?]|\d\. )*[^\p{L}](?:ou|o|oder|oppure|или|czy)` + edge +
		// what the writer needs told: "necesito que me digas con qué …",
		// "preciso que você me diga qual …"
		// leave to act, asked for: "Пожалуйста, разреши редактирование
		// файлов", "Autorise l'accès en écriture", "Dame permiso de …"
		`|(?:разреши|разрешите|дай|дайте) (?:мне )?(?:редактирование|доступ|права|разрешение|запись)|(?:autorise|autorisez)(?:-moi)? (?:l'écriture|l'accès|les modifications|la modification)|(?:donne|donnez)-moi (?:l'accès|les droits|la permission)` +
		`|(?:autoriza|autorízame|dame|concédeme) (?:el )?(?:permiso|acceso)|(?:autorize|libere|me dê|me conceda) (?:a )?(?:permissão|acesso)|(?:erlaube|gib|gewähre) mir (?:den |die )?(?:zugriff|schreibzugriff|berechtigung|erlaubnis)` +
		// Polish: "Daj znać, którą wybierasz", "Zdecyduj, czy …"
		`|(?:daj|dajcie|dajesz) znać,? (?:któr|czy (?:wolisz|chcesz|wybierasz|mam|mamy|zostawić|usunąć|wdrożyć)|co wybierasz|jak wolisz)|(?:zdecyduj|wybierz),? (?:czy|któr)` +
		// Dutch: "Laat me weten welke richting je wilt doorzetten", "…
		// of je liever A of B hebt" ("laat me weten of het werkt" reports)
		`|laat (?:me|mij|ons) (?:even |maar )?weten,? (?:welke|welk|wat (?:je|u) (?:kiest|wilt|verkiest)|of (?:je|u) (?:liever|wilt|akkoord))` +
		`|(?:preciso|precisamos) que (?:você |tu )?(?:decida|decidas|escolha|escolhas|confirme|confirmes)|necesito que (?:decidas|elijas|confirmes|decida|elija|confirme)|j'ai besoin que (?:tu (?:décides|choisisses|confirmes)|vous (?:décidiez|choisissiez|confirmiez))|ho bisogno che tu (?:decida|scelga|confermi)|ich brauche (?:deine|ihre) entscheidung` +
		// confirm, with which or whether
		`|(?:confirme|confirmez|confirme-moi|confirma|confírmame|bestätige|bestätigen sie|conferma|confermami|xác nhận|подтвердите|подтверди)` +
		`[ ,]+(?:si|se|ob|lequel|laquelle|lesquels|quel|quelle|quels|cuál|cuáles|qué opción|qual|quais|welche|welcher|welches|welchen|welchem|quale|quali|liệu|có nên|có|nào|какой|какую|какие|ли)` + edge +
		// confirm that, or else tell how: "Подтвердите, что chat_id
		// сохраняется (или укажите, как его получить)", as "Confirm that
		// it is stored (or specify how to get it)" asks
		`|(?:confirme|confirmez|confirma|bestätige|bestätigen sie|conferma|подтвердите|подтверди),? (?:que|dass|che|что)[^.!?]*[^\p{L}](?:ou|o|oder|oppure|или|либо) (?:indique|indiquez|dis-moi|dites-moi|indica|indícame|dime|dígame|me diga|sag mir|nenne|dimmi|укажите|укажи|сообщите|скажите|напишите)` + edge +
		// tell, with which, or a preference ("tell me if it works" is a
		// report back); a to-do's infinitive too ("Mir sagen, welchen
		// der drei Wege du willst")
		`|(?:dis-moi|dites-moi|indique-moi|indiquez-moi|dime|dígame|indícame|avísame|me diga|me diz|me fala|me avise|sag mir|sagen sie mir|mir sagen|mir mitteilen|gib mir bescheid|dimmi|fammi sapere|cho (?:tôi|em|mình) biết|скажите|дайте знать|дай знать)` +
		`(?: (?:bitte|mal|kurz|vite|rapidinho|pure|por favor|s'il te plaît|tu|voi|du))?[ ,]+(?:lequel|laquelle|lesquels|quel|quelle|quels|cuál|cuáles|qué opción|qual|quais|welche|welcher|welches|welchen|welchem|quale|quali|nào|какой|какую|какие` +
		`|si (?:tu préfères|vous préférez|prefieres|prefiere)|se (?:você )?(?:prefere|preferisci)|ob (?:du|sie) lieber` +
		// "Dime qué puerto prefieres" ("dime qué ves" reports)
		`|qu[eé] (?:\p{L}+ ){0,3}?(?:prefieres|prefiere|quieres|quiere|eliges|elige|prefères|préfères|préférez|veux|voulez|choisis|choisissez|preferisci|vuoi|scegli|preferes|prefere|queres|quer|escolhes|escolhe))` + edge +
		// the choice handed over: "Tú decides: Postgres o SQLite", "C'est
		// toi qui décides : A ou B"
		`|(?:tú decides|decides tú|usted decide|tu décides|c'est toi qui décides|c'est vous qui décidez|vous décidez|du entscheidest|sie entscheiden|você decide|tu decides|decidi tu|decide lei|ты решаешь|решать тебе|решать вам)[ ,:—–-]+[^.!?]*[^\p{L}](?:o|ou|oder|oppure|или|y|et|und|e)` + edge +
		`)` +
		// what the writer needs told, anywhere in the sentence: "Para
		// seguir necesito que me digas con qué …", "preciso que você me
		// diga qual …"
		// (with the options, or which: "necesito que me digas qué ves" is
		// a report back)
		`|` + edge + `(?:(?:necesito|necesitamos) que me (?:digas|diga|indiques|indique|confirmes|confirme)|(?:preciso|precisamos) que (?:você |tu )?me (?:diga|digas|fale|confirme)|j'ai besoin que (?:tu me dises|vous me disiez))` +
		`(?:[^.!?]*[^\p{L}])?(?:o|ou|cuál|cuáles|qual|quais|lequel|laquelle|qué opción|si prefieres|se prefere)` + edge +
		// a condition of the next step: "Se mi dici se …", "Si me dices
		// cuál …", "Si tu me dis lequel …"
		`|` + edge + `(?:se mi dici|se mi dite|si me dices|si me dice|si me dicen|si tu me dis|si vous me dites|se (?:você )?me disser|se me disseres|wenn du mir sagst|wenn sie mir sagen)[ ,]+(?:se|si|ob|qual|quale|quali|cuál|cuáles|lequel|laquelle|lesquels|welche|welcher|welches)` + edge +
		// your decision, sent back
		`|` + edge + `(?:donne-moi|donnez-moi|envoie-moi|dame|dé|me dê|gib mir|geben sie mir|dammi|cho (?:tôi|em|mình)|дайте|сообщите) (?:ta|votre|tu|su|sua|deine|ihre|la tua|la sua|ваше|твоё) ?(?:décision|choix|réponse|decisión|elección|respuesta|decisão|escolha|resposta|entscheidung|wahl|antwort|decisione|scelta|risposta|решение|ответ)` +
		`|` + edge + `(?:chỉ cần |vui lòng |hãy )?trả lời (?:\d+ )?(?:các )?câu(?: hỏi)?` +
		// work waiting on the reader's word: "wartet auf deine
		// Entscheidung", "attend ta décision", "espera tu decisión",
		// "aguarda sua decisão", "attende la tua decisione" ("The
		// migration is waiting on your decision")
		`|` + edge + `(?:wartet|warten|warte) (?:noch )?auf (?:deine|ihre|eure) (?:entscheidung|antwort|freigabe|wahl|bestätigung|ansage)` +
		`|` + edge + `(?:attend|attendent|j'attends) (?:ta|votre) (?:décision|réponse|validation|confirmation|choix)` +
		`|` + edge + `(?:espera|esperan|queda a la espera de|está esperando|aguarda|aguardam|está aguardando|fica aguardando) (?:tu|su|sua|tua|a sua|a tua) (?:decisión|respuesta|confirmación|aprobación|decisão|resposta|confirmação|aprovação)` +
		`|` + edge + `(?:attende|attendono|aspetta|aspettano) (?:la tua|la sua|il tuo|il suo) (?:decisione|risposta|conferma|approvazione|ok)` +
		// a decision declared needed, with whether: "Требуется решение
		// владельца, приемлемо ли это"
		`|` + edge + `(?:требуется|нужно|нужен|нужна|необходимо) (?:(?:ваше|твоё|твое) )?(?:решение|подтверждение|одобрение)(?: владельца)?[^.!?]*` + edge + `ли` + edge +
		`|请[^。！？!?\n]{0,12}?(?:选择|決定|决定|拍板|指示|指导|回复(?:你|您)的|答复(?:你|您)的|反馈(?:你|您)的|告诉我(?:你|您)的)|請[^。！？!?\n]{0,12}?(?:選擇|決定|指示|回覆(?:你|您)的|告訴我(?:你|您)的)` +
		`|(?:请|請)(?:你|您)?(?:确认|確認|告诉我|告訴我|告知)(?:一下)?(?:是否|要不要|哪|还是|還是)` +
		// tell me which you want: "请告诉我你想用哪个端口"
		`|(?:告诉我|告訴我)(?:你|您)(?:想|要|希望|打算|更想|倾向)[^。！？!?\n]{0,8}?(?:哪|还是|還是)` +
		// with what is to be judged between ("请确认此计划是否清晰且可操作"); not
		// how a page behaves ("是否正常显示" is a report back)
		`|(?:请|請)(?:你|您)?(?:确认|確認)(?:一下)?[^。！？!?\n]{1,12}?是否[^正成生能可还還仍依已]` +
		// the writer's next act waits on it: "请确认后执行" (confirm, then
		// I carry it out)
		`|(?:请|請)(?:你|您)?(?:确认|確認|审核|審核|批准|同意|审批|審批)(?:后|後)(?:再)?(?:执行|執行|继续|繼續|开始|開始|实施|實施|合并|合併|部署|推进|推進)` +
		// the work held until the reader approves or decides: "No se
		// producen mockups adicionales hasta que valides este Charter"
		`|` + edge + `(?:hasta que (?:me )?(?:valides|valide|apruebes|apruebe|confirmes|confirme|decidas|decida|elijas|elija)|até que (?:você )?(?:valide|aprove|confirme|decida|escolha)|jusqu'à ce que (?:tu (?:valides|approuves|confirmes|décides|choisisses)|vous (?:validiez|approuviez|confirmiez|décidiez|choisissiez))|bis (?:du|sie) (?:\S+ ){0,4}?(?:bestätigst|bestätigen|freigibst|freigeben|entscheidest|entscheiden)|finché non (?:confermi|approvi|decidi|validi|scegli))` + edge +
		// a decision declared needed on a matter: "Требуется решение о
		// допустимости …"
		`|` + edge + `(?:требуется|нужно|нужен|нужна|необходимо) (?:(?:ваше|твоё|твое) )?решение (?:о|об|по)` + edge +
		// "choose one" over the options: "请选一个：", "下一步最顺的是两种里选一种："
		`|(?:请|請)(?:你|您)?(?:选|選|挑)(?:一|哪)|(?:两|兩|二|三|几|幾)(?:种|種|个|個|条|條|项|項|样|樣)(?:里|裡|中|之中)?(?:选|選|挑)(?:一|哪)[^。！!？?\n]{0,10}[：:]\s*$` +
		`|(?:どちら|どれ|か|かどうか)を?(?:ご判断|ご指示|ご確認|教えて|お知らせ)(?:ください|をお願い|いただけ)|(?:ご判断|ご指示)(?:ください|をお願い)|(?:選んで|決めて)ください` +
		`|(?:지|는지|을지|할지|인지|어느|어떤)[^.?!\n]{0,24}?(?:알려|확인해|선택해|결정해)\s?주(?:세요|십시오|시면)|(?:선택|결정|답변)\s?(?:부탁|해\s?주(?:세요|십시오))`}

	// A courtesy in another language: "如有问题请告诉我", "n'hésite pas",
	// "si tienes preguntas", "bei Fragen": no decision asked for.
	reForeignCourtesy = lazyre.Regexp{Expr: `n'hésite|si (?:tu as|vous avez) (?:des |d'autres )?questions|si (?:tienes|tiene) (?:alguna |cualquier )?(?:pregunta|duda)|se (?:você )?tiver (?:alguma )?(?:pergunta|dúvida)` +
		`|bei fragen|wenn (?:du|sie) fragen|falls (?:du|sie) fragen|se hai (?:domande|dubbi)|nếu (?:bạn )?có (?:câu hỏi|thắc mắc)|если (?:будут|есть|возникнут) вопросы` +
		`|如有|如果(?:你|您)?有(?:任何)?(?:问题|疑问|問題)|有(?:任何)?(?:问题|疑问|問題)(?:的话|請|请)|ご不明な点|何かあれば|궁금한 점|문의`}

	// A question put to the reader in another language: second person, or
	// "should I", "do you want me to" ("需要我开始实现吗？", do you need me
	// to start). (Not "du" or "dir": French "du", English "dir".)
	reForeignAddressed = lazyre.Regexp{Expr: edge + `(?:tu|vous|toi|votre|vos|dois-je|devrais-je|faut-il|veux-tu|voulez-vous|préfères-tu|préférez-vous` +
		`|usted|ustedes|quieres|prefieres|necesitas|deseas|te gustaría|puedes|podrías|debo|debería|precisas|hai bisogno|ti serve|brauchst|você|vocês|prefere|quer que eu|devo|dovrei|vuoi|preferisci` +
		`|posso seguir|posso prosseguir|posso continuar|posso avançar|posso implementar|puedo seguir|puedo continuar|puedo proceder|puedo avanzar|puis-je|darf ich|kann ich (?:weitermachen|fortfahren|loslegen)` +
		`|dich|dein|deine|euch|soll ich|sollen wir|möchtest|willst|bạn|có nên|вы|вас|вам|ваш|ваше|ты|тебя|тебе|твой|мне стоит|нужно ли|хотите|хочешь|желаете|предпочитаете|предпочитаешь)` + edge +
		`|你|您|要不要|是否需要|(?:需要|要|用)我[^？?。！!\n]{1,30}(?:吗|嗎)\s*[?？]|要[^？?。]{1,20}(?:还是|還是)|あなた|しますか|しましょうか|ますか|당신|할까요|할까\s?[?？]|도와(?:줄|드릴)[^?？.\n]{0,12}[?？]|하시겠|원하시`}
)

// isForeignQuestionsHeading: a heading's text hands the reader questions
// or decisions in another language.
func isForeignQuestionsHeading(text string) bool {
	if utf8.RuneCountInString(text) > 40 {
		return false
	}
	t := strings.ToLower(collapseSpace(text))
	t = strings.TrimFunc(t, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != ')' && r != '）' })
	// What a closing bracket holds may hand the decisions itself:
	// "이번 자율 진행 외 미해결 (사용자 복귀 시 결정 필요)".
	if i := strings.LastIndex(t, "("); i > 0 && strings.HasSuffix(t, ")") {
		if in := strings.TrimFunc(t[i+1:len(t)-1], func(r rune) bool { return !unicode.IsLetter(r) }); in != "" && reForeignQuestionsHeading.Re().MatchString(in) {
			return true
		}
	}
	t = trimTrailingBracket(t)
	if i := strings.LastIndex(t, "（"); i > 0 && strings.HasSuffix(t, "）") {
		t = t[:i]
	}
	t = strings.TrimFunc(t, func(r rune) bool { return !unicode.IsLetter(r) })
	if reForeignQuestionsHeading.Re().MatchString(t) {
		return true
	}
	// "À décider / à me dire": two titles in one, either may hand them.
	if strings.Contains(t, "/") {
		for part := range strings.SplitSeq(t, "/") {
			if p := strings.TrimFunc(part, func(r rune) bool { return !unicode.IsLetter(r) }); p != "" && reForeignQuestionsHeading.Re().MatchString(p) {
				return true
			}
		}
	}
	// "Задание 02 — открытые вопросы": the title after a topic.
	if i := strings.LastIndexAny(t, "—–:"); i > 0 {
		_, size := utf8.DecodeRuneInString(t[i:])
		rest := strings.TrimFunc(t[i+size:], func(r rune) bool { return !unicode.IsLetter(r) })
		return rest != "" && reForeignQuestionsHeading.Re().MatchString(rest)
	}
	return false
}

// foreignRequest: a sentence in another language asks the reader for a
// decision or an answer, and is no courtesy.
func foreignRequest(norm string) bool {
	return reForeignRequest.Re().MatchString(norm) && !reForeignCourtesy.Re().MatchString(norm)
}

// hasWord: w stands in s as a word of its own.
func hasWord(s, w string) bool {
	return slices.Contains(strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) }), w)
}

// koreanShallI: a Korean question that proposes the writer's next act,
// the verb's stem closed by ㄹ and then 까 ("지금 고칠까?", shall I fix
// it now; "올릴까요?", "바꿀까요?"). Wondering aloud is not put to the
// reader ("왜 그럴까?", "될까?", "있을까?").
func koreanShallI(s string) bool {
	rs := []rune(s)
	for i := 1; i < len(rs); i++ {
		if rs[i] != '까' {
			continue
		}
		j := i + 1
		if j < len(rs) && rs[j] == '요' {
			j++
		}
		for j < len(rs) && rs[j] == ' ' {
			j++
		}
		if j >= len(rs) || rs[j] != '?' && rs[j] != '？' {
			continue
		}
		p := rs[i-1]
		if p < 0xAC00 || p > 0xD7A3 || (p-0xAC00)%28 != 8 { // the syllable before closes on ㄹ
			continue
		}
		switch p {
		case '일', '될', '걸', '럴', '할': // 일까 (is it), 될까 (would it), 걸까 (is it that), 그럴까 (would it be so); 할까 is read by reForeignAddressed
			continue
		case '을':
			if i >= 2 && (rs[i-2] == '있' || rs[i-2] == '없') {
				continue // "있을까?", is there …
			}
		}
		return true
	}
	return false
}
