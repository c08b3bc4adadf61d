// The SafetyLoop service: the core (../core) decides and builds the answer;
// the loop makes each decision durable before it is answered, and gives the
// human side its controls. Agent side (./agent-side.ts, a step in ./step.ts)
// and human side (./human-side.ts) are separate objects over one shared state
// (./state.ts): the MCP server only ever holds `loop.agent`.
import type { Ports } from '../ports';
import type { DecisionPlace } from '../../shared/vocabulary';
import { AgentOperations } from './agent-side';
import type { AgentSide, HumanSide } from './api';
import { HumanOperations } from './human-side';
import { LoopState } from './state';
import type { LoopStore } from './store-port';

export interface SafetyLoopOptions {
  store: LoopStore;
  ports: Ports;
  /** Where the person decides: the desktop app's window (default), or `airlock serve`'s console. */
  place?: DecisionPlace;
}

export class SafetyLoop {
  readonly agent: AgentSide;
  readonly human: HumanSide;
  private readonly core: LoopState;
  private readonly timer: ReturnType<typeof setInterval>;

  constructor(options: SafetyLoopOptions) {
    this.core = new LoopState(options.store, options.ports, options.place);
    this.agent = new AgentOperations(this.core).api;
    this.human = new HumanOperations(this.core).api;
    this.timer = setInterval(() => this.core.tick(), 1000);
    this.timer.unref?.();
  }

  /** Set when the stored policy file was refused; the last good (or default) policy is in force. */
  get policyProblem(): string | null {
    return this.core.policyProblem;
  }

  /** Expires what is due (confirmations fail closed, challenges time out). Hosts may call it; a 1 s timer does too. */
  tick(): void {
    this.core.tick();
  }

  /** Re-reads the policy source (e.g. the file changed on disk); a bad file keeps the current policy. */
  reloadPolicy(): { ok: true } | { ok: false; error: string } {
    return this.core.reloadPolicy();
  }

  /** Resolves when the human decides (or the confirmation expires), or after waitMs. */
  awaitDecision(confirmationId: string, waitMs: number): Promise<void> {
    return this.core.awaitDecision(confirmationId, waitMs);
  }

  close(): void {
    clearInterval(this.timer);
    this.core.close();
  }
}
