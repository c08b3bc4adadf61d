// "Unknown is not safe" (LABELS.md): when no reader could place an action —
// an unfamiliar program, subcommand, tool or sentence — and its text still
// carries a state-changing word of a destructive or control-weakening kind
// (in any of the languages the lexicon knows) or a flag that makes a tool
// delete, mirror or execute, the input is at least confirm. Reads, checks and
// help (a linter run on wipe.sh, print('rm -rf /')) stay where they are.
import type { Finding } from './findings';
import { tag } from './readers/words';
import { isWordChar } from './text/match';
import { forWords } from './text/normalize';

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
export function unplacedFloor(text: string): Finding | null {
  const m = CHANGING.exec(text);
  const word = m ? m[0].trim() : lexiconChange(text);
  if (!word || LOOKING.test(text)) return null;
  return { level: 'destructive', reason: `an action no rule could place, with "${word}" in it; unknown is not safe, so a person looks`, floor: 'destructive' };
}

/** Verb classes of the lexicon that remove, overwrite, weaken, grant or move money, in every language it knows. */
const CHANGING_CLASSES = new Set(['delete', 'empty', 'wipe', 'reset', 'overwrite', 'disable', 'revoke', 'expose', 'grant', 'pay', 'refund', 'cancel']);

/** The first word of such a class in the text ("vacía", "תשבית", "上書き"), or undefined. */
function lexiconChange(text: string): string | undefined {
  const w = forWords(text.length > 4000 ? text.slice(0, 4000) : text);
  for (const t of tag(w)) {
    if (t.kind !== 'v' || !CHANGING_CLASSES.has(t.name)) continue;
    // A stem at the head of a long compound names a thing ("Leerzeichen", "Löschprotokoll"), not an action.
    let e = t.end;
    while (e < w.length && isWordChar(w.charCodeAt(e))) e++;
    if (e - t.end <= 4) return w.slice(t.start, t.end);
  }
  return undefined;
}
