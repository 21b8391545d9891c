import type { Selectable } from 'kysely';
import { AID_TRANSITIONS, aidStatusChangeSchema } from '../../../src/admin/schemas';
import type { AidRequestTable } from '../../db/tables/applications';
import { enqueue } from '../../services/outbox/outbox';
import { audit } from '../audit';
import { numericParam } from '../../api/kit';
import { adminT } from '../i18n';
import { parseOr400, sendAdminError, type AdminContext } from '../http';
import { pageOf, stringFilter, readListQuery, type ListKeys } from '../list';
import { openNationalId } from '../../security/national-id-seal';

function view(row: Selectable<AidRequestTable>) {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    statusUpdatedAt: row.status_updated_at,
    note: row.applicant_note,
    applicantName: row.applicant_name,
    mobile: row.mobile,
    email: row.email,
    city: row.city,
    patientName: row.patient_name,
    patientRelationship: row.patient_relationship,
    patientAge: row.patient_age,
    needCategory: row.need_category,
    needDescription: row.need_description,
    locale: row.locale,
    createdAt: row.created_at,
    next: AID_TRANSITIONS[row.status] ?? [],
  };
}

const AID_LIST: ListKeys = {
  sort: { id: 'id', createdAt: 'created_at', status: 'status', statusUpdatedAt: 'status_updated_at' },
  filters: ['status', 'reference'],
};

export async function listAidRequestsHandler(ctx: AdminContext): Promise<void> {
  const query = readListQuery(ctx, AID_LIST);
  if (!query) return;
  let base = ctx.db.selectFrom('aid_requests');
  const status = stringFilter(query.filter, 'status');
  const reference = stringFilter(query.filter, 'reference');
  if (status) base = base.where('status', '=', status);
  if (reference) base = base.where('reference', '=', reference.trim().toUpperCase());
  ctx.res.json(
    await pageOf(base, query, AID_LIST.sort, 'created_at', (row) => view(row as Selectable<AidRequestTable>)),
  );
}

async function find(ctx: AdminContext): Promise<Selectable<AidRequestTable> | null> {
  const id = numericParam(ctx.req);
  if (id === null) return null;
  return (await ctx.db.selectFrom('aid_requests').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

export async function getAidRequestHandler(ctx: AdminContext): Promise<void> {
  const row = await find(ctx);
  if (!row) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
  // Names and sizes only: each file opens through a one-time link (files.ts).
  const files = await ctx.db
    .selectFrom('uploaded_files')
    .select(['id', 'field', 'original_name', 'mime_type', 'size_bytes'])
    .where('owner_reference', '=', row.reference)
    .orderBy('id')
    .execute();
  // The national ID is opened for the one request shown, never for a whole list page.
  const applicantNationalId = openNationalId('aid_requests.applicant_national_id', row.applicant_national_id);
  ctx.res.json({
    data: {
      ...view(row),
      applicantNationalId,
      files: files.map((file) => ({
        id: file.id,
        field: file.field,
        name: file.original_name,
        type: file.mime_type,
        bytes: file.size_bytes,
      })),
    },
  });
}

/**
 * Moves a request along its workflow (received → under review → documents needed → approved /
 * declined → delivered). In one transaction: the status (what the public tracker shows), the note,
 * the SMS to the applicant in their language (through the outbox) and the audit entry.
 */
export async function changeAidStatusHandler(ctx: AdminContext): Promise<void> {
  const before = await find(ctx);
  if (!before) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
  const input = parseOr400(aidStatusChangeSchema, ctx.req.body, ctx.req, ctx.res);
  if (!input) return;
  if (!(AID_TRANSITIONS[before.status] ?? []).includes(input.status)) {
    return sendAdminError(ctx.req, ctx.res, 409, 'transition', 'errors.validation', undefined, {
      status: ctx.t('errors.transition'),
    });
  }
  const at = ctx.now.toISOString();
  const after = await ctx.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('aid_requests')
      .set({ status: input.status, status_updated_at: at, applicant_note: input.note || null })
      .where('id', '=', before.id)
      .where('status', '=', before.status)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return null; // Someone else moved it first.
    const t = adminT(before.locale === 'en' ? 'en' : 'ar');
    const status = t(`aid.statuses.${input.status}`);
    const body = [t('aid.sms', { reference: before.reference, status }), input.note].filter(Boolean).join('\n');
    await enqueue(
      trx,
      {
        channel: 'sms',
        kind: 'aid-status',
        recipient: before.mobile,
        subject: t('aid.smsSubject', { reference: before.reference }),
        body,
      },
      ctx.now,
    );
    const row = await trx.selectFrom('aid_requests').selectAll().where('id', '=', before.id).executeTakeFirstOrThrow();
    await audit(
      trx,
      ctx.actor,
      {
        action: 'status',
        entity: 'aid-request',
        entityId: before.id,
        before: { status: before.status, note: before.applicant_note },
        after: { status: row.status, note: row.applicant_note },
      },
      ctx.now,
    );
    return row;
  });
  if (!after)
    return sendAdminError(ctx.req, ctx.res, 409, 'transition', 'errors.validation', undefined, {
      status: ctx.t('errors.transition'),
    });
  ctx.res.json({ data: view(after) });
}
