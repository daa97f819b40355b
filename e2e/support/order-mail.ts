import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2eDataDir } from './data-dir.ts';

/**
 * The order confirmation mailed to `email`, decoded (quoted-printable, UTF-8), once the outbox has sent it (poll it);
 * the done-when journeys of issue 33 read it for Swedish words.
 */
export function confirmationTo(email: string): string | undefined {
  const outbox = join(e2eDataDir, 'outbox');
  let names: string[];
  try {
    names = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
  } catch {
    return undefined;
  }
  for (const name of names) {
    const raw = readFileSync(join(outbox, name), 'latin1');
    if (!raw.includes(`To: ${email}`)) continue;
    const bytes = raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8').replace(/\r\n/g, '\n');
  }
  return undefined;
}

/** The plain-text part of a mail (between its Content-Transfer-Encoding line and the next part). */
export function plainText(mail: string): string {
  const start = mail.indexOf('Content-Type: text/plain');
  const body = mail.slice(mail.indexOf('\n\n', start) + 2);
  return body.slice(0, body.indexOf('\n----'));
}
