import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import { csrfAgent } from '../helpers/application-fixtures';
import { newAgent, PASSWORD, signIn, type Agent } from './admin-support';
import { transferOrderId } from './admin-samples';
import { contactMessage, jobWithCv, paidOrderId } from './admin-ops-fixtures';
import { createOutboxWorker } from '../../server/services/outbox/worker';
import type { OutgoingMessage } from '../../server/services/outbox/outbox';
import type { Transport } from '../../server/services/outbox/transport';
import { createLogger } from '../../server/logger';

type Member = { agent: Agent; csrf: string; email: string; id: number };

/** Parses the CSV the back office answers (BOM, CRLF, quoted cells) into rows of cells. */
function parseCsv(text: string): string[][] {
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.slice(1);
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') (cell += '"'), (i += 1);
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') row.push(cell), (cell = '');
    else if (c === '\r' && body[i + 1] === '\n') row.push(cell), rows.push(row), (row = []), (cell = ''), (i += 1);
    else cell += c;
  }
  return rows;
}

describe.each(TEST_DIALECTS)(
  'back office operations: orders, refunds, totals, inbox, files, export (%s)',
  (dialect) => {
    let t: TestApp;
    let finance: Member;
    let services: Member;
    let admin: Member;
    beforeAll(async () => {
      t = await createTestApp({
        database: dialect,
        env: {
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'admin-ops-')),
          FORM_RATE_LIMIT: '1000',
          STAFF_EMAIL: 'inbox@example.org',
        },
      });
      finance = await signIn(t.app, t.database!.db, 'finance');
      services = await signIn(t.app, t.database!.db, 'services');
      admin = await signIn(t.app, t.database!.db, 'admin');
    }, 60_000);
    afterAll(async () => t.close());
    const db = () => t.database!.db;
    const get = (member: Member, url: string, lang = 'en') =>
      member.agent.get(`/api/admin${url}`).set('Accept-Language', lang);
    const post = (member: Member, url: string, body: unknown, lang = 'en') =>
      member.agent
        .post(`/api/admin${url}`)
        .set('X-CSRF-Token', member.csrf)
        .set('Accept-Language', lang)
        .send(body as object);
    /** A CSV answer, its body as text. */
    const getCsv = (member: Member, url: string, lang = 'en') =>
      get(member, url, lang)
        .buffer(true)
        .parse((res, done) => {
          let data = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (data += chunk));
          res.on('end', () => done(null, data));
        });
    const filter = (value: Record<string, unknown>) => encodeURIComponent(JSON.stringify(value));
    // The sample orders are bank transfers: their refunds carry the bank's reference.
    const refund = (orderId: string, key: string, body: unknown, lang = 'en') =>
      post(finance, `/orders/${orderId}/refunds`, { bankReference: 'FT-REFUND-1', ...(body as object) }, lang).set(
        'Idempotency-Key',
        key,
      );

    describe('orders', () => {
      it('filters by status, method, kind, fund, test, day range (the association’s days) and refunded; a bad filter is a 400 naming the field', async () => {
        const pending = await transferOrderId(t.app);
        const paid = await paidOrderId(db(), t.app);
        const ids = async (value: Record<string, unknown>) =>
          (
            (await get(finance, `/orders?perPage=200&filter=${filter(value)}`).expect(200)).body.data as {
              id: string;
            }[]
          ).map((row) => row.id);

        expect(await ids({ status: 'pending' })).toContain(pending);
        expect(await ids({ status: 'pending' })).not.toContain(paid);
        expect(await ids({ status: 'paid', method: 'bank-transfer' })).toContain(paid);
        expect(await ids({ method: 'card' })).not.toContain(paid);
        // The sample lines are `anfahum` (sadaqah fund).
        expect(await ids({ kind: 'anfahum' })).toEqual(expect.arrayContaining([pending, paid]));
        expect(await ids({ kind: 'waqf' })).not.toContain(paid);
        expect(await ids({ fund: 'sadaqah' })).toContain(paid);
        expect(await ids({ fund: 'zakat' })).not.toContain(paid);
        expect(await ids({ test: false })).toContain(paid);

        // Placed 22:30 UTC on 1 March = 01:30 on 2 March in Riyadh.
        await db()
          .updateTable('orders')
          .set({ created_at: '2026-03-01T22:30:00.000Z' })
          .where('id', '=', paid)
          .execute();
        expect(await ids({ from: '2026-03-02', to: '2026-03-02' })).toEqual([paid]);
        expect(await ids({ from: '2026-03-01', to: '2026-03-01' })).not.toContain(paid);

        const bad = await get(finance, `/orders?filter=${filter({ status: 'lost', from: '2026-13-01' })}`, 'ar').expect(
          400,
        );
        expect(Object.keys(bad.body.error.fields)).toEqual(expect.arrayContaining(['status', 'from']));
        expect(bad.body.error.fields.status).toMatch(/[\u0600-\u06FF]/);
        // A key the list does not filter by is refused on `filter` (server/admin/list.ts).
        const unknown = await get(finance, `/orders?filter=${filter({ status: 'paid', extra: 1 })}`, 'ar').expect(400);
        expect(unknown.body.error.fields.filter).toMatch(/[\u0600-\u06FF]/);
      });

      it('shows an order with its lines (fund of each), payment events and refunds', async () => {
        const id = await paidOrderId(db(), t.app);
        const detail = (await get(finance, `/orders/${id}`).expect(200)).body.data;
        expect(detail.items).toHaveLength(1);
        expect(detail.items[0]).toMatchObject({ kind: 'anfahum', ref: '80', amount: 30_000, fund: 'sadaqah' });
        expect(detail.payments[0]).toMatchObject({ provider: 'bank-transfer', status: 'paid', amount: 30_000 });
        expect(detail).toMatchObject({ total: 30_000, refunded: 0, refundable: 30_000, refunds: [] });
      });
    });

    describe('refunds', () => {
      it('records a refund up to what was paid minus what was refunded, in halalas from riyals as typed, with an audit entry', async () => {
        const id = await paidOrderId(db(), t.app);
        const first = await refund(id, 'refund-key-0001', {
          amount: '١٠٠٫٥',
          reason: 'Donor asked for part back',
        }).expect(201);
        expect(first.body.data).toMatchObject({
          amount: 10_050,
          reason: 'Donor asked for part back',
          staffEmail: finance.email,
        });
        expect(first.body.order).toMatchObject({ refunded: 10_050, refundable: 19_950 });

        const tooMuch = await refund(id, 'refund-key-0002', { amount: '199.51', reason: 'Too much' }).expect(409);
        expect(tooMuch.body.error.fields.amount).toBe('At most 199.50 SAR can still be refunded on this order.');
        const tooMuchAr = await refund(id, 'refund-key-0003', { amount: '500', reason: 'كثير' }, 'ar').expect(409);
        expect(tooMuchAr.body.error.fields.amount).toMatch(/[\u0600-\u06FF]/);

        await refund(id, 'refund-key-0004', { amount: '199.50', reason: 'The rest' }).expect(201);
        const order = await db()
          .selectFrom('orders')
          .select(['refunded', 'total'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        expect(Number(order.refunded)).toBe(30_000);
        await refund(id, 'refund-key-0005', { amount: '0.01', reason: 'Nothing left' }).expect(409);

        const log = await db()
          .selectFrom('audit_log')
          .selectAll()
          .where('entity', '=', 'order')
          .where('entity_id', '=', id)
          .where('action', '=', 'refund')
          .orderBy('id')
          .execute();
        expect(
          log.map((entry) => [
            entry.staff_email,
            JSON.parse(entry.before_json!).refunded,
            JSON.parse(entry.after_json!).refunded,
            JSON.parse(entry.after_json!).reason,
          ]),
        ).toEqual([
          [finance.email, 0, 10_050, 'Donor asked for part back'],
          [finance.email, 10_050, 30_000, 'The rest'],
        ]);
      });

      it('is idempotent: the same key answers the same refund; the same key with another amount is a 409; no key is a 400', async () => {
        const id = await paidOrderId(db(), t.app);
        const body = { amount: '50', reason: 'Duplicate gift' };
        const created = await refund(id, 'same-key-123', body).expect(201);
        const again = await refund(id, 'same-key-123', body).expect(200);
        expect(again.body.data.id).toBe(created.body.data.id);
        expect(again.body.replayed).toBe(true);
        const conflict = await refund(id, 'same-key-123', { ...body, amount: '60' }).expect(409);
        expect(conflict.body.error.code).toBe('idempotency_conflict');
        expect(await db().selectFrom('order_refunds').select('id').where('order_id', '=', id).execute()).toHaveLength(
          1,
        );
        expect(
          await db()
            .selectFrom('audit_log')
            .select('id')
            .where('entity_id', '=', id)
            .where('action', '=', 'refund')
            .execute(),
        ).toHaveLength(1);

        const noKey = await post(finance, `/orders/${id}/refunds`, body).expect(400);
        expect(noKey.body.error.fields.idempotencyKey).toBeTruthy();
        const bad = await refund(id, 'another-key-1', { amount: '-5', reason: 'x' }).expect(400);
        expect(Object.keys(bad.body.error.fields).sort()).toEqual(['amount', 'reason']);
      });

      it('two refunds at the same moment cannot pass the total; an unpaid order cannot be refunded', async () => {
        const id = await paidOrderId(db(), t.app);
        const results = await Promise.all([
          refund(id, 'race-key-aaa1', { amount: '200', reason: 'Race one' }),
          refund(id, 'race-key-bbb2', { amount: '200', reason: 'Race two' }),
        ]);
        expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
        const order = await db().selectFrom('orders').select('refunded').where('id', '=', id).executeTakeFirstOrThrow();
        expect(Number(order.refunded)).toBe(20_000);

        const pending = await transferOrderId(t.app);
        const refused = await refund(pending, 'pending-key-1', { amount: '1', reason: 'Not paid yet' }).expect(409);
        expect(refused.body.error.fields.amount).toBe('Only a paid order can be refunded.');
        await post(services, `/orders/${id}/refunds`, { amount: '1', reason: 'Not my role' })
          .set('Idempotency-Key', 'services-key-1')
          .expect(403);
      });
    });

    describe('totals', () => {
      it('sums paid money per fund by the association’s day and month, less refunds on the day they were made, test orders left out; CSV with the same guards', async () => {
        const a = await paidOrderId(db(), t.app, '2025-06-09T21:30:00.000Z'); // 00:30 on 10 June in Riyadh
        const b = await paidOrderId(db(), t.app, '2025-06-10T10:00:00.000Z');
        const testOrder = await paidOrderId(db(), t.app, '2025-06-10T11:00:00.000Z');
        await db().updateTable('orders').set({ is_test: 1 }).where('id', '=', testOrder).execute();
        await db().updateTable('order_items').set({ fund: 'zakat' }).where('order_id', '=', b).execute();
        await refund(a, 'totals-key-01', { amount: '25', reason: 'Partial' }).expect(201);
        await db()
          .updateTable('order_refunds')
          .set({ created_at: '2025-06-11T09:00:00.000Z' })
          .where('order_id', '=', a)
          .execute();

        const days = (await get(finance, '/totals?from=2025-06-01&to=2025-06-30&by=day').expect(200)).body;
        expect(days.data).toEqual([
          expect.objectContaining({ period: '2025-06-11', orders: 0, sadaqah: -2_500, total: -2_500, refunded: 2_500 }),
          expect.objectContaining({
            period: '2025-06-10',
            orders: 2,
            sadaqah: 30_000,
            zakat: 30_000,
            total: 60_000,
            refunded: 0,
          }),
        ]);
        expect(days.sum).toMatchObject({ orders: 2, total: 57_500, refunded: 2_500, zakat: 30_000, sadaqah: 27_500 });
        const months = (await get(finance, '/totals?from=2025-05-01&to=2025-07-31&by=month').expect(200)).body;
        expect(months.data).toEqual([
          expect.objectContaining({ period: '2025-06', orders: 2, total: 57_500, refunded: 2_500 }),
        ]);

        const csv = await getCsv(finance, '/totals?from=2025-06-01&to=2025-06-30&by=day&format=csv', 'ar').expect(200);
        expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="totals-\d{4}-\d{2}-\d{2}\.csv"$/);
        const rows = parseCsv(csv.body as string);
        expect(rows[0]).toContain('الزكاة (ريال)');
        const header = rows[0]!;
        // One header row, each column once (the list's `id` is its period).
        expect(header.filter((name) => name === 'الفترة')).toHaveLength(1);
        expect(rows.slice(1).filter((row) => row.includes('الفترة'))).toEqual([]);
        expect(rows).toHaveLength(3);
        const june10 = rows.find((row) => row[header.indexOf('الفترة')] === '2025-06-10')!;
        expect(june10[header.indexOf('الزكاة (ريال)')]).toBe('300.00');
        expect(june10[header.indexOf('الإجمالي (ريال)')]).toBe('600.00');

        const bad = await get(finance, '/totals?from=2025-07-01&to=2025-06-01').expect(400);
        expect(bad.body.error.fields.to).toBeTruthy();
        await get(finance, '/totals?from=2020-01-01&to=2025-01-01').expect(400);
      });
    });

    describe('inbox', () => {
      it('an in-kind offer reaches staff by email; it moves new → in progress → done with internal notes, each step audited', async () => {
        const agent = request.agent(t.app);
        const token = await csrfAgent(agent);
        const offer = {
          itemType: 'hospitalBeds',
          quantity: '1',
          condition: 'used',
          city: 'Dammam',
          name: 'Sample Giver',
          mobile: '0557778888',
        };
        const reference = (
          await agent.post('/api/v1/giving/in-kind-requests').set('X-CSRF-Token', token).send(offer).expect(201)
        ).body.reference as string;
        const mail = await db()
          .selectFrom('outbox_messages')
          .selectAll()
          .where('recipient', '=', 'inbox@example.org')
          .where('subject', 'like', `%${reference}%`)
          .execute();
        expect(mail).toHaveLength(1);
        expect(mail[0]!.channel).toBe('email');
        // Delivered by the outbox worker through the email channel (a recording transport here, SMTP in production).
        const delivered: OutgoingMessage[] = [];
        const recorder: Transport = { name: 'recording', send: async (sent) => void delivered.push(sent) };
        await createOutboxWorker({
          db: db(),
          transports: { email: recorder, sms: recorder },
          logger: createLogger('silent'),
        }).runOnce();
        const staffMail = delivered.find((sent) => sent.subject.includes(reference));
        expect(staffMail).toMatchObject({ channel: 'email', recipient: 'inbox@example.org' });
        expect(staffMail!.body).toContain('0557778888');

        const list = await get(services, `/inbox/in-kind?filter=${filter({ status: 'new' })}`).expect(200);
        expect(list.body.data.map((row: { id: string }) => row.id)).toContain(reference);
        const unreadBefore = (await get(services, '/dashboard').expect(200)).body.data.unread;
        expect(unreadBefore['in-kind']).toBeGreaterThanOrEqual(1);

        const moved = await post(services, `/inbox/in-kind/${reference}/status`, { status: 'inProgress' }).expect(200);
        expect(moved.body.data).toMatchObject({ status: 'inProgress', next: ['done'], itemType: 'hospitalBeds' });
        const noted = await post(services, `/inbox/in-kind/${reference}/notes`, {
          body: 'Pick-up arranged for Sunday.',
        }).expect(201);
        expect(noted.body.data.notes).toEqual([
          expect.objectContaining({ body: 'Pick-up arranged for Sunday.', staffEmail: services.email }),
        ]);
        await post(services, `/inbox/in-kind/${reference}/status`, { status: 'done' }).expect(200);
        const back = await post(services, `/inbox/in-kind/${reference}/status`, { status: 'new' }, 'ar').expect(409);
        expect(back.body.error.fields.status).toMatch(/[\u0600-\u06FF]/);
        expect((await get(services, '/dashboard').expect(200)).body.data.unread['in-kind']).toBe(
          unreadBefore['in-kind'] - 1,
        );

        const log = await db()
          .selectFrom('audit_log')
          .selectAll()
          .where('entity', '=', 'inbox-in-kind')
          .where('entity_id', '=', reference)
          .orderBy('id')
          .execute();
        expect(log.map((entry) => entry.action)).toEqual(['status', 'note', 'status']);
        expect(JSON.parse(log[2]!.after_json!)).toEqual({ status: 'done' });

        const empty = await post(services, `/inbox/in-kind/${reference}/notes`, { body: '  ' }).expect(400);
        expect(empty.body.error.fields.body).toBeTruthy();
        await get(services, '/inbox/nothing').expect(404);
        await get(services, '/inbox/contact/MSG-NOPE-NOPE-X').expect(404);
        await get(finance, '/inbox/contact').expect(403);
      });

      it('lists each kind with a search; contact messages, volunteers and job applications use the same flow', async () => {
        const reference = await contactMessage(db(), 'Where is your Dammam branch?');
        const found = await get(services, `/inbox/contact?filter=${filter({ q: 'sample SENDER' })}`).expect(200);
        expect(found.body.data.map((row: { id: string }) => row.id)).toContain(reference);
        const one = await get(services, `/inbox/contact/${reference}`).expect(200);
        expect(one.body.data).toMatchObject({
          status: 'new',
          message: 'Where is your Dammam branch?',
          notes: [],
          files: [],
        });
        await get(services, '/inbox/volunteers').expect(200);
        await get(services, '/inbox/jobs').expect(200);
      });
    });

    describe('files applicants sent', () => {
      it('a CV opens only through a one-time, few-minute link of the member who asked; never a public path', async () => {
        const job = await jobWithCv(db(), t.config.DATA_DIR);
        // An aid request's attachments are listed the same way.
        const { aidRequestId } = await import('./admin-samples');
        const aid = await aidRequestId(db());
        await db()
          .insertInto('uploaded_files')
          .values({
            owner_reference: aid.reference,
            field: 'attachments',
            stored_name: 'f'.repeat(32),
            original_name: 'report.pdf',
            mime_type: 'application/pdf',
            size_bytes: 10,
            created_at: new Date().toISOString(),
          })
          .execute();
        expect((await get(services, `/aid-requests/${aid.id}`).expect(200)).body.data.files).toEqual([
          expect.objectContaining({ name: 'report.pdf', field: 'attachments' }),
        ]);

        const detail = await get(services, `/inbox/jobs/${job.reference}`).expect(200);
        expect(detail.body.data.files).toEqual([
          { id: job.fileId, field: 'cv', name: 'سيرة ذاتية.pdf', type: 'application/pdf', bytes: job.content.length },
        ]);

        const link = (await post(services, `/files/${job.fileId}/link`, {}).expect(201)).body.data as {
          url: string;
          expiresAt: string;
        };
        expect(link.url).toMatch(/^\/api\/admin\/files\/download\/[A-Za-z0-9_-]{43}$/);
        expect(Date.parse(link.expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60_000);

        // Another services member cannot use it, nor anyone signed out.
        const other = await signIn(t.app, db(), 'services');
        await other.agent.get(link.url).expect(404);
        await request(t.app).get(link.url).expect(401);

        const file = await services.agent
          .get(link.url)
          .buffer(true)
          .parse((res, cb) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => cb(null, Buffer.concat(chunks)));
          })
          .expect(200);
        expect(Buffer.compare(file.body as Buffer, job.content)).toBe(0);
        expect(file.headers['content-type']).toBe('application/pdf');
        expect(file.headers['content-disposition']).toBe(
          `attachment; filename="____ _____.pdf"; filename*=UTF-8''${encodeURIComponent('سيرة ذاتية.pdf')}`,
        );
        expect(file.headers['cache-control']).toBe('no-store');
        expect(file.headers['x-content-type-options']).toBe('nosniff');
        // Once only.
        await services.agent.get(link.url).expect(404);

        // A link past its few minutes is refused.
        const late = (await post(services, `/files/${job.fileId}/link`, {}).expect(201)).body.data as { url: string };
        await db()
          .updateTable('staff_file_links')
          .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
          .where('used_at', 'is', null)
          .execute();
        const expired = await services.agent.get(late.url).set('Accept-Language', 'en').expect(404);
        expect(expired.body.error.message).toMatch(/expired/);

        const editor = await signIn(t.app, db(), 'editor');
        await post(editor, `/files/${job.fileId}/link`, {}).expect(403);
        await post(services, '/files/999999/link', {}).expect(404);

        // Nothing under a public path serves uploads.
        for (const url of [
          `/uploads/${job.storedName}`,
          `/media/${job.storedName}`,
          `/data/uploads/${job.storedName}`,
        ]) {
          const response = await request(t.app).get(url);
          expect(response.status).toBe(404);
        }
        const downloads = await db()
          .selectFrom('audit_log')
          .selectAll()
          .where('entity', '=', 'file')
          .where('entity_id', '=', String(job.fileId))
          .execute();
        expect(downloads.map((entry) => [entry.action, entry.staff_email])).toEqual([['download', services.email]]);
      });
    });

    describe('CSV export of the lists', () => {
      it('exports a filtered list with the export guards (formula cells neutralised, quoting, BOM), labelled in the staff language, and audits it', async () => {
        const reference = await contactMessage(db(), '=HYPERLINK("http://evil.example","click"),;x');
        const csv = await getCsv(services, `/inbox/contact?format=csv&filter=${filter({ q: reference })}`).expect(200);
        expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="inbox-/);
        expect(csv.body as string).toContain(`"'=HYPERLINK(""http://evil.example"",""click""),;x"`);
        const rows = parseCsv(csv.body as string);
        expect(rows).toHaveLength(2);
        expect(rows[0]).toEqual(expect.arrayContaining(['Reference', 'Message', 'Status']));
        expect(rows[1]![rows[0]!.indexOf('Message')]).toBe(`'=HYPERLINK("http://evil.example","click"),;x`);

        // Clean in a spreadsheet: Riyadh time to the minute (22:30 UTC on 1 March is 01:30 on 2 March), words for codes,
        // the mobile as text (its leading 0 kept), no internal column (`next`, `locale`).
        const late = await contactMessage(db(), 'Call me back', '2026-03-01T22:30:00.000Z', '0551234567');
        for (const [lang, received, status, kind, mobile, language] of [
          ['en', 'Received on (Riyadh time)', 'New', 'Contact messages', 'Mobile', 'Language'],
          ['ar', 'تاريخ الاستلام (بتوقيت الرياض)', 'جديد', 'رسائل التواصل', 'الجوال', 'اللغة'],
        ] as const) {
          const clean = parseCsv(
            (await getCsv(services, `/inbox/contact?format=csv&filter=${filter({ q: late })}`, lang).expect(200))
              .body as string,
          );
          expect(clean).toHaveLength(2);
          const [head, row] = clean as [string[], string[]];
          expect(row[head.indexOf(received)]).toBe('2026-03-02 01:30');
          expect(row).toEqual(expect.arrayContaining([status, kind]));
          expect(row).not.toContain('new');
          expect(row[head.indexOf(mobile)]).toBe('\u20660551234567\u2069');
          expect(head).not.toContain(language);
          expect(head.filter((name) => /next|locale/i.test(name))).toEqual([]);
          expect(row.filter((cell) => cell.startsWith('[') || cell.startsWith('{'))).toEqual([]);
        }

        const orders = await getCsv(finance, `/orders?format=csv&filter=${filter({ status: 'paid' })}`).expect(200);
        const orderRows = parseCsv(orders.body as string);
        expect(orderRows[0]).toEqual(
          expect.arrayContaining(['Total (SAR)', 'Refunded (SAR)', 'Placed on (Riyadh time)']),
        );
        expect(orderRows[1]![orderRows[0]!.indexOf('Total (SAR)')]).toMatch(/^\d+\.\d{2}$/);
        expect(orderRows[1]![orderRows[0]!.indexOf('Status')]).toBe('Paid');
        expect(orderRows[1]![orderRows[0]!.indexOf('Payment')]).toBe('Bank transfer');
        const ordersAr = parseCsv(
          (await getCsv(finance, `/orders?format=csv&filter=${filter({ status: 'paid' })}`, 'ar').expect(200))
            .body as string,
        );
        expect(ordersAr[1]![ordersAr[0]!.indexOf('الحالة')]).toBe('مدفوع');
        expect(ordersAr[1]![ordersAr[0]!.indexOf('طريقة الدفع')]).toBe('تحويل بنكي');
        expect(ordersAr[1]![ordersAr[0]!.indexOf('الجوال')]).toMatch(/^\u20660\d{9}\u2069$/);
        expect(ordersAr[0]!.filter((name) => name.endsWith('(بتوقيت الرياض)')).length).toBeGreaterThan(0);

        // Same guards as the list: the role, the filter checks.
        await get(finance, '/inbox/contact?format=csv').expect(403);
        await get(finance, `/orders?format=csv&filter=${filter({ status: 'nope' })}`).expect(400);
        await get(finance, '/orders?format=xlsx').expect(400);

        const exports = await db()
          .selectFrom('audit_log')
          .selectAll()
          .where('action', '=', 'export')
          .where('entity', 'in', ['inbox', 'orders'])
          .orderBy('id')
          .execute();
        expect(exports.map((entry) => [entry.entity, entry.staff_email, JSON.parse(entry.after_json!).rows])).toEqual([
          ['inbox', services.email, 1],
          ['inbox', services.email, 1],
          ['inbox', services.email, 1],
          ['orders', finance.email, orderRows.length - 1],
          ['orders', finance.email, orderRows.length - 1],
        ]);
      });
    });

    describe('staff roles', () => {
      it('an admin changes a member’s role and every session of theirs ends; nobody changes their own role', async () => {
        const editor = await signIn(t.app, db(), 'editor');
        await editor.agent.get('/api/admin/me').expect(200);
        const changed = await post(admin, `/staff/${editor.id}/role`, { role: 'finance' }).expect(200);
        expect(changed.body.data).toMatchObject({ id: editor.id, role: 'finance' });
        await editor.agent.get('/api/admin/me').expect(401);

        const again = await newAgent(t.app);
        await again.agent
          .post('/api/admin/login')
          .set('X-CSRF-Token', again.csrf)
          .send({ email: editor.email, password: PASSWORD })
          .expect(200);

        const own = await post(admin, `/staff/${admin.id}/role`, { role: 'editor' }).expect(409);
        expect(own.body.error.fields.role).toBe('You cannot change your own role; ask another administrator.');
        await post(admin, `/staff/${editor.id}/role`, { role: 'owner' }).expect(400);
        await post(admin, '/staff/999999/role', { role: 'editor' }).expect(404);
        const log = await db()
          .selectFrom('audit_log')
          .selectAll()
          .where('entity', '=', 'staff')
          .where('action', '=', 'role')
          .where('entity_id', '=', String(editor.id))
          .execute();
        expect(log.map((entry) => [JSON.parse(entry.before_json!).role, JSON.parse(entry.after_json!).role])).toEqual([
          ['editor', 'finance'],
        ]);
      });

      it('nobody disables or resets their own account; a member id is only a plain whole number', async () => {
        const editor = await signIn(t.app, db(), 'editor');
        for (const action of ['disable', 'reset']) {
          const own = await post(admin, `/staff/${admin.id}/${action}`, {}, 'ar').expect(409);
          expect(own.body.error).toMatchObject({
            code: 'own_account',
            message: 'لا يمكنك تعطيل حسابك أو إعادة تعيينه بنفسك؛ اطلب ذلك من مسؤول آخر.',
          });
          // With a space, a sign, a point, a leading zero or in hex, an id names nobody, though `Number()` would read each.
          for (const written of [
            `%20${editor.id}`,
            `+${editor.id}`,
            `${editor.id}.0`,
            `0${editor.id}`,
            `0x${editor.id.toString(16)}`,
          ])
            await post(admin, `/staff/${written}/${action}`, {}).expect(404);
        }
        await admin.agent.get('/api/admin/me').expect(200);
        await editor.agent.get('/api/admin/me').expect(200);
        const audit = await db()
          .selectFrom('audit_log')
          .select('action')
          .where('entity', '=', 'staff')
          .where('entity_id', 'in', [String(admin.id), String(editor.id)])
          .where('action', 'in', ['disable', 'reset'])
          .execute();
        expect(audit).toEqual([]);
        // Another member's account is disabled as before.
        await post(admin, `/staff/${editor.id}/disable`, {}).expect(200);
        await editor.agent.get('/api/admin/me').expect(401);
      });
    });

    describe('dashboard', () => {
      it('finance sees this month per fund; services sees unread inbox items', async () => {
        await paidOrderId(db(), t.app);
        const money = (await get(finance, '/dashboard').expect(200)).body.data;
        expect(money.month.funds.sadaqah).toBeGreaterThanOrEqual(30_000);
        expect(money.month.totalHalalas).toBeGreaterThanOrEqual(30_000);
        expect(money.unread).toBeUndefined();
        const inbox = (await get(services, '/dashboard').expect(200)).body.data;
        expect(inbox.unread.total).toBe(
          inbox.unread.jobs + inbox.unread.volunteers + inbox.unread.contact + inbox.unread['in-kind'],
        );
        expect(inbox.month).toBeUndefined();
      });
    });

    it('the public tracker shows the association’s note to the applicant', async () => {
      const { aidRequestId } = await import('./admin-samples');
      const { id, reference } = await aidRequestId(db(), 'received', '0551239876');
      await post(services, `/aid-requests/${id}/status`, {
        status: 'underReview',
        note: 'Please bring the original report.',
      }).expect(200);
      const status = await request(t.app)
        .get('/api/v1/aid-requests/status')
        .query({ reference, mobile: '0551239876' })
        .expect(200);
      expect(status.body).toMatchObject({ status: 'underReview', note: 'Please bring the original report.' });
    });
  },
);
