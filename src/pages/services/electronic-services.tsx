import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { PrivacyNotice, SubmissionSuccess } from '../../components/form';
import type { PageProps } from '../../pipeline/types';
import { AidRequestForm } from './parts/aid-request-form';
import { StatusForm } from './parts/status-form';

/** /electronic_services: beneficiaries ask for medical aid and follow their request. */
export default function ElectronicServicesPage({ ctx }: PageProps) {
  const { t } = useTranslation('apply');
  const [created, setCreated] = useState<{ reference: string; texted: boolean; mobile: string } | null>(null);
  const [round, setRound] = useState(0);
  return (
    <>
      <PageHeader routeKey={ctx.routeKey} lead={t('aid.lead')} />
      <div className="container page-body applications">
        <section className="form-panel" aria-labelledby="aid-title">
          <h2 id="aid-title">{t('aid.requestTitle')}</h2>
          {created ? (
            <SubmissionSuccess
              title={t('aid.success')}
              reference={created.reference}
              onAgain={() => {
                setCreated(null);
                setRound((value) => value + 1);
              }}
            >
              {created.texted && <p data-testid="reference-texted">{t('aid.referenceTexted')}</p>}
              <p>{t('aid.successText')}</p>
            </SubmissionSuccess>
          ) : (
            <AidRequestForm
              key={round}
              onCreated={({ reference, texted }, mobile) => setCreated({ reference, texted, mobile })}
            />
          )}
        </section>
        <StatusForm key={created?.reference ?? 'empty'} reference={created?.reference} mobile={created?.mobile} />
        <PrivacyNotice />
      </div>
    </>
  );
}
