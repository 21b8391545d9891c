/**
 * What a campaign's display name and message may not say, whoever started it: that the
 * association itself runs it (its share card reads "a campaign of <display name>", and the
 * association's SMS sender and domain vouch for the page), or where to send money instead (an
 * IBAN). Texts are compared folded, so that spelling, spacing and script tricks do not hide a
 * name. One rule for the start form and the API (src/domain/campaigns.ts); the names come from
 * the caller: the form has the site's name in its language, the server every name the
 * association is known by. docs/behaviour.md#B-CAMPAIGN-1
 */

/** The association's names, full and short; an Arabic and an English one of each, as far as known. */
export interface AssociationNames {
  full: readonly string[];
  short: readonly string[];
}

// Arabic diacritics (harakat, tanween, shadda, sukun, dagger alif, Quranic marks) and tatweel.
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const LETTER_VARIANTS: Readonly<Record<string, string>> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ٲ: 'ا',
  ٳ: 'ا',
  ة: 'ه',
  ۀ: 'ه',
  ە: 'ه',
  ى: 'ي',
  ئ: 'ي',
  ی: 'ي',
  ې: 'ي',
  ؤ: 'و',
  ک: 'ك',
  ڪ: 'ك',
};
const VARIANT = new RegExp(`[${Object.keys(LETTER_VARIANTS).join('')}]`, 'g');

/** Arabic-Indic and Persian digits as ASCII ones. */
export function asciiDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
}

/**
 * A text reduced to what a reader takes from it: compatibility forms (full-width Latin, Arabic
 * presentation forms) as plain letters, one letter for each Arabic variant (أ/إ/آ/ا, ة/ه, ى/ي),
 * no marks or tatweel, Latin in lower case, ASCII digits, and nothing but letters and digits.
 */
export function foldForComparison(text: string): string {
  return asciiDigits(text.normalize('NFKC'))
    .toLowerCase()
    .replace(ARABIC_MARKS, '')
    .replace(VARIANT, (letter) => LETTER_VARIANTS[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

// The word a claim to be an association is made with, folded ("جمعية", "association").
const ASSOCIATION_WORDS = ['جمعيه', 'association'];

const folded = (names: readonly string[]) => names.map(foldForComparison).filter((name) => name.length >= 4);

/** A display name that is, or contains, one of the association's names, or calls itself an association. */
export function nameClaimsAssociation(text: string, names: AssociationNames): boolean {
  const value = foldForComparison(text);
  return [...folded(names.full), ...folded(names.short), ...ASSOCIATION_WORDS].some((name) => value.includes(name));
}

/** A message that names the association in full, or an association by its short name ("جمعية الوقف الصحي"). */
export function messageClaimsAssociation(text: string, names: AssociationNames): boolean {
  const value = foldForComparison(text);
  if (folded(names.full).some((name) => value.includes(name))) return true;
  return (
    ASSOCIATION_WORDS.some((word) => value.includes(word)) && folded(names.short).some((name) => value.includes(name))
  );
}

/** A Saudi IBAN (SA and 22 digits), however spaced or punctuated, in Latin or Arabic-Indic digits. */
export function containsIban(text: string): boolean {
  return /sa\d{22}/.test(foldForComparison(text));
}
