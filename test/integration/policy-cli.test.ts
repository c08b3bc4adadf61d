import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempHome } from '../helpers/airlock';

const cli = path.resolve('bin/airlock.mjs');

describe('airlock policy', () => {
  it('prints a JSON Schema that describes the policy fields', () => {
    const schema = JSON.parse(execFileSync(process.execPath, [cli, 'policy', 'schema'], { encoding: 'utf8' })) as { properties: Record<string, unknown> };
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['mode', 'maxAutonomousSteps', 'riskTolerance', 'patterns']));
  });

  it('checks a file, naming every bad field with its path, and shows the policy in force with defaults', () => {
    const home = tempHome();
    const file = path.join(home, 'policy.json');
    fs.writeFileSync(file, JSON.stringify({ maxAutonomousSteps: 'ten' }));
    const bad = spawnSync(process.execPath, [cli, 'policy', 'check', file], { encoding: 'utf8' });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('maxAutonomousSteps');
    // Every bad field, one per line with its path, not the first only.
    fs.writeFileSync(file, JSON.stringify({ mode: 'yolo', maxAutonomousSteps: 'ten', patterns: { deny: ['ok', 7] }, extra: true }));
    const many = spawnSync(process.execPath, [cli, 'policy', 'check', file], { encoding: 'utf8' });
    expect(many.status).toBe(1);
    expect(many.stderr).toContain('has 4 bad fields');
    for (const line of ['  mode: must be one of', '  maxAutonomousSteps: must be a number', '  patterns.deny[1]: must be a string', '  extra: is not a known field']) {
      expect(many.stderr).toContain(line);
    }
    fs.writeFileSync(file, JSON.stringify({ maxAutonomousSteps: 4 }));
    const shown = JSON.parse(execFileSync(process.execPath, [cli, 'policy', 'show', '--home', home], { encoding: 'utf8' })) as { maxAutonomousSteps: number; mode: string };
    expect(shown).toMatchObject({ maxAutonomousSteps: 4, mode: 'enforcing' });
  });

  it('describes every governance profile, with what happens when each limit fires, and the JSON Schema carries the ADL members', () => {
    const home = tempHome();
    const file = path.join(home, 'policy.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        agents: {
          coder: {
            permissions: { resource_limits: { budget: { tokens: { per_session: 5000 } } }, sub_agents: [{ name: 'tester', budget_share: 0.5 }] },
            runtime: { degradation: { on_anomaly: { action: 'pause' } } },
            phases: [{ name: 'plan', tools: ['Read'] }],
          },
          helper: { maxAutonomousSteps: 3 },
        },
      }),
    );
    const text = execFileSync(process.execPath, [cli, 'policy', 'describe', '--home', home], { encoding: 'utf8' });
    expect(text).toContain('agent "coder"');
    expect(text).toContain('tokens (tokens): 5000 per session');
    expect(text).toContain('tester: tools the parent\'s, 50% of the session budget');
    expect(text).toContain('on_anomaly → pause');
    expect(text).toContain('on_budget_exhausted → halt (fail-closed: not declared)');
    expect(text).toContain('plan: tools Read');
    expect(text).toContain('agent "helper": step limit 3 (no governance profile)');
    expect(text).toContain('cost model:');
    fs.writeFileSync(file, JSON.stringify({ agents: { coder: { runtime: { degradation: { on_anomaly: { action: 'fallback' } } } } } }));
    const bad = spawnSync(process.execPath, [cli, 'policy', 'describe', file], { encoding: 'utf8' });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('agents.coder.runtime.degradation.on_anomaly');
    const schema = JSON.parse(execFileSync(process.execPath, [cli, 'policy', 'schema'], { encoding: 'utf8' })) as { properties: { agents: { additionalProperties: { properties: Record<string, unknown> } } } };
    expect(Object.keys(schema.properties.agents.additionalProperties.properties)).toEqual(expect.arrayContaining(['permissions', 'runtime', 'human_oversight', 'anomaly_baseline', 'phases']));
  });
});
