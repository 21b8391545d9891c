import { z } from 'zod';
import { msg } from '../validation';
import { consent, optionalEmail, optionalMobile, requiredText } from './fields';
import { LIMITS } from './limits';

const hasMobileOrEmail = (value: { mobile?: unknown; email?: unknown }) => Boolean(value.mobile || value.email);
// Run even when other fields are wrong, so the form shows every problem at once.
const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/** /contactus (JSON): a mobile or an email, at least one, and consent to the privacy notice. */
export const contactMessageSchema = z
  .object({
    name: requiredText(LIMITS.name, 2),
    mobile: optionalMobile,
    email: optionalEmail,
    subject: requiredText(LIMITS.subject, 2),
    message: requiredText(LIMITS.message, 5),
    // PDPL: the visitor agrees to the privacy notice before we keep their message and contact details.
    consent,
  })
  .refine(hasMobileOrEmail, { message: msg('mobileOrEmail'), path: ['mobile'], ...always })
  .refine(hasMobileOrEmail, { message: msg('mobileOrEmail'), path: ['email'], ...always });

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
