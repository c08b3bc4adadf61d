// The few things the engine needs from its host. Electron, the terminal
// console and the tests each provide their own; nothing else crosses.
import type { ChallengeKind, SafetyTier } from '../shared/vocabulary';

/** A verification code on its way to the human, and only to the human. */
export interface CodeForHuman {
  challengeId: string;
  code: string;
  kind: ChallengeKind;
  tier: SafetyTier;
  agent: string;
  client: string;
  hint: string;
  expiresAt: string;
  blockId?: string;
}

/** Shows a code through a channel the agent cannot read (native dialog,
 *  terminal console). Must not block: the engine keeps serving meanwhile. */
export interface CodeDisplay {
  show(code: CodeForHuman): void;
}

export interface HumanNotice {
  title: string;
  body: string;
  /** What the notice is about, so a click can open it. */
  ref?: { kind: 'confirmation' | 'challenge' | 'block'; id: string };
}

/** OS notifications ("agent X wants to run Y"). */
export interface Notifier {
  notify(notice: HumanNotice): void;
}

export interface Clock {
  now(): number;
}

/** Log lines for operators. Never given a code. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** A secret store (OS keychain, or a file fallback). */
export interface Keychain {
  get(service: string, account: string): Promise<string | null>;
  set(service: string, account: string, secret: string): Promise<void>;
  delete(service: string, account: string): Promise<boolean>;
}

/** Where the policy lives (a JSON file in AIRLOCK_HOME for the real hosts). */
export interface PolicySource {
  /** The raw stored policy, or null when there is none yet. */
  load(): unknown;
  save(policy: unknown): void;
}

export interface Ports {
  codeDisplay: CodeDisplay;
  notifier: Notifier;
  clock: Clock;
  logger: Logger;
  policySource: PolicySource;
}

export const systemClock: Clock = { now: () => Date.now() };

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
