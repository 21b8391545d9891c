import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { AppLink } from '../../components/app-link';
import { useLocalePath } from '../../components/use-locale-path';
import { pick } from '../../domain/content-media';
import {
  changeAmountFormSchema,
  type LinkProblem,
  type ManageAction,
  type PlanView,
} from '../../domain/periodic/plan-schema';
import { fieldErrors, translateFieldErrors } from '../../domain/validation';
import { formatMoney, localizeDigits } from '../../lib/format';
import { formatGregorian } from '../../lib/format-date';
import { loadApiClient } from '../../lib/api-loader';
import { apiErrorCode, toSubmitResult } from '../../lib/submit-result';
import { useRuntimeConfig } from '../../lib/runtime-config';
import type { HeadInfo, PageProps, PageRenderContext, RouteContext } from '../../pipeline/types';
import { CancelConfirm } from './cancel-confirm';
import { ManageNotice, type Notice, type NoticePlace } from './manage-notice';
import { PaymentFailed } from './payment-failed';
import '../../styles/periodic.css';

/** What the card page came back from (server/api/periodic.ts `manageHref`). */
const DONE = ['setup', 'card', 'cardRetry', 'raise', 'raiseRefused'] as const;
type Done = (typeof DONE)[number];
type Data = { token: string; view: PlanView; done: Done | null } | { problem: LinkProblem | 'missing' };

/** Personal (the link is the key): never kept in the HTML cache. */
export const serverCache = false;

export async function loadData(ctx: RouteContext): Promise<Data> {
  const token = ctx.query.t;
  if (!token) return { problem: 'missing' };
  try {
    const view = (await ctx.api.get<PlanView>('/periodic/manage', { params: { t: token }, signal: ctx.signal })).data;
    const done = DONE.find((value) => value === ctx.query.done) ?? null;
    return { token, view, done };
  } catch (error) {
    const code = apiErrorCode(error);
    if (code === 'link_expired') return { problem: 'expired' };
    if (code === 'link_invalid' || code === 'not_found') return { problem: 'invalid' };
    throw error;
  }
}

export const watchQuery = ['t', 'done'];

export function head(_ctx: PageRenderContext, _data: Data, t: (key: string) => string): HeadInfo {
  return { title: t('routes.periodicManage'), noindex: true };
}

const dateText = (date: string, locale: 'ar' | 'en') => formatGregorian(`${date}T12:00:00.000Z`, locale);

/**
 * The donor's page behind the signed link (docs/behaviour.md#B-PERIODIC-5): where the gift stands,
 * and pause, resume, skip the next charge or restore a skipped one, change the amount or the card,
 * cancel (asked once, with a pause offered instead). A failed charge is the page's headline, with
 * the card button under it, first in the content. Every action is one request, confirmed by the
 * plan as the server holds it afterwards, in a status region beside the control that asked, which
 * takes focus (docs/behaviour.md#B-PERIODIC-7). An amount above the plan's
 * ceiling is refused `card_required`; the page then offers the card page, which takes it once the
 * card is saved again. A link that is tampered with or expired gets a page that says so; nothing
 * is changed.
 */
