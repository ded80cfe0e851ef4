import { createGlobalStyle } from 'styled-components';
import { visuallyHidden } from './visuallyHidden';
import { headingFontFamily } from './headingFont';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    background: ${({ theme }) => theme.colors.background};
  }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 16px;
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 {
    ${headingFontFamily}
    font-weight: 600;
    line-height: 1.15;
    margin: 0 0 0.5em;
    color: ${({ theme }) => theme.colors.text};
  }
  p { margin: 0 0 1em; }
  a { color: ${({ theme }) => theme.colors.primary}; }
  img { max-width: 100%; display: block; }
  button, input, select, textarea { font: inherit; color: inherit; }
  button { cursor: pointer; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
  /*
   * Long pages (home) mark their sections below the first screen: the browser lays them out and
   * paints them only as they come near, so a phone gets to the first paint and to idle sooner.
   * A section link first lifts this (scrollToSection), so it measures real heights.
   */
  html:not([data-full-layout]) [data-deferred-render] {
    content-visibility: auto;
    contain-intrinsic-size: auto 900px;
  }
  .visually-hidden {
    ${visuallyHidden}
  }
`;
