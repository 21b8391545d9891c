import type { Migration } from 'kysely';
import * as m0001 from './0001-meta';
import * as m0002 from './0002-content-core';
import * as m0003 from './0003-content-media';
import * as m0004 from './0004-calculator-settings';
import * as m0005 from './0005-applications';
import * as m0006 from './0006-outbox';
import * as m0007 from './0007-giving-catalog';
import * as m0008 from './0008-orders-payments';
import * as m0009 from './0009-contact-consent';
import * as m0020 from './0020-staff-accounts';
import * as m0021 from './0021-news-publishing';
import * as m0022 from './0022-aid-request-notes';
import * as m0010 from './0010-giving-integrity';
import * as m0032 from './0032-receipt-codes';
import * as m0033 from './0033-statement-requests';
import * as m0030 from './0030-periodic-giving';
import * as m0044 from './0044-order-refunds';
import * as m0045 from './0045-inbox';
import * as m0040 from './0040-content-publishing';
import * as m0041 from './0041-preview-links';
import * as m0034 from './0034-giving-funds';
import * as m0035 from './0035-campaigns';
import * as m0042 from './0042-programs-slides-shown';
import * as m0046 from './0046-site-content-publishing';
import * as m0047 from './0047-site-secrets';
import * as m0048 from './0048-order-holds';
import * as m0052 from './0052-retention-runs';
import * as m0050 from './0050-periodic-amount-ceiling';
import * as m0051 from './0051-sms-limits';
import * as m0053 from './0053-sealed-personal-data';
import * as m0054 from './0054-rate-limits';
import * as m0061 from './0061-transfer-confirmations';
import * as m0062 from './0062-campaigns-shared';
import * as m0063 from './0063-sms-delivery-reports';
import * as m0065 from './0065-periodic-card-batches';
import * as m0066 from './0066-payment-methods';
import * as m0059 from './0059-donor-space';
import * as m0057 from './0057-refunds-through-gateway';
import * as m0056 from './0056-stored-files';
import * as m0055 from './0055-order-number-sequence';
import * as m0064 from './0064-ids-from-the-database';

/**
 * Every migration, in order, by name. Names sort in the order they run: `NNNN-what`. A migration is
 * never edited after it has shipped; add a new one. Migrations use only what both SQLite and
 * PostgreSQL understand (Kysely's schema builder, integer halalas, ISO date strings).
 */
export const migrations: Record<string, Migration> = {
  '0001-meta': m0001,
  '0002-content-core': m0002,
  '0003-content-media': m0003,
  '0004-calculator-settings': m0004,
  '0005-applications': m0005,
  '0006-outbox': m0006,
  '0007-giving-catalog': m0007,
  '0008-orders-payments': m0008,
  '0009-contact-consent': m0009,
  '0010-giving-integrity': m0010,
  '0020-staff-accounts': m0020,
  '0021-news-publishing': m0021,
  '0022-aid-request-notes': m0022,
  '0032-receipt-codes': m0032,
  '0033-statement-requests': m0033,
  '0030-periodic-giving': m0030,
  '0044-order-refunds': m0044,
  '0045-inbox': m0045,
  '0040-content-publishing': m0040,
  '0041-preview-links': m0041,
  '0034-giving-funds': m0034,
  '0035-campaigns': m0035,
  '0042-programs-slides-shown': m0042,
  '0046-site-content-publishing': m0046,
  '0047-site-secrets': m0047,
  '0048-order-holds': m0048,
  '0052-retention-runs': m0052,
  '0050-periodic-amount-ceiling': m0050,
  '0051-sms-limits': m0051,
  '0053-sealed-personal-data': m0053,
  '0054-rate-limits': m0054,
  '0061-transfer-confirmations': m0061,
  '0062-campaigns-shared': m0062,
  '0063-sms-delivery-reports': m0063,
  '0056-stored-files': m0056,
  '0059-donor-space': m0059,
  '0057-refunds-through-gateway': m0057,
  '0055-order-number-sequence': m0055,
  '0064-ids-from-the-database': m0064,
  '0065-periodic-card-batches': m0065,
  '0066-payment-methods': m0066,
};
