/**
 * The site's navigation, by section: the header menu (SPEC.md §1 labels), the breadcrumb and the
 * section navigation all read this. Items are route keys from `src/routes.ts`; labels come from
 * `locales/{ar,en}/common.json` (`nav.*` for sections, `routes.*` for pages).
 */
export interface Section {
  key: string;
  /** Where the section's own link points (a route key). */
  home: string;
  items: string[];
}

export const sections: Section[] = [
  { key: 'home', home: 'home', items: [] },
  {
    key: 'about',
    home: 'about',
    items: ['about', 'vision', 'message', 'values', 'goals', 'idea', 'organizationalStructure', 'board', 'generalAssembly', 'generalAssemblyMembers', 'executiveCommittee', 'executiveManagement', 'permanentCommittees', 'team', 'services', 'questions'],
  },
  {
    key: 'governance',
    home: 'governance',
    items: ['governance', 'regulations', 'policies', 'strategicPlan', 'operationalPlan', 'annualReport', 'financialStatements', 'evaluation', 'evidence', 'studies'],
  },
  { key: 'programs', home: 'programs', items: ['programs', 'programList', 'paths'] },
  { key: 'media', home: 'news', items: ['news', 'reports', 'images', 'videos', 'messages'] },
  {
    key: 'contribute',
    home: 'contributeDonate',
    items: ['contributeDonate', 'waqf', 'families', 'bills', 'relieve', 'haj', 'products', 'farmCart', 'samples', 'anfahum', 'gifts', 'volunteer', 'jobs'],
  },
  { key: 'calculator', home: 'calcMoney', items: ['calcMoney', 'calcFetir', 'calcKafarat'] },
  { key: 'giving', home: 'donate', items: ['donate', 'instantDonation', 'cart', 'pagesDonate'] },
  { key: 'services', home: 'electronicServices', items: ['electronicServices'] },
  { key: 'contact', home: 'contactus', items: ['contactus'] },
];

/** The header's top-level entries, in SPEC.md §1 order (basket and bank accounts sit beside it). */
export const headerSections = ['home', 'about', 'governance', 'programs', 'media', 'contribute', 'calculator', 'services', 'contact'];

export function sectionByKey(key: string): Section | undefined {
  return sections.find((section) => section.key === key);
}
