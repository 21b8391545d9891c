import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/logger';
import { enqueue } from '../../server/services/outbox/outbox';
import { smsHttpTransport } from '../../server/services/outbox/sms-http-transport';
import { smtpTransport } from '../../server/services/outbox/smtp-transport';
import type { Transport, Transports } from '../../server/services/outbox/transport';
import { backoffDelay, createOutboxWorker } from '../../server/services/outbox/worker';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../helpers/test-database';

const logger = createLogger('silent');

function failingTransport(failures: number): Transport & { calls: number } {
  const transport = {
    name: 'flaky',
    calls: 0,
    async send() {
      transport.calls += 1;
      if (transport.calls <= failures) throw new Error(`provider down (${transport.calls})`);
    },
  };
  return transport;
}

describe('backoff', () => {
  it('doubles from the base and stops at the cap', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => backoffDelay(attempt, 1000, 10_000))).toEqual([
      1000, 2000, 4000, 8000, 10_000,
    ]);
  });
});

describe.each(TEST_DIALECTS)('outbox worker on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => database.destroy());
  afterEach(async () => {
    await database.db.deleteFrom('outbox_messages').execute();
  });

  it('retries a failing transport with exponential backoff, then sends', async () => {
    let clock = new Date('2026-11-22T10:00:00.000Z');
    const email = failingTransport(2);
    const transports: Transports = { email, sms: email };
    await database.db
      .transaction()
      .execute((trx) =>
        enqueue(trx, { channel: 'email', recipient: 'staff@example.org', subject: 'S', body: 'B' }, clock),
      );
    const worker = createOutboxWorker({
      db: database.db,
      transports,
      logger,
      baseDelayMs: 60_000,
      maxAttempts: 5,
      now: () => clock,
    });
    const row = () => database.db.selectFrom('outbox_messages').selectAll().executeTakeFirstOrThrow();

    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(await row()).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'provider down (1)',
      next_attempt_at: '2026-11-22T10:01:00.000Z',
    });
    // Not due yet: nothing happens.
    clock = new Date('2026-11-22T10:00:59.000Z');
    await worker.runOnce();
    expect(email.calls).toBe(1);
    clock = new Date('2026-11-22T10:01:00.000Z');
    await worker.runOnce();
    expect(await row()).toMatchObject({ status: 'pending', attempts: 2, next_attempt_at: '2026-11-22T10:03:00.000Z' });
    clock = new Date('2026-11-22T10:03:00.000Z');
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(await row()).toMatchObject({
      status: 'sent',
      attempts: 3,
      last_error: null,
      sent_at: '2026-11-22T10:03:00.000Z',
    });
    await worker.runOnce();
    expect(email.calls).toBe(3);
  });

  it('marks a message failed after the maximum attempts', async () => {
    let clock = new Date('2026-11-22T10:00:00.000Z');
    const email = failingTransport(100);
    await enqueue(database.db, { channel: 'email', recipient: 'staff@example.org', subject: 'S', body: 'B' }, clock);
    const worker = createOutboxWorker({
      db: database.db,
      transports: { email, sms: email },
      logger,
      baseDelayMs: 1000,
      maxAttempts: 3,
      now: () => clock,
    });
    for (let i = 0; i < 5; i += 1) {
      await worker.runOnce();
      clock = new Date(clock.getTime() + 60_000);
    }
    expect(email.calls).toBe(3);
    const row = await database.db.selectFrom('outbox_messages').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', attempts: 3, last_error: 'provider down (3)' });
  });

  it('a message enqueued in a transaction that rolls back is never sent', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await enqueue(trx, { channel: 'email', recipient: 'staff@example.org', subject: 'S', body: 'B' });
        throw new Error('the submission failed');
      }),
    ).rejects.toThrow('the submission failed');
    const { n } = await database.db
      .selectFrom('outbox_messages')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(0);
  });

  it('start() delivers what is already due and close() stops it', async () => {
    const sent: string[] = [];
    const transport: Transport = { name: 'memory', send: async (message) => void sent.push(message.subject) };
    await enqueue(database.db, { channel: 'sms', recipient: '0512345678', subject: 'queued before boot', body: 'B' });
    const worker = createOutboxWorker({
      db: database.db,
      transports: { email: transport, sms: transport },
      logger,
      pollMs: 20,
    });
    worker.start();
    await enqueue(database.db, {
      channel: 'email',
      recipient: 'staff@example.org',
      subject: 'queued while running',
      body: 'B',
    });
    await expect.poll(() => sent.length, { timeout: 3000 }).toBe(2);
    await worker.close();
    expect(sent).toEqual(['queued before boot', 'queued while running']);
  });
});

describe('transports', () => {
  it('SMTP: delivers to a local SMTP server', async () => {
    const received: { from: string; to: string[]; data: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({
            from: String(session.envelope.mailFrom && session.envelope.mailFrom.address),
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const port = (server.server.address() as AddressInfo).port;
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, 'Website <no-reply@example.org>');
    try {
      await transport.send({
        channel: 'email',
        recipient: 'staff@example.org',
        subject: 'طلب توظيف جديد JOB-2026-000001',
        body: 'الاسم: تجربة',
      });
    } finally {
      transport.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(received).toHaveLength(1);
    expect(received[0].from).toBe('no-reply@example.org');
    expect(received[0].to).toEqual(['staff@example.org']);
    expect(received[0].data).toMatch(/Subject: =\?UTF-8\?/);
  });

  it('SMTP: an unreachable server is an error the worker can retry', async () => {
    const transport = smtpTransport('smtp://127.0.0.1:1', 'no-reply@example.org');
    await expect(
      transport.send({ channel: 'email', recipient: 'staff@example.org', subject: 'S', body: 'B' }),
    ).rejects.toThrow();
    transport.close();
  });

  describe('HTTP SMS', () => {
    let server: Server;
    let url: string;
    const requests: { auth?: string; body: unknown }[] = [];
    let status = 200;
    beforeAll(async () => {
      server = createServer((req, res) => {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk));
        req.on('end', () => {
          requests.push({ auth: req.headers.authorization, body: JSON.parse(body) });
          res.statusCode = status;
          res.end('{}');
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('posts JSON { to (E.164), text } with the bearer token; a 5xx is a failure', async () => {
      const transport = smsHttpTransport(url, 'secret-token');
      await transport.send({
        channel: 'sms',
        recipient: '0512345678',
        subject: '',
        body: 'Your reference is AID-2026-000001',
      });
      expect(requests[0]).toEqual({
        auth: 'Bearer secret-token',
        body: { to: '+966512345678', text: 'Your reference is AID-2026-000001' },
      });
      status = 503;
      await expect(transport.send({ channel: 'sms', recipient: '0512345678', subject: '', body: 'x' })).rejects.toThrow(
        '503',
      );
    });
  });
});
