// Pure: Airlock's decision → the exact answer each client reads (stdout, stderr,
// exit code), failing closed by each client's own rules.
//
// | client      | neutral (advisory)           | deny                                    | internal failure          |
// |-------------|------------------------------|-----------------------------------------|---------------------------|
// | Claude Code | no output, exit 0            | hookSpecificOutput deny, exit 0         | exit 2, reason on stderr  |
// | Cursor      | {"permission":"allow"} (*)   | {"permission":"deny", messages}, exit 0 | the same deny, exit 0     |
// | Codex CLI   | no output, exit 0            | hookSpecificOutput deny (schema-exact)  | exit 2, reason on stderr  |
// | Gemini CLI  | {} , exit 0                  | {"decision":"deny", reason}, exit 0     | exit 2, reason on stderr  |
//
// (*) Cursor has no neutral answer a fail-closed entry accepts: with
// failClosed: true an empty answer counts as a failed hook and blocks, so
// advisory actions get "allow" there. Codex reads "allow" without updatedInput
// and "ask" as a failed hook (the tool runs), so neither is ever sent to it.
import type { HookClient } from './clients';

/** What Airlock decided about one observed action.
 *  pass: no override (the client's own rules and prompts apply); allow: the
 *  person approved it in Airlock; deny: Airlock or the person refused it;
 *  fail: the hook could not get an answer (fail-closed). `reason` is written for
 *  the agent (it reads it); `userMessage` for the person. */
export type Decision =
  | { kind: 'pass'; note?: string }
  | { kind: 'allow'; reason: string; userMessage: string }
  | { kind: 'deny'; reason: string; userMessage: string }
  | { kind: 'fail'; reason: string; userMessage: string };

export interface Answer {
  /** Exactly what goes to stdout ("" = nothing). */
  stdout: string;
  /** What goes to stderr when exiting 2: the reason the client shows ("" otherwise). */
  stderr: string;
  exitCode: 0 | 2;
}

const ok = (stdout: string): Answer => ({ stdout, stderr: '', exitCode: 0 });
const block = (reason: string): Answer => ({ stdout: '', stderr: oneLine(reason), exitCode: 2 });

function oneLine(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t === '' ? 'Airlock blocked this action.' : t;
}

/** The exact answer of the hook. `event` matters only for Cursor's beforeReadFile
 *  (allow / deny and a user message, nothing else) and sessionEnd (no answer). */
export function renderAnswer(client: HookClient, decision: Decision, event = ''): Answer {
  switch (client) {
    case 'claude-code':
      if (decision.kind === 'pass') return ok('');
      if (decision.kind === 'fail') return block(decision.reason);
      return ok(JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: decision.kind, permissionDecisionReason: decision.reason } }));
    case 'cursor': {
      // sessionEnd takes no answer (Cursor ignores its output): nothing to allow there.
      if (event === 'sessionEnd') return ok('{}');
      if (decision.kind === 'pass' || decision.kind === 'allow') return ok(JSON.stringify({ permission: 'allow' }));
      if (event === 'beforeReadFile') return ok(JSON.stringify({ permission: 'deny', user_message: decision.userMessage }));
      // Cursor 1.7's first hooks release spelled the messages userMessage / agentMessage: both are written.
      return ok(
        JSON.stringify({ permission: 'deny', user_message: decision.userMessage, agent_message: decision.reason, userMessage: decision.userMessage, agentMessage: decision.reason }),
      );
    }
    case 'codex':
      if (decision.kind === 'pass' || decision.kind === 'allow') return ok('');
      if (decision.kind === 'fail') return block(decision.reason);
      return ok(
        JSON.stringify({
          systemMessage: oneLine(decision.userMessage),
          hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: oneLine(decision.reason) },
        }),
      );
    case 'gemini':
      if (decision.kind === 'pass' || decision.kind === 'allow') return ok('{}');
      if (decision.kind === 'fail') return block(decision.reason);
      return ok(JSON.stringify({ decision: 'deny', reason: decision.reason, systemMessage: decision.userMessage }));
  }
}
