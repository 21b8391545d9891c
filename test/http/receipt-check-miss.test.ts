import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';

/** A code of the right shape that no receipt has: the check page's own answer, not "page moved". */
const UNKNOWN = 'ABCDEFGHJKMNPQRSTVWXYZ2345';

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
const heading = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');

describe.each(TEST_DIALECTS)('the receipt check of a code with no receipt (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: dialect });
  }, 60_000);
  afterAll(async () => t.close());

  it.each([
    ['ar', 'لا يوجد إيصال بهذا الرمز', 'جرّب رمزًا آخر', 'رمز الإيصال'],
    ['en', 'No receipt with this code', 'Try another code', 'Receipt code'],
  ])(
    '%s: a 404 page that says no receipt has the code, with a field for another one',
    async (lang, says, tryAnother, field) => {
      const page = await request(t.app).get(`/${lang}/receipts/verify/${UNKNOWN}`).expect(404);
      expect(heading(page.text)).toBe(says);
      expect(title(page.text)).toContain(says);
      expect(main(page.text)).not.toContain('data-testid="error-page"');
      expect(page.text).toContain('data-testid="receipt-check-unknown"');
      expect(page.text).toContain(tryAnother);
      expect(page.text).toContain(field);
      expect(page.text).toMatch(new RegExp(`<form [^>]*action="/${lang}/receipts/verify/${UNKNOWN}" method="get"`));
      expect(page.text).toContain('name="code"');
      expect(page.text).toContain('<meta name="robots" content="noindex, nofollow" data-head>');
    },
  );

  it.each([
    ['ar', 'هذا ليس رمز إيصال'],
    ['en', 'This is not a receipt code'],
  ])('%s: an address that cannot be a code says so, with a 404 and the same field', async (lang, says) => {
    for (const code of ['not-a-code', 'ABC', `${UNKNOWN}X`]) {
      const page = await request(t.app).get(`/${lang}/receipts/verify/${code}`).expect(404);
      expect(heading(page.text)).toBe(says);
      expect(page.text).toContain('data-testid="receipt-check-malformed"');
      expect(page.text).toContain('name="code"');
    }
  });

  it('the field leads to the typed code’s own check, spaces and dashes dropped, in the page’s language', async () => {
    const typed = await request(t.app)
      .get(`/ar/receipts/verify/not-a-code?code=${encodeURIComponent(' abcd-efgh jkmn ')}`)
      .expect(303);
    expect(typed.headers.location).toBe('/ar/receipts/verify/ABCDEFGHJKMN');
    const english = await request(t.app)
      .get(`/en/receipts/verify/${UNKNOWN}?code=${UNKNOWN.toLowerCase()}`)
      .expect(303);
    expect(english.headers.location).toBe(`/en/receipts/verify/${UNKNOWN}`);
    // Digits from an Arabic keyboard are the code's digits; nothing typed leaves the check's path.
    const arabicDigits = await request(t.app)
      .get(`/ar/receipts/verify/${UNKNOWN}?code=${encodeURIComponent('abcd٢٣۴٥')}`)
      .expect(303);
    expect(arabicDigits.headers.location).toBe('/ar/receipts/verify/ABCD2345');
    const path = await request(t.app)
      .get(`/en/receipts/verify/${UNKNOWN}?code=${encodeURIComponent('../../admin?x=//evil.example')}`)
      .expect(303);
    expect(path.headers.location).toBe('/en/receipts/verify/ADMINXEVILEXAMPLE');
    // An empty field is no new code: the page itself answers.
    await request(t.app).get(`/en/receipts/verify/${UNKNOWN}?code=`).expect(404);
  });
});
