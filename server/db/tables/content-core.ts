import type { Generated } from 'kysely';
import type { BilingualColumns } from './bilingual-columns';
import type { PublishingColumns, RichHtmlColumns } from './publishing';

/**
 * "Who we are and how we are governed": the association's profile, its information pages,
 * downloadable documents, governance bodies (roles, never names), FAQs and studies.
 * Bilingual text sits in `_ar` / `_en` column pairs; rich bodies and small lists are JSON text
 * (portable between SQLite and PostgreSQL).
 */
export interface AssociationProfileTable {
  /** Numbered by the database (docs/decisions/070-ids-from-the-database.md). */
  id: Generated<number>;
  name_ar: string;
  name_en: string;
  short_name_ar: string;
  short_name_en: string;
  logo_path: string;
  licence_number: string;
  registration_authority_ar: string;
  registration_authority_en: string;
  phone: string;
  whatsapp: string;
  email: string;
  address_ar: string;
  address_en: string;
  working_hours_ar: string;
  working_hours_en: string;
  /** JSON: [{ network, url }] */
  social_json: string;
}

export interface BankAccountTable {
  /** Numbered by the database (docs/decisions/070-ids-from-the-database.md). */
  id: Generated<number>;
  position: number;
  bank_ar: string;
  bank_en: string;
  purpose_ar: string;
  purpose_en: string;
  account_name_ar: string;
  account_name_en: string;
  iban: string;
}

export interface BranchTable {
  /** Numbered by the database (docs/decisions/070-ids-from-the-database.md). */
  id: Generated<number>;
  position: number;
  name_ar: string;
  name_en: string;
  address_ar: string;
  address_en: string;
  phone: string;
  lat: number;
  lng: number;
}

/** `body_ar`/`body_en` hold JSON: ContentBlock[]. */
export interface InfoPageTable
  extends BilingualColumns<'title' | 'summary' | 'body'>,
    PublishingColumns,
    RichHtmlColumns<'body'> {
  slug: string;
  updated_at: string;
}

export interface DocumentTable extends PublishingColumns {
  updated_at: string | null;
  /** Numbered by the database (docs/decisions/070-ids-from-the-database.md). */
  id: Generated<number>;
  tab: string;
  position: number;
  title_ar: string;
  title_en: string;
  category_ar: string;
  category_en: string;
  published_on: string;
  file_name: string;
  size_bytes: number;
  /** The PDF generated at seed time, base64 (one portable text column in both dialects). */
  pdf_base64: string;
}

export interface GovernanceMemberTable extends PublishingColumns {
  updated_at: string | null;
  /** Numbered by the database (docs/decisions/070-ids-from-the-database.md). */
  id: Generated<number>;
  group_key: string;
  position: number;
  title_ar: string;
  title_en: string;
  remit_ar: string;
  remit_en: string;
  /** JSON: [{ ar, en }] — the roles that sit on a committee; '[]' for a single role. */
  members_json: string;
}

export interface FaqTable extends PublishingColumns {
  updated_at: string | null;
  /** Numbered by the database (docs/decisions/070-ids-from-the-database.md). */
  id: Generated<number>;
  position: number;
  question_ar: string;
  question_en: string;
  answer_ar: string;
  answer_en: string;
}

export interface StudyTable extends PublishingColumns, RichHtmlColumns<'body'> {
  updated_at: string | null;
  /** Numbered by the database (docs/decisions/070-ids-from-the-database.md). */
  id: Generated<number>;
  published_on: string;
  title_ar: string;
  title_en: string;
  field_ar: string;
  field_en: string;
  summary_ar: string;
  summary_en: string;
  /** JSON: ContentBlock[] */
  body_ar: string;
  body_en: string;
}

export interface ContentCoreTables {
  association_profile: AssociationProfileTable;
  bank_accounts: BankAccountTable;
  branches: BranchTable;
  info_pages: InfoPageTable;
  documents: DocumentTable;
  governance_members: GovernanceMemberTable;
  faqs: FaqTable;
  studies: StudyTable;
}
