// "Unknown is not safe" (LABELS.md): when no reader could place an action —
// an unfamiliar program, subcommand, tool or sentence — and its text still
// carries a state-changing word of a destructive or control-weakening kind
// (in any of the languages the lexicon knows) or a flag that makes a tool
// delete, mirror or execute, the input is at least confirm. Reads, checks and
// help (a linter run on wipe.sh, print('rm -rf /')) stay where they are.
import type { Finding } from './findings';

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
  if (!m || LOOKING.test(text)) return null;
  return { level: 'destructive', reason: `an action no rule could place, with "${m[0].trim()}" in it; unknown is not safe, so a person looks`, floor: 'destructive' };
}
