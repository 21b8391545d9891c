import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { StatementAccess, StatementRequestCreated } from '#src/domain/receipts/api-types';
import type { StatementCalendar } from '#src/domain/receipts/statement-schema';
import type { Locale } from '#src/lib/locale';
import { isFund, type Fund } from '#src/domain/giving/funds';
import { enqueue } from '../outbox/outbox';
import { STATEMENT_CODES_PER_NUMBER_PER_DAY } from '../outbox/sms-kinds';
import { ServiceError } from '../service-error';
import { digest, newSecret, sameSecret } from '../../security/secrets';
import { SECRET_TOKEN } from '#src/domain/ids';
import { maskMobile } from '../giving/receipt';
import { randomId } from '../giving/ids';
import { yearOfCalendar, yearRange } from './calendar-years';
import { isoAfter, MINUTE_MS } from '#src/lib/durations';

/**
 * Yearly statements by one-time code (docs/behaviour.md#B-RECEIPT-3, decision 026). There are no
 * donor accounts: whoever can read the SMS sent to a number may download that number's
 * statements. The code is six digits, stored hashed, valid CODE_MINUTES, at most MAX_ATTEMPTS
 * tries, used once; a verified code gives an access token (stored hashed) for ACCESS_MINUTES.
 * Every valid number is sent a code whether or not it ever gave, so the answer tells nobody
 * whether a number is a donor's. Limits per address and per number are the router's
 * (rate-limiter-flexible); the daily cap per number is the outbox's for the kind `statement-code`
 * (server/services/outbox/sms-kinds.ts), in the database, so a restart does not reset it.
 */
export const CODE_MINUTES = 10;
export const MAX_ATTEMPTS = 5;
export const ACCESS_MINUTES = 30;
export const DAILY_CODES_PER_NUMBER = STATEMENT_CODES_PER_NUMBER_PER_DAY;

export interface CodeMessage {
  translate: (locale: Locale, key: string, params?: Record<string, unknown>) => string;
  /** The texts' keys when the code opens something else with the same kit (the donor's space); else the statement's. */
  keys?: { subject: string; body: string };
}

/**
 * Stores a new code for `mobile` and queues its SMS in the same transaction. The outbox counts the
 * number's codes under the counting lock, in that transaction, so requests for one number arriving
 * together count one after the other and cannot pass the cap; the one over it rolls back with a 429.
 */
export async function requestStatementCode(
  db: Kysely<Database>,
  input: { mobile: string; locale: Locale },
  message: CodeMessage,
  now = new Date(),
): Promise<StatementRequestCreated & { code: string }> {
  const id = randomId();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = isoAfter(now, CODE_MINUTES * MINUTE_MS);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('statement_requests')
      .values({
        id,
        mobile: input.mobile,
        code_hash: digest(`${id}:${code}`),
        attempts: 0,
        locale: input.locale,
        created_at: now.toISOString(),
        expires_at: expiresAt,
        verified_at: null,
        access_hash: null,
        access_expires_at: null,
      })
      .execute();
    const sms = {
      channel: 'sms',
      kind: 'statement-code',
      recipient: input.mobile,
      subject: message.translate(input.locale, message.keys?.subject ?? 'receipts:statement.smsSubject'),
      body: message.translate(input.locale, message.keys?.body ?? 'receipts:statement.sms', { code }),
    } as const;
    // The code is the point of the request: over the cap, the request is refused, not answered without a text.
    if ((await enqueue(trx, sms, now)) === 'suppressed')
      throw new ServiceError(429, 'rate_limited', 'receipts:errors.tooMany');
  });
  // The code goes back to the caller for the SMS only; the router never answers it.
  return { requestId: id, mobileMasked: maskMobile(input.mobile), expiresAt, code };
}

/**
 * Checks a code. Each try is counted before the comparison (in one conditional UPDATE), so racing
 * tries cannot exceed MAX_ATTEMPTS. Wrong → 400 on the field; expired, used up or unknown → 410.
 */
