import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { PageHeader } from '../../components/page-header';
import { pick, type AlbumSummary } from '../../domain/content-media';
import type { Page } from '../../domain/pagination';
import { formatNumber } from '../../lib/format';
import { localizePath } from '../../lib/locale';
import type { HeadInfo, PageProps, PageRenderContext, RouteContext } from '../../pipeline/types';
import { DualDate } from '../../components/dual-date';
import { Pager, pageHref } from '../../components/pager';
import { listParams } from '../../lib/list-query';
import { CardImage } from '../../components/card-image';

export const watchQuery = ['page'];

export async function loadData(ctx: RouteContext): Promise<Page<AlbumSummary>> {
  return (await ctx.api.get<Page<AlbumSummary>>('/albums', { params: listParams(ctx), signal: ctx.signal })).data;
}

export function head(_ctx: PageRenderContext, _data: Page<AlbumSummary>, t: (key: string) => string): HeadInfo {
  return { title: t('routes.images'), description: t('media:albums.lead') };
}

export default function AlbumsPage({ data, ctx }: PageProps<Page<AlbumSummary>>) {
  const { t } = useTranslation('media');
  const locale = ctx.locale;
  return (
    <>
      <PageHeader routeKey={ctx.routeKey} lead={t('albums.lead')} />
      <div className="container page-body">
        {data.items.length === 0 ? (
          <p className="empty-state">{t('albums.empty')}</p>
        ) : (
          <div className="media-grid">
            {data.items.map((album, index) => (
              <article key={album.id} className="media-card album-card">
                <CardImage src={album.cover} first={index === 0} />
                <div className="media-card__body">
                  <DualDate iso={album.publishedAt} locale={locale} className="media-card__meta" />
                  <h2 className="media-card__title">
                    <AppLink to={localizePath(`/images/${album.id}`, locale)} className="media-card__link">
                      {pick(album.title, locale)}
                    </AppLink>
                  </h2>
                  <p className="media-card__text">{pick(album.description, locale)}</p>
                  <span className="media-tag">{t('albums.photos', { n: formatNumber(album.imageCount, locale) })}</span>
                </div>
              </article>
            ))}
          </div>
        )}
        <Pager
          page={data.page}
          pages={data.pages}
          locale={locale}
          href={(n) => pageHref(localizePath('/images', locale), n)}
        />
      </div>
    </>
  );
}
