import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { enqueue, type OutgoingMessage } from '../../server/services/outbox/outbox';
import { DEFAULT_SMS_POLICY, SMS_KINDS, smsPolicy } from '../../server/services/outbox/sms-kinds';
import { SMS_BUDGET_ALERT_KIND } from '../../server/services/outbox/sms-budget';
import type { Transport } from '../../server/services/outbox/transport';
import { createOutboxWorker } from '../../server/services/outbox/worker';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../helpers/test-database';
import { enqueuePaidMessages } from '../../server/services/giving/notifications';
import type { OrderItemTable, OrderTable } from '../../server/db/tables/giving';
import type { Selectable } from 'kysely';

/**
 * Every SMS kind has a cap per number, counted in the database when it is queued, and the site's
 * hourly budget holds back what is not essential (docs/behaviour.md#B-SMS-1, #B-SMS-2).
 */
const sms = (kind: string, recipient: string, body = kind): OutgoingMessage => ({
  channel: 'sms',
  kind,
  recipient,
  subject: kind,
  body,
});

function recordingTransport(): Transport & { sent: OutgoingMessage[] } {
  const sent: OutgoingMessage[] = [];
  return { name: 'memory', sent, send: async (message) => void sent.push(message) };
}

function capturingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

describe('SMS kinds', () => {
  it('call codes and receipts essential and everything else (welcomes, reminders, confirmations) not', () => {
    expect(smsPolicy('statement-code').essential).toBe(true);
    expect(smsPolicy('order-paid').essential).toBe(true);
    for (const kind of [
      'aid-reference',
      'gift-card',
      'periodic.welcome',
      'periodic.beforeCharge',
      'periodic.amountChanged',
      'periodic.paused',
    ])
      expect(smsPolicy(kind).essential).toBe(false);
    // A kind added later, or none at all, still has a cap and waits for the budget.
    expect(smsPolicy('periodic.somethingNew')).toEqual(DEFAULT_SMS_POLICY);
    expect(smsPolicy(null)).toEqual(DEFAULT_SMS_POLICY);
    expect(smsPolicy('constructor')).toEqual(DEFAULT_SMS_POLICY);
    for (const policy of Object.values(SMS_KINDS)) expect(policy.perNumber.max).toBeGreaterThan(0);
  });
});

