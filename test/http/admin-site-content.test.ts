import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import type { Database } from '../../server/db/schema';
import { saudiIban } from '../../src/domain/iban';
import { signIn, type Agent } from './admin-support';
import { transferOrderId } from './admin-samples';
import { orderBody, postOrder } from '../helpers/giving-fixtures';

type Member = { agent: Agent; csrf: string; email: string };
type Entry = {
  at: string;
  action: string;
  entityId: string;
  staffEmail: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

const ARABIC = /[\u0600-\u06FF]/;

/**
 * The back office's giving and site content over HTTP on both databases: each type's create /
 * read / update / delete, its refusals (field messages in the staff member's language), its audit
 * entries, and the public site showing the change at once although the HTML cache is long.
 */
describe.each(TEST_DIALECTS)('back office site content (%s)', (dialect) => {
  let t: TestApp;
  let db: Kysely<Database>;
  let editor: Member;
  let finance: Member;
  let services: Member;
  let admin: Member;
  beforeAll(async () => {
    t = await createTestApp({ database: dialect, env: { HTML_CACHE_SECONDS: '600' } });
    db = t.database!.db;
    editor = await signIn(t.app, db, 'editor');
    finance = await signIn(t.app, db, 'finance');
    services = await signIn(t.app, db, 'services');
    admin = await signIn(t.app, db, 'admin');
  });
  afterAll(async () => t.close());

  const call = (
    member: Member,
    method: 'post' | 'put' | 'delete' | 'get',
    path: string,
    body?: object,
    lang: 'ar' | 'en' = 'en',
  ) => {
    const req = member.agent[method](`/api/admin${path}`).set('X-CSRF-Token', member.csrf).set('Accept-Language', lang);
    return body ? req.send(body) : req;
  };

  async function auditOf(entity: string, id: unknown): Promise<Entry[]> {
    const log = await call(
      admin,
      'get',
      `/audit?perPage=200&filter=${encodeURIComponent(JSON.stringify({ entity }))}`,
    ).expect(200);
    return (log.body.data as Entry[]).filter((entry) => entry.entityId === String(id));
  }

  /** The entries of a row since `since` (ids of deleted rows come round again). */
  const auditSince = async (entity: string, id: unknown, since: string) =>
    (await auditOf(entity, id)).filter((entry) => entry.at >= since);

  /** Renders a page (so the HTML cache holds it) and tells whether it shows `text` (a failure prints no whole page). */
  const shows = async (path: string, text: string) => (await request(t.app).get(path).expect(200)).text.includes(text);

  describe('donation paths and programs', () => {
    const path = (overrides: Record<string, unknown> = {}) => ({
      slug: 'home-care',
      title_ar: 'الرعاية المنزلية',
      title_en: 'Home care',
      description_ar: 'وصف المسار',
      description_en: 'The path',
      image: '/images/paths/1.jpg',
      position: 9,
      ...overrides,
    });
    const program = (pathId: number, overrides: Record<string, unknown> = {}) => ({
      path_id: pathId,
      title_ar: 'برنامج الأجهزة المنزلية',
      title_en: 'Home devices programme',
      summary_ar: 'ملخص',
      summary_en: 'Summary',
      body_ar: 'فقرة أولى\n\nفقرة ثانية',
      body_en: 'First paragraph\n\nSecond paragraph',
      image: '/images/programs/1.jpg',
      target_halalas: 1_000_000,
      collected_adjustment: 0,
      beneficiaries: 12,
      featured: false,
      position: 50,
      status: 'published',
      ...overrides,
    });

    it('creates a path and a program with a target; progress adds money received outside the site without overwriting online gifts', async () => {
      const createdPath = await call(editor, 'post', '/paths', path()).expect(201);
      const pathId = createdPath.body.data.id as number;
      const created = await call(editor, 'post', '/programs', program(pathId, { collected_adjustment: 50_000 })).expect(
        201,
      );
      const id = created.body.data.id as number;
      expect(created.body.data).toMatchObject({
        target_halalas: 1_000_000,
        collected_halalas: 50_000,
        collected_adjustment: 0,
      });

      // Cached once, then changed: the public page shows the change at once.
      expect(await shows(`/en/programs-and-projects/${id}`, 'Home devices programme')).toBe(true);
      // A gift is paid while the editor has the form open.
      await db
        .updateTable('programs')
        .set((eb) => ({ collected_halalas: eb('collected_halalas', '+', 5_000) }))
        .where('id', '=', id)
        .execute();
      const updated = await call(
        editor,
        'put',
        `/programs/${id}`,
        program(pathId, { title_en: 'Home devices, renewed', collected_adjustment: -10_000 }),
      ).expect(200);
      expect(updated.body.data.collected_halalas).toBe(45_000);
      expect(await shows(`/en/programs-and-projects/${id}`, 'Home devices, renewed')).toBe(true);
      const api = await request(t.app).get(`/api/v1/programs/${id}`).expect(200);
      expect(api.body).toMatchObject({ target: 1_000_000, collected: 45_000 });

      const entries = await auditOf('programs', id);
      expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'update']);
      const update = entries.find((entry) => entry.action === 'update')!;
      expect(update.staffEmail).toBe(editor.email);
      expect(update.before).toMatchObject({ title_en: 'Home devices programme', collected_halalas: 55_000 });
      expect(update.after).toMatchObject({ title_en: 'Home devices, renewed', collected_halalas: 45_000 });

      // A path with programs stays; a program with money stays.
      const refused = await call(editor, 'delete', `/paths/${pathId}`, undefined, 'ar').expect(409);
      // It counts the path's one program in the form Arabic gives one.
      expect(refused.body.error.message).toBe('ما زال في هذا المسار برنامج واحد: انقله أو احذفه أولاً.');
      await call(editor, 'delete', `/programs/${id}`).expect(409);
      // Taken off the site instead: kept for the gifts that name it, gone from its page, the lists and the path's totals.
      const listed = async () =>
        (
          (await request(t.app).get(`/api/v1/programs?size=50&path=${pathId}`).expect(200)).body.items as Array<{
            id: number;
          }>
        ).map((item) => item.id);
      expect(await listed()).toContain(id);
      const hidden = await call(
        editor,
        'put',
        `/programs/${id}`,
        program(pathId, { title_en: 'Home devices, renewed', status: 'draft' }),
      ).expect(200);
      expect(hidden.body.data).toMatchObject({ status: 'draft', collected_halalas: 45_000 });
      await request(t.app).get(`/api/v1/programs/${id}`).expect(404);
      await request(t.app).get(`/en/programs-and-projects/${id}`).expect(404);
      expect(await listed()).not.toContain(id);
      expect((await request(t.app).get(`/api/v1/paths/${pathId}`).expect(200)).body).toMatchObject({
        projectCount: 0,
        collected: 0,
      });
      // …and takes no new gifts.
      const gift = await postOrder(t.app, orderBody([{ kind: 'program', ref: String(id), amount: 10_000 }]));
      expect(gift.status).toBe(400);
      expect(Object.keys(gift.body.error.fields)).toEqual(['items.0.ref']);
      await call(editor, 'put', `/programs/${id}`, program(pathId, { collected_adjustment: -45_000 })).expect(200);
      await call(editor, 'delete', `/programs/${id}`).expect(200);
      await call(editor, 'delete', `/paths/${pathId}`).expect(200);
      expect((await auditOf('paths', pathId)).map((entry) => entry.action).sort()).toEqual(['create', 'delete']);
      await request(t.app).get(`/api/v1/programs/${id}`).expect(404);
    });

    it('a draft program is off the site and takes no gifts; a preview link shows it; scheduled, it comes on at its time', async () => {
      const title = 'A programme not yet announced';
      const since = new Date().toISOString();
      const created = await call(
        editor,
        'post',
        '/programs',
        program(1, { title_en: title, featured: true, position: 0, status: 'draft' }),
      ).expect(201);
      const id = created.body.data.id as number;
      expect(created.body.data).toMatchObject({ status: 'draft', publish_at: null });
      expect(await shows('/en', title)).toBe(false);
      await request(t.app).get(`/api/v1/programs/${id}`).expect(404);
      await request(t.app).get(`/en/programs-and-projects/${id}`).expect(404);
      expect((await request(t.app).get('/sitemap.xml').expect(200)).text).not.toContain(
        `/programs-and-projects/${id}<`,
      );
      const gift = await postOrder(t.app, orderBody([{ kind: 'program', ref: String(id), amount: 10_000 }]));
      expect(gift.status).toBe(400);
      expect(Object.keys(gift.body.error.fields)).toEqual(['items.0.ref']);
      const causes = async () =>
        (
          (await request(t.app).get('/api/v1/campaigns/causes').expect(200)).body.items as Array<{
            kind: string;
            ref: string;
          }>
        )
          .filter((cause) => cause.kind === 'program')
          .map((cause) => cause.ref);
      expect(await causes()).not.toContain(String(id));

      // The preview shows the draft as its public page would; the public page still does not.
      const links = await call(editor, 'post', `/preview/programs/${id}`, {}).expect(201);
      for (const lang of ['ar', 'en'] as const) {
        const preview = await request(t.app).get(links.body.data[lang]).expect(200);
        expect(preview.headers['cache-control']).toBe('no-store');
        expect(preview.text).toContain(lang === 'en' ? title : 'برنامج الأجهزة المنزلية');
      }
      await request(t.app).get(`/en/programs-and-projects/${id}`).expect(404);
      await call(finance, 'post', `/preview/programs/${id}`, {}).expect(403);

      // Scheduled a moment ahead: not yet (and the home page cached so), then there at its time with no other save.
      const soon = new Date(Date.now() + 1500).toISOString();
      const scheduled = await call(
        editor,
        'put',
        `/programs/${id}`,
        program(1, { title_en: title, featured: true, position: 0, status: 'scheduled', publish_at: soon }),
      ).expect(200);
      expect(scheduled.body.data).toMatchObject({ status: 'scheduled', publish_at: soon });
      expect(await shows('/en', title)).toBe(false);
      expect((await request(t.app).get('/en')).headers['x-html-cache']).toBe('hit');
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(await shows('/en', title)).toBe(true);
      await request(t.app).get(`/api/v1/programs/${id}`).expect(200);
      expect((await request(t.app).get('/sitemap.xml').expect(200)).text).toContain(`/programs-and-projects/${id}<`);
      expect(await causes()).toContain(String(id));
      expect((await call(editor, 'get', `/programs/${id}`).expect(200)).body.data.status).toBe('published');

      const entries = await auditSince('programs', id, since);
      expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'schedule']);
      expect(entries.find((entry) => entry.action === 'schedule')).toMatchObject({
        staffEmail: editor.email,
        before: { status: 'draft' },
        after: { status: 'scheduled', publish_at: soon },
      });
      // A time in the past is refused, in the staff member's language.
      const past = await call(
        editor,
        'put',
        `/programs/${id}`,
        program(1, { status: 'scheduled', publish_at: new Date(Date.now() - 60_000).toISOString() }),
        'ar',
      ).expect(400);
      expect(Object.keys(past.body.error.fields)).toEqual(['publish_at']);
      expect(past.body.error.fields.publish_at).toMatch(ARABIC);
      await call(editor, 'delete', `/programs/${id}`).expect(200);
    });

    it('refuses bad input field by field, in the staff member’s language', async () => {
      const bad = await call(
        editor,
        'post',
        '/programs',
        program(99_999, { title_ar: '', target_halalas: -5, image: 'https://evil.example/x.png', beneficiaries: 1.5 }),
        'ar',
      ).expect(400);
      expect(Object.keys(bad.body.error.fields).sort()).toEqual([
        'beneficiaries',
        'image',
        'target_halalas',
        'title_ar',
      ]);
      expect(bad.body.error.fields.title_ar).toMatch(ARABIC);
      const unknownPath = await call(editor, 'post', '/programs', program(99_999), 'en').expect(400);
      expect(unknownPath.body.error.fields).toEqual({ path_id: 'Choose one of the donation paths.' });
      const below = await call(editor, 'post', '/programs', program(1, { collected_adjustment: -1 })).expect(400);
      expect(Object.keys(below.body.error.fields)).toEqual(['collected_adjustment']);
      const slug = await call(editor, 'post', '/paths', path({ slug: 'Not A Slug' })).expect(400);
      expect(Object.keys(slug.body.error.fields)).toEqual(['slug']);
      const existing = await db.selectFrom('donation_paths').select('slug').executeTakeFirstOrThrow();
      const taken = await call(editor, 'post', '/paths', path({ slug: existing.slug })).expect(400);
      expect(Object.keys(taken.body.error.fields)).toEqual(['slug']);
      await call(finance, 'post', '/programs', program(1)).expect(403);
    });
  });

  describe('home carousel slides', () => {
    const slide = (overrides: Record<string, unknown> = {}) => ({
      kind: 'image',
      title_ar: 'شريحة جديدة',
      title_en: 'A brand-new slide',
      text_ar: 'نص',
      text_en: 'Text',
      image: '/images/slides/1.jpg',
      link: '/contribute/waqf',
      video_url: '',
      position: 0,
      status: 'published',
      ...overrides,
    });

    it('an image slide needs a link inside the site; a video slide a YouTube or Vimeo link', async () => {
      const noLink = await call(editor, 'post', '/home-slides', slide({ link: '' })).expect(400);
      expect(Object.keys(noLink.body.error.fields)).toEqual(['link']);
      const outside = await call(editor, 'post', '/home-slides', slide({ link: '//evil.example' })).expect(400);
      expect(Object.keys(outside.body.error.fields)).toEqual(['link']);
      const badVideo = await call(
        editor,
        'post',
        '/home-slides',
        slide({ kind: 'video', video_url: 'https://example.org/v.mp4' }),
        'ar',
      ).expect(400);
      expect(badVideo.body.error.fields.video_url).toMatch(ARABIC);
      const video = await call(
        editor,
        'post',
        '/home-slides',
        slide({
          title_en: 'A video slide',
          kind: 'video',
          video_url: 'https://youtu.be/dQw4w9WgXcQ',
          link: '/ignored',
        }),
      ).expect(201);
      expect(video.body.data).toMatchObject({ link: '', video_url: 'https://youtu.be/dQw4w9WgXcQ' });
    });

    it('a new slide is on the home page at once; a draft or deleting it takes it off', async () => {
      expect(await shows('/en', 'A brand-new slide')).toBe(false);
      const created = await call(editor, 'post', '/home-slides', slide()).expect(201);
      expect(await shows('/en', 'A brand-new slide')).toBe(true);
      await call(editor, 'put', `/home-slides/${created.body.data.id}`, slide({ status: 'draft' })).expect(200);
      expect(await shows('/en', 'A brand-new slide')).toBe(false);
      await call(editor, 'put', `/home-slides/${created.body.data.id}`, slide({ status: 'published' })).expect(200);
      expect(await shows('/en', 'A brand-new slide')).toBe(true);
      await call(editor, 'delete', `/home-slides/${created.body.data.id}`).expect(200);
      expect(await shows('/en', 'A brand-new slide')).toBe(false);
      expect((await auditOf('home-slides', created.body.data.id)).map((entry) => entry.action).sort()).toEqual([
        'create',
        'delete',
        'publish',
        'unpublish',
      ]);
    });
  });

  describe('home carousel slides: publishing', () => {
    const slide = (overrides: Record<string, unknown> = {}) => ({
      kind: 'image',
      title_ar: 'شريحة مسودة',
      title_en: 'A slide in draft',
      text_ar: 'نص',
      text_en: 'Text',
      image: '/images/slides/1.jpg',
      link: '/paths',
      video_url: '',
      position: 0,
      status: 'draft',
      ...overrides,
    });

    it('a draft slide is not on the home page but shows in its preview; scheduled, it comes on at its time', async () => {
      const since = new Date().toISOString();
      const created = await call(editor, 'post', '/home-slides', slide()).expect(201);
      const id = created.body.data.id as number;
      expect(await shows('/en', 'A slide in draft')).toBe(false);
      const links = await call(editor, 'post', `/preview/home-slides/${id}`, {}).expect(201);
      expect((await request(t.app).get(links.body.data.en).expect(200)).text).toContain('A slide in draft');
      expect((await request(t.app).get(links.body.data.ar).expect(200)).text).toContain('شريحة مسودة');
      expect(await shows('/en', 'A slide in draft')).toBe(false);

      await call(
        editor,
        'put',
        `/home-slides/${id}`,
        slide({ status: 'scheduled', publish_at: new Date(Date.now() + 1500).toISOString() }),
      ).expect(200);
      expect(await shows('/en', 'A slide in draft')).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(await shows('/en', 'A slide in draft')).toBe(true);
      const list = await call(
        editor,
        'get',
        `/home-slides?filter=${encodeURIComponent(JSON.stringify({ status: 'draft' }))}`,
      ).expect(200);
      expect((list.body.data as Array<{ id: number }>).map((row) => row.id)).not.toContain(id);
      await call(editor, 'put', `/home-slides/${id}`, slide({ status: 'draft' })).expect(200);
      expect(await shows('/en', 'A slide in draft')).toBe(false);
      expect((await auditSince('home-slides', id, since)).map((entry) => entry.action).sort()).toEqual([
        'create',
        'schedule',
        'unpublish',
      ]);
      await call(editor, 'delete', `/home-slides/${id}`).expect(200);
    });
  });

  describe('contribution catalogue', () => {
    const waqf = (overrides: Record<string, unknown> = {}) => ({
      kind: 'waqf',
      title_ar: 'وقف جديد',
      title_en: 'A new endowment share',
      summary_ar: 'ملخص',
      summary_en: 'Summary',
      image: '/giving/waqf.svg',
      unit_price: 10_000,
      stock_total: 10,
      target: null,
      fund: 'waqf',
      zakat_eligible: false,
      status: 'published',
      most_needed: false,
      position: 9,
      ...overrides,
    });

    it('finance sets prices and stock; the stock cannot go below what is sold; the public catalogue shows changes at once', async () => {
      const created = await call(finance, 'post', '/catalog', waqf()).expect(201);
      const id = created.body.data.id as number;
      expect(created.body.data).toMatchObject({
        unit_price: 10_000,
        stock_total: 10,
        stock_left: 10,
        sold: 0,
        collected: 0,
      });
      expect(await shows('/en/contribute/waqf', 'A new endowment share')).toBe(true);

      // Six are sold.
      await db.updateTable('giving_items').set({ stock_left: 4 }).where('id', '=', id).execute();
      const below = await call(finance, 'put', `/catalog/${id}`, waqf({ stock_total: 5 }), 'en').expect(400);
      expect(below.body.error.fields.stock_total).toContain('6');
      const more = await call(
        finance,
        'put',
        `/catalog/${id}`,
        waqf({ stock_total: 20, unit_price: 12_500, title_en: 'A dearer endowment share' }),
      ).expect(200);
      expect(more.body.data).toMatchObject({ stock_total: 20, stock_left: 14, sold: 6, unit_price: 12_500 });
      expect(await shows('/en/contribute/waqf', 'A dearer endowment share')).toBe(true);
      const item = await request(t.app).get(`/api/v1/giving/items/${id}`).expect(200);
      expect(item.body).toMatchObject({ unitPrice: 12_500, stockTotal: 20, stockLeft: 14 });

      const negative = await call(finance, 'put', `/catalog/${id}`, waqf({ unit_price: -100 })).expect(400);
      expect(Object.keys(negative.body.error.fields)).toEqual(['unit_price']);
      const kind = await call(finance, 'put', `/catalog/${id}`, waqf({ kind: 'haj' })).expect(400);
      expect(Object.keys(kind.body.error.fields)).toEqual(['kind']);
      const zakat = await call(finance, 'put', `/catalog/${id}`, waqf({ fund: 'zakat', zakat_eligible: false })).expect(
        400,
      );
      expect(Object.keys(zakat.body.error.fields)).toEqual(['zakat_eligible']);

      const entries = await auditOf('catalog', id);
      expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'update']);
      expect(entries.find((entry) => entry.action === 'update')!.before).toMatchObject({
        unit_price: 10_000,
        stock_left: 4,
      });
    });

    it('an editor keeps the words and pictures; money fields are finance’s', async () => {
      const created = await call(finance, 'post', '/catalog', waqf({ title_en: 'Edited by both' })).expect(201);
      const id = created.body.data.id as number;
      await call(editor, 'put', `/catalog/${id}`, waqf({ title_en: 'Retitled by the editor' })).expect(200);
      const price = await call(
        editor,
        'put',
        `/catalog/${id}`,
        waqf({ unit_price: 1_00_00 + 1, fund: 'sadaqah', zakat_eligible: true }),
        'ar',
      ).expect(403);
      expect(Object.keys(price.body.error.fields).sort()).toEqual(['fund', 'unit_price', 'zakat_eligible']);
      expect(price.body.error.fields.unit_price).toMatch(ARABIC);
      // A new cause by an editor: the kind's own fund, no target.
      await call(editor, 'post', '/catalog', {
        ...waqf({ kind: 'cause', unit_price: null, stock_total: null, fund: 'sadaqah' }),
      }).expect(201);
      await call(editor, 'post', '/catalog', waqf()).expect(403);
      await call(services, 'get', '/catalog').expect(403);
    });

    it('each kind asks for its own fields', async () => {
      const family = await call(
        finance,
        'post',
        '/catalog',
        waqf({ kind: 'family', unit_price: null, stock_total: null, fund: 'sadaqah', city_ar: 'الرياض', city_en: '' }),
      ).expect(400);
      expect(Object.keys(family.body.error.fields).sort()).toEqual(['city_en', 'target']);
      const ok = await call(
        finance,
        'post',
        '/catalog',
        waqf({
          kind: 'family',
          unit_price: null,
          stock_total: null,
          target: 500_000,
          fund: 'sadaqah',
          zakat_eligible: true,
          members: 5,
          city_ar: 'الرياض',
          city_en: 'Riyadh',
        }),
      ).expect(201);
      expect(ok.body.data).toMatchObject({
        kind: 'family',
        target: 500_000,
        stock_total: null,
        zakat_eligible: true,
        city_en: 'Riyadh',
      });
      const product = await call(
        finance,
        'post',
        '/catalog',
        waqf({ kind: 'product', unit_price: null, target: 100 }),
      ).expect(400);
      expect(Object.keys(product.body.error.fields).sort()).toEqual(['target', 'unit_price']);
    });

    it('an item that orders name is not deleted (a draft instead)', async () => {
      await transferOrderId(t.app);
      const refused = await call(finance, 'delete', '/catalog/80', undefined, 'en').expect(409);
      expect(refused.body.error.message).toContain('save it as a draft');
      const created = await call(finance, 'post', '/catalog', waqf()).expect(201);
      await call(finance, 'delete', `/catalog/${created.body.data.id}`).expect(200);
      await request(t.app).get(`/api/v1/giving/items/${created.body.data.id}`).expect(404);
    });
  });

  describe('contribution catalogue: publishing', () => {
    it('a draft item is off its page and takes no gifts; finance previews it; scheduled, it is offered at its time', async () => {
      const since = new Date().toISOString();
      const body = {
        kind: 'waqf',
        title_ar: 'سهم وقف قادم',
        title_en: 'An endowment share coming soon',
        summary_ar: 'ملخص',
        summary_en: 'Summary',
        image: '/giving/waqf.svg',
        unit_price: 10_000,
        stock_total: 10,
        target: null,
        fund: 'waqf',
        zakat_eligible: false,
        most_needed: true,
        position: 0,
        status: 'draft',
      };
      const created = await call(finance, 'post', '/catalog', body).expect(201);
      const id = created.body.data.id as number;
      expect(await shows('/en/contribute/waqf', 'An endowment share coming soon')).toBe(false);
      await request(t.app).get(`/api/v1/giving/items/${id}`).expect(404);
      const gift = await postOrder(t.app, orderBody([{ kind: 'waqf', ref: String(id), quantity: 1 }]));
      expect(gift.status).toBe(400);
      expect(Object.keys(gift.body.error.fields)).toEqual(['items.0.ref']);
      const links = await call(finance, 'post', `/preview/catalog/${id}`, {}).expect(201);
      expect((await request(t.app).get(links.body.data.en).expect(200)).text).toContain(
        'An endowment share coming soon',
      );
      await call(services, 'post', `/preview/catalog/${id}`, {}).expect(403);

      await call(finance, 'put', `/catalog/${id}`, {
        ...body,
        status: 'scheduled',
        publish_at: new Date(Date.now() + 1500).toISOString(),
      }).expect(200);
      expect(await shows('/en/contribute/waqf', 'An endowment share coming soon')).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(await shows('/en/contribute/waqf', 'An endowment share coming soon')).toBe(true);
      expect((await request(t.app).get(`/api/v1/giving/items/${id}`).expect(200)).body).toMatchObject({
        available: true,
      });
      expect((await auditSince('catalog', id, since)).map((entry) => entry.action).sort()).toEqual([
        'create',
        'schedule',
      ]);
      await call(finance, 'delete', `/catalog/${id}`).expect(200);
    });
  });

  describe('gift occasions and cards', () => {
    it('a card’s text colour must read on its background; an occasion with cards or sent gifts stays', async () => {
      const occasion = await call(editor, 'post', '/gift-occasions', {
        title_ar: 'رمضان',
        title_en: 'Ramadan greetings',
        summary_ar: 'ملخص',
        summary_en: 'Summary',
        image: '/giving/gift-eid.svg',
        position: 9,
      }).expect(201);
      const occasionId = occasion.body.data.id as number;
      const card = {
        occasion_id: occasionId,
        title_ar: 'هلال',
        title_en: 'Crescent',
        image: '/giving/gift-eid.svg',
        background: '#FFFFFF',
        foreground: '#EEEEEE',
        position: 1,
      };
      const pale = await call(editor, 'post', '/gift-cards', card, 'ar').expect(400);
      expect(Object.keys(pale.body.error.fields)).toEqual(['foreground']);
      expect(pale.body.error.fields.foreground).toMatch(ARABIC);
      const created = await call(editor, 'post', '/gift-cards', { ...card, foreground: '#0F3D33' }).expect(201);
      expect(created.body.data.foreground).toBe('#0f3d33');
      const occasions = await request(t.app).get('/api/v1/giving/gift-occasions').expect(200);
      expect(JSON.stringify(occasions.body)).toContain('Ramadan greetings');
      await call(editor, 'post', '/gift-cards', { ...card, foreground: '#000000', occasion_id: 99_999 }).expect(400);
      const inUse = await call(editor, 'delete', `/gift-occasions/${occasionId}`).expect(409);
      expect(inUse.body.error.message).toBe('This occasion still has 1 card design: delete it first.');
      await call(editor, 'delete', `/gift-cards/${created.body.data.id}`).expect(200);
      await call(editor, 'delete', `/gift-occasions/${occasionId}`).expect(200);
      expect((await auditOf('gift-cards', created.body.data.id)).map((entry) => entry.action).sort()).toEqual([
        'create',
        'delete',
      ]);
    });
  });

  describe('bank accounts', () => {
    const account = (iban: string) => ({
      bank_ar: 'مصرف الراجحي',
      bank_en: 'Al Rajhi Bank',
      purpose_ar: 'الزكاة',
      purpose_en: 'Zakat',
      account_name_ar: 'الجمعية',
      account_name_en: 'The association',
      iban,
      position: 5,
    });

    it('checks the IBAN, stores it compact, shows it on the profile at once; the last account stays; finance only', async () => {
      const bad = await call(finance, 'post', '/bank-accounts', account('SA00 8000 0000 0000 0000 0001'), 'ar').expect(
        400,
      );
      expect(bad.body.error.fields.iban).toMatch(ARABIC);
      const iban = saudiIban('80', '123456789');
      const spaced = iban
        .replace(/(.{4})/g, '$1 ')
        .trim()
        .toLowerCase();
      const created = await call(finance, 'post', '/bank-accounts', account(spaced)).expect(201);
      expect(created.body.data.iban).toBe(iban);
      const profile = await request(t.app).get('/api/v1/profile').expect(200);
      expect(JSON.stringify(profile.body)).toContain(iban);
      await call(editor, 'post', '/bank-accounts', account(iban)).expect(403);
      // One IBAN is listed once, however it is typed; the account keeps its own IBAN on an edit.
      const twice = await call(finance, 'post', '/bank-accounts', account(spaced), 'ar').expect(400);
      expect(twice.body.error.fields).toEqual({ iban: 'هذا الآيبان مدرج في حساب آخر.' });
      await call(finance, 'put', `/bank-accounts/${created.body.data.id}`, account(iban)).expect(200);

      const ids = (await db.selectFrom('bank_accounts').select('id').execute()).map((row) => row.id);
      for (const id of ids.slice(1)) await call(finance, 'delete', `/bank-accounts/${id}`).expect(200);
      const last = await call(finance, 'delete', `/bank-accounts/${ids[0]}`, undefined, 'en').expect(409);
      expect(last.body.error.message).toContain('last bank account');
      expect((await auditOf('bank-accounts', created.body.data.id)).map((entry) => entry.action).sort()).toEqual([
        'create',
        'delete',
        'update',
      ]);
    });
  });

  describe('job openings', () => {
    const job = (overrides: Record<string, unknown> = {}) => ({
      slug: 'nurse-coordinator',
      title_ar: 'منسق تمريض',
      title_en: 'Nurse coordinator',
      department_ar: 'الرعاية',
      department_en: 'Care',
      location_ar: 'الرياض',
      location_en: 'Riyadh',
      employment_type: 'fullTime',
      summary_ar: 'ملخص',
      summary_en: 'Summary',
      requirements_ar: 'شرط أول\nشرط ثان',
      requirements_en: 'First\nSecond',
      is_open: true,
      sort_order: 9,
      posted_at: '2026-11-01',
      closes_at: null,
      status: 'published',
      ...overrides,
    });

    it('services and editors publish openings; closing dates follow posting; an opening with applications is closed, not deleted', async () => {
      const early = await call(services, 'post', '/job-openings', job({ closes_at: '2026-10-01' })).expect(400);
      expect(Object.keys(early.body.error.fields)).toEqual(['closes_at']);
      // A day its month does not have (Date.parse reads it as 2 March, and it was stored so once).
      const noSuchDay = await call(services, 'post', '/job-openings', job({ posted_at: '2026-02-30' })).expect(400);
      expect(Object.keys(noSuchDay.body.error.fields)).toEqual(['posted_at']);
      const created = await call(services, 'post', '/job-openings', job()).expect(201);
      const id = created.body.data.id as number;
      expect(created.body.data).toMatchObject({ posted_at: '2026-11-01', closes_at: null, is_open: true });
      expect(await shows('/en/jobs', 'Nurse coordinator')).toBe(true);
      const closed = await call(
        editor,
        'put',
        `/job-openings/${id}`,
        job({ is_open: false, closes_at: '2026-12-31' }),
      ).expect(200);
      expect(closed.body.data.closes_at).toBe('2026-12-31');
      // The association's days (Asia/Riyadh, UTC+3): the opening closes at the end of its closing day there.
      const stored = await db
        .selectFrom('job_openings')
        .select(['posted_at', 'closes_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ posted_at: '2026-10-31T21:00:00.000Z', closes_at: '2026-12-31T20:59:59.000Z' });
      expect(await shows('/en/jobs', 'Nurse coordinator')).toBe(false);
      const dup = await call(editor, 'post', '/job-openings', job()).expect(400);
      expect(Object.keys(dup.body.error.fields)).toEqual(['slug']);
      await call(finance, 'get', '/job-openings').expect(403);

      const at = new Date().toISOString();
      await db
        .insertInto('job_applications')
        .values({
          reference: `JOB-2026-${String(Date.now()).slice(-6)}`,
          opening_id: id,
          full_name: 'Sample Applicant',
          national_id: '1000000008',
          mobile: '0551234567',
          email: 'a@example.org',
          city: 'Riyadh',
          qualification: 'bachelor',
          major: null,
          years_experience: 3,
          cover_letter: null,
          consent_at: at,
          status: 'received',
          locale: 'en',
          created_at: at,
        })
        .execute();
      await call(services, 'delete', `/job-openings/${id}`).expect(409);
      expect((await auditOf('job-openings', id)).map((entry) => entry.action).sort()).toEqual(['create', 'update']);
    });
  });

  describe('job openings: publishing', () => {
    it('a draft opening is not on /jobs nor in the jobs API; services preview and publish it', async () => {
      const body = {
        slug: 'draft-pharmacist',
        title_ar: 'صيدلي',
        title_en: 'Pharmacist in draft',
        department_ar: 'الرعاية',
        department_en: 'Care',
        location_ar: 'الرياض',
        location_en: 'Riyadh',
        employment_type: 'partTime',
        summary_ar: 'ملخص',
        summary_en: 'Summary',
        requirements_ar: 'شرط',
        requirements_en: 'Requirement',
        is_open: true,
        sort_order: 0,
        posted_at: '2026-11-01',
        closes_at: null,
        status: 'draft',
      };
      const since = new Date().toISOString();
      const created = await call(services, 'post', '/job-openings', body).expect(201);
      const id = created.body.data.id as number;
      const listed = async () =>
        ((await request(t.app).get('/api/v1/jobs').expect(200)).body.items as Array<{ id: number }>).map(
          (item) => item.id,
        );
      expect(await shows('/en/jobs', 'Pharmacist in draft')).toBe(false);
      expect(await listed()).not.toContain(id);
      const links = await call(services, 'post', `/preview/job-openings/${id}`, {}).expect(201);
      expect((await request(t.app).get(links.body.data.en).expect(200)).text).toContain('Pharmacist in draft');
      // Services preview openings, not the editors' other content.
      await call(services, 'post', '/preview/faqs/1', {}).expect(403);

      await call(services, 'put', `/job-openings/${id}`, { ...body, status: 'published' }).expect(200);
      expect(await shows('/en/jobs', 'Pharmacist in draft')).toBe(true);
      expect(await listed()).toContain(id);
      expect((await auditSince('job-openings', id, since)).map((entry) => entry.action).sort()).toEqual([
        'create',
        'publish',
      ]);
      await call(services, 'delete', `/job-openings/${id}`).expect(200);
    });
  });

  describe('calculator prices', () => {
    /** As the form starts: the set in force, with new gold and silver prices read an hour ago. */
    const prices = async (overrides: Record<string, unknown> = {}) => {
      const current = (await call(finance, 'get', '/calculator-settings?perPage=1').expect(200)).body.data[0] as Record<
        string,
        unknown
      >;
      const { id: _id, effective_at: _effective, ...set } = current;
      return {
        ...set,
        gold_price_per_gram: 51_234,
        silver_price_per_gram: 655,
        prices_set_at: new Date(Date.now() - 3_600_000).toISOString(),
        ...overrides,
      };
    };

    it('finance saves new gold and silver prices: a new row in force at once, the calculators show it, the history stays', async () => {
      expect(await shows('/en/calc/money', '512.34')).toBe(false);
      const created = await call(finance, 'post', '/calculator-settings', await prices()).expect(201);
      const id = created.body.data.id as string;
      expect(created.body.data).toMatchObject({ gold_price_per_gram: 51_234, silver_price_per_gram: 655 });
      const api = await request(t.app).get('/api/v1/calculator-settings').expect(200);
      expect(api.body).toMatchObject({ goldPricePerGram: 51_234, silverPricePerGram: 655 });
      expect(await shows('/en/calc/money', '512.34')).toBe(true);
      const history = await call(finance, 'get', '/calculator-settings').expect(200);
      expect(history.body.total).toBeGreaterThanOrEqual(2);
      expect(history.body.data[0].id).toBe(id);
      await call(finance, 'get', `/calculator-settings/${encodeURIComponent(id)}`).expect(200);
      // The history downloads as CSV with prices in riyals.
      const csv = await call(finance, 'get', '/calculator-settings?format=csv').expect(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.text).toContain('512.34');
      // No edits and no deletions: the history is kept.
      await call(finance, 'put', `/calculator-settings/${encodeURIComponent(id)}`, await prices()).expect(404);
      await call(finance, 'delete', `/calculator-settings/${encodeURIComponent(id)}`).expect(404);
      const entries = await auditOf('calculator-settings', id);
      expect(entries.map((entry) => entry.action)).toEqual(['create']);
      expect(entries[0]!.staffEmail).toBe(finance.email);
    });

    it('refuses zero or negative prices, fractions of a halala, a price past its column and a future reading date', async () => {
      // 50 million riyals a gram: past what the integer column holds (PostgreSQL answered 500 once).
      const bad = await call(
        finance,
        'post',
        '/calculator-settings',
        await prices({
          gold_price_per_gram: 0,
          silver_price_per_gram: -1,
          meal_price: 10.5,
          clothing_price: 5_000_000_000,
          prices_set_at: new Date(Date.now() + 86_400_000).toISOString(),
        }),
        'ar',
      ).expect(400);
      expect(Object.keys(bad.body.error.fields).sort()).toEqual([
        'clothing_price',
        'gold_price_per_gram',
        'meal_price',
        'prices_set_at',
        'silver_price_per_gram',
      ]);
      expect(bad.body.error.fields.gold_price_per_gram).toMatch(ARABIC);
      const tooHigh = await call(
        finance,
        'post',
        '/calculator-settings',
        await prices({ clothing_price: 5_000_000_000 }),
      ).expect(400);
      expect(Object.keys(tooHigh.body.error.fields)).toEqual(['clothing_price']);
      await call(editor, 'post', '/calculator-settings', { gold_price_per_gram: 1 }).expect(403);
    });
  });

  describe('site settings', () => {
    it('administrators change the association’s name, licence number and contacts; receipts read the row, the contact page shows it at once', async () => {
      const current = await call(admin, 'get', '/site-settings/1').expect(200);
      const body = {
        ...current.body.data,
        name_en: 'Health Endowment Association (renamed)',
        licence_number: '4321',
        email: 'care@example.org',
      };
      delete body.id;
      expect(await shows('/en/contactus', 'care@example.org')).toBe(false);
      const saved = await call(admin, 'put', '/site-settings/1', body).expect(200);
      expect(saved.body.data).toMatchObject({
        name_en: 'Health Endowment Association (renamed)',
        licence_number: '4321',
      });
      expect(await shows('/en/contactus', 'care@example.org')).toBe(true);
      const profile = await request(t.app).get('/api/v1/profile').expect(200);
      expect(profile.body.licence.number).toBe('4321');
      const row = await db
        .selectFrom('association_profile')
        .select(['name_en', 'licence_number'])
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ name_en: 'Health Endowment Association (renamed)', licence_number: '4321' });
      const bad = await call(
        admin,
        'put',
        '/site-settings/1',
        { ...body, licence_number: '<b>', email: 'nope' },
        'ar',
      ).expect(400);
      expect(Object.keys(bad.body.error.fields).sort()).toEqual(['email', 'licence_number']);
      await call(admin, 'put', '/site-settings/2', body).expect(404);
      await call(finance, 'put', '/site-settings/1', body).expect(403);
      expect((await auditOf('site-settings', 1)).map((entry) => entry.action)).toEqual(['update']);
    });
  });
});
