import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import type { VideoItem } from '../../domain/content-media';
import type { Page } from '../../domain/pagination';
import { localizePath } from '../../lib/locale';
import type { HeadInfo, PageProps, PageRenderContext, RouteContext } from '../../pipeline/types';
import { Pager, pageHref } from '../../components/pager';
import { listParams } from '../../lib/list-query';
import { VideoCard } from './parts/video-card';

export const watchQuery = ['page'];

export async function loadData(ctx: RouteContext): Promise<Page<VideoItem>> {
  return (await ctx.api.get<Page<VideoItem>>('/videos', { params: listParams(ctx), signal: ctx.signal })).data;
}

export function head(_ctx: PageRenderContext, _data: Page<VideoItem>, t: (key: string) => string): HeadInfo {
  return { title: t('routes.videos'), description: t('media:videos.lead') };
}

export default function VideosPage({ data, ctx }: PageProps<Page<VideoItem>>) {
  const { t } = useTranslation('media');
  return (
    <>
      <PageHeader routeKey={ctx.routeKey} lead={t('videos.lead')} />
      <div className="container page-body">
        {data.items.length === 0 ? (
          <p className="empty-state">{t('videos.empty')}</p>
        ) : (
          <div className="media-grid">
            {data.items.map((video) => (
              <VideoCard key={video.id} video={video} locale={ctx.locale} />
            ))}
          </div>
        )}
        <Pager
          page={data.page}
          pages={data.pages}
          locale={ctx.locale}
          href={(n) => pageHref(localizePath('/videos', ctx.locale), n)}
        />
      </div>
    </>
  );
}
