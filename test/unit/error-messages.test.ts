import { describe, expect, it } from 'vitest';
import { errorMessageKey, publicError } from '../../src/app/error-view';
import { loadLocaleResources } from '../../src/lib/locale-resources';

describe('error pages speak the visitor language, never a library message', () => {
  const cases = [
    [{ statusCode: 400, message: 'Request failed with status code 400' }, 'errors.requestFailed'],
    [{ statusCode: 500, message: 'Network Error' }, 'errors.networkFailed'],
    [
      { statusCode: 500, message: 'Failed to fetch dynamically imported module: https://x/assets/a.js' },
      'errors.updateFailed',
    ],
    [{ statusCode: 503, message: 'Request failed with status code 503' }, 'errors.serverFailed'],
    [{ statusCode: 404, message: 'x', messageKey: 'errors.notFound' }, 'errors.notFound'],
  ] as const;

  for (const [error, key] of cases) {
    it(`"${error.message}" → ${key}, a text that exists in Arabic and English`, async () => {
      expect(errorMessageKey(error)).toBe(key);
      const [group, name] = key.split('.');
      for (const locale of ['ar', 'en'] as const) {
        const common = (await loadLocaleResources(locale)).common as Record<string, Record<string, string>>;
        expect(common[group][name], `${locale} ${key}`).toMatch(/\S/);
      }
    });
  }

  it('the state the browser gets carries the key, not the message', () => {
    expect(publicError({ statusCode: 400, message: 'Request failed with status code 400' })).toEqual({
      statusCode: 400,
      message: '',
      messageKey: 'errors.requestFailed',
    });
  });
});
