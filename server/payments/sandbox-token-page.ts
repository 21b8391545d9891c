import type { Locale } from '#src/lib/locale';
import { formatMoney } from '#src/lib/format';
import { TEST_CARDS } from './sandbox';
import { cardField as field, cardPageShell, testCardList } from './card-page-shell';
import { escapeMarkup } from '#src/lib/escape-markup';

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
  /** The form's target when it is not a plan's own card session (the donor's space's one card for every plan). */
  action?: string;
  /** The summary line when it is not one plan's title and amount. */
  summary?: [string, string];
  /** Why the card is asked for again (a raise above the plan's ceiling), shown above the form. */
  note?: string;
  error?: string;
  /** The session is used or lapsed: a link onwards instead of the form. */
  done?: { href: string };
  nonce: string;
}

export function sandboxTokenPage(input: SandboxTokenPageInput): string {
  const { locale, t } = input;
  const action = input.action ?? `/api/v1/periodic/cards/sandbox/${encodeURIComponent(input.sessionId)}?lang=${locale}`;
  const note = input.note ? `<p>${escapeMarkup(input.note)}</p>\n` : '';
  const body = input.done
    ? `<p role="status">${escapeMarkup(t('periodic:card.sessionUsed'))}</p><p><a class="button" href="${escapeMarkup(input.done.href)}">${escapeMarkup(t('periodic:card.continue'))}</a></p>`
    : `${note}<form method="post" action="${escapeMarkup(action)}" novalidate>
  ${input.error ? `<p class="error" role="alert">${escapeMarkup(input.error)}</p>` : ''}
  ${field('card', t('periodic:card.number'), 'inputmode="numeric" autocomplete="off" required maxlength="23"')}
  <div class="row"><div>${field('expiry', t('periodic:card.expiry'), 'autocomplete="off" maxlength="7" placeholder="MM/YY" required')}</div><div>${field('cvc', t('periodic:card.cvc'), 'inputmode="numeric" autocomplete="off" maxlength="4"')}</div></div>
  <button type="submit" name="action" value="save">${escapeMarkup(t('periodic:card.save'))}</button>
  <button type="submit" name="action" value="cancel" class="secondary" formnovalidate>${escapeMarkup(t('periodic:card.cancel'))}</button>
</form>
${testCardList(t('periodic:card.testCards'), [
  [TEST_CARDS.success, t('periodic:card.successCard')],
  [TEST_CARDS.declined, t('periodic:card.declinedCard')],
  [TEST_CARDS.insufficientFunds, t('periodic:card.insufficientCard')],
])}`;
  return cardPageShell({
    locale,
    nonce: input.nonce,
    title: t('periodic:card.title'),
    lead: t('periodic:card.lead'),
    summary: input.summary ?? [input.title, formatMoney(input.amount, locale)],
    body,
  });
}
