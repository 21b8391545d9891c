import { personSchema } from '#src/admin/content-schemas';
import { bilingualColumns, pick, type ContentResource } from '../content-resource';

/** The information page that shows each governance group, if any. */
const PAGE_OF_GROUP: Record<string, string> = {
  board: '/pages/board',
  executive_committee: '/pages/executive_committee',
  general_assembly: '/pages/general_assembly_members',
  executive_management: '/executive_management',
  permanent_committees: '/permanent_committees',
};

function members(json: unknown): unknown {
  try {
    return JSON.parse(String(json)) as unknown;
  } catch {
    return [];
  }
}

/** Governance seats (board, committees, management), described by role; a committee lists the roles on it. */
export const people: ContentResource<typeof personSchema> = {
  name: 'people',
  table: 'governance_members',
  key: 'id',
  schema: personSchema,
  view: (row) => ({
    id: row.id,
    ...pick(row, 'group_key', 'position'),
    ...bilingualColumns(row, 'title', 'remit'),
    members: members(row.members_json),
  }),
  columns: (input) => ({
    group_key: input.group_key,
    position: input.position,
    ...bilingualColumns(input, 'title', 'remit'),
    members_json: JSON.stringify(input.members),
  }),
  sortable: { id: 'id', group_key: 'group_key', position: 'position', title_ar: 'title_ar', title_en: 'title_en' },
  defaultSort: 'position',
  search: ['title_ar', 'title_en'],
  filters: { group_key: 'group_key' },
  publicPaths: (row) => [PAGE_OF_GROUP[String(row.group_key)]].filter((path): path is string => Boolean(path)),
  previewPath: (row) => PAGE_OF_GROUP[String(row.group_key)] ?? '/pages/board',
  contentTypes: ['people'],
};
