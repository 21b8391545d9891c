import type { ContentResource } from './content-resource';
import { albums } from './resources/albums';
import { documents } from './resources/documents';
import { faqs } from './resources/faqs';
import { infoPages } from './resources/info-pages';
import { messages } from './resources/messages';
import { people } from './resources/people';
import { studies } from './resources/studies';
import { videos } from './resources/videos';

/** Every content type declared with content-resource.ts (the route table and the preview read this list). */
export const CONTENT_RESOURCES: readonly ContentResource[] = [infoPages, albums, videos, messages, studies, documents, people, faqs];

/** What a preview needs of a type: news (its own handlers) takes part too. */
export type PreviewTarget = Pick<ContentResource, 'name' | 'table' | 'key' | 'previewPath'>;

export const PREVIEW_TARGETS: ReadonlyMap<string, PreviewTarget> = new Map<string, PreviewTarget>([
  ['news', { name: 'news', table: 'news', key: 'id', previewPath: (row) => `/news/${String(row.id)}` }],
  ...CONTENT_RESOURCES.map((resource): [string, PreviewTarget] => [resource.name, resource]),
]);
