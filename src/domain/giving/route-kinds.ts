import type { CatalogKind } from './kinds';
import type { RouteKey } from '../../route-rows';

type KindRoute = { kind: CatalogKind; list?: RouteKey; landing?: RouteKey };

/** A landing page with a link to its full list, and the list with a link back. */
function landingAndList(kind: CatalogKind, landing: RouteKey, list: RouteKey): Record<string, KindRoute> {
  return { [landing]: { kind, list }, [list]: { kind, landing } };
}

/** Which catalog kind each contribution page shows, and the page that lists all of them. */
export const ROUTE_KINDS: Record<string, KindRoute> = {
  contributeDonate: { kind: 'cause' },
  waqf: { kind: 'waqf' },
  relieve: { kind: 'relieve' },
  haj: { kind: 'haj' },
  anfahum: { kind: 'anfahum' },
  ...landingAndList('family', 'families', 'familyList'),
  ...landingAndList('bill', 'bills', 'billList'),
  ...landingAndList('product', 'products', 'productList'),
  ...landingAndList('farm-product', 'farmCart', 'farmProductList'),
};
