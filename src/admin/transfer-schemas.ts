import { z } from 'zod';
import { msg } from '../domain/validation';
import { normaliseDigits } from '../domain/applications/digits';
import { parseRiyalsText, MAX_ORDER_HALALAS } from '../domain/giving/money';
import { isCivilDate } from '../lib/civil-dates';
import { optionalText, text } from './content-schemas';

/**
 * Bank transfers confirmed against the bank's statement, and statements imported to match them:
 * the inputs shared by the screens (src/admin/transfers/) and /api/admin. Messages are keys of the
 * validation namespace.
 */

/** paid: the amount matched; discrepancy: another amount, waiting for a decision; accepted / rejected: decided. */
export const TRANSFER_CONFIRMATION_STATUSES = ['paid', 'discrepancy', 'accepted', 'rejected'] as const;
export type TransferConfirmationStatus = (typeof TRANSFER_CONFIRMATION_STATUSES)[number];

/** A reference as banks print them: letters (Latin or Arabic), digits and a few separators. */
const BANK_REFERENCE = /^[\p{L}\p{N}][\p{L}\p{N} ._/#:-]{0,99}$/u;

export const bankReference = z
  .string({ message: msg('required') })
  .transform((value) => normaliseDigits(value).trim())
  .pipe(
    z
      .string()
      .min(1, msg('required'))
      .max(100, msg('tooLong', { max: 100 }))
      .regex(BANK_REFERENCE, msg('bankReference')),
  );

/** One reference however it was typed: upper case, no spaces (the uniqueness key). */
export function referenceKey(reference: string): string {
  return normaliseDigits(reference).replace(/\s+/g, '').toUpperCase();
}

/** The bank's value date: a real Riyadh day, written YYYY-MM-DD (the date input's value). */
export const valueDate = z
  .string({ message: msg('required') })
  .transform((value) => normaliseDigits(value).trim())
  .pipe(z.string().min(1, msg('required')).refine(isCivilDate, msg('invalid')));

/** Riyals as typed (`300`, `300.50`, `٣٠٠٫٥٠`), to halalas: more than zero, at most an order's ceiling. */
export const receivedAmount = z
  .string({ message: msg('required') })
  .trim()
  .min(1, msg('required'))
  .max(20, msg('invalid'))
  .transform((value, ctx) => {
    const halalas = parseRiyalsText(value);
    if (halalas === null || halalas < 1 || halalas > MAX_ORDER_HALALAS) {
      ctx.addIssue({ code: 'custom', message: msg('invalid') });
      return z.NEVER;
    }
    return halalas;
  });

/**
 * POST /orders/:id/transfer-received: what the statement says, and the member's explicit
 * confirmation (the screen asks before it sends `confirm: true`). The value date is checked against
 * today in Riyadh by the server, which knows the day.
 */
export const transferConfirmationSchema = z
  .object({
    bankReference,
    valueDate,
    amount: receivedAmount,
    note: optionalText(300),
    confirm: z.literal(true, { message: msg('confirmRequired') }),
  })
  .strict();
export type TransferConfirmationInput = z.input<typeof transferConfirmationSchema>;

/** A discrepancy decided: accepted as the order's payment, or rejected (the order waits again). */
export const TRANSFER_DECISIONS = ['accept', 'reject'] as const;
export const discrepancyDecisionSchema = z
  .object({
    decision: z.enum(TRANSFER_DECISIONS, { message: msg('invalid') }),
    note: text(300, 3),
    confirm: z.literal(true, { message: msg('confirmRequired') }),
  })
  .strict();

export const transferConfirmationFilterSchema = z
  .object({ status: z.enum(TRANSFER_CONFIRMATION_STATUSES, { message: msg('invalid') }).optional() })
  .strict();

/** A statement's size limits: refused beyond them rather than read in part. */
export const STATEMENT_LIMITS = { maxBytes: 1024 * 1024, maxLines: 2000, maxColumns: 30, maxCell: 500 } as const;

const column = z
  .number({ message: msg('invalid') })
  .int(msg('invalid'))
  .min(0, msg('invalid'))
  .max(STATEMENT_LIMITS.maxColumns - 1, msg('invalid'));

/**
 * Which column holds what (0-based positions of the header row): the date, the amount, and the
 * reference or the description, at least one of the two. Remembered for the bank's next statement.
 */
export const statementMappingSchema = z
  .object({
    date: column,
    amount: column,
    reference: column.nullable().default(null),
    description: column.nullable().default(null),
  })
  .strict()
  .refine((value) => value.reference !== null || value.description !== null, {
    path: ['reference'],
    message: msg('required'),
  })
  .refine(
    (value) =>
      new Set([value.date, value.amount, value.reference, value.description].filter((c) => c !== null)).size ===
      [value.date, value.amount, value.reference, value.description].filter((c) => c !== null).length,
    { path: ['amount'], message: msg('invalid') },
  );
export type StatementMapping = z.output<typeof statementMappingSchema>;

/** Accepting a proposed match (one line, or every proposal whose order number and amount both agree). */
export const acceptMatchSchema = z.object({ confirm: z.literal(true, { message: msg('confirmRequired') }) }).strict();
