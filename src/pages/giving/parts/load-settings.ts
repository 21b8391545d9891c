import type { GivingSettings } from '../../../domain/giving/catalog';
import type { RouteContext } from '../../../pipeline/types';

export async function loadGivingSettings(ctx: RouteContext): Promise<GivingSettings> {
  return (await ctx.api.get<GivingSettings>('/giving/settings', { signal: ctx.signal })).data;
}
