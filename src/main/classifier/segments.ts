// The individual commands an input will run, for policy matching: a compound
// command is auto-approved only if every part is. Conservative by design — a
// part it cannot separate stays joined (so a loosening pattern must match the
// whole of it), and text inside $( ), backticks and `sh -c '…'` is a part of
// its own as well.
import type { StructuredAction } from '../../shared/vocabulary';

const MAX_SEGMENTS = 256;
const SHELL_C = /^(?:sudo\s+)?(?:\S*\/)?(?:ba|z|da|k)?sh\s+(?:-\w*c\w*)\s+(['"])([\s\S]*)\1\s*$/;

/** Splits shell-ish text on unquoted newlines, `;`, `&&`, `||`, `|`, `&` and parentheses. */
function split(text: string, out: string[], depth: number): void {
  let current = '';
  let quote: '"' | "'" | null = null;
  const push = () => {
    const part = current.trim();
    if (part) {
      out.push(part);
      const inner = SHELL_C.exec(part);
      if (inner && depth < 4) split(inner[2]!, out, depth + 1);
    }
    current = '';
  };
  for (let i = 0; i < text.length; i++) {
    if (out.length >= MAX_SEGMENTS) {
      // Too many parts to list: the rest stays one part, which a loosening pattern must match whole.
      current += text.slice(i);
      break;
    }
    const c = text[i]!;
    // Command substitution runs inside double quotes too.
    if (quote !== "'" && c === '$' && text[i + 1] === '(') {
      const end = closing(text, i + 1);
      const inner = text.slice(i + 2, end);
      if (depth < 4) split(inner, out, depth + 1);
      current += text.slice(i, end + 1);
      i = end;
      continue;
    }
    if (quote !== "'" && c === '`') {
      const end = text.indexOf('`', i + 1);
      const stop = end < 0 ? text.length : end;
      if (depth < 4) split(text.slice(i + 1, stop), out, depth + 1);
      current += text.slice(i, stop + 1);
      i = stop;
      continue;
    }
    if (quote) {
      if (c === '\\' && quote === '"' && i + 1 < text.length) {
        current += c + text[++i];
        continue;
      }
      if (c === quote) quote = null;
      current += c;
      continue;
    }
    if (c === '\\' && i + 1 < text.length) {
      current += c + text[++i];
      continue;
    }
    if (c === '"' || c === "'") {
      quote = c;
      current += c;
      continue;
    }
    if (c === '\n' || c === '\r' || c === ';' || c === '|' || c === '&' || c === '(' || c === ')') {
      push();
      continue;
    }
    current += c;
  }
  push();
}

function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i;
  }
  return text.length;
}

function commandOf(action: StructuredAction): string | undefined {
  const args = action.arguments ?? {};
  const command = args.command ?? args.cmd ?? args.script;
  if (typeof command === 'string') return command;
  if (Array.isArray(command) && command.every((a) => typeof a === 'string')) return (command as string[]).join(' ');
  return undefined;
}

/**
 * The parts of an input a policy pattern must match: every command of the
 * hint, and of the structured action's command when it has one (otherwise
 * its tool name). Never empty.
 */
export function commandSegments(hint: string, action?: StructuredAction): string[] {
  const out: string[] = [];
  split(hint, out, 0);
  if (action) {
    const command = commandOf(action);
    if (command !== undefined) split(command, out, 0);
    else out.push(action.tool);
  }
  if (out.length === 0) out.push(hint.trim());
  return [...new Set(out)];
}
