import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountPicker } from '../../../components/amount-picker';
import { AppLink } from '../../../components/app-link';
import { Form, Select, SubmitButton, TextArea, TextInput, useForm } from '../../../components/form';
import { useLocalePath } from '../../../components/use-locale-path';
import type { CatalogItem, GiftOccasion, GivingSettings } from '../../../domain/giving/catalog';
import { GIFT_MESSAGE_MAX } from '../../../domain/giving/order-schema';
import { pick } from '../../../domain/content-media';
import { basket } from '../../../lib/basket-store';
import { formatMoney } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { isolate } from '../../../lib/isolate';
import { giftFormSchema, type GiftForm } from './gift-form-schema';

interface Props {
  occasions: GiftOccasion[];
  /** What the gift supports: causes to choose from, or one item (/gifts/item/:id). */
  causes: CatalogItem[];
  initialOccasion: number;
  settings: GivingSettings;
}

function newVariant(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID().slice(0, 8)
    : Math.random().toString(36).slice(2, 10);
}

/** Compose a gift: occasion, card, who gives, who receives, a message, an amount → one basket line. */
export function GiftComposer({ occasions, causes, initialOccasion, settings }: Props) {
  const { t } = useTranslation('giving');
  const { locale, toRoute } = useLocalePath();
  const [occasionId, setOccasionId] = useState(initialOccasion);
  const occasion = occasions.find((entry) => entry.id === occasionId) ?? occasions[0];
  const [amount, setAmount] = useState<number | null>(settings.presets[0] ?? null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [added, setAdded] = useState(false);

  const form = useForm({
    schema: giftFormSchema,
    async submit({ values }: { values: GiftForm }) {
      if (!amount) {
        setAmountError(t('amount.required'));
        return {
          ok: false as const,
          status: 400,
          code: 'validation_failed',
          message: t('amount.required'),
          fields: {},
        };
      }
      setAmountError(null);
      const cause = causes.find((item) => item.id === values.causeId) ?? causes[0];
      const { causeId: _causeId, ...gift } = values;
      basket.add({
        kind: 'gift',
        ref: String(cause.id),
        variant: newVariant(),
        title: cause.title,
        unitAmount: amount,
        gift: { ...gift, message: gift.message ?? undefined },
      });
      notify('success', t('gift.added', { name: isolate(values.recipientName), amount: formatMoney(amount, locale) }));
      return { ok: true as const, status: 200, data: null };
    },
    onSuccess(_data: null, element) {
      element.reset();
      setAdded(true);
    },
  });

  return (
    <Form form={form} label={t('gift.formLabel')} idPrefix="gift" honeypot={false} className="gift-form">
      <Select
        name="occasionId"
        label={t('gift.occasion')}
        required
        value={String(occasion.id)}
        onChange={(event) => setOccasionId(Number(event.target.value))}
        options={occasions.map((entry) => ({ value: String(entry.id), label: pick(entry.title, locale) }))}
      />
      <fieldset className="field gift-form__cards">
        <legend className="field__label">{t('gift.card')}</legend>
        <div className="gift-cards">
          {occasion.cards.map((card, index) => (
            <div className="gift-card-choice" key={card.id}>
              <input
                type="radio"
                id={`gift-card-${card.id}`}
                name="cardId"
                value={card.id}
                defaultChecked={index === 0}
              />
              <label htmlFor={`gift-card-${card.id}`} style={{ background: card.background, color: card.foreground }}>
                <img src={card.image} alt="" width={120} height={68} />
                <span>{pick(card.title, locale)}</span>
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      {causes.length > 1 ? (
        <Select
          name="causeId"
          label={t('gift.cause')}
          required
          options={causes.map((item) => ({ value: String(item.id), label: pick(item.title, locale) }))}
        />
      ) : (
        <input type="hidden" name="causeId" value={causes[0]?.id ?? ''} />
      )}
      <TextInput name="senderName" label={t('gift.sender')} required autoComplete="name" />
      <TextInput name="recipientName" label={t('gift.recipient')} required />
      <TextInput
        name="recipientMobile"
        label={t('gift.recipientMobile')}
        hint={t('checkout.mobileHint')}
        required
        type="tel"
        inputMode="tel"
        dir="ltr"
      />
      <TextArea name="message" label={t('gift.message')} maxLength={GIFT_MESSAGE_MAX} rows={3} />
      <div className="field field--choice">
        <div className="choice">
          <input type="checkbox" id="gift-showAmount" name="showAmount" value="true" defaultChecked />
          <label htmlFor="gift-showAmount">{t('gift.showAmount')}</label>
        </div>
      </div>
      <AmountPicker
        label={t('amount.label')}
        presets={settings.presets}
        value={amount}
        onChange={setAmount}
        locale={locale}
        min={settings.minAmount}
        max={settings.maxAmount}
        idPrefix="gift-amount"
        error={amountError}
      />
      <SubmitButton>{t('gift.add')}</SubmitButton>
      {added && (
        <p className="gift-form__added" role="status">
          {t('gift.addedLead')} <AppLink to={toRoute('cart')}>{t('catalog.toBasket')}</AppLink>
        </p>
      )}
    </Form>
  );
}
