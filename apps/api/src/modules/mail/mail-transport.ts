import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** The Message-ID to send under (the outbox gives each mail one, so that a resend can be recognised). */
  messageId?: string;
}

export interface SentMail {
  messageId: string;
  /** For the file outbox: the path of the written `.eml` file. */
  location?: string;
}

export interface MailTransport {
  send(message: MailMessage): Promise<SentMail>;
  close(): Promise<void>;
}

export interface MailSettings {
  /** The sender, e.g. `Hemma <order@hemma.example>`. */
  from: string;
  /** `smtp://` or `smtps://` URL; when set, mail goes over SMTP. */
  smtpUrl?: string | undefined;
  /** Without an SMTP URL, each mail is written here as an `.eml` file. */
  outboxDir: string;
}

/** The file outbox's mails end so (tests read them with tests/support/mail.ts). */
export const OUTBOX_EXTENSION = '.eml';

/**
 * Sends over SMTP when a URL is configured, else writes to the file outbox, so that a fresh clone sends
 * "mail" without any server and tests can read what a shopper would have received.
 */
export function createMailTransport(settings: MailSettings): MailTransport {
  return settings.smtpUrl
    ? createSmtpTransport(settings.smtpUrl, settings.from)
    : createFileOutbox(settings.outboxDir, settings.from);
}

/** Writes each mail as a complete RFC 5322 message (`.eml`, CRLF line ends) that any mail client opens. */
export function createFileOutbox(dir: string, from: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message) {
      const info = await composer.sendMail({ ...toMailOptions(message), from });
      if (!Buffer.isBuffer(info.message)) throw new Error('The stream transport did not buffer the message');
      await mkdir(dir, { recursive: true });
      const file = join(dir, outboxFileName());
      // Readers (tests polling the outbox, a shop owner's mail client) must never see half a message.
      const temporary = join(dir, `.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await writeFile(temporary, info.message);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { messageId: info.messageId, location: file };
    },
    async close() {
      composer.close();
    },
  };
}

/**
 * Sends over SMTP. Query parameters of the URL are nodemailer options, e.g. `?pool=true` to keep connections
 * open or `?tls.rejectUnauthorized=false` for a test server.
 */
export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    // The defaults wait minutes for an unreachable server; a caller waiting on a send should hear sooner.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    async send(message) {
      const info = await transporter.sendMail({ ...toMailOptions(message), from });
      return { messageId: info.messageId };
    },
    async close() {
      transporter.close();
    },
  };
}

function toMailOptions(message: MailMessage) {
  return {
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    ...(message.messageId ? { messageId: message.messageId } : {}),
  };
}

let lastStamp = '';
let sequence = 0;

/**
 * `2026-11-21T06-13-27.123Z-0000-1a2b3c4d.eml`: names sort by time (the counter orders mails of the same
 * millisecond within a process) and the random part keeps processes sharing the folder from colliding.
 * Colons are replaced because Windows forbids them in file names.
 */
function outboxFileName(): string {
  const stamp = new Date().toISOString().replace(/:/g, '-');
  sequence = stamp === lastStamp ? sequence + 1 : 0;
  lastStamp = stamp;
  const counter = sequence.toString().padStart(4, '0');
  return `${stamp}-${counter}-${randomBytes(4).toString('hex')}${OUTBOX_EXTENSION}`;
}
