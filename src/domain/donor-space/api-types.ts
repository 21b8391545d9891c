import type { Fund } from '../giving/funds';

/** Where a sign-in by code stands (GET /api/v1/my-giving/session while the code is awaited). */
export interface DonorCodeStep {
  /** The number the code went to, masked (05•••••678). */
  mobileMasked: string;
  expiresAt: string;
  triesLeft: number;
  /** False once the code expired or its tries are used: the page offers a new code. */
  open: boolean;
}

/** GET /api/v1/my-giving/session */
export type DonorSessionState =
  | { state: 'signedOut' }
  | ({ state: 'code' } & DonorCodeStep)
  | { state: 'signedIn'; mobileMasked: string; expiresAt: string };

/** How an order stands for its donor: not paid yet, paid, given back in part or in full, or never completed. */
export const DONOR_ORDER_STATES = ['pending', 'paid', 'partlyRefunded', 'refunded', 'notPaid'] as const;
export type DonorOrderState = (typeof DONOR_ORDER_STATES)[number];

export interface DonorOrder {
  /** The order's random id: the receipt's key (its page and PDF). */
  id: string;
  number: number;
  createdAt: string;
  paidAt: string | null;
  total: number;
  refunded: number;
  state: DonorOrderState;
  /** Paid through the sandbox (a demonstration): no money moved. */
  test: boolean;
  periodic: boolean;
  lines: { title: { ar: string; en: string }; amount: number; fund?: Fund }[];
  /** The receipt's public check code, for a paid order. */
  verifyCode: string | null;
}

export interface DonorPlan {
  title: { ar: string; en: string };
  amount: number;
  frequency: string;
  /** pending_card | active | paused | cancelled | ended */
  status: string;
  nextDueDate: string | null;
  cardLast4: string | null;
  /** A manage link made now (the plan's signed link, valid for the usual days): this is how a lost link is found again. */
  manageUrl: string | null;
  /** Active, or paused because its card failed: the space's one new card for every plan covers it. */
  cardReplaceable: boolean;
}

export interface DonorGift {
  orderNumber: number;
  title: { ar: string; en: string };
  amount: number;
  recipientName: string | null;
  /** The card's code: its page is /gifts/:code. */
  code: string;
  paid: boolean;
}

export interface DonorCampaign {
  slug: string;
  name: string;
  /** pending | approved | rejected | closed */
  status: string;
  target: number;
  collected: number;
  endsOn: string;
}

/** GET /api/v1/my-giving */
export interface DonorOverview {
  mobileMasked: string;
  /** The name on the newest order or plan (what a correction changes). */
  name: string | null;
  orders: DonorOrder[];
  plans: DonorPlan[];
  /** How long each fresh manage link works (PERIODIC_LINK_DAYS). */
  manageLinkDays: number;
  gifts: DonorGift[];
  campaigns: DonorCampaign[];
  /** Years with paid gifts, per calendar, newest first (the statement's choices). */
  years: { hijri: number[]; gregorian: number[] };
  /** The erasure request waiting for staff, if any: when it was made and the day it is due. */
  erasure: { requestedAt: string; dueAt: string } | null;
}

/** GET /api/v1/my-giving/statement?… — what the PDF holds, summed: zakat apart from every other fund. */
export interface DonorStatementSummary {
  range: { start: string; end: string };
  count: number;
  total: number;
  zakat: number;
  /** Every fund but zakat, with its amount; lines without a fund count under `general`. */
  otherFunds: { fund: Fund; amount: number }[];
}

/** POST /api/v1/my-giving/cards — the card page to open, for how many plans. */
export interface DonorCardsStarted {
  cardUrl: string;
  plans: number;
}

/** GET /api/v1/my-giving/cards/:id — what one new card for every plan did, once the card page is done. */
export interface DonorCardsOutcome {
  last4: string;
  plans: number;
  /** Failed charges tried again at once with the new card. */
  retried: number;
}
