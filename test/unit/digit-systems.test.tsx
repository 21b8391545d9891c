import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../src/lib/i18n';
import type { Locale } from '../../src/lib/locale';
import type { BasketItem } from '../../src/lib/basket-store';
import { parseRiyalsText } from '../../src/domain/giving/money';
import { BasketLine, amountInputText } from '../../src/pages/giving/parts/basket-line';

const bundle = (locale: Locale, ns: string) =>
  JSON.parse(readFileSync(`locales/${locale}/${ns}.json`, 'utf8')) as Record<string, unknown>;
const ARABIC_INDIC = /[\u0660-\u0669]/;

describe('one digit system per SMS that carries a code', () => {
  // The code stays in Latin digits: phones offer to fill in a one-time code only when they read it
  // in Latin digits, and the donor types it on a Latin keypad. So nothing else in that message may
  // be written in Arabic-Indic digits (the duration is written out in words in Arabic).
  for (const [ns, key] of [
    ['receipts', 'statement'],
    ['donor', 'signIn'],
  ] as const) {
    it(`${ns}:${key}.sms in Arabic has no Arabic-Indic digits beside the Latin code, and says ten minutes in words`, () => {
      const ar = (bundle('ar', ns)[key] as Record<string, string>).sms;
      expect(ar).toContain('{{code}}');
      expect(ar).not.toMatch(ARABIC_INDIC);
      expect(ar).toContain('عشر دقائق');
      const en = (bundle('en', ns)[key] as Record<string, string>).sms;
      expect(en).not.toMatch(ARABIC_INDIC);
      expect(en).toContain('10 minutes');
    });
  }
});

function render(line: BasketItem, locale: Locale): string {
  const i18n = createI18n(locale, Object.fromEntries(['common', 'giving'].map((ns) => [ns, bundle(locale, ns)])));
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <BasketLine line={line} locale={locale} />
    </I18nextProvider>,
  ).replace(/[\u2066-\u2069]/g, '');
}

const inputValue = (html: string, testId: string) =>
  new RegExp(`<input(?=[^>]*data-testid="${testId}")[^>]*value="([^"]*)"`).exec(html)?.[1];

describe('basket inputs in the page’s digits', () => {
  const open: BasketItem = {
    id: 'cause:1',
    kind: 'cause',
    ref: '1',
    title: { ar: 'سقيا الماء', en: 'Water' },
    unitAmount: 50_000,
    quantity: 1,
  };
  const counted: BasketItem = {
    id: 'product:7',
    kind: 'product',
    ref: '7',
    title: { ar: 'سلة غذائية', en: 'Food basket' },
    unitAmount: 50_000,
    quantity: 12,
  };

  it('shows an open amount as ٥٠٠ on an Arabic page and 500 on an English one, beside totals in the same digits', () => {
    const arabic = render(open, 'ar');
    expect(inputValue(arabic, 'line-amount')).toBe('٥٠٠');
    expect(arabic).toMatch(/basket-line__total">[^<]*٥٠٠/);
    // What the donor sees (text and input values, not tags or ids): no Latin digit on the Arabic line.
    const shown = arabic.replace(/<input[^>]*value="([^"]*)"[^>]*>/g, ' $1 ').replace(/<[^>]*>/g, ' ');
    expect(shown.match(/.{0,30}[0-9].{0,10}/g)).toBeNull();
    const english = render(open, 'en');
    expect(inputValue(english, 'line-amount')).toBe('500');
    expect(english).not.toMatch(ARABIC_INDIC);
  });

  it('shows a counted line’s quantity in the page’s digits', () => {
    expect(inputValue(render(counted, 'ar'), 'line-quantity')).toBe('١٢');
    expect(inputValue(render(counted, 'en'), 'line-quantity')).toBe('12');
  });

  it('reads back what it shows, halalas included, in either digit system', () => {
    expect(amountInputText(1_250, 'ar')).toBe('١٢٫٥');
    expect(amountInputText(1_250, 'en')).toBe('12.5');
    for (const halalas of [100, 1_250, 1_999, 50_000, 123_456_78]) {
      expect(parseRiyalsText(amountInputText(halalas, 'ar'))).toBe(halalas);
      expect(parseRiyalsText(amountInputText(halalas, 'en'))).toBe(halalas);
    }
  });
});
