import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newsIds } from './news';
import { albumIds } from './albums';
import { messageIds } from './messages';
import { programIds } from './programs';

/** Locale-free detail paths for sitemap.xml: /news/ID, /images/ID, /messages/ID, /programs-and-projects/ID, /paths/ID. */
export async function contentMediaPaths(db: Kysely<Database>): Promise<string[]> {
  const [news, albums, messages, programs, paths] = await Promise.all([
    newsIds(db),
    albumIds(db),
    messageIds(db),
    programIds(db),
    db.selectFrom('donation_paths').select('id').orderBy('id').execute(),
  ]);
  return [
    ...news.map((id) => `/news/${id}`),
    ...albums.map((id) => `/images/${id}`),
    ...messages.map((id) => `/messages/${id}`),
    ...programs.map((id) => `/programs-and-projects/${id}`),
    ...paths.map((row) => `/paths/${row.id}`),
  ];
}
