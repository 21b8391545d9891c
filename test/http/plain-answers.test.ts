import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en/common.json';
import ar from '../../locales/ar/common.json';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ database: false });
});
afterAll(() => t.close());

describe('plain-text answers the server writes itself', () => {
  it('a missing asset is a 404 in the visitor language, never the app', async () => {
    const arabic = await request(t.app).get('/assets/missing-chunk.js');
    expect(arabic.status).toBe(404);
    expect(arabic.type).toBe('text/plain');
    expect(arabic.text).toBe(ar.api.notFound);
    const english = await request(t.app).get('/assets/missing-chunk.js').set('Cookie', 'i18n_redirected=en');
    expect(english.text).toBe(en.api.notFound);
  });
});
