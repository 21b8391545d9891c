import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Bilingual, PeopleGroup, PeopleResponse } from '#src/domain/content-core';
import { pair } from './rows';
import { publicRows } from '../publishing/visibility';

export async function listPeople(db: Kysely<Database>, group: PeopleGroup): Promise<PeopleResponse> {
  const rows = await db
    .selectFrom('governance_members')
    .selectAll()
    .where('group_key', '=', group)
    .where(publicRows('people'))
    .orderBy('position')
    .execute();
  return {
    group,
    items: rows.map((row) => ({
      id: Number(row.id),
      title: pair(row, 'title'),
      remit: pair(row, 'remit'),
      members: JSON.parse(row.members_json) as Bilingual[],
    })),
  };
}
