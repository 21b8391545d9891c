import type { Request, RequestHandler, Response } from 'express';
import { HOUR_MS } from '#src/lib/durations';
import { createLimiter, rateLimit, spend, type Limiter } from '../security/rate-limit';
import { LIMIT_WINDOW_MS, sendError, type ApiDependencies } from './kit';
import { smsRequestLimit } from './sms-request-limit';

/**
 * The limits on one-time codes by SMS (docs/behaviour.md#B-RECEIPT-3, #B-DONOR-1), one set for
 * every door that sends them (the yearly statement, the donor's space): asking for codes per
 * address and per number, and trying codes per address. Shared per set of dependencies, so one
 * address or number spends one budget whichever door it uses, not each door's in turn. The daily
 * cap per number is the outbox's (kind `statement-code`), and each code's own tries are the
 * statement kit's (server/services/receipts/statements.ts).
 */
const REQUESTS_PER_ADDRESS = 10;
const REQUESTS_PER_NUMBER_PER_HOUR = 3;
const TRIES_PER_ADDRESS = 20;

export interface MobileCodeLimits {
  /** Before a code is sent: per address, then the site's shared SMS budget per address. */
  asking: RequestHandler[];
  /** Before a code is checked: per address. */
  trying: RequestHandler;
  perNumber: Limiter;
}

const shared = new WeakMap<ApiDependencies, MobileCodeLimits>();

export function mobileCodeLimits(deps: ApiDependencies): MobileCodeLimits {
  let limits = shared.get(deps);
  if (!limits) {
    limits = {
      asking: [
        rateLimit(deps.limits, {
          name: 'statement-requests',
          limit: REQUESTS_PER_ADDRESS,
          windowMs: LIMIT_WINDOW_MS,
          whenStoreFails: 'open',
        }),
        smsRequestLimit(deps),
      ],
      trying: rateLimit(deps.limits, {
        name: 'statement-tries',
        limit: TRIES_PER_ADDRESS,
        windowMs: LIMIT_WINDOW_MS,
        whenStoreFails: 'open',
      }),
      perNumber: createLimiter(deps.limits, {
        name: 'statement-number',
        limit: REQUESTS_PER_NUMBER_PER_HOUR,
        windowMs: HOUR_MS,
        whenStoreFails: 'open',
      }),
    };
    shared.set(deps, limits);
  }
  return limits;
}

/** Spends the number's hourly budget; over it, answers 429 with Retry-After and returns false. */
export async function numberMayAsk(
  limits: MobileCodeLimits,
  mobile: string,
  req: Request,
  res: Response,
  messageKey: string,
): Promise<boolean> {
  const spent = await spend(limits.perNumber, mobile);
  if (spent.kind === 'allowed') return true;
  res.set('Retry-After', String(spent.retryAfter));
  sendError(req, res, 429, 'rate_limited', messageKey);
  return false;
}
