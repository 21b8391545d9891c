/** docs/behaviour.md#B-NAV-6: a failed chunk load reloads the page once, at most once per 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60000;
const STORAGE_KEY = 'chunk-reload-at';

export interface ReloadEnvironment {
  now(): number;
  read(): string | null;
  write(value: string): void;
  reload(): void;
}

/** Reloads unless a reload happened within the guard; returns whether it reloaded. */
export function reloadOnChunkError(env: ReloadEnvironment): boolean {
  const last = Number(env.read() ?? 0);
  const now = env.now();
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  env.write(String(now));
  env.reload();
  return true;
}

export function browserReloadEnvironment(): ReloadEnvironment {
  return {
    now: () => Date.now(),
    read: () => {
      try {
        return window.sessionStorage.getItem(STORAGE_KEY);
      } catch {
        return null;
      }
    },
    write: (value) => {
      try {
        window.sessionStorage.setItem(STORAGE_KEY, value);
      } catch {
        // Without storage the guard cannot hold; reloading once more is the lesser harm.
      }
    },
    reload: () => window.location.reload(),
  };
}
