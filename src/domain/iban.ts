/**
 * IBANs (ISO 13616): the check digits and the Saudi form (SA + 2 check digits + 2-digit bank code +
 * 18-character account). Shared by the seed, the content API and the back office's form.
 */
function mod97(digits: string): number {
  let remainder = 0;
  for (const char of digits) remainder = (remainder * 10 + Number(char)) % 97;
  return remainder;
}

function numeric(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
}

/** Move the country code and "00" to the end, letters → numbers, 98 − mod 97. */
export function saudiIban(bankCode: string, account: string): string {
  const bban = `${bankCode}${account.padStart(18, '0')}`;
  const check = 98 - mod97(numeric(`${bban}SA00`));
  return `SA${String(check).padStart(2, '0')}${bban}`;
}

export function isValidIban(iban: string): boolean {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact)) return false;
  return mod97(numeric(compact.slice(4) + compact.slice(0, 4))) === 1;
}
