import { z } from 'zod';
import { msg } from '../validation';
import { mobile } from '../applications/fields';
import { normaliseDigits } from '../applications/digits';

/**
 * The yearly statement forms (docs/behaviour.md#B-RECEIPT-3): the number to send a one-time code
 * to, the code, and the year of the statement in either calendar.
 */
export const STATEMENT_CODE_LENGTH = 6;
export const STATEMENT_CALENDARS = ['hijri', 'gregorian'] as const;
export type StatementCalendar = (typeof STATEMENT_CALENDARS)[number];

/** Years a statement may cover: inside the site's Umm al-Qura table, 1369–1500 AH (src/lib/calendar-days.ts). */
export const STATEMENT_YEARS = { hijri: { min: 1440, max: 1500 }, gregorian: { min: 2018, max: 2077 } } as const;

export const statementRequestSchema = z.object({ mobile }).strict();
export type StatementRequestInput = z.input<typeof statementRequestSchema>;

export const statementCodeSchema = z
  .object({
    code: z
      .string({ error: msg('required') })
      .transform((value) => normaliseDigits(value).replace(/\s/g, ''))
      .pipe(
        z
          .string()
          .min(1, msg('required'))
          .regex(/^\d{6}$/, msg('statementCode')),
      ),
  })
  .strict();
export type StatementCodeInput = z.input<typeof statementCodeSchema>;

export const statementQuerySchema = z
  .object({
    calendar: z.enum(STATEMENT_CALENDARS, { error: msg('invalid') }),
    year: z.preprocess(
      (value) => (typeof value === 'string' ? Number(normaliseDigits(value)) : value),
      z.number({ error: msg('notANumber') }).int(msg('wholeNumber')),
    ),
  })
  .superRefine((value, ctx) => {
    const range = STATEMENT_YEARS[value.calendar];
    if (value.year < range.min || value.year > range.max)
      ctx.addIssue({
        code: 'custom',
        path: ['year'],
        message: msg('statementYear', { min: range.min, max: range.max }),
      });
  });
export type StatementQuery = z.output<typeof statementQuerySchema>;
