/**
 * Periodic giving (server/services/periodic, server/scheduler): plans, their due charges, the
 * card sessions that bring a gateway token back, and the sandbox gateway's own token store.
 * No card number is ever stored: a plan keeps the gateway's token, brand, last four and expiry.
 * Money is integer halalas; dates are `YYYY-MM-DD` (Riyadh) or ISO instants.
 */
export interface PeriodicPlanTable {
  /** Random, unguessable (22 chars base64url); signed into the manage link. */
  id: string;
  idempotency_key: string;
  request_hash: string;
  /** pending_card | active | paused | cancelled | ended */
  status: string;
  /** donor | failures | card | item, while paused */
  paused_reason: string | null;
  frequency: string;
  anchor_date: string;
  end_date: string | null;
  /** The next date not yet turned into a charge row. */
  next_due_date: string | null;
  kind: string;
  ref: string;
  title_ar: string;
  title_en: string;
  /** Halalas per charge (open amounts; for counted kinds the last price × quantity). */
  amount: number;
  quantity: number;
  /**
   * The most the manage link alone may set `amount` to: the amount the card was last confirmed for
   * (set up, or a raise through the card page) × AMOUNT_CEILING_FACTOR. Decision 052.
   */
  amount_ceiling: number;
  locale: string;
  donor_name: string;
  donor_mobile: string;
  /** sandbox | moyasar: the gateway that issued the token. */
  token_provider: string | null;
  card_token: string | null;
  card_brand: string | null;
  card_last4: string | null;
  card_exp_month: number | null;
  card_exp_year: number | null;
  /** Final failures in a row; the plan pauses itself at PAUSE_AFTER_FAILURES. */
  consecutive_failures: number;
  /** 1: the next charge is the first after a pause; the donor is texted before it. */
  notify_before_next: number;
  /** `YYYY-MM` of the card expiry the donor was already warned about. */
  expiry_warned: string | null;
  created_at: string;
  updated_at: string;
  cancelled_at: string | null;
}

export interface PeriodicChargeTable {
  id: string;
  plan_id: string;
  /** Unique with plan_id: one charge per plan per due date, whoever makes it. */
  due_date: string;
  due_at: string;
  /** scheduled | charging | retry | paid | failed | skipped | cancelled | missed */
  status: string;
  amount: number;
  quantity: number;
  /** Failed attempts so far (a crash does not count). */
  attempts: number;
  next_attempt_at: string;
  /** Who holds the charge while it is in flight, and until when (a lease; a dead holder's lapses). */
  lease_owner: string | null;
  lease_until: string | null;
  /** The order this charge produced (orders.id): paid orders are receipts like the basket's. */
  order_id: string | null;
  /** The payment of the current attempt (payments.id); the gateway's idempotency key. */
  payment_id: string | null;
  failure_reason: string | null;
  created_at: string;
  updated_at: string;
}

/** A trip to the card form and back: setting up a plan, or changing its card. */
export interface PeriodicCardSessionTable {
  id: string;
  plan_id: string;
  /** setup | change | raise */
  purpose: string;
  locale: string;
  /** A raise above the plan's ceiling, applied once the card is saved again (else null). */
  new_amount: number | null;
  new_quantity: number | null;
  /** Set once the gateway returned a token for it. */
  used_at: string | null;
  expires_at: string;
  created_at: string;
  /** The donor's space's one card for every plan (periodic_card_batches.id); null for a plan's own trip. */
  batch_id: string | null;
}

/**
 * One trip to the card page for every plan of a number (the donor's space, migration 0065): its
 * plans are the card sessions naming it. Used once; what it did is kept for the page's confirmation.
 */
export interface PeriodicCardBatchTable {
  id: string;
  locale: string;
  used_at: string | null;
  expires_at: string;
  created_at: string;
  card_last4: string | null;
  plans_changed: number | null;
  charges_retried: number | null;
}

/** The sandbox gateway's side: what a token stands for (never the card number). */
export interface SandboxCardTokenTable {
  token: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  /** approve | decline | insufficient_funds */
  behaviour: string;
  created_at: string;
}

/** The sandbox gateway's charges, one per payment id (its idempotency key, like Moyasar's given_id). */
export interface SandboxTokenChargeTable {
  payment_id: string;
  token: string;
  amount: number;
  status: string;
  reason: string | null;
  created_at: string;
}

export interface PeriodicTables {
  periodic_plans: PeriodicPlanTable;
  periodic_charges: PeriodicChargeTable;
  periodic_card_sessions: PeriodicCardSessionTable;
  periodic_card_batches: PeriodicCardBatchTable;
  sandbox_card_tokens: SandboxCardTokenTable;
  sandbox_token_charges: SandboxTokenChargeTable;
}
