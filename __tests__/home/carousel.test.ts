import { visibleWindow, wrapIndex } from '../../src/shared/carousel';

describe('carousel window', () => {
  it('wraps indices both ways', () => {
    expect(wrapIndex(6, 6)).toBe(0);
    expect(wrapIndex(-1, 6)).toBe(5);
    expect(wrapIndex(-7, 6)).toBe(5);
    expect(wrapIndex(3, 0)).toBe(0);
  });

  it('shows three items from the start, wrapping at the end', () => {
    const rooms = [1, 2, 3, 4, 5, 6];
    expect(visibleWindow(rooms, 0, 3)).toEqual([1, 2, 3]);
    expect(visibleWindow(rooms, 4, 3)).toEqual([5, 6, 1]);
    expect(visibleWindow(rooms, -1, 3)).toEqual([6, 1, 2]);
  });

  it('pads fewer than three items by repetition', () => {
    expect(visibleWindow([1, 2], 0, 3)).toEqual([1, 2, 1]);
    expect(visibleWindow([7], 0, 3)).toEqual([7, 7, 7]);
    expect(visibleWindow([], 0, 3)).toEqual([]);
  });
});
