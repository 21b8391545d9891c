import { describe, expect, it } from 'vitest';
import { createAdminI18n } from '../../src/admin/admin-i18n';
import { MIN_PASSWORD_LENGTH, PREVIEW_MINUTES, SET_PASSWORD_HOURS, WINDOW_MINUTES } from '../../src/admin/limits';
import { formatPlainNumber } from '../../src/lib/format';

/**
 * The back office's sentences that count something take the number as `count`, so each language
 * gives the counted noun its form: Arabic has six (zero, one, two, few 3–10, many 11–99, other).
 *
 * The ones that state a limit take it from src/admin/limits.ts (the number the
 * server enforces), written in the language's digits, with the counted noun in the form Arabic
 * grammar gives that number.
 */
const SENTENCES: { key: string; params: Record<string, number> }[] = [
  { key: 'auth.locked', params: { count: WINDOW_MINUTES } },
  { key: 'auth.newPassword', params: { count: MIN_PASSWORD_LENGTH } },
  { key: 'resources.staff.inviteLink', params: { count: SET_PASSWORD_HOURS } },
  { key: 'resources.content.preview', params: { count: PREVIEW_MINUTES } },
];

describe('back-office sentences that state a limit', () => {
  for (const locale of ['ar', 'en'] as const) {
    it(`name the enforced numbers in ${locale}, in its digits`, () => {
      const i18n = createAdminI18n(locale);
      for (const { key, params } of SENTENCES) {
        const text = i18n.t(key, params);
        expect(text, key).not.toBe(key);
        for (const value of Object.values(params)) expect(text, key).toContain(formatPlainNumber(value, locale));
        expect(text, key).not.toMatch(locale === 'ar' ? /[0-9]/ : /[\u0660-\u0669]/);
      }
    });
  }

  it('agree in Arabic with whatever number a limit is set to', () => {
    const t = createAdminI18n('ar').t;
    expect(t('auth.locked', { count: 1 })).toContain('انتظر دقيقة واحدة');
    expect(t('auth.locked', { count: 2 })).toContain('انتظر دقيقتين');
    expect(t('auth.locked', { count: 5 })).toContain('انتظر ٥ دقائق');
    expect(t('auth.locked', { count: 15 })).toContain('انتظر ١٥ دقيقة');
    expect(t('auth.newPassword', { count: 8 })).toContain('٨ أحرف');
    expect(t('auth.newPassword', { count: 12 })).toContain('١٢ حرفًا');
    expect(t('resources.staff.inviteLink', { count: 48 })).toContain('صالح ٤٨ ساعة');
    expect(t('resources.staff.inviteLink', { count: 3 })).toContain('صالح ٣ ساعات');
  });

  it('agree in English with one and many', () => {
    const t = createAdminI18n('en').t;
    expect(t('auth.locked', { count: 1 })).toContain('Wait 1 minute and');
    expect(t('auth.locked', { count: 15 })).toContain('Wait 15 minutes and');
    expect(t('resources.content.preview', { count: 15 })).toBe('Preview the public page (link for 15 minutes)');
  });

  it("counts selected, updated and deleted rows, today's orders and what keeps a row from deletion in the form Arabic gives each number", () => {
    const t = createAdminI18n('ar').t;
    const cases: [string, number, string][] = [
      ['ra.action.bulk_actions', 1, 'عنصر واحد محدّد'],
      ['ra.action.bulk_actions', 2, 'عنصران محدّدان'],
      ['ra.action.bulk_actions', 3, '٣ عناصر محدّدة'],
      ['ra.action.bulk_actions', 25, '٢٥ عنصرًا محدّدًا'],
      ['ra.action.bulk_actions', 100, '١٠٠ عنصر محدّد'],
      ['ra.message.bulk_delete_content', 1, 'هل أنت متأكد من حذف هذا العنصر؟'],
      ['ra.message.bulk_delete_content', 7, 'هل أنت متأكد من حذف ٧ عناصر؟'],
      ['ra.message.bulk_update_content', 2, 'هل أنت متأكد من تحديث هذين العنصرين؟'],
      ['ra.notification.updated', 1, 'حُدّث العنصر'],
      ['ra.notification.deleted', 12, 'حُذف ١٢ عنصرًا'],
      ['dashboard.todayDonations', 0, 'المدفوع اليوم (لا طلبات)'],
      ['dashboard.todayDonations', 1, 'المدفوع اليوم (طلب واحد)'],
      ['dashboard.todayDonations', 4, 'المدفوع اليوم (٤ طلبات)'],
      ['dashboard.todayDonations', 40, 'المدفوع اليوم (٤٠ طلبًا)'],
      ['errors.pathHasPrograms', 2, 'ما زال في هذا المسار برنامجان: انقلها أو احذفها أولاً.'],
      ['errors.pathHasPrograms', 6, 'ما زال في هذا المسار ٦ برامج: انقلها أو احذفها أولاً.'],
      ['errors.occasionHasCards', 14, 'ما زال لهذه المناسبة ١٤ تصميمًا للبطاقات: احذفها أولاً.'],
    ];
    for (const [key, count, text] of cases) expect(t(key, { count }), `${key} ${count}`).toBe(text);
  });

  it('counts in English with one and other', () => {
    const t = createAdminI18n('en').t;
    expect(t('dashboard.todayDonations', { count: 1 })).toBe('Paid today (1 order)');
    expect(t('dashboard.todayDonations', { count: 3 })).toBe('Paid today (3 orders)');
    expect(t('ra.notification.updated', { count: 1 })).toBe('Element updated');
  });
});
