import type { Generated } from 'kysely';

/** A bank statement finance uploaded (CSV); its lines keep their cells as read. */
export interface BankStatementTable {
  id: Generated<number>;
  file_name: string;
  /** sha256 of the header row: the same bank's statements share it, and so their mapping. */
  signature: string;
  header_json: string;
  line_count: number;
  staff_id: number | null;
  staff_email: string;
  created_at: string;
}

export interface BankStatementLineTable {
  id: Generated<number>;
  statement_id: number;
  /** 1 for the first line after the header. */
  position: number;
  cells_json: string;
}

/** Column positions (0-based) of one header signature. */
export interface BankStatementMappingTable {
  signature: string;
  date_column: number;
  amount_column: number;
  reference_column: number | null;
  description_column: number | null;
  staff_email: string;
  updated_at: string;
}

/** `status`: one of TRANSFER_CONFIRMATION_STATUSES (src/admin/transfer-schemas.ts). */
export interface TransferConfirmationTable {
  id: Generated<number>;
  order_id: string;
  status: string;
  bank_reference: string;
  reference_key: string;
  /** The bank's value date, a Riyadh civil date (YYYY-MM-DD). */
  value_date: string;
  /** Halalas. */
  amount_expected: number;
  amount_received: number;
  note: string | null;
  statement_line_id: number | null;
  staff_id: number | null;
  staff_email: string;
  created_at: string;
  decided_by: string | null;
  decision_note: string | null;
  decided_at: string | null;
}

export interface TransferTables {
  bank_statements: BankStatementTable;
  bank_statement_lines: BankStatementLineTable;
  bank_statement_mappings: BankStatementMappingTable;
  transfer_confirmations: TransferConfirmationTable;
}