describe.each(TEST_DIALECTS)('SMS caps and the hourly budget (%s)', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  }, 60_000);
  afterAll(async () => database.destroy());
  afterEach(async () => {
    await database.db.deleteFrom('outbox_messages').execute();
    await database.db.deleteFrom('sms_suppressions').execute();
    await database.db.deleteFrom('staff_members').execute();
  });

  const queued = (recipient: string) =>
    database.db
      .selectFrom('outbox_messages')
      .select(['kind', 'recipient'])
      .where('channel', '=', 'sms')
      .where('recipient', '=', recipient)
      .execute();

  it('caps each kind per number in a day, a kind not listed too, and records what it skips', async () => {
    const at = new Date('2026-11-27T09:00:00.000Z');
    const outcomes = [];
    for (let i = 0; i < 5; i += 1)
      outcomes.push(await enqueue(database.db, sms('periodic.somethingNew', '0566000100'), at));
    expect(outcomes).toEqual(['queued', 'queued', 'queued', 'suppressed', 'suppressed']);
    // Another kind to the same number, and the same kind to another number, count on their own;
    // a number in another spelling is the same number.
    expect(await enqueue(database.db, sms('periodic.welcome', '+966 56 600 0100'), at)).toBe('queued');
    expect(await enqueue(database.db, sms('periodic.somethingNew', '0566000101'), at)).toBe('queued');
    expect(await queued('0566000100')).toHaveLength(4);
    expect(await database.db.selectFrom('sms_suppressions').select(['kind', 'recipient']).execute()).toEqual([
      { kind: 'periodic.somethingNew', recipient: '0566000100' },
      { kind: 'periodic.somethingNew', recipient: '0566000100' },
    ]);
    // A day later the number may be texted again.
    expect(
      await enqueue(database.db, sms('periodic.somethingNew', '0566000100'), new Date('2026-11-28T09:00:01.000Z')),
    ).toBe('queued');
  });

  it('texts at most three gift cards to one number when an order is paid, and always the receipt', async () => {
    const at = new Date('2026-11-27T09:30:00.000Z');
    // Only the columns the messages read: the order and its lines as settling passes them.
    const order = {
      id: 'order-gifts',
      number: '7',
      locale: 'en',
      total: '20000',
      donor_name: 'Donor',
      donor_mobile: '0566000500',
      donor_email: null,
      paid_at: at.toISOString(),
      created_at: at.toISOString(),
    } as unknown as Selectable<OrderTable>;
    const items = [1, 2, 3, 4].map((n) => ({
      gift_code: `card${n}`,
      gift_recipient_mobile: '0566000501',
      gift_occasion_id: null,
      gift_sender: 'Sender',
    })) as unknown as Selectable<OrderItemTable>[];
    await database.db.transaction().execute((trx) =>
      enqueuePaidMessages(trx, order, items, {
        publicUrl: 'https://example.org',
        translate: (_locale, key) => key,
        enqueue: (inner, message) => enqueue(inner, message, at),
      }),
    );
    expect(await queued('0566000500')).toEqual([{ kind: 'order-paid', recipient: '0566000500' }]);
    expect(await queued('0566000501')).toEqual(Array(3).fill({ kind: 'gift-card', recipient: '0566000501' }));
  });

  it('holds the cap when the texts for one number are queued together', async () => {
    const burst = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        database.db.transaction().execute((trx) => enqueue(trx, sms('periodic.welcome', '0566000200'))),
      ),
    );
    expect(burst.every((result) => result.status === 'fulfilled')).toBe(true);
    expect(await queued('0566000200')).toHaveLength(SMS_KINDS['periodic.welcome'].perNumber.max);
  });

  it('past the hourly budget, holds non-essential SMS and sends essential ones; alerts the admins once; sends the held ones when the hour allows', async () => {
    let clock = new Date('2026-11-27T10:00:00.000Z');
    const now = () => clock;
    const at = (iso: string) => (clock = new Date(iso));
    await database.db
      .insertInto('staff_members')
      .values([
        {
          email: 'admin@example.org',
          name: 'Admin',
          role: 'admin',
          password_hash: null,
          totp_secret: null,
          totp_pending_secret: null,
          totp_last_step: null,
          disabled_at: null,
          password_changed_at: null,
          created_at: clock.toISOString(),
        },
        {
          email: 'gone@example.org',
          name: 'Former admin',
          role: 'admin',
          password_hash: null,
          totp_secret: null,
          totp_pending_secret: null,
          totp_last_step: null,
          disabled_at: clock.toISOString(),
          password_changed_at: null,
          created_at: clock.toISOString(),
        },
        {
          email: 'editor@example.org',
          name: 'Editor',
          role: 'editor',
          password_hash: null,
          totp_secret: null,
          totp_pending_secret: null,
          totp_last_step: null,
          disabled_at: null,
          password_changed_at: null,
          created_at: clock.toISOString(),
        },
      ])
      .execute();
    const transport = recordingTransport();
    const { logger, lines } = capturingLogger();
    const worker = createOutboxWorker({
      db: database.db,
      transports: { email: transport, sms: transport },
      logger,
      now,
      smsBudget: { hourly: 3, staffEmail: 'staff@example.org' },
    });
    const sentSms = () => transport.sent.filter((message) => message.channel === 'sms').map((message) => message.body);

    for (const n of [1, 2, 3])
      await enqueue(database.db, sms('periodic.welcome', `056600030${n}`, `welcome ${n}`), clock);
    await worker.runOnce();
    expect(sentSms()).toEqual(['welcome 1', 'welcome 2', 'welcome 3']);

    at('2026-11-27T10:20:00.000Z');
    await enqueue(database.db, sms('aid-reference', '0566000311', 'reference'), clock);
    await enqueue(database.db, sms('statement-code', '0566000312', 'code'), clock);
    await enqueue(database.db, sms('periodic.beforeCharge', '0566000313', 'reminder'), clock);
    await worker.runOnce();
    // The code goes; the reference and the reminder wait, not tried and not failed.
    expect(sentSms()).toEqual(['welcome 1', 'welcome 2', 'welcome 3', 'code']);
    const held = await database.db
      .selectFrom('outbox_messages')
      .select(['body', 'status', 'attempts', 'next_attempt_at'])
      .where('body', 'in', ['reference', 'reminder'])
      .orderBy('id')
      .execute();
    expect(held).toEqual([
      { body: 'reference', status: 'pending', attempts: 0, next_attempt_at: '2026-11-27T11:00:00.000Z' },
      { body: 'reminder', status: 'pending', attempts: 0, next_attempt_at: '2026-11-27T11:00:00.000Z' },
    ]);
    const alerts = () =>
      database.db
        .selectFrom('outbox_messages')
        .select(['channel', 'recipient', 'subject', 'body'])
        .where('kind', '=', SMS_BUDGET_ALERT_KIND)
        .execute();
    const [alert, ...more] = await alerts();
    expect(more).toEqual([]);
    expect(alert).toMatchObject({
      channel: 'email',
      recipient: 'admin@example.org',
      subject: 'نفدت حصة الموقع من الرسائل النصية لهذه الساعة',
    });
    expect(alert!.body).toContain('SMS_HOURLY_BUDGET');
    // Spent at 10:20 UTC: staff read 13:20 on Riyadh's clock, in Arabic digits.
    expect(alert!.body).toContain('٢٠٢٦-١١-٢٧ ١٣:٢٠ (بتوقيت الرياض)');
    expect(lines.filter((line) => line.level === 40 && /SMS budget/.test(line.msg))).toHaveLength(1);

    // More essential texts in the same hour: they go; the staff are not told twice.
    at('2026-11-27T10:30:00.000Z');
    await enqueue(database.db, sms('order-paid', '0566000314', 'receipt'), clock);
    await enqueue(database.db, sms('aid-reference', '0566000315', 'reference 2'), clock);
    await worker.runOnce();
    expect(sentSms()).toEqual(['welcome 1', 'welcome 2', 'welcome 3', 'code', 'receipt']);
    expect(transport.sent.filter((message) => message.channel === 'email').map((message) => message.recipient)).toEqual(
      ['admin@example.org'],
    );
    expect(await alerts()).toHaveLength(1);

    // At 11:00 the welcomes' places are free again (the code and the receipt still hold two of
    // three): one held text goes, the next waits for 11:20, when the code's place frees.
    at('2026-11-27T11:00:00.000Z');
    await worker.runOnce();
    expect(sentSms().slice(5)).toEqual(['reference']);
    at('2026-11-27T11:20:00.000Z');
    await worker.runOnce();
    expect(sentSms().slice(5)).toEqual(['reference', 'reminder']);
    at('2026-11-27T11:30:00.000Z');
    await worker.runOnce();
    expect(sentSms().slice(5)).toEqual(['reference', 'reminder', 'reference 2']);
    // Nothing was lost. The budget was still spent at 11:20, an hour after the first alert: the
    // staff are told again, once an hour at most.
    expect(
      await database.db.selectFrom('outbox_messages').select('id').where('status', '!=', 'sent').execute(),
    ).toEqual([]);
    expect(await alerts()).toHaveLength(2);
  });

  it('emails STAFF_EMAIL when there is no admin account', async () => {
    const clock = new Date('2026-11-27T12:00:00.000Z');
    const transport = recordingTransport();
    const worker = createOutboxWorker({
      db: database.db,
      transports: { email: transport, sms: transport },
      logger: pino({ level: 'silent' }),
      now: () => clock,
      smsBudget: { hourly: 1, staffEmail: 'staff@example.org' },
    });
    await enqueue(database.db, sms('periodic.welcome', '0566000401'), clock);
    await enqueue(database.db, sms('periodic.welcome', '0566000402'), clock);
    await worker.runOnce();
    expect(
      await database.db
        .selectFrom('outbox_messages')
        .select(['recipient'])
        .where('kind', '=', SMS_BUDGET_ALERT_KIND)
        .execute(),
    ).toEqual([{ recipient: 'staff@example.org' }]);
  });
});
