import { z } from 'zod';
import { msg } from '../domain/validation';
import { normaliseSaudiMobile } from '../domain/applications/mobile';
import { normaliseDigits } from '../domain/applications/digits';

/** How a search term was read: the one key it names (docs/decisions/073-donor-record.md). */
export type DonorQuery =
  | { by: 'mobile'; mobile: string }
  | { by: 'number'; number: number }
  | { by: 'receipt'; code: string }
  | { by: 'email'; email: string }
  | { by: 'name'; name: string };
export type DonorQueryKey = DonorQuery['by'];

/** The longest term: a full name with a family name or two, or an email address. */
export const DONOR_QUERY_MAX = 100;
/** What looks like a receipt's reference as printed (26 letters and digits); the server looks it up as written. */
const RECEIPT_CODE = /^[A-Z0-9]{26}$/;
/** An order number: a few digits, perhaps written with its hash sign. */
const ORDER_NUMBER = /^#?(\d{1,9})$/;

/**
 * One box, read in this order: a Saudi mobile in any spelling (Arabic-Indic digits too), an order
 * number, a receipt's reference, an email address, else part of a name. Shared by the screen and
 * POST /donors/search, so both refuse the same terms in the same words.
 */
export const donorSearchSchema = z
  .object({
    q: z
      .string({ error: msg('required') })
      .trim()
      .min(1, msg('required'))
      .max(DONOR_QUERY_MAX, msg('tooLong', { max: DONOR_QUERY_MAX })),
  })
  .transform((input, ctx): DonorQuery => {
    const term = normaliseDigits(input.q);
    const mobile = normaliseSaudiMobile(term);
    if (mobile) return { by: 'mobile', mobile };
    const number = ORDER_NUMBER.exec(term.replace(/\s/g, ''));
    if (number) return { by: 'number', number: Number(number[1]) };
    const code = term.toUpperCase().replace(/[\s-]/g, '');
    // A long one-word name could look like a reference too: a reference has a digit, or no spaces.
    if (RECEIPT_CODE.test(code) && (/\d/.test(code) || !/\s/.test(term))) return { by: 'receipt', code };
    if (term.includes('@')) return { by: 'email', email: term.toLowerCase() };
    // Two letters at least: one letter would list half the donors.
    if (term.length < 2) {
      ctx.addIssue({ code: 'custom', path: ['q'], message: msg('tooShort', { min: 2 }) });
      return z.NEVER;
    }
    return { by: 'name', name: term };
  });

/** POST /donors/record and the resend: the donor's mobile, in any spelling, read as 05xxxxxxxx. */
export const donorRecordSchema = z
  .object({ mobile: z.string({ error: msg('required') }).max(30, msg('tooLong', { max: 30 })) })
  .transform((input, ctx) => {
    const mobile = normaliseSaudiMobile(input.mobile);
    if (mobile) return { mobile };
    ctx.addIssue({ code: 'custom', path: ['mobile'], message: msg('mobile') });
    return z.NEVER;
  });

/** At most this many donors answer one search: a name shared by more is narrowed by typing more of it. */
export const DONOR_SEARCH_LIMIT = 20;
/** At most this many rows of each kind in one record (a daily plan makes an order a day); the record says when there were more. */
export const DONOR_RECORD_ROWS = 500;

/** Receipts staff may resend for one order in 24 hours (a donor on the phone asks once or twice). */
export const RECEIPT_RESENDS_PER_ORDER_PER_DAY = 3;
