import { describe, expect, it } from 'vitest';
import { classify } from '../../../src/main/classifier/index';
import { tier } from './helpers';

// LABELS.md "Unknown is not safe" and issue 12 item 1: what no rule can place, or what
// arrived cut, is never silently advisory; reading, linting and printing stay advisory.
describe('unknown is not safe', () => {
  it('an unfamiliar program whose words delete, erase or reset is at least confirm', () => {
    expect(tier('frobctl purge-all --env prod')).not.toBe('advisory');
    expect(tier('acmectl tenants erase t-42')).not.toBe('advisory');
    // robocopy is read by its own rule now (code-surfaces.test.ts); an unfamiliar sync tool with --delete: since cls-interp22 a
    // flag spelled as a deleting verb is the operation (a deletion), before that the floor ("unknown is not safe").
    expect(tier('fastsync --delete C:\\empty \\\\nas01\\finance')).toBe('confirm');
    expect(classify('fastsync --delete C:\\empty \\\\nas01\\finance').reasons.join(' ')).toMatch(/unknown is not safe|deletes/);
  });

  it('the same unfamiliar program only reading, linting or printing stays advisory', () => {
    expect(tier('frobctl status')).toBe('advisory');
    expect(tier('shellcheck scripts/wipe-tenant.sh')).toBe('advisory');
    expect(tier('python3 -c "print(\'rm -rf /\')"')).toBe('advisory');
  });

  it('a structured action its sender had to cut (truncated: true) is at least confirm, whatever the rest says', () => {
    const cut = { tool: 'Write', arguments: { file_path: 'notes/todo.md', content: 'buy milk … [cut by Airlock: 90000 more characters]', truncated: true } };
    expect(tier('writing notes', { tool: 'Write', arguments: { file_path: 'notes/todo.md', content: 'buy milk' } })).toBe('advisory');
    expect(tier('writing notes', cut)).toBe('confirm');
    expect(classify('writing notes', cut).reasons.join(' ')).toMatch(/truncated: true/);
  });

  it('an edit that removes or switches off a security check is verify; a refactoring that keeps it is not', () => {
    const edit = (o: string, n: string) => tier('editing src/auth.ts', { tool: 'Edit', arguments: { file_path: 'src/auth.ts', old_string: o, new_string: n } });
    expect(edit('const claims = jwt.verify(token, key);', 'const claims = jwt.decode(token);')).toBe('verify');
    expect(edit("origin: ['https://app.example.com']", "origin: '*', credentials: true")).toBe('verify');
    expect(edit('const claims = jwt.verify(token, key);', 'const claims = jwt.verify(token, key, { clockTolerance: 5 });')).toBe('advisory');
  });

  it('a secret or a public flag in a structured create shares it', () => {
    expect(tier('x', { tool: 'mcp__github__add_issue_comment', arguments: { body: 'use my token ghp_9fK2xQ7mVt1Lr8sWc0Hn4ZbY6pJd3Ea5Ug2T' } })).toBe('verify');
    expect(tier('x', { tool: 'mcp__github__create_issue', arguments: { title: 'bug', body: 'fails on start' } })).toBe('advisory');
  });

  it("the gateway's own rendering of a call adds nothing the action does not say", () => {
    const action = { tool: 'delete_entities', server: 'memory', arguments: { entityNames: ['Ada'] } };
    expect(tier('delete_entities on MCP server "memory" with {"entityNames":["Ada"]}', action)).toBe('confirm');
  });
});
