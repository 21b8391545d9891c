import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link';
import { CardImage } from '../../../components/card-image';
import { pick, type ProgramSummary } from '../../../domain/content-media';
import { localizePath, type Locale } from '../../../lib/locale';
import { ProgressBar } from './progress-bar';

/** The donate link of a program: the instant-donation form, preset to it. */
export function donateHref(programId: number, locale: Locale): string {
  return `${localizePath('/donate/instant-donation', locale)}?program=${programId}`;
}

/** A program in a grid: picture, path, title, summary, progress, then Details and Donate. */
export function ProgramCard({
  program,
  locale,
  headingLevel = 2,
  first = false,
}: {
  program: ProgramSummary;
  locale: Locale;
  headingLevel?: 2 | 3;
  first?: boolean;
}) {
  const { t } = useTranslation('media');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = pick(program.title, locale);
  return (
    <article className="media-card program-card">
      <CardImage src={program.image} first={first} />
      <div className="media-card__body">
        <span className="media-tag">{pick(program.path.title, locale)}</span>
        <Heading className="media-card__title">{title}</Heading>
        <p className="media-card__text">{pick(program.summary, locale)}</p>
        <ProgressBar
          collected={program.collected}
          target={program.target}
          progress={program.progress}
          locale={locale}
        />
        <div className="media-card__actions">
          <AppLink
            to={localizePath(`/programs-and-projects/${program.id}`, locale)}
            className="button button--ghost button--small"
            aria-label={t('programs.detailsOf', { title })}
          >
            {t('programs.details')}
          </AppLink>
          <AppLink
            to={donateHref(program.id, locale)}
            className="button button--primary button--small"
            aria-label={t('programs.donateTo', { title })}
          >
            {t('programs.donate')}
          </AppLink>
        </div>
      </div>
    </article>
  );
}
