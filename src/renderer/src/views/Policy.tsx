// Policy & settings: mode, step limit, risk tolerance, timeouts, the pattern
// lists, a live "what would this hint get?" tester, client snippets, and
// launch-at-login. The engine validates every change; its message is shown.
import { useEffect, useState } from 'react';
import type { HintPreview, Mode, Policy, ServerView, TrustLevel } from '../../../shared/types';
import { getApi } from '../api';
import { useAirlock } from '../store';
import { Empty, TierBadge, ViewHeader } from '../components/ui';
import { ProfilesEditor } from './Profiles';

const MODE_TEXT: Record<Mode, string> = {
  enforcing: 'Enforcing — agents must obey Airlock',
  monitoring: 'Monitoring — evaluated and shown, never stops an agent',
  logging: 'Logging — recorded only',
  disabled: 'Disabled — Airlock says go to everything',
};
const MODES = Object.keys(MODE_TEXT) as Mode[];

interface Draft {
  maxAutonomousSteps: string;
  riskTolerance: Policy['riskTolerance'];
  challengeTimeoutSeconds: string;
  oversightTimeoutSeconds: string;
  loopPauseOn: Policy['loopDetection']['pauseOn'];
  sessionSteps: string;
  sessionIdleMinutes: string;
  sessionBlockScope: Policy['sessions']['blockScope'];
  deny: string;
  requiresApproval: string;
  autoApprove: string;
}

const toDraft = (p: Policy): Draft => ({
  maxAutonomousSteps: String(p.maxAutonomousSteps),
  riskTolerance: p.riskTolerance,
  challengeTimeoutSeconds: String(p.challengeTimeoutSeconds),
  oversightTimeoutSeconds: String(p.oversightTimeoutSeconds),
  loopPauseOn: p.loopDetection.pauseOn,
  sessionSteps: p.sessions.maxAutonomousSteps === null ? '' : String(p.sessions.maxAutonomousSteps),
  sessionIdleMinutes: String(p.sessions.idleMinutes),
  sessionBlockScope: p.sessions.blockScope,
  deny: p.patterns.deny.join('\n'),
  requiresApproval: p.patterns.requiresApproval.join('\n'),
  autoApprove: p.patterns.autoApprove.join('\n'),
});

const lines = (text: string): string[] =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

