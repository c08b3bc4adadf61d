// The runtime governor in the window (issue 17): each governed agent's
// profile, its running sessions' counters against their caps, the phase it
// is in, what a governor halt holds (with Resume), and why the last
// degradation fired. Everything agent-supplied is shown as plain text.
import type { GovernanceProfile, GovernedSessionView, GovernorEventView, GovernorView } from '../../../shared/types';
import { getApi } from '../api';
import { useAirlock } from '../store';
import { since, useNow } from '../format';
import { Empty } from '../components/ui';

type Budget = NonNullable<NonNullable<NonNullable<GovernanceProfile['permissions']>['resource_limits']>['budget']>;
type Usage = { tokens: number; costUsd: number; wallSec: number };

const DIMENSIONS = [
  { key: 'tokens', label: 'Tokens', of: (u: Usage) => u.tokens, show: (n: number) => Math.round(n).toLocaleString() },
  { key: 'cost_usd', label: 'Cost', of: (u: Usage) => u.costUsd, show: (n: number) => `$${n.toFixed(2)}` },
  { key: 'wall_clock_sec', label: 'Wall clock', of: (u: Usage) => u.wallSec, show: (n: number) => (n >= 120 ? `${Math.round(n / 60)} min` : `${Math.round(n)} s`) },
] as const;

const ACTION_TEXT: Record<string, string> = {
  halt: 'halted',
  pause: 'paused for you',
  fallback: 'refused with the fallback',
  continue: 'let through (recorded)',
};

/** One counter against its cap, as text and a bar (no cap: the count alone). */
function Meter({ label, used, cap, show }: { label: string; used: number; cap: number | undefined; show: (n: number) => string }) {
  const share = cap ? Math.min(1, used / cap) : 0;
  return (
    <div className="meter-row" data-testid="governor-meter">
      <span className="meter-label">{label}</span>
      <span className="meter-value">
        {show(used)}
        {cap !== undefined ? <span className="muted"> of {show(cap)}</span> : null}
      </span>
      {cap !== undefined ? (
        <span className={share >= 1 ? 'meter over' : share >= 0.8 ? 'meter near' : 'meter'} role="meter" aria-valuemin={0} aria-valuemax={cap} aria-valuenow={used} aria-label={`${label} ${show(used)} of ${show(cap)}`}>
          <span style={{ width: `${Math.round(share * 100)}%` }} />
        </span>
      ) : null}
    </div>
  );
}

export function whyText(event: GovernorEventView): string {
  return `${event.cause} → ${ACTION_TEXT[event.action] ?? event.action}${event.failClosed ? ' (fail-closed: no response declared)' : ''}`;
}

function SessionCard({ session, profile, view, now }: { session: GovernedSessionView; profile: GovernanceProfile | undefined; view: GovernorView; now: number }) {
  const budget: Budget | undefined = session.claimed ?? profile?.permissions?.resource_limits?.budget;
  const ti = profile?.runtime?.tool_invocation;
  const day = view.profiles.find((p) => p.key === session.profileKey)?.day;
  return (
    <li className="card governor-session" data-testid="governor-session">
      <div className="card-top">
        <span className="agent">{session.agent}</span>
        {session.persona ? <span className="pill">persona {session.persona}</span> : null}
        {session.peer ? <span className="pill">delegated · depth {session.depth}</span> : null}
        {session.phase ? (
          <span className="pill" data-testid="governor-phase">
            phase {session.phase}
            {session.pendingPhase ? ` → ${session.pendingPhase}?` : ''}
          </span>
        ) : null}
        {session.halted ? (
          <span className="pill halted" data-testid="governor-halted">
            halted: {session.halted.cause}
          </span>
        ) : null}
        <span className="muted small">· {session.profileKey ? `profile ${session.profileKey}` : 'admitted caps only'}</span>
      </div>
      <div className="meters">
        {DIMENSIONS.map((d) => {
          const cap = budget?.[d.key];
          if (!cap && d.key !== 'tokens') return null;
          return <Meter key={d.key} label={`${d.label} this session`} used={d.of(session.usage)} cap={cap?.per_session} show={d.show} />;
        })}
        {DIMENSIONS.map((d) => {
          const cap = budget?.[d.key]?.per_day;
          return cap !== undefined && day ? <Meter key={`day-${d.key}`} label={`${d.label} last 24 h`} used={d.of(day)} cap={cap} show={d.show} /> : null;
        })}
        <Meter label="Iterations" used={session.counts.iterations} cap={ti?.max_iterations} show={(n) => String(n)} />
        {ti?.max_tool_calls_per_session !== undefined ? <Meter label="Tool calls" used={session.counts.toolCalls} cap={ti.max_tool_calls_per_session} show={(n) => String(n)} /> : null}
      </div>
      {session.lastEvent ? (
        <p className="small" data-testid="governor-why">
          <strong>Why:</strong> {whyText(session.lastEvent)} — {session.lastEvent.summary} <span className="muted">({since(session.lastEvent.at, now)})</span>
        </p>
      ) : (
        <p className="muted small">Nothing has fired in this session.</p>
      )}
    </li>
  );
}

