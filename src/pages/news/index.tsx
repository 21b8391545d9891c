import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import type { NewsSummary } from '../../domain/content-media';
import type { Page } from '../../domain/pagination';
import { localizePath } from '../../lib/locale';
import type { HeadInfo, PageProps, PageRenderContext, RouteContext } from '../../pipeline/types';
import { NewsCard } from './parts/news-card';
import { Pager, pageHref } from '../../components/pager';
import { listParams } from '../../lib/list-query';

export const watchQuery = ['page'];

export async function loadData(ctx: RouteContext): Promise<Page<NewsSummary>> {
  return (await ctx.api.get<Page<NewsSummary>>('/news', { params: listParams(ctx, ['page'], 9), signal: ctx.signal }))
    .data;
}

export function head(_ctx: PageRenderContext, _data: Page<NewsSummary>, t: (key: string) => string): HeadInfo {
  return { title: t('routes.news'), description: t('media:news.lead') };
}

export default function NewsPage({ data, ctx }: PageProps<Page<NewsSummary>>) {
  const { t } = useTranslation('media');
  return (
    <>
      <PageHeader routeKey={ctx.routeKey} lead={t('news.lead')} />
      <div className="container page-body">
        {data.items.length === 0 ? (
          <p className="empty-state">{t('news.empty')}</p>
        ) : (
          <div className="media-grid">
            {data.items.map((item, index) => (
              <NewsCard key={item.id} item={item} locale={ctx.locale} first={index === 0} />
            ))}
          </div>
        )}
        <Pager
          page={data.page}
          pages={data.pages}
          locale={ctx.locale}
          href={(n) => pageHref(localizePath('/news', ctx.locale), n)}
        />
      </div>
    </>
  );
}
