import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/domain/applications/limits';
import { formatPlainNumber } from '../../src/lib/format';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp({ database: 'sqlite' });

async function page(path: string): Promise<string> {
  const res = await request(t.app).get(path);
  expect(res.status, path).toBe(200);
  return res.text;
}

/** Each page, in each language: labels that prove the form (and its privacy notice) rendered on the server. */
const cases: Record<string, Record<'ar' | 'en', string[]>> = {
  '/jobs': {
    ar: ['الوظائف المتاحة', 'إرسال طلب توظيف عام'],
    en: ['Current openings', 'Send an open application'],
  },
  '/jobs/apply': {
    ar: [
      'نموذج طلب التوظيف',
      'رقم الهوية الوطنية أو الإقامة',
      'السيرة الذاتية',
      'PDF، DOCX',
      'إشعار الخصوصية',
      'إرسال الطلب',
    ],
    en: [
      'Job application form',
      'National ID or iqama number',
      'CV',
      'PDF, DOCX, up to 5 MB.',
      'privacy notice',
      'Send application',
    ],
  },
  '/contribute/volunteer': {
    ar: ['نموذج التسجيل في التطوع', 'مجالات الاهتمام', 'التوعية الصحية', 'متى تكون متاحًا؟', 'التسجيل متطوعًا'],
    en: [
      'Volunteer registration form',
      'Fields of interest',
      'Health awareness',
      'When are you available?',
      'Register as a volunteer',
    ],
  },
  '/electronic_services': {
    ar: ['نموذج طلب المساعدة', 'صلة القرابة بالمريض', 'وصف الاحتياج الطبي', 'متابعة طلب', 'الرقم المرجعي'],
    en: [
      'Aid request form',
      'Relationship to the patient',
      'Describe the medical need',
      'Track a request',
      'Reference number',
    ],
  },
  '/contactus': {
    ar: ['نموذج التواصل', 'الموضوع', 'بيانات التواصل', 'الحسابات البنكية', 'نسخ الآيبان', 'جارٍ تحميل الخريطة'],
    en: ['Contact form', 'Subject', 'Contact details', 'Bank accounts', 'Copy IBAN', 'Loading the map'],
  },
};

describe('application pages render in both languages with their labels', () => {
  for (const [path, byLocale] of Object.entries(cases)) {
    for (const locale of ['ar', 'en'] as const) {
      it(`GET /${locale}${path}`, async () => {
        const html = await page(`/${locale}${path}`);
        expect(html).toMatch(new RegExp(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`));
        for (const label of byLocale[locale]) expect(html, label).toContain(label);
        // The other language's labels never leak in.
        const other = locale === 'ar' ? 'en' : 'ar';
        expect(html).not.toContain(byLocale[other][0]);
      });
    }
  }
});

describe('server-rendered form details', () => {
  it('every form has a honeypot hidden from assistive technology, and consent forms link the notice', async () => {
    for (const path of ['/en/jobs/apply', '/en/contribute/volunteer', '/en/electronic_services', '/en/contactus']) {
      const html = await page(path);
      expect(html, path).toMatch(/<div class="form-honeypot" aria-hidden="true">/);
      expect(html, path).toContain('id="privacy-notice"');
      expect(html, path).toContain('href="#privacy-notice"');
      expect(html, path).toMatch(/<form[^>]*novalidate=""/i);
    }
  });

  it('jobs lists the seeded openings, each linking to its application', async () => {
    const jobs = (await request(t.app).get('/api/v1/jobs')).body as { items: { id: number; title: { en: string } }[] };
    expect(jobs.items.length).toBeGreaterThan(0);
    const html = await page('/en/jobs');
    for (const opening of jobs.items) {
      expect(html).toContain(opening.title.en);
      expect(html).toContain(`href="/en/jobs/apply?opening=${opening.id}"`);
    }
  });

  it('?opening=ID preselects that opening and names it in the title; an unknown id falls back to an open application', async () => {
    const jobs = (await request(t.app).get('/api/v1/jobs')).body as { items: { id: number; title: { en: string } }[] };
    const first = jobs.items[0];
    const html = await page(`/en/jobs/apply?opening=${first.id}`);
    expect(html).toContain(`Apply: ${first.title.en}`);
    expect(html).toMatch(new RegExp(`<option value="${first.id}" selected="">`));
    const unknown = await page('/en/jobs/apply?opening=999999');
    expect(unknown).toMatch(/<option value="" selected="">Open application/);
  });

  it('the long text fields name the limit the schema enforces, in the digits of each language', async () => {
    const fields = [
      ['/jobs/apply', 'coverLetter', LIMITS.coverLetter],
      ['/contribute/volunteer', 'skills', LIMITS.skills],
      ['/electronic_services', 'needDescription', LIMITS.needDescription],
    ] as const;
    for (const locale of ['ar', 'en'] as const) {
      for (const [path, name, max] of fields) {
        const html = await page(`/${locale}${path}`);
        const area = html.match(/<textarea[^>]*>/g)?.find((tag) => tag.includes(`id="field-${name}"`));
        // HTML attribute names are case-insensitive; React writes this one as maxLength.
        expect(area, `${locale} ${name}`).toMatch(new RegExp(`maxlength="${max}"`, 'i'));
        const said =
          locale === 'ar'
            ? `حتى ${formatPlainNumber(max, locale)} حرف`
            : `up to ${formatPlainNumber(max, locale)} characters`;
        expect(html, `${locale} ${name}`).toContain(said);
      }
    }
  });

  it('the contact page shows the IBANs grouped in fours, left to right', async () => {
    const profile = (await request(t.app).get('/api/v1/profile')).body as {
      bankAccounts: { iban: string }[];
      branches: unknown[];
    };
    const html = await page('/ar/contactus');
    for (const { iban } of profile.bankAccounts) expect(html).toContain(iban.replace(/(.{4})/g, '$1 ').trim());
    expect(html).toContain('data-map-state="pending"');
  });
});
