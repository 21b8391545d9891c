import { createContext, useContext } from 'react';
import type { Locale } from '../lib/locale';

export interface NavigateOptions {
  replace?: boolean;
}

export interface NavigationApi {
  navigate(to: string, options?: NavigateOptions): Promise<void>;
  /** True while a navigation runs the pipeline. */
  pending: boolean;
  /** SPEC.md §2: the offline/online status flag. */
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
