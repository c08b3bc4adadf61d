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

  it('checks a file, naming the bad field, and shows the policy in force with defaults', () => {
    const home = tempHome();
    const file = path.join(home, 'policy.json');
    fs.writeFileSync(file, JSON.stringify({ maxAutonomousSteps: 'ten' }));
    const bad = spawnSync(process.execPath, [cli, 'policy', 'check', file], { encoding: 'utf8' });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('maxAutonomousSteps');
    fs.writeFileSync(file, JSON.stringify({ maxAutonomousSteps: 4 }));
    const shown = JSON.parse(execFileSync(process.execPath, [cli, 'policy', 'show', '--home', home], { encoding: 'utf8' })) as { maxAutonomousSteps: number; mode: string };
    expect(shown).toMatchObject({ maxAutonomousSteps: 4, mode: 'enforcing' });
  });
});
