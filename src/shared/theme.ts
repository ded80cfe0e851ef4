import { FALLBACK_HEADING_FAMILY } from './fallbackFont';
import { HEADING_FONT_FAMILY } from './fontNames';

/** The design system's tokens: one calm palette, a type scale and an 8 px spacing scale. */
export const theme = {
  colors: {
    background: '#fbf7f1',
    surface: '#ffffff',
    surfaceAlt: '#f3ece1',
    text: '#1d2a2f',
    textMuted: '#4f5d62',
    primary: '#0f4c5c',
    primaryDark: '#0a3641',
    onPrimary: '#ffffff',
    accent: '#a8432a',
    accentDark: '#8a3520',
    onAccent: '#ffffff',
    gold: '#e9c46a',
    border: '#ddd3c4',
    focus: '#1a73e8',
    overlay: 'rgba(10, 26, 31, 0.55)',
    danger: '#b3261e',
  },
  fonts: {
    // Cormorant Garamond once the app has switched it on; until then (and without scripts)
    // headingFallback, a bold serif scaled to its metrics. Applied by headingFontFamily
    // (src/shared/headingFont.ts), which switches between the two.
    heading: `'${HEADING_FONT_FAMILY}', '${FALLBACK_HEADING_FAMILY}', Georgia, serif`,
    headingFallback: `'${FALLBACK_HEADING_FAMILY}', Georgia, serif`,
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
  },
  /** Spacing scale in px: space(1) = 8 px. */
  space: (n: number): string => `${n * 8}px`,
  radii: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
  shadows: {
    header: '0 2px 16px rgba(15, 40, 48, 0.12)',
    card: '0 6px 24px rgba(15, 40, 48, 0.10)',
    raised: '0 12px 40px rgba(15, 40, 48, 0.18)',
  },
  /** Breakpoints in px; xs is also the widest the mobile menu panel gets. */
  breakpoints: { xs: 400, sm: 576, md: 768, lg: 1024, xl: 1280 },
  header: { mobile: 56, desktop: 64 },
  maxWidth: '1200px',
  z: { header: 100, menu: 200, modal: 300 },
} as const;

export type Theme = typeof theme;

/** Media query for widths from the breakpoint up. */
export const up = (bp: keyof Theme['breakpoints']): string => `@media (min-width: ${theme.breakpoints[bp]}px)`;
/** Media query for widths below the breakpoint. */
export const down = (bp: keyof Theme['breakpoints']): string => `@media (max-width: ${theme.breakpoints[bp] - 0.02}px)`;
export const reducedMotion = '@media (prefers-reduced-motion: reduce)';
