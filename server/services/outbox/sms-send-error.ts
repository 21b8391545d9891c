import { toE164 } from '#src/domain/applications/mobile';

/**
 * A provider's refusal or failure to take an SMS. `permanent`: asking again cannot help (a number
 * the provider rejects, a body it refuses), so the worker marks the message failed at once; any
 * other failure (the network, a 5xx, a 429, credentials the operator must fix) is retried with backoff.
 * The message never carries the credentials or the body: it lands in last_error and in the log.
 */
export class SmsSendError extends Error {
  override name = 'SmsSendError';
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/**
 * How an HTTP status from a provider is treated: 5xx and 429 are the provider's passing trouble;
 * 401 and 403 are the site's credentials, which the operator fixes while the message waits; any
 * other 4xx is about this message (its number, its body) and is final.
 */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 429 || status === 401 || status === 403 || status === 408;
}

/** A fetch that threw (refused connection, DNS, timeout): always worth another try. */
export function networkFailure(provider: string, error: unknown): SmsSendError {
  const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'could not be reached';
  return new SmsSendError(`${provider} ${reason}`, false);
}

/** The providers' form of a Saudi mobile: 9665XXXXXXXX (international, without + or 00). Not a Saudi mobile: permanent. */
export function providerMobile(recipient: string): string {
  try {
    return toE164(recipient).slice(1);
  } catch {
    throw new SmsSendError('recipient is not a Saudi mobile number', true);
  }
}

/** A short, safe excerpt of a provider's error text for last_error (no newlines, bounded). */
export function providerDetail(text: unknown): string {
  return typeof text === 'string' ? text.replace(/\s+/g, ' ').trim().slice(0, 200) : '';
}
