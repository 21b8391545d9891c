import { matchRoutes } from 'react-router-dom';
import { splitLocalePrefix } from '../lib/locale';
import type { Locale } from '../lib/locale';
import type { RouteDefinition } from './types';

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string | undefined>;
  /** The locale-free path. */
  pathname: string;
  prefix: Locale | null;
}

/**
 * Derives the three forms of every route (none, /ar, /en) by stripping the prefix and matching the
 * rest against the table. Static segments win over parameters (react-router's ranking).
 */
export function matchRoute(table: RouteDefinition[], pathname: string): RouteMatch | null {
  const { prefix, rest } = splitLocalePrefix(pathname);
  const matches = matchRoutes(
    table.map((route) => ({ path: route.path, definition: route })),
    rest,
  );
  const last = matches?.[matches.length - 1];
  if (!last) return null;
  return {
    route: (last.route as { definition: RouteDefinition }).definition,
    params: { ...last.params },
    pathname: rest,
    prefix,
  };
}
