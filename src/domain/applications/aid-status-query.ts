import { z } from 'zod';
import { msg } from '../validation';
import { mobile } from './fields';
import { isolate } from '../../lib/isolate';
import { AID_REFERENCE_EXAMPLE, isReference, normaliseReference } from './reference';

/** The error names a well-formed example; it is a code in Latin letters, set apart from the sentence around it. */
const referenceMessage = msg('reference', { example: isolate(AID_REFERENCE_EXAMPLE) });

/** Tracking an aid request: its reference (AID-7KQ2-9MXH-5, or an older AID-2026-000123) and the mobile it was filed with. */
export const aidStatusQuerySchema = z.object({
  reference: z
    .string({ error: msg('required') })
    .max(40, referenceMessage)
    .transform(normaliseReference)
    .pipe(
      z
        .string()
        .min(1, msg('required'))
        .refine((value) => isReference(value, 'aid'), referenceMessage),
    ),
  mobile,
});

export type AidStatusQueryInput = z.input<typeof aidStatusQuerySchema>;
export type AidStatusQuery = z.output<typeof aidStatusQuerySchema>;
