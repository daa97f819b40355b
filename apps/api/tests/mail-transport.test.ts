import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFileOutbox,
  createMailTransport,
  createSmtpTransport,
} from '../src/modules/mail/mail-transport.ts';
import { readOutbox } from './support/mail.ts';
import { parseMessage } from './support/mime-message.ts';

const FROM = 'Hemma <order@hemma.example>';
const SUBJECT = 'Orderbekräftelse – order 000000042 (Ölands fåtölj, Åre)';
const TEXT = [
  'Hej Åsa!',
  '',
  'Tack för din beställning. Här är en rad som är längre än sjuttiosex tecken så att den måste brytas mjukt.',
  'Totalt: 12\u00a0345\u00a0kr',
].join('\n');

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hemma-outbox-'));
});

afterEach(async () => {
  vi.useRealTimers();
  await rm(dir, { recursive: true, force: true });
});

describe('file outbox', () => {
  it('writes a real message whose Swedish subject and text round-trip through readOutbox', async () => {
    const outbox = createFileOutbox(join(dir, 'not', 'yet', 'there'), FROM);
    const sent = await outbox.send({
      to: 'asa@example.com',
      subject: SUBJECT,
      text: TEXT,
      html: '<p>Hej</p>',
    });

    const mails = await readOutbox(join(dir, 'not', 'yet', 'there'));
    expect(mails).toEqual([{ file: sent.location, to: 'asa@example.com', subject: SUBJECT, text: TEXT }]);

    const raw = await readFile(sent.location ?? '', 'latin1');
    expect(raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(raw).toMatch(/\r\n\r\n/);
    expect(raw).not.toMatch(/[^\r]\n/);
    const parsed = parseMessage(Buffer.from(raw, 'latin1'));
    expect(parsed.headers.get('from')).toBe(FROM);
    expect(parsed.headers.get('message-id')).toBe(sent.messageId);
    expect(parsed.headers.get('content-type')).toMatch(/^multipart\/alternative/);
  });

  it('keeps two mails sent in the same millisecond apart, in the order they were sent', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T10:00:00.000Z'));
    const outbox = createFileOutbox(dir, FROM);
    const first = await outbox.send({ to: 'a@example.com', subject: 'Första', text: '1', html: '1' });
    const second = await outbox.send({ to: 'b@example.com', subject: 'Andra', text: '2', html: '2' });

    expect(first.location).not.toBe(second.location);
    const mails = await readOutbox(dir);
    expect(mails.map((mail) => mail.subject)).toEqual(['Första', 'Andra']);
    expect(mails.map((mail) => mail.file)).toEqual([first.location, second.location]);
  });

  it('leaves nothing but finished .eml files behind', async () => {
    const outbox = createFileOutbox(dir, FROM);
    await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        outbox.send({ to: 'a@example.com', subject: `Mail ${index}`, text: 'x', html: 'x' }),
      ),
    );
    const names = await readdir(dir);
    expect(names).toHaveLength(5);
    expect(
      names.every((name) => /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-\d{4}-[0-9a-f]{8}\.eml$/.test(name)),
    ).toBe(true);
  });

  it('reads a missing outbox as empty', async () => {
    expect(await readOutbox(join(dir, 'missing'))).toEqual([]);
  });

  it('is what createMailTransport gives without an SMTP URL', async () => {
    const transport = createMailTransport({ from: FROM, smtpUrl: undefined, outboxDir: dir });
    await transport.send({
      to: 'a@example.com',
      subject: 'Hej',
      text: 'Hej',
      html: 'Hej',
      replyTo: 'kundtjanst@hemma.example',
    });
    await transport.close();
    const [mail] = await readOutbox(dir);
    expect(mail?.subject).toBe('Hej');
    expect(parseMessage(await readFile(mail?.file ?? '')).headers.get('reply-to')).toBe(
      'kundtjanst@hemma.example',
    );
  });
});

describe('SMTP transport', () => {
  it('delivers to an SMTP server with the right envelope, recipient and subject', async () => {
    const received: { rcptTo: string[]; mailFrom: string; raw: Buffer }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const mailFrom = session.envelope.mailFrom;
          received.push({
            rcptTo: session.envelope.rcptTo.map((address) => address.address),
            mailFrom: mailFrom ? mailFrom.address : '',
            raw: Buffer.concat(chunks),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, FROM);
    try {
      const sent = await transport.send({
        to: 'asa@example.com',
        subject: SUBJECT,
        text: TEXT,
        html: '<p>Hej</p>',
      });
      expect(sent.messageId).toMatch(/^<.+@hemma\.example>$/);
    } finally {
      await transport.close();
      await new Promise<void>((resolve) => server.close(resolve));
    }

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.rcptTo).toEqual(['asa@example.com']);
    expect(mail?.mailFrom).toBe('order@hemma.example');
    const parsed = parseMessage(mail?.raw ?? Buffer.alloc(0));
    expect(parsed.headers.get('to')).toBe('asa@example.com');
    expect(parsed.headers.get('subject')).toBe(SUBJECT);
    expect(parsed.text).toBe(TEXT);
  });
});
