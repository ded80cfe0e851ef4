import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
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
  /* A long word (a Russian label, a guest's double-barrelled name, an email) breaks rather than
     pushing a phone's page sideways; a button's words wrap on a narrow screen (the shared Button
     keeps one line, which made the sign-in page 399 px wide in Russian on a 360 px phone). */
  overflow-wrap: break-word;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
    button {
      white-space: normal;
      max-width: 100%;
      text-align: center;
    }
  }
  /* Printed (a request on A4): the page's content only, in black on white. */
  @media print {
    display: block;
    min-height: 0;
    background: none;
    color: #000;
    font-size: 11pt;
    line-height: 1.4;
    /* No !important: a page may keep a button that shows data (the calendar's nights). */
    button,
    select,
    nav,
    [data-print='hide'] {
      display: none;
    }
    a {
      color: inherit;
      text-decoration: none;
    }
    section,
    li {
      break-inside: avoid;
    }
    h1,
    h2 {
      break-after: avoid;
    }
  }
`;

/* The console is never prerendered, so a global style does not restyle a hydrating page here. */
const PrintSheet = createGlobalStyle`
  @page {
    size: A4;
    margin: 16mm 14mm;
  }
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
  /* On paper the bar is the sheet's letterhead: the hotel's name and who printed it. */
  @media print {
    background: none;
    color: #000;
    padding: 0 0 6pt;
    margin-bottom: 10pt;
    border-bottom: 1pt solid #000;
    p {
      font-size: 13pt;
    }
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
  /* The hotel and who is signed in beside the language on a phone too: a row less of the bar. */
  p {
    flex: 1 1 12em;
    min-width: 0;
  }
  label {
    flex: none;
  }
  @media print {
    label {
      display: none;
    }
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
  @media print {
    max-width: none;
    padding: 0;
  }
`;

/*
 * The result of an action ("The request is confirmed."): its own place at the top of the page,
 * in the flow, so it covers nothing (it used to sit over the bottom of the screen, on the buttons
 * there, for 8 s); it stays until the page changes or the next result replaces it, since a notice
 * that vanished by itself would move the page under the receptionist's finger.
 */
const Notice = styled.div`
  margin: 0 0 16px;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  /* Kept in the page (not display: none) while empty: a live region must be in the
     accessibility tree before what it says, or a screen reader may not say it. */
  &:empty {
    margin: 0;
    padding: 0;
    border: 0;
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
  const [notice, setNotice] = useState<{ text: string; path: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A notice belongs to the page it was said on: an action that ends after the receptionist has
  // gone on (or one said just before) shows nothing on the next page.
  const announce = useCallback<Announce>(
    (text) => {
      // Emptied first, so the same words said twice are read twice.
      setNotice(null);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setNotice({ text, path: pathname }), 50);
    },
    [pathname],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  const sections = useMemo(
    () =>
      [
        // A housekeeping account has its list and its settings only.
        ...(staff?.role === 'housekeeping'
          ? []
          : [
              { to: '/staff', label: t.nav.today, end: true },
              { to: '/staff/room-chart', label: t.nav.roomChart, end: false },
              { to: '/staff/requests', label: t.nav.requests, end: false },
              { to: '/staff/calendar', label: t.nav.calendar, end: false },
              { to: '/staff/new', label: t.nav.newBooking, end: false },
            ]),
        { to: '/staff/housekeeping', label: t.nav.housekeeping, end: false },
        ...(staff?.role === 'owner'
          ? [
              { to: '/staff/hotel-rooms', label: t.nav.rooms, end: false },
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
        <PrintSheet />
        <Skip href="#staff-main" data-print="hide">
          {t.skip}
        </Skip>
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
          <Notice id="staff-notice" role="status" aria-live="polite" data-print="hide">
            {notice?.path === pathname ? notice.text : ''}
          </Notice>
          {children}
        </Main>
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
