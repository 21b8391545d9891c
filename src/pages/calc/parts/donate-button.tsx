import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { basket, type BasketItemKind } from '../../../lib/basket-store';
import { notify } from '../../../lib/toast';
import { addLocale } from '../../../lib/i18n';
import { loadLocaleResources } from '../../../lib/locale-resources';
import { formatMoney, formatNumber } from '../../../lib/format';
import { LOCALES, type Locale } from '../../../lib/locale';
import { useHydrated } from '../../../lib/use-hydrated';
import { AppLink } from '../../../components/app-link';
import { useLocalePath } from '../../../components/use-locale-path';
import type { Bilingual } from '../../../domain/bilingual';
import { calculatorFund } from '../../../domain/giving/funds';

export interface DonationLine {
  kind: Extract<BasketItemKind, 'zakat' | 'zakat-fitr' | 'kaffarah'>;
  /** Which calculation (money, fitr, oath …): one basket line per kind of obligation. */
  ref: string;
  /** Key under calc:basket.* for the line's title. */
  titleKey: string;
  /** Counted nouns in the title ({{persons}}, {{people}}): unit key under calc:count and the number. */
  titleCounts?: Record<string, { unit: string; value: number }>;
  amount: number;
}

/**
 * The basket keeps a title in both languages (the visitor may switch before paying), but a page
 * holds only its own language: the other is loaded the same way a language switch loads it.
 */
async function bilingualTitle(i18n: I18n, line: DonationLine, current: Locale): Promise<Bilingual> {
  const title = (locale: Locale) => {
    const t = i18n.getFixedT(locale, 'calc');
    const params: Record<string, string> = {};
    for (const [name, { unit, value }] of Object.entries(line.titleCounts ?? {})) {
      params[name] = t(`count.${unit}`, { count: value, value: formatNumber(value, locale) });
    }
    return t(`basket.${line.titleKey}`, params);
  };
  try {
    for (const locale of LOCALES) {
      if (!i18n.hasResourceBundle(locale, 'calc')) addLocale(i18n, locale, await loadLocaleResources(locale));
    }
    return { ar: title('ar'), en: title('en') };
  } catch {
    // Offline and the other language not cached: the current language for both beats no line at all.
    const own = title(current);
    return { ar: own, en: own };
  }
}

/** "Donate this amount": puts the amount into the donation basket and says so. */
export function DonateButton({ line, locale }: { line: DonationLine | null; locale: Locale }) {
  const { t, i18n } = useTranslation('calc');
  const hydrated = useHydrated();
  const { toRoute } = useLocalePath();
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  if (!line || line.amount <= 0) return null;

  const donate = async () => {
    setBusy(true);
    try {
      const title = await bilingualTitle(i18n, line, locale);
      basket.add({ kind: line.kind, ref: line.ref, title, unitAmount: line.amount, fund: calculatorFund(line.kind) });
      const text = t('result.added', { amount: formatMoney(line.amount, locale) });
      setAdded(text);
      // The toast carries the way on (a toast alone leaves the donor looking for the basket).
      notify(
        'success',
        <>
          {text}{' '}
          <AppLink to={toRoute('cart')} className="toast-link" data-testid="calc-toast-basket">
            {t('result.toBasket')}
          </AppLink>
        </>,
        { autoClose: 8000, closeOnClick: false },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="calc-donate">
      <button
        type="button"
        className="button button--primary calc-donate__button"
        onClick={donate}
        disabled={!hydrated || busy}
        data-testid="calc-donate"
      >
        {t('result.donate')}
      </button>
      {!hydrated && <p className="calc-donate__later">{t('result.donateLater')}</p>}
      {added && (
        <p className="calc-donate__added" data-testid="calc-added">
          {added}{' '}
          <AppLink to={toRoute('cart')} className="button button--small">
            {t('result.toBasket')}
          </AppLink>
        </p>
      )}
      {line.kind !== 'kaffarah' && (
        <p className="calc-donate__zakat-causes">
          <AppLink to={toRoute('families')} data-testid="calc-zakat-causes">
            {t('giving:funds.zakatCauses')}
          </AppLink>
        </p>
      )}
    </div>
  );
}
