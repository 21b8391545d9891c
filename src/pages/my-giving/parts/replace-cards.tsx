import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, SubmitButton, useForm } from '../../../components/form';
import { donorCardsSchema } from '../../../domain/donor-space/schemas';
import type { DonorCardsOutcome, DonorCardsStarted } from '../../../domain/donor-space/api-types';
import { loadApiClient } from '../../../lib/api-loader';
import { submitForm } from '../../../lib/csrf';
import { formatPlainNumber, localizeDigits } from '../../../lib/format';
import { useLocalePath } from '../../../components/use-locale-path';
import { useRuntimeConfig } from '../../../lib/runtime-config';

/** The query the card page's return carries: the batch whose outcome the page confirms. */
const RETURN_PARAM = 'cards';

/**
 * One new card for every active or payment-failed plan (docs/behaviour.md#B-DONOR-5): the donor
 * confirms how many plans it covers and is sent to the gateway's card page once; back here, the
 * outcome is read from the server (never from the address) and takes the focus.
 */
export function ReplaceCards({ replaceable }: { replaceable: number }) {
  const { t } = useTranslation('donor');
  const { locale } = useLocalePath();
  const { apiBaseUrl } = useRuntimeConfig();
  const [outcome, setOutcome] = useState<DonorCardsOutcome | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const form = useForm({
    schema: donorCardsSchema,
    submit: ({ api, raw }) => submitForm<DonorCardsStarted>(api, '/my-giving/cards', { plans: raw.plans ?? '' }),
    onSuccess: (started) => window.location.assign(started.cardUrl),
  });

  useEffect(() => {
    const batch = new URLSearchParams(window.location.search).get(RETURN_PARAM);
    if (!batch) return;
    let current = true;
    void (async () => {
      try {
        const api = await loadApiClient(apiBaseUrl, locale);
        const answer = await api.get<DonorCardsOutcome>(`/my-giving/cards/${encodeURIComponent(batch)}`, {
          withCredentials: true,
        });
        if (current) setOutcome(answer.data);
      } catch {
        // Another number's, unknown or not finished: nothing to confirm.
      }
      // A reload shows the plans as they are, not this confirmation again.
      const url = new URL(window.location.href);
      url.searchParams.delete(RETURN_PARAM);
      window.history.replaceState(window.history.state, '', url);
    })();
    return () => {
      current = false;
    };
  }, [apiBaseUrl, locale]);

  useEffect(() => {
    if (outcome) confirmation.current?.focus();
  }, [outcome]);

  const n = (count: number) => ({ count, n: formatPlainNumber(count, locale) });
  return (
    <div className="donor-space__cards" data-testid="donor-cards">
      {outcome && (
        <div
          className="notice notice--success"
          role="status"
          tabIndex={-1}
          ref={confirmation}
          data-testid="donor-cards-done"
        >
          <p>{t('cards.done', { ...n(outcome.plans), last4: localizeDigits(outcome.last4, locale) })}</p>
          {outcome.retried > 0 && <p>{t('cards.retried', n(outcome.retried))}</p>}
        </div>
      )}
      <h3>{t('cards.title')}</h3>
      {replaceable === 0 ? (
        <p>{t('cards.none')}</p>
      ) : (
        <>
          <p>{t('cards.lead', n(replaceable))}</p>
          <Form form={form} label={t('cards.title')} idPrefix="donor-cards" honeypot={false}>
            <input type="hidden" name="plans" value={String(replaceable)} />
            <SubmitButton>{t('cards.button', n(replaceable))}</SubmitButton>
          </Form>
        </>
      )}
    </div>
  );
}
