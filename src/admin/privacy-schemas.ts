import { z } from 'zod';
import { msg } from '../domain/validation';
import { normaliseSaudiMobile } from '../domain/applications/mobile';
import { normaliseSaudiId } from '../domain/applications/national-id';

/** How staff name the person whose data is to be erased. */
export const ERASURE_KEYS = ['mobile', 'nationalId'] as const;
export type ErasureKey = (typeof ERASURE_KEYS)[number];

/**
 * The person an erasure is about, as the back office form and the API both read it: a Saudi mobile
 * in any usual spelling, or a national ID / iqama with a valid check digit. Output: the key the
 * server looks the data up by (`{ mobile: '05xxxxxxxx' }` or `{ nationalId: '1xxxxxxxxx' }`).
 */
const personFields = z.object({
  by: z.enum(ERASURE_KEYS, { message: msg('invalid') }),
  value: z
    .string({ error: msg('required') })
    .trim()
    .min(1, msg('required'))
    .max(30, msg('tooLong', { max: 30 })),
});

function toPersonKey(
  input: z.infer<typeof personFields>,
  ctx: z.RefinementCtx,
): { mobile: string } | { nationalId: string } {
  if (input.by === 'mobile') {
    const mobile = normaliseSaudiMobile(input.value);
    if (mobile) return { mobile };
    ctx.addIssue({ code: 'custom', path: ['value'], message: msg('mobile') });
    return z.NEVER;
  }
  const nationalId = normaliseSaudiId(input.value);
  if (nationalId) return { nationalId };
  ctx.addIssue({ code: 'custom', path: ['value'], message: msg('nationalIdChecksum') });
  return z.NEVER;
}

/** POST /erasure/preview: what would be erased. */
export const erasurePreviewSchema = personFields.transform(toPersonKey);

/** POST /erasure: the erasure itself, only with the staff member's explicit confirmation. */
export const erasureSchema = personFields
  .extend({ confirm: z.literal(true, { message: msg('required') }) })
  .transform(toPersonKey);
