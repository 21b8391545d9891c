import { normaliseDigits } from './digits';

/** Reference numbers visitors receive: `JOB-2026-000123`, one prefix per kind of submission. */
export const REFERENCE_PREFIX = { job: 'JOB', volunteer: 'VOL', aid: 'AID', contact: 'MSG' } as const;
export type SubmissionKind = keyof typeof REFERENCE_PREFIX;

export function formatReference(kind: SubmissionKind, year: number, sequence: number): string {
  return `${REFERENCE_PREFIX[kind]}-${year}-${String(sequence).padStart(6, '0')}`;
}

/** What a visitor typed as a reference, tidied: upper case, ASCII digits, no spaces. */
export function normaliseReference(input: string): string {
  return normaliseDigits(input).replace(/\s+/g, '').toUpperCase();
}

export const REFERENCE_PATTERN = /^(JOB|VOL|AID|MSG)-\d{4}-\d{6,}$/;
