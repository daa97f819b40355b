import { options } from 'preact';
import { hydrationDone } from './hydration-slices.tsx';

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
 *
 * A form sent before it was hydrated (a tap on "Lägg i varukorgen" while the page's code was on its way) was held by
 * the head's listener (entry.server.tsx, `data-replay-submit`); it is sent again once hydrated, after the choices
 * made before it have reached the components and their effects, so that its handler sends what the shopper chose.
 */
const serverControls = new WeakSet<Element>(document.querySelectorAll('input, select, textarea'));
const previous = options.diffed;
type EarlyEvent =
  | { element: HTMLElement; type: 'change' | 'input' }
  | { element: HTMLFormElement; type: 'submit'; submitter: HTMLElement | null };
let queued: EarlyEvent[] = [];
/** Held forms whose choices are being replayed: sent when no render's effects are pending. */
let submits: Extract<EarlyEvent, { type: 'submit' }>[] = [];

declare global {
  interface Window {
    /** Forms sent before they were hydrated (entry.server.tsx); null once the page is hydrated. */
    hemmaSubmits?: { form: HTMLFormElement; submitter: HTMLElement | null }[] | null;
  }
}

options.diffed = (vnode) => {
  if (vnode.type === 'input' || vnode.type === 'select' || vnode.type === 'textarea') {
    // `__e` is the element of a vnode in Preact's published (mangled) builds.
    const element = (vnode as unknown as { __e?: unknown }).__e;
    if (element instanceof HTMLElement && serverControls.delete(element))
      noteEarlyInput(element, vnode.props as ControlProps);
  } else if (vnode.type === 'form' && window.hemmaSubmits?.length) {
    const element = (vnode as unknown as { __e?: unknown }).__e;
    const held = window.hemmaSubmits.find((submit) => submit.form === element);
    if (held) {
      window.hemmaSubmits.splice(window.hemmaSubmits.indexOf(held), 1);
      queue({ element: held.form, type: 'submit', submitter: held.submitter });
    }
  }
  previous?.(vnode);
};

/** Once the whole page is hydrated, every form has its handler: the head's listener holds nothing more. */
void hydrationDone.then(() => {
  window.hemmaSubmits = null;
});

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
  if (type) queue({ element, type });
}

function queue(event: EarlyEvent): void {
  // Hydration's render is synchronous: by the next microtask it has scheduled its effects, if it has any.
  if (queued.length === 0) queueMicrotask(() => effectsScheduled || replay());
  queued.push(event);
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
  for (const event of events) {
    if (!event.element.isConnected) continue;
    if (event.type === 'submit') submits.push(event);
    else event.element.dispatchEvent(new Event(event.type, { bubbles: true }));
  }
  // The handlers' state updates render in a microtask; a render with effects schedules them (and this replay again).
  if (submits.length > 0) setTimeout(submitHeld);
}

function submitHeld(): void {
  if (effectsScheduled || queued.length > 0) return;
  const held = submits;
  submits = [];
  for (const { element: form, submitter } of held) {
    form.removeAttribute('aria-busy');
    if (!form.isConnected) continue;
    // Sent again as it was sent: by its button, or by Enter in a field (the form's first button, as the browser
    // does). A button that is now disabled or gone (the product sold out meanwhile) sends nothing, as it would not.
    const button = submitter ?? form.querySelector('button[type="submit"], button:not([type])');
    if (button instanceof HTMLButtonElement && (button.disabled || button.form !== form)) continue;
    form.requestSubmit(submitter instanceof HTMLButtonElement ? submitter : null);
  }
}
