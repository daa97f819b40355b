import type { BrowserContext, ConsoleMessage } from '@playwright/test';

const watched = new WeakSet<BrowserContext>();

/** Reports each violation of the page's Content-Security-Policy as a console error the context sees. */
function reportViolations() {
  document.addEventListener('securitypolicyviolation', (event) =>
    console.error(
      `Content Security Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ` +
        `(${event.sourceFile || location.href}:${event.lineNumber})`,
    ),
  );
}

/**
 * Collects into `violations` every Content-Security-Policy violation in the context's pages and frames: the
 * browser's own console error ("Refused to … because it violates the following Content Security Policy directive")
 * and the `securitypolicyviolation` event. Each context is watched once.
 */
export async function watchCsp(context: BrowserContext, violations: string[]): Promise<BrowserContext> {
  if (watched.has(context)) return context;
  watched.add(context);
  await context.addInitScript(reportViolations);
  context.on('console', (message: ConsoleMessage) => {
    const text = message.text();
    if (/Content Security Policy/i.test(text)) violations.push(`${message.page()?.url() ?? '?'}: ${text}`);
  });
  return context;
}
