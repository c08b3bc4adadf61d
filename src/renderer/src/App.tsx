import { useEffect, useState, type ReactNode } from 'react';
import type { View } from '../../shared/channels';
import { getApi } from './api';
import { connect, useAirlock } from './store';
import { Live } from './views/Live';
import { Pending, PendingKeys } from './views/Pending';
import { Verification } from './views/Verification';
import { Blocks } from './views/Blocks';
import { PolicyView } from './views/Policy';
import { History } from './views/History';

const NAV: { view: View; label: string }[] = [
  { view: 'live', label: 'Live' },
  { view: 'pending', label: 'Pending' },
  { view: 'verification', label: 'Verification' },
  { view: 'blocks', label: 'Blocks & agents' },
  { view: 'history', label: 'History' },
  { view: 'policy', label: 'Policy & settings' },
];

export function App() {
  const connected = useAirlock((s) => s.connected);
  const loadError = useAirlock((s) => s.loadError);
  const view = useAirlock((s) => s.view);
  const setView = useAirlock((s) => s.setView);
  const pendingCount = useAirlock((s) => s.pending.filter((c) => c.status === 'pending').length);
  const verificationCount = useAirlock((s) => s.challenges.filter((c) => c.status === 'active').length);
  const blockCount = useAirlock((s) => s.blocks.filter((b) => !b.liftedAt).length);

  useEffect(() => connect(), []);

  useEffect(() => {
    document.title = pendingCount > 0 ? `Airlock (${pendingCount} waiting)` : 'Airlock';
  }, [pendingCount]);

  if (connected === 'no-bridge') {
    return (
      <Problem title="This window can’t reach Airlock">
        The Airlock window opened without its connection to the app. Quit Airlock from the tray and start it again.
      </Problem>
    );
  }
  if (connected === 'error') {
    return (
      <Problem title="Airlock couldn’t load its data" action={<button onClick={() => void useAirlock.getState().refresh()}>Try again</button>}>
        {loadError}
      </Problem>
    );
  }
  if (connected === 'loading') return <div className="loading">Starting Airlock…</div>;

  const badge = (v: View): number => (v === 'pending' ? pendingCount : v === 'verification' ? verificationCount : v === 'blocks' ? blockCount : 0);

  return (
    <div className="app">
      <nav className="sidebar" aria-label="Views">
        <h1 className="brand">Airlock</h1>
        <ul>
          {NAV.map((item) => (
            <li key={item.view}>
              <button
                type="button"
                className={view === item.view ? 'nav active' : 'nav'}
                aria-current={view === item.view ? 'page' : undefined}
                onClick={() => setView(item.view)}
                data-testid={`nav-${item.view}`}
              >
                <span>{item.label}</span>
                {badge(item.view) > 0 ? <span className={`count count-${item.view}`}>{badge(item.view)}</span> : null}
              </button>
            </li>
          ))}
        </ul>
        <SidebarFooter />
      </nav>
      <main className="main">
        <div className="content">
          <SocketBanner />
          <PolicyBanner />
          <TamperBanner />
          <PendingPolicyBanner />
          <HaltBanner />
          {view === 'live' && <Live />}
          {view === 'pending' && <Pending />}
          {view === 'verification' && <Verification />}
          {view === 'blocks' && <Blocks />}
          {view === 'history' && <History />}
          {view === 'policy' && <PolicyView />}
        </div>
        {/* The dock is in the layout's flow, below the scrolling content: a
            toast or the key legend takes space of its own and never covers a
            row or a button. */}
        <div className="dock" data-testid="dock">
          <Toasts />
          {view === 'pending' && pendingCount > 0 ? <PendingKeys /> : null}
        </div>
      </main>
    </div>
  );
}

function SidebarFooter() {
  const mode = useAirlock((s) => s.policy?.mode);
  const halt = useAirlock((s) => s.halt);
  const run = useAirlock((s) => s.run);
  const api = getApi();
  const toggle = async () => {
    if (!api) return;
    const state = await run(api.invoke('halt:set', { halted: !halt.all }), halt.all ? 'Agents may continue' : 'All agents are halted');
    if (state) useAirlock.setState({ halt: state });
  };
  return (
    <div className="sidebar-footer">
      {mode ? (
        <p className={`mode mode-${mode}`} data-testid="mode">
          Mode: <strong>{mode}</strong>
        </p>
      ) : null}
      <button type="button" className={halt.all ? 'primary wide' : 'danger wide'} onClick={() => void toggle()}>
        {halt.all ? 'Resume all agents' : 'Halt all agents'}
      </button>
    </div>
  );
}

