// Inputs of the history service, as zod schemas: the IPC channels of the
// History view (and the CLI) validate with these, then call the service 1:1.
// Every input and output is plain JSON.
import { z } from 'zod';

export const HISTORY_TIERS = ['advisory', 'confirm', 'verify', 'danger_zone'] as const;
export type HistoryTier = (typeof HISTORY_TIERS)[number];

export const HISTORY_STATUSES = ['running', 'completed', 'cancelled'] as const;
export type HistoryStatus = (typeof HISTORY_STATUSES)[number];

/** An ISO 8601 instant (anything Date.parse understands), normalised to UTC `toISOString()` form. */
const instant = z
  .string()
  .max(64)
  .refine((s) => Number.isFinite(Date.parse(s)), { message: 'expected a date/time such as 2026-01-31 or 2026-01-31T12:00:00Z' })
  .transform((s) => new Date(Date.parse(s)).toISOString());

const name = z.string().min(1).max(256);
export const MAX_PAGE = 500;

export const listExecutionsInput = z
  .object({
    agent: name.optional(),
    client: name.optional(),
    /** Started at or after this instant. */
    from: instant.optional(),
    /** Started before this instant (exclusive). */
    to: instant.optional(),
    /** Highest tier reached: at least this tier (default), or exactly it with `tierMatch: "exact"`. */
    tier: z.enum(HISTORY_TIERS).optional(),
    tierMatch: z.enum(['at_least', 'exact']).optional(),
    status: z.enum(HISTORY_STATUSES).optional(),
    /** Full-text search over step hints: executions with at least one matching step. */
    text: z.string().max(500).optional(),
    /** The `nextCursor` of the previous page. */
    cursor: z.string().max(1000).optional(),
    limit: z.number().int().min(1).max(MAX_PAGE).optional(),
  })
  .strict();
export type ListExecutionsInput = z.input<typeof listExecutionsInput>;

export const searchInput = z
  .object({
    text: z.string().max(500),
    limit: z.number().int().min(1).max(MAX_PAGE).optional(),
    /** The `nextCursor` of the previous page. */
    cursor: z.string().max(1000).optional(),
  })
  .strict();
export type SearchInput = z.input<typeof searchInput>;

export const timelineInput = z.object({ executionId: z.string().min(1).max(128) }).strict();
export type TimelineInput = z.input<typeof timelineInput>;

export const retentionSetting = z.union([
  z.object({ keepDays: z.number().int().min(1).max(36_500) }).strict(),
  z.object({ unlimited: z.literal(true) }).strict(),
]);
export type RetentionSetting = z.infer<typeof retentionSetting>;
