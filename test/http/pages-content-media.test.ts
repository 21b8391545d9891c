import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp({ database: 'sqlite' });

const page = (path: string) => request(t.app).get(path);

/** What each list and detail page must show, in Arabic and in English (from the sample content). */
const cases: Array<{ path: string; ar: string[]; en: string[] }> = [
  {
    path: '/news',
    ar: ['الجمعية تكفل ٤٠٠ جلسة غسيل كلوي', 'هـ'],
    en: ['The association funds 400 more dialysis sessions', 'AH'],
  },
  {
    path: '/news/3',
    ar: ['تسليم ٣٥ جهاز تركيز أكسجين', 'أجهزة تركيز الأكسجين قبل التسليم'],
    en: ['35 oxygen concentrators handed', 'Oxygen concentrators before delivery'],
  },
  {
    path: '/images',
    ar: ['حملة صحة الكلى في المدارس', 'عدد الصور'],
    en: ['Kidney-health campaign in schools', 'Photos:'],
  },
  {
    path: '/images/2',
    ar: ['زيارة مراكز الغسيل الكلوي المتعاونة', 'لقاء مع الطاقم التمريضي'],
    en: ['Visits to partner dialysis centres', 'Meeting the nursing staff'],
  },
  {
    path: '/videos',
    ar: ['رحلة مريض غسيل كلوي', 'https://i.ytimg.com/vi/SAMPLEvid01/hqdefault.jpg', '/media/video-3.svg'],
    en: ['How a medicine reaches a patient', 'Watch on Vimeo'],
  },
  { path: '/messages', ar: ['اشرب الماء بانتظام', 'صحة الكلى'], en: ['Drink water regularly', 'Kidney health'] },
  {
    path: '/messages/2',
    ar: ['قلّل الملح في طعامك', 'لا تغني عن استشارة الطبيب'],
    en: ['Cut down on salt', 'does not replace a doctor'],
  },
  {
    path: '/programs-and-projects',
    ar: ['مسارات التبرع', 'كفالة جلسات الغسيل الكلوي'],
    en: ['Giving paths', 'Dialysis session sponsorship'],
  },
  {
    path: '/programs-and-projects/ProgramList',
    ar: ['كل المسارات', 'مشاوير العلاج'],
    en: ['All paths', 'Rides to treatment'],
  },
  {
    path: '/programs-and-projects/1',
    ar: ['كفالة جلسات الغسيل الكلوي', 'نسبة الإنجاز ٦٩٪', '/ar/donate/instant-donation?program=1'],
    en: ['69% funded', 'SAR', '/en/donate/instant-donation?program=1'],
  },
  { path: '/paths', ar: ['الغسيل الكلوي', 'نقل المرضى'], en: ['Dialysis', 'Patient transport'] },
  {
    path: '/paths/4',
    ar: ['نقل المرضى', 'برامج هذا المسار', 'مشاوير العلاج'],
    en: ['Patient transport', 'Programmes in this path', 'Rides to treatment'],
  },
  {
    path: '/',
    ar: ['صحة دائمة بوقف لا ينقطع أثره', 'أثرنا بالأرقام', 'آخر الأخبار', 'شركاؤنا', 'keen-slider'],
    en: ['Lasting health through an endowment', 'Our impact in figures', 'Latest news', 'Our partners', 'keen-slider'],
  },
  { path: '/home', ar: ['مسارات التبرع', 'برامج تنتظر عطاءك'], en: ['Giving paths', 'Programmes that need you'] },
];

