import type { z } from 'zod';
import { giftCardSchema, giftOccasionSchema } from '#src/admin/site-content-schemas';
import {
  fieldRefusal,
  pairs,
  pick,
  refuseWhenUsed,
  tableHandlers,
  type Row,
  type TableResource,
} from '../table-resource';

/**
 * Gift occasions (/farheten) and their card designs. A gift already sent names its occasion and
 * card (the recipient's card page draws it), so neither goes while an order line points at it.
 */
const GIFT_PAGES = (id: unknown) => ({
  contentTypes: ['catalog'],
  paths: ['/farheten', '/farheten/GiftList', `/farheten/${String(id)}`],
});

function occasionView(row: Row) {
  return pick(row, ['id', ...pairs('title', 'summary'), 'image'], ['position']);
}

export const occasionResource: TableResource<z.infer<typeof giftOccasionSchema>> = {
  table: 'gift_occasions',
  entity: 'gift-occasions',
  schema: giftOccasionSchema,
  ids: 'auto',
  view: occasionView,
  columns: (input) => ({ ...input }),
  sortable: { id: 'id', position: 'position', title_ar: 'title_ar', title_en: 'title_en' },
  defaultSort: 'position',
  search: ['title_ar', 'title_en'],
  affects: (row) => GIFT_PAGES(row.id),
  async beforeDelete(trx, row) {
    await refuseWhenUsed(
      trx
        .selectFrom('gift_cards')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('occasion_id', '=', row.id)
        .executeTakeFirst(),
      'errors.occasionHasCards',
    );
    await refuseWhenUsed(
      trx
        .selectFrom('order_items')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('gift_occasion_id', '=', row.id)
        .executeTakeFirst(),
      'errors.giftSent',
    );
  },
};

function cardView(row: Row) {
  return pick(row, ['id', ...pairs('title'), 'image', 'background', 'foreground'], ['occasion_id', 'position']);
}

export const cardResource: TableResource<z.infer<typeof giftCardSchema>> = {
  table: 'gift_cards',
  entity: 'gift-cards',
  schema: giftCardSchema,
  ids: 'auto',
  view: cardView,
  columns: (input) => ({
    ...input,
    background: input.background.toLowerCase(),
    foreground: input.foreground.toLowerCase(),
  }),
  sortable: { id: 'id', position: 'position', occasion_id: 'occasion_id', title_ar: 'title_ar', title_en: 'title_en' },
  defaultSort: 'position',
  search: ['title_ar', 'title_en'],
  filters: ['occasion_id'],
  affects: (row) => GIFT_PAGES(row.occasion_id),
  async check(trx, input) {
    const occasion = await trx
      .selectFrom('gift_occasions')
      .select('id')
      .where('id', '=', input.occasion_id)
      .executeTakeFirst();
    if (!occasion) throw fieldRefusal('occasion_id', 'errors.unknownOccasion');
  },
  async beforeDelete(trx, row) {
    await refuseWhenUsed(
      trx
        .selectFrom('order_items')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('gift_card_id', '=', row.id)
        .executeTakeFirst(),
      'errors.giftSent',
    );
  },
};

export const occasionHandlers = tableHandlers(occasionResource);
export const cardHandlers = tableHandlers(cardResource);
