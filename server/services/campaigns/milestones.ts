import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { formatMoney } from '#src/lib/format';
import { localizePath } from '#src/lib/locale';
import { publicAddress } from '#src/lib/public-address';
import type { NotifyContext } from '../giving/notifications';
import { holdSmsLocks } from '../outbox/sms-caps';

/**
 * The organiser hears twice from the campaign's money (docs/decisions/066): when what was paid
 * through it reaches half of its target, and when it reaches the target. Each is marked by one
 * conditional update (`… where half_texted_at is null`) in the payment's own transaction, after the
 * campaign's row took the payment's amount (and with it the row's lock): payments settling at once
 * find the mark one after the other, so each text is queued exactly once. Test payments never get
 * here (nothing is counted for them).
 */
export type Milestone = 'half' | 'target';

export interface MilestoneContext {
  notify: NotifyContext;
  /** The numbers the paying order texts anyway: locked together with the organiser's, in one order. */
  alsoTexting: readonly string[];
}

/** The milestones a campaign's row has just crossed and not yet been texted about. */
export function crossed(row: {
  collected: number | string;
  target: number | string;
  half_texted_at: string | null;
  target_texted_at: string | null;
}): Milestone[] {
  const collected = Number(row.collected);
  const target = Number(row.target);
  const reached: Milestone[] = [];
  if (row.half_texted_at === null && collected * 2 >= target && collected < target) reached.push('half');
  if (row.target_texted_at === null && collected >= target) reached.push('target');
  return reached;
}

export async function textMilestones(
  trx: Transaction<Database>,
  campaignId: number,
  now: Date,
  context: MilestoneContext,
): Promise<void> {
  const row = await trx.selectFrom('campaigns').selectAll().where('id', '=', campaignId).executeTakeFirst();
  if (!row) return;
  const reached = crossed(row);
  if (reached.length === 0) return;
  // Reaching the target at once says so: the half text would be a step already behind.
  const milestone: Milestone = reached.includes('target') ? 'target' : 'half';
  const at = now.toISOString();
  const column = milestone === 'target' ? 'target_texted_at' : 'half_texted_at';
  const marked = await trx
    .updateTable('campaigns')
    .set(
      milestone === 'target'
        ? { target_texted_at: at, half_texted_at: row.half_texted_at ?? at }
        : { half_texted_at: at },
    )
    .where('id', '=', campaignId)
    .where(column, 'is', null)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) !== 1) return;
  const locale = row.locale === 'en' ? 'en' : 'ar';
  const t = (key: string, params?: Record<string, unknown>) => context.notify.translate(locale, key, params);
  const page = publicAddress(context.notify.publicUrl, localizePath(`/campaigns/${row.slug}`, locale));
  await holdSmsLocks(trx, [...context.alsoTexting, row.creator_mobile]);
  await context.notify.enqueue(trx, {
    channel: 'sms',
    kind: milestone === 'target' ? 'campaign-target' : 'campaign-half',
    recipient: row.creator_mobile,
    subject: t('campaigns:sms.subject'),
    body: t(`campaigns:sms.${milestone}`, {
      collected: formatMoney(Number(row.collected), locale),
      target: formatMoney(Number(row.target), locale),
      url: page,
    }),
  });
}
