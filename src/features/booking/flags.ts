declare const __FLAGS_PATH__: string | undefined;

/**
 * The folder of the flag images (country-flag-icons, 3×2 SVG), which the build fills and names
 * (webpack.config.ts); tests run without it.
 */
const FLAGS_PATH = typeof __FLAGS_PATH__ !== 'undefined' ? __FLAGS_PATH__ : '/static/flags/';

/** The address of a two-letter region's flag image ('uz' → '/static/flags/…/UZ.svg'); '' for anything else. */
export function flagUrl(code: string): string {
  const upper = code.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(upper) ? `${FLAGS_PATH}${upper}.svg` : '';
}
