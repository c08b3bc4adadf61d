// Wires one Airlock: the store in AIRLOCK_HOME, the policy file, the engine.
// Hosts (Electron, `airlock serve`, tests) give their own ports.
import fs from 'node:fs';
import { policyFileSource } from './config/policy-file';
import { SafetyLoop } from './loop';
import type { AgentSide, HumanSide } from './loop';
import { databaseFile, policyFile } from './paths';
import { silentLogger, systemClock, type Ports } from './ports';
import { openStore, type AirlockStore } from './store';
import { loadSigningKeySync, verifySignature, type SigningKey } from './evidence';
import { auditAnchorFile } from './paths';
import type { DecisionPlace } from '../shared/vocabulary';

export interface AirlockOptions {
  home: string;
  ports?: Partial<Ports>;
  /** The governor key (hosts await openSigningKey(home)); default: the key file under home. */
  signingKey?: SigningKey;
  /** Where the person decides: the app's window (default) or `airlock serve`'s console. */
  place?: DecisionPlace;
}

export interface Airlock {
  agent: AgentSide;
  human: HumanSide;
  loop: SafetyLoop;
  store: AirlockStore;
  home: string;
  /** Set when policy.json was refused; shown to the person. */
  policyProblem(): string | null;
  close(): void;
}

export function openAirlock(options: AirlockOptions): Airlock {
  const home = options.home;
  fs.mkdirSync(home, { recursive: true, mode: 0o700 });
  if (process.platform !== 'win32') fs.chmodSync(home, 0o700);
  const key = options.signingKey ?? loadSigningKeySync(home);
  const store = openStore(databaseFile(home));
  // Decisions and checkpoints are signed with the governor key; the newest checkpoint is anchored beside the database.
  store.audit.authenticate(
    { kid: key.kid, sign: (data) => key.sign(data), verify: (data, signature) => verifySignature(key.publicKey, data, signature) },
    auditAnchorFile(home),
  );
  const ports: Ports = {
    codeDisplay: options.ports?.codeDisplay ?? { show() {} },
    notifier: options.ports?.notifier ?? { notify() {} },
    clock: options.ports?.clock ?? systemClock,
    logger: options.ports?.logger ?? silentLogger,
    policySource: options.ports?.policySource ?? policyFileSource(policyFile(home)),
  };
  let loop: SafetyLoop;
  try {
    loop = new SafetyLoop({ store, ports, ...(options.place ? { place: options.place } : {}) });
  } catch (error) {
    store.close();
    throw error;
  }
  let closed = false;
  return {
    agent: loop.agent,
    human: loop.human,
    loop,
    store,
    home,
    policyProblem: () => loop.policyProblem,
    close() {
      if (closed) return;
      closed = true;
      loop.close();
      store.close();
    },
  };
}
