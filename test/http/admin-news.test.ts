import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import { signIn, type Agent } from './admin-support';
import { ATTACKS, DANGER, PAGE_DANGER, foreignOf } from './html-attacks';

function news(overrides: Record<string, unknown> = {}) {
  return {
    title_ar: 'خبر من لوحة الإدارة',
    title_en: 'News from the back office',
    summary_ar: 'ملخص الخبر',
    summary_en: 'The summary',
    body_ar: `<p>فقرة <strong>أولى</strong></p>${ATTACKS}<p>فقرة ثانية</p>`,
    body_en: `<p>First <em>paragraph</em></p>${ATTACKS}<p>Second paragraph</p>`,
    image: '/images/news/1.jpg',
    status: 'published',
    published_at: new Date(Date.now() - 60_000).toISOString(),
    ...overrides,
  };
}

describe.each(TEST_DIALECTS)('back office news (%s)', (dialect) => {
  let t: TestApp;
  let editor: { agent: Agent; csrf: string; email: string };
  beforeAll(async () => {
    // A long HTML cache: publishing must still show at once (the cache drops news pages).
    t = await createTestApp({ database: dialect, env: { HTML_CACHE_SECONDS: '600' } });
    editor = await signIn(t.app, t.database!.db, 'editor');
  });
  afterAll(async () => t.close());

  const post = (body: unknown) =>
    editor.agent
      .post('/api/admin/news')
      .set('X-CSRF-Token', editor.csrf)
      .send(body as object);

  it('stores only allow-listed HTML: scripts, event handlers, javascript: URLs and SVG tricks never reach a public page', async () => {
    const created = await post(news()).expect(201);
    const id = created.body.data.id as number;
    expect(created.body.data.body_en).toContain('<em>paragraph</em>');
    expect(created.body.data.body_ar).not.toMatch(DANGER);
    expect(created.body.data.body_en).not.toMatch(DANGER);
    const row = await t.database!.db.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    for (const value of [row.body_html_ar, row.body_html_en, row.body_ar, row.body_en])
      expect(value).not.toMatch(DANGER);
    for (const path of [`/ar/news/${id}`, `/en/news/${id}`, '/en/news', '/ar/news']) {
      const page = await request(t.app).get(path).expect(200);
      expect(page.text).toContain(path.startsWith('/ar') ? 'خبر من لوحة الإدارة' : 'News from the back office');
      // The page's own scripts carry a nonce; nothing the editor wrote may add one or any handler.
      const foreign = foreignOf(page.text);
      expect(foreign).not.toMatch(PAGE_DANGER);
    }
    const api = await request(t.app).get(`/api/v1/news/${id}`).expect(200);
    expect(JSON.stringify(api.body)).not.toMatch(DANGER);
  });

  it('drafts and future scheduled items stay off the public site; publishing shows at once through the HTML cache', async () => {
    const draft = await post(news({ title_en: 'A draft headline', status: 'draft' })).expect(201);
    const id = draft.body.data.id as number;
    const before = await request(t.app).get('/en/news').expect(200);
    expect(before.text).not.toContain('A draft headline');
    await request(t.app).get(`/en/news/${id}`).expect(404);
    await request(t.app).get(`/api/v1/news/${id}`).expect(404);

    await post(
      news({
        title_en: 'A later headline',
        status: 'scheduled',
        published_at: new Date(Date.now() + 86_400_000).toISOString(),
      }),
    ).expect(201);
    expect((await request(t.app).get('/en/news')).text).not.toContain('A later headline');

    await editor.agent
      .put(`/api/admin/news/${id}`)
      .set('X-CSRF-Token', editor.csrf)
      .send(news({ title_en: 'A draft headline', status: 'published' }))
      .expect(200);
    const after = await request(t.app).get('/en/news').expect(200);
    expect(after.text).toContain('A draft headline');
    await request(t.app).get(`/en/news/${id}`).expect(200);
  });

  it('a scheduled item needs a future date; field errors come in the staff member’s language', async () => {
    const bad = await post(news({ status: 'scheduled', title_ar: '', image: 'javascript:alert(1)' }))
      .set('Accept-Language', 'ar')
      .expect(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['image', 'published_at', 'title_ar']);
    expect(bad.body.error.fields.title_ar).toMatch(/[\u0600-\u06FF]/);
    const past = await post(news({ status: 'scheduled', published_at: '2020-01-01T00:00:00Z' }))
      .set('Accept-Language', 'en')
      .expect(400);
    expect(Object.keys(past.body.error.fields)).toEqual(['published_at']);
  });

  it('news created at once each get their own id from the database (no 5xx, no retry)', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => post(news({ title_en: `Race ${i}` }))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(6);
  });

  it('every change is in the audit log with before and after', async () => {
    const created = await post(news({ title_en: 'Audited' })).expect(201);
    const id = created.body.data.id as number;
    await editor.agent
      .put(`/api/admin/news/${id}`)
      .set('X-CSRF-Token', editor.csrf)
      .send(news({ title_en: 'Audited twice' }))
      .expect(200);
    await editor.agent.delete(`/api/admin/news/${id}`).set('X-CSRF-Token', editor.csrf).expect(200);
    const admin = await signIn(t.app, t.database!.db, 'admin');
    const log = await admin.agent
      .get(`/api/admin/audit?filter=${encodeURIComponent(JSON.stringify({ entity: 'news' }))}&perPage=100`)
      .expect(200);
    const entries = (
      log.body.data as Array<{
        action: string;
        entityId: string;
        staffEmail: string;
        before: { title_en?: string } | null;
        after: { title_en?: string } | null;
      }>
    ).filter((e) => e.entityId === String(id));
    expect(entries.map((e) => e.action).sort()).toEqual(['create', 'delete', 'update']);
    const update = entries.find((e) => e.action === 'update')!;
    expect(update.staffEmail).toBe(editor.email);
    expect(update.before?.title_en).toBe('Audited');
    expect(update.after?.title_en).toBe('Audited twice');
    expect(entries.find((e) => e.action === 'delete')!.before?.title_en).toBe('Audited twice');
  });

  it('uploads: a picture is resized to WebP and served with a long cache; SVG and oversized files are refused with the limit named', async () => {
    const png = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#0f6b5c' } })
      .png()
      .toBuffer();
    const uploaded = await editor.agent
      .post('/api/admin/uploads/images')
      .set('X-CSRF-Token', editor.csrf)
      .attach('file', png, 'photo.png')
      .expect(201);
    const src = uploaded.body.data.src as string;
    expect(src).toMatch(/^\/media\/[0-9a-f]{24}\.webp$/);
    const served = await request(t.app).get(src).expect(200);
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 675]);

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
    );
    await editor.agent
      .post('/api/admin/uploads/images')
      .set('X-CSRF-Token', editor.csrf)
      .attach('file', svg, 'x.png')
      .expect(400);

    const huge = Buffer.alloc(9 * 1024 * 1024, 1);
    const tooLarge = await editor.agent
      .post('/api/admin/uploads/images')
      .set('X-CSRF-Token', editor.csrf)
      .set('Accept-Language', 'en')
      .attach('file', huge, 'big.jpg');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error.message).toContain('8 MB');
  });
});
