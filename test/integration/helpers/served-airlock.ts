// One `airlock serve --console jsonl` for a test file, with a policy, and the
// agents it connects through real `airlock bridge` processes: started before
// the file's tests, agents closed, the server stopped and the home removed
// after them.
import fs from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import type { PolicyInput } from '../../../src/main/core/policy';
import { Agent, ServeProcess, tempHome } from './serve';

export interface ServedAirlock {
  readonly home: string;
  /** The running server (a new one after restart()). */
  readonly serve: ServeProcess;
  /** An agent as an MCP client named `client`, closed after the file's tests. */
  connect(client: string): Promise<Agent>;
  /** Stops the server (its exit code is returned) and starts a new one on the same home. */
  restart(): Promise<number | null>;
}

/** With no policy, the server runs Airlock's default policy. */
export function servedAirlock(policy?: PolicyInput): ServedAirlock {
  let home: string | undefined;
  let serve: ServeProcess | undefined;
  const agents: Agent[] = [];
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('airlock serve has not started yet: use it inside a test, not at the top of the file');
    return value;
  };

  beforeAll(async () => {
    home = tempHome(policy);
    serve = await ServeProcess.start(home);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(agents.map((a) => a.close()));
    await serve?.stop();
    if (home) fs.rmSync(home, { recursive: true, force: true });
  });

  return {
    get home() {
      return started(home);
    },
    get serve() {
      return started(serve);
    },
    async connect(client) {
      const agent = await Agent.connect(started(home), client);
      agents.push(agent);
      return agent;
    },
    async restart() {
      const code = await started(serve).stop();
      serve = await ServeProcess.start(started(home));
      return code;
    },
  };
}
