import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { TEST_CARDS } from '../server/payments/sandbox';
import { startNginxFront, type NginxFront } from '../test/helpers/nginx-front';
import { freePort } from '../test/helpers/server-process';
import { TEST_POSTGRES_URL } from '../test/helpers/test-database';
import { ROOT, startBuiltServer, type BuiltServer } from '../test/built/built-server';
import { startCpuAccounting } from './cpu-accounting';
import { monotonicMicros, summariseCpuProfiles } from './cpu-profile-summary';
import { sampleLockWaits } from './lock-sampler';

/**
 * The peak night: K simulated donors, each in a loop creating an order, paying it on the sandbox's
 * card page and verifying it, over real HTTP against built instances (`node server`) on one fresh
 * PostgreSQL database, straight to one instance or round-robin through the repository's nginx
 * config. Prints paid orders a second, p50/p99 of the whole flow, errors, lost (a 201 whose order
 * is not in the database) and lock waits sampled from pg_stat_activity. Needs `npm run build`.
 *
 *   npm run bench:peak -- [donors=32] [seconds=20] [instances=1] [front=direct|nginx]
 *
 * Workers per instance: PEAK_WORKERS (default: this machine's cores shared between the instances).
 * PEAK_CPU_PROFILE=<folder>: the instances run with V8's CPU profiler and the run ends with where
 * their time went (self time by package and by function). Without it the run still prints where
 * the machine's CPU went (instances, PostgreSQL, nginx, the donors) and how busy the machine was.
 * Each donor has an address of its own (X-Forwarded-For, TRUST_PROXY=1), as real donors do, so
 * the per-address limits stay the site's defaults but for the orders limit, which is raised.
 */
const DONORS = Number(process.argv[2] ?? 32);
const SECONDS = Number(process.argv[3] ?? 20);
const INSTANCES = Number(process.argv[4] ?? 1);
const FRONT = process.argv[5] === 'nginx' ? 'nginx' : 'direct';
const WORKERS = Number(process.env.PEAK_WORKERS ?? Math.max(1, Math.floor(2 / INSTANCES)));
const PROFILE_DIR = process.env.PEAK_CPU_PROFILE ? path.resolve(process.env.PEAK_CPU_PROFILE) : null;

interface Flow {
  ms: number;
  orderId: string;
}

