import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/lib/locale';

const ROOT = path.resolve(import.meta.dirname, '../../locales');

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** i18next plural forms: Arabic has six (zero, one, two, few, many, other), English two. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (key: string) => key.replace(PLURAL, '');

/** The value at a dotted key (`form.errorSummary_one`). */
function valueAt(texts: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts);
}

function load(locale: string, file: string): unknown {
  return JSON.parse(readFileSync(path.join(ROOT, locale, file), 'utf8'));
}

const namespaces = readdirSync(path.join(ROOT, 'ar')).filter((file) => file.endsWith('.json'));

describe('locales', () => {
  it('every namespace exists in both languages', () => {
    for (const locale of LOCALES) {
      expect(
        readdirSync(path.join(ROOT, locale))
          .filter((f) => f.endsWith('.json'))
          .sort(),
      ).toEqual([...namespaces].sort());
    }
  });

  for (const file of namespaces) {
    it(`${file}: each language's own digits, outside placeholders and isolated codes`, () => {
      // Numbers come through placeholders, which write the language's digits; a code to be typed as
      // it is (a colour) sits between direction marks, or comes through a placeholder, isolated.
      const bare = (text: string) => text.replace(/{{[^}]*}}|\u200e[^\u200e]*\u200e/g, '');
      for (const [locale, wrong] of [
        ['ar', /[0-9]/],
        ['en', /[\u0660-\u0669]/],
      ] as const) {
        const texts = load(locale, file);
        const offending = keys(texts).filter((key) => {
          const text = valueAt(texts, key);
          return typeof text === 'string' && wrong.test(bare(text));
        });
        expect(offending, `${locale} texts with the other language's digits`).toEqual([]);
      }
    });

    it(`${file}: Arabic and English have the same keys`, () => {
      const ar = [...new Set(keys(load('ar', file)).map(base))].sort();
      const en = [...new Set(keys(load('en', file)).map(base))].sort();
      expect(
        ar.filter((k) => !en.includes(k)),
        'keys only in Arabic',
      ).toEqual([]);
      expect(
        en.filter((k) => !ar.includes(k)),
        'keys only in English',
      ).toEqual([]);
    });

    it(`${file}: no empty strings, and interpolations match`, () => {
      const ar = load('ar', file);
      const en = load('en', file);
      for (const key of keys(ar)) {
        const a = valueAt(ar, key);
        const e = PLURAL.test(key) ? valueAt(en, `${base(key)}_other`) : valueAt(en, key);
        expect(typeof a === 'string' ? a.trim() : 'x', `ar ${key}`).not.toBe('');
        expect(typeof e === 'string' ? e.trim() : 'x', `en ${key}`).not.toBe('');
        // Plural forms may drop the number ("وثيقة واحدة"): placeholders are compared on other keys only.
        if (typeof a === 'string' && typeof e === 'string' && !PLURAL.test(key)) {
          const vars = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
          expect(vars(a), `placeholders of ${key}`).toEqual(vars(e));
        }
      }
    });
  }
});
