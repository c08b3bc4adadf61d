// CSV and JSON exports of an execution's steps.
import { describe, expect, it } from 'vitest';
import { STEP_CSV_COLUMNS, csvField, executionToJson, stepsToCsv, toCsv } from '../../../src/main/evidence';
import type { StoredStep } from '../../../src/main/store';
import { storedStep } from '../../helpers/steps';

/** A small RFC 4180 reader, to check that what we write reads back the same. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

const step = (overrides: Partial<StoredStep> = {}): StoredStep =>
  storedStep({
    hint: 'run tests',
    reasons: ['read-only'],
    directive: { continue: true, factors: ['Within the moderate risk tolerance (50).', 'a, b'], stepsRemaining: 9 },
    ...overrides,
  });

describe('csvField', () => {
  it('quotes what needs quoting and doubles quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField(null)).toBe('');
    expect(csvField(42)).toBe('42');
    expect(csvField(true)).toBe('true');
  });
  it('neutralises formulas in text columns only', () => {
    expect(csvField('=HYPERLINK("http://x","click")', true)).toBe('"\'=HYPERLINK(""http://x"",""click"")"');
    expect(csvField('+1', true)).toBe("'+1");
    expect(csvField('@SUM(A1)', true)).toBe("'@SUM(A1)");
    expect(csvField(-5)).toBe('-5');
  });
});

describe('stepsToCsv', () => {
  it('writes a header and one CRLF-terminated row per step that reads back intact', () => {
    const hint = 'rm -rf "build", then\r\necho done';
    const csv = stepsToCsv([step(), step({ seq: 2, hint, continued: false, directive: { continue: false, reason: 'a, "quoted" reason', factors: [] } })]);
    expect(csv.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(csv);
    expect(rows[0]).toEqual([...STEP_CSV_COLUMNS]);
    expect(rows).toHaveLength(3);
    const get = (r: number, c: string) => rows[r]![STEP_CSV_COLUMNS.indexOf(c as (typeof STEP_CSV_COLUMNS)[number])];
    expect(get(1, 'factors')).toBe('Within the moderate risk tolerance (50).; a, b');
    expect(get(1, 'steps_remaining')).toBe('9');
    expect(get(1, 'continue')).toBe('true');
    expect(get(2, 'hint')).toBe(hint);
    expect(get(2, 'reason')).toBe('a, "quoted" reason');
    expect(get(2, 'continue')).toBe('false');
  });

  it('a generic table', () => {
    expect(toCsv(['a', 'b'], [{ a: 1, b: 'x,y' }])).toBe('a,b\r\n1,"x,y"\r\n');
  });
});

describe('executionToJson', () => {
  it('writes steps as the store decodes them and parses the other rows\' JSON columns', () => {
    const out = JSON.parse(
      executionToJson({
        execution: { id: 'exec-1', parameters: '{"a":1}' },
        steps: [step({ flags: ['unannounced'] })],
        confirmations: [{ id: 'c1', factors: '["a","b"]', reason: '{"not":"a JSON column"}' }],
        audit: [{ seq: 1, detail: '{"stepId":1}' }, { seq: 2, detail: 'not JSON' }],
      }),
    ) as {
      airlock_execution_export: number;
      execution: { parameters: unknown };
      steps: StoredStep[];
      confirmations: Array<{ factors: unknown; reason: unknown }>;
      audit: Array<{ detail: unknown }>;
    };
    expect(out.airlock_execution_export).toBe(1);
    expect(out.execution.parameters).toEqual({ a: 1 });
    expect(out.steps).toEqual([step({ flags: ['unannounced'] })]);
    expect(out.confirmations[0]).toEqual({ id: 'c1', factors: ['a', 'b'], reason: '{"not":"a JSON column"}' });
    expect(out.audit.map((row) => row.detail)).toEqual([{ stepId: 1 }, 'not JSON']);
  });
});
