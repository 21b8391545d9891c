import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { PageHeader } from '../../components/page-header';
import { useLocalePath } from '../../components/use-locale-path';
import type { StudyPage } from '../../domain/content-core';
import type { PageProps, RouteContext } from '../../pipeline/types';
import { DualDate } from '../../components/dual-date';
import { Pager, pageHref } from '../../components/pager';

export const watchQuery = ['page'];

export async function loadData(ctx: RouteContext): Promise<StudyPage> {
  const params = ctx.query.page !== undefined ? { page: ctx.query.page } : {};
  return (await ctx.api.get<StudyPage>('/studies', { params, signal: ctx.signal })).data;
}

/** /pages/studies: the studies as cards linking to their detail page. */
export default function StudiesPage({ data, ctx }: PageProps<StudyPage>) {
  const { t } = useTranslation('about');
  const { to, toRoute } = useLocalePath();
  const { locale } = ctx;
  return (
    <>
      <PageHeader routeKey={ctx.routeKey} lead={t('studies.lead')} />
      <div className="container page-body content-page">
        <ul className="card-grid study-grid">
          {data.items.map((study) => (
            <li key={study.id} className="card study-card">
              <p className="study-card__field">{study.field[locale]}</p>
              <h2 className="study-card__title">
                <AppLink to={to(`/pages/studies/${study.id}`)}>{study.title[locale]}</AppLink>
              </h2>
              <p className="study-card__summary">{study.summary[locale]}</p>
              <p className="study-card__date">
                <DualDate iso={study.publishedOn} locale={locale} />
              </p>
            </li>
          ))}
        </ul>
        <Pager page={data.page} pages={data.pages} locale={locale} href={(n) => pageHref(toRoute('studies'), n)} />
      </div>
    </>
  );
}
