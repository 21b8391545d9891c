import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { ProviderError } from './provider';
import { TEST_CARDS } from './sandbox';

/**
 * Charging a saved card: the gateway keeps the card, this site keeps its token (plus brand, last
 * four and expiry, to show the donor and to warn before it expires). Every charge carries the
 * payment's id as the gateway's idempotency key (Moyasar's `given_id`), so asking again after a
 * crash returns the first answer instead of charging twice.
 */
export interface TokenDetails {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** soft: worth retrying later (funds, a temporary refusal); hard: not without a new card. */
export type ChargeResult = { status: 'paid' } | { status: 'failed'; reason: string; soft: boolean };

export interface TokenCharge {
  paymentId: string;
  token: string;
  amount: number;
  description: string;
  /** The charge's moment (the scheduler's clock): a card that expired before it is refused. */
  at: Date;
}

export interface TokenGateway {
  name: 'sandbox' | 'moyasar';
  /** What a token stands for; null when the gateway does not know it. */
  describe(token: string): Promise<TokenDetails | null>;
  /** Throws ProviderError when the answer is unknown (network, 5xx): ask again with the same id. */
  charge(charge: TokenCharge): Promise<ChargeResult>;
}

/** Reasons a retry may fix (docs/decisions/023-periodic-scheduler.md). */
export const SOFT_DECLINES = new Set(['insufficient_funds', 'temporary']);

export const SANDBOX_TOKEN_CARDS: Record<string, { behaviour: string; brand: string }> = {
  [TEST_CARDS.success]: { behaviour: 'approve', brand: 'visa' },
  [TEST_CARDS.declined]: { behaviour: 'decline', brand: 'visa' },
  [TEST_CARDS.insufficientFunds]: { behaviour: 'insufficient_funds', brand: 'visa' },
};

export type SandboxCardInput = { card: string; expiry: string };

/** MM/YY → month and four-digit year, or null. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(
    expiry.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)),
  );
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** The first instant after a card's expiry month. */
export function expiryEnd(month: number, year: number): Date {
  return new Date(Date.UTC(year, month, 1));
}

/**
 * The sandbox gateway: tokenizes the test cards (on its own hosted page, served by this server),
 * and charges tokens by what their card does. A card whose expiry has passed at the charge's moment
 * is refused `expired_card`. Its tables stand for the gateway's own storage.
 */
export function sandboxTokenGateway(db: Kysely<Database>): TokenGateway & {
  tokenize(input: SandboxCardInput, now?: Date): Promise<TokenDetails | 'invalid_card' | 'invalid_expiry'>;
} {
  return {
    name: 'sandbox',
    async tokenize(input, now = new Date()) {
      const digits = input.card.replace(/[\s-]/g, '');
      const card = SANDBOX_TOKEN_CARDS[digits];
      if (!card) return 'invalid_card';
      const expiry = parseExpiry(input.expiry);
      if (!expiry || expiryEnd(expiry.month, expiry.year) <= now || expiry.year > now.getUTCFullYear() + 20)
        return 'invalid_expiry';
      const token = `tok_sandbox_${randomBytes(16).toString('base64url')}`;
      await db
        .insertInto('sandbox_card_tokens')
        .values({
          token,
          brand: card.brand,
          last4: digits.slice(-4),
          exp_month: expiry.month,
          exp_year: expiry.year,
          behaviour: card.behaviour,
          created_at: now.toISOString(),
        })
        .execute();
      return { token, brand: card.brand, last4: digits.slice(-4), expMonth: expiry.month, expYear: expiry.year };
    },
    async describe(token) {
      const row = await db.selectFrom('sandbox_card_tokens').selectAll().where('token', '=', token).executeTakeFirst();
      return row
        ? { token: row.token, brand: row.brand, last4: row.last4, expMonth: row.exp_month, expYear: row.exp_year }
        : null;
    },
    async charge(charge) {
      const earlier = await db
        .selectFrom('sandbox_token_charges')
        .selectAll()
        .where('payment_id', '=', charge.paymentId)
        .executeTakeFirst();
      if (earlier) return answer(earlier.status, earlier.reason);
      const row = await db
        .selectFrom('sandbox_card_tokens')
        .selectAll()
        .where('token', '=', charge.token)
        .executeTakeFirst();
      let status = 'paid';
      let reason: string | null = null;
      if (!row) [status, reason] = ['failed', 'invalid_token'];
      else if (expiryEnd(row.exp_month, row.exp_year) <= charge.at) [status, reason] = ['failed', 'expired_card'];
      else if (row.behaviour === 'decline') [status, reason] = ['failed', 'declined'];
      else if (row.behaviour === 'insufficient_funds') [status, reason] = ['failed', 'insufficient_funds'];
      try {
        await db
          .insertInto('sandbox_token_charges')
          .values({
            payment_id: charge.paymentId,
            token: charge.token,
            amount: charge.amount,
            status,
            reason,
            created_at: charge.at.toISOString(),
          })
          .execute();
      } catch (error) {
        // The same payment id at once from elsewhere: the gateway answers what it recorded first.
        if (!isUniqueViolation(error))
          throw new ProviderError(`sandbox gateway: ${error instanceof Error ? error.message : String(error)}`);
        const first = await db
          .selectFrom('sandbox_token_charges')
          .selectAll()
          .where('payment_id', '=', charge.paymentId)
          .executeTakeFirstOrThrow();
        return answer(first.status, first.reason);
      }
      return answer(status, reason);
    },
  };
}

function answer(status: string, reason: string | null): ChargeResult {
  if (status === 'paid') return { status: 'paid' };
  const why = reason ?? 'declined';
  return { status: 'failed', reason: why, soft: SOFT_DECLINES.has(why) };
}
