import { randomBytes } from 'node:crypto';
import { keyedDigest } from '../../security/secrets';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { CampaignTable } from '../../db/tables/campaigns';
import { dayWindowStart, holdCountingLock } from '../../db/counting-lock';
import {
  CAMPAIGN_CAUSE_KINDS,
  CAMPAIGNS_PER_ADDRESS_PER_DAY,
  CAMPAIGNS_PER_MOBILE_PER_DAY,
  campaignEndsAt,
  type CampaignCause,
  type CampaignCauseKind,
  type CampaignClosedReason,
  type CampaignCreated,
  type CampaignStart,
  type CampaignView,
} from '#src/domain/campaigns';
import type { Locale } from '#src/lib/locale';
import { remainingHalalas } from '#src/domain/giving/money';
import { PROGRAM_FUND, isFund } from '#src/domain/giving/funds';
import { isAvailable } from '../giving/catalog';
import { publicPrograms } from '../content-media/programs';
import { publicRows } from '../publishing/visibility';
import { ServiceError } from '../service-error';
import { CAMPAIGN_SLUG, isNumericId } from '#src/domain/ids';
import type { AssociationNames } from '#src/domain/campaign-claims';
import commonAr from '../../../locales/ar/common.json';
import commonEn from '../../../locales/en/common.json';
import { textMilestones, type MilestoneContext } from './milestones';
import { recentDonors } from './recent-donors';
import { approvedPosts } from './posts';

/**
 * Campaigns (docs/decisions/028-campaigns.md): started by any donor, pending until staff approve,
 * public while approved, closed for good when the target or the end date is reached (checked on
 * every read and every payment: no scheduler needed) or when staff close it.
 */
type Db = Kysely<Database> | Transaction<Database>;
export type CampaignRow = Selectable<CampaignTable>;

export function newSlug(): string {
  return randomBytes(9).toString('base64url');
}

/**
 * The creating address is kept only as an HMAC under the site's `campaign-address` key (kept
 * apart, server/security/kept-secrets.ts): enough to count starts, nothing to read back. (A plain
 * hash of an IPv4 address is read back by hashing all four billion.)
 */
export function creatorAddressKey(address: string, key: string): string {
  return keyedDigest(key, address);
}

/**
 * Every name the association goes by, for the campaign texts' check: its profile's, full and
 * short, in both languages (staff may change them), and the site's name as the pages show it.
 */
export async function associationNames(db: Db): Promise<AssociationNames> {
  const profile = await db
    .selectFrom('association_profile')
    .select(['name_ar', 'name_en', 'short_name_ar', 'short_name_en'])
    .where('id', '=', 1)
    .executeTakeFirst();
  const known = (...names: Array<string | null | undefined>) =>
    names.filter((name): name is string => typeof name === 'string' && name.trim() !== '');
  return {
    full: known(profile?.name_ar, profile?.name_en, commonAr.site.name, commonEn.site.name),
    short: known(profile?.short_name_ar, profile?.short_name_en),
  };
}

/** A cause a campaign may be started for, as the start form and the page show it; null when not offered. */
export async function loadCause(db: Db, kind: string, ref: string): Promise<CampaignCause | null> {
  if (!(CAMPAIGN_CAUSE_KINDS as readonly string[]).includes(kind) || !isNumericId(ref)) return null;
  const id = Number(ref);
  if (kind === 'program') {
    const program = await db
      .selectFrom('programs')
      .select(['id', 'title_ar', 'title_en', 'image'])
      .where('id', '=', id)
      .where(publicPrograms())
      .executeTakeFirst();
    return program
      ? {
          kind: 'program',
          ref,
          title: { ar: program.title_ar, en: program.title_en },
          image: program.image,
          remaining: null,
          unitPrice: null,
          fund: PROGRAM_FUND,
          zakatEligible: false,
        }
      : null;
  }
  const row = await db
    .selectFrom('giving_items')
    .selectAll()
    .where('id', '=', id)
    .where('kind', '=', kind)
    .where(publicRows('catalog'))
    .executeTakeFirst();
  if (!row) return null;
  return {
    kind: kind as CampaignCauseKind,
    ref,
    title: { ar: row.title_ar, en: row.title_en },
    image: row.image,
    remaining:
      row.target === null || kind === 'waqf' ? null : remainingHalalas(Number(row.target), Number(row.collected)),
    unitPrice: kind === 'waqf' ? row.unit_price : null,
    fund: isFund(row.fund) ? row.fund : 'general',
    zakatEligible: row.zakat_eligible === 1 || row.fund === 'zakat',
  };
}

