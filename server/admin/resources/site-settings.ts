import type { z } from 'zod';
import { siteSettingsSchema } from '#src/admin/site-content-schemas';
import { pairs, pick, tableHandlers, type Row, type TableResource } from '../table-resource';

/**
 * The association's identity and contacts: the one association_profile row (id 1). Receipts and
 * statements read its name, licence number and authority from that row when they are drawn
 * (services/giving/receipt.ts; nothing caches them); the contact page and the ways-to-give page
 * show its contacts (they read /profile: content type 'pages'). The site's header and footer name
 * come from the locale files, not from here. Administrators only.
 */
function view(row: Row) {
  return pick(row, [
    'id',
    ...pairs('name', 'short_name', 'registration_authority', 'address', 'working_hours'),
    'licence_number',
    'phone',
    'whatsapp',
    'email',
  ]);
}

export const siteSettingsResource: TableResource<z.infer<typeof siteSettingsSchema>> = {
  table: 'association_profile',
  entity: 'site-settings',
  schema: siteSettingsSchema,
  ids: 'auto',
  parseId: (raw) => (raw === '1' ? 1 : null),
  view,
  columns: (input) => ({ ...input }),
  sortable: { id: 'id' },
  defaultSort: 'id',
  affects: () => ({ contentTypes: ['pages'], paths: ['/contactus', '/donate', '/pages/donate'] }),
};

export const siteSettingsHandlers = tableHandlers(siteSettingsResource);
