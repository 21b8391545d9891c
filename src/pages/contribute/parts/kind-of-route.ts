import type { CatalogKind } from '../../../domain/giving/kinds';

/** Which catalog kind each contribution page shows, and the page that lists all of them. */
export const ROUTE_KINDS: Record<string, { kind: CatalogKind; list?: string; landing?: string }> = {
  contributeDonate: { kind: 'cause' },
  waqf: { kind: 'waqf' },
  families: { kind: 'family', list: 'familyList' },
  familyList: { kind: 'family', landing: 'families' },
  bills: { kind: 'bill', list: 'billList' },
  billList: { kind: 'bill', landing: 'bills' },
  relieve: { kind: 'relieve' },
  haj: { kind: 'haj' },
  products: { kind: 'product', list: 'productList' },
  productList: { kind: 'product', landing: 'products' },
  farmCart: { kind: 'farm-product', list: 'farmProductList' },
  farmProductList: { kind: 'farm-product', landing: 'farmCart' },
  anfahum: { kind: 'anfahum' },
};
