import { describe, expect, it } from 'vitest';
import { withoutControlChars, withoutUnsafeChars } from '../../src/domain/safe-text';
import { text } from '../../src/admin/content-schemas';
import { optionalText, requiredText } from '../../src/domain/applications/fields';

/** Free text loses control characters; a visitor's also loses the invisible direction controls. */
describe('safe text', () => {
  it('drops control characters and every direction control, and keeps letters, digits, tabs and line feeds', () => {
    expect(withoutUnsafeChars('a\u0007b\u001bc\u007fd\r\ne\tf')).toBe('abcd\ne\tf');
    expect(withoutUnsafeChars('\u202eevil\u202c \u2066x\u2069 \u200ey\u200f \u061cz')).toBe('evil x y z');
    expect(withoutUnsafeChars('مرحبا Hello ١٢٣ 123 ـ ً')).toBe('مرحبا Hello ١٢٣ 123 ـ ً');
  });

  it('the shared text fields keep what is left, and a text of nothing but controls counts as empty', () => {
    expect(requiredText(20).parse(' \u202eHi\u202c ')).toBe('Hi');
    expect(requiredText(20).safeParse('\u200f\u200e').success).toBe(false);
    expect(optionalText(20).parse('\u200f ')).toBeUndefined();
    expect(optionalText(5).parse('a\u202eb\u202cc')).toBe('abc');
  });

  it("a staff member's text loses control characters only: direction marks stay where an editor put them", () => {
    expect(withoutControlChars('a\u0007b\u001bc\u007fd\r\ne\tf')).toBe('abcd\ne\tf');
    expect(withoutControlChars('عنوان \u200eCPR\u200e \u2066x\u2069')).toBe('عنوان \u200eCPR\u200e \u2066x\u2069');
    expect(text(20).parse(' \u0007Hi\u200f ')).toBe('Hi\u200f');
    expect(text(20).safeParse('\u0001\u0002').success).toBe(false);
    expect(
      text(20, 3)
        .safeParse('ab\u0007')
        .error?.issues.map((issue) => issue.message),
    ).toEqual([expect.stringContaining('tooShort')]);
  });
});
