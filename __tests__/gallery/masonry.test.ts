import { MASONRY_GAP_ROWS, masonryPlacement, masonryRows } from '../../src/features/gallery/masonry';

describe('masonryRows', () => {
  it('spans the photo’s height in hundredths of its width, rounded up, and the gap', () => {
    expect(masonryRows(0.75)).toBe(75 + MASONRY_GAP_ROWS);
    expect(masonryRows(4 / 3)).toBe(134 + MASONRY_GAP_ROWS);
    expect(masonryRows(1)).toBe(100 + MASONRY_GAP_ROWS);
  });
});

describe('masonryPlacement', () => {
  const at = (places: { column: number; row: number }[]) => places.map(({ column, row }) => `${column}@${row}`);

  it('puts each tile atop the column that ends highest, the leftmost on a tie', () => {
    expect(at(masonryPlacement([10, 10, 10, 10], 2))).toEqual(['0@0', '1@0', '0@10', '1@10']);
    expect(at(masonryPlacement([30, 10, 10, 10], 2))).toEqual(['0@0', '1@0', '1@10', '1@20']);
    expect(at(masonryPlacement([10, 30, 10, 10, 5], 3))).toEqual(['0@0', '1@0', '2@0', '0@10', '2@10']);
  });

  it('places a tile by the tiles before it only: more tiles never move the first ones', () => {
    const spans = [81, 106, 73, 131, 106, 81, 73, 131, 106, 73];
    const all = masonryPlacement(spans, 2);
    for (let n = 1; n < spans.length; n++) expect(masonryPlacement(spans.slice(0, n), 2)).toEqual(all.slice(0, n));
  });

  it('has nothing to place without tiles or columns', () => {
    expect(masonryPlacement([], 2)).toEqual([]);
    expect(masonryPlacement([10], 0)).toEqual([]);
  });
});
