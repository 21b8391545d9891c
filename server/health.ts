import { Router } from 'express';

export interface ReadinessCheck {
  name: string;
  check: () => Promise<void>;
}

/** /healthz: the process answers. /readyz: it can serve (database reachable, not shutting down). */
export function healthRouter(checks: ReadinessCheck[], isShuttingDown: () => boolean): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (isShuttingDown()) {
      res.status(503).json({ status: 'shutting-down' });
      return;
    }
    const results = await Promise.all(
      checks.map(async ({ name, check }) => {
        try {
          await check();
          return { name, ok: true };
        } catch (error) {
          return { name, ok: false, error: error instanceof Error ? error.message : String(error) };
        }
      }),
    );
    const ok = results.every((result) => result.ok);
    res.status(ok ? 200 : 503).json({ status: ok ? 'ready' : 'not-ready', checks: results });
  });
  return router;
}
