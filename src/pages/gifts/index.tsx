import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { AppLink } from '../../components/app-link';
import { useLocalePath } from '../../components/use-locale-path';
import { pick } from '../../domain/content-media';
import type { HeadInfo, PageProps, PageRenderContext, RouteContext } from '../../pipeline/types';
import { loadGifts, type GiftsData } from './parts/load-gifts';

export async function loadData(ctx: RouteContext): Promise<GiftsData> {
  return loadGifts(ctx);
}

export function head(ctx: PageRenderContext, _data: GiftsData, t: (key: string) => string): HeadInfo {
  return { title: t(`routes.${ctx.routeKey}`), description: t('giving:gift.lead') };
}

/** /farheten (gift donations) and /farheten/GiftList (every occasion with its card designs). */
export default function GiftsPage({ data, ctx }: PageProps<GiftsData>) {
  const { t } = useTranslation('giving');
  const { toRoute } = useLocalePath();
  const locale = ctx.locale;
  const full = ctx.routeKey === 'giftList';
  const compose = (id: number) => `${toRoute('gifts')}/${id}`;
  return (
    <>
      <PageHeader routeKey={ctx.routeKey} lead={t('gift.lead')} />
      <div className="container page-body gifts">
        <ol className="gifts__steps">
          <li>{t('gift.step1')}</li>
          <li>{t('gift.step2')}</li>
          <li>{t('gift.step3')}</li>
        </ol>
        <div className="item-grid">
          {data.gifts.items.map((occasion) => (
            <article key={occasion.id} className="item-card occasion-card" data-testid="occasion">
              <img className="item-card__image" src={occasion.image} alt="" width={400} height={225} loading="lazy" />
              <div className="item-card__body">
                <h2 className="item-card__title">{pick(occasion.title, locale)}</h2>
                <p className="item-card__summary">{pick(occasion.summary, locale)}</p>
                {full && (
                  <ul className="occasion-card__designs" aria-label={t('gift.designs')}>
                    {occasion.cards.map((card) => (
                      <li key={card.id} style={{ background: card.background, color: card.foreground }}>
                        {pick(card.title, locale)}
                      </li>
                    ))}
                  </ul>
                )}
                <AppLink to={compose(occasion.id)} className="button button--primary" data-testid="compose-link">
                  {t('gift.compose')}
                </AppLink>
              </div>
            </article>
          ))}
        </div>
        {!full && (
          <p>
            <AppLink to={toRoute('giftList')}>{t('gift.allDesigns')}</AppLink> ·{' '}
            <AppLink to={toRoute('giftCard')}>{t('gift.openCard')}</AppLink>
          </p>
        )}
      </div>
    </>
  );
}
