import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { AppLink } from '../../components/app-link';
import { useLocalePath } from '../../components/use-locale-path';
import type { CatalogItem } from '../../domain/giving/catalog';
import { GIFTABLE_KINDS } from '../../domain/giving/kinds';
import { isContentId, pick } from '../../domain/content-media';
import { notFound } from '../../pipeline/http-error';
import type { HeadInfo, PageProps, PageRenderContext, RouteContext } from '../../pipeline/types';
import { GiftComposer } from './parts/gift-composer';
import { loadGifts, type GiftsData } from './parts/load-gifts';

interface Data extends GiftsData {
  item: CatalogItem | null;
}

export function validate(ctx: RouteContext): boolean {
  return ctx.params.id === undefined || isContentId(ctx.params.id);
}

export async function loadData(ctx: RouteContext): Promise<Data> {
  const [data, item] = await Promise.all([
    loadGifts(ctx),
    ctx.params.id
      ? ctx.api
          .get<CatalogItem>(`/giving/items/${ctx.params.id}`, { signal: ctx.signal })
          .then((response) => response.data)
      : Promise.resolve(null),
  ]);
  if (item && !GIFTABLE_KINDS.includes(item.kind)) throw notFound();
  return { ...data, item };
}

export function head(ctx: PageRenderContext, data: Data, t: (key: string) => string): HeadInfo {
  return { title: data.item ? `${t('routes.giftItem')}: ${pick(data.item.title, ctx.locale)}` : t('routes.giftItem') };
}

/** /gifts/item/:id?: give one cause as a gift (without an id: the causes that can be given). */
export default function GiftItemPage({ data, ctx }: PageProps<Data>) {
  const { t } = useTranslation('giving');
  const { toRoute } = useLocalePath();
  const locale = ctx.locale;
  return (
    <>
      <PageHeader
        routeKey={ctx.routeKey}
        title={data.item ? pick(data.item.title, locale) : undefined}
        lead={data.item ? pick(data.item.summary, locale) : t('gift.itemLead')}
      />
      <div className="container page-body gift-compose">
        {data.item ? (
          <GiftComposer
            occasions={data.gifts.items}
            causes={[data.item]}
            initialOccasion={data.gifts.items[0]?.id ?? 0}
            settings={data.settings}
          />
        ) : (
          <ul className="ways__list">
            {data.gifts.causes.map((cause) => (
              <li key={cause.id} className="ways__item">
                <AppLink to={`${toRoute('giftItem')}/${cause.id}`} className="ways__link">
                  <strong>{pick(cause.title, locale)}</strong>
                  <span>{pick(cause.summary, locale)}</span>
                </AppLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
