import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import type { Database } from '../../server/db/schema';
import { saudiIdCheckDigit } from '../../src/domain/applications/national-id';
import { signIn, type Agent } from './admin-support';
import { pendingCampaignId } from './admin-samples-campaigns';
import { activePlan, fakeClock, periodicContext } from '../helpers/periodic-fixtures';
import {
  aidRequest,
  contactWithNote,
  fileOf,
  inKindOffer,
  jobApplication,
  outboxMessage,
  paidOrder,
  statementRequest,
  volunteerApplication,
} from './privacy-erasure-fixtures';

type Signed = { agent: Agent; csrf: string; email: string };

/** A valid national ID from nine digits (the tenth is the check digit). */
const nationalIdOf = (nine: string) => `${nine}${saudiIdCheckDigit(nine)}`;

describe.each(TEST_DIALECTS)('a person’s data erased on request (%s)', (dialect) => {
  let t: TestApp;
  let dataDir: string;
  let admin: Signed;
  const others = new Map<string, Signed>();
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'erasure-'));
    t = await createTestApp({ database: dialect, env: { DATA_DIR: dataDir } });
    admin = await signIn(t.app, t.database!.db, 'admin');
    for (const role of ['editor', 'finance', 'services'] as const)
      others.set(role, await signIn(t.app, t.database!.db, role));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const db = () => t.database!.db as Kysely<Database>;
  const onDisk = (name: string) => existsSync(path.join(dataDir, 'uploads', name));
  const post = (who: Signed, url: string, body: unknown, lang = 'en') =>
    who.agent
      .post(`/api/admin${url}`)
      .set('X-CSRF-Token', who.csrf)
      .set('Accept-Language', lang)
      .send(body as object);

  it('by mobile: a preview of what is held, then the erasure; orders stay with their amounts and without the donor; audited with the number masked', async () => {
    const mobile = '0557770001';
    const other = '0557770002';
    const now = new Date();
    const aid = await aidRequest(db(), { mobile, status: 'underReview', changedAt: now });
    const aidFile = await fileOf(db(), dataDir, aid, now);
    const job = await jobApplication(db(), { mobile, at: now });
    const cv = await fileOf(db(), dataDir, job, now);
    const volunteer = await volunteerApplication(db(), mobile, now);
    const contact = await contactWithNote(db(), mobile, now);
    const inKind = await inKindOffer(db(), mobile, now);
    await statementRequest(db(), mobile, now);
    const sms = await outboxMessage(db(), {
      recipient: mobile,
      body: 'Your receipt: https://example.org/r/abc',
      status: 'sent',
      at: now,
    });
    const pendingSms = await outboxMessage(db(), {
      recipient: mobile,
      body: 'Your next gift is tomorrow',
      status: 'pending',
      at: now,
    });
    await db()
      .insertInto('sms_suppressions')
      .values({ kind: 'statement-code', recipient: mobile, created_at: now.toISOString() })
      .execute();
    const staffEmail = await outboxMessage(db(), {
      recipient: 'staff@example.org',
      channel: 'email',
      body: `New message from Sample Sender, mobile ${mobile}`,
      status: 'sent',
      at: now,
    });
    const order = await paidOrder(db(), { mobile, total: 50_000, at: now, giftTo: other });
    const giftToThem = await paidOrder(db(), { mobile: other, total: 7_000, at: now, giftTo: mobile });
    const campaign = await pendingCampaignId(db());
    await db().updateTable('campaigns').set({ creator_mobile: mobile }).where('id', '=', campaign).execute();
    const plan = await activePlan(await periodicContext(db(), fakeClock(now.toISOString())), {
      frequency: 'monthly',
      mobile,
    });
    // Someone else's data, which must stay as it is.
    const theirs = await contactWithNote(db(), other, now);
    const theirFile = await fileOf(db(), dataDir, theirs, now);

    const expected = {
      'aid-requests': 1,
      'job-applications': 1,
      'volunteer-applications': 1,
      'contact-messages': 1,
      'in-kind-offers': 1,
      files: 2,
      'statement-requests': 1,
      messages: 3,
      orders: 1,
      'periodic-plans': 1,
      gifts: 1,
      campaigns: 1,
    };
    // Any usual spelling of the number finds the same person.
    const preview = await post(admin, '/erasure/preview', { by: 'mobile', value: '+966 55 777 0001' }).expect(200);
    // The plan's welcome SMS is among the messages to the number.
    // and the text held back at the number's cap.
    expected.messages =
      Number(
        (
          await db()
            .selectFrom('outbox_messages')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where((eb) => eb.or([eb('recipient', '=', mobile), eb('body', 'like', `%${mobile}%`)]))
            .executeTakeFirstOrThrow()
        ).n,
      ) + 1;
    expect(preview.body.data.counts).toEqual(expected);
    // A preview changes nothing.
    expect(
      await db().selectFrom('aid_requests').select('id').where('reference', '=', aid).executeTakeFirst(),
    ).toBeDefined();

    // Without the confirmation, nothing is erased.
    const unconfirmed = await post(admin, '/erasure', { by: 'mobile', value: mobile }).expect(400);
    expect(Object.keys(unconfirmed.body.error.fields)).toEqual(['confirm']);

    const erased = await post(admin, '/erasure', { by: 'mobile', value: mobile, confirm: true }).expect(200);
    expect(erased.body.data.counts).toEqual(expected);

    // Submissions, their notes and files are gone.
    expect(await db().selectFrom('aid_requests').select('id').where('mobile', '=', mobile).execute()).toEqual([]);
    for (const [table, reference] of [
      ['job_applications', job],
      ['volunteer_applications', volunteer],
      ['contact_messages', contact],
      ['in_kind_requests', inKind],
    ] as const) {
      expect(
        await db().selectFrom(table).select('reference').where('reference', '=', reference).executeTakeFirst(),
        table,
      ).toBeUndefined();
    }
    expect(await db().selectFrom('inbox_notes').select('id').where('reference', '=', contact).execute()).toEqual([]);
    expect(
      await db().selectFrom('uploaded_files').select('id').where('owner_reference', 'in', [aid, job]).execute(),
    ).toEqual([]);
    expect(onDisk(aidFile)).toBe(false);
    expect(onDisk(cv)).toBe(false);
    expect(await db().selectFrom('statement_requests').select('id').where('mobile', '=', mobile).execute()).toEqual([]);
    expect(await db().selectFrom('sms_suppressions').select('id').where('recipient', '=', mobile).execute()).toEqual(
      [],
    );

    // Messages keep their rows without their text; one not sent yet is stopped.
    const messages = await db()
      .selectFrom('outbox_messages')
      .selectAll()
      .where('id', 'in', [sms, pendingSms, staffEmail])
      .orderBy('id')
      .execute();
    expect(messages.map((m) => [m.recipient, m.subject, m.body, m.status])).toEqual([
      ['05******01', '', '', 'sent'],
      ['05******01', '', '', 'failed'],
      ['staff@example.org', '', '', 'sent'],
    ]);

    // Orders keep their amounts; the donor is anonymised, so are the names they wrote.
    const kept = await db().selectFrom('orders').selectAll().where('id', '=', order).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({
      total: 50_000,
      status: 'paid',
      donor_name: '',
      donor_mobile: '05******01',
      donor_email: null,
      anonymous: 1,
    });
    const line = await db()
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', order)
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({
      amount: 50_000,
      gift_code: null,
      gift_sender: null,
      gift_recipient_name: null,
      gift_recipient_mobile: null,
      gift_message: null,
    });
    expect(JSON.parse(line.on_behalf_json!)).toEqual({ relation: 'parent' });
    // A gift someone else gave them: the other donor's order stays theirs, without the recipient.
    const given = await db()
      .selectFrom('orders')
      .select(['donor_mobile', 'total'])
      .where('id', '=', giftToThem)
      .executeTakeFirstOrThrow();
    expect(given).toEqual({ donor_mobile: other, total: 7_000 });
    // Its card named them: its page is gone, the line and its amount stay.
    expect(
      await db()
        .selectFrom('order_items')
        .select(['gift_code', 'gift_recipient_mobile', 'gift_recipient_name', 'amount'])
        .where('order_id', '=', giftToThem)
        .executeTakeFirstOrThrow(),
    ).toEqual({ gift_code: null, gift_recipient_mobile: null, gift_recipient_name: null, amount: 7_000 });
    // A running plan would charge a card no one can be told about: it is cancelled, its card token gone.
    expect(
      await db()
        .selectFrom('periodic_plans')
        .select(['status', 'donor_name', 'donor_mobile', 'card_token', 'amount'])
        .where('id', '=', plan)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'cancelled', donor_name: '', donor_mobile: '05******01', card_token: null, amount: 5_000 });
    expect(
      (await db().selectFrom('campaigns').select('creator_mobile').where('id', '=', campaign).executeTakeFirstOrThrow())
        .creator_mobile,
    ).toBe('05******01');

    // The other person's data is intact.
    expect(
      await db().selectFrom('contact_messages').select('reference').where('reference', '=', theirs).executeTakeFirst(),
    ).toBeDefined();
    expect(onDisk(theirFile)).toBe(true);

    // Audited, by whom and how much, with the number masked: the log holds it nowhere in clear.
    // The look-up before it is recorded as well (that an ID has aid requests says something about someone's health).
    const lookups = await db().selectFrom('audit_log').selectAll().where('action', '=', 'erase-preview').execute();
    expect(lookups).toHaveLength(1);
    expect(lookups[0]).toMatchObject({ entity: 'person', staff_email: admin.email });
    expect(JSON.parse(lookups[0]!.after_json!)).toEqual({ by: 'mobile', subject: '05******01', counts: expected });
    const entries = await db().selectFrom('audit_log').selectAll().where('action', '=', 'erase').execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ entity: 'person', staff_email: admin.email });
    expect(JSON.parse(entries[0]!.after_json!)).toEqual({ by: 'mobile', subject: '05******01', counts: expected });
    const log = await db().selectFrom('audit_log').select(['before_json', 'after_json', 'entity_id']).execute();
    expect(JSON.stringify(log)).not.toContain(mobile);

    // Asked again, nothing is left.
    const after = await post(admin, '/erasure/preview', { by: 'mobile', value: mobile }).expect(200);
    expect(Object.values(after.body.data.counts as Record<string, number>).every((n) => n === 0)).toBe(true);
  });

  it('by national ID: the aid requests and job applications of that ID go with their files; another ID’s stay', async () => {
    const id = nationalIdOf('108765432');
    const otherId = nationalIdOf('208765432');
    const now = new Date();
    const aid = await aidRequest(db(), { mobile: '0557770003', nationalId: id, status: 'approved', changedAt: now });
    const report = await fileOf(db(), dataDir, aid, now);
    const job = await jobApplication(db(), { mobile: '0557770003', nationalId: id, at: now });
    const otherAid = await aidRequest(db(), {
      mobile: '0557770004',
      nationalId: otherId,
      status: 'received',
      changedAt: now,
    });

    const preview = await post(admin, '/erasure/preview', { by: 'nationalId', value: id }).expect(200);
    expect(preview.body.data.counts).toMatchObject({ 'aid-requests': 1, 'job-applications': 1, files: 1, orders: 0 });
    const erased = await post(admin, '/erasure', { by: 'nationalId', value: id, confirm: true }).expect(200);
    expect(erased.body.data.counts).toEqual(preview.body.data.counts);

    expect(
      await db().selectFrom('aid_requests').select('id').where('reference', '=', aid).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await db().selectFrom('job_applications').select('id').where('reference', '=', job).executeTakeFirst(),
    ).toBeUndefined();
    expect(onDisk(report)).toBe(false);
    expect(
      await db().selectFrom('aid_requests').select('id').where('reference', '=', otherAid).executeTakeFirst(),
    ).toBeDefined();
    const entry = await db()
      .selectFrom('audit_log')
      .select('after_json')
      .where('action', '=', 'erase')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.after_json!)).toMatchObject({
      by: 'nationalId',
      subject: `${id.slice(0, 2)}******${id.slice(-2)}`,
    });
    expect(entry.after_json).not.toContain(id);
  });

  it('only an administrator may look or erase; bad input is a 400 in the member’s language', async () => {
    const mobile = '0557770005';
    const contact = await contactWithNote(db(), mobile, new Date());
    for (const [role, member] of others) {
      const look = await post(member, '/erasure/preview', { by: 'mobile', value: mobile });
      expect(look.status, role).toBe(403);
      const erase = await post(member, '/erasure', { by: 'mobile', value: mobile, confirm: true });
      expect(erase.status, role).toBe(403);
    }
    expect(
      await db().selectFrom('contact_messages').select('reference').where('reference', '=', contact).executeTakeFirst(),
    ).toBeDefined();

    const badMobile = await post(admin, '/erasure/preview', { by: 'mobile', value: '12345' }, 'ar').expect(400);
    expect(badMobile.body.error.fields.value).toMatch(/[\u0600-\u06FF]/);
    const badId = await post(admin, '/erasure/preview', { by: 'nationalId', value: '1234567890' }, 'en').expect(400);
    expect(badId.body.error.fields.value).toMatch(/national ID/);
    const badKind = await post(admin, '/erasure', { by: 'email', value: 'a@b.c', confirm: true }).expect(400);
    expect(Object.keys(badKind.body.error.fields)).toContain('by');
  });
});
