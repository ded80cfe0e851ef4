/**
 * The staff console under /staff/…: its own routes, layout and language (the staff member's),
 * in chunks no guest page loads. Every page but sign-in is behind the session: a 401 from any
 * staff call, or no session at all, shows the sign-in page.
 */
import { setupListeners } from '@reduxjs/toolkit/query';
import { Suspense, useCallback, useEffect, type ReactNode } from 'react';
import { matchRoutes, useLocation, useParams, useRoutes, type RouteObject } from 'react-router-dom';
import { LanguageScope, useLanguage } from '../../shared/language/LanguageProvider';
import { parseLanguageCode, toLang, type LanguageCode } from '../../shared/language/languages';
import { lazyWithPreload, type LazyWithPreload } from '../../shared/lazyWithPreload';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { ConsoleLayout, PageMessage, Redirect } from './ConsoleLayout';
import { statusOf, useStaffSessionQuery } from './staffApi';
import { selectSessionLost, selectStaffLanguage, staffLanguageChosen } from './staffUiSlice';
import { staffTexts } from './staff.texts';
import { useTexts } from '../../shared/i18n';

const SignInPage = lazyWithPreload(() => import(/* webpackChunkName: "staff-sign-in" */ './SignInPage'));
const TodayPage = lazyWithPreload(() => import(/* webpackChunkName: "staff-today" */ './TodayPage'));
const RequestsPage = lazyWithPreload(() => import(/* webpackChunkName: "staff-requests" */ './RequestsPage'));
const RequestPage = lazyWithPreload(() => import(/* webpackChunkName: "staff-request" */ './RequestPage'));
const CalendarPage = lazyWithPreload(() => import(/* webpackChunkName: "staff-calendar" */ './CalendarPage'));
const NewBookingPage = lazyWithPreload(() => import(/* webpackChunkName: "staff-new" */ './NewBookingPage'));
const ExportPage = lazyWithPreload(() => import(/* webpackChunkName: "staff-export" */ './ExportPage'));
const RatesPage = lazyWithPreload(() => import(/* webpackChunkName: "staff-rates" */ './RatesPage'));
const SettingsPage = lazyWithPreload(() => import(/* webpackChunkName: "staff-settings" */ './SettingsPage'));
const RoomChartPage = lazyWithPreload(() => import(/* webpackChunkName: "staff-room-chart" */ './RoomChartPage'));
const RoomsPage = lazyWithPreload(() => import(/* webpackChunkName: "staff-rooms" */ './RoomsPage'));
const HousekeepingPage = lazyWithPreload(
  () => import(/* webpackChunkName: "staff-housekeeping" */ './HousekeepingPage'),
);

/**
 * The console's pages behind the session, by their address below /staff; `owner`: the owner's only;
 * `housekeeping`: the only pages a housekeeping account sees (its Today is its list).
 */
const SIGNED_IN_PAGES: {
  path?: string;
  index?: true;
  page: LazyWithPreload<object>;
  owner?: true;
  housekeeping?: true;
}[] = [
  { index: true, page: TodayPage },
  { path: 'room-chart', page: RoomChartPage },
  // Not 'rooms': the site's own /:code/rooms outranks /staff/* in the router (a console address
  // must never be a guest page's path after a first segment).
  { path: 'hotel-rooms', page: RoomsPage, owner: true },
  { path: 'housekeeping', page: HousekeepingPage, housekeeping: true },
  { path: 'requests', page: RequestsPage },
  { path: 'requests/:reference', page: RequestPage },
  { path: 'calendar', page: CalendarPage },
  { path: 'new', page: NewBookingPage },
  { path: 'export', page: ExportPage, owner: true },
  { path: 'rates', page: RatesPage, owner: true },
  { path: 'settings', page: SettingsPage, housekeeping: true },
];

/** The console's address of a page: staffPath('requests', 'GH-7K3Q9M') → '/staff/requests/GH-7K3Q9M'. */
export function staffPath(...segments: string[]): string {
  return ['/staff', ...segments.map(encodeURIComponent)].join('/');
}

export const SIGN_IN_PATH = '/staff/sign-in';

function Loading() {
  const t = useTexts(staffTexts);
  return <PageMessage role="status">{t.loading}</PageMessage>;
}

