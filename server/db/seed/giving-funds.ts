import type { Seeder } from './index';
import { KIND_FUND_DEFAULTS } from '#src/domain/giving/funds';
import type { CatalogKind } from '#src/domain/giving/kinds';

/**
 * The sample catalogue's funds: each row takes its kind's default (src/domain/giving/funds.ts).
 * Runs once, after the catalogue seeder; staff change funds per item afterwards.
 */
export const givingFundsSeeder: Seeder = {
  name: 'giving-funds',
  async run(trx) {
    for (const [kind, { fund, zakatEligible }] of Object.entries(KIND_FUND_DEFAULTS) as Array<
      [CatalogKind, { fund: string; zakatEligible: boolean }]
    >) {
      await trx
        .updateTable('giving_items')
        .set({ fund, zakat_eligible: zakatEligible ? 1 : 0 })
        .where('kind', '=', kind)
        .execute();
    }
  },
};
