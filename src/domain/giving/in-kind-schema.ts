import { z } from 'zod';
import { msg } from '../validation';
import { objectError } from './object-error';
import { choice, mobile, optionalText, requiredText, wholeNumber } from '../applications/fields';
import { LIMITS } from '../applications/limits';
import { IN_KIND_CONDITIONS, IN_KIND_ITEM_TYPES } from './kinds';

/** /contribute/samples: an in-kind donation offer, stored as a request (no payment). */
export const inKindRequestSchema = z.strictObject(
  {
    itemType: choice(IN_KIND_ITEM_TYPES),
    description: optionalText(500),
    quantity: wholeNumber(1, 1000),
    condition: choice(IN_KIND_CONDITIONS),
    city: requiredText(LIMITS.city, 2),
    name: requiredText(LIMITS.name, 2),
    mobile,
    website: z.string().max(LIMITS.honeypot).optional(),
  },
  objectError,
);
export type InKindRequestInput = z.input<typeof inKindRequestSchema>;
export type InKindRequest = z.output<typeof inKindRequestSchema>;
