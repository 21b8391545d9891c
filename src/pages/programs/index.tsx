import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { PageHeader } from '../../components/page-header';
import type { ItemList, PathSummary, ProgramSummary } from '../../domain/content-media';
import type { Page } from '../../domain/pagination';
import { localizePath } from '../../lib/locale';
import type { HeadInfo, PageProps, PageRenderContext, RouteContext } from '../../pipeline/types';
import { PathCard } from './parts/path-card';
import { ProgramCard } from './parts/program-card';

interface Data {
  paths: PathSummary[];
  programs: Page<ProgramSummary>;
}

export async function loadData(ctx: RouteContext): Promise<Data> {
  const [paths, programs] = await Promise.all([
    ctx.api.get<ItemList<PathSummary>>('/paths', { signal: ctx.signal }),
    ctx.api.get<Page<ProgramSummary>>('/programs', { params: { size: 6 }, signal: ctx.signal }),
  ]);
  return { paths: paths.data.items, programs: programs.data };
}

export function head(_ctx: PageRenderContext, _data: Data, t: (key: string) => string): HeadInfo {
  return { title: t('routes.programs'), description: t('media:programs.lead') };
}

export default function ProgramsPage({ data, ctx }: PageProps<Data>) {
  const { t } = useTranslation('media');
  const locale = ctx.locale;
  return (
    <>
      <PageHeader routeKey={ctx.routeKey} lead={t('programs.lead')} />
      <div className="container page-body">
        <section aria-labelledby="paths-title" className="page-section">
          <h2 id="paths-title" className="section-title">
            {t('programs.pathsTitle')}
          </h2>
          <div className="media-grid media-grid--paths">
            {data.paths.map((path, index) => (
              <PathCard key={path.id} path={path} locale={locale} headingLevel={3} first={index === 0} />
            ))}
          </div>
        </section>
        <section aria-labelledby="programs-title" className="page-section">
          <div className="section-head">
            <h2 id="programs-title" className="section-title">
              {t('programs.featuredTitle')}
            </h2>
            <AppLink to={localizePath('/programs-and-projects/ProgramList', locale)} className="section-head__link">
              {t('programs.allPrograms')}
            </AppLink>
          </div>
          <div className="media-grid">
            {data.programs.items.map((program) => (
              <ProgramCard key={program.id} program={program} locale={locale} headingLevel={3} />
            ))}
          </div>
          <p className="sample-note">{t('programs.sampleNote')}</p>
        </section>
      </div>
    </>
  );
}
