import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2eDataDir } from './data-dir.ts';

const outbox = join(e2eDataDir, 'outbox');

/** Undoes quoted-printable: soft line breaks (`=` at a line end) and `=XX` bytes (`=3D` is `=`). */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The mails to `email` in the journeys' outbox, newest first, decoded enough to find links and codes. */
function mailsTo(email: string): string[] {
  let names: string[];
  try {
    names = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return names
    .sort()
    .reverse()
    .map((name) => decodeQuotedPrintable(readFileSync(join(outbox, name), 'latin1')))
    .filter((mail) => mail.includes(`To: ${email}`));
}

/**
 * The newest link to /newsletter/<page> mailed to `email` as a path on this shop, or undefined while the outbox
 * worker has not sent it (poll it). The shop's URL in the mail may name another host than the journeys' server.
 */
export function newsletterLink(email: string, page: 'confirm' | 'unsubscribe'): string | undefined {
  return newestLink(email, `/newsletter/${page}\\?token=[\\w.-]+`);
}

/** The newest link mailed to `email` whose path and query match `path` (a RegExp source), as a path on this shop. */
function newestLink(email: string, path: string): string | undefined {
  const pattern = new RegExp(`https?://[^\\s"'<>]+${path}`);
  for (const mail of mailsTo(email)) {
    const link = mail.match(pattern)?.[0];
    if (link) {
      const url = new URL(link);
      return `${url.pathname}${url.search}`;
    }
  }
  return undefined;
}

/** The sign-up code of the welcome mail to `email`, or undefined while it has not been sent. */
export function welcomeCode(email: string): string | undefined {
  for (const mail of mailsTo(email)) {
    const code = mail.match(/VALKOMMEN-[A-Z0-9]{8}/)?.[0];
    if (code) return code;
  }
  return undefined;
}

/**
 * The newest link to the guest order page (decision 0054) mailed to `email` about `order`, as a path on this shop,
 * or undefined while the outbox worker has not sent it (poll it).
 */
export function orderPageLink(email: string, order: string): string | undefined {
  return newestLink(email, `/order-status\\?order=${order}&access=[\\w.-]+`);
}
