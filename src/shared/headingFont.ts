import { css } from 'styled-components';
import { HEADING_FONT_ON } from './fontNames';

/**
 * A heading's font-family: the matched fallback until loadHeadingFont() (src/shared/fonts.ts)
 * sets the attribute on <html>, then Cormorant Garamond over it. `:where()` adds nothing to the
 * rule's specificity, so a component that sets its own font on a heading still wins.
 */
export const headingFontFamily = css`
  font-family: ${({ theme }) => theme.fonts.headingFallback};
  ${HEADING_FONT_ON} & {
    font-family: ${({ theme }) => theme.fonts.heading};
  }
`;
