import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connection';
import { freePort, killHard, startServer } from '../helpers/spawned-server';
import { moyasarEnv, payInvoice, startStub, type MoyasarStub } from '../helpers/moyasar-stub';

/**
 * "An order whose creation was answered 201 survives kill -9 of the server right after": the
 * real server in its own process (tsx, dev mode: no build needed), SIGKILL the moment the 201's
 * status line arrives, restart, and the order is there — and so is a payment answered as paid.
 * The gateway is a local stub of Moyasar: a sandbox payment is a test and would count nothing.
 */

describe('giving durability: kill -9 right after the 201', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-giving-durability-'));
  let child: ChildProcess | null = null;
  let stub: MoyasarStub | null = null;
  afterAll(async () => {
    if (child) await killHard(child);
    await stub?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the order answered 201, and the payment answered paid with its effects and messages', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const key = randomUUID();
    const body = JSON.stringify({
      donor: { name: 'Durable Donor', mobile: '0512345678' },
      items: [
        { kind: 'waqf', ref: '10', quantity: 3 },
        { kind: 'cause', ref: '2', amount: 4_321 },
      ],
    });
    const post = () =>
      fetch(`${base}/api/v1/orders`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body,
      });

    stub = await startStub();
    const gateway = moyasarEnv(stub);
    child = await startServer(dataDir, port, gateway);
    const created = await post();
    expect(created.status).toBe(201);
    await killHard(child); // the status line has arrived: nothing more is awaited from the server

    child = await startServer(dataDir, port, gateway);
    // The same key after the crash answers the same order: it was there all along.
    const replay = await post();
    expect(replay.status).toBe(200);
    const order = (await replay.json()) as { orderId: string; number: number; total: number; payment: { id: string } };
    expect(order.total).toBe(3 * 10_000 + 4_321);
    // The donor pays on the gateway's page (every invoice made for this payment, in case the crash
    // came between creating one and recording it).
    const invoices = [...stub.invoices.values()].filter((invoice) => invoice.metadata.payment_id === order.payment.id);
    expect(invoices.length).toBeGreaterThan(0);
    for (const invoice of invoices) payInvoice(invoice);
    const verified = await fetch(`${base}/api/v1/payments/${order.payment.id}/verify`, { method: 'POST' });
    expect(verified.status).toBe(200);
    await killHard(child);

    // Restart once more on the crashed database (WAL recovery), then look at the file itself.
    child = await startServer(dataDir, port, gateway);
    await killHard(child);
    const database = openDatabase({ dataDir });
    try {
      const orders = await database.db.selectFrom('orders').selectAll().where('idempotency_key', '=', key).execute();
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({ id: order.orderId, status: 'paid', total: 34_321 });
      const items = await database.db
        .selectFrom('order_items')
        .selectAll()
        .where('order_id', '=', order.orderId)
        .execute();
      expect(items).toHaveLength(2);
      const waqf = await database.db
        .selectFrom('giving_items')
        .select(['stock_left', 'collected'])
        .where('id', '=', 10)
        .executeTakeFirstOrThrow();
      expect(waqf).toEqual({ stock_left: 6_420 - 3, collected: 30_000 });
      const sms = await database.db
        .selectFrom('outbox_messages')
        .selectAll()
        .where('recipient', '=', '0512345678')
        .execute();
      // An Arabic order's SMS writes its number in Arabic-Indic digits.
      const arabicNumber = String(order.number).replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]);
      expect(
        sms.some((message) => message.body.includes(String(order.number)) || message.body.includes(arabicNumber)),
      ).toBe(true);
    } finally {
      await database.close();
    }
  }, 180_000);
});
