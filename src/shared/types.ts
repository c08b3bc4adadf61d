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
} from '../main/engine/api';
export type { Policy, PolicyInput } from '../main/engine/policy';
export type {
  ApprovalScope,
  AutonomyDirective,
  Classification,
  DangerLevel,
  ExecutionStatus,
  Mode,
  SafetyTier,
} from '../main/engine/types';

import type { HumanEvent } from '../main/engine/api';
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
