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

export function containsLink(text: string): boolean {
  return LINK_PATTERN.test(text);
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
export const giftMessage = optionalText(GIFT_MESSAGE_MAX).refine((value) => value === undefined || value === null || !containsLink(value), msg('messageNoLinks'));
