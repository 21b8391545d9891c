import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fundLabelKey } from '../../../domain/giving/funds';
import type { DonorStatementSummary } from '../../../domain/donor-space/api-types';
import type { StatementCalendar } from '../../../domain/receipts/statement-schema';
import { loadApiClient } from '../../../lib/api-loader';
import { toSubmitResult } from '../../../lib/submit-result';
import { formatMoney, formatNumber, formatPlainNumber } from '../../../lib/format';
import { useLocalePath } from '../../../components/use-locale-path';
import { useRuntimeConfig } from '../../../lib/runtime-config';

type Choice =
  | { by: 'year'; calendar: StatementCalendar; year: number | null }
  | { by: 'range'; from: string; to: string };

function queryOf(choice: Choice, years: { hijri: number[]; gregorian: number[] }): URLSearchParams {
  if (choice.by === 'range') return new URLSearchParams({ from: choice.from, to: choice.to });
  const year =
    choice.year !== null && years[choice.calendar].includes(choice.year) ? choice.year : years[choice.calendar][0];
  return new URLSearchParams({ calendar: choice.calendar, year: String(year ?? '') });
}

/** A statement for a year of either calendar or any range of days: its totals here, zakat apart, and its PDF. */
export function Statements({ years }: { years: { hijri: number[]; gregorian: number[] } }) {
  const { t } = useTranslation(['donor', 'giving', 'receipts']);
  const { locale } = useLocalePath();
  const { apiBaseUrl } = useRuntimeConfig();
  const [choice, setChoice] = useState<Choice>({ by: 'year', calendar: 'hijri', year: null });
  const [summary, setSummary] = useState<DonorStatementSummary | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const query = queryOf(choice, years);
  const pdfHref = `${apiBaseUrl.replace(/\/$/, '')}/my-giving/statement.pdf?${query.toString()}&lang=${locale}`;

  const show = async (event: FormEvent) => {
    event.preventDefault();
    const api = await loadApiClient(apiBaseUrl, locale);
    const result = await toSubmitResult(() =>
      api.get<DonorStatementSummary>(`/my-giving/statement?${query.toString()}`, { withCredentials: true }),
    );
    if (result.ok) {
      setSummary(result.data);
      setErrors({});
      setProblem(null);
    } else {
      setSummary(null);
      setErrors(result.fields);
      setProblem(Object.keys(result.fields).length ? null : (result.message ?? t('failed')));
    }
  };

  const shownYear = choice.by === 'year' ? query.get('year') : null;
  // A PDF link only for a period the server can answer: a year with gifts, or both ends of a range.
  const complete = choice.by === 'year' ? Boolean(shownYear) : Boolean(choice.from && choice.to);
  return (
    <section className="donor-space__section" aria-labelledby="donor-statements-title">
      <h2 id="donor-statements-title">{t('statements.title')}</h2>
      <p>{t('statements.lead')}</p>
      {years.hijri.length === 0 && <p>{t('statements.noYears')}</p>}
      <form className="form donor-statement" onSubmit={(event) => void show(event)} noValidate>
        <fieldset className="field">
          <legend className="field__label">{t('statements.by')}</legend>
          <label className="choice">
            <input
              type="radio"
              name="by"
              checked={choice.by === 'year'}
              onChange={() => setChoice({ by: 'year', calendar: 'hijri', year: null })}
            />{' '}
            {t('statements.byYear')}
          </label>
          <label className="choice">
            <input
              type="radio"
              name="by"
              checked={choice.by === 'range'}
              onChange={() => setChoice({ by: 'range', from: '', to: '' })}
            />{' '}
            {t('statements.byRange')}
          </label>
        </fieldset>
        {choice.by === 'year' ? (
          <div className="donor-statement__fields">
            <div className="field">
              <label className="field__label" htmlFor="donor-statement-calendar">
                {t('statements.calendar')}
              </label>
              <select
                id="donor-statement-calendar"
                className="field__control field__control--select"
                value={choice.calendar}
                onChange={(event) =>
                  setChoice({
                    by: 'year',
                    calendar: event.target.value === 'gregorian' ? 'gregorian' : 'hijri',
                    year: null,
                  })
                }
              >
                <option value="hijri">{t('receipts:statement.calendars.hijri')}</option>
                <option value="gregorian">{t('receipts:statement.calendars.gregorian')}</option>
              </select>
            </div>
            <div className="field">
              <label className="field__label" htmlFor="donor-statement-year">
                {t('statements.year')}
              </label>
              <select
                id="donor-statement-year"
                className="field__control field__control--select"
                value={shownYear ?? ''}
                onChange={(event) => setChoice({ ...choice, year: Number(event.target.value) })}
              >
                {years[choice.calendar].map((year) => (
                  <option key={year} value={year}>
                    {formatPlainNumber(year, locale)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        ) : (
          <div className="donor-statement__fields">
            {(['from', 'to'] as const).map((end) => (
              <div key={end} className={`field${errors[end] ? ' field--invalid' : ''}`}>
                <label className="field__label" htmlFor={`donor-statement-${end}`}>
                  {t(`statements.${end}`)}
                </label>
                <input
                  id={`donor-statement-${end}`}
                  className="field__control"
                  type="date"
                  value={choice[end]}
                  aria-invalid={errors[end] ? true : undefined}
                  aria-describedby={errors[end] ? `donor-statement-${end}-error` : undefined}
                  onChange={(event) => setChoice({ ...choice, [end]: event.target.value })}
                />
                {errors[end] && (
                  <p className="field__error" id={`donor-statement-${end}-error`}>
                    {errors[end]}
                  </p>
                )}
              </div>
            ))}
          </div>
        )}
        <div className="donor-space__actions">
          <button type="submit" className="button">
            {t('statements.show')}
          </button>
          {complete && (
            <a className="button button--primary" href={pdfHref} download data-testid="donor-statement-pdf">
              {t('statements.download')}
            </a>
          )}
        </div>
      </form>
      {problem && (
        <p className="notice notice--warning" role="alert">
          {problem}
        </p>
      )}
      {summary && (
        <dl className="donor-statement__summary" data-testid="donor-statement-summary" aria-live="polite">
          {summary.count === 0 ? (
            <p>{t('statements.none')}</p>
          ) : (
            <>
              <dt>{t('statements.count')}</dt>
              <dd>{formatNumber(summary.count, locale)}</dd>
              <dt>{t('statements.zakat')}</dt>
              <dd>{formatMoney(summary.zakat, locale)}</dd>
              {summary.otherFunds.map((fund) => (
                <div key={fund.fund} className="donor-statement__fund">
                  <dt>
                    {t('statements.otherFunds')}: {t(fundLabelKey(fund.fund))}
                  </dt>
                  <dd>{formatMoney(fund.amount, locale)}</dd>
                </div>
              ))}
              <dt>{t('statements.total')}</dt>
              <dd>{formatMoney(summary.total, locale)}</dd>
            </>
          )}
        </dl>
      )}
    </section>
  );
}
