import type { Locale } from '#src/lib/locale';
import { formatMoney } from '#src/lib/format';
import { TEST_CARDS } from './sandbox';

/**
 * The sandbox gateway's card-saving page (what Moyasar's tokenization form is for a real site):
 * plain server HTML posting to itself, no script, the site's CSP kept. The card number goes to the
 * gateway's handler, which keeps only a token; the plan receives that token and never the number.
 */
export interface SandboxTokenPageInput {
  locale: Locale;
  t: (key: string, params?: Record<string, unknown>) => string;
  sessionId: string;
  title: string;
  amount: number;
  error?: string;
  /** The session is used or lapsed: a link onwards instead of the form. */
  done?: { href: string };
  nonce: string;
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const spaced = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

export function sandboxTokenPage(input: SandboxTokenPageInput): string {
  const { locale, t } = input;
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const action = `/api/v1/periodic/cards/sandbox/${encodeURIComponent(input.sessionId)}?lang=${locale}`;
  const field = (name: string, label: string, attrs: string) => `<label for="${name}">${escape(label)}</label><input id="${name}" name="${name}" ${attrs} dir="ltr">`;
  const body = input.done
    ? `<p role="status">${escape(t('periodic:card.sessionUsed'))}</p><p><a class="button" href="${escape(input.done.href)}">${escape(t('periodic:card.continue'))}</a></p>`
    : `<form method="post" action="${escape(action)}" novalidate>
  ${input.error ? `<p class="error" role="alert">${escape(input.error)}</p>` : ''}
  ${field('card', t('periodic:card.number'), 'inputmode="numeric" autocomplete="off" required maxlength="23"')}
  <div class="row"><div>${field('expiry', t('periodic:card.expiry'), 'autocomplete="off" maxlength="7" placeholder="MM/YY" required')}</div><div>${field('cvc', t('periodic:card.cvc'), 'inputmode="numeric" autocomplete="off" maxlength="4"')}</div></div>
  <button type="submit" name="action" value="save">${escape(t('periodic:card.save'))}</button>
  <button type="submit" name="action" value="cancel" class="secondary" formnovalidate>${escape(t('periodic:card.cancel'))}</button>
</form>
<h2>${escape(t('periodic:card.testCards'))}</h2>
<ul class="cards">
  <li><code>${spaced(TEST_CARDS.success)}</code> — ${escape(t('periodic:card.successCard'))}</li>
  <li><code>${spaced(TEST_CARDS.declined)}</code> — ${escape(t('periodic:card.declinedCard'))}</li>
  <li><code>${spaced(TEST_CARDS.insufficientFunds)}</code> — ${escape(t('periodic:card.insufficientCard'))}</li>
</ul>`;
  return `<!doctype html>
<html lang="${locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(t('periodic:card.title'))}</title>
<style nonce="${escape(input.nonce)}">
body{font-family:system-ui,"IBM Plex Sans Arabic",Tahoma,sans-serif;margin:0;padding-inline:1rem;background:#f3f5f4;color:#1d2b27;line-height:1.6}
main{max-width:28rem;margin-block:2rem;margin-inline:auto;background:#fff;padding:1.5rem;border-radius:12px;box-shadow:0 2px 12px rgb(0 0 0/.08)}
h1{font-size:1.35rem;margin-block:0 .25rem}h2{font-size:1rem;margin-block-start:1.5rem}
.lead{color:#52605b;margin-block:0 1rem}.sum{display:flex;justify-content:space-between;gap:1rem;padding-block:.75rem;border-block:1px solid #e1e6e4;margin-block-end:1rem;font-weight:600}
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
<h1>${escape(t('periodic:card.title'))}</h1>
<p class="lead">${escape(t('periodic:card.lead'))}</p>
<div class="sum"><span>${escape(input.title)}</span><span>${escape(formatMoney(input.amount, locale))}</span></div>
${body}
</main>
</body>
</html>`;
}
