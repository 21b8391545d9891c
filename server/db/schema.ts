import type { MetaTables } from './tables/meta';

/**
 * The database's shape for Kysely: one interface per domain under ./tables, joined here.
 * Add a domain by extending this interface with its tables.
 */
export interface Database extends MetaTables {}
