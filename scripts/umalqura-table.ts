/**
 * `npx tsx scripts/umalqura-table.ts`: writes src/lib/umalqura-table.ts, the Umm al-Qura calendar
 * the site writes Hijri dates with (src/lib/calendar-days.ts), read off this machine's Intl: for
 * every Hijri year of the span, which months have 30 days, and the day 1 Muharram of the first year
 * falls on. Nothing is computed here that Intl did not say; test/unit/calendar-days.test.ts checks
 * every day of the span against Intl again, so a table from an older Intl fails there.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'src/lib/umalqura-table.ts');

/** Asia/Riyadh has been UTC+3 without daylight saving since 1947: the span starts after that. */
const FIRST_YEAR = 1369;
const LAST_YEAR = 1500;
const DAY_MS = 86_400_000;

const hijri = new Intl.DateTimeFormat('en-GB-u-ca-islamic-umalqura-nu-latn', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  timeZone: 'Asia/Riyadh',
});
/** The Hijri date of a Riyadh day (days since 1970-01-01), read at noon UTC (15:00 in Riyadh). */
function hijriOf(day: number): { year: number; month: number; day: number } {
  const parts = hijri.formatToParts(new Date(day * DAY_MS + DAY_MS / 2));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: value('year'), month: value('month'), day: value('day') };
}

// 1 Muharram 1369 fell in October 1949: start a little before and walk forward.
let day = Math.floor(Date.UTC(1949, 8, 1) / DAY_MS);
while (!(hijriOf(day).year === FIRST_YEAR && hijriOf(day).month === 1 && hijriOf(day).day === 1)) day += 1;
const firstDay = day;

const years: string[] = [];
for (let year = FIRST_YEAR; year <= LAST_YEAR; year += 1) {
  let mask = 0;
  for (let month = 1; month <= 12; month += 1) {
    const start = hijriOf(day);
    if (start.year !== year || start.month !== month || start.day !== 1)
      throw new Error(`expected 1/${month}/${year} on day ${day}, Intl says ${JSON.stringify(start)}`);
    const length = hijriOf(day + 29).day === 30 ? 30 : 29;
    if (length === 29 && hijriOf(day + 29).day !== 1)
      throw new Error(`month ${month}/${year} is neither 29 nor 30 days long`);
    if (length === 30) mask |= 1 << (month - 1);
    day += length;
  }
  years.push(mask.toString(16).padStart(3, '0'));
}

writeFileSync(
  OUT,
  `// Written by scripts/umalqura-table.ts from Intl (ICU ${process.versions.icu}, CLDR ${process.versions.cldr}); do not edit by hand.

/** The first Hijri year of the table. */
export const UMALQURA_FIRST_YEAR = ${FIRST_YEAR};
/** The Riyadh day (days since 1970-01-01) of 1 Muharram of the first year. */
export const UMALQURA_FIRST_DAY = ${firstDay};
/** Three hex digits a year, from the first on: bit n set when month n + 1 has 30 days (else 29). */
export const UMALQURA_MONTHS =
  '${years.join('')}';
`,
);
console.log(`wrote ${path.relative(ROOT, OUT)}: ${years.length} years from day ${firstDay}`);
