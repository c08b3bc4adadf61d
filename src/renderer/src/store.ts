// One zustand store fed by typed IPC: an initial load through invoke, then the
// main process's pushed events. Steps arriving in bursts are batched per frame.
import { create } from 'zustand';
import type { AppEvent, AppStatus, BlockView, ChallengeView, ConfirmationView, ExecutionView, GovernorView, HaltState, IntegrityAlert, PendingPolicy, Policy, StepView } from '../../shared/types';
import type { View } from '../../shared/channels';
import { errorText, getApi } from './api';

/** The live feed keeps this many steps (older ones stay in the store/history). */
export const LIVE_LIMIT = 20_000;

export interface Toast {
  id: number;
  kind: 'info' | 'error';
  text: string;
}

export interface AirlockState {
  connected: 'loading' | 'ready' | 'no-bridge' | 'error';
  loadError?: string;
  status?: AppStatus;
  view: View;
  /** The item a notification click asked to show. */
  focus?: { view: View; id: string };
  steps: StepView[];
  pending: ConfirmationView[];
  challenges: ChallengeView[];
  blocks: BlockView[];
  executions: ExecutionView[];
  halt: HaltState;
  policy?: Policy;
  /** Tampering Airlock found and undid (newest last). */
  alerts: IntegrityAlert[];
  /** A policy.json changed outside Airlock, waiting for the person. */
  pendingPolicy: PendingPolicy | null;
  /** The runtime governor: profiles, governed sessions, halts, recent events. */
  governor?: GovernorView;
  toasts: Toast[];

  setView(view: View, focusId?: string): void;
  toast(kind: Toast['kind'], text: string): void;
  dismissToast(id: number): void;
  /** Runs an IPC call; a failure becomes a toast and `undefined`. */
  run<T>(what: Promise<T>, success?: string): Promise<T | undefined>;
  refresh(): Promise<void>;
}

let toastSeq = 0;

const upsert = <T extends { id: string | number }>(list: T[], item: T): T[] => {
  const index = list.findIndex((x) => x.id === item.id);
  if (index === -1) return [...list, item];
  const next = list.slice();
  next[index] = item;
  return next;
};

export const useAirlock = create<AirlockState>()((set, get) => ({
  connected: 'loading',
  view: 'live',
  steps: [],
  pending: [],
  challenges: [],
  blocks: [],
  executions: [],
  halt: { all: false, agents: [] },
  alerts: [],
  pendingPolicy: null,
  toasts: [],

  setView(view, focusId) {
    set({ view, focus: focusId ? { view, id: focusId } : undefined });
  },
  toast(kind, text) {
    const id = ++toastSeq;
    set((s) => ({ toasts: [...s.toasts.slice(-2), { id, kind, text }] }));
    setTimeout(() => get().dismissToast(id), kind === 'error' ? 8000 : 4000);
  },
  dismissToast(id) {
    set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
  },
  async run(what, success) {
    try {
      const value = await what;
      if (success) get().toast('info', success);
      return value;
    } catch (error) {
      get().toast('error', errorText(error));
      return undefined;
    }
  },
  async refresh() {
    const api = getApi();
    if (!api) {
      set({ connected: 'no-bridge' });
      return;
    }
    try {
      const [status, steps, pending, challenges, blocks, executions, halt, policy, alerts, pendingPolicy, governor] = await Promise.all([
        api.invoke('app:status'),
        api.invoke('steps:recent', { limit: 2000 }),
        api.invoke('pending:list'),
        api.invoke('challenges:list'),
        api.invoke('blocks:list'),
        api.invoke('executions:list', { limit: 500 }),
        api.invoke('halt:get'),
        api.invoke('policy:get'),
        api.invoke('integrity:alerts'),
        api.invoke('policy:pending'),
        api.invoke('governor:state'),
      ]);
      const ordered = steps.slice().sort((a, b) => a.id - b.id);
      // Keep anything pushed while the load was in flight.
      const seen = new Set(ordered.map((s) => s.id));
      const extra = get().steps.filter((s) => !seen.has(s.id));
      set({
        connected: 'ready',
        loadError: undefined,
        status,
        steps: [...ordered, ...extra].slice(-LIVE_LIMIT),
        pending,
        challenges,
        blocks,
        executions,
        halt,
        policy,
        alerts,
        pendingPolicy,
        governor,
      });
    } catch (error) {
      set({ connected: 'error', loadError: errorText(error) });
    }
  },
}));

// ---- events -----------------------------------------------------------------

let stepBuffer: StepView[] = [];
let flushScheduled = false;

