import type { Locale } from '#src/lib/locale';
import { formatMoney } from '#src/lib/format';
import { TEST_CARDS } from './sandbox';

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
  done?: { href: string; outcome: 'paid' | 'failed' | 'cancelled' };
  nonce: string;
}

const DONE_TEXT = { paid: 'alreadyDone', cancelled: 'cancelledDone', failed: 'failedDone' } as const;

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function sandboxPage(input: SandboxPageInput): string {
  const { locale, t } = input;
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const amount = formatMoney(input.amount, locale);
  const action = `/api/v1/payments/sandbox/${encodeURIComponent(input.paymentId)}?lang=${locale}`;
  const field = (name: string, label: string, attrs: string) =>
    `<label for="${name}">${escape(label)}</label><input id="${name}" name="${name}" ${attrs} dir="ltr">`;
  const body = input.done
    ? `<p role="status" data-outcome="${input.done.outcome}">${escape(t(`giving:sandbox.${DONE_TEXT[input.done.outcome]}`))}</p><p><a class="button" href="${escape(input.done.href)}">${escape(t(input.done.outcome === 'paid' ? 'giving:sandbox.continue' : 'giving:sandbox.backToBasket'))}</a></p>`
    : `<form method="post" action="${escape(action)}" novalidate>
  ${input.error ? `<p class="error" role="alert">${escape(input.error)}</p>` : ''}
  ${field('card', t('giving:sandbox.cardNumber'), 'inputmode="numeric" autocomplete="off" required maxlength="23"')}
  ${field('holder', t('giving:sandbox.cardHolder'), 'autocomplete="off" maxlength="100"')}
  <div class="row"><div>${field('expiry', t('giving:sandbox.expiry'), 'autocomplete="off" maxlength="5" placeholder="MM/YY"')}</div><div>${field('cvc', t('giving:sandbox.cvc'), 'inputmode="numeric" autocomplete="off" maxlength="4"')}</div></div>
  <button type="submit" name="action" value="pay">${escape(t('giving:sandbox.pay', { amount }))}</button>
  <button type="submit" name="action" value="cancel" class="secondary" formnovalidate>${escape(t('giving:sandbox.cancel'))}</button>
</form>
<h2>${escape(t('giving:sandbox.testCards'))}</h2>
<ul class="cards">
  <li><code>${TEST_CARDS.success.replace(/(\d{4})(?=\d)/g, '$1 ')}</code> — ${escape(t('giving:sandbox.successCard'))}</li>
  <li><code>${TEST_CARDS.declined.replace(/(\d{4})(?=\d)/g, '$1 ')}</code> — ${escape(t('giving:sandbox.declinedCard'))}</li>
  <li><code>${TEST_CARDS.insufficientFunds.replace(/(\d{4})(?=\d)/g, '$1 ')}</code> — ${escape(t('giving:sandbox.insufficientCard'))}</li>
</ul>`;
  return `<!doctype html>
<html lang="${locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(t('giving:sandbox.title'))}</title>
<style nonce="${escape(input.nonce)}">
body{font-family:system-ui,"IBM Plex Sans Arabic",Tahoma,sans-serif;margin:0;padding-inline:1rem;background:#f3f5f4;color:#1d2b27;line-height:1.6}
main{max-width:28rem;margin-block:2rem;margin-inline:auto;background:#fff;padding:1.5rem;border-radius:12px;box-shadow:0 2px 12px rgb(0 0 0/.08)}
h1{font-size:1.35rem;margin-block:0 .25rem}h2{font-size:1rem;margin-block-start:1.5rem}
.lead{color:#52605b;margin-block:0 1rem}.sum{display:flex;justify-content:space-between;padding-block:.75rem;border-block:1px solid #e1e6e4;margin-block-end:1rem;font-weight:600}
label{display:block;font-weight:600;margin-block:.75rem .25rem}input{box-sizing:border-box;inline-size:100%;padding:.6rem .75rem;font-size:1rem;border:1px solid #b8c2be;border-radius:8px}
.row{display:flex;gap:.75rem;align-items:flex-end}.row>div{flex:1}
button,input{font:inherit}
button,.button{display:block;inline-size:100%;margin-block-start:1rem;padding:.75rem;font-size:1rem;font-weight:700;border:0;border-radius:8px;background:#0f5c4d;color:#fff;cursor:pointer;text-align:center;text-decoration:none}
button.secondary{background:transparent;color:#0f5c4d;border:1px solid #0f5c4d}
.error{background:#fdecea;color:#8a1c12;padding:.6rem .75rem;border-radius:8px}
.cards{padding-inline-start:1.25rem}code{direction:ltr;unicode-bidi:isolate}
</style>
</head>
<body>
<main>
<h1>${escape(t('giving:sandbox.title'))}</h1>
<p class="lead">${escape(t('giving:sandbox.lead'))}</p>
<div class="sum"><span>${escape(t('giving:sandbox.order', { number: input.orderNumber }))}</span><span>${escape(amount)}</span></div>
${body}
</main>
</body>
</html>`;
}
