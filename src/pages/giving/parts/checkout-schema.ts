import { z } from 'zod';
import { donorSchema } from '../../../domain/giving/order-schema';
import { PAYMENT_METHODS } from '../../../domain/giving/kinds';
import { msg } from '../../../domain/validation';

/**
 * The checkout form's flat fields, checked with the API's own donor rules (donorSchema's fields);
 * a checkbox posts "true" when ticked, which the API's boolean becomes here.
 */
export const checkoutFormSchema = z.object({
  name: donorSchema.shape.name,
  mobile: donorSchema.shape.mobile,
  email: donorSchema.shape.email,
  anonymous: z.preprocess((value) => value === 'true' || value === true, z.boolean()),
  method: z.enum(PAYMENT_METHODS, { error: msg('paymentMethod') }),
});
export type CheckoutForm = z.output<typeof checkoutFormSchema>;
