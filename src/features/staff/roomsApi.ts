/**
 * The console's calls about the hotel's numbered rooms (issue 51): the rooms and their out of
 * service periods, the room chart, assigning a stay's rooms and housekeeping. They join the one
 * api through staffApi. The chart and the housekeeping list also carry the 'StaffCalendar' tag, so
 * every action on a request (confirm, check out…), which refreshes the calendar, refreshes them too.
 *
 * The answers' shapes are the server's (src/domain/roomsApi.ts, which server/rooms/ builds them to).
 */
import type { HousekeepingStatus } from '../../domain/staffWords';
import type { ArrivalRoom, AssignedRoom } from '../../domain/staffApi';
import type { ApiProblem } from '../../store/baseQuery';
import { staffApi, type StaffBooking, type StaffBookingDetail } from './staffApi';

export type { HousekeepingStatus, HousekeepingTask } from '../../domain/staffWords';
export { HOUSEKEEPING_STATUSES } from '../../domain/staffWords';

export type { AssignedRoom } from '../../domain/staffApi';
import type {
  ChartRoom,
  ChartStay,
  ChartUnassigned,
  HousekeepingAnswer,
  HousekeepingRoom,
  RoomChartAnswer,
  RoomOutOfService,
  RoomsAnswer,
  StaffRoom,
} from '../../domain/roomsApi';

export type {
  ChartRoom,
  ChartStay,
  ChartUnassigned,
  HousekeepingAnswer,
  HousekeepingRoom,
  RoomChartAnswer,
  RoomOutOfService,
  RoomsAnswer,
  StaffRoom,
};

/** A request's page reads its rooms from the detail's `assignedRooms` (absent from a server before rooms). */
export function assignedRoomsOf(booking: StaffBookingDetail): AssignedRoom[] {
  return Array.isArray(booking.assignedRooms) ? booking.assignedRooms : [];
}

/** Today's arrival's rooms and whether each is ready (GET /api/staff/today's arrivals' `rooms`; other lists have none). */
export function arrivalRoomsOf(booking: StaffBooking): ArrivalRoom[] {
  const rooms = (booking as StaffBooking & { rooms?: ArrivalRoom[] }).rooms;
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
    staffRooms: build.query<StaffRoom[], void>({
      query: () => ({ url: '/api/staff/rooms', ...SAME_ORIGIN }),
      transformResponse: (answer: { rooms: StaffRoom[] }) => answer.rooms,
      providesTags: ['StaffRooms'],
    }),
    addRoom: build.mutation<{ room: StaffRoom }, NewRoom>({
      query: (room) => ({ url: '/api/staff/rooms', method: 'POST', body: room, ...SAME_ORIGIN }),
      invalidatesTags: roomsChanged,
    }),
    editRoom: build.mutation<{ room: StaffRoom }, { id: string } & Partial<NewRoom>>({
      query: ({ id, ...body }) => ({ url: `/api/staff/rooms/${at(id)}`, method: 'PATCH', body, ...SAME_ORIGIN }),
      invalidatesTags: roomsChanged,
    }),
    retireRoom: build.mutation<{ room: StaffRoom }, string>({
      query: (id) => ({ url: `/api/staff/rooms/${at(id)}/retire`, method: 'POST', body: {}, ...SAME_ORIGIN }),
      invalidatesTags: roomsChanged,
    }),
    setHousekeeping: build.mutation<{ room: StaffRoom }, { id: string; status: HousekeepingStatus }>({
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
      { room: StaffRoom },
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
    removeOutOfService: build.mutation<{ room: StaffRoom }, { id: string; entryId: string }>({
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
