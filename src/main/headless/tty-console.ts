// `airlock serve` on a terminal: the human's console. Shows steps, pending
// confirmations, verification codes and blocks as they happen; readline
// commands approve / deny / unblock / halt / resume. Items are referred to by
// their number in the last listing, or by (a prefix of) their id.
import readline from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type { BlockView, ConfirmationView, HumanEvent, HumanSide } from '../loop/api';
import { MODES, TRUST_LEVELS, type Mode, type TrustLevel } from '../../shared/vocabulary';
import type { HumanNotice } from '../ports';
import { activeBlockId, activeChallengeId, errorMessage, notWaitingNote, pendingConfirmationId, runningExecutionId, type ConsoleHost } from './commands';
import { clip as clipText, inert, showLine } from '../../shared/text';
import { MIN_ID_PREFIX, shortId } from '../../shared/ids';
import { localWhen } from '../../shared/time';

const HELP = `Commands:
  list | l                     pending confirmations, active codes, blocks
  show | s <ref>               everything about one item: the whole action, every reason, times, ids
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
  grant <execution> <steps>    give a running execution more autonomous steps
  servers                      wrapped MCP servers (airlock wrap) and their trust
  trust <server> <level>       set a wrapped server's trust: ${TRUST_LEVELS.join(' | ')}
  reset <agent>                clear an agent's step, loop and budget counts (they span executions) and its governor profile's day
  unlock <agent>               lift an agent's verification lockout
  policy [accept|reject]       show, accept or refuse a policy.json changed outside Airlock
  retention <days|unlimited>   how long history is kept (removes older executions now)
  alerts                       tampering Airlock found since it started
  governor                     governed agents: profiles and their day's use, sessions, governor halts, recent events
  governor halt|resume <agent> halt a governed agent at its next step, or resume it (also lifts what the governor halted)
  help | ?                     this text
  quit | q                     stop Airlock (asks first while something waits for you)
<ref> is the number shown in brackets, or an id or the first ${MIN_ID_PREFIX}+ characters of one (as everywhere in Airlock).
Times are local.`;

/** How long a first "quit" with items waiting stays armed for the second. */
const QUIT_ARMED_MS = 30_000;

export interface TtyConsole {
  notice(notice: HumanNotice): void;
  print(line: string): void;
  /** Writes output that is not the console's (a log line) above the prompt, then redraws the prompt and what was typed. */
  aside(write: () => void): void;
  /** What the person must know at start: a policy change waiting, tampering found while loading. */
  startupNotes(): void;
  close(): void;
}

// Agent text on the terminal: one line, cut at a word boundary with "…", and
// inert (no escape sequence reaches the terminal).
const clip = (text: string, n = 100): string => showLine(text, n);
const isCut = (text: string, n: number): boolean => clipText(text, n) !== text.replace(/\s+/g, ' ').trim();

/** Agent text laid out over several lines of `width`, each after `indent` (inert, nothing cut). */
function wrap(text: string, width: number, indent: string): string {
  const lines: string[] = [];
  for (const paragraph of inert(text, { keepNewlines: true }).replace(/\t/g, ' ').split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      for (let rest = word; rest.length > 0; ) {
        const room = Math.max(20, width - indent.length);
        if (line === '') {
          line = rest.slice(0, room);
          rest = rest.slice(room);
        } else if (line.length + 1 + rest.length <= room) {
          line += ` ${rest}`;
          rest = '';
        } else {
          lines.push(line);
          line = '';
        }
      }
    }
    lines.push(line);
  }
  return lines.map((l, i) => (i === 0 ? l : `${indent}${l}`)).join('\n');
}

