import { describe, expect, it } from 'vitest';
import { clientSnippets } from '../../../src/main/app/client-snippets';

describe('client connection snippets in the window', () => {
  it('launch this checkout\'s bridge with node, never `npx airlock` from the registry', () => {
    const snippets = clientSnippets();
    expect(snippets.length).toBeGreaterThanOrEqual(4);
    for (const s of snippets) {
      expect(s.snippet).not.toMatch(/npx (-y )?airlock/);
      expect(s.snippet).toContain('bin/airlock.mjs');
    }
    expect(snippets.find((s) => s.client === 'Claude Code')!.snippet).toMatch(/^claude mcp add --scope user airlock -- \S+ \S+bin\/airlock\.mjs bridge$/);
  });
});
