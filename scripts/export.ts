// `npm run export -- <jobs|volunteers|aid|contact|in-kind|order-lines> [--since 2026-01-01] [--lang ar|en] [--out file.csv]`
// Staff export of submissions, and of paid order lines with their fund, as CSV (UTF-8). Reads the same database as the server: DATA_DIR
// (SQLite) or DATABASE_URL (PostgreSQL). Without --out the CSV goes to stdout. Either way it starts
// with a byte-order mark so that spreadsheet programs show Arabic correctly, and is written as the
// back office writes its CSV: headers and codes in --lang (Arabic by default), Riyadh times,
// mobiles as text, no internal columns (docs/decisions/068).
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/connection';
import { migrateToLatest } from '../server/db/migrate';
import { installDataKeys, openDataKeys } from '../server/security/data-keys';
import { toCsv } from '../server/services/applications/csv';
import { EXPORT_KINDS, exportSubmissions, type ExportKind } from '../server/services/applications/export';
import { exportSheet } from '../server/services/applications/export-sheet';
import { isLocale } from '../src/lib/locale';
import { exportOrderLines } from '../server/services/giving/fund-totals';

/** Paid order lines, one row each with its fund (zakat never summed with another fund). */
const ORDER_LINES = 'order-lines';

const USAGE = `Usage: npm run export -- <${[...EXPORT_KINDS, ORDER_LINES].join('|')}> [--since YYYY-MM-DD] [--lang ar|en] [--out FILE]`;

const parseExportArgs = (argv: string[]) =>
  parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      since: { type: 'string' },
      lang: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean' },
    },
  });

/** Returns the exit code; writes the CSV to `out` or stdout, errors to stderr. */
export async function runExport(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  let parsed: ReturnType<typeof parseExportArgs>;
  try {
    parsed = parseExportArgs(argv);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  const { positionals, values } = parsed;
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const kind = positionals[0] as ExportKind | typeof ORDER_LINES | undefined;
  if (!kind || !(kind === ORDER_LINES || EXPORT_KINDS.includes(kind)) || positionals.length > 1) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const lang = values.lang ?? 'ar';
  if (!isLocale(lang)) {
    process.stderr.write(`--lang must be ar or en (got ${lang})\n`);
    return 2;
  }
  const sinceDate = values.since ? new Date(values.since) : new Date(0);
  if (Number.isNaN(sinceDate.getTime())) {
    process.stderr.write(`--since must be a date such as 2026-01-01 (got ${values.since})\n`);
    return 2;
  }
  // Only the storage settings matter here: production-only rules about payments or mail must not
  // stop an export.
  const config = loadConfig({ ...env, NODE_ENV: 'development', LOG_LEVEL: 'silent' });
  // National IDs are written in clear, opened with the server's keys (a tool never makes a key).
  installDataKeys(openDataKeys(config, { create: false }));
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrateToLatest(database.db);
    const table =
      kind === ORDER_LINES
        ? await exportOrderLines(database.db, sinceDate.toISOString())
        : await exportSubmissions(database.db, kind, sinceDate.toISOString());
    const sheet = exportSheet(kind, table, lang);
    const csv = `\uFEFF${toCsv(sheet.header, sheet.rows)}`;
    if (values.out) {
      writeFileSync(values.out, csv, { mode: 0o600 });
      process.stderr.write(`${table.rows.length} ${kind} row(s) written to ${values.out}\n`);
    } else {
      process.stdout.write(csv);
    }
    return 0;
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runExport(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`export failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
