import { useSyncExternalStore } from 'react';
import type { Bilingual } from '../domain/bilingual';
import type { GiftInput, OrderItemInput } from '../domain/giving/order-schema';
import { isFixedPrice, type OnBehalfRelation, type OrderItemKind } from '../domain/giving/kinds';
import type { Fund } from '../domain/giving/funds';

/**
 * The donation basket's client store (docs/behaviour.md#B-CACHE-5: per visitor, never in server HTML). Kept in
 * localStorage, shared across tabs through the `storage` event. The server snapshot is always
 * empty, so the header count appears after hydration without a mismatch.
 */
export type BasketItemKind = OrderItemKind;

export interface BasketItem {
  /** Stable id of the line: kind + reference (+ a variant), so adding the same thing again merges. */
  id: string;
  kind: BasketItemKind;
  /** What it refers to in the database (project id, product id …) or a calculator type. */
  ref: string;
  title: Bilingual;
  /** Price of one unit in halalas (for open amounts: the amount). */
  unitAmount: number;
  quantity: number;
  /** A gift line: who it honours and the card (the server checks it again). */
  gift?: GiftInput;
  /** Endowment shares, Hajj: on whose behalf. */
  onBehalfOf?: { relation: OnBehalfRelation; name?: string };
  /** The most a line may carry (what is still due for a family, a bill or a debt), for the basket's inputs. */
  maxAmount?: number;
  /** Shares or units left, for the quantity input. */
  maxQuantity?: number;
  /** The fund the line goes to, when known or chosen (zakat on an eligible item); shown on the line. */
  fund?: Fund;
}

export type NewBasketItem = Omit<BasketItem, 'id' | 'quantity'> & { quantity?: number; variant?: string };

const STORAGE_KEY = 'basket:v1';
/** Order id → the basket lines it paid for: cleared once its receipt shows (not before: a failed payment keeps them). */
const PENDING_KEY = 'basket:pending:v1';
const EMPTY: BasketItem[] = [];
let items: BasketItem[] = EMPTY;
let loaded = false;
const listeners = new Set<() => void>();

function read(): BasketItem[] {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed.filter(isItem) as BasketItem[]) : [];
  } catch {
    return [];
  }
}

export function isItem(value: unknown): boolean {
  const item = value as Partial<BasketItem> | null;
  return (
    !!item &&
    typeof item.id === 'string' &&
    typeof item.kind === 'string' &&
    typeof item.ref === 'string' &&
    !!item.title &&
    typeof item.title.ar === 'string' &&
    typeof item.title.en === 'string' &&
    Number.isSafeInteger(item.unitAmount) &&
    (item.unitAmount ?? 0) > 0 &&
    Number.isSafeInteger(item.quantity) &&
    (item.quantity ?? 0) > 0
  );
}

function ensureLoaded(): void {
  if (loaded || typeof window === 'undefined') return;
  loaded = true;
  items = read();
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY) return;
    items = read();
    emit();
  });
}

function emit(): void {
  for (const listener of listeners) listener();
}

function write(next: BasketItem[]): void {
  items = next;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full quota: the basket still works for this page view.
  }
  emit();
}

function readPending(): Record<string, string[]> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(PENDING_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, string[]>) : {};
  } catch {
    return {};
  }
}

function writePending(pending: Record<string, string[]>): void {
  try {
    window.localStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  } catch {
    // Without storage the receipt cannot clear the lines; the donor can remove them by hand.
  }
}

/** Kinds sold by the unit at a catalog price: the same thing added again adds to the quantity. */
export function isCounted(kind: BasketItemKind): boolean {
  return isFixedPrice(kind);
}

export const basket = {
  getItems(): BasketItem[] {
    ensureLoaded();
    return items;
  },
  add(item: NewBasketItem): BasketItem {
    ensureLoaded();
    const { variant, ...rest } = item;
    const id = `${rest.kind}:${rest.ref}${variant ? `:${variant}` : ''}`;
    const quantity = rest.quantity ?? 1;
    const existing = items.find((line) => line.id === id);
    const line: BasketItem = existing
      ? { ...existing, ...rest, quantity: isCounted(existing.kind) ? existing.quantity + quantity : quantity }
      : { ...rest, id, quantity };
    write(existing ? items.map((entry) => (entry.id === id ? line : entry)) : [...items, line]);
    return line;
  },
  update(id: string, changes: Partial<Pick<BasketItem, 'quantity' | 'unitAmount'>>): void {
    ensureLoaded();
    write(items.map((line) => (line.id === id ? { ...line, ...changes } : line)).filter((line) => line.quantity > 0));
  },
  remove(id: string): void {
    ensureLoaded();
    write(items.filter((line) => line.id !== id));
  },
  clear(): void {
    write([]);
  },
  /** Remembers which lines an order carries, so its receipt can clear exactly those. */
  markPending(orderId: string, lineIds: string[]): void {
    ensureLoaded();
    writePending({ ...readPending(), [orderId]: lineIds });
  },
  /** The order was paid: its lines leave the basket (once; a reload of the receipt changes nothing). */
  settle(orderId: string): void {
    ensureLoaded();
    const pending = readPending();
    const ids = pending[orderId];
    if (!ids) return;
    delete pending[orderId];
    writePending(pending);
    const paid = new Set(ids);
    write(items.filter((line) => !paid.has(line.id)));
  },
  subscribe(listener: () => void): () => void {
    ensureLoaded();
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function lineAmount(line: BasketItem): number {
  return line.unitAmount * line.quantity;
}

export function basketTotal(lines: BasketItem[]): number {
  return lines.reduce((sum, line) => sum + lineAmount(line), 0);
}

/** A basket line as POST /orders takes it: counted kinds send a quantity, the rest an amount. */
export function toOrderItem(line: BasketItem): OrderItemInput {
  return {
    kind: line.kind,
    ref: line.ref,
    ...(isCounted(line.kind) ? { quantity: line.quantity } : { amount: line.unitAmount * line.quantity }),
    ...(line.gift ? { gift: line.gift } : {}),
    ...(line.onBehalfOf ? { onBehalfOf: line.onBehalfOf } : {}),
    // Only a donor's choice of zakat travels; every other line takes its item's own fund.
    ...(line.fund === 'zakat' ? { fund: line.fund } : {}),
  };
}

export function useBasket(): BasketItem[] {
  return useSyncExternalStore(basket.subscribe, basket.getItems, () => EMPTY);
}

export function useBasketCount(): number {
  return useBasket().reduce((sum, line) => sum + line.quantity, 0);
}

export type { GiftInput };