export async function verifyStatementCode(
  db: Kysely<Database>,
  requestId: string,
  code: string,
  now = new Date(),
): Promise<StatementAccess> {
  const nowIso = now.toISOString();
  const counted = await db
    .updateTable('statement_requests')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', requestId)
    .where('verified_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .where('attempts', '<', MAX_ATTEMPTS)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) !== 1) throw new ServiceError(410, 'code_expired', 'receipts:errors.codeExpired');
  const row = await db
    .selectFrom('statement_requests')
    .selectAll()
    .where('id', '=', requestId)
    .executeTakeFirstOrThrow();
  if (!sameSecret(row.code_hash, digest(`${requestId}:${code}`)))
    throw new ServiceError(400, 'code_wrong', 'receipts:errors.codeWrong', { code: { key: 'statementCodeWrong' } });
  const token = newSecret();
  const expiresAt = isoAfter(now, ACCESS_MINUTES * MINUTE_MS);
  const used = await db
    .updateTable('statement_requests')
    .set({ verified_at: nowIso, access_hash: digest(token), access_expires_at: expiresAt })
    .where('id', '=', requestId)
    .where('verified_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw new ServiceError(410, 'code_expired', 'receipts:errors.codeExpired');
  return { token, expiresAt, years: await donationYears(db, row.mobile) };
}

/** The number an access token opens, while it is valid. */
export async function statementAccess(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<{ mobile: string; locale: Locale } | null> {
  if (!SECRET_TOKEN.test(token)) return null;
  const row = await db
    .selectFrom('statement_requests')
    .select(['mobile', 'locale', 'access_expires_at'])
    .where('access_hash', '=', digest(token))
    .executeTakeFirst();
  if (!row || !row.access_expires_at || row.access_expires_at <= now.toISOString()) return null;
  return { mobile: row.mobile, locale: row.locale === 'en' ? 'en' : 'ar' };
}

function paidOrdersOf(db: Kysely<Database>, mobile: string) {
  return db
    .selectFrom('orders')
    .where('donor_mobile', '=', mobile)
    .where('status', '=', 'paid')
    .where('is_test', '=', 0)
    .where('paid_at', 'is not', null);
}

/** Years with paid donations from `mobile`, per calendar, newest first. */
export async function donationYears(db: Kysely<Database>, mobile: string): Promise<StatementAccess['years']> {
  const rows = await paidOrdersOf(db, mobile).select('paid_at').execute();
  const years = (calendar: StatementCalendar) =>
    [...new Set(rows.map((row) => yearOfCalendar(calendar, new Date(row.paid_at ?? ''))))].sort((a, b) => b - a);
  return { hijri: years('hijri'), gregorian: years('gregorian') };
}

export interface StatementOrder {
  number: number;
  paidAt: string;
  total: number;
  /** A charge of a periodic plan (periodic_charges.order_id), not a basket. */
  periodic: boolean;
  lines: { title: { ar: string; en: string }; kind: string; fund?: Fund; amount: number }[];
}

export interface Statement {
  mobile: string;
  calendar: StatementCalendar;
  /** Null for a statement of a range of days (the donor's space), which says its first and last day. */
  year: number | null;
  range: { start: string; end: string };
  orders: StatementOrder[];
  total: number;
}

/** The paid, non-test orders of `mobile` in a year (periodic charges are orders too). */
export async function loadStatement(
  db: Kysely<Database>,
  mobile: string,
  calendar: StatementCalendar,
  year: number,
): Promise<Statement> {
  return { ...(await loadStatementBetween(db, mobile, yearRange(calendar, year))), calendar, year };
}

/** The paid, non-test orders of `mobile` paid from `range.start` up to (not including) `range.end`. */
export async function loadStatementBetween(
  db: Kysely<Database>,
  mobile: string,
  range: Statement['range'],
): Promise<Statement> {
  const orders = await paidOrdersOf(db, mobile)
    .select(['id', 'number', 'paid_at', 'total'])
    .where('paid_at', '>=', range.start)
    .where('paid_at', '<', range.end)
    .orderBy('paid_at')
    .execute();
  const items = orders.length
    ? await db
        .selectFrom('order_items')
        .selectAll()
        .where(
          'order_id',
          'in',
          orders.map((order) => order.id),
        )
        .orderBy('order_id')
        .orderBy('position')
        .execute()
    : [];
  const periodic = orders.length
    ? new Set(
        (
          await db
            .selectFrom('periodic_charges')
            .select('order_id')
            .where(
              'order_id',
              'in',
              orders.map((order) => order.id),
            )
            .execute()
        ).map((row) => row.order_id),
      )
    : new Set<string | null>();
  const result: StatementOrder[] = orders.map((order) => ({
    number: Number(order.number),
    paidAt: order.paid_at ?? '',
    total: Number(order.total),
    periodic: periodic.has(order.id),
    lines: items
      .filter((item) => item.order_id === order.id)
      .map((item) => {
        const fund = (item as { fund?: unknown }).fund;
        return {
          title: { ar: item.title_ar, en: item.title_en },
          kind: item.kind,
          ...(isFund(fund) ? { fund } : {}),
          amount: Number(item.amount),
        };
      }),
  }));
  return {
    mobile,
    calendar: 'gregorian',
    year: null,
    range,
    orders: result,
    total: result.reduce((sum, order) => sum + order.total, 0),
  };
}
