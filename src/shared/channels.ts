// The names of the IPC channels and events, with no dependencies, so the
// sandboxed preload can list them without bundling zod. The schemas for each
// channel live in ./contract.ts, which is checked against this list.

/** Renderer → main calls (ipcRenderer.invoke / ipcMain.handle). */
export const INVOKE_CHANNELS = [
  'app:status',
  'settings:launchAtLogin',
  'pending:list',
  'confirmation:approve',
  'confirmation:deny',
  'confirmation:batch',
  'confirmation:proposeRule',
  'confirmation:allowAlways',
  'challenges:list',
  'blocks:list',
  'block:unblock',
  'block:scope',
  'challenge:refuse',
  'code:reissue',
  'clipboard:copyCode',
  'halt:get',
  'halt:set',
  'mode:set',
  'steps:grant',
  'executions:list',
  'steps:recent',
  'policy:get',
  'policy:replace',
  'policy:pending',
  'policy:accept',
  'policy:reject',
  'integrity:alerts',
  'hint:preview',
  'servers:list',
  'server:trust',
  'governor:state',
  'history:list',
  'history:search',
  'history:timeline',
  'history:facets',
  'history:export',
  'history:retention:get',
  'history:retention:set',
  'history:compact',
] as const;
export type InvokeChannel = (typeof INVOKE_CHANNELS)[number];

/** The one main → renderer channel; every push carries an `AppEvent` with a `type`. */
export const EVENT_CHANNEL = 'airlock:event';

export const EVENT_TYPES = [
  'step',
  'confirmation',
  'decision',
  'challenge',
  'challenge_resolved',
  'block',
  'unblock',
  'halt',
  'mode',
  'policy',
  'execution',
  'integrity',
  'policy_pending',
  'governor',
  'navigate',
  'status',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const isInvokeChannel = (value: unknown): value is InvokeChannel =>
  typeof value === 'string' && (INVOKE_CHANNELS as readonly string[]).includes(value);

export const isEventType = (value: unknown): value is EventType =>
  typeof value === 'string' && (EVENT_TYPES as readonly string[]).includes(value);

/** The views of the window, also the targets of a notification click. */
export const VIEWS = ['live', 'pending', 'verification', 'blocks', 'history', 'policy'] as const;
export type View = (typeof VIEWS)[number];
