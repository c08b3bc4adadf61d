// The one way a person names an execution, confirmation, block or challenge:
// its full id or a unique prefix of it (at least MIN_ID_PREFIX characters).
// The CLI (`show`, `export`), the terminal console and the jsonl console all
// resolve through resolveIdPrefix, so the same prefix works everywhere and an
// unknown or ambiguous one gets the same clear error. Pure.
import { clip, inert } from './text';

export type IdKind = 'execution' | 'confirmation' | 'block' | 'challenge';

/** Fewer characters than this could pick a different item tomorrow: refused. */
export const MIN_ID_PREFIX = 4;

/** How many characters of an id the surfaces show (enough to be unique in practice, and a valid prefix). */
export const SHORT_ID = 8;

export type IdLookupProblem = 'missing' | 'too_short' | 'unknown' | 'ambiguous';

export class IdLookupError extends Error {
  override readonly name = 'IdLookupError';
  readonly code: string;
  constructor(
    readonly problem: IdLookupProblem,
    message: string,
  ) {
    super(message);
    this.code = `ID_${problem.toUpperCase()}`;
  }
}

/** The shown form of an id: its first SHORT_ID characters. */
export const shortId = (id: string): string => id.slice(0, SHORT_ID);

export interface ResolveOptions {
  /** Where the person can list them, e.g. `see "list"` or `airlock history lists them`. */
  seeAlso?: string;
  /** Wording for the kind, e.g. "pending confirmation" (default: the kind). */
  noun?: string;
}

/**
 * A full id or a unique prefix → the full id. `candidates(prefix)` returns the
 * ids that start with `prefix` (two are enough to know it is ambiguous).
 * Throws IdLookupError, with a message for a person, otherwise.
 */
export function resolveIdPrefix(kind: IdKind, given: string | undefined, candidates: (prefix: string) => readonly string[], options: ResolveOptions = {}): string {
  const noun = options.noun ?? kind;
  const see = options.seeAlso ? ` (${options.seeAlso})` : '';
  const raw = (given ?? '').trim();
  if (raw === '') throw new IdLookupError('missing', `Which ${noun}? Give its id, or its first ${MIN_ID_PREFIX} or more characters${see}.`);
  // Ids are lower-case hex with dashes: a prefix typed in capitals means the same.
  const prefix = /^[0-9a-f-]+$/i.test(raw) ? raw.toLowerCase() : raw;
  const shown = inert(clip(raw, 40));
  const matches = [...new Set(candidates(prefix))];
  if (matches.includes(prefix)) return prefix;
  if (prefix.length < MIN_ID_PREFIX) {
    throw new IdLookupError('too_short', `"${shown}" is too short to pick ${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}: give at least ${MIN_ID_PREFIX} characters of its id${see}.`);
  }
  const starting = matches.filter((id) => id.startsWith(prefix));
  if (starting.length === 1) return starting[0]!;
  if (starting.length === 0) throw new IdLookupError('unknown', `No ${noun} has an id starting with "${shown}"${see}.`);
  // Long enough to tell the examples apart: past the part they share.
  const shared = commonPrefixLength(starting);
  const examples = starting.slice(0, 3).map((id) => id.slice(0, Math.max(SHORT_ID, shared + 4)));
  throw new IdLookupError('ambiguous', `"${shown}" matches more than one ${noun} (${examples.join(', ')}${starting.length > 3 ? ', …' : ''}); give more characters of the id.`);
}

/** `candidates` for resolveIdPrefix over ids held in memory. */
export function idsStartingWith(ids: Iterable<string>): (prefix: string) => string[] {
  return (prefix) => {
    const out: string[] = [];
    for (const id of ids) if (id.startsWith(prefix)) out.push(id);
    return out;
  };
}

function commonPrefixLength(ids: readonly string[]): number {
  const first = ids[0] ?? '';
  let length = 0;
  while (length < first.length && ids.every((id) => id[length] === first[length])) length++;
  return length;
}
