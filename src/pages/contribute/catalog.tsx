import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { AppLink } from '../../components/app-link';
import { useLocalePath } from '../../components/use-locale-path';
import type { CatalogPage, GivingSettings } from '../../domain/giving/catalog';
import type { HeadInfo, PageProps, PageRenderContext, RouteContext } from '../../pipeline/types';
import { Pager, pageHref } from '../../components/pager';
import { loadGivingSettings } from '../giving/parts/load-settings';
import { formatNumber } from '../../lib/format';
import { ItemCard } from './parts/item-card';
import { ROUTE_KINDS } from '../../domain/giving/route-kinds';

interface Data {
  settings: GivingSettings;
  items: CatalogPage;
}

/** A landing page shows the first few; its list page (FamilyList, BillList, ProductList) pages through all. */
const LANDING_SIZE = 6;
const LIST_SIZE = 12;

export function validate(ctx: RouteContext): boolean {
  return ctx.route.key in ROUTE_KINDS;
}

export async function loadData(ctx: RouteContext): Promise<Data> {
  const config = ROUTE_KINDS[ctx.route.key];
  const paged = Boolean(config.landing) || !config.list;
  const params = {
    kind: config.kind,
    size: config.list ? LANDING_SIZE : LIST_SIZE,
    ...(paged && ctx.query.page ? { page: ctx.query.page } : {}),
  };
  const [settings, items] = await Promise.all([
    loadGivingSettings(ctx),
    ctx.api.get<CatalogPage>('/giving/items', { params, signal: ctx.signal }).then((response) => response.data),
  ]);
  return { settings, items };
}

export const watchQuery = ['page'];

export function head(ctx: PageRenderContext, _data: Data, t: (key: string) => string): HeadInfo {
  return { title: t(`routes.${ctx.routeKey}`), description: t(`giving:pages.${ctx.routeKey}`) };
}

/** Every contribution page of the catalog: causes, endowment shares, families, bills, debts, Hajj, store items. */
export default function CatalogPageView({ data, ctx }: PageProps<Data>) {
  const { t } = useTranslation('giving');
  const { to, toRoute } = useLocalePath();
  const config = ROUTE_KINDS[ctx.routeKey];
  const self = to(ctx.pathname);
  return (
    <>
      <PageHeader routeKey={ctx.routeKey} lead={t(`pages.${ctx.routeKey}`)} />
      <div className="container page-body catalog">
        {ctx.routeKey === 'contributeDonate' && (
          <p className="catalog__paths">
            <AppLink to={toRoute('paths')}>{t('catalog.paths')}</AppLink> ·{' '}
            <AppLink to={toRoute('instantDonation')}>{t('catalog.instant')}</AppLink>
          </p>
        )}
        {config.landing && (
          <p>
            <AppLink to={toRoute(config.landing)}>{t('catalog.back')}</AppLink>
          </p>
        )}
        {data.items.items.length === 0 ? (
          <p className="catalog__empty">{t('catalog.empty')}</p>
        ) : (
          <div className="item-grid">
            {data.items.items.map((item) => (
              <ItemCard
                key={item.id}
                item={item}
                settings={data.settings}
                detailHref={item.kind === 'family' ? `${toRoute('families')}/${item.id}` : undefined}
              />
            ))}
          </div>
        )}
        {config.list && data.items.total > data.items.items.length && (
          <p className="catalog__more">
            <AppLink to={toRoute(config.list)} className="button">
              {t('catalog.all', { n: formatNumber(data.items.total, ctx.locale) })}
            </AppLink>
          </p>
        )}
        {!config.list && (
          <Pager page={data.items.page} pages={data.items.pages} locale={ctx.locale} href={(n) => pageHref(self, n)} />
        )}
        <p className="catalog__basket">
          <AppLink to={toRoute('cart')} className="button button--primary">
            {t('catalog.toBasket')}
          </AppLink>
        </p>
      </div>
    </>
  );
}
