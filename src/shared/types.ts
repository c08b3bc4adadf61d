// View types shared by main, preload and renderer. Type-only re-exports of the
// engine's human-side API: nothing here pulls engine code into the renderer.
export type {
  StepView,
  ConfirmationView,
  ChallengeView,
  BlockView,
  ExecutionView,
  HaltState,
  HintPreview,
  IssuedCode,
  HumanEvent,
  ServerView,
  IntegrityAlert,
  PendingPolicy,
  RuleProposal,
  GovernorView,
  GovernedSessionView,
  GovernorEventView,
} from '../main/loop/api';
export type { GovernanceProfile } from '../main/core/governor/profile';
export type { Policy, PolicyInput } from '../main/core/policy';
export type {
  ApprovalScope,
  AutonomyDirective,
  BlockScope,
  Classification,
  DangerLevel,
  ExecutionStatus,
  Mode,
  SafetyTier,
  TrustLevel,
} from './vocabulary';

export type {
  CompactReport,
  ExecutionPage,
  ExecutionSummary,
  HistoryStatus,
  HistoryTier,
  ListExecutionsInput,
  RetentionReport,
  RetentionSetting,
  SearchHit,
  SearchPage,
  SnippetPart,
  Timeline,
  TimelineDecision,
  TimelineEvent,
  TimelineStep,
} from '../main/history';

import type { HumanEvent } from '../main/loop/api';
import type { Timeline, TimelineEntry, TimelineStep } from '../main/history';
import type { View } from './channels';

export type SocketState = 'starting' | 'listening' | 'failed' | 'stopped';

export interface ClientSnippet {
  /** e.g. "Claude Desktop" */
  client: string;
  /** Where the snippet goes, for a person. */
  where: string;
  snippet: string;
}

/** The app's own state, beside the engine's. */
export interface AppStatus {
  version: string;
  platform: string;
  /** True inside Electron; false in headless hosts and the browser tests. */
  desktop: boolean;
  socket: { state: SocketState; path: string; error?: string };
  /** null where launch-at-login cannot be set (e.g. a dev checkout). */
  launchAtLogin: boolean | null;
  clients: ClientSnippet[];
  /** Set when the policy file was refused and the defaults are in force. */
  policyProblem?: string | null;
}

/** Every push from main to the renderer on EVENT_CHANNEL. */
export type AppEvent =
  | HumanEvent
  | { type: 'navigate'; view: View; id?: string }
  | { type: 'status'; status: AppStatus };

export type AppEventOf<T extends AppEvent['type']> = Extract<AppEvent, { type: T }>;

// ---- history ------------------------------------------------------------------

/** A timeline as the window shows it (steps carry their flags, e.g. "unannounced"). */
export type HistoryTimelineStep = TimelineStep;
export type HistoryTimelineEntry = TimelineEntry;
export type HistoryTimeline = Timeline;

/** The values the History filters offer. */
export interface HistoryFacets {
  agents: string[];
  clients: string[];
}

export const EXPORT_FORMATS = ['record', 'json', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** One execution exported: the content, and where it went. */
export interface HistoryExport {
  executionId: string;
  format: ExportFormat;
  /** A suggested file name, e.g. airlock-record-<id>.json. */
  filename: string;
  mime: string;
  text: string;
  /** The signed record's governor (did:key) and key id. */
  governor?: string;
  kid?: string;
  /** The counterparty's nonce bound into the signed record, when one was given. */
  nonce?: string;
  /** E.g. the signing key lives in a 0600 file because no OS keychain answers. */
  warning?: string;
  /** Desktop app only, when asked to save: the file written, or null when the person cancelled the dialog. */
  savedTo?: string | null;
}
