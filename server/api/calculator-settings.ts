import { Router } from 'express';
import type { DatabaseHandle } from '../db/connection';
import { currentCalculatorSettings } from '../services/calculators/settings';
import { sendError } from './validate';

/** GET /calculator-settings: the prices and thresholds the three calculators use. */
export function calculatorSettingsRouter(database: DatabaseHandle): Router {
  const router = Router();
  router.get('/calculator-settings', async (req, res) => {
    const settings = await currentCalculatorSettings(database.db);
    if (!settings) {
      sendError(req, res, 503, 'settings_unavailable', 'calc:errors.settingsUnavailable');
      return;
    }
    res.set('Cache-Control', 'public, max-age=60');
    res.json(settings);
  });
  return router;
}
