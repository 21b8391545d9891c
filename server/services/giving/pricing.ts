import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { GivingItemTable } from '../../db/tables/giving';
import type { FieldErrors } from '#src/domain/validation';
import type { Gift, OrderItemRequest } from '#src/domain/giving/order-schema';
import type { ReceiptItem } from '#src/domain/giving/api-types';
import {
  CALCULATOR_KINDS,
  CAPPED_KINDS,
  CATALOG_KINDS,
  isFixedPrice,
  GIFTABLE_KINDS,
  type CalculatorKind,
  type CatalogKind,
} from '#src/domain/giving/kinds';
import { MAX_ITEM_HALALAS, MAX_ORDER_HALALAS, lineTotal, remainingHalalas, sumHalalas } from '#src/domain/giving/money';
import { isAvailable } from './catalog';
import { publicPrograms } from '../content-media/programs';
import { isPublicRow } from '../publishing/visibility';
import { PROGRAM_FUND, calculatorFund, isFund, resolveLineFund, type Fund } from '#src/domain/giving/funds';
import { campaignsBySlug, checkCampaignLine } from '../campaigns/campaigns';
import { calculatorTitle } from './titles';
import { withHolds, type Held } from './reservations';
import { isNumericId } from '#src/domain/ids';

/**
 * Prices an order from the database alone: what the client said an item costs is never read.
 * Fixed-price kinds cost unit price × quantity (within stock); open amounts are the donor's
 * (already checked for whole halalas and the per-line limits by the schema), capped by what is
 * still due for families, bills and debts. Lines naming the same thing are checked together.
 */
export interface PricedLine
  extends Pick<ReceiptItem, 'kind' | 'ref' | 'title' | 'unitAmount' | 'quantity' | 'amount' | 'onBehalfOf'> {
  gift?: Gift;
  /** The fund the line's money goes to (docs/decisions/027-fund-types-and-zakat.md). */
  fund: Fund;
  /** The campaign the line is given through (docs/decisions/028-campaigns.md), or null. */
  campaignId: number | null;
  /** The name the donor chose to be shown with on the campaign's page, or null ("a donor"). */
  campaignName: string | null;
}

export type PricingResult = { ok: true; lines: PricedLine[]; total: number } | { ok: false; errors: FieldErrors };

type Db = Kysely<Database> | Transaction<Database>;
type ItemRow = Selectable<GivingItemTable>;

const riyals = (halalas: number) => (halalas / 100).toLocaleString('en-US', { maximumFractionDigits: 2 });
const numericRef = (ref: string) => (isNumericId(ref) ? Number(ref) : null);

