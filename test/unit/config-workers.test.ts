import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { workerExecArgv } from '../../server/cluster';

describe('workers, page cache and shedding settings', () => {
  it('production defaults to a worker per CPU; tests and development to one', () => {
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: 'true' }).WEB_CONCURRENCY).toBe(
      availableParallelism(),
    );
    expect(loadConfig({ NODE_ENV: 'test' }).WEB_CONCURRENCY).toBe(1);
    expect(loadConfig({ NODE_ENV: 'development' }).WEB_CONCURRENCY).toBe(1);
    expect(
      loadConfig({ NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: 'true', WEB_CONCURRENCY: '3' }).WEB_CONCURRENCY,
    ).toBe(3);
  });

  it('the per-address fresh-render limit is on in production and off in tests unless set', () => {
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: 'true' }).RENDER_RATE_LIMIT).toBe(120);
    expect(loadConfig({ NODE_ENV: 'test' }).RENDER_RATE_LIMIT).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', RENDER_RATE_LIMIT: '5' }).RENDER_RATE_LIMIT).toBe(5);
  });

  it('rejects nonsense with a message naming the variable', () => {
    for (const [name, value] of [
      ['WEB_CONCURRENCY', '0'],
      ['RENDER_CONCURRENCY', 'many'],
      ['RENDER_QUEUE', '-1'],
      ['HTML_CACHE_STALE_SECONDS', 'x'],
      ['WORKER_HEAP_MB', '64'],
      ['WORKER_HEAP_MB', 'lots'],
    ] as const) {
      expect(() => loadConfig({ NODE_ENV: 'test', [name]: value })).toThrow(ConfigError);
      expect(() => loadConfig({ NODE_ENV: 'test', [name]: value })).toThrow(name);
    }
  });
});

describe('each worker’s heap bound', () => {
  it('is 384 MB unless set; 0 leaves it to V8', () => {
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: 'true' }).WORKER_HEAP_MB).toBe(384);
    expect(loadConfig({ NODE_ENV: 'test', WORKER_HEAP_MB: '0' }).WORKER_HEAP_MB).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', WORKER_HEAP_MB: '1024' }).WORKER_HEAP_MB).toBe(1024);
  });

  it('reaches the workers’ command line, never over the operator’s own', () => {
    expect(workerExecArgv(['--enable-source-maps'], undefined, 384)).toEqual([
      '--enable-source-maps',
      '--max-old-space-size=384',
    ]);
    expect(workerExecArgv([], '', 0)).toEqual([]);
    expect(workerExecArgv(['--max-old-space-size=2048'], undefined, 384)).toEqual(['--max-old-space-size=2048']);
    expect(workerExecArgv([], '--trace-warnings --max-old-space-size=1024', 384)).toEqual([]);
  });
});
