/** A box-drawn terminal table that keeps its columns straight with wide characters. */

/** Display width of a string: wide (CJK, emoji) characters take two columns. */
export function width(text: string): number {
  let columns = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x300 && code < 0x370)) continue;
    columns +=
      code >= 0x1100 &&
      (code <= 0x115f ||
        (code >= 0x2e80 && code <= 0xa4cf) ||
        (code >= 0xac00 && code <= 0xd7a3) ||
        (code >= 0xf900 && code <= 0xfaff) ||
        (code >= 0xfe30 && code <= 0xfe4f) ||
        (code >= 0xff00 && code <= 0xff60) ||
        (code >= 0x1f300 && code <= 0x1faff))
        ? 2
        : 1;
  }
  return columns;
}

export function fit(text: string, max: number): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this replaces
  const clean = text.replace(/[\u0000-\u001f\u007f]/g, ' ');
  if (width(clean) <= max) return clean;
  let out = '';
  for (const char of clean) {
    if (width(out + char) > max - 1) break;
    out += char;
  }
  return `${out}…`;
}

/** Renders rows as a box-drawn table. */
export function renderTable(headers: string[], rows: string[][], maxWidths: number[] = []): string {
  const cells = rows.map((row) => row.map((cell, i) => fit(cell, maxWidths[i] ?? 40)));
  // A loop, not Math.max(...column): spreading tens of thousands of rows overflows the stack.
  const widths = headers.map((header, i) =>
    cells.reduce((max, row) => Math.max(max, width(row[i] ?? '')), width(header)),
  );
  const line = (left: string, mid: string, right: string): string =>
    left + widths.map((w) => '─'.repeat(w + 2)).join(mid) + right;
  const render = (row: string[]): string =>
    `│${row.map((cell, i) => ` ${cell}${' '.repeat((widths[i] ?? 0) - width(cell))} `).join('│')}│`;
  return [line('┌', '┬', '┐'), render(headers), line('├', '┼', '┤'), ...cells.map(render), line('└', '┴', '┘')].join(
    '\n',
  );
}
