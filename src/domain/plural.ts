/** Russian noun form for a count: 1 ночь, 2 ночи, 5 ночей (21 ночь, 12 ночей). Used by the site and the server's texts. */
export function ruPlural(n: number, one: string, few: string, many: string): string {
  const tens = n % 100;
  const units = n % 10;
  if (units === 1 && tens !== 11) return one;
  if (units >= 2 && units <= 4 && (tens < 12 || tens > 14)) return few;
  return many;
}
