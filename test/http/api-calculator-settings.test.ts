import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculatorSettingsSchema } from '../../src/domain/calculator-settings';
import { currentCalculatorSettings } from '../../server/services/calculators/settings';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SEEDED_CALCULATOR_SETTINGS } from '../helpers/calculator-fixtures';
import { TEST_DIALECTS } from '../helpers/test-database';

describe.each(TEST_DIALECTS)('GET /api/v1/calculator-settings (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: dialect });
  });
  afterAll(() => t.close());

  it('serves the seeded settings, valid by the shared schema, cacheable for a minute', async () => {
    const res = await request(t.app).get('/api/v1/calculator-settings').expect(200);
    expect(res.type).toBe('application/json');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers.etag).toBeTruthy();
    const settings = calculatorSettingsSchema.parse(res.body);
    expect(settings).toEqual(SEEDED_CALCULATOR_SETTINGS);
  });

  it('answers 304 to a repeated request with its ETag', async () => {
    const first = await request(t.app).get('/api/v1/calculator-settings').expect(200);
    await request(t.app).get('/api/v1/calculator-settings').set('If-None-Match', first.headers.etag).expect(304);
  });

  it('serves the latest settings in effect and ignores ones scheduled for later', async () => {
    const db = t.database!.db;
    const base = {
      silver_price_per_gram: 620,
      nisab_gold_grams: 85,
      nisab_silver_grams: 595,
      fitr_amount_per_person: 2_500,
      fitr_grams_per_person: 3_000,
      meal_price: 1_500,
      clothing_price: 7_500,
    };
    await db
      .insertInto('calculator_settings')
      .values({
        ...base,
        effective_at: '2026-11-20T06:00:00.000Z',
        prices_set_at: '2026-11-20T06:00:00.000Z',
        gold_price_per_gram: 49_550,
      })
      .execute();
    await db
      .insertInto('calculator_settings')
      .values({
        ...base,
        effective_at: '2999-01-01T00:00:00.000Z',
        prices_set_at: '2999-01-01T00:00:00.000Z',
        gold_price_per_gram: 1,
      })
      .execute();
    const res = await request(t.app).get('/api/v1/calculator-settings').expect(200);
    expect(res.body).toMatchObject({
      goldPricePerGram: 49_550,
      silverPricePerGram: 620,
      pricesSetAt: '2026-11-20T06:00:00.000Z',
    });
    // Before the newer row took effect, the seeded one applies.
    const earlier = await currentCalculatorSettings(db, new Date('2026-11-16T00:00:00.000Z'));
    expect(earlier?.goldPricePerGram).toBe(49_000);
    await db.deleteFrom('calculator_settings').where('effective_at', '>', '2026-11-15T06:00:00.000Z').execute();
  });

  it("answers 503 in the visitor's language when no settings are in effect, never a 500", async () => {
    const db = t.database!.db;
    const rows = await db.selectFrom('calculator_settings').selectAll().execute();
    await db.deleteFrom('calculator_settings').execute();
    try {
      const ar = await request(t.app).get('/api/v1/calculator-settings').set('Accept-Language', 'ar').expect(503);
      expect(ar.body.error.code).toBe('settings_unavailable');
      expect(ar.body.error.message).toContain('أسعار الحاسبة');
      const en = await request(t.app).get('/api/v1/calculator-settings').set('Accept-Language', 'en').expect(503);
      expect(en.body.error.message).toContain('calculator prices');
      expect(en.headers['cache-control']).toBe('no-store');
    } finally {
      await db.insertInto('calculator_settings').values(rows).execute();
    }
  });
});
