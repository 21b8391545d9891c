import { toast, type ToastOptions } from 'react-toastify';

/** SPEC.md §9 toast constants. */
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

/** Shows a toast of one of the five types; the text must already be translated. */
export function notify(type: ToastType, text: string, options?: ToastOptions): void {
  if (type === 'default') toast(text, options);
  else toast[type](text, options);
}
