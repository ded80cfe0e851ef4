import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useTexts } from '../shared/i18n';
import { isLanguageSegment } from '../shared/language/languages';
import { BookingDialogHost } from '../features/booking/BookingDialogHost';
import { preloadBookingDialog } from '../features/booking/loadBookingDialog';
import { BookingDialogPreload } from '../shared/bookNow/bookNow';
import { Footer } from '../features/layout/Footer';
import { Header } from '../features/layout/Header';
import { isHomePath } from '../shared/navigation';
import { useScrollRestoration } from '../shared/useScrollRestoration';
import { formatPhone, HOTEL } from '../domain/hotel';
import { appTexts } from './app.texts';
import { PageErrorBoundary } from './ErrorBoundary';

const Main = styled.main<{ $home: boolean }>`
  display: block;
  min-height: 70vh;
  padding-top: ${({ theme, $home }) => ($home ? 0 : theme.header.mobile + 16)}px;
  outline: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    padding-top: ${({ theme, $home }) => ($home ? 0 : theme.header.desktop + 24)}px;
  }
`;

const Loading = styled.p`
  min-height: 100vh;
  margin: 0;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const NoScriptBox = styled.p`
  max-width: 720px;
  margin: ${({ theme }) => theme.space(4)} auto;
  padding: ${({ theme }) => theme.space(2)};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    white-space: nowrap;
  }
`;

/**
 * Prerendered pages read and link without JavaScript; what needs it (booking, filters, the
 * mobile menu) is named here, in the page's language, with the phone as the way round. The
 * browser shows it only with scripting off; React never renders inside <noscript> on the client.
 */
function NoScriptNote() {
  const t = useTexts(appTexts);
  const phone = HOTEL.phones[0];
  return (
    <noscript>
      <NoScriptBox>
        {t.noScript} <a href={`tel:${phone}`}>{formatPhone(phone)}</a>
      </NoScriptBox>
    </noscript>
  );
}

function PageLoading() {
  const t = useTexts(appTexts);
  return <Loading role="status">{t.loading}</Loading>;
}

/** Header, the page and the footer; a page's failure stays inside its own boundary. */
export function Layout() {
  const { pathname } = useLocation();
  useScrollRestoration();
  return (
    <BookingDialogPreload.Provider value={preloadBookingDialog}>
      <Header />
      {/* The footer waits with the page: nothing below the fold jumps when a page's chunk arrives. */}
      <Suspense
        fallback={
          <Main id="main" tabIndex={-1} $home={false}>
            <PageLoading />
          </Main>
        }
      >
        <Main id="main" tabIndex={-1} $home={isHomePath(pathname)}>
          <PageErrorBoundary key={pathname}>
            <Outlet />
          </PageErrorBoundary>
        </Main>
        <NoScriptNote />
        <Footer />
      </Suspense>
      <BookingDialogHost />
    </BookingDialogPreload.Provider>
  );
}

/**
 * Pages under a language segment (/ru/…, any case): the segment itself is the page's language
 * (LanguageProvider reads it from the address; an unknown two-letter code shows Uzbek, spec
 * section 2). Anything else in that place is an unknown page.
 */
export function LanguageRoute({ notFound }: { notFound: ReactNode }) {
  const { code = '' } = useParams();
  return isLanguageSegment(code) ? <Outlet /> : notFound;
}
