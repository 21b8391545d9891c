import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { PageHeader } from '../../components/page-header';
import { useLocalePath } from '../../components/use-locale-path';
import { DOCUMENT_TABS, type DocumentPage, type DocumentTab } from '../../domain/content-core';
import type { PageProps, RouteContext } from '../../pipeline/types';
import type { RouteKey } from '../../route-rows';
import { formatNumber } from '../../lib/format';
import { DocumentList } from '../../components/document-list';
import { Pager, pageHref } from '../../components/pager';

/**
 * /governance, /policies, /regulations, /reports (an overview and that tab's documents) and the
 * /…/Tabs variants (the tabbed browser over every category, `?tab=` picks one).
 */
const ROUTES: Record<
  string,
  {
    tab: DocumentTab;
    tabs: boolean;
    overview?: 'governance' | 'policies' | 'regulations' | 'reports';
    browse?: RouteKey;
  }
> = {
  governance: { tab: 'governance', tabs: false, overview: 'governance', browse: 'governanceTabs' },
  policies: { tab: 'policies', tabs: false, overview: 'policies', browse: 'policiesTabs' },
  regulations: { tab: 'regulations', tabs: false, overview: 'regulations', browse: 'regulationsTabs' },
  reports: { tab: 'reports', tabs: false, overview: 'reports' },
  governanceTabs: { tab: 'governance', tabs: true },
  policiesTabs: { tab: 'policies', tabs: true },
  regulationsTabs: { tab: 'regulations', tabs: true },
};

interface Data {
  tab: DocumentTab;
  documents: DocumentPage;
}

function isTab(value: string | undefined): value is DocumentTab {
  return (DOCUMENT_TABS as readonly string[]).includes(value ?? '');
}

export const watchQuery = ['tab', 'page'];

export function validate(ctx: RouteContext): boolean {
  return ctx.route.key in ROUTES;
}

export async function loadData(ctx: RouteContext): Promise<Data> {
  const config = ROUTES[ctx.route.key];
  // An unknown ?tab= on the browser falls back to the route's own tab rather than failing the page.
  const tab = config.tabs && isTab(ctx.query.tab) ? ctx.query.tab : config.tab;
  const params: Record<string, string> = { tab };
  if (ctx.query.page !== undefined) params.page = ctx.query.page;
  const documents = (await ctx.api.get<DocumentPage>('/documents', { params, signal: ctx.signal })).data;
  return { tab, documents };
}

export default function DocumentsPage({ data, ctx }: PageProps<Data>) {
  const { t } = useTranslation('about');
  const { to, toRoute } = useLocalePath();
  const config = ROUTES[ctx.routeKey] ?? ROUTES.governance;
  const { locale } = ctx;
  const tabName = t(`documents.tabs.${data.tab}`);
  const here = to(ctx.pathname);
  const hrefOf = (page: number) => pageHref(here, page, { tab: config.tabs ? data.tab : undefined });
  const list = (
    <>
      <DocumentList items={data.documents.items} locale={locale} caption={t('documents.caption', { tab: tabName })} />
      <Pager page={data.documents.page} pages={data.documents.pages} locale={locale} href={hrefOf} />
    </>
  );

  if (config.tabs) {
    return (
      <>
        <PageHeader routeKey={ctx.routeKey} lead={t('tabsPage.lead')} />
        <div className="container page-body content-page">
          <nav className="doc-tabs" aria-label={t('documents.tabsLabel')}>
            <ul className="doc-tabs__list">
              {DOCUMENT_TABS.map((tab) => (
                <li key={tab}>
                  <AppLink
                    to={`${here}?tab=${tab}`}
                    className="doc-tabs__tab"
                    aria-current={tab === data.tab ? 'page' : undefined}
                  >
                    {t(`documents.tabs.${tab}`)}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
          <section className="doc-panel" aria-labelledby="doc-panel-title">
            <h2 id="doc-panel-title" className="doc-panel__title">
              {tabName}
              <span className="doc-panel__count">
                {t('documents.count', { count: data.documents.total, n: formatNumber(data.documents.total, locale) })}
              </span>
            </h2>
            {list}
          </section>
        </div>
      </>
    );
  }

  const body = t(`overview.${config.overview}.body`, { returnObjects: true }) as string[];
  return (
    <>
      <PageHeader routeKey={ctx.routeKey} lead={t(`overview.${config.overview}.lead`)} />
      <div className="container page-body content-page">
        <div className="prose">
          {body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <section className="content-section" aria-labelledby="documents-heading">
          <div className="content-section__head">
            <h2 id="documents-heading" className="content-section__title">
              {t('documents.heading')}
              <span className="doc-panel__count">
                {t('documents.count', { count: data.documents.total, n: formatNumber(data.documents.total, locale) })}
              </span>
            </h2>
            {config.browse && (
              <AppLink to={toRoute(config.browse)} className="content-section__more">
                {t('documents.browseAll')}
              </AppLink>
            )}
          </div>
          {list}
        </section>
      </div>
    </>
  );
}
