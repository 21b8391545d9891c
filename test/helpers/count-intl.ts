type Counted = 'NumberFormat' | 'DateTimeFormat';

/**
 * Counts the objects one Intl constructor builds from now on, until `restore()`: for tests that a
 * formatter is built once, or not at all. Call `restore()` in a `finally`.
 */
export function countIntl(name: Counted): { built: () => number; restore: () => void } {
  const original = Intl[name];
  let built = 0;
  const Counting = function (this: unknown, ...args: unknown[]) {
    built += 1;
    return new (original as new (...params: unknown[]) => object)(...args);
  };
  (Intl as Record<Counted, unknown>)[name] = Counting;
  return { built: () => built, restore: () => void ((Intl as Record<Counted, unknown>)[name] = original) };
}
