import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Locale } from '#src/lib/locale';
import type { InKindRequest } from '#src/domain/giving/in-kind-schema';
import { newReference } from '#src/domain/applications/reference';
import ar from '../../../locales/ar/giving.json';
import { enqueue, type OutgoingMessage } from '../outbox/outbox';
import { staffNotification } from '../applications/notifications';

/**
 * An in-kind offer (/contribute/samples): stored and its staff email queued in ONE transaction
 * (so an acknowledged offer always reaches someone), then acknowledged with a reference. Staff
 * also get every offer from `npm run export -- in-kind`.
 */
export interface InKindContext {
  staffEmail: string;
  /** The outbox; tests may watch it. */
  enqueue?: (trx: Kysely<Database>, message: OutgoingMessage) => Promise<void>;
}

const labels = ar.samples as { itemTypes: Record<string, string>; conditions: Record<string, string> };

export function inKindStaffEmail(
  staffEmail: string,
  reference: string,
  request: InKindRequest,
  locale: Locale,
  receivedAt: string,
): OutgoingMessage {
  // Staff read Arabic (the staff locale); the options are named as the Arabic form names them.
  return staffNotification(
    staffEmail,
    'inKind',
    reference,
    [
      ['itemType', labels.itemTypes[request.itemType] ?? request.itemType],
      ['description', request.description],
      ['quantity', request.quantity],
      ['condition', labels.conditions[request.condition] ?? request.condition],
      ['city', request.city],
      ['name', request.name],
      ['mobile', request.mobile],
    ],
    { locale, receivedAt },
  );
}

export async function createInKindRequest(
  db: Kysely<Database>,
  request: InKindRequest,
  locale: Locale,
  context: InKindContext,
  now = new Date(),
): Promise<string> {
  const reference = newReference('inKind');
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
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
        created_at: at,
      })
      .execute();
    const message = inKindStaffEmail(context.staffEmail, reference, request, locale, at);
    await (context.enqueue ?? enqueue)(trx, message);
  });
  return reference;
}
