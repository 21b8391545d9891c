import { existsSync, utimesSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import type { Database } from '../../server/db/schema';
import { DOCUMENT_LIMIT_MB } from '../../server/admin/resources/documents';
import { signIn, type Agent } from './admin-support';
import { CONTENT_INPUTS, earlier, later, minimalPdf, pendingPdf } from './admin-content-fixtures';
import { ATTACKS, DANGER, PAGE_DANGER, foreignOf } from './html-attacks';

/** Where each type shows on the public API: true when the row (by key and an English title) is public. */
const PUBLIC: Record<string, (app: TestApp['app'], key: string, title: string) => Promise<boolean>> = {
  'info-pages': async (app, key) => (await request(app).get(`/api/v1/pages/${key}`)).status === 200,
  albums: async (app, key) => (await request(app).get(`/api/v1/albums/${key}`)).status === 200,
  videos: async (app, _key, title) =>
    JSON.stringify((await request(app).get('/api/v1/videos?size=50')).body).includes(title),
  messages: async (app, key) => (await request(app).get(`/api/v1/messages/${key}`)).status === 200,
  studies: async (app, key) => (await request(app).get(`/api/v1/studies/${key}`)).status === 200,
  documents: async (app, key) => (await request(app).get(`/api/v1/documents/${key}/file`)).status === 200,
  people: async (app, _key, title) =>
    JSON.stringify((await request(app).get('/api/v1/people?group=board')).body).includes(title),
  faqs: async (app, _key, title) => JSON.stringify((await request(app).get('/api/v1/faqs')).body).includes(title),
};
/** The field each type's list shows as its English title. */
const TITLE: Record<string, string> = { faqs: 'question_en' };

describe.each(TEST_DIALECTS)('back office content types (%s)', (dialect) => {
  let t: TestApp;
  let editor: { agent: Agent; csrf: string };
  let admin: { agent: Agent; csrf: string };
  let dataDir: string;
  beforeAll(async () => {
    // A long HTML cache: publishing must still show at once.
    t = await createTestApp({ database: dialect, env: { HTML_CACHE_SECONDS: '600' } });
    editor = await signIn(t.app, t.database!.db, 'editor');
    admin = await signIn(t.app, t.database!.db, 'admin');
    dataDir = t.config.DATA_DIR;
  });
  afterAll(async () => t.close());

  const db = () => t.database!.db as Kysely<Database>;
  const call = (method: 'post' | 'put' | 'delete' | 'get', path: string, body?: unknown, lang = 'en') => {
    const req = editor.agent[method](`/api/admin${path}`).set('X-CSRF-Token', editor.csrf).set('Accept-Language', lang);
    return body === undefined ? req : req.send(body as object);
  };
  const auditOf = async (entity: string, id: string) =>
    (
      await admin.agent
        .get(`/api/admin/audit?filter=${encodeURIComponent(JSON.stringify({ entity }))}&perPage=200`)
        .expect(200)
    ).body.data.filter((entry: { entityId: string }) => entry.entityId === id) as {
      action: string;
      before: unknown;
      after: unknown;
    }[];

  for (const name of Object.keys(CONTENT_INPUTS)) {
    it(`${name}: create or edit, read, list, publish state on the public API, audit, delete`, async () => {
      const titleField = TITLE[name] ?? 'title_en';
      const marker = `${name} ${Math.random().toString(36).slice(2, 8)}`;
      const input = { ...CONTENT_INPUTS[name]!(dataDir), [titleField]: marker, status: 'draft' };
      let key: string;
      if (name === 'info-pages') {
        key = 'values';
        await call('post', '/info-pages', input).expect(404);
        await call('put', `/info-pages/${key}`, input).expect(200);
      } else {
        const created = await call('post', `/${name}`, input).expect(201);
        key = String(created.body.data.id);
        expect(created.body.data.status).toBe('draft');
      }
      const read = await call('get', `/${name}/${key}`).expect(200);
      expect(read.body.data[titleField]).toBe(marker);
      const list = await call(
        'get',
        `/${name}?filter=${encodeURIComponent(JSON.stringify({ q: marker.split(' ')[1] }))}`,
      ).expect(200);
      expect(list.body.data.map((row: { id: unknown }) => String(row.id))).toContain(key);

      // Draft: not public. Scheduled ahead: not yet. Published: at once.
      expect(await PUBLIC[name]!(t.app, key, marker)).toBe(false);
      const { file: _file, ...withoutFile } = input;
      const keep = name === 'documents' ? withoutFile : input;
      await call('put', `/${name}/${key}`, { ...keep, status: 'scheduled', publish_at: later() }).expect(200);
      expect(await PUBLIC[name]!(t.app, key, marker)).toBe(false);
      const published = await call('put', `/${name}/${key}`, { ...keep, status: 'published' }).expect(200);
      expect(published.body.data.status).toBe('published');
      expect(await PUBLIC[name]!(t.app, key, marker)).toBe(true);

      const entries = await auditOf(name, key);
      expect(entries.map((entry) => entry.action)).toEqual(expect.arrayContaining(['schedule', 'publish']));
      expect(entries.find((entry) => entry.action === 'publish')).toMatchObject({
        before: { status: 'scheduled' },
        after: { status: 'published', [titleField]: marker },
      });

      if (name !== 'info-pages') {
        await call('delete', `/${name}/${key}`).expect(200);
        await call('get', `/${name}/${key}`).expect(404);
        expect(await PUBLIC[name]!(t.app, key, marker)).toBe(false);
        expect((await auditOf(name, key)).map((entry) => entry.action)).toContain('delete');
      }
    });

    it(`${name}: bad input is refused field by field in the staff member's language, nothing saved`, async () => {
      const path = name === 'info-pages' ? '/info-pages/about' : `/${name}`;
      const method = name === 'info-pages' ? 'put' : 'post';
      const before = await auditOf(name, 'about');
      const english = await call(method, path, {}, 'en').expect(400);
      expect(english.body.error.message).toBe('Some fields need correcting');
      expect(english.body.error.fields.status).toBeTruthy();
      const arabic = await call(
        method,
        path,
        { ...CONTENT_INPUTS[name]!(dataDir), status: 'scheduled', publish_at: earlier() },
        'ar',
      ).expect(400);
      expect(arabic.body.error.fields.publish_at).toBe('اختر وقتًا قادمًا للنشر المجدول');
      expect(await auditOf(name, 'about')).toHaveLength(before.length);
    });
  }

  it('a staff text loses control characters and keeps the direction marks an editor may need', async () => {
    const question = 'ما هو\u200f CPR\u200f؟\u0007';
    const created = await call('post', '/faqs', {
      ...CONTENT_INPUTS.faqs!(dataDir),
      question_ar: question,
      answer_en: 'Line one\r\nline\u0000 two\u001b',
    }).expect(201);
    const read = await call('get', `/faqs/${created.body.data.id}`).expect(200);
    expect(read.body.data).toMatchObject({ question_ar: 'ما هو\u200f CPR\u200f؟', answer_en: 'Line one\nline two' });
    // A text of nothing but control characters is a missing text, not an invisible one.
    const empty = await call('post', '/faqs', { ...CONTENT_INPUTS.faqs!(dataDir), question_en: '\u0007\u0008' }).expect(
      400,
    );
    expect(empty.body.error.fields.question_en).toBe('This field is required');
  });

  it('rich text of pages, messages and studies reaches public pages only through the allow-list', async () => {
    const body = (lang: string) =>
      `<p>${lang} <strong>kept</strong> <a href="https://example.org/x">link</a></p>${ATTACKS}`;
    await call('put', '/info-pages/goals', {
      ...CONTENT_INPUTS['info-pages']!(dataDir),
      title_en: 'Our goals',
      body_ar: body('ar'),
      body_en: body('en'),
    }).expect(200);
    const message = await call('post', '/messages', {
      ...CONTENT_INPUTS.messages!(dataDir),
      body_ar: body('ar'),
      body_en: body('en'),
    }).expect(201);
    const study = await call('post', '/studies', {
      ...CONTENT_INPUTS.studies!(dataDir),
      body_ar: body('ar'),
      body_en: body('en'),
    }).expect(201);
    const news = await call('post', '/news', {
      title_ar: 'خبر',
      title_en: 'News',
      summary_ar: 'ملخص',
      summary_en: 'Summary',
      body_ar: body('ar'),
      body_en: body('en'),
      image: '/images/news/1.jpg',
      status: 'published',
      published_at: earlier(),
    }).expect(201);
    const row = await db()
      .selectFrom('awareness_messages')
      .selectAll()
      .where('id', '=', message.body.data.id)
      .executeTakeFirstOrThrow();
    for (const value of [row.body_html_ar, row.body_html_en, row.body_ar, row.body_en])
      expect(value).not.toMatch(DANGER);
    // A row written some other way than the back office is held to the same rule when read.
    await db()
      .updateTable('studies')
      .set({ body_html_en: `<p>direct</p>${ATTACKS}` })
      .where('id', '=', study.body.data.id)
      .execute();
    for (const path of [
      '/pages/goals',
      `/messages/${message.body.data.id}`,
      `/pages/studies/${study.body.data.id}`,
      `/news/${news.body.data.id}`,
    ]) {
      for (const lang of ['ar', 'en']) {
        const page = await request(t.app).get(`/${lang}${path}`).expect(200);
        expect(foreignOf(page.text)).not.toMatch(PAGE_DANGER);
        if (!path.startsWith('/pages/studies')) expect(page.text).toContain('<strong>kept</strong>');
        expect(page.text).toMatch(
          path.startsWith('/pages/studies') && lang === 'en'
            ? /<p>direct<\/p>/
            : /href="https:\/\/example.org\/x" rel="noopener noreferrer"/,
        );
      }
    }
  });

  it('publishing drops the affected pages from the HTML cache at once; a scheduled row shows when its time comes', async () => {
    const first = await request(t.app).get('/en/pages/questions').expect(200);
    const again = await request(t.app).get('/en/pages/questions').expect(200);
    expect(again.headers['x-html-cache']).toBe('hit');
    expect(first.text).not.toContain('Is this new?');
    const created = await call('post', '/faqs', {
      ...CONTENT_INPUTS.faqs!(dataDir),
      question_en: 'Is this new?',
      status: 'published',
    }).expect(201);
    expect((await request(t.app).get('/en/pages/questions').expect(200)).text).toContain('Is this new?');

    await call('put', `/faqs/${created.body.data.id}`, {
      ...CONTENT_INPUTS.faqs!(dataDir),
      question_en: 'Coming soon?',
      status: 'scheduled',
      publish_at: new Date(Date.now() + 1500).toISOString(),
    }).expect(200);
    const before = await request(t.app).get('/en/pages/questions').expect(200);
    expect(before.text).not.toContain('Coming soon?');
    expect((await request(t.app).get('/en/pages/questions')).headers['x-html-cache']).toBe('hit');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect((await request(t.app).get('/en/pages/questions').expect(200)).text).toContain('Coming soon?');
    // Its time has come: the back office calls it published, and saving it keeps that time.
    const due = await call('get', `/faqs/${created.body.data.id}`).expect(200);
    expect(due.body.data.status).toBe('published');
    const saved = await call('put', `/faqs/${created.body.data.id}`, {
      ...CONTENT_INPUTS.faqs!(dataDir),
      question_en: 'Coming soon?',
      status: 'published',
    }).expect(200);
    expect(saved.body.data.publish_at).toBe(due.body.data.publish_at);
  });

  it('creates at once each get their own id from the database (no 5xx, no retry)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call('post', '/faqs', { ...CONTENT_INPUTS.faqs!(dataDir), question_en: `Race ${i}?` }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(6);
  });

  it('album pictures are saved in order with the album and replaced on edit', async () => {
    const input = CONTENT_INPUTS.albums!(dataDir);
    const images = [
      { src: '/images/news/1.jpg', caption_ar: 'أولى', caption_en: 'First' },
      { src: '/images/news/2.jpg', caption_ar: 'ثانية', caption_en: 'Second' },
    ];
    const created = await call('post', '/albums', { ...input, images }).expect(201);
    expect(created.body.data.images).toEqual(images);
    const id = created.body.data.id as number;
    expect(
      (await request(t.app).get(`/api/v1/albums/${id}`).expect(200)).body.images.map(
        (image: { caption: { en: string } }) => image.caption.en,
      ),
    ).toEqual(['First', 'Second']);
    await call('put', `/albums/${id}`, { ...input, images: [images[1]] }).expect(200);
    expect((await request(t.app).get(`/api/v1/albums/${id}`).expect(200)).body.imageCount).toBe(1);
    const bad = await call('put', `/albums/${id}`, {
      ...input,
      images: [{ src: 'javascript:alert(1)', caption_ar: '', caption_en: '' }],
    }).expect(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['images.0.src']);
  });

  it('PDF uploads are checked by content and size; a document keeps its file and serves it', async () => {
    const upload = (file: Buffer, lang = 'en') =>
      editor.agent
        .post('/api/admin/uploads/documents')
        .set('X-CSRF-Token', editor.csrf)
        .set('Accept-Language', lang)
        .attach('file', file, 'report.pdf');
    const notPdf = await upload(Buffer.from('<html><script>alert(1)</script></html>')).expect(400);
    expect(notPdf.body.error.fields.file).toBe('The file is not a valid PDF document.');
    const truncated = minimalPdf().subarray(0, 200);
    expect((await upload(truncated, 'ar').expect(400)).body.error.fields.file).toBe('الملف ليس مستند PDF سليمًا.');
    const active = await upload(minimalPdf('x', '/AA << /O << /S /JavaScript /JS (app.alert(1)) >> >> ')).expect(400);
    expect(active.body.error.fields.file).toMatch(/active content/);
    const huge = Buffer.concat([minimalPdf(), Buffer.alloc((DOCUMENT_LIMIT_MB + 1) * 1024 * 1024)]);
    const tooLarge = await upload(huge).expect(413);
    expect(tooLarge.body.error.message).toContain(String(DOCUMENT_LIMIT_MB));

    // An upload no document took for a day is let go when the next one arrives.
    const abandoned = pendingPdf(dataDir);
    const old = new Date(Date.now() - 25 * 3_600_000);
    utimesSync(path.join(dataDir, 'pending-documents', abandoned), old, old);
    const pdf = minimalPdf('Annual policy');
    const uploaded = await upload(pdf).expect(201);
    expect(uploaded.body.data).toMatchObject({ fileName: 'report.pdf', sizeBytes: pdf.length });
    expect(existsSync(path.join(dataDir, 'pending-documents', abandoned))).toBe(false);
    const { file: _file, ...input } = CONTENT_INPUTS.documents!(dataDir);
    const missing = await call('post', '/documents', input).expect(400);
    expect(missing.body.error.fields.file).toBe('Please attach the file');
    const created = await call('post', '/documents', { ...input, file: uploaded.body.data.id }).expect(201);
    const download = await request(t.app)
      .get(`/api/v1/documents/${created.body.data.id}/file`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(download.status).toBe(200);
    expect(Buffer.compare(download.body as Buffer, pdf)).toBe(0);
    // The upload was taken: it cannot be attached twice.
    const reused = await call('post', '/documents', { ...input, file: uploaded.body.data.id }).expect(400);
    expect(reused.body.error.fields.file).toBe('The uploaded file is no longer waiting; upload it again.');
  });

  it('an uploaded picture is kept at the article size and the card size, served for a year; cards offer both', async () => {
    const photo = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#0f766e' } })
      .jpeg()
      .toBuffer();
    const uploaded = await editor.agent
      .post('/api/admin/uploads/images')
      .set('X-CSRF-Token', editor.csrf)
      .attach('file', photo, 'photo.jpg')
      .expect(201);
    const src = uploaded.body.data.src as string;
    for (const [path, width, height] of [
      [src, 1200, 675],
      [src.replace('.webp', '-600.webp'), 600, 338],
    ] as const) {
      const served = await request(t.app)
        .get(path)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(served.status).toBe(200);
      expect(served.headers['cache-control']).toMatch(/max-age=31536000/);
      expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ format: 'webp', width, height });
    }
    const message = await call('post', '/messages', {
      ...CONTENT_INPUTS.messages!(dataDir),
      title_en: 'With a new picture',
      image: src,
    }).expect(201);
    const list = await request(t.app).get('/en/messages').expect(200);
    expect(list.text).toContain(`srcSet="${src.replace('.webp', '-600.webp')} 600w, ${src} 1200w"`);
    await call('delete', `/messages/${message.body.data.id}`).expect(200);
  });

  it('a preview link shows the unpublished row on its public page, uncached and unindexed, for a short while', async () => {
    const draft = await call('post', '/messages', {
      ...CONTENT_INPUTS.messages!(dataDir),
      title_en: 'Draft for review',
      status: 'draft',
    }).expect(201);
    const id = draft.body.data.id as number;
    await request(t.app).get(`/en/messages/${id}`).expect(404);
    const links = await call('post', `/preview/messages/${id}`, {}).expect(201);
    expect(links.body.data.en).toMatch(/^\/preview\/[\w-]{43}\/en$/);
    const page = await request(t.app).get(links.body.data.en).expect(200);
    expect(page.text).toContain('Draft for review');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toMatch(/noindex/);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect((await request(t.app).get(links.body.data.ar).expect(200)).headers['content-type']).toMatch(/html/);
    // The preview neither fills the cache nor opens the row to anyone else.
    await request(t.app).get(`/en/messages/${id}`).expect(404);
    await request(t.app).get(`/api/v1/messages/${id}`).expect(404);
    await request(t.app).get('/preview/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/en').expect(404);
    await db()
      .updateTable('preview_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const expired = await request(t.app).get(links.body.data.en).expect(404);
    expect(expired.headers['cache-control']).toBe('no-store');
    // News (its own resource) previews the same way.
    const news = await call('post', '/news', {
      title_ar: 'خبر',
      title_en: 'Unpublished news',
      summary_ar: 'ملخص',
      summary_en: 'Summary',
      body_ar: '<p>نص</p>',
      body_en: '<p>Text</p>',
      image: '/images/news/1.jpg',
      status: 'draft',
      published_at: earlier(),
    }).expect(201);
    await request(t.app).get(`/en/news/${news.body.data.id}`).expect(404);
    const newsLinks = await call('post', `/preview/news/${news.body.data.id}`, {}).expect(201);
    expect((await request(t.app).get(newsLinks.body.data.en).expect(200)).text).toContain('Unpublished news');
    await call('post', '/preview/messages/99999', {}).expect(404);
    await call('post', '/preview/unknown/1', {}).expect(404);
  });
});
