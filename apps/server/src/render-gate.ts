/** Thrown to a page that gave up waiting for its turn (its client went away). */
export class RenderWaitAborted extends Error {
  constructor() {
    super('The client went away while its page waited to be rendered');
    this.name = 'RenderWaitAborted';
  }
}

/**
 * Thrown to a page that found the queue full: it is answered at once with 503 and Retry-After instead of waiting
 * behind more pages than the process renders in seconds (an overload sheds its excess, the rest stay fast).
 */
export class RenderQueueFull extends Error {
  constructor(readonly waiting: number) {
    super(`${waiting} pages are waiting to be rendered already`);
    this.name = 'RenderQueueFull';
  }
}

/** Pages started in one turn of the event loop at most, however little of the turn they take. */
export const MAX_STARTS_PER_TURN = 16;
/**
 * Turns of the event loop left free after a turn that started pages, before the next pages start. The loop takes in
 * one new connection per turn (libuv accepts one per poll since 1.45), so these let waiting connections in at a few
 * microseconds each instead of one per render budget.
 */
export const FREE_TURNS = 8;
/**
 * The free turns end early once this much time has passed: on a loop busy with other work each turn takes in a
 * connection anyway, and longer pauses let pages nobody asked before queue up (the load mix's product pages).
 */
export const FREE_MS = 1;

export interface RenderGate {
  /**
   * Runs `render` on a later turn of the event loop, pages in the order they arrived. A page whose `signal` aborts
   * while it waits leaves the queue and rejects with RenderWaitAborted, without being rendered; a page that finds
   * `maxWaiting` pages waiting rejects with RenderQueueFull at once.
   */
  run<T>(render: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Pages being rendered and pages waiting for their turn, for /metrics. */
  figures(): { running: number; waiting: number };
}

interface Batch {
  /** When the batch's first page started (the clock of `now`). */
  startedAt: number | null;
  /** Starters of this batch still to run. */
  left: number;
  open: boolean;
}

/**
 * Admission control in front of the page render (decision 0043). On SQLite a render is ~15–30 ms of JavaScript that
 * runs to its end once started (the database answers synchronously; the in-process API is reached by promise steps
 * only). Started in the callback that read its request, every request the loop read in one turn was rendered in that
 * turn: under an overload a turn grew to a second, and as the loop takes in one new connection per turn, a shopper
 * arriving then waited until the load stopped before their request was even read.
 *
 * Here a request only joins a queue when it is read. Pages start from `setImmediate` callbacks, one page each, and
 * the microtasks after each callback run the page as far as it goes without waiting; a batch stops starting pages
 * once `budgetMs` have passed since its first page started, and the loop is then left free for FREE_TURNS turns or
 * FREE_MS. So a turn holds about `budgetMs` of rendering, connections are taken in between, and cheap requests are
 * answered between renders; renders that wait for their queries (PostgreSQL) start up to MAX_STARTS_PER_TURN a turn
 * and overlap those waits. `budgetMs` 0: no gate, a page starts where its request was read.
 */
export function createRenderGate(
  budgetMs: number,
  {
    maxWaiting = Infinity,
    now = () => performance.now(),
  }: {
    /** Pages that may wait at once; one more is refused with RenderQueueFull (0 or Infinity: no bound). */
    maxWaiting?: number;
    now?: () => number;
  } = {},
): RenderGate {
  let running = 0;
  const queue: Array<{ start: () => void }> = [];
  let batch: Batch | null = null;
  let resting = false;

  /** A starter per waiting page (up to the most a turn starts), in the batch of the coming turn. */
  const schedule = () => {
    // The batch is running now, or the loop is being left free: the next batch is scheduled when that ends.
    if (resting || batch?.startedAt != null) return;
    batch ??= { startedAt: null, left: 0, open: true };
    for (const current = batch; current.left < Math.min(queue.length, MAX_STARTS_PER_TURN); current.left++)
      setImmediate(startOne, current);
    if (batch.left === 0) batch = null;
  };

  /** One starter of a batch; Node runs the microtasks of each immediate callback before the next one. */
  function startOne(current: Batch) {
    current.left--;
    if (current.open) {
      const at = now();
      current.startedAt ??= at;
      if (queue.length === 0 || at - current.startedAt >= budgetMs) current.open = false;
      else {
        running++;
        queue.shift()!.start();
      }
    }
    if ((current.left === 0 || !current.open) && batch === current) {
      batch = null;
      resting = true;
      rest(FREE_TURNS, now());
    }
  }
  function rest(turns: number, since: number) {
    if (turns > 0 && now() - since < FREE_MS) setImmediate(rest, turns - 1, since);
    else {
      resting = false;
      schedule();
    }
  }

  return {
    async run<T>(render: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      if (budgetMs <= 0) return render();
      if (signal?.aborted) throw new RenderWaitAborted();
      if (maxWaiting > 0 && queue.length >= maxWaiting) throw new RenderQueueFull(queue.length);
      await new Promise<void>((resolve, reject) => {
        const onAbort = () => {
          const index = queue.indexOf(waiter);
          if (index >= 0) queue.splice(index, 1);
          reject(new RenderWaitAborted());
        };
        const waiter = {
          start: () => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
          },
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        queue.push(waiter);
        schedule();
      });
      try {
        return await render();
      } finally {
        running--;
      }
    },
    figures: () => ({ running, waiting: queue.length }),
  };
}
