/**
 * A request's reference: `GH-` and six characters a guest can read out on the phone, from an
 * alphabet without 0/O and 1/I. 32⁶ ≈ 10⁹ codes, drawn at random; the store's unique index
 * is the guarantee, the creator draws again on a collision.
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const REFERENCE_PATTERN = /^GH-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{6}$/;

/** A new random reference; `pick(n)` gives an integer in [0, n) (crypto-random on the server). */
export function newReference(pick: (n: number) => number): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += REFERENCE_ALPHABET[pick(REFERENCE_ALPHABET.length)];
  return `GH-${code}`;
}

/**
 * The reference a person typed (any case, spaces or no dash after `GH`), or null if it is not
 * one. The `GH` is required: six bare characters could as well be the start of an id.
 */
export function normalizeReference(input: string): string | null {
  const clean = input.toUpperCase().replace(/\s+/g, '');
  const withDash = /^GH[^-]/.test(clean) ? `GH-${clean.slice(2)}` : clean;
  return REFERENCE_PATTERN.test(withDash) ? withDash : null;
}
