import type { CalculatorSettings } from '../../../domain/calculator-settings';
import type { RouteContext } from '../../../pipeline/types';

/**
 * The three calculators' shared loadData: the settings from the API, checked against their schema.
 * The schema (and zod, ~23 KB gzip) is loaded with the data: a calculator opened first hydrates from
 * the page's state and never runs this, so neither is part of its first load.
 */
export async function loadCalculatorSettings(ctx: RouteContext): Promise<CalculatorSettings> {
  const [response, { calculatorSettingsSchema }] = await Promise.all([
    ctx.api.get('/calculator-settings', { signal: ctx.signal }),
    import('../../../domain/calculator-settings'),
  ]);
  return calculatorSettingsSchema.parse(response.data);
}

/** The form's starting text for a field: what a no-JavaScript submit (GET) put in the query, else empty. */
export function queryText(query: Record<string, string>, name: string, fallback = ''): string {
  const value = query[name];
  return typeof value === 'string' ? value.slice(0, 64) : fallback;
}
