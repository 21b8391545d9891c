import { z } from 'zod';
import { msg } from '../domain/validation';
import { text } from './content-schemas';
import { isCivilDate } from '../lib/civil-dates';
import { normaliseDigits } from '../domain/applications/digits';
import { FUNDS } from '../domain/giving/funds';
import { PERIODIC_KINDS } from '../domain/periodic/plan-schema';
import { FREQUENCIES } from '../domain/periodic/schedule';

/**
 * The back office's periodic-giving inputs (plans, upcoming charges, failures, staff actions),
 * shared by the screens and /api/admin. Messages are keys of the validation namespace.
 */

export const PLAN_STATUSES = ['active', 'paused', 'cancelled', 'ended', 'pending_card'] as const;
export const CHARGE_STATUSES = [
  'scheduled',
  'charging',
  'retry',
  'paid',
  'failed',
  'skipped',
  'cancelled',
  'missed',
] as const;
/** What staff may do on a donor's request (each the donor's own manage-link action). */
export const STAFF_PLAN_ACTIONS = ['pause', 'resume', 'cancel'] as const;
export type StaffPlanAction = (typeof STAFF_PLAN_ACTIONS)[number];

const day = z.string().refine(isCivilDate, msg('invalid'));

/**
 * Part of a mobile as staff type it (any digits, spaces, dashes, +966): the digits as stored
 * (05xxxxxxxx), at least three of them.
 */
const mobilePart = z
  .string()
  .trim()
  .max(20, msg('tooLong', { max: 20 }))
  .transform((text, ctx) => {
    let digits = normaliseDigits(text).replace(/[\s\-+()]/g, '');
    if (digits.startsWith('00966')) digits = `0${digits.slice(5)}`;
    else if (digits.startsWith('966')) digits = `0${digits.slice(3)}`;
    if (!/^\d{3,10}$/.test(digits)) {
      ctx.addIssue({ code: 'custom', message: msg('invalid') });
      return z.NEVER;
    }
    return digits;
  });

const kind = z.enum(PERIODIC_KINDS, { message: msg('invalid') });
const fund = z.enum(FUNDS, { message: msg('invalid') });

/** GET /periodic-plans `filter`: every key optional; anything unknown is refused rather than ignored. */
export const planFilterSchema = z
  .object({
    status: z.enum(PLAN_STATUSES, { message: msg('invalid') }).optional(),
    frequency: z.enum(FREQUENCIES, { message: msg('invalid') }).optional(),
    kind: kind.optional(),
    fund: fund.optional(),
    mobile: mobilePart.optional(),
  })
  .strict();
export type PlanFilter = z.infer<typeof planFilterSchema>;

/** GET /periodic-upcoming and /periodic-failures `filter` (days are due dates, the association's days). */
export const chargeFilterSchema = z
  .object({
    kind: kind.optional(),
    mobile: mobilePart.optional(),
    planId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{10,40}$/, msg('invalid'))
      .optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .strict()
  .refine((value) => !value.from || !value.to || value.from <= value.to, { path: ['to'], message: msg('invalid') });
export type ChargeFilter = z.infer<typeof chargeFilterSchema>;

/** A staff action on a plan: how the donor asked (kept in the audit log). */
export const staffPlanActionSchema = z.object({
  note: text(500, 3),
});
export type StaffPlanActionInput = z.input<typeof staffPlanActionSchema>;
