import { z } from 'zod';
import { msg } from '../domain/validation';
import { isCivilDate } from '../lib/civil-dates';
import { CAPPED_KINDS, CATALOG_KINDS, isFixedPrice } from '../domain/giving/kinds';
import { parseVideoUrl } from '../domain/video-url';
import { isValidIban } from '../domain/iban';
import { fundSchema } from '../domain/giving/fund-schemas';
import { isoInstant, optionalText, position, publishingShape, schedulingRule, text, whole } from './content-schemas';
import { MINUTE_MS } from '../lib/durations';

/**
 * The back office's giving and site content — programs and paths, home slides, the contribution
 * catalogue, gift occasions and cards, bank accounts, jobs, calculator prices and the site's
 * identity — as the forms and /api/admin check them (one schema, two places). Both languages side
 * by side (`_ar` / `_en`); money in integer halalas; messages are keys of the validation namespace.
 */

/** A picture on this site: an upload (/media/…), a seeded one (/images/…) or a giving illustration (/giving/…). */
export const sitePicture = z
  .string({ message: msg('required') })
  .trim()
  .min(1, msg('required'))
  .max(300, msg('tooLong', { max: 300 }))
  .regex(/^\/(media|images|giving)\/(?!.*\.\.)[\w./-]+$/, msg('invalid'));

/** Money in halalas: never negative, at most 100 million SAR. */
export const halalas = (min = 0) => whole(min, 10_000_000_000);
export const flag = z.boolean({ message: msg('invalid') });

const slug = z
  .string({ message: msg('required') })
  .trim()
  .min(1, msg('required'))
  .max(60, msg('tooLong', { max: 60 }))
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, msg('invalid'));

const isoDate = z.string({ message: msg('required') }).refine(isCivilDate, msg('invalid'));

/** Donation paths: a group of programs with its own page (/paths/<id>). */
export const pathSchema = z.object({
  slug,
  title_ar: text(120),
  title_en: text(120),
  description_ar: text(2000),
  description_en: text(2000),
  image: sitePicture,
  position,
});

/** A program: its texts (paragraphs separated by a blank line), its target and what it has reached. */
export const programSchema = z
  .object({
    path_id: whole(1, 2_147_483_647),
    title_ar: text(160),
    title_en: text(160),
    summary_ar: text(600),
    summary_en: text(600),
    body_ar: text(20_000),
    body_en: text(20_000),
    image: sitePicture,
    target_halalas: halalas(100),
    /**
     * Money received outside the site (cash, cheques) to add to the progress; negative corrects a
     * mistake. Online gifts add themselves, so the form never overwrites the running total.
     */
    collected_adjustment: z
      .number({ message: msg('notANumber') })
      .int(msg('wholeNumber'))
      .min(-10_000_000_000, msg('tooSmall', { min: -10_000_000_000 }))
      .max(10_000_000_000, msg('tooLarge', { max: 10_000_000_000 }))
      .optional()
      .default(0),
    beneficiaries: whole(0, 100_000_000),
    featured: flag,
    position,
    /** A draft (or not yet due) program is off the site and takes no gifts; it stays for the gifts that name it. */
    ...publishingShape,
  })
  .superRefine(schedulingRule);

export const SLIDE_KINDS = ['image', 'video'] as const;

/** A link inside the site, without the language: `/programs-and-projects/3`. */
const internalLink = z
  .string()
  .trim()
  .max(300, msg('tooLong', { max: 300 }))
  .regex(/^\/(?!\/)(?!(ar|en)(\/|$))[\w\-./?=&%]*$/, msg('invalid'));

/** A home carousel slide: a picture with a link inside the site, or a YouTube / Vimeo video. */
export const slideSchema = z
  .object({
    kind: z.enum(SLIDE_KINDS, { message: msg('invalid') }),
    title_ar: text(120),
    title_en: text(120),
    text_ar: text(300),
    text_en: text(300),
    image: sitePicture,
    link: internalLink.optional().default(''),
    video_url: z
      .string()
      .trim()
      .max(300, msg('tooLong', { max: 300 }))
      .optional()
      .default(''),
    position,
    ...publishingShape,
  })
  .superRefine((slide, ctx) => {
    schedulingRule(slide, ctx);
    if (slide.kind === 'image' && !slide.link)
      ctx.addIssue({ code: 'custom', message: msg('required'), path: ['link'] });
    if (slide.kind === 'video' && !parseVideoUrl(slide.video_url).ok)
      ctx.addIssue({ code: 'custom', message: msg(slide.video_url ? 'videoUrl' : 'required'), path: ['video_url'] });
  });

