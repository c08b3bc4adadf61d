// Pending: confirmations waiting for the person. Approve once / Approve for
// this execution / Deny with a reason; a countdown to the fail-closed timeout;
// keyboard shortcuts; batch approve or deny.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ApprovalScope, ConfirmationView, RuleProposal } from '../../../shared/types';
import { getApi } from '../api';
import { useAirlock } from '../store';
import { since, useNow } from '../format';
import { Countdown, Empty, TierBadge, ViewHeader } from '../components/ui';

const KIND_TEXT: Record<ConfirmationView['kind'], string> = {
  tier: 'risky action',
  policy: 'matches a “requires approval” pattern',
  step_limit: 'step limit reached',
  previous_failure: 'previous step failed',
  loop: 'repeating itself',
  budget: 'over budget',
  tolerance: 'above your risk tolerance',
  governor: 'its governance profile asks for you',
  phase: 'asks to enter a phase',
};

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable);
}

export function Pending() {
  const pending = useAirlock((s) => s.pending);
  const focus = useAirlock((s) => s.focus);
  const run = useAirlock((s) => s.run);
  const items = useMemo(() => pending.filter((c) => c.status === 'pending').sort((a, b) => a.createdAt.localeCompare(b.createdAt)), [pending]);
  const [current, setCurrent] = useState(0);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [denying, setDenying] = useState<string | null>(null);
  const [batchDeny, setBatchDeny] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  /** "Always allow actions like this": the rule Airlock proposed, shown before it is written. */
  const [proposal, setProposal] = useState<RuleProposal | null>(null);
  const now = useNow();
  const listRef = useRef<HTMLOListElement>(null);

  // A notification click focuses its item.
  useEffect(() => {
    if (focus?.view !== 'pending') return;
    const index = items.findIndex((c) => c.id === focus.id);
    if (index >= 0) setCurrent(index);
  }, [focus, items]);

  useEffect(() => {
    if (current >= items.length && items.length > 0) setCurrent(items.length - 1);
    setSelected((s) => {
      const ids = new Set(items.map((c) => c.id));
      const next = new Set([...s].filter((id) => ids.has(id)));
      return next.size === s.size ? s : next;
    });
  }, [items, current]);

  useEffect(() => {
    listRef.current?.querySelector<HTMLElement>(`[data-index="${current}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [current]);

  const api = getApi();
  const approve = async (item: ConfirmationView, scope: ApprovalScope) => {
    if (!api) return;
    setBusy(true);
    const done = scope === 'execution' ? `Approved for this run of ${item.agent}` : scope === 'session' ? `Approved for the rest of ${item.agent}'s session` : `Approved once for ${item.agent}`;
    await run(api.invoke('confirmation:approve', { id: item.id, scope }), done);
    setBusy(false);
  };
  /** For this session when the request belongs to a client session, else for this execution. */
  const lasting = (item: ConfirmationView): ApprovalScope => (item.session ? 'session' : 'execution');
  const proposeRule = async (item: ConfirmationView) => {
    if (!api) return;
    setBusy(true);
    const proposed = await run(api.invoke('confirmation:proposeRule', { id: item.id }));
    setBusy(false);
    if (proposed) setProposal(proposed);
  };
  const allowAlways = async (item: ConfirmationView, rule: RuleProposal) => {
    if (!api) return;
    setBusy(true);
    await run(api.invoke('confirmation:allowAlways', { id: item.id, patterns: rule.patterns }), `Rule added: actions like this go ahead from now on (Policy view, "Always allow"). Approved once for ${item.agent}.`);
    setBusy(false);
    setProposal(null);
  };
  const deny = async (item: ConfirmationView, why: string) => {
    if (!api) return;
    setBusy(true);
    await run(api.invoke('confirmation:deny', { id: item.id, reason: why.trim() || undefined }), `Denied ${item.agent}`);
    setBusy(false);
    setDenying(null);
    setReason('');
  };
  const batch = async (action: 'approve' | 'deny', why?: string) => {
    if (!api || selected.size === 0) return;
    setBusy(true);
    const ids = [...selected];
    const result =
      action === 'approve'
        ? await run(api.invoke('confirmation:batch', { action, ids, scope: 'once' }))
        : await run(api.invoke('confirmation:batch', { action, ids, reason: why?.trim() || undefined }));
    setBusy(false);
    setBatchDeny(false);
    setReason('');
    if (result) {
      useAirlock.getState().toast(result.failed.length ? 'error' : 'info', `${action === 'approve' ? 'Approved' : 'Denied'} ${result.done.length}${result.failed.length ? `; ${result.failed.length} could not be changed (already decided or expired)` : ''}`);
      setSelected(new Set());
    }
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event.target) || event.metaKey || event.ctrlKey || event.altKey || busy) return;
      const item = items[current];
      switch (event.key) {
        case 'ArrowDown':
        case 'j':
          setCurrent((c) => Math.min(items.length - 1, c + 1));
          break;
        case 'ArrowUp':
        case 'k':
          setCurrent((c) => Math.max(0, c - 1));
          break;
        case 'a':
          if (item) void approve(item, 'once');
          break;
        case 'e':
          if (item) void approve(item, lasting(item));
          break;
        case 'd':
          if (item) setDenying(item.id);
          break;
        case ' ':
          // Space keeps its usual meaning on buttons and checkboxes.
          if (isControl(event.target)) return;
          if (item) setSelected((s) => toggle(s, item.id));
          break;
        case 'x':
          if (item) setSelected((s) => toggle(s, item.id));
          break;
        default:
          return;
      }
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const allSelected = items.length > 0 && selected.size === items.length;

  return (
    <section className="view view-pending" aria-label="Pending confirmations">
      <ViewHeader title="Pending" subtitle="Agents waiting for your go-ahead. Unanswered requests are denied when their time runs out.">
        {items.length > 1 ? (
          <>
            <label className="check">
              <input type="checkbox" checked={allSelected} onChange={() => setSelected(allSelected ? new Set() : new Set(items.map((c) => c.id)))} />
              Select all
            </label>
            <button type="button" disabled={selected.size === 0 || busy} onClick={() => void batch('approve')}>
              Approve selected ({selected.size})
            </button>
            <button type="button" className="danger" disabled={selected.size === 0 || busy} onClick={() => setBatchDeny(true)}>
              Deny selected…
            </button>
          </>
        ) : null}
      </ViewHeader>

      {batchDeny ? (
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            void batch('deny', reason);
          }}
        >
          <label className="field grow">
            <span>Reason for the {selected.size} agents (optional, they will see it)</span>
            <input autoFocus value={reason} onChange={(e) => setReason(e.target.value)} maxLength={2000} />
          </label>
          <button type="submit" className="danger" disabled={busy}>
            Deny {selected.size}
          </button>
          <button type="button" onClick={() => setBatchDeny(false)}>
            Cancel
          </button>
        </form>
      ) : null}

      {items.length === 0 ? (
        <Empty title="Nothing is waiting for you">When an agent asks to do something that needs your approval, it appears here and Airlock sends a notification.</Empty>
      ) : (
        <ol className="cards" ref={listRef}>
          {items.map((item, index) => (
            <li
              key={item.id}
              data-index={index}
              data-testid="pending-item"
              className={`card ${index === current ? 'current' : ''}`}
              onClick={() => setCurrent(index)}
            >
              <div className="card-top">
                <input
                  type="checkbox"
                  aria-label={`Select ${item.agent}: ${item.hint}`}
                  checked={selected.has(item.id)}
                  onChange={() => setSelected((s) => toggle(s, item.id))}
                />
                <TierBadge tier={item.tier} />
                <span className="agent">{item.agent}</span>
                <span className="muted">via {item.client}</span>
                <span className="muted small">· {since(item.createdAt, now)}</span>
                <span className="spacer" />
                <Countdown until={item.expiresAt} label="Denied in" />
              </div>
              <p className="hint">{item.hint}</p>
              <p className="muted small">
                Why: {KIND_TEXT[item.kind] ?? item.kind} · risk {Math.round(item.riskScore)}/100
                {item.factors.length > 0 ? ` · ${item.factors.join(' · ')}` : ''}
              </p>
              {proposal?.confirmationId === item.id ? (
                <div className="confirm-box" role="alertdialog" aria-label="Always allow actions like this" data-testid="rule-preview">
                  <p>
                    Always allow: Airlock adds {proposal.patterns.length === 1 ? 'this rule' : 'these rules'} to <strong>Always allow</strong> in the Policy view. Each
                    matches exactly one part of this action, so only the same action goes ahead without asking; anything else is judged as before.
                  </p>
                  <ul className="rule-list">
                    {proposal.patterns.map((p) => (
                      <li key={p}>
                        <code>{p}</code>
                      </li>
                    ))}
                  </ul>
                  <p className="muted small">
                    With the rule: {proposal.preview.directive.continue ? 'goes ahead' : 'still pauses'} ({proposal.preview.tier}). Remove it any time in the Policy
                    view.
                  </p>
                  <div className="card-actions">
                    <button type="button" className="primary" disabled={busy} onClick={() => void allowAlways(item, proposal)}>
                      Add rule and approve
                    </button>
                    <button type="button" onClick={() => setProposal(null)} autoFocus>
                      Cancel
                    </button>
                  </div>
                </div>
              ) : null}
              {denying === item.id ? (
                <form
                  className="inline-form"
                  onSubmit={(e) => {
                    e.preventDefault();
                    void deny(item, reason);
                  }}
                >
                  <label className="field grow">
                    <span>Reason (optional, the agent will see it)</span>
                    <input autoFocus value={reason} onChange={(e) => setReason(e.target.value)} maxLength={2000} onKeyDown={(e) => e.key === 'Escape' && setDenying(null)} />
                  </label>
                  <button type="submit" className="danger" disabled={busy}>
                    Deny
                  </button>
                  <button type="button" onClick={() => setDenying(null)}>
                    Cancel
                  </button>
                </form>
              ) : (
                <div className="card-actions">
                  <button type="button" className="primary" disabled={busy} onClick={() => void approve(item, 'once')} title="Shortcut: A">
                    Approve once
                  </button>
                  <button type="button" disabled={busy} onClick={() => void approve(item, lasting(item))} title="Shortcut: E">
                    {item.session ? 'Approve for this session' : 'Approve for this execution'}
                  </button>
                  {item.ruleable ? (
                    <button type="button" disabled={busy} onClick={() => void proposeRule(item)} title="Shows the rule before anything is written">
                      Always allow actions like this…
                    </button>
                  ) : null}
                  <button type="button" className="danger" disabled={busy} onClick={() => setDenying(item.id)} title="Shortcut: D">
                    Deny…
                  </button>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The keyboard legend; App shows it in the dock (always on screen, never
 *  scrolled away) while this view has items. */
export function PendingKeys() {
  return (
    <p className="shortcuts muted small" data-testid="key-legend">
      Keys: <kbd>↑</kbd>/<kbd>↓</kbd> move · <kbd>A</kbd> approve once · <kbd>E</kbd> approve for this session / execution · <kbd>D</kbd> deny · <kbd>X</kbd> select
    </p>
  );
}

function isControl(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.tagName === 'BUTTON' || el.tagName === 'A' || el.tagName === 'INPUT' || el.getAttribute('role') === 'button');
}

function toggle(set: Set<string>, id: string): Set<string> {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
