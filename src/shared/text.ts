// Text helpers every surface shares. Pure.

/**
 * Shortens text for display: whitespace folded, cut at a word boundary when
 * one is near, the cut marked with "…". Display only — never clip what is
 * classified, matched or stored as the record of an action.
 */
export function clip(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const room = Math.max(1, max - 1);
  const head = flat.slice(0, room);
  const space = head.lastIndexOf(' ');
  // Prefer a word boundary unless it would throw away more than a third.
  const cut = space >= room * 0.66 ? head.slice(0, space) : head;
  return `${cut.trimEnd()}…`;
}
