import type { Locale } from '#src/lib/locale';
import { formatMoney } from '#src/lib/format';
import { TEST_CARDS } from './sandbox';
import { cardField as field, cardPageShell, testCardList } from './card-page-shell';
import { escapeMarkup } from '#src/lib/escape-markup';

/**
 * The sandbox's hosted card page: plain server HTML (no app scripts, no inline script, so the
 * site's CSP holds), posting to itself. Strings come from giving.json in the visitor's language.
 */
export interface SandboxPageInput {
  locale: Locale;
  t: (key: string, params?: Record<string, unknown>) => string;
  paymentId: string;
  orderNumber: number;
  amount: number;
  error?: string;
  /** The payment is decided; `outcome` says how (a Back after Cancel must not read as a charge). */
  done?: DecidedPayment;
  nonce: string;
}

const DONE_TEXT = { paid: 'alreadyDone', cancelled: 'cancelledDone', failed: 'failedDone' } as const;

export type DecidedPayment = { href: string; outcome: 'paid' | 'failed' | 'cancelled' };

/** A decided payment's page body: what happened, and the way on (the receipt, or back to the basket). */
export function decidedBody(t: SandboxPageInput['t'], done: DecidedPayment): string {
  return `<p role="status" data-outcome="${done.outcome}">${escapeMarkup(t(`giving:sandbox.${DONE_TEXT[done.outcome]}`))}</p><p><a class="button" href="${escapeMarkup(done.href)}">${escapeMarkup(t(done.outcome === 'paid' ? 'giving:sandbox.continue' : 'giving:sandbox.backToBasket'))}</a></p>`;
}

export function sandboxPage(input: SandboxPageInput): string {
  const { locale, t } = input;
  const amount = formatMoney(input.amount, locale);
  const action = `/api/v1/payments/sandbox/${encodeURIComponent(input.paymentId)}?lang=${locale}`;
  const body = input.done
    ? decidedBody(t, input.done)
    : `<form method="post" action="${escapeMarkup(action)}" novalidate>
  ${input.error ? `<p class="error" role="alert">${escapeMarkup(input.error)}</p>` : ''}
  ${field('card', t('giving:sandbox.cardNumber'), 'inputmode="numeric" autocomplete="off" required maxlength="23"')}
  ${field('holder', t('giving:sandbox.cardHolder'), 'autocomplete="off" maxlength="100"')}
  <div class="row"><div>${field('expiry', t('giving:sandbox.expiry'), 'autocomplete="off" maxlength="5" placeholder="MM/YY"')}</div><div>${field('cvc', t('giving:sandbox.cvc'), 'inputmode="numeric" autocomplete="off" maxlength="4"')}</div></div>
  <button type="submit" name="action" value="pay">${escapeMarkup(t('giving:sandbox.pay', { amount }))}</button>
  <button type="submit" name="action" value="cancel" class="secondary" formnovalidate>${escapeMarkup(t('giving:sandbox.cancel'))}</button>
</form>
${testCardList(t('giving:sandbox.testCards'), [
  [TEST_CARDS.success, t('giving:sandbox.successCard')],
  [TEST_CARDS.mada, t('giving:sandbox.madaCard')],
  [TEST_CARDS.declined, t('giving:sandbox.declinedCard')],
  [TEST_CARDS.insufficientFunds, t('giving:sandbox.insufficientCard')],
])}`;
  return cardPageShell({
    locale,
    nonce: input.nonce,
    title: t('giving:sandbox.title'),
    lead: t('giving:sandbox.lead'),
    summary: [t('giving:sandbox.order', { number: input.orderNumber }), amount],
    body,
  });
}
