import { useCallback, useEffect, useState } from 'react';
import type { DonorSessionState } from '../../../domain/donor-space/api-types';
import { loadApiClient } from '../../../lib/api-loader';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import type { Locale } from '../../../lib/locale';

export type DonorView = DonorSessionState | { state: 'checking' } | { state: 'failed' };

/**
 * Where this device stands with the donor's space (the session cookie is HttpOnly and sent to the
 * API only), read in the browser: the donor's space and the yearly statement both start from it.
 */
export function useDonorSession(locale: Locale) {
  const { apiBaseUrl } = useRuntimeConfig();
  const [view, setView] = useState<DonorView>({ state: 'checking' });
  const refresh = useCallback(async () => {
    try {
      const api = await loadApiClient(apiBaseUrl, locale);
      setView((await api.get<DonorSessionState>('/my-giving/session', { withCredentials: true })).data);
    } catch {
      setView({ state: 'failed' });
    }
  }, [apiBaseUrl, locale]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  const signedOut = useCallback(() => setView({ state: 'signedOut' }), []);
  return { view, setView, refresh, signedOut };
}
