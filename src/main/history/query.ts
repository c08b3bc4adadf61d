// Turning what a person typed into a safe FTS5 MATCH expression. FTS5 has its
// own query language (AND, OR, NOT, NEAR(…), column filters, `*`, `^`,
// parentheses, quotes); none of it is exposed: every word becomes a quoted
// string, so nothing the person types can be a syntax error or an operator.
//
//   rm -rf /tmp        -> "rm" "rf" "tmp"        (all words, any order)
//   "git push" main    -> "git push" "main"      (a quoted phrase stays a phrase)
//   deplo*             -> "deplo"*               (a trailing * is a prefix search)

export class HistoryQueryError extends Error {
  override readonly name = 'HistoryQueryError';
}

const WORDY = /[\p{L}\p{N}]/u;
/** Shorter prefixes match so many words that the index would have to merge most of itself. */
export const MIN_PREFIX = 3;
/** Prefix lengths the search index keeps (store/schema.ts, prefix='3 4 5'): a longer prefix merges every word it starts, on each query. */
export const INDEXED_PREFIXES: readonly number[] = [3, 4, 5];

/** The MATCH expression for a person's search text, or an error saying what to type instead. */
export function ftsQuery(text: string): string {
  return parseSearch(text).match;
}

/**
 * The MATCH expression; whether it has a prefix term; and whether one of those is longer than
 * the prefix indexes (each query with it then costs as much as reading all its matches).
 */
export function parseSearch(text: string): { match: string; prefix: boolean; longPrefix: boolean } {
  const parts: string[] = [];
  let longPrefix = false;
  const re = /"([^"]*)"?|(\S+)/g;
  for (const m of text.matchAll(re)) {
    if (m[1] !== undefined) {
      // A quoted phrase (an unclosed quote runs to the end).
      if (WORDY.test(m[1])) parts.push(quote(m[1]));
      continue;
    }
    const raw = m[2]!;
    const prefix = raw.length > 1 && raw.endsWith('*') && !raw.endsWith('**');
    const word = prefix ? raw.slice(0, -1) : raw;
    if (!WORDY.test(word)) continue;
    if (prefix && [...word].length < MIN_PREFIX) {
      throw new HistoryQueryError(`A prefix search needs at least ${MIN_PREFIX} letters before the * (${JSON.stringify(raw)} would match too much).`);
    }
    if (prefix && !INDEXED_PREFIXES.includes([...word].length)) longPrefix = true;
    parts.push(prefix ? `${quote(word)}*` : quote(word));
  }
  if (parts.length === 0) {
    throw new HistoryQueryError('Nothing to search for: type at least one word or number (punctuation alone is ignored).');
  }
  if (parts.length > 64) throw new HistoryQueryError('Too many search words: use at most 64.');
  return { match: parts.join(' '), prefix: parts.some((p) => p.endsWith('*')), longPrefix };
}

function quote(s: string): string {
  return `"${s.replace(/"/g, '""')}"`;
}

/** Runs fn, turning an FTS5 error into a message for a person (it should not happen: the query is quoted). */
export function withFtsErrors<T>(fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    const message = (error as Error).message ?? '';
    if (/fts5|MATCH|syntax error|unterminated|no such column/i.test(message)) {
      throw new HistoryQueryError(`The search could not be run (${message}); try plain words.`);
    }
    throw error;
  }
}
