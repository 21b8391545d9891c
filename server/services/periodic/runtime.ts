import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import { createServerI18n } from '../../locale/server-i18n';
import { enqueue } from '../outbox/outbox';
import { periodicGateway } from './gateway';
import { resolveLinkSecret } from './links';
import type { PeriodicContext } from './context';

type Shared = Omit<PeriodicContext, 'now'>;

const cache = new WeakMap<Kysely<Database>, Promise<Shared>>();

/**
 * The periodic services' context for a caller outside the donor API (the back office): the same
 * gateway, words (the plan's language, whatever the caller speaks), link secret and outbox as the
 * donor's manage link, built once per database; `now` is the caller's clock.
 */
export async function periodicContextFor(
  db: Kysely<Database>,
  config: AppConfig,
  now: () => Date,
): Promise<PeriodicContext> {
  let shared = cache.get(db);
  if (!shared) {
    shared = (async (): Promise<Shared> => {
      const [i18n, linkSecret] = await Promise.all([
        createServerI18n(),
        resolveLinkSecret(db, config.PERIODIC_LINK_SECRET),
      ]);
      return {
        db,
        gateway: periodicGateway(config, db),
        translate: i18n.t,
        publicUrl: config.PUBLIC_URL,
        linkSecret,
        linkDays: config.PERIODIC_LINK_DAYS,
        enqueue: (trx, message) => enqueue(trx, message),
      };
    })();
    // A failure (database briefly away) is not kept: the next call tries again.
    shared.catch(() => cache.delete(db));
    cache.set(db, shared);
  }
  return { ...(await shared), now };
}
