/**
 * The hotel's numbered rooms: the owner's list (numbers, kinds, floors, retirement), which room
 * each stay sleeps in night by night (assignment on confirmation, reassignment, freeing), rooms out
 * of service, housekeeping statuses, and what the room chart and the housekeeper's list read.
 *
 * Where it sits (server/layers.js): below bookings/ and availability/, above terms/ and db/.
 * bookings/ calls it inside its own transactions (a confirmation assigns rooms, a cancellation,
 * no-show, check-out or erasure frees them, an undo takes them back), so rooms/ cannot import
 * bookings/; availability/ counts a kind's units as its rooms in use less those out of service
 * (roomUnits, closedPerNight), so rooms/ cannot import availability/ either. It needs neither:
 * it reads only its own tables (rooms, room_nights, room_closures, room_releases) and is handed
 * the booking's fields. Its console routes (consoleRoutes.ts, the routes layer) put bookings'
 * and availability's answers together with its own; this entry does not export them.
 *
 * This is the folder's entry: other folders of server/ import only what it exports (ESLint's
 * boundaries/entry-point refuses a deep import).
 */
export {
  assignStay,
  assignedRooms,
  describeMoves,
  dirtyAfterCheckout,
  entriesOf,
  fitStay,
  heldCounts,
  reassignStay,
  releaseRoom,
  releaseStay,
  restoreStay,
  roomsOnNight,
} from './assign';
export type { AssignedRoom, ReassignOutcome, StayToAssign } from './assign';
export { chartNights, housekeepingList } from './chart';
export type { ChartRoomNights, HousekeepingRoom, HousekeepingTask } from './chart';
export {
  HOUSEKEEPING_STATUSES,
  addClosure,
  byNumber,
  closedPerNight,
  closuresIn,
  createRoom,
  findRoomRow,
  removeClosure,
  retireRoom,
  roomUnits,
  roomView,
  roomViews,
  roomsInUse,
  setHousekeeping,
  updateRoom,
} from './store';
export type { RoomChange, RoomFields, RoomView } from './store';
