import { parseArgs } from 'node:util';
import { loadConfig, retentionPeriods } from '../config';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { installDataKeys, openDataKeys } from '../security/data-keys';
import { audit, CLI_ACTOR } from '../admin/audit';
import { erasurePreviewSchema } from '#src/admin/privacy-schemas';
import { runRetention } from '../services/retention/run';
import { auditedPerson, erasePerson, findPerson, type PersonCounts } from '../services/retention/erase-person';
import { fileStoreFor } from '../files/open-store';
import { runCommand } from './run-command';

/**
 * Personal data from the command line (`npm run privacy -- …`, decision 055): the retention run now
 * (the same as the daily one, recorded as the command line's), and a person's erasure by mobile or
 * national ID, shown first and done only with --yes. Uses DATA_DIR / DATABASE_URL like the server.
 */
const USAGE = `Usage:
  npm run privacy -- retention
  npm run privacy -- erase --mobile 05XXXXXXXX [--yes]
  npm run privacy -- erase --national-id 1XXXXXXXXX [--yes]
Without --yes, erase only shows what it would erase.`;

function print(counts: Record<string, number>): void {
  for (const [kind, n] of Object.entries(counts)) console.log(`  ${kind}: ${n}`);
}

async function main(): Promise<number> {
  let parsed: { positionals: string[]; values: { mobile?: string; 'national-id'?: string; yes?: boolean } };
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { mobile: { type: 'string' }, 'national-id': { type: 'string' }, yes: { type: 'boolean' } },
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const { positionals, values } = parsed;
  const [command] = positionals;
  if (command !== 'retention' && command !== 'erase') {
    console.error(USAGE);
    return 2;
  }
  // Only the storage and retention settings matter here: production-only rules about payments or
  // mail must not stop an operator.
  const config = loadConfig({ ...process.env, NODE_ENV: 'development' });
  // National IDs are found by their blind index, whose key is sealed under the server's data keys
  // (decision 056); a tool reads them, never makes one.
  installDataKeys(openDataKeys(config, { create: false }));
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrateToLatest(database.db);
    const files = fileStoreFor(config, database.db);
    if (command === 'retention') {
      const run = await runRetention({
        db: database.db,
        periods: retentionPeriods(config),
        files,
        trigger: 'command-line',
        actor: CLI_ACTOR,
      });
      console.log(`Retention run ${run?.id ?? ''} done:`);
      if (run) print(run.counts);
      return 0;
    }
    const given =
      values.mobile !== undefined
        ? { by: 'mobile', value: values.mobile }
        : values['national-id'] !== undefined
          ? { by: 'nationalId', value: values['national-id'] }
          : null;
    const key = given ? erasurePreviewSchema.safeParse(given) : null;
    if (!key?.success) {
      console.error(given ? 'Not a Saudi mobile number or a valid national ID / iqama number.' : USAGE);
      return 2;
    }
    if (!values.yes) {
      const { counts } = await findPerson(database.db, key.data);
      await audit(database.db, CLI_ACTOR, {
        action: 'erase-preview',
        entity: 'person',
        entityId: null,
        after: { ...auditedPerson(key.data), counts },
      });
      console.log('Held about this person (nothing changed; add --yes to erase):');
      print(counts);
      return 0;
    }
    const counts: PersonCounts = await erasePerson(database.db, key.data, { files, actor: CLI_ACTOR, now: new Date() });
    console.log('Erased (orders, plans and campaigns kept anonymised):');
    print(counts);
    return 0;
  } finally {
    await database.close();
  }
}

runCommand(main);
