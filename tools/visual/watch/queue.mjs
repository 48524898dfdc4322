// The watch's round queue: saves arrive one file at a time, rounds take seconds. A save while no
// round runs starts one (after `settleMs`, so an editor's burst of writes is one round); saves while
// a round runs wait, coalesced, and start exactly one next round with all of them. None is dropped,
// and a round that throws ends that round only: the queue keeps running.

/**
 * @template T
 * @param {(batch: T[]) => Promise<void>} runRound  one round over the coalesced items (files)
 * @param {{ settleMs?: number, onError?: (error: unknown, batch: T[]) => void }} [options]
 */
export function createRoundQueue(runRound, { settleMs = 30, onError = () => {} } = {}) {
  /** @type {Set<T>} */
  let pending = new Set();
  /** @type {Promise<void> | undefined} */
  let running;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  /** @type {(() => void)[]} */
  let idleWaiters = [];
  let rounds = 0;

  const settleIdle = () => {
    if (running || timer || pending.size > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };

  const start = () => {
    timer = undefined;
    if (running || pending.size === 0) return settleIdle();
    const batch = [...pending];
    pending = new Set();
    rounds += 1;
    running = (async () => {
      try {
        await runRound(batch);
      } catch (error) {
        onError(error, batch);
      }
    })().finally(() => {
      running = undefined;
      if (pending.size > 0) schedule();
      else settleIdle();
    });
  };

  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(start, settleMs);
  };

  return {
    /** Queues items (a save); starts a round unless one is running. */
    add(/** @type {Iterable<T>} */ items) {
      for (const item of items) pending.add(item);
      if (!running && pending.size > 0) schedule();
    },
    /** Resolves once no round runs and nothing waits. */
    idle() {
      return new Promise((resolve) => {
        idleWaiters.push(() => resolve(undefined));
        settleIdle();
      });
    },
    /** Whether a round is running, what waits for the next one, and how many rounds have started. */
    status: () => ({ running: !!running, pending: [...pending], rounds }),
  };
}
