// History: a slot for the audit history view (added by the history work).
import { Empty, ViewHeader } from '../components/ui';

export function History() {
  return (
    <section className="view view-history" aria-label="History">
      <ViewHeader title="History" subtitle="Every step, decision and override, from the audit log." />
      <Empty title="History is not available in this version yet">
        Recent steps are under Live. To keep a run&rsquo;s full record, use <code>npx airlock export</code> in a terminal.
      </Empty>
    </section>
  );
}
