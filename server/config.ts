import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { RuntimeConfig } from '#src/lib/runtime-config';
import { DataKeyError, parseDataKeys } from './security/data-keys';
import { RETENTION_DEFAULTS, type RetentionPeriods } from '#src/domain/retention';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

const redirectStatus = z.coerce
  .number()
  .int()
  .refine((code) => [301, 302, 303, 307, 308].includes(code), 'must be one of 301, 302, 303, 307, 308');

/** Environment variables, validated at boot (README.md documents each). */
const schema = z
  .object({
    // Production unless said otherwise (the transform below); kept optional here so that only an
    // explicit production (what server/main.ts passes) is held to the payment rule.
    NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_URL: z.url().optional(),
    ROOT_REDIRECT: z
      .string()
      .regex(/^\/(?![\\/])[^\s]*$/, 'must be a path on this site, such as /ar/home')
      .optional(),
    ROOT_REDIRECT_STATUS: redirectStatus.default(302),
    DETECT_BROWSER_LANGUAGE: booleanFlag.default(true),
    API_BASE_URL: z
      .string()
      .refine(
        (value) => value.startsWith('/') || /^https?:\/\//.test(value),
        'must be a path such as /api/v1 or an http(s) URL',
      )
      .default('/api/v1'),
    ANALYTICS_ID: z
      .string()
      .regex(/^(G-[A-Z0-9]+)?$/, 'must be a GA4 measurement id such as G-XXXXXXX')
      .default(''),
    MAPS_API_KEY: z.string().default(''),
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value, ctx) => {
        if (['false', '0', 'off', 'no', ''].includes(value)) return false as const;
        if (['true', 'on', 'yes'].includes(value)) return true as const;
        if (/^\d+$/.test(value)) return Number(value);
        if (/^[\w.:/, -]+$/.test(value)) return value;
        ctx.addIssue({ code: 'custom', message: 'must be true, false, a hop count or a list of addresses' });
        return z.NEVER;
      }),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    // The operator's keys that national IDs and applicants' files are sealed under: "k2:BASE64,k1:BASE64",
    // the first current (server/security/data-keys.ts, decision 056). Production needs them.
    DATA_KEYS: z
      .string()
      .superRefine((value, ctx) => {
        try {
          parseDataKeys(value);
        } catch (error) {
          ctx.addIssue({
            code: 'custom',
            message:
              error instanceof DataKeyError
                ? error.message.replace(/^DATA_KEYS:? ?/, '')
                : 'is not a list of id:key pairs',
          });
        }
      })
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10000),
    HTML_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
    // How long past HTML_CACHE_SECONDS a page is still answered while one request renders its replacement.
    HTML_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(86400).default(600),
    // Worker processes behind `node server` (node:cluster); default: one per CPU in production, 1 otherwise.
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
    // Each worker's V8 old-space bound in MB (0: V8 sizes it by itself). A worker's live heap is under
    // 100 MB, but under a stream of fresh renders V8 grows the heap to 650-800 MB unless bounded.
    WORKER_HEAP_MB: z.coerce
      .number()
      .int()
      .refine((mb) => mb === 0 || (mb >= 128 && mb <= 16384), 'Use 0 (no bound) or 128-16384')
      .default(384),
    // Fresh page renders at once per worker, the queue behind them and how long a request may wait in it.
    RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
    RENDER_QUEUE: z.coerce.number().int().min(0).max(1000).default(8),
    RENDER_QUEUE_TIMEOUT_MS: z.coerce.number().int().min(1).max(60000).default(1500),
    // Fresh page renders (cache misses) allowed per IP address per minute, across all workers; 0: no limit.
    RENDER_RATE_LIMIT: z.coerce.number().int().min(0).optional(),
    // Submissions: staff notifications through the outbox, and per-IP form limits.
    STAFF_EMAIL: z.email().default('staff@example.org'),
    MAIL_FROM: z.string().min(3).default('Website <no-reply@example.org>'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    SMS_HTTP_URL: z.url().optional(),
    SMS_HTTP_TOKEN: z.string().optional(),
    // Which SMS provider sends (docs/decisions/067): Unifonic or Taqnyat with their settings, the
    // generic HTTP shape (SMS_HTTP_URL), or the log; unset: http when SMS_HTTP_URL is set, else log.
    SMS_PROVIDER: z.enum(['unifonic', 'taqnyat', 'http', 'log']).optional(),
    SMS_SENDER_ID: z.string().min(1).max(11, 'a sender name is at most 11 characters').optional(),
    UNIFONIC_APP_SID: z.string().min(8).optional(),
    UNIFONIC_API_URL: z.url().default('https://el.cloud.unifonic.com'),
    TAQNYAT_TOKEN: z.string().min(8).optional(),
    TAQNYAT_API_URL: z.url().default('https://api.taqnyat.sa'),
    // The shared secret in the delivery-report address given to the provider; unset: reports are not taken.
    SMS_DELIVERY_WEBHOOK_SECRET: z
      .string()
      .min(24, 'must be at least 24 characters (e.g. openssl rand -hex 24)')
      .optional(),
    // SMS the site sends per rolling hour; beyond it codes and receipts still go, the rest wait in the
    // outbox and admins are emailed (docs/decisions/053). Requests that send an SMS, per address per
    // hour across every such route; 0: no limit.
    SMS_HOURLY_BUDGET: z.coerce.number().int().min(1).max(1_000_000).default(300),
    SMS_RATE_LIMIT: z.coerce.number().int().min(0).optional(),
    FORM_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    // Giving: the card gateway behind `method: 'card'`, Moyasar's keys, per-IP limits.
    PAYMENT_PROVIDER: z.enum(['sandbox', 'moyasar']).default('sandbox'),
    MOYASAR_SECRET_KEY: z.string().optional(),
    MOYASAR_PUBLISHABLE_KEY: z.string().optional(),
    MOYASAR_API_URL: z.url().default('https://api.moyasar.com/v1'),
    MOYASAR_WEBHOOK_SECRET: z.string().optional(),
    GIVING_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
    // Wallets offered beside the card (decision 072): a comma list of applepay and stcpay; empty
    // offers none (STC Pay needs Moyasar to activate it, Apple Pay a verified domain).
    PAYMENT_WALLETS: z
      .string()
      .default('applepay,stcpay')
      .transform((value) =>
        value
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(['applepay', 'stcpay']))),
    // The name on the Apple Pay sheet, and the domain association file Apple gives for this domain
    // (served at /.well-known/apple-developer-merchantid-domain-association; unset: 404).
    APPLE_PAY_DISPLAY_NAME: z.string().max(64).default('Donation'),
    APPLE_PAY_DOMAIN_ASSOCIATION: z.string().max(20_000).optional(),
    // The sandbox gateway takes only test payments: a production site must opt in to run on it.
    ALLOW_TEST_PAYMENTS: booleanFlag.default(false),
    // How long an unpaid order holds the stock or remaining need it asks for.
    RESERVATION_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(30),
    // Periodic giving: the secret that signs donors' manage links (unset: one is made at random and
    // kept in the database), how long a link lasts, whether this site runs the scheduler, how often.
    PERIODIC_LINK_SECRET: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').optional(),
    PERIODIC_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(45),
    PERIODIC_SCHEDULER: booleanFlag.default(true),
    PERIODIC_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    // How long a charge in flight is held before another process may take it over (after a crash).
    PERIODIC_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
    // How long personal data is kept (server/services/retention/periods.ts, decision 055): months after
    // an aid case closes or a submission arrives, days for statement codes and message bodies. The
    // privacy notice states these values; the daily retention job erases what is due.
    RETENTION_AID_MONTHS: z.coerce.number().int().min(1).max(240).default(RETENTION_DEFAULTS.aidMonths),
    RETENTION_JOB_MONTHS: z.coerce.number().int().min(1).max(120).default(RETENTION_DEFAULTS.jobMonths),
    RETENTION_VOLUNTEER_MONTHS: z.coerce.number().int().min(1).max(120).default(RETENTION_DEFAULTS.volunteerMonths),
    RETENTION_CONTACT_MONTHS: z.coerce.number().int().min(1).max(120).default(RETENTION_DEFAULTS.contactMonths),
    RETENTION_STATEMENT_DAYS: z.coerce.number().int().min(1).max(365).default(RETENTION_DEFAULTS.statementDays),
    RETENTION_OUTBOX_DAYS: z.coerce.number().int().min(1).max(365).default(RETENTION_DEFAULTS.outboxDays),
  })
  .refine((env) => env.SMS_PROVIDER !== 'unifonic' || (env.UNIFONIC_APP_SID && env.SMS_SENDER_ID), {
    path: ['UNIFONIC_APP_SID'],
    message:
      'SMS_PROVIDER=unifonic needs UNIFONIC_APP_SID and SMS_SENDER_ID (the sender name registered with Unifonic)',
  })
  .refine((env) => env.SMS_PROVIDER !== 'taqnyat' || (env.TAQNYAT_TOKEN && env.SMS_SENDER_ID), {
    path: ['TAQNYAT_TOKEN'],
    message: 'SMS_PROVIDER=taqnyat needs TAQNYAT_TOKEN and SMS_SENDER_ID (the sender name registered with Taqnyat)',
  })
  .refine((env) => env.SMS_PROVIDER !== 'http' || env.SMS_HTTP_URL, {
    path: ['SMS_HTTP_URL'],
    message: 'SMS_PROVIDER=http needs SMS_HTTP_URL',
  })
  .refine((env) => env.PAYMENT_PROVIDER !== 'moyasar' || (env.MOYASAR_SECRET_KEY && env.MOYASAR_WEBHOOK_SECRET), {
    path: ['MOYASAR_SECRET_KEY'],
    message: 'PAYMENT_PROVIDER=moyasar needs MOYASAR_SECRET_KEY and MOYASAR_WEBHOOK_SECRET',
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.PAYMENT_PROVIDER !== 'sandbox' || env.ALLOW_TEST_PAYMENTS, {
    path: ['ALLOW_TEST_PAYMENTS'],
    message:
      'PAYMENT_PROVIDER=sandbox takes only test payments (no money moves). In production set PAYMENT_PROVIDER=moyasar, or ALLOW_TEST_PAYMENTS=true for a demonstration site',
  })
  .transform((env) => ({
    ...env,
    NODE_ENV: env.NODE_ENV ?? ('production' as const),
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    DATA_DIR: path.resolve(env.DATA_DIR),
    WEB_CONCURRENCY: env.WEB_CONCURRENCY ?? (env.NODE_ENV === 'production' ? availableParallelism() : 1),
    // Tests render many pages from one address: no limit there unless a test asks for one.
    RENDER_RATE_LIMIT: env.RENDER_RATE_LIMIT ?? (env.NODE_ENV === 'test' ? 0 : 120),
    // Likewise the SMS-sending requests (codes, aid requests, cards saved) from one address.
    SMS_RATE_LIMIT: env.SMS_RATE_LIMIT ?? (env.NODE_ENV === 'test' ? 0 : 10),
    SMS_PROVIDER: env.SMS_PROVIDER ?? (env.SMS_HTTP_URL ? ('http' as const) : ('log' as const)),
  }));

export type AppConfig = z.infer<typeof schema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** The public subset, serialized into every page as runtime config. */
export function publicRuntimeConfig(config: AppConfig): RuntimeConfig {
  return {
    publicUrl: config.PUBLIC_URL,
    apiBaseUrl: config.API_BASE_URL,
    analyticsId: config.ANALYTICS_ID,
    mapsApiKey: config.MAPS_API_KEY,
    detectBrowserLanguage: config.DETECT_BROWSER_LANGUAGE,
    retention: retentionPeriods(config),
  };
}

/** The retention periods this site runs with (the job erases by them, the privacy notice states them). */
export function retentionPeriods(config: AppConfig): RetentionPeriods {
  return {
    aidMonths: config.RETENTION_AID_MONTHS,
    jobMonths: config.RETENTION_JOB_MONTHS,
    volunteerMonths: config.RETENTION_VOLUNTEER_MONTHS,
    contactMonths: config.RETENTION_CONTACT_MONTHS,
    statementDays: config.RETENTION_STATEMENT_DAYS,
    outboxDays: config.RETENTION_OUTBOX_DAYS,
    accessLogDays: RETENTION_DEFAULTS.accessLogDays,
  };
}
