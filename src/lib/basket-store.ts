import { useSyncExternalStore } from 'react';

/**
 * The donation basket's client store (ARCHITECTURE.md: per visitor, never in server HTML). Kept in
 * localStorage, shared across tabs through the `storage` event. The server snapshot is always
 * empty, so the header count appears after hydration without a mismatch.
 */
export type BasketItemKind = 'cause' | 'product' | 'waqf' | 'bill' | 'family' | 'zakat' | 'zakat-fitr' | 'kaffarah' | 'gift';

export interface BasketItem {
  /** Stable id of the line: kind + reference, so adding the same thing again merges. */
  id: string;
  kind: BasketItemKind;
  /** What it refers to in the database (project id, product id …) or a calculator type. */
  ref: string;
  title: { ar: string; en: string };
  /** Price of one unit in halalas. */
  unitAmount: number;
  quantity: number;
}

const STORAGE_KEY = 'basket:v1';
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

function isItem(value: unknown): boolean {
  const item = value as Partial<BasketItem> | null;
  return (
    !!item &&
    typeof item.id === 'string' &&
    typeof item.ref === 'string' &&
    Number.isSafeInteger(item.unitAmount) &&
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

export const basket = {
  getItems(): BasketItem[] {
    ensureLoaded();
    return items;
  },
  add(item: Omit<BasketItem, 'id' | 'quantity'> & { quantity?: number }): BasketItem {
    ensureLoaded();
    const id = `${item.kind}:${item.ref}`;
    const quantity = item.quantity ?? 1;
    const existing = items.find((line) => line.id === id);
    const line: BasketItem = existing
      ? { ...existing, unitAmount: item.unitAmount, title: item.title, quantity: existing.kind === 'product' || existing.kind === 'waqf' ? existing.quantity + quantity : quantity }
      : { ...item, id, quantity };
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
  subscribe(listener: () => void): () => void {
    ensureLoaded();
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function basketTotal(lines: BasketItem[]): number {
  return lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);
}

export function useBasket(): BasketItem[] {
  return useSyncExternalStore(basket.subscribe, basket.getItems, () => EMPTY);
}

export function useBasketCount(): number {
  return useBasket().reduce((sum, line) => sum + line.quantity, 0);
}