/** The pages behind the session; the owner's only for the owner. */
function SignedIn() {
  const session = useStaffSessionQuery();
  const lost = useAppSelector(selectSessionLost);
  const t = useTexts(staffTexts);
  const location = useLocation();
  const below = `/${useParams()['*'] ?? ''}`;
  const owner = session.data?.role === 'owner';
  const housekeeper = session.data?.role === 'housekeeping';
  // The owner's page refused still has its heading (the section's name), as every page has.
  const forbidden = (heading: string) => (
    <>
      <h1>{heading}</h1>
      <PageMessage role="alert">{t.forbidden}</PageMessage>
    </>
  );
  const routes: RouteObject[] = [
    ...SIGNED_IN_PAGES.map(({ path, index, page: Page, owner: ownerOnly, housekeeping }) => {
      const element =
        ownerOnly && !owner ? (
          forbidden(path === 'rates' ? t.nav.rates : path === 'hotel-rooms' ? t.nav.rooms : t.nav.export)
        ) : housekeeper && !housekeeping ? (
          // A housekeeping account sees its list and its settings only; the rest sends it to its list.
          <Redirect to="/staff/housekeeping" />
        ) : (
          <Page />
        );
      return index ? { index, element } : { path, element };
    }),
    { path: '*', element: <Redirect to="/staff" /> },
  ];
  const page = useRoutes(routes);
  // The page's code comes while the session is asked for, not after it: one wait instead of two in
  // a row, and the page shows with the session, never "Loading…" once more. A failed fetch is the
  // page's own to retry when it renders.
  useEffect(() => {
    matchRoutes(SIGNED_IN_PAGES, below)
      ?.at(-1)
      ?.route.page.preload()
      .catch(() => undefined);
  }, [below]);
  const unauthenticated = lost || statusOf(session.error) === 401;
  if (unauthenticated) return <Redirect to={SIGN_IN_PATH} state={{ from: location.pathname }} />;
  if (!session.data) {
    return (
      <ConsoleLayout staff={null}>
        {session.isError ? (
          <PageMessage role="alert">
            {t.loadFailed}{' '}
            <button type="button" onClick={() => void session.refetch()}>
              {t.retry}
            </button>
          </PageMessage>
        ) : (
          <Loading />
        )}
      </ConsoleLayout>
    );
  }
  return (
    <ConsoleLayout staff={session.data}>
      <Suspense fallback={<Loading />}>{page}</Suspense>
    </ConsoleLayout>
  );
}

function ConsoleRoutes() {
  return useRoutes([
    {
      path: 'sign-in',
      element: (
        <ConsoleLayout staff={null}>
          <Suspense fallback={<Loading />}>
            <SignInPage />
          </Suspense>
        </ConsoleLayout>
      ),
    },
    { path: '*', element: <SignedIn /> },
  ]);
}

/**
 * The console's language: the one chosen in the console, else the signed-in member's, else the
 * site's (before anyone has signed in). <html lang> follows it while the console shows.
 */
function StaffLanguage({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const site = useLanguage().language;
  const chosen = useAppSelector(selectStaffLanguage);
  const { data: staff } = useStaffSessionQuery(undefined, { skip: chosen !== null });
  const language: LanguageCode = chosen ?? parseLanguageCode(staff?.lang) ?? site;
  const choose = useCallback((code: LanguageCode) => dispatch(staffLanguageChosen(code)), [dispatch]);
  useEffect(() => {
    const root = document.documentElement;
    const before = root.lang;
    root.lang = toLang(language);
    return () => {
      root.lang = before;
    };
  }, [language]);
  return (
    <LanguageScope language={language} setLanguage={choose}>
      {children}
    </LanguageScope>
  );
}

/** /staff/…: never indexed (the meta joins the document's head), in the staff member's language. */
export default function StaffConsole() {
  const dispatch = useAppDispatch();
  // The window's focus and online events reach RTK Query: the pages' refetchOnFocus and
  // refetchOnReconnect, and polling paused while the tab is hidden (liveRefresh.ts).
  useEffect(() => setupListeners(dispatch), [dispatch]);
  return (
    <StaffLanguage>
      <meta name="robots" content="noindex, nofollow" />
      <ConsoleRoutes />
    </StaffLanguage>
  );
}
