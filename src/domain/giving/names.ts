import { z } from 'zod';
import { msg } from '../validation';
import { optionalText, requiredText } from '../applications/fields';
import { LIMITS } from '../applications/limits';

/**
 * What a gift SMS may carry. The association's sender name vouches for every word of it, so the
 * names in it are names — letters of any script (with their marks), spaces and . - ' ’ between
 * them — never digits, `@`, `/` or a link ("verify your card at bit.ly/…"), and the free message
 * carries no link either. One rule for the form and the API.
 */
export const MAX_GIFT_LINES = 5;
export const MAX_GIFT_SMS_PER_NUMBER_PER_DAY = 3;
export const GIFT_MESSAGE_MAX = 300;

// A letter first, then letters, combining marks, spaces and a few joiners.
const NAME_PATTERN = /^\p{L}[\p{L}\p{M} .'’-]*$/u;
// A scheme, "www.", or something shaped like a domain (bit.ly, example.com/x, x.sa).
const LINK_PATTERN = /(?:[a-z][a-z0-9+.-]*:\/\/|www\.|[a-z0-9-]+\.[a-z]{2,}(?![\p{L}\p{M}]))/iu;
// The same written to slip past it: a mangled scheme (hxxp, h t t p s :), "www example", a domain
// with a space for its dot before ".com" ("example com").
const DISGUISED_SCHEME = /\bh\s*[tx]\s*[tx]\s*p\s*s?\s*:|\bhxxps?\b|\bwww\s*[^\s\p{L}\p{N}]?\s*[a-z0-9-]/iu;
const SPACED_DOMAIN = /\b[a-z0-9-]{2,}\s+com(?![\p{L}\p{M}\p{N}])/iu;
// A dot written another way: "[.]", "(dot)", "{.}", "。", "·" (nothing else looks like that), or a
// word or a spaced dot ("example dot com", "bit . ly", "نقطة"), which a sentence's full stop also
// is: that one counts only before an ending no word shares ("Eid. Me" is not a domain).
const MARKED_DOT = /\s*(?:[[({<]\s*(?:\.|dot|نقطة|نقطه|دوت)\s*[\])}>]|[。·•])\s*/giu;
const WORD_DOT = /\s+(?:dot|نقطة|نقطه|دوت)\s+|\s+\.\s*|\.\s+/giu;
const ENDING = '(?![\\p{L}\\p{M}\\p{N}])';
const COMMON_DOMAIN = new RegExp(
  `[a-z0-9-]+\\.(?:com|net|org|sa|io|ly|me|co|info|biz|xyz|app|link|site|online|store|shop|gov|edu|tk|gl|gg|to|cc|ws|us|uk|ae)${ENDING}`,
  'iu',
);
const UNMISTAKABLE_DOMAIN = new RegExp(
  `[a-z0-9-]+\\.(?:com|net|org|sa|ly|io|xyz|info|biz|app|site|online|store|shop|link)${ENDING}`,
  'iu',
);

/** A link, plain or disguised (full-width letters, a dot written out, a mangled scheme). */
export function containsLink(text: string): boolean {
  const plain = text.normalize('NFKC');
  if (LINK_PATTERN.test(plain) || DISGUISED_SCHEME.test(plain) || SPACED_DOMAIN.test(plain)) return true;
  const marked = plain.replace(MARKED_DOT, '.');
  return COMMON_DOMAIN.test(marked) || UNMISTAKABLE_DOMAIN.test(marked.replace(WORD_DOT, '.'));
}

export function isPersonName(text: string): boolean {
  return NAME_PATTERN.test(text) && !containsLink(text);
}

/** A sender's or recipient's name on a gift card and its SMS. */
export const personName = requiredText(LIMITS.name, 2)
  .refine((value) => !/[<>]/.test(value), msg('nameNoAngleBrackets'))
  .refine((value) => !containsLink(value), msg('nameNoLinks'))
  .refine((value) => NAME_PATTERN.test(value), msg('nameLettersOnly'));

/** The gift's free message: any words, no links. */
export const giftMessage = optionalText(GIFT_MESSAGE_MAX).refine(
  (value) => value === undefined || value === null || !containsLink(value),
  msg('messageNoLinks'),
);
