import type { CampaignView } from '../../../domain/campaigns';
import { pick } from '../../../domain/content-media';
import { withoutDirectionControls } from '../../../domain/safe-text';
import { localizePath, type Locale } from '../../../lib/locale';
import { publicAddress } from '../../../lib/public-address';

export interface CampaignShareLinks {
  /** The page's address as visitors reach it (PUBLIC_URL), in the sharer's language. */
  url: string;
  /** The sentence handed to WhatsApp or X with the address. */
  text: string;
  whatsapp: string;
  x: string;
}

/**
 * What a campaign's share buttons hand to other apps. The address comes from PUBLIC_URL, never from
 * the address bar or the request's Host (a proxy's or a preview's host would be shared onwards),
 * and is the same on the server and in the browser. The text is plain: the isolates that keep the
 * organiser's name in place on the page would arrive in the other app as stray characters.
 */
export function campaignShareLinks(
  campaign: CampaignView,
  locale: Locale,
  publicUrl: string,
  t: (key: string, params: Record<string, string>) => string,
): CampaignShareLinks {
  const url = publicAddress(publicUrl, localizePath(`/campaigns/${campaign.slug}`, locale));
  const text = withoutDirectionControls(
    t('page.shareText', { name: campaign.displayName, cause: pick(campaign.cause.title, locale) }),
  );
  return {
    url,
    text,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
    x: `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`,
  };
}
