import type { MetaTables } from './tables/meta';
import type { ContentCoreTables } from './tables/content-core';
import type { ContentMediaTables } from './tables/content-media';
import type { CalculatorTables } from './tables/calculators';
import type { ApplicationTables } from './tables/applications';
import type { OutboxTables } from './tables/outbox';
import type { GivingTables } from './tables/giving';
import type { AdminTables } from './tables/admin';
import type { CampaignTables } from './tables/campaigns';
import type { ReceiptTables } from './tables/receipts';
import type { PeriodicTables } from './tables/periodic';
import type { PublishingTables } from './tables/publishing';
import type { OperationsTables } from './tables/operations';
import type { PrivacyTables } from './tables/privacy';
import type { TransferTables } from './tables/transfers';
import type { DonorSpaceTables } from './tables/donor-space';
import type { StoredFileTables } from './tables/stored-files';

/**
 * The database's shape for Kysely: one interface per domain under ./tables, joined here.
 * Add a domain by extending this interface with its tables.
 */
export interface Database
  extends MetaTables,
    ContentCoreTables,
    ContentMediaTables,
    CalculatorTables,
    ApplicationTables,
    OutboxTables,
    GivingTables,
    AdminTables,
    CampaignTables,
    ReceiptTables,
    PeriodicTables,
    OperationsTables,
    PublishingTables,
    PrivacyTables,
    StoredFileTables,
    DonorSpaceTables,
    TransferTables {}
