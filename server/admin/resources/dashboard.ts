import { INBOX_KINDS } from '#src/admin/operations-schemas';
import type { AdminContext } from '../http';
import { monthStartDay } from '../local-time';
import { dayStartUtc, riyadhDate } from '#src/lib/civil-dates';
import { roleAllows } from '../roles';
import { unreadCounts } from './inbox';
import { fundTotalsByPeriod } from './totals';

const OPEN_AID_STATUSES = ['received', 'underReview', 'needsDocuments', 'approved'];

/**
 * The first screen: who is signed in, and the figures their role works with — for finance,
 * today's paid donations, this month's totals per fund and the bank transfers waiting; for
 * services, open aid requests and unread inbox items (admin sees both). Days and months are the
 * association's (Asia/Riyadh); test orders are left out.
 */
export async function dashboardHandler(ctx: AdminContext): Promise<void> {
  const { id, email, name, role } = ctx.session.member;
  const data: Record<string, unknown> = { member: { id, email, name, role } };
  if (roleAllows(['finance'], role)) {
    const today = riyadhDate(ctx.now);
    const paid = await ctx.db
      .selectFrom('orders')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('total').as('total')])
      .where('status', '=', 'paid')
      .where('is_test', '=', 0)
      .where('paid_at', '>=', dayStartUtc(today))
      .executeTakeFirstOrThrow();
    // Waiting: no confirmation yet (a transfer whose amount differed waits for a decision, counted apart); never a test.
    const waiting = await ctx.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', '=', 'pending')
      .where('method', '=', 'bank-transfer')
      .where('is_test', '=', 0)
      .where('id', 'not in', (eb) =>
        eb.selectFrom('transfer_confirmations').select('order_id').where('status', '<>', 'rejected'),
      )
      .executeTakeFirstOrThrow();
    const discrepancies = await ctx.db
      .selectFrom('transfer_confirmations')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', '=', 'discrepancy')
      .executeTakeFirstOrThrow();
    const [month] = await fundTotalsByPeriod(ctx.db, monthStartDay(ctx.now), today, 'month');
    data.today = { orders: Number(paid.count), totalHalalas: Number(paid.total ?? 0) };
    data.transfersWaiting = Number(waiting.count);
    data.transferDiscrepancies = Number(discrepancies.count);
    data.month = {
      period: today.slice(0, 7),
      funds: month?.funds ?? {},
      totalHalalas: month?.total ?? 0,
      refundedHalalas: month?.refunded ?? 0,
    };
  }
  if (roleAllows(['services'], role)) {
    const open = await ctx.db
      .selectFrom('aid_requests')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', 'in', OPEN_AID_STATUSES)
      .executeTakeFirstOrThrow();
    data.openAidRequests = Number(open.count);
    const unread = await unreadCounts(ctx.db);
    data.unread = { ...unread, total: INBOX_KINDS.reduce((sum, kind) => sum + unread[kind], 0) };
  }
  ctx.res.json({ data });
}
