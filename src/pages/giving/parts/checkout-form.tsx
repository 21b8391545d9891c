import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, SubmitButton, TextInput, useForm } from '../../../components/form';
import { HONEYPOT_FIELD } from '../../../domain/applications/limits';
import type { OrderCreated } from '../../../domain/giving/api-types';
import type { GivingSettings } from '../../../domain/giving/catalog';
import type { OrderItemInput } from '../../../domain/giving/order-schema';
import type { PaymentMethod } from '../../../domain/giving/kinds';
import { basket } from '../../../lib/basket-store';
import { notify } from '../../../lib/toast';
import { flattenDonorErrors } from './donor-errors';
import { createAttemptKeys } from './idempotency';
import { postOrder } from './post-order';
import { BankInstructions } from './bank-instructions';
import { formatOrderNumber } from './order-number';
import { useLocalePath } from '../../../components/use-locale-path';
import { TranslatedText } from '../../../components/translated-text';
import { useApplePay } from '../../../lib/apple-pay';

const DONOR_FIELDS = new Set(['name', 'mobile', 'email', 'anonymous', 'method']);

/** The form's schema (and zod with it) loads after the page: the cart's first load leaves it out. */
const loadCheckoutSchema = () => import('./checkout-schema').then((module) => module.checkoutFormSchema);

interface Props {
  items: OrderItemInput[];
  /** The basket lines this order pays for (cleared once paid). */
  lineIds: string[];
  settings: GivingSettings;
  /** /donate/cart-test: every card payment goes to the sandbox gateway. */
  forceSandbox?: boolean;
  idPrefix?: string;
  /** Shows the bank-transfer instructions elsewhere (the basket empties, and this form with it). */
  onBankTransfer?(order: OrderCreated): void;
  /** Problems outside the form (the instant page's amount): nothing is posted while there are any. */
  precheck?(): Record<string, string>;
}

/** Donor details and the payment method, then one order (one Idempotency-Key per attempt). */
export function CheckoutForm({
  items,
  lineIds,
  settings,
  forceSandbox,
  idPrefix = 'checkout',
  onBankTransfer,
  precheck,
}: Props) {
  const { t } = useTranslation('giving');
  const { locale } = useLocalePath();
  const keys = useMemo(() => createAttemptKeys(), []);
  const [bank, setBank] = useState<OrderCreated | null>(null);
  // Apple Pay only where the browser can pay with it (the sandbox simulates it in any browser).
  const applePay = useApplePay(forceSandbox === true || settings.cardProvider === 'sandbox');
  const offered: PaymentMethod[] = forceSandbox
    ? ['sandbox', ...settings.methods.filter((method) => method === 'applepay' || method === 'stcpay'), 'bank-transfer']
    : settings.methods;
  const methods = offered.filter((method) => method !== 'applepay' || applePay);

  const form = useForm({
    schema: loadCheckoutSchema,
    precheck,
    async submit({ values, raw, api }) {
      const body = {
        donor: {
          name: values.name,
          mobile: values.mobile,
          ...(values.email ? { email: values.email } : {}),
          anonymous: values.anonymous,
        },
        items,
        method: values.method,
        ...(typeof raw[HONEYPOT_FIELD] === 'string' && raw[HONEYPOT_FIELD]
          ? { website: raw[HONEYPOT_FIELD] as string }
          : {}),
      };
      const result = await postOrder(api, body, keys.keyFor(body));
      if (result.ok) return result;
      if (result.code === 'idempotency_conflict') keys.reset();
      const fields = flattenDonorErrors(result.fields);
      const own = Object.fromEntries(Object.entries(fields).filter(([key]) => DONOR_FIELDS.has(key)));
      const others = Object.entries(fields)
        .filter(([key]) => !DONOR_FIELDS.has(key))
        .map(([, message]) => message);
      // Errors about basket lines (sold out, over what is due) have no field here: say them above the form.
      const message = others.length ? [result.message, ...others].filter(Boolean).join(' — ') : result.message;
      return { ...result, fields: others.length ? {} : own, message };
    },
    onSuccess(order: OrderCreated) {
      basket.markPending(order.orderId, lineIds);
      if (order.payment.redirectUrl) {
        notify('info', <TranslatedText i18nKey="giving:checkout.redirecting" />);
        window.location.assign(order.payment.redirectUrl);
        return;
      }
      // Bank transfer: the order is recorded; the lines leave the basket so they are not given twice.
      if (onBankTransfer) onBankTransfer(order);
      else setBank(order);
      basket.settle(order.orderId);
      notify('success', t('checkout.bankRecorded', { number: formatOrderNumber(order.number, locale) }));
    },
  });

  if (bank) return <BankInstructions order={bank} />;

  return (
    <Form form={form} label={t('checkout.formLabel')} idPrefix={idPrefix} className="checkout-form">
      <h2 className="checkout-form__title">{t('checkout.title')}</h2>
      <TextInput name="name" label={t('checkout.name')} required autoComplete="name" />
      <TextInput
        name="mobile"
        label={t('checkout.mobile')}
        hint={t('checkout.mobileHint')}
        required
        type="tel"
        inputMode="tel"
        dir="ltr"
        autoComplete="tel"
      />
      <TextInput name="email" label={t('checkout.email')} type="email" dir="ltr" autoComplete="email" />
      <div className="field field--choice">
        <div className="choice">
          <input type="checkbox" id={`${idPrefix}-anonymous`} name="anonymous" value="true" />
          <label htmlFor={`${idPrefix}-anonymous`}>{t('checkout.anonymous')}</label>
        </div>
      </div>
      <fieldset className="field checkout-form__methods">
        <legend className="field__label">{t('checkout.method')}</legend>
        {methods.map((method, index) => (
          <div className="choice" key={method}>
            <input
              type="radio"
              id={`${idPrefix}-method-${method}`}
              name="method"
              value={method}
              defaultChecked={index === 0}
              data-testid={`method-${method}`}
            />
            <label htmlFor={`${idPrefix}-method-${method}`}>
              {t(`checkout.methods.${method === 'card' && settings.cardProvider === 'sandbox' ? 'sandbox' : method}`)}
              {(method === 'card' || method === 'sandbox') && (
                <span className="pay-mark pay-mark--mada" data-testid="mada-mark">
                  {t('checkout.madaMark')}
                </span>
              )}
              {method === 'stcpay' && <span className="choice__hint">{t('checkout.stcpayHint')}</span>}
            </label>
          </div>
        ))}
      </fieldset>
      {forceSandbox && <p className="sample-note">{t('checkout.testNote')}</p>}
      <SubmitButton>{t('checkout.pay')}</SubmitButton>
    </Form>
  );
}
