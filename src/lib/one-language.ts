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
    return locale === 'ar' ? { ar: value.ar, en: empty } : { ar: empty, en: value.en };
  }
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = strip(item, locale);
  return out;
}
