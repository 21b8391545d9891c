import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connection';
import { TEST_CARDS } from '../../server/payments/sandbox';

/**
 * "An order whose creation was answered 201 survives kill -9 of the server right after": the
 * real server in its own process (tsx, dev mode: no build needed), SIGKILL the moment the 201's
 * status line arrives, restart, and the order is there — and so is a payment answered as paid.
 */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--dev'], {
    cwd: process.cwd(),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', PAYMENT_PROVIDER: 'sandbox', PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}): ${stderr}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become ready: ${stderr}`);
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe('giving durability: kill -9 right after the 201', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-giving-durability-'));
  let child: ChildProcess | null = null;
  afterAll(async () => {
    if (child) await killHard(child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the order answered 201, and the payment answered paid with its effects and messages', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const key = randomUUID();
    const body = JSON.stringify({ donor: { name: 'Durable Donor', mobile: '0512345678' }, items: [{ kind: 'waqf', ref: '10', quantity: 3 }, { kind: 'cause', ref: '2', amount: 4_321 }] });
    const post = () => fetch(`${base}/api/v1/orders`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key }, body });

    child = await startServer(dataDir, port);
    const created = await post();
    expect(created.status).toBe(201);
    await killHard(child); // the status line has arrived: nothing more is awaited from the server

    child = await startServer(dataDir, port);
    // The same key after the crash answers the same order: it was there all along.
    const replay = await post();
    expect(replay.status).toBe(200);
    const order = (await replay.json()) as { orderId: string; number: number; total: number; payment: { id: string } };
    expect(order.total).toBe(3 * 10_000 + 4_321);
    const pay = await fetch(`${base}/api/v1/payments/sandbox/${order.payment.id}?lang=ar`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `card=${TEST_CARDS.success}&action=pay`, redirect: 'manual' });
    expect(pay.status).toBe(303);
    const verified = await fetch(`${base}/api/v1/payments/${order.payment.id}/verify`, { method: 'POST' });
    expect(verified.status).toBe(200);
    await killHard(child);

    // Restart once more on the crashed database (WAL recovery), then look at the file itself.
    child = await startServer(dataDir, port);
    await killHard(child);
    const database = openDatabase({ dataDir });
    try {
      const orders = await database.db.selectFrom('orders').selectAll().where('idempotency_key', '=', key).execute();
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({ id: order.orderId, status: 'paid', total: 34_321 });
      const items = await database.db.selectFrom('order_items').selectAll().where('order_id', '=', order.orderId).execute();
      expect(items).toHaveLength(2);
      const waqf = await database.db.selectFrom('giving_items').select(['stock_left', 'collected']).where('id', '=', 10).executeTakeFirstOrThrow();
      expect(waqf).toEqual({ stock_left: 6_420 - 3, collected: 30_000 });
      const sms = await database.db.selectFrom('outbox_messages').selectAll().where('recipient', '=', '0512345678').execute();
      expect(sms.some((message) => message.body.includes(String(order.number)))).toBe(true);
    } finally {
      await database.close();
    }
  }, 180_000);
});
