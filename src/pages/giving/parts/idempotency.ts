/**
 * One Idempotency-Key per checkout attempt: the same body sent again (a double click, a retry after
 * a network error) reuses the key, so the server answers with the same order; a changed basket or
 * donor makes a new attempt with a new key.
 */
export function createAttemptKeys(makeKey: () => string = randomKey) {
  let current: { body: string; key: string } | null = null;
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (!current || current.body !== text) current = { body: text, key: makeKey() };
      return current.key;
    },
    /** After a conflict (the key went with another body): start afresh. */
    reset(): void {
      current = null;
    },
  };
}

function randomKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
