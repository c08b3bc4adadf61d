// `airlock serve` on a terminal: the human's console. Shows steps, pending
// confirmations, verification codes and blocks as they happen; readline
// commands approve / deny / unblock / halt / resume. Items are referred to by
// their number in the last listing, or by (a prefix of) their id.
import readline from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type { BlockView, ConfirmationView, HumanEvent, HumanSide } from '../loop/api';
import { MODES, TRUST_LEVELS, type Mode, type TrustLevel } from '../../shared/vocabulary';
import type { HumanNotice } from '../ports';
import { errorMessage, type ConsoleHost } from './commands';
import { inert, showLine } from '../../shared/text';

const HELP = `Commands:
  list | l                     pending confirmations, active codes, blocks
  approve | a <ref> [exec|session]  approve once (or for this execution / this client session)
  always <ref>                 show the rule "always allow actions like this" would write
  always <ref> yes             write that rule into the policy and approve this once
  deny | d <ref> [reason…]     deny, with a reason that goes back to the agent
  refuse <ref> [reason…]       refuse a verification instead of giving its code; the agent is told why
  scope <ref> session|agent|client   what a block covers (widen a session's block to its agent or client)
  unblock | u <ref>            lift a hard block (audited override)
  code | c <ref>               issue a fresh code for a block
  halt [agent]                 stop every agent (or one) at its next step
  resume [agent]               undo halt
  mode <${MODES.join('|')}>
  grant <execution> <steps>    give an execution more autonomous steps
  servers                      wrapped MCP servers (airlock wrap) and their trust
  trust <server> <level>       set a wrapped server's trust: ${TRUST_LEVELS.join(' | ')}
  reset <agent>                clear an agent's step, loop and budget counts (they span executions)
  unlock <agent>               lift an agent's verification lockout
  policy [accept|reject]       show, accept or refuse a policy.json changed outside Airlock
  retention <days|unlimited>   how long history is kept (removes older executions now)
  alerts                       tampering Airlock found since it started
  help | ?                     this text
  quit | q                     stop Airlock
<ref> is the number shown in brackets, or the start of an id.`;

export interface TtyConsole {
  notice(notice: HumanNotice): void;
  print(line: string): void;
  /** What the person must know at start: a policy change waiting, tampering found while loading. */
  startupNotes(): void;
  close(): void;
}

const short = (id: string): string => id.slice(0, 8);
// Agent text on the terminal: one line, cut, and inert (no escape sequence reaches the terminal).
const clip = (text: string, n = 100): string => showLine(text, n);

