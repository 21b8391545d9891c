import { CAMPAIGN_DECISIONS } from '../domain/campaigns';
import { INBOX_KINDS } from './operations-schemas';
import { STAFF_PLAN_ACTIONS } from './periodic-schemas';

/**
 * The audit log's words, in one place: what was done (`action`) and to what (`entity`). The server
 * may only write these (its `audit()` takes these types), and the back office shows each by its
 * label in the staff member's language (`resources.audit.actions.*` and `.entities.*` in
 * locales/{ar,en}/admin.json; a test holds every code to a label in both). The codes themselves
 * stay in the log, so entries written before a label existed read the same.
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'publish',
  'schedule',
  'unpublish',
  'upload',
  'download',
  'export',
  'status',
  'note',
  'role',
  'disable',
  'reset',
  'sign-in',
  'sign-in-failed',
  'lockout',
  'sign-out',
  'password.set',
  'second-factor.enrol',
  'second-factor.recovery-code',
  'second-factor.passkey',
  // A member's own account: a password they changed, recovery codes they replaced.
  'password.change',
  'second-factor.recovery-codes',
  'passkey.add',
  'passkey.remove',
  'transfer-received',
  // A transfer's amount differed from its order's: the discrepancy accepted or rejected.
  'transfer-accepted',
  'transfer-rejected',
  'refund',
  // Personal data: the daily retention run, and a person's data erased on request.
  'retention',
  'erase-preview',
  'erase',
  // The donor record (decision 073): a search, a record opened (personal data read), a receipt sent again.
  'donor-search',
  'donor-open',
  'receipt-resend',
  ...CAMPAIGN_DECISIONS,
  ...STAFF_PLAN_ACTIONS.map((action) => `periodic-${action}` as const),
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ENTITIES = [
  // Lists the back office exports as CSV (the list's route name) and resources it edits.
  'staff',
  'audit',
  'passkeys',
  'news',
  'info-pages',
  'albums',
  'videos',
  'messages',
  'studies',
  'documents',
  'people',
  'faqs',
  'campaigns',
  'aid-requests',
  'orders',
  'totals',
  'periodic-plans',
  'periodic-upcoming',
  'periodic-failures',
  'inbox',
  'paths',
  'programs',
  'catalog',
  'gift-occasions',
  'gift-cards',
  'home-slides',
  'job-openings',
  'bank-accounts',
  'calculator-settings',
  'site-settings',
  'transfer-confirmations',
  'bank-statements',
  // One record acted on by name.
  'aid-request',
  'campaign',
  'order',
  'periodic-plan',
  'image',
  'document-file',
  'file',
  'retention-run',
  // Everything held about one person (by mobile or national ID), named in the entry only masked.
  'person',
  ...INBOX_KINDS.map((kind) => `inbox-${kind}` as const),
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export function isAuditEntity(value: string): value is AuditEntity {
  return (AUDIT_ENTITIES as readonly string[]).includes(value);
}

/** Who the log names when the command line (`npm run staff`) acted: shown by its label. */
export const COMMAND_LINE_ACTOR = 'cli';

/** Who the log names when the site's own daily job acted (the retention run): shown by its label. */
export const SCHEDULE_ACTOR = 'schedule';

/** The donor record's entries: each shows in words what it was about (the masked mobile, the key searched by, the messages sent). */
export const DONOR_EVENTS = ['donor-search', 'donor-open', 'receipt-resend'] as const;

export function isDonorEvent(action: string): boolean {
  return (DONOR_EVENTS as readonly string[]).includes(action);
}

/** The sign-in entries (server/admin/sign-in-record.ts): each names the step it was about and the address it came from. */
export const SIGN_IN_EVENTS = ['sign-in', 'sign-in-failed', 'lockout', 'sign-out'] as const;

/** The steps of signing in a sign-in entry names; `current-password` is a member confirming theirs on their account screen. */
export const SIGN_IN_STEPS = ['password', 'code', 'recovery-code', 'passkey', 'enrolment', 'current-password'] as const;
export type SignInStep = (typeof SIGN_IN_STEPS)[number];

export function isSignInEvent(action: string): boolean {
  return (SIGN_IN_EVENTS as readonly string[]).includes(action);
}

export const signInStepKey = (step: string): string => `resources.audit.steps.${step}`;

/** The label keys (i18next reads the dots in `password.set` as nesting, as admin.json writes it). */
export const auditActionKey = (action: string): string => `resources.audit.actions.${action}`;
export const auditEntityKey = (entity: string): string => `resources.audit.entities.${entity}`;
