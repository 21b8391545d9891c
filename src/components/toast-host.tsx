import { useEffect, useSyncExternalStore } from 'react';
import { TOAST_SETTINGS, loadToastify, loadedToastify, onToastifyLoaded } from '../lib/toast';
import { whenIdle } from '../lib/prefetch';

/** The container's own region attributes, so the live region is in the page before any toast. */
const REGION = {
  className: 'Toastify',
  'aria-live': 'polite',
  'aria-atomic': false,
  'aria-relevant': 'additions text',
  'aria-label': 'Notifications Alt+T',
} as const;

/**
 * The toast container, configured as docs/behaviour.md#B-UI-1 says (CSS width 600 px in styles/components.css).
 * The server and the first browser render show the container's empty region; react-toastify is
 * loaded when the browser is idle (or by the first notify()) and its container replaces the region.
 */
export function ToastHost({ rtl }: { rtl: boolean }) {
  const toastify = useSyncExternalStore(onToastifyLoaded, loadedToastify, () => null);
  useEffect(() => {
    whenIdle(() => {
      loadToastify().catch(() => undefined);
    });
  }, []);

  if (!toastify) return <section {...REGION} />;
  const { ToastContainer } = toastify;
  return (
    <ToastContainer
      position={TOAST_SETTINGS.position}
      autoClose={TOAST_SETTINGS.autoClose}
      limit={TOAST_SETTINGS.limit}
      draggablePercent={TOAST_SETTINGS.draggablePercent}
      pauseOnHover={TOAST_SETTINGS.pauseOnHover}
      pauseOnFocusLoss={TOAST_SETTINGS.pauseOnFocusLoss}
      closeOnClick={TOAST_SETTINGS.closeOnClick}
      draggable={TOAST_SETTINGS.draggable}
      rtl={rtl}
      newestOnTop={false}
    />
  );
}
