import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, reloadOnChunkError, type ReloadEnvironment } from '../../src/lib/chunk-reload';

function environment(start = 1_000_000) {
  let stored: string | null = null;
  const state = { now: start, reloads: 0 };
  const env: ReloadEnvironment = {
    now: () => state.now,
    read: () => stored,
    write: (value) => {
      stored = value;
    },
    reload: () => {
      state.reloads += 1;
    },
  };
  return { env, state };
}

describe('chunk reload guard (docs/behaviour.md#B-NAV-6)', () => {
  it('the guard is 60 s', () => expect(CHUNK_RELOAD_GUARD_MS).toBe(60000));

  it('reloads on the first failure', () => {
    const { env, state } = environment();
    expect(reloadOnChunkError(env)).toBe(true);
    expect(state.reloads).toBe(1);
  });

  it('does not reload again within 60 s (no loop)', () => {
    const { env, state } = environment();
    reloadOnChunkError(env);
    state.now += 1000;
    expect(reloadOnChunkError(env)).toBe(false);
    state.now += CHUNK_RELOAD_GUARD_MS - 1001;
    expect(reloadOnChunkError(env)).toBe(false);
    expect(state.reloads).toBe(1);
  });

  it('reloads again once 60 s have passed', () => {
    const { env, state } = environment();
    reloadOnChunkError(env);
    state.now += CHUNK_RELOAD_GUARD_MS;
    expect(reloadOnChunkError(env)).toBe(true);
    expect(state.reloads).toBe(2);
  });

  it('a garbage stored value does not block the reload', () => {
    const { env, state } = environment();
    env.write('not a number');
    expect(reloadOnChunkError(env)).toBe(true);
    expect(state.reloads).toBe(1);
  });
});
