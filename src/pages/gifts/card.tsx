import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { PageHeader } from '../../components/page-header';
import { TranslatedWithUserText } from '../../components/isolated';
import { TestMarker } from '../giving/parts/test-marker';
import { useLocalePath } from '../../components/use-locale-path';
import type { GiftCardView } from '../../domain/giving/api-types';
import { pick } from '../../domain/content-media';
import { formatMoney } from '../../lib/format';
import { formatDualDate } from '../../lib/format-date';
import type { HeadInfo, LayoutName, PageProps, PageRenderContext, RouteContext } from '../../pipeline/types';

const CODE = /^[23456789A-Z\s-]{10,14}$/i;

/** One recipient's gift card: never kept in the server's HTML cache. */
export const serverCache = false;

export function validate(ctx: RouteContext): boolean {
  return ctx.params.id === undefined || CODE.test(ctx.params.id);
}

/** The recipient's card stands alone (no site chrome); the lookup form is a normal page. */
export function layout(ctx: RouteContext): LayoutName {
  return ctx.params.id ? 'empty' : 'default';
}

export async function loadData(ctx: RouteContext): Promise<GiftCardView | null> {
  if (!ctx.params.id) return null;
  return (await ctx.api.get<GiftCardView>(`/gifts/${encodeURIComponent(ctx.params.id)}`, { signal: ctx.signal })).data;
}

export function head(ctx: PageRenderContext, data: GiftCardView | null, t: (key: string) => string): HeadInfo {
  return data ? { title: pick(data.occasion, ctx.locale), noindex: true } : { title: t('routes.giftCard') };
}

/** /gifts/:code: the e-card the recipient opens from the SMS link; without a code, a form to open one. */
export default function GiftCardPage({ data, ctx }: PageProps<GiftCardView | null>) {
  if (!data) return <OpenCard routeKey={ctx.routeKey} />;
  return <Card card={data} locale={ctx.locale} />;
}

function Card({ card, locale }: { card: GiftCardView; locale: 'ar' | 'en' }) {
  const { t } = useTranslation('giving');
  const { toRoute } = useLocalePath();
  const date = formatDualDate(card.givenAt, locale);
  return (
    <div className="ecard-page">
      {card.test && <TestMarker what="card" />}
      <article
        className="ecard"
        style={{ background: card.card.background, color: card.card.foreground }}
        data-testid="gift-card"
      >
        <img className="ecard__image" src={card.card.image} alt="" width={480} height={270} />
        <p className="ecard__occasion">{pick(card.occasion, locale)}</p>
        <h1 className="ecard__to">
          <TranslatedWithUserText t={t} i18nKey="card.to" user={{ name: card.recipientName }} />
        </h1>
        <p className="ecard__lead">
          <TranslatedWithUserText
            t={t}
            i18nKey="card.lead"
            values={{ item: pick(card.itemTitle, locale) }}
            user={{ sender: card.senderName }}
          />
        </p>
        {card.message && (
          <blockquote className="ecard__message" dir="auto">
            {card.message}
          </blockquote>
        )}
        {card.amount !== null && (
          <p className="ecard__amount">{t('card.amount', { amount: formatMoney(card.amount, locale) })}</p>
        )}
        <p className="ecard__date">
          {date.hijri} · {date.gregorian}
        </p>
      </article>
      <p className="ecard-page__links">
        <AppLink to={toRoute('gifts')}>{t('card.giveToo')}</AppLink>
      </p>
    </div>
  );
}

function OpenCard({ routeKey }: { routeKey: string }) {
  const { t } = useTranslation('giving');
  const { toRoute } = useLocalePath();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <PageHeader routeKey={routeKey} lead={t('card.openLead')} />
      <div className="container page-body">
        <form
          className="form gift-open"
          method="get"
          aria-label={t('card.openLabel')}
          onSubmit={(event) => {
            event.preventDefault();
            const clean = code.trim().toUpperCase().replace(/[\s-]/g, '');
            if (!/^[23456789A-Z]{10}$/.test(clean)) {
              setError(t('card.badCode'));
              return;
            }
            window.location.assign(`${toRoute('giftCard')}/${clean}`);
          }}
        >
          <div className={`field${error ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor="gift-code">
              {t('card.code')}
            </label>
            <input
              id="gift-code"
              className="field__control"
              dir="ltr"
              autoComplete="off"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'gift-code-error' : undefined}
            />
            {error && (
              <p className="field__error" id="gift-code-error" role="alert">
                {error}
              </p>
            )}
          </div>
          <button type="submit" className="button button--primary">
            {t('card.open')}
          </button>
        </form>
      </div>
    </>
  );
}