export default function PeriodicManagePage({ data, ctx }: PageProps<Data>) {
  const { t } = useTranslation('periodic');
  const { t: tv } = useTranslation('validation');
  const { t: tc } = useTranslation('common');
  const { toRoute } = useLocalePath();
  const { apiBaseUrl } = useRuntimeConfig();
  const locale = ctx.locale;
  const [view, setView] = useState<PlanView | null>('view' in data ? data.view : null);
  const [notice, setNotice] = useState<Notice | null>(
    'done' in data && data.done
      ? {
          place: 'top',
          tone: data.done === 'raiseRefused' ? 'warning' : 'success',
          text: t(`manage.done.${data.done}`),
        }
      : null,
  );
  const [amountError, setAmountError] = useState<string | null>(null);
  // The amount refused for needing the card: offered again through the card page.
  const [raise, setRaise] = useState<Record<string, unknown> | null>(null);
  const [pending, setPending] = useState<ManageAction | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const regions = useRef<Partial<Record<NoticePlace, HTMLDivElement | null>>>({});
  const cancelButton = useRef<HTMLButtonElement>(null);
  const region = (place: NoticePlace) => (element: HTMLDivElement | null) => {
    regions.current[place] = element;
  };
  // The answer takes focus where it is shown: the donor's eyes and a screen reader both land on it.
  useEffect(() => {
    if (notice) regions.current[notice.place]?.focus();
  }, [notice]);

  if ('problem' in data) {
    const expired = data.problem === 'expired';
    return (
      <>
        <PageHeader routeKey={ctx.routeKey} />
        <div className="container page-body periodic">
          <div className="notice notice--warning" role="alert" data-testid={`link-${data.problem}`}>
            <h2>{t(expired ? 'link.expiredTitle' : 'link.invalidTitle')}</h2>
            <p>{data.problem === 'missing' ? t('link.missing') : t(expired ? 'link.expired' : 'link.invalid')}</p>
          </div>
          <p>
            <AppLink to={toRoute('myGiving')} data-testid="link-find-again">
              {t('link.findAgain')}
            </AppLink>
          </p>
          <p>
            <AppLink to={toRoute('periodic')}>{t('manage.startNew')}</AppLink>
          </p>
        </div>
      </>
    );
  }

  const token = data.token;
  /** One action; its answer (or refusal) is shown at `place`, or `closed` once the gift is. */
  async function act(
    action: ManageAction,
    place: NoticePlace,
    extra: Record<string, unknown> = {},
    confirmation?: string,
  ) {
    if (pending) return;
    setPending(action);
    setNotice(null);
    try {
      const api = await loadApiClient(apiBaseUrl, locale);
      const result = await toSubmitResult(() =>
        api.post<{ view?: PlanView; cardUrl?: string }>(`/periodic/manage/${action}`, { t: token, ...extra }),
      );
      if (!result.ok) {
        if (action === 'amount' && result.code === 'card_required') {
          setAmountError(result.message ?? t('errors.cardRequired'));
          setRaise(extra);
        } else if ((action === 'amount' || action === 'raise') && (result.fields.amount || result.fields.quantity))
          setAmountError(result.fields.amount ?? result.fields.quantity ?? null);
        else setNotice({ place, tone: 'warning', text: result.message ?? t('errors.notNow') });
        return;
      }
      if (result.data.cardUrl) {
        window.location.assign(result.data.cardUrl);
        return;
      }
      const next = result.data.view;
      if (next) setView(next);
      setAmountError(null);
      setRaise(null);
      setConfirmingCancel(false);
      const stillOpen = next ? next.status === 'active' || next.status === 'paused' : true;
      setNotice({
        place: stillOpen ? place : 'closed',
        tone: 'success',
        text: confirmation ?? t(`manage.confirmed.${action}`),
      });
    } finally {
      setPending(null);
    }
  }

  function changeAmount(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const raw = Object.fromEntries(new FormData(event.currentTarget).entries());
    const parsed = changeAmountFormSchema.safeParse(raw);
    setRaise(null);
    if (!parsed.success) {
      const messages = translateFieldErrors(fieldErrors(parsed.error), (key, params) => tv(key, params));
      setAmountError(messages.amount ?? messages.quantity ?? tv('invalid'));
      return;
    }
    void act('amount', 'amount', parsed.data);
  }

  function keepGift() {
    setConfirmingCancel(false);
    // Back to the button that opened the question (rendered again on the next paint).
    requestAnimationFrame(() => cancelButton.current?.focus());
  }

  if (!view) return null;
  const open = view.status === 'active' || view.status === 'paused';
  const failed = open ? view.paymentFailed : null;
  const amountText = view.counted
    ? `${t('manage.shares', { count: view.quantity })} — ${formatMoney(view.amount, locale)}`
    : formatMoney(view.amount, locale);
  const statusKey = failed ? 'paymentFailed' : view.status;

  return (
    <>
      <PageHeader routeKey={ctx.routeKey} lead={failed ? undefined : t('manage.lead')} />
      <div className="container page-body periodic">
        {failed && (
          <PaymentFailed
            failed={failed}
            pausedReason={view.pausedReason}
            locale={locale}
            disabled={pending !== null}
            onUpdateCard={() => void act('card', 'top')}
          />
        )}
        <ManageNotice place="top" notice={notice} regionRef={region('top')} />
        <section className="periodic__summary" aria-labelledby="periodic-summary-title">
          <h2 id="periodic-summary-title">
            {pick(view.title, locale)}{' '}
            <span className={`periodic__status periodic__status--${statusKey}`} data-testid="periodic-status">
              {t(`manage.status.${statusKey}`)}
            </span>
          </h2>
          {view.status === 'paused' && view.pausedReason && !failed && (
            <p>{t(`manage.pausedReason.${view.pausedReason}`)}</p>
          )}
          <dl className="periodic__facts">
            <dt>{t('manage.amount')}</dt>
            <dd data-testid="periodic-amount">{amountText}</dd>
            <dt>{t('manage.frequency')}</dt>
            <dd>{t(`frequency.${view.frequency}`)}</dd>
            {open && (
              <>
                <dt>{t('manage.next')}</dt>
                <dd data-testid="periodic-next">
                  {view.nextCharge ? dateText(view.nextCharge, locale) : t('manage.noNext')}
                </dd>
              </>
            )}
            {view.endDate && (
              <>
                <dt>{t('manage.endDate')}</dt>
                <dd>{dateText(view.endDate, locale)}</dd>
              </>
            )}
            {view.card && (
              <>
                <dt>{t('manage.card')}</dt>
                <dd>
                  <bdi>
                    {t('manage.cardValue', {
                      brand: view.card.brand.toUpperCase(),
                      last4: localizeDigits(view.card.last4, locale),
                      month: localizeDigits(String(view.card.expMonth).padStart(2, '0'), locale),
                      year: localizeDigits(String(view.card.expYear), locale),
                    })}
                  </bdi>
                </dd>
              </>
            )}
            {view.skipped.length > 0 && (
              <>
                <dt>{t('manage.skipped')}</dt>
                <dd data-testid="periodic-skipped">
                  {view.skipped.map((date) => dateText(date, locale)).join(tc('listSeparator'))}
                </dd>
              </>
            )}
          </dl>
          <p className="periodic__note">{t('manage.mobile', { end: localizeDigits(view.mobileEnd, locale) })}</p>
          {view.recent.length > 0 && (
            <>
              <h3>{t('manage.recent')}</h3>
              <ul className="periodic__recent">
                {view.recent.map((charge) => (
                  <li key={charge.dueDate}>
                    {dateText(charge.dueDate, locale)} — {formatMoney(charge.amount, locale)} —{' '}
                    {t(`manage.chargeStatus.${charge.status}`)}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>

        {open ? (
          <section className="periodic__actions" aria-labelledby="periodic-actions-title">
            <h2 id="periodic-actions-title">{t('manage.actions')}</h2>
            <div className="periodic__buttons">
              {view.status === 'active' && (
                <button
                  type="button"
                  className="button"
                  onClick={() => void act('skip', 'buttons')}
                  disabled={pending !== null || !view.nextCharge}
                  data-testid="periodic-skip"
                >
                  {t('manage.skip')}
                </button>
              )}
              {view.status === 'active' ? (
                <button
                  type="button"
                  className="button"
                  onClick={() => void act('pause', 'buttons')}
                  disabled={pending !== null}
                  data-testid="periodic-pause"
                >
                  {t('manage.pause')}
                </button>
              ) : (
                <button
                  type="button"
                  className="button"
                  onClick={() => void act('resume', 'buttons')}
                  disabled={pending !== null}
                  data-testid="periodic-resume"
                >
                  {t('manage.resume')}
                </button>
              )}
              <button
                type="button"
                className="button"
                onClick={() => void act('card', 'buttons')}
                disabled={pending !== null}
              >
                {t('manage.changeCard')}
              </button>
            </div>
            <ManageNotice place="buttons" notice={notice} regionRef={region('buttons')} />
            {view.restorable.length > 0 && (
              <div className="periodic__restore">
                <ul>
                  {view.restorable.map((date) => (
                    <li key={date}>
                      <span>{dateText(date, locale)}</span>
                      <button
                        type="button"
                        className="button button--small"
                        onClick={() =>
                          void act(
                            'restore',
                            'restore',
                            { date },
                            t('manage.restoreConfirmed', { date: dateText(date, locale) }),
                          )
                        }
                        disabled={pending !== null}
                        aria-label={t('manage.restoreLabel', { date: dateText(date, locale) })}
                        data-testid={`periodic-restore-${date}`}
                      >
                        {t('manage.restore')}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <ManageNotice place="restore" notice={notice} regionRef={region('restore')} />
            <form className="periodic__amount" onSubmit={changeAmount} noValidate aria-label={t('manage.saveAmount')}>
              <label className="field__label" htmlFor="periodic-new-amount">
                {t(view.counted ? 'manage.newShares' : 'manage.newAmount')}
              </label>
              <div className="periodic__amount-row">
                <input
                  id="periodic-new-amount"
                  className="field__control"
                  name={view.counted ? 'quantity' : 'amount'}
                  inputMode={view.counted ? 'numeric' : 'decimal'}
                  dir="ltr"
                  aria-invalid={amountError ? true : undefined}
                  aria-describedby={amountError ? 'periodic-new-amount-error' : undefined}
                />
                <button type="submit" className="button" disabled={pending !== null}>
                  {t('manage.saveAmount')}
                </button>
              </div>
              {amountError && (
                <p className="field__error" id="periodic-new-amount-error" data-testid="periodic-amount-error">
                  {amountError}
                </p>
              )}
              {raise && (
                <button
                  type="button"
                  className="button"
                  onClick={() => void act('raise', 'amount', raise)}
                  disabled={pending !== null}
                  data-testid="periodic-raise"
                >
                  {t('manage.raiseWithCard')}
                </button>
              )}
              <ManageNotice place="amount" notice={notice} regionRef={region('amount')} />
              <p className="periodic__note" data-testid="periodic-ceiling">
                {t('manage.ceiling', { max: formatMoney(view.amountCeiling, locale) })}
              </p>
            </form>
            <div className="periodic__cancel">
              {confirmingCancel ? (
                <CancelConfirm
                  canPause={view.status === 'active'}
                  disabled={pending !== null}
                  onCancel={() => void act('cancel', 'cancel')}
                  onPause={() => void act('pause', 'cancel')}
                  onKeep={keepGift}
                />
              ) : (
                <>
                  <button
                    type="button"
                    className="button button--danger"
                    ref={cancelButton}
                    onClick={() => setConfirmingCancel(true)}
                    disabled={pending !== null}
                    data-testid="periodic-cancel"
                  >
                    {t('manage.cancel')}
                  </button>
                  <p className="periodic__note">{t('manage.cancelNote')}</p>
                </>
              )}
              <ManageNotice place="cancel" notice={notice} regionRef={region('cancel')} />
            </div>
          </section>
        ) : (
          <section className="periodic__actions">
            <ManageNotice place="closed" notice={notice} regionRef={region('closed')} />
            <p>{t('manage.closed', { status: t(`manage.status.${view.status}`) })}</p>
            <p>
              <AppLink to={toRoute('periodic')}>{t('manage.startNew')}</AppLink>
            </p>
          </section>
        )}
      </div>
    </>
  );
}
