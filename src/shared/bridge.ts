// `window.airlock`, built from the contract. The preload builds it over
// ipcRenderer; the browser tests build the very same object over Playwright
// bindings. No electron import, no zod: only channel names cross into here.
import { EVENT_TYPES, INVOKE_CHANNELS, isEventType, isInvokeChannel, type EventType, type InvokeChannel } from './channels';
import type { InputOf, IpcResult, OutputOf } from './contract';
import type { AppEvent, AppEventOf } from './types';

export interface BridgeTransport {
  invoke(channel: InvokeChannel, input: unknown): Promise<IpcResult<unknown>>;
  /** Delivers every pushed event; returns an unsubscribe. */
  subscribe(listener: (event: AppEvent) => void): () => void;
}

type InvokeArgs<C extends InvokeChannel> = undefined extends InputOf<C> ? [input?: InputOf<C>] : [input: InputOf<C>];

export interface AirlockApi {
  invoke<C extends InvokeChannel>(channel: C, ...args: InvokeArgs<C>): Promise<OutputOf<C>>;
  on<T extends EventType>(type: T, listener: (event: AppEventOf<T>) => void): () => void;
  readonly channels: readonly InvokeChannel[];
  readonly events: readonly EventType[];
}

/** An IPC failure as the renderer sees it: a message written for a person. */
export class AirlockIpcError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AirlockIpcError';
  }
}

export function createBridge(transport: BridgeTransport): AirlockApi {
  const listeners = new Map<EventType, Set<(event: AppEvent) => void>>();
  let unsubscribeTransport: (() => void) | null = null;

  const dispatch = (event: AppEvent): void => {
    if (!event || !isEventType(event.type)) return;
    for (const listener of listeners.get(event.type) ?? []) {
      try {
        listener(event);
      } catch (error) {
        console.error('airlock: an event listener failed', error);
      }
    }
  };

  const api: AirlockApi = {
    async invoke(channel, ...args) {
      if (!isInvokeChannel(channel)) throw new AirlockIpcError('UNKNOWN_CHANNEL', `There is no "${String(channel)}" action.`);
      const result = await transport.invoke(channel, args[0]);
      if (result.ok) return result.value as never;
      throw new AirlockIpcError(result.error.code, result.error.message);
    },
    on(type, listener) {
      if (!isEventType(type)) throw new AirlockIpcError('UNKNOWN_CHANNEL', `There is no "${String(type)}" event.`);
      let set = listeners.get(type);
      if (!set) listeners.set(type, (set = new Set()));
      const wrapped = listener as (event: AppEvent) => void;
      set.add(wrapped);
      if (!unsubscribeTransport) unsubscribeTransport = transport.subscribe(dispatch);
      return () => {
        set.delete(wrapped);
        const anyLeft = [...listeners.values()].some((s) => s.size > 0);
        if (!anyLeft && unsubscribeTransport) {
          unsubscribeTransport();
          unsubscribeTransport = null;
        }
      };
    },
    channels: INVOKE_CHANNELS,
    events: EVENT_TYPES,
  };
  return Object.freeze(api);
}
