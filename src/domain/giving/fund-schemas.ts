import { z } from 'zod';
import { msg } from '../validation';
import { FUNDS } from './funds';

/** A fund as a form or the API gives it (docs/decisions/027-fund-types-and-zakat.md). */
export const fundSchema = z.enum(FUNDS, { error: msg('fund') });

/**
 * A catalogue row's fund settings as staff edit them: an item in the zakat fund is eligible by
 * definition (the flag cannot be off for it).
 */
export const catalogFundSchema = z
  .object({
    fund: fundSchema,
    zakatEligible: z.boolean({ error: msg('invalid') }),
  })
  .refine((value) => value.fund !== 'zakat' || value.zakatEligible, {
    path: ['zakatEligible'],
    message: msg('fundZakatNeedsEligible'),
  });
export type CatalogFundInput = z.input<typeof catalogFundSchema>;
