import type pg from 'pg';

/** What one lane's checkouts of a connection cost: counts and summed milliseconds. */
interface LaneFigures {
  checkouts: number;
  /** Time from asking for a connection to having it (the gate's queue, then pg's connect). */
  waitMs: number;
  waits: number[];
  /** Time from having a connection to giving it back. */
  holdMs: number;
  /** Holds that ran a transaction (BEGIN first), and their time. */
  transactions: number;
  transactionMs: number;
  statements: number;
  /** Time from sending a statement to its answer being handled (PostgreSQL's work plus the event loop's delay). */
  statementMs: number;
}

const emptyLane = (): LaneFigures => ({
  checkouts: 0,
  waitMs: 0,
  waits: [],
  holdMs: 0,
  transactions: 0,
  transactionMs: 0,
  statements: 0,
  statementMs: 0,
});

/**
 * The pool profile (HEMMA_DB_POOL_PROFILE=1, PostgreSQL only; issue 32): where a request's database time goes —
 * waiting for a connection, holding it, inside statements, in transactions — per lane, and the statements that took
 * the most time. Off by default: it wraps every checkout and statement. `report()` is logged when the database closes;
 * SIGUSR2 starts it afresh.
 */
export class PoolProfile {
  private lanes = { checkout: emptyLane(), other: emptyLane() };
  private bySql = new Map<string, { count: number; ms: number }>();
  private started = performance.now();

  /** Starts counting afresh (a benchmark's run after its setup). */
  reset(): void {
    this.lanes = { checkout: emptyLane(), other: emptyLane() };
    this.bySql = new Map();
    this.started = performance.now();
  }

  /** Wraps a client just checked out: its statements and its hold are counted to `lane` from now on. */
  track(client: pg.PoolClient, lane: 'checkout' | 'other', askedAt: number): () => void {
    const figures = this.lanes[lane];
    const gotAt = performance.now();
    figures.checkouts += 1;
    figures.waitMs += gotAt - askedAt;
    figures.waits.push(gotAt - askedAt);
    let first = true;
    let transaction = false;
    const query = client.query;
    const bySql = this.bySql;
    client.query = function (this: pg.PoolClient, ...args: unknown[]) {
      const config = args[0] as string | { text: string };
      const text = typeof config === 'string' ? config : config.text;
      if (first) transaction = /^\s*begin/i.test(text);
      first = false;
      const began = performance.now();
      const result = (query as (...a: unknown[]) => Promise<unknown>).apply(this, args);
      const done = () => {
        const ms = performance.now() - began;
        figures.statements += 1;
        figures.statementMs += ms;
        const key = text.replace(/\s+/g, ' ').slice(0, 160);
        const entry = bySql.get(key) ?? { count: 0, ms: 0 };
        entry.count += 1;
        entry.ms += ms;
        bySql.set(key, entry);
      };
      void result.then(done, done);
      return result;
    } as typeof client.query;
    return () => {
      client.query = query;
      const held = performance.now() - gotAt;
      figures.holdMs += held;
      if (transaction) {
        figures.transactions += 1;
        figures.transactionMs += held;
      }
    };
  }

  report(): string {
    const seconds = (performance.now() - this.started) / 1000;
    const round = (n: number) => Math.round(n * 10) / 10;
    const lines = [`PostgreSQL pool profile over ${round(seconds)} s`];
    for (const [name, lane] of Object.entries(this.lanes)) {
      if (lane.checkouts === 0) continue;
      const sorted = lane.waits.sort((a, b) => a - b);
      const p95 = sorted[Math.max(0, Math.ceil(sorted.length * 0.95) - 1)] ?? 0;
      lines.push(
        `  ${name}: ${lane.checkouts} checkouts; wait ${round(lane.waitMs / 1000)} s (mean ${round(lane.waitMs / lane.checkouts)} ms, p95 ${round(p95)} ms); ` +
          `hold ${round(lane.holdMs / 1000)} s (mean ${round(lane.holdMs / lane.checkouts)} ms); ` +
          `${lane.statements} statements, ${round(lane.statementMs / 1000)} s in them (mean ${round(lane.statementMs / Math.max(1, lane.statements))} ms); ` +
          `${lane.transactions} transactions holding ${round(lane.transactionMs / 1000)} s (mean ${round(lane.transactionMs / Math.max(1, lane.transactions))} ms)`,
      );
    }
    const top = [...this.bySql].sort((a, b) => b[1].ms - a[1].ms).slice(0, 40);
    lines.push('  statements by total time (count, total s, mean ms):');
    for (const [sql, { count, ms }] of top)
      lines.push(`    ${count}\t${round(ms / 1000)}\t${round(ms / count)}\t${sql}`);
    return lines.join('\n');
  }
}
