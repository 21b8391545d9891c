import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link';
import { pick, type NewsSummary } from '../../../domain/content-media';
import type { Locale } from '../../../lib/locale';
import { localizePath } from '../../../lib/locale';
import { DualDate } from '../../../components/dual-date';
import { CardImage } from '../../../components/card-image';

/** A news item in a list: picture, date, headline (the link) and summary. */
export function NewsCard({
  item,
  locale,
  headingLevel = 2,
  first = false,
}: {
  item: NewsSummary;
  locale: Locale;
  headingLevel?: 2 | 3;
  first?: boolean;
}) {
  const { t } = useTranslation('media');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = pick(item.title, locale);
  const href = localizePath(`/news/${item.id}`, locale);
  return (
    <article className="media-card news-card">
      <CardImage src={item.image} first={first} />
      <div className="media-card__body">
        <DualDate iso={item.publishedAt} locale={locale} className="media-card__meta" />
        <Heading className="media-card__title">
          <AppLink to={href} className="media-card__link">
            {title}
          </AppLink>
        </Heading>
        <p className="media-card__text">{pick(item.summary, locale)}</p>
        <span className="media-card__more" aria-hidden="true">
          {t('news.readMore')}
        </span>
      </div>
    </article>
  );
}
