import { readOutbox, type OutboxMail } from '../../src/modules/mail/mail-transport.ts';

/**
 * The outbox's mails that match, once there are at least `atLeast` (one): mail is sent by the outbox worker after the
 * request's commit (decision 0031), so a test waits for it (up to 10 s) instead of reading the folder once.
 */
export async function mailsEventually(
  outboxDir: string,
  matches: (mail: OutboxMail) => boolean,
  timeoutMs = 10_000,
  atLeast = 1,
): Promise<OutboxMail[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readOutbox(outboxDir)).filter(matches);
    if (found.length >= atLeast || Date.now() > until) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
