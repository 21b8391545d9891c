import {
  acceptMatchSchema,
  STATEMENT_LIMITS,
  statementMappingSchema,
  type StatementMapping,
} from '#src/admin/transfer-schemas';
import { isNumericId } from '#src/domain/ids';
import { withoutControlChars } from '#src/domain/safe-text';
import { audit } from '../audit';
import { parseOr400, sendAdminError, type AdminContext } from '../http';
import { pageOf, readListQuery, type ListKeys } from '../list';
import { receiveFile } from './uploads';
import {
  lineReference,
  mappingOf,
  mappingView,
  parseStatement,
  StatementRefusal,
  statementLines,
  type StatementLineView,
} from '../../services/giving/bank-statement-import';
import { confirmTransfer, TransferRefusal, type ConfirmationView } from '../../services/giving/transfer-confirmation';
import { pathParam, sendRefusal, transferContext } from './transfers';

/**
 * Bank statements imported to confirm transfers (decision 065): upload a CSV, map its columns once
 * (remembered for the next statement with the same header row), read the matches the server
 * proposes, and accept them one by one or all the exact ones together. Every acceptance is a
 * transfer confirmation like one typed on the order (transfer-confirmation.ts).
 */

async function findStatement(ctx: AdminContext) {
  const id = pathParam(ctx, 'id');
  if (!isNumericId(id)) return undefined;
  return ctx.db.selectFrom('bank_statements').selectAll().where('id', '=', Number(id)).executeTakeFirst();
}

type Statement = NonNullable<Awaited<ReturnType<typeof findStatement>>>;

async function describe(ctx: AdminContext, statement: Statement) {
  const mapping = mappingView(await mappingOf(ctx.db, statement.signature));
  const lines = await statementLines(ctx.db, statement.id, mapping);
  const count = (state: StatementLineView['state']) => lines.filter((line) => line.state === state).length;
  return {
    id: statement.id,
    fileName: statement.file_name,
    header: JSON.parse(statement.header_json) as string[],
    mapping,
    lineCount: statement.line_count,
    proposed: count('proposed'),
    exact: lines.filter((line) => line.match?.kind === 'exact').length,
    unmatched: count('unmatched'),
    confirmed: count('confirmed'),
    unreadable: count('unreadable'),
    staffEmail: statement.staff_email,
    createdAt: statement.created_at,
    lines,
  };
}

/** POST /bank-statements (multipart, field `file`): the statement read and stored; answers it with the proposals when its columns are known. */
export async function uploadStatementHandler(ctx: AdminContext): Promise<void> {
  const received = await receiveFile(ctx.req, STATEMENT_LIMITS.maxBytes / 1024 / 1024);
  if (received.kind === 'too-large')
    return sendAdminError(ctx.req, ctx.res, 413, 'too_large', 'errors.tooLarge', {
      max: STATEMENT_LIMITS.maxBytes / 1024 / 1024,
    });
  if (received.kind !== 'file' || received.data.length === 0)
    return sendAdminError(ctx.req, ctx.res, 400, 'validation_failed', 'errors.validation', undefined, {
      file: ctx.t('validation:fileRequired'),
    });
  let parsed: ReturnType<typeof parseStatement>;
  try {
    parsed = parseStatement(received.data);
  } catch (error) {
    if (error instanceof StatementRefusal)
      return sendAdminError(ctx.req, ctx.res, 400, 'validation_failed', 'errors.validation', undefined, {
        file: ctx.t(error.messageKey, error.params),
      });
    throw error;
  }
  const fileName = withoutControlChars(received.name).slice(0, 200) || 'statement.csv';
  const statement = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('bank_statements')
      .values({
        file_name: fileName,
        signature: parsed.signature,
        header_json: JSON.stringify(parsed.header),
        line_count: parsed.rows.length,
        staff_id: ctx.actor.id,
        staff_email: ctx.actor.email,
        created_at: ctx.now.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const values = parsed.rows.map((cells, index) => ({
      statement_id: row.id,
      position: index + 1,
      cells_json: JSON.stringify(cells),
    }));
    for (let start = 0; start < values.length; start += 200)
      await trx
        .insertInto('bank_statement_lines')
        .values(values.slice(start, start + 200))
        .execute();
    await audit(
      trx,
      ctx.actor,
      { action: 'upload', entity: 'bank-statements', entityId: row.id, after: { fileName, lines: parsed.rows.length } },
      ctx.now,
    );
    return row;
  });
  ctx.res.status(201).json({ data: await describe(ctx, statement) });
}

const STATEMENT_LIST: ListKeys = { sort: { createdAt: 'created_at' }, filters: [] };

/** GET /bank-statements: the statements imported, newest first. */
export async function listStatementsHandler(ctx: AdminContext): Promise<void> {
  const query = readListQuery(ctx, STATEMENT_LIST);
  if (!query) return;
  ctx.res.json(
    await pageOf(ctx.db.selectFrom('bank_statements'), query, STATEMENT_LIST.sort, 'created_at', (row) => ({
      id: row.id,
      fileName: row.file_name,
      lineCount: row.line_count,
      staffEmail: row.staff_email,
      createdAt: row.created_at,
    })),
  );
}

/** GET /bank-statements/:id: its header, the remembered mapping and every line with its proposal. */
export async function getStatementHandler(ctx: AdminContext): Promise<void> {
  const statement = await findStatement(ctx);
  if (!statement) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
  ctx.res.json({ data: await describe(ctx, statement) });
}

