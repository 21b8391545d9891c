import { Router } from 'express';
import { requireCalculatorSettings } from '../services/calculators/settings';
import { readRoute, type ApiDependencies } from './kit';

/** GET /calculator-settings: the prices and thresholds the three calculators use (public read). */
export function calculatorSettingsRouter({ database: { db } }: ApiDependencies): Router {
  const router = Router();
  router.get(
    '/calculator-settings',
    readRoute(() => requireCalculatorSettings(db)),
  );
  return router;
}
