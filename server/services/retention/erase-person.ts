import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { audit, type Actor } from '../../admin/audit';
import { aidRequestIdsByNationalId, jobApplicationReferencesByNationalId } from '../applications/national-id-lookup';
import { WAITING } from '../periodic/plans';
import { eraseSubmissions, type SubmissionTable } from './submissions';
import { removeStoredFiles } from './stored-files';
import { closeErasureRequests } from '../donor-space/erasure-requests';
import type { FileStore } from '../../files/store';

/** Whom a request to erase is about: a Saudi mobile (05xxxxxxxx) or a national ID / iqama (ten digits), both normalised. */
export type PersonKey = { mobile: string } | { nationalId: string };

/** What the erasure finds and does, kind by kind (the back office shows a count for each). */
export const PERSON_DATA_KINDS = [
  'aid-requests',
  'job-applications',
  'volunteer-applications',
  'contact-messages',
  'in-kind-offers',
  'files',
  'statement-requests',
  'messages',
  'orders',
  'periodic-plans',
  'gifts',
  'campaigns',
] as const;
export type PersonDataKind = (typeof PERSON_DATA_KINDS)[number];
export type PersonCounts = Record<PersonDataKind, number>;

const SUBMISSION_TABLES: readonly SubmissionTable[] = [
  'aid_requests',
  'job_applications',
  'volunteer_applications',
  'contact_messages',
  'in_kind_requests',
];

/** A mobile or ID with all but its first two and last two characters hidden: what the audit log and anonymised rows keep. */
export function maskIdentifier(value: string): string {
  if (value.length <= 4) return '*'.repeat(value.length);
  return `${value.slice(0, 2)}${'*'.repeat(value.length - 4)}${value.slice(-2)}`;
}

type Db = Kysely<Database> | Transaction<Database>;

/** The references of each kind of submission tied to the person. */
async function submissionReferences(db: Db, key: PersonKey): Promise<Record<SubmissionTable, string[]>> {
  const refs = (rows: Array<{ reference: string }>) => rows.map((row) => row.reference);
  if ('nationalId' in key) {
    const aidIds = await aidRequestIdsByNationalId(db, key.nationalId);
    return {
      aid_requests: aidIds.length
        ? refs(await db.selectFrom('aid_requests').select('reference').where('id', 'in', aidIds).execute())
        : [],
      job_applications: await jobApplicationReferencesByNationalId(db, key.nationalId),
      volunteer_applications: [],
      contact_messages: [],
      in_kind_requests: [],
    };
  }
  const { mobile } = key;
  return {
    aid_requests: refs(await db.selectFrom('aid_requests').select('reference').where('mobile', '=', mobile).execute()),
    job_applications: refs(
      await db.selectFrom('job_applications').select('reference').where('mobile', '=', mobile).execute(),
    ),
    volunteer_applications: refs(
      await db.selectFrom('volunteer_applications').select('reference').where('mobile', '=', mobile).execute(),
    ),
    contact_messages: refs(
      await db.selectFrom('contact_messages').select('reference').where('mobile', '=', mobile).execute(),
    ),
    in_kind_requests: refs(
      await db.selectFrom('in_kind_requests').select('reference').where('mobile', '=', mobile).execute(),
    ),
  };
}

/** The identifier as it is written: digits only (normalised), so it is safe inside a LIKE pattern. */
const identifierOf = (key: PersonKey): string => ('mobile' in key ? key.mobile : key.nationalId);

/** How many rows a query finds. */
async function count<TB extends keyof Database>(query: SelectQueryBuilder<Database, TB, object>): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Outbox rows tied to the person: sent to their mobile, or whose subject or text names them (staff notifications). */
function messagesOf(db: Db, key: PersonKey) {
  const needle = `%${identifierOf(key)}%`;
  return db
    .selectFrom('outbox_messages')
    .where((eb) =>
      eb.or([
        ...('mobile' in key ? [eb('recipient', '=', key.mobile)] : []),
        eb('body', 'like', needle),
        eb('subject', 'like', needle),
      ]),
    );
}

