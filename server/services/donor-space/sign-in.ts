import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Locale } from '#src/lib/locale';
import type { DonorCodeStep } from '#src/domain/donor-space/api-types';
import { RANDOM_ID } from '#src/domain/ids';
import { maskMobile } from '../giving/receipt';
import { MAX_ATTEMPTS, requestStatementCode, verifyStatementCode, type CodeMessage } from '../receipts/statements';
import { ServiceError } from '../service-error';

/**
 * Signing in to the donor's space (docs/behaviour.md#B-DONOR-1) is the yearly statement's code kit
 * itself (server/services/receipts/statements.ts): the same request rows, six digits, validity,
 * tries and daily cap per number, with a text that says what the code opens. The request's id is
 * what the browser keeps (in a cookie), so the code step survives a reload.
 */
const SMS_KEYS = { subject: 'donor:signIn.smsSubject', body: 'donor:signIn.sms' };

export async function sendSignInCode(
  db: Kysely<Database>,
  mobile: string,
  locale: Locale,
  message: Pick<CodeMessage, 'translate'>,
  now = new Date(),
): Promise<{ requestId: string; step: DonorCodeStep }> {
  const created = await requestStatementCode(db, { mobile, locale }, { ...message, keys: SMS_KEYS }, now);
  return {
    requestId: created.requestId,
    step: { mobileMasked: created.mobileMasked, expiresAt: created.expiresAt, triesLeft: MAX_ATTEMPTS, open: true },
  };
}

/** Where a pending sign-in stands: the number (masked), tries left and whether a code may still be tried; null once used or unknown. */
export async function codeStep(
  db: Kysely<Database>,
  requestId: unknown,
  now = new Date(),
): Promise<DonorCodeStep | null> {
  if (typeof requestId !== 'string' || !RANDOM_ID.test(requestId)) return null;
  const row = await db
    .selectFrom('statement_requests')
    .select(['mobile', 'attempts', 'expires_at', 'verified_at'])
    .where('id', '=', requestId)
    .executeTakeFirst();
  if (!row || row.verified_at !== null) return null;
  const triesLeft = Math.max(0, MAX_ATTEMPTS - Number(row.attempts));
  return {
    mobileMasked: maskMobile(row.mobile),
    expiresAt: row.expires_at,
    triesLeft,
    open: triesLeft > 0 && row.expires_at > now.toISOString(),
  };
}

/**
 * Checks the code with the statement's own check (each try counted before the comparison). A wrong
 * code is refused with the tries that remain, so the page can say how many; used up or expired, 410.
 */
export async function checkSignInCode(
  db: Kysely<Database>,
  requestId: unknown,
  code: string,
  now = new Date(),
): Promise<{ mobile: string; locale: Locale }> {
  if (typeof requestId !== 'string' || !RANDOM_ID.test(requestId))
    throw new ServiceError(410, 'code_expired', 'donor:errors.codeExpired');
  try {
    await verifyStatementCode(db, requestId, code, now);
  } catch (error) {
    if (error instanceof ServiceError && error.code === 'code_wrong')
      throw new WrongCode((await codeStep(db, requestId, now))?.triesLeft ?? 0);
    if (error instanceof ServiceError && error.code === 'code_expired')
      throw new ServiceError(410, 'code_expired', 'donor:errors.codeExpired');
    throw error;
  }
  const row = await db
    .selectFrom('statement_requests')
    .select(['mobile', 'locale'])
    .where('id', '=', requestId)
    .executeTakeFirstOrThrow();
  return { mobile: row.mobile, locale: row.locale === 'en' ? 'en' : 'ar' };
}

/** A wrong code, with what is left: the router answers it 400 on the code field with the count. */
export class WrongCode extends Error {
  constructor(readonly triesLeft: number) {
    super('wrong code');
    this.name = 'WrongCode';
  }
}

/** The number a pending sign-in was for (used or not, expired or not): "send a new code" needs no retyping. */
export async function pendingMobile(db: Kysely<Database>, requestId: unknown): Promise<string | null> {
  if (typeof requestId !== 'string' || !RANDOM_ID.test(requestId)) return null;
  const row = await db.selectFrom('statement_requests').select('mobile').where('id', '=', requestId).executeTakeFirst();
  return row?.mobile ?? null;
}
