// Plain exports of an execution: JSON (everything: steps decoded, JSON columns parsed) and
// CSV (one row per step). CSV follows RFC 4180: fields with a comma, quote,
// CR or LF are quoted, quotes doubled, lines end in CRLF.

import type { StoredStep } from '../store';

/** What the CSV reads of a step: the store's decoded step (store/steps.ts, decodeStep). */
export type CsvStep = Pick<
  StoredStep,
  'executionId' | 'seq' | 'at' | 'agent' | 'client' | 'hint' | 'description' | 'outcome' | 'level' | 'riskScore' | 'tier' | 'continued' | 'stopped' | 'reasons' | 'directive' | 'decisionUs'
>;

/** The CSV columns, in order. */
export const STEP_CSV_COLUMNS = [
  'execution_id',
  'seq',
  'at',
  'agent',
  'client',
  'hint',
  'description',
  'outcome',
  'level',
  'risk_score',
  'tier',
  'continue',
  'stopped',
  'reason',
  'factors',
  'reasons',
  'steps_remaining',
  'decision_us',
] as const;

/** Columns whose text comes from the agent (or echoes it): a spreadsheet must
 *  not read them as formulas. */
const TEXT_COLUMNS = new Set<string>(['agent', 'client', 'hint', 'description', 'reason', 'factors', 'reasons']);

/** One CSV field. Text starting with = + - @ TAB or CR gets a leading
 *  apostrophe so spreadsheet programs do not evaluate it (OWASP CSV injection). */
export function csvField(value: unknown, neutraliseFormula = false): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (neutraliseFormula && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(columns: readonly string[], rows: Iterable<Record<string, unknown>>, textColumns: ReadonlySet<string> = new Set()): string {
  const lines = [columns.map((c) => csvField(c)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvField(row[c], textColumns.has(c))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** A JSON text column of a row the store keeps as stored (confirmations,
 *  audit, governor events), parsed; undefined when absent or unreadable. */
export function parsed<T>(text: string | null | undefined): T | undefined {
  if (text === null || text === undefined) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

function flatStep(step: CsvStep): Record<string, unknown> {
  const { directive, reasons } = step;
  return {
    execution_id: step.executionId,
    seq: step.seq,
    at: step.at,
    agent: step.agent,
    client: step.client,
    hint: step.hint,
    description: step.description ?? '',
    outcome: step.outcome ?? '',
    level: step.level,
    risk_score: step.riskScore,
    tier: step.tier,
    continue: step.continued,
    stopped: step.stopped,
    reason: directive.reason ?? '',
    factors: (directive.factors ?? []).join('; '),
    reasons: reasons.join('; '),
    steps_remaining: directive.stepsRemaining ?? '',
    decision_us: step.decisionUs,
  };
}

export function stepsToCsv(steps: Iterable<CsvStep>): string {
  return toCsv(STEP_CSV_COLUMNS, (function* () {
    for (const step of steps) yield flatStep(step);
  })(), TEXT_COLUMNS);
}

/** The execution and its steps as one JSON document (pretty-printed). Steps
 *  as the store decodes them (StoredStep); the other rows as stored, their
 *  JSON text columns (factors, detail, parameters) parsed. */
export function executionToJson(input: {
  execution: object;
  steps: readonly StoredStep[];
  confirmations?: readonly object[];
  audit?: readonly object[];
}): string {
  const JSON_COLUMNS = new Set(['factors', 'detail', 'parameters']);
  const expand = (row: object): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(row).map(([k, v]: [string, unknown]) => [k, JSON_COLUMNS.has(k) && typeof v === 'string' ? (parsed<unknown>(v) ?? v) : v]),
    );
  return `${JSON.stringify(
    {
      airlock_execution_export: 1,
      execution: expand(input.execution),
      steps: input.steps,
      ...(input.confirmations ? { confirmations: input.confirmations.map(expand) } : {}),
      ...(input.audit ? { audit: input.audit.map(expand) } : {}),
    },
    null,
    2,
  )}\n`;
}
