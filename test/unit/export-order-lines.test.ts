import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runExport } from '../../scripts/export';
import { ORDER_LINE_EXPORT_HEADER } from '../../server/services/giving/fund-totals';

describe('npm run export -- order-lines', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'export-lines-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a CSV with the fund and the campaign of each paid line (a byte-order mark first)', async () => {
    const out = path.join(dir, 'lines.csv');
    expect(await runExport(['order-lines', '--since', '2026-01-01', '--out', out], { DATA_DIR: dir })).toBe(0);
    const csv = readFileSync(out, 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(
      await runExport(['order-lines', '--since', '2026-01-01', '--lang', 'en', '--out', out], { DATA_DIR: dir }),
    ).toBe(0);
    const header = readFileSync(out, 'utf8').slice(1).split(/\r?\n/)[0]!.split(',');
    // Labelled as the orders screen labels them; paid time in Riyadh; one header row.
    expect(header).toEqual(expect.arrayContaining(['Number', 'Paid on (Riyadh time)', 'Kind', 'Payment']));
    expect(header).toHaveLength(ORDER_LINE_EXPORT_HEADER.length);
    expect(ORDER_LINE_EXPORT_HEADER).toEqual(expect.arrayContaining(['fund', 'campaign', 'amount_sar']));
  });

  it('refuses an unknown kind with the usage line', async () => {
    expect(await runExport(['orders-lines'], { DATA_DIR: dir })).toBe(2);
  });
});