/** Causes a campaign can be started for: every program on the site, and families, bills and waqf shares still open. */
export async function listCauses(db: Kysely<Database>): Promise<CampaignCause[]> {
  const [programs, items] = await Promise.all([
    db
      .selectFrom('programs')
      .select(['id', 'title_ar', 'title_en', 'image'])
      .where(publicPrograms())
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('giving_items')
      .selectAll()
      .where('kind', 'in', ['family', 'bill', 'waqf'])
      .where(publicRows('catalog'))
      .orderBy('kind')
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  return [
    ...programs.map(
      (row): CampaignCause => ({
        kind: 'program',
        ref: String(row.id),
        title: { ar: row.title_ar, en: row.title_en },
        image: row.image,
        remaining: null,
        unitPrice: null,
        fund: PROGRAM_FUND,
        zakatEligible: false,
      }),
    ),
    ...items
      .filter((row) => isAvailable(row))
      .map(
        (row): CampaignCause => ({
          kind: row.kind as CampaignCauseKind,
          ref: String(row.id),
          title: { ar: row.title_ar, en: row.title_en },
          image: row.image,
          remaining:
            row.target === null || row.kind === 'waqf'
              ? null
              : remainingHalalas(Number(row.target), Number(row.collected)),
          unitPrice: row.kind === 'waqf' ? row.unit_price : null,
          fund: isFund(row.fund) ? row.fund : 'general',
          zakatEligible: row.zakat_eligible === 1 || row.fund === 'zakat',
        }),
      ),
  ];
}

export interface StartContext {
  locale: Locale;
  /** The request's address (clientKey: an IPv6 address by its /64) and the key its hash is made with (keptSecret 'campaign-address'). */
  address: string;
  addressKey: string;
  now?: Date;
}

const refused = (field: string, key: string, params?: Record<string, unknown>) =>
  new ServiceError(400, 'validation_failed', 'validation:failed', { [field]: params ? { key, params } : { key } });

/**
 * Starts a campaign (pending). Refused: a cause that is not offered; a target above what a family
 * or a bill still needs; more than a few campaigns a day from one mobile number or one address.
 */
export async function startCampaign(
  db: Kysely<Database>,
  input: CampaignStart,
  context: StartContext,
): Promise<CampaignCreated> {
  const now = context.now ?? new Date();
  const since = dayWindowStart(now);
  const address = creatorAddressKey(context.address, context.addressKey);
  const target = input.target * 100;
  return db.transaction().execute(async (trx) => {
    // Starts arriving together count one after the other (the counting lock), so a burst cannot pass the daily limits.
    await holdCountingLock(trx, 'campaign-starts');
    const [byMobile, byAddress] = await Promise.all([
      trx
        .selectFrom('campaigns')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('creator_mobile', '=', input.mobile)
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow(),
      trx
        .selectFrom('campaigns')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('creator_address', '=', address)
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow(),
    ]);
    if (Number(byMobile.n) >= CAMPAIGNS_PER_MOBILE_PER_DAY || Number(byAddress.n) >= CAMPAIGNS_PER_ADDRESS_PER_DAY) {
      throw new ServiceError(429, 'campaign_limit', 'campaigns:errors.limit', undefined, {
        mobile: Number(byMobile.n),
        address: Number(byAddress.n),
      });
    }
    const cause = await loadCause(trx, input.causeKind, input.causeRef);
    if (!cause) throw refused('causeRef', 'campaignCause');
    if (cause.kind !== 'program') {
      // Sold-out shares and fully funded needs are not offered.
      const row = await trx
        .selectFrom('giving_items')
        .selectAll()
        .where('id', '=', Number(cause.ref))
        .executeTakeFirstOrThrow();
      if (!isAvailable(row)) throw refused('causeRef', 'campaignCause');
    }
    if (cause.remaining !== null && target > cause.remaining) {
      throw refused('target', 'campaignTargetOverNeed', {
        max: Math.floor(cause.remaining / 100).toLocaleString('en-US'),
      });
    }
    const slug = newSlug();
    const at = now.toISOString();
    await trx
      .insertInto('campaigns')
      .values({
        slug,
        status: 'pending',
        closed_reason: null,
        cause_kind: cause.kind,
        cause_ref: cause.ref,
        target,
        ends_on: input.endsOn,
        ends_at: campaignEndsAt(input.endsOn),
        display_name: input.displayName,
        message: input.message,
        locale: context.locale,
        creator_mobile: input.mobile,
        creator_address: address,
        review_note: null,
        reviewed_by: null,
        reviewed_at: null,
        created_at: at,
        updated_at: at,
        closed_at: null,
      })
      .execute();
    return { slug, status: 'pending' as const };
  });
}

/** Why an approved campaign is over now, or null while it is open. */
export function dueReason(
  row: Pick<CampaignRow, 'status' | 'collected' | 'target' | 'ends_at'>,
  now: Date,
): CampaignClosedReason | null {
  if (row.status !== 'approved') return null;
  if (Number(row.collected) >= Number(row.target)) return 'target';
  if (now.toISOString() >= row.ends_at) return 'date';
  return null;
}

/** Closes an approved campaign whose target or end date is reached (once: a conditional update). */
export async function closeIfDue(db: Db, row: CampaignRow, now: Date): Promise<CampaignRow> {
  const reason = dueReason(row, now);
  return reason ? closeCampaign(db, row, reason, now) : row;
}

async function closeCampaign(db: Db, row: CampaignRow, reason: CampaignClosedReason, now: Date): Promise<CampaignRow> {
  const at = now.toISOString();
  await db
    .updateTable('campaigns')
    .set({ status: 'closed', closed_reason: reason, closed_at: at, updated_at: at })
    .where('id', '=', row.id)
    .where('status', '=', 'approved')
    .execute();
  return (await db
    .selectFrom('campaigns')
    .selectAll()
    .where('id', '=', row.id)
    .executeTakeFirstOrThrow()) as CampaignRow;
}

export async function findBySlug(db: Db, slug: string): Promise<CampaignRow | null> {
  if (!CAMPAIGN_SLUG.test(slug)) return null;
  return (
    ((await db.selectFrom('campaigns').selectAll().where('slug', '=', slug).executeTakeFirst()) as
      | CampaignRow
      | undefined) ?? null
  );
}

/** The public page's data: approved or closed campaigns only (pending and rejected ones do not exist for visitors). */
export async function getCampaign(db: Kysely<Database>, slug: string, now = new Date()): Promise<CampaignView | null> {
  const found = await findBySlug(db, slug);
  if (!found || (found.status !== 'approved' && found.status !== 'closed')) return null;
  let row = await closeIfDue(db, found, now);
  const cause = await loadCause(db, row.cause_kind, row.cause_ref);
  if (!cause) return null;
  if (row.status === 'approved' && cause.kind !== 'program') {
    // The family's or bill's need met, the shares sold out (gifts from elsewhere too): nothing more to give to.
    const item = await db.selectFrom('giving_items').selectAll().where('id', '=', Number(cause.ref)).executeTakeFirst();
    if (item && !isAvailable(item)) row = await closeCampaign(db, row, 'met', now);
  }
  return {
    slug: row.slug,
    status: row.status as 'approved' | 'closed',
    closedReason: (row.closed_reason as CampaignClosedReason | null) ?? null,
    cause,
    displayName: row.display_name,
    message: row.message,
    locale: row.locale === 'en' ? 'en' : 'ar',
    target: Number(row.target),
    collected: Number(row.collected),
    donors: Number(row.donors),
    endsOn: row.ends_on,
    open: row.status === 'approved',
    recentDonors: await recentDonors(db, row.id),
    posts: await approvedPosts(db, row),
  };
}

/**
 * Gifts through a campaign, once their order is paid (inside the payment's transaction): each
 * campaign adds the amounts of its lines and one donor per order, texts its organiser at half and at
 * the target (./milestones.ts), then closes if its target is met.
 */
export async function countPaidLines(
  trx: Transaction<Database>,
  lines: ReadonlyArray<{ campaign_id: number | null; amount: number | string }>,
  now: Date,
  milestones?: MilestoneContext,
): Promise<void> {
  const sums = new Map<number, number>();
  for (const line of lines) {
    if (line.campaign_id === null || line.campaign_id === undefined) continue;
    sums.set(line.campaign_id, (sums.get(line.campaign_id) ?? 0) + Number(line.amount));
  }
  for (const [id, amount] of sums) {
    await trx
      .updateTable('campaigns')
      .set({ collected: sql`collected + ${amount}`, donors: sql`donors + 1`, updated_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
    if (milestones) await textMilestones(trx, id, now, milestones);
    const row = (await trx.selectFrom('campaigns').selectAll().where('id', '=', id).executeTakeFirst()) as
      | CampaignRow
      | undefined;
    if (row) await closeIfDue(trx, row, now);
  }
}

/** The campaigns named by an order's lines, by slug (pricing loads them once per order). */
export async function campaignsBySlug(db: Db, slugs: readonly string[]): Promise<Map<string, CampaignRow>> {
  const valid = [...new Set(slugs)].filter((slug) => CAMPAIGN_SLUG.test(slug));
  if (valid.length === 0) return new Map();
  const rows = (await db.selectFrom('campaigns').selectAll().where('slug', 'in', valid).execute()) as CampaignRow[];
  return new Map(rows.map((row) => [row.slug, row]));
}

/**
 * An order line that names a campaign: it must be open (approved, before its end, short of its
 * target) and the line must give to the campaign's own cause. Returns the campaign id, or the
 * validation key of the refusal.
 */
export function checkCampaignLine(
  row: CampaignRow | undefined,
  line: { kind: string; ref: string },
  now: Date,
): { ok: true; id: number } | { ok: false; key: 'campaignUnknown' | 'campaignClosed' | 'campaignOtherCause' } {
  if (!row || (row.status !== 'approved' && row.status !== 'closed')) return { ok: false, key: 'campaignUnknown' };
  if (row.status !== 'approved' || dueReason(row, now)) return { ok: false, key: 'campaignClosed' };
  if (row.cause_kind !== line.kind || row.cause_ref !== line.ref) return { ok: false, key: 'campaignOtherCause' };
  return { ok: true, id: row.id };
}
