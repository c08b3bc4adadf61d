// What a step names — its tool (as `tool` and `server/tool`), its target
// paths — and how profile patterns match them. Tool patterns are
// case-sensitive globs where `*` crosses anything (`mcp__github__*`,
// `github/*`); path patterns are path globs (`*` stays in a segment, `**`
// crosses; a pattern without a slash matches the base name, a relative one
// matches at any depth).
import picomatch from 'picomatch';
import type { StructuredAction } from '../../../shared/vocabulary';

const CACHE_LIMIT = 512;
const toolMatchers = new Map<string, (text: string) => boolean>();
const pathMatchers = new Map<string, (text: string) => boolean>();

function cached(cache: Map<string, (text: string) => boolean>, pattern: string, make: () => (text: string) => boolean): (text: string) => boolean {
  let test = cache.get(pattern);
  if (!test) {
    test = make();
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(pattern, test);
  }
  return test;
}

/** The names a step's tool answers to: none for a step without a structured action. */
export function toolNames(action: StructuredAction | undefined): string[] {
  if (!action) return [];
  return action.server ? [action.tool, `${action.server}/${action.tool}`] : [action.tool];
}

/** Whether any tool pattern matches any of the names. A step that names no tool matches only `*`. */
export function toolMatches(patterns: readonly string[], names: readonly string[]): boolean {
  if (names.length === 0) return patterns.includes('*');
  return patterns.some((p) => {
    const test = cached(toolMatchers, p, () => picomatch(p, { dot: true, bash: true }));
    return names.some((n) => test(n));
  });
}

/** Target paths a structured action names (file_path, notebook_path, absolute_path, path). */
export function targetPaths(action: StructuredAction | undefined): string[] {
  const args = action?.arguments;
  if (!args) return [];
  const out: string[] = [];
  for (const key of ['file_path', 'notebook_path', 'absolute_path', 'path']) {
    const value = args[key];
    if (typeof value === 'string' && value.length > 0) out.push(value);
  }
  return out;
}

/** A pattern without a slash matches a base name; a relative one matches at any depth (`payroll/**` covers `/srv/app/payroll/x.csv`). */
export function pathMatches(pattern: string, paths: readonly string[]): boolean {
  const test = cached(pathMatchers, pattern, () => {
    if (!pattern.includes('/')) return picomatch(pattern, { dot: true, basename: true });
    const anchored = pattern.startsWith('/') || pattern.startsWith('**');
    return picomatch(anchored ? pattern : [pattern, `**/${pattern}`], { dot: true });
  });
  return paths.some((p) => test(p.replace(/\\/g, '/')));
}

/** Peer identities: globs, case-sensitive, `*` crosses anything. */
export function identityMatches(patterns: readonly string[], identity: string): boolean {
  return patterns.some((p) => cached(toolMatchers, p, () => picomatch(p, { dot: true, bash: true }))(identity));
}
