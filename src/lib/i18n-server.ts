import type { i18n as I18n, TFunction } from 'i18next';
import { createInstance as createInterpreter, type BrowserI18n, type TFunction as InterpretedT } from './browser-i18n';
import { createI18n, digitFormatter, i18nOptions } from './i18n';
import type { Locale } from './locale';
import type { LocaleResources } from './locale-resources';

/**
 * Translations on the server render, made cheap (docs/decisions/020 and 035):
 * - one instance per locale for the life of the process, instead of one per request (the
 *   resources never change on the server and nothing changes its language);
 * - the texts come from the site's own interpreter of the locale resources (src/lib/browser-i18n.ts,
 *   the one the browser hydrates with, proven equal to i18next for every text): i18next copied its
 *   whole option set and walked its fallback chains on every call, a tenth of a fresh render. The
 *   i18next instance stays beside it as the view's prototype: the hooks read its options and
 *   language (the site's stand-in in the server build, react-i18next itself under Vitest);
 * - a text without options (most of them) is looked up once and remembered;
 * - each request sees the shared instance through a thin view that notes which texts the page
 *   used, so its state carries only those (the browser loads the rest after hydration). Plural and
 *   context forms of a used key (`key_one`, `key_other`, …) go with it.
 */
interface Base {
  resources: LocaleResources;
  instance: I18n;
  interpreter: BrowserI18n;
  namespaces: ReadonlySet<string>;
}
const bases = new Map<Locale, Base>();
/** Per fixed language, namespace and prefix: the interpreter's `t` and the texts it gave without options. */
const fixedTs = new Map<string, { t: InterpretedT; texts: Map<string, string> }>();

function base(locale: Locale, resources: LocaleResources): Base {
  const known = bases.get(locale);
  if (known && known.resources === resources) return known;
  const interpreter = createInterpreter().use(digitFormatter(locale)).init(i18nOptions(locale, resources));
  const made: Base = {
    resources,
    instance: createI18n(locale, resources),
    interpreter,
    namespaces: new Set(Object.keys(resources)),
  };
  bases.set(locale, made);
  for (const key of fixedTs.keys()) if (key.startsWith(`${locale}|`)) fixedTs.delete(key);
  return made;
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
  const used = new Map<string, Set<string>>();
  const defaultNs = 'common';
  const add = (ns: string, key: string) => {
    let keys = used.get(ns);
    if (!keys) used.set(ns, (keys = new Set()));
    keys.add(key);
  };

  const note = (
    fixedNs: string | readonly string[] | undefined,
    fixedPrefix: string | undefined,
    key: unknown,
    options: unknown,
  ): void => {
    const opts =
      typeof options === 'object' && options !== null
        ? (options as { ns?: string | readonly string[]; keyPrefix?: string })
        : {};
    for (const one of Array.isArray(key) ? key : [key]) {
      if (typeof one !== 'string') continue;
      const colon = one.indexOf(':');
      if (colon > 0 && shared.namespaces.has(one.slice(0, colon))) {
        add(one.slice(0, colon), one.slice(colon + 1));
        continue;
      }
      const prefix = opts.keyPrefix ?? fixedPrefix;
      const path = prefix ? `${prefix}.${one}` : one;
      const ns = opts.ns ?? fixedNs ?? defaultNs;
      for (const name of typeof ns === 'string' ? [ns] : ns) add(name, path);
    }
  };

  const view = Object.create(shared.instance) as I18n;
  const getFixedT = ((
    lng: string | readonly string[] | null,
    ns?: string | readonly string[] | null,
    keyPrefix?: string,
  ) => {
    const language = (Array.isArray(lng) ? lng[0] : lng) ?? locale;
    const memoKey = `${locale}|${String(language)}|${Array.isArray(ns) ? ns.join(',') : String(ns)}|${keyPrefix ?? ''}`;
    let fixed = fixedTs.get(memoKey);
    if (!fixed)
      fixedTs.set(
        memoKey,
        (fixed = {
          t: shared.interpreter.getFixedT(language, ns as string | string[] | null, keyPrefix),
          texts: new Map(),
        }),
      );
    const { t: interpreted, texts } = fixed;
    const fixedNs = ns ?? undefined;
    const fast = ((key: unknown, options?: unknown) => {
      note(fixedNs, keyPrefix, key, options);
      if (typeof key === 'string' && options === undefined) {
        let text = texts.get(key);
        if (text === undefined) texts.set(key, (text = String(interpreted(key))));
        return text;
      }
      // i18next takes a list of keys as "the first that exists": the site passes single keys only.
      const one = Array.isArray(key) ? key[0] : key;
      return interpreted(one as string, options as Parameters<InterpretedT>[1]);
    }) as unknown as FixedT;
    fast.lng = language;
    fast.ns = fixedNs;
    fast.keyPrefix = keyPrefix;
    return fast;
  }) as I18n['getFixedT'];
  Object.defineProperty(view, 'getFixedT', { value: getFixedT });
  // i18next works the direction out through Intl on every call; the two languages' are known.
  Object.defineProperty(view, 'dir', { value: (lng?: string) => shared.interpreter.dir(lng ?? locale) });
  Object.defineProperty(view, 't', { value: getFixedT(locale) });
  return { i18n: view, used };
}

/**
 * The texts of a page's state, made once per set of used texts: a page renders the same texts on
 * every visit, and copying them key by key was a share of each fresh render of its own. The same
 * object comes back for the same set, so its JSON is made once too (server/render/serialize-state.ts).
 */
const picks = new WeakMap<LocaleResources, Map<string, LocaleResources>>();
const PICKS_PER_LOCALE = 500;

export function pickedResources(
  resources: LocaleResources,
  used: ReadonlyMap<string, ReadonlySet<string>>,
): LocaleResources {
  let known = picks.get(resources);
  if (!known) picks.set(resources, (known = new Map()));
  let signature = '';
  for (const [ns, keys] of used) signature += `${ns}\u0002${[...keys].join('\u0001')}\u0003`;
  let picked = known.get(signature);
  if (!picked) {
    picked = usedResources(resources, used);
    // Bounded: texts used only under some query (a message, an empty list) add a few sets, not many.
    if (known.size >= PICKS_PER_LOCALE) known.delete(known.keys().next().value as string);
    known.set(signature, picked);
  }
  return picked;
}

/** The texts of `resources` a page used (with their plural and context forms): what its state carries. */
export function usedResources(
  resources: LocaleResources,
  used: ReadonlyMap<string, ReadonlySet<string>>,
): LocaleResources {
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
