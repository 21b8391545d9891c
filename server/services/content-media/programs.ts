import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PathDetail, PathSummary, ProgramDetail, ProgramSummary } from '#src/domain/content-media';
import type { ProgramsQuery } from '#src/domain/programs-query';
import type { Page } from '#src/domain/pagination';
import { progressPercent } from '#src/lib/format';
import { bilingual, paragraphs } from './text';
import { offsetOf, pageOf } from '../paging';
import { publicRows } from '../publishing/visibility';

/** The programs the public sees (publishing state, migration 0046); qualified for the joins here. */
export function publicPrograms() {
  return publicRows('programs', { keyColumn: 'programs.id', dateColumn: 'programs.publish_at' });
}

/** Programs with their donation path's title, in the association's own order; lists never read the bodies. */
function programs(db: Kysely<Database>) {
  return (
    db
      .selectFrom('programs')
      .innerJoin('donation_paths', 'donation_paths.id', 'programs.path_id')
      .select([
        'programs.id',
        'programs.title_ar',
        'programs.title_en',
        'programs.summary_ar',
        'programs.summary_en',
        'programs.image',
        'programs.target_halalas',
        'programs.collected_halalas',
        'programs.beneficiaries',
        'programs.path_id',
        'donation_paths.title_ar as path_title_ar',
        'donation_paths.title_en as path_title_en',
      ])
      // Drafts and programs not yet due are kept (gifts name them) but not shown.
      .where(publicPrograms())
      .orderBy('programs.position')
      .orderBy('programs.id')
  );
}

type ProgramRow = Awaited<ReturnType<ReturnType<typeof programs>['executeTakeFirstOrThrow']>>;

function summary(row: ProgramRow): ProgramSummary {
  const target = Number(row.target_halalas);
  const collected = Number(row.collected_halalas);
  return {
    id: row.id,
    title: bilingual(row.title_ar, row.title_en),
    summary: bilingual(row.summary_ar, row.summary_en),
    image: row.image,
    target,
    collected,
    progress: progressPercent(collected, target),
    beneficiaries: row.beneficiaries,
    path: { id: row.path_id, title: bilingual(row.path_title_ar, row.path_title_en) },
  };
}

export async function listPrograms(db: Kysely<Database>, query: ProgramsQuery): Promise<Page<ProgramSummary>> {
  let list = programs(db);
  let count = db
    .selectFrom('programs')
    .select((eb) => eb.fn.countAll().as('total'))
    .where(publicPrograms());
  if (query.path !== undefined) {
    list = list.where('programs.path_id', '=', query.path);
    count = count.where('programs.path_id', '=', query.path);
  }
  const [rows, total] = await Promise.all([
    list.limit(query.size).offset(offsetOf(query)).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return pageOf(rows.map(summary), Number(total.total), query);
}

export async function featuredPrograms(db: Kysely<Database>, limit: number): Promise<ProgramSummary[]> {
  return (await programs(db).where('programs.featured', '=', 1).limit(limit).execute()).map(summary);
}

export async function getProgram(db: Kysely<Database>, id: number): Promise<ProgramDetail | null> {
  const row = await programs(db)
    .select(['programs.body_ar', 'programs.body_en'])
    .where('programs.id', '=', id)
    .executeTakeFirst();
  return row ? { ...summary(row), body: paragraphs(row.body_ar, row.body_en) } : null;
}

export async function programIds(db: Kysely<Database>): Promise<number[]> {
  return (await db.selectFrom('programs').select('id').where(publicPrograms()).orderBy('id').execute()).map(
    (row) => row.id,
  );
}

/** Every donation path with the totals of its projects. */
export async function listPaths(db: Kysely<Database>): Promise<PathSummary[]> {
  const [paths, totals] = await Promise.all([
    db.selectFrom('donation_paths').selectAll().orderBy('position').orderBy('id').execute(),
    db
      .selectFrom('programs')
      .select((eb) => [
        'path_id',
        eb.fn.countAll().as('n'),
        eb.fn.sum('target_halalas').as('target'),
        eb.fn.sum('collected_halalas').as('collected'),
      ])
      .where(publicPrograms())
      .groupBy('path_id')
      .execute(),
  ]);
  const byPath = new Map(totals.map((t) => [t.path_id, t]));
  return paths.map((path) => {
    const t = byPath.get(path.id);
    const target = Number(t?.target ?? 0);
    const collected = Number(t?.collected ?? 0);
    return {
      id: path.id,
      slug: path.slug,
      title: bilingual(path.title_ar, path.title_en),
      description: bilingual(path.description_ar, path.description_en),
      image: path.image,
      projectCount: Number(t?.n ?? 0),
      target,
      collected,
      progress: progressPercent(collected, target),
    };
  });
}

export async function getPath(db: Kysely<Database>, id: number): Promise<PathDetail | null> {
  const path = (await listPaths(db)).find((p) => p.id === id);
  if (!path) return null;
  const projects = (await programs(db).where('programs.path_id', '=', id).execute()).map(summary);
  return { ...path, projects };
}
