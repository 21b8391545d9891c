import { z } from 'zod';
import { msg } from '../domain/validation';
import { text } from './content-schemas';
import { isCivilDate } from '../lib/civil-dates';
import { DAY_MS } from '../lib/durations';
import { parseRiyalsText } from '../domain/giving/money';

/**
 * The back office's operations inputs (orders, refunds, totals, inbox), shared by the screens and
 * /api/admin. Messages are keys of the validation namespace.
 */

/** A calendar day as staff pick it (the association's day, Asia/Riyadh). */
const day = z.string().refine(isCivilDate, msg('invalid'));

export const ORDER_STATUSES = ['pending', 'paid'] as const;
export const ORDER_METHODS = ['card', 'applepay', 'stcpay', 'bank-transfer', 'sandbox'] as const;

/** GET /orders `filter`: every key optional; anything unknown is refused rather than ignored. */
export const orderFilterSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { message: msg('invalid') }).optional(),
    method: z.enum(ORDER_METHODS, { message: msg('invalid') }).optional(),
    kind: z
      .string()
      .regex(/^[a-z-]{2,20}$/, msg('invalid'))
      .optional(),
    fund: z
      .string()
      .regex(/^[a-z-]{2,20}$/, msg('invalid'))
      .optional(),
    number: z
      .string()
      .regex(/^\d{1,12}$/, msg('invalid'))
      .optional(),
    from: day.optional(),
    to: day.optional(),
    test: z.boolean({ message: msg('invalid') }).optional(),
    refunded: z.boolean({ message: msg('invalid') }).optional(),
  })
  .strict()
  .refine((value) => !value.from || !value.to || value.from <= value.to, { path: ['to'], message: msg('invalid') });
export type OrderFilter = z.infer<typeof orderFilterSchema>;

/** A refund: riyals as typed (`150`, `150.5`, Arabic-Indic digits), stored in halalas; the reason is kept in the audit log. */
export const refundSchema = z.object({
  amount: z
    .string({ message: msg('required') })
    .trim()
    .min(1, msg('required'))
    .max(20, msg('invalid'))
    .transform((text, ctx) => {
      const halalas = parseRiyalsText(text);
      if (halalas === null || halalas < 1) {
        ctx.addIssue({ code: 'custom', message: msg('invalid') });
        return z.NEVER;
      }
      return halalas;
    }),
  reason: text(500, 3),
  /** The bank's reference of the transfer that sent the money back: required when the order was paid by transfer. */
  bankReference: z
    .string({ message: msg('invalid') })
    .trim()
    .max(100, msg('invalid'))
    .regex(/^[\p{L}\p{N} ._/-]*$/u, msg('invalid'))
    .optional()
    .transform((value) => value || undefined),
});
export type RefundInput = z.input<typeof refundSchema>;

/** GET /totals: a day range (at most two years) grouped by day or month. */
export const totalsQuerySchema = z
  .object({
    from: day,
    to: day,
    by: z.enum(['day', 'month'], { message: msg('invalid') }).default('day'),
    format: z.enum(['csv']).optional(),
  })
  .refine((value) => value.from <= value.to, { path: ['to'], message: msg('invalid') })
  .refine((value) => Date.parse(value.to) - Date.parse(value.from) <= 731 * DAY_MS, {
    path: ['from'],
    message: msg('invalid'),
  });
export type TotalsQuery = z.infer<typeof totalsQuerySchema>;

/** The services inbox. */
export const INBOX_KINDS = ['jobs', 'volunteers', 'contact', 'in-kind'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const INBOX_STATUSES = ['new', 'inProgress', 'done'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/** Forward one step at a time, or back to "in progress" when a done item needs more work. */
export const INBOX_TRANSITIONS: Record<InboxStatus, readonly InboxStatus[]> = {
  new: ['inProgress', 'done'],
  inProgress: ['done'],
  done: ['inProgress'],
};

/** The audit log's range: Riyadh days, as its other filters are checked where they are used. */
export const auditDaysSchema = z.object({ from: day.optional(), to: day.optional() });

export const inboxFilterSchema = z
  .object({
    status: z.enum(INBOX_STATUSES, { message: msg('invalid') }).optional(),
    q: z
      .string()
      .trim()
      .max(100, msg('tooLong', { max: 100 }))
      .optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .strict();

export const inboxStatusSchema = z.object({
  status: z.enum(INBOX_STATUSES, { message: msg('invalid') }),
});

export const inboxNoteSchema = z.object({
  body: text(2000),
});

export const roleChangeSchema = z.object({
  role: z.enum(['admin', 'editor', 'finance', 'services'], { message: msg('invalid') }),
});

/**
 * The longest credential id kept (base64url characters, the column's width: 384 bytes). WebAuthn
 * allows up to 1,023 bytes; authenticators in use make 16 to 128, and a longer one is refused here
 * rather than by the database.
 */
export const CREDENTIAL_ID_MAX = 512;

/** A WebAuthn response as @simplewebauthn/browser returns it; the library checks its content. */
const webauthnResponse = z
  .object({
    id: z.string().min(1).max(CREDENTIAL_ID_MAX),
    rawId: z.string().min(1).max(CREDENTIAL_ID_MAX),
    type: z.literal('public-key'),
    response: z.record(z.string(), z.unknown()),
  })
  .passthrough();

export const passkeyAddSchema = z.object({
  name: z
    .string({ message: msg('required') })
    .trim()
    .min(1, msg('required'))
    .max(100, msg('tooLong', { max: 100 })),
  response: webauthnResponse,
});

export const passkeySignInSchema = z.object({ response: webauthnResponse });
