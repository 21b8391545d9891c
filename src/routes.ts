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
  ['about', '/pages/about', 'about', 'about/info-page'],
  ['vision', '/pages/vision', 'about', 'about/info-page'],
  ['message', '/pages/message', 'about', 'about/info-page'],
  ['values', '/pages/values', 'about', 'about/info-page'],
  ['goals', '/pages/goals', 'about', 'about/info-page'],
  ['idea', '/pages/idea', 'about', 'about/info-page'],
  ['organizationalStructure', '/pages/organizational_structure', 'about', 'about/info-page'],
  ['board', '/pages/board', 'about', 'about/info-page'],
  ['generalAssembly', '/pages/general_assembly', 'about', 'about/info-page'],
  ['generalAssemblyMembers', '/pages/general_assembly_members', 'about', 'about/info-page'],
  ['executiveCommittee', '/pages/executive_committee', 'about', 'about/info-page'],
  ['executiveManagement', '/executive_management', 'about', 'about/people'],
  ['permanentCommittees', '/permanent_committees', 'about', 'about/people'],
  ['team', '/pages/team', 'about', 'about/info-page'],
  ['services', '/pages/services', 'about', 'about/info-page'],
  ['questions', '/pages/questions', 'about', 'about/questions'],
  ['pagesTest', '/pages/test', 'about', 'pages-test'],

  // Governance and transparency
  ['governance', '/governance', 'governance', 'governance/documents'],
  ['governanceTabs', '/governance/Tabs', 'governance', 'governance/documents'],
  ['regulations', '/regulations', 'governance', 'governance/documents'],
  ['regulationsTabs', '/regulations/Tabs', 'governance', 'governance/documents'],
  ['policies', '/policies', 'governance', 'governance/documents'],
  ['policiesTabs', '/policies/Tabs', 'governance', 'governance/documents'],
  ['strategicPlan', '/pages/strategic_plan', 'governance', 'about/info-page'],
  ['operationalPlan', '/pages/Operational_Plan', 'governance', 'about/info-page'],
  ['annualReport', '/pages/annual_report', 'governance', 'about/info-page'],
  ['financialStatements', '/pages/financial_statements', 'governance', 'about/info-page'],
  ['evaluation', '/pages/evaluation', 'governance', 'about/info-page'],
  ['evidence', '/pages/evidence', 'governance', 'about/info-page'],
  ['studies', '/pages/studies', 'governance', 'governance/studies'],
  ['study', '/pages/studies/:id', 'governance', 'governance/study'],

  // Programs and projects
  ['programs', '/programs-and-projects', 'programs', 'programs/index'],
  ['programList', '/programs-and-projects/ProgramList', 'programs', 'programs/list'],
  ['program', '/programs-and-projects/:id?', 'programs', 'programs/item'],
  ['paths', '/paths/:id?', 'programs', 'paths/index'],

  // News and reports
  ['news', '/news', 'media', 'news/index'],
  ['newsItem', '/news/:id', 'media', 'news/item'],
  ['reports', '/reports', 'media', 'governance/documents'],
  ['images', '/images', 'media', 'images/index'],
  ['album', '/images/:id', 'media', 'images/album'],
  ['videos', '/videos', 'media', 'videos/index'],
  ['messages', '/messages', 'media', 'messages/index'],
  ['awarenessMessage', '/messages/:id', 'media', 'messages/item'],

  // Contribute with us
  ['contributeDonate', '/contribute/donate', 'contribute', 'contribute/catalog'],
  ['waqf', '/contribute/waqf', 'contribute', 'contribute/catalog'],
  ['families', '/contribute/families', 'contribute', 'contribute/catalog'],
  ['familyList', '/contribute/families/FamilyList', 'contribute', 'contribute/catalog'],
  ['family', '/contribute/families/:id', 'contribute', 'contribute/family'],
  ['bills', '/contribute/bills', 'contribute', 'contribute/catalog'],
  ['billList', '/contribute/bills/BillList', 'contribute', 'contribute/catalog'],
  ['relieve', '/contribute/relieve', 'contribute', 'contribute/catalog'],
  ['haj', '/contribute/haj', 'contribute', 'contribute/catalog'],
  ['products', '/contribute/products', 'contribute', 'contribute/catalog'],
  ['productList', '/contribute/products/ProductList', 'contribute', 'contribute/catalog'],
  ['farmCart', '/contribute/farm-cart', 'contribute', 'contribute/catalog'],
  ['farmProductList', '/contribute/farm-cart/ProductList', 'contribute', 'contribute/catalog'],
  ['samples', '/contribute/samples', 'contribute', 'contribute/samples'],
  ['anfahum', '/contribute/anfahum', 'contribute', 'contribute/catalog'],
  ['volunteer', '/contribute/volunteer', 'contribute', 'contribute/volunteer'],
  ['gifts', '/farheten', 'contribute', 'gifts/index'],
  ['giftList', '/farheten/GiftList', 'contribute', 'gifts/index'],
  ['giftCompose', '/farheten/:id', 'contribute', 'gifts/compose'],
  ['giftItem', '/gifts/item/:id?', 'contribute', 'gifts/item'],
  ['giftCard', '/gifts/:id?', 'contribute', 'gifts/card'],
  ['jobs', '/jobs', 'contribute', 'jobs/index'],
  ['jobsApply', '/jobs/apply', 'contribute', 'jobs/apply'],

  // Calculators
  ['calcMoney', '/calc/money', 'calculator', 'calc/money'],
  ['calcFetir', '/calc/fetir', 'calculator', 'calc/fetir'],
  ['calcKafarat', '/calc/kafarat', 'calculator', 'calc/kafarat'],

  // Giving: basket and payment flow
  ['donate', '/donate', 'giving', 'giving/ways'],
  ['pagesDonate', '/pages/donate', 'giving', 'giving/ways'],
  ['cart', '/donate/cart', 'giving', 'giving/cart'],
  ['cartTest', '/donate/cart-test', 'giving', 'giving/cart'],
  ['instantDonation', '/donate/instant-donation', 'giving', 'giving/instant-donation'],
  ['paid', '/donate/paid', 'giving', 'giving/paid'],
  ['success', '/donate/success/:id?', 'giving', 'giving/success'],

  // Services and contact
  ['electronicServices', '/electronic_services', 'services', 'services/electronic-services'],
  ['contactus', '/contactus', 'contact', 'contact/contactus'],
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
