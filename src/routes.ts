import type { PageModule, RouteDefinition } from './pipeline/types';
import { ROUTE_ROWS, inSitemap, type RouteKey } from './route-rows';

/**
 * The route table the pipeline runs on: each row of `src/route-rows.ts` with its page loader,
 * resolved once when this module loads. Files under a `parts/` folder are not pages.
 */
const pageModules = import.meta.glob<PageModule>(['./pages/**/*.tsx', '!./pages/**/parts/**']);

function loaderFor(page: string): RouteDefinition['load'] {
  const load = pageModules[`./pages/${page}.tsx`];
  if (!load) throw new Error(`Route table: no page module src/pages/${page}.tsx`);
  return load;
}

export const routes: RouteDefinition[] = ROUTE_ROWS.map((row) => ({
  key: row.key,
  path: row.path,
  section: row.section,
  page: row.page,
  load: loaderFor(row.page),
  sitemap: inSitemap(row),
}));

const byKey = new Map(routes.map((route) => [route.key, route]));

/** The route of a key of the table (a typo is a compile error, not the home page). */
export function routeByKey(key: RouteKey): RouteDefinition {
  const route = byKey.get(key);
  if (!route) throw new Error(`Route table: no route ${key}`);
  return route;
}
