import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { PageHeader } from '../../components/page-header';
import { isContentId, pick, type NewsDetail } from '../../domain/content-media';
import { localizePath } from '../../lib/locale';
import type { HeadInfo, PageProps, PageRenderContext, RouteContext } from '../../pipeline/types';
import { DualDate } from '../../components/dual-date';
import { Paragraphs } from './parts/paragraphs';

export function validate(ctx: RouteContext): boolean {
  return isContentId(ctx.params.id);
}

export async function loadData(ctx: RouteContext): Promise<NewsDetail> {
  return (await ctx.api.get<NewsDetail>(`/news/${ctx.params.id}`, { signal: ctx.signal })).data;
}

export function head(ctx: PageRenderContext, data: NewsDetail): HeadInfo {
  return { title: pick(data.title, ctx.locale), description: pick(data.summary, ctx.locale), image: data.image };
}

export default function NewsItemPage({ data, ctx }: PageProps<NewsDetail>) {
  const { t } = useTranslation('media');
  const locale = ctx.locale;
  return (
    <>
      <PageHeader routeKey={ctx.routeKey} title={pick(data.title, locale)} lead={<DualDate iso={data.publishedAt} locale={locale} />} />
      <article className="container page-body article">
        <img className="article__hero" src={data.image} alt="" width={1200} height={675} />
        <p className="article__summary">{pick(data.summary, locale)}</p>
        <Paragraphs items={data.body[locale]} />
        {data.images.length > 0 && (
          <section className="article__gallery" aria-labelledby="news-gallery">
            <h2 id="news-gallery">{t('news.gallery')}</h2>
            <div className="gallery-grid">
              {data.images.map((image) => (
                <figure key={image.src} className="gallery-item">
                  <img src={image.src} alt={pick(image.caption, locale)} loading="lazy" decoding="async" width={1200} height={675} />
                  <figcaption>{pick(image.caption, locale)}</figcaption>
                </figure>
              ))}
            </div>
          </section>
        )}
        <p className="article__back">
          <AppLink to={localizePath('/news', locale)} className="button button--ghost">
            {t('news.back')}
          </AppLink>
        </p>
      </article>
    </>
  );
}