async function main(): Promise<void> {
  const name = `site_peak_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();

  const ports = await Promise.all(Array.from({ length: INSTANCES }, () => freePort()));
  let front: NginxFront | null = null;
  if (FRONT === 'nginx') {
    if (INSTANCES !== 2)
      throw new Error('the nginx front stands before exactly two instances (deploy/nginx/site.conf names two)');
    front = await startNginxFront([ports[0]!, ports[1]!], path.join(ROOT, 'dist/client/assets'));
  }
  const env = {
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: front?.origin ?? `http://127.0.0.1:${ports[0]}`,
    TRUST_PROXY: '1',
    WEB_CONCURRENCY: String(WORKERS),
    LOG_LEVEL: 'warn',
    GIVING_RATE_LIMIT: '100000',
    DATA_KEYS: `peak:${randomBytes(32).toString('base64')}`,
  };
  const servers: BuiltServer[] = await Promise.all(
    ports.map((port) =>
      startBuiltServer(env, { port, nodeArgs: PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [] }),
    ),
  );
  const origins = front ? null : servers.map((server) => server.origin);

  // The donors talk plain HTTP to the instances, or TLS to nginx (self-signed: accepted here).
  const send = async (
    index: number,
    method: string,
    target: string,
    headers: Record<string, string>,
    body?: string,
  ) => {
    const forwarded = { 'X-Forwarded-For': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}` };
    if (front) {
      const answer = await front.request(method, target, { headers: { ...headers, ...forwarded }, body });
      return { status: answer.status, text: answer.text };
    }
    const response = await fetch(`${origins![index % origins!.length]}${target}`, {
      method,
      headers: { ...headers, ...forwarded },
      body,
      redirect: 'manual',
    });
    return { status: response.status, text: await response.text() };
  };

  const acknowledged: string[] = [];
  const flows: Flow[] = [];
  const errors = new Map<string, number>();
  const failed = (what: string) => errors.set(what, (errors.get(what) ?? 0) + 1);
  const deadline = Date.now() + SECONDS * 1000;
  const donor = async (index: number) => {
    const mobile = `05${String(10_000_000 + index).slice(-8)}`;
    while (Date.now() < deadline) {
      const started = performance.now();
      try {
        const created = await send(
          index,
          'POST',
          '/api/v1/orders',
          { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID(), 'Accept-Language': 'en' },
          JSON.stringify({
            donor: { name: 'Peak Donor', mobile },
            items: [{ kind: 'cause', ref: '1', amount: 10_000 }],
          }),
        );
        if (created.status !== 201) {
          failed(`create ${created.status}`);
          continue;
        }
        const order = JSON.parse(created.text) as { orderId: string; payment: { id: string } };
        acknowledged.push(order.orderId);
        const paid = await send(
          index,
          'POST',
          `/api/v1/payments/sandbox/${order.payment.id}?lang=en`,
          { 'Content-Type': 'application/x-www-form-urlencoded' },
          `card=${TEST_CARDS.success}&action=pay`,
        );
        if (paid.status !== 303) {
          failed(`pay ${paid.status}`);
          continue;
        }
        const verified = await send(index, 'POST', `/api/v1/payments/${order.payment.id}/verify`, {
          'Accept-Language': 'en',
        });
        if (verified.status !== 200 || (JSON.parse(verified.text) as { status?: string }).status !== 'paid') {
          failed(`verify ${verified.status}`);
          continue;
        }
        flows.push({ ms: performance.now() - started, orderId: order.orderId });
      } catch (error) {
        failed(String((error as Error).message).slice(0, 60));
      }
    }
  };

  const locks = await sampleLockWaits(databaseUrl);
  const cpu = startCpuAccounting(servers.map((server) => server.process.pid!));
  const began = Date.now();
  const runWindow = { from: monotonicMicros(), to: 0 };
  await Promise.all(Array.from({ length: DONORS }, (_, index) => donor(index)));
  runWindow.to = monotonicMicros();
  const elapsed = (Date.now() - began) / 1000;
  const cpuSplit = cpu.stop();
  const waits = await locks.stop();

  const check = new pg.Client({ connectionString: databaseUrl });
  await check.connect();
  const { rows } = await check.query<{ id: string }>('SELECT id FROM orders WHERE id = ANY($1)', [acknowledged]);
  const stored = new Set(rows.map((row) => row.id));
  await check.end();
  const lost = acknowledged.filter((id) => !stored.has(id)).length;

  const times = flows.map((flow) => flow.ms).sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
  const { waitedOn, ...lockFigures } = waits;
  console.log(
    JSON.stringify(
      {
        donors: DONORS,
        seconds: SECONDS,
        instances: INSTANCES,
        workersPerInstance: WORKERS,
        front: FRONT,
        paidPerSecond: Math.round(flows.length / elapsed),
        paid: flows.length,
        p50Ms: at(0.5),
        p99Ms: at(0.99),
        errors: Object.fromEntries(errors),
        acknowledged: acknowledged.length,
        lost,
        ...lockFigures,
        cpuSeconds: cpuSplit.seconds,
        instanceCpuMsPerPaid: round((1000 * (cpuSplit.seconds.instances ?? 0)) / Math.max(1, flows.length)),
        postgresCpuMsPerPaid: round((1000 * (cpuSplit.seconds.postgres ?? 0)) / Math.max(1, flows.length)),
        machineBusy: cpuSplit.machineBusy,
        cores: cpuSplit.cores,
      },
      null,
      1,
    ),
  );
  for (const { statement, meanWaiting } of waitedOn)
    console.log(`${meanWaiting.toFixed(2)} waiting on average: ${statement}`);

  await Promise.all(servers.map((server) => server.stop()));
  await front?.stop();
  if (PROFILE_DIR) {
    // A worker writes its profile as it exits, which may be after its primary has gone.
    const expected = INSTANCES * (WORKERS > 1 ? WORKERS + 1 : 1);
    for (let waited = 0; waited < 20_000 && profileCount(PROFILE_DIR) < expected; waited += 250)
      await new Promise((resolve) => setTimeout(resolve, 250));
    console.log(summariseCpuProfiles(PROFILE_DIR, runWindow));
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  process.exit(0);
}

void main();

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

function profileCount(folder: string): number {
  return readdirSync(folder).filter((file) => file.endsWith('.cpuprofile')).length;
}
