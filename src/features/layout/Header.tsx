import { useId, useState } from 'react';
import { useAppSelector } from '../../store/hooks';
import { selectHasMyRequests } from '../../shared/myRequests/myRequestsSlice';
import { useHydrated } from '../../shared/useHydrated';
import { Link, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { type ButtonStyleProps, buttonStyles, IconButton } from '../../shared/Button';
import { MenuIcon } from '../../shared/icons';
import { useTexts } from '../../shared/i18n';
import { LanguageMenu } from './LanguageMenu';
import { layoutTexts, SECTION_IDS } from './layout.texts';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { isHomePath, SCROLLED_THRESHOLD_PX, useLocalizedPath } from '../../shared/navigation';
import { SectionLink } from './SectionLink';
import { useScrolled } from './useScrolled';

const Bar = styled.header<{ $scrolled: boolean; $overHero: boolean }>`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.z.header};
  height: ${({ theme }) => theme.header.mobile}px;
  transition:
    background-color 0.25s,
    box-shadow 0.25s,
    color 0.25s;
  color: ${({ theme, $overHero }) => ($overHero ? '#ffffff' : theme.colors.text)};
  background: ${({ $overHero }) => ($overHero ? 'linear-gradient(rgba(8, 24, 28, 0.55), rgba(8, 24, 28, 0))' : 'transparent')};
  ${({ $scrolled, theme }) =>
    $scrolled &&
    css`
      background: rgba(251, 247, 241, 0.88);
      backdrop-filter: saturate(1.4) blur(10px);
      -webkit-backdrop-filter: saturate(1.4) blur(10px);
      box-shadow: ${theme.shadows.header};
    `}
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    height: ${({ theme }) => theme.header.desktop}px;
  }
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  height: 100%;
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(2)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    padding: 0 ${({ theme }) => theme.space(4)};
  }
`;

const Nav = styled.nav`
  display: none;
  margin-left: auto;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    display: block;
  }
  ul {
    display: flex;
    gap: 4px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 12px;
    color: inherit;
    font-weight: 500;
    font-size: 15px;
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radii.pill};
  }
  a:hover {
    background: rgba(127, 127, 127, 0.16);
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin-left: auto;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    margin-left: ${({ theme }) => theme.space(1)};
  }
`;

const DesktopOnly = styled.div`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

const BookNow = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

const RequestsLink = styled(Link)`
  display: none;
  align-items: center;
  min-height: 44px;
  padding: 0 8px;
  color: inherit;
  font-weight: 500;
  font-size: 15px;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    display: inline-flex;
  }
`;

const MenuButton = styled(IconButton)`
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    display: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -100px;
  z-index: ${({ theme }) => theme.z.modal};
  padding: 10px 16px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-weight: 600;
  &:focus {
    top: 8px;
  }
`;

/** The site header: logo, section links, language dropdown, 'Book now' and the mobile menu. */
export function Header() {
  const t = useTexts(layoutTexts);
  const { pathname } = useLocation();
  const localized = useLocalizedPath();
  const scrolled = useScrolled(SCROLLED_THRESHOLD_PX);
  const hydrated = useHydrated();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const overHero = isHomePath(pathname) && !scrolled;

  // A route change (a menu link, Back) always leaves the menu closed: done while rendering the
  // new page (React's way to reset state when a value changes), not in an effect after its paint.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  // 'My requests' appears once this device has sent one (after hydration: the prerendered page has none).
  const hasRequests = useAppSelector(selectHasMyRequests) && hydrated;

  return (
    <>
      <SkipLink href="#main">{t.skipToContent}</SkipLink>
      <Bar data-site-header="" data-scrolled={scrolled} $scrolled={scrolled} $overHero={overHero}>
        <Inner>
          <Logo />
          <Nav aria-label={t.mainNav}>
            <ul>
              {SECTION_IDS.map((id) => (
                <li key={id}>
                  <SectionLink id={id}>{t.sections[id]}</SectionLink>
                </li>
              ))}
            </ul>
          </Nav>
          <Actions>
            {hasRequests && <RequestsLink to={localized('/my-requests')}>{t.myRequests}</RequestsLink>}
            <DesktopOnly>
              <LanguageMenu />
              <BookNow to={localized('/rooms')} $variant="accent">
                {t.bookNow}
              </BookNow>
            </DesktopOnly>
            <MenuButton
              aria-label={t.openMenu}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen(true)}
            >
              <MenuIcon />
            </MenuButton>
          </Actions>
        </Inner>
      </Bar>
      <MobileMenu id={menuId} open={menuOpen} onClose={() => setMenuOpen(false)} showRequests={hasRequests} />
    </>
  );
}
