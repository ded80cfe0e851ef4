import type { MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { HOTEL } from '../../domain/hotel';
import { useTexts } from '../../shared/i18n';
import { layoutTexts } from './layout.texts';
import { isHomePath, useLocalizedPath } from '../../shared/navigation';
import { headingFontFamily } from '../../shared/headingFont';

const Mark = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  color: inherit;
  text-decoration: none;
  ${headingFontFamily}
  font-size: 22px;
  font-weight: 700;
  letter-spacing: 0.02em;
  white-space: nowrap;
  min-height: 44px;
  small {
    display: block;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 10px;
    font-weight: 600;
    letter-spacing: 0.24em;
    text-transform: uppercase;
    opacity: 0.85;
    margin-top: 2px;
  }
  span {
    line-height: 1;
  }
`;

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0f4c5c" />
      <path d="M32 12c6 8 14 12 14 22a14 14 0 0 1-28 0c0-10 8-14 14-22z" fill="#e9c46a" />
      <path d="M32 26c3 4 7 6 7 11a7 7 0 0 1-14 0c0-5 4-7 7-11z" fill="#0f4c5c" />
    </svg>
  );
}

/** The hotel's logo: scrolls to the top on the home page, otherwise leads home. */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  const t = useTexts(layoutTexts);
  const { pathname } = useLocation();
  const localized = useLocalizedPath();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    if (isHomePath(pathname)) {
      event.preventDefault();
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    }
  };
  return (
    // Named by its text (no aria-label), so the name holds what the guest sees (WCAG 2.5.3, Label in Name).
    <Mark to={localized('/')} onClick={onClick}>
      <LogoMark />
      <span>
        {HOTEL.name} <small>{HOTEL.city}</small>
      </span>
      <span className="visually-hidden">, {t.homeLink}</span>
    </Mark>
  );
}
