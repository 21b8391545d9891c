import { randomUUID } from 'node:crypto';
import { loadConfig } from '../server/config';
import { createProviders } from '../server/payments';
import { createOrder } from '../server/services/giving/orders';
import { verifyPayment } from '../server/services/giving/settle';
import type { NotifyContext } from '../server/services/giving/notifications';
import type { OrderRequest } from '../src/domain/giving/order-schema';
import { createTestDatabase } from '../test/helpers/test-database';
import { sampleLockWaits } from './lock-sampler';

/**
 * Lock waits on the giving path (create → pay on the sandbox → verify) on PostgreSQL: K simulated
 * donors calling the giving services (as the API does, without HTTP) on a fresh database, with the
 * pool of one instance (10 connections), while pg_stat_activity is sampled
 * every 10 ms for sessions waiting on a lock (and what they were running) and sessions idle inside
 * a transaction. Prints paid orders a second, mean and peak waiting sessions, and the statements
 * that waited most. Not part of `npm run bench`:
 *
 *   npx tsx bench/order-lock-waits.ts [donors=16] [seconds=10] [basket=most-needed|mixed]
 */
const DONORS = Number(process.argv[2] ?? 16);
const SECONDS = Number(process.argv[3] ?? 10);
const BASKET = process.argv[4] ?? 'most-needed';

const ITEMS =
  BASKET === 'mixed'
    ? [
        { kind: 'cause', ref: '1', amount: 10_000 },
        { kind: 'waqf', ref: '10', quantity: 1 },
      ]
    : [{ kind: 'cause', ref: '1', amount: 10_000 }];

async function main(): Promise<void> {
  const database = await createTestDatabase('postgres');
  const db = database.db;
  const providers = createProviders(
    loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://example.org', LOG_LEVEL: 'silent' }),
  );
  // Sandbox payments are tests: settling one queues no message, so nothing here is called.
  const notify = {} as NotifyContext;

  const locks = await sampleLockWaits((database.location as { databaseUrl: string }).databaseUrl);

  let paid = 0;
  let errors = 0;
  const flows: number[] = [];
  const deadline = Date.now() + SECONDS * 1000;
  const donor = async (index: number) => {
    while (Date.now() < deadline) {
      const started = performance.now();
      try {
        const request = {
          donor: { name: 'Bench Donor', mobile: `05${String(10_000_000 + index).slice(-8)}` },
          items: ITEMS,
          method: 'card',
        } as unknown as OrderRequest;
        const created = await createOrder(db, providers, {
          request,
          idempotencyKey: randomUUID(),
          locale: 'en',
          visitorAddress: `bench-${index}`,
        });
        // What the sandbox's card page records for the success card.
        await db
          .updateTable('payments')
          .set({ sandbox_outcome: 'paid', updated_at: new Date().toISOString() })
          .where('id', '=', created.body.payment.id)
          .where('sandbox_outcome', 'is', null)
          .execute();
        const verified = await verifyPayment(db, providers, created.body.payment.id, notify);
        if (verified.orderStatus !== 'paid') throw new Error(`verify: ${JSON.stringify(verified)}`);
        paid += 1;
        flows.push(performance.now() - started);
      } catch (error) {
        errors += 1;
        if (errors <= 3) console.error(String(error));
      }
    }
  };
  const began = Date.now();
  await Promise.all(Array.from({ length: DONORS }, (_, index) => donor(index)));
  const elapsed = (Date.now() - began) / 1000;
  const waits = await locks.stop();
  flows.sort((a, b) => a - b);
  const at = (q: number) => Math.round(flows[Math.min(flows.length - 1, Math.floor(q * flows.length))] ?? 0);
  const { waitedOn, ...lockFigures } = waits;
  console.log(
    JSON.stringify(
      {
        donors: DONORS,
        seconds: SECONDS,
        basket: BASKET,
        paidPerSecond: Math.round(paid / elapsed),
        paid,
        errors,
        p50Ms: at(0.5),
        p99Ms: at(0.99),
        ...lockFigures,
      },
      null,
      1,
    ),
  );
  for (const { statement, meanWaiting } of waitedOn)
    console.log(`${meanWaiting.toFixed(2)} waiting on average: ${statement}`);
  await database.destroy();
  process.exit(0);
}

void main();
