// History: every past run, from the store. A filter bar (agent, client, dates,
// highest tier, status, words in the steps), a paged table of executions
// ("Load more" follows the cursor), the matching steps of a search with the
// matched words marked, one execution's timeline (steps, the human's
// decisions and how long they took, audit events) with exports, and the
// retention setting. No verification code is ever shown or asked for here:
// none is stored.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type {
  ExecutionSummary,
  ExportFormat,
  HistoryExport,
  HistoryFacets,
  HistoryTimeline,
  HistoryTimelineEntry,
  HistoryTimelineStep,
  HistoryTier,
  ListExecutionsInput,
  RetentionSetting,
  SearchHit,
  SnippetPart,
  TimelineDecision,
  TimelineEvent,
} from '../../../shared/types';
import { errorText, getApi } from '../api';
import { useAirlock } from '../store';
import { TIER_LABEL, clockTime, decisionTime } from '../format';
import { Empty, TierBadge, ViewHeader } from '../components/ui';

const PAGE = 50;
const TIMELINE_PAGE = 500;

interface Filters {
  agent: string;
  client: string;
  /** yyyy-mm-dd from the date inputs (local days, both inclusive). */
  from: string;
  to: string;
  /** '' any; 'advisory' exactly; the others "or higher". */
  tier: HistoryTier | '';
  status: '' | 'running' | 'completed' | 'cancelled';
  text: string;
}

const NO_FILTERS: Filters = { agent: '', client: '', from: '', to: '', tier: '', status: '', text: '' };

function queryOf(f: Filters): ListExecutionsInput {
  const q: ListExecutionsInput = { limit: PAGE };
  if (f.agent) q.agent = f.agent;
  if (f.client) q.client = f.client;
  if (f.from) q.from = new Date(`${f.from}T00:00:00`).toISOString();
  if (f.to) {
    const end = new Date(`${f.to}T00:00:00`);
    end.setDate(end.getDate() + 1);
    q.to = end.toISOString();
  }
  if (f.tier) {
    q.tier = f.tier;
    if (f.tier === 'advisory') q.tierMatch = 'exact';
  }
  if (f.status) q.status = f.status;
  if (f.text.trim()) q.text = f.text.trim();
  return q;
}

function dateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium', hour12: false });
}

/** Short, for the table: "Nov 22, 03:45" (with the year when it is not this one). */
function shortDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const sameYear = d.getFullYear() === new Date().getFullYear();
  return d.toLocaleString(undefined, { ...(sameYear ? {} : { year: 'numeric' }), month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });
}

/** A person's duration: 850 ms, 4.2 s, 3 min 5 s, 2 h 10 min. */
function duration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const s = ms / 1000;
  if (s < 60) return `${s.toFixed(s < 10 ? 1 : 0)} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min ${Math.round(s % 60)} s`;
  return `${Math.floor(m / 60)} h ${m % 60} min`;
}

const STATUS_LABEL: Record<ExecutionSummary['status'], string> = { running: 'Running', completed: 'Completed', cancelled: 'Aborted' };

