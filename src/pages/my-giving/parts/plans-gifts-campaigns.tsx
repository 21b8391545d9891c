import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link';
import { pick } from '../../../domain/bilingual';
import type { DonorOverview } from '../../../domain/donor-space/api-types';
import { formatMoney, formatPlainNumber, localizeDigits } from '../../../lib/format';
import { TranslatedWithUserText } from '../../../components/isolated';
import { formatGregorian } from '../../../lib/format-date';
import { useLocalePath } from '../../../components/use-locale-path';
import { ReplaceCards } from './replace-cards';

/** Periodic plans (each with a manage link made now, and one new card for them all), gifts sent and campaigns started. */
export function PlansGiftsCampaigns({ overview }: { overview: DonorOverview }) {
  const { t } = useTranslation(['donor', 'periodic']);
  const { locale, to } = useLocalePath();
  return (
    <>
      <section className="donor-space__section" aria-labelledby="donor-plans-title">
        <h2 id="donor-plans-title">{t('plans.title')}</h2>
        {overview.plans.length === 0 ? (
          <p>{t('plans.empty')}</p>
        ) : (
          <p className="donor-space__note">
            {t('plans.manageNote', { n: formatPlainNumber(overview.manageLinkDays, locale) })}
          </p>
        )}
        <ul className="donor-space__list" data-testid="donor-plans">
          {overview.plans.map((plan, index) => (
            <li key={index} className="donor-card" data-testid="donor-plan">
              <div className="donor-card__head">
                <h3>{pick(plan.title, locale)}</h3>
                <span className="donor-card__state">{t(`periodic:manage.status.${plan.status}`)}</span>
              </div>
              <p className="donor-card__amount">
                {formatMoney(plan.amount, locale)} · {t(`periodic:frequency.${plan.frequency}`)}
              </p>
              {plan.nextDueDate && (
                <p>{t('plans.next', { date: formatGregorian(`${plan.nextDueDate}T12:00:00.000Z`, locale) })}</p>
              )}
              {plan.cardLast4 && <p>{t('plans.card', { last4: localizeDigits(plan.cardLast4, locale) })}</p>}
              {plan.manageUrl && (
                <p className="donor-card__links">
                  <a className="button button--primary" href={plan.manageUrl} data-testid="donor-plan-manage">
                    {t('plans.manage')}
                  </a>
                </p>
              )}
            </li>
          ))}
        </ul>
        {overview.plans.length > 0 && (
          <ReplaceCards replaceable={overview.plans.filter((plan) => plan.cardReplaceable).length} />
        )}
      </section>

      <section className="donor-space__section" aria-labelledby="donor-gifts-title">
        <h2 id="donor-gifts-title">{t('gifts.title')}</h2>
        {overview.gifts.length === 0 && <p>{t('gifts.empty')}</p>}
        <ul className="donor-space__list" data-testid="donor-gifts">
          {overview.gifts.map((gift) => (
            <li key={gift.code} className="donor-card">
              <h3>{pick(gift.title, locale)}</h3>
              {gift.recipientName && (
                <p>
                  <TranslatedWithUserText t={t} i18nKey="gifts.to" user={{ name: gift.recipientName }} />
                </p>
              )}
              <p className="donor-card__amount">{formatMoney(gift.amount, locale)}</p>
              {gift.paid && (
                <p className="donor-card__links">
                  <AppLink to={to(`/gifts/${gift.code}`)}>{t('gifts.card')}</AppLink>
                </p>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section className="donor-space__section" aria-labelledby="donor-campaigns-title">
        <h2 id="donor-campaigns-title">{t('campaigns.title')}</h2>
        {overview.campaigns.length === 0 && <p>{t('campaigns.empty')}</p>}
        <ul className="donor-space__list" data-testid="donor-campaigns">
          {overview.campaigns.map((campaign) => (
            <li key={campaign.slug} className="donor-card">
              <div className="donor-card__head">
                <h3>
                  <bdi>{campaign.name}</bdi>
                </h3>
                <span className="donor-card__state">
                  {t(`campaigns.status.${campaign.status}`, { defaultValue: campaign.status })}
                </span>
              </div>
              <p>
                {t('campaigns.progress', {
                  collected: formatMoney(campaign.collected, locale),
                  target: formatMoney(campaign.target, locale),
                })}
              </p>
              {(campaign.status === 'approved' || campaign.status === 'closed') && (
                <p className="donor-card__links">
                  <AppLink to={to(`/campaigns/${campaign.slug}`)}>{t('campaigns.open')}</AppLink>
                </p>
              )}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
