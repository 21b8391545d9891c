/**
 * The settings every browser-test server runs with, on top of its port and data folder: the shared
 * server per worker (playwright.config.ts) and a spec's own (`startOwnServer`).
 */
export const E2E_SERVER_ENV = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  // Servers run on UTC, as in production, whatever the developer's machine: the back office's times
  // are checked with browsers in other zones (admin-times.spec.ts).
  TZ: 'UTC',
  // The browser tests pay on the sandbox gateway, which production refuses unless told.
  ALLOW_TEST_PAYMENTS: 'true',
  // Every test comes from 127.0.0.1, so the per-address limit on fresh renders (120 a minute, a
  // guard against one visitor's flood) turned the suite's own pages into busy pages (429) once a
  // fast machine ran more than that in a minute. The limit is tested over HTTP
  // (test/http/html-cache-flight.test.ts, test/built/cluster.test.ts).
  RENDER_RATE_LIMIT: '0',
  // Likewise the limit on requests that send an SMS (10 an hour per address): the suite asks for
  // more codes and saves more cards than that. It is tested over HTTP (test/http/sms-limits.test.ts).
  SMS_RATE_LIMIT: '0',
} as const;
