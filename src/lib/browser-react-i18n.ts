import { createContext, createElement, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { BrowserI18n, TFunction } from './browser-i18n';

/**
 * The site's `react-i18next`: the three things the site takes from it (`useTranslation`,
 * `I18nextProvider`, `initReactI18next`), put in its place by the `browserI18n` plugin in
 * vite.config.ts, in the browser and in the server's render (docs/decisions/033 and 035). In the
 * browser it runs over src/lib/browser-i18n.ts; on the server over the per-request view of
 * src/lib/i18n-server.ts, whose `t` is the same interpreter.
 *
 * As react-i18next with this site's settings (`useSuspense: false`, `bindI18nStore: 'added'`):
 * a component renders again when the language changes or the instance tells of added texts (it
 * does only when a text had been missing: src/lib/browser-i18n.ts); `t` is bound to the first
 * namespace asked for (the others are reached as `ns:key`).
 */

interface Context {
  i18n?: BrowserI18n;
  defaultNS?: string | string[];
}

const I18nContext = createContext<Context>({});
let initialised: BrowserI18n | undefined;

export const initReactI18next = {
  type: '3rdParty' as const,
  init(instance: BrowserI18n) {
    initialised = instance;
  },
};

export function I18nextProvider({
  i18n,
  defaultNS,
  children,
}: {
  i18n: BrowserI18n;
  defaultNS?: string | string[];
  children?: ReactNode;
}) {
  const value = useMemo(() => ({ i18n, defaultNS }), [i18n, defaultNS]);
  return createElement(I18nContext.Provider, { value }, children);
}

/** A number that moves whenever the instance's language or texts change, per instance. */
const revisions = new WeakMap<BrowserI18n, { value: number; subscribe: (listener: () => void) => () => void }>();

function revisionOf(i18n: BrowserI18n) {
  let revision = revisions.get(i18n);
  if (!revision) {
    const state = {
      value: 0,
      subscribe(listener: () => void) {
        const changed = () => {
          state.value += 1;
          listener();
        };
        i18n.on('languageChanged', changed);
        i18n.store.on('added', changed);
        return () => {
          i18n.off('languageChanged', changed);
          i18n.store.off('added', changed);
        };
      },
    };
    revisions.set(i18n, (revision = state));
  }
  return revision;
}

type UseTranslationResult = [TFunction, BrowserI18n, boolean] & { t: TFunction; i18n: BrowserI18n; ready: boolean };

export function useTranslation(
  ns?: string | string[],
  options: { i18n?: BrowserI18n; lng?: string; keyPrefix?: string } = {},
): UseTranslationResult {
  const context = useContext(I18nContext);
  const i18n = options.i18n ?? context.i18n ?? initialised;
  if (!i18n) throw new Error('useTranslation: no i18n instance (initReactI18next or I18nextProvider)');
  const revision = revisionOf(i18n);
  const version = useSyncExternalStore(
    revision.subscribe,
    () => revision.value,
    () => revision.value,
  );
  const wanted = ns ?? context.defaultNS ?? (i18n.options.defaultNS as string | undefined) ?? 'translation';
  const namespace = Array.isArray(wanted) ? wanted[0] : wanted;
  const lng = options.lng ?? i18n.language;
  return useMemo(() => {
    const t = i18n.getFixedT(lng, namespace, options.keyPrefix);
    const result = [t, i18n, true] as UseTranslationResult;
    result.t = t;
    result.i18n = i18n;
    result.ready = true;
    return result;
    // `version` renews `t` when texts are added, as react-i18next does, so memoised children see it.
  }, [i18n, lng, namespace, options.keyPrefix, version]);
}
