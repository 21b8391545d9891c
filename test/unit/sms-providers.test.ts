import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import { createTransports } from '../../server/services/outbox/create-transports';
import { enqueue } from '../../server/services/outbox/outbox';
import { SmsSendError } from '../../server/services/outbox/sms-send-error';
import { taqnyatTransport } from '../../server/services/outbox/taqnyat-transport';
import type { Transport } from '../../server/services/outbox/transport';
import { unifonicTransport } from '../../server/services/outbox/unifonic-transport';
import { createOutboxWorker } from '../../server/services/outbox/worker';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../helpers/test-database';
import { startTaqnyatStub, TAQNYAT_SENDER, TAQNYAT_TOKEN } from '../helpers/taqnyat-stub';
import { startUnifonicStub, UNIFONIC_APP_SID, UNIFONIC_SENDER } from '../helpers/unifonic-stub';

const logger = createLogger('silent');
const ARABIC = 'تم استلام طلبك رقم AID-2026-000001، شكرًا لك. جمعية الوقف الصحي';
const sms = (recipient: string, body = ARABIC) => ({ channel: 'sms' as const, recipient, subject: '', body });

/** The error a send threw, or a failure of the test when it did not throw one. */
async function sendError(transport: Transport, recipient: string): Promise<SmsSendError> {
  const error: unknown = await transport.send(sms(recipient)).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof SmsSendError)) throw new Error(`expected an SmsSendError, got ${String(error)}`);
  return error;
}

describe('Unifonic transport against a local stub of its REST API', () => {
  let stub: Awaited<ReturnType<typeof startUnifonicStub>>;
  let transport: Transport;
  beforeAll(async () => {
    stub = await startUnifonicStub();
    transport = unifonicTransport({
      baseUrl: stub.url,
      appSid: UNIFONIC_APP_SID,
      senderId: UNIFONIC_SENDER,
      timeoutMs: 2000,
    });
  });
  afterAll(() => stub.close());

  it('posts AppSid, SenderID, the number as 9665XXXXXXXX and the Arabic body intact; returns the MessageID', async () => {
    for (const spelling of ['0512345678', '+966 51 234 5678', '٠٥١٢٣٤٥٦٧٨']) {
      const receipt = await transport.send(sms(spelling));
      expect(receipt?.providerMessageId).toBe(stub.sent.at(-1)?.messageId);
    }
    expect(stub.sent.map((sent) => sent.recipient)).toEqual(['966512345678', '966512345678', '966512345678']);
    expect(stub.sent.every((sent) => sent.body === ARABIC && sent.senderId === UNIFONIC_SENDER)).toBe(true);
  });

  it('retries what may pass (5xx, 429, a dropped connection, a wrong AppSid) and gives up on a refused message', async () => {
    stub.failNext({ status: 503 }, { status: 429 }, 'drop', { status: 400 });
    expect((await sendError(transport, '0512345678')).permanent).toBe(false);
    expect((await sendError(transport, '0512345678')).permanent).toBe(false);
    expect((await sendError(transport, '0512345678')).permanent).toBe(false);
    expect((await sendError(transport, '0512345678')).permanent).toBe(true);
    const wrongSid = unifonicTransport({ baseUrl: stub.url, appSid: 'not-the-app-sid', senderId: UNIFONIC_SENDER });
    const refused = await sendError(wrongSid, '0512345678');
    expect(refused).toMatchObject({ permanent: false, message: expect.stringContaining('ER-01') });
    // The credential never reaches the error (it lands in last_error and the log).
    expect(refused.message).not.toContain('not-the-app-sid');
  });

  it('refuses a number that is not a Saudi mobile without asking the provider', async () => {
    const before = stub.requests.length;
    expect((await sendError(transport, '0112345678')).permanent).toBe(true);
    expect(stub.requests.length).toBe(before);
  });
});

describe('Taqnyat transport against a local stub of its API', () => {
  let stub: Awaited<ReturnType<typeof startTaqnyatStub>>;
  let transport: Transport;
  beforeAll(async () => {
    stub = await startTaqnyatStub();
    transport = taqnyatTransport({ baseUrl: stub.url, token: TAQNYAT_TOKEN, sender: TAQNYAT_SENDER, timeoutMs: 2000 });
  });
  afterAll(() => stub.close());

  it('posts JSON { sender, body, recipients: [9665XXXXXXXX] } with the bearer token; returns the messageId', async () => {
    const receipt = await transport.send(sms('00966512345678'));
    expect(stub.sent).toEqual([
      { messageId: 7001, recipients: ['966512345678'], sender: TAQNYAT_SENDER, body: ARABIC },
    ]);
    expect(receipt?.providerMessageId).toBe('7001');
    expect(stub.requests[0]?.headers['content-type']).toContain('application/json');
  });

  it('retries a 5xx, a 429, a dropped connection and a refused token; gives up on a 400', async () => {
    stub.failNext({ status: 500 }, { status: 429 }, 'drop', { status: 400 });
    expect((await sendError(transport, '0512345678')).permanent).toBe(false);
    expect((await sendError(transport, '0512345678')).permanent).toBe(false);
    expect((await sendError(transport, '0512345678')).permanent).toBe(false);
    expect((await sendError(transport, '0512345678')).permanent).toBe(true);
    const wrongToken = taqnyatTransport({ baseUrl: stub.url, token: 'wrong-token-value', sender: TAQNYAT_SENDER });
    expect(await sendError(wrongToken, '0512345678')).toMatchObject({
      permanent: false,
      message: 'Taqnyat answered 401 Unauthorized',
    });
  });
});

