import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link';
import { CardImage } from '../../../components/card-image';
import { pick, type PathSummary } from '../../../domain/content-media';
import { formatNumber } from '../../../lib/format';
import { localizePath, type Locale } from '../../../lib/locale';

/** A donation path (track) in a grid: picture, title (the link), what it covers, how many programmes. */
export function PathCard({
  path,
  locale,
  headingLevel = 2,
  first = false,
}: {
  path: PathSummary;
  locale: Locale;
  headingLevel?: 2 | 3;
  first?: boolean;
}) {
  const { t } = useTranslation('media');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="media-card path-card">
      <CardImage src={path.image} first={first} />
      <div className="media-card__body">
        <Heading className="media-card__title">
          <AppLink to={localizePath(`/paths/${path.id}`, locale)} className="media-card__link">
            {pick(path.title, locale)}
          </AppLink>
        </Heading>
        <p className="media-card__text">{pick(path.description, locale)}</p>
        <p className="media-card__meta">{t('paths.projects', { n: formatNumber(path.projectCount, locale) })}</p>
      </div>
    </article>
  );
}
