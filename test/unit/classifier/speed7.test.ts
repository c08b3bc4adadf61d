// Shortcuts that must change no answer (cls-speed7): tags kept by text, and the code reader's
// call patterns skipped when a text cannot hold a match.
import { describe, expect, it } from 'vitest';
import { clearMemos } from '../../../src/main/classifier/memo';
import { calls } from '../../../src/main/classifier/readers/code';
import { tag } from '../../../src/main/classifier/readers/words';

describe('tags kept by text', () => {
  it('gives the same tags the second time, and each caller its own array', () => {
    clearMemos();
    const text = 'delete the production database and drop every backup';
    const first = tag(text);
    expect(first.some((t) => t.kind === 'v')).toBe(true);
    const copy = first.map((t) => ({ ...t }));
    first.length = 0;
    const second = tag(text);
    expect(second).toEqual(copy);
    expect(second).not.toBe(tag(text));
    clearMemos();
    expect(tag(text)).toEqual(copy);
  });
});

describe('code reader call patterns', () => {
  it('still finds calls with and without parentheses', () => {
    expect(calls('stripe.Refund.create(charge=ch.id)').map((c) => c.name)).toContain('create');
    expect(calls('User.find(7).destroy').map((c) => c.name)).toContain('destroy');
    expect(calls('Order.where(status: "open"). delete_all').map((c) => c.name)).toContain('delete_all');
  });

  it('finds no call in a text with no bracket and no method after a dot', () => {
    expect(calls('delete every order in the shop')).toEqual([]);
    expect(calls('orders.count is 3')).toEqual([]);
  });
});
