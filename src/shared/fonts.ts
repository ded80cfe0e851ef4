import cormorantCyrillic600 from '@fontsource/cormorant-garamond/files/cormorant-garamond-cyrillic-600-normal.woff2';
import cormorantLatin600 from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2';
import { HEADING_FONT_ATTRIBUTE, HEADING_FONT_FAMILY } from './fontNames';

// Google Fonts' Cyrillic subset range; the Latin file (with Uzbek's ʻ) takes every other character.
const CYRILLIC = 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116';

const STYLE_ID = 'heading-font';

function face(url: string, unicodeRange?: string): string {
  const range = unicodeRange ? `;unicode-range:${unicodeRange}` : '';
  return `@font-face{font-family:'${HEADING_FONT_FAMILY}';font-weight:600 700;font-display:swap;src:url(${url}) format('woff2')${range}}`;
}

/** Its two faces: Latin (and all else), then Cyrillic, which wins for its range as the later face. */
const HEADING_FONT_FACES = `${face(cormorantLatin600)}${face(cormorantCyrillic600, CYRILLIC)}`;

/**
 * The faces' <style>, in every prerendered page's head (src/ssr.tsx). Declared there, the font is
 * still not fetched: no element names the family until loadHeadingFont().
 */
export function headingFontStyleTag(): string {
  return `<style id="${STYLE_ID}">${HEADING_FONT_FACES}</style>`;
}

/**
 * The one self-hosted font: Cormorant Garamond for headings. The first paint (and the page's
 * largest image) never waits on it or shares the connection with it, in any language; a Russian
 * page needs two files (Cyrillic, and Latin for spaces and digits). Once the app's own files are
 * in and it renders (src/index.tsx), this switches the headings to it: the browser then fetches
 * only the subsets they use and swaps them in over the matched fallback. Text uses the device's
 * own interface font (theme.fonts.body): no download at all.
 *
 * The switch is one attribute on <html>, and the browser restyles and re-lays out only what names
 * the family. Faces added at this moment instead (document.fonts.add, or a new @font-face rule)
 * make Chromium re-lay out every box of the page: on /en, 621 boxes, 15–24 ms on a 2-core
 * desktop, four times that on a slow phone. The app shell (app.html) has no faces in its head:
 * they are added here, before its first render has laid anything out.
 */
export function loadHeadingFont(): void {
  if (!document.getElementById(STYLE_ID)) {
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = HEADING_FONT_FACES;
    document.head.append(style);
  }
  document.documentElement.setAttribute(HEADING_FONT_ATTRIBUTE, '');
}
