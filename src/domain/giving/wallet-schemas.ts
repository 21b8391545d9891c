import { z } from 'zod';
import { msg } from '../validation';

/**
 * The wallet steps' inputs, shared by their forms and the API (decision 072): the STC Pay code, the
 * Apple Pay sheet's token and its merchant-validation address.
 */
export const MAX_OTP_TRIES = 3;

export const otpSchema = z.object({
  otp: z
    .string({ error: msg('otp') })
    .trim()
    .regex(/^\d{4,8}$/, msg('otp')),
});

/** ApplePayPayment.token as Apple's JS gives it; passed to the gateway as it came, never read here. */
export const applePayTokenSchema = z.strictObject({
  token: z.object(
    {
      paymentData: z.record(z.string(), z.unknown(), { error: msg('applePayToken') }),
      paymentMethod: z.record(z.string(), z.unknown(), { error: msg('applePayToken') }),
      transactionIdentifier: z
        .string({ error: msg('applePayToken') })
        .min(1)
        .max(200),
    },
    { error: msg('applePayToken') },
  ),
});

/** Apple's own merchant-validation hosts (apple-pay-gateway*.apple.com), HTTPS only. */
const APPLE_PAY_GATEWAY = /^apple-pay-gateway(?:-[a-z0-9-]+)?\.apple\.com$/;

export const applePayValidationSchema = z.strictObject({
  validationUrl: z
    .string({ error: msg('applePayValidationUrl') })
    .max(300, msg('applePayValidationUrl'))
    .refine((value) => {
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      return url.protocol === 'https:' && APPLE_PAY_GATEWAY.test(url.hostname) && !url.port && !url.username;
    }, msg('applePayValidationUrl')),
});