function flushSteps(): void {
  flushScheduled = false;
  if (stepBuffer.length === 0) return;
  const incoming = stepBuffer;
  stepBuffer = [];
  useAirlock.setState((s) => {
    const next = s.steps.concat(incoming);
    return { steps: next.length > LIVE_LIMIT ? next.slice(next.length - LIVE_LIMIT) : next };
  });
}

function scheduleFlush(): void {
  if (flushScheduled) return;
  flushScheduled = true;
  if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') requestAnimationFrame(flushSteps);
  else setTimeout(flushSteps, 50);
}

// The governor's counters move with steps; re-read its state at most twice a second.
let governorTimer: ReturnType<typeof setTimeout> | null = null;
function scheduleGovernorRefresh(): void {
  if (governorTimer) return;
  governorTimer = setTimeout(() => {
    governorTimer = null;
    const api = getApi();
    if (!api) return;
    api
      .invoke('governor:state')
      .then((governor) => useAirlock.setState({ governor }))
      .catch(() => {});
  }, 500);
}

// Steps change an execution's counters; re-read the executions at most twice a second.
let executionsTimer: ReturnType<typeof setTimeout> | null = null;
function scheduleExecutionsRefresh(): void {
  if (executionsTimer) return;
  executionsTimer = setTimeout(() => {
    executionsTimer = null;
    const api = getApi();
    if (!api) return;
    api
      .invoke('executions:list', { limit: 500 })
      .then((executions) => useAirlock.setState({ executions }))
      .catch(() => {});
  }, 500);
}

export function applyEvent(event: AppEvent): void {
  const set = useAirlock.setState;
  switch (event.type) {
    case 'step':
      stepBuffer.push(event.step);
      scheduleFlush();
      scheduleExecutionsRefresh();
      if (useAirlock.getState().governor?.profiles.length) scheduleGovernorRefresh();
      return;
    case 'confirmation':
      set((s) => ({ pending: event.confirmation.status === 'pending' ? upsert(s.pending, event.confirmation) : s.pending }));
      return;
    case 'decision': {
      const c = event.confirmation;
      const shown = useAirlock.getState().pending.some((p) => p.id === c.id);
      set((s) => ({ pending: s.pending.filter((p) => p.id !== c.id) }));
      // A card that goes away without anyone here deciding says why.
      if (shown && c.status === 'withdrawn') {
        useAirlock.getState().toast('info', `Withdrawn: ${c.agent} stopped waiting for “${c.hint.length > 80 ? `${c.hint.slice(0, 79)}…` : c.hint}”, so it was denied. Deciding it now would have no effect.`);
      }
      return;
    }
    case 'challenge':
      set((s) => ({ challenges: upsert(s.challenges, event.challenge) }));
      return;
    case 'challenge_resolved':
      set((s) => ({ challenges: s.challenges.filter((c) => c.id !== event.challenge.id) }));
      return;
    case 'block':
      set((s) => ({ blocks: upsert(s.blocks, event.block) }));
      return;
    case 'unblock':
      set((s) => ({
        blocks: s.blocks.filter((b) => b.id !== event.block.id),
        challenges: s.challenges.filter((c) => c.blockId !== event.block.id),
      }));
      return;
    case 'halt':
      set({ halt: event.halt });
      // Resuming an agent also lifts a governor halt.
      scheduleGovernorRefresh();
      return;
    case 'mode':
      set((s) => ({ policy: s.policy ? { ...s.policy, mode: event.mode } : s.policy }));
      return;
    case 'policy':
      // A policy the person accepted (or Airlock's editor saved) settles any change that was waiting.
      set({ policy: event.policy, pendingPolicy: null });
      scheduleGovernorRefresh();
      return;
    case 'governor':
      scheduleGovernorRefresh();
      return;
    case 'execution':
      set((s) => ({ executions: upsert(s.executions, event.execution) }));
      return;
    case 'integrity':
      set((s) => ({ alerts: [...s.alerts, event.alert].slice(-100) }));
      return;
    case 'policy_pending':
      set({ pendingPolicy: event.pending });
      return;
    case 'navigate':
      useAirlock.getState().setView(event.view, event.id);
      return;
    case 'status':
      set({ status: event.status });
      return;
  }
}

/** Subscribes to every event type; returns the unsubscribe. */
export function connect(): () => void {
  const api = getApi();
  if (!api) {
    useAirlock.setState({ connected: 'no-bridge' });
    return () => {};
  }
  const offs = api.events.map((type) => api.on(type, applyEvent as (event: AppEvent) => void));
  void useAirlock.getState().refresh();
  return () => offs.forEach((off) => off());
}
