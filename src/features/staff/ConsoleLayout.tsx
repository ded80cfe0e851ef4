import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { HOTEL } from '../../domain/hotel';
import { useTexts } from '../../shared/i18n';
import { useLanguage } from '../../shared/language/LanguageProvider';
import { LANGUAGE_OPTIONS, parseLanguageCode } from '../../shared/language/languages';
import type { StaffMember } from './staffApi';
import { staffTexts } from './staff.texts';

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};
`;

const Skip = styled.a`
  position: absolute;
  left: 8px;
  top: -100px;
  z-index: 10;
  padding: 8px 12px;
  background: ${({ theme }) => theme.colors.surface};
  &:focus {
    top: 8px;
  }
`;

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  padding: 8px 12px 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    padding: 8px 24px 0;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  flex-wrap: wrap;
  max-width: 1200px;
  margin: 0 auto;
  p {
    margin: 0;
    font-weight: 600;
    line-height: 1.3;
  }
  small {
    display: block;
    font-weight: 400;
    opacity: 0.9;
  }
  label {
    display: flex;
    align-items: center;
    gap: 6px;
    font-size: 14px;
  }
  select {
    min-height: 44px;
    padding: 0 8px;
    border-radius: ${({ theme }) => theme.radii.sm};
    border: 1px solid rgba(255, 255, 255, 0.6);
    background: ${({ theme }) => theme.colors.primaryDark};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const Nav = styled.nav`
  max-width: 1200px;
  margin: 8px auto 0;
  ul {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    margin: 0;
    padding: 0;
    list-style: none;
    @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
      display: flex;
      gap: 4px;
    }
  }
  a {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    padding: 0 12px;
    color: ${({ theme }) => theme.colors.onPrimary};
    text-decoration: none;
    text-align: center;
    font-size: 15px;
    line-height: 1.2;
    border-bottom: 3px solid transparent;
  }
  a[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.gold};
    font-weight: 700;
  }
  a:hover {
    background: rgba(255, 255, 255, 0.1);
  }
  a:focus-visible {
    outline-color: ${({ theme }) => theme.colors.gold};
    outline-offset: -3px;
  }
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 16px 12px 48px;
  outline: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    padding: 24px 24px 64px;
  }
`;

const Live = styled.p`
  margin: 0;
  position: sticky;
  bottom: 0;
  padding: 12px 16px;
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  font-weight: 600;
  /* Kept in the page while empty: a live region must be there before what it says. */
  &:empty {
    padding: 0;
  }
`;

/** A short message in place of a page (loading, refused, failed). */
export const PageMessage = styled.p`
  margin: 24px 0;
  button {
    margin-left: 4px;
    min-height: 44px;
  }
`;

type Announce = (message: string) => void;

/*
 * The section links and the redirects are written with Link and useNavigate, which the guest pages
 * use too: NavLink and Navigate would join the shared vendor file every guest page loads.
 */
function isCurrent(pathname: string, to: string, end: boolean): boolean {
  return pathname === to || (!end && pathname.startsWith(`${to}/`));
}

/** Goes to `to` as soon as it renders, replacing the current entry. */
export function Redirect({ to, state }: { to: string; state?: unknown }) {
  const navigate = useNavigate();
  // The state as it was first given: a new object on each render must not navigate again.
  const first = useRef(state);
  useEffect(() => {
    void navigate(to, { replace: true, state: first.current });
  }, [navigate, to]);
  return null;
}

const AnnounceContext = createContext<Announce>(() => undefined);

/** Says a result aloud (and shows it): the console's one polite live region. */
export function useAnnounce(): Announce {
  return useContext(AnnounceContext);
}

function LanguageChoice() {
  const t = useTexts(staffTexts);
  const { language, setLanguage } = useLanguage();
  return (
    <label>
      {t.language}
      <select value={language} onChange={(event) => setLanguage(parseLanguageCode(event.target.value) ?? language)}>
        {LANGUAGE_OPTIONS.map((option) => (
          <option key={option.code} value={option.code} lang={option.code.toLowerCase()}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The console's frame: the hotel and who is signed in, the sections, the page, and the live region. */
export function ConsoleLayout({ staff, children }: { staff: StaffMember | null; children: ReactNode }) {
  const t = useTexts(staffTexts);
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const announce = useCallback<Announce>((text) => {
    // Emptied first, so the same words said twice are read twice.
    setMessage('');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setMessage(text);
      timer.current = setTimeout(() => setMessage(''), 8000);
    }, 50);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  const sections = useMemo(
    () =>
      [
        { to: '/staff', label: t.nav.today, end: true },
        { to: '/staff/requests', label: t.nav.requests, end: false },
        { to: '/staff/calendar', label: t.nav.calendar, end: false },
        { to: '/staff/new', label: t.nav.newBooking, end: false },
        ...(staff?.role === 'owner'
          ? [
              { to: '/staff/rates', label: t.nav.rates, end: false },
              { to: '/staff/export', label: t.nav.export, end: false },
            ]
          : []),
        { to: '/staff/settings', label: t.nav.settings, end: false },
      ] as const,
    [t, staff?.role],
  );
  return (
    <AnnounceContext.Provider value={announce}>
      <Shell>
        <Skip href="#staff-main">{t.skip}</Skip>
        <Bar>
          <Top>
            <p>
              {HOTEL.name} · {t.console}
              {staff && <small>{t.signedInAs(staff.name)}</small>}
            </p>
            <LanguageChoice />
          </Top>
          {staff && (
            <Nav aria-label={t.menu}>
              <ul>
                {sections.map((section) => (
                  <li key={section.to}>
                    <Link
                      to={section.to}
                      aria-current={isCurrent(pathname, section.to, section.end) ? 'page' : undefined}
                    >
                      {section.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </Nav>
          )}
        </Bar>
        <Main id="staff-main" tabIndex={-1}>
          {children}
        </Main>
        <Live role="status" aria-live="polite">
          {message}
        </Live>
      </Shell>
    </AnnounceContext.Provider>
  );
}

/** A console page's title in the browser tab: the page, then the console. */
export function useConsoleTitle(heading: string): void {
  const t = useTexts(staffTexts);
  useEffect(() => {
    document.title = `${heading} · ${t.console} · ${HOTEL.name}`;
  }, [heading, t.console]);
}
