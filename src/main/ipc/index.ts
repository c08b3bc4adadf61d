export { createIpcHandlers, type IpcExtras, type IpcHandlers } from './handlers';
export { createIpcGate, type IpcGate } from './gate';
export { createSenderCheck, type SenderCheck, type SenderInfo, type TrustedRenderer } from './sender';
export { createHistoryApi, type HistoryHost } from './history';
