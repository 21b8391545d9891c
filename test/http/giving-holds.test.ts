import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import { orderBody, paySandbox, postOrder, verify } from '../helpers/giving-fixtures';
import { invoiceFor, moyasarEnv, payInvoice, startStub, type MoyasarStub } from '../helpers/moyasar-stub';
import { TEST_CARDS } from '../../server/payments/sandbox';
import { CATALOG_KINDS, isFixedPrice } from '../../src/domain/giving/kinds';
import { MAX_ITEM_HALALAS, MAX_QUANTITY } from '../../src/domain/giving/money';
import type { CatalogItem } from '../../src/domain/giving/catalog';
import type { OrderCreated } from '../../src/domain/giving/api-types';
import type { OrderItemInput } from '../../src/domain/giving/order-schema';

/**
 * Holding scarce things without paying (docs/decisions/049-holding-scarce-items.md): one visitor's
 * unpaid orders — one address, or one mobile — hold at most half of what nobody else holds, so
 * the next donor can always order and pay what is not truly sold out or funded. Through the real
 * API, on both databases and both gateways (the probe that found it held every Hajj place,
 * endowment share and family need with one bank-transfer order, repeated 20 times).
 */
const ATTACKER = '203.0.113.7';
const DONOR = '198.51.100.9';
const HAJJ_SMALL = 51; // 12 packages left in the seed
const FAMILY = 20;

const gateways = ['moyasar', 'sandbox'] as const;
const cases = TEST_DIALECTS.flatMap((dialect) => gateways.map((gateway) => [dialect, gateway] as const));

