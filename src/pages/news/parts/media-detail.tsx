import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link';
import { DualDate } from '../../../components/dual-date';
import { PageHeader } from '../../../components/page-header';
import { pick, type Bilingual } from '../../../domain/bilingual';
import { isNumericId } from '../../../domain/ids';
import type { MediaImage } from '../../../domain/content-media';
import { localizePath } from '../../../lib/locale';
import type { HeadInfo, PageProps, PageRenderContext, RouteContext } from '../../../pipeline/types';

/** What every media detail (news item, album, awareness message) has. */
interface MediaDetailData {
  title: Bilingual;
  publishedAt: string;
}

/**
 * The route functions of a media detail page `/<list>/:id`: a numeric id (anything else is an
 * unknown page), the item from `GET /api/v1/<list>/:id`, and its title, description and image for
 * the head.
 */
export function mediaDetailRoute<T extends MediaDetailData>(
  apiList: string,
  headOf: (data: T) => { description: Bilingual; image: string },
) {
  return {
    validate: (ctx: RouteContext): boolean => isNumericId(ctx.params.id),
    loadData: async (ctx: RouteContext): Promise<T> =>
      (await ctx.api.get<T>(`${apiList}/${ctx.params.id}`, { signal: ctx.signal })).data,
    head: (ctx: PageRenderContext, data: T): HeadInfo => {
      const { description, image } = headOf(data);
      return { title: pick(data.title, ctx.locale), description: pick(description, ctx.locale), image };
    },
  };
}

interface Props<T extends MediaDetailData> extends PageProps<T> {
  /** Shown above the date in the header (an album's description, a message's topic). */
  before?: ReactNode;
  /** The page the back link returns to, and the `media` key of its label. */
  back: { path: string; labelKey: string };
  /** `article` for a text with a hero image; `div` for a gallery. */
  as?: 'article' | 'div';
  className?: string;
  children: ReactNode;
}

/** The frame of a media detail page: header with title and date, the body, a link back to the list. */
export function MediaDetailPage<T extends MediaDetailData>({
  data,
  ctx,
  before,
  back,
  as: Body = 'article',
  className = 'container page-body article',
  children,
}: Props<T>) {
  const { t } = useTranslation('media');
  const locale = ctx.locale;
  const date = <DualDate iso={data.publishedAt} locale={locale} />;
  return (
    <>
      <PageHeader
        routeKey={ctx.routeKey}
        title={pick(data.title, locale)}
        lead={
          before ? (
            <>
              {before} {date}
            </>
          ) : (
            date
          )
        }
      />
      <Body className={className}>
        {children}
        <p className="article__back">
          <AppLink to={localizePath(back.path, locale)} className="button button--ghost">
            {t(back.labelKey)}
          </AppLink>
        </p>
      </Body>
    </>
  );
}

/** An article's hero image and summary. */
export function ArticleLead({ image, summary }: { image: string; summary: string }) {
  return (
    <>
      <img className="article__hero" src={image} alt="" width={1200} height={675} />
      <p className="article__summary">{summary}</p>
    </>
  );
}

/** Captioned images; `linked` opens each full size in a new tab. */
export function Gallery({
  images,
  locale,
  className = 'gallery-grid',
  linked = false,
}: {
  images: MediaImage[];
  locale: PageRenderContext['locale'];
  className?: string;
  linked?: boolean;
}) {
  return (
    <div className={className}>
      {images.map((image) => {
        const img = (
          <img
            src={image.src}
            alt={pick(image.caption, locale)}
            loading="lazy"
            decoding="async"
            width={1200}
            height={675}
          />
        );
        return (
          <figure key={image.src} className="gallery-item">
            {linked ? (
              <a href={image.src} target="_blank" rel="noopener">
                {img}
              </a>
            ) : (
              img
            )}
            <figcaption>{pick(image.caption, locale)}</figcaption>
          </figure>
        );
      })}
    </div>
  );
}
