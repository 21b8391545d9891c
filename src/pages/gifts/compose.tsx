import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { isContentId, pick } from '../../domain/content-media';
import { notFound } from '../../pipeline/http-error';
import type { HeadInfo, PageProps, PageRenderContext, RouteContext } from '../../pipeline/types';
import { GiftComposer } from './parts/gift-composer';
import { loadGifts, type GiftsData } from './parts/load-gifts';

export function validate(ctx: RouteContext): boolean {
  return isContentId(ctx.params.id);
}

export async function loadData(ctx: RouteContext): Promise<GiftsData> {
  const data = await loadGifts(ctx);
  if (!data.gifts.items.some((occasion) => String(occasion.id) === ctx.params.id)) throw notFound();
  return data;
}

export function head(ctx: PageRenderContext, data: GiftsData, t: (key: string) => string): HeadInfo {
  const occasion = data.gifts.items.find((entry) => String(entry.id) === ctx.params.id);
  return {
    title: occasion ? `${t('routes.giftCompose')}: ${pick(occasion.title, ctx.locale)}` : t('routes.giftCompose'),
  };
}

/** /farheten/:id: compose a gift for one occasion. */
export default function GiftComposePage({ data, ctx }: PageProps<GiftsData>) {
  const { t } = useTranslation('giving');
  return (
    <>
      <PageHeader routeKey={ctx.routeKey} lead={t('gift.composeLead')} />
      <div className="container page-body gift-compose">
        <GiftComposer
          occasions={data.gifts.items}
          causes={data.gifts.causes
            .filter((item) => item.available)
            .sort((a, b) => Number(b.mostNeeded) - Number(a.mostNeeded))}
          initialOccasion={Number(ctx.params.id)}
          settings={data.settings}
        />
      </div>
    </>
  );
}
