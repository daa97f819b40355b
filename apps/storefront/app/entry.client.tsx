import './runtime/preact-options.ts';
import './runtime/early-input.ts';
import { Component, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { hydrateInSlices } from './runtime/hydration-slices.tsx';

/**
 * React Router's first render decodes the hydration data the document carries and suspends until it is decoded.
 * React's root waits for that by itself; Preact's root would take the document apart (decision 0040). So the router
 * is rendered once off the page, which starts the decoding and throws the promise that settles when it is done,
 * caught here; the page is hydrated after it, in one pass that no longer suspends.
 */
class CatchSuspension extends Component<{
  children: ReactNode;
  onSuspend: (promise: Promise<unknown>) => void;
}> {
  override componentDidCatch(thrown: unknown) {
    if (thrown instanceof Promise) this.props.onSuspend(thrown);
    else throw thrown;
  }
  override render() {
    return this.props.children;
  }
}

const decoded = new Promise<unknown>((resolve) => {
  // Preact renders synchronously: the router has suspended (or not) when render returns.
  const probe = createRoot(document.createElement('div'));
  probe.render(
    <CatchSuspension onSuspend={resolve}>
      <HydratedRouter />
    </CatchSuspension>,
  );
  probe.unmount();
  resolve(undefined);
});

/**
 * React Router creates its router in HydratedRouter's first lines (and keeps it for the module): with every route known
 * up front (decision 0040) that is the largest piece of work before the page, so it gets a task of its own. Called
 * outside a render, the component's hooks then fail, which is expected; should React Router ever stop creating the
 * router there, hydration creates it as before.
 */
function createRouterAhead() {
  try {
    HydratedRouter({});
  } catch {
    // Hooks outside a render: the router exists by now.
  }
}

void decoded
  .then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
  .then(createRouterAhead)
  .then(() => hydrateInSlices(() => hydrateRoot(document, <HydratedRouter />)));
