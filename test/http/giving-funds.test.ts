import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import { newKey, orderBody, postOrder, verify } from '../helpers/giving-fixtures';
import { invoiceFor, moyasarEnv, payInvoice, startStub, type MoyasarStub } from '../helpers/moyasar-stub';
import { exportOrderLines, fundTotals } from '../../server/services/giving/fund-totals';
import type { OrderCreated } from '../../src/domain/giving/api-types';

/**
 * Fund types: every line records its fund at order time; zakat only goes to causes eligible for
 * it; totals and exports keep zakat apart from every other fund (docs/decisions/027).
 */
const CAUSE = 1; // sadaqah, not eligible for zakat
const FAMILY = 20; // sadaqah, eligible for zakat
const WAQF = 10;

describe.each(TEST_DIALECTS)('fund types (%s)', (dialect) => {
  let t: TestApp;
  let stub: MoyasarStub;
  const db = () => t.database!.db;
  const lines = (orderId: string) =>
    db()
      .selectFrom('order_items')
      .select(['kind', 'ref', 'fund', 'amount'])
      .where('order_id', '=', orderId)
      .orderBy('position')
      .execute();
  const count = async () =>
    Number(
      (
        await db()
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    stub = await startStub();
    t = await createTestApp({ database: dialect, env: { ...moyasarEnv(stub), GIVING_RATE_LIMIT: '100000' } });
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  async function order(items: Parameters<typeof orderBody>[0]): Promise<OrderCreated> {
    return (await postOrder(t.app, orderBody(items)).expect(201)).body as OrderCreated;
  }
  async function pay(created: OrderCreated) {
    payInvoice(invoiceFor(stub, created.payment.id));
    return (await verify(t.app, created.payment.id).expect(200)).body;
  }

  it('the catalogue says each item’s fund and whether it takes zakat', async () => {
    const item = async (id: number) =>
      (await request(t.app).get(`/api/v1/giving/items/${id}`).expect(200)).body as {
        fund: string;
        zakatEligible: boolean;
      };
    expect(await item(CAUSE)).toMatchObject({ fund: 'sadaqah', zakatEligible: false });
    expect(await item(FAMILY)).toMatchObject({ fund: 'sadaqah', zakatEligible: true });
    expect(await item(WAQF)).toMatchObject({ fund: 'waqf', zakatEligible: false });
    expect(await item(60)).toMatchObject({ fund: 'general', zakatEligible: false });
  });

  it('records the fund of every line at order time: the item’s own, or zakat where the donor chose it on an eligible cause', async () => {
    const created = await order([
      { kind: 'family', ref: String(FAMILY), amount: 10_000, fund: 'zakat' },
      { kind: 'family', ref: '21', amount: 5_000 },
      { kind: 'cause', ref: String(CAUSE), amount: 2_000 },
      { kind: 'waqf', ref: String(WAQF), quantity: 1 },
      { kind: 'zakat', ref: 'money', amount: 7_000 },
      { kind: 'zakat-fitr', ref: 'fitr', amount: 3_000 },
      { kind: 'kaffarah', ref: 'oath', amount: 4_000 },
      { kind: 'program', ref: '1', amount: 1_000 },
    ]);
    expect((await lines(created.orderId)).map((line) => [line.kind, line.fund])).toEqual([
      ['family', 'zakat'],
      ['family', 'sadaqah'],
      ['cause', 'sadaqah'],
      ['waqf', 'waqf'],
      ['zakat', 'zakat'],
      ['zakat-fitr', 'zakat'],
      ['kaffarah', 'kaffarah'],
      ['program', 'sadaqah'],
    ]);
    const receipt = await request(t.app).get(`/api/v1/orders/${created.orderId}/receipt`).expect(200);
    expect(receipt.body.items.map((item: { fund: string }) => item.fund)).toEqual([
      'zakat',
      'sadaqah',
      'sadaqah',
      'waqf',
      'zakat',
      'zakat',
      'kaffarah',
      'sadaqah',
    ]);
  });

  it('a line named zakat is kept per fund even when a later change of the catalogue moves the item', async () => {
    const created = await order([{ kind: 'family', ref: '21', amount: 1_500, fund: 'zakat' }]);
    await db().updateTable('giving_items').set({ zakat_eligible: 0 }).where('id', '=', 21).execute();
    try {
      expect((await lines(created.orderId))[0].fund).toBe('zakat');
    } finally {
      await db().updateTable('giving_items').set({ zakat_eligible: 1 }).where('id', '=', 21).execute();
    }
  });

  describe('refusals: 400 with the reason in the visitor’s language, nothing stored', () => {
    const cases: Array<[string, Parameters<typeof orderBody>[0], string, RegExp]> = [
      [
        'zakat to a cause not eligible for zakat',
        [{ kind: 'cause', ref: String(CAUSE), amount: 1_000, fund: 'zakat' }],
        'This cause is not eligible for zakat; give to it as charity (sadaqah) or choose a cause eligible for zakat',
        /لا تُصرف فيه الزكاة/,
      ],
      [
        'zakat on an endowment share',
        [{ kind: 'waqf', ref: String(WAQF), quantity: 1, fund: 'zakat' }],
        'This cause is not eligible for zakat; give to it as charity (sadaqah) or choose a cause eligible for zakat',
        /الزكاة/,
      ],
      [
        'zakat on a program',
        [{ kind: 'program', ref: '1', amount: 1_000, fund: 'zakat' }],
        'This cause is not eligible for zakat; give to it as charity (sadaqah) or choose a cause eligible for zakat',
        /الزكاة/,
      ],
      [
        'kaffarah money as zakat',
        [{ kind: 'kaffarah', ref: 'oath', amount: 1_000, fund: 'zakat' }],
        'This cause is not eligible for zakat; give to it as charity (sadaqah) or choose a cause eligible for zakat',
        /الزكاة/,
      ],
      [
        'another fund than the item’s',
        [{ kind: 'family', ref: String(FAMILY), amount: 1_000, fund: 'waqf' }],
        'This item cannot be given to that fund',
        /الصندوق/,
      ],
      [
        'zakat calculator money as sadaqah',
        [{ kind: 'zakat', ref: 'money', amount: 1_000, fund: 'sadaqah' }],
        'This item cannot be given to that fund',
        /الصندوق/,
      ],
    ];
    it.each(cases)('%s', async (_name, items, english, arabic) => {
      const before = await count();
      const en = await postOrder(t.app, orderBody(items), newKey(), 'en').expect(400);
      expect(en.body.error.code).toBe('validation_failed');
      expect(en.body.error.fields['items.0.fund']).toBe(english);
      const ar = await postOrder(t.app, orderBody(items), newKey(), 'ar').expect(400);
      expect(ar.body.error.fields['items.0.fund']).toMatch(arabic);
      expect(await count()).toBe(before);
    });

    it('an unknown fund', async () => {
      const en = await postOrder(
        t.app,
        orderBody([{ kind: 'cause', ref: '1', amount: 1_000, fund: 'tithe' as never }]),
      ).expect(400);
      expect(en.body.error.fields['items.0.fund']).toBe('Choose one of the funds offered');
    });
  });

  it('totals per fund count paid lines only, keep zakat apart, and the export shows the fund of each line', async () => {
    const since = new Date().toISOString();
    const before = await fundTotals(db(), { from: since });
    expect(before.map((row) => row.fund)).toEqual(['zakat', 'sadaqah', 'waqf', 'kaffarah', 'general']);
    expect(before.every((row) => row.amount === 0)).toBe(true);

    const paid = await order([
      { kind: 'family', ref: String(FAMILY), amount: 20_000, fund: 'zakat' },
      { kind: 'family', ref: String(FAMILY), amount: 5_000 },
      { kind: 'zakat', ref: 'money', amount: 12_345 },
      { kind: 'kaffarah', ref: 'oath', amount: 4_000 },
      { kind: 'waqf', ref: String(WAQF), quantity: 2 },
    ]);
    await pay(paid);
    // Not paid: never counted. A test payment (sandbox: no money moved): never counted either.
    await order([{ kind: 'zakat', ref: 'money', amount: 99_999 }]);
    const test = await order([{ kind: 'zakat', ref: 'money', amount: 50_000 }]);
    await pay(test);
    await db().updateTable('orders').set({ is_test: 1 }).where('id', '=', test.orderId).execute();

    const totals = Object.fromEntries((await fundTotals(db(), { from: since })).map((row) => [row.fund, row]));
    expect(totals.zakat).toEqual({ fund: 'zakat', amount: 32_345, lines: 2 });
    expect(totals.sadaqah).toEqual({ fund: 'sadaqah', amount: 5_000, lines: 1 });
    expect(totals.kaffarah).toEqual({ fund: 'kaffarah', amount: 4_000, lines: 1 });
    expect(totals.waqf).toEqual({ fund: 'waqf', amount: 20_000, lines: 1 });
    expect(totals.general.amount).toBe(0);
    // A range that ends before the payment counts nothing.
    expect((await fundTotals(db(), { from: since, to: since })).every((row) => row.amount === 0)).toBe(true);

    const exported = await exportOrderLines(db(), since);
    const fundColumn = exported.header.indexOf('fund');
    const amountColumn = exported.header.indexOf('amount_sar');
    expect(exported.rows.map((row) => [row[fundColumn], row[amountColumn]])).toEqual([
      ['zakat', '200.00'],
      ['sadaqah', '50.00'],
      ['zakat', '123.45'],
      ['kaffarah', '40.00'],
      ['waqf', '200.00'],
    ]);
  });

  it('a zakat line paid after its need was met stays zakat: its general-fund row is zakat’s own', async () => {
    const bill = await db().selectFrom('giving_items').selectAll().where('id', '=', 31).executeTakeFirstOrThrow();
    const due = Number(bill.target) - Number(bill.collected);
    const late = await order([{ kind: 'bill', ref: '31', amount: due, fund: 'zakat' }]);
    await db()
      .updateTable('orders')
      .set({ reserved_until: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', late.orderId)
      .execute();
    await pay(await order([{ kind: 'bill', ref: '31', amount: due }]));
    await pay(late);
    const pools = await db().selectFrom('giving_general_funds').selectAll().execute();
    expect(pools.find((row) => row.kind === 'zakat:bill')?.collected).toBe(due);
    expect((await lines(late.orderId))[0].fund).toBe('zakat');
  });
});