/** A pair of optional texts: both languages or neither. */
function pairBoth(value: Record<string, unknown>, name: string, ctx: z.RefinementCtx): void {
  const ar = value[`${name}_ar`];
  const en = value[`${name}_en`];
  if (Boolean(ar) !== Boolean(en))
    ctx.addIssue({ code: 'custom', message: msg('bothLanguages'), path: [ar ? `${name}_en` : `${name}_ar`] });
}

const nullableWhole = (min: number, max: number) => whole(min, max).nullable().optional().default(null);

/**
 * One row of the contribution catalogue, any kind. Fixed-price kinds (endowment shares, Hajj,
 * store and farm products) need a unit price and may have a stock (none: unlimited); capped kinds
 * (families, bills, debts) need a target; causes and the Anfahum fund may have one.
 */
export const catalogItemSchema = z
  .object({
    kind: z.enum(CATALOG_KINDS, { message: msg('itemKind') }),
    title_ar: text(160),
    title_en: text(160),
    summary_ar: text(600),
    summary_en: text(600),
    image: sitePicture,
    category_ar: optionalText(80),
    category_en: optionalText(80),
    city_ar: optionalText(80),
    city_en: optionalText(80),
    need_ar: optionalText(200),
    need_en: optionalText(200),
    members: nullableWhole(1, 100),
    unit_price: halalas(100).nullable().optional().default(null),
    stock_total: nullableWhole(0, 10_000_000),
    target: halalas(100).nullable().optional().default(null),
    fund: fundSchema,
    zakat_eligible: flag,
    most_needed: flag,
    position,
    ...publishingShape,
  })
  .superRefine((item, ctx) => {
    schedulingRule(item, ctx);
    if (item.fund === 'zakat' && !item.zakat_eligible)
      ctx.addIssue({ code: 'custom', message: msg('fundZakatNeedsEligible'), path: ['zakat_eligible'] });
    for (const name of ['category', 'city', 'need']) pairBoth(item, name, ctx);
    const fixed = isFixedPrice(item.kind);
    const capped = (CAPPED_KINDS as readonly string[]).includes(item.kind);
    if (fixed && item.unit_price === null)
      ctx.addIssue({ code: 'custom', message: msg('required'), path: ['unit_price'] });
    if (!fixed && item.unit_price !== null)
      ctx.addIssue({ code: 'custom', message: msg('notForKind'), path: ['unit_price'] });
    if (!fixed && item.stock_total !== null)
      ctx.addIssue({ code: 'custom', message: msg('notForKind'), path: ['stock_total'] });
    if (capped && item.target === null) ctx.addIssue({ code: 'custom', message: msg('required'), path: ['target'] });
    if (fixed && item.target !== null) ctx.addIssue({ code: 'custom', message: msg('notForKind'), path: ['target'] });
  });
export type CatalogItemInput = z.infer<typeof catalogItemSchema>;

export const giftOccasionSchema = z.object({
  title_ar: text(120),
  title_en: text(120),
  summary_ar: text(400),
  summary_en: text(400),
  image: sitePicture,
  position,
});

const colour = z
  .string({ message: msg('required') })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, msg('colour'));

/** WCAG relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The contrast ratio of two colours (1–21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** A card design: its text colour must read on its background (WCAG AA, 4.5:1). */
export const giftCardSchema = z
  .object({
    occasion_id: whole(1, 2_147_483_647),
    title_ar: text(80),
    title_en: text(80),
    image: sitePicture,
    background: colour,
    foreground: colour,
    position,
  })
  .refine(
    (card) =>
      !/^#[0-9a-fA-F]{6}$/.test(card.background) ||
      !/^#[0-9a-fA-F]{6}$/.test(card.foreground) ||
      contrastRatio(card.background, card.foreground) >= 4.5,
    {
      message: msg('contrast', { min: 4.5 }),
      path: ['foreground'],
    },
  );

