// Live: every directive as it is given. Virtualised (only the rows on screen
// are in the DOM), follows the newest step unless the person scrolls up or
// pauses, filterable by agent and tier.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { SafetyTier, StepView } from '../../../shared/types';
import { useAirlock } from '../store';
import { TIERS, TIER_LABEL, clockTime, decisionTime } from '../format';
import { Empty, TierBadge, ViewHeader } from '../components/ui';

const ROW_HEIGHT = 58;

function outcomeOf(step: StepView): string {
  const d = step.directive;
  if (d.stopped) return 'Stopped';
  if (!d.continue) return 'Paused';
  return 'Go';
}

export function Live() {
  const steps = useAirlock((s) => s.steps);
  const [agent, setAgent] = useState('');
  const [tier, setTier] = useState<SafetyTier | ''>('');
  // Paused by the button stays paused; paused by scrolling up resumes when the
  // person scrolls back to the newest step.
  const [pause, setPause] = useState<{ by: 'button' | 'scroll'; at: number } | null>(null);
  const paused = pause !== null;
  const scrollRef = useRef<HTMLDivElement>(null);

  const agents = useMemo(() => [...new Set(steps.map((s) => s.agent))].sort(), [steps]);
  const rows = useMemo(
    () => (agent || tier ? steps.filter((s) => (!agent || s.agent === agent) && (!tier || s.tier === tier)) : steps),
    [steps, agent, tier],
  );

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });

  // Follow the newest row unless paused.
  useEffect(() => {
    if (!paused && rows.length > 0) virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
  }, [rows.length, paused, virtualizer]);

  const onWheel = (event: React.WheelEvent) => {
    if (event.deltaY < 0 && !paused) setPause({ by: 'scroll', at: rows.length });
  };
  const lastTop = useRef(0);
  const onScroll = () => {
    const el = scrollRef.current;
    if (!el) return;
    const movedUp = el.scrollTop < lastTop.current - 2;
    lastTop.current = el.scrollTop;
    const atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < 4;
    if (!pause && movedUp && !atBottom) setPause({ by: 'scroll', at: rows.length }); // keyboard, scrollbar
    else if (pause?.by === 'scroll' && atBottom) setPause(null);
  };
  const newSince = pause ? Math.max(0, rows.length - pause.at) : 0;

  return (
    <section className="view view-live" aria-label="Live directives">
      <ViewHeader title="Live" subtitle="Every action agents report, and what Airlock told them.">
        <label className="field inline">
          <span>Agent</span>
          <select value={agent} onChange={(e) => setAgent(e.target.value)} aria-label="Filter by agent">
            <option value="">All agents</option>
            {agents.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </label>
        <label className="field inline">
          <span>Tier</span>
          <select value={tier} onChange={(e) => setTier(e.target.value as SafetyTier | '')} aria-label="Filter by tier">
            <option value="">All tiers</option>
            {TIERS.map((t) => (
              <option key={t} value={t}>
                {TIER_LABEL[t]}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className={paused ? 'primary' : ''}
          onClick={() => setPause(paused ? null : { by: 'button', at: rows.length })}
          aria-pressed={paused}
          title="Stop following new steps, to read"
        >
          {paused ? `Resume scrolling${newSince > 0 ? ` (${newSince.toLocaleString()} new)` : ''}` : 'Pause scrolling'}
        </button>
      </ViewHeader>

      {rows.length === 0 ? (
        steps.length === 0 ? (
          <Empty title="No agent activity yet">
            When an agent connected to Airlock reports its next action, it shows up here with the decision Airlock made.
            Connection snippets for your MCP client are under Policy &amp; settings.
          </Empty>
        ) : (
          <Empty title="Nothing matches these filters">Choose “All agents” and “All tiers” to see every step.</Empty>
        )
      ) : (
        <div className="live-list" ref={scrollRef} onWheel={onWheel} onScroll={onScroll} data-testid="live-list">
          <div className="live-inner" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const step = rows[item.index]!;
              const factors = step.directive.factors.length > 0 ? step.directive.factors : step.reasons;
              return (
                <div
                  key={step.id}
                  className={`live-row tier-row-${step.tier}`}
                  style={{ transform: `translateY(${item.start}px)`, height: ROW_HEIGHT }}
                  data-testid="live-row"
                >
                  <div className="live-time">{clockTime(step.at)}</div>
                  <div className="live-main">
                    <div className="live-hint" title={step.hint}>
                      {step.hint}
                    </div>
                    <div className="live-meta">
                      <span className="agent">{step.agent}</span>
                      <span className="muted"> via {step.client}</span>
                      {factors.length > 0 ? <span className="muted" title={factors.join('\n')}> · {factors.join(' · ')}</span> : null}
                    </div>
                  </div>
                  <div className="live-side">
                    <TierBadge tier={step.tier} />
                    <span className={`decision decision-${outcomeOf(step).toLowerCase()}`}>{outcomeOf(step)}</span>
                    <span className="muted small" title="Time Airlock took to decide">
                      {decisionTime(step.decisionUs)}
                    </span>
                  </div>
                </div>
              );
            })}
          </div>
        </div>
      )}
      <footer className="live-footer muted small">
        {rows.length.toLocaleString()} {rows.length === 1 ? 'step' : 'steps'}
        {paused ? ' · scrolling paused' : ''}
      </footer>
    </section>
  );
}
