import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { localizePath } from '../../lib/locale';
import { PageHeader } from '../../components/page-header';
import type { CatalogItem, GivingSettings } from '../../domain/giving/catalog';
import { isContentId, pick } from '../../domain/content-media';
import { notFound } from '../../pipeline/http-error';
import type { HeadInfo, PageProps, PageRenderContext, RouteContext } from '../../pipeline/types';
import { loadGivingSettings } from '../giving/parts/load-settings';
import { ItemCard } from './parts/item-card';

interface Data {
  settings: GivingSettings;
  item: CatalogItem;
}

export function validate(ctx: RouteContext): boolean {
  return isContentId(ctx.params.id);
}

export async function loadData(ctx: RouteContext): Promise<Data> {
  const [settings, item] = await Promise.all([
    loadGivingSettings(ctx),
    ctx.api
      .get<CatalogItem>(`/giving/items/${ctx.params.id}`, { signal: ctx.signal })
      .then((response) => response.data),
  ]);
  // Another kind's id under /families/ is not a family case.
  if (item.kind !== 'family') throw notFound();
  return { settings, item };
}

export function head(ctx: PageRenderContext, data: Data): HeadInfo {
  return { title: pick(data.item.title, ctx.locale), description: pick(data.item.summary, ctx.locale) };
}

/** One family case (anonymised): its facts, progress and what is still needed. */
export default function FamilyPage({ data, ctx }: PageProps<Data>) {
  const { t } = useTranslation('giving');
  return (
    <>
      <PageHeader routeKey={ctx.routeKey} title={pick(data.item.title, ctx.locale)} lead={t('family.lead')} />
      <div className="container page-body family-detail">
        <ItemCard item={data.item} settings={data.settings} />
        {data.item.available && (
          <p className="family-detail__campaign">
            <AppLink
              to={localizePath(`/campaigns/new?cause=family:${data.item.id}`, ctx.locale)}
              data-testid="start-campaign"
            >
              {t('campaigns:page.startFor')}
            </AppLink>
          </p>
        )}
      </div>
    </>
  );
}
