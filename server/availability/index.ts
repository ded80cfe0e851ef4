/**
 * Free rooms per night (confirmed stays and blocked nights against each kind's units, its rooms
 * in use, and the owner's closed nights), restriction conflicts, the iCal export and imports.
 *
 * This is the folder's entry: other folders of server/ import only what it exports (ESLint's
 * boundaries/entry-point refuses a deep import).
 */
export { roomCalendar } from './calendar';
export { checkRestriction, roomClosureConflicts, vacateRoom } from './conflicts';
export type { RestrictionConflicts } from './conflicts';
export { DEFAULT_ICAL_IMPORT_OPTIONS, IcalImporter, calendarHealth } from './icalImports';
export type { CalendarHealth, IcalImportOptions } from './icalImports';
export { icsText } from './icsText';
export { availability, loadStock, lockRoomKind, soldOutNights, stocked, unitsInService } from './inventory';
export type { RoomStock } from './inventory';
export { confirmedStaysEndingAfter, staysByIds, takingStaysNamed } from './stays';
