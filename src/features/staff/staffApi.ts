/**
 * The staff console's calls under /api/staff/, on the site's one api (src/store/api.ts). Tags tie
 * the views together: an action on a request (confirm, check in…) refreshes the list, the
 * request's page, today and the calendar at once. Every call sends the session cookie
 * (credentials: 'same-origin') and JSON bodies.
 */
import { api } from '../../store/api';
import type { ApiProblem } from '../../store/baseQuery';
import { STORED_STATUSES } from '../../domain/booking';
import type { Lang, StoredStatus } from '../../domain/booking';
import type {
  StaffAccount,
  StaffBookingDetail,
  StaffBooking,
  StaffMember,
  TodayAnswer,
  CalendarAnswer,
  RateChange,
  StaffRestriction,
  StaffSeason,
  StayChangeAsk,
  StayChangePreview,
} from '../../domain/staffApi';
import type { CancellationPolicy, Quote, Restriction, Season } from '../../domain/rates';

// The answers' shapes are the domain's, shared with the server; the console's pages import them from here.
export type {
  StaffRole,
  StaffMember,
  StaffBooking,
  StaffDeposit,
  EmailState,
  StaffEmail,
  HistoryAction,
  HistoryEntry,
  StaffBookingDetail,
  StaffUndo,
  UndoableAction,
  TodayAnswer,
  CalendarNight,
  CalendarAnswer,
  StaffAccount,
  RateChange,
  RateSubject,
  StaffRestriction,
  StaffSeason,
  TodayDay,
  ConflictBooking,
  RestrictionConflict,
  StayChangeAsk,
  StayChangePreview,
  StayTerms,
  ChangeRecord,
} from '../../domain/staffApi';
export { changeRecordOf } from '../../domain/staffApi';
export type { CancellationPolicy, Quote } from '../../domain/rates';
export { HISTORY_ACTIONS } from '../../domain/staffApi';
export type { DepositStatus as DepositState, BookingSource } from '../../domain/booking';

/** The statuses the list filters by: every status the hotel stores. */
export const STAFF_BOOKING_STATUSES = STORED_STATUSES;
export type StaffBookingStatus = StoredStatus;

export interface BookingFilter {
  status?: StaffBookingStatus;
  from?: string;
  to?: string;
  q?: string;
}

export interface NightFilter {
  night: string;
  roomId: number;
}

export type DeclineReason = 'full' | 'other' | 'message';

/** The actions a request's page offers, each one POST /api/staff/bookings/{id}/<path>. */
export type BookingAction =
  | { kind: 'confirm' }
  | { kind: 'decline'; reason: DeclineReason; message?: string }
  | { kind: 'cancel'; message?: string }
  /** `early`: before the arrival day, asked for and recorded as an early check-in (else 409 not_arrival_day). */
  | { kind: 'checkIn'; early?: boolean }
  | { kind: 'noShow' }
  | { kind: 'checkOut' }
  | { kind: 'erase' }
  | { kind: 'note'; text: string }
  | { kind: 'message'; text: string }
  /** Takes back the last check-in, no-show, check-out or decline within 24 hours (the detail's `undo`). */
  | { kind: 'undo' };

const ACTION_PATHS: Readonly<Record<BookingAction['kind'], string>> = {
  confirm: 'confirm',
  decline: 'decline',
  cancel: 'cancel',
  checkIn: 'check-in',
  noShow: 'no-show',
  checkOut: 'check-out',
  erase: 'erase',
  note: 'notes',
  message: 'messages',
  undo: 'undo',
};

/** Which actions a status allows (the server's transitions); a note and a message always. */
export function actionsFor(status: StaffBookingStatus): readonly Exclude<BookingAction['kind'], 'undo'>[] {
  switch (status) {
    case 'received':
      return ['confirm', 'decline', 'cancel'];
    case 'confirmed':
      return ['checkIn', 'noShow', 'cancel'];
    case 'checked_in':
      return ['checkOut'];
    // Over: the guest's personal data may be erased (the server also allows it once check-out has come).
    case 'declined':
    case 'cancelled':
    case 'checked_out':
    case 'no_show':
      return ['erase'];
    default:
      return [];
  }
}

/** The body of a desk or phone booking (POST /api/staff/bookings). */
export interface NewStaffBooking {
  roomId: number;
  units: number;
  checkin: string;
  checkout: string;
  guests: number;
  guestName: string;
  phone: string;
  email: string | null;
  nationality: string | null;
  lang: Lang;
  source: 'phone' | 'desk';
}

/** The policy as PUT /api/staff/policy takes it: one of the two, or unset (`kind: null`). */
export type PolicyChoice = CancellationPolicy | { kind: null };

