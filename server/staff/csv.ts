/**
 * CSV as spreadsheets open it without asking: UTF-8 with a byte order mark (Excel then reads
 * Cyrillic and Uzbek letters right), CRLF line ends, every field quoted (a quote doubled inside),
 * and a field that a spreadsheet would take for a formula (=, +, -, @ first) led by an apostrophe.
 */

const FORMULA = /^[=+\-@\t\r]/;

function field(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : FORMULA.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The file: BOM, header row, rows, each line ending CRLF. */
export function csvFile(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return `\ufeff${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}
