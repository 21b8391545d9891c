import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderCreated } from '../../../domain/giving/api-types';
import { formatMoney } from '../../../lib/format';
import { useLocalePath } from '../../../components/use-locale-path';
import { BankAccounts } from '../../../components/bank-accounts';
import { formatOrderNumber } from './order-number';
import { CopyableCode } from '../../../components/copyable-code';
import { TestMarker } from './test-marker';

/** After a bank-transfer order: its number, the amount and where to send it. */
export function BankInstructions({ order }: { order: OrderCreated }) {
  const { t } = useTranslation('giving');
  const { locale } = useLocalePath();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="bank-instructions" role="status" tabIndex={-1} ref={ref} data-testid="bank-instructions">
      <h2>{t('checkout.bankTitle')}</h2>
      {order.test && <TestMarker what="payment" />}
      <p>
        {t('checkout.bankOrder')} <strong data-testid="order-number">{formatOrderNumber(order.number, locale)}</strong>
      </p>
      <p>
        {t('checkout.bankAmount')} <strong>{formatMoney(order.total, locale)}</strong>
      </p>
      <p>{t('checkout.bankLead', { number: formatOrderNumber(order.number, locale) })}</p>
      <p>
        {t('checkout.transferNote')}{' '}
        <CopyableCode
          value={String(order.number)}
          copyLabel={t('checkout.copyNumber')}
          copiedText={t('checkout.numberCopied')}
          testId="transfer-number"
        />
      </p>
      <BankAccounts accounts={order.payment.bankAccounts ?? []} />
    </div>
  );
}
