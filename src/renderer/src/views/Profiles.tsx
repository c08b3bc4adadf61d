// Governance profiles in the Policy view (issue 17): one entry per agent (a
// name, or a pattern such as claude-code:*), its profile as JSON with ADL
// Core's member names. JSON is checked here; the engine validates the profile
// with the policy's one schema and its message — naming the bad field — is
// shown; nothing is saved until it passes.
import { useEffect, useState } from 'react';
import type { Policy } from '../../../shared/types';
import { getApi } from '../api';
import { useAirlock } from '../store';

interface Entry {
  id: number;
  name: string;
  json: string;
}

let nextId = 1;
const toEntries = (agents: Policy['agents']): Entry[] => Object.entries(agents).map(([name, profile]) => ({ id: nextId++, name, json: JSON.stringify(profile, null, 2) }));

const TEMPLATE = {
  permissions: { resource_limits: { budget: { tokens: { per_session: 200000, per_day: 2000000 }, cost_usd: { per_day: 10 } } }, sub_agents: [] },
  runtime: { degradation: { on_budget_exhausted: { action: 'pause' } } },
  phases: [{ name: 'plan', tools: ['Read', 'Grep', 'Glob'] }, { name: 'build', confirm_entry: true }],
};

export function ProfilesEditor() {
  const policy = useAirlock((s) => s.policy);
  const api = getApi();
  const [entries, setEntries] = useState<Entry[]>(() => (policy ? toEntries(policy.agents) : []));
  const [dirty, setDirty] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (policy && !dirty) setEntries(toEntries(policy.agents));
  }, [policy, dirty]);

  if (!policy) return null;

  const change = (id: number, patch: Partial<Entry>) => {
    setEntries((list) => list.map((e) => (e.id === id ? { ...e, ...patch } : e)));
    setDirty(true);
  };

  const save = async () => {
    if (!api) return;
    const agents: Record<string, unknown> = {};
    for (const entry of entries) {
      const name = entry.name.trim();
      let problem: string | null = null;
      if (!name) problem = 'Every profile needs an agent name (or a pattern such as claude-code:*).';
      else if (agents[name] !== undefined) problem = `"${name}" appears twice; keep one entry per agent.`;
      else {
        try {
          agents[name] = JSON.parse(entry.json || '{}') as unknown;
        } catch (e) {
          problem = `The profile of "${name}" is not valid JSON (${e instanceof Error ? e.message : 'parse error'}); fix it and save again.`;
        }
      }
      if (problem) {
        setError(problem);
        return;
      }
    }
    try {
      const saved = await api.invoke('policy:replace', { policy: { ...policy, agents } });
      useAirlock.setState({ policy: saved });
      setDirty(false);
      setError(null);
      useAirlock.getState().toast('info', 'Governance profiles saved. They apply to the next step of every agent.');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <section className="panel profiles" aria-label="Governance profiles">
      <h3>Governance profiles</h3>
      <p className="muted small">
        Per agent: budgets per session and per day, iteration limits, sub-agent personas, delegation, oversight triggers, an anomaly baseline and
        phases — ADL Core&apos;s member names (<code>npx airlock policy describe</code> explains a profile; <code>npx airlock policy schema</code> lists
        every member). A limit with no declared response halts the agent (fail-closed). Agents without a profile keep the defaults.
      </p>
      {entries.length === 0 ? <p className="muted small">No agent has a profile.</p> : null}
      {entries.map((entry) => (
        <div key={entry.id} className="profile-entry" data-testid="profile-entry">
          <div className="profile-head">
            <label className="field">
              <span>Agent (name or pattern)</span>
              <input value={entry.name} onChange={(e) => change(entry.id, { name: e.target.value })} aria-label="Agent name or pattern" />
            </label>
            <button
              type="button"
              className="danger"
              onClick={() => {
                setEntries((list) => list.filter((e) => e.id !== entry.id));
                setDirty(true);
              }}
            >
              Remove
            </button>
          </div>
          <textarea rows={12} value={entry.json} spellCheck={false} onChange={(e) => change(entry.id, { json: e.target.value })} aria-label={`Profile of ${entry.name || 'the new agent'}`} />
        </div>
      ))}
      {error ? (
        <p className="error" role="alert" data-testid="profiles-error">
          Not saved: {error}
        </p>
      ) : null}
      <div className="card-actions">
        <button
          type="button"
          onClick={() => {
            setEntries((list) => [...list, { id: nextId++, name: '', json: JSON.stringify(TEMPLATE, null, 2) }]);
            setDirty(true);
          }}
        >
          Add a profile
        </button>
        <button type="button" className="primary" disabled={!dirty} onClick={() => void save()}>
          Save profiles
        </button>
        <button
          type="button"
          disabled={!dirty}
          onClick={() => {
            setEntries(toEntries(policy.agents));
            setDirty(false);
            setError(null);
          }}
        >
          Discard changes
        </button>
      </div>
    </section>
  );
}
