import type { AdminContext } from './http';
import type { StaffRole } from './roles';
import { listAuditHandler } from './resources/audit-log';
import { dashboardHandler } from './resources/dashboard';
import { createNewsHandler, deleteNewsHandler, getNewsHandler, listNewsHandler, updateNewsHandler } from './resources/news';
import { uploadImageHandler } from './resources/uploads';
import { contentRoutes } from './content-resource';
import { CONTENT_RESOURCES } from './content-types';
import { uploadDocumentHandler } from './resources/documents';
import { createPreviewHandler } from './preview';
import { changeAidStatusHandler, getAidRequestHandler, listAidRequestsHandler } from './resources/aid-requests';
import { getOrderHandler, listOrdersHandler, transferReceivedHandler } from './resources/orders';
import { disableStaffHandler, getStaffHandler, inviteStaffHandler, listStaffHandler, resetStaffHandler } from './resources/staff';

export interface AdminRoute {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Under /api/admin. */
  path: string;
  /** Who may call it besides `admin` (who may call everything). */
  roles: readonly StaffRole[];
  handle(ctx: AdminContext): Promise<void>;
}

const EVERYONE: readonly StaffRole[] = ['editor', 'finance', 'services'];
const ADMIN_ONLY: readonly StaffRole[] = [];
const EDITORS: readonly StaffRole[] = ['editor'];
const FINANCE: readonly StaffRole[] = ['finance'];
const SERVICES: readonly StaffRole[] = ['services'];

/**
 * Every signed-in admin route and the roles that may use it: the one place access is decided.
 * (Sign-in itself, /me and the second-factor steps are in auth-routes.ts.) A test walks this
 * whole table for every role.
 */
export const ADMIN_ROUTES: readonly AdminRoute[] = [
  { method: 'get', path: '/dashboard', roles: EVERYONE, handle: dashboardHandler },

  { method: 'get', path: '/staff', roles: ADMIN_ONLY, handle: listStaffHandler },
  { method: 'get', path: '/staff/:id', roles: ADMIN_ONLY, handle: getStaffHandler },
  { method: 'post', path: '/staff', roles: ADMIN_ONLY, handle: inviteStaffHandler },
  { method: 'post', path: '/staff/:id/disable', roles: ADMIN_ONLY, handle: disableStaffHandler },
  { method: 'post', path: '/staff/:id/reset', roles: ADMIN_ONLY, handle: resetStaffHandler },

  { method: 'get', path: '/audit', roles: ADMIN_ONLY, handle: listAuditHandler },

  { method: 'get', path: '/news', roles: EDITORS, handle: listNewsHandler },
  { method: 'get', path: '/news/:id', roles: EDITORS, handle: getNewsHandler },
  { method: 'post', path: '/news', roles: EDITORS, handle: createNewsHandler },
  { method: 'put', path: '/news/:id', roles: EDITORS, handle: updateNewsHandler },
  { method: 'delete', path: '/news/:id', roles: EDITORS, handle: deleteNewsHandler },
  { method: 'post', path: '/uploads/images', roles: EDITORS, handle: uploadImageHandler },
  { method: 'post', path: '/uploads/documents', roles: EDITORS, handle: uploadDocumentHandler },
  ...CONTENT_RESOURCES.flatMap((resource) => contentRoutes(resource, EDITORS)),
  { method: 'post', path: '/preview/:resource/:id', roles: EDITORS, handle: createPreviewHandler },

  { method: 'get', path: '/aid-requests', roles: SERVICES, handle: listAidRequestsHandler },
  { method: 'get', path: '/aid-requests/:id', roles: SERVICES, handle: getAidRequestHandler },
  { method: 'post', path: '/aid-requests/:id/status', roles: SERVICES, handle: changeAidStatusHandler },

  { method: 'get', path: '/orders', roles: FINANCE, handle: listOrdersHandler },
  { method: 'get', path: '/orders/:id', roles: FINANCE, handle: getOrderHandler },
  { method: 'post', path: '/orders/:id/transfer-received', roles: FINANCE, handle: transferReceivedHandler },
];
