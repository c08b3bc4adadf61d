// PLACEHOLDER — replaced by the full classifier (issue 5). Seed patterns only.
import picomatch from 'picomatch';
import type { Classification, StructuredAction } from '../types';

const forbidden = ['drop_*', 'delete_all*', 'truncate_*', 'reset_*', 'destroy_*', 'wipe_*', '*_production', '*rm -rf*', '*drop table*', '*git push --force*'];
const dangerous = ['force_*', '*_permanently', 'bulk_delete*', 'override_*', 'bypass_*', '*_without_backup', 'purge_*'];
const safe = ['get_*', 'list_*', 'search_*', 'count_*', 'check_*', 'introspect*', 'read*', 'executing shell command: ls*'];
const m = (ps: string[]) => picomatch(ps, { nocase: true, dot: true, bash: true });
const isForbidden = m(forbidden);
const isDangerous = m(dangerous);
const isSafe = m(safe);

export function classify(hint: string, action?: StructuredAction): Classification {
  const text = action ? `${action.tool} ${hint}` : hint;
  if (isForbidden(text)) return { level: 'forbidden', score: 90, reasons: ['matches a forbidden seed pattern'] };
  if (isDangerous(text)) return { level: 'dangerous', score: 70, reasons: ['matches a dangerous seed pattern'] };
  if (isSafe(text)) return { level: 'safe', score: 5, reasons: ['read-only operation'] };
  return { level: 'reversible', score: 20, reasons: ['no danger pattern matched'] };
}
