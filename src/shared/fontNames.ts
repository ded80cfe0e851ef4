/**
 * The heading font's names, in a module without imports: the webpack configurations read the
 * page-wide styles (globalCss.ts) in Node, where the font files (src/shared/fonts.ts) cannot load.
 */

/** The heading font's family name, first in theme.fonts.heading. */
export const HEADING_FONT_FAMILY = 'Cormorant Garamond';

/** Set on <html> by loadHeadingFont(): from then on the headings name the font (src/shared/headingFont.ts). */
export const HEADING_FONT_ATTRIBUTE = 'data-heading-font';

/** The selector that is on once the font is: `:where()` adds nothing to a rule's specificity. */
export const HEADING_FONT_ON = `:where(html[${HEADING_FONT_ATTRIBUTE}])`;
