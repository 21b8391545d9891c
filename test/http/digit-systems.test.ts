import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';

/**
 * One digit system per page (docs/behaviour.md#B-LOCALE-7) over every page the sitemap lists and
 * the pages it leaves out (basket, calculators, forms), with the sample content: Arabic pages show
 * Arabic-Indic digits, English pages Western ones. Exempt is what the page marks as written as it must
 * be typed: `<code>` (an IBAN), `<bdi>` (a reference, a visitor's text), and what is not text
 * (scripts, styles, attributes other than the ones read aloud).
 */
const t = useTestApp({ database: 'sqlite' });

const UNLISTED = [
  '/donate/cart',
  '/donate/instant-donation',
  '/calc/money',
  '/calc/kafarat',
  '/electronic_services',
  '/contribute/volunteer',
  '/jobs/apply',
];

/** What a reader sees or hears of a page: text nodes, the title and the labels read aloud. */
function readable(html: string): string {
  const labels = [...html.matchAll(/\s(?:aria-label|alt|placeholder|title)="([^"]*)"/g)].map((match) => match[1]);
  const text = html
    .replace(/<(script|style|code|bdi)\b[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&quot;|&amp;|&lt;|&gt;|&nbsp;/g, ' ');
  return [text, ...labels].join('\n');
}

/** Each run of the wrong digits with a little context, for a readable failure. */
function wrongDigits(html: string, digits: RegExp): string[] {
  return [...readable(html).matchAll(new RegExp(`.{0,25}${digits.source}+.{0,25}`, 'g'))].map((match) =>
    match[0].replace(/\s+/g, ' ').trim(),
  );
}

async function pagePaths(): Promise<string[]> {
  const sitemap = (await request(t.app).get('/sitemap.xml').expect(200)).text;
  const listed = [...sitemap.matchAll(/<loc>[^<]*?(\/(?:ar|en)(?:\/[^<]*)?)<\/loc>/g)].map((match) => match[1]);
  return [...listed, ...UNLISTED.flatMap((path) => [`/ar${path}`, `/en${path}`])];
}

describe('one digit system per page', () => {
  it('Arabic pages show no Western digits and English pages no Arabic-Indic ones, outside codes and isolated text', async () => {
    const paths = await pagePaths();
    expect(paths.filter((path) => path.startsWith('/ar')).length).toBeGreaterThan(90);
    const found: string[] = [];
    for (const path of paths) {
      const res = await request(t.app).get(path);
      expect(res.status, path).toBe(200);
      const wrong = path.startsWith('/ar') ? wrongDigits(res.text, /[0-9]/) : wrongDigits(res.text, /[\u0660-\u0669]/);
      found.push(...wrong.map((context) => `${path}: ${context}`));
    }
    expect(found).toEqual([]);
  }, 120_000);

  it('the check finds a Western digit in Arabic text, and leaves codes and isolated text alone', () => {
    expect(wrongDigits('<p>التقرير السنوي 2025</p>', /[0-9]/)).toHaveLength(1);
    expect(wrongDigits('<a aria-label="عدد العناصر: 3">x</a>', /[0-9]/)).toHaveLength(1);
    expect(
      wrongDigits(
        '<p>رقم الآيبان <code dir="ltr">SA20 8000</code> مثل <bdi>AID-7KQ2</bdi></p><script>var a = 1;</script>',
        /[0-9]/,
      ),
    ).toEqual([]);
  });
});
