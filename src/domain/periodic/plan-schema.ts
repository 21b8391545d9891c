import { z } from 'zod';
import { msg } from '../validation';
import { objectError } from '../giving/object-error';
import { halalasAmount } from '../giving/order-schema';
import { choice, mobile, wholeNumber, blankToUndefined } from '../applications/fields';
import { personName } from '../giving/names';
import { MAX_ITEM_HALALAS, MAX_QUANTITY, MIN_ITEM_HALALAS, parseRiyalsText } from '../giving/money';
import { FREQUENCIES } from './schedule';
import { isCivilDate } from '../../lib/civil-dates';
import { isNumericId } from '../ids';

/**
 * A periodic gift, shared by the setup form and POST /api/v1/periodic/plans. One cause per plan;
 * open amounts (general causes, programs, families, bills, debts) give `amount`, endowment shares
 * give `quantity` (priced from the catalogue at every charge, never from the client).
 * docs/behaviour.md#B-PERIODIC-2
 */
export const PERIODIC_KINDS = ['cause', 'anfahum', 'program', 'family', 'bill', 'relieve', 'waqf'] as const;
export type PeriodicKind = (typeof PERIODIC_KINDS)[number];
/** Kinds given by count at the catalogue's price. */
export const PERIODIC_COUNTED_KINDS: readonly PeriodicKind[] = ['waqf'];
/** How far ahead an end date may be set. */
export const MAX_END_YEARS = 10;
/** After how many missed charges in a row a plan pauses itself. */
export const PAUSE_AFTER_FAILURES = 3;
/** Attempts per due date on soft declines (the first and its retries). */
export const ATTEMPTS_PER_DATE = 3;
/**
 * A failed charge this many days old or less is tried once more when the donor saves a new card;
 * an older one is left (a donor is not charged a month-old date out of the blue).
 */
export const RETRY_AFTER_CARD_DAYS = 31;
/**
 * How far the manage link alone may take a plan's amount: up to this many times the amount the
 * card was last confirmed for. Above it the donor saves the card again (the link is a key anyone
 * holding the SMS has; the card page is the donor's bank). docs/decisions/052-periodic-amount-ceiling.md
 */
export const AMOUNT_CEILING_FACTOR = 3;

/** The most a plan may charge per date without its card being confirmed again (halalas). */
export function amountCeiling(confirmedAmount: number): number {
  return confirmedAmount * AMOUNT_CEILING_FACTOR;
}

const isoDate = z.preprocess(
  blankToUndefined,
  z
    .string({ error: msg('invalid') })
    .trim()
    .refine(isCivilDate, msg('dateInvalid'))
    .optional(),
);

/** Riyals as typed in the form (`50`, `٥٠`, `50.5`) → halalas, with the API's limits. */
export const riyalsAmount = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return undefined;
    const parsed = parseRiyalsText(value);
    return parsed === null ? Number.NaN : parsed;
  },
  z
    .number({ error: (issue) => (issue.input === undefined ? msg('required') : msg('amountWhole')) })
    .refine((value) => Number.isSafeInteger(value), msg('amountWhole'))
    .refine((value) => value >= MIN_ITEM_HALALAS, msg('amountMin', { min: MIN_ITEM_HALALAS / 100 }))
    .refine(
      (value) => value <= MAX_ITEM_HALALAS,
      msg('amountMax', { max: (MAX_ITEM_HALALAS / 100).toLocaleString('en-US') }),
    ),
);

