/**
 * Every route of the site, once, as plain data: no page imports and no bundler features, so the
 * server, the bench and the tests can read it in plain Node. `src/routes.ts` adds the page loaders.
 *
 * Columns:
 * - `key`: unique; also the i18n key of the page title under `routes.`. `RouteKey` is the union of
 *   these, so a mistyped key is a compile error.
 * - `path`: locale-free pattern in react-router syntax (`/news/:id`, `/gifts/:id?`); the three
 *   forms (none, /ar, /en) are derived by `src/pipeline/match-route.ts`.
 * - `section`: the navigation section (breadcrumb, section navigation, header menu).
 * - `page`: the page module under src/pages without `.tsx` (also names its built chunk).
 * - `nav`: listed in its section's navigation, in row order; a section's first listed row is the
 *   section's own link.
 * - `sitemap`: `false` keeps a static path out of sitemap.xml (paths with parameters never go in).
 */
export const SECTION_ROWS = [
  { key: 'home', header: true },
  { key: 'about', header: true },
  { key: 'governance', header: true },
  { key: 'programs', header: true },
  { key: 'media', header: true },
  { key: 'contribute', header: true },
  { key: 'calculator', header: true },
  { key: 'giving', header: false },
  { key: 'services', header: true },
  { key: 'contact', header: true },
] as const;

export type SectionKey = (typeof SECTION_ROWS)[number]['key'];

interface RowShape {
  readonly key: string;
  readonly path: string;
  readonly section: SectionKey;
  readonly page: string;
  readonly nav?: boolean;
  readonly sitemap?: boolean;
}

