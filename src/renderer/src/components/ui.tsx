import type { ReactNode } from 'react';
import type { SafetyTier } from '../../../shared/types';
import { TIER_LABEL, remaining, useNow } from '../format';

export function TierBadge({ tier }: { tier: SafetyTier }) {
  return <span className={`tier tier-${tier}`}>{TIER_LABEL[tier]}</span>;
}

export function Countdown({ until, label }: { until: string; label?: string }) {
  const now = useNow();
  const left = remaining(until, now);
  const urgent = left.seconds < 30;
  return (
    <span className={urgent ? 'countdown urgent' : 'countdown'} title={new Date(until).toLocaleString()}>
      {label ? `${label} ` : ''}
      {left.text}
    </span>
  );
}

export function Empty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty" role="status">
      <h3>{title}</h3>
      {children ? <p>{children}</p> : null}
    </div>
  );
}

export function ViewHeader({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <header className="view-header">
      <div>
        <h2>{title}</h2>
        {subtitle ? <p className="subtitle">{subtitle}</p> : null}
      </div>
      {children ? <div className="view-actions">{children}</div> : null}
    </header>
  );
}
