/**
 * What can be given. Catalog kinds are rows of the giving catalog (GET /api/v1/giving/items);
 * an order line may also name a program (A2's programs table), a calculator amount or a gift.
 */
export const CATALOG_KINDS = [
  'cause',
  'waqf',
  'family',
  'bill',
  'relieve',
  'haj',
  'product',
  'farm-product',
  'anfahum',
] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];

export const CALCULATOR_KINDS = ['zakat', 'zakat-fitr', 'kaffarah'] as const;
export type CalculatorKind = (typeof CALCULATOR_KINDS)[number];

export const ORDER_ITEM_KINDS = [...CATALOG_KINDS, 'program', ...CALCULATOR_KINDS, 'gift'] as const;
export type OrderItemKind = (typeof ORDER_ITEM_KINDS)[number];

/** Sold by the unit at the catalog's price: the line's amount is price × quantity, never the client's. */
export const FIXED_PRICE_KINDS: readonly CatalogKind[] = ['waqf', 'haj', 'product', 'farm-product'];
/** A need with a ceiling: a line may not give more than what is still due. */
export const CAPPED_KINDS: readonly CatalogKind[] = ['family', 'bill', 'relieve'];
/** Catalog rows a `gift` line may point at (an amount given in someone's honour). */
export const GIFTABLE_KINDS: readonly CatalogKind[] = ['cause', 'anfahum'];

export const PAYMENT_METHODS = ['card', 'applepay', 'stcpay', 'bank-transfer', 'sandbox'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Wallets paid through the card gateway (Moyasar's `applepay` and `stcpay` sources, or the sandbox's simulation). */
export const WALLET_METHODS = ['applepay', 'stcpay'] as const;
export type WalletMethod = (typeof WALLET_METHODS)[number];

export function isWalletMethod(method: string): method is WalletMethod {
  return (WALLET_METHODS as readonly string[]).includes(method);
}

/** Card networks a paid card may report; `mada` is the Saudi debit network, named on receipts. */
export const CARD_BRANDS = ['mada', 'visa', 'master', 'amex'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

export function asCardBrand(company: unknown): CardBrand | null {
  const name = typeof company === 'string' ? company.toLowerCase() : '';
  return (CARD_BRANDS as readonly string[]).includes(name) ? (name as CardBrand) : null;
}

export const ON_BEHALF_RELATIONS = ['self', 'parents', 'deceased', 'other'] as const;
export type OnBehalfRelation = (typeof ON_BEHALF_RELATIONS)[number];

export const IN_KIND_ITEM_TYPES = [
  'medicalDevices',
  'mobilityAids',
  'hospitalBeds',
  'medicalSupplies',
  'other',
] as const;
export const IN_KIND_CONDITIONS = ['new', 'likeNew', 'used'] as const;

/** Kinds given on someone's behalf (an endowment share, a Hajj). */
export const ON_BEHALF_KINDS: readonly CatalogKind[] = ['waqf', 'haj'];

/** The one test for "sold by the unit at the catalog's price" (basket, catalog cards, server pricing). */
export function isFixedPrice(kind: string): boolean {
  return (FIXED_PRICE_KINDS as readonly string[]).includes(kind);
}

export function takesOnBehalf(kind: string): boolean {
  return (ON_BEHALF_KINDS as readonly string[]).includes(kind);
}
