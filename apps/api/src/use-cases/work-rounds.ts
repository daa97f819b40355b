/**
 * Rounds of background work for an outbox's worker (the mail outbox, decision 0031; the webhook outbox, decision
 * 0052): `wake()` runs a round now, or one more after the round in progress; a poll wakes it every so often for what
 * nothing woke it for (retries, what another process left). A round that fails is logged: the rows wait, and the
 * next wake tries again.
 */
export function workInRounds(options: {
  /** How the log names the work. */
  name: string;
  work: () => Promise<unknown>;
  log: { error(message: string): void };
  /** The wait before the next poll, for a poll every `every` ms (default: `every`). */
  pollWait?: (every: number) => number;
}) {
  let running: Promise<void> | null = null;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let polling = false;

  async function loop(): Promise<void> {
    try {
      do {
        again = false;
        await options.work();
      } while (again);
    } catch (error) {
      options.log.error(`${options.name}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = null;
    }
  }

  function wake(): void {
    if (running) again = true;
    else running = loop();
  }

  function poll(every: number): void {
    timer = setTimeout(
      () => {
        wake();
        if (polling) poll(every);
      },
      options.pollWait?.(every) ?? every,
    );
    timer.unref();
  }

  return {
    wake,
    /** A round is in progress. */
    busy: () => running !== null,
    /** Polls every `every` ms from now on; 0 or less: never. */
    poll(every: number): void {
      if (every <= 0 || polling) return;
      polling = true;
      poll(every);
    },
    /** Stops polling and waits for the round in progress. */
    async stop(): Promise<void> {
      polling = false;
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
