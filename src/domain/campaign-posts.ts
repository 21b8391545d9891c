import { z } from 'zod';
import { msg } from './validation';
import { choice } from './applications/fields';
import { objectError } from './giving/object-error';
import { campaignMessage } from './campaigns';
import type { AssociationNames } from './campaign-claims';

/**
 * What a campaign's organiser adds after approval (docs/decisions/066): a photo and short text
 * updates, each shown on the page only once staff approve it. An update follows the campaign
 * message's rules (words only: no links, markup, IBAN or the association's name; 10 … 280
 * characters). One schema for the organiser's form and the API.
 */

/** Posts (photos and updates together) one campaign may send in a day; staff review each one. */
export const CAMPAIGN_POSTS_PER_DAY = 3;
/** Posts waiting for review at once: past it the organiser waits for staff. */
export const CAMPAIGN_POSTS_PENDING_MAX = 5;
/** A photo's file, before it is written again as a picture of the page's size. */
export const CAMPAIGN_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Approved posts the page shows, latest first. */
export const CAMPAIGN_POSTS_SHOWN = 10;

export const CAMPAIGN_POST_KINDS = ['text', 'photo'] as const;
export type CampaignPostKind = (typeof CAMPAIGN_POST_KINDS)[number];
export type CampaignPostStatus = 'pending' | 'approved' | 'rejected';

/** The organiser's link token: signed, checked by the server (server/services/campaigns/organiser-links.ts). */
const organiserTokenField = z
  .string({ error: msg('invalid') })
  .min(1, msg('invalid'))
  .max(200, msg('invalid'));

export function campaignUpdateSchema(names?: AssociationNames) {
  return z.strictObject({ token: organiserTokenField, body: campaignMessage(names) }, objectError);
}
export type CampaignUpdateInput = z.input<ReturnType<typeof campaignUpdateSchema>>;

/** The photo form's text field (the file itself is checked by content on the server). */
export const campaignPhotoFieldsSchema = z.strictObject({ token: organiserTokenField }, objectError);

export const CAMPAIGN_POST_DECISIONS = ['approve', 'reject'] as const;
export const campaignPostReviewSchema = z.strictObject({ decision: choice(CAMPAIGN_POST_DECISIONS) }, objectError);

/** A donor as the campaign page names them: by the name they chose, or null ("a donor"). */
export interface CampaignDonor {
  name: string | null;
}

/** An approved post as the page shows it. */
export interface CampaignPostView {
  id: number;
  kind: CampaignPostKind;
  /** An update's text (plain text, shown isolated). */
  body: string | null;
  /** A photo's address (served only while approved). */
  photo: string | null;
  at: string;
}

/** GET /api/v1/campaigns/:slug/organiser: what the organiser sent and where each stands. */
export interface CampaignOrganiserView {
  slug: string;
  displayName: string;
  status: 'approved' | 'closed';
  posts: Array<CampaignPostView & { status: CampaignPostStatus }>;
}