/** What the owner asks the preview: the stay, the rooms, and whether the guest is a citizen. */
export interface RatePreviewAsk {
  roomId: number;
  checkin: string;
  checkout: string;
  nationality: string;
  units: number;
}

/** The stay the New booking form asks the price of (GET /api/quote); nationality '' while none is chosen. */
export interface StaffQuoteAsk {
  roomId: number;
  checkin: string;
  checkout: string;
  nationality: string;
  units: number;
}

const SAME_ORIGIN = { credentials: 'same-origin' } as const;

/**
 * A change of the terms changes every view of them: lists, policy, history, preview, and the
 * calendar (its closed and out-of-service units).
 */
const ratesChanged = (_result: unknown, error: ApiProblem | undefined): Array<'StaffRates' | 'StaffCalendar'> =>
  error && !isConflict(error) ? [] : ['StaffRates', 'StaffCalendar'];

/** A request's every query answer is named by its id and by its reference (the page's address). */
const bookingTags = (booking: StaffBookingDetail) => [
  { type: 'StaffBooking' as const, id: booking.id },
  { type: 'StaffBooking' as const, id: booking.reference },
];

export const staffApi = api
  .enhanceEndpoints({ addTagTypes: ['StaffBooking', 'StaffCalendar', 'StaffToday', 'StaffSession', 'StaffRates'] })
  .injectEndpoints({
    endpoints: (build) => ({
      staffSession: build.query<StaffMember, void>({
        query: () => ({ url: '/api/staff/session', ...SAME_ORIGIN }),
        transformResponse: (answer: { staff: StaffMember }) => answer.staff,
        providesTags: ['StaffSession'],
      }),
      signInWithLink: build.mutation<StaffMember, string>({
        query: (token) => ({ url: '/api/staff/sign-in/link', method: 'POST', body: { token }, ...SAME_ORIGIN }),
        transformResponse: (answer: { staff: StaffMember }) => answer.staff,
        // The session query now answers this member; everything else read before is another's.
        invalidatesTags: (_result, error) =>
          error ? [] : ['StaffSession', 'StaffBooking', 'StaffCalendar', 'StaffToday'],
      }),
      passkeyAuthenticationOptions: build.mutation<unknown, void>({
        query: () => ({ url: '/api/staff/passkeys/authentication-options', method: 'POST', body: {}, ...SAME_ORIGIN }),
      }),
      signInWithPasskey: build.mutation<StaffMember, unknown>({
        query: (response) => ({
          url: '/api/staff/passkeys/authentication',
          method: 'POST',
          body: { response },
          ...SAME_ORIGIN,
        }),
        transformResponse: (answer: { staff: StaffMember }) => answer.staff,
        invalidatesTags: (_result, error) =>
          error ? [] : ['StaffSession', 'StaffBooking', 'StaffCalendar', 'StaffToday'],
      }),
      passkeyRegistrationOptions: build.mutation<unknown, void>({
        query: () => ({ url: '/api/staff/passkeys/registration-options', method: 'POST', body: {}, ...SAME_ORIGIN }),
      }),
      registerPasskey: build.mutation<{ passkeys: number }, unknown>({
        query: (response) => ({
          url: '/api/staff/passkeys/registration',
          method: 'POST',
          body: { response },
          ...SAME_ORIGIN,
        }),
        invalidatesTags: ['StaffSession'],
      }),
      signOut: build.mutation<null, void>({
        query: () => ({ url: '/api/staff/sign-out', method: 'POST', body: {}, ...SAME_ORIGIN }),
      }),
      staffAccounts: build.query<StaffAccount[], void>({
        query: () => ({ url: '/api/staff/accounts', ...SAME_ORIGIN }),
        transformResponse: (answer: { accounts: StaffAccount[] }) => answer.accounts,
        providesTags: ['StaffSession'],
      }),
      endSessions: build.mutation<null, string>({
        query: (id) => ({
          url: `/api/staff/accounts/${encodeURIComponent(id)}/end-sessions`,
          method: 'POST',
          body: {},
          ...SAME_ORIGIN,
        }),
        invalidatesTags: ['StaffSession'],
      }),
      staffBookings: build.query<StaffBooking[], BookingFilter | NightFilter>({
        query: (filter) => ({ url: '/api/staff/bookings', params: withoutEmpty(filter), ...SAME_ORIGIN }),
        transformResponse: (answer: { bookings: StaffBooking[] }) => answer.bookings,
        providesTags: (result) => [
          { type: 'StaffBooking', id: 'LIST' },
          ...(result ?? []).map((booking) => ({ type: 'StaffBooking' as const, id: booking.id })),
        ],
      }),
      staffBooking: build.query<StaffBookingDetail, string>({
        query: (idOrReference) => ({ url: `/api/staff/bookings/${encodeURIComponent(idOrReference)}`, ...SAME_ORIGIN }),
        transformResponse: (answer: { booking: StaffBookingDetail }) => answer.booking,
        providesTags: (result, _error, idOrReference) =>
          result ? bookingTags(result) : [{ type: 'StaffBooking', id: idOrReference }],
      }),
      bookingAction: build.mutation<StaffBookingDetail, { id: string; action: BookingAction }>({
        query: ({ id, action }) => {
          const { kind, ...body } = action;
          return {
            url: `/api/staff/bookings/${encodeURIComponent(id)}/${ACTION_PATHS[kind]}`,
            method: 'POST',
            body,
            ...SAME_ORIGIN,
          };
        },
        transformResponse: (answer: { booking: StaffBookingDetail }) => answer.booking,
        // A note or a message changes the request's page only; a decision changes every view.
        invalidatesTags: (_result, error, { id, action }) =>
          error && !isConflict(error)
            ? []
            : action.kind === 'note' || action.kind === 'message'
              ? [{ type: 'StaffBooking', id }]
              : [{ type: 'StaffBooking', id }, { type: 'StaffBooking', id: 'LIST' }, 'StaffToday', 'StaffCalendar'],
      }),
      // A stay's change priced without saving (POST …/change/preview): asked again as the form changes.
      changePreview: build.query<StayChangePreview, { id: string; ask: Omit<StayChangeAsk, 'reason'> }>({
        query: ({ id, ask }) => ({
          url: `/api/staff/bookings/${encodeURIComponent(id)}/change/preview`,
          method: 'POST',
          body: ask,
          ...SAME_ORIGIN,
        }),
        transformResponse: (answer: { preview: StayChangePreview }) => answer.preview,
        providesTags: (_result, _error, { id }) => [{ type: 'StaffBooking', id }, 'StaffRates'],
        keepUnusedDataFor: 10,
      }),
      // A stay's dates, guests, kind, rooms or (the owner) price changed: every view of it changes.
      changeStay: build.mutation<StaffBookingDetail, { id: string; ask: StayChangeAsk }>({
        query: ({ id, ask }) => ({
          url: `/api/staff/bookings/${encodeURIComponent(id)}/change`,
          method: 'POST',
          body: ask,
          ...SAME_ORIGIN,
        }),
        transformResponse: (answer: { booking: StaffBookingDetail }) => answer.booking,
        invalidatesTags: (_result, error, { id }) =>
          error && !isConflict(error)
            ? []
            : [{ type: 'StaffBooking', id }, { type: 'StaffBooking', id: 'LIST' }, 'StaffToday', 'StaffCalendar'],
      }),
      createStaffBooking: build.mutation<{ id: string; reference: string; status: 'confirmed' }, NewStaffBooking>({
        query: (booking) => ({ url: '/api/staff/bookings', method: 'POST', body: booking, ...SAME_ORIGIN }),
        invalidatesTags: (_result, error) =>
          error ? [] : [{ type: 'StaffBooking', id: 'LIST' }, 'StaffToday', 'StaffCalendar'],
      }),
      staffToday: build.query<TodayAnswer, void>({
        query: () => ({ url: '/api/staff/today', ...SAME_ORIGIN }),
        providesTags: ['StaffToday'],
      }),
      staffCalendar: build.query<CalendarAnswer, { from: string; days: number }>({
        query: ({ from, days }) => ({ url: '/api/staff/calendar', params: { from, days }, ...SAME_ORIGIN }),
        providesTags: ['StaffCalendar'],
      }),
      staffSeasons: build.query<StaffSeason[], void>({
        query: () => ({ url: '/api/staff/seasons', ...SAME_ORIGIN }),
        transformResponse: (answer: { seasons: StaffSeason[] }) => answer.seasons,
        providesTags: ['StaffRates'],
      }),
      addSeason: build.mutation<{ id: string }, Season>({
        query: (season) => ({ url: '/api/staff/seasons', method: 'POST', body: season, ...SAME_ORIGIN }),
        invalidatesTags: ratesChanged,
      }),
      deleteSeason: build.mutation<null, string>({
        query: (id) => ({ url: `/api/staff/seasons/${encodeURIComponent(id)}`, method: 'DELETE', ...SAME_ORIGIN }),
        invalidatesTags: ratesChanged,
      }),
      staffRestrictions: build.query<StaffRestriction[], void>({
        query: () => ({ url: '/api/staff/restrictions', ...SAME_ORIGIN }),
        transformResponse: (answer: { restrictions: StaffRestriction[] }) => answer.restrictions,
        providesTags: ['StaffRates'],
      }),
      // `force: true` saves it over sold nights after the owner saw the 409 conflict (RestrictionConflict).
      addRestriction: build.mutation<{ id: string }, Restriction & { force?: boolean }>({
        query: (restriction) => ({ url: '/api/staff/restrictions', method: 'POST', body: restriction, ...SAME_ORIGIN }),
        invalidatesTags: ratesChanged,
      }),
      deleteRestriction: build.mutation<null, string>({
        query: (id) => ({
          url: `/api/staff/restrictions/${encodeURIComponent(id)}`,
          method: 'DELETE',
          ...SAME_ORIGIN,
        }),
        invalidatesTags: ratesChanged,
      }),
      staffPolicy: build.query<CancellationPolicy | null, void>({
        query: () => ({ url: '/api/staff/policy', ...SAME_ORIGIN }),
        transformResponse: (answer: { policy: CancellationPolicy | null }) => answer.policy,
        providesTags: ['StaffRates'],
      }),
      setPolicy: build.mutation<{ policy: CancellationPolicy | null }, PolicyChoice>({
        query: (policy) => ({ url: '/api/staff/policy', method: 'PUT', body: policy, ...SAME_ORIGIN }),
        invalidatesTags: ratesChanged,
      }),
      rateChanges: build.query<RateChange[], void>({
        query: () => ({ url: '/api/staff/rate-changes', ...SAME_ORIGIN }),
        transformResponse: (answer: { changes: RateChange[] }) => answer.changes,
        providesTags: ['StaffRates'],
      }),
      revertRateChange: build.mutation<null, string>({
        query: (id) => ({
          url: `/api/staff/rate-changes/${encodeURIComponent(id)}/revert`,
          method: 'POST',
          body: {},
          ...SAME_ORIGIN,
        }),
        invalidatesTags: ratesChanged,
      }),
      // The site's own quote (server/routes/quote.ts): the price a staff booking is stored with
      // (the same quoteStay, terms and nationality rule), and whether the site would sell it.
      staffQuote: build.query<Quote, StaffQuoteAsk>({
        query: ({ roomId, checkin, checkout, nationality, units }) => ({
          url: '/api/quote',
          params: { roomId, checkin, checkout, nationality, units },
        }),
        // A change of the terms in "Prices and rules" asks again; an old answer is not kept long.
        providesTags: ['StaffRates'],
        keepUnusedDataFor: 10,
      }),
      ratePreview: build.query<Quote, RatePreviewAsk>({
        query: (ask) => ({ url: '/api/staff/rate-preview', params: { ...ask }, ...SAME_ORIGIN }),
        providesTags: ['StaffRates'],
      }),
    }),
  });

