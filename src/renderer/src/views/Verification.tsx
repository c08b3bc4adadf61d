// Verification: the code panel. Active challenges with their one-time codes
// (hidden until revealed), expiry countdowns, copy (the app clears the
// clipboard again), and fresh codes for standing blocks.
import { useMemo, useState } from 'react';
import type { ChallengeView } from '../../../shared/types';
import { getApi } from '../api';
import { useAirlock } from '../store';
import { groupCode, since, useNow } from '../format';
import { Countdown, Empty, TierBadge, ViewHeader } from '../components/ui';

export function Verification() {
  const challenges = useAirlock((s) => s.challenges);
  const blocks = useAirlock((s) => s.blocks);
  const focus = useAirlock((s) => s.focus);
  const now = useNow();
  const active = useMemo(
    () => challenges.filter((c) => c.status === 'active' && Date.parse(c.expiresAt) > now).sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    [challenges, now],
  );
  const standing = blocks.filter((b) => !b.liftedAt && !active.some((c) => c.blockId === b.id));

  return (
    <section className="view view-verification" aria-label="Verification codes">
      <ViewHeader
        title="Verification"
        subtitle="One-time codes only you can see. Give a code to the agent only if you want it to go ahead; the agent never receives it from Airlock."
      />
      {active.length === 0 ? (
        <Empty title="No codes waiting">When an agent tries something that needs a verification code, the code appears here and in a separate Airlock dialog.</Empty>
      ) : (
        <ol className="cards">
          {active.map((c) => (
            <CodeCard key={c.id} challenge={c} highlighted={focus?.view === 'verification' && focus.id === c.id} now={now} />
          ))}
        </ol>
      )}

      {standing.length > 0 ? (
        <>
          <h3 className="section-title">Blocked without a current code</h3>
          <p className="muted small">After a restart, or once a code expires, issue a fresh one to let the agent unblock itself with your approval.</p>
          <ul className="cards">
            {standing.map((b) => (
              <li className="card" key={b.id} data-testid="standing-block">
                <div className="card-top">
                  <TierBadge tier="danger_zone" />
                  <span className="agent">{b.agent}</span>
                  <span className="muted">via {b.client}</span>
                  <span className="muted small">· blocked {since(b.createdAt, now)}</span>
                </div>
                <p className="hint">{b.hint}</p>
                <ReissueButton blockId={b.id} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function CodeCard({ challenge, highlighted, now }: { challenge: ChallengeView; highlighted: boolean; now: number }) {
  const [revealed, setRevealed] = useState(false);
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const run = useAirlock((s) => s.run);
  const api = getApi();
  const refuse = async () => {
    if (!api) return;
    setBusy(true);
    const refused = await run(api.invoke('challenge:refuse', { id: challenge.id, reason: reason.trim() || undefined }), `Refused: ${challenge.agent} is told it may not do this.`);
    setBusy(false);
    if (refused) useAirlock.setState((s) => ({ challenges: s.challenges.filter((c) => c.id !== challenge.id) }));
  };
  const copy = async () => {
    if (!api) return;
    const result = await run(api.invoke('clipboard:copyCode', { challengeId: challenge.id }));
    if (result) useAirlock.getState().toast('info', `Code copied. Airlock clears the clipboard in ${result.clearsAfterSeconds} seconds.`);
  };
  return (
    <li className={`card code-card ${highlighted ? 'current' : ''}`} data-testid="code-card" data-challenge-id={challenge.id}>
      <div className="card-top">
        <TierBadge tier={challenge.kind === 'danger_zone' ? 'danger_zone' : 'verify'} />
        <span className="agent">{challenge.agent}</span>
        <span className="muted">via {challenge.client}</span>
        <span className="muted small">· {since(challenge.createdAt, now)}</span>
        <span className="spacer" />
        <Countdown until={challenge.expiresAt} label="Expires in" />
      </div>
      <p className="hint">{challenge.hint}</p>
      <div className="code-row">
        {challenge.code ? (
          <code className={revealed ? 'code' : 'code hidden'} data-testid="code-value" aria-label={revealed ? 'Verification code' : 'Hidden verification code'}>
            {revealed ? groupCode(challenge.code) : '•••• •••• •••• ••••'}
          </code>
        ) : (
          <span className="muted">This code is no longer held in memory. Issue a fresh one from Blocks &amp; agents.</span>
        )}
        {challenge.code ? (
          <>
            <button type="button" onClick={() => setRevealed((r) => !r)} aria-pressed={revealed}>
              {revealed ? 'Hide' : 'Reveal'}
            </button>
            <button type="button" onClick={() => void copy()}>
              Copy
            </button>
          </>
        ) : null}
      </div>
      <p className="muted small">
        {challenge.kind === 'danger_zone'
          ? 'This agent is hard-blocked. Entering this code (via verify_challenge) lifts the block.'
          : 'This action waits until the code is entered via verify_challenge; the agent’s other actions go on. If you do not want it, refuse it: the agent is told why.'}
      </p>
      {challenge.kind === 'verify' ? (
        refusing ? (
          <form
            className="inline-form"
            onSubmit={(e) => {
              e.preventDefault();
              void refuse();
            }}
          >
            <label className="field grow">
              <span>Reason (optional, the agent will see it)</span>
              <input autoFocus value={reason} onChange={(e) => setReason(e.target.value)} maxLength={2000} onKeyDown={(e) => e.key === 'Escape' && setRefusing(false)} />
            </label>
            <button type="submit" className="danger" disabled={busy}>
              Refuse
            </button>
            <button type="button" onClick={() => setRefusing(false)}>
              Cancel
            </button>
          </form>
        ) : (
          <div className="card-actions">
            <button type="button" className="danger" onClick={() => setRefusing(true)}>
              Refuse…
            </button>
          </div>
        )
      ) : null}
    </li>
  );
}

export function ReissueButton({ blockId }: { blockId: string }) {
  const run = useAirlock((s) => s.run);
  const [busy, setBusy] = useState(false);
  const api = getApi();
  return (
    <button
      type="button"
      disabled={busy}
      onClick={async () => {
        if (!api) return;
        setBusy(true);
        const issued = await run(api.invoke('code:reissue', { blockId }), 'A fresh code is in the Verification panel.');
        setBusy(false);
        if (issued) void useAirlock.getState().run(api.invoke('challenges:list').then((challenges) => useAirlock.setState({ challenges })));
      }}
    >
      Issue a fresh code
    </button>
  );
}
