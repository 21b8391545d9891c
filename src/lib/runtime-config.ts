import { createContext, useContext } from 'react';
import { RETENTION_DEFAULTS, type RetentionPeriods } from '../domain/retention';

/** The public subset of the server's configuration, serialized into every page. */
export interface RuntimeConfig {
  publicUrl: string;
  apiBaseUrl: string;
  analyticsId: string;
  mapsApiKey: string;
  /** DETECT_BROWSER_LANGUAGE: client navigations to unprefixed paths follow the same rule as the server. */
  detectBrowserLanguage: boolean;
  /** How long personal data is kept: the privacy notice states these. */
  retention: RetentionPeriods;
}

export const defaultRuntimeConfig: RuntimeConfig = {
  publicUrl: 'http://localhost:3000',
  apiBaseUrl: '/api/v1',
  analyticsId: '',
  mapsApiKey: '',
  detectBrowserLanguage: true,
  retention: RETENTION_DEFAULTS,
};

export const RuntimeConfigContext = createContext<RuntimeConfig>(defaultRuntimeConfig);

export function useRuntimeConfig(): RuntimeConfig {
  return useContext(RuntimeConfigContext);
}
