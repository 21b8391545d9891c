import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatGregorian, formatHijri, formatMoney as formatMoneyRaw } from '../../src/lib/format';
import type { Locale } from '../../src/lib/locale';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Formatted money as it reads after `page()` normalised no-break spaces. */
const formatMoney = (halalas: number, locale: Locale) => formatMoneyRaw(halalas, locale).replace(/\u00a0/g, ' ');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ database: 'sqlite' });
});
afterAll(() => t.close());

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
    expect(html).toContain('(ر.س)');
    expect(html).toContain('(غرام)');
    expect(html).toContain(formatMoney(49_000, 'ar'));
    expect(html).toContain(formatMoney(610, 'ar'));
    expect(html).toContain(formatMoney(4_165_000, 'ar'));
    expect(html).toContain(formatMoney(362_950, 'ar'));
    expect(html).toContain('٨٥ غرامًا');
    expect(html).toContain('٥٩٥ غرامًا');
    expect(html).toContain(formatHijri('2026-11-15T06:00:00.000Z', 'ar'));
    expect(html).toContain(formatGregorian('2026-11-15T06:00:00.000Z', 'ar'));
    expect(html).toContain('كيف تُحسب زكاة المال');
    expect(html).toContain('اختلف العلماء');
    expect(html).toContain('aria-live="polite"');
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
    expect(html).toContain('One gram of 24-karat gold');
    expect(html).toContain('SAR 490');
    expect(html).toContain('SAR 6.10');
    expect(html).toContain('SAR 41,650');
    expect(html).toContain('SAR 3,629.50');
    expect(html).toContain('Prices set on');
    expect(html).toContain('15 November 2026');
    expect(html).toContain('How zakat on money is calculated');
    expect(html).toContain('Scholars differ');
  });

  it('without JavaScript the form submits to the page and the server shows the result', async () => {
    const due = liveResult(await page('/en/calc/money?cash=50%2C000&gold21=100'));
    // 50,000 + 87.5 g pure × 490 = 42,875 → 92,875 → zakat 2,321.875, rounded up to 2,321.88.
    expect(due).toContain('SAR 92,875');
    expect(due).toContain('SAR 2,321.88');
    expect(due).toContain('Zakat is due');

    const arabicDigits = liveResult(await page(`/ar/calc/money?cash=${encodeURIComponent('٥٠٬٠٠٠')}&gold21=${encodeURIComponent('١٠٠')}`));
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

  it('a bad value gets a message in the visitor\'s language, not NaN', async () => {
    const en = await page('/en/calc/money?cash=-5&silver=abc');
    expect(en).toContain('The value cannot be negative');
    expect(en).toContain('Enter a valid number');
    expect(en).toContain('Correct the highlighted fields');
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
    expect(html).toContain(formatMoney(2_500, 'ar'));
    expect(html).toContain('٣ كيلوغرامات');
    expect(html).toContain('قبل صلاة العيد');
    expect(html).toContain('كيف تُحسب زكاة الفطر');
  });

  it('English, with a household from the query: 4 persons → 12 kg, SAR 100', async () => {
    const html = await page('/en/calc/fetir?persons=4');
    expect(html).toContain('<title>Zakat al-Fitr calculator');
    expect(html).toContain('SAR 25');
    expect(html).toContain('3 kilograms');
    expect(html).toContain('before the Eid prayer');
    const result = liveResult(html);
    expect(result).toContain('4 persons');
    expect(result).toContain('12 kilograms');
    expect(result).toContain('SAR 100');
  });

  it('Arabic digits in the query: ٧ أشخاص → ٢١ كيلوغرامًا', async () => {
    const result = liveResult(await page(`/ar/calc/fetir?persons=${encodeURIComponent('٧')}`));
    expect(result).toContain('٧ أشخاص');
    expect(result).toContain('٢١ كيلوغرامًا');
    expect(result).toContain(formatMoney(17_500, 'ar'));
  });
});

describe('atonement page', () => {
  it('Arabic: every type explained in a sentence, the meal price, oath by default', async () => {
    const html = await page('/ar/calc/kafarat');
    expect(html).toContain('<title>حاسبة الكفارات');
    expect(html).toContain('كفارة اليمين أو النذر');
    expect(html).toContain('فدية الصيام');
    expect(html).toContain('كفارة الجماع في نهار رمضان');
    expect(html).toContain('أطعم عشرة مساكين');
    expect(html).toContain('أطعم ستين مسكينًا');
    expect(html).toContain(formatMoney(1_500, 'ar'));
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
