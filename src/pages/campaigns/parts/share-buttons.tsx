import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CampaignView } from '../../../domain/campaigns';
import { pick } from '../../../domain/content-media';
import { localizePath, type Locale } from '../../../lib/locale';
import { isolate } from '../../../lib/isolate';
import { notify } from '../../../lib/toast';

/**
 * Share a campaign: WhatsApp and X through their public share addresses (plain links: no script
 * of theirs on this page), and "copy link". The address is the page's own in the visitor's
 * language; its Open Graph image follows the language.
 */
export function ShareButtons({ campaign, locale }: { campaign: CampaignView; locale: Locale }) {
  const { t } = useTranslation('campaigns');
  const path = localizePath(`/campaigns/${campaign.slug}`, locale);
  // The absolute address is known in the browser only; the server renders the path.
  const [url, setUrl] = useState(path);
  useEffect(() => setUrl(new URL(path, window.location.origin).toString()), [path]);
  const text = t('page.shareText', { name: isolate(campaign.displayName), cause: pick(campaign.cause.title, locale) });
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
  const x = `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`;
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
      <a className="button button--small" href={whatsapp} target="_blank" rel="noopener noreferrer" data-testid="share-whatsapp">
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
