// Work that follows answers — a plain step's event and its console line, the
// main connection's occasional checkpoint — and must not hold up the next
// answer.
//
// setImmediate alone did: when an agent reports its next step at once, the
// request arrives (and its group opens, ./group-commit.ts) in the event loop's
// poll phase, and the check phase then runs the immediates queued earlier —
// the previous step's event, the console's write — before that group's COMMIT
// and so before its answer (perf18: one agent's back-to-back steps; strace
// showed the console's write between a step's BEGIN and its COMMIT). Here such
// work runs on the next turn when no group is open then, and otherwise right
// after the open group's answers: once its COMMIT has released them and their
// reply lines (written in promise reactions) have left, before the event loop
// reads anything else. Never behind more than one group; in order.

let openGroups = 0;
let queue: Array<() => void> = [];
let armed = false;

/** A group commit opened (its COMMIT is an immediate of this turn). */
export function groupOpened(): void {
  openGroups++;
}

/** A group commit committed or rolled back, and its members were released. */
export function groupClosed(): void {
  openGroups = Math.max(0, openGroups - 1);
  // After the promise reactions the release started (the answers), before the next I/O:
  // a tick queued from a microtask runs once the microtask queue is empty.
  if (queue.length > 0) queueMicrotask(() => process.nextTick(runNow));
}

/** Runs fn soon: on the next turn of the event loop, or after the answers of a group open by then. */
export function afterAnswers(fn: () => void): void {
  queue.push(fn);
  if (armed) return;
  armed = true;
  setImmediate(onImmediate);
}

function onImmediate(): void {
  armed = false;
  // A group opened meanwhile: its COMMIT is a later immediate of this turn; go after its answers (groupClosed).
  if (openGroups > 0) return;
  runNow();
}

function runNow(): void {
  const due = queue;
  queue = [];
  for (let i = 0; i < due.length; i++) {
    try {
      (due[i] as () => void)();
    } catch (error) {
      // The rest still runs (on the next turn); the error goes where an immediate's would.
      queue.unshift(...due.slice(i + 1));
      if (queue.length > 0 && !armed) {
        armed = true;
        setImmediate(onImmediate);
      }
      throw error;
    }
  }
}
