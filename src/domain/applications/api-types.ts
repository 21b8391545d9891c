import type { Bilingual } from '../bilingual';
import type { AidStatus } from './options';

/** What GET /api/v1/jobs answers: open positions, both languages (the page picks one). */
export interface JobOpening {
  id: number;
  slug: string;
  title: Bilingual;
  department: Bilingual;
  location: Bilingual;
  employmentType: 'fullTime' | 'partTime' | 'contract';
  summary: Bilingual;
  /** One requirement per entry. */
  requirements: { ar: string[]; en: string[] };
  postedAt: string;
  closesAt: string | null;
}

export interface JobOpeningList {
  items: JobOpening[];
}

/** 201 of every submission. */
export interface SubmissionCreated {
  reference: string;
}

/** 201 of an aid request. */
export interface AidRequestCreated extends SubmissionCreated {
  /** Whether the reference was also texted to the applicant's mobile (not past the number's daily limit). */
  texted: boolean;
}

/** GET /api/v1/aid-requests/status: the status only, never the request's content. */
export interface AidStatusResult {
  reference: string;
  status: AidStatus;
  updatedAt: string;
  /** The association's note to the applicant with the latest change (written in the back office), if any. */
  note?: string;
}
