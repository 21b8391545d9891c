import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { CloseButtonProps } from 'react-toastify';
import { Icon } from './icon';
import { TOAST_SETTINGS, loadToastify, loadedToastify, onToastifyLoaded } from '../lib/toast';
import { whenIdle } from '../lib/prefetch';

/** The container's own region attributes, so the live region is in the page before any toast. */
const REGION = {
  className: 'Toastify',
  'aria-live': 'polite',
  'aria-atomic': false,
  'aria-relevant': 'additions text',
} as const;

/** react-toastify's close button, named in the visitor's language instead of its English "close". */
function ToastCloseButton({ closeToast, theme, label }: CloseButtonProps & { label: string }) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={label}
      onClick={(event) => {
        // The toast closes on a click of its own as well: one click, one close.
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <Icon name="close" />
    </button>
  );
}

/**
 * The toast container, configured as docs/behaviour.md#B-UI-1 says (CSS width 600 px in styles/components.css).
 * The server and the first browser render show the container's empty region; react-toastify is
 * loaded when the browser is idle (or by the first notify()) and its container replaces the region.
 */
export function ToastHost({ rtl }: { rtl: boolean }) {
  const { t } = useTranslation('common');
  const regionLabel = t('toast.region');
  const toastify = useSyncExternalStore(onToastifyLoaded, loadedToastify, () => null);
  useEffect(() => {
    whenIdle(() => {
      loadToastify().catch(() => undefined);
    });
  }, []);

  if (!toastify) return <section {...REGION} aria-label={regionLabel} />;
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
      aria-label={regionLabel}
      closeButton={(props: CloseButtonProps) => <ToastCloseButton {...props} label={t('toast.close')} />}
      // Its timer bar is named "notification timer" in English only; without the bar the time-out
      // still runs (the hidden bar's animation ends it) and nothing English reaches a screen reader.
      hideProgressBar
    />
  );
}