describe('SMS provider settings at boot', () => {
  const boot = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });
  const bootError = (env: Record<string, string>) => {
    try {
      boot(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.message;
    }
    throw new Error('expected a ConfigError');
  };

  it('keeps the log by default and the HTTP shape when SMS_HTTP_URL is set', () => {
    expect(boot({}).SMS_PROVIDER).toBe('log');
    expect(boot({ SMS_HTTP_URL: 'https://sms.example.org/send' }).SMS_PROVIDER).toBe('http');
    expect(createTransports(boot({}), logger).sms.name).toBe('log');
    expect(createTransports(boot({ SMS_HTTP_URL: 'https://sms.example.org/send' }), logger).sms.name).toBe('sms-http');
  });

  it('names the missing setting for each provider', () => {
    expect(bootError({ SMS_PROVIDER: 'unifonic' })).toContain(
      'UNIFONIC_APP_SID: SMS_PROVIDER=unifonic needs UNIFONIC_APP_SID and SMS_SENDER_ID',
    );
    expect(bootError({ SMS_PROVIDER: 'unifonic', UNIFONIC_APP_SID: UNIFONIC_APP_SID })).toContain('SMS_SENDER_ID');
    expect(bootError({ SMS_PROVIDER: 'taqnyat', SMS_SENDER_ID: 'Waqf' })).toContain(
      'TAQNYAT_TOKEN: SMS_PROVIDER=taqnyat needs TAQNYAT_TOKEN',
    );
    expect(bootError({ SMS_PROVIDER: 'http' })).toContain('SMS_HTTP_URL: SMS_PROVIDER=http needs SMS_HTTP_URL');
    expect(bootError({ SMS_PROVIDER: 'carrier-pigeon' })).toContain('SMS_PROVIDER');
    expect(bootError({ SMS_DELIVERY_WEBHOOK_SECRET: 'short' })).toContain(
      'SMS_DELIVERY_WEBHOOK_SECRET: must be at least 24 characters',
    );
    expect(
      bootError({ SMS_PROVIDER: 'taqnyat', TAQNYAT_TOKEN: TAQNYAT_TOKEN, SMS_SENDER_ID: 'A sender far too long' }),
    ).toContain('SMS_SENDER_ID');
  });

  it('builds the chosen provider with its settings', () => {
    expect(
      createTransports(boot({ SMS_PROVIDER: 'unifonic', UNIFONIC_APP_SID, SMS_SENDER_ID: 'Waqf' }), logger).sms.name,
    ).toBe('unifonic');
    expect(
      createTransports(boot({ SMS_PROVIDER: 'taqnyat', TAQNYAT_TOKEN, SMS_SENDER_ID: 'Waqf' }), logger).sms.name,
    ).toBe('taqnyat');
  });
});

describe.each(TEST_DIALECTS)('outbox worker through a provider on %s', (dialect) => {
  let database: TestDatabase;
  let stub: Awaited<ReturnType<typeof startTaqnyatStub>>;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    stub = await startTaqnyatStub();
  });
  afterAll(async () => {
    await stub.close();
    await database.destroy();
  });
  afterEach(async () => {
    await database.db.deleteFrom('outbox_messages').execute();
  });

  const worker = (now: () => Date) =>
    createOutboxWorker({
      db: database.db,
      transports: {
        email: { name: 'none', send: async () => undefined },
        sms: taqnyatTransport({ baseUrl: stub.url, token: TAQNYAT_TOKEN, sender: TAQNYAT_SENDER, timeoutMs: 2000 }),
      },
      logger,
      maxAttempts: 5,
      baseDelayMs: 60_000,
      now,
    });
  const row = () => database.db.selectFrom('outbox_messages').selectAll().executeTakeFirstOrThrow();

  it('records the provider and its message id on the row when sent', async () => {
    const clock = new Date('2026-11-27T10:00:00.000Z');
    await enqueue(database.db, { ...sms('0512345678'), kind: 'aid-reference' }, clock);
    expect(await worker(() => clock).runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(await row()).toMatchObject({
      status: 'sent',
      provider: 'taqnyat',
      provider_message_id: String(stub.sent.at(-1)?.messageId),
      delivery_status: null,
    });
  });

  it('retries a provider outage with backoff, and marks a refused message failed at the first answer', async () => {
    const clock = new Date('2026-11-27T11:00:00.000Z');
    await enqueue(database.db, { ...sms('0512345678'), kind: 'aid-reference' }, clock);
    stub.failNext({ status: 503 });
    expect(await worker(() => clock).runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(await row()).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'Taqnyat answered 503 stub failure',
      next_attempt_at: '2026-11-27T11:01:00.000Z',
    });
    stub.failNext({ status: 400 });
    const later = new Date('2026-11-27T11:01:00.000Z');
    expect(await worker(() => later).runOnce()).toEqual({ sent: 0, failed: 1 });
    expect(await row()).toMatchObject({
      status: 'failed',
      attempts: 2,
      last_error: 'Taqnyat answered 400 stub failure',
      provider: null,
    });
  });
});
