// Compares two classifier dumps (`eval:classifier -- … --dump <file>`) line by line.
//
//   npm run -s classifier:compare-dumps -- <before.tsv> <after.tsv>
//
// Prints every item whose answer differs (tier, level, score or reasons), items present in
// only one dump, and a count; exits 0 when the dumps are identical, 1 when they differ, 2 on
// bad arguments. The proof that a change meant to keep every prediction (a speed-up, a
// refactoring) did: dump all open corpora before and after, then compare.
import { readFileSync } from 'node:fs';

export interface DumpDiff {
  /** Items in both dumps whose line differs: [id, before, after]. */
  changed: [string, string, string][];
  onlyBefore: string[];
  onlyAfter: string[];
}

function byId(text: string): Map<string, string> {
  const rows = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const tab = line.indexOf('\t');
    rows.set(tab < 0 ? line : line.slice(0, tab), line);
  }
  return rows;
}

export function compareDumps(before: string, after: string): DumpDiff {
  const a = byId(before);
  const b = byId(after);
  const diff: DumpDiff = { changed: [], onlyBefore: [], onlyAfter: [] };
  for (const [id, line] of a) {
    const other = b.get(id);
    if (other === undefined) diff.onlyBefore.push(id);
    else if (other !== line) diff.changed.push([id, line, other]);
  }
  for (const id of b.keys()) if (!a.has(id)) diff.onlyAfter.push(id);
  return diff;
}

function main(argv: string[]): number {
  if (argv.length !== 2) {
    process.stderr.write('usage: classifier:compare-dumps -- <before.tsv> <after.tsv>\n');
    return 2;
  }
  const [beforeFile, afterFile] = argv as [string, string];
  let before: string;
  let after: string;
  try {
    before = readFileSync(beforeFile, 'utf8');
    after = readFileSync(afterFile, 'utf8');
  } catch (err) {
    process.stderr.write(`compare-classifier-dumps: cannot read a dump: ${(err as Error).message}\n`);
    return 2;
  }
  const d = compareDumps(before, after);
  for (const [id, was, now] of d.changed) process.stdout.write(`changed ${id}\n  - ${was}\n  + ${now}\n`);
  for (const id of d.onlyBefore) process.stdout.write(`only in ${beforeFile}: ${id}\n`);
  for (const id of d.onlyAfter) process.stdout.write(`only in ${afterFile}: ${id}\n`);
  const total = d.changed.length + d.onlyBefore.length + d.onlyAfter.length;
  // Same ids and lines but a different order or byte stream still counts as a difference.
  if (total === 0 && before !== after) {
    process.stdout.write('same answers, but the files are not byte-identical (order or line endings differ)\n');
    return 1;
  }
  process.stdout.write(total === 0 ? `identical (${byId(after).size} items)\n` : `${d.changed.length} changed, ${d.onlyBefore.length} removed, ${d.onlyAfter.length} added\n`);
  return total === 0 ? 0 : 1;
}

if (process.argv[1] !== undefined && /compare-classifier-dumps\.ts$/.test(process.argv[1])) process.exit(main(process.argv.slice(2)));