export function History() {
  const api = getApi();
  const focus = useAirlock((s) => s.focus);
  const [facets, setFacets] = useState<HistoryFacets>({ agents: [], clients: [] });
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  /** The words actually searched (the box applies on Enter or after a pause in typing). */
  const [text, setText] = useState('');
  const [tab, setTab] = useState<'executions' | 'steps'>('executions');
  const [openId, setOpenId] = useState<string | null>(null);
  /** Bumped by Refresh: the list and the filter values are read again. */
  const [reload, setReload] = useState(0);

  useEffect(() => {
    if (focus?.view !== 'history' || !focus.id) return;
    setOpenId(focus.id);
    useAirlock.setState({ focus: undefined });
  }, [focus]);

  useEffect(() => {
    if (!api) return;
    api.invoke('history:facets').then(setFacets, () => {});
  }, [api, reload]);

  // The search box applies after a short pause in typing.
  useEffect(() => {
    if (filters.text === text) return;
    const timer = setTimeout(() => setText(filters.text), 350);
    return () => clearTimeout(timer);
  }, [filters.text, text]);

  const set = <K extends keyof Filters>(key: K, value: Filters[K]) => setFilters((f) => ({ ...f, [key]: value }));
  const applied: Filters = { ...filters, text };
  const searching = text.trim().length > 0;

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setText(filters.text);
    if (filters.text.trim()) setTab('steps');
  };

  if (openId) {
    return (
      <section className="view view-history" aria-label="History">
        <TimelinePanel executionId={openId} onClose={() => setOpenId(null)} />
      </section>
    );
  }

  const anyFilter = JSON.stringify(applied) !== JSON.stringify(NO_FILTERS);
  return (
    <section className="view view-history" aria-label="History">
      <ViewHeader title="History" subtitle="Every run of every agent: what it asked to do, what Airlock answered, and what you decided.">
        <button type="button" onClick={() => setReload((n) => n + 1)} data-testid="history-refresh">
          Refresh
        </button>
      </ViewHeader>

      <form className="panel filters" aria-label="Filters" onSubmit={onSearch}>
        <div className="filter-row">
          <label className="field">
            Agent
            <select value={filters.agent} onChange={(e) => set('agent', e.target.value)} data-testid="filter-agent">
              <option value="">All agents</option>
              {facets.agents.map((a) => (
                <option key={a}>{a}</option>
              ))}
            </select>
          </label>
          <label className="field">
            MCP client
            <select value={filters.client} onChange={(e) => set('client', e.target.value)} data-testid="filter-client">
              <option value="">All clients</option>
              {facets.clients.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </label>
          <label className="field">
            From
            <input type="date" value={filters.from} onChange={(e) => set('from', e.target.value)} data-testid="filter-from" />
          </label>
          <label className="field">
            To
            <input type="date" value={filters.to} onChange={(e) => set('to', e.target.value)} data-testid="filter-to" />
          </label>
          <label className="field">
            Highest tier
            <select value={filters.tier} onChange={(e) => set('tier', e.target.value as Filters['tier'])} data-testid="filter-tier">
              <option value="">Any tier</option>
              <option value="advisory">Advisory only</option>
              <option value="confirm">Confirm or higher</option>
              <option value="verify">Verify or higher</option>
              <option value="danger_zone">Danger zone</option>
            </select>
          </label>
          <label className="field">
            Status
            <select value={filters.status} onChange={(e) => set('status', e.target.value as Filters['status'])} data-testid="filter-status">
              <option value="">Any status</option>
              <option value="running">Running</option>
              <option value="completed">Completed</option>
              <option value="cancelled">Aborted</option>
            </select>
          </label>
        </div>
        <div className="filter-row">
          <label className="field grow">
            Words in the steps
            <input
              type="search"
              value={filters.text}
              placeholder="e.g. deploy, “drop table”, migrat*"
              onChange={(e) => set('text', e.target.value)}
              data-testid="history-search"
              maxLength={500}
            />
          </label>
          <button type="submit">Search</button>
          {anyFilter ? (
            <button
              type="button"
              onClick={() => {
                setFilters(NO_FILTERS);
                setText('');
                setTab('executions');
              }}
            >
              Clear filters
            </button>
          ) : null}
        </div>
      </form>

      {searching ? (
        <div className="tabs" role="tablist" aria-label="Show">
          <button type="button" role="tab" aria-selected={tab === 'executions'} className={tab === 'executions' ? 'tab active' : 'tab'} onClick={() => setTab('executions')}>
            Runs with a match
          </button>
          <button type="button" role="tab" aria-selected={tab === 'steps'} className={tab === 'steps' ? 'tab active' : 'tab'} onClick={() => setTab('steps')}>
            Matching steps
          </button>
        </div>
      ) : null}

      {searching && tab === 'steps' ? (
        <SearchResults key={reload} text={text} onOpen={setOpenId} />
      ) : (
        <ExecutionsTable key={reload} query={queryOf(applied)} filtered={anyFilter} onOpen={setOpenId} />
      )}

      <RetentionPanel />
    </section>
  );
}

// ---- executions ---------------------------------------------------------------

