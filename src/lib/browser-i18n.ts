/**
 * The site's interpreter of the locale texts: i18next's stand-in in the client bundle (the
 * `browserI18n` plugin in vite.config.ts), and the engine of the server render's `t`
 * (src/lib/i18n-server.ts; the server keeps i18next for its API messages, SMS and PDFs). It reads
 * the same resources and offers the part of i18next's interface its only callers use: src/lib/i18n.ts,
 * the pages through `t`, and the site's react-i18next (src/lib/browser-react-i18n.ts), in about a
 * tenth of its size (docs/decisions/033-browser-i18n-interpreter.md, 035).
 *
 * What it interprets, as i18next does with this site's settings: `ns:key` and dotted keys, a key
 * prefix, `{{name}}` and `{{- name}}` (values not escaped, every value through the formatter module:
 * `alwaysFormat`), a variable not passed left as written, plurals by `Intl.PluralRules`
 * (`_zero` … `_other`, `_zero` first for a count of 0), `defaultValue`, `returnObjects`, the key
 * itself for a missing text. Not interpreted (the site's texts never use them; the equivalence test
 * would fail if one did): nesting `$t(…)`, context, ordinals, format arguments (`{{n, number}}`),
 * fallback languages, backends.
 *
 * test/unit/browser-i18n.test.ts proves every text of every namespace, in both languages, comes out
 * the same as i18next's with the same settings.
 */

type Bundle = Record<string, unknown>;
type Listener = (...args: unknown[]) => void;
type Options = Record<string, unknown>;

interface FormatterModule {
  type: 'formatter';
  format(value: unknown, format: string | undefined, lng: string | undefined, options: Options): unknown;
}

interface ThirdPartyModule {
  type: '3rdParty';
  init(instance: BrowserI18n): void;
}

type Module = FormatterModule | ThirdPartyModule | { type: string };

export interface InitOptions {
  lng: string;
  ns?: unknown;
  defaultNS?: unknown;
  resources?: Record<string, Record<string, Bundle>>;
  react?: object;
}

/** A translate function bound to a language, namespace and key prefix, as i18next's `getFixedT`. */
export type TFunction = ((key: string, options?: Options) => unknown) & {
  lng?: string;
  ns?: string;
  keyPrefix?: string;
};

class Events {
  private readonly listeners = new Map<string, Set<Listener>>();

  on(events: string, listener: Listener): this {
    for (const event of events.split(' ')) {
      if (!event) continue;
      let set = this.listeners.get(event);
      if (!set) this.listeners.set(event, (set = new Set()));
      set.add(listener);
    }
    return this;
  }

  off(event: string, listener?: Listener): void {
    if (!listener) this.listeners.delete(event);
    else this.listeners.get(event)?.delete(listener);
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }
}

class Store extends Events {
  readonly data: Record<string, Record<string, Bundle>> = {};
}

const isPlainObject = (value: unknown): value is Bundle => typeof value === 'object' && value !== null;

function deepMerge(target: Bundle, source: Bundle, overwrite: boolean): void {
  for (const [key, value] of Object.entries(source)) {
    if (key === '__proto__' || key === 'constructor') continue;
    const existing = target[key];
    if (isPlainObject(existing) && isPlainObject(value) && !Array.isArray(existing) && !Array.isArray(value))
      deepMerge(existing, value, overwrite);
    else if (overwrite || existing === undefined) target[key] = value;
  }
}

/** A dotted path in nested texts; a key that itself holds dots is found too (as i18next does). */
function lookup(bundle: Bundle | undefined, key: string): unknown {
  if (!bundle) return undefined;
  let node: unknown = bundle;
  for (const part of key.split('.')) {
    if (!isPlainObject(node) || !Object.prototype.hasOwnProperty.call(node, part)) {
      node = undefined;
      break;
    }
    node = node[part];
  }
  if (node !== undefined && node !== null) return node;
  return Object.prototype.hasOwnProperty.call(bundle, key) ? bundle[key] : node;
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(lng: string, count: number): string {
  let rules = pluralRules.get(lng);
  if (!rules) pluralRules.set(lng, (rules = new Intl.PluralRules(lng, { type: 'cardinal' })));
  return rules.select(count);
}

const VARIABLE = /{{(-?)(.+?)}}/g;
const RTL = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'yi', 'dv', 'ckb', 'sd', 'ug']);

export class BrowserI18n extends Events {
  language = '';
  options: InitOptions = { lng: '' };
  readonly store = new Store();
  private formatter: FormatterModule | undefined;
  private readonly thirdParty: ThirdPartyModule[] = [];
  /** A text was asked for and missing since listeners were last told of added texts. */
  private shortfall = false;
  /** Listeners are being told of added texts in this task: every add of the task tells them. */
  private telling = false;

  use(module: Module): this {
    if (module.type === 'formatter') this.formatter = module as FormatterModule;
    else if (module.type === '3rdParty') this.thirdParty.push(module as ThirdPartyModule);
    return this;
  }

  init(options: InitOptions): this {
    this.options = { defaultNS: 'translation', ...options };
    for (const [lng, namespaces] of Object.entries(options.resources ?? {})) {
      for (const [ns, bundle] of Object.entries(namespaces)) this.addResourceBundle(lng, ns, bundle, true, true, true);
    }
    this.language = options.lng;
    for (const module of this.thirdParty) module.init(this);
    return this;
  }

