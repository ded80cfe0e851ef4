/** Wraps an index into 0..length-1 (negative indices count from the end). */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}

/**
 * The items shown from `start`, `count` of them, wrapping around; a list shorter than `count`
 * is padded by repeating it (spec: fewer than 3 rooms are padded by repetition).
 */
export function visibleWindow<T>(items: readonly T[], start: number, count: number): T[] {
  if (items.length === 0) return [];
  return Array.from({ length: count }, (_, i) => items[wrapIndex(start + i, items.length)]!);
}
