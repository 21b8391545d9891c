import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp({ database: 'sqlite' });

const page = (path: string) => request(t.app).get(path);
/** The rendered markup without the serialized state (which carries both languages of each `{ ar, en }` pair). */
const visible = (html: string) => html.slice(0, html.indexOf('<script'));

/** Each route with a phrase its Arabic page and its English page must show (from the database, not the locales). */
const infoPages: Array<[path: string, ar: string, en: string]> = [
  ['/pages/about', 'نشأت جمعية الوقف الصحي الخيرية', 'The Health Endowment Charitable Association began'],
  ['/pages/vision', 'النموذج الرائد في الوقف الصحي', 'leading model of sustainable health endowment'],
  ['/pages/message', 'نحوّل عطاء المتبرعين', 'We turn donors’ generosity'],
  ['/pages/values', 'الأمانة', 'Integrity'],
  ['/pages/goals', 'ثلاثين ألف جلسة غسيل كلوي', 'thirty thousand dialysis sessions'],
  ['/pages/idea', 'مريض الفشل الكلوي يحتاج', 'A patient with kidney failure needs'],
  ['/pages/organizational_structure', 'مستويات الهيكل', 'Levels of the structure'],
  ['/pages/services', 'نقل المرضى', 'Patient transport'],
  ['/pages/team', 'التطوع معنا', 'Volunteer with us'],
  ['/pages/evaluation', 'معيار الحوكمة', 'governance standard'],
  ['/pages/evidence', 'سجل الإفصاح عن تعارض المصالح', 'Conflict-of-interest declarations'],
  ['/pages/strategic_plan', 'محاور الخطة', 'Pillars of the plan'],
  ['/pages/Operational_Plan', 'أبرز مبادرات العام', 'Main initiatives this year'],
  ['/pages/annual_report', 'التقرير السنوي ٢٠٢٥', 'Annual report 2025'],
  ['/pages/financial_statements', 'القوائم المالية المدققة ٢٠٢٥', 'Audited financial statements 2025'],
  ['/pages/general_assembly', 'من اختصاصاتها', 'Its responsibilities include'],
  ['/pages/general_assembly_members', 'الأعضاء العاملون', 'Full members'],
  ['/pages/board', 'رئيس مجلس الإدارة', 'Chair of the Board'],
  ['/pages/executive_committee', 'مقرر اللجنة (المدير التنفيذي)', 'Rapporteur (Chief executive)'],
  ['/executive_management', 'مدير البرامج الصحية', 'Head of health programmes'],
  ['/permanent_committees', 'لجنة المراجعة', 'Audit committee'],
  ['/pages/questions', 'ما الوقف الصحي؟', 'What is a health endowment?'],
  [
    '/pages/studies',
    'أثر خدمة نقل المرضى على الالتزام بالمواعيد الطبية',
    'How patient transport affects attendance at medical appointments',
  ],
  ['/pages/studies/1', 'احتياج مرضى الفشل الكلوي', 'The needs of uninsured kidney-failure patients'],
  ['/governance', 'دليل الحوكمة', 'Governance manual'],
  ['/governance/Tabs', 'ميثاق عمل مجلس الإدارة', 'Board charter'],
  ['/policies', 'سياسة تعارض المصالح', 'Conflict of interest policy'],
  ['/policies/Tabs', 'سياسة الخصوصية وحماية البيانات', 'Privacy and data protection policy'],
  ['/regulations', 'اللائحة الأساسية للجمعية', 'Articles of association'],
  ['/regulations/Tabs', 'اللائحة المالية', 'Financial regulations'],
  ['/reports', 'تقرير أثر برنامج نقل المرضى', 'Patient transport impact report'],
];

describe('information pages show their content in both languages', () => {
  for (const [path, ar, en] of infoPages) {
    it(`${path}`, async () => {
      const arabic = await page(`/ar${path}`);
      expect(arabic.status).toBe(200);
      expect(visible(arabic.text)).toContain(ar);
      expect(visible(arabic.text)).not.toContain(en);
      const english = await page(`/en${path}`);
      expect(english.status).toBe(200);
      expect(visible(english.text)).toContain(en);
      expect(visible(english.text)).not.toContain(ar);
    });
  }
});

describe('details of the pages', () => {
  it('documents have accessible download links to the PDF and dates in both calendars', async () => {
    const res = await page('/en/governance');
    expect(res.text).toMatch(
      /<a[^>]+href="\/api\/v1\/documents\/\d+\/file"[^>]*aria-label="Download Governance manual \(PDF, \d+ KB\)"/,
    );
    expect(res.text).toContain('<time dateTime="2026-01-15">');
    expect(res.text).toMatch(/AH/);
    expect(res.text).toContain('15 January 2026');
    const ar = await page('/ar/governance');
    expect(ar.text).toMatch(/aria-label="تنزيل دليل الحوكمة \(PDF، [٠-٩]+ كيلوبايت\)"/);
    expect(ar.text).toContain('هـ');
  });

  it('the Tabs browser switches category with ?tab= and marks the current one', async () => {
    const res = await page('/en/governance/Tabs?tab=financial');
    expect(res.status).toBe(200);
    expect(visible(res.text)).toContain('Estimated budget 2026');
    expect(res.text).not.toContain('Governance manual');
    expect(res.text).toMatch(/<a[^>]*aria-current="page"[^>]*>Financial statements<\/a>/);
    const fallback = await page('/en/policies/Tabs?tab=bogus');
    expect(fallback.status).toBe(200);
    expect(fallback.text).toContain('Fundraising policy');
  });

  it('a bad ?page= on a document list is a 400 page, not a crash', async () => {
    const res = await page('/en/governance?page=abc');
    expect(res.status).toBe(400);
    expect(res.text).toContain('<html lang="en"');
  });

  it('the FAQ is an accordion of <details> elements, ten or more', async () => {
    const res = await page('/ar/pages/questions');
    expect((res.text.match(/<details/g) ?? []).length).toBeGreaterThanOrEqual(10);
    expect(res.text).toContain('<summary class="faq__question">');
  });

  it('study cards link to their detail pages in the same language', async () => {
    const res = await page('/en/pages/studies');
    expect(res.text).toContain('href="/en/pages/studies/1"');
    const ar = await page('/ar/pages/studies');
    expect(ar.text).toContain('href="/ar/pages/studies/2"');
  });

  it('the page title in <head> comes from the API', async () => {
    const res = await page('/en/pages/studies/2');
    expect(res.text).toMatch(/<title>How patient transport affects attendance at medical appointments[^<]*<\/title>/);
  });

  it('unknown or malformed study ids are 404s in both languages', async () => {
    for (const path of [
      '/ar/pages/studies/999',
      '/en/pages/studies/999',
      '/en/pages/studies/abc',
      '/ar/pages/studies/0',
      '/en/pages/studies/1.5',
    ]) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      expect(res.text).toContain('class="site-header"');
    }
  });
});
