// What makes two reported actions "the same action": the hint with its
// whitespace folded (case kept: /srv/Backups is not /srv/backups), plus the
// structured action when one was given.
import { hash } from 'node:crypto';
import type { StructuredAction } from '../../shared/vocabulary';

export function normaliseHint(hint: string): string {
  return hint.trim().replace(/\s+/g, ' ');
}

// One-shot hashes (crypto.hash: no Hash object per call). The text is hashed as one string, which
// is byte for byte what the update() pieces hashed: JSON.stringify escapes lone surrogates, and no
// piece boundary falls inside a surrogate pair.
export function actionDigest(hint: string, action?: StructuredAction): string {
  const text = normaliseHint(hint);
  return hash('sha256', action ? `${text}\u0000${JSON.stringify(action)}` : text, 'hex');
}

/** What loop detection compares: the same action with case folded too. */
export function loopKey(hint: string, action?: StructuredAction): string {
  const text = normaliseHint(hint).toLowerCase();
  return hash('sha256', action ? `${text}\u0000${JSON.stringify(action).toLowerCase()}` : text, 'hex');
}
