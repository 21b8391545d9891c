import { describe, expect, it } from 'vitest';
import { createServerI18n } from '../../server/locale/server-i18n';

/**
 * The public forms' file sentences count files, so the noun takes the form each number gives it:
 * "1 file" and "3 files"; in Arabic "ملف واحد", "ملفين", "٣ ملفات", "١١ ملفًا", "١٠٠ ملف".
 */
describe('sentences that count files', () => {
  it("agree with the number in Arabic and in English, in each language's digits", async () => {
    const { t } = await createServerI18n();
    const cases: ['ar' | 'en', number, string][] = [
      ['ar', 1, 'يمكنك إرفاق ملف واحد على الأكثر'],
      ['ar', 2, 'يمكنك إرفاق ملفين على الأكثر'],
      ['ar', 3, 'يمكنك إرفاق ٣ ملفات على الأكثر'],
      ['ar', 11, 'يمكنك إرفاق ١١ ملفًا على الأكثر'],
      ['ar', 100, 'يمكنك إرفاق ١٠٠ ملف على الأكثر'],
      ['en', 1, 'You can attach at most 1 file'],
      ['en', 3, 'You can attach at most 3 files'],
    ];
    for (const [locale, count, text] of cases)
      expect(t(locale, 'validation:tooManyFiles', { count }), `${locale} ${count}`).toBe(text);
    const hint = (locale: 'ar' | 'en', count: number) =>
      t(locale, 'apply:form.filesHint', { types: 'PDF', size: 5, count });
    expect(hint('ar', 3)).toBe('PDF، بحجم أقصاه ٥ ميغابايت لكل ملف، وبحد أقصى ٣ ملفات.');
    expect(hint('ar', 2)).toBe('PDF، بحجم أقصاه ٥ ميغابايت لكل ملف، وبحد أقصى ملفين.');
    expect(hint('ar', 12)).toBe('PDF، بحجم أقصاه ٥ ميغابايت لكل ملف، وبحد أقصى ١٢ ملفًا.');
    expect(hint('en', 3)).toBe('PDF, up to 5 MB each, at most 3 files.');
  });
});
