// "Unknown is not safe" (LABELS.md): when no reader could place an action —
// an unfamiliar program, subcommand, tool or sentence — and its text still
// carries a state-changing word of a destructive or control-weakening kind
// (in any of the languages the lexicon knows) or a flag that makes a tool
// delete, mirror or execute, the input is at least confirm. Reads, checks and
// help (a linter run on wipe.sh, print('rm -rf /')) stay where they are.
import { detectEnv } from './context';
import type { Finding } from './findings';
import { neutralizeAsserted } from './readers/inline';
import { nounUseB18, secretLifecycleAfterB18, softVerbDropped, tag, walkNameOver18 } from './readers/words';
import { isWordChar } from './text/match';
import { forWords } from './text/normalize';
import { blankFilterValues } from './text/locale';
import { namesOnlyOver18 } from './text/named';
import { withoutEventAdjuncts } from './text/events';
import { uiTestText } from './uidrive';

/** Words and flags that change or remove state, open access or weaken a control. */
const CHANGING = new RegExp(
  [
    // English stems and flags
    String.raw`\b(?:delet|purg|eras|drop|wip(?:e|ing)|nuk|destroy|truncat|reset|cancel|refund|revok|disabl|deactivat|userdel|useradd|usermod|uninstall|upload|shorten|comment(?:s|ed|ing)?\s+out)`,
    String.raw`\b(?:anyone|admin|password)\b|\broot\b(?!\s*[=:])|\bmaster\.key\b|\bDELETE\b|\bUPDATE\b`,
    String.raw`(?:^|\s)(?:/mir|--mirror|--delete|--execute|--purge)\b`,
    // The same concepts in other languages (delete, clear, reset, disable, open up, grant, backup, password, send)
    'lösch|entfern|supprim|effac|elimin|borr[aeoá]|usu[nń]|удал|очист|очищ|сброс|отключ|削除|消去|删除|刪除|清空|삭제|비우|xóa|pasif|poist|lyhen|varmuuskop|otwier|cấp quyền|فرست|حذف|رمز|हटा|मिटा|ลบ|verwijder|slett|töröl|smaž|smaz|vymaž',
  ].join('|'),
  'i',
);
/** Reading, checking, linting, printing, explaining, listing: the words are only looked at. */
const LOOKING = /(?:^|[\s(/"'.])(?:shellcheck|lint|actionlint|--describe|describe|help|print|echo|console\.log|puts|count|-read|--list|\/list|\/query|\/l|explain|dry.?run|--dry-run|validate|--check|preview|-noout|s_client|scroll\w*|hover\w*|reading|viewing|without (?:confirm|click|submitt?|send|run|execut)\w*)\b/i;

/** A finding that no reader placed: the input is judged by the floor below. */
export function isUnplaced(x: Finding): boolean {
  return x.unplaced === true;
}

/** The floor for an input no reader placed, or null when it shows nothing that changes state. */
/** (cls-intl14) One short question asking who or which ("Who has admin rights on prod?", "Wer hat Admin-Rechte?"). */
const WHO_ASKS = /^\s*[¿"'(]*(?:who|which|wer|welche[rsn]?|qui|quel(?:le)?s?|quién(?:es)?|cuál(?:es)?|quem|quais|qual|chi|quali|wie|welke|vem|vilka|hvem|hvilke|kuka|ketkä|mitkä|kto|którzy|które|kdo|které|кто|какие|хто|які|ποιος|ποιοι|ποια|ki|kik|melyik|cine|care|kim|hangi|siapa|ai)(?=[\s,])[^.!\n]{0,160}[?？]\s*$|^[^.!。\n]{0,80}(?:誰が|谁|誰|누가|מי\s|من\s|चे?\s?कौन|কে\s)[^.!。\n]{0,80}[?？؟]\s*$/i;
/** (lead17) One short question asking when, where or how often ("When was the prod password last rotated?", "Where is
 *  the prod key stored?"): it asks about a thing, not for it to be changed. */
const WHEN_WHERE_ASKS = /^\s*[¿"'(]*(?:when|where|since when|how (?:often|long|many|much|old)|wann|wo|seit wann|wie oft|quand|où|depuis quand|cuándo|dónde|cada cuánto|quando|onde|dove|com que frequência|ogni quanto|wanneer|waar|hoe vaak|när|var|hur ofta|когда|где|как часто|kiedy|gdzie|jak często|kdy|kde|jak často|ne zaman|nerede|ne sıklıkla)(?=[\s,'’])[^.!\n]{0,160}[?？]\s*$/i;
export function unplacedFloor(text: string): Finding | null {
  if (text.length < 200 && (WHO_ASKS.test(text) || WHEN_WHERE_ASKS.test(text))) return null;
  // (cls-over18: a filter's value, "filter Action: Deleted", "filter action:repo.destroy", is what is searched for.)
  // (cls-over18: commands named as data, a deny list or a checker's test, leave no act to guard.)
  if (namesOnlyOver18(text)) return null;
  // (cls-benign19: OWASP ZAP's own launchers, zap.sh and zap-baseline.py / zap-full-scan.py / zap-api-scan.py, name the scanner.)
  // (cls-code19: a string an assertion only inspects, assert is_dangerous("rm -rf /"), is no act.)
  // (cls-benign20: an act named as an event that dates the sentence, "faster after the update", is no act to guard.)
  // (cls-benign21: a message a program logs, raises, throws or shows, and a constant holding UI copy, are text, not acts.)
  if (UI_COPY_CONST_B21.test(text)) return null;
  const asserted = neutralizeAsserted(withoutEventAdjuncts(/\(\s*[frbFRB]?['"`]/.test(text) ? text.replace(MESSAGE_ARG_B21, (m, _q: string, body: string) => m.replace(body, ' '.repeat(body.length))) : text));
  // (cls-sdk21: the string handed to a search call, searchJql("project = PAY …"), .search("status:deleted"), is what is looked for.)
  const seen = blankFilterValues(/zap/i.test(asserted) ? asserted.replace(ZAP_LAUNCHER_B19, '$1owasp-scanner') : asserted).replace(SEARCH_ARG_S21, '$1"value"');
  // (cls-benign22) A dev server or bundler started with its cache cleared (`npx expo start --clear`, `react-native start
  // --reset-cache`, `next dev --clean`): the tool's own cache, rebuilt as it starts; the flag names no act.
  const seen2 = DEV_SERVER_START_B22.test(seen) ? seen.replace(/(?:^|\s)-{1,2}(?:clear|clean|reset-cache)(?=\s|$)/g, ' ') : seen;
  const word = changingWord(seen2) ?? lexiconChange(seen2);
  if (!word || LOOKING.test(text)) return null;
  return { level: 'destructive', reason: `an action no rule could place, with "${word}" in it; unknown is not safe, so a person looks`, floor: 'destructive' };
}

const SEARCH_ARG_S21 = /(\.(?:search|searchJql|search_?jql|jql|find|findAll|find_all|lookup|filter)\s*\(\s*)"[^"\n]{0,300}"(?=\s*[,)])/gi;
/** (cls-benign21) A string literal given to a logger, an error or exception, a warning, an alert, a toast or a translation call. */
const MESSAGE_ARG_B21 = /(?:\braise\s+[A-Z]\w*(?:\.\w+)*|\bthrow\s+new\s+[A-Z]\w*|\bnew\s+[A-Z]\w*(?:Error|Exception)|\b[A-Z]\w*(?:Error|Exception)|\b(?:logger|logging|log|console|Log|LOG|(?:self|this)\.log(?:ger)?)\.(?:debug|info|warn|warning|error|critical|fatal|exception|trace)|\bwarnings\.warn|\b(?:alert|confirm|toast|notify|flash|showBanner|showToast|showError|showWarning|setError|i18n\.t|gettext)|\bt)\s*\(\s*[frbFRB]?(['"`])((?:(?!\1)[^\\\n]|\\.){1,300})\1/g;
/** (cls-benign21) The whole input is one constant holding a sentence of UI copy ("This will permanently delete all your data.
 *  Type DELETE to confirm."): defined, not run. A constant holding a command or a statement keeps its reading. */
const UI_COPY_CONST_B21 = /^\s*(?:(?:export\s+)?(?:const|let|var|final|static|public|private)\s+(?:\w+\s+)?)?[A-Z][A-Z0-9_]{2,}\s*[:=]\s*(['"`])(?!\s*(?:DROP|DELETE|TRUNCATE|ALTER|UPDATE|INSERT|GRANT|REVOKE|rm|sudo|curl|kubectl|aws|gcloud|az)\b)[A-Z][a-z]+(?:[ ,'’][^'"`\n]{0,200}?)?[.!?]?(?:\s+[^'"`\n]{0,200})?\1\s*;?\s*$/;
const ZAP_LAUNCHER_B19 = /(^|[\s/'"`])zap(?=(?:-(?:baseline|full-scan|api-scan))?\.(?:py|sh|bat)\b)/gi;
const CHANGING_ALL = new RegExp(CHANGING.source, 'gi');
/** What may follow a stem in the same word: an inflection ("purged", "truncation"), not a longer name ("purgecss"). */
const STEM_TAIL = /^(?:e|es|ed|d|s|ing|ion|ions|ation|ations|er|ers|ure|ures|ally|ly|able|ise|ize|ment|ments|ged|ging|ped|ping|ble|db|user)?$/i;
/** A name being defined (function truncate(…), const purgeCache = …, def reset_state(…)): code written, not run. */
const DEFINED_BEFORE = /(?:\b(?:function|def|fn|func|const|let|var|val|sub|method|class|interface|type)\s+|\.prototype\.)$/;

/** The first state-changing word of CHANGING standing as a word of its own, not inside a longer name or a definition. */
function changingWord(text: string): string | undefined {
  CHANGING_ALL.lastIndex = 0;
  let m: RegExpExecArray | null;
  let guard = 0;
  while ((m = CHANGING_ALL.exec(text)) && guard++ < 50) {
    const hit = m[0];
    // Flags, upper-case SQL words and multi-word phrases are whole already.
    if (!/^[a-z]+$/i.test(hit)) return hit.trim();
    let e = m.index + hit.length;
    while (e < text.length && /[A-Za-z]/.test(text[e] as string)) e++;
    // (A camelCase name's next part starts a new word: deleteEverything is "delete" + "Everything".)
    const tail = text.slice(m.index + hit.length, e).split(/(?=[A-Z])/)[0] as string;
    // A longer name made on the stem (purgecss, dropzone) counts unless it stands where a command's program does.
    if (!STEM_TAIL.test(tail) && PROGRAM_POSITION.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
    if (DEFINED_BEFORE.test(text.slice(Math.max(0, m.index - 24), m.index))) continue;
    // (cls-benign19: a product or widget named on the stem, Dropbox, dropdown, dropzone, Dropwizard, is a name, not "drop".)
    if (/^drop$/i.test(hit) && /^(?:box|boxes|down|downs|zone|zones|wizard|bear|shipping|shipper|shippers)$/i.test(tail)) continue;
    // cls-benign16: a data frame's own method (df.drop(…), users_df.dropna(), sdf.dropDuplicates()) reshapes it in memory.
    if (FRAME_METHOD_BEFORE.test(text.slice(Math.max(0, m.index - 200), m.index)) && /^\w*\(/.test(text.slice(m.index + hit.length, m.index + hit.length + 30))) continue;
    // cls-en17: "status update: all good", "Weekly update - …": "update" heading a message before a colon names it.
    if (m.index < 40 && /^update$/i.test(hit) && /^s?\s*(?::|\s[-–—]\s)/.test(text.slice(m.index + 6, m.index + 10)) && /^\s*(?:[\w'’-]+\s+){0,2}$/.test(text.slice(0, m.index))) continue;
    // cls-benign15: an act named as a noun and ruled out ("just the list, no deactivation", "without deleting").
    if (/^[a-z]+$/i.test(hit) && RULED_OUT_BEFORE.test(text.slice(Math.max(0, m.index - 10), m.index)) && /^(?:ion|ions|ing|ed|e|es)?$/i.test(text.slice(m.index + hit.length, e))) continue;
    // cls-over16: "admin" naming a console, page or screen ("In Shopify admin → Products", "the Google Admin console")
    // is where the step happens, not a right given.
    // (Only where the step there is a look: filtering, sorting, searching, opening, viewing; an unknown verb still pauses.)
    if (/^admin$/i.test(hit) && ADMIN_PLACE_AFTER.test(text.slice(e, e + 24)) && LOOK_STEP.test(text)) continue;
    // (cls-gui18: a word that is a whole page of a console walk, "Stripe → Refunds → filter …", where the step is a look.)
    if (/(?:^|→|›|->)\s*$/.test(text.slice(Math.max(0, m.index - 4), m.index)) && /^[a-z]*\s*(?:→|›|->)/i.test(text.slice(m.index + hit.length, m.index + hit.length + 16)) && LOOK_STEP.test(text)) continue;
    // (cls-gui18: … nor the role shown in a quoted row or label of an accessibility tree, 'row "Alice Chen – Admin"', where
    // the step is a look.)
    if (/^admin$/i.test(hit) && ((text.slice(0, m.index).match(/"/g)?.length ?? 0) % 2 === 1) && /^[^"\n]{0,40}"/.test(text.slice(e)) && LOOK_STEP.test(text)) continue;
    // cls-over18: "admin" as a host's first label (admin.atlassian.com, https://admin.google.com/…) names the console a
    // step happens in, not a right given; what the step does there is still read. (Not where the walk ends by setting a
    // value, "… → Two-step verification → Optional": no reader places that, and the floor keeps a person looking.)
    if (/^admin$/i.test(hit) && !WALK_SETS_VALUE.test(text) && /(?:^|[\s(<'"`/@]|→|›|»)$/.test(text.slice(Math.max(0, m.index - 1), m.index)) && /^\.[a-z0-9-]{1,40}(?:\.[a-z0-9-]{1,40}){0,3}\.[a-z]{2,12}(?![\w.-])/i.test(text.slice(e, e + 90))) continue;
    // (cls-over18: … and so is "Admin" in the name of the console or its section at the head of a walk, "GCP → IAM & Admin
    // → Service accounts → …", "Okta Admin → Directory → …": one of the first two segments, a name of several words.)
    if (/^admin$/i.test(hit) && !WALK_SETS_VALUE.test(text) && walkHeadName(text, m.index, e)) continue;
    // (cls-over18: a walk's segment that is one joined name, "→ purge-worker@acme-dev.iam.gserviceaccount.com →", names what
    // is opened; as words.ts walkNameOver18 does for the readers.)
    if (walkNameOver18(text, { kind: 'v', name: 'delete', start: m.index, end: m.index + hit.length })) continue;
    // cls-over17: the login of an ssh/scp target (admin@core-sw-01, root@build-mac) is who logs in, no object acted on.
    if (/^(?:admin|root)$/i.test(hit) && text[e] === '@' && /(?:^|[\s'"])$/.test(text.slice(Math.max(0, m.index - 1), m.index))) continue;
    // cls-over17: "root" inside a quoted item name ("AWS root account") where the step is only a look (view its history).
    if (/^root$/i.test(hit) && QUOTED_NAME_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index)) && LOOK_STEP.test(text)) continue;
    // cls-over17: a UI label written in code (let label = "Delete Account", Text("Reset Password")) or tapped in a UI
    // test on the simulator (XCUIApplication … buttons["Delete Account"].tap()) names a button; it presses nothing.
    if (uiLabelAt(text, m.index, e)) continue;
    // cls-benign18: a password's lifecycle stated ("the prod DB password rotates every 90 days") names no change made now.
    if (/^password$/i.test(hit) && secretLifecycleAfterB18(text.slice(e, e + 300))) continue;
    // cls-over17: a test named after the act (DeleteAccountUITests.swift, DeleteAccountTests) is the test, not the act.
    if (/^\w{0,60}?(?:UI)?(?:Tests?|Specs?)\b/.test(text.slice(m.index, m.index + 70)) && /^[A-Z]/.test(hit)) continue;
    // cls-benign18: so is a test, spec or story file named after it (DeleteAccountDialog.test.tsx, delete-account.spec.ts).
    if (/^[\w-]{0,60}?\.(?:test|spec|cy|e2e|stories|story)\.[cm]?[jt]sx?\b/.test(text.slice(m.index, m.index + 80))) continue;
    return hit;
  }
  return undefined;
}

/** cls-over18: the word at [start, end) stands in one of a walk's first two segments, beside other words of that name. */
function walkHeadName(text: string, start: number, end: number): boolean {
  if (text.length > 600) return false;
  const segStart = Math.max(text.lastIndexOf('→', start), text.lastIndexOf('›', start), text.lastIndexOf('»', start));
  const segEndRel = text.slice(end).search(/→|›|»/);
  if (segEndRel < 0) return false;
  const seg = text.slice(segStart + 1, end + segEndRel).trim();
  const arrowsBefore = (text.slice(0, start).match(/→|›|»/g) ?? []).length;
  return arrowsBefore <= 1 && /^[\w&.' -]{1,40}$/.test(seg) && seg.split(/\s+/).length >= 2 && seg.split(/\s+/).length <= 5;
}
/** cls-over18: a console walk whose last segment is a bare setting value (Off, Optional, Disabled, Anyone, Public …). */
const WALK_SETS_VALUE = /(?:→|›|»|->|>)\s*(?:off|optional|disabled?|none|never|nobody|anyone|anybody|public|everyone|all users|allow(?:ed)?(?:\s+all)?|not required|unrestricted|no|on|enabled?|owner|admin(?:istrator)?|0|(?:full|all|complete|unrestricted|admin(?:istrator)?|owner|super|write|edit|manage|org|global)\s+(?:access|rights|permissions?|privileges?|admin(?:istrator)?|control))\s*[.!]?\s*$/i;
/** cls-over17: an open quote of a short name right before the word ("AWS root account", the "root" login). */
const QUOTED_NAME_BEFORE = /["“'][\w .-]{0,30}$/;
/** cls-over17: a string literal given to a UI label: a declared name (let/var/const/val x =) or a view's label/title. */
const UI_LABEL_BEFORE = /(?:\b(?:let|var|const|val)\s+\w{1,40}(?:\s*:\s*\w{1,20})?\s*=\s*|\b(?:Text|Label|Button|title|label|placeholder|accessibilityLabel|NSLocalizedString|stringResource)\s*[(:]\s*)["'][\w ]{0,30}$|(?:^|[^\w.$])(?:t|\$t|i18n\.t|I18n\.t|i18next\.t|translate|gettext|_|__|formatMessage|tr|qsTr|Localized)\s*\(\s*["'`][^"'`\n]{0,40}$/i;

/** cls-over17: the word at [start, end) stands inside a UI label's string literal (see UI_LABEL_BEFORE) or inside the
 *  subscript of a UI test's element query (app.buttons["Delete Account"] with an XCUIApplication in the text). */
function uiLabelAt(text: string, start: number, end: number): boolean {
  // (cls-benign18: a translated message may go on past the word: t('Permanently delete all projects?'), "Your refund of $20 …".)
  if (!/^[\w ]{0,30}["']/.test(text.slice(end, end + 32)) && !(/^[^"'`\n]{0,60}["'`]/.test(text.slice(end, end + 62)) && /(?:\b(?:let|var|const|val)\s+\w{1,40}\s*=\s*|(?:^|[^\w.$])(?:t|\$t|i18n\.t|I18n\.t|i18next\.t|translate|gettext|_|__|formatMessage|tr|qsTr|Localized)\s*\(\s*)["'`][^"'`\n]{0,40}$/.test(text.slice(Math.max(0, start - 80), start)))) return false;
  const before = text.slice(Math.max(0, start - 60), start);
  return UI_LABEL_BEFORE.test(before) || (/\[\s*"[\w ]{0,30}$/.test(before) && /\bXCUIApplication\(\)|\bXCUITest\b|\bXCTAssert/i.test(text)) || (/["'`][\w ]{0,30}$/.test(before) && uiTestText(text));
}

/** cls-over16: what follows "admin" when it names a place: a console, panel, page or screen, or a breadcrumb arrow. */
const LOOK_STEP = /\b(?:filter(?:s|ed|ing)?|sort(?:s|ed|ing)?|search(?:es|ed|ing)?|open(?:s|ed|ing)?|view(?:s|ed|ing)?|brows(?:e|es|ed|ing)|look(?:s|ed|ing)?|find(?:s|ing)?|go(?:es)? to|navigat\w*|sync(?:s|ed|ing)?|refresh(?:es|ed|ing)?|evaluat(?:e|es|ed|ing)|what if|read(?:s|ing)?\s+(?:the\s+)?(?:role|status|column|list|value|page|details?)|inspect(?:s|ed|ing)?|screenshot\w*)\b/i; // (cls-gui18: sync, refresh, evaluate, What If, read the column)
const ADMIN_PLACE_AFTER = /^\s*(?:→|->|›|»|>\s|(?:console|panel|page|dashboard|portal|cent(?:er|re)|ui|area|site|screen|interface)\b)/i;

/** cls-benign16: a name that holds a data frame (df, df2, users_df, df_orders, ordersDf, sdf, frame) followed by the dot of its method. */
const FRAME_METHOD_BEFORE = /(?:^|[^\w.])\w{0,30}(?:df|frame)(?:\d{1,3}|_\w{1,30})?(?:\.\w{1,30}\([^()\n]{0,80}\)){0,4}\.$/i;

/** (cls-benign22) One dev server or bundler command starting (expo/metro/react-native/vite/next/nuxt/webpack/astro … start|dev|serve). */
const DEV_SERVER_START_B22 = /^\s*(?:npx\s+|pnpm\s+(?:exec\s+)?|yarn\s+|bunx\s+)?(?:expo|react-native|metro|vite|next|nuxt|nuxi|astro|webpack(?:-dev-server)?|ng|remix|svelte-kit|parcel)\s+(?:start|dev|serve|run\s+(?:ios|android))\b[^;&|\n]*$/i;
/** cls-benign15: "no", "without", "not" right before an act's word rules it out. */
const RULED_OUT_BEFORE = /\b(?:no|without|not|zero)\s+$/i;

/** Where a command's program name stands: the start of the text or a line, or after a runner (npx, bunx, pnpm dlx). */
const PROGRAM_POSITION = /(?:^|\n|[;&|]\s*|\b(?:npx|bunx|pnpx|dlx|pipx run|uvx|exec)\s+)$/;

/** Verb classes of the lexicon that remove, overwrite, weaken, grant or move money, in every language it knows. */
const CHANGING_CLASSES = new Set(['delete', 'empty', 'wipe', 'reset', 'overwrite', 'disable', 'revoke', 'expose', 'grant', 'pay', 'refund', 'cancel']);

/** The first word of such a class in the text ("vacía", "תשבית", "上書き"), or undefined. */
function lexiconChange(text: string): string | undefined {
  const w = forWords(text.length > 4000 ? text.slice(0, 4000) : text);
  for (const t of tag(w)) {
    if (t.kind !== 'v' || !CHANGING_CLASSES.has(t.name) || softVerbDropped(w, t) || nounUseB18(w, t)) continue; // (cls-benign18: nounUseB18)
    // A stem at the head of a long compound names a thing ("Leerzeichen", "Löschprotokoll"), not an action.
    let e = t.end;
    while (e < w.length && isWordChar(w.charCodeAt(e))) e++;
    // A program named by such a stem (npx purgecss …, wipeout-cli …) is a tool's name, not the act.
    if (e - t.end >= 3 && PROGRAM_POSITION.test(w.slice(Math.max(0, t.start - 12), t.start))) continue;
    if (DEFINED_BEFORE.test(w.slice(Math.max(0, t.start - 24), t.start))) continue;
    if (uiLabelAt(w, t.start, e)) continue;
    // cls-over17: "del" between two words is the Spanish/Italian preposition ("las ventas del último trimestre").
    if (w.slice(t.start, e) === 'del' && /\p{L}\s$/u.test(w.slice(Math.max(0, t.start - 2), t.start)) && /^\s(?:\p{L}|\\u[0-9a-f]{4})/iu.test(w.slice(e, e + 8))) continue;
    // cls-benign15: ruled out as a noun ("no deactivation", "without deleting").
    if (RULED_OUT_BEFORE.test(w.slice(Math.max(0, t.start - 10), t.start))) continue;
    // cls-holes15: a Redis command word called as a method (redis.flushdb()) is code the code reader placed or left as
    // a test fixture; only the command named in prose is the act.
    if (w.charCodeAt(t.start - 1) === 46 && /^flush(?:all|db)$/.test(w.slice(t.start, t.end))) continue;
    // cls-en17: "status update: all good", "Weekly update - …": "update" heading a message before a colon names it.
    if (t.start < 40 && /^updates?$/.test(w.slice(t.start, t.end)) && /^\s*(?::|\s[-–—]\s)/.test(w.slice(t.end, t.end + 4)) && /^\s*(?:[\w'’-]+\s+){0,2}$/.test(w.slice(0, t.start))) continue;
    // cls-benign16: a data frame's own method (df.drop(…)) reshapes it in memory.
    if (w.charCodeAt(t.start - 1) === 46 && FRAME_METHOD_BEFORE.test(w.slice(Math.max(0, t.start - 200), t.start)) && /^\w*\(/.test(w.slice(t.end, t.end + 30))) continue;
    if (e - t.end <= 4) return w.slice(t.start, t.end);
  }
  return undefined;
}

// ------------------------------------------------------------------ impact floor
//
// Advisory must be earned. When nothing placed an action (an unfamiliar CLI
// subcommand, a tool whose name says nothing, a sentence whose main verb the
// lexicon does not know), the words that would make it harmless are missing
// too; what the input still shows is its *reach*: production, everything, a
// whole data store, a secret, money, no prompt. An unknown operation with that
// reach is at least confirm (unknown is not safe); with production and a whole
// store or everything at once, it is verify.

/** Flags and argument values that make an unfamiliar command act without asking, on everything, or on production. */
const REACH_FLAG = /(?:^|\s)(?:--force|--yes|-y|--confirm|--no-prompt|--no-confirm|--non-interactive|--auto-approve|--all|--everything|--prod|--production|--live|--permanent|--hard|--(?:env|environment|track|stage|target|channel|tier|lane|ring|slot)[= ]prod(?:uction)?)(?=[\s=]|$)/i;
/** The same reach written as JSON or key=value arguments of a tool call. */
const REACH_ARG = /"(?:force|confirm|confirmed|auto_?approve|all|everything|permanent|hard|skip_confirm(?:ation)?|no_?prompt)"\s*:\s*true\b|"(?:filter|where|query|match|selector)"\s*:\s*\{\s*\}|\b(?:force|confirm|all|auto_?approve)=(?:true|yes|1)\b/i;
/** An amount of money in a tool's arguments ("amount": 25000, "amount_eur": 120, "total_cents": 9900). */
const MONEY_ARG = /"(?:amount|total|sum|price|value|credit|payout|refund|balance)(?:_[a-z]+)?"\s*:\s*"?\d+(?:\.\d+)?/i;
/** Subcommand words of unfamiliar CLIs that only show state. */
const SHOWING = /(?:^|\s)(?:status|show|info|get|list|ls|view|inspect|logs?|tail|diff|check|whoami|version|doctor|top|stats|history|audit|ps|watch|search|find|query|export|download|pull|fetch|cat|read)(?=\s|$)/i;
/** Objects whose loss or change is not a local, easily undone edit. */
// Not the repo: "in the repo" is where the agent's own, reversible work lives.
const WEIGHTY = new Set(['database', 'table', 'bucket', 'container', 'backup', 'secret', 'key', 'pii', 'money', 'audit', 'log', 'record', 'account', 'security', 'privilege', 'whole', 'queue', 'service', 'customer', 'vault']);
/** Whole stores: production plus one of these (or everything) is verify. */
const WHOLE = new Set(['database', 'table', 'bucket', 'container', 'whole', 'queue']);
/** Words that open a sentence without being its verb: determiners, pronouns, auxiliaries, question words, politeness. */
const NOT_A_VERB = new Set(
  ('the a an this that these those it its we i you he she they our my your their there here is are was were be been am do does did done ' +
    "can could should would will shall may might must what why how when where who which whose if and but or so also just please pls kindly now then " +
    'first next finally ok okay yes no not note fyi hey hi hello thanks thank maybe perhaps let lets let\'s all every each some any no none today currently ' +
    'as for from in on at to of by with after before once while since because still already again').split(/\s+/),
);

export interface ImpactInput {
  /** The whole input's text (and a structured action's name and arguments). */
  text: string;
  /** The environment the input names as a whole. */
  env: 'prod' | 'staging' | 'dev' | 'unknown';
  /** What kind of unplaced part there was: a command, a tool call, or prose no reader placed. */
  kind: 'command' | 'tool' | 'prose';
}

/** The floor for an unplaced action whose reach is high, or null. */
export function impactFloor(input: ImpactInput): Finding | null {
  const { text, env, kind } = input;
  if (LOOKING.test(text)) return null;
  const w = forWords(text.length > 4000 ? text.slice(0, 4000) : text);
  const tags = tag(w);
  let all = false;
  let weighty = '';
  let whole = false;
  for (const t of tags) {
    // (cls-en21: a whole audience, "every tenant", "all donors", is as wide as "all".)
    if (t.kind === 'm' && (t.name === 'all' || t.name === 'mass')) all = true;
    else if (t.kind === 'o' && WEIGHTY.has(t.name)) {
      weighty ||= w.slice(t.start, t.end);
      if (WHOLE.has(t.name)) whole = true;
    }
  }
  const prod = env === 'prod';
  let reach = '';
  if (kind === 'command') {
    // A subcommand that only shows something (zinc fleet status --prod, … logs --all) reaches nothing.
    if (SHOWING.test(text)) return null;
    const m = REACH_FLAG.exec(text);
    if (m) reach = m[0].trim();
  } else if (kind === 'tool') {
    // Production alone is no reach here: an unfamiliar read (aggregate, pods_log) names it as often as a change.
    const m = REACH_ARG.exec(text) ?? MONEY_ARG.exec(text);
    if (m) reach = m[0].replace(/\s+/g, ' ').trim();
    // A large amount (LABELS: large amounts are dangerous), whatever the unfamiliar verb that moves it.
    const big = largeAmount(text);
    if (big) return { level: 'dangerous', reason: `an operation no rule could place that moves a large amount (${big}); unknown is not safe`, floor: 'dangerous' };
  } else {
    // A snapshot, backup or export named in the sentence is most often the protective copy itself (LABELS: new and inert).
    if (tags.some((t) => t.kind === 'o' && t.name === 'backup')) return null;
    // Prose: only an imperative whose verb the lexicon does not know ("Torch the production database").
    if (!proseUnknownVerb(w, tags)) return null;
    if (weighty && (prod || all)) reach = prod ? `production ${weighty}` : `every ${weighty}`;
  }
  if (!reach) return null;
  if (prod && (whole || all) && kind !== 'command') {
    return { level: 'dangerous', reason: `an operation no rule could place, on a whole store or everything in production ("${reach}"); unknown is not safe`, floor: 'dangerous' };
  }
  return { level: 'destructive', reason: `an operation no rule could place, with a wide or weighty reach ("${reach}"); unknown is not safe, so a person looks`, floor: 'destructive' };
}

/**
 * An amount of at least 1,000 in a tool's arguments: a key naming its currency ("amount_eur": 25000),
 * or in cents ("amount_cents": 250000, or a bare "amount" as Stripe writes it, read as cents), else null.
 */
function largeAmount(text: string): string | null {
  const re = /"((?:amount|total|sum|price|value|credit|payout|refund|balance)(?:_([a-z]+))?)"\s*:\s*"?(\d+(?:\.\d+)?)/gi;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const unit = (m[2] ?? '').toLowerCase();
    const n = Number(m[3]);
    const major = unit === 'cents' || unit === 'minor' || unit === '' ? n / 100 : /^(?:usd|eur|gbp|chf|cad|aud|dollars?|euros?)$/.test(unit) ? n : 0;
    if (major >= 1000) return `${m[1]}: ${m[3]}`;
  }
  return null;
}

/** Does the sentence open on a word that is neither a known word of the lexicon nor a function word (an unknown imperative verb)? */
function proseUnknownVerb(w: string, tags: ReturnType<typeof tag>): boolean {
  // A question, a report or a sentence that already has a verb the lexicon knows is placed (or talk) elsewhere.
  if (/\?\s*$/.test(w) || tags.some((t) => t.kind === 'v' || (t.kind === 'n' && t.name !== 'and' && t.name !== 'purpose'))) return false;
  // (cls-benign19) A console walk's first segment ("AWS console → RDS → shop-prod → Configuration", "GCP → Billing → …") names
  // the console, not an act: its first word is no imperative.
  if (/^[\s"'`*>-]*[a-z][\w.&'’ -]{0,40}?\s*(?:→|›|»|->)/i.test(w) && !/^[\s"'`*>-]*[a-z]+\s+(?:the|a|an|every|all|each|this|that|these|those|our|my|your|its|their)\b/i.test(w)) return false;
  const m = /^[\s"'`*>-]*([a-z][a-z'’]*)/.exec(w);
  if (!m) return false;
  const first = m[1] as string;
  if (NOT_A_VERB.has(first) || first.length < 3 || detectEnv(first).env !== 'unknown') return false;
  // "pinging the staging database host", "measuring the orders table": an agent narrating what it is
  // doing with a verb the lexicon lacks is most often looking; the bare imperative is the request.
  if (/ing$/.test(first)) return false;
  // The first word must not itself be a lexicon object or modifier ("Production database is slow"),
  // unless a determiner follows it, which puts it in a verb's place ("Zap every row …").
  const at = m.index + m[0].length - first.length;
  if (!tags.some((t) => t.start === at)) return true;
  return /^\s+(?:the|a|an|every|all|each|this|that|these|those|our|my|your|its|their)\b/.test(w.slice(at + first.length));
}
