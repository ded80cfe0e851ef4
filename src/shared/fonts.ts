import cormorantCyrillic600 from '@fontsource/cormorant-garamond/files/cormorant-garamond-cyrillic-600-normal.woff2';
import cormorantLatin600 from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2';

// Google Fonts' Cyrillic subset range; the Latin file (with Uzbek's ʻ) takes every other character.
const CYRILLIC = 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116';

/** The heading font's family name, first in theme.fonts.heading. */
export const HEADING_FONT_FAMILY = 'Cormorant Garamond';

/**
 * The one self-hosted font: Cormorant Garamond for headings. It is not in the prerendered page:
 * the first paint (and the page's largest image) never waits on it or shares the connection with
 * it, in any language, and a Russian page needs two files (Cyrillic, and Latin for spaces and
 * digits). The app adds it once its own files are in and it renders (src/index.tsx); the browser then fetches
 * only the subsets the page's headings use and swaps them in over the matched fallback. Text
 * uses the device's own interface font (theme.fonts.body): no download at all.
 */
export function loadHeadingFont(): void {
  const face = { weight: '600 700', display: 'swap' } as const;
  document.fonts.add(new FontFace(HEADING_FONT_FAMILY, `url(${cormorantLatin600})`, face));
  // Added last, the Cyrillic face wins for its range.
  document.fonts.add(
    new FontFace(HEADING_FONT_FAMILY, `url(${cormorantCyrillic600})`, { ...face, unicodeRange: CYRILLIC }),
  );
}
