import type { Generated } from 'kysely';

/** Campaigns (migration 0035, docs/decisions/028-campaigns.md). Money in halalas; times ISO. */
export interface CampaignTable {
  id: Generated<number>;
  /** Random, in the page's address (/campaigns/:slug). */
  slug: string;
  /** pending → approved | rejected; approved → closed (target, date or staff). */
  status: string;
  closed_reason: string | null;
  cause_kind: string;
  cause_ref: string;
  target: number;
  collected: Generated<number>;
  donors: Generated<number>;
  /** The last day (Riyadh) gifts are taken; `ends_at` is the moment after it. */
  ends_on: string;
  ends_at: string;
  display_name: string;
  message: string;
  locale: string;
  creator_mobile: string;
  /** HMAC of the creating address under the kept `campaign-address` key (daily limit; the address itself is not kept). */
  creator_address: string;
  review_note: string | null;
  reviewed_by: number | null;
  reviewed_at: string | null;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
  /** When the organiser was texted that half, and all, of the target was reached (migration 0062): once each. */
  half_texted_at: string | null;
  target_texted_at: string | null;
}

/** The organiser's photo or short update (migration 0062): shown on the page once staff approve it. */
export interface CampaignPostTable {
  id: Generated<number>;
  campaign_id: number;
  kind: string;
  /** pending → approved | rejected. */
  status: string;
  body: string | null;
  /** A photo's stored name in the file store's `campaign-photos` area. */
  photo: string | null;
  reviewed_by: number | null;
  reviewed_at: string | null;
  created_at: string;
}

export interface CampaignTables {
  campaigns: CampaignTable;
  campaign_posts: CampaignPostTable;
}
