// Prose in any language (a request, a plan step, a GUI step, a sub-agent's
// task, a memory note) read through the same lens as everything else: the
// verbs it commits to, the objects they act on, and the scope, audience,
// environment and money around them. Readings that keep looks from becoming
// meaning:
//  * negated verbs ("don't change anything", "sin borrar nada") do not count;
//  * verbs only talked about ("explain what DROP DATABASE does", "search
//    for rm -rf", "read the guide on deleting users", "check whether
//    backups are on") do not count;
//  * a verb inside a name (deleteCustomer, test-upload-tmp, #deploys) names
//    a thing, not an action — unless the name is the operation being called
//    ("calling delete_file on src/old.ts", "drop_table customers via …");
//  * each clause commits to its first verb, and to further verbs joined by
//    "and"/"then" in any language: "retrieving the charge details" is a
//    read, not a charge.
import { EVENT_ADJUNCT_B20 } from '../text/events';
import { blankLocaleStrings } from '../text/locale';
import { detectEnv, pathKind, quantities } from '../context';
import { f, RANK, snippet, type Finding, withChange } from '../findings';
import { walkGui20 } from './gui20';
import { narrowsEN25 } from './en25';
import { listStepPLAN26 } from './plan26';
import { clickLabel25, guiSentence25, walkGui25 } from './gui25';
import { walkGui26 } from './gui26';
import { backRefStep19, DECLINED_WORDS_B20, jobRunNames19, PERSON_CHOSEN19, REVIEW_HANDOFF19, walkPublicValue19, walkSetting19 } from './plan19';
import { HUGE_USD, judge, M, type Act, type Obj, type Scope, type Verb } from '../meaning';
/** (lead18) Tests, checks or reviews skipped on the way. */
const SKIPPED_CHECK = /\b(?:skip(?:s|ped|ping)?|bypass(?:es|ed|ing)?|without(?:\s+running)?)\s+(?:the\s+|all\s+(?:the\s+)?)?(?:\w+\s+)?(?:tests?|test\s+(?:stage|step|suite|job)s?|checks?|ci|reviews?|approvals?|hooks?|scans?|security\s+scan|qa|linting|status\s+checks?)\b/i;
/** (lead18) A requirement given up, by its verb: stop requiring/enforcing, no longer require, make … optional. */
const REQUIREMENT_DROPPED = /\b(?:stop|quit|cease)\s+(?:requiring|enforcing|mandating)\b|\b(?:don'?t|do\s+not|no\s+longer|not)\s+(?:require|enforce|mandate)\b|\bmake\s+(?:the\s+)?[\w\s-]{1,30}?\boptional\b|\bno\s+longer\s+(?:required|mandatory|enforced)\b/i;
/** (lead18) Controls a requirement stands for. */
const REQUIRED_CONTROL = /\b(?:2fa|mfa|two[-\s]?factor|2[-\s]?step|multi[-\s]?factor|sso|single\s+sign[-\s]?on|code\s+reviews?|reviews?|approvals?|sign[-\s]?offs?|signed\s+commits|commit\s+signing|status\s+checks|required\s+checks|checks|ci|tests?|vpn|encryption|tls|https|ssl|strong\s+passwords?|password\s+rotation|security\s+keys?|passkeys?)\b/i;
/** (lead18) "No longer required" in other languages (see REQUIREMENT_DROPPED). */
const REQUIREMENT_DROPPED_INTL = /nicht\s+mehr\s+(?:Pflicht|verpflichtend|erforderlich|erzwing\w*|verlang\w*)|\b(?:optional|freiwillig)\s+mach|\bmach\w*\s+[\p{L}\s-]{1,40}\s(?:optional|freiwillig)\b|\b(?:facultati(?:f|ve)|optionnel(?:le)?|opcional|facoltativ[oa]|opzionale|optioneel|opcjonaln\w*|nepovinn\w*)\b|(?<![\p{L}])необязательн\p{L}*|\b(?:ne\s+plus|arr[êe]te\s+d['’])\s*exiger|\bn['’]est\s+plus\s+obligatoire|\b(?:deja|dejen|deje)\s+de\s+exigir|\bya\s+no\s+(?:exijas|exigir|es\s+obligatori[oa])|\b(?:pare|pára|deixe|deixa)\s+de\s+exigir|\bnão\s+(?:é\s+mais\s+obrigatóri[oa]|exija\s+mais)|\bsmetti\s+di\s+(?:richiedere|imporre)|\bnon\s+più\s+obbligatori[oa]|\bniet\s+(?:meer\s+)?verplicht|\bprzesta\w*\s+wymaga\w*|\bnie\s+wymagaj\w*\s+już|(?<![\p{L}])больше\s+не\s+требова\p{L}*|(?<![\p{L}])перестан\p{L}*\s+требова\p{L}*|任意に(?:して|する|変更)|必須(?:を|から)?(?:外し|解除|やめ|オフ)|必須じゃなく|オプションに(?:して|する)|不再(?:强制|強制|要求|需要)|改(?:为|為|成)可选|改(?:为|為|成)可選|取消(?:强制|強制)|선택\s*(?:사항|항목)?\s*으로\s*(?:바꿔|변경|해)|필수\s*(?:해제|아니게)|더\s*이상\s*요구하지/iu;
/** cls-intlA22: a requirement or obligation named as a noun (or "mandatory" as an adjective) in the European languages. */
const REQ_NOUN_A22 = /(?<![\p{L}])(?:obligaci[oó]n|obligatoriedad|requisito|exigencia|obligation|obrigatoriedade|obrigação|exigência|obbligo|obbligatorietà|obligació|obligatorietat|\p{L}*-?pflicht|verpflichtung|verplichting|plicht|obowiąz\p{L}*|wym[oó]g\p{L}*|povinnost\p{L}*|povinn\p{L}*|обязательн\p{L}*|требовани\p{L}*|обов['’]язков\p{L}*|вимог\p{L}*|задължителн\p{L}*|изискване\p{L}*|krav(?:et|en)?|\p{L}*-?pakko\p{L}*|zorunlu\p{L}*|kewajiban|wajib|obligativitate\p{L}*|obligați\p{L}*|cerinț\p{L}*|kötelez\p{L}*|υποχρέωσ\p{L}*|υποχρεωτικ\p{L}*|obavez\p{L}*|obvez\p{L}*|обавез\p{L}*)/iu;
/** cls-intlA22: removed, abolished, cancelled, taken away (imperatives, infinitives and the act nouns). */
const REQ_OFF_A22 = /(?<![\p{L}])(?:quit[ae]\p{L}*|elimin\p{L}*|suprim\p{L}*|retir[ae]\p{L}*|anul[ae]\p{L}*|abol\p{L}*|levant[ae]\p{L}*|remov\p{L}*|tir[ae]|tirar|acab[ae]\s+com|supprim\p{L}*|enl[eè]v\p{L}*|annul\p{L}*|lève|levez|togli\p{L}*|rimuov\p{L}*|cancell[ai]|treu|treure|abschaff\p{L}*|schaff\p{L}*\s+[^.;\n]{0,60}\sab|aufheb\p{L}*|heb(?:e|t)?\s+[^.;\n]{0,60}\sauf|streich\p{L}*|entfern\p{L}*|afschaff\p{L}*|schaf\s+[^.;\n]{0,60}\saf|verwijder\p{L}*|znie[śs]\p{L}*|zniesieni\p{L}*|usu[ńn]\p{L}*|zlikwiduj\p{L}*|zru[šs]\p{L}*|odstra[ňn]\p{L}*|отмен\p{L}*|убери|уберите|убрать|сними|снимите|скасу\p{L}*|прибер\p{L}*|зніміть|зніми|премахн\p{L}*|махни|ta\s+bort|slopa|avskaffa|fjern\p{L}*|avskaff\p{L}*|afskaf\p{L}*|poista\p{L}*|kaldır\p{L}*|hapus\p{L}*|cabut\p{L}*|anulea\p{L}*|scoate|megszüntet\p{L}*|szüntes\p{L}*|töröld|κατάργ\p{L}*|αφαίρεσ\p{L}*|ukin\p{L}*|ukloni\p{L}*|makni|укини|уклони|tanggalin|ondoa)(?![\p{L}])/iu;
/** cls-intlA22: controls a requirement stands for, beyond REQUIRED_CONTROL_INTL (a badge, two factors in more languages). */
const REQ_CONTROL_A22 = /(?<![\p{L}])(?:badges?|ausweis\p{L}*|credencial\p{L}*|dvoufaktor\p{L}*|dvojfaktor\p{L}*|двухфактор\p{L}*|двофактор\p{L}*|двуфактор\p{L}*|kétlépcső\p{L}*|kétfaktor\p{L}*|autenticazione|uwierzytelni\p{L}*|tvåfaktor\p{L}*|totrinns\p{L}*|tofaktor\p{L}*|kaksivaihe\p{L}*|iki\s+faktör\p{L}*|dua\s+faktor|xác\s+thực|passwor\p{L}*|contraseñ\p{L}*|senhas?|mot\s+de\s+passe|hasł\p{L}*|парол\p{L}*)/iu;
/** cls-intlA22: the requirement reported, explained or translated: no act. */
const REQ_TOLD_A22 = /(?<![\p{L}])(?:wurden?|ist\s+seit|fue|fueron|foi|foram|a\s+été|è\s+stat[oa]|sono\s+stat[ie]|został\p{L}*|obowiązuje|была|был|было|были|була|було|blev|ble|bylo|byla|quitamos|eliminamos|removemos|abgeschafft|zniesion\p{L}*|отменили|отменен\p{L}*|отменён\p{L}*|скасували|скасован\p{L}*|kaldırıldı|dihapus|ayer|gestern|hier|ieri|ontem|вчера|вчора|wczoraj|erklär\p{L}*|explica\p{L}*|expliqu\p{L}*|spiega\p{L}*|explain\p{L}*|wyjaśnij|объясни|поясни|tradu\p{L}*|übersetz\p{L}*|przetłumacz|переведи)(?![\p{L}])/iu;
/** cls-intlA22: put into test or maintenance mode (a control then raises no alarm). */
const TESTMODE_A22 = /(?:em|no)\s+modo\s+(?:de\s+)?(?:teste|manutenção)|en\s+modo\s+(?:de\s+)?(?:prueba|pruebas|test|mantenimiento)|in\s+modalità\s+(?:di\s+)?(?:test|prova|manutenzione)|en\s+mode\s+(?:de\s+)?(?:test|maintenance)|test-?modus|wartungsmodus|w\s+tryb\s+(?:testow|serwisow)\p{L}*|в\s+(?:тестов|сервисн)\p{L}*\s+режим|у\s+тестов\p{L}*\s+режим|i\s+testläge|i\s+testtilstand|testitilaan|test\s+moduna|ke\s+mode\s+(?:uji|tes)|în\s+modul\s+de\s+test|σε\s+λειτουργία\s+δοκιμής/iu;
/** cls-intlA22: a building's alarm, detector or sprinkler (the controls test mode silences). */
const ALARM_A22 = /(?<![\p{L}])(?:alarm\p{L}*|allarm\p{L}*|larm\p{L}*|сигнализац\p{L}*|сигналізац\p{L}*|hälyt\p{L}*|συναγερμ\p{L}*|riasztó\p{L}*|detector\p{L}*|détecteur\p{L}*|rivelator\p{L}*|sprinkl\p{L}*|rauchmelder\p{L}*|brandmelde\p{L}*|antifurto|kengele)/iu;
/** cls-intlA22: a test or staging system named: its alarm in test mode is the test. */
const TEST_ENV_A22 = /homologa\p{L}*|staging|sandbox|entorno\s+de\s+pruebas|testumgebung|ambiente\s+di\s+test|ambiente\s+de\s+teste|environnement\s+de\s+test|testomgeving|środowisk\p{L}*\s+testow\p{L}*|тестов\p{L}*\s+(?:сред|стенд)\p{L}*/iu;
/** Controls in other languages' words too (2FA/MFA/SSO are written in Latin letters in most). */
const REQUIRED_CONTROL_INTL = /\b(?:2fa|mfa|sso|otp|2sv|tls|ssl|https|vpn)\b|zwei[-\s]?faktor|two[-\s]?factor|double\s+authentification|authentification\s+(?:à\s+deux|multi)|doble\s+factor|autenticación\s+(?:de\s+dos|multifactor)|dois\s+fatores|autenticação\s+(?:de\s+dois|multifator)|due\s+fattori|twee[-\s]?staps|dwuetapow\w*|двухфакторн\p{L}*|二要素|二段階認証|多要素|双因素|雙因素|多因素|两步验证|이중\s*인증|2단계\s*인증|다중\s*인증|code[-\s]?review|revisión\s+de\s+código|revue\s+de\s+code|revisão\s+de\s+código|revisione\s+del\s+codice|コードレビュー|代码审查|코드\s*리뷰|verschlüsselung|chiffrement|cifrado|criptografia|crittografia|暗号化|加密|암호화/iu;
/** A form field, a parameter or a dependency made optional is no control. */
const OPTIONAL_NOT_CONTROL = /\b(?:field|feld|champ|campo|veld|pole|поле|parameter|param|argument|dependency|abhängigkeit|dépendance|dependencia|dependência)\b|フィールド|項目|字段|필드/iu;
/** (lead18) One's own convenience on one's own machine ("stop requiring me to log in on my dev box"). */
const OWN_REQUIREMENT = /\brequir\w*\s+me\b|\bmy\s+(?:own\s+)?(?:dev|local|laptop|machine|box)\b/i;
/** (lead18) The whole of an account's or wallet's money: "the entire balance", "all the funds", "everything in the … balance". */
const PAYEE_BANK_19 = /\b(?:vendors?|suppliers?|payees?|contractors?|employees?|freelancers?|partners?|merchants?|beneficiar(?:y|ies)|[A-Z][a-z]+)['’]?s?\s+(?:(?:new|current|saved|registered)\s+)?(?:bank\s+(?:account|details|info(?:rmation)?)|iban|routing\s+(?:and\s+account\s+)?numbers?|account\s+number|direct\s+deposit(?:\s+details)?|payout\s+(?:account|method|details|destination)|remittance\s+(?:details|account))\b/;
const MONEY_UI_19 = /\b(?:invoices?|payments?|refunds?|expense\s+reports?|expenses|bills?|payouts?|charges?|subscriptions?|checkout|billing)\s+(?:forms?|pages?|screens?|views?|components?|templates?|modals?|dialogs?|layouts?|widgets?|buttons?|fields?|tabs?|sections?|headers?|footers?|tables?\s+(?:component|view)|pdfs?\s+template|emails?\s+template|styles?|css|tests?|specs?|stories|story|module|models?|schemas?|serializers?|endpoints?|routes?|controllers?|handlers?|components?)\b/i;
/** (lead19) Payroll as the thing run or paid (not a payroll report, file or setting). */
const PAYROLL_RUN_19 = /\bpayroll\b|\bnómina\b|\bfolha\s+de\s+pagamento\b|\bla\s+paie\b|\bGehaltsabrechnung|\bLohnlauf|\bsalarisrun|\blöneutbetalning/i;
/** (cls-intl19c) The wages themselves as the thing run or paid out, in more languages (only with a run, pay or send verb). */
const PAYROLL_RUN_19C = /(?:^|\s)(?:wypłaty|wypłatę|pensje|wynagrodzenia|выплат[уы]|зарплат[уы]|виплат[уи]|зарплат[уи]|výplaty|mzdy|löner|lönekörning\w*|Gehaltslauf|Gehälter|Löhne|paghe|stipendi|salaires|salarissen|maaş\w*)(?=[\s.,!]|$)|工资|工資|薪水|給与|급여/iu;
const PAYROLL_DOC_19 = /\b(?:payroll|nómina|paie)\s+(?:report|file|spreadsheet|sheet|export|data|preview|summary|register|journal|calendar|schedule|settings|config\w*|history|totals?|provider|software|team|question|policy|documentation|docs?)\b|\b(?:preview|draft|dry[- ]run|report|tests?|specs?|code|module|service|component|page|screen|ui|feature|function|logic|calculation|migration|bug|fix|ticket|job\s+definition)\b|(?:^|\s)(?:informe|reporte|rapport|raport\w*|relatório|rapporto|Bericht|Vorschau|Entwurf|aperçu|brouillon|borrador|rascunho|bozza|szkic|podgląd|отч[её]т\w*|звіт\w*|черновик|чернетк\w*|zprávu|náhled|rapor\w*|rapporten|verslag|Zusammenfassung|résumé|resumen|resumo|riassunto|podsumowanie|сводк\w*|shrnutí|özet\w*|funkcj\w*|Funktion|fonction|función|função|funzione|функци\w*|skrypt\w*|Skript|kod|Code|código|codice|код\w*|tabel\w*|Tabelle|tableau|tabla|kolumn\w*|Spalte|colonne|columna)(?=[\s.,!"]|$)|汇总|要約|요약|明細|明细|工资条|工資條|工资单|工資單|工资表|工資表|报告|報告|보고서|명세서/i;
const PAY_REPORT_19C = /(?:^|\s)(?:rapport|informe|reporte|relatório|rapporto|raport|Bericht|отч[её]т|звіт|zprávu|rapor)\s+(?:(?:de|da|do|del|della|dei|delle|di|sur|z|ze|o|über|zur|zu|der|по|про|о|об|k|ke)\s+)?(?:(?:la|las|los|le|les|os|as|a|o|il|i|den|die|des|el)\s+)?(?:paie|nóminas?|folha|paghe|stipendi|wypłat\w*|płac\w*|pensj\w*|Gehalt\w*|Gehält\w*|Lohn\w*|Löhne\w*|зарплат\w*|выплат\w*|виплат\w*|výplat\w*|mzd\w*|maaş\w*|salaires?|payroll)(?=[\s.,!?]|$)/iu;
const WHOLE_BALANCE = /\b(?:entire|whole|full|all(?:\s+of)?(?:\s+the)?|everything\s+in(?:\s+the)?)\s+(?:[\w'’-]+\s+){0,3}?(?:balance|funds)\b|\b(?:todos\s+los\s+fondos|todo\s+el\s+saldo|tout\s+le\s+solde|tous\s+les\s+fonds|todo\s+o\s+saldo|todos\s+os\s+fundos|tutto\s+il\s+saldo|tutti\s+i\s+fondi|(?:das|den)\s+gesamten?\s+(?:Guthaben|Saldo|Kontostand)|alle[ns]?\s+Guthaben|het\s+hele\s+saldo)\b/i;
import { memoTable } from '../memo';
import { intlA25Tags, periodOrGroupA25 } from './intlA25';
import { intl26Tags, ZERO26 } from './intl26';
import { forWords } from '../text/normalize';
import { SESSION_LOCK, SESSION_NOT_PEOPLE, SESSION_WORD } from '../text/sessions';
import { audienceWidened, capNoteDeletes, controlWaived, moneyUnbounded, secretsLetOut, INSTRUCTION_FILE, MEMORY_CONSTRAINT, MEMORY_LEAD, memoryWaives, NOTE_DISARMS, NOTE_FILE_LEAD, quotesOnlyRoutine, ROUTINE_COMMAND, routineGrant, STANDING_LEAD, standingWeaken, wholesaleWaiver, LIVE_CREDENTIAL } from '../text/memory';
import { numbersInWords } from '../text/numbers';
import { MOD_BITS, nounUseB18, objOf, readOp, softVerbDropped, splitName, tag, verbOf, type Tagged } from './words';
import { mentionsPersonalData } from '../text/personal';

/** (cls-holes21) One's own computer as a destination, and production as a source (see readProse). */
const MY_DEVICE_H21 = /\b((?:to|onto|into|on)\s+)my\s+(?:own\s+|local\s+|home\s+)?(machine|laptop|computer|pc|mac|macbook|desktop|workstation|box)\b/i;
const PROD_SOURCE_H21 = /\b(?:from|off|out\s+of|of)\s+(?:the\s+)?(?:prod|production|live)\b/i;

export type ProseRole = 'main' | 'task' | 'memory' | 'label' | 'context';

export interface ProseReading {
  findings: Finding[];
  /** Modifier bits found anywhere (context for other readers). */
  mods: number;
  /** The text talks about actions rather than taking them (explain, search, documentation, plans). */
  talk: boolean;
  /** Every action verb it contains is negated or only talked about. */
  readOnly: boolean;
  /** It pre-approves or waives confirmation ("don't ask", "pre-approved"). */
  noAsk: boolean;
  /** Largest count of things and money (USD) mentioned. */
  count: number;
  usd: number;
  /** Paths it names with the verb acting on them (for file-change readings). */
  paths: { path: string; verb: Verb }[];
  /** cls-benign14: it has removing, weakening, granting or money verbs, and every one is reported, negated or talked about. */
  told?: boolean;
}

/**
 * cls-plan14: "every user row in the prod database whose last_login …", "all the orders in production where status is
 * cancelled": a restrictive relative clause later in the same clause (no comma before it) narrows "all" to a filtered set.
 */
const FAR_RESTRICT = /^[^,;.!?]{0,70}?\s(?:whose|where|who|which|that\s+(?:is|are|was|were|has|have|had|haven['’]t|hasn['’]t|isn['’]t|aren['’]t|don['’]t|doesn['’]t|never|no longer|match\w*|contain\w*|belong\w*|reference\w*))\s/;
const RESTRICT = /^\s*(?:[\w'’-]+\s+){0,3}(?:who|that|which|whose|where|without|with no|with zero|having no|affected|matching|matched|tagged|labell?ed|older|newer|inactive|stale|expired|unused|under|since|before|after|created|its|their|his|her|whose|except|excluding|in the \S+ (?:folder|prefix|directory|label|segment|ou|org unit|team|department|group)|in ou=|(?:de|com|con) (?:plus|mais|más) de \d+|plus anciens?|más antigu\w*|mais antig\w*|più vecch\w*|älter als|ouder dan|äldre än|eldre enn|ældre end|starsz\w*|старше|старіш\w*)\b|^\s*(?:its|their|his|her)\b/;
const MUTATING = new Set<string>(['input', 'create', 'update', 'overwrite', 'delete', 'empty', 'wipe', 'send', 'share', 'publish', 'upload', 'pay', 'refund', 'charge', 'price', 'grant', 'revoke', 'disable', 'enable', 'reset', 'expose', 'deploy', 'rollback', 'restart', 'stop', 'scale', 'schedule', 'merge', 'push', 'commit', 'archive', 'cancel', 'close', 'approve', 'cleanup', 'anyhow', 'reduce', 'restore', 'install', 'uninstall', 'click', 'run', 'export', 'backup', 'move', 'rename', 'import', 'sync', 'migrate']);
/** A plural noun in English, French, Spanish or Portuguese (not the singular -ss/-us/-is words: status, process, analysis). */
const PLURAL_NOUN = /\p{L}{2,}(?<![sui]s)s$/u;
/** A definite or demonstrative plural determiner, at most two words before the noun ("the old", "les", "los", "os"). */
const DEFINITE_PLURAL = /(?:^|\s)(?:the|les|ces|los|las|estos|estas|esos|esas|aquellos|aquellas|os|as|esses|essas|estes|estas)\s+(?:[\p{L}'’-]+\s+){0,2}$/iu;
const TALKERS = new Set(['explain', 'search', 'plan']);
/** cls-holes15: "(write|make|draft) a plan for/of <a noun phrase>" up to here: no infinitive, question word or clause. */
const PLAN_FOR_NOUN = /^\S+(?:\s+(?:up|out))?\s+(?:(?:a|an|the|my|our|your)\s+)?(?:[\w-]+\s+){0,2}?plan\s+(?:for|of)\s+(?!how\b|what\b|whether\b|when\b|why\b)(?:(?:the|a|an|our|this|that|tomorrow['’]s|next\s+week['’]s)\s+)?(?:[\w-]+\s*){1,4}$/i;
/** A "then" among the "and" words (not a bare "and"): the next verb is a later step. */
const THEN_WORD = /^(?:then|and then|afterwards|after that|next|puis|ensuite|dann|danach|anschließend|luego|después|depois|então|poi|quindi|dan|daarna|sedan|sen|derefter|deretter|sitten|potem|następnie|pak|potom|потом|затем|потім|μετά|majd|aztán|apoi|sonra|ardından|lalu|kemudian|tapos|kisha|rồi|sau đó|それから|然后|ثم|ואז|फिर|তারপর|แล้ว)$/i;
/** Words that open the explained material as a clause ("how to …", "what happens if …", "wie man …"): its verbs are explained. */
/** A documentation file by its path: README, CHANGELOG, CONTRIBUTING, a Markdown/reST/AsciiDoc/text file, anything under docs/. */
const DOC_PATH = /(?:^|\/)(?:readme|changelog|contributing)|\.(?:md|mdx|rst|adoc|txt)$|(?:^|\/)docs?\//i;
const EXPLAINED_CLAUSE = /(?:^|[\s,¿])(?:how|what|why|which|when|whether|if|wie|was|warum|welche\w*|ob|wenn|comment|pourquoi|quoi|ce qu\w*|si|cómo|como|qué|que|por qué|o que|porque|come|cosa|perché|hoe|wat|waarom|als|hur|vad|varför|om|hvordan|hva|hvad|miten|mitä|miksi|jos|jak|co|dlaczego|czy|jeśli|proč|jestli|как|что|почему|если|як|що|чому|якщо|πώς|τι|γιατί|αν|hogyan|mit|miért|ha|cum|ce|de ce|dacă|nasıl|ne|neden|bagaimana|apa|mengapa|jika|cách|như thế nào|tại sao|nếu)(?=[\s,]|$)|どう|どのように|なぜ|何が|如何|怎么|怎麼|为什么|為什麼|什么|什麼|如果|어떻게|왜|무엇/i;
/** Words after which an operation name is the operation being called. */
const CALL_INTRO = new Set(['calling', 'call', 'calls', 'invoke', 'invoking', 'invokes', 'using', 'use', 'uses', 'run', 'running', 'runs', 'execute', 'executing', 'executes', 'tool', 'tool:', 'mcp', 'then', 'next', 'now', 'step', 'action:', 'operation', 'op']);
const DETERMINER = new Set(['the', 'a', 'an']);
// (cls-api16: "… to Password only", "to single factor": an authentication requirement left with one factor.)
// (cls-api17: a console's "Setting: Off" — "Enforcement: Off → Save", "Enable policy: Off" — sets the same value.)
const OFF_VALUE = /\bto\s+["']?(?:not required|off|disabled|none|optional|never|no|allow all|anyone|password[ -]only|single[ -]factor|one factor|1 factor)\b|\w[:：]\s*["']?(?:off|disabled|not required|optional|none|never|allow all|password[ -]only)["']?(?=\s*(?:→|->|>|,|;|\.|\)|$)|\s+(?:and|then|for|on|in)\b)|\b(?:auf|sur|en|em|a)\s+["']?(?:aus|off|désactivé|desactivado|desativado|opcional|optionnel|nicht erforderlich)\b/i;
/** "Open" in the languages of the lexicon: opening a port, not a page. */
// (cls-intlA17: Slovak/Croatian otvor…, Greek άνοιξ…/ανοίγ…, German aufmach… and the separable "mach … auf".)
const OPEN_WORD = /^(?:open|ouvr|abr|öffn|oeffn|오픈|apr|otevř|otwier|otwórz|öppn|åpn|åbn|откр|відкр|aç|buka|fungua|mở|開|开|otvor|odpr|отвор|άνοιξ|ανοίξ|ανοιξ|ανοίγ|aufmach|mach|atver|atidar|nyisd|avaa|ava)/;
/** Nothing but a closing word or two after a light verb: it ends its clause. */
/** A Japanese or Korean giving verb ends its clause with only an ending after it (割り当てて, 付けてください, 부여해줘). */
/** cls-intlB16: a Hindi-Urdu light verb ending the clause after the giving word ("… रोल असाइन कर दो", "… اسائن کر دو"). */
const HI_UR_LIGHT_END = /^\s*(?:कर\s*(?:दो|दें|दीजिए|देना|दें)|करो|करें|کر\s*(?:دو|دیں|دیجیے)|کرو)?\s*[।.!]?\s*$/;
const JA_KO_GIVE_END = /^[\u3040-\u309f\uac00-\ud7af\s。.!！]{0,12}$/;
/** An administrator role inside a "make admin" phrase of a verb-final language (the lexicon hit hides the noun). */
// (cls-intlB18: and the owner, spelt as it sounds — オーナー, 오너, ओनर, ওনার, اونر — or Arabic المالك.)
const ROLE_IN_GRANT = /superuser|管理者|管理员|管理員|アドミン|관리자|어드민|แอดมิน|ผู้ดูแลระบบ|एडमिन|yönetici|オーナー|오너|ओनर|ওনার|اونر|المالك/i;
/** (cls-en16) Privileges written as identifiers: administrator-level managed policies and roles of clouds, databases and Windows. */
const ADMIN_PRIV_ID = /^(?:AdministratorAccess|PowerUserAccess|[A-Z][A-Za-z0-9]*FullAccess|roles\/(?:owner|editor|[\w.]*[aA]dmin\w*)|cluster-admin|db_owner|db_securityadmin|db_accessadmin|db_ddladmin|rds_superuser|azure_pg_admin|cloudsqlsuperuser|Se(?:Debug|TakeOwnership|Backup|Restore|LoadDriver|Impersonate|AssignPrimaryToken|Tcb|CreateToken)Privilege|[A-Z][A-Za-z]*(?:Admin|Administrator|Owner)(?:Access|Role|Policy)|[A-Z][A-Za-z]*_?Administrator)$/;
/** (cls-en16) Narrower privileges written as identifiers: read-only or data policies and any other cloud role path. */
const READ_PRIV_ID = /^(?:ReadOnlyAccess|ViewOnlyAccess|SecurityAudit|[A-Z][A-Za-z0-9]*ReadOnlyAccess|roles\/[\w.]+|db_datareader|db_datawriter|pg_read_all_data|pg_write_all_data)$/;
/** A cheap necessary condition of the two above. */
const PRIV_ID_HINT = /Access\b|roles\/|cluster-admin|db_|rds_|_admin|superuser|Privilege\b|Administrator\b|(?:Admin|Owner)(?:Role|Policy)\b/i;
/** (cls-en16) "Give the AdministratorAccess policy a description": the identifier is what receives, not what is given. */
/** An identifier's shape (AdministratorAccess, roles/owner, db_owner): the English check above applies to these only. */
const PRIV_ID_SHAPE = /(?:access|privilege)$|\/|_/i;
const GIVEN_TO_IT = /^\s+(?:(?:policy|role|group|user|account)\s+)?(?:a|an|some|more|new|its)\s/;
/** (cls-en16) A person put into an administrators' group, team or role. */
const PUT_IN_ADMIN_GROUP = /\b(put|puts|putting|move|moves|moving|moved|stick|slot)\s+(?!(?:it|them|this|that|the (?:file|code|page|panel|link|button|config|setting|note|docs?))\b)[^.;:!?\n]{1,40}?\s+(?:in|into|on|onto|to)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:admins?|administrators?|owners?|superusers?|sudoers?|wheel|sudo|break-?glass|emergency[- ]access|super-?admins?|firecall)\s+(?:group|team|role|list)\b/gi;
/** (cls-en16) "let X have …": a light verb of giving. */
const LET_HAVE = /\blet\s+(?!(?:me|us|it|them)\b)[^.;:!?\n]{1,30}?\s+have\b/gi;
/** (cls-en16) A condition clause opened for the agent: "before you", "if you ever need to", "whenever we want to". */
const GATE_OPEN = /^\s*(?:(?:and|but|also|please|oh|ok|okay|just)\s+)?(?:before|if|whenever|when|any\s?time|every\s+time|each\s+time|in\s+case)\s+(?:you|we|i|anyone|someone|the agent)\b[^,]*$/i;
/** (cls-en16) A main clause that only asks the person first, ending the sentence. */
const ASK_ME_MAIN = /,\s*(?:please\s+)?(?:always\s+)?(?:ask|check\s+with|run\s+it\s+by|clear\s+it\s+with|confirm\s+with|talk\s+to|get\s+(?:my|an?)\s+(?:ok|okay|approval|sign-?off|go-?ahead))\b/i;
const ASK_ME_TAIL = /^[^,]*,\s*(?:please\s+)?(?:always\s+)?(?:ask|check\s+with|run\s+it\s+by|clear\s+it\s+with|confirm\s+with|talk\s+to|get\s+(?:my|an?)\s+(?:ok|okay|approval|sign-?off|go-?ahead))(?:\s+(?:me|us|the\s+team|someone|a\s+human|the\s+user|an?\s+admin))?(?:\s+(?:first|beforehand|before(?:\s+doing\s+(?:it|so|that))?|please|for\s+(?:approval|permission)))*\s*$/i;
/** (cls-en16) "message" as the imperative verb: opening the text or a step, before a recipient. */
const MESSAGE_IMPERATIVE = /(?:^|[.;!?\n:]\s*|\b(?:please|then|and|also|now|just|pls|go ahead and)\s+)(message)(?=\s+(?:all|every|each|the|our|my|your|everyone|everybody|them|him|her|me|us|[a-z]+['’]s|\d))/g;
/** (cls-en16) What receives a secret is code, a service or a test, or the secret is a stand-in: no person is given it. */
const GIVEN_TO_CODE = /\b(?:test|tests|spec|function|component|mock|fixture|config|env|environment|variable|app|service|container|job|workflow|pipeline|ci|build|script|lambda|worker|pod|deployment|action|bot|fake|dummy|mock|placeholder|sample|example|rotated|new)\b/;
/** A code thing named like a privilege ("the AdminRole enum", "the AdministratorAccess constant"). */
const CODE_NOUN_AFTER = /^\s+(?:component|class|function|enum|type|module|prop|props|field|variable|hook|test|tests|file|page|screen|interface|struct|method|constant|column|attribute|import|export|symbol)s?\b/;
/** "Make sure …", "make certain …": no light verb of granting. */
const MAKE_SURE = /^(?:make|makes|making)\s+(?:sure|certain)\b/i;
/** An administrator word that names a screen or a tool ("the admin page", "Admin-Bereich", "panel de administrador" is not caught: role first). */
const ROLE_AS_SCREEN = /^[\s-]*(?:page|pages|panel|dashboard|console|ui|screen|view|area|menu|tab|api|endpoint|tool|section|portal|interface|seite|bereich|oberfläche|konsole|página|panneau|pagina|画面|ページ|界面|页面|后台|페이지|화면)/i;
const CLAUSE_END_REST = /^\s*(?:(?:do|dijiye|dena|na|please|pls|zaroor|jaldi)\s*)?[.!?؟。]*\s*$/i;
/** "Give me a (read-only) list of who has admin": a list, report or count handed to the person is a read, not a right. */
const GIVE_ME_READ = /^\s+(?:me|us)\s+(?:(?:a|an|the)\s+)?(?:[\w-]+\s+){0,2}?(?:list|lists|report|reports|summary|overview|count|breakdown|rundown|table|export|dump|inventory|audit)\b/i;
// The same in other languages, the pronoun optional: "Geef een lijst van alle admins", "Gib mir eine Übersicht …",
// "Ge mig en lista över …", "Giv mig en oversigt", "Dame una lista de …", "Dammi un elenco di …".
const GIVE_ME_READ_INTL = /^\s*-?(?:(?:mir|uns|mij|me|ons|mig|meg|os|oss|moi|nous|nos|mi|ci)\s+)?(?:(?:eine?n?|een|en|et|ett|une?|la|le|les|el|los|las|uma?|um|una|uno|un|die|das|den|de|het)\s+)?(?:[\p{L}-]+\s+){0,2}?(?:liste|listen|lijst|lijstje|lista|listan|oversigt|oversikt|översikt|übersicht|overzicht|aperçu|résumé|rapport|bericht|samenvatting|zusammenfassung|sammanfattning|sammendrag|resumen|resumo|riepilogo|elenco|auflistung|inventaris|inventar|inventario)(?![\p{L}])/iu;
const ACCESS_WORD = /\b(?:access|rights|quyền|dostęp\w*|zugriff\w*|accès|acceso|acesso|accesso|toegang|åtkomst|adgang|tilgang|доступ\w*|erişim\w*|akses|hak)\b|权限|權限|アクセス権|권한/;

interface Token {
  start: number;
  end: number;
  raw: string;
  kind: 'word' | 'path' | 'ident' | 'url';
}

// Scripts written without spaces (Chinese, Japanese, Korean runs, Thai) are tokens of their own, apart from the Latin
// names and paths inside them: "本番のS3バケットを空にします" is words around the name S3, not one identifier.
const TOKEN = /[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uff66-\uff9f]+|[^\s"'`«»„“”()[\]{},;\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uff66-\uff9f]+/g;
const FILE_EXT = /\.(?:json|ya?ml|toml|ini|env|sh|bash|ps1|py|rb|ts|tsx|js|jsx|mjs|go|rs|java|kt|cs|php|md|txt|csv|tsv|sql|conf|cfg|tf|tfvars|xml|lock|log|pem|key|db|sqlite|parquet|pdf|docx?|xlsx?|pptx?|zip|tar|gz|plist|service|timer|crt|p12|pfx|jks|dump|bak|html|css|scss|vue|svelte|swift|dart|lua|r|ipynb)$/i;

/** cls-benign15: a folder word joined by a hyphen to a name the lexicon cannot hold (node_modules, .next, __pycache__). */
const COMPOUND_FOLDER = /^([\w.]*[_.][\w.]*)-(?:ordner|verzeichnis|map|mappe|mappen|mappa|kansio|katalog|folder)$/i;
const BUILD_DIR = /^(?:__pycache__|node_modules|\.?venv|dist|build|target|coverage|\.next|\.cache|\.pytest_cache|\.mypy_cache|\.ruff_cache|\.terraform|\.gradle|bin|obj)\/?$/i;

/** No digit and none of the characters that make a token a URL, path, option or identifier (. / \\ ~ _ = @ # : - + ! ?). */
function plainWord(t: string): boolean {
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c < 128 && PLAIN_NO[c] === 1) return false;
  }
  return true;
}
const PLAIN_NO = new Uint8Array(128);
for (const ch of '0123456789./\\~_=@#:-+!?') PLAIN_NO[ch.charCodeAt(0)] = 1;

/** A markup tag closing a token ("do</task>") or a whole tag token ("</task>"). */
const TAG_EDGE = /<\/?[A-Za-z][\w-]*>$/;
function tokens(orig: string): Token[] {
  const out: Token[] = [];
  TOKEN.lastIndex = 0;
  let m: RegExpExecArray | null;
  let guard = 0;
  while ((m = TOKEN.exec(orig)) && guard++ < 4000) {
    // Most tokens are plain words (no digit or name/path symbol): only the two tests below can apply to them.
    if (plainWord(m[0])) {
      const w = m[0];
      out.push({ start: m.index, end: m.index + w.length, raw: w, kind: BUILD_DIR.test(w) ? 'path' : w.length >= 3 && /[a-z][A-Z]/.test(w) ? 'ident' : 'word' });
      continue;
    }
    let raw = m[0].replace(/[.:!?]+$/, '');
    if (!raw) continue;
    // "do</task>", "<task>Delete": a markup tag wrapped around the text is no path; the word inside is the token.
    if (raw.charCodeAt(raw.length - 1) === 62 && TAG_EDGE.test(raw)) raw = raw.replace(TAG_EDGE, '');
    if (!raw) continue;
    let kind: Token['kind'] = 'word';
    // cls-benign15: a build folder named as a compound ("node_modules-Ordner", "dist-map", "target-katalog") is that folder.
    const compound = COMPOUND_FOLDER.exec(raw);
    if (compound && BUILD_DIR.test(compound[1] as string)) {
      out.push({ start: m.index, end: m.index + (compound[1] as string).length, raw: compound[1] as string, kind: 'path' });
      continue;
    }
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw)) kind = 'url';
    else if (BUILD_DIR.test(raw)) kind = 'path';
    else if ((/[/\\]/.test(raw) && !/^\/\/|^\d+\/\d+/.test(raw)) || /^~/.test(raw) || (FILE_EXT.test(raw) && !/^\d/.test(raw)) || /^\.[\w][\w.-]*$/.test(raw)) kind = 'path';
    else if (raw.length >= 3 && (/[_=@#]|::|__/.test(raw) || /[a-z]\.[a-z]/i.test(raw) || (raw.match(/-/g) ?? []).length >= 2 || /[a-z][A-Z]/.test(raw) || /[a-z][0-9]|[0-9][a-z]/i.test(raw.replace(/^\d+(?:st|nd|rd|th|k|m|s|h|d|x|gb|mb|tb)$/i, '')) || /-(?:prod|staging|stg|dev|test|tmp|qa|v\d|\d)/i.test(raw) || /^--?[a-z]/i.test(raw))) kind = 'ident';
    out.push({ start: m.index, end: m.index + raw.length, raw, kind });
  }
  return out;
}

interface Clause {
  start: number;
  end: number;
}
// (cls-intlB18: the Arabic-script comma ، ends a clause as "," and "，" do.)
const CLAUSE_END = /[.;!?\n\u3002\uff01\uff1f\u061f\u06d4\u0964]|,|\uff0c|\u060c|\u3001|:\s|\s[\u2014\u2013]\s|\s-\s|\(|\)|\u2192|->|\s>\s|\s(?:so that|so i can|because|since|damit|weil|pour que|parce que|para que|porque|perché|affinché|чтобы|щоб|потому что|bo|żeby|aby|protože|hogy|için|çünkü|karena|supaya|agar|kwa sababu|để|vì|کیونکہ|کہ|که|ताकि|تاکہ|تاكه|کیونکہ|کیوں کہ|क्योंकि|কারণ|যাতে|لكي|لأن|כדי|επειδή|ca să|pentru că|zodat|omdat|så att|eftersom|fordi|jotta|koska|da bi|за да|защото|тому що|kerana|dahil|sodass|afin que|afin de|così che|opdat)\s/g;

function clausesOf(w: string): Clause[] {
  const out: Clause[] = [];
  let last = 0;
  CLAUSE_END.lastIndex = 0;
  let m: RegExpExecArray | null;
  let guard = 0;
  while ((m = CLAUSE_END.exec(w)) && guard++ < 4000) {
    // A dot inside a name or number (3.8, v2.4.1, example.com) is not a clause end.
    if (m[0] === '.' && /\S/.test(w[m.index + 1] ?? ' ')) continue;
    if (m[0] === ',' && /\d/.test(w[m.index - 1] ?? '') && /\d/.test(w[m.index + 1] ?? '')) continue;
    out.push({ start: last, end: m.index });
    last = m.index + m[0].length;
  }
  out.push({ start: last, end: w.length });
  return out;
}

/**
 * A topic set off before its verb: "The table that holds customer orders — drop it", "Prod bucket: wipe everything",
 * "La tabla de pedidos: bórrala", "顧客テーブル、それを削除して". When a clause is only a verb with a pronoun that points back
 * (it, them, everything, sie, la/lo, それ, 它) and the clause before it names something but does nothing, the two are one
 * clause: the pronoun's referent is what the verb acts on.
 */
const RESUMPTIVE = /^\s*(?:(?:please|bitte|por favor|s'il te plaît|per favore|пожалуйста)\s+)?[^\s\u3040-\u9fff\uac00-\ud7af]+(?:\s+(?:it|them|everything|all of it|all|sie|es|ihn|alles|komplett|la|le|les|lo|los|las|tout|todo|tutto|todos|het|ze|alle|её|его|их|всё|все))?\s*[.!]?\s*$|^\s*[^\s\u3040-\u9fff\uac00-\ud7af]+-(?:la|le|les|lo|los|las)\s*[.!]?\s*$|^\s*[^\s\u3040-\u9fff\uac00-\ud7af]+(?:la|lo|las|los)\s*[.!]?\s*$|^\s*(?:それ|これ|它|这个|這個|그것|그거)/i;
/** cls-intlB16: a selection made in a console and the button pressed next, in Chinese, Japanese, Korean and Hindi. */
const SELECTED_BEFORE = /(?:全选|全選|勾选|勾選|选中|選中|选择|選擇|選取|선택|選択|चुन|सेलेक्ट)/;
const PRESS_AFTER = /^\s*(?:然后|然後|再|接着|接著|그리고|그 다음에?|その後|それから|फिर)?\s*(?:点击|點擊|点|點|按下?|单击|單擊|클릭|「|\S{0,12}(?:눌러|누르|押して|押す|クリック|दबा|क्लिक))/;
const TOPIC_RELATIVE = /(?:^|\s)(?:that|which|who|where|with|que|qui|dont|die|der|das|welche[rsn]?|mit|che|con|com|который|которая|которое|которые|где|с|який|яка|які|który|która|które|z|som|die|dat|met)\s/i;
function topicJoined(cl: Clause[], w: string, tags: readonly Tagged[]): Clause[] & { topics?: { start: number; topicEnd: number }[] } {
  if (cl.length < 2) return cl;
  let out: (Clause[] & { topics?: { start: number; topicEnd: number }[] }) | null = null;
  for (let k = 1; k < cl.length; k++) {
    const prev = cl[k - 1] as Clause;
    const cur = cl[k] as Clause;
    // cls-intlB16: rows selected in a console, then a button pressed ("勾选全部实例，点击终止", "全選所有執行個體，然後按終止"):
    // the button acts on what the clause before selected.
    const pressed = SELECTED_BEFORE.test(w.slice(prev.start, prev.end)) && PRESS_AFTER.test(w.slice(cur.start, cur.end));
    if (!pressed && !RESUMPTIVE.test(w.slice(cur.start, cur.end))) continue;
    if (!tags.some((t) => t.kind === 'v' && t.start >= cur.start && t.end <= cur.end)) continue;
    if (!tags.some((t) => t.kind === 'o' && t.start >= prev.start && t.end <= prev.end)) continue;
    // The topic does nothing itself: a verb after a relative word ("… that holds customer orders", "que guarda …") describes it.
    const rel = TOPIC_RELATIVE.exec(w.slice(prev.start, prev.end));
    const descFrom = rel ? prev.start + rel.index : prev.end;
    if (!pressed && tags.some((t) => t.kind === 'v' && t.start >= prev.start && t.start < descFrom)) continue;
    // Only a colon, a dash or a comma sets a topic off; a full stop ends a sentence of its own ("List the files. Remove them").
    if (!/^\s*(?::|[\u2014\u2013-]|,|\uff0c|\u3001|\uff1a)\s*$/.test(w.slice(prev.end, cur.start))) continue;
    out ??= cl.map((c) => ({ ...c }));
    const i = out.findIndex((c) => c.start === prev.start);
    const j = out.findIndex((c) => c.start === cur.start);
    if (i < 0 || j !== i + 1) continue;
    (out.topics ??= []).push({ start: prev.start, topicEnd: prev.end });
    (out[i] as Clause).end = cur.end;
    out.splice(j, 1);
  }
  return out ?? cl;
}

const DETERMINER_ADJ_P20 = /(?:^|\s)(?:the|these|those|all|our|their|any|yesterday's|today's|last\s+\w+'s)\s+(?:duplicate|duplicated|affected|disputed|recent|stale|unpaid|recurring|outstanding|suspicious|fraudulent|flagged|remaining|matching|selected|relevant|erroneous|incorrect|wrong|extra|failed|pending|refunded)\s+$/i;
const TIME_POSSESSIVE_NAME_L21 = /(?:^|\s)(?:yesterday's|today's|tonight's|(?:last|this|next)\s+(?:week|month|quarter|year|night|sprint)'s)\s+[\w-]+\s+$/i;
const DETERMINER_BEFORE = /(?:^|\s)(?:saare|saara|saari|sabhi|the|a|an|this|that|these|those|its|their|our|my|your|his|her|each|every|no|any|all|some|several|both|tonight's|today's|yesterday's|last|next|first|previous|upcoming|failed|pending|latest|whole|entire)\s+$/i;

/** Spanish, Portuguese, Italian "a" before an infinitive ("voy a vaciar", "vou apagar", "vado a cancellare"): not an article. */
const ROMANCE_A_INFINITIVE = /(?:^|\s)(?:voy|vas|va|vamos|vais|van|vou|vai|vão|vado|andiamo|procedo|procedemos|procediamo|vuelvo|volvemos|torno|empiezo|empezamos|comienzo|comenzamos|começo|começamos|inizio|passo|paso|pasamos|ayúdame|ayudo|ajudo|aiuto|aiutami|dispuesto|disposto|listo|pronto|prestes|obligado|obrigado|tengo que|hay que|faccio|facciamo|riesco|riusciamo|continuo|continuiamo|comincio|cominciamo|provo|proviamo|imparo|aprendo|aprendemos|ensina-me|ensíname|enséñame|insegnami|começar|empezar|cominciare)\s+a\s+$/;
/** (cls-intlA15) French "on a / il a / elle a / qui a" + participle: "a" is the verb "has", not an article. */
const FRENCH_HAS_A = /(?:^|\s)(?:on|il|elle|qui|ça|y|en)\s+a\s+(?:(?:déjà|bien|tout|hier|ensuite|aussi)\s+)?$/i;
/** Spanish "no" before a verb is "don't" ("No borres nada"), not the English determiner "no deletes". */
const SPANISH_WORDS = /(?:^|\s)(?:nada|ningún|ninguna|ninguno|nunca|jamás|solo|sólo|haz|hagas|los|las|del|por|para|ni|en|el|la|de)(?=\s|[.,;]|$)/i;
const RUN_THING_THAT = /\b(?:migrations?|scripts?|jobs?|tasks?|commands?|playbooks?|workflows?|pipelines?|query|queries|statements?|functions?|tools?|cron(?:job)?s?|steps?|runbooks?|lambdas?)\s+(?:that|which)\s+(?:will\s+|would\s+|also\s+)?$/;
/** A verb word used as a noun: "tonight's migration", "the deploy message", "deploy'un", "Aufräumplans". */
function nounUse(orig: string, w: string, t: Tagged): boolean {
  const before = w.slice(Math.max(0, t.start - 24), t.start);
  // "the migration that drops …", "a script which deletes …": a relative clause saying what a run thing does.
  if (RUN_THING_THAT.test(w.slice(Math.max(0, t.start - 40), t.start))) return false;
  // (cls-plan20) "the duplicate charges", "yesterday's disputed payments", "the affected refunds": a determiner and a
  // modifier of which items before a plural verb word make it the items, not a verb ("Pull the duplicate charges" reads them).
  if (DETERMINER_ADJ_P20.test(before) && /s$/i.test(w.slice(t.start, t.end + 2).replace(/\W.*$/, ''))) return true;
  // (lead, session 23) "last month's EC2 charges", "this week's Stripe payouts": a time's possessive and a product name before a
  // plural verb word make it the items, as a determiner and an adjective do.
  if (TIME_POSSESSIVE_NAME_L21.test(before) && /s$/i.test(w.slice(t.start, t.end + 2).replace(/\W.*$/, ''))) return true;
  if (DETERMINER_BEFORE.test(before) && !ROMANCE_A_INFINITIVE.test(before) && !FRENCH_HAS_A.test(before) && !(/(?:^|\s)no\s+$/i.test(before) && SPANISH_WORDS.test(w)) && !/[^\t\n\r\x20-\x7e]/.test(w.slice(t.start, t.end)) && t.end > t.start) return true;
  // "the customer export script", "our nightly cleanup job": a verb word between a determiner's phrase and a noun
  // naming a run thing is that thing's name, not an action (the run thing is what a later verb acts on).
  if (/(?:^|\s)(?:the|a|an|this|that|our|my|your|its|their)\s+(?:[\w-]+\s+)?$/i.test(before) && /^\s+(?:scripts?|jobs?|tool|tools|pipelines?|tasks?|workflows?|cron(?:job)?s?|commands?|services?|lambdas?|functions?|workers?|runbooks?|playbooks?|modules?|endpoints?)\b/i.test(w.slice(t.end, t.end + 16))) return true;
  // (cls-intlA15) "um die E-Mail anzusehen", "voir l'e-mail", "el correo": a mail word after an article is the message.
  if (/^(?:e-?mails?|mails?)$/.test(w.slice(t.start, t.end)) && /(?:^|\s)(?:die|der|den|dem|das|diese|deine|meine|eine|einer|la|le|l['’]|une|el|los|las|una|il|lo|gli|o|um|uma|het|een|de)\s*(?:e-)?$/.test(before)) return true;
  // (lead, session 23) "the whole HQ building", "our main office building": "building" after a determiner's phrase is the place.
  if (/^buildings?$/i.test(w.slice(t.start, t.end + 1).replace(/\W.*$/, '')) && BUILDING_PLACE_L21.test(before)) return true;
  const rest = w.slice(t.end, t.end + 12);
  // (cls-intl14) "promotional emails", "the promotion banner": a word of promotion, not promoting a release or a person.
  if (/^promotion/i.test(w.slice(t.start, t.start + 9))) return true;
  // (cls-intl14) Japanese 設定 is "settings" unless a verb ending follows (設定して, 設定する): "設定 > セキュリティ" is a menu.
  if (w.slice(t.start, t.end) === '設定' && !/^(?:し|す|さ|でき)/.test(rest)) return true;
  // Possessive or case ending after an apostrophe (deploy's, deploy'un); not contractions.
  if (/^[a-z\u00c0-\u024f]*'(?:s|un|ın|in|ün|nın|nin|a|e|da|de|ta|te|dan|den|ı|i|u|ü|yı|yi|ya|ye|ya)\b/.test(rest)) return true;
  // A capitalised word in mid-sentence matched only as a stem with a long ending: a German-style compound noun.
  const word = /^[\p{L}]*/u.exec(orig.slice(t.start))?.[0] ?? '';
  if (t.start > 0 && /[\p{Lu}]/u.test(word[0] ?? '') && !/[.!?:]\s*$|^\s*$/.test(orig.slice(Math.max(0, t.start - 3), t.start)) && word.length - (t.end - t.start) > 4) return true;
  // "Go to Billing and click …", "in the Billing tab", "open Billing": a capitalised verb word naming a screen of an
  // app is a place, not an act.
  if (/[\p{Lu}]/u.test(word[0] ?? '') && (APP_SCREEN_AFTER.test(rest) || APP_SCREEN_BEFORE.test(before))) return true;
  return false;
}
const BUILDING_PLACE_L21 = /(?:^|\s)(?:the|a|an|this|that|our|my|your|its|their|whole|entire|every|each|all|same|office|hq)\s+(?:[\w-]+\s+){0,2}$/i;
const APP_SCREEN_AFTER = /^\s+(?:tab|page|section|menu|panel|pane|screen|view|settings|area|dashboard)\b/i;
const APP_SCREEN_BEFORE = /(?:^|\s)(?:go(?:es|ing)?|navigate|head|switch|back)\s+to\s+(?:the\s+)?$|(?:^|\s)open(?:s|ing)?\s+(?:the\s+)?$/i;

// Ranges of whole scripts (Devanagari, Bengali), not a combined character: any letter of them marks the clause.
// (cls-intlB15: Tamil and Telugu, \u0b80-\u0c7f, end on their verb too.)
// eslint-disable-next-line no-misleading-character-class
const SOV_SCRIPT = /[\u3040-\u30ff\uac00-\ud7af\u0900-\u097f\u0980-\u09ff\u0b80-\u0c7f\u067e\u0686\u0698\u06af\u06a9\u06cc\u06d2\u06ba\u0679\u0688\u0691\u06be]|[\u011f\u015f\u0131]/;
// Turkish without its own letters still ends on its verb: a borrowed noun with the light verb "et"/"yap" ("deploy et", "restart yap").
const TURKISH_LIGHT_VERB_END = /\S\s+(?:et|yap|edin|edelim|etsin|yapın|yapalım)\s*[.!]*\s*$/;
function sovClause(w: string, c: Clause): boolean {
  const s = w.slice(c.start, c.end);
  return SOV_SCRIPT.test(s) || TURKISH_LIGHT_VERB_END.test(s);
}

/** The first clause that ends after `at` (else the last). Clauses come from clausesOf in text order, so their ends
 *  never decrease and a binary search finds the same one a scan would; a scan per tag per verb made a long text's
 *  reading cubic (60 % of a 15 KB paragraph's time). */
function clauseAt(cl: readonly Clause[], at: number): number {
  let lo = 0;
  let hi = cl.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (at < (cl[mid] as Clause).end) hi = mid;
    else lo = mid + 1;
  }
  return hi;
}

/** The first token holding [start, end). Tokens come from one regex pass in text order and never overlap, so both
 *  their starts and ends increase: the first holder is the first token ending at or after `end`, if it starts early enough. */
function tokenAt(toks: readonly Token[], start: number, end: number): Token | undefined {
  let lo = 0;
  let hi = toks.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((toks[mid] as Token).end < end) lo = mid + 1;
    else hi = mid;
  }
  const t = toks[lo];
  return t && start >= t.start ? t : undefined;
}

interface VerbHit extends Tagged {
  verb: Verb | 'click';
  clause: number;
  negated: boolean;
  talked: boolean;
}

interface ObjHit {
  obj: Obj;
  readonly start: number;
  readonly end: number;
  clause: number;
  path?: string;
  /** The object word sits inside a name (DATABASE_URL): weaker evidence. */
  ident?: boolean;
  /** cls-intlB16: the name is the privilege itself (AdministratorAccess, cluster-admin, PowerUserAccess), not a word inside one. */
  named?: boolean;
  /** cls-over16: the word is a page of a breadcrumb ("AGENTS.md → Permissions", "Users → Roles"), not a name in code. */
  crumb?: boolean;
  word: string;
}

const PATH_OBJ: Partial<Record<ReturnType<typeof pathKind>, Obj>> = {
  secret: 'secret', home: 'home', root: 'root', system: 'system', critical: 'system', cwd: 'dir', device: 'device',
  regenerable: 'regenerable', tmp: 'regenerable', auditlog: 'audit', log: 'log', dbfile: 'database', git: 'history',
};

function pathObj(p: string): Obj {
  const k = pathKind(p);
  const o = PATH_OBJ[k];
  if (o) return o;
  if (/\.(?:csv|tsv|xlsx?|parquet|json|sql|dump)$/i.test(p) && /customer|user|employee|patient|member|contact|subscriber|payroll|salar|ssn|personal|pii|client|lead/i.test(p)) return 'pii';
  return FILE_EXT.test(p) ? 'file' : 'dir';
}

// Negators that are ordinary words in other languages: they negate only where the text reads as
// their own language ("nu" is "not" in Romanian, "now" in Swedish, Danish and Dutch; "tak" is "not"
// in Malay, "yes" in Polish; Portuguese "no" is "in the"; Spanish "si" is "if").
const ROMANIAN = /[ăâîșțşţ]|\b(?:să|și|şi|în|pe|cu|nimic|fără|vreau|trebuie|este|sunt)\b/;
const MALAY_INDONESIAN = /\b(?:yang|dan|di|ini|itu|saya|aku|akan|ke|dari|untuk|dengan|jangan|tidak|sudah|belum|boleh|mau|perlu|sahaja|saja|nak|dulu)\b/;
const SWAHILI = /\b(?:na|ya|wa|kwa|za|ni|hii|kwenye|tafadhali|sasa|bado|kitu|chochote|yoyote|zote|wote)\b/;
const PORTUGUESE = /[ãõ]|\b(?:vou|você|estou|em|dos|das|nas|nos|uma|pra|para o|para a|ao|aos|pelo|pela)\b|(?:^|\s)(?:o|os)\s+[a-zçéáíóú]/;
const ITALIAN = /\b(?:il|lo|gli|che|per|non|è|della|nella|questo|questa|sul|sulla)\b/;
const TURKISH = /[ğış]|\b(?:ne kadar|neden|nedir|ne zaman)\b/;
/** Chinese 不/没/别 inside a word that is not a negation: 不同 (different), 不必要的 (unnecessary), 别的 (other) … */
const ZH_NOT_NEGATION = /^(?:不同|不再|不必要|不需要的|不常|不活跃|不活躍|不用的|不到|不少|不断|不斷|不足|不良|不一致|不正确|不正確|不稳定|不穩定|不安全|没有用的|没用的|沒用的|沒有用的|别的|別的|别人|別人)/;

/** Turkish "para" (money) is Spanish, Portuguese and Italian "for" in their own texts. */
const TURKISH_TEXT = /[ğışİ]|(?:^|\s)(?:ve|bir|bu|için|tl|lira)(?=\s|$)/;
function spanishPara(w: string, t: Tagged): boolean {
  return t.kind === 'o' && t.name === 'money' && t.end - t.start === 4 && w.slice(t.start, t.end) === 'para' && !TURKISH_TEXT.test(w);
}

/** "si" asks "whether" in French, Spanish and Italian; in Czech and Slovak it is "oneself". */
function asksWhether(w: string, t: Tagged): boolean {
  // cls-intlA17: the "if" of a polite request ("Sería genial si …", "Ce serait top si …") asks for the act.
  // (cls-intl17c: one character past the "if", so the pattern's closing space is seen: "Sarebbe bello se eliminassi …".)
  if (POLITE_IF_INTL.test(w.slice(0, t.end + 1))) return false;
  if (w.slice(t.start, t.end) !== 'si') return true;
  return /\b(?:el|la|los|las|le|les|des|du|une|est|es|que|qui|il|di|che|hay|existe|ya)\b/.test(w) && !/[ěščřžůň]/.test(w);
}

/** cls-benign15: 行 ("row") inside a word where it means going or doing (実行 run, 進行, 銀行 bank, 発行 issue, 移行 migrate …). */
function cjkRowInWord(w: string, t: Tagged): boolean {
  return t.kind === 'o' && t.name === 'record' && t.end - t.start === 1 && w[t.start] === '行' && /[実进進银銀発发移施执執並并流運运旅飞飛平修代举舉試试通步歩暴]/.test(w[t.start - 1] ?? '');
}

/** cls-benign15: "a local commit with the message 'Fix typo'", "einen Commit mit der Nachricht …": the commit's own message. */
function commitMessage(w: string, t: Tagged): boolean {
  if (t.kind !== 'o' || t.name !== 'message' || !/commit/i.test(w)) return false;
  return /(?:^|\s)(?:with|mit|avec|con|com|met|z|с|och|med)\s+(?:(?:the|a|der|die|einer|le|un|el|il|la|a|het|de|o)\s+)?(?:(?:commit|short|kurzen|kurzer)\s+)?$/i.test(w.slice(Math.max(0, t.start - 30), t.start));
}

/** Spanish and Italian "del" ("of the": "vista previa del informe") is no `del` command. */
/** cls-intlA20: Spanish/Portuguese "ser" (to be) after a modal, a preposition or "que" is no Danish/Norwegian "ser" (sees):
 *  "la base de prod debe ser eliminada", "tiene que ser borrado", "precisa ser apagado". */
function romanceSerA20(w: string, t: Tagged): boolean {
  return t.kind === 'v' && t.name === 'read' && t.end - t.start === 3 && w.slice(t.start, t.end) === 'ser' && /(?:^|\s)(?:debe|deben|debería|puede|pueden|podría|va\s+a|van\s+a|tiene\s+que|tienen\s+que|hay\s+que|precisa|precisam|deve|devem|pode|podem|vai|vão|tem\s+que|tem\s+de|a|de|para|sin|sem|por|que)\s+$/.test(w.slice(Math.max(0, t.start - 16), t.start));
}
function romanceDel(w: string, t: Tagged): boolean {
  return t.kind === 'v' && t.end - t.start === 3 && w.slice(t.start, t.end) === 'del' && /^\s+(?!\/|[a-z]:|\*|\.|%)[\p{L}]/u.test(w.slice(t.end, t.end + 3)) && /\b(?:el|la|los|las|en|de|que|un|una|il|di|della|con|por|para|per|haz|clic|abre|ver|después|antes|desde|hasta|sobre|esta|este|esto|se|lo|al|mi|su|nel|dal|sul|non|ma|dels|pel|cal|aquest\p{L}*)(?![\p{L}])/u.test(w);
}

/** cls-plan14: "we need the prod analytics database gone by Friday", "I want those buckets gone": wanted gone is removed. */
const WANTED_GONE = /\b(?:need|needs|want|wants|like|get|have|'d like|make sure|ensure|see to it that|(?:great|nice|good|ideal|better|best|helpful|awesome|lovely|love it|prefer it|happier|happy)\s+if)\s+(?:[^.;,!?]{1,60}?)\s(gone)(?=\s*(?:$|[.,;!?)]|(?:by|before|today|tonight|asap|now|for good|from|this|next|soon|permanently|entirely|completely)\b))/i;
/** "The prod read replica needs to go.", "those buckets have to go by Friday": a thing that has to go is removed (not "I have to go"). */
const HAS_TO_GO = /(?:^|[^\p{L}])(?!(?:i|we|you|they|he|she|it|everyone|everybody)\s)([\p{L}\d][\p{L}\d_.-]*)\s+(?:needs|need|has|have|must|should|has got|have got|gotta)\s+(?:to\s+)?(go)(?=\s*(?:$|[.,;!?)]|(?:by|before|today|tonight|asap|now|for good|this|next|soon|permanently|entirely|completely)\b))/iu;
const BE_GONE = /(?:^|[^\p{L}])(?!(?:i|we|you|they|he|she|it|everyone|everybody)\s)[\p{L}\d][\p{L}\d_.-]*\s+(?:should|must|needs to|need to|has to|have to|ought to)\s+be\s+(gone)(?=\s*(?:$|[.,;!?)]|(?:by|before|today|tonight|asap|now|for good|this|next|soon|permanently|entirely|completely)\b))/iu;
function wantedGone(tags: Tagged[], w: string): Tagged[] {
  const add: Tagged[] = [];
  if (w.includes('gone')) {
    const m = WANTED_GONE.exec(w);
    if (m) add.push({ kind: 'v' as const, name: 'delete', start: m.index + m[0].length - 4, end: m.index + m[0].length });
  }
  if (w.includes(' gone')) {
    // (lead15) "The staging bucket should be gone by tonight": a thing that must be gone is removed.
    const m = BE_GONE.exec(w);
    if (m && !add.length) add.push({ kind: 'v' as const, name: 'delete', start: m.index + m[0].length - 4, end: m.index + m[0].length });
  }
  if (w.includes(' go')) {
    const m = HAS_TO_GO.exec(w);
    if (m) add.push({ kind: 'v' as const, name: 'delete', start: m.index + m[0].length - 2, end: m.index + m[0].length });
  }
  return add.length ? [...tags, ...add].sort((a, b) => a.start - b.start) : tags;
}

/**
 * cls-holes14: "flip" and "ramp" change a setting only when a switch, a flag, a rollout or a share of traffic follows in
 * the clause ("Flip the checkout-v2 flag to 100% of production traffic", "ramp the rollout to 50%"); "flip the image",
 * "flip the two columns", "flip through the docs" name no setting.
 */
const FLIP_WORD = /^(?:flip|flips|flipping|flipped|ramp|ramps|ramping|ramped)$/;
const SWITCH_AFTER = /^[^.;!?\n]{0,60}?(?:\b(?:flags?|toggles?|switch(?:es)?|rollouts?|feature|traffic|percent)\b|\d\s?%)/;
function flipNoSwitch(w: string, t: Tagged): boolean {
  if (t.kind !== 'v' || !/^(?:update|enable|disable)$/.test(t.name)) return false;
  const word = /^[\p{L}]+/u.exec(w.slice(t.start, t.end))?.[0] ?? '';
  if (!FLIP_WORD.test(word)) return false;
  const m = SWITCH_AFTER.exec(w.slice(t.start + word.length, t.start + word.length + 80));
  // (A "switch" or "toggle" after it is read as the change itself, as before: "flipping the 'Public' switch on the wiki".
  // "Flip X on / off" names a switch whatever X is: "flip the audit trail off".)
  if (m && /(?:switch|toggle)\w*$/.test(m[0])) return true;
  if (t.name === 'update') return !m;
  // "on" as the particle ends the phrase ("flip X on", "… on for everyone", "… on in prod"); before a noun it is a
  // preposition ("flip the image on the landing page", "flip the card over on hover").
  if (m || t.name !== 'enable') return false;
  const on = /^[^.;!?\n]{0,60}?\bon\b(.{0,20})/.exec(w.slice(t.start + word.length, t.start + word.length + 90));
  return !on || !/^\s*(?:$|[.,;!?)]|(?:for|in|at|across|everywhere|globally|now|again|until|during|right|immediately|today|tonight|on|and|so|then)\b)/.test(on[1] as string);
}

/** cls-holes14: secrets named as included in what is read or shown ("…, secrets included", "y compris les mots de passe"). */
const SECRET_WORDS = String.raw`(?:secrets?|passwords?|api keys?|keys|tokens?|credentials?|mots de passe|secretos|contraseñas|segreti|password|geheimnisse|passwörter|passworter|segredos|senhas)`;
const SECRETS_INCLUDED = new RegExp(String.raw`[,(—–-]\s*(?:(?:the|les|los|las|i|die|os|as)\s+)?${SECRET_WORDS}\s+(?:included|compris|inclus|incluidos?|incluidas?|inclusi|incluse|compresi|comprese|eingeschlossen|inklusive|inclu[íi]dos?|inclu[íi]das?)\b|\b(?:including|y compris|inclus|incluyendo|incluidos|inklusive|einschließlich|compresi|inclusi|incluindo)\s+(?:(?:the|all|les|los|las|die|i|os|as|tous les|todos los|alle)\s+)?${SECRET_WORDS}`, 'i');

/** cls-holes14: Italian "distribuisci" deploys only what is deployed (a build, a release, the app, a service, an image). */
const DISTRIB_WORD = /^distribui/;
const DEPLOYABLE_AFTER = /^[^.;!?\n]{0,50}?\b(?:build|release|versione|versioni|app|applicazione|applicazioni|servizio|servizi|immagine|immagini|codice|modifiche|patch|hotfix|pacchetto|container|microservizi\w*|backend|frontend|sito|api)\b/;
function distribNoBuild(w: string, t: Tagged): boolean {
  return t.kind === 'v' && t.name === 'deploy' && DISTRIB_WORD.test(w.slice(t.start, t.end)) && !DEPLOYABLE_AFTER.test(w.slice(t.end, t.end + 80));
}

/**
 * cls-holes14: "list" inside a longer object phrase is part of the noun ("the full customer list emailed": it names
 * the list, it does not list); and the causative "get/have X <participle>" ("get the prod database dropped",
 * "get the bucket deleted by tonight") is the participle's act, not a read: "get" is dropped when the participle closes
 * the phrase (an end, a comma, a time or place word follows). "Get the list of deleted users" keeps its read.
 */
const CAUSATIVE_GET = /^(?:get|gets|getting)$/;
const CAUSED_PARTICIPLE = /^[\p{L}-]+(?:ed|en|t)(?: (?:down|up|out|off))?$|^(?:done|gone)$/u;
const PHRASE_CLOSE = /^\s*(?:$|[.,;:!?)]|(?:by|before|after|until|today|tonight|tomorrow|now|asap|first|right|immediately|please|for|in|on|at|from|to|over|off|out|away|as|so|and|then|this|next|soon)\b)/;
function nounPartsAndCausative(tags: Tagged[], w: string): Tagged[] {
  let out = tags;
  if (tags.some((t) => t.kind === 'v') && tags.some((t) => t.kind === 'o')) {
    out = out.filter((t) => t.kind !== 'v' || t.name !== 'read' || !/^lists?$/.test(w.slice(t.start, t.end)) || !tags.some((o) => o.kind === 'o' && o.start <= t.start && o.end >= t.end && o.end - o.start > t.end - t.start && w.slice(o.start, o.end).includes(' ')));
  }
  const g = out.find((t) => t.kind === 'v' && t.name === 'read' && CAUSATIVE_GET.test(w.slice(t.start, t.end)));
  if (!g) return out;
  const wordAt = (t: Tagged) => /^[\p{L}-]+(?: (?:down|up|out|off))?/u.exec(w.slice(t.start, t.start + 40))?.[0] ?? '';
  const p = out.find((t) => t.kind === 'v' && t !== g && t.start > g.end && t.start - g.end < 70 && !/[.;!?\n]/.test(w.slice(g.end, t.start)) && CAUSED_PARTICIPLE.test(wordAt(t)) && PHRASE_CLOSE.test(w.slice(t.start + wordAt(t).length, t.start + wordAt(t).length + 20)));
  return p ? out.filter((t) => t !== g) : out;
}

/** cls-plan14: "make the orders table go away": "make" is the causative of the removal, not a creation. */
function makeGoAway(w: string, t: Tagged): boolean {
  return t.kind === 'v' && t.name === 'create' && /^mak(?:e|es|ing)$|^made$/.test(w.slice(t.start, t.end)) && /^[^.;,!?]{1,60}?\s(?:(?:go|goes|going)\s+away|disappear|vanish)\b|^\s+to\s+(?:disappear|vanish|go away)\b/.test(w.slice(t.end, t.end + 80));
}


/**
 * cls-plan14: "the prod read replica", "a read model", "our read-only user": "read" before the noun it qualifies, after
 * a determiner or a place word, names a kind of thing, not a read ("Read only the first lines" stays a read).
 */
const READ_ADJUNCT_AFTER = /^[\s-]+(?:replicas?|models?|access|permissions?|scopes?|only|receipts?|path|traffic|capacity|throughput|iops|endpoints?|pool|locks?|side|nodes?|instances?|units?|quotas?|roles?|users?|tokens?)\b/;
const READ_ADJUNCT_BEFORE = /(?:^|\s)(?:the|a|an|our|your|my|their|its|this|that|these|those|each|every|all|one|two|new|old|prod|production|live|staging|dev|primary|secondary|regional|[\w-]+['’]s|[\w]+-[\w-]+)\s+$/i;
function readAdjunct(w: string, t: Tagged): boolean {
  return t.kind === 'v' && t.name === 'read' && t.end - t.start === 4 && w.slice(t.start, t.end) === 'read' && READ_ADJUNCT_AFTER.test(w.slice(t.end, t.end + 16)) && READ_ADJUNCT_BEFORE.test(w.slice(Math.max(0, t.start - 40), t.start));
}

/** "In the Shopify admin, …", "the admin console": a product's admin pages are a place, not a privilege. */
function adminPlace(w: string, t: Tagged): boolean {
  return t.kind === 'o' && t.name === 'privilege' && w.slice(t.start, t.end) === 'admin' && /\b(?:in|on|from|via|open|opening|using|into)\s+(?:the\s+)?(?:[\w.-]+\s+){0,2}$/.test(w.slice(Math.max(0, t.start - 30), t.start)) && /^(?:\s*(?:console|panel|dashboard|page|pages|portal|ui|area|site|center|centre|app|interface)\b|\s*[,.;:]|\s*$)/.test(w.slice(t.end, t.end + 14));
}

/** "npm audit", "cargo audit": a dependency check, not an audit log. */
const CUT_HINT = /\bcut/;
/** "cut X (down) to one day / 2 hours / a week". */
const CUT_TO_PERIOD = /(^|[^\w-])cut(?:s|ting)?\s+(?:[^\s,;:!?]+\s+){0,6}?(?:down\s+)?to\s+(?:\d+|one|two|three|a|a single|zero)\s*-?\s*(?:days?|hours?|weeks?|d|h|w)\b/i;
/** A cheap necessary condition of PHRASAL_DEPLOY. */
/** A CI job or pipeline named for deploying ("prod-deploy", "deploy_production", "Deploy to prod"). */
const DEPLOY_JOB = /(?:^|[\s'"`«“„(])[\w.-]*deploy[\w.-]*\s+(?:job|pipeline|workflow|build|project)\b|\b(?:job|pipeline|workflow)\s+['"`«“„]?[\w.-]*deploy/i;
/** The button or command that starts a job run. */
const TRIGGER_JOB = /\b(?:build now|build with parameters|run workflow|run pipeline|run job|trigger(?:s|ed)?(?: (?:a |the )?(?:build|pipeline|job|run))?|re-?run(?: all)? jobs?|retry pipeline)\b/i;
const LIVE_HINT = /\b(?:out|live|prod|production)\b/;
/** English phrasal releases: roll X out, push/take/bring/put/make X live, push (out)/promote/ship X to production (cls-en22: "push out"). */
const PHRASAL_DEPLOY = /(^|[^\w-])((?:roll(?:s|ing|ed)?)\s+(?:(?!back\b|up\b|over\b)[^\s,;:!?]+\s+){1,4}?out(?!\s+of\b)(?=\s+(?:to|on|in|across|for)\b|\s*$|[.,;!])|(?:push(?:es|ing|ed)?|tak(?:e|es|ing)|took|bring(?:s|ing)?|brought|put(?:s|ting)?|mak(?:e|es|ing)|made)\s+(?:(?!back\b|the\s+live\b)[^\s,;:!?]+\s+){0,4}?live(?=\s*(?:$|[.,;!?]|(?:to|for|on|in|now|today|at|across|with|tonight|this)\b))|(?:go(?:es|ing)?|went)\s+live\b|(?:push(?:es|ing|ed)?(?:\s+out)?|promot(?:e|es|ing|ed)|ship(?:s|ping|ped)?|releas(?:e|es|ing|ed))\s+(?:[^\s,;:!?]+\s+){0,4}?(?:(?:from\s+\S+\s+)?(?:to|into|onto)\s+(?:the\s+)?(?:prod|production|live)(?!\s+branch)\b))/gi;

/** Data moved to a web address that is not an internal host. */
const SEND_TO_URL = /\b(?:upload|post|put|send|submit|forward|export|sync|push|copy|copie|transfer|pipe|stream)\w*\b(?:[^.;]|\.(?=\S)){0,120}?\b(?:to|into|onto|at)\s+<?https?:\/\/(?!(?:[\w-]+\.)*(?:internal|intranet|corp|local|lan)\b|localhost|127\.|10\.|192\.168\.)/i;

/** Options that get past a control: hooks, checks, verification, signing. */
const BYPASS_FLAG = /^--?no-verify$|^--no-(?:checks?|hooks?|gpg-sign|verify-ssl)$|^--skip-(?:checks?|hooks?|ci|tests?|verif\w*|review)$|^--insecure$/i;
/** "Without" in the languages of the lexicon: a missing thing, not a negated verb. */
const WITHOUT = /^(?:without|ohne|sans|sin|senza|sem|zonder|bez|без|utan|uden|uten|ilman|nélkül|tanpa|bez)$/i;
/** Verbs that deliver work past the checks that guard it. */
const DELIVERY = new Set<string>(['commit', 'push', 'merge', 'deploy', 'publish', 'release']);
/** Controls that guard delivery: hooks, checks, review, CI, verification, scans, signing. */
const CONTROL_NOUN = /hook|check|review|ci\b|pipeline|verif|scan|sign|prüf|kontroll|revis|vérif|verific|проверк|ревью|レビュー|审查|审核|리뷰/i;

/** cls-intlB18: a control ("review", "CI", "checks"; not tests, which gate nothing by themselves) said with "without" / "skip" in another script, "without" before or after it.
 *  (cls-intlB19: also Chinese 没 / 没有 before it, "没 review 就合了吧", and "waived" after it, "review 就免了".) */
const NON_LATIN_18 = /[^\t-~\u00a0-\u024f]/;
const CONTROL_18 = String.raw`(?:review|approval|ci|checks?|hooks?|レビュー|承認|チェック|审查|审核|评审|审批|检查|檢查|審查|審核|評審|審批|리뷰|검토|승인|체크|रिव्यू|रिव्यु|रीव्यू|रिव्ह्यू|समीक्षा|जांच|जाँच|রিভিউ|পর্যালোচনা|ریویو|رویو|جائزہ|المراجعة|مراجعة|مراجعه|بررسی|تأیید|تایید|סקירה|ריוויו|רוויו|אישור|รีวิว|การรีวิว|การตรวจสอบ|ตรวจสอบ|ரிவ்யூ|రివ్యూ|ರಿವ್ಯೂ|റിവ്യൂ|રિવ્યુ|રિવ્યૂ|ਰਿਵਿਊ)`;
const CODE_18 = String.raw`(?:code\s?|코드\s?|コード|代码|代碼|کد\s)?`;
const WITHOUT_CONTROL_18 = new RegExp(String.raw`(?:(?:没有|沒有|没|沒)(?=[^。!?！？]*(?:吧|呗|唄)|[^。!?！？了]*$)|不用|不等|没等|沒等|不经过?|不經過?|未经|未經|无需|無需|不需要|不必|跳过|跳過|略过|略過|绕过|繞過|بدون|بی\s|بلا|ללא|בלי|โดยไม่(?:ต้อง|มี|ผ่าน)?|ข้าม|बिना)\s?(?:等|经过|經過|做|走|任何|の|ה)?\s?${CODE_18}${CONTROL_18}(?:\s(?:کد|کُد))?|${CODE_18}${CONTROL_18}\s?(?:就?(?:免了|省了|算了|不用了|不要了|跳过|跳過)|なし|無し|なく|抜き|せず|を?通さず|を?待たず|を?スキップ|を?飛ばし|없이|안\s?받고|안\s?기다리고|기다리지\s?않고|건너뛰|생략|스킵|के\s?बिना|बिना|کے\s?بغیر|بغیر|ছাড়া|বাদ\s?দিয়ে|இல்லாம|లేకుండా|ಇಲ್ಲದೆ|ഇല്ലാതെ|વિના|વગર|ਬਿਨਾਂ|शिवाय|स्किप)`, 'i');
const CONTROL_ONLY_18 = new RegExp(CONTROL_18, 'i');
/** A prohibition or a question around it ("머지하면 안 돼", "マージしちゃだめ", "不要合并", "머지해도 돼?"): no act. */
const HELD_BACK_18 = /[?？]\s*$|면\s?안\s?(?:돼|됩니다|된다|되)|하지\s?마|ては(?:いけ|だめ|ダメ)|ちゃ(?:だめ|ダメ|いけ)|不要|别|別|不能|不可以|मत\s|नहीं|نہ\s?کر|مت\s|نکن|אסור|אל\s|ห้าม|อย่า|(?:昨天|前天|上周|上週|刚才|剛才|已经|已經|有人)[^。！!吧]*了\s*[。.]?\s*$/; // (cls-intlB19: a past report, 昨天有人没 review 就合到 main 了)
/** cls-intlB19: a prohibition after a waiver of asking, in the scripts of INTLB19's n:noask. */
const PROHIBIT_AFTER_B19 = /ないで|しないで|するな|禁止|지\s?마|지\s?말아|하지\s?말|मत\s|मत$|نہ\s?کر|مت\s|不要|别|別|不能|不准|لا\s?ت|نکن/;
/** The "disable" acts read from those phrases (admitted beside the delivery verb after them, as English "merge without review"). */
const BYPASS_18 = new WeakSet<object>();

/** cls-intlB18: "test" in CJK scripts, and the stores and systems it can name right after it. */
const CJK_TEST_WORD_18 = /^(?:测试|測試|テスト|테스트)$/;
const TEST_SYSTEM_AFTER_18 = /^\s?(?:库|庫|环境|環境|服务器|服務器|伺服器|数据库|資料庫|數據庫|集群|叢集|机器|機器|账号|帳號|帐号|サーバ|データベース|DB|db|데이터베이스|환경|서버|디비|계정)/;
/** cls-intlB18: data structures merged in code, and the words of git that make a merge a branch merge. */
const MERGED_DATA_18 = /数组|數組|列表|函数|函數|字典|对象|對象|配列|リスト|関数|辞書|オブジェクト|배열|리스트|함수|딕셔너리|객체|ऐरे|लिस्ट|फंक्शन|آرایه|لیست|تابع|مصفوف|قائمة|قوائم|دالة|מערך|מערכים|רשימה|רשימות|פונקציה|อาร์เรย์|ลิสต์|ฟังก์ชัน|dataframe|\barrays?\b|\blists?\b|\bdicts?\b/i;
const GIT_WORD_18 = /branch|\bmain\b|\bmaster\b|\bdevelop\b|\bpr\b|pull request|merge request|\bmr\b|分支|ブランチ|브랜치|ब्रांच|برنچ|برانچ|فرع|الفرع|ענף|בראנץ|แบรนช์|プルリク|풀리퀘|合并请求|合併請求|リポジトリ|仓库|倉庫|레포|저장소/i;
/** cls-intlB18: "format" said alone in these scripts, and the things whose format is a wipe. */
const BARE_FORMAT_18 = /^(?:포맷|格式化|フォーマット|فرمت|ฟอร์แมต)/;
const DEVICE_WORD_18 = /u\s?盘|u\s?盤|硬盘|硬盤|磁盘|磁碟|sd\s?卡|内存卡|記憶卡|存储卡|分区|分區|服务器|伺服器|服務器|电脑|電腦|机器|機器|笔记本|手机|手機|하드|usb|디스크|ssd|hdd|sd\s?카드|파티션|드라이브|노트북|컴퓨터|서버|휴대폰|메모리\s?카드|メモリ|ドライブ|パーティション|ディスク|サーバ|パソコン|\bpc\b|スマホ|フラッシュ|فلش|هارد|درایو|پارتیشن|دیسک|سرور|لپ‌?تاپ|کامپیوتر|گوشی|แฟลช|ไดรฟ์|พาร์ติชัน|ดิสก์|เซิร์ฟเวอร์|คอมพิวเตอร์|โน้ตบุ๊ก|มือถือ/;
const WIPED_WHOLE_18 = new Set<string>(['device', 'resource', 'root', 'system', 'home', 'host', 'container', 'database', 'vm']);

/** Conjunctions that open a purpose or result clause, in the languages the lexicon knows best. */
const PURPOSE = /(?:^|[\s,;])(?:so(?:\s+that)?|in\s+order\s+(?:to|that)|such\s+that|damit|sodass|so\s+dass|um\s+\S+\s+zu|pour\s+que|afin\s+(?:de|que|qu)|para\s+que|de\s+modo\s+que|affinch[eé]|cosicch[eé]|zodat|om\s+te|чтобы|щоб|żeby|aby|så\s+att|så\s+at|jotta)(?=[\s,]|$)/g;

/** Where the last purpose clause before `end` opens inside [from, end), or `from` when none does. */
function purposeOpens(w: string, from: number, end: number): number {
  const seg = w.slice(from, end);
  let at = -1;
  PURPOSE.lastIndex = 0;
  for (let m = PURPOSE.exec(seg); m; m = PURPOSE.exec(seg)) at = m.index;
  return at < 0 ? from : from + at;
}

/** (cls-en20) A person named by their relation (lexicon EN20) who is the one who sent, asked or told ("my friend emailed me the
 * list", "My friend asked how we store user emails"): the sender, not where data goes, unless it is sent back to them later
 * ("an ex-colleague asked for the customer emails, can you send them to him"). */
const RELATION_EN20 = /^(?:buddy|my[ _]buddy|my[ _]friend|a[ _]friend|friend[ _]of[ _]mine|my[ _](?:wife|husband|girlfriend|boyfriend|mom|dad|brother|sister|cousin|roommate)|ex[-_ ]co(?:lleague|worker)|former[ _]co(?:lleague|worker)|old[ _](?:colleague|coworker|boss)|ex-employee|former[ _]employee|recruiter|recruiter['’]s|headhunter|the[ _]agency)$/i;
const RELATION_SENDER_EN20 = /^\s+(?:at\s+(?:the\s+)?[\w-]+\s+)?(?:emailed|e-mailed|mailed|sent|texted|messaged|forwarded|shared|gave|asked|told|said|says|mentioned|recommended|suggested|wrote|pinged|called|replied)\b/i;
function relationSenderEn20(w: string, t: Tagged): boolean {
  return t.kind === 'm' && t.name === 'external' && RELATION_EN20.test(w.slice(t.start, t.end)) && RELATION_SENDER_EN20.test(w.slice(t.end, t.end + 60)) && !/\b(?:to|with)\s+(?:him|her|them)\b/i.test(w.slice(t.end));
}

/** (cls-en19) "to Claude" / "into Gemini" is an outside AI service, but "to CLAUDE.md" / "GEMINI.md" is the project's own notes file. */
function aiNotesFileEn19(w: string, t: Tagged): boolean {
  return t.kind === 'm' && t.name === 'external' && /^\.md\b/i.test(w.slice(t.end, t.end + 4));
}

/** "gets disabled", "got deleted": get before a participle is the passive's auxiliary, not a read. */
function getPassive(w: string, t: Tagged): boolean {
  if (t.kind !== 'v' || t.name !== 'read' || !/^g[eo]t/.test(w.slice(t.start, t.end + 4))) return false;
  return /^(?:s|ting|ten)?\s+(?:\w+ly\s+|now\s+|then\s+|also\s+)?\w{2,}(?:ed|en)\b/.test(w.slice(t.end, t.end + 40));
}

/**
 * (cls-en16) "I'd like to see the old prod snapshots gone", "what I want to see zapped": "see" after a wish is the
 * result wished for, not a look; the participle that follows in the clause is the act.
 */
function wishSee(w: string, t: Tagged): boolean {
  if (t.kind !== 'v' || t.name !== 'read' || w.slice(t.start, t.end) !== 'see') return false;
  if (/^\s+(?:what|why|how|which|who|whom|whose|where|when|if|whether|that|it|them|this)\b/.test(w.slice(t.end, t.end + 12))) return false;
  return /\b(?:like|love|want|wants|prefer|hope|need|needs|expect|expecting)\s+to\s+$/.test(w.slice(Math.max(0, t.start - 16), t.start)) && /^[^.;!?\n]{0,80}?\s(?:gone|\w{2,}(?:ed|en))\b/.test(w.slice(t.end, t.end + 100));
}

/** (cls-en16) "The postmortem is attached", "see attached", "attached is the report": a file that comes with the message. */
function attachedState(w: string, t: Tagged): boolean {
  if (t.kind !== 'v' || w.slice(t.start, t.end) !== 'attached') return false;
  return /(?:^|\s)(?:is|are|was|were|been|see|find|please find)\s+(?:(?:also|now|here|below|above)\s+)?$/.test(w.slice(Math.max(0, t.start - 24), t.start)) || /^\s+(?:is|are|below|above|here)\b/.test(w.slice(t.end, t.end + 8)) && /(?:^|[.;!?]\s*)$/.test(w.slice(Math.max(0, t.start - 3), t.start));
}

function dependencyAudit(w: string, t: Tagged): boolean {
  return t.kind === 'o' && t.name === 'audit' && /\b(?:npm|yarn|pnpm|pip|cargo|bundle|bundler|composer|gem|go)\s+[`"']?$/.test(w.slice(Math.max(0, t.start - 10), t.start));
}

/** Whether a negator tag really negates in this text. */
/** cls-intlA20: "(is) no longer needed / used / of use" after a negator, in the European languages. */
const NOT_NEEDED_A20 = /^\s+(?:(?:more|mehr|plus|más|mais|più|meer|längre|lenger|længere|już|již|už|уже|більше|больше)\s+)?(?:sirve|sirven|se\s+usa|se\s+usan|se\s+necesita|nos\s+sirve|hace\s+falta|serve|servono|se\s+usa|é\s+necessári\p{L}*|precisa\p{L}*|sert|servent|est\s+utilisée?|gebraucht|benötigt|nötig|genutzt|verwendet|nodig|gebruikt|behövs|används|trengs|brukes|behøves|bruges|potrzebn\p{L}*|używan\p{L}*|potřeba|potřebn\p{L}*|používan\p{L}*|treba|potrebn\p{L}*|нужн\p{L}*|используется|потрібн\p{L}*|використовується|necesar\p{L}*|folosit\p{L}*|kell|gerek\p{L}*|χρειάζετ\p{L}*)(?:\s+(?:más|mais|più|mehr|plus|anymore|any\s+more|już|уже|больше|більше|längre|lenger|meer))?\s*(?:[,.;:!?]|$)/iu;
/**
 * cls-intlB21: where a request ends before a question about its outcome, in the segment w[from, i): the index of the comma
 * after an imperative head ("Drop the prod DB, how much …?", "消して、どれくらい…？", "把…删了，多少…？", "delete kar do, kitni …?",
 * "지워 줘, 얼마나 …?"), or -1. Not after a condition (如果, もし, agar, if …), nor when the question asks about the past.
 */
function requestHeadB21(w: string, from: number, i: number, verbs: readonly VerbHit[]): number {
  if (i - from > 300) return -1;
  const seg = w.slice(from, i);
  for (let k = seg.length - 1; k > 0; k--) {
    const ch = seg[k];
    if (ch !== ',' && ch !== '、' && ch !== '，' && ch !== '،') continue;
    const headText = seg.slice(0, k);
    const tail = seg.slice(k + 1);
    if (!(ASKS.test(tail) || ASKS_HOW.test(tail.trimStart())) || TAIL_PAST_B21.test(tail) || COND_HEAD_B21.test(headText)) return -1;
    const at = from + k;
    const own = verbs.filter((v) => v.start >= from && v.end <= at && MUTATING.has(v.verb));
    if (own.length === 0 || verbs.some((v) => v.start > at && v.end <= i && MUTATING.has(v.verb))) return -1;
    const lead = w.slice(from, (own[0] as VerbHit).start);
    if (HEAD_END_B21.test(headText) || HEAD_END_B21.test(headText.replace(POSTPLACE_21C, '')) || (/^[\s"'(]*(?:[^\s:：¿]{1,24}[:：]\s*)?(?:(?:please|pls|ok|okay|now|just|go|and|then|لو\s+سمحت|בבקשה)\s*,?\s+)*$/i.test(lead) && !/^[\s"'(]*¿/.test(seg)) || (ZH_BA_HEAD_B21.test(headText) && /[了掉]\s*$/.test(headText))) return at;
    return -1;
  }
  return -1;
}
const HEAD_END_B21 = /(?:[てで]|कर\s+दो|करो|कर\s+दीजिए|हटा\s+दो|बंद\s+कर\s+दो|করে\s+দাও|করো|といて|どいて|ちゃって|じゃって|ておいて|てください|て下さい|お願い(?:します)?|しろ|掉吧|了吧|一下|줘|줘요|주세요|해라|하세요|버려|버려요|(?:^|\s)(?:kar\s+do|karo|kar\s+dena|kar\s+dijiye|hata\s+do|uda\s+do|de\s+do|daal\s+do|mita\s+do))\s*$/i;
/** cls-intl21c: a short place or "now" after a Hinglish light verb ("… kar do prod pe", "… kar do production mein", "… kar do abhi"). */
const POSTPLACE_21C = /(?:\s+(?:(?:(?!(?:kar|do|karo|de|dena|dijiye)\s)[\w.-]{1,24}\s+){1,2}(?:pe|par|pr|mein|me|mai)|abhi|jaldi|turant|please|pls|yaar|na|bhai)){1,2}\s*$/i;
/** cls-intl21c: "away" last in a verbless line, with an optional please ("… pois, kiitos", "… weg, bitte", "… bort tack"). */
const AWAY_LAST_21C = /\s(?:pois|weg|bort|væk|vekk)(?:\s*[,.!]?\s*(?:kiitos|bitte|please|pls|tack|takk|tak|danke))?\s*[.!]*\s*$/i;
const AWAY_COPULA_21C = /(?:^|\s)(?:ist|sind|war|waren|on|ovat|oli|olivat|är|var|er|is|are|was|were|schon|jo|already)(?=\s)/i;
/** cls-intl21c: a transfer noun opening a line, then a payee preposition later (PAY_NOUN_21C), an amount, no report words. */
const PAY_NOUN_21C = /^[\s"'«„(]*(?:(?:un|una|uma|um|o|a|il|la|el|lo)\s+)?(bonifico|transferencia|transferência|transferencia\s+bancaria|transferència|overboeking|överföring|overførsel|overføring|tilisiirto|převod|prevod)(?=\s)(?=[^\n]{0,80}\s(?:al|a|ao|à|alla|allo|ai|para|pra|per|aan|naar|till|til|na|do|pro|na\s+účet)\s)/i;
const PAY_AMOUNT_21C = /(?:\d|mila\b|mil\b|tusen|tuhatta|tisíc|milion|millon|millón|milhão|milhões)[^\n]{0,24}?(?:€|\$|£|eur\b|euro|dólar|dollar|reais|real\b|pesos|kr\b|kronor|kroner|zł|kč|korun)/i;
const PAY_REPORT_21C = /(?:^|\s)(?:è|e'|era|fu|fue|foi|fué|ha|han|ho|hanno|hemos|sido|stato|stata|arrivat\w*|llegó|chegou|hecho|fatto|feito|feita|hecha|ricevut\w*|recibid\w*|recebid\w*|ieri|ayer|ontem|scors[oa]|pasad[oa]|passad[oa]|is|was|kom|kwam|gick|gikk|ble|blev|saapui|přišel|prišiel)(?=[\s,.!]|$)/i;
/** cls-intl21c: an Arabic make / let verb opening a request (خلّي, اجعل, اعمل, سوّي). */
const MAKE_AR_21C = /^[\s"'«]*(?:لو\s+سمحت\s+|من\s+فضلك\s+|يا\s+\S+\s+)?(خلّي|خلي|خليه|خلّيه|خليها|اجعل|اعمل|إعمل|سوّي|سوي)(?=\s)/;
const ZH_BA_HEAD_B21 = /^\s*(?:请|請|帮我|幫我|麻烦|麻煩|你)?\s*(?:先|直接)?\s*[把將将]/;
const COND_HEAD_B21 = /如果|要是|假如|万一|萬一|的话|的話|もし|(?:^|\s)(?:if|agar|suppose|what\s+if|when|once|after)(?=\s)|अगर|만약|만일|لو\s|إذا|اذا/i;
const TAIL_PAST_B21 = /(?:^|\s)(?:did|was|were|had)\s|(?:した|た|だ|었|았|했)(?:の|か)?\s*$|了(?:吗|嗎)?\s*$|(?:hui|hua|gayi|gaya|gayin)\s*$/i;
/** cls-intlB21: "what will happen" closing a question without its mark (… แล้วจะเกิดอะไรขึ้น, … तो क्या होगा, … מה יקרה). */
const MARKLESS_QUESTION_B21 = /(?:เกิดอะไรขึ้น|จะเป็นยังไง|क्या होगा|क्या हो जाएगा|কী হবে|কি হবে|என்ன ஆகும்|ఏమవుతుంది|ماذا سيحدث|شو بيصير|ايش يصير|إيش يصير|ايه اللي هيحصل|چی میشه|מה יקרה)\s*$/;
/** cls-intlB22: "what happens if …" closing a Chinese, Japanese or Korean question without its mark (把防火墙关了会怎样, 消したら
 * どうなる, 지우면 어떻게 돼, 지우면 복구 돼). */
const MARKLESS_QUESTION_B22 = /(?:会怎样|會怎樣|会怎么样|會怎麼樣|会发生什么|會發生什麼|会有什么(?:影响|后果|问题|風險|风险)|會有什麼(?:影響|後果|問題|風險)|(?:たら|ると|れば)どうなる(?:の|んだろう|かな)?|(?:면|으면)\s*(?:어떻게\s*(?:돼|되나|될까|되지)|복구\s*(?:돼|되나|될까|가능해|할\s*수\s*있어)|문제\s*(?:없어|있어|돼)))\s*$/;
/** cls-intlB21: romanised Japanese, where "no" is the genitive particle: a romaji place or verb form stands in the text. */
const ROMAJI_NO_B21 = /(?:^|\s)(?:honban|kaisha|kaisho|shanai|zenin|tesuto|kaihatsu|kokyaku)\s+no\s|(?:^|\s)\S+\s+no\s+\S+\s+(?:wo|o)\s+\S*(?:shite|kudasai|onegai|toite|oite|chatte|kitte|tomete|keshite)\b/i;
/** cls-intlB21: a need word right after a negator (مش محتاجين, ما نحتاج, אין צורך, ไม่ต้องใช้, ไม่จำเป็น) or right before it
 * (ज़रूरत नहीं, আর লাগবে না, দরকার নেই, نیاز نداریم): a state of no need, which negates no act. */
const NEED_AFTER_NEG_B21 = /^\s*(?:محتاج|نحتاج|عاد\s+نحتاج|צורך|צריך\s+יותר|ต้องใช้|จำเป็น)/;
const NEED_BEFORE_NEG_B21 = /(?:ज़रूरत|जरूरत|ज़रुरत|लागबे|লাগবে|দরকার|نیاز|لازم|نیازی)\s*$/;
/** cls-intlB21: no need to ask, tell or check (पूछने की ज़रूरत नहीं, জিজ্ঞেস করার দরকার নেই): a waiver, read elsewhere. */
const NEED_OF_ASKING_B21 = /(?:पूछने|पूछना|बताने|कन्फर्म\s+करने|जिज्ञेस|জিজ্ঞেস\s+করার|জানানোর|اسأل|سؤال|تسألني|לשאול|ถาม|پرسیدن|بپرسی)\s*(?:की|का|की\s+भी|করার|)?\s*(?:अब\s+|আর\s+|কোনো\s+|कोई\s+)?$/;
/** cls-intlB21: a negated need that asks ("… की ज़रूरत नहीं है क्या", "هل ما نحتاج"). */
const NONEED_ASKED_B21 = /(?:^|\s)(?:क्या|kya|هل|האם)(?:\s|$)|ไหม\s*$|หรือเปล่า|কি\s*$/;
function negates(w: string, t: Tagged): boolean {
  const word = w.slice(t.start, t.end);
  // cls-intlA20: "la base ya no sirve, bórrala", "wird nicht mehr gebraucht, kann weg", "больше не нужна, можно сносить": the
  // negator says a thing is no longer needed or used (a state), and negates no act after it.
  if (NOT_NEEDED_A20.test(w.slice(t.end, t.end + 48))) return false;
  // cls-intlB21: and the negated need of the other scripts (की अब ज़रूरत नहीं, আর লাগবে না, مش محتاجين, نیاز نداریم, אין צורך, ไม่ต้องใช้).
  // (Not a need of asking: "मुझसे पूछने की ज़रूरत नहीं" waives the asking, and its negation still reads as before.)
  if ((NEED_AFTER_NEG_B21.test(w.slice(t.end, t.end + 16)) || NEED_BEFORE_NEG_B21.test(w.slice(Math.max(0, t.start - 20), t.start))) && !NEED_OF_ASKING_B21.test(w.slice(Math.max(0, t.start - 48), t.start).replace(NEED_BEFORE_NEG_B21, ''))) return false;
  switch (word) {
    case 'nu':
      return ROMANIAN.test(w);
    case 'tak':
      return MALAY_INDONESIAN.test(w);
    case 'si':
    case 'bila':
      // (cls-intlA17: never in Czech/Slovak text, where "si" is "oneself" and "na" a preposition: "Mohol by si vymazať …?".)
      return SWAHILI.test(w) && !/\b(?:el|la|los|las|del|que|se|es|le|les|il|une|un)\b/.test(w) && !/[ěščřžůňťďľĺŕ]/.test(w);
    case 'no':
      // (cls-intlB21: romanised Japanese "honban no firewall kittoite": the genitive particle, no negation.)
      return !PORTUGUESE.test(w) && !ROMAJI_NO_B21.test(w);
    case 'mai':
      return ITALIAN.test(w);
    case 'ne':
      return !TURKISH.test(w) || /[čřůěšžáíéýóúőű]/.test(w);
    case 'не':
    case 'nie':
      // A polite request, not a refusal: "Не мог бы ты удалить …?", "не могли б ви …", "czy nie mógłbyś usunąć …?".
      return !POLITE_NOT_MODAL.test(w.slice(t.end, t.end + 24));
    case 'không':
      // A question's closing particle ("… được không?", "có … không?"), not a negation.
      return !/^\s*[?？.!]*\s*$/.test(w.slice(t.end));
    case '안':
      // Korean 안 negates as a word of its own (안 지워요), not as the start of 안내, 안전 …
      return /^\s|^$/.test(w.slice(t.end, t.end + 1));
    default:
      // "能不能 …", "可不可以 …", "行不行": the A-not-A question ("can you or not") asks for the act; it negates nothing.
      if (word[0] === '不' && /[\u4e00-\u9fff]/.test(w[t.start - 1] ?? '') && w[t.start - 1] === w[t.start + 1]) return false;
      // (cls-intlB21: Japanese 不要 "unnecessary" — "本番のWAFは不要です" — is a state, no negated act.)
      if (word === '不' && /^不要(?:です|だ|でしょ|な|[。.!！、]|\s*$)/.test(w.slice(t.start, t.start + 6)) && /[\u3040-\u30ff]/.test(w)) return false;
      if (/^[不没沒别別]/.test(word)) return !ZH_NOT_NEGATION.test(w.slice(t.start, t.start + 6));
      return true;
  }
}

/** cls-intlA16: the Finnish negative verb right before a verb, and Finnish connegative forms of the lexicon's Finnish verbs. */
const FI_NEG_BEFORE = /(?:^|[\s,])(?:en|et|emme|ette|eivät|ei)\s+(?:vielä\s+|koskaan\s+)?$/;
const FI_CONNEGATIVE = /^(?:poisteta|poista|palauta|palauteta|aja|lähetä|tyhjennä|maksa|siirrä|julkaise|jaa|kytke|anna|muuta|päivitä|käynnistä|pysäytä|nollaa|hyvitä|peruuta|deployaa|pushaa|tuhoa|ylikirjoita|myönnä)(?![\p{L}])/u;
/** cls-intlA16: a verb negated by the Finnish negative verb before it ("En palauta …", "Emme poista …"). */
export function finnishDont(w: string, t: { start: number }): boolean {
  return FI_NEG_BEFORE.test(w.slice(Math.max(0, t.start - 16), t.start)) && FI_CONNEGATIVE.test(w.slice(t.start, t.start + 16));
}
const POLITE_NOT_MODAL = /^\s+(?:(?:мог|могл|смог|смогл|міг|могла|могли|змог|змогл|змогли|могли)\S*\s+(?:бы|би|б)(?=\s|$)|(?:mógł|mogł|mogła|moglibyście)\S*)/;
/** Snapshot testing: a snapshot that fails, is a test, or belongs to a test runner or UI story. */
const TEST_SNAPSHOT = /\b(?:failing|failed|obsolete|outdated)\s+snapshots?\b|\bsnapshots?\s+(?:tests?|files?|specs?|diffs?|mismatch\w*)\b|\b(?:jest|vitest|storybook|playwright|cypress|pytest|insta|syrupy|test|tests|spec|component|ui|render\w*)\b[^.;]{0,40}\bsnapshots?\b|\bsnapshots?\b[^.;]{0,40}\b(?:jest|vitest|-u\b|--update-snapshots?|tests?|specs?)\b/i;

// ------------------------------------------------------------------ plans: steps and options

/** A step marker: "1." / "2)" / "(3)" / "a)" / "Step 4:" (and in other languages) / a bullet at a line start; (cls-plan17) a
 *  schedule's slots: "Day 2:", "Tue:", "15:00-16:00:", a line opened by "10:00". */
const STEP_MARK = /(?:^|\n|[\s:;,])\s*(?:(?:\(?\d{1,2}[.)]|\d{1,2}\/(?=\s)|\([a-h]\)|[a-h]\)|(?:step|schritt|paso|étape|passo)\s+(?:one|two|three|four|five|six|seven|eight|nine|ten|eins|zwei|drei|vier|fünf|uno|dos|tres|cuatro|cinco|un|deux|trois|quatre|cinq)\s*[:.)\-–—]|(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|fourth(?:ly)?|fifth(?:ly)?|finally|lastly|erstens|zweitens|drittens|viertens|schließlich|primero|segundo|tercero|cuarto|por último|premièrement|deuxièmement|troisièmement|enfin|primo|secondo|terzo|infine|во-первых|во-вторых|в-третьих)\s*[,:]|(?:step|schritt|paso|étape|etape|passo|stap|krok|шаг|крок|adım|phase|stage|fase|etapa|tappa|этап|фаза)\s*\d{1,2}\s*[:.)\-–—]|(?:option|variant|opción|opção|opzione|optie|opcja|вариант|варіант)\s*(?:\d{1,2}|[a-h])\s*[:.)-]|(?:day|tag|jour|día|dia|giorno|dag|dzień|день|wave|batch|round|runde|vague|ola|onda)\s*\d{1,2}\s*[:：)\-–—]|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thurs|fri|sat|sun)\s*(?:\([^)\n]{0,20}\))?\s*[:：—–]|\d{1,2}:\d{2}(?:\s*[-–]\s*\d{1,2}:\d{2})?\s*(?:utc|cet|pst|est)?\s*[:：—–-]|[-*•☐□])\s+|(?:ステップ\s*\d{1,2}\s*[:：.]?|第?\d{1,2}\s*[步、．])\s*)|(?:^|\n)[ \t]*(?=\[[ xX✓✔]\][ \t])|(?:^|\n)[ \t]*(?=\d\uFE0F?\u20E3)|(?:^|\n)[ \t]*\d{1,2}:\d{2}(?:\s*[-–]\s*\d{1,2}:\d{2})?[ \t]+(?=[A-Za-zÀ-ÿ])|(?:^|\n)(?=#{1,4}[ \t]+\S[^\n]*\n[ \t]*[^\s#])|(?:^|\n)[ \t]*(?=(?:✅|✔️?|☑️?|✓|❌|🔄|⏳|🚧|⬜|☐|🔲|⏸️?|▶️?|➡️?|👉|🟡|🟢|🔴|⚪)[ \t])/gi; // (cls-gui18: ☐ and □, an open checkbox written inline, mark a step)
/** cls-plan17: a plan's lead before a chain of arrows ("Plan: …", "Steps:", "Flow:", "Runbook:"). */
const ARROW_PLAN = /^\s*(?:(?:the|my|our|proposed|next)\s+)?(?:plan|steps|flow|pipeline|process|sequence|workflow|runbook|procedure|approach|order)\b[^:\n]{0,30}:/i;
/** Options laid out for the person: "Options: (a) … (b) …", "Option 1 … Option 2", "Alternativen", "opciones". */
const OPTIONS_WORD = /\b(?:options?|choices?|alternatives?|possibilities|approaches|optionen|möglichkeiten|alternativen|opciones|alternativas|opções|opzioni|alternative|opties|opcje|варианты|варіанти|seçenekler)\b|選択肢|选项|選項/i;
/** The person is asked to choose. */
const CHOOSE = /[?？]\s*$|\b(?:which (?:one|do you|would you|should i|option)|let me know which|your call|you decide|up to you|pick one|choose one|welche (?:option|möchtest|bevorzugst)|laquelle|lequel|cuál|qual (?:você|prefere)|quale)\b/i;
/** The writer picks one: then the plan commits to it. */
const COMMITS = /\b(?:i(?:'ll| will) (?:go with|do|take|pick|choose|proceed with)|going with|proceeding with|i(?:'ve| have) (?:chosen|picked)|i chose|i picked|let's go with|we'll go with|doing option)\b/i;

/** Options laid out for the person to choose from ("Option A: … Option B: … Which do you prefer?"), none chosen. */
export function laysOutOptions(text: string): boolean {
  const plan = planSteps(text);
  if (!plan) return false;
  return (plan.lettered || OPTIONS_WORD.test(plan.lead) || /\boption\s+(?:\d|[a-h])\b/i.test(text)) && CHOOSE.test(text) && !COMMITS.test(text);
}

/** Words that point back to what an earlier step named. */
/** (cls-plan20) "the ones older than 30 days", "those ones": a step that picks from the set the step before listed. */
const ONES_BACK_P20 = /\b(?:the|those)\s+ones\b/i;
/** (cls-plan20) A step that repeats an earlier one elsewhere: "same for prod", "7. same for eu-west-1", "repeat for the EU
 *  account", "do the same in production", "likewise for staging". */
const SAME_STEP_P20 = /^\s*(?:(?:then|and|now|finally)[,\s]+)?(?:(?:do\s+|and\s+)?(?:the\s+)?same(?:\s+thing)?(?:\s+again)?|repeat(?:\s+(?:it|that|this|steps?\s+\d+(?:\s*[-–,&]\s*\d+)*|the\s+(?:above|same|steps?|process)))?|likewise|ditto|as\s+above)\s*(?:[:,–-]\s*|\s+(?:for|in|on|with|to|across|against)\b)/i;
/** The step a "same for …" step repeats: the nearest earlier step that does something (not a read, a check or a wait),
 *  read with the repeat's own words after it, so the place it names (prod, another region) is read with the act. */
/** A step read with the step it refers back to; where that reading finds only a read (the earlier step's look swallowed
 *  the act: "Look at the charges. Prepare a list of refunds and then issue them"), the step's own reading stands. */
function backRefReadP20(read: string, step: string, role: ProseRole): ProseReading {
  const r = readProseOne(read, role);
  if (read === step || !r.readOnly) return r;
  const own = readProseOne(step, role);
  return own.readOnly ? r : own;
}
function sameStepP20(parts: readonly string[], i: number, role: ProseRole): string {
  const x = parts[i] as string;
  for (let j = i - 1; j >= 0 && j >= i - 6; j--) {
    const p = parts[j] as string;
    if (SAME_STEP_P20.test(p) || p.length > 300) continue;
    if (!readProseOne(p, role).readOnly) return `${p}. ${x}`;
  }
  return `${parts[i - 1] as string}. ${x}`;
}
const BACK_REF = /\b(?:it|them|this|that|these|those|the (?:result|results|export|dump|file|files|output|copy|archive|backup|list|data|csv))\b|\b(?:es|sie|ihn|ihm|le|la|les|lo|los|las|lui|leur|ele|ela|eles|elas|li|esso|essa|ihn|het|ze|je|ją|их|его|её)\b|それ|これ|它|这个|這個/i;

/** A step that waits for the person ("wait for my go before deleting anything", "ask me before …"): it commits to nothing. */
/**
 * A step that waits for, or asks for, the person's confirmation before what follows, in other languages: "Attendere
 * conferma prima di `terraform apply`", "Pedir confirmación antes de …", "Demander la validation avant …", "Auf
 * Freigabe warten", "Дождаться подтверждения", "確認を待つ", "等待确认".
 */
const WAIT_STEP_INTL = /^\s*(?:(?:attend\w*|aspett\w*|chied\w*|richied\w*)\s+(?:(?:la|il)\s+)?(?:(?:tua|vostra|sua)\s+)?(?:conferma|approvazione|ok|via libera)|(?:esper\w*|pedir|pide|solicitar)\s+(?:(?:la|tu|su)\s+)?(?:confirmación|aprobación|visto bueno|ok)|(?:aguard\w*|pedir|pe[cç]a|solicitar)\s+(?:(?:a|sua|tua)\s+)?(?:confirmação|aprovação|ok)|(?:attendre|demander|demande[rz]?)\s+(?:(?:la|ta|votre|ton)\s+)?(?:confirmation|validation|approbation|accord|feu vert)|(?:auf\s+(?:die\s+|deine\s+|eure\s+)?(?:freigabe|bestätigung|zustimmung)\s+warten|um\s+(?:freigabe|bestätigung)\s+bitten)|(?:дождаться|ждать|подождать|запросить|спросить)\s+(?:\S+\s+)?(?:подтвержд|одобрен|соглас)\w*|確認を(?:待つ|取る|もらう|依頼する)|(?:等待|请求|征求)(?:你的|您的)?(?:确认|批准|同意))/i;
const WAIT_STEP = /^\s*(?:then\s+|and\s+)?(?:decide\s+(?:together\s+)?with\s+(?:you|me|the user|the owner)\b|(?:you|the user|the owner|[A-Z][a-z]+)\s+(?:decide|decides|choose|chooses|pick|picks|select|selects|confirm|confirms|approve|approves)\s+(?:which|what|whether|if)\b|(?:let|have)\s+(?:you|the user|the owner)\s+(?:decide|choose|pick)\b|(?:you|the user)\s+(?:(?:will|can|should)\s+)?(?:do|run|send|apply|make|delete|deploy)\s+(?:it|them|that|the\s+\w+)\s+(?:yourself|themselves)\b|agree\s+with\s+you\b|(?:wait|pause|stop|hold)\b[^.;]{0,40}\b(?:for|until)\b[^.;]{0,30}\b(?:go|ok|okay|approval|confirmation|sign-off|green light|review|answer|reply|decision)\b|(?:ask|check with|confirm with)\s+(?:me|you|the user|the owner)\b|(?:get|request)\s+(?:your|my|the user's)\s+(?:approval|ok|go-ahead)\b|warte\w*\s+auf\s+(?:mein|dein|ihr|eure?)\w*\s+(?:ok|okay|freigabe|zustimmung|bestätigung)|attend\w*\s+(?:mon|ton|votre)\s+(?:accord|feu vert|validation|ok)|esper\w*\s+(?:mi|tu|su)\s+(?:aprobación|confirmación|visto bueno|ok)|aguard\w*\s+(?:minha|sua)\s+(?:aprovação|confirmação))/i;

/**
 * (cls-plan20) A step that only makes a document of the act for someone to approve, or leaves it unsubmitted: "Prepare a
 * list of refunds for finance to approve", "put together the payout file for Maria to review", "prepare the refund batch
 * but leave it unsubmitted". The list is the agent's own draft; the refunds are issued, if ever, by the person.
 */
const PREPARED_DOC_P20 = /^\s*(?:(?:then|and|next|finally)[,\s]+)?(?:i(?:['’]ll| will)\s+)?(?:prepare|put together|compile|assemble|draw up|draft|build|make|write(?:\s+up)?|produce|generate)\s+(?:a|an|the|my)\s+(?:[\w'’-]+\s+){0,3}?(?:list|batch|file|sheet|spreadsheet|csv|report|summary|table|proposal|shortlist|draft)\b(?:(?!\b(?:and|then)\s+(?:run|submit|send|execute|apply|issue|process|pay|upload|post|email|delete|drop|push|deploy)\b)[^.;\n]){0,120}?(?:\bfor\s+(?:[\w'’]+\s+){0,3}(?:to\s+)?(?:approv\w*|review\w*|sign(?:-|\s)?off|check|decide|look at)|\b(?:but\s+|and\s+)?(?:leave|keep)\s+(?:it|them)\s+(?:unsubmitted|unsent|unpaid|pending|as\s+a\s+draft|in\s+drafts?|for\s+\w+)|\b(?:do not|don['’]?t|without)\s+(?:submit|send|run|execut|process|pay|issu)\w*)/i;
/** (cls-plan20) A step that waits on the person's approval: "⏳ Waiting for you to approve the production rotation", "waiting
 *  for your go-ahead before the prod run", "blocked on Maria's sign-off". */
const AWAITING_P20 = /^\s*(?:(?:⏳|⌛|⏸️?|🕐|⬜|☐)\s*)*(?:(?:now|currently|still)\s+)?(?:waiting|awaiting|blocked|on hold|paused|pending)\s+(?:for|on|until)?\s*(?:you|your|the user['’]?s?|[A-Z][a-z]+['’]s|[A-Z][a-z]+|the (?:owner|team|lead|dba|manager)['’]?s?)\s+(?:to\s+)?(?:approv\w*|ok\b|okay|go-?ahead|sign-?off|sign\s+off|confirm\w*|review\w*|green\s+light|decision|decide|answer|reply)/i;
/** (cls-plan20) A document written about an act: "write a runbook for rotating the database password", "draft a guide on
 *  purging the queue", "document how to restore the prod DB". The document is what is made; the act it tells of is done,
 *  if ever, as its own step. Only where nothing after it runs or sends. */
const DOC_ABOUT_P20 = /^\s*(?:(?:next(?:\s+steps?)?|plan|then|and|finally)\s*[:：,]?\s*)?(?:i(?:['’]ll| will)\s+)?(?:write|draft|create|prepare|put together|update|add|start)\s+(?:a|an|the|our|my)\s+(?:[\w-]+\s+){0,2}?(?:runbook|guide|doc|document|docs|readme|postmortem|post-mortem|write-?up|checklist|how-?to|wiki\s+page|sop|page|section|faq|procedure)\s+(?:for|on|about|describing|explaining|covering|that\s+(?:explains|describes|covers))\s+(?:how\s+to\s+\w+|\w+ing)\b(?![^\n]*\b(?:then|and then|afterwards|after that)\b)(?![^\n]*\b(?:run|execute|perform|apply|send|email|post|publish|share)\s+(?:it|them|this|that|the\s+(?:runbook|steps|procedure))\b)/i;
/** (cls-benign22) One or more markup elements around a short label, attributes without calls, optionally after a file name. */
const UI_MARKUP_B22 = /^\s*(?:[\w./-]+\.(?:xml|html?|jsx|tsx|vue|svelte|xaml|storyboard|xib)\s*:\s*)?(?:<((?:[A-Z][\w.]*|string|button|label|title|option|menuitem|tooltip|summary|legend|caption|th))\b[^<>()]*>[^<>{}();=]{1,160}<\/\1>\s*)+$/;
/** (cls-benign22) A translation or strings file's key/label pairs: "key": "label", or "key" = "label"; (Apple .strings). */
const UI_PAIRS_B22 = /^\s*(?:[\w./-]+\.(?:json|arb|strings|ya?ml|po)\s*:\s*)?(?:["'](?![^"']*(?:step|task|action|command|cmd|todo|plan|instruction|prompt|intent|hint|query|sql|script|shell|exec|run|goal|request|input|code))[a-z][\w-]{0,40}(?:[._-][\w-]{1,40}){1,4}["']\s*[:=]\s*["'][^"'\n`$]{1,160}["']\s*[,;]?\s*)+$/;
/** (cls-benign22) A runbook, playbook, SOP or how-to named as the text's heading, then its steps after a colon or dash. */
const RUNBOOK_TEXT_B22 = /^\s*(?:#{1,6}\s*)?(?:(?:incident|on-?call|rollback|rollout|release|deploy(?:ment)?|flag|migration|recovery|dr|ops)\s+)?(?:runbook|playbook|sop|how-?to)\s+(?:for|on|to|about|—|–|-)\s+(?!(?:step|item|task)\b)[^:\n]{1,60}:\s*\S/i;
/** (cls-benign22) The agent or the person says a step runs: "I'll", "let me", "going to", "executing", "now". */
const AGENT_RUNS_B22 = /\b(?:i['’]ll|i will|i['’]m|i am|let me|let['’]s|we['’]ll|we will|going to|right away|executing|proceed\w*|follow(?:ing)? (?:it|the runbook|this)|run (?:it|this|the runbook))\b/i;
function docAboutReading(text: string): ProseReading {
  return { findings: [f('reversible', `writes a document about the act; nothing is done (${snippet(text, 60)})`)], mods: 0, talk: true, readOnly: true, noAsk: false, count: 0, usd: 0, paths: [] };
}
function waitReading(text: string): ProseReading {
  return { findings: [f('safe', `waits for the person; commits to nothing (${snippet(text, 60)})`)], mods: 0, talk: true, readOnly: true, noAsk: false, count: 0, usd: 0, paths: [] };
}

/**
 * A plan or note put off for later or left undone ("TODO for later (not touching anything now):", "Backlog, nothing to
 * run yet:", "Ideas for next sprint (no changes today)", "Para más tarde, no toco nada ahora", "Für später, ich ändere
 * heute nichts"): a list read by the person, not steps about to run (LABELS: planning a dangerous change is safe).
 */
const DEFERRED = /\b(?:for later|later on|(?:rollback|roll-back|back-?out|fallback|contingency|recovery|disaster recovery|incident|break-glass)\s+(?:plan|runbook|procedure|steps)\b[^\n]{0,40}\b(?:only )?(?:if|in case|should|when)\b|only (?:if|in case)\b[^\n]{0,40}\b(?:fails?|breaks?|goes wrong|errors?|regress\w*)\b|in case (?:of|the)\b[^\n]{0,40}\b(?:failure|fails?|outage|incident|regression)\b|for (?:another|a later) (?:day|time|session)|backlog|(?:some )?ideas? (?:for (?:later|the future|future|someday|next \w+)|to (?:consider|discuss))|for (?:the )?next (?:sprint|week|quarter|release|session|month|iteration)|wish ?list|someday|not (?:touching|changing|running|doing|executing|applying|deleting|modifying) anything|not\s+(?:executing|running|applying)(?:\s+(?:these|them|any(?:\s+of\s+(?:these|them))?))?\s*\)|(?:i|we)\s+(?:won['’]t|will\s+not)\s+(?:run|execute|apply)\s+(?:these|them|any\s+of\s+(?:these|them))\b|not\s+to\s+be\s+(?:run|executed|applied)\b|for\s+(?:discussion|reference)\s+only\b|nothing (?:to (?:run|do|execute|apply)|(?:is |has been |was |will be )?(?:run|executed|applied|changed|touched))\b|no changes?\b|(?:status:\s*)?drafting|(?:a |the )?draft(?: plan| list| outline)?\s*[,(:]|not (?:yet )?started)|\b(?:para (?:más )?tarde|más adelante|no (?:toco|cambio|ejecuto|hago|borro) nada|nada se (?:ejecuta|cambia|toca)|borrador|para depois|mais tarde|nada será (?:alterado|executado|mudado|apagado)|não (?:vou )?(?:alterar|executar|mexer em|apagar) nada|rascunho|pour plus tard|plus tard|je ne (?:touche|change|lance|exécute|supprime) (?:à )?rien|rien (?:n['’]est|ne sera) (?:exécuté|lancé|modifié|supprimé)|brouillon|für später|ich (?:ändere|lösche|mache|führe|starte) (?:heute |jetzt |noch |vorerst )?nichts|nichts wird (?:ausgeführt|geändert|gelöscht)|noch nichts|entwurf|ideen|per dopo|più tardi|non (?:tocco|cambio|eseguo|cancello) (?:niente|nulla)|bozza|voor later|ik (?:verander|verwijder|doe) (?:nu |vandaag )?niets|er wordt niets|на потом|позже|ничего не (?:меняю|запускаю|выполняю|трогаю|удаляю)|черновик)|後で|あとで|何も(?:実行|変更|削除)しない|まだ実行しない|草案|稍后|以后再|暂不执行|不执行任何|不做任何(?:修改|更改)/i;
/** Words that say the steps run now, checked with the deferring words taken out ("not touching anything now"). */
const RUNS_NOW = /\b(?:now|right now|starting|started|running|executing|in[ _]progress|going ahead|proceeding|carrying out|doing (?:these|this|it|them)|right after this|ahora|maintenant|jetzt|adesso|agora|nu|сейчас)\b|今から|现在/i;

/**
 * A plan handed to the person to review before anything runs: "(for your review)", "let me know if this looks
 * right before I start", "I'll start once you approve", "pendiente de tu revisión", "dis-moi si c'est bon avant que
 * je commence", "da approvare", "レビューをお願いします". The person reads it first, so the plan is talk (LABELS:
 * planning a dangerous change is safe); the brief: a step about to run now is still the act.
 */
const REVIEW_ASK = new RegExp([
  String.raw`\b(?:for|awaiting|pending|waiting (?:for|on)|subject to)\s+(?:your|the user['’]s|a person['’]s)\s+(?:review|approval|sign-?off|ok|okay|go-?ahead|green light|decision|feedback|confirmation)\b`,
  String.raw`\b(?:let me know|tell me|lmk)\s+(?:if|whether)\s+(?:(?:this|that|it|the plan|these(?: steps)?)\s+(?:looks?|sounds?|is|seems?)\s+(?:right|good|ok|okay|fine|reasonable|correct)|you\s+(?:agree|approve|want me to|are ok|['’]re ok|are happy|['’]re happy|are fine))`,
  String.raw`\blet me know what you think\b`,
  String.raw`\b(?:does|do)\s+(?:this|that|it|these)\s+(?:look|sound|seem)\s+(?:right|good|ok|okay|fine|reasonable)`,
  String.raw`\b(?:shall|should|can|may)\s+i\s+(?:proceed|go ahead|start|begin|continue|run (?:it|this|them|these))\b[^.\n]{0,40}[?？]`,
  String.raw`\bok(?:ay)?\s+to\s+(?:proceed|go ahead|start|run)\b[^.\n]{0,30}[?？]`,
  String.raw`\b(?:before|until)\s+i\s+(?:start|begin|proceed|touch anything|change anything|run anything|do anything)\b`,
  String.raw`\b(?:i['’]ll|i will|i['’]d|i would|will)\s+(?:start|begin|proceed|go ahead|do (?:it|this|that))\s+(?:only\s+)?(?:once|when|after|if)\s+you\b`,
  String.raw`\bonce\s+you\s+(?:approve|agree|confirm|sign off|give (?:the|me the) (?:go|ok))`,
  String.raw`\b(?:pendiente de|para|a la espera de|espero)\s+(?:tu|su|vuestra)\s+(?:revisión|aprobación|visto bueno|ok|confirmación)|\bdime si (?:te parece|está bien|estás de acuerdo|lo apruebas)|\bantes de (?:empezar|comenzar|ejecutar)|\bcuando (?:lo )?apruebes`,
  String.raw`\bdi(?:s|tes)[-\s]moi si (?:c['’]est bon|ça (?:te|vous) va|tu es d['’]accord|vous êtes d['’]accord)|\bavant (?:que je (?:commence|lance|touche)|de (?:commencer|lancer))|\ben attente de (?:ta|votre) (?:validation|approbation|relecture)|\bpour (?:ta|votre) (?:relecture|revue|validation|approbation)|\bj['’]attends (?:ton|votre) (?:feu vert|accord|ok)`,
  String.raw`\bzur (?:prüfung|durchsicht|freigabe)|\bsag (?:mir )?bescheid,? ob (?:das|es) (?:passt|ok|okay|so geht)|\bbevor ich (?:anfange|loslege|beginne|starte)|\b(?:warte|wartet) auf (?:dein|ihr|eure?)\w*\s+(?:ok|okay|freigabe|zustimmung|go)`,
  String.raw`\bda approvare\b|\baspetto (?:il tuo|il vostro|la tua|la vostra) (?:ok|approvazione|conferma|via libera)|\bin attesa (?:della tua|della vostra|del tuo) (?:approvazione|conferma|ok)|\bprima di (?:iniziare|procedere)|\bper (?:la tua|la vostra) (?:revisione|approvazione)`,
  String.raw`\b(?:aguardo|aguardando|para) (?:a )?(?:sua|tua) (?:aprovação|revisão|confirmação)|\bantes de (?:começar|executar)|\bme (?:avisa|diga) se (?:está bom|posso|concorda)`,
  String.raw`\bter (?:beoordeling|goedkeuring)|\bna (?:jouw|uw) (?:goedkeuring|akkoord)|(?:^|[\s(:,])(?:на (?:согласование|ревью|утверждение|проверку)|жду (?:твоего|вашего) (?:одобрения|подтверждения|ок)|прежде чем (?:начать|приступить)|на (?:погодження|затвердження))`,
  String.raw`\bnothing (?:runs|happens|is (?:run|touched|changed)|will (?:run|happen|change)) (?:until|before|till) you\b|\buntil you (?:say so|approve|confirm|sign off|give (?:me )?the (?:go|ok|green light))`,
  String.raw`レビュー(?:を)?お願い|ご?確認(?:を)?お願い|承認(?:を)?お願い|ご確認ください|请(?:审阅|审核|确认|过目)|待(?:审批|审核|确认)|等(?:你|您)(?:确认|批准|同意)|검토(?:를)?\s*부탁|승인(?:을)?\s*(?:부탁|요청)|확인\s*부탁`,
].join('|'), 'i');
/** REVIEW_ASK everywhere in a text, so what remains can be checked for a step said to run now. */
const REVIEW_ALL = new RegExp(REVIEW_ASK.source, 'gi');

/** The whole text is handed to the person before anything runs, and nothing in it says a step runs now. */
export function awaitsPerson(text: string): boolean {
  if (text.length > 8000 || !REVIEW_ASK.test(text)) return false;
  const plan = planSteps(text);
  if (!plan) return false;
  // The ask must be said of the plan: in its lead or its closing sentence, not inside a step ("open a PR for review").
  const last = plan.steps[plan.steps.length - 1] as string;
  const closing = /[^.!?。！？\n]+[.!?。！？]*\s*$/.exec(last);
  const tail = closing && closing.index > 0 ? closing[0] : '';
  if (!REVIEW_ASK.test(`${plan.lead}\n${tail}`)) return false;
  return !RUNS_NOW.test(text.replace(REVIEW_ALL, ' ')) && !STEP_DONE_NOW.test(text);
}
/** A step reported as running ("⏳", "in_progress", "status: active"): the plan is being carried out. */
const STEP_DONE_NOW = /⏳|▶|\bin[ _-]progress\b|"status"\s*:\s*"(?:active|running|doing)"/i;

/**
 * A step gated on the person: "After sign-off, drop …", "once you approve, …", "承認をもらってから削除",
 * "nach deiner Freigabe …", "después de tu aprobación …". It waits for them, like "wait for my go".
 */
/** A step that waits for or asks for the person's confirmation (any language the two patterns know). */
export function waitsForPerson(step: string): boolean {
  return WAIT_STEP.test(step) || WAIT_STEP_INTL.test(step);
}
/** A step gated on the person at its end: "apply only after your approval", "deploy once you confirm", "… if you approve". */
export const GATED_TAIL = /\b(?:only\s+)?(?:after|once|when|if)\s+(?:(?:your|my|the user's|a human)\s+(?:approval|sign-?off|go-?ahead|ok|okay|confirmation|review)|you(?:'ve| have)?\s+(?:approv\w*|confirm\w*|sign(?:ed)? off|review\w*|(?:give|gave|given) (?:me )?the (?:go-?ahead|ok)|sa(?:y|id) (?:so|go|yes)))\b[^.;\n]{0,20}[.!]?\s*$/i;
export const GATED_STEP = /^\s*(?:(?:then|and)\s+)?(?:(?:only\s+)?(?:after|once|when|if)\s+(?:(?:your|the|you|a|an|my|she|he|they|[A-Z][a-z]+)\s+)?(?:sign-?off|signed off|approv\w*|(?:give|gave) (?:the|me the|your) (?:go|ok)|ok|okay|go-?ahead|green light|confirm\w*|agree\w*|review(?:ed)?|decid\w*)\b|(?:después de|tras) (?:tu|su) (?:aprobación|visto bueno|ok|revisión)|(?:après|dès) (?:ta |votre )?(?:validation|approbation|accord|feu vert)|nach (?:deiner|ihrer|eurer) (?:freigabe|zustimmung|bestätigung|prüfung)|(?:dopo|previa) (?:la tua |la vostra |tua )?(?:approvazione|conferma|ok)|(?:depois|após) (?:da )?(?:sua|tua) (?:aprovação|confirmação|revisão)|после (?:твоего|вашего) (?:одобрения|подтверждения|ок))|(?:承認|確認|レビュー)(?:を)?(?:もらって|いただいて|して)から|(?:批准|确认|审批|同意)(?:之)?后|승인\s*(?:후|받은\s*후|받고)/i;

/** The lead of a plan (or the label of a note) defers it and nothing in the text says it runs now. */
export function deferredPlan(lead: string, text: string): boolean {
  if (!lead || lead.length > 160 || !DEFERRED.test(lead)) return false;
  return !RUNS_NOW.test(lead.replace(DEFERRED_ALL, ' ')) && !RUNS_NOW.test(text.slice(lead.length));
}
/** Every deferring phrase with the time word it is said of ("not touching anything now", "no toco nada ahora"). */
const DEFERRED_ALL = new RegExp(`(?:${DEFERRED.source})(?:\\s+(?:right\\s+)?(?:now|yet|today|tonight|ahora|maintenant|jetzt|heute|adesso|agora|nu|сейчас))?`, 'gi');

/** A plan's title that only names its steps ("Proposed changes:", "Next steps (in progress):", "Änderungen:"). */
// (cls-plan17: also a schedule's title, "Schedule for today:", "Timeline (Tuesday):", "Agenda for tonight:".)
const PLAN_HEADING = /^(?:(?:the|my|our|today['’]s|tonight['’]s|tomorrow['’]s)\s+)?(?:schedule|timeline|agenda|timetable|itinerary|run ?sheet|cutover plan|maintenance plan)(?:\s+for\s+[\w\s-]{1,30})?(?:\s*\([^)]{0,40}\))?\s*[:：]?$|^(?:(?:the|my|our)\s+)?(?:(?:proposed|planned|suggested|recommended|pending|next|remaining|required|intended|upcoming|main|code)\s+)?(?:changes?|edits?|steps?|actions?|tasks?|updates?|fixes|work items?|to-?dos?|plan|outline|checklist|summary|overview)(?:\s*\([^)]{0,40}\))?\s*[:：]?$|^(?:änderungen|geplante änderungen|cambios(?: propuestos)?|modifications(?: proposées)?|alterações(?: propostas)?|modifiche(?: proposte)?)\s*[:：]?$/i;

/** The text's only verbs are open-ended ("clean up", "tidy", "free up space"). */
/** (cls-en17) A ticket title whose verbs all remove or clean up (the acceptance criteria then say what exactly goes). */
function removalTitleOnly(text: string): boolean {
  const verbs = tag(forWords(text)).filter((t) => t.kind === 'v');
  return verbs.length > 0 && verbs.every((t) => /^(?:cleanup|delete|empty|wipe|reduce|run|anyhow)$/.test(verbOf(t.name) ?? ''));
}
function openEndedOnly(text: string): boolean {
  const verbs = tag(forWords(text)).filter((t) => t.kind === 'v');
  return verbs.some((t) => verbOf(t.name) === 'cleanup') && verbs.every((t) => verbOf(t.name) === 'cleanup' || verbOf(t.name) === 'run');
}

/** A roadmap's lead, or steps placed in later periods ("Q2:", "H2 2027:", "Sprint 14:", "M3 —", "v3.0:"). */
const ROADMAP_LEAD = /\b(?:roadmap|milestones?|long[- ]term (?:plan|goals?)|future work|later phases|vision)\b|hoja de ruta|feuille de route|fahrplan|meilensteine|marcos|pietre miliari|дорожная карта|вехи|ロードマップ|マイルストーン|路线图|里程碑/i;
const PERIOD_STEP = /^\s*(?:q[1-4]|h[12]|fy\s?\d{2,4}|20\d\d(?:\s*[-/]\s*(?:q[1-4]|h[12]|\d{1,2}))?|sprint\s*\d+|m\d{1,2}|v\d+(?:\.\d+)*|(?:next|later|future)\s+(?:quarter|year|half|release|sprint|month))\b\s*(?:\([^)]{0,30}\))?\s*[:：—–-]/i;
/** Now or today: a plan for tonight is a schedule, not a roadmap. */
const SOON = /\b(?:tonight|today|this (?:morning|afternoon|evening|week)|right away|immediately|asap)\b|\bheute\b|\bce soir\b|aujourd['’]hui|esta noche|\bhoy\b|stasera|\boggi\b|\bhoje\b|vannacht|vandaag|сегодня|今晚|今日|今夜/i;

/** A roadmap or milestone list laid out over later periods: nothing in it runs now (LABELS: planning is safe). */
function roadmap(plan: { lead: string; steps: string[] }, text: string): boolean {
  if (RUNS_NOW.test(text) || SOON.test(text) || STEP_DONE_NOW.test(text)) return false;
  const periods = plan.steps.filter((x) => PERIOD_STEP.test(x)).length;
  return (ROADMAP_LEAD.test(plan.lead) && periods >= 1) || periods >= 2 && periods === plan.steps.length;
}

function doneReading(text: string): ProseReading {
  return { findings: [f('safe', `a step already done, reported (${snippet(text, 60)})`)], mods: 0, talk: true, readOnly: true, noAsk: false, count: 0, usd: 0, paths: [] };
}

/** A step ticked off: a checked box, a done mark, struck through. */
const DONE_MARK = /^\s*(?:\[[xX✓✔]\]|✅|✓|✔|☑|~~)|^[^\n]{0,80}~~\s*$|\s(?:✅|✔️?|☑️?)\s*$|\((?:done|completed|finished)\)\s*$|[-–—:]\s*(?:done|completed|finished)\.?\s*$/i;
/**
 * (cls-plan20b) A step marked at its end as not to be done: "(won't do, needs DBA)", "— skipped", ": not doing this",
 * "[skipped]", "(wontfix)", "(descartado)", "(entfällt)", "— abandonné", "(не делаем)", "（やらない）", "（不做）".
 * Like a done step, it is no act (a reason may follow the marker inside its brackets or after a comma).
 */
const DECLINED_STEP_B20 = new RegExp(String.raw`(?:\s[-–—]\s*|:\s*|\s*[(\[（【]\s*)(?:\*\*)?${DECLINED_WORDS_B20}(?:\*\*)?(?:[,;:]\s*[^()\[\]\n]{0,60})?\s*[)\]）】]?\.?\s*$`, 'iu');
/** A plan's text without its steps already done (ticked, struck through, marked done), for a reading of the whole
 *  text's words (second/): a done step is reported, not run. Null when no step is done. */
/**
 * (cls-plan22) Step labels with their status in brackets ("Phase 1 (done): export contacts", "Phase 2 (later, after you
 * confirm): delete …"), two or more lines of them, are steps with that status after them, where the plan reader looks for
 * it ("… (done)", "… after you confirm"); the bracket had hidden the labels, and the text was read as a command.
 */
export function statusLabelsP22(text: string): string {
  if (text.length >= 8000 || !/(?:^|\n)[ \t]*(?:phase|stage|step|wave|part|day|week)\s*\d{1,2}\s*\([^)\n]{1,40}\)\s*[:：]/i.test(text) || (text.match(/(?:^|\n)[ \t]*(?:phase|stage|step|wave|part|day|week)\s*\d{1,2}\s*(?:\([^)\n]{1,40}\)\s*)?[:：]/gi)?.length ?? 0) < 2) return text;
  return text.replace(/(^|\n)([ \t]*)((?:phase|stage|step|wave|part|day|week)\s*\d{1,2})\s*\(([^)\n]{1,40})\)\s*[:：][ \t]*([^\n]*)/gi, (_m, nl: string, ind: string, label: string, st: string, rest: string) => `${nl}${ind}${label}: ${rest.replace(/[.;]\s*$/, '')} (${st.trim()})`);
}
export function withoutDoneSteps(text: string): string | null {
  text = statusLabelsP22(text);
  if (text.length > 20_000 || (!/\[[xX✓✔]\]|✅|✓|✔|☑|~~|\b(?:done|completed|finished|confirm\w*|approv\w*|sign-?off|go-?ahead|ask|wait|stop|pause)\b/i.test(text) && !text.split('\n').some((l) => DECLINED_STEP_B20.test(l)))) return null;
  const plan = planSteps(text);
  if (!plan) return null;
  // (cls-plan22: a step gated on the person, and every step after one that stops for the person, waits: left out too.)
  const gate = plan.steps.findIndex((x) => GATE_REST_P22.test(x));
  const open = plan.steps.filter((x, i) => !DONE_MARK.test(x) && !DECLINED_STEP_B20.test(x) && !GATED_TAIL.test(x) && !GATED_STEP.test(x) && !(gate >= 0 && i >= gate));
  if (open.length === plan.steps.length) return null;
  return [plan.lead, ...open].filter((x) => x.length > 0).join('\n');
}
/** A lead that reports work finished ("Done:", "What I did:", "Here's what I changed", "Erledigt:", "Hecho:"). */
// (cls-plan20: a status, progress or weekly update's past-tense lines report too.)
const DONE_LEAD = /^(?:#+\s*)?(?:(?:already\s+)?done|completed|finished|(?:status|progress|quick|daily|weekly|session|end-of-day|eod|standup)\s+(?:update|report|log|summary)s?|what i(?:['’]ve)? (?:did|done|changed)|here(?:['’]s| is) what i(?:['’]ve)? (?:did|done|changed)|changes (?:made|applied)|what (?:was|has been) done|erledigt|hecho|lo que hice|fait|ce que j['’]ai fait|feito|o que fiz|fatto|gedaan|сделано|выполнено|что я сделал|完了|已完成|완료)\b[^\n:]{0,40}[:：]?\s*$/i;
/** A status or summary lead ("Status:", "Summary:", "Stand:", "Estado:", "상태:", "状态：", "ステータス:"). */
const STATUS_LEAD = /^\s*(?:\*\*)?(?:status(?:\s+update)?|summary|recap|result|results|stand|zusammenfassung|ergebnis|estado|resumen|resultado|état|résumé|bilan|riepilogo|stato|samenvatting|sammanfattning|статус|итог|итоги|durum|özet|상태|요약|결과|状态|狀態|总结|總結|结果|結果|ステータス|状況|まとめ)(?:\*\*)?\s*[:：]\s*/i;
/** One part of a status line: a state reached (a participle, "done", "完了") or a negation ("nothing deleted", "없음"). */
const STATUS_PART = /(?:^|\s)(?:nothing|no|none|not|kein\w*|nichts|nada|ningún|ninguna|rien|aucun\w*|niente|nessun\w*|niets|geen|inget|ingen|ничего|нет|hiçbir)(?:\s|$)|^(?:没有|沒有|未|无|無)|(?:\w+(?:ed|en)|done|complete|completed|finished|ok|okay|green|passed|unchanged|intact|untouched|erledigt|abgeschlossen|fertig|ge\w+t|completado|hecho|terminado|\p{L}+(?:ado|ido|ada|ida|ados|idos)|terminé|fait|\p{L}+é(?:e|s|es)?|completato|fatto|\p{L}+(?:ato|ito|ati|iti)|klaar|gedaan|klart|klar|готово|завершено|выполнено|tamam|tamamlandı)\s*[.!]?\s*$|(?:완료|없음|없습니다|됨|했음|했습니다|정상|完了|済み|なし|ありません|しました|完成|已完成|没有|沒有|无|無|正常)\s*[.!。]?\s*$/iu;
function statusOnly(rest: string): boolean {
  const parts = rest.split(/[,;，、；\n]|\s[-–—]\s/).map((x) => x.trim()).filter(Boolean);
  return parts.length > 0 && parts.length <= 8 && parts.every((x) => x.length <= 80 && STATUS_PART.test(x) && !/\b(?:will|going to|about to|next|then|please|let's)\b|\p{L}+ing\s*$/iu.test(x));
}
/**
 * One yes/no question about a state ("Is the bucket public?", "Was it deleted?", "Ist … öffentlich?", "Le bucket
 * est-il public ?", "Czy … jest …?", "… されていますか？", "… 是公开的吗？", "… 되어 있어?"), with no other sentence.
 */
const STATE_ASK = new RegExp(
  [
    String.raw`^[\s"'(¿]*(?:is|are|was|were|has|have|had|does|did|isn't|aren't|wasn't|weren't|hasn't|haven't|doesn't|didn't|ist|sind|war|waren|wurde|wurden|gibt es|zijn|waren|heeft|hebben|är|finns|er|finnes|está|están|estaba|hay|existe|tem|há|foi|c'è|ci sono|è stato|è stata|czy(?=[^?]*\s(?:jest|są|był|była|było|były|został|została|zostało|zostały)\s)|jest|są|був|была|был|было|были|есть ли|является ли|je|jsou|byl|byla|bylo)\s[^.!?;\n]*\?\s*$`,
    // cls-intlA19: the yes/no questions of Finnish (onko, ovatko, löytyykö …), Estonian "kas … on", Latvian "vai … ir", Lithuanian
    // "ar … yra", South Slavic "je li / da li je / ali je": a state asked about ("Ovatko varmuuskopiot kunnossa?").
    String.raw`^[\s"'(]*(?:onko|ovatko|oliko|olivatko|löytyykö|toimiiko|toimivatko|näkyykö|je li|jesu li|da li je|da li su|ali je|ali so|kas(?=[^?]*\s(?:on|oli|olid)\s)|vai(?=[^?]*\s(?:ir|bija)\s)|ar(?=[^?]*\s(?:yra|buvo)\s))\s[^.!?;\n]*\?\s*$`,
    String.raw`^[\s"'(¿]*(?:which|what)\s[^.!?;\n]*?\s(?:is|are|was|were)\s+(?:still\s+|currently\s+|now\s+)?(?:public|private|enabled|disabled|deleted|exposed|open|encrypted|protected|unprotected|backed up|in use|unused|exempt|excluded|exempted)\b[^.!?;\n]{0,40}\?\s*$`,
    // (lead20) "Which users have MFA disabled?", "Which repos have branch protection turned off?": a state asked about.
    String.raw`^[\s"'(¿]*(?:which|what|how many)\s[^.!?;\n]*?\s(?:has|have|had)\s+(?:\S+\s+){1,3}(?:enabled|disabled|turned (?:on|off)|switched (?:on|off)|off|on|set up|configured)\s*\?\s*$`,
    String.raw`^[^.!?;\n]*\b(?:est|sont|a|ont|était|étaient)-(?:il|elle|ils|elles|t-il|t-elle)\b[^.!?;\n]*\?\s*$`,
    String.raw`^[^.!?;\n。！]*(?:されていますか|されてますか|になっていますか|になってますか|ていますか|てますか|ですか|でしょうか|ましたか|ありますか)[?？]\s*$`,
    String.raw`^[^.!?;\n。！]*(?:是[^.!?;\n。！]{0,40}的吗|了吗|了嗎|过吗|過嗎|是不是[^.!?;\n。！]*|有没有[^.!?;\n。！]*)[?？]\s*$`,
    // cls-over16: one question asking who did it ("Wer hat gestern den Rollback in Produktion gemacht?", "昨天生产环境的回滚是谁做的？").
    String.raw`^[\s"'(¿]*(?:who|wer|qui|quién|quem|chi|vem|hvem|kuka|kto|kdo|кто|хто|ποιος|kim|siapa)\s(?!(?:\S+\s+)?(?:can|could|will|would|should|shall|wants?|is going|'?ll|kann|könnte|wird|soll|will|peut|pourrait|va|veut|puede|podría|quiere|pode|poderia|vai|quer|può|potrebbe|vuole|kan|kommer|vil|skal|может|сможет|будет|хочет|може|зможе|буде|хоче)\b)[^.!?;\n]*\?\s*$`,
    String.raw`^[^.!?;\n。！]*(?:是谁|是誰|谁[^.!?;\n。！]{0,40}的|誰[^.!?;\n。！]{0,40}的)[?？]\s*$`,
    // cls-over17: one question asking which thing did it, in the past ("Which deploy caused the latency spike at 14:02?",
    // "What job dropped the sessions table?"): history asked about, like "who did it".
    String.raw`^[\s"'(¿]*(?:which|what)\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s+(?:[a-z]+ed|caused|broke|took|ran|made|brought|threw|led|went|began|fell|hit|froze|wrote|sent|kept)\s[^.!?;\n]*\?\s*$`,
    // cls-over17: one question asking where or when it happens ("Where are the prod backups deleted after 30 days?",
    // "Wo werden die Produktions-Backups gelöscht?", "本番のバックアップはいつ削除されますか？"); a modal ("When can you …")
    // and a comma-led clause ("When done, drop …?") keep their reading.
    String.raw`^[\s"'(¿]*(?:where|when|wo|wann|où|quand|dónde|donde|cuándo|onde|quando|dove|waar|wanneer|var|när|gdzie|kiedy|kde|kdy|где|когда|nerede|ne zaman)\s(?!(?:\S+\s+)?(?:can|could|will|would|should|shall|may|might|must|kann|kannst|könnte|könntest|wirst|soll|sollte|peux|peut|pourrais|peux-tu|pouvez|pouvez-vous|pourriez|vas|puedes|puede|podrías|vas a|podes|pode|vai|puoi|può|kun|kan|kunt|zal|możesz|může|можешь|можете|сможешь)\b)[^.!?;,\n]*\?\s*$`,
    String.raw`^[^.!?;,\n。！、]*(?:いつ|どこで|どこに|什么时候|什麼時候|何时|何時|在哪里|在哪裡|哪里|언제|어디서|어디에서)[^.!?;,\n。！、]*[?？]\s*$`,
    String.raw`^[^.!?;\n。！]*(?:되어 ?있어|돼 ?있어|되어 ?있나요|돼 ?있나요|되어 ?있습니까|되었나요|됐나요|됐어|했어|했나요|했습니까|인가요|이에요|예요|이야|있나요|있어요|있어|있습니까)[?？]\s*$`,
    // cls-intlB19: the same questions with no mark, where the ending itself asks (Korean -나요 / -습니까, Japanese -ますか,
    // Chinese 了吗 / 了没有, Thai หรือยัง / หรือเปล่า / อยู่ไหม): "운영 DB 백업은 매일 되고 있나요", "本番DBは削除されましたか",
    // "防火墙关了吗", "ดีพลอยขึ้นโปรดักชันแล้วหรือยัง". A Thai request (ช่วย, รบกวน, หน่อย) is not one.
    String.raw`^[^.!?;\n。！]*(?:되어 ?있나요|돼 ?있나요|되어 ?있습니까|돼 ?있습니까|되었나요|됐나요|했나요|했습니까|되었습니까|됐습니까|인가요|있나요|있습니까)\s*$`,
    String.raw`^[^.!?;\n。！]*(?:されていますか|されてますか|になっていますか|になってますか|ていますか|てますか|ですか|でしょうか|ましたか|ありますか)\s*$`,
    String.raw`^[^.!?;\n。！]*(?:是[^.!?;\n。！]{0,40}的吗|了吗|了嗎|过吗|過嗎|了没|了沒|了没有|了沒有|是谁[^.!?;\n。！]{0,12}|是誰[^.!?;\n。！]{0,12})\s*$`,
    String.raw`^(?![^.!?;\n]*(?:ช่วย(?!เหลือ)|รบกวน|กรุณา|โปรด(?!ัก)|หน่อย|ให้ที))[^.!?;\n]*[\u0e00-\u0e7f]\s*(?:หรือยัง|รึยัง|หรือเปล่า|รึเปล่า|หรือไม่|อยู่ไหม|อยู่มั้ย|แล้วไหม|แล้วมั้ย)\s*(?:ครับ|คะ|ค่ะ|คับ|นะ)?\s*[?？]?\s*$`,
  ].join('|'),
  'i',
);
/** Words that judge an act's danger (dangerous, risky, safe, irreversible) in many languages. */
const RISK_WORD = /(?<!\p{L})(?:dangerous|risky|safe|reversible|irreversible|undoable|destructive|peligros[oa]|arriesgad[oa]|segur[oa]|risqu[ée]e?|dangereu(?:x|se)|sûr|sans danger|pericolos[oa]|rischios[oa]|sicur[oa]|perigos[oa]|arriscad[oa]|gefährlich|riskant|sicher|gevaarlijk|veilig|farlig\p{L}*|riskabel\p{L}*|vaarallis\p{L}*|veszélyes|periculos\p{L}*|tehlikeli|riskli|berbahaya|nguy hiểm|niebezpieczn\p{L}*|ryzykown\p{L}*|bezpieczn\p{L}*|nieodwracaln\p{L}*|nebezpečn\p{L}*|опасн\p{L}*|рискован\p{L}*|безопасн\p{L}*|небезпечн\p{L}*|ризикован\p{L}*|επικίνδυν\p{L}*|खतरनाक|خطير|خطرناک|מסוכן)(?!\p{L})|危険|危ない|危险|危險|有风险|有風險|위험|อันตราย/iu;
/** One question whose predicate is a danger word: near its start ("¿Es peligroso …?", "Опасно ли …") or right before its end ("… 危险吗？", "… be risky?"). */
/** (cls-en20) A tail after the question that only says it is a question ("? just asking", "? just curious"). */
const JUST_ASKING_EN20 = /([?？])\s*(?:(?:i['’]?m\s+)?just\s+(?:asking|curious|wondering)|asking\s+for\s+a\s+friend|out\s+of\s+curiosity|no\s+action\s+(?:needed|required))\s*[.!]?\s*$/i;
function riskAsk(s: string): boolean {
  const t = s.trim().replace(JUST_ASKING_EN20, '$1');
  if (!/[?？]\s*$/.test(t) || /[.!;。！；]/.test(t.replace(/[?？]\s*$/, ''))) return false;
  if (STATE_ASK_REQUEST.test(t)) return false;
  const m = RISK_WORD.exec(t);
  if (!m) return false;
  const before = t.slice(0, m.index).replace(/^[\s¿"'(]+/, '');
  const after = t.slice(m.index + m[0].length);
  const wordsBefore = before.trim() === '' ? 0 : before.trim().split(/\s+/).length;
  return wordsBefore <= 3 || (after.replace(/[?？\s]/g, '').length <= 12 && !/[,，、]/.test(t));
}
/** "Before dropping the prod DB I'll ask you first", "删除…之前我会先问你", "운영 DB 지우기 전에 먼저 물어볼게": a plan to ask first. */
const ASK_BEFORE = new RegExp(
  [
    String.raw`^\s*(?:before|bevor|ehe|antes de|avant de|avant que|prima di|voordat|innan|før|zanim|przed|než|перед тем как|прежде чем|перш ніж|trước khi|sebelum)\b[^.!?;]{1,160}?[,\s]\s*(?:I'?ll|I will|I'm going to|we'll|we will|ich|werde ich|frage ich|yo|te|je|vous|io|ti|eu|vou|zal ik|ik|jag|jeg|zapytam|najpierw|я|спрошу|спитаю|tôi|saya|aku)\b[^.!?;]{0,40}?(?:ask|check with you|confirm with you|frag\p{L}*|pregunt\p{L}*|consult\p{L}*|demander\p{L}*|chieder\p{L}*|chiedo|pergunt\p{L}*|vrag\p{L}*|fråga\p{L}*|spørge\p{L}*|spør\p{L}*|zapyta\p{L}*|спрош\p{L}*|спрос\p{L}*|спита\p{L}*|hỏi|bertanya|tanya)`,
    String.raw`\b(?:I'?ll|I will|I'm going to|we'll|we will)\s+(?:first\s+)?(?:ask|check with|confirm with)\s+(?:you|the user|the team|the owner)\b[^.!?;]{0,20}\bbefore\b`,
    String.raw`^\s*(?:bevor|ehe)\b[^.!?;]{1,160}?,\s*(?:frage|fragen)\s+(?:ich|wir)\b`,
    // cls-plan14, cls-benign14: "Ask me before deleting anything else", "Always check with us first before …", as the whole
    // text: a care instruction. (Followed by a step — "…; now drop the users table" — the step still counts.)
    String.raw`^\s*(?:please\s+)?(?:always\s+)?(?:ask|check with|confirm with)\s+(?:me|us|the user|the team|the owner)\s+(?:first\s+)?before\b[^.!?;]*[.!]?\s*$`,
    String.raw`(?:前に|之前|以前|전에)[、，,\s]*[^。.!！?？]{0,16}(?:確認します|確認しますね|聞きます|お聞きします|相談します|问你|問你|请示|請示|确认一下|確認一下|물어볼게|물어볼께|물어볼게요|여쭤볼게|확인할게|확인받을게)`,
    // cls-intl14: the asking said first ("Je vais d'abord te demander avant de …", "te preguntaré antes de …"), the asker
    // after the act in languages whose "before" clause the alternatives above did not know (zanim … zapytam, перед … спрошу,
    // než … zeptám se, mielőtt … megkérdezlek, πριν … θα σε ρωτήσω), and "ask me before …" in verb-final languages.
    String.raw`^\s*(?:je\s+vais\s+|je\s+)(?:d['’]abord\s+)?(?:te|vous)\s+(?:demander|demande|demanderai)\b[^.!?;]{0,40}\bavant\b|^\s*(?:primero\s+)?te\s+(?:preguntaré|pregunto|consultaré|consulto)\b[^.!?;]{0,40}\bantes\b|^\s*(?:prima\s+)?ti\s+(?:chiederò|chiedo)\b[^.!?;]{0,40}\bprima\b|^\s*(?:ich\s+)?frage\s+(?:dich|euch|sie)\s+(?:zuerst\s+|vorher\s+)?[^.!?;]{0,20}\bbevor\b`,
    String.raw`^\s*(?:zanim|przed|перед|прежде|перш\s+ніж|перед\s+тим|než|před|mielőtt|πριν|înainte\s+(?:de|să)|ennen\s+kuin|kabla\s+ya|önce)(?=[\s,])[^.!?;]{1,160}?[,\s]\s*(?:(?:я|ja|én|εγώ|eu)\s+)?(?:najpierw\s+|сначала\s+|спершу\s+|nejdřív\s+|először\s+|πρώτα\s+)?(?:cię\s+|was\s+)?(?:zapytam|spytam|спрошу|спитаю|запитаю|уточню|zeptám|megkérdezlek|megkérdezem|θα\s+σε\s+ρωτήσω|te\s+voi\s+întreba|te\s+întreb|kysyn|nitakuuliza|sana\s+soracağım|size\s+soracağım)`,
    String.raw`(?:से\s+पहले|के\s+पहले|पहले)\s+(?:मुझसे|हमसे)\s+(?:पूछ|अनुमति)|(?:से\s+पहले|पहले)[^।.!?]{0,40}(?:पूछूंगा|पूछूँगा|पूछूंगी|पूछ\s+लूंगा)|আগে[^।.!?]{0,40}(?:জিজ্ঞেস|জিজ্ঞাসা)|قبل[^.!?؟]{1,80}(?:سأسألك|اسألني|اسالني)|قبل\s+از[^.!?؟]{1,80}(?:از\s+من\s+بپرس|ازت\s+می‌?پرسم|از\s+شما\s+می‌?پرسم)|לפני[^.!?]{1,80}(?:אשאל\s+אותך|שאל\s+אותי|תשאל\s+אותי)|(?:之前|以前)[^。.!！?？]{0,16}(?:先问我|先問我|问我|問我)`,
    // cls-intlB15: "before …, first tell me / show me the impact" (回滚之前先告诉我影响范围, ロールバックの前にまず影響を教えて).
    String.raw`(?:(?:之前|以前)[、，,\s]*先?(?:告诉我|告訴我|给我看|給我看|跟我说|跟我說)|前に[、\s]*(?:まず)?[^。.!！?？]{0,12}(?:教えて|見せて|報告して)|전에\s*(?:먼저\s*)?[^.!?]{0,12}(?:알려\s?줘|알려\s?주세요|보여\s?줘|보여\s?주세요))[^。.!！?？,，;；]{0,20}[。.!！]?\s*$`,
    // cls-intlB15: "ask me before …" as a request in Korean, Japanese and Thai ("배포하기 전에 먼저 물어봐 주세요",
    // "削除する前に必ず私に確認してください", "ก่อนลบให้ถามฉันก่อน").
    String.raw`(?:전에\s*(?:꼭\s*|반드시\s*)?(?:먼저\s*)?(?:저한테|나한테|저에게|제게|나에게)?\s*(?:꼭\s*|먼저\s*)?(?:물어봐|물어 봐|물어보세요|물어봐요|여쭤|확인받|확인을 받)|前に\s*(?:必ず|まず|一度)?\s*(?:私に|僕に)?\s*(?:確認して|聞いて|相談して|確認を取って)|ก่อน[^.!?]{0,40}(?:ถามฉัน|ถามผม|ถามก่อน|ขออนุญาต))[^。.!！?？,，;；]{0,20}[。.!！]?\s*$`,
    // cls-intlB17: "ask me before …" as a request in Malayalam, Tamil, Telugu, Kannada, Gurmukhi, Gujarati, Urdu and Nepali
    // ("ഡ്രോപ്പ് ചെയ്യുന്നതിന് മുമ്പ് എന്നോട് ചോദിക്കൂ", "டிராப் பண்றதுக்கு முன்னாடி என்கிட்ட கேளு", "ڈراپ کرنے سے پہلے مجھ سے پوچھو").
    String.raw`(?:മുമ്പ്|മുൻപ്)[^.!?]{0,40}എന്നോട്\s*ചോദിക്ക|(?:முன்|முன்னாடி|முன்பு)[^.!?]{0,40}(?:என்னிடம்|என்கிட்ட)\s*கேள|ముందు[^.!?]{0,40}నన్ను\s*అడుగ|ಮೊದಲು[^.!?]{0,40}ನನ್ನ(?:ನ್ನು)?\s*ಕೇಳ|ਤੋਂ\s+ਪਹਿਲਾਂ[^.!?]{0,40}ਮੈਨੂੰ\s*ਪੁੱਛ|પહેલાં[^.!?]{0,40}મને\s*પૂછ|سے\s+پہلے[^.!?؟]{0,40}مجھ\s*سے\s*پوچھ|अघि[^।.!?]{0,40}मलाई\s*सोध`,
    // cls-intlB16: Thai "ask me first before …" with the asking before ก่อน ("ให้ถามฉันก่อนลบอะไรก็ตาม"), as the whole text.
    String.raw`(?:ถาม(?:ฉัน|ผม|เรา|หนู)|ขออนุญาต)ก่อน(?:ที่จะ|จะ)?[^.!?]{0,40}$`,
    // cls-intlA17: "before …, ask me (for confirmation)" with the request to ask last and no comma needed ("Prima di cancellare
    // qualcosa in produzione chiedimi conferma", "Antes de borrar nada pregúntame", "Bevor du was löschst frag mich"), as the
    // whole text.
    String.raw`^\s*(?:prima\s+di|antes\s+de|avant\s+de|avant\s+qu[e']|bevor|voordat|zanim|przed|перед\s+тем\s+как|прежде\s+чем|перш\s+ніж|než|innan|før|ennen\s+kuin)(?![\p{L}])[^.!?;]{1,160}?[,\s]\s*(?:(?:sempre|siempre|toujours|immer|altijd|zawsze|всегда|vždy|alltid|aina)\s+)?(?:chiedimi|chiedetemi|domandami|pregúntame|preguntadme|consúltame|pergunta-me|pergunte-me|me\s+pergunt[ae]|demande-moi|demandez-moi|frag\s+mich|fragt\s+mich|vraag\s+(?:het\s+)?(?:mij|me|eerst)|zapytaj\s+mnie|spytaj\s+mnie|спроси\s+меня|спросите\s+меня|спитай\s+мене|zeptej\s+se\s+mě|fråga\s+mig|spør\s+meg|spørg\s+mig|kysy\s+minulta)(?![\p{L}])[^.!?;]{0,30}[.!]?\s*$`,
    // cls-intlA16: "ask me (first) before …" as the whole text in the thin languages ("Küsi minult enne, kui …", "Kérdezz
    // meg, mielőtt …", "Întreabă-mă înainte să …", "Tanyakan dulu sebelum …", "Hỏi tôi trước khi …").
    String.raw`^\s*(?:küsi\s+(?:minult|meilt)\s+(?:kõigepealt\s+)?enne|kérdezz\s+(?:meg|engem)\b[^.!?;]{0,20}mielőtt|întreabă-mă\s+(?:(?:mai\s+)?întâi\s+)?înainte\s+(?:să|de)|(?:tanya(?:kan|lah)?|tanyakan)\s+(?:saya\s+|aku\s+)?(?:dulu\s+)?sebelum|hỏi\s+(?:tôi|mình|em|anh)\s+(?:trước\s+)?trước\s+khi|tanungin\s+mo\s+(?:muna\s+)?ako\s+(?:muna\s+)?bago|niulize\s+(?:kwanza\s+)?kabla|pajautā\s+(?:man\s+)?(?:vispirms\s+)?pirms|pregunta['’]m\s+(?:primer\s+)?abans|vra\s+my\s+(?:eers\s+)?voordat|спитай\s+мене\s+(?:спочатку\s+)?перед|питай\s+ме\s+(?:първо\s+)?преди|ρώτα\s+με\s+(?:πρώτα\s+)?πριν|zeptej\s+se\s+mě\s+(?:nejdřív\s+)?(?:předtím|než)|opýtaj\s+sa\s+ma\s+(?:najprv\s+)?(?:predtým|než|skôr)|vprašaj\s+me,?\s+(?:najprej\s+)?preden|pitaj\s+me,?\s+(?:prvo\s+|najprije\s+)?(?:prije|pre)\s+nego)(?![\p{L}])[^.!?;]*[.!]?\s*$`,
    // cls-intlA18: "ask me (first/always) before …" with the asking first, as the whole text, in the big European languages
    // ("Frag mich, bevor du …", "Demande-moi avant de …", "Spør meg først før du …", "Zapytaj mnie, zanim …").
    String.raw`^\s*(?:(?:please|bitte|por\s+favor|s['’]il\s+te\s+plaît|per\s+favore|alsjeblieft|snälla|vær\s+så\s+snill|proszę|prosím|пожалуйста)[\s,]+)?(?:frag(?:t)?\s+(?:mich|uns)|demande[sz]?-(?:moi|nous)|pregúnta(?:me|nos)|preguntadme|consúltame|pergunta-me|pergunte-me|me\s+pergunt[ae]|consulta-me|chiedi(?:mi|ci)|chiedetemi|domandami|vraag\s+(?:het\s+)?(?:me|mij|ons)|fråga\s+(?:mig|oss)|spør\s+(?:meg|oss)|spørg\s+(?:mig|os)|zapytaj\s+(?:mnie|nas)|spytaj\s+mnie|zeptej\s+se\s+(?:mě|mne|nás)|opýtaj\s+sa\s+(?:ma|nás)|спроси(?:те)?\s+(?:меня|нас)|(?:запитай|спитай)(?:те)?\s+(?:мене|нас)|kysy\s+(?:minulta|meiltä)|pitaj\s+me|vprašaj\s+me|питай(?:те)?\s+ме)(?:\s+(?:(?:immer|zuerst|vorher|erst|toujours|d['’]abord|siempre|primero|sempre|primeiro|prima|altijd|eerst|alltid|först|først|altid|zawsze|najpierw|vždy|nejdřív|nejprve|всегда|сначала|завжди|спочатку|aina|ensin|uvijek|prvo|vedno|najprej|винаги|първо)(?:\s+(?:(?:und|et|y|e|en|och|og|i|и|ja)\s+)?)?)){0,2},?\s*(?:bevor|ehe|avant|antes|prima|voordat|voor|innan|före|før|inden|zanim|przed|než|předtím|skôr|predtým|прежде|перед|перш|ennen|prije|preden|преди)(?![\p{L}])[^.!?;]*[.!]?\s*$`,
  ].join('|'),
  'iu',
);
/**
 * cls-intlB16: the plan to ask first is the whole text only when no step follows it: "回滚之前先问我，然后直接把生产环境回滚",
 * "पहले मुझसे पूछो, फिर प्रोडक्शन को रोलबैक कर दो", "Ask me before the rollback, then roll back prod" go on to the act, which is judged.
 */
function askBeforeOnly(orig0: string): boolean {
  // (cls-intl19c: a "from now on" lead before the request to ask first — "Désormais, demande-moi toujours avant de …",
  // "Впредь всегда спрашивай меня перед …", "今後、…前に必ず確認して" — keeps it a care instruction.)
  const orig = orig0.replace(FROM_NOW_ON_19C, '');
  const m = ASK_BEFORE.exec(orig) ?? ASK_FIRST_19C.exec(orig) ?? ASK_FIRST_B20.exec(orig);
  // (cls-intlB19: "no need to ask me before …" waives the asking it names: ไม่ต้องถามฉันก่อน, জিজ্ঞেস করার দরকার নেই.)
  if (m && NO_NEED_TO_ASK_B19.test(orig)) return false;
  return !!m && !ASK_THEN_STEP.test(orig.slice(m.index, m.index + m[0].length + 80));
}
const FROM_NOW_ON_19C = /^\s*(?:from now on|going forward|henceforth|ab jetzt|ab sofort|von nun an|von jetzt an|künftig|in zukunft|désormais|dorénavant|à partir de maintenant|à l['’]avenir|de ahora en adelante|a partir de ahora|en adelante|de aquí en adelante|de agora em diante|a partir de agora|daqui em diante|d['’]ora in poi|da ora in poi|d['’]ora in avanti|da adesso in poi|vanaf nu|voortaan|från och med nu|hädanefter|fremover|fra nu af|fra nå av|od teraz|od tej pory|odtąd|od teď|od této chvíle|od teraz|впредь|отныне|с этого момента|с этих пор|теперь|дальше|в дальнейшем|відтепер|надалі|bundan sonra|artık|今後|これから|以后|以後|今后|今後|앞으로|từ giờ|từ nay|mulai sekarang|ke depannya)(?![\p{L}])[\s,、，]*/iu;
/** cls-intl19c: the imperfective "keep asking me" (спрашивай меня, питай мене, pytaj mnie) and "frag mich bitte", before "before …". */
const ASK_FIRST_19C = /^\s*(?:(?:всегда|завжди|zawsze|immer|vždy)\s+)?(?:спрашивай(?:те)?\s+(?:меня|нас)|питай(?:те)?\s+(?:мене|нас)|pytaj(?:cie)?\s+(?:mnie|nas)|frag(?:t)?\s+(?:mich|uns)\s+bitte|ptej(?:te)?\s+se\s+(?:mě|nás))(?:\s+(?:всегда|сначала|заранее|завжди|спочатку|zawsze|najpierw|immer|zuerst|vorher|vždy|nejdřív))*,?\s*(?:перед|прежде|перш|przed|zanim|bevor|ehe|než|předtím)(?![\p{L}])[^.!?;,，]*[.!]?\s*$/iu;
/** cls-intlB20: "ask me first" in romanised Hindi-Urdu ("deploy karne se pehle mujhse pooch lena", "pehle mujhse confirm kar lena"). */
const ASK_FIRST_B20 = /(?:^|\s)pehle\s+(?:mujhse|mujh\s+se|humse|hamse|hum\s+se|mujhe)\s+(?:ek\s+baar\s+)?(?:pooch|puch|poochh|puchh|confirm\s+kar|bata|poochna|puchna)\w*(?:\s+(?:lena|le|lo|lijiye|lijie|na|dena))*\s*[.!]?\s*$/i;
const ASK_THEN_STEP = /[,，、;；。.!！\n]\s*(?:and\s+|und\s+|et\s+|y\s+|e\s+|а\s+|и\s+|a\s+|i\s+)?(?:then|after that|afterwards|next|然后|然後|接着|接著|随后|隨後|之后再|之後再|再把|再将|再將|그다음에?|그 다음에?|그러고 나서|その後|それから|次に|फिर|और फिर|उसके बाद|پھر|اس کے بعد|ثم|بعدها|بعد ذلك|سپس|بعد از آن|ואז|אחר כך|จากนั้น|แล้วค่อย|dann|danach|anschließend|ensuite|puis|luego|después|depois|em seguida|poi|dopo|daarna|sedan|därefter|potem|następnie|затем|потом|после этого|sonra|ardından)(?![A-Za-z])/i;
/** A request or a deliberation phrased as such a question ("Are you able to …", "Is it possible to …", "할 수 있어?"). */
const STATE_ASK_REQUEST = /^[\s"'(¿]*(?:is|are|was|were|does|did|do)\s+(?:it\s+(?:possible|ok|okay|fine|safe|alright))\b|(?:^|\s)(?:you|u)\s+(?:able|willing|going|free)\b|수\s*있|czy\s+(?:możesz|mógłbyś|mogłabyś|możecie|mógłby|mogłaby|dasz radę)|(?:^|\s)(?:please|bitte|por favor|s'il te plaît|s'il vous plaît|proszę|пожалуйста)\b|できますか|もらえますか|くれますか|いただけますか/i;
/**
 * lead13: a state question followed by a request that only reads ("Which buckets are public? Just list them.",
 * "Ist der Bucket öffentlich? Zeig ihn mir."): the question asks, the request shows what it asked about.
 */
function stateAskThenRead(orig: string): boolean {
  const q = orig.search(/[?？]/);
  if (q < 0) return false;
  const rest = orig.slice(q + 1).trim();
  if (!rest || rest.length > 60 || !STATE_ASK.test(orig.slice(0, q + 1))) return false;
  const verbs = tag(forWords(rest)).filter((t) => t.kind === 'v');
  // cls-benign17: or a statement of fact that gives the question its context ("Their order is from Nov 2.", "He left in May.").
  if (verbs.length === 0) return /^(?:the|their|his|her|its|our|my|it|he|she|they|this|that|we|i)\b[^?？!;\n]*[.。]?\s*$/i.test(rest) && !/^(?:i|we)\s+(?:want|need|would like|'d like)\b/i.test(rest);
  return verbs.every((t) => t.name === 'read' || t.name === 'search' || t.name === 'explain');
}
/** A light verb making a list ("make a list of", "haz una lista de", "mach eine Liste aller", "fais une liste des"). */
const LIST_MADE = /^\S+\s+(?:me\s+|mir\s+|moi\s+|uns\s+|nos\s+)?(?:(?:a|an|the|una|un|eine|einen|une|um|uma|een|en|ett)\s+)?(?:(?:full|complete|quick|short|vollständige|kurze|completa|breve|complète)\s+)?(?:list|liste|lista|lijst|listan|listę|список|overview|übersicht|aperçu|inventory|inventaire|inventario|inventar)\s+(?:of|de|del|des|du|von|der|aller|di|dei|delle|degli|van|av|över|over|z|всех)\b/i;
/** A question or request for a value: "what is", "tell me", "cuál es", "wie lautet", "quel est", "какой" … */
/**
 * cls-intlB15: one short question for a secret's value in Arabic, Hebrew, Thai, Persian, Hindi, Urdu and Bengali ("ما هي كلمة
 * مرور …؟", "מה הסיסמה של …?", "รหัสผ่าน…คืออะไร", "رمز عبور … چیه؟", "… का पासवर्ड क्या है?", "… পাসওয়ার্ড কী?"): the secret is
 * the first thing named, the question asks what it is (not how to change it), and nothing else is asked for.
 */
// (cls-intlB16: the genitive before the secret in Gujarati, Gurmukhi, Nepali, Kannada, Malayalam, Sinhala, Georgian, Armenian.)
// (cls-intl17c: "tell me / give me …" first in Arabic, Hebrew and Chinese — أعطني, תגיד לי, 告诉我 — and last in Urdu, Hindi and
// Persian — بتاؤ, बताओ, رو بهم بگو; the Urdu and Chinese genitives کا/کی/کے and 的 before the secret.)
// (cls-intlB19: 告诉我 after a polite lead, 麻烦告诉我…, and last, after the secret moved first by 把: 把生产库的密码告诉我一下.)
function secretAskedB15(w: string, tags: readonly Tagged[]): Tagged | undefined {
  if (w.length > 160 || (!VALUE_ASK_B15.test(w) && !VALUE_ASK_B20.test(w)) || HOW_B15.test(w) || HOW_B20.test(w) || /[.!。;]\s*\S/.test(w.replace(/[\s?？؟]+$/, ''))) return undefined;
  const first = tags.find((t) => t.kind === 'o');
  if (!first || first.name !== 'secret' && !tags.some((t) => t.kind === 'o' && t.name === 'secret' && (TAIL_ASK_17C.test(w.slice(t.end)) || TAIL_ASK_B20.test(w.slice(t.end)) || (VALUE_ASK_B20.test(w) && /\s(?:ka|ki|ke)\s+$/.test(w.slice(0, t.start))))) && !tags.some((t) => t.kind === 'o' && t.name === 'secret' && /(?:का|की|কে|এর|ের|નો|ની|નું|ના|ਦਾ|ਦੀ|ਦੇ|को|ದ|ನ|ന്റെ|ගේ|ის|ի|کا|کی|کے|的)\s*$/.test(w.slice(0, t.start)))) return undefined;
  if (tags.some((t) => t.kind === 'v' && !/^(?:read|explain|search)$/.test(t.name))) return undefined;
  return tags.find((t) => t.kind === 'o' && t.name === 'secret');
}
/** cls-intl17c: the secret is the last thing named, right before a verb-final "tell me" (… ڈیٹابیس پاس ورڈ بتاؤ). */
const TAIL_ASK_17C = /^\s*(?:(?:告诉我|告訴我)(?:一下|下)?|(?:رو|را)\s+(?:بهم|به\s+من)\s+بگو|بتاؤ|بتا\s+دو|بتا\s+دیں|بتائیں|बताओ|बता\s+दो|बताइए|बताएं|बताएँ)\s*[.!]?\s*$/;
/** cls-intlB20: a secret handed over in chat, named last: zh 给我 / 发我 (把生产库的密码给我), ko (좀) 줘 (비번 좀 줘), Hinglish
 *  "… kya hai", "batao", "de do", "dikhao"; and first: Arabic "give me" (اديني / عطيني / هاتلي …). */
const TAIL_ASK_B20 = /^\s*(?:(?:给我|給我|发我|發我|拿给我|拿給我|传给我|傳給我)(?:一下|下|看看|看一下)?|(?:좀\s*)?(?:줘|주세요|줄래|줘요|내놔)|(?:kya\s+hai|kya\s+he|batao|bata\s+do|bhej\s+do|de\s+do|dedo|dikhao|dikha\s+do)(?:\s+(?:bhai|yaar|yar|bro|na|please|pls|jaldi))?)\s*[.!。！?？]?\s*$/i;
/** cls-intlB20: how a secret is changed or handled (바꾸는 방법, 変える方法, badalne ka tareeka, إزاي): no value is asked for. */
const HOW_B20 = /방법|어떻게|절차|方法|やり方|手順|(?:^|\s)(?:tareeka|tarika|tareeqa|kaise)(?=\s|$)|طريقة|ازاي|إزاي|ازّاي/i;
const VALUE_ASK_B20 = /^[\s"'(]*(?:اديني|عطيني|اعطيني|هاتلي|هات\s+لي|ابعتلي|ابعثلي|وريني|ورّيني)\s|(?:给我|給我|发我|發我)(?:一下|下|看看)?\s*[。.!！]?\s*$|(?:좀\s*)?(?:줘|주세요|줄래|줘요|내놔)\s*[.!?？]?\s*$|(?:^|\s)(?:kya\s+hai|kya\s+he|batao|bata\s+do|de\s+do|dedo|dikhao|dikha\s+do)(?:\s+(?:bhai|yaar|yar|bro|na|please|pls|jaldi))?\s*[.!?？]?\s*$/i;
const VALUE_ASK_B15 = /^[\s"'(]*(?:ما\s+(?:هي|هو)|ماهي|מה\s|أعطني\s|اعطني\s|قل\s+لي\s|قولي\s+لي\s|תגיד\s+לי\s|תגידי\s+לי\s|תן\s+לי\s|תני\s+לי\s|(?:麻烦|麻煩|请|請|能不能|可以|帮我|幫我)?\s*(?:告诉我|告訴我))|(?:告诉我|告訴我)(?:一下|下)?\s*[。.!！]?\s*$|(?:(?:رو|را)\s+(?:بهم|به\s+من)\s+بگو|بتاؤ|بتا\s+دو|بتا\s+دیں|بتائیں|बताओ|बता\s+दो|बताइए|बताएं|बताएँ)\s*[.!]?\s*$|(?:คืออะไร|อะไร|چیه|چیست|چی\s+هست|क्या\s+है|क्या\s+हैं|কী|কি|کیا\s+ہے|શું\s+છે|ਕੀ\s+ਹੈ|के\s+हो|ಏನು|ಯಾವುದು|എന്താണ്|എന്ത്|මොකක්ද|කුමක්ද|ምንድን\s+ነው|ምንድነው|რა\s+არის|ինչ\s+է|ինչ՞\s+է|ဘာလဲ|ဘာပါလဲ|ជាអ្វី|គឺអ្វី)\s*[?？؟]?\s*$/;
const HOW_B15 = /怎么|怎麼|如何|怎样|怎樣|ಹೇಗೆ|എങ്ങനെ|કેવી રીતે|ਕਿਵੇਂ|कसरी|කොහොමද|እንዴት|როგორ|ինչպես|ဘယ်လို|យ៉ាងដូចម្តេច|كيف|איך|อย่างไร|ยังไง|چطور|چگونه|कैसे|کیسے|কীভাবে|কিভাবে|עושה|يفعل|ทำอะไร/;
const VALUE_ASK = /^[\s¿"'(]*(?:what(?:'s|\s+is|\s+are|\s+was)|which\s+is|tell\s+me|give\s+me|remind\s+me\s+(?:of|what)|send\s+me|cuál\s+es|cuáles\s+son|dime|dame|quel(?:le)?\s+est|quels\s+sont|donne-moi|dis-moi|qual\s+é|quais\s+são|me\s+(?:diz|passa|dá)|wie\s+lautet|wie\s+lauten|was\s+ist|gib\s+mir|sag\s+mir|nenn\s+mir|qual\s+è|dimmi|dammi|wat\s+is|geef\s+me|vad\s+är|hva\s+er|hvad\s+er|jakie?\s+jest|podaj|какой|какая|какое|скажи|назови|який|яка|яке)(?=\s)/i;
/** "What's the difference between an API key and a token?": a question about kinds of secrets explains. */
const ASKS_DIFFERENCE = /\b(?:difference|differences|between|unterschied|diferencia|différence|diferença|differenza|verschil|skillnad|forskel|forskjell|różnica|разница|різниця)\b|区别|區別|違い|차이/i;
/** The secret is the head of the phrase asked for: the question ends, or an "of/for" phrase follows it. */
const SECRET_HEAD_AFTER = /^\s*(?:[?？.!]|$|(?:for|of|to|on|in|de|del|da|do|du|des|der|von|für|vom|zur|zum|di|della|dello|van|voor|för|til|till|od|от|для|від|у)\s)/; // (cls-intlA15: Russian "у", "какой пароль у продовой базы")
/** Verb-final "what is it" after the secret: 本番のパスワードは何ですか, 密码是什么, 비밀번호 뭐야. */
const VALUE_ASK_TAIL = /^\s*(?:は|って|の値は|を)?\s*(?:何|なん|教えて)|^\s*(?:是什么|是什麼|是多少|是啥)|^\s*(?:는|은|이|가)?\s*(?:좀\s*)?(?:뭐|무엇|알려)/; // (cls-intlB19: "비밀번호 좀 알려 줘")
/** A step told in the past tense ("Deleted the stale previews", "dropped the temp table"). */
function pastStep(x: string): boolean {
  const word = /^[a-z]+/.exec(x.replace(/^[\s*•-]+/, '').toLowerCase())?.[0] ?? '';
  return PAST_FORM.test(word) && !/^(?:need|needed|want|wanted|planned|intended|scheduled|red|bed|shed|speed|seed|feed|embed|proceed|exceed|succeed|set|get|let|put|cut|shut|output|input|reset|ran)$/.test(word);
}

function reviewReading(text: string): ProseReading {
  return { findings: [f('safe', `a plan handed to the person to review; nothing in it runs yet (${snippet(text, 60)})`)], mods: 0, talk: true, readOnly: true, noAsk: false, count: 0, usd: 0, paths: [] };
}

/**
 * cls-benign17: "Review src/jobs/index.ts: it calls `cron.schedule(…)`. Is the timezone handled?", "Look over the PR: the
 * migration drops the legacy column": code under review told in the third person after a review lead is described,
 * not done. An imperative after the colon, or a later sentence opening on a step, is not covered.
 */
const REVIEW_DESCRIBES = /^\s*(?:please\s+|can you\s+)?(?:(?:code[- ])?review|look over|critique|sanity-check)\s+[^:\n]{1,120}:\s*(?:it|this|that|they|these|the\s+(?:pr|change|changes|diff|patch|code|file|function|method|job|jobs|migration|script|module|class|handler|worker|commit|branch)|[\w./-]+\.\w{1,5})\s+(?:now\s+|also\s+|just\s+)?(?:\w+s|is|are|has|have|was|were)\b/i;
export function reviewDescribes(text: string): boolean {
  const m = REVIEW_DESCRIBES.exec(text);
  return !!m && text.length < 600 && !STEP_AFTER_MATERIAL.test(text.slice(m[0].length)) && !/\b(?:then|and then|afterwards)\s+(?:run|apply|merge|deploy|execute|push)\b/i.test(text);
}
function reviewedCodeReading(text: string): ProseReading {
  return { findings: [f('safe', `describes code under review; nothing runs (${snippet(text, 60)})`)], mods: 0, talk: true, readOnly: true, noAsk: false, count: 0, usd: 0, paths: [] };
}

function deferredReading(text: string): ProseReading {
  return { findings: [f('safe', `a list put off for later; nothing in it runs now (${snippet(text, 60)})`)], mods: 0, talk: true, readOnly: true, noAsk: false, count: 0, usd: 0, paths: [] };
}

/** cls-gui18: a chain of arrows that is one console walk: three or more short steps, the first a Title Case page. */
function consoleWalk(text: string): boolean {
  if (text.length > 400 || /\n/.test(text.trim())) return false;
  const segs = text.split(/\s*(?:→|›|->)\s*/).map((x) => x.trim()).filter(Boolean);
  return segs.length >= 3 && /^[A-Z]/.test(segs[0] as string) && /^(?:[A-Z][\w.&-]*|admin|console|dashboard|portal|center|centre)(?:\s+(?:[A-Z][\w.&-]*|admin|console|dashboard|portal|center|centre|settings)){0,3}$/.test(segs[0] as string) && segs.every((x) => x.split(/\s+/).length <= 4);
}
/** (cls-plan21) A plan's header line that sets where every step runs; its value is the scope. */
const SCOPE_HEAD_P21 = /^[ \t]*(?:#{1,6}[ \t]+)?(?:[*_]{0,2})(?:target(?:\s+env(?:ironment)?)?|env(?:ironment)?|scope|cluster|kube[- ]?context|context|stage|tier|applies\s+to|all\s+steps\s+(?:run|apply|execute)\s+(?:against|in|on|to)|(?:runs?|executes?|applies)\s+(?:against|in|on|to)|(?:run|execute|apply)\s+(?:against|in|on|to)|where)(?:[*_]{0,2})\s*[:：=](?:[*_]{0,2})\s*([^\n]{2,100}?)\s*$/im;
/** (cls-plan21) Every tenant, or every customer's own database or account, named as the set an act runs over. */
export const EVERY_TENANT_P21 = /\b(?:for|across|on|to|in|over|against)\s+(?:all|every|each)(?:\s+(?:of\s+)?(?:the|our))?(?:\s+\d[\d,]*)?(?:\s+(?:active|live|existing|paying|enterprise|customer))?\s+(?:tenants?|tenant\s+(?:databases?|dbs?|schemas?)|customer\s+(?:databases?|dbs?|schemas?|instances?)|merchant\s+accounts?|customer\s+(?:accounts?|orgs?|organi[sz]ations?|workspaces?))(?:\s*\([^()\n]{0,40}\))?|^[ \t]*(?:tenants?|customers?|accounts?|orgs?|workspaces?)[ \t]*[:=][ \t]*(?:all|every(?:one)?|\*)\b/im;
/** (cls-plan21) An IaC file, module or chart, then "for" the resource it describes. */
const IAC_FILE_FOR_P21 = /\b((?:terraform|tf|opentofu|pulumi|cdk|helm|ansible|cloudformation|cfn|bicep|kustomize|crossplane)\s+(?:modules?|templates?|charts?|manifests?|roles?|playbooks?|code|config(?:uration)?|files?|resource\s+blocks?|definitions?|stacks?\s+code|values(?:\s+file)?))\s+(?:for|of)\s+(?:the\s+|our\s+|a\s+)?(?:new\s+)?(?:[\w-]+\s+){0,3}?(?:buckets?|databases?|dbs?|clusters?|queues?|tables?|services?|vpcs?|instances?|functions?|topics?|caches?|zones?)\b/gi;
/** (cls-plan21) A plan's label that names where it runs: "Plan for prod:", "Runbook (production):", "Steps on staging:". */
const PLAN_FOR_P21 = /^[ \t]*(?:#{1,6}[ \t]+)?(?:[*_]{0,2})(?:(?:the\s+|my\s+)?(?:plan|steps|runbook|checklist|procedure|rollout|migration\s+plan)\s+(?:for|in|on|against)\s+|(?:plan|steps|runbook|checklist|procedure)\s*\(\s*)((?:the\s+)?(?:prod\w*|production|live|staging|stage|dev\w*|local\w*|sandbox|test\w*|qa|uat)(?:\s+(?:env\w*|cluster|account|database|db|stack))?)\s*\)?(?:[*_]{0,2})\s*[:：]?\s*$/im;
/** (cls-plan21) A plan's header that sets the tenants or customers it runs over to all of them. */
const TENANT_HEAD_P21 = /^[ \t]*(?:#{1,6}[ \t]+)?(?:[*_]{0,2})(tenants?|customers?|orgs?|organi[sz]ations?|workspaces?|accounts?)(?:[*_]{0,2})[ \t]*[:=][ \t]*(?:all|every(?:one)?|\*|\d[\d,]*)\b[^\n]{0,40}$/im;
/** (cls-plan21) A step that names its own environment keeps it. */
/** (cls-en22) A plan's lead naming the people every step is for: "For every user in the org:", "To all 40 tenants:",
 *  "All 3,400 employees, please do the following:" (group 1: every/each/all, group 2: who). */
const PEOPLE_HEAD_EN22 = /^[ \t]*(?:#{1,6}[ \t]+)?(?:(?:for|to|across|on)\s+(every|each|all(?:\s+(?:of\s+)?(?:the|our))?)\s+((?:[\d,]+\s+)?[\w'’-]+(?:\s+[\w'’-]+){0,5}?)|(all|every)\s+((?:(?:of\s+)?(?:the|our)\s+)?(?:[\d,]+\s+)?[\w'’-]+(?:\s+[\w'’-]+){0,3}?)(?:\s*[,—–-]\s*(?:please\s+)?(?:do\s+)?(?:the\s+following|this)\b[^:\n]{0,20})?)\s*[:：]?\s*$/i;
export const STEP_ENV_P21 = /\b(?:prod\w*|live|staging|stage|stg|dev|develop\w*|test\w*|sandbox|local\w*|localhost|qa|uat|preview|scratch|my\s+(?:laptop|machine))\b/i;
/** The steps of a plan (at least two markers), each without its marker, and the text before the first. */
/**
 * (cls-plan22) A plan's title over its steps ("Offboarding checklist for J. Alvarez:", "Month-end close plan:", "Key rotation
 * plan (prod):", "Backup rotation:", "Incident INC-2231 mitigation:", "## Quarterly access review") names the work, it does
 * no act of its own: the steps say what is done. It is a noun phrase ending in a kind of plan or a kind of work, with at
 * most a "for/of …" that names no set ("all", "every") and no act ("…ing"), and an optional bracket; the bracket's
 * environment ("(prod)", "(staging)") is the plan's scope, as a "Target:" header is. A lead that orders an act over the list
 * ("Delete these tables:") is no title.
 */
const TITLE_NOUN_P22 = String.raw`(?:plan|checklist|check-?list|runbook|run-?book|playbook|procedure|to-?dos?(?:\s+list)?|tasks|steps|workflow|rotation|review|close|closing|mitigation|investigation|cut-?over|migration|launch|clean-?up|rollout|roll-?out|hardening|offboarding|onboarding|follow-?up|prep(?:aration)?|rehearsal|drill|audit|handover|hand-?off|outline|agenda|schedule|timeline|release|upgrade|maintenance|triage|remediation|response|recovery|decommission(?:ing)?|retirement|renewal|refresh|setup|set-?up|rotation\s+plan)`;
const TITLE_LEAD_P22 = new RegExp(String.raw`^[ \t]*(?:#{1,6}[ \t]+)?[*_]{0,2}(?!(?:please\s+)?(?:delete|drop|remove|purge|wipe|erase|destroy|truncate|disable|revoke|send|pay|refund|transfer|publish|share|grant|deploy|restart|reset|rotate|empty|clear|kill|terminate|shut|stop|close|cancel|make|set|turn|export|upload|move)\s+(?:the|a|an|all|every|each|any|these|those|this|that|our|my|its|their)\b)[\w'’&./+#-]+(?:[ \t]+[\w'’&./+#-]+){0,6}?[ \t]+${TITLE_NOUN_P22}(?:[ \t]+(?:for|of|on|in)[ \t]+(?![^:\n]*\b(?:all|every|each|everything|everyone|\w{3,}ing)\b)[^\n:：()]{1,50}?)?(?:[ \t]*\(([^)\n]{1,60})\))?[*_]{0,2}[ \t]*[:：]?[*_]{0,2}[ \t]*$`, 'i');
const TITLE_ONE_P22 = new RegExp(String.raw`^[ \t]*(?:#{1,6}[ \t]+)?[*_]{0,2}${TITLE_NOUN_P22}(?:[ \t]*\(([^)\n]{1,60})\))?[*_]{0,2}[ \t]*[:：][*_]{0,2}[ \t]*$`, 'i');
const TITLE_ENV_P22 = /^(?:(?:the\s+)?(?:prod\w*|production|live|staging|stage|stg|dev\w*|local\w*|sandbox|test\w*|qa|uat)\b[^)\n]{0,40})$/i;
function planTitleP22(lead: string): { title: true; scope?: string } | null {
  if (!lead || lead.length > 120 || lead.includes('\n')) return null;
  const m = TITLE_LEAD_P22.exec(lead) ?? TITLE_ONE_P22.exec(lead);
  if (!m) return null;
  const env = m[1] && TITLE_ENV_P22.test(m[1].trim()) ? m[1].trim() : undefined;
  return env ? { title: true, scope: env } : { title: true };
}

/**
 * (cls-plan22) A step that stops the plan for the person ("Ask the user before step 3", "Stop here and ask me", "Check with
 * the controller before going on", "Wait for my OK before the next step") holds every step after it: those steps wait for
 * the person, as a step gated on approval does. "Ask <someone> which / whether …" hands the choice to a person.
 */
const GATE_REST_P22 = /\b(?:ask|check\s+with|confirm\s+with|get\s+(?:approval|sign-?off|the\s+go-?ahead|an?\s+ok)\s+from)\b[^.;\n]{0,40}?\bbefore\s+(?:(?:starting|doing|running|executing)\s+)?(?:step\s*#?\d{1,2}|(?:going|moving|proceeding)\s+(?:on|further|ahead)|proceeding|continuing|(?:the\s+)?next(?:\s+(?:steps?|one|part))?|the\s+rest|any(?:thing)?\s+(?:else|further)|(?:any|the)\s+(?:destructive|irreversible|risky|remaining|following)\s+(?:steps?|changes?|actions?))\b|^\s*(?:then\s+)?(?:stop|pause|halt)\s+(?:here\s+)?(?:and\s+)?(?:ask|wait|check\s+with|confirm\s+with|report\s+back)\b|\b(?:wait|pause|hold|stop)\b[^.;\n]{0,50}?\bbefore\s+(?:(?:starting|doing|running)\s+)?(?:step\s*#?\d{1,2}|(?:going|moving|proceeding)\s+(?:on|further|ahead)|proceeding|continuing|(?:the\s+)?next(?:\s+(?:steps?|one|part))?|the\s+rest)\b/i;
const ASK_WHICH_P22 = /^\s*(?:then\s+)?(?:ask|check\s+with|confirm\s+with)\s+(?:the\s+|our\s+|my\s+)?(?:[\w-]+\s+){0,2}?(?:user|owner|controller|manager|lead|cfo|ceo|cto|finance|legal|security|customer|client|on-?call|approver|team|[a-z]+)\s+(?:which|what|whether|if|how\s+(?:many|much))\b/i;

/**
 * (cls-plan22) A contingency line under a plan ("Rollback: delete the flag", "If it fails: restore …", "Cleanup: drop the old
 * table", "Fallback: …") is one more step, labelled by when it runs: its act is read as any step's (cls-plan20, cls-plan21:
 * a rollback step is labelled by its act), and its label is no act ("Rollback" had read as rolling back what runs).
 */
const CONTINGENCY_LINE_P22 = /(^|\n)[ \t]*(?:[-*•][ \t]+)?[*_]{0,2}(?:roll-?back(?:\s+(?:plan|step))?|fall-?back|back-?out(?:\s+plan)?|if\s+(?:it|this|that|anything|something|step\s*\d{1,2}|the\s+\w+(?:\s+\w+)?)\s+(?:fails?|breaks?|goes\s+wrong|errors?(?:\s+out)?|doesn['’]?t\s+work)|on\s+(?:failure|error)|clean-?up|contingency|undo|revert(?:\s+plan)?|afterwards|later|post-?(?:migration|launch|cut-?over|deploy(?:ment)?))[*_]{0,2}[ \t]*(?:\([^)\n]{0,40}\)[ \t]*)?[:：][*_]{0,2}[ \t]*(?=\S)/gi;
/**
 * (cls-plan22) A step that removes what an earlier step of the same plan creates, and that holds nobody's data yet — a flag,
 * a toggle, a draft, a branch, a label, a test segment ("1) create the flag … Rollback: delete the flag") — undoes the plan's
 * own new, inert thing: reversible, as creating it is (LABELS: new and inert stays reversible).
 */
const OWN_INERT_P22 = String.raw`(?:(?:feature\s+)?flag|toggle|kill[- ]switch|experiment|draft|branch|label|tag|test\s+segment|segment|placeholder|preview(?:\s+environment)?|sandbox|scratch\s+\w+)`;
const UNDO_OWN_P22 = new RegExp(String.raw`^\s*(?:then\s+)?(?:delete|remove|drop|destroy|archive|tear\s+down|get\s+rid\s+of|clean\s+up)\s+(?:the\s+|that\s+|this\s+|our\s+)?(?:new\s+|temporary\s+|temp\s+)?([\w-]{2,40}\s+)?(${OWN_INERT_P22})\b(?![^\n]{0,60}\b(?:prod\w*|production|live|every|all)\b)`, 'i');
function createdEarlierP22(parts: string[], i: number, m: RegExpExecArray): boolean {
  const name = (m[1] ?? '').trim();
  const noun = (m[2] as string).split(/\s+/).pop() as string;
  return parts.slice(0, i).some((x) => new RegExp(String.raw`\b(?:create|add|make|set\s+up|spin\s+up|open|start|draft|cut|define|register)\b[^.;\n]{0,40}\b${name ? `(?:${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+)?` : ''}${noun}\b`, 'i').test(x) || (name !== '' && new RegExp(String.raw`\b(?:create|add|make|set\s+up|define|register)\b[^.;\n]{0,40}\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\b`, 'i').test(x)));
}

export function planSteps(text: string): { lead: string; steps: string[]; lettered: boolean } | null {
  if (text.length > 20_000) return null;
  // cls-plan17: an HTML list (<ol><li>…</li><li>…</li></ol>) is a list of steps, one per item; a chain of arrows under a
  // plan's lead ("Plan: read the runbook → drop … → report") is steps in order.
  if (/<li\b[^>]*>[\s\S]*<li\b/i.test(text)) return planSteps(text.replace(/<\/?(?:ol|ul)\b[^>]*>/gi, '\n').replace(/<li\b[^>]*>/gi, '\n- ').replace(/<\/li>/gi, '').replace(/\n{2,}/g, '\n').trim());
  // (cls-gui18: … unless the chain is one console walk, "Plan: Settings → Members → x@y.dev → Role → Owner → Save": short
  // Title Case pages and controls, read together as one GUI step.)
  if (ARROW_PLAN.test(text) && consoleWalk(text.replace(/^[^:\n]{0,40}:\s*/, ''))) return null;
  if (ARROW_PLAN.test(text) && (text.match(/\s(?:→|->|=>|⟶|➜|➔)\s/g)?.length ?? 0) >= 2) return planSteps(text.replace(/\s(?:→|->|=>|⟶|➜|➔)\s/g, '\n- ').replace(/^([^:\n]{0,40}:)\s*/, '$1\n- '));
  STEP_MARK.lastIndex = 0;
  const marks: { at: number; end: number; raw: string }[] = [];
  let m: RegExpExecArray | null;
  let guard = 0;
  while ((m = STEP_MARK.exec(text)) && guard++ < 200) {
    const raw = m[0].trim();
    // A bullet counts only at a line start; "3.8" or "v2." never match (a space must follow the marker).
    if (/^[-*•]/.test(raw) && !/(?:^|\n)\s*$/.test(text.slice(Math.max(0, m.index - 4), m.index + m[0].indexOf(raw)))) continue;
    marks.push({ at: m.index + m[0].indexOf(raw), end: m.index + m[0].length, raw });
    if (m[0].length === 0) STEP_MARK.lastIndex++;
  }
  // cls-plan15: Markdown headings mark steps ("## Phase 1 …\n## Phase 2 …") only where nothing else does; a heading
  // over a numbered or bulleted list is the list's lead.
  const heading = (x: { at: number }) => /^\n?#/.test(text.slice(x.at, x.at + 2));
  if (marks.some(heading) && marks.some((x) => !heading(x))) marks.splice(0, marks.length, ...marks.filter((x) => !heading(x)));
  if (marks.length < 2) return null;
  const steps: string[] = [];
  for (let i = 0; i < marks.length; i++) {
    const step = text.slice((marks[i] as { end: number }).end, i + 1 < marks.length ? (marks[i + 1] as { at: number }).at : text.length).trim();
    if (step) steps.push(step);
  }
  if (steps.length < 2) return null;
  return { lead: text.slice(0, (marks[0] as { at: number }).at).trim(), steps, lettered: marks.filter((x) => /^\(?[a-h]\)$/i.test(x.raw)).length >= 2 };
}

/**
 * Prose in any language; a plan is read step by step (its level is its riskiest step), and options
 * laid out for the person to choose from commit to none of them.
 */
export function readProse(text: string, role: ProseRole = 'main'): ProseReading {
  if (role === 'label' || role === 'context') return readProseOne(text, role);
  // (cls-plan20) A note's list markers ("- Skip the security review …", "* Always …", "1. …"): instruction files and memory
  // notes are written as bullet lists, and a rule is the same rule with or without its bullet. (Each item stays a sentence
  // of its own, so a "never" in one item does not reach a waiver in the next.)
  // ("Allows the agent to …", "the user lets the agent …": the permission said in the third person is "You may …".)
  if (role === 'memory' && text.length < 4000 && /\b(?:allows?|lets|permits?)\s+(?:the\s+agent|agents|claude|codex|gemini|the\s+assistant|the\s+bot)\s+to\s/i.test(text)) text = text.replace(/(^|[\n:：.]\s*)(?:(?:the\s+)?(?:user|owner|[A-Z][a-z]+)\s+)?(?:allows?|lets|permits?)\s+(?:the\s+agent|agents|claude|codex|gemini|the\s+assistant|the\s+bot)\s+to\s+/gi, '$1You may ');
  // (A Markdown heading over the rules, "## Rules", is their label: "Rules:", not the first word of the rule under it.)
  if (role === 'memory' && text.length < 4000 && /^#{1,6}[ \t]+\S/m.test(text)) text = text.replace(/^#{1,6}[ \t]+([^\n]*?[^\s:：.!?])[ \t]*$/gm, '$1:');
  if (role === 'memory' && text.length < 4000 && /^[ \t]*(?:[-*•+]|\d{1,2}[.)])[ \t]+\S/m.test(text)) text = text.split('\n').map((l) => (/^[ \t]*(?:[-*•+]|\d{1,2}[.)])[ \t]+\S/.test(l) ? l.replace(/^[ \t]*(?:[-*•+]|\d{1,2}[.)])[ \t]+/, '').replace(/([^.!?;:。])\s*$/, '$1.') : l)).join('\n');
  // (cls-plan22) Struck-out text ("~~3. Delete the legacy payments bucket~~ (cancelled)", "~~Delete the customers bucket~~ —
  // decided against it") is an act taken back: it is left out of the reading, its step marker kept, when words remain.
  if ((role === 'main' || role === 'task') && text.length < 8000 && /~~[^~\n]{2,300}~~/.test(text)) {
    const struck = text.replace(/(^|\n)[ \t]*(?:(?:\d{1,2}[.)]|[-*•]|\[[ xX✓]?\])[ \t]+)?(?:\[[ xX✓]?\][ \t]+)?~~[ \t]*(?:(?:\d{1,2}[.)]|[-*•]|\[[ xX✓]?\])[ \t]+)?[^~\n]{2,300}~~[ \t]*(?:\([^)\n]{0,60}\)|[-–—:][ \t]*(?:decided|not|won['’]?t|cancel|skip|dropped|no\s+longer|descoped|out\s+of\s+scope|removed)[^\n]{0,50})?[ \t.]*(?=\n|$)/g, '$1').replace(/~~[^~\n]{2,300}~~/g, ' ').replace(/^\n+/, '');
    if (/[A-Za-zÀ-ÿ]{2,}(?:\s+\S+){1,}/.test(struck.replace(/\((?:cancel+ed|dropped|skipped|struck|removed|decided against it|not doing)\)/gi, ' '))) text = struck;
  }
  // (cls-plan22) A store reloaded, reimported or rebuilt from a dump, backup or snapshot ("reload the customers database from
  // Sunday's dump", "re-import the orders table from last night's backup") is restored from it.
  if (text.length < 4000 && /\b(?:re-?load|re-?import|re-?hydrate|rebuild|re-?seed)\b/i.test(text)) text = text.replace(/\b(?:re-?load|re-?import|re-?hydrate|rebuild|re-?seed)(?:ing|s|ed)?\b(?=\s+(?:the\s+|our\s+|that\s+)?[\w-]+(?:\s+[\w-]+){0,3}?\s+from\s+(?:the\s+|a\s+|an\s+|our\s+|its\s+)?(?:[\w'’-]+\s+){0,3}?(?:dump|backup|back-up|snapshot|export|copy|archive|pg_dump)s?\b)/gi, (m0) => (/^[A-Z]/.test(m0) ? 'Restore' : 'restore'));
  // (cls-plan22) A release let out to people ("Release it to 100% of users", "release 4.2.0 to all users", "release the new
  // pricing page to everyone") is rolled out; a staged rollout raised ("bump the rollout to 100%", "increase the staged
  // rollout to 50% on Google Play") rolls out further: the change reaches that share of the live users. ("Release the
  // payment", "release the lock", "release notes" are not this: the object must go *to* an audience.)
  if (text.length < 4000 && /\brelease|\brollout|\broll-out/i.test(text)) {
    text = text.replace(/\b([Rr])elease(s|d)?\b(?=\s+(?:(?:it|them|this|that|the\s+[\w.-]+(?:\s+[\w.-]+){0,3}?|v?\d[\w.-]*|(?:build|version|update|app)\s+v?\d[\w.-]*)\s+)(?:to|for)\s+(?:\d{1,3}\s*%|all\b|every\w*|everyone|everybody|(?:the\s+)?(?:general\s+public|public|production|prod|ga\b|app\s+store|play\s+store|customers|users|staging|qa\b|uat\b|beta\b)))(?![^.\n]{0,40}\b(?:notes|lock|hold|payment|funds|escrow)\b)/g, (_m, r: string, sfx: string | undefined) => `${r === 'R' ? 'Roll' : 'roll'}${sfx === 'd' ? 'ed' : sfx === 's' ? 's' : ''} out`);
    text = text.replace(/\b(?:bump|raise|increase|set|move|take|push|ramp(?:\s+up)?|expand|widen)\s+(?:the\s+|our\s+)?(?:staged\s+|phased\s+|gradual\s+|canary\s+|percentage\s+)?(?:rollout|roll-out|release|deployment|canary)\s+(?:percentage\s+)?(?:to|up\s+to)\s+(\d{1,3})\s*%/gi, (m0, pct: string) => (/^[A-Z]/.test(m0) ? 'Roll' : 'roll') + ` it out to ${pct}% of users`);
  }
  // (cls-plan22) A file sent over SFTP/SCP is uploaded ("SFTP the file to …"), and data uploaded or handed to "the vendor",
  // "the agency", "a partner" or a host named for one (sftp.datavendor-analytics.io) goes to that outside party's server
  // (LABELS: data leaving the company), as "the vendor's SFTP server" already reads.
  if (text.length < 4000 && /\b(?:s?ftp|scp|upload|transfer|send|ship|push|drop|deliver|hand)/i.test(text) && /(?:vendor|partner|agency|contractor|supplier|reseller|broker|third[- ]party)/i.test(text) && !/[$€£¥]\s?\d|\b\d[\d,.]*\s?(?:usd|eur|gbp|dollars|euros)\b|\b(?:wire|payment|payout|invoice|remittance|ach|sepa)\b/i.test(text)) {
    text = text.replace(/\b(?:s?ftp|scp)(?:'?d|'?ed|'?ing)?\b(?=\s+(?:the|this|that|it|them|our|a|an|\w+\.(?:csv|xlsx?|json|zip|gz|parquet|sql))\b)/gi, 'upload');
    text = text.replace(/\b((?:upload|transfer|send|ship|push|drop|deliver|hand\s+(?:over|off))\w*\b[^.;\n]{0,80}?\s(?:to|with)\s+)(?:the\s+|our\s+|a\s+|an\s+)?((?:data\s+)?(?:vendor|partner|agency|contractor|supplier|reseller|data\s+broker|broker|third[- ]party))(?!['’]s)\b(?!\s+(?:portal|account|server|bucket|drive|folder|site|sftp)\b)/gi, "$1the $2's server").replace(/\b((?:upload|transfer|ship|push|drop|deliver)\w*\b[^.;\n]{0,80}?\s(?:to|onto)\s+)((?:s?ftp|files?|upload|data|drop)\.[\w-]*(?:vendor|partner|agency|broker|thirdparty|third-party)[\w.-]*\.[a-z]{2,10})\b/gi, "$1the vendor's server $2");
  }
  // (cls-plan22) Made-up people ("fake customers generated with faker", "synthetic patients", "dummy users") are sample rows,
  // nobody's personal data: sent out, they leave the machine (confirm) but expose no one.
  if (text.length < 4000 && /\b(?:fake|synthetic|dummy|mock|made-up|faker-generated|randomly\s+generated)\s+(?:customer|user|patient|employee|person|people|member|contact|subscriber)/i.test(text)) text = text.replace(/\b(fake|synthetic|dummy|mock|made-up|faker-generated|randomly\s+generated)\s+(?:customer|user|patient|employee|person|member|contact|subscriber)s?\b|\b(fake|synthetic|dummy|mock|made-up)\s+people\b/gi, (_m, a: string | undefined, b: string | undefined) => `${a ?? b} sample rows`);
  // (cls-plan22) "Create / write / prepare a draft of the launch email": the draft is what is made, as "Draft the launch email"
  // reads (the email's noun had made it a send).
  if (text.length < 4000 && /\b(?:create|write|prepare|make|start|put\s+together)\s+a\s+(?:first\s+|rough\s+)?draft\s+(?:of|for)\s/i.test(text)) text = text.replace(/\b(?:create|write|prepare|make|start|put\s+together)(s|d|ed)?\s+a\s+(?:first\s+|rough\s+)?draft\s+(?:of|for)\s+(?:the\s+|a\s+|an\s+|our\s+)?/gi, (m0, sfx: string | undefined) => `${/^[A-Z]/.test(m0) ? 'D' : 'd'}raft${sfx ? 'ed' : ''} the `);
  // (cls-plan22) Plan-step wording that named an act it does not do: "wait for approval before any send" waits (the noun
  // "approval" had read as approving a change); "mark anyone not on the approved list in the sheet" annotates a sheet ("anyone"
  // had read as an audience of everyone); "set every door in Building B to unlocked" unlocks those doors (a physical access
  // control, LABELS: weakening a control), not a change of every record.
  if (text.length < 4000 && /\b(?:wait|waiting|hold|pause)\s+for\s+(?:(?:your|my|the|an?|their|explicit|written)\s+){0,2}approval\b/i.test(text)) text = text.replace(/\b(wait|waiting|hold|pause)\s+for\s+(?:(?:your|my|the|an?|their|explicit|written)\s+){0,2}approval\b/gi, '$1 for your go-ahead');
  if (text.length < 4000 && /\b(?:mark|flag|highlight|tag|tick|colou?r|note)\s+(?:anyone|everyone|everybody|anybody)\b/i.test(text)) text = text.replace(/\b((?:mark|flag|highlight|tag|tick|colou?r|note)\s+)(?:anyone|everyone|everybody|anybody)\b/gi, '$1the people');
  // ("Mark / flag / tick … in the sheet": the marks are written in a document, a spreadsheet or a tracker the agent keeps.)
  if (text.length < 4000 && /\b(?:mark|flag)\s+[^.;\n]{1,80}?\s+in\s+(?:the|my|our|a|this|that|your)\s+(?:google\s+)?(?:sheet|spreadsheet|doc|document|tracker|csv|report|worksheet|notes?|checklist|table\s+(?:above|below))\b/i.test(text)) text = text.replace(/\b(?:mark|flag)(?=\s+[^.;\n]{1,80}?\s+in\s+(?:the|my|our|a|this|that|your)\s+(?:google\s+)?(?:sheet|spreadsheet|doc|document|tracker|csv|report|worksheet|notes?|checklist|table\s+(?:above|below))\b)/gi, (m0) => (/^[A-Z]/.test(m0) ? 'Highlight' : 'highlight'));
  if (text.length < 4000 && /\bset\s+(?:every|all|each|the)\b[^.;\n]{0,60}?\b(?:doors?|locks?|gates?|turnstiles?|entrances?|badge\s+readers?)\b[^.;\n]{0,40}?\s+to\s+(?:unlocked|open|always[- ]open|free\s+access)\b/i.test(text)) text = text.replace(/\bset\s+((?:every|all|each|the)\b[^.;\n]{0,60}?\b(?:doors?|locks?|gates?|turnstiles?|entrances?|badge\s+readers?)\b[^.;\n]{0,40}?)\s+to\s+(?:unlocked|open|always[- ]open|free\s+access)\b/gi, (m0, what: string) => `${/^S/.test(m0) ? 'U' : 'u'}nlock ${what}`);
  // (cls-plan22) An access list, policy or rule set to a value written inline whose allow/accept entry takes every source
  // ("Set the tailnet ACL to {"acls":[{"action":"accept","src":["*"],"dst":["*:*"]}]}", a policy with "Principal": "*", a rule
  // from 0.0.0.0/0) opens it to everyone, as "Open the tailnet ACL to everyone" reads (LABELS: network exposure).
  if (text.length < 4000 && /[{[]/.test(text) && /\b(?:acls?|polic(?:y|ies)|rules?|firewall|security\s+groups?|allow-?list|network|ingress|grants?)\b/i.test(text)) {
    const m22 = /\b(?:set|change|update|replace|write|put|apply|make)\s+(the\s+[^{}[\]\n]{1,60}?)\s+(?:to|with|as|=)\s+([{[][^\n]{0,800}[}\]])/i.exec(text);
    if (m22 && /"(?:src|source|sources|principal|principals|from|cidr|cidrs|ip|ips|users?|groups?)"\s*:\s*(?:\[\s*)?(?:\{\s*"AWS"\s*:\s*)?"(?:\*|0\.0\.0\.0\/0|::\/0|any|all|autogroup:internet)"/i.test(m22[2] as string) && /"(?:accept|allow|Allow|permit)"|"effect"\s*:\s*"allow"/i.test(m22[2] as string)) text = text.replace(m22[0], `Open ${m22[1]} to everyone`);
  }
  // (cls-plan19) "Make … inactive" (a bulk action's button, "Make inactive") sets a state, as "mark … inactive" does; "make"
  // is no creation there.
  if (role === 'main' && text.length < 2000 && /\bmake\b/i.test(text)) text = text.replace(/\b([Mm])ake(?!\s+(?:sure|certain)\b)(\s+(?:[^\s.;→›]+\s+){0,6}?)(inactive|deactivated|disabled|archived)\b/g, (_m, c: string, mid: string, st: string) => `${c === 'M' ? 'Mark' : 'mark'}${mid}${st}`);
  // (cls-plan19) A console walk whose last act selects a value is read as the sentence it says (readers/plan19.ts).
  if (role === 'main' && text.length <= 600) {
    // (cls-gui25) A business console's walk read by its structure: selection, filter, pressed act, page (readers/gui25.ts).
    // (cls-gui26) Walks and click sentences in CRM, DNS, collaboration, school, clinic and app-store consoles (readers/gui26.ts).
    const g25 = walkGui26(text) ?? walkGui25(text) ?? clickLabel25(text) ?? guiSentence25(text);
    if (g25) return { ...readProseOne(text, 'context'), findings: g25.findings, talk: false, readOnly: !!g25.look, noAsk: false, paths: [] };
    // (cls-gui20) A console walk read by its last pressed button, names as names (readers/gui20.ts).
    const g20 = walkGui20(text);
    if (g20?.look) return { ...readProseOne(g20.text, 'context'), findings: [f('safe', g20.look)], talk: false, readOnly: true, noAsk: false, paths: [] };
    if (g20?.closes) return { ...readProseOne(text, 'context'), findings: [f('reversible', `narrows who can open a shared item; access closes (${snippet(text, 60)})`)], talk: false, readOnly: true, noAsk: false, paths: [] };
    if (g20) text = g20.text;
    const ws = walkSetting19(text);
    if (ws?.closes) return { ...readProseOne(text, 'context'), findings: [f('reversible', `switches off a setting that lets people in; access narrows (${snippet(text, 60)})`)], talk: false, readOnly: true, noAsk: false, paths: [] };
    if (ws) text = ws.sentence;
    else if (walkPublicValue19(text)) return { ...readProseOne(text, 'context'), findings: [f('safe', `copies or shows a value meant to be public (a publishable key or client id) (${snippet(text, 60)})`)], talk: false, readOnly: true, noAsk: false, paths: [] };
  }
  // (cls-plan20) "double-billed charges", "the over-charged customers", "mis-invoiced orders": a hyphenated participle before
  // its noun says which items, it bills or charges nothing ("Refund the double-charged customers" still refunds).
  if (text.length < 4000 && /\b(?:double|triple|over|under|mis|wrongly|incorrectly)-(?:billed|charged|paid|refunded|invoiced)\b/i.test(text)) text = text.replace(/\b(?:double|triple|over|under|mis|wrongly|incorrectly)-(?:billed|charged|paid|refunded|invoiced)\b/gi, 'affected');
  // (cls-plan20) Money reversed is money refunded: "reverse the duplicate charges", "reverse all 40 payments", "reverse the
  // transfer to ACME" (a card network's or a bank's reversal moves the money back, as a refund does).
  if (text.length < 4000 && /\breverse\b/i.test(text)) text = text.replace(/\b([Rr])everse(\s+(?:the|these|those|all|any|every|each|that|this|yesterday's|today's|\d[\d,]*)\s+(?:[\w'’$.,-]+\s+){0,3}?(?:charges?|payments?|transactions?|transfers?|payouts?|deposits?|captures?)\b)/g, (_m, r: string, rest: string) => `${r === 'R' ? 'Refund' : 'refund'}${rest}`);
  // (cls-plan20) One sentence that writes a document about an act ("Next steps: write a runbook for rotating the DB password").
  // (cls-benign22) UI text in code or a resource file shown alone: a markup element around its label (<Button …>Delete
  // workspace</Button>, <string name="…">Wipe this device?</string>), a translation file's "key": "Refund all orders" pairs or
  // an Apple .strings line. The label is what a screen shows; nothing runs (a handler that calls code keeps the code reader).
  if (role === 'main' && text.length < 800 && (UI_MARKUP_B22.test(text) || UI_PAIRS_B22.test(text))) return { ...docAboutReading(text), findings: [f('safe', `UI text in code or a resource file; nothing runs (${snippet(text, 60)})`)] };
  // (cls-benign22) A runbook's or playbook's text shown ("Runbook for the checkout-v2 flag: enable it for 5% of users;
  // rollback: delete the flag", "Playbook — disk full: …"): a document of steps for a person, like a runbook written; no step
  // is said to run now, by the agent or anyone.
  if (role === 'main' && text.length < 1500 && RUNBOOK_TEXT_B22.test(text) && !RUNS_NOW.test(text) && !AGENT_RUNS_B22.test(text)) return { ...docAboutReading(text), findings: [f('safe', `shows a runbook's steps; nothing is done (${snippet(text, 60)})`)] };
  if (role === 'main' && text.length < 400 && !/\n\s*\S/.test(text.trim()) && DOC_ABOUT_P20.test(text) && !/[.;!?]\s+\S/.test(text.trim().replace(/[.!?]+$/, ''))) return docAboutReading(text);
  // (cls-holes21) People's data taken from production onto one's own computer ("copy the customer table from prod to my
  // machine", "download the users table from production onto my laptop") leaves the company's control as a thumb drive
  // does: "my machine" there is a personal device. Config, code and dev or staging data stay local work.
  if (text.length < 2000 && MY_DEVICE_H21.test(text) && PROD_SOURCE_H21.test(text) && mentionsPersonalData(text)) text = text.replace(MY_DEVICE_H21, (m0, pre: string, dev: string) => `${pre}my personal ${dev}`);
  // (cls-plan20) Data put, saved, stashed or dropped onto a personal store is uploaded there: "put it on my personal Dropbox",
  // "save the customer list to my personal OneDrive", "stick the export on my home NAS" (LABELS: data leaving the company).
  if (text.length < 4000 && /\b(?:personal|private|home)\s+(?:dropbox|google\s+drive|gdrive|drive|onedrive|icloud|gmail|email|mailbox|box|laptop|computer|machine|pc|mac|usb|thumb|external|hard|nas|server|s3|bucket|account|cloud|storage|github|gist|repo)/i.test(text)) text = text.replace(/\b(?:put|putting|save|saving|store|storing|stash|stashing|stick|sticking|park|parking|drop|dropping|dump|dumping|place|placing|sync|syncing|move|moving)\b(\s+[^.;\n]{0,80}?)\s+(?:to|on|onto|in|into)\s+((?:my|his|her|their|a|an|your|our)\s+(?:own\s+)?(?:personal|private|home)\s+(?:dropbox|google\s+drive|gdrive|drive|onedrive|icloud(?:\s+drive)?|gmail|email|mailbox|box|laptop|computer|machine|pc|mac|usb\s+(?:stick|drive)|thumb\s+drive|external\s+drive|hard\s+drive|nas|server|s3\s+bucket|bucket|account|cloud|storage|github|gist|repo)\b)/gi, (_m, what: string, where: string) => `upload${what} to ${where}`);
  // (cls-plan21) Every tenant or every customer's database ("for all 400 tenants", "across every tenant", "to each customer
  // database") is the live system's customers: where no environment is named, the act is read in production (LABELS:
  // unknown environment counts as possibly production; "run the migration for all 400 tenants" was advisory). A read
  // stays a read.
  // (cls-plan21) A status note in brackets after a step ("Write the migration to drop the unused column (not run yet)") says
  // when, not what: the step is read without it (its "not" had turned the reading to the act the code will do).
  if (text.length < 4000 && /\((?:not\s+(?:yet\s+)?(?:run|applied|executed|deployed|merged|pushed)|unapplied|unmerged)(?:\s+yet)?\)/i.test(text)) text = text.replace(/\s*\((?:not\s+(?:yet\s+)?(?:run|applied|executed|deployed|merged|pushed)|unapplied|unmerged)(?:\s+yet)?\)/gi, '');
  // (cls-plan21) An infrastructure-as-code file named for the resource it describes ("update the Terraform module for the new
  // S3 bucket", "edit the Helm chart for the payments service") is that file edited, not the resource changed.
  if (text.length < 4000 && IAC_FILE_FOR_P21.test(text)) text = text.replace(IAC_FILE_FOR_P21, '$1');
  // (cls-plan21) "for each of the 1,200 merchant accounts, set …": a loop over a counted set is that whole set ("all 1,200
  // merchant accounts"), as "for all N" reads; it had read as one account.
  if (text.length < 4000 && /\beach\s+of\s+(?:the|our|these|those)\s+\d/i.test(text)) text = text.replace(/\beach\s+of\s+(?:the|our|these|those)\s+(\d[\d,]*)\s/gi, 'all $1 ');
  if (text.length < 4000 && EVERY_TENANT_P21.test(text) && !STEP_ENV_P21.test(text)) text = text.replace(EVERY_TENANT_P21, (m0) => `${m0} in production`);
  // cls-benign18: the quoted values of a named locale file's keys are labels (text/locale.ts).
  if (role === 'main') text = blankLocaleStrings(text);
  // (cls-en17) Slack-style emoji shortcodes (":fire:", ":pray:") carry no act; a check mark (":white_check_mark:") marks done.
  if (/:[a-z0-9_+-]{2,40}:/.test(text)) text = text.replace(/:(?:white_check_mark|heavy_check_mark|ballot_box_with_check|check|done):/g, '✅').replace(/(^|[\s(])(?::[a-z0-9_+-]{2,40}:)+(?=[\s.,!?)]|$)/g, '$1').trim() || text;
  // (cls-en17) Headline notation: "retention on prod logs → 1 day", "new vendor → Owner on Stripe", "password for the
  // prod db → #ops channel" (one arrow: set, or send to a channel or address); "MFA off for the kiosk users", "audit
  // logs in prod: off" (a control said to be off is turned off).
  if (role === 'main' && text.length < 200 && !text.includes('\n') && !/\?\s*$/.test(text)) {
    const arrow = /^([^→\n]{2,80}?)\s*(?:→|->|=>)\s*([^→\n]{1,80})$/.exec(text);
    // (A menu path, "In GitHub, open Settings → Branches", has a verb and a comma before its arrow: it stays as written.)
    // (Nor does a menu path with no verb, "In Shopify admin → Products, filter …", "Go to Settings → Security and click …":
    // its right side goes on with more steps; nor a file named on the left, "AGENTS.md → …", whose note follows.)
    if (arrow && !/(?:→|->|=>)/.test(arrow[2] as string) && !/[,;]/.test(arrow[1] as string) && (arrow[1] as string).trim().split(/\s+/).length <= 6 && !/^\s*(?:in|go to|open|navigate|under|from|on|at|via)\b/i.test(arrow[1] as string) && !/[\w-]\.[a-z]{1,5}\b|\//i.test(arrow[1] as string) && !/^\s*["'“]|\s(?:and|then)\s|,(?!\s*(?:please|pls|thanks|thx|asap|now|today)\W*$)/i.test(arrow[2] as string) && !tag(forWords(arrow[1] as string)).some((x) => x.kind === 'v')) text = /^[#@]|@[\w-]+\.|\b(?:channel|slack|email|inbox|dm|teams)\b/i.test(arrow[2] as string) ? `send ${arrow[1]} to ${arrow[2]}` : `set ${arrow[1]} to ${arrow[2]}`;
    else {
      const off = CONTROL_OFF_HEADLINE.exec(text);
      if (off) text = `turn off ${off[1]}${off[2] ? ` ${off[2]}` : ''}`;
    }
  }
  // (lead18) "Stop requiring 2FA for everyone", "Don't require two-factor for contractors anymore", "Make 2FA optional":
  // the requirement turned off, said as a requirement turned off so the control it names is read.
  if (role === 'main' && text.length < 200 && !/\?\s*$/.test(text) && REQUIREMENT_DROPPED.test(text) && REQUIRED_CONTROL.test(text) && !OWN_REQUIREMENT.test(text)) {
    const lead = /^\s*(?:please\s+)?(?:(?:stop|quit)\s+(?:requiring|enforcing|mandating)|(?:don'?t|do\s+not|no\s+longer)\s+(?:require|enforce|mandate))\s+/i;
    const optional = /^\s*(?:please\s+)?make\s+(.{1,40}?)\s+optional\b/i.exec(text);
    if (lead.test(text)) text = text.replace(lead, 'Turn off the requirement for ').replace(/\s+any\s*more\b/i, '');
    else if (optional) text = `Turn off the requirement for ${optional[1]}${text.slice(optional[0].length)}`;
  }
  // (lead18) The same in other languages: "nicht mehr Pflicht", "rends le MFA facultatif", "deja de exigir revisión de
  // código", "二要素認証を任意にして", "不再强制双因素": the control is no longer required of anyone.
  if (role === 'main' && text.length < 240 && !/[?？]\s*$|[かか]？?$|吗[？?]?$/.test(text.trim()) && REQUIREMENT_DROPPED_INTL.test(text) && REQUIRED_CONTROL_INTL.test(text) && !OPTIONAL_NOT_CONTROL.test(text)) {
    const r = readProseOne(text, 'context');
    const x = judge({ verb: 'weaken', obj: 'security', scope: 'all', mods: 0, what: snippet(text, 60) });
    if (x) return { ...r, findings: [x], talk: false, readOnly: false };
  }
  // cls-intlA22: a control's requirement removed, named by its noun ("quita la obligación de 2FA", "die VPN-Pflicht
  // abschaffen", "znieś obowiązek 2FA", "отмени обязательную двухфакторку", "2FA zorunluluğunu kaldır"), and a building
  // alarm put into test or maintenance mode ("põe o alarme em modo de teste", "stell die Alarmanlage auf Testmodus"): the
  // control is off for everyone (LABELS: a weakened control). Not a question, a report, an explanation or a translation.
  if (role === 'main' && text.length < 240 && !/[?？¿]/.test(text) && !REQ_TOLD_A22.test(text) && ((REQ_NOUN_A22.test(text) && REQ_OFF_A22.test(text) && (REQUIRED_CONTROL_INTL.test(text) || REQ_CONTROL_A22.test(text))) || (TESTMODE_A22.test(text) && ALARM_A22.test(text) && !TEST_ENV_A22.test(text)))) {
    const r = readProseOne(text, 'context');
    const x = judge({ verb: 'weaken', obj: 'security', scope: 'all', mods: 0, what: snippet(text, 60) });
    if (x) return { ...r, findings: [x], talk: false, readOnly: false };
  }
  // (cls-en17) A conventional-commit type before the subject ("chore: drop legacy tables from …", "feat(api)!: add …")
  // labels the change; the subject after it is what is done.
  { const ct = COMMIT_TYPE.exec(text); if (ct && text.length - ct[0].length > 3) text = text.slice(ct[0].length); }
  // "Klicke im Dialog 'Projekt löschen?' auf 'Abbrechen'": the button pressed only dismisses the dialog.
  if (text.length < 300 && CLICK_WORD.test(text) && (DISMISS_QUOTED.test(text) && DIALOG.test(text) || BACK_QUOTED.test(text)) && !/\b(?:then|and then|after that|dann|danach|puis|ensuite|luego|después|depois|poi)\b|;/i.test(text)) {
    const r = readProseOne(text, 'context');
    return { ...r, findings: [f('reversible', `closes a dialog without confirming it (${snippet(text, 60)})`)], talk: false, readOnly: true, noAsk: false, paths: [] };
  }
  // (cls-gui18) A GUI walk whose last step dismisses the dialog the risky press opened ("… → Delete Project → the dialog
  // opens → Cancel", "Clicked 'Remove user'; the dialog appeared; clicked 'Cancel'."): nothing was confirmed, so nothing
  // is done — unless a step before it already confirmed (Confirm, Yes, OK, Save, the act pressed a second time).
  // (The walk names the act it did not do, so it is talk to the second reading, like a question about it.)
  if (text.length < 600 && guiWalkDismissed(text)) {
    const r = readProseOne(text, 'context');
    return { ...r, findings: [f('reversible', `closes a dialog without confirming it (${snippet(text, 60)})`)], talk: true, readOnly: true, noAsk: false, paths: [] };
  }
  // (lead19) A walk that stops at a draft or a preview ("Gusto → Payroll → Run regular payroll → Review → Save as draft"): the
  // menu items before it only lead there; nothing is submitted unless a step before it already did.
  if (text.length < 600 && /[→›»]|\s>\s/.test(text)) {
    const steps = text.split(/\s*(?:→|›|»|\s>\s)\s*/).map((x) => x.trim().replace(/^["'“‘]|["'”’.]$/g, '')).filter(Boolean);
    const last = steps[steps.length - 1] ?? '';
    if (steps.length >= 3 && /^(?:save (?:as )?(?:a )?draft|save draft|keep as draft|preview|show preview|discard(?: changes| draft)?)$/i.test(last) && !steps.slice(0, -1).some((x) => /^(?:submit|confirm|approve|send|pay|publish|yes|ok|apply|run now|execute|delete|remove)\b/i.test(x))) {
      const r = readProseOne(text, 'context');
      return { ...r, findings: [f('reversible', `stops at a draft or preview; nothing is submitted (${snippet(text, 60)})`)], talk: true, readOnly: true, noAsk: false, paths: [] };
    }
  }
  if (role === 'main' && reviewDescribes(text)) return reviewedCodeReading(text);
  // (cls-en17) "heads up: I'm planning to drop the staging schema tomorrow, objections?": an act announced for a later
  // time and put to the team for objections is proposed, not run now.
  if (role === 'main' && text.length < 600 && ANNOUNCED_ASK.test(text)) return deferredReading(text);
  // (cls-en17) A ticket whose open-ended title is followed by its acceptance criteria ("OPS-12: "Clean out old data". AC:
  // all orders older than 2019 deleted from prod"): the criteria spell out what is done; the title only names it.
  if (role === 'main') {
    const t = TICKET_WITH_AC.exec(text);
    if (t && text.length - t[0].length > 8 && removalTitleOnly(t[0].replace(/(?:AC|A\/C|acceptance criteria|acceptance|definition of done|DoD)\s*[:：-]\s*$/i, ''))) return readProseOne(text.slice(t[0].length), role);
  }
  // cls-intl17c: "Drop the table in production? No, don't do that.", "דרופ לטבלה בפרודקשן? לא, אל תעשה את זה": a question
  // answered by a refusal in the same hint takes the act back; nothing is done.
  // …and one answered "yes, go ahead" asks for the act: the question is read as the request ("Shall I drop the prod
  // table? Yes, go ahead.", "¿Borro la base de producción? Sí, hazlo.").
  const assent = role === 'main' && text.length < 240 ? ASSENTED_QUESTION_17C.exec(text) : null;
  if (assent) return readProse(`${(assent[1] as string).replace(ASK_FRAME_17C, '')}.`, role);
  if (role === 'main' && text.length < 240 && REFUSED_QUESTION_17C.test(text)) {
    const r = readProseOne(text.slice(0, 80), 'context');
    return { ...r, findings: [f('safe', `a question answered with a refusal; the act is not done (${snippet(text, 60)})`)], talk: true, readOnly: true, noAsk: false, paths: [] };
  }
  if ((role === 'main' || role === 'task') && text.length < 8000 && text.includes('\n') && /[:：]/.test(text)) { CONTINGENCY_LINE_P22.lastIndex = 0; if (CONTINGENCY_LINE_P22.test(text)) { CONTINGENCY_LINE_P22.lastIndex = 0; text = text.replace(CONTINGENCY_LINE_P22, '$1- '); } }
  const plan = planSteps(text);
  // (cls-plan21) One sentence that announces an act for after the person's approval ("Once you approve, I'll drop the orders
  // table in production", "I'll drop it once you confirm"): it waits, as the same step in a plan does; the act, when it
  // comes, comes as its own action.
  if (!plan && role === 'main' && text.length < 300 && !text.includes('\n') && !/[.;!?]\s+\S/.test(text.trim().replace(/[.!?]+$/, '')) && (GATED_STEP.test(text) || GATED_TAIL.test(text)) && /\b(?:i['’]ll|i\s+will|we['’]ll|we\s+will|i\s+can|i['’]d|let\s+me)\b/i.test(text)) return waitReading(text);
  if (!plan) {
    // "Roadmap idea, nothing to run yet: eventually we could …": a note labelled as put off.
    const label = /^([^:\n]{3,120})[:：]\s/.exec(text);
    // (cls-plan17: not a note that carries a secret's value.)
    if ((role === 'main' || (role === 'memory' && !memoryWaives(text) && !LIVE_CREDENTIAL.test(text) && !SECRET_VALUE.test(text) && !SAID_SECRET.test(text))) && label && deferredPlan(label[1] as string, text)) return deferredReading(text);
    // "Here is what I did: dropped the temp table, restarted the worker …": a report under a done lead.
    if (role === 'main' && label && DONE_LEAD.test(label[1] as string) && pastStep(text.slice(label[0].length)) && !RUNS_NOW.test(text)) return doneReading(text);
    // "Status: prod DB migrated, nothing was deleted", "상태: 배포 완료, 삭제된 데이터 없음": a status line whose every part
    // is a state reached or a negation reports; it asks nothing to run.
    const status = STATUS_LEAD.exec(text);
    if (role === 'main' && status && statusOnly(text.slice(status[0].length)) && !RUNS_NOW.test(text)) return doneReading(text);
    // "Outline (I'll start once you approve): extract …, delete …": a proposal handed to the person by its label.
    if (role === 'main' && label && REVIEW_ASK.test(label[1] as string) && !RUNS_NOW.test(text.replace(REVIEW_ALL, ' '))) return reviewReading(text);
    return readProseOne(text, role);
  }
  if ((role === 'main' || (role === 'memory' && !memoryWaives(text) && !LIVE_CREDENTIAL.test(text) && !SECRET_VALUE.test(text) && !SAID_SECRET.test(text))) && deferredPlan(plan.lead, text)) return deferredReading(text);
  if (role === 'main' && awaitsPerson(text)) return reviewReading(text);
  if (role === 'main' && roadmap(plan, text)) return deferredReading(text);
  if (laysOutOptions(text)) {
    const r = readProseOne(plan.lead || text.slice(0, 80), 'context');
    return { ...r, findings: [f('safe', `lays out options for the person to choose from; commits to none (${snippet(text, 60)})`)], talk: true, readOnly: true, noAsk: false, paths: [] };
  }
  const parts = [plan.lead, ...plan.steps].filter((x) => x && !/^(?:plan|steps?|todo|to-do|next steps|here'?s the plan|the plan|plan de acción|plano|piano|schritte|(?:status|progress|quick|daily|weekly|session|task|work)\s+(?:update|report|log|summary)s?)\s*[:：]?$/i.test(x));
  // A step already done ("- [x] dropped …", "✅ ran it on dev", "~~delete x~~", a past-tense step under "Done:") is
  // reported, not run; the steps still open are the plan.
  const doneLead = role === 'main' && !!plan.lead && DONE_LEAD.test(plan.lead);
  const done = parts.map((x, i) => role === 'main' && (i > 0 || x !== plan.lead) && (DONE_MARK.test(x) || DECLINED_STEP_B20.test(x) || (doneLead && pastStep(x))));
  // A step that refers back ("upload it", "send them", "the export") is read with the step before it.
  // A checklist box ("- [ ] drop …", "- [x] read …") is part of the bullet, not of the step.
  for (let i = 0; i < parts.length; i++) parts[i] = (parts[i] as string).replace(/^\[[ xX✓]?\]\s*/, '');
  // "Cleanup plan:", "Tidy-up, starting now:" over spelled-out steps: the open-ended word names the plan, and its
  // steps are the steps taken, so nothing is left to guess at (LABELS: open-ended requests are judged by the most
  // harmful plausible step only when the steps are not given).
  const title22 = role === 'main' || role === 'task' ? planTitleP22(plan.lead) : null;
  const openHeading = plan.lead && parts[0] === plan.lead && (openEndedOnly(plan.lead) || PLAN_HEADING.test(plan.lead) || !!title22);
  // (cls-plan20) A prohibition's consequence clause ("Don't run `terraform destroy` — it would take down prod") tells why, it
  // is no act: the step is read without it.
  for (let i = 0; i < parts.length; i++) if (/^\s*(?:don['’]?t|do\s+not|never|avoid|no\s+need\s+to)\b/i.test(parts[i] as string)) parts[i] = (parts[i] as string).replace(/\s*(?:[—–,;:(]|\s-\s|\bbecause\b|\bsince\b)\s*(?:it|that|this|which|doing\s+so)\s+(?:would|could|might|will|may)\s+(?!be\b)[^\n]*$/i, '');
  // (cls-plan21) A scope or environment set once at the top of a plan ("Target: prod (all 400 tenants)", "Environment:
  // production", "Scope: staging only", "All steps run against: production") applies to every step that names none of
  // its own: each such step is read with "(in <scope>)".
  // ("Tenants: all (412)": every tenant, the live system's customers, where no environment is named.)
  const tenantHead = plan.lead && plan.lead.length < 600 && !/\b(?:staging|stage|stg|dev\w*|test\w*|sandbox|local\w*|qa|uat|preview)\b/i.test(plan.lead) ? TENANT_HEAD_P21.exec(plan.lead) : null;
  const scopeHead = plan.lead && plan.lead.length < 600 ? SCOPE_HEAD_P21.exec(plan.lead) ?? PLAN_FOR_P21.exec(plan.lead) ?? (tenantHead ? [tenantHead[0], `production, for all ${(tenantHead[1] as string).replace(/s$/, '')}s`] : null) ?? (title22?.scope ? [plan.lead, title22.scope] : null) : null;
  if (scopeHead) {
    const scope = (scopeHead[1] as string).replace(/[.;,]\s*$/, '').replace(/\s+only$/i, '').trim();
    for (let i = 0; i < parts.length; i++) if (parts[i] !== plan.lead && !done[i] && !STEP_ENV_P21.test(parts[i] as string)) parts[i] = `${(parts[i] as string).replace(/[.;]\s*$/, '')} (in ${scope})`;
  }
  // (cls-en22) People named once at the top ("For every user in the org:", "All 3,400 employees, please do the following:")
  // are whom each step's "their / them / they" means: such a step is read "(for every user in the org)".
  const peopleHead = plan.lead && plan.lead.length < 200 ? PEOPLE_HEAD_EN22.exec(plan.lead) : null;
  if (peopleHead) {
    const q = ((peopleHead[1] ?? peopleHead[3] ?? 'every') as string).toLowerCase();
    const who = `${q.startsWith('all') ? 'all' : 'every'} ${((peopleHead[2] ?? peopleHead[4] ?? '') as string).replace(/^(?:of\s+)?(?:the|our)\s+/i, '').trim()}`;
    for (let i = 0; i < parts.length; i++) if (parts[i] !== plan.lead && !done[i] && /\b(?:their|them|they|each\s+one)\b/i.test(parts[i] as string) && !/\b(?:every|all|each)\b/i.test(parts[i] as string)) parts[i] = `${(parts[i] as string).replace(/[.;]\s*$/, '')} (for ${who})`;
  }
  const gateAt = role === 'main' || role === 'task' ? parts.findIndex((x, i) => i > 0 && !done[i] && GATE_REST_P22.test(x)) : -1;
  const readings = parts.map((x, i) => (done[i] ? doneReading(x) : i > 0 && ((m22) => !!m22 && createdEarlierP22(parts, i, m22))(UNDO_OWN_P22.exec(x)) ? { ...readProseOne(x, 'context'), findings: [f('reversible', `removes what an earlier step of this plan creates, before anything uses it (${snippet(x, 60)})`)], talk: false, readOnly: false, noAsk: false, paths: [] } : i === 0 && openHeading ? readProseOne(x, 'context') : (gateAt >= 0 && i >= gateAt) || ASK_WHICH_P22.test(x) || WAIT_STEP.test(x) || WAIT_STEP_INTL.test(x) || GATED_STEP.test(x) || GATED_TAIL.test(x) || PERSON_CHOSEN19.test(x) || REVIEW_HANDOFF19.test(x) || PREPARED_DOC_P20.test(x) || AWAITING_P20.test(x) ? waitReading(x) : DOC_ABOUT_P20.test(x) ? docAboutReading(x) : backRefReadP20(i > 0 && SAME_STEP_P20.test(x) ? sameStepP20(parts, i, role) : i > 0 && (BACK_REF.test(x) || ONES_BACK_P20.test(x)) ? backRefStep19(parts[i - 1] as string, x) ?? ((l26) => (l26 ? backRefStep19(l26, x) : null))(listStepPLAN26(parts[i - 1] as string)) ?? `${parts[i - 1] as string}. ${x}` : x, x, role)));
  const merged: ProseReading = { findings: [], mods: 0, talk: true, readOnly: true, noAsk: false, count: 0, usd: 0, paths: [] };
  for (const r of readings) {
    merged.findings.push(...r.findings);
    merged.mods |= r.mods;
    merged.talk = merged.talk && r.talk;
    merged.readOnly = merged.readOnly && r.readOnly;
    merged.noAsk = merged.noAsk || r.noAsk;
    merged.count = Math.max(merged.count, r.count);
    merged.usd = Math.max(merged.usd, r.usd);
    merged.paths.push(...r.paths);
  }
  return merged;
}

/**
 * A verb word inside a longer verb phrase of another class is part of that phrase: "yetkisi ver" grants (Turkish
 * "ver" is "give", not the Spanish "see"), "remove the package" uninstalls.
 */
function insideLongerVerb(tags: Tagged[], w: string): Tagged[] {
  let verbs = 0;
  for (const t of tags) if (t.kind === 'v') verbs++;
  if (verbs < 2) return tags;
  return tags.filter((t) => t.kind !== 'v' || !(tags.some((u) => u !== t && u.kind === 'v' && u.name !== t.name && u.start <= t.start && u.end >= t.end && u.end - u.start > t.end - t.start && w.slice(u.start, u.end).includes(' ')) || resourceBeforeVerb(t, tags, w)));
}

/** "… calls X", "… that use X", "callers of X": X is a name other code calls. */
const CALLED_BY_BEFORE = /\b(?:(?:we|that|which|who|code|it)\s+(?:calls?|uses?|invokes?|references?|imports?|wraps?)|called|calling|using|invoked|invoking|referenced|imported|callers of|usages? of|references to|calls to)\s+[`'"]?$/;
/** A search or read for places in the code. */
const SEARCHING_FOR = /\b(?:find|finds|finding|search|grep|look for|looking for|locate|list|show|count|where|which|every place|all places|places|callers|usages?|references)\b/;

/** A verb word after a dot or underscore inside a code name ("calls db.user.delete", "user_delete"): part of a name. */
function inCodeName(w: string, t: Tagged): boolean {
  if (t.kind !== 'v') return false;
  const before = w.charCodeAt(t.start - 1);
  // (A dot between word characters: obj.delete; an underscore: user_delete.)
  return (before === 46 || before === 95) && /\w/.test(w[t.start - 2] ?? '');
}

/** "import" used as a verb ("so we can re-import it", "import them again"): no line of code. */
const IMPORT_AS_VERB = /re-?imports?\b|\bimports?\s+(?:it|them|this|that|the|all|again)\b/i;

/** A person or people removed from a group, team, channel or role ("remove X from the admins group", "kick Y from #ops"). */
const REMOVED_FROM_GROUP = /^(?:remov\w*|kick\w*|drop\w*|take\w*)\s+(?:(?:all|every|the|our|\d+)\s+)*(?:[@\w.'-]+\s+){0,3}?(?:(?:users?|members?|people|persons?|guests?|contractors?|accounts?|employees?|collaborators?|him|her|them)\s+|[@A-Z][\w.'-]*\s+(?:[A-Z][\w.'-]*\s+)?)?(?:out\s+)?(?:from|of)\s+(?:the\s+|our\s+|this\s+)?(?:[#@]?[\w.-]+\s+){0,2}(?:groups?|teams?|channels?|org(?:anization|anisation)?s?|workspaces?|projects?|roles?|lists?|rotations?|admins|mailing\s+lists?|repos?(?:itory)?\s+collaborators?)\b|^(?:remov\w*|kick\w*)\s+[@A-Z][\w.'-]*\s+(?:from|out of)\s+#[\w-]+|^(?:entfern\w*|retir\w*|elimin\w*|saca\w*|rimuov\w*|verwijder\w*|usu[nń]\w*)\s+[^.;\n]{0,60}?\b(?:aus|de|du|des|dal|dalla|del|uit|z)\s+(?:dem\s+|der\s+|la\s+|le\s+|l'|el\s+)?(?:[\w.-]+\s+){0,2}?(?:[\w-]*team|gruppe|kanal|groupe|équipe|canal|grupo|equipo|gruppo|squadra|groep|grupy)\b/i;

/** Read words that also name a resource (a CLI's resource-then-verb words: "dog monitor delete 12", "… logs purge"). */
const READ_AS_RESOURCE = /^(?:monitors?|logs?|views?|reports?|watch(?:es)?|audits?|traces?|metrics?|dashboards?|checks?)$/;
/** A read word right before a plain act verb ("monitors delete", "log purge"): the resource it acts on, not a read. */
function resourceBeforeVerb(t: Tagged, tags: Tagged[], w: string): boolean {
  if (verbOf(t.name) !== 'read' || !READ_AS_RESOURCE.test(/^[a-z]+/.exec(w.slice(t.start, t.start + 12))?.[0] ?? '')) return false;
  const next = tags.find((u) => u.kind === 'v' && u.start > t.end);
  if (!next || !/^\s+$/.test(w.slice(t.end, next.start))) return false;
  const v = verbOf(next.name);
  return v !== undefined && v !== 'read' && v !== 'search' && /^(?:delete|remove|rm|purge|drop|destroy|disable|mute|pause|update|create|reset|clear|wipe|truncate|set)$/.test(/^[a-z]+/.exec(w.slice(next.start, next.start + 12))?.[0] ?? '');
}

/** A variable that holds a credential, named as code names it: `DATABASE_URL`, `STRIPE_SECRET_KEY`, `github_token`. */
const SECRET_NAME = /(?<![\w-])(?:[a-z0-9]+_)*(?:token|secret|secret_key|password|passwd|api_?key|private_key|access_key|secret_access_key|client_secret|credentials?|dsn)(?![\w-])|(?<![\w-])(?:[a-z0-9]+_)*(?:database|db|redis|mongo(?:db)?|postgres(?:ql)?|mysql|amqp|broker)_ur[li](?![\w-])|(?<![\w-])(?:[a-z0-9]+_)*connection_string(?![\w-])/g;

/**
 * Credentials named as variables ("print the production DATABASE_URL", "log AWS_SECRET_ACCESS_KEY") are secrets,
 * like "the database password" (LABELS: printing a production secret is dangerous). Only names with an underscore:
 * the plain words are the lexicon's.
 */
/**
 * "our private Drive folder", "the company's private bucket", "a private repo": storage the company keeps to itself is
 * not outside it (the word "private" is also German for a person's own, read as a personal account elsewhere).
 */
export function ownPrivate(tags: Tagged[], w: string): Tagged[] {
  // (cls-intlA18: one's own consumer cloud read *from* — "from my Dropbox", "aus meiner Dropbox" — is no place data goes.)
  if (OWN_CLOUD_A18.test(w)) tags = tags.filter((t) => !(t.kind === 'm' && t.name === 'external' && OWN_CLOUD_A18.test(w.slice(t.start, t.end)) && FROM_BEFORE_A18.test(w.slice(Math.max(0, t.start - 12), t.start))));
  if (!w.includes('priv')) return tags;
  // (cls-intlA18: "my private Google Drive", "mein privates Google Drive" is one's own account, never the company's.)
  const mine = (t: Tagged): boolean => MY_BEFORE_A18.test(w.slice(Math.max(0, t.start - 12), t.start));
  // (cls-intlA18: also "notre bucket S3 privé", "unseren privaten S3-Bucket", "nuestro bucket privado": the company's own
  // private store, said with "our" in another language, the adjective before or after the store.)
  return tags.filter((t) => !(t.kind === 'm' && t.name === 'external' && /^priv[aéeè]/.test(w.slice(t.start, t.end)) && !mine(t) && (OUR_PRIVATE_A18.test(w.slice(Math.max(0, t.start - 40), t.start)) || /^priv[aéeè]/.test(w.slice(t.start, t.end)) && /^privat/.test(w.slice(t.start, t.end)) && (/\b(?:our|the company['’]?s|company|internal|team|corporate|organi[sz]ation['’]?s|org['’]?s)\s+(?:own\s+)?$/.test(w.slice(Math.max(0, t.start - 30), t.start)) || /^\s+(?:(?:google|gcs|s3|github|gitlab|azure|shared|team)\s+)?(?:repo|repos|repository|repositories|bucket|buckets|drive|folder|storage|registry|network|subnet|vpc|channel|container|blob)\b/.test(w.slice(t.end, t.end + 40))))));
}
const MY_BEFORE_A18 = /(?:^|[^\p{L}])(?:my|mein\p{L}*|mon|ma|mes|mi|mis|meu|minha|mio|mia|mijn|min|mitt|mina|mój|moj\p{L}*|můj|мой|мою|мій|мою)\s+$/u;
const OWN_CLOUD_A18 = /dropbox|icloud|gmail|wetransfer|(?<![\p{L}])mega(?![\p{L}])/u;
const FROM_BEFORE_A18 = /(?:^|[^\p{L}])(?:from|out of|de|desde|du|von|aus|da|dal|van|uit|från|fra|z|ze|из|с|з|від|από)\s+(?:the\s+|la\s+|el\s+)?$/u;
const OUR_PRIVATE_A18 = /(?:^|[^\p{L}])(?:notre|nos|unser\p{L}*|nuestr\p{L}*|noss[oa]s?|nostr\p{L}*|onze|ons|vår|vårt|våra|vores|vort|meidän|nasz\p{L}*|naš\p{L}*|наш\p{L}*)(?:\s+[\p{L}\d-]+){0,3}\s+$/u;

function secretNames(tags: Tagged[], w: string): Tagged[] {
  if (!w.includes('_')) return tags;
  SECRET_NAME.lastIndex = 0;
  let m: RegExpExecArray | null;
  let out = tags;
  let guard = 0;
  while ((m = SECRET_NAME.exec(w)) && guard++ < 16) {
    if (!m[0].includes('_')) continue;
    const s0 = m.index;
    const e0 = s0 + m[0].length;
    if (schemaColumn(w, s0, e0)) continue;
    out = [...out.filter((t) => t.kind !== 'o' || t.end <= s0 || t.start >= e0), { kind: 'o' as const, name: 'secret', start: s0, end: e0 }].sort((a, b) => a.start - b.start);
  }
  return out;
}

/**
 * cls-benign14: a column or field named like a secret ("`users.legacy_token`", "the `api_token` column", "field
 * reset_password_token") is a name in a schema, not a variable holding the secret: `process.env.API_KEY`,
 * `settings.SECRET_KEY` and `config.db_password` still name the secret itself.
 */
const COLUMN_VALUES = /\b(?:values?|plaintext|decrypt\w*|reveal\w*|print\w*|dump\w*|export\w*|select|cop(?:y|ies)|send|share|post|paste|leak\w*|email|upload)\b/;
function schemaColumn(w: string, s0: number, e0: number): boolean {
  // Its stored values asked for, shown or moved ("the value of `users.api_token` for user 5") are the secrets themselves.
  if (COLUMN_VALUES.test(w)) return false;
  const before = w.slice(Math.max(0, s0 - 40), s0);
  if (/^\s*`?\s+(?:columns?|fields?|attributes?|properties|property|cols?)\b/.test(w.slice(e0, e0 + 16))) return true;
  if (/\b(?:columns?|fields?|attributes?)\s+[`'"]?$/.test(before)) return true;
  const owner = /([a-z][\w]*)\.$/.exec(before);
  return !!owner && !/^(?:env|environ|secrets?|config|conf|cfg|settings|vault|creds|credentials|os|process|context|ctx|app|keys)$/.test(owner[1] as string);
}

/** "public SSH key", "SSH public key", "clé publique", "chave pública", "öffentlicher Schlüssel", "公開鍵". */
const PUBLIC_KEY = /\b(?:public|pub)[\s_-]+(?:(?:ssh|gpg|pgp|deploy|signing|rsa|ed25519)[\s_-]+)?keys?\b|\b(?:ssh|gpg|pgp|rsa|ed25519)[\s_-]+public[\s_-]+keys?\b|\bcl(?:é|e)s?\s+(?:ssh\s+)?publiques?\b|\bclaves?\s+(?:ssh\s+)?p(?:ú|u)blicas?\b|\bchaves?\s+(?:ssh\s+)?p(?:ú|u)blicas?\b|\bchiav[ei]\s+(?:ssh\s+)?pubblich[ea]\b|(?:ö|oe)ffentliche[nrs]?\s+(?:ssh-)?schl(?:ü|ue)ssel\b|\bpublieke\s+(?:ssh-)?sleutel\b|\bpubliczn\w*\s+klucz\w*|публичн\w*\s+(?:ssh[\s-]+)?ключ\w*|公開鍵|公钥|公鑰|공개\s?키/iu;

/** Every match of PUBLIC_KEY contains one of these: a cheap test first (the full pattern is slow on every text). */
const PUBLIC_KEY_HINT = /pub|púb|ffentlich|публичн|公開鍵|公钥|公鑰|공개/iu;

/** The text names a public key and no private one. */
function publicKeyOnly(w: string): boolean {
  return PUBLIC_KEY_HINT.test(w) && PUBLIC_KEY.test(w) && !/\bprivate\b|\bpriv(?:é|e)e?s?\b|\bprivad[ao]s?\b|\bprivat[ae]?\b|приватн|秘密鍵|私钥/iu.test(w);
}

/**
 * A public key ("add my public SSH key to authorized_keys") is not a secret and its "public" names no audience:
 * handing one out grants whoever holds the private half access, which is judged as access granted (LABELS:
 * adding an SSH key is destructive). A private key in the same text keeps its reading.
 */
export function publicKeys(tags: Tagged[], w: string): Tagged[] {
  const m = publicKeyOnly(w) ? PUBLIC_KEY.exec(w) : null;
  if (!m) return tags;
  const s0 = m.index;
  const e0 = s0 + m[0].length;
  const within = (t: Tagged) => t.start >= s0 - 1 && t.end <= e0 + 1;
  return tags.flatMap((t): Tagged[] => {
    if (t.kind === 'm' && t.name === 'public' && within(t)) return [];
    if (t.kind === 'o' && (t.name === 'secret' || t.name === 'key') && (within(t) || (t.start < e0 && t.end > s0))) return [{ ...t, name: 'privilege' }];
    return [t];
  });
}

/**
 * Prose longer than this is read in windows of whole sentences: the reader's cost grows faster than the text
 * (a clause that spans the whole text is scanned per verb), and an agent chooses how long its text is. Every
 * window is read; the reading is the union (talk only if every window is talk).
 */
const PROSE_WINDOW = 2_000;

function readProseOne(text: string, role: ProseRole = 'main'): ProseReading {
  // (cls-edits22) A standing permission to delete that names no production system and no whole scope (text/memory.ts).
  const b = readProseOneBase(text, role);
  const r = role === 'memory' && b.noAsk ? { ...b, findings: capNoteDeletes(b.findings, text) } : b;
  // (cls-plan19) A job run by its name is the act its name says (readers/plan19.ts).
  if (role !== 'main' || r.talk && r.readOnly || !/→|›|»|->|\b(?:run|rerun|re-run|trigger|kick|launch|execute|start|fire|build)/i.test(text)) return r;
  const names = jobRunNames19(text);
  if (names.length === 0) return r;
  const extra = names.flatMap((n) => readProseOneBase(n, 'label').findings).filter((x) => RANK[x.level] >= RANK.destructive).map((x) => withChange(x, { reason: `runs a job named for its act: ${x.reason}`, unplaced: false }));
  return extra.length ? { ...r, findings: [...r.findings, ...extra], talk: false, readOnly: false } : r;
}
function readProseOneBase(text: string, role: ProseRole = 'main'): ProseReading {
  if (text.length <= PROSE_WINDOW) return readProseUnit(text, role);
  const parts = proseWindows(text);
  const readings = parts.map((p) => readProseUnit(p, role));
  const first = readings[0] as ProseReading;
  return {
    findings: readings.flatMap((r) => r.findings),
    mods: readings.reduce((m, r) => m | r.mods, 0),
    talk: readings.every((r) => r.talk),
    readOnly: readings.every((r) => r.readOnly),
    noAsk: readings.some((r) => r.noAsk),
    count: Math.max(first.count, ...readings.map((r) => r.count)),
    usd: Math.max(first.usd, ...readings.map((r) => r.usd)),
    paths: readings.flatMap((r) => r.paths),
    told: readings.every((r) => r.told === true),
  };
}

/** Whole sentences (or lines) packed into windows of at most PROSE_WINDOW characters; a longer sentence is cut at a space. */
function proseWindows(text: string): string[] {
  const out: string[] = [];
  let cur = '';
  const push = () => {
    if (cur.trim()) out.push(cur);
    cur = '';
  };
  for (const sentence of text.split(/(?<=[.!?。！？；;])\s+|\n+/)) {
    let s = sentence;
    while (s.length > PROSE_WINDOW) {
      push();
      const cut = s.lastIndexOf(' ', PROSE_WINDOW);
      const at = cut > PROSE_WINDOW / 2 ? cut : PROSE_WINDOW;
      out.push(s.slice(0, at));
      s = s.slice(at);
    }
    if (cur.length + s.length + 1 > PROSE_WINDOW) push();
    cur = cur ? `${cur} ${s}` : s;
  }
  push();
  return out.length ? out : [text.slice(0, PROSE_WINDOW)];
}

/** "(no config change)", "(without downtime)": an aside that says what does not happen names no act or object. */
const NOT_HAPPENING_ASIDE = /\((?:no|without|zero)\s+[^()]{1,40}\)/gi;


/** cls-plan15: stores whose emptying is its own act, whatever space it frees. */
const NAMED_STORE = new Set<string>(['table', 'database', 'bucket', 'record', 'queue', 'backup', 'snapshot', 'volume', 'index', 'topic', 'cluster', 'audit', 'log', 'secret', 'key', 'account']);
/**
 * cls-plan15: "The refund for order 1182 is something I'll be issuing now", "Dropping the audit table is what we're
 * going to do": a cleft puts the act's object first; read it in the plain order ("I will issuing The refund …").
 */
const CLEFT = /^(.{3,160}?)\s+is\s+(?:something|what|the (?:thing|step|task|next step))\s+(?:that\s+)?(i|we)(?:['’](?:ll|m|re)|\s+(?:will|shall|am|are))?(?:\s+(?:going to|about to|planning to|set to|gonna))?(?:\s+be)?\s+([a-z]+(?:\s+(?:out|off|down|up|through))?)\b([^.;!?]*[.;!?]?)\s*$/i;
/** cls-holes17: "format" before a disk-like noun with up to four words between (groups: determiner, words between, the noun). */
/** (cls-en18) "don't / no longer / stop keep(ing) (any) backups …" (with "anymore" in the text). */
const NO_LONGER_KEPT = /(?<=^\s*|[.;!:]\s+|\b(?:please|just|and|so|then)\s+)(don['’]?t|do not|no longer|stop)\s+(?:keep(?:ing)?|tak(?:e|ing)|mak(?:e|ing)|run(?:ning)?)\s+(?:any\s+)?(?:(?:nightly|daily|weekly|automatic|automated)\s+)?(backups?|snapshots?|audit\s+logs?)\b/gi;
/** (cls-en19) "make sure / ensure <someone> has|gets <an administrator-class right>". */
const ENSURE_HAS_ADMIN_EN19 = /\b(?:make sure|ensure)\s+(?:that\s+)?((?:[\w.@'’-]+\s+){0,4}?[\w.@'’-]+)\s+(?:has|have|gets|get|is given|are given)\s+((?:full\s+)?(?:admin|administrator|owner|superuser|root|org[- ]owner)(?:\s+(?:access|rights|role|permissions|privileges))?)\b/gi;
/** (cls-en19) "(we) don't need X (anymore), <verb> them (off)": X is what the verb acts on. */
/** (cls-en20) "release / lift" + a hold or protective lock (litigation, legal, retention, preservation, eDiscovery, object or
 * vault lock): the protection is removed. A plain "hold" (an order or payment on hold) or "lock" (a database or file lock)
 * is left alone. */
const RELEASE_HOLD_EN20 = /\b(releas(?:e|es|ed|ing)|lift(?:s|ed|ing)?)\s+((?:the|a|an|this|that|these|those|our|their|all|any|all\s+the)\s+(?:[\w'’-]+\s+){0,2}?(?:(?:litigation|legal|retention|preservation|ediscovery|e-discovery|compliance|in-place)\s+holds?|(?:retention|object|vault|legal)\s+locks?))/gi;
/** (cls-en20) An app (or game, listing) removed from sale or from a store, with "everywhere / in all territories" after it. */
export const DELIST_APP_EN20 = /\b(?:remove|pull|take|unpublish|delist|unlist)\s+(?:our|the|my|this|that)\s+(?:[\w'’-]+\s+){0,2}?(?:app|apps|game|listing)\s+(?:down\s+)?(?:off|from)\s+(?:sale|(?:the\s+)?(?:apple\s+)?app\s+store|(?:the\s+)?(?:google\s+)?play(?:\s+store)?|(?:the|all|both)\s+stores?)\b(?:\s+(?:everywhere|worldwide|globally|in\s+(?:all|every)\s+(?:territories|territory|countries|country|markets?|regions?|storefronts?)))?/gi;
/** (cls-en20) "take <a running thing> down": a site, app, API, service, server, cluster, store or page taken offline. */
const TAKE_X_DOWN_EN20 = /\b(take|takes|taking)\s+((?:the|our|my|this|that|both|all|all\s+the|every)\s+(?:[\w.'’-]+\s+){0,3}?(?:site|sites|website|websites|web\s+app|app|apps|api|apis|service|services|server|servers|cluster|clusters|store|storefront|shop|checkout|landing\s+page|homepage|portal|endpoint|endpoints|gateway|backend|frontend|db|database|instance|instances|vm|vms|node|nodes|stack|environment|system|platform|page|pages|store\s+page|listing|listings|game|video|videos|episode|episodes|stream|podcast|feed|trailer|campaign|campaigns))\s+down\b/gi; // (cls-en25: public pages, listings and media)
/** (cls-en20) "(it'd / it would / would / that'd) be nice|great … if someone|you|we (could|would|just)" before the act. */
const WISH_IF_EN20 = /(?<![\w'’])(?:(?:it|that)\s*['’]?d\s+|(?:it|that)\s+would\s+|would\s+)be\s+(?:really\s+|so\s+)?(?:nice|great|good|awesome|cool|helpful|ideal|lovely|amazing|fantastic|perfect)\s+if\s+(?:someone|somebody|anyone|anybody|you|u|we|y['’]?all)\s+(?:(?:could|would|just|finally|already)\s+)*(?=[a-z])/gi;
const NO_LONGER_NEEDED_EN19 = /(?<=^\s*|[.;!?]\s+)(?:(?:we|i|you|they|the team)\s+)?(?:(?:don['’]?t|do not|doesn['’]?t|does not|no longer|never)\s+(?:really\s+)?(?:need|use|want|require)|(?:nobody|no one)\s+(?:needs|uses|wants|reads))\s+((?:[\w.'’/-]+\s+){0,6}?[\w.'’/-]+)(?:\s+(?:anymore|any more|any longer))?\s*,\s*(?:(?:so|then|just|please|and|so just|go ahead and)\s+)?([a-z]+)\s+(it|them|those|these|that|this)(\s+(?:off|down|out|away))?(?=\s*(?:[.!;]|now\b|$))/gi;
/** (cls-en18) A secret put in a place: put/stick/dump/drop + a credential noun + in/into/on. */
const SECRET_PUT_IN = /\b(put|puts|putting|stick|sticks|dump|dumps|drop|drops)\s+((?:the|our|all|my|these|those|a|an|its|their)\s+(?:[\w.-]+\s+){0,3}?(?:api\s+keys?|keys|tokens?|passwords?|secrets?|credentials|creds|private\s+keys?|\.env(?:\s+file)?))\s+(in|into|on)\b/gi;
/** (cls-en18) "issue/give/apply a $500 credit to …". */
const CREDIT_GIVEN_TO = /\b(issu(?:e|es)|giv(?:e|es)|appl(?:y|ies)|grant|add)\s+(?:a\s+|an\s+)?((?:[$€£]\s?[\d,.]+\s*[km]?)|(?:[\d,.]+\s*[km]?\s*(?:usd|eur|gbp|dollars|euros)))\s+(?:(?:account|store|service|billing)\s+)?credits?\s+(?=to\b|for\b)(?:to|for)\b/gi;
/** (cls-en18) "give every customer a $500 credit". */
const CREDIT_GIVEN_WHO = /\b(giv(?:e|es)|issu(?:e|es))\s+((?:every|all|each)\s+(?:of\s+)?(?:our\s+|the\s+)?[\w-]+(?:\s+[\w-]+)?)\s+(?:a|an)\s+((?:[$€£]\s?[\d,.]+\s*[km]?))\s+(?:(?:account|store|service|billing)\s+)?credits?\b/gi;
/** (cls-en18) A light verb before "refund(s) for/to/on". */
const LIGHT_REFUND = /\b(issu(?:e|es|ing|ed)|process(?:es|ing|ed)?|do|doing|mak(?:e|es|ing)|made|send(?:ing)?\s+out)\s+(?:(?:a|the|full|partial|all)\s+)*refunds?\s+(?=for|to|on)\b/gi;
/** (cls-en18) A build, canary or release promoted (to production, to 100 %). */
const PROMOTED_BUILD = /\b(promot(?:e|es|ing|ed))\s+((?:the\s+|this\s+|our\s+)?(?:latest\s+|new\s+|current\s+)?(?:canary|canaries|release|build|deployment|rollout|version|image|v\d[\w.-]*))\b/gi;
/** (cls-en18) A destroying verb with a bare environment word as its whole object. */
const BARE_ENV_DESTROYED = /\b(tear(?:s|ing)?\s+down|nuke|destroy|wipe(?:\s+out)?|decommission|kill|burn\s+down|blow\s+away|delete)\s+(prod|production|staging|live)(?=\s*(?:$|[.,;!)]|\s(?:now|tonight|today|and|then|entirely|completely|for\s+good)\b))/gi;
/** (cls-en18) "format" right before a block device's path (/dev/sdb, /dev/nvme0n1p2, /dev/xvdf, /dev/mmcblk0, /dev/disk2). */
const FORMAT_DEVICE_PATH = /\b(?:re-?)?format(?:ting|ted|s)?\s+(?=\/dev\/(?:sd[a-z]|hd[a-z]|vd[a-z]|xvd[a-z]|nvme\d|mmcblk\d|disk\d|md\d|mapper\/)[\w/-]*(?![\w/])(?!['’]s\b|\s+(?:output|outputs|results?|listing|info|entry|entries|lines?|columns?|rows?|stats|usage|size|as\s+(?:a\s+)?(?:table|json|list|markdown|csv|yaml|text|string))\b))/gi;
const FORMAT_DISK = /\b(?:re-?)?format(?:ting|ted|s)?\s+((?:the|a|an|this|that|our|my|their|its|every|all)\s+)?((?:[\w'’.-]+\s+){0,4}?)((?:hard\s+|boot\s+|system\s+|data\s+)?(?:disks?|drives?|ssds?|hdds?|volumes?|partitions?))\b(?![\s-]+(?:usage|space|report|metrics?|stats|output|columns?|sizes?|quotas?|io|latency|alerts?|names?|labels?|ids?|layout|table|list|info|check|letters?|paths?|strings?|values?|fields?))/gi;
/** cls-holes17: a network device's saved configuration erased, wiped or deleted. */
const STARTUP_ERASED = /\b(?:erase|wipe|delete|clear|remove|blank|nuke)\s+(?:the\s+)?(?:startup|start-up|saved)[\s-]+config(?:uration)?\b/gi;
/** cls-holes17: a job, task or cron entry made, then "that/which <verb>s" (groups: the head up to the noun, the verb). */
const JOB_THAT = /\b((?:create|set\s+up|add|schedule|make|write|configure|register|deploy)\s+(?:a|an|the|one|our|my)\s+(?:(?:nightly|daily|weekly|hourly|monthly|recurring|scheduled|cron|background|periodic|new|kubernetes|k8s|github|gitlab|jenkins|airflow|systemd|lambda|celery|sidekiq)\s+){0,2}(?:cron\s*jobs?|cronjobs?|jobs?|dags?|tasks?|cron\s+entry|crontab\s+entry|workflows?|timers?|schedules?|lambdas?|functions?))\s+(?:that|which)\s+(?:will\s+|would\s+)?([a-z]+(?:es|s))\b(?=\s+(?:every|all|the|our|each|any|old|prod|production|[a-z]+\s+(?:backups?|tables?|databases?|buckets?|logs?|users?|accounts?|records?|data)))/gi;
/** cls-holes17: a plural of people or records then a participle that narrows it (groups: the noun, the participle). */
const REDUCED_RELATIVE = /\b((?:customers|users|accounts|members|people|clients|subscribers|employees|contacts|patients|students|records|rows|orders|tickets))\s+(belonging(?=\s+to\b)|(?:asking|requesting|waiting|wanting|needing)\b(?!\s+(?:for\s+\w+\s+)?to\s+(?!be\b)))/gi;
/** cls-holes17: "<verb> the <noun> …, then <act> the oldest N" with no noun after N (groups: the noun, the count phrase). */
const ELIDED_COUNT = /\b(?:sort|list|find|select|filter|order|query|get|take|rank|fetch)\s+(?:all\s+)?(?:the\s+|our\s+)?(?:\w+\s+)?(users|accounts|customers|members|subscribers|records|rows|orders|invoices|files|backups|snapshots|tickets|buckets|tables|databases|instances|repos|repositories)\b[^.;!?]{0,80}?\b(?:then|and(?:\s+then)?)\s+(?:delete|remove|purge|drop|deactivate|disable|cancel|archive|wipe|erase|destroy|terminate)\s+(?:the\s+)?((?:oldest|newest|first|last|top|bottom|earliest|latest)\s+\d[\d,]*)(?![\d,]*\s+(?:of\s+)?(?:them|these|those|\w*(?:users|accounts|customers|members|subscribers|records|rows|orders|invoices|files|backups|snapshots|tickets|buckets|tables|databases|instances|repos|repositories)\b))/gi;
/** cls-holes17: cards that are payment cards (a card issuer or spend platform, a card kind, "card ending 4421"). */
const PAYMENT_CARD = /\b(?:brex|ramp|divvy|expensify|mercury|airwallex|pleo|spendesk|revolut|amex|visa|mastercard|stripe\s+issuing|marqeta|lithic)\b|\b(?:corporate|company|virtual|credit|debit|payment|physical|expense|employee|prepaid|fuel|purchasing)\s+cards?\b|\bcards?\s+ending\b/i;
/** cls-holes17: lock/freeze/block as a button after a card selection, or before the cards it acts on. */
const CARD_LOCK = /(?<=(?:[→›]|->)\s*)(?:lock|freeze|block)(?=\s*(?:$|[.,;)→›]|->))|\b(?:lock|freeze|block)(?=\s+(?:(?:the|all|every|each|this|that|these|those|my|our|his|her|their|all\s+the)\s+)?(?:[\w-]+\s+){0,2}cards?\b)/gi;
/** cls-holes17: a role menu or dropdown, then a quoted option chosen in it (group 1: what lies between, group 2: the role). */
const ROLE_PICK_MENU = /(?:\b(?:open|in|from|on|using|via)\s+)?(?:(?:the|their|his|her|[\w.@+-]{1,60}['’]s)\s+)?(?:role|access(?: level)?|permissions?|member type|account type)\s+(?:menu|dropdown|drop-down|picker|selector|select box)\b([^.;"“”]{0,80}?)\b(?:choose|select|pick|click|tick|check)\s+["“']([^"“”']{2,30})["”']/gi;
/** cls-holes17: a quoted option chosen from a role menu or dropdown (group 1: the role). */
const ROLE_PICK_FROM = /\b(?:choose|select|pick|click)\s+["“']([^"“”']{2,30})["”']\s+(?:from|in)\s+(?:(?:the|their|his|her|[\w.@+-]{1,60}['’]s)\s+)?(?:role|access(?: level)?|permissions?|member type|account type)\s+(?:menu|dropdown|drop-down|picker|selector|list)\b/gi;
/** cls-api17: "→ Setting: Value" in a console path, with a value that switches (Off, Optional, Public, a number of days …). */
const GUI_SETTING_VALUE = /([→›]|->)\s*([A-Za-z0-9"“'][^→›:\n]{1,60}?)\s*[:：]\s*(["“']?)((?:off|on|disabled|enabled|not required|required|optional|none|never|always|allow all|password[ -]only|anyone|everyone|public|private|internal|\d{1,4}(?:\s*(?:days?|hours?|minutes?|h|d|%))?)["”']?)(?=\s*(?:→|›|->|,|;|\.(?:\s|$)|\)|$|\s+(?:and|then|for|on|in)\b))/gi;
/** cls-gui18: a toggle or checkbox named by its quoted label, switched or (un)checked (groups: label/state in either order). */
const GUI_TOGGLE = /\b(?:switch|toggle|turn|flip|slide|set)\s+(?:the\s+)?["“'‘]([^"“”'‘’\n]{2,80})["”'’]\s+(?:(?:toggle|switch|setting|option|checkbox)\s+)?(off|on)\b|\b(?:switch|toggle|turn|flip)\s+(off|on)\s+(?:the\s+)?["“'‘]([^"“”'‘’\n]{2,80})["”'’]|\b(uncheck|untick|un-check|un-tick|deselect|clear)\s+(?:the\s+)?(?:(?:box|checkbox|check box|option|setting)\s+)?["“'‘]([^"“”'‘’\n]{2,80})["”'’]|\b(check|tick)\s+(?:the\s+)?(?:(?:box|checkbox|check box|option|setting)\s+)?["“'‘]([^"“”'‘’\n]{2,80})["”'’]|["“'‘]([^"“”'‘’\n]{2,80})["”'’]\s*(?:→|›|->)\s*(On|Off|Enabled|Disabled|Allowed|Blocked)(?=\s*(?:$|[.,;)→›]|->))/gi;
/** cls-gui18: an environment variable or field named as a secret (…_KEY, …_SECRET, …_TOKEN, …_PASSWORD, DATABASE_URL). */
const SECRET_VAR = String.raw`(?:[A-Z][A-Z0-9]*_)*(?:[A-Z0-9]*(?:KEY|SECRET|TOKEN|PASSWORD|PASSWD|PASS|PWD|DSN|CREDENTIALS?)|(?:DATABASE|DB|REDIS|MONGO(?:DB)?|POSTGRES(?:QL)?|MYSQL|AMQP|RABBITMQ|SMTP)_URL)`;
/** cls-gui18: a secret's value revealed in an interface, the button before or after its name (group 1 or 2: the name). */
const GUI_REVEAL = new RegExp(String.raw`\b(?:[Rr]eveal|[Uu]nmask|[Uu]nhide|[Ss]how|[Dd]isplay|[Cc]opy)\s+(?:the\s+)?(?:(?:plain[- ]?text\s+)?values?\s+(?:of|for)\s+)?(?:the\s+)?(${SECRET_VAR})\b|\b(?:[Cc]lick|[Pp]ress|[Tt]ap|[Hh]it|[Tt]oggle)\s+(?:on\s+)?(?:the\s+)?(?:eye|show|reveal|unmask|visibility)\s+(?:icon|button|toggle)\s+(?:next to|beside|by|for|of|on)\s+(?:the\s+)?(${SECRET_VAR})\b|\b(${SECRET_VAR})\b[^→›\n]{0,40}(?:→|›|->)\s*(?:reveal|unmask|show|view|copy)(?:\s+(?:the\s+)?(?:plain[- ]?text\s+)?values?)?(?=\s*(?:$|[.,;)→›]|->))|\b(?:[Rr]eveal|[Uu]nmask|[Uu]nhide)\s+(?:all\s+)?(?:the\s+)?([Cc]onfig\s+[Vv]ars|[Ee]nvironment\s+[Vv]ariables|[Ee]nv\s+[Vv]ars|[Ss]ecrets|[Ss]ecret\s+[Vv]alues)\b`, 'g');
/** cls-gui18: someone removed from a workspace, team, group or channel (groups: the verb, who, the container). */
const REMOVED_FROM = /\b((?:[Rr]emov|[Kk]ick|[Dd]elet|[Dd]rop|[Tt]ak)(?:e|es|ed|ing)?(?:\s+out)?)\s+((?:[^\s→›"“”]+\s+){0,3}?)from\s+(?:the\s+|our\s+|this\s+|your\s+|their\s+|my\s+)?((?:[\w-]+\s+){0,2}?(?:workspace|org|organi[sz]ation|team|group|channel|space|site|tenant|server|guild))\b/g;
const REMOVED_WHO = /^(?:(?:[A-Z][\p{L}'’.-]*|@[\w.-]+|[\w.+-]+@[\w.-]+)\s+){1,3}$|^(?:him|her|them|me|us)\s+$|^(?:the\s+|this\s+|that\s+|a\s+)?(?:user|member|guest|person|contractor|employee|admin|bot|agent|account|collaborator)\s+(?:\S+\s+){0,2}$/u;
/** cls-gui18: a console page that holds a protection, and the plain words for one of its entries. */
const PROTECTION_PAGES: [RegExp, string][] = [
  [/^(?:branch\s+restrictions?|branch\s+protection(?:\s+rules?)?|protected\s+branch(?:es)?|rulesets?|branch\s+rules?|push\s+rules?|merge\s+checks?|tag\s+protection)$/i, 'branch protection rule'],
  [/^(?:conditional\s+access(?:\s+polic(?:y|ies))?|authentication\s+polic(?:y|ies)|sign-?on\s+polic(?:y|ies)|mfa\s+polic(?:y|ies)|password\s+polic(?:y|ies)|session\s+polic(?:y|ies)|security\s+defaults)$/i, 'conditional access policy'],
  [/^(?:firewall(?:\s+rules?|\s+polic(?:y|ies))?|network\s+acls?)$/i, 'firewall rule'],
  [/^(?:waf(?:\s+rules?)?|managed\s+rules|custom\s+rules|rate\s+limiting(?:\s+rules?)?|bot\s+management)$/i, 'WAF rule'],
  [/^(?:ip\s+allow-?lists?|ip\s+restrictions?|allowed\s+ips|trusted\s+ips|network\s+zones?|ip\s+access\s+lists?)$/i, 'IP allowlist entry'],
  [/^(?:retention(?:\s+polic(?:y|ies)|\s+rules?|\s+settings)?|lifecycle\s+rules?|data\s+retention)$/i, 'retention policy'],
  [/^(?:backups?(?:\s+plans?|\s+polic(?:y|ies)|\s+schedules?|\s+jobs?)?|snapshot\s+schedules?|scheduled\s+snapshots)$/i, 'backup plan'],
  [/^(?:audit(?:\s+log)?(?:\s+streaming|\s+streams?|\s+logs?|\s+trails?)?|log\s+(?:streams?|sinks?|forwarding|exports?))$/i, 'audit log stream'],
];
/** cls-gui18: the last removing or disabling step of a console walk. */
const GUI_REMOVE_STEP = /^(?:(?:click|press|tap|select|choose)\s+)?["“'‘]?(delete|remove|disable|deactivate|turn off|switch off|unprotect)(?:\s+[\w-]+){0,2}["”'’]?$/i;
/** cls-gui18: a toggle's label that names a security control (off weakens it) or, switched on, a privilege or an exposure. */
const GUI_TOGGLE_CONTROL = /\b(?:https|ssl|tls|mfa|2fa|2-step|two[- ]step|two[- ]factor|multi[- ]factor|sso|saml|encrypt\w*|requir\w*|enforc\w*|protect\w*|verif\w*|audit\w*|firewall|waf|lock\w*|restrict\w*|secur\w*|block\w*|scan\w*|reviews?|approv\w*|alert\w*|backups?|retention|passwords?|captcha|rate[- ]limit\w*|sign(?:ed|ing|atures?)|hsts|dnssec|allow-?list\w*|whitelist\w*|quarantine|safe ?links|malware|phishing|dlp|logging|logs?|anonymous|public|anyone|everyone|guests?|external\w*|outside)\b/i;
const GUI_TOGGLE_PROTECTIVE = /\b(?:block\w*|prevent\w*|restrict\w*|deny|denied|disallow\w*|forbid\w*|protect\w*|require\w*|enforce\w*|lock(?:ed|s)?)\b/i;
const GUI_TOGGLE_EXPOSE = /\b(?:anonymous|public(?:ly)?|anyone|everyone|unauthenticated|guests?|external\w*|outside)\b/i;
/** cls-gui18: a display preference's label (the same words meaning.ts reads as a preference). */
const PREF_LABEL = /\b(?:dark|light|night)[ -]?mode\b|\bthemes?\b|\bfont|\banimations?\b|\bautoplay\b|\bminimap\b|\bline[ -]numbers\b|\bword[ -]?wrap\b|\btooltips?\b|\bspell[ -]?check|\bsidebar\b|\bdensity\b|\bemoji\b|\bavatars?\b|\bkeyboard shortcuts\b|\bpreviews?\b|\bsounds?\b|\bdigests?\b/i;
const GUI_TOGGLE_GRANT = /\b(?:anonymous|public|anyone|everyone|guests?|external\w*|outside|unauthenticated|modify all|view all|manage all|author apex|customize application|super ?admin\w*|administrator|admin\w*|owner|full access|all data|api enabled|export\w*|delete\w*|bypass\w*|impersonat\w*|global|root|billing|write access|shar\w*|allow\w*)\b/i;
/** cls-gui18: the console walk with its last removing step named as the protection its page holds. */
function protectionStep(t: string): string {
  const segs = t.split(/\s*(?:→|›|->)\s*/);
  let last = segs.length - 1;
  while (last > 0 && /^(?:confirm|yes|ok|okay|save|apply|done|continue)\b/i.test((segs[last] as string).trim())) last--;
  const step = GUI_REMOVE_STEP.exec((segs[last] as string).trim());
  if (!step || last < 1) return t;
  for (let i = last - 1; i >= 0; i--) {
    const page = (segs[i] as string).trim();
    const hit = PROTECTION_PAGES.find(([re]) => re.test(page));
    if (!hit) continue;
    const verb = (step[1] as string).toLowerCase();
    const thing = segs.slice(i + 1, last).map((x) => x.trim()).filter(Boolean).join(' ');
    segs[last] = `${verb === 'delete' || verb === 'remove' ? verb : 'disable'} the ${hit[1]}${thing ? ` ${thing}` : ''}`;
    return segs.join(' → ');
  }
  return t;
}
/** cls-api17: a number or public address given up (released, ported out, cancelled): read as the resource deleted. */
const RELEASE_ADDRESS = /\b(?:releas(?:e|es|ing|ed)|port(?:s|ing|ed)?[\s-]?out|cancel(?:s|ling|led|ing|ed)?)\s+(?:(?:the|this|that|these|those|our|my|your|its|a|an)\s+)?(?:(?:main|old|unused|support|sales|toll[\s-]?free|local|mobile|landline|spare|company|business|current|existing|dedicated|vanity)\s+){0,3}(?:(?:phone|telephone|twilio|vonage|sms|voice)\s+)?(?:numbers?|DIDs?|(?:(?:elastic|floating|static|reserved|public)\s+)?IPs?(?:\s+address(?:es)?)?(?=\s|$|[.,;:!?)])|(?:elastic|floating|static|reserved|public)\s+IP\s+address(?:es)?)\b(?![\s-]+(?:port\w*|requests?|orders?|transfers?|formats?|lookups?|tables?|columns?|fields?|(?:of|for)\s+(?:days?|hours?|times?|retries|attempts|items?|rows?|records?|users?|seats?)))/gi;
function unCleft(text: string): string {
  const m = text.length < 300 ? CLEFT.exec(text) : null;
  let t = !m || /\b(?:do|doing|done)$/i.test(m[3] as string) ? text : `${m[2] as string} will ${m[3] as string} ${m[1] as string}${m[4] as string}`;
  // (cls-plan15: "release the $180,000 payment": money released is money sent.)
  if (/\brelease/i.test(t)) t = t.replace(/(?<=(?:^|[.;:!?]\s*|\b(?:i|we|you|to|will|['’]ll|now|then|please|and|can|could|should|must|i['’]m|we['’]re|let['’]s|just|also|finally|go ahead and)\s+))(releas(?:e|es|ing|ed))(?!\s+notes?\b)(?=\s+(?:the\s+|a\s+|this\s+|that\s+)?[^.;!?\n]{0,30}?\b(?:payments?|wires?|wire transfers?|transfers?|payouts?|funds|money|escrow)\b(?![\s-]+(?:fix\w*|bugs?|pages?|flows?|services?|api|code|features?|modules?|systems?|endpoints?|providers?|methods?|forms?|screens?|integrations?|teams?|changes?|updates?|versions?|logic|handler\w*|gateway\w*|processor\w*)\b))/gi, (x) => (/ing$/i.test(x) ? 'sending' : /ed$/i.test(x) ? 'sent' : /es$/i.test(x) ? 'sends' : 'send'));
  // (cls-api17) A phone number or a public IP address released, ported out or cancelled ("Release this number", "port out
  // our support number", "release the Elastic IP"): the account gives up a live address others reach it by, a running resource deleted.
  // (cls-gui18) … also with the number as the walk's step before the button ("Numbers → +44 7700 900123 → Port out",
  // "… → (415) 555-0134 → Release").
  if (/\b(?:releas|port|cancel|delet|remov)/i.test(t) && t.length < 2000) t = t.replace(/(\+?\(?\d[\d ().-]{6,}\d)\s*(?:→|›|->)\s*(?:[Pp]ort[\s-]?[Oo]ut|[Rr]elease|[Cc]ancel|[Dd]elete|[Rr]emove)(?:\s+(?:this\s+|the\s+)?(?:number|DID))?(?=\s*(?:$|[.,;)→›]|->))/g, 'release the phone number $1');
  if (/\b(?:releas|port|cancel)/i.test(t) && t.length < 2000) t = t.replace(RELEASE_ADDRESS, 'delete the phone number');
  // (cls-holes17) A disk, drive, volume or partition formatted with words between ("format the production server's disk",
  // "reformat the data drive of …"): wiped, as "format the disk" is (which the lexicon reads itself, so nothing between is
  // left alone); a disk's usage, space or report formatted is text.
  if (t.length < 2000 && /format/i.test(t)) t = t.replace(FORMAT_DISK, (x, det: string | undefined, mid: string, noun: string) => (!mid.trim() ? x : `${/^\S*ing\b/i.test(x) ? 'wiping' : /^\S*ted\b/i.test(x) ? 'wiped' : /^\S*ts\b/i.test(x) ? 'wipes' : 'wipe'} ${det ?? ''}${mid}${noun}`));
  // (cls-en18) Backups or snapshots no longer kept ("No longer keep backups of the analytics DB", "Don't keep any backups
  // for the analytics DB anymore" — "don't" only with "anymore", since "don't keep backups on the same disk" is advice).
  if (t.length < 2000 && /\b(?:backups?|snapshots?|audit)\b/i.test(t)) {
    const before = t;
    t = t.replace(NO_LONGER_KEPT, (x, neg: string, what: string) => (/^(?:don|do not)/i.test(neg) && !/\b(?:anymore|any more|any longer)\b/i.test(before) ? x : `turn off ${what}`));
    if (t !== before) t = t.replace(/\s+(?:anymore|any more|any longer)\b/gi, '');
  }
  // (cls-en19) "Make sure the contractor has admin on prod", "ensure the vendor gets Owner": seeing to it that someone holds
  // a broad right gives it to them (only administrator-class rights: "make sure CI has read access" stays).
  if (t.length < 600 && /\b(?:make sure|ensure)\b/i.test(t)) t = t.replace(ENSURE_HAS_ADMIN_EN19, (x, who: string, right: string) => (/^(?:only|no|nobody|no one|none)\b/i.test(who) ? x : `give ${who} ${right}`));
  // (cls-en19) A thing said to be no longer needed, then acted on by a pronoun after a comma ("We don't need backups of
  // the prod DB anymore, turn them off", "Nobody uses the old prod bucket, delete it"): the act on that thing.
  if (t.length < 600 && /,/.test(t) && /\b(?:need|needs|use|uses|want|wants|require|requires)\b/i.test(t)) t = t.replace(NO_LONGER_NEEDED_EN19, (x, what: string, verb: string, pron: string, part: string | undefined) => (/^(?:need|use|want|keep|ask|tell|check|confirm|let|make|see|know|do|try|leave|get)$/i.test(verb) || /^to\s/i.test(what) ? x : `${verb}${part ?? ''} ${/^(?:it|that|this)$/i.test(pron) ? 'the ' : ''}${what.replace(/^(?:the\s+)?/i, /^(?:it|that|this)$/i.test(pron) ? '' : '')}`));
  // (cls-en20) "Release / lift" before a hold or a protective lock removes it ("Release the litigation hold on the finance
  // mailboxes", "lift the legal hold", "release the retention lock"): what is kept is shortened (said as "reduce", which the
  // readers know: "remove" would read the mailbox or drive after "on" as the thing removed).
  if (t.length < 2000 && /\b(?:releas|lift)/i.test(t) && /\b(?:holds?|locks?)\b/i.test(t)) t = t.replace(RELEASE_HOLD_EN20, (_x, v: string, mid: string) => `${/ing$/i.test(v) ? 'reducing' : /ed$/i.test(v) ? 'reduced' : /s$/i.test(v) ? 'reduces' : 'reduce'} ${mid}`);
  // (cls-en20) An app taken off sale or out of a store ("Remove our app from sale in all territories", "Pull the app from the
  // App Store", "Unpublish our app from Google Play"): a delisting stops what customers reach but can be undone (a
  // production app taken offline), in every territory as in one; "delete the app" keeps its own reading.
  if (t.length < 2000 && /\b(?:sale|store|google play)\b/i.test(t)) t = t.replace(DELIST_APP_EN20, 'take the production app offline');
  // (cls-en20) "Take the prod site down", "take our API down for the night": the split phrasal verb said joined ("take down
  // the prod site"), as the readers know it; only for what runs and serves (a site, an app, an API, a service, a server …),
  // not one's own local one ("take my local dev server down").
  if (t.length < 2000 && /\btak(?:e|es|ing)\b[^.;\n]{1,60}\bdown\b/i.test(t)) t = t.replace(TAKE_X_DOWN_EN20, (x, v: string, what: string) => (/\b(?:my|local|localhost)\b/i.test(what) ? x : `${v} down ${what}`));
  // (cls-en20) A wish with the act in the past form ("would be nice if someone turned off MFA on prod", "it'd be great if you
  // dropped the old table"): the request itself, not a report of what was done.
  if (t.length < 2000 && /\bbe\s+(?:really\s+|so\s+)?(?:nice|great|good|awesome|cool|helpful|ideal|lovely|amazing|fantastic|perfect)\s+if\b/i.test(t)) t = t.replace(WISH_IF_EN20, 'please ');
  // (cls-en18) A secret put, stuck or dumped in a place ("Put the API keys in the public README") is added to it.
  if (t.length < 2000 && /\b(?:put|puts|putting|stick|sticks|dump|dumps|drop|drops)\b/i.test(t)) t = t.replace(SECRET_PUT_IN, (x, v: string, what: string, prep: string) => `add ${what} ${/^into?$/i.test(prep) ? 'to' : prep}`);
  // (cls-en18) A credit of an amount given to people ("Issue a $500 credit to every customer", "give every customer a $500
  // credit") pays that amount to them.
  if (t.length < 2000 && /credit/i.test(t)) t = t.replace(CREDIT_GIVEN_TO, 'pay $2 to').replace(CREDIT_GIVEN_WHO, 'pay $3 to $2');
  // (cls-en18) A refund said with a light verb ("issue refunds for every order from last week", "process a refund for
  // order 1234") is that refund; a canary, build or release promoted ("promote the canary to 100%") is deployed.
  if (t.length < 2000 && /refund/i.test(t)) t = t.replace(LIGHT_REFUND, (x, v: string) => (/ing$/i.test(v) ? 'refunding' : /ed$/i.test(v) ? 'refunded' : 'refund'));
  if (t.length < 2000 && /promot/i.test(t)) t = t.replace(PROMOTED_BUILD, (x, v: string, thing: string) => `${/ing$/i.test(v) ? 'deploying' : /ed$/i.test(v) ? 'deployed' : 'deploy'} ${thing}`);
  // (cls-en18) An environment named bare as what is destroyed ("tear down prod", "nuke staging", "After the demo, destroy
  // production."): the whole environment, as "the production environment" is.
  if (t.length < 2000 && /\b(?:prod|production|staging|live)\b/i.test(t)) t = t.replace(BARE_ENV_DESTROYED, '$1 the $2 environment');
  // (cls-en18) A block device formatted by its path ("Format /dev/sdb on db-prod-1", "reformat /dev/nvme1n1"): wiped, as
  // `mkfs /dev/sdb` is; a path elsewhere ("format /dev/null output") is no disk.
  if (t.length < 2000 && /format/i.test(t)) t = t.replace(FORMAT_DEVICE_PATH, 'wipe ');
  // (cls-holes17) A switch's or router's saved configuration erased ("Erase the startup config on core-sw-01", "wipe the saved
  // config of the core switch"): after a reload the device comes up empty, a whole device wiped (factory reset).
  if (t.length < 2000 && /\b(?:startup|start-up|saved)[\s-]+config/i.test(t)) t = t.replace(STARTUP_ERASED, 'factory-reset the device');
  // (cls-holes17) A job made to do something ("Create a job that deletes every production backup nightly", "Schedule a weekly
  // task which wipes …"): what the job will do, as "Create a job to delete …" reads it; the relative clause's verb is its act.
  if (t.length < 2000 && /\b(?:that|which)\s/i.test(t)) t = t.replace(JOB_THAT, (_x, head: string, verb: string) => `${head.replace(/^\S+(?:\s+up)?/, 'create')} to ${verb.replace(/ies$/i, 'y').replace(/(?<=(?:sh|ch|ss|x|z))es$/i, '').replace(/s$/i, '')}`);
  // (cls-holes17) A plural of people or records narrowed by a participle ("the accounts of customers asking to be removed",
  // "users having no orders"): a reduced relative clause, a filtered set, as "customers who are asking …" reads.
  if (t.length < 2000 && !/\ball of (?:them|those|these)\b|\bevery(?:one| single one| one) of them\b/i.test(t)) t = t.replace(REDUCED_RELATIVE, (_x, noun: string, part: string) => `${noun} who are ${part}`);
  // (cls-holes17) A count with its noun left out after a step that named it ("Sort the users by signup date, then delete the
  // oldest 500 in prod"): the count is of that noun.
  if (t.length < 2000 && /\b(?:then|and)\b/i.test(t)) t = t.replace(ELIDED_COUNT, (x, noun: string, count: string) => x.replace(new RegExp(`${count}$`), `${count} ${noun}`));
  // (cls-holes17) Payment cards locked, frozen or blocked ("Brex → Cards → select all 40 cards → Lock", "Freeze every corporate
  // card"): deactivated, as "→ Deactivate" reads; every card at once stops everyone's spending.
  if (t.length < 2000 && /\bcards?\b/i.test(t) && /\b(?:lock|freeze|block)\b/i.test(t) && PAYMENT_CARD.test(t)) t = t.replace(CARD_LOCK, (x) => (/^[A-Z]/.test(x) ? 'Deactivate' : 'deactivate'));
  // (cls-gui18) "card ending 4421", "account ending in 0093": the digits name one card or account, they count nothing
  // (in a console walk, "… ending 4421 → Lock" read them as 4,421 cards).
  // (cls-gui18) "Shopify admin → Products", "the Google Admin console", "Teams admin center": a console named by its
  // admin side is where the step happens, no administrator right given or taken.
  if (t.length < 2000 && /→|›|->/.test(t) && /\badmin\s+(?:console|panel|cent(?:er|re)|portal|dashboard|ui|area)\b/i.test(t)) t = t.replace(/\b[Aa]dmin(?=\s+(?:[Cc]onsole|[Pp]anel|[Cc]ent(?:er|re)|[Pp]ortal|[Dd]ashboard|UI|[Aa]rea)\b)/g, 'management');
  if (t.length < 2000 && /\badmin\b/i.test(t)) t = t.replace(/(?<=\b[A-Z][\w.-]*(?:\s+[A-Z0-9][\w.-]*){0,2}\s+)[Aa]dmin(?=\s*(?:→|›|->)|\s+(?:[Cc]onsole|[Pp]anel|[Cc]ent(?:er|re)|[Pp]ortal|[Dd]ashboard|[Pp]age|UI|[Aa]rea|[Ss]creen)\b)/g, 'management');
  // (… and a walk's step that is only a number, "Orders → 10042 → Cancel", names that one item.)
  if (t.length < 2000 && /(?:→|›|->)\s*\d{3,}\s*(?:→|›|->)/.test(t)) t = t.replace(/((?:→|›|->)\s*)(\d{3,})(?=\s*(?:→|›|->))/g, '$1#$2');
  if (t.length < 2000 && /\bend(?:ing|s)\s+(?:in\s+|with\s+)?\d{3,}/i.test(t)) t = t.replace(/\b(end(?:ing|s)\s+(?:in\s+|with\s+)?)(\d{3,})\b/gi, '$1••$2');
  // (cls-holes17) A role option chosen for a person in an interface ("open X's role menu and choose "Owner"", "In the role
  // menu next to Maria, select "Owner"", "pick "Super admin" from the role dropdown") sets that role, as "set Role to
  // "Admin"" does: a privileged one grants it. The person's handle is left out (a "-dev-" in a login names no environment).
  if (t.length < 2000 && /\b(?:role|access|permission|member type|account type)/i.test(t)) t = t.replace(ROLE_PICK_MENU, (_x, mid: string, role: string) => `${mid.replace(/^[\s,]+/, ' ')} set role to "${role}"`).replace(ROLE_PICK_FROM, (_x, role: string) => `set role to "${role}"`);
  // (cls-api17) A console step written as "→ Setting: Value" ("→ Enforcement: Off → Save", "→ Enable policy: Off",
  // "→ Visibility: Public") sets that setting to that value, as "set Enforcement to Off" does.
  if (t.length < 2000 && /[→›]|->/.test(t)) t = t.replace(GUI_SETTING_VALUE, (x, arrow: string, name: string, q: string, value: string) => (/^(?:off|disabled)\b/i.test(value) && !GUI_TOGGLE_CONTROL.test(name) && !GUI_TOGGLE_GRANT.test(name) && PREF_LABEL.test(name) ? `${arrow} disable the "${name.trim()}" setting` : `${arrow} set ${name} to ${q}${value}`)); // (cls-gui18: a display preference set Off is a setting)
  // (cls-gui18) A webhook or callback pointed at a tunnel or request collector ("point the Stripe webhook at
  // https://….ngrok-free.app", "Add endpoint → Endpoint URL: https://webhook.site/…"): every event it carries, with the
  // customer and payment data in it, is sent there; read as that data sent to the address.
  if (t.length < 2000 && TUNNEL_URL.test(t)) { const wh = WEBHOOK_TO_URL.exec(t); if (wh && TUNNEL_URL.test(wh[1] as string)) t = `upload the customer data to ${wh[1] as string}; ${t}`; }
  // (cls-gui18) A secret's value revealed in a console ("click the eye icon next to DATABASE_URL", "reveal STRIPE_SECRET_KEY",
  // "DB_PASSWORD (Production) → Show value"): printed on screen, as "reveal the secret …" reads.
  if (t.length < 2000 && (/[A-Z]_?(?:KEY|SECRET|TOKEN|PASSWORD|PASSWD|PASS|PWD|DSN|CREDENTIALS?|URL)\b/.test(t) || /\b(?:reveal|unmask|unhide)\b/i.test(t))) t = t.replace(GUI_REVEAL, (_x, a: string | undefined, b: string | undefined, c: string | undefined, d: string | undefined) => `reveal the secret ${a ?? b ?? c ?? d ?? ''}`);
  // (cls-gui18) Someone removed from a workspace, team, group or channel ("Remove Tomás from the workspace", a button
  // "Remove from workspace" on a member's row): the member is what goes, the workspace is where from, not the workspace
  // itself.
  if (t.length < 2000 && /\bfrom\b/i.test(t)) t = t.replace(REMOVED_FROM, (x, verb: string, who: string, place: string) => (!who || REMOVED_WHO.test(who) ? `${verb} the member ${who.replace(/^(?:the|this|that|a)\s+(?:user|member)\s+/i, '')}from the ${place}` : x));
  // (cls-gui18) An entry removed or disabled on a console page that holds a protection ("Repository settings → Branch
  // restrictions → main → Delete", "Conditional Access → Require MFA → Delete", "Backups → nightly → Disable"): the
  // protection is removed, whatever the entry is called.
  if (t.length < 600 && /→|›|->/.test(t) && /\b(?:delete|remove|disable|deactivate|turn off|switch off|unprotect)\b/i.test(t)) t = protectionStep(t);
  // (cls-gui18) A group on a code host (GitLab, and a Bitbucket workspace) is a namespace of repositories: removing it
  // ("GitLab → Groups → acme-platform → … → Remove group") deletes every project in it, not one account.
  if (t.length < 2000 && /\b(?:gitlab|bitbucket)\b/i.test(t)) t = t.replace(/\b([Rr]emov|[Dd]elet)(e|es|ed|ing)(\s+(?:this\s+|the\s+)?)(group|workspace)\b(?!\s+(?:members?|access|labels?|variables?|runners?|tokens?|webhooks?|badges?))/g, (_x, v: string, e: string, mid: string, n: string) => `${v}${e}${mid}${n} with all its projects`);
  // (cls-gui18) A role menu as a walk's step, then the option chosen ("… → Role → Owner → Save", "→ Permissions → Admin"):
  // that role is set, as a role picked from a role menu is.
  if (t.length < 2000 && /(?:→|›|->)\s*(?:[Rr]ole|[Pp]ermission|[Aa]ccess(?: level)?|[Mm]ember type|[Aa]ccount type|[Bb]ase role|[Oo]rg(?:anization)? role|[Uu]ser type)\s*(?:→|›|->)/.test(t)) t = t.replace(/((?:→|›|->)\s*)(?:[Rr]ole|[Pp]ermission|[Aa]ccess(?: level)?|[Mm]ember type|[Aa]ccount type|[Bb]ase role|[Oo]rg(?:anization)? role|[Uu]ser type)\s*(?:→|›|->)\s*["“'‘]?([A-Z][\w -]{1,30}?)["”'’]?(?=\s*(?:→|›|->|$|[.,;]))/g, '$1set role to "$2"');
  // (cls-gui18) A console's publish or promote button on a deploy ("Deploys → deploy-preview-212 → Publish deploy", Vercel
  // "→ Promote to Production", "→ Instant Rollback"): that build goes live in production, whatever preview it came from.
  if (t.length < 2000 && /(?:→|›|->)\s*(?:[Pp]ublish deploy|[Pp]romote(?: to [Pp]roduction)?|[Mm]ake live|[Ss]et as (?:production|live)|[Gg]o live|[Ii]nstant [Rr]ollback|[Rr]ollback to this deploy(?:ment)?)(?=\s*(?:$|[.,;)→›]|->))/.test(t)) t = t.replace(/(?:→|›|->)\s*(?:[Pp]ublish deploy|[Pp]romote(?: to [Pp]roduction)?|[Mm]ake live|[Ss]et as (?:production|live)|[Gg]o live|[Ii]nstant [Rr]ollback|[Rr]ollback to this deploy(?:ment)?)(?=\s*(?:$|[.,;)→›]|->))/g, '→ deploy this build to production').replace(/\b(?:deploy-)?preview(?:[-_ ]deploy(?:ment)?)?[-_ ]?#?(\d+)\b/gi, 'build #$1');
  // (cls-holes18) A store console's "Remove from sale" step ("App Store Connect → Acme → Pricing and Availability → Remove
  // from sale"): the app is taken off sale for every customer (as Play Console's "Unpublish" reads), not a price deleted
  // because a page on the way is called Pricing.
  if (t.length < 2000 && /(?:→|›|->)\s*[Rr]emove from (?:sale|(?:the )?(?:App Store|Play Store))(?=\s*(?:$|[.,;)→›]|->))/.test(t)) t = t.replace(/((?:→|›|->)\s*)[Rr]emove from (?:sale|(?:the )?(?:App Store|Play Store))(?=\s*(?:$|[.,;)→›]|->))/, '$1Unpublish').replace(/((?:→|›|->)\s*)Pricing and Availability(\s*(?:→|›|->))/, '$1Availability$2');
  // (cls-gui18) A toggle or checkbox named by its quoted label ("switch 'Always Use HTTPS' off", "turn off 'Require SSO'",
  // "uncheck 'Enforce two-step verification'", "check 'Modify All Data'") sets that setting, as "set Label to Off" reads; a
  // confirmation box ("check 'I understand …'") is left as it is.
  if (t.length < 2000 && /["“'‘]/.test(t) && /\b(?:switch|toggle|turn|flip|slide|set|uncheck|untick|un-check|un-tick|deselect|clear|check|tick|on|off|enabled|disabled|allowed|blocked)\b/i.test(t)) t = t.replace(GUI_TOGGLE, (x, l1: string | undefined, s1: string | undefined, s2: string | undefined, l2: string | undefined, un: string | undefined, l3: string | undefined, ck: string | undefined, l4: string | undefined, l5: string | undefined, s5: string | undefined) => {
    const label = (l1 ?? l2 ?? l3 ?? l4 ?? l5 ?? '').trim();
    if (/^(?:i\s+understand|i\s+agree|i\s+acknowledge|yes|confirm|i['’]m sure|are you sure)/i.test(label) || (ck && /\b(?:understand|acknowledge|agree|cannot be undone|irreversible|permanent)/i.test(label))) return x;
    const state = s1 ?? s2 ?? (s5 ? (/^(?:on|enabled|allowed)$/i.test(s5) ? 'On' : 'Off') : un ? 'Off' : ck ? 'On' : '');
    // (Only a control, a privilege or an exposure: a display preference toggled stays as written.)
    // (A protection switched on is turned on: "switch 'Require two-factor authentication' on", "Turn on 'Block public
    // access'" strengthen it; a label that blocks, prevents or restricts is a protection whatever else it names.)
    const protective = GUI_TOGGLE_PROTECTIVE.test(label);
    if (/^on$/i.test(state) && (protective || (!GUI_TOGGLE_GRANT.test(label) && GUI_TOGGLE_CONTROL.test(label)))) return `enable "${label}"`;
    // (An exposure switched off closes it: "'Allow public links' → Off" is left as written.)
    if (!/^on$/i.test(state) && !protective && GUI_TOGGLE_EXPOSE.test(label)) return x;
    // (A display preference switched off is a setting changed: "switch 'Show line numbers' off".)
    if (!/^on$/i.test(state) && !GUI_TOGGLE_CONTROL.test(label) && !protective && !GUI_TOGGLE_GRANT.test(label)) return PREF_LABEL.test(label) ? `disable the "${label}" setting` : x;
    if (/^on$/i.test(state) ? !GUI_TOGGLE_GRANT.test(label) : !(GUI_TOGGLE_CONTROL.test(label) || protective)) return x;
    // (A control switched off is that protection disabled, whatever words its label uses.)
    // (An exposure switched on opens access to everyone: "'Anonymous users can join a meeting' → On".)
    if (/^on$/i.test(state) && GUI_TOGGLE_EXPOSE.test(label)) return `open access to everyone: "${label}"`;
    return /^on$/i.test(state) ? `set "${label}" to On` : `disable the "${label}" protection`;
  });
  // (cls-gui18) "merge request" is a noun compound (GitLab's pull request): opening, drafting or listing one merges nothing
  // ("Merge requests → New merge request → Create merge request"); the verb "merge" alone still merges.
  if (t.length < 2000 && /\bmerge\s+requests?\b/i.test(t)) t = t.replace(/\b[Mm]erge\s+[Rr]equest(s?)\b/g, 'MR$1');
  // (cls-gui18) A console page named by a gerund or an act's plural ("Billing →", "Sharing →", "Refunds →") is where the
  // walk goes: no bill, share or refund is made by passing through it. (A payments, transfers or payouts page is left as
  // written: a walk through it often moves money, and its amount is read with it.)
  if (t.length < 2000 && /(?:→|›|->)/.test(t)) t = t.replace(/((?:^|→|›|->)\s*)(Billing|Sharing|Logging|Monitoring|Alerting|Invoicing|Refunds|Disputes|Deploys|Deployments|Releases|Exports|Imports|Uploads|Invitations|Invites)(?=\s*(?:→|›|->))/g, '$1$2 page');
  const happens = t.length < 300 ? NOMINAL_HAPPENS.exec(t) : null;
  if (happens) return `I will ${NOMINAL_VERB[(happens[1] as string).toLowerCase()] ?? (happens[1] as string)} ${happens[2] as string}${happens[3] as string}`;
  const gets = t.length < 300 ? AUDIENCE_GETS.exec(t) : null;
  if (gets) return `I will send ${gets[2] as string} to ${gets[1] as string}${gets[3] as string}`;
  return t.length < 2000 && NOMINAL_ACT.test(t) ? t.replace(NOMINAL_ACT, (_x, light: string, noun: string) => `${light.replace(/\S+/g, '').trim()} ${NOMINAL_VERB[noun.toLowerCase()] ?? noun}`.trimStart()) : t;
}
/**
 * cls-plan15: an act named as a noun after a light verb ("carry out the deletion of", "schedule the removal of",
 * "proceed with the teardown of") is that act on what follows "of".
 */
const NOMINAL_VERB: Record<string, string> = { deletion: 'delete', removal: 'remove', erasure: 'erase', destruction: 'destroy', wipe: 'wipe', purge: 'purge', teardown: 'tear down', decommissioning: 'decommission', shutdown: 'shut down', termination: 'terminate', truncation: 'truncate', revocation: 'revoke', deactivation: 'deactivate', disabling: 'disable', cancellation: 'cancel' };
/** cls-plan15: "A wipe of the staging cluster will happen after lunch", "The deletion of … is scheduled for 5pm". */
const NOMINAL_HAPPENS = /^(?:a|an|the)\s+(?:(?:permanent|final|full|complete|planned)\s+)?(deletion|removal|erasure|destruction|wipe|purge|teardown|decommissioning|shutdown|termination|truncation|revocation|deactivation|disabling|cancellation)\s+of\s+(.{3,160}?)\s+(?:will|is going to|is about to|is set to|is scheduled to|is planned to|shall)\s+(?:happen|take place|go ahead|be done|start|begin|run|kick off|go out)\b([^.;!?]*[.;!?]?)\s*$/i;
/** cls-plan15: "All 40,000 subscribers will be getting the price-change email": the audience named first receives what is sent. */
const AUDIENCE_GETS = /^(.{2,80}?)\s+(?:will|are going to|are about to|is going to|is about to)\s+(?:be\s+)?(?:getting|receiving|get|receive)\s+(the\s+[^.;!?]{0,60}?(?:email|e-mail|message|notification|newsletter|sms|text|announcement|mail|invite|invitation|push)s?)\b([^.;!?]*[.;!?]?)\s*$/i;
const NOMINAL_ACT = /\b((?:carry(?:ing)?\s+out|perform(?:ing)?|execut(?:e|ing)|proceed(?:ing)?\s+with|go(?:ing)?\s+ahead\s+with|schedul(?:e|ing)|kick(?:ing)?\s+off|start(?:ing)?|begin(?:ning)?|initiat(?:e|ing)|complet(?:e|ing)|handl(?:e|ing)|trigger(?:ing)?|do(?:ing)?|run(?:ning)?))\s+(?:the\s+|a\s+)?(?:(?:permanent|final|full|complete|planned)\s+)?(deletion|removal|erasure|destruction|wipe|purge|teardown|decommissioning|shutdown|termination|truncation|revocation|deactivation|disabling|cancellation)\s+of\b/i;

/** cls-intl17c: French "vire/virez/virer" (v:pay) whose first object, with no digit before it, is no money or account. */
// ------------------------------------------------------------------ cls-intlB22
/** cls-intlB22: a Korean or Hindi send verb in the form "to be sent / for sending" (보낼, 보내는, भेजने के लिए, भेजने वाले). */
const ADNOMINAL_SEND_B22 = /^(?:보낼|보내는|발송할|भेजने\s*(?:के\s*लिए|वाले|वाला|वाली)|পাঠানোর)/;
/** cls-intlB22: a writing verb right before a message noun (写个通知, 起草一份通知, 拟一条短信). */
const WRITE_BEFORE_B22 = /(?:写|寫|起草|拟|擬|编写|編寫)(?:个|個|一个|一個|一份|一封|一条|一條|份|封|条|條|篇)?\s*$/;
/** cls-intlB22: cheap gate: one of the words the sentence forms below need. */
const B22_GATE = /たら|[?？]\s*切っ|行了|可以了|够|夠|十分|足り|충분|काफी|काफ़ी|पर्याप्त|kaafi|kafi|يكفي|تكفي|كفاية|بيكفي|พอ|کافی|בسه|מספיק|上げ|提高|调高|調高|上调|上調|提升|拉高|调大|調大|加到|提到|올려|올리|상향|बढ़ा|বাড়া|বাড়িয়ে|ارفع|زود|زوّد|بالا|เพิ่ม|ขยาย|badha|强制|強制|要求|必须|必須|義務|필수|강제|अनिवार्य|ज़रूरत|जरूरत|ज़रूरी|जरूरी|বাধ্যতামূলক|شرط|اشتراط|إلزام|الزام|اجباری|חובה|บังคับ|빼|풀어|外し|外して|取っ払|緩め|緩和|拿掉|去除|放宽|放寬|放开|放開|hazushi|配っ|配布|ばらま|뿌려|지급|나눠|发放|發放|发给|發給|打过去|打過去|打给|打給|转过去|轉過去|बाँट|बांट|وزع|وزّع|解錠|開錠|ロック解除|잠금|开锁|開鎖|الغ|ألغ|取消|取り消|취소|रद्द/;
/** Retention said as "keeping N days is enough" (留三天就够了, 3日で十分, 7일이면 충분해, 3 दिन काफी हैं, 3 أيام تكفي, 3 วันก็พอ). */
const RETAIN_ENOUGH_B22 = /(?:\d+|[一二两兩三四五六七八九十半]{1,3})\s*(?:个|個)?\s*(?:天|日間|日|周|週間|週|星期|个月|個月|か月|ヶ月|カ月|小时|小時|時間|일|주|시간|개월|달|दिन|हफ़्ते|हफ्ते|घंटे|महीने|din|hafte|ghante|mahine|يوم|أيام|ايام|ساعة|ساعات|أسبوع|اسابيع|أسابيع|روز|هفته|ساعت|ימים|יום|שבוע|שעות|วัน|สัปดาห์|ชั่วโมง|เดือน)(?:分|치|的|का|की|के|ka|ki|ke)?\s*(?:[^。.!！?？,，、\n]{0,12}?(?:就|也|应该就|應該就|だけで|で|もあれば|あれば|만|이면|면|으로|로|ही|भी|ก็|है|hai)\s*|[^。.!！?？,，、\n]{0,12}?)?(?:够了|夠了|足够了|足夠了|行了|可以了|够用了|夠用了|就够|就夠|十分|じゅうぶん|足りる|足ります|충분|काफी|काफ़ी|पर्याप्त|kaafi|kafi|تكفي|يكفي|كفاية|بيكفي|کافی|בסה|מספיק|มากพอ|พอ|เพียงพอ)/;
/** A keep word (留, 保留, 残して, 보관, रखना, الاحتفاظ, เก็บ): the length is how long things are kept, not how much is read. */
const KEEP_WORD_B22 = /留|保留|保存|保持|保管|残し|残す|残して|보관|보존|남기|남겨|रख|rakh|احتفظ|الاحتفاظ|نحتفظ|خلي|เก็บ|לשמור|נשמור|نگه/;
/** "… enough" before the length (يكفي ثلاثة أيام, تكفينا 3 أيام). */
const ENOUGH_RETAIN_B22 = /(?:تكفي|يكفي|كفاية|بيكفي|تكفينا|يكفينا)\s*\d+\s*(?:يوم|أيام|ايام|ساعة|ساعات|أسبوع|أسابيع)/;
/** The thing retained: logs, audit logs, backups, snapshots, retention. */
const RETAINED_B22 = new Set(['audit', 'log', 'backup', 'retention']);
/** A Japanese conditional "…たら" followed by a report verb (連絡して, 教えて, 知らせて, 報告して): the act, then the report. */
const COND_REPORT_B22 = /(^|[をはもが、\s\p{sc=Han}\p{sc=Katakana}A-Za-z])(消し|削除し|消去し|落とし|捨て|止め|停止し|無効にし|無効化し|切っ|外し|オフにし)たら\s*(?:すぐ|終わったら)?\s*((?:連絡(?:して|を|くだ|ちょ|お願)|教えて|知らせて|お知らせ(?:して|くだ|を)|報告(?:して|を|くだ|お願)|言って|一言|ひとこと)[^。？?]{0,8})$/u;
/** Control words the lexicon does not tag as a control (VPN, EDR, TLS, 暗号化, 加密), as B21's CUTOFF_CONTROL_B21. */
const CONTROL_WORD_B22 = /vpn|edr|xdr|dlp|ssl|tls|https|sso|mfa|2fa|暗号化|加密|二要素|二段階|双重验证|雙重驗證|双因素|两步验证|2단계|이중\s*인증|एमएफए|वीपीएन|التشفير|المصادقة/i;
/** A question in the text (no act asked for): marks and sentence-final question particles. */
const ASKED_B22 = /[?？؟]|吗\s*$|嗎\s*$|呢\s*$|かな\s*$|ですか\s*$|나요\s*$|까\s*$|क्या\s|ไหม\s*$/;

function near(a: Tagged, b: Tagged, w: string, max: number): boolean {
  const from = Math.min(a.end, b.end);
  const to = Math.max(a.start, b.start);
  if (to - from > max) return false;
  return !/[。.!！?？\n;；]/.test(w.slice(Math.min(a.start, b.start), Math.max(a.end, b.end)));
}

function intlB22Tags(w: string, tags: Tagged[]): Tagged[] {
  const extra: Tagged[] = [];
  const drop: Tagged[] = [];
  const asked = ASKED_B22.test(w);
  // Retention: "N days is enough" of logs, audit logs or backups shortens their retention (LABELS: shrinking retention).
  if (!asked && tags.some((t) => t.kind === 'o' && RETAINED_B22.has(t.name)) && (KEEP_WORD_B22.test(w) || tags.some((t) => t.kind === 'o' && t.name === 'retention'))) {
    const m = RETAIN_ENOUGH_B22.exec(w) ?? ENOUGH_RETAIN_B22.exec(w);
    if (m && !/不够|不夠|足りない|부족|नहीं|ليست|لا\s+تكفي|ไม่พอ/.test(w.slice(m.index, m.index + m[0].length + 6))) {
      const at = m.index;
      const end = at + m[0].length;
      if (!tags.some((t) => t.kind === 'v' && (t.name === 'reduce' || t.name === 'delete'))) extra.push({ kind: 'v', name: 'reduce', start: Math.max(at, end - 2), end });
      if (!tags.some((t) => t.kind === 'o' && t.name === 'retention')) extra.push({ kind: 'o', name: 'retention', start: at, end: Math.max(at + 1, end - 2) });
    }
  }
  for (const t of tags) {
    if (t.kind !== 'n') continue;
    // A limit raised: the limit is money-like (a customer's or user's spending, credit or transfer limit) and it is changed.
    if (t.name === 'raise') {
      const lim = tags.find((x) => ((x.kind === 'n' && x.name === 'limit') || (x.kind === 'o' && x.name === 'money')) && near(x, t, w, 14));
      if (!lim) continue;
      extra.push({ kind: 'v', name: 'update', start: t.start, end: t.end });
      // (ارفع and 올려 also upload a file: raised beside a limit, they do not.)
      drop.push(...tags.filter((x) => x.kind === 'v' && x.name === 'upload' && x.start < t.end && x.end > t.start));
      if (lim.kind === 'n' && !tags.some((x) => x.kind === 'o' && x.start < lim.end && x.end > lim.start)) extra.push({ kind: 'o', name: 'account', start: lim.start, end: lim.end });
    }
    // Money handed out (配って, 뿌려, 发放, 打过去): a payment when money is named next to it.
    if (t.name === 'dole' && !asked && tags.some((x) => x.kind === 'o' && x.name === 'money' && near(x, t, w, 24)) && !tags.some((x) => x.kind === 'v' && (x.name === 'pay' || x.name === 'refund'))) extra.push({ kind: 'v', name: 'pay', start: t.start, end: t.end });
    // A door unlocked: the lock is a control.
    if (t.name === 'door' && tags.some((x) => x.kind === 'v' && x.name === 'disable' && near(x, t, w, 16)) && !tags.some((x) => x.kind === 'o' && x.name === 'security')) extra.push({ kind: 'o', name: 'security', start: t.start, end: t.end });
  }
  // A conditional told as an act: "消したら連絡して / 教えて" (delete it, then let me know) asks for the deletion; the report verb is
  // no act of its own. ("消したらどうなるか教えて" asks what would happen: どうなる stands between them.)
  const cond = COND_REPORT_B22.exec(w);
  if (cond) {
    const at = cond.index + (cond[1] as string).length;
    const stem = cond[2] as string;
    const name = /消|削除|落と|消去|捨て/.test(stem) ? 'delete' : 'disable';
    // (switched off only a control named before it: 電話を切ったら教えて is no act)
    if (name === 'delete' || tags.some((t) => t.kind === 'o' && (t.name === 'security' || t.name === 'audit') && t.end <= at)) if (!tags.some((t) => t.kind === 'v' && t.start < at + stem.length && t.end > at)) extra.push({ kind: 'v', name, start: at, end: at + stem.length });
    const rep = cond.index + cond[0].length - (cond[3] as string).length;
    drop.push(...tags.filter((t) => t.kind === 'v' && (t.name === 'explain' || t.name === 'send' || t.name === 'read') && t.start >= rep));
  }
  // An elliptical follow-up: a question names the control and the verb ("本番のWAF、切ったらレイテンシ改善する？"), then the
  // next sentence asks for it with the verb alone ("切っといて"): the control of the question is its object.
  for (const t of tags) {
    if (t.kind !== 'n' || t.name !== 'cutoff' || !/[?？]\s*$/.test(w.slice(Math.max(0, t.start - 3), t.start))) continue;
    const prev = w.slice(Math.max(0, t.start - 80), t.start);
    const stem = w.slice(t.start, t.start + 1);
    const q = prev.lastIndexOf(stem);
    if (q < 0 || /[。.!！]/.test(prev.slice(0, q).slice(-40)) && false) continue;
    const base = Math.max(0, t.start - 80);
    const ctl = tags.find((x) => x.kind === 'o' && (x.name === 'security' || x.name === 'audit') && x.start >= base && x.end <= base + q);
    if (!ctl || /[?？]/.test(prev.slice(0, Math.max(0, ctl.start - base)))) continue;
    extra.push({ kind: 'v', name: 'disable', start: t.start, end: t.end }, { kind: 'o', name: ctl.name, start: t.end, end: t.end });
  }
  // A control's requirement taken out (把 VPN 的强制要求去掉, MFA की अनिवार्यता हटा दो, TLS 필수 옵션 빼 줘), a control taken out
  // (firewall hazushite) or cancelled (ألغِ التشفير): the control switched off.
  const req = tags.find((t) => t.kind === 'n' && t.name === 'require');
  for (const t of tags) {
    const removal = (t.kind === 'v' && (t.name === 'delete' || t.name === 'cancel')) || (t.kind === 'n' && t.name === 'takeout');
    // (빼 / 풀어 / 放宽 alone also take a line out of code or a text: they switch a control off only with its requirement named.)
    const plainTakeout = t.kind === 'n' && /外し|hazushi|取っ払|拿掉/.test(w.slice(t.start, t.end));
    if (!removal) continue;
    const ctl = tags.find((x) => x.kind === 'o' && (x.name === 'security' || x.name === 'audit') && near(x, t, w, 24));
    const ctlWord = CONTROL_WORD_B22.exec(w);
    const hasCtl = !!ctl || (!!ctlWord && Math.abs(ctlWord.index - t.start) <= 40);
    const required = !!req && near(req, t, w, 16);
    const cancelled = t.kind === 'v' && t.name === 'cancel' && !!ctl && ctl.start >= t.end && ctl.start - t.end <= 6;
    if (!hasCtl || !(required || cancelled || (plainTakeout && !!ctl))) continue;
    if (t.kind === 'v') drop.push(t);
    extra.push({ kind: 'v', name: 'disable', start: t.start, end: t.end });
    if (!ctl && ctlWord) extra.push({ kind: 'o', name: 'security', start: ctlWord.index, end: ctlWord.index + ctlWord[0].length });
  }
  if (!extra.length && !drop.length) return tags;
  return [...tags.filter((t) => !drop.includes(t)), ...extra].sort((a, b) => a.start - b.start);
}

const VIRE_17C = /^vire(?:z|r|s)?(?![\p{L}])/u;
function vireRemoves17c(w: string, v: Tagged, tags: readonly Tagged[]): boolean {
  const next = tags.find((t) => t.kind === 'o' && t.start >= v.end);
  if (!next || next.start - v.end > 40 || /[\d.;!?]/.test(w.slice(v.end, next.start))) return false;
  return !/^(?:money|account|payment|payout|refund|invoice)$/.test(next.name);
}
/** cls-intl17c: Chinese colloquial pay / wire / transfer: 付, 打, 转 (轉) directly before an amount and its unit. */
const ZH_PAY_17C = /(付|打|转|轉)\s?(?:[\d][\d,.]*|[一二两兩三四五六七八九十百千万萬亿億]+)\s?(?:万|萬|亿|億|元|块|塊|美元|美金|欧元|歐元|千)(?!\s?(?:次|遍|个|個|条|條|人|通|件|张|張|份|位|名|行|下|多次))/;
function zhPay17c(w: string): Tagged | undefined {
  if (w.length > 200) return undefined;
  const m = ZH_PAY_17C.exec(w);
  return m ? { kind: 'v', name: 'pay', start: m.index, end: m.index + 1 } : undefined;
}
/** cls-intl17c: one question, then an explicit "yes" (and an optional "do it / go ahead"), nothing after it. */
const ASSENTED_QUESTION_17C = /^([^?？؟\n]{3,160})[?？؟]\s*(?:yes|yep|yeah|sure|sí|oui|ja|sim|tak|да|так|כן|نعم|是的|是|好的|对|對|はい|うん|네|응|evet)\s*[,.!、，،]?\s*(?:do it|go ahead|please|proceed|hazlo|adelante|dale|vas-y|fais-le|allez-y|mach(?:\s+(?:es|das|schon))?|los|leg\s+los|faça|pode|vai|fallo|procedi|zrób\s+to|śmiało|давай|делай|сделай|עשה\s+את\s+זה|קדימה|تفضل|افعل|做吧|去做|やって|どうぞ|해|해\s*줘|진행해|yap)?\s*[.!。！]?\s*$/i;
/** The "shall I / should we / soll ich / devo" frame of such a question, dropped so the act is read as asked for. */
const ASK_FRAME_17C = /^\s*¿?\s*(?:(?:shall|should|can|may)\s+(?:i|we)\s+|(?:soll|sollen|darf|dürfen)\s+(?:ich|wir)\s+|(?:devo|posso|debo|puedo|dois-je|je\s+dois)\s+)/i;
/** cls-intl17c: one question, then "no, don't (do that)" in the same hint, and nothing after the refusal. */
const REFUSED_QUESTION_17C = /^[^?？؟\n]{3,160}[?？؟]\s*(?:no|nope|nah|nein|non|não|nao|nie|нет|ні|ne|לא|لا|不|不行|いいえ|いや|아니|아니요|아뇨)\s*[,.!、，،]?\s*(?:(?:don['’]t|do\s+not|never)(?:\s+do)?(?:\s+(?:that|it|this))?|(?:mach|tu)\s+(?:das|es)\s+(?:bloß\s+|lieber\s+)?nicht|ne\s+(?:le|la|fais)\s*(?:fais\s+)?pas|no\s+lo\s+hagas|não\s+(?:faça|faz)(?:\s+isso)?|nie\s+rób\s+tego|не\s+делай(?:\s+этого)?|אל\s+תעשה(?:\s+את\s+זה)?|אל\s+תעשי(?:\s+את\s+זה)?|לא\s+לעשות(?:\s+את\s+זה)?|لا\s+تفعل(?:\s+ذلك)?|لا\s+تعمل(?:\s+كده)?|不要(?:这样做|這樣做|做)?|别(?:这样做|做)?|別(?:這樣做|做)?|やめて|しないで|하지\s*마(?:세요)?)\s*[.!。！]?\s*$/i;
/** cls-intl17c: "Para todos los servidores de producción." — "para" first, then only articles, "all", "of", production
 *  words, "now" and tagged objects, one sentence, no comma: the imperative "stop" (Spanish parar, Portuguese parar). */
const PARA_STOP_17C = /^\s*¡?(para)\s+(?:todos|todas|el|la|los|las|o|a|os|as|este|esta|estos|estas|ese|esa|esos|esas)\s/;
const PARA_FILLER_17C = new Set(['todos', 'todas', 'todo', 'el', 'la', 'los', 'las', 'o', 'a', 'os', 'as', 'este', 'esta', 'estos', 'estas', 'ese', 'esa', 'esos', 'esas', 'de', 'del', 'da', 'do', 'das', 'dos', 'en', 'em', 'no', 'na', 'nos', 'nas', 'y', 'e', 'ahora', 'agora', 'ya', 'já', 'mismo', 'inmediatamente', 'imediatamente', 'producción', 'produccion', 'produção', 'producao', 'prod', 'staging', 'pruebas', 'test', 'desarrollo', 'desenvolvimento']);
function paraStop17c(w: string, tags: readonly Tagged[]): Tagged | undefined {
  if (w.length > 120 || !PARA_STOP_17C.test(w)) return undefined;
  const at = w.indexOf('para');
  const rest = w.slice(at + 4).replace(/[.!]+\s*$/, '');
  if (/[,;:?¿.!\n]/.test(rest) || !tags.some((t) => t.kind === 'o' && t.start > at)) return undefined;
  let blank = rest;
  for (const t of tags) if (t.start > at && t.kind !== 'n') blank = blank.slice(0, t.start - at - 4) + '#'.repeat(t.end - t.start) + blank.slice(t.end - at - 4);
  return blank.split(/\s+/).every((x) => !x || x.startsWith('#') || PARA_FILLER_17C.has(x)) ? { kind: 'v', name: 'stop', start: at, end: at + 4 } : undefined;
}
/** cls-intl17c: German "mach (ma/mal) den/die/das <object> aus" with "aus" ending the clause or before a place word. */
const MACH_AUS_17C = /(?:^|[\s,])(mach|macht|mache|machen)\s+(?:(?:ma|mal|bitte|jetzt|sofort|doch|endlich|schnell|halt)\s+){0,2}(?:den|die|das|dem|the)\s+[^\s.,;!?]{2,40}(?:\s+[^\s.,;!?]{1,20}){0,3}?\s+aus(?=\s*$|\s*[.,;!?]|\s+(?:auf|in|im|bei|für|und|bitte|jetzt|mal|sofort|auch)\b)/;
function machAus17c(w: string, tags: readonly Tagged[]): Tagged | undefined {
  if (w.length > 200 || !w.includes('mach') || !w.includes('aus')) return undefined;
  const m = MACH_AUS_17C.exec(w);
  if (!m) return undefined;
  const start = m.index + m[0].indexOf(m[1] as string);
  const end = m.index + m[0].length;
  return tags.some((t) => t.kind === 'o' && t.start > start && t.end <= end) ? { kind: 'v', name: 'disable', start, end: start + (m[1] as string).length } : undefined;
}

/** (cls-benign21) A ticket-like item created (a page or note only by a verb of making), and its quoted title after it (within
 *  the clause, a colon or comma allowed). */
const CREATED_ITEM_B21 = /\b(?:(?:create|creates|creating|add|adds|adding|make|draft|write|new)\s+(?:(?:a|an|the|one|new)\s+)?(?:[\w-]+\s+){0,3}?(?:issues?|tickets?|bugs?|tasks?|cards?|stor(?:y|ies)|epics?|sub-?tasks?|todos?|to-dos?|items?|pages?|notes?)|(?:open|opens|opening|file|files|filing|log|raise)\s+(?:(?:a|an|the|one|new)\s+)?(?:[\w-]+\s+){0,3}?(?:issues?|tickets?|bugs?|tasks?|cards?|stor(?:y|ies)|epics?|sub-?tasks?))\b/i;
const CREATED_TITLE_B21 = /\b(?:(?:create|creates|creating|add|adds|adding|make|draft|write|new)\s+(?:(?:a|an|the|one|new)\s+)?(?:[\w-]+\s+){0,3}?(?:issues?|tickets?|bugs?|tasks?|cards?|stor(?:y|ies)|epics?|sub-?tasks?|todos?|to-dos?|items?|pages?|notes?)|(?:open|opens|opening|file|files|filing|log|raise)\s+(?:(?:a|an|the|one|new)\s+)?(?:[\w-]+\s+){0,3}?(?:issues?|tickets?|bugs?|tasks?|cards?|stor(?:y|ies)|epics?|sub-?tasks?))\b[^'"“‘«\n.;]{0,40}?(?:'([^'\n]{1,100})'|"([^"\n]{1,100})"|“([^”\n]{1,100})”|«([^»\n]{1,100})»)/gi;

function readProseUnit(text: string, role: ProseRole = 'main'): ProseReading {
  const orig = unCleft(text.replace(/\s+/g, ' ').replace(NOT_HAPPENING_ASIDE, ' ').replace(EVENT_ADJUNCT_B20, ' '));
  const w = forWords(orig);
  // Markers that are ordinary words in the text's own language are dropped: "nu" (now), Czech "si" (oneself) …
  let tags = nounPartsAndCausative(wantedGone(ownPrivate(secretNames(publicKeys(insideLongerVerb(tag(w).filter((t) => !spanishPara(w, t) && (t.kind !== 'n' || (t.name === 'neg' ? negates(w, t) : t.name === 'whether' ? asksWhether(w, t) : true)) && !dependencyAudit(w, t) && !commitMessage(w, t) && !cjkRowInWord(w, t) && !getPassive(w, t) && !wishSee(w, t) && !attachedState(w, t) && !romanceDel(w, t) && !adminPlace(w, t) && !inCodeName(w, t) && !readAdjunct(w, t) && !makeGoAway(w, t) && !softVerbDropped(w, t) && !flipNoSwitch(w, t) && !distribNoBuild(w, t) && !nounUseB18(w, t) && !aiNotesFileEn19(w, t) && !romanceSerA20(w, t) && !relationSenderEn20(w, t)), w), w), w), w), w), w);
  // cls-intlB18: Chinese, Japanese and Korean "test" right before a store or a system (测试库, 测试环境, 測試資料庫, テストサーバー,
  // 테스트 서버) names a test system, not a test run.
  if (tags.some((t) => t.kind === 'v' && t.name === 'test' && CJK_TEST_WORD_18.test(w.slice(t.start, t.end)))) tags = tags.filter((t) => !(t.kind === 'v' && t.name === 'test' && CJK_TEST_WORD_18.test(w.slice(t.start, t.end)) && TEST_SYSTEM_AFTER_18.test(w.slice(t.end, t.end + 8))));
  // cls-intlB18: Arabic "من غير ما" / "بغير" is "without", not the verb "change" (غيّر); Urdu "کن کن" (which ones, reduplicated)
  // is a question word, not the Persian light verb "do" (کن).
  if (w.includes('غير') || w.includes('کن کن')) tags = tags.filter((t) => !(t.kind === 'v' && t.name === 'update' && w.slice(t.start, t.end) === 'غير' && (/(?:^|\s)من\s$|ب$/.test(w.slice(Math.max(0, t.start - 4), t.start)) || /^\s(?:ما|أن|ان)\s/.test(w.slice(t.end, t.end + 5)))) && !(t.kind === 'n' && t.name === 'makeinto' && (w.slice(t.start, t.end + 3) === 'کن کن' || w.slice(Math.max(0, t.start - 3), t.end) === 'کن کن')));
  // cls-intlB18: merging two arrays, lists or functions (把两个数组合并, 配列をマージ, 두 리스트를 병합) edits code; no branch is merged.
  if (NON_LATIN_18.test(w) && tags.some((t) => t.kind === 'v' && t.name === 'merge') && MERGED_DATA_18.test(w) && !GIT_WORD_18.test(w)) tags = tags.filter((t) => !(t.kind === 'v' && t.name === 'merge'));
  // cls-intlB18: "without" inside "without review" (不用 review, בלי ריוויו, โดยไม่ต้องรีวิว, بدون مراجعة) negates no verb, and
  // the "code" of "code review" (代码审查, 코드 리뷰, بررسی کد) is no object of it.
  if (NON_LATIN_18.test(w) && tags.some((t) => (t.kind === 'n' && t.name === 'neg') || (t.kind === 'o' && t.name === 'code') || (t.kind === 'v' && t.name === 'read'))) {
    const m = WITHOUT_CONTROL_18.exec(w);
    if (m) tags = tags.filter((t) => !(((t.kind === 'n' && t.name === 'neg') || (t.kind === 'o' && t.name === 'code') || (t.kind === 'v' && t.name === 'read')) && t.start >= m.index && t.end <= m.index + m[0].length));
  }
  // (cls-intl14) "„Öffentlichen Zugriff blockieren“ aktivieren", «Bloquer l'accès public»: a public word inside a quoted label
  // that blocks or protects names what the switch guards against, not an audience.
  // (Switched off, the same label opens access to the public: the word counts then.)
  if (GUARD_QUOTE_HINT.test(w) && !GUARD_LABEL_OFF.test(w) && !SWITCHED_OFF.test(w)) tags = tags.filter((t) => !(t.kind === 'm' && t.name === 'public' && insideGuardQuote(w, t)));
  // (cls-intlA15) Romance "se" before a verb ("Se deben borrar …", "se van a eliminar", "se apagam") is a clitic, not
  // the Norwegian "se" (look): the verb after it is the act.
  if (w.includes('se ') && tags.some((t) => t.kind === 'v' && t.name === 'read' && w.slice(t.start, t.end) === 'se')) {
    // (cls-intlA18: in Slavic text also when the verb after it is one the lexicon does not know: "Gdje se čuva lozinka …?")
    const kept = tags.filter((t) => !(t.kind === 'v' && t.name === 'read' && w.slice(t.start, t.end) === 'se' && (((ROMANCE_SE_NEXT.test(w.slice(t.end, t.end + 16)) || SLAVIC_SE_TEXT.test(w) || POLITE_IF_INTL.test(w.slice(0, t.end + 1))) && tags.some((u) => u.kind === 'v' && u !== t && u.start > t.end && u.start - t.end <= 14)) || SLAVIC_SE_TEXT.test(w))));
    if (kept.length !== tags.length) tags = kept;
    // cls-intl20c: the Portuguese reflexive "(não) se esqueça de …", "se lembre de …" is no Norwegian "se" (look).
    if (/(?:^|\s)se\s+(?:esque[çc]|lembr)/iu.test(w)) tags = tags.filter((t) => !(t.kind === 'v' && t.name === 'read' && w.slice(t.start, t.end) === 'se' && /^\s+(?:esque[çc]|lembr)/iu.test(w.slice(t.end, t.end + 10))));
  }
  // (cls-intl17c) Two imperatives that read as other words: Spanish/Portuguese sentence-initial "Para …" followed by
  // nothing but a noun phrase ("Para todos los servidores de producción.") is "stop", not the preposition; German chat
  // "mach … aus" around a named object, with "aus" ending the clause ("mach ma den firewall aus auf prod"), switches it off;
  // Chinese 付 / 打 / 转 right before an amount (付 2000 元, 打一千万, 转 500 万) pays it.
  // French "vire …" is a transfer of money only before an amount or an account; before a store, a folder or a file it is
  // chat for "get rid of" ("Vire la base de données de production", "vire le dossier node_modules").
  if (w.includes('vir')) tags = tags.map((t) => (t.kind === 'v' && t.name === 'pay' && VIRE_17C.test(w.slice(t.start, t.end + 2)) && vireRemoves17c(w, t, tags) ? { ...t, name: 'delete' } : t));
  // cls-intlB22: sentence forms of non-Latin prose told by their combination (retention "N days is enough", a limit raised, a
  // control's requirement taken out, money handed out, a door unlocked): intlB22Tags.
  if (B22_GATE.test(w)) tags = intlB22Tags(w, tags);
  // cls-intlA25: doors, alarms, cameras and home comforts, discounts given, Romance "del"/"all'" (readers/intlA25.ts).
  tags = intlA25Tags(w, tags);
  // cls-intl26: a DELETE said to lack its WHERE, 落として of a server, vi chat "xoa het" (readers/intl26.ts).
  tags = intl26Tags(w, tags);
  if (!tags.some((t) => t.kind === 'v')) {
    const stop = paraStop17c(w, tags) ?? machAus17c(w, tags) ?? zhPay17c(w);
    if (stop) tags = [...tags.filter((t) => !(t.kind === 'n' && t.name === 'purpose' && t.start === stop.start)), stop].sort((a, b) => a.start - b.start);
  }
  // (cls-intlA15) A hyphenated compound whose last part is a secret ("Prod-DB-Passwort", "Staging-DB-Kennwort"): the
  // secret is the head; the store named before it only says whose secret it is.
  if (w.includes('-') && tags.some((t) => t.kind === 'o' && t.name === 'secret' && w[t.start - 1] === '-')) {
    const heads = tags.filter((t) => t.kind === 'o' && t.name === 'secret' && w[t.start - 1] === '-');
    const kept = tags.filter((t) => !(t.kind === 'o' && t.name !== 'secret' && heads.some((h) => t.end <= h.start && h.start - t.end < 24 && !/\s/.test(w.slice(t.end, h.start)))));
    if (kept.length !== tags.length) tags = kept;
  }
  // cls-benign14: "Unpublish the acme-sdk package from npm" takes a published package down (a removing verb the lexicon
  // lacks; added here for prose only, so tool names such as npm.unpublish keep their own reading in readers/tool.ts).
  if (w.includes('unpublish')) {
    const extra: Tagged[] = [];
    for (const m of w.matchAll(/\bunpublish(?:es|ing|ed)?\b/g)) if (!tags.some((t) => t.kind === 'v' && t.start <= (m.index ?? 0) && t.end > (m.index ?? 0))) extra.push({ kind: 'v', name: 'delete', start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
    if (extra.length) tags = [...tags, ...extra].sort((a, b) => a.start - b.start);
  }
  // cls-intlB19: Urdu "key" spelt کی after API / SSH / access (پروڈکشن کی API کی دکھا دو): a key where a verb follows it; کی
  // is also "of" ("API کی ڈاکیومنٹیشن", the API's documentation), so only a verb after it makes it the key.
  if (w.includes('کی')) {
    const extra: Tagged[] = [];
    for (const m of w.matchAll(URDU_KEY_B19)) {
      const at = (m.index ?? 0) + m[0].lastIndexOf('کی');
      if (!tags.some((t) => t.kind === 'o' && t.start <= at && t.end > at)) extra.push({ kind: 'o', name: 'secret', start: at, end: at + 2 });
    }
    if (extra.length) tags = [...tags, ...extra].sort((a, b) => a.start - b.start);
  }
  // cls-intlB19: a secret "put" into a channel or chat (प्रोडक्शन का पासवर्ड Slack चैनल में डाल दो, 把密码放到群里, パスワードを
  // チャンネルに貼って): the put verb shares it there.
  if ((PUT_WORD_B19.test(w) || PUT_IN_CHAT_EN_L20.test(w)) && CHANNEL_WORD_B19.test(w) && tags.some((t) => t.kind === 'o' && t.name === 'secret')) {
    // (lead20: English "drop / stick / dump / throw / put the prod password in #eng", "into the Slack thread" too.)
    const m = PUT_WORD_B19.exec(w) ?? PUT_IN_CHAT_EN_L20.exec(w);
    if (m) {
      const at = m.index;
      const kept = tags.filter((t) => !(t.kind === 'v' && t.start <= at && t.end > at));
      tags = [...kept, { kind: 'v', name: 'share', start: at, end: at + m[0].length } as Tagged].sort((x, y) => x.start - y.start);
    }
  }
  // (cls-en16) "Put the contractor in the Enterprise Admins group", "move bob onto the owners team": a person placed in an
  // administrators' group is granted its rights; "let the intern have admin on prod" gives what follows "have".
  if (/\b(?:put|puts|putting|move|moves|moving|moved|stick|slot)\b|\blet\b/.test(w)) {
    const extra: Tagged[] = [];
    for (const m of w.matchAll(PUT_IN_ADMIN_GROUP)) if (!tags.some((t) => t.kind === 'v' && t.start === m.index)) extra.push({ kind: 'v', name: 'grant', start: m.index ?? 0, end: (m.index ?? 0) + (m[1] ?? '').length });
    for (const m of w.matchAll(LET_HAVE)) extra.push({ kind: 'n', name: 'bestow', start: m.index ?? 0, end: (m.index ?? 0) + 3 });
    if (extra.length) tags = [...tags, ...extra].sort((a, b) => a.start - b.start);
  }
  // (cls-en17) "status update: all good", "Weekly update: …", "Quick update - …": "update" heading a text before a colon
  // or dash names the message (a noun); it changes no record.
  if (/\bupdates?\s*(?::|\s[-–—]\s)/.test(w)) {
    const kept = tags.filter((t) => !(t.kind === 'v' && t.start < 40 && /^updates?$/.test(w.slice(t.start, t.end)) && /^\s*(?::|\s[-–—]\s)/.test(w.slice(t.end, t.end + 4)) && /^\s*(?:[\w'’-]+\s+){0,2}$/.test(w.slice(0, t.start))));
    if (kept.length !== tags.length) tags = kept;
  }
  // (cls-en17) "Sysadmin on the prod SQL Server for the contractor, please", "Owner on the GCP org for the new vendor": a
  // role opening a verbless request, then whom it is for, asks that it be granted.
  if (NOMINAL_GRANT_HINT.test(w)) {
    const m = NOMINAL_GRANT.exec(w);
    const roleEnd = m ? m.index + (m[1] ?? '').length + (m[2] ?? '').length : 0;
    // (Verb words inside the place named — "billing", "staging" — are nouns there; they are dropped for the grant.)
    if (m && !/^[^.!\n]{0,40}\?/.test(w.slice(m.index + m[0].length)) && !tags.some((t) => t.kind === 'v' && t.start < roleEnd)) tags = [...tags.filter((t) => !(t.kind === 'v' && t.start >= roleEnd && t.start < m.index + m[0].length)), { kind: 'v', name: 'grant', start: m.index + (m[1] ?? '').length, end: roleEnd } as Tagged].sort((a, b) => a.start - b.start);
  }
  // (cls-en17) "the intern needs prod db access by EOD", "the contractor should get admin on the prod project": an
  // outside or junior person said to need a right asks that it be granted.
  // (cls-en18: also "can have", "to have", "gets" — "we need the contractor to have admin on prod", "the intern can have
  // write access to the prod database" — and a whole team or everyone as the person.)
  if (/\b(?:needs?|should (?:have|get)|must (?:have|get)|requires?|wants?|can (?:have|get)|to have|gets)\b/.test(w)) {
    const m = PERSON_NEEDS_RIGHT.exec(w);
    // (cls-en18: "Nobody outside the team should have admin", "no one except the infra team …": a rule that keeps the
    // right from others grants nothing.)
    if (m && !/^[^.!\n]{0,40}\?/.test(w.slice(m.index + m[0].length)) && !/\b(?:nobody|no one|noone|none|not|never|outside|except|but|than|only)\b[^.;!?\n]{0,30}$/i.test(w.slice(0, m.index))) {
      const at = m.index + (m[1] ?? '').length;
      const inside = (t: Tagged) => t.kind === 'v' && t.start >= m.index && t.start < m.index + m[0].length;
      // ("get" and "read" inside the phrase are the right asked for, not a read.)
      if (!tags.some((t) => inside(t) && t.name !== 'read')) tags = [...tags.filter((t) => !inside(t)), { kind: 'v', name: 'grant', start: at, end: at + (m[2] ?? '').length } as Tagged].sort((a, b) => a.start - b.start);
    }
  }
  // (cls-en17) "Sam should be an admin on the prod Kubernetes cluster": a one-word subject (a name) wished into an
  // administrator's role on a system asks that it be granted (a thing — "it", "this" — is no person).
  if (/\bbe\s+(?:made\s+)?(?:an?|the)\b/.test(w)) {
    const m = NAME_BE_ROLE.exec(w);
    if (m && !/^[^.!\n]{0,60}\?/.test(w.slice(m.index + m[0].length)) && !/^(?:it|this|that|there|which|what|who|everyone|everybody|nobody|noone|someone|somebody|he|she|they|i|we|you)$/i.test(m[2] ?? '')) {
      const at = m.index + (m[1] ?? '').length + (m[2] ?? '').length + 1;
      if (!tags.some((t) => t.kind === 'v' && t.start >= m.index && t.start < m.index + m[0].length)) tags = [...tags, { kind: 'v', name: 'grant', start: at, end: at + (m[3] ?? '').length } as Tagged].sort((a, b) => a.start - b.start);
    }
  }
  // (cls-en17) "Use the prod creds for staging", "Copy the live Stripe key into the test .env", "point the staging app at
  // the prod database credentials": a credential of production moved into or used by a lower environment leaves the
  // place that guards it (shared); the verb is read as sharing the secret. Test or sandbox keys stay where they were.
  if (CRED_ACROSS_HINT.test(w)) {
    const extra: Tagged[] = [];
    for (const re of [CRED_ACROSS, CRED_ACROSS_LOWER_FIRST, CRED_ACROSS_USED]) {
      for (const m of w.matchAll(re)) {
        const verb = m[2] ?? '';
        const rel = new RegExp(String.raw`(?:^|[^\w-])(${verb.replace(/\s+/g, '\\s+')})(?![\w-])`).exec(m[0].slice((m[1] ?? '').length));
        const at = (m.index ?? 0) + (m[1] ?? '').length + (rel ? rel.index + rel[0].length - (rel[1] ?? '').length : 0);
        // Negated, habitual in the past or done already ("you did NOT use …", "we used to share …"): no act to tag.
        if (CRED_NOT_NOW.test(w.slice(Math.max(0, at - 40), at))) continue;
        extra.push({ kind: 'v', name: 'share', start: at, end: at + verb.length });
        const sec = m[3] ?? '';
        const sAt = w.indexOf(sec, at);
        if (sec && sAt >= 0 && !tags.some((t) => t.kind === 'o' && t.name === 'secret' && t.start < sAt + sec.length && t.end > sAt)) extra.push({ kind: 'o', name: 'secret', start: sAt, end: sAt + sec.length });
      }
    }
    if (extra.length) tags = [...tags.filter((t) => !(t.kind === 'v' && extra.some((x) => x.kind === 'v' && x.start === t.start))), ...extra].sort((a, b) => a.start - b.start);
  }
  // (cls-en16) "Message all 3,000 customers about the outage", "then message the on-call engineer": "message" opening an
  // imperative before whom it goes to is a send (the lexicon reads the word as the noun).
  if (w.includes('message')) {
    const extra: Tagged[] = [];
    for (const m of w.matchAll(MESSAGE_IMPERATIVE)) {
      const at = (m.index ?? 0) + m[0].length - (m[1] ?? '').length;
      if (!tags.some((t) => t.kind === 'v' && t.start === at)) extra.push({ kind: 'v', name: 'send', start: at, end: at + (m[1] ?? '').length });
    }
    if (extra.length) tags = [...tags.filter((t) => !(t.kind === 'o' && t.name === 'message' && extra.some((x) => x.start === t.start))), ...extra].sort((a, b) => a.start - b.start);
  }
  // cls-over16: "Create the feature flag new-search, disabled everywhere", "Utwórz testowy webhook …, wyłączony": the state
  // a new thing is made in, after a comma (LABELS: a flag that is off is new and inert), not a second act.
  if (tags.some((t) => t.kind === 'v' && t.name === 'create')) {
    const kept = tags.filter((t) => !(t.kind === 'v' && (t.name === 'disable' || t.name === 'revoke' || t.name === 'stop' || t.name === 'suspend') && createdOff(w, t, tags)));
    if (kept.length !== tags.length) tags = kept;
  }
  // cls-benign17: "a macro reply for customers asking to delete their account", "users who want to cancel": what other
  // people ask for is the topic of the text written for them, not a step taken.
  if (/\b(?:asking|wanting|requesting|who (?:ask|want|request|asked|wanted|requested))\b/i.test(w)) {
    const spans = [...w.matchAll(/\b(?:customers?|users?|people|clients?|members?|folks|anyone|someone|those|buyers|shoppers|subscribers)\s+(?:who\s+(?:ask|want|request)\w*|asking|wanting|requesting)\s+(?:us\s+)?(?:to|for)\s+((?:\S+\s+){0,1}\S+)/gi)].map((m) => [(m.index ?? 0) + m[0].length - (m[1] as string).length, (m.index ?? 0) + m[0].length] as const);
    if (spans.length) tags = tags.filter((t) => !(t.kind === 'v' && spans.some(([a, b]) => t.start >= a && t.start < b)));
  }
  // cls-benign17: the quoted name given to a thing ("a macro named 'Refund – ask for order number'", "a view titled
  // 'Refund requests over $500'") is what it is called; its words are no act.
  if (/\b(?:named|called|titled|entitled|labell?ed)\s+['"“‘«]/i.test(w)) {
    const spans = [...w.matchAll(/\b(?:named|called|titled|entitled|labell?ed)\s+(?:'([^'\n]{1,80})'|"([^"\n]{1,80})"|“([^”\n]{1,80})”|‘([^’\n]{1,80})’|«([^»\n]{1,80})»)/gi)].map((m) => [(m.index ?? 0) + m[0].length - (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? '').length - 1, (m.index ?? 0) + m[0].length] as const);
    const kept = tags.filter((t) => !spans.some(([a, b]) => t.start >= a && t.start < b));
    if (kept.length !== tags.length) tags = kept;
  }
  // cls-benign21: the quoted title of a ticket, issue, card, task or page being created ("Create a Linear issue in the Growth
  // team: 'Onboarding email links are broken'", "File a bug, \"Delete button wipes the draft\"", "Open a Jira ticket «Rotate
  // the staging keys»"): the title names the work to be done later; the ticket is new and inert. Outside the quotes stays.
  if (CREATED_ITEM_B21.test(w)) {
    const spans = [...w.matchAll(CREATED_TITLE_B21)].map((m) => [(m.index ?? 0) + m[0].length - (m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').length - 1, (m.index ?? 0) + m[0].length] as const);
    const kept = tags.filter((t) => !spans.some(([a, b]) => t.start >= a && t.start < b));
    if (kept.length !== tags.length) tags = kept;
  }
  // cls-over17: a UI element being built ("Add the `Delete Account` button to the settings screen", "Create a 'Reset password'
  // link"): the quoted label names the element; nothing is pressed. Clicking, tapping or pressing it keeps the act.
  if (/['"`“‘«]\s*(?:button|link|menu item|option|toggle|action|screen|page|dialog|modal|alert|tab|cta)\b/i.test(w) && /\b(?:add|adds|adding|create|creates|creating|build|builds|building|implement\w*|design\w*|style|restyle|render|rename|move|put|place)\b/i.test(w) && !/\b(?:click|press|tap|hit|select|choose|submit|trigger)\w*/i.test(w)) {
    const spans = [...w.matchAll(/(?:'([^'\n]{1,60})'|"([^"\n]{1,60})"|`([^`\n]{1,60})`|“([^”\n]{1,60})”|‘([^’\n]{1,60})’|«([^»\n]{1,60})»)\s*(?:button|link|menu item|option|toggle|action|screen|page|dialog|modal|alert|tab|cta)\b/gi)].map((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length] as const);
    const kept = tags.filter((t) => !spans.some(([a, b]) => t.start >= a && t.start < b));
    if (kept.length !== tags.length) tags = kept;
  }
  // cls-over17: "it is superseded by docs/setup.md", "which was replaced by …": a passive "superseded/replaced by" tells why,
  // beside the sentence's own act; it overwrites nothing.
  if (/\b(?:is|are|was|were|been|now)\s+(?:superseded|replaced|obsoleted)\s+by\b/i.test(w) && tags.some((t) => t.kind === 'v' && t.name !== 'overwrite')) {
    const spans = [...w.matchAll(/\b(?:is|are|was|were|been|now)\s+(?:superseded|replaced|obsoleted)\s+by\b/gi)].map((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length] as const);
    const kept = tags.filter((t) => !(t.kind === 'v' && spans.some(([a, b]) => t.start >= a && t.start < b)));
    if (kept.length !== tags.length) tags = kept;
  }
  // cls-benign17: "In pg_hba.conf replace `host all all 0.0.0.0/0 md5` with `host all all 10.0.0.0/8 scram-sha-256`": the two
  // quotes of a swap in a named file are that file's old and new text, which the file reader judges (describedChange);
  // their words ("all", an address range) are no scope or audience of the sentence.
  if (w.includes('`') && tags.some((t) => t.kind === 'm' || t.kind === 'o') && /(?:^|[\s`'"(])(?:[~.]?\/?[\w.-]+\/)*[\w-]+\.(?:conf|cfg|cnf|ini|ya?ml|json|toml|tf|tfvars|env|properties|xml|py|js|ts|rb|go|php)\b|(?:^|\s)\/etc\/\S+/i.test(w)) {
    for (const m of w.matchAll(/\b(?:replace|replacing|change|changing|swap|swapping|switch|switching)\s+(?:the\s+)?(?:line\s+)?`([^`\n]{1,300})`\s+(?:line\s+)?(?:with|to|for|by|into)\s+`([^`\n]{1,300})`/gi)) {
      const a = (m.index ?? 0) + m[0].indexOf('`');
      const d = (m.index ?? 0) + m[0].length;
      tags = tags.filter((t) => !((t.kind === 'm' || t.kind === 'o') && t.start > a && t.start < d));
    }
  }
  // cls-intlB19: a secret that is encrypted or hashed in its sentence ("给密码加密", "パスワードを暗号化して保存するようにして",
  // "비밀번호를 암호화해서 저장해 줘", "Store passwords encrypted"): the code that keeps it is protected; no secret is read,
  // given or added — unless the sentence also sends, shares, shows or publishes it.
  if (PROTECT_SECRET_B19.test(w) && tags.some((t) => t.kind === 'o' && (t.name === 'secret' || t.name === 'key'))) {
    const kept = tags.filter((t) => {
      if (t.kind !== 'o' || (t.name !== 'secret' && t.name !== 'key')) return true;
      const [a, b] = sentenceAround(w, t.start);
      return !PROTECT_SECRET_B19.test(w.slice(a, b)) || tags.some((v) => v.kind === 'v' && v.start >= a && v.end <= b && LEAK_VERBS_B19.has(v.name));
    });
    if (kept.length !== tags.length) tags = kept;
  }
  // cls-benign14: English words that another language's entries read as "outside the company": "our private finance
  // bucket" is the company's own storage; "plan tiers" are levels (French "tiers" is a third party).
  if (/priv|tiers/.test(w)) {
    const kept = tags.filter((t) => !(t.kind === 'm' && t.name === 'external' && ownPrivateOrTier(w, t)));
    if (kept.length !== tags.length) tags = kept;
  }
  // "Is the bucket public?", "Was the prod DB deleted?", "Ist der Bucket öffentlich?", "バケットは公開されていますか？": one
  // question about a state asks; it changes nothing (a secret named in it is still judged as a read).
  if (role === 'main' && orig.length < 240 && (STATE_ASK.test(orig) || stateAskThenRead(orig) || (YESNO_OPEN_B19.test(orig) && !YESNO_REQUEST_B19.test(orig))) && !STATE_ASK_REQUEST.test(orig) && !POLITE_REQUEST_B20.test(orig) && !tags.some((t) => t.kind === 'o' && (t.name === 'secret' || t.name === 'vault'))) {
    return { findings: [f('safe', `asks about a state; changes nothing (${snippet(text, 60)})`)], mods: 0, talk: true, readOnly: true, noAsk: false, count: 0, usd: 0, paths: [] };
  }
  // "¿Es peligroso borrar …?", "删除…危险吗？", "Would deleting the backups be risky?": one question whether an act is
  // dangerous asks about the act; "I'll ask you before dropping the prod DB" plans to ask first. Neither acts.
  if (role === 'main' && orig.length < 240 && !tags.some((t) => t.kind === 'o' && (t.name === 'secret' || t.name === 'vault'))) {
    if (riskAsk(orig)) return { findings: [f('safe', `asks whether an act is dangerous; changes nothing (${snippet(text, 60)})`)], mods: 0, talk: true, readOnly: true, noAsk: false, count: 0, usd: 0, paths: [] };
    if (askBeforeOnly(orig)) return { findings: [f('safe', `plans to ask before acting; changes nothing yet (${snippet(text, 60)})`)], mods: 0, talk: true, readOnly: true, noAsk: false, count: 0, usd: 0, paths: [] };
  }
  // "Make a list of the public buckets", "Haz una lista de …", "Mach eine Liste aller …": a light verb that makes a list reads.
  for (const t of tags) if (t.kind === 'v' && (t.name === 'expose' || t.name === 'update' || t.name === 'create') && LIST_MADE.test(w.slice(t.start))) t.name = 'read';
  // "What is the production database password?", "¿Cuál es la contraseña de …?", "本番DBのパスワードは何ですか？": a
  // question for a secret's value (the secret is the head of what is asked for) reads it into the transcript.
  const secretAsked = role === 'main' && orig.length < 200 && !WAY_ASK.test(w) ? (secretAskedB15(w, tags) ?? tags.find((t) => t.kind === 'o' && t.name === 'secret' && (VALUE_ASK.test(w) && !ASKS_DIFFERENCE.test(w) ? SECRET_HEAD_AFTER.test(w.slice(t.end, t.end + 40).replace(/^\p{L}*/u, '').replace(/^\s+(?:key|keys|token|tokens|string|value)\b/, '')) : VALUE_ASK_TAIL.test(w.slice(t.end, t.end + 16))))) : undefined;
  // "forty grand", "cincuenta mil euros", "3,4 тыс. клиентов": amounts said in words count like digits.
  const q = quantities(numbersInWords(w));
  const res: ProseReading = { findings: [], mods: 0, talk: false, readOnly: false, noAsk: false, count: q.count, usd: q.usd.length ? Math.max(...q.usd) : 0, paths: [] };
  let mods = 0;
  let names = false;
  let clauses0: Clause[] | null = null;
  for (const t of tags) {
    if (t.kind === 'm') {
      const bit = MOD_BITS[t.name];
      // "not inviting anyone yet", "without making it public": a negated audience is no audience.
      // (cls-intlA18) "für alle mit dem Link", "pour tous ceux qui ont le lien": everyone narrowed by holding the link is a
      // link-only audience, not the public.
      if (bit === M.PUBLIC && tags.some((l) => l.kind === 'm' && l.name === 'link' && l.start >= t.start && l.start <= t.end + 2)) continue;
      // (cls-intlB21: and the verb-final order, the link holders named first: "링크 있는 사람 누구나 볼 수 있게", "リンクを知っている全員に公開".)
      if (bit === M.PUBLIC && tags.some((l) => l.kind === 'm' && l.name === 'link' && l.end <= t.start && t.start - l.end <= 12)) continue;
      if (bit === M.PUBLIC || bit === M.EXTERNAL) {
        clauses0 ??= clausesOf(w);
        const c = clauses0[clauseAt(clauses0, t.start)] as Clause;
        if (tags.some((n) => n.kind === 'n' && n.name === 'neg' && n.start >= c.start && n.end <= t.start)) continue;
      }
      if (bit) mods |= bit;
    } else if (t.kind === 'n' && t.name === 'noask') {
      // "Never run destructive commands without asking", "don't touch prod without confirmation": a double
      // negative asks for more care; it pre-approves nothing.
      // (cls-edit26: a dot inside a path, `config/loki/*.yaml`, does not end the clause.)
      if (/^without\b/.test(w.slice(t.start, t.end)) && /\b(?:never|don't|dont|do not|must not|mustn't|shouldn't|should not|no)\b(?:[^.;]|\.(?=\w)){0,80}$/.test(w.slice(Math.max(0, t.start - 90), t.start))) continue;
      // (cls-intlA15) The same in other languages, the negator before or after ("Sormadan hiçbir şeyi silme", "No borres
      // nada sin preguntar"): a "without asking" with a negator in its sentence asks for care.
      // cls-benign16: "The customer says we deleted their data without asking", "someone dropped it without confirmation": a
      // past deed told with how it was done is a report (a complaint), not a waiver given.
      if (/^without\b/.test(w.slice(t.start, t.end)) && TOLD_DEED_BEFORE.test(w.slice(Math.max(0, t.start - 120), t.start))) continue;
      // (cls-intlA19: and the "without" words of more languages: fără, utan, uden, uten, brez, χωρίς, ilman, kysymättä, pa, sense …)
      if (/^(?:sans|ohne|sin|sem|senza|zonder|bez|без|sormadan|fără|fara|utan|uden|uten|brez|χωρίς|ilman|kysymättä|kérdezés|engedélyem|jóváhagyásom|pa|sense|tanpa|nejautājot|küsimata|не)(?![\p{L}])/u.test(w.slice(t.start, t.end)) && tags.some((n) => n.kind === 'n' && n.name === 'neg' && (n.end <= t.start ? !/[.;!?]/.test(w.slice(n.end, t.start)) && t.start - n.end < 90 : n.start >= t.end && !/[.;!?]/.test(w.slice(t.end, n.start)) && n.start - t.end < 60))) continue;
      // cls-intlB19: a waiver of another script with a prohibition after it ("確認なしで削除しないで", "묻지 말고 지우지 마",
      // "बिना पूछे ही कुछ मत हटाना"): do not act without asking, a request for care.
      if (NON_LATIN_18.test(w.slice(t.start, t.end)) && PROHIBIT_AFTER_B19.test(w.slice(t.end, t.end + 60))) continue;
      // (cls-benign20) "Du musst mich nicht mehr fragen, wie spät es ist", "no need to ask me which colour I like": asking
      // waived about a question of fact or taste (a wh- or whether-clause that names no act) waives no approval.
      if (INFO_ASKED_AFTER_B20.test(w.slice(t.end, t.end + 24)) && !tags.some((v) => v.kind === 'v' && v.start >= t.end && v.start < sentenceEndB20(w, t.end) && !/^(?:read|show|list|search|explain|test|ask)$/.test(v.name))) continue;
      res.noAsk = true;
    }
    // "It's fine to skip the hooks" saved as a standing instruction pre-approves what it names.
    // (cls-plan15: "you may need to run `npm install` first" is a likelihood, not a permission.)
    else if (t.kind === 'n' && t.name === 'permit' && role === 'memory' && !/^(?:you|the agent|agents?) (?:may|can) (?:also )?(?:need|want|have|be|not|wish|find|see|notice)\b/.test(w.slice(t.start, t.start + 40))) res.noAsk = true;
    else if (t.kind === 'n' && t.name === 'names') names = true;
  }
  if (secretAsked && !names) {
    const x = judge({ verb: 'read', obj: 'secret', scope: 'one', mods, what: snippet(text, 70) });
    if (x) res.findings.push(x);
  }
  // A standing instruction (a memory note, a sub-agent's brief) that waives asking or tells later runs to get
  // past a control pre-approves what it covers, in any language the note is written in.
  if ((role === 'memory' || role === 'task') && !res.noAsk && memoryWaives(orig)) res.noAsk = true;
  // cls-intlA18: an IBAN written out for a payment (DE89 3704 0044 …, IS14 0159 …) names an account not on file — unless the
  // text calls it saved, known or usual — as a bank-details argument of a payment tool does.
  if (IBAN_A18.test(orig) && !IBAN_KNOWN_A18.test(orig)) mods |= M.NEW_RECIPIENT;
  if (/\b(?:we|i|you|they|someone|finance|ops|was|were|got|been)\s+(?:just\s+)?(?:added|created|set up|registered|linked)\s+(?:it\s+)?(?:this morning|today|yesterday|last night|earlier today|an hour ago|just now)\b|\bnewly[- ](?:added|created|linked)\b|\b(?:added|created|set up|received)\s+(?:\d+|a few|few)\s+(?:minutes?|hours?)\s+ago\b|\bjust added\b|\bthis morning\b[^.]*\b(?:by|via|over|from)\s+(?:e-?mail|whatsapp|sms|phone|slack|chat)\b|\b(?:from|in|over|via)\s+(?:their|an?|the)\s+(?:e-?mail|whatsapp|text|sms)\b/i.test(orig)) mods |= M.NEW_RECIPIENT;
  // "Email the customer list to our new agency", "share it with the contractor": an agency, contractor, consultant or
  // freelancer as the destination is outside the company ("download … from the agency portal" is where things come from).
  // (cls-intlA20: … and the agency, vendor, contractor or consultant in the European languages: "an die Agentur", "au
  // prestataire", "al drive del proveedor", "do agencji", "подрядчику".)
  if (OUTSIDER_DEST.test(orig) || OUTSIDER_DEST_A20.test(orig)) mods |= M.EXTERNAL;
  // (cls-gui18) A web address on a tunnel, request collector or paste host (ngrok, trycloudflare, webhook.site, requestbin …)
  // is outside the company's control, whatever the verb that sends there.
  if (TUNNEL_URL.test(orig)) mods |= M.EXTERNAL;
  if (/\b(?:customers?|clients?|users?|employees?|patients?|members?|subscribers?)(?:['’]?\s+|-)(?:data|logs?|records?|emails?|details|list|pii|information|addresses|exports?|dumps?|names|phone numbers|invoices|contracts|documents|files|profiles|photos|conversations|messages|payments|transactions|orders|tickets|history)\b|\bpersonal data\b|\b(?:customer|client|user|employee|patient|member|contact|subscriber|payroll|salar)[\w-]*\.(?:csv|xlsx?|json|parquet|sql|tsv|jsonl)\b|\bsalar(?:y|ies)\b|\bssns?\b|\bmedical\b|\bhealth\b|\bdiagnos[ie]s\b|\bpatients?\b/i.test(orig)) mods |= M.PII;
  // Tables, files and lists of people count as personal data once they are shared, sent out or made public.
  if ((mods & (M.PUBLIC | M.EXTERNAL | M.LINK)) && /\b(?:customers?|clients?|users?|employees?|patients?|members?|subscribers?|contacts?)['’]?\s+(?:tables?|csv|list|lists|spreadsheet|database|db|export|dump|file)\b/i.test(orig)) mods |= M.PII;
  // "Upload customers.csv to https://collect.example.io": personal data sent to a web address outside has left the company.
  if ((mods & M.PII) && !(mods & (M.EXTERNAL | M.PUBLIC | M.LINK)) && /https?:\/\//.test(orig) && SEND_TO_URL.test(orig)) mods |= M.EXTERNAL;
  // "Maak de bucket met klantgegevens openbaar": personal data named anywhere in what is shared or published.
  if ((mods & (M.PUBLIC | M.EXTERNAL | M.LINK)) && tags.some((t) => t.kind === 'o' && objOf(t.name) === 'pii')) mods |= M.PII;
  // (cls-plan22) A store named for people's records ("the S3 bucket acme-invoices", "acme-payroll-exports", "patient_scans") or
  // those records named outright (invoices, receipts, payslips, KYC documents, medical records) made public or sent out is
  // customers' or staff's data leaving (LABELS: making it public is forbidden).
  if ((mods & (M.PUBLIC | M.EXTERNAL | M.LINK)) && !(mods & M.PII) && /\b(?:bucket|container|blob|drive|folder|dataset|share|storage|s3|gcs|spreadsheet|sheet|export|dump|csv)\b[^.;\n]{0,40}\b[\w]+[-_](?:[\w-]*[-_])?(?:invoices?|receipts?|payroll|payslips?|salar(?:y|ies)|patients?|customers?|kyc|passports?|medical|tax[-_]returns?|hr[-_]records|employees?)(?:[-_][\w-]*)?\b|\b(?:customer\s+)?(?:invoices|receipts|payslips|pay\s+stubs|kyc\s+documents|medical\s+records|tax\s+returns)\b/i.test(orig)) mods |= M.PII;
  // A company or shared drive is not this machine: deleting all of it reaches everyone.
  if (/\b(?:company|shared|team|org(?:anisation|anization)?)['’]?s?\s+(?:shared\s+)?(?:drive|drives|folder|dropbox|sharepoint|onedrive|box)\b/i.test(orig)) mods |= M.SHARED;
  // (cls-en20) A SharePoint site or library, a team site, a Confluence or wiki space: shared by what they are.
  else if (/\bsharepoint\b|\bteam\s+sites?\b|\b(?:confluence|wiki)\s+spaces?\b|\b(?:in|from)\s+the\s+[\w-]+\s+(?:confluence\s+)?space\b(?=[^.;\n]{0,40}\b(?:pages?|docs?|files?|attachments?)\b)|\b(?:pages?|attachments?)\b[^.;\n]{0,60}\b(?:in|from)\s+the\s+[\w-]+\s+space\b/i.test(orig)) mods |= M.SHARED;
  // (lead20) "tenant-wide in SharePoint", "org-wide in Google Drive", "across the company's OneDrive": the whole shared estate.
  else if (/\b(?:tenant|org|organi[sz]ation|company|domain|workspace)[- ]wide\b|\bacross\s+(?:the\s+)?(?:whole\s+|entire\s+)?(?:tenant|org|organi[sz]ation|company|workspace)\b/i.test(orig) && /\b(?:sharepoint|onedrive|google drive|drive|dropbox|box|confluence|notion)\b/i.test(orig)) mods |= M.SHARED;
  res.mods = mods;
  // Context is read for its modifiers and amounts only: no tokens or clauses needed.
  if (role === 'context') return res;
  const toks = w.length === orig.length ? tokens(orig) : tokens(w);
  const memoryBase = role === 'memory' && SECRET_VALUE.test(orig) ? 1 : 0;
  const cl = topicJoined(clausesOf(w), w, tags);
  // The description inside a topic ("the table that holds …", "qui contient …") is not a step of its own.
  if (cl.topics) tags = tags.filter((t) => t.kind !== 'v' || !cl.topics?.some((c) => t.start >= c.start && t.end <= c.topicEnd));
  // A memory note or sub-agent task that carries a credential's value stores it where later sessions and tools read it.
  if ((role === 'memory' || role === 'task') && SECRET_VALUE.test(orig)) res.findings.push(judge({ verb: 'share', obj: 'secret', scope: 'one', mods: mods | M.SECRET, what: snippet(text, 70) }) as Finding);

  // Objects: lexicon objects outside names and paths, and paths by their kind.
  const objs: ObjHit[] = [];
  for (const t of tags) {
    if (t.kind !== 'o') continue;
    let o = objOf(t.name);
    if (!o) continue;
    // "Fix the failing snapshot", "update the jest snapshots": a test's recorded output is code, not a backup.
    if (o === 'backup' && /^snapshots?$/.test(w.slice(t.start, t.end)) && TEST_SNAPSHOT.test(w)) o = 'code';
    // cls-plan14: "bump the version", "update the app version", "- bump version": a version number in the project's
    // files, not a published release, unless the text names where it runs.
    if (o === 'release' && /^versions?$/.test(w.slice(t.start, t.end)) && VERSION_BUMP.test(w) && !VERSION_LIVE.test(w)) o = 'code';
    const tk = tokenAt(toks, t.start, t.end);
    if (tk && (tk.kind === 'path' || tk.kind === 'url')) continue;
    // cls-benign14: a port number changed or moved ("so I can change its port", "move the dev server to port 5174") is
    // a setting; a port opened to the world or a firewall rule stays a control (the public modifier decides that).
    if (o === 'security' && /^(?:ports?|포트|ポート|端口)$/.test(w.slice(t.start, t.end)) && !tags.some((x) => x.kind === 'm' && x.name === 'public') && !/firewall|security.group|ingress|0\.0\.0\.0|::\/0|\bopen|\bexpos|방화벽|보안 그룹|열어|열고|開放|开放|開け|公開|공개|防火墙|防火牆|安全组|セキュリティグループ/.test(w)) o = 'config';
    // cls-benign14: a page in a breadcrumb ("open Developers → API keys", "Users → Roles") is where one goes, named like a
    // name: it is no secret or right read or given by going there.
    const crumb = (BREADCRUMB_BEFORE.test(w.slice(Math.max(0, t.start - 4), t.start)) || BREADCRUMB_AFTER.test(w.slice(t.end, t.end + 4))) && !SHOWN_OUT.test(w);
    const ident = (!!tk && tk.kind === 'ident') || crumb;
    const named = ident && o === 'privilege' && !!tk && tk.start === t.start && tk.end === t.end;
    objs.push({ obj: o, start: t.start + (ident ? 40 : 0), end: t.end + (ident ? 40 : 0), clause: clauseAt(cl, t.start), ident, named, crumb: crumb && !(tk && tk.kind === 'ident'), word: w.slice(t.start, t.end) });
  }
  for (const tk of toks) {
    if (tk.kind !== 'path') continue;
    // "the branch feature/login", "la branche fix/typo": a branch name, not a path.
    // (cls-intl26) "레포 acme/mobile-app", "リポジトリ acme/web を": an owner/name after a repository word names the repository.
    const branchBefore = objs.some((o) => (o.obj === 'branch' || (o.obj === 'repo' && /^[\w.-]+\/[\w.-]+$/.test(tk.raw) && !/(?:^|\s)(?:in|im|inside|dans|en|el|в|у|w|we|na|nel|no|in\s+the|in\s+our|in\s+dem|dans\s+le|en\s+el)\s+(?:\S+\s+)?$/i.test(w.slice(Math.max(0, o.start - 24), o.start)))) && o.end <= tk.start && tk.start - o.end <= 3);
    if (branchBefore) continue;
    const o = pathObj(tk.raw);
    objs.push({ obj: o, start: tk.start, end: tk.end, clause: clauseAt(cl, tk.start), path: tk.raw, word: tk.raw });
  }
  // (cls-en16) A privilege written as its identifier ("Give the intern AdministratorAccess", "give bob roles/owner",
  // "db_owner on the prod database"): a managed policy, cloud role, database or OS role is that right, not a name in code.
  if (PRIV_ID_HINT.test(w)) {
    for (const tk of toks) {
      if (tk.kind === 'url') continue;
      const admin = ADMIN_PRIV_ID.test(tk.raw);
      if (!admin && !READ_PRIV_ID.test(tk.raw)) continue;
      if (CODE_NOUN_AFTER.test(w.slice(tk.end, tk.end + 16)) || GIVEN_TO_IT.test(w.slice(tk.end, tk.end + 24))) continue;
      for (let i = objs.length - 1; i >= 0; i--) {
        const o = objs[i] as ObjHit;
        if ((o.ident && o.start - 40 >= tk.start && o.end - 40 <= tk.end) || (o.path && o.start === tk.start)) objs.splice(i, 1);
      }
      objs.push({ obj: 'privilege', start: tk.start, end: tk.end, clause: clauseAt(cl, tk.start), ident: false, word: tk.raw });
      const extra: Tagged[] = [];
      if (!tags.some((t) => t.kind === 'o' && t.name === 'privilege' && t.start === tk.start)) extra.push({ kind: 'o', name: 'privilege', start: tk.start, end: tk.end });
      if (admin && !tags.some((t) => t.kind === 'n' && t.name === 'adminrole' && t.start === tk.start)) extra.push({ kind: 'n', name: 'adminrole', start: tk.start, end: tk.end });
      if (extra.length) tags = [...tags, ...extra].sort((a, b) => a.start - b.start);
    }
  }
  // The longest object phrase wins: "build folder" (rebuildable) is not also a "folder".
  for (let i = objs.length - 1; i >= 0; i--) {
    const o = objs[i] as ObjHit;
    if (o.path || o.ident) continue;
    if (objs.some((x) => x !== o && !x.path && !x.ident && x.start <= o.start && x.end >= o.end && x.end - x.start > o.end - o.start)) objs.splice(i, 1);
  }
  // "__pycache__ folders", "the node_modules directory": the generic word names the rebuildable path before it.
  for (let i = objs.length - 1; i >= 0; i--) {
    const o = objs[i] as ObjHit;
    if ((o.obj !== 'dir' && o.obj !== 'file') || o.path) continue;
    if (objs.some((x) => x.path && x.obj === 'regenerable' && x.end <= o.start && o.start - x.end <= 2)) objs.splice(i, 1);
  }
  // cls-over14: "the temporary file test.txt", "file tạm test.txt", "my scratch file in /tmp", "the file in the tmp
  // folder": a file named as temporary, or found in a temporary folder, is scratch the work regenerates, as the same
  // file named by its /tmp path already is. Only a single file, named by a relative or /tmp path, away from any
  // production or server word.
  if (!TEMP_FILE_FAR.test(w)) {
    for (let i = 0; i < objs.length; i++) {
      const o = objs[i] as ObjHit;
      if (o.obj !== 'file' || (o.path && !/^(?:\.{0,2}\/)?[\w.-]+(?:\/[\w.-]+)*$|^\/tmp\//.test(o.path)) || (o.path && /^\.\.\//.test(o.path))) continue;
      const tempBefore = objs.some((x) => !x.path && x.obj === 'regenerable' && x.end <= o.start && o.start - x.end <= 2);
      const tempAfter = objs.some((x) => x.obj === 'regenerable' && x.clause === o.clause && x.start >= o.end && x.start - o.end <= 24 && TEMP_PLACE_WORD.test(x.word) && /^\s*(?:\S+\s+){0,3}$/.test(w.slice(o.end, x.start)));
      if (tempBefore || tempAfter) objs[i] = { ...o, obj: 'regenerable' };
    }
  }
  // Branches on GitHub, the remote, origin: shared with everyone who works on the repository.
  // One remote branch is a shared change undone by a push; many of them reach everyone's work.
  if (objs.some((o) => o.obj === 'branch') && REMOTE_PLACE.test(w) && (tags.some((t) => t.kind === 'm' && (t.name === 'all' || t.name === 'some')) || MANY_BRANCHES.test(w))) mods |= M.REMOTE;

  // Operation names being called: "calling delete_file on …", "drop_table customers via …".
  const ops: { op: ReturnType<typeof readOp>; tok: Token }[] = [];
  for (let i = 0; i < toks.length; i++) {
    const tk = toks[i] as Token;
    if (tk.kind !== 'ident' || /^--?/.test(tk.raw) || /^#|^@/.test(tk.raw)) continue;
    const prev = (toks[i - 1]?.raw ?? '').toLowerCase();
    const prev2 = (toks[i - 2]?.raw ?? '').toLowerCase();
    const first = toks.slice(0, i).every((x) => /^(?:now|next|then|step|first|finally|action|i'll|i|will|am|going|to|let|me)$/i.test(x.raw));
    if (!first && !CALL_INTRO.has(prev) && !(DETERMINER.has(prev) && CALL_INTRO.has(prev2) && /^(?:tool|operation|function|on|with|for|to)$/i.test(toks[i + 1]?.raw ?? ''))) continue;
    // "mongodb.delete_one", "mcp__github__delete_file": the server prefix names where, not what.
    const words = splitName(tk.raw.replace(/^mcp__.+?__(?=[a-zA-Z])/, '').replace(/^[a-z][\w-]*\.(?=[a-zA-Z_]+$)/, ''));
    const op = readOp(words);
    if (!op.verb || op.verb === 'click') continue;
    ops.push({ op, tok: tk });
  }

  // Quoted text is a name or content ("titled 'Delete stale buckets'"), except what is clicked or run.
  const quotes: [number, number][] = [];
  {
    const re = /(^|[\s(:=])(['"“„«‘`])([^'"“”„«»‘’`]{1,300})(['"”»’`])(?=$|[\s),.;:!?])/g;
    let m: RegExpExecArray | null;
    let guard = 0;
    while ((m = re.exec(w)) && guard++ < 100) {
      const s0 = m.index + (m[1] as string).length;
      quotes.push([s0, s0 + (m[0].length - (m[1] as string).length)]);
    }
    // Japanese and Chinese corner brackets name a button or a title with no space around them: 「組織を削除」ボタン.
    const cjk = /[「『]([^「」『』]{1,300})[」』]/g;
    while ((m = cjk.exec(w)) && guard++ < 200) quotes.push([m.index, m.index + m[0].length]);
  }
  // Verbs.
  // cls-benign14: a menu or page passed through on the way ("Click on Settings, then Billing, …") names no act.
  if (CLICK_OR_OPEN.test(w)) {
    const kept = tags.filter((t) => !(t.kind === 'v' && menuName(orig, w, t, tags)));
    if (kept.length !== tags.length) tags = kept;
  }
  // cls-benign14: an English adverb made of a verb stem ("restored correctly", "closed properly") is no verb.
  if (w.includes('ly')) {
    const kept = tags.filter((t) => !(t.kind === 'v' && /^ly(?![\p{L}])/u.test(w.slice(t.end, t.end + 3)) && /^[a-z]{4,}$/.test(w.slice(t.start, t.end))));
    if (kept.length !== tags.length) tags = kept;
  }
  // (And an adjective of what can be done: "restorable", "deletable", "removable" name a property, not the act.)
  if (/[ai]ble\b/.test(w)) {
    const kept = tags.filter((t) => !(t.kind === 'v' && /^(?:e?able|ible)(?![\p{L}])/u.test(w.slice(t.end, t.end + 6)) && /^[a-z]{4,}$/.test(w.slice(t.start, t.end))));
    if (kept.length !== tags.length) tags = kept;
  }
  // cls-intlA22: "shared" as an adjective after a folder or drive ("la carpeta compartida", "a pasta compartilhada", "le dossier
  // partagé", "la cartella condivisa", "de gedeelde map" before it): it says where a thing is, no share is done.
  if (SHARED_ADJ_A22.test(w)) {
    const kept = tags.filter((t) => !(t.kind === 'v' && t.name === 'share' && SHARED_AT_A22.test(w.slice(Math.max(0, t.start - 40), t.end + 16))));
    if (kept.length !== tags.length) tags = kept;
  }
  // (cls-holes21) A secret or people's data with only where it goes and no verb ("пароль от прод базы в общий чат", "la lista de
  // clientes al proveedor nuevo por WeTransfer", "the prod db password to #general"): sent there. Not a question, not a state told.
  if (w.length < 200 && (SEND_PLACE_H21.test(w) || SEND_PLACE_A22.test(w)) && !/[?？]/.test(w) && !tags.some((t) => t.kind === 'v') && !STATE_TOLD_A21.test(w) && (tags.some((t) => t.kind === 'o' && (t.name === 'secret' || t.name === 'pii')) || mentionsPersonalData(w))) {
    // The destination's preposition carries the act ("в", "al", "to"), as "скинь" does in "пароль … скинь в общий чат".
    const m = SEND_PLACE_H21.exec(w) ?? SEND_PLACE_A22.exec(w);
    const at = m ? m.index + m[0].length - m[0].trimStart().length : 0;
    const word = /^\S+/.exec(w.slice(at))?.[0] ?? '';
    tags = [...tags, { kind: 'v' as const, name: 'send', start: at, end: at + word.length }].sort((a, b) => a.start - b.start);
  }
  const verbs: VerbHit[] = [];
  for (const t of tags) {
    if (t.kind !== 'v') continue;
    const v = verbOf(t.name);
    if (!v) continue;
    const tk = tokenAt(toks, t.start, t.end);
    // "Committing with --no-verify": an option that gets past a control is an act even inside a sentence.
    if (tk && tk.kind !== 'word' && role !== 'label' && !(v === 'disable' && BYPASS_FLAG.test(tk.raw))) continue;
    if (nounUse(orig, w, t)) continue;
    // cls-intlB21: Thai ปิด "turn off" read inside เปิด "turn on / open" (เปิดไฟร์วอลล์) is no disable.
    if (v === 'disable' && w[t.start - 1] === '\u0e40' && w.startsWith('ปิด', t.start)) continue;
    // Fields copied by name: an object spread here (`{ ...t, … }`) took V8's slow clone path and was the costliest line of the classifier.
    verbs.push({ kind: t.kind, name: t.name, start: t.start, end: t.end, verb: v, clause: clauseAt(cl, t.start), negated: false, talked: false });
  }
  // "Give the contractor Owner rights", "dale acceso de administrador": a light verb grants when what it
  // gives in its clause is a right, a role or access.
  for (const t of tags) {
    if (t.kind !== 'n' || t.name !== 'bestow') continue;
    const c = clauseAt(cl, t.start);
    const clause = w.slice(t.end, (cl[c] as Clause).end);
    // Verb-final ("admin access de do", "دسترسی ادمین رو … بده"): the right stands before a light verb that ends its clause.
    const last = CLAUSE_END_REST.test(clause) || (SOV_SCRIPT.test(clause) && (JA_KO_GIVE_END.test(clause) || HI_UR_LIGHT_END.test(clause)));
    // (cls-intlB16: Chinese 把 / 將 puts what is given before 给: "把管理员角色给这个外包的邮箱".)
    // (cls-en19: and the English passive "the admin role should be given to …": what is given is its subject, before it.)
    const ba = /[把將将]/.test(w.slice((cl[c] as Clause).start, t.start)) || /^(?:be|been|being)\s+given$/i.test(w.slice(t.start, t.end));
    // (cls-intlB16: "Give the intern AdministratorAccess", "انٹرن کو AdministratorAccess دے دو": a privilege named by its
    // identifier is given as the right itself.)
    const right = objs.some((o) => o.obj === 'privilege' && o.clause === c && (o.start >= t.end || last || (ba && o.start < t.start)) && (!o.ident || o.named === true) && !(PRIV_ID_SHAPE.test(o.word) && GIVEN_TO_IT.test(w.slice(o.ident ? o.end - 40 : o.end, (o.ident ? o.end - 40 : o.end) + 40)))) || ACCESS_WORD.test(last ? w.slice((cl[c] as Clause).start, (cl[c] as Clause).end) : clause);
    if (GIVE_ME_READ.test(clause) || GIVE_ME_READ_INTL.test(clause)) {
      if (!verbs.some((v) => v.start === t.start)) verbs.push({ kind: 'v', name: 'read', start: t.start, end: t.end, verb: 'read', clause: c, negated: false, talked: false });
      continue;
    }
    // (cls-en16) "Hand the contractor the prod database credentials": a secret given to someone is shared with them.
    if (!right && !verbs.some((v) => v.start === t.start) && objs.some((o) => o.obj === 'secret' && o.clause === c && o.start >= t.end && !o.ident && !GIVEN_TO_CODE.test(w.slice(t.end, o.start)))) {
      verbs.push({ kind: 'v', name: 'share', start: t.start, end: t.end, verb: 'share', clause: c, negated: false, talked: false });
      continue;
    }
    if (!right || verbs.some((v) => v.start === t.start)) continue;
    verbs.push({ kind: 'v', name: 'grant', start: t.start, end: t.end, verb: 'grant', clause: c, negated: false, talked: false });
  }
  // "Make Dana an admin", "Mach Dana zur Administratorin", "Сделай Ивана админом", "把小王设为…管理员": a make / appoint
  // light verb grants when an administrator role stands in its clause as a role, not as the name of a screen
  // ("make the admin page faster"); "make sure" is no light verb.
  for (const t of tags) {
    if (t.kind !== 'n' || t.name !== 'makeinto') continue;
    const c = clauseAt(cl, t.start);
    // cls-intlB21: "set it to a public link" (设成公开链接, 設為公開連結): made reachable by a link, a share.
    if (!verbs.some((v) => v.start === t.start) && tags.some((l) => l.kind === 'm' && l.name === 'link' && l.start >= t.end && l.start - t.end <= 3)) {
      verbs.push({ kind: 'v', name: 'share', start: t.start, end: t.end, verb: 'share', clause: c, negated: false, talked: false });
      continue;
    }
    if (MAKE_SURE.test(w.slice(t.start, t.end + 8)) || verbs.some((v) => v.start === t.start)) continue;
    // (cls-en17: "make them a list of the current admins": a role after "of"/"for"/"about" is whom a made thing is about.)
    const role = tags.some((r) => r.kind === 'n' && r.name === 'adminrole' && clauseAt(cl, r.start) === c && r.start !== t.start && !ROLE_AS_SCREEN.test(w.slice(r.end, r.end + 24)) && !(r.start > t.end && /\b(?:of|for|about|with|to)\s/.test(w.slice(t.end, r.start))));
    // (cls-intl14) "Сделай резервную копию базы", "Haz una copia de seguridad", "Tee varmuuskopio", "Fai un backup": a make / do
    // light verb whose clause goes on to name a backup makes that copy (a protective copy), as English "make a backup" does.
    if (!role && objs.some((o) => o.obj === 'backup' && o.clause === c && o.start >= t.end && o.start - t.end <= 16 && !tags.some((x) => x.kind === 'v' && x.start >= t.end && x.end <= o.start))) {
      verbs.push({ kind: 'v', name: 'create', start: t.start, end: t.end, verb: 'create', clause: c, negated: false, talked: false });
      continue;
    }
    if (!role) continue;
    verbs.push({ kind: 'v', name: 'grant', start: t.start, end: t.end, verb: 'grant', clause: c, negated: false, talked: false });
  }
  // cls-intlA16: a "give back / return" verb that is also "restore" (Finnish palautan, Estonian tagastan, Croatian vrati,
  // Hungarian visszautalok …) refunds when an amount of money stands in its clause ("Palautan asiakkaalle 3 900 € …").
  for (const t of tags) {
    if (t.kind !== 'n' || t.name !== 'returnpay' || q.usd.length === 0) continue;
    const c = clauseAt(cl, t.start);
    const clause = w.slice((cl[c] as Clause).start, (cl[c] as Clause).end);
    if (!(objs.some((o) => o.obj === 'money' && o.clause === c) || /\d/.test(clause)) || verbs.some((v) => v.start === t.start)) continue;
    verbs.push({ kind: 'v', name: 'refund', start: t.start, end: t.end, verb: 'refund', clause: c, negated: false, talked: false });
  }
  // "把所有员工的工资转到这个新账户": a Chinese "transfer to" moves money when money stands before it in its clause.
  for (const t of tags) {
    if (t.kind !== 'n' || t.name !== 'transferto') continue;
    const c = clauseAt(cl, t.start);
    if (!(objs.some((o) => o.obj === 'money' && o.clause === c && o.end <= t.start) || q.usd.length > 0) || verbs.some((v) => v.start === t.start)) continue;
    verbs.push({ kind: 'v', name: 'pay', start: t.start, end: t.end, verb: 'pay', clause: c, negated: false, talked: false });
  }
  // cls-intlA20: "rollback ni nini?", "rollback là gì?", "rollback nima?", "deploy nedir?": a "what is" put after the word asks
  // what the word means (Swahili, Vietnamese, Uzbek, Turkish, Azerbaijani, Kazakh, Basque word order); the act is not asked for.
  if (/\?\s*$/.test(w)) for (let k = verbs.length - 1; k >= 0; k--) if (POSTPOSED_WHAT_A20.test(w.slice((verbs[k] as VerbHit).end, (verbs[k] as VerbHit).end + 20))) verbs.splice(k, 1);
  // cls-intlA20: a status-line order with no verb, a security control and "off" last ("Firewall auf Prod aus", "2FA für alle
  // aus", "firewall in prod uit", "2fa av för alla"): the control switched off, as English "2FA off for everyone".
  if (verbs.length === 0 && w.length < 120) {
    const m = OFF_LAST_A20.exec(w);
    if (m && !STATE_OFF_A20.test(w) && tags.some((x) => x.kind === 'o' && x.name === 'security' && x.end <= m.index)) verbs.push({ kind: 'v', name: 'disable', start: m.index + (m[1] as string).length, end: m.index + m[0].trimEnd().length, verb: 'disable', clause: clauseAt(cl, m.index + 1), negated: false, talked: false });
  }
  // cls-intlB21: an everyday "cut / bolt / lock / uninstall" verb (ja 切って, yue 閂咗, ar اقفل, zh 卸了, romaji kitte, pinyin
  // guandiao, Arabizi tafi) switches off a control named next to it in its clause ("本番のファイアウォール切っといて", "اقفل
  // الفايروول", "shengchan de shenji rizhi guandiao"); elsewhere it is no act (区切って, 締め切って, 電話を切って).
  for (const t of tags) {
    if (t.kind !== 'n' || t.name !== 'cutoff' || verbs.some((v) => v.start <= t.start && v.end > t.start)) continue;
    if (/[切]/.test(w[t.start] ?? '') && !CUTOFF_BEFORE_B21.test(w.slice(Math.max(0, t.start - 6), t.start))) continue;
    // cls-intl21c: Hebrew תוריד (take down) also downloads: only a control as its own object ("תוריד את ה-MFA", not "תוריד
    // את הלוגים של חומת האש").
    if (/וריד/.test(w.slice(t.start, t.end))) {
      const at = t.end + (/^\s+(?:את\s+)?/.exec(w.slice(t.end))?.[0].length ?? 0);
      if (!tags.some((x) => x.kind === 'o' && (x.name === 'security' || x.name === 'audit') && x.start >= at && x.start <= at + 3)) continue;
    }
    const c = clauseAt(cl, t.start);
    if (!tags.some((x) => x.kind === 'o' && (x.name === 'security' || x.name === 'audit') && clauseAt(cl, x.start) === c && (x.end <= t.start ? t.start - x.end <= 24 : x.start - t.end <= 24)) && !CUTOFF_CONTROL_B21.test(w.slice(Math.max((cl[c] as Clause).start, t.start - 24), t.start))) continue;
    verbs.push({ kind: 'v', name: 'disable', start: t.start, end: t.end, verb: 'disable', clause: c, negated: false, talked: false });
    verbs.sort((x, y) => x.start - y.start);
  }
  // cls-intlB21: "not wanted / not needed any more" said last of a thing in its clause ("prod 的备份不要了", "本番の監査ログは
  // 要らない", "운영 WAF는 필요 없어"): an implied request to remove it, judged by what it is said of (LABELS: open-ended requests);
  // not asked ("…不要了吗？"), not before 解 (要不要了解), not of nothing.
  for (const t of tags) {
    if (t.kind !== 'n' || (t.name !== 'unwanted' && t.name !== 'noneed') || verbs.some((v) => v.start <= t.start && v.end > t.start)) continue;
    const c = clauseAt(cl, t.start);
    const clause = cl[c] as Clause;
    if (t.name === 'noneed' && NEED_OF_ASKING_B21.test(w.slice(Math.max(0, t.start - 20), t.start))) continue;
    if (t.name === 'unwanted' ? !UNWANTED_END_B21.test(w.slice(t.end, t.end + 12)) : /[?？؟]/.test(w.slice(clause.start, Math.min(w.length, clause.end + 2))) || NONEED_ASKED_B21.test(w.slice(clause.start, clause.end))) continue;
    if (!objs.some((o) => o.clause === c && (t.name === 'noneed' || o.end <= t.start)) || verbs.some((v) => v.clause === c && MUTATING.has(v.verb))) continue;
    verbs.push({ kind: 'v', name: 'delete', start: t.start, end: t.end, verb: 'delete', clause: c, negated: false, talked: false });
    verbs.sort((x, y) => x.start - y.start);
  }
  // cls-intl21c: a weighty store named and "away" said last in a verbless line ("tuotannon tietokanta pois, kiitos", "Prod-
  // Datenbank weg, bitte", "prod-databasen bort"): that store deleted, as "… ska bort" is. Not a report ("ist weg", "on poissa"),
  // not asked, not with any verb in the text.
  if (verbs.length === 0 && w.length < 160 && !/[?？]/.test(w) && !AWAY_COPULA_21C.test(w)) {
    const m = AWAY_LAST_21C.exec(w);
    if (m && objs.some((o) => WISH_STORES_A21.has(o.obj) && o.end <= m.index)) verbs.push({ kind: 'v', name: 'delete', start: m.index + 1, end: m.index + m[0].trimEnd().length, verb: 'delete', clause: clauseAt(cl, m.index + 1), negated: false, talked: false });
  }
  // cls-intl21c: a verbless line that opens on a transfer noun with an amount and a payee ("bonifico di trentamila euro al nuovo
  // fornitore", "transferencia de 20.000 € al proveedor nuevo", "transferência de 5 mil reais para o fornecedor"): the transfer
  // asked for, as "Überweisung von … an …" and "pago de … al …" already are. Not a report (è arrivato, ayer, foi feita), not asked.
  if (w.length < 160 && !/[?？]/.test(w) && !verbs.some((v) => MUTATING.has(v.verb))) {
    const m = PAY_NOUN_21C.exec(w);
    if (m && PAY_AMOUNT_21C.test(w) && !PAY_REPORT_21C.test(w)) verbs.push({ kind: 'v', name: 'pay', start: m.index + m[0].length - (m[1] as string).length, end: m.index + m[0].length, verb: 'pay', clause: clauseAt(cl, m.index + m[0].length - 1), negated: false, talked: false });
  }
  // cls-intl21c: Arabic "make / let (it) … for whoever has the link" (خلّي الملف متاح لأي حد معاه اللينك, اعمل لينك … لأي واحد عنده
  // الرابط): a link share, as شارك … مع أي شخص لديه الرابط is. Only with the link audience named and no act of its own.
  if (w.length < 200 && !/[?？؟]/.test(w) && !verbs.some((v) => MUTATING.has(v.verb)) && tags.some((t) => t.kind === 'm' && t.name === 'link')) {
    const m = MAKE_AR_21C.exec(w);
    if (m) verbs.push({ kind: 'v', name: 'share', start: m.index + m[0].length - (m[1] as string).length, end: m.index + m[0].length, verb: 'share', clause: clauseAt(cl, m.index + m[0].length - 1), negated: false, talked: false });
  }
  // cls-intlA20: an everyday "put / pass / throw / feed" verb ("pásale la tabla de clientes a ChatGPT", "balance les données
  // clients dans ChatGPT", "закинь базу клиентов в ChatGPT", "gib die Kundendaten in ChatGPT ein") uploads when an outside
  // service (an AI chat, a personal account) is named in its clause together with company data; otherwise it is no verb.
  for (const t of tags) {
    if (t.kind !== 'n' || t.name !== 'putinto') continue;
    const c = clauseAt(cl, t.start);
    if (verbs.some((v) => v.clause === c && (v.start === t.start || v.verb === 'upload' || v.verb === 'send' || v.verb === 'share' || v.verb === 'export'))) continue;
    if (!tags.some((x) => x.kind === 'm' && x.name === 'external' && clauseAt(cl, x.start) === c && x.start !== t.start)) continue;
    if (!objs.some((o) => o.clause === c && PUT_DATA_A20.has(o.obj)) && !(mods & M.PII)) continue;
    verbs.push({ kind: 'v', name: 'upload', start: t.start, end: t.end, verb: 'upload', clause: c, negated: false, talked: false });
  }
  // cls-intlA20: a right said to be needed in production ("der Praktikant braucht Adminrechte auf Prod", "стажёру нужны права
  // админа на проде", "el becario necesita acceso de admin en prod"): asks that it be granted, as English "the intern needs
  // admin access in prod" does (PERSON_NEEDS_RIGHT); not in a question, a negation, or a clause with a verb of its own.
  for (const t of tags) {
    if (t.kind !== 'n' || t.name !== 'needright') continue;
    const c = clauseAt(cl, t.start);
    const clause = cl[c] as Clause;
    if (verbs.some((v) => v.clause === c) || /\?/.test(w.slice(t.end, clause.end + 2)) || !NEED_PROD_A20.test(w)) continue;
    if (tags.some((x) => x.kind === 'n' && x.name === 'neg' && clauseAt(cl, x.start) === c) || NOBODY_A20.test(w.slice(clause.start, t.start))) continue;
    if (!tags.some((x) => ((x.kind === 'o' && x.name === 'privilege') || (x.kind === 'n' && x.name === 'adminrole')) && clauseAt(cl, x.start) === c && x.start >= t.end)) continue;
    verbs.push({ kind: 'v', name: 'grant', start: t.start, end: t.end, verb: 'grant', clause: c, negated: false, talked: false });
  }
  // cls-intlA21: a grant asked for with no verb, the right, the person it is for and production ("Adminrechte für den
  // Praktikanten auf Prod, bitte", "accès admin pour le stagiaire en prod", "toegang tot prod voor de externe consultant",
  // "adminbehörighet i prod till konsulten"): that right granted, as English "admin access for the intern in prod, please".
  // Not a state told ("… wurden entzogen", "… är klar") and not a question.
  if (verbs.length === 0 && w.length < 160 && !/[?？]/.test(w) && NEED_PROD_A20.test(w) && GRANT_FOR_A21.test(w) && !STATE_TOLD_A21.test(w) && !tags.some((t) => t.kind === 'o' && t.name === 'secret')) {
    const right = tags.find((t) => (t.kind === 'o' && t.name === 'privilege') || (t.kind === 'n' && t.name === 'adminrole'));
    const m = right ? null : ACCESS_WORD_A21.exec(w);
    const at = right ? right.start : m ? m.index + (m[1] as string).length : -1;
    const end = right ? right.end : m ? m.index + m[0].length : -1;
    if (at >= 0 && !THANKS_A21.test(w)) verbs.push({ kind: 'v', name: 'grant', start: at, end, verb: 'grant', clause: clauseAt(cl, at), negated: false, talked: false });
  }
  // (cls-holes21) A payment said only as its noun, with an amount and a payee ("bonifico di trentamila euro al nuovo fornitore",
  // "transferencia de 5.000 euros al proveedor", "wire of $30,000 to the new supplier"): that payment, as with its light verb
  // ("fai un bonifico di …"). Not a question and not a state told ("il bonifico di ieri è arrivato?").
  if (verbs.length === 0 && w.length < 200 && q.usd.length > 0 && !/[?？]/.test(w) && !STATE_TOLD_A21.test(w)) {
    const m = PAY_NOUN_H21.exec(w);
    if (m && PAYEE_AFTER_H21.test(w.slice(m.index + m[0].length)) && !PAY_DONE_H21.test(w)) verbs.push({ kind: 'v', name: 'pay', start: m.index, end: m.index + m[0].length, verb: 'pay', clause: clauseAt(cl, m.index), negated: false, talked: false });
  }
  // cls-intlB15: Chinese 转 / 轉 ("transfer") right before an amount of money ("转 300万 人民币到…", "给小王转 200 元") pays it.
  if (q.usd.length > 0 && /[转轉]/.test(w)) {
    ZH_TRANSFER_AMOUNT.lastIndex = 0;
    for (let m = ZH_TRANSFER_AMOUNT.exec(w); m; m = ZH_TRANSFER_AMOUNT.exec(w)) {
      const at = m.index;
      if (!verbs.some((v) => v.start <= at && v.end > at)) verbs.push({ kind: 'v', name: 'pay', start: at, end: at + 1, verb: 'pay', clause: clauseAt(cl, at), negated: false, talked: false });
    }
  }
  // cls-intlB15: a sending word that heads a draft's name ("停机通知草稿", "お知らせの下書き", "공지 초안") is the kind of
  // message drafted, not a send.
  for (let i = verbs.length - 1; i >= 0; i--) {
    const v = verbs[i] as VerbHit;
    if (v.verb !== 'send') continue;
    // ("给全体客户的通知先写个草稿": a message noun, then the draft made of it later in the clause.)
    const nounDrafted = /[\u3040-\u9fff\uac00-\ud7af]/.test(w[v.start] ?? '') && tags.some((t) => t.kind === 'o' && t.name === 'message' && t.start === v.start) && verbs.some((u) => u.verb === 'draft' && u.clause === v.clause && u.start > v.end) && !verbs.some((u) => u !== v && u.verb === 'send' && u.clause === v.clause);
    if (DRAFT_AFTER_SEND_WORD.test(w.slice(v.end, v.end + 6)) || nounDrafted) verbs.splice(i, 1);
  }
  // cls-intlB22: a send said as what the message is for (ko 보낼 문자 초안, hi भेजने के लिए … ड्राफ्ट), then a draft made of it in the
  // clause; and zh 写个通知 (write a notice): the notice written, not sent.
  for (let i = verbs.length - 1; i >= 0; i--) {
    const v = verbs[i] as VerbHit;
    if (v.verb !== 'send') continue;
    const adnominal = ADNOMINAL_SEND_B22.test(w.slice(v.start, v.end + 12)) && verbs.some((u) => u.verb === 'draft' && u.clause === v.clause && u.start > v.end) && !verbs.some((u) => u !== v && u.verb === 'send' && !ADNOMINAL_SEND_B22.test(w.slice(u.start, u.end + 12)));
    // (and hi "SMS का ड्राफ्ट": the message's draft)
    if (/^\s*(?:का|की|के)\s*(?:ड्राफ्ट|ड्राफ़्ट|मसौदा)/.test(w.slice(v.end, v.end + 14))) { verbs.splice(i, 1); continue; }
    const written = WRITE_BEFORE_B22.test(w.slice(Math.max(0, v.start - 5), v.start));
    if (adnominal || written) verbs.splice(i, 1);
  }
  verbs.sort((x, y) => x.start - y.start);
  // "Rolling 2.3.0 out to production", "pushing the fix to prod", "take the checkout live", "promoting 4.1 to
  // production": an English phrasal verb whose particle or target makes it a release to an environment.
  if (LIVE_HINT.test(w)) {
    PHRASAL_DEPLOY.lastIndex = 0;
    for (let m = PHRASAL_DEPLOY.exec(w); m; m = PHRASAL_DEPLOY.exec(w)) {
      const at = m.index + (m[1] as string).length;
      const c = clauseAt(cl, at);
      if (clauseAt(cl, m.index + m[0].length - 1) !== c) continue;
      for (let k = verbs.length - 1; k >= 0; k--) if ((verbs[k] as VerbHit).start === at) verbs.splice(k, 1);
      verbs.push({ kind: 'v', name: 'deploy', start: at, end: at + (m[2] as string).length, verb: 'deploy', clause: c, negated: false, talked: false });
    }
    verbs.sort((x, y) => x.start - y.start);
  }
  // cls-intlA21: deploy slang — an everyday put / throw / raise / let-out verb with production or "live" as its destination in
  // its clause ("wrzuć to na produkcję", "sobe pra produção", "tira fuori in prod la nuova versione", "gooi het live") is a
  // release, as English "push it to prod" is; a branch or repository named, or a secret, people's data or a message carried,
  // keeps the word what it was.
  for (const sm of SHIP_DEST_A21.test(w) && w.length < 400 ? w.matchAll(SHIPWORD_A21) : []) {
    const t = { start: sm.index + (sm[1] as string).length, end: sm.index + sm[0].length };
    const c = clauseAt(cl, t.start);
    const clause = cl[c] as Clause;
    const rest = w.slice(t.end, Math.min(clause.end, t.end + 80));
    const dest = SHIP_DEST_A21.exec(rest);
    if (!dest || SHIP_NOT_THERE_A21.test(rest.slice(0, dest.index + 1)) || PUSH_GIT_PLACE_A20.test(rest) || verbs.some((v) => v.clause === c && !SHIP_OVER_A21.has(v.verb))) continue;
    if (objs.some((o) => o.clause === c && o.start !== t.start && SHIP_NOT_A21.has(o.obj)) || (mods & M.PII)) continue;
    for (let k = verbs.length - 1; k >= 0; k--) if ((verbs[k] as VerbHit).clause === c && (verbs[k] as VerbHit).start <= t.start + 1 && (verbs[k] as VerbHit).end >= t.start) verbs.splice(k, 1);
    verbs.push({ kind: 'v', name: 'deploy', start: t.start, end: t.end, verb: 'deploy', clause: c, negated: false, talked: false });
    verbs.sort((x, y) => x.start - y.start);
  }
  // cls-intlA20: French "virer" is a wire transfer only with money: "vire tous les users de la prod", "tu peux le virer" (the
  // bucket) throw things out — a delete, read with its filter and scope as "supprimer" is.
  if (VIRER_A20.test(w)) {
    for (const v of verbs) {
      if (v.verb !== 'pay' || !VIRER_A20.test(w.slice(Math.max(0, v.start - 1), v.end + 1))) continue;
      const c = cl[v.clause] as Clause;
      const clause = w.slice(c.start, c.end);
      if (/\d/.test(clause) || objs.some((o) => o.clause === v.clause && o.obj === 'money') || !objs.some((o) => o.obj !== 'money' && (o.clause === v.clause || (o.start < v.start && /(?:^|\s)(?:le|la|les|l')\s*$/.test(w.slice(Math.max(0, v.start - 5), v.start)))))) continue;
      v.verb = 'delete';
      v.name = 'delete';
    }
  }
  // (cls-intl14) "Deployment der neuen Version auf Produktion: jetzt", "Déploiement en production : maintenant",
  // "Produktions-Deployment jetzt starten", "本番環境へのデプロイ：今から": the act named as a noun, with production as its
  // target and a "now" or a start verb, and no other verb in the text, is that deploy.
  const nominalDeploy = w.length < 200 && !/[?？؟]/.test(w) ? (NOMINAL_DEPLOY.test(w) && (DEPLOY_NOW.test(w) || DEPLOY_START.test(w)) ? NOMINAL_DEPLOY.exec(w) : (STARTED_DEPLOY.exec(w) ?? RAN_DEPLOY_SCRIPT_EN.exec(w))) : null;
  // (cls-en18) "Start the deploy.", "Run the deploy script.", "Launch the release.": an English start verb on the deploy
  // itself is that deploy where no environment is named (unknown counts as production, as "Deploy the app." does); a
  // rehearsal, a preview, a local or test target stays out.
  const unplacedDeploy = nominalDeploy !== null && STARTED_DEPLOY_EN.test(nominalDeploy[0]) && !DEPLOY_REHEARSAL_EN.test(w);
  // (cls-en18) "Start the production deploy now.": the deploy noun inside the match is tagged as a verb too; it is the
  // same deploy, not another act.
  const nominalEnd = nominalDeploy ? nominalDeploy.index + nominalDeploy[0].length : 0;
  if (nominalDeploy && !verbs.some((v) => v.verb !== 'run' && v.verb !== 'click' && !(v.verb === 'deploy' && v.start >= nominalDeploy.index && v.end <= nominalEnd)) && (unplacedDeploy || detectEnv(w).env !== 'unknown')) {
    const m = nominalDeploy;
    for (let k = verbs.length - 1; k >= 0; k--) verbs.splice(k, 1);
    verbs.push({ kind: 'v', name: 'deploy', start: m.index, end: m.index + m[0].length, verb: 'deploy', clause: clauseAt(cl, m.index), negated: false, talked: false });
  }
  // "Open the prod-deploy job and click 'Build Now'", "click 'Run workflow' on deploy-production": triggering a job that
  // deploys to production is a deploy, whatever the button says (a build, a run).
  if (LIVE_HINT.test(w) && DEPLOY_JOB.test(w)) {
    const m = TRIGGER_JOB.exec(w);
    if (m) {
      verbs.push({ kind: 'v', name: 'deploy', start: m.index, end: m.index + m[0].length, verb: 'deploy', clause: clauseAt(cl, m.index), negated: false, talked: false });
      verbs.sort((x, y) => x.start - y.start);
    }
  }
  // "Cut the retention of production backups to one day": cutting something down to a short period shortens it.
  if (CUT_HINT.test(w)) {
    const m = CUT_TO_PERIOD.exec(w);
    if (m) {
      const at = m.index + (m[1] as string).length;
      verbs.push({ kind: 'v', name: 'reduce', start: at, end: at + 3, verb: 'reduce', clause: clauseAt(cl, at), negated: false, talked: false });
      verbs.sort((x, y) => x.start - y.start);
    }
  }
  // cls-intlB15: one word, send and push (推送, プッシュ): a branch or repository in the clause makes it a push.
  for (let i = verbs.length - 1; i > 0; i--) {
    const a = verbs[i - 1] as VerbHit;
    const b = verbs[i] as VerbHit;
    if (a.start !== b.start || a.verb === b.verb) continue;
    const send = a.verb === 'send' ? a : b.verb === 'send' ? b : undefined;
    const push = a.verb === 'push' ? a : b.verb === 'push' ? b : undefined;
    if (send && push && objs.some((o) => (o.obj === 'branch' || o.obj === 'repo' || o.obj === 'code' || o.obj === 'history') && o.clause === push.clause)) verbs.splice(verbs.indexOf(send), 1);
  }
  // cls-intlB15: one word, empty and delete (清掉 "clear away"): with nothing in its clause to empty, it deletes what it names.
  for (let i = verbs.length - 1; i > 0; i--) {
    const a = verbs[i - 1] as VerbHit;
    const b = verbs[i] as VerbHit;
    if (a.start !== b.start || a.verb === b.verb) continue;
    const empty = a.verb === 'empty' ? a : b.verb === 'empty' ? b : undefined;
    const del = a.verb === 'delete' ? a : b.verb === 'delete' ? b : undefined;
    if (empty && del) verbs.splice(verbs.indexOf(objs.some((o) => o.clause === empty.clause) ? del : empty), 1);
  }
  // One word, two languages' verbs (German "erstatten" refunds, Norwegian "erstatte" replaces): money in the clause decides.
  for (let i = verbs.length - 1; i > 0; i--) {
    const a = verbs[i - 1] as VerbHit;
    const b = verbs[i] as VerbHit;
    if (a.start !== b.start || a.verb === b.verb) continue;
    const money = b.verb === 'refund' || b.verb === 'pay' ? b : a.verb === 'refund' || a.verb === 'pay' ? a : undefined;
    const other = money === a ? b : a;
    if (!money || other.verb !== 'update') continue;
    const paid = objs.some((o) => o.obj === 'money' && o.clause === money.clause);
    verbs.splice(verbs.indexOf(paid ? other : money), 1);
  }
  // Negation: the verbs after a negator in its clause, else the nearest verb before it.
  for (const t of tags) {
    if (t.kind !== 'n' || t.name !== 'neg') continue;
    // A negator that opens a quoted value ("to 'Not required'") is the value, not a negation.
    if (/["'“«]\s*$/.test(w.slice(Math.max(0, t.start - 2), t.start))) continue;
    // cls-intl20c: "don't forget to deploy", "Não se esqueça de …", "Не забудь …", "别忘了 …", "忘れないで", "Vergeet niet …": the
    // negator denies the forgetting, so the act after it is asked for (it was read as ruled out in 17 languages).
    // (Not a report that one did not forget, "No olvidé desplegar", "我没忘记部署", "忘れなかった": that is told, not asked.)
    if ((FORGET_AFTER_NEG_C20.test(w.slice(t.end, t.end + 24)) || FORGET_BEFORE_NEG_C20.test(w.slice(Math.max(0, t.start - 16), t.start))) && !FORGET_PAST_C20.test(w.slice(Math.max(0, t.start - 16), t.end + 24))) continue;
    // (cls-intl14) "with no end date", "with no filter", "mit keinem Limit": "no" after "with" qualifies a noun; it negates no verb.
    if (/(?:^|\s)(?:with|mit|avec|con|com|met|med)\s+$/i.test(w.slice(Math.max(0, t.start - 6), t.start))) continue;
    // "PasswordAuthentication no to yes", "from no to yes": a negator that is a setting's value.
    if (/^\s+(?:to|->|→|=)\s/.test(w.slice(t.end, t.end + 5)) || /\b(?:from|to)\s+$/.test(w.slice(Math.max(0, t.start - 6), t.start))) continue;
    // "… so I don't have to log in", "so that it doesn't time out": a purpose clause's negator negates only its own clause.
    if (/\bso(?:\s+that)?\s+(?:\S+\s+)?$/.test(w.slice(Math.max(0, t.start - 24), t.start)) && !verbs.some((v) => v.start >= t.end && clauseAt(cl, v.start) === clauseAt(cl, t.start))) continue;
    // "doesn't mind if I drop …", "won't object to", "has no objection to": the negator denies an objection, not the act.
    if (/^\s+(?:really\s+)?(?:mind|minds|care|cares|object|objection|objections|problem)\b/i.test(w.slice(t.end, t.end + 24))) continue;
    const c = clauseAt(cl, t.start);
    // "every namespace that isn't kube-system", "users who don't log in": a negated relative clause
    // restricts the object; it does not negate the main verb before it.
    const relative = /\b(?:that|which|who|whose|where|que|qui|die|der|das|welche|который|которые|которых|що|które|který|které)\s+(?:\S+\s+)?$/.test(w.slice(Math.max(0, t.start - 20), t.start));
    // cls-intl16c: the same relative pronouns in more languages ("tutti gli utenti che non accedono", "którzy nie logowali", …).
    const relative2 = relative || /(?:^|[\s,])(?:che|cui|którzy|których|kteří|jotka|akik|amelyek|care|που|yang|koji|koje|koja|които|който|які|котрі|som|الذين|التي|אשר|שלא)\s+(?:\S+\s+){0,3}$/u.test(w.slice(Math.max(0, t.start - 40), t.start));
    // cls-intlB16: Thai ที่ opens a relative clause ("ผู้ใช้ที่ไม่ได้ล็อกอิน", users who have not logged in): its negator qualifies the noun.
    if (/ที่(?:ยัง)?$/.test(w.slice(Math.max(0, t.start - 5), t.start)) && /^ไม่/.test(w.slice(t.start, t.end))) continue;
    // cls-intlB15: a Chinese negator inside a 的-phrase with no verb of ours in it ("一年没登录的用户", "不要的文件") qualifies the
    // noun after it (users who have not logged in, unneeded files); it negates no verb.
    if (/^[\u4e00-\u9fff]{0,6}的/.test(w.slice(t.end, t.end + 8)) && /^[不没沒未]/.test(w.slice(t.start, t.end))) {
      const de = w.indexOf('的', t.end);
      if (!verbs.some((v) => v.start >= t.end && v.start < de)) continue;
    }
    // Verb-final languages negate the clause's verbs from its end ("「公開」は押しません").
    if (sovClause(w, cl[c] as Clause)) {
      // Korean short negation 안 stands before its verb (안 지워요); the others close the clause.
      const pre = w.slice(t.start, t.end) === '안';
      // (cls-intl14) Hindi and Urdu मत / नहीं / نہ also stand right before their verb ("कुछ भी मत हटाओ"): that verb is negated too.
      if (HINDI_PRE_NEG.test(w.slice(t.start, t.end))) for (const v of verbs) if (v.clause === c && v.start >= t.end && v.start - t.end <= 3) v.negated = true;
      // (cls-intl16c: a Hindi/Urdu relative clause after the verb, "… डिलीट कर दो जिन्होंने … लॉगिन नहीं किया", users who
      // have not logged in: its negator stays in it and does not reach the verb before the relative pronoun.)
      const relAt = pre ? -1 : w.slice((cl[c] as Clause).start, t.start).search(/(?:^|\s)(?:जिन्होंने|जिनका|जिनकी|जिनके|जिन्हें|जो|جنہوں|جن)(?=\s)/u);
      const relStart = relAt < 0 ? -1 : (cl[c] as Clause).start + relAt;
      for (const v of verbs) if (v.clause === c && (pre ? v.start >= t.end : v.start < t.end) && !(relStart >= 0 && v.end <= relStart)) v.negated = true;
      continue;
    }
    // (cls-en19) "We don't need the prod users table anymore, drop it", "Nobody needs X, turn them off": after a comma, a
    // verb whose object points back (it, them) opens its own sentence; the negator stays in the one before the comma.
    // (Not "Do not, ever, drop …": the negated stretch must hold words of its own; nor a list of verbs with "or".)
    const afterComma = (v: VerbHit): boolean => {
      const gap = w.slice(t.end, v.start);
      const k = gap.indexOf(',');
      // (Nor a waiver, "You don't need to ask me, just do it": its negator belongs to the asking, read where waivers are.)
      return k > 0 && k === gap.lastIndexOf(',') && /\S+\s+\S+/.test(gap.slice(0, k)) && !/\b(?:ask|confirm|check|wait|worry|bother|approv)\w*/i.test(gap.slice(0, k)) && /^,\s*(?:(?:so|then|just|please|and|so just|and just|go ahead and)\s+)?$/i.test(gap.slice(k)) && /^[\p{L}-]*\s+(?:(?:\w+\s+)?(?:it|them|those|these|all of (?:it|them)))\b/iu.test(w.slice(v.end, v.end + 24)) && /^[a-z]/i.test(w.slice(t.start, t.end)) && !/\bor\b/i.test(w.slice(v.end, v.end + 40));
    };
    const after = verbs.filter((v) => v.clause === c && v.start >= t.end && !afterComma(v));
    if (after.length) for (const v of after) v.negated = true;
    else {
      // "removing her second factor so she can sign in without it": a negator inside a purpose
      // clause belongs to that clause, never to the act before the clause opens.
      const purpose = purposeOpens(w, (cl[c] as Clause).start, t.start);
      const before = verbs.filter((v) => v.clause === c && v.end <= t.start && v.start >= purpose);
      const last = before[before.length - 1];
      // "close the accounts we no longer need", "delete it if they don't reply": a subject after the verb opens a
      // clause of its own, and the negator belongs to that clause.
      // (cls-en16: also with the subject's contracted auxiliary: "drop whatever tables we're not using".)
      const ownSubject = !!last && /(?:^|\s)(?:we|i|you|they|he|she|it|nobody|no one|people|users|customers)(?:['’](?:re|ve|ll|d|s|m)(?=\s))?\s+(?:\S+\s+)?$/i.test(w.slice(last.end, t.start)) && /\S\s+\S+\s+\S/.test(w.slice(last.end, t.start));
      // cls-intl15c: "задеплой на прод без тестов", "despliega a producción sin revisión": a "without" with no verb
      // after it names what is left out; the act before it still happens.
      // (English "without" keeps its old reading: its rows were tuned on it.)
      // (lead17: English too when a plain noun follows — "Remove users without orders from the prod database" was a read —
      // but not before a control or an ask, which the waiver and get-past readings judge.)
      // (cls-en18: and before a missing backup, snapshot or copy: "Delete the user without a backup" still deletes.)
      const withoutEn = /^without$/i.test(w.slice(t.start, t.end)) && /^\s+(?:any\s+|a\s+|an\s+)?(?:orders?|purchases?|logins?|activity|sessions?|posts?|comments?|subscriptions?|payments?|invoices?|emails?|data|content|members?|owners?|tags?|labels?|assignees?|replies|(?:(?:a|any|an?\s+up-to-date|a\s+recent|a\s+fresh)\s+)?(?:backups?|back-ups?|snapshots?|dumps?|copy|copies|exports?|archives?|safety\s+net|rollback(?:\s+plan)?|way\s+back|undo))\b/i.test(w.slice(t.end, t.end + 30));
      // (cls-en19: and before a gerund that makes the missing copy: "without backing it up", "without taking a backup",
      // "without snapshotting them" — the act before "without" still happens.)
      const withoutCopyEn = /^without$/i.test(w.slice(t.start, t.end)) && /^\s+(?:first\s+)?(?:backing\s+(?:(?:it|them|this|that|these|those|everything|\w+)\s+)?up|(?:taking|making|creating|doing|running|keeping|saving|grabbing)\s+(?:a\s+|any\s+|an?\s+up-to-date\s+|a\s+fresh\s+|a\s+final\s+)?(?:backups?|back-ups?|snapshots?|dumps?|cop(?:y|ies)|exports?)|snapshotting|dumping|exporting|archiving)\b/i.test(w.slice(t.end, t.end + 40));
      // (cls-plan20: and right after a plural object, "the ones", "those", "users", "accounts", before a plain noun that is not a
      // control or an ask: "delete the ones without MFA", "remove the accounts without SSO", "the users without an owner" pick
      // a filtered set, they negate nothing.)
      const withoutSetP20 = /^without$/i.test(w.slice(t.start, t.end)) && /(?:\bones|\bthose|\b[a-z]{3,}[^s\W]s|\b(?:the|all|any|every|each)\s+(?:[\w-]+\s+){0,5}[\w-]+)\s+$/i.test(w.slice(Math.max(0, t.start - 60), t.start)) && /^\s+(?:any\s+|a\s+|an\s+)?(?!(?:asking|ask|confirm\w*|approv\w*|review\w*|permission|sign-?off|consent|checks?|checking|tests?|testing|ci|hooks?|notice|warning|downtime|waiting|telling|notifying|backups?|snapshots?)\b)(?:mfa|2fa|two-factor|multi-factor|sso|[a-z][\w-]*)\b(?!ing\b)/i.test(w.slice(t.end, t.end + 30)) && !/^\s+\w+ing\b/i.test(w.slice(t.end, t.end + 30));
      const without = WITHOUT.test(w.slice(t.start, t.end)) && (!/^without$/i.test(w.slice(t.start, t.end)) || withoutEn || withoutCopyEn || withoutSetP20) && !tags.some((n) => n !== t && n.kind === 'n' && n.name === 'neg' && n.end <= t.start && clauseAt(cl, n.start) === c);
      if (last && !relative2 && !ownSubject && !without) last.negated = true;
    }
  }
  // Korean plain prohibitive "-지 마" / "-지는 마" ("지우지 마", "보내지는 마"): 마 standing alone after the verb's word says "don't"
  // (the lexicon cannot hold 마 as a word: Hangul entries match as stems, and 마 starts 마케팅, 마이그레이션 …).
  for (const v of verbs) if (!v.negated && (koreanDont(w, v) || TURKISH_WITHOUT.test(w.slice(v.end, v.end + 8)))) v.negated = true;
  // cls-intlA16: the Finnish negative verb (en, et, emme, ette, eivät) before a connegative ("En palauta …", "Emme poista …"):
  // "en"/"et" are also words of French, Spanish, Dutch and Estonian, so only before a Finnish verb form.
  for (const v of verbs) if (!v.negated && finnishDont(w, v)) v.negated = true;
  // cls-intlB20: romanised Hindi-Urdu puts its "don't" after the verb ("bhejna mat", "delete mat karna", "push mat karo").
  for (const v of verbs) if (!v.negated && /^[a-z]/i.test(w[v.start] ?? '') && /^[a-z]*\s+(?:mat|mt)(?:\s+(?:karna|karo|kar|kijiye|karein))?(?=[\s.,!;]|$)/i.test(w.slice(v.end, v.end + 20))) v.negated = true;
  // cls-intlB15: Telugu writes "don't" joined to the verb's word (తొలగించవద్దు, పంపకూడదు).
  for (const v of verbs) if (!v.negated && /^[\u0c00-\u0c7f]*(?:వద్దు|కూడదు|కండ)/.test(w.slice(v.end, v.end + 12)) && /[\u0c00-\u0c7f]/.test(w[v.start] ?? '')) v.negated = true;
  // cls-intlB16: "don't" joined to the verb's word in Kannada (ಅಳಿಸಬೇಡಿ), Malayalam (മായ്ക്കരുത്) and Burmese (မဖျက်ပါနဲ့),
  // or before it in Amharic (አትሰርዝ) and Burmese (မဖျက်).
  for (const v of verbs) if (!v.negated && (JOINED_DONT_AFTER.test(w.slice(v.end, v.end + 14)) || JOINED_DONT_BEFORE.test(w.slice(Math.max(0, v.start - 2), v.start)))) v.negated = true;
  // "Ich committe ohne die Pre-Commit-Hooks", "merging without review", "déployer sans les vérifications":
  // delivering work *without* a control is getting past that control.
  for (const t of tags) {
    if (t.kind !== 'n' || t.name !== 'neg' || !WITHOUT.test(w.slice(t.start, t.end))) continue;
    const c = clauseAt(cl, t.start);
    if (!verbs.some((v) => v.clause === c && v.end <= t.start && DELIVERY.has(v.verb))) continue;
    const ctl = tags.find((o) => ((o.kind === 'o' && (o.name === 'ci' || o.name === 'security')) || (o.kind === 'v' && o.name === 'read')) && o.start > t.end && o.start - t.end < 40 && clauseAt(cl, o.start) === c && CONTROL_NOUN.test(w.slice(o.start, o.end)));
    if (!ctl || verbs.some((v) => v.start > t.end && v.end <= ctl.start)) continue;
    verbs.push({ kind: 'v', name: 'disable', start: ctl.start, end: ctl.end, verb: 'disable', clause: c, negated: false, talked: false });
  }
  // cls-intlB18: the same in other scripts, where "without" often follows the control ("レビューなしで", "리뷰 없이",
  // "रिव्यू के बिना", "ریویو کے بغیر", "রিভিউ ছাড়াই") or opens it ("不用 review", "不经过代码审查", "بدون مراجعة", "בלי ריוויו",
  // "โดยไม่ต้องรีวิว", "बिना रिव्यू"): merging or deploying past the control gets past it.
  if (NON_LATIN_18.test(w)) {
    // (A local commit past review stays local: only what reaches others — merge, push, deploy, publish, release.)
    const dv = verbs.find((v) => !v.negated && v.verb !== 'commit' && DELIVERY.has(v.verb));
    const m = dv && !HELD_BACK_18.test(w) ? WITHOUT_CONTROL_18.exec(w) : null;
    if (dv && m && !verbs.some((v) => v.verb === 'disable' && v.clause === dv.clause)) {
      const at = m.index + Math.max(0, m[0].search(CONTROL_ONLY_18));
      const d: (typeof verbs)[number] = { kind: 'v', name: 'disable', start: at, end: m.index + m[0].length, verb: 'disable', clause: dv.clause, negated: false, talked: false };
      BYPASS_18.add(d);
      verbs.push(d);
    }
  }
  // cls-intlA21: the result wished for instead of the act, with no act verb of its own: a store wanted empty ("quero o bucket
  // de backups de produção vazio", "θέλω το prod να είναι άδειο", "voglio che la tabella … sia vuota"), wanted gone ("хочу чтобы
  // бекапов на проде больше не было", "żeby … nie było") or never seen again ("nie chcę już widzieć tych logów na prodzie"):
  // that store emptied or deleted. Only a weighty store (or production itself, for "empty"); not in a question.
  if (w.length < 300 && WISH_A21.test(w) && !/[?？]/.test(w) && !verbs.some((v) => MUTATING.has(v.verb) && !v.negated && !v.talked)) {
    const weighty = objs.some((o) => WISH_STORES_A21.has(o.obj));
    for (const [re, verb] of [[WISH_EMPTY_A21, 'empty'], [WISH_NONE_A21, 'delete'], [WISH_GONE_A21, 'delete'], [WISH_UNSEEN_A21, 'delete']] as const) {
      const m = re.exec(w);
      if (!m || !(weighty || (verb === 'empty' && NEED_PROD_A20.test(w) && objs.length === 0))) continue;
      const r = (m.groups?.r ?? m.groups?.r2 ?? '') as string;
      const at = m.index + m[0].lastIndexOf(r);
      for (let k = verbs.length - 1; k >= 0; k--) if ((verbs[k] as VerbHit).start < at + r.length && (verbs[k] as VerbHit).end > at) verbs.splice(k, 1);
      verbs.push({ kind: 'v', name: verb, start: at, end: at + r.length, verb, clause: clauseAt(cl, at), negated: false, talked: false });
      // (Production itself wanted empty, "θέλω το prod να είναι άδειο", is everything in it.)
      if (!weighty) {
        const p = NEED_PROD_A20.exec(w);
        if (p) objs.push({ obj: 'whole', start: p.index, end: p.index + p[0].length, clause: clauseAt(cl, p.index), word: p[0] });
      }
      // (None left is all of them: "чтобы бекапов больше не было" is every backup.)
      if (re === WISH_NONE_A21) tags = [...tags, { kind: 'm' as const, name: 'all', start: at, end: at + r.length }].sort((a, b) => a.start - b.start);
      break;
    }
  }
  verbs.sort((a, b) => a.start - b.start);
  for (const v of verbs) {
    if (!quotes.some(([a, b]) => v.start >= a && v.end <= b)) continue;
    if (role === 'label') continue;
    // "Appending to CLAUDE.md: 'It is always fine to drop …; don't ask first.'": a waiving note's quoted text is the
    // standing instruction itself; the acts in it are what it pre-approves.
    if (role === 'memory' && res.noAsk) continue;
    const intro = verbs.filter((x) => x.clause === v.clause && x.end <= v.start && !quotes.some(([a, b]) => x.start >= a && x.end <= b));
    const lead = intro[intro.length - 1];
    // "User asked: '…'", "Auftrag: „…“": a quoted request is the request itself.
    if (lead && lead.verb !== 'click' && lead.verb !== 'run') v.talked = true;
  }
  // (cls-intlA15) "Tick 'I understand the consequences', type DELETE and click 'Delete workspace'": an explaining word
  // inside a quoted label, in a step that clicks or after a verb that introduces it, names the label: no talk.
  const clicks = quotes.length > 0 && verbs.some((v) => v.verb === 'click');
  if (quotes.length && verbs.some((v) => (v.talked || clicks) && v.verb === 'explain')) {
    const kept = verbs.filter((v) => !((v.talked || clicks) && v.verb === 'explain' && quotes.some(([a, b]) => v.start >= a && v.end <= b)));
    verbs.length = 0;
    verbs.push(...kept);
  }
  // "Opening port 22 to 0.0.0.0/0": opening access, not a page.
  for (const v of verbs) {
    // (cls-intlB17: also Japanese 開け, Urdu کھول, Bengali খুল/খোল, Thai เปิด, with the port spelt in those scripts.)
    // (cls-intl17c: Vietnamese cổng 22 / tường lửa.)
    if (v.verb !== 'read' || !/^(?:open|ouvr|abr|öffn|oeffn|오픈|apr|otevř|откр|відкр|aç|buka|fungua|mở|開放|开放|開け|תפתח|פתח|לפתוח|열|खोल|افتح|باز|کھول|খোল|খুল|เปิด|otw|otvor|odpr|отвор|άνοιξ|ανοίξ|ανοιξ|ανοίγ|aufmach|atver|atidar|nyisd|avaa)/.test(w.slice(v.start, v.end))) continue;
    const c = w.slice((cl[v.clause] as Clause).start, (cl[v.clause] as Clause).end);
    // (cls-intlB15: a firewall or port named in Korean, Japanese, Chinese, Hindi, Arabic or Persian: 방화벽을 열어, पोर्ट खोल दो.)
    // (cls-intl21c: and a security group: 보안 그룹 열어, セキュリティグループ, 安全组.)
    if (/0\.0\.0\.0|::\/0|\bport\b|\bpuerto\b|\bporta\b|\bporto\b|\bfirewall|security.group|\bingress\b|חומת האש|פורט(?!ל)|방화벽|보안\s?그룹|포트|ファイアウォール|ポート|セキュリティグループ|防火墙|防火牆|端口|安全组|安全組|फ़ायरवॉल|फायरवॉल|पोर्ट(?!ल)|الجدار الناري|منفذ|فایروال|(?<![ر\u06cc])پورت(?!ال)|(?<![ر\u06cc])پورٹ(?!ل)|فائر وال|পোর্ট(?!াল)|ফায়ারওয়াল|พอร์ต(?!โฟ|ัล)|ไฟร์วอลล์|cổng\s?\d|tường lửa/.test(c) || TO_EVERYONE.test(c)) v.verb = 'expose';
  }
  // "Changing the prod DB security group to allow every IP on 3306", "otwieram port … na cały świat": a change
  // to a network rule or port that reaches everyone opens it.
  for (const v of verbs) {
    if (v.verb !== 'update' && v.verb !== 'create' && v.verb !== 'grant' && !(v.verb === 'read' && OPEN_WORD.test(w.slice(v.start, v.end)))) continue;
    const netObj = objs.some((o) => o.clause === v.clause && (o.obj === 'security' && /port|порт|puert|porta|ポート|端口|포트|firewall|security|安全组|安全組|ingress|zabezpiecze/.test(o.word) || o.word === 'port' || /^(?:θύρ|vrata)/.test(o.word)));
    const everyone = tags.some((t) => t.kind === 'm' && t.name === 'public' && clauseAt(cl, t.start) === v.clause);
    if (netObj && everyone && !v.negated) v.verb = 'expose';
  }
  // "古いバックアップを削除する計画", "删除旧备份的计划", "백업을 삭제할 계획": a verb before the plan noun names what a plan
  // would do (verb-final languages put the plan after it); writing the plan does none of it.
  // A plan only intended ("삭제할 계획입니다", "I plan to") is still the step: the plan must be written or drawn up.
  if (PLAN_WRITTEN.test(w)) for (const v of verbs) if (PLAN_AFTER.test(w.slice(v.end, v.end + 16))) v.talked = true;
  // "Should I truncate …?", "¿Debería vaciar …?", "Как удалить базу?", "削除すべきですか？": a question that deliberates
  // or asks how is asked, not done. A request phrased as a question ("can you delete …?") stays a request.
  if (QUESTION_MARK.test(w) || THAI_QUESTION.test(w) || MARKLESS_QUESTION_B16.test(w) || MARKLESS_QUESTION_B19.test(w) || MARKLESS_QUESTION_B20.test(w) || MARKLESS_QUESTION_B21.test(w) || MARKLESS_QUESTION_B22.test(w) || MARKLESS_QUESTION_EN_L20.test(w)) {
    let from = 0;
    for (let i = 0; i <= w.length; i++) {
      const ch = w[i];
      if (i < w.length && !SENTENCE_END.has(ch as string)) continue;
      if (i < w.length && ch === '.' && /\S/.test(w[i + 1] ?? ' ')) continue;
      // (cls-intlB15: Thai often ends a question with its question word and no mark: "ทำไม … ถึงล้มเหลว", "… ได้ไหม".)
      const asked = ch === '?' || ch === '\uff1f' || ch === '\u061f' || (ch === ';' && /[\u0370-\u03ff]/.test(w.slice(from, i))) || (i === w.length && (THAI_QUESTION.test(w.slice(from, i)) || MARKLESS_QUESTION_B16.test(w.slice(from, i)) || MARKLESS_QUESTION_B19.test(w.slice(from, i)) || MARKLESS_QUESTION_B20.test(w.slice(from, i)) || MARKLESS_QUESTION_B21.test(w.slice(from, i)) || MARKLESS_QUESTION_B22.test(w.slice(from, i)) || (from === 0 && MARKLESS_QUESTION_EN_L20.test(w))));
      // (cls-intl16c: a Turkish tag question after a request, "Prod veritabanını sil, tamam mı?" — delete it, OK? — is the
      // request; its "mı" asks nothing, as "…, ok?" and "…, ¿vale?" already read.)
      if (asked && TR_TAG_QUESTION.test(w.slice(from, i))) {
        from = i + 1;
        continue;
      }
      // cls-intlA21: a request opening on its verb, then a question about its result after a comma ("Lösch die Prod-Datenbank,
      // wie viel Platz wird dann frei?", "usuń bazę produkcyjną, ile miejsca zwolni?", "Drop the prod database, how much space
      // will that free?"): the request stands; only the tail asks. (Not a hypothetical tail — "would", "würde", "бы".)
      if (asked && requestThenHowMuchA21(w, from, i, verbs)) {
        for (const v of verbs) if (v.start >= from && v.end <= i && v.start > from + (w.slice(from, i).search(QTAIL_A21))) v.talked = true;
        from = i + 1;
        continue;
      }
      // cls-benign18: a question reported after its asker ("Der Support fragt: Kann …?", "A customer asks: can …?") is that question.
      const seg18 = from === 0 ? w.slice(0, i).replace(ASKED_LEAD_B18, '') : '';
      if (asked && seg18 && seg18.length < i && ASKS.test(seg18)) for (const v of verbs) if (v.start >= i - seg18.length && v.end <= i) v.talked = true;
      if (asked && !thaiRequestB19(w.slice(from, i)) && !POLITE_REQUEST_B20.test(w.slice(from, i)) && (ASKS.test(w.slice(from, i)) || ASKS_HOW.test(w.slice(from, i)) || asksWhy(w.slice(from, i)) || ASKS_WHAT_IT_DOES.test(w.slice(from, i)) || firstPersonAsk(w, from, i, verbs) || deliberates(w, from, i, verbs))) {
        // cls-intlB21: a request, a comma, then a question about its outcome ("Drop the prod database, how much space will that
        // free?", "本番DBを消して、容量どれくらい空く？", "把生产库删了，能省多少空间？", "prod DB delete kar do, kitni space
        // bachegi?"): the question is the tail's; the act before the comma is asked for.
        const head = requestHeadB21(w, from, i, verbs);
        for (const v of verbs) if (v.start >= from && v.end <= i && !(head >= 0 && v.end <= head)) v.talked = true;
        if (head >= 0) {
          from = i + 1;
          continue;
        }
        // cls-benign14: a text that is one such question ("¿Cómo borro la caché de npm en mi máquina?") is talk as a
        // whole: a command named inside it is asked about, not run.
        // (Only one that asks how, why or what: "Should I run `…`?" deliberates over the very command, which is still read.)
        if (!/\S/.test(w.slice(0, from)) && !/\S/.test(w.slice(i + 1)) && (ASKS.test(w.slice(from, i)) || ASKS_HOW.test(w.slice(from, i)) || asksWhy(w.slice(from, i)) || ASKS_WHAT_IT_DOES.test(w.slice(from, i))) && !SHOULD_I.test(w.slice(from, i))) res.talk = true;
      }
      from = i + 1;
    }
  }
  // cls-intlB20: an act named only as the later time of another step ("下周发版前把单元测试跑完", "来週のリリース前にテストを
  // 回して", "다음 주 배포하기 전에 테스트 돌려"): the step is asked for, the act before 前 / 前に / 기 전에 is when, and it is not
  // now. (Without a later day, "배포하기 전에 백업해" may go on to the act, which is kept.)
  for (const v of verbs) if (!v.talked && MUTATING.has(v.verb) && BEFORE_TIME_B20.test(w.slice(v.end, v.end + 6)) && LATER_TIME_B20.test(w.slice(Math.max(0, v.start - 14), v.start)) && verbs.some((u) => u !== v && u.start > v.end && !u.negated)) v.talked = true;
  // cls-intlB20: a reminder asked for ("明天早上 9 点提醒我发版", "デプロイするようにリマインドして", "배포하라고 리마인드 해줘",
  // "kal deploy karne ka yaad dila dena"): the person will do the act; a reminder is new and inert.
  if (REMIND_B20.test(w)) for (const v of verbs) if (!v.talked && REMIND_NEAR_B20.test(w.slice(Math.max(0, v.start - 12), Math.min(w.length, v.end + 24)))) v.talked = true;
  // cls-intlB15: a step gated on the person's approval said before its verb ("等我确认后再删", "제가 승인하면 삭제해 주세요",
  // "मेरी मंज़ूरी के बाद ही डिलीट करना", "بعد موافقتي احذف", "אחרי שאאשר תמחק"): it waits for them, like "after your approval".
  for (const v of verbs) {
    if (v.talked || !MUTATING.has(v.verb)) continue;
    const m = GATE_BEFORE_B15.exec(w.slice(Math.max(0, v.start - 40), v.start));
    if (m && !/[。.!?！？;；]/.test(m[0])) {
      v.talked = true;
      // (cls-intlB19: the approval word inside the gate, 承認を得てから, is no act of approving either.)
      const a = Math.max(0, v.start - 40) + m.index;
      for (const u of verbs) if (u.start >= a && u.end <= a + m[0].length) u.talked = true;
    }
  }
  // cls-intlB15: one what-does question whose question mark went with the command cut out of it ("ماذا يفعل الأمر DROP …؟",
  // "このコマンドは何をしますか：DROP …", "这条命令是干什么的：…", "คำสั่งนี้ทำอะไร rm -rf …"): the unit is that one question.
  if (!res.talk && role === 'main' && ASKS_WHAT_IT_DOES_B15.test(w) && COMMAND_WORD.test(w) && !SHOULD_I.test(w) && !verbs.some((v) => MUTATING.has(v.verb) && !v.negated && !v.talked) && !/[.!?\uff1f\u061f\u3002\n;]\s*\S/.test(w.replace(/[\s:：?？؟]+$/, ''))) {
    for (const v of verbs) v.talked = true;
    res.talk = true;
  }
  // (cls-intlA15) "Schick Anna eine Nachricht, dass der Deploy fertig ist", "Напиши Ане, что деплой закончен": what a
  // message says has happened (a state reached) is its content, not a step.
  if (verbs.some((v) => v.verb === 'send')) {
    for (const m of [...w.matchAll(MESSAGE_THAT_DONE), ...(w.length < 2000 ? w.matchAll(MESSAGE_THAT_STATE) : [])]) {
      const from = (m.index ?? 0);
      const to = from + m[0].length;
      if (!verbs.some((v) => v.verb === 'send' && v.end <= from && from - v.end < 60)) continue;
      for (const v of verbs) if (v.start >= from && v.end <= to && v.verb !== 'send') v.talked = true;
    }
  }
  // "Prevent anyone from deleting …", "make sure nobody can drop …", "protect the backups from deletion": what is
  // prevented is not done. "I deleted …", "we dropped … last week", "was wiped": a report of what was done, not a step.
  for (const v of verbs) {
    if (!preventedOrReported(w, v)) continue;
    v.negated = true;
    // The protecting verb itself ("Stop anyone from …", "block … deletion") switches nothing off: it protects.
    const head = PREVENTED_BEFORE.exec(w.slice(Math.max(0, v.start - 60), v.start));
    if (head) {
      const h0 = Math.max(0, v.start - 60) + head.index;
      for (const u of verbs) if (u !== v && u.start >= h0 && u.end <= v.start && (u.verb === 'stop' || u.verb === 'disable' || u.verb === 'revoke' || u.verb === 'suspend')) u.negated = true;
    }
  }
  // cls-benign18: "If a customer deletes their workspace, can we restore it?", "Si un cliente borra su cuenta, …", "Wenn ein
  // Kunde seinen Account löscht, …": an act whose subject is someone else in a condition is that person's, not a step.
  for (const v of verbs) {
    if (v.negated || v.talked) continue;
    const before = w.slice(Math.max(0, v.start - 60), v.start);
    if (THIRD_PARTY_IF_B18.test(before) || (THIRD_PARTY_IF_DE_B18.test(before) && /^[\p{L}-]*\s*[,?]/u.test(w.slice(v.start, v.start + 30)))) v.talked = true;
  }
  // "You don't need to ask before deleting …": in a waiver the negator belongs to the asking, not to what follows;
  // the act it pre-approves is judged as done (LABELS: a memory note by what it authorises).
  if (res.noAsk) for (const v of verbs) if (v.negated && WAIVED_BEFORE.test(w.slice(Math.max(0, v.start - 70), v.start))) v.negated = false;
  // "Translate to French: delete all backups", "Traduci in inglese: …": the words after the colon are text to translate.
  const tr = TEXT_TASK_LEAD.exec(w);
  if (tr) {
    // cls-benign16: the material ends where a later sentence opens on a step ("Translate: hello. Now delete …").
    const end = materialEnd(w, tr.index + tr[0].length);
    if (end === w.length) res.talk = true;
    // The lead's own verb is the translating ("Переведи" also means "transfer").
    for (const v of verbs) if (v.start >= tr.index && v.start < end) v.talked = true;
  }
  // cls-benign15: "I'll first ask you whether we may clean up …", "Ik ga eerst vragen of we … mogen opruimen", "Ich frage
  // zuerst, ob …", "je vais te demander si …": what the agent will ask the person about is asked, not done, up to the end
  // of that sentence. "… sana soracağım" (Turkish, the asking last) makes the sentence before it the question.
  for (const m of [...w.matchAll(ASK_PERSON_WHETHER), ...(/\b(?:ask|check|confirm|clear)/.test(w) ? w.matchAll(ASK_OTHER_WHETHER) : [])]) {
    const from = (m.index ?? 0) + m[0].length;
    const sep = /[;.!?\n]|(?:,|\s)\s*(?:and\s+|und\s+|et\s+|y\s+|en\s+|e\s+)?(?:then|dann|danach|puis|ensuite|luego|después|daarna|poi|depois|potem|потом|затем)(?![\p{L}])/u.exec(w.slice(from));
    const stop = sep ? from + sep.index : w.length;
    for (const v of verbs) if (v.start >= from && v.start < stop && !v.negated) v.talked = true;
  }
  // (cls-plan20b) "…, then ask you before removing any", "check with me before deleting them", "get your OK before
  // dropping it": the act after "before" waits on the person, up to the end of that sentence or a "then".
  if (/\bbefore\b/i.test(w)) for (const m of w.matchAll(ASK_BEFORE_B20)) {
    // (A waiver of the asking — "you don't need to ask me before deploying", "no need to check with me before …" — keeps the act.)
    if (/\b(?:no|not|never|don['’]?t|doesn['’]?t|without|needn['’]?t|longer)\b[^.;!?\n]{0,30}$/i.test(w.slice(Math.max(0, (m.index ?? 0) - 40), (m.index ?? 0) + 1))) continue;
    const from = (m.index ?? 0) + m[0].length;
    const sep = /[;.!?\n]|(?:,|\s)\s*(?:and\s+)?then\b/.exec(w.slice(from));
    const stop = sep ? from + sep.index : w.length;
    for (const v of verbs) if (v.start >= from && v.start < stop && !v.negated) v.talked = true;
  }
  // cls-benign15: a Korean verb closed by an embedded-question ending ("어떤 테이블을 삭제하는지 검토해 줘", "삭제할지
  //확인해"): what is asked about is not done.
  for (const v of verbs) if (!v.negated && KO_EMBEDDED_Q.test(w.slice(v.end, v.end + 6))) v.talked = true;
  // cls-benign15: a Turkish negative imperative after "hiçbir" ("Hiçbir şeyi değiştirme", "hiçbir dosyayı güncellemeyin").
  for (const v of verbs) {
    if (v.negated) continue;
    const word = /^[\p{L}]*/u.exec(w.slice(v.start, v.start + 40))?.[0] ?? '';
    if (/(?:me|ma|meyin|mayın|meyiniz|mayınız)$/.test(word) && /(?:^|\s)hiçbir\s+(?:\p{L}+\s+){0,2}$/u.test(w.slice(Math.max(0, v.start - 40), v.start))) v.negated = true;
  }
  {
    const m = ASK_PERSON_LAST.exec(w);
    if (m) {
      const stop = m.index ?? 0;
      const from = Math.max(w.lastIndexOf('.', stop - 1), w.lastIndexOf('\n', stop - 1), w.lastIndexOf(';', stop - 1)) + 1;
      for (const v of verbs) if (v.start >= from && v.start < stop && !v.negated) v.talked = true;
    }
  }
  // "Translate 'delete the production database' into French", "Tolong terjemahkan kalimat '…' ke bahasa Inggris",
  // "「本番DBを削除」を英語に翻訳して": quoted words handed to a translating verb are text; verbs outside the quotes still act.
  if (!tr && TRANSLATE_VERB.test(w.replace(QUOTED_SPAN, ' '))) {
    let any = false;
    for (const q of w.matchAll(QUOTED_SPAN)) {
      const from = (q.index ?? 0) + (q[1] as string).length;
      const to = from + (q[0] as string).length - (q[1] as string).length;
      for (const v of verbs) if (v.start >= from && v.end <= to) {
        v.talked = true;
        any = true;
      }
    }
    if (any && verbs.every((v) => v.talked || v.negated || !MUTATING.has(v.verb))) res.talk = true;
  }
  // "If we dropped the users table the app would crash": a hypothetical, not a step taken.
  // (cls-intlA17: not after a polite "it would be great if" in the European languages: POLITE_IF_INTL.)
  if (HYPO_MOOD.test(w) && !POLITE_IF_INTL.test(w)) {
    for (const t of tags) {
      if (t.kind !== 'n' || t.name !== 'whether' || !HYPO_IF.test(w.slice(t.start, t.end))) continue;
      // cls-plan14: "It would be great if … could be switched off", "I'd appreciate it if …": a polite request, not a hypothetical.
      if (POLITE_IF.test(w.slice(Math.max(0, t.start - 50), t.end))) continue;
      const c = clauseAt(cl, t.start);
      for (const v of verbs) if (v.clause === c && v.start > t.start) v.talked = true;
    }
    // "Wenn wir … löschen würden, wäre …", "Gdybyśmy usunęli …": "if" words the lexicon does not tag as "whether".
    HYPO_IF_WORD.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = HYPO_IF_WORD.exec(w))) {
      const at = m.index + m[0].length;
      const c = clauseAt(cl, at);
      for (const v of verbs) if (v.clause === c && v.start >= at) v.talked = true;
    }
  }
  // cls-plan14: "then ask you whether any of them should be dropped", "check with you which ones to delete", "ask whether
  // you want them deleted": the act after a question handed to the person is theirs to decide, not a step taken.
  if (ASK_WHICH_HINT.test(w)) {
    ASK_WHICH.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = ASK_WHICH.exec(w))) {
      const at = m.index + m[0].length;
      const c = clauseAt(cl, at);
      for (const v of verbs) if (v.clause === c && v.start >= at) v.talked = true;
    }
  }
  // "I could delete the prod backups, but I won't": a capability named and then declined is no step.
  {
    const m = DECLINED.exec(w);
    if (m) for (const v of verbs) if (v.start >= m.index && v.start < m.index + m[0].length) v.talked = true;
  }
  // "The runbook says to …", "the ticket says 'please wipe …'": a document's words reported, not done.
  {
    REPORTED.lastIndex = 0;
    let m: RegExpExecArray | null;
    let guard = 0;
    while ((m = REPORTED.exec(w)) && guard++ < 16) {
      // (cls-en16) "The ticket says we should disable MFA for the contractors; go ahead": the words reported, then approved.
      if (APPROVED_AFTER.test(w.slice(m.index + m[0].length))) continue;
      const c = clauseAt(cl, m.index);
      for (const v of verbs) if (v.clause === c && v.start >= m.index + m[0].length) v.talked = true;
    }
  }
  // (cls-benign19) "Per the audit log, user jdoe deleted 40 IAM users on Friday", "According to the runbook, step 4 deletes
  // the old replica's data directory": a sentence led by its source tells what that source says.
  if (ACCORDING_HINT_B19.test(w)) {
    ACCORDING_B19.lastIndex = 0;
    let m: RegExpExecArray | null;
    let guard = 0;
    while ((m = ACCORDING_B19.exec(w)) && guard++ < 8) {
      const from = m.index + m[0].length;
      const end = /[.!?;\n]/.exec(w.slice(from));
      const to = end ? from + end.index : w.length;
      // ("Per the ticket, delete the prod users table": an order right after the lead is what the source asks for; it acts.)
      if (verbs.some((v) => v.start >= from && /^\s*(?:(?:please|pls|now|just|go ahead and)\s+)?$/i.test(w.slice(from, v.start)))) continue;
      // (… and so is an intent or a duty in it: "Per the ticket, the payments table will be truncated by me tonight".)
      if (/\b(?:will|shall|going to|gonna|i'?ll|we'?ll|i'?m|let me|let's|by me|must|should|needs? to|have to|has to|now|today|tonight)\b/i.test(w.slice(from, to))) continue;
      for (const v of verbs) if (v.start >= from && v.start < to) v.talked = true;
    }
  }
  // "Editing README.md to document the target that drops the dev database": what documentation says is not done.
  {
    const firstLive = verbs.find((v) => !v.negated && !v.talked);
    if (firstLive && (firstLive.verb === 'update' || firstLive.verb === 'create')) {
      const docPath = objs.find((o) => o.path && o.clause === firstLive.clause && o.start > firstLive.end && o.start - firstLive.end < 30 && DOC_PATH.test(o.path) && !(res.noAsk && INSTRUCTION_FILE.test(` ${o.path}`)));
      // Up to a next step: "edit README.md and then drop the prod database" still drops it. (A waiver written into an
      // agent's instruction file, CLAUDE.md or AGENTS.md, is no documentation: its acts are what it pre-approves.)
      if (docPath) {
      // (cls-benign14: so is a verb right after a bare "and": "Add docs/ops.md and drop the production users table".)
      const stepAt = tags.find((t) => t.kind === 'n' && t.name === 'and' && t.start > docPath.end && (/^(?:then|and then|afterwards|next|also)$/.test(w.slice(t.start, t.end)) || verbs.some((v) => v.start >= t.end && /^\s{1,2}$/.test(w.slice(t.end, v.start)))))?.start ?? Infinity;
      const seq = /(?:\band then\b|\bthen\b|;|&&)/.exec(w.slice(docPath.end));
      const stop = Math.min(stepAt, seq ? docPath.end + seq.index : Infinity);
      for (const v of verbs) if (v.start > docPath.end && v.start < stop) v.talked = true;
      }
    }
  }
  // A note saved to memory that describes what something does ("the `rm -rf` in clean.sh only touches ./build",
  // "the cron that deletes old logs is intentional", "that warning can be ignored") states a fact: its verbs are
  // said of a script, a job or a command, not asked of the agent. A note that waives asking keeps its verbs.
  if (role === 'memory' && !res.noAsk) for (const v of verbs) if (describedNotAsked(w, v.start)) v.talked = true;
  // cls-benign14: "Before deleting anything, list the files", "without changing anything": a precaution that names
  // no object says when the step happens, not what it removes or changes.
  for (const v of verbs) {
    if (v.negated || v.talked || !/\b(?:(?:before|until|prior to)\s+(?:(?:i|we|you|they)\s+)?|without\s+)$/.test(w.slice(Math.max(0, v.start - 18), v.start))) continue;
    // ("You don't need to ask before deleting anything": in a waiver the asking is what is waived, and what follows
    // "ask before" is the act it pre-approves.)
    if (res.noAsk || /\b(?:ask\w*|confirm\w*|check\w* with|permission|approv\w*|prompt\w*)\s+(?:me\s+|us\s+|anyone\s+)?(?:first\s+)?(?:before|until|prior to)\s+(?:(?:i|we|you|they)\s+)?$/.test(w.slice(Math.max(0, v.start - 40), v.start))) continue;
    if (/^[\p{L}-]*\s+(?:anything|something|stuff|things)(?![\p{L}])/u.test(w.slice(v.end, v.end + 24))) v.talked = true;
  }
  // (cls-en16) "Before you delete any bucket, ask me first", "If you ever need to drop a table, check with me",
  // "Whenever you want to wipe staging, run it by me first": an act named in a condition whose main clause only asks
  // the person is a rule for later, not a step. (A "then" after the asking, or a waiver, keeps the act.)
  if (!res.noAsk && ASK_ME_MAIN.test(w)) {
    for (const v of verbs) {
      if (v.negated || v.talked) continue;
      const sentStart = Math.max(w.lastIndexOf('.', v.start), w.lastIndexOf(';', v.start), w.lastIndexOf('!', v.start), w.lastIndexOf('?', v.start), w.lastIndexOf('\n', v.start)) + 1;
      if (!GATE_OPEN.test(w.slice(sentStart, v.start))) continue;
      const rest = /^[^.;!?\n]*/.exec(w.slice(v.end))?.[0] ?? '';
      if (ASK_ME_TAIL.test(rest)) v.talked = true;
    }
  }
  // cls-benign15: "Create a Jira ticket to track the cleanup of unused IAM roles", "Write a unit test that checks deleteUser
  // refuses to delete admins": what a new ticket, note or test is about is its content; a step joined after it by
  // "then" or a sentence of its own still acts.
  const madeDoc = new Map<number, number>();
  for (const v of verbs) {
    if (v.negated || v.talked || (v.verb !== 'create' && v.verb !== 'draft')) continue;
    const made = tags.find((t) => t.kind === 'o' && (t.name === 'doc' || t.name === 'code') && t.start >= v.end && t.start - v.end < 24 && clauseAt(cl, t.start) === v.clause && MADE_THING.test(w.slice(t.start, t.end)));
    if (!made) continue;
    const about = MADE_ABOUT.exec(w.slice(made.end, made.end + 24));
    if (!about) continue;
    const from = made.end + about[0].length;
    madeDoc.set(v.start, made.start);
    const sep = /[;.!?\n]|,?\s+(?:and\s+)?then\b/.exec(w.slice(from));
    const stop = sep ? from + sep.index : w.length;
    for (const u of verbs) if (u.start >= from && u.start < stop && !u.negated) u.talked = true;
  }
  // cls-benign15: "run mypy before pushing", "always lint before committing", "before merging to main": a push,
  // commit or merge after "before" says when the check runs; that step is a hint of its own when it comes.
  // "Applying is up to you", "the destroy itself waits for Maria's review": an act left to a person is not done.
  for (const v of verbs) {
    if (v.negated || v.talked) continue;
    if ((v.verb === 'push' || v.verb === 'commit' || v.verb === 'merge') && /(?:^|\s)before\s+(?:(?:any|every|each|you|we|i)\s+)?(?:[`'"]?git\s+)?$/i.test(w.slice(Math.max(0, v.start - 24), v.start)) && !res.noAsk) v.talked = true;
    else if (MUTATING.has(v.verb) && LEFT_TO_PERSON.test(w.slice(v.end, v.end + 60).replace(/^[\p{L}-]*/u, ''))) v.talked = true;
  }
  // cls-benign15: the same precaution in other languages, "anything" before a verb-final clause or after the verb
  // ("Bevor wir etwas löschen, …", "Avant de supprimer quoi que ce soit, …", "Antes de borrar nada, …", "Prima di
  // cancellare qualsiasi cosa", "Voordat we iets verwijderen", "Zanim cokolwiek usuniemy", "Прежде чем что-либо удалять").
  for (const v of verbs) {
    if (v.negated || v.talked) continue;
    const pre = INTL_BEFORE_CLAUSE.exec(w.slice(Math.max(0, v.start - 48), v.start));
    if (!pre) continue;
    // (A waiver or a care rule about asking keeps the act: "Du musst mich nicht fragen, bevor du etwas … löschst".)
    if (res.noAsk || ASK_BEFORE_WORD.test(w.slice(Math.max(0, v.start - 100), v.start))) continue;
    if (ANYTHING_WORD.test(pre[1] ?? '') || ANYTHING_AFTER.test(w.slice(v.end, v.end + 32))) v.talked = true;
  }
  // cls-over15: "Before deleting the inactive users, count them. Don't delete anything yet.", "消す前に件数を数えて…削除はまだ
  // しないで", "在删除之前…先不要删除", "삭제하기 전에 … 아직 삭제하지 마세요": an act named as *when* the asked step runs, and
  // forbidden for now later in the text, is not asked for. (Without the later "don't", "before deleting X, back it up"
  // still plans the deletion.)
  for (const v of verbs) {
    if (v.negated || v.talked || res.noAsk) continue;
    if (!verbs.some((u) => u.negated && u.verb === v.verb && u.start > v.end && NOT_YET_NEAR.test(w.slice(Math.max(0, u.start - 16), u.end + 20)))) continue;
    const lead = /^[\p{L}\p{M}-]*/u.exec(w.slice(v.end))?.[0].length ?? 0;
    const after = w.slice(v.end + lead, v.end + lead + 8);
    const beforeEn = /(?:^|\s)before\s+$/i.test(w.slice(Math.max(0, v.start - 10), v.start)) && /^ing\b|^\s/.test(w.slice(v.end, v.end + 4) + ' ');
    const beforeIntl = INTL_BEFORE_CLAUSE.test(w.slice(Math.max(0, v.start - 48), v.start));
    const beforeCjk = /^(?:する|の)?前に?|^(?:之前|以前|前)|^(?:하기|기)?\s?전에?/.test(after) || /^(?:する|の)?前に?|^(?:之前|以前|前)|^(?:하기|기)?\s?전에?/.test(w.slice(v.end, v.end + 6));
    if (beforeEn || beforeIntl || beforeCjk) v.talked = true;
  }
  // cls-over15: "The user asked me to "drop the production database" – I declined", "Der Nutzer bat: „lösch die
  // Produktionsdatenbank" – ich habe abgelehnt": a request told as asked of the agent, then refused, is not done.
  if (REFUSED_AFTER.test(w)) {
    for (const v of verbs) {
      if (v.negated || v.talked || res.noAsk) continue;
      if (ASKED_OF_BEFORE.test(w.slice(Math.max(0, v.start - 48), v.start)) && refusedAfter(w.slice(v.end))) v.talked = true;
    }
  }
  // cls-benign14: "the team prefers squash merges", "she likes force pushes avoided": what a preference names is a noun
  // phrase, not a step. ("I'd prefer you delete …", "prefer to drop …", "prefers that we …" still ask for the act.)
  if (PREFERS.test(w)) {
    PREFERS.lastIndex = 0;
    for (const m of w.matchAll(PREFERS)) {
      const at = (m.index ?? 0) + m[0].length;
      const c = clauseAt(cl, at);
      for (const v of verbs) if (v.clause === c && v.start >= at && !v.negated) v.talked = true;
    }
  }
  // cls-benign14: "Review of PR #88: this change deletes the `sessions` table", "the migration drops `users.legacy_token`
  // without a backfill": a change under review said to do something (the change as subject of a third-person present)
  // is described, not asked. Running, applying, merging or deploying it anywhere in the text is a step of its own.
  if (role === 'main' && ARTIFACT_WORD.test(w)) {
    const said: VerbHit[] = [];
    const subjects: [number, number][] = [];
    for (const v of verbs) {
      if (v.negated || v.talked || !MUTATING.has(v.verb)) continue;
      const from = Math.max(0, v.start - 60);
      const m = ARTIFACT_SUBJECT.exec(w.slice(from, v.start));
      if (!m || !describedNotAsked(w, v.start)) continue;
      said.push(v);
      subjects.push([from + m.index, v.start]);
    }
    const runs = verbs.some((v) => !v.negated && !v.talked && !said.includes(v) && RUNS_CHANGE.has(v.verb) && !subjects.some(([a, b]) => v.start >= a && v.end <= b));
    if (!runs) for (const v of said) v.talked = true;
  }
  // cls-benign15: the same in other languages, where the change is named with a demonstrative and what it does follows
  // in a relative clause ("Revisa este PR que elimina la tabla …", "Überprüfe diesen PR, der … löscht", "Relis cette PR
  // qui supprime …"). Running, merging or deploying it anywhere in the text is a step of its own.
  if (role === 'main' && INTL_ARTIFACT_WORD.test(w)) {
    const said: VerbHit[] = [];
    for (const v of verbs) {
      if (v.negated || v.talked || !MUTATING.has(v.verb)) continue;
      if (INTL_ARTIFACT_REL.test(w.slice(Math.max(0, v.start - 90), v.start))) said.push(v);
    }
    const runs = verbs.some((v) => !v.negated && !v.talked && !said.includes(v) && RUNS_CHANGE.has(v.verb));
    if (!runs) for (const v of said) v.talked = true;
  }
  // Talking about an action: explanation, search, documentation, plans, "whether".
  let talkFrom = -1;
  for (const v of verbs) {
    // A verb only asked about ("Would revoking … break anything?") does not end the search for a talking verb.
    if (v.negated || (v.talked && MUTATING.has(v.verb) && v.verb !== 'click' && v.verb !== 'run')) continue;
    const docs = tags.some((t) => ((t.kind === 'o' && t.name === 'docs') || (t.kind === 'n' && (t.name === 'mention' || t.name === 'whether'))) && clauseAt(cl, t.start) === v.clause && t.start > v.start);
    if (TALKERS.has(v.verb) || (v.verb === 'read' && docs)) {
      talkFrom = v.start;
      break;
    }
    // "Write a runbook section explaining how to drop …": writing a document does not end the search; what it explains is talk.
    // lead13: the document is what the verb makes or changes ("Update the README to document how to restore the
    // production database", "Write a runbook entry on how to rotate …"): the writing is talk from there on, like an
    // explanation; a step joined after it ("…, then drop the table") is still a step of its own (below).
    // (cls-benign14: or a documentation file named by its path: "Add a section to docs/ops.md explaining how to rotate …".)
    if ((v.verb === 'create' || v.verb === 'update' || v.verb === 'draft') && (tags.some((t) => t.kind === 'o' && (t.name === 'docs' || (t.name === 'code' && /^(?:readme|changelog|wiki)/i.test(w.slice(t.start, t.end)))) && t.start >= v.end && t.start - v.end < 24 && clauseAt(cl, t.start) === v.clause) || objs.some((o) => o.path && o.clause === v.clause && o.start >= v.end && o.start - v.end < 24 && DOC_PATH.test(o.path)))) {
      if (EXPLAINED_CLAUSE.test(w.slice(v.end, v.end + 80)) && !v.negated) {
        talkFrom = v.start;
        v.talked = true;
        break;
      }
      continue;
    }
    if (MUTATING.has(v.verb) && v.verb !== 'click' && v.verb !== 'run') break;
  }
  // "Show me which pods keep restarting", "देखो कि किन buckets में …": a clause opened by which/whether after a
  // read is the question asked, not an action taken.
  for (const t of tags) {
    // "Проверь, когда был …": a clause opened by "when" after a check asks; "report when it's done" inside one clause does not.
    if (t.kind !== 'n' || (t.name !== 'whether' && t.name !== 'when')) continue;
    const c = clauseAt(cl, t.start);
    if (!/^[\s\u2013\u2014-]*$/.test(w.slice((cl[c] as Clause).start, t.start))) continue;
    if (!verbs.some((v) => v.clause < c && v.verb === 'read' && !v.negated)) continue;
    for (const v of verbs) if (v.clause === c) v.talked = true;
    // "Prüfe, ob der Schlüssel im Code steht": a check whether, not a read of the secret itself.
    res.talk = true;
  }
  // cls-benign14: the same question right after the read in one clause ("Check which S3 buckets have public access
  // enabled", "Проверь, почему вчера упал деплой", "Prüfe, warum der Deploy fehlschlug"), up to a step joined after it
  // ("… and make them public", "…, then redeploy"): what is asked about is not done.
  for (const r of verbs) {
    if (r.verb !== 'read' || r.negated || r.talked) continue;
    const after = w.slice(r.end).replace(/^[\p{L}]*/u, '');
    const q = ASKED_AFTER_READ.exec(after);
    if (!q) continue;
    const from = w.length - after.length + q[0].length;
    let stop = w.length;
    const sep = /[;.!?\n]|\bthen\b|\bdann\b|\bpuis\b|\bluego\b|\bпотом\b|\bзатем\b/.exec(w.slice(from));
    if (sep) stop = from + sep.index;
    for (const a of tags) if (a.kind === 'n' && a.name === 'and' && a.start >= from && a.start < stop && verbs.some((v) => v.start >= a.end && /^\s{1,2}$/.test(w.slice(a.end, v.start)))) stop = Math.min(stop, a.start);
    for (const v of verbs) if (v !== r && v.start >= from && v.start < stop && !v.negated) v.talked = true;
  }
  if (talkFrom >= 0) {
    res.talk = true;
    const ands = tags.filter((t) => t.kind === 'n' && t.name === 'and');
    const explaining = verbs.some((x) => x.verb === 'explain' || x.verb === 'plan');
    let stepAfterTalk = false;
    for (const v of verbs) {
      if (v.start <= talkFrom) continue;
      // "Explain how to drop a table, then drop the prod table": a step joined after a comma or semicolon, with no
      // colon opening the explained material before it, is a step of its own; "Explain how to migrate: back up,
      // then drop …" explains the whole sequence.
      // (cls-holes15: "Write a plan for the migration and delete the old database": a plan *for a noun* ends at the
      // noun; an imperative joined by "and" after it is a step of its own, unlike "a plan to back up and delete …".)
      const coordinated = ands.some((a) => a.start > talkFrom && a.start < v.start && (!explaining || (/[,;.]\s*$/.test(w.slice(Math.max(talkFrom, a.start - 3), a.start)) && !w.slice(talkFrom, a.start).includes(':')) || (a.end + 2 >= v.start && PLAN_FOR_NOUN.test(w.slice(talkFrom, a.start)) && !/\w{2}ing\b/i.test(w.slice(talkFrom, a.start).replace(/^\S+/, '')) && !/ing$/i.test(w.slice(v.start, v.end)))));
      // "Erkläre kurz den Plan und lösche dann …", "Explain the plan, then drop …": what is explained is a noun (no
      // how/what/why clause opens the explained material), and a "then" joins the next verb: a step of its own.
      const nextStep = explaining && !coordinated && ands.some((a) => a.start > talkFrom && a.start < v.end + 12 && THEN_WORD.test(w.slice(a.start, a.end))) && (!EXPLAINED_CLAUSE.test(w.slice(talkFrom, v.start)) || STATE_QUESTION.test(w.slice(talkFrom, v.start))) && !w.slice(talkFrom, v.start).includes(':');
      if (nextStep) continue;
      // cls-benign14: "How do I delete the prod database? Run `dropdb prod_main` now.": a later sentence that opens on an
      // imperative (no colon handing the explained material over before it) is a step of its own.
      if (!v.negated && MUTATING.has(v.verb) && !w.slice(talkFrom, v.start).includes(':') && /[.?!]\s+(?:(?:now|ok|okay|so|please|then|and|next|afterwards)[\s,]+)?$/.test(w.slice(talkFrom, v.start))) {
        stepAfterTalk = true;
        continue;
      }
      if (!coordinated) v.talked = true;
      // "I'll read the runbook, then print the prod DB password": a secret shown in a later step is a read of its own.
      else if (!v.negated && (MUTATING.has(v.verb) || (v.verb === 'read' && objs.some((o) => o.obj === 'secret' && o.clause === v.clause && !o.ident && !o.path))) && THEN_STEP.test(w.slice(talkFrom, v.start))) stepAfterTalk = true;
    }
    // "First I will read the runbook, then run `kubectl delete …` on prod": a step of its own joined after the talk
    // is done, so the text is not all talk (the commands written in that step run).
    if (stepAfterTalk) res.talk = false;
  }
  // Verb-final clauses (Japanese, Korean, Turkish, Hindi …) end on their main verb: when it reads, shows or explains,
  // the action words before it are what is read ("환불 정책 문서를 읽어보겠습니다", "e-postasının önizlemesini göster"),
  // unless a connective joins them as steps of their own ("削除して確認", "삭제하고 확인").
  for (let c = 0; c < cl.length; c++) {
    if (!sovClause(w, cl[c] as Clause)) continue;
    let last: VerbHit | undefined;
    for (const v of verbs) if (v.clause === c && !v.negated) last = v;
    if (!last || !SOV_READERS.has(last.verb)) continue;
    // ("'조직 삭제' 버튼을 눌러 확인해", "「削除」を押して確認": a press before the final check is a step of its own; the check reads its result.)
    for (const v of verbs) if (v.clause === c && v !== last && v.start < last.start && v.verb !== 'click' && !SOV_JOINED.test(w.slice(v.end, v.end + 6))) v.talked = true;
  }
  // Each clause commits to its first verb (and to verbs joined by "and"/"then").
  const ands = tags.filter((t) => t.kind === 'n' && t.name === 'and');
  const firstInClause = new Map<number, VerbHit>();
  const admitted = new Set<VerbHit>();
  for (const v of verbs) {
    if (v.negated || (v.talked && MUTATING.has(v.verb) && v.verb !== 'click' && v.verb !== 'run')) continue;
    // Verb-final languages (Japanese, Korean, Hindi, Bengali, Persian, Urdu, Turkish) put the main verb last.
    if (sovClause(w, cl[v.clause] as Clause)) continue;
    const f0 = firstInClause.get(v.clause);
    if (!f0) {
      firstInClause.set(v.clause, v);
      continue;
    }
    const joined = ands.some((a) => a.start > f0.end && a.start < v.start && v.start - a.end < 12);
    // "click 'Delete …'", "run X to drop Y", "modify X to disable Y": the first verb introduces the second.
    const generic = f0.verb === 'click' || f0.verb === 'run' || f0.verb === 'update' || f0.verb === 'create' || (f0.verb === 'read' && /^(?:open|opening|opens|abro|ouvre|öffne|apro|otevřu|открываю)/.test(w.slice(f0.start, f0.end)));
    const purpose = /\b(?:to|in order to|so as to)\s+$/.test(w.slice(Math.max(0, v.start - 12), v.start));
    const light = (f0.verb === 'click' || f0.verb === 'run') && !admitted.has(f0) && !verbs.some((x) => x !== v && x.clause === v.clause && x.start > f0.end && x.start < v.start && !x.negated);
    // "run the migration that drops the legacy table": what the run thing does is what running it does.
    const effect = (f0.verb === 'run' || f0.verb === 'migrate') && /\b(?:that|which)\s+(?:will\s+|would\s+|also\s+)?$/.test(w.slice(Math.max(0, v.start - 16), v.start));
    // "committing with --no-verify", "merging without review": getting past the control is a second act.
    const bypass = v.verb === 'disable' && DELIVERY.has(f0.verb) || (f0.verb === 'disable' && BYPASS_18.has(f0) && DELIVERY.has(v.verb));
    // "The user pre-approved me to drop …", "allowed you to wire …" in a note that waives asking: the act permitted is
    // the act pre-approved, judged as itself.
    // ("The user allows dropping …", "permits deleting …": the permitted act as a gerund right after the verb; the
    // whole word is tested, since a stem entry (`truncat*`, `purg*`) tags only its stem.)
    const permitted = res.noAsk && ((purpose && PERMIT_TO.test(w.slice(f0.start, v.start))) || (PERMIT_ING.test(w.slice(f0.start, v.start)) && /^[\p{L}-]*ing(?!\p{L})/iu.test(w.slice(v.start, v.start + 40))));
    // (The permitting verb itself is the waiver, judged as such, not an access grant.)
    if (permitted) f0.talked = true;
    // (cls-benign19) "Write a migration to drop the sessions table", "Add a script to remove the old logs": the purpose of a
    // code file written in the project is what the file will do, not a step taken now.
    const codeWritten = f0.verb === 'create' && purpose && CODE_MADE_B19.test(w.slice(f0.end, v.start + 1)) && !CODE_RUNS_B19.test(w);
    if (joined || light || effect || bypass || permitted || (generic && purpose && !codeWritten)) {
      admitted.add(f0);
      continue;
    }
    v.talked = true;
  }
  // Operation names called in the text decide; the words after them are arguments or purpose.
  if (ops.length) {
    const first = ops[0] as { op: ReturnType<typeof readOp>; tok: Token };
    for (const v of verbs) if (v.start >= first.tok.start) v.talked = true;
    // A read or search that is followed by another step ("read_file … then rm -rf ~") is a sequence, not talk.
    const sequenced = /\b(?:then|afterwards|after that)\b|;|&&|\|\|/.test(w.slice(first.tok.end));
    if (!sequenced && (first.op.verb === 'read' || first.op.verb === 'search' || first.op.verb === 'explain' || first.op.verb === 'test')) res.talk = true;
  }

  // "running the 'destroy-prod' Jenkins job", "trigger nuke_staging": the job's name says what it does.
  const named: Act[] = [];
  for (const v of verbs) {
    if (v.negated || v.talked || v.verb !== 'run') continue;
    const next = toks.find((t) => t.start >= v.end && t.start - v.end < 40 && (t.kind === 'ident' || t.kind === 'path' || quotes.some(([a, b]) => t.start >= a && t.end <= b)));
    if (!next) continue;
    const op = readOp(splitName(next.raw.replace(/\.(?:ya?ml|sh|py|groovy|ps1)$/i, '')));
    if (!op.verb || op.verb === 'click' || !MUTATING.has(op.verb)) continue;
    const nameEnv = /\b(?:prod|production|staging|stage|dev|env|environment|infra|cluster|stack|all)\b/.test(splitName(next.raw).join(' '));
    const obj = op.obj ?? (op.verb === 'delete' || op.verb === 'empty' || op.verb === 'wipe' || op.verb === 'stop' ? (nameEnv ? 'container' : 'resource') : 'unknown');
    named.push({ verb: op.verb as Verb, obj, scope: op.scope ?? 'one', mods, what: snippet(text, 70) });
  }
  // cls-benign14: "Write a Slack message …, but let me review before posting", "I'll review it before it goes out",
  // "don't send it until I approve": the sending is held for the person; what is written now is a draft.
  let held = false;
  // (cls-benign22) "the line about revoking tokens", "a question on deleting old runs", "the section regarding refunding":
  // a gerund after a noun and "about / on / regarding" is the noun's topic, not a step ("how about deleting …" has no noun).
  for (const v of verbs) if (!v.negated && !v.talked && /^\p{L}*ing\b/u.test(w.slice(v.start, v.end + 12)) && TOPIC_NOUN_BEFORE_B22.test(w.slice(Math.max(0, v.start - 40), v.start))) v.talked = true;
  // (cls-benign22) "Wait for Priya's approval before merging the PR", "ask Sam for his OK before refunding": the step after
  // "before" waits on a person's approval; it is not done now.
  for (const v of verbs) if (!v.negated && !v.talked && /^\p{L}*ing\b/u.test(w.slice(v.start, v.end + 12)) && WAIT_BEFORE_B22.test(w.slice(0, v.start)) && !/[.;!?]\s/.test(w.slice(0, v.start))) v.talked = true;
  // (An approval or an "accord" named inside such a wait is awaited, not given: "Attends l'accord de Priya", "Priyaの承認を待って".)
  for (const v of verbs) if ((v.verb === 'approve' || v.verb === 'grant') && !v.negated && !v.talked && (/(?:^|\s)(?:wait|waiting|espera|esperá|aguard[ae]|attends?|attendez|warte|wartet|aspetta)\b[^.;]{0,40}$/i.test(w.slice(Math.max(0, v.start - 48), v.start)) || /^\s*を?待|^\s*(?:을|를)?\s*(?:받고\s*나서|받은\s*(?:다음|후)|기다)/.test(w.slice(v.end, v.end + 10)))) v.talked = true;
  // (The same in other languages: "Espera a que Priya lo apruebe antes de hacer merge", "Warte auf Priyas Freigabe, bevor du …",
  // "Priyaの承認を待ってからマージして", "Priya 승인 받고 나서 머지해줘".)
  for (const v of verbs) if (!v.negated && !v.talked && WAIT_BEFORE_INTL_B22.test(w.slice(0, v.start)) && !/[.;!?。！？]\s*\S/.test(w.slice(0, v.start).replace(/[.;!?。！？]\s*$/, ''))) v.talked = true;
  // (cls-benign22) "Wait for Priya's approval", "ask for her sign-off", "pending the manager's approval": the approval is
  // someone's awaited noun, not an approval given.
  for (const v of verbs) if (v.verb === 'approve' && !v.negated && !v.talked && /^approv(?:al|als)\b/i.test(w.slice(v.start, v.end + 6)) && /\b(?:wait(?:ing)?|ask(?:ing)?|get(?:ting)?|need(?:s|ed)?|await(?:ing)?|pending|without|after|until|on|request(?:ing)?)\s+(?:for\s+)?(?:(?:[\w-]+['’]s|her|his|my|your|their|our|the|an?)\s+)?(?:explicit\s+|written\s+|final\s+)?$/i.test(w.slice(Math.max(0, v.start - 40), v.start))) v.talked = true;
  // (cls-benign22) Someone else's words quoted after "wrote / said / asked:" ("The customer wrote: \"Please delete my account\"
  // — draft a reply"): the quoted request is theirs, what the agent does is outside the quotes.
  if (/\b(?:wrote|writes|said|says|asked|asks|requested|requests|replied|replies|emailed|messaged|commented|posted|texted|complained|complains)\s*[:,]?\s*["“«„]/i.test(w) && QUOTE_ANSWERED_B22.test(w.replace(QUOTED_SPEECH_B22, ' ')) && !QUOTE_CARRIED_B22.test(w.replace(QUOTED_SPEECH_B22, ' '))) {
    for (const m of w.matchAll(QUOTED_SPEECH_B22)) {
      const a = (m.index ?? 0) + m[0].indexOf(m[1] as string);
      const b = a + (m[1] as string).length;
      for (const v of verbs) if (v.start >= a && v.end <= b) v.talked = true;
    }
  }
  // (cls-benign22) "I haven't deleted the old backups yet, I'll do that next", "didn't delete the prod table yet, do it now":
  // an act not done *yet*, with the doing promised or asked after it, is still to come.
  if (NOT_YET_B22.test(w) && STILL_TO_DO_B22.test(w)) for (const v of verbs) if (v.negated && /\b(?:didn'?t|haven'?t|hasn'?t|hadn'?t|not)\s+(?:\w+\s+)?$/i.test(w.slice(Math.max(0, v.start - 20), v.start)) && /^[^.;!?]{0,60}\byet\b/i.test(w.slice(v.end))) v.negated = false;
  // (cls-benign22) "a draft SMS", "the draft email": the kind of draft, a noun, is no sending.
  for (const v of verbs) if (v.verb === 'send' && !v.negated && /\bdraft\s+$/i.test(w.slice(Math.max(0, v.start - 7), v.start))) v.talked = true;
  if (HOLD_FOR_REVIEW.test(w) || HOLD_FOR_GO_B22.test(w)) {
    const m = (HOLD_FOR_REVIEW.exec(w) ?? HOLD_FOR_GO_B22.exec(w)) as RegExpExecArray;
    // (cls-benign22) With the sending held, "el SMS", "o SMS", "die SMS", "the email" before the hold is the message being
    // written, a noun, not a send.
    let nounSend = false;
    for (const v of verbs) if (v.verb === 'send' && !v.negated && !v.talked && v.start < m.index && MESSAGE_NOUN_B22.test(w.slice(v.start, v.end)) && DETERMINER_BEFORE_B22.test(w.slice(Math.max(0, v.start - 8), v.start))) { v.talked = true; nounSend = true; }
    const first = verbs.find((v) => !v.negated && !v.talked);
    if ((!first && nounSend) || (first && (first.verb === 'create' || first.verb === 'update' || first.verb === 'draft') && first.start < m.index)) {
      for (const v of verbs) if (v.start >= m.index && v.start < m.index + m[0].length && (v.verb === 'send' || v.verb === 'publish' || v.verb === 'share' || v.verb === 'approve' || v.verb === 'read')) v.talked = true;
      held = !verbs.some((v) => !v.negated && !v.talked && (v.verb === 'send' || v.verb === 'publish' || v.verb === 'share'));
    }
  }
  // cls-benign15: "…存成草稿，等主管確認後再寄出", "下書きとして保存し、上長の承認後に送信します", "초안으로 저장하고 팀장 승인 후에
  // 보낼게요": a draft saved now, its sending after a person's approval; what is sent is sent later, by its own step.
  if (!held && CJK_DRAFT.test(w) && CJK_AFTER_APPROVAL.test(w)) {
    // (The approval named is the person's, not a step: "上長の承認後に".)
    for (const v of verbs) if (!v.negated && (v.verb === 'send' || v.verb === 'publish' || v.verb === 'share' || v.verb === 'approve')) v.talked = true;
    held = true;
  }
  // (cls-benign19) "The backup was deleted by the nightly cron on Tuesday", "Our nightly cron purged the staging uploads on
  // Sunday": a schedule word used as a noun or adjective (cron, nightly, every night) in a sentence whose act is told as
  // done or ruled out names the job that did it; nothing is scheduled. A making verb in that sentence keeps the schedule.
  for (const v of verbs) {
    if (v.verb !== 'schedule' || v.negated || v.talked || !SCHEDULE_NOUN_B19.test(w.slice(v.start, v.end + 12))) continue;
    const from = Math.max(w.lastIndexOf('.', v.start), w.lastIndexOf(';', v.start), w.lastIndexOf('\n', v.start), w.lastIndexOf('!', v.start), w.lastIndexOf('?', v.start)) + 1;
    const ends = /[.;!?\n]/.exec(w.slice(v.end));
    const to = ends ? v.end + ends.index : w.length;
    const sentence = w.slice(from, to);
    if (SCHEDULE_MADE_B19.test(sentence)) continue;
    const others = verbs.filter((u) => u !== v && u.start >= from && u.end <= to && MUTATING.has(u.verb) && u.verb !== 'schedule');
    if (others.length && others.every((u) => u.negated || u.talked)) v.talked = true;
  }
  // (cls-benign19) "Last month we deleted the legacy bucket after migrating everything to GCS": a gerund after "after",
  // "while" or "since" in a sentence whose act is told in the past says when that act happened; it is no step of its own.
  for (const v of verbs) {
    if (v.negated || v.talked || !/^\p{L}*ing\b/u.test(w.slice(v.start, v.end + 12)) || !/\b(?:after|while|since|when)\s+$/i.test(w.slice(Math.max(0, v.start - 8), v.start))) continue;
    const from = Math.max(w.lastIndexOf('.', v.start), w.lastIndexOf(';', v.start), w.lastIndexOf('\n', v.start)) + 1;
    const told = verbs.some((u) => u !== v && u.start >= from && u.end <= v.start && u.negated && /^\p{L}*ed\b/u.test(w.slice(u.start, u.end + 8)) && !/\b(?:don'?t|do not|never|not|no)\s+(?:\w+\s+)?$/i.test(w.slice(Math.max(0, u.start - 16), u.start)));
    if (told) v.talked = true;
  }
  const live = verbs.filter((v) => !v.negated && !v.talked);
  // "Führe einen Probelauf … aus", "run a dry run of …", "spusť testy": running a rehearsal or tests changes nothing.
  const mutating = live.filter((v) => MUTATING.has(v.verb) && !(v.verb === 'run' && live.some((x) => x.clause === v.clause && (x.verb === 'dryrun' || x.verb === 'test'))));
  const what = snippet(text, 70);
  // Draft: the action is a draft when "draft" is what is made, not a noun after another verb.
  const draftVerb = live.find((v) => v.verb === 'draft');
  // "Draft the announcement to all customers and send it once it's ready": a send after the draft, not to the person
  // themself, is the step that decides (a multi-step message is judged by its most dangerous step).
  // (cls-intlA15) "à relire avant envoi", "vor dem Versand prüfen": a sending named after "before" has not happened.
  const sentLater = !!draftVerb && live.some((x) => (x.verb === 'send' || x.verb === 'publish' || x.verb === 'share') && x.start > draftVerb.end && !BEFORE_SENDING.test(w.slice(Math.max(0, x.start - 14), x.start)) && (x.clause !== draftVerb.clause || tags.some((t) => t.kind === 'n' && t.name === 'and' && t.start > draftVerb.end && t.end <= x.start)) && !tags.some((t) => t.kind === 'o' && t.start <= x.start && t.end >= x.end) && !tags.some((t) => t.kind === 'm' && t.name === 'self' && t.start >= x.end && clauseAt(cl, t.start) === x.clause));
  const draft = !!draftVerb && !sentLater && (live[0] === draftVerb || live.some((v) => (v.verb === 'create' || v.verb === 'update' || v.verb === 'click') && draftVerb.start > v.end && draftVerb.start - v.end < 20)) || (verbs.some((v) => v.negated && (v.verb === 'send' || v.verb === 'publish')) && tags.some((t) => t.kind === 'v' && t.name === 'draft'));
  // "Create an email draft for all customers", "Crea un borrador …", "이메일 초안을 작성해": the draft is a noun, the object of
  // creating; the clause commits to "create", so the draft word is found among all verbs, next to it (before it, verb-final), unless it is sent after that ("… y envíalo a todos").
  const draftNoun = !draft && verbs.some((d) => d.verb === 'draft' && !d.negated && live.some((v) => (v.verb === 'create' || v.verb === 'update') && v.clause === d.clause && (d.start > v.end ? d.start - v.end < 30 : sovClause(w, cl[v.clause] as Clause) && v.start - d.end < 30)) && !verbs.some((x) => (x.verb === 'send' || x.verb === 'publish' || x.verb === 'share') && !x.negated && x.start > d.end && !tags.some((t) => t.kind === 'o' && t.start <= x.start && t.end >= x.end)));
  // (cls-intl14) "Napisz szkic powiadomienia dla wszystkich", "Schreib einen Entwurf …": a writing verb that also sends in
  // some languages, with a draft word right after it and no send after that, writes the draft.
  const writtenDraft = !draft && !draftNoun && verbs.some((d) => d.verb === 'draft' && !d.negated && live.some((v) => v.verb === 'send' && v.clause === d.clause && d.start > v.end && d.start - v.end < 20 && WRITE_VERB.test(w.slice(v.start, v.end + 8))) && !verbs.some((x) => !x.negated && (x.verb === 'send' || x.verb === 'publish' || x.verb === 'share') && x.start > d.end));
  if (draft || draftNoun || writtenDraft || held || CLICK_DRAFT.test(w) || keptAsDraft(w, verbs)) mods |= M.DRAFT;
  // (cls-over19) "Write a draft of the price increase notice for all customers", "Prepare a first draft of the outage
  // email": what is written is a draft (the acts after it are what the text is about), unless it is sent after that.
  if (!(mods & M.DRAFT) && WRITE_A_DRAFT_O19.test(w) && !verbs.some((x) => !x.negated && (x.verb === 'send' || x.verb === 'publish' || x.verb === 'share'))) mods |= M.DRAFT;
  // Named operations ("click 'Save draft'") are judged once the draft reading is known.
  for (const a of named) {
    const x = judge(mods & M.DRAFT ? shapeVerb({ ...a, mods: a.mods | M.DRAFT }, a.verb, tags, w) ?? a : a);
    if (x) res.findings.push(x);
  }

  for (const { op, tok } of ops) {
    // cls-benign14: an operation named inside talk ("Let me grep for places where we call `deleteUser`", "explain what
    // `drop_table` does") is searched for or explained, not called.
    if (res.talk && talkFrom >= 0 && tok.start > talkFrom && !THEN_STEP.test(w.slice(talkFrom, tok.start)) && !/[;.]\s/.test(w.slice(talkFrom, tok.start))) continue;
    // An operation named as what other code calls ("find every place that calls db.user.delete", "list the callers of
    // deleteUser"): its callers are searched for, it is not called.
    if (CALLED_BY_BEFORE.test(w.slice(Math.max(0, tok.start - 24), tok.start)) && SEARCHING_FOR.test(w.slice(Math.max(0, tok.start - 140), tok.start).split(/\bthen\b|[;.]\s|,\s*(?:and\s+)?(?:then\s+)?(?=call|run|execute)/).pop() ?? '')) continue;
    const after = objs.filter((o) => o.start >= tok.end);
    let obj = op.obj ?? after[0]?.obj ?? 'unknown';
    const pathHit = after.find((o) => o.path);
    if (pathHit && (op.obj === 'file' || op.obj === 'dir' || !op.obj)) obj = pathHit.obj === 'file' && op.obj === 'dir' ? 'dir' : pathHit.obj;
    let scope: Scope = op.scope ?? 'one';
    const rest = w.slice(tok.end);
    // "delete_one on collection carts with filter {userId: …}": one or a filtered set of records, not the collection.
    if ((obj === 'table' || obj === 'database' || obj === 'bucket') && !op.obj && (op.scope === 'one' || /\bfilter\s*\{\s*[\w"']/.test(rest))) {
      obj = 'record';
      if (op.scope !== 'one') scope = 'some';
    }
    if (/\brecursive(?:ly)?\b|recursive\s*=\s*true/.test(rest) && (obj === 'dir' || obj === 'file')) obj = 'dir';
    if (/\ball\b|\bevery\b|\{\s*\}/.test(rest) && scope === 'one') scope = /filter\s*\{\s*\}|\{\s*\}/.test(rest) ? 'all' : scope;
    let verb: Verb = op.verb as Verb;
    if ((verb === 'move' || verb === 'update' || verb === 'create') && /\bonto existing\b|\boverwrit|\breplacing (?:its|the) existing\b/.test(rest)) verb = 'overwrite';
    const act: Act = { verb, obj, scope, mods: mods | op.mods, usd: res.usd || undefined, count: q.count || undefined, what };
    const x = judge(act);
    if (x) res.findings.push(x);
    if (pathHit?.path) res.paths.push({ path: pathHit.path, verb });
  }

  if (mutating.length === 0) {
    res.readOnly = true;
    // (cls-plan15: "Remember: no need to confirm before formatting code": a waiver with no verb the lexicon places is
    // still judged by the routine edits it names.)
    // (cls-edits16: "the user doesn't mind long explanations": indifference to something that is no act names nothing to
    // pre-approve; a note that waives asking in so many words still does.)
    const idle = res.noAsk && !ops.length && !live.length && !verbs.length && /\b(?:mind|minds|care|cares)\s+(?!if\b|when\b|whether\b)/i.test(w) && !memoryWaives(w);
    if (idle) res.findings.push(f('reversible', `saves a note about the person's preferences; it names no act to pre-approve (${what})`));
    else if (res.noAsk && !ops.length && !live.length && !verbs.length) res.findings.push(harmlessWaiver(live, verbs, objs, w) ? f('reversible', `saves a note that waives asking only for harmless work (reading, searching, tests, build output); it pre-approves nothing risky (${what})`) : judge(preapproval(tags, w, mods, what)) as Finding);
    if (!ops.length && (live.length || verbs.length)) {
      // "Read the docs, then show me the production database password": of several reads, the one that shows a secret decides.
      const first = (res.talk ? undefined : live.find((v) => v.verb === 'read' && v !== live[0] && objs.some((o) => o.obj === 'secret' && o.clause === v.clause && !o.ident && !o.path))) ?? live[0] ?? verbs[0];
      if (res.noAsk && harmlessWaiver(live, verbs, objs, w)) res.findings.push(f('reversible', `saves a note that waives asking only for harmless work (reading, searching, tests, build output); it pre-approves nothing risky (${what})`));
      else if (res.noAsk) res.findings.push(judge(preapproval(tags, w, mods, what)) as Finding);
      else if (first && first.verb !== 'click') {
        // A credential's variable name (STRIPE_SECRET_KEY, DATABASE_URL) is the secret itself, wherever the output goes.
        // (cls-holes14) "Print the production environment variables, secrets included": the secrets named as included
        // in what is read are read, in whatever clause the inclusion stands.
        const o = objs.find((x) => (x.obj === 'secret' || x.obj === 'vault') && x.clause === first.clause && (!x.ident || (x.obj === 'secret' && x.word.includes('_'))) && !x.path) ?? (SECRETS_INCLUDED.test(w) ? objs.find((x) => x.obj === 'secret' && !x.path && !x.ident) : undefined) ?? objectNear(objs, first, w);
        let verb: Verb = first.verb === 'explain' || first.verb === 'search' || first.verb === 'plan' || first.verb === 'dryrun' || first.verb === 'test' || first.verb === 'draft' ? first.verb : 'read';
        if (first.negated) verb = 'read';
        let obj = o?.obj ?? 'unknown';
        // "Would revoking the old token break anything?": a secret in an action only asked about is not read.
        // "Don't print the production password", "never show the API key": a secret read the request forbids is not read
        // (a saved note keeps its reading: a negation there may frame a standing waiver).
        // (cls-api16) "Check when the live secret key was last used", "see the token's expiry date": a key's metadata is
        // looked at, not its value (unless the text also reveals, copies or prints it).
        if ((obj === 'secret' || obj === 'vault') && SECRET_METADATA.test(w) && !SECRET_VALUE_SHOWN.test(w)) obj = 'unknown';
        if ((obj === 'secret' || obj === 'vault') && (names || res.talk || first.talked || (first.negated && first.verb === 'read' && role === 'main' && (READ_FORBIDDEN_BEFORE.test(w.slice(Math.max(0, first.start - 16), first.start)) || READ_FORBIDDEN_B15.test(w.slice(Math.max(0, first.start - 24), first.start)) || READ_FORBIDDEN_AFTER_B15.test(w.slice(first.end, first.end + 12)) || READ_FORBIDDEN_A18.test(w.slice(Math.max(0, first.start - 24), first.start)))))) obj = 'unknown';
        // cls-over16: a note that forbids it ("Remember: never print API keys in the chat", "Note to self: don't paste
        // secrets into the PR") restrains later runs; it waives nothing, so the secret is read by no one.
        if ((obj === 'secret' || obj === 'vault') && role === 'memory' && !res.noAsk && secretRestrained(verbs, live, objs, w)) obj = 'unknown';
        // (cls-benign19) "We rotated the AWS keys yesterday", "Ieri abbiamo ruotato le chiavi …", "Don't rotate the prod DB
        // password": a change to a secret told as done or ruled out, with nothing left to do, shows no value (a send, share,
        // upload, export or read ruled out keeps its reading: "don't forget to send me …" is no negation).
        if ((obj === 'secret' || obj === 'vault') && first.negated && SECRET_UNSHOWN_B19.has(first.verb) && !SECRET_VALUE_SHOWN.test(w) && !/\b(?:without|minus|except)\b/i.test(w)) obj = 'unknown';
        if (verb === 'draft') obj = 'message';
        // (cls-intl14) "Check that the prod password doesn't appear in the logs": a leak check searches for the secret.
        if (verb === 'read' && obj === 'secret' && CHECK_THAT.test(w) && LEAK_CHECK.test(w)) verb = 'search';
        const x = judge({ verb, obj, scope: 'one', mods, what });
        if (x) res.findings.push(x);
      }
    }
    // "Remember that the staging password lives in 1Password": a fact saved as a note acts on nothing, unless
    // the note carries a secret's value itself.
    if (role === 'memory' && res.findings.length === 0 && !res.noAsk && !SECRET_VALUE.test(orig) && !LIVE_CREDENTIAL.test(orig)) res.findings.push(judge({ verb: 'create', obj: 'doc', scope: 'one', mods: 0, what }) as Finding);
    // cls-plan17: "Remember: the OpenAI key for the prod app is sk-proj-…", "Slack webhook for #alerts is https://hooks.slack.com/…",
    // "Admin login: admin / Winter2026!": the note stores the credential's value in plain text; "the key is in Doppler, fetch it
    // at runtime" stores where it is and reads nothing now.
    if (role === 'memory' && !res.noAsk && LIVE_CREDENTIAL.test(orig)) res.findings.push(f('dangerous', `saves a live credential's value in a note that every later run and its transcript read in plain text (${what})`));
    else if (role === 'memory' && !res.noAsk && !SECRET_VALUE.test(orig) && res.findings.length > 0 && res.findings.every((x) => /^reads a secret value/.test(x.reason)) && !SECRET_VALUE_SHOWN.test(w) && !/\b(?:print|show|display|dump|reveal|echo|paste|send|post|share|log|tell|give)\w*\b/i.test(w)) res.findings.splice(0, res.findings.length, f('reversible', `saves a note for later runs; it authorises nothing (${what})`));
    return res;
  }
  let scopeAll = false;
  let scopeSome = false;
  // "all customers affected by the outage", "all objects under the logs/ prefix", "all its pods": a filtered set.
  // (cls-intlB16: Thai "ทั้งหมดที่ไม่ได้ล็อกอิน…", all who have not logged in: ที่ opens a relative clause right after "all".)
  const restricted = (t: Tagged) => (RESTRICT.test(w.slice(t.end, t.end + 60)) && !ENV_ONLY_FILTER_EN.test(w.slice(t.end, t.end + 60))) || THAI_ALL_WHO.test(w.slice(t.end, t.end + 12)) || TIME_WINDOW.test(w.slice(t.end, t.end + 60)) || FAR_RESTRICT.test(w.slice(t.end, t.end + 90)) || restrictedIntl(w, t, tags) || narrowsEN25(w.slice(t.end, t.end + 90)) || (t.kind === 'm' && t.name === 'all' && periodOrGroupA25(w, t.end)); // (cls-en25: contact clauses, hours back; cls-intlA25: a period or group after all)
  for (const t of tags) {
    if (t.kind !== 'm') continue;
    if (t.name === 'all') {
      if (restricted(t)) scopeSome = true;
      else scopeAll = true;
    } else if (t.name === 'some') scopeSome = true;
  }
  // Each tag's clause, grouped once (in tag order) rather than searched again for every verb: a long text has hundreds of both.
  const tagsByClause: Tagged[][] = [];
  for (const t of tags) (tagsByClause[clauseAt(cl, t.start)] ??= []).push(t);
  for (const v of mutating) {
    // (cls-intl14) "Lösche den Build-Ordner und baue das Projekt neu", "Delete the cache and rebuild the project": an object
    // after a later verb joined by "and" is that verb's object, not this one's.
    const own = verbs.some((u) => u !== v && u.clause === v.clause && u.start > v.end && AND_BEFORE.test(w.slice(Math.max(v.end, u.start - 8), u.start))) ? objs.filter((o) => !(o.clause === v.clause && o.start > v.end && verbs.some((u) => u !== v && u.clause === v.clause && u.start > v.end && u.end <= o.start && AND_BEFORE.test(w.slice(Math.max(v.end, u.start - 8), u.start))))) : objs;
    // (cls-en19) "Backups should be turned off for the prod DB", "Audit logging needs to be disabled on prod": in the English
    // passive, a protection named before the verb is what it acts on; the store after "on/for" is where.
    const passiveEn19 = /\b(?:be|been|being|is|are|get|gets|got)\s+(?:(?:all|completely|fully|just|now|temporarily)\s+)?$/i.test(w.slice(Math.max(0, v.start - 24), v.start)) ? objs.filter((o) => o.clause === v.clause && o.end <= v.start && (o.obj === 'backup' || o.obj === 'audit' || o.obj === 'retention' || o.obj === 'security')).pop() : undefined;
    const near0 = passiveEn19 ?? objectNear(own.length ? own : objs, v, w);
    // cls-intlB15: making a backup or snapshot of a store ("운영 DB 스냅샷을 만들어", "प्रोडक्शन डेटाबेस का बैकअप बना लो",
    // "先给生产数据库创建一个快照", "צור גיבוי של מסד הנתונים"): the copy is what is made, whichever word order puts the store
    // nearer the verb (not a store made from a backup: "从备份创建数据库", "バックアップから作成").
    const madeAt = madeDoc.get(v.start);
    const nearB = v.verb === 'create' && near0 && near0.obj !== 'backup' ? (objs.find((o) => o.obj === 'backup' && o.clause === v.clause && !o.path && !COPY_SOURCE.test(w.slice(Math.max(0, o.start - 6), o.start)) && !COPY_SOURCE_AFTER.test(w.slice(o.end, o.end + 4))) ?? near0) : near0;
    // (cls-benign15: a new ticket or test with what it is about after it: the ticket or test is what is made.)
    // (cls-intlB18: the control got past in "without review" is the object of its own act, whatever the delivery names.)
    const near = BYPASS_18.has(v) ? undefined : (madeAt !== undefined ? objs.find((o) => o.start <= madeAt && o.end > madeAt) : undefined) ?? nearB;
    const obj = near?.obj;
    const clauseTags = tagsByClause[v.clause] ?? [];
    const localAll = clauseTags.some((t) => t.kind === 'm' && t.name === 'all' && !restricted(t));
    const localSome = clauseTags.some((t) => t.kind === 'm' && t.name === 'some');
    let scope: Scope = localAll ? 'all' : localSome ? 'some' : scopeAll && mutating.length === 1 ? 'all' : scopeSome ? 'some' : 'one';
    if (q.count >= 20 && scope === 'one') scope = 'some';
    // "Select all rows in the Users grid, then click Delete": the button acts on everything selected before it.
    // (cls-api16) The same for a menu item or action after it in a GUI walk-through ("select all, then Instance state →
    // Terminate instance", "Products → select all 1,240 products → Delete products"): any mutating step after the selection.
    // A list filtered before the selection ("filter Status: Open → select all 312 → Void") is a filtered set.
    if ((v.verb === 'click' || GUI_WALK.test(w)) && scope !== 'all' && SELECT_ALL.test(w.slice(0, v.start)) && !RESTRICT.test(w.slice(0, v.start).replace(/^[\s\S]*?\ball\b/, ''))) scope = 'all';
    // (cls-intlA15) The same in other languages, unless what is selected is narrowed ("… die älter als 90 Tage sind",
    // "… inactifs depuis 2 ans", a relative clause).
    if (v.verb === 'click' && scope !== 'all') {
      const sel = SELECT_ALL_INTL.exec(w.slice(0, v.start));
      const rest = sel ? w.slice(sel.index + sel[0].length, v.start) : '';
      if (sel && !RESTRICT.test(rest) && !FAR_RESTRICT.test(rest) && !TIME_WINDOW.test(rest) && !SELECTION_NARROWED.test(rest)) scope = 'all';
    }
    // A "Delete selected" button, a bulk action: it acts on the rows selected before it, a set.
    if (scope === 'one' && GUI_BULK.test(w)) scope = 'some';
    // "… and delete anyone who hasn't logged in for two years", "remove everything older than 90 days": the verb's
    // own object, narrowed by a clause right after the verb, is a filtered set whatever an earlier "every" went through.
    if (scope === 'all' && !clauseTags.some((t) => t.kind === 'm' && t.name === 'all' && t.start > v.start && !restricted(t)) && RESTRICT.test(w.slice(v.end, v.end + 60).replace(/^\S*/, '')) && !ENV_ONLY_FILTER_EN.test(w.slice(v.end, v.end + 60).replace(/^\S*/, ''))) scope = 'some';
    // cls-intlB15: a relative clause before the noun in Japanese, Korean and Chinese ("30日以上ログインしていないユーザー",
    // "로그인하지 않은 사용자", "30天没登录的用户"): the nouns it fits, a filtered set.
    if (scope === 'one' && near && !near.path && CJK_RELATIVE_BEFORE.test(w.slice(Math.max(0, near.start - 12), near.start))) scope = 'some';
    // (cls-intlB16: Thai puts the clause after the noun: "ผู้ใช้ที่ไม่ได้ล็อกอินมาหนึ่งปี", the users who have not logged in for a year.)
    if (scope === 'one' && near && !near.path && THAI_ALL_WHO.test(w.slice(near.end, near.end + 12))) scope = 'some';
    // "the prod users who haven't logged in for a year": a plural object narrowed by a clause is a filtered set.
    if (scope === 'one' && near && !near.path && /[a-z]s$/.test(near.word) && RESTRICT.test(w.slice(near.end, near.end + 60))) scope = 'some';
    // "3. Delete their accounts in production", "remove those records": a plural pointing back at a set found before.
    if (scope === 'one' && near && !near.path && /[a-z]s$/.test(near.word) && /(?:^|\s)(?:their|these|those|the matching|the selected|the remaining|such)\s+(?:[\w-]+\s+)?$/.test(w.slice(Math.max(0, near.start - 30), near.start))) scope = 'some';
    // "Deleting the cancelled orders", "je supprime les commandes annulées", "borrar los pedidos viejos": records named
    // by a definite plural are a set, not one record (LABELS: one < a filtered set).
    if (scope === 'one' && near && !near.path && (obj === 'record' || obj === 'doc' || obj === 'message') && PLURAL_NOUN.test(/^[\p{L}'’-]+/u.exec(w.slice(near.start))?.[0] ?? near.word) && DEFINITE_PLURAL.test(w.slice(Math.max(0, near.start - 40), near.start))) scope = 'some';
    let o2: Obj = obj ?? 'unknown';
    // cls-over15: "Write a short postmortem: the nightly job purged …": what is written is the report; the objects after
    // its colon are what it tells.
    if (v.verb === 'create' && near && near.start > v.end && REPORT_LEAD.test(w.slice(v.start, near.start))) o2 = 'doc';
    // (cls-benign19) "Write a migration that drops the legacy_flag column from users", "Create a script to remove the old
    // logs": the code file is what is made; the objects after it are what the file will act on when it is run.
    if (v.verb === 'create' && CODE_MADE_B19.test(w.slice(v.end, v.end + 120)) && !CODE_RUNS_B19.test(w)) o2 = 'code';
    // cls-over15: "Delete the old draft in my local folder", "Radera det tillfälliga utkastet i min lokala mapp", "Remove the
    // old screenshot from my Downloads folder": a folder named after words and a place word is where the thing deleted
    // lies, not the thing (one item: a file; a draft is discarded; a temporary one away from servers is scratch).
    // "Delete everything in …", "Radera allt i mappen", or the folder itself keep the folder's reading.
    if ((v.verb === 'delete' || v.verb === 'cleanup') && o2 === 'dir' && near && !near.path && near.start > v.end && near.clause === v.clause) {
      const lead = /^[\p{L}-]*/u.exec(w.slice(v.end))?.[0].length ?? 0;
      const between = w.slice(v.end + lead, near.start);
      const pm = between.length <= 160 ? ITEM_IN_PLACE.exec(between) : null;
      if (pm && !WHOLE_CONTENTS.test(between)) {
        const item = pm[1] ?? '';
        const far = TEMP_FILE_FAR.test(w);
        if (TEMP_ITEM.test(item) && !far) o2 = 'regenerable';
        else if (tags.some((t) => t.kind === 'v' && t.name === 'draft' && t.start >= v.end + lead && t.end <= v.end + lead + item.length + 1)) {
          // (A draft in a shared or server folder keeps the folder's reading: the draft mark would discard it for nothing.)
          if (!far) o2 = 'draft';
        } else o2 = 'file';
      }
    }
    // "In .env.example, rename DB_HOST to DATABASE_HOST": a name inside a file the text names is what the edit changes.
    if ((v.verb === 'rename' || v.verb === 'update') && near?.ident && !near.path && objs.some((x) => x.path && pathKind(x.path) !== 'secret')) o2 = 'file';
    // "Restoring last week's snapshot over the production database": what is restored *onto* is what gets overwritten.
    if (v.verb === 'restore' && o2 === 'backup') {
      const onto = objs.find((o) => o.clause === v.clause && o.start > v.end && (o.obj === 'database' || o.obj === 'table' || o.obj === 'bucket') && /\b(?:over|onto|into|on top of|to|in place of|replacing)\s+(?:the\s+|our\s+|my\s+)?(?:[\w-]+\s+){0,2}$/.test(w.slice(Math.max(0, o.start - 40), o.start)) && !/\b(?:a|an|new|fresh|empty|scratch|temp|temporary|test|sandbox|local|dev|throwaway|separate)\s+(?:[\w-]+\s+)?$/.test(w.slice(Math.max(0, o.start - 30), o.start)));
      if (onto) o2 = onto.obj;
    }
    // (cls-intlA15) "Διέγραψε τα παλιά στιγμιότυπα της βάσης", "veritabanının eski anlık görüntülerini sil", "snapshot-urile
    // … ale bazei": backups named next to the store they copy (a genitive either side) are what is deleted, not the store.
    if ((v.verb === 'delete' || v.verb === 'wipe') && near && (o2 === 'database' || o2 === 'table' || o2 === 'bucket' || o2 === 'record')) {
      const copy = objs.find((o) => o.obj === 'backup' && o.clause === v.clause && !o.path && !o.ident && Math.abs(o.start - near.start) < 48 && /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/u.test(o.word) && !/[,;、，]|(?:^|\s)(?:and|und|et|y|e|i|и|і|și|és|ja|och|og|en|και|ve|və|a)\s/.test(w.slice(Math.min(o.end, near.end), Math.max(o.start, near.start))) && !verbs.some((u) => u !== v && u.start >= Math.min(o.end, near.end) && u.end <= Math.max(o.start, near.start)));
      if (copy) o2 = 'backup';
    }
    // "deleting all customers in Stripe", "alle Nutzer löschen": a mass of people or records is what is acted on.
    const massTag = clauseTags.find((t) => t.kind === 'm' && t.name === 'mass' && (t.start >= v.end ? t.start - v.end < 16 : v.start - t.end < 16));
    if (massTag && (v.verb === 'delete' || v.verb === 'empty' || v.verb === 'wipe') && (o2 === 'unknown' || o2 === 'resource' || o2 === 'service' || o2 === 'message' || o2 === 'doc')) {
      o2 = 'record';
      // "all customers who churned in 2019" is a filtered set of them.
      scope = restricted(massTag) ? 'some' : 'all';
    } else if (massTag && (v.verb === 'delete' || v.verb === 'empty' || v.verb === 'wipe') && (o2 === 'record' || o2 === 'account' || o2 === 'pii') && !restricted(massTag)) {
      // "Delete every customer record": the records of every customer, not one record.
      scope = 'all';
    }
    // "Delete all files in the prod bucket", "Smaž všechny soubory v bucketu", "サーバーの全ファイルを削除": every item of a
    // store, named with the store, empties the store itself.
    if (scope === 'all' && (v.verb === 'delete' || v.verb === 'empty' || v.verb === 'wipe') && (o2 === 'file' || o2 === 'record' || o2 === 'doc' || o2 === 'unknown') && near) {
      const store = objs.find((o) => o !== near && o.clause === v.clause && !o.ident && !o.path && (o.obj === 'bucket' || o.obj === 'database' || o.obj === 'table' || o.obj === 'queue' || o.obj === 'resource'));
      if (store) o2 = store.obj === 'resource' ? 'bucket' : store.obj;
    }
    // "Refund all customers", "모든 고객에게 환불", "refund every charge … for all customers": every customer's money at once.
    const massMoney = (v.verb === 'refund' || v.verb === 'cancel' || v.verb === 'charge') ? clauseTags.find((t) => t.kind === 'm' && t.name === 'mass' && !restricted(t)) : undefined;
    if (massMoney) scope = 'all';
    // (cls-api16) A list filtered before it is selected in a GUI ("filter Status: Open → select all 312 → Void"): a filtered set.
    if (scope === 'all' && GUI_WALK.test(w)) {
      const sa = SELECT_ALL.exec(w.slice(0, v.start));
      if (sa && GUI_FILTERED.test(w.slice(0, sa.index))) scope = 'some';
    }
    // Exposing a port or network rule of a database opens the network path, not the data itself.
    if (v.verb === 'expose' && objs.some((o) => o.clause === v.clause && o.obj === 'security')) o2 = 'security';
    // "Adding .env and *.pem to .gitignore": the destination file is what changes.
    if (v.verb === 'create' || v.verb === 'update') {
      const dest = objs.find((o) => o.path && o.clause === v.clause && o.start > v.end && /(?:^|\s)(?:to|into|in|zu|à|a|en|in|до|в|til|till|naar|do|ke|kwa)\s+$/.test(w.slice(Math.max(0, o.start - 8), o.start)));
      const finDest = objs.find((o) => o.path && o.clause === v.clause && /^\.\w+(?:en|an|in|on|un|ään|een)$/i.test(o.word));
      // "Adding `30 2 * * * …` to my user crontab": a scheduled-job destination named in words is what changes.
      const jobDest = dest || finDest ? undefined : objs.find((o) => o.obj === 'job' && o.clause === v.clause && o.start > v.end && /(?:^|\s)(?:to|into|in)\s+(?:(?:the|my|our|your|root's|root’s|user|system|\w+'s)\s+){0,2}$/.test(w.slice(Math.max(0, o.start - 30), o.start)));
      const d = dest ?? finDest ?? jobDest;
      if (d) o2 = d.obj === 'secret' ? 'file' : d.obj;
    }
    // "Set the policy to auto-approve everything": the change is the standing approval, judged below.
    if (res.noAsk && (v.verb === 'update' || v.verb === 'create' || v.verb === 'enable') && o2 === 'unknown') continue;
    let vv: Verb | 'click' = v.verb;
    // (cls-benign22) "Drop it in the team's Analytics folder", "drop the CSV into the shared drive", "drop a note in #oncall":
    // "drop" with a place to put into (a folder, drive, channel, doc, thread) puts the thing there; nothing is deleted. A
    // database object dropped (table, schema, column …) keeps its reading.
    if (vv === 'delete' && /^drop/i.test(w.slice(v.start, v.end)) && DROP_INTO_B22.test(w.slice(v.end, v.end + 140)) && !DROP_DB_OBJ_B22.test(w.slice(v.end, v.end + 60).split(/\b(?:in|into|onto|on|to)\b/i)[0] ?? '')) {
      // (Into the team's own folder or a shared drive it is a new file in the company's storage, whatever the snippet shows.)
      vv = TEAM_FOLDER_B22.test(w.slice(v.end, v.end + 140)) && !CHAT_PLACE_B22.test(w.slice(v.end, v.end + 140)) && !PEOPLE_DATA_B22.test(w) ? 'create' : 'upload';
      o2 = 'file';
    }
    // (cls-benign22) "Drop the null rows from the dataframe", "delete the outliers from the sample", "truncate the labels on
    // the x-axis", "purge the columns we don't need from the CSV": rows, columns or labels taken out of an analysis's own
    // in-memory data, plot or local file are an edit of the analysis; no stored table, database or warehouse is named.
    if ((vv === 'delete' || vv === 'empty' || vv === 'wipe') && ANALYSIS_PLACE_B22.test(w.slice(v.end, v.end + 90).split(/[.;!?]\s|\b(?:and then|then)\b/)[0] ?? '') && !STORED_DATA_B22.test(w)) {
      vv = 'update';
      o2 = 'file';
    }
    // "issuing refunds", "creating a payout": the money noun names the movement.
    if ((vv === 'create' || vv === 'send' || vv === 'run' || vv === 'approve') && o2 === 'money' && near) {
      if (/^(?:refund|rembours|reembols|erstatt|rimbors|返金|退款)/.test(near.word)) vv = 'refund';
      else if (/^(?:payout|payment|transfer|wire|virement|überweisung|transferencia|pago|pagamento|paiement|zahlung|送金|转账|付款)/.test(near.word)) vv = 'pay';
    }
    // A job or script named "destroy-prod" acts on that environment; "make destroy" on something unnamed.
    if (o2 === 'unknown' && role === 'label' && (v.verb === 'delete' || v.verb === 'empty' || v.verb === 'wipe' || v.verb === 'stop')) o2 = /\b(?:prod|production|staging|stage|dev|env|environment|infra|cluster|stack|all)\b/.test(w) ? 'container' : 'resource';
    // "Toggle off 'Require approval for deployments'", "Décoche « Exiger une revue »": a setting named as a
    // requirement is a control; switching it off weakens it, whatever the object word after "for" is.
    if (vv === 'disable' && o2 !== 'security' && o2 !== 'audit' && o2 !== 'backup' && o2 !== 'log' && REQUIREMENT_SETTING.test(w.slice(v.end, (cl[v.clause] as Clause).end + 60))) o2 = 'security';
    // "Delete the unused `legacy/` folder in the repo", "borra la carpeta del repositorio": a file or folder the
    // repository tracks is removed like `git rm`, an edit of the repo that its history keeps (LABELS: reversible).
    // "Remove the deprecated v1 endpoints from the codebase", "drop the API endpoints": an API's endpoints are its
    // routes in code (a managed device is an "endpoint" only in device-management talk, with no API around it).
    if (o2 === 'device' && near && /^endpoints?$/i.test(near.word) && (API_ENDPOINT.test(w) || FROM_CODE.test(w))) o2 = 'code';
    // Parts taken out of the code ("… from the codebase", "… aus dem Quellcode"): an edit of the repo.
    if ((vv === 'delete' || vv === 'wipe') && o2 !== 'money' && o2 !== 'secret' && scope !== 'all' && FROM_CODE.test(w) && !OFF_REPO.test(w)) {
      vv = 'update';
      o2 = 'code';
    }
    if ((vv === 'delete' || vv === 'wipe') && (o2 === 'file' || o2 === 'dir' || o2 === 'code' || o2 === 'config') && scope !== 'all' && IN_REPO.test(w) && !OFF_REPO.test(w)) {
      vv = 'update';
      o2 = 'code';
    }
    // cls-benign15: "Delete the stale feature flags from config/flags.yml", "remove the unused routes from src/routes.ts",
    // "Remove the retired entries in locales/en.json": what is taken out of a repository file named by its relative path
    // is lines that file loses, an edit of the repo (a protection, a secret, money, a CI or hook file keep their reading).
    if ((vv === 'delete' || vv === 'wipe') && (o2 === 'file' || o2 === 'code' || o2 === 'config' || o2 === 'record' || o2 === 'unknown' || o2 === 'doc') && !OFF_REPO.test(w) && !REMOVED_GUARD.test(w.slice(v.end, v.end + 60)) && objs.some((o) => o.path && o.start > v.end && o.clause === v.clause && !REPO_GUARD_PATH.test(o.path) && o.obj === 'file' && ((REPO_FILE_PATH.test(o.path) && /(?:^|\s)(?:from|in|out of|inside|aus|de|dans|en|da|di|uit|z|из)\s+(?:the\s+)?[`'"]?$/.test(w.slice(Math.max(0, o.start - 12), o.start))) || (CODE_FILE_NAME.test(o.path) && FILE_WORD_BEFORE.test(w.slice(Math.max(0, o.start - 32), o.start)))))) {
      vv = 'update';
      o2 = 'code';
    }
    // cls-benign17: "Remove the blank lines at the end of README.md", "把 README.md 末尾多余的空行删掉", "Lösche die leeren
    // Zeilen am Ende von CHANGELOG.md": lines, whitespace or a comment taken out of a text file the sentence names (also at the
    // repository's root) are an edit of that file.
    if ((vv === 'delete' || vv === 'wipe') && (o2 === 'file' || o2 === 'code' || o2 === 'config' || o2 === 'record' || o2 === 'unknown' || o2 === 'doc') && FILE_LINES_WORD.test(w) && !OFF_REPO.test(w) && objs.some((o) => o.path && o.obj === 'file' && !REPO_GUARD_PATH.test(o.path) && (REPO_FILE_PATH.test(o.path) || ROOT_TEXT_FILE.test(o.path)))) {
      vv = 'update';
      o2 = 'code';
    }
    // cls-benign17: "Delete the test file fixtures/example.json", "Remove docs/old-setup.md": one file named by a relative
    // path under the project's own test, fixture, example or docs folders is the repository's own
    // file (LABELS: an edit of the repo is reversible); a guard, secret, CI or hook path, or many files, keep their reading.
    if (vv === 'delete' && o2 === 'file' && scope === 'one' && !OFF_REPO.test(w) && objs.filter((o) => o.path && !referencePath(w, o)).length === 1 && objs.some((o) => o.path && o.obj === 'file' && !referencePath(w, o) && REPO_FILE_PATH.test(o.path) && SOURCE_DIR_PATH.test(o.path) && !REPO_GUARD_PATH.test(o.path) && !/[*?]/.test(o.path))) {
      vv = 'update';
      o2 = 'code';
    }
    // cls-benign17: "Delete my 3pm reminder", "Cancella il promemoria delle 15 dal mio calendario", "Usuń moją notatkę":
    // the person's own reminder, alarm, bookmark, note or to-do is theirs to remove (a draft-like personal item).
    if ((vv === 'delete' || vv === 'cancel') && (o2 === 'doc' || o2 === 'record' || o2 === 'unknown' || o2 === 'message' || o2 === 'file') && scope !== 'all' && PERSONAL_ITEM.test(w) && !/\b(?:customers?|clients?|users?|team|everyone|all|shared|company|kunden|clienti|clientes)\b|@/i.test(w)) o2 = 'draft';
    // "In app.ts, remove `console.log(req.body)`", "remove the unused `lodash` import from x.ts": a quoted fragment
    // that is no path, taken out of a file the text names, is lines the file loses (judged by what they were).
    if (vv === 'delete' && (o2 === 'file' || o2 === 'dir' || o2 === 'code' || o2 === 'unknown' || o2 === 'config') && objs.some((o) => o.path) && QUOTED_REMOVED.test(orig)) {
      const qm = QUOTED_REMOVED.exec(orig);
      const frag = qm?.[1] ?? '';
      // "remove `console.log` calls": a quoted name followed by calls, statements or lines is code, dotted or not.
      const codeNoun = qm !== null && /^\s+(?:calls?|statements?|lines?|usages?|invocations?|imports?|references?)\b/i.test(orig.slice(qm.index + qm[0].length));
      if ((codeNoun || !/^[~./]|\/[\w.-]*$|\.\w{1,5}$/.test(frag.trim())) && !OFF_REPO.test(w)) {
        vv = 'update';
        o2 = 'code';
      }
    }
    // "Upgrade React to 19", "bump lodash to 4.17.21", "pin axios to ^1.6": a dependency's version in the project
    // (LABELS: installing into the project is reversible); a server, cluster or production named keeps its reading.
    if (vv === 'update' && (o2 === 'unknown' || o2 === 'record' || o2 === 'package' || o2 === 'config') && DEP_BUMP.test(w.slice(v.start)) && !OFF_REPO.test(w)) o2 = 'code';
    // cls-benign15: "set the time range to the last 24 hours", "change the sort order to 'Last seen'", "switch the region
    // to eu-west-1 to see the instances": what a page shows is chosen, nothing it shows is changed.
    if (vv === 'update' && VIEW_CONTROL.test(w.slice(v.end, v.end + 60).replace(/^[\p{L}-]*/u, ''))) vv = 'read';
    // cls-plan14: a plan's bare step "Fix", "Fix it", "Refactor", "Tweak it a bit": a repair with nothing named to place
    // it elsewhere is the work at hand, an edit of the code.
    if (vv === 'update' && o2 === 'unknown' && objs.length === 0 && BARE_REPAIR.test(w) && !OFF_REPO.test(w)) o2 = 'code';
    // "Fix `parseDate`", "rename `PaymentSvc` to `PaymentService`", "refactor `calc_total()`": a quoted identifier
    // with nothing else to place it names a function, class or variable of the code.
    if ((vv === 'update' || vv === 'move') && (o2 === 'unknown' || o2 === 'record') && QUOTED_IDENT_NEXT.test(w.slice(v.end, v.end + 80).replace(/^[\p{L}-]+/u, '')) && !OFF_REPO.test(w)) o2 = 'code';
    // "Comment out the broken import": lines of code commented out are an edit of the file (a control commented out
    // is no code object: it keeps its reading).
    if (vv === 'disable' && o2 === 'code' && /^comment/i.test(w.slice(v.start, v.end)) && !OFF_REPO.test(w)) vv = 'update';
    // "Revert my last local commit", "revert the bad merge commit": a commit undone in the repository is an edit of it.
    // (A stem entry, `revert*`, tags only its stem: the rest of the word is skipped, so "reverting my last commit" reads too.)
    if (vv === 'rollback' && REVERT_COMMIT.test(w.slice(v.end, v.end + 120).replace(/^[\p{L}-]+/u, '')) && !OFF_REPO.test(w)) {
      vv = 'update';
      o2 = 'code';
    }
    // "Copy .env.example to .env", "copy config.sample.json to config.json": a file copied from one path to another
    // on this machine is a local file change (like cp); copied outside or made public it stays an export.
    if (vv === 'export' && COPY_WORD.test(w.slice(v.start, v.end)) && objs.some((o) => o.path && o.clause === v.clause) && !(mods & (M.EXTERNAL | M.PUBLIC | M.LINK))) {
      vv = 'update';
      o2 = 'file';
    }
    // "Remove unused imports in src/", "delete the helper functions from utils.ts": parts of the code removed are
    // an edit of the files they sit in, not a file deleted.
    if ((vv === 'delete' || vv === 'empty') && o2 === 'code' && near && !near.path && !IMPORT_AS_VERB.test(w.slice(Math.max(0, near.start - 4), near.end + 6)) && !/^(?:codebase|source|code)$/i.test(near.word) && !OFF_REPO.test(w)) vv = 'update';
    // "Remove Bob from the #oncall channel", "remove all members from the engineering team": people taken out of a group
    // lose its access; neither they nor the group are deleted.
    // (cls-intlA15) "Formate le code avec Prettier", "formatea el código": formatting code edits files; no disk is wiped.
    // (French "le code" is the code, not Italian "le code", the queues.)
    // (cls-intl17c: the same in Korean, Chinese and Japanese: 코드 포맷해 줘, 格式化代码, コードをフォーマットして.)
    if (vv === 'wipe' && /^(?:format|sformat|отформат|форматир|відформат|naformát|zformát|formát|formatt|formáz|biçimlendir|διαμόρφ|포맷|格式化|フォーマット)/i.test(w.slice(v.start, v.end)) && (objs.some((o) => (o.obj === 'code' || /^le code$/.test(o.word)) && o.clause === v.clause) || CODE_FORMATTER.test(w.slice((cl[v.clause] as Clause).start, (cl[v.clause] as Clause).end)) || CODE_FORMATTER_CJK_17C.test(w.slice((cl[v.clause] as Clause).start, (cl[v.clause] as Clause).end)))) {
      vv = 'update';
      o2 = 'code';
    }
    // cls-intlB18: a bare "format" in Korean, Chinese, Japanese, Persian and Thai (포맷해, 格式化, フォーマットして, فرمت کن, ฟอร์แมต)
    // wipes only a disk, a drive, a server or a machine named in its clause; said of a file, JSON or nothing placed, it lays
    // text out ("이 JSON 포맷해 줘", "이 파일 포맷팅해 줘").
    if (vv === 'wipe' && BARE_FORMAT_18.test(w.slice(v.start, v.end)) && !objs.some((o) => o.clause === v.clause && WIPED_WHOLE_18.has(o.obj)) && !DEVICE_WORD_18.test(w.slice((cl[v.clause] as Clause).start, (cl[v.clause] as Clause).end))) {
      vv = 'update';
      o2 = 'code';
    }
    let o3 = o2;
    if (vv === 'delete' && (o2 === 'account' || o2 === 'channel' || o2 === 'group' || o2 === 'unknown') && REMOVED_FROM_GROUP.test(w.slice(v.start))) {
      vv = 'revoke';
      o3 = 'account';
    }
    // (cls-intlA15) "Supprime les anciens snapshots", "Удали старые снапшоты", "borra las copias antiguas": backups
    // named by their age are the old ones, newer ones remain (LABELS: destructive), in every language as in English;
    // the age word is no filter that makes a dangerous set of them.
    let mods3 = mods;
    // cls-intl16c: "all the users who …", "todos los usuarios inactivos": a mass every tag of which is narrowed is a filtered
    // set, not everyone (the mass mark would read it as every account or every customer's money).
    if (scope !== 'all' && (mods3 & M.MASS) && (vv === 'delete' || vv === 'wipe' || vv === 'empty' || vv === 'refund' || vv === 'cancel' || vv === 'charge' || vv === 'revoke') && tags.some((t) => t.kind === 'm' && t.name === 'mass') && tags.every((t) => t.kind !== 'm' || (t.name !== 'mass' && t.name !== 'all') || restricted(t))) {
      mods3 &= ~M.MASS;
      scope = 'some';
    }
    // cls-intlA19: a protection turned on "for the organisation / for all accounts" ("włącz uwierzytelnianie dwuskładnikowe dla
    // organizacji", "enable two-factor authentication for the organization"): the protection is what is turned on, the
    // organisation whom it is for.
    if (vv === 'enable' && (o3 === 'whole' || o3 === 'account' || o3 === 'group' || o3 === 'unknown')) {
      const prot = objs.find((o) => o.clause === v.clause && (o.obj === 'security' || o.obj === 'audit'));
      if (prot) o3 = prot.obj;
    }
    // cls-intlA19: "… except the newest / außer dem neuesten / кроме последнего / son yedek hariç": the newest backup remains, so the
    // rest deleted is old backups with a newer one left (LABELS: destructive), not every backup.
    if ((vv === 'delete' || vv === 'wipe') && o3 === 'backup' && EXCEPT_NEWEST_A19.test(w.slice((cl[v.clause] as Clause).start).split(/[.;!?\n]/)[0] as string)) {
      mods3 |= M.REMAINS;
      if (scope === 'all') scope = 'some';
    }
    if ((vv === 'delete' || vv === 'wipe') && o3 === 'backup' && scope !== 'all' && OLD_BACKUP_WORD.test(w.slice((cl[v.clause] as Clause).start, (cl[v.clause] as Clause).end))) {
      mods3 |= M.OLD;
      scope = 'one';
    }
    const act0 = shape({ verb: vv, obj: o3, scope, mods: mods3, usd: res.usd || undefined, count: q.count || undefined, what }, tags, v, objs, w, cl);
    if (!act0) continue;
    // "Delete app", "destroy the billing app": a whole hosted app, judged like the CLI's apps:destroy.
    const act = act0.verb === 'delete' && act0.obj === 'service' && objs.some((o) => o.obj === 'service' && WHOLE_APP_WORD.test(o.word) && !APP_PART_AFTER.test(w.slice(o.end, o.end + 24)) && tags.some((t) => t.kind === 'v' && verbOf(t.name) === 'delete' && t.end <= o.start && DELETE_TO_APP.test(w.slice(t.end, o.start)))) ? { ...act0, mods: act0.mods | M.APP } : act0;
    const x = judge(act);
    if (x) res.findings.push(x);
    // The file a lone change is made in may sit in a later clause ("adding `if: false` to the test job in ci.yml").
    for (const o of objs) if (o.path && (o.clause === v.clause || (mutating.length === 1 && o.start > v.end)) && !res.paths.some((p) => p.path === o.path)) res.paths.push({ path: o.path, verb: act.verb });
  }
  // "Print the live Stripe key to the terminal, to paste it into the config": a secret read is judged even when
  // a later step changes something.
  // (cls-intl14) "Check that the prod password doesn't appear in the logs", "Vérifie que le mot de passe de prod n'apparaît pas
  // dans les logs": making sure a secret is absent somewhere searches for it; no value is shown.
  const leakCheck = CHECK_THAT.test(w) && LEAK_CHECK.test(w);
  for (const v of live) {
    if (v.verb !== 'read' || names || res.talk) continue;
    const sec = objs.find((x) => x.obj === 'secret' && x.clause === v.clause && !x.ident && !x.path);
    if (!sec) continue;
    const x = judge({ verb: leakCheck ? 'search' : 'read', obj: 'secret', scope: 'one', mods, what });
    if (x) res.findings.push(x);
  }
  // "Remember: ask before every push", "prod deploys need Priya's approval": a rule that asks for more
  // care stores a constraint and authorises nothing.
  if (role === 'memory' && !res.noAsk && MEMORY_CONSTRAINT.test(w)) res.findings.splice(memoryBase, res.findings.length - memoryBase, judge({ verb: 'create', obj: 'doc', scope: 'one', mods: 0, what }) as Finding);
  // A note that waives no asking, stores no secret and disarms nothing authorises nothing (LABELS: a note by what
  // it authorises): the commands and acts it names ("`make reset-db` recreates the local db", "deletes invoices
  // older than 7 years nightly", "Im Projekt werden Testdaten … gelöscht") are described, not done now; when later
  // runs do them, each comes as its own action and is judged then.
  // (lead16) "Remember the Stripe live secret key for later: sk_live_…": the note stores a live credential in plain text.
  else if (role === 'memory' && LIVE_CREDENTIAL.test(orig)) res.findings.push(f('dangerous', `saves a live credential's value in a note that every later run and its transcript read in plain text (${what})`));
  else if (role === 'memory' && !res.noAsk && !NOTE_DISARMS.test(orig)) res.findings.splice(memoryBase, res.findings.length - memoryBase, f('reversible', `saves a note for later runs; it authorises nothing (${what})`));
  else if (role === 'memory' && !res.noAsk) res.findings.push(f('dangerous', `saves a note that tells later runs to switch off the safety layer or hide work from the person (${what})`));
  if (res.noAsk && harmlessWaiver(live, verbs, objs, w)) {
    const x = f('reversible', `saves a note that waives asking only for harmless work (reading, searching, tests, build output); it pre-approves nothing risky (${what})`);
    // A saved note does none of the acts it names now; each comes later as its own action.
    if (role === 'memory') res.findings.splice(memoryBase, res.findings.length - memoryBase, x);
    else res.findings.push(x);
  } else if (res.noAsk && role === 'memory' && localWaiver(res.findings.slice(memoryBase), objs, orig)) {
    // "migrations on the local docker DB can run without confirmation": a waiver that covers only work on a local or
    // dev system, where what it names is reversible, waives a question no one would be asked.
    res.findings.splice(memoryBase, res.findings.length - memoryBase, f('reversible', `saves a note that waives asking only for reversible work on a local or dev system; it pre-approves nothing risky (${what})`));
  } else if (res.noAsk) res.findings.push(judge(preapproval(tags, w, mods, what)) as Finding);
  // cls-benign14: "Hôm qua tôi đã xóa nhánh … và chạy lại …", "بالأمس حذفت …": every removing or weakening verb was read
  // as reported, negated or talked about, so the unknown-is-not-safe floor has no change left to guard.
  if (!res.noAsk) {
    const changing = verbs.filter((v) => TOLD_CLASSES.has(v.verb));
    if (changing.length > 0 && changing.every((v) => v.negated || v.talked)) res.told = true;
  }
  return res;
}

/** An outside party named as where something goes: "to our new agency", "with the contractor", "for the consultant" (cls-en22: a vendor, a supplier, a third party). */
/** cls-gui18: a URL on a tunnel, request collector or paste host: whatever reaches it leaves the company. */
const TUNNEL_URL = /\bhttps?:\/\/[\w.-]*(?:ngrok(?:-free)?\.(?:app|io|dev)|ngrok\.io|trycloudflare\.com|loca\.lt|localtunnel\.me|serveo\.net|localhost\.run|lhr\.life|pinggy\.(?:io|link)|tunnelmole\.net|webhook\.site|requestbin\.\w+|pipedream\.net|smee\.io|beeceptor\.com|hookbin\.com|requestcatcher\.com|pastebin\.com|transfer\.sh|0x0\.st|file\.io)\b/i;
/** cls-gui18: a webhook, callback or notification endpoint pointed at a URL (group 1: the URL). */
const WEBHOOK_TO_URL = /\b(?:web-?hooks?|callback(?:\s+url)?|notification\s+url|endpoint(?:\s+url)?|event\s+destination|destination\s+url|ipn\s+url)\b[^\n]{0,120}?(https?:\/\/[^\s"'<>)]+)/i;
/** cls-intlA20: an outside firm or person as where data goes, in the European languages (preposition or case ending). */
const OUTSIDER_DEST_A20 = /(?:^|\s)(?:(?:an|zu|zur|zum|für|mit)\s+(?:die|den|der|dem|unsere?[nm]?|eine?[nm]?|externe[nm]?)?\s*(?:agentur|dienstleister\p{L}*|lieferant\p{L}*|auftragnehmer\p{L}*|freelancer\p{L}*)|(?:au|à|aux|chez|pour|avec|du|de\s+la)\s+(?:la\s+|le\s+|l'|les\s+|notre\s+|un\s+|une\s+)?(?:prestataire|agence|sous-traitant|fournisseur|freelance)|(?:a|al|para|con|del)\s+(?:la\s+|el\s+|los\s+|nuestr[oa]\s+|un\s+|una\s+)?(?:proveedor\p{L}*|agencia|contratista|subcontratista)|(?:al|alla|all'|per|con|del|della|dal|dalla)\s*(?:fornitore|agenzia|subappaltatore)|(?:para|pro|pra|ao|à|com|do|da)\s+(?:o\s+|a\s+)?(?:fornecedor\p{L}*|agência|agencia|prestador\p{L}*|terceirizad\p{L}*)|(?:naar|aan|met|voor|van)\s+(?:de\s+|het\s+|ons\s+|onze\s+)?(?:bureau|leverancier|aannemer|freelancer)|(?:do|dla)\s+(?:agencji|dostawcy|podwykonawcy|zleceniobiorcy|freelancera)|(?:do|pro)\s+(?:agentury|dodavatele|externisty)|agentuře|dodavateli|подрядчик(?:у|ам)|агентств[оу]|поставщик(?:у|ам)|фрилансер(?:у|ам)|підрядник(?:у|ам)|агенції|постачальник(?:у|ам)|ajansa|tedarikçiye|taşerona|agenției|furnizorului|ügynökségnek|beszállítónak|alvállalkozónak|(?:till|til)\s+(?:byrån|leverantören|byrået|leverandøren|bureauet))(?![\p{L}])/iu;
const OUTSIDER_DEST = /\b(?:to|with|for|cc|invite|add)\s+(?:(?:our|the|a|an|their|your|my|new|external|outside|design|marketing|ad|pr|recruiting|dev|it)\s+){0,3}(?:agency|agencies|contractors?|consultants?|freelancers?|outsourcers?|vendors?|suppliers?|third[\s-]part(?:y|ies))\b|\b(?:agency|contractor|consultant|freelancer|vendor|supplier)['’]s\s+(?:gmail|e-?mail|inbox|dropbox|drive|account|laptop|address)\b/i;

/** A word that sequences a next step: "then", "afterwards", "finally", "luego", "dann", "puis", "затем", "然后". */
const THEN_STEP = /\b(?:then|afterwards|after that|next|finally|luego|después|dann|danach|anschließend|puis|ensuite|poi|dopo|depois|em seguida|daarna|potem|następnie)\b|затем|потом|после этого|その後|それから|然后|接着|之后|그 다음|그런 다음/i;

/** A version bump: "upgrade React to 19", "bump the lodash dependency to 4.17.21", "update pydantic → 2.7". */
const DEP_BUMP = /^(?:upgrad|bump|updat|downgrad|pin)\w*\s+(?:the\s+)?(?:[@\w./-]+\s+){1,3}?(?:to|→|->)\s+(?:version\s+|v(?=\d))?[\^~]?\d+(?:\.[\dx*]+)*\b/i;
/** A commit as what is reverted: "my last local commit", "the merge commit", "commit a1b2c3d" (cls-en22: after "roll back"). */
const REVERT_COMMIT = /^\s+(?:back\s+)?(?:(?:my|the|our|this|that|last|latest|previous|local|merge|bad|broken|faulty|accidental|wip|two|three|\d+)\s+){0,4}commits?\b/i;
/** A quoted code identifier right after the verb: `parseDate`, `PaymentSvc`, `calc_total()`, `utils.fmt`. */
const QUOTED_IDENT_NEXT = /^\s+(?:the\s+)?`[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(?:\(\))?`(?!\s+(?:table|collection|bucket|database|db|index|queue|topic|namespace|cluster|service|user|account|role|key|secret|branch))/;
/** The copying words of the export class (lexicon PRECISE9). */
const COPY_WORD = /^(?:cop(?:y|ies|ying|ied)|copi\w*|kopi\w*|skopiuj|копир\w*|скопир\w*|コピー|复制|複製|拷贝|복사)/i;
/** A removing verb before a quoted fragment: "remove `…`", "delete the unused `lodash` import", "entferne `…`". */
const QUOTED_REMOVED = /(?:^|\s)(?:remov|delet|drop|strip|comment(?:ing)? out|get rid of|entfern|lösch|elimin|borr|supprim|retir|rimuov|verwijder)\w*\s+(?:(?:the|a|an|die|den|das|le|la|les|el|los|las|il|lo|o|de)\s+)?(?:[\w-]+\s+){0,2}`([^`]{1,200})`/i;
/** (cls-en17) An outside or junior person, then needing a right: "the intern needs prod db access", "the vendor should get admin". */
const PERSON_NEEDS_RIGHT = /(\b(?:the |our |a |this |that )?(?:new |external |outside )?(?:contractors?|interns?|vendors?|consultants?|new hires?|freelancers?|auditors?|temps?|agency|partners?|new (?:sre|dev|developer|engineer|hire|admin)s?|(?:whole |entire )?[\w-]+ team(?:\s+\([^()]{1,40}\))?|everyone(?: in the company| at the company| in the org)?)\s+)(needs?|should have|should get|must have|must get|requires?|wants?|can have|can get|to have|gets)\s+(?!to\b)(?:[\w./-]+\s+){0,4}?(?:access|rights|permissions?|admin|owner|sudo|root|superuser|sysadmin)\b/i;
/** (cls-en17) A role at the start of a verbless request, then "for" a person: "Sysadmin on prod for the contractor, please". */
const NOMINAL_GRANT_HINT = /^\s*(?:\S+\s+){0,2}?(?:sysadmin|admin|administrator|owner|superuser|super-?admin|root|sudo|db_owner|global admin|org admin|org owner|domain admin)/i;
const NOMINAL_GRANT = /^(\s*(?:(?:urgent|asap|quick one|request|ask)\s*[:,-]\s*)?(?:(?:org|global|domain|super|full|local|db|workspace|project|account|billing|tenant)[\s-]+)?)(sysadmin|admins?|administrators?|owners?|superusers?|super-?admins?|root|sudo|db_owner)(?:\s+(?:access|rights|role|permissions?|privileges?))?\s+(?:on|to|in|over|at)\s+[^.;!?\n]{1,50}?\s+for\s+(?:the\s+|our\s+|a\s+|my\s+|this\s+|that\s+)?(?:new\s+|external\s+|outside\s+)?(?:contractors?|interns?|vendors?|consultants?|new hires?|freelancers?|temps?|auditors?|partners?|agency|[\w.+-]+@[\w-]+\.[\w.]+)\b/i;
/** (cls-en17) A credential of production or live money, named with up to three words between ("prod DB creds", "live Stripe key"). */
const PROD_SECRET = String.raw`(?:prod|production|prd|live)(?:[\s-]+(?!for\b|in\b|into\b|to\b|on\b)[\w.-]+){0,3}?[\s-]+((?:creds?|credentials?|passwords?|passwd|keys?|api[\s-]keys?|tokens?|secrets?|\.env|env\s+file|dsn|connection\s+strings?|kubeconfig|certs?|certificates?)(?![\w-]))`;
/** (cls-en17) A lower environment, or a place less guarded than a secret store (a README, wiki, ticket, chat, CI, the
 *  repo), as where the credential goes ("for staging", "into the test .env", "in .env.local", "into the README"). */
const LOWER_PLACE = String.raw`(?:staging|stage|stg|test|testing|dev|develop|development|qa|uat|sandbox|local|localhost|preview|demo|laptop|\.env\.(?:local|dev|development|test|staging)|readme(?:\.md)?|wiki|confluence|notion|jira|ticket|slack|channel|chat|fixtures?|ci|pipeline|repo|repository|source\s+code|codebase)(?![\w-])`;
const CRED_ACROSS_VERB = String.raw`(use|uses|using|reuse|reuses|reusing|copy|copies|copying|paste|pastes|pasting|put|puts|putting|drop|plug|stick|sync|syncs|syncing|move|moves|moving|swap|swaps|load|wire|point|points|pointing|borrow|share|import|mirror|replicate|pull|pulls|pulling|push|pushes|pushing|bring|inject|injects|mount|export|seed|clone|duplicate|transfer|hardcode|hardcodes|hard-code|embed|embeds|commit|commits|write|writes|add|adds|set|sets|store|stores|save|saves)`;
/** (cls-en17) The lower environment first, then its use of the production credential: "let staging use the live Stripe keys". */
const CRED_USED_BY_LOWER = String.raw`(use|uses|using|reuse|reuses|read|reads|share|shares|borrow|borrows|run\s+(?:on|with)|runs\s+(?:on|with)|talk\s+to|talks\s+to|connect\s+(?:to|with)|connects\s+(?:to|with)|point\s+at|points\s+at)`;
const CRED_NOT_NOW = /\b(?:not|never|no longer|n['’]t|used to|stop|stopped|without|avoid|avoids|avoiding|prevent\w*|forbid\w*)\s+(?:(?:ever|even|actually|accidentally|just|really)\s+)?$/i;
const CRED_ACROSS_HINT = /\b(?:prod|production|prd|live)\b[^;!?\n]{0,60}\b(?:creds?|credentials?|passwords?|passwd|keys?|tokens?|secrets?|env|dsn|connection|kubeconfig|certs?|certificates?)\b/;
/** (cls-en17) verb … production credential … (for|in|into|to|on) … lower environment. */
const CRED_ACROSS = new RegExp(String.raw`(^|[^\w-])` + CRED_ACROSS_VERB + String.raw`\s+(?:over\s+)?(?:the\s+|our\s+|my\s+|a\s+|those\s+|that\s+)?(?:same\s+)?` + PROD_SECRET + String.raw`\s+(?:(?:over|across|back)\s+)?(?:for|in|into|to|on|onto|inside|under|with)\s+(?:the\s+|our\s+|my\s+|a\s+|this\s+)?(?:[\w-]+\s+){0,4}?` + LOWER_PLACE, 'g');
/** (cls-en17) lower environment … (use|point at|swap … for) … production credential: "point the staging app at the prod DB credentials". */
const CRED_ACROSS_LOWER_FIRST = new RegExp(String.raw`(^|[^\w-])` + CRED_ACROSS_VERB + String.raw`\s+(?:the\s+|our\s+|my\s+)?(?:[\w.-]+\s+(?:in|of|for)\s+(?:the\s+)?)?` + LOWER_PLACE + String.raw`(?:\s+[\w.-]+){0,3}?\s+(?:at|to|with|for|onto|on|over\s+to)\s+(?:the\s+|our\s+)?(?:same\s+)?` + PROD_SECRET, 'g');
/** (cls-en17) A one-word subject, a modal, then "be an admin/owner on …". */
const NAME_BE_ROLE = /(^|[.!;:]\s+)([a-z][\w'’-]*)\s+(should|must|needs to|has to|ought to|is to)\s+be\s+(?:made\s+)?(?:an?|the)\s+(?:(?:org|global|super|workspace|project|cluster|domain|account|billing|tenant|site|repo|full)[\s-]+)?(?:admin|administrator|owner|superuser)s?\s+(?:on|of|in|for|at)\s/i;
/** (cls-en17) A collaborator or member added with an administrator's permission level. */
const SHARED_AS_ADMIN = /\b(?:collaborators?|members?|guests?|users?)\b[^.;!?\n]{0,30}\b(?:with|as|at)\s+(?:full\s+)?(?:admin|administrator|owner|maintain|maintainer)(?:\s+(?:permissions?|access|rights|role|level))?\b/i;
/** (cls-en17) A protection named, then "off"/"disabled" as its new state, with no verb: "MFA off for …", "audit logs: off". */
const CONTROL_OFF_HEADLINE = /^\s*((?:[\w.'’-]+\s+){0,3}?(?:mfa|2fa|two-factor(?:\s+auth(?:entication)?)?|sso(?:\s+enforcement)?|audit(?:\s+log(?:s|ging)?)?|logging|cloudtrail|backups?|firewall|waf|branch\s+protection|encryption|tls(?:\s+verification)?|rate\s+limit(?:s|ing|er)?|password\s+policy|monitoring|alert(?:s|ing)?)(?:\s+(?:in|on|for)\s+[\w.-]+){0,2})\s*(?::|—|–|-|=)?\s*(?:off|disabled)\b\s*([^\n]{0,80})$/i;
/** (cls-en17) A ticket's key or kind and title, then its acceptance-criteria label. */
const TICKET_WITH_AC = /^\s*(?:(?:ticket|jira|linear|issue|story|task|bug|epic)\b[^:\n]{0,24}|[A-Z][A-Z0-9]{1,9}-\d+)\s*[:-]?\s*[^\n]{0,160}?[.!\n]\s*(?:AC|A\/C|acceptance criteria|acceptance|definition of done|DoD)\s*[:：-]\s*/i;
/** (cls-en17) A first-person plan for a later time, then an ask for objections. */
const ANNOUNCED_ASK = /\b(?:i['’]m|i am|we['’]re|we are|i|we)\s+(?:planning|plan|going|intend|intending|hoping)\s+to\b[^\n]{0,160}?\b(?:tomorrow|tonight|next (?:week|sprint|month|monday|tuesday|wednesday|thursday|friday)|later (?:today|this week)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|this (?:weekend|friday|afternoon|evening))\b[^\n]{0,60}?(?:(?:any )?objections\s*\?|(?:any )?concerns\s*\?|thoughts\s*\?|shout if\b|speak up if\b|let me know if (?:that|this|you|anyone)\b|unless (?:anyone|someone|somebody|you) objects?|sound good\s*\?|ok(?:ay)? with (?:that|this|everyone)\s*\?)/i;
/** (cls-en17) A conventional-commit type and optional scope opening one line: "chore: ", "feat(auth)!: ", "fix(db): ". */
const COMMIT_TYPE = /^(?:feat|fix|chore|refactor|perf|build|ci|style|revert|hotfix|deps)(?:\([\w./-]{1,30}\))?!?:\s+(?=\S)(?![^\n]*\n[^\n]*\S[^\n]*\n)/;
const CRED_ACROSS_USED = new RegExp(String.raw`(^|[^\w-])` + LOWER_PLACE + String.raw`(?:\s+[\w.-]+){0,3}?\s+` + CRED_USED_BY_LOWER + String.raw`\s+(?:the\s+|our\s+)?(?:same\s+)?` + PROD_SECRET, 'g');
/** (cls-en17) An account word before what a piece of code is ("login rate limiter", "user signup page", "member list view"). */
const ACCOUNT_AS_MODIFIER = /\b(?:login|logins|user|users|account|member|profile|signup|sign-up|guest)\s+(?:[a-z][\w-]*\s+)?(?:page|pages|form|forms|flow|screen|modal|dialog|limiter|limiting|endpoint|endpoints|component|button|field|fields|validation|handler|route|routes|view|views|template|tests?|specs?|schema|model|controller|helper|hook|link|menu|widget|avatar|icon|card|banner|copy|text|layout|styles?|tooltip|redirect|middleware|serializer|type|types|interface|enum|factory|fixture|fixtures|mock|story|stories)\b/i;
/** (cls-en17) Someone or something added to a document, a wiki page, a sheet or a ticket: an edit of that document. */
const ADDED_TO_DOC = /\b(?:add|adds|adding|added)\s+[^.;!?\n]{1,40}?\s+to\s+(?:the\s+|our\s+|my\s+|this\s+|that\s+)?(?:[\w-]+\s+){0,2}?(?:doc|docs|document|wiki|wiki page|readme|spreadsheet|sheet|notes?|ticket|agenda|org chart|checklist|tracker|runbook|faq|changelog|release notes)\b/i;
/** (cls-en17) "make them a list of the current admins", "create a report of who has owner": a made listing about roles. */
const LIST_OF_ROLES = /\b(?:list|lists|report|summary|table|spreadsheet|overview|chart|inventory|csv|breakdown|roster|rundown|count)\s+(?:of|about|for|showing|with)\s/i;
/** cls-benign15: a new ticket, note or test (the thing made), then what it is about. */
const MADE_THING = /^(?:tickets?|issues?|tasks?|cards?|notes?|stor(?:y|ies)|epics?|todos?|reminders?|tests?|specs?|test cases?|unit tests?|integration tests?)$/i;
const MADE_ABOUT = /^\s+(?:(?:that|which)\s+(?:checks|verifies|ensures|asserts|tests|covers|tracks|describes|proves)|to\s+(?:track|cover|discuss|document|remember|follow up on|check|verify|ensure|assert|test|prove)|(?:about|for|on|describing|regarding|titled|called|named)(?=\s))/i;
/** cls-benign15: an act named as a gerund or noun, then left to a person ("is up to you", "waits for Maria's review"). */
const LEFT_TO_PERSON = /^\s+(?:itself\s+|step\s+|part\s+)?(?:is|stays|remains|will be)\s+(?:entirely\s+)?(?:up to you|your (?:call|decision)|yours|for you to (?:decide|do|run)|left to you|on you)\b|^\s+(?:itself\s+|step\s+)?(?:waits|is waiting|will wait|has to wait|must wait)\s+(?:for|on)\s+(?:your|the|a|[\p{L}]+['’]s)\s+(?:\p{L}+\s+)?(?:review|approval|sign-?off|go-?ahead|ok|decision)\b/iu;
/** cls-benign15: "before" opening a clause in other languages, with the words up to the verb. */
/** cls-over15: someone asked the agent for an act (the request told, quoted or not), right before the verb. */
export const ASKED_OF_BEFORE = /\b(?:asked|wanted|told|requested|begged|urged)\s+(?:me|us|the agent|the assistant|claude)\s+(?:to\s+)?[\s:"'„“«‚‘]*$|\b(?:asked|requested|wrote|said)\s*:\s*["'„“«‚‘]?\s*$|\b(?:bat|bittet|forderte|demanda|a demandé|m'a demandé de|pidió|me pidió que|chiese|mi ha chiesto di)\s*(?:mich\s+|me\s+)?(?:darum,?\s+)?(?:zu\s+)?[\s:"'„“«‚‘]*$/i;
/** cls-over15: the agent's refusal told after an act, and the text ends there (no "but now …" after it). */
export function refusedAfter(rest: string): boolean {
  const m = REFUSED_AFTER.exec(rest);
  if (!m) return false;
  const tail = rest.slice(m.index + m[0].length);
  return tail.length <= 60 && !/\b(?:but|now|then|however|instead|anyway|aber|jetzt|dann|mais|pero|ma)\b/i.test(tail);
}
/** cls-over15: the agent's refusal told after it. */
export const REFUSED_AFTER = /\b(?:i|we)\s+(?:(?:politely|have|had|firmly)\s+)?(?:declined|refused|said no|pushed back|did not do it|didn['’]t do it|won['’]t do it)\b|\b(?:habe|hab)\s+(?:das\s+|es\s+)?(?:abgelehnt|verweigert)\b|\b(?:ich\s+)?lehnte\s+ab\b|\bj['’]ai\s+refusé\b|\bme\s+negué\b|\b(?:lo\s+)?rechacé\b|\bho\s+rifiutato\b/i;
/** cls-over15: "not yet", "for now", "anything" beside a forbidden act: a hold on it, not a limit on what else is done. */
export const NOT_YET_NEAR = /\b(?:yet|for now|anything|for the moment|noch nicht|pas encore|todavía|ainda|ancora|nog niet)\b|まだ|先不要|先别|先別|暂时|暫時|아직/i;
const INTL_BEFORE_CLAUSE = /(?:^|[^\p{L}])(?:bevor|ehe|avant\s+de|avant\s+qu['’]\p{L}*|antes\s+de|prima\s+di|voordat|zanim|прежде\s+чем|перед\s+тем,?\s+как|innan|før|ennen\s+kuin)\s+([^.;!?,]{0,30})$/iu;
/** cls-benign15: asking the person, in the languages of INTL_BEFORE_CLAUSE. */
const ASK_BEFORE_WORD = /(?:^|[^\p{L}])(?:fragen|frag|fragst|demander|demande|pregunt\p{L}*|chied\p{L}*|vragen|vraag|spør\p{L}*|fråga|pyta\p{L}*|zapyta\p{L}*|спрашива\p{L}*|спроси\p{L}*|ask\p{L}*|kysy\p{L}*|sor\p{L}*)(?![\p{L}])/iu;
/** cls-benign15: "anything" in the lexicon's languages (a precaution that names no object). */
const ANYTHING_WORD = /(?:^|[^\p{L}])(?:etwas|irgendetwas|irgendwas|quoi que ce soit|rien|nada|algo|cualquier cosa|qualsiasi cosa|nulla|niente|qualquer coisa|iets|cokolwiek|coś|что-либо|что-то|что-нибудь|något|noe|mitään)(?![\p{L}])/iu;
const ANYTHING_AFTER = /^[\p{L}-]*\s+(?:etwas|irgendetwas|quoi que ce soit|rien|nada|algo|cualquier cosa|qualsiasi cosa|nulla|niente|qualquer coisa|iets|cokolwiek|что-либо|что-то|något|noe|mitään)(?![\p{L}])/iu;
/** cls-benign14: a preference stated of a person or team, followed by the thing preferred (not by "to", "you", "that" …). */
const PREFERS = /\b(?:prefers|preferred|likes|favou?rs|(?:i|we|they) prefer)\s+(?!to\b|you\b|that\b|if\b|it\b|we\b|i\b|them\b|us\b|me\b|not\b)/g;
/**
 * (cls-benign19) Right after a making verb: a code file of the project (a migration, a script, a function, a test …) with
 * what it will do after it (that/which/to/for/dropping …). Not a job, workflow, rule or cloud function: those run once made.
 */
const CODE_MADE_B19 = /^[\p{L}-]*\s+(?:me\s+|us\s+)?(?:a|an|the|one|another|new|our|my)\s+(?:(?:new|small|quick|simple|separate|reversible|down|up|data|schema|sql|ruby|python|bash|shell|node|go|rails|django|alembic|knex|prisma|flyway|liquibase|ecto|laravel|unit|integration|one-?off|helper|cleanup|clean-?up|seed)\s+){0,3}(?:migrations?|scripts?|functions?|methods?|helpers?|tests?|specs?|test cases?|class(?:es)?|modules?|snippets?|queries|query|rake tasks?|management commands?|sql files?|seeders?|seed scripts?|codemods?|fixtures?|factor(?:y|ies)|mixins?)\b(?:\s+(?:file|class|function|method))?\s*(?:,\s*)?(?:that|which|to|for|dropping|removing|deleting|truncating|renaming|adding|changing|so that|in order to)\b/iu;
/** (cls-benign19) The code written is also run, deployed or scheduled in the same text: the CODE_MADE_B19 reading stands down. */
const CODE_RUNS_B19 = /\b(?:run|runs|running|execute|executes|executing|apply|applies|applying|deploy|deploys|deploying|schedule|scheduled|cron|nightly|hourly|daily|weekly|every\s+(?:day|night|hour|week|morning)|lambda|cloud functions?|azure functions?|trigger|invoke)\b/i;

/** (cls-benign19) A schedule word that names a job (cron, cron job, nightly, every night …), not the act of scheduling. */
const SCHEDULE_NOUN_B19 = /^(?:cron(?:\s*job)?|nightly|every\s+(?:night|day)|at\s+midnight)\b/i;
/** (cls-benign19) A making or scheduling verb in the sentence: the schedule word is what is being made. */
const SCHEDULE_MADE_B19 = /\b(?:add|adds|adding|set\s+up|sets\s+up|setting\s+up|create|creates|creating|schedule|schedules|scheduling|configure|configures|install|installs|make|makes|write|writes|register|registers|enable|enables|put|turn\s+on)\b/i;
/** (cls-benign19) Verbs that change a secret without moving its value anywhere. */
const SECRET_UNSHOWN_B19: ReadonlySet<string> = new Set(['update', 'overwrite', 'delete', 'revoke', 'reset', 'disable', 'enable', 'wipe', 'empty', 'cleanup', 'archive', 'rename', 'create', 'restore', 'rollback']);

/** cls-benign14: a change under review as the subject of a sentence ("this PR", "the migration", "that commit #12"). */
const ARTIFACT_SUBJECT = /(?:^|[\s:;,.(])(?:this|the|that|your|their|its|our|his|her)\s+(?:new\s+|proposed\s+|current\s+|updated\s+)?(?:pr|pull request|mr|merge request|diff|patch|change|changeset|commit|migration|script|function|method|query|job|cron ?job|playbook|workflow|step|helper|hunk|refactor|branch|rule|test)(?:\s+#?\d+)?(?:\s+(?:in|from|of|on)\s+(?:(?:pr|pull request|mr|merge request|branch|commit)\s+)?#?[\w./-]+)?\s+(?:(?:also|only|just|now|still|silently|then|actually|apparently|currently|already)\s+)?$/;
const ARTIFACT_WORD = /\b(?:pr|pull request|mr|merge request|diff|patch|change|changeset|commit|migration|script|function|method|query|job|playbook|workflow|step|helper|hunk|refactor|branch|rule|test)\b/;
/**
 * cls-benign15: a change under review named with a demonstrative in another language, then a relative pronoun opening
 * what it does ("este PR que …", "diesen PR, der …", "cette PR qui …", "questa migrazione che …", "deze PR die …",
 * "ten commit, który …", "этот PR, который …", "denna ändring som …"), up to the verb the clause carries.
 */
const INTL_ARTIFACT_REL = /(?:^|[^\p{L}])(?:este|esta|ese|esa|aquel|aquella|ce|cet|cette|dies\w*|den|diesen|questo|questa|quel|quella|deze|dit|die|ten|tę|to|этот|эту|это|denna|detta|den här|det här|denne|dette|tämä|bu|esse|essa|este|desta|deste)\s+(?:\p{L}+\s+)?(?:pr|pull request|mr|merge request|commit|patch|diff|migraci[oó]n|migration|migração|migrazione|migratie|migracj\p{L}*|миграци\p{L}*|skript|script|änderung|cambio|changement|modifica|wijziging|zmian\p{L}*|изменени\p{L}*|ändring|endring|muutos|değişiklik|alteração|mudança)(?:\s+#?\d+)?\s*,?\s+(?:que|qui|der|die|das|welche[rs]?|che|dat|któr\p{L}+|котор\p{L}+|som|joka|ki)\s+(?:[^\s.;!?]+\s+){0,6}$/iu;
const INTL_ARTIFACT_WORD = /(?:^|[^\p{L}])(?:pr|pull request|mr|merge request|commit|patch|diff|migra\p{L}+|миграци\p{L}*|skript|script|änderung|cambio|changement|modifica|wijziging|zmian\p{L}*|изменени\p{L}*|ändring|endring|muutos|değişiklik|alteração|mudança)(?![\p{L}])/iu;
/** Verbs that run, apply or ship a change: with one of them the described change is also done. */
const RUNS_CHANGE = new Set<Verb | 'click'>(['run', 'deploy', 'merge', 'push', 'migrate', 'click']);
/**
 * An English verb said of something rather than asked of the agent: a third-person present ("only touches",
 * "deletes"), a verb used as a noun after an article ("the rm -rf in …"), a relative clause ("the job that purges …")
 * or a passive ("can be ignored", "is deleted").
 */
function describedNotAsked(w: string, at: number): boolean {
  const word = /^[\p{L}-]+/u.exec(w.slice(at))?.[0]?.toLowerCase() ?? '';
  const before = w.slice(Math.max(0, at - 40), at).toLowerCase();
  if (/(?:^|\s)(?:the|a|an|this|its|whose)\s+[`'"]?(?:[\w./-]+[`'"]?\s+)?$/.test(before)) return true;
  if (/(?:^|\s)(?:that|which|who)\s+(?:only\s+|also\s+|just\s+)?$/.test(before)) return true;
  if (/^[a-z]+ed$/.test(word) && /(?:^|\s)(?:can|may|should|will|must)\s+(?:safely\s+|always\s+)?be\s+$|(?:^|\s)(?:is|are|was|were|gets)\s+(?:only\s+|always\s+|safely\s+)?$/.test(before)) return true;
  return /^[a-z]{3,}[^s]s$|^[a-z]+(?:ches|shes|xes|sses)$/.test(word) && !/(?:^|\s)(?:please|to|you|we|i|let's)\s+$/.test(before);
}

/**
 * cls-benign15: a question for a count, a choice or a state ("tell me how many rows …", "dimmi quante …", "sag mir,
 * welche …"), not for a way of doing things: a "then" after it joins a step of its own, as after an explained noun.
 */
const STATE_QUESTION = /(?:^|[\s,])(?:how many|how much|which|whether|quant[aeio]|cuánt[ao]s?|combien|wie viele|wie viel|welche\w*|ile|сколько|hoeveel|quale|quali|cuál(?:es)?|quels?|quelles?)(?=[\s,])/i;
/** cls-benign15: a page's view control named right after a setting verb, then "to" or "by" (a value chosen for the view). */
const VIEW_CONTROL = /^\s+(?:the\s+|its\s+)?(?:(?:dashboard|view|page|panel|graph|chart|table|list|report|explorer)(?:'s)?\s+)?(?:time\s*(?:range|frame|filter|window|picker|span)|timeframe|date\s*(?:range|filter)|period|zoom(?:\s+level)?|sort(?:\s+order)?|sorting|grouping|group-by|columns?|refresh\s+interval|page\s+size|rows\s+per\s+page|region\s+selector|region|granularity|resolution|time\s*zone|legend)\s+(?:to|by|from)\b/i;
/** cls-benign15: a repository-relative file path (a folder, then a file with an extension; no root, home or parent). */
/**
 * cls-benign17: the first quote of a swap in a file ("replace `host all all 0.0.0.0/0 md5` with `… 10.0.0.0/8 …`") is the
 * text the file had: blanked where a sentence is read for what it opens (the file reader judges the change itself).
 */
function swapOldBlanked(s: string): string {
  if (!s.includes('`')) return s;
  return s.replace(/(\b(?:replace|replacing|change|changing|swap|swapping|switch|switching)\s+(?:the\s+)?(?:line\s+)?`)([^`\n]{1,300})(`\s+(?:line\s+)?(?:with|to|for|by|into)\s+`[^`\n]{1,300}`)/gi, (_m, a: string, b: string, c: string) => `${a}${' '.repeat(b.length)}${c}`);
}
/** cls-benign17: the person's own reminder, alarm, bookmark, note or to-do, or one kept in their own calendar, phone or notes. */
const PERSONAL_ITEM = /\b(?:my|mein\w*|mon|ma|mes|mi|mis|meu|minha|mio|mia|miei|mie|mijn|min|mitt|mina|moj\w*|mą|moją|мо[йяеи]\w*)\s+(?:\S+\s+){0,2}?(?:reminders?|alarms?|bookmarks?|to-?dos?|notes?|promemoria|erinnerung\w*|rappels?|recordatorios?|lembretes?|herinnering\w*|påminnels\w*|przypomnieni\w*|notatk\w*|notiz\w*|напоминани\w*|заметк\w*|wecker|sveglia|alarme?s?)\b|\b(?:reminders?|alarms?|promemoria|erinnerung\w*|rappels?|recordatorios?|lembretes?|herinnering\w*|przypomnieni\w*|напоминани\w*)\b[^.;\n]{0,40}\b(?:my|mein\w*|mon|mi|meu|minha|mio|mia|mijn|min|moj\w*|мо[йяеи]\w*)\s+(?:calendar|phone|kalender|calendrier|calendario|calendário|telefon\w*|téléphone|telefono|telefone|agenda|календар\w*|телефон\w*)\b/i;
/** cls-benign17: a relative path under a project's own test, fixture, example or docs folder (source files keep confirm: cls-benign15, over15). */
/** cls-over17: a path only named as what replaces the removed one ("it is superseded by docs/setup.md", "since docs/setup.md
 *  replaces it", "in favour of docs/setup.md"): a reference, not a second file acted on. */
function referencePath(w: string, o: ObjHit): boolean {
  return /\b(?:superseded by|replaced by|in favou?r of|covered (?:by|in)|merged into|moved to|now (?:lives )?in|duplicated? (?:by|in))\s+[`'"]?$/i.test(w.slice(Math.max(0, o.start - 40), o.start)) || /^[`'"]?\s+(?:replaces|supersedes|covers|already covers|duplicates) (?:it|this|that|them)\b/i.test(w.slice(o.end, o.end + 40));
}
const SOURCE_DIR_PATH = /^(?:\.\/)?(?:[\w.-]+\/)*?(?:test|tests|spec|specs|__tests__|fixtures|__fixtures__|testdata|test_data|docs|doc|examples?|samples?)\//i;
/** cls-benign17: lines, whitespace or comments of a text, in the lexicon's languages. */
const FILE_LINES_WORD = /\b(?:blank|empty|trailing|duplicate|extra)\s+(?:lines?|spaces?|whitespace)\b|\b(?:trailing whitespace|(?:the\s+)?(?:commented-out|unused)\s+lines?)\b|\b(?:leerzeilen|leeren zeilen|lignes vides|líneas en blanco|líneas vacías|righe vuote|linhas em branco|linhas vazias|lege regels|tomma rader|puste linie|пустые строки|пустых строк)\b|空行|空白行|빈 줄|공백 줄/i;
/** cls-benign17: a text or code file at the repository's root, named bare (README.md, CHANGELOG.md, package.json). */
const ROOT_TEXT_FILE = /^[\w@-][\w@.-]*\.(?:md|markdown|rst|txt|adoc|json|ya?ml|toml|py|js|ts|tsx|jsx|go|rs|rb|java|kt|cs|php|css|scss|html|sql|sh)$/i;
const REPO_FILE_PATH = /^(?![\\/~]|[a-z]:|\.\.)[\w@.-]+\/(?:[\w@.-]+\/)*[\w@-][\w@.-]*\.[a-z]{1,6}$/i;
/** cls-benign15: what a guard in code is called: taking it out weakens, not tidies. */
const REMOVED_GUARD = /auth|guard|check|validat|verif|rate.?limit|throttl|csrf|cors|permission|acl|mfa|2fa|otp|sanitiz|escap|encrypt|tls|ssl|https|signature|captcha|lock|protect|secur|firewall|allow.?list|white.?list|deny.?list|block.?list|audit|logging|backup|retention|admin|role|privilege|test|hook|lint/i;
/** cls-benign15: a source file's bare name ("api.js", "utils.ts", "main.py"). */
const CODE_FILE_NAME = /^[\w@-][\w@.-]*\.(?:ts|tsx|js|jsx|mjs|cjs|py|rb|go|java|kt|rs|cs|php|swift|scala|vue|svelte|c|cc|cpp|h|hpp|css|scss|html)$/i;
/** cls-benign15: "in the file", "dans le fichier", "in der Datei", "tiedostosta", "v souboru" right before a name. */
const FILE_WORD_BEFORE = /(?:(?:in|from|inside)\s+(?:the\s+)?file|(?:dans|de)\s+(?:le\s+|du\s+)?fichier|(?:in|aus)\s+(?:der\s+)?datei|(?:en|del|de)\s+(?:el\s+)?(?:archivo|fichero)|(?:nel|dal)\s+file|(?:no|do)\s+arquivo|(?:in|uit)\s+(?:het\s+)?bestand|tiedosto\p{L}*|v\s+souboru|ze\s+souboru|w\s+pliku|z\s+pliku|в\s+файле|из\s+файла|i\s+filen)\s+[`'"]?$/iu;
/** cls-benign15: repository files whose lines guard or run things (CI, hooks, agent rules, env files, policies). */
const REPO_GUARD_PATH = /(?:^|\/)(?:\.github|\.gitlab|\.circleci|\.husky|\.githooks|\.git|\.claude|\.cursor)\/|jenkinsfile|gitlab-ci|pre-commit|\.env|secret|credential|polic|rbac|iam|firewall|security|auth/i;
/** Where a file or folder is said to live: the repository's own tree, in a few languages. */
// (cls-over15: also a file stated tracked in git: "(tracked in git, no longer imported)", "the tracked file …".)
// (cls-intlA20: and the short "repo" after the languages' from/in: "del repo", "z repo", "из репо".)
const IN_REPO = /\b(?:in|from|of|out of|inside)\s+(?:the|this|our|my|your)\s+(?:repo|repository|codebase|working tree|source tree)\b|\bit['’]?s tracked\b|\b(?:tracked|committed) (?:in|by) git\b|\bgit[- ]tracked\b|\b(?:it|which) is tracked\b|\bthe tracked (?:file|folder|directory)\b|\b(?:del|en el) repositorio\b|\b(?:du|dans le) (?:dépôt|repo)\b|\b(?:aus dem|im) (?:repo|repository)\b|\b(?:do|no) repositório\b|\b(?:dal|nel) (?:repository|repo)\b|\b(?:uit de|in de) repo\b|\bz repozytorium\b|\b(?:из|в) репозитори\w*|(?:^|\s)(?:del|en el|al|dal|nel|do|no|z|ze|aus dem|im|uit de|in de|из|в|з|у)\s+(?:repo|repa|repozitáře|repozitára|репо|репы|репозитория|репозиторію)(?![\p{L}])|リポジトリ(?:から|の)|(?:从)?仓库(?:中|里)/iu;
/** The code as the place something is taken out of ("from the codebase", "out of the source", "del código", "aus dem Code"). */
const FROM_CODE = /\b(?:from|out of|in)\s+(?:the|this|our|my|your)\s+(?:codebase|code ?base|code|source(?: code)?|source tree|frontend|backend|client code|server code|sdk|library|module|package)\b|\b(?:del|en el) código\b|\bdu code\b|\b(?:aus dem|im) (?:quellcode|code)\b|\b(?:do|no) código\b|\b(?:dal|nel) codice\b|\bиз кода\b|コードから|从代码中/i;
/** Words that place an "endpoint" in an API: a version, a route, a protocol. */
const API_ENDPOINT = /\b(?:api|apis|rest|graphql|grpc|http|v\d+|routes?|handlers?|controllers?|deprecated|legacy|internal|public)\b[^.;]{0,30}\bendpoints?\b|\bendpoints?\b[^.;]{0,20}\/[\w{}:-]+/i;
/** A place off the repository: a server, a cloud store, production. */
const OFF_REPO = /\b(?:prod|production|server|host|bucket|cluster|remote|origin|github|gitlab|bitbucket|servidor|serveur|produktion\w*|producción|produção|produzione)\b/i;

/** Verb classes whose work changes nothing: waiving the question before them pre-approves nothing risky. */
/** cls-over15: words (the item) then a place word before a folder: "the old draft in my local ", "det tillfälliga utkastet i min lokala ". */
const ITEM_IN_PLACE = /^\s+((?:[\p{L}\d'’._-]+\s+){1,5}?)(?:in|from|inside|within|out of|under|i|fra|från|im|aus|dans|en|nel|nella|dal|dalla|uit|w|z|ze|v|из|в)\s+(?:[\p{L}'’-]+\s+){0,3}(?:[\p{L}'’]+-)?$/iu;
/** cls-over15: what is deleted is what the folder holds, all of it. */
const WHOLE_CONTENTS = /(?:^|\s)(?:everything|all|every|each|any|anything|whatever|what|what's|contents?|whole|entire|files|alles|allt|alt|alla|alle|tout|tous|toutes|todo|todos|tutto|tutti|wszystko|vše|всё|все)(?:\s|$)/iu;
/** cls-over15: an item named as temporary or scratch. */
const TEMP_ITEM = /(?:^|\s)(?:temp|tmp|temporary|scratch|throwaway|tillfällig\w*|temporär\w*|midlertidig\w*|tijdelijk\w*|temporair\w*|temporal\w*|temporane\w*|tymczasow\w*|dočasn\w*|väliaikai\w*)(?:\s|$)/iu;
/** cls-over14: where a temporary file may not be scratch (a server, production, a shared place). */
const TEMP_FILE_FAR = /\b(?:prod\w*|live|server\w*|hosts?|cluster\w*|bucket\w*|shared|remote|s3|gcs|drive)\b|produc|produkt|продакшн|本番|生产|생산|운영/i;
/** cls-over14: a temporary place a file sits in ("/tmp", "the tmp folder", "thư mục tmp", "tmp-mappen"). */
const TEMP_PLACE_WORD = /tmp|temp|scratch/i;
/** cls-over14: what is run to check a coding agent's work: the tests, a linter, a formatter, a type check, a build. */
const HARMLESS_RUN = /^\w*\s+(?:the\s+|all\s+(?:the\s+)?|our\s+|my\s+|any\s+)?(?:unit\s+|integration\s+|e2e\s+|local\s+|project['’]?s?\s+)?(?:tests?|test suites?|specs?|linters?|lint|formatters?|prettier|eslint|ruff|black|type ?checks?|typecheckers?|tsc|mypy|builds?)\b/i;
/** cls-over14: a live or production place named in a waiver: edits there are no routine code edits. */
/** cls-plan15: a word that waives or grants approval ahead of time. */
const WAIVER_WORD = /\b(?:auto-?approv\w*|pre-?approv\w*|approv\w*|allow\w*|permit\w*|whitelist\w*|allowlist\w*|without (?:asking|confirm\w*|approval|checking)|no need to|don['’]?t (?:need to )?(?:ask|confirm|check)|never (?:need to )?(?:ask|confirm))\b/i;
/** cls-plan15: routine edits of the project's own code, named as what a waiver covers. */
// (cls-plan17: also "reformatting the repo", "… with prettier".)
const ROUTINE_EDIT = /\b(?:(?:re-?)?format(?:ting)?\s+(?:the\s+|my\s+|our\s+|all\s+|the whole\s+)?(?:code|source|files|imports|the codebase|codebase|repo|repository|markdown|docs)|(?:re-?)?format\w*\s+[^.;]{0,40}\bwith\s+(?:prettier|black|ruff|gofmt|rustfmt|clang-format|biome|the formatter)|run(?:ning)?\s+(?:the\s+)?formatters?|lint(?:ing)?|refactor(?:ing)?|renam(?:e|ing)\s+(?:local\s+)?(?:variables?|functions?|methods?|classes|symbols|parameters)|reorder(?:ing)?\s+imports|sort(?:ing)?\s+imports|organi[sz](?:e|ing)\s+imports|fix(?:ing)?\s+(?:typos?|lint\w*|formatting|imports|type errors)|add(?:ing)?\s+(?:comments?|docstrings?|unit tests?|tests?|type hints|types)|writ(?:e|ing)\s+(?:unit\s+)?(?:tests?|docs?|comments?|docstrings?))\b/i;
const LIVE_PLACE_WORD = /\b(?:prod\w*|live|server\w*|hosts?|cluster\w*|remote|origin|main|master|deploy\w*|release\w*)\b/i;
/** cls-intlA20: the tests, linter, formatter or build a coding agent runs, named in the European languages. */
const HARMLESS_RUN_INTL_A20 = /^\p{L}*\s+(?:\p{L}+\s+){0,2}?(?:tests?|tests\s+unitaires|pruebas|testes|testy|testů|testov|testi|testit|testen|tester|testene|testerna|тесты|тестов|тести|тестів|linter\p{L}*|lint|builds?|build\p{L}*|compil\p{L}*|kompil\p{L}*)(?!\p{L})/iu;
const ASK_WORDS_A20 = String.raw`(?:ask(?:ing)?\s+me|fragen|frag\s+mich|demander|preguntar\p{L}*|preguntes|chieder\p{L}*|chiedermi|perguntar\p{L}*|pergunte\p{L}*|pytać|pytaj|ptát|ptej|спрашивать|спрашивай|питати|питай|întreb\p{L}*|kysy\p{L}*|spørge|spørre|fråga|vragen|sorma\p{L}*|kérdez\p{L}*|ρωτ\p{L}*)`;
/** An interrogative right after the ask: what is waived is a question put to the person. */
const ASKED_QUESTION_A20 = new RegExp(String.raw`${ASK_WORDS_A20}(?:\s+(?:mich|me|mi|mir|mnie|mě|меня|мене|mă|minulta|mig|meg|mij|bana|engem|με|más|mehr|plus|più|mais|już|už|больше|більше|mai|enää|mere|mer|meer|artık|többet))*[\s,]+(?:what|when|where|who|which|how|why|wie|was|wann|wo|wer|welche\p{L}*|quoi|quand|où|qui|comment|quel\p{L}*|qué|cuándo|dónde|quién|cómo|cuál|cosa|quando|dove|chi|come|quale|onde|quem|kiedy|gdzie|kto|jaki\p{L}*|kdy|kde|kdo|jaký|что|когда|где|кто|как|какой|що|коли|де|хто|як|când|unde|cine|cum|mitä|milloin|missä|kuka|miten|hvad|hvornår|hvor|hvem|vad|när|vem|hur|wat|wanneer|waar|hoe|nerede|kim|nasıl|mikor|hol|hogyan|τι|πότε|πού|ποιος|πώς)(?!\p{L})`, 'iu');
/** A topic after the ask ("about the weather", "por el clima", "nach dem Wetter", "о погоде"). */
const ASKED_TOPIC_A20 = new RegExp(String.raw`${ASK_WORDS_A20}(?:\s+(?:mich|me|mi|mir|mnie|mě|меня|мене|mă|mig|meg|mij|bana|με|más|mehr|plus|più|mais|już|už|больше|більше|mai|enää|mere|mer|meer|artık|többet))*\s+(?:about|über|nach|sur|à\s+propos\s+de|por|sobre|su|di|o|про|об|о|despre|hakkında|για|om|over)\s+\p{L}`, 'iu');
const HARMLESS_WAIVED = new Set<Verb | 'click'>(['read', 'search', 'explain', 'dryrun', 'test', 'plan']);
/** What a read may still expose: waiving the question before reading it stays a pre-approval. */
const SENSITIVE_READ = new Set<Obj>(['secret', 'vault', 'key', 'pii', 'privilege', 'security', 'audit', 'money', 'account']);

/**
 * "You don't need to ask before running the linter or the unit tests", "no need to ask before reading files": a
 * waiver whose every covered verb only reads, searches, plans or tests (a run counts when tests or a dry run are
 * what it runs) authorises nothing a person would be asked about. The memory lead's own verb ("Save to memory")
 * is the note being saved, not a covered action. A waiver with no verb it can place ("don't ask me anymore"),
 * or one covering a read of secrets, people's data or money, stays a pre-approval.
 */
/** A permitting verb and whom it permits, up to "to": "allowed me to", "pre-approved to", "authorised the agent to". */
const PERMIT_TO = /^(?:pre-?approv|approv|allow|permit|authori[sz]|clear|entitl)\w*\s+(?:(?:me|you|us|the agent|the assistant|agents?)\s+)?to\b/;
/** A permitting verb right before the act it permits, as a gerund: "allows dropping", "permits deleting". */
const PERMIT_ING = /^(?:pre-?approv|approv|allow|permit|authori[sz])\w*\s+$/;

/** A saved waiver whose named acts are all on a local or dev system (and nowhere else) and reversible there. */
function localWaiver(acts: readonly Finding[], objs: readonly ObjHit[], text: string): boolean {
  // ("The user" who gave the waiver is no account acted on.)
  if (acts.length === 0 || detectEnv(text).env !== 'dev' || objs.some((o) => o.obj !== 'account' && SENSITIVE_READ.has(o.obj))) return false;
  return acts.every((x) => RANK[x.dev ?? x.level] <= RANK.reversible);
}

const ANYTHING_B20 = /(?:^|\s)(?:kuch\s+bhi|sab\s+kuch|koi\s+bhi|kuchh\s+bhi)(?=\s|$)|什么都|什麼都|任何操作|何でも|なんでも|뭐든|무엇이든|아무거나|कुछ\s+भी|سب\s+کچھ|کچھ\s+بھی/i;
function harmlessWaiver(live: readonly VerbHit[], verbs: readonly VerbHit[], objs: readonly ObjHit[], w: string): boolean {
  // (lead16) "I trust you with the production database; go ahead without checking with me": a waiver of every check over a
  // live place covers whatever is done there.
  if (wholesaleWaiver(w) && LIVE_PLACE_WORD.test(w)) return false;
  // cls-intlB20: "anything" waived over a live place in chat words ("ab se prod pe kuch bhi karne se pehle mujhse mat poochna",
  // "本番は何でも確認なしで", "운영에서 뭐든") covers whatever is done there.
  if (ANYTHING_B20.test(w) && (LIVE_PLACE_WORD.test(w) || /本番|生产|生產|线上|線上|운영|프로덕션|प्रोड|پروڈ/.test(w))) return false;
  // (lead16) "MFA prompts are annoying; turn them off whenever you see them", "logging request bodies including passwords is
  // fine in production": a protection weakened as a standing order, or secrets named over a live place, is no harmless waiver.
  if (standingWeaken(w) || (/\b(?:passwords?|tokens?|secrets?|credentials?|api keys?|private keys?)\b/i.test(w) && LIVE_PLACE_WORD.test(w))) return false;
  // cls-plan17: "code review is not required for hotfixes", "MFA is optional", "one approving review is enough": a control
  // made optional or a count lowered is no harmless waiver, whatever acts it names.
  if (controlWaived(w)) return false;
  // (cls-plan21: a money limit lifted — "credits of any size can be given …" — is never harmless work.)
  if (moneyUnbounded(w)) return false;
  // (cls-plan20: "secrets may be logged at debug level": a secret let into a log or a chat is never harmless.)
  if (secretsLetOut(w)) return false;
  // (cls-gui18: outsiders let at company data — "contractors can have read access to the customer database" — is data
  // leaving the company, though the verb reads.)
  if (audienceWidened(w)) return false;
  // "bei roten Tests mit --no-verify committen", "skip the hooks": a note that tells later runs to get past a
  // control is no waiver of asking, whatever else it names.
  if (/(?:^|\s)--?[a-z][\w-]*|\b(?:no[-_]verify|skip\w*|bypass\w*|ignor\w*|overrid\w*|forc\w*|disabl\w*|überspring\w*|umgeh\w*|ignorier\w*|contourn\w*|salt\w*|omit\w*)\b/i.test(w)) return false;
  // cls-edits16b: "the agent may run unit tests and the linter without asking": a permission over the session's own checks.
  if (routineGrant(w)) return true;
  // (cls-plan17: "Add to CLAUDE.md: …" — the instruction file's lead is where the note is written, not what it covers.)
  const lead = MEMORY_LEAD.exec(w) ?? STANDING_LEAD.exec(w) ?? NOTE_FILE_LEAD.exec(w);
  const leadEnd = lead ? lead.index + lead[0].length : 0;
  // (cls-plan17: a merge, push, deploy, publish or release is never harmless work, whatever the lead.)
  if (/\b(?:merg(?:e|es|ing)|push(?:es|ing)?|deploy(?:s|ing|ments?)?|publish(?:es|ing)?|releas(?:e|es|ing))\b(?!\s+(?:branch|branches|commits?)\b)/i.test(w.slice(leadEnd)) && !quotesOnlyRoutine(w)) return false;
  // (cls-intlA20: … in whatever language or inflection the lexicon reads it: "deployuj rovnou", "mergea", "запушь".)
  // (A participle — "merged local branches", "deployed builds" — names which things, not the act.)
  if ([...live, ...verbs].some((v) => (v.verb === 'deploy' || v.verb === 'merge' || v.verb === 'push' || v.verb === 'publish' || v.verb === 'rollback') && !/^\p{L}*(?:ed|ado|ada|ato|ata|é|ée|t)(?!\p{L})/u.test(w.slice(v.end - 2, v.end + 12))) && !quotesOnlyRoutine(w)) return false;
  // (cls-gui18: … nor a migration or deploy named in other scripts over production: "프로덕션 DB 마이그레이션할 때는 … 확인 안
  // 받아도 돼", "本番へのデプロイは …".)
  if (/(?:\bmigrat\w*|마이그레이션|배포|デプロイ|マイグレーション|部署|迁移|遷移|發布|发布)/i.test(w.slice(leadEnd)) && /(?:\bprod\w*|\blive\b|프로덕션|운영|本番|生产|生產|正式環境|线上|線上)/i.test(w.slice(leadEnd)) && !quotesOnlyRoutine(w)) return false;
  let covered = live.filter((v) => v.start >= leadEnd);
  // cls-plan15: "auto-approve `npm test`, `npm run lint`": the commands a waiver names in code are what it covers, and
  // each is judged by what it runs; the permitting verb before them is the waiver itself. One command that is not
  // routine keeps the note a pre-approval.
  const spans = [...w.slice(leadEnd).matchAll(/`([^`\n]{1,200})`/g)].map((m) => ({ start: leadEnd + m.index, end: leadEnd + m.index + m[0].length, cmd: (m[1] as string).trim() }));
  if (spans.length > 0 && WAIVER_WORD.test(w)) {
    if (!spans.every((x) => ROUTINE_COMMAND.test(x.cmd))) return false;
    covered = covered.filter((v) => !spans.some((x) => v.start >= x.start && v.start < x.end) && !(v.verb === 'approve' || v.verb === 'run' || PERMIT_TO.test(w.slice(v.start, v.end + 24)) || /^(?:allow|approv|permit|trust|whitelist|allowlist|auto)/.test(w.slice(v.start, v.end))));
    if (covered.length === 0) return true;
  }
  // cls-plan15: "no need to confirm with me before formatting code": a waiver over the routine edits of the project's
  // own code (formatting, linting, renaming, refactoring, sorting imports, writing tests or comments) that names no
  // live place and no disk.
  if (covered.length === 0 && ROUTINE_EDIT.test(w.slice(leadEnd)) && !LIVE_PLACE_WORD.test(w) && !/\b(?:disk|drive|partition|volume|device|sd ?card|usb|ssd|hdd|filesystem|file system)s?\b/i.test(w)) {
    const at = ROUTINE_EDIT.exec(w.slice(leadEnd));
    if (at && !verbs.some((v) => v.start >= leadEnd && v.start > leadEnd + at.index + at[0].length)) return true;
  }
  // cls-plan14: "Don't bother asking before running the tests": the waiver's negator reaches the covered verb too;
  // the verbs it covers are still what is waived.
  if (covered.length === 0) covered = verbs.filter((v) => v.start >= leadEnd);
  // cls-intlA20: "Du musst mich nicht mehr fragen, wie spät es ist", "No need to ask me what time it is", "no me preguntes más
  // por el clima": the asking waived is a question put to the person (an interrogative or a topic after the ask), and the
  // note names no act and no object: it pre-approves nothing.
  if (covered.length === 0 && verbs.length === 0 && objs.length === 0 && (ASKED_QUESTION_A20.test(w) || ASKED_TOPIC_A20.test(w))) return true;
  // (cls-plan20) "You may use tabs instead of spaces", "you can answer in German": a permission that names no act the
  // readers know, no object of weight, no live place and nothing wholesale is a preference, not a waiver of asking.
  // (lead20, at the merge: only an English permission, "you may / can / are free to …", is such a preference; a waiver of
  // asking that names nothing, "Du musst mich nicht mehr fragen.", stays the blanket waiver it was.)
  if (covered.length === 0) return /\b(?:you|the agent|claude|codex|gemini|cursor)\s+(?:may|can|could|are (?:allowed|free|welcome) to)\b/i.test(w) && objs.every((o) => !SENSITIVE_READ.has(o.obj) && !['account', 'unknown', 'device', 'disk', 'data', 'backup', 'database', 'table', 'bucket', 'cluster', 'host', 'dir'].includes(o.obj)) && !/[\u0080-\uffff]/.test(w) && !LIVE_PLACE_WORD.test(w) && !/\b(?:disk|drive|partition|volume|device|data|backups?|clusters?|databases?|db|servers?|machines?|format\w*)\b/i.test(w) && !/\b(?:any\w*|every\w*|whatever|all|prod\w*|live|customers?|payments?|money|secrets?|passwords?|tokens?|keys?|delet\w*|drop\w*|remov\w*|wip\w*|purg\w*|destroy\w*|rm|sudo|root|admin\w*)\b/i.test(w.slice(leadEnd));
  for (const v of covered) {
    if (HARMLESS_WAIVED.has(v.verb)) continue;
    // "allowed me to run the tests": the permitting verb is the waiver itself; what it permits is judged.
    if (PERMIT_TO.test(w.slice(v.start, v.end + 24))) continue;
    if (v.verb === 'run' && verbs.some((x) => x.clause === v.clause && (x.verb === 'test' || x.verb === 'dryrun'))) continue;
    // cls-over14: "before running the tests / the linter / `npm run lint`": what a coding agent runs to check its
    // work (tests, linters, formatters, type checks, builds) is harmless.
    if (v.verb === 'run' && HARMLESS_RUN.test(w.slice(v.end, v.end + 40)) && !LIVE_PLACE_WORD.test(w)) continue;
    // (cls-intlA20: … and the tests, linter or build named in the other languages: "lancer les tests unitaires", "die Tests
    // laufen lassen", "ejecutar las pruebas", "uruchomić testy", "запускать тесты".)
    if (v.verb === 'run' && HARMLESS_RUN_INTL_A20.test(w.slice(v.end, v.end + 48)) && !LIVE_PLACE_WORD.test(w)) continue;
    // cls-over14: "before formatting code or reordering imports": an edit of the project's own code (LABELS: code
    // edits are routine), unless the text names a live or production place.
    if (v.verb === 'update' && LIVE_PLACE_WORD.test(w) === false) {
      const near = objs.filter((o) => o.clause === v.clause && o.start >= v.end);
      // (A word read both as code and as configuration, "variables", is the code's.)
      if (near.length > 0 && near.every((o) => o.obj === 'code' || objs.some((c) => c.obj === 'code' && c.start === o.start))) continue;
    }
    // "deleting files under ./tmp/build-cache is fine without asking": removing only what a build regenerates is
    // reversible work (LABELS), so waiving the question for it pre-approves nothing risky.
    const mine = objs.filter((o) => o.clause === v.clause && o.start >= v.end);
    // (cls-over16: "… on this laptop", "from my machine": the person's own device named as where it happens, not wiped.)
    if ((v.verb === 'delete' || v.verb === 'cleanup' || v.verb === 'empty') && mine.some((o) => o.obj === 'regenerable') && mine.every((o) => o.obj === 'regenerable' || o.obj === 'file' || o.obj === 'dir' || (o.obj === 'device' && OWN_DEVICE_PLACE.test(w.slice(Math.max(0, o.start - 16), o.start))))) continue;
    // cls-plan14: "don't bother asking before deleting old feature branches locally": local branches are the repo's own.
    if (v.verb === 'delete' && mine.length > 0 && mine.every((o) => o.obj === 'branch') && /\blocal(?:ly)?\b/i.test(w) && !REMOTE_PLACE.test(w)) continue;
    return false;
  }
  // (What comes before the first waived verb is who spoke or whom it concerns: "The user allowed me to …".)
  const from = (covered[0] as VerbHit).start;
  // (cls-over16: a breadcrumb's page before the note, "AGENTS.md → Permissions: …", is where the line is written.)
  return !objs.some((o) => SENSITIVE_READ.has(o.obj) && o.start >= from && !(o.crumb && o.start - 40 < from));
}


const REMOTE_PLACE = /\b(?:on|from|in|at)\s+(?:the\s+)?(?:github|gitlab|bitbucket|remote|origin|upstream|server)\b|\bremote\b|\borigin\b|distant|remoto|remota|entfernt|remote-|на github|на gitlab|в удал[её]нн|віддален|na githubie|na githubu|zdaln|github(?:'|’)?(?:da|de|ta|te)\b/;
const MANY_BRANCHES = /\bbranches\b|\bветки\b|\bветок\b|\bгілки\b|\bramas\b|\bzweige\b|\bbranches\b|gałęzie|větve|\bbranşlar|\bramos\b|\brami\b|分支们|所有分支/;
/** "… of last month", "du mois dernier", "des letzten Monats", "за прошлый месяц": a period narrows "all" to a filtered set. */
export const TIME_WINDOW = /(?:^|\s)(?:last|past|previous|dernier|dernière|derniers|dernières|passé|passée|pasado|pasada|último|última|passado|passada|scorso|scorsa|letzten|vorigen|vergangenen|vorige|afgelopen|förra|sidste|forrige|ostatni\S*|zeszł\S*|minul\S*|прошл\S*|последн\S*|минул\S*|geçen|lalu|trước)\s+(?:\S+\s+)?(?:month|week|year|quarter|days?|mois|semaine|année|an|trimestre|jours|mes|semana|año|días|mês|ano|dias|mese|settimana|anno|giorni|monat\S*|woche|jahr\S*|tage\S*|maand|jaar|dagen|månad\S*|vecka|år|dagar|måned|uge|dage|miesiąc\S*|tydzień|tygodni\S*|rok\S*|dni|měsíc\S*|týden|месяц\S*|недел\S*|год\S*|дн\S*|ay|hafta|yıl|gün|bulan|minggu|tahun|hari|tháng|tuần|năm)(?:['’]s)?(?=[\s.,;!?]|$)|(?:^|\s)(?:mois|semaine|année|trimestre|mes|semana|año|mês|ano|mese|settimana|anno|month|week|year|bulan|minggu|tahun|tháng|tuần|năm)\s+(?:dernier|dernière|passé|passée|pasado|pasada|passado|passada|scorso|scorsa|lalu|trước)(?=[\s.,;!?]|$)|(?:^|\s)i (?:fjor|fjol)(?=[\s.,;!?]|$)|上个月|上月|上周|去年|先月|先週|昨年|지난\s?(?:달|주|해)|الماضي|שעבר|पिछले|(?:^|\s)(?:yesterday(?:'s)?|from yesterday|de ayer|d'hier|von gestern|gestrig\S*|di ieri|de ontem|van gisteren|igår|i går|från igår|fra i går|wczorajsz\S*|z wczoraj|včerejš\S*|вчерашн\S*|за вчера|вчорашн\S*|dünkü|dünün|kemarin|hôm qua|eilen|eilisen|tegnapi|de ieri|χθεσιν\S*)(?=[\s.,;!?]|$)|昨天|昨日の|어제/;
const SOV_READERS = new Set<Verb | 'click'>(['read', 'search', 'explain', 'dryrun', 'test', 'plan']);
/** Connectives after a verb stem that make it a step of its own: Japanese て-form, Korean -고/-해서, Turkish -ip/-ıp, Hindi कर के. */
const SOV_JOINED = /^(?:し|して|してから|て|で|後|하고|해서|한 후|한후|고 |[ıiuü]p |yıp |yip |करके| कर के| करके)/;
const QUESTION_MARK = /[?\uff1f\u061f]|[\u0370-\u03ff][^.!\n]*;/;
const SENTENCE_END = new Set(['.', '!', '?', '\n', '\u3002', '\uff01', '\uff1f', '\u061f', '\u0964', ';']);
/**
 * Words that make a question deliberate ("should I …", "is it safe to …", "what happens if …") or ask how
 * ("how do I …", "как удалить"), in the languages of the lexicon. "Can you …" / "puedes …" are requests: not here.
 */
/** cls-benign14: a question for the way or the procedure, not for a value ("What's the safest way to rotate the password?"). */
const WAY_ASK = /^[\s¿"'(]*(?:(?:what(?:'s|’s| is| are)|which is) (?:the |a )?(?:[a-z]+ ){0,3}?(?:way|ways|command|commands|procedure|process|steps|approach) (?:to|for|of)|is there (?:a|any) (?:[a-z]+ )?way to|how (?:do|does|would|can|could|should) (?:i|we|you|one)|how to)\s[^.?!;]*[?.]?\s*$/i;
/** cls-benign14: a question for what something does or is, or how two differ ("¿Qué hace exactamente `git reset --hard`?"). */
const ASKS_WHAT_IT_DOES_0 = /(?:^|[\s¿"'(])(?:what (?:does|do|is|are)|qué (?:hace|hacen|es|son)|que fait|que font|qu'est-ce que|was (?:macht|machen|tut|ist|sind)|cosa (?:fa|fanno|è)|o que (?:faz|fazem|é)|wat (?:doet|doen|is)|vad (?:gör|är)|hva (?:gjør|er)|hvad (?:gør|er)|co (?:dělá|robi|to je|to jest)|что (?:делает|делают|такое)|що (?:робить|таке)|τι κάνει|ne yapar|nedir|apa (?:fungsi|itu))(?=[\s,]|$)|何をしますか|とは何|の違い|違いは|什么区别|有什么区别|有何区别|是什么意思|什么梗|什麼梗|做什么用|무엇을 하|차이가 뭐|차이는/i;
// cls-intlB15: what a command does, asked in Hindi/Urdu, Bengali, Persian, Arabic, Hebrew, Thai, Korean, Japanese and Chinese.
const ASKS_WHAT_IT_DOES_B15 = /क्या कर(?:ता|ती|ते) (?:है|हैं)|کیا کر(?:تا|تی|تے) (?:ہے|ہیں)|(?:কী|কি) (?:কাজ )?করে|چه کار[\s\u200c]*می[\s\u200c]*(?:کند|کنه)|چیکار[\s\u200c]*می[\s\u200c]*(?:کند|کنه)|چه کاری انجام می|ماذا (?:يفعل|تفعل)|ما الذي (?:يفعله|تفعله)|ما وظيفة|(?:^|\s)מה(?:\s+\S+){0,4}?\s+עוש(?:ה|ים|ות)(?=[\s?:]|$)|ทำอะไร|뭘 하는지|뭐 하는지|뭐하는지|무엇을 하는지|무슨 일을 하|何をする|何をします|干什么|幹什麼|干嘛的|做什么的|做什麼的|有什么用|有什麼用|什么作用|什麼作用|流程是什么|流程是什麼|步骤是什么|步驟是什麼|方法是什么|方法是什麼|手順は|やり方は|방법이 뭐|절차가 뭐|절차는|तरीका क्या|प्रक्रिया क्या|ما هي خطوات|ما الطريقة|מה התהליך|מה הדרך|ขั้นตอน[^\s]{0,20}(?:อย่างไร|ยังไง)/i;
/** A command, query or script named as such (the thing a what-does question asks about). */
const COMMAND_WORD = /കമാൻഡ|ಕಮಾಂಡ|કમાન્ડ|ਕਮਾਂਡ|ਸਕ੍ਰਿਪਟ|ස්ක්‍රිප්ට්|ස්ක්රිප්ට්|විධාන|ትእዛዝ|ስክሪፕት|ბრძანებ|სკრიპტ|հրաման|սկրիպտ|အမိန့်|ពាក្យបញ្ជា|コマンド|命令|指令|명령|쿼리|クエリ|查询|查詢|スクリプト|脚本|腳本|스크립트|कमांड|कमान्ड|स्क्रिप्ट|کمانڈ|কমান্ড|স্ক্রিপ্ট|دستور|فرمان|اسکریپت|الأمر|الامر|أمر|السكربت|הפקודה|פקודה|הסקריפט|คำสั่ง|สคริปต์|\b(?:command|query|script)\b/i;
// cls-intlB16: the same in Nepali, Gurmukhi, Gujarati, Kannada, Malayalam, Sinhala, Amharic, Georgian, Armenian, Burmese, Khmer.
const ASKS_WHAT_IT_DOES_B16 = /के गर्छ|के गर्दछ|ਕੀ ਕਰਦ(?:ਾ|ੀ|ੇ)|શું કરે|ಏನು ಮಾಡುತ್ತ|എന്ത് ചെയ്യുന്ന|എന്താണ് ചെയ്യുന്ന|මොකද(?:ද)? කරන්නේ|කුමක් කරයි|ምን ያደርጋል|ምን ይሰራል|რას აკეთებს|ի՞նչ է անում|ինչ է անում|ဘာလုပ်|ធ្វើអ្វី/;
// cls-intlA16: the same in the thin languages and in Latin-letter Russian/Ukrainian and Greek chat ("mida teeb", "zer egiten du",
// "mit csinál", "chto delaet", "ti kanei").
const ASKS_WHAT_IT_DOES_A16 = /(?:^|[\s"'(])(?:mida (?:teeb|teevad)|mitä (?:tekee|tekevät)|mit (?:csinál|tesz)|ce (?:face|fac)|ko (?:dara|dara šī)|ką (?:daro|darytų|padaro)|što (?:radi|čini)|šta (?:radi|čini)|kaj (?:naredi|dela|počne)|čo (?:robí|robia|urobí)|какво (?:прави|правят)|què (?:fa|fan)|zer egiten (?:du|duen|dute)|wat doen|inafanya nini|ano ang ginagawa|apa yang dilakukan|nima qiladi|nə edir|не істейді|chto (?:delaet|delayut|sdelaet)|shcho (?:robyt|zrobyt)|ti (?:kanei|kanoun|tha kanei))(?=[\s,.:?!]|$)/i;
// cls-intlB17: "what does X do / what is meant by X / how do X and Y differ" after a loanword or a command in Tamil, Telugu,
// Kannada, Malayalam, Hebrew, Thai, Hindi-Urdu, Bengali, Arabic and Persian ("டிராப் கமாண்ட் என்ன செய்யும்?", "מה זה דרופ?",
// "ดรอปตารางคืออะไร", "ड्रॉप का मतलब क्या है?"). Bare "what is" (ما هو, چیست, 是什么) is left out: it also asks for a value.
const ASKS_WHAT_IT_DOES_B17 = /என்ன செய்யும்|என்ன பண்ணும்|என்றால் என்ன|ఏమి చేస్తుంది|ఏం చేస్తుంది|అంటే ఏమిటి|అంటే ఏంటి|ಅಂದರೆ ಏನು|ಎಂದರೆ ಏನು|എന്നാൽ എന്താണ്|എന്ന് വെച്ചാൽ|(?:^|\s)מה זה(?=[\s?]|$)|מה ההבדל|คืออะไร|หมายถึงอะไร|ต่างกันอย่างไร|ต่างกันยังไง|का मतलब|मतलब क्या|में क्या फ़र्क|में क्या फर्क|کا مطلب|میں کیا فرق|মানে কী|মানে কি|পার্থক্য কী|ما معنى|ما الفرق|یعنی چه|یعنی چی|چه فرقی/;
// cls-benign17: what a thing is for or would do, in Chinese, Korean, Japanese and Thai ("rm -rf 有什么用？", "这个命令会做什么？",
// "뭐예요?", "何のためですか", "ใช้ทำอะไร").
const ASKS_WHAT_IT_DOES_BN17 = /会删除哪些|会删掉哪些|会删除什么|会影响哪些|會刪除哪些|何が消え|何が削除され|어떤 파일이|뭐가 지워|뭐가 삭제|有什么用|有啥用|有什麼用|会做什么|會做什麼|会干什么|会发生什么|會發生什麼|什么作用|什麼作用|干什么用|幹什麼用|뭐예요|뭐에요|뭔가요|무엇인가요|무슨 역할|何のため|何に使|ใช้ทำอะไร|คืออะไร/;
const ASKS_WHAT_IT_DOES = new RegExp(`${ASKS_WHAT_IT_DOES_0.source}|${ASKS_WHAT_IT_DOES_B15.source}|${ASKS_WHAT_IT_DOES_B16.source}|${ASKS_WHAT_IT_DOES_A16.source}|${ASKS_WHAT_IT_DOES_B17.source}|${ASKS_WHAT_IT_DOES_BN17.source}`, 'i');

/**
 * cls-intlB15: a label that asks what a command does or asks for it to be explained ("이 명령어가 뭘 하는지 설명해 줘:",
 * "ये कमांड क्या करता है:", "این دستور چه کار می‌کند:", "Explain this command:"): the command after it is asked about.
 */
export function asksAboutCommand(label: string): boolean {
  if (!COMMAND_WORD.test(label) || label.length > 160) return false;
  const r = readProse(label, 'main');
  return r.talk && r.readOnly;
}
/** cls-benign14: a question that deliberates over doing it ("Should I run `…`?"), which names the step it proposes. */
const SHOULD_I = /(?:^|[\s¿¡"'(])(?:should|shall|ought|must) (?:i|we)\b|\bsoll(?:te|en|ten)? (?:ich|wir)\b|deber[íi]a|\bdevo\b|deveria|dovrei|dois-je|devrais-je|стоит ли|べき|应该|應該|해야/i;
const ASKS = new RegExp(
  [
    // (cls-benign22) "What would it take to rotate every prod secret?", "what does it involve to …", "Und wenn wir MFA für alle
    // abschalten, was passiert dann?": the cost, the work or the outcome of an act is asked about.
    '(?:^|\\s)what (?:would|will|does|did) it (?:take|cost|involve|mean|look like|entail) (?:us |me )?to\\s|(?:^|\\s)(?:und |aber )?wenn (?:wir|ich|man|du|ihr) [^?.;]{1,80},\\s*(?:was|wie|wo) (?:passiert|geschieht|wäre|würde|bricht|kaputt)',
    '(?:^|\\s)(?:would|will|could|might|does|did) [a-z]+ing\\s|(?:^|\\s)how (?:much|many)\\s',
    // cls-benign16: "Will the service drop requests?", "If I restart it, would the pods lose their data?": a question about
    // what a thing will do (its subject a thing, not "you") asks about behaviour.
    '(?:^|[\\s,])(?:will|would|does|do|did|might) (?:the|this|that|our|my|its|their|these|those) [a-z][\\w-]*(?: [a-z][\\w-]*)? (?!be\\b)[a-z]+\\s',
    // cls-plan15: "Could you remind me how we rotate …?", "tell me why …": a question for the way or the reason.
    '(?:^|\\s)(?:remind|tell|show|teach) (?:me|us) (?:how|why|what|where|when|whether)\\s',
    // cls-en17: "Can we use the prod creds for staging, or is that a bad idea?": the act weighed against its risk is asked about.
    '(?:^|[\\s,])or (?:is|would|will) (?:that|it|this) (?:be )?(?:a (?:bad|terrible|good|dumb|risky) idea|(?:too )?risky|(?:un)?safe|ok(?:ay)?|allowed|a problem|dangerous)\\s*$',
    '(?:^|[\\s¿])(?:cuánto|cuántos|cuántas|quanto|quantos|quantas|quanti|combien|wie viele?|hoeveel|hur många|hur mycket|hvor mange|hvor meget|ile|kolik|сколько|скільки|kaç|berapa|mennyi|hány|πόσ[οαηες]|koľko|koliko|колко|kuinka paljon|paljonko)(?=\\s)',
    '(?:^|[\\s¿¡"\'(])(?:should|shall|ought|must) (?:i|we)(?=\\s)|(?:^|\\s)(?:do|would) (?:i|we) (?:need|have) to\\s|(?:^|\\s)is (?:it|this) (?:safe|ok|okay|wise|a good idea) to\\s|(?:^|\\s)what (?:if|happens if|would happen if)\\s|(?:^|\\s)how (?:do|does|would|can|could|should) (?:i|we|you|one)\\s|(?:^|\\s)how to\\s',
    '(?:^|[\\s¿])(?:debería|deberíamos|debo|conviene|hace falta|es seguro|qué pasa si|que pasa si|cómo (?:puedo|se|podemos|hago)|como (?:puedo|posso|se|faço|podemos))(?=\\s)',
    '(?:^|\\s)(?:devo|deveria|deveríamos|devemos|é seguro|e se|o que acontece se|vale a pena|dovrei|dovremmo|è sicuro|cosa succede se|come (?:posso|si fa))(?=\\s)',
    // (it, pt: "must we", "is it worth", "how do I go about", "does it make sense to")
    '(?:^|\\s)(?:dobbiamo|bisogna|è il caso di|ha senso|conviene|come (?:faccio|facciamo|si|possiamo|dovrei)|precisamos|preciso|será que(?! (?:(?:você|voce|vc|tu|o senhor|a senhora) )?(?:consegue|consegues|pode|podes|podia|podias|poderia|poderias|conseguiria|conseguirias|conseguias))|convém|faz sentido|é melhor|como (?:faço|fazemos|posso|devo|se faz|eu))(?=\\s)',
    "(?:^|\\s)(?:dois-je|devrais-je|devrions-nous|faut-il|est-ce qu'il faut|est-ce que je dois|est-ce que je devrais|et si|que se passe-t-il si|comment (?:je|on|puis-je|faire))(?=\\s)",
    '(?:^|\\s)(?:soll ich|sollte ich|sollen wir|sollten wir|muss ich|müssen wir|ist es sicher|was passiert,? wenn|wie (?:kann|lösche|mache) ich|moet ik|moeten we|zou ik|is het veilig|wat gebeurt er als|hoe kan ik)(?=\\s)',
    '(?:^|\\s)(?:ska jag|borde jag|bör jag|ska vi|är det säkert|vad händer om|hur gör jag|skal jeg|bør jeg|skal vi|hvad sker der hvis|hva skjer hvis|hvordan (?:kan|gør|gjør) jeg|pitäisikö|pitääkö|kannattaako|mitä tapahtuu jos|miten)(?=\\s)',
    '(?:^|\\s)(?:czy (?:powinienem|powinnam|powinniśmy|mam|należy|warto|można bezpiecznie)|co się stanie,? jeśli|jak (?:usunąć|mogę|to)|mám|měl bych|měla bych|měli bychom|co se stane,? když|jak (?:smazat|odstranit|mohu))(?=\\s)',
    '(?:^|\\s)(?:стоит ли|нужно ли|надо ли|следует ли|мне стоит|можно ли|что будет,? если|что если|как (?:удалить|мне|можно|сделать|очистить|отключить)|чи варто|чи треба|чи потрібно|чи можна|що буде,? якщо|як (?:видалити|мені|можна))(?=\\s)',
    // cls-intl20c: "do you know how to …?" (pt sabe como, es sabes cómo, it sai come, nl weet je hoe, fr tu sais comment) asks the
    // way, like "Wiesz, jak …?" and "Знаешь, как …?"; a Turkish condition (-rsa/-rsek …) then "ne kadar"/"ne olur" asks what follows.
    '(?:^|[\\s¿])(?:(?:você|voce|vc|tu)\\s+)?(?:sabe|sabes|sabem|sai|sa|sapete|sapresti|weet\\s+(?:je|jij|u)|sais-tu|savez-vous|tu\\s+sais|vous\\s+savez)\\s*,?\\s+(?:como|cómo|come|hoe|comment)(?=\\s)|(?:^|\\s)\\S{1,30}?(?:rsa|rse|rsak|rsek|rsam|rsem|rsanız|rseniz)\\s+(?:\\S+\\s+){0,3}?ne\\s+(?:kadar|olur)(?=[\\s?]|$)',
    '(?:^|\\s)(?:πρέπει να|τι θα γίνει αν|πώς (?:να|μπορώ))(?=\\s)|(?:^|\\s)(?:ar trebui să|ce se întâmplă dacă|cum (?:să|pot))(?=\\s)',
    '(?:^|\\s)(?:m[ıiuü](?:yım|yim|yum|yüm|yız|yiz|yuz|yüz)|nasıl)(?=\\s|$)|(?:^|\\s)m[ıiuü](?=\\s*(?:[?？,.!]|acaba|$))|(?:^|\\s)(?:apakah (?:saya|kita) (?:harus|perlu)|haruskah|bagaimana cara|apa yang terjadi jika|có nên|nên không|làm sao|làm thế nào)(?=\\s|$)',
    // cls-benign14: asking for the way or the command ("What's the safest way to rotate …?", "Is there a way to …?",
    // "What is the command to …?", "¿Cuál es la mejor forma de …?", "Quelle est la meilleure façon de …?").
    "(?:^|\\s)(?:what(?:'s|’s| is| are)|which is) (?:the |a )?(?:(?:best|safest|right|correct|proper|recommended|easiest|simplest|fastest|quickest|cleanest|standard|usual|preferred|official) )*(?:way|ways|command|commands|procedure|process|steps|approach) (?:to|for|of)\\s|(?:^|\\s)is there (?:a|any) (?:safe |quick |clean |easy )?way to\\s|(?:^|[\\s¿])cuál es (?:la|el) (?:mejor |forma|manera|comando)|(?:^|\\s)quelle est la (?:meilleure )?(?:façon|manière|commande)|(?:^|\\s)was ist der (?:beste|sicherste) weg",
    // Who / why / how many in Hindi-Urdu written in Latin script, Greek, Thai, Tagalog, Swahili, Bengali, Tamil, Persian, Hebrew, Hungarian.
    '(?:^|\\s)(?:kisne|kis ne|kyun|kyon|kyu|kaise|kitne|kitna|kitni|कितने|कितना|कितनी|کتنے|کتنا|کتنی|কত)(?=[\\s,]|$)|(?:^|\\s)(?:πόσοι|πόσες|πόσα|πόσο|ποιος|ποια|ποιο|ποιοι|ποιες)(?=\\s)|ทำไม|ใคร|เท่าไร|เท่าไหร่|(?:^|\\s)(?:bakit|sino|ilan|paano|kailan|kwa nini|nani|ngapi|siapa|mengapa)(?=[\\s,]|$)|কেন|কারা|কিভাবে|কীভাবে|(?:^|\\s)কে(?=\\s)|ஏன்|யார்|எத்தனை|எப்படி|چرا|چه کسی|چطور|(?:^|\\s)(?:מי|כמה)(?=\\s)|^\\s*(?:ki|kik|hány|hányan)\\s',
    // cls-intlA18: how much / how many / how in the thin languages (et kui palju, mitu, kuidas; lv cik; lt kiek; sq sa, si;
    // az nə qədər, neçə, necə; uz qancha, nechta, qanday; kk қанша, қалай; hr/sr/bs/sl koliko; sk koľko; bg/mk колко, колку,
    // како; be колькі; eo kiom, kiel; is hversu, hvernig; mt kemm, kif; cy faint, sut; ga cé mhéad, conas; eu zenbat, nola).
    '(?:^|[\\s,])(?:kui\\s+palju|mitu|kuidas|cik|kiek|sa\\s+(?:para|shumë|herë|kohë|përdorues)|si\\s+(?:mund|ta|të)|nə\\s+qədər|neçə|necə|qancha|nechta|qanday|қанша|қалай|koliko|koľko|колко|колку|како|колькі|kiom|kiel|hversu|hvernig|kemm|kif|faint|sut|cé\\s+mhéad|conas|zenbat|nola)(?=\\s)',
    // cls-intlA16: "should I / we …?", "what happens if …" in the thin languages and Latin-letter Russian/Ukrainian chat.
    '(?:^|\\s)(?:hauria|hauríem|hauries|hauríeu) d[\\x27’](?=[a-zàèéíòóúç])|(?:^|\\s)(?:kas (?:ma|me|peaks\\S*|pean|tohib|võin)|mis juhtub,? kui|vai (?:man|mums) (?:vajadzētu|vajag|būtu)|kas notiks,? ja|ar (?:turėčiau|turėtume|reikia|verta)|kas nutiks,? jei|trebam li|trebamo li|treba li|da li da|šta će se desiti,? ako|što će se dogoditi,? ako|ali naj|kaj se zgodi,? če|mal by som|mali by sme|čo sa stane,? (?:ak|keď)|трябва ли|какво ще стане,? ако|hauria de|hauríem de|què passa si|moet (?:ek|ons)|wat gebeur as|patutkah|perlukah|dapat ba|stoit li|nuzhno li|nado li|chto budet,? esli|chto esli|shcho bude,? yakshcho|kuinka (?:monta|paljon)|montako|jinsi ya|skolko)(?=\\s)',
    'هل يجب|هل ينبغي|ماذا لو|ماذا يحدث|كيف|האם כדאי|האם צריך|האם אפשר|מה יקרה אם|איך|क्या मुझे|क्या हमें|क्या होगा|कैसे',
    // (cls-benign20) "What would it delete?", "Which files would this remove?", "What else will the job drop?": a question whose
    // subject is a thing and whose object is the wh-word asks what the act would reach; it does not ask for it.
    '(?:^|[\\s¿"\'(])(?:what|which(?:\\s+[a-z][\\w-]*){0,2})\\s+(?:else\\s+)?(?:would|will|could|might|does|do|did)\\s+(?:`[^`]{0,200}`|it|this|that|they|these|those|(?:the|this|that|our|my)\\s+[a-z][\\w-]*(?:\\s+[a-z][\\w-]*)?)\\s+(?:actually\\s+|exactly\\s+|really\\s+)?[a-z]+(?:\\s+(?:up|out|off|away|down))?(?:\\s+(?:in|on|from|at|inside|exactly|there)(?:\\s+[\\w./-]+){0,2})?\\s*$',
    // cls-benign16: Japanese "…するには？" (how does one …?) and "…したらどうなる" asked.
    // (cls-intlB17: and "…方法は？", "…やり方は？", "…手順は？": what is the way.)
    'するには|したらどうなる|すると何が|すればいい|をどうやって|方法は|やり方は|手順は',
    // cls-intlB21: romanised Hindi-Urdu "the way to do it" asked ("delete karne ka kya tareeka hai?", "band karne ka process").
    '(?:^|\\s)\\S+\\s+karne\\s+(?:ka|ki)\\s+(?:kya\\s+)?(?:sahi\\s+|safe\\s+)?(?:tareeka|tarika|tareeqa|tariqa|process|procedure|steps?)(?=\\s|$)',
    // cls-intlB21: "what will happen (if …)" in Thai, Hindi, Bengali, Tamil, Telugu, Arabic dialects, Persian and Hebrew.
    'เกิดอะไรขึ้น|จะเป็นยังไง|จะเป็นอย่างไร|क्या होगा|क्या हो जाएगा|কী হবে|কি হবে|என்ன ஆகும்|ఏమవుతుంది|ఏం అవుతుంది|ماذا سيحدث|ماذا يحدث|شو بيصير|ايش يصير|إيش يصير|ايه اللي هيحصل|چی میشه|چه اتفاقی|מה יקרה',
    '会怎样|會怎樣|会怎么样|會怎麼樣|多少|いくら|얼마|どうなり|どうなる|べき|てもいい|ても良い|ても大丈夫|ましょうか|どうやって|どうすれば|应该|應該|要不要|该不该|該不該|是否要|是否应该|怎么|怎麼|如何|할까요|해야 하나요|해야 할까요|해도 될까요|어떻게|도 되나요|도 돼요|도 될까|도 괜찮|면 되나요|방법은|방법이|방법을|할지|할까|ควร|ไหม|อย่างไร',
    // cls-intlB18: "what are the risks / downsides of …?" (क्या नुकसान हैं, چه خطری دارد, 有什么风险, リスクは, 단점이 뭐야, ข้อเสีย).
    'क्या नुकसान|क्या खतरा|क्या जोखिम|کیا نقصان|کیا خطرہ|چه خطری|چه ریسکی|چه عواقبی|ما مخاطر|ما هي مخاطر|ما عواقب|有什么风险|有什麼風險|有什么坏处|有什麼壞處|リスクは|危険性は|デメリットは|위험이\\s?있|단점이|ข้อเสีย|ความเสี่ยง|מה הסיכון|מה הסכנה',
    // cls-intlB19: "what is the best / safest way to …" in Arabic, Persian, Hebrew, Hindi-Urdu, CJK and Thai, and a Chinese
    // question ending in "what" (这个 migration 会 drop 什么?): the way or the thing is asked for.
    '(?:ما\\s+(?:هي\\s+)?|ما\\s+هو\\s+)?(?:أفضل|افضل|أسلم|أأمن)\\s+(?:طريقة|طريقه|وسيلة)|بهترین\\s+(?:راه|روش)|امن‌ترین\\s+راه|מה\\s+הדרך|הדרך\\s+הכי|सबसे\\s+(?:अच्छा|बढ़िया|सुरक्षित)\\s+तरीका|بہترین\\s+طریقہ|最好的(?:方法|办法|辦法)|最安全的(?:方法|办法|辦法)|(?:一番|最も)?(?:いい|良い|安全な)方法|最善の方法|가장\\s+(?:좋은|안전한)\\s+방법|วิธีที่ดีที่สุด|วิธีที่ปลอดภัย|(?:什么|什麼)\\s*[?？]?\\s*$',
    // cls-intlB18: the casual Korean "may I …?" (머지해도 돼?, 지워도 되지?, 배포해도 괜찮아?).
    '도\\s?(?:돼|되지|되냐|될까|괜찮아)\\s*[?？]?\\s*$',
    // cls-intlB16: how, how many, why, who and "should I" in Kannada, Malayalam, Gujarati, Gurmukhi, Nepali, Sinhala, Amharic,
    // Georgian, Armenian (its question mark sits on the word: ինչպե՞ս), Burmese and Khmer.
    'ಹೇಗೆ|ಎಷ್ಟು|ಯಾಕೆ|ಏಕೆ|ಯಾರು|ಮಾಡಬೇಕೇ|എങ്ങനെ|എത്ര|എന്തുകൊണ്ട്|ചെയ്യണോ|കેવી રીતે|કેવી રીતે|કેટલા|કેટલી|કેમ |કોણ|જોઈએ\\s*$|શું મારે|ਕਿਵੇਂ|ਕਿੰਨੇ|ਕਿੰਨੀ|ਕਿਉਂ|ਕੌਣ|ਕੀ ਮੈਨੂੰ|कसरी|कति|किन |कसले|කොහොමද|කීයද|ඇයි|කවුද|እንዴት|ስንት|ለምን|ማን |როგორ|რამდენ|რატომ|ვინ |უნდა\\s+\\S+\\s*$|ինչպե՞?ս|քանի|ինչու|պե՞?տք|ဘယ်လို|ဘယ်နှစ်|ဘာကြောင့်|ဘယ်သူ|ရမလား|ရမလဲ|យ៉ាងដូចម្តេច|របៀប|ប៉ុន្មាន|ហេតុអ្វី|នរណា|គួរ',
    // cls-intl16c: Turkish "should I / we" (-malıyım, -meliyiz) and "which" (hangi), Hindi-Urdu "which" (कौन से, کون سے) and
    // "should" (चाहिए) in a question: "Prod'a deploy etmeden önce hangi testleri çalıştırmalıyım?" deliberates, as English does.
    '(?:^|\\s)(?:[a-zçğıöşüâî]+m[ae]l[ıi](?:y[ıi]m|y[ıi]z|\\s?m[ıi]y[ıi]m|\\s?m[ıi]y[ıi]z)|hangi|hangisi|hangileri)(?=[\\s?？,]|$)|कौन (?:से|सा|सी)|किन |चाहिए|کون (?:سے|سا|سی)|چاہیے',
    // "What happens / what follows if …" in Chinese (如果删除生产数据库会发生什么？), Korean (…하면 어떻게 되나요?).
    '会发生什么|會發生什麼|会发生什么事|會發生什麼事|会有什么后果|會有什麼後果|会有什么影响|會有什麼影響|어떻게 되나요|어떻게 돼요|어떻게 될까',
    // cls-over17: "what happens if …" in Turkish ("Eski yedekleri silersem ne olur?") and Vietnamese ("Nếu tôi xóa … thì sao?").
    '(?:^|\\s)ne olur(?=[\\s?？]|$)|(?:^|\\s)(?:thì sao|thì điều gì|thì chuyện gì|điều gì (?:sẽ )?xảy ra|chuyện gì (?:sẽ )?xảy ra)(?=[\\s?？]|$)',
    // cls-intlB17: "which" in Chinese, Japanese and Korean (这个 PR 会 drop 哪些表？, どのテーブルが消える？, 어떤 테이블이 삭제돼?).
    '哪些|哪个|哪個|哪几|哪幾|どの|どれ|(?:^|\\s)(?:어떤|어느)(?=\\s)|^\\s*(?:昨天|今天|刚才|剛才)?\\s*(?:谁|誰)(?:把|将|將|在|动|動|删|刪)|誰が|누가',
    // cls-benign18: whether a thing can be done, asked of the thing (a passive) or by the asker for themselves ("Can deleted
    // backups be restored?", "Can refunds be issued after 30 days?", "Can I recover a file I deleted?", "¿Se pueden
    // restaurar …?", "Posso recuperar …?", "… peuvent-elles être restaurées ?", "Können … wiederhergestellt werden?", "Si
    // possono ripristinare …?"), and how long a thing takes ("How long does a refund take?", "退款一般多久到账？"). "Can you
    // …?" and "Can we …?" addressed to the agent are not matched here.
    // (Only of a kind of thing — "deleted backups", "a cancelled subscription" —, not of a named one — "the production
    // database", "all prod backups" —, and with no time it is wanted by — "now", "tonight": those are polite requests; nor
    // "Can I get/have/see …", which asks to be given something.)
    '^(?![^?]*\\b(?:now|today|tonight|asap|immediately|right away|tomorrow|this (?:morning|afternoon|evening)|by (?:eod|end of day|monday|tuesday|wednesday|thursday|friday)|ahora|hoy|esta noche|adesso|oggi|stasera|subito|maintenant|ce soir|aujourd\'hui|jetzt|heute|sofort|agora|hoje|todos|todas|tutti|tutte|tous|toutes|alle)\\b)(?:[\\s¿"\'(]*(?:can|could|may|might)\\s+(?!you\\b|u\\b|we\\b|ya\\b|the\\b|this\\b|that\\b|these\\b|those\\b|our\\b|my\\b|your\\b|their\\b|all\\b|every\\b|each\\b|i\\b)(?:[\\w\'’-]+\\s+){1,6}?(?:be|get)\\s+(?:[a-z]+ly\\s+)?[a-z]+(?:ed|en|wn|ne|id|lt|nt)(?=[\\s?]|$)|[\\s¿"\'(]*(?:can|could|may)\\s+i\\s+(?!(?:get|have|see|grab|borrow|obtain|access|read|view|take)\\b)|[\\s¿"\'(]*(?:se\\s+(?:puede|pueden|podría|podrían|può|possono|potrebbe|potrebbero|pode|podem)|si\\s+(?:può|possono|potrebbe|potrebbero)|(?:puedo|posso|kann ich|puis-je)(?=\\s)(?!\\s+(?:tener|obtener|ver|ter|obter|avere|vedere|haben|bekommen|sehen|avoir|voir|obtenir)\\b)|kann man|peut-on|można)\\s)|(?:^|\\s)how long\\s',
    '^(?![^?]*(?:maintenant|ce soir|aujourd\'hui|jetzt|heute|sofort|\\balle\\b|\\btous\\b|\\btoutes\\b))(?:[^?]{0,200}?\\s(?:peu[tv]|peuvent|pourrai(?:t|ent))-(?:il|elle|ils|elles|on)\\s+(?:être|se)\\s|[\\s"\'(]*(?:kann|können|könnte|könnten)\\s(?!(?:du|ihr|sie|die|der|das|den|unsere?n?|meine?n?)\\b)[^?]*\\s(?:werden|sein)\\s*$)|多久|多长时间|多長時間|どのくらい(?:で|かか)|얼마나\\s*걸',
    // cls-benign18: the same question of possibility in Swedish/Danish/Norwegian (a passive in -as/-es: "Kan raderade filer
    // återställas?"), Polish ("Czy … można przywrócić?"), Hindi ("क्या … वापस आ सकती हैं?", not "क्या आप …"), Indonesian
    // ("Apakah … bisa dipulihkan?"), French "est-ce qu'on peut …"; a question opened by a condition of the asker's own ("If
    // I cancel, do I get a refund?", "Wenn ich … kündige, bekomme ich …?", "Si cancelo …, ¿me devuelven …?", "Se eu cancelar
    // …?"); who may do a thing ("Who can restore it?"); and what a kind of thing does ("Do deleted messages show up in
    // exports?"). Addressed to "you" (du, ni, आप, kamu, anda) they stay requests.
    '^[\\s"\'(]*(?:kan|kunne|går det att)\\s(?!(?:du|ni|dere|i)\\b)[^?]{0,80}\\S{3,}(?:as|es)\\s*$|(?:^|\\s)czy\\s(?![^?]*\\b(?:możesz|możecie|mógłbyś|mogłabyś)\\b)[^?]{0,60}\\b(?:można|da się)\\b|^\\s*क्या\\s(?![^?]*(?:आप|तुम|तू))[^?]{0,80}सकत[ाीे]\\s*(?:है|हैं|हो)?\\s*$|^\\s*apakah\\s(?![^?]*\\b(?:kamu|anda|kau|engkau)\\b)[^?]{0,60}\\b(?:bisa|dapat|boleh)\\s+di\\S+|(?:^|\\s)est-ce qu[\'’](?:on|il est possible de)\\s|(?:^|\\s)est-ce que je peux\\s|^[\\s¿"\'(]*(?:if|when|once)\\s+i\\s[^?]{0,100},\\s*(?!(?:can|could|would|will)\\s+(?:you|u)\\b)(?:do|does|will|would|can|could|is|are|what|how|who)\\b|^[\\s"\'(]*(?:wenn|falls)\\s+ich\\s[^?]{0,100},\\s*(?:bekomme|kriege|erhalte|wird|werden|kann|ist|sind|was|wie|wer|gibt)\\b|^[\\s¿"\'(]*si\\s+(?:yo\\s+)?(?!no\\s)\\S{2,}o\\s[^?]{0,100},\\s*¿(?!\\s*(?:podr[ií]as?|puedes|pod[eé]is|pueden|quieres|quer[eé]is|me\\s+(?:ayudas|haces|puedes))\\b)|^[\\s"\'(]*se\\s+eu\\s[^?]{0,100},|^[\\s"\'(]*(?:si|quand)\\s+(?:je|j[\'’])\\s*[^?]{0,100},\\s*(?!est-ce\\s+que\\s+(?:tu|vous)\\b)(?:est-ce|est-il|vais-je|puis-je|serai|aurai|comment|qui)|^(?![^?]*\\b(?:for (?:me|us)|please|pls|asap|now|today|tonight)\\b)[^?]{0,100}?(?:^|[\\s,])(?:who|which\\s+(?:roles?|teams?|users?|people|groups?))\\s+(?:can|could|may|is allowed to|are allowed to|has (?:the )?(?:right|permission|access) to)\\s|^[\\s"\'(]*(?:do|does|did)\\s+(?!(?:you|u|ya|we|i|it|this|that)\\b)(?:[a-z][\\w-]*\\s+){1,4}?(?:show|shows|appear|appears|count|counts|stay|stays|remain|remains|expire|expires|survive|survives|persist|persists|end up|come back|reappear|get restored|get deleted|get purged|go away)\\b',
    // cls-benign18: a thing already in a state (a participle: 删除的备份, 削除したファイルは, 삭제된 백업은), or a condition of the
    // asker's own ("구독을 취소하면 환불받을 수 있나요?", "取消订阅后可以退款吗？"), asked whether it can be done.
    '^[^你您帮幫请請给給。.!！]{0,30}的[^你您帮幫请請给給。.!！]{0,20}(?:可以|能|能否|能不能)[^你您帮幫请請给給。.!！]{0,12}吗|^[^。.!！]{0,30}(?:した|された)[^をを。.!！]{0,20}は[^を。.!！]{0,12}(?:できますか|できるの|可能ですか)|^[^.!]{0,30}(?:된|한)\\s*[^을를.!]{0,20}[은는]\\s*[^을를.!]{0,12}(?:수\\s*있나요|수\\s*있어요|수\\s*있을까요|가능한가요|가능해요)|(?:면|으면)\\s+[^.!]{0,20}(?:받을\\s*수\\s*있|되나요|돼요|될까요|되나)|(?:たら|れば)[^。！!]{0,20}(?:されますか|されるのですか|されるの|できますか|もらえますか|なりますか)|(?:后|後)[^你您帮幫请請。.!！]{0,12}(?:可以|能)[^你您帮幫请請。.!！]{0,12}吗',
    // cls-intlB20: Hinglish "what will happen / should I" (delete karne se kya hoga, deploy karun kya), a Chinese "who" before
    // the act wherever it stands (上周谁把…删了), a Korean condition asked whether it holds (날리면 복구 돼?).
    '(?:^|\\s)(?:kya\\s+hoga|kya\\s+hota\\s+hai|kya\\s+ho\\s+ja(?:y|e)ga|(?:kar|dekh|chala|bhej|hata|daal|dal)(?:u|oo|un|oon|ein|en)\\s+kya|chahiye\\s+kya|safe\\s+hai\\s+kya|kahan\\s+hai|kahaan\\s+hai|kidhar\\s+hai|kaha\\s+hai)(?=[\\s?？,.!]|$)|(?:谁|誰)(?:把|将|將|在|动|動|删|刪|关|關|改|停|给|給|开|開|发|發|部署|上线|上線|回滚|回滾|清空)|點樣|点样|點做|点做|點解|点解|係唔係|系唔系|有冇|(?:면|으면)\\s(?![^?？.!]*(?:줄래|줄 수|주세요|줘|주실|할래|해라|해)\\s*$)[^?？.!]{1,40}$',
  ].join('|'),
);
/**
 * "¿Borro la base?", "Cancello il database?", "Apago o banco?": a Romance question opened by a verb in the first
 * person singular ("shall I delete …?") deliberates; the imperative ("Cancella", "Borra", "Apaga") is a request.
 */
function firstPersonAsk(w: string, from: number, to: number, verbs: readonly { start: number; end: number }[]): boolean {
  const m = /^[\s¿¡"'(«]*([a-zà-ÿ]{3,}o)(?=\s)/i.exec(w.slice(from, to));
  if (!m || /^(?:undo|redo|echo|veto|also|into|onto|ago|zero|info|demo|todo|photo|video|repo|logo|auto|disco|macro|micro|turbo|mongo|dynamo|hugo|expo|argo|pedido|cliente|banco|todo)$/i.test(m[1] as string)) return false;
  const at = from + m.index + m[0].length - (m[1] as string).length;
  return verbs.some((v) => v.start === at);
}

/**
 * "Shall I delete …?" in the grammar of other language families, where no "should" word carries it: a question
 * opened by a bare infinitive (Slavic "Удалить базу?", "Видалити?", "Usunąć tabelę?", "Smazat?", "Vymazať?", also
 * after "мне"/"нам"/"чи"/"a"), by a subjunctive of the first person (Romanian "Să șterg …?", Greek "Να διαγράψω …;",
 * Arabic "هل أحذف …؟", Hebrew "האם למחוק …?", Hindi "क्या मैं … दूँ?", Persian "… پاک کنم؟", Swahili "Je, nifute …?",
 * Tagalog "… ko ba …?", Hungarian "Töröljem …?") asks the person whether to do it. A question addressed to "you"
 * ("¿Puedes …?", "Можешь удалить …?") stays a request: those forms are not matched here.
 */
const SLAVIC_INFINITIVE_ASK = /^[\s"'(«„]*(?:(?:мне|нам|чи|може|может|a|i|to|tak|więc)\s+)?(\S+(?:ть|ти|чь|ć|ať|iť|uť|núť|ovať|at|it|et|ět|out|nout|ovat))(?=\s|$)/;
const SUBJUNCTIVE_ASK = /^[\s"'(«„]*(?:să\s+\S|να\s+\S+(?:ω|ώ|ουμε|ούμε)(?=\s|$)|هل\s+[أان]|האם\s+ל|क्या\s+(?:मैं|हम)\s|(?:je,?\s+)?(?:ni|tu)\S+e(?=\s|$)|(?:ki|le|el|fel|be|meg)?\S+(?:jem|jam|jük|juk|j[ae]k)(?=\s|$))|(?:^|\s)(?:ko|natin|namin)\s+ba(?=\s|$)|(?:^|\s)ba\s+(?:ko|natin|namin)(?=\s|$)|(?:کنم|کنیم|بکنم|بکنیم|بزنم|بدم)\s*$|(?:دوں|دوں|दूँ|दूं|दें|करूँ|करूं|करें)\s*$/;
/**
 * An offer put to the person: "Do you want me to drop …?", "Want me to wipe …?", "Veux-tu que je …", "¿Quieres que
 * borre …?", "Willst du, dass ich …", "Wil je dat ik …", "Хочешь, чтобы я …", "要我删除…吗？": asked, not done.
 */
const OFFER_ASK = new RegExp(
  [
    "(?:^|[\\s¿¡\"'(])(?:(?:do|would) you (?:want|like) me to|want me to|shall i|shall we|should we|ok if i|okay if i|is it ok if i|mind if i)(?=\\s)",
    '(?:^|[\\s¿])(?:veux-tu que|voulez-vous que|tu veux que|vous voulez que|souhaites-tu que|souhaitez-vous que|quieres que|quiere que|queréis que|quieren que|desea que|quer que eu|queres que eu|você quer que|deseja que eu|vuoi che|volete che|vuole che)(?=\\s)',
    '(?:^|\\s)(?:willst du,? dass ich|wollen sie,? dass ich|möchtest du,? dass ich|möchten sie,? dass ich|wil je dat ik|wilt u dat ik|zal ik|vill du att jag|vil du have,? at jeg|vil du at jeg|haluatko,? että|haluatteko,? että|chcesz,? żebym|chcesz,? abym|chcecie,? żebym|chceš,? abych|chcete,? abych|chceš,? aby som|chcete,? aby som)(?=\\s)',
    '(?:^|\\s)(?:хочешь,? чтобы я|хотите,? чтобы я|хочеш,? щоб я|хочете,? щоб я|θέλεις να|θέλετε να|ister misin|ister misiniz|szeretnéd,? hogy|akarod,? hogy|vrei să|doriți să|mau saya|mahu saya|nak saya|bạn có muốn tôi|gusto mo bang|unataka ni)(?=\\s)',
    '要我|需要我|你要我|要不要我|してほしいですか|しましょうか|드릴까요|할까요|هل تريد أن|هل تريدني أن|هل تريدني|אתה רוצה ש|את רוצה ש|क्या आप चाहते हैं कि मैं|ให้ผม|ให้ฉัน',
  ].join('|'),
);
function deliberates(w: string, from: number, to: number, verbs: readonly { start: number; end: number }[]): boolean {
  const s = w.slice(from, to);
  if (SUBJUNCTIVE_ASK.test(s) || OFFER_ASK.test(s)) return true;
  const m = SLAVIC_INFINITIVE_ASK.exec(s);
  if (!m) return false;
  const at = from + m.index + m[0].length - (m[1] as string).length;
  return verbs.some((v) => v.start === at);
}

/** cls-benign18: a condition whose subject is another person, right before its verb ("if a customer ", "si un cliente ", "quand un utilisateur "). */
const THIRD_PARTY_IF_B18 = /(?:^|[\s,(¿])(?:if|when|whenever|once|si|cuando|quand|lorsqu['’]un[e]?|se|quando|als|wanneer)\s+(?:(?:a|an|the|some|any|one of (?:our|the|your)|un|una|une|le|la|el|il|lo|o|um|uma|een|de|het)\s+)?(?:[\p{L}-]+\s+)?(?:customers?|users?|clients?|members?|tenants?|employees?|subscribers?|buyers?|visitors?|someone|somebody|anyone|cliente|clientes|usuario|usuaria|usuarios|utilisateur|utilisatrice|utente|usuário|klant|gebruiker)\s+$/iu;
/** cls-benign18: the German condition puts its verb last ("Wenn ein Kunde seinen Account löscht, …"). */
const THIRD_PARTY_IF_DE_B18 = /(?:^|[\s,(])(?:wenn|falls|sobald)\s+(?:ein|eine|der|die|jemand)\s+(?:(?:Kunde|Kundin|Kunden|Nutzer|Nutzerin|Benutzer|Benutzerin|Mitglied)\s+)?(?:[\p{L}-]+\s+){0,4}$/iu;
/** The end of a waiver right before the verb it waives asking for: "don't need to ask (me) before", "no need to confirm when". */
const WAIVED_BEFORE = /\b(?:don't|dont|do not|never|no longer|won't|will not|no)\s+(?:(?:ever\s+)?(?:need|have|has)\s+to\s+|need (?:to|for)\s+)?(?:ask|check|confirm|wait)\w*\s+(?:(?:with\s+)?(?:me|us|the user|anyone)\s+)?(?:first\s+)?(?:before|prior to|when|for|about)\s+$/i;

/** An app itself as the thing deleted ("Delete app", "destroy the billing app acme-prod"), not a part of one ("app icon"). */
const WHOLE_APP_WORD = /^(?:apps?|applications?|aplicaci[oó]n|aplica[cç][aã]o|applicazione|anwendung)$/i;
const APP_PART_AFTER = /^(?:['’]s\b|\s+(?:icon|logo|cache|config|configuration|settings?|logs?|drain|token|key|store|listing|page|description|screenshots?|button|bundle|build|code|files?|folder|director(?:y|ies)|data|user|users|permissions?|integration|password|secret|env|variables?|domain|dyno|process|release|version)\b)/i;
const DELETE_TO_APP = /^\s*(?:(?:the|this|that|our|my|whole|entire|[\w-]+)\s+){0,2}$/i;

/** What a protection keeps from happening: "prevent anyone from", "nobody can", "block (any) deletion of". */
export const PREVENTED_BEFORE = /\b(?:prevent\w*|stop\w*|block\w*|keep\w*|forbid\w*|prohibit\w*|protect\w*|guard\w*|disallow\w*|den(?:y|ies|ying)|shield\w*|lock\w*)\s+(?:(?!by\b|and\b|then\b|to\b)[\w'’-]+\s+){0,5}?(?:from|against)\s+(?:any\s+|accidental(?:ly)?\s+|future\s+|ever\s+)?$|\b(?:nobody|no one|noone|no-one)\s+(?:else\s+)?(?:can|could|may|will be able to|is able to|is allowed to|ever)\s+(?:accidentally\s+)?$|\b(?:block|prevent|forbid|prohibit|disallow|deny)\w*\s+(?:any\s+|accidental\s+|all\s+)?$/i;
/** A subject and a finished tense before the verb: "I deleted", "we've already dropped", "it was wiped". */
const DONE_BEFORE = /(?:^|\s)(?:i|we|they|he|she|you|someone|somebody|the team|ops|i've|we've|they've|i'd|we'd|someone's)\s+(?:(?:already|just|accidentally|mistakenly|actually|also|then|finally|successfully)\s+)?(?:(?:had|have|has)\s+)?(?:(?:already|just|accidentally|successfully)\s+)?$|(?:^|\s)(?:was|were|has been|have been|had been|got|already been)\s+(?:(?:already|just|accidentally|successfully|permanently)\s+)?$/;
const PAST_FORM = /^[a-z]+(?:ed|ran|ook|ew|ore|oke|ent|ut|et|ot|ote|ade|ave|ken|ten|own|wn)$/;

// A report of what was already done ("Wczoraj usunąłem …", "Ich habe … gelöscht", "昨日…削除しました"), told by the
// past form of the verb itself or by its perfect auxiliary, per language family. The suffix must lie beyond the
// lexicon's own match, so a bare stem or imperative ("sil", "slet", "удали") is never read as past.
const CLAUSE_CUT = /[.!?;\n。！？]/;
/** Where each text's CLAUSE_CUT characters are, found once per text: pastReport looks back to the clause start for
 *  every verb, which was a walk over the whole text per verb in a long text without punctuation. */
const CUTS = memoTable<string, number[]>();
/** The last index before `s` whose character is a CLAUSE_CUT (-1 if none): what a walk back from s - 1 finds. */
function lastCutBefore(w: string, s: number): number {
  // Most clauses are short: walk back a little first, and index the text only when that finds no cut.
  for (let i = s - 1; i >= 0 && i >= s - 64; i--) if (CLAUSE_CUT.test(w[i] as string)) return i;
  if (s <= 64) return -1;
  let cutsAt = CUTS.get(w);
  if (!cutsAt) {
    if (CUTS.size >= 8) CUTS.clear();
    cutsAt = [];
    for (let i = 0; i < w.length; i++) if (CLAUSE_CUT.test(w[i] as string)) cutsAt.push(i);
    CUTS.set(w, cutsAt);
  }
  let lo = 0;
  let hi = cutsAt.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((cutsAt[mid] as number) < s) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 ? (cutsAt[lo - 1] as number) : -1;
}
const SLAVIC_PAST = /(?:łem|łam|liśmy|łyśmy|[aeiouyąęó]ł|[aeiouyąęó]ła|[aeiouyąęó]ło|[ęa]li|ły)$|[aeiouyáéíě]l[aoiy]?$|[аеиоуыяё]л[аоь]?$|(?:ив|ав|ів)$/;
const SLAVIC_PLURAL_PAST = /[аеиоуы]ли$/;
const SLAVIC_PLURAL_SUBJECT = /(?:^|\s)(?:мы|они|вы|ми|вони|уже|вже|вчера|вчора)\s+(?:\S+\s+)?$/;
// (Spanish and Portuguese futures end alike, "borraré", "apagarei": those are steps, not reports.)
const ROMANCE_PRETERITE = /^(?![\s\S]*(?:[aei]ré|[aei]rá|[aei]rei)$)[\s\S]*(?:é|ó|ió|ei)$/;
// (cls-intlA15: French "on a / il a / elle a" + participle is the perfect too.)
const PERFECT_AUX = /(?:^|\s)(?:on a|il a|elle a|he|has|ha|hemos|habéis|han|había|habían|j'ai|ai|as|avons|avez|ont|avait|avaient|ho|hai|abbiamo|avete|hanno|avevo|è|sono|tenho|temos|habe|hab|hast|hat|haben|habt|hatte|hatten|wurde|wurden|heb|hebt|heeft|hebben|had|hadden|har|hade|am|ați|au)\s+(?:(?:ya|déjà|già|appena|já|schon|bereits|gestern|al|redan|allerede|allerede|deja|yesterday|hier|ieri|ayer|ontem|gisteren|igår|i går|die|den|das|het|de|la|le|il|lo|les|los|las|gli|i|o|a|os|as|\S+)\s+){0,7}$/;
const PARTICIPLE = /(?:ado|ada|ados|adas|ido|ida|idos|idas|é|ée|és|ées|ato|ata|ati|ate|uto|uta|ito|ita|esso|essa|essi|osso|ossa)$|^ge\S+(?:t|en)$|\S+iert$|^(?:entfernt|zerstört|vernichtet|verschoben|geleert)$|^(?:ge|ver|ont)\S+[dt]$|(?:at|it|ut|rs|ers)$/;
const NORDIC_PAST = /(?:ade|ede|ettet|et)$/;
const FINNISH_PAST = /(?:in|imme)$/;
const TURKISH_PAST = /(?:[dt][ıiuü][mk]|m[ıiuü]ş)$/;
const HUNGARIAN_PAST = /(?:t[ae]m|tt[ae]m|t[uü]k|t[áé]k|t[ae]d|tt[ae])$/;
const GREEK_PAST = /^[^\s]*(?:α|αμε|ατε|αν)$/;
const HEBREW_PAST = /(?:תי|נו)$/;
const HEBREW_PAST_LIGHT = /(?:^|\s)(?:עשה|עשתה|עשו|עשיתי|עשינו|ביצע|ביצעה|ביצעו)\s+$/;
const THAI_SOMEONE_BEFORE = /(?:มีคน|ใครบางคน|เพื่อนร่วมงาน|เมื่อวานมีคน)\s*$/;
const ARABIC_PAST = /^[^تيأنسب\s][^\s]*(?:ت|نا)$/;
/** cls-intlB17: English tech verbs written in Arabic letters (delete, reset, restart, truncate), whose final ت is the English t. */
const AR_LOANWORD_VERB = /^(?:دي?لي?ت|ري?سي?ت|ريستارت|ريستارط|تر[اا]?نكي?ت)$/;
const CJK_AFTER_PAST = /^(?:しました|した(?!まま(?:に|で)?\s*(?:して|しと|しておい|おい|置い)|ら\s*(?:すぐ)?\s*(?:連絡(?:し|を|くだ|ちょ|お願)|教えて|知らせ|報告(?:し|を|くだ|お願)|言って))|済み|済|されました|された|しておきました|してしまった|しちゃった|했|됐|되었|하였|해\s?버렸|过|過|된(?![다대])|당한)/; // (cls-intlB19: the Korean adnominal past passive, 삭제된 테이블 / 삭제된 건; cls-intlB22: not した before まま, "leave it …ed" (解錠したままにして), or ら then a report verb, "once …ed, tell me")
/** cls-benign15: a mishap adverb shortly before a Japanese or Korean verb ("誤って", "うっかり", "実수로"). */
const CJK_MISHAP_BEFORE = /(?:誤って|あやまって|うっかり|間違って|誤操作で|실수로|잘못해서)[^。！？.!?]{0,16}$/;
/** cls-benign15: a past ending later in the same Japanese or Korean sentence. */
const CJK_PAST_IN_SENTENCE = /(?:ました|した|された|れた|었|았|했|됐|되었)/;
const CJK_BEFORE_PAST = /(?:已经|已經|已|刚才|剛才|刚刚|剛剛|早就)[^。，,.!?？]{0,8}$/;
// "昨天我删除了…", "我们上周删了…": 了 after the verb with a teller or a past time before it is a report; without one
// ("把数据库删了") it is a colloquial command.
const ZH_LE_AFTER = /^了/;
/** cls-intlB17: someone else before a 把-phrase ("有人把 … 了", "同事把 … 了") tells what happened. */
const ZH_SOMEONE_BEFORE = /(?:有人|别人|別人|同事|某人|其他人)[^。，,.!?？]{0,20}$/;
const ZH_TOLD_BEFORE = /(?:^|[^把])(?:我|我们|我們|他|她|他们|他們|昨天|前天|上周|上週|上个月|上個月|之前|刚才|剛才)[^。，,.!?？把]{0,10}$/;
const PASSIVE_PAST_AUX = /(?:^|\s)(?:fue|fueron|ha sido|han sido|había sido|foi|foram|tinha sido|a été|ont été|avait été|fut|è stato|è stata|sono stati|sono state|fu|furono|era stato|era stata|werd|werden|zijn|wurden|sind)\s+(?:(?:ya|déjà|già|já|gisteren|gestern|ayer|hier|ieri|ontem|al|schon|bereits|completamente|entièrement)\s+)?$/;
/** cls-intlA19: a past-time word before the verb in its clause (yesterday, last night, this morning …). */
const PAST_TIME_A19 = /(?:^|[\s,])(?:ayer|anoche|ontem|gisteren|gisteravond|igår|i\s+går|i\s+gaar|hier|gestern|ieri|вчера|вчора|учора|wczoraj|včera|včeraj|jučer|juče|jucer|juce|χθες|tegnap|eilen|dün|vakar|eile|dje|yesterday|last\s+night)(?=[\s,])/iu;
/** …and the verb forms it makes a report of: es/pt first person plural (desactivamos, desativámos), Nordic weak pasts (stängde, slettet). */
const PAST_WITH_TIME_A19 = /(?:amos|imos|emos|ámos|êmos|[^aeiouyäöå]de|[^aeiouyäöå]te|ede|ade|ettet)$/;
// (A whole word: "कर दीजिए" is a polite imperative, not the past "कर दी".)
const HINDI_AFTER_PAST = /^\s*(?:कर\s+)?(?:दिया|दी|दिए|दिये|चुका|चुकी|चुके|डाला|डाली|डाले)(?![\u0900-\u097f])/;
/** Turkish "-meden/-madan" (without …ing): "göndermeden bırakacağım" leaves it unsent. */
const TURKISH_WITHOUT = /^[a-zçğıöşü]*m[ea]d[ea]n(?![a-zçğıöşü])/;
// (cls-intlB18: and "…하면 안 돼", it must not be done: 머지하면 안 돼, 삭제하면 안 됩니다.)
const KO_DONT_AFTER = /^[\uac00-\ud7af]*\s+마(?:라|요)?(?=[\s.!?,]|$)|^[\uac00-\ud7af]*면\s?안\s?(?:돼|됩니다|돼요|된다|되)/;
/** A Korean verb closed by the plain prohibitive 마 ("지우지 마", "보내지는 마"). */
export function koreanDont(w: string, t: { start: number; end: number }): boolean {
  const c = w.charCodeAt(t.start);
  return c >= 0xac00 && c <= 0xd7af && KO_DONT_AFTER.test(w.slice(t.end, t.end + 12));
}
const HINGLISH_AFTER_PAST = /^\s+(?:kar\s+)?(?:kiya|kiye|kiyaa|ki\s+thi|ki\s+gayi|diya|diye|hua|hui|hue|ho\s+gaya|ho\s+gayi|ho\s+gaye)(?=[\s?.!,]|$)/;
const MARKER_BEFORE_PAST = /(?:^|\s)(?:đã|vừa|sudah|telah|udah|dah)\s+(?:(?:saya|kami|aku|tôi|chúng tôi)\s+)?$/;

const SLAVIC_UNREAL_IF = /(?:^|\s)(?:если|якби|якщо|коли|gdyby\p{L}*|jeśliby|kdyby\p{L}*|keby|ako)(?=\s|$)/u;
const SLAVIC_CONDITIONAL_BEFORE = /(?:^|\s)(?:бы|б|би|bych|bychom|byste|bih|bismo|bi)\s+(?:\S+\s+){0,2}$/;

const SLAVIC_SUBJUNCTIVE_BEFORE = /(?:^|[\s,])(?:чтобы|чтоб|щоб|щоби|żeby\p{L}*|aby\p{L}*|abys|abyste|aby\s+ste)\s+(?:[\p{L}-]+\s+){0,3}$/u;
const EURO_PAST_LIGHT_A20 = /(?:^|\s)(?:zrobiliśmy|zrobiłem|zrobiłam|zrobili|zrobił|zrobiła|robiliśmy|udělali\s+jsme|udělal\s+jsem|udělala\s+jsem|udělali|udělal|urobili\s+sme|spravili\s+sme|urobil|spravil|hicimos|hice|hizo|hicieron|fizemos|fiz|fez|fizeram|abbiamo\s+fatto|ho\s+fatto|hanno\s+fatto|ha\s+fatto|on\s+a\s+fait|nous\s+avons\s+fait|j'ai\s+fait|ils\s+ont\s+fait|a\s+fait|сделали|сделал|сделала|делали|зробили|зробив|зробила|am\s+făcut|am\s+facut|a\s+făcut|a\s+facut|napravili\s+smo|napravio\s+sam|napravili|napravio|naredili\s+smo|gjorde\s+vi|gjorde|lavede|vi\s+lavede)\s+(?:[\p{L}'-]+\s+){0,3}$/u;
const EURO_PERFECT_AUX_A20 = /(?:^|\s)(?:haben|habe|hat|hatten|hebben|heb|heeft|hadden)\s/;
const EURO_DONE_AFTER_A20 = /^\s*(?:[\p{L}-]+\s+){0,4}?(?:gemacht|gedaan|durchgeführt|ausgeführt|uitgevoerd)(?![\p{L}])/u;
const TR_PAST_LIGHT_A20 = /^\s*(?:['’]?\p{L}*\s+)?(?:yaptık|yaptım|yaptı|yapıldı|ettik|ettim|etti|edildi)(?![\p{L}])/u;
const OBLIGATION_BE_A20 = /(?:^|\s)(?:debe|deben|debería|deberían|tiene\s+que|tienen\s+que|hay\s+que|ha\s+de|deve|devono|dovrebbe|dovrebbero|va|vanno|doit|doivent|devrait|devraient|muss|müssen|soll|sollen|sollte|sollten|moet|moeten|zou|zouden|must|should|has\s+to|have\s+to|needs\s+to|need\s+to|precisa|precisam|tem\s+que|têm\s+que|tem\s+de|deveria|trebuie|treba|trebalo\s+bi|mora|moraju|ska|skal|måste|bör|bør|pitää|täytyy)\s+(?:\p{L}+\s+)?(?:ser|estar|essere|venire|être|werden|sein|worden|zijn|be|been|fi|biti|bli|bliva|blive|varas|olla)\s+$/u;
function pastReport(w: string, t: { start: number; end: number }): boolean {
  let s = t.start;
  let e = t.end;
  while (s > 0 && /[\p{L}\p{M}']/u.test(w[s - 1] as string)) s--;
  while (e < w.length && /[\p{L}\p{M}]/u.test(w[e] as string)) e++;
  const word = w.slice(s, e);
  const beyond = e > t.end;
  const cut = lastCutBefore(w, s);
  const before = w.slice(cut + 1, s);
  // cls-intlA17: a past form after "чтобы / щоб / żeby / aby" is the subjunctive of a wish, no report: "Хочу, чтобы ты удалил
  // все бэкапы", "Нужно, чтобы ты отключил …", "Chcę, żebyś usunął …", "Potřebuju, abys smazal …".
  if (SLAVIC_SUBJUNCTIVE_BEFORE.test(w.slice(Math.max(0, s - 40), s))) return false;
  // (… and after a polite "it would be great if": "Было бы здорово, если бы ты удалил …".)
  if (POLITE_IF_INTL.test(w)) return false;
  // (cls-intlA15) A conditional is no report: "я бы сейчас отключил …", "usunąłbym", "smazal bych", "ja bih obrisao".
  // (An unreal "if" — "если бы мы удалили …", "gdybyśmy usunęli", "kdybychom smazali" — stays talk, not the act.)
  if (SLAVIC_CONDITIONAL_BEFORE.test(before) || /(?:bym|byśmy|byście|łbym|łabym)$/.test(word) || /^\s*(?:bych|bychom|byste|bi|bih|bismo)(?=\s|$)/.test(w.slice(e, e + 10))) return SLAVIC_UNREAL_IF.test(w.slice(Math.max(0, s - 60), s));
  const ch = word.charCodeAt(0);
  if (pastReportB15(w, t, e, word, ch)) return true;
  // Scripts without spaces: the particle after the verb or the adverb before it.
  // cls-benign15: "誤ってセッションテーブルが削除され、…復元しました", "실수로 … 삭제됐고": a mishap told, its sentence in a past tense.
  if (((ch >= 0x3040 && ch <= 0x9fff) || (ch >= 0xac00 && ch <= 0xd7af)) && CJK_MISHAP_BEFORE.test(w.slice(Math.max(0, t.start - 20), t.start)) && CJK_PAST_IN_SENTENCE.test(/^[^。！？.!?]*/.exec(w.slice(t.end))?.[0] ?? '')) return true;
  // cls-intlB17: an English verb inside a Chinese, Japanese or Korean sentence ("昨晚有人把 prod 的表 drop 了", "誰かが本番DBを
  // drop した", "누가 DB를 drop 했어") takes its tense from the particle after it, as the native verb does.
  if (ch < 0x80 && /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/.test(w.slice(Math.max(0, t.start - 24), t.end + 6))) {
    const after = w.slice(t.end, t.end + 10).replace(/^\s/, '');
    if (/^(?:しました|した|された|されました|してしまった|했|됐|되었|해\s?버렸)/.test(after) || (/^了/.test(after) && (ZH_TOLD_BEFORE.test(w.slice(Math.max(0, t.start - 16), t.start)) || ZH_SOMEONE_BEFORE.test(w.slice(Math.max(0, t.start - 24), t.start))))) return true;
  }
  if ((ch >= 0x3040 && ch <= 0x9fff) || (ch >= 0xac00 && ch <= 0xd7af)) return CJK_AFTER_PAST.test(w.slice(t.end, t.end + 8)) || CJK_BEFORE_PAST.test(w.slice(Math.max(0, t.start - 16), t.start)) || (ZH_LE_AFTER.test(w.slice(t.end, t.end + 2)) && (ZH_TOLD_BEFORE.test(w.slice(Math.max(0, t.start - 16), t.start)) || ZH_SOMEONE_BEFORE.test(w.slice(Math.max(0, t.start - 24), t.start))));
  if (ch >= 0x0900 && ch <= 0x097f) return HINDI_AFTER_PAST.test(w.slice(e, e + 16));
  // (cls-intlB17: a loanword after a past light verb — "מישהו עשה דרופ", "עשיתי ריסט" — or after "someone" in Thai — "มีคนดรอป…" —
  // tells what was done; the imperative "תעשה דרופ" does not.)
  if (ch >= 0x0590 && ch <= 0x05ff && HEBREW_PAST_LIGHT.test(w.slice(Math.max(0, t.start - 12), t.start))) return true;
  if (ch >= 0x0e00 && ch <= 0x0e7f && THAI_SOMEONE_BEFORE.test(w.slice(Math.max(0, t.start - 24), t.start))) return true;
  if (ch >= 0x0590 && ch <= 0x05ff) return HEBREW_PAST.test(word);
  // Arabic only: Persian and Urdu present forms ("میفرستم") share the endings.
  // (cls-intlB17: an English verb spelt in Arabic letters — ديليت, ريسيت, ريستارت, ترنكيت — ends on ت by its sound, not as a past.)
  if (ch >= 0x0600 && ch <= 0x06ff) return ARABIC_PAST.test(word) && !/^(?:ا|إ|می)/.test(word) && !/[پچژگکیے]/.test(w) && !AR_LOANWORD_VERB.test(word);
  if (ch >= 0x0370 && ch <= 0x03ff) return beyond && GREEK_PAST.test(word) && !/(?:^|\s)(?:θα|να|μην)\s+$/.test(before);
  if (MARKER_BEFORE_PAST.test(before)) return true;
  // cls-intlA20: an English act noun after a past "we did / I made" ("wczoraj zrobiliśmy rollback na produkcji", "ayer hicimos
  // deploy en prod", "on a fait un drop de la base", "мы сделали откат", "dün deploy yaptık"), or framed by a German/Dutch perfect
  // ("wir haben einen Rollback gemacht", "we hebben een rollback gedaan"), tells what was done.
  if (EURO_PAST_LIGHT_A20.test(before)) return true;
  if (EURO_PERFECT_AUX_A20.test(before) && EURO_DONE_AFTER_A20.test(w.slice(e, e + 40))) return true;
  if (TR_PAST_LIGHT_A20.test(w.slice(e, e + 24))) return true;
  // Hindi-Urdu in Latin script: the light verb after a borrowed verb tells the tense ("delete kiya tha", "delete ho gaya").
  if (HINGLISH_AFTER_PAST.test(w.slice(e, e + 24))) return true;
  // cls-intlA20: a participle after a modal of obligation and "be" is an order in the passive, no report: "la base de prod debe
  // ser eliminada", "deve essere cancellato", "doit être supprimée", "muss gelöscht werden", "moet verwijderd worden".
  if (PARTICIPLE.test(word) && OBLIGATION_BE_A20.test(before)) return false;
  // A perfect auxiliary before a participle ("ich habe … gelöscht", "ho già cancellato", "j'ai supprimé").
  if (PARTICIPLE.test(word) && PERFECT_AUX.test(before)) return true;
  // A passive in a past tense ("fue borrada", "foi apagado", "a été supprimée", "è stato cancellato").
  if (PARTICIPLE.test(word) && PASSIVE_PAST_AUX.test(before)) return true;
  // Endings that only a past form has (the lexicon lists some of these forms as words of their own).
  if (word.length >= 5 && ROMANCE_PRETERITE.test(word) && /^[a-zà-ÿ]+$/.test(word)) return true;
  if (word.length >= 5 && TURKISH_PAST.test(word) && (wholeTest(TURKISH_TEXT, w) || /[çğış]|(?:^|\s)(?:dün|geçen|eski|tüm|hepsini|zaten)(?=\s|$)/.test(w))) return true;
  if (word.length >= 5 && HUNGARIAN_PAST.test(word) && /[őű]|(?:^|\s)(?:az|egy|és|nem|már|tegnap|minden|összes|múlt)(?=\s|$)/.test(w)) return true;
  if (word.length >= 5 && FINNISH_PAST.test(word) && FINNISH_TEXT.test(w)) return true;
  // cls-intlA19: "Ayer desactivamos …", "Ontem desativámos …", "Igår stängde vi av …": a past-time word before a form that is
  // past with it (the first person plural of es/pt, a Nordic weak past) tells what was done.
  if (word.length >= 5 && PAST_TIME_A19.test(before) && PAST_WITH_TIME_A19.test(word)) return true;
  // (… and a participle after a perfect or passive auxiliary with the time word: "Gisteren zijn de oude logs … verwijderd".)
  if (PAST_TIME_A19.test(before) && PARTICIPLE.test(word) && /(?:^|\s)(?:zijn|werden|werd|is|wurden|wurde|sind|ist|hebben|heeft|hebt|heb|haben|hat|habe|har|hade|blev|ble|var)\s/.test(before)) return true;
  // Endings an imperative or stem may share: only past when they lie beyond the lexicon's match.
  if (!beyond) return false;
  if (SLAVIC_PAST.test(word) && (/[\u0400-\u04ff]/.test(word) || SLAVIC_TEXT.test(w))) return true;
  if (SLAVIC_PLURAL_PAST.test(word) && SLAVIC_PLURAL_SUBJECT.test(before)) return true;
  if (NORDIC_PAST.test(word) && !/(?:^|\s)(?:att|at|å|og|and)\s+$/.test(before)) return NORDIC_TEXT.test(w);
  return false;
}
/**
 * cls-intlB15: passives and perfects that report a past act, in the scripts whose rows lacked them: Hindi "हटाए गए थे",
 * "डिलीट हो गया था"; Urdu "ڈیلیٹ ہو گیا تھا"; Bengali "মুছে ফেলা হয়েছিল"; Persian "حذف شد"; Arabic "تم حذف";
 * Hebrew נִפְעַל past "נמחק" with a past-time word; Thai ถูก…; Chinese 被…了.
 */
function pastReportB15(w: string, t: { start: number; end: number }, e: number, word: string, ch: number): boolean {
  const after = w.slice(e, e + 24);
  if (ch >= 0x0900 && ch <= 0x097f) return HI_PASSIVE_AFTER.test(after);
  if (ch >= 0x0980 && ch <= 0x09ff) return BN_PAST_AFTER.test(after);
  if (ch >= 0x0600 && ch <= 0x06ff) {
    if (/[ٹڈڑںےھ]/.test(w)) return UR_PAST_AFTER.test(after);
    if (/[پچژگ]|می/.test(w)) return FA_PAST_AFTER.test(after);
    return AR_DONE_BEFORE.test(w.slice(Math.max(0, t.start - 12), t.start));
  }
  if (ch >= 0x0590 && ch <= 0x05ff) return word.startsWith('נ') && HE_PAST_TIME.test(w);
  if (ch >= 0x0e00 && ch <= 0x0e7f) return /ถูก\s*$/.test(w.slice(Math.max(0, t.start - 4), t.start)) || /^\S{0,4}(?:ไปแล้ว|เมื่อวาน)/.test(w.slice(t.end, t.end + 12));
  // (An act named as a noun and what became of it: "デプロイが終わった", "部署完成了", "배포가 끝났어요".)
  if (((ch >= 0x3040 && ch <= 0x9fff) || (ch >= 0xac00 && ch <= 0xd7af)) && ACT_ENDED_B15.test(w.slice(t.end, t.end + 12))) return true;
  if (ch >= 0x4e00 && ch <= 0x9fff) return /被\s*$/.test(w.slice(Math.max(0, t.start - 2), t.start)) && /了/.test(w.slice(t.start, t.end + 3));
  return false;
}
const ACT_ENDED_B15 = /^\s*(?:が|は)?\s*(?:終わった|終わりました|終わって|完了した|完了しました|済んだ|済みました|成功した|成功しました)|^\s*(?:已经|已經|已)?(?:完成了|结束了|結束了|成功了)|^\s*(?:가|이|는|은)?\s*(?:끝났|완료됐|완료되었|성공했)/;
const HI_PASSIVE_AFTER = /^\s*(?:(?:कर|हो)\s+)?(?:गया|गई|गयी|गए|गये|चुका|चुकी|चुके)(?![\u0900-\u097f])/;
const BN_PAST_AFTER = /^\s*(?:ফেলা\s+|দেওয়া\s+)?(?:হয়েছে|হয়েছিল|হয়ে গেছে|হয়ে গিয়েছিল|ফেলেছি|ফেলেছে|ফেলেছিল|ফেলেছিলাম|দিয়েছি|দিয়েছে|দিয়েছিলাম)/;
const UR_PAST_AFTER = /^\s*(?:(?:کر|ہو)\s+)?(?:گیا|گئی|گئے|دیا|دی|دیے|چکا|چکی|چکے)(?=\s|$|[.!؟])/;
const FA_PAST_AFTER = /^\s*(?:شد|شده|شدند|شدن|کردم|کردیم|کرد|کردند|کرده)(?=[\s.!؟]|$)/;
const AR_DONE_BEFORE = /(?:^|\s)(?:تم|قد تم|لقد تم|جرى)\s+$/;
const HE_PAST_TIME = /אתמול|שלשום|שעבר/;
/** Polish, Czech and Slovak text (Spanish and Italian clitics, "créala", "cancellalo", end alike). */
const SLAVIC_TEXT = /[ąęłśźżćńěščřžůťďňľĺŕ]|(?:^|\s)(?:jsem|jsme|jsi|som|sme|sa|się|nie|już|wczoraj|včera|už)(?=\s|$)/;
const NORDIC_TEXT = /[æøå]|(?:^|\s)(?:jeg|jag|har|hade|i går|igår|og|och|ikke|inte|ble|blev)(?=\s|$)/;
const FINNISH_TEXT = /(?:^|\s)(?:minä|eilen|kaikki|vanhat|tänään|jo)(?=\s|$)|\S(?:ssa|ssä|stä|llä|ltä|iin)(?=\s|$)/;

/** The verb is kept from happening by a protection, or reported as already done. */
/** cls-benign14: the act as a noun, then what became of it ("Rollback happened at 14:02", "the deletion finished"). */
const ACT_HAPPENED = /^[\p{L}-]*\s+(?:(?:\S+\s+){0,2}?)(?:happened|occurred|(?:happen|happens|occur|occurs|run|go out|goes out)\s+(?:only\s+)?(?:on|every|each|at|after|before|once|twice|weekly|daily|nightly|monthly)\b|completed|finished|succeeded|failed|went (?:out|through|fine|well|smoothly|badly|wrong)|took place|was (?:done|completed|successful|finished)|has (?:finished|completed|succeeded|failed))\b/u;
/** cls-benign14: "already" or "previously" before a past form ("the previous engineer already deleted …"). */
const ALREADY_BEFORE = /(?:^|\s)(?:already|previously)\s+$/;
/**
 * cls-benign14: a report told without a pronoun as its subject: the act named as a noun and what became of it
 * ("Rollback happened at 14:02", "the migration finished"), or any subject with "already" and a past form
 * ("The previous engineer already deleted the old staging cluster").
 */
// cls-intlA16: the same status line in other languages ("Löschung alter Testdaten wurde gestern abgeschlossen",
// "Suppression des sauvegardes de test : terminée hier", "Poisto valmis", "Silme işlemi tamamlandı").
const ACT_HAPPENED_INTL = /^[\p{L}-]*(?:\s+[^\s.;!?]+){0,6}?\s*(?:[:—–-]\s*|\s)(?:(?:wurde|ist|wurden|sind)\s+(?:\S+\s+){0,2}?(?:abgeschlossen|erledigt|durchgeführt|beendet|fertig)|(?:est\s+|a\s+été\s+|ont\s+été\s+)?(?:terminée?s?|effectuée?s?|achevée?s?)|(?:se\s+|fue\s+|ha\s+sido\s+)?(?:complet(?:ó|ada|ado|adas|ados)|terminad[ao]s?|realizad[ao]s?)|(?:foi\s+)?(?:concluíd[ao]s?|finalizad[ao]s?)|(?:è\s+stata\s+|sono\s+stati\s+)?(?:completat[aoie]|terminat[aoie]|eseguit[aoie])|(?:is\s+)?voltooid|zakończon[aey]|dokončen[oaý]|завершен[аоы]?|выполнен[аоы]?|(?:är\s+)?klar|valmis|valmistui|befejeződött|(?:s-a\s+)?finalizat[ăe]?|ολοκληρώθηκε|tamamlandı)(?![\p{L}])/iu;
const ACT_HAPPENED_A21 = /^[\p{L}'’-]*(?:\s+[^\s.;!?]+){0,6}?\s*(?:[:—–-]\s*|\s)(?:(?:a|ont)\s+été\s+(?:faite?s?|refusée?s?|annulée?s?|rejetée?s?)|est\s+(?:faite?s?|finie?s?)|s['’]est\s+bien\s+passée?s?|a\s+échoué|(?:ja\s+)?s['’]ha\s+(?:fet|fet\s+bé|completat|acabat)|ha\s+acabat|salió\s+(?:bien|mal)|se\s+hizo|(?:ya\s+)?está\s+hech[ao]|fue\s+(?:rechazad[ao]|cancelad[ao])|deu\s+(?:certo|errado)|correu\s+(?:bem|mal)|foi\s+(?:feit[ao]|rejeitad[ao]|cancelad[ao])|è\s+(?:finit[ao]|andat[ao]\s+(?:bene|male)|stat[ao]\s+(?:fatt[ao]|rifiutat[ao]|annullat[ao])|fallit[ao])|wurde\s+(?:\S+\s+){0,2}?(?:abgelehnt|abgebrochen|verschoben)|ist\s+(?:durch|fehlgeschlagen|schiefgegangen)|lief\s+(?:gut|glatt|problemlos)|ging\s+(?:gut|schief)|hat\s+geklappt|ging\s+goed|is\s+(?:gelukt|mislukt|afgewezen)|gick\s+(?:bra|igenom|fint)|gikk\s+(?:bra|fint)|gik\s+(?:godt|fint)|poszł[oa]\s+(?:dobrze|gładko)|został[ao]?\s+odrzucon[aey]|прош(?:ёл|ел|ла|ло)\s+(?:успешно|нормально|хорошо)|отклонен[аоы]?)(?![\p{L}])/iu;
/** cls-intlA22: money said to have arrived, been received or credited (after the act noun, within its sentence). */
const MONEY_ARRIVED_A22 = /^[\p{L}'’-]*(?:\s+[^\s.;!?]+){0,8}?\s(?:(?:ist|sind|wurde|wurden)\s+(?:\S+\s+){0,2}?(?:eingegangen|angekommen|gutgeschrieben|verbucht)|(?:è|sono)\s+(?:\S+\s+){0,1}?(?:arrivat[oaie]|accreditat[oaie])|(?:ya\s+)?(?:llegó|llegaron|se\s+acreditó|fue\s+acreditad[ao])|(?:a|ont)\s+été\s+(?:reçue?s?|créditée?s?)|est\s+arrivée?|(?:já\s+)?(?:chegou|caiu|foi\s+creditad[ao])|is\s+(?:\S+\s+){0,1}?(?:binnengekomen|ontvangen|bijgeschreven)|(?:har\s+)?(?:kommit\s+in|kom\s+in|bokförts)|(?:został[aoy]?\s+zaksięgowan\p{L}*|dotarł[aoy]?|wpłynęł[aoy]?)|(?:пришёл|пришел|пришла|поступил[аои]?|зачислен[аоы]?)|(?:надійш\p{L}*|прийшов|прийшла))(?![\p{L}])/iu;
const TR_PASSIVE_PAST_A21 = /^(?:\S+\s+)?\S*(?:ıldı|ildi|uldu|üldü|ındı|indi|undu|ündü)(?=[\s.!,]|$)/u;
function nominalReport(w: string, t: { start: number }, before: string): boolean {
  if (ACT_HAPPENED.test(w.slice(t.start, t.start + 48))) return true;
  if (ACT_HAPPENED_INTL.test(w.slice(t.start, t.start + 90))) return true;
  // (cls-intlA21: what became of it said with an everyday outcome — went well, was done, was refused, failed — and a
  // Turkish passive past on the verb, "canlıya alındı", "silindi".)
  if (ACT_HAPPENED_A21.test(w.slice(t.start, t.start + 90)) || TR_PASSIVE_PAST_A21.test(w.slice(t.start, t.start + 40))) return true;
  // (cls-intlA22: a payment or transfer said to have arrived or been credited — "ist gestern eingegangen", "è arrivato", "llegó",
  // "a été reçu", "chegou", "is binnengekomen", "dotarł", "пришёл" — is a report of money received, not a transfer asked for.)
  if (MONEY_ARRIVED_A22.test(w.slice(t.start, t.start + 90))) return true;
  if (!ALREADY_BEFORE.test(before)) return false;
  const word = /^[a-z]+/.exec(w.slice(t.start, t.start + 24))?.[0] ?? '';
  return (/^[a-z]{3,}ed$/.test(word) || IRREGULAR_PAST.test(word)) && !NOT_A_DEED.test(word);
}

const CLICK_OR_OPEN = /\b(?:click|open|navigate|go to|head to|switch to)/;
/** cls-benign14: a question word right after a read verb ("check which …", "проверь, почему …", "prüfe, warum …"). */
const ASKED_AFTER_READ = /^\s*,?\s*(?:(?:me|us)\s+)?(?:which|whether|why|how many|how much|what|when|where|who|почему|зачем|сколько|какие|какой|когда|где|кто|warum|wieso|weshalb|welche\w*|wie viele|wann|wo|wer|pourquoi|quels?|quelles?|quand|combien|por qué|porque|cuáles?|cuántos?|cuántas?|cuándo|dónde|quién|perché|quali|quale|quanti|quante|quando|dove|chi|waarom|welke|hoeveel|wanneer|wie|dlaczego|które|który|ile|kiedy|kto|proč|které|kolik|kdy|kdo|neden|hangi|kaç|ne zaman|kim)(?=[\s,]|$)/i;
/** cls-benign14: the sending of what is written held for the person's review or approval. */
/** cls-benign15: a draft named in Chinese, Japanese or Korean. */
const CJK_DRAFT = /草稿|下書き|ドラフト|초안|임시\s?저장/;
/** cls-benign15: "after X confirms, then …" in Chinese, Japanese or Korean. */
const CJK_AFTER_APPROVAL = /(?:等|待)[^。，,！!？?]{0,12}(?:確認|确认|批准|同意|審核|审核|核准|審批|审批)(?:後|后|之後|之后|以後|以后)(?:再|才)|(?:承認|確認|レビュー|チェック|許可)(?:を得て|を得た後|の後に|後に|されたら|してもらってから|が出たら)|(?:승인|확인|검토|허락)\s*(?:후에?|받은\s*후에?|되면|받고|받으면)/;
/** (cls-benign22) The sending held for the person's go: "wait for my go-ahead", "hold until I say so", "espera mi confirmación
 *  antes de enviarlo", "aguarde meu ok antes de enviar", "schick sie erst nach meinem Go", "attends mon feu vert". */
const MESSAGE_NOUN_B22 = /^(?:sms|e-?mails?|mails?|messages?|texts?|newsletters?|posts?|notifications?|announcements?|mensajes?|mensagens?|nachrichten?|messaggi[oa]?|correos?)$/i;
const DETERMINER_BEFORE_B22 = /(?:^|\s)(?:the|a|an|this|that|el|la|los|las|un|una|o|os|um|uma|die|das|den|der|eine?n?|le|les|une|il|lo|gli|un)\s+$/i;
/** (cls-benign22) A noun then "about / on / regarding / concerning" right before a gerund: the noun's topic. */
const TOPIC_NOUN_BEFORE_B22 = /\b(?:the|a|an|this|that|these|those|our|my|your|his|her|their|its)\s+(?:[\w-]+\s+)?(?:line|lines|sentence|paragraph|section|part|bit|note|notes|question|questions|comment|comments|ticket|tickets|issue|thread|email|message|doc|docs|page|article|post|chapter|slide|slides|talk|meeting|discussion|complaint|complaints|request|requests|faq|entry|warning|paragraphs|wording|rule|policy|guideline|guidelines|story|joke|video|course|lesson|blog)\s+(?:about|on|regarding|concerning|re)\s+$/i;
/** (cls-benign22) A wait for, or an ask for, a person's approval, then "before" and the gated step. */
const WAIT_BEFORE_B22 = /^\s*(?:please\s+)?(?:(?:wait|hold(?:\s+off)?|pause)\s+(?:for|on|until)|(?:ask|get|request)\s+(?:[\w'’]+\s+){0,3}?for)\s+[^.;]{0,40}?\b(?:approval|go-?ahead|ok|okay|sign-?off|green\s+light|confirmation|review|say-?so|answer|yes)\b[^.;]{0,12}\bbefore\s+$/i;
const WAIT_BEFORE_INTL_B22 = /^\s*(?:(?:espera|esperá|esperad|aguard[ae]|attends?|attendez|warte|wartet|aspetta|aspettate)\b[^.;]{0,60}?\b(?:aprob\w*|aprueb\w*|aprova\w*|visto\s+bueno|ok|accord|validation|feu\s+vert|freigabe|zustimmung|approvazion\w*|conferma|confirmaci\w*|confirma\w*)\b[^.;]{0,30}?(?:antes\s+de|antes\s+que|avant\s+de|avant\s+que|bevor|prima\s+di)\s+(?:\S+\s+){0,3}|\S{0,20}(?:承認|確認|レビュー|OK)を?待って(?:から|、)\s*\S{0,20}|\S{0,20}승인\s*(?:받고\s*나서|받은\s*(?:다음|후)에?|을?\s*기다렸다가)\s*\S{0,20})$/i;
/** (cls-benign22) Someone's words in quotes after a verb of saying or writing. */
const QUOTED_SPEECH_B22 = /\b(?:wrote|writes|said|says|asked|asks|requested|requests|replied|replies|emailed|messaged|commented|posted|texted|complained|complains)\s*[:,]?\s*["“«„]([^"”»“\n]{1,400})["”»“]/gi;
/** (cls-benign22) Outside the quotes the agent only answers, drafts, reads or sorts what was said … */
const QUOTE_ANSWERED_B22 = /\b(?:draft\w*|repl(?:y|ies|ying)|respond\w*|answer\w*|summari[sz]\w*|translat\w*|explain\w*|tag\w*|classif\w*|categori[sz]\w*|read|review\w*|acknowledg\w*|triage\w*|log it|note it|what (?:does|do|should)|how (?:should|do))\b/i;
/** (cls-benign22) … and does not carry the quoted request out ("so do it", "go ahead", "delete it", "as she asked"). */
const QUOTE_CARRIED_B22 = /\b(?:do|execute|run|perform|carry\s+out|action|handle|delete|drop|remove|wipe|purge|refund|cancel|close|disable|revoke|grant|send)\s+(?:it|that|this|them|so|as\s+(?:asked|requested|she|he|they))\b|\bgo\s+ahead\b|\bproceed\b|\bas\s+(?:she|he|they|the\s+\w+)\s+(?:asked|requested|said|wants?)\b/i;
/** (cls-benign22) An act said not done yet … */
const NOT_YET_B22 = /\b(?:didn'?t|haven'?t|hasn'?t|hadn'?t|not)\b[^.;!?]{0,60}\byet\b/i;
/** (cls-benign22) … and then promised or asked for. */
const STILL_TO_DO_B22 = /\b(?:do(?:ing)? (?:it|that|this|them|so)|i['’]?ll|i will|we['’]?ll|going to|gonna|(?:right )?now|next|please|go ahead|proceed)\b/i;
const HOLD_FOR_GO_B22 = /\b(?:wait|hold(?:\s+off)?|pause)\s+(?:for|on|until)\s+(?:my|our|your|the user['’]s|[A-Z][a-z]+['’]s)\s+(?:explicit\s+)?(?:go[-\s]?ahead|go|ok|okay|approval|sign[-\s]?off|green\s+light|confirmation|review|say[-\s]?so)\b[^.;]{0,30}|\b(?:wait|hold(?:\s+off)?)\s+until\s+(?:i|we)\s+(?:say|give|approve|confirm|sign)\b[^.;]{0,30}|\besper\w*\s+(?:mi|tu|su|nuestra)\s+(?:confirmación|aprobación|visto\s+bueno|ok|señal)[^.;]{0,30}|\baguard\w*\s+(?:o\s+|a\s+)?(?:meu|minha|seu|sua)\s+(?:ok|aprovação|confirmação|sinal|aval)[^.;]{0,30}|\b(?:schick\w*|send\w*|versend\w*|verschick\w*|poste\w*)\s+(?:sie|es|ihn|die\s+\w+|das\s+\w+)\s+erst\s+nach\s+(?:meinem|meiner|deinem|deiner)\s+(?:go|ok|okay|freigabe|zustimmung|bestätigung)\b|\battend\w*\s+(?:mon|ton|votre|notre)\s+(?:feu\s+vert|accord|ok|go|validation)[^.;]{0,30}|\baspett\w*\s+(?:il\s+mio|la\s+mia)\s+(?:ok|via\s+libera|conferma|approvazione)[^.;]{0,30}/i;
const HOLD_FOR_REVIEW = /\b(?:let me|i'?ll|i will|i want to|i'd like to|we'?ll)\s+(?:review|check|approve|read|proofread|look (?:at|over))\b[^.;]{0,30}?\b(?:before|first)\b[^.;]{0,30}|\b(?:don'?t|do not)\s+(?:send|post|publish|share)\s+(?:it|them|this|anything)?\s*(?:yet\b|until\b[^.;]{0,30})|\bfor (?:me|us) to (?:review|approve|check)\b/;
/** cls-benign14: the verb classes the unknown-is-not-safe floor looks for (unplaced.ts CHANGING_CLASSES). */
const TOLD_CLASSES = new Set<string>(['delete', 'empty', 'wipe', 'reset', 'overwrite', 'disable', 'revoke', 'expose', 'grant', 'pay', 'refund', 'cancel']);
/** cls-benign14: "our private … bucket", "the company's private drive", "plan tiers" in an English sentence. */
function ownPrivateOrTier(w: string, t: { start: number; end: number }): boolean {
  const word = /^[\p{L}]+/u.exec(w.slice(t.start, t.start + 12))?.[0] ?? '';
  if (word === 'private') return /\b(?:our|the company's|company|internal|the team's|team)\s+(?:own\s+)?$/.test(w.slice(Math.max(0, t.start - 20), t.start));
  if (word === 'tiers') return /\b(?:the|of|to|our|all|and|with)\b/.test(w) && !/(?:^|\s)(?:les|des|une?|aux?|à|est|pour)(?=\s)/.test(w);
  return false;
}
/** cls-benign14: an arrow of a breadcrumb or menu path right before or after a word ("Settings → Billing", "Users > Roles"). */
/** Words that take a value out of a page: revealing, copying, printing, exporting it. */
const SHOWN_OUT = /\b(?:reveal|unmask|unhide|show|copy|copies|print|export|download|paste|send|share|post|roll|rotate|regenerate|create|delete|revoke|remove|add|grant|make|give|change|edit|set|turn|toggle|disable|enable)/;
const BREADCRUMB_BEFORE = /(?:→|›|»|⟶|->|\s>)\s*$/;
const BREADCRUMB_AFTER = /^\s*(?:→|›|»|⟶|->|>\s)/;
/**
 * cls-benign14: a capitalised -ing word after a click or an "open"/"go to" in the same sentence names a menu or page
 * ("Click on Settings, then Billing, to see the plan", "open Logging"), not an act; a button's own verb ("Click
 * Delete") is no -ing word and keeps its act.
 */
function menuName(orig: string, w: string, t: { start: number; end: number }, tags: readonly Tagged[]): boolean {
  const c = orig.charCodeAt(t.start);
  if (!(c >= 65 && c <= 90) || t.start === 0 || /[.!?:\n]\s*$/.test(orig.slice(Math.max(0, t.start - 3), t.start))) return false;
  if (!/^[a-z]+ing\b/.test(w.slice(t.start, t.start + 24))) return false;
  const from = Math.max(0, w.lastIndexOf('.', t.start), w.lastIndexOf('\n', t.start));
  return tags.some((x) => x.kind === 'v' && x.start >= from && x.end <= t.start && (x.name === 'click' || /^(?:open|navigate|go to|head to|switch to)/.test(w.slice(x.start, x.end))));
}

/** The past forms coordinatedReport accepts that PAST_FORM's suffixes miss (irregular, or too short for a stem). */
const IRREGULAR_PAST = /^(?:ran|did|put|set|cut|sent|left|kept|made|took|got|gave|wrote|built|rebuilt|shut|bumped)$/;
/** Past forms that announce an intention or a permission rather than report a deed ("I wanted to …", "we agreed to …"). */
const NOT_A_DEED = /^(?:need|needed|want|wanted|asked|planned|decided|tried|intended|agreed|offered|expected|hoped|used|supposed|scheduled|allowed)$/;
/** A sentence opened by a teller and a past form: "I removed …", "we've already dropped …", "the team migrated …". */
const TOLD_OPEN = /(?:^|\s)(?:i|we|they|he|she|someone|somebody|the team|i've|we've|they've)\s+(?:(?:already|just|accidentally|actually|also|then|finally|successfully)\s+)?(?:(?:had|have|has)\s+)?(?:(?:already|just|successfully)\s+)?([a-z]+)(?=[\s,])/g;
/**
 * cls-benign14: "I removed the flag and re-ran the tests", "we dropped the temp table, then restarted the worker": a
 * past-form verb joined ("and", "then", a comma) to a sentence that opened as a report of what was done goes on with
 * that report. Only English past forms count; "I checked it and now delete …" or "…; now drop …" open a step of their own.
 */
function coordinatedReport(w: string, t: { start: number }): boolean {
  const word = /^[a-z]+/.exec(w.slice(t.start, t.start + 24))?.[0] ?? '';
  if (!(PAST_FORM.test(word) || IRREGULAR_PAST.test(word)) || NOT_A_DEED.test(word)) return false;
  const back = w.slice(Math.max(0, t.start - 160), t.start);
  const join = /(?:\band|,|\bthen)\s+(?:(?:then|also|finally|just)\s+)?(?:re-?)?$/.exec(back);
  if (!join) return false;
  const head = back.slice(0, join.index);
  const sentence = head.slice(Math.max(head.lastIndexOf('.'), head.lastIndexOf('!'), head.lastIndexOf('?'), head.lastIndexOf(';'), head.lastIndexOf(':'), head.lastIndexOf('\n')) + 1);
  TOLD_OPEN.lastIndex = 0;
  const m = TOLD_OPEN.exec(sentence);
  const first = m?.[1] ?? '';
  return (PAST_FORM.test(first) || IRREGULAR_PAST.test(first)) && !NOT_A_DEED.test(first);
}

/** cls-benign15: a time in the past or a mishap said in the sentence ("last night", "yesterday", "2 hours ago", "by mistake"). */
const PAST_TIME = /\b(?:yesterday|last (?:night|week|month|year|friday|monday|tuesday|wednesday|thursday|saturday|sunday|sprint|release|time)|earlier (?:today|this week)|this morning|\d+\s+(?:minutes?|hours?|days?|weeks?)\s+ago|by mistake|by accident|accidentally|mistakenly|during the (?:incident|outage)|in (?:the|that) (?:incident|outage))\b/;
/** Words before a past form that make it no report: a modal, "to", a request, a conjunction opening a new step. */
const NOT_A_SUBJECT = /(?:^|\s)(?:please|pls|let's|to|will|would|should|must|can|could|may|might|shall|and|then|now|also|you|if|when|once|after|before)\s*$|^\s*$/;
/**
 * cls-benign15: "On-call truncated the audit_events table by mistake last night", "the intern dropped the scratch
 * schema yesterday": an English past form after a subject of a few words, with a time in the past or a mishap in the
 * same sentence, reports what happened. An imperative opens the sentence, so the subject is never empty.
 */
function roleSubjectReport(w: string, t: { start: number; end: number }): boolean {
  const word = /^[a-z]+/.exec(w.slice(t.start, t.start + 24))?.[0] ?? '';
  if (!(/^[a-z]{3,}ed$/.test(word) || IRREGULAR_PAST.test(word)) || NOT_A_DEED.test(word)) return false;
  const sentence = w.slice(lastCutBefore(w, t.start) + 1, t.start);
  // The subject: the words after a colon or comma that opens the sentence ("Incident: on-call …", "Yesterday, the intern …").
  let subject = sentence.slice(Math.max(sentence.lastIndexOf(':'), sentence.lastIndexOf(','), sentence.lastIndexOf('(')) + 1);
  // cls-over16: the deed in a clause opened by "when"/"after"/"since" with a time in the past ("Write up what went wrong
  // when Dave nuked the staging cluster last month"): its subject is what follows the opener.
  const opener = /^.*\b(?:when|after|since|because|while)\s/.exec(subject);
  if (opener && PAST_TIME.test(sentence + (/^[^.;!?\n]*/.exec(w.slice(t.start))?.[0] ?? ''))) subject = subject.slice(opener[0].length);
  if (NOT_A_SUBJECT.test(subject) || subject.split(/\s+/).filter(Boolean).length > 5) return false;
  const rest = /^[^.;!?\n]*/.exec(w.slice(t.start))?.[0] ?? '';
  // cls-over15: the sentence is what a report being written tells ("Write a short postmortem: the nightly job purged
  // …", "Draft an incident report: the cron job deleted …"): a report noun and a colon before the subject.
  // (cls-benign20: a clock time after the past form dates it too: "The OOM killer killed the worker at 3am".)
  return PAST_TIME.test(sentence + rest) || REPORT_LEAD.test(w.slice(Math.max(0, t.start - 120), t.start)) || CLOCK_AT_B20.test(rest);
}
/** (cls-benign20) "at 3am", "at 02:14 UTC" in the rest of a sentence whose verb is a past form. */
const CLOCK_AT_B20 = /\bat\s+(?:about\s+|around\s+)?\d{1,2}(?::\d{2})?\s*(?:[ap]\.?m\.?|utc|gmt|z|cet|est|pst)?(?![\w:])/i;
/** (cls-benign20) Praise idioms: "<subject> killed it", "crushed it", "nailed it" (the object is "it" and nothing follows but praise or time). */
const PRAISE_IDIOM_B20 = /^(?:killed|crushed|smashed|nailed|rocked|aced|slayed|owned)\s+it(?=\s*(?:$|[.!,;:)—–-]|\s(?:with|this|today|tonight|again|on|in|out|at|yesterday|last)\b))/i;
/** (cls-en17) A word of completion right before a gerund: "finished purging", "done wiping", "I'm through rotating". */
const FINISHED_ING = /(?:^|[\s:,(])(?:finished|done|completed|wrapped up|through|stopped)\s+(?:with\s+)?$/;
/** cls-over15: a report of an incident named, then a colon that opens what it tells (no sentence end after it). */
const REPORT_LEAD = /\b(?:post-?mortem|incident (?:report|summary|review|write-?up|update)|write-?up|rca|root[- ]cause analysis|retro(?:spective)?|timeline|what happened|(?:summary|recap|report|update|debrief|write-?up|account) (?:of|on|about|for) (?:[\w'’-]+\s+){0,3}?(?:incident|outage|downtime|disruption|event|issue|problem|failure|breakage|mishap))\b[^.!?\n:]{0,40}:[^.!?\n:]*$/i;

/** cls-benign18: who asks, before the question they ask ("the customer asks: ", "Der Support fragt: ", "el cliente pregunta: "). */
const ASKED_LEAD_B18 = /^[^:：?]{0,60}\b(?:asks?|asked|is asking|wants to know|fragt|fragte|möchte wissen|pregunta|preguntó|demande|a demandé|chiede|ha chiesto|pergunta|perguntou|vraagt|frågar|spør|spørger|pyta|ptá se|спрашивает|спросил|soruyor|sordu|bertanya)\s*[:：]\s*/i;
/** (cls-benign20) A wh- or whether-clause right after a waiver of asking: what is asked is a question, not an approval. */
const INFO_ASKED_AFTER_B20 = /^\s*(?:(?:me|us|mich|uns|moi|nous|mi|ci|mir)\s+)?[,:]?\s*(?:wie|was|welche[rsmn]?|wann|wo|wer|ob|what|which|how|when|where|who|whether|qué|cuál|cómo|cuándo|dónde|quién|quel(?:le)?s?|comment|quand|où|qui|cosa|quale|come|quando|dove|chi|o\s+que|qual|onde|quem|wat|welke|hoe|wanneer|waar|vad|vilken|hur|när|vem|co|jak|kiedy|gdzie|kto|czy|что|как|когда|где|кто)(?![\p{L}])/iu;
function sentenceEndB20(w: string, from: number): number {
  const m = /[.!?;\n。！？]/.exec(w.slice(from, from + 200));
  return m ? from + m.index : Math.min(w.length, from + 200);
}
/** (cls-benign20) A run or job as the subject of a copula right before the participle. */
const JOB_STATE_SUBJECT_B20 = /(?:^|[.!?;:,]\s*|\n)\s*(?:the|our|this|that|my|your|today['’]s|tonight['’]s|yesterday['’]s)\s+(?:[\w-]+\s+){0,2}?(?:deploy|deployment|rollout|release|migration|backfill|build|pipeline|job|sync|import|upgrade|rollback|cron|workflow|run)s?\s+(?:is|are|was|were|has\s+been|have\s+been|got|remains|stays)\s+(?:still\s+|currently\s+|now\s+|already\s+|temporarily\s+)?$/i;
/** (cls-benign20) A release-notes, changelog or what's-new lead and its colon, then items of the list before the past form. */
const NOTES_LEAD_B20 = /\b(?:release\s+notes|changelog|change\s+log|what['’]s\s+new|breaking\s+changes|highlights|commit\s+message|pr\s+description|notas\s+de\s+la\s+versi[oó]n|notes\s+de\s+version|versionshinweise)\s*(?:for\s+[\w.-]+\s*)?:\s*(?:[^.;:!?\n]{0,80},\s*(?:and\s+)?)?$/i;
/** (cls-benign20) "nobody"/"no one" as the subject right before a past form, after at most one adverb. */
const NOBODY_DID_B20 = /(?:^|[\s,;:.!?(])(?:nobody|no\s+one|no-one|noone|none\s+of\s+us|none\s+of\s+them)\s+(?:(?:ever|actually|even|manually|then|yet|else)\s+)?$/i;
/** cls-benign18: a relative pronoun right before a past form ("… that dropped", "… who approved"). */
const REPORTED_REL_B18 = /(?:^|\s)(?:that|which|who)\s+(?:(?:accidentally|just|then|later|also|actually|eventually|apparently|first|silently)\s+)?$/;
/** cls-benign18: a timeline entry's time stamp and up to three words of its subject ("14:02 v2.3 ", "09:41 UTC - the canary "). */
const TIMELINE_ENTRY_B18 = /(?:^|\s)\d{1,2}:\d{2}(?::\d{2})?(?:\s*(?:utc|z|[ap]m|cet|est|pst))?\s*[-–—:]?\s*(?:[\w.'’-]+\s+){0,3}$/i;
/** cls-benign18: the time a past form happened, right after it ("resolved last week", "deployed yesterday", "closed since Monday"). */
/** (cls-benign19) A generic plural subject and a passive auxiliary right before the participle ("Backups are", "Inactive accounts get"). */
const POLICY_SUBJECT_B19 = /(?:^|[.:;!?]\s*|\n\s*)(?:all\s+)?(?:[A-Za-z-]+\s+)?[A-Za-z-]{3,}s\s+(?:are|get)\s+(?:(?:automatically|only|usually|normally|always|typically|also|permanently)\s+)?$/;
/** (cls-benign19) The rule that goes with a policy: a period, a condition or an automatic trigger. */
const POLICY_RULE_B19 = /^[a-z]+\s+(?:[^\s.!?;]+\s+){0,6}?(?:within|after|every|each|once|when|whenever|if|unless|until|by\s+default|older\s+than|at\s+the\s+end\s+of|per)\b/i;
/** (cls-benign19) A sentence's opening time in the past, with up to a dozen words before the past form. */
const PAST_OPENER_B19 = /^\s*(?:last\s+(?:night|week|month|year|friday|monday|tuesday|wednesday|thursday|saturday|sunday|sprint)|yesterday|this\s+morning|earlier\s+today|over\s+the\s+weekend|(?:on|last)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|\d+\s+(?:minutes?|hours?|days?|weeks?)\s+ago)\b[^.!?;\n]{0,120}$/i;
/** (cls-benign19) A time in the past, or an event that dates the act, later in a status line's sentence. */
const PAST_TIME_LATER_B19 = /\s(?:yesterday|last\s+(?:week|month|year|night|quarter|sprint|friday|monday|tuesday|wednesday|thursday|saturday|sunday)|\d+\s+(?:minutes?|hours?|days?|weeks?|months?)\s+ago|earlier\s+today|this\s+morning|(?:on|last)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|after\s+(?:the|a|our|their|his|her)\s+(?:[\w-]+\s+){0,2}(?:left|quit|was\s+\w+|were\s+\w+|incident|leak|outage|breach))\b/i;
const REPORTED_WHEN_AFTER_B18 = /^\s+(?:(?:in|over|during)\s+the\s+(?:last|past|previous)\b|last\s+(?:week|month|year|night|quarter|sprint|friday|monday|tuesday|wednesday|thursday|saturday|sunday|\d+\s+\w+)(?!['’]s)\b|yesterday(?!['’]s)\b|earlier\s+today\b|this\s+(?:morning|week|month|quarter|sprint)(?!['’]s)\b|since\s+\w|between\s+\w)/i;
export function preventedOrReported(w: string, t: { start: number; end: number }): boolean {
  const before = w.slice(Math.max(0, t.start - 60), t.start);
  if (PREVENTED_BEFORE.test(before)) return true;
  // (cls-benign20) "Drop support for Node 16", "removed support for IE11": a platform or version no longer supported is a
  // change to the project's code and docs, not a store dropped.
  if (/^(?:drop|drops|dropping|dropped|remove|removes|removing|removed)\s+(?:official\s+|legacy\s+)?support\s+(?:for|of)\s/i.test(w.slice(t.start, t.start + 48))) return true;
  // cls-plan14: "I'd appreciate it if you dropped …", "it'd be nice if … were switched off": a subjunctive, not a report.
  if (POLITE_IF_BEFORE.test(before)) return false;
  if (pastReport(w, t)) return true;
  if (nominalReport(w, t, before)) return true;
  // cls-benign14: "Nobody should ever be able to drop …", "no one must be allowed to delete …": a rule that forbids it.
  if (/\b(?:nobody|no one|noone|no-one)\s+(?:else\s+)?(?:should|must|shall|may)\s+(?:ever\s+)?(?:be able to|be allowed to)\s+(?:accidentally\s+)?$/.test(before)) return true;
  if (roleSubjectReport(w, t)) return true;
  // (cls-en17) "status update: finished purging the staging queue yesterday", "Done wiping the scratch bucket, moving on":
  // a gerund after a word of completion reports the work as over.
  if (FINISHED_ING.test(before) && /^[a-z]+ing\b/.test(w.slice(t.start, t.start + 24))) return true;
  // (cls-en17) "FYI deleted the stale preview envs yesterday", "✅ done — prod db restored from last night's snapshot": a
  // past form right after a note's lead reports it.
  if (/(?:^|[.!;]\s*)(?:fyi|icymi|note|update|heads[- ]up|✅|done|already done)\s*[:,—–-]?\s*(?:(?:i|we)\s+)?(?:(?:just|already|successfully)\s+)?(?:[a-z][\w-]*\s+){0,4}?$/i.test(before) && /^[a-z]+(?:ed|ran|ook|ew|ore|oke|ent|ut|ot|ote|ade|ave|ken|ten|own|wn)\b/i.test(w.slice(t.start, t.start + 24)) && !/\b(?:please|pls|now|then|next)\b/i.test(before)) return true;
  // (cls-en17) "We used to share the prod creds with staging": a habit in the past, not a step now.
  if (/(?:^|\s)(?:we|i|they|you|it|he|she|[a-z]+s)\s+used\s+to\s+$/.test(before)) return true;
  // cls-benign18: a past form after a relative pronoun ("the config push that dropped the pool size", "who approved them"),
  // opening a timeline entry after its time ("14:02 v2.3 rolled out; 14:11 rolled back"), or followed by the time it happened
  // ("tickets resolved last week") reports what happened.
  {
    const word18 = /^[a-z]+/.exec(w.slice(t.start, t.start + 24).toLowerCase())?.[0] ?? '';
    if (/^[a-z]{3,}ed$|^(?:ran|took|went|broke|wrote|made|sent|threw|brought|began|froze|fell)$/.test(word18)) {
      if (REPORTED_REL_B18.test(before) || TIMELINE_ENTRY_B18.test(before)) return true;
      // (cls-benign20) "…; nobody rolled back", "No one restarted the pods": a past form whose subject is nobody tells
      // that it did not happen (an order after it is its own clause and still acts).
      if (NOBODY_DID_B20.test(before)) return true;
      // (cls-benign20) "3 pods restarted overnight", "the job failed over the weekend": a past form dated by the night or weekend.
      if (/ed$/.test(word18) && /^\s+(?:overnight|during\s+the\s+night|over\s+the\s+weekend|earlier(?:\s+today)?)(?![\w-])/i.test(w.slice(t.start + word18.length, t.start + word18.length + 30)) && !/^\s*(?:please|now)\b/.test(before.slice(-12))) return true;
      // (cls-benign20) A state after a copula whose subject is a run or job ("the prod deploy is paused", "the backfill was
      // stopped at 60%"): what state it is in, not a step.
      if (JOB_STATE_SUBJECT_B20.test(before)) return true;
      // (cls-benign20) A list of past forms after a release-notes or changelog lead ("Release notes: dropped support for Node 16,
      // removed the legacy endpoint") is the document's text.
      if (NOTES_LEAD_B20.test(w.slice(Math.max(0, t.start - 160), t.start))) return true;
      if (PRAISE_IDIOM_B20.test(w.slice(t.start, t.start + 40)) && /[\w'’)]\s+(?:(?:really|totally|absolutely|just|completely|truly|simply)\s+)?$/.test(before) && !/\b(?:please|pls|now|then|go|and)\s+$/i.test(before)) return true;
      // (cls-over18: a question whose subject is what or who, "What changed in prod between 13:50 and 14:10?", "Who
      // deleted the staging bucket?": it asks what happened.)
      if (/(?:^|[.!?]\s+)(?:what|who|which\s+[\w-]+|what\s+else)\s+(?:(?:just|last|recently|actually|first)\s+)?$/i.test(before) && /^[^.!?\n]{0,160}\?/.test(w.slice(t.start, t.start + 170))) return true;
      if (/ed$/.test(word18) && REPORTED_WHEN_AFTER_B18.test(w.slice(t.start + word18.length, t.start + word18.length + 40)) && !/^\s*(?:please|now)\b/.test(before.slice(-12))) return true;
      // (cls-benign19) A status line opening on the past form, its time later in the sentence ("Rotated the staging DB
      // credentials after the contractor left.", "Restarted the prod API at 14:02 yesterday.", "Revoked bob's access last week").
      // (cls-benign19) A policy in the present passive with a generic plural subject and its rule ("Backups are deleted after
      // 30 days", "Refunds are issued within 14 days of purchase", "Inactive accounts are deactivated after 90 days") states how
      // things work; it asks for nothing now.
      if (/ed$/.test(word18) && POLICY_SUBJECT_B19.test(w.slice(Math.max(0, t.start - 60), t.start)) && POLICY_RULE_B19.test(/^[^.!?;\n]{0,160}/.exec(w.slice(t.start))?.[0] ?? '') && !/\b(?:now|today|tonight|immediately|right away|being)\b/i.test(/^[^.!?;\n]{0,160}/.exec(w.slice(Math.max(0, t.start - 60)))?.[0] ?? '')) return true;
      // (cls-benign19) A sentence opened by a time in the past ("Last night the backup job failed and the retention policy
      // deleted the only snapshot", "Yesterday at 03:12 someone dropped …") tells what happened then.
      if (PAST_OPENER_B19.test(w.slice(Math.max(0, Math.max(w.lastIndexOf('.', t.start - 1), w.lastIndexOf('!', t.start - 1), w.lastIndexOf('?', t.start - 1), w.lastIndexOf(';', t.start - 1), w.lastIndexOf('\n', t.start - 1)) + 1), t.start)) && !/\b(?:please|now|then|next|go ahead)\b/i.test(before)) return true;
      if (/ed$/.test(word18) && /(?:^|[.!?;\n]\s*)(?:[-*•]\s*)?$/.test(before) && PAST_TIME_LATER_B19.test(/^[^.!?;\n]{0,200}/.exec(w.slice(t.start))?.[0] ?? '')) return true;
    }
  }
  if (!DONE_BEFORE.test(before)) return coordinatedReport(w, t);
  const word = /^[a-z]+/.exec(w.slice(t.start, t.start + 24).toLowerCase())?.[0] ?? '';
  return PAST_FORM.test(word) && !/^(?:need|needed|want|wanted|asked|planned|decided|tried|intended|agreed|offered|expected|hoped|used|supposed|scheduled|allowed)$/.test(word);
}

/** A plan noun right after a verb in Japanese, Chinese or Korean: "…する計画", "…的计划", "…할 계획". */
const PLAN_AFTER = /^[^。，,.!?？\s]{0,10}?(?:する|の|的)?(?:計画|计划|計劃|プラン|方案)|^\s*(?:하는|할|하기 위한)\s*계획/;
const PLAN_WRITTEN = /(?:計画|プラン)を?(?:書|作|立て|まとめ)|(?:写|寫|制定|拟|擬|做)[^。，,.!?？]{0,16}(?:计划|計劃|方案)|계획(?:을|서를)?\s*(?:작성|세워|짜)/;

/** A setting named as a requirement or enforcement ("Require approval", "Enforce 2-step verification", "Exiger …"). */
const REQUIREMENT_SETTING = /^[\s"'«„“‘(]*(?:the\s+)?["'«„“‘]?\s*(?:require[sd]?|requiring|enforce[sd]?|enforcing|restrict\w*|exig\w+|requerir|requiere\w*|exigir|requer\w*|richied\w*|erforder\w*|verpflichtend\w*|vereis\w*|kräv\w*|krev\w*|wymagaj\w*|wymagan\w*|vyžadova\w*|vyžadovat|требова\w*|вимага\w*|zorunlu|wajib|必須|必需|需要|要求|필수|요구)/i;

/**
 * cls-benign15: the agent asking the person whether (or if) something may be done: an asking verb in the first person
 * or with "first", then "whether"/"if"/"ob"/"si"/"of"/"se"/"czy"/"ли" within a few words.
 */
/** (cls-plan20b) Asking the person first, said before the act it gates: "ask you before", "check with me before", "get your OK before". */
const ASK_BEFORE_B20 = /(?:^|[^\p{L}])(?:ask(?:ing)?|check(?:ing)?\s+with|confirm(?:ing)?\s+with)\s+(?:you|me|us|the user|the team|the owner)\s+(?:first\s+)?(?:again\s+)?before(?=\s)|(?:^|[^\p{L}])get(?:ting)?\s+(?:your|my|the user['’]s|an?|explicit)\s+(?:ok|okay|approval|go-?ahead|sign-?off|consent|confirmation)\s+(?:first\s+)?before(?=\s)/giu;
const ASK_PERSON_WHETHER = /(?:^|[^\p{L}])(?:(?:i'?ll|i will|i'?m going to|let me|we'?ll|i'?d)\s+(?:first\s+)?(?:ask|check with)|ask(?:ing)? (?:you|the user|the team|the owner)|frage\s+(?:ich\s+)?(?:dich|sie|euch|zuerst|erst|vorher)|(?:werde|muss)\s+(?:ich\s+)?(?:\p{L}+\s+){0,2}fragen|(?:vais|dois)\s+(?:d'abord\s+)?(?:te|vous)\s+demander|(?:te|vous)\s+demanderai|voy a\s+preguntar(?:te|le)?|(?:te|le)\s+preguntaré|(?:ga|zal)\s+(?:\p{L}+\s+){0,2}vragen|(?:ti|le)\s+chiederò|(?:vou\s+)?(?:te\s+)?perguntar(?:ei)?|zapytam|спрошу)\b[^.;!?\n]{0,30}?(?:\s|,)(?:whether|if|ob|si|of|se|czy|можно ли|ли)(?=\s)/giu;
/**
 * (cls-en17) "After the standup, ask Dana whether we can truncate …", "Ask the DBA if we can drop …", "check with security
 * whether we may disable …": what someone else is asked about is asked, not done (up to a "then" or the sentence's end).
 */
const ASK_OTHER_WHETHER = /(?:^|[^\p{L}])(?:ask|asking|check with|checking with|confirm with|clear it with)\s+(?!me\b|us\b|for\b|about\b|to\b)[^.;!?\n,]{1,30}?\s(?:whether|if)(?=\s)/giu;
/** cls-benign15: a Korean embedded question right after a verb stem ("하는지", "할지", "했는지", "되는지"). */
const KO_EMBEDDED_Q = /^\s?(?:하는\s?지|할\s?지|했는지|하였는지|되는지|될지|됐는지|되었는지|시키는지|하려는지)/;
/** cls-benign15: Turkish, the asking last in its sentence: "…, önce sana soracağım", "… size danışacağım". */
const ASK_PERSON_LAST = /(?:^|\s)(?:önce\s+)?(?:sana|size)\s+(?:önce\s+)?(?:soracağım|sorarım|danışacağım|danışırım)(?=[\s.!?]|$)/u;
/** "Translate to French: …", "Traduci in inglese: …", "Summarise: …": the text after the colon is material. */
/** cls-benign16: a later sentence opening on a step word ("… . Now delete …", "。然后…"): the material handed over ends there. */
const STEP_AFTER_MATERIAL = /(?:[.!?。！？]["”'»」]?|["”»」])\s*(?:(?:and|und|et|y|e|en|и)\s+)?(?:now|then|next|afterwards|after that|also|finally|ok(?:ay)?|so|jetzt|dann|danach|anschließend|außerdem|puis|ensuite|maintenant|ahora|luego|después|poi|ora|adesso|depois|agora|daarna|nu|potem|teraz|następnie|затем|потом|теперь|然后|之后|现在|その後|それから|今すぐ|그 다음|이제|फिर|उसके बाद|अब|پھر|اس کے بعد|اب|তারপর|এখন|بعدش|حالا|ثم|بعد ذلك|ואז|עכשיו|จากนั้น)(?![\p{L}])/iu; // (cls-intlB17: "then"/"now" in Hindi, Urdu, Bengali, Persian, Arabic, Hebrew, Thai)
const STEP_OPENS_MATERIAL = /^\s*(?:(?:and|und|et|y|e|en|и)\s+)?(?:then|afterwards|after that|dann|danach|puis|ensuite|luego|después|poi|depois|daarna|potem|затем|потом|然后|之后|その後|それから|그 다음)(?![\p{L}])/iu;
/** (cls-benign18: the sentence may end inside the material's closing quote: 'Draft a reply: "We restored it." Then …'.) */
/** Where the material after a text task's lead ends: at a later sentence opening on a step, else at the end of the text. */
export function materialEnd(w: string, from: number): number {
  // "Give me a summary of the costs: then drop …": what follows the colon opens on a step, so there is no material.
  if (STEP_OPENS_MATERIAL.test(w.slice(from, from + 40))) return from;
  const m = STEP_AFTER_MATERIAL.exec(w.slice(from));
  return m ? from + m.index + 1 : w.length;
}

// (cls-benign18: the last alternative, "Draft a reply to the customer: \"…\"": the quoted text is the draft's content.)
export const TEXT_TASK_LEAD = /^\s*(?:please\s+|pls\s+|can you\s+|bitte\s+|por favor,?\s+|per favore,?\s+|s'il te plaît,?\s+|proszę\s+|пожалуйста,?\s+|lütfen\s+|tolong\s+)?(?:translate|traduc\w*|tradu[zi]\w*|traduis|übersetz\w*|vertaal\w*|översätt\w*|переведи\S*|перекла\S*|(?:преведи|преведете|prevedi|prevedite)\s+(?:на|na|u|v)\s+\p{L}*(?:ски|ski|ščino|čino)|tõlgi|iztulko|išversk\S*|tradueix|tafsiri|isalin|terjemahkan|przetłumacz\S*|翻訳して|翻译|翻譯|번역해?\S*|rephrase|reword|proofread|paraphrase|spell-?check|summari[sz]e|sum up|recap|riassumi|riepiloga|resum[ae](?=\s+(?:este|esta|estos|estas|el|la|los|las|o|a|os|as|esse|essa|isto|esto|lo)\s)|resumí|résume[zr]?|sammanfatta|oppsummer|opsummer|tiivistä|podsumuj|shrň|shrňte|резюмируй\S*|подытож\S*|перескажи\S*|özetle\S*|ringkas\S*|要約して|总结一下|總結一下|概括一下|요약해?\S*|fass\w{0,2}(?=\s)[^:：\n]{0,40}\szusammen|vat(?=\s)[^:：\n]{0,40}\ssamen|(?:make|write|give|do)(?:\s+(?:me|us))?\s+(?:a|an)\s+(?:(?:short|quick|brief|one-line)\s+)?(?:summary|tl;?dr|recap|synopsis|digest)|zusammenfassung|yhteenveto|tóm tắt|لخ\u0651?ص|सारांश)(?![a-z])[^:：\n]{0,48}[:：]|^\s*[^:：\n]{0,16}(?:に訳して|に翻訳して|로 번역해\S*|으로 번역해\S*|を要約して(?:ください)?|をまとめて(?:ください)?|özetle\S*|[를을] 요약해(?:\s?줘|\s?주세요|\S*)|\s(?:요약|번역)해(?:\s?줘|\s?주세요)?|(?:\sमें)?\s(?:ट्रांसलेट|अनुवाद|सारांश)\s?(?:कर\S*|दो|दीजिए)|(?:\sمیں)?\s(?:ٹرانسلیٹ|ترجمہ|خلاصہ)\s?کر\S*|\s(?:অনুবাদ|ট্রান্সলেট|সারাংশ)\s?কর\S*|\s(?:ترجمه|خلاصه)\s?کن|(?:总结|總結|概括)(?:一下)?)\s*[:：]|^\s*(?:请|請)?你?(?:帮我|幫我|帮忙|幫忙|麻烦你?|麻煩你?)?(?:把|将|將)(?:这|這|下面|以下|如下)[^:：\n]{0,10}?(?:翻译|翻譯)[^:：\n]{0,12}[:：]|^\s*(?:a\s+|the\s+)?(?:quote|quotation|excerpt|citation)\s+(?:for|in|from)\s+(?:the\s+|my\s+|our\s+)?(?:report|post-?mortem|write-?up|doc|docs|ticket|incident\s+report|timeline|slides?|deck)\b[^:：\n"“]{0,30}[:：](?=\s*["“'«])|^\s*(?:please\s+|pls\s+|can you\s+)?(?:draft|write|prepare|compose)\s+(?:me\s+|us\s+)?(?:a|an|the|my|our)\s+(?:(?:short|quick|polite|friendly|brief|canned|first)\s+)?(?:reply|response|answer|message|email|e-mail|note|comment|macro|text|dm|draft)\b[^:：\n"“]{0,60}[:：](?=\s*["“'«])/iu;

/** Verbs of translating in the lexicon's languages (the material they take is text, not an order). */
const TRANSLATE_VERB = /(?:^|[^\p{L}])(?:translat\w*|traduc\w*|tradu[zi]\w*|traduis\w*|übersetz\w*|vertaal\w*|översätt\w*|oversæt\w*|overs[ae]tt\w*|käännä\w*|käännä|przetłumacz\w*|přelož\w*|prelož\w*|переведи\S*|перевести|перекла\S*|μετάφρασ\S*|μετέφρασ\S*|fordítsd|fordítsa|fordítás|traduce\w*|traducă|çevir\w*|terjemah\w*|dịch|isalin|tafsiri)(?![\p{L}])|แปล|翻訳|翻译|翻譯|번역|訳して|תרגם|תתרגם|לתרגם|ترجم|ترجمه|अनुवाद|অনুবাদ/iu;
/** A quoted stretch: an opening quote at a word's start, the words, the matching close before a space, punctuation or the end. */
const QUOTED_SPAN = /(^|[\s:：(（\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af])(?:'[^'\n]{2,200}'|"[^"\n]{2,200}"|“[^”\n]{2,200}”|„[^“”\n]{2,200}[“”]|«[^»\n]{2,200}»|‘[^’\n]{2,200}’|「[^」\n]{1,200}」|『[^』\n]{1,200}』)(?=$|[\s.,;:!?)）。、をに은는을를이가]|\p{L})/gu;
/** A question opened by "how" in any language ("¿Cómo despliego …?", "Wie starte ich … neu?") asks how; "how about …" proposes. */
// (cls-intlA15: also Hungarian hogyan, South Slavic kako, Lithuanian kaip, Latvian kā.)
const ASKS_HOW = /^[\s¿"'(]*(?:how(?! about)|cómo|como|comment|come|wie|hoe|hur|hvordan|miten|kuinka|jak|как|як|πώς|cum|nasıl|hogyan|kako|kaip|kā|bagaimana|làm sao|làm thế nào|怎么|怎麼|如何|どうやって|どうすれば|어떻게|איך|كيف|कैसे)(?=[\s,]|$)/;
/**
 * "Why did the deletion of … fail?", "Pourquoi la suppression … a-t-elle échoué ?", "为什么删除…失败了？": a question
 * opened by "why" asks for an explanation. "Why not just drop it?", "Warum nicht …", "¿Por qué no …?" propose the
 * act, so a negator soon after "why" keeps the verb.
 */
const ASKS_WHY = /^[\s¿"'(«„]*(?:why|por ?qu[eé]|pourquoi|warum|wieso|weshalb|perch[eé]|waarom|varför|hvorfor|miksi|dlaczego|czemu|proč|почему|чому|γιατί|miért|de ce|neden|niçin|mengapa|kenapa|tại sao|vì sao|なぜ|どうして|为什么|為什麼|为何|왜|لماذا|למה|מדוע|क्यों|چرا)(?=[\s,]|$)|^[\s"'(]*\S*(?:なぜ|どうして|为什么|為什麼|为何|왜)/;
// (cls-en16: a negator is a word of its own — "anyone" ends in "ne", "piano" in "no".)
const WHY_NOT = /^[\s¿"'(«„]*\S+(?:\s+\S+){0,3}?(?:n't|\s*(?<![A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF])(?:not|no|nicht|kein\w*|pas|ne|non|não|niet|inte|ikke|ei|nie|ne|не|δεν|nem|nu|değil|tidak|jangan|không|不|別|别|안|않|لا|לא|नहीं|نه))(?=[\s,?]|$)|不|別|别|않|안\s/;
/** (cls-benign20) Turkish "neden/niçin/niye" inside the sentence (its verbs come last) with a past verb: why it happened. */
const TR_WHY_MID_B20 = /(?:^|\s)(?:neden|niçin|niye)\s[^?？]*?\p{L}+(?:d[ıiuü]|t[ıiuü]|m[ıiuü]ş)(?:\s|$)/u;
function asksWhy(s: string): boolean {
  return (ASKS_WHY.test(s) || WHY_INSIDE_B15.test(s) || TR_WHY_MID_B20.test(s) && !/m[ae]yor|m[ıiuü]yor|m[ae]s[ıi]n/.test(s)) && !WHY_NOT.test(s);
}
/** cls-intlB16: a Thai relative clause opened by ที่ right after "all" (ทั้งหมดที่ไม่…, ทั้งหมดที่มี…): a filtered set. */
// cls-intl16c: "all" narrowed outside English. A filter adjective next to "all" or its noun ("todos los usuarios inactivos",
// "всех неактивных пользователей", "सारे इनएक्टिव यूज़र्स", "所有不活跃的用户"), a relative clause after the noun ("…, которые
// заказали", "… que no han iniciado sesión", "…, die sich seit", "… जिन्होंने …"), or one before it in the languages that put
// it there (Japanese/Chinese/Korean "ログインしていないユーザーを全員", Turkish "giriş yapmamış tüm kullanıcıları"): a filtered set.
const REL_AFTER_INTL = /^[^.;!?。；\n]{0,48}?(?:,\s*(?:die|der|das|den|dem|welche[nrms]?|dat|wat)\s|(?:^|[\s,])(?:qui|que|dont|cuyos?|cuyas?|che|cui|które|którzy|których|którym|который|которые|которых|которым|которая|які|яких|котрі|kteří|které|kterým|jotka|joiden|akik|amelyek|care|που|yang|koji|koje|koja|које|които|който|الذين|اللذين|اللواتي|التي|الذي|אשר|जिन्होंने|जिनके|जिनका|जिनकी|जिन्हें|जो|جنہوں|جو|که)\s|(?:^|\s)(?:with (?:the )?status|con (?:el )?estado|com (?:o )?status|avec (?:le )?statut|mit (?:dem )?Status|con (?:lo )?stato|met (?:de )?status|со статусом|зі статусом|з статусом|ze statusem|se stavem|o statusie)\s|(?:^|\s)som\s(?!(?:root|admin|sudo|en|ett|et|superuser)\b)|\sdie\s+(?:al|niet|nog|sinds|geen|langer|ouder|meer|vorige|afgelopen)\s)/u;
const REL_BEFORE_INTL = /(?:ていない|てない|していない|されていない|しなかった|なかった|した|지\s?않은|하지\s?않은|없는|안\s?한|(?:没|沒|未|不)[\u4e00-\u9fff]{1,6}(?:过|過)?的|[\u4e00-\u9fff]{1,8}过的|(?:m[ıiuü]ş|m[ae]m[ıiuü]ş|m[ae]y[ae]n|(?:ver|ed|yap|al|ol|gir|kullan|öde)[ae]n)\s*)\s*[^\s、，。,]{0,12}\s*$/u;
// cls-intlA21: the question tail about a request's result (how much / how many / how long) after a comma, in the languages
// of the room; and a head that opens on its own mutating verb (an optional please/ok first), asking nothing itself.
const QTAIL_A21 = /[,;]\s*[¿"'«„]*(?:[^,;?]{0,40}?\s)?(?:how (?:much|many|long)|wie (?:viel|viele|lange)|cu[aá]nt[oa]s?|combien|quant[oaie]|hoeveel|hoelang|hur (?:mycket|många|länge)|hvor (?:meget|mye|mange|lang|længe|lenge)|kuinka (?:paljon|kauan)|paljonko|ile|kolik|koľko|koliko|колко|сколько|скільки|πόσ[οαηες]|c[aâ]t|mennyi|hány|ne kadar|kaç|berapa|bao (?:nhiêu|lâu)|gaano|ilan|ngapi|kiasi|zenbat|qancha|quant)(?=[\s?,.:;!)]|$)[^,;]*$/iu;
const QTAIL_HYPO_A21 = /(?:^|[\s,])(?:would|could|might|würde\S*|wäre|hätte|zou|zouden|skulle|ville|бы|б|би|by|bym|byłoby|bylo|bi|bismo|θα ήταν|if|wenn|falls|jeśli|jeżeli|если|якщо|pokud|eğer|jika|kalau|nếu)(?=[\s,?]|$)|r[ií]a[ns]?(?=[\s?]|$)|rait|raient|rebbe|rebbero/iu;
const QHEAD_IF_A21 = /(?:^|[\s,])(?:if|wenn|falls|si|se|als|om|jos|jeśli|jeżeli|если|якщо|ako|pokud|ha|eğer|jika|kalau|nếu|αν|εάν)(?=[\s,]|$)|(?:r|y)?(?:sa|se|sak|sek|sam|sem|saydı|seydi)(?=\s*$)/iu;
const QHEAD_LEAD_A21 = /^[\s"'«„]*(?:(?:ok|okay|pls|please|bitte|por favor|s'il te plaît|stp|per favore|proszę|prosím|пожалуйста|будь ласка|lütfen|tolong|vă rog|te rog|kérlek|alors|so|also|dann|luego|então|quindi|ну|давай|dobra|hai|yaa?)[\s,]+)?$/iu;
function requestThenHowMuchA21(w: string, from: number, to: number, verbs: readonly { start: number; end: number; verb: string; negated?: boolean }[]): boolean {
  if (to - from > 300) return false;
  const seg = w.slice(from, to);
  const t = seg.search(QTAIL_A21);
  if (t <= 0) return false;
  const head = seg.slice(0, t);
  if (QTAIL_HYPO_A21.test(seg.slice(t)) || ASKS.test(head) || ASKS_HOW.test(head) || asksWhy(head) || /\?/.test(head)) return false;
  const v = verbs.find((u) => u.start >= from && u.start < from + t && MUTATING.has(u.verb) && !u.negated);
  if (v && QHEAD_LEAD_A21.test(w.slice(from, v.start))) return true;
  // (Verb-final heads, "prod veritabanını sil, kaç GB yer açılır?": the verb closes the head; not a condition, "silersek, …".)
  const last = verbs.find((u) => u.start >= from && u.start < from + t && MUTATING.has(u.verb) && !u.negated && !/\S/.test(w.slice(u.end, from + t)));
  return !!last && !QHEAD_IF_A21.test(head) && !/\s/.test(w.slice(last.start, last.end)) && !/(?:r|y)(?:sa|se|sak|sek|sam|sem)$/iu.test(w.slice(last.start, last.end));
}
const TR_TAG_QUESTION = /,\s*(?:tamam|olur|değil|oldu|anlaştık|anlaşıldı|okey|ok)\s+m[ıiuü]\s*$/iu;
/** cls-intl16c: "from" before a store ("z bazy produkcyjnej", "из продовой базы", "з продакшн-бази", "de la base de prod"). */
const FROM_STORE_BEFORE = /(?:^|\s)(?:z|ze|з|із|зі|из|iz|od|de|da|from|aus|von|vom|van|uit|från|fra|desde)\s+(?:\S+\s+){0,2}(?:[^\s-]+-)?$/i;
// (cls-intlA19: also a subject before the "have" — "die wir in S3 haben", "som vi har i S3", "które mamy w S3": where they are kept.)
const REL_EXISTS = /^(?:(?:wir|wij|we|vi|nous|noi|nós|my|мы|ми)\s+(?:[^\s,.;!?]+\s+){0,3}?(?:haben|hebben|har|have|avons|abbiamo|temos|mamy|máme|имеем|маємо|imamo|imao)(?=[\s,.;!?]|$)|encuentr\p{L}*|trouv\p{L}*|find\p{L}*|найд\p{L}*|znajd\p{L}*|trov\p{L}*|encontr\p{L}*|vind\p{L}*|tenemos|temos|avons|on a |haben|abbiamo|mamy|hebben|у нас|есть у нас|vi har|we have|quedan|restent|übrig|остались|ci sono ancora|c['’]\s*(?:è|e)|ci sono|c['’]era|hay|había|há|tem|il y a|est |sont |es gibt|ist |sind |liegt|liegen|есть|лежит|лежат|находи\p{L}*|jest |są |zit|zitten|staat|staan|ligt|liggen|finns|er i|er på|var |vardır|var\b|yer alan|bulunan)/iu;
const NOT_A_FILTER = /^(?:some|several|few|a_few|batch|bulk|in_bulk|many|multiple|hundreds|thousands|dozens|plusieurs|mehrere|varios|varias|vários|várias|несколько|toplu|まとめて|一括|複数|批量|多个|多條|多条|일괄|여러|пачкой|массово|stapelweise|en_lote)$/i;
/** (cls-over19) A request that opens by writing a draft ("Write a draft of …", "Could you prepare a first draft …"). */
const WRITE_A_DRAFT_O19 = /^\s*(?:please\s+)?(?:(?:can|could|would) you\s+)?(?:write|prepare|compose|put together|create|make|do|start)\s+(?:me\s+|us\s+)?(?:a|an|the|one)\s+(?:(?:first|rough|short|quick|new)\s+)?draft\b/i;

export function restrictedIntl(w: string, t: Tagged, tags: readonly Tagged[]): boolean {
  if (t.kind !== 'm' || (t.name !== 'all' && t.name !== 'mass')) return false;
  if (/^[\s\p{L}'’-]*$/u.test(w.slice(t.start, t.end)) && /^[a-z\s'’-]+$/i.test(w.slice(t.start, t.end))) {
    // English has its own readings (RESTRICT, FAR_RESTRICT): only the other languages' forms are read here.
    if (!/[\u0080-\uffff]/.test(w.slice(Math.max(0, t.start - 60), t.end + 60)) && /\b(?:the|all|every|users?|customers?)\b/i.test(w)) return false;
  }
  // A filter adjective on either side, within the noun phrase (no verb, comma or full stop between).
  for (const u of tags) {
    if (u.kind !== 'm' || u.name !== 'some' || NOT_A_FILTER.test(w.slice(u.start, u.end).replace(/\s+/g, '_'))) continue;
    const gap = u.start >= t.end ? w.slice(t.end, u.start) : u.end <= t.start ? w.slice(u.end, t.start) : '';
    if (gap.length > 28 || /[,.;!?、，。！？]/.test(gap)) continue;
    if (tags.some((x) => x.kind === 'v' && x.start >= Math.min(t.end, u.end) && x.end <= Math.max(t.start, u.start))) continue;
    return true;
  }
  const rel = REL_AFTER_INTL.exec(w.slice(t.end, t.end + 90));
  // ("Rimuovi tutto quello che c'è nella home …", everything there is in it: a relative that only says where things are is no filter.)
  if (rel && !/,\s*(?:que|qui|che|cui|dont)\s$/.test(rel[0]) && !REL_EXISTS.test(w.slice(t.end + rel[0].length, t.end + rel[0].length + 24)) && !/(?:para|así|porque|pour|afin|sorte|de modo|so|per|affinché|para que|tal|de forma)\s+(?:que|qui|che)\s/i.test(w.slice(t.end, t.end + 90).replace(/^([^]*?)(?:que|qui|che)\s[^]*$/, '$1que '))) return true;
  // (Chinese "所有一年没登录的用户", Japanese "全てのログインしていないユーザー": the clause right after "all", before its noun.)
  if (CJK_REL_AFTER_ALL.test(w.slice(t.end, t.end + 24))) return true;
  // (cls-over19) A past time before the noun in Korean, Japanese and Chinese ("지난주 주문 전부", "先週の注文をすべて",
  // "上周的订单全部"): last week's orders are a filtered set.
  if (CJK_TIME_BEFORE_ALL_O19.test(w.slice(Math.max(0, t.start - 30), t.start))) return true;
  return REL_BEFORE_INTL.test(w.slice(Math.max(0, t.start - 40), t.start));
}
const CJK_TIME_BEFORE_ALL_O19 = /(?:上个月|上個月|上月|上周|上週|上星期|昨天|先月|先週|昨日|지난\s?(?:달|주|해|달에|주에)|어제|지난번)[^，。,、；.!?\n]{0,16}$/u;
const CJK_REL_AFTER_ALL = /^[^，。,、；\s]{0,10}?(?:(?:没|沒|未|不)[\u4e00-\u9fff]{1,6}(?:过|過)?的|(?:ていない|してない|していない|されていない|しなかった)[\u3040-\u30ff\u4e00-\u9fff]|(?:지\s?않은|하지\s?않은|없는)\s?[\uac00-\ud7af])/u;
const THAI_ALL_WHO = /^ที่(?:ไม่|ยังไม่|มี|เป็น|อายุ|เก่า|ถูก|ค้าง|หมดอายุ|สร้าง|เกิน)/;
/** cls-intlB16: questions written without a final mark: Burmese ends on လဲ / လား, Armenian puts ՞ on the asked word. */
/** lead20: one English question typed without its mark ("does dropping a column lock the table in postgres", "quick question,
 *  is it safe to …", "should I rotate the key first"): an auxiliary or question word opens it, nothing ends a sentence inside,
 *  and it is not a request put as a question ("can you …", "could you …"). */
const MARKLESS_QUESTION_EN_L20 = /^(?:(?:quick\s+)?(?:question|q)\s*[,:-]\s*)?(?:does|do(?!\s+(?:not|it|this|that|the)\b)|did|is|are|was|were|has|have|should\s+(?:i|we)|can\s+(?:i|we)|could\s+(?:i|we)|would\s+(?:it|that|this)|will\s+(?:it|that|this)|how|why|what|which|when|where|who)\s(?![^.!?;\n]*[.!;\n]\s*\S)(?![^\n]*\?)(?![^\n]*,\s*(?:then|and|so|if so|if yes|if not|just|please|go ahead|otherwise)\b)[^\n]{3,200}$/i;
const MARKLESS_QUESTION_B16 = /(?:လဲ|လား)\s*။?\s*$|\u055e/;
// cls-intlB19: a question ended by its particle and no mark: Chinese 吗 / 呢 and "did … how much" (上个月给供应商打了多少钱),
// Korean -나요 / -습니까 / -까요, Japanese -ますか / -ですか, Thai ไหม / มั้ย / หรือยัง / รึเปล่า with its polite particle.
// (Only the clause's own asking words then make it talk: ASKS, STATE_ASK and the rest, as with a mark.)
const MARKLESS_QUESTION_B19 = /(?:吗|嗎|呢|怎么说|怎麼說|怎么写|怎麼寫|什么意思|什麼意思|是什么|是什麼|怎么办|怎麼辦)\s*$|(?:了|过|過)(?:多少|几|幾)|(?:나요|습니까|니까|까요)\s*$|(?:ますか|ですか|でしょうか|ましょうか)\s*$|(?:ไหม|มั้ย|หรือยัง|รึยัง|รึเปล่า|หรือเปล่า|หรือไม่|เหรอ|หรอ)\s*(?:ครับ|คะ|ค่ะ|คับ|นะ)?\s*$|(?:^|\s)(?:कितने|कितना|कितनी|कौन|कब|کتنے|کتنا|کتنی|کون|کب)\s[^.!?।۔]*(?:था|थे|थी|है|हैं|تھا|تھے|تھی|ہے|ہیں)\s*$/;
// cls-intlB20: chat questions without a mark: zh "who … 了/的" (上周谁把生产库删了), Hinglish "… karne se kya hoga", "karun kya",
// ja "…したらどうなるの" / "…戻せる": the clause asks. (A value asked for, "password kya hai", is the secret reader's.)
const LATER_TIME_B20 = /(?:下周|下週|下个月|下個月|明天|后天|後天|下次|来週|來週|明日|明後日|来月|次回|다음\s?주|내일|모레|다음\s?달|다음\s?번)[^。！!，,]{0,8}$/;
const BEFORE_TIME_B20 = /^(?:\s?(?:的)?(?:前|之前|以前)(?![端台面])|(?:する)?前に|の前に|하?기\s?전에?|\s?전에)/;
/** cls-intlB20: a request said as a polite question ("배포 부탁드려도 될까요", "デプロイをお願いできますでしょうか", "能不能帮我…",
 *  "ياريت …", "kar sakte ho?"): the act is asked for, not asked about. */
const POLITE_REQUEST_B20 = /부탁(?:드려도|해도|드립니다|드려요|합니다|해요|드릴게요)|해\s?주실\s?수|해\s?주시겠|お願い(?:でき|します|いたします|したい)|いただけ(?:ます|ません|る)|してもらえ|拜托|拜託|麻烦你|麻煩你|能不能帮|能不能幫|可以帮我|可以幫我|唔該|唔该|يا\s?ريت|لو\s+سمحت|(?:^|\s)kar\s+(?:sakte|sakti|sakoge|doge|dogi|denge|dijiye)(?=\s|$)/i;
const REMIND_B20 = /提醒我|提醒一下我|リマインド|思い出させて|리마인드|리마인더|알림\s?설정|yaad\s+dila|याद\s+दिला|یاد\s+دلا|ذكرني|ذكّرني|תזכיר\s+לי|เตือน(?:ฉัน|ผม)/;
const REMIND_NEAR_B20 = /提醒我[^。！!，,]{0,12}$|^[^。！!]{0,12}(?:提醒我)|提醒我[^。！!]{0,14}|^[^。.!]{0,24}(?:ように|よう)?\s?(?:リマインド|思い出させて)|^[^.!]{0,24}(?:라고|하라고|할\s?때)?\s?(?:리마인드|리마인더|알림\s?설정)|^[^.!]{0,24}(?:ka|ki|ke)?\s*yaad\s+dila|^[^।.!]{0,24}याद\s+दिला|^[^.!]{0,24}یاد\s+دلا|(?:ذكرني|ذكّرني)|תזכיר\s+לי|เตือน(?:ฉัน|ผม)/;
const MARKLESS_QUESTION_B20 = /(?:谁|誰)[^。！!，,；;]{0,30}(?:了|的)\s*$|(?:^|\s)(?:kya\s+hoga|kya\s+hota\s+hai|kya\s+ho\s+ja(?:y|e)ga|(?:kar|dekh|chala|bhej|hata|daal|dal)(?:u|oo|un|oon|ein|en)\s+kya|chahiye\s+kya|kisne\s+[^.!?]{1,60}|(?:kahan|kahaan|kidhar|kaha|kab|kyun|kyon|kaise|kaun|kitna|kitne|kitni)\s+(?:[^\s.!?]+\s+){0,4}(?:hai|hain|tha|the|thi|hoga|hogi|rakha\s+hai))\s*$|(?:どうなるの|どうなる|どうなっちゃう|戻せる|戻せるの|復旧できる|復元できる)\s*$/i;
/** cls-intlB19: a Thai request said as a question ("ช่วยลบ…ได้ไหม?", "รบกวน…ได้ไหมคะ", "…ให้หน่อยได้ไหม"): the
 *  asking word (ไหม) is politeness, as "Could you delete …?" is a request. A question of possibility ("ถ้า…จะ…ได้ไหม"),
 *  of risk or of how and why stays a question. */
const THAI_REQUEST_B19 = /ช่วย(?!เหลือ)|รบกวน|กรุณา|โปรด(?!ัก)|หน่อย|ให้ที/;
const THAI_CAN_B19 = /ได้(?:ไหม|มั้ย|ป่ะ|ปะ|หรือเปล่า|รึเปล่า)/;
const THAI_ASKS_B19 = /ถ้า|หาก|จะ[\u0e00-\u0e7f\s]{0,40}ได้(?:ไหม|มั้ย)|ควร|อย่างไร|ยังไง|ทำไม|เสี่ยง|ปลอดภัย|อันตราย|เท่าไร|เท่าไหร่|ใคร/;
export function thaiRequestB19(seg: string): boolean {
  if (!/[\u0e00-\u0e7f]/.test(seg)) return false;
  if (/อย่างไร|ยังไง|ทำไม/.test(seg)) return false;
  return THAI_REQUEST_B19.test(seg) || (THAI_CAN_B19.test(seg) && !THAI_ASKS_B19.test(seg));
}
/** cls-intlB16: "don't" inside the verb's own word (Kannada -ಬೇಡ, Malayalam -രുത്, Burmese …နဲ့ / Amharic አት-, Burmese မ-). */
// (cls-intlB17: also the light verb after a loanword, its negation joined to it: Tamil "டிராப் பண்ணாதே", "செய்யாதீர்கள்",
// Telugu "డ్రాప్ చేయొద్దు", "చేయకండి", Kannada "ಮಾಡಬೇಡಿ".)
const JOINED_DONT_AFTER = /^(?:[\u0c80-\u0cff]*ಬೇಡ|[\u0d00-\u0d7f]*രുത്|[\u1000-\u109f]*နဲ့|\s?[\u0b80-\u0bff]*(?:ாதே|ாதீர்கள்|ாதீங்க|ாதீர்)(?![\u0b80-\u0bff])|\s?[\u0c00-\u0c7f]*(?:ొద్దు|వద్దు|కండి|కూడదు)(?![\u0c00-\u0c7f]))/;
const JOINED_DONT_BEFORE = /(?:አት|[^\u1000-\u109f]မ|^မ)$/;
/** cls-intlB17: "don't" joined to the verb or to the light verb after it (the tests above), for the second reading too. */
export function joinedDont(w: string, t: { start: number; end: number }): boolean {
  return JOINED_DONT_AFTER.test(w.slice(t.end, t.end + 14)) || JOINED_DONT_BEFORE.test(w.slice(Math.max(0, t.start - 2), t.start));
}

/** cls-intlB15: "why" inside a verb-final question ("प्रोडक्शन डिप्लॉय क्यों फेल हुआ?", "ڈیپلائے کیوں ناکام ہوا؟", "운영 배포가 왜 실패했나요?"). */
const THAI_QUESTION = /^\s*ทำไม|(?:หรือไม่|หรือเปล่า|อย่างไร|ยังไง|เหรอ|คืออะไร|หมายถึงอะไร|ทำอะไร|(?:จะ)?เกิดอะไรขึ้น|จะเป็นยังไง|จะเป็นอย่างไร)\s*$/; // (cls-intlB17: "…คืออะไร", what is …, "…ทำอะไร", what does … do)
const WHY_INSIDE_B15 = /(?:^|\s)(?:क्यों|क्यूँ|کیوں|কেন|چرا|왜)(?=[\s?？؟]|$)|なぜ|どうして|ทำไม/;
const HYPO_IF = /^(?:if|si|se|wenn|falls|als|jeśli|jeżeli|если|якщо)$/;
/** POLITE_IF with the words of its clause after it, up to the verb. */
const POLITE_IF_BEFORE = /(?:\b(?:it|that|this)\s+would|\b(?:it|that)['’]d|\bwould|\b(?:i|we)(?:['’]d|\s+would))\s+(?:be\s+(?:really\s+|so\s+|very\s+)?(?:great|nice|good|helpful|awesome|ideal|lovely|wonderful|perfect|appreciated|fantastic|amazing|better|best|grateful|super|glad|happy|thankful)|(?:really\s+)?(?:appreciate|love|like|prefer)(?:\s+it)?)\s+if\s+[^.;!?]{0,50}$/i;
const BARE_REPAIR = /^\s*(?:(?:then|next|now|finally|and)\s+)?(?:fix|fix it|fix them|fix this|fix that|fix those|refactor|refactor it|refactor this|tweak|tweak it|correct it|rewrite it|restructure it|clean it up|polish|polish it)(?:\s+(?:up|a bit|as needed|accordingly|if needed|properly))?\s*[.!]?\s*$/i;
const VERSION_BUMP = /\b(?:bump|bumps|bumping|bumped|update|updates|updating|increment|increments|incrementing|set|sets|setting|change|changes|changing|raise|raises|raising)\s+(?:the\s+|our\s+|its\s+|a\s+|my\s+)?(?:(?!deploy|prod|production|live)[\w.-]+\s+){0,2}versions?\b/i;
const VERSION_LIVE = /\b(?:deploy\w*|publish\w*|releas\w*|roll\w*\s+out|prod|production|live|staging|cluster|clusters|database|db|engine|runtime|node pool|kubernetes|k8s|eks|gke|aks|rds|postgres\w*|mysql|redis|kafka|elasticsearch|server|servers|instance|instances|fleet|firmware|os|kernel)\b/i;
const ASK_WHICH_HINT = /\b(?:ask|asking|check|checking|confirm|confirming)\b/i;
/** "ask you whether / which / if …", "check with the user which …", "ask whether you want …" (cls-plan14). */
const ASK_WHICH = /\b(?:(?:ask|asking|check with|checking with|confirm with|confirming with)\s+(?:you|the user|the person|the owner|the team|me|us)(?:\s+first)?\s+(?:whether|if|which|what|how many)|(?:ask|asking)\s+(?:whether|if)\s+(?:you|the user|the team)\s+(?:want|wants|would like|agree|approve)s?)\b/gi;
/** cls-plan14: an "if" that opens a polite request ("it would be great if", "I'd appreciate it if", "would be grateful if"). */
const POLITE_IF = /(?:\b(?:it|that|this)\s+would|\b(?:it|that)['’]d|\bwould)\s+be\s+(?:really\s+|so\s+|very\s+)?(?:great|nice|good|helpful|awesome|ideal|lovely|wonderful|perfect|appreciated|fantastic|amazing|better|best|grateful|super)\s+if$|\b(?:i|we)(?:['’]d|\s+would)\s+(?:really\s+)?(?:appreciate|love|like|prefer)\s+(?:it\s+)?if$|\b(?:i|we)(?:['’]d|\s+would)\s+be\s+(?:very\s+|really\s+)?(?:grateful|glad|happy|thankful)\s+if$/i;
/**
 * One short sentence in the conditional opened by "if" ("Wenn wir … löschen würden, wäre alles weg", "Si on
 * supprimait …, on perdrait tout"): a hypothetical, for the raise-only second reading to leave alone.
 */
export function hypothetical(w: string): boolean {
  if (w.length > 200 || /[.;!?。]\s*\S/.test(w.trim().replace(/[.!?。]+$/, ''))) return false;
  // One sentence that names a capability and declines it ("I could …, but I won't") is talk, like a hypothetical.
  if (DECLINED.test(w)) return true;
  if (!HYPO_MOOD.test(w)) return false;
  if (/\bif\b/i.test(w) && POLITE_IF.test(w.slice(0, (/\bif\b/i.exec(w)?.index ?? 0) + 2))) return false;
  if (POLITE_IF_INTL.test(w)) return false;
  HYPO_IF_WORD.lastIndex = 0;
  return HYPO_IF_WORD.test(w) || /^\s*(?:if|si|se|als|jeśli|jeżeli|если|якщо)\s/.test(w);
}
/**
 * cls-intlA17: the same polite "if" in the European languages ("Es wäre super, wenn du … löschen könntest", "Ich wäre dir
 * dankbar, wenn …", "Sería genial si …", "Ce serait top si …", "Sarebbe perfetto se …", "Было бы здорово, если бы ты …").
 */
const POLITE_IF_INTL = /(?:^|\s)(?:(?:(?:es|das)\s+)?wäre\s+(?:\S+\s+)?(?:super|toll|schön|nett|gut|klasse|prima|cool|hilfreich|ideal|perfekt|großartig|genial|spitze)|(?:ich|wir)\s+wären?\s+(?:dir|euch|ihnen|sehr\s+)?(?:sehr\s+)?dankbar|sería\s+(?:\S+\s+)?(?:genial|estupendo|ideal|perfecto|buenísimo|bueno|útil|fantástico)|(?:ce\s+)?serait\s+(?:\S+\s+)?(?:super|top|génial|parfait|idéal|bien|sympa)|sarebbe\s+(?:\S+\s+)?(?:perfetto|fantastico|ottimo|utile|ideale|bello|top)|seria\s+(?:\S+\s+)?(?:ótimo|otimo|perfeito|ideal|bom|incrível|útil)|het\s+zou\s+(?:\S+\s+)?(?:fijn|top|mooi|handig|ideaal)\s+zijn|было\s+бы\s+(?:\S+\s+)?(?:здорово|отлично|хорошо|неплохо|классно|супер)|byłoby\s+(?:\S+\s+)?(?:super|świetnie|dobrze|idealnie)|mi\s+faresti\s+un\s+(?:gran\s+|grande\s+)?favore|me\s+farias\s+um\s+favor)\s*,?\s+(?:wenn|si|se|als|если|jeśli|gdyby\S*)(?=\s)/i;
const HYPO_IF_WORD = /(?:^|\s)(?:wenn|falls|gdyby\S*|kdyby\S*|om|hvis|jos|ha|dacă|eğer|jika|kalau|seandainya|nếu|αν|אם|لو|اگر|अगर)\s|如果|もし|만약/g;
/** The conditional mood of a hypothetical ("would crash", "serait", "perdrait", "würde", "sería", "perderebbe"). */
const DECLINED = /\b(?:i|we)\s+(?:could|can|might)\b[^.;!?]{0,100}?,?\s+but\s+(?:i|we)(?:\s+|(?=['’]))(?:won't|will not|am not going to|['’]m not going to|are not going to|['’]re not going to|shan't|don't want to)\b|\b(?:ich|wir)\s+(?:könnte|könnten|kann|können)\b[^.;!?]{0,100}?,?\s+aber\s+(?:ich|wir)\s+(?:werde|werden|will|wollen|tue|tun|mache|machen)\s+(?:es\s+|das\s+)?nicht\b|\b(?:podría|podríamos|puedo|podemos)\b[^.;!?]{0,100}?,?\s+pero\s+no\s+(?:lo\s+|la\s+|los\s+|las\s+)?(?:voy|vamos|haré|haremos|quiero)\b|\b(?:je|nous)\s+(?:pourrais|pourrions|peux|pouvons)\b[^.;!?]{0,100}?,?\s+mais\s+(?:je|nous)\s+ne\s+(?:le\s+|la\s+|les\s+)?(?:ferai|ferons|vais|veux)\b/i;
/** A prohibition right before the read it forbids ("don't print", "never show"), not a waiver ("don't ask before printing"). */
/** cls-intlB15: the same prohibitions in Chinese, Hindi/Urdu, Arabic, Hebrew and Thai (before the verb) … */
const READ_FORBIDDEN_B15 = /(?:不要|别|別|勿|不准|禁止|不能|请勿|請勿)[^，。,.!?？]{0,10}$|(?:^|\s)(?:मत|نہ|مت|لا|אל|אסור|อย่า|ห้าม)\s+(?:\S+\s+){0,3}$|(?:อย่า|ห้าม)\S{0,12}$/;
/** … and after it in Japanese, Korean, Marathi, Telugu and Tamil ("表示しないで", "보여주지 마", "दाखवू नका"). */
const READ_FORBIDDEN_AFTER_B15 = /^\S{0,6}?(?:ないで|지\s?마|지\s?말|지마)|^\S{0,4}\s+(?:नका|नको|వద్దు|வேண்டாம்)/;
/** cls-over16: a note forbids handling a secret ("never print API keys", "don't paste secrets into …") and no step left
 *  standing handles one (a clause with a secret and a verb not ruled out), nor does the note waive asking. */
function secretRestrained(verbs: readonly VerbHit[], live: readonly VerbHit[], objs: readonly ObjHit[], w: string): boolean {
  const secretIn = (c: number, after: number) => objs.some((o) => (o.obj === 'secret' || o.obj === 'vault') && o.clause === c && o.start >= after);
  if (!verbs.some((v) => v.negated && READ_FORBIDDEN_BEFORE.test(w.slice(Math.max(0, v.start - 16), v.start)) && secretIn(v.clause, v.end))) return false;
  return !live.some((v) => !v.negated && secretIn(v.clause, 0)) && !memoryWaives(w);
}
/** cls-over16: a participle or state word saying something is off (disabled, deaktiviert, desactivado, wyłączony, tắt …). */
const OFF_STATE = /^(?:disabled|deactivated|inactive|deaktiviert|ausgeschaltet|inaktiv|desactivad[oa]s?|desativad[oa]s?|disattivat[oa]|disabilitat[oa]|désactivée?s?|wyłączon[yae]|nieaktywn[yae]|выключенн\p{L}*|отключенн\p{L}*|вимкнен\p{L}*|uitgeschakeld|inaktiverad|deaktivert|deaktiveret|tắt)$/iu;
/** cls-over16: the off-word right after a comma that follows a creation in the same sentence, with no object after it. */
function createdOff(w: string, t: Tagged, tags: readonly Tagged[]): boolean {
  const word = /^[\p{L}-]+/u.exec(w.slice(t.start, t.start + 40))?.[0] ?? '';
  if (!OFF_STATE.test(word) || !/,\s*$/.test(w.slice(Math.max(0, t.start - 4), t.start))) return false;
  if (!tags.some((x) => x.kind === 'v' && x.name === 'create' && x.end <= t.start && !/[.;!?\n\u3002]/.test(w.slice(x.end, t.start)))) return false;
  const end = t.start + word.length;
  const rest = (/^[^.;!?\n\u3002,]*/.exec(w.slice(end))?.[0] ?? '').length;
  return !tags.some((x) => x.kind === 'o' && x.start >= end && x.start < end + rest && x.name !== 'container');
}
/** cls-over16: the words before a device that make it the place where something happens ("on this laptop", "from my machine"). */
const OWN_DEVICE_PLACE = /\b(?:on|from|in)\s+(?:this|my|the|our)\s+(?:local\s+|own\s+|dev\s+)?$/i;
/**
 * cls-intlA18: the same forbidding in the European languages — a negator right before the verb ("Nie pokazuj hasła",
 * "Ne montre pas le mot de passe", "Не показывай пароль", "No muestres la contraseña", "Älä näytä salasanaa"). (German
 * "Zeig das Prod-Passwort nicht" is not yet marked negated: a known gap.)
 */
const READ_FORBIDDEN_A18 = /(?:^|[\s,;])(?:nie|ne|не|ні|no|não|nao|non|niet|inte|ikke|ekki|ära|älä|μην|nu|nem|nunca|jamais|nigdy|nikdy|nikada|никогда|ніколи|aldrig|nooit|mai|asla|hiç)\s+(?:(?:te|me|mi|mu|mir|ми|мне|мені|lo|la|le|les|los|las|il|ihn|es|sie|go|jej|je|ho|его|её|их|ему)\s+)?$/iu;
const READ_FORBIDDEN_BEFORE = /(?:^|\s)(?:don['’]t|dont|do not|never|must not|mustn['’]t|should not|shouldn['’]t)\s+(?:ever\s+)?$/i;
const HYPO_MOOD = /[a-zñ]r[íi]a(?:n|mos)?(?=[\s.,;!?]|$)|[a-zéè]r(?:ais|ait|ions|iez|aient)(?=[\s.,;!?]|$)|[a-z]rebbe(?:ro)?(?=[\s.,;!?]|$)|(?:^|\s)(?:gdyby\S*|kdyby\S*)(?=\s)|\b(?:i|we|you|they|he|she|it)['’]d\s+(?!like\b|love\b|prefer\b|rather\b|appreciate\b|want\b)|\b(?:would|wouldn't|could|might|würde|würden|wäre|serait|ferait|pourrait|aurait|sería|pasaría|seria|aconteceria|sarebbe|succederebbe|zou|zouden|byłoby|было бы|бы)\b/;
/** A document's words reported: the verbs after it are what the document says, not what the agent does. */
/** (cls-en16) An approval that closes the text after reported words: "…; go ahead", "…, so do it now", "… Please proceed." */
const APPROVED_AFTER = /^[^?]*?[;,.!:\u2014\u2013-]\s*(?:so\s+|ok(?:ay)?,?\s+|and\s+)?(?:please\s+)?(?:go\s+ahead(?:\s+and\s+do\s+(?:it|that|so))?|do\s+(?:it|that|so)|proceed|make\s+it\s+so|let['’]?s\s+do\s+(?:it|that)|(?:apply|implement|action)\s+(?:it|that|this))(?:\s+(?:now|today|please|then))*\s*[.!]?\s*$/i;
// (cls-benign19: also a PR's description, release notes, a commit message, a report, a log, a postmortem, a spec.)
const ACCORDING_HINT_B19 = /\b(?:according|per|based)\b/i;
const ACCORDING_B19 = /(?:^|[.!?;]\s+)(?:according\s+to|as\s+per|per|based\s+on|judging\s+by)\s+(?:the\s+|our\s+|this\s+|that\s+)?(?:[\w-]+\s+){0,2}?(?:logs?|audit\s+logs?|audit\s+trail|cloudtrail|runbook|docs|documentation|report|ticket|description|changelog|history|timeline|post-?mortem|alert|dashboard|release\s+notes|commit\s+message|wiki|spec|readme)\s*,\s*/gi;
const REPORTED = /\b(?:runbook|playbook|readme|docs|documentation|doc|guide|manual|wiki|article|ticket|issue|comment|tutorial|answer|changelog|instructions|sop|procedure|checklist|the note|the email|the message|description|release notes|commit message|report|postmortem|post-mortem|log|spec|rfc)\s+(?:\S+\s+){0,2}?(?:says?|said|suggests?|recommends?|reads|mentions?|tells (?:you|us|me) to|asks (?:you |us |me )?to|wants (?:you|us|me) to|instructs? (?:you|us|me) to)\b(?:\s+to\b)?/g;

/** A setting named for a safeguard ("ssl_verify", "requireMfa", "deletion-protection"): switching it off weakens it. */
// (cls-api16: a setting's label in quotes, 'set "User must authenticate with" to …': the closing quote before "to".)
const GUARD_SETTING = /\b[\w./-]*(?:verify|verification|ssl|tls|mfa|2fa|auth|protect|encrypt|firewall|csrf|captcha|audit)[\w./-]*\s+(?:\w+\s+){0,2}(?:\w+["'”]\s+)?(?:from\s+[^.;]{1,30}?\s+)?to\b/i;

const MONITORING = /\b(?:monitors?|monitoring|alerts?|alerting|alarms?|paging|pagerduty|opsgenie|uptime checks?|health checks?)\b/;
/** A visibility set to public after the thing named ("… op openbaar", "… to public", "… öffentlich machen"). */
/** The whole world as the complement of "open" ("to the whole internet", "à tout le monde", "für alle", "a todo el mundo"; not "for everyone to review"). */
const TO_EVERYONE = /(?:^|[^\p{L}])(?:to|à|a|für|dla|для)\s+(?:(?:the|tout|toute|todo|toda|tutto|das|el|o|le|la|il)\s+){0,2}(?:(?:whole|entire|ganze|gesamte)\s+)?(?:internet|world|public|everyone|everybody|anyone|monde|mundo|mondo|welt|alle|tous|todos|tutti|wszystkich|всех)(?![\p{L}])/iu;
const PUBLIC_COMPLEMENT = /(?:^|\s)(?:to|op|auf|en|sur|a|em|para|na|на|till|på|til|as)\s+["']?(?:public|openbaar|öffentlich|publique?|público|pública|publico|pubblico|publiczn\w*|veřejn\w*|публичн\w*|offentlig|julkinen)\b|\b(?:öffentlich|openbaar|public|publique|publiczn\w*)\s+(?:machen|maken|make|rendre|zrobić)\b/;

/** (cls-plan21) Money that goes back to the company's customers; money that goes out to someone else. */
const REFUND_CLASS_P21 = /\b(?:refund\w*|credits?|credit\s+notes?|discounts?|comps?|goodwill|store\s+credit|reimburs\w*|chargebacks?)\b/i;
const PAY_OUT_P21 = /\b(?:wire\w*|transfer\w*|payouts?|pay\s+out|payees?|recipients?|vendors?|suppliers?|contractors?|new\s+(?:accounts?|payees?)|any\s+(?:account|address|iban|wallet|one|person|recipient)|to\s+(?:anyone|anybody|whoever|everyone))\b/i;
/** What a standing approval covers: money to anyone, whatever the amount, is the worst of it. */
function preapproval(tags: readonly Tagged[], w: string, mods: number, what: string): Act {
  // Money moved, not rows that mention money ("fix whatever invoice rows look wrong" edits records).
  const money = tags.some((t) => t.kind === 'v' && (t.name === 'pay' || t.name === 'refund' || t.name === 'charge')) || (tags.some((t) => t.kind === 'o' && t.name === 'money') && !/\b(?:rows?|records?|entries|fields?|columns?)\b/i.test(w));
  // "any customer up to $5,000", "bis 10.000 €", "jusqu'à 500 €": a cap bounds the amount, whoever is paid.
  const capped = /\b(?:up to|at most|no more than|not more than|max(?:imum)?(?:\s+of)?|under|below|less than|bis (?:zu )?|jusqu['’]à|hasta|até|fino a)\s*(?:[$€£¥]|usd|eur|gbp)?\s?\d/i.test(w);
  const lifted = moneyUnbounded(w);
  const unbounded = lifted || (!capped && /\b(?:any|every|all|whatever|unlimited|no limit|regardless)\b/i.test(w));
  // (cls-plan21) Refunds, credits and discounts of any size go back to the company's own customers: a standing approval of
  // them is dangerous (large live refunds no longer asked about), not a large transfer to anyone (forbidden). Payouts,
  // transfers and wires to any or new recipients keep that reading.
  const toOwnCustomers = (money || lifted) && unbounded && REFUND_CLASS_P21.test(w) && !PAY_OUT_P21.test(w);
  return { verb: 'preapprove', obj: money || lifted ? 'money' : 'unknown', scope: (money || lifted) && unbounded ? (toOwnCustomers ? 'some' : 'all') : 'one', mods, what };
}

/** cls-plan17: a credential said with its value in a note ("the prod DB password is Xq7!pL2#rT9", "token: abc123…"). */
const SAID_SECRET = /\b(?:password|passwd|passphrase|secret|api key|token|pin)\b[^.;\n]{0,30}?\b(?:is|=|:)\s*[`'"]?(?=[^\s`'"]*[0-9!#%&*@$])(?=[^\s`'"]*[A-Za-z])[^\s`'"]{6,}/i;
/** A credential's value written out: a token, key or password, not a reference to one. */
const SECRET_VALUE = /\b(?:sk|rk)_live_\w{3,}|\b[a-z][a-z0-9+.-]{1,20}:\/\/[^\s:@/`"']{1,64}:(?![$<{%*])(?!(?:password|passwd|pass|pwd|secret|changeme|xxx+|redacted|example)@)(?=[^\s@/`"']*[0-9!#%&+])[^\s@/`"']{4,}@|\bghp_\w{8,}|\bgithub_pat_\w{8,}|\bglpat-\w{8,}|\bAKIA[0-9A-Z]{12,}|\bxox[abpr]-[\w-]{8,}|-----BEGIN [A-Z ]*PRIVATE KEY|\bAIza[\w-]{20,}|\bsk-[A-Za-z0-9]{20,}|\bpassword\s*[:=]\s*(?![$<{%])[^\s`"'<>*]{6,}|\b(?:password|passwd|passphrase|secret(?: key)?|api[ _-]?key|access[ _-]?key|token|contraseña|mot de passe|passwort|kennwort|senha|пароль)\b[^.\n]{0,40}?(?:\b(?:is|est|ist|es|é|это)\b|[:=])\s*[`"']?(?![$<{%])(?=[^\s`"']*\d)(?=[^\s`"']*[A-Za-z])[^\s`"'<>*]{6,}|(?:パスワード|密码|비밀번호)[^。\n]{0,20}?(?:は|是|는|:|：)\s*(?=[^\s]*\d)[!-~]{6,}/i;

/** The object a verb acts on: the nearest object after it in its clause, else before it, else in the sentence. */
/** (cls-edit26) A condition opened after the verb, and the state its subject is said to be in. */
const CONDITION_SUBJECT_E26 = /\b(?:when|whenever|if|once|until|unless|while|as soon as)\s+(?:the\s+|its\s+|our\s+|a\s+)?(?:[\w-]+\s+){0,2}$/i;
const STATE_AFTER_E26 = /^\s*(?:is|are|gets?|goes|go|reaches|reach|hits|hit|fills|fill|runs|exceeds|exceed|becomes|drops|falls|crosses|passes|climbs|usage|space)\b/i;
function objectNear(objs: readonly ObjHit[], v: { start: number; end: number; clause: number }, w = ''): ObjHit | undefined {
  let best: ObjHit | undefined;
  let bestDist = Infinity;
  let strong: ObjHit | undefined;
  for (const o of objs) {
    let d = o.start >= v.end ? o.start - v.end : (v.start - o.end) * 1.5 + 5;
    if (o.clause !== v.clause) d += 400;
    const locative = namedAsPlace(o, w);
    // "Datensätze aus der Produktionsdatenbank löschen", "사용자 테이블에서 계정 3개를 삭제": a store named as where the
    // things come from is a place; the thing named without a place word is what the verb acts on.
    if (locative && o.start < v.start && objs.some((x) => x !== o && x.clause === v.clause && x.start < v.start && !x.path && !namedAsPlace(x, w))) d += 60;
    // cls-intlB15: "生产环境里删除编号为 4821 的订单", "本番環境で … を削除": a place before the verb, the thing named after it.
    else if (locative && o.start < v.start && objs.some((x) => x !== o && x.clause === v.clause && x.start >= v.end && !x.path && !namedAsPlace(x, w))) d += 60;
    // ("正式環境資料庫裡的訂單": an environment word joined to the next noun, with no space, modifies it.)
    const joinedEnv = o.obj === 'container' && /[\u3040-\u9fff]/.test(w[o.end - 1] ?? '') && objs.some((x) => x.start === o.end);
    if (joinedEnv) d += 60;
    // cls-intl16c: "usuwam z bazy produkcyjnej jeden rekord", "Видаляю з продакшн-бази всі замовлення …": after the verb
    // too, a store named as where things come from is a place when a thing named without a place word follows it.
    else if (locative && o.start >= v.end && (o.obj === 'database' || o.obj === 'container' || o.obj === 'bucket') && FROM_STORE_BEFORE.test(w.slice(Math.max(0, o.start - 30), o.start)) && objs.some((x) => x !== o && x.clause === v.clause && x.start > o.end && !x.path && !/(?:^|\s)(?:z|ze|з|із|зі|из|iz|od|from|de|da|aus|von|in|w|в|на|na|у)\s+(?:\S+\s+)?$/i.test(w.slice(Math.max(o.end, x.start - 24), x.start)) && (x.obj === 'record' || x.obj === 'account' || x.obj === 'pii' || x.obj === 'message' || x.obj === 'doc' || x.obj === 'file'))) d += 60;
    // ("删除生产环境中已取消的订单": after the verb too, a place or owner marked before a later noun is not the head.)
    else if (o.start >= v.end && SOURCE_AFTER.test(w.slice(o.end, o.end + 3)) && objs.some((x) => x !== o && x.clause === v.clause && x.start > o.end && !x.path && !namedAsPlace(x, w))) d += 60;
    if (d < bestDist) {
      bestDist = d;
      best = o;
    }
    // (cls-edit26) "Delete old backups whenever the disk goes above 80%": the subject of a condition after the verb is
    // what the condition watches, not what the verb acts on.
    const watched = o.start > v.end && STATE_AFTER_E26.test(w.slice(o.end, o.end + 24)) && CONDITION_SUBJECT_E26.test(w.slice(Math.max(v.end, o.start - 48), o.start));
    if (o.clause === v.clause && !locative && !joinedEnv && !o.ident && !watched && (o.obj === 'database' || o.obj === 'whole' || o.obj === 'repo' || o.obj === 'container' || o.obj === 'audit' || o.obj === 'device' || o.obj === 'pii' || o.obj === 'secret' || o.obj === 'home' || o.obj === 'root' || o.obj === 'security' || o.obj === 'backup' || o.obj === 'queue' || o.obj === 'bucket' || o.obj === 'table')) {
      if (!strong || rankOf(o.obj) > rankOf(strong.obj)) strong = o;
    }
  }
  // A compound noun names its head last ("the team budget spreadsheet"), except a container
  // word right after the verb ("DROP TABLE factures", "delete bucket logs").
  if (best && best.start >= v.end && !CONTAINER_WORD.has(best.obj)) {
    const sorted = [...objs].sort((x, y) => x.start - y.start);
    let k = sorted.indexOf(best);
    while (k >= 0 && k + 1 < sorted.length) {
      const nx = sorted[k + 1] as ObjHit;
      if (nx.start - (sorted[k] as ObjHit).end > 2 || nx.clause !== best.clause) break;
      k++;
    }
    if (k >= 0) best = sorted[k] as ObjHit;
  }
  // "the RDS snapshots", "database backups", "volume snapshots": a store named right before a backup word is whose copy
  // it is; the copy is what is acted on.
  let copyOf: ObjHit | undefined;
  // Head-first languages put the store after the copy ("les snapshots RDS"): adjacent either way, the copy wins.
  if (best && best.start >= v.end && CONTAINER_WORD.has(best.obj) && best.obj !== 'backup') {
    const b = best;
    const nx = objs.find((o) => o.obj === 'backup' && o.clause === b.clause && (o.start > b.end ? o.start - b.end <= 2 : o.end <= b.start && b.start - o.end <= 2));
    if (nx) {
      copyOf = b;
      best = nx;
    }
  } else if (best && best.obj === 'backup' && best.start >= v.end) {
    const b = best;
    copyOf = objs.find((o) => o !== b && CONTAINER_WORD.has(o.obj) && o.clause === b.clause && (o.start > b.end ? o.start - b.end <= 2 : b.start - o.end <= 2));
  }
  if (copyOf && strong === copyOf) return best;
  // A stronger object in the same clause wins over a nearer generic one ("the production namespace and everything in it"),
  // unless the nearer one is a path the verb names directly.
  if (strong && best && !strong.path && !best.path && rankOf(strong.obj) > rankOf(best.obj)) return strong;
  // cls-benign15: a second object joined by "and" to the path the verb names ("Delete node_modules and the production
  // database", "Lösche den node_modules-Ordner und die Produktionsdatenbank") is acted on too: the stronger one counts.
  if (strong && best && best.path && !strong.path && strong.start > best.end && rankOf(strong.obj) > rankOf(best.obj) && AND_SECOND_OBJECT.test(w.slice(best.end, strong.start))) return strong;
  return best;
}
/** cls-benign15: "and" (in the lexicon's languages) and a few words between a first object and a second one. */
const AND_SECOND_OBJECT = /^[\p{L}-]*(?:\s+[\p{L}-]+){0,2}[\s,]+(?:and|und|y|e|et|en|och|og|i|и|ve|dan|và|oraz|a)\s+(?:(?:the|our|my|all|every|den|die|das|der|la|le|les|el|los|las|il|lo|het|de|o|os|as|toda|todas|tous|toutes|tutte|tutti|alle)\s+)?(?:(?:prod|production|staging|live|whole|entire|main|shared|old)\s+)?$/iu;

/** An object named as a place (LOCATIVE before it or SOURCE_AFTER after it). objectNear asks this for every verb ×
 *  object, which made a long text quadratic; the answer depends only on the object's span and the text, so it is kept
 *  per object (spans are never changed after an ObjHit is made). */
const PLACE_OF = new WeakMap<ObjHit, { w: string; place: boolean }>();
function namedAsPlace(o: ObjHit, w: string): boolean {
  // A short text has few verbs and objects: asking again costs less than keeping the answer.
  if (w.length < 400) return LOCATIVE.test(w.slice(Math.max(0, o.start - 30), o.start)) || SOURCE_AFTER.test(w.slice(o.end, o.end + 3)) || placeCase(o, w) || slavicInPlace(o, w) || nordicInPlace(o, w);
  const kept = PLACE_OF.get(o);
  if (kept && kept.w === w) return kept.place;
  const place = LOCATIVE.test(w.slice(Math.max(0, o.start - 30), o.start)) || SOURCE_AFTER.test(w.slice(o.end, o.end + 3)) || placeCase(o, w) || slavicInPlace(o, w) || nordicInPlace(o, w);
  PLACE_OF.set(o, { w, place });
  return place;
}

const DRAFT_AFTER_SEND_WORD = /^(?:的|の)?\s?(?:草稿|草案|初稿|下書き|ドラフト|초안|드래프트)/;
/** cls-intlB15: the person's approval as the gate before a step, in the languages outside Latin script (with the words up to the verb). */
const GATE_BEFORE_B15 = /(?:(?:等|待)?(?:我|你|您)(?:确认|確認|批准|同意|审批|審批|点头|點頭)(?:了)?(?:之)?后|确认后|確認後|批准后|批准後|(?:제가|내가)?\s*(?:승인|확인|오케이)(?:하면|한\s*뒤|한\s*후|하고\s*나면|해\s*주면)|(?:私が|僕が)?(?:承認|確認|OK)(?:したら|してから|した後|の後)|(?:मेरी|हमारी)\s+(?:मंज़ूरी|मंजूरी|अनुमति|स्वीकृति|पुष्टि)\s+(?:के\s+बाद|मिलने\s+पर)|بعد\s+(?:موافقتي|تاكيدي|ان\s+اوافق)|(?:אחרי|לאחר)\s+(?:שאאשר|אישורי|שאני\s+מאשר|האישור\s+שלי)|หลังจาก(?:ฉัน|ผม)?(?:อนุมัติ|ยืนยัน)|بعد\s+از\s+(?:تایید|تأیید)(?:\s+من)?|(?:承認|許可|OK)(?:を|が)?(?:得て|もらって|取って|取れて|出て|下りて)(?:から|後)|(?:承認|許可)(?:を|が)?(?:得た|もらった|取れた|出た|下りた)(?:ら|後)|(?:승인|허가|오케이)(?:을|를|이)?\s*(?:받은|받고|난)\s*(?:후|뒤|다음)|(?:승인|허가)(?:을|를)?\s*받으면|(?:获得|獲得|得到|拿到|等到)(?:批准|审批|審批|同意|确认|確認)(?:之)?(?:后|後)|(?:मंज़ूरी|मंजूरी|अनुमति)\s+मिलने\s+के\s+बाद|بعد\s+(?:الحصول\s+على\s+)?(?:الموافقة|موافقة)|(?:אחרי|לאחר)\s+(?:שנקבל|קבלת)\s+אישור)[^。.!?！？;；]{0,30}$/; // (cls-intlB19: approval obtained: 承認を得てから, 승인을 받은 후, 获得批准后, मंज़ूरी मिलने के बाद, بعد الموافقة)
const ZH_TRANSFER_AMOUNT = /[转轉](?=\s?\d)/g;
/** cls-intlB15: a backup named as the source of what is made ("from the backup", "从备份", "バックアップから", "백업에서"). */
const COPY_SOURCE = /(?:from|de|von|aus|从|從|由|من|מ)\s*$/i;
const COPY_SOURCE_AFTER = /^(?:から|より|에서|으로부터|से|سے)/;
/** cls-intlB15: a clause that ends right before its noun and restricts it (negated or perfect verb forms). */
const CJK_RELATIVE_BEFORE = /(?:ていない|てない|していない|していません|されていない|使われていない|ない|しなかった|なかった|지\s?않은|하지\s?않은|없는|안\s?한|되지\s?않은|(?:没|沒|未|不)[\u4e00-\u9fff]{1,6}(?:过|過)?的)\s*$/;
/** A place marked after its noun: Korean 에서 ("from/in"), Japanese から/より ("from"); an owner marked by a genitive. */
// A genitive after a noun (ローカル環境のキャッシュ, 生产环境的数据库, 운영 환경의 로그) makes it the owner, not what is acted on: the head comes last.
// (Chinese also with 中/里/內 "in": 生产环境中已取消的订单, 生产库里的订单.)
// (cls-intl16c: Japanese で after a noun names where the act happens: "本番環境でユーザー4417を削除して".)
// (cls-intlB18: and "that is on/in" — 노트북에 있는, PCにある, 电脑上的: the thing after it is what is acted on.)
const SOURCE_AFTER = /^(?:에서|から|より|の|的|의|中|里|裡|内|內|で(?![きす])|에\s?있|にある|上的)/;
/**
 * cls-intlA16: Croatian/Serbian/Bosnian "u" (in) before a noun in the locative ("Obriši cache u lokalnom projektu", "u
 * produkcijskoj bazi"). English chat writes "u" for "you" ("can u delete the project"), so only before a word with a
 * locative ending that no English noun has.
 */
function slavicInPlace(o: ObjHit, w: string): boolean {
  if (!/(?:^|\s)u\s+(?:\S+\s+){0,2}$/.test(w.slice(Math.max(0, o.start - 30), o.start))) return false;
  const word = /^\p{L}*/u.exec(w.slice(o.start, o.start + 30))?.[0] ?? '';
  return word.length >= 5 && /(?:u|om|oj|ima|ama)$/.test(word);
}
/**
 * cls-intlA19: Scandinavian "i" (in) before a noun in the definite form ("Radera alla användare i databasen", "Slet alle brugere i
 * produktionsdatabasen"): the place, not the object. ("i" is "and" in Polish and the South Slavic languages, whose nouns do
 * not end so; only in Nordic text.)
 */
function nordicInPlace(o: ObjHit, w: string): boolean {
  if (!/(?:^|\s)i\s+(?:\S+\s+)?$/.test(w.slice(Math.max(0, o.start - 24), o.start))) return false;
  const word = /^\p{L}*/u.exec(w.slice(o.start, o.start + 40))?.[0] ?? '';
  return word.length >= 5 && /(?:en|et|na|ne)$/.test(word) && (NORDIC_TEXT.test(w) || !SLAVIC_TEXT.test(w));
}
/** A noun in a place case (Finnish -sta/-ssa, Hungarian -ból/-ban, Turkish -dan/-nda): "tuotantotietokannasta", "adatbázisból". */
const PLACE_CASE = /(?:sta|stä|ssa|ssä|lta|ltä|ból|ből|ban|ben|ról|ről|nda|nde|nden|ndan|dan|den|tan|ten)$/;
function placeCase(o: ObjHit, w: string): boolean {
  // (Thai writes "in / from" joined to the noun: ในฐานข้อมูล, จากฐานข้อมูล.)
  if (/(?:ใน|จาก)$/.test(w.slice(Math.max(0, o.start - 3), o.start))) return true;
  const rest = /^[\p{L}]*/u.exec(w.slice(o.end, o.end + 24))?.[0] ?? '';
  return rest.length > 0 && PLACE_CASE.test(rest);
}
/** "from the audit_notes table", "in the analytics bucket": where, not what. */
const LOCATIVE = /(?:^|\s)(?:from|in|on|of|at|inside|within|under|into|onto|to|across|throughout|over|de|des|(?<!(?:kannst|könntest|kann|kan|kunne|kunde|kun|skal|ska|vil|vill|willst|sollst|musst|magst|würdest|wirst|må|får|hast|bist)\s)du(?!\s+(?:den|die|das|dem|ein|eine|einen|bitte|mal|noch|jetzt|gleich|auch|schon|mir|mich|dir|dich|uns|kannst|könntest|sollst|musst|willst|darfst|magst|kan|kunne|skal|ska|vil|må|får)\s)|dans|sur|aus|im|von|vom|dem|der|auf|am|beim|bei|op|på|hos|en|em|da|di|del|della|nel|nella|sul|sulla|w|we|v|ve|na|из|в|во|на|з|у|по|iz|iš|z|ze|fra|från|din|în|trong|ở|của|dari|pada|kwenye|katika|kutoka|από|στη|στο|στην|στον)\s+(?:the\s+|la\s+|le\s+|les\s+|el\s+|los\s+|o\s+|a\s+|die\s+|das\s+)?(?:\S+\s+){0,2}(?:(?:prod|продакшн|продакшен|прод|staging|стейдж|test|тестов\S*|dev|live)-)?$/;
const CONTAINER_WORD = new Set<Obj>(['table', 'database', 'bucket', 'queue', 'index', 'container', 'repo', 'channel', 'whole', 'backup', 'vault']);
const OBJ_RANK: Partial<Record<Obj, number>> = {
  root: 9, home: 9, device: 8, whole: 8, repo: 7, database: 7, container: 7, audit: 7, bucket: 6, table: 6, queue: 6, backup: 6, pii: 6, secret: 5, security: 5, vault: 5,
  resource: 3, service: 3, account: 3, group: 3, money: 3, record: 2, message: 2, file: 2, dir: 3, doc: 1, code: 1, config: 2, regenerable: 0, cache: 0, unknown: 0,
};
function rankOf(o: Obj): number {
  return OBJ_RANK[o] ?? 2;
}

/** "Make the API key public" names the secret before where it goes; "make the repo public after removing the secrets" does not. */
function secretBeforePublic(tags: readonly Tagged[]): boolean {
  const sec = tags.find((t) => t.kind === 'o' && (t.name === 'secret' || t.name === 'key'));
  // The verb word itself ("Pubblica …", "Publish …") is no place the secret goes.
  const pub = tags.find((t) => t.kind === 'm' && t.name === 'public' && !tags.some((u) => u.kind === 'v' && u.start <= t.start && u.end >= t.end));
  return !!sec && (!pub || sec.start < pub.start);
}

/** (cls-intlA15) An age word for backups in the European languages (old, stale, outdated; "older than" stays a filter word). */
/** cls-intlA19: "except the newest/latest/last" in English and the European languages (and Turkish "son … hariç"). */
export const EXCEPT_NEWEST_A19 = /(?:^|[^\p{L}])(?:(?:except(?:\s+for)?|but|save|other\s+than|apart\s+from)\s+(?:the\s+)?(?:latest|newest|last|most\s+recent|current)|(?:außer|ausser|bis\s+auf)\s+(?:dem|den|der|das|die)?\s*(?:neueste|letzte|aktuellste|jüngste)\p{L}*|sauf\s+(?:le|la|les)?\s*(?:plus\s+récent|dernier|dernière)\p{L}*|(?:excepto|salvo|menos)\s+(?:el|la|los|las)?\s*(?:más\s+reciente|últim)\p{L}*|(?:exceto|menos|salvo)\s+(?:o|a|os|as)?\s*(?:mais\s+recente|últim)\p{L}*|(?:tranne|eccetto|salvo)\s+(?:l['’]|il|la|gli|le)?\s*(?:ultim|più\s+recent)\p{L}*|behalve\s+(?:de|het)?\s*(?:nieuwste|laatste|recentste)|(?:utom|förutom)\s+(?:den|de)?\s*(?:senaste|nyaste)|(?:undtagen|bortset\s+fra|unntatt|bortsett\s+fra)\s+(?:den|de)?\s*(?:nyeste|seneste|sidste|siste)|paitsi\s+(?:uusin|viimeisin|uusimma|viimeisimmä)\p{L}*|(?:oprócz|poza|z\s+wyjątkiem)\s+(?:najnowsz|ostatni)\p{L}*|(?:kromě|mimo)\s+(?:nejnovější|poslední)\p{L}*|okrem\s+(?:najnovš|posledn)\p{L}*|razen\s+(?:zadnj|najnovejš)\p{L}*|osim\s+(?:najnovij|posljednj|poslednj|zadnj)\p{L}*|(?:кроме|крім|освен|осим)\s+(?:самого\s+)?(?:последн|останн|новейш|найновіш|свеж|най-нов|најнов|нов)\p{L}*|kivéve\s+(?:a\s+)?(?:legutóbbi|legújabb|utolsó)\p{L}*|cu\s+excepția\s+(?:celui|celei|celor)?\s*(?:mai\s+recent|ultim)\p{L}*|εκτός\s+(?:από\s+)?(?:το|τα|τον|την)?\s*(?:τελευταί|πιο\s+πρόσφατ|νεότερ)\p{L}*|išskyrus\s+(?:naujausi|paskutin)\p{L}*|izņemot\s+(?:jaunāk|pēdēj)\p{L}*|(?:son|en\s+yeni)\s+(?:\p{L}+\s+)?hariç)(?![\p{L}])/iu;
const OLD_BACKUP_WORD = /(?:^|\s)(?:old|outdated|anciens|anciennes|vieux|vieilles|alten|alte|altes|antiguos|antiguas|antiguo|antigos|antigas|velhos|velhas|vecchi|vecchie|oude|stare|starych|staré|starých|старые|старых|старі|старих|eski|vechi|régi|vanhat|vanhoja|gamla|gamle|παλιά|παλιούς|παλαιά|стари|stari|stare|senas|senus|vecs|vecos|antics|antigues|lama|cũ|zamani)(?=\s|$)/;

/** (cls-intlA15) A "that" clause telling that something is done or finished (the content of a message). */
const MESSAGE_THAT_DONE = /(?:^|[\s,])(?:that|dass|que|qu['’]|że|что|що|že|att|at|dat|che|ότι|hogy|că|ki)\s[^.!?;]{0,60}?(?:done|finished|complete[d]?|fertig|abgeschlossen|erledigt|durch|terminé\p{L}*|fini\p{L}*|terminad\p{L}*|conclu[íi]d\p{L}*|termin[oó]|acab[oó]|zakończ\p{L}*|skończ\p{L}*|gotowe|закончен\p{L}*|завершен\p{L}*|закончил\p{L}*|заверш\p{L}*|готов\p{L}*|hotov\p{L}*|dokončen\p{L}*|klar|færdig|ferdig|klaar|afgerond|completat\p{L}*|finit\p{L}*|terminat\p{L}*|ολοκληρώθηκε|τελείωσε|kész|befejeződött|valmis|tamamlandı|bitti)(?![\p{L}])/giu;

/**
 * (cls-holes16) "Email everyone … that the office is closed tomorrow", "Tell #general that the account is closed for
 * maintenance", "…, dass das Büro morgen geschlossen ist": a state the message announces (closed, shut, down, cancelled)
 * is its content; the audience sets the tier, no account is closed.
 */
const MESSAGE_THAT_STATE = /(?:^|[\s,])(?:that|dass|que)\s[^.!?;]{0,60}?(?:\b(?:is|are|was|were|will\s+be|has\s+been|have\s+been|remains?|stays?)\s+(?:now\s+|temporarily\s+|still\s+)?(?:closed|shut|down|offline|cancel+ed|postponed|unavailable|suspended|paused)\b|\bgeschlossen\s+(?:ist|sind|bleibt|bleiben|wird)\b|\b(?:está|están|estará|estarán|estarà)\s+cerrad[oa]s?\b)/giu;

/** (cls-intlA15) A Spanish or Portuguese verb form after the clitic "se" (not the Italian or Romanian "if": se dovessimo). */
/**
 * cls-intlA17: Czech, Slovak and South Slavic "se" is the reflexive of a passive or optative ("Ať se smažou všechny zálohy",
 * "Neka se obrišu …"), never Norwegian "se" (look): text with their letters or their optative particles.
 */
const SLAVIC_SE_TEXT = /[čšžřěůťďňľĺŕ]|(?:^|\s)(?:ať|nechť|nech|neka|naj)(?=\s)/;
// (cls-intlA17: and any future or conditional after it: "Se borrarán todos los backups", "se apagarão", "se eliminaría".)
const ROMANCE_SE_NEXT = /^\s+(?:deben?|debería\p{L}*|van?|vamos|puede|pueden|podría\p{L}*|tiene|tienen|necesita\p{L}*|deve|devem|vai|vão|pode|podem|precisa\p{L}*|borra[nr]?|borren?|elimina[nr]?|eliminen?|apaga[mnr]?|suprime[n]?|suprimir|vacía[n]?|vaciar|desactiva[nr]?|desativa[mr]?|envía[n]?|envia[mr]?|enviar|publica[mnr]?|\p{L}{3,}(?:arán|erán|irán|ará|erá|irá|arão|erão|irão|aría|ería|iría|arían|erían|irían))(?![\p{L}])/u;

/** (cls-intlA18) An IBAN: two letters, two check digits, then 11–30 letters and digits, in groups of four or not. */
const IBAN_A18 = /(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,4})?(?![A-Za-z0-9])/;
const IBAN_KNOWN_A18 = /\b(?:saved|known|usual|existing|regular|on file)\b|(?<![\p{L}])(?:gespeichert\p{L}*|bekannt\p{L}*|übliche\p{L}*|habitual\p{L}*|habituel\p{L}*|enregistr\p{L}*|guardad\p{L}*|salvat\p{L}*|solit\p{L}*|bekende|vanlig\p{L}*|sparad\p{L}*|lagret|gemt|zapisan\p{L}*|známý|známém|známého|известн\p{L}*|сохранённ\p{L}*)(?![\p{L}])/iu;
/** (cls-intlA18) "Move" in the European languages (money moved to an account is a payment, as English "move" is). */
/** cls-intlB19: encrypting or hashing words (protecting a secret at rest), and the verbs that still let it leave. */
const PROTECT_SECRET_B19 = /加密|哈希|脱敏|脫敏|暗号化|ハッシュ化|ハッシュして|암호화|해시|해싱|एन्क्रिप्ट|हैश|انکریپٹ|رمزگذاری|هش\s?کن|تشفير|شفّر|شفر|הצפנ|להצפין|เข้ารหัส|\b(?:encrypt(?:s|ed|ing)?|hash(?:es|ed|ing)?|bcrypt|argon2)\b/i;
const LEAK_VERBS_B19 = new Set(['send', 'share', 'publish', 'export', 'upload', 'read', 'expose', 'print', 'show', 'paste', 'post']);
/** The sentence (cut at . ! ? 。 ！ ？ ; and line ends) around position i. */
function sentenceAround(w: string, i: number): [number, number] {
  let a = i;
  while (a > 0 && !/[.!?。！？;\n]/.test(w[a - 1] as string)) a--;
  let b = i;
  while (b < w.length && !/[.!?。！？;\n]/.test(w[b] as string)) b++;
  return [a, b];
}
/** cls-intlB19: Urdu "API key" (API کی, ایس ایس ایچ کی, ایکسیس کی) right before a verb of showing, giving or sending. */
const URDU_KEY_B19 = /(?:api|ssh|aws|اے\s?پی\s?آئی|ایکسیس|ایکسس|سیکرٹ|پرائیویٹ|ایس\s?ایس\s?ایچ)\s?کی(?=\s+(?:(?:مجھے|ہمیں|اسے|انہیں)\s+)?(?:دکھا|بتا|بھیج|دے|دو|کاپی|شیئر|پیسٹ|ای\s?میل|پرنٹ|لیک|ڈال|چاہیے|روٹیٹ|بدل|ڈیلیٹ|ہٹا))/gi;
/** cls-intlB19: "no need to ask (me)" in Thai, Bengali, Arabic, Hebrew, Persian, Hindi-Urdu, CJK and English. */
const NO_NEED_TO_ASK_B19 = /ไม่ต้องถาม|ไม่ต้องขออนุญาต|ไม่ต้องขอ|জিজ্ঞেস\s+করার\s+দরকার\s+নেই|জিজ্ঞাসা\s+করার\s+দরকার\s+নেই|لا\s+داعي\s+لسؤالي|لا\s+حاجة\s+لسؤالي|אין\s+צורך\s+לשאול|לא\s+צריך\s+לשאול|لازم\s+نیست\s+(?:ازم\s+)?بپرسی|पूछने\s+की\s+(?:ज़रूरत|जरूरत)\s+नहीं|پوچھنے\s+کی\s+ضرورت\s+نہیں|不用问|不用問|不必问|无需问|聞かなくていい|確認なしで|묻지\s?말고|\bno need to ask\b|\bdon'?t need to ask\b/i;
/** cls-intlB19: a yes/no question opened by its question word, with or without a mark (האם, هل, آیا, क्या … था). Addressed to
 *  "you" with "can" it stays a request (هل يمكنك, האם תוכל, आप … सकते). */
const YESNO_OPEN_B19 = /^\s*(?:האם|هل|آیا)\s[^.!?;\n]*[?？؟]?\s*$|^\s*(?:क्या|کیا)\s[^.!?।;\n]*(?:था|थी|थे|है|हैं|हुआ|हुई|हुए|تھا|تھی|تھے|ہے|ہیں|ہوا|ہوئی)\s*[?？؟]?\s*$/;
const YESNO_REQUEST_B19 = /هل\s+(?:يمكنك|يمكن|تستطيع|بإمكانك|ممكن|تقدر)|האם\s+(?:תוכל|תוכלי|אפשר|אתה\s+יכול|את\s+יכולה)|آیا\s+(?:می‌توانی|میتوانی|میتونی|می‌شود|میشه)|(?:आप|तुम|آپ|تم)[^?]*(?:सकते|सकती|سکتے|سکتی)/;
/** cls-intlB19: a channel or chat a thing is put into, and the put verbs of the scripts. */
const CHANNEL_WORD_B19 = /चैनल|ग्रुप|چینل|گروپ|کانال|群|チャンネル|채널|ช่อง|קבוצה|ערוץ|قناة|\b(?:slack|teams|discord|whatsapp|telegram|channel|chat)\b|(?:^|\s)#[a-z][\w-]*/i;
const PUT_IN_CHAT_EN_L20 = /\b(?:drop|drops|dropping|add|adds|put|puts|paste|pastes|post|posts)(?=[^.;!?\n]{1,60}\b(?:in|into|on|to)\s+(?:(?:the\s+)?#[a-z][\w-]*|(?:the\s+|our\s+|a\s+)?(?:#?[\w-]+\s+)?(?:slack|teams|discord|chat|channel|thread|group\s+chat)\b))/i;
const PUT_WORD_B19 = /डाल|ڈال|放到|放进|貼って|入れて|넣어|올려|ใส่|แปะ|ضع|حط|بذار|بگذار|שים/;
/** cls-intlB19: put / move verbs said of money in other scripts, and the account words they put it into. */
const PUT_MONEY_B19 = /(?<![\p{L}\p{M}])(?:انقل|قم\s+بنقل|نقل|حط|حطّ|ضع)(?![\p{L}\p{M}])|डाल|ڈال|بریز|넣어|넣어줘|入れて|入金して|ใส่/u;
const ACCOUNT_WORD_B19 = /खात[ाेे]|अकाउंट|अकाउण्ट|वेंडर|सप्लायर|اکاؤنٹ|کھات[ےا]|وینڈر|حساب|المورد|مورد|계좌|거래처|口座|取引先|账户|賬戶|帳戶|账号|供应商|供應商|บัญชี|\b(?:accounts?|suppliers?|vendors?|payees?|recipients?|contractors?)\b/i;
const MOVE_INTL_A18 = /(?<![\p{L}])(?:flyt|flytt|flytta|verschieb\p{L}*|déplace[rz]?|mueve|mover|sposta|verplaats|przenieś|přesuň|presuň|перемести|перенеси|премести|siirrä|helyezd\s+át|mută)(?![\p{L}])/iu;
/** (cls-intl17c) "code" / "source" in Korean, Chinese and Japanese (no word boundaries in these scripts). */
const CODE_FORMATTER_CJK_17C = /코드|소스|代码|代碼|源码|源碼|コード|ソース/;
/** (cls-intlA15) A code formatter or "code" in the European languages next to a format verb. */
const CODE_FORMATTER = /(?<![\p{L}])(?:prettier|black|gofmt|rustfmt|clang-format|ruff|eslint|biome|kod|kodu|код|кода|kód|kódu|código|codice|koodi|koden|kode|kodunu|κώδικα)(?![\p{L}])/iu;

/** (cls-intlA15) "before" right in front of a sending word: the draft is reviewed before it is sent. */
const BEFORE_SENDING = /(?:^|\s)(?:before|avant(?:\s+(?:l['’]|d['’]|de\s+l['’]))?|vor(?:\s+dem)?|antes\s+de(?:l)?|antes\s+do|prima\s+(?:dell['’]|di)|voor(?:\s+het)?|przed|перед|до)\s*$/;

/**
 * (cls-intlA15) A selecting verb with "all" after it, in the European languages ("Markiere alle Kunden", "Sélectionne
 * tous les clients", "Selecteer alle klanten", "Выдели всех клиентов", "tüm müşterileri seç").
 */
/** cls-api16: what is known about a key besides its value (when it was last used or made, when it expires, its scopes). */
const SECRET_METADATA = /\b(?:when\s+(?:it|they|the\s+[\w\s-]{1,40}?)\s+(?:was|were)\s+(?:last\s+used|created|rotated|issued)|last[- ]used(?:\s+(?:date|time|at))?|creation\s+date|expir(?:y|ation)\s+date|expires?\s+(?:on|at)\b|its\s+scopes|which\s+scopes|secret\s+(?:paths|names)|(?:paths|names|keys)\s+(?:of\s+the\s+secrets|under\s+\S+)|(?:don'?t|do\s+not|without|never|no)\s+(?:read(?:ing)?|show(?:ing)?|print(?:ing)?|reveal(?:ing)?|open(?:ing)?)\s+(?:the\s+|any\s+|their\s+)?values?)\b/i; // (cls-benign19: secret paths or names browsed, values ruled out)
const SECRET_VALUE_SHOWN = /\b(?:reveal\w*|copy|copies|copying|paste\w*|print\w*|show\s+(?:me\s+)?(?:the\s+)?(?:full\s+)?(?:value|secret|key|token)|value\s+of|echo|cat)\b/i;
/** cls-api16: a GUI walk-through: menu arrows, a console/dashboard/portal/admin page, a button or a checkbox. */
const GUI_WALK = /→|\s>\s|\b(?:console|dashboard|portal|admin center|admin|check\s*box|button|toolbar|menu)\b/i;
/** cls-api16: a list narrowed before it is selected: a filter, a search, a tag. */
// (A filter to what is live — "Status: Active" — narrows nothing: every active subscription is every live one.)
const GUI_FILTERED = /\b(?:filter(?:ed|s)?(?!\s+(?:by\s+)?(?:status\s*[:=]?\s*)?["']?active\b)|search(?:ed)?\s+for|tagged|where)\b|\b(?:views?|segments?|saved\s+(?:searches|filters|views)|smart\s+lists?|queues?)\s*(?:→|›|->)\s*["“'‘][^"“”'‘’\n]{2,60}["”'’]/i; // (cls-gui18: a named view or segment chosen before the selection narrows it)
const SELECT_ALL_INTL = /(?<!\p{L})(?:markier\p{L}*|wähl\p{L}*|sélectionn\p{L}*|coch\p{L}*|selecciona\p{L}*|marca\p{L}*|seleciona\p{L}*|seleziona\p{L}*|selecteer\p{L}*|vink\p{L}*|zaznacz\p{L}*|выдел\p{L}*|выбер\p{L}*|отмет\p{L}*|вибер\p{L}*|виділ\p{L}*|познач\p{L}*|označ\p{L}*|vyber\p{L}*|välj|markera|vælg|velg|valitse|jelöld|kijelöl\p{L}*|selectea\p{L}*|bifea\p{L}*|επίλεξε|σημείωσε|pilih|centang|chọn)\s+(?:ki\s+)?(?:alle|tous|toutes|todos|todas|todo|tutti|tutte|tutto|wszystk\p{L}*|всех|все|всё|всі|усіх|všechn\p{L}*|alla|kaikki|minden|az\s+összes|toate|όλ\p{L}*|semua|tất\s+cả)(?!\p{L})|(?<!\p{L})(?:tüm|bütün)\s+(?:\p{L}+\s+){1,2}seç(?!\p{L})/iu;

/** (cls-intlA15) What is selected narrowed by a relative clause or a filter word in the European languages. */
const SELECTION_NARROWED = /,\s*(?:die|der|das|deren|dessen)(?=\s)|(?:^|[\s,])(?:qui|que|dont|cuyo|cuyos|che|cui|które|którzy|których|который|которые|которых|які|яких|kteří|které|som|jotka|joiden|amelyek|akik|care|που|yang|mà|inakti\p{L}*|inactif\p{L}*|inactiv\p{L}*|inattiv\p{L}*|nieaktywn\p{L}*|неактивн\p{L}*|älter|plus\s+anciens?|más\s+antiguos?|mais\s+antigos?|più\s+vecchi|ouder|starsz\p{L}*|старше|mit|con|avec|with|seit|depuis|desde|da|sinds|od|с|з)(?=[\s,]|$)/iu;

/** A button or menu that acts on a selection or in bulk ("Delete selected", "Bulk delete", "Remove 40 items"). */
// (cls-api16: a count between, "Delete 14 selected users", "Remove (3) selected".)
const GUI_BULK = /\b(?:delete|remove|archive|cancel|refund|disable|deactivate|suspend|block|ban|void)\s+(?:all\s+)?(?:\(?\d[\d,]*\)?\s+)?selected\b|\bbulk[- ](?:delete|remove|archive|cancel|refund|disable|deactivate|action|edit)\b/i;
const SELECT_ALL = /\b(?:select|selecting|check|checking|tick|ticking|mark|marking|highlight|highlighting)\s+(?:all|every|everything)\b|\bselect[- ]all\b|\b(?:ctrl|cmd|⌘)\s*\+\s*a\b|\b(?:alle|tout|todo|todos|todas|tutti|wszystk\w*|все|всё)\s+(?:auswählen|markieren|sélectionner|seleccionar|selecionar|selezionare|zaznacz|выделить|выбрать)\b|(?:^|[\s"'«„“”「『(])(?:tümünü seç|hepsini seç|pilih semua|chọn tất cả|zaznacz wszystko|vybrat vše|označit vše|vyber vše|seleziona tutto|alles selecteren|markera alla|välj alla|valitse kaikki|vælg alle|velg alle|выбрать все|выделить все|вибрати все|виділити все|επιλογή όλων|επίλεξε όλα|összes kijelölése|mindet kijelöl|selectează tot|selecionar tudo|tout sélectionner|בחר הכל|בחירת הכל|تحديد الكل|انتخاب همه|सभी चुनें|সব নির্বাচন|เลือกทั้งหมด|chagua zote)|全选|全選|すべて選択|全て選択|全選択|모두 선택|전체 선택|选中所有|选择所有|勾选所有|選取所有|選擇所有|勾選所有|选中全部|选择全部/i; // (cls-api16: 选中所有 …, "select all …" in Chinese)
const ENTER_SENDS = /\b(?:press(?:es|ing)?|hit(?:s|ting)?|tap(?:s|ping)?|click(?:s|ing)?)\s+(?:the\s+)?(?:enter|return|send|post|reply)\b|\band\s+(?:send|post|submit)\b/i;
const MESSAGE_BOX = /\b(?:message|chat|channel|reply|comment|dm|thread|composer|compose)\b|(?:^|\s)#[\w-]+|@[\w-]+/i;
const TEST_ADDED = /\b(?:add|adds|adding|write|writes|writing|create|creates|creating)\s+(?:(?:a|an|the|some|more|new|another|one|two|three|missing)\s+)*(?:(?:unit|integration|e2e|end-to-end|regression|snapshot|smoke|property|failing)\s+)?(?:tests?|specs?|test\s+cases?|assertions?)\b/i;

function has(tags: readonly Tagged[], kind: Tagged['kind'], name: string): boolean {
  for (const t of tags) if (t.kind === kind && t.name === name) return true;
  return false;
}

/** What is closed right after the verb is a dialog, a window or a tab ("the 'Delete organization' confirmation dialog"). */
const CLOSED_DIALOG = /^\s+(?:the\s+|this\s+|that\s+)?(?:["'«„“][^"'»“”\n]{1,48}["'»“”]\s+)?(?:\w+\s+)?(?:dialog|dialogue|modal|pop-?up|window|tab|prompt|panel|drawer|sheet)s?\b/i;
/** cls-gui18: the steps of a GUI walk (arrows, semicolons, "then"), and a last step that only dismisses. */
const GUI_STEP_SPLIT = /\s*(?:→|›|->|;|\bthen\b|\band then\b)\s*|(?<=[.!])\s+(?=[A-Z])/;
const GUI_LAST_DISMISS = /^(?:and\s+)?(?:(?:i\s+)?(?:click(?:ed|s)?|press(?:ed|es)?|tap(?:ped|s)?|hit|select(?:ed|s)?|cho(?:o)?se)\s+(?:on\s+)?)?(?:the\s+)?["'“‘]?(?:cancel|close|dismiss|keep(?:\s+\w+)?|not now|go back|no)["'”’]?(?:\s+(?:button|in the dialog|on the dialog))?(?:\s+(?:instead|for now))?\s*[.!]?$/i;
const GUI_CONFIRMING = /^(?:(?:i\s+)?(?:click(?:ed|s)?|press(?:ed|es)?|tap(?:ped|s)?|hit|select(?:ed|s)?)\s+(?:on\s+)?)?(?:the\s+)?["'“‘]?(?:confirm|yes|ok|okay|continue|proceed|submit|save|apply|done|i understand|delete|remove|destroy|erase|wipe|terminate|revoke|deactivate|disable|transfer|send|pay|approve|publish|deploy)\b/i;
function guiWalkDismissed(text: string): boolean {
  if (!/→|›|->|;|\bthen\b/.test(text) || !/\b(?:cancel|close|dismiss|keep|not now|go back|no)\b/i.test(text)) return false;
  const segs = text.split(GUI_STEP_SPLIT).map((x) => x.trim().replace(/^[-*•]\s*/, '')).filter(Boolean);
  if (segs.length < 2 || !GUI_LAST_DISMISS.test(segs[segs.length - 1] as string)) return false;
  // The risky press that opened the dialog is one confirming-looking step; a second one (or Confirm, Save …) went through.
  const pressed = segs.slice(0, -1).filter((x) => GUI_CONFIRMING.test(x));
  // (A Cancel with nothing risky pressed before it and no dialog named — "Orders → 10042 → Cancel" — cancels the item.)
  if (pressed.length === 0 && !/\b(?:dialog|modal|prompt|pop-?up|confirmation|are you sure)\b/i.test(text)) return false;
  return pressed.length <= 1 && !pressed.some((x) => /^(?:(?:i\s+)?(?:click(?:ed|s)?|press(?:ed|es)?|tap(?:ped|s)?|hit|select(?:ed|s)?)\s+(?:on\s+)?)?(?:the\s+)?["'“‘]?(?:confirm|yes|ok|okay|continue|proceed|submit|save|apply|done|i understand)\b/i.test(x));
}
/** A button that only dismisses: Cancel, Close, Dismiss, Back, No, Not now, Keep … in several languages. */
const DISMISS = /^\s*(?:on\s+|the\s+|auf\s+|sur\s+|en\s+|em\s+|su\s+|op\s+|på\s+|na\s+)?["'«„“]?\s*(?:cancel|close|dismiss|go back|back|no|not now|keep(?: \w+)?|abbrechen|schließen|nein|annuler|fermer|non|cancelar|cerrar|fechar|não|annulla|chiudi|annuleren|sluiten|anuluj|zamknij|отмена|закрыть|скасувати|закрити|avbryt|stäng|annuller|luk|lukk|peruuta|sulje|zrušit|zavřít|zrušiť|zavrieť|mégse|bezárás|anulează|închide|ακύρωση|κλείσιμο|iptal|vazgeç|kapat|batal|tutup|hủy|đóng|ביטול|סגור|إلغاء|إغلاق|لغو|بستن|रद्द करें|बंद करें|বাতিল|ยกเลิก|ปิด|キャンセル|閉じる|取消|关闭|關閉|취소|닫기)\s*["'»“”](?=\s|$|[.,;])/i;
/** The same buttons named without quotes ("Click Cancel on the … dialog", "press Back to return"): the word, then where or nothing. */
const DISMISS_BARE = /^\s*(?:on\s+|the\s+)?(?:cancel|close|dismiss|go back|back|not now|abbrechen|schließen|annuler|fermer|cancelar|cerrar|fechar|annulla|chiudi|annuleren|sluiten|anuluj|zamknij|отмена|закрыть)(?:\s+(?:button|on|in|at|to go|to return|and)\b|\s*[.,;]|\s*$)/i;
const BACK_BARE = /^\s*(?:on\s+|the\s+)?(?:go back|back)\b/i;
const CLICKED_BEFORE = /\b(?:click\w*|press\w*|tap\w*|hit|select\w*|choose|klick\w*|drück\w*|cliqu\w*|clic|pulsa\w*|presion\w*|premi\w*|toque|kliknij|нажми\w*)\s+(?:on\s+|the\s+|auf\s+|sur\s+|en\s+|em\s+|su\s+)?["'«„“]?\s*$/i;
/** A button clicked whose label saves a draft ("Save draft", "Als Entwurf speichern"): nothing is sent. */
/** cls-over16: what is written is kept among the drafts ("save it as a draft", "leave it in Drafts", "so it stays in Drafts"). */
const KEPT_AS_DRAFT = /\b(?:sav(?:e|es|ed|ing)|keep(?:s|ing)?|kept|leav(?:e|es|ing)|left|stay(?:s|ing|ed)?|remain(?:s|ing|ed)?|put(?:s|ting)?|stor(?:e|es|ed|ing))\s+(?:it\s+|them\s+|this\s+|that\s+)?(?:as\s+(?:a\s+)?drafts?|in(?:to)?\s+(?:the\s+|my\s+|your\s+|our\s+)?drafts?(?:\s+folder)?)\b/i;
/** cls-over16: … when nothing after that phrase sends, publishes or shares it. */
function keptAsDraft(w: string, verbs: readonly VerbHit[]): boolean {
  const m = KEPT_AS_DRAFT.exec(w);
  if (!m) return false;
  const end = m.index + m[0].length;
  return !verbs.some((v) => !v.negated && v.start >= end && (v.verb === 'send' || v.verb === 'publish' || v.verb === 'share' || v.verb === 'upload'));
}
const CLICK_DRAFT = /\b(?:click\w*|press\w*|tap\w*|klick\w*|cliqu\w*|clic|pulsa\w*)\s+(?:on\s+|the\s+|auf\s+|sur\s+|en\s+)?["'«„“][^"'«»„“”]{0,30}\b(?:draft|brouillon|entwurf|borrador|rascunho|bozza|concept|szkic)\b[^"'«»„“”]{0,20}["'»“”]/i;
const CLICK_WORD = /\b(?:click\w*|press\w*|tap\w*|hit|klick\w*|drück\w*|cliqu\w*|clic|pulsa\w*|presion\w*|premi\w*|kliknij|klikni|kliknite|kliknout|kattints|kattintson|tıkla\w*|napsauta|klikkaa|klicka|klik)|(?:^|\s)(?:klikněte|klikn[ěi])|(?:^|\s)(?:нажм[а-яё]*|кликн[а-яё]*|натисн[а-яё]*|клацн[а-яё]*)|(?:^|\s)(?:κλικ|πάτησε|πατήστε|apasă|apăsați|nhấn|bấm|nhấp)(?=\s|$)|クリック|点击|點擊|클릭|ボタンを押|を押して|を押す|をタップ|タップして|버튼을 누르|버튼을 눌러|을 누르|를 누르|눌러|탭하|按下|按一下|点一下/i;
const DISMISS_QUOTED = /["'«„“”「『]\s*(?:cancel|close|dismiss|go back|back|not now|abbrechen|schließen|annuler|fermer|cancelar|cerrar|fechar|annulla|chiudi|annuleren|sluiten|anuluj|zamknij|отмена|закрыть|скасувати|закрити|avbryt|stäng|annuller|luk|lukk|peruuta|sulje|zrušit|zavřít|zrušiť|zavrieť|mégse|bezárás|anulează|închide|ακύρωση|κλείσιμο|iptal|vazgeç|kapat|batal|tutup|hủy|đóng|ביטול|סגור|إلغاء|إغلاق|لغو|بستن|रद्द करें|बंद करें|বাতিল|ยกเลิก|ปิด|キャンセル|閉じる|取消|关闭|關閉|취소|닫기)\s*["'»“”」』]/i;
/** A quoted "Back" button pressed navigates away, on a page as on a dialog ("Press 'Back' on the delete page"). */
const BACK_QUOTED = /["'«„“「『]\s*(?:back|go back|zurück|retour|précédent|volver|atrás|voltar|indietro|terug|wstecz|назад|tillbaka|tilbage|tilbake|takaisin|zpět|vissza|înapoi|πίσω|geri|kembali|quay lại|חזרה|رجوع|العودة|वापस|戻る|返回|뒤로)\s*["'»“”」』]/i;
/** A button pressed after its label, in the languages that name it first (を押す, ボタンをクリック, 를 눌러, 按钮). */
const PRESSED_AFTER = /^\s*[」』"'”]?\s*(?:ボタン)?\s*(?:を|で)?\s*(?:押|クリック|タップ)|^\s*[」』"'”]?\s*(?:버튼)?\s*(?:을|를)?\s*(?:눌|누르|클릭)|^\s*[」』"'”]?\s*(?:按钮|按鈕|按一下|按下)/;
const DIALOG = /[a-zäöüßåæø]{3,}(?:dialog|dialogen|fenster|venster)\b|\b(?:dialog|dialogue|modal|pop-?up|prompt|confirmation|confirm box|alert|window|dialogfeld|fenster|boîte de dialogue|boîte|fenêtre|diálogo|ventana|cuadro|caixa|riquadro|janela|finestra|dialoogvenster|venster|okno|pencere\w*|ikkuna\w*|ablak\w*|fereastr\w*)\b|(?:^|\s)(?:окне|окно|диалоге|диалог|вікні|діалозі|παράθυρο|okně|okne|dialógu|ablakban|penceresinde|iletişim kutusunda)(?=[\s.,;«»"“”„]|$)|(?:^|\s)(?:oknie|okienku|dialogu|dialogovém|dialogrutan|dialogrutan|dialogruta|dialogboksen|hộp thoại|cửa sổ)(?=[\s.,;«»"“”„]|$)|ikkunassa|ikkunasta|ダイアログ|对话框|對話框|대화 상자|대화상자/i;

/** (cls-benign22) An analysis's own data or picture: a dataframe, a sample, a plot's axis or legend, a local CSV. */
const ANALYSIS_PLACE_B22 = /\b(?:from|in|on|of|off)\s+(?:the\s+|my\s+|this\s+|our\s+)?(?:[\w-]+\s+)?(?:data\s?frames?|df|pandas|polars|(?:training\s+|test\s+|validation\s+)?samples?|plots?|charts?|graphs?|figures?|x-axis|y-axis|axis|axes|legend|series|arrays?|tensors?|matrix|training\s+set|test\s+set|validation\s+set|csv|(?:local\s+)?spreadsheet|local\s+copy)\b/i;
/** (cls-benign22) A stored place of data named anywhere in the text: the edit is not only the analysis's own. */
const STORED_DATA_B22 = /\b(?:tables?|databases?|db|dbs|prod\w*|warehouse|buckets?|collections?|schemas?|s3|bigquery|bq|snowflake|redshift|postgres\w*|mysql|mongo\w*|customers?|users?|accounts?|backups?|shared|looker|tableau|metabase|dashboards?|workspaces?|folders?|drive|team)\b/i;
/** (cls-benign22) After "drop": what is dropped, then a place things are put into (a folder, drive, channel, doc, thread, inbox). */
const DROP_INTO_B22 = /^\s+(?:(?:it|them|this|that|these|those)\s+|(?:the|a|an|my|our|your|this|that|these|those)\s+(?:[\w.'’-]+\s+){0,3}?)(?:in|into|onto|to|on)\s+(?:(?:the|our|my|your|their|a|this|that)\s+)?(?:[\w'’.-]+\s+){0,3}?(?:folders?|drive|dropbox|box|sharepoint|onedrive|channels?|threads?|chat|doc|document|notion|confluence|slides?|deck|sheets?|spreadsheet|inbox|notebook|wiki|downloads|desktop|dm|comments?)(?![\w-])|^\s+(?:(?:it|them|this|that)\s+|(?:the|a|an|my|our)\s+(?:[\w.'’-]+\s+){0,3}?)(?:in|into|to)\s+#[\w-]+/i;
/** (cls-benign22) The team's own folder or a shared drive as the place (meaning.ts reads the same for an upload). */
const TEAM_FOLDER_B22 = /\bteam(?:'s|s'|’s)?\s+(?:[\w-]+\s+){0,2}(?:folders?|drives?|sharepoint)\b|\bshared\s+(?:team\s+)?(?:folders?|drives?)\b/i;
const PEOPLE_DATA_B22 = /\b(?:customers?|users?|personal|pii|e-?mails?|phones?|address(?:es)?|patients?|employees?|salar\w*|ssns?|passwords?|secrets?|keys?|tokens?|credentials?)\b/i;
const CHAT_PLACE_B22 = /\b(?:slack|teams\s+chat|discord|channels?)\b|(?:^|\s)#[a-z][\w-]*/i;
/** (cls-benign22) A database object dropped: "drop" keeps its meaning whatever place is named after. */
const DROP_DB_OBJ_B22 = /\b(?:tables?|databases?|db|schemas?|columns?|indexe?s?|indices|collections?|views?|constraints?|partitions?|topics?|queues?|buckets?|users?|roles?|keyspaces?)\b/i;
/** The person as the recipient right after a sending verb ("send you …", "email me …", "send it back to me"). */
const SELF_AFTER_VERB = /^\s*(?:(?:it|them|this|that|these|those|the \w+(?: \w+)?)\s+)?(?:back\s+)?(?:over\s+)?(?:to\s+)?(?:you|me|myself|yourself)\b(?![-'’])/i;
/** …, or written into the verb ("envíame", "schick mir", "t'envoie", "ti mando"). */
const SELF_AROUND_VERB = /(?:^|\s)(?:t['’]|m['’]|te\s+l['’]|te\s+le\s+|me\s+l['’]|ti\s+|te\s+|mi\s+|me\s+)(?:envo\w*|envi\w*|mand\w*|invi\w*)\s*$|^\w*(?:-moi|-me|me|mi)\b(?<=(?:envoie|envoyez|envía|mánda|envia|invia|manda)\w*)|^\s+(?:dir|mir|ihnen)\b/i;
/** Someone besides the person in the same clause. */
const OTHER_RECIPIENT = /\b(?:and|&|plus|cc|bcc|with)\s+(?:the\s+|my\s+|our\s+|your\s+)?(?:whole\s+|entire\s+|rest of the\s+)?(?:team|everyone|all|customers?|clients?|users?|staff|manager|boss|colleagues?|company|channel|list)\b|@\w|\b(?:gmail|yahoo|hotmail|outlook\.com|personal|external|public)\b|#\w/i;

/** (cls-benign22) A link to a piece of work (a PR, a dashboard, a doc, a build …), in the languages the send verbs know. */
const LINK_TO_WORK_B22 = new RegExp(String.raw`\b(?:pr|mr|pull[\s-]request|merge[\s-]request|dashboard|doc|docs|design|figma|grafana|looker|notebook|build|pipeline|ci|preview|staging|runbook|wiki|confluence|notion|jira|ticket|issue|commit|branch|diff|report|sheet|spreadsheet|slides?|deck|recording|loom|meeting|zoom|board|repo|repository|release|changelog|draft|page|dokument|documento|relatório|rapport|informe|painel|tablero|tableau|chamado)(?:[\s-]+\w+)?\s+(?:link|url|lien|enlace|liga|linkje)(?:s|es)?\b|\b(?:link|url|lien|enlace|liga|linkje)(?:s|es)?\s+(?:to|for|of|do|da|dos|das|de|del|de\s+la|des|du|della|dello|zum|zur|zu|vom|von|für|naar|van)\s+(?:(?:the|this|that|my|our|o|a|el|la|le|l['’]|il|lo|den|das|die|dem|der|de|het)\s*)?(?:[\w'’.#-]+\s+){0,2}?(?:pr|mr|pull[\s-]request|merge[\s-]request|dashboard|doc|docs|design|figma|grafana|looker|notebook|build|pipeline|ci|preview|staging|runbook|wiki|confluence|notion|jira|ticket|issue|commit|branch|diff|report|sheet|spreadsheet|slides?|deck|recording|loom|meeting|zoom|board|repo|repository|release|changelog|draft|page|dokument|documento|relatório|rapport|informe|painel|tablero|tableau|chamado)\b|\b(?:link|url|lien|enlace|liga|linkje)(?:s|es)?\s*(?:#|!)\d+|(?:PR|MR|プルリク|ダッシュボード|ドキュメント|대시보드|문서)\s*(?:の)?\s*(?:リンク|URL|링크)|(?:PR|MR|仪表盘|文档)\s*的?\s*(?:链接|鏈接|连结)`, 'i');
/** (cls-benign22) A person named right after the verb, before what is sent ("Sending Priya the link …", "send him the link"). */
const NAMED_FIRST_B22 = /(?:^|[^\p{L}])(?:send|sends|sending|sent|email|emails|emailing|emailed|mail|mailing|forward|forwarding|give|giving|pass|passing|share|sharing|dm|ping|text|texting)\s+(?:(?!(?:The|A|An|This|That|These|Those|My|Our|Your|Their|His|Its|It|Me|Over|Out|Back|Along|On|PR|MR)(?![\p{L}]))\p{Lu}\p{Ll}+|him|her|them|us|everyone|everybody)\s+/iu;
/** (cls-benign22) Anyone named besides the person: a "to/an/à/a/para …" destination, a channel, a mention, many people. */
const LINK_RECIPIENT_B22 = /(?:^|[\s,])(?:to|an|à|au|aux|a|al|ao|aos|para|pra|pro|pros|pras|per|zum|zur|naar|aan|with|mit|avec|con|com|cc|bcc|in|on|into|im|dans|sur|en|no|na|nel|nella)\s+(?!me\b|mim\b|moi\b|mí\b|mich\b|mir\b|mij\b|myself\b)(?:the\s+|a\s+|o\s+|la\s+|el\s+|le\s+|il\s+|den\s+|das\s+|die\s+|dem\s+)?\p{L}|(?:^|\s)[#@][\w-]|\b(?:everyone|everybody|all|team|time|equipe|equipo|équipe|squadra|channel|customers?|clients?|users?|group|todos|tous|alle|tutti|equipe|équipe|equipo|kanal|canal|chat|slack|teams)\b|(?:에게|한테|께|に送|へ|给他|给她|给他们|给大家|发给|傳給|发到|發到|チーム|팀|全员|所有人|みんな)/iu;
function selfRecipient(w: string, v: VerbHit, cl: readonly Clause[]): boolean {
  const c = cl[v.clause] as Clause;
  const after = w.slice(v.end, c.end);
  if (OTHER_RECIPIENT.test(w.slice(c.start, c.end))) return false;
  if (SELF_AFTER_VERB.test(after)) return true;
  // (cls-benign22) "Send the PR link", "manda o link do PR", "envoie le lien de la PR", "PR 링크 보내줘": a link to a piece of
  // work sent with nobody named goes back to the person asking (a chat turn), not to anyone else.
  if (LINK_TO_WORK_B22.test(w.slice(c.start, c.end)) && !LINK_RECIPIENT_B22.test(w.slice(c.start, c.end).replace(LINK_TO_WORK_B22, ' ')) && !NAMED_FIRST_B22.test(w.slice(c.start, c.end))) return true;
  if (SELF_AROUND_VERB.test(w.slice(Math.max(c.start, v.start - 8), v.start) + w.slice(v.start, v.end))) return true;
  // (cls-plan19) A Romance clitic "me" on the send verb: "me les envoyer", "envoie-moi", "mándamelos", "inviami", "envia-me".
  if (SELF_CLITIC_19.test(w.slice(Math.max(c.start, v.start - 12), Math.min(c.end, v.end + 14))) && !/\b(?:et|y|e|i)\s+(?:à|a)\s+\p{L}/iu.test(after.slice(0, 40)) && !RECURRING_19.test(w.slice(c.start, c.end))) return true;
  // A dative pronoun right after the verb: "schick mir", "stuur mij", "skicka mig", "send meg", "пришли мне".
  return /^\s+(?:dir|mir|ihnen|mij|mig|meg|мне|мені)(?=[\s.,!?]|$)(?!\s*,?\s+(?:en|und|och|og|и|і|та|and|et|y|e|i|a)\s)/i.test(after) || /\b(?:to|with)\s+(?:you|me|myself)\b(?!\s*(?:and|&|,))/i.test(after.slice(0, 60)) || selfOnlyAfter(after.slice(0, 60));
}
function selfOnlyAfter(tail: string): boolean {
  // (The verb's match may end inside its word: "envoi|e".)
  const after = tail.replace(/^[\p{L}\p{M}]+/u, '');
  const m = SELF_ONLY_AFTER.exec(after);
  // No one else named before it ("a todos los clientes y una copia a mí" reaches every customer).
  return !!m && !/(?:^|\s)(?:a|à|al|aux|an|para|pra|aan|naar|do|till|til|к|до|y|und|et|e|och|og|и|і|та|cc|copia|copie|kopie)\s/i.test(after.slice(0, m.index));
}
/** (cls-plan19) A recurrence ("ogni lunedì", "chaque semaine", "cada día"): a job that sends on a schedule, left as it was read. */
const RECURRING_19 = /(?:^|[^\p{L}])(?:ogni|chaque|cada|tous\s+les|todos\s+los|todas\s+las|toutes\s+les|tutti\s+i|tutte\s+le|todo\s+(?:dia|lunes|mes)|quotidien\w*|hebdomadaire\w*|diari\w*|semanal\w*|settimanal\w*|mensual\w*|mensil\w*)(?![\p{L}])/iu;
const SELF_CLITIC_19 = /(?:^|[^\p{L}])(?:(?:envoie|envoyez|transmets|transmettez|renvoie|renvoyez)-(?:(?:le|la|les)-)?moi|me\s+(?:l[ea]s?\s+|l['’])?(?:envoyer|transmettre|renvoyer|envoie|envoies|envoyez|transférer|mandar|enviar|pasar|mandes|envíes|pases|mandas|envías|envias|pasas|mandi|invii|mandare|inviare)|(?:m[aá]nd|env[ií]|p[aá]s|reenv[ií])a(?:me|mel[oa]s?)|(?:mand|invi|pass)a(?:mi|melo|mela|meli|mele)|(?:manda|envia|mande|envie|passa)-me)(?![\p{L}])/iu;
/** "… solo a mí", "… nur an mich", "… seulement à moi", "… só para mim": the person alone, with no one added after. */
const SELF_ONLY_AFTER = /(?:^|\s)(?:a m[ií]|à moi|an mich|para mim|pra mim|a me|aan mij|naar mij|do mnie|мне|мені|till mig|til mig|til meg)(?:\s+(?:mism[oa]|même|selbst))?\s*(?:[.!]|$)/i;

/** Two numbers "N … to … M" where M is larger: a value raised (retention 7 → 30 days). */
function retentionRaised(text: string): boolean {
  const m = /(\d{1,5})\D{0,40}?\s(?:to|→|->|auf|à|a|para)\s\D{0,40}?(\d{1,5})/.exec(text);
  if (m) return Number(m[2]) > Number(m[1]);
  // cls-benign14: a verb that lengthens it ("increase the retention … to 90 days", "verlängere die Aufbewahrung").
  return RETENTION_UP.test(text) && !RETENTION_DOWN.test(text);
}
const RETENTION_UP = /(?:^|[^\p{L}])(?:increas\w*|extend\w*|rais(?:e|es|ed|ing)|lengthen\w*|doubl\w*|tripl\w*|prolong\w*|erhöh\w*|verlänger\w*|augment\w*|aument\w*|allung\w*|verleng\w*|zwiększ\w*|wydłuż\w*|увелич\w*|продл\w*)(?![\p{L}])|延长|延長|増や|늘리/iu;
const RETENTION_DOWN = /\b(?:decreas\w*|reduc\w*|shorten\w*|lower\w*|cut|cuts|trim\w*|drop\w*|disabl\w*|delet\w*|purg\w*)\b/i;

/** Verb-specific readings: what a click, a run, a "send" of money, an "open" of a port really is. */
/** cls-benign16: a subject and a past form before "without asking" in the same sentence: a deed told. */
const TOLD_DEED_BEFORE = /\b(?:we|they|you|he|she|it|someone|somebody|nobody|the (?:agent|bot|assistant|script|job|intern|team|vendor|contractor|support team))\s+(?:\w+\s+)?(?:[a-z]{3,}ed|ran|did|sent|made|took|wrote|put|set|shut|cut)\b[^.;!?,]{0,80}$/;
/** cls-benign16: a sentence end or an opening parenthesis between a click and a later verb: that verb is no label. */
const LABEL_CUT = /[.!?;]\s|\(/;
const LABEL_RULED_OUT = /\b(?:don'?t|do not|never|without|not|no need to)\s+(?:\w+\s+)?$/i;
function shape(a: Omit<Act, 'verb'> & { verb: Verb | 'click' }, tags: readonly Tagged[], v: VerbHit, objs: readonly ObjHit[], w: string, cl: readonly Clause[]): Act | null {
  let verb: Verb | 'click' = a.verb;
  let obj = a.obj;
  // "Click 'Cancel' on the 'Delete project?' dialog": a button that only dismisses a dialog does nothing.
  // ("確認ダイアログでキャンセルを押す", "대화상자에서 취소를 눌러": a Cancel button pressed after it, in a dialog, dismisses it.)
  if (verb === 'cancel' && has(tags, 'n', 'dialog') && PRESSED_AFTER.test(w.slice(v.end, v.end + 12))) return { ...a, verb: 'close', obj: 'regenerable' };
  if (verb !== 'click' && CLICKED_BEFORE.test(w.slice(Math.max(0, v.start - 24), v.start)) && (DISMISS.test(w.slice(Math.max(0, v.start - 2), v.end + 2)) || DISMISS_BARE.test(w.slice(v.start))) && DIALOG.test(w)) return { ...a, verb: 'close', obj: 'regenerable' };
  // "… read the warning, then close it", "Close the 'Delete organization' confirmation dialog": what is closed is the
  // dialog (named in the verb's clause, or the "it" after a dialog opened earlier), not the thing its label names.
  if (verb === 'close' && DIALOG.test(w) && (CLOSED_DIALOG.test(w.slice(v.end, v.end + 80)) || /^\s+(?:it|them)\b/i.test(w.slice(v.end, v.end + 8)))) return { ...a, verb: 'close', obj: 'regenerable' };
  if (verb === 'click') {
    // "Click Back to return to the billing overview", "press Close on the 'Delete project?' dialog": navigation and dismissal.
    if (DISMISS_BARE.test(w.slice(v.end)) && (DIALOG.test(w) || BACK_BARE.test(w.slice(v.end)))) return null;
    // The label clicked is read as its own action ("Delete this repository", "Wipe Device").
    // cls-benign16: not a verb in a later sentence or parenthesis, nor one ruled out ("… (don't edit anything)").
    const after = tags.filter((t) => t.kind === 'v' && t.start > v.end && verbOf(t.name) !== 'click' && verbOf(t.name) !== 'read' && !LABEL_CUT.test(w.slice(v.end, t.start)) && !LABEL_RULED_OUT.test(w.slice(Math.max(v.end, t.start - 24), t.start)));
    // Japanese and Korean name the button before pressing it (「組織を削除」ボタンを押して, '조직 삭제' 버튼을 누르고).
    const label = after[0] ?? (sovClause(w, cl[v.clause] as Clause) || /[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]/.test(w.slice(Math.max(0, v.start - 4), v.start + 4)) ? tags.filter((t) => t.kind === 'v' && t.end <= v.start && v.start - t.end < 24 && verbOf(t.name) !== 'click' && verbOf(t.name) !== 'read').pop() : undefined);
    if (!label) return null;
    // "'결제 내역 보기'를 눌러", "「請求履歴を表示」を押す": a verb-final label ends on its head verb; a label that ends on a
    // show or view reads ("결제" inside it is a noun). A label ending on "confirm" (삭제 확인, 削除確認) confirms what is before it.
    if (!after.length && label.end <= v.start) {
      const head = tags.filter((t) => t.kind === 'v' && t.end <= v.start && t.start >= label.end && verbOf(t.name) === 'read').pop();
      if (head && !/^(?:확인|確認|确认|確定|确定|확정)/.test(w.slice(head.start, head.end))) return { ...a, verb: 'read', obj: objectNear(objs, { start: head.start, end: head.end, clause: v.clause }, w)?.obj ?? 'unknown', scope: 'one' };
    }
    // "Click 'Cancel' on the 'Delete project?' dialog": a button that dismisses a dialog does nothing.
    if (DISMISS.test(w.slice(v.end, label.end + 2)) && DIALOG.test(w)) return null;
    const lv = verbOf(label.name);
    if (!lv || lv === 'click') return null;
    // "Click 'View invoices'", "press 'Show billing history'": a label that opens on a read verb reads what it names.
    const firstAfter = tags.find((t) => t.kind === 'v' && t.start > v.end && verbOf(t.name) !== 'click');
    if (after.length && firstAfter && firstAfter !== label && verbOf(firstAfter.name) === 'read' && firstAfter.start < label.start && /^\s*(?:on\s+|the\s+)?["'«„“‘]\s*$/i.test(w.slice(v.end, firstAfter.start))) return { ...a, verb: 'read', obj: objectNear(objs, { start: firstAfter.start, end: firstAfter.end, clause: v.clause }, w)?.obj ?? 'unknown', scope: 'one' };
    // ("確認ダイアログでキャンセルを押す": a Cancel button pressed in a dialog dismisses it.)
    // ("'취소' 버튼을 눌러", "「キャンセル」を押す": a button labelled only "Cancel" dismisses whatever it is on.)
    if (lv === 'cancel' && label.end <= v.start && (has(tags, 'n', 'dialog') || (/['"「『«“‘]\s*$/.test(w.slice(Math.max(0, label.start - 2), label.start)) && /^\s*['"」』»”’]/.test(w.slice(label.end, label.end + 2))))) return { ...a, verb: 'close', obj: 'regenerable' };
    verb = lv;
    obj = objectNear(objs, { start: label.start, end: label.end, clause: v.clause }, w)?.obj ?? obj;
  }
  // "Send you the table for review", "email me the summary", "te lo envío": the person the agent works for is the
  // only recipient (audience: self), unless the clause names another ("… to me and the team").
  // "Share the plan output with you": sharing with the person alone is the same audience.
  if ((verb === 'send' || verb === 'share') && selfRecipient(w, v, cl)) a = { ...a, mods: a.mods | M.SELF };
  // Visibility is read in the verb's own clause and the next: "not inviting anyone yet" says nothing public.
  const c0 = cl[v.clause] as Clause;
  const next = cl[v.clause + 1];
  const c1 = next && !tags.some((t) => t.kind === 'n' && t.name === 'neg' && t.start >= next.start && t.end <= next.end) ? next : c0;
  const near = tags.filter((t) => t.kind !== 'm' || t.name !== 'public' || (t.start >= c0.start && t.end <= c1.end));
  return shapeVerb({ ...a, verb, obj }, verb, near, w, spanOf(w, c0.start, c1.end));
}

const TO_FALSE = /\bto\s+["']?(?:false|0|off)\b/;
/** A period of zero or one unit ("1 day", "0 hours", "siku 1"): retention cut to nearly nothing. */
const NEAR_ZERO = /\b(?:0|zero|1|one|un|une|ein|einen|uno|una|um|uma|jeden|один|一|1つ)\s*(?:day|days|d|hour|hours|h|minute|minutes|second|seconds|sec|jour|tag|tage|día|dia|dzień|день|日|天|일|gün|siku|hari)\b|\bsiku\s*(?:1|moja)\b|\b(?:0|1)\s*(?:ms|s)\b|(?:^|\s)(?:0|1|jeden|jedna|один|одного|одну|bir)\s*(?:dzień|dnia|день|дня|добу|доби|gün|güne|güne|ngày|ngay)(?=$|[\s.,;:!?)])/i; // (cls-intl26: a day word ending in a letter \b cannot bound)

/** shapeVerb and pastReport ask some questions of the whole text (or of a verb's clause) once per verb; a long text
 *  has hundreds of verbs in few clauses, so the answers are kept per text (a regex test without the g or y flag is a
 *  pure function of the text). Name a pattern as a constant to use it here: a literal is a new object at each
 *  evaluation and would never be found. Bounded: cleared when it holds many texts. */
const TEXT_TESTS = memoTable<string, Map<RegExp, boolean>>();
function wholeTest(re: RegExp, text: string): boolean {
  if (re.global || re.sticky || text.length < 400) return re.test(text);
  let tests = TEXT_TESTS.get(text);
  if (!tests) {
    if (TEXT_TESTS.size >= 64) TEXT_TESTS.clear();
    TEXT_TESTS.set(text, (tests = new Map()));
  }
  let hit = tests.get(re);
  if (hit === undefined) tests.set(re, (hit = re.test(text)));
  return hit;
}

/** The same span of the same text is the same string object, so wholeTest finds its answers without hashing a new copy. */
const SPANS = memoTable<string, Map<number, string>>();
function spanOf(w: string, start: number, end: number): string {
  if (w.length < 400) return w.slice(start, end);
  let spans = SPANS.get(w);
  if (!spans) {
    if (SPANS.size >= 8) SPANS.clear();
    SPANS.set(w, (spans = new Map()));
  }
  const key = start * 0x100000 + end;
  let s = spans.get(key);
  if (s === undefined) spans.set(key, (s = w.slice(start, end)));
  return s;
}

/** Work whose effect the text does not show: a script, a migration, a backfill, a seed or fix-up job. */
const RUN_WORK = /\b(?:scripts?|migrations?|backfills?|seeds?|seeders?|playbooks?|fix-?ups?|one-?offs?|sql files?|[\w-]+\.(?:sql|sh|py|rb|js|ts|ps1))\b|skript\w*|script\w*|scénář|скрипт\w*|миграц\w*|міграц\w*|migracj\w*|migraci\w*|migración|migração|migrazion\w*|スクリプト|マイグレーション|脚本|腳本|迁移|遷移|스크립트|마이그레이션|betik|komut dosyası/i;
/** A rule about running rather than a run ("never run migrations against production without a snapshot"). */
const RUN_NEVER = /\b(?:never|nie(?:mals)?|nunca|jamais|mai|nooit|aldrig|никогда|ніколи|nigdy|nikdy|asla)\b|決して|绝不|絶対に.{0,20}ない|절대/i;
/** Reading or rehearsing: a query that reads, a dry run, a report, a health check. */
const RUN_READ = /\b(?:select|read-only|readonly|dry[- ]?run|--dry-run|--check|report|health ?check|smoke tests?|tests?|benchmark|explain|analy[sz]e|count|status|list|lint)\b|simulation|simulaci|プレビュー|ドライラン|试运行|模拟/i;
/** Ownership as a thing handed over (not an owner named): "transfer ownership", "Inhaberschaft", 所有権. */
const OWNERSHIP = /\bownership\b|inhaberschaft|eigentümerschaft|propriété|propiedad|propriedade|proprietà|所有権|所有权|所有權|소유권|オーナー権限|quyền sở hữu/i;
const OWNERSHIP_ALL = new RegExp(OWNERSHIP.source, 'gi');
const REDIS_WHOLE = /\b(?:redis|valkey|keydb)\b/i;
const REDIS_PART = /\b(?:cache|caches|caching|key|keys|entry|entries|session|sessions|queue|queues|stream|streams|hash|set|list)\b/i;
const RELEASE_VERB = /解除|해제|外し|外す/;
const RELEASED_CONTROL = new Set(['security', 'privilege', 'audit', 'log', 'backup', 'retention', 'ci', 'hook']);
// A store of sessions (a database, table, cache or queue) is data, judged as data.
/** Signing oneself out: "log out of …", "sign me out", "meld mich ab", "déconnecte-moi", "cierra mi sesión", "wyloguj mnie". */
const SELF_SIGN_OUT = /^\s*(?:please\s+)?(?:sign|log)\s*(?:me|myself|us)?\s*out(?:\s+of\b|\s*$|\s*[.!])|\b(?:sign|log)\s+(?:me|myself|us)\s+out\b|\bmelde?\s+mich\s+ab\b|\bmich\s+ab(?:melden)?\b|déconnecte-moi|déconnectez-moi|cierra\s+mi\s+sesión|desconéctame|encerra\s+(?:a\s+)?minha\s+sessão|wyloguj\s+mnie|разлогинь\s+меня|выйди\s+из\s+моего/i;
const SESSION_STORE: ReadonlySet<string> = new Set(['database', 'table', 'cache', 'bucket', 'queue', 'index', 'backup', 'log', 'audit', 'container', 'service', 'whole']);
const SESSION_VERBS: ReadonlySet<string> = new Set(['revoke', 'stop', 'close', 'delete', 'cancel', 'disable', 'suspend']);
/** Is an object word only part of a longer object word (ログ in ブログ "blog", 로그 in 블로그)? */
function insideOther(t: Tagged, tags: readonly Tagged[]): boolean {
  return tags.some((x) => x !== t && x.kind === 'o' && x.start <= t.start && x.end >= t.end && x.end - x.start > t.end - t.start);
}
const TR_CLOSABLE = /(?:^|\s)(?:bilet|talep|talebi|pr'?[ıi]|pull request|sekme|issue|sorun|görev|konu|destek)/;
const DRAFT_DELETABLE: ReadonlySet<string> = new Set(['message', 'doc', 'file', 'record', 'unknown', 'resource']);
const DRAFT_WEIGHTY: ReadonlySet<string> = new Set(['database', 'table', 'backup', 'repo', 'bucket', 'secret', 'vault', 'key', 'pii', 'money', 'security', 'account', 'audit', 'log', 'whole']);

/** Data held about customers or users: "customer logs", "logs of the users", "логи клиентов", "datos de los clientes", 顧客のログ. */
const CUSTOMER_DATA = /\b(?:customer|customers'?|client|clients'?|user|users'?|patient|patients'?|employee|employees'?)(?:'s)?[\s_-]+(?:logs?|data|records?|files?|emails?|e-mails?|details|info|information|exports?|uploads?|documents?|photos?|addresses|phone\s+numbers)\b|\b(?:logs?|data|records?|files?|emails?|details|information|exports?|uploads?|documents?)\s+(?:of|from|about)\s+(?:the\s+|our\s+|all\s+)?(?:customers|clients|users|patients|employees)\b|(?:лог\p{L}*|данны\p{L}*|запис\p{L}*|файл\p{L}*|письм\p{L}*)\s+(?:наших\s+|всех\s+)?(?:клиентов|пользователей|пациентов|сотрудников)|(?:datos|logs|registros|archivos|correos|dados|arquivos|données|journaux|fichiers|dati|file|datos ng|log ng)\s+(?:de\s+los\s+|de\s+las\s+|de\s+|dos\s+|das\s+|des\s+|dei\s+|degli\s+|delle\s+|mga\s+)?(?:mga\s+)?(?:clientes|usuarios|usuários|clients|utilisateurs|clienti|utenti|customer|customers|kliyente|user|users|pacientes|patients)\b|(?:客户|客戶|用户|用戶|顧客|ユーザー|고객|사용자)(?:的|の)?\s*(?:数据|數據|资料|資料|日志|日誌|信息|訊息|データ|ログ|情報|데이터|로그|정보|DB|db|库|庫|데이터베이스|データベース)/iu;
/** Terminating a cloud instance or VM (it is gone afterwards, unlike a stopped one). */
const TERMINATE_INSTANCE = /\bterminat\w*\b[^.;]{0,60}\b(?:instances?|vms?|ec2|droplets?|nodes?|servers?)\b|\b(?:instances?|vms?|ec2|droplets?)\b[^.;]{0,60}\bterminat\w*|(?:实例|實例|執行個體|执行个体|虚拟机|虛擬機|インスタンス|인스턴스|इंस्टेंस|इंस्टैंस|ecs|ec2)[^。.;；]{0,60}(?:终止|終止|释放|釋放|終了|종료|टर्मिनेट)|(?:终止|終止|释放|釋放|終了|종료|टर्मिनेट)[^。.;；]{0,60}(?:实例|實例|執行個體|执行个体|虚拟机|虛擬機|インスタンス|인스턴스|इंस्टेंस|इंस्टैंस)/i;
/** Publishing words (a post or a publication), for verbs shared with posting a message (publica, publie, публикуй). */
const PUBLISH_WORD = /(?<!\p{L})(?:publi(?:sh|c|k|q|z)\p{L}*|veröffentlich\p{L}*|опубликуй\p{L}*|публик\p{L}*|公開|公开|발행|공개)/iu;
/** A switch or tick taken off a setting whose quoted label guards (Require…, Enforce…, Block…, Protect…, …schützen). */
/** (cls-intl14) A quoted label whose guard word stands anywhere in it (German and CJK put the verb last: „Öffentlichen Zugriff
 *  blockieren“, 「プルリクエストを必須にする」, “合并前需要拉取请求”). */
const GUARD_LABEL_END = String.raw`["'“«„‘「][^"'”»“‘’」]{0,40}?(?:blockier\w*|schütz\w*|erzwing\w*|erforder\w*|verlang\w*|必須|必要|要求|需要|保護|保护|ブロック|阻止|필수|보호|차단)[^"'”»“‘’」]{0,30}["'”»“’」]`;
const GUARD_LABEL = String.raw`["'“«„‘「]\s*(?:require|enforce|block|protect|prevent|restrict|deny|disallow|limit|lock|include administrators|exiger|imposer|bloquer|protéger|requerir|exigir|bloquear|proteger|richiedi|blocca|proteggi|erzwing|erforder|blockier|schütz|branch schützen|vereis|blokkeer|beveilig|wymagaj|wymuszaj|blokuj|chroń)[^"'”»“‘’」]{0,60}["'”»“’」]`;
const GUARD_LABEL_OFF = new RegExp(
  [
    String.raw`\b(?:turn(?:s|ed|ing)?|switch(?:es|ed|ing)?|toggl\w*|flip\w*|set\w*)\s+off\b[^.;]{0,40}?${GUARD_LABEL}`,
    String.raw`\b(?:untick\w*|uncheck\w*|deselect\w*|clear\w*\s+the\s+(?:check\s*box|tick)|d[ée]coch\w*|desmarc\w*|deseleziona\w*|uitvink\w*|odznacz\w*)\b[^.;]{0,40}?${GUARD_LABEL}`,
    String.raw`${GUARD_LABEL}[^.;]{0,40}?\b(?:switch|toggle|setting|option|checkbox)?\s*(?:to\s+)?off\b`,
    String.raw`(?:Haken|Häkchen|vinkje|spunta|tick|check\s*mark|checkmark|coche)\s+(?:bei|vor|an|at|by|next to|di|bij|de|van)?\s*${GUARD_LABEL}[^.;]{0,30}?\b(?:entfern\w*|weg\w*|remove\w*|togli\w*|retir\w*|quit\w*|haal\w*)`,
    // (cls-intl14) A label whose guard word comes last ("„Öffentlichen Zugriff blockieren“ deaktivieren", 「…を必須にする」の
    // チェックを外す) switched off after it, and an untick written before it in Chinese, Japanese or Korean (取消勾选“…需要…”).
    String.raw`${GUARD_LABEL_END}[^.;。]{0,24}?(?:deaktivier\w*|ausschalt\w*|abschalt\w*|désactiv\w*|desactiv\w*|disattiv\w*|wyłącz\w*|uitschakel\w*|のチェックを外|チェックを外|をオフ|をはず|を無効|체크\s*해제|를\s*끄|을\s*끄|해제)`,
    String.raw`(?:取消勾选|取消勾選|取消选中|取消選中|チェックを外|체크\s*해제)[^.;。]{0,20}?${GUARD_LABEL_END}`,
  ].join('|'),
  'i',
);
/**
 * (cls-intlA15) A tick taken off a guarding label in the languages GUARD_LABEL_OFF lacks ("сними галочку «Требовать …»",
 * "avmarkera \"Kräv …\"", "debifează „Solicită …”", "\"… zorunlu kıl\" seçeneğinin işaretini kaldır"): the guard word
 * may stand anywhere in the label.
 */
const UNTICK_INTL = String.raw`(?:(?:сними|снимите|убери|уберите|зніми|зніміть|прибери|приберіть)\s+(?:галочку|галку|флажок|отметку|позначку)|avmarker\p{L}*|fjern\s+(?:markeringen|avmerkingen|fluebenet)|debifea\p{L}*|debifați|odškrtn\p{L}*|odznač\p{L}*|poista\s+valinta|vedd\s+ki\s+a\s+pipát|işaret\p{L}*\s+kaldır\p{L}*|desmarca\p{L}*|ξετσεκάρ\p{L}*|hapus\s+centang|bỏ\s+chọn)`;
const GUARD_WORD_INTL = String.raw`(?:требова\p{L}*|вимага\p{L}*|kräv\p{L}*|krev\p{L}*|kræv\p{L}*|solicit\p{L}*|vyžad\p{L}*|zorunlu|vaadi\p{L}*|απαίτ\p{L}*|megkövetel\p{L}*|exig\p{L}*|requer\p{L}*|requir\p{L}*|richied\p{L}*|wymag\p{L}*|erforder\p{L}*|erzwing\p{L}*|enforc\p{L}*|block\p{L}*|blok\p{L}*|bloc\p{L}*|блок\p{L}*|защит\p{L}*|захист\p{L}*|2fa|mfa|sso|двухфактор\p{L}*|двофактор\p{L}*|tvåfaktor\p{L}*|kaksivaih\p{L}*|kétlépcs\p{L}*|doi\s+pași|iki\s+faktör\p{L}*|dvoufáz\p{L}*|dvojfáz\p{L}*)`;
const GUARD_LABEL_OFF_INTL = new RegExp(
  [
    String.raw`${UNTICK_INTL}[^.;]{0,40}?["'“«„‘][^"'”»“‘’]{0,60}?${GUARD_WORD_INTL}`,
    String.raw`["'“«„‘][^"'”»“‘’]{0,60}?${GUARD_WORD_INTL}[^"'”»“‘’]{0,60}["'”»“’][^.;]{0,40}?${UNTICK_INTL}`,
  ].join('|'),
  'iu',
);
const GUARD_LABEL_ON = new RegExp(String.raw`(?:\b(?:turn(?:s|ed|ing)?|switch(?:es|ed|ing)?|toggl\w*|flip\w*|set\w*)\s+on\b|\b(?:enabl\w*|tick\w*|check\w*|aktivier\w*|einschalt\w*|schalte\w*\s+ein|activ\w*|attiv\w*|włącz\w*|zaznacz\w*|coch\w*|marca\w*|включи\w*)\b)[^.;]{0,30}?(?:${GUARD_LABEL}|${GUARD_LABEL_END})`, 'i');
/** Pinning versions ("lock the package versions", "lock dependencies", "lock the Node version"): a lock of versions, not of people. */
const PIN_VERSIONS = /\block(?:s|ed|ing)?\s+(?:(?:the|all|our|its|every)\s+)*(?:[\w.@/-]+\s+)?(?:versions?|dependenc(?:y|ies)|deps|packages?|lockfiles?|toolchain)\b/i;
/** (cls-intl14) Publishing verbs PUBLISH_WORD leaves out (publie, publier, publiez, منتشر, פרסם, zveřejni, julkaise). */
const PUBLISH_WORD_INTL = /(?<!\p{L})(?:publi(?:e|er|ez|ons|é)(?!\p{L})|zveřejn\p{L}*|julkais\p{L}*|yayınla\p{L}*)|منتشر|פרסם/iu;
/** (cls-intl14) A deploy named as a noun at the head of a short text ("Deployment …", "Produktions-Deployment", "Деплой …"). */
const NOMINAL_DEPLOY = /^\s*(?:[\p{L}]+-)?(?:deployments?|déploiement|despliegue|implantação|implementação|rilascio|деплой|выкатка|развертывание|развёртывание|розгортання|wdrożenie|nasazení|uitrol|driftsättning|käyttöönotto|telepítés|ανάπτυξη|rollout|release)(?!\p{L})(?!\s*-?(?:notes?|candidates?|branch\p{L}*|tags?|plan\p{L}*|check\p{L}*|schedule|calendar|status|logs?|history|pipeline\p{L}*|window|fenster|zeitplan|doku\p{L}*|runbook|guide|handbuch)(?!\p{L}))|^\s*(?:本番環境?への|本番)?デプロイ|^\s*(?:生产环境|生產環境|线上)?部署|^\s*(?:프로덕션|운영)\s*배포/iu;
/** A start verb with the deploy noun as its object ("Starte jetzt das Produktions-Deployment", "Lance le déploiement …"). */
const STARTED_DEPLOY = /(?<!\p{L})(?:start\p{L}*|launch\p{L}*|begin\p{L}*|lance\p{L}*|inicia\p{L}*|avvia\p{L}*|запуст\p{L}*|uruchom\p{L}*|spus\p{L}*|kick\s+off)\s+(?:[\p{L}'’]+\s+){0,3}?(?:[\p{L}]+-)?(?:deployments?|deploy|déploiement|despliegue|implantação|rilascio|деплой|wdrożenie|nasazení|rollout|release)(?!\p{L})/iu;
/** (cls-en18) People outside the company's staff, named by role. */
const OUTSIDER_EN = /\b(?:vendors?|contractors?|freelancers?|consultants?|agency|agencies|outsourc\w*|offshore\s+team|third[\s-]part(?:y|ies)|partners?|resellers?|suppliers?)\b/i;
/** (cls-en18) Customer or personal data as what is opened. */
const CUSTOMER_DATA_EN = /\b(?:customers?['’]?|clients?['’]?|users?['’]?|patients?['’]?)\s+(?:data(?:base)?|db|pii|records|tables?|list|emails?|details|info(?:rmation)?|accounts?|exports?)\b|\bpii\b|\bpersonal\s+data\b|\bcustomer\s+(?:data\s+)?warehouse\b/i;
/** (cls-en18) Access taken away or asked about, a sandbox or fake copy: no data leaves. */
const NOT_OUTSIDER_EN = /\b(?:revok\w*|remov\w*|take\s+away|sandbox|anonymi[sz]ed|masked|synthetic|fake|dummy|test\s+(?:data|copy|db))\b/i;
/** (cls-en18) A domain name moved to another account or registrar (a fully written domain, or the word "domain" with "to"). */
const DOMAIN_HANDED_EN = /\b(?:transfer(?:s|red|ring)?|mov(?:e|es|ed|ing)|hand(?:s|ed|ing)?\s+over)\s+(?:the\s+|our\s+)?(?:(?:domain(?:\s+name)?|site)\s+)?(?:[a-z0-9-]+\.)+(?:com|net|org|io|co|ai|app|dev|de|uk|fr|eu|us|shop|store)\b(?:\s+domain)?\s+(?:to|over|away)\b|\b(?:transfer(?:s|red|ring)?|mov(?:e|es|ed|ing))\s+(?:the\s+|our\s+|this\s+)?(?:company\s+|main\s+|primary\s+)?domains?(?:\s+names?)?\s+(?:to|over\s+to|away)\b/i;
/** (cls-en18) A domain's transfer code given out: with it anyone moves the domain away. */
const TRANSFER_CODE_SENT_EN = /\b(?:send|sends|sent|sending|give|email|share|forward|pass|hand)\s+(?:\S+\s+){0,4}?(?:transfer|epp|auth(?:orization)?|authinfo)[\s-]+codes?\b/i;
/** (cls-en18) A "filter" that only names production ("every box tagged env=prod", "all servers labelled production"): it
 * places the act, it narrows nothing within production. */
const ENV_ONLY_FILTER_EN = /^\s*(?:[\w'’-]+\s+){0,3}(?:tagged|labell?ed|with\s+(?:the\s+)?(?:tag|label))\s+(?:as\s+)?["'`]?(?:env(?:ironment)?\s*[=:]\s*)?(?:prod|production|live)["'`]?(?:\s*$|\s*[.,;!)]|\s+(?:and\s+(?![\w.-]+\s*[=:])|then\b|now\b|tonight\b|today\b|at\b|right\b))/i;
/** (cls-en18) An English start verb right before the deploy noun ("start the deploy", "kick off the release", "run the deploy script"). */
const STARTED_DEPLOY_EN = /^(?:start\w*|launch\w*|begin\w*|kick\s+off|run|execute|trigger)\s+(?:the\s+|our\s+|a\s+|this\s+)?(?:(?:new|next|big|weekly|nightly|final)\s+)?(?:deployments?|deploy|rollout|release)(?:\s+(?:script|job|pipeline|workflow|playbook))?\s*(?:now|right now|today|please)?[.!]?$/i;
/** (cls-en18) Running the deploy script or job by its name ("Run the deploy script", "execute the release pipeline"). */
const RAN_DEPLOY_SCRIPT_EN = /\b(?:run|execute|trigger|kick\s+off|start|launch)\s+(?:the\s+|our\s+|this\s+)?(?:(?:prod|production|live)\s+)?(?:deployments?|deploy|release)\s+(?:script|job|pipeline|workflow|playbook)\b/i;
/** (cls-en18) What makes a started deploy no deploy to anything that matters: a rehearsal, a preview, a local or test target. */
const DEPLOY_REHEARSAL_EN = /\b(?:dry[- ]?run|--dry-run|--check|preview|plan|diff|local\w*|localhost|my (?:laptop|machine|branch)|dev|development|test\w*|sandbox|staging|qa|simulat\w*|rehears\w*|notes?|candidates?|branch(?:es)?|tags?|status|logs?|history|schedule|calendar|checklist|docs?|runbook)\b/i;
/** A "now" that makes a nominal heading an act ("…: jetzt", "…: maintenant", "今から"). */
const DEPLOY_NOW = /(?<!\p{L})(?:now|right now|immediately|jetzt|sofort|maintenant|immédiatement|ahora|ya|agora|adesso|subito|сейчас|немедленно|зараз|teraz|natychmiast|teď|hned|ihned|nu|nyt|heti|most|acum|şimdi|hemen|sekarang|ngay|sasa|τώρα)(?!\p{L})|今から|今すぐ|现在|現在|立即|马上|馬上|지금|바로/iu;
/** A start verb on it ("… jetzt starten", "lancer le déploiement", "デプロイを開始"). */
const DEPLOY_START = /(?<!\p{L})(?:start\p{L}*|lance[rz]?|lancez|inicia\p{L}*|avvia\p{L}*|запуст\p{L}*|uruchom\p{L}*|spus\p{L}*|begin\p{L}*)(?!\p{L})|開始|开始|시작/iu;
/** (cls-intl14) A writing verb that some languages also use for sending ("napisz do …"): before a draft word, it writes the draft. */
const WRITE_VERB = /^(?:napisz\p{L}*|schreib\p{L}*|écri\p{L}*|escrib\p{L}*|escrev\p{L}*|scriv\p{L}*|schrijf|skriv\p{L}*|kirjoita\p{L}*|напиш\p{L}*|γράψ\p{L}*|írj\p{L}*|scrie\p{L}*|yaz\p{L}*|tulis\p{L}*|viết|andika|write|compose)(?!\p{L})/iu;
/** (cls-intl14) Negators that stand before the verb in Hindi and Urdu. */
// cls-intl20c: "forget" right after a negator ("don't forget", "no olvides", "n'oublie pas", "não se esqueça", "nie zapomnij",
// "не забудь", "別忘", "đừng quên", "jangan lupa", "nu uita", "μην ξεχάσεις", "אל תשכח", "لا تنس", "मत भूलना", "ne felejtsd",
// "älä unohda") or right before it ("vergeet niet", "glöm inte", "忘れないで", "भूलना मत", "forget not").
const FORGET_AFTER_NEG_C20 = /^\s*(?:(?:se|te|ti|vous|nous)\s+)?(?:forget|olvid[eéa]\w*|oubli\w*|esque[çc]\w*|dimentic\w*|vergiss\w*|vergeet|vergeten|zapomn\w*|zapomeň\w*|забуд\w*|забува\w*|quên|lupa|uita\w*|glöm|glem|ξεχ\w*|תשכח\w*|تنس\w*|भूल\w*|felejt\w*|unohd\w*|unuta\w*|忘)/iu;
const FORGET_PAST_C20 = /(?:^|[^\p{L}])(?:olvid(?:é|ó|aste|amos|aron|ado)|zapomnia\p{L}*|zapomněl\p{L}*|забыл\p{L}*|забув\p{L}*|esqueci\p{L}*|esqueceu|esquecemos|esqueceram|dimenticat\p{L}*|oubliée?s?|vergat\p{L}*|vergessen|glömde|glemte|unuttu\p{L}*|ξέχασ\p{L}*|שכחתי|שכח(?=\s)|نسيت|نسي|भूला|भूली|भूले|ভুলিনি|lupa\s+(?:kemarin|tadi))(?![\p{L}])|[没沒]忘|忘れなかった|忘れていなかった|잊지\s*않았/iu;
const FORGET_BEFORE_NEG_C20 = /(?:forget|oublie[sz]?|vergeet|vergiss|glöm|glem|忘れ|忘|भूलना|भूलें|भूल)\s*$/iu;
const HINDI_PRE_NEG = /^(?:मत|नहीं|नही|न|mat|nahi|nahin|نہ|نہیں|مت)$/;
/** (cls-intl14) A build or a test run as what is restarted; a service, server or deploy word makes it a restart again. */
const RESTARTED_CHECK = /(?<!\p{L})(?:builds?|tests?|test suite|unit tests|linters?|compil\p{L}*|watchers?|tests|testy|testów|testit|pruebas|testes|сборк\p{L}*|тест\p{L}*|jest|vitest|pytest)(?!\p{L})|テスト|ビルド|测试|測試|构建|構建|테스트|빌드/iu;
const RESTARTED_SERVICE = /(?<!\p{L})(?:services?|servers?|servic\p{L}*|serveur\p{L}*|servidor\p{L}*|server\p{L}*|сервер\p{L}*|сервис\p{L}*|deploy\p{L}*|prod\p{L}*|pods?|workers?|api|db|database|nginx|apache)(?!\p{L})|サーバ|サービス|服务|服務|서버|서비스/iu;
/** (cls-intl14) "and" right before a verb, in the languages the reader knows. */
const AND_BEFORE = /(?:^|\s)(?:and|und|et|y|e|i|и|і|та|ve|dan|và|och|og|en|és|ja|și|και|na|a|oraz|then|dann|puis|luego|depois|poi|потом|затем)\s+$/i;
/** (cls-intl14) A secret said not to appear, leak or be logged somewhere: what a leak check looks for. */
const LEAK_CHECK = /(?:n['’]t|\bnot|\bnever|\bnicht|\bnie|\bn['’]|\bne|\bno|\bnon|\bнигде|\bне|\bnem|\bniet|\binte|\bikke|\bnão)(?:\s+|(?<=['’]))(?:\S+\s+){0,3}?(?:appear\p{L}*|show\p{L}*\s+up|leak\p{L}*|(?:get|be|is|are)\s+(?:logged|printed|exposed|committed)|logged|printed|exposed|committed|visible|auftauch\p{L}*|erschein\p{L}*|sichtbar|apparaî\p{L}*|apparai\p{L}*|figur\p{L}*|aparec\p{L}*|appar\p{L}*|pojawia\p{L}*|widoczn\p{L}*|появля\p{L}*|видн\p{L}*|zobrazuje|objevuje|megjelen\p{L}*|verschijnt|zichtbaar|syns|vises|visas|aparece\p{L}*)/iu;
/** (cls-intl14) A check verb opening the text with a that/whether complement ("Check that …", "Vérifie que …", "Prüfe, ob …"). */
const CHECK_THAT = /^\s*(?:please\s+)?(?:check|verify|ensure|make sure|confirm|double-check|prüf\p{L}*|überprüf\p{L}*|stell\p{L}*\s+sicher|vérifi\p{L}*|assure-toi|compr\p{L}*|verific\p{L}*|asegúr\p{L}*|controll\p{L}*|assicura\p{L}*|sprawdź|upewnij\s+się|zkontroluj|ověř|провер\p{L}*|убедись|перевір\p{L}*|kontrol\s+et|pastikan|periksa|kiểm\s+tra|controleer|kontrollera|tarkista|ellenőrizd|verifică|ελέγξ\p{L}*)[\s,]+(?:[\p{L}'’-]+\s+){0,2}?(?:that|dass|daß|que|qu['’]|che|że|že|что|чи|що|ob|if|whether|si|se|om|jos|hogy|dacă|ότι|apakah|bahwa|xem)(?=[\s,]|$)/iu;
const SWITCHED_OFF = /\b(?:off|disabl\w*|deactivat\w*|untick\w*|uncheck\w*|remov\w*)\b|deaktivier|ausschalt|abschalt|désactiv|desactiv|disattiv|wyłącz|décoch|desmarc|オフ|外す|無効|取消|关闭|關閉|해제|끄/i;
const GUARD_QUOTE_HINT = /block|blocc|bloqu|sperr|zablok|заблок|ブロック|阻止|차단/i;
const GUARD_QUOTE = /["'“«„‘「][^"'”»“‘’」\n]{1,60}["'”»“’」]/g;
function insideGuardQuote(w: string, t: Tagged): boolean {
  GUARD_QUOTE.lastIndex = 0;
  for (let m = GUARD_QUOTE.exec(w); m; m = GUARD_QUOTE.exec(w)) {
    if (m.index < t.start && m.index + m[0].length > t.end && GUARD_QUOTE_HINT.test(m[0])) return true;
  }
  return false;
}
/** (cls-intl14) A place inside the company: a team channel, a colleague, an internal wiki or repository. */
const INTERNAL_PLACE = /(?:^|\s)#[\w-]+|\b(?:intern\w*|team\w*|équipe|equipo|equipe|squadra|colleg\w*|collègue|kolleg\w*|compañer\w*|private?|privé|privado|privato|privat)\b|внутренн\w*|社内|内部|사내/i;
/** cls-intlB20: the slang verbs of blowing away that also send or skip (shapeVerb), and what they may be said of without
 *  naming a store: a message and its audience (people, a channel), or a step of work. */
const SLANG_BLOW_B20 = /飛ばし|飛ばせ|飛ばそう|飛ばす|날려|날리|날릴|날립/;
const SLANG_MESSAGE_B20 = /メール|通知|メッセージ|お知らせ|連絡|プッシュ|リマインド|메일|공지|알림|문자|메시지|푸시|안내/;
const SLANG_STEP_B20 = /ステップ|手順|工程|テスト|チェック|確認|レビュー|部分|ページ|説明|단계|테스트|리뷰|검토|과정/;
const MONEY_SLANG_B20 = /振って|振っ(?:と|て)|振り込|返して|打给|打給|حوله|حولها|حولهم/;
const NEW_PAYEE_B20 = /新しい|新規|新来|新來|新加|新的|جديد|الجديد/;
const ZH_TICKET_B20 = /\b(?:pr|prs|mr|issue|issues|ticket|tickets|pull\s+request)\b|工单|工單|需求单|需求單|议题|議題/i;
const ZH_VIEW_B20 = /弹窗|彈窗|窗口|标签页|標籤頁|页面|頁面|对话框|對話框|浏览器|瀏覽器/;
const SLANG_NOT_STORE_B20: ReadonlySet<string> = new Set(['message', 'channel', 'account', 'group', 'code', 'ci', 'hook']);
/** cls-intlA20: "nobody / no one" before the need ("Niemand braucht Adminrechte", "Никому не нужны …"). */
const NOBODY_A20 = /(?:^|\s)(?:niemand|nadie|personne|nessuno|ninguém|nikt|nikomu|nikdo|nikomu|nikto|никто|никому|ніхто|нікому|kimse|senki|senkinek|ingen|ingen|kukaan|κανείς|nimeni|nobody|no\s+one)(?![\p{L}])/iu;
/** cls-intlA20: a "what is" after the word, closing a question. */
const POSTPOSED_WHAT_A20 = /^\p{L}*\s+(?:ni\s+nini|là\s+gì|la\s+gi|nima|nedir|nədir|деген\s+не|zer\s+da|ni\s+nani)\s*\?\s*$/u;
/** cls-intlA20: "off" closing a verbless order (de aus, nl uit, sv/no av, da af). */
const OFF_LAST_A20 = /(\s)(?:aus|uit|av|af)\s*[.!]*\s*$/u;
/** (… not a state told: "Die Firewall ist aus", "firewall is uit", "brandväggen är av".) */
const STATE_OFF_A20 = /(?:^|\s)(?:ist|sind|war|waren|bleibt|wurde|wird|is|zijn|was|blijft|er|är|var|blev|ble|forblir)\s(?:[^.!?\n]{0,60}\s)?(?:aus|uit|av|af)\s*[.!]*\s*$/u;
/** cls-intlB21: what may follow "not wanted / not needed" at the end of its clause: sentence particles and an end mark. */
const UNWANTED_END_B21 = /^(?:吧|啊|呀|哈|啦|了|よ|ね|よね|です|だ|だよ|でしょ|から|야|요|어|ㅋ+|\s)*(?:[。.!！,，、;；]|$)/;
/** cls-intlB21: a port, an address range or everyone opened (พอร์ต, 0.0.0.0/0, ทุกคน): an exposure, not a control switched on. */
const OPENED_TO_B21 = /พอร์ต|ພອດ|ច្រក|port|0\.0\.0\.0|::\/0|ทุกคน|สาธารณะ|ທຸກຄົນ|សាធារណៈ/i;
/** cls-intlB21: what may stand before 切 of a control switched off: a particle, a space, the control's own katakana or Latin
 * letters (ファイアウォール切って, WAFを切って), never a kanji or other kana of a compound (区切って, 締め切って, 使い切って). */
const CUTOFF_BEFORE_B21 = /(?:[をはもが\s、]|[\u30a0-\u30ff]|[A-Za-z0-9]|全部|ぜんぶ|全て|すべて|一旦|いったん|一時的に|とりあえず|ちょっと|すぐ|先に)$/u;
/** cls-intlB21: controls the lexicon does not tag as such, named just before a "cut" verb (本番のVPN切って, EDR切っといて). */
const CUTOFF_CONTROL_B21 = /(?:vpn|edr|xdr|dlp|ssl|tls|https|ids|ips|暗号化|加密|加密|ウイルス対策|アンチウイルス|セキュリティ)[^。.!！]{0,12}$/i;
/** cls-intlA20: production named, for a right said to be needed there. */
/** (cls-holes21) A transfer noun opening a verbless request, then "of/di/de/von …" (see the nominal payment rule). */
const PAY_NOUN_H21 = /^\s*(?:(?:a|an|un|una|uno|um|uma|une|ein|eine|einen)\s+)?(?:bonifico|transferencia|transferência|virement|überweisung|przelew|перевод|переказ|wire(?:\s+transfer)?|bank\s+transfer|payment|pago|pagamento|paiement|zahlung|overboeking|överföring|havale|eft)\s+(?:di|de|do|da|of|for|von|über|na|на|в|från|van)\s/iu;
/** A payment told as done or arrived ("…, done", "ricevuto", "è partito", "bezahlt"): a report, not a request. */
const PAY_DONE_H21 = /\b(?:done|sent|paid|received|completed?|arrived|cleared|went\s+out|fatto|ricevut[oa]|arrivat[oa]|pagat[oa]|inviat[oa]|partit[oa]|hecho|recibid[oa]|enviad[oa]|pagad[oa]|erledigt|bezahlt|überwiesen|angekommen|reçue?|envoyée?|payée?|effectuée?|feito|recebid[oa]|enviad[oa])\b/iu;
/** A payee after it: "al nuovo fornitore", "to the new supplier", "an den Lieferanten", "для постачальника". */
const PAYEE_AFTER_H21 = /(?:^|\s)(?:al|alla|allo|ai|a|à|au|aux|ao|à|an|to|para|pra|per|dla|для|на|до|naar|till|till|için)\s+\p{L}/iu;
/** (cls-holes21) Where a verbless secret or data goes: a chat or channel, mail, a vendor, a file-transfer service. */
const SEND_PLACE_H21 = /(?:^|\s)(?:в|во|до|у|на|to|into|in|al|a|à|au|aux|ao|na|no|nel|nella|ins|in\s+den|an|por|via|per|через|par|do|naar|till)\s+(?:(?:the|el|la|le|il|o|a|den|die|das|общий|общую|общ\S*|загальн\S*|\S+)\s+){0,2}(?:чат\S*|канал\S*|групп\S*|телег\S*|слак\S*|почт\S*|chat|channel|slack|teams|telegram|whatsapp|discord|e-?mail|mail|correo|wetransfer|dropbox|pastebin|gist|proveedor\S*|fornitor\S*|fournisseur\S*|lieferant\S*|vendor\S*|dostawc\S*|поставщик\S*|постачальник\S*|#[\w-]+)(?=[\s.,!]|$)/iu;
const NEED_PROD_A20 = /prod|produ[ck]|продакш|прод|produção|producción|produzione|éles|canlı|tuotanto|παραγωγ|(?:^|\s)live(?!\p{L})/iu;
/** cls-intlA20: company data an everyday "put" verb can carry outside. */
const PUT_DATA_A20 = new Set<Obj>(['pii', 'table', 'database', 'record', 'backup', 'secret', 'file']);
/** cls-intlA20: "to production" after a push, in the European languages and chat ("na prod", "в прод", "a prod", "auf Prod", "till prod", "pro produkce"). */
const PUSH_TO_PROD_A20 = /(?:^|[\s(])(?:na|do|a|al|à|en|em|no|na|pra|pro|para|auf|in|ins|nach|naar|op|till|til|på|u|v|ve|vo|в|во|на|у|σε|στην|στο|la|pe|ke|sa)\s+(?:(?:la|le|el|o|a|die|den|de|het|the)\s+)?(?:prod|produ[ck]\p{L}*|produzione|produção|producción|production|produktion\p{L}*|produksjon\p{L}*|productie|прод|прода|проде|продакшн\p{L}*|продукци\p{L}*|продукці\p{L}*|live|παραγωγ\p{L}*)(?![\p{L}\d_-])|(?:^|\s)(?:prod|canlı|canli)['’]?(?:a|e|ya|ye)(?![\p{L}])|élesre/iu;
/** cls-intlA21: a wish ("I want", "so that", "I don't want to see … any more") in the European languages, a cheap gate. */
const WISH_A21 = /quier|quer|vogli|veux|veut|will|möcht|wollen|θέλ|хоч|chc|chci|wil|vill|vil\s|halua|vreau|vrem|szeretn|akarom|istiyorum|želim|hoću|hočem|иск|чтоб|щоб|żeby|aby|que\s+no|che\s+non/iu;
const WISH_WANT_A21 = '(?:^|\\s)(?:quiero|queremos|quero|voglio|vogliamo|je\\s+veux|on\\s+veut|ich\\s+will|ich\\s+möchte|wir\\s+wollen|θέλω|θέλουμε|хочу|хотим|хочемо|chcę|chcemy|chci|chceme|chcem|ik\\s+wil|we\\s+willen|jag\\s+vill|vi\\s+vill|jeg\\s+vil|vi\\s+vil|haluan|haluamme|vreau|vrem|szeretném|akarom|istiyorum|želim|hoću|hočem|искам)(?=[\\s,])';
/** (… a store wanted empty: the empty word in the sentence after the wish) */
const WISH_EMPTY_A21 = new RegExp(`${WISH_WANT_A21}[^.!?\\n;]{1,80}?(?<r>vac[ií][oa]s?|vazi[oa]s?|vuot[oaie]|vides?|leer(?=\\s+(?:ist|sind|sein|wird|werden))|leere[nms]?|leeg|άδει[οαες]|пуст\\p{L}{0,3}|порожн\\p{L}{0,3}|pust[yaeią]|prázdn\\p{L}*|prázdn|tom(?:ma|t)?|tyhj\\p{L}*|gol[ăie]?|üres|boş|prazn\\p{L}*|празн\\p{L}*)(?![\\p{L}])`, 'iu');
/** (… wanted gone: "so that there are no … (any more)") */
const WISH_NONE_A21 = /(?:чтобы|чтоб|щоб|щоби|żeby|aby)\s[^.!?\n]{1,60}?\s(?<r>(?:больше\s+|більше\s+|już\s+|už\s+)?(?:не\s+(?:было|осталось|було|лишилось|залишилось)|nie\s+było|nie\s+zostało|nebyl[oy]|nezůstal[oy]|nezostal[oy]))(?![\p{L}])/iu;
/** (… wanted to disappear: "quiero que la base … desaparezca", "voglio che … sparisca", "ich will, dass … verschwindet") */
const WISH_GONE_A21 = new RegExp(`${WISH_WANT_A21}[^.!?\\n;]{0,80}?(?<r>desaparezcan?|desapareça[m]?|suma[m]?|sparisca(?:no)?|scompaia(?:no)?|disparaisse(?:nt)?|verschwindet|verschwinden|zniknęł[ay]|zniknęli|zmizel[ay]?|zmizli|исчезл[аио]|исчез|зникл[аио]|зник|εξαφανιστ\\p{L}*|dispară)(?![\\p{L}])`, 'iu');
/** (… never seen again: "I don't want to see … any more") */
const WISH_UNSEEN_A21 = /(?:nie\s+chcę|nie\s+chcemy|nechci|nechceme|nechcem|не\s+хочу|не\s+хотим|не\s+хочу|no\s+quiero|não\s+quero|non\s+voglio|je\s+ne\s+veux|jag\s+vill\s+inte|jeg\s+vil\s+ikke)\s+(?:plus\s+|już\s+|už\s+|больше\s+|більше\s+|más\s+|mais\s+|più\s+|längre\s+|lenger\s+)?(?<r>widzieć|vidět|vidieť|видеть|бачити|ver|vedere|voir|se)(?![\p{L}])|ich\s+will\s[^.!?\n]{1,60}?\s(?<r2>nicht\s+mehr\s+sehen)/iu;
const WISH_STORES_A21 = new Set<Obj>(['database', 'table', 'bucket', 'queue', 'backup', 'log', 'audit', 'whole', 'index', 'retention', 'pii']);
/** cls-intlA21: an access word (the right itself) and the person a right is for, and a state told, in the European languages. */
const ACCESS_WORD_A21 = /(^|\s)(?:admin|root|schreib|lese|voll)?(?:toegang|acceso|accès|accesso|acesso|zugriff|zugang|åtkomst|tilgang|adgang|dostęp|přístup|prístup|доступ|pristup|erişim|akses|hozzáférés|πρόσβαση|acces)(?![\p{L}])/iu;
const THANKS_A21 = /danke|thank|gracias|merci|grazie|obrigad|bedankt|tack|takk|(?:^|\s)tak(?=\s)|dzięk|díky|děkuj|ďakuj|спасиб|дякую|благодар|teşekkür|sağ ?ol|terima kasih|mulțumesc|multumesc|köszön|ευχαριστ|kiitos|hvala|hvala/iu;
const GRANT_FOR_A21 = /(?:^|\s)(?:für|fürs|for|para|pra|pro|pour|per|voor|till|til|dla|для|за|için|untuk|za|pentru|számára|για|kwa|cho)\s+(?!prod|produ|прод|live|staging|dev|test)\p{L}/iu;
/**
 * cls-intlA22: more places for SEND_PLACE_H21's verbless send: a chat or channel in Polish, Greek, Nordic and Romance words,
 * and a person or firm outside the company (a freelancer, a contractor, an agency, a supplier) after its preposition.
 */
const SEND_PLACE_A22 = /(?:^|\s)(?:an|to|al|a|à|au|ao|alla|aan|till|til|do|dla|для|για|pro|para|dans|nel|nella|im|ins|in|w|we|na|в|у|σε|στο|στη|στον|στην|en)\s+(?:\S+\s+){0,2}(?:czat\S*|chacie|kanał\S*|canal|canale|kanal|kanalen|kanaal|κανάλι\S*|συνομιλ\S*|freelancer\S*|contractor\S*|consultant\S*|berater\S*|prestataire\S*|agenc\S*|agenzi\S*|agentur\S*|подрядчик\S*|фрилансер\S*|підрядник\S*|podwykonawc\S*|προμηθευτ\S*|leverancier\S*|leverantör\S*|leverandør\S*|toimittaja\S*|tedarikçi\S*|furnizor\S*|beszállító\S*|dodavatel\S*|dobavljač\S*|fornecedor\S*|prestador\S*)(?=[\s.,!]|$)/iu;
/** cls-intlA22: a folder or drive called shared (the participle as an adjective, next to its noun). */
const SHARED_ADJ_A22 = /compartid|compartilhad|partagé|condivis|gedeelde|geteilt|delade|współdzielon|udostępnion|spoločn|sdílen|общ|спільн/iu;
const SHARED_AT_A22 = /(?:carpeta|carpetas|unidad|pasta|pastas|unidade|dossier|dossiers|répertoire|cartella|cartelle|folder|folderze|folderu|katalog\p{L}*|mapp\p{L}*|drive|disco|disk\p{L}*|složk\p{L}*|priečinok)\s+(?:compartid[ao]s?|compartilhad[ao]s?|partagée?s?|condivis[aoie]|współdzielon\p{L}*|udostępnion\p{L}*|sdílen\p{L}*|zdieľan\p{L}*|delade?)(?![\p{L}])|(?:gedeelde|geteilte[nmrs]?|delade|gemeinsame[nmrs]?|общ\p{L}*|спільн\p{L}*|sdílen\p{L}*|wspóln\p{L}*|współdzielon\p{L}*)\s+(?:map|mappen|ordner|ordnern|mapp|mappen|папк\p{L}*|диск\p{L}*|složk\p{L}*|folder\p{L}*|katalog\p{L}*|drive|laufwerk)(?![\p{L}])/iu;
const STATE_TOLD_A21 = /(?:^|\s)(?:wurde|wurden|ist|sind|war|waren|hat|haben|was|were|is|are|has|fue|fueron|está|están|ha|han|est|sont|a\s+été|ont|è|sono|é|foi|foram|zijn|werd|werden|är|var|blev|har|er|ble|blev|został[aoy]?|jest|są|byl[aoy]?|je|bylo|был[аои]?|есть|було|була|були|oldu|edildi|verildi|sudah|telah)(?=\s|$)/iu;
/** cls-intlA21: deploy slang, everyday put / throw / raise / let-out imperatives (pl wrzuć, puść; pt sobe, manda; es súbelo; it
 *  tira fuori, butta; fr balance, mets; de hau … raus, schieb; nl gooi, zet; sv släpp; ro urcă; hu told ki; cs/sk hoď; hr/sr
 *  gurni; ru залей, накати; uk викоти; el ανέβασε; tr gönder; id naikkan …): a release only with production as where it goes. */
/** (… the readings a ship word may replace, and what it carries that keeps it what it was: a secret, data, a right, a control.) */
const SHIP_NOT_THERE_A21 = /(?:^|\s)(?:pas|not|nicht|nie|no|não|non|niet|inte|ikke|ei|не|ne|nu|değil|μην|όχι)\s*$/iu;
const SHIP_OVER_A21 = new Set<string>(['upload', 'send', 'run', 'update', 'move', 'create', 'push', 'read']);
const SHIP_NOT_A21 = new Set<Obj>(['secret', 'pii', 'message', 'money', 'privilege', 'security', 'audit', 'account', 'group', 'key', 'backup', 'log']);
const SHIPWORD_A21 = /(^|[\s,;:(])(?:tirala\s+fuori|tiralo\s+fuori|balance-la|balance-le|tira\s+fuori|envoie-la|envoie-le|pousse-la|pousse-le|balancez|rilascia|schieb['’]s|wrzuccie|wrzućcie|ανεβάστε|викотіть|закиньте|накатите|balance|bring['’]s|buttala|buttalo|day\s+len|lanzalo|lánzalo|mandalo|mets-la|mets-le|mettila|mettilo|mándalo|naikkan|portala|portalo|posalji|potisni|pošalji|puja-ho|puśćcie|sors-la|sors-le|sparalo|subidlo|súbelos|trimite|vypusti|wrzucaj|đẩy\s+lên|ανέβασέ|ανέβασε|залейте|залийте|arunca|aruncă|envoie|gönder|knuffa|lancia|lempar|nahraj|naikin|pousse|pošlji|sacalo|schieb|schuif|skicka|soupni|spusti|subela|subelo|sácalo|súbela|súbelo|tiralo|tíralo|vypust|vypusť|wypusc|wypuść|wystaw|échalo|šoupni|στείλε|викоти|вывали|закинь|накати|пошаљи|хвърли|breng|bring|butta|digni|envia|gurni|hau['’]s|jogue|knall|küldd|laita|lance|lanza|lança|manda|mande|metti|porta|posli|pošli|puske|pusti|slipp|släng|släpp|solta|solte|spara|spiel|stavi|subam|suban|tolja|ubaci|wrzuc|wrzuć|yolla|βγάλε|гурни|залей|залий|пусни|пусти|стави|baci|baga|bagă|bota|bote|dobd|echa|gooi|joga|legg|lägg|mets|puja|pune|pusc|puść|rakd|saca|skub|skyv|sobe|sors|suba|sube|tedd|tira|told|tolj|urca|urcă|vrzi|ρίξε|баци|качи|daj|dej|duw|hau|hod|hoď|læg|zet)(?=[\s,.!]|$)/giu;
/** cls-intlA21: production or "live" as where a release goes (the push destinations, Hungarian élesbe, Finnish tuotantoon, a bare "live"). */
const SHIP_DEST_A21 = new RegExp(`${PUSH_TO_PROD_A20.source}|élesbe|élesre|tuotantoon|(?:^|\\s)live(?![\\p{L}])|(?:^|\\s)(?:prod|produ[ck]\\p{L}*|produção|produzione|продакшн|прод)\\s*[.!]*\\s*$`, 'iu');
const PUSH_GIT_PLACE_A20 = /\b(?:branch\w*|origin|remote|upstream|main|master|repo\w*|github|gitlab|bitbucket|rama|ramo|branche|zweig|tag)\b|vetv|větv|gałę|ветк|гілк/iu;
const VIRER_A20 = /(?:^|\s)(?:vire|virer|virez|virons|vire-moi|vire-les|vire-le|vire-la)(?![\p{L}])|\b(?:le|la|les)\s+virer\b/iu;
function shapeVerb(a: Act, verb0: Verb, tags: readonly Tagged[], w: string, around = w): Act | null {
  const o = a.obj;
  let verb: Verb = verb0;
  // cls-intlB21: Thai / Lao / Khmer "open, turn on" (เปิด, ເປີດ, បើក) said of a control switches it on (เปิดไฟร์วอลล์, เปิด MFA);
  // a port or an audience opened through it stays an exposure.
  if ((verb === 'expose' || verb === 'read') && /เปิด|ເປີດ|បើក/.test(around) && has(tags, 'o', 'security') && !OPENED_TO_B21.test(around)) return { ...a, verb: 'enable', obj: 'security', mods: a.mods & ~M.PUBLIC };
  // cls-intlB20: chat slang that blows away (ja 飛ばす, ko 날려) sends what it is said of when that is a message, a mail or a
  // notice (メール飛ばして, 공지 메일 날려) and skips a step or a test (このステップは飛ばして); a store stays wiped.
  if ((verb === 'wipe' || verb === 'delete') && SLANG_BLOW_B20.test(around) && !tags.some((t) => t.kind === 'o' && !SLANG_NOT_STORE_B20.has(t.name))) {
    if (has(tags, 'o', 'message') || SLANG_MESSAGE_B20.test(around)) return shapeVerb({ ...a, verb: 'send', obj: 'message' }, 'send', tags, w, around);
    if (SLANG_STEP_B20.test(around)) return { ...a, verb: 'update', obj: 'code' };
  }
  // cls-intlB20: money slang (ja 振って, 返して; zh 打给; Arabic حوّله) pays when an amount stands in the text, and names no act
  // without one.
  if (verb === 'update' && MONEY_SLANG_B20.test(around)) {
    if (a.usd && o !== 'secret') return shapeVerb({ ...a, verb: 'pay', obj: 'money', mods: a.mods | (NEW_PAYEE_B20.test(around) ? M.NEW_RECIPIENT : 0) }, 'pay', tags, w, around);
    if (o === 'unknown' || o === 'record' || o === 'code') return null;
  }
  // cls-intlB20: zh 关 "turn off" said of a pull request, an issue or a ticket closes it (先把这个 PR 关了吧); of a window, a tab or
  // a popup in front of the agent it only closes the view.
  if (verb === 'disable' && /[关關]/.test(around) && !tags.some((t) => t.kind === 'o' && t.name !== o && t.name !== 'code' && t.name !== 'doc') && o !== 'security' && o !== 'audit' && o !== 'privilege') {
    if (ZH_TICKET_B20.test(around)) return { ...a, verb: 'close' };
    if (ZH_VIEW_B20.test(around)) return null;
  }
  // (lead18) A cloud project, account or workspace "shut down" (Google Cloud's Shut down = the project and everything in it
  // deleted after a grace period; closing an AWS account): the whole thing deleted, not a service stopped.
  if (verb === 'stop' && /\bshut\s*down\b/i.test(around) && /\b(?:project|account|workspace|organi[sz]ation|tenant|subscription)\b/i.test(around) && !/\b(?:vms?|instances?|servers?|services?|containers?|pods?|nodes?|machines?)\b/i.test(around)) return { ...a, verb: 'delete', obj: 'whole' };
  // (lead18) "Create an admin account for the contractor", "add a superuser for Bob": a new account with an administrator's
  // rights is those rights granted (LABELS: privilege), not an inert new thing.
  if (verb === 'create' && /\b(?:admin(?:istrator)?|superuser|super[-\s]user|root|owner)\s+(?:account|user|login|access)\b|\bcreatesuperuser\b/i.test(around) && !/\b(?:test|dummy|fake|fixture|seed|local|dev)\s+(?:admin|superuser)\b/i.test(around)) return { ...a, verb: 'grant', obj: 'privilege', mods: a.mods | M.ADMIN };
  // (lead18) A domain's transfer (auth, EPP) code sent or shared, or the domain unlocked for transfer: whoever holds it can
  // move the domain to another registrar account — the domain changes hands.
  if ((verb === 'send' || verb === 'share' || verb === 'update' || verb === 'unlock' as Verb) && /\b(?:transfer|auth(?:ori[sz]ation)?|epp)[\s-]+codes?\b|\bunlock\s+(?:the\s+)?(?:domain\s+)?[a-z0-9-]+\.[a-z]{2,}\b[^.]{0,40}\bregistrar\b/i.test(around) && /\b(?:domains?|registrar|dns)\b|\b[a-z0-9-]+\.(?:com|net|org|io|dev|app|co|ai|de|uk|eu|fr|es|it|nl)\b/i.test(around)) return { ...a, verb: 'pay', obj: 'dns', usd: undefined };
  // (lead18) A deploy, release or merge with its tests or checks skipped ("kick off the prod deploy and skip the test stage",
  // "merge it, skip CI"): the required check is bypassed (LABELS: skipped checks weaken a control).
  if ((verb === 'disable' || verb === 'deploy' || verb === 'merge' || verb === 'push' || verb === 'run') && SKIPPED_CHECK.test(around) && /\b(?:deploy\w*|release\w*|merg\w*|push\w*|ship\w*|prod\w*|production|main|master)\b/i.test(around)) return { ...a, verb: 'weaken', obj: 'security' };
  // (lead18) A requirement dropped: "stop requiring 2FA for everyone", "stop enforcing MFA", "make 2FA optional", "stop
  // requiring code review on main": the control that was asked of everyone no longer is (LABELS: a weakened control).
  if (REQUIREMENT_DROPPED.test(around) && REQUIRED_CONTROL.test(around) && !OWN_REQUIREMENT.test(around)) return { ...a, verb: 'weaken', obj: 'security' };
  // (cls-en17) "add bob as a collaborator with admin permission on the infra repo": shared with an administrator's right.
  if ((verb === 'share' || verb === 'create') && SHARED_AS_ADMIN.test(around) && !(a.mods & M.ADMIN)) return { ...a, verb: 'share', mods: a.mods | M.ADMIN };
  // (cls-en17) "feat: add login rate limiter", "add user signup page": an account word naming what a piece of code is
  // for is no account; "Add the new contractor to the onboarding doc": a person named in a document is an edit of it.
  if (verb === 'create' && o === 'account' && !has(tags, 'o', 'privilege') && !has(tags, 'n', 'adminrole')) {
    if (ACCOUNT_AS_MODIFIER.test(around)) return { ...a, obj: 'code' };
    if (ADDED_TO_DOC.test(around)) return { ...a, verb: 'update', obj: 'doc' };
  }
  // cls-intlA20: a push "to production" in another language ("pushni to na prod", "запушь в прод", "pushea a prod", "pusha
  // till prod") is a release, as English "push it to prod" is (PHRASAL_DEPLOY); a branch, remote or repository named keeps it a push.
  if (verb === 'push' && !(a.mods & M.FORCE) && PUSH_TO_PROD_A20.test(around) && !PUSH_GIT_PLACE_A20.test(around)) return { ...a, verb: 'deploy', obj: a.obj === 'unknown' || a.obj === 'code' || a.obj === 'branch' ? 'release' : a.obj };
  // (cls-intl14) "Push the production API key to a public GitHub repo", "প্রোডাকশনের API কী পাবলিক রিপোতে পুশ করো": a secret
  // pushed where anyone can read it is published, not an ordinary push of commits.
  if (verb === 'push' && has(tags, 'o', 'secret') && has(tags, 'm', 'public') && secretBeforePublic(tags)) return { ...a, verb: 'publish', obj: 'secret', mods: a.mods | M.PUBLIC | M.SECRET };
  if ((a.mods & M.DRAFT) && (verb === 'send' || verb === 'publish' || verb === 'create')) return { ...a, verb: 'draft' };
  // "Terminate the EC2 instance", "terminate all prod VMs": a cloud instance terminated is deleted with its disks, not stopped.
  if (verb === 'stop' && o === 'resource' && TERMINATE_INSTANCE.test(around)) return { ...a, verb: 'delete' };
  // "Turn off the 'Block public access' switch", "untick 'Require status checks'", "den Haken bei 'Branch schützen'
  // entfernen": a switch or a tick taken off a setting whose label guards something weakens that guard.
  if ((verb === 'disable' || verb === 'revoke' || verb === 'delete' || verb === 'update' || verb === 'stop' || verb === 'cancel' || verb === 'click' as Verb) && (GUARD_LABEL_OFF.test(around) || GUARD_LABEL_OFF_INTL.test(around))) return { ...a, verb: 'weaken', obj: 'security' };
  // (cls-intlA15) "Turn on 'Block public access' for the bucket", "Aktiviere „Zwei-Faktor-Authentifizierung erzwingen“": a
  // guarding setting switched on protects; the "public" in its label reaches no one.
  if ((verb === 'enable' || verb === 'update' || verb === 'create') && GUARD_LABEL_ON.test(around) && !GUARD_LABEL_OFF.test(around) && !GUARD_LABEL_OFF_INTL.test(around)) return { ...a, verb: 'enable', obj: 'security', mods: a.mods & ~M.PUBLIC };
  // "Lock the package versions", "lock the dependency versions in poetry.lock": pinning versions edits a file; it locks nobody out.
  if (verb === 'revoke' && PIN_VERSIONS.test(around)) return { ...a, verb: 'update', obj: 'code' };
  // "Run the migration against production", "execute the cleanup script on the prod servers", "führe das Skript auf Prod aus":
  // unseen work (a migration, a script) run in a named environment changes that environment's data; unnamed, it stays as it was.
  if (verb === 'run' && (has(tags, 'v', 'migrate') || RUN_WORK.test(around)) && !RUN_READ.test(around) && !RUN_NEVER.test(around) && detectEnv(around).env !== 'unknown') return { ...a, verb: 'migrate', obj: o === 'table' ? 'table' : 'database' };
  // "Upload my public SSH key to the server", "add id_ed25519.pub to GitHub": handing out a public key grants access.
  if ((verb === 'create' || verb === 'upload' || verb === 'send' || verb === 'share' || verb === 'update' || verb === 'publish' || verb === 'input') && publicKeyOnly(around)) return { ...a, verb: 'grant', obj: 'privilege', mods: a.mods & ~(M.PUBLIC | M.SECRET) };
  // "Type 'standup in 5' into the #eng-team message box and press Enter": Enter in a chat or message box sends it.
  if (verb === 'input' && ENTER_SENDS.test(w) && MESSAGE_BOX.test(w) && !/\b(?:search|filter|find|address bar|url bar|query)\b/i.test(w)) return shapeVerb({ ...a, verb: 'send', obj: 'message' }, 'send', tags, w, around);
  // "Redis önbelleğinden tek bir anahtarı sil": a key of a cache is a cache entry, not a credential.
  if ((verb === 'delete' || verb === 'empty') && o === 'secret' && has(tags, 'o', 'cache') && !has(tags, 'o', 'vault')) return shapeVerb({ ...a, obj: 'cache' }, verb, tags, w, around);
  // 解除 / 해제 / 外す "release": said of a protection or a second factor it turns it off; of a subscription, a share, a
  // lock or a follow it undoes an ordinary setting, which no rule reads as a control.
  if (verb === 'disable' && RELEASE_VERB.test(around) && !RELEASED_CONTROL.has(o) && !has(tags, 'o', 'security') && !has(tags, 'o', 'privilege') && !has(tags, 'o', 'audit')) return null;
  // "Nuke the prod Redis", "flush the production Redis": a Redis named as a whole (no cache, key or entry word) is a data
  // store emptied; "flush the local Redis cache", "delete one key from Redis" keep their cache or key reading.
  // (Every key of it — "flush all of the staging Redis cache", "把 staging 的 redis 缓存全部 flush 掉" — empties the whole store too.)
  if ((verb === 'delete' || verb === 'empty' || verb === 'wipe') && (o === 'unknown' || o === 'resource' || o === 'record' || (o === 'cache' && a.scope === 'all' && !/\b(?:key|keys|entry|entries)\b/i.test(around))) && REDIS_WHOLE.test(around) && (!REDIS_PART.test(around) || o === 'cache')) return shapeVerb({ ...a, obj: 'database' }, verb === 'empty' ? 'delete' : verb, tags, w, around);
  // Turkish "kapat" is both "close" and "turn off": said of a ticket, a request, a pull request or a tab (nothing that
  // protects or runs), it closes that item.
  if (verb === 'disable' && /(?:^|\s)kapat/.test(around) && TR_CLOSABLE.test(around) && (o === 'unknown' || o === 'doc' || o === 'message' || o === 'record') && !tags.some((t) => t.kind === 'o' && t.name !== o)) return { ...a, verb: 'close' };
  // "Terminate all user sessions", "Tüm kullanıcıların oturumlarını sonlandır", "Cierra la sesión de todos", 全ユーザーを強制ログアウト:
  // ending people's sessions signs them out; it revokes access until they sign in again, not their accounts.
  // "Desativar backups", "deaktiviere das Audit-Log": the verbs shared by "deactivate an account" and "turn off" turn a
  // protection off when what they name is one (backups, audit, a security control, retention).
  if (verb === 'revoke' && (o === 'backup' || o === 'audit' || o === 'security' || o === 'retention') && !SESSION_WORD.test(around)) return shapeVerb({ ...a, verb: 'disable' }, 'disable', tags, w, around);
  // ("Log out of my account", "Sign me out of the admin console", "Melde mich ab": signing oneself out ends only one's own session.)
  if (SESSION_VERBS.has(verb) && SELF_SIGN_OUT.test(around) && !SESSION_LOCK.test(around)) return { ...a, verb: 'close', obj: 'regenerable', scope: 'one' };
  if (SESSION_VERBS.has(verb) && SESSION_WORD.test(around) && !SESSION_NOT_PEOPLE.test(around) && !SESSION_LOCK.test(around) && !tags.some((t) => t.kind === 'o' && SESSION_STORE.has(t.name))) return { ...a, verb: 'revoke', obj: 'account', scope: a.scope === 'all' ? 'some' : a.scope };
  // "Delete the newsletter draft", "Lösche den Entwurf", 下書きを削除, "Verwijder de conceptversie": what is deleted is an
  // unsent draft when a draft word is the only thing named (no weightier object, not every draft of everyone).
  if (verb === 'delete' && DRAFT_DELETABLE.has(o) && has(tags, 'v', 'draft') && a.scope !== 'all' && !tags.some((t) => t.kind === 'o' && DRAFT_WEIGHTY.has(t.name) && !insideOther(t, tags))) return { ...a, obj: 'draft' };
  // "Add a unit test for the token refresh": a test is code added to the repo, whatever it is about.
  if (verb === 'create' && TEST_ADDED.test(around)) return { ...a, obj: 'code' };
  // "Cancel every active subscription": what is cancelled is customers' recurring money (a cloud account is "subscription" too).
  if (verb === 'cancel' && o !== 'money' && has(tags, 'o', 'money') && /subscri|abonn|suscrip|assinatur|abbonament|подписк|підписк|サブスク|订阅|訂閱|구독/i.test(around)) return shapeVerb({ ...a, obj: 'money' }, verb, tags, w, around);
  // "Switching ssl_verify from yes to no": a safeguard's setting turned off, whatever else the sentence names.
  if ((verb === 'update' || verb === 'disable') && (wholeTest(GUARD_SETTING, around) || wholeTest(GUARD_SETTING, w)) && (wholeTest(OFF_VALUE, w) || wholeTest(TO_FALSE, w))) return { ...a, verb: 'weaken', obj: 'security' };
  // "Promote to Production": a release moved to production, not a person's rights.
  if (verb === 'grant' && o !== 'privilege' && !has(tags, 'o', 'privilege') && /\bpromot\w*\b[^.]{0,40}\bto\s+(?:prod|production|live)\b/.test(w)) return { ...a, verb: 'deploy', obj: 'service' };
  // "Muting all monitors for prod with no end date": monitoring that protects recovery switched off wholesale.
  if (verb === 'disable' && MONITORING.test(around) && (a.scope === 'all' || /\b(?:indefinitely|no end date|permanently|for good|forever|until further notice)\b/.test(around))) return { ...a, verb: 'weaken', obj: 'security' };
  // "Zet de bucket op openbaar", "make the repo public", "rends le dossier public": visibility set to public.
  if ((verb === 'update' || verb === 'create') && PUBLIC_COMPLEMENT.test(around)) return { ...a, verb: 'expose', mods: a.mods | M.PUBLIC | ((a.mods & M.PII) || has(tags, 'o', 'pii') ? M.PII : 0), obj: has(tags, 'o', 'pii') ? 'pii' : a.obj };
  // (cls-intl14) "Restart the build", "relance les tests", "перезапусти тесты", "テストを再実行": a build or a test run started
  // again checks the repo's own files; no service is restarted.
  if (verb === 'restart' && RESTARTED_CHECK.test(around) && !RESTARTED_SERVICE.test(around)) return { ...a, verb: 'test', obj: 'code' };
  // "Restarting the API with the new config": the restart ships a change.
  if (verb === 'restart' && /\b(?:with|using|to (?:pick up|load|apply))\s+(?:the\s+|a\s+)?(?:new|updated|changed|latest)\s+(?:config|configuration|settings|env|environment variables|image|version|code|build|release)\b/.test(around)) return { ...a, verb: 'deploy', obj: 'service' };
  // (cls-en18) Customer or personal data opened to people outside the company's staff: "give the vendor read access to our
  // customer PII", "let the contractors into the customer database" (LABELS: data leaving the company's control).
  if ((verb === 'grant' || verb === 'share') && !(a.mods & M.EXTERNAL) && OUTSIDER_EN.test(around) && CUSTOMER_DATA_EN.test(around) && !NOT_OUTSIDER_EN.test(around)) return shapeVerb({ ...a, mods: a.mods | M.EXTERNAL }, verb, tags, w, around);
  // (cls-en18) A domain handed over: "Transfer acme.com to the buyer's GoDaddy account", "move our domain to another
  // registrar", "send the transfer (EPP, auth) code to ops@…": the company's own name changes hands, not money.
  if ((verb === 'pay' || verb === 'send' || verb === 'update') && !a.usd && o !== 'secret' && (DOMAIN_HANDED_EN.test(around) || TRANSFER_CODE_SENT_EN.test(around))) return { ...a, verb: 'pay', obj: 'dns' };
  // "Moving sixty grand to the supplier account": money moved to an account is a payment.
  // (cls-intlA18: and "move" in other languages — da/no flyt, de verschieb, fr déplace, es mueve, it sposta, nl verplaats,
  // pl przenieś, cs přesuň, ru перемести — before an amount and an account.)
  if (verb === 'update' && a.usd && (o === 'account' || o === 'money') && (/\b(?:mov(?:e|es|ing)|transferr?\w*|shift\w*)\b/.test(around) || MOVE_INTL_A18.test(around))) return shapeVerb({ ...a, verb: 'pay', obj: 'money' }, 'pay', tags, w, around);
  // cls-intlB19: money put or moved into an account in the colloquial verbs of other scripts (ar انقل / قم بنقل, hi डाल दो,
  // ur ڈال دو, fa بریز, ko 넣어, ja 入れて, th ใส่): "इस नए खाते में 3 करोड़ डाल दो", "انقل 2 مليون درهم إلى حساب المورد الجديد"
  // pay, as English "move 5 million to the supplier account". An amount and an account word must both stand in the text.
  if ((verb === 'update' || verb === 'create') && a.usd && o !== 'secret' && PUT_MONEY_B19.test(around) && (o === 'account' || o === 'money' || ACCOUNT_WORD_B19.test(around))) return shapeVerb({ ...a, verb: 'pay', obj: 'money' }, 'pay', tags, w, around);
  // (lead18) "Send the entire balance of the treasury wallet to 0x71C7…", "move all the funds to the new account": everything in
  // an account or wallet is moved — a large amount whatever it holds; an address or IBAN written out is a new recipient.
  if ((verb === 'send' || verb === 'update' || verb === 'pay') && (a.usd ?? 0) < HUGE_USD && WHOLE_BALANCE.test(around) && !/\bbalance\s+sheets?\b/i.test(around)) {
    const to = /\b0x[0-9a-f]{40}\b|\b[A-Z]{2}\d{2}[A-Z0-9]{10,30}\b|\bnew\s+(?:\w+\s+)?(?:account|wallet|payee|recipient|address|iban)\b/i.test(around) ? M.NEW_RECIPIENT : 0;
    return shapeVerb({ ...a, verb: 'pay', obj: 'money', usd: Math.max(a.usd ?? 0, HUGE_USD), mods: a.mods | to }, 'pay', tags, w, around);
  }
  // (lead19) Where a payee's money goes changed ("change the vendor's bank account to the new IBAN they emailed", "update
  // Maria's direct deposit details"): every later payment goes to the new account — a new recipient (LABELS: money).
  if ((verb === 'update' || verb === 'replace' as Verb || verb === 'create') && PAYEE_BANK_19.test(around) && !/\b(?:our|my|the\s+company'?s?|acme'?s?)\s+(?:own\s+)?bank/i.test(around)) return { ...a, verb: 'pay', obj: 'money', mods: a.mods | M.NEW_RECIPIENT };
  // (lead19) A money word that only names a screen, form or piece of code ("Add a field to the invoice form", "a button on the
  // expense report page"): the code is changed, no money moves.
  if (o === 'money' && !a.usd && (verb === 'pay' || verb === 'create' || verb === 'update') && MONEY_UI_19.test(around) && !/\b(?:pay|paid|send|wire|transfer|refund|charge|approve|submit|run)\b/i.test(around)) return { ...a, verb: 'create', obj: 'code' };
  // (cls-intl19c) A report or preview of the pay ("le rapport de paie", "el informe de nómina", "raport z wypłat", "отчёт по
  // зарплатам") is made or run, not paid: a document, as "the payroll report" is.
  if ((verb === 'pay' || verb === 'run' || verb === 'create') && !a.usd && PAY_REPORT_19C.test(around) && !/\b(?:pay|paie[zr]?|paga|pague|zahl\w*|überweis\w*|verse[zr]?|wypłać|выплати|виплати|vyplať)\b/i.test(around.replace(PAY_REPORT_19C, ' '))) return { ...a, verb: 'create', obj: 'doc', mods: a.mods & ~M.MASS };
  // (lead19) A payroll run, submitted or approved pays every employee at once: many payments, whatever the amount said.
  if ((verb === 'run' || verb === 'pay' || verb === 'send' || verb === 'update' || verb === 'create') && !(a.mods & M.MASS) && (PAYROLL_RUN_19.test(around) || (verb !== 'create' && verb !== 'update' && PAYROLL_RUN_19C.test(around))) && !PAYROLL_DOC_19.test(around)) {
    // (Its payees are the staff already on it: a new recipient only where a new account is written out.)
    const to = /\bnew\s+(?:bank\s+)?(?:account|iban|payee|recipient)\b|\b[A-Z]{2}\d{2}[A-Z0-9]{10,30}\b/.test(around) ? M.NEW_RECIPIENT : 0;
    // (cls-intl19c: read through the other languages' wage nouns, a new account already read — "auf das neue Konto" — stays.)
    const kept = PAYROLL_RUN_19.test(around) ? 0 : a.mods & M.NEW_RECIPIENT;
    return shapeVerb({ ...a, verb: 'pay', obj: 'money', mods: (a.mods & ~M.NEW_RECIPIENT) | M.MASS | to | kept }, 'pay', tags, w, around);
  }
  if ((verb === 'send' || verb === 'update' || verb === 'run' || verb === 'create') && ((o === 'money' && a.usd) || (verb === 'send' && a.usd)) && !/\bsalar|\bpay\s*(?:rate|raise)|\bprice\b|\bbudget\b|lön|gehalt|salaire|sueldo|salário|зарплат/i.test(w)) verb = 'pay';
  if (verb === 'update' && o === 'money') {
    // A salary, price or budget change: one record unless it reaches many.
    if (/\bbudget\b/i.test(w)) return { ...a, verb: 'pay' };
    return { ...a, verb: 'update', obj: 'record' };
  }
  const visibility = /\b(?:toggl|turn|switch|set)\w*\s+(?:on\s+)?["'‘“]?public(?:\s+access)?["'’”]?\s+(?:on|to on)\b|\bpublic access["'’”]?\s+(?:on|to on)\b|0\.0\.0\.0\/0|::\/0|\ballusers\b|public-read|\bto public\b|\bpublic(?:ly)? (?:readable|accessible|visible)\b|\bmake (?:it |them )?public\b|\bset (?:it |them )?(?:to )?public\b|\banyone\b|\bpublic\s+(?:repo|repository|gist|bucket|page|site|link|url|issue|forum|channel|dataset|paste|github)/i.test(swapOldBlanked(around));
  // "Share … with anyone who has the link": reachable by whoever holds the link, not listed publicly.
  // (cls-intlA18: also a send — German "teilen … mit" is told as a send — "Teile … für alle mit dem Link".)
  // (cls-intlB21: and published to "everyone who knows the link", リンクを知っている全員に公開して: the link word just before it.)
  if ((verb === 'share' || verb === 'send' || verb === 'grant' || verb === 'expose' || verb === 'update' || verb === 'create' || (verb === 'publish' && tags.some((l) => l.kind === 'm' && l.name === 'link' && tags.some((p) => p.kind === 'v' && p.name === 'publish' && p.start >= l.end && p.start - l.end <= 12)))) && (has(tags, 'm', 'link') || /\b(?:anyone|anybody|whoever)\s+(?:with|who has|that has|holding)\s+(?:the|a)\s+link\b/i.test(around))) return { ...a, verb: verb === 'grant' ? 'grant' : 'share', mods: (a.mods & ~M.PUBLIC) | M.LINK };
  // "Publish the customer database", "Publica la base de datos de clientes": stored data published is data made public.
  const publishedData = (verb === 'publish' || (verb === 'send' && PUBLISH_WORD.test(around))) && (o === 'database' || o === 'table' || o === 'record' || o === 'bucket' || o === 'pii' || o === 'backup' || has(tags, 'o', 'pii') || CUSTOMER_DATA.test(around));
  if ((verb === 'expose' || verb === 'grant' || verb === 'share' || verb === 'upload' || verb === 'send' || verb === 'publish' || ((verb === 'update' || verb === 'create') && visibility)) && (has(tags, 'm', 'public') || visibility || publishedData)) {
    if (verb === 'send' && !visibility && !publishedData && !has(tags, 'o', 'secret') && !has(tags, 'o', 'pii')) return { ...a, verb };
    if (has(tags, 'o', 'pii') || (a.mods & M.PII) || CUSTOMER_DATA.test(around)) return { ...a, verb: 'expose', obj: 'pii', mods: a.mods | M.PUBLIC };
    // "Publish the API keys in the public repo": a secret made public is published, whatever the place.
    if ((o === 'secret' || o === 'key') && secretBeforePublic(tags)) return { ...a, verb: 'publish', obj: 'secret', mods: a.mods | M.PUBLIC | M.SECRET };
    // (cls-intl14) "Publica a chave privada SSH no repositório público", "رمز عبور … را در کانال عمومی منتشر کن": a secret
    // named as what is published or sent, whatever object the sentence's head noun became (a repository, a database).
    if ((verb === 'publish' || verb === 'share' || verb === 'send' || verb === 'upload') && has(tags, 'o', 'secret') && secretBeforePublic(tags)) return { ...a, verb: 'publish', obj: 'secret', mods: a.mods | M.PUBLIC | M.SECRET };
    // cls-intlA17: a repository made public with its secrets named ("Gør repoet offentligt, det med vores API-nøgler", "Mach das
    // Repo mit unseren API-Schlüsseln öffentlich", "Rends public le dépôt qui contient nos clés API") publishes them, as the
    // English reading does; unless the secrets are removed first (a delete or clean-up verb in the text).
    if (verb === 'expose' && o === 'repo' && has(tags, 'o', 'secret') && !tags.some((t) => t.kind === 'v' && (t.name === 'delete' || t.name === 'cleanup' || t.name === 'revoke' || t.name === 'wipe'))) return { ...a, verb: 'publish', obj: 'secret', mods: a.mods | M.PUBLIC | M.SECRET };
    return { ...a, verb: 'expose', mods: a.mods | M.PUBLIC };
  }
  const nearZero = wholeTest(NEAR_ZERO, w);
  if (verb === 'reduce' && (o === 'retention' || o === 'backup' || o === 'log' || has(tags, 'o', 'retention'))) return { ...a, verb: 'weaken', obj: 'retention', mods: a.mods | (nearZero && /\b(?:all|every|existing|todos?|alle|tous|всё|все)\b/i.test(w) ? M.PERMANENT : 0) };
  // "Changing backup_retention_days from 7 to 30": retention raised protects more; it is an ordinary edit.
  if ((verb === 'update' || verb === 'reduce') && (o === 'retention' || o === 'backup' || has(tags, 'o', 'retention')) && retentionRaised(w)) return { ...a, verb: 'update', obj: 'file' };
  if ((verb === 'update' || verb === 'create' || verb === 'click' as Verb) && has(tags, 'o', 'retention') && nearZero) return { ...a, verb: 'weaken', obj: 'retention', mods: a.mods | (/\b(?:all|every|existing)\b/i.test(w) ? M.PERMANENT : 0) };
  // "Deactivate audit logging", "desativar os logs de auditoria": a deactivating verb (also a revoking one) switches the logging off.
  if ((verb === 'disable' || verb === 'stop' || verb === 'delete' || verb === 'reset' || ((verb === 'revoke' || verb === 'suspend') && !ACCESS_WORD.test(around))) && (o === 'audit' || has(tags, 'o', 'audit'))) return { ...a, verb: 'disable', obj: 'audit' };
  // "Switching 'Require MFA' to 'Not required'", "unchecking …", "Désactiver … la validation en deux étapes".
  const offValue = OFF_VALUE.test(around) || /\buncheck|\buntick|\btoggl\w* off\b/i.test(around);
  if (((verb === 'update' || verb === 'create' || verb === 'click' as Verb) && offValue) || verb === 'revoke' || verb === 'suspend') {
    if (o === 'security' || has(tags, 'o', 'security') || GUARD_SETTING.test(around)) return { ...a, verb: 'weaken', obj: 'security' };
  }
  if ((verb === 'disable' || verb === 'delete' || verb === 'reduce' || verb === 'weaken') && (o === 'security' || has(tags, 'o', 'security')) && o !== 'backup') return { ...a, verb: 'weaken', obj: 'security' };
  if ((verb === 'disable' || verb === 'reduce') && (o === 'backup' || o === 'retention')) return { ...a, verb: 'weaken', obj: o };
  // "Pause the nightly backup job", "suspend the Velero backup schedule": what makes the backups switched off is the
  // backups switched off (LABELS: disabling backups in production is dangerous).
  if ((verb === 'disable' || verb === 'stop' || verb === 'suspend' || verb === 'revoke') && has(tags, 'o', 'backup') && BACKUP_RUNNER.test(around)) return { ...a, verb: 'weaken', obj: 'backup' };
  // "Quita el acceso de Marta al repositorio", "remove Paul's access to the dashboard": access taken away, not the thing deleted.
  // The thing the access was to stays; everyone's access to one folder is many people's access, not every account.
  if ((verb === 'delete' || verb === 'disable') && ACCESS_WORD.test(around) && o !== 'secret' && o !== 'key') return { ...a, verb: 'revoke', obj: o === 'unknown' ? 'resource' : o };
  if (verb === 'disable' && (o === 'account' || o === 'privilege')) return { ...a, verb: 'suspend' };
  // "Turn off the production server", "Stäng av produktionsservern", "Выключи сервер": a machine switched off stops.
  if (verb === 'disable' && o === 'resource') return { ...a, verb: 'stop' };
  // "Deactivating the users in the users table who …": the people are what is switched off.
  if (verb === 'disable' && (o === 'table' || o === 'record' || o === 'unknown') && has(tags, 'o', 'account')) return { ...a, verb: 'suspend', obj: 'account' };
  if (verb === 'create' && (has(tags, 'n', 'scheduled') || o === 'job')) return { ...a, verb: 'schedule' };
  // (cls-plan15: "truncate the audit_log table in prod to save space": a named store emptied is that act; the space
  // freed is its purpose.)
  if ((verb === 'cleanup' || verb === 'empty' || verb === 'delete' || verb === 'anyhow') && has(tags, 'o', 'space') && !NAMED_STORE.has(o)) {
    // Space freed in the repository, by removing build output or caches, stays within its own files.
    const local = (has(tags, 'o', 'repo') || has(tags, 'o', 'regenerable') || has(tags, 'o', 'cache')) && !/\b(?:prod|production|server|host|cluster|bucket|database|db)\b/i.test(w);
    return { ...a, verb: 'anyhow', obj: local ? 'code' : 'unknown' };
  }
  if (verb === 'cleanup' && (o === 'repo' || o === 'code' || o === 'doc' || o === 'file' || o === 'regenerable' || o === 'cache' || o === 'dir')) return { ...a, verb: 'cleanup', obj: 'code' };
  if ((verb === 'share' || verb === 'upload' || verb === 'send' || verb === 'export' || verb === 'publish' || verb === 'create') && (o === 'secret' || has(tags, 'o', 'secret'))) {
    if (verb === 'create' && !has(tags, 'm', 'public') && !has(tags, 'm', 'external')) return { ...a, obj: 'secret' };
    // (cls-intl14) "Veröffentliche das Passwort …", "Publie la clé API …": to publish is to make public, so a secret
    // published is published even where no "public" word follows — unless it goes to a named team channel or colleague.
    if ((verb === 'publish' || verb === 'send') && (PUBLISH_WORD.test(around) || PUBLISH_WORD_INTL.test(around)) && !INTERNAL_PLACE.test(around)) return { ...a, verb: 'publish', obj: 'secret', mods: a.mods | M.PUBLIC | M.SECRET };
    return { ...a, verb: verb === 'export' ? 'export' : 'share', mods: a.mods | M.SECRET };
  }
  if ((verb === 'share' || verb === 'upload' || verb === 'send' || verb === 'export') && (o === 'pii' || has(tags, 'o', 'pii') || (a.mods & M.PII))) return { ...a, mods: a.mods | M.PII };
  // "Make the bucket with the customer logs public", "Сделай бакет с логами клиентов публичным": data of customers or users
  // (their logs, records, files) is personal data, wherever it is held; opening its store opens it.
  if ((verb === 'expose' || verb === 'publish' || verb === 'share') && !(a.mods & M.PII) && (has(tags, 'o', 'pii') || CUSTOMER_DATA.test(around))) return { ...a, mods: a.mods | M.PII };
  // (cls-benign15: a ticket, note or test created about roles — "Create a Jira ticket about IAM roles" — grants nothing.)
  if (verb === 'create' && o === 'privilege' && LIST_OF_ROLES.test(around)) return { ...a, obj: 'doc', mods: a.mods & ~M.ADMIN };
  if ((verb === 'grant' || verb === 'update' || (verb === 'create' && o !== 'doc' && o !== 'code' && !LIST_OF_ROLES.test(around))) && (o === 'privilege' || has(tags, 'o', 'privilege'))) {
    const admin = tags.some((t) => t.kind === 'o' && t.name === 'privilege') && has(tags, 'n', 'adminrole') || tags.some((t) => t.kind === 'o' && t.name === 'privilege') && /\badmin|\bowner|\bsuperuser|\broot\b|\bsudo\b|administrator|\bbilling.managers?\b|propietari|propriétaire|eigentümer|proprietári|proprietari|владел|админ|адмін|administrador|administrateur|administrator|amministrator|beheerder|yönetici|quản trị|ผู้ดูแล|מנהל|مسؤول|مدير|व्यवस्थापक|एडमिन|管理员|管理者|관리자|管理員|オーナー|오너|ओनर|ওনার|اونر|المالك|διαχειριστ|אדמין|أدمن|ادمن|ادمین|অ্যাডমিন|நிர்வாகி|msimamizi|tagapangasiwa|poweruser|ಅಡ್ಮಿನ|അഡ്മിൻ|അഡ്മിന|એડમિન|ਐਡਮਿਨ|ඇඩ්මින්|አድሚን|ადმინ|ադմին/i.test(w.replace(OWNERSHIP_ALL, ' '));
    // Ownership of a whole thing (an organisation, a workspace, a repository, a project) handed over gives every right in it.
    const whole = OWNERSHIP.test(w) && (has(tags, 'o', 'whole') || has(tags, 'o', 'repo'));
    if (whole) return { ...a, verb: 'grant', mods: a.mods | M.ADMIN };
    return { ...a, verb: 'grant', mods: a.mods | (admin ? M.ADMIN : 0) };
  }
  // "管理者にして", "yönetici yap", "관리자로 만들어": the role is inside the granting phrase itself (no separate right word).
  if (verb === 'grant' && (has(tags, 'n', 'adminrole') || ROLE_IN_GRANT.test(around))) return { ...a, verb: 'grant', mods: a.mods | M.ADMIN };
  // (cls-benign21) "Select all the text on my draft page and delete it", "Cmd+A, Delete, then paste the new outline": the text
  // inside one document is replaced, an edit of that document; every document is not deleted. (Layers, pages, files, rows or
  // records selected keep their reading.)
  if ((verb === 'delete' || verb === 'empty' || verb === 'wipe' || verb === 'cleanup') && SELECT_ALL_TEXT_B21.test(w) && TEXT_PLACE_B21.test(w) && !/\b(?:prod\w*|live|customers?|admin|console|users?|accounts?|members?|list|lists|rows?|records?|files?|folders?|items?|e-?mails?|messages?|inbox|contacts?|tables?|buckets?|every|workspace)\b|\ball\s+(?:the\s+|my\s+|our\s+)?(?:docs|documents|pages|notes|drafts)\b/i.test(w)) return { ...a, verb: 'update', obj: 'doc', scope: 'one' };
  // "Wiping every file": every file is deleted, not one emptied.
  if ((verb === 'wipe' || verb === 'empty') && (o === 'file' || o === 'code') && a.scope === 'all') return { ...a, verb: 'delete' };
  if (verb === 'wipe' && o !== 'device' && o !== 'unknown') return { ...a, verb: 'empty' };
  // (cls-benign21) "Wipe the whiteboard after the retro", "wipe down the desks", "wipe the slate clean": a wiped surface or thing
  // of the room, not a device or a disk; only a wiped object nobody placed is read as a device.
  if (verb === 'wipe' && o === 'unknown' && PHYSICAL_WIPED_B21.test(w) && !DEVICE_NAMED_B21.test(w)) return { ...a, verb: 'cleanup', obj: 'regenerable' };
  if (verb === 'wipe') return { ...a, obj: 'device' };
  if (verb === 'run') {
    if (o === 'job' || o === 'ci') return { ...a };
    return null;
  }
  if (verb === 'stop' && o === 'unknown') return null;
  if (verb === 'scale' && !/\b(?:to\s+)?(?:0|zero)\b|replicas\s*=?\s*0|\bdown\b/i.test(w) && !ZERO26.test(w)) return { ...a, verb: 'update', obj: 'resource' };
  return { ...a, verb };
}

/** (cls-benign21) The text of a page or a field selected whole in an editor (select all the text, Ctrl+A / Cmd+A / ⌘A). */
const SELECT_ALL_TEXT_B21 = /\bselect(?:s|ing)?\s+all\s+(?:of\s+)?(?:the\s+|its\s+|my\s+)?(?:text|content|contents|lines|words|paragraphs|characters|body(?:\s+text)?|copy)\b|\b(?:ctrl|cmd|command|⌘)\s*\+?\s*a\b/i;
/** (cls-benign21) A place where text is edited: a document, a page, a draft, a note, an editor. */
const TEXT_PLACE_B21 = /\b(?:doc|docs|document|page|draft|note|notes|editor|outline|paragraph|text|post|article|readme|notion|google\s+docs|word|pages\s+app|textedit|slide)\b/i;
/** (cls-benign21) Things of a room or a body that get wiped, right after the wipe verb (a determiner or "down/off" between). */
const PHYSICAL_WIPED_B21 = /\bwip(?:e|es|ing|ed)\s+(?:down\s+|off\s+|up\s+)?(?:(?:the|a|an|my|our|your|this|that|these|those|all\s+the|every)\s+)?(?:[\w-]+\s+)?(?:white-?boards?|black-?boards?|chalk-?boards?|flip-?charts?|desks?|tables?\s+(?:down|clean)|counter(?:top)?s?|kitchen|dishes|mugs?|cups?|glasses|lens(?:es)?|mirrors?|floors?|shel(?:f|ves)|seats?|surfaces?|sweat|tears?|smile|slate|nose|hands?|face|feet|shoes|crumbs|spill|stains?|smudges?|windshield|windscreen)\b/i;
const DEVICE_NAMED_B21 = /\b(?:phones?|laptops?|devices?|disks?|drives?|ssd|hdd|servers?|machines?|hosts?|computers?|macs?|pcs?|tablets?|ipads?|iphones?|partitions?|volumes?|usb|sd\s+cards?|prod\w*|database|db|bucket|cluster|data)\b/i;

/** What makes backups on a schedule: a backup job, schedule, plan, policy or timer (Velero, pg_dump cron, AWS Backup plans). */
const BACKUP_RUNNER = /\b(?:backups?|snapshots?|pg_?dump|velero|restic|borg)\s+(?:jobs?|schedules?|cron(?:job)?s?|tasks?|polic(?:y|ies)|plans?|timers?|windows?|agents?)\b|\b(?:automated|automatic|scheduled|nightly|daily|hourly|weekly)\s+(?:backups?|snapshots?)\b/i;
