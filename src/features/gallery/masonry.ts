/**
 * The gallery's masonry is a CSS grid of fine rows, a hundredth of a column's width each
 * (`grid-auto-rows` in container units), and every tile spans as many rows as its photo is tall
 * plus a gap. Grid's auto-placement then puts each tile, in order, at the top of the column that
 * ends highest: where a tile goes depends only on the tiles before it. A phone paints the page
 * while its HTML still arrives, so no tile already shown moves when more arrive (CSS columns,
 * used before, balanced their heights again with every tile parsed and moved them across).
 */

/** Grid rows per column width. */
export const MASONRY_ROWS_PER_WIDTH = 100;

/** The space under a tile, in rows: 6 % of a column, 11 px on a 412 px phone, 16 px at 4 columns. */
export const MASONRY_GAP_ROWS = 6;

/** The rows a tile spans: its height (as a share of its width) rounded up, and the gap under it. */
export function masonryRows(height: number): number {
  return Math.ceil(height * MASONRY_ROWS_PER_WIDTH - 1e-9) + MASONRY_GAP_ROWS;
}

export interface MasonryPlace {
  /** 0-based column. */
  column: number;
  /** 0-based first row. */
  row: number;
}

/**
 * Where CSS grid's sparse auto-placement puts tiles that span one column and `spans[i]` rows in
 * a grid of `columns` columns (CSS Grid Level 1, §8.5 "Grid Item Placement Algorithm", step 4):
 * a cursor that only moves forward, column by column and then row by row, stops at the first
 * cell from which the tile overlaps nothing. Tells the page which photos open each column on a
 * phone, so that they load with the page.
 */
export function masonryPlacement(spans: readonly number[], columns: number): MasonryPlace[] {
  if (columns < 1) return [];
  // The first free row of each column: tiles only ever stack below what is already placed.
  const freeFrom = new Array<number>(columns).fill(0);
  let cursorRow = 0;
  let cursorColumn = 0;
  return spans.map((span) => {
    for (;;) {
      while (cursorColumn < columns && freeFrom[cursorColumn]! > cursorRow) cursorColumn++;
      if (cursorColumn < columns) break;
      // Nothing fits in this row from the cursor on: the next row, from its first column (rows at
      // which no column is free yet are skipped in one step).
      cursorRow = Math.min(...freeFrom.map((row) => Math.max(row, cursorRow + 1)));
      cursorColumn = 0;
    }
    const place = { column: cursorColumn, row: cursorRow };
    freeFrom[cursorColumn] = cursorRow + span;
    return place;
  });
}
