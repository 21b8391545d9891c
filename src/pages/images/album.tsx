import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { PageHeader } from '../../components/page-header';
import { isContentId, pick, type AlbumDetail } from '../../domain/content-media';
import { localizePath } from '../../lib/locale';
import type { HeadInfo, PageProps, PageRenderContext, RouteContext } from '../../pipeline/types';
import { DualDate } from '../../components/dual-date';

export function validate(ctx: RouteContext): boolean {
  return isContentId(ctx.params.id);
}

export async function loadData(ctx: RouteContext): Promise<AlbumDetail> {
  return (await ctx.api.get<AlbumDetail>(`/albums/${ctx.params.id}`, { signal: ctx.signal })).data;
}

export function head(ctx: PageRenderContext, data: AlbumDetail): HeadInfo {
  return { title: pick(data.title, ctx.locale), description: pick(data.description, ctx.locale), image: data.cover };
}

export default function AlbumPage({ data, ctx }: PageProps<AlbumDetail>) {
  const { t } = useTranslation('media');
  const locale = ctx.locale;
  return (
    <>
      <PageHeader
        routeKey={ctx.routeKey}
        title={pick(data.title, locale)}
        lead={
          <>
            <p>{pick(data.description, locale)}</p>
            <DualDate iso={data.publishedAt} locale={locale} />
          </>
        }
      />
      <div className="container page-body">
        <div className="gallery-grid gallery-grid--album">
          {data.images.map((image) => (
            <figure key={image.src} className="gallery-item">
              <a href={image.src} target="_blank" rel="noopener">
                <img src={image.src} alt={pick(image.caption, locale)} loading="lazy" decoding="async" width={1200} height={675} />
              </a>
              <figcaption>{pick(image.caption, locale)}</figcaption>
            </figure>
          ))}
        </div>
        <p className="article__back">
          <AppLink to={localizePath('/images', locale)} className="button button--ghost">
            {t('albums.back')}
          </AppLink>
        </p>
      </div>
    </>
  );
}
