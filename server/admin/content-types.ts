import type { ContentResource } from './content-resource';
import { albums } from './resources/albums';
import { documents } from './resources/documents';
import { faqs } from './resources/faqs';
import { infoPages } from './resources/info-pages';
import { messages } from './resources/messages';
import { people } from './resources/people';
import { studies } from './resources/studies';
import { videos } from './resources/videos';
import { programResource } from './resources/programs';
import { slideResource } from './resources/home-slides';
import { jobOpeningResource } from './resources/job-openings';
import { catalogResource } from './resources/catalog';
import type { TableResource } from './table-resource';

/** Every content type declared with content-resource.ts (the route table and the preview read this list). */
export const CONTENT_RESOURCES: readonly ContentResource[] = [
  infoPages,
  albums,
  videos,
  messages,
  studies,
  documents,
  people,
  faqs,
];

/** What a preview needs of a type: news (its own handlers) takes part too. */
export type PreviewTarget = Pick<ContentResource, 'name' | 'table' | 'key' | 'previewPath'>;

/** Table resources with a publishing state (table-resource.ts) take part as well. */
const PUBLISHED_TABLES: readonly Pick<TableResource<unknown>, 'entity' | 'table' | 'publishing'>[] = [
  programResource,
  slideResource,
  jobOpeningResource,
  catalogResource,
];

export const PREVIEW_TARGETS: ReadonlyMap<string, PreviewTarget> = new Map<string, PreviewTarget>([
  ['news', { name: 'news', table: 'news', key: 'id', previewPath: (row) => `/news/${String(row.id)}` }],
  ...CONTENT_RESOURCES.map((resource): [string, PreviewTarget] => [resource.name, resource]),
  ...PUBLISHED_TABLES.map((resource): [string, PreviewTarget] => [
    resource.entity,
    {
      name: resource.entity,
      table: resource.table,
      key: 'id',
      previewPath: (row) => resource.publishing!.previewPath(row),
    },
  ]),
]);
