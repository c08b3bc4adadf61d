// The handler table behind the IPC gate: one plain function per contract
// channel, over the engine's HumanSide. No electron import — the Electron main
// process and the browser tests build exactly this table.
import type { HumanSide } from '../loop/api';
import type { InvokeChannel } from '../../shared/channels';
import type { OutputOf, ParsedInputOf } from '../../shared/contract';
import type { AppStatus, ConfirmationView } from '../../shared/types';
import { createHistoryApi, type HistoryHost } from './history';
import { inertDeep } from '../../shared/text';

export type IpcHandlers = {
  [C in InvokeChannel]: (input: ParsedInputOf<C>) => OutputOf<C> | Promise<OutputOf<C>>;
};

/** What the host adds beside the engine (Electron: clipboard, login items …). */
export interface IpcExtras {
  status(): AppStatus;
  /** Puts a code on the clipboard and clears it again later. */
  copyCode(code: string): { clearsAfterSeconds: number };
  /** Returns the new setting; throws where it cannot be set. */
  setLaunchAtLogin?(enabled: boolean): boolean | Promise<boolean>;
  /** The History view's data (the store's history, the signing key, a save dialog). */
  history?: HistoryHost;
}

export function createIpcHandlers(human: HumanSide, extras: IpcExtras): IpcHandlers {
  const host = extras.history;
  const historyApi = host ? createHistoryApi(host) : null;
  const unavailable = (): never => {
    throw new Error('History is not available here. In a terminal, `npx airlock history` lists past runs.');
  };
  const history = (): HistoryHost => host ?? unavailable();
  const api = (): ReturnType<typeof createHistoryApi> => historyApi ?? unavailable();
  return {
    'app:status': () => extras.status(),
    'settings:launchAtLogin': async ({ enabled }) => {
      if (!extras.setLaunchAtLogin) throw new Error('Starting Airlock at login can only be set in the desktop app.');
      return { enabled: await extras.setLaunchAtLogin(enabled) };
    },

    'pending:list': () => human.listPending(),
    'confirmation:approve': ({ id, scope }) => human.approve(id, scope),
    'confirmation:deny': ({ id, reason }) => human.deny(id, reason || undefined),
    'confirmation:batch': (input) => {
      const done: ConfirmationView[] = [];
      const failed: { id: string; error: string }[] = [];
      for (const id of new Set(input.ids)) {
        try {
          done.push(input.action === 'approve' ? human.approve(id, input.scope) : human.deny(id, input.reason || undefined));
        } catch (error) {
          failed.push({ id, error: error instanceof Error ? error.message : 'failed' });
        }
      }
      return { done, failed };
    },

    'confirmation:proposeRule': ({ id }) => human.proposeRule(id),
    'confirmation:allowAlways': ({ id, patterns }) => human.allowAlways(id, patterns),

    'challenges:list': () => human.listChallenges(),
    'challenge:refuse': ({ id, reason }) => human.refuseChallenge(id, reason || undefined),
    'blocks:list': () => human.listBlocks(),
    'block:unblock': ({ id, note }) => human.unblock(id, note || undefined),
    'block:scope': ({ id, scope }) => human.setBlockScope(id, scope),
    'code:reissue': ({ blockId }) => human.reissueCode(blockId),
    'clipboard:copyCode': ({ challengeId }) => {
      // The renderer names the challenge; the code itself is taken from the
      // engine here, so a code never has to travel renderer → main.
      const challenge = human.listChallenges().find((c) => c.id === challengeId);
      if (!challenge || challenge.status !== 'active' || !challenge.code) {
        throw new Error('That code is no longer available. If the agent is still blocked, issue a fresh code.');
      }
      const { clearsAfterSeconds } = extras.copyCode(challenge.code);
      return { copied: true as const, clearsAfterSeconds };
    },

    'halt:get': () => human.haltState(),
    'halt:set': ({ halted, agent }) => (halted ? human.halt(agent) : human.resume(agent)),
    'mode:set': ({ mode }) => human.setMode(mode),
    'steps:grant': ({ executionId, steps }) => human.grantSteps(executionId, steps),
    'executions:list': (filter) => human.listExecutions(filter),
    'steps:recent': (input) => human.recentSteps(input?.limit),

    'policy:get': () => human.getPolicy(),
    'policy:replace': ({ policy }) => human.replacePolicy(policy),
    'policy:pending': () => human.pendingPolicy(),
    'policy:accept': () => human.acceptPolicyChange(),
    'policy:reject': () => human.rejectPolicyChange(),
    'integrity:alerts': () => human.integrityAlerts(),
    'hint:preview': ({ hint, agent }) => human.previewHint(hint, agent),
    'servers:list': () => human.listServers(),
    'server:trust': ({ server, trust }) => human.setServerTrust(server, trust),
    'governor:state': () => human.governorState(),

    // History carries stored agent text: made inert before it reaches the window.
    'history:list': (filter) => inertDeep(history().service.listExecutions(filter ?? {})),
    'history:search': ({ text, ...page }) => inertDeep(history().service.search(text, page)),
    'history:timeline': ({ executionId }) => inertDeep(api().timeline(executionId)),
    'history:facets': () => inertDeep({ agents: history().service.agents(), clients: history().service.clients() }),
    'history:export': (input) => api().export(input),
    'history:retention:get': () => history().service.retention(),
    'history:retention:set': (setting) => history().service.setRetention(setting),
    'history:compact': () => history().service.compact(),
  };
}
