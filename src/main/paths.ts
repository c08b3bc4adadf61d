// Where Airlock keeps its files. AIRLOCK_HOME overrides the OS app-data dir;
// AIRLOCK_SOCKET overrides the socket path.
import os from 'node:os';
import path from 'node:path';

export function airlockHome(env: NodeJS.ProcessEnv = process.env): string {
  if (env.AIRLOCK_HOME) return path.resolve(env.AIRLOCK_HOME);
  const home = os.homedir();
  switch (process.platform) {
    case 'darwin':
      return path.join(home, 'Library', 'Application Support', 'Airlock');
    case 'win32':
      return path.join(env.APPDATA ?? path.join(home, 'AppData', 'Roaming'), 'Airlock');
    default:
      return path.join(env.XDG_CONFIG_HOME ?? path.join(home, '.config'), 'Airlock');
  }
}

/** The local socket: a Unix socket in a 0700 run/ directory, or a per-user named pipe on Windows. */
export function socketPath(env: NodeJS.ProcessEnv = process.env): string {
  if (env.AIRLOCK_SOCKET) return env.AIRLOCK_SOCKET;
  if (process.platform === 'win32') {
    const user = (env.USERNAME ?? os.userInfo().username).replace(/[^A-Za-z0-9_.-]/g, '_');
    return `\\\\.\\pipe\\airlock-${user}`;
  }
  return path.join(airlockHome(env), 'run', 'airlock.sock');
}

export const databaseFile = (home: string): string => path.join(home, 'airlock.db');
export const policyFile = (home: string): string => path.join(home, 'policy.json');
/** The newest signed audit checkpoint, outside the database (see store/audit.ts). */
export const auditAnchorFile = (home: string): string => path.join(home, 'audit-anchor.json');
