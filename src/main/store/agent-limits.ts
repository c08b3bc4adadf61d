// Limits per agent across executions (issue 14): steps, tokens and cost since
// the person last reset them, and the step id loop detection starts after.
// A new execution does not reset them; only the person does.
import type { SqliteDatabase } from './database';
import type { AgentLimitRow, AgentLimitStore } from '../loop/store-port';

export class AgentLimitRepository implements AgentLimitStore {
  private readonly getStmt;
  private readonly recordStmt;
  private readonly grantStmt;
  private readonly resetStmt;

  constructor(db: SqliteDatabase) {
    this.getStmt = db.prepare('SELECT * FROM agent_limits WHERE agent = ?');
    this.recordStmt = db.prepare(
      `INSERT INTO agent_limits (agent, steps_used, tokens, cost_usd) VALUES (@agent, @used, @tokens, @cost)
       ON CONFLICT(agent) DO UPDATE SET steps_used = steps_used + @used, tokens = tokens + @tokens, cost_usd = cost_usd + @cost`,
    );
    this.grantStmt = db.prepare(
      `INSERT INTO agent_limits (agent, steps_granted) VALUES (@agent, @steps)
       ON CONFLICT(agent) DO UPDATE SET steps_granted = steps_granted + @steps`,
    );
    this.resetStmt = db.prepare(
      `INSERT INTO agent_limits (agent, since_step, reset_at) VALUES (@agent, @since, @at)
       ON CONFLICT(agent) DO UPDATE SET steps_used = 0, steps_granted = 0, tokens = 0, cost_usd = 0, since_step = @since, reset_at = @at`,
    );
  }

  get(agent: string): AgentLimitRow | undefined {
    return this.getStmt.get(agent) as AgentLimitRow | undefined;
  }

  record(agent: string, used: boolean, tokens: number, cost: number): void {
    this.recordStmt.run({ agent, used: used ? 1 : 0, tokens, cost });
  }

  grant(agent: string, steps: number): void {
    this.grantStmt.run({ agent, steps });
  }

  reset(agent: string, sinceStep: number, at: string): void {
    this.resetStmt.run({ agent, since: sinceStep, at });
  }
}
