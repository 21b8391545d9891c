import type { ReactNode } from 'react';
import type { ToastOptions } from 'react-toastify';

/** Toast constants (docs/behaviour.md#B-UI-1). */
export const TOAST_SETTINGS = {
  autoClose: 3000,
  position: 'bottom-right',
  limit: 20,
  draggablePercent: 60,
  containerWidth: 600,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  closeOnClick: true,
  draggable: true,
} as const;

export const TOAST_TYPES = ['default', 'info', 'success', 'error', 'warning'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export type Toastify = typeof import('react-toastify');

/*
 * react-toastify (~10 KB gzip) stays out of the first-load JavaScript: ToastHost loads it when the
 * browser is idle after hydration, and notify() loads it if a toast comes first. react-toastify
 * queues toasts raised before its container mounts and shows them once it does, so nothing is lost.
 */
let loading: Promise<Toastify> | null = null;
let loaded: Toastify | null = null;
const listeners = new Set<() => void>();

export function loadToastify(): Promise<Toastify> {
  loading ??= import('react-toastify').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      // Let a later toast try again (e.g. the chunk failed while offline).
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The loaded module, or null until then (for useSyncExternalStore). */
export function loadedToastify(): Toastify | null {
  return loaded;
}

export function onToastifyLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a toast of one of the five types; the text must already be translated (it may hold a link). */
export function notify(type: ToastType, text: ReactNode, options?: ToastOptions): void {
  loadToastify().then(
    ({ toast }) => {
      if (type === 'default') toast(text, options);
      else toast[type](text, options);
    },
    (error: unknown) => console.error('Could not load the notifications module', error),
  );
}
