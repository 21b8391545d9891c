import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { formatMoney as formatMoneyRaw } from '../../src/lib/format';
import { formatGregorian, formatHijri } from '../../src/lib/format-date';
import type { Locale } from '../../src/lib/locale';
import { useTestApp } from '../helpers/test-app';
import { expectAllIn } from '../helpers/expect-text';
import { appStateOf } from '../helpers/app-state';

/** Formatted money as it reads after `page()` normalised no-break spaces. */
const formatMoney = (halalas: number, locale: Locale) => formatMoneyRaw(halalas, locale).replace(/\u00a0/g, ' ');

const t = useTestApp({ database: 'sqlite' });

/** The page's HTML with React's text separators removed and entities decoded, so phrases can be matched. */
async function page(path: string): Promise<string> {
  const res = await request(t.app).get(path);
  expect(res.status).toBe(200);
  expect(res.type).toBe('text/html');
  return res.text
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\u00a0/g, ' ');
}

/** The text of the live result region. */
function liveResult(html: string): string {
  const match = /data-testid="calc-result"[^>]*>([\s\S]*?)<\/section>/.exec(html);
  return (match?.[1] ?? '').replace(/<[^>]+>/g, ' ');
}

describe('zakat on money page', () => {
  it('Arabic: title, labelled inputs with units, prices with the date they were set, explanation', async () => {
    const html = await page('/ar/calc/money');
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(html).toContain('<title>حاسبة زكاة المال');
    expect(html).toContain('<h1 class="page-title">حاسبة زكاة المال</h1>');
    for (const [id, label] of [
      ['cash', 'النقد والأرصدة البنكية'],
      ['gold21', 'ذهب عيار ٢١'],
      ['silver', 'الفضة الخالصة'],
      ['debts', 'الديون التي عليك ويحين سدادها الآن'],
    ]) {
      expect(html).toMatch(new RegExp(`<label class="calc-field__label" for="calc-${id}">${label}`));
      expect(html).toMatch(new RegExp(`<input id="calc-${id}" type="text" inputMode="decimal"[^>]* name="${id}"`));
    }
    expectAllIn(html, [
      '(ر.س)',
      '(غرام)',
      formatMoney(49_000, 'ar'),
      formatMoney(610, 'ar'),
      formatMoney(4_165_000, 'ar'),
      formatMoney(362_950, 'ar'),
      '٨٥ غرامًا',
      '٥٩٥ غرامًا',
      formatHijri('2026-11-15T06:00:00.000Z', 'ar'),
      formatGregorian('2026-11-15T06:00:00.000Z', 'ar'),
      'كيف تُحسب زكاة المال',
      'اختلف العلماء',
      'aria-live="polite"',
    ]);
    // The deduction of debts is off by default; gold is the default nisab basis.
    expect(html).toMatch(/<input type="checkbox" name="deduct" value="1"\/>/);
    expect(html).toMatch(/<input type="radio" name="basis" checked="" value="gold"\/>/);
    expect(html).toMatch(/<input type="radio" name="basis" value="silver"\/>/);
  });

  it('English: the same page in English', async () => {
    const html = await page('/en/calc/money');
    expect(html).toMatch(/<html lang="en" dir="ltr">/);
    expect(html).toContain('<title>Zakat on money calculator');
    expect(html).toMatch(/<label class="calc-field__label" for="calc-cash">Cash and bank balances/);
    expect(html).toMatch(/<label class="calc-field__label" for="calc-gold18">18-karat gold/);
    expectAllIn(html, [
      'One gram of 24-karat gold',
      'SAR 490',
      'SAR 6.10',
      'SAR 41,650',
      'SAR 3,629.50',
      'Prices set on',
      '15 November 2026',
      'How zakat on money is calculated',
      'Scholars differ',
    ]);
  });

  it('without JavaScript the form submits to the page and the server shows the result', async () => {
    const due = liveResult(await page('/en/calc/money?cash=50%2C000&gold21=100'));
    // 50,000 + 87.5 g pure × 490 = 42,875 → 92,875 → zakat 2,321.875, rounded up to 2,321.88.
    expectAllIn(due, ['SAR 92,875', 'SAR 2,321.88', 'Zakat is due']);

    const arabicDigits = liveResult(
      await page(`/ar/calc/money?cash=${encodeURIComponent('٥٠٬٠٠٠')}&gold21=${encodeURIComponent('١٠٠')}`),
    );
    expect(arabicDigits).toContain(formatMoney(232_188, 'ar'));
    expect(arabicDigits).toContain('تجب الزكاة في مالك');

    const below = liveResult(await page('/en/calc/money?cash=40000'));
    expect(below).toContain('below the nisab');
    expect(below).not.toContain('Zakat due');

    const silver = liveResult(await page('/en/calc/money?cash=5000&basis=silver'));
    expect(silver).toContain('SAR 125');

    const debts = liveResult(await page('/en/calc/money?cash=50000&debts=10000&deduct=1'));
    expect(debts).toContain('Debts deducted');
    expect(debts).toContain('below the nisab');
  });

  it("a bad value gets a message in the visitor's language, not NaN", async () => {
    const en = await page('/en/calc/money?cash=-5&silver=abc');
    expectAllIn(en, ['The value cannot be negative', 'Enter a valid number', 'Correct the highlighted fields']);
    expect(en).not.toContain('NaN');
    const ar = await page('/ar/calc/money?cash=1.234');
    expect(ar).toContain('يجب ألا يزيد عدد الأرقام بعد الفاصلة العشرية على ٢');
    expect(ar).not.toContain('NaN');
  });
});

