import { auditDaysSchema } from '#src/admin/operations-schemas';
import { dayEndUtc, dayStartUtc } from '#src/lib/civil-dates';
import { parseOr400, type AdminContext } from '../http';
import { pageOf, stringFilters, readListQuery, type ListKeys } from '../list';

function parseJson(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : null;
}

/** The audit log, newest first, filtered by who, what, action and time range. Read-only. */
const AUDIT_LIST: ListKeys = {
  sort: { at: 'at', id: 'id', staffEmail: 'staff_email', entity: 'entity', action: 'action' },
  filters: ['staffEmail', 'entity', 'action', 'from', 'to'],
};

export async function listAuditHandler(ctx: AdminContext): Promise<void> {
  const query = readListQuery(ctx, AUDIT_LIST);
  if (!query) return;
  let base = ctx.db.selectFrom('audit_log');
  const {
    staffEmail: who,
    entity,
    action,
    from,
    to,
  } = stringFilters(query.filter, 'staffEmail', 'entity', 'action', 'from', 'to');
  // The range is of Riyadh days, as staff read the times: a day starts at 21:00 UTC the day before.
  if (!parseOr400(auditDaysSchema, { from, to }, ctx.req, ctx.res)) return;
  if (who) base = base.where('staff_email', '=', who.toLowerCase());
  if (entity) base = base.where('entity', '=', entity);
  if (action) base = base.where('action', '=', action);
  if (from) base = base.where('at', '>=', dayStartUtc(from));
  if (to) base = base.where('at', '<', dayEndUtc(to));
  const result = await pageOf(base, query, AUDIT_LIST.sort, 'id', (row) => ({
    id: row.id,
    at: row.at,
    staffEmail: row.staff_email,
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    before: parseJson(row.before_json),
    after: parseJson(row.after_json),
  }));
  ctx.res.json(result);
}
