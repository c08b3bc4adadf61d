// The seed's default danger patterns (001 §5.1 / §6): a floor that applies to
// operation names and to hints written as an operation name. The seed's globs
// have one `*` at the start or the end, so they compile to prefix / suffix tests.
import { f, type Finding } from './findings';

const FORBIDDEN = ['drop_*', 'delete_all*', 'truncate_*', 'reset_*', 'destroy_*', 'wipe_*', '*_production'];
const DANGEROUS = ['force_*', '*_permanently', 'bulk_delete*', 'override_*', 'bypass_*', '*_without_backup', 'purge_*'];

type Glob = { p: string; test: (s: string) => boolean };
function compile(p: string): Glob {
  const body = p.replace(/\*/g, '');
  if (p.startsWith('*') && p.endsWith('*')) return { p, test: (s) => s.includes(body) };
  if (p.startsWith('*')) return { p, test: (s) => s.endsWith(body) };
  if (p.endsWith('*')) return { p, test: (s) => s.startsWith(body) };
  return { p, test: (s) => s === body };
}
const forbidden = FORBIDDEN.map(compile);
const dangerous = DANGEROUS.map(compile);

/** `text` is an operation name, or a whole hint whose first word may be one. Case-insensitive. */
export function seedFloor(text: string, kind: 'hint' | 'operation'): Finding[] {
  const first = kind === 'hint' ? (text.split(/[\s(]/, 1)[0] ?? '') : text;
  if (!first.includes('_')) return [];
  const name = first.toLowerCase();
  for (const x of forbidden) if (x.test(name)) return [f('forbidden', `operation ${name} matches the seed's forbidden pattern ${x.p}`)];
  for (const x of dangerous) if (x.test(name)) return [f('dangerous', `operation ${name} matches the seed's dangerous pattern ${x.p}`)];
  return [];
}
