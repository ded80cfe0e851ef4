import { masonryColumnStarts } from '../../src/features/gallery/masonry';

describe('masonryColumnStarts', () => {
  it('splits equal tiles evenly', () => {
    expect(masonryColumnStarts([1, 1, 1, 1], 2, 0)).toEqual([0, 2]);
    expect(masonryColumnStarts([1, 1, 1, 1, 1, 1], 3, 0.1)).toEqual([0, 2, 4]);
  });

  it('keeps tiles whole and in order, moving a tall tile to the next column', () => {
    // 1 + 1 fills the first column as far as 3 does the second.
    expect(masonryColumnStarts([1, 1, 3], 2, 0)).toEqual([0, 2]);
    expect(masonryColumnStarts([3, 1, 1], 2, 0)).toEqual([0, 1]);
  });

  it('uses fewer columns when the tiles cannot fill them all', () => {
    expect(masonryColumnStarts([1], 3, 0)).toEqual([0]);
    expect(masonryColumnStarts([], 2, 0)).toEqual([]);
  });

  it('finds the columns Chromium lays out for the 30 gallery photos', () => {
    // Measured in Chromium on /gallery: 2 columns from 320 to 430 px, 3 at 768–1000, 4 at 1280.
    const heights = [
      1.33, 0.75, 1, 1.25, 0.67, 0.75, 1.33, 0.67, 1, 1.25, 0.75, 1.33, 0.67, 1.25, 1, 0.75, 1.33, 1, 0.67, 1.25, 0.75,
      1.33, 1, 0.67, 1.25, 0.75, 1.33, 0.67, 1, 1.25,
    ];
    expect(masonryColumnStarts(heights, 2, 12 / 184)).toEqual([0, 15]);
    expect(masonryColumnStarts(heights, 3, 16 / 224)).toEqual([0, 10, 20]);
    expect(masonryColumnStarts(heights, 4, 16 / 266)).toEqual([0, 8, 15, 22]);
  });
});
