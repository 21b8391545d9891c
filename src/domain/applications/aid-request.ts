import { z } from 'zod';
import { choice, consent, mobile, nationalId, optionalEmail, requiredText, wholeNumber } from './fields';
import { LIMITS } from './limits';
import { AID_NEED_CATEGORIES, PATIENT_RELATIONSHIPS } from './options';

/**
 * /electronic_services: an aid request's text fields (multipart; 0–3 file parts `attachments`,
 * PDF/JPEG/PNG by content, at most 5 MB each, checked by the server).
 */
export const aidRequestSchema = z.object({
  applicantName: requiredText(LIMITS.name, 2),
  applicantNationalId: nationalId,
  mobile,
  email: optionalEmail,
  city: requiredText(LIMITS.city, 2),
  patientName: requiredText(LIMITS.name, 2),
  patientRelationship: choice(PATIENT_RELATIONSHIPS),
  patientAge: wholeNumber(0, 120),
  needCategory: choice(AID_NEED_CATEGORIES),
  needDescription: requiredText(LIMITS.needDescription, 10),
  consent,
});

export type AidRequestInput = z.input<typeof aidRequestSchema>;
export type AidRequest = z.output<typeof aidRequestSchema>;
