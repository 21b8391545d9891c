import { ToastContainer } from 'react-toastify';
import { TOAST_SETTINGS } from '../lib/toast';

/** The toast container, configured to SPEC.md §9 (CSS width 600 px in styles/toasts.css). */
export function ToastHost({ rtl }: { rtl: boolean }) {
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
