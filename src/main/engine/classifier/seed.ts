// The seed's default danger patterns (001 §5.1 / §6): a floor that applies to
// operation names and to hints written as an operation name.
import picomatch from 'picomatch';
import { f, type Finding } from './findings';

const FORBIDDEN = ['drop_*', 'delete_all*', 'truncate_*', 'reset_*', 'destroy_*', 'wipe_*', '*_production'];
const DANGEROUS = ['force_*', '*_permanently', 'bulk_delete*', 'override_*', 'bypass_*', '*_without_backup', 'purge_*'];
const opts = { nocase: true, dot: true } as const;
const forbidden = FORBIDDEN.map((p) => ({ p, m: picomatch(p, opts) }));
const dangerous = DANGEROUS.map((p) => ({ p, m: picomatch(p, opts) }));

/** `text` is an operation name, or a whole hint whose first word may be one. */
export function seedFloor(text: string, kind: 'hint' | 'operation'): Finding[] {
  const name = kind === 'hint' ? (text.split(/[\s(]/, 1)[0] ?? '') : text;
  if (!name.includes('_')) return [];
  for (const x of forbidden) if (x.m(name)) return [f('forbidden', `operation ${name} matches the seed's forbidden pattern ${x.p}`)];
  for (const x of dangerous) if (x.m(name)) return [f('dangerous', `operation ${name} matches the seed's dangerous pattern ${x.p}`)];
  return [];
}