describe('zakat al-Fitr page', () => {
  it('Arabic: title, labelled input, amount and weight per person, the Eid deadline', async () => {
    const html = await page('/ar/calc/fetir');
    expect(html).toContain('<title>حاسبة زكاة الفطر');
    expect(html).toMatch(/<label class="calc-field__label" for="calc-persons">عدد الأفراد الذين تُخرج عنهم/);
    expect(html).toMatch(/inputMode="numeric"/);
    expectAllIn(html, [formatMoney(2_500, 'ar'), '٣ كيلوغرامات', 'قبل صلاة العيد', 'كيف تُحسب زكاة الفطر']);
  });

  it('English, with a household from the query: 4 persons → 12 kg, SAR 100', async () => {
    const html = await page('/en/calc/fetir?persons=4');
    expectAllIn(html, ['<title>Zakat al-Fitr calculator', 'SAR 25', '3 kilograms', 'before the Eid prayer']);
    const result = liveResult(html);
    expectAllIn(result, ['4 persons', '12 kilograms', 'SAR 100']);
  });

  it('Arabic digits in the query: ٧ أشخاص → ٢١ كيلوغرامًا', async () => {
    const result = liveResult(await page(`/ar/calc/fetir?persons=${encodeURIComponent('٧')}`));
    expectAllIn(result, ['٧ أشخاص', '٢١ كيلوغرامًا', formatMoney(17_500, 'ar')]);
  });
});

describe('atonement page', () => {
  it('Arabic: every type explained in a sentence, the meal price, oath by default', async () => {
    const html = await page('/ar/calc/kafarat');
    expectAllIn(html, [
      '<title>حاسبة الكفارات',
      'كفارة اليمين أو النذر',
      'فدية الصيام',
      'كفارة الجماع في نهار رمضان',
      'أطعم عشرة مساكين',
      'أطعم ستين مسكينًا',
      formatMoney(1_500, 'ar'),
    ]);
    const result = liveResult(html);
    expect(result).toContain('١٠ مساكين');
    expect(result).toContain(formatMoney(15_000, 'ar'));
  });

  it('English: fidyah for 30 days and intercourse for one day from the query', async () => {
    const fidyah = await page('/en/calc/kafarat?type=fidyah&count=30');
    expect(fidyah).toContain('<title>Atonement calculator');
    expect(fidyah).toMatch(/<label class="calc-field__label" for="calc-count">Number of days missed/);
    expect(fidyah).toContain('feeds one poor person for each day missed');
    expect(liveResult(fidyah)).toContain('30 poor people');
    expect(liveResult(fidyah)).toContain('SAR 450');
    const intercourse = liveResult(await page('/en/calc/kafarat?type=intercourse&count=1'));
    expect(intercourse).toContain('60 poor people');
    expect(intercourse).toContain('SAR 900');
    const clothing = liveResult(await page('/en/calc/kafarat?type=oath&count=1&provision=clothing'));
    expect(clothing).toContain('SAR 750');
  });
});

describe('what a calculator carries for the browser', () => {
  it('each calculator state holds its result, donate and basket-title texts, whether its first render shows them or not', async () => {
    for (const [path, own] of [
      ['/ar/calc/money', 'money'],
      ['/en/calc/fetir', 'fitr'],
      ['/ar/calc/kafarat', 'kaffarah'],
    ] as const) {
      const res = await request(t.app).get(path);
      const resources = appStateOf(res.text).resources as Record<string, Record<string, Record<string, unknown>>>;
      expect(Object.keys(resources.calc.result ?? {}), path).toEqual(
        expect.arrayContaining(['donate', 'added', 'toBasket']),
      );
      expect(Object.keys(resources.calc.basket ?? {}), path).toEqual(expect.arrayContaining(['money', 'fitr', 'oath']));
      expect(resources.calc[own], path).toBeDefined();
      expect((resources.giving?.funds as Record<string, unknown> | undefined)?.zakatCauses, path).toBeTypeOf('string');
      // With nothing entered yet, zakat on money shows no donate button: its texts are there for the browser alone.
      if (own === 'money') expect(res.text, path).not.toContain('data-testid="calc-donate"');
    }
  });
});
