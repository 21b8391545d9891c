import express, { Router, type Request, type Response } from 'express';
import { isLocale, type Locale } from '#src/lib/locale';
import { RANDOM_ID } from '#src/domain/ids';
import type { WalletMethod } from '#src/domain/giving/kinds';
import {
  MAX_OTP_TRIES,
  applePayTokenSchema,
  applePayValidationSchema,
  otpSchema,
} from '#src/domain/giving/wallet-schemas';
import { fieldErrors, translateFieldErrors } from '#src/domain/validation';
import { cspNonce, PERMISSIONS_POLICY } from '../security/headers';
import { rateLimit } from '../security/rate-limit';
import { ProviderError } from '../payments/provider';
import { applePayPage, stcPayPage } from '../payments/wallet-pages';
import type { DecidedPayment } from '../payments/sandbox-page';
import { maskMobile } from '../services/giving/receipt';
import { verifyPayment } from '../services/giving/settle';
import { ServiceError } from '../services/service-error';
import { notifyContext } from './giving-context';
import {
  LIMIT_WINDOW_MS as WINDOW_MS,
  parseOr400,
  requestLocale,
  requestT,
  sendError,
  sendNotFound,
  type ApiDependencies,
} from './kit';

/**
 * The wallet steps (decision 072), for either gateway: STC Pay's one-time code and Apple Pay.
 * Every path ends in verifyPayment, which asks the gateway itself; the sandbox records the test
 * outcome on the payment first, exactly as its card page does. A payment takes at most
 * MAX_OTP_TRIES codes and one Apple Pay token, counted atomically on its row.
 */
