/** What the provider's page in the frame says about a payment: its state, and its own height to size the frame by. */
export type ProviderReport = { status: string; frameHeight: number | null };

/**
 * The provider's page's message about the payment session `sessionId`, or null for any other message: one from
 * another origin, another page, or another session. `frameHeight` is set when the page says its height (the frame grows
 * to it, at most 1 600 px, so that no button is cut off below its edge on a phone).
 */
export function providerReport(event: MessageEvent, sessionId: string): ProviderReport | null {
  const data = event.data as {
    source?: string;
    session_id?: string;
    status?: string;
    height?: number;
  } | null;
  if (event.origin !== window.location.origin || data?.source !== 'hemma-payment-provider') return null;
  if (data.session_id !== sessionId || typeof data.status !== 'string') return null;
  const sized = data.status === 'height' && typeof data.height === 'number' && data.height > 0;
  return { status: data.status, frameHeight: sized ? Math.min(Math.ceil(data.height!) + 2, 1600) : null };
}
