// The preload: exposes exactly one thing, `window.airlock`, built from the IPC
// contract (src/shared/bridge.ts). Runs sandboxed with contextIsolation; the
// page never sees ipcRenderer, Node or Electron.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { createBridge } from '../shared/bridge';
import { EVENT_CHANNEL } from '../shared/channels';
import type { IpcResult } from '../shared/contract';
import type { AppEvent } from '../shared/types';

const airlock = createBridge({
  invoke: (channel, input) => ipcRenderer.invoke(channel, input) as Promise<IpcResult<unknown>>,
  subscribe(listener) {
    const onEvent = (_event: IpcRendererEvent, payload: AppEvent): void => listener(payload);
    ipcRenderer.on(EVENT_CHANNEL, onEvent);
    return () => {
      ipcRenderer.removeListener(EVENT_CHANNEL, onEvent);
    };
  },
});

contextBridge.exposeInMainWorld('airlock', airlock);
