import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneNumber } from '../../../components/phone-number';
import { TranslatedWithUserText } from '../../../components/isolated';
import type { DonorOverview } from '../../../domain/donor-space/api-types';
import { loadApiClient } from '../../../lib/api-loader';
import { submitForm } from '../../../lib/csrf';
import { apiErrorCode } from '../../../lib/submit-result';
import { useLocalePath } from '../../../components/use-locale-path';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { OrdersList } from './orders-list';
import { PlansGiftsCampaigns } from './plans-gifts-campaigns';
import { Statements } from './statements';
import { YourData } from './your-data';

/** Signed in: everything given from the number, and what the donor may do with their data. */
export function DonorSpace({ session, onSignedOut }: { session: { mobileMasked: string }; onSignedOut: () => void }) {
  const { t } = useTranslation('donor');
  const { locale } = useLocalePath();
  const { apiBaseUrl } = useRuntimeConfig();
  const [overview, setOverview] = useState<DonorOverview | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      const api = await loadApiClient(apiBaseUrl, locale);
      setOverview((await api.get<DonorOverview>('/my-giving', { withCredentials: true })).data);
    } catch (error) {
      // The session ended (idle or its twelve hours) since the page asked: back to signing in.
      if (apiErrorCode(error) === 'signed_out') onSignedOut();
      else setFailed(true);
    }
  }, [apiBaseUrl, locale, onSignedOut]);

  useEffect(() => {
    void load();
  }, [load]);

  const signOut = async () => {
    const result = await submitForm(await loadApiClient(apiBaseUrl, locale), '/my-giving/sign-out', {});
    if (result.ok) onSignedOut();
  };

  return (
    <div className="donor-space__signed-in" data-testid="donor-space">
      <div className="donor-space__session">
        <p>
          <TranslatedWithUserText
            t={t}
            i18nKey="session.signedInAs"
            user={{ mobile: <PhoneNumber value={session.mobileMasked} locale={locale} /> }}
          />
        </p>
        <button type="button" className="button" onClick={() => void signOut()} data-testid="donor-sign-out">
          {t('session.signOut')}
        </button>
        <p className="donor-space__note">{t('session.note')}</p>
      </div>
      {failed && (
        <div className="notice notice--warning" role="alert">
          <p>{t('failed')}</p>
          <button type="button" className="button" onClick={() => void load()}>
            {t('retry')}
          </button>
        </div>
      )}
      {!overview && !failed && (
        <p className="notice" role="status">
          {t('checking')}
        </p>
      )}
      {overview && (
        <>
          <OrdersList orders={overview.orders} />
          <PlansGiftsCampaigns overview={overview} />
          <Statements years={overview.years} />
          <YourData overview={overview} onChanged={() => void load()} />
        </>
      )}
    </div>
  );
}
