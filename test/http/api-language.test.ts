import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';

/** The API's language (server/locale/server-i18n.ts `apiLocale`): ?lang=, then Accept-Language, then the cookie, then Arabic. */
const t = useTestApp({ database: 'sqlite' });

async function notFound(setup: (test: request.Test) => request.Test, path = '/api/v1/no-such-thing') {
  const res = await setup(request(t.app).get(path));
  expect(res.status).toBe(404);
  return {
    message: (res.body as { error: { message: string } }).error.message,
    language: res.headers['content-language'],
  };
}

describe('API language', () => {
  it('follows ?lang=, then Accept-Language, then the cookie, else Arabic', async () => {
    const arabic = await notFound((test) => test);
    const english = await notFound((test) => test, '/api/v1/no-such-thing?lang=en');
    expect(arabic.language).toBe('ar');
    expect(english.language).toBe('en');
    expect(english.message).not.toBe(arabic.message);
    expect(english.message).toMatch(/[a-z]/i);
    expect(arabic.message).toMatch(/[\u0600-\u06ff]/);
    expect(await notFound((test) => test.set('Accept-Language', 'en-US,en;q=0.9'))).toEqual(english);
    expect(await notFound((test) => test.set('Cookie', 'i18n_redirected=en'))).toEqual(english);
    expect(
      await notFound(
        (test) => test.set('Accept-Language', 'en').set('Cookie', 'i18n_redirected=en'),
        '/api/v1/no-such-thing?lang=ar',
      ),
    ).toEqual(arabic);
    expect(await notFound((test) => test.set('Accept-Language', 'fr-FR'))).toEqual(arabic);
  });
});
