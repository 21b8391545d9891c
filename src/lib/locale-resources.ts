import type { Locale } from './locale';

/** Namespace → its JSON. Every file under locales/{ar,en}/ is a namespace. */
export type LocaleResources = Record<string, Record<string, unknown>>;

// The back office's strings (admin.json) belong to its own bundle: public pages never load them.
// The calendar's words (calendar.json) are read by src/lib/format-date.ts itself, with its code.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../locales/*/*.json',
  '!../../locales/*/admin.json',
  '!../../locales/*/calendar.json',
]);
const cache = new Map<Locale, Promise<LocaleResources>>();

/** Loads every namespace of one locale; each file is its own chunk in the browser. */
export function loadLocaleResources(locale: Locale): Promise<LocaleResources> {
  let pending = cache.get(locale);
  if (!pending) {
    pending = (async () => {
      const entries = await Promise.all(
        Object.entries(loaders)
          .filter(([file]) => file.includes(`/locales/${locale}/`))
          .map(async ([file, load]) => {
            const namespace = file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
            return [namespace, (await load()).default] as const;
          }),
      );
      return Object.fromEntries(entries);
    })();
    pending.catch(() => cache.delete(locale));
    cache.set(locale, pending);
  }
  return pending;
}
