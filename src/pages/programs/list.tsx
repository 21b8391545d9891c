import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { PageHeader } from '../../components/page-header';
import { pick, type ItemList, type PathSummary, type ProgramSummary } from '../../domain/content-media';
import type { Page } from '../../domain/pagination';
import { localizePath } from '../../lib/locale';
import type { HeadInfo, PageProps, PageRenderContext, RouteContext } from '../../pipeline/types';
import { Pager, pageHref } from '../../components/pager';
import { listParams } from '../../lib/list-query';
import { ProgramCard } from './parts/program-card';

interface Data {
  paths: PathSummary[];
  programs: Page<ProgramSummary>;
}

export const watchQuery = ['page', 'path'];

export async function loadData(ctx: RouteContext): Promise<Data> {
  const [paths, programs] = await Promise.all([
    ctx.api.get<ItemList<PathSummary>>('/paths', { signal: ctx.signal }),
    ctx.api.get<Page<ProgramSummary>>('/programs', {
      params: listParams(ctx, ['page', 'path'], 9),
      signal: ctx.signal,
    }),
  ]);
  return { paths: paths.data.items, programs: programs.data };
}

export function head(_ctx: PageRenderContext, _data: Data, t: (key: string) => string): HeadInfo {
  return { title: t('routes.programList'), description: t('media:programs.listLead') };
}

/** The full list of programs, filtered by donation path through `?path=` (links, so it works before scripts load). */
export default function ProgramListPage({ data, ctx }: PageProps<Data>) {
  const { t } = useTranslation('media');
  const locale = ctx.locale;
  const base = localizePath('/programs-and-projects/ProgramList', locale);
  const selected = ctx.query.path;
  return (
    <>
      <PageHeader routeKey={ctx.routeKey} lead={t('programs.listLead')} />
      <div className="container page-body">
        <nav className="filter-chips" aria-label={t('programs.filterLabel')}>
          <ul>
            <li>
              <AppLink to={base} className="chip" aria-current={!selected ? 'page' : undefined}>
                {t('programs.allPaths')}
              </AppLink>
            </li>
            {data.paths.map((path) => (
              <li key={path.id}>
                <AppLink
                  to={`${base}?path=${path.id}`}
                  className="chip"
                  aria-current={selected === String(path.id) ? 'page' : undefined}
                >
                  {pick(path.title, locale)}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        {data.programs.items.length === 0 ? (
          <p className="empty-state">{t('programs.empty')}</p>
        ) : (
          <div className="media-grid">
            {data.programs.items.map((program, index) => (
              <ProgramCard key={program.id} program={program} locale={locale} first={index === 0} />
            ))}
          </div>
        )}
        <Pager
          page={data.programs.page}
          pages={data.programs.pages}
          locale={locale}
          href={(n) => pageHref(base, n, { path: selected })}
        />
        <p className="sample-note">{t('programs.sampleNote')}</p>
      </div>
    </>
  );
}