function ProfileSummary({ name, profile }: { name: string; profile: GovernanceProfile }) {
  const parts: string[] = [];
  const budget = profile.permissions?.resource_limits?.budget;
  for (const d of DIMENSIONS) {
    const cap = budget?.[d.key];
    if (cap) parts.push(`${d.label.toLowerCase()} ${[cap.per_session !== undefined ? `${d.show(cap.per_session)}/session` : '', cap.per_day !== undefined ? `${d.show(cap.per_day)}/day` : ''].filter(Boolean).join(', ')}`);
  }
  if (profile.permissions?.sub_agents) parts.push(`personas: ${profile.permissions.sub_agents.map((s) => s.name).join(', ') || 'none'}`);
  if (profile.permissions?.delegation) parts.push(profile.permissions.delegation.allowed ? `delegates to ${profile.permissions.delegation.match?.join(', ') ?? 'nobody'}` : 'no delegation');
  if (profile.phases) parts.push(`phases: ${profile.phases.map((p) => p.name).join(' → ')}`);
  if (profile.human_oversight?.triggers?.length) parts.push(`${profile.human_oversight.triggers.length} oversight trigger(s)`);
  if (profile.anomaly_baseline) parts.push('anomaly baseline');
  const declared = Object.entries(profile.runtime?.degradation ?? {}).map(([cause, r]) => `${cause} → ${r?.action ?? '?'}`);
  return (
    <li data-testid="governor-profile">
      <strong>{name}</strong> <span className="muted small">{parts.join(' · ') || 'no limits declared'}</span>
      <div className="muted small">When a limit fires: {declared.length > 0 ? `${declared.join(', ')}; anything else halts (fail-closed)` : 'nothing declared — every cause halts (fail-closed)'}</div>
    </li>
  );
}

export function GovernorPanel() {
  const view = useAirlock((s) => s.governor);
  const run = useAirlock((s) => s.run);
  const api = getApi();
  const now = useNow();
  if (!view) return null;
  const resume = async (agent: string) => {
    if (!api) return;
    const state = await run(api.invoke('halt:set', { halted: false, agent }), `${agent} may continue`);
    if (state) useAirlock.setState({ halt: state });
  };
  const profileOf = (key: string | null) => view.profiles.find((p) => p.key === key)?.profile;
  return (
    <section aria-label="Runtime governor" data-testid="governor" className="governor-panel">
      <h3 className="section-title">
        Governed agents <span className="muted small">(runtime governor, tier {view.tier})</span>
      </h3>
      {view.profiles.length === 0 ? (
        <Empty title="No governance profiles">Give an agent a profile in Policy → Governance profiles: budgets, personas, phases, oversight triggers.</Empty>
      ) : (
        <>
          <ul className="governor-profiles">
            {view.profiles.map((p) => (
              <ProfileSummary key={p.key} name={p.key} profile={p.profile} />
            ))}
          </ul>
          {view.halts.length > 0 ? (
            <ul className="cards">
              {view.halts.map((h) => (
                <li key={h.agent} className="card governor-halt" data-testid="governor-halt">
                  <div className="card-top">
                    <span className="agent">{h.agent}</span>
                    <span className="pill halted">halted by the governor</span>
                    <span className="muted small">· {since(h.at, now)}</span>
                  </div>
                  <p className="small">
                    Cause: <strong>{h.cause}</strong>. No step of this agent goes, in this session or a new one, until you resume it.
                  </p>
                  <div className="card-actions">
                    <button type="button" onClick={() => void resume(h.agent)}>
                      Resume {h.agent}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
          {view.sessions.length === 0 ? (
            <p className="muted small">No governed session is running.</p>
          ) : (
            <ul className="cards">
              {view.sessions.map((s) => (
                <SessionCard key={s.executionId} session={s} profile={profileOf(s.profileKey)} view={view} now={now} />
              ))}
            </ul>
          )}
          <p className="muted small">Cost model: {view.costModel}</p>
        </>
      )}
    </section>
  );
}
