/* eslint-disable react-hooks/refs, react-hooks/globals, react-hooks/purity, react-hooks/immutability, react-hooks/set-state-in-effect --
   a scheduler of hydration: deciding during a render whether this part renders now, from the clock and the module's
   queue, is what it is for (see below) */
import { Suspense, type ReactElement, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HYDRATED_MARK } from '~/lib/when-idle.ts';

/**
 * Hydration in slices (decision 0040). Preact hydrates a page in one go: on a phone a catalogue page was one task of
 * 200–800 ms, which blocks taps and is what Lighthouse counts as blocking time. React's root yields every few
 * milliseconds; this does the same at chosen points. A `HydrationSlice` around a part of the page (a tile, the header,
 * `<main>`, the footer) lets that part wait when the current task has already worked `SLICE_MS`: the part throws a
 * promise, Preact keeps its server-rendered element as it is, and hydrates it when the promise settles. Waiting parts
 * are woken one per task, in the order they stopped (a message to ourselves, not a clamped timer); parts inside a woken
 * one wait in turn when it has used its 5 ms. A part never waits twice (rendered again meanwhile, it is hydrated
 * then), and outside hydration a slice is only its child.
 *
 * The child must render one element: Preact keeps one node for a part that waits.
 */
const SLICE_MS = 5;

let hydrating = false;
let sliceEnd = 0;
/** Parts that wait, in the order they stopped: each entry wakes one. */
const waiting: (() => void)[] = [];
/** The woken part passes its gate without looking at the clock (so that every task makes progress). */
let passToken = false;
let wakingScheduled = false;
let hydrated: () => void = () => {};
/** Settles once the whole page is hydrated (never on the server). */
export const hydrationDone = new Promise<void>((resolve) => {
  hydrated = resolve;
});

/** False until the whole page is hydrated: parts that load code on use wait for it (decision 0040). */
export function useHydrationDone(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    let live = true;
    void hydrationDone.then(() => live && setDone(true));
    return () => {
      live = false;
    };
  }, []);
  return done;
}

/** The next task, without the clamping of nested timers: a message to ourselves. */
function inNextTask(run: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
}

/**
 * Hydrates after the browser has painted the server's page once (a first task of hydration before that would hold
 * the first paint back), in slices. The promise settles once the last part has been hydrated.
 */
export function hydrateInSlices(hydrate: () => void): Promise<void> {
  return new Promise<void>((painted) => {
    requestAnimationFrame(() => inNextTask(painted));
    // A tab opened in the background paints no frame until it is shown; it is hydrated all the same.
    setTimeout(painted, 250);
  }).then(
    () =>
      new Promise<void>((done) => {
        void hydrationDone.then(done);
        hydrating = true;
        sliceEnd = performance.now() + SLICE_MS;
        hydrate();
        forgetWaitingPart();
        if (waiting.length === 0) finish();
      }),
  );
}

/**
 * Preact's compatibility layer remembers the component being hydrated so that `useSyncExternalStore` answers the
 * server's value while it is; a part that throws to wait is never finished, so the layer would go on believing
 * it hydrates and answer the server's value to components rendered long after (a logged-in shopper's account page
 * would show the guest's). Hydrating an empty component somewhere else, which finishes, makes it forget.
 */
function Nothing() {
  return null;
}
function forgetWaitingPart() {
  hydrateRoot(document.createElement('div'), <Nothing />);
}

function finish() {
  hydrating = false;
  forgetWaitingPart();
  // The page is interactive everywhere: the first load ends here (bench/bundle-size.ts; the journeys wait for it).
  performance.mark(HYDRATED_MARK);
  hydrated();
}

/** In the next task: wake the part that has waited longest; it renders in that task, and the next one after it. */
function wakeInNextTask() {
  if (wakingScheduled) return;
  wakingScheduled = true;
  inNextTask(() => {
    wakingScheduled = false;
    passToken = false;
    forgetWaitingPart();
    const wake = waiting.shift();
    if (!wake) return finish();
    sliceEnd = performance.now() + SLICE_MS;
    passToken = true;
    wake();
    wakeInNextTask();
  });
}

function waitForTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    wakeInNextTask();
  });
}

interface Slice {
  /**
   * The element the part was first rendered with in the browser: the server's, which hydration must match. Let go once
   * the part is hydrated (`<main>`'s would otherwise keep the first page alive).
   */
  first: ReactElement | null;
  /** It threw and waits for its turn; it must not throw again (Preact would lose track of where it belongs). */
  waiting: boolean;
}

/**
 * Hydrates the part with the element the server rendered, at once or in its turn; then shows the current element.
 * Hydration reads the server's markup as it is (Preact compares no attributes), so a part whose props changed while
 * it waited (the shopper logged in, the cart filled from storage) is hydrated as it was and then rendered anew.
 */
function Gate({ slice, current }: { slice: Slice; current: ReactElement }) {
  const settled = useRef(false);
  const [, renderAgain] = useState(0);
  if (!settled.current) {
    if (passToken) passToken = false;
    else if (!slice.waiting && hydrating && performance.now() > sliceEnd) {
      slice.waiting = true;
      throw waitForTurn();
    }
  }
  const shown = settled.current ? current : (slice.first ?? current);
  // Once, after the part's first committed render (a render that threw to wait is not committed).
  useLayoutEffect(() => {
    settled.current = true;
    slice.waiting = false;
    if (current !== slice.first) renderAgain((n) => n + 1);
    slice.first = null;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, []);
  return shown;
}

/** A part of the page that may be hydrated in a later task (see above). */
export function HydrationSlice({ children }: { children: ReactElement }) {
  const slice = useRef<Slice | null>(null);
  slice.current ??= { first: children, waiting: false };
  return (
    <Suspense fallback={null}>
      <Gate slice={slice.current} current={children} />
    </Suspense>
  );
}
