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

interface Matched {
  route: RouteDefinition;
  params: Record<string, string | undefined>;
}

/**
 * Matching flattens and ranks the whole table each time, and every link on a page matches its
 * target (AppLink): results are remembered per table and locale-free path, a bounded number of them
 * (paths come from visitors).
 */
const REMEMBERED_PATHS = 1000;
const prepared = new WeakMap<
  RouteDefinition[],
  { entries: { path: string; definition: RouteDefinition }[]; matches: Map<string, Matched | null> }
>();

function lookup(table: RouteDefinition[], rest: string): Matched | null {
  let known = prepared.get(table);
  if (!known) {
    known = { entries: table.map((route) => ({ path: route.path, definition: route })), matches: new Map() };
    prepared.set(table, known);
  }
  const remembered = known.matches.get(rest);
  if (remembered !== undefined) return remembered;
  const matches = matchRoutes(known.entries, rest);
  const last = matches?.[matches.length - 1];
  const found = last
    ? { route: (last.route as { definition: RouteDefinition }).definition, params: { ...last.params } }
    : null;
  known.matches.set(rest, found);
  if (known.matches.size > REMEMBERED_PATHS) known.matches.delete(known.matches.keys().next().value as string);
  return found;
}

/**
 * Derives the three forms of every route (none, /ar, /en) by stripping the prefix and matching the
 * rest against the table. Static segments win over parameters (react-router's ranking).
 */
export function matchRoute(table: RouteDefinition[], pathname: string): RouteMatch | null {
  const { prefix, rest } = splitLocalePrefix(pathname);
  const found = lookup(table, rest);
  if (!found) return null;
  // A copy of the params each time: callers may keep or change theirs.
  return { route: found.route, params: { ...found.params }, pathname: rest, prefix };
}
