import type { i18n as I18n, TFunction } from 'i18next';
import { createI18n } from './i18n';
import type { Locale } from './locale';
import type { LocaleResources } from './locale-resources';

/**
 * Translations on the server, made cheap (docs/decisions: render speed):
 * - one i18next instance per locale for the life of the process, instead of one per request (the
 *   resources never change on the server and nothing changes its language);
 * - a text without options (most of them) is looked up once and remembered, since i18next copies
 *   its whole option set on every call;
 * - each request sees the shared instance through a thin view that notes which texts the page
 *   used, so its state carries only those (the browser loads the rest after hydration). Plural and
 *   context forms of a used key (`key_one`, `key_other`, …) go with it.
 */
const bases = new Map<Locale, { resources: LocaleResources; instance: I18n }>();
const remembered = new Map<string, Map<string, string>>();

function base(locale: Locale, resources: LocaleResources): I18n {
  const known = bases.get(locale);
  if (known && known.resources === resources) return known.instance;
  const instance = createI18n(locale, resources);
  bases.set(locale, { resources, instance });
  return instance;
}

export interface TrackedI18n {
  i18n: I18n;
  /** Texts looked up so far: namespace → key paths. */
  used: Map<string, Set<string>>;
}

type FixedT = TFunction & { lng?: string; ns?: string | readonly string[]; keyPrefix?: string };

/** The shared instance of `locale`, seen through a per-request view that records namespace use. */
export function trackedI18n(locale: Locale, resources: LocaleResources): TrackedI18n {
  const shared = base(locale, resources);
  const namespaces = new Set(Object.keys(resources));
  const used = new Map<string, Set<string>>();
  const defaultNs = 'common';
  const add = (ns: string, key: string) => {
    let keys = used.get(ns);
    if (!keys) used.set(ns, (keys = new Set()));
    keys.add(key);
  };

  const note = (fixedNs: string | readonly string[] | undefined, fixedPrefix: string | undefined, key: unknown, options: unknown): void => {
    const opts = typeof options === 'object' && options !== null ? (options as { ns?: string | readonly string[]; keyPrefix?: string }) : {};
    for (const one of Array.isArray(key) ? key : [key]) {
      if (typeof one !== 'string') continue;
      const colon = one.indexOf(':');
      if (colon > 0 && namespaces.has(one.slice(0, colon))) {
        add(one.slice(0, colon), one.slice(colon + 1));
        continue;
      }
      const prefix = opts.keyPrefix ?? fixedPrefix;
      const path = prefix ? `${prefix}.${one}` : one;
      const ns = opts.ns ?? fixedNs ?? defaultNs;
      for (const name of typeof ns === 'string' ? [ns] : ns) add(name, path);
    }
  };

  const view = Object.create(shared) as I18n;
  const getFixedT = ((lng: string | readonly string[] | null, ns?: string | readonly string[] | null, keyPrefix?: string) => {
    const fixed = shared.getFixedT(lng as string, ns as string, keyPrefix) as FixedT;
    const memoKey = `${String(lng)}|${Array.isArray(ns) ? ns.join(',') : String(ns)}|${keyPrefix ?? ''}`;
    let memo = remembered.get(memoKey);
    if (!memo) remembered.set(memoKey, (memo = new Map()));
    const cache = memo;
    const fast = ((key: unknown, options?: unknown, ...rest: unknown[]) => {
      note(fixed.ns ?? ns ?? undefined, fixed.keyPrefix ?? keyPrefix, key, options);
      if (typeof key === 'string' && options === undefined && rest.length === 0) {
        let text = cache.get(key);
        if (text === undefined) {
          text = String((fixed as unknown as (k: string) => unknown)(key));
          cache.set(key, text);
        }
        return text;
      }
      return (fixed as unknown as (...args: unknown[]) => unknown)(key, options, ...rest);
    }) as unknown as FixedT;
    fast.lng = fixed.lng;
    fast.ns = fixed.ns;
    fast.keyPrefix = fixed.keyPrefix;
    return fast;
  }) as I18n['getFixedT'];
  Object.defineProperty(view, 'getFixedT', { value: getFixedT });
  Object.defineProperty(view, 't', { value: getFixedT(locale) });
  return { i18n: view, used };
}

/** The texts of `resources` a page used (with their plural and context forms): what its state carries. */
export function usedResources(resources: LocaleResources, used: ReadonlyMap<string, ReadonlySet<string>>): LocaleResources {
  const picked: LocaleResources = {};
  for (const [ns, keys] of used) {
    const source = resources[ns];
    if (!source) continue;
    const target: Record<string, unknown> = (picked[ns] ??= {});
    for (const key of keys) copyKey(source, target, key.split('.'));
  }
  return picked;
}

/** Copies the value at `path` (a text or a whole subtree) and its `_suffix` siblings. */
function copyKey(source: Record<string, unknown>, target: Record<string, unknown>, path: string[]): void {
  let from: unknown = source;
  let to = target;
  for (const segment of path.slice(0, -1)) {
    from = (from as Record<string, unknown> | undefined)?.[segment];
    if (typeof from !== 'object' || from === null) return;
    const next = to[segment];
    // Already copied whole (the resource's own object): never write into it.
    if (next === from) return;
    to = (to[segment] = typeof next === 'object' && next !== null ? next : {}) as Record<string, unknown>;
  }
  const last = path[path.length - 1];
  const parent = from as Record<string, unknown>;
  for (const name of Object.keys(parent)) {
    if (name === last || name.startsWith(`${last}_`)) to[name] = parent[name];
  }
}
