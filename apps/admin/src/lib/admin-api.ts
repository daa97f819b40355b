import { createAdminClient } from '@hemma/api-client/admin';

type Listener = () => void;
const sessionEndListeners = new Set<Listener>();

/** Lets the session hooks learn that the API answered 401: the session ended while the app was open. */
export function onSessionEnded(listener: Listener): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

/** The back office's one way to the server (same origin, the session cookie, the CSRF token on writes). */
export const adminApi = createAdminClient({
  onUnauthorized: () => sessionEndListeners.forEach((listener) => listener()),
});
