import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { PrivacyNotice } from '../../components/form';
import { BranchMap } from '../../components/map/branch-map';
import { toPosition, type MapPlace } from '../../components/map/map-settings';
import { useLocalePath } from '../../components/use-locale-path';
import type { AssociationProfile } from '../../domain/content-core';
import type { PageProps, RouteContext } from '../../pipeline/types';
import { BankAccounts } from '../../components/bank-accounts';
import { ContactDetails } from './parts/contact-details';
import { ContactForm } from './parts/contact-form';
import { isAxiosError } from '../../lib/submit-result';

interface ContactData {
  /** Null when the profile is missing: the form must stay usable without it. */
  profile: AssociationProfile | null;
}

export async function loadData(ctx: RouteContext): Promise<ContactData> {
  try {
    return { profile: (await ctx.api.get<AssociationProfile>('/profile', { signal: ctx.signal })).data };
  } catch (error) {
    if (isAxiosError(error) && error.response?.status === 404) return { profile: null };
    throw error;
  }
}

/** /contactus: the contact form, the head office's details, the branches on a map and the bank accounts. */
export default function ContactPage({ data, ctx }: PageProps<ContactData>) {
  const { t } = useTranslation('apply');
  const { locale } = useLocalePath();
  const { profile } = data;
  const places = useMemo<MapPlace[]>(
    () =>
      (profile?.branches ?? []).map((branch) => ({
        id: String(branch.id),
        name: branch.name[locale],
        address: branch.address[locale],
        phone: branch.phone,
        position: toPosition(branch.lat, branch.lng),
      })),
    [profile, locale],
  );
  return (
    <>
      <PageHeader routeKey={ctx.routeKey} lead={t('contact.lead')} />
      <div className="container page-body applications">
        <div className="contact-layout">
          <ContactForm />
          {profile ? (
            <ContactDetails contact={profile.contact} />
          ) : (
            <p className="applications__empty">{t('contact.noProfile')}</p>
          )}
        </div>
        {places.length > 0 && (
          <section className="branches" aria-labelledby="branches-title">
            <h2 id="branches-title">{t('contact.branchesTitle')}</h2>
            <BranchMap places={places} label={t('map.regionLabel')} />
          </section>
        )}
        {profile && profile.bankAccounts.length > 0 && <BankAccounts accounts={profile.bankAccounts} withHeading />}
        <PrivacyNotice />
      </div>
    </>
  );
}
