import type { Locale } from '#src/lib/locale';
import { formatMoney } from '#src/lib/format';

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
  error?: string;
  nonce: string;
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The answer's Content-Security-Policy: this page talks to Moyasar's API and nothing else. */
export function moyasarTokenPageCsp(apiUrl: string, nonce: string): string {
  const origin = new URL(apiUrl).origin;
  return `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src ${origin}; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;
}

export function moyasarTokenPage(input: MoyasarTokenPageInput): string {
  const { locale, t } = input;
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const config = JSON.stringify({ api: input.apiUrl.replace(/\/$/, ''), key: input.publishableKey, callback: input.callbackUrl, failed: t('periodic:card.failed'), expiry: t('periodic:card.invalidExpiry') }).replace(/</g, '\\u003c');
  const field = (name: string, label: string, attrs: string) => `<label for="${name}">${escape(label)}</label><input id="${name}" name="${name}" ${attrs} dir="ltr">`;
  return `<!doctype html>
<html lang="${locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>${escape(t('periodic:card.titleLive'))}</title>
<style nonce="${escape(input.nonce)}">
body{font-family:system-ui,"IBM Plex Sans Arabic",Tahoma,sans-serif;margin:0;padding-inline:1rem;background:#f3f5f4;color:#1d2b27;line-height:1.6}
main{max-width:28rem;margin-block:2rem;margin-inline:auto;background:#fff;padding:1.5rem;border-radius:12px;box-shadow:0 2px 12px rgb(0 0 0/.08)}
h1{font-size:1.35rem;margin-block:0 .25rem}.lead{color:#52605b;margin-block:0 1rem}
.sum{display:flex;justify-content:space-between;gap:1rem;padding-block:.75rem;border-block:1px solid #e1e6e4;margin-block-end:1rem;font-weight:600}
label{display:block;font-weight:600;margin-block:.75rem .25rem}input{box-sizing:border-box;inline-size:100%;padding:.6rem .75rem;font-size:1rem;border:1px solid #b8c2be;border-radius:8px}
.row{display:flex;gap:.75rem}.row>div{flex:1}button,input{font:inherit}
button,.button{display:block;inline-size:100%;margin-block-start:1rem;padding:.75rem;font-size:1rem;font-weight:700;border:0;border-radius:8px;background:#0f5c4d;color:#fff;cursor:pointer;text-align:center;text-decoration:none}
.secondary{background:transparent;color:#0f5c4d;border:1px solid #0f5c4d}
.error{background:#fdecea;color:#8a1c12;padding:.6rem .75rem;border-radius:8px}
</style>
</head>
<body>
<main>
<h1>${escape(t('periodic:card.titleLive'))}</h1>
<p class="lead">${escape(t('periodic:card.leadLive'))}</p>
<div class="sum"><span>${escape(input.title)}</span><span>${escape(formatMoney(input.amount, locale))}</span></div>
<form id="card-form" novalidate>
  <p class="error" role="alert" id="card-error"${input.error ? '' : ' hidden'}>${escape(input.error ?? '')}</p>
  ${field('name', t('periodic:card.name'), 'autocomplete="cc-name" required maxlength="100"')}
  ${field('number', t('periodic:card.number'), 'inputmode="numeric" autocomplete="cc-number" required maxlength="23"')}
  <div class="row"><div>${field('expiry', t('periodic:card.expiry'), 'autocomplete="cc-exp" maxlength="7" placeholder="MM/YY" required')}</div><div>${field('cvc', t('periodic:card.cvc'), 'inputmode="numeric" autocomplete="cc-csc" maxlength="4" required')}</div></div>
  <button type="submit" id="card-save">${escape(t('periodic:card.save'))}</button>
</form>
<a class="button secondary" href="${escape(input.cancelUrl)}">${escape(t('periodic:card.cancel'))}</a>
</main>
<script nonce="${escape(input.nonce)}">
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
</body>
</html>`;
}
