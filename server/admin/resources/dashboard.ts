import type { AdminContext } from '../http';
import { roleAllows } from '../roles';

const OPEN_AID_STATUSES = ['received', 'underReview', 'needsDocuments', 'approved'];

/**
 * The first screen: who is signed in, and the figures their role works with — today's paid
 * donations for finance, open aid requests for services (admin sees both). Test orders are left out.
 */
export async function dashboardHandler(ctx: AdminContext): Promise<void> {
  const { id, email, name, role } = ctx.session.member;
  const data: Record<string, unknown> = { member: { id, email, name, role } };
  if (roleAllows(['finance'], role)) {
    const dayStart = new Date(Date.UTC(ctx.now.getUTCFullYear(), ctx.now.getUTCMonth(), ctx.now.getUTCDate())).toISOString();
    const paid = await ctx.db
      .selectFrom('orders')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('total').as('total')])
      .where('status', '=', 'paid')
      .where('is_test', '=', 0)
      .where('paid_at', '>=', dayStart)
      .executeTakeFirstOrThrow();
    const waiting = await ctx.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('count')).where('status', '=', 'pending').where('method', '=', 'bank-transfer').executeTakeFirstOrThrow();
    data.today = { orders: Number(paid.count), totalHalalas: Number(paid.total ?? 0) };
    data.transfersWaiting = Number(waiting.count);
  }
  if (roleAllows(['services'], role)) {
    const open = await ctx.db.selectFrom('aid_requests').select((eb) => eb.fn.countAll<number>().as('count')).where('status', 'in', OPEN_AID_STATUSES).executeTakeFirstOrThrow();
    data.openAidRequests = Number(open.count);
  }
  ctx.res.json({ data });
}
