/**
 * A form marked `data-replay-submit` (the product page's "Lägg i varukorgen", the login, register and password forms,
 * the contact form) that the shopper sends before the page's code has arrived is held by a listener in the head
 * (entry.server.tsx), marked busy, and sent once (decision 0047).
 * React replays early submits only of forms whose action is a function, which it writes into the HTML as a
 * `javascript:` URL that a browser without JavaScript cannot post; these forms keep a real POST for those browsers
 * (the page leads back to itself, entry.server.tsx).
 * Once React is on the page its own handler takes every submit (held ones included: they are sent again here, after
 * hydration, when the choices made before it have reached the components).
 */
declare global {
  interface Window {
    /** Forms sent before the page was hydrated; null once it is (the head's listener then holds nothing). */
    hemmaSubmits?: { form: HTMLFormElement; submitter: HTMLElement | null }[] | null;
  }
}

export function sendHeldSubmits(): void {
  const held = window.hemmaSubmits ?? [];
  window.hemmaSubmits = null;
  for (const { form, submitter } of held) {
    form.removeAttribute('aria-busy');
    if (!form.isConnected) continue;
    // Sent again as it was sent: by its button, or by Enter in a field (the form's first button, as the browser
    // does). A button that is now disabled or gone (the product sold out meanwhile) sends nothing, as it would not.
    const button = submitter ?? form.querySelector('button[type="submit"], button:not([type])');
    if (button instanceof HTMLButtonElement && (button.disabled || button.form !== form)) continue;
    form.requestSubmit(submitter instanceof HTMLButtonElement ? submitter : null);
  }
}