/** Counts, kind by kind, of what is held about the person: the preview staff see before they confirm. */
export async function findPerson(
  db: Db,
  key: PersonKey,
): Promise<{ counts: PersonCounts; references: Record<SubmissionTable, string[]> }> {
  const references = await submissionReferences(db, key);
  const all = Object.values(references).flat();
  const mobile = 'mobile' in key ? key.mobile : null;
  const counts: PersonCounts = {
    'aid-requests': references.aid_requests.length,
    'job-applications': references.job_applications.length,
    'volunteer-applications': references.volunteer_applications.length,
    'contact-messages': references.contact_messages.length,
    'in-kind-offers': references.in_kind_requests.length,
    files: all.length ? await count(db.selectFrom('uploaded_files').where('owner_reference', 'in', all)) : 0,
    'statement-requests': mobile ? await count(db.selectFrom('statement_requests').where('mobile', '=', mobile)) : 0,
    // Messages sent (or about them), and those held back at a number's cap.
    messages:
      (await count(messagesOf(db, key))) +
      (mobile ? await count(db.selectFrom('sms_suppressions').where('recipient', '=', mobile)) : 0),
    orders: mobile ? await count(db.selectFrom('orders').where('donor_mobile', '=', mobile)) : 0,
    'periodic-plans': mobile ? await count(db.selectFrom('periodic_plans').where('donor_mobile', '=', mobile)) : 0,
    gifts: mobile ? await count(db.selectFrom('order_items').where('gift_recipient_mobile', '=', mobile)) : 0,
    campaigns: mobile ? await count(db.selectFrom('campaigns').where('creator_mobile', '=', mobile)) : 0,
  };
  return { counts, references };
}

/** A gift line without its card: no names, no message, and no code, so the card's page is gone (404) rather than blank. */
const NO_GIFT_CARD = {
  gift_code: null,
  gift_sender: null,
  gift_recipient_name: null,
  gift_recipient_mobile: null,
  gift_message: null,
} as const;

/** The donor's own lines keep their amounts and funds; the names they wrote of others (on behalf of, gift card) go. */
async function anonymiseDonorLines(trx: Transaction<Database>, orderIds: string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await trx
    .updateTable('order_items')
    .set(NO_GIFT_CARD)
    .where('order_id', 'in', orderIds)
    .where('gift_code', 'is not', null)
    .execute();
  const onBehalf = await trx
    .selectFrom('order_items')
    .select(['order_id', 'position', 'on_behalf_json'])
    .where('order_id', 'in', orderIds)
    .where('on_behalf_json', 'is not', null)
    .execute();
  for (const line of onBehalf) {
    // The relation (a parent, the deceased…) is the gift's intent and stays; the name goes.
    const { name: _name, ...rest } = JSON.parse(line.on_behalf_json!) as { relation?: string; name?: string };
    await trx
      .updateTable('order_items')
      .set({ on_behalf_json: JSON.stringify(rest) })
      .where('order_id', '=', line.order_id)
      .where('position', '=', line.position)
      .execute();
  }
}

