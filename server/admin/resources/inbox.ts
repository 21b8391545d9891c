import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import {
  INBOX_KINDS,
  INBOX_TRANSITIONS,
  inboxFilterSchema,
  inboxNoteSchema,
  inboxStatusSchema,
  type InboxKind,
  type InboxStatus,
} from '#src/admin/operations-schemas';
import type { Database } from '../../db/schema';
import { audit } from '../audit';
import { parseOr400, sendAdminError, type AdminContext } from '../http';
import { pageOf, readListQuery, type ListKeys } from '../list';
import { dayEndUtc, dayStartUtc } from '#src/lib/civil-dates';
import { openNationalId } from '../../security/national-id-seal';

type InboxTable = 'job_applications' | 'volunteer_applications' | 'contact_messages' | 'in_kind_requests';

interface KindSpec {
  table: InboxTable;
  /** Columns searched by the `q` filter (names, mobile, reference). */
  search: string[];
  /** The API fields of a row (besides the common ones). */
  fields(row: Record<string, unknown>): Record<string, unknown>;
}

/** The four kinds of the services inbox: where each lives and what staff see of it. */
const KINDS: Record<InboxKind, KindSpec> = {
  jobs: {
    table: 'job_applications',
    search: ['reference', 'full_name', 'mobile', 'email'],
    fields: (r) => ({
      name: r.full_name,
      mobile: r.mobile,
      email: r.email,
      city: r.city,
      nationalId: openNationalId('job_applications.national_id', r.national_id as string),
      openingId: r.opening_id,
      qualification: r.qualification,
      major: r.major,
      yearsExperience: r.years_experience,
      coverLetter: r.cover_letter,
    }),
  },
  volunteers: {
    table: 'volunteer_applications',
    search: ['reference', 'full_name', 'mobile', 'email'],
    fields: (r) => ({
      name: r.full_name,
      mobile: r.mobile,
      email: r.email,
      city: r.city,
      interests: r.interests,
      availability: r.availability,
      skills: r.skills,
    }),
  },
  contact: {
    table: 'contact_messages',
    search: ['reference', 'name', 'mobile', 'email', 'subject'],
    fields: (r) => ({ name: r.name, mobile: r.mobile, email: r.email, subject: r.subject, message: r.message }),
  },
  'in-kind': {
    table: 'in_kind_requests',
    search: ['reference', 'name', 'mobile'],
    fields: (r) => ({
      name: r.name,
      mobile: r.mobile,
      city: r.city,
      itemType: r.item_type,
      description: r.description,
      quantity: r.quantity,
      condition: r.condition,
    }),
  },
};

const kindParam = z.enum(INBOX_KINDS);
const referenceParam = z.string().regex(/^[A-Z]{2,6}-[0-9A-Z-]{4,30}$/);

function view(kind: InboxKind, row: Record<string, unknown>) {
  return {
    id: row.reference as string,
    kind,
    reference: row.reference,
    status: row.inbox_status,
    statusUpdatedAt: row.inbox_updated_at,
    createdAt: row.created_at,
    locale: row.locale,
    ...KINDS[kind].fields(row),
    next: INBOX_TRANSITIONS[row.inbox_status as InboxStatus] ?? [],
  };
}

function kindOf(ctx: AdminContext): InboxKind | null {
  const kind = kindParam.safeParse(ctx.req.params.kind);
  return kind.success ? kind.data : null;
}