function ExecutionsTable({ query, filtered, onOpen }: { query: ListExecutionsInput; filtered: boolean; onOpen(id: string): void }) {
  const api = getApi();
  const key = JSON.stringify(query);
  const [items, setItems] = useState<ExecutionSummary[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'more' | 'error'>('loading');
  const [error, setError] = useState('');
  const latest = useRef(key);

  const load = useCallback(
    async (after: string | null) => {
      if (!api) return;
      const asked = key;
      setState(after ? 'more' : 'loading');
      try {
        const page = await api.invoke('history:list', { ...(JSON.parse(key) as ListExecutionsInput), ...(after ? { cursor: after } : {}) });
        if (latest.current !== asked) return;
        setItems((list) => (after ? [...list, ...page.items] : page.items));
        setCursor(page.nextCursor);
        setState('ready');
      } catch (e) {
        if (latest.current !== asked) return;
        setError(errorText(e));
        setState('error');
      }
    },
    [api, key],
  );

  useEffect(() => {
    latest.current = key;
    void load(null);
  }, [key, load]);

  if (state === 'error') {
    return (
      <div className="banner error" role="alert">
        <strong>{query.text ? 'That search did not work.' : 'The history could not be read.'}</strong> {error}{' '}
        <button type="button" onClick={() => void load(null)}>
          Try again
        </button>
      </div>
    );
  }
  if (state === 'loading' && items.length === 0) return <p className="muted">Reading the history…</p>;
  if (items.length === 0) {
    return filtered ? (
      <Empty title="No run matches these filters">Try fewer filters, a wider date range, or other words.</Empty>
    ) : (
      <Empty title="No history yet">Runs appear here once an agent reports its first step to Airlock.</Empty>
    );
  }
  return (
    <>
      <div className="table-wrap">
        <table className="agents history-table" aria-label="Runs" data-testid="history-table">
          <thead>
            <tr>
              <th scope="col">Agent</th>
              <th scope="col">Client</th>
              <th scope="col">Started</th>
              <th scope="col">Ended</th>
              <th scope="col">Status</th>
              <th scope="col" className="num">
                Steps
              </th>
              <th scope="col">Highest tier</th>
              <th scope="col" className="num">
                Pauses
              </th>
              <th scope="col" className="num">
                Approvals
              </th>
              <th scope="col" className="num">
                Blocks
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((e) => (
              <tr key={e.id} data-testid="history-row" data-execution-id={e.id} className={`tier-row-${e.highestTier}`}>
                <th scope="row">
                  <button type="button" className="link" onClick={() => onOpen(e.id)} title={`Open the timeline of ${e.id}`}>
                    {e.agent}
                  </button>
                  {e.goal ? <div className="muted small clip">{e.goal}</div> : null}
                </th>
                <td>{e.client}</td>
                <td className="nowrap" title={dateTime(e.startedAt)}>
                  {shortDateTime(e.startedAt)}
                </td>
                <td className="nowrap" title={e.endedAt ? dateTime(e.endedAt) : undefined}>
                  {e.endedAt ? shortDateTime(e.endedAt) : <span className="muted">—</span>}
                </td>
                <td>
                  <span className={`status status-${e.status}`}>{STATUS_LABEL[e.status]}</span>
                </td>
                <td className="num">{e.steps}</td>
                <td>
                  <TierBadge tier={e.highestTier} />
                </td>
                <td className="num">{e.pauses}</td>
                <td className="num">{e.approvals}</td>
                <td className="num">{e.blocks > 0 ? <strong className="error">{e.blocks}</strong> : 0}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="list-footer">
        <span className="muted small">
          {items.length} run{items.length === 1 ? '' : 's'} shown{cursor ? '' : ' — that is all'}
        </span>
        {cursor ? (
          <button type="button" onClick={() => void load(cursor)} disabled={state === 'more'}>
            {state === 'more' ? 'Loading…' : 'Load more'}
          </button>
        ) : null}
      </div>
    </>
  );
}

// ---- search results -------------------------------------------------------------

function Snippet({ parts }: { parts: SnippetPart[] }) {
  return (
    <span className="snippet-text">
      {parts.map((p, i) => (p.match ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}
    </span>
  );
}

function SearchResults({ text, onOpen }: { text: string; onOpen(id: string): void }) {
  const api = getApi();
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'more' | 'error'>('loading');
  const [error, setError] = useState('');
  const latest = useRef(text);

  const load = useCallback(
    async (after: string | null) => {
      if (!api) return;
      setState(after ? 'more' : 'loading');
      try {
        const page = await api.invoke('history:search', { text, limit: PAGE, ...(after ? { cursor: after } : {}) });
        if (latest.current !== text) return;
        setHits((list) => (after ? [...list, ...page.hits] : page.hits));
        setCursor(page.nextCursor);
        setState('ready');
      } catch (e) {
        if (latest.current !== text) return;
        setError(errorText(e));
        setState('error');
      }
    },
    [api, text],
  );

  useEffect(() => {
    latest.current = text;
    void load(null);
  }, [text, load]);

  if (state === 'error') {
    return (
      <div className="banner warn" role="alert">
        <strong>That search did not work.</strong> {error}
      </div>
    );
  }
  if (state === 'loading' && hits.length === 0) return <p className="muted">Searching…</p>;
  if (hits.length === 0) return <Empty title={`No step mentions “${text}”`}>Words match whole words; end one with * to match its beginning (deploy*).</Empty>;
  return (
    <>
      <p className="muted small">Steps of every agent whose action mentions these words, newest first. The other filters apply to “Runs with a match”.</p>
      <ul className="cards hits" aria-label="Matching steps">
        {hits.map((h) => (
          <li key={h.stepId} className="card hit" data-testid="search-hit">
            <div className="card-top">
              <TierBadge tier={h.tier} />
              <span className="agent">{h.agent}</span>
              <span className="muted small">
                {h.client} · step {h.seq} · {dateTime(h.at)}
              </span>
              <span className="spacer" />
              <button type="button" onClick={() => onOpen(h.executionId)}>
                Open run
              </button>
            </div>
            <div className="hint">
              <Snippet parts={h.snippet} />
            </div>
          </li>
        ))}
      </ul>
      {cursor ? (
        <div className="list-footer">
          <button type="button" onClick={() => void load(cursor)} disabled={state === 'more'}>
            {state === 'more' ? 'Loading…' : 'Load more'}
          </button>
        </div>
      ) : null}
    </>
  );
}

// ---- one execution's timeline -------------------------------------------------------

/** Audit kinds a person should notice. */
const LOUD_EVENTS = new Set([
  'halt',
  'mode_changed',
  'policy_changed',
  'policy_changed_during_execution',
  'block_override',
  'verification_failed',
  'verification_locked_out',
  'block',
  'unannounced_action',
]);

function TimelinePanel({ executionId, onClose }: { executionId: string; onClose(): void }) {
  const api = getApi();
  const [timeline, setTimeline] = useState<HistoryTimeline | null>(null);
  const [error, setError] = useState('');
  /** Long runs render a page of entries at a time. */
  const [shown, setShown] = useState(TIMELINE_PAGE);

  useEffect(() => {
    if (!api) return;
    setTimeline(null);
    setError('');
    api.invoke('history:timeline', { executionId }).then(setTimeline, (e: unknown) => setError(errorText(e)));
  }, [api, executionId]);

  const back = (
    <button type="button" onClick={onClose} data-testid="timeline-back">
      ← All runs
    </button>
  );
  if (error) {
    return (
      <>
        <ViewHeader title="Run">{back}</ViewHeader>
        <div className="banner error" role="alert">
          <strong>This run could not be opened.</strong> {error}
        </div>
      </>
    );
  }
  if (!timeline) {
    return (
      <>
        <ViewHeader title="Run">{back}</ViewHeader>
        <p className="muted">Reading the run…</p>
      </>
    );
  }
  const e = timeline.execution;
  return (
    <div className="timeline-view" data-testid="timeline" data-execution-id={e.id}>
      <ViewHeader title={`${e.agent} — ${STATUS_LABEL[e.status].toLowerCase()} run`} subtitle={e.goal ?? undefined}>
        {back}
      </ViewHeader>
      <div className="panel run-summary">
        <dl className="facts">
          <div>
            <dt>Agent</dt>
            <dd>{e.agent}</dd>
          </div>
          <div>
            <dt>MCP client</dt>
            <dd>{e.client}</dd>
          </div>
          <div>
            <dt>Started</dt>
            <dd>{dateTime(e.startedAt)}</dd>
          </div>
          <div>
            <dt>Ended</dt>
            <dd>{e.endedAt ? dateTime(e.endedAt) : 'still running'}</dd>
          </div>
          <div>
            <dt>Steps</dt>
            <dd>
              {e.steps} ({e.stepsUsed} of {e.stepLimit} autonomous{e.stepsGranted ? `, ${e.stepsGranted} granted` : ''})
            </dd>
          </div>
          <div>
            <dt>Highest tier</dt>
            <dd>
              <TierBadge tier={e.highestTier} />
            </dd>
          </div>
          <div>
            <dt>Pauses · approvals · blocks</dt>
            <dd>
              {e.pauses} · {e.approvals} · {e.blocks}
            </dd>
          </div>
        </dl>
        {e.summary ? <p>Summary: {e.summary}</p> : null}
        <p className="muted small">
          Run <code>{e.id}</code> · policy <code title={e.policyDigest}>{e.policyDigest.slice(0, 19)}…</code>
        </p>
        <ExportBar executionId={e.id} />
      </div>

      <h3 className="section-title">Timeline</h3>
      {timeline.entries.length === 0 ? (
        <Empty title="Nothing was recorded in this run">It started but no step was reported.</Empty>
      ) : (
        <>
          <ol className="timeline" aria-label="Timeline">
            {timeline.entries.slice(0, shown).map((entry, i) => (
              <TimelineItem key={i} entry={entry} />
            ))}
          </ol>
          {timeline.entries.length > shown ? (
            <div className="list-footer">
              <span className="muted small">
                {shown.toLocaleString()} of {timeline.entries.length.toLocaleString()} entries shown
              </span>
              <button type="button" onClick={() => setShown((n) => n + TIMELINE_PAGE)}>
                Show more
              </button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

function TimelineItem({ entry }: { entry: HistoryTimelineEntry }) {
  if (entry.type === 'step') return <StepItem step={entry.step} at={entry.at} />;
  if (entry.type === 'decision') return <DecisionItem decision={entry.decision} />;
  return <EventItem event={entry.event} at={entry.at} />;
}

function outcomeOf(step: HistoryTimelineStep): { text: string; className: string } {
  if (step.stopped) return { text: 'Stopped', className: 'decision-stopped' };
  if (!step.continued) return { text: 'Paused', className: 'decision-paused' };
  return { text: 'Went ahead', className: '' };
}

function StepItem({ step, at }: { step: HistoryTimelineStep; at: string }) {
  const outcome = outcomeOf(step);
  const unannounced = step.flags.includes('unannounced');
  return (
    <li className={`tl tl-step tier-row-${step.tier}`} data-testid="timeline-step">
      <div className="tl-head">
        <span className="tl-time" title={dateTime(at)}>
          {clockTime(at)}
        </span>
        <span className="muted small">step {step.seq}</span>
        <TierBadge tier={step.tier} />
        <span className={`decision ${outcome.className}`}>{outcome.text}</span>
        {unannounced ? (
          <span className="pill unannounced" data-testid="unannounced" title="A hook saw this action, and the agent's latest announced intent did not mention it.">
            Unannounced
          </span>
        ) : null}
        <span className="spacer" />
        <span className="muted small" title="How long Airlock took to decide">
          risk {step.riskScore} · decided in {decisionTime(step.decisionUs)}
        </span>
      </div>
      <div className="hint">{step.hint}</div>
      {step.factors.length > 0 ? (
        <ul className="factors small">
          {step.factors.map((f, i) => (
            <li key={i}>{f}</li>
          ))}
        </ul>
      ) : null}
      {step.confirmation ? (
        <p className="small muted">
          Paused for your approval ({step.confirmation.kind}):{' '}
          {step.confirmation.status === 'pending'
            ? 'still waiting'
            : `${step.confirmation.status}${step.confirmation.humanMs !== null ? ` after ${duration(step.confirmation.humanMs)}` : ''}`}
        </p>
      ) : null}
      {step.description || step.outcome || step.findings ? (
        <p className="small muted">
          {step.description ? `Previous step: ${step.description}. ` : ''}
          {step.outcome ? `Outcome: ${step.outcome}. ` : ''}
          {step.findings ? `Findings: ${step.findings}` : ''}
        </p>
      ) : null}
    </li>
  );
}

const DECISION_TEXT: Record<TimelineDecision['decision'], string> = {
  approved: 'Approved',
  denied: 'Denied',
  expired: 'Nobody answered: denied (fail-closed)',
  withdrawn: 'Withdrawn: the agent stopped waiting, denied',
};

function DecisionItem({ decision: d }: { decision: TimelineDecision }) {
  const who = d.decidedBy === 'human' ? 'by you' : d.decidedBy === 'client' ? 'by the client' : 'by the timeout';
  return (
    <li className={`tl tl-decision decision-${d.decision}`} data-testid="timeline-decision">
      <div className="tl-head">
        <span className="tl-time" title={dateTime(d.decidedAt)}>
          {clockTime(d.decidedAt)}
        </span>
        <span className="tl-kind">Human decision</span>
        <strong>
          {DECISION_TEXT[d.decision]}
          {d.decision === 'expired' || d.decision === 'withdrawn' ? '' : ` ${who}`}
        </strong>
        {d.scope ? <span className="muted small">{d.scope === 'execution' ? 'for the rest of this run' : d.scope === 'session' ? 'for the rest of this session' : 'once'}</span> : null}
      </div>
      <p className="small">
        {d.stepSeq !== null ? `Step ${d.stepSeq}` : 'A step'} ({TIER_LABEL[d.tier]}, {d.kind}) waited{' '}
        <strong data-testid="human-time">{duration(d.humanMs)}</strong> — asked at {clockTime(d.requestedAt)}, decided at {clockTime(d.decidedAt)}.
      </p>
      {d.reason ? <p className="small">Reason: {d.reason}</p> : null}
    </li>
  );
}

function eventText(event: TimelineEvent): string {
  const d = event.detail;
  if (event.kind === 'unannounced_action' && typeof d.performed === 'string') {
    return `Unannounced action: a hook saw “${d.performed}”; the agent had announced “${typeof d.announced === 'string' ? d.announced : '?'}”`;
  }
  return event.text;
}

function EventItem({ event, at }: { event: TimelineEvent; at: string }) {
  const loud = LOUD_EVENTS.has(event.kind);
  return (
    <li className={`tl tl-event${loud ? ' loud' : ''} event-${event.kind}`} data-testid="timeline-event" data-kind={event.kind}>
      <div className="tl-head">
        <span className="tl-time" title={dateTime(at)}>
          {clockTime(at)}
        </span>
        <span className="tl-kind">{event.scope === 'global' ? 'Audit · all agents' : 'Audit'}</span>
        <span>{eventText(event)}</span>
      </div>
    </li>
  );
}

// ---- exports ------------------------------------------------------------------------

const FORMAT_LABEL: Record<ExportFormat, string> = { record: 'Signed record', json: 'JSON', csv: 'CSV' };

function download(result: HistoryExport): void {
  const url = URL.createObjectURL(new Blob([result.text], { type: result.mime }));
  const a = document.createElement('a');
  a.href = url;
  a.download = result.filename;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function ExportBar({ executionId }: { executionId: string }) {
  const api = getApi();
  const desktop = useAirlock((s) => s.status?.desktop === true);
  const toast = useAirlock((s) => s.toast);
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [last, setLast] = useState<HistoryExport | null>(null);
  const [error, setError] = useState('');
  const [nonce, setNonce] = useState('');

  const run = async (format: ExportFormat) => {
    if (!api) return;
    setBusy(format);
    setError('');
    try {
      const bound = format === 'record' && nonce.trim() ? { nonce: nonce.trim() } : {};
      const result = await api.invoke('history:export', { executionId, format, ...bound, ...(desktop ? { save: true } : {}) });
      setLast(result);
      if (desktop) {
        if (result.savedTo) toast('info', `Saved ${result.savedTo}`);
      } else {
        download(result);
      }
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="export">
      <div className="card-actions" role="group" aria-label="Export">
        <span className="muted small">Export:</span>
        {(['record', 'json', 'csv'] as const).map((f) => (
          <button key={f} type="button" onClick={() => void run(f)} disabled={busy !== null} data-testid={`export-${f}`}>
            {busy === f ? 'Exporting…' : FORMAT_LABEL[f]}
          </button>
        ))}
        <label className="field inline">
          Nonce
          <input
            type="text"
            value={nonce}
            onChange={(e) => setNonce(e.target.value)}
            maxLength={256}
            placeholder="optional, from whoever will check the record"
            className="nonce"
            data-testid="export-nonce"
          />
        </label>
      </div>
      {error ? (
        <p className="error small" role="alert">
          Export failed: {error}
        </p>
      ) : null}
      {last ? (
        <div className="export-result small" data-testid="export-result">
          <p>
            {FORMAT_LABEL[last.format]}: <code>{last.filename}</code> ({new Blob([last.text]).size.toLocaleString()} bytes)
            {last.savedTo === null ? ' — not saved (you cancelled)' : last.savedTo ? ` — saved to ${last.savedTo}` : ' — downloaded'}
          </p>
          {last.governor ? (
            <p className="muted">
              Signed by <code>{last.governor}</code>. Anyone can check it with{' '}
              <code>
                airlock verify-record &lt;file&gt; --public-key {last.governor}
                {last.nonce ? ` --nonce ${last.nonce}` : ''}
              </code>
              .
            </p>
          ) : null}
          {last.warning ? (
            <p className="banner warn" role="status">
              {last.warning}
            </p>
          ) : null}
          <details>
            <summary>Preview</summary>
            <pre className="export-preview">{last.text.length > 20_000 ? `${last.text.slice(0, 20_000)}\n…` : last.text}</pre>
          </details>
        </div>
      ) : null}
    </div>
  );
}

// ---- retention --------------------------------------------------------------------------

function RetentionPanel() {
  const api = getApi();
  const toast = useAirlock((s) => s.toast);
  const [setting, setSetting] = useState<RetentionSetting | null>(null);
  const [keep, setKeep] = useState<'unlimited' | 'days'>('unlimited');
  const [days, setDays] = useState('90');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');

  useEffect(() => {
    if (!api) return;
    api.invoke('history:retention:get').then(
      (s) => {
        setSetting(s);
        if ('keepDays' in s) {
          setKeep('days');
          setDays(String(s.keepDays));
        }
      },
      (e: unknown) => setError(errorText(e)),
    );
  }, [api]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!api) return;
    const n = Number(days);
    if (keep === 'days' && (!Number.isInteger(n) || n < 1 || n > 36_500)) {
      setError('Keep between 1 and 36500 days (a whole number).');
      return;
    }
    setBusy(true);
    setError('');
    setMessage('');
    try {
      const report = await api.invoke('history:retention:set', keep === 'unlimited' ? { unlimited: true } : { keepDays: n });
      setSetting(report.setting);
      setMessage(
        'unlimited' in report.setting
          ? 'History is kept without limit.'
          : `Keeping ${report.setting.keepDays} days. ${report.executions === 0 ? 'Nothing was old enough to remove.' : `Removed ${report.executions} run${report.executions === 1 ? '' : 's'} (${report.steps} steps) that ended before ${dateTime(report.cutoff)}.`}`,
      );
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const compact = async () => {
    if (!api) return;
    setBusy(true);
    setError('');
    setMessage('');
    try {
      const r = await api.invoke('history:compact');
      const mb = (b: number) => `${(b / 1048576).toFixed(1)} MB`;
      setMessage(`Compacted: ${mb(r.bytesBefore)} → ${mb(r.bytesAfter)}.${r.note ? ` ${r.note}.` : ''}`);
      toast('info', 'History compacted');
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="panel retention" aria-label="Keep history" onSubmit={(e) => void save(e)} data-testid="retention">
      <h3 className="section-title">Keep history</h3>
      <p className="muted small">
        Older runs (with their steps and decisions) are removed once a day. The audit log itself is always kept, so its chain stays verifiable.
      </p>
      <div className="inline-form">
        <label className="radio">
          <input type="radio" name="keep" checked={keep === 'unlimited'} onChange={() => setKeep('unlimited')} />
          Without limit
        </label>
        <label className="radio">
          <input type="radio" name="keep" checked={keep === 'days'} onChange={() => setKeep('days')} />
          Keep the last
          <input
            type="number"
            min={1}
            max={36500}
            value={days}
            onChange={(e) => setDays(e.target.value)}
            onFocus={() => setKeep('days')}
            aria-label="Days to keep"
            className="days"
          />
          days
        </label>
        <button type="submit" className="primary" disabled={busy || setting === null}>
          Save
        </button>
        <button type="button" onClick={() => void compact()} disabled={busy} title="Give unused space in the database file back to the disk">
          Compact now
        </button>
      </div>
      {message ? (
        <p className="small" role="status" data-testid="retention-message">
          {message}
        </p>
      ) : null}
      {error ? (
        <p className="error small" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
