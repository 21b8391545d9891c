import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

describe('workers, page cache and shedding settings', () => {
  it('production defaults to a worker per CPU; tests and development to one', () => {
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: 'true' }).WEB_CONCURRENCY).toBe(availableParallelism());
    expect(loadConfig({ NODE_ENV: 'test' }).WEB_CONCURRENCY).toBe(1);
    expect(loadConfig({ NODE_ENV: 'development' }).WEB_CONCURRENCY).toBe(1);
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: 'true', WEB_CONCURRENCY: '3' }).WEB_CONCURRENCY).toBe(3);
  });

  it('the per-address fresh-render limit is on in production and off in tests unless set', () => {
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: 'true' }).RENDER_RATE_LIMIT).toBe(120);
    expect(loadConfig({ NODE_ENV: 'test' }).RENDER_RATE_LIMIT).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', RENDER_RATE_LIMIT: '5' }).RENDER_RATE_LIMIT).toBe(5);
  });

  it('rejects nonsense with a message naming the variable', () => {
    for (const [name, value] of [['WEB_CONCURRENCY', '0'], ['RENDER_CONCURRENCY', 'many'], ['RENDER_QUEUE', '-1'], ['HTML_CACHE_STALE_SECONDS', 'x']] as const) {
      expect(() => loadConfig({ NODE_ENV: 'test', [name]: value })).toThrow(ConfigError);
      expect(() => loadConfig({ NODE_ENV: 'test', [name]: value })).toThrow(name);
    }
  });
});
