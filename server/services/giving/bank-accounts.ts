import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { BankAccount } from '#src/domain/content-core';

/** The association's accounts (A1's bank_accounts), as the content API shows them. */
export async function listBankAccounts(db: Kysely<Database>): Promise<BankAccount[]> {
  const rows = await db.selectFrom('bank_accounts').selectAll().orderBy('position').orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    bank: { ar: row.bank_ar, en: row.bank_en },
    purpose: { ar: row.purpose_ar, en: row.purpose_en },
    accountName: { ar: row.account_name_ar, en: row.account_name_en },
    iban: row.iban,
  }));
}
