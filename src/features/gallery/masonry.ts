/**
 * Where each column of a CSS multi-column masonry starts. The browser balances the columns: it
 * looks for the shortest column height at which the tiles, kept whole and in order, fit in the
 * given number of columns. Knowing which tiles open a column tells the page which photos are
 * on screen first (they load eagerly instead of waiting for layout).
 *
 * `heights` are the tiles' heights relative to the column width (height / width); `gap` is the
 * space under a tile, in column widths. Returns the index of the first tile of each column.
 */
export function masonryColumnStarts(heights: readonly number[], columns: number, gap: number): number[] {
  if (heights.length === 0 || columns < 1) return [];
  const boxes = heights.map((h) => h + gap);
  const total = boxes.reduce((sum, h) => sum + h, 0);
  const tallest = Math.max(...heights);
  // The balanced height lies between an even share and the whole; the fit test is monotonic.
  let low = Math.max(total / columns - gap, tallest);
  let high = total;
  let starts = fill(boxes, gap, high);
  for (let step = 0; step < 40; step++) {
    const middle = (low + high) / 2;
    const attempt = fill(boxes, gap, middle);
    if (attempt.length <= columns) {
      high = middle;
      starts = attempt;
    } else {
      low = middle;
    }
  }
  return starts;
}

/** Column starts when every column may be `height` tall (a tile's bottom gap may overhang). */
function fill(boxes: readonly number[], gap: number, height: number): number[] {
  const starts = [0];
  let used = 0;
  boxes.forEach((box, i) => {
    if (used > 0 && used + box - gap > height + 1e-9) {
      starts.push(i);
      used = 0;
    }
    used += box;
  });
  return starts;
}
