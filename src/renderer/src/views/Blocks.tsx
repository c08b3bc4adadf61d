// Blocks & agents: hard-blocked agents with Unblock (an audited admin
// override, confirmed first), governed agents (./Governor.tsx), per-agent
// halt, steps used / remaining and granting more steps.
import { useMemo, useState } from 'react';
import type { BlockScope, BlockView, ExecutionView } from '../../../shared/types';
import { getApi } from '../api';
import { useAirlock } from '../store';
import { since, useNow } from '../format';
import { Empty, TierBadge, ViewHeader } from '../components/ui';
import { ReissueButton } from './Verification';
import { GovernorPanel } from './Governor';

export function Blocks() {
  const blocks = useAirlock((s) => s.blocks);
  const executions = useAirlock((s) => s.executions);
  const halt = useAirlock((s) => s.halt);
  const now = useNow();
  const standing = blocks.filter((b) => !b.liftedAt);

  const agents = useMemo(() => {
    const byAgent = new Map<string, ExecutionView[]>();
    for (const e of executions) {
      const list = byAgent.get(e.agent) ?? [];
      list.push(e);
      byAgent.set(e.agent, list);
    }
    for (const name of halt.agents) if (!byAgent.has(name)) byAgent.set(name, []);
    return [...byAgent.entries()].sort(([a], [b]) => a.localeCompare(b));
  }, [executions, halt.agents]);

  return (
    <section className="view view-blocks" aria-label="Blocks and agents">
      <ViewHeader title="Blocks & agents" subtitle="Hard-blocked agents stay blocked across restarts until a code is entered or you unblock them here." />

      <h3 className="section-title">Blocked</h3>
      {standing.length === 0 ? (
        <Empty title="No agent is blocked">An agent is blocked when it tries something in the danger zone or on your deny list.</Empty>
      ) : (
        <ul className="cards">
          {standing.map((b) => (
            <BlockCard key={b.id} block={b} now={now} />
          ))}
        </ul>
      )}

      <GovernorPanel />

      <h3 className="section-title">Agents</h3>
      {agents.length === 0 ? (
        <Empty title="No agents have run yet">Agents appear here once they start an execution.</Empty>
      ) : (
        <div className="table-wrap">
          <table className="agents">
            <thead>
              <tr>
                <th scope="col">Agent</th>
                <th scope="col">Current run</th>
                <th scope="col">Steps used</th>
                <th scope="col">Remaining</th>
                <th scope="col">Grant more steps</th>
                <th scope="col">Halt</th>
              </tr>
            </thead>
            <tbody>
              {agents.map(([name, runs]) => (
                <AgentRow key={name} name={name} runs={runs} halted={halt.all || halt.agents.includes(name)} haltedAll={halt.all} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function BlockCard({ block, now }: { block: BlockView; now: number }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = useAirlock((s) => s.run);
  const api = getApi();
  const setScope = async (scope: BlockScope) => {
    if (!api) return;
    const updated = await run(api.invoke('block:scope', { id: block.id, scope }), `The block now covers ${scope === 'session' ? 'this session' : scope === 'agent' ? 'this agent' : `every ${block.client} agent`}`);
    if (updated) useAirlock.setState((s) => ({ blocks: s.blocks.map((b) => (b.id === updated.id ? updated : b)) }));
  };
  const unblock = async () => {
    if (!api) return;
    setBusy(true);
    const lifted = await run(api.invoke('block:unblock', { id: block.id, note: 'unblocked from the Airlock window' }), `${block.agent} is unblocked`);
    setBusy(false);
    setConfirming(false);
    if (lifted) useAirlock.setState((s) => ({ blocks: s.blocks.filter((b) => b.id !== block.id) }));
  };
  return (
    <li className="card" data-testid="block-item">
      <div className="card-top">
        <TierBadge tier="danger_zone" />
        <span className="agent">{block.agent}</span>
        <span className="muted">via {block.client}</span>
        <span className="muted small">· blocked {since(block.createdAt, now)}</span>
      </div>
      <p className="hint">{block.hint}</p>
      <p className="muted small">Reason: {block.reason}</p>
      <p className="small" data-testid="block-covers">
        Blocks {block.covers}.
      </p>
      <p className="muted small">To lift it: give the agent the code from Verification (it submits it itself), or Unblock here.</p>
      <label className="field inline">
        <span>Covers</span>
        <select value={block.scope} onChange={(e) => void setScope(e.target.value as BlockScope)} aria-label={`What the block of ${block.agent} covers`}>
          {block.session ? <option value="session">this session only</option> : null}
          <option value="agent">this agent, everywhere</option>
          <option value="client">every {block.client} agent and session</option>
        </select>
      </label>
      {confirming ? (
        <div className="confirm-box" role="alertdialog" aria-label="Confirm unblock">
          <p>
            Unblock <strong>{block.agent}</strong> and its client <strong>{block.client}</strong> without a code? This is recorded in the audit log as an
            override by you.
          </p>
          <div className="card-actions">
            <button type="button" className="danger" disabled={busy} onClick={() => void unblock()}>
              Yes, unblock
            </button>
            <button type="button" onClick={() => setConfirming(false)} autoFocus>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <div className="card-actions">
          <button type="button" onClick={() => setConfirming(true)}>
            Unblock…
          </button>
          <ReissueButton blockId={block.id} />
        </div>
      )}
    </li>
  );
}

function AgentRow({ name, runs, halted, haltedAll }: { name: string; runs: ExecutionView[]; halted: boolean; haltedAll: boolean }) {
  const current = runs.filter((r) => r.status === 'running').sort((a, b) => b.startedAt.localeCompare(a.startedAt))[0];
  const [steps, setSteps] = useState('10');
  const run = useAirlock((s) => s.run);
  const api = getApi();
  const grant = async () => {
    if (!api || !current) return;
    const n = Number(steps);
    const updated = await run(api.invoke('steps:grant', { executionId: current.id, steps: n }), `Granted ${n} more steps to ${name}`);
    if (updated) useAirlock.setState((s) => ({ executions: s.executions.map((e) => (e.id === updated.id ? updated : e)) }));
  };
  const setHalt = async (value: boolean) => {
    if (!api) return;
    const state = await run(api.invoke('halt:set', { halted: value, agent: name }), value ? `${name} is halted` : `${name} may continue`);
    if (state) useAirlock.setState({ halt: state });
  };
  return (
    <tr data-testid="agent-row">
      <th scope="row">
        {name}
        {halted ? <span className="pill halted">halted</span> : null}
      </th>
      <td>{current ? (current.goal ?? (current.implicit ? 'started implicitly' : 'running')) : <span className="muted">not running</span>}</td>
      <td>{current ? (current.unlimited ? `${current.stepsUsed} (no limit)` : `${current.stepsUsed} of ${current.stepLimit}`) : '—'}</td>
      <td>{current ? (current.unlimited ? '—' : current.stepsRemaining) : '—'}</td>
      <td>
        {current ? (
          <form
            className="grant"
            onSubmit={(e) => {
              e.preventDefault();
              void grant();
            }}
          >
            <input type="number" min={1} max={100000} step={1} value={steps} onChange={(e) => setSteps(e.target.value)} aria-label={`Steps to grant ${name}`} />
            <button type="submit">Grant</button>
          </form>
        ) : (
          '—'
        )}
      </td>
      <td>
        {haltedAll ? (
          <span className="muted small">all halted</span>
        ) : halted ? (
          <button type="button" onClick={() => void setHalt(false)}>
            Resume
          </button>
        ) : (
          <button type="button" className="danger" onClick={() => void setHalt(true)}>
            Halt
          </button>
        )}
      </td>
    </tr>
  );
}
