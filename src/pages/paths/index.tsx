import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { PageHeader } from '../../components/page-header';
import { isContentId, pick, type ItemList, type PathDetail, type PathSummary } from '../../domain/content-media';
import { formatNumber } from '../../lib/format';
import { localizePath } from '../../lib/locale';
import type { HeadInfo, PageProps, PageRenderContext, RouteContext } from '../../pipeline/types';
import { PathCard } from '../programs/parts/path-card';
import { ProgramCard } from '../programs/parts/program-card';
import { ProgressBar } from '../programs/parts/progress-bar';

type Data = { kind: 'all'; paths: PathSummary[] } | { kind: 'one'; path: PathDetail };

/** `/paths/:id?`: without an id every path; with one, that path and its programs. */
export function validate(ctx: RouteContext): boolean {
  return ctx.params.id === undefined || isContentId(ctx.params.id);
}

export async function loadData(ctx: RouteContext): Promise<Data> {
  if (ctx.params.id === undefined) {
    return {
      kind: 'all',
      paths: (await ctx.api.get<ItemList<PathSummary>>('/paths', { signal: ctx.signal })).data.items,
    };
  }
  return { kind: 'one', path: (await ctx.api.get<PathDetail>(`/paths/${ctx.params.id}`, { signal: ctx.signal })).data };
}

export function head(ctx: PageRenderContext, data: Data, t: (key: string) => string): HeadInfo {
  if (data.kind === 'one')
    return {
      title: pick(data.path.title, ctx.locale),
      description: pick(data.path.description, ctx.locale),
      image: data.path.image,
    };
  return { title: t('routes.paths'), description: t('media:paths.lead') };
}

export default function PathsPage({ data, ctx }: PageProps<Data>) {
  const { t } = useTranslation('media');
  const locale = ctx.locale;
  if (data.kind === 'all') {
    return (
      <>
        <PageHeader routeKey={ctx.routeKey} lead={t('paths.lead')} />
        <div className="container page-body">
          <div className="media-grid media-grid--paths">
            {data.paths.map((path, index) => (
              <PathCard key={path.id} path={path} locale={locale} first={index === 0} />
            ))}
          </div>
        </div>
      </>
    );
  }
  const { path } = data;
  return (
    <>
      <PageHeader routeKey={ctx.routeKey} title={pick(path.title, locale)} lead={pick(path.description, locale)} />
      <div className="container page-body">
        <div className="path-summary">
          <img className="path-summary__image" src={path.image} alt="" fetchPriority="high" width={1200} height={675} />
          <div className="path-summary__figures">
            <p className="path-summary__count">{t('paths.projects', { n: formatNumber(path.projectCount, locale) })}</p>
            <ProgressBar
              collected={path.collected}
              target={path.target}
              progress={path.progress}
              locale={locale}
              size="large"
            />
          </div>
        </div>
        <section aria-labelledby="path-projects" className="page-section">
          <h2 id="path-projects" className="section-title">
            {t('paths.projectsTitle')}
          </h2>
          <div className="media-grid">
            {path.projects.map((program) => (
              <ProgramCard key={program.id} program={program} locale={locale} headingLevel={3} />
            ))}
          </div>
        </section>
        <p className="sample-note">{t('programs.sampleNote')}</p>
        <p className="article__back">
          <AppLink to={localizePath('/paths', locale)} className="button button--ghost">
            {t('paths.back')}
          </AppLink>
        </p>
      </div>
    </>
  );
}
