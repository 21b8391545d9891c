import type { Locale } from '#src/lib/locale';
import { formatMoney } from '#src/lib/format';
import { escapeMarkup } from '#src/lib/escape-markup';
import { cardField, cardPageShell } from './card-page-shell';
import { decidedBody, type DecidedPayment } from './sandbox-page';
import { TEST_OTPS } from './sandbox';

/**
 * The wallet steps this server shows for either gateway (decision 072): the STC Pay code form, and
 * the Apple Pay page. Plain server HTML in the visitor's language inside the card pages' frame; in
 * test mode (the sandbox gateway) each lists what to type or offers approve/decline buttons, and
 * the live Apple Pay page carries the one script that talks to Apple Pay JS (under the nonce).
 */
interface WalletPageInput {
  locale: Locale;
  t: (key: string, params?: Record<string, unknown>) => string;
  paymentId: string;
  orderNumber: number;
  amount: number;
  nonce: string;
  /** The sandbox is the gateway: test codes and buttons, nothing charged. */
  test: boolean;
  error?: string;
  done?: DecidedPayment;
}

const actionPath = (method: 'stcpay' | 'applepay', input: WalletPageInput) =>
  `/api/v1/payments/${encodeURIComponent(input.paymentId)}/${method}?lang=${input.locale}`;

const errorPart = (error?: string) => (error ? `<p class="error" role="alert">${escapeMarkup(error)}</p>` : '');

function shell(input: WalletPageInput, title: string, lead: string, body: string, after?: string): string {
  const amount = formatMoney(input.amount, input.locale);
  return cardPageShell({
    locale: input.locale,
    nonce: input.nonce,
    title,
    lead: input.test ? `${lead} ${input.t('giving:wallet.testLead')}` : lead,
    summary: [input.t('giving:sandbox.order', { number: input.orderNumber }), amount],
    body,
    after,
  });
}

export function stcPayPage(input: WalletPageInput & { mobileMasked: string }): string {
  const { t } = input;
  const amount = formatMoney(input.amount, input.locale);
  const tests = input.test
    ? `<h2>${escapeMarkup(t('giving:wallet.testOtps'))}</h2>
<ul class="cards">
  <li><code>${TEST_OTPS.success}</code> — ${escapeMarkup(t('giving:wallet.otpSuccess'))}</li>
  <li><code>${TEST_OTPS.insufficientFunds}</code> — ${escapeMarkup(t('giving:wallet.otpInsufficient'))}</li>
</ul>`
    : '';
  const body = input.done
    ? `${errorPart(input.error)}${decidedBody(t, input.done)}`
    : `<form method="post" action="${escapeMarkup(actionPath('stcpay', input))}" novalidate>
  ${errorPart(input.error)}
  ${cardField('otp', t('giving:wallet.otp'), 'inputmode="numeric" autocomplete="one-time-code" required maxlength="8"')}
  <button type="submit">${escapeMarkup(t('giving:wallet.confirm', { amount }))}</button>
</form>
${tests}`;
  return shell(
    input,
    t('giving:wallet.stcpayTitle'),
    t('giving:wallet.stcpayLead', { mobile: input.mobileMasked }),
    body,
  );
}

export function applePayPage(input: WalletPageInput & { returnHref: string; label: string }): string {
  const { t } = input;
  const action = actionPath('applepay', input);
  if (input.done || input.test) {
    const body = input.done
      ? `${errorPart(input.error)}${decidedBody(t, input.done)}`
      : `<form method="post" action="${escapeMarkup(action)}" novalidate>
  ${errorPart(input.error)}
  <button type="submit" name="action" value="approve">${escapeMarkup(t('giving:wallet.applepayTestApprove'))}</button>
  <button type="submit" name="action" value="decline" class="secondary">${escapeMarkup(t('giving:wallet.applepayTestDecline'))}</button>
  <button type="submit" name="action" value="cancel" class="secondary">${escapeMarkup(t('giving:sandbox.cancel'))}</button>
</form>`;
    return shell(input, t('giving:wallet.applepayTitle'), t('giving:wallet.applepayLead'), body);
  }
  // Halalas as the decimal riyals the Apple Pay sheet shows.
  const riyals = (input.amount / 100).toFixed(2);
  const body = `${errorPart(input.error)}
<button type="button" id="apple-pay" class="apple-pay" hidden lang="${input.locale}" aria-label="${escapeMarkup(t('giving:wallet.applepayButton'))}"
  data-amount="${riyals}" data-label="${escapeMarkup(input.label)}" data-pay="${escapeMarkup(action)}"
  data-session="${escapeMarkup(`/api/v1/payments/${encodeURIComponent(input.paymentId)}/applepay/session`)}" data-done="${escapeMarkup(input.returnHref)}"></button>
<p id="apple-pay-off" class="error" hidden>${escapeMarkup(t('giving:wallet.applepayUnavailable'))}</p>
<p id="apple-pay-failed" class="error" role="alert" hidden>${escapeMarkup(t('giving:wallet.applepayFailed'))}</p>
<p><a class="button secondary" href="${escapeMarkup(input.returnHref)}">${escapeMarkup(t('giving:sandbox.backToBasket'))}</a></p>`;
  const script = `<script nonce="${escapeMarkup(input.nonce)}">${APPLE_PAY_SCRIPT}</script>\n`;
  return shell(input, t('giving:wallet.applepayTitle'), t('giving:wallet.applepayLead'), body, script);
}

/**
 * Apple Pay JS: the session starts inside the click (Apple requires a user gesture), the merchant is
 * validated through this server (which asks Moyasar), and the authorised token is charged by this
 * server; whatever the outcome, the donor lands on the return page, which asks the server again.
 */
const APPLE_PAY_SCRIPT = `(function () {
  var button = document.getElementById('apple-pay');
  var Session = window.ApplePaySession;
  if (!Session || !Session.canMakePayments()) { document.getElementById('apple-pay-off').hidden = false; return; }
  var data = button.dataset;
  var failed = function () { document.getElementById('apple-pay-failed').hidden = false; };
  var post = function (url, body) {
    return fetch(url, { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) });
  };
  button.hidden = false;
  button.addEventListener('click', function () {
    var session = new Session(3, {
      countryCode: 'SA', currencyCode: 'SAR',
      supportedNetworks: ['mada', 'visa', 'masterCard'],
      merchantCapabilities: ['supports3DS', 'supportsCredit', 'supportsDebit'],
      total: { label: data.label, amount: data.amount }
    });
    session.onvalidatemerchant = function (event) {
      post(data.session, { validationUrl: event.validationURL })
        .then(function (response) { if (!response.ok) throw new Error('validation'); return response.json(); })
        .then(function (merchant) { session.completeMerchantValidation(merchant); })
        .catch(function () { session.abort(); failed(); });
    };
    session.onpaymentauthorized = function (event) {
      post(data.pay, { token: event.payment.token })
        .then(function (response) { return response.json().then(function (body) { return response.ok && body.status === 'paid'; }); })
        .catch(function () { return false; })
        .then(function (paid) {
          session.completePayment(paid ? Session.STATUS_SUCCESS : Session.STATUS_FAILURE);
          window.location.assign(data.done);
        });
    };
    session.begin();
  });
})();`;
