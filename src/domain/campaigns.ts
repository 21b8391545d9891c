import { z } from 'zod';
import { msg } from './validation';
import { isolate } from '../lib/isolate';
import { addDays, dayEndUtc, isCivilDate, riyadhDate } from '../lib/civil-dates';
import type { Bilingual } from './bilingual';
import { choice, mobile, requiredText, wholeNumber } from './applications/fields';
import { LIMITS } from './applications/limits';
import { objectError } from './giving/object-error';
import { containsLink, personName } from './giving/names';
import type { Fund } from './giving/funds';
import { isNumericId } from './ids';
import { withoutUnsafeChars } from './safe-text';
import {
  containsIban,
  messageClaimsAssociation,
  nameClaimsAssociation,
  type AssociationNames,
} from './campaign-claims';
import type { CampaignDonor, CampaignPostView } from './campaign-posts';

/**
 * Campaigns (docs/decisions/028-campaigns.md): a donor starts a page for one cause with a target,
 * an end date, a display name and a short message; staff approve it before anyone sees it; gifts
 * made through it go to the cause and count for the campaign; it closes itself when the target or
 * the end date is reached. One schema for the start form and POST /api/v1/campaigns.
 */
export const CAMPAIGN_CAUSE_KINDS = ['program', 'family', 'bill', 'waqf'] as const;
export type CampaignCauseKind = (typeof CAMPAIGN_CAUSE_KINDS)[number];

