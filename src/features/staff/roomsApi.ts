/**
 * The console's calls about the hotel's numbered rooms (issue 51): the rooms and their out of
 * service periods, the room chart, assigning a stay's rooms and housekeeping. They join the one
 * api through staffApi. The chart and the housekeeping list also carry the 'StaffCalendar' tag, so
 * every action on a request (confirm, check out…), which refreshes the calendar, refreshes them too.
 *
 * The answers' shapes are the contract's (docs/staff-console.md, "Rooms"); they are typed here,
 * beside the calls, until the server's views share them from src/domain/staffApi.ts.
 */
import type { HousekeepingStatus, HousekeepingTask } from '../../domain/staffWords';
import type { StoredStatus } from '../../domain/booking';
import type { ApiProblem } from '../../store/baseQuery';
import { staffApi, type StaffBooking, type StaffBookingDetail } from './staffApi';

export type { HousekeepingStatus, HousekeepingTask } from '../../domain/staffWords';
export { HOUSEKEEPING_STATUSES } from '../../domain/staffWords';

/** A period a room is out of service: `from` its first night, `to` the day after its last. */
export interface RoomOutOfService {
  id: string;
  from: string;
  to: string;
  note: string | null;
}

/** A numbered room (GET /api/staff/rooms). */
export interface HotelRoom {
  id: string;
  number: string;
  /** Its kind (src/domain/rooms.ts). */
  roomId: number;
  floor: number | null;
  note: string | null;
  housekeeping: HousekeepingStatus;
  housekeepingAt: string | null;
  outOfService: RoomOutOfService[];
}

/** A room of a stay: `to` is exclusive, like a check-out. */
export interface AssignedRoom {
  roomNumber: string;
  from: string;
  to: string;
}

export interface ChartStay {
  bookingId: string;
  reference: string;
  guestName: string;
  /** The nights this stay spends in this room: `to` exclusive. */
  from: string;
  to: string;
  status: StoredStatus;
  /** Whole so'm still to pay, once payments at the desk exist (issue 52). */
  balanceDue?: number;
}

export interface ChartRoom {
  id: string;
  roomNumber: string;
  roomId: number;
  floor: number | null;
  housekeeping: HousekeepingStatus;
  outOfService: { from: string; to: string }[];
  stays: ChartStay[];
}

export interface UnassignedStay {
  bookingId: string;
  reference: string;
  guestName: string;
  roomId: number;
  checkin: string;
  checkout: string;
  status: StoredStatus;
  units: number;
}

/** GET /api/staff/room-chart?from=&days= */
export interface RoomChartAnswer {
  from: string;
  days: number;
  today: string;
  rooms: ChartRoom[];
  unassigned: UnassignedStay[];
  /** Nights the owner's restrictions close for a whole kind. */
  closed: { roomId: number; nights: string[] }[];
}

export interface HousekeepingRoom {
  id: string;
  roomNumber: string;
  roomId: number;
  floor: number | null;
  housekeeping: HousekeepingStatus;
  task: HousekeepingTask;
  arrivalToday: boolean;
}

/** GET /api/staff/housekeeping: today's rooms, departures first, then stay-overs, arrivals, vacant. */
export interface HousekeepingAnswer {
  date: string;
  rooms: HousekeepingRoom[];
}

/** A request's page reads its rooms from the detail's `assignedRooms` (absent from a server before rooms). */
export function assignedRoomsOf(booking: StaffBookingDetail): AssignedRoom[] {
  const rooms = (booking as StaffBookingDetail & { assignedRooms?: AssignedRoom[] }).assignedRooms;
  return Array.isArray(rooms) ? rooms : [];
}

/** Today's arrival's rooms and whether each is ready (GET /api/staff/today's arrivals' `rooms`). */
export function arrivalRoomsOf(booking: StaffBooking): { roomNumber: string; housekeeping: HousekeepingStatus }[] {
  const rooms = (booking as StaffBooking & { rooms?: { roomNumber: string; housekeeping: HousekeepingStatus }[] })
    .rooms;
  return Array.isArray(rooms) ? rooms : [];
}

/** A room a guest may be given: cleaned, and checked or not. */
export function isReady(status: HousekeepingStatus): boolean {
  return status === 'clean' || status === 'inspected';
}

export interface NewRoom {
  number: string;
  roomId: number;
  floor?: number | null;
  note?: string | null;
}

/** 409 `room_taken`'s figures: which room, which night, whose stay holds it. */
export interface RoomTaken {
  roomNumber?: string;
  night?: string;
  reference?: string;
}

const SAME_ORIGIN = { credentials: 'same-origin' } as const;
const at = (id: string) => encodeURIComponent(id);