/** What accounting must keep stays, without the person: orders, their lines, periodic plans and campaigns. */
async function anonymiseAccounting(trx: Transaction<Database>, mobile: string, at: string): Promise<void> {
  const masked = maskIdentifier(mobile);
  const orders = await trx.selectFrom('orders').select('id').where('donor_mobile', '=', mobile).execute();
  await anonymiseDonorLines(
    trx,
    orders.map((order) => order.id),
  );
  await trx
    .updateTable('orders')
    .set({ donor_name: '', donor_mobile: masked, donor_email: null, anonymous: 1, visitor_address: null })
    .where('donor_mobile', '=', mobile)
    .execute();
  await trx.updateTable('order_items').set(NO_GIFT_CARD).where('gift_recipient_mobile', '=', mobile).execute();

  // A plan still running would charge a card no one can be told about: it ends, with its waiting charges.
  const plans = await trx
    .selectFrom('periodic_plans')
    .select(['id', 'status'])
    .where('donor_mobile', '=', mobile)
    .execute();
  const running = plans
    .filter((plan) => ['active', 'paused', 'pending_card'].includes(plan.status))
    .map((plan) => plan.id);
  if (running.length) {
    await trx
      .updateTable('periodic_plans')
      .set({ status: 'cancelled', cancelled_at: at, next_due_date: null, updated_at: at })
      .where('id', 'in', running)
      .execute();
    await trx
      .updateTable('periodic_charges')
      .set({ status: 'cancelled', updated_at: at })
      .where('plan_id', 'in', running)
      .where('status', 'in', [...WAITING])
      .execute();
  }
  await trx
    .updateTable('periodic_plans')
    .set({ donor_name: '', donor_mobile: masked, card_token: null, updated_at: at })
    .where('donor_mobile', '=', mobile)
    .execute();
  await trx
    .updateTable('campaigns')
    .set({ creator_mobile: masked, updated_at: at })
    .where('creator_mobile', '=', mobile)
    .execute();
}

/** Messages not sent yet are stopped; every message tied to the person keeps its row (delivery accounting) without its text; the record of texts held back at their cap goes. */
async function blankMessages(trx: Transaction<Database>, key: PersonKey): Promise<void> {
  if ('mobile' in key) await trx.deleteFrom('sms_suppressions').where('recipient', '=', key.mobile).execute();
  const ids = (await messagesOf(trx, key).select('id').execute()).map((row) => row.id);
  if (ids.length === 0) return;
  await trx
    .updateTable('outbox_messages')
    .set({ status: 'failed', last_error: 'erased' })
    .where('id', 'in', ids)
    .where('status', '=', 'pending')
    .execute();
  await trx.updateTable('outbox_messages').set({ subject: '', body: '' }).where('id', 'in', ids).execute();
  if ('mobile' in key)
    await trx
      .updateTable('outbox_messages')
      .set({ recipient: maskIdentifier(key.mobile) })
      .where('id', 'in', ids)
      .where('recipient', '=', key.mobile)
      .execute();
}

/** What the audit log says of the person: how they were looked up, and the number masked. */
export function auditedPerson(key: PersonKey): { by: 'mobile' | 'nationalId'; subject: string } {
  return { by: 'mobile' in key ? 'mobile' : 'nationalId', subject: maskIdentifier(identifierOf(key)) };
}

/**
 * Erases what is held about one person: their submissions (with staff notes and files), statement
 * requests and the text of messages to or about them; anonymises what accounting must keep (orders
 * and their amounts, gifts, periodic plans, campaigns). One transaction with its audit entry, which
 * names the person only masked; the files leave the disk once it has committed.
 */
export async function erasePerson(
  db: Kysely<Database>,
  key: PersonKey,
  options: { files: FileStore; actor: Actor; now: Date },
): Promise<PersonCounts> {
  const at = options.now.toISOString();
  const { counts, files } = await db.transaction().execute(async (trx) => {
    const found = await findPerson(trx, key);
    const stored: string[] = [];
    for (const table of SUBMISSION_TABLES)
      stored.push(...(await eraseSubmissions(trx, table, found.references[table])));
    await blankMessages(trx, key);
    if ('mobile' in key) {
      await trx.deleteFrom('statement_requests').where('mobile', '=', key.mobile).execute();
      // The donor's own request, if they made one, is answered by this erasure; their sessions end.
      await closeErasureRequests(trx, key.mobile, maskIdentifier(key.mobile), at);
      await anonymiseAccounting(trx, key.mobile, at);
    }
    await audit(
      trx,
      options.actor,
      { action: 'erase', entity: 'person', entityId: null, after: { ...auditedPerson(key), counts: found.counts } },
      options.now,
    );
    return { counts: found.counts, files: stored };
  });
  await removeStoredFiles(options.files, files);
  return counts;
}
