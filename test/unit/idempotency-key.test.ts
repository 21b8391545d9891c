import axios from 'axios';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, newIdempotencyKey, withIdempotencyKey } from '../../src/lib/idempotency';
import { idempotencyKeySchema } from '../../src/domain/idempotency-key';

describe("the form kit's idempotency key", () => {
  it('is random and shaped as the server accepts it', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(idempotencyKeySchema.safeParse(key).success, key).toBe(true);
  });

  it("rides on every post of the keyed client, with the caller's own headers kept; gets are untouched", async () => {
    const seen: Array<{ method?: string; headers: Record<string, unknown> }> = [];
    const api = axios.create({
      adapter: async (config) => (
        seen.push({ method: config.method, headers: { ...config.headers } }),
        { data: {}, status: 200, statusText: 'OK', headers: {}, config }
      ),
    });
    const keyed = withIdempotencyKey(api, 'form-key-123');
    await keyed.post('/contact', { a: 1 }, { headers: { 'X-CSRF-Token': 't' } });
    await keyed.post('/contact', { a: 1 });
    await keyed.get('/csrf');
    expect(seen[0].headers[IDEMPOTENCY_HEADER]).toBe('form-key-123');
    expect(seen[0].headers['X-CSRF-Token']).toBe('t');
    expect(seen[1].headers[IDEMPOTENCY_HEADER]).toBe('form-key-123');
    expect(seen[2].headers[IDEMPOTENCY_HEADER]).toBeUndefined();
  });
});
