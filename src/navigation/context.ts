import { createContext, useContext } from 'react';
import type { Locale } from '../lib/locale';
import type { NavigateOptions } from './navigator';

export type { NavigateOptions };

export interface NavigationApi {
  navigate(to: string, options?: NavigateOptions): Promise<void>;
  /** True while a navigation runs the pipeline (held at least 200 ms once raised: no flash). */
  pending: boolean;
  /** The offline/online status flag. */
  online: boolean;
  locale: Locale;
  /** The resolved path (with prefix if the visitor used one), query and hash included. */
  currentUrl: string;
}

export const NavigationContext = createContext<NavigationApi>({
  navigate: async () => undefined,
  pending: false,
  online: true,
  locale: 'ar',
  currentUrl: '/',
});

export function useNavigation(): NavigationApi {
  return useContext(NavigationContext);
}
