import type { Bilingual, BankAccount } from '../content-core';
import type { CardBrand, OrderItemKind, PaymentMethod } from './kinds';
import type { Fund } from './funds';
import type { ReceiptRefund } from './refund-status';

export type OrderStatus = 'pending' | 'paid';
export type PaymentStatus = 'initiated' | 'paid' | 'failed';
export type ProviderName = 'sandbox' | 'moyasar' | 'bank-transfer';

/** 201 (new) or 200 (same Idempotency-Key, same body) of POST /api/v1/orders. */
export interface OrderCreated {
  /** Unguessable: the receipt's address (/donate/success/{orderId}) and its only key. */
  orderId: string;
  /** Human order number, sequential (shown on the receipt). */
  number: number;
  total: number;
  status: OrderStatus;
  /** Paid (if at all) on the sandbox gateway: no money moves; pages show a visible "test" marker. */
  test: boolean;
  /** Until then the order holds the stock or remaining need it asks for (ISO; null for old orders). */
  reservedUntil: string | null;
  payment: {
    id: string;
    provider: ProviderName;
    method: PaymentMethod;
    /** card/sandbox: where to send the browser (relative for the sandbox, absolute for Moyasar). */
    redirectUrl?: string;
    /** bank-transfer: the association's accounts; the order stays pending until staff match it. */
    bankAccounts?: BankAccount[];
  };
}

/** POST /api/v1/payments/:paymentId/verify */
export interface PaymentVerification {
  paymentId: string;
  orderId: string;
  number: number;
  status: PaymentStatus;
  orderStatus: OrderStatus;
  /** A sandbox (test) payment: no money moved. */
  test: boolean;
  /** A short reason when failed (provider's message code), for the page to explain. */
  reason?: string;
}

export interface ReceiptGift {
  recipientName: string;
  occasion: Bilingual;
  code: string;
}

export interface ReceiptItem {
  kind: OrderItemKind;
  ref: string;
  title: Bilingual;
  unitAmount: number;
  quantity: number;
  amount: number;
  /** The fund the line's money went to, fixed at order time (zakat is never mixed with others). */
  fund: Fund;
  onBehalfOf?: { relation: string; name?: string };
  gift?: ReceiptGift;
  /**
   * Paid after this need was met (sold out or fully funded while the order's reservation had
   * lapsed): the amount went to the general fund of the same kind instead. The receipt says so.
   */
  redirected?: { to: 'general-fund'; kind: OrderItemKind };
  /** Given through a campaign: its page's address and its organiser's display name, as the receipt names it. */
  campaign?: { slug: string; name: string };
}

/** GET /api/v1/orders/:orderId/receipt */
export interface Receipt {
  orderId: string;
  number: number;
  status: OrderStatus;
  method: PaymentMethod;
  provider: ProviderName;
  /** The network of the card that paid, when the gateway reported it (a mada card reads "mada"). */
  cardBrand?: CardBrand;
  test: boolean;
  createdAt: string;
  paidAt: string | null;
  donor: { name: string; anonymous: boolean; mobileMasked: string };
  items: ReceiptItem[];
  total: number;
  currency: 'SAR';
  association: {
    name: Bilingual;
    licenceNumber: string;
    authority: Bilingual;
    address: Bilingual;
    phone: string;
    email: string;
  } | null;
  bankAccounts: BankAccount[];
  /** Money given back on this order, null when none (./refund-status.ts); the receipt and its PDF say so. */
  refund: ReceiptRefund | null;
}

/** GET /api/v1/gifts/:code: the e-card, once the gift's order is paid. */
export interface GiftCardView {
  code: string;
  occasion: Bilingual;
  card: { title: Bilingual; image: string; background: string; foreground: string };
  senderName: string;
  recipientName: string;
  message: string | null;
  /** Null when the giver chose not to show it. */
  amount: number | null;
  itemTitle: Bilingual;
  givenAt: string;
  /** From a sandbox (test) payment: the card must say so visibly. */
  test: boolean;
}

export interface InKindRequestCreated {
  reference: string;
}
