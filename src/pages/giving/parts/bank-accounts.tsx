import { useTranslation } from 'react-i18next';
import type { BankAccount } from '../../../domain/content-core';
import { pick } from '../../../domain/content-media';
import { useLocalePath } from '../../../components/use-locale-path';
import { notify } from '../../../lib/toast';

/** The association's accounts, each IBAN with a copy button (and a toast saying it was copied). */
export function BankAccounts({ accounts }: { accounts: BankAccount[] }) {
  const { t } = useTranslation('giving');
  const { locale } = useLocalePath();
  const copy = async (iban: string) => {
    try {
      await navigator.clipboard.writeText(iban);
      notify('success', t('ways.copied'));
    } catch {
      notify('error', t('ways.copyFailed'));
    }
  };
  return (
    <ul className="bank-accounts" data-testid="bank-accounts">
      {accounts.map((account) => (
        <li key={account.id} className="bank-account">
          <h3 className="bank-account__bank">{pick(account.bank, locale)}</h3>
          <p className="bank-account__purpose">{pick(account.purpose, locale)}</p>
          <p className="bank-account__name">{pick(account.accountName, locale)}</p>
          <p className="bank-account__iban">
            <span className="visually-hidden">{t('ways.iban')} </span>
            <code dir="ltr">{account.iban}</code>
            <button type="button" className="button button--small" onClick={() => copy(account.iban)} aria-label={t('ways.copyIban', { bank: pick(account.bank, locale) })}>
              {t('ways.copy')}
            </button>
          </p>
        </li>
      ))}
    </ul>
  );
}
