import { z } from 'zod';
import { msg } from '../validation';
import { choice, consent, email, mobile, optionalText, requiredText } from './fields';
import { LIMITS } from './limits';
import { AVAILABILITY, VOLUNTEER_INTERESTS } from './options';

/** /contribute/volunteer (JSON). */
export const volunteerSchema = z.object({
  fullName: requiredText(LIMITS.name, 2),
  mobile,
  email,
  city: requiredText(LIMITS.city, 2),
  interests: z
    .array(choice(VOLUNTEER_INTERESTS), { error: msg('chooseAtLeastOne') })
    .min(1, msg('chooseAtLeastOne'))
    .max(VOLUNTEER_INTERESTS.length, msg('invalid'))
    .transform((list) => [...new Set(list)]),
  availability: choice(AVAILABILITY),
  skills: optionalText(LIMITS.skills),
  consent,
});

export type VolunteerInput = z.input<typeof volunteerSchema>;
export type VolunteerApplication = z.output<typeof volunteerSchema>;
