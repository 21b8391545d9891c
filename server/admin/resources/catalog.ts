import type { z } from 'zod';
import { ROUTE_KINDS } from '#src/domain/giving/route-kinds';
import { isRouteKey, rowByKey } from '#src/route-rows';
import { catalogItemSchema, type CatalogItemInput } from '#src/admin/site-content-schemas';
import { isFixedPrice } from '#src/domain/giving/kinds';
import { KIND_FUND_DEFAULTS } from '#src/domain/giving/funds';
import { lockItems, ITEM_LINE_KINDS } from '../../services/giving/reservations';
import type { AdminContext } from '../http';
import {
  Refusal,
  fieldRefusal,
  flags,
  pairs,
  pick,
  refuseWhenUsed,
  tableHandlers,
  type AnyTrx,
  type Row,
  type TableResource,
} from '../table-resource';

/**
 * The contribution catalogue (giving_items), every kind in one table. Editors keep its texts,
 * pictures, order and visibility; what is money — price, stock, target, fund and the zakat flag —
 * is finance's (an editor's change to one of them is refused by field; see decision 030).
 *
 * Stock is edited as the total offered; what is left follows: left = total − sold, where sold is
 * total − left as stored (or, for a row that never had a total, the paid quantity). The row is
 * locked first (as orders and payments lock it), so a sale settling meanwhile is counted, and a
 * total below what is already sold is refused. What donors gave (`collected`) is never edited here.
 */
const MONEY_FIELDS = ['unit_price', 'stock_total', 'target', 'fund', 'zakat_eligible'] as const;

/** Optional bilingual details (category, city, need) read as '' when absent. */
const DETAILS = pairs('category', 'city', 'need');

function view(row: Row) {
  const total = row.stock_total === null ? null : Number(row.stock_total);
  const left = row.stock_left === null ? null : Number(row.stock_left);
  return {
    ...pick(
      row,
      ['id', 'kind', ...pairs('title', 'summary'), 'image', 'fund'],
      ['members', 'unit_price', 'stock_total', 'stock_left', 'target', 'collected', 'position'],
    ),
    ...Object.fromEntries(DETAILS.map((column) => [column, row[column] ?? ''])),
    ...flags(row, ['zakat_eligible', 'most_needed']),
    sold: total !== null && left !== null ? total - left : null,
  };
}

/** The public page that lists an item of a kind (a family has a page of its own). */
function catalogPage(row: Row): string {
  if (row.kind === 'family') return `/contribute/families/${String(row.id)}`;
  const key = Object.entries(ROUTE_KINDS).find(([, route]) => route.kind === row.kind && !route.landing)?.[0];
  return key && isRouteKey(key) ? rowByKey(key).path : '/contribute/donate';
}

const orNull = (value: string) => (value === '' ? null : value);

/** Units of a row already sold: from its stored total, or (no total kept) from paid order lines. */
async function soldUnits(trx: AnyTrx, row: Row): Promise<number> {
  if (row.stock_total !== null && row.stock_left !== null)
    return Math.max(0, Number(row.stock_total) - Number(row.stock_left));
  const paid = await trx
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select((eb) => eb.fn.sum('order_items.quantity').as('n'))
    .where('orders.status', '=', 'paid')
    // A test payment took nothing from stock (settle.ts), so it sold nothing either.
    .where('orders.is_test', '=', 0)
    .where('order_items.kind', '=', String(row.kind))
    .where('order_items.ref', '=', String(row.id))
    .where('order_items.redirected', '=', 0)
    .executeTakeFirst();
  return Number(paid?.n ?? 0);
}

function mayHandleMoney(ctx: AdminContext): boolean {
  return ctx.session.member.role === 'admin' || ctx.session.member.role === 'finance';
}

/** An editor may not set or change the money fields: a new row keeps no price, stock or target and its kind's fund. */
function refuseMoneyChanges(input: CatalogItemInput, before: Row | null, ctx: AdminContext): void {
  if (mayHandleMoney(ctx)) return;
  const defaults = KIND_FUND_DEFAULTS[input.kind];
  const baseline: Record<string, unknown> = before
    ? view(before)
    : {
        unit_price: null,
        stock_total: null,
        target: null,
        fund: defaults.fund,
        zakat_eligible: defaults.zakatEligible,
      };
  const changed = MONEY_FIELDS.filter((field) => input[field] !== baseline[field]);
  if (changed.length > 0)
    throw new Refusal(
      403,
      'finance_only',
      'errors.validation',
      Object.fromEntries(changed.map((field) => [field, { key: 'errors.financeOnly' }])),
    );
}

export const catalogResource: TableResource<z.infer<typeof catalogItemSchema>> = {
  table: 'giving_items',
  entity: 'catalog',
  schema: catalogItemSchema,
  money: ['unit_price', 'target', 'collected'],
  ids: 'auto',
  view,
  async columns(input, _ctx, before, trx) {
    const { stock_total: stockTotal, most_needed: mostNeeded, zakat_eligible: zakatEligible, ...rest } = input;
    let stockLeft: number | null = null;
    if (stockTotal !== null) stockLeft = stockTotal - (before ? await soldUnits(trx, before) : 0);
    return {
      ...rest,
      ...Object.fromEntries(DETAILS.map((column) => [column, orNull(rest[column as keyof typeof rest] as string)])),
      stock_total: stockTotal,
      stock_left: stockLeft,
      zakat_eligible: zakatEligible ? 1 : 0,
      most_needed: mostNeeded ? 1 : 0,
      ...(before ? {} : { collected: 0 }),
    };
  },
  sortable: {
    id: 'id',
    kind: 'kind',
    position: 'position',
    title_ar: 'title_ar',
    title_en: 'title_en',
    unit_price: 'unit_price',
    target: 'target',
    collected: 'collected',
    status: 'status',
    publish_at: 'publish_at',
  },
  defaultSort: 'position',
  search: ['title_ar', 'title_en'],
  filters: ['kind', 'fund', 'status'],
  // A draft or not-yet-due item is off its page and takes no gifts (kept for the orders that name it).
  publishing: { previewPath: catalogPage },
  affects: (row) => ({ contentTypes: ['catalog'], paths: [`/giving/items/${String(row.id)}`] }),
  async check(trx, input, before, ctx) {
    if (before && input.kind !== before.kind) throw fieldRefusal('kind', 'errors.kindFixed');
    refuseMoneyChanges(input, before, ctx);
    if (!before || input.stock_total === null || !isFixedPrice(input.kind)) return;
    const sold = await soldUnits(trx, before);
    if (input.stock_total < sold) throw fieldRefusal('stock_total', 'errors.stockBelowSold', { sold });
  },
  // Locked as orders and payments lock it, before it is read: a sale settling meanwhile is counted.
  lock: (trx, id) => lockItems(trx as never, [Number(id)]),
  async beforeDelete(trx, row) {
    // Orders name it (receipts, totals per fund): it stays; switching it off hides it from the site.
    await refuseWhenUsed(
      trx
        .selectFrom('order_items')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('kind', 'in', [...ITEM_LINE_KINDS])
        .where('ref', '=', String(row.id))
        .executeTakeFirst(),
      'errors.itemHasOrders',
    );
  },
};

export const catalogHandlers = tableHandlers(catalogResource);
