import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import { newKey, orderBody, postOrder, verify } from '../helpers/giving-fixtures';
import { invoiceFor, moyasarEnv, payInvoice, startStub, type MoyasarStub } from '../helpers/moyasar-stub';
import type { OrderCreated } from '../../src/domain/giving/api-types';

/**
 * Giving integrity against a real-shaped gateway (a local stub of Moyasar): payments that count,
 * reservations under parallel orders, late payments for needs already met, and the SMS rules.
 */
const HAJJ = 50; // 23 packages left in the seed
const HAJJ_SMALL = 51; // 12 left
const BILL = 31; // SAR 620.75 due, nothing collected
const BILL_PART = 30; // SAR 1,440.50 still due
const gift = {
  occasionId: 2,
  cardId: 3,
  senderName: 'Sample Sender',
  recipientName: 'Sample Recipient',
  recipientMobile: '+966598765432',
  message: 'Get well soon',
  showAmount: false,
};

describe.each(TEST_DIALECTS)('giving integrity (%s)', (dialect) => {
  let t: TestApp;
  let stub: MoyasarStub;
  const db = () => t.database!.db;
  const item = (id: number) =>
    db().selectFrom('giving_items').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const program = (id: number) =>
    db().selectFrom('programs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const outbox = () => db().selectFrom('outbox_messages').selectAll().orderBy('id').execute();
  const expire = (orderId: string) =>
    db()
      .updateTable('orders')
      .set({ reserved_until: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', orderId)
      .execute();

  beforeAll(async () => {
    stub = await startStub();
    t = await createTestApp({ database: dialect, env: { ...moyasarEnv(stub), GIVING_RATE_LIMIT: '100000' } });
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  async function order(
    items: Parameters<typeof orderBody>[0],
    extra: Parameters<typeof orderBody>[1] = {},
  ): Promise<OrderCreated> {
    return (await postOrder(t.app, orderBody(items, extra)).expect(201)).body as OrderCreated;
  }
  async function pay(created: OrderCreated) {
    payInvoice(invoiceFor(stub, created.payment.id));
    return (await verify(t.app, created.payment.id).expect(200)).body;
  }

  it('a real payment counts once toward every total and queues the confirmations and the gift SMS; not flagged test', async () => {
    const [waqfBefore, familyBefore, billBefore, programBefore, causeBefore] = await Promise.all([
      item(10),
      item(21),
      item(BILL_PART),
      program(1),
      item(3),
    ]);
    const messagesBefore = (await outbox()).length;
    const created = await order(
      [
        { kind: 'waqf', ref: '10', quantity: 4 },
        { kind: 'family', ref: '21', amount: 25_050 },
        { kind: 'bill', ref: String(BILL_PART), amount: 10_000 },
        { kind: 'program', ref: '1', amount: 30_000 },
        { kind: 'gift', ref: '3', amount: 20_000, gift },
        { kind: 'zakat', ref: 'money', amount: 99_999 },
      ],
      { donor: { name: 'Sample Donor', mobile: '0512345678', email: 'donor@example.org' } },
    );
    expect(created).toMatchObject({ test: false, reservedUntil: expect.stringMatching(/^\d{4}-/) });
    expect((await pay(created)).test).toBe(false);
    await Promise.all([verify(t.app, created.payment.id), verify(t.app, created.payment.id)]);
    const [waqf, family, bill, prog, cause] = await Promise.all([
      item(10),
      item(21),
      item(BILL_PART),
      program(1),
      item(3),
    ]);
    expect(waqf.stock_left).toBe(waqfBefore.stock_left! - 4);
    expect(waqf.collected).toBe(waqfBefore.collected + 40_000);
    expect(family.collected).toBe(familyBefore.collected + 25_050);
    expect(bill.collected).toBe(billBefore.collected + 10_000);
    expect(prog.collected_halalas).toBe(programBefore.collected_halalas + 30_000);
    expect(cause.collected).toBe(causeBefore.collected + 20_000);
    const messages = (await outbox()).slice(messagesBefore);
    expect(messages.map((message) => [message.channel, message.recipient])).toEqual([
      ['sms', '0512345678'],
      ['email', 'donor@example.org'],
      ['sms', '0598765432'],
    ]);
    expect(messages[2].body).toMatch(/https:\/\/example\.org\/en\/gifts\/[0-9A-Z]{10}/);
    // Worded texts in the order's language, never a translation key.
    expect(messages[0].body).toMatch(/\/donate\/success\//);
    expect(messages.map((message) => message.body).join(' ')).not.toMatch(/giving:/);
    const receipt = await request(t.app).get(`/api/v1/orders/${created.orderId}/receipt`).expect(200);
    expect(receipt.body.test).toBe(false);
    expect(receipt.body.items.every((line: { redirected?: unknown }) => line.redirected === undefined)).toBe(true);
  });

  it('two baskets for all 23 Hajj packages at once: one is taken, the other is told how many are left to it; once paid, none are', async () => {
    const body = () => orderBody([{ kind: 'haj', ref: String(HAJJ), quantity: 23 }]);
    const answers = await Promise.all([postOrder(t.app, body()), postOrder(t.app, body())]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    // An unpaid order holds at most half of what is open (decision 049): 11 held, 12 still open.
    const refused = answers.find((answer) => answer.status === 400)!;
    expect(refused.body.error.fields['items.0.quantity']).toBe('Only 12 left');
    await pay(answers.find((answer) => answer.status === 201)!.body as OrderCreated);
    expect((await item(HAJJ)).stock_left).toBe(0);
    // Paid, the packages are gone: a third basket cannot take even one.
    const third = await postOrder(
      t.app,
      orderBody([{ kind: 'haj', ref: String(HAJJ), quantity: 1 }]),
      newKey(),
      'ar',
    ).expect(400);
    expect(third.body.error.fields['items.0.ref']).toBeTruthy();
  });

  it('a SAR 620.75 bill cannot collect more than 620.75, however many donors pay at once', async () => {
    const body = () => orderBody([{ kind: 'bill', ref: String(BILL), amount: 62_075 }]);
    const answers = await Promise.all([postOrder(t.app, body()), postOrder(t.app, body()), postOrder(t.app, body())]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400]);
    for (const created of answers.filter((answer) => answer.status === 201)) await pay(created.body as OrderCreated);
    expect((await item(BILL)).collected).toBe(62_075);
  });

  it('parallel baskets of single packages never take more than the stock: one visitor holds half, the payments stop at the stock', async () => {
    const answers = await Promise.all(
      Array.from({ length: 16 }, () =>
        postOrder(t.app, orderBody([{ kind: 'haj', ref: String(HAJJ_SMALL), quantity: 1 }])),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    const created = answers.map((answer) => answer.body as OrderCreated);
    const ids = created.map((order) => order.orderId);
    // One visitor's unpaid orders hold at most half of the 12 (decision 049); the rest stays open.
    const shown = async () =>
      (await request(t.app).get(`/api/v1/giving/items/${HAJJ_SMALL}`).expect(200)).body.stockLeft as number;
    expect(await shown()).toBe(6);
    // An expired reservation frees its share for someone else.
    const holding = await db()
      .selectFrom('order_items')
      .select('order_id')
      .where('order_id', 'in', ids)
      .where('held_quantity', '>', 0)
      .executeTakeFirstOrThrow();
    await expire(holding.order_id);
    expect(await shown()).toBe(7);
    // All paid at once: 12 packages taken, the other 4 lines redirected, never below zero.
    for (const order of created) payInvoice(invoiceFor(stub, order.payment.id));
    const paid = await Promise.all(created.map((order) => verify(t.app, order.payment.id)));
    expect(paid.map((answer) => answer.status)).toEqual(paid.map(() => 200));
    expect((await item(HAJJ_SMALL)).stock_left).toBe(0);
    const lines = await db().selectFrom('order_items').select('redirected').where('order_id', 'in', ids).execute();
    expect(lines.filter((line) => line.redirected === 1)).toHaveLength(4);
  });

  it('a payment that arrives after its reservation lapsed and the need was met goes to the general fund of its kind, and the receipt says so', async () => {
    const due = 144_050 - 10_000; // what the first test left of bill 30
    expect((await item(BILL_PART)).target! - (await item(BILL_PART)).collected).toBe(due);
    const late = await order([{ kind: 'bill', ref: String(BILL_PART), amount: due }]);
    await expire(late.orderId);
    const prompt = await order([{ kind: 'bill', ref: String(BILL_PART), amount: due }]);
    await pay(prompt);
    expect((await pay(late)).orderStatus).toBe('paid');
    const bill = await item(BILL_PART);
    expect(bill.collected).toBe(bill.target);
    const fund = await db()
      .selectFrom('giving_general_funds')
      .selectAll()
      .where('kind', '=', 'bill')
      .executeTakeFirstOrThrow();
    expect(fund.collected).toBe(due);
    const receipt = await request(t.app).get(`/api/v1/orders/${late.orderId}/receipt`).expect(200);
    expect(receipt.body.items[0].redirected).toEqual({ to: 'general-fund', kind: 'bill' });
    const promptReceipt = await request(t.app).get(`/api/v1/orders/${prompt.orderId}/receipt`).expect(200);
    expect(promptReceipt.body.items[0].redirected).toBeUndefined();
  });

  it('sold-out stock paid late: never below zero, the line redirected', async () => {
    await db().updateTable('giving_items').set({ stock_left: 5 }).where('id', '=', 11).execute();
    const waqf = await item(11);
    const all = 5;
    const late = await order([{ kind: 'waqf', ref: '11', quantity: all }]);
    await expire(late.orderId);
    await pay(await order([{ kind: 'waqf', ref: '11', quantity: all }]));
    await pay(late);
    expect((await item(11)).stock_left).toBe(0);
    expect((await item(11)).collected).toBe(waqf.collected + all * waqf.unit_price!);
    const receipt = await request(t.app).get(`/api/v1/orders/${late.orderId}/receipt`).expect(200);
    expect(receipt.body.items[0].redirected).toEqual({ to: 'general-fund', kind: 'waqf' });
  });

  it('the catalog shows stock and remaining need net of what unpaid orders hold', async () => {
    const shown = async (id: number) =>
      (await request(t.app).get(`/api/v1/giving/items/${id}`).expect(200)).body as {
        stockLeft: number;
        remaining: number;
        collected: number;
      };
    const [product, family] = [await shown(60), await shown(20)];
    const held = await order([
      { kind: 'product', ref: '60', quantity: 2 },
      { kind: 'family', ref: '20', amount: 5_000 },
    ]);
    expect((await shown(60)).stockLeft).toBe(product.stockLeft - 2);
    expect(await shown(20)).toMatchObject({ remaining: family.remaining - 5_000, collected: family.collected });
    await expire(held.orderId);
    expect((await shown(60)).stockLeft).toBe(product.stockLeft);
    expect((await shown(20)).remaining).toBe(family.remaining);
  });

  it('a decided payment is answered without calling the gateway', async () => {
    const created = await order([{ kind: 'cause', ref: '4', amount: 1_000 }]);
    await pay(created);
    const calls = stub.calls.length;
    for (let i = 0; i < 5; i += 1) await verify(t.app, created.payment.id).expect(200);
    expect(stub.calls.length).toBe(calls);
  });

  it('SMS: names are names, messages carry no links, at most 5 gifts per order', async () => {
    const post = (g: Record<string, unknown>, lang: 'ar' | 'en' = 'en') =>
      postOrder(t.app, orderBody([{ kind: 'gift', ref: '3', amount: 1_000, gift: { ...gift, ...g } }]), newKey(), lang);
    const link = await post({ senderName: 'verify your card at bit.ly/x' }).expect(400);
    expect(link.body.error.fields['items.0.gift.senderName']).toBe('A name cannot contain a link or a web address');
    const digits = await post({ recipientName: 'Sara 2' }).expect(400);
    expect(digits.body.error.fields['items.0.gift.recipientName']).toMatch(/letters only.*no digits, @/);
    const at = await post({ senderName: 'sara@example' }, 'ar').expect(400);
    expect(at.body.error.fields['items.0.gift.senderName']).toMatch(/بالحروف فقط/);
    await post({ senderName: 'Ali <b>' }).expect(400);
    const message = await post({ message: 'Open https://evil.example now' }).expect(400);
    expect(message.body.error.fields['items.0.gift.message']).toBe('The message cannot contain links or web addresses');
    // Names in any script with their punctuation are fine.
    await post({ senderName: 'عبد الله بن محمد', recipientName: "Anne-Marie O'Neil Jr." }).expect(201);

    // Invisible direction controls would let the text the association sends (the SMS, the card's
    // page) read one way and say another; they and control characters are dropped before anything
    // is kept or sent.
    const recipientMobile = '0559876543';
    const hidden = await order([
      {
        kind: 'gift',
        ref: '3',
        amount: 1_000,
        gift: {
          ...gift,
          recipientMobile,
          senderName: 'Sa\u200fra',
          message: 'Eid \u202eMubarak\u202c to you\u0007\u2066!\u2069',
        },
      },
    ]);
    await pay(hidden);
    const sent = (await outbox()).find((text) => text.channel === 'sms' && text.recipient === recipientMobile);
    expect(sent?.body).toContain('Sara has made a donation');
    const line = await db()
      .selectFrom('order_items')
      .select(['gift_sender', 'gift_message'])
      .where('order_id', '=', hidden.orderId)
      .executeTakeFirstOrThrow();
    expect(line).toEqual({ gift_sender: 'Sara', gift_message: 'Eid Mubarak to you!' });

    const fifty = Array.from({ length: 50 }, (_, i) => ({
      kind: 'gift' as const,
      ref: '3',
      amount: 100,
      gift: { ...gift, recipientMobile: `05${String(10_000_000 + i)}` },
    }));
    const many = await postOrder(t.app, orderBody(fifty)).expect(400);
    expect(many.body.error.fields.items).toBe('An order can carry at most 5 gifts');
  });

  it('SMS: at most 3 gift messages to one number a day, checked when ordering and again when sending', async () => {
    const mobile = '0551234567';
    const line = { kind: 'gift' as const, ref: '3', amount: 1_000, gift: { ...gift, recipientMobile: mobile } };
    const held = [await order([line]), await order([line]), await order([line])];
    const fourth = await postOrder(t.app, orderBody([line]))
      .set('Accept-Language', 'en')
      .expect(400);
    expect(fourth.body.error.fields['items.0.gift.recipientMobile']).toMatch(/most gift messages allowed today \(3\)/);
    // Unpaid orders that lapsed no longer hold a place; but paid ones are counted when sending.
    for (const created of held) await expire(created.orderId);
    const another = await order([line]);
    for (const created of [...held, another]) await pay(created);
    const texts = (await outbox()).filter((message) => message.channel === 'sms' && message.recipient === mobile);
    expect(texts).toHaveLength(3);
    await postOrder(t.app, orderBody([line])).expect(400);
  });

  it('SMS: late payments settling at the same moment still text one number at most 3 times', async () => {
    const mobile = '0557654321';
    // Each gift to a different cause, so no catalog row lock happens to line the payments up.
    const line = (cause: number) => ({
      kind: 'gift' as const,
      ref: String(cause),
      amount: 1_000,
      gift: { ...gift, recipientMobile: mobile },
    });
    const lapsed: OrderCreated[] = [];
    // Three hold the number's places; once they lapse, three more may be made: six orders, all paid at once.
    for (let round = 0; round < 2; round++) {
      const batch = [await order([line(1)]), await order([line(2)]), await order([line(3 + round)])];
      for (const created of batch) await expire(created.orderId);
      lapsed.push(...batch);
    }
    for (const created of lapsed) payInvoice(invoiceFor(stub, created.payment.id));
    const answers = await Promise.all(lapsed.map((created) => verify(t.app, created.payment.id)));
    expect(answers.map((answer) => answer.status)).toEqual(lapsed.map(() => 200));
    const texts = (await outbox()).filter((message) => message.channel === 'sms' && message.recipient === mobile);
    expect(texts).toHaveLength(3);
  });
});
