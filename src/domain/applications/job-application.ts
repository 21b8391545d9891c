import { z } from 'zod';
import {
  blankToUndefined,
  choice,
  consent,
  email,
  mobile,
  nationalId,
  optionalText,
  requiredText,
  wholeNumber,
} from './fields';
import { LIMITS } from './limits';
import { QUALIFICATIONS } from './options';

/**
 * /jobs/apply: the text fields of the multipart form (the CV is the file part `cv`, checked by the
 * server: PDF or DOCX by content, at most 5 MB). `openingId` empty or absent = an open application.
 */
export const jobApplicationSchema = z.object({
  openingId: z.preprocess(blankToUndefined, wholeNumber(1, 1_000_000_000).optional()),
  fullName: requiredText(LIMITS.name, 2),
  nationalId,
  mobile,
  email,
  city: requiredText(LIMITS.city, 2),
  qualification: choice(QUALIFICATIONS),
  major: optionalText(LIMITS.major),
  yearsOfExperience: wholeNumber(0, 60),
  coverLetter: optionalText(LIMITS.coverLetter),
  consent,
});

export type JobApplicationInput = z.input<typeof jobApplicationSchema>;
export type JobApplication = z.output<typeof jobApplicationSchema>;