/** A room's change shows in the rooms list, the chart, the housekeeping list and Today (a room's readiness). */
const roomsChanged = (_result: unknown, error: ApiProblem | undefined) =>
  error && error.status !== 409 ? [] : (['StaffRooms', 'StaffCalendar', 'StaffToday'] as const).slice();

export const roomsApi = staffApi.enhanceEndpoints({ addTagTypes: ['StaffRooms'] }).injectEndpoints({
  endpoints: (build) => ({
    staffRooms: build.query<HotelRoom[], void>({
      query: () => ({ url: '/api/staff/rooms', ...SAME_ORIGIN }),
      transformResponse: (answer: { rooms: HotelRoom[] }) => answer.rooms,
      providesTags: ['StaffRooms'],
    }),
    addRoom: build.mutation<{ room: HotelRoom }, NewRoom>({
      query: (room) => ({ url: '/api/staff/rooms', method: 'POST', body: room, ...SAME_ORIGIN }),
      invalidatesTags: roomsChanged,
    }),
    editRoom: build.mutation<{ room: HotelRoom }, { id: string } & Partial<NewRoom>>({
      query: ({ id, ...body }) => ({ url: `/api/staff/rooms/${at(id)}`, method: 'PATCH', body, ...SAME_ORIGIN }),
      invalidatesTags: roomsChanged,
    }),
    retireRoom: build.mutation<{ room: HotelRoom }, string>({
      query: (id) => ({ url: `/api/staff/rooms/${at(id)}/retire`, method: 'POST', body: {}, ...SAME_ORIGIN }),
      invalidatesTags: roomsChanged,
    }),
    setHousekeeping: build.mutation<{ room: HotelRoom }, { id: string; status: HousekeepingStatus }>({
      query: ({ id, status }) => ({
        url: `/api/staff/rooms/${at(id)}/housekeeping`,
        method: 'POST',
        body: { status },
        ...SAME_ORIGIN,
      }),
      invalidatesTags: roomsChanged,
    }),
    // `confirm: true` saves it over the stays it clashes with, after the owner saw the 409 `conflict`.
    addOutOfService: build.mutation<
      { room: HotelRoom },
      { id: string; from: string; to: string; note?: string; confirm?: boolean }
    >({
      query: ({ id, ...body }) => ({
        url: `/api/staff/rooms/${at(id)}/out-of-service`,
        method: 'POST',
        body,
        ...SAME_ORIGIN,
      }),
      invalidatesTags: (result, error) => [...roomsChanged(result, error), ...(error ? [] : ['StaffRates' as const])],
    }),
    removeOutOfService: build.mutation<{ room: HotelRoom }, { id: string; entryId: string }>({
      query: ({ id, entryId }) => ({
        url: `/api/staff/rooms/${at(id)}/out-of-service/${at(entryId)}`,
        method: 'DELETE',
        ...SAME_ORIGIN,
      }),
      invalidatesTags: (result, error) => [...roomsChanged(result, error), ...(error ? [] : ['StaffRates' as const])],
    }),
    roomChart: build.query<RoomChartAnswer, { from: string; days: number }>({
      query: ({ from, days }) => ({ url: '/api/staff/room-chart', params: { from, days }, ...SAME_ORIGIN }),
      providesTags: ['StaffCalendar', 'StaffRooms'],
    }),
    assignRooms: build.mutation<StaffBookingDetail, { id: string; rooms: AssignedRoom[] }>({
      query: ({ id, rooms }) => ({
        url: `/api/staff/bookings/${at(id)}/assign`,
        method: 'POST',
        body: { rooms },
        ...SAME_ORIGIN,
      }),
      transformResponse: (answer: { booking: StaffBookingDetail }) => answer.booking,
      invalidatesTags: (_result, error, { id }) =>
        error && error.status !== 409
          ? []
          : [{ type: 'StaffBooking', id }, 'StaffCalendar', 'StaffToday', 'StaffRooms'],
    }),
    housekeeping: build.query<HousekeepingAnswer, void>({
      query: () => ({ url: '/api/staff/housekeeping', ...SAME_ORIGIN }),
      providesTags: ['StaffRooms', 'StaffCalendar'],
    }),
  }),
});

export const {
  useStaffRoomsQuery,
  useAddRoomMutation,
  useEditRoomMutation,
  useRetireRoomMutation,
  useSetHousekeepingMutation,
  useAddOutOfServiceMutation,
  useRemoveOutOfServiceMutation,
  useRoomChartQuery,
  useLazyRoomChartQuery,
  useAssignRoomsMutation,
  useHousekeepingQuery,
} = roomsApi;
