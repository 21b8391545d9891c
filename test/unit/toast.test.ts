import { describe, expect, it } from 'vitest';
import { TOAST_SETTINGS, loadToastify, loadedToastify, notify, onToastifyLoaded } from '../../src/lib/toast';

describe('toasts (src/lib/toast.ts)', () => {
  it('keeps the constants of docs/behaviour.md#B-UI-1', () => {
    expect(TOAST_SETTINGS).toMatchObject({
      autoClose: 3000,
      position: 'bottom-right',
      limit: 20,
      draggablePercent: 60,
      containerWidth: 600,
      pauseOnHover: true,
      pauseOnFocusLoss: true,
    });
  });

  it('loads react-toastify on the first notify() and tells the host, once', async () => {
    expect(loadedToastify()).toBeNull();
    let told = 0;
    const stop = onToastifyLoaded(() => (told += 1));
    notify('success', 'تم');
    const module = await loadToastify();
    expect(loadedToastify()).toBe(module);
    expect(typeof module.ToastContainer).toBe('function');
    await loadToastify();
    expect(told).toBe(1);
    stop();
  });
});
