/**
 * CSV as spreadsheets open it without asking: UTF-8 with a byte order mark (Excel then reads
 * Cyrillic and Uzbek letters right), CRLF line ends, every field quoted (a quote doubled inside),
 * and a field that a spreadsheet would take for a formula (=, +, -, @ first) led by an apostrophe.
 */

const FORMULA = /^[=+\-@\t\r]/;

type Row = ReadonlyArray<string | number>;

function field(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : FORMULA.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

function line(row: Row): string {
  return `${row.map(field).join(',')}\r\n`;
}

/**
 * The file in pieces of up to `perPiece` lines (the BOM and the header row first), for a reply
 * sent as it is written: a long export never sits in memory as one string.
 */
export function* csvPieces(header: Row, rows: Iterable<Row>, perPiece = 500): Generator<string> {
  let piece = `\ufeff${line(header)}`;
  let count = 0;
  for (const row of rows) {
    piece += line(row);
    count += 1;
    if (count === perPiece) {
      yield piece;
      piece = '';
      count = 0;
    }
  }
  if (piece !== '') yield piece;
}

/** The whole file: BOM, header row, rows, each line ending CRLF. */
export function csvFile(rows: ReadonlyArray<Row>): string {
  const [header = [], ...rest] = rows;
  return [...csvPieces(header, rest)].join('');
}
