/**
 * The fixed choices of the application forms. Labels live in locales/{ar,en}/apply.json under
 * `options.<list>.<value>` (e.g. `apply:options.qualification.bachelor`).
 */
export const QUALIFICATIONS = ['secondary', 'diploma', 'bachelor', 'master', 'doctorate', 'other'] as const;

export const VOLUNTEER_INTERESTS = [
  'medical',
  'patientSupport',
  'awareness',
  'events',
  'fundraising',
  'administration',
  'media',
  'technology',
  'translation',
] as const;

export const AVAILABILITY = ['weekdayMornings', 'weekdayEvenings', 'weekends', 'flexible'] as const;

export const PATIENT_RELATIONSHIPS = ['self', 'parent', 'child', 'spouse', 'sibling', 'relative', 'other'] as const;

export const AID_NEED_CATEGORIES = [
  'medication',
  'medicalDevices',
  'surgery',
  'dialysis',
  'rehabilitation',
  'homeCare',
  'travelForTreatment',
  'other',
] as const;

/** Aid request statuses staff set; visitors see them through the status lookup. */
export const AID_STATUSES = [
  'received',
  'underReview',
  'needsDocuments',
  'approved',
  'declined',
  'delivered',
  'closed',
] as const;

export type Qualification = (typeof QUALIFICATIONS)[number];
export type VolunteerInterest = (typeof VOLUNTEER_INTERESTS)[number];
export type Availability = (typeof AVAILABILITY)[number];
export type PatientRelationship = (typeof PATIENT_RELATIONSHIPS)[number];
export type AidNeedCategory = (typeof AID_NEED_CATEGORIES)[number];
export type AidStatus = (typeof AID_STATUSES)[number];