/** The HTTP status of a failed call's error (RTK Query's own errors have none). */
export function statusOf(error: unknown): number | undefined {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' ? status : undefined;
}

/** A conflict (sold out, a status that moved meanwhile) means the views are stale: they are read again. */
function isConflict(error: ApiProblem): boolean {
  return error.status === 409;
}

function withoutEmpty(filter: BookingFilter | NightFilter): Record<string, string | number> {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));
}

/** The address of the CSV export (a plain link: the browser downloads it with the session cookie). */
export function exportUrl(from: string, to: string): string {
  return `/api/staff/export.csv?${new URLSearchParams({ from, to }).toString()}`;
}

export const {
  useStaffSessionQuery,
  useSignInWithLinkMutation,
  usePasskeyAuthenticationOptionsMutation,
  useSignInWithPasskeyMutation,
  usePasskeyRegistrationOptionsMutation,
  useRegisterPasskeyMutation,
  useSignOutMutation,
  useStaffAccountsQuery,
  useEndSessionsMutation,
  useStaffBookingsQuery,
  useStaffBookingQuery,
  useBookingActionMutation,
  useCreateStaffBookingMutation,
  useChangePreviewQuery,
  useChangeStayMutation,
  useStaffTodayQuery,
  useStaffCalendarQuery,
  useStaffSeasonsQuery,
  useAddSeasonMutation,
  useDeleteSeasonMutation,
  useStaffRestrictionsQuery,
  useAddRestrictionMutation,
  useDeleteRestrictionMutation,
  useStaffPolicyQuery,
  useSetPolicyMutation,
  useRateChangesQuery,
  useRevertRateChangeMutation,
  useRatePreviewQuery,
  useStaffQuoteQuery,
} = staffApi;
