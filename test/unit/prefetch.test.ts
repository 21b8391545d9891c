import { describe, expect, it } from 'vitest';
import { PREFETCH_IDLE_TIMEOUT_MS, canPrefetch } from '../../src/lib/prefetch';

describe('prefetch rules (docs/behaviour.md#B-NAV-5)', () => {
  it('the idle-callback timeout is 2000 ms', () => expect(PREFETCH_IDLE_TIMEOUT_MS).toBe(2000));

  it('prefetches online on a normal connection, or when the connection is unknown', () => {
    expect(canPrefetch({ onLine: true, connection: { effectiveType: '4g', saveData: false } })).toBe(true);
    expect(canPrefetch({ onLine: true, connection: { effectiveType: '3g' } })).toBe(true);
    expect(canPrefetch({ onLine: true })).toBe(true);
  });

  it('never on 2g (including slow-2g)', () => {
    expect(canPrefetch({ onLine: true, connection: { effectiveType: '2g' } })).toBe(false);
    expect(canPrefetch({ onLine: true, connection: { effectiveType: 'slow-2g' } })).toBe(false);
  });

  it('never with save-data', () => {
    expect(canPrefetch({ onLine: true, connection: { effectiveType: '4g', saveData: true } })).toBe(false);
  });

  it('never offline, nor without a navigator (server)', () => {
    expect(canPrefetch({ onLine: false, connection: { effectiveType: '4g' } })).toBe(false);
    expect(canPrefetch(undefined)).toBe(false);
  });
});
