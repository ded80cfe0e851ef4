import { css } from 'styled-components';
import cormorantCyrillic600 from '@fontsource/cormorant-garamond/files/cormorant-garamond-cyrillic-600-normal.woff2';
import cormorantLatin600 from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2';

// Google Fonts' subset ranges: Latin (with Uzbek's ʻ U+02BB) and basic Cyrillic for Russian.
const LATIN = 'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
const CYRILLIC = 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116';

/** The heading font's family name, first in theme.fonts.heading. */
export const HEADING_FONT_FAMILY = 'Cormorant Garamond';

/**
 * The family (second in theme.fonts.heading) that stands in for Cormorant Garamond until it
 * arrives: the device's bold Times New Roman, or its metric twin Liberation Serif, scaled to
 * Cormorant's width (size-adjust: 91 %, and 89.3 % for Cyrillic letters, a later face wins for
 * its range) and given its ascent and descent (0.92 and 0.29 em; the overrides are scaled by
 * size-adjust too), so the swap moves no line. Chosen in Chromium so that no heading of the home,
 * rooms and room pages in UZ, RU or EN wraps differently at 360–1280 px once the font arrives.
 * A device without either (Android) uses the next name in theme.fonts.heading unscaled, as before.
 */
export const fallbackFontFaces = css`
  @font-face {
    font-family: 'Cormorant Garamond Times';
    font-weight: 600 700;
    src: local('Times New Roman Bold'), local('Liberation Serif Bold');
    size-adjust: 91%;
    ascent-override: 101.1%;
    descent-override: 31.9%;
  }
  @font-face {
    font-family: 'Cormorant Garamond Times';
    font-weight: 600 700;
    src: local('Times New Roman Bold'), local('Liberation Serif Bold');
    size-adjust: 89.3%;
    ascent-override: 103%;
    descent-override: 32.5%;
    unicode-range: U+0400-04FF;
  }
`;

/**
 * The one self-hosted font: Cormorant Garamond for headings. It is not in the prerendered page:
 * the first paint (and the page's largest image) never waits on it or shares the connection with
 * it, in any language, and a Russian page needs two files (Cyrillic, and Latin for spaces and
 * digits). The app adds it once it has started (src/store/listeners.ts); the browser then fetches
 * only the subsets the page's headings use and swaps them in over the matched fallback. Text
 * uses the device's own interface font (theme.fonts.body): no download at all.
 */
export function loadHeadingFont(): void {
  if (typeof document === 'undefined' || typeof FontFace === 'undefined' || !('fonts' in document)) return;
  let added = false;
  document.fonts.forEach((face) => {
    if (face.family.replace(/["']/g, '') === HEADING_FONT_FAMILY) added = true;
  });
  if (added) return;
  for (const [url, unicodeRange] of [
    [cormorantLatin600, LATIN],
    [cormorantCyrillic600, CYRILLIC],
  ] as const) {
    document.fonts.add(new FontFace(HEADING_FONT_FAMILY, `url(${url}) format('woff2')`, { style: 'normal', weight: '600 700', display: 'swap', unicodeRange }));
  }
}
