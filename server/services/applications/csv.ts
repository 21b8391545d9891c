/**
 * CSV for staff spreadsheets (RFC 4180): fields with commas, semicolons, tabs, quotes or line breaks are quoted,
 * quotes doubled. Text a spreadsheet would run as a formula (= + - @, tab, CR first) gets a
 * leading apostrophe: visitors wrote these cells (CSV/formula injection).
 */
export type Cell = string | number | null | undefined;

/** Text a spreadsheet would run as a formula, made plain text (the apostrophe is the spreadsheet's own mark). */
function neutralised(text: string): string {
  return /^\s*[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * A value a spreadsheet must keep as text, not read as a number (a mobile's leading 0 would go):
 * wrapped in an invisible left-to-right isolate (U+2066 … U+2069). Nothing shows in the cell, the
 * digits stay in reading order in an Arabic sheet, and a cell that does not start with a digit is
 * never taken for a number. The formula guard still applies to what is inside.
 */
export function asText(value: string): string {
  return value === '' ? '' : `\u2066${neutralised(value)}\u2069`;
}

export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string') text = neutralised(text);
  // Quoted whenever it holds a separator of either kind: a spreadsheet set to split on ';' (common
  // with Arabic and European settings) would otherwise make `a;=1+1` two cells, the second a formula.
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: Cell[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