export const CAMPAIGN_STATUSES = ['pending', 'approved', 'rejected', 'closed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
/** target: the campaign's own target; met: its cause needs nothing more; date: past its last day; staff: closed by staff. */
export type CampaignClosedReason = 'target' | 'met' | 'date' | 'staff';

/** 100 SAR … 1,000,000 SAR, in halalas. */
export const CAMPAIGN_MIN_TARGET = 10_000;
export const CAMPAIGN_MAX_TARGET = 100_000_000;
export const CAMPAIGN_MESSAGE_MAX = 280;
export const CAMPAIGN_NAME_MAX = 60;
/** The end date: from tomorrow up to this many days ahead. */
export const CAMPAIGN_MAX_DAYS = 90;
/** Per mobile number and per address, campaigns started in a day. */
export const CAMPAIGNS_PER_MOBILE_PER_DAY = 2;
export const CAMPAIGNS_PER_ADDRESS_PER_DAY = 5;

/** What a campaign text is stored as: no control or direction characters, runs of spaces as one. */
export function sanitiseCampaignText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return withoutUnsafeChars(value)
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The refusal's example, as the API takes a date: a code, kept whole inside an Arabic sentence. */
const DATE_FORMAT = msg('dateFormat', { example: isolate('2026-12-31') });

/** The first moment after the end date (midnight in Riyadh), ISO: the campaign is closed from then on. */
export function campaignEndsAt(endsOn: string): string {
  return dayEndUtc(endsOn);
}

/** The target in whole riyals as typed (ASCII or Arabic-Indic digits); stored in halalas. */
const campaignTarget = wholeNumber(CAMPAIGN_MIN_TARGET / 100, CAMPAIGN_MAX_TARGET / 100);

/** The end date, checked against `today` (the server's Riyadh date; the form passes the browser's). */
export function campaignEndDate(today: () => string = () => riyadhDate(new Date())) {
  return z
    .string({ error: msg('required') })
    .trim()
    .min(1, msg('required'))
    .refine(isCivilDate, DATE_FORMAT)
    .refine((value) => value > today(), msg('campaignEndFuture'))
    .refine(
      (value) => value <= addDays(today(), CAMPAIGN_MAX_DAYS),
      msg('campaignEndTooFar', { days: CAMPAIGN_MAX_DAYS }),
    );
}

const NO_NAMES: AssociationNames = { full: [], short: [] };

/**
 * The display name: a person's or a family's name by the gift-name rules (letters only, no links),
 * never the association's or an association's (the share card reads "a campaign of <name>").
 */
export function campaignDisplayName(names: AssociationNames = NO_NAMES) {
  return z.preprocess(
    sanitiseCampaignText,
    personName
      .pipe(z.string().max(CAMPAIGN_NAME_MAX, msg('tooLong', { max: CAMPAIGN_NAME_MAX })))
      .refine((value) => !nameClaimsAssociation(value, names), msg('campaignNameClaimsAssociation')),
  );
}

/** The short message: words only — no links (plain or disguised), no markup, no IBAN, not in the association's name. */
export function campaignMessage(names: AssociationNames = NO_NAMES) {
  return z.preprocess(
    sanitiseCampaignText,
    requiredText(CAMPAIGN_MESSAGE_MAX, 10)
      .refine((value) => !/[<>]/.test(value), msg('messageNoMarkup'))
      .refine((value) => !containsLink(value), msg('messageNoLinks'))
      .refine((value) => !containsIban(value), msg('messageNoIban'))
      .refine((value) => !messageClaimsAssociation(value, names), msg('campaignMessageClaimsAssociation')),
  );
}

/** `names`: the association's names the caller knows (the form: the site's name on screen; the server: all of them). */
export function campaignStartSchema(today?: () => string, names?: AssociationNames) {
  return z.strictObject(
    {
      causeKind: choice(CAMPAIGN_CAUSE_KINDS),
      causeRef: z
        .union([z.string(), z.number()], { error: msg('required') })
        .transform((value) => String(value).trim())
        .pipe(z.string().refine(isNumericId, msg('campaignCause'))),
      /** Whole riyals. */
      target: campaignTarget,
      endsOn: campaignEndDate(today),
      displayName: campaignDisplayName(names),
      message: campaignMessage(names),
      mobile,
      /** Honeypot (HONEYPOT_FIELD). */
      website: z.string().max(LIMITS.honeypot).optional(),
    },
    objectError,
  );
}
export type CampaignStartInput = z.input<ReturnType<typeof campaignStartSchema>>;
export type CampaignStart = z.output<ReturnType<typeof campaignStartSchema>>;

/** 201 of POST /api/v1/campaigns: the page's address (visible once staff approve it). */
export interface CampaignCreated {
  slug: string;
  status: 'pending';
}

export interface CampaignCause {
  kind: CampaignCauseKind;
  ref: string;
  title: Bilingual;
  image: string;
  /** What is still needed (families, bills), or null without a ceiling. */
  remaining: number | null;
  /** Endowment shares: the price of one share (gifts are whole shares). */
  unitPrice: number | null;
  /** Its own fund, and whether a gift to it may be given as zakat instead (docs/decisions/027). */
  fund: Fund;
  zakatEligible: boolean;
}

/** GET /api/v1/campaigns/:slug (approved or closed campaigns only). */
export interface CampaignView {
  slug: string;
  status: 'approved' | 'closed';
  closedReason: CampaignClosedReason | null;
  cause: CampaignCause;
  displayName: string;
  message: string;
  /** The language the organiser wrote in (the text is shown as written, isolated). */
  locale: 'ar' | 'en';
  target: number;
  collected: number;
  donors: number;
  endsOn: string;
  /** True while gifts are taken through it. */
  open: boolean;
  /** The latest donors, by the name each chose to be shown with or as "a donor" (no amounts, no numbers). */
  recentDonors: CampaignDonor[];
  /** The organiser's photos and updates staff approved, latest first. */
  posts: CampaignPostView[];
}

/** GET /api/v1/campaigns/causes: what a campaign may be started for. */
export interface CampaignCauseList {
  items: CampaignCause[];
}

/**
 * The start form sends the cause as one value, `kind:ref` (a select); the API takes that or the
 * two fields. Either way one schema checks it.
 */
export function splitCause(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const body = value as Record<string, unknown>;
  if (typeof body.causeRef !== 'string' || body.causeKind !== undefined) return value;
  const match = /^([a-z]+):(.*)$/.exec(body.causeRef);
  // Nothing chosen: the cause field itself says "choose one".
  if (!match) return { ...body, causeKind: CAMPAIGN_CAUSE_KINDS[0], causeRef: body.causeRef || '0' };
  return { ...body, causeKind: match[1], causeRef: match[2] };
}

export function campaignStartFormSchema(today?: () => string, names?: AssociationNames) {
  return z.preprocess(splitCause, campaignStartSchema(today, names));
}

/** Staff's decision on a campaign (back office): approve or reject a pending one, close an open one. */
export const CAMPAIGN_DECISIONS = ['approve', 'reject', 'close'] as const;
export type CampaignDecision = (typeof CAMPAIGN_DECISIONS)[number];

/** From each status, the decisions staff may take. */
export const CAMPAIGN_NEXT: Readonly<Record<string, readonly CampaignDecision[]>> = {
  pending: ['approve', 'reject'],
  approved: ['close'],
  rejected: [],
  closed: [],
};

export const campaignReviewSchema = z.strictObject(
  {
    decision: choice(CAMPAIGN_DECISIONS),
    /** Kept with the campaign; sent to the organiser by SMS when rejecting. */
    note: z.preprocess(
      sanitiseCampaignText,
      z
        .string({ error: msg('invalid') })
        .max(500, msg('tooLong', { max: 500 }))
        .optional(),
    ),
  },
  objectError,
);
export type CampaignReview = z.output<typeof campaignReviewSchema>;