describe.each(cases)('holding scarce items (%s, %s gateway)', (dialect, gateway) => {
  let t: TestApp;
  let stub: MoyasarStub;
  const db = () => t.database!.db;
  const counted = gateway === 'moyasar';

  beforeAll(async () => {
    stub = await startStub();
    const env = { GIVING_RATE_LIMIT: '100000', TRUST_PROXY: '1', ...(counted ? moyasarEnv(stub) : {}) };
    t = await createTestApp({ database: dialect, env });
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  const from = (address: string, items: OrderItemInput[], mobile: string, method: 'card' | 'bank-transfer' = 'card') =>
    postOrder(t.app, orderBody(items, { donor: { name: 'Sample Donor', mobile }, method })).set(
      'X-Forwarded-For',
      address,
    );

  async function catalog(): Promise<CatalogItem[]> {
    const pages = await Promise.all(
      CATALOG_KINDS.map((kind) => request(t.app).get(`/api/v1/giving/items?kind=${kind}&size=50`).expect(200)),
    );
    return pages.flatMap((page) => page.body.items as CatalogItem[]);
  }
  const shown = async (id: number) =>
    (await request(t.app).get(`/api/v1/giving/items/${id}`).expect(200)).body as CatalogItem;

  /** A line for all of an item that the catalog offers, within the per-line limits. */
  function all(item: CatalogItem): OrderItemInput | null {
    if (!item.available) return null;
    if (isFixedPrice(item.kind) && item.unitPrice !== null) {
      const quantity = Math.min(item.stockLeft ?? 1, MAX_QUANTITY, Math.floor(MAX_ITEM_HALALAS / item.unitPrice));
      return quantity >= 1 ? { kind: item.kind, ref: String(item.id), quantity } : null;
    }
    const amount = Math.min(item.remaining ?? 10_000, MAX_ITEM_HALALAS);
    return amount >= 100 ? { kind: item.kind, ref: String(item.id), amount } : null;
  }
  const everything = (items: CatalogItem[]) => items.map(all).filter((line): line is OrderItemInput => line !== null);
  const scarce = (items: CatalogItem[]) =>
    items.filter(
      (item) =>
        item.available &&
        (item.stockLeft !== null || (item.remaining !== null && ['family', 'bill', 'relieve'].includes(item.kind))),
    );
  const left = (item: CatalogItem) => item.stockLeft ?? item.remaining ?? 0;

  async function pay(created: OrderCreated) {
    if (counted) payInvoice(invoiceFor(stub, created.payment.id));
    else await paySandbox(t.app, created.payment.id, TEST_CARDS.success).expect(303);
    return (await verify(t.app, created.payment.id).expect(200)).body as { orderStatus: string };
  }
  const receipt = async (created: OrderCreated) =>
    (await request(t.app).get(`/api/v1/orders/${created.orderId}/receipt`).expect(200)).body as {
      items: { redirected?: unknown }[];
    };

  it('one address sending a bank-transfer order for every item, 20 times and under 20 mobiles, leaves every item open to the next donor, who orders and pays all that is open', async () => {
    const before = await catalog();
    const wanted = scarce(before);
    expect(wanted.length).toBeGreaterThan(10);
    for (let round = 0; round < 20; round++) {
      // Each round asks for everything the catalog still offers, as the probe did.
      const lines = everything(await catalog());
      await from(ATTACKER, lines, `05${String(20_000_000 + round)}`, 'bank-transfer').expect(201);
    }
    const after = new Map((await catalog()).map((item) => [item.id, item]));
    for (const item of wanted) {
      const now = after.get(item.id)!;
      // Never sold out or fully funded by unpaid orders, and at least half is still open.
      expect({ id: item.id, available: now.available }).toEqual({ id: item.id, available: true });
      expect(left(now)).toBeGreaterThanOrEqual(Math.ceil(left(item) / 2));
    }

    // Another donor, from another address, orders all of what is open and pays: every line counts.
    const lines = everything([...after.values()].filter((item) => wanted.some((w) => w.id === item.id)));
    expect(lines).toHaveLength(wanted.length);
    const created = (await from(DONOR, lines, '0587654321').expect(201)).body as OrderCreated;
    expect((await pay(created)).orderStatus).toBe('paid');
    expect((await receipt(created)).items.every((line) => line.redirected === undefined)).toBe(true);
    if (counted) {
      const hajj = await db()
        .selectFrom('giving_items')
        .select('stock_left')
        .where('id', '=', HAJJ_SMALL)
        .executeTakeFirstOrThrow();
      expect(hajj.stock_left).toBe(left(before.find((item) => item.id === HAJJ_SMALL)!) - left(after.get(HAJJ_SMALL)!));
    }
  });

  it('one mobile from many addresses is one visitor: its orders together hold at most half', async () => {
    await db().updateTable('giving_items').set({ stock_left: 12 }).where('id', '=', HAJJ_SMALL).execute();
    await db()
      .updateTable('orders')
      .set({ reserved_until: new Date(Date.now() - 1000).toISOString() })
      .where('status', '=', 'pending')
      .execute();
    for (let i = 0; i < 5; i++) {
      const open = (await shown(HAJJ_SMALL)).stockLeft!;
      await from(
        `192.0.2.${10 + i}`,
        [{ kind: 'haj', ref: String(HAJJ_SMALL), quantity: open }],
        '0533333333',
        'bank-transfer',
      ).expect(201);
    }
    expect(await shown(HAJJ_SMALL)).toMatchObject({ stockLeft: 6, available: true });
    // Another visitor may hold half of what is left to it.
    await from('192.0.2.99', [{ kind: 'haj', ref: String(HAJJ_SMALL), quantity: 6 }], '0544444444').expect(201);
    expect((await shown(HAJJ_SMALL)).stockLeft).toBe(3);
  });

  it('the last unit is held by nobody: it goes to whoever pays first, a later payment is redirected', async () => {
    await db()
      .updateTable('orders')
      .set({ reserved_until: new Date(Date.now() - 1000).toISOString() })
      .where('status', '=', 'pending')
      .execute();
    await db().updateTable('giving_items').set({ stock_left: 1 }).where('id', '=', HAJJ_SMALL).execute();
    const line = [{ kind: 'haj' as const, ref: String(HAJJ_SMALL), quantity: 1 }];
    const unpaid = (await from(ATTACKER, line, '0522222222').expect(201)).body as OrderCreated;
    expect(await shown(HAJJ_SMALL)).toMatchObject({ stockLeft: 1, available: true });
    const donor = (await from(DONOR, line, '0587654321').expect(201)).body as OrderCreated;
    await pay(donor);
    expect((await receipt(donor)).items[0].redirected).toBeUndefined();
    if (!counted) return; // Test payments take no stock.
    expect(await shown(HAJJ_SMALL)).toMatchObject({ stockLeft: 0, available: false });
    await pay(unpaid);
    expect((await receipt(unpaid)).items[0].redirected).toEqual({ to: 'general-fund', kind: 'haj' });
    expect(
      (
        await db()
          .selectFrom('giving_items')
          .select('stock_left')
          .where('id', '=', HAJJ_SMALL)
          .executeTakeFirstOrThrow()
      ).stock_left,
    ).toBe(0);
  });

  it("a real donor's order still reserves what it needs: others cannot take it, and its payment is fulfilled", async () => {
    await db()
      .updateTable('orders')
      .set({ reserved_until: new Date(Date.now() - 1000).toISOString() })
      .where('status', '=', 'pending')
      .execute();
    await db().updateTable('giving_items').set({ stock_left: 12 }).where('id', '=', HAJJ_SMALL).execute();
    const family = await shown(FAMILY);
    const real = (
      await from(
        DONOR,
        [
          { kind: 'haj', ref: String(HAJJ_SMALL), quantity: 2 },
          { kind: 'family', ref: String(FAMILY), amount: 5_000 },
        ],
        '0587654321',
      ).expect(201)
    ).body as OrderCreated;
    expect(await shown(HAJJ_SMALL)).toMatchObject({ stockLeft: 10 });
    expect((await shown(FAMILY)).remaining).toBe(family.remaining! - 5_000);
    // Others ask for more than is left to them: refused with what they may have.
    const over = await from(
      '192.0.2.50',
      [{ kind: 'haj', ref: String(HAJJ_SMALL), quantity: 11 }],
      '0555555555',
    ).expect(400);
    expect(over.body.error.fields['items.0.quantity']).toMatch(/10/);
    if (!counted) return;
    // Everything open to them is ordered and paid; the real donor's share is still there.
    const others = (
      await from('192.0.2.50', [{ kind: 'haj', ref: String(HAJJ_SMALL), quantity: 10 }], '0555555555').expect(201)
    ).body as OrderCreated;
    await pay(others);
    expect(await shown(HAJJ_SMALL)).toMatchObject({ stockLeft: 0, available: false });
    await from('192.0.2.51', [{ kind: 'haj', ref: String(HAJJ_SMALL), quantity: 1 }], '0566666666').expect(400);
    await pay(real);
    expect((await receipt(real)).items.every((line) => line.redirected === undefined)).toBe(true);
    const [hajj, paidFamily] = await Promise.all([
      db().selectFrom('giving_items').select('stock_left').where('id', '=', HAJJ_SMALL).executeTakeFirstOrThrow(),
      db().selectFrom('giving_items').select('collected').where('id', '=', FAMILY).executeTakeFirstOrThrow(),
    ]);
    expect(hajj.stock_left).toBe(0);
    expect(paidFamily.collected).toBe(family.collected + 5_000);
  });

  it('the address is kept, as a keyed hash, only while an order holds: paid or lapsed, it is gone', async () => {
    const line = [{ kind: 'cause' as const, ref: '4', amount: 1_000 }];
    const created = (await from(DONOR, line, '0587654321').expect(201)).body as OrderCreated;
    const lapsed = (await from(ATTACKER, line, '0522222222').expect(201)).body as OrderCreated;
    const address = async (order: OrderCreated) =>
      (
        await db()
          .selectFrom('orders')
          .select('visitor_address')
          .where('id', '=', order.orderId)
          .executeTakeFirstOrThrow()
      ).visitor_address;
    expect(await address(created)).toMatch(/^[0-9a-f]{64}$/);
    expect(await address(created)).not.toBe(await address(lapsed));
    await pay(created);
    expect(await address(created)).toBeNull();
    await db()
      .updateTable('orders')
      .set({ reserved_until: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', lapsed.orderId)
      .execute();
    expect(await address(lapsed)).not.toBeNull();
    await from(DONOR, line, '0587654321').expect(201);
    expect(await address(lapsed)).toBeNull();
  });
});
