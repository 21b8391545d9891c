import { ROUTE_ROWS, SECTION_ROWS, type RouteKey, type SectionKey } from '../route-rows';

/**
 * The site's navigation, by section, derived from the route rows (`src/route-rows.ts`): the header
 * menu, the breadcrumb and the section navigation all read this. Labels come from
 * `locales/{ar,en}/common.json` (`nav.*` for sections, `routes.*` for pages).
 */
export interface Section {
  key: SectionKey;
  /** Where the section's own link points: its first listed route. */
  home: RouteKey;
  /** The routes listed in the section's navigation, in row order. */
  items: RouteKey[];
}

export const sections: Section[] = SECTION_ROWS.map(({ key }) => {
  const items: RouteKey[] = ROUTE_ROWS.filter((row) => row.section === key && 'nav' in row && row.nav).map(
    (row) => row.key,
  );
  if (items.length === 0) throw new Error(`Route rows: section ${key} lists no route`);
  return { key, home: items[0], items };
});

/** The header's top-level entries, in row order (the basket and bank accounts sit beside it). */
export const headerSections: SectionKey[] = SECTION_ROWS.filter((row) => row.header).map((row) => row.key);

export function sectionByKey(key: string): Section | undefined {
  return sections.find((section) => section.key === key);
}
