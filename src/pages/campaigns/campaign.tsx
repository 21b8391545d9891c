import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { AppLink } from '../../components/app-link';
import { AmountPicker } from '../../components/amount-picker';
import { isolate } from '../../lib/isolate';
import { CAMPAIGN_NAME_MAX, campaignDisplayName, type CampaignView } from '../../domain/campaigns';
import { fieldErrors, translateFieldErrors } from '../../domain/validation';
import type { GivingSettings } from '../../domain/giving/catalog';
import type { OrderItemInput } from '../../domain/giving/order-schema';
import { pick } from '../../domain/content-media';
import { formatMoney, formatNumber, progressPercent } from '../../lib/format';
import { formatGregorian } from '../../lib/format-date';
import { localizePath } from '../../lib/locale';
import type { HeadInfo, PageProps, PageRenderContext, RouteContext } from '../../pipeline/types';
import { CheckoutForm } from '../giving/parts/checkout-form';
import { loadGivingSettings } from '../giving/parts/load-settings';
import { ShareButtons } from './parts/share-buttons';
import { causeHref } from './parts/cause-href';
import { FundChoice } from '../contribute/parts/fund-choice';
import '../../styles/campaigns.css';
import { CAMPAIGN_SLUG } from '../../domain/ids';

interface Data {
  campaign: CampaignView;
  settings: GivingSettings;
}

/** How often the page asks for the live total while it is open. */
const POLL_MS = 20_000;

export function validate(ctx: RouteContext): boolean {
  return typeof ctx.params.id === 'string' && CAMPAIGN_SLUG.test(ctx.params.id);
}

export async function loadData(ctx: RouteContext): Promise<Data> {
  const [campaign, settings] = await Promise.all([
    ctx.api.get<CampaignView>(`/campaigns/${ctx.params.id}`, { signal: ctx.signal }).then((response) => response.data),
    loadGivingSettings(ctx),
  ]);
  return { campaign, settings };
}

export function head(ctx: PageRenderContext, data: Data): HeadInfo {
  const { campaign } = data;
  return {
    title: `${isolate(campaign.displayName)} — ${pick(campaign.cause.title, ctx.locale)}`,
    description: campaign.message,
    // One image per language: the other language's page (hreflang) carries its own.
    image: `/api/v1/campaigns/${campaign.slug}/og/${ctx.locale}.png`,
  };
}

/** Approval changes a 404 into a page and the total moves with every gift: never a cached copy. */
export const serverCache = false;

