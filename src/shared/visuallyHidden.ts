import { css } from 'styled-components';
import { VISUALLY_HIDDEN } from './globalCss';

/**
 * Hidden on screen, still read by screen readers: for a styled component that hides itself, with
 * the declarations of the page-wide `.visually-hidden` class (globalCss.ts).
 */
export const visuallyHidden = css`
  ${VISUALLY_HIDDEN}
`;
