import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { PageHeader } from '../../components/page-header';
import { useLocalePath } from '../../components/use-locale-path';
import type { JobOpening, JobOpeningList } from '../../domain/applications/api-types';
import { formatGregorian } from '../../lib/format-date';
import type { PageProps, RouteContext } from '../../pipeline/types';

export async function loadData(ctx: RouteContext): Promise<JobOpeningList> {
  return (await ctx.api.get<JobOpeningList>('/jobs', { signal: ctx.signal })).data;
}

function OpeningCard({ opening }: { opening: JobOpening }) {
  const { t } = useTranslation('apply');
  const { locale, toRoute } = useLocalePath();
  const titleId = `opening-${opening.id}`;
  return (
    <article className="opening" aria-labelledby={titleId}>
      <h3 className="opening__title" id={titleId}>
        {opening.title[locale]}
      </h3>
      <dl className="opening__facts">
        <div>
          <dt>{t('jobs.department')}</dt>
          <dd>{opening.department[locale]}</dd>
        </div>
        <div>
          <dt>{t('jobs.location')}</dt>
          <dd>{opening.location[locale]}</dd>
        </div>
        <div>
          <dt>{t('jobs.type')}</dt>
          <dd>{t(`options.employmentType.${opening.employmentType}`)}</dd>
        </div>
        {opening.closesAt && (
          <div>
            <dt>{t('jobs.closes')}</dt>
            <dd>{formatGregorian(opening.closesAt, locale)}</dd>
          </div>
        )}
      </dl>
      <p className="opening__summary">{opening.summary[locale]}</p>
      {opening.requirements[locale].length > 0 && (
        <details className="opening__requirements">
          <summary>{t('jobs.requirements')}</summary>
          <ul>
            {opening.requirements[locale].map((requirement) => (
              <li key={requirement}>{requirement}</li>
            ))}
          </ul>
        </details>
      )}
      <AppLink
        to={`${toRoute('jobsApply')}?opening=${opening.id}`}
        className="button button--primary"
        aria-describedby={titleId}
      >
        {t('jobs.apply')}
      </AppLink>
    </article>
  );
}

/** /jobs: the open positions from the database, and a way to apply without one. */
export default function JobsPage({ data, ctx }: PageProps<JobOpeningList>) {
  const { t } = useTranslation('apply');
  const { toRoute } = useLocalePath();
  return (
    <>
      <PageHeader routeKey={ctx.routeKey} lead={t('jobs.lead')} />
      <div className="container page-body applications">
        <section aria-labelledby="openings-title">
          <h2 id="openings-title">{t('jobs.openings')}</h2>
          {data.items.length === 0 ? (
            <p className="applications__empty">{t('jobs.none')}</p>
          ) : (
            <div className="opening-list">
              {data.items.map((opening) => (
                <OpeningCard key={opening.id} opening={opening} />
              ))}
            </div>
          )}
        </section>
        <section className="callout" aria-labelledby="open-application-title">
          <h2 id="open-application-title">{t('jobs.openApplication')}</h2>
          <p>{t('jobs.openApplicationText')}</p>
          <AppLink to={toRoute('jobsApply')} className="button button--ghost">
            {t('jobs.openApplication')}
          </AppLink>
        </section>
      </div>
    </>
  );
}
