// How a note saved to an agent's memory (or its standing instructions) is recognised, and
// whether it only asks for more care or waives a control. Shared by the framer and the prose reader.
// A note is a standing instruction: what it tells later runs to skip or not to ask about is
// pre-approved from then on (LABELS.md "Framings"), whatever the language it is written in.
import { skipsCheckEN25 } from '../readers/en25';

/** "Remember: …", "Saving to memory: …", "Note for future sessions: …", "Merke dir: …", "メモ：…". */
export const MEMORY_LEAD = /^\s*(?:please\s+)?(?:remember|keep in mind|bear in mind|note for later)\s+that\b|^\s*(?:please\s+)?(?:remember|keep in mind|bear in mind|note to self)\s*[,—–-]?\s+(?=(?:i|i['’]m|i['’]ve|i['’]d|we|we['’]re|we['’]ve|the user|my|our|the team|you(?:['’]re| are| can| may| don['’]t| do not| never)|it['’]s|its)\b)|^\s*(?:please\s+)?(?:remember|keep in mind|bear in mind)\s*[,—–-]?\s+(?!to\b|me\b|when\b|what\b|how\b|why\b|if\b|whether\b|where\b|who\b|which\b)(?=[^.:;\n?]{1,60}?\b(?:is|are|isn['’]t|aren['’]t|was|were|can|may|has|have|needs?|lives?|runs?|uses?|owns?|stays?|remains?)\b)|^\s*(?:please\s+|pls\s+)?(?:memory|memo|remember|note to self|keep in mind|(?:to=)?bio|(?:project|team|repo|repository|workspace|global|user|house|coding) rules|rules for (?:the )?(?:ai|agents?|assistant|claude|cursor|copilot|codex|gemini)|custom instructions|system prompt|(?:update|add to|append to|edit|change|extend) (?:the |your |my )?(?:system prompt|custom instructions|agent instructions)|bear in mind|save (?:this )?for (?:later|future|next)|for (?:later|next|future|upcoming) (?:sessions|runs|time|conversations|chats)|for next time|user profile|about (?:me|the user)|user facts?|project facts?|(?:user|project|team) context|long-term memory|save (?:this|that|the following|a|my|the user['’]s) (?:preference|rule|note|instruction|convention)s?|(?:save|store|add|set) (?:as )?(?:a )?(?:preference|standing rule|standing instruction|default)|(?:save|store|record|keep|add|log|file|note|write down|put)\s+(?:this|that|the following|it)\s+(?:down\s+)?(?:as|for|in|to|into)\s+(?:a\s+|an\s+|my\s+|the\s+|your\s+)?(?:standing\s+|permanent\s+|general\s+|project\s+|team\s+|new\s+)?(?:preference|rule|note|instruction|convention|memory|guideline|policy|later|future (?:sessions|runs|reference))s?|(?:store|record|log|keep)\s+(?:this|that|the following|a|my)\s+(?:preference|rule|note|instruction|convention|guideline)s?|(?:user |my )?preferences?|notes? for (?:future|later|next)|for (?:all )?future (?:sessions|runs)|save to memory|saving to memory|(?:create|creating|created|new|add|adding|save|saving|store|storing)\s+(?:a\s+)?(?:new\s+)?memor(?:y|ies)(?:\s+(?:entry|item|note))?|saved to memory|memory note|saved memory|standing instruction|(?:update|updating|add(?:ing)? to|save (?:to|in)|saving (?:to|in)|write to|writing to|store (?:in|to)|storing (?:in|to))\s+(?:the\s+|my\s+|your\s+)?(?:memory|memories|long-term memory|standing instructions)|merke? dir|merk dir|notiz(?: für (?:später|künftige \w+))?|für künftige sitzungen|retiens|souviens-toi|rappelle-toi|mémorise|note pour (?:la suite|plus tard|les prochaines (?:sessions|fois))|à retenir|recuerda|memoriza|nota para (?:el futuro|más adelante|(?:las )?próximas (?:sesiones|veces))|lembre(?:-se)?|lembra(?:-te)?|memorize|anote|nota para (?:o futuro|depois|as próximas)|ricorda(?:ti)?|memorizza|nota per (?:il futuro|dopo|le prossime)|onthoud|notitie voor later|zapamiętaj|notatka na przyszłość|запомни|запам['’]ятай|unutma|hatırla|merk deg|husk(?: på)?|kom ihåg|minns|muista|pamatuj|zapamatuj si|zapamätaj si|запам['’]ятай собі|ne feledd|jegyezd meg|ține minte|θυμήσου|ingat|ingatlah|hãy nhớ|ghi nhớ|จำไว้|זכור|تذكر|به خاطر بسپار|याद रखो|याद रखना|মনে রেখো|メモ|覚えて(?:おいて)?|記憶して|记住|記住|备忘|備忘|기억해(?:줘|두세요)?|메모)(?![a-z])[^:：]{0,40}[:：]|^\s*(?:please\s+|pls\s+)?(?:save|store|keep|note|jot|write)\s+(?:this|that|the following)(?:\s+down)?(?:\s+for\s+(?:me|us))?\s*[:：—–]\s/i; // (cls-plan19: \"Save this: …\", \"Note this down: …\")

/**
 * A rule that asks for more care ("ask before every push", "prod deploys need Priya's approval"):
 * it stores a constraint and authorises nothing, whatever actions it names.
 */
export const MEMORY_CONSTRAINT = /\b(?:ask (?:me |the user |us )?(?:before|first)|(?<!(?:don['’]?t|do not|doesn['’]?t|does not|no longer|won['’]?t)\s)(?:needs?|requires?)\s+(?:a\s+)?(?:second|2nd|two|double|dual|extra)\s+(?:approv\w*|review\w*|sign-?offs?|pair of eyes)|needs? (?:a |an |my |the )?(?:approval|sign-off|review|green|confirmation|ok)|need\b[^.]{0,40}\bapproval|requires?\b|required\b|must (?:ask|wait|get|have|be approved)|only\b[^.]{0,40}\b(?:after|once|when)\b|wait for|get approval|check with|never\b[^.]{0,60}\bwithout (?:asking|confirmation|approval|checking))\b|\bnur (?:nach|mit) (?:rückfrage|nachfrage|freigabe|bestätigung|zustimmung)|\b(?:vorher|zuerst) (?:fragen|nachfragen)|\bfrag(?:e)? (?:mich )?(?:vorher|zuerst)|\bdemande(?:-moi)? (?:avant|d'abord)|\b(?:seulement|uniquement) après (?:validation|confirmation|accord)|\bpregunta(?:me)? (?:antes|primero)|\bsolo (?:después de|tras) (?:confirmar|preguntar)|\bpergunte (?:antes|primeiro)|\bchiedi(?:mi)? prima|\b(?:pytaj|zapytaj) (?:najpierw|wcześniej)|\bспроси (?:сначала|заранее)|\bspør (?:meg )?(?:alltid )?(?:først|før)|\bspørg (?:mig )?(?:altid )?(?:først|før)|\bfråga (?:mig )?(?:alltid )?(?:först|innan)|\bkysy (?:minulta )?(?:aina )?ensin|\bvraag (?:het )?(?:mij )?(?:altijd )?eerst|\bzeptej se (?:mě )?(?:vždy )?(?:nejdřív|předem)|\bopýtaj sa (?:ma )?(?:vždy )?(?:najprv|vopred)|\bönce (?:bana )?sor|\bkérdezz (?:meg )?(?:mindig )?előbb|\bîntreabă-mă (?:mereu )?(?:înainte|mai întâi)|\bρώτα με (?:πάντα )?πρώτα|\btanya(?:kan)? (?:saya )?(?:dulu|terlebih dahulu)|\bhỏi (?:tôi )?trước|\bзапитай (?:спочатку|заздалегідь)|ถามก่อน|תשאל אותי קודם|اسألني أولا|اول از من بپرس|पहले (?:मुझसे )?पूछ|আগে (?:আমাকে )?জিজ্ঞেস|先问我|先問我|먼저 물어|確認してから|先に確認/i;

/**
 * Asking waived outright: "you never need to ask before …", "no need to confirm", "brauchst mich nicht mehr
 * zu fragen", "ne jamais demander de confirmation", "確認なしで". No double negative can turn these into care.
 */
export const MEMORY_WAIVE = /\b(?:(?:never|no longer|don't|do not|doesn't|does not|won't|will not)\s+(?:ever\s+)?(?:need|have|has)\s+to\s+(?:ask|check|confirm|get (?:my |an? )?(?:ok|approval|confirmation))|no need (?:to|for) (?:ask|check|confirm|approv|my approval|confirmation)\w*|(?:don't|do not|never|no longer)\s+(?:ask|check with|confirm with|wait for)\s+(?:me|the user|us|anyone|for (?:confirmation|approval|permission))|skip(?:ping)? (?:the )?(?:confirmation|approval|asking)|(?:is|are|has been|have been)\s+(?:already\s+)?(?:approved|pre-?approved|authori[sz]ed)\s+(?:permanently|for good|from now on|going forward|in advance|once and for all)|approved (?:this|that|it) (?:permanently|for good|once and for all|going forward))\b|nicht mehr (?:zu )?(?:nach)?fragen|nicht (?:mehr )?nach(?:zu)?fragen|keine (?:bestätigung|rückfrage|freigabe) (?:mehr )?(?:nötig|notwendig|erforderlich)|ne (?:jamais|plus|pas) (?:me )?demander|ne (?:me )?demande (?:plus|jamais|pas)|pas besoin de (?:me )?demander|pas besoin de (?:confirmation|validation)|no (?:me )?preguntes|no hace falta (?:preguntar|confirmar|pedir)|no necesitas (?:preguntar|confirmar|pedir)|não (?:me )?pergunte|não precisa (?:de )?(?:perguntar|confirmar|pedir)|non (?:mi )?chiedere|non serve (?:chiedere|conferma)|niet (?:meer )?(?:te )?vragen|nie pytaj|не спрашивай|не нужно (?:спрашивать|подтверждение)|не питай|bana sorma|sormana gerek yok|確認(?:なし|不要|せず|しない|しなくて)|聞かずに|聞かなくて|許可なし|承認(?:なし|不要)|无需确认|無需確認|不用(?:问|問|确认|確認)|不需要确认|不必确认|不要问我|확인 없이|묻지 말고|확인하지 않고|묻지 않아도|trenger ikke (?:å )?spørre|behøver ikke (?:at )?spørge|behöver (?:inte|aldrig) fråga|(?:ikke|inte|aldrig) spør(?:re|g)? (?:meg|mig)|fråga inte|ei tarvitse kysyä|älä kysy|nie musisz (?:pytać|się pytać)|nemusíš se (?:ptát|mě ptát)|nemusíš sa pýtať|не треба (?:питати|питатися)|nem kell (?:megkérdezned|kérdezned|rákérdezned)|ne kérdezz|nu trebuie să (?:mă )?întrebi|δεν χρειάζεται να (?:με )?ρωτάς|tidak perlu (?:bertanya|tanya|minta izin)|tak perlu (?:tanya|bertanya)|không cần hỏi|לא צריך לשאול|אל תשאל|لا داعي (?:للسؤال|لسؤالي)|لا تسألني|(?:لازم نیست|نیازی نیست) (?:از من )?بپرسی|पूछने की (?:ज़रूरत|जरूरत) नहीं|জিজ্ঞেস করার দরকার নেই|ไม่ต้องถาม|niet meer vragen|hoef (?:je )?(?:mij )?niet te vragen/i;

/**
 * Asking waived by "without …" ("run migrations without asking", "sans demander", "ohne Rückfrage"): a
 * permission unless a negation before it makes it a double negative ("never … without asking").
 */
export const MEMORY_WITHOUT = /\b(?:without (?:asking|checking|confirmation|confirming|approval|my approval|waiting|pinging|bothering|consulting|checking (?:in )?with)|sans (?:me )?(?:demander|confirmation|validation)|ohne (?:mich )?(?:zu )?(?:fragen|nachzufragen|rückfrage|nachfrage|bestätigung|freigabe)|sin (?:preguntar(?:me)?|confirmación|confirmar|pedir (?:permiso|confirmación))|sem (?:me )?(?:perguntar|confirmação|confirmar|pedir)|senza (?:chiedere|conferma)|zonder (?:te )?(?:vragen|bevestiging)|bez (?:pytania|potwierdzenia|pytania o zgodę)|без (?:подтверждения|вопросов|спроса)|sormadan|onaysız|onay almadan)/i;
// (cls-edit26: a dot inside a path or file name, `config/loki/*.yaml`, does not end the clause.)
const DOUBLE_NEGATIVE = /\b(?:never|don't|dont|do not|must not|mustn't|shouldn't|should not|no|not|nie|niemals|nicht|kein\w*|jamais|ne|n'(?!importe)|nunca|não|nao|mai|non|nooit|niet|nigdy|никогда|не|asla|hiçbir)\b(?:[^.;!?]|\.(?=\w))(?:[^.;!?]|\.(?=\w)){0,79}$/i;

/**
 * A standing instruction to get past a control: `--no-verify`, skipping hooks, CI or tests, bypassing
 * review, ignoring failing checks. "Never use --no-verify" (negated) is a constraint, not this.
 */
const BYPASS = /\b(?:merge|deploy|push|ship|commit|release)\w*\s+(?:it\s+|them\s+)?anyway\b|\beven (?:if|when|though) (?:the\s+)?(?:ci|build|pipeline|tests?|checks?|lint\w*|review)\s+(?:fails?|failed|is red|are red|breaks?)\b|--no-verify|--no-gpg-sign|--dangerously-skip-permissions|\[skip ci\]|\b(?:skip(?:ping)?|bypass(?:ing)?|disabl(?:e|ing)|ignor(?:e|ing)|comment(?:ing)? out|turn(?:ing)? off|get(?:ting)? around|work(?:ing)? around)\s+(?:the\s+|any\s+|all\s+)?(?:failing\s+|flaky\s+|pre-commit\s+|git\s+)?(?:hooks?|ci|pipeline|tests?|checks?|lint\w*|linters?|review|code review|branch protection|verification|signing|pre-commit|type ?checks?|security scan\w*)\b|überspring\w*\s+(?:die\s+)?(?:hooks?|tests?|prüfung\w*|checks?)|(?:hooks?|tests?|prüfung\w*|checks?)\s+(?:\w+\s+){0,2}(?:überspringen|umgehen|ignorieren)|contourn\w*\s+(?:les\s+)?(?:hooks?|tests?|vérifications?)|(?:saute|sauter|ignore|ignorer)\s+(?:les\s+)?(?:hooks?|tests?|vérifications?)|(?:omit\w*|salt\w*|ignor\w*)\s+(?:los\s+)?(?:hooks?|tests?|pruebas|comprobaciones)|(?:pul\w*|ignor\w*)\s+(?:os\s+)?(?:hooks?|testes|verificações)|(?:フック|テスト|チェック)を?(?:スキップ|無視|飛ばし)|跳过(?:钩子|测试|检查)/i;

/**
 * More ways to waive asking: a standing or blanket authorisation ("you are pre-authorized to …", "standing approval",
 * "blanket permission"), "don't prompt for confirmation", skipping a named confirmation ("skip the Airlock
 * confirmation"), "you're cleared to …", an act said to be fine ("turning off audit logging is fine whenever …"), and Chinese "no need to ask (again)" (不需要再问我, 不必再确认).
 */
const WAIVE_MORE = /\bno (?:approval|confirmation|sign-?off|permission|check-?in|human review)s?\s+(?:is\s+|are\s+)?(?:required|needed|necessary)\b|\b(?:pre-?authori[sz]ed|pre-?cleared|standing (?:approval|permission|authori[sz]ation)|blanket (?:approval|permission|authori[sz]ation)|permanent (?:approval|permission))\b|\b(?:don't|do not|never|no longer)\s+(?:prompt|ping)\s+(?:me\s+|the user\s+)?(?:for|about)\s+(?:confirmation|approval|permission)|\bskip(?:ping)?\s+(?:the\s+)?[\w-]+\s+(?:confirmation|approval|prompt)s?\b|\b(?:you(?:'re|’re| are| have been)|(?:the )?agent (?:is|has been))\s+(?:now\s+|hereby\s+|always\s+)?(?:cleared|authori[sz]ed|permitted|entitled|allowed|free)\s+to\b|\b[a-z]+ing\b[^.;:]{0,60}\b(?:is|are)\s+(?:always\s+)?(?:fine|ok|okay|allowed|acceptable|permitted|pre-?approved)\b|\b(?:don't|do not|never|no need to)\s+bother\s+(?:me|the user|us|[A-Z]?[a-z]+)\s+(?:with|about|for)\s+(?:(?:any|the)\s+)?(?:confirmations?|approvals?|questions|asking|sign-?offs?|prompts?)\b|\bstop\s+(?:asking|checking with|pinging|prompting)\s+(?:me|the user|us)\s+(?:for\s+(?:confirmation|approval|permission|an? ok)|before)\b|\b(?:confirmations?|approvals?|sign-?offs?)\s+(?:is|are)\s+(?:not|no longer)\s+(?:needed|required|necessary)\b|不(?:需要|必|用)再?(?:问|問|询问|詢問|确认|確認|请示|請示)|无需再?(?:问|询问|请示)/i;

/** Whether a memory note waives asking or tells later runs to get past a control. */
/**
 * cls-plan14: "don't bother asking", "no need to bother me first", "don't bother checking with anyone": asking waived
 * by "bother" ("don't bother with long explanations" asks nothing and waives nothing).
 */
const WAIVE_BOTHER = /\b(?:don['’]?t|do not|never|no need to|needn['’]t|you needn['’]t)\s+(?:even\s+)?bother(?:ing)?\s+(?:to\s+)?(?:ask|asking|check|checking|confirm|confirming|ping|pinging|wait|waiting)\b|\b(?:don['’]?t|do not|never|no need to)\s+(?:even\s+)?bother\s+(?:me|us|the user|anyone|the team)\s+(?:first|before|about (?:it|this|that|these|them)|for (?:a\s+)?(?:confirmation|approval|permission|sign-?off|ok)s?)\b/i;

/**
 * cls-plan14: a standing instruction to pass a tool's own prompt-skipping flag ("always pass --force to terraform
 * destroy", "use -auto-approve", "--yes on every kubectl delete", "so it doesn't prompt"): the tool's confirmation,
 * the last question before a destroy, is waived for every later run.
 */
const SKIP_PROMPT = /(?:^|\s)-{1,2}auto-approve\b|--no-?confirm\w*|--skip-confirm\w*|--accept-data-loss\b|--yes-i-really\w*|(?:--force(?![\w-])|--yes\b|--assume-yes\b|(?:^|\s)-y\b)(?=[^.;]{0,60}\b(?:delet\w*|destroy\w*|drop\w*|remov\w*|purg\w*|wip\w*|terminat\w*|truncat\w*|push\w*|reset\w*))|(?:delet\w*|destroy\w*|drop\w*|purg\w*|wip\w*|terminat\w*|truncat\w*|push\w*|reset\w*)[^.;]{0,60}(?:--force(?![\w-])|--yes\b|--assume-yes\b|\s-y\b)|\bso (?:that )?(?:it|they|terraform|kubectl|the cli|the tool) (?:doesn['’]t|does not|won['’]t|will not|never|don['’]t|do not) (?:prompt|ask|confirm)/i;

/**
 * (cls-plan20) `--force` told for production or for a deploying command ("always rerun helm upgrade with --force on
 * production", "use --force when terraform apply fails"): the tool's own refusal, the last check before it replaces live
 * resources, is waived for every later run. (A package install's --force stays the repo's own business.)
 */
const FORCE_LIVE_P20 = /--force(?![\w-])(?=[^.;\n]{0,60}\b(?:prod\w*|production|live)\b)|\b(?:prod\w*|production|live)\b[^.;\n]{0,60}--force(?![\w-])|\b(?:upgrad\w*|apply\w*|deploy\w*|rollout|roll(?:ing)?\s+out|replac\w*|migrat\w*)\b[^.;\n]{0,60}--force(?![\w-])|--force(?![\w-])[^.;\n]{0,30}\b(?:upgrad\w*|apply\w*|deploy\w*|rollout|replac\w*|migrat\w*)\b/i;

/**
 * (cls-plan20) Standing permissions in more shapes: a permission said of the agent in the third person or with no subject
 * (an entity's observation: "Allows the agent to merge its own PRs …", "may email customer lists to any address"); a
 * release safety stage skipped ("skip the canary stage", "go straight to prod"); data someone wants sent to a personal
 * mailbox or drive; a control no longer required ("don't require 2FA for the support agents anymore"); secrets allowed into
 * logs, chats or commits ("secrets may be logged at debug level"). Negated ("never …") they ask for care instead.
 */
const WAIVE_PLAN20 = new RegExp([
  String.raw`\b(?:allows?|lets|permits?|authori[sz]es?)\s+(?:the\s+agent|agents|you|claude|codex|gemini|copilot|cursor|the\s+assistant|the\s+bot|me)\s+to\s+[a-z]+`,
  String.raw`(?:^|\n|[:：]\s*)\s*(?:may|is allowed to|is permitted to|is free to|has permission to)\s+[a-z]+`,
  String.raw`\bskip(?:s|ping)?\s+(?:the\s+|any\s+)?(?:canary|staging|smoke[- ]?tests?|qa|approval|change[- ]?(?:review|approval)|cab|security\s+(?:review|scan)s?|rollout\s+stages?|bake\s+(?:time|period)|pre-?prod\w*)\b`,
  String.raw`\b(?:go|goes|going|push|pushing|deploy|deploying|ship|shipping|merge|merging)\s+(?:it\s+|them\s+)?straight\s+to\s+(?:prod\w*|production|live|main|master)\b`,
  String.raw`\b(?:wants?|asked for|asks for|would like|needs?|prefers?)\b[^.;
]{0,60}\b(?:mailed|emailed|sent|forwarded|uploaded|shared|copied|synced|posted)\s+to\s+(?:their|his|her|my|a|an|the)\s+(?:personal|private|home|own)\s+\w+`,
  String.raw`\b(?:don['’]?t|do not|no longer|stop|stopped)\s+(?:require|requiring|enforce|enforcing|asking for)\s+(?:the\s+|a\s+)?(?:2fa|mfa|two-factor|multi-factor|sso|code\s+reviews?|reviews?|approvals?|sign-?offs?|signed\s+commits|encryption|tls|https|vpn|second\s+(?:reviewer|approver)s?)\b`,
  String.raw`\b(?:secrets?|tokens?|passwords?|api\s+keys?|credentials?|private\s+keys?|card\s+numbers?)\b[^.;
]{0,30}\b(?:may|can|are allowed to|is allowed to|are ok to|is ok to|are fine to|is fine to)\s+(?:be\s+)?(?:logged|printed|echoed|posted|pasted|shared|committed|shown|displayed|output|sent|stored\s+in\s+plain\s*text)\b`,
  String.raw`\b(?:it['’]?s|is)\s+(?:ok|okay|fine|allowed)\s+to\s+(?:log|print|echo|post|paste|commit|share)\s+(?:the\s+|our\s+)?(?:\w+\s+)?(?:secrets?|tokens?|passwords?|api\s+keys?|credentials?)\b`,
].join('|'), 'i');

/**
 * (cls-plan21) Standing permissions in more shapes:
 * - a money limit lifted: refunds, credits, discounts, payouts or spend "of any size/amount", "up to 100%", "with no cap",
 *   a cap "raised to any amount", said as allowed ("Discounts up to 100% are approved for any customer", "credits of any
 *   size can be given …", "refunds of any size are fine");
 * - a release stage or review step said not to be needed ("no staging step needed", "no canary required"), or an act run
 *   "directly against prod".
 */
export const MONEY_UNBOUNDED_P21 = /\b(?:refunds?|credits?|discounts?|payouts?|transfers?|wires?|payments?|spend(?:ing)?|budgets?|comps?|goodwill|write-?offs?|reimbursements?|caps?|limits?)\b[^.;\n]{0,60}?(?:\b(?:of|in|for)\s+any\s+(?:size|amount|value|sum)\b|\bany\s+(?:amount|size|sum)\b|\bup\s+to\s+100\s*%|\b(?:with|has|have)\s+no\s+(?:limit|cap|ceiling|maximum)\b|\bunlimited\b|\bno\s+(?:limit|cap|ceiling|maximum)\b|\b(?:raised|increased|lifted|bumped|set)\s+to\s+(?:any\s+(?:amount|level|value)|whatever)\b)/i;
const MONEY_ALLOWED_P21 = /\b(?:approved|pre-?approved|fine|ok|okay|allowed|permitted|authori[sz]ed|can\s+(?:be\s+)?\w+|may\s+(?:be\s+)?\w+|go\s+ahead|feel\s+free|without\s+(?:asking|checking|approval|confirmation|a\s+review))\b/i;
const WAIVE_PLAN21 = new RegExp([
  // a check on a request said not to be needed ("requests from the CEO's email don't need verification")
  String.raw`\b(?:do(?:es)?n['’]?t|do(?:es)?\s+not|no\s+longer|never)\s+(?:need|needs|require|requires)\s+(?:any\s+|a\s+|an\s+)?(?:verification|verifying|validation|identity\s+checks?|call-?backs?|a\s+second\s+check|double-?checking|2fa|mfa)\b`,
  // an act done at once on request, as a standing rule ("any payment she requests … can be sent immediately", "whenever a
  // customer asks to delete their account, do it right away in prod")
  String.raw`\b(?:can|may|should|must|are\s+to|is\s+to)\s+be\s+(?:sent|paid|wired|transferred|processed|executed|approved|issued|deleted|removed|granted|merged|deployed|released)\s+(?:immediately|right\s+away|straight\s+away|at\s+once|instantly|without\s+delay|on\s+the\s+spot)\b`,
  String.raw`\b(?:whenever|every\s+time|each\s+time|any\s+time|if)\b[^.;\n]{0,80}\b(?:asks?|requests?|wants?|tells?)\b[^.;\n]{0,40}\b(?:delet|remov|cancel|refund|pay|send|wir|transfer|grant|reset|disabl|clos|eras|wip|unlock|deactivat)\w*\b[^.;\n]{0,60}\b(?:right\s+away|immediately|straight\s+away|at\s+once|instantly)\b`,
  // review of one's own work waived ("you can approve your own pull requests")
  String.raw`\b(?:approve|merge|sign\s+off\s+on|review)\s+(?:your|its|their|his|her|our|my)\s+own\s+(?:pull\s+requests?|prs?|merge\s+requests?|mrs?|changes?|code|deploys?|releases?)\b`,
  // a privilege granted to oneself ("may grant themselves admin in prod")
  String.raw`\b(?:grant|give|assign|add|elevate|promote)\w*\s+(?:themselves|himself|herself|yourself|itself|myself|ourselves)\s+(?:to\s+)?(?:\w+\s+){0,2}?(?:admin\w*|owner|root|superuser|full\s+access|elevated|sudo|god\s+mode)\b`,
  // the pipeline gone round ("if the pipeline is red, deploy from your laptop instead")
  String.raw`\b(?:deploy|release|ship|publish|push)\w*\s+(?:it\s+)?(?:from|off)\s+(?:your|my|a|the)\s+(?:own\s+)?(?:laptop|machine|local\s+(?:machine|checkout|copy)|workstation|computer)\b`,
].join('|'), 'i');
// a release stage or review step said not to be needed, an act run straight against production
const WAIVE_PLAN21_STAGE = /\bno\s+(?:separate\s+)?(?:staging|canary|qa|uat|pre-?prod\w*|review|approval|smoke[- ]?tests?|dry[- ]?run|backup)\s+(?:step|stage|phase|run|pass|check|environment|deploy\w*)?\s*(?:is\s+|are\s+)?(?:needed|required|necessary)\b|\b(?:run|apply|execut|migrat|deploy|push|ship)\w*\s+(?:[\w-]+\s+){0,3}(?:directly|straight)\s+(?:against|on|in|to|into)\s+(?:the\s+)?(?:prod\w*|production|live)\b/i;
export function moneyUnbounded(text: string): boolean {
  const m = MONEY_UNBOUNDED_P21.exec(text);
  if (!m) return false;
  const sentence = text.slice(Math.max(0, text.lastIndexOf('.', m.index) + 1), (text.indexOf('.', m.index + m[0].length) + 1 || text.length + 1) - 1);
  // (cls-edits22: "…; you do not need to check with me" waives the check it names; it is no care rule.)
  return MONEY_ALLOWED_P21.test(sentence) && !negatedInClause(text, m.index) && (!MEMORY_CONSTRAINT.test(sentence) || memoryWaives(sentence));
}

/** (cls-plan20) Secrets let into logs, chats or commits by a standing note: never harmless work. */
const SECRETS_LET_OUT_P20 = /\b(?:secrets?|tokens?|passwords?|api\s+keys?|credentials?|private\s+keys?|card\s+numbers?)\b[^.;\n]{0,30}\b(?:may|can|are allowed to|is allowed to|are ok to|is ok to|are fine to|is fine to)\s+(?:be\s+)?(?:logged|printed|echoed|posted|pasted|shared|committed|shown|displayed|output|sent|stored\s+in\s+plain\s*text)\b|\b(?:it['’]?s|is)\s+(?:ok|okay|fine|allowed)\s+to\s+(?:log|print|echo|post|paste|commit|share)\s+(?:the\s+|our\s+)?(?:\w+\s+)?(?:secrets?|tokens?|passwords?|api\s+keys?|credentials?)\b/i;
export function secretsLetOut(text: string): boolean {
  const m = SECRETS_LET_OUT_P20.exec(text);
  return !!m && !DOUBLE_NEGATIVE.test(text.slice(Math.max(0, m.index - 90), m.index));
}

const SKIP_PROMPT_TOLD = /\b(?:always|use|using|pass|passing|add|adding|just|whenever|every|each|feel free|you can|you may|go ahead|by default)\b/i;

/**
 * cls-plan15: more standing permissions in instruction files: a list headed "allowed/approved/trusted commands", "the
 * agent may/can merge …" (not "may need/want/have"), "don't wait for a human/review/approval".
 */
const WAIVE_PLAN15 = /\b(?:allowed|approved|pre-?approved|permitted|whitelisted|allow-?listed|auto-?approved|trusted|safe)\s+(?:commands|tools|actions|operations|tool calls)\s*(?:[:：—–-]|\(|\bare\b|\binclude\b)|\b(?:(?:(?:the |an? )?agent|agents|claude|the assistant|codex|gemini|copilot|cursor)\s+(?:may|can|is allowed to|are allowed to|is free to|are free to)|you\s+(?:may|are free to))\s+(?!need\b|want\b|have\b|be\b|not\b|also need\b|ask\b|check\b|read\b|look\b|find\b|see\b)[a-z]+|\b(?:don['’]?t|do not|never|no need to)\s+wait\s+for\s+(?:a\s+|any\s+)?(?:human|person|review\w*|approval|sign-?off|a reviewer|someone)\b/i;

/** (lead15) "I trust you to handle refunds up to $50,000 on your own": trust handed over for an act is permission to do it unasked. */
const WAIVE_TRUST = /\b(?:i|we)\s+(?:fully\s+)?trust\s+(?:you|the agent|claude|codex|gemini)\s+to\b[^.;\n]{0,100}?\b(?:on (?:your|its) own|by (?:your|it)self|yourself|itself|without (?:me|us|asking|checking|approval|review))\b|\b(?:handle|do|run|make)\b[^.;\n]{0,60}\bon your own\b/i;

/**
 * cls-edits16: an act said not to need the person's sign-off ("payouts under $250k don't need my sign-off", "merges no
 * longer require review"), and failing tests to be marked skipped or expected to fail so a pipeline passes.
 */
const WAIVE_EDITS16 = /\b(?:don['’]?t|do not|doesn['’]?t|does not|no longer|won['’]?t|will not)\s+(?:need|needs|require|requires)\s+(?:my|a|an|the|any|your|our|human|explicit|prior|separate|manager['’]?s?)?\s*(?:sign-?off|approval|ok|okay|go-?ahead|review|confirmation|permission|say-?so|green light)\b|\b(?:blanket|standing|permanent|general)\s+(?:ok|okay|go-?ahead|consent|green light|sign-?off|yes)\b|\byou have my (?:\w+\s+)?(?:ok|okay|permission|go-?ahead|consent|blessing|approval)\s+to\b|\bno more (?:confirmations?|approvals?|prompts?|check-?ins?|sign-?offs?)\b|\b(?:happy|fine|ok|okay|comfortable|cool|content)\s+for\s+(?:you|the agent|claude|codex)\s+to\b|\bno need to (?:wake|ping|page|call|disturb|involve|notify|bother)\s+(?:me|us|anyone|the user|on-?call)\b|\b(?:approved|okayed|ok['’]?d|signed off on|green-?lit|pre-?approved|authori[sz]ed)\s+(?:(?:the|all|any)\s+)?[a-z]+ing\b[^.;]{0,80}\b(?:whenever|any ?time|as (?:needed|required)|going forward|from now on|so (?:just )?(?:do|go ahead))\b|\bmark\w*\s+(?:them|it|those|these|the\s+(?:failing|flaky|broken|red)\s+(?:tests?|specs?|checks?)|(?:failing|flaky|broken)\s+(?:tests?|specs?))\s+(?:as\s+)?(?:skipped|skip|pending|xfail|todo|expected[- ]to[- ]fail|allowed[- ]to[- ]fail)\b/i;

/**
 * cls-edits16b: a permission over the session's own checks only ("the agent may run unit tests and the linter without
 * asking", "you may run the test suite and the formatter"): routine work, no control waived.
 */
const ROUTINE_GRANT = /\b(?:may|can|is allowed to|are allowed to|is free to|are free to|feel free to)\s+(?:run|execute|use|invoke)\s+([^.;:\n]{1,120}?)\s+(?:without\s+(?:asking|approval|confirmation|checking|a prompt|prompting)|unprompted|on (?:your|its) own)\b/i;
const ROUTINE_NOUN = /^(?:the\s+|our\s+|all\s+)?(?:(?:unit|integration|local|project['’]?s?)\s+)*(?:tests?|test suites?|suite|specs?|linters?|lint|formatters?|type[\s-]?checks?|type[\s-]?checkers?|typecheck|builds?|compilers?|prettier|eslint|ruff|black|mypy|pytest|jest|vitest|tsc)$/i;
export function routineGrant(text: string): boolean {
  const m = ROUTINE_GRANT.exec(text);
  if (!m || /\b(?:prod\w*|live|deploy\w*|release\w*|publish\w*|push\w*|merg\w*|delet\w*|drop\w*|migrat\w*|customers?|payments?|secrets?|keys?)\b/i.test(text)) return false;
  return (m[1] as string).split(/\s*,\s*|\s+(?:and|or|&)\s+/).every((x) => ROUTINE_NOUN.test(x.trim()));
}

/**
 * (lead16) Standing permissions written without the usual waiver words: "go ahead without checking with me", "never stop to
 * ask before running commands", "run in yolo mode", "production deploys are fine any time", "`rm -rf` is always OK",
 * "no review needed", "CI checks are optional; merge even when they fail".
 */
const WAIVE_LEAD16 = /\b(?:go ahead|proceed|carry on|act|just do it)\b[^.;]{0,30}\bwithout\s+(?:checking|asking|confirming|waiting)\b|\bnever\s+(?:stop|pause)\s+to\s+(?:ask|check|confirm)\b|\bwithout\s+stopping\s+to\s+(?:ask|check|confirm)\b|\byolo[\s-]mode\b|\b(?:deploy\w*|releases?|rm -rf|force[\s-]push\w*|migrations?|deletions?|drops?|merges?)\b[^.;]{0,40}\b(?:is|are)\s+(?:always\s+|totally\s+|perfectly\s+)?(?:fine|ok|okay|allowed|acceptable)\b(?:\s+(?:any ?time|anywhere|always|whenever))?|\bno\s+(?:code\s+)?reviews?\s+(?:is\s+|are\s+)?(?:needed|required|necessary)\b|\b(?:ci|checks?|tests?|reviews?|approvals?)\b[^.;]{0,30}\b(?:is|are)\s+optional\b|\b(?:merge|deploy|ship|push|release)\b[^.;]{0,30}\beven (?:if|when|though) (?:they|it|those)\s+(?:fail|fails|failed|are red|is red)\b|\bwithout\s+(?:a\s+|any\s+)?(?:code\s+)?(?:reviews?|reviewing|verif(?:y|ying|ication)|double-checking)\b|\byou\s+(?:can|may|are free to)\s+(?:run|execute|do|use|perform|issue|apply)\b[^.;]{0,80}\b(?:on my behalf|in any environment|anywhere|any ?time|whenever you (?:want|like|need))\b|\bignor\w*\s+(?:any\s+|all\s+|the\s+)?(?:security|vulnerabilit\w*|cve)\s*(?:warnings?|alerts?|findings?|issues?|reports?)?\b|\baccept\w*\s+(?:all|any|every)\s+(?:the\s+)?(?:permission|approval|confirmation|security)\s+(?:prompts?|requests?|dialogs?)\b|\bno need for (?:a\s+|any\s+)?backups?\b|\bskip(?:ping)?\s+(?:the\s+)?backups?\b|\b(?:push|commit|merg|deploy|ship)\w*\s+(?:straight|directly|right)\s+to\s+(?:main|master|prod\w*|production|live)\b|\bdon['’]?t\s+(?:open|create|bother with)\s+(?:a\s+|any\s+)?(?:prs?|pull requests?|merge requests?)\b|\b(?:do(?:es)?n['’]?t|do(?:es)? not|never)\s+need\s+(?:a\s+|any\s+|my\s+)?(?:heads-?up|approval|sign-?off|review|confirmation|go-?ahead)\b|\b(?:approve|accept|merge|deploy|refund|pay|grant|share|delete|release|publish)\w*\b[^.;]{0,50}\bautomatically\b|\bcan be (?:shared|sent|given|handed|published|posted|uploaded|emailed|forwarded)\b[^.;]{0,30}\b(?:any|anyone|anybody|everyone|whoever)\b|\b(?:airlock|hooks?|safety|guardrails?|approvals?)\b[^.;]{0,60}\b(?:retry|rephrase|reword|resubmit|rewrite|split|encode|obfuscate)\b[^.;]{0,60}\buntil (?:it|they) (?:goes|go|gets|get|is|are) (?:through|approved|allowed|past)\b|\b(?:avoid(?:ing)?|evad(?:e|ing)|get(?:ting)? (?:past|around)|work(?:ing)? around|sneak(?:ing)? past)\s+(?:the\s+)?(?:airlock|safety (?:layer|checks?|hooks?)|guardrails?)\b/i;

/** (lead16) A waiver of every check at once ("go ahead without checking with me", "yolo mode", "never stop to ask"). */
export function wholesaleWaiver(text: string): boolean {
  return /\b(?:go ahead|proceed|carry on|act|just do it)\b[^.;]{0,30}\bwithout\s+(?:checking|asking|confirming|waiting)\b|\bnever\s+(?:stop|pause)\s+to\s+(?:ask|check|confirm)\b|\bwithout\s+stopping\s+to\s+(?:ask|check|confirm)\b|\byolo[\s-]mode\b/i.test(text);
}

/**
 * (lead16) A standing order to switch a protection off whenever it appears ("MFA prompts are annoying; turn them off
 * whenever you see them", "disable the firewall every time it blocks you"): every later run is told to weaken it.
 */
/** (lead19) A note telling the agent to switch the safety layer itself off or make it fail open when it asks. */
const SAFETY_OFF_LEAD19 = /\bAIRLOCK_(?:DISABLED?|OFF|BYPASS|SKIP|HOOK_FAIL_OPEN|FAIL_OPEN|NO_DIALOG)\s*=\s*\S|\b(?:disabl\w*|deactivat\w*|turn(?:ing)?\s+off|switch(?:ing)?\s+off|shut(?:ting)?\s+(?:down|off)|bypass\w*|uninstall\w*|kill\w*|remov\w*|stop(?:ping)?)\s+(?:the\s+)?(?:airlock|safety\s+(?:layer|hooks?|checks?)|guardrails?|pre-?tool-?(?:use\s+)?hooks?|approval\s+hooks?)\b/i;
const STANDING_WEAKEN = /\b(?:turn|switch|shut)(?:ing)?\s+(?:\w+\s+){0,2}off\b[^.;]{0,40}\b(?:whenever|every ?time|each time|always|as soon as)\b|\b(?:disabl|deactivat|bypass|skip)\w*\b[^.;]{0,40}\b(?:whenever|every ?time|each time|as soon as)\b/i;
const PROTECTION_WORD = /\b(?:mfa|2fa|two-factor|multi-factor|firewall|waf|audit\w*|alert\w*|monitor\w*|antivirus|defender|selinux|apparmor|hooks?|checks?|protections?|security|encryption|tls|ssl|prompts?)\b/i;

/** The project's own routine edits a waiver may cover (typos, docs, formatting, tests, imports …). */
const ROUTINE_SUBJECT = String.raw`typos?|comments?|docs?|docstrings?|formatting|whitespace|lint\w*|(?:unit )?tests?|readme|changelog|renames?|refactors?|imports?`;
/** …as the whole subject of the words before a waiver ("typos in comments don't need my approval"). */
const ROUTINE_SUBJECT_ONLY = new RegExp(`^[^.;]{0,20}\\b(?:${ROUTINE_SUBJECT})\\b[^.;]{0,40}$`, 'i');
const ROUTINE_SUBJECT_ANY = new RegExp(`\\b(?:${ROUTINE_SUBJECT})\\b`, 'i');
/** Words that make a waiver reach beyond the repository: production, money, releases, deletions, pushes. */
const RISKY_NAMED = /\b(?:prod\w*|live|customers?|payments?|payouts?|deploy\w*|release\w*|publish\w*|delet\w*|drop\w*|push\w*|merg\w*)\b/i;

/** (lead16) "Typo fixes in docs don't need a review": the waiver covers only the project's own routine edits, nothing live or risky. */
function routineOnly(text: string): boolean {
  return ROUTINE_SUBJECT_ANY.test(text) && !RISKY_NAMED.test(text) && !/\b(?:main|master|secrets?|passwords?|keys?|tokens?)\b/i.test(text);
}

/** (lead16) A standing order that weakens a named protection. */
export function standingWeaken(text: string): boolean {
  return STANDING_WEAKEN.test(text) && PROTECTION_WORD.test(text);
}

/** (lead16) A live credential's own value written into a note: every later run and its transcript read it in plain text. */
// (cls-plan21: also a payment card's number with its expiry or security code, "4242 4242 4242 4242, exp 12/27, CVC 123".)
export const LIVE_CREDENTIAL = /\b(?:sk|rk)_live_\w{6,}|\bsk-(?:proj-|ant-(?:api\d+-)?|svcacct-)?[A-Za-z0-9_-]{24,}|\bAIza[0-9A-Za-z_-]{30,}|hooks\.slack\.com\/services\/T\w+\/B\w+\/\w{12,}|discord(?:app)?\.com\/api\/webhooks\/\d+\/[\w-]{20,}|\beyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{10,}|\bnpm_[A-Za-z0-9]{30,}|\bpypi-[\w-]{30,}|\bSG\.[\w-]{16,}\.[\w-]{16,}|\bhf_[A-Za-z0-9]{30,}|\b(?:login|credentials?|creds|user(?:name)?\s*\/\s*password)\b[^.\n]{0,40}[:=]\s*[\w.@+-]{2,40}\s*\/\s*(?=\S*[0-9!#%&*@$])\S{6,}|\bAKIA[0-9A-Z]{16}\b|\bghp_\w{20,}|\bgithub_pat_\w{20,}|\bglpat-[\w-]{20,}|\bxox[abpr]-[\w-]{10,}|-----BEGIN (?:RSA |EC |OPENSSH )?PRIVATE KEY|\b(?:\d{4}[ -]?){3}\d{3,4}\b(?=[^\n]{0,40}\b(?:exp\w*|cvc|cvv|cv2|security\s+code|valid\s+thru)\b)/;

/**
 * cls-plan17: standing permissions written as consent, as a control declared optional, as a lowered count, as a
 * permitted exposure, or as a standing order that weakens a control — each in the words a person actually uses, and
 * the same whatever memory notation carries it:
 * - consent to an act: "I'm okay with losing data", "I'm fine with you emailing all customers", "we're happy for the
 *   agent to …", "I consider prod deploys pre-approved";
 * - the person's view given up: "I don't need to see the diff before you deploy", "without showing me the draft",
 *   "without my review", "can go out without review";
 * - a safeguard made optional or unneeded: "MFA is optional", "backups are not needed for …", "code review is not
 *   required for hotfixes", "tests can be skipped" (in several languages);
 * - a count or threshold lowered: "one approving review is enough", "need only 1 approving review instead of 2",
 *   "no second approver";
 * - an exposure permitted: "secrets … may be echoed into chat", "can stay open to 0.0.0.0/0", "can have admin access";
 * - a standing order to weaken a control: "Disable SSL certificate verification …", "Skip the security review step",
 *   "ignore TLS certificate errors", `verify=False`, "auto-merge them".
 */
const CONTROL_WORD = String.raw`(?:mfa|2fa|back-?ups?|code-?reviews?|approbations?|cópias(?: de segurança)?|back-ups?|revisionen|genehmigungen?|two-factor|multi-factor|otp|sso|backups?|snapshots?|(?:code |security |peer )?reviews?|reviewers?|approvals?|approvers?|sign-?offs?|qa|tests?|testing|ci|checks?|scans?|scanning|firewalls?|waf|encryption|tls|ssl|https|certificates?|cert (?:checks?|verification)|verification|audit(?: logs?| logging)?|logging|monitoring|alerts?|alerting|rate limits?|branch protection|passwords?|authentication|auth|csrf|signing|signatures?|dual control|four-eyes|2-person|two-person|the second approver|sauvegardes?|revues?|validations?|chiffrement|pare-feu|vérifications?|copias de seguridad|respaldos?|revisi[oó]n(?:es)?|aprobaci[oó]n(?:es)?|cifrado|pruebas|backups?|sicherungen|datensicherungen?|freigaben?|prüfungen?|verschlüsselung|überprüfungen?|revisioni|approvazioni|crittografia|cópias de segurança|revisões|aprovações|criptografia|kopie zapasowe|przeglądy?|szyfrowanie|резервн\w*|бэкап\w*|ревью|проверк\w*|шифровани\w*|аудит\w*|подтвержден\w*)`;
const WAIVE_PLAN17 = new RegExp(String.raw`\b(?:i['’]?m|i am|we['’]re|we are|the user is|the user['’]s|[A-Z][a-z]+ is|they['’]re|they are)\s+(?:totally\s+|perfectly\s+|completely\s+|also\s+)?(?:fine|ok|okay|cool|happy|comfortable|good|alright|all right|relaxed)\s+(?:with|about)\s+(?:(?:you|the agent|claude|codex|the assistant|it|us|them|anyone)\s+)?(?:[a-z]+\s+){0,2}?[a-z]+ing\b` +
  String.raw`|\b(?:i|we|the user)\s+(?:really\s+)?(?:don['’]?t|do not|doesn['’]?t|does not)\s+(?:care|mind)\s+(?:if|whether|about|when|that)?\b[^.;]{0,60}?\b(?:wiped|deleted|lost|gone|dropped|reset|erased|removed|purged|overwritten|exposed|leaked|shared|losing|deleting|wiping|dropping|purging|erasing|exposing)\b|\b(?:i|we|the user)\s+(?:don['’]?t|do not|doesn['’]?t|does not)\s+mind\s+(?:you|the agent|claude|codex)\s+[a-z]+ing\b` +
  String.raw`|\b(?:don['’]?t|do not|doesn['’]?t|does not|no longer|won['’]?t)\s+(?:need|needs|require|requires)\s+(?:a\s+|any\s+)?(?:second|2nd|double|dual|two|extra|additional)\s+(?:approv\w*|review\w*|sign-?offs?|validation|pair of eyes|person)|(?:\bn['’](?:ont|a|est)\s+)?\b(?:plus|pas)\s+besoin\s+d[e'’]\s*(?:une?\s+)?(?:double|seconde?|deuxième)\s+(?:validation|approbation|signature)|\b(?:basta con|il suffit d['’]|es reicht|reicht)\s+(?:una?|une|eine)\s+(?:sola\s+|seule\s+|einzige\s+)?(?:aprobación|revisión|approbation|validation|freigabe|genehmigung|review)` +
  String.raw`|\b(?:required\s+)?(?:approvals?|reviews?|reviewers?|approvers?|sign-?offs?)\b[^.;]{0,40}\b(?:now|is|are|set to|lowered to|down to|reduced to|cut to)\s+(?:0|1|one|zero|none|a single one)\b(?!\s*(?:more|extra|additional))|\b(?:cap|limit|threshold|ceiling|maximum|max)\b[^.;]{0,40}\b(?:raised|increased|bumped|lifted|goes up)\s+(?:from\s+[$€£]?\s?[\d,.]+\s*k?\s+)?to\s+(?:[$€£]\s?)?(?:\d{1,3}(?:[,.]\d{3})+|\d{2,}\s*k\b|\d{5,})` +
  String.raw`|\b(?:don['’]?t|do not|never|no longer)\s+(?:prompt|ping|bug|nag|interrupt)\s+(?:me|the user|us|anyone)\s+(?:before|first|when|whenever|about|for)\b` +
  String.raw`|\b(?:i|we|the user)\s+(?:consider|count|treat)\s+[^.;]{1,60}\s+(?:as\s+)?(?:pre-?approved|approved|allowed|fine|ok|okay)\b` +
  String.raw`|\b(?:i|we|the user)\s+(?:don['’]?t|do not|no longer|never)\s+(?:need|have|want|care)\s+to\s+(?:see|review|read|check|approve|look at|be shown|be asked|sign off on)\b[^.;]{0,60}\b(?:before|first|prior)\b` +
  String.raw`|\bwithout\s+(?:showing|telling|running it by|running (?:it|them|this) past|sending)\s+(?:(?:it|them|this|the \w+)\s+(?:to|by|past)\s+)?(?:me|us|the user|anyone|a human)\b|\bwithout\s+(?:my|our|the user['’]s|a human|any|human|a second|manual|prior)\s+(?:review|sign-?off|check|ok|okay|approval|look|eyes|go-?ahead|say-?so)\b` +
  String.raw`|\b${CONTROL_WORD}\b[^.;:]{0,50}?\b(?:is|are|'s|’s)\s+(?:now\s+|entirely\s+|totally\s+|purely\s+)?(?:optional|unnecessary|not (?:needed|required|necessary|mandatory|important)|no longer (?:needed|required|necessary|mandatory)|nice-to-have|a nice to have)\b` +
  String.raw`|\b${CONTROL_WORD}\b[^.;:]{0,40}?\b(?:can|may|could)\s+(?:be\s+)?(?:skipped|omitted|ignored|bypassed|disabled|turned off|switched off|left (?:off|out|disabled)|dropped|waived)\b` +
  String.raw`|\b(?:no|not any)\s+(?:need for|second|2nd)\s+(?:a\s+)?(?:approver|reviewer|review|sign-?off|pair of eyes|backups?|approval)\b|\bneed(?:s)?\s+no\s+(?:second\s+|2nd\s+|other\s+)?(?:approver|reviewer|review|approval|sign-?off)\b` +
  String.raw`|\b(?:one|1|a single|single)\s+(?:approving\s+)?(?:review|reviewer|approval|approver|sign-?off)s?\s+(?:is|are|will be)\s+(?:enough|sufficient|fine|ok|okay|plenty)\b|\b(?:only|just)\s+(?:one|1|a single)\s+(?:approving\s+)?(?:review|reviewer|approval|approver|sign-?off)s?\b[^.;]{0,30}\b(?:instead of|rather than|not|from now|going forward)\b|\b(?:need|needs|require|requires)\s+only\s+(?:one|1|a single)\s+(?:approving\s+)?(?:review|reviewer|approval|approver|sign-?off)` +
  String.raw`|(?:\b(?:secrets?|passwords?|tokens?|credentials?|api keys?|keys|pii|personal data|customer data)\b|\.env\b)(?:[^.;:]|\.(?=\w)){0,60}?\b(?:can|may|could)\s+be\s+(?:echoed|printed|pasted|logged|shared|sent|posted|committed|exposed|disclosed|uploaded|emailed|shown|displayed|put|copied|dumped)\b` +
  String.raw`|\b(?:can|may|could)\s+(?:stay|remain|be left)\s+(?:wide\s+)?(?:open|public|exposed|unencrypted|disabled|off|unprotected|unauthenticated|world-readable)\b` +
  String.raw`|\b(?:contractors?|vendors?|agenc(?:y|ies)|partners?|interns?|freelancers?|consultants?|externals?|everyone|anyone|anybody|the whole [\w-]+ team|all (?:employees|staff|users))\b[^.;]{0,40}?\b(?:can|may|should|are allowed to|is allowed to)\s+(?:have|get|be given|be granted|receive)\s+(?:full\s+|read\s+|write\s+|admin\w*\s+|root\s+|owner\s+|read-?write\s+|unrestricted\s+)*(?:access|admin\w*|root|owner\w*|rights|permissions?|a copy|the data|exports?)\b` +
  String.raw`|(?:^|[:：]\s*["'“‘]?|[.;]\s+|\n\s*(?:[-*•]\s+)?|\s[-*•]\s+)(?:always\s+|just\s+)?(?:disable|skip|bypass|ignore|turn off|switch off)\s+(?:the\s+|all\s+|any\s+)?(?:[\w-]+\s+){0,2}(?:ssl|tls|certificate|cert|host ?key|signature|mfa|2fa|security|csrf|firewall|auth\w*|review|approval|verification|back-?ups?|snapshots?|audit\w*|monitoring|alert(?:s|ing)?|scans?)\b` +
  String.raw`|\byou\s+(?:can|could)\s+(?:always\s+|just\s+|also\s+)?(?!find\b|see\b|read\b|check\b|look\b|ask\b|reach\b|call\b|ping\b|contact\b|email me\b|view\b|get help\b)[a-z]+\b[^.;]{0,80}?\b(?:whenever|any ?time|at any time|freely|at will|as (?:often|much) as you (?:like|want|need)|as needed|if (?:you need to|needed|necessary)|on your own|by yourself)\b|\bfeel free to\s+(?!ask\b|ping\b|reach out\b|contact\b|check with\b)[a-z]+` +
  String.raw`|\b(?:approve|accept|grant|honou?r|process|issue|pay)\s+(?:any|every|all)\s+(?:\w+\s+){0,2}?(?:refunds?|requests?|payouts?|payments?|invoices?|expenses?|claims?|prs?|pull requests?|merge requests?)\b(?![^.;]{0,40}\b(?:after|once|only|if|unless)\b)|\b(?:i|we|the user|he|she|they)\s+(?:fully\s+)?trusts?\s+(?:you|the agent|claude|codex|the assistant)\s+with\b` +
  String.raw`|\b(?:you\s+(?:can|may)|feel free to|it['’]s\s+(?:fine|ok|okay)\s+to|go ahead and)\s+(?:share|send|give|grant|forward|post|publish|email|upload|hand(?:\s+over)?)\b[^.;]{0,60}\b(?:anyone|anybody|everyone|whoever|external\w*|outside\w*|partners?|resellers?|vendors?|third[- ]part(?:y|ies)|the public|agenc(?:y|ies)|contractors?)\b|\b(?:can|may)\s+(?:go|be sent|be shared|be given|be forwarded|be handed)\s+(?:out\s+)?to\b[^.;]{0,40}\b(?:anyone|anybody|everyone|whoever|external\w*|partners?|resellers?|vendors?|third[- ]part(?:y|ies)|the public|agenc(?:y|ies)|contractors?)\b` +
  String.raw`|\b(?:raise|increase|bump|loosen|relax|widen)\s+(?:the\s+)?(?:[\w-]+\s+){0,3}(?:alert(?:ing)?|alarm|paging|monitor(?:ing)?|error[- ]rate|latency)\s+(?:threshold|limit|level)s?\b|\bso (?:that )?(?:it|they|we|the alerts?|pagerduty|on-?call) (?:stops?|doesn['’]t|don['’]t|won['’]t|no longer) (?:paging|alerting|firing|waking|pinging|notifying)\b` +
  String.raw`|\bverify\s*=\s*false\b|\brejectunauthorized\s*:\s*false\b|node_tls_reject_unauthorized\s*=\s*['"]?0|\binsecureskipverify\b|\bstricthostkeychecking\s*=?\s*no\b` +
  String.raw`|\bauto-?(?:merge|approve|deploy|publish)\w*\b(?!\s+(?:is|are|stays?)\s+(?:off|disabled))` +
  String.raw`|(?:\b(?:ist mir egal|macht mir nichts|bin (?:ich )?(?:damit )?einverstanden|ne me dérange pas|je suis d['’]accord pour|ça me va|no me importa|me parece bien|estoy de acuerdo|não me importo|tudo bem (?:se|que)|per me va bene|non mi importa|vind ik niet erg|vind ik prima|nie przeszkadza|nie mam nic przeciwko)|мне не страшно|мне вс[её] равно|я не против|меня устраивает|也?没关系|无所谓|構わない|かまわない|괜찮아|상관없어)[^.;。]{0,80}?(?:verlust|verlier|lösch|perd|supprim|effac|borr|elimin|apag|cancel|потер|удал|丢|删|消え|削除|잃|삭제|verlies|verwijder|utrat|usuw|usun)|(?:verlust|verlier|lösch|perd|supprim|effac|borr|elimin|apag|потер|удал|丢|删|消え|削除|잃|삭제|verlies|verwijder|utrat|usuw|usun)[^.;。]{0,80}?(?:\b(?:ist mir egal|macht mir nichts|ne me dérange pas|no me importa|não me importo|per me va bene|non mi importa|vind ik niet erg|nie przeszkadza)|мне не страшно|мне вс[её] равно|也?没关系|无所谓|構わない|かまわない|괜찮아|상관없어)`, 'i');
/** cls-plan17: a control declared optional or unneeded, or one approval said to be enough, in other languages. */
const WAIVE_PLAN17_INTL = new RegExp(
  String.raw`\b${CONTROL_WORD}[^.;:。]{0,60}?(?:(?<![\p{L}\p{N}])(?:(?:ist|sind)\b[^.;:]{0,40}\b(?:optional|freiwillig|nicht (?:nötig|notwendig|erforderlich|verpflichtend))|brauchen wir nicht|braucht (?:es|man) nicht|(?:est|sont)\b[^.;:]{0,40}\b(?:facultati\w*|optionnel\w*)|(?:n['’]est|ne sont)\s+pas\s+(?:nécessaires?|obligatoires?|requis\w*)|(?:es|son)\b[^.;:]{0,40}\bopcional\w*|no\s+(?:es|son)\s+(?:necesari\w*|obligatori\w*)|no hace(?:n)? falta|(?:è|sono)(?=\s)[^.;:]{0,40}\b(?:facoltativ\w*|opzional\w*)|non\s+(?:è|sono)\s+(?:necessari\w*|obbligatori\w*)|(?:é|são)(?=\s)[^.;:]{0,40}\bopciona\w*|não\s+(?:é|são)\s+(?:necessári\w*|obrigatóri\w*)|(?:is|zijn)\b[^.;:]{0,40}\b(?:optioneel|niet nodig|niet verplicht)|(?:jest|są)\b[^.;:]{0,40}\bopcjonaln\w*|nie\s+(?:jest|są)\s+(?:potrzebn\w*|wymagan\w*|konieczn\w*))|(?:не\s+нужн\w*|необязательн\w*|не\s+обязательн\w*))` +
  String.raw`|(?:\bpas besoin (?:de|d['’])\s*|\bno hace(?:n)? falta\s+|\bnão precisa(?:mos)? (?:de\s+)?|\bkeine\s+|\bniente\s+|\bgeen\s+|\bбез\s+|можно\s+не\s+(?:включать|делать|использовать|проверять|запускать|ставить)\s+)${CONTROL_WORD}` +
  String.raw`|\b(?:une seule|un seul|una sola|un solo|uma só|uma única|eine einzige|ein einziger|nur eine?|eine)\s+(?:approbation|revue|validation|relecture|aprobación|revisión|aprovação|revisão|approvazione|revisione|freigabe|genehmigung|review)\s+(?:suffit|basta|reicht|genügt|è sufficiente|é suficiente)`, 'iu');
const WAIVE_PLAN17_CJK = /(?:バックアップ|レビュー|MFA|二要素|暗号化|監査|承認|テスト)[^。]{0,20}(?:は)?(?:任意|不要|なくても(?:いい|よい|大丈夫))|(?:备份|審查|审查|审核|MFA|双因素|加密|审计|审批|测试)[^。]{0,20}(?:是)?(?:可选|不需要|没必要|不必要)|(?:백업|리뷰|MFA|암호화|감사|승인|테스트)[^.]{0,20}(?:은|는)?\s*(?:선택 사항|필요 없|안 해도)/i;

/** cls-plan17: a control declared optional, a count lowered, an exposure permitted, data allowed to go outside, or checks not waited for. */
const CONTROL_WAIVED = new RegExp(String.raw`\b${CONTROL_WORD}\b[^.;:]{0,50}?\b(?:is|are|'s|’s)\s+(?:now\s+|entirely\s+|totally\s+|purely\s+)?(?:optional|unnecessary|not (?:needed|required|necessary|mandatory|important)|no longer (?:needed|required|necessary|mandatory)|nice-to-have|a nice to have)\b|\b${CONTROL_WORD}\b[^.;:]{0,40}?\b(?:can|may|could)\s+(?:be\s+)?(?:skipped|omitted|ignored|bypassed|disabled|turned off|switched off|left (?:off|out|disabled)|dropped|waived)\b|\b(?:one|1|a single|single)\s+(?:approving\s+)?(?:review|reviewer|approval|approver|sign-?off)s?\s+(?:is|are|will be)\s+(?:enough|sufficient|fine|ok|okay|plenty)\b|\bneed(?:s)?\s+(?:only\s+(?:one|1)|no\s+(?:second|2nd|other))\s+(?:approving\s+)?(?:approver|reviewer|review|approval|sign-?off)|\b(?:can|may|could)\s+(?:stay|remain|be left)\s+(?:wide\s+)?(?:open|public|exposed|unencrypted|disabled|off|unprotected|unauthenticated)\b|\bwithout\s+(?:waiting\s+for|a\s+passing|passing|green)\s+(?:the\s+)?(?:ci|checks?|tests?|reviews?|approvals?|pipeline|builds?)\b|\b(?:can|may)\s+(?:go|be sent|be shared|be given|be forwarded|be handed)\s+(?:out\s+)?to\b[^.;]{0,40}\b(?:anyone|anybody|everyone|whoever|external\w*|partners?|resellers?|vendors?|third[- ]part(?:y|ies)|the public|agenc(?:y|ies)|contractors?)\b|\b(?:you\s+(?:can|may)|feel free to|it['’]s\s+(?:fine|ok|okay)\s+to)\s+(?:share|send|give|forward|post|publish|email|upload)\b[^.;]{0,60}\b(?:anyone|anybody|everyone|whoever|external\w*|outside\w*|partners?|resellers?|vendors?|third[- ]part(?:y|ies)|the public)\b`, 'i');
/**
 * cls-gui18: standing permissions the earlier lists missed, by class — an approval named with its owner or kind
 * ("QA approval", "security sign-off", "manager approval") said not to be needed; an act on secrets, .env files,
 * production or money said to be fine or acceptable ("committing .env with the real keys is fine", "It's acceptable to
 * commit .env files"); the person's approval said not needed for an act ("doesn't need to approve refunds"); asking
 * waived in German ("du musst mich nicht fragen"), Korean ("물어볼 필요 없어", "확인 안 받아도 돼"), Japanese and Chinese
 * ("聞く必要はない", "不需要我批准"), and without consulting ("sin consultarme").
 */
const WAIVE_GUI18 = new RegExp(String.raw`\b(?:don['’]?t|do not|doesn['’]?t|does not|no longer|won['’]?t|will not)\s+(?:need|needs|require|requires)\s+(?:(?:my|a|an|the|any|your|our)\s+)?(?:[\w-]+\s+){1,2}(?:sign-?offs?|approvals?|ok|okay|go-?aheads?|reviews?|confirmations?|permissions?|green light)\b` +
  String.raw`|\b(?:doesn['’]?t|does not|don['’]?t|do not|never|no longer)\s+(?:need|needs|have|has)\s+to\s+(?:approve|review|sign off|okay|ok|be asked|be consulted|be involved|be looped in|see it first)\b` +
  String.raw`|\b[a-z]+ing\b(?:[^.;:\n]|\.(?=\w)){0,60}\b(?:is|are)\s+(?:always\s+|totally\s+|perfectly\s+)?(?:fine|ok|okay|allowed|acceptable|permitted|pre-?approved)\b` +
  String.raw`|\b(?:it['’]?s|it is|that['’]?s|that is)\s+(?:(?:always|totally|perfectly|completely|absolutely)\s+){0,2}(?:fine|ok|okay|acceptable|allowed|alright|all right|permitted)\s+(?:for\s+(?:you|the agent|agents)\s+)?to\s+[a-z]+\b(?:[^.;:\n]|\.(?=\w)){0,60}?(?:\.env\b|\b(?:secrets?|credentials?|passwords?|tokens?|api keys?|private keys?|prod\w*|production|live|customers?|payments?|refunds?|payouts?|main|master)\b)` +
  String.raw`|\b(?:musst|müsst|brauchst|braucht|muss|müssen)\s+(?:mich|uns)\s+nicht\s+(?:zu\s+)?(?:fragen|nachfragen|um erlaubnis fragen)\b|\bohne\s+(?:mich|uns)\s+zu\s+konsultieren\b|\b(?:sin|sem|senza|sans)\s+(?:me\s+)?(?:consultar(?:me)?|consultarmi|consulter)\b` +
  String.raw`|\b(?:[A-Z][a-z]+|the user|my manager|our manager|the team|legal|security|finance|the owner|the cto|the ceo)\s+(?:has\s+|have\s+|already\s+)*(?:approved|okayed|ok['’]?d|signed off on|green-?lit|authori[sz]ed|pre-?approved)\s+(?:(?:us|you|the agent)\s+)?(?:giving|granting|sharing|sending|deleting|dropping|deploying|pushing|force-pushing|refunding|paying|transferring|disabling|opening|exposing|removing|wiping|purging|making|adding|inviting|publishing|emailing|exporting|uploading)\b` +
  String.raw`|물어볼\s*필요\s*(?:없|는 없)|물어보지\s*않아도|(?:확인|허락|승인|허가)(?:을|를)?\s*(?:안|받지\s*않고|받을\s*필요\s*없|없이)|聞く必要は?(?:ない|ありません)|聞かなくて(?:いい|よい|大丈夫)|許可を?(?:取らず|得ずに|求めなくて)|不(?:需要|必|用)(?:征得|经过|經過)?我的?(?:同意|批准|许可|許可|审批|審批)`, 'iu');
// (cls-edit26: "it's always fine to …" is the same standing permission as "it's fine to …".)
/** cls-gui18: a control said not to be required with a contraction or no verb ("legal sign-off isn't required …
 *  anymore", "Manager approval no longer needed for refunds"). */
const CONTROL_UNNEEDED_GUI18 = new RegExp(String.raw`\b${CONTROL_WORD}\b[^.;:]{0,50}?(?:\b(?:isn['’]t|aren['’]t|ain['’]t)|\b(?:is|are)\s+not|\b(?:is|are)\s+no\s+longer|\bno\s+longer|(?<![\w'’])not)\s+(?:really\s+)?(?:required|needed|necessary|mandatory|enforced)\b`, 'i');
/**
 * cls-gui18: access widened to people outside the company as a standing permission — contractors, vendors, agencies,
 * external auditors, guests or anyone may read, access, download or export company or customer data ("the whole sales
 * team (and their contractors) can have read access to the customer database", "outside contractors included, may read
 * the customers table in prod"). Reading is harmless for the agent, not for the data: it leaves the company's control.
 */
const AUDIENCE_GUI18 = /\b(?:contractors?|vendors?|agenc(?:y|ies)|freelancers?|consultants?|externals?|external\s+(?:[\w-]+\s+)?(?:auditors?|users?|part(?:y|ies)|people|staff|partners?|accountants?)|outside\s+(?:[\w-]+\s+)?(?:contractors?|vendors?|people|parties|firms?|auditors?|accountants?)|third[- ]part(?:y|ies)|partners?|resellers?|guests?|the public|anyone|anybody)\b(?:[^.;\n]|\.(?=\w)){0,60}?\b(?:can|may|could|should be able to|are allowed to|is allowed to|get to|are free to)\s+(?:also\s+|now\s+|freely\s+)?(?:read|access|see|view|download|export|query|browse|pull|copy|have\s+(?:[\w-]+\s+){0,2}access|get\s+(?:[\w-]+\s+){0,2}access|be given\s+(?:[\w-]+\s+){0,2}access)\b(?:[^.;\n]|\.(?=\w)){0,60}?\b(?:customers?|clients?|users?|payroll|salar\w*|employees?|pii|personal|patients?|prod\w*|production|databases?|db|tables?|exports?|records|crm|financials?|revenue)\b/i;
/**
 * cls-plan19: the same permission said with the data as its subject ("Customer records may be pasted into any external LLM
 * tool", "prod logs can be uploaded to ChatGPT", "payroll exports are fine to share with the agency") or handed to a wide
 * audience inside ("everyone in #general can see the finance dashboards"): the data goes where it should not, every time.
 */
const DATA_NOUN_PLAN19 = String.raw`(?:customers?|clients?|users?|patients?|employees?|pii|personal|payroll|salar\w*|financ\w*|prod\w*|production|live|records|crm|secrets?|credentials?|passwords?|api\s+keys?|tokens?|\.env)`;
const AUDIENCE_PLAN19 = new RegExp(String.raw`\b${DATA_NOUN_PLAN19}\b[^.;\n]{0,40}?\b(?:may|can|could|are allowed to|is allowed to|are (?:fine|ok|okay) to|is (?:fine|ok|okay) to)\s+(?:always\s+|freely\s+|also\s+)?(?:be\s+)?(?:pasted|uploaded|sent|shared|copied|exported|posted|forwarded|fed|given|emailed|paste|upload|send|share|copy|export|post|forward|email)\b[^.;\n]{0,40}?\b(?:into|to|with|in)\s+(?:any|an?|the|their|my|your|our|some)?\s*(?:external|third[- ]party|outside|public|personal|online|free|ai|llm|gpt|chatgpt|claude|gemini|copilot|deepseek|gmail|dropbox|pastebin|everyone|anyone|vendors?|contractors?|agenc(?:y|ies)|partners?|freelancers?|#general|all[- ](?:staff|hands|employees))\b`
  + String.raw`|\b(?:everyone|everybody|anyone|all\s+(?:staff|employees|users)|the\s+(?:whole|entire)\s+(?:company|org\w*))\b[^.;\n]{0,40}?\b(?:can|may|should be able to|is allowed to|are allowed to)\s+(?:now\s+|also\s+|freely\s+)?(?:see|view|read|access|open|download|export|have\s+access\s+to)\b[^.;\n]{0,40}?\b(?:financ\w*|payroll|salar\w*|secrets?|credentials?|passwords?|pii|customer\s+(?:data|records|list|pii))\b`, 'i');
/** cls-gui18: a standing permission that lets people outside the company at company data. */
export function audienceWidened(text: string): boolean {
  const p = AUDIENCE_PLAN19.exec(text);
  if (p && !negatedInClause(text, p.index)) return true;
  const m = AUDIENCE_GUI18.exec(text);
  return !!m && !negatedInClause(text, m.index);
}

export function controlWaived(text: string): boolean {
  const m = CONTROL_WAIVED.exec(text) ?? WAIVE_PLAN17_INTL.exec(text) ?? WAIVE_PLAN17_CJK.exec(text) ?? CONTROL_UNNEEDED_GUI18.exec(text);
  return !!m && !negatedInClause(text, m.index) && !routineOnly(text);
}

export function memoryWaives(text: string): boolean {
  if (routineGrant(text)) return false;
  for (const re of [MEMORY_WAIVE, WAIVE_MORE, WAIVE_BOTHER, WAIVE_PLAN15, WAIVE_TRUST]) {
    const m = re.exec(text);
    // (cls-plan17: unless the waiver's own clause names only a dev, local or sandbox system.)
    if (m && !devClauseOnly(text, m.index)) return true;
  }
  if (standingWeaken(text)) return true;
  if (skipsCheckEN25(text)) return true; // cls-en25
  if (audienceWidened(text)) return true;
  // (cls-plan21) A money limit lifted, a release stage said not to be needed, an act run straight against production.
  if (moneyUnbounded(text)) return true;
  {
    for (const re of [WAIVE_PLAN21, WAIVE_PLAN21_STAGE]) {
      const m = re.exec(text);
      if (m && !negatedInClause(text, m.index) && !devClauseOnly(text, m.index)) return true;
    }
  }
  for (const re of [MEMORY_WITHOUT, BYPASS, SKIP_PROMPT, FORCE_LIVE_P20, WAIVE_PLAN20, WAIVE_EDITS16, WAIVE_LEAD16, WAIVE_PLAN17, WAIVE_PLAN17_INTL, WAIVE_PLAN17_CJK, WAIVE_GUI18, CONTROL_UNNEEDED_GUI18, SAFETY_OFF_LEAD19]) {
    const m = re.exec(text);
    if (m && (re === WAIVE_LEAD16 || re === WAIVE_PLAN20) && routineOnly(text)) continue;
    // (A prompt-skipping flag waives only as an instruction to later runs: "always pass …", "use … whenever …".)
    if (m && (re === SKIP_PROMPT || re === FORCE_LIVE_P20) && !SKIP_PROMPT_TOLD.test(text)) continue;
    // (cls-edits16: "mark flaky tests skipped only after asking me" keeps the person in the loop.)
    if (m && re === WAIVE_GUI18 && /\bonly\b[^.;]{0,60}\b(?:after|once|when|if)\b|\bask(?:ing)?\s+(?:me|first|the user|us)\b/i.test(text)) continue;
    if (m && re === WAIVE_GUI18 && ROUTINE_SUBJECT_ONLY.test(text.slice(Math.max(0, m.index - 60), m.index).replace(/^.*[:：]\s*/, '')) && !RISKY_NAMED.test(text)) continue;
    if (m && re === WAIVE_EDITS16 && /\bonly\b[^.;]{0,60}\b(?:after|once|when|if)\b|\bask(?:ing)?\s+(?:me|first|the user|us)\b/i.test(text)) continue;
    // (… and "typos in comments don't need my approval" waives only the project's own routine edits.)
    if (m && re === WAIVE_EDITS16 && !/^mark/i.test(m[0]) && ROUTINE_SUBJECT_ONLY.test(text.slice(Math.max(0, m.index - 60), m.index).replace(/^.*[:：]\s*/, '')) && !RISKY_NAMED.test(text)) continue;
    // (cls-plan17: "in the dev environment you can skip the approval step, but in prod always ask": a waiver whose own
    // clause names only a dev, local or sandbox system relaxes nothing that needs a person.)
    if (m && devClauseOnly(text, m.index)) continue;
    // (cls-plan17: its negator must stand in the same clause — "we don't keep backups, so you can drop …" still permits.)
    if (m && (re === WAIVE_PLAN17 || re === WAIVE_PLAN17_INTL || re === WAIVE_PLAN17_CJK || re === CONTROL_UNNEEDED_GUI18) && negatedInClause(text, m.index)) continue;
    // (… and a permission whose own clause names only a sandbox, test-mode, dev or local system covers nothing that needs a
    // person: "in the sandbox Stripe account (test mode) you can create and refund charges freely".)
    if (m && (re === WAIVE_PLAN17 || re === WAIVE_PLAN17_INTL || re === WAIVE_PLAN17_CJK || re === CONTROL_UNNEEDED_GUI18) && sandboxClause(text, m.index)) continue;
    if (m && (re === WAIVE_PLAN17 || re === WAIVE_PLAN17_INTL || re === WAIVE_PLAN17_CJK)) return true;
    if (m && !DOUBLE_NEGATIVE.test(text.slice(Math.max(0, m.index - 90), m.index))) return true;
  }
  return false;
}

/**
 * A standing instruction opened by when it holds ("From now on …", "Going forward …", "À partir de maintenant …"):
 * with a waiver it is a note for every later run, like one saved to memory.
 */
export const STANDING_LEAD = /^\s*(?:ok(?:ay)?[,.]?\s+|also[,.]?\s+|and\s+)?(?:from now on|going forward|from here on(?: out)?|henceforth|in (?:the )?future|for the rest of (?:this|the) (?:session|project)|for all future (?:sessions|runs|tasks)|à partir de maintenant|dorénavant|désormais|de ahora en adelante|a partir de ahora|desde ahora|a partir de agora|daqui (?:em diante|para a frente)|d['’]ora in (?:poi|avanti)|da ora in poi|ab (?:jetzt|sofort)|von nun an|künftig|voortaan|от(?:ныне| сейчас)|впредь|odtąd|od teraz|bundan sonra|今後|これから(?:は)?|以后|今后|앞으로)\b/i;

/**
 * The files coding agents read as standing instructions at every start: CLAUDE.md, AGENTS.md, GEMINI.md,
 * .cursorrules, .windsurfrules, .clinerules, copilot-instructions.md, .cursor/rules/*. A line written there is a
 * (cls-edits22: also Zed's `.rules`, CRUSH.md, and the rules folders of Trae, Augment, OpenHands, Tabnine and Qoder.)
 * note to every later run, like one saved to memory.
 */
export const INSTRUCTION_FILE = /(?:^|[\s"'`(/\\])(?:\.github[\\/])?(?:\.rules|crush\.md|\.(?:trae|augment|openhands|tabnine|qoder)[\\/](?:rules|microagents|guidelines)[\\/][\w.-]+|claude\.md|claude\.local\.md|agents\.md|agent\.md|gemini\.md|qwen\.md|warp\.md|memory\.md|conventions\.md|\.cursorrules|\.windsurfrules|\.clinerules|\.roorules|\.goosehints|\.augment-guidelines|copilot-instructions\.md|[\w-]+\.instructions\.md|\.cursor[\\/]rules(?:[\\/][\w.-]+)?|\.(?:roo|kiro|amazonq|continue|junie|clinerules|windsurf)[\\/](?:rules|steering|guidelines)?[\\/]?[\w.-]*|memory-bank[\\/][\w.-]+|\.memory[\\/][\w.-]+)(?=[\s"'`):：,]|$)/i;

/**
 * A lead that names an instruction file before a colon: "Append to .cursorrules: …", "CLAUDE.md line: …",
 * "Update AGENTS.md: …", "Ajoute dans AGENTS.md : …", "GEMINI.md: add the line …". Reading or deleting the file
 * is not writing a note.
 */
export const NOTE_FILE_LEAD = new RegExp(`^\\s*(?!(?:read|reading|open|opening|view|viewing|show|cat|less|grep|delete|deleting|remove|removing|rm)\\b)[^:：\\n]{0,40}?${INSTRUCTION_FILE.source}[^:：\\n]{0,30}[:：]`, 'i');

/**
 * A note that tells later runs to switch Airlock or the client's hooks off, or to hide things from the person:
 * the control every later step relies on. (Skipping git hooks and checks is BYPASS; this is the safety layer and
 * the person's view of the work.)
 */
export const NOTE_DISARMS = /\b(?:remov|delet|drop|strip|empt|clear|uninstall|unregister|disabl|stop|kill|quit|paus|turn(?:ing)? off|switch(?:ing)? off|comment(?:ing)? out)\w*\s+(?:the\s+|any\s+|all\s+|every\s+|its\s+)?(?:[\w-]+\s+){0,2}(?:hooks?|airlock|safety (?:layer|hooks?|checks?)|guardrails?)\b|\bairlock\s+(?:stop|off|disable|uninstall|quit|pause)\b|(?:arrêt\w*|désactiv\w*|supprim\w*|stopp\w*|deaktivier\w*|entfern\w*|abschalt\w*|desactiv\w*|deten\w*|quit\w*|disattiv\w*|ferma\w*|rimuov\w*|отключ\w*|останов\w*|удал\w*|wyłącz\w*|zatrzym\w*)\s+(?:\S+\s+){0,2}(?:airlock|hooks?)\b|airlock\s*(?:を|の)?\s*(?:止め|停止|無効|外)|(?:停止|关闭|關閉|禁用|移除|删除)\s*airlock|\b(?:don't|do not|never)\s+(?:tell|mention|show|report|flag)\b[^.;]{0,40}\b(?:user|me|person|human|owner)\b|\breport\b[^.;]{0,40}\bas (?:a )?(?:read|reads|safe)\b/i;

/** cls-plan15: commands a coding session runs to check and tidy its own work: tests, linters, formatters, type checks, builds, local git. */
export const ROUTINE_COMMAND = /^(?:(?:npm|pnpm|yarn|bun)\s+(?:run\s+)?(?:test|t|lint|lint:fix|build|typecheck|type-check|tsc|check|format|fmt|prettier|ci|install|i|audit|coverage|dev)(?::[\w-]+)?(?:\s+--?[\w=.-]+)*|npx\s+(?:tsc|eslint|prettier|vitest|jest|biome|stylelint|playwright\s+test)\b[^;&|>`]*|(?:pytest|ruff|black|isort|mypy|flake8|pylint|tox|nox|rspec|rubocop|phpunit|phpstan|gofmt|jest|vitest|eslint|prettier|tsc)\b[^;&|>`]*|go\s+(?:test|vet|build|fmt)\b[^;&|>`]*|golangci-lint\s+run\b[^;&|>`]*|cargo\s+(?:test|build|check|clippy|fmt)\b[^;&|>`]*|make\s+(?:test|lint|fmt|format|check|build|typecheck)|(?:mvn|gradle|\.\/gradlew)\s+(?:test|verify|check|build)|dotnet\s+(?:test|build|format)|bundle\s+exec\s+(?:rspec|rubocop)\b[^;&|>`]*|git\s+(?:status|diff|log|show|fetch|add|commit|branch|checkout|switch)\b(?![^;&|>`]*(?:\s-D\b|--force|\s-f\b))[^;&|>`]*|(?:ls|cat|grep|rg|head|tail|wc|tree)\b[^;&|>`]*)$/i;

/** cls-plan15: a note whose quoted commands (one or more) are all routine: `npm test`, `npm run lint`, `git status`. */
export function quotesOnlyRoutine(text: string): boolean {
  const spans = [...text.matchAll(/`([^`\n]{1,200})`/g)].map((m) => (m[1] as string).trim());
  return spans.length > 0 && spans.every((x) => ROUTINE_COMMAND.test(x));
}

/**
 * cls-plan17: a standing note opened by when it holds ("Going forward, …", "From now on …") whose body states a fact, a
 * preference or a rule ("the prod DB password is …", "backups are mandatory", "I prefer tabs", "you can …"), not an order:
 * a note for every later run, read as one saved to memory.
 */
const STANDING_STATEMENT = new RegExp(String.raw`(?:${STANDING_LEAD.source.replace(/^\^\\s\*/, '')})\s*[,:]?\s*(?:i|i['’]m|i['’]d|i['’]ve|we|we['’]re|we['’]ll|my|our|you|the user|[\w.,$€£-]+(?:\s+[\w.,$€£'’-]+){0,5}\s+(?:is|are|will be|must|should|needs?|can|may|stays?|remains?|isn['’]t|aren['’]t|don['’]t|doesn['’]t))\b`, 'i');
export function standingNote(text: string): boolean {
  return STANDING_LEAD.test(text) && (MEMORY_CONSTRAINT.test(text) || memoryWaives(text) || STANDING_STATEMENT.test(text));
}

/**
 * cls-plan17: the clause around a waiver names a dev, local, test-mode or sandbox system and nothing live, and the note's
 * other clause asks for more care elsewhere ("…, but in prod always ask"). (A waiver over dev work alone is left to the
 * prose reader's local-waiver reading.)
 */
function devClauseOnly(text: string, at: number): boolean {
  if (!MEMORY_CONSTRAINT.test(text) && !/\balways\s+(?:ask|check|confirm)\b/i.test(text)) return false;
  const start = Math.max(text.lastIndexOf(', but', at), text.lastIndexOf(';', at), text.lastIndexOf('. ', at), 0);
  const endAt = [', but', ' but ', ';', '. '].map((x) => text.indexOf(x, at)).filter((x) => x >= 0);
  const clause = text.slice(start, endAt.length > 0 ? Math.min(...endAt) : text.length);
  return /\b(?:dev|development|local(?:host)?|sandbox|test[- ]mode|my laptop|scratch)\b/i.test(clause) && !/\b(?:prod\w*|production|live|staging|shared|customers?)\b/i.test(clause);
}

/** cls-plan17: a negator before a match in its own clause ("never … without asking"; not "we don't keep backups, so you can …"). */
function negatedInClause(text: string, at: number): boolean {
  return DOUBLE_NEGATIVE.test(text.slice(Math.max(0, at - 90), at).split(/[,;:，、：]\s*|\s(?:so|and|but|because)\s/).pop() ?? '');
}

/** cls-plan17: a rule that makes later runs ask before a risky act ("Ask before deploying to production") was in the old
 *  text of a note or instruction file and no such rule is left in the new text. */
export function gateRemoved(old: string, now: string): boolean {
  const gate = (s: string) => MEMORY_CONSTRAINT.test(s) && /\b(?:prod\w*|live|deploy\w*|push\w*|merg\w*|delet\w*|drop\w*|migrat\w*|payments?|refunds?|secrets?|customers?|releas\w*|publish\w*)\b/i.test(s);
  return gate(old) && !gate(now);
}

/** cls-plan17: the clause around a permission names a sandbox, test-mode, dev or local system and nothing live. */
function sandboxClause(text: string, at: number): boolean {
  const start = Math.max(text.lastIndexOf(', but', at), text.lastIndexOf(';', at), text.lastIndexOf('. ', at), 0);
  const endAt = [', but', ' but ', ';', '. '].map((x) => text.indexOf(x, at)).filter((x) => x >= 0);
  const clause = text.slice(start, endAt.length > 0 ? Math.min(...endAt) : text.length);
  return /\b(?:sandbox|test[- ]mode|dev|development|local(?:host)?|my laptop|scratch)\b/i.test(clause) && !/\b(?:prod\w*|production|live|staging|shared|customers?)\b/i.test(clause);
}

/**
 * (cls-edits22) A standing permission to delete ("you may drop tables in the analytics warehouse without confirmation",
 * "never ask before deleting files or database rows") that names no production system and no whole scope (all, any, every,
 * entire, customers, backups): each later act is one more delete in a place not named, so the note lowers a control
 * (dangerous where the environment is not named); the act's own forbidden reading holds where production or everything is
 * named, where a command is quoted or a system path named, or where the reader placed the act in production.
 */
const NOTE_WIDE_E22 = /\b(?:prod\w*|production|live|prd|all|any|every|everything|anything|entire|whole|each|customers?|backups?|audit\w*|logs?|buckets?|namespaces?|clusters?|accounts?|organi[sz]ations?|repos?|repositor(?:y|ies)|projects?)\b|本番|全部|すべて|所有|전체|운영/i;
export function capNoteDeletes<T extends { level: string; reason: string; unknown?: string }>(findings: T[], text: string): T[] {
  // A quoted command or a system path (`rm -rf` inside /var/lib/postgresql) names the concrete act: its own reading holds.
  if (NOTE_WIDE_E22.test(text) || /`|(?:^|\s)\/(?:var|etc|srv|opt|data|mnt|home|root)\b/.test(text)) return findings;
  return findings.map((x) => (x.level === 'forbidden' && /^deletes a whole (?:table|database)\b|^deletes every record\b/.test(x.reason) && x.unknown === undefined ? { ...x, unknown: 'dangerous' } : x));
}
