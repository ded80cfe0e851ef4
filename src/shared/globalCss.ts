/**
 * The page-wide styles, as static CSS: written into every page's <style> by the HTML template
 * (webpack.shared.ts), for the prerendered pages and the app shells alike, never by the app's
 * JavaScript. As a styled-components global style they were inserted again while a prerendered
 * page hydrated (createGlobalStyle replaces its rules on mount), and rules for `*`, `html` and
 * `body` restyle every element: 8–15 ms of style work on /en on a 2-core desktop, in the middle of
 * hydration. Node reads this module in the webpack configurations: it imports nothing that only
 * webpack can load.
 */
import { HEADING_FONT_ON } from './fontNames';
import { theme } from './theme';

/** Hidden on screen, still read by screen readers: the `.visually-hidden` class and visuallyHidden.ts. */
export const VISUALLY_HIDDEN =
  'position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0;';

const HEADINGS = ['h1', 'h2', 'h3', 'h4'];

/** A font stack as the rest of the CSS is written: no space after its commas. */
function stack(families: string): string {
  return families.replace(/,\s+/g, ',');
}

export function globalCss(): string {
  const { colors } = theme;
  const fonts = {
    body: stack(theme.fonts.body),
    heading: stack(theme.fonts.heading),
    headingFallback: stack(theme.fonts.headingFallback),
  };
  // Headings switch to the web font with the attribute (src/shared/headingFont.ts does the same for
  // styled components); :where() keeps a component's own font on its heading.
  const switched = HEADINGS.map((tag) => `${HEADING_FONT_ON} ${tag}`).join(',');
  return [
    '*,*::before,*::after{box-sizing:border-box;}',
    `html{-webkit-text-size-adjust:100%;text-size-adjust:100%;background:${colors.background};}`,
    `body{margin:0;font-family:${fonts.body};font-size:16px;line-height:1.6;color:${colors.text};background:${colors.background};-webkit-font-smoothing:antialiased;}`,
    `${HEADINGS.join(',')}{font-family:${fonts.headingFallback};font-weight:600;line-height:1.15;margin:0 0 0.5em;color:${colors.text};}`,
    `${switched}{font-family:${fonts.heading};}`,
    'p{margin:0 0 1em;}',
    `a{color:${colors.primary};}`,
    'img{max-width:100%;display:block;}',
    'button,input,select,textarea{font:inherit;color:inherit;}',
    'button{cursor:pointer;}',
    `:focus-visible{outline:3px solid ${colors.focus};outline-offset:2px;}`,
    '@media (prefers-reduced-motion: reduce){*,*::before,*::after{animation-duration:0.01ms!important;animation-iteration-count:1!important;transition-duration:0.01ms!important;scroll-behavior:auto!important;}}',
    // Long pages (home) mark their sections below the first screen: the browser lays them out and
    // paints them only as they come near, so a phone gets to the first paint and to idle sooner. A
    // section link first lifts this (scrollToSection), so it measures real heights.
    'html:not([data-full-layout]) [data-deferred-render]{content-visibility:auto;contain-intrinsic-size:auto 900px;}',
    `.visually-hidden{${VISUALLY_HIDDEN}}`,
  ].join('');
}