export function walletPaymentsRouter(deps: ApiDependencies): Router {
  const { database, config, providers } = deps;
  const db = database.db;
  const router = Router();
  const attempts = rateLimit(deps.limits, {
    name: 'wallet-attempts',
    limit: config.GIVING_RATE_LIMIT,
    windowMs: WINDOW_MS,
    whenStoreFails: 'open',
  });
  const form = express.urlencoded({ extended: false, limit: '10kb' });

  async function walletPayment(paymentId: string, method: WalletMethod) {
    if (!RANDOM_ID.test(paymentId) || !config.PAYMENT_WALLETS.includes(method)) return undefined;
    return (
      db
        .selectFrom('payments')
        .innerJoin('orders', 'orders.id', 'payments.order_id')
        .select([
          'payments.id as id',
          'payments.status as status',
          'payments.provider as provider',
          'payments.amount as amount',
          'payments.provider_ref as providerRef',
          'payments.sandbox_outcome as outcome',
          'payments.wallet_attempts as tries',
          'orders.id as orderId',
          'orders.number as number',
          'orders.locale as orderLocale',
          'orders.donor_mobile as mobile',
        ])
        .where('payments.id', '=', paymentId)
        .where('orders.method', '=', method)
        // A wallet is paid through the card gateway in use: a row left from another gateway has no step here.
        .where('payments.provider', '=', providers.card.name)
        .executeTakeFirst()
    );
  }
  type WalletPayment = NonNullable<Awaited<ReturnType<typeof walletPayment>>>;

  const pageLocale = (req: Request): Locale => {
    const lang = typeof req.query.lang === 'string' ? req.query.lang : undefined;
    return isLocale(lang) ? lang : requestLocale(req);
  };
  const returnUrl = (locale: Locale, paymentId: string) => `/${locale}/donate/paid?payment=${paymentId}`;
  const isOpen = (payment: WalletPayment) => payment.status === 'initiated' && !payment.outcome;
  const decided = (req: Request, payment: WalletPayment): DecidedPayment | undefined => {
    if (isOpen(payment)) return undefined;
    const outcome =
      payment.status === 'paid' || payment.outcome === 'paid'
        ? 'paid'
        : payment.outcome === 'cancelled'
          ? 'cancelled'
          : 'failed';
    return { href: returnUrl(pageLocale(req), payment.id), outcome };
  };
  const reload = async (payment: WalletPayment, method: WalletMethod) =>
    (await walletPayment(payment.id, method)) ?? payment;

  function pageBase(req: Request, res: Response, payment: WalletPayment, error?: string) {
    return {
      locale: pageLocale(req),
      t: requestT(req),
      paymentId: payment.id,
      orderNumber: Number(payment.number),
      amount: Number(payment.amount),
      nonce: cspNonce(res),
      test: payment.provider === 'sandbox',
      error,
      done: decided(req, payment),
    };
  }
  const sendPage = (res: Response, status: number, html: string) =>
    void res.status(status).type('html').set('X-Robots-Tag', 'noindex').set('Cache-Control', 'no-store').send(html);

  /** The sandbox's outcome, recorded once (a second submit cannot change a decided payment). */
  async function recordTestOutcome(paymentId: string, outcome: 'paid' | 'failed' | 'cancelled') {
    await db
      .updateTable('payments')
      .set({ sandbox_outcome: outcome, updated_at: new Date().toISOString() })
      .where('id', '=', paymentId)
      .where('sandbox_outcome', 'is', null)
      .execute();
  }

  /** Ends a payment that may not be tried again (too many wrong codes). */
  async function stop(payment: WalletPayment, reason: string) {
    await db
      .updateTable('payments')
      .set({ status: 'failed', failure_reason: reason, updated_at: new Date().toISOString() })
      .where('id', '=', payment.id)
      .where('status', '=', 'initiated')
      .execute();
    if (payment.provider === 'sandbox') await recordTestOutcome(payment.id, 'failed');
  }

  /** One more try on the payment, if it has one left: false when its tries are spent. */
  async function spendTry(paymentId: string, max: number): Promise<boolean> {
    const spent = await db
      .updateTable('payments')
      .set((eb) => ({ wallet_attempts: eb('wallet_attempts', '+', 1), updated_at: new Date().toISOString() }))
      .where('id', '=', paymentId)
      .where('status', '=', 'initiated')
      .where('wallet_attempts', '<', max)
      .executeTakeFirst();
    return Number(spent.numUpdatedRows) === 1;
  }

  const providerDown = (error: unknown) => {
    if (!(error instanceof ProviderError)) throw error;
    throw new ServiceError(502, 'provider_unavailable', 'giving:errors.providerUnavailable', undefined, {
      reason: error.message,
    });
  };

  // --- STC Pay: the one-time code ----------------------------------------------------------------
  function renderStcPay(req: Request, res: Response, payment: WalletPayment, status: number, error?: string) {
    sendPage(
      res,
      status,
      stcPayPage({ ...pageBase(req, res, payment, error), mobileMasked: maskMobile(payment.mobile) }),
    );
  }

  router.get('/payments/:paymentId/stcpay', async (req, res) => {
    const payment = await walletPayment(String(req.params.paymentId), 'stcpay');
    if (!payment) return sendNotFound(req, res, 'giving:errors.paymentNotFound');
    renderStcPay(req, res, payment, 200);
  });

  router.post('/payments/:paymentId/stcpay', form, attempts, async (req, res) => {
    const payment = await walletPayment(String(req.params.paymentId), 'stcpay');
    if (!payment) return sendNotFound(req, res, 'giving:errors.paymentNotFound');
    if (!isOpen(payment)) return renderStcPay(req, res, payment, 409);
    const t = requestT(req);
    const parsed = otpSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      const message = Object.values(translateFieldErrors(fieldErrors(parsed.error), t))[0];
      return renderStcPay(req, res, payment, 400, message);
    }
    if (!(await spendTry(payment.id, MAX_OTP_TRIES))) {
      await stop(payment, 'too_many_attempts');
      return renderStcPay(req, res, await reload(payment, 'stcpay'), 429, t('giving:wallet.tooManyOtp'));
    }
    const provider = providers.byName(payment.provider);
    if (!provider.confirmOtp) return sendNotFound(req, res, 'giving:errors.paymentNotFound');
    const outcome = await provider
      .confirmOtp({ providerRef: payment.providerRef }, parsed.data.otp)
      .catch(async (error: unknown) => {
        // The gateway did not answer: the code was never judged, so the donor keeps the try.
        if (error instanceof ProviderError)
          await db
            .updateTable('payments')
            .set((eb) => ({ wallet_attempts: eb('wallet_attempts', '-', 1) }))
            .where('id', '=', payment.id)
            .where('wallet_attempts', '>', 0)
            .execute();
        return providerDown(error);
      });
    if (outcome.status === 'wrong') {
      const left = MAX_OTP_TRIES - (Number(payment.tries) + 1);
      if (left > 0) return renderStcPay(req, res, payment, 400, t('giving:wallet.wrongOtp', { left }));
      await stop(payment, 'too_many_attempts');
      return renderStcPay(req, res, await reload(payment, 'stcpay'), 429, t('giving:wallet.tooManyOtp'));
    }
    if (payment.provider === 'sandbox') await recordTestOutcome(payment.id, outcome.status);
    await verifyPayment(db, providers, payment.id, notifyContext(req, deps));
    res.redirect(303, returnUrl(pageLocale(req), payment.id));
  });

  // --- Apple Pay ----------------------------------------------------------------------------------
  router.get('/payments/:paymentId/applepay', async (req, res) => {
    const payment = await walletPayment(String(req.params.paymentId), 'applepay');
    if (!payment) return sendNotFound(req, res, 'giving:errors.paymentNotFound');
    // Apple Pay JS needs the Payment feature, which the site turns off everywhere else.
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY.replace('payment=()', 'payment=(self)'));
    const base = pageBase(req, res, payment);
    const label = requestT(req)('giving:sandbox.order', { number: Number(payment.number) });
    sendPage(res, 200, applePayPage({ ...base, returnHref: returnUrl(base.locale, payment.id), label }));
  });

  router.post('/payments/:paymentId/applepay', form, attempts, async (req, res) => {
    const payment = await walletPayment(String(req.params.paymentId), 'applepay');
    if (!payment) return sendNotFound(req, res, 'giving:errors.paymentNotFound');
    // Test mode: the page's approve / decline / cancel buttons.
    if (payment.provider === 'sandbox') {
      const base = pageBase(req, res, payment);
      const returnHref = returnUrl(base.locale, payment.id);
      const label = '';
      if (!isOpen(payment)) return sendPage(res, 409, applePayPage({ ...base, returnHref, label }));
      const action = (req.body as Record<string, unknown> | undefined)?.action;
      const outcome =
        action === 'approve' ? 'paid' : action === 'decline' ? 'failed' : action === 'cancel' ? 'cancelled' : null;
      if (!outcome) {
        const error = requestT(req)('validation:applePayToken');
        return sendPage(res, 400, applePayPage({ ...base, error, returnHref, label }));
      }
      await recordTestOutcome(payment.id, outcome);
      await verifyPayment(db, providers, payment.id, notifyContext(req, deps));
      return res.redirect(303, returnHref);
    }
    const input = parseOr400(applePayTokenSchema, req.body, req, res);
    if (!input) return;
    if (!isOpen(payment) || !(await spendTry(payment.id, 1)))
      return sendError(req, res, 409, 'payment_used', 'giving:errors.walletUsed');
    const provider = providers.byName(payment.provider);
    if (!provider.payWithApplePay) return sendNotFound(req, res, 'giving:errors.paymentNotFound');
    const locale = isLocale(payment.orderLocale) ? payment.orderLocale : requestLocale(req);
    const charged = await provider
      .payWithApplePay(
        {
          paymentId: payment.id,
          orderId: payment.orderId,
          orderNumber: Number(payment.number),
          amount: Number(payment.amount),
          locale,
          description: `Donation ${payment.number}`,
          method: 'applepay',
          mobile: payment.mobile,
        },
        JSON.stringify(input.token),
      )
      .catch(providerDown);
    await db
      .updateTable('payments')
      .set({ provider_ref: charged.providerRef, updated_at: new Date().toISOString() })
      .where('id', '=', payment.id)
      .where('provider_ref', 'is', null)
      .execute();
    const verification = await verifyPayment(db, providers, payment.id, notifyContext(req, deps));
    res.json({ ...verification, redirectUrl: returnUrl(locale, payment.id) });
  });

  router.post('/payments/:paymentId/applepay/session', attempts, async (req, res) => {
    const payment = await walletPayment(String(req.params.paymentId), 'applepay');
    if (!payment || payment.provider === 'sandbox') return sendNotFound(req, res, 'giving:errors.paymentNotFound');
    const input = parseOr400(applePayValidationSchema, req.body, req, res);
    if (!input) return;
    if (!isOpen(payment)) return sendError(req, res, 409, 'payment_used', 'giving:errors.walletUsed');
    const provider = providers.byName(payment.provider);
    if (!provider.applePaySession) return sendNotFound(req, res, 'giving:errors.paymentNotFound');
    res.set('Cache-Control', 'no-store').json(await provider.applePaySession(input.validationUrl).catch(providerDown));
  });

  return router;
}
