/**
 * CSV for staff spreadsheets (RFC 4180): fields with commas, semicolons, tabs, quotes or line breaks are quoted,
 * quotes doubled. Text a spreadsheet would run as a formula (= + - @, tab, CR first) gets a
 * leading apostrophe: visitors wrote these cells (CSV/formula injection).
 */
export type Cell = string | number | null | undefined;

export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^\s*[=+\-@\t\r]/.test(text)) text = `'${text}`;
  // Quoted whenever it holds a separator of either kind: a spreadsheet set to split on ';' (common
  // with Arabic and European settings) would otherwise make `a;=1+1` two cells, the second a formula.
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: Cell[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
