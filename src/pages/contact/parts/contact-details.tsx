import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { telLink } from '../../../components/map/map-settings';
import { useLocalePath } from '../../../components/use-locale-path';
import { formatPhone } from '../../../lib/phone';
import type { AssociationProfile } from '../../../domain/content-core';

/** Phone, WhatsApp, email, address and hours of the head office. */
export function ContactDetails({ contact }: { contact: AssociationProfile['contact'] }) {
  const { t } = useTranslation('apply');
  const { locale } = useLocalePath();
  const whatsappDigits = contact.whatsapp.replace(/\D/g, '');
  return (
    <section className="contact-details" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">{t('contact.detailsTitle')}</h2>
      <dl className="contact-details__list">
        <div>
          <dt>
            <Icon name="phone" /> {t('contact.phone')}
          </dt>
          <dd>
            <a href={telLink(contact.phone)} dir="ltr">
              {formatPhone(contact.phone, locale)}
            </a>
          </dd>
        </div>
        {whatsappDigits && (
          <div>
            <dt>{t('contact.whatsapp')}</dt>
            <dd>
              <a href={`https://wa.me/${whatsappDigits}`} dir="ltr" target="_blank" rel="noopener noreferrer">
                {formatPhone(contact.whatsapp, locale)}
              </a>
            </dd>
          </div>
        )}
        <div>
          <dt>
            <Icon name="mail" /> {t('contact.email')}
          </dt>
          <dd>
            <a href={`mailto:${contact.email}`} dir="ltr">
              {contact.email}
            </a>
          </dd>
        </div>
        <div>
          <dt>{t('contact.address')}</dt>
          <dd>{contact.address[locale]}</dd>
        </div>
        <div>
          <dt>{t('contact.workingHours')}</dt>
          <dd>{contact.workingHours[locale]}</dd>
        </div>
      </dl>
    </section>
  );
}
