import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import { orderBody, paySandbox, postOrder, verify } from '../helpers/giving-fixtures';
import { TEST_CARDS } from '../../server/payments/sandbox';
import type { Database } from '../../server/db/schema';
import { addDays, riyadhDate } from '../../src/lib/civil-dates';
import { signIn, type Agent } from './admin-support';
import { orderFigures, statementCsv, transferOrderId, transferSamples } from './admin-samples-transfers';

type Member = { agent: Agent; csrf: string; email: string };

/**
 * Bank transfers confirmed with the statement's reference, value date and amount; a different
 * amount flagged for a decision; statements imported and matched; test payments marked and left
 * out of every total. On both databases.
 */
describe.each(TEST_DIALECTS)('transfers and bank statements (%s)', (dialect) => {
  let t: TestApp;
  let finance: Member;
  let editor: Member;
  let services: Member;
  beforeAll(async () => {
    t = await createTestApp({ database: dialect, env: { GIVING_RATE_LIMIT: '100000' } });
    finance = await signIn(t.app, t.database!.db, 'finance');
    editor = await signIn(t.app, t.database!.db, 'editor');
    services = await signIn(t.app, t.database!.db, 'services');
  });
  afterAll(async () => t.close());
  const db = () => t.database!.db as Kysely<Database>;
  const today = () => riyadhDate(new Date());
  const confirm = (orderId: string, body: Record<string, unknown>, lang = 'en') =>
    finance.agent
      .post(`/api/admin/orders/${orderId}/transfer-received`)
      .set('X-CSRF-Token', finance.csrf)
      .set('Accept-Language', lang)
      .send(body);
  const riyals = (halalas: number) => (halalas / 100).toFixed(2);
  const auditOf = (orderId: string) =>
    db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'order')
      .where('entity_id', '=', orderId)
      .orderBy('id')
      .execute();

  it('a transfer confirmed with its bank reference, value date and amount makes the order paid once, stored and audited', async () => {
    const orderId = await transferOrderId(db(), 30_000);
    const smsBefore = (await db().selectFrom('outbox_messages').select('id').where('channel', '=', 'sms').execute())
      .length;
    const done = await confirm(orderId, {
      bankReference: 'FT 2611 2000 01',
      valueDate: today(),
      amount: '٣٠٠',
      note: 'Statement line 42',
      confirm: true,
    }).expect(201);
    expect(done.body.data).toMatchObject({
      status: 'paid',
      bankReference: 'FT 2611 2000 01',
      valueDate: today(),
      amountExpected: 30_000,
      amountReceived: 30_000,
      difference: 0,
      staffEmail: finance.email,
    });

    const order = await db().selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order.status).toBe('paid');
    expect((await db().selectFrom('outbox_messages').select('id').where('channel', '=', 'sms').execute()).length).toBe(
      smsBefore + 1,
    );
    const log = await auditOf(orderId);
    expect(log).toHaveLength(1);
    expect(JSON.parse(log[0]!.after_json!)).toMatchObject({
      status: 'paid',
      confirmation: 'paid',
      bankReference: 'FT 2611 2000 01',
      valueDate: today(),
      amountReceived: 30_000,
    });

    const detail = await finance.agent.get(`/api/admin/orders/${orderId}`).expect(200);
    expect(detail.body.data.transferConfirmations).toEqual([
      expect.objectContaining({ status: 'paid', bankReference: 'FT 2611 2000 01' }),
    ]);

    // Paid now: a second confirmation is refused in the member's language, and nothing more is written.
    const again = await confirm(orderId, {
      bankReference: 'FT-OTHER',
      valueDate: today(),
      amount: '300',
      confirm: true,
    }).expect(409);
    expect(again.body.error.fields.id).toBe('This order is already paid.');
    expect(await auditOf(orderId)).toHaveLength(1);

    // The same reference (however spaced or cased) cannot confirm another order.
    const other = await transferOrderId(db(), 30_000);
    const reused = await confirm(other, {
      bankReference: 'ft2611200001',
      valueDate: today(),
      amount: '300',
      confirm: true,
    }).expect(409);
    expect(reused.body.error.fields.bankReference).toBe(
      `This bank reference already confirmed order ${Number(order.number)}.`,
    );
  });

  it('a different amount is flagged as a discrepancy, leaves the order waiting, and is accepted or rejected by a decision', async () => {
    const orderId = await transferOrderId(db(), 45_050);
    const flagged = await confirm(orderId, {
      bankReference: 'FT-SHORT-1',
      valueDate: today(),
      amount: '450',
      confirm: true,
    }).expect(201);
    expect(flagged.body.data).toMatchObject({
      status: 'discrepancy',
      amountExpected: 45_050,
      amountReceived: 45_000,
      difference: -50,
    });
    expect(
      (await db().selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status,
    ).toBe('pending');
    const waiting = await finance.agent
      .get('/api/admin/transfer-confirmations')
      .query({ filter: JSON.stringify({ status: 'discrepancy' }) })
      .expect(200);
    expect(waiting.body.data.map((row: { orderId: string }) => row.orderId)).toContain(orderId);
    // The finance dashboard counts it apart from the transfers still waiting for a confirmation.
    expect(
      (await finance.agent.get('/api/admin/dashboard').expect(200)).body.data.transferDiscrepancies,
    ).toBeGreaterThanOrEqual(1);

    // Already confirmed (a decision is due): another confirmation is refused.
    const twice = await confirm(orderId, {
      bankReference: 'FT-SHORT-2',
      valueDate: today(),
      amount: '450.50',
      confirm: true,
    }).expect(409);
    expect(twice.body.error.fields.id).toMatch(/already has a confirmation/);

    const decide = (id: number, body: Record<string, unknown>) =>
      finance.agent
        .post(`/api/admin/transfer-confirmations/${id}/decision`)
        .set('X-CSRF-Token', finance.csrf)
        .set('Accept-Language', 'en')
        .send(body);
    const id = flagged.body.data.id as number;
    await decide(id, { decision: 'accept', note: 'Bank fee of 50 halalas', confirm: false }).expect(400);
    const accepted = await decide(id, { decision: 'accept', note: 'Bank fee of 50 halalas', confirm: true }).expect(
      200,
    );
    expect(accepted.body.data).toMatchObject({
      status: 'accepted',
      decidedBy: finance.email,
      decisionNote: 'Bank fee of 50 halalas',
    });
    expect(
      (await db().selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status,
    ).toBe('paid');
    expect(
      (await decide(id, { decision: 'reject', note: 'Too late', confirm: true }).expect(409)).body.error.fields
        .decision,
    ).toBe('This discrepancy was already decided.');
    expect((await auditOf(orderId)).map((entry) => entry.action)).toEqual(['transfer-received', 'transfer-accepted']);

    // Rejected: the order waits again and may be confirmed with the right amount.
    const second = await transferOrderId(db(), 20_000);
    const over = await confirm(second, {
      bankReference: 'FT-OVER-1',
      valueDate: today(),
      amount: '2000',
      confirm: true,
    }).expect(201);
    await decide(over.body.data.id, {
      decision: 'reject',
      note: 'Donor typed an extra zero; refund through the bank',
      confirm: true,
    }).expect(200);
    expect(
      (await db().selectFrom('orders').select('status').where('id', '=', second).executeTakeFirstOrThrow()).status,
    ).toBe('pending');
    await confirm(second, { bankReference: 'FT-OVER-2', valueDate: today(), amount: '200', confirm: true }).expect(201);
    expect(
      (await db().selectFrom('orders').select('status').where('id', '=', second).executeTakeFirstOrThrow()).status,
    ).toBe('paid');
  });

  it('five confirmations sent at once leave one confirmation, one audit entry and one receipt text', async () => {
    const orderId = await transferOrderId(db(), 31_000);
    const smsBefore = (await db().selectFrom('outbox_messages').select('id').where('channel', '=', 'sms').execute())
      .length;
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        confirm(orderId, { bankReference: `FT-RACE-${i}`, valueDate: today(), amount: '310', confirm: true }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const answer of answers) expect(answer.status).toBeLessThan(500);
    expect(
      await db().selectFrom('transfer_confirmations').selectAll().where('order_id', '=', orderId).execute(),
    ).toHaveLength(1);
    expect(await auditOf(orderId)).toHaveLength(1);
    expect((await db().selectFrom('outbox_messages').select('id').where('channel', '=', 'sms').execute()).length).toBe(
      smsBefore + 1,
    );
  });

  it('bad input is a 4xx on its field in the member’s language, never a 500', async () => {
    const orderId = await transferOrderId(db(), 30_000);
    const empty = await confirm(orderId, {}, 'ar').expect(400);
    expect(Object.keys(empty.body.error.fields).sort()).toEqual(['amount', 'bankReference', 'confirm', 'valueDate']);
    for (const message of Object.values(empty.body.error.fields)) expect(message).toMatch(/[\u0600-\u06FF]/);
    const bad = await confirm(
      orderId,
      { bankReference: '=HYPERLINK("http://x")', valueDate: '2026-02-30', amount: '-5', confirm: true },
      'en',
    ).expect(400);
    expect(bad.body.error.fields).toMatchObject({
      bankReference: expect.stringMatching(/as the bank prints it/),
      valueDate: 'This value is not valid',
      amount: 'This value is not valid',
    });
    const future = await confirm(
      orderId,
      { bankReference: 'FT-FUTURE', valueDate: addDays(today(), 1), amount: '300', confirm: true },
      'ar',
    ).expect(400);
    expect(future.body.error.fields.valueDate).toMatch(/[\u0600-\u06FF]/);
    await confirm(orderId, {
      bankReference: 'FT-X',
      valueDate: today(),
      amount: '300',
      confirm: true,
      status: 'paid',
    }).expect(400);
    await confirm(orderId, { bankReference: 'FT-X', valueDate: today(), amount: '9'.repeat(30), confirm: true }).expect(
      400,
    );
    await confirm('nope-nope-nope', { bankReference: 'FT-X', valueDate: today(), amount: '300', confirm: true }).expect(
      404,
    );
    await confirm('AAAAAAAAAAAAAAAAAAAAAA', {
      bankReference: 'FT-X',
      valueDate: today(),
      amount: '300',
      confirm: true,
    }).expect(404);
    // A card order is not a transfer.
    const card = await postOrder(
      t.app,
      orderBody([{ kind: 'anfahum', ref: '80', amount: 30_000 }], { method: 'card' }),
    ).expect(201);
    const notTransfer = await confirm(card.body.orderId, {
      bankReference: 'FT-CARD',
      valueDate: today(),
      amount: '300',
      confirm: true,
    }).expect(409);
    expect(notTransfer.body.error.fields.id).toBe('This order was not placed for a bank transfer.');
    await finance.agent
      .post('/api/admin/transfer-confirmations/0/decision')
      .set('X-CSRF-Token', finance.csrf)
      .send({ decision: 'accept', note: 'x', confirm: true })
      .expect(404);
    const decision = await finance.agent
      .post('/api/admin/transfer-confirmations/1/decision')
      .set('X-CSRF-Token', finance.csrf)
      .set('Accept-Language', 'ar')
      .send({ decision: 'maybe', note: '' })
      .expect(400);
    expect(Object.keys(decision.body.error.fields).sort()).toEqual(['confirm', 'decision', 'note']);
    expect(await auditOf(orderId)).toHaveLength(0);
  });

  it('every new route: 401 signed out, 403 for editors and services, 2xx for finance', async () => {
    for (const [route, sample] of Object.entries(transferSamples)) {
      const [method, path] = route.split(' ') as [string, string];
      const verb = method.toLowerCase() as 'get' | 'post' | 'put';
      const send = async (agent: Agent, csrf: string) => {
        const made = await sample(db(), t.app);
        const call = agent[verb](`/api/admin${made.path}`).set('X-CSRF-Token', csrf);
        return made.file
          ? call.attach('file', made.file, made.fileName ?? 'statement.csv')
          : made.body
            ? call.send(made.body as object)
            : call;
      };
      const anonymous = request.agent(t.app);
      const token = (await anonymous.get('/api/admin/csrf')).body.token as string;
      expect((await send(anonymous, token)).status, `${route} signed out`).toBe(401);
      expect((await send(editor.agent, editor.csrf)).status, `${route} editor`).toBe(403);
      expect((await send(services.agent, services.csrf)).status, `${route} services`).toBe(403);
      const allowed = await send(finance.agent, finance.csrf);
      expect([200, 201], `${route} finance: ${JSON.stringify(allowed.body)}`).toContain(allowed.status);
    }
  });

  it('a statement with a byte-order mark, Arabic text and semicolons: columns mapped once and remembered, matches proposed, accepted one by one and all together', async () => {
    const exact = await transferOrderId(db(), 30_100);
    const short = await transferOrderId(db(), 45_150);
    const amountOnly = await transferOrderId(db(), 12_345);
    const n = async (id: string) => (await orderFigures(db(), id)).number;
    const header = 'تاريخ القيد;رقم المرجع;المبلغ (ريال);البيان;الرصيد';
    const csv = statementCsv(
      [
        `20/11/2026;FT26112001;301,00;"حوالة واردة; طلب رقم ${await n(exact)}";10.000,00`,
        `٢١/١١/٢٠٢٦;FT26112002;451,00;تحويل من محمد للطلب ${await n(short)};10.451,00`,
        `2026-11-22;FT26112003;123,45;تبرع عام;10.574,45`,
        `22/11/2026;FT26112004;-50,00;رسوم خدمة;10.524,45`,
        `غير معروف;FT26112005;10,00;سطر تالف;0`,
        `23/11/2026;FT26112006;999,00;"=HYPERLINK(""http://evil.example"")";0`,
      ],
      header,
    );
    const upload = () =>
      finance.agent
        .post('/api/admin/bank-statements')
        .set('X-CSRF-Token', finance.csrf)
        .set('Accept-Language', 'en')
        .attach('file', csv, 'كشف نوفمبر.csv');
    const first = await upload().expect(201);
    expect(first.body.data.header).toEqual(['تاريخ القيد', 'رقم المرجع', 'المبلغ (ريال)', 'البيان', 'الرصيد']);
    expect(first.body.data.mapping).toBeNull();
    expect(first.body.data.lines[0].cells[3]).toBe(`حوالة واردة; طلب رقم ${await n(exact)}`);
    const id = first.body.data.id as number;

    const mapped = await finance.agent
      .put(`/api/admin/bank-statements/${id}/mapping`)
      .set('X-CSRF-Token', finance.csrf)
      .send({ date: 0, amount: 2, reference: 1, description: 3 })
      .expect(200);
    const states = (lines: Array<{ state: string; match: { kind: string; orderId: string } | null }>) =>
      lines.map((line) => [line.state, line.match?.kind ?? null, line.match?.orderId ?? null]);
    expect(states(mapped.body.data.lines)).toEqual([
      ['proposed', 'exact', exact],
      ['proposed', 'reference', short],
      ['proposed', 'amount', amountOnly],
      ['notCredit', null, null],
      ['unreadable', null, null],
      ['unmatched', null, null],
    ]);
    expect(mapped.body.data.lines[1]).toMatchObject({
      valueDate: '2026-11-21',
      amount: 45_100,
      reference: 'FT26112002',
    });

    // The next statement with the same columns is read with the remembered mapping at once.
    const second = await upload().expect(201);
    expect(second.body.data.mapping).toEqual({ date: 0, amount: 2, reference: 1, description: 3 });
    expect(second.body.data.proposed).toBe(3);

    // Its lines as CSV: the formula a statement carried is written as text.
    const exported = await finance.agent
      .get(`/api/admin/bank-statements/${id}/lines?format=csv`)
      .buffer(true)
      .expect(200);
    expect(exported.text).toContain(`'=HYPERLINK`);

    // One by one: the line whose amount differs goes through the same confirmation and is flagged.
    const lineOf = (index: number) => mapped.body.data.lines[index].id as number;
    const accept = (line: number, body: Record<string, unknown> = { confirm: true }) =>
      finance.agent
        .post(`/api/admin/bank-statements/${id}/lines/${line}/accept`)
        .set('X-CSRF-Token', finance.csrf)
        .set('Accept-Language', 'en')
        .send(body);
    await accept(lineOf(1), {}).expect(400);
    const flagged = await accept(lineOf(1)).expect(201);
    expect(flagged.body.data).toMatchObject({
      status: 'discrepancy',
      orderId: short,
      bankReference: 'FT26112002',
      valueDate: '2026-11-21',
      amountReceived: 45_100,
      statementLineId: lineOf(1),
    });

    // All together: only the exact matches (number and amount agree).
    const all = await finance.agent
      .post(`/api/admin/bank-statements/${id}/accept-all`)
      .set('X-CSRF-Token', finance.csrf)
      .send({ confirm: true })
      .expect(200);
    expect(
      all.body.data.confirmed.map((row: { confirmation: { orderId: string } }) => row.confirmation.orderId),
    ).toEqual([exact]);
    expect(all.body.data.refused).toEqual([]);
    expect(
      (await db().selectFrom('orders').select('status').where('id', '=', exact).executeTakeFirstOrThrow()).status,
    ).toBe('paid');

    // The amount-only proposal, accepted on its own.
    await accept(lineOf(2)).expect(201);
    expect(
      (await db().selectFrom('orders').select('status').where('id', '=', amountOnly).executeTakeFirstOrThrow()).status,
    ).toBe('paid');
    const after = await finance.agent.get(`/api/admin/bank-statements/${id}`).expect(200);
    expect(after.body.data.lines.map((line: { state: string }) => line.state)).toEqual([
      'confirmed',
      'confirmed',
      'confirmed',
      'notCredit',
      'unreadable',
      'unmatched',
    ]);
    // The same line again, or the same bank line in the second copy of the statement: nothing more.
    expect((await accept(lineOf(0)).expect(409)).body.error.fields.id).toMatch(/no waiting transfer/);
    const copy = await finance.agent.get(`/api/admin/bank-statements/${second.body.data.id}`).expect(200);
    expect(copy.body.data.proposed).toBe(0);
    expect(
      await db()
        .selectFrom('transfer_confirmations')
        .selectAll()
        .where('order_id', 'in', [exact, short, amountOnly])
        .execute(),
    ).toHaveLength(3);
  });

  it('a statement that cannot be read is refused with the reason in the member’s language', async () => {
    const send = (data: Buffer, lang = 'ar', name = 'statement.csv') =>
      finance.agent
        .post('/api/admin/bank-statements')
        .set('X-CSRF-Token', finance.csrf)
        .set('Accept-Language', lang)
        .attach('file', data, name);
    // Windows-1256 bytes (an Arabic Excel's default "CSV"): not UTF-8.
    const legacy = await send(
      Buffer.from([0xc7, 0xe1, 0xca, 0xc7, 0xd1, 0xed, 0xce, 0x3b, 0x41, 0x0a, 0x31, 0x3b, 0x32, 0x0a]),
    ).expect(400);
    expect(legacy.body.error.fields.file).toMatch(/UTF-8/);
    expect(legacy.body.error.fields.file).toMatch(/[\u0600-\u06FF]/);
    const onlyHeader = await send(statementCsv([]), 'en').expect(400);
    expect(onlyHeader.body.error.fields.file).toBe('The statement has no lines after its header.');
    const tooMany = await send(
      statementCsv(Array.from({ length: 2001 }, (_, i) => `20/11/2026;R${i};1,00;x`)),
      'en',
    ).expect(400);
    expect(tooMany.body.error.fields.file).toMatch(/at most 2,?000 lines/);
    const quote = await send(Buffer.from('a;b\n"unclosed;1\n'), 'en').expect(400);
    expect(quote.body.error.fields.file).toMatch(/could not be read as CSV/);
    const big = await send(Buffer.alloc(1024 * 1024 + 10, 0x61), 'en');
    expect(big.status).toBe(413);
    await finance.agent
      .post('/api/admin/bank-statements')
      .set('X-CSRF-Token', finance.csrf)
      .send({ file: 'x' })
      .expect(400);

    const stored = await send(statementCsv(['20/11/2026;FT1;300,00;تحويل'], 'a;b;c;d'), 'en').expect(201);
    const map = (body: unknown) =>
      finance.agent
        .put(`/api/admin/bank-statements/${stored.body.data.id}/mapping`)
        .set('X-CSRF-Token', finance.csrf)
        .set('Accept-Language', 'en')
        .send(body as object);
    expect(Object.keys((await map({ date: 0, amount: 0, reference: 1 }).expect(400)).body.error.fields)).toEqual([
      'amount',
    ]);
    expect(Object.keys((await map({ date: 0, amount: 1 }).expect(400)).body.error.fields)).toEqual(['reference']);
    expect(Object.keys((await map({ date: 0, amount: 9, reference: 1 }).expect(400)).body.error.fields)).toEqual([
      'amount',
    ]);
    await map({ date: 'A', amount: 1, reference: 2, extra: 1 }).expect(400);
    await finance.agent.get('/api/admin/bank-statements/999999').expect(404);
    await finance.agent.get('/api/admin/bank-statements/abc').expect(404);
  });

  it("a statement of 2,000 lines full of numbers is matched in slices, within the databases' limits", async () => {
    const named = await transferOrderId(db(), 54_321);
    const { number } = await orderFigures(db(), named);
    const noise = (i: number) => Array.from({ length: 20 }, (_, j) => String(200_000 + i * 20 + j)).join(' ');
    const lines = Array.from({ length: 2000 }, (_, i) =>
      i === 1999
        ? `24/11/2026;FT-BIG-${i};543,21;طلب ${number}`
        : `24/11/2026;FT-BIG-${i};${(i % 97) + 1},00;${noise(i)}`,
    );
    const header = 'تاريخ;مرجع;مبلغ;بيان;كبير';
    const stored = await finance.agent
      .post('/api/admin/bank-statements')
      .set('X-CSRF-Token', finance.csrf)
      .attach('file', statementCsv(lines, header), 'big.csv')
      .expect(201);
    const mapped = await finance.agent
      .put(`/api/admin/bank-statements/${stored.body.data.id}/mapping`)
      .set('X-CSRF-Token', finance.csrf)
      .send({ date: 0, amount: 2, reference: 1, description: 3 })
      .expect(200);
    expect(mapped.body.data.lines).toHaveLength(2000);
    expect(mapped.body.data.lines[1999].match).toMatchObject({ kind: 'exact', orderId: named });
  });

  it('test payments are marked in the orders list and left out of the totals, the dashboard and the fund totals', async () => {
    const day = today();
    const totals = async () =>
      (await finance.agent.get('/api/admin/totals').query({ from: day, to: day, by: 'day' }).expect(200)).body
        .sum as Record<string, number>;
    const dashboard = async () =>
      (await finance.agent.get('/api/admin/dashboard').expect(200)).body.data as {
        today: { orders: number; totalHalalas: number };
        month: { totalHalalas: number };
      };
    const [totalsBefore, dashBefore] = [await totals(), await dashboard()];

    const created = await postOrder(
      t.app,
      orderBody([{ kind: 'anfahum', ref: '80', amount: 77_700 }], { method: 'sandbox' }),
    ).expect(201);
    await paySandbox(t.app, created.body.payment.id, TEST_CARDS.success).expect(303);
    expect((await verify(t.app, created.body.payment.id).expect(200)).body).toMatchObject({
      orderStatus: 'paid',
      test: true,
    });

    const list = await finance.agent
      .get('/api/admin/orders')
      .query({ filter: JSON.stringify({ status: 'paid' }), perPage: 100 })
      .expect(200);
    expect(list.body.data.find((row: { id: string }) => row.id === created.body.orderId)).toMatchObject({
      status: 'paid',
      test: true,
    });
    const csv = await finance.agent
      .get('/api/admin/orders')
      .query({ filter: JSON.stringify({ test: true }), format: 'csv' })
      .set('Accept-Language', 'en')
      .buffer(true)
      .expect(200);
    expect(csv.text).toMatch(/Test/);
    expect(csv.text).toContain('777.00');

    expect(await totals()).toEqual(totalsBefore);
    const dashAfter = await dashboard();
    expect(dashAfter.today).toEqual(dashBefore.today);
    expect(dashAfter.month.totalHalalas).toBe(dashBefore.month.totalHalalas);
  });
});
