import type { z } from 'zod';
import { bankAccountSchema } from '#src/admin/site-content-schemas';
import { Refusal, pairs, pick, tableHandlers, type Row, type TableResource } from '../table-resource';

/**
 * The accounts donors transfer to (the bank-transfer instructions, the profile page). Finance keeps
 * them; the IBAN's check digits are verified, and one IBAN is listed once; the last account cannot
 * go (bank transfer would be offered with nowhere to send the money).
 */
function view(row: Row) {
  return pick(row, ['id', ...pairs('bank', 'purpose', 'account_name'), 'iban'], ['position']);
}

export const bankAccountResource: TableResource<z.infer<typeof bankAccountSchema>> = {
  table: 'bank_accounts',
  entity: 'bank-accounts',
  schema: bankAccountSchema,
  ids: 'auto',
  view,
  columns: (input) => ({ ...input }),
  sortable: { id: 'id', position: 'position', bank_ar: 'bank_ar', bank_en: 'bank_en' },
  defaultSort: 'position',
  search: ['bank_ar', 'bank_en', 'iban'],
  // The profile page (content type 'pages' reads /profile) and every page reading the giving settings.
  affects: () => ({ contentTypes: ['bank-accounts', 'pages'] }),
  unique: { iban: 'errors.ibanTaken' },
  async beforeDelete(trx) {
    const { n } = await trx
      .selectFrom('bank_accounts')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(n) <= 1) throw new Refusal(409, 'last_account', 'errors.lastBankAccount');
  },
};

export const bankAccountHandlers = tableHandlers(bankAccountResource);
