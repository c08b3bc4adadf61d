// Plain exports of an execution: JSON (everything, JSON columns parsed) and
// CSV (one row per step). CSV follows RFC 4180: fields with a comma, quote,
// CR or LF are quoted, quotes doubled, lines end in CRLF.

export interface ExportStep {
  execution_id: string;
  seq: number;
  at: string;
  agent: string;
  client: string;
  hint: string;
  description?: string | null;
  outcome?: string | null;
  level: string;
  risk_score: number;
  tier: string;
  continued: number | boolean;
  stopped: number | boolean;
  /** JSON text or an array. */
  reasons?: string | string[];
  /** The AutonomyDirective, JSON text or an object. */
  directive?: string | Record<string, unknown>;
  decision_us?: number;
}


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

/** A stored JSON column, parsed; undefined when absent or unreadable. */
export function parsed<T>(value: string | T | null | undefined): T | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as T;
  } catch {
    return undefined;
  }
}

/** SQLite's 0/1 (or a boolean) as a boolean. */
export const bool = (value: number | boolean): boolean => value === true || value === 1;

function flatStep(step: ExportStep): Record<string, unknown> {
  const directive = parsed<{ reason?: string; factors?: string[]; stepsRemaining?: number }>(step.directive) ?? {};
  const reasons = parsed<string[]>(step.reasons) ?? [];
  return {
    execution_id: step.execution_id,
    seq: step.seq,
    at: step.at,
    agent: step.agent,
    client: step.client,
    hint: step.hint,
    description: step.description ?? '',
    outcome: step.outcome ?? '',
    level: step.level,
    risk_score: step.risk_score,
    tier: step.tier,
    continue: bool(step.continued),
    stopped: bool(step.stopped),
    reason: directive.reason ?? '',
    factors: (directive.factors ?? []).join('; '),
    reasons: reasons.join('; '),
    steps_remaining: directive.stepsRemaining ?? '',
    decision_us: step.decision_us ?? '',
  };
}

export function stepsToCsv(steps: Iterable<ExportStep>): string {
  return toCsv(STEP_CSV_COLUMNS, (function* () {
    for (const step of steps) yield flatStep(step);
  })(), TEXT_COLUMNS);
}

/** The execution and its steps as one JSON document (pretty-printed). JSON
 *  text columns (directive, reasons, factors, detail, …) are parsed. */
export function executionToJson(input: {
  execution: Record<string, unknown>;
  steps: readonly Record<string, unknown>[];
  confirmations?: readonly Record<string, unknown>[];
  audit?: readonly Record<string, unknown>[];
}): string {
  const JSON_COLUMNS = new Set(['directive', 'reasons', 'factors', 'detail', 'action', 'findings', 'parameters']);
  const expand = (row: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(row).map(([k, v]) => [k, JSON_COLUMNS.has(k) && typeof v === 'string' ? (parsed<unknown>(v) ?? v) : v]),
    );
  return `${JSON.stringify(
    {
      airlock_execution_export: 1,
      execution: expand(input.execution),
      steps: input.steps.map(expand),
      ...(input.confirmations ? { confirmations: input.confirmations.map(expand) } : {}),
      ...(input.audit ? { audit: input.audit.map(expand) } : {}),
    },
    null,
    2,
  )}\n`;
}
