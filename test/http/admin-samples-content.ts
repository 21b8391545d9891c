import type { Express } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { CONTENT_INPUTS, CONTENT_TABLES, copyOfFirstRow, minimalPdf } from './admin-content-fixtures';

type Sample = (
  db: Kysely<Database>,
  app: Express,
  context: { dataDir: string },
) => Promise<{ path: string; body?: unknown; file?: Buffer }>;

/** A row of a content type to read, change or delete: a copy of a seeded one (information pages: a fixed page). */
async function rowKey(db: Kysely<Database>, name: string): Promise<string> {
  return name === 'info-pages' ? 'vision' : String(await copyOfFirstRow(db, CONTENT_TABLES[name]!));
}

/** Valid requests for the content routes of the route table (admin-roles.test.ts walks them all). */
export const contentSamples: Record<string, Sample> = {
  'POST /uploads/documents': async () => ({ path: '/uploads/documents', file: minimalPdf(), fileName: 'sample.pdf' }),
  'POST /preview/:resource/:id': async (db) => ({ path: `/preview/faqs/${await rowKey(db, 'faqs')}`, body: {} }),
  ...Object.fromEntries(
    Object.keys(CONTENT_INPUTS).flatMap((name): [string, Sample][] => {
      const samples: [string, Sample][] = [
        [`GET /${name}`, async () => ({ path: `/${name}` })],
        [`GET /${name}/:id`, async (db) => ({ path: `/${name}/${await rowKey(db, name)}` })],
        [
          `PUT /${name}/:id`,
          async (db, _app, { dataDir }) => ({
            path: `/${name}/${await rowKey(db, name)}`,
            body: CONTENT_INPUTS[name]!(dataDir),
          }),
        ],
      ];
      if (name === 'info-pages') return samples;
      samples.push([
        `POST /${name}`,
        async (_db, _app, { dataDir }) => ({ path: `/${name}`, body: CONTENT_INPUTS[name]!(dataDir) }),
      ]);
      samples.push([`DELETE /${name}/:id`, async (db) => ({ path: `/${name}/${await rowKey(db, name)}` })]);
      return samples;
    }),
  ),
};
