import type { Locale } from '../lib/locale';
import type { LocaleResources } from '../lib/locale-resources';
import type { RuntimeConfig } from '../lib/runtime-config';
import type { ErrorState } from '../pipeline/http-error';
import type { LayoutName, PageRenderContext } from '../pipeline/types';

/** Where the visitor is: the URL the pipeline resolved. */
export interface AppLocation {
  path: string;
  search: string;
  hash: string;
}

/** What the pipeline settled, in a form that survives JSON. */
export type SettledView =
  | {
      kind: 'page';
      routeKey: string;
      layout: LayoutName;
      data: unknown;
      layoutData: unknown;
      render: PageRenderContext;
    }
  | { kind: 'error'; error: ErrorState; layout: LayoutName; render: PageRenderContext | null };

/** Serialized into the page by the server; the browser hydrates from it (docs/architecture.md, "State"). */
export interface AppState {
  location: AppLocation;
  view: SettledView;
  locale: Locale;
  resources: LocaleResources;
  config: RuntimeConfig;
}

export { STATE_ELEMENT_ID } from '../lib/state-element';
