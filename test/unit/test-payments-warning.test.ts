import pino from 'pino';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { createProviders } from '../../server/payments';
import { givingPaymentsRouter } from '../../server/api/giving-payments';
import type { DatabaseHandle } from '../../server/db/connection';
import type { FileStore } from '../../server/files/store';
import { limitStoreFor } from '../../server/security/limit-store';

function bootLog(env: Record<string, string>): string {
  const lines: string[] = [];
  const logger = pino(
    { level: 'info' },
    new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) }),
  );
  const config = loadConfig(env);
  givingPaymentsRouter({
    database: { db: {} } as unknown as DatabaseHandle,
    config,
    logger,
    providers: createProviders(config),
    files: {} as FileStore,
    limits: limitStoreFor(null, logger),
  });
  return lines.join('');
}

describe('the sandbox gateway in production', () => {
  it('logs a warning at boot that every payment is a test', () => {
    const log = bootLog({ NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: 'true' });
    expect(log).toMatch(/"level":40/);
    expect(log).toContain('PAYMENT_PROVIDER=sandbox in production');
  });

  it('says nothing in development or on a real gateway', () => {
    expect(bootLog({ NODE_ENV: 'development' })).toBe('');
    expect(
      bootLog({
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'moyasar',
        MOYASAR_SECRET_KEY: 'sk',
        MOYASAR_WEBHOOK_SECRET: 'wh',
      }),
    ).toBe('');
  });
});
