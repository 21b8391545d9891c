import type { GiftOccasionList, GivingSettings } from '../../../domain/giving/catalog';
import type { RouteContext } from '../../../pipeline/types';
import { loadGivingSettings } from '../../giving/parts/load-settings';

export interface GiftsData {
  settings: GivingSettings;
  gifts: GiftOccasionList;
}

export async function loadGifts(ctx: RouteContext): Promise<GiftsData> {
  const [settings, gifts] = await Promise.all([
    loadGivingSettings(ctx),
    ctx.api.get<GiftOccasionList>('/giving/gift-occasions', { signal: ctx.signal }).then((response) => response.data),
  ]);
  return { settings, gifts };
}