export function PolicyView() {
  const policy = useAirlock((s) => s.policy);
  const status = useAirlock((s) => s.status);
  const run = useAirlock((s) => s.run);
  const api = getApi();
  const [draft, setDraft] = useState<Draft | null>(policy ? toDraft(policy) : null);
  const [dirty, setDirty] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (policy && !dirty) setDraft(toDraft(policy));
  }, [policy, dirty]);

  if (!policy || !draft) return <Empty title="Loading the policy…" />;

  const edit = (patch: Partial<Draft>) => {
    setDraft({ ...draft, ...patch });
    setDirty(true);
  };

  const save = async () => {
    if (!api) return;
    const next = {
      ...policy,
      maxAutonomousSteps: Number(draft.maxAutonomousSteps),
      riskTolerance: draft.riskTolerance,
      challengeTimeoutSeconds: Number(draft.challengeTimeoutSeconds),
      oversightTimeoutSeconds: Number(draft.oversightTimeoutSeconds),
      loopDetection: { ...policy.loopDetection, pauseOn: draft.loopPauseOn },
      sessions: {
        maxAutonomousSteps: draft.sessionSteps.trim() === '' ? null : Number(draft.sessionSteps),
        idleMinutes: Number(draft.sessionIdleMinutes),
        blockScope: draft.sessionBlockScope,
      },
      patterns: { deny: lines(draft.deny), requiresApproval: lines(draft.requiresApproval), autoApprove: lines(draft.autoApprove) },
    };
    try {
      const saved = await api.invoke('policy:replace', { policy: next });
      useAirlock.setState((s) => ({ policy: saved, status: s.status ? { ...s.status, policyProblem: null } : s.status }));
      setDirty(false);
      setError(null);
      useAirlock.getState().toast('info', 'Policy saved. It applies to the next step of every agent.');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  const setMode = async (mode: Mode) => {
    if (!api) return;
    const result = await run(api.invoke('mode:set', { mode }), `Mode: ${mode}`);
    if (result) useAirlock.setState((s) => ({ policy: s.policy ? { ...s.policy, mode: result } : s.policy }));
  };

  return (
    <section className="view view-policy" aria-label="Policy and settings">
      <ViewHeader title="Policy & settings" subtitle="How strict Airlock is. Changes apply to the next step of every agent." />

      <div className="grid-2">
        <fieldset className="panel">
          <legend>Mode</legend>
          {MODES.map((m) => (
            <label key={m} className="radio">
              <input type="radio" name="mode" checked={policy.mode === m} onChange={() => void setMode(m)} />
              {MODE_TEXT[m]}
            </label>
          ))}
        </fieldset>

        <HintTester />
      </div>

      <form
        className="panel policy-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="grid-4">
          <label className="field">
            <span>Step limit per run</span>
            <input type="number" min={1} max={100000} value={draft.maxAutonomousSteps} onChange={(e) => edit({ maxAutonomousSteps: e.target.value })} />
          </label>
          <label className="field">
            <span>Risk tolerance (pause above)</span>
            <select value={draft.riskTolerance} onChange={(e) => edit({ riskTolerance: e.target.value as Policy['riskTolerance'] })}>
              <option value="conservative">Conservative (25)</option>
              <option value="moderate">Moderate (50)</option>
              <option value="aggressive">Aggressive (75)</option>
            </select>
          </label>
          <label className="field">
            <span>Code valid for (seconds)</span>
            <input type="number" min={30} max={86400} value={draft.challengeTimeoutSeconds} onChange={(e) => edit({ challengeTimeoutSeconds: e.target.value })} />
          </label>
          <label className="field">
            <span>Deny unanswered requests after (seconds)</span>
            <input type="number" min={10} max={86400} value={draft.oversightTimeoutSeconds} onChange={(e) => edit({ oversightTimeoutSeconds: e.target.value })} />
          </label>
        </div>
        <div className="grid-4">
          <label className="field">
            <span>Repeated actions pause</span>
            <select value={draft.loopPauseOn} onChange={(e) => edit({ loopPauseOn: e.target.value as Draft['loopPauseOn'] })}>
              <option value="suspicious">Only when suspicious (risky, or failing)</option>
              <option value="any">Always</option>
            </select>
          </label>
          <label className="field">
            <span>Client sessions: step limit (empty = none)</span>
            <input type="number" min={1} max={100000} value={draft.sessionSteps} onChange={(e) => edit({ sessionSteps: e.target.value })} placeholder="none" />
          </label>
          <label className="field">
            <span>Client sessions end after idle (minutes)</span>
            <input type="number" min={1} max={10080} value={draft.sessionIdleMinutes} onChange={(e) => edit({ sessionIdleMinutes: e.target.value })} />
          </label>
          <label className="field">
            <span>A danger zone in a client session blocks</span>
            <select value={draft.sessionBlockScope} onChange={(e) => edit({ sessionBlockScope: e.target.value as Draft['sessionBlockScope'] })}>
              <option value="session">That session</option>
              <option value="agent">That agent</option>
              <option value="client">The whole client</option>
            </select>
          </label>
        </div>
        <p className="muted small">
          Patterns: one per line. Block and ask-first patterns match what the agent will do broadly, ignoring case (<code>*</code> matches anything). Always-allow
          patterns match narrowly and must cover every command of an action (case counts, <code>*</code> stays within one path segment); rules added with
          “Always allow actions like this” appear there — delete a line to remove one.
        </p>
        <div className="grid-3">
          <label className="field">
            <span>Always block (deny)</span>
            <textarea rows={5} value={draft.deny} onChange={(e) => edit({ deny: e.target.value })} placeholder="*rm -rf /*" />
          </label>
          <label className="field">
            <span>Ask me first (requires approval)</span>
            <textarea rows={5} value={draft.requiresApproval} onChange={(e) => edit({ requiresApproval: e.target.value })} placeholder="*git push*" />
          </label>
          <label className="field">
            <span>Always allow (auto-approve)</span>
            <textarea rows={5} value={draft.autoApprove} onChange={(e) => edit({ autoApprove: e.target.value })} placeholder="reading file*" />
          </label>
        </div>
        {error ? (
          <p className="error" role="alert">
            Not saved: {error}
          </p>
        ) : null}
        <div className="card-actions">
          <button type="submit" className="primary" disabled={!dirty}>
            Save policy
          </button>
          <button
            type="button"
            disabled={!dirty}
            onClick={() => {
              setDraft(toDraft(policy));
              setDirty(false);
              setError(null);
            }}
          >
            Discard changes
          </button>
        </div>
      </form>

      <ProfilesEditor />

      <ServersPanel />

      <div className="grid-2">
        <section className="panel">
          <h3>Connect an MCP client</h3>
          {status?.clients.length ? (
            status.clients.map((c) => (
              <div key={c.client} className="snippet">
                <p>
                  <strong>{c.client}</strong> <span className="muted small">— {c.where}</span>
                </p>
                <pre tabIndex={0}>{c.snippet}</pre>
              </div>
            ))
          ) : (
            <p className="muted">Run <code>npx airlock install claude-code</code> (or claude-desktop, cursor, vscode) in the Airlock checkout to connect a client.</p>
          )}
        </section>
        <section className="panel">
          <h3>Settings</h3>
          {status?.launchAtLogin === null || status?.launchAtLogin === undefined ? (
            <p className="muted small">Starting at login can be set in the installed desktop app.</p>
          ) : (
            <label className="check">
              <input
                type="checkbox"
                checked={status.launchAtLogin}
                onChange={async (e) => {
                  if (!api) return;
                  const r = await run(api.invoke('settings:launchAtLogin', { enabled: e.target.checked }));
                  if (r) useAirlock.setState((s) => ({ status: s.status ? { ...s.status, launchAtLogin: r.enabled } : s.status }));
                }}
              />
              Start Airlock when I log in
            </label>
          )}
          {status ? (
            <p className="muted small">
              Airlock {status.version} · socket <code>{status.socket.path}</code>
            </p>
          ) : null}
        </section>
      </div>
    </section>
  );
}

function HintTester() {
  const [hint, setHint] = useState('');
  const [result, setResult] = useState<HintPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const policy = useAirlock((s) => s.policy);
  const api = getApi();

  useEffect(() => {
    if (!api || !hint.trim()) {
      setResult(null);
      setError(null);
      return;
    }
    let cancelled = false;
    const timer = setTimeout(() => {
      api
        .invoke('hint:preview', { hint })
        .then((r) => {
          if (!cancelled) {
            setResult(r);
            setError(null);
          }
        })
        .catch((e: unknown) => !cancelled && setError(e instanceof Error ? e.message : String(e)));
    }, 200);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [hint, api, policy]);

  return (
    <section className="panel" aria-label="Hint tester">
      <h3>What would this action get?</h3>
      <label className="field">
        <span>An action, as an agent would describe it</span>
        <input value={hint} onChange={(e) => setHint(e.target.value)} placeholder="executing shell command: git push --force" data-testid="hint-input" />
      </label>
      {error ? <p className="error">{error}</p> : null}
      {result ? (
        <div className="preview" data-testid="hint-result">
          <TierBadge tier={result.tier} />{' '}
          <strong>{result.directive.stopped ? 'Blocked' : result.directive.continue ? 'Goes ahead' : 'Pauses for you'}</strong>
          <span className="muted small">
            {' '}
            · {result.classification.level} · risk {Math.round(result.classification.score)}/100
          </span>
          {result.directive.factors.length > 0 || result.classification.reasons.length > 0 ? (
            <ul className="small">
              {[...new Set([...result.directive.factors, ...result.classification.reasons])].map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : (
        <p className="muted small">Nothing is recorded; this only shows what Airlock would decide right now.</p>
      )}
    </section>
  );
}

const TRUST_TEXT: Record<TrustLevel, string> = {
  untested: 'Untested — only list its tools; no call goes through',
  generated: 'Generated — read-only calls only',
  validated: 'Validated — reads and ordinary changes; deletions ask you; bulk and irreversible ones refused',
  community_reviewed: 'Community reviewed — dangerous calls ask you; irreversible ones refused',
  certified: 'Certified — Airlock\u2019s own checks only',
};
const TRUST_LEVELS = Object.keys(TRUST_TEXT) as TrustLevel[];

/** MCP servers guarded by `airlock wrap`, and how far the person trusts each (seed 001 §4.1). */
function ServersPanel() {
  const policy = useAirlock((s) => s.policy);
  const run = useAirlock((s) => s.run);
  const api = getApi();
  const [servers, setServers] = useState<ServerView[] | null>(null);

  useEffect(() => {
    if (!api) return;
    let cancelled = false;
    api
      .invoke('servers:list')
      .then((list) => !cancelled && setServers(list))
      .catch(() => !cancelled && setServers([]));
    return () => {
      cancelled = true;
    };
  }, [api, policy]);

  const setTrust = async (server: string, trust: TrustLevel) => {
    if (!api) return;
    const view = await run(api.invoke('server:trust', { server, trust }), `${server}: ${trust}`);
    if (view) setServers((list) => (list ?? []).map((s) => (s.server === view.server ? view : s)));
  };

  return (
    <section className="panel" aria-label="Guarded MCP servers">
      <h3>Guarded MCP servers</h3>
      <p className="muted small">
        Servers run through <code>airlock wrap</code>. Every tool call is checked by Airlock; the trust level adds limits on top (it never removes
        Airlock&apos;s own checks). New servers start as <strong>{policy ? policy.gateway.defaultTrust : 'validated'}</strong>.
      </p>
      {servers === null ? (
        <p className="muted small">Loading…</p>
      ) : servers.length === 0 ? (
        <p className="muted small">
          No server guarded yet. In your MCP client&apos;s config, run a server as <code>airlock wrap --name NAME -- &lt;its command&gt;</code>, or use{' '}
          <code>npx airlock install &lt;client&gt; --wrap</code>.
        </p>
      ) : (
        <table className="agents servers" data-testid="servers">
          <thead>
            <tr>
              <th scope="col">Server</th>
              <th scope="col">Trust</th>
              <th scope="col">Last call</th>
            </tr>
          </thead>
          <tbody>
            {servers.map((s) => (
              <tr key={s.server}>
                <td>
                  <strong>{s.server}</strong>
                  {s.clients.length > 0 ? <span className="muted small"> · {s.clients.join(', ')}</span> : null}
                </td>
                <td>
                  <select aria-label={`Trust for ${s.server}`} value={s.trust} onChange={(e) => void setTrust(s.server, e.target.value as TrustLevel)}>
                    {TRUST_LEVELS.map((t) => (
                      <option key={t} value={t}>
                        {TRUST_TEXT[t]}
                      </option>
                    ))}
                  </select>
                  {s.source === 'default' ? <span className="muted small"> (default)</span> : null}
                </td>
                <td className="muted small">{s.lastSeenAt ? new Date(s.lastSeenAt).toLocaleString() : 'not since Airlock started'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
