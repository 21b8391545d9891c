import type { PageModule, RouteDefinition } from './pipeline/types';

/**
 * Every route of SPEC.md §2, once, without a locale prefix. The three forms (none, /ar, /en) are
 * derived by `src/pipeline/match-route.ts`; nothing else lists routes.
 * `section` groups pages for the breadcrumb and the section navigation (see `src/lib/sections.ts`).
 */
/** Page modules by file: `page` in a row names one (`index` → src/pages/index.tsx). Files under a `parts/` folder are not pages. */
const pageModules = import.meta.glob<PageModule>(['./pages/**/*.tsx', '!./pages/**/parts/**']);

type Row = [key: string, path: string, section: string, page?: string];

const rows: Row[] = [
  // Home
  ['home', '/', 'home', 'index'],
  ['homeAlias', '/home', 'home', 'index'],

  // About the association (information pages under /pages/)
  ['about', '/pages/about', 'about'],
  ['vision', '/pages/vision', 'about'],
  ['message', '/pages/message', 'about'],
  ['values', '/pages/values', 'about'],
  ['goals', '/pages/goals', 'about'],
  ['idea', '/pages/idea', 'about'],
  ['organizationalStructure', '/pages/organizational_structure', 'about'],
  ['board', '/pages/board', 'about'],
  ['generalAssembly', '/pages/general_assembly', 'about'],
  ['generalAssemblyMembers', '/pages/general_assembly_members', 'about'],
  ['executiveCommittee', '/pages/executive_committee', 'about'],
  ['executiveManagement', '/executive_management', 'about'],
  ['permanentCommittees', '/permanent_committees', 'about'],
  ['team', '/pages/team', 'about'],
  ['services', '/pages/services', 'about'],
  ['questions', '/pages/questions', 'about'],
  ['pagesTest', '/pages/test', 'about'],

  // Governance and transparency
  ['governance', '/governance', 'governance'],
  ['governanceTabs', '/governance/Tabs', 'governance'],
  ['regulations', '/regulations', 'governance'],
  ['regulationsTabs', '/regulations/Tabs', 'governance'],
  ['policies', '/policies', 'governance'],
  ['policiesTabs', '/policies/Tabs', 'governance'],
  ['strategicPlan', '/pages/strategic_plan', 'governance'],
  ['operationalPlan', '/pages/Operational_Plan', 'governance'],
  ['annualReport', '/pages/annual_report', 'governance'],
  ['financialStatements', '/pages/financial_statements', 'governance'],
  ['evaluation', '/pages/evaluation', 'governance'],
  ['evidence', '/pages/evidence', 'governance'],
  ['studies', '/pages/studies', 'governance'],
  ['study', '/pages/studies/:id', 'governance'],

  // Programs and projects
  ['programs', '/programs-and-projects', 'programs'],
  ['programList', '/programs-and-projects/ProgramList', 'programs'],
  ['program', '/programs-and-projects/:id?', 'programs'],
  ['paths', '/paths/:id?', 'programs'],

  // News and reports
  ['news', '/news', 'media'],
  ['newsItem', '/news/:id', 'media'],
  ['reports', '/reports', 'media'],
  ['images', '/images', 'media'],
  ['album', '/images/:id', 'media'],
  ['videos', '/videos', 'media'],
  ['messages', '/messages', 'media'],
  ['awarenessMessage', '/messages/:id', 'media'],

  // Contribute with us
  ['contributeDonate', '/contribute/donate', 'contribute'],
  ['waqf', '/contribute/waqf', 'contribute'],
  ['families', '/contribute/families', 'contribute'],
  ['familyList', '/contribute/families/FamilyList', 'contribute'],
  ['family', '/contribute/families/:id', 'contribute'],
  ['bills', '/contribute/bills', 'contribute'],
  ['billList', '/contribute/bills/BillList', 'contribute'],
  ['relieve', '/contribute/relieve', 'contribute'],
  ['haj', '/contribute/haj', 'contribute'],
  ['products', '/contribute/products', 'contribute'],
  ['productList', '/contribute/products/ProductList', 'contribute'],
  ['farmCart', '/contribute/farm-cart', 'contribute'],
  ['farmProductList', '/contribute/farm-cart/ProductList', 'contribute'],
  ['samples', '/contribute/samples', 'contribute'],
  ['anfahum', '/contribute/anfahum', 'contribute'],
  ['volunteer', '/contribute/volunteer', 'contribute'],
  ['gifts', '/farheten', 'contribute'],
  ['giftList', '/farheten/GiftList', 'contribute'],
  ['giftCompose', '/farheten/:id', 'contribute'],
  ['giftItem', '/gifts/item/:id?', 'contribute'],
  ['giftCard', '/gifts/:id?', 'contribute'],
  ['jobs', '/jobs', 'contribute'],
  ['jobsApply', '/jobs/apply', 'contribute'],

  // Calculators
  ['calcMoney', '/calc/money', 'calculator'],
  ['calcFetir', '/calc/fetir', 'calculator'],
  ['calcKafarat', '/calc/kafarat', 'calculator'],

  // Giving: basket and payment flow
  ['donate', '/donate', 'giving'],
  ['pagesDonate', '/pages/donate', 'giving'],
  ['cart', '/donate/cart', 'giving'],
  ['cartTest', '/donate/cart-test', 'giving'],
  ['instantDonation', '/donate/instant-donation', 'giving'],
  ['paid', '/donate/paid', 'giving'],
  ['success', '/donate/success/:id?', 'giving'],

  // Services and contact
  ['electronicServices', '/electronic_services', 'services'],
  ['contactus', '/contactus', 'contact'],
];

function loaderFor(page: string): RouteDefinition['load'] {
  const load = pageModules[`./pages/${page}.tsx`];
  if (!load) throw new Error(`Route table: no page module src/pages/${page}.tsx`);
  return load;
}

export const routes: RouteDefinition[] = rows.map(([key, path, section, page = 'section-page']) => ({
  key,
  path,
  section,
  page,
  load: loaderFor(page),
  sitemap: !path.includes(':') && key !== 'pagesTest' && key !== 'cartTest' && key !== 'paid' && key !== 'homeAlias',
}));

export function routeByKey(key: string): RouteDefinition | undefined {
  return routes.find((route) => route.key === key);
}
