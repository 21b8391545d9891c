import type { Locale } from './locale';

/**
 * Page data with only the visitor's language of every bilingual text (`{ ar, en }` pairs of texts
 * or of block lists from the
 * API): the other language is emptied before the server renders and serializes it, so the state in
 * the HTML carries one language. Pages read texts through `pick(text, locale)`, which is unchanged;
 * a switch of language is a new navigation that loads its own data.
 */
export function oneLanguage<T>(value: T, locale: Locale): T {
  return strip(value, locale) as T;
}

type Pair = { ar: string; en: string } | { ar: unknown[]; en: unknown[] };

/** `{ ar, en }` with two texts, or two lists of blocks (rich bodies). */
function isPair(value: object): value is Pair {
  const { ar, en } = value as { ar?: unknown; en?: unknown };
  if (Object.keys(value).length !== 2) return false;
  return (typeof ar === 'string' && typeof en === 'string') || (Array.isArray(ar) && Array.isArray(en));
}

function strip(value: unknown, locale: Locale): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => strip(item, locale));
  if (isPair(value)) {
    const empty = typeof value.ar === 'string' ? '' : [];
    const pair = locale === 'ar' ? { ar: value.ar, en: empty } : { ar: empty, en: value.en };
    emptied.add(pair);
    return pair;
  }
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = strip(item, locale);
  return out;
}

/** The pairs `oneLanguage` made: only these are shortened in the state's JSON. */
const emptied = new WeakSet<object>();

const isEmptyText = (value: unknown) => value === '' || (Array.isArray(value) && value.length === 0);

/**
 * JSON.stringify replacer for the page state: a pair whose other language `oneLanguage` emptied goes
 * out as its one language alone (`{"ar":"…"}`), a few bytes less for every text of the page.
 * `restorePairs` puts the empty side back in the browser before anything reads the state.
 */
export function compactPairs(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || !emptied.has(value)) return value;
  const { ar, en } = value as Pair;
  if (isEmptyText(en)) return { ar };
  if (isEmptyText(ar)) return { en };
  return value;
}

/** Undoes `compactPairs` on parsed page data: `{ ar }` or `{ en }` alone gets its empty other side. */
export function restorePairs<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (const item of value) restorePairs(item);
    return value;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length === 1 && (keys[0] === 'ar' || keys[0] === 'en')) {
    const text = record[keys[0]];
    if (typeof text === 'string' || Array.isArray(text)) {
      record[keys[0] === 'ar' ? 'en' : 'ar'] = typeof text === 'string' ? '' : [];
      return value;
    }
  }
  for (const key of keys) restorePairs(record[key]);
  return value;
}
