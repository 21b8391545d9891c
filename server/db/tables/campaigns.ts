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
}

export interface CampaignTables {
  campaigns: CampaignTable;
}
