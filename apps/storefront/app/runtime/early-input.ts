import { options } from 'preact';

/**
 * What a shopper chose before the page was hydrated reaches the page (decision 0040). Until a part is hydrated its
 * controls are the server's HTML: a radio button ticked, a box checked, a field filled in then changes the page but
 * tells no component, and Preact's hydration leaves the control as it is without comparing it with the props the
 * component rendered. The product page would show "Fårskinnsdyna" ticked and the price without it, and put the bench in
 * the cart without the cushion. React replays such changes once it has hydrated a control; this does the same.
 *
 * The controls of the server's HTML are known before hydration starts; each is looked at once, when Preact has diffed
 * it for the first time, which is the diff that hydrated it. A controlled one (rendered with `checked` or `value`)
 * that then disagrees with its props is handed the event the browser would have sent its handler (`change` for boxes,
 * radio buttons and selects, `input` for fields; the handlers read the element, as for a real event), as React orders
 * it: after the effects of the render that hydrated it (a component's first effect may set what the shopper's choice
 * then changes). Controls rendered later are the browser's own and never looked at.
 */
const serverControls = new WeakSet<Element>(document.querySelectorAll('input, select, textarea'));
const previous = options.diffed;
let queued: { element: HTMLElement; type: 'change' | 'input' }[] = [];

options.diffed = (vnode) => {
  if (vnode.type === 'input' || vnode.type === 'select' || vnode.type === 'textarea') {
    // `__e` is the element of a vnode in Preact's published (mangled) builds.
    const element = (vnode as unknown as { __e?: unknown }).__e;
    if (element instanceof HTMLElement && serverControls.delete(element))
      noteEarlyInput(element, vnode.props as ControlProps);
  }
  previous?.(vnode);
};

interface ControlProps {
  checked?: unknown;
  value?: unknown;
}

function noteEarlyInput(element: HTMLElement, props: ControlProps): void {
  let type: 'change' | 'input' | undefined;
  if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
    // A radio button that was left sends nothing: the one chosen instead tells its handler.
    if (typeof props.checked === 'boolean' && props.checked !== element.checked)
      type = element.type === 'radio' && !element.checked ? undefined : 'change';
  } else if (props.value != null && String(props.value) !== (element as HTMLInputElement).value) {
    type = element instanceof HTMLSelectElement ? 'change' : 'input';
  }
  if (!type) return;
  // Hydration's render is synchronous: by the next microtask it has scheduled its effects, if it has any.
  if (queued.length === 0) queueMicrotask(() => effectsScheduled || replay());
  queued.push({ element, type });
}

/**
 * Preact runs effects after the next frame through `options.requestAnimationFrame` when one is set; this one is
 * Preact's own timing (a frame, then a task; 35 ms at most when no frame comes, as in a tab in the background) with the
 * replay after the effects.
 */
let effectsScheduled = false;
options.requestAnimationFrame = (flushEffects: () => void) => {
  effectsScheduled = true;
  const done = () => {
    clearTimeout(timeout);
    cancelAnimationFrame(frame);
    setTimeout(() => {
      effectsScheduled = false;
      flushEffects();
      replay();
    });
  };
  const timeout = setTimeout(done, 35);
  const frame = requestAnimationFrame(done);
};

function replay(): void {
  const events = queued;
  queued = [];
  for (const { element, type } of events)
    if (element.isConnected) element.dispatchEvent(new Event(type, { bubbles: true }));
}