/** PUT /bank-statements/:id/mapping: which column is what, remembered for every statement with this header row. */
export async function mapStatementHandler(ctx: AdminContext): Promise<void> {
  const statement = await findStatement(ctx);
  if (!statement) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
  const mapping = parseOr400(statementMappingSchema, ctx.req.body ?? {}, ctx.req, ctx.res);
  if (!mapping) return;
  const width = (JSON.parse(statement.header_json) as string[]).length;
  const outside = (Object.entries(mapping) as Array<[keyof StatementMapping, number | null]>).find(
    ([, column]) => column !== null && column >= width,
  );
  if (outside)
    return sendAdminError(ctx.req, ctx.res, 400, 'validation_failed', 'errors.validation', undefined, {
      [outside[0]]: ctx.t('validation:invalid'),
    });
  const values = {
    date_column: mapping.date,
    amount_column: mapping.amount,
    reference_column: mapping.reference,
    description_column: mapping.description,
    staff_email: ctx.actor.email,
    updated_at: ctx.now.toISOString(),
  };
  await ctx.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('bank_statement_mappings')
      .selectAll()
      .where('signature', '=', statement.signature)
      .executeTakeFirst();
    await trx
      .insertInto('bank_statement_mappings')
      .values({ signature: statement.signature, ...values })
      .onConflict((oc) => oc.column('signature').doUpdateSet(values))
      .execute();
    await audit(
      trx,
      ctx.actor,
      {
        action: 'update',
        entity: 'bank-statements',
        entityId: statement.id,
        before: mappingView(before),
        after: mapping,
      },
      ctx.now,
    );
  });
  ctx.res.json({ data: await describe(ctx, statement) });
}

/** One proposed line confirmed through the transfer confirmation, with the line's reference, value date and amount. */
async function acceptLine(ctx: AdminContext, statementId: number, line: StatementLineView): Promise<ConfirmationView> {
  if (!line.match || line.valueDate === null || line.amount === null)
    throw new TransferRefusal(409, 'no_match', 'transfers.errors.noMatch', 'id');
  return confirmTransfer(transferContext(ctx), {
    orderId: line.match.orderId,
    bankReference: lineReference(statementId, line),
    valueDate: line.valueDate,
    amount: line.amount,
    note: '',
    statementLineId: line.id,
  });
}

async function currentLines(ctx: AdminContext, statement: Statement): Promise<StatementLineView[]> {
  return statementLines(ctx.db, statement.id, mappingView(await mappingOf(ctx.db, statement.signature)));
}

/** POST /bank-statements/:id/lines/:line/accept `{ confirm: true }`: the server's proposal for that line, confirmed (201). */
export async function acceptLineHandler(ctx: AdminContext): Promise<void> {
  const statement = await findStatement(ctx);
  const lineId = pathParam(ctx, 'line');
  if (!statement || !isNumericId(lineId)) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
  if (!parseOr400(acceptMatchSchema, ctx.req.body ?? {}, ctx.req, ctx.res)) return;
  const line = (await currentLines(ctx, statement)).find((candidate) => candidate.id === Number(lineId));
  if (!line) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
  try {
    ctx.res.status(201).json({ data: await acceptLine(ctx, statement.id, line) });
  } catch (error) {
    if (error instanceof TransferRefusal) return sendRefusal(ctx, error);
    throw error;
  }
}

/**
 * POST /bank-statements/:id/accept-all `{ confirm: true }`: every exact proposal (order number and
 * amount agree) confirmed, one after the other; the others are left for one-by-one decisions.
 * Answers what was confirmed and what was refused, line by line.
 */
export async function acceptAllHandler(ctx: AdminContext): Promise<void> {
  const statement = await findStatement(ctx);
  if (!statement) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
  if (!parseOr400(acceptMatchSchema, ctx.req.body ?? {}, ctx.req, ctx.res)) return;
  const exact = (await currentLines(ctx, statement)).filter((line) => line.match?.kind === 'exact');
  const confirmed: Array<{ lineId: number; confirmation: ConfirmationView }> = [];
  const refused: Array<{ lineId: number; message: string }> = [];
  for (const line of exact) {
    try {
      confirmed.push({ lineId: line.id, confirmation: await acceptLine(ctx, statement.id, line) });
    } catch (error) {
      if (!(error instanceof TransferRefusal)) throw error;
      refused.push({ lineId: line.id, message: ctx.t(error.messageKey, error.params) });
    }
  }
  ctx.res.json({ data: { confirmed, refused } });
}

const LINE_LIST: ListKeys = { sort: { position: 'position' }, filters: ['state'] };

/**
 * GET /bank-statements/:id/lines: the lines as a list (the statement's screen and its CSV). The
 * cells are the bank's and donors' words: the CSV writer guards them against formulas.
 */
export async function listLinesHandler(ctx: AdminContext): Promise<void> {
  const statement = await findStatement(ctx);
  if (!statement) return sendAdminError(ctx.req, ctx.res, 404, 'not_found', 'errors.notFound');
  const query = readListQuery(ctx, LINE_LIST);
  if (!query) return;
  const state = query.filter.state;
  const lines = (await currentLines(ctx, statement)).filter((line) => state === undefined || line.state === state);
  const data = lines.map((line) => ({
    id: line.id,
    position: line.position,
    valueDate: line.valueDate,
    amount: line.amount,
    reference: line.reference,
    description: line.description,
    state: ctx.t(`transfers.lineStates.${line.state}`),
    orderNumber: line.match?.orderNumber ?? line.confirmation?.orderNumber ?? null,
  }));
  const page = query.format === 'csv' ? data : data.slice((query.page - 1) * query.perPage, query.page * query.perPage);
  ctx.res.json({ data: page, total: data.length });
}