/** Items waiting for someone (status new), per kind: the dashboard's "unread messages". */
export async function unreadCounts(db: Kysely<Database>): Promise<Record<InboxKind, number>> {
  const entries = await Promise.all(
    INBOX_KINDS.map(async (kind) => {
      const row = await db
        .selectFrom(KINDS[kind].table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('inbox_status', '=', 'new')
        .executeTakeFirstOrThrow();
      return [kind, Number(row.n)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<InboxKind, number>;
}

const INBOX_LIST: ListKeys = {
  sort: { createdAt: 'created_at', status: 'inbox_status', reference: 'reference' },
  filters: Object.keys(inboxFilterSchema.shape),
};

/** GET /inbox/:kind — newest first, filtered by status, a day range and a search. */
export async function listInboxHandler(ctx: AdminContext): Promise<void> {
  const kind = kindOf(ctx);
  if (!kind) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
  const query = readListQuery(ctx, INBOX_LIST);
  if (!query) return;
  const filter = parseOr400(inboxFilterSchema, query.filter, ctx.req, ctx.res);
  if (!filter) return;
  const spec = KINDS[kind];
  // One table at a time; the spec names its columns.
  // biome-ignore lint/suspicious/noExplicitAny: Kysely cannot type a table chosen at run time.
  let base = ctx.db.selectFrom(spec.table as any) as any;
  if (filter.status) base = base.where('inbox_status', '=', filter.status);
  if (filter.from) base = base.where('created_at', '>=', dayStartUtc(filter.from));
  if (filter.to) base = base.where('created_at', '<', dayEndUtc(filter.to));
  if (filter.q) {
    // Case-insensitive on both databases (PostgreSQL's LIKE is not): both sides lower-cased.
    const needle = `%${filter.q.replace(/[%_\\]/g, '').toLowerCase()}%`;
    // biome-ignore lint/suspicious/noExplicitAny: the builder of a table chosen at run time (see above).
    base = base.where((eb: any) =>
      eb.or(spec.search.map((column) => eb(sql`lower(${sql.ref(column)})`, 'like', needle))),
    );
  }
  ctx.res.json(await pageOf(base, query, INBOX_LIST.sort, 'created_at', (row) => view(kind, row), 'reference'));
}

async function findItem(ctx: AdminContext): Promise<{ kind: InboxKind; row: Record<string, unknown> } | null> {
  const kind = kindOf(ctx);
  const reference = referenceParam.safeParse(ctx.req.params.reference);
  if (!kind || !reference.success) return null;
  // biome-ignore lint/suspicious/noExplicitAny: the table is chosen at run time (see listInboxHandler).
  const row = (await (ctx.db.selectFrom(KINDS[kind].table as any) as any)
    .selectAll()
    .where('reference', '=', reference.data)
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  return row ? { kind, row } : null;
}

async function detail(ctx: AdminContext, kind: InboxKind, row: Record<string, unknown>) {
  const reference = row.reference as string;
  const [notes, files] = await Promise.all([
    ctx.db
      .selectFrom('inbox_notes')
      .selectAll()
      .where('kind', '=', kind)
      .where('reference', '=', reference)
      .orderBy('id')
      .execute(),
    ctx.db
      .selectFrom('uploaded_files')
      .select(['id', 'field', 'original_name', 'mime_type', 'size_bytes'])
      .where('owner_reference', '=', reference)
      .orderBy('id')
      .execute(),
  ]);
  return {
    ...view(kind, row),
    notes: notes.map((note) => ({
      id: note.id,
      staffEmail: note.staff_email,
      body: note.body,
      createdAt: note.created_at,
    })),
    // Names and sizes only: the file itself is opened through a one-time link (files.ts).
    files: files.map((file) => ({
      id: file.id,
      field: file.field,
      name: file.original_name,
      type: file.mime_type,
      bytes: file.size_bytes,
    })),
  };
}

export async function getInboxHandler(ctx: AdminContext): Promise<void> {
  const found = await findItem(ctx);
  if (!found) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
  ctx.res.json({ data: await detail(ctx, found.kind, found.row) });
}

/** POST /inbox/:kind/:reference/status — new → in progress → done (or back to in progress). */
export async function inboxStatusHandler(ctx: AdminContext): Promise<void> {
  const found = await findItem(ctx);
  if (!found) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
  const input = parseOr400(inboxStatusSchema, ctx.req.body, ctx.req, ctx.res);
  if (!input) return;
  const { kind, row } = found;
  const before = row.inbox_status as InboxStatus;
  if (!(INBOX_TRANSITIONS[before] ?? []).includes(input.status)) {
    return sendAdminError(ctx.req, ctx.res, 409, 'transition', 'errors.validation', undefined, {
      status: ctx.t('errors.transition'),
    });
  }
  const moved = await ctx.db.transaction().execute(async (trx) => {
    // biome-ignore lint/suspicious/noExplicitAny: the table is chosen at run time (see listInboxHandler).
    const result = await (trx.updateTable(KINDS[kind].table as any) as any)
      .set({ inbox_status: input.status, inbox_updated_at: ctx.now.toISOString() })
      .where('reference', '=', row.reference)
      .where('inbox_status', '=', before)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false; // Someone else moved it first.
    await audit(
      trx,
      ctx.actor,
      {
        action: 'status',
        entity: `inbox-${kind}`,
        entityId: row.reference as string,
        before: { status: before },
        after: { status: input.status },
      },
      ctx.now,
    );
    return true;
  });
  if (!moved)
    return sendAdminError(ctx.req, ctx.res, 409, 'transition', 'errors.validation', undefined, {
      status: ctx.t('errors.transition'),
    });
  const after = await findItem(ctx);
  ctx.res.json({ data: await detail(ctx, kind, after!.row) });
}

/** POST /inbox/:kind/:reference/notes — an internal note (staff only, never sent to the sender). */
export async function inboxNoteHandler(ctx: AdminContext): Promise<void> {
  const found = await findItem(ctx);
  if (!found) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
  const input = parseOr400(inboxNoteSchema, ctx.req.body, ctx.req, ctx.res);
  if (!input) return;
  const { kind, row } = found;
  await ctx.db.transaction().execute(async (trx) => {
    const note = await trx
      .insertInto('inbox_notes')
      .values({
        kind,
        reference: row.reference as string,
        staff_email: ctx.actor.email,
        body: input.body,
        created_at: ctx.now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit(
      trx,
      ctx.actor,
      {
        action: 'note',
        entity: `inbox-${kind}`,
        entityId: row.reference as string,
        after: { noteId: note.id, body: input.body },
      },
      ctx.now,
    );
  });
  ctx.res.status(201).json({ data: await detail(ctx, kind, row) });
}