/** One shape for the API (amount in halalas) and the form (amount in riyals). */
function planShape(amount: typeof halalasAmount | typeof riyalsAmount) {
  return z
    .strictObject(
      {
        kind: z.enum(PERIODIC_KINDS, { error: msg('itemKind') }),
        ref: z
          .union([z.string(), z.number()], { error: msg('itemRef') })
          .transform((value) => String(value).trim())
          .pipe(z.string().refine(isNumericId, msg('itemRef'))),
        amount: amount.optional(),
        quantity: z.preprocess(blankToUndefined, wholeNumber(1, MAX_QUANTITY).optional()),
        frequency: choice(FREQUENCIES),
        endDate: isoDate,
        name: personName,
        mobile,
        website: z.string().max(200).optional(),
      },
      objectError,
    )
    .superRefine((plan, ctx) => {
      const counted = (PERIODIC_COUNTED_KINDS as readonly string[]).includes(plan.kind);
      if (counted && plan.quantity === undefined)
        ctx.addIssue({ code: 'custom', path: ['quantity'], message: msg('required') });
      if (!counted && plan.amount === undefined)
        ctx.addIssue({ code: 'custom', path: ['amount'], message: msg('required') });
    });
}

export const planRequestSchema = planShape(halalasAmount);
/** The setup form's fields as typed (the cause as `kind:ref` is split before this). */
export const planFormSchema = planShape(riyalsAmount);
export type PlanRequestInput = z.input<typeof planRequestSchema>;
export type PlanRequest = z.output<typeof planRequestSchema>;

/** A new amount (or share count) from the manage page. */
export const changeAmountSchema = z.strictObject(
  {
    amount: halalasAmount.optional(),
    quantity: z.preprocess(blankToUndefined, wholeNumber(1, MAX_QUANTITY).optional()),
  },
  objectError,
);
/** The manage page's amount box (riyals as typed). */
export const changeAmountFormSchema = z.object({
  amount: riyalsAmount.optional(),
  quantity: z.preprocess(blankToUndefined, wholeNumber(1, MAX_QUANTITY).optional()),
});
export type ChangeAmount = z.output<typeof changeAmountSchema>;

/** The skipped date the manage page brings back (before it comes). */
export const restoreSkipSchema = z.strictObject(
  {
    date: z
      .string({ error: msg('dateInvalid') })
      .trim()
      .refine(isCivilDate, msg('dateInvalid')),
  },
  objectError,
);
export type RestoreSkip = z.output<typeof restoreSkipSchema>;

/**
 * `raise`: a new amount above the ceiling, taken once the card is saved again on the gateway's page;
 * `restore`: a skipped date charged after all.
 */
export const MANAGE_ACTIONS = ['pause', 'resume', 'skip', 'restore', 'amount', 'raise', 'card', 'cancel'] as const;
export type ManageAction = (typeof MANAGE_ACTIONS)[number];

/** What the manage page shows about a plan (GET /api/v1/periodic/manage). */
export interface PlanView {
  status: 'pending_card' | 'active' | 'paused' | 'cancelled' | 'ended';
  pausedReason: 'donor' | 'failures' | 'card' | 'item' | null;
  frequency: (typeof FREQUENCIES)[number];
  kind: PeriodicKind;
  title: { ar: string; en: string };
  amount: number;
  quantity: number;
  /** The most the amount may become through the link alone (halalas); above it, the card again. */
  amountCeiling: number;
  counted: boolean;
  endDate: string | null;
  nextCharge: string | null;
  skipped: string[];
  /** The skipped dates still to come (from tomorrow in Riyadh): these may be restored. */
  restorable: string[];
  card: { brand: string; last4: string; expMonth: number; expYear: number } | null;
  /** The mobile's last three digits. */
  mobileEnd: string;
  recent: Array<{ dueDate: string; status: string; amount: number }>;
  /**
   * The latest charge failed and no later one was paid: the page's headline becomes "payment
   * failed — update your card". `failuresLeft`: failed dates in a row before the plan pauses itself
   * (0 once paused). A new card clears it: the failed date is then being tried again with it.
   */
  paymentFailed: { dueDate: string; amount: number; failuresLeft: number } | null;
}

/** What a periodic gift may go to (GET /api/v1/periodic/items): open amounts, shares, programs. */
export interface PeriodicItem {
  kind: PeriodicKind;
  ref: string;
  title: { ar: string; en: string };
  /** Price of one share (counted kinds), else null. */
  unitPrice: number | null;
}

/** Machine reasons a manage link is refused (the page words them). */
export type LinkProblem = 'invalid' | 'expired';
