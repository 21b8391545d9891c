import { useTranslation } from 'react-i18next';
import type { CampaignView } from '../../../domain/campaigns';
import type { Locale } from '../../../lib/locale';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { notify } from '../../../lib/toast';
import { campaignShareLinks } from './share-links';

/**
 * Share a campaign: WhatsApp and X through their public share addresses (plain links: no script
 * of theirs on this page), and "copy link". The address is the page's own in the visitor's
 * language, on the site's public address; its Open Graph image follows the language.
 */
export function ShareButtons({ campaign, locale }: { campaign: CampaignView; locale: Locale }) {
  const { t } = useTranslation('campaigns');
  const { publicUrl } = useRuntimeConfig();
  const { url, whatsapp, x } = campaignShareLinks(campaign, locale, publicUrl, (key, params) => t(key, params));
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify('success', t('page.copied'));
    } catch {
      window.prompt(t('page.copyLink'), url);
    }
  };
  return (
    <div className="share-buttons" role="group" aria-label={t('page.share')}>
      <a
        className="button button--small"
        href={whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="share-whatsapp"
      >
        {t('page.shareWhatsApp')}
      </a>
      <a className="button button--small" href={x} target="_blank" rel="noopener noreferrer" data-testid="share-x">
        {t('page.shareX')}
      </a>
      <button type="button" className="button button--small" onClick={copy} data-testid="share-copy">
        {t('page.copyLink')}
      </button>
    </div>
  );
}
