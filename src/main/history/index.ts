// Session history: browsing executions (filters, FTS5 search over hints,
// keyset pages), an execution's timeline, retention and compaction. The one
// door of src/main/history; the History view's IPC channels map 1:1 onto
// HistoryService's methods, validating inputs with the schemas below.
export {
  HistoryService,
  describeEvent,
  snippetText,
  splitSnippet,
  type ExecutionPage,
  type ExecutionSummary,
  type SearchHit,
  type SearchPage,
  type SnippetPart,
  type Timeline,
  type TimelineDecision,
  type TimelineEntry,
  type TimelineEvent,
  type TimelineStep,
} from './service';
export { HistoryQueryError, ftsQuery } from './query';
export {
  DEFAULT_RETENTION,
  RETENTION_KEY,
  applyRetention,
  applyStoredRetention,
  compact,
  getRetention,
  setRetention,
  startHistoryMaintenance,
  type CompactReport,
  type MaintenanceOptions,
  type RetentionReport,
} from './retention';
export {
  HISTORY_STATUSES,
  HISTORY_TIERS,
  MAX_PAGE,
  listExecutionsInput,
  retentionSetting,
  searchInput,
  timelineInput,
  type HistoryStatus,
  type HistoryTier,
  type ListExecutionsInput,
  type RetentionSetting,
  type SearchInput,
  type TimelineInput,
} from './schemas';
