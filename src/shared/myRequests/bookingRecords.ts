/** The guest's own copy of each request sent from this device (spec section 3, "Local booking record"). */
export interface LocalBookingRecord {
  bookingId: string;
  /** The short reference the hotel quotes (`GH-7K3Q9M`); absent in records kept before references. */
  reference?: string;
  roomId: number;
  roomTitle: string;
  pricePerNight: number;
  firstName: string;
  secondName: string;
  email: string | null;
  nationality: { code: string; label: string };
  phoneE164: string;
  dates: { checkIn: string; checkOut: string; nights: number };
  guests: number;
  /** Rooms of the kind the request is for; absent in records kept before groups, which were for one. */
  units?: number;
  totalPrice: number;
  /** ISO time the request was accepted. */
  createdAt: string;
  /**
   * The server's key to this request's status (sent in X-Status-Token to GET /api/bookings/{id};
   * in the body to cancel or erase it).
   * Absent in records kept before the hotel answered requests on the site.
   */
  statusToken?: string;
}

/** How many rooms a kept request is for (a record without the count was for one). */
export function recordUnits(record: Pick<LocalBookingRecord, 'units'>): number {
  return typeof record.units === 'number' && Number.isInteger(record.units) && record.units >= 1 ? record.units : 1;
}

/** localStorage key of the guest's requests on this device. */
export const RECORDS_KEY = 'bookingRequests';

/** The stored requests, newest first; a corrupt or unavailable store reads as empty. */
export function readBookingRecords(
  storage: Pick<Storage, 'getItem'> | undefined = safeStorage(),
): LocalBookingRecord[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(RECORDS_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? (parsed as LocalBookingRecord[]).filter((r) => r && typeof r.bookingId === 'string')
      : [];
  } catch {
    return [];
  }
}

/** Adds a request (once per booking id). Returns false when the browser refuses to store it. */
export function saveBookingRecord(
  record: LocalBookingRecord,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = safeStorage(),
): boolean {
  try {
    const records = readBookingRecords(storage).filter((r) => r.bookingId !== record.bookingId);
    storage?.setItem(RECORDS_KEY, JSON.stringify([record, ...records]));
    return Boolean(storage);
  } catch {
    return false;
  }
}

/** Forgets a request on this device (its data was erased at the hotel). Returns false when the browser refuses. */
export function removeBookingRecord(
  bookingId: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = safeStorage(),
): boolean {
  try {
    const records = readBookingRecords(storage).filter((r) => r.bookingId !== bookingId);
    storage?.setItem(RECORDS_KEY, JSON.stringify(records));
    return Boolean(storage);
  } catch {
    return false;
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
