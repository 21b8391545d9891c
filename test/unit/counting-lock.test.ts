import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../helpers/test-database';
import { DAILY_CODES_PER_NUMBER, requestStatementCode } from '../../server/services/receipts/statements';
import { startCampaign } from '../../server/services/campaigns/campaigns';
import { CAMPAIGNS_PER_MOBILE_PER_DAY, campaignStartSchema } from '../../src/domain/campaigns';
import { riyadhDate } from '../../src/lib/civil-dates';
import { ServiceError } from '../../server/services/service-error';

/**
 * Daily limits counted in the database hold when the requests arrive together: each counter waits
 * for the one before it to commit (server/db/counting-lock.ts). On PostgreSQL the transactions run
 * on separate pooled connections, so without the lock each would count without the others' rows.
 */
const BURST = 8;

function outcomes(results: PromiseSettledResult<unknown>[]) {
  const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
  for (const reason of refused) expect(reason, String(reason)).toBeInstanceOf(ServiceError);
  return { done: results.length - refused.length, refused: refused as ServiceError[] };
}

describe.each(TEST_DIALECTS)('daily limits under a burst (%s)', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  }, 60_000);
  afterAll(async () => database.destroy());

  it(`sends at most ${DAILY_CODES_PER_NUMBER} statement codes to one number a day, however many ask at once`, async () => {
    const message = { translate: (_locale: string, key: string) => key };
    const results = await Promise.allSettled(
      Array.from({ length: BURST }, () =>
        requestStatementCode(database.db, { mobile: '0566100001', locale: 'ar' }, message),
      ),
    );
    const { done, refused } = outcomes(results);
    expect(done).toBe(DAILY_CODES_PER_NUMBER);
    expect(refused.map((error) => error.status)).toEqual(Array(BURST - DAILY_CODES_PER_NUMBER).fill(429));
    const texts = await database.db
      .selectFrom('outbox_messages')
      .select('id')
      .where('recipient', '=', '0566100001')
      .execute();
    const rows = await database.db
      .selectFrom('statement_requests')
      .select('id')
      .where('mobile', '=', '0566100001')
      .execute();
    expect([texts.length, rows.length]).toEqual([DAILY_CODES_PER_NUMBER, DAILY_CODES_PER_NUMBER]);
  });

  it(`starts at most ${CAMPAIGNS_PER_MOBILE_PER_DAY} campaigns a day for one number, however many arrive at once`, async () => {
    const ends = new Date(`${riyadhDate(new Date())}T00:00:00Z`);
    ends.setUTCDate(ends.getUTCDate() + 14);
    const input = campaignStartSchema().parse({
      causeKind: 'program',
      causeRef: '1',
      target: '2000',
      endsOn: ends.toISOString().slice(0, 10),
      displayName: 'Sara Al-Otaibi',
      message: 'Please help this programme this winter.',
      mobile: '0566100002',
    });
    // A different address for each, so only the number's limit can refuse them.
    const results = await Promise.allSettled(
      Array.from({ length: BURST }, (_, i) =>
        startCampaign(database.db, input, { locale: 'en', address: `192.0.2.${i + 1}`, addressKey: 'test-key' }),
      ),
    );
    const { done, refused } = outcomes(results);
    expect(done).toBe(CAMPAIGNS_PER_MOBILE_PER_DAY);
    expect(new Set(refused.map((error) => error.code))).toEqual(new Set(['campaign_limit']));
    const rows = await database.db
      .selectFrom('campaigns')
      .select('slug')
      .where('creator_mobile', '=', '0566100002')
      .execute();
    expect(rows).toHaveLength(CAMPAIGNS_PER_MOBILE_PER_DAY);
  });
});
