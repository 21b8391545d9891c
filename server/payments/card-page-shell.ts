import type { Locale } from '#src/lib/locale';
import { escapeMarkup } from '#src/lib/escape-markup';

/**
 * The frame of the gateway card pages this server writes itself (the sandbox's payment page, the
 * sandbox's and Moyasar's card-saving pages): plain HTML in the visitor's language and direction,
 * one stylesheet under the answer's nonce, no app scripts, never indexed.
 */
export interface CardPageShell {
  locale: Locale;
  nonce: string;
  title: string;
  lead: string;
  /** The summary line: what is paid for, and how much. */
  summary: [what: string, amount: string];
  /** Already-escaped HTML of the page's own part (form or outcome). */
  body: string;
  /** Already-escaped HTML after `main` (a page's own script). */
  after?: string;
  /** Keeps the page's address out of the next site's Referer (a live gateway's redirect). */
  noReferrer?: boolean;
}

/** A labelled card input, written left to right whatever the page's direction. */
export function cardField(name: string, label: string, attrs: string): string {
  return `<label for="${name}">${escapeMarkup(label)}</label><input id="${name}" name="${name}" ${attrs} dir="ltr">`;
}

/** A card number grouped by four, as printed on the card. */
export const spacedCardNumber = (digits: string): string => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The sandbox's test cards, each with what it does. */
export function testCardList(heading: string, cards: readonly [number: string, meaning: string][]): string {
  const items = cards
    .map(([number, meaning]) => `  <li><code>${spacedCardNumber(number)}</code> — ${escapeMarkup(meaning)}</li>`)
    .join('\n');
  return `<h2>${escapeMarkup(heading)}</h2>\n<ul class="cards">\n${items}\n</ul>`;
}

const STYLE = `body{font-family:system-ui,"IBM Plex Sans Arabic",Tahoma,sans-serif;margin:0;padding-inline:1rem;background:#f3f5f4;color:#1d2b27;line-height:1.6}
main{max-width:28rem;margin-block:2rem;margin-inline:auto;background:#fff;padding:1.5rem;border-radius:12px;box-shadow:0 2px 12px rgb(0 0 0/.08)}
h1{font-size:1.35rem;margin-block:0 .25rem}h2{font-size:1rem;margin-block-start:1.5rem}
.lead{color:#52605b;margin-block:0 1rem}.sum{display:flex;justify-content:space-between;gap:1rem;padding-block:.75rem;border-block:1px solid #e1e6e4;margin-block-end:1rem;font-weight:600}
label{display:block;font-weight:600;margin-block:.75rem .25rem}input{box-sizing:border-box;inline-size:100%;padding:.6rem .75rem;font-size:1rem;border:1px solid #b8c2be;border-radius:8px}
.row{display:flex;gap:.75rem;align-items:flex-end}.row>div{flex:1}
button,input{font:inherit}
button,.button{display:block;inline-size:100%;margin-block-start:1rem;padding:.75rem;font-size:1rem;font-weight:700;border:0;border-radius:8px;background:#0f5c4d;color:#fff;cursor:pointer;text-align:center;text-decoration:none}
button.secondary,.button.secondary{background:transparent;color:#0f5c4d;border:1px solid #0f5c4d}
.error{background:#fdecea;color:#8a1c12;padding:.6rem .75rem;border-radius:8px}
.cards{padding-inline-start:1.25rem}code{direction:ltr;unicode-bidi:isolate}[hidden]{display:none!important}
.apple-pay{-webkit-appearance:-apple-pay-button;-apple-pay-button-type:donate;-apple-pay-button-style:black;block-size:3rem}`;

export function cardPageShell(page: CardPageShell): string {
  const dir = page.locale === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${page.locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${page.noReferrer ? '<meta name="referrer" content="no-referrer">\n' : ''}<title>${escapeMarkup(page.title)}</title>
<style nonce="${escapeMarkup(page.nonce)}">
${STYLE}
</style>
</head>
<body>
<main>
<h1>${escapeMarkup(page.title)}</h1>
<p class="lead">${escapeMarkup(page.lead)}</p>
<div class="sum"><span>${escapeMarkup(page.summary[0])}</span><span>${escapeMarkup(page.summary[1])}</span></div>
${page.body}
</main>
${page.after ?? ''}</body>
</html>`;
}
