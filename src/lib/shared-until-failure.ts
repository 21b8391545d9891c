/**
 * A value loaded once and shared by every caller (a chunk, a secret, a server's words), where a
 * failed load must not stick: the failure reaches the callers waiting for it, and the next call
 * loads again. `forget()` drops a loaded value, so the next call loads afresh (after signing in).
 */
export interface SharedUntilFailure<T> {
  (): Promise<T>;
  forget(): void;
}

export function sharedUntilFailure<T>(load: () => Promise<T>): SharedUntilFailure<T> {
  let shared: Promise<T> | null = null;
  const get = (): Promise<T> => {
    if (!shared) {
      const loading = load().catch((error: unknown) => {
        // Only this load is forgotten: a forget() and a newer load meanwhile are left as they are.
        if (shared === loading) shared = null;
        throw error;
      });
      shared = loading;
    }
    return shared;
  };
  return Object.assign(get, {
    forget: () => {
      shared = null;
    },
  });
}
