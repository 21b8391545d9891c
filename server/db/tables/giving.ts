/**
 * Giving: the catalog of things to give to (one table, `kind` says which page lists a row), gift
 * occasions and card designs, in-kind offers, and orders with their lines and payments.
 * Money is integer halalas; dates are ISO strings; flags are 0/1 integers (portable).
 */
import type { ColumnType, Generated } from 'kysely';
import type { PublishingColumns } from './publishing';

/** A catalogue item; its publishing state (migration 0046) says whether visitors see it and may give to it. */
export interface GivingItemTable extends PublishingColumns {
  /** Numbered by the database (docs/decisions/070-ids-from-the-database.md). */
  id: Generated<number>;
  kind: string;
  position: number;
  most_needed: number;
  title_ar: string;
  title_en: string;
  summary_ar: string;
  summary_en: string;
  image: string;
  category_ar: string | null;
  category_en: string | null;
  city_ar: string | null;
  city_en: string | null;
  members: number | null;
  need_ar: string | null;
  need_en: string | null;
  unit_price: number | null;
  stock_total: number | null;
  stock_left: number | null;
  target: number | null;
  collected: number;
  /** The fund the item belongs to (src/domain/giving/funds.ts FUNDS); 'zakat' implies zakat_eligible = 1. */
  fund: Generated<string>;
  /** 1: a donor may give to it as zakat (a fund choice on its page); set in the catalogue. */
  zakat_eligible: Generated<number>;
  updated_at: string | null;
}

export interface GiftOccasionTable {
  /** Numbered by the database (docs/decisions/070-ids-from-the-database.md). */
  id: Generated<number>;
  position: number;
  title_ar: string;
  title_en: string;
  summary_ar: string;
  summary_en: string;
  image: string;
}

export interface GiftCardTable {
  /** Numbered by the database (docs/decisions/070-ids-from-the-database.md). */
  id: Generated<number>;
  occasion_id: number;
  position: number;
  title_ar: string;
  title_en: string;
  image: string;
  background: string;
  foreground: string;
}

export interface InKindRequestTable {
  reference: string;
  item_type: string;
  description: string | null;
  quantity: number;
  condition: string;
  city: string;
  name: string;
  mobile: string;
  locale: string;
  created_at: string;
  /** The services inbox (migration 0045): new → inProgress → done. */
  inbox_status: Generated<string>;
  inbox_updated_at: string | null;
}

/** Named counters (the order number), bumped inside the writer's transaction. */
export interface GivingCounterTable {
  name: string;
  value: number;
}

export interface OrderTable {
  /** Random, unguessable (22 chars base64url): the receipt's key. */
  id: string;
  number: number;
  idempotency_key: string;
  /** sha256 of the canonical request: the same key with another body is a 409. */
  request_hash: string;
  status: string;
  method: string;
  /** 1 when the order went to the sandbox gateway (no money moves): never counted, never texted. */
  is_test: number;
  locale: string;
  donor_name: string;
  donor_mobile: string;
  donor_email: string | null;
  anonymous: number;
  total: number;
  created_at: string;
  paid_at: string | null;
  /** Until then (ISO) the unpaid order holds what it asks for; null for orders made before reservations. */
  reserved_until: string | null;
  /** Sum of the refunds recorded in the back office (migration 0044); never above total. */
  refunded: Generated<number>;
  /** HMAC of the ordering address (its /64 for IPv6) while unpaid: one visitor's holds count together (migration 0048). */
  visitor_address: ColumnType<string | null, string | null | undefined, string | null>;
  /** Halalas held by refunds the gateway has not answered yet (migration 0057); refunded + this never passes total. */
  refund_pending: Generated<number>;
}

export interface OrderItemTable {
  order_id: string;
  position: number;
  kind: string;
  ref: string;
  title_ar: string;
  title_en: string;
  unit_amount: number;
  quantity: number;
  amount: number;
  /** JSON { relation, name? } or null. */
  on_behalf_json: string | null;
  gift_code: string | null;
  gift_occasion_id: number | null;
  gift_card_id: number | null;
  gift_sender: string | null;
  gift_recipient_name: string | null;
  gift_recipient_mobile: string | null;
  gift_message: string | null;
  gift_show_amount: number | null;
  /** 1: paid after its need was met; the money went to the general fund of its kind. */
  redirected: number;
  /** The fund of the line, fixed at order time (src/domain/giving/funds.ts); zakat stays zakat. */
  fund: string;
  /** The campaign the line was given through (migration 0035), or null. */
  campaign_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The name the donor chose to be shown with on the campaign's page (migration 0062); null: "a donor". */
  campaign_public_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** What the line holds while its order is unpaid (docs/decisions/049-holding-scarce-items.md): units of stock, halalas of a need. */
  held_quantity: Generated<number>;
  held_amount: Generated<number>;
  /** Halalas of this line given back by refunds (migration 0057); never above amount. */
  refunded: Generated<number>;
}

export interface PaymentTable {
  /** Random, unguessable: appears in return URLs. */
  id: string;
  order_id: string;
  provider: string;
  status: string;
  amount: number;
  /** The provider's id (Moyasar invoice id); null for sandbox and bank transfer. */
  provider_ref: string | null;
  redirect_url: string | null;
  /** Sandbox only: the outcome the test card chose ('paid' | 'failed'), read back on verification. */
  sandbox_outcome: string | null;
  failure_reason: string | null;
  /** The paying card's network as the gateway reported it (mada, visa, master, amex); null otherwise. */
  card_brand: ColumnType<string | null, string | null | undefined, string | null>;
  /** Wallet attempts on this payment: STC Pay codes tried, or the one Apple Pay token charged. */
  wallet_attempts: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
}

/** Money from lines paid after their need was met, per kind (the redirected-line policy). */
export interface GivingGeneralFundTable {
  kind: string;
  collected: number;
}

/** One row per form Idempotency-Key: status and body null while the first request is in flight. */
export interface FormSubmissionTable {
  scope: string;
  key: string;
  status: number | null;
  body: string | null;
  created_at: string;
}

export interface GivingTables {
  giving_items: GivingItemTable;
  gift_occasions: GiftOccasionTable;
  gift_cards: GiftCardTable;
  in_kind_requests: InKindRequestTable;
  giving_counters: GivingCounterTable;
  orders: OrderTable;
  order_items: OrderItemTable;
  payments: PaymentTable;
  giving_general_funds: GivingGeneralFundTable;
  form_submissions: FormSubmissionTable;
}
