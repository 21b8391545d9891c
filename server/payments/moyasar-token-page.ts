import type { Locale } from '#src/lib/locale';
import { formatMoney } from '#src/lib/format';
import { cardField as field, cardPageShell } from './card-page-shell';
import { escapeJsonForScript, escapeMarkup } from '#src/lib/escape-markup';

/**
 * The card page for saving a card on Moyasar: plain server HTML and one small script (with this
 * answer's nonce) that sends the card from the browser straight to Moyasar's tokens API with the
 * publishable key, then follows Moyasar's 3-D Secure page, which returns to `callbackUrl` with the
 * token id. The card number never reaches this server. Its own CSP allows exactly that origin.
 */
export interface MoyasarTokenPageInput {
  locale: Locale;
  t: (key: string, params?: Record<string, unknown>) => string;
  apiUrl: string;
  publishableKey: string;
  callbackUrl: string;
  cancelUrl: string;
  title: string;
  amount: number;
  /** The summary line when it is not one plan's title and amount. */
  summary?: [string, string];
  /** Why the card is asked for again (a raise above the plan's ceiling), shown above the form. */
  note?: string;
  error?: string;
  nonce: string;
}

/** The answer's Content-Security-Policy: this page talks to Moyasar's API and nothing else. */
export function moyasarTokenPageCsp(apiUrl: string, nonce: string): string {
  const origin = new URL(apiUrl).origin;
  return `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src ${origin}; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;
}

export function moyasarTokenPage(input: MoyasarTokenPageInput): string {
  const { locale, t } = input;
  const config = escapeJsonForScript(
    JSON.stringify({
      api: input.apiUrl.replace(/\/$/, ''),
      key: input.publishableKey,
      callback: input.callbackUrl,
      failed: t('periodic:card.failed'),
      expiry: t('periodic:card.invalidExpiry'),
    }),
  );
  const note = input.note ? `<p>${escapeMarkup(input.note)}</p>\n` : '';
  return cardPageShell({
    locale,
    nonce: input.nonce,
    title: t('periodic:card.titleLive'),
    lead: t('periodic:card.leadLive'),
    summary: input.summary ?? [input.title, formatMoney(input.amount, locale)],
    noReferrer: true,
    body: `${note}<form id="card-form" novalidate>
  <p class="error" role="alert" id="card-error"${input.error ? '' : ' hidden'}>${escapeMarkup(input.error ?? '')}</p>
  ${field('name', t('periodic:card.name'), 'autocomplete="cc-name" required maxlength="100"')}
  ${field('number', t('periodic:card.number'), 'inputmode="numeric" autocomplete="cc-number" required maxlength="23"')}
  <div class="row"><div>${field('expiry', t('periodic:card.expiry'), 'autocomplete="cc-exp" maxlength="7" placeholder="MM/YY" required')}</div><div>${field('cvc', t('periodic:card.cvc'), 'inputmode="numeric" autocomplete="cc-csc" maxlength="4" required')}</div></div>
  <button type="submit" id="card-save">${escapeMarkup(t('periodic:card.save'))}</button>
</form>
<a class="button secondary" href="${escapeMarkup(input.cancelUrl)}">${escapeMarkup(t('periodic:card.cancel'))}</a>`,
    after: `<script nonce="${escapeMarkup(input.nonce)}">
(function () {
  var c = ${config};
  var form = document.getElementById('card-form'), error = document.getElementById('card-error'), save = document.getElementById('card-save');
  function fail(text) { error.textContent = text; error.hidden = false; save.disabled = false; }
  function digits(v) { return String(v).replace(/[\\u0660-\\u0669]/g, function (d) { return d.charCodeAt(0) - 0x0660; }).replace(/[^0-9/]/g, ''); }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var parts = digits(form.expiry.value).split('/');
    if (parts.length !== 2 || !parts[0] || !parts[1]) return fail(c.expiry);
    save.disabled = true;
    fetch(c.api + '/tokens', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Basic ' + btoa(c.key + ':') },
      body: JSON.stringify({ name: form.name.value, number: digits(form.number.value).replace('/', ''), month: Number(parts[0]), year: Number(parts[1]), cvc: digits(form.cvc.value), callback_url: c.callback })
    }).then(function (response) {
      return response.json().then(function (body) {
        if (response.ok && body.verification_url) return location.assign(body.verification_url);
        if (response.ok && body.id) return location.assign(c.callback + (c.callback.indexOf('?') < 0 ? '?' : '&') + 'id=' + encodeURIComponent(body.id));
        fail((body && body.message) || c.failed);
      });
    }).catch(function () { fail(c.failed); });
  });
})();
</script>
`,
  });
}
