import { css } from 'styled-components';
import cormorantCyrillic600 from '@fontsource/cormorant-garamond/files/cormorant-garamond-cyrillic-600-normal.woff2';
import cormorantLatin600 from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2';

// Google Fonts' subset ranges: Latin (with Uzbek's ʻ U+02BB) and basic Cyrillic for Russian.
const LATIN = 'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
const CYRILLIC = 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116';

/**
 * The one self-hosted font: Cormorant Garamond for headings (swap, never invisible text). Text
 * uses the device's own interface font (theme.fonts.body): no download at all, so body text
 * paints at once and never reflows when a web font arrives, and it reads as the phone does.
 */
export const fontFaces = css`
  @font-face {
    font-family: 'Cormorant Garamond';
    font-style: normal;
    font-weight: 600 700;
    font-display: swap;
    src: url(${cormorantLatin600}) format('woff2');
    unicode-range: ${LATIN};
  }
  @font-face {
    font-family: 'Cormorant Garamond';
    font-style: normal;
    font-weight: 600 700;
    font-display: swap;
    src: url(${cormorantCyrillic600}) format('woff2');
    unicode-range: ${CYRILLIC};
  }
`;

/** The heading font files, by script: prerendered pages preload the one their language needs. */
export const HEADING_FONT_URLS = { latin: cormorantLatin600, cyrillic: cormorantCyrillic600 } as const;
