import { afterEach, expect, it } from 'vitest';
import { localWhen, relativeAge } from '../../../src/shared/time';

const savedTz = process.env.TZ;
afterEach(() => {
  if (savedTz === undefined) delete process.env.TZ;
  else process.env.TZ = savedTz;
});

it('shows a UTC time in the local zone, with its age', () => {
  process.env.TZ = 'Asia/Kolkata'; // UTC+05:30, no daylight saving
  const now = Date.parse('2026-11-23T12:50:00Z');
  expect(localWhen('2026-11-23T12:54:30Z', now)).toBe('18:24:30 (in 5 min)');
  expect(localWhen('2026-11-23T12:49:48Z', now)).toBe('18:19:48 (12 s ago)');
  expect(localWhen('2026-11-21T12:50:00Z', now)).toBe('2026-11-21 18:20:00 (2 days ago)');
  process.env.TZ = 'America/New_York';
  expect(localWhen('2026-11-23T12:54:30Z', now)).toBe('07:54:30 (in 5 min)');
  expect(localWhen('not a time', now)).toBe('not a time');
});

it('says ages in the unit a person would use', () => {
  expect(relativeAge(0)).toBe('now');
  expect(relativeAge(-3 * 3600_000)).toBe('3 h ago');
  expect(relativeAge(90_000)).toBe('in 2 min');
});
