/**
 * The family (second in theme.fonts.heading) that stands in for Cormorant Garamond until it
 * arrives (src/shared/fonts.ts): the device's bold Times New Roman, or its metric twin Liberation
 * Serif, scaled to Cormorant's width (size-adjust: 91 %, and 89.3 % for Cyrillic letters, a later
 * face wins for its range), so the swap moves no line: headings set their own line height, so the
 * two fonts' ascent and descent change no box. Chosen in Chromium so that no heading of the home,
 * rooms and room pages in UZ, RU or EN wraps differently at 360–1280 px once the font arrives.
 * A device without either (Android) uses the next name in theme.fonts.heading unscaled.
 *
 * Static CSS, so it is written into the HTML template's <style> by the builds (webpack.shared.ts),
 * not carried in the app's JavaScript. No imports: the webpack configurations read it in Node.
 */
export const FALLBACK_HEADING_FAMILY = 'Cormorant Times';

/** Two faces: Latin (and all else) at 91 %, then Cyrillic at 89.3 %. Plain strings, so a bundle that reads only the family name drops them. */
const FACE = `@font-face{font-family:'${FALLBACK_HEADING_FAMILY}';font-weight:600 700;src:local('Times New Roman Bold'),local('Liberation Serif Bold');`;
export const FALLBACK_FONT_FACES_CSS = `${FACE}size-adjust:91%}${FACE}size-adjust:89.3%;unicode-range:U+0400-04FF}`;
