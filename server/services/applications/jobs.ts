import type { Kysely, Selectable } from 'kysely';
import type { JobOpening } from '#src/domain/applications/api-types';
import type { Database } from '../../db/schema';
import type { JobOpeningTable } from '../../db/tables/applications';
import { publicRows } from '../publishing/visibility';

/** Open: published (or come due), flagged open and not past its closing time. */
function openNow(db: Kysely<Database>, now: Date) {
  const at = now.toISOString();
  return db
    .selectFrom('job_openings')
    .selectAll()
    .where(publicRows('job-openings'))
    .where('is_open', '=', 1)
    .where((eb) => eb.or([eb('closes_at', 'is', null), eb('closes_at', '>', at)]));
}

export function toJobOpening(row: Selectable<JobOpeningTable>): JobOpening {
  const lines = (text: string) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  return {
    id: row.id,
    slug: row.slug,
    title: { ar: row.title_ar, en: row.title_en },
    department: { ar: row.department_ar, en: row.department_en },
    location: { ar: row.location_ar, en: row.location_en },
    employmentType: row.employment_type,
    summary: { ar: row.summary_ar, en: row.summary_en },
    requirements: { ar: lines(row.requirements_ar), en: lines(row.requirements_en) },
    postedAt: row.posted_at,
    closesAt: row.closes_at,
  };
}

export async function listOpenJobs(db: Kysely<Database>, now = new Date()): Promise<JobOpening[]> {
  const rows = await openNow(db, now).orderBy('sort_order').orderBy('id').execute();
  return rows.map(toJobOpening);
}

export async function findOpenJob(db: Kysely<Database>, id: number, now = new Date()): Promise<JobOpening | null> {
  const row = await openNow(db, now).where('id', '=', id).executeTakeFirst();
  return row ? toJobOpening(row) : null;
}
