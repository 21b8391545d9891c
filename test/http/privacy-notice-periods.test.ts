import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';

/** The privacy notice under every form states the retention periods the site runs with, in both languages. */
async function notice(app: Parameters<typeof request>[0], path: string): Promise<string> {
  const res = await request(app).get(path).expect(200);
  const found = /<details class="privacy-notice"[\s\S]*?<\/details>/.exec(res.text);
  expect(found, path).not.toBeNull();
  return found![0];
}

describe('the privacy notice states the default retention periods', () => {
  const t = useTestApp({ database: 'sqlite' });

  it('in English and in Arabic', async () => {
    const en = await notice(t.app, '/en/jobs/apply');
    for (const text of [
      'CVs for 24 months after they are sent',
      'volunteering applications for 24 months',
      '60 months after it closes',
      'in-kind offers for 12 months',
      'donation statement for 30 days',
      'emails we send you for 30 days',
      'web server for 30 days',
    ]) {
      expect(en, text).toContain(text);
    }
    const ar = await notice(t.app, '/ar/electronic_services');
    for (const text of ['وسيرها الذاتية ٢٤ شهرًا', 'و٦٠ شهرًا بعد إغلاقه', 'العيني ١٢ شهرًا', 'كشف التبرعات ٣٠ يومًا']) {
      expect(ar, text).toContain(text);
    }
  });
});

describe('the privacy notice follows the operator’s settings', () => {
  const t = useTestApp({
    database: 'sqlite',
    env: {
      RETENTION_JOB_MONTHS: '6',
      RETENTION_CONTACT_MONTHS: '1',
      RETENTION_OUTBOX_DAYS: '2',
      RETENTION_AID_MONTHS: '120',
    },
  });

  it('in English and in Arabic, with each language’s plural forms', async () => {
    const en = await notice(t.app, '/en/jobs/apply');
    for (const text of [
      'CVs for 6 months',
      'in-kind offers for 1 month;',
      'emails we send you for 2 days',
      '120 months after it closes',
    ])
      expect(en, text).toContain(text);
    const ar = await notice(t.app, '/ar/jobs/apply');
    for (const text of ['وسيرها الذاتية ٦ أشهر', 'العيني شهرًا واحدًا', 'نرسلها إليك يومين', 'و١٢٠ شهرًا بعد إغلاقه'])
      expect(ar, text).toContain(text);
  });
});
