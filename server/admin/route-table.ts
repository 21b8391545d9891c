import type { AdminContext } from './http';
import type { StaffRole } from './roles';
import { listAuditHandler } from './resources/audit-log';
import { dashboardHandler } from './resources/dashboard';
import {
  createNewsHandler,
  deleteNewsHandler,
  getNewsHandler,
  listNewsHandler,
  updateNewsHandler,
} from './resources/news';
import { uploadImageHandler } from './resources/uploads';
import { SITE_CONTENT_ROUTES } from './site-content-routes';
import { contentRoutes } from './content-resource';
import { CONTENT_RESOURCES } from './content-types';
import { uploadDocumentHandler } from './resources/documents';
import { createPreviewHandler, previewHandlerOf } from './preview';
import { changeAidStatusHandler, getAidRequestHandler, listAidRequestsHandler } from './resources/aid-requests';
import { getOrderHandler, listOrdersHandler } from './resources/orders';
import { refundHandler } from './resources/order-refunds';
import { confirmTransferHandler, decideDiscrepancyHandler, listConfirmationsHandler } from './resources/transfers';
import {
  acceptAllHandler,
  acceptLineHandler,
  getStatementHandler,
  listLinesHandler,
  listStatementsHandler,
  mapStatementHandler,
  uploadStatementHandler,
} from './resources/bank-statements';
import { totalsHandler } from './resources/totals';
import { getInboxHandler, inboxNoteHandler, inboxStatusHandler, listInboxHandler } from './resources/inbox';
import { fileDownloadHandler, fileLinkHandler } from './resources/files';
import { addPasskeyHandler, deletePasskeyHandler, listPasskeysHandler, passkeyOptionsHandler } from './passkeys';
import { getCampaignHandler, listCampaignsHandler, reviewCampaignHandler } from './resources/campaigns';
import { campaignPostPhotoHandler, reviewCampaignPostHandler } from './resources/campaign-posts';
import {
  getPlanHandler,
  listFailuresHandler,
  listPlansHandler,
  listUpcomingHandler,
  planActionHandler,
} from './resources/periodic';
import {
  changeRoleHandler,
  disableStaffHandler,
  getStaffHandler,
  inviteStaffHandler,
  listStaffHandler,
  resetStaffHandler,
} from './resources/staff';
import { eraseHandler, erasurePreviewHandler } from './resources/erasure';
import { listErasureRequestsHandler } from './resources/erasure-requests';
import { changeOwnPasswordHandler, newRecoveryCodesHandler } from './own-account';
import { donorRecordHandler, searchDonorsHandler } from './resources/donors';
import { resendReceiptHandler } from './resources/receipt-resend';

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
  // Each member's own passkeys (a second factor instead of the TOTP code).
  { method: 'get', path: '/passkeys', roles: EVERYONE, handle: listPasskeysHandler },
  { method: 'post', path: '/passkeys/options', roles: EVERYONE, handle: passkeyOptionsHandler },
  { method: 'post', path: '/passkeys', roles: EVERYONE, handle: addPasskeyHandler },
  { method: 'delete', path: '/passkeys/:id', roles: EVERYONE, handle: deletePasskeyHandler },
  // Each member's own account: a new password, new recovery codes (both after the current password).
  { method: 'post', path: '/account/password', roles: EVERYONE, handle: changeOwnPasswordHandler },
  { method: 'post', path: '/account/recovery-codes', roles: EVERYONE, handle: newRecoveryCodesHandler },

  { method: 'get', path: '/staff', roles: ADMIN_ONLY, handle: listStaffHandler },
  { method: 'get', path: '/staff/:id', roles: ADMIN_ONLY, handle: getStaffHandler },
  { method: 'post', path: '/staff', roles: ADMIN_ONLY, handle: inviteStaffHandler },
  { method: 'post', path: '/staff/:id/disable', roles: ADMIN_ONLY, handle: disableStaffHandler },
  { method: 'post', path: '/staff/:id/reset', roles: ADMIN_ONLY, handle: resetStaffHandler },
  { method: 'post', path: '/staff/:id/role', roles: ADMIN_ONLY, handle: changeRoleHandler },

  { method: 'get', path: '/audit', roles: ADMIN_ONLY, handle: listAuditHandler },
  // A person's data erased on request (PDPL): what is held first, then the erasure, confirmed.
  { method: 'post', path: '/erasure/preview', roles: ADMIN_ONLY, handle: erasurePreviewHandler },
  { method: 'post', path: '/erasure', roles: ADMIN_ONLY, handle: eraseHandler },
  // What donors asked to be erased from their space, with the thirty-day clock.
  { method: 'get', path: '/erasure/requests', roles: ADMIN_ONLY, handle: listErasureRequestsHandler },

  { method: 'get', path: '/news', roles: EDITORS, handle: listNewsHandler },
  { method: 'get', path: '/news/:id', roles: EDITORS, handle: getNewsHandler },
  { method: 'post', path: '/news', roles: EDITORS, handle: createNewsHandler },
  { method: 'put', path: '/news/:id', roles: EDITORS, handle: updateNewsHandler },
  { method: 'delete', path: '/news/:id', roles: EDITORS, handle: deleteNewsHandler },
  { method: 'post', path: '/uploads/images', roles: EDITORS, handle: uploadImageHandler },
  { method: 'post', path: '/uploads/documents', roles: EDITORS, handle: uploadDocumentHandler },
  ...CONTENT_RESOURCES.flatMap((resource) => contentRoutes(resource, EDITORS)),
  // Job openings are published by services too, the catalogue by finance too (site-content-routes.ts): their previews as well.
  {
    method: 'post',
    path: '/preview/job-openings/:id',
    roles: ['editor', 'services'],
    handle: previewHandlerOf('job-openings'),
  },
  { method: 'post', path: '/preview/catalog/:id', roles: ['editor', 'finance'], handle: previewHandlerOf('catalog') },
  { method: 'post', path: '/preview/:resource/:id', roles: EDITORS, handle: createPreviewHandler },

  { method: 'get', path: '/campaigns', roles: EDITORS, handle: listCampaignsHandler },
  { method: 'get', path: '/campaigns/:id', roles: EDITORS, handle: getCampaignHandler },
  { method: 'post', path: '/campaigns/:id/review', roles: EDITORS, handle: reviewCampaignHandler },
  { method: 'post', path: '/campaigns/:id/posts/:postId/review', roles: EDITORS, handle: reviewCampaignPostHandler },
  { method: 'get', path: '/campaigns/:id/posts/:postId/photo', roles: EDITORS, handle: campaignPostPhotoHandler },

  ...SITE_CONTENT_ROUTES,

  { method: 'get', path: '/aid-requests', roles: SERVICES, handle: listAidRequestsHandler },
  { method: 'get', path: '/aid-requests/:id', roles: SERVICES, handle: getAidRequestHandler },
  { method: 'post', path: '/aid-requests/:id/status', roles: SERVICES, handle: changeAidStatusHandler },

  { method: 'get', path: '/orders', roles: FINANCE, handle: listOrdersHandler },
  { method: 'get', path: '/orders/:id', roles: FINANCE, handle: getOrderHandler },
  { method: 'post', path: '/orders/:id/transfer-received', roles: FINANCE, handle: confirmTransferHandler },
  // Transfers confirmed against the bank's statement: discrepancies decided, statements imported and matched.
  { method: 'get', path: '/transfer-confirmations', roles: FINANCE, handle: listConfirmationsHandler },
  { method: 'post', path: '/transfer-confirmations/:id/decision', roles: FINANCE, handle: decideDiscrepancyHandler },
  { method: 'get', path: '/bank-statements', roles: FINANCE, handle: listStatementsHandler },
  { method: 'post', path: '/bank-statements', roles: FINANCE, handle: uploadStatementHandler },
  { method: 'get', path: '/bank-statements/:id', roles: FINANCE, handle: getStatementHandler },
  { method: 'put', path: '/bank-statements/:id/mapping', roles: FINANCE, handle: mapStatementHandler },
  { method: 'get', path: '/bank-statements/:id/lines', roles: FINANCE, handle: listLinesHandler },
  { method: 'post', path: '/bank-statements/:id/lines/:line/accept', roles: FINANCE, handle: acceptLineHandler },
  { method: 'post', path: '/bank-statements/:id/accept-all', roles: FINANCE, handle: acceptAllHandler },
  { method: 'post', path: '/orders/:id/refunds', roles: FINANCE, handle: refundHandler },
  { method: 'get', path: '/totals', roles: FINANCE, handle: totalsHandler },
  // The donor record: found by name, mobile, order number, receipt reference or email; opened (audited) by mobile.
  { method: 'post', path: '/donors/search', roles: FINANCE, handle: searchDonorsHandler },
  { method: 'post', path: '/donors/record', roles: FINANCE, handle: donorRecordHandler },
  { method: 'post', path: '/orders/:id/resend-receipt', roles: FINANCE, handle: resendReceiptHandler },
  // Periodic giving: plans, charges to come, failed charges; the donor's pause/resume/cancel done on request.
  { method: 'get', path: '/periodic-plans', roles: FINANCE, handle: listPlansHandler },
  { method: 'get', path: '/periodic-plans/:id', roles: FINANCE, handle: getPlanHandler },
  { method: 'post', path: '/periodic-plans/:id/pause', roles: FINANCE, handle: planActionHandler('pause') },
  { method: 'post', path: '/periodic-plans/:id/resume', roles: FINANCE, handle: planActionHandler('resume') },
  { method: 'post', path: '/periodic-plans/:id/cancel', roles: FINANCE, handle: planActionHandler('cancel') },
  { method: 'get', path: '/periodic-upcoming', roles: FINANCE, handle: listUpcomingHandler },
  { method: 'get', path: '/periodic-failures', roles: FINANCE, handle: listFailuresHandler },

  { method: 'get', path: '/inbox/:kind', roles: SERVICES, handle: listInboxHandler },
  { method: 'get', path: '/inbox/:kind/:reference', roles: SERVICES, handle: getInboxHandler },
  { method: 'post', path: '/inbox/:kind/:reference/status', roles: SERVICES, handle: inboxStatusHandler },
  { method: 'post', path: '/inbox/:kind/:reference/notes', roles: SERVICES, handle: inboxNoteHandler },
  { method: 'post', path: '/files/:id/link', roles: SERVICES, handle: fileLinkHandler },
  { method: 'get', path: '/files/download/:token', roles: SERVICES, handle: fileDownloadHandler },
];
