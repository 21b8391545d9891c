import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { AppLink } from '../../components/app-link';
import { useLocalePath } from '../../components/use-locale-path';
import { TranslatedWithUserText } from '../../components/isolated';
import { PhoneNumber } from '../../components/phone-number';
import { Form, SubmitButton, TextInput, useForm } from '../../components/form';
import { statementCodeSchema, statementRequestSchema, type StatementCalendar } from '../../domain/receipts/statement-schema';
import type { StatementAccess, StatementRequestCreated } from '../../domain/receipts/api-types';
import { formatPlainNumber } from '../../lib/format';
import { toSubmitResult } from '../../lib/submit-result';
import { useRuntimeConfig } from '../../lib/runtime-config';
import type { HeadInfo, PageProps, PageRenderContext } from '../../pipeline/types';
import '../../styles/receipts.css';

export function head(_ctx: PageRenderContext, _data: unknown, t: (key: string) => string): HeadInfo {
  return { title: t('routes.receiptStatement') };
}

/**
 * The yearly statement (docs/behaviour.md#B-RECEIPT-3): a mobile number, the one-time code sent to
 * it, then a PDF of any year with donations, in either calendar. Nothing is kept in the browser
 * but the short-lived access token, in memory.
 */
export default function StatementPage({ ctx }: PageProps<unknown>) {
  const { t } = useTranslation('receipts');
  const [request, setRequest] = useState<StatementRequestCreated | null>(null);
  const [access, setAccess] = useState<StatementAccess | null>(null);
  const { toRoute } = useLocalePath();
  return (
    <>
      <PageHeader routeKey={ctx.routeKey} />
      <div className="container page-body statement">
        <p>{t('statement.lead')}</p>
        {!request && <MobileStep onSent={setRequest} />}
        {request && !access && <CodeStep request={request} onOpened={setAccess} onRestart={() => setRequest(null)} />}
        {access && <DownloadStep access={access} />}
        <p className="statement__also">
          <AppLink to={toRoute('myGiving')}>{t('donor:pointer')}</AppLink>
        </p>
      </div>
    </>
  );
}

function MobileStep({ onSent }: { onSent: (request: StatementRequestCreated) => void }) {
  const { t } = useTranslation('receipts');
  const form = useForm({
    schema: statementRequestSchema,
    submit: ({ api, raw }) => toSubmitResult(() => api.post<StatementRequestCreated>('/statements/requests', { mobile: raw.mobile })),
    onSuccess: onSent,
  });
  return (
    <Form form={form} label={t('statement.title')} idPrefix="statement" honeypot={false} className="form--inline">
      <TextInput name="mobile" label={t('statement.mobile')} required type="tel" inputMode="tel" dir="ltr" autoComplete="tel" maxLength={30} />
      <SubmitButton>{t('statement.send')}</SubmitButton>
    </Form>
  );
}

function CodeStep({ request, onOpened, onRestart }: { request: StatementRequestCreated; onOpened: (access: StatementAccess) => void; onRestart: () => void }) {
  const { t, i18n } = useTranslation('receipts');
  const locale = i18n.language === 'en' ? 'en' : 'ar';
  const form = useForm({
    schema: statementCodeSchema,
    submit: ({ api, values }) => toSubmitResult(() => api.post<StatementAccess>(`/statements/requests/${request.requestId}/verify`, { code: values.code })),
    onSuccess: onOpened,
  });
  return (
    <>
      <p className="notice" role="status" data-testid="statement-sent">
        <TranslatedWithUserText t={t} i18nKey="statement.sent" user={{ mobile: <PhoneNumber value={request.mobileMasked} locale={locale} /> }} />
      </p>
      <Form form={form} label={t('statement.code')} idPrefix="statement-code" honeypot={false} className="form--inline">
        <TextInput name="code" label={t('statement.code')} required inputMode="numeric" dir="ltr" autoComplete="one-time-code" maxLength={6} />
        <SubmitButton>{t('statement.verify')}</SubmitButton>
      </Form>
      <p>
        <button type="button" className="button button--link" onClick={onRestart}>
          {t('statement.resend')}
        </button>
      </p>
    </>
  );
}

function DownloadStep({ access }: { access: StatementAccess }) {
  const { t, i18n } = useTranslation('receipts');
  const locale = i18n.language === 'en' ? 'en' : 'ar';
  const { apiBaseUrl } = useRuntimeConfig();
  const [calendar, setCalendar] = useState<StatementCalendar>('hijri');
  const years = access.years[calendar];
  const [chosen, setChosen] = useState<number | null>(null);
  const year = chosen !== null && years.includes(chosen) ? chosen : years[0];
  if (access.years.hijri.length === 0) {
    return (
      <p className="notice" role="status" data-testid="statement-none">
        {t('statement.noYears')}
      </p>
    );
  }
  const href = `${apiBaseUrl.replace(/\/$/, '')}/statements/${access.token}/statement.pdf?calendar=${calendar}&year=${year}&lang=${locale}`;
  return (
    <div className="statement__download" data-testid="statement-download">
      <div className="field">
        <label className="field__label" htmlFor="statement-calendar">
          {t('statement.calendar')}
        </label>
        <select id="statement-calendar" className="field__control field__control--select" value={calendar} onChange={(event) => setCalendar(event.target.value === 'gregorian' ? 'gregorian' : 'hijri')}>
          <option value="hijri">{t('statement.calendars.hijri')}</option>
          <option value="gregorian">{t('statement.calendars.gregorian')}</option>
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="statement-year">
          {t('statement.year')}
        </label>
        <select id="statement-year" className="field__control field__control--select" value={year} onChange={(event) => setChosen(Number(event.target.value))}>
          {years.map((option) => (
            <option key={option} value={option}>
              {formatPlainNumber(option, locale)}
            </option>
          ))}
        </select>
      </div>
      <a className="button button--primary" href={href} download data-testid="statement-pdf">
        {t('statement.download')}
      </a>
    </div>
  );
}
