import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { OUTBOX_EXTENSION } from '../../src/modules/mail/mail-transport.ts';
import { parseMessage } from './mime-message.ts';

/** A mail of the file outbox as a shopper would read it. */
export interface OutboxMail {
  /** Path of the `.eml` file. */
  file: string;
  to: string;
  subject: string;
  text: string;
}

/**
 * The mails in the file outbox, oldest first, with decoded headers and text part: how the API tests check that a
 * shopper was mailed. A missing directory is an empty outbox.
 */
export async function readOutbox(dir: string): Promise<OutboxMail[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const files = names.filter((name) => name.endsWith(OUTBOX_EXTENSION)).sort();
  return Promise.all(
    files.map(async (name) => {
      const file = join(dir, name);
      const parsed = parseMessage(await readFile(file));
      return {
        file,
        to: parsed.headers.get('to') ?? '',
        subject: parsed.headers.get('subject') ?? '',
        text: parsed.text ?? '',
      };
    }),
  );
}

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
