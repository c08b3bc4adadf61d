// Bounded memo tables for pure lookups keyed by text (an environment read from a
// text, a path's kind, a split tool name, the operation it names). They change no
// answer — each stores what a pure function returned — but they make a text seen
// before cheaper, so a benchmark that classifies the same hints round after round
// clears them (clearMemos) to time what a fresh hint costs.

const TABLES: Map<unknown, unknown>[] = [];

/** A memo table (its user bounds it: cleared wholesale when full). */
export function memoTable<K, V>(): Map<K, V> {
  const table = new Map<K, V>();
  TABLES.push(table as Map<unknown, unknown>);
  return table;
}

/** Empties every memo table: the next classify call pays for every lookup as a fresh hint does. */
export function clearMemos(): void {
  for (const t of TABLES) t.clear();
}
