import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { PageHeader } from '../../components/page-header';
import { isContentId, pick, type ProgramDetail } from '../../domain/content-media';
import { formatNumber } from '../../lib/format';
import { localizePath } from '../../lib/locale';
import type { HeadInfo, PageProps, PageRenderContext, RouteContext } from '../../pipeline/types';
import { Paragraphs } from '../../components/paragraphs';
import { ProgressBar } from './parts/progress-bar';
import { donateHref } from './parts/program-card';

/** `/programs-and-projects/:id?`: the bare path is the overview page (its own route), so an id is required here. */
export function validate(ctx: RouteContext): boolean {
  return isContentId(ctx.params.id);
}

export async function loadData(ctx: RouteContext): Promise<ProgramDetail> {
  return (await ctx.api.get<ProgramDetail>(`/programs/${ctx.params.id}`, { signal: ctx.signal })).data;
}

export function head(ctx: PageRenderContext, data: ProgramDetail): HeadInfo {
  return { title: pick(data.title, ctx.locale), description: pick(data.summary, ctx.locale), image: data.image };
}

export default function ProgramPage({ data, ctx }: PageProps<ProgramDetail>) {
  const { t } = useTranslation('media');
  const locale = ctx.locale;
  const title = pick(data.title, locale);
  return (
    <>
      <PageHeader routeKey={ctx.routeKey} title={title} lead={pick(data.summary, locale)} />
      <div className="container page-body program-detail">
        <article className="program-detail__main">
          <img className="article__hero" src={data.image} alt="" width={1200} height={675} />
          <Paragraphs items={data.body[locale]} />
        </article>
        <aside className="program-detail__aside" aria-label={t('programs.progressLabel')}>
          <div className="donate-box">
            <p className="donate-box__path">
              {t('programs.path')}:{' '}
              <AppLink to={localizePath(`/paths/${data.path.id}`, locale)}>{pick(data.path.title, locale)}</AppLink>
            </p>
            <ProgressBar
              collected={data.collected}
              target={data.target}
              progress={data.progress}
              locale={locale}
              size="large"
            />
            <p className="donate-box__beneficiaries">
              {t('programs.beneficiaries')}: <strong>{formatNumber(data.beneficiaries, locale)}</strong>
            </p>
            <AppLink
              to={donateHref(data.id, locale)}
              className="button button--primary donate-box__button"
              aria-label={t('programs.donateTo', { title })}
            >
              {t('programs.donate')}
            </AppLink>
            <p className="sample-note">{t('programs.sampleNote')}</p>
          </div>
        </aside>
      </div>
    </>
  );
}
