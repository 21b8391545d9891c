import { z } from 'zod';
import { msg } from '../validation';
import { mobile } from './fields';
import { normaliseReference } from './reference';

/** Tracking an aid request: its reference (AID-2026-000123) and the mobile it was filed with. */
export const aidStatusQuerySchema = z.object({
  reference: z
    .string({ error: msg('required') })
    .max(40, msg('reference'))
    .transform(normaliseReference)
    .pipe(z.string().min(1, msg('required')).regex(/^AID-\d{4}-\d{6,}$/, msg('reference'))),
  mobile,
});

export type AidStatusQueryInput = z.input<typeof aidStatusQuerySchema>;
export type AidStatusQuery = z.output<typeof aidStatusQuerySchema>;
