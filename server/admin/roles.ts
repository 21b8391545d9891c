/** Least privilege: each member has one role; `admin` may use every route. */
export const STAFF_ROLES = ['admin', 'editor', 'finance', 'services'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Who may use a route: the roles listed, and always `admin`. */
export function roleAllows(allowed: readonly StaffRole[], role: string): boolean {
  return role === 'admin' || (allowed as readonly string[]).includes(role);
}
