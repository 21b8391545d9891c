import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { GiftCardTable, GiftOccasionTable, GivingItemTable } from '../../db/tables/giving';
import type { Page } from '#src/domain/pagination';
import { remainingHalalas } from '#src/domain/giving/money';
import { isFixedPrice, GIFTABLE_KINDS, type CatalogKind } from '#src/domain/giving/kinds';
import type { CatalogItem, GiftCardDesign, GiftOccasion, GiftOccasionList } from '#src/domain/giving/catalog';
import { isFund } from '#src/domain/giving/funds';
import { activeHolds, withHolds, type Held } from './reservations';
import { offsetOf, pageOf } from '../paging';
import { isPublicRow, publicRows } from '../publishing/visibility';

type ItemRow = Selectable<GivingItemTable>;

function pair(ar: string | null, en: string | null) {
  return ar === null || en === null ? null : { ar, en };
}

/** Offered now: published (or come due) and not sold out or fully funded. */
export function isAvailable(row: ItemRow): boolean {
  if (!isPublicRow('catalog', row)) return false;
  if (isFixedPrice(row.kind)) return row.stock_left === null || row.stock_left > 0;
  if (row.kind === 'family' || row.kind === 'bill' || row.kind === 'relieve')
    return row.target !== null && row.collected < row.target;
  return true;
}

/**
 * A catalog row as visitors see it: stock left and remaining need net of what unpaid orders hold
 * (reservations.ts), so a card does not offer what someone else is paying for right now.
 */
export function toCatalogItem(row: ItemRow, held?: Held): CatalogItem {
  const open = withHolds(row, held);
  return {
    id: row.id,
    kind: row.kind as CatalogKind,
    title: { ar: row.title_ar, en: row.title_en },
    summary: { ar: row.summary_ar, en: row.summary_en },
    image: row.image,
    category: pair(row.category_ar, row.category_en),
    city: pair(row.city_ar, row.city_en),
    members: row.members,
    need: pair(row.need_ar, row.need_en),
    unitPrice: row.unit_price,
    stockTotal: row.stock_total,
    stockLeft: open.stock_left,
    target: row.target,
    collected: row.collected,
    remaining: open.target === null ? null : remainingHalalas(open.target, open.collected),
    mostNeeded: row.most_needed === 1,
    available: isAvailable(open),
    fund: isFund(row.fund) ? row.fund : 'general',
    zakatEligible: row.zakat_eligible === 1 || row.fund === 'zakat',
  };
}

export async function listCatalog(
  db: Kysely<Database>,
  kind: CatalogKind,
  page: number,
  size: number,
): Promise<Page<CatalogItem>> {
  const where = db.selectFrom('giving_items').where('kind', '=', kind).where(publicRows('catalog'));
  const { count } = await where.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const total = Number(count);
  const rows = await where
    .selectAll()
    .orderBy('most_needed', 'desc')
    .orderBy('position')
    .orderBy('id')
    .limit(size)
    .offset(offsetOf({ page, size }))
    .execute();
  const holds = await activeHolds(
    db,
    rows.map((row) => row.id),
    new Date().toISOString(),
  );
  return pageOf(
    rows.map((row) => toCatalogItem(row, holds.get(row.id))),
    total,
    { page, size },
  );
}

export async function getCatalogItem(db: Kysely<Database>, id: number): Promise<CatalogItem | null> {
  const row = await db
    .selectFrom('giving_items')
    .selectAll()
    .where('id', '=', id)
    .where(publicRows('catalog'))
    .executeTakeFirst();
  if (!row) return null;
  const holds = await activeHolds(db, [row.id], new Date().toISOString());
  return toCatalogItem(row, holds.get(row.id));
}

function toCard(row: Selectable<GiftCardTable>): GiftCardDesign {
  return {
    id: row.id,
    occasionId: row.occasion_id,
    title: { ar: row.title_ar, en: row.title_en },
    image: row.image,
    background: row.background,
    foreground: row.foreground,
  };
}

function toOccasion(row: Selectable<GiftOccasionTable>, cards: GiftCardDesign[]): GiftOccasion {
  return {
    id: row.id,
    title: { ar: row.title_ar, en: row.title_en },
    summary: { ar: row.summary_ar, en: row.summary_en },
    image: row.image,
    cards: cards.filter((card) => card.occasionId === row.id),
  };
}

export async function listGiftOccasions(db: Kysely<Database>): Promise<GiftOccasionList> {
  const [occasions, cards, causes] = await Promise.all([
    db.selectFrom('gift_occasions').selectAll().orderBy('position').orderBy('id').execute(),
    db.selectFrom('gift_cards').selectAll().orderBy('position').orderBy('id').execute(),
    db
      .selectFrom('giving_items')
      .selectAll()
      .where('kind', 'in', [...GIFTABLE_KINDS])
      .where(publicRows('catalog'))
      .orderBy('kind')
      .orderBy('most_needed', 'desc')
      .orderBy('position')
      .execute(),
  ]);
  const designs = cards.map(toCard);
  return { items: occasions.map((row) => toOccasion(row, designs)), causes: causes.map((row) => toCatalogItem(row)) };
}

export async function getGiftOccasion(db: Kysely<Database>, id: number): Promise<GiftOccasion | null> {
  const row = await db.selectFrom('gift_occasions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const cards = await db
    .selectFrom('gift_cards')
    .selectAll()
    .where('occasion_id', '=', id)
    .orderBy('position')
    .execute();
  return toOccasion(row, cards.map(toCard));
}