export function startTtyConsole(options: {
  human: HumanSide;
  input: Readable;
  output: Writable;
  socketPath: string;
  onQuit: () => void;
  host?: ConsoleHost;
  /** The clock for local times and ages (default Date.now). */
  now?: () => number;
}): TtyConsole {
  const { human, output } = options;
  const now = options.now ?? Date.now;
  const rl = readline.createInterface({ input: options.input, output, terminal: true, prompt: 'airlock> ' });
  let closed = false;
  type RefKind = 'confirmation' | 'block' | 'challenge';
  let refs: Array<{ kind: RefKind; id: string }> = [];
  // The last view of every numbered item, for `show` (a decided one too).
  const seen = new Map<string, ConfirmationView | BlockView>();
  // Decisions this console made while no agent was waiting for them (see "decision").
  const unawaited = new Set<string>();
  let quitArmedAt = 0;
  const columns = (): number => Math.max(60, Math.min(200, (output as { columns?: number }).columns ?? 100));
  const when = (iso: string): string => localWhen(iso, now());

  // Asynchronous output goes above the prompt: clear the prompt line, write, redraw the prompt and what was typed.
  const aside = (write: () => void): void => {
    if (closed) return write();
    readline.clearLine(output, 0);
    readline.cursorTo(output, 0);
    write();
    rl.prompt(true);
  };
  const print = (line: string): void => {
    if (closed) return;
    aside(() => output.write(`${line}\n`));
  };

  const refFor = (kind: RefKind, id: string): number => {
    const found = refs.findIndex((r) => r.kind === kind && r.id === id);
    if (found >= 0) return found + 1;
    refs.push({ kind, id });
    return refs.length;
  };

  /** The hint on one line: cut at a word boundary, the cut marked, and where to read the rest. */
  const hintLine = (hint: string, ref: number, n = 120): string => `${clip(hint, n)}${isCut(hint, n) ? ` (all of it: show ${ref})` : ''}`;

  const describeConfirmation = (c: ConfirmationView): string => {
    seen.set(c.id, c);
    const ref = refFor('confirmation', c.id);
    const why = c.factors[0] ? ` — ${clip(c.factors[0], 80)}` : '';
    return `[${ref}] ${c.tier.toUpperCase()} ${clip(c.agent, 60)} (${clip(c.client, 60)}) wants: ${hintLine(c.hint, ref)}  risk ${c.riskScore}${why}`;
  };
  const describeBlock = (b: BlockView): string => {
    seen.set(b.id, b);
    const ref = refFor('block', b.id);
    return `[${ref}] BLOCKED ${clip(b.agent, 60)} (${clip(b.client, 60)}): ${clip(b.reason, 100)} — ${hintLine(b.hint, ref, 80)}`;
  };

  const onEvent = (event: HumanEvent): void => {
    switch (event.type) {
      case 'step': {
        const s = event.step;
        const verdict = s.directive.stopped ? 'STOP' : s.directive.continue ? 'go' : 'PAUSE';
        // A pause is followed by its own numbered line; the step line itself stays short.
        print(`· ${clip(s.agent, 60)} #${s.seq} ${s.tier} ${verdict}: ${clip(s.hint, 160)}`);
        break;
      }
      case 'confirmation': {
        const c = event.confirmation;
        const ref = refFor('confirmation', c.id);
        // Beyond approve / deny: approval for the client session, and a rule when one may be offered.
        const more = [c.session ? `a ${ref} session: for this session` : '', c.ruleable ? `always ${ref}: always allow` : ''].filter(Boolean).join(' · ');
        print(`? ${describeConfirmation(c)}  [a ${ref} approve · d ${ref} deny · show ${ref}]${more ? `  [${more}]` : ''}`);
        break;
      }
      case 'decision': {
        const c = event.confirmation;
        seen.set(c.id, c);
        const ref = refFor('confirmation', c.id);
        const mark = c.status === 'approved' ? '✓' : c.status === 'expired' ? '⌛' : '✗';
        const what =
          c.status === 'expired'
            ? 'expired (no one answered in time, so it was denied)'
            : c.status === 'withdrawn'
              ? 'withdrawn (deciding it now has no effect)'
              : c.status === 'approved' && c.scope === 'execution'
                ? 'approved for the whole execution'
                : c.status === 'approved' && c.scope === 'session'
                  ? 'approved for the whole session'
                  : c.status;
        const reason = c.reason ? ` — ${clip(c.reason, 200)}` : '';
        // An answer no one waits for any more: say so, and what it still does.
        const late = unawaited.delete(c.id)
          ? `\n  ! ${notWaitingNote(clip(c.agent, 60))}`
          : '';
        print(`${mark} ${what} [${ref}] ${clip(c.agent, 60)}: ${clip(c.hint, 80)}${reason}${late}`);
        break;
      }
      case 'challenge': {
        const c = event.challenge;
        const refuse = c.kind === 'verify' ? `\n    Or refuse it: refuse ${refFor('challenge', c.id)} <reason> (the agent is told why).` : '';
        print(`\n  ★ VERIFICATION CODE for ${clip(c.agent, 60)} (${clip(c.client, 60)}) — ${clip(c.hint, 160)}\n\n      ${c.code}\n\n    Give it to the agent only if you want it to go ahead. Expires ${when(c.expiresAt)}.${refuse}\n`);
        break;
      }
      case 'challenge_resolved':
        print(`  code ${shortId(event.challenge.id)} for ${clip(event.challenge.agent, 60)}: ${event.challenge.status}${event.challenge.reason ? ` — ${clip(event.challenge.reason, 200)}` : ''}`);
        break;
      case 'block': {
        const b = event.block;
        const ref = refFor('block', b.id);
        const wider = b.scope === 'client' ? '' : ` · scope ${ref} client: every ${clip(b.client, 60)} agent`;
        print(`✖ ${describeBlock(b)}  [u ${ref} lift · c ${ref} fresh code · show ${ref}${wider}]`);
        break;
      }
      case 'unblock':
        seen.set(event.block.id, event.block);
        print(`✓ unblocked ${clip(event.block.agent, 60)} (${event.block.liftedBy === 'verification' ? 'the code was relayed' : 'your override'})`);
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
    if (ref && /^\d{1,3}$/.test(ref)) {
      const entry = refs[Number(ref) - 1];
      if (entry && entry.kind === kind) return entry.id;
      throw new Error(`[${ref}] is not ${kind === 'confirmation' ? 'a confirmation' : kind === 'block' ? 'a block' : 'a verification'} in the last listing (see "list")`);
    }
    return kind === 'confirmation' ? pendingConfirmationId(human, ref) : kind === 'challenge' ? activeChallengeId(human, ref) : activeBlockId(human, ref);
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
    for (const c of pending) lines.push(`  ${describeConfirmation(c)}  expires ${when(c.expiresAt)}`);
    for (const c of challenges) {
      const refuse = c.kind === 'verify' ? `   refuse: refuse ${refFor('challenge', c.id)} <reason>` : '';
      lines.push(`  code ${shortId(c.id)} for ${clip(c.agent, 60)}: ${c.code ?? '(reissue with c <block>)'} — expires ${when(c.expiresAt)}${refuse}`);
    }
    if (blocks.length) lines.push('Blocks:');
    for (const b of blocks) lines.push(`  ${describeBlock(b)}`);
    if (halt.all || halt.agents.length) lines.push(`Halted: ${halt.all ? 'all agents' : inert(halt.agents.join(', '))}`);
    print(lines.join('\n'));
  };

  /** Everything about one item: the whole action, every reason, local times, full ids. */
  const show = (ref: string | undefined): void => {
    let id: string | undefined;
    if (ref && /^\d{1,3}$/.test(ref)) id = refs[Number(ref) - 1]?.id;
    else if (ref) id = [...seen.keys()].find((k) => k.startsWith(ref.toLowerCase()) && ref.length >= MIN_ID_PREFIX);
    if (!id) {
      // Not on screen yet: the same lookup as approve / unblock.
      try {
        id = pendingConfirmationId(human, ref);
      } catch {
        id = activeBlockId(human, ref);
      }
    }
    const fresh = human.listPending().find((c) => c.id === id) ?? human.listBlocks().find((b) => b.id === id);
    const item = fresh ?? seen.get(id);
    if (!item) throw new Error(`nothing to show for "${clip(ref ?? '', 20)}" (see "list")`);
    const width = columns();
    const pad = '            ';
    const lines: string[] = [];
    if ('tier' in item) {
      const c = item;
      lines.push(`[${refFor('confirmation', c.id)}] ${c.tier.toUpperCase()} ${c.status}: ${clip(c.agent, 60)} (${clip(c.client, 60)}), risk ${c.riskScore}`);
      lines.push(`  action:   ${wrap(c.hint, width, pad)}`);
      c.factors.forEach((f, i) => lines.push(`  ${i === 0 ? 'why:     ' : '         '} ${wrap(f, width, pad)}`));
      lines.push(`  asked:    ${when(c.createdAt)}`);
      lines.push(c.decidedAt ? `  decided:  ${when(c.decidedAt)}${c.reason ? ` — ${wrap(c.reason, width, pad)}` : ''}` : `  expires:  ${when(c.expiresAt)} (then denied)`);
      lines.push(`  id:       ${c.id}  (execution ${c.executionId})`);
    } else {
      const b = item;
      lines.push(`[${refFor('block', b.id)}] BLOCKED ${clip(b.agent, 60)} (${clip(b.client, 60)})${b.liftedAt ? `, lifted ${when(b.liftedAt)}` : ''}`);
      lines.push(`  action:   ${wrap(b.hint, width, pad)}`);
      lines.push(`  why:      ${wrap(b.reason, width, pad)}`);
      lines.push(`  covers:   ${wrap(b.covers, width, pad)}`);
      lines.push(`  since:    ${when(b.createdAt)}`);
      lines.push(`  id:       ${b.id}`);
    }
    print(lines.join('\n'));
  };

  /** The runtime governor, as the window's Governor view shows it (agent text inert). */
  const governor = (args: string[]): void => {
    const [sub, agent] = args;
    if (sub === 'halt' || sub === 'resume') {
      if (!agent) throw new Error(`usage: governor ${sub} <agent>`);
      // The same human action (and field schema) as halt / resume, named for the governed agent.
      const state = sub === 'halt' ? human.halt(agent) : human.resume(agent);
      const held = human.governorState().halts.some((h) => h.agent === agent);
      return print(
        sub === 'halt'
          ? `■ ${clip(agent, 60)} halted: no step of it goes until you resume it`
          : held || state.agents.includes(agent)
            ? `! ${clip(agent, 60)} is still halted (see "governor")`
            : `▶ ${clip(agent, 60)} may continue`,
      );
    }
    if (sub !== undefined) throw new Error('usage: governor [halt|resume <agent>]');
    const view = human.governorState();
    const money = (n: number): string => `$${n.toFixed(2)}`;
    const lines = [`Governor: tier ${view.tier}. ${clip(view.costModel, 200)}`];
    lines.push(view.profiles.length ? 'Profiles (use in the last 24 hours):' : 'No governance profiles in the policy.');
    for (const p of view.profiles) lines.push(`  ${clip(p.key, 60)}: ${p.day.tokens} tokens, ${money(p.day.costUsd)}, ${Math.round(p.day.wallSec)} s`);
    if (view.sessions.length) lines.push('Governed sessions:');
    for (const s of view.sessions) {
      const who = s.kind === 'persona' ? `persona ${clip(s.persona ?? '?', 40)} of ${clip(s.agent, 60)}` : s.kind === 'delegated' ? `${clip(s.peer ?? '?', 40)} for ${clip(s.agent, 60)}` : clip(s.agent, 60);
      const phase = s.phase ? `, phase ${clip(s.phase, 40)}${s.pendingPhase ? ` (→ ${clip(s.pendingPhase, 40)} waits for you)` : ''}` : '';
      const halted = s.halted ? `, HALTED (${clip(s.halted.cause, 40)})` : '';
      lines.push(`  ${shortId(s.executionId)} ${who}${phase}${halted}: iterations ${s.counts.iterations}, tool calls ${s.counts.toolCalls}, tokens ${s.usage.tokens}, cost ${money(s.usage.costUsd)}`);
      if (s.lastEvent) lines.push(`      last: ${clip(s.lastEvent.cause, 40)} → ${clip(s.lastEvent.action, 20)}: ${clip(s.lastEvent.summary)}`);
    }
    if (view.halts.length) lines.push('Halted by the governor (resume: governor resume <agent>):');
    for (const h of view.halts) lines.push(`  ${clip(h.agent, 60)}: ${clip(h.cause, 40)} since ${when(h.at)}`);
    print(lines.join('\n'));
  };

  /** What quitting now would leave unanswered (empty: nothing waits for the person). */
  const waiting = (): string => {
    const pending = human.listPending().length;
    const codes = human.listChallenges().filter((c) => c.status === 'active').length;
    const parts = [pending ? `${pending} approval${pending === 1 ? '' : 's'}` : '', codes ? `${codes} code${codes === 1 ? '' : 's'}` : ''].filter(Boolean);
    return parts.join(' and ');
  };
  const quit = (again: string): void => {
    const open = waiting();
    if (open && now() - quitArmedAt > QUIT_ARMED_MS) {
      quitArmedAt = now();
      print(`! ${open} still wait${open.startsWith('1 ') && !open.includes(' and ') ? 's' : ''} for you. If Airlock stops, the agents waiting get no answer (each is denied when it expires). ${again} to stop anyway.`);
      return;
    }
    options.onQuit();
  };

  const run = (line: string): void => {
    const [word = '', ...rest] = line.trim().split(/\s+/);
    if (!['q', 'quit', 'exit'].includes(word.toLowerCase())) quitArmedAt = 0;
    switch (word.toLowerCase()) {
      case '':
        return;
      case 'l':
      case 'list':
        return list();
      case 's':
      case 'show':
        return show(rest[0]);
      // Approve, deny and unblock print nothing themselves: the event they cause is the one line.
      case 'a':
      case 'approve': {
        const id = resolve('confirmation', rest[0]);
        const scope = rest[1]?.startsWith('exec') ? 'execution' : rest[1]?.startsWith('sess') ? 'session' : 'once';
        if (!human.awaited(id)) unawaited.add(id);
        try {
          human.approve(id, scope);
        } finally {
          unawaited.delete(id);
        }
        return;
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
      // The refusal's own event (challenge_resolved, with the reason) is the one line.
      case 'refuse':
        human.refuseChallenge(resolve('challenge', rest[0]), rest.slice(1).join(' ') || undefined);
        return;
      case 'scope': {
        const scope = rest[1];
        if (scope !== 'session' && scope !== 'agent' && scope !== 'client') throw new Error('usage: scope <block> session|agent|client');
        const b = human.setBlockScope(resolve('block', rest[0]), scope);
        return print(`block ${shortId(b.id)} now covers ${clip(b.covers, 200)}`);
      }
      case 'd':
      case 'deny': {
        const id = resolve('confirmation', rest[0]);
        human.deny(id, rest.slice(1).join(' ') || undefined);
        return;
      }
      case 'u':
      case 'unblock':
        human.unblock(resolve('block', rest[0]), 'console override');
        return;
      case 'c':
      case 'code': {
        // The engine's `challenge` event prints the fresh code (once).
        const issued = human.reissueCode(resolve('block', rest[0]));
        return print(`fresh code issued (challenge ${shortId(issued.challengeId)}); the old one no longer works`);
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
        if (!rest[0] || !Number.isInteger(steps) || steps < 1) throw new Error('usage: grant <execution id or prefix> <steps>');
        const e = human.grantSteps(runningExecutionId(human, rest[0]), steps);
        return print(`${clip(e.agent, 60)}: ${e.stepsRemaining} steps remaining`);
      }
      case 'servers': {
        const servers = human.listServers();
        if (servers.length === 0) return print('No wrapped MCP servers yet (airlock wrap -- <server command>).');
        // Server and client names come from agents and wrappers: shown inert.
        return print(
          servers
            .map(
              (v) =>
                `  ${clip(v.server, 60)}: ${v.trust}${v.source === 'default' ? ' (default)' : ''}${v.lastSeenAt ? ` — last call ${when(v.lastSeenAt)} from ${clip(v.clients.join(', '), 120)}` : ''}`,
            )
            .join('\n'),
        );
      }
      case 'trust': {
        const level = rest[1] as TrustLevel;
        if (!rest[0] || !(TRUST_LEVELS as readonly string[]).includes(level)) throw new Error(`usage: trust <server> <${TRUST_LEVELS.join('|')}>`);
        const view = human.setServerTrust(rest[0], level);
        return print(`${clip(view.server, 60)} is now trusted as ${view.trust}`);
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
      case 'governor':
        return governor(rest);
      case 'alerts': {
        const alerts = human.integrityAlerts();
        return print(alerts.length ? alerts.map((a) => `  ${when(a.at)} ${inert(a.message)}`).join('\n') : 'No tampering found since Airlock started.');
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
        return quit('Type "quit" again');
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
    if (!closed) rl.prompt();
  });
  // End of input (Ctrl-D, a closed pipe): nobody is left to ask.
  rl.on('close', () => {
    if (!closed) options.onQuit();
  });
  rl.on('SIGINT', () => {
    rl.write(null, { ctrl: true, name: 'u' }); // drop what was typed
    quit('Press Ctrl-C again');
  });

  print(`Airlock is running on ${options.socketPath}. Type "help" for commands.`);
  list();

  return {
    print,
    aside,
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
