import { normaliseSaudiMobile } from '#src/domain/applications/mobile';
import { localizeDigits } from './format';
import type { Locale } from './locale';

/**
 * A phone number written for reading (docs/decisions/017): one left-to-right unit, in the page's
 * digits, with "+" at its start. A Saudi mobile in any spelling becomes `+966 5x xxx xxxx`; any
 * other number (a landline as staff typed it, a masked mobile `05•••••543`) keeps its grouping.
 *
 * Isolation alone is not enough for Arabic-Indic digits: the bidi algorithm treats them as Arabic
 * numbers, which pull the spaces and dots between them to right-to-left even inside a
 * left-to-right isolate, so `+٩٦٦ ١١ ٠٠٠ ٠٠٠٠` is shown `+٠٠٠٠ ٠٠٠ ١١ ٩٦٦`. A left-to-right mark
 * before each group after the first holds the groups in order. The result still goes inside an
 * LTR isolate: `<PhoneNumber>` on pages, `ltr()` in the PDFs.
 */
export function formatPhone(phone: string, locale: Locale): string {
  const mobile = normaliseSaudiMobile(phone);
  const grouped = mobile
    ? `+966 ${mobile.slice(1, 3)} ${mobile.slice(3, 6)} ${mobile.slice(6)}`
    : phone.trim().replace(/\s+/g, ' ');
  const digits = localizeDigits(grouped, locale);
  return locale === 'ar' ? digits.replace(/([^0-9٠-٩+\u200E])(?=[0-9٠-٩])/g, '$1\u200E') : digits;
}
