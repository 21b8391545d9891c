/**
 * Visitors on Arabic keyboards type Arabic-Indic digits (٠١٢…) or Persian ones (۰۱۲…); numeric
 * fields accept both and are stored with ASCII digits.
 */
export function normaliseDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}
