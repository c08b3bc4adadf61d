// One host assembly, shared by the desktop app and `airlock serve`: refuse to
// start beside a live Airlock, open the governor key, the store and the loop,
// keep history retention running, and listen on the agents' socket. The two
// hosts differ only in their ports (dialogs, notifications) and consoles.
import fs from 'node:fs';
import { openAirlock, type Airlock } from './airlock';
import { warmUp } from './classifier';
import { openSigningKey, type OpenedSigningKey } from './evidence';
import { HistoryService, startHistoryMaintenance } from './history';
import { AlreadyRunningError, probeSocket, startSocketServer, type SocketServer, type ToolMode } from './mcp';
import type { Logger, Ports } from './ports';
import type { DecisionPlace } from '../shared/vocabulary';

export interface HostOptions {
  home: string;
  socketPath: string;
  ports: Partial<Ports> & { logger: Logger };
  toolMode?: ToolMode;
  /** Open the socket to this group (a separate OS user for the agent). */
  socketGroup?: string;
  /** Where the person decides: the app's window (default) or `airlock serve`'s console. */
  place?: DecisionPlace;
}

export interface AirlockHost {
  airlock: Airlock;
  signing: OpenedSigningKey;
  history: HistoryService;
  /** Starts answering agents on the socket (once). */
  listen(): Promise<SocketServer>;
  close(): Promise<void>;
}

export async function openHost(options: HostOptions): Promise<AirlockHost> {
  const { home, socketPath, ports } = options;
  // Never hijack a live Airlock, and do not even open its database.
  if (await probeSocket(socketPath)) throw new AlreadyRunningError(socketPath);
  fs.mkdirSync(home, { recursive: true, mode: 0o700 });
  // The governor key signs the person's decisions and the audit checkpoints:
  // without it Airlock does not start (fail closed), rather than run unproven.
  const signing = await openSigningKey(home);
  const airlock = openAirlock({ home, ports, signingKey: signing.key, ...(options.place ? { place: options.place } : {}) });
  // History retention: applied now and daily (the setting lives in the database).
  const stopMaintenance = startHistoryMaintenance(airlock.store.db, { logger: ports.logger });
  let server: Promise<SocketServer> | undefined;
  let closing: Promise<void> | undefined;
  return {
    airlock,
    signing,
    history: new HistoryService(airlock.store),
    listen() {
      server ??= startSocketServer({
        agent: airlock.agent,
        socketPath,
        logger: ports.logger,
        ...(options.toolMode ? { toolMode: options.toolMode } : {}),
        ...(options.socketGroup !== undefined ? { group: options.socketGroup } : {}),
      });
      // Once the socket listens, build the classifier's tables in the idle time before the first step.
      void server.then(() => setImmediate(warmUp), () => undefined);
      return server;
    },
    close() {
      closing ??= (async () => {
        stopMaintenance();
        try {
          await (await server)?.close();
        } catch {
          // The socket never opened: nothing to close.
        }
        airlock.close();
      })();
      return closing;
    },
  };
}
