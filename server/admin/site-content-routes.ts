import type { StaffRole } from './roles';
import type { AdminRoute } from './route-table';
import { tableRoutes } from './table-resource';
import { pathHandlers, programHandlers } from './resources/programs';
import { slideHandlers } from './resources/home-slides';
import { catalogHandlers } from './resources/catalog';
import { cardHandlers, occasionHandlers } from './resources/gifts';
import { bankAccountHandlers } from './resources/bank-accounts';
import { jobOpeningHandlers } from './resources/job-openings';
import { calculatorSettingsHandlers } from './resources/calculator-settings';
import { siteSettingsHandlers } from './resources/site-settings';

const EDITORS: readonly StaffRole[] = ['editor'];
const FINANCE: readonly StaffRole[] = ['finance'];
const ADMIN_ONLY: readonly StaffRole[] = [];
/** Both keep the catalogue: editors its words and pictures, finance its money (the handler refuses an editor's money fields). */
const CATALOGUE: readonly StaffRole[] = ['editor', 'finance'];
/** Openings are published by editors and by services, who read the applications they bring. */
const JOBS: readonly StaffRole[] = ['editor', 'services'];

const both = (roles: readonly StaffRole[]) => ({ read: roles, write: roles });

/**
 * The giving and site content of the back office (docs/decisions/030-*): programs and paths, home
 * slides, the catalogue, gift occasions and cards, bank accounts, job openings, calculator prices
 * and the site's identity. Spread into the route table, where every admin route is listed.
 */
export const SITE_CONTENT_ROUTES: readonly AdminRoute[] = [
  ...tableRoutes('paths', pathHandlers, both(EDITORS)),
  ...tableRoutes('programs', programHandlers, both(EDITORS)),
  ...tableRoutes('home-slides', slideHandlers, both(EDITORS)),
  ...tableRoutes('catalog', catalogHandlers, both(CATALOGUE)),
  ...tableRoutes('gift-occasions', occasionHandlers, both(EDITORS)),
  ...tableRoutes('gift-cards', cardHandlers, both(EDITORS)),
  ...tableRoutes('bank-accounts', bankAccountHandlers, both(FINANCE)),
  ...tableRoutes('job-openings', jobOpeningHandlers, both(JOBS)),
  // A new price set is a new row: no edits, no deletions (the history stays).
  ...tableRoutes('calculator-settings', calculatorSettingsHandlers, both(FINANCE), { update: false, remove: false }),
  // One row, fixed: read and change only.
  ...tableRoutes('site-settings', siteSettingsHandlers, both(ADMIN_ONLY), { create: false, remove: false }),
];
