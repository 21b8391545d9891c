import { z } from 'zod';
import { msg } from '../validation';
import { paginationQuery, type Page } from '../pagination';
import type { Bilingual } from '../content-core';
import { CATALOG_KINDS, type CatalogKind } from './kinds';
import type { Fund } from './funds';

/** GET /api/v1/giving/items?kind=&page=&size= */
export const catalogQuery = paginationQuery.extend({
  kind: z.enum(CATALOG_KINDS, { error: msg('itemKind') }),
});
export type CatalogQuery = z.infer<typeof catalogQuery>;

/**
 * One thing that can be given to. Money in halalas. Which fields are set depends on the kind:
 * waqf (unitPrice = share price, stockTotal/stockLeft = shares), product/farm-product (unitPrice,
 * stockLeft; null = unlimited), haj (unitPrice = package), family (city, members, need, target,
 * collected), bill (category = utility, target = amount due, collected = paid so far), relieve
 * (target = the debt, collected), cause/anfahum (target/collected when a goal is set).
 */
export interface CatalogItem {
  id: number;
  kind: CatalogKind;
  title: Bilingual;
  summary: Bilingual;
  image: string;
  category: Bilingual | null;
  city: Bilingual | null;
  members: number | null;
  need: Bilingual | null;
  unitPrice: number | null;
  stockTotal: number | null;
  stockLeft: number | null;
  target: number | null;
  collected: number;
  /** target − collected, or null without a target. */
  remaining: number | null;
  /** "Where most needed": the default cause of the instant donation. */
  mostNeeded: boolean;
  /** False when sold out or fully funded: shown, not orderable. */
  available: boolean;
  /** The fund the item belongs to; a line may be given as zakat only when `zakatEligible`. */
  fund: Fund;
  zakatEligible: boolean;
}

export type CatalogPage = Page<CatalogItem>;

export interface GiftCardDesign {
  id: number;
  occasionId: number;
  title: Bilingual;
  image: string;
  /** Colours of the e-card, for the page to draw it. */
  background: string;
  foreground: string;
}

export interface GiftOccasion {
  id: number;
  title: Bilingual;
  summary: Bilingual;
  image: string;
  cards: GiftCardDesign[];
}

export interface GiftOccasionList {
  items: GiftOccasion[];
  /** Causes a gift may support (kind cause/anfahum). */
  causes: CatalogItem[];
}

/** GET /api/v1/giving/settings: what the amount pickers need. */
export interface GivingSettings {
  minAmount: number;
  maxAmount: number;
  maxQuantity: number;
  presets: number[];
  /** 'sandbox' or 'moyasar': what `method: 'card'` uses. */
  cardProvider: 'sandbox' | 'moyasar';
  /** In the order the checkout offers them; Apple Pay is shown only where the browser can pay with it. */
  methods: Array<'card' | 'applepay' | 'stcpay' | 'bank-transfer'>;
}