function SocketBanner() {
  const socket = useAirlock((s) => s.status?.socket);
  if (!socket || socket.state === 'listening') return null;
  if (socket.state === 'starting') return <div className="banner info">Airlock is opening its connection for agents…</div>;
  return (
    <div className="banner error" role="alert" data-testid="socket-error">
      <strong>Airlock can’t open its socket, so agents can’t reach it.</strong>
      <p>
        Their MCP clients will show Airlock as unavailable until this is fixed. Usually another copy of Airlock (or <code>airlock serve</code>) is
        already running: quit it, then restart Airlock. Otherwise check that this folder exists and is yours: <code>{socket.path}</code>
      </p>
      {socket.error ? <p className="muted small">Details: {socket.error}</p> : null}
    </div>
  );
}

function PolicyBanner() {
  const problem = useAirlock((s) => s.status?.policyProblem);
  if (!problem) return null;
  return (
    <div className="banner warn" role="alert" data-testid="policy-problem">
      <strong>Your policy file was not used.</strong> {problem} Fix it in Policy &amp; settings (saving replaces the file) or in a text editor.
    </div>
  );
}

/** Tampering Airlock found (a forged row, a changed audit log) and undid: the person must know. */
function TamperBanner() {
  const alerts = useAirlock((s) => s.alerts);
  const [seen, setSeen] = useState(0);
  const fresh = alerts.slice(seen);
  if (fresh.length === 0) return null;
  return (
    <div className="banner error" role="alert" data-testid="tamper-alert">
      <strong>Someone changed Airlock’s records behind its back.</strong>
      <ul>
        {fresh.slice(-5).map((a) => (
          <li key={`${a.at}-${a.kind}-${a.subject ?? ''}`}>{a.message}</li>
        ))}
      </ul>
      <p className="muted small">Airlock ignored the change and put things back. If it was not you, something on this computer (an agent’s shell?) can write to Airlock’s files: run the agent as another OS user.</p>
      <button type="button" onClick={() => setSeen(alerts.length)}>
        I’ve seen this
      </button>
    </div>
  );
}

/** policy.json changed outside Airlock: the stricter of both runs until the person decides here. */
function PendingPolicyBanner() {
  const pending = useAirlock((s) => s.pendingPolicy);
  const run = useAirlock((s) => s.run);
  if (!pending) return null;
  const api = getApi();
  const decide = async (channel: 'policy:accept' | 'policy:reject'): Promise<void> => {
    if (!api) return;
    const policy = await run(api.invoke(channel), channel === 'policy:accept' ? 'The changed policy is now in force.' : 'Your accepted policy was written back.');
    if (policy) useAirlock.setState({ policy, pendingPolicy: null });
  };
  return (
    <div className="banner warn" role="alert" data-testid="policy-pending">
      <strong>policy.json was changed outside Airlock.</strong> Until you decide, Airlock runs the stricter of your accepted policy and the file.
      <pre className="diff">{pending.diff}</pre>
      <button type="button" className="primary" onClick={() => void decide('policy:accept')}>
        Accept the change
      </button>{' '}
      <button type="button" className="danger" onClick={() => void decide('policy:reject')}>
        Reject it (restore mine)
      </button>
    </div>
  );
}

function HaltBanner() {
  const halt = useAirlock((s) => s.halt);
  if (!halt.all && halt.agents.length === 0) return null;
  return (
    <div className="banner warn" role="status">
      {halt.all ? 'All agents are halted: every step is answered “stop” until you resume.' : `Halted: ${halt.agents.join(', ')}`}
    </div>
  );
}

function Toasts() {
  const toasts = useAirlock((s) => s.toasts);
  const dismiss = useAirlock((s) => s.dismissToast);
  return (
    <div className="toasts" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`toast ${t.kind}`} role={t.kind === 'error' ? 'alert' : 'status'} data-testid="toast">
          <span>{t.text}</span>
          <button type="button" aria-label="Dismiss" onClick={() => dismiss(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

function Problem({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="problem" role="alert">
      <h1>{title}</h1>
      <p>{children}</p>
      {action}
    </div>
  );
}
