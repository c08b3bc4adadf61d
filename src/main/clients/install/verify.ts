// The install check: runs the hook command just written into the client's
// settings once, the way the client will, with a harmless test action, and says
// what it saw — Airlock answered, Airlock is not running (the entry fails
// closed), or the command itself is broken.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { HookClient } from '../hooks';

export interface HookCheck {
  state: 'answered' | 'not-running' | 'broken';
  /** One sentence for the person. */
  message: string;
}

/** The test action, in each client's own event format: a harmless echo / read. */
export function testPayload(client: HookClient, checkout: string, session = `airlock-install-check-${Date.now().toString(36)}`): Record<string, unknown> {
  const readme = path.join(checkout, 'README.md');
  switch (client) {
    case 'claude-code':
      return { session_id: session, transcript_path: '', cwd: checkout, permission_mode: 'default', hook_event_name: 'PreToolUse', tool_name: 'Read', tool_input: { file_path: readme }, tool_use_id: 'airlock-check' };
    case 'cursor':
      return { conversation_id: session, generation_id: 'airlock-check', hook_event_name: 'beforeShellExecution', workspace_roots: [checkout], command: 'echo airlock install check', cwd: checkout };
    case 'codex':
      return { session_id: session, turn_id: 'airlock-check', transcript_path: null, cwd: checkout, hook_event_name: 'PreToolUse', model: 'check', permission_mode: 'default', tool_name: 'Bash', tool_input: { command: 'echo airlock install check' }, tool_use_id: 'airlock-check' };
    case 'gemini':
      return { session_id: session, transcript_path: '', cwd: checkout, hook_event_name: 'BeforeTool', timestamp: new Date(0).toISOString(), tool_name: 'read_file', tool_input: { file_path: readme } };
  }
}

const NEUTRAL: Record<HookClient, string> = { 'claude-code': '', cursor: '{"permission":"allow"}', codex: '', gemini: '{}' };

/** Runs `command` through the shell with the test action on stdin. */
export function checkHookCommand(client: HookClient, command: string, checkout: string, options: { env?: NodeJS.ProcessEnv; timeoutMs?: number } = {}): HookCheck {
  const run = spawnSync(command, {
    shell: true,
    input: JSON.stringify(testPayload(client, checkout)),
    encoding: 'utf8',
    timeout: options.timeoutMs ?? 30_000,
    // A fresh session per check, and no waiting for a person: the check must not sit on a pause.
    env: { ...(options.env ?? process.env), AIRLOCK_HOOK_WAIT_SECONDS: '0' },
    cwd: checkout,
  });
  const stdout = (run.stdout ?? '').trim();
  const stderr = (run.stderr ?? '').trim();
  const said = `${stdout} ${stderr}`;
  if (run.error || run.status === null) return { state: 'broken', message: `The hook command did not finish (${run.error?.message ?? `stopped by ${run.signal ?? 'a signal'}`}).` };
  if (run.status === 0 && stdout === NEUTRAL[client]) return { state: 'answered', message: 'Checked: the hook reached Airlock and a harmless test action was let through.' };
  if (/not running or cannot be reached/.test(said)) {
    return { state: 'not-running', message: 'Airlock is not running, so the check could not reach it. The entry was written and fails closed: tool calls are blocked until Airlock runs (the tray app, or `airlock serve`).' };
  }
  const reason = denyReason(stdout);
  if (run.status === 0 && reason) return { state: 'answered', message: `Checked: the hook reached Airlock, which did not let the harmless test action through: ${reason.slice(0, 300)}` };
  const line = (stderr.split('\n').find((l) => l.trim() !== '') ?? stdout).slice(0, 300);
  return { state: 'broken', message: `The hook command answered unexpectedly (exit ${String(run.status)}): ${line}` };
}

/** The reason of a deny in any client's format, if `stdout` is one. */
function denyReason(stdout: string): string | undefined {
  try {
    const a = JSON.parse(stdout) as { hookSpecificOutput?: { permissionDecisionReason?: string }; agent_message?: string; reason?: string };
    return a.hookSpecificOutput?.permissionDecisionReason ?? a.agent_message ?? a.reason;
  } catch {
    return undefined;
  }
}