/** A bank account donors transfer to: a Saudi IBAN (SA + 22 characters) with correct check digits, stored without spaces. */
export const bankAccountSchema = z.object({
  bank_ar: text(120),
  bank_en: text(120),
  purpose_ar: text(200),
  purpose_en: text(200),
  account_name_ar: text(160),
  account_name_en: text(160),
  iban: z
    .string({ message: msg('required') })
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .min(1, msg('required'))
        .regex(/^SA\d{2}[A-Z0-9]{20}$/, msg('iban'))
        .refine(isValidIban, msg('iban')),
    ),
  position,
});

export const EMPLOYMENT_TYPES = ['fullTime', 'partTime', 'contract'] as const;

/** An opening on /jobs: requirements one per line; open ones take applications until closes_on. */
export const jobSchema = z
  .object({
    slug,
    title_ar: text(160),
    title_en: text(160),
    department_ar: text(120),
    department_en: text(120),
    location_ar: text(120),
    location_en: text(120),
    employment_type: z.enum(EMPLOYMENT_TYPES, { message: msg('invalid') }),
    summary_ar: text(1000),
    summary_en: text(1000),
    requirements_ar: text(4000),
    requirements_en: text(4000),
    is_open: flag,
    sort_order: position,
    posted_at: isoDate,
    closes_at: isoDate.nullable().optional().default(null),
    ...publishingShape,
  })
  .refine((job) => job.closes_at === null || job.closes_at >= job.posted_at, {
    message: msg('closesBeforePosted'),
    path: ['closes_at'],
  })
  .superRefine(schedulingRule);

/** Grams: whole, from 1. */
const grams = whole(1, 100_000);

/** A calculator price in halalas, from one: at most a million riyals, which its integer column holds. */
const calculatorPrice = whole(1, 100_000_000);

/**
 * A new set of calculator prices, in force from the moment it is saved (the history is kept:
 * each set is a new row). Gold and silver per gram of pure metal with when they were read; the
 * thresholds and the other prices come along from the set in force unless changed.
 */
export const calculatorPricesSchema = z.object({
  gold_price_per_gram: calculatorPrice,
  silver_price_per_gram: calculatorPrice,
  prices_set_at: isoInstant.refine((value) => Date.parse(value) <= Date.now() + 5 * MINUTE_MS, msg('futureDate')),
  nisab_gold_grams: grams,
  nisab_silver_grams: grams,
  fitr_amount_per_person: calculatorPrice,
  fitr_grams_per_person: grams,
  meal_price: calculatorPrice,
  clothing_price: calculatorPrice,
});

/** The association's identity and contacts: the site's footer, the receipts and the profile page read these. */
export const siteSettingsSchema = z.object({
  name_ar: text(160),
  name_en: text(160),
  short_name_ar: text(80),
  short_name_en: text(80),
  licence_number: z
    .string({ message: msg('required') })
    .trim()
    .min(1, msg('required'))
    .max(40, msg('tooLong', { max: 40 }))
    .regex(/^[0-9A-Za-z\u0660-\u0669/-]+$/, msg('invalid')),
  registration_authority_ar: text(160),
  registration_authority_en: text(160),
  phone: z
    .string()
    .trim()
    .min(1, msg('required'))
    .max(30, msg('tooLong', { max: 30 }))
    .regex(/^\+?[0-9 -]{5,30}$/, msg('invalid')),
  whatsapp: z
    .string()
    .trim()
    .max(30, msg('tooLong', { max: 30 }))
    .regex(/^(\+?[0-9 -]{5,30})?$/, msg('invalid'))
    .optional()
    .default(''),
  email: z
    .string()
    .trim()
    .min(1, msg('required'))
    .max(254, msg('tooLong', { max: 254 }))
    .email(msg('email')),
  address_ar: text(300),
  address_en: text(300),
  working_hours_ar: text(200),
  working_hours_en: text(200),
});
