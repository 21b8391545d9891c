import { z } from 'zod';
import { msg } from '../validation';
import { objectError } from './object-error';
import { choice, mobile, optionalEmail, optionalText, requiredText, wholeNumber } from '../applications/fields';
import { LIMITS } from '../applications/limits';
import { MAX_ITEM_HALALAS, MAX_ORDER_ITEMS, MAX_QUANTITY, MIN_ITEM_HALALAS, parseHalalasText } from './money';
import { ON_BEHALF_RELATIONS, ORDER_ITEM_KINDS, PAYMENT_METHODS } from './kinds';
import { MAX_GIFT_LINES, giftMessage, personName } from './names';
import { fundSchema } from './fund-schemas';
import { CAMPAIGN_SLUG } from '../ids';
import { campaignDisplayName } from '../campaigns';

/**
 * POST /api/v1/orders, shared with the checkout form. Amounts travel as integer halalas: a JSON
 * number, or a string of digits (ASCII, Arabic-Indic or Persian — normalised, so a form field
 * typed on an Arabic keyboard works). A fraction of a halala, a sign or a decimal point is refused
 * with `amountWhole`, never rounded. Prices are never read from the client: a basket line's
 * `unitAmount` and `title` are accepted and dropped; the server prices every line itself.
 */
export { GIFT_MESSAGE_MAX } from './names';

const SANE_TEXT = /^[^<>]*$/;

export const halalasAmount = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const parsed = parseHalalasText(value);
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

export const giftSchema = z.strictObject(
  {
    occasionId: wholeNumber(1, 2147483647),
    cardId: wholeNumber(1, 2147483647),
    senderName: personName,
    recipientName: personName,
    recipientMobile: mobile,
    message: giftMessage,
    showAmount: z.boolean({ error: msg('invalid') }).default(true),
  },
  objectError,
);
export type GiftInput = z.input<typeof giftSchema>;
export type Gift = z.output<typeof giftSchema>;

export const onBehalfSchema = z.strictObject(
  {
    relation: choice(ON_BEHALF_RELATIONS),
    name: optionalText(LIMITS.name),
  },
  objectError,
);

export const orderItemSchema = z
  .strictObject(
    {
      kind: z.enum(ORDER_ITEM_KINDS, { error: msg('itemKind') }),
      ref: z
        .union([z.string(), z.number()], { error: msg('itemRef') })
        .transform((value) => String(value).trim())
        .pipe(z.string().regex(/^[a-z0-9-]{1,40}$/i, msg('itemRef'))),
      quantity: wholeNumber(1, MAX_QUANTITY).optional(),
      amount: halalasAmount.optional(),
      gift: giftSchema.optional(),
      onBehalfOf: onBehalfSchema.optional(),
      /** The donor's fund choice (zakat on an eligible item); absent: the item's own fund. */
      fund: fundSchema.optional(),
      /** Given through a campaign (its slug): the line must go to the campaign's cause. */
      campaign: z
        .string({ error: msg('campaignUnknown') })
        .regex(CAMPAIGN_SLUG, msg('campaignUnknown'))
        .optional(),
      /** Given through a campaign, the name the donor chose to be shown with on its page (absent: "a donor"); words only. */
      campaignName: campaignDisplayName().optional(),
      // Basket lines carry these; the server ignores them (it prices from the database).
      id: z.unknown().optional(),
      title: z.unknown().optional(),
      unitAmount: z.unknown().optional(),
    },
    objectError,
  )
  .transform(({ id: _id, title: _title, unitAmount: _unit, ...line }) => line)
  .superRefine((line, ctx) => {
    if (line.kind === 'gift' && !line.gift) ctx.addIssue({ code: 'custom', path: ['gift'], message: msg('required') });
    if (line.campaignName !== undefined && !line.campaign)
      ctx.addIssue({ code: 'custom', path: ['campaignName'], message: msg('invalid') });
  });
export type OrderItemInput = z.input<typeof orderItemSchema>;
export type OrderItemRequest = z.output<typeof orderItemSchema>;

export const donorSchema = z.strictObject(
  {
    name: requiredText(LIMITS.name, 2).regex(SANE_TEXT, msg('nameNoAngleBrackets')),
    mobile,
    email: optionalEmail,
    anonymous: z.boolean({ error: msg('invalid') }).default(false),
  },
  objectError,
);
export type DonorInput = z.input<typeof donorSchema>;

export const orderRequestSchema = z.strictObject(
  {
    donor: donorSchema,
    items: z
      .array(orderItemSchema, { error: msg('itemsRequired') })
      .min(1, msg('itemsRequired'))
      .max(MAX_ORDER_ITEMS, msg('itemsTooMany', { max: MAX_ORDER_ITEMS }))
      // Each gift line sends an SMS through the association's sender: a handful per order.
      .refine(
        (items) => items.filter((item) => item.gift).length <= MAX_GIFT_LINES,
        msg('giftsTooMany', { max: MAX_GIFT_LINES }),
      ),
    method: z.enum(PAYMENT_METHODS, { error: msg('paymentMethod') }).default('card'),
    /** Honeypot (HONEYPOT_FIELD): people never see it; when a bot fills it nothing is stored. */
    website: z.string().max(LIMITS.honeypot).optional(),
  },
  objectError,
);
export type OrderRequestInput = z.input<typeof orderRequestSchema>;
export type OrderRequest = z.output<typeof orderRequestSchema>;
