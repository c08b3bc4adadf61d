// Announced vs performed: a client hook reports what the agent actually does
// (a structured action); the agent itself announced its intent over MCP. An
// action the latest announcement does not mention gets flagged.
import type { StructuredAction } from '../../shared/vocabulary';

const WORD = /[a-z0-9][a-z0-9._-]*/g;
const IGNORED = new Set(['sudo', 'the', 'and', 'with', 'for', 'from', 'into', 'then', 'true', 'false', 'null']);

function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/** The words a faithful announcement of this action would mention. */
export function actionTerms(action: StructuredAction): { required: string[]; any: string[] } {
  const args = action.arguments ?? {};
  const str = (key: string) => (typeof args[key] === 'string' ? (args[key] as string) : undefined);
  const command = str('command');
  if (command) {
    const tokens = words(command).filter((t) => !IGNORED.has(t) && !t.startsWith('-'));
    const program = tokens[0]?.split('/').pop();
    const rest = tokens.slice(1).filter((t) => t.length >= 3);
    return { required: program ? [program] : [], any: rest };
  }
  const filePath = str('file_path') ?? str('path') ?? str('notebook_path');
  if (filePath) {
    const base = filePath.split(/[\\/]/).pop()?.toLowerCase() ?? '';
    return { required: [], any: [base, ...words(base.replace(/\.[^.]+$/, ''))].filter((t) => t.length >= 2) };
  }
  const url = str('url');
  if (url) {
    try {
      return { required: [], any: [new URL(url).hostname.toLowerCase()] };
    } catch {
      return { required: [], any: words(url) };
    }
  }
  const tool = action.tool.toLowerCase();
  return { required: [], any: [tool, ...tool.split(/[_\-.]+/).filter((t) => t.length >= 4)] };
}

/** True when the announced hint plausibly describes the performed action. */
export function isAnnounced(announcedHint: string, action: StructuredAction): boolean {
  const announced = announcedHint.toLowerCase();
  const { required, any } = actionTerms(action);
  if (required.some((term) => !announced.includes(term))) return false;
  if (any.length === 0) return true;
  return any.some((term) => announced.includes(term));
}

export const ANNOUNCEMENT_WINDOW_MS = 10 * 60_000;
