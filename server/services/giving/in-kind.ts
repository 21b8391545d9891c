import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Locale } from '../../../src/lib/locale';
import type { InKindRequest } from '../../../src/domain/giving/in-kind-schema';
import { giftCode } from './ids';

/** An in-kind offer (/contribute/samples): stored, committed, then acknowledged with a reference. */
export async function createInKindRequest(db: Kysely<Database>, request: InKindRequest, locale: Locale, now = new Date()): Promise<string> {
  const reference = `INK-${now.getUTCFullYear()}-${giftCode().slice(0, 8)}`;
  await db
    .insertInto('in_kind_requests')
    .values({
      reference,
      item_type: request.itemType,
      description: request.description ?? null,
      quantity: request.quantity,
      condition: request.condition,
      city: request.city,
      name: request.name,
      mobile: request.mobile,
      locale,
      created_at: now.toISOString(),
    })
    .execute();
  return reference;
}

/** What a bot that filled the honeypot is told: a plausible reference, nothing stored. */
export function decoyReference(now = new Date()): string {
  return `INK-${now.getUTCFullYear()}-${giftCode().slice(0, 8)}`;
}
