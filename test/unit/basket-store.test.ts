import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderRequestSchema } from '../../src/domain/giving/order-schema';
import { createAttemptKeys } from '../../src/pages/giving/parts/idempotency';

type Store = typeof import('../../src/lib/basket-store');

/** A fresh store over a fake localStorage (the tests run in Node; the store only needs these). */
async function freshStore(seed: Record<string, string> = {}) {
  const data = new Map(Object.entries(seed));
  const listeners: Array<(event: { key: string }) => void> = [];
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
    },
    addEventListener: (_type: string, listener: (event: { key: string }) => void) => listeners.push(listener),
  });
  vi.resetModules();
  const store: Store = await import('../../src/lib/basket-store');
  return { store, data, fireStorage: (key: string) => listeners.forEach((listener) => listener({ key })) };
}

const title = { ar: 'عنوان', en: 'Title' };

describe('basket store', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('adds lines of every kind, merges counted kinds by quantity and replaces open amounts', async () => {
    const { store, data } = await freshStore();
    const { basket, basketTotal } = store;
    basket.add({ kind: 'waqf', ref: '10', title, unitAmount: 10_000, quantity: 2 });
    basket.add({ kind: 'waqf', ref: '10', title, unitAmount: 10_000, quantity: 3 });
    basket.add({ kind: 'cause', ref: '1', title, unitAmount: 5_000 });
    basket.add({ kind: 'cause', ref: '1', title, unitAmount: 7_500 });
    basket.add({ kind: 'zakat', ref: 'zakat', title, unitAmount: 12_345 });
    expect(basket.getItems().map((line) => [line.id, line.quantity, line.unitAmount])).toEqual([
      ['waqf:10', 5, 10_000],
      ['cause:1', 1, 7_500],
      ['zakat:zakat', 1, 12_345],
    ]);
    expect(basketTotal(basket.getItems())).toBe(50_000 + 7_500 + 12_345);
    expect(JSON.parse(data.get('basket:v1') ?? '[]')).toHaveLength(3);
  });

  it('keeps each gift as its own line with its details', async () => {
    const { store } = await freshStore();
    const gift = {
      occasionId: 1,
      cardId: 1,
      senderName: 'Sender',
      recipientName: 'Recipient',
      recipientMobile: '0512345678',
      showAmount: true,
    };
    store.basket.add({ kind: 'gift', ref: '1', variant: 'a', title, unitAmount: 10_000, gift });
    store.basket.add({
      kind: 'gift',
      ref: '1',
      variant: 'b',
      title,
      unitAmount: 20_000,
      gift: { ...gift, recipientName: 'Other' },
    });
    const lines = store.basket.getItems();
    expect(lines).toHaveLength(2);
    expect(lines[1].gift?.recipientName).toBe('Other');
  });

  it('updates, removes, and drops a line whose quantity reaches zero', async () => {
    const { store } = await freshStore();
    const { basket } = store;
    basket.add({ kind: 'product', ref: '60', title, unitAmount: 3_000, quantity: 2 });
    basket.add({ kind: 'bill', ref: '30', title, unitAmount: 4_000 });
    basket.update('product:60', { quantity: 4 });
    basket.update('bill:30', { unitAmount: 1_000 });
    expect(basket.getItems().map((line) => line.unitAmount * line.quantity)).toEqual([12_000, 1_000]);
    basket.update('product:60', { quantity: 0 });
    expect(basket.getItems().map((line) => line.id)).toEqual(['bill:30']);
    basket.remove('bill:30');
    expect(basket.getItems()).toEqual([]);
  });

  it('survives a reload, ignores malformed stored lines, and follows other tabs', async () => {
    const good = { id: 'cause:1', kind: 'cause', ref: '1', title, unitAmount: 5_000, quantity: 1 };
    const bad = [{ ...good, id: 'x', unitAmount: 10.5 }, { ...good, id: 'y', quantity: 0 }, { id: 'z' }, null, 'text'];
    const { store, data, fireStorage } = await freshStore({ 'basket:v1': JSON.stringify([good, ...bad]) });
    expect(store.basket.getItems()).toEqual([good]);
    let told = 0;
    store.basket.subscribe(() => (told += 1));
    data.set('basket:v1', JSON.stringify([]));
    fireStorage('basket:v1');
    expect(store.basket.getItems()).toEqual([]);
    expect(told).toBe(1);
  });

  it('treats unreadable storage as an empty basket', async () => {
    const { store } = await freshStore({ 'basket:v1': '{not json' });
    expect(store.basket.getItems()).toEqual([]);
  });

  it('clears only the lines of an order once it is settled, and only once', async () => {
    const { store } = await freshStore();
    const { basket } = store;
    basket.add({ kind: 'cause', ref: '1', title, unitAmount: 5_000 });
    basket.add({ kind: 'waqf', ref: '10', title, unitAmount: 10_000 });
    basket.markPending('order-1', ['cause:1']);
    basket.add({ kind: 'haj', ref: '50', title, unitAmount: 900_000 });
    basket.settle('order-unknown');
    expect(basket.getItems()).toHaveLength(3);
    basket.settle('order-1');
    expect(basket.getItems().map((line) => line.id)).toEqual(['waqf:10', 'haj:50']);
    basket.add({ kind: 'cause', ref: '1', title, unitAmount: 5_000 });
    basket.settle('order-1');
    expect(basket.getItems()).toHaveLength(3);
  });

  it('turns lines into order items the API accepts: quantities for counted kinds, amounts for the rest', async () => {
    const { store } = await freshStore();
    const { basket, toOrderItem } = store;
    basket.add({
      kind: 'waqf',
      ref: '10',
      title,
      unitAmount: 10_000,
      quantity: 3,
      onBehalfOf: { relation: 'deceased', name: 'Name' },
    });
    basket.add({ kind: 'cause', ref: '1', title, unitAmount: 5_050 });
    const items = basket.getItems().map(toOrderItem);
    expect(items).toEqual([
      { kind: 'waqf', ref: '10', quantity: 3, onBehalfOf: { relation: 'deceased', name: 'Name' } },
      { kind: 'cause', ref: '1', amount: 5_050 },
    ]);
    expect(orderRequestSchema.safeParse({ donor: { name: 'Donor', mobile: '0512345678' }, items }).success).toBe(true);
  });
});

describe('checkout attempt keys', () => {
  it('reuses the key for the same body (double click, retry) and makes a new one when the body changes or after a conflict', () => {
    let n = 0;
    const keys = createAttemptKeys(() => `key-${(n += 1)}`);
    const body = { items: [{ kind: 'cause', ref: '1', amount: 100 }] };
    expect(keys.keyFor(body)).toBe('key-1');
    expect(keys.keyFor({ ...body })).toBe('key-1');
    expect(keys.keyFor({ items: [] })).toBe('key-2');
    keys.reset();
    expect(keys.keyFor({ items: [] })).toBe('key-3');
  });
});
