/**
 * Which content a cached page was built from, told by the API paths its data came from (relative
 * to /api/v1, such as `/news/3` or `/giving/items`). The back office invalidates by content type
 * (invalidation.ts); a page depends on a type when one of its sources serves that type.
 */
const SOURCES_OF: Record<string, RegExp> = {
  news: /^\/(news|home)(\/|$)/,
  albums: /^\/(albums|home)(\/|$)/,
  videos: /^\/(videos|home)(\/|$)/,
  messages: /^\/(messages|home)(\/|$)/,
  programs: /^\/(programs|paths|home)(\/|$)/,
  pages: /^\/(pages|profile)(\/|$)/,
  documents: /^\/documents(\/|$)/,
  people: /^\/people(\/|$)/,
  faqs: /^\/faqs(\/|$)/,
  studies: /^\/studies(\/|$)/,
  home: /^\/home(\/|$)/,
  catalog: /^\/(giving\/items|giving\/gift-occasions|home)(\/|$)/,
  'calculator-settings': /^\/calculator-settings(\/|$)/,
  'bank-accounts': /^\/giving\/settings(\/|$)/,
  jobs: /^\/jobs(\/|$)/,
};

/** True when a page read from `sources` shows content of `type`; an unknown type touches every page. */
export function dependsOnContentType(sources: readonly string[], type: string): boolean {
  const pattern = SOURCES_OF[type];
  if (!pattern) return true;
  return sources.some((source) => pattern.test(source.split('?')[0]));
}
