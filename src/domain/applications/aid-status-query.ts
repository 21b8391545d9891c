import { z } from 'zod';
import { msg } from '../validation';
import { mobile } from './fields';
import { isReference, normaliseReference } from './reference';

/** Tracking an aid request: its reference (AID-7KQ2-9MXH-C, or an older AID-2026-000123) and the mobile it was filed with. */
export const aidStatusQuerySchema = z.object({
  reference: z
    .string({ error: msg('required') })
    .max(40, msg('reference'))
    .transform(normaliseReference)
    .pipe(z.string().min(1, msg('required')).refine((value) => isReference(value, 'aid'), msg('reference'))),
  mobile,
});

export type AidStatusQueryInput = z.input<typeof aidStatusQuerySchema>;
export type AidStatusQuery = z.output<typeof aidStatusQuerySchema>;
