import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ReceiptCheck, ReceiptVerification } from '#src/domain/receipts/api-types';
import { qrMatrix, qrSvgPath } from '../../pdf/qr';
import { publicAddress } from '#src/lib/public-address';
import { receiptRefund } from '../giving/refund-summary';

/**
 * Receipt verification (docs/behaviour.md#B-RECEIPT-2): each paid order gets one random code,
 * printed as a QR code to the public page /receipts/verify/CODE, which confirms the amount and
 * the date and nothing about the donor. The code is not the order id (which opens the full
 * receipt), so a printed receipt handed to someone shows them no more than the paper does.
 */

// Readable aloud and typed from paper: no 0/O, 1/I/L, U. 26 of 30 symbols ≈ 127 bits.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const VERIFY_CODE_LENGTH = 26;
export const VERIFY_CODE_PATTERN = /^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{26}$/;

export function newVerifyCode(): string {
  let code = '';
  for (let i = 0; i < VERIFY_CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Lower case, spaces and dashes as people type them from paper → the stored form. */
export function normaliseVerifyCode(input: string): string {
  return input.trim().toUpperCase().replace(/[\s-]/g, '');
}

export function verifyUrl(publicUrl: string, code: string, locale: 'ar' | 'en'): string {
  return publicAddress(publicUrl, `/${locale}/receipts/verify/${code}`);
}

/**
 * The code of a paid order's receipt, made the first time it is asked for. Two first requests at
 * once both insert-or-ignore, then both read the one row that won.
 */
export async function ensureVerifyCode(db: Kysely<Database>, orderId: string, now = new Date()): Promise<string> {
  const existing = await db
    .selectFrom('receipt_codes')
    .select('code')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (existing) return existing.code;
  await db
    .insertInto('receipt_codes')
    .values({ order_id: orderId, code: newVerifyCode(), created_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('order_id').doNothing())
    .execute();
  const row = await db
    .selectFrom('receipt_codes')
    .select('code')
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return row.code;
}

export function receiptVerification(publicUrl: string, code: string, locale: 'ar' | 'en'): ReceiptVerification {
  const url = verifyUrl(publicUrl, code, locale);
  const matrix = qrMatrix(url);
  return { code, url, qr: { size: matrix.size, path: qrSvgPath(matrix) } };
}

/** What the public verification page shows for a code; null when no receipt has it. */
export async function checkReceipt(db: Kysely<Database>, code: string): Promise<ReceiptCheck | null> {
  if (!VERIFY_CODE_PATTERN.test(code)) return null;
  const row = await db
    .selectFrom('receipt_codes')
    .innerJoin('orders', 'orders.id', 'receipt_codes.order_id')
    .select([
      'orders.id',
      'orders.number',
      'orders.total',
      'orders.refunded',
      'orders.paid_at',
      'orders.status',
      'orders.is_test',
    ])
    .where('receipt_codes.code', '=', code)
    .executeTakeFirst();
  if (!row) return null;
  if (row.status !== 'paid' || !row.paid_at) return { status: 'void', number: Number(row.number) };
  const profile = await db.selectFrom('association_profile').select(['name_ar', 'name_en']).executeTakeFirst();
  // A refund voids the receipt for what was given back: all of it, or the refunded part (B-RECEIPT-2).
  const refund = await receiptRefund(db, row);
  const facts = {
    number: Number(row.number),
    total: Number(row.total),
    currency: 'SAR' as const,
    paidAt: row.paid_at,
    test: row.is_test === 1,
    association: profile ? { ar: profile.name_ar, en: profile.name_en } : null,
  };
  if (refund?.status === 'full') return { status: 'refunded', ...facts, refund };
  return { status: 'valid', ...facts, ...(refund ? { refund } : {}) };
}