describe('content-media pages render their content from the API', () => {
  for (const { path, ar, en } of cases) {
    for (const [locale, expected] of [
      ['ar', ar],
      ['en', en],
    ] as const) {
      const url = path === '/' ? `/${locale}` : `/${locale}${path}`;
      it(`GET ${url}`, async () => {
        const res = await page(url);
        expect(res.status).toBe(200);
        const html = res.text.replace(/&amp;/g, '&');
        for (const text of expected) expect(html).toContain(text);
        // The serialized state carries both languages; what is shown is one.
        const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
        if (locale === 'en') expect(main).not.toMatch(/[\u0600-\u06ff]{3}/);
      });
    }
  }

  // The picture of a list's first card is what a phone sees largest when
  // the page opens: it must load at once and first, never lazily; the rest wait until near the screen.
  for (const path of ['/en/news', '/ar/images', '/en/messages', '/ar/programs-and-projects/ProgramList', '/en/paths']) {
    it(`GET ${path}: the first card's picture loads first, the others lazily`, async () => {
      const res = await page(path);
      expect(res.status).toBe(200);
      const main = res.text.slice(res.text.indexOf('<main'), res.text.indexOf('</main>'));
      const images = main.match(/<img\b[^>]*>/g) ?? [];
      expect(images.length).toBeGreaterThan(2);
      expect(images[0]).toContain('fetchPriority="high"');
      expect(images[0]).not.toContain('loading="lazy"');
      expect(images.filter((img) => img.includes('fetchPriority="high"'))).toHaveLength(1);
      expect(images[1]).toContain('loading="lazy"');
    });
  }

  it("GET /ar: the first slide of the carousel loads its picture first (the phone's largest picture), the others lazily", async () => {
    const res = await page('/ar');
    const slides = [...res.text.matchAll(/<a [^>]*class="slide-card slide-card--image"[^>]*><img\b[^>]*>/g)].map(
      (match) => match[0],
    );
    expect(slides.length).toBeGreaterThan(1);
    expect(slides[0]).toContain('fetchPriority="high"');
    expect(slides[0]).not.toContain('loading="lazy"');
    for (const other of slides.slice(1)) expect(other).toContain('loading="lazy"');
  });

  it('the news list pages (watchQuery page) and keeps headlines apart', async () => {
    const first = await page('/en/news');
    const second = await page('/en/news?page=2');
    expect(second.status).toBe(200);
    expect(first.text).toContain('The association funds 400 more dialysis sessions');
    expect(second.text).not.toContain('The association funds 400 more dialysis sessions');
    expect(second.text).toContain('aria-current="page"');
  });

  it('the program list filters by path', async () => {
    const res = await page('/en/programs-and-projects/ProgramList?path=2');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Medicines for chronic diseases');
    expect(res.text).not.toContain('Rides to treatment</h2>');
  });

  it('a bad page number answers a localized 400 page', async () => {
    const ar = await page('/ar/news?page=abc');
    expect(ar.status).toBe(400);
    const en = await page('/en/programs-and-projects/ProgramList?path=x');
    expect(en.status).toBe(400);
  });

  it('the sitemap lists the detail pages in both languages', async () => {
    const res = await page('/sitemap.xml');
    for (const path of ['/news/12', '/images/4', '/messages/6', '/programs-and-projects/8', '/paths/5']) {
      expect(res.text).toContain(`https://example.org/ar${path}<`);
      expect(res.text).toContain(`https://example.org/en${path}<`);
    }
  });

  it('dates show in Hijri and Gregorian', async () => {
    const res = await page('/en/news/1');
    expect(res.text).toMatch(/1448 AH/);
    expect(res.text).toMatch(/16 November 2026/);
  });
});

describe('unknown or malformed ids are 404 pages', () => {
  for (const path of [
    '/news/999',
    '/news/abc',
    '/images/99',
    '/images/0',
    '/messages/77',
    '/messages/x1',
    '/programs-and-projects/99',
    '/programs-and-projects/abc',
    '/paths/9',
    '/paths/dialysis',
  ]) {
    for (const locale of ['ar', 'en']) {
      it(`GET /${locale}${path}`, async () => {
        const res = await page(`/${locale}${path}`);
        expect(res.status).toBe(404);
        expect(res.type).toBe('text/html');
        expect(res.text).toContain(locale === 'ar' ? 'dir="rtl"' : 'dir="ltr"');
      });
    }
  }
});