export function startTtyConsole(options: {
  human: HumanSide;
  input: Readable;
  output: Writable;
  socketPath: string;
  onQuit: () => void;
  host?: ConsoleHost;
}): TtyConsole {
  const { human, output } = options;
  const rl = readline.createInterface({ input: options.input, output, terminal: true, prompt: 'airlock> ' });
  let closed = false;
  type RefKind = 'confirmation' | 'block' | 'challenge';
  let refs: Array<{ kind: RefKind; id: string }> = [];

  const print = (line: string): void => {
    if (closed) return;
    readline.clearLine(output, 0);
    readline.cursorTo(output, 0);
    output.write(`${line}\n`);
    rl.prompt(true);
  };

  const refFor = (kind: RefKind, id: string): number => {
    const found = refs.findIndex((r) => r.kind === kind && r.id === id);
    if (found >= 0) return found + 1;
    refs.push({ kind, id });
    return refs.length;
  };

  const describeConfirmation = (c: ConfirmationView): string =>
    `[${refFor('confirmation', c.id)}] ${c.tier.toUpperCase()} ${clip(c.agent, 60)} (${clip(c.client, 60)}) wants: ${clip(c.hint)}  risk ${c.riskScore}${c.factors.length ? ` — ${clip(c.factors.join('; '), 120)}` : ''}  (id ${short(c.id)})`;
  const describeBlock = (b: BlockView): string =>
    `[${refFor('block', b.id)}] BLOCKED ${clip(b.agent, 60)} (${clip(b.client, 60)}): ${clip(b.reason)} — ${clip(b.hint, 60)}  (id ${short(b.id)})\n  blocks ${clip(b.covers, 200)}`;
  const blockHelp = (b: BlockView): string => {
    const n = refFor('block', b.id);
    const wider = b.scope === 'client' ? '' : `   widen to every ${clip(b.client, 60)} agent: scope ${n} client`;
    return `  lift it: the agent enters the code shown here, or u ${n} (override)   fresh code: c ${n}${wider}`;
  };
  const confirmationHelp = (c: ConfirmationView): string => {
    const n = refFor('confirmation', c.id);
    return `  approve: a ${n}   ${c.session ? `for this session: a ${n} session` : `for this execution: a ${n} exec`}${c.ruleable ? `   always: always ${n}` : ''}   deny: d ${n} <reason>`;
  };

  const onEvent = (event: HumanEvent): void => {
    switch (event.type) {
      case 'step': {
        const s = event.step;
        const verdict = s.directive.stopped ? 'STOP' : s.directive.continue ? 'go' : 'PAUSE';
        print(`· ${clip(s.agent, 60)} #${s.seq} ${s.tier} ${verdict}: ${clip(s.hint)}`);
        break;
      }
      case 'confirmation':
        print(`? ${describeConfirmation(event.confirmation)}\n${confirmationHelp(event.confirmation)}`);
        break;
      case 'decision': {
        const c = event.confirmation;
        if (c.status === 'withdrawn') print(`✗ withdrawn ${short(c.id)} (${clip(c.agent, 60)}): ${clip(c.reason ?? 'the agent stopped waiting', 200)} Deciding it now has no effect.`);
        else print(`✓ ${c.status} ${short(c.id)} (${clip(c.agent, 60)})${c.reason ? `: ${clip(c.reason, 200)}` : ''}`);
        break;
      }
      case 'challenge': {
        const c = event.challenge;
        const refuse = c.kind === 'verify' ? `\n    Or refuse it: refuse ${refFor('challenge', c.id)} <reason> (the agent is told why).` : '';
        print(`\n  ★ VERIFICATION CODE for ${clip(c.agent, 60)} (${clip(c.client, 60)}) — ${clip(c.hint)}\n\n      ${c.code}\n\n    Give it to the agent only if you want it to go ahead. Expires ${c.expiresAt}.${refuse}\n`);
        break;
      }
      case 'challenge_resolved':
        print(`  code ${short(event.challenge.id)} ${event.challenge.status}${event.challenge.reason ? `: ${clip(event.challenge.reason, 200)}` : ''}`);
        break;
      case 'block':
        print(`✖ ${describeBlock(event.block)}\n${blockHelp(event.block)}`);
        break;
      case 'unblock':
        print(`✓ unblocked ${clip(event.block.agent, 60)} (${event.block.liftedBy ?? 'override'})`);
        break;
      case 'halt':
        print(event.halt.all ? '■ all agents halted' : event.halt.agents.length ? `■ halted: ${inert(event.halt.agents.join(', '))}` : '▶ nothing halted');
        break;
      case 'mode':
        print(`mode: ${event.mode}`);
        break;
      case 'integrity':
        print(`!! TAMPERING: ${inert(event.alert.message)}`);
        break;
      case 'policy_pending':
        printPending();
        break;
      default:
        break;
    }
  };
  const unsubscribe = human.subscribe(onEvent);

  const resolve = (kind: RefKind, ref: string | undefined): string => {
    if (!ref) throw new Error(`which one? give the number in brackets or an id (see "list")`);
    if (/^\d+$/.test(ref)) {
      const entry = refs[Number(ref) - 1];
      if (entry && entry.kind === kind) return entry.id;
    }
    const ids =
      kind === 'confirmation'
        ? human.listPending().map((c) => c.id)
        : kind === 'challenge'
          ? human.listChallenges().map((c) => c.id)
          : human.listBlocks().filter((b) => !b.liftedAt).map((b) => b.id);
    const matches = ids.filter((id) => id.startsWith(ref));
    if (matches.length === 1 && matches[0]) return matches[0];
    throw new Error(matches.length > 1 ? `"${ref}" is ambiguous` : `no ${kind} "${ref}" (see "list")`);
  };

  const printPending = (): void => {
    const pending = human.pendingPolicy();
    if (!pending) return print('No policy change is waiting.');
    print(
      `!! policy.json changed outside Airlock. Until you decide, the stricter of your accepted policy and the file runs.\n${inert(pending.diff, { keepNewlines: true })}\n  accept: policy accept   refuse (restore yours): policy reject`,
    );
  };

  const list = (): void => {
    refs = [];
    const pending = human.listPending();
    const blocks = human.listBlocks().filter((b) => !b.liftedAt);
    const challenges = human.listChallenges().filter((c) => c.status === 'active');
    const halt = human.haltState();
    const lines = [`Airlock on ${options.socketPath}`];
    lines.push(pending.length ? 'Pending:' : 'Nothing pending.');
    for (const c of pending) lines.push(`  ${describeConfirmation(c)}`);
    for (const c of challenges) {
      const refuse = c.kind === 'verify' ? `   refuse: refuse ${refFor('challenge', c.id)} <reason>` : '';
      lines.push(`  code ${short(c.id)} for ${clip(c.agent, 60)}: ${c.code ?? '(reissue with c <block>)'} — expires ${c.expiresAt}${refuse}`);
    }
    if (blocks.length) lines.push('Blocks:');
    for (const b of blocks) lines.push(`  ${describeBlock(b)}`);
    if (halt.all || halt.agents.length) lines.push(`Halted: ${halt.all ? 'all agents' : inert(halt.agents.join(', '))}`);
    print(lines.join('\n'));
  };

  const run = (line: string): void => {
    const [word = '', ...rest] = line.trim().split(/\s+/);
    switch (word.toLowerCase()) {
      case '':
        return;
      case 'l':
      case 'list':
        return list();
      case 'a':
      case 'approve': {
        const scope = rest[1]?.startsWith('exec') ? 'execution' : rest[1]?.startsWith('sess') ? 'session' : 'once';
        const c = human.approve(resolve('confirmation', rest[0]), scope);
        return print(`approved ${short(c.id)} for ${clip(c.agent, 60)}${scope === 'once' ? ' (once)' : ` for the rest of this ${scope}`}`);
      }
      case 'always': {
        const id = resolve('confirmation', rest[0]);
        const proposal = human.proposeRule(id);
        if (rest[1] !== 'yes') {
          return print(
            [
              `Always allow: this adds ${proposal.patterns.length === 1 ? 'one rule' : `${proposal.patterns.length} rules`} to autoApprove (each matches exactly one part of this action):`,
              ...proposal.patterns.map((p) => `    ${clip(p, 520)}`),
              `  With ${proposal.patterns.length === 1 ? 'it' : 'them'}, this action ${proposal.preview.directive.continue ? 'goes ahead without asking' : 'still pauses'}; anything else is judged as before.`,
              `  Write it and approve this run: always ${rest[0] ?? ''} yes   (remove it later under autoApprove in policy.json or the Policy view)`,
            ].join('\n'),
          );
        }
        const { added } = human.allowAlways(id, proposal.patterns);
        return print(`rule written (${added.length} autoApprove pattern${added.length === 1 ? '' : 's'}) and approved once`);
      }
      case 'refuse': {
        const reason = rest.slice(1).join(' ') || undefined;
        const c = human.refuseChallenge(resolve('challenge', rest[0]), reason);
        return print(`refused ${short(c.id)} for ${clip(c.agent, 60)}${reason ? `: ${clip(reason, 200)}` : ''}`);
      }
      case 'scope': {
        const scope = rest[1];
        if (scope !== 'session' && scope !== 'agent' && scope !== 'client') throw new Error('usage: scope <block> session|agent|client');
        const b = human.setBlockScope(resolve('block', rest[0]), scope);
        return print(`block ${short(b.id)} now covers ${clip(b.covers, 200)}`);
      }
      case 'd':
      case 'deny': {
        const reason = rest.slice(1).join(' ') || undefined;
        const c = human.deny(resolve('confirmation', rest[0]), reason);
        return print(`denied ${short(c.id)} for ${clip(c.agent, 60)}`);
      }
      case 'u':
      case 'unblock': {
        const b = human.unblock(resolve('block', rest[0]), 'console override');
        return print(`unblocked ${clip(b.agent, 60)}`);
      }
      case 'c':
      case 'code': {
        // The engine's `challenge` event prints the fresh code (once).
        const issued = human.reissueCode(resolve('block', rest[0]));
        return print(`fresh code issued (challenge ${short(issued.challengeId)}); the old one no longer works`);
      }
      case 'halt':
        human.halt(rest[0]);
        return;
      case 'resume':
        human.resume(rest[0]);
        return;
      case 'mode': {
        const mode = rest[0] as Mode;
        if (!(MODES as readonly string[]).includes(mode)) throw new Error(`mode is one of ${MODES.join(', ')}`);
        human.setMode(mode);
        return;
      }
      case 'grant': {
        const steps = Number(rest[1]);
        if (!rest[0] || !Number.isInteger(steps) || steps < 1) throw new Error('usage: grant <execution id> <steps>');
        const e = human.grantSteps(rest[0], steps);
        return print(`${clip(e.agent, 60)}: ${e.stepsRemaining} steps remaining`);
      }
      case 'servers': {
        const servers = human.listServers();
        if (servers.length === 0) return print('No wrapped MCP servers yet (airlock wrap -- <server command>).');
        return print(
          servers
            .map((v) => `  ${v.server}: ${v.trust}${v.source === 'default' ? ' (default)' : ''}${v.lastSeenAt ? ` — last call ${v.lastSeenAt} from ${v.clients.join(', ')}` : ''}`)
            .join('\n'),
        );
      }
      case 'trust': {
        const level = rest[1] as TrustLevel;
        if (!rest[0] || !(TRUST_LEVELS as readonly string[]).includes(level)) throw new Error(`usage: trust <server> <${TRUST_LEVELS.join('|')}>`);
        const view = human.setServerTrust(rest[0], level);
        return print(`${view.server} is now trusted as ${view.trust}`);
      }
      case 'reset':
        if (!rest[0]) throw new Error('usage: reset <agent>');
        return print(`counts reset for ${clip(human.resetLimits(rest[0]).agent, 60)}`);
      case 'unlock':
        if (!rest[0]) throw new Error('usage: unlock <agent>');
        return print(`lockout lifted for ${clip(human.clearLockout(rest[0]).agent, 60)}`);
      case 'policy':
        if (rest[0] === 'accept') return print(`policy accepted (mode ${human.acceptPolicyChange().mode})`);
        if (rest[0] === 'reject') return print(`policy.json restored to your accepted policy (mode ${human.rejectPolicyChange().mode})`);
        return printPending();
      case 'alerts': {
        const alerts = human.integrityAlerts();
        return print(alerts.length ? alerts.map((a) => `  ${a.at} ${inert(a.message)}`).join('\n') : 'No tampering found since Airlock started.');
      }
      case 'retention': {
        if (!options.host?.setRetention) throw new Error('history retention is not available here');
        const days = Number(rest[0]);
        if (rest[0] !== 'unlimited' && (!Number.isInteger(days) || days < 1)) throw new Error('usage: retention <days|unlimited>');
        options.host.setRetention(rest[0] === 'unlimited' ? { unlimited: true } : { keepDays: days });
        return print(rest[0] === 'unlimited' ? 'History is now kept without limit.' : `History is now kept for ${days} days after an execution ends.`);
      }
      case 'help':
      case '?':
      case 'h':
        return print(HELP);
      case 'q':
      case 'quit':
      case 'exit':
        options.onQuit();
        return;
      default:
        throw new Error(`unknown command "${clip(word, 20)}" (try "help")`);
    }
  };

  rl.on('line', (line) => {
    try {
      run(line);
    } catch (error) {
      print(`! ${errorMessage(error).message}`);
    }
    rl.prompt();
  });
  rl.on('close', () => {
    if (!closed) options.onQuit();
  });
  rl.on('SIGINT', () => options.onQuit());

  print(`Airlock is running on ${options.socketPath}. Type "help" for commands.`);
  list();

  return {
    print,
    startupNotes() {
      if (human.pendingPolicy()) printPending();
      for (const alert of human.integrityAlerts()) print(`!! TAMPERING: ${inert(alert.message)}`);
    },
    // The events above already say what happened; a notice only rings the bell.
    notice: () => {
      if (!closed) output.write('\x07');
    },
    close() {
      if (closed) return;
      closed = true;
      unsubscribe();
      rl.close();
    },
  };
}
