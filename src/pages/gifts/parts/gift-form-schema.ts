import { z } from 'zod';
import { giftSchema } from '../../../domain/giving/order-schema';
import { wholeNumber } from '../../../domain/applications/fields';

/** The compose form's flat fields: the API's gift rules (giftSchema) plus the cause it supports. */
export const giftFormSchema = z.object({
  ...giftSchema.shape,
  causeId: wholeNumber(1, 2147483647),
  showAmount: z.preprocess((value) => value === 'true' || value === true, z.boolean()),
});
export type GiftForm = z.output<typeof giftFormSchema>;
