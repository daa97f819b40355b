import { describe, expect, it } from 'vitest';
import {
  createRenderGate,
  FREE_TURNS,
  MAX_STARTS_PER_TURN,
  RenderQueueFull,
  RenderWaitAborted,
} from './render-gate.ts';

/** A render that runs until the test ends it. */
function held() {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  let started = false;
  const promise = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return {
    render: () => {
      started = true;
      return promise;
    },
    get started() {
      return started;
    },
    finish,
    fail,
  };
}

/** Lets the event loop turn `turns` times. */
const afterTurns = (turns: number): Promise<void> =>
  new Promise((resolve) => setImmediate(() => (turns > 1 ? resolve(afterTurns(turns - 1)) : resolve())));
/** Past the turns the gate leaves free after starting pages, and the turn after. */
const nextTurn = () => afterTurns(FREE_TURNS + 2);

describe('createRenderGate (decision 0043)', () => {
  it('starts pages in the order they arrived, on a later turn, as many as wait for their queries', async () => {
    const gate = createRenderGate(20);
    const pages = [held(), held(), held(), held()];
    const answers = pages.map((page) => gate.run(page.render));
    // Nothing has started within this callback and its microtasks.
    await Promise.resolve();
    expect(pages.some((page) => page.started)).toBe(false);
    expect(gate.figures()).toEqual({ running: 0, waiting: 4 });
    await nextTurn();
    expect(pages.every((page) => page.started)).toBe(true);
    expect(gate.figures()).toEqual({ running: 4, waiting: 0 });

    pages.forEach((page, i) => page.finish(`page ${i}`));
    expect(await Promise.all(answers)).toEqual(['page 0', 'page 1', 'page 2', 'page 3']);
    expect(gate.figures()).toEqual({ running: 0, waiting: 0 });
  });

  it('renders that keep the loop busy take at most the budget of a turn, the rest wait for later turns', async () => {
    let clock = 0;
    const gate = createRenderGate(20, { now: () => clock });
    const turns: number[] = [];
    const order: number[] = [];
    let turn = 0;
    let counting = true;
    const count = () => {
      turn++;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    // Renders that finish without waiting for the loop (as on SQLite), 15 ms of work each, all asked for at once.
    const answers = [1, 2, 3, 4, 5, 6].map((n) =>
      gate.run(async () => {
        turns.push(turn);
        order.push(n);
        clock += 15;
        return n;
      }),
    );
    expect(await Promise.all(answers)).toEqual([1, 2, 3, 4, 5, 6]);
    counting = false;
    expect(order).toEqual([1, 2, 3, 4, 5, 6]);
    // 15 ms, then 30: a page starts while less than 20 ms have passed since the turn's first, so two a turn,
    // and the loop is left free for FREE_TURNS turns (to take in connections) before the next two.
    const batches = [...new Set(turns)];
    expect(batches.map((t) => turns.filter((x) => x === t).length)).toEqual([2, 2, 2]);
    for (let i = 1; i < batches.length; i++)
      expect(batches[i]! - batches[i - 1]!).toBeGreaterThan(FREE_TURNS);
  });

  it('starts at most MAX_STARTS_PER_TURN pages in one turn', async () => {
    const gate = createRenderGate(20, { now: () => 0 });
    const pages = Array.from({ length: MAX_STARTS_PER_TURN + 3 }, () => held());
    const answers = pages.map((page) => gate.run(page.render));
    await afterTurns(1);
    expect(pages.filter((page) => page.started)).toHaveLength(MAX_STARTS_PER_TURN);
    await nextTurn();
    expect(pages.every((page) => page.started)).toBe(true);
    pages.forEach((page) => page.finish('done'));
    await Promise.all(answers);
  });

  it('a page whose client goes away while it waits leaves the queue without being rendered', async () => {
    const gate = createRenderGate(20);
    const gone = held();
    const next = held();
    const client = new AbortController();
    const answers = [gate.run(gone.render, client.signal), gate.run(next.render)];
    client.abort();
    await expect(answers[0]).rejects.toBeInstanceOf(RenderWaitAborted);
    expect(gate.figures()).toEqual({ running: 0, waiting: 1 });
    await nextTurn();
    expect(gone.started).toBe(false);
    expect(next.started).toBe(true);
    next.finish('next');
    expect(await answers[1]).toBe('next');
  });

  it('a client already gone is not queued at all', async () => {
    const gate = createRenderGate(20);
    const page = held();
    await expect(gate.run(page.render, AbortSignal.abort())).rejects.toBeInstanceOf(RenderWaitAborted);
    expect(page.started).toBe(false);
    expect(gate.figures()).toEqual({ running: 0, waiting: 0 });
  });

  it('a page that finds the queue full is refused at once; once pages have started, the queue takes more', async () => {
    const gate = createRenderGate(20, { maxWaiting: 2 });
    const [first, second, refused] = [held(), held(), held()];
    const answers = [gate.run(first.render), gate.run(second.render)];
    await expect(gate.run(refused.render)).rejects.toBeInstanceOf(RenderQueueFull);
    expect(gate.figures()).toEqual({ running: 0, waiting: 2 });
    await nextTurn();
    // Started pages no longer wait: they do not count against the bound.
    expect(gate.figures()).toEqual({ running: 2, waiting: 0 });
    const later = held();
    const laterAnswer = gate.run(later.render);
    await nextTurn();
    expect(refused.started).toBe(false);
    expect(later.started).toBe(true);
    [first, second, later].forEach((page, i) => page.finish(`page ${i}`));
    expect(await Promise.all([...answers, laterAnswer])).toEqual(['page 0', 'page 1', 'page 2']);
  });

  it('a render that fails is counted out and the pages after it still start', async () => {
    const gate = createRenderGate(20);
    const failing = held();
    const next = held();
    const answers = [gate.run(failing.render), gate.run(next.render)];
    await nextTurn();
    failing.fail(new Error('the API is down'));
    await expect(answers[0]).rejects.toThrow('the API is down');
    expect(gate.figures()).toEqual({ running: 1, waiting: 0 });
    next.finish('next');
    expect(await answers[1]).toBe('next');
  });

  it('budget 0 renders every page where it was asked for', () => {
    const gate = createRenderGate(0);
    const pages = [held(), held(), held()];
    pages.forEach((page) => void gate.run(page.render));
    expect(pages.every((page) => page.started)).toBe(true);
    for (const page of pages) page.finish('done');
  });
});
