import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { AppLink } from '../../components/app-link';
import { useLocalePath } from '../../components/use-locale-path';
import type { AssociationProfile } from '../../domain/content-core';
import type { HeadInfo, PageProps, PageRenderContext, RouteContext } from '../../pipeline/types';
import { BankAccounts } from '../../components/bank-accounts';

const WAYS = [
  'instantDonation',
  'periodic',
  'contributeDonate',
  'waqf',
  'families',
  'bills',
  'relieve',
  'haj',
  'products',
  'farmCart',
  'gifts',
  'campaignStart',
  'anfahum',
  'samples',
] as const;

export async function loadData(ctx: RouteContext): Promise<AssociationProfile> {
  return (await ctx.api.get<AssociationProfile>('/profile', { signal: ctx.signal })).data;
}

export function head(ctx: PageRenderContext, _data: AssociationProfile, t: (key: string) => string): HeadInfo {
  return { title: t(`routes.${ctx.routeKey}`) };
}

/** /donate and /pages/donate: every way to give, and the bank accounts for a transfer. */
export default function WaysPage({ data, ctx }: PageProps<AssociationProfile>) {
  const { t } = useTranslation(['giving', 'common']);
  const { toRoute } = useLocalePath();
  return (
    <>
      <PageHeader routeKey={ctx.routeKey} lead={t('giving:ways.lead')} />
      <div className="container page-body ways">
        <ul className="ways__list">
          {WAYS.map((key) => (
            <li key={key} className="ways__item">
              <AppLink to={toRoute(key)} className="ways__link">
                <strong>{t(`common:routes.${key}`)}</strong>
                <span>{t(`giving:ways.items.${key}`)}</span>
              </AppLink>
            </li>
          ))}
        </ul>
        <section aria-labelledby="bank-title" className="ways__bank">
          <h2 id="bank-title">{t('giving:ways.bankTitle')}</h2>
          <p>{t('giving:ways.bankLead')}</p>
          <BankAccounts accounts={data.bankAccounts} />
        </section>
      </div>
    </>
  );
}
