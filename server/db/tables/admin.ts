import type { Generated } from 'kysely';

/** Back-office tables (migration 0020). Times are ISO strings; secrets are stored only as hashes, except the TOTP secret the server must read. */
export interface StaffMemberTable {
  id: Generated<number>;
  /** Lower-cased. */
  email: string;
  name: string;
  /** One of STAFF_ROLES (server/admin/roles.ts). */
  role: string;
  /** argon2id; null until the member sets one through the one-time link. */
  password_hash: string | null;
  /** Base32; null until enrolled. */
  totp_secret: string | null;
  /** Offered at enrolment, confirmed by a first code. */
  totp_pending_secret: string | null;
  /** The last accepted TOTP time step: a code is never accepted twice. */
  totp_last_step: number | null;
  disabled_at: string | null;
  password_changed_at: string | null;
  created_at: string;
}

export interface StaffTokenTable {
  /** SHA-256 of the token in the link. */
  token_hash: string;
  staff_id: number;
  purpose: 'set-password';
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface StaffRecoveryCodeTable {
  id: Generated<number>;
  staff_id: number;
  code_hash: string;
  used_at: string | null;
}

export interface StaffSessionTable {
  /** SHA-256 of the cookie's value: a leaked table does not sign anyone in. */
  id_hash: string;
  staff_id: number;
  /** 'enrol' or 'verify' after the password, 'full' after the second factor. */
  stage: 'enrol' | 'verify' | 'full';
  created_at: string;
  last_seen_at: string;
}

export interface StaffLoginFailureTable {
  id: Generated<number>;
  email: string;
  address: string;
  at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  staff_id: number | null;
  staff_email: string;
  action: string;
  entity: string;
  entity_id: string | null;
  before_json: string | null;
  after_json: string | null;
}

export interface AdminTables {
  staff_members: StaffMemberTable;
  staff_tokens: StaffTokenTable;
  staff_recovery_codes: StaffRecoveryCodeTable;
  staff_sessions: StaffSessionTable;
  staff_login_failures: StaffLoginFailureTable;
  audit_log: AuditLogTable;
}
