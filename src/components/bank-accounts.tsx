import { useTranslation } from 'react-i18next';
import type { BankAccount } from '../domain/content-core';
import { notify } from '../lib/toast';
import { Icon } from './icon';
import { useLocalePath } from './use-locale-path';
import { TranslatedText } from './translated-text';

/** IBANs read best in groups of four (as printed on Saudi bank cards and statements). */
export function groupIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The association's accounts, each IBAN grouped for reading with a copy button (the copy has no
 * spaces) and a toast that confirms it. The one list for the contact page, the ways to give, the
 * bank-transfer instructions and the receipt; `withHeading` adds the section title and lead.
 */
export function BankAccounts({
  accounts,
  withHeading = false,
}: {
  accounts: readonly BankAccount[];
  withHeading?: boolean;
}) {
  const { t } = useTranslation('apply');
  const { locale } = useLocalePath();
  const list = (
    <ul className="bank-accounts__list" data-testid="bank-accounts">
      {accounts.map((account) => (
        <li key={account.id} className="bank-account">
          <h3 className="bank-account__bank">
            <Icon name="bank" /> {account.bank[locale]}
          </h3>
          <p className="bank-account__purpose">{account.purpose[locale]}</p>
          <dl className="bank-account__facts">
            <div>
              <dt>{t('bank.accountName')}</dt>
              <dd>{account.accountName[locale]}</dd>
            </div>
            <div>
              <dt>{t('bank.iban')}</dt>
              <dd>
                <code className="bank-account__iban" dir="ltr">
                  {groupIban(account.iban)}
                </code>
                <small className="bank-account__note">{t('bank.latinDigits')}</small>
              </dd>
            </div>
          </dl>
          <button
            type="button"
            className="button button--ghost button--small"
            aria-label={t('bank.copyLabel', { bank: account.bank[locale] })}
            onClick={async () => {
              const copied = await copyText(account.iban.replace(/\s+/g, ''));
              notify(
                copied ? 'success' : 'error',
                <TranslatedText i18nKey={copied ? 'apply:bank.copied' : 'apply:bank.copyFailed'} />,
              );
            }}
          >
            {t('bank.copy')}
          </button>
        </li>
      ))}
    </ul>
  );
  if (!withHeading) return list;
  return (
    <section className="bank-accounts" id="bank-accounts" aria-labelledby="bank-accounts-title">
      <h2 id="bank-accounts-title">{t('bank.title')}</h2>
      <p>{t('bank.lead')}</p>
      {list}
    </section>
  );
}
