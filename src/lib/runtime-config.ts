import { createContext, useContext } from 'react';

/** The public subset of the server's configuration, serialized into every page. */
export interface RuntimeConfig {
  publicUrl: string;
  apiBaseUrl: string;
  analyticsId: string;
  mapsApiKey: string;
  /** DETECT_BROWSER_LANGUAGE: client navigations to unprefixed paths follow the same rule as the server. */
  detectBrowserLanguage: boolean;
}

export const defaultRuntimeConfig: RuntimeConfig = {
  publicUrl: 'http://localhost:3000',
  apiBaseUrl: '/api/v1',
  analyticsId: '',
  mapsApiKey: '',
  detectBrowserLanguage: true,
};

export const RuntimeConfigContext = createContext<RuntimeConfig>(defaultRuntimeConfig);

export function useRuntimeConfig(): RuntimeConfig {
  return useContext(RuntimeConfigContext);
}