export const ROUTE_ROWS = [
  // Home
  { key: 'home', path: '/', section: 'home', page: 'index', nav: true },
  { key: 'homeAlias', path: '/home', section: 'home', page: 'index', sitemap: false },

  // About the association (information pages under /pages/)
  { key: 'about', path: '/pages/about', section: 'about', page: 'about/info-page', nav: true },
  { key: 'vision', path: '/pages/vision', section: 'about', page: 'about/info-page', nav: true },
  { key: 'message', path: '/pages/message', section: 'about', page: 'about/info-page', nav: true },
  { key: 'values', path: '/pages/values', section: 'about', page: 'about/info-page', nav: true },
  { key: 'goals', path: '/pages/goals', section: 'about', page: 'about/info-page', nav: true },
  { key: 'idea', path: '/pages/idea', section: 'about', page: 'about/info-page', nav: true },
  {
    key: 'organizationalStructure',
    path: '/pages/organizational_structure',
    section: 'about',
    page: 'about/info-page',
    nav: true,
  },
  { key: 'board', path: '/pages/board', section: 'about', page: 'about/info-page', nav: true },
  { key: 'generalAssembly', path: '/pages/general_assembly', section: 'about', page: 'about/info-page', nav: true },
  {
    key: 'generalAssemblyMembers',
    path: '/pages/general_assembly_members',
    section: 'about',
    page: 'about/info-page',
    nav: true,
  },
  {
    key: 'executiveCommittee',
    path: '/pages/executive_committee',
    section: 'about',
    page: 'about/info-page',
    nav: true,
  },
  { key: 'executiveManagement', path: '/executive_management', section: 'about', page: 'about/people', nav: true },
  { key: 'permanentCommittees', path: '/permanent_committees', section: 'about', page: 'about/people', nav: true },
  { key: 'team', path: '/pages/team', section: 'about', page: 'about/info-page', nav: true },
  { key: 'services', path: '/pages/services', section: 'about', page: 'about/info-page', nav: true },
  { key: 'questions', path: '/pages/questions', section: 'about', page: 'about/questions', nav: true },
  { key: 'pagesTest', path: '/pages/test', section: 'about', page: 'pages-test', sitemap: false },

  // Governance and transparency
  { key: 'governance', path: '/governance', section: 'governance', page: 'governance/documents', nav: true },
  { key: 'governanceTabs', path: '/governance/Tabs', section: 'governance', page: 'governance/documents' },
  { key: 'regulations', path: '/regulations', section: 'governance', page: 'governance/documents', nav: true },
  { key: 'regulationsTabs', path: '/regulations/Tabs', section: 'governance', page: 'governance/documents' },
  { key: 'policies', path: '/policies', section: 'governance', page: 'governance/documents', nav: true },
  { key: 'policiesTabs', path: '/policies/Tabs', section: 'governance', page: 'governance/documents' },
  { key: 'strategicPlan', path: '/pages/strategic_plan', section: 'governance', page: 'about/info-page', nav: true },
  {
    key: 'operationalPlan',
    path: '/pages/Operational_Plan',
    section: 'governance',
    page: 'about/info-page',
    nav: true,
  },
  { key: 'annualReport', path: '/pages/annual_report', section: 'governance', page: 'about/info-page', nav: true },
  {
    key: 'financialStatements',
    path: '/pages/financial_statements',
    section: 'governance',
    page: 'about/info-page',
    nav: true,
  },
  { key: 'evaluation', path: '/pages/evaluation', section: 'governance', page: 'about/info-page', nav: true },
  { key: 'evidence', path: '/pages/evidence', section: 'governance', page: 'about/info-page', nav: true },
  { key: 'studies', path: '/pages/studies', section: 'governance', page: 'governance/studies', nav: true },
  { key: 'study', path: '/pages/studies/:id', section: 'governance', page: 'governance/study' },

  // Programs and projects
  { key: 'programs', path: '/programs-and-projects', section: 'programs', page: 'programs/index', nav: true },
  {
    key: 'programList',
    path: '/programs-and-projects/ProgramList',
    section: 'programs',
    page: 'programs/list',
    nav: true,
  },
  { key: 'program', path: '/programs-and-projects/:id?', section: 'programs', page: 'programs/item' },
  { key: 'paths', path: '/paths/:id?', section: 'programs', page: 'paths/index', nav: true },

  // News and reports
  { key: 'news', path: '/news', section: 'media', page: 'news/index', nav: true },
  { key: 'newsItem', path: '/news/:id', section: 'media', page: 'news/item' },
  { key: 'reports', path: '/reports', section: 'media', page: 'governance/documents', nav: true },
  { key: 'images', path: '/images', section: 'media', page: 'images/index', nav: true },
  { key: 'album', path: '/images/:id', section: 'media', page: 'images/album' },
  { key: 'videos', path: '/videos', section: 'media', page: 'videos/index', nav: true },
  { key: 'messages', path: '/messages', section: 'media', page: 'messages/index', nav: true },
  { key: 'awarenessMessage', path: '/messages/:id', section: 'media', page: 'messages/item' },

  // Contribute with us
  { key: 'contributeDonate', path: '/contribute/donate', section: 'contribute', page: 'contribute/catalog', nav: true },
  { key: 'waqf', path: '/contribute/waqf', section: 'contribute', page: 'contribute/catalog', nav: true },
  { key: 'families', path: '/contribute/families', section: 'contribute', page: 'contribute/catalog', nav: true },
  { key: 'familyList', path: '/contribute/families/FamilyList', section: 'contribute', page: 'contribute/catalog' },
  { key: 'family', path: '/contribute/families/:id', section: 'contribute', page: 'contribute/family' },
  { key: 'bills', path: '/contribute/bills', section: 'contribute', page: 'contribute/catalog', nav: true },
  { key: 'billList', path: '/contribute/bills/BillList', section: 'contribute', page: 'contribute/catalog' },
  { key: 'relieve', path: '/contribute/relieve', section: 'contribute', page: 'contribute/catalog', nav: true },
  { key: 'haj', path: '/contribute/haj', section: 'contribute', page: 'contribute/catalog', nav: true },
  { key: 'products', path: '/contribute/products', section: 'contribute', page: 'contribute/catalog', nav: true },
  { key: 'productList', path: '/contribute/products/ProductList', section: 'contribute', page: 'contribute/catalog' },
  { key: 'farmCart', path: '/contribute/farm-cart', section: 'contribute', page: 'contribute/catalog', nav: true },
  {
    key: 'farmProductList',
    path: '/contribute/farm-cart/ProductList',
    section: 'contribute',
    page: 'contribute/catalog',
  },
  { key: 'samples', path: '/contribute/samples', section: 'contribute', page: 'contribute/samples', nav: true },
  { key: 'anfahum', path: '/contribute/anfahum', section: 'contribute', page: 'contribute/catalog', nav: true },
  { key: 'gifts', path: '/farheten', section: 'contribute', page: 'gifts/index', nav: true },
  { key: 'giftList', path: '/farheten/GiftList', section: 'contribute', page: 'gifts/index' },
  { key: 'giftCompose', path: '/farheten/:id', section: 'contribute', page: 'gifts/compose' },
  { key: 'giftItem', path: '/gifts/item/:id?', section: 'contribute', page: 'gifts/item' },
  { key: 'giftCard', path: '/gifts/:id?', section: 'contribute', page: 'gifts/card' },
  { key: 'volunteer', path: '/contribute/volunteer', section: 'contribute', page: 'contribute/volunteer', nav: true },
  { key: 'jobs', path: '/jobs', section: 'contribute', page: 'jobs/index', nav: true },
  { key: 'jobsApply', path: '/jobs/apply', section: 'contribute', page: 'jobs/apply' },

  // Calculators
  { key: 'calcMoney', path: '/calc/money', section: 'calculator', page: 'calc/money', nav: true },
  { key: 'calcFetir', path: '/calc/fetir', section: 'calculator', page: 'calc/fetir', nav: true },
  { key: 'calcKafarat', path: '/calc/kafarat', section: 'calculator', page: 'calc/kafarat', nav: true },

  // Giving: basket and payment flow
  { key: 'donate', path: '/donate', section: 'giving', page: 'giving/ways', nav: true },
  {
    key: 'instantDonation',
    path: '/donate/instant-donation',
    section: 'giving',
    page: 'giving/instant-donation',
    nav: true,
  },
  { key: 'cart', path: '/donate/cart', section: 'giving', page: 'giving/cart', nav: true },
  { key: 'pagesDonate', path: '/pages/donate', section: 'giving', page: 'giving/ways', nav: true },
  { key: 'cartTest', path: '/donate/cart-test', section: 'giving', page: 'giving/cart', sitemap: false },
  { key: 'paid', path: '/donate/paid', section: 'giving', page: 'giving/paid', sitemap: false },
  { key: 'success', path: '/donate/success/:id?', section: 'giving', page: 'giving/success' },
  { key: 'periodic', path: '/donate/periodic', section: 'giving', page: 'periodic/setup', nav: true },
  { key: 'periodicManage', path: '/periodic/manage', section: 'giving', page: 'periodic/manage', sitemap: false },
  { key: 'receiptVerify', path: '/receipts/verify/:code', section: 'giving', page: 'receipts/verify', sitemap: false },
  { key: 'receiptStatement', path: '/receipts/statement', section: 'giving', page: 'receipts/statement' },
  { key: 'myGiving', path: '/my-giving', section: 'giving', page: 'my-giving/index', sitemap: false },
  { key: 'campaignStart', path: '/campaigns/new', section: 'giving', page: 'campaigns/start' },
  { key: 'campaign', path: '/campaigns/:id', section: 'giving', page: 'campaigns/campaign', sitemap: false },
  {
    key: 'campaignOrganiser',
    path: '/campaigns/:id/organiser',
    section: 'giving',
    page: 'campaigns/organiser',
    sitemap: false,
  },

  // Services and contact
  {
    key: 'electronicServices',
    path: '/electronic_services',
    section: 'services',
    page: 'services/electronic-services',
    nav: true,
  },
  { key: 'contactus', path: '/contactus', section: 'contact', page: 'contact/contactus', nav: true },
] as const satisfies readonly RowShape[];

export type RouteRow = (typeof ROUTE_ROWS)[number];
export type RouteKey = RouteRow['key'];

const BY_KEY = new Map<string, RouteRow>(ROUTE_ROWS.map((row) => [row.key, row]));

/** The row of a key (a typo is a compile error, not the home page). */
export function rowByKey(key: RouteKey): RouteRow {
  const row = BY_KEY.get(key);
  if (!row) throw new Error(`Route rows: no route ${key}`);
  return row;
}

/** Narrows a runtime string (a page's `ctx.routeKey`, say) to a key of the table. */
export function isRouteKey(value: string): value is RouteKey {
  return BY_KEY.has(value);
}

/** A row is in sitemap.xml when its path has no parameter and it does not opt out. */
export function inSitemap(row: RowShape): boolean {
  return !row.path.includes(':') && row.sitemap !== false;
}

/** The row of a locale-free path (static paths only: `/news`, not `/news/7`). */
export function rowByPath(path: string): RouteRow | undefined {
  return ROUTE_ROWS.find((row) => row.path === path);
}
