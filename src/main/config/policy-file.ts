// The policy lives in policy.json in AIRLOCK_HOME. Written atomically, 0600.
import fs from 'node:fs';
import path from 'node:path';
import type { PolicySource } from '../ports';

export function policyFileSource(file: string): PolicySource {
  return {
    load() {
      let text: string;
      try {
        text = fs.readFileSync(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new Error(`${file} is not valid JSON`);
      }
    },
    save(policy) {
      fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
      const tmp = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, JSON.stringify(policy, null, 2) + '\n', { mode: 0o600 });
      fs.renameSync(tmp, file);
    },
  };
}
