// What makes two reported actions "the same action": the hint with its
// whitespace folded (case kept: /srv/Backups is not /srv/backups), plus the
// structured action when one was given.
import { createHash } from 'node:crypto';
import type { StructuredAction } from '../../shared/vocabulary';

export function normaliseHint(hint: string): string {
  return hint.trim().replace(/\s+/g, ' ');
}

export function actionDigest(hint: string, action?: StructuredAction): string {
  const hash = createHash('sha256').update(normaliseHint(hint));
  if (action) hash.update('\u0000').update(JSON.stringify(action));
  return hash.digest('hex');
}

/** What loop detection compares: the same action with case folded too. */
export function loopKey(hint: string, action?: StructuredAction): string {
  const hash = createHash('sha256').update(normaliseHint(hint).toLowerCase());
  if (action) hash.update('\u0000').update(JSON.stringify(action).toLowerCase());
  return hash.digest('hex');
}
