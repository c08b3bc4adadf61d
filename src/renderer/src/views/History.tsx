// History: a slot for the audit history view (added by the history work).
import { Empty, ViewHeader } from '../components/ui';

export function History() {
  return (
    <section className="view view-history" aria-label="History">
      <ViewHeader title="History" subtitle="Every step, decision and override, from the audit log." />
      <Empty title="History is not available in this version yet">
        Recent steps are under Live. Meanwhile <code>npx airlock history</code> in a terminal lists past runs and searches their steps.
      </Empty>
    </section>
  );
}
