// Keeping a structured action within LIMITS.action without losing it silently:
// the longest values are cut (each cut marked in the text) and the action says
// `truncated: true`, so the classifier rates it at least confirm (CONTRACT.md).
import { LIMITS } from '../../../shared/vocabulary';

const MIN_KEPT = 256;
const MAX_ROUNDS = 10_000;

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

type Slot = { holder: Record<string, unknown> | unknown[]; key: string | number; size: number };

/** The longest string and the largest array below `value`. */
function largest(value: unknown, found: { text?: Slot; list?: Slot }, depth = 0): void {
  if (depth > 64) return;
  const visit = (holder: Record<string, unknown> | unknown[], key: string | number, v: unknown): void => {
    if (typeof v === 'string') {
      if (!found.text || v.length > found.text.size) found.text = { holder, key, size: v.length };
    } else if (Array.isArray(v)) {
      if (!found.list || v.length > found.list.size) found.list = { holder, key, size: v.length };
      largest(v, found, depth + 1);
    } else if (isObject(v)) largest(v, found, depth + 1);
  };
  if (Array.isArray(value)) value.forEach((v, i) => visit(value, i, v));
  else if (isObject(value)) for (const [k, v] of Object.entries(value)) visit(value, k, v);
}

function get(slot: Slot): unknown {
  return Array.isArray(slot.holder) ? slot.holder[slot.key as number] : slot.holder[slot.key as string];
}
function set(slot: Slot, value: unknown): void {
  if (Array.isArray(slot.holder)) slot.holder[slot.key as number] = value;
  else slot.holder[slot.key as string] = value;
}

/** `args` whole when its JSON fits in `limit` characters; otherwise a copy with
 *  the longest values cut (marked) and `truncated: true`. */
export function boundArguments(args: Record<string, unknown>, limit: number = LIMITS.action): { arguments: Record<string, unknown>; truncated: boolean } {
  let size = JSON.stringify(args).length;
  if (size <= limit) return { arguments: args, truncated: false };
  const copy = JSON.parse(JSON.stringify(args)) as Record<string, unknown>;
  copy.truncated = true;
  size = JSON.stringify(copy).length;
  for (let round = 0; round < MAX_ROUNDS && size > limit; round++) {
    const found: { text?: Slot; list?: Slot } = {};
    largest(copy, found);
    const excess = size - limit;
    if (found.text && found.text.size > MIN_KEPT) {
      const text = get(found.text) as string;
      const keep = Math.max(MIN_KEPT, text.length - excess - 80);
      set(found.text, `${text.slice(0, keep)}… [cut by Airlock: ${String(text.length - keep)} more characters]`);
    } else if (found.list && found.list.size > 1) {
      const list = get(found.list) as unknown[];
      const keep = Math.max(1, Math.floor(list.length / 2));
      set(found.list, [...list.slice(0, keep), `… [cut by Airlock: ${String(list.length - keep)} more items]`]);
    } else break;
    size = JSON.stringify(copy).length;
  }
  return { arguments: copy, truncated: true };
}

/** Cuts a display text at a word boundary, saying how much was left out. */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = max - 40;
  const space = text.lastIndexOf(' ', room);
  const cut = space > room * 0.8 ? space : room;
  return `${text.slice(0, cut)}… (${String(text.length - cut)} more characters)`;
}