  /** Merges texts into a namespace; `deep` keeps what is there unless `overwrite` (i18next's meaning). */
  addResourceBundle(lng: string, ns: string, bundle: Bundle, deep = false, overwrite = false, silent = false): this {
    const namespaces = (this.store.data[lng] ??= {});
    if (deep) deepMerge((namespaces[ns] ??= {}), bundle, overwrite);
    else namespaces[ns] = { ...namespaces[ns], ...bundle };
    // Unlike i18next, listeners (the parts that render texts) are told only if a text was asked
    // for and missing since they were last told: otherwise the added texts change nothing shown,
    // and the whole page rendering again when the rest of the texts arrive was the largest task
    // after hydration on a phone. Whatever renders later reads the added texts anyway
    // (docs/behaviour.md#B-LOCALE-8).
    if (!silent && (this.shortfall || this.telling)) {
      this.shortfall = false;
      if (!this.telling) {
        this.telling = true;
        queueMicrotask(() => (this.telling = false));
      }
      this.store.emit('added', lng, ns, bundle);
    }
    return this;
  }

  hasResourceBundle(lng: string, ns: string): boolean {
    const bundle = this.store.data[lng]?.[ns];
    return bundle !== undefined && Object.keys(bundle).length > 0;
  }

  changeLanguage(lng?: string): Promise<TFunction> {
    if (lng && lng !== this.language) {
      this.language = lng;
      this.emit('languageChanged', lng);
    }
    return Promise.resolve(this.t);
  }

  dir(lng?: string): 'rtl' | 'ltr' {
    const code = (lng ?? this.language ?? '').toLowerCase().split('-')[0];
    return RTL.has(code) ? 'rtl' : 'ltr';
  }

  getFixedT(lng?: string | null, ns?: string | string[] | null, keyPrefix?: string): TFunction {
    const fixed: TFunction = (key, options = {}) =>
      this.translate(key, {
        ...options,
        lng: options.lng ?? fixed.lng,
        ns: options.ns ?? fixed.ns,
        keyPrefix: options.keyPrefix ?? fixed.keyPrefix,
      });
    fixed.lng = lng ?? undefined;
    fixed.ns = (Array.isArray(ns) ? ns[0] : ns) ?? undefined;
    fixed.keyPrefix = keyPrefix;
    return fixed;
  }

  /** Bound, so it may be passed around as i18next's often is. */
  readonly t: TFunction = (key, options) => this.translate(key, options ?? {});

  private target(rawKey: string, options: Options): { key: string; ns: string; lng: string } {
    let key = String(rawKey);
    let ns = typeof options.ns === 'string' ? options.ns : (this.options.defaultNS as string);
    const separator = key.indexOf(':');
    if (separator >= 0) {
      ns = key.slice(0, separator);
      key = key
        .slice(separator + 1)
        .split(':')
        .join('.');
    }
    if (typeof options.keyPrefix === 'string' && options.keyPrefix) key = `${options.keyPrefix}.${key}`;
    const lng = typeof options.lng === 'string' && options.lng ? options.lng : this.language;
    return { key, ns, lng };
  }

  private resolve(
    rawKey: string,
    options: Options,
  ): { found: boolean; value: unknown; key: string; ns: string; lng: string } {
    const { key, ns, lng } = this.target(rawKey, options);
    const bundle = this.store.data[lng]?.[ns];
    const candidates = [key];
    const count = options.count;
    if (count !== undefined && typeof count !== 'string') {
      candidates.push(`${key}_${pluralCategory(lng, Number(count))}`);
      if (count === 0) candidates.push(`${key}_zero`);
    }
    // i18next tries the most specific form first: `_zero` for 0, then the plural form, then the key.
    for (let index = candidates.length - 1; index >= 0; index -= 1) {
      const value = lookup(bundle, candidates[index]);
      if (value !== undefined && value !== null) return { found: true, value, key, ns, lng };
    }
    // A text found in any form is final: texts come whole, a key with all of its plural forms.
    this.shortfall = true;
    return { found: false, value: undefined, key, ns, lng };
  }

  private translate(rawKey: string, options: Options): unknown {
    if (rawKey === undefined || rawKey === null) return '';
    const resolved = this.resolve(rawKey, options);
    let value: unknown = resolved.value;
    if (!resolved.found && typeof options.defaultValue === 'string') value = options.defaultValue;
    if (value === undefined) value = resolved.key;
    if (isPlainObject(value)) {
      if (!options.returnObjects)
        return `key '${resolved.key} (${this.language})' returned an object instead of string.`;
      return this.translateObject(value, resolved.lng, options);
    }
    return typeof value === 'string' ? this.interpolate(value, resolved.lng, options) : value;
  }

  private translateObject(value: Bundle, lng: string, options: Options): unknown {
    const copy: Bundle | unknown[] = Array.isArray(value) ? [] : {};
    for (const [key, member] of Object.entries(value)) {
      (copy as Bundle)[key] = isPlainObject(member)
        ? this.translateObject(member, lng, options)
        : typeof member === 'string'
          ? this.interpolate(member, lng, options)
          : member;
    }
    return copy;
  }

  private interpolate(text: string, lng: string, options: Options): string {
    if (!text.includes('{{')) return text;
    const data = isPlainObject(options.replace) ? options.replace : options;
    return text.replace(VARIABLE, (match, _unescaped: string, name: string) => {
      const variable = name.trim();
      let value: unknown = lookup(data, variable);
      if (this.formatter)
        value = this.formatter.format(value, undefined, lng, { ...options, ...data, interpolationkey: variable });
      if (value === undefined) return Object.prototype.hasOwnProperty.call(options, variable) ? '' : match;
      return value === null ? '' : String(value);
    });
  }
}

export function createInstance(): BrowserI18n {
  return new BrowserI18n();
}