/** `holds`: what other unpaid orders hold of each catalog row (reservations.ts); none by default. */
export async function priceOrder(
  db: Db,
  items: OrderItemRequest[],
  holds: ReadonlyMap<number, Held> = new Map(),
): Promise<PricingResult> {
  const errors: FieldErrors = {};
  const fail = (index: number, field: string, key: string, params?: Record<string, unknown>) => {
    const path = `items.${index}${field ? `.${field}` : ''}`;
    if (!errors[path]) errors[path] = params ? { key, params } : { key };
  };

  const catalogIds = new Set<number>();
  const programIds = new Set<number>();
  const occasionIds = new Set<number>();
  const cardIds = new Set<number>();
  for (const item of items) {
    const id = numericRef(item.ref);
    if (id !== null && (item.kind === 'gift' || (CATALOG_KINDS as readonly string[]).includes(item.kind)))
      catalogIds.add(id);
    if (id !== null && item.kind === 'program') programIds.add(id);
    if (item.gift) {
      occasionIds.add(item.gift.occasionId);
      cardIds.add(item.gift.cardId);
    }
  }
  const campaignSlugs = items.flatMap((item) => (item.campaign ? [item.campaign] : []));
  const [catalogRows, programRows, occasionRows, cardRows, campaigns] = await Promise.all([
    catalogIds.size
      ? db
          .selectFrom('giving_items')
          .selectAll()
          .where('id', 'in', [...catalogIds])
          .execute()
      : [],
    // A program taken off the site (back office) takes no new gifts: it reads as unknown.
    programIds.size
      ? db
          .selectFrom('programs')
          .select(['id', 'title_ar', 'title_en'])
          .where('id', 'in', [...programIds])
          .where(publicPrograms())
          .execute()
      : [],
    occasionIds.size
      ? db
          .selectFrom('gift_occasions')
          .select('id')
          .where('id', 'in', [...occasionIds])
          .execute()
      : [],
    cardIds.size
      ? db
          .selectFrom('gift_cards')
          .select(['id', 'occasion_id'])
          .where('id', 'in', [...cardIds])
          .execute()
      : [],
    campaignsBySlug(db, campaignSlugs),
  ]);
  const now = new Date();
  const catalog = new Map(catalogRows.map((row) => [row.id, withHolds(row, holds.get(row.id))]));
  const programs = new Map(programRows.map((row) => [row.id, row]));
  const occasions = new Set(occasionRows.map((row) => row.id));
  const cards = new Map(cardRows.map((row) => [row.id, row.occasion_id]));

  // What the whole order takes from one row: stock for fixed-price kinds, money for capped ones.
  const taken = new Map<number, number>();
  const lines: PricedLine[] = [];

  items.forEach((item, index) => {
    if (item.gift) {
      if (!occasions.has(item.gift.occasionId)) fail(index, 'gift.occasionId', 'giftOccasion');
      else if (cards.get(item.gift.cardId) !== item.gift.occasionId) fail(index, 'gift.cardId', 'giftCard');
    }
    const common = {
      kind: item.kind,
      ref: item.ref,
      ...(item.onBehalfOf ? { onBehalfOf: item.onBehalfOf } : {}),
      ...(item.gift ? { gift: item.gift } : {}),
    };
    // A line's fund is fixed by what it goes to; the donor may only choose zakat where it is allowed.
    const withFund = (own: Fund, zakatEligible: boolean) => {
      const resolved = resolveLineFund({ fund: own, zakatEligible: zakatEligible || own === 'zakat' }, item.fund);
      if (!resolved.ok) {
        fail(index, 'fund', resolved.key);
        return null;
      }
      let campaignId: number | null = null;
      if (item.campaign) {
        const checked = checkCampaignLine(campaigns.get(item.campaign), item, now);
        if (!checked.ok) {
          fail(index, 'campaign', checked.key);
          return null;
        }
        campaignId = checked.id;
      }
      return {
        ...common,
        fund: resolved.fund,
        campaignId,
        campaignName: campaignId !== null ? (item.campaignName ?? null) : null,
      };
    };
    const needsAmount = (): number | null => {
      if (item.amount === undefined) {
        fail(index, 'amount', 'required');
        return null;
      }
      if (item.quantity !== undefined && item.quantity !== 1) {
        fail(index, 'quantity', 'quantityOne');
        return null;
      }
      return item.amount;
    };

    if ((CALCULATOR_KINDS as readonly string[]).includes(item.kind)) {
      const base = withFund(calculatorFund(item.kind as CalculatorKind), false);
      if (!base) return;
      const amount = needsAmount();
      if (amount !== null)
        lines.push({
          ...base,
          title: calculatorTitle(item.kind as CalculatorKind),
          unitAmount: amount,
          quantity: 1,
          amount,
        });
      return;
    }

    if (item.kind === 'program') {
      const id = numericRef(item.ref);
      const program = id === null ? undefined : programs.get(id);
      if (!program) return fail(index, 'ref', 'itemUnknown');
      const base = withFund(PROGRAM_FUND, false);
      if (!base) return;
      const amount = needsAmount();
      if (amount !== null)
        lines.push({
          ...base,
          title: { ar: program.title_ar, en: program.title_en },
          unitAmount: amount,
          quantity: 1,
          amount,
        });
      return;
    }

    const id = numericRef(item.ref);
    const row: ItemRow | undefined = id === null ? undefined : catalog.get(id);
    const expected: readonly string[] = item.kind === 'gift' ? GIFTABLE_KINDS : [item.kind];
    if (!row || !isPublicRow('catalog', row) || !expected.includes(row.kind)) return fail(index, 'ref', 'itemUnknown');
    if (!isAvailable(row)) return fail(index, 'ref', 'itemUnavailable');
    const base = withFund(isFund(row.fund) ? row.fund : 'general', row.zakat_eligible === 1);
    if (!base) return;
    const title = { ar: row.title_ar, en: row.title_en };

    if (isFixedPrice(row.kind) && row.unit_price !== null) {
      const quantity = item.quantity ?? 1;
      const already = taken.get(row.id) ?? 0;
      if (row.stock_left !== null && already + quantity > row.stock_left)
        return fail(index, 'quantity', 'quantityOverStock', { max: Math.max(0, row.stock_left - already) });
      taken.set(row.id, already + quantity);
      const amount = lineTotal(row.unit_price, quantity);
      if (amount > MAX_ITEM_HALALAS) return fail(index, 'quantity', 'amountMax', { max: riyals(MAX_ITEM_HALALAS) });
      lines.push({ ...base, title, unitAmount: row.unit_price, quantity, amount });
      return;
    }

    const amount = needsAmount();
    if (amount === null) return;
    if (CAPPED_KINDS.includes(row.kind as CatalogKind) && row.target !== null) {
      const already = taken.get(row.id) ?? 0;
      const remaining = remainingHalalas(row.target, row.collected) - already;
      if (amount > remaining)
        return fail(index, 'amount', 'amountOverRemaining', { max: riyals(Math.max(0, remaining)) });
      taken.set(row.id, already + amount);
    }
    lines.push({ ...base, title, unitAmount: amount, quantity: 1, amount });
  });

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const total = sumHalalas(lines.map((line) => line.amount));
  if (total > MAX_ORDER_HALALAS)
    return { ok: false, errors: { items: { key: 'orderMax', params: { max: riyals(MAX_ORDER_HALALAS) } } } };
  return { ok: true, lines, total };
}
