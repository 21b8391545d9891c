/** Bookkeeping tables: which seeders have run. */
export interface SeedRunTable {
  name: string;
  ran_at: string;
}

export interface MetaTables {
  seed_runs: SeedRunTable;
}
