import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import { signIn, type Agent } from './admin-support';
import { CONTENT_INPUTS } from './admin-content-fixtures';
import { riyadhWallClock, utcInstantOfRiyadh } from '../../src/admin/riyadh-date-time';
import { CLI_ACTOR, audit } from '../../server/admin/audit';

/**
 * Times staff type are Riyadh time (the forms turn them into a UTC instant with Z); the API stores
 * that instant as it is, and refuses a time without a zone, which the server (on UTC) would read as
 * UTC, three hours away from what was meant.
 */
describe.each(TEST_DIALECTS)('back office times in Riyadh (%s)', (dialect) => {
  let t: TestApp;
  let editor: { agent: Agent; csrf: string };
  beforeAll(async () => {
    t = await createTestApp({ database: dialect });
    editor = await signIn(t.app, t.database!.db, 'editor');
  });
  afterAll(async () => t.close());

  const call = (method: 'post' | 'put' | 'get', path: string, body?: unknown, lang = 'en') => {
    const req = editor.agent[method](`/api/admin${path}`).set('X-CSRF-Token', editor.csrf).set('Accept-Language', lang);
    return body === undefined ? req : req.send(body as object);
  };
  const news = (overrides: Record<string, unknown>) => ({
    title_ar: 'خبر مجدول',
    title_en: 'A scheduled headline',
    summary_ar: 'ملخص',
    summary_en: 'Summary',
    body_ar: '<p>نص</p>',
    body_en: '<p>Text</p>',
    image: '/images/news/1.jpg',
    ...overrides,
  });
  const faqsPublic = async () => JSON.stringify((await request(t.app).get('/api/v1/faqs')).body);

  it('a time without a zone is refused with a clear message in the staff member’s language, never stored as UTC', async () => {
    // Riyadh 14:30 two days ahead, as a datetime-local input holds it.
    const typed = riyadhWallClock(new Date(Date.now() + 2 * 86_400_000)).slice(0, 11) + '14:30';
    const arabic = await call('post', '/news', news({ status: 'scheduled', published_at: typed }), 'ar').expect(400);
    expect(Object.keys(arabic.body.error.fields)).toEqual(['published_at']);
    expect(arabic.body.error.fields.published_at).toMatch(/[\u0600-\u06FF]/);
    const english = await call('post', '/faqs', {
      ...CONTENT_INPUTS.faqs!(t.config.DATA_DIR),
      status: 'scheduled',
      publish_at: typed,
    }).expect(400);
    expect(english.body.error.fields.publish_at).toContain('zone');
  });

  it('14:30 Riyadh is stored as 11:30Z and reads back as 14:30', async () => {
    const day = riyadhWallClock(new Date(Date.now() + 2 * 86_400_000)).slice(0, 10);
    const created = await call(
      'post',
      '/news',
      news({ status: 'scheduled', published_at: utcInstantOfRiyadh(`${day}T14:30`) }),
    ).expect(201);
    expect(created.body.data.published_at).toBe(`${day}T11:30:00.000Z`);
    const read = await call('get', `/news/${created.body.data.id}`).expect(200);
    expect(riyadhWallClock(read.body.data.published_at)).toBe(`${day}T14:30`);
    // An instant written with Riyadh's own offset is the same instant.
    const offset = await call(
      'post',
      '/news',
      news({ status: 'scheduled', published_at: `${day}T14:30:00+03:00` }),
    ).expect(201);
    expect(offset.body.data.published_at).toBe(`${day}T11:30:00.000Z`);
  });

  it('a row scheduled for a Riyadh time goes live at that instant, not three hours later', async () => {
    // The Riyadh wall-clock (to the second) three seconds from now, parsed as the form parses it.
    const due = new Date(Date.now() + 3000);
    const typed = `${riyadhWallClock(due)}:${due.toISOString().slice(17, 19)}`;
    const at = utcInstantOfRiyadh(typed)!;
    expect(at).toBe(`${due.toISOString().slice(0, 19)}.000Z`);
    const question = `Due at Riyadh ${typed}?`;
    const created = await call('post', '/faqs', {
      ...CONTENT_INPUTS.faqs!(t.config.DATA_DIR),
      question_en: question,
      status: 'scheduled',
      publish_at: at,
    }).expect(201);
    expect(created.body.data.publish_at).toBe(at);
    expect(await faqsPublic()).not.toContain(question);
    await new Promise((resolve) => setTimeout(resolve, Date.parse(at) - Date.now() + 300));
    expect(await faqsPublic()).toContain(question);
  });

  it('the audit log’s day range and its CSV are in Riyadh time: 00:30 Riyadh is the day it reads, not the UTC day before', async () => {
    const db = t.database!.db;
    const entries = { early: 'riyadh-early', late: 'riyadh-late', before: 'riyadh-before' };
    await audit(
      db,
      CLI_ACTOR,
      {
        action: 'update',
        entity: 'news',
        entityId: entries.early,
        after: { published_at: '2026-11-27T08:00:00.000Z' },
      },
      new Date('2026-11-26T21:30:00.000Z'),
    );
    await audit(
      db,
      CLI_ACTOR,
      { action: 'update', entity: 'news', entityId: entries.late },
      new Date('2026-11-27T20:59:00.000Z'),
    );
    await audit(
      db,
      CLI_ACTOR,
      { action: 'update', entity: 'news', entityId: entries.before },
      new Date('2026-11-26T20:59:00.000Z'),
    );
    const admin = await signIn(t.app, db, 'admin');
    const ids = async (range: Record<string, string>, lang = 'en') => {
      const answer = await admin.agent
        .get(`/api/admin/audit?perPage=200&filter=${encodeURIComponent(JSON.stringify({ entity: 'news', ...range }))}`)
        .set('Accept-Language', lang);
      return {
        status: answer.status,
        body: answer.body,
        ids: (answer.body.data ?? [])
          .map((entry: { entityId: string }) => entry.entityId)
          .filter((id: string) => id.startsWith('riyadh-'))
          .sort(),
      };
    };
    expect((await ids({ from: '2026-11-27', to: '2026-11-27' })).ids).toEqual([entries.early, entries.late].sort());
    expect((await ids({ to: '2026-11-26' })).ids).toEqual([entries.before]);
    // The CSV of the same list writes its times in Riyadh too, as a spreadsheet reads a date and time.
    const csv = await admin.agent
      .get(
        `/api/admin/audit?format=csv&filter=${encodeURIComponent(JSON.stringify({ entity: 'news', from: '2026-11-27', to: '2026-11-27' }))}`,
      )
      .set('Accept-Language', 'en')
      .buffer(true)
      .expect(200);
    // 21:30 UTC on 26 November is 00:30 on the 27th in Riyadh: the day and the time both cross midnight.
    expect(csv.text).toContain('2026-11-27 00:30,');
    expect(csv.text).toContain('2026-11-27 23:59,');
    expect(csv.text.split('\r\n')[0]).toContain('(Riyadh time)');
    // A time inside a change's before or after too, with the field's name rather than JSON.
    expect(csv.text).toContain('published_at: 2026-11-27 11:00');
    expect(csv.text).not.toMatch(/2026-11-2\dT|:00:00|[{}]/);
    // A sign-in's details read as words in the staff member's language, not as JSON or codes.
    await audit(
      db,
      CLI_ACTOR,
      {
        action: 'sign-in',
        entity: 'staff',
        entityId: 'riyadh-sign-in',
        after: { address: '203.0.113.9', step: 'recovery-code' },
      },
      new Date('2026-11-27T12:00:00.000Z'),
    );
    const signIns = (lang: string) =>
      admin.agent
        .get(
          `/api/admin/audit?format=csv&filter=${encodeURIComponent(JSON.stringify({ entity: 'staff', from: '2026-11-27', to: '2026-11-27' }))}`,
        )
        .set('Accept-Language', lang)
        .buffer(true)
        .expect(200);
    const en = (await signIns('en')).text;
    expect(en).toContain('Network address: 203.0.113.9\nStep: Recovery code');
    expect(en).toContain('Signed in');
    const ar = (await signIns('ar')).text;
    expect(ar).toContain('عنوان الشبكة: 203.0.113.9\nالخطوة: رمز استرداد');
    expect(ar).toContain('2026-11-27 15:00');
    expect(ar.split('\r\n')[0]).toContain('(بتوقيت الرياض)');
    expect(`${en}${ar}`).not.toMatch(/[{}]|recovery-code|"sign-in"|,sign-in,/);
    const bad = await ids({ from: '2026-11-27T00:00' }, 'ar');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.from).toMatch(/[\u0600-\u06FF]/);
  });
});
