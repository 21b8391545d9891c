import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import { csrfAgent } from '../helpers/application-fixtures';
import type { CatalogItem, CatalogPage, GiftOccasionList } from '../../src/domain/giving/catalog';

describe.each(TEST_DIALECTS)('giving catalog API (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: dialect, env: { FORM_RATE_LIMIT: '1000' } });
  });
  afterAll(async () => t.close());

  it('lists every kind with its own fields, paginated and cacheable', async () => {
    const kinds = ['cause', 'waqf', 'family', 'bill', 'relieve', 'haj', 'product', 'farm-product', 'anfahum'];
    for (const kind of kinds) {
      const response = await request(t.app).get('/api/v1/giving/items').query({ kind }).expect(200);
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      const page = response.body as CatalogPage;
      expect(page.items.length, kind).toBeGreaterThan(0);
      for (const item of page.items) expect(item.kind).toBe(kind);
    }
    const causes = (await request(t.app).get('/api/v1/giving/items?kind=cause').expect(200)).body as CatalogPage;
    expect(causes.items[0].mostNeeded).toBe(true);
    const waqf = (await request(t.app).get('/api/v1/giving/items?kind=waqf').expect(200)).body as CatalogPage;
    expect(waqf.items[0]).toMatchObject({ unitPrice: 10_000, stockTotal: 10_000, stockLeft: 6_420, available: true });
    const families = (await request(t.app).get('/api/v1/giving/items?kind=family&size=2').expect(200))
      .body as CatalogPage;
    expect(families).toMatchObject({ page: 1, size: 2, total: 3, pages: 2 });
    expect(families.items[0]).toMatchObject({
      city: { ar: 'الرياض', en: 'Riyadh' },
      members: 6,
      target: 2_400_000,
      collected: 950_000,
      remaining: 1_450_000,
    });
    const second = (await request(t.app).get('/api/v1/giving/items?kind=family&size=2&page=2').expect(200))
      .body as CatalogPage;
    expect(second.items).toHaveLength(1);
    const bills = (await request(t.app).get('/api/v1/giving/items?kind=bill').expect(200)).body as CatalogPage;
    const paidBill = bills.items.find((item) => item.remaining === 0) as CatalogItem;
    expect(paidBill.available).toBe(false);
    const products = (await request(t.app).get('/api/v1/giving/items?kind=product').expect(200)).body as CatalogPage;
    expect(products.items.find((item) => item.stockLeft === 0)?.available).toBe(false);
  });

  it('answers one item by id (family detail) and 404 for an unknown one', async () => {
    const family = await request(t.app).get('/api/v1/giving/items/20').expect(200);
    expect(family.body).toMatchObject({ id: 20, kind: 'family', need: { en: 'Rent and travel to treatment' } });
    const missing = await request(t.app).get('/api/v1/giving/items/9999').set('Accept-Language', 'ar').expect(404);
    expect(missing.body.error.message).toBe('هذا البند غير متاح');
  });

  it('refuses a bad kind or page in the visitor’s language', async () => {
    const en = await request(t.app).get('/api/v1/giving/items?kind=cars').set('Accept-Language', 'en').expect(400);
    expect(en.body.error.fields.kind).toBe('Unknown type of contribution');
    const ar = await request(t.app)
      .get('/api/v1/giving/items?kind=waqf&page=0')
      .set('Accept-Language', 'ar')
      .expect(400);
    expect(ar.body.error.fields.page).toMatch(/الصفحة/);
    await request(t.app).get('/api/v1/giving/items/abc').expect(404);
  });

  it('lists gift occasions with their card designs and the causes a gift may support', async () => {
    const list = (await request(t.app).get('/api/v1/giving/gift-occasions').expect(200)).body as GiftOccasionList;
    expect(list.items.length).toBe(4);
    expect(list.items[0].cards.length).toBe(2);
    for (const occasion of list.items) for (const card of occasion.cards) expect(card.occasionId).toBe(occasion.id);
    expect(list.causes.every((cause) => cause.kind === 'cause' || cause.kind === 'anfahum')).toBe(true);
    const one = await request(t.app).get('/api/v1/giving/gift-occasions/2').expect(200);
    expect(one.body.title.en).toBe('Get well soon');
    await request(t.app).get('/api/v1/giving/gift-occasions/99').expect(404);
  });

  it('tells the amount pickers the limits and presets', async () => {
    const settings = await request(t.app).get('/api/v1/giving/settings').expect(200);
    expect(settings.body).toMatchObject({
      minAmount: 100,
      maxAmount: 100_000_000,
      cardProvider: 'sandbox',
      methods: ['card', 'applepay', 'stcpay', 'bank-transfer'],
    });
  });

  describe('in-kind requests (/contribute/samples)', () => {
    const offer = {
      itemType: 'mobilityAids',
      quantity: '٢',
      condition: 'likeNew',
      city: 'Riyadh',
      name: 'Sample Giver',
      mobile: '0551234567',
      description: 'Two folding wheelchairs',
    };

    it('stores a valid offer and answers its reference', async () => {
      const agent = request.agent(t.app);
      const token = await csrfAgent(agent);
      const response = await agent
        .post('/api/v1/giving/in-kind-requests')
        .set('X-CSRF-Token', token)
        .send(offer)
        .expect(201);
      expect(response.body.reference).toMatch(/^INK-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]$/);
      const row = await t
        .database!.db.selectFrom('in_kind_requests')
        .selectAll()
        .where('reference', '=', response.body.reference)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ item_type: 'mobilityAids', quantity: 2, mobile: '0551234567' });
    });

    it('refuses bad input in Arabic and a post without the CSRF token', async () => {
      const agent = request.agent(t.app);
      const token = await csrfAgent(agent);
      const bad = await agent
        .post('/api/v1/giving/in-kind-requests')
        .set('X-CSRF-Token', token)
        .set('Accept-Language', 'ar')
        .send({ ...offer, mobile: '123', quantity: 0, extra: 1 })
        .expect(400);
      expect(bad.body.error.fields).toHaveProperty('_');
      const bad2 = await agent
        .post('/api/v1/giving/in-kind-requests')
        .set('X-CSRF-Token', token)
        .set('Accept-Language', 'ar')
        .send({ ...offer, mobile: '123', quantity: 0 })
        .expect(400);
      expect(bad2.body.error.fields.mobile).toMatch(/جوال/);
      expect(Object.keys(bad2.body.error.fields)).toContain('quantity');
      await request(t.app).post('/api/v1/giving/in-kind-requests').send(offer).expect(403);
    });

    it('answers a bot that fills the honeypot as a success and stores nothing', async () => {
      const agent = request.agent(t.app);
      const token = await csrfAgent(agent);
      const before = await t
        .database!.db.selectFrom('in_kind_requests')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      await agent
        .post('/api/v1/giving/in-kind-requests')
        .set('X-CSRF-Token', token)
        .send({ ...offer, website: 'http://spam.example' })
        .expect(201);
      const after = await t
        .database!.db.selectFrom('in_kind_requests')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });
  });
});
