import { describe, expect, it } from 'vitest';
import { sharedUntilFailure } from '../../src/lib/shared-until-failure';

/** A value loaded once and shared, where a failure does not stick (a chunk offline, a database blip). */
describe('sharedUntilFailure', () => {
  it('loads once for every caller, together or later', async () => {
    let loads = 0;
    const shared = sharedUntilFailure(async () => {
      loads += 1;
      return { n: loads };
    });
    const [first, second] = await Promise.all([shared(), shared()]);
    expect(first).toBe(second);
    expect(await shared()).toBe(first);
    expect(loads).toBe(1);
  });

  it('hands a failure to the callers waiting for it, then loads again on the next call', async () => {
    let loads = 0;
    const shared = sharedUntilFailure(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return loads;
    });
    const waiting = await Promise.allSettled([shared(), shared()]);
    expect(waiting.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(await shared()).toBe(2);
    expect(await shared()).toBe(2);
    expect(loads).toBe(2);
  });

  it('forget() makes the next call load afresh, and a failure of the forgotten load does not undo the newer one', async () => {
    const pending: Array<{ resolve: (value: string) => void; reject: (error: Error) => void }> = [];
    const shared = sharedUntilFailure(
      () => new Promise<string>((resolve, reject) => pending.push({ resolve, reject })),
    );
    const old = shared();
    shared.forget();
    const fresh = shared();
    expect(pending).toHaveLength(2);
    pending[0]!.reject(new Error('stale'));
    await expect(old).rejects.toThrow('stale');
    pending[1]!.resolve('member');
    expect(await fresh).toBe('member');
    expect(await shared()).toBe('member');
    expect(pending).toHaveLength(2);
  });
});