/** /campaigns/:id — a donor's campaign for one cause: progress, donors, live total, share, give. */
export default function CampaignPage({ data, ctx }: PageProps<Data>) {
  const { t } = useTranslation('campaigns');
  const locale = ctx.locale;
  const [campaign, setCampaign] = useState(data.campaign);
  const [checkedAt, setCheckedAt] = useState<string | null>(null);
  const cause = campaign.cause;
  const waqf = cause.kind === 'waqf' && cause.unitPrice !== null;
  const [amount, setAmount] = useState<number | null>(data.settings.presets[1] ?? null);
  const [quantity, setQuantity] = useState(1);
  const [amountProblem, setAmountProblem] = useState<string | null>(null);
  const [fund, setFund] = useState<'zakat' | null>(null);
  // Named among the donors only when the donor asks, with the name they give (words only, checked by the order's schema).
  const [showName, setShowName] = useState(false);
  const [shownName, setShownName] = useState('');
  const maxAmount = Math.min(cause.remaining ?? data.settings.maxAmount, data.settings.maxAmount);

  useEffect(() => setCampaign(data.campaign), [data.campaign]);
  useEffect(() => {
    if (!campaign.open) return;
    const timer = window.setInterval(async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const response = await fetch(`/api/v1/campaigns/${campaign.slug}`, { headers: { Accept: 'application/json' } });
        if (!response.ok) return;
        setCampaign((await response.json()) as CampaignView);
        setCheckedAt(new Date().toISOString());
      } catch {
        // Offline for a moment: the next round tries again.
      }
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [campaign.open, campaign.slug]);

  const percent = progressPercent(campaign.collected, campaign.target);
  const named = showName ? { campaignName: shownName } : {};
  const items: OrderItemInput[] = !campaign.open
    ? []
    : waqf
      ? [{ kind: 'waqf', ref: cause.ref, quantity, campaign: campaign.slug, ...named }]
      : amount
        ? [
            {
              kind: cause.kind,
              ref: cause.ref,
              amount,
              campaign: campaign.slug,
              ...named,
              ...(fund === 'zakat' && cause.zakatEligible ? { fund } : {}),
            },
          ]
        : [];
  const precheck = (): Record<string, string> => {
    const problems: Record<string, string> = {};
    const problem = waqf ? null : (amountProblem ?? (amount === null ? t('giving:amount.required') : null));
    if (problem) problems['campaign-amount-custom'] = problem;
    if (showName) {
      const checked = campaignDisplayName().safeParse(shownName);
      if (!checked.success)
        problems['campaign-shown-name'] =
          translateFieldErrors(fieldErrors(checked.error), t)._ ?? t('validation:invalid');
    }
    return problems;
  };
  const closedKey = {
    target: 'page.closedTarget',
    met: 'page.closedMet',
    date: 'page.closedDate',
    staff: 'page.closedStaff',
  }[campaign.closedReason ?? 'staff'];

  return (
    <>
      <PageHeader routeKey={ctx.routeKey} title={t('page.title', { name: isolate(campaign.displayName) })} />
      <div className="container page-body campaign" data-testid="campaign-page" data-status={campaign.status}>
        <article className="campaign__main">
          <img className="campaign__image" src={cause.image} alt="" width={1200} height={675} />
          <p className="campaign__cause">
            {t('page.for')}: <AppLink to={causeHref(cause, locale)}>{pick(cause.title, locale)}</AppLink>
          </p>
          <figure className="campaign__message">
            <figcaption>
              {t('page.organiser')}: <bdi data-testid="campaign-organiser">{campaign.displayName}</bdi>
            </figcaption>
            <blockquote lang={campaign.locale} dir="auto" aria-label={t('page.messageLabel')}>
              {campaign.message}
            </blockquote>
          </figure>
          {campaign.posts.length > 0 && (
            <section className="campaign__posts" aria-labelledby="campaign-posts-title" data-testid="campaign-posts">
              <h2 id="campaign-posts-title">{t('page.updates')}</h2>
              <ul>
                {campaign.posts.map((post) => (
                  <li key={post.id} data-testid="campaign-post">
                    {post.photo ? (
                      <img src={post.photo} alt={t('page.photoAlt')} width={1200} height={675} loading="lazy" />
                    ) : null}
                    {post.body ? (
                      <p lang={campaign.locale} dir="auto">
                        {post.body}
                      </p>
                    ) : null}
                    <small>{formatGregorian(post.at, locale)}</small>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <p className="sample-note">{t('page.sample')}</p>
        </article>
        <aside className="campaign__aside" aria-label={t('page.progress')}>
          <div className="donate-box">
            <div
              className="progress__track"
              role="progressbar"
              aria-label={t('page.progress')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
            >
              <span className="progress__fill" style={{ inlineSize: `${percent}%` }} />
            </div>
            <p
              className="campaign__raised"
              aria-live="polite"
              data-testid="campaign-total"
              data-collected={campaign.collected}
            >
              {t('page.raised')}: <strong>{formatMoney(campaign.collected, locale)}</strong>{' '}
              {t('page.of', { target: formatMoney(campaign.target, locale) })}
            </p>
            <p className="campaign__donors" data-testid="campaign-donors" data-donors={campaign.donors}>
              {t('page.donors', { count: campaign.donors, n: formatNumber(campaign.donors, locale) })}
            </p>
            {campaign.recentDonors.length > 0 && (
              <div className="campaign__recent">
                <h2 className="campaign__recent-title">{t('page.recentDonors')}</h2>
                <ul data-testid="campaign-recent-donors">
                  {campaign.recentDonors.map((donor, index) => (
                    <li key={index}>{donor.name ? <bdi>{donor.name}</bdi> : t('page.aDonor')}</li>
                  ))}
                </ul>
              </div>
            )}
            {campaign.open && (
              <p className="campaign__ends">
                {t('page.endsOn')}: {formatGregorian(`${campaign.endsOn}T12:00:00Z`, locale)}
              </p>
            )}
            {checkedAt && (
              <p className="campaign__live">
                {t('page.live', {
                  time: new Date(checkedAt).toLocaleTimeString(locale === 'ar' ? 'ar-SA-u-nu-arab' : 'en-GB', {
                    hour: '2-digit',
                    minute: '2-digit',
                  }),
                })}
              </p>
            )}
            <ShareButtons campaign={campaign} locale={locale} />
          </div>
        </aside>
        <section className="campaign__give" aria-labelledby="campaign-give-title">
          <h2 id="campaign-give-title">{campaign.open ? t('page.give') : t('page.giveToCause')}</h2>
          {campaign.open ? (
            <>
              {waqf ? (
                <label className="item-card__quantity" htmlFor="campaign-quantity">
                  <span>
                    {t('page.shares')} · {formatMoney(cause.unitPrice ?? 0, locale)}
                  </span>
                  <input
                    id="campaign-quantity"
                    className="field__control"
                    type="number"
                    min={1}
                    max={data.settings.maxQuantity}
                    inputMode="numeric"
                    value={quantity}
                    onChange={(event) => {
                      const value = Number(event.target.value);
                      if (Number.isSafeInteger(value) && value >= 1 && value <= data.settings.maxQuantity)
                        setQuantity(value);
                    }}
                  />
                </label>
              ) : (
                <AmountPicker
                  label={t('giving:amount.label')}
                  presets={data.settings.presets.filter((preset) => preset <= maxAmount)}
                  value={amount}
                  onChange={setAmount}
                  locale={locale}
                  min={data.settings.minAmount}
                  max={maxAmount}
                  idPrefix="campaign-amount"
                  onProblemChange={setAmountProblem}
                />
              )}
              {cause.zakatEligible && cause.fund !== 'zakat' && (
                <FundChoice
                  own={cause.fund}
                  value={fund ?? cause.fund}
                  onChange={(next) => setFund(next === 'zakat' ? 'zakat' : null)}
                  idPrefix="campaign-fund"
                />
              )}
              <div className="field field--choice">
                <div className="choice">
                  <input
                    type="checkbox"
                    id="campaign-show-name"
                    checked={showName}
                    onChange={(event) => setShowName(event.target.checked)}
                  />
                  <label htmlFor="campaign-show-name">{t('page.showName')}</label>
                </div>
              </div>
              {showName && (
                <div className="field">
                  <label className="field__label" htmlFor="campaign-shown-name">
                    {t('page.shownName')}
                  </label>
                  <input
                    id="campaign-shown-name"
                    className="field__control"
                    type="text"
                    autoComplete="name"
                    maxLength={CAMPAIGN_NAME_MAX}
                    value={shownName}
                    onChange={(event) => setShownName(event.target.value)}
                    aria-describedby="campaign-shown-name-hint"
                  />
                  <p className="field__hint" id="campaign-shown-name-hint">
                    {t('page.shownNameHint')}
                  </p>
                </div>
              )}
              <CheckoutForm
                items={items}
                lineIds={[]}
                settings={data.settings}
                idPrefix="campaign"
                precheck={precheck}
              />
            </>
          ) : (
            <>
              <p role="status" data-testid="campaign-closed">
                {t(closedKey)}
              </p>
              <AppLink to={causeHref(cause, locale)} className="button button--primary">
                {t('page.giveToCause')}
              </AppLink>
            </>
          )}
          <p>
            <AppLink to={localizePath(`/campaigns/new?cause=${cause.kind}:${cause.ref}`, locale)}>
              {t('page.start')}
            </AppLink>
          </p>
        </section>
      </div>
    </>
  );
}
