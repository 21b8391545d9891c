import type { CampaignCause } from '../../../domain/campaigns';
import { localizePath, type Locale } from '../../../lib/locale';

/** Where a campaign's cause has its own page. */
export function causeHref(cause: Pick<CampaignCause, 'kind' | 'ref'>, locale: Locale): string {
  const path =
    cause.kind === 'program'
      ? `/programs-and-projects/${cause.ref}`
      : cause.kind === 'family'
        ? `/contribute/families/${cause.ref}`
        : cause.kind === 'bill'
          ? '/contribute/bills'
          : '/contribute/waqf';
  return localizePath(path, locale);
}
