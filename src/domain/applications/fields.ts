import { z } from 'zod';
import { msg } from '../validation';
import { normaliseDigits } from './digits';
import { normaliseSaudiMobile } from './mobile';
import { normaliseSaudiId } from './national-id';
import { withoutUnsafeChars } from '../safe-text';

/**
 * Field builders shared by every application form. Forms send empty fields as '' and multipart
 * sends everything as strings, so each builder accepts both spellings of "nothing" and of numbers.
 */

export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && withoutUnsafeChars(value).trim() === '' ? undefined : value;

const missing = (input: unknown) => input === undefined || input === null || input === '';

/** Required text: without unsafe characters (src/domain/safe-text.ts), trimmed, between `min` and `max` characters. */
export function requiredText(max: number, min = 1) {
  return z
    .string({ error: msg('required') })
    .overwrite(withoutUnsafeChars)
    .trim()
    .min(1, msg('required'))
    .min(min, msg('tooShort', { min }))
    .max(max, msg('tooLong', { max }));
}

/** Optional text: blank becomes undefined. */
export function optionalText(max: number) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: msg('invalid') })
      .overwrite(withoutUnsafeChars)
      .trim()
      .max(max, msg('tooLong', { max }))
      .optional(),
  );
}

/** A whole number from a number or a string (ASCII or Arabic-Indic digits). */
export function wholeNumber(min: number, max: number) {
  return z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const trimmed = normaliseDigits(value).trim();
      return trimmed === '' ? undefined : Number(trimmed);
    },
    z
      .number({ error: (issue) => (missing(issue.input) ? msg('required') : msg('notANumber')) })
      .int(msg('wholeNumber'))
      .min(min, msg('tooSmall', { min }))
      .max(max, msg('tooLarge', { max })),
  );
}

/** One of a fixed list of values (select, radio). */
export function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: (issue) => (missing(issue.input) ? msg('required') : msg('invalid')) });
}

/** Saudi national ID or iqama: ten digits starting with 1 or 2, Luhn check digit. Output: ASCII digits. */
export const nationalId = z.string({ error: msg('required') }).transform((value, ctx) => {
  const compact = normaliseDigits(value).replace(/[\s-]/g, '');
  if (compact === '') {
    ctx.addIssue({ code: 'custom', message: msg('required') });
    return z.NEVER;
  }
  if (!/^[12]\d{9}$/.test(compact)) {
    ctx.addIssue({ code: 'custom', message: msg('nationalIdFormat') });
    return z.NEVER;
  }
  const valid = normaliseSaudiId(compact);
  if (!valid) {
    ctx.addIssue({ code: 'custom', message: msg('nationalIdChecksum') });
    return z.NEVER;
  }
  return valid;
});

function mobileFrom(value: string, ctx: z.RefinementCtx): string {
  const normalised = normaliseSaudiMobile(value);
  if (!normalised) {
    ctx.addIssue({ code: 'custom', message: msg('mobile') });
    return z.NEVER;
  }
  return normalised;
}

/** Saudi mobile in any usual spelling; output 05xxxxxxxx. */
export const mobile = z
  .string({ error: msg('required') })
  .trim()
  .min(1, msg('required'))
  .max(30, msg('mobile'))
  .transform(mobileFrom);

export const optionalMobile = z.preprocess(
  blankToUndefined,
  z
    .string({ error: msg('invalid') })
    .trim()
    .max(30, msg('mobile'))
    .transform(mobileFrom)
    .optional(),
);

const emailFormat = z.email({ error: msg('email') });

export const email = z
  .string({ error: msg('required') })
  .trim()
  .min(1, msg('required'))
  .max(254, msg('tooLong', { max: 254 }))
  .pipe(emailFormat);

export const optionalEmail = z.preprocess(
  blankToUndefined,
  z
    .string({ error: msg('invalid') })
    .trim()
    .max(254, msg('tooLong', { max: 254 }))
    .pipe(emailFormat)
    .optional(),
);

/** Consent to the privacy notice: a ticked box (true, 'true', 'on' or '1'); anything else is refused. */
export const consent = z.preprocess(
  (value) => value === true || value === 'true' || value === 'on' || value === '1',
  z.literal(true, { error: msg('consentRequired') }),
);
