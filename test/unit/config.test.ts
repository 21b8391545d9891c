import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, publicRuntimeConfig } from '../../server/config';
import { RETENTION_DEFAULTS } from '../../src/domain/retention';

describe('loadConfig: defaults', () => {
  it('boots with an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('0.0.0.0');
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.ROOT_REDIRECT).toBeUndefined();
    expect(config.ROOT_REDIRECT_STATUS).toBe(302);
    expect(config.DETECT_BROWSER_LANGUAGE).toBe(true);
    expect(config.API_BASE_URL).toBe('/api/v1');
    expect(config.ANALYTICS_ID).toBe('');
    expect(config.MAPS_API_KEY).toBe('');
    expect(config.TRUST_PROXY).toBe(false);
    expect(config.DATA_DIR).toBe(path.resolve('./data'));
  });

  it('reads good values', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'https://site.example',
      ROOT_REDIRECT: '/en/news',
      ROOT_REDIRECT_STATUS: '301',
      DETECT_BROWSER_LANGUAGE: 'off',
      API_BASE_URL: 'https://api.example/v1',
      ANALYTICS_ID: 'G-ABC123',
      MAPS_API_KEY: 'key',
      TRUST_PROXY: '1',
      DATA_DIR: '/tmp/site-data',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      ROOT_REDIRECT: '/en/news',
      ROOT_REDIRECT_STATUS: 301,
      DETECT_BROWSER_LANGUAGE: false,
      TRUST_PROXY: 1,
      DATA_DIR: '/tmp/site-data',
    });
    expect(publicRuntimeConfig(config)).toEqual({
      publicUrl: 'https://site.example',
      apiBaseUrl: 'https://api.example/v1',
      analyticsId: 'G-ABC123',
      mapsApiKey: 'key',
      detectBrowserLanguage: false,
      retention: RETENTION_DEFAULTS,
    });
  });

  it('TRUST_PROXY accepts true, a hop count and a list of addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toBe('loopback, 10.0.0.0/8');
  });
});

describe('loadConfig: a bad value stops boot with a message naming the variable', () => {
  const bad: Array<[string, string]> = [
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['PUBLIC_URL', 'not a url'],
    ['ROOT_REDIRECT', 'https://evil.example'],
    ['ROOT_REDIRECT', '//evil.example'],
    ['ROOT_REDIRECT', '/\\evil.example'],
    ['ROOT_REDIRECT_STATUS', '200'],
    ['ROOT_REDIRECT_STATUS', 'soon'],
    ['DETECT_BROWSER_LANGUAGE', 'maybe'],
    ['API_BASE_URL', 'ftp://api.example'],
    ['ANALYTICS_ID', 'UA-1234-5'],
    ['TRUST_PROXY', 'yes please!'],
    ['DATABASE_URL', 'mysql://x'],
    ['LOG_LEVEL', 'loud'],
    ['NODE_ENV', 'staging'],
    ['SHUTDOWN_TIMEOUT_MS', '-1'],
  ];
  for (const [name, value] of bad) {
    it(`${name}=${value}`, () => {
      expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
      expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n\\s+${name}: `));
    });
  }

  it('names every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'x', ANALYTICS_ID: 'y' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toContain('PORT');
      expect((error as Error).message).toContain('ANALYTICS_ID');
    }
  });
});

describe('loadConfig: test payments and reservations', () => {
  it('an explicit production on the sandbox gateway refuses to boot without ALLOW_TEST_PAYMENTS=true, saying why', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      /ALLOW_TEST_PAYMENTS: PAYMENT_PROVIDER=sandbox takes only test payments/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: 'false' })).toThrow(
      /PAYMENT_PROVIDER=moyasar, or ALLOW_TEST_PAYMENTS=true/,
    );
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: 'true' }).ALLOW_TEST_PAYMENTS).toBe(true);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'moyasar',
        MOYASAR_SECRET_KEY: 'sk',
        MOYASAR_WEBHOOK_SECRET: 'wh',
      }).PAYMENT_PROVIDER,
    ).toBe('moyasar');
    expect(loadConfig({ NODE_ENV: 'development' }).ALLOW_TEST_PAYMENTS).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: 'maybe' })).toThrow(/ALLOW_TEST_PAYMENTS/);
  });

  it('holds an unpaid order for RESERVATION_MINUTES (30 by default)', () => {
    expect(loadConfig({}).RESERVATION_MINUTES).toBe(30);
    expect(loadConfig({ RESERVATION_MINUTES: '45' }).RESERVATION_MINUTES).toBe(45);
    expect(() => loadConfig({ RESERVATION_MINUTES: '0' })).toThrow(/RESERVATION_MINUTES/);
  });
});
