import { z } from 'zod';
import { msg } from '../validation';
import { isCivilDate } from '../../lib/civil-dates';
import { normaliseDigits } from '../applications/digits';
import { donorSchema } from '../giving/order-schema';
import {
  STATEMENT_YEARS,
  statementCodeSchema,
  statementQuerySchema,
  statementRequestSchema,
} from '../receipts/statement-schema';

/**
 * The donor's space forms (docs/behaviour.md#B-DONOR-1…4): signing in takes the yearly statement's
 * two forms as they are (the same number rule, the same six-digit code); then a statement for a
 * year or for any range of days, the name as the donor wants it written, and the erasure request.
 */
export const donorSignInSchema = statementRequestSchema;
export type DonorSignInInput = z.input<typeof donorSignInSchema>;

export const donorCodeSchema = statementCodeSchema;
export type DonorCodeInput = z.input<typeof donorCodeSchema>;

/** The longest range one statement covers: a PDF of every gift in it is built on one request. */
export const STATEMENT_RANGE_MAX_DAYS = 3 * 366;

const civilDate = z
  .string({ error: msg('required') })
  .transform((value) => normaliseDigits(value).trim())
  .pipe(z.string().min(1, msg('required')).refine(isCivilDate, msg('dateInvalid')));

export const statementRangeSchema = z.object({ from: civilDate, to: civilDate }).superRefine((value, ctx) => {
  if (value.to < value.from) ctx.addIssue({ code: 'custom', path: ['to'], message: msg('dateRangeOrder') });
  const days = (Date.parse(`${value.to}T00:00:00Z`) - Date.parse(`${value.from}T00:00:00Z`)) / 86_400_000;
  if (days > STATEMENT_RANGE_MAX_DAYS)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: msg('statementRangeTooLong', { max: STATEMENT_RANGE_MAX_DAYS }),
    });
  const first = STATEMENT_YEARS.gregorian.min;
  if (Number(value.from.slice(0, 4)) < first)
    ctx.addIssue({
      code: 'custom',
      path: ['from'],
      message: msg('statementYear', { min: first, max: STATEMENT_YEARS.gregorian.max }),
    });
});
export type StatementRangeInput = z.input<typeof statementRangeSchema>;

/** A statement is for a year of either calendar (the yearly statement's query) or for a range of days (Riyadh). */
export const donorYearStatementSchema = statementQuerySchema;

export const donorNameSchema = z.strictObject({ name: donorSchema.shape.name });
export type DonorNameInput = z.input<typeof donorNameSchema>;

/** The erasure request is one deliberate step: the form's box must be ticked. */
export const donorErasureSchema = z.strictObject({
  confirm: z.preprocess(
    (value) => value === true || value === 'true',
    z.literal(true, { error: msg('erasureConfirm') }),
  ),
});
export type DonorErasureInput = z.input<typeof donorErasureSchema>;

/** The most plans one card replacement covers: all of them change in one transaction. */
export const MAX_CARD_PLANS = 30;

/**
 * One card for every active or payment-failed plan of the number: the form sends how many plans the
 * donor was shown, so a plan set up or closed meanwhile is not changed (or left out) unseen.
 */
export const donorCardsSchema = z.strictObject({
  plans: z.preprocess(
    (value) =>
      typeof value === 'string' && /^\s*\d+\s*$/.test(normaliseDigits(value)) ? Number(normaliseDigits(value)) : value,
    z
      .number({ error: msg('wholeNumber') })
      .int(msg('wholeNumber'))
      .min(1, msg('tooSmall', { min: 1 }))
      .max(MAX_CARD_PLANS, msg('tooLarge', { max: MAX_CARD_PLANS })),
  ),
});
export type DonorCardsInput = z.input<typeof donorCardsSchema>;
