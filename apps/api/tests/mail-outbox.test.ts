import { describe, expect, it } from 'vitest';
import { createFileOutbox, type MailTransport } from '../src/modules/mail/mail-transport.ts';
import { readOutbox } from './support/mail.ts';
import { createOutboxRepository, enqueueMail } from '../src/modules/mail/outbox-repository.ts';
import { createOutboxWorker } from '../src/use-cases/mail/outbox-worker.ts';
import { useTestApi } from './support/test-api.ts';

/**
 * The mail outbox (decision 0031) on a real database: what is committed is sent once, retried with backoff while
 * the transport fails, given up after the last attempt, and not lost when the worker that claimed it dies.
 * The test API's own worker only sends when a request kicks it (pollMs 0), so these workers are alone on the rows.
 */
const api = useTestApi({ mailOutbox: { pollMs: 0 } });

const START = new Date('2026-11-25T12:00:00.000Z');

function clock() {
  let now = START.getTime();
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

/** A real file outbox in the suite's folder that fails its first `failures` sends. */
function flakyTransport(failures: number): MailTransport & { attempts: number } {
  const files = createFileOutbox(api.outboxDir, 'Hemma <order@hemma.example>');
  const transport = {
    attempts: 0,
    async send(message: Parameters<MailTransport['send']>[0]) {
      transport.attempts += 1;
      if (transport.attempts <= failures) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      return files.send(message);
    },
    close: () => files.close(),
  };
  return transport;
}

async function enqueue(recipient: string, now: Date): Promise<number> {
  return enqueueMail(
    api.handle.db,
    {
      kind: 'order_confirmation',
      order_id: null,
      recipient,
      subject: `Test ${recipient}`,
      text_body: 'Hej',
      html_body: '<p>Hej</p>',
    },
    now,
  );
}

const row = (id: number) =>
  api.handle.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const mailsTo = async (recipient: string) =>
  (await readOutbox(api.outboxDir)).filter((m) => m.to === recipient);

describe('the mail outbox', () => {
  it('retries a mail that fails with backoff and sends it exactly once', async () => {
    const time = clock();
    const errors: string[] = [];
    const transport = flakyTransport(2);
    const worker = createOutboxWorker({
      db: api.handle.db,
      mail: transport,
      log: { error: (message) => errors.push(message) },
      now: time.now,
      shopUrl: 'https://hemma.example',
    });
    const id = await enqueue('retry@example.se', time.now());

    expect(await worker.deliverDue()).toBe(1);
    expect(await row(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      next_attempt_at: '2026-11-25T12:00:30.000Z',
      last_error: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    expect(errors[0]).toMatch(
      /^Mail \d+ \(order_confirmation\) to retry@example\.se not sent, attempt 1 of 10/,
    );
    // Not due yet: nothing is tried.
    expect(await worker.deliverDue()).toBe(0);
    time.advance(30_000);
    expect(await worker.deliverDue()).toBe(1);
    // The second wait is twice the first.
    expect((await row(id)).next_attempt_at).toBe('2026-11-25T12:01:30.000Z');
    time.advance(60_000);
    expect(await worker.deliverDue()).toBe(1);
    time.advance(3_600_000);
    expect(await worker.deliverDue()).toBe(0);

    expect(transport.attempts).toBe(3);
    const sent = await row(id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 3, last_error: null, locked_until: null });
    expect(sent.message_id).toBe(`<outbox-${id}@hemma.example>`);
    expect(await mailsTo('retry@example.se')).toHaveLength(1);
  });

  it('gives a mail up after the last attempt and says so', async () => {
    const time = clock();
    const errors: string[] = [];
    const worker = createOutboxWorker({
      db: api.handle.db,
      mail: flakyTransport(Infinity),
      log: { error: (message) => errors.push(message) },
      now: time.now,
      shopUrl: 'https://hemma.example',
      maxAttempts: 3,
    });
    const id = await enqueue('never@example.se', time.now());
    for (let attempt = 0; attempt < 5; attempt++) {
      await worker.deliverDue();
      time.advance(3_600_000);
    }
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 3 });
    expect(errors.at(-1)).toMatch(/attempt 3 of 3, given up: connect ECONNREFUSED/);
    expect(await worker.backlog()).toMatchObject({ failed: 1 });
    expect((await worker.unsent(10)).map((r) => r.recipient)).toContain('never@example.se');
  });

  it('loses nothing when the process that claimed a mail dies before sending it, and sends it once', async () => {
    const time = clock();
    const id = await enqueue('crash@example.se', time.now());
    // A first process claims the mail, as its worker does before sending, and is killed before the send.
    expect(await createOutboxRepository(api.handle.db).claimDue(time.now(), 5 * 60_000, 10)).toHaveLength(1);

    // The restarted process: while the dead one's lease runs, the mail is left alone ...
    const transport = flakyTransport(0);
    const restarted = createOutboxWorker({
      db: api.handle.db,
      mail: transport,
      log: { error: () => {} },
      now: time.now,
      shopUrl: 'https://hemma.example',
    });
    time.advance(60_000);
    expect(await restarted.deliverDue()).toBe(0);
    // ... and sent once the lease is over, exactly once however often the worker runs.
    time.advance(5 * 60_000);
    expect(await restarted.deliverDue()).toBe(1);
    expect(await restarted.deliverDue()).toBe(0);
    expect(transport.attempts).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await mailsTo('crash@example.se')).toHaveLength(1);
  });

  it('hands one mail to one of several workers claiming at once', async () => {
    const time = clock();
    const ids = await Promise.all(
      Array.from({ length: 12 }, (_, i) => enqueue(`many-${i}@example.se`, time.now())),
    );
    const transports = [flakyTransport(0), flakyTransport(0), flakyTransport(0)];
    const workers = transports.map((mail) =>
      createOutboxWorker({
        db: api.handle.db,
        mail,
        log: { error: () => {} },
        now: time.now,
        shopUrl: 'https://hemma.example',
      }),
    );
    await Promise.all(workers.map((worker) => worker.deliverDue()));
    expect(transports.reduce((sum, t) => sum + t.attempts, 0)).toBe(12);
    for (const id of ids) expect((await row(id)).status).toBe('sent');
    for (let i = 0; i < 12; i++) expect(await mailsTo(`many-${i}@example.se`)).toHaveLength(1);
  });

  it('asks the other nodes for help through the shared signal while its worker is busy (decision 0032)', async () => {
    const time = clock();
    // The nodes' wake-up as the host's Redis channel gives it: every listener but the announcer's own.
    const listeners: (() => void)[] = [];
    const signal = {
      live: true,
      announce: () => listeners.forEach((wake, i) => i !== 0 && wake()),
      listen: (wake: () => void) => void listeners.push(wake),
    };
    let release = () => {};
    const blocked = new Promise<void>((resolve) => (release = resolve));
    const files = flakyTransport(0);
    const busyTransport: MailTransport = {
      async send(message) {
        await blocked;
        return files.send(message);
      },
      close: () => files.close(),
    };
    const options = {
      db: api.handle.db,
      log: { error: () => {} },
      now: time.now,
      shopUrl: 'https://hemma.example',
    };
    const busy = createOutboxWorker({ ...options, mail: busyTransport, signal });
    const idle = createOutboxWorker({ ...options, mail: flakyTransport(0), signal });
    const first = await enqueue('first@example.se', time.now());
    busy.kick();
    for (let i = 0; i < 100 && (await row(first)).locked_until === null; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    // The busy worker holds the first mail; a second committed now would wait for it, unless another node helps.
    await enqueue('second@example.se', time.now());
    busy.kick();
    for (let i = 0; i < 300 && (await mailsTo('second@example.se')).length === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await mailsTo('second@example.se')).toHaveLength(1);
    expect(await mailsTo('first@example.se')).toHaveLength(0);
    release();
    await busy.stop();
    await idle.stop();
    expect(await mailsTo('first@example.se')).toHaveLength(1);
  });
});
